"""Every ``turn`` plan on the scenario boards and the benchmark boards can be followed: a permanent is tapped once
at most in the turn, a permanent played or cast this turn is used only after its step, a land found by a spell only
after that spell, and the turn's totals are the sum of its steps."""

from __future__ import annotations

import functools
from pathlib import Path

import pytest

from manaplan.models.board_files import board_from_data, load_board
from manaplan.solver.turn import solve_turn

ROOT = Path(__file__).resolve().parents[2]
BOARDS = sorted((ROOT / "tests" / "turn_boards").glob("*.yaml")) + sorted(
    (ROOT / "benchmarks" / "boards").glob("*.yaml"))


@functools.cache
def _most(path: Path):
    """The board of ``path`` and its ``turn --most`` plan, solved once for the tests of this file (no clock: the work
    is bounded by the board)."""
    board = load_board(path)
    return board, solve_turn(board, most=True, time_limit=float("inf"))


@pytest.mark.parametrize("path", BOARDS, ids=lambda p: p.name)
def test_turn_plan_can_be_followed(path):
    board, plan = _most(path)
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
            if s.permanent and "(hand)" not in s.permanent:  # a landfall trigger's source (Lotus Cobra's)
                source = s.permanent.split(" (landfall: ")[0]
                assert source in there, f"{s.permanent} used before it is on the battlefield"
            if s.action == "tap":
                tapped.append(s.permanent)
            life += s.life
            # what a step's cost sacrifices, exiles or returns to your hand has left the battlefield (CR 400.7): no
            # later step uses it (Quirion Ranger's Forest is tapped before it is returned, not after)
            there -= {*s.sacrifices, *s.exiles, *s.returns}
            if s.action in ("sacrifice", "exile", "return"):
                there.discard(s.permanent)
        life += step.life
        if step.permanent:
            there.add(step.permanent)
        there.update(step.finds)
    assert len(tapped) == len(set(tapped)), "a permanent tapped twice"
    # a permanent returned to your hand (Quirion Ranger's Forest, CR 400.7) is no longer left tapped
    returned = {r for step in plan.steps for s in step.plan for r in s.returns}
    assert set(tapped) <= set(plan.tapped) | set(plan.sacrificed) | returned
    assert life == plan.life_lost
    assert set(plan.cast) >= {s.card for s in plan.steps if s.action == "cast"}


def _carried(plan) -> int:
    """How long mana waits in the pool: over the activations, how many spells after the one it is listed under its
    mana (or the mana of the steps it pays for) is still spent on."""
    casts = [s for s in plan.steps if s.action == "cast"]
    listed = {p.step: i for i, s in enumerate(casts) for p in s.plan}
    last = {p.step: i for i, s in enumerate(casts) for p in s.plan if any(q.payee == s.key for q in p.pays)}
    for i, s in enumerate(casts):  # the casts each step pays (directly or through the steps it pays), later ones
        for p in s.plan:
            for j, t in enumerate(casts):
                if j > i and any(q.payee == t.key for q in p.pays):
                    last[p.step] = max(last.get(p.step, j), j)
    steps = {p.step: p for s in casts for p in s.plan}
    changed = True
    while changed:  # a step whose mana pays another step's cost lasts as long as that one
        changed = False
        for n, p in steps.items():
            for m in p.paid_by:
                if m in steps and last.get(n, -1) > last.get(m, -1):
                    last[m] = last[n]
                    changed = True
    return sum(max(0, last.get(n, i) - i) for n, i in listed.items())


def test_spells_that_share_an_activations_mana_are_cast_one_after_the_other():  # CR 500.4: mana carries
    plan = solve_turn(load_board(ROOT / "tests" / "turn_boards" / "n_tap_when_needed.yaml"))
    assert plan.possible and plan.proven
    sol_ring = [i for i, s in enumerate(plan.steps) if any(p.permanent == "Sol Ring#1" for p in s.plan)]
    pays = next(p.pays for s in plan.steps for p in s.plan if p.permanent == "Sol Ring#1")
    other = next(i for i, s in enumerate(plan.steps) if s.key in {q.payee for q in pays} and i != sol_ring[0])
    assert abs(other - sol_ring[0]) == 1, [s.card for s in plan.steps]
    assert _carried(plan) == 1


def test_five_color_reads_with_each_spell_tapping_what_it_needs():
    # the reading of issue 14 item 5: the terminal spells in the order in which the least mana waits in the pool,
    # each unit of one type from an activation already in use, else from a land's single unit (44 before)
    _, plan = _most(ROOT / "benchmarks" / "boards" / "five_color.yaml")
    assert plan.possible
    assert _carried(plan) <= 40


def test_lands_are_listed_under_the_spell_they_pay_beside_a_sacrifice():
    # Fling's "sacrifice a creature" (a Frogmite) no longer keeps every step where the model put it: a plain tap
    # moves to the spell its mana pays (CR 106.4: the mana waits in the pool, and the land stays untapped until then)
    plan = solve_turn(load_board(ROOT / "tests" / "turn_boards" / "regroup_beside_a_sacrifice.yaml"), most=True,
                      time_limit=float("inf"))
    assert "Frogmite#1" in plan.sacrificed or "Frogmite#2" in plan.sacrificed
    for s in plan.steps:
        for p in s.plan:
            if p.action == "tap":
                assert {q.payee for q in p.pays} == {s.key}, (s.card, p.permanent, p.pays)
    assert _carried(plan) == 0



def test_what_the_model_leaves_out_of_a_card_no_plan_can_cast_changes_nothing():
    """Two Wastes: Phyrexian Metamorph ({3}{U/P}, CR 107.4f) costs {2}{U/P} only after Foundry Inspector ({3}), which
    no plan casts, so no plan casts the Metamorph either, and its copy effect (CR 707), which the model leaves out,
    changes nothing: "at most 1 of the 3" is proven, nothing left out. With four Wastes the Metamorph is cast (three
    of them and 2 life): its copy is named, not proven."""
    two = {"permanents": ["Wastes", "Wastes"], "land_played": True,
           "hand": ["Hangarback Walker", "Phyrexian Metamorph", "Foundry Inspector"]}
    plan = solve_turn(board_from_data(two), most=True)
    assert plan.proven and plan.cast == ("Hangarback Walker",) and not plan.left_out
    four = solve_turn(board_from_data({**two, "permanents": ["Wastes"] * 4}), most=True)
    assert not four.proven
    assert any(line.startswith("Phyrexian Metamorph#1") for line in four.left_out)
