"""manaplan's CP-SAT models (``solver.core.proto_model.ProtoModel``) are written into their protocol buffer by
manaplan, not by OR-Tools' ``CpModel`` (whose C++ base imports numpy): on random models, the proto written is the
one ``CpModel`` writes for the same calls, variable for variable and constraint for constraint, so CP-SAT solves the
same model and gives the same answers; and a solve reads its values back."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from manaplan.solver.core.cpsat import load_cp_model, new_model, new_solver, status_name
from manaplan.solver.core.lexico import Lin, VarTable
from manaplan.solver.core.proto_model import ProtoModel

from manaplan_tests import examples

SETTINGS = dict(deadline=None)


@st.composite
def programs(draw):
    """Variables (integer and Boolean), then calls: constraints from expressions, from :class:`Lin` terms and in a
    domain (with a hole), with negated literals, enforcement literals and disjunctions, an objective and hints."""
    n = draw(st.integers(1, 5))
    bounds = [draw(st.sampled_from([(0, 1), (0, 3), (-2, 5), (1, 1)])) for _ in range(n)]
    coef = st.integers(-3, 3)
    calls = draw(st.lists(st.one_of(
        st.tuples(st.just("expr"), st.lists(st.tuples(st.integers(0, n - 1), coef), max_size=4), st.integers(-4, 4),
                  st.sampled_from(["<=", ">=", "=="]), st.integers(-6, 6),
                  st.lists(st.tuples(st.integers(0, n - 1), st.booleans()), max_size=2)),
        st.tuples(st.just("lin"), st.lists(st.tuples(st.integers(0, n - 1), coef), max_size=4), st.integers(-4, 4),
                  st.sampled_from(["le", "ge", "eq"]), st.integers(-6, 6)),
        st.tuples(st.just("domain"), st.lists(st.tuples(st.integers(0, n - 1), coef), min_size=1, max_size=4),
                  st.integers(-4, 4), st.integers(-6, 2), st.integers(0, 6), st.booleans()),
        st.tuples(st.just("or"), st.lists(st.tuples(st.integers(0, n - 1), st.booleans()), max_size=3)),
        # add(True) OR-Tools writes with a constant variable it makes; manaplan never adds True (nor does it here)
        st.tuples(st.just("bool"), st.just(False)),
        st.tuples(st.just("objective"), st.lists(st.tuples(st.integers(0, n - 1), coef), max_size=4),
                  st.integers(-3, 3), st.booleans()),
        st.tuples(st.just("hint"), st.integers(0, n - 1), st.booleans(), st.integers(0, 1)),
    ), max_size=8))
    return bounds, calls


def _build(model, bounds, calls):
    cp = load_cp_model()
    table = VarTable(model)
    xs = [table.vars[table.int_var(lo, hi, f"x{i}")] for i, (lo, hi) in enumerate(bounds)]

    def literal(i, positive):
        var = xs[i]
        return var if positive or bounds[i] != (0, 1) else ~var

    booleans = [i for i, b in enumerate(bounds) if b == (0, 1)]
    for call in calls:
        kind = call[0]
        if kind == "expr":
            _, terms, const, op, rhs, enforce = call
            expr = sum((c * xs[i] for i, c in terms), cp.LinearExpr.constant(const))
            made = model.add(expr <= rhs if op == "<=" else expr >= rhs if op == ">=" else expr == rhs)
            lits = [literal(i, p) for i, p in enforce if i in booleans]
            if lits:
                made.only_enforce_if(lits)
        elif kind == "lin":
            _, terms, const, op, rhs = call
            lin = Lin(const=const)
            for i, c in terms:
                lin.add(i, c)
            {"le": table.add_le, "ge": table.add_ge}.get(op, lambda l, b: table.add_eq(l, Lin(const=b)))(lin, rhs)
        elif kind == "domain":  # face.compact's constraints, and add_linear_constraint
            _, terms, const, lo, width, as_range = call
            expr = sum((c * xs[i] for i, c in terms), cp.LinearExpr.constant(const))
            if as_range:
                model.add_linear_constraint(expr, lo, lo + width)
            else:
                holed = cp.Domain.from_flat_intervals([lo, lo, lo + 2, lo + width + 2])
                model.add_linear_expression_in_domain(expr, holed)
        elif kind == "or":
            lits = [literal(i, p) for i, p in call[1] if i in booleans]
            if lits:
                model.add_bool_or(lits)
        elif kind == "bool":
            model.add(call[1])
        elif kind == "objective":
            _, terms, const, up = call
            expr = sum((c * xs[i] for i, c in terms), cp.LinearExpr.constant(const))
            (model.maximize if up else model.minimize)(expr)
        elif kind == "hint" and call[1] in booleans:
            model.add_hint(literal(call[1], call[2]), call[3])
    return xs


def _or_tools_model():
    return load_cp_model().CpModel()


@given(programs())
@settings(max_examples=examples(60), **SETTINGS)
def test_the_proto_written_is_or_tools_own(program):
    bounds, calls = program
    ours, theirs = ProtoModel(), _or_tools_model()
    _build(ours, bounds, calls)
    _build(theirs, bounds, calls)
    assert str(ours.proto) == str(theirs.proto)
    assert ours.validate() == theirs.validate()


@given(programs())
@settings(max_examples=examples(30), **SETTINGS)
def test_the_same_model_solves_to_the_same_values(program):
    bounds, calls = program
    answers = []
    for model in (new_model(), _or_tools_model()):
        xs = _build(model, bounds, calls)
        solver = new_solver(time_limit=10.0)
        status = status_name(solver.solve(model))
        answers.append((status, [solver.value(x) for x in xs] if status in ("optimal", "feasible") else None))
    assert answers[0] == answers[1]


def test_true_is_a_constraint_every_solution_keeps_and_false_one_none_keeps():
    for value, status in ((True, "optimal"), (False, "infeasible")):
        model = ProtoModel()
        model.maximize(model.new_int_var(0, 2, "x"))
        model.add(value)
        assert status_name(new_solver(time_limit=10.0).solve(model)) == status


def test_a_clone_is_the_same_model_and_changes_apart():
    model = ProtoModel()
    x = model.new_int_var(0, 4, "x")
    model.add(x <= 3)
    copy = model.clone()
    assert str(copy.proto) == str(model.proto)
    copy.add(x >= 1)
    assert len(copy.proto.constraints) == 2 and len(model.proto.constraints) == 1


def test_a_model_written_by_manaplan_loads_no_numpy_where_or_tools_would():
    """What the module is for; the subprocess check of a whole command is ``tests/cli/test_start_up.py``'s."""
    import sys

    before = "numpy" in sys.modules
    ProtoModel().new_int_var(0, 1, "x")
    assert ("numpy" in sys.modules) == before
