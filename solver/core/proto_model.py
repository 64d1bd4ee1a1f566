"""A CP-SAT model written straight into its ``CpModelProto``: OR-Tools' ``CpModel`` without numpy.

OR-Tools' ``cp_model.CpModel`` is built on a C++ base class (``CpBaseModel``) whose constructor imports numpy
through pybind11's numpy support, whatever the model holds: about 70 ms of every command that solves a model (numpy
with its submodules), a sixth of a small command's whole time, for a library manaplan never calls. CP-SAT itself
needs only the model's protocol buffer: ``CpSolver.solve`` reads ``model.proto`` and nothing else, and OR-Tools'
variables and linear expressions (``cp_model_helper.IntVar``, ``BoundedLinearExpression``) are made without the
base class. :class:`ProtoModel` is the part of ``CpModel``'s interface manaplan uses, written into the proto as
``CpModel`` writes it: integer and Boolean variables, linear constraints (from an expression, or from a
:class:`~.lexico.Lin`'s terms without building an expression at all, which is faster than either), Boolean
disjunctions, enforcement literals, an objective, hints, clone.

Examples
--------
>>> from manaplan.solver.core.cpsat import load_cp_model, new_solver
>>> m = ProtoModel()
>>> x, b = m.new_int_var(0, 5, "x"), m.new_bool_var("b")
>>> _ = m.add(x + 2 * b <= 4).only_enforce_if(b)
>>> m.add_bool_or([b])
<...Constraint...>
>>> m.maximize(x)
>>> solver = new_solver(time_limit=1.0)
>>> solver.solve(m) == load_cp_model().OPTIMAL, solver.value(x), solver.value(b)
(True, 2, 1)

References
----------
OR-Tools, ``ortools/sat/cp_model.proto``: ``LinearConstraintProto`` (a linear expression in a domain),
``BoolArgumentProto``, ``enforcement_literal``, ``CpObjectiveProto`` (a maximisation is the minimisation of the
negated expression with a scaling factor of -1).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from .. import lazy

__all__ = ["ProtoModel", "Constraint"]

_INT_MIN = -(2 ** 63)
_INT_MAX = 2 ** 63 - 1


def _helper() -> Any:
    return lazy.cp_model_helper()


def _literal(lit: Any) -> int:
    """The proto's index of a literal: a Boolean variable's own, ``-index - 1`` for its negation."""
    if isinstance(lit, bool):
        raise TypeError("a constant literal: write the constraint without it")
    return lit.index


def _listed(literals: tuple[Any, ...]) -> tuple[Any, ...]:
    """Literals given as one list (or other iterable) or as several arguments, as ``CpModel`` takes them."""
    return tuple(literals[0]) if len(literals) == 1 and isinstance(literals[0], Iterable) else literals


def _shifted(bounds: Iterable[int], offset: int) -> list[int]:
    """Flat intervals of ``expr + offset`` made intervals of ``expr`` (the infinite ends kept)."""
    return [b if b in (_INT_MIN, _INT_MAX) else b - offset for b in bounds]


class Constraint:
    """A constraint of a :class:`ProtoModel`: its index in the proto, and enforcement literals added on request."""

    __slots__ = ("proto", "index")

    def __init__(self, proto: Any, index: int):
        self.proto = proto
        self.index = index

    def only_enforce_if(self, *literals: Any) -> Constraint:
        """The constraint holds only where every literal is true (a list or several arguments)."""
        self.proto.constraints[self.index].enforcement_literal.extend([_literal(x) for x in _listed(literals)])
        return self

    def __repr__(self) -> str:
        return f"<Constraint {self.index} of a ProtoModel>"


class ProtoModel:
    """The CP-SAT model manaplan builds: ``CpModel``'s methods it calls, on a bare ``CpModelProto`` (see above).

    Parameters
    ----------
    proto : CpModelProto, optional
        The proto to write into (a copy's); a new one by default.
    """

    def __init__(self, proto: Any = None):
        self.proto = _helper().CpModelProto() if proto is None else proto

    @property
    def model_proto(self) -> Any:
        """The proto (``CpModel``'s name for it)."""
        return self.proto

    # ------------------------------------------------------------------------------------------------- variables
    def new_int_var_from_domain(self, domain: Any, name: str) -> Any:
        """An integer variable with ``domain`` (a ``Domain``)."""
        return _helper().IntVar(self.proto).with_name(name).with_domain(domain)

    def new_int_var(self, lb: int, ub: int, name: str) -> Any:
        """An integer variable in ``[lb, ub]``."""
        return self.new_int_var_from_domain(lazy.cp_model().Domain(lb, ub), name)

    def new_bool_var(self, name: str) -> Any:
        """A Boolean variable (an integer variable in ``[0, 1]``)."""
        return self.new_int_var(0, 1, name)

    # ----------------------------------------------------------------------------------------------- constraints
    def _added(self) -> tuple[Any, Constraint]:
        """A new, empty constraint of the proto, and its :class:`Constraint`."""
        made = Constraint(self.proto, len(self.proto.constraints))
        return self.proto.constraints.add(), made

    def _linear(self, variables: Iterable[int], coeffs: Iterable[int], flat_domain: Iterable[int]) -> Constraint:
        proto, made = self._added()
        proto.linear.vars.extend(list(variables))
        proto.linear.coeffs.extend(list(coeffs))
        proto.linear.domain.extend(list(flat_domain))
        return made

    def add_terms(self, terms: Mapping[int, int], lo: int | None, hi: int | None) -> Constraint:
        """``lo <= sum(coef * variable) <= hi`` over variable indices (``None``: no bound on that side), written
        without an expression object: :class:`~.lexico.VarTable`'s constraints. The terms are written by variable,
        those of coefficient 0 left out, as ``CpModel`` writes an expression's."""
        items = sorted((v, c) for v, c in terms.items() if c)
        return self._linear([v for v, _ in items], [c for _, c in items],
                            (_INT_MIN if lo is None else lo, _INT_MAX if hi is None else hi))

    def add(self, ct: Any) -> Constraint:
        """A linear constraint (``x + 2 * y <= 3``: a ``BoundedLinearExpression``), or ``True``/``False``."""
        if isinstance(ct, bool):  # False: an empty disjunction, as CpModel writes it; True: an empty conjunction
            proto, made = self._added()
            (proto.bool_and if ct else proto.bool_or).literals.extend([])
            return made
        if not isinstance(ct, _helper().BoundedLinearExpression):
            raise TypeError(f"not supported: ProtoModel.add({type(ct).__name__!r})")
        return self._linear([v.index for v in ct.vars], ct.coeffs,
                            _shifted(ct.bounds.flattened_intervals(), ct.offset))

    def add_linear_expression_in_domain(self, expr: Any, domain: Any) -> Constraint:
        """``expr`` in ``domain`` (a ``Domain``)."""
        if isinstance(expr, int):
            return self.add(domain.contains(expr))
        flat = _helper().FlatIntExpr(expr)
        return self._linear([v.index for v in flat.vars], flat.coeffs,
                            _shifted(domain.flattened_intervals(), flat.offset))

    def add_linear_constraint(self, expr: Any, lb: int, ub: int) -> Constraint:
        """``lb <= expr <= ub``."""
        return self.add_linear_expression_in_domain(expr, lazy.cp_model().Domain(lb, ub))

    def add_bool_or(self, *literals: Any) -> Constraint:
        """At least one of the literals is true (a list or several arguments; ``True`` satisfies it, ``False`` is
        left out)."""
        literals = _listed(literals)
        if any(x is True for x in literals):
            return self.add(True)
        proto, made = self._added()
        proto.bool_or.literals.extend([_literal(x) for x in literals if x is not False])
        return made

    # ------------------------------------------------------------------------------------------------- objective
    def _objective(self, expr: Any, maximize: bool) -> None:
        self.clear_objective()
        objective = self.proto.objective
        if isinstance(expr, int):
            objective.offset = int(expr)
            objective.scaling_factor = 1.0
            return
        flat = _helper().FlatIntExpr(expr)
        sign = -1 if maximize else 1
        objective.vars.extend([v.index for v in flat.vars])
        objective.coeffs.extend([sign * c for c in flat.coeffs])
        objective.offset = sign * flat.offset
        objective.scaling_factor = float(sign)

    def maximize(self, expr: Any) -> None:
        """Maximise ``expr`` (the objective replaced)."""
        self._objective(expr, True)

    def minimize(self, expr: Any) -> None:
        """Minimise ``expr`` (the objective replaced)."""
        self._objective(expr, False)

    def clear_objective(self) -> None:
        """No objective."""
        self.proto.clear_objective()
        self.proto.clear_floating_point_objective()

    # ------------------------------------------------------------------------------------------ hints and the rest
    def add_hint(self, var: Any, value: int) -> None:
        """Hint ``var``'s value to the solver (a negated literal hints its variable the other way)."""
        hint = self.proto.solution_hint
        if var.index >= 0:
            hint.vars.append(var.index)
            hint.values.append(int(value))
        else:
            hint.vars.append(-var.index - 1)
            hint.values.append(int(not value))

    def clear_hints(self) -> None:
        """No hints."""
        self.proto.clear_solution_hint()

    def validate(self) -> str:
        """CP-SAT's complaint about the model, or the empty string."""
        return _helper().CpSatHelper.validate_model(self.proto)

    def clone(self) -> ProtoModel:
        """A copy (the variables made on this model have the same indices in it)."""
        copy = ProtoModel()
        copy.proto.copy_from(self.proto)
        return copy
