"""Progress on long work: one line on a terminal's standard error, never in an answer.

The solvers call :func:`report` at points a person would want to see ("card 3 of 8: Fireball", "pay: solving
'least life lost'"); nothing is shown unless a command asked for progress with :func:`showing`, which the CLI does
only when standard error is a terminal and ``--json`` is not given. Even then a line appears only once the work has
run for :data:`DELAY` seconds, so quick answers stay quiet.

Where the line goes is ambient state of the command, like its deadline (:mod:`manaplan.solver.deadline`): a context
variable set for the extent of the command, so that code deep in a model build can report without every signature
carrying a sink, and two commands in one process (threads, the Python API) never share one.

>>> lines = []
>>> with showing(lines.append, delay=0.0):
...     report("card 1 of 2: Fireball")
>>> report("not shown: progress is off")
>>> lines
['card 1 of 2: Fireball']
"""

from __future__ import annotations

import contextlib
import contextvars
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

__all__ = ["DELAY", "showing", "report", "active", "within"]

#: Seconds of work before the first progress line is shown.
DELAY = 1.0


@dataclass
class _Line:
    """Where the command's progress goes: the sink, since when, after how long, and the prefix of every line."""

    sink: Callable[[str], None]
    since: float
    delay: float
    prefix: str = ""


_CURRENT: contextvars.ContextVar[_Line | None] = contextvars.ContextVar("manaplan_progress", default=None)


@contextlib.contextmanager
def showing(sink: Callable[[str], None], *, delay: float | None = None) -> Iterator[None]:
    """Send progress lines to ``sink`` during the block (after ``delay`` seconds of work, :data:`DELAY` by
    default)."""
    token = _CURRENT.set(_Line(sink, time.monotonic(), DELAY if delay is None else delay))
    try:
        yield
    finally:
        _CURRENT.reset(token)


def active() -> bool:
    """Whether progress is shown."""
    return _CURRENT.get() is not None


def within(prefix: str) -> None:
    """Put ``prefix`` before every line from now on (``cast`` names its card, and ``pay``'s levels follow it)."""
    line = _CURRENT.get()
    if line is not None:
        line.prefix = prefix


def report(message: str) -> None:
    """Show ``message`` as the current progress, if progress is on and the work has run long enough."""
    line = _CURRENT.get()
    if line is not None and time.monotonic() - line.since >= line.delay:
        line.sink(f"{line.prefix}: {message}" if line.prefix else message)
