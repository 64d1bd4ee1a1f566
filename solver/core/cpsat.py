"""CP-SAT models and solvers as manaplan uses them: deterministic, one worker, models written into their protocol
buffer (no numpy, no camelCase aliases), and the statuses in manaplan's words.

OR-Tools itself is loaded on first use (:mod:`manaplan.solver.lazy`): a command that never solves never loads it.

Examples
--------
>>> cp_model = load_cp_model()
>>> model = new_model()
>>> x = model.new_int_var(0, 3, "x")
>>> model.maximize(x)
>>> solver = new_solver(time_limit=1.0)
>>> solver.solve(model) == cp_model.OPTIMAL, solver.value(x)
(True, 3)
"""

from __future__ import annotations

from typing import Any

from .. import lazy
from ..work import solver_made
from .proto_model import ProtoModel

__all__ = ["load_cp_model", "new_model", "new_solver", "status_name"]


def load_cp_model() -> Any:
    """The ``ortools.sat.python.cp_model`` module, imported on first use (:func:`manaplan.solver.lazy.cp_model`)."""
    return lazy.cp_model()


def new_model() -> ProtoModel:
    """A new, empty CP-SAT model for manaplan's own use.

    Returns
    -------
    ProtoModel
        ``CpModel``'s methods manaplan calls, written straight into the model's proto
        (:mod:`~manaplan.solver.core.proto_model`).

    Notes
    -----
    OR-Tools' own ``CpModel()`` imports numpy as it is made (its C++ base class asks pybind11 for numpy's types),
    about 70 ms of a command that solves anything, and adds camelCase aliases of its ~80 methods to every model
    (about 2 ms a model); manaplan calls neither. OR-Tools is left as it is: other code in the same process still
    gets its ``CpModel`` whole.
    """
    return ProtoModel()


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

    Notes
    -----
    Within :func:`manaplan.solver.work.metered` the solver is counted, and bounded by the meter's deterministic
    time too (the same point on every machine; without a meter, by ``time_limit`` alone).
    """
    cp_model = load_cp_model()
    solver = cp_model.CpSolver()
    params = solver.parameters
    params.num_workers = 1
    params.random_seed = seed
    params.max_time_in_seconds = max(0.001, float(time_limit))
    params.log_search_progress = False
    work = solver_made()
    if work is not None:
        params.max_deterministic_time = work
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
