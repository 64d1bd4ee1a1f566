"""One deadline for a whole command: ``--time-limit`` bounds reading the board, the effective board, building the
models and every solve, not each solve alone (issue 15).

The command line starts a :class:`Deadline` as the command starts and makes it current (:func:`within`); every solver
entry point that takes a ``time_limit`` clamps it to what remains (:func:`remaining`), so a command that solves many
times (``cast`` over a hand, ``produce``'s figures and pools) shares the one budget. Without a current deadline (the
library called directly) a ``time_limit`` is what it always was.

Examples
--------
>>> d = Deadline.start(10)
>>> 9 < d.remaining() <= 10, d.expired
(True, False)
>>> with within(Deadline.start(0)):
...     remaining(5.0), expired()
(0.0, True)
>>> remaining(5.0)
5.0
"""

from __future__ import annotations

import contextlib
import contextvars
import time
from collections.abc import Iterator
from dataclasses import dataclass

__all__ = ["Deadline", "TimeLimitReached", "within", "current", "remaining", "expired", "check"]


@dataclass(frozen=True, slots=True)
class Deadline:
    """A moment on the monotonic clock by which the command answers."""

    end: float

    @classmethod
    def start(cls, seconds: float) -> Deadline:
        """The deadline ``seconds`` from now."""
        return cls(time.monotonic() + seconds)

    def remaining(self) -> float:
        """Seconds left (0 once passed)."""
        return max(0.0, self.end - time.monotonic())

    @property
    def expired(self) -> bool:
        return time.monotonic() >= self.end


_CURRENT: contextvars.ContextVar[Deadline | None] = contextvars.ContextVar("manaplan_deadline", default=None)


@contextlib.contextmanager
def within(deadline: Deadline) -> Iterator[Deadline]:
    """Make ``deadline`` the current one for the block (the earlier of it and one already current)."""
    outer = _CURRENT.get()
    if outer is not None and outer.end < deadline.end:
        deadline = outer
    token = _CURRENT.set(deadline)
    try:
        yield deadline
    finally:
        _CURRENT.reset(token)


def current() -> Deadline | None:
    """The current deadline, if a command set one."""
    return _CURRENT.get()


def remaining(time_limit: float) -> float:
    """``time_limit`` clamped to what the current deadline leaves."""
    d = _CURRENT.get()
    return time_limit if d is None else min(time_limit, d.remaining())


def expired() -> bool:
    """The current deadline has passed."""
    d = _CURRENT.get()
    return d is not None and d.expired


class TimeLimitReached(Exception):
    """The command's deadline passed inside a step that can't answer in part (the effective board, one model build).

    ``what`` says which step, for the command's one line ("the effective board was still being worked out")."""

    def __init__(self, what: str) -> None:
        super().__init__(what)
        self.what = what


def check(what: str) -> None:
    """Raise :class:`TimeLimitReached` when a command's deadline is current and has passed; never without one (the
    library called directly), so a caller with no deadline sees no change.

    >>> check("anything")  # no deadline: nothing happens
    >>> with within(Deadline.start(0)):
    ...     check("the effective board")
    Traceback (most recent call last):
    ...
    manaplan.solver.deadline.TimeLimitReached: the effective board
    """
    d = _CURRENT.get()
    if d is not None and time.monotonic() >= d.end:
        raise TimeLimitReached(what)
