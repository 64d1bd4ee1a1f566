"""Paying for one spell as it is cast now: :func:`pay_for` (``manaplan pay --for CARD``).

The spell is cast from your hand, from the command zone when it is one of your commanders (CR 903.8), or from your
graveyard or the top of your library when it is there and not in your hand — as ``cast`` casts it (the same
function: :func:`~manaplan.solver.cast.solve.cast_answer`), a flashback card for its flashback cost (CR 702.34a).
Its cost, when none is given, is its mana cost as cast now: the commander tax added, every cost change in force
applied (CR 601.2f). The card is on the stack while the cost is paid (CR 601.2a), so a mana ability can't discard or
reveal it, and the cards its extra costs take are gone (CR 601.2h); from your hand, an ability that may be activated
only as an instant (Lion's Eye Diamond) would have been activated before casting, discarding the card, so it pays
nothing (CR 601.2g, 602.5). Its mana is spent on it: spending restrictions decide which
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
from ...models.effects.casting import ExtraCost
from ...models.spells import Spell
from ..analysis import Analysis, analysed
from ..pay.plan import Payment
from ..pay.solve import solve_payment
from .costs import cast_ban, commander_tax, cost_on_board, is_commander, spell_purpose
from .solve import cast_answer, sacrifice_shortfall
from .zones import ZONE_NAMES, zones_while_casting

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
    zone = _zone(board, spell)
    cannot_cast = cast_ban(spell, analysis, zone, None if x is None and max_x else (x or 0))
    changes: tuple[str, ...] = ()
    if cost is None and zone in ("graveyard", "library_top"):  # as cast casts it: flashback's cost, a permission
        answer = cast_answer(analysis, spell, zone, time_limit=time_limit, keep=keep)
        if answer.payment is None:
            payment = Payment(cost=ManaCost.parse(answer.cost), payable=False, x=None, keep=keep,
                              kept=None if keep is None else False, reason=answer.reason)
            return SpellPayment(payment, spell, zone, board, (), cannot_cast)
        how = f"cast from {ZONE_NAMES[zone]}" + (f" by {answer.via}" if answer.via else "")
        extra = f" and {answer.extra}" if answer.extra else ""
        return SpellPayment(answer.payment, spell, zone, board, (f"{how}: {answer.cost}{extra}",) + answer.notes,
                            cannot_cast)
    extra = _extra(spell, board, zone)
    if cost is None:
        cost, changes = cost_on_board(spell, analysis, tax=commander_tax(spell, board))
        if cost is None:
            raise ValueError(f"{spell.name} has no mana cost (CR 118.6): give the cost to pay")
        if extra.discard < spell.additional.discard:  # "discard a card or pay {5}": no other card to discard
            cost = cost + spell.additional.or_pay
            changes += (f"{spell.additional.or_pay.text} paid rather than a card discarded (your hand has no other "
                        f"card, CR 601.2b)",)
    casting = spell.card if zone == "hand" and spell.card in board.hand else None
    while_cast = zones_while_casting(board, spell.card, zone, extra)
    short = sacrifice_shortfall(extra, analysis)
    if short:
        payment = Payment(cost=cost, payable=False, x=None, keep=keep, kept=None if keep is None else False,
                          reason=short)
        return SpellPayment(payment, spell, zone, while_cast, changes, cannot_cast)
    purpose = spell_purpose(spell, zone, has_x=cost.x_count > 0, cost=cost.text, board=while_cast)
    payment = solve_payment(analysis.of(while_cast), cost, keep=keep, x=x, max_x=max_x, time_limit=time_limit,
                            purpose=purpose, casting=casting, timing="casting" if zone == "hand" else "priority",
                            sacrifice=extra.sacrifices)
    if cannot_cast is None and x is None and payment.x is not None:  # the largest X: its mana value (Void Winnower)
        cannot_cast = cast_ban(spell, analysis, zone, payment.x)
    return SpellPayment(payment, spell, zone, while_cast, changes, cannot_cast)


def _extra(spell: Spell, board: Board, zone: str) -> ExtraCost:
    """The spell's additional cost as ``cast`` pays it from ``zone``: "discard a card or pay {5}" (Lightning Axe)
    discards a card when the hand has another, else pays the mana (:meth:`~manaplan.models.effects.casting.ExtraCost.
    paying_instead`: a new value, which the caller adds to the cost)."""
    extra = spell.additional
    if extra.or_pay is None:
        return extra
    hand = list(board.hand)
    if zone == "hand" and spell.card in hand:
        hand.remove(spell.card)
    return extra.discarding() if len(hand) >= extra.discard else extra.paying_instead()


def _zone(board: Board, spell: Spell) -> str:
    """Where ``pay --for`` casts the card from: the command zone for a commander; your hand when it is there (or
    nowhere the board says); else the graveyard or the top of your library where it is."""
    if is_commander(spell, board):
        return "command"
    if spell.card in board.hand or spell.part in board.hand:
        return "hand"
    if spell.card in board.graveyard or spell.part in board.graveyard:
        return "graveyard"
    if board.library_top and spell.card in (board.library_top[0], ) or (
            board.library_top and spell.part == board.library_top[0]):
        return "library_top"
    return "hand"
