"""A bound on the plans that cast a spell whose only target a planeswalker's loyalty ability could make (Path to
Exile on a board with no creature, beside Garruk Wildspeaker's "−1: Create a 3/3 green Beast creature token.").

The turn's model does not order a loyalty ability that creates a token, so a plan casting such a spell is not shown
legal (:func:`~.targets.targets_unchecked`) and the turn is solved again without the spell
(:data:`~.targets.TARGET_UNSHOWN`). That answer is the best of the plans not casting it; the plans casting it are
bounded here. Each of them activates that loyalty ability this turn, and so no other loyalty ability of that
planeswalker (CR 606.3: Garruk's "+1: Untap two target lands." is not activated too), and has the token from that
activation on. Every such plan is a plan of the turn on :func:`walker_token_board`'s board: the tokens there from
the start of the turn (sick, CR 302.6: they came this turn), and the planeswalker with no loyalty ability. Where the
best plan of that turn casts fewer candidates, or as many with less mana value, than the best plan without the spell,
no plan casting it is better, and that answer is proven (:func:`~.solve.solve_turn`). A planeswalker in your hand is
cast before its token is made: where that turn cannot cast both it and the one spell (Liliana, Dreadhorde General and
Murder on five Swamps), no plan casts the spell at all.

Read only where that is sure: one planeswalker of yours (on the battlefield, or one card of the hand the turn may
cast) has every line that could give the spell a target, each a loyalty ability creating plain creature tokens
(:func:`~.token_fodder.plain_tokens`: "a 3/3 green Beast creature token"); no land to play could be its target; no
permanent of the turn may cast one that fits (:attr:`~.cards.Copy.target_after`); and no other text on your side
mentions loyalty abilities (The Chain Veil, Oath of Teferi: a second activation).

References
----------
CR 115.1a, 601.2c (a spell's targets, chosen as it is cast), 302.6 (a creature that came this turn), 606.3 (one
loyalty ability of a permanent each turn).
"""

from __future__ import annotations

import re
from dataclasses import replace

from ...models.board import Board, Permanent
from ...models.oracle.parser import is_loyalty_line
from ...models.oracle.text import strip_reminder_text
from ..analysis import Analysis
from ..lazy_patterns import lazy_compile
from .cards import Copy
from .targets import other_sources
from .token_fodder import MANA_TOKEN, TOKEN_WORDS, plain_tokens

__all__ = ["walker_token_board"]

#: Text that changes how many loyalty abilities are activated (The Chain Veil, Oath of Teferi).
_LOYALTY_WORDS = lazy_compile(r"\bloyalty abilit", re.IGNORECASE)


def walker_token_board(analysis: Analysis, copies: list[Copy], keys: frozenset[str]) -> tuple[Board, str] | None:
    """The board whose turn bounds every plan casting the spells of ``keys`` (copy keys: a plan cast them with no
    target shown) with a target from one planeswalker's loyalty ability, and that planeswalker's name (see the module
    notes); None where that is not sure.

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.analysis import analysed
    >>> from manaplan.solver.turn.cards import read_copies
    >>> from manaplan.solver.turn.targets import with_target_needs
    >>> b = board_from_data({"permanents": ["Forest"] * 5, "hand": ["Garruk Wildspeaker", "Path to Exile"]})
    >>> a = analysed(b)
    >>> copies = with_target_needs(a, read_copies(a, [("hand", c) for c in b.hand]))
    >>> board, walker = walker_token_board(a, copies, frozenset({"Path to Exile (hand)#1"}))
    >>> walker, [p.id for p in board.permanents if p.is_token], board.hand[0].oracle_text
    ('Garruk Wildspeaker', ['Beast token (Garruk Wildspeaker)#1'], '')
    """
    by_key = {c.key: c for c in copies}
    owners: list = []
    lines: list[str] = []
    for key in keys:
        c = by_key.get(key)
        if c is None or c.target_need is None or c.target_after:
            return None
        land, sources = other_sources(analysis, c.target_need, copies)
        if land:
            return None
        for owner, line in sources:
            if isinstance(owner, Copy) and owner.key == key and len(keys) == 1:
                continue  # its own effect comes after its targets are chosen (CR 601.2c): Path to Exile's land
            if not any(owner is o for o in owners):
                owners.append(owner)
            lines.append(line)
    if len(owners) != 1:
        return None
    walker = owners[0]
    card = walker.card if isinstance(walker, Permanent) else walker.spell.part
    if "Planeswalker" not in (card.type_line or "") or card.faces or not all(is_loyalty_line(x) for x in lines):
        return None
    board = analysis.board
    if isinstance(walker, Copy) and (walker.zone != "hand" or sum(h.name == card.name for h in board.hand) != 1):
        return None
    texts = [p.card.oracle_text or "" for p in board.permanents if p.is_yours and p is not walker]
    texts += [o.card.oracle_text or "" for o in copies if o is not walker and o.card.name != card.name]
    if any(_LOYALTY_WORDS.search(t) for t in texts):
        return None
    taken = {p.id for p in board.permanents}
    tokens: list[Permanent] = []
    for line in dict.fromkeys(lines):
        said = [m.group(1) for m in TOKEN_WORDS.finditer(strip_reminder_text(line))]
        made = [plain_tokens(words, card.name, taken) for words in said if not MANA_TOKEN.search(words)]
        if not said or len(made) != len(said) or any(t is None for t in made):
            return None
        tokens += [t for group in made for t in group]
    plain = replace(card, oracle_text="\n".join(x for x in (card.oracle_text or "").split("\n")
                                                if not is_loyalty_line(x)))
    if isinstance(walker, Permanent):
        permanents = tuple(replace(p, card=plain) if p is walker else p for p in board.permanents)
        return replace(board, permanents=permanents + tuple(tokens)), card.name
    hand = tuple(plain if h.name == card.name else h for h in board.hand)
    return replace(board, hand=hand, permanents=board.permanents + tuple(tokens)), card.name
