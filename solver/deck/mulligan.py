"""Opening hands: the London mulligan with F. Karsten's 2022 keep and bottom rules, or no mulligan.

``karsten2022`` (the rules of F. Karsten's 2022 tables):

- a seven-card hand is kept with 2 to 5 lands;
- after a mulligan, seven cards are drawn and one card per mulligan put on the bottom (CR 103.5), toward three
  lands: while more than three lands are left a land goes (off-colour lands first: those making none of the
  colours the deck's spells ask for; then those making fewer of them; then tapped ones), otherwise a spell (one
  that cannot help with mana first); the six or five cards are kept with 2 to 4 lands, and four cards always;
- a Commander deck's first mulligan is free (CR 103.5c, multiplayer): the first seven are kept with 3 to 5 lands,
  else seven new cards are drawn with nothing to bottom, and the rules above go on from there.

``none`` keeps the first seven cards.

Bottomed cards go under the library, below every card a game of at most ``size − 8`` turns draws, so the draws are
the cards after the seven.

Examples
--------
>>> import random
>>> from manaplan.models.cards.store import default_database
>>> from manaplan.models.decks import parse_decklist
>>> from manaplan.solver.deck.cards import read_deck
>>> deck = read_deck(parse_decklist("36 Lightning Bolt\\n17 Mountain\\n7 Island\\n", cards=default_database()))
>>> dealer = Dealer(deck, "karsten2022")
>>> hand = dealer.deal(random.Random(1), draws=10)
>>> len(hand.cards) + hand.mulligans, len(hand.draws), 2 <= sum(deck.roles[c].land for c in hand.cards) <= 5
(7, 10, True)
"""

from __future__ import annotations

import random
from typing import NamedTuple

from .cards import GameDeck

__all__ = ["MULLIGANS", "Dealt", "Dealer"]

#: The mulligan rules, by name.
MULLIGANS = ("karsten2022", "none")
_HAND = 7


class Dealt(NamedTuple):
    """A kept hand and the draws after it (role indices), with the mulligans taken (the free one not counted) and
    whether a free mulligan was taken."""

    cards: tuple[int, ...]
    draws: tuple[int, ...]
    mulligans: int
    free: bool


class Dealer:
    """Deals opening hands of a deck by a mulligan rule (see the module's description).

    Parameters
    ----------
    deck : GameDeck
    rule : str
        One of :data:`MULLIGANS`.
    """

    def __init__(self, deck: GameDeck, rule: str):
        if rule not in MULLIGANS:
            raise ValueError(f"unknown mulligan rule {rule!r}")
        self.rule = rule
        self.library = list(deck.library)
        self.free = deck.commander and rule == "karsten2022"
        roles = deck.roles
        kinds = deck.land_kinds
        self._land = tuple(r.land for r in roles)
        ranks = []
        for r in roles:
            wanted = bin(r.colors & deck.wanted).count("1")
            tapped = r.land_kind >= 0 and kinds[r.land_kind].tapped
            land_rank = (1 if wanted else 0, wanted, 0 if tapped else 1)
            ranks.append(land_rank if r.land else (1 if r.helper else 0,))
        self._rank = tuple(ranks)

    def deal(self, rng: random.Random, draws: int) -> Dealt:
        """One kept hand and the next ``draws`` cards of its shuffle.

        Raises
        ------
        ValueError
            When the library has fewer than ``7 + draws`` cards.
        """
        seen = _HAND + draws
        if seen > len(self.library):
            raise ValueError(f"a library of {len(self.library)} cards cannot deal 7 cards and {draws} draws")
        land, library = self._land, self.library
        free = self.free
        mulligans = 0
        while True:
            cards = rng.sample(library, seen)
            hand = cards[:_HAND]
            lands = sum(land[c] for c in hand)
            if self.rule == "none":
                return Dealt(tuple(hand), tuple(cards[_HAND:]), 0, False)
            if free:
                free = False
                if 3 <= lands <= 5:
                    return Dealt(tuple(hand), tuple(cards[_HAND:]), 0, False)
                continue
            if mulligans == 0:
                if 2 <= lands <= 5:
                    return Dealt(tuple(hand), tuple(cards[_HAND:]), 0, self.free)
            else:
                kept = self._bottom(hand, mulligans)
                kept_lands = sum(land[c] for c in kept)
                if mulligans >= 3 or 2 <= kept_lands <= 4:
                    return Dealt(kept, tuple(cards[_HAND:]), mulligans, self.free)
            mulligans += 1

    def _bottom(self, hand: list[int], n: int) -> tuple[int, ...]:
        """``hand`` less ``n`` cards put on the bottom, toward three lands (see the module's description)."""
        rank, land = self._rank, self._land
        lands = sorted((c for c in hand if land[c]), key=rank.__getitem__)
        spells = sorted((c for c in hand if not land[c]), key=rank.__getitem__)
        for _ in range(n):
            if len(lands) > 3 or not spells:
                lands.pop(0)
            else:
                spells.pop(0)
        return tuple(lands + spells)
