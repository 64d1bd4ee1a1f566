"""Triggered mana a board snapshot cannot use (:class:`~manaplan.models.effects.EventMana`): the notes ``pay`` gives.

"When ~ enters the battlefield, add {R}{G}." or "At the beginning of your precombat main phase, add {G}{G}." is a
triggered ability on an event other than a mana ability, so not a mana ability (CR 605.1b, 605.5a): it uses the
stack (CR 603.3) and never resolves while a cost is paid. ``pay`` uses none of its mana and says so, once per
permanent and ability; ``produce`` lists it among the effects on mana
(:func:`manaplan.solver.effective.effective_board` keeps every effect of the board's permanents in force).

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> (note,) = event_mana_notes(parse_inline("Forest, Burning-Tree Emissary"))
>>> note.split(": ")[:3]
['Burning-Tree Emissary#1', 'When ~ enters the battlefield', 'add {R}{G} — a triggered ability, not a mana ability (CR 603, 605.5a)']
"""

from __future__ import annotations

from ...models.board import Board
from ...models.effects import EventMana, SpendTrigger, StackGrant, TapTrigger
from ...models.oracle.parser import parse_card

__all__ = ["event_mana_notes"]


def event_mana_notes(board: Board, parse=None) -> tuple[str, ...]:
    """``'<permanent id>: <words>'`` for each :class:`~manaplan.models.effects.EventMana`,
    :class:`~manaplan.models.effects.TapTrigger` and :class:`~manaplan.models.effects.SpendTrigger` of the board's
    permanents (yours and your opponents': "At the beginning of each player's …" may add to you), and each activated
    or loyalty ability of your permanents that adds mana but is not a mana ability
    (:class:`~manaplan.models.ability.ManaEffect`: Deathrite Shaman, The Warring Triad, CR 605.1a), and each such
    ability a permanent grants (:class:`~manaplan.models.effects.StackGrant`: Bigger on the Inside).

    Parameters
    ----------
    board : Board
    parse : callable, optional
        Card → ParsedCard; :func:`manaplan.models.oracle.parser.parse_card` by default.

    Returns
    -------
    tuple of str
    """
    if parse is None:
        parse = parse_card
    notes = []
    for p in board.permanents:
        parsed = parse(p.card)
        for e in parsed.effects:
            if isinstance(e, (EventMana, TapTrigger, SpendTrigger)):
                notes.append(f"{p.id}: {e.describe()}")
            elif isinstance(e, StackGrant):  # Bigger on the Inside: whoever controls the permanent it enchants
                notes.append(f"{p.id}: {e.describe()} \u2014 a granted ability with a target, not a mana ability "
                             f"(CR 605.1a): it uses the stack, so it cannot pay for anything now; activate it first "
                             f"if you want its mana")
        for m in parsed.mana_effects:
            if m.kind in ("activated", "loyalty") and p.is_yours:
                why = ("an ability with a target, not a mana ability (CR 605.1a)" if m.kind == "activated"
                       else "a loyalty ability, not a mana ability (CR 605.1a, 606.3)")
                notes.append(f"{p.id}: {m.describe()} \u2014 {why}: it uses the stack, so it cannot pay for anything "
                             f"now; activate it first if you want its mana")
    return tuple(dict.fromkeys(notes))
