"""The libraries the solver loads only when a command needs them — the one place where they are imported.

Every other import in manaplan sits at the top of its module. These are the exceptions, and why:

- **OR-Tools** (:func:`cp_model`, :func:`cp_model_helper`, :func:`pywraplp`): CP-SAT is the solver, but loading it
  costs more than the rest of a small command, and ``manaplan --help``, ``board``, ``card``, a ``pay`` answered
  without a model, or ``import manaplan.api`` need none of it.
- **networkx** (:func:`networkx`): about 0.1 s to load, needed only for the picture of the graph of reflecting
  abilities (``produce --graph``; could-produce itself is settled without it, CR 106.7) and for matching a loop's
  costs.
- **Dask** (:func:`distributed`): an optional extra (``pip install 'manaplan[dask]'``), needed only for ``deck
  --engine dask``.

``from ortools.sat.python import cp_model`` imports pandas (about 0.3 s on a small machine) only to name
``pd.Index`` and ``pd.Series`` in type aliases and in the ``*_series`` helpers, which manaplan never calls, and
numpy only to name numpy's scalar types in type aliases and ``isinstance`` checks, which manaplan never feeds numpy
values. When they have not been imported yet, :func:`cp_model` lets cp_model import against small stand-ins (a few
empty classes) and removes the stand-ins from ``sys.modules`` at once, so a later ``import pandas`` or ``import
numpy`` anywhere in the process gets the real library. If anything goes wrong with the stand-ins, cp_model is
imported the ordinary way. ``MANAPLAN_REAL_NUMPY=1`` in the environment turns them off.

Making an OR-Tools ``CpModel`` imports numpy after all (its C++ base class asks pybind11 for numpy's types):
manaplan's models are written into their protocol buffer instead (:mod:`manaplan.solver.core.proto_model`), so no
command loads numpy. Should other code in the process load it, numpy's OpenBLAS would start a thread per core that
spins as it loads (about 60 ms of a second core's time, for linear algebra manaplan never does): unless the
environment or an earlier import of numpy decided otherwise, :func:`cp_model` sets ``OPENBLAS_NUM_THREADS=1`` first.

Python keeps each module once in ``sys.modules``: these functions hold no state of their own.

Examples
--------
>>> cp = cp_model()
>>> cp.CpModel().new_int_var(0, 3, "x").name
'x'
>>> networkx().DiGraph().number_of_nodes()
0
"""

from __future__ import annotations

import importlib
import os
import sys
import threading
import types
from typing import Any

__all__ = ["cp_model", "cp_model_helper", "pywraplp", "networkx", "distributed"]

#: Guards the moment the stand-ins are in ``sys.modules`` (two threads loading CP-SAT at once).
_STAND_IN_LOCK = threading.Lock()

#: The names cp_model takes from each library at import time (classes used only in type aliases and isinstance).
_STAND_INS = {
    "pandas": ("Index", "Series"),
    "numpy": ("int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64", "double", "float64",
              "bool_", "integer", "floating", "number", "ndarray", "generic"),
}
_CP_MODEL = "ortools.sat.python.cp_model"


def _stand_in(name: str) -> types.ModuleType:
    """A module with empty classes for the names cp_model uses at import: isinstance checks against them are False,
    which is right, since manaplan passes OR-Tools no pandas or numpy values."""
    fake = types.ModuleType(name)
    fake.__dict__["__manaplan_stand_in__"] = True
    for attr in _STAND_INS[name]:
        setattr(fake, attr, type(attr, (), {"__module__": f"manaplan stand-in for {name}"}))
    return fake


def _with_stand_ins() -> Any:
    faked = [name for name in _STAND_INS if name not in sys.modules]
    for name in faked:
        sys.modules[name] = _stand_in(name)
    try:
        return importlib.import_module(_CP_MODEL)
    finally:
        for name in faked:
            if getattr(sys.modules.get(name), "__manaplan_stand_in__", False):
                del sys.modules[name]


def cp_model() -> Any:
    """``ortools.sat.python.cp_model``, imported on first use (with stand-ins for pandas and numpy, see above).

    Thread-safe; the module is imported once per process.
    """
    loaded = sys.modules.get(_CP_MODEL)
    if loaded is not None:
        return loaded
    if "numpy" not in sys.modules:  # no BLAS threads for a library we load only because OR-Tools asks for it
        os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    with _STAND_IN_LOCK:
        if _CP_MODEL in sys.modules or os.environ.get("MANAPLAN_REAL_NUMPY"):
            return importlib.import_module(_CP_MODEL)
        try:
            return _with_stand_ins()
        except Exception:  # pragma: no cover - a future OR-Tools needing more of them at import
            sys.modules.pop(_CP_MODEL, None)
            return importlib.import_module(_CP_MODEL)


def cp_model_helper() -> Any:
    """``ortools.sat.python.cp_model_helper`` (CP-SAT's expression classes), after :func:`cp_model`."""
    cp_model()
    return importlib.import_module("ortools.sat.python.cp_model_helper")


def pywraplp() -> Any:
    """``ortools.linear_solver.pywraplp`` (GLOP, OR-Tools' LP solver, for the optimal face)."""
    return importlib.import_module("ortools.linear_solver.pywraplp")


def networkx() -> Any:
    """``networkx``, for the graphs of reflecting abilities and of a loop's costs."""
    return importlib.import_module("networkx")


def distributed() -> Any:
    """Dask's ``distributed``, for ``deck --engine dask``; :class:`ImportError` when the extra is not installed."""
    return importlib.import_module("distributed")
