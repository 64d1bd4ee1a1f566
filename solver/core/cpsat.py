"""Loading OR-Tools' CP-SAT lazily, and fast.

``from ortools.sat.python import cp_model`` imports pandas (about 0.3 s on a small machine) only to name
``pd.Index`` and ``pd.Series`` in type aliases and in the ``*_series`` helpers, which manaplan never calls, and
numpy (about 0.15 s) only to name numpy's scalar types in type aliases and ``isinstance`` checks, which manaplan
never feeds numpy values. When they have not been imported yet, :func:`load_cp_model` lets cp_model import against
small stand-ins (a few empty classes) and removes the stand-ins from ``sys.modules`` at once, so a later
``import pandas`` or ``import numpy`` anywhere in the process gets the real library. If anything goes wrong with
the stand-ins, cp_model is imported the ordinary way. ``MANAPLAN_REAL_NUMPY=1`` in the environment turns them off.

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

import os
import sys
import threading
import types
from typing import Any

__all__ = ["load_cp_model", "new_model", "new_solver", "status_name"]

_LOCK = threading.Lock()
_MODULE: Any = None


#: The names cp_model takes from each library at import time (classes used only in type aliases and isinstance).
_STAND_INS = {
    "pandas": ("Index", "Series"),
    "numpy": ("int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64", "double", "float64",
              "bool_", "integer", "floating", "number", "ndarray", "generic"),
}


def _stand_in(name: str) -> types.ModuleType:
    """A module with empty classes for the names cp_model uses at import: isinstance checks against them are False,
    which is right, since manaplan passes OR-Tools no pandas or numpy values."""
    fake = types.ModuleType(name)
    fake.__dict__["__manaplan_stand_in__"] = True
    for attr in _STAND_INS[name]:
        setattr(fake, attr, type(attr, (), {"__module__": f"manaplan stand-in for {name}"}))
    return fake


def _import_with_stand_ins() -> Any:
    faked = [name for name in _STAND_INS if name not in sys.modules]
    for name in faked:
        sys.modules[name] = _stand_in(name)
    try:
        from ortools.sat.python import cp_model
        return cp_model
    finally:
        for name in faked:
            if getattr(sys.modules.get(name), "__manaplan_stand_in__", False):
                del sys.modules[name]


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
        if "ortools.sat.python.cp_model" in sys.modules or os.environ.get("MANAPLAN_REAL_NUMPY"):
            from ortools.sat.python import cp_model
        else:
            try:
                cp_model = _import_with_stand_ins()
            except Exception:  # pragma: no cover - a future OR-Tools needing more of them at import
                sys.modules.pop("ortools.sat.python.cp_model", None)
                from ortools.sat.python import cp_model
        _MODULE = cp_model
        return cp_model


_MODEL_CLASS: Any = None


def new_model() -> Any:
    """A new, empty CP-SAT model (``cp_model.CpModel``) for manaplan's own use.

    Returns
    -------
    CpModel

    Notes
    -----
    OR-Tools' ``CpModel()`` adds camelCase aliases of its ~80 methods (``NewIntVar`` …) to every model through
    ``dir`` and string work, about 2 ms a model; manaplan builds a dozen models per ``cast`` and calls only the PEP 8
    names, so its models come from a subclass that skips that (issue 12), also in their ``clone()``. OR-Tools itself
    is left as it is: other code in the same process still gets the aliases.
    """
    global _MODEL_CLASS
    if _MODEL_CLASS is None:
        base = load_cp_model().CpModel
        if hasattr(base, "_add_pre_pep8_methods"):
            def clone(self):  # OR-Tools' clone makes a plain CpModel (with the aliases): keep the class
                copy = type(self)()
                copy.proto.copy_from(self.proto)
                copy.rebuild_constant_map()
                return copy

            _MODEL_CLASS = type("ManaplanCpModel", (base,), {"_add_pre_pep8_methods": lambda self: None,
                                                              "clone": clone})
        else:  # pragma: no cover - an OR-Tools without the aliases
            _MODEL_CLASS = base
    return _MODEL_CLASS()


def new_solver(time_limit: float, *, seed: int = 0, light: bool = False) -> Any:
    """A deterministic CP-SAT solver: one worker, a fixed seed, a time limit.

    Parameters
    ----------
    time_limit : float
        Seconds; at least a millisecond is granted.
    seed : int
        The random seed (fixed, so that the same model gives the same solution).
    light : bool
        A lighter presolve (one pass, no probing, no symmetry search, no variable addition): for the many small,
        easy solves of one board (produce's figures and pools), where presolve is most of each solve's time
        (five_color's seven figures: 150 ms → 60 ms). The answer is the same; only the time differs.

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
    if light:
        params.cp_model_probing_level = 0
        params.symmetry_level = 0
        params.max_presolve_iterations = 1
        params.presolve_use_bva = False
    return solver


def status_name(status: Any) -> str:
    """A solve's status in manaplan's words: ``"optimal"``, ``"feasible"``, ``"infeasible"`` or ``"unknown"`` (out
    of time or work, or a model CP-SAT refused).

    >>> cp_model = load_cp_model()
    >>> status_name(cp_model.OPTIMAL), status_name(cp_model.UNKNOWN)
    ('optimal', 'unknown')
    """
    cp_model = load_cp_model()
    return {cp_model.OPTIMAL: "optimal", cp_model.FEASIBLE: "feasible",
            cp_model.INFEASIBLE: "infeasible"}.get(status, "unknown")
