"""The optimal face (solver/core/face.py): what every solution of a given objective value has in common, proven by a
dual bound of the linear relaxation, then substituted into a smaller model.

Checked against brute force on small random integer programs: every integer solution whose objective reaches the
value keeps every variable the face fixes at its value and every constraint it calls tight at that side, and the
smaller model has exactly those solutions (mapped back). A wrong fixing would drop a maximal pool from produce's
family proof; the brute force is the judge, not the LP solver.
"""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from manaplan.solver.core.cpsat import new_model, new_solver
from manaplan.solver.core.face import compact, optimal_face

from manaplan_tests import INF, examples


@st.composite
def programs(draw):
    n = draw(st.integers(2, 5))
    highs = [draw(st.integers(0, 3)) for _ in range(n)]
    rows = []
    for _ in range(draw(st.integers(1, 4))):
        coeffs = [draw(st.integers(-3, 3)) for _ in range(n)]
        least = draw(st.integers(-6, 4))
        rows.append((coeffs, least, least + draw(st.integers(0, 8))))
    objective = [draw(st.integers(-4, 6)) for _ in range(n)]
    return highs, rows, objective


def _solutions(highs, rows):
    for x in itertools.product(*(range(h + 1) for h in highs)):
        if all(lo <= sum(c * v for c, v in zip(coeffs, x)) <= hi for coeffs, lo, hi in rows):
            yield x


def _model(highs, rows):
    m = new_model()
    xs = [m.new_int_var(0, h, f"x{i}") for i, h in enumerate(highs)]
    for coeffs, lo, hi in rows:
        m.add_linear_constraint(sum(c * x for c, x in zip(coeffs, xs)), lo, hi)
    return m, xs


@settings(max_examples=examples(75), deadline=None)
@given(programs(), st.integers(0, 2))
def test_every_solution_reaching_the_value_keeps_what_the_face_fixes(program, below):
    highs, rows, objective = program
    sols = list(_solutions(highs, rows))
    if not sols:
        return
    value = max(sum(c * v for c, v in zip(objective, x)) for x in sols) - below  # the best, or a little less
    m, xs = _model(highs, rows)
    face = optimal_face(m.proto, dict(enumerate(objective)), value)
    if face is None:
        return
    reaching = [x for x in sols if sum(c * v for c, v in zip(objective, x)) >= value]
    for x in reaching:
        assert all(x[j] == v for j, v in face.fixed.items()), (x, face)
        for i, side in face.tight.items():
            coeffs = rows[i][0]
            assert sum(c * v for c, v in zip(coeffs, x)) == side, (x, face)
    # the smaller model: exactly the solutions reaching the value that keep the face (mapped back), no other
    m.add(sum(c * x for c, x in zip(objective, xs)) >= value)
    small = compact(m.proto, face)
    assert small is not None
    found = set()
    solver = new_solver(5.0)
    solver.parameters.enumerate_all_solutions = True
    kept = sorted(small.variables)

    from manaplan.solver.core.cpsat import load_cp_model

    cp = load_cp_model()

    class Callback(cp.CpSolverSolutionCallback):
        def on_solution_callback(self):
            x = [small.values.get(j) for j in range(len(highs))]
            for j in kept:
                x[j] = self.value(small.variables[j])
            found.add(tuple(x))

    solver.solve(small.model, Callback())
    assert found == set(reaching)


def test_a_value_no_solution_reaches_claims_nothing():
    """A value above the best: the bound cannot be below it, so nothing is fixed (None), never a wrong face."""
    m, xs = _model([1, 1], [([1, 1], 0, 1)])
    assert optimal_face(m.proto, {0: 1, 1: 1}, 3) is None


def test_the_five_color_board_loses_most_of_its_variables_at_the_most_flexible_pools():
    """On five_color, the pools of the greatest weight fix most of the layered model's variables (issue 12: the
    family proof's many small solves then run on the rest)."""
    from pathlib import Path

    from manaplan.models.board_files import load_board
    from manaplan.solver.effective import effective_board
    from manaplan.solver.produce.families import PoolSpace
    from manaplan.solver.produce.model import ProduceModel, production_board

    board = load_board(Path(__file__).resolve().parents[2] / "benchmarks" / "boards" / "five_color.yaml")
    pm = ProduceModel(production_board(effective_board(board)), layers=3, time_limit=INF)
    top = pm.maximize(pm.pool_weight())
    whole = PoolSpace.of(pm)
    space = PoolSpace.at_least(pm, top.value, time_limit=INF)
    assert len(space.model.proto.variables) < len(whole.model.proto.variables) / 2
    fixed_classes = [t for t, e in space.sums.items() if isinstance(e, int)]
    assert fixed_classes  # WUBRG×26 is in every such pool
