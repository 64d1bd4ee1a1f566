"""The solvers' work, counted and bounded the same on every machine: CP-SAT solves and their deterministic time.

A command bounds itself by seconds (:mod:`manaplan.solver.deadline`), so what it proves within them depends on the
machine and its load. A caller that wants the same answer everywhere — a test above all — measures work instead:
within :func:`metered`, every CP-SAT solver made (:func:`manaplan.solver.core.cpsat.new_solver`) is counted on the
:class:`Meter`, and each solve may be bounded by CP-SAT's deterministic time (``max_deterministic_time``, a count of
the solver's own work, about a second of it on a recent core), which stops it at the same point on every run and
machine. Pass ``time_limit=float("inf")`` with it, so that no clock cuts the work first.

Like the deadline, the meter is ambient to the work it measures (a context variable set for the block), so that a
solve deep in a model build is counted without every signature carrying it, and two threads never share one. Without
a meter nothing is counted and no solve is bounded but by its time limit.

>>> with metered(per_solve=5.0) as meter:
...     solver_made(), solver_made()
(5.0, 5.0)
>>> meter.solves
2
>>> solver_made() is None  # no meter: nothing counted, no bound
True
"""

from __future__ import annotations

import contextlib
import contextvars
from collections.abc import Iterator
from dataclasses import dataclass

__all__ = ["Meter", "metered", "bounded", "solver_made"]


@dataclass
class Meter:
    """The solves made within :func:`metered`, and the bound on each.

    Parameters
    ----------
    per_solve : float or None
        CP-SAT's deterministic time each solve may take (``max_deterministic_time``); None: no bound of work.
    solves : int
        The CP-SAT solvers made so far, one per solve.
    """

    per_solve: float | None = None
    solves: int = 0


_CURRENT: contextvars.ContextVar[Meter | None] = contextvars.ContextVar("manaplan_work", default=None)


@contextlib.contextmanager
def metered(per_solve: float | None = None) -> Iterator[Meter]:
    """Count the solves of the block on a new :class:`Meter`, each bounded by ``per_solve`` deterministic time."""
    meter = Meter(per_solve)
    token = _CURRENT.set(meter)
    try:
        yield meter
    finally:
        _CURRENT.reset(token)


@contextlib.contextmanager
def bounded(per_solve: float) -> Iterator[Meter]:
    """Bound each solve of the block by ``per_solve`` deterministic time (or the current meter's bound, where
    smaller), its solves counted on the current meter too: work a command tries only where it is cheap (a
    relaxation that may prove a plan), stopped at the same point on every machine.

    >>> with metered(per_solve=5.0) as outer:
    ...     with bounded(0.5):
    ...         solver_made()
    0.5
    >>> outer.solves
    1
    """
    outer = _CURRENT.get()
    limit = per_solve if outer is None or outer.per_solve is None else min(per_solve, outer.per_solve)
    with metered(limit) as meter:
        try:
            yield meter
        finally:
            if outer is not None:
                outer.solves += meter.solves


def solver_made() -> float | None:
    """Count one solver made on the current meter; the deterministic time it may take (None: no bound)."""
    meter = _CURRENT.get()
    if meter is None:
        return None
    meter.solves += 1
    return meter.per_solve
