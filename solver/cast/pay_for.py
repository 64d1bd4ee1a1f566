"""Paying for one spell as it is cast now: :func:`pay_for` (``manaplan pay --for CARD``).

The spell is cast from your hand, or from the command zone when it is one of your commanders (CR 903.8). Its cost,
when none is given, is its mana cost as cast now: the commander tax added, every cost change in force applied (CR
601.2f). The card is on the stack while the cost is paid (CR 601.2a), so a mana ability can't discard or reveal it,
and the cards its extra costs take are gone (CR 601.2h). Its mana is spent on it: spending restrictions decide which
mana pays (CR 106.6). A spell that can't be cast on the board (Meddling Mage: CR 101.2, 601.3) is said so, not
refused: its cost can still be paid.

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> from manaplan.models.cards.store import default_database
>>> from manaplan.solver.cast.solve import named_spell
>>> bolt = named_spell("Lightning Bolt", default_database().get)
>>> paid = pay_for(parse_inline("Mountain x2, Thalia, Guardian of Thraben (opp)"), bolt)
>>> paid.payment.cost.text, paid.payment.payable, paid.cost_changes
('{1}{R}', True, ('noncreature spells cost {1} more to cast (Thalia, Guardian of Thraben#1)',))
"""

from __future__ import annotations

from dataclasses import dataclass

from ...models.board import Board
from ...models.costs import ManaCost
from ...models.spells import Spell
from ..analysis import Analysis, analysed
from ..pay.plan import Payment
from ..pay.solve import solve_payment
from .costs import cast_ban, commander_tax, cost_on_board, is_commander, spell_purpose
from .zones import zones_while_casting

__all__ = ["SpellPayment", "pay_for"]


@dataclass(frozen=True, slots=True)
class SpellPayment:
    """The answer to "pay this cost for this spell".

    Parameters
    ----------
    payment : Payment
    spell : Spell
        The part of the card cast.
    zone : str
        Where it is cast from: ``'hand'``, or ``'command'`` for one of your commanders.
    board : Board
        The board while it is cast: the card on the stack, the cards its extra costs take gone.
    cost_changes : tuple of str
        How its mana cost was changed (the commander tax, cost changes in force), in words; empty when the cost was
        given or is as printed.
    cannot_cast : str or None
        Why the spell can't be cast on this board (a ban in force), or None.
    """

    payment: Payment
    spell: Spell
    zone: str
    board: Board
    cost_changes: tuple[str, ...] = ()
    cannot_cast: str | None = None


def pay_for(board: Board | Analysis, spell: Spell, cost: ManaCost | None = None, *, keep: ManaCost | None = None,
            x: int | None = None, max_x: bool = False, time_limit: float = 10.0) -> SpellPayment:
    """Pay ``cost`` (by default the spell's cost as cast now) for ``spell``, cast now from your hand or the command
    zone (see the module notes).

    Parameters
    ----------
    board : Board or Analysis
        The board, analysed (a Board is analysed in a session of its own); the board while the spell is cast is
        analysed in the same session.
    spell : Spell
        The part cast (:func:`~manaplan.solver.cast.solve.named_spell`).
    cost : ManaCost, optional
        The cost to pay; None: its mana cost on the board (CR 601.2f, 903.8).
    keep, x, max_x, time_limit
        As :func:`~manaplan.solver.pay.solve.solve_payment`'s.

    Returns
    -------
    SpellPayment

    Raises
    ------
    ValueError
        When no cost is given and the spell has no mana cost (CR 118.6).

    References
    ----------
    CR 101.2 and 601.3 (bans), 106.6 (spending restrictions), 601.2a (the card on the stack), 601.2f (cost changes),
    601.2h (paying the costs together), 903.8 (commander tax).
    """
    analysis = analysed(board)
    board = analysis.board
    zone = "command" if is_commander(spell, board) else "hand"
    cannot_cast = cast_ban(spell, analysis, zone)
    changes: tuple[str, ...] = ()
    if cost is None:
        cost, changes = cost_on_board(spell, analysis, tax=commander_tax(spell, board))
        if cost is None:
            raise ValueError(f"{spell.name} has no mana cost (CR 118.6): give the cost to pay")
    casting = spell.card if zone == "hand" and spell.card in board.hand else None
    while_cast = zones_while_casting(board, spell.card, zone, spell.additional)
    purpose = spell_purpose(spell, zone, has_x=cost.x_count > 0, cost=cost.text, board=while_cast)
    payment = solve_payment(analysis.of(while_cast), cost, keep=keep, x=x, max_x=max_x, time_limit=time_limit,
                            purpose=purpose, casting=casting)
    return SpellPayment(payment, spell, zone, while_cast, changes, cannot_cast)
