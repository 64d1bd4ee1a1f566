"""Loading OR-Tools' CP-SAT lazily, and fast.

``from ortools.sat.python import cp_model`` imports pandas (about 0.3 s on a small machine) only to name
``pd.Index`` and ``pd.Series`` in type aliases and in the ``*_series`` helpers, which manaplan never calls. When
pandas has not been imported yet, :func:`load_cp_model` lets cp_model import against a two-class stand-in for
pandas and then removes the stand-in from ``sys.modules`` at once, so a later ``import pandas`` anywhere in the
process gets the real library. If anything goes wrong with the stand-in, cp_model is imported the ordinary way.

Nothing here runs at import time of :mod:`manaplan.solver`: a command that never solves never loads OR-Tools.

Examples
--------
>>> cp_model = load_cp_model()
>>> model = cp_model.CpModel()
>>> x = model.new_int_var(0, 3, "x")
>>> model.maximize(x)
>>> solver = new_solver(time_limit=1.0)
>>> solver.solve(model) == cp_model.OPTIMAL, solver.value(x)
(True, 3)
"""

from __future__ import annotations

import sys
import threading
import types
from typing import Any

__all__ = ["load_cp_model", "new_solver"]

_LOCK = threading.Lock()
_MODULE: Any = None


def _stand_in_pandas() -> types.ModuleType:
    fake = types.ModuleType("pandas")
    fake.__dict__["__manaplan_stand_in__"] = True

    class Index:  # noqa: D401 - never instantiated; isinstance checks are False
        """Stand-in: manaplan passes no pandas objects to OR-Tools."""

    class Series:
        """Stand-in: manaplan passes no pandas objects to OR-Tools."""

    fake.Index = Index  # type: ignore[attr-defined]
    fake.Series = Series  # type: ignore[attr-defined]
    return fake


def load_cp_model() -> Any:
    """The ``ortools.sat.python.cp_model`` module, imported on first use.

    Returns
    -------
    module
        ``ortools.sat.python.cp_model``.

    Notes
    -----
    Thread-safe; the module is imported once per process.
    """
    global _MODULE
    if _MODULE is not None:
        return _MODULE
    with _LOCK:
        if _MODULE is not None:
            return _MODULE
        if "ortools.sat.python.cp_model" in sys.modules or "pandas" in sys.modules:
            from ortools.sat.python import cp_model
        else:
            sys.modules["pandas"] = _stand_in_pandas()
            try:
                from ortools.sat.python import cp_model
            except Exception:  # pragma: no cover - a future OR-Tools needing more of pandas at import
                sys.modules.pop("ortools.sat.python.cp_model", None)
                sys.modules.pop("pandas", None)
                from ortools.sat.python import cp_model
            finally:
                if getattr(sys.modules.get("pandas"), "__manaplan_stand_in__", False):
                    del sys.modules["pandas"]
        _MODULE = cp_model
        return cp_model


def new_solver(time_limit: float, *, seed: int = 0) -> Any:
    """A deterministic CP-SAT solver: one worker, a fixed seed, a time limit.

    Parameters
    ----------
    time_limit : float
        Seconds; at least a millisecond is granted.
    seed : int
        The random seed (fixed, so that the same model gives the same solution).

    Returns
    -------
    CpSolver
    """
    cp_model = load_cp_model()
    solver = cp_model.CpSolver()
    params = solver.parameters
    params.num_workers = 1
    params.random_seed = seed
    params.max_time_in_seconds = max(0.001, float(time_limit))
    params.log_search_progress = False
    return solver
