"""``manaplan pay``'s answer: a plan to pay a cost, or why not."""

from __future__ import annotations

from collections.abc import Callable

import click

from ...models.costs import ManaCost
from ...solver.analysis import Analysis
from ...solver.cast.pay_for import pay_for
from ...solver.deadline import TimeLimitReached
from ...solver.pay.plan import Payment
from ...solver.pay.solve import solve_payment
from ..json_out import payment_json
from ..not_read import echo_not_read, not_read_dict
from ..text_out import payment_lines
from . import Answer, lines_of, timed_out

__all__ = ['pay_answer']


def pay_answer(analysis: Analysis, cost: ManaCost | None, *, keep: ManaCost | None = None, x: int | None = None,
               max_x: bool = False, spell=None, spell_card: tuple = (), time_limit: float = 10.0,
               explain: bool = False) -> Answer:
    """``manaplan pay``: a plan to pay ``cost`` (or, with ``spell``, the spell's cost as cast now: ``--for``).

    Parameters
    ----------
    analysis : Analysis
    cost : ManaCost or None
        None only with ``spell`` (its cost on the board, CR 601.2f).
    keep, x, max_x
        As the command's ``--keep``, ``--x``, ``--max-x``.
    spell : Spell, optional
        The spell paid for (:func:`~manaplan.solver.cast.solve.named_spell`).
    spell_card : tuple
        ``((label, card),)``: the spell's own card, for the net.
    time_limit : float
    explain : bool
        The text lists the objectives that chose the plan.
    """
    board = analysis.board
    changes: tuple[str, ...] = ()
    banned = None
    try:
        if spell is None:
            payment = solve_payment(analysis, cost, keep=keep, x=x, max_x=max_x, time_limit=time_limit)
        else:
            paid = pay_for(analysis, spell, cost, keep=keep, x=x, max_x=max_x, time_limit=time_limit)
            payment, board, changes, banned = paid.payment, paid.board, paid.cost_changes, paid.cannot_cast
            analysis = analysis.of(board)
        net = analysis.net(cards=spell_card)  # text no reader reads that may change this answer (issue 11)
    except TimeLimitReached as exc:  # the effective board or a model build cut short (issue 15): not proven
        payment = Payment(cost=cost if cost is not None else spell.mana_cost, payable=False, x=x, optimal=False,
                          reason=timed_out(time_limit, exc))
        return Answer(payment, {**payment_json(payment), "proven": False}, 1,
                      lambda: list(payment_lines(payment, explain)))
    data = {**payment_json(payment), "cost_changes": list(changes), "cannot_cast": banned, **not_read_dict(net)}

    def printer(echo: Callable[[str], None]) -> None:
        if banned:
            echo(click.style(f"note: {spell.name} {banned}", fg="yellow"))
        for change in changes:
            echo(f"cost changed from {spell.mana_cost.text}: {change}")
        for line in payment_lines(payment, explain, board, x_given=x is not None or max_x):
            echo(line)
        echo_not_read(net, echo)

    return Answer(payment, data, 0 if payment.payable else 1, lines_of(printer))
