"""Every ``turn`` plan on the scenario boards and the benchmark boards can be followed: a permanent is tapped once
at most in the turn, a permanent played or cast this turn is used only after its step, a land found by a spell only
after that spell, and the turn's totals are the sum of its steps."""

from __future__ import annotations

from pathlib import Path

import pytest

from manaplan.models.board_files import load_board
from manaplan.solver.turn import solve_turn

ROOT = Path(__file__).resolve().parents[2]
BOARDS = sorted((ROOT / "tests" / "turn_boards").glob("*.yaml")) + sorted(
    (ROOT / "benchmarks" / "boards").glob("*.yaml"))


@pytest.mark.parametrize("path", BOARDS, ids=lambda p: p.name)
def test_turn_plan_can_be_followed(path):
    board = load_board(path)
    plan = solve_turn(board, most=True, time_limit=30)
    existing = {p.id for p in board.permanents}
    there: set[str] = set(existing)
    tapped: list[str] = []
    life = 0
    for step in plan.steps:
        if step.action == "play":
            assert step.permanent not in there
            there.add(step.permanent)
            continue
        for s in step.plan:
            if s.permanent and "(hand)" not in s.permanent:
                assert s.permanent in there, f"{s.permanent} used before it is on the battlefield"
            if s.action == "tap":
                tapped.append(s.permanent)
            life += s.life
        life += step.life
        if step.permanent:
            there.add(step.permanent)
        there.update(step.finds)
    assert len(tapped) == len(set(tapped)), "a permanent tapped twice"
    assert set(tapped) <= set(plan.tapped) | set(plan.sacrificed)
    assert life == plan.life_lost
    assert set(plan.cast) >= {s.card for s in plan.steps if s.action == "cast"}
