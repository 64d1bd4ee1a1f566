"""Lexicographic optimisation with CP-SAT by successive solves, plus a little linear-expression helper.

Each :class:`Level` is solved in turn; its optimum is then fixed as a constraint (``expr <= best`` when
minimising, ``>= best`` when maximising) and the next level is solved with the previous solution as a hint. The
result says whether every level was proven optimal (no time limit hit).

:class:`Lin` is a plain linear expression over variable indices: the models build these (cheap dictionaries) and
turn them into CP-SAT expressions once, and evaluate them on a solution without the solver.

Examples
--------
>>> from manaplan.solver.core.cpsat import new_model
>>> model = new_model()
>>> xs = VarTable(model)
>>> a, b = xs.int_var(0, 5, "a"), xs.int_var(0, 5, "b")
>>> model.add(xs.expr(Lin({a: 1, b: 1})) >= 4)  # doctest: +ELLIPSIS
<...>
>>> result = solve_levels(model, xs, [Level("b", Lin({b: 1})), Level("a", Lin({a: 1}), maximize=True)], 5.0)
>>> result.status, result.level_values, result.values[a], result.values[b]
('optimal', (0, 5), 5, 0)
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .cpsat import load_cp_model, new_solver
from .proto_model import ProtoModel
from .. import progress

__all__ = ["Lin", "VarTable", "Level", "LexResult", "MERGE_LIMIT", "level_span", "merge_levels", "merged", "run_score",
           "solve_once", "fix_level", "solve_levels"]


class Lin:
    """A linear expression ``sum(coef * var) + const`` over variable indices (see :class:`VarTable`).

    Parameters
    ----------
    terms : mapping of int to int, optional
    const : int
    """

    __slots__ = ("terms", "const")

    def __init__(self, terms: Mapping[int, int] | None = None, const: int = 0):
        self.terms: dict[int, int] = dict(terms) if terms else {}
        self.const = const

    def add(self, var: int, coef: int = 1) -> Lin:
        """Add ``coef * var`` in place; returns self."""
        if coef:
            self.terms[var] = self.terms.get(var, 0) + coef
        return self

    def add_lin(self, other: Lin, factor: int = 1) -> Lin:
        """Add ``factor * other`` in place; returns self."""
        if factor:
            for v, c in other.terms.items():
                self.terms[v] = self.terms.get(v, 0) + factor * c
            self.const += factor * other.const
        return self

    def copy(self) -> Lin:
        """A copy."""
        return Lin(self.terms, self.const)

    def value(self, values: Sequence[int]) -> int:
        """The value on a solution (``values[i]`` is variable ``i``'s value)."""
        return self.const + sum(c * values[v] for v, c in self.terms.items())

    def is_zero(self) -> bool:
        """No terms with a nonzero coefficient, and no constant."""
        return not self.const and not any(self.terms.values())

    @staticmethod
    def total(parts: Iterable[Lin]) -> Lin:
        """The sum of expressions."""
        out = Lin()
        for p in parts:
            out.add_lin(p)
        return out

    def __repr__(self) -> str:
        return f"Lin({self.terms!r}, {self.const})"


class VarTable:
    """The variables of a CP-SAT model, by index, with their bounds (to bound expressions).

    Parameters
    ----------
    model : CpModel
    """

    def __init__(self, model: Any):
        self.model = model
        self.vars: list[Any] = []
        self.ub: list[int] = []
        self.lb: list[int] = []

    def int_var(self, lb: int, ub: int, name: str) -> int:
        """A new integer variable in ``[lb, ub]``; returns its index."""
        var = self.model.new_int_var(lb, ub, name)
        self.vars.append(var)
        self.lb.append(lb)
        self.ub.append(ub)
        assert var.index == len(self.vars) - 1
        return var.index

    def bool_var(self, name: str) -> int:
        """A new 0/1 variable; returns its index."""
        var = self.model.new_bool_var(name)
        self.vars.append(var)
        self.lb.append(0)
        self.ub.append(1)
        assert var.index == len(self.vars) - 1
        return var.index

    def expr(self, lin: Lin) -> Any:
        """The CP-SAT expression of ``lin``."""
        cp = load_cp_model()
        items = [(v, c) for v, c in lin.terms.items() if c]
        if not items:
            return cp.LinearExpr.constant(lin.const) if hasattr(cp.LinearExpr, "constant") else lin.const
        e = cp.LinearExpr.weighted_sum([self.vars[v] for v, _ in items], [c for _, c in items])
        return e + lin.const if lin.const else e

    def upper(self, lin: Lin) -> int:
        """An upper bound of ``lin`` from the variables' bounds."""
        return lin.const + sum(c * (self.ub[v] if c > 0 else self.lb[v]) for v, c in lin.terms.items())

    def lower(self, lin: Lin) -> int:
        """A lower bound of ``lin`` from the variables' bounds."""
        return lin.const + sum(c * (self.lb[v] if c > 0 else self.ub[v]) for v, c in lin.terms.items())

    def _add(self, lin: Lin, lo: int | None, hi: int | None) -> None:
        """``lo <= lin <= hi`` (None: no bound on that side), written as terms in manaplan's models
        (:meth:`~.proto_model.ProtoModel.add_terms`: no expression object made), else as an expression."""
        if isinstance(self.model, ProtoModel):
            self.model.add_terms(lin.terms, None if lo is None else lo - lin.const,
                                 None if hi is None else hi - lin.const)
        elif lo is None:
            self.model.add(self.expr(lin) <= hi)
        elif hi is None:
            self.model.add(self.expr(lin) >= lo)
        else:
            self.model.add(self.expr(lin) == lo)  # lo == hi: VarTable adds no other range

    def add_le(self, lin: Lin, bound: int) -> None:
        """Add ``lin <= bound`` unless the bounds already imply it."""
        if self.upper(lin) > bound:
            self._add(lin, None, bound)

    def add_ge(self, lin: Lin, bound: int) -> None:
        """Add ``lin >= bound`` unless the bounds already imply it."""
        if self.lower(lin) < bound:
            self._add(lin, bound, None)

    def add_eq(self, lin: Lin, other: Lin) -> None:
        """Add ``lin == other``."""
        diff = lin.copy().add_lin(other, -1)
        if diff.is_zero():
            return
        self._add(Lin(diff.terms), -diff.const, -diff.const)

    def __len__(self) -> int:
        return len(self.vars)


@dataclass(frozen=True, slots=True)
class Level:
    """One objective of a lexicographic order.

    Parameters
    ----------
    name : str
        For ``--explain``.
    expr : Lin
    maximize : bool
    bounds : (int, int) or None
        Values the expression surely takes in every solution (from what it means, tighter than the variables'
        bounds); used to merge levels into one weighted objective. None: from the variables' bounds.
    """

    name: str
    expr: Lin
    maximize: bool = False
    bounds: tuple[int, int] | None = None


#: The largest weight a merged objective may use (far below 2**63, so CP-SAT's sums cannot overflow).
MERGE_LIMIT = 2**40


def level_span(table: VarTable, level: Level) -> tuple[int, int]:
    """The values a level surely takes: its stated bounds, else its variables' (never an empty range)."""
    lo, hi = level.bounds if level.bounds is not None else (table.lower(level.expr), table.upper(level.expr))
    return lo, max(lo, hi)


def merge_levels(table: VarTable, levels: Sequence[Level], limit: int = MERGE_LIMIT) -> list[list[Level]]:
    """Cut ``levels`` into runs that one weighted objective can optimise lexicographically.

    A run ``l_1 … l_m`` becomes ``minimise sum(w_i * d_i)`` where ``d_i`` is the level's distance from its best
    bound (``expr - lo`` when minimising, ``hi - expr`` when maximising), ``w_m = 1`` and
    ``w_i = w_(i+1) * (hi_(i+1) - lo_(i+1) + 1)``. Since ``sum_(j>i) w_j d_j <= sum_(j>i) w_j (hi_j - lo_j)
    = w_i - 1 < w_i``, one unit better at level ``i`` outweighs anything at later levels: the weighted optimum is the
    lexicographic one. A run grows while its largest weight times its first level's span stays under ``limit``.

    Returns
    -------
    list of list of Level
    """
    runs: list[list[Level]] = []
    run: list[Level] = []
    weight = 1
    for level in reversed([lv for lv in levels if lv.expr.terms]):
        lo, hi = level_span(table, level)
        span = hi - lo + 1
        if run and weight * span > limit:
            runs.append(run)
            run, weight = [], 1
        run.insert(0, level)
        weight *= span
    if run:
        runs.append(run)
    runs.reverse()
    return runs


def _weights(table: VarTable, run: Sequence[Level]) -> list[int]:
    """Signed weights of a run's levels (negative for maximised levels), first level first."""
    out: list[int] = []
    weight = 1
    for level in reversed(run):
        lo, hi = level_span(table, level)
        out.insert(0, -weight if level.maximize else weight)
        weight *= hi - lo + 1
    return out


def merged(table: VarTable, run: Sequence[Level]) -> Level:
    """The single weighted level (minimised) of a run from :func:`merge_levels`."""
    out = Lin()
    for level, weight in zip(run, _weights(table, run)):
        out.add_lin(level.expr, weight)
    return Level(" + ".join(lv.name for lv in run), out)


def run_score(table: VarTable, run: Sequence[Level], level_values: Sequence[int]) -> int:
    """The merged objective's value (lower is better) for the run's levels taking ``level_values``."""
    return sum(w * v for w, v in zip(_weights(table, run), level_values))


@dataclass(frozen=True, slots=True)
class LexResult:
    """The outcome of :func:`solve_levels`.

    Parameters
    ----------
    status : str
        ``'optimal'`` (every level proven), ``'feasible'`` (a solution, but a time limit cut a proof short),
        ``'infeasible'`` (proven: no solution) or ``'unknown'`` (time ran out before any solution).
    values : tuple of int
        The value of every variable (by index) in the final solution; empty without a solution.
    level_values : tuple of int
        The value of each level's expression in the final solution.
    """

    status: str
    values: tuple[int, ...]
    level_values: tuple[int, ...]

    @property
    def found(self) -> bool:
        """A solution was found."""
        return self.status in ("optimal", "feasible")


def solve_once(model: Any, table: VarTable, level: Level | None, time_limit: float,
               hint: Sequence[int] = (), *, linearization: int = 1, presolve: int | None = None,
               work: float | None = None) -> tuple[str, tuple[int, ...]]:
    """One solve of ``model`` for one objective (or none).

    Parameters
    ----------
    model : CpModel
    table : VarTable
    level : Level or None
        The objective; ``None`` or a constant expression: find any solution.
    time_limit : float
    hint : sequence of int
        Values of all variables to start from (empty: none).
    linearization : int
        CP-SAT's ``linearization_level`` (its default, 1, or 2: the enforced constraints in its LP too). 2 is for
        proving bounds: on five-colour boards of filter lands and Signets without Chromatic Lantern, `pay {X}
        --max-x`'s layered solve took 3.2 s with 1 and 0.02 s with 2, and its depth certificate 108 s and 0.01 s;
        for a fixed cost it costs more than it saves (five_color's cast: +20%).
    presolve : int, optional
        CP-SAT's ``max_presolve_iterations`` (None: its default). One pass is enough for the turn's models: on the 40
        slowest solves of the corpus' turns (benchmarks/realistic.py), 10 % less time in all, each optimum the same.
    work : float, optional
        At most this much of CP-SAT's deterministic time (the same point on every machine), within the command's
        meter where there is one.

    Returns
    -------
    (status, values)
        ``status`` is ``'optimal'``, ``'feasible'`` (time limit before the proof), ``'infeasible'`` or
        ``'unknown'`` (time limit before any solution); ``values`` holds every variable's value, by index.
    """
    cp = load_cp_model()
    if level is not None and level.expr.terms:
        if level.maximize:
            model.maximize(table.expr(level.expr))
        else:
            model.minimize(table.expr(level.expr))
    else:
        model.clear_objective()
    model.clear_hints()
    for var, val in zip(table.vars, hint):
        model.add_hint(var, val)
    solver = new_solver(max(0.001, time_limit))
    # Measured on the payment models of late-game boards (issue 12): probing in presolve and LP constraints added
    # lazily cost more than they save on these small models (five_color's cast: 0.40 s of solves -> 0.22 s).
    solver.parameters.cp_model_probing_level = 0
    solver.parameters.add_lp_constraints_lazily = False
    solver.parameters.linearization_level = linearization
    # No cutting planes (Chvátal-Gomory, MIR, zero-half, clique): on models this small the LP's bound is proved faster
    # by search than by cuts. Measured on every solve of the realistic corpus (benchmarks/realistic.py), each model
    # replayed alone, best of three: turn's 730 solves 1.41 s -> 1.09 s, pay {X} --max-x's 259 0.35 s -> 0.32 s,
    # cast's 495 0.85 s -> 0.76 s; every status and optimum the same, none more than 2 ms slower but one of cast's
    # (five_color: 15 -> 43 ms, that board's cast 236 -> 234 ms in all).
    solver.parameters.add_cg_cuts = False
    solver.parameters.add_mir_cuts = False
    solver.parameters.add_zero_half_cuts = False
    solver.parameters.add_clique_cuts = False
    if presolve is not None:
        solver.parameters.max_presolve_iterations = presolve
    if work is not None:
        solver.parameters.max_deterministic_time = min(work, solver.parameters.max_deterministic_time)
    status = solver.solve(model)
    if status == cp.MODEL_INVALID:  # pragma: no cover - a bug in a model builder
        raise RuntimeError(f"invalid CP-SAT model: {model.validate()}")
    if status == cp.INFEASIBLE:
        return "infeasible", ()
    if status == cp.OPTIMAL:
        return "optimal", tuple(solver.response_proto.solution)
    if status == cp.FEASIBLE:
        return "feasible", tuple(solver.response_proto.solution)
    return "unknown", ()


def fix_level(table: VarTable, level: Level, value: int) -> None:
    """Add the constraint that ``level`` is at least as good as ``value``."""
    if level.maximize:
        table.add_ge(level.expr, value)
    else:
        table.add_le(level.expr, value)


def solve_levels(model: Any, table: VarTable, levels: Sequence[Level], time_limit: float, *,
                 linearization: int = 1, alone: int = 0, presolve: int | None = None,
                 merged_first: float = 0.0) -> LexResult:
    """Optimise ``levels`` lexicographically: runs of levels merged into weighted objectives
    (:func:`merge_levels`), solved one after another, each run's optimum fixed before the next.

    Parameters
    ----------
    model : CpModel
        Modified in place: each run's optimum is added as a constraint.
    table : VarTable
    levels : sequence of Level
        In priority order. A level whose expression is constant costs no solve.
    time_limit : float
        Seconds for all solves together.
    linearization : int
        CP-SAT's ``linearization_level`` (:func:`solve_once`).
    presolve : int, optional
        CP-SAT's ``max_presolve_iterations`` for each solve (:func:`solve_once`).
    alone : int
        The first ``alone`` levels that are not constant are each solved on their own, before the rest are merged:
        for a model whose first level decides what is done and the rest how (``turn --most``: the spells cast, then
        how to pay for them), where one weighted objective over all of them can be far slower to prove.
    merged_first : float
        With ``alone``: first every level merged (as with ``alone=0``) within this much CP-SAT deterministic time;
        solved and proven so, that is the result, otherwise the levels are solved as ``alone`` says, from the best
        found. Most models prove the merged objective faster; the few that would prove it far slower stop early.

    Returns
    -------
    LexResult

    Notes
    -----
    The solver is deterministic (one worker, fixed seed), so the same model gives the same result. When a time
    limit cuts a run short, its best value found is fixed, later runs are still tried in the time left, and the
    result is ``'feasible'``.
    """
    deadline = time.monotonic() + time_limit
    live = [lv for lv in levels if lv.expr.terms]
    hint: tuple[int, ...] = ()
    if alone and merged_first > 0 and len(live) > 1:
        runs = merge_levels(table, live)
        if len(runs) == 1:  # one weighted objective: the model is left as it was unless it is proven
            together = merged(table, runs[0])
            progress.report(f"solving all objectives at once: {together.name}")
            status, found = solve_once(model, table, together, deadline - time.monotonic(),
                                       linearization=linearization, presolve=presolve, work=merged_first)
            if status == "infeasible":
                return LexResult("infeasible", (), ())
            if status == "optimal":
                return LexResult("optimal", found, tuple(lv.expr.value(found) for lv in levels))
            hint = found
    values: tuple[int, ...] = hint
    proven = True
    runs = [merged(table, run) for run in [[lv] for lv in live[:alone]] + merge_levels(table, live[alone:])] \
        or [None]
    for i, lv in enumerate(runs):
        progress.report(f"solving objective {i + 1} of {len(runs)}" + (f": {lv.name}" if lv is not None else ""))
        status, found = solve_once(model, table, lv, deadline - time.monotonic(), values, linearization=linearization,
                                   presolve=presolve)
        if status == "infeasible":
            return LexResult("infeasible", (), ())
        if status == "unknown":
            if not values:
                return LexResult("unknown", (), ())
            proven = False
            break
        proven = proven and status == "optimal"
        values = found
        if lv is not None and i + 1 < len(runs):
            fix_level(table, lv, lv.expr.value(values))
    return LexResult("optimal" if proven else "feasible", values, tuple(lv.expr.value(values) for lv in levels))
