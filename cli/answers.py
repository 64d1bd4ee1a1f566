"""Each command's answer as one value: what the solver found, its ``--json`` object, its text and its exit status.

The commands (``cli/*_cmd.py``) read their options, call one function here and print what it gives; the Python API
(:mod:`manaplan.api`) calls the same functions, so ``answer.to_json()`` is the command's ``--json`` by construction,
not by a second copy of it. Nothing here touches click's context, a terminal or a file.

Each function asks the solver within the deadline already current (the command's ``--time-limit``, or the API's),
adds what no reader reads that may change the answer (the net, :mod:`manaplan.solver.net`), and renders with the
words of :mod:`.json_out` and :mod:`.text_out`. A deadline reached before any answer (the effective board or a
model still being worked out, issue 15) is an answer too: not proven either way, exit status 1.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import click

from .deck_text import print_deck_report
from .json_out import cast_report_json, payment_json, turn_json
from .not_read import echo_not_read, not_read_dict
from .production_text import print_production
from .text_out import cast_lines, payment_lines, turn_lines
from ..models.costs import ManaCost
from ..solver.analysis import Analysis
from ..solver.cast.pay_for import pay_for
from ..solver.cast.solve import cast_report
from ..solver.deadline import TimeLimitReached
from ..solver.pay.plan import Payment
from ..solver.pay.solve import solve_payment
from ..solver.produce.solve import pool_text
from ..solver.produce.solve import produce as solve_produce
from ..solver.turn import TurnPlan, solve_turn

__all__ = ["Answer", "pay_answer", "produce_answer", "cast_answer", "turn_answer", "deck_answer"]


@dataclass(frozen=True)
class Answer:
    """A command's answer.

    Attributes
    ----------
    value : object
        What the solver gave: a :class:`~manaplan.solver.pay.plan.Payment`, a
        :class:`~manaplan.solver.produce.solve.Production`, a :class:`~manaplan.solver.cast.solve.CastReport` or a
        :class:`~manaplan.solver.turn.TurnPlan`; None when the time limit was reached before any answer.
    status : int
        The command's exit status: 0 an answer, 1 a negative one (not payable, not possible, no answer in time).
    """

    value: Any
    json: Mapping[str, Any] = field(repr=False)
    status: int = 0
    lines: Callable[[], list[str]] = field(default=lambda: [], repr=False, compare=False)

    def to_json(self) -> dict[str, Any]:
        """The command's ``--json`` object (a copy: changing it changes nothing here)."""
        return copy.deepcopy(dict(self.json))

    def text(self, *, styled: bool = False) -> str:
        """The command's text answer (without the terminal's colours, unless ``styled``)."""
        out = "\n".join(self.lines())
        return out if styled else click.unstyle(out)


def _lines_of(printer: Callable[[Callable[[str], None]], None]) -> Callable[[], list[str]]:
    """The lines a printer that takes an ``echo`` would print, as a list (made when asked for)."""

    def lines() -> list[str]:
        out: list[str] = []
        printer(out.append)
        return out

    return lines


def _timed_out(time_limit: float, exc: TimeLimitReached) -> str:
    return (f"no answer within the time limit of {time_limit:g} s ({exc.what} was still being worked out): not "
            "proven either way")


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
                          reason=_timed_out(time_limit, exc))
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

    return Answer(payment, data, 0 if payment.payable else 1, _lines_of(printer))


def produce_answer(analysis: Analysis, *, time_limit: float = 20.0, max_pools: int = 32,
                   all_pools: bool = False) -> Answer:
    """``manaplan produce``: what the board can make (the figures, the pools, the sources), with the net."""
    try:
        out = solve_produce(analysis, time_limit=time_limit, max_pools=max_pools,
                            below_work=float("inf") if all_pools else None)
    except TimeLimitReached as exc:  # the effective board or a model build cut short (issue 15): nothing proven
        reason = _timed_out(time_limit, exc)
        return Answer(None, {"proven": False, "answered": False, "reason": reason}, 1,
                      lambda: [click.style(reason, fg="yellow")])
    net = analysis.net()  # text no reader reads that may change this answer (issue 11)

    def printer(echo: Callable[[str], None]) -> None:
        print_production(out, pool_text, echo)
        echo_not_read(net, echo)

    return Answer(out, {**out.to_json(), **not_read_dict(net)}, 0, _lines_of(printer))


def cast_answer(analysis: Analysis, *, whole=None, time_limit: float = 10.0, explain: bool = False) -> Answer:
    """``manaplan cast``: each card of hand, library top, graveyard and command zone, castable now and how, or why
    not, with the net (``whole``: card → the whole card of a face, from the card database)."""
    report = cast_report(analysis, whole=whole, time_limit=time_limit, own_colours=explain)
    # text no reader reads that may change this answer (issue 11); "left out" lists the casting reader's own reports
    net = analysis.net(zones=("hand", "library_top", "graveyard"), casting_reported=False)

    def printer(echo: Callable[[str], None]) -> None:
        for line in cast_lines(report, analysis.board, explain, net):
            echo(line)
        echo_not_read(net, echo)

    return Answer(report, {**cast_report_json(report, net), **not_read_dict(net)}, 0, _lines_of(printer))


def turn_answer(analysis: Analysis, cards: tuple[str, ...] | None = None, *, most: bool = False,
                keep: ManaCost | None = None, time_limit: float = 10.0, find=None, explain: bool = False) -> Answer:
    """``manaplan turn``: can these cards (None: every nonland card in hand) all be cast this turn, in which order
    and how; with ``most``, the most of them."""
    try:
        plan = solve_turn(analysis, cards or None, most=most, keep=keep, time_limit=time_limit, find=find)
    except TimeLimitReached as exc:
        plan = TurnPlan(False, reason=_timed_out(time_limit, exc), proven=False, timed_out=True, keep=keep,
                        most=most)
    net = analysis.net(zones=("hand", "library_top", "graveyard"), casting_reported=False)

    def printer(echo: Callable[[str], None]) -> None:
        for line in turn_lines(plan, explain, most):
            echo(line)
        echo_not_read(net, echo)

    # --most answers with a plan, even one casting nothing or not proven (exit 0); only a turn cut short by the time
    # limit before any plan is "no answer" (exit 1)
    status = 1 if not plan.possible and (not most or plan.timed_out) else 0
    return Answer(plan, {**turn_json(plan), **not_read_dict(net)}, status, _lines_of(printer))


def deck_answer(report, where: str) -> Answer:
    """``manaplan deck``: the answer of a simulation already run (:func:`~manaplan.solver.deck.simulate.simulate`:
    the games take an executor, which the caller opens and closes); ``where`` names the engine that played them."""
    return Answer(report, report.to_json(), 0, _lines_of(lambda echo: print_deck_report(report, where, echo)))
