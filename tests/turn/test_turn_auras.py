"""Auras the turn may cast that add mana as the land they enchant is tapped for mana, modelled exactly
(:mod:`manaplan.solver.turn.auras`; CR 303.4a: an Aura spell targets what it will enchant; CR 605.1b: the trigger is
a mana ability)."""

from __future__ import annotations

from manaplan.models.board_files import board_from_data
from manaplan.solver.turn import solve_turn


def _turn(data: dict, **kw):
    return solve_turn(board_from_data({"land_played": True, **data}), most=True, **kw)


def _aura_steps(plan):
    return [p for s in plan.steps for p in s.plan if p.permanent and "(enchanting " in p.permanent]


def test_cr_605_1b_wild_growth_pays_for_the_spell_after_it():
    """Two Forests: Wild Growth ({G}) from Forest#2 onto Forest#1, then Forest#1 tapped for {G} and Wild Growth's
    {G} casts Grizzly Bears ({1}{G}) — both, proven (it said "at most 1 of the 2", proven). The Aura's step follows
    its land's tap."""
    plan = _turn({"permanents": ["Forest", "Forest"], "hand": ["Wild Growth", "Grizzly Bears"]})
    assert plan.possible and plan.proven and set(plan.cast) == {"Wild Growth", "Grizzly Bears"}, plan.notes
    steps = [p for s in plan.steps for p in s.plan]
    aura = _aura_steps(plan)
    assert len(aura) == 1
    land = aura[0].permanent.split("(enchanting ")[1].split(",")[0]
    assert steps[steps.index(aura[0]) - 1].permanent == land and steps[steps.index(aura[0]) - 1].action == "tap"


def test_cr_303_4a_utopia_sprawl_enchants_a_forest():
    """Utopia Sprawl ("Enchant Forest", one mana of its chosen colour added as that Forest is tapped): from Forest#2
    onto Forest#1, whose {G} and chosen {U} cast Think Twice ({1}{U}), the Island Opt ({U}) — all three, proven; the
    mana comes from a Forest only."""
    plan = _turn({"permanents": ["Forest", "Forest", "Island"], "hand": ["Utopia Sprawl", "Think Twice", "Opt"]})
    assert plan.proven and set(plan.cast) == {"Utopia Sprawl", "Think Twice", "Opt"}, plan.notes
    assert _aura_steps(plan) and all("Forest" in p.permanent for p in _aura_steps(plan))


def test_two_copies_of_an_aura_on_three_lands_stay_fast():
    """Four Wild Growths and three Forests: every Aura cast (one from Forest#1, the next two from the enchanted
    Forest's {G}{G}, the last from Forest#3), proven — copies and lands alike are interchangeable (a symmetry broken:
    it took the whole time limit, 10 s, not proven)."""
    plan = _turn({"permanents": ["Forest"] * 3, "hand": ["Wild Growth"] * 4}, time_limit=float("inf"))
    assert plan.possible and plan.proven and len(plan.cast) == 4


def test_an_aura_is_a_helper_of_the_one_card_asked_about():
    """Asked about Snap ({1}{U}) alone with three Forests, Fertile Ground ({1}{G}: one mana of any colour as its land
    is tapped) is a helper: it gives the {U} — possible, proven (it said "the board can make no {U}")."""
    plan = solve_turn(board_from_data({"land_played": True, "permanents": ["Forest"] * 3 + ["Grizzly Bears"],
                                       "hand": ["Fertile Ground", "Snap"]}), ["Snap"])
    assert plan.possible and plan.proven, (plan.reason, plan.notes)
