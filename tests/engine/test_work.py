"""The solvers' work, counted and bounded the same on every machine (issue 22: tests bound work, never seconds)."""

from __future__ import annotations

from manaplan.models.board_files import parse_inline
from manaplan.solver.core.cpsat import new_solver
from manaplan.solver.produce.model import ProduceModel, production_board
from manaplan.solver.effective import effective_board
from manaplan.solver.produce.solve import produce
from manaplan.solver.work import metered

INF = float("inf")


def test_a_meter_counts_each_solver_and_bounds_its_deterministic_time():
    assert new_solver(1.0).parameters.max_deterministic_time == INF  # no meter: seconds alone
    with metered(per_solve=0.25) as meter:
        solvers = [new_solver(INF), new_solver(INF, light=True)]
    assert meter.solves == 2
    assert [s.parameters.max_deterministic_time for s in solvers] == [0.25, 0.25]
    with metered() as counting:
        assert new_solver(INF).parameters.max_deterministic_time == INF
    assert counting.solves == 1 and meter.solves == 2


def test_the_bound_of_the_pools_below_is_never_above_the_meters():
    """ProduceModel.maximize's own bound of work (the pools below the most flexible) takes the lesser of the two."""
    pb = production_board(effective_board(parse_inline("Forest, Island, Azorius Signet")))
    model = ProduceModel(pb, layers=pb.ordered_bound, time_limit=INF)
    with metered(per_solve=0.0) as meter:
        found = model.maximize(model.pool_weight(), work=10.0)
    assert meter.solves == 1 and found.status != "optimal" and model.work_done == 0.0
    assert model.maximize(model.pool_weight(), work=10.0).status == "optimal"


def test_without_a_clock_the_answer_is_the_work_allowed():
    """No time limit and a bound of work: a board answers proven with enough work and not proven with none, the same
    on every run and machine; the count of solves is the same on every run."""
    board = parse_inline("Forest x2, Island, Azorius Signet, Dimir Signet")
    counts = []
    for _ in range(2):
        with metered(per_solve=100.0) as meter:
            out = produce(board, time_limit=INF)
        assert out.proven and out.max_total == 5
        counts.append(meter.solves)
    assert counts[0] == counts[1] > 0
    with metered(per_solve=0.0):
        starved = produce(board, time_limit=INF)
    assert not starved.proven
