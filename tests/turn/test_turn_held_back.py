"""A permanent whose effects are in force that a cost may remove (Goblin Warchief to Skirk Prospector's "Sacrifice
a Goblin"): the turn's model holds that plan back — a spell cast after the Warchief left would be priced without its
reduction (CR 601.2f, 611.3a) — and names it. Where the turn solved again with the removal allowed and every removed
permanent's effects left in force (a relaxation: every real plan is one of its plans) does no better, the plan found
is proven; where it does better, the name stays."""

from __future__ import annotations

from manaplan.models.board_files import board_from_data
from manaplan.solver.turn import solve_turn

BOARD = {"permanents": ["Mountain", "Skirk Prospector", "Goblin Warchief"], "land_played": True}


def test_cr_611_3a_a_removal_that_cannot_help_is_proven_moot():
    """Siege-Gang Commander costs {2}{R}{R} with the Warchief's {1} off; the Mountain, the Warchief and the Prospector
    itself make three: whatever leaves when, it is not cast — Goblin Piker alone, proven."""
    plan = solve_turn(board_from_data({**BOARD, "hand": ["Goblin Piker", "Siege-Gang Commander"]}), most=True)
    assert plan.proven and plan.cast == ("Goblin Piker",)
    assert not plan.left_out


def test_cr_601_2f_a_removal_that_may_help_stays_named():
    """Goblin Piker for {R}, then the Piker, the Warchief and the Prospector sacrificed for three {R}: all four
    spells. The model holds the Warchief's removal back and finds three: not proven, and the Warchief named."""
    plan = solve_turn(board_from_data({**BOARD, "hand": ["Goblin Piker", "Lightning Bolt", "Shock",
                                                          "Burst Lightning"]}), most=True)
    assert len(plan.cast) == 3 and not plan.proven
    assert any(item.startswith("Goblin Warchief#1: removed by Skirk Prospector#1") for item in plan.left_out)


KINNAN = {"permanents": ["Forest", "Forest", "Kinnan, Bonder Prodigy"], "land_played": True,
          "hand": ["Natural Order"], "library": ["Craterhoof Behemoth"]}


def test_cr_601_2h_a_cast_s_sacrifice_of_an_effect_source_that_cannot_help_is_proven_moot():
    """Natural Order sacrifices a green creature (CR 601.2b, 601.2h): the model spares Kinnan, Bonder Prodigy, whose
    effect it applies all turn. Sylvan Caryatid (tapped for two with Kinnan) goes instead; sacrificing Kinnan, of the
    same mana value, with its effect kept, does no better: proven."""
    board = {**KINNAN, "permanents": KINNAN["permanents"] + ["Sylvan Caryatid"]}
    plan = solve_turn(board_from_data(board), most=True)
    assert plan.proven and plan.cast == ("Natural Order",) and not plan.left_out


def test_a_cast_s_sacrifice_the_relaxation_finds_better_stays_named():
    """Kinnan is the only green creature: Natural Order is castable by tapping Sol Ring with Kinnan's extra {C} and
    then sacrificing Kinnan as the cost is paid — a plan the model does not look for, which the relaxation finds:
    named, not proven."""
    board = {**KINNAN, "permanents": KINNAN["permanents"] + ["Sol Ring"]}
    plan = solve_turn(board_from_data(board), most=True)
    assert not plan.proven and any(item.startswith("Kinnan, Bonder Prodigy#1: Natural Order's cost may sacrifice")
                                   for item in plan.left_out)


def test_cr_202_3_the_mana_value_sacrificed_is_read_from_each_plan():
    """With Llanowar Elves (mana value 1, CR 202.3) beside Kinnan (2), only the relaxation has two mana values to
    sacrifice, so a level the real model lacks; the mana value each plan sacrifices is read from the plan itself, the
    same on both: the relaxation's best sacrifices the Elves, as the plan found does — proven, nothing named."""
    board = {**KINNAN, "permanents": KINNAN["permanents"] + ["Llanowar Elves"]}
    plan = solve_turn(board_from_data(board), most=True)
    assert plan.proven and plan.cast == ("Natural Order",) and not plan.left_out
    assert [s.sacrifices for s in plan.steps] == [("Llanowar Elves#1",)]
