"""Progress on long work: one line on a terminal's standard error, never in an answer.

The solvers call :func:`report` at points a person would want to see ("card 3 of 8: Fireball", "pay: solving
'least life lost'"); nothing is shown unless a command turned progress on with :func:`start`, which the CLI does only
when standard error is a terminal and ``--json`` is not given. Even then a line appears only once the work has run
for :data:`DELAY` seconds, so quick answers stay quiet.

>>> lines = []
>>> start(lines.append, delay=0.0)
>>> report("card 1 of 2: Fireball")
>>> stop()
>>> report("not shown: progress is off")
>>> lines[0]
'card 1 of 2: Fireball'
"""

from __future__ import annotations

import time
from typing import Callable

__all__ = ["DELAY", "start", "stop", "report", "active", "within"]

#: Seconds of work before the first progress line is shown.
DELAY = 1.0

_sink: Callable[[str], None] | None = None
_since = 0.0
_delay = DELAY
_prefix = ""


def start(sink: Callable[[str], None], *, delay: float | None = None) -> None:
    """Send progress lines to ``sink`` from now on (after ``delay`` seconds of work, :data:`DELAY` by default)."""
    global _sink, _since, _delay
    _sink, _since, _delay = sink, time.monotonic(), DELAY if delay is None else delay


def stop() -> None:
    """No more progress lines."""
    global _sink, _prefix
    _sink, _prefix = None, ""


def active() -> bool:
    """Whether progress is on."""
    return _sink is not None


def within(prefix: str) -> None:
    """Put ``prefix`` before every line from now on (``cast`` names its card, and ``pay``'s levels follow it)."""
    global _prefix
    _prefix = prefix


def report(message: str) -> None:
    """Show ``message`` as the current progress, if progress is on and the work has run long enough."""
    if _sink is not None and time.monotonic() - _since >= _delay:
        _sink(f"{_prefix}: {message}" if _prefix else message)
