"""Each command's answer as one value: what the solver found, its ``--json`` object, its text and its exit status.

The commands (``cli/*_cmd.py``) read their options, call one function of this package and print what it gives;
the Python API (:mod:`manaplan.api`) calls the same functions, so ``answer.to_json()`` is the command's ``--json``
by construction, not by a second copy of it. Nothing here touches click's context, a terminal or a file. One module
per command (:mod:`.pay`, :mod:`.produce`, :mod:`.cast`, :mod:`.turn`, :mod:`.deck`), so that a command loads only
the solver it asks.

Each function asks the solver within the deadline already current (the command's ``--time-limit``, or the API's),
adds what no reader reads that may change the answer (the net, :mod:`manaplan.solver.net`), and renders with the
words of :mod:`~manaplan.cli.json_out` and :mod:`~manaplan.cli.text_out`. A deadline reached before any answer (the
effective board or a model still being worked out, issue 15) is an answer too: not proven either way, exit status 1.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import click

from ...solver.deadline import TimeLimitReached

__all__ = ["Answer", "lines_of", "timed_out"]


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


def lines_of(printer: Callable[[Callable[[str], None]], None]) -> Callable[[], list[str]]:
    """The lines a printer that takes an ``echo`` would print, as a list (made when asked for)."""

    def lines() -> list[str]:
        out: list[str] = []
        printer(out.append)
        return out

    return lines


def timed_out(time_limit: float, exc: TimeLimitReached) -> str:
    return (f"no answer within the time limit of {time_limit:g} s ({exc.what} was still being worked out): not "
            "proven either way")
