"""``manaplan produce``'s answer: what the board can make."""

from __future__ import annotations

from collections.abc import Callable

import click

from ...solver.analysis import Analysis
from ...solver.deadline import TimeLimitReached
from ...solver.produce.solve import pool_text
from ...solver.produce.solve import produce as solve_produce
from ..not_read import echo_not_read, not_read_dict
from ..production_text import print_production
from . import Answer, lines_of, timed_out

__all__ = ['produce_answer']


def produce_answer(analysis: Analysis, *, time_limit: float = 20.0, max_pools: int = 32,
                   all_pools: bool = False) -> Answer:
    """``manaplan produce``: what the board can make (the figures, the pools, the sources), with the net."""
    try:
        out = solve_produce(analysis, time_limit=time_limit, max_pools=max_pools,
                            below_work=float("inf") if all_pools else None)
    except TimeLimitReached as exc:  # the effective board or a model build cut short (issue 15): nothing proven
        reason = timed_out(time_limit, exc)
        return Answer(None, {"proven": False, "answered": False, "reason": reason}, 1,
                      lambda: [click.style(reason, fg="yellow")])
    net = analysis.net()  # text no reader reads that may change this answer (issue 11)

    def printer(echo: Callable[[str], None]) -> None:
        print_production(out, pool_text, echo)
        echo_not_read(net, echo)

    return Answer(out, {**out.to_json(), **not_read_dict(net)}, 0, lines_of(printer))
