"""Where cards are cast from and how permanents enter: the zones, the cards left in them while a spell is cast, the
lands your land play may put onto the battlefield, and the ids and state of a permanent entering this turn.

``cast`` and ``turn`` both read these (``turn`` plays lands and casts permanents through a whole turn; ``cast`` tells
you when playing a land first would make a card castable), so they live here, below both.

Examples
--------
>>> from manaplan.models.board_files import board_from_data
>>> b = board_from_data({"permanents": ["Island"], "hand": ["Island", "Counterspell"]})
>>> [(card.name, face.name) for card, face in land_plays(b)]
[('Island', 'Island')]
>>> next_id(b, "Island", set())
'Island#2'
"""

from __future__ import annotations

import re
from dataclasses import replace

from ...models.board import Board
from ...models.cards.store import Card
from ...models.effects.casting import ZONES, ExtraCost
from ...models.spells import spells_of

__all__ = ["CAST_ZONES", "ZONE_NAMES", "zone_cards", "next_id", "enters_tapped", "land_plays", "zones_while_casting"]

#: The zones cards are cast from, in the order ``cast`` looks at them and ``turn`` looks for a name: the casting
#: zones, then your commanders in the command zone (CR 903.8).
CAST_ZONES = (*ZONES, "command")
#: How each zone is named in answers and reasons.
ZONE_NAMES = {"hand": "hand", "library_top": "the top of the library", "graveyard": "graveyard",
              "command": "the command zone"}
_ENTERS_TAPPED = re.compile(r"\benters(?: the battlefield)? tapped\b")


def zone_cards(board: Board, zone: str) -> tuple[Card, ...]:
    """The cards of ``zone`` on ``board`` (the command zone's commanders; every card given as ``library_top``)."""
    if zone == "command":
        return tuple(c.card for c in board.command_zone)
    return {"hand": board.hand, "library_top": board.library_top, "graveyard": board.graveyard}[zone]


def next_id(board: Board, name: str, taken: set[str]) -> str:
    """The next free ``'<name>#<n>'`` id on the board, not in ``taken`` (a permanent entering this turn), which is
    then taken."""
    ids = {p.id for p in board.permanents} | taken
    n = 1
    while f"{name}#{n}" in ids:
        n += 1
    taken.add(f"{name}#{n}")
    return f"{name}#{n}"


def enters_tapped(card: Card) -> bool:
    """A land that enters tapped by its own text, read conservatively ("enters tapped unless …" and a shockland's
    "If you don't, it enters tapped" count as tapped: a plan missed, never a wrong one)."""
    return bool(_ENTERS_TAPPED.search(card.oracle_text or ""))


def land_plays(board: Board, whole=None) -> list[tuple[Card, Card]]:
    """The lands of your hand that your land play may put onto the battlefield (CR 305.2): (the card in hand, the
    face played — a modal card's land face, either face of a Pathway, CR 712), one per face name; none once the land
    play is used.

    Parameters
    ----------
    board : Board
    whole : callable, optional
        Card → the whole card, for a hand entry that names one face.
    """
    if board.land_played:
        return []
    out: dict[str, tuple[Card, Card]] = {}
    for card in board.hand:
        full = whole(card) if whole is not None and card.is_face else card
        faces = [s.part for s in spells_of(full) if s.kind == "land"] or ([full] if full.is_land else [])
        for face in faces:
            out.setdefault(face.name, (card, face))
    return list(out.values())


def zones_while_casting(board: Board, card: Card, zone: str, extra: ExtraCost) -> Board:
    """The hand and graveyard that mana abilities' costs may still take cards from while the card is cast: the card
    is on the stack (CR 601.2a, before any cost is paid, 601.2g-h), and the cards its extra costs discard or exile
    are taken by them (paid together with the mana, CR 601.2h): lands first for "discard a land card", cards of the
    named type first for "exile a … card"."""
    hand, graveyard = list(board.hand), list(board.graveyard)
    if zone == "hand" and card in hand:
        hand.remove(card)
    if zone == "graveyard" and card in graveyard:
        graveyard.remove(card)
    for _ in range(extra.discard_lands):
        lands = [c for c in hand if c.is_land]
        if lands:
            hand.remove(lands[0])
    del hand[max(0, len(hand) - extra.discard):]
    for kind, n in extra.exile_types:
        for _ in range(n):
            typed = [c for c in graveyard if kind in c.card_types]
            if typed:
                graveyard.remove(typed[0])
    del graveyard[max(0, len(graveyard) - extra.exile_other):]
    if len(hand) == len(board.hand) and len(graveyard) == len(board.graveyard):
        return board
    return replace(board, hand=tuple(hand), graveyard=tuple(graveyard))
