"""Rules scenarios for ``solve_payment``: one small board file (tests/pay_boards/) per behaviour.

Where a rule decides, its number is in the test's name or docstring (CR 106, 107, 119.4, 302.6, 602, 605).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from manaplan.cli.json_out import payment_json, step_json
from manaplan.cli.plan_words import mana_words
from manaplan.models.board_files import load_board, parse_inline
from manaplan.models.costs import ManaCost
from manaplan.solver.analysis import analysed
from manaplan.solver.pay.solve import solve_payment

BOARDS = Path(__file__).resolve().parents[1] / "pay_boards"


def pay(board_file: str, cost: str, **kwargs):
    return solve_payment(load_board(BOARDS / board_file), cost, **kwargs)


def plan(payment) -> list[tuple]:
    return [(s.action, s.permanent, mana_words(s.adds)) for s in payment.steps]


# ---------------------------------------------------------------------------------------------------- no self-funding
def test_cr605_a_signet_cannot_pay_its_own_cost():
    p = pay("signets_alone.yaml", "{1}")
    assert not p.payable and p.optimal
    assert p.steps == () and "Azorius Signet#1 needs mana made before it" in p.reason


def test_two_signets_and_a_plains_make_exactly_three():
    three = pay("signets_plains.yaml", "{3}")
    assert three.payable and three.optimal
    assert [s.permanent for s in three.steps] == ["Plains#1", "Azorius Signet#1", "Azorius Signet#2"]
    assert three.steps[1].paid_by == (1,) and three.steps[2].paid_by == (2,)
    assert step_json(three.steps[0])["pays"] == "Azorius Signet#1's {1}"
    assert not pay("signets_plains.yaml", "{4}").payable


def test_twenty_basics_and_ten_signets_pay_the_twelve():
    p = pay("twenty_basics_ten_signets.yaml", "{5}{W}{W}{U}{U}{B}{R}{G}")
    assert p.payable and p.optimal
    assert len(p.tapped) == 12 and p.mana_left.total == 0


def test_twenty_basics_and_ten_signets_make_thirty():
    p = pay("twenty_basics_ten_signets.yaml", "{X}", max_x=True)
    assert p.x == 30 and p.optimal
    signet_steps = [s for s in p.steps if "Signet" in s.permanent]
    assert len(signet_steps) == 10 and all(s.paid_by for s in signet_steps)


def test_signet_chain_is_ordered_so_each_cost_is_paid_by_earlier_mana():
    p = pay("signet_chain.yaml", "{5}")
    assert p.payable and p.optimal and len(p.steps) == 5
    for s in p.steps:
        assert all(earlier < s.step for earlier in s.paid_by)
    assert p.steps[0].permanent == "Island#1"
    assert not pay("signet_chain.yaml", "{6}").payable


# ---------------------------------------------------------------------------------------------------- symbols
def test_cr107_4c_colorless_symbol_takes_colorless_mana_only():
    p = pay("colorless.yaml", "{C}{G}")
    assert p.payable and set(p.tapped) == {"Sol Ring#1", "Forest#1"}
    assert p.mana_left.text == "{C}"
    no = pay("colorless.yaml", "{C}{C}{C}")
    assert not no.payable and no.reason == "needs {C}{C}{C} but the board can make at most two {C}"


def test_cr107_4h_snow_symbol_takes_mana_from_a_snow_source():
    p = pay("snow.yaml", "{S}{G}")
    assert p.payable
    assert dict(payment_json(p)["assignments"]) == {"{S}": "Snow-Covered Island#1's {U}", "{G}": "Forest#1's {G}"}
    no = pay("snow.yaml", "{S}{S}")
    assert not no.payable and "snow" in no.reason


def test_cr107_4e_hybrid_symbols_take_either_colour():
    p = pay("hybrid.yaml", "{W/U}{W/U}")
    assert p.payable and set(p.tapped) == {"Plains#1", "Island#1"}
    assert not pay("hybrid.yaml", "{W/U}{W/U}{W/U}").payable


def test_cr107_4e_monocolored_hybrid_takes_its_colour_or_two_generic():
    with_white = pay("hybrid.yaml", "{2/W}")
    assert with_white.tapped == ("Plains#1",)
    two_forests = solve_payment(parse_inline("Forest x2"), "{2/W}")
    assert two_forests.payable and len(two_forests.tapped) == 2
    assert not solve_payment(parse_inline("Forest"), "{2/W}").payable


def test_cr107_4f_phyrexian_symbols_are_paid_with_mana_before_life():
    p = pay("hybrid.yaml", "{W/P}{W/P}")
    assert p.payable and p.life_lost == 2
    assert sorted(what for _, what in payment_json(p)["assignments"]) == ["2 life", "Plains#1's {W}"]
    assert [s.action for s in p.steps][-1] == "life"
    hybrid = pay("hybrid.yaml", "{G/W/P}{G/W/P}{G/W/P}{G/W/P}")
    assert hybrid.payable and hybrid.life_lost == 2  # two Forests and a Plains, then 2 life


def test_cr119_4_paying_life_equal_to_your_life_is_legal_more_is_not():
    """CR 119.4: 2 life pays {B/P} at 2 life (leaving 0: you lose, CR 704.5a), not at 1 life."""
    p = pay("phyrexian_low_life.yaml", "{B/P}")
    assert p.payable and p.life_lost == 2 and p.life_after == 0 and p.loses_game
    q = pay("phyrexian_life_one.yaml", "{B/P}")
    assert not q.payable and q.reason == ("needs {B/P} but the board can make no {B}, and paying 2 life instead "
                                          "needs 2 life and you have 1 (CR 119.4)")
    assert pay("phyrexian_life_three.yaml", "{B/P}").life_lost == 2
    assert not pay("phyrexian_life_three.yaml", "{B/P}{B/P}").payable


def test_x_fixed_maximised_and_huge():
    assert pay("hybrid.yaml", "{X}{W}", x=3).x == 3
    assert not pay("hybrid.yaml", "{X}{W}", x=4).payable
    most = pay("hybrid.yaml", "{X}{W}", max_x=True)
    assert most.payable and most.x == 3 and most.optimal
    huge = pay("hybrid.yaml", "{X}{X}{W}", x=10**12)
    assert not huge.payable and huge.reason.startswith("not enough mana: the cost needs 2000000000001")


def test_zero_cost_is_paid_by_nothing():
    p = pay("hybrid.yaml", "{0}")
    assert p.payable and p.steps == () and p.tapped == ()


# ---------------------------------------------------------------------------------------------------- activation costs
def test_cr302_6_tapped_and_summoning_sick_sources():
    board = "tapped_and_sick.yaml"
    p = pay(board, "{G}{C}{C}")  # the hasty Mystic and the (noncreature) Sol Ring
    assert p.payable and set(p.tapped) == {"Elvish Mystic#1", "Sol Ring#1"}
    no = pay(board, "{G}{G}")
    assert not no.payable


def test_cr107_6_untap_symbol_needs_a_tapped_permanent():
    p = pay("untap_symbol.yaml", "{G}")
    assert p.payable and [s.permanent for s in p.steps] == ["Spring"] and p.steps[0].action == "activate"
    assert not pay("untap_symbol.yaml", "{G}{G}").payable


def test_least_sacrificed_a_treasure_before_anything_else():
    p = pay("treasure_or_vein.yaml", "{2}")
    assert p.sacrificed == ("Treasure#1",) and p.tapped == ("Crystal Vein#1",)
    only_vein = pay("treasure_or_vein.yaml", "{C}{C}")
    assert only_vein.sacrificed == ("Crystal Vein#1",)


def test_sacrifice_another_after_tapping_it():
    p = pay("altar.yaml", "{G}{C}{C}")
    assert p.payable
    assert plan(p) == [("tap", "Llanowar Elves#1", "{G}"), ("activate", "Ashnod's Altar#1", "{C}{C}")]
    assert p.steps[1].sacrifices == ("Llanowar Elves#1",)
    assert p.sacrificed == ("Llanowar Elves#1",) and p.tapped == ()
    assert not pay("altar.yaml", "{G}{C}{C}{C}").payable


def test_another_cannot_sacrifice_itself():
    assert not pay("another.yaml", "{C}").payable


def test_remove_counters_not_more_than_it_has_and_the_last_one_sacrifices():
    p = pay("gemstone_mines.yaml", "{W}")
    assert p.tapped == ("Gemstone Mine#2",) and p.sacrificed == ()  # losing the last counter sacrifices
    both = pay("gemstone_mines.yaml", "{W}{U}")
    assert set(both.tapped) == {"Gemstone Mine#2"} and both.sacrificed == ("Gemstone Mine#1",)
    assert not pay("gemstone_mines.yaml", "{W}{U}{B}").payable  # Gemstone Mine#3 has no counters


def test_damage_to_you_is_life_lost_and_the_least_is_chosen():
    black = pay("pain.yaml", "{B}")
    assert black.tapped == ("Swamp#1",) and black.life_lost == 0
    two = pay("pain.yaml", "{B}{C}")
    assert set(two.tapped) == {"Swamp#1", "Llanowar Wastes#1"} and two.life_lost == 0
    three = pay("pain.yaml", "{B}{G}{R}")
    assert three.life_lost == 2  # Wastes' {G} (1 damage) and City of Brass' {R} (1 damage)


def test_damage_of_the_mana_ability_itself_never_stops_a_payment():
    """Ancient Tomb's 2 damage is the mana ability's own effect (CR 605.3b), not a cost: at 2 life it pays {2} and
    leaves you at 0, and you lose when state-based actions are checked (CR 704.5a)."""
    p = pay("ancient_tomb_life_two.yaml", "{2}")
    assert p.payable and p.life_after == 0 and p.loses_game


def test_cr106_4_pool_mana_pays_first():
    p = pay("pool.yaml", "{R}{R}{G}")
    assert plan(p) == [("pool", None, "{R}{R}"), ("tap", "Forest#1", "{G}")]
    assert p.tapped == ("Forest#1",)
    unused = pay("pool.yaml", "{G}")
    assert unused.mana_left.text == "{R}{R}"


def test_cr602_2_only_your_permanents_are_sources():
    assert not pay("opponents.yaml", "{W}").payable


def test_repeatable_ability_paid_by_earlier_mana():
    p = pay("repeatable.yaml", "{U}{U}")
    assert p.payable and [s.permanent for s in p.steps].count("Prismite#1") == 2
    assert not pay("repeatable.yaml", "{U}{U}{U}").payable


def test_cr302_6_sacrifice_without_tap_works_while_sick():
    p = pay("spawn_sick.yaml", "{C}{C}")
    assert p.payable and p.sacrificed == ("Eldrazi Spawn#1", "Eldrazi Spawn#2")


def test_cr305_7_effects_on_mana_are_applied():
    """Blood Moon makes the Breeding Pool a Mountain: it loses its own abilities (CR 305.7)."""
    assert not pay("blood_moon.yaml", "{G}").payable
    red = pay("blood_moon.yaml", "{R}")
    assert red.payable and plan(red) == [("tap", "Breeding Pool#1", "{R}")]
    overgrown = solve_payment(parse_inline("Forest, Overgrowth (on=Forest#1), Forest"), "{G}{G}{G}")
    assert overgrown.tapped == ("Forest#1",)  # the enchanted one alone: {G} and the trigger's {G}{G}


def test_cr106_7_reflecting_and_counted_mana():
    p = solve_payment(parse_inline("Reflecting Pool, Breeding Pool"), "{U}{U}")
    assert p.payable and len(p.tapped) == 2
    cradle = solve_payment(parse_inline("Gaea's Cradle, Llanowar Elves x2 (sick)"), "{G}{G}")
    assert cradle.tapped == ("Gaea's Cradle#1",)  # summoning-sick creatures still count


# ---------------------------------------------------------------------------------------------------- choosing
def test_keep_payable_when_possible():
    kept = pay("keep.yaml", "{1}", keep="{W}{U}")
    assert kept.kept is True and kept.tapped == ("Forest#1",)
    lost = pay("keep.yaml", "{W}", keep="{W}{U}")
    assert lost.payable and lost.kept is False
    assert pay("keep.yaml", "{1}").kept is None


def test_leave_the_most_flexible_sources_untapped():
    assert pay("flexible.yaml", "{G}").tapped == ("Forest#1",)
    assert pay("flexible.yaml", "{G}{U}").tapped == ("Breeding Pool#1", "Forest#1")


def test_a_source_that_makes_more_mana_is_kept_before_one_that_makes_less():
    p = pay("sol_ring_or_plains.yaml", "{1}{G}{G}")
    assert p.payable and sorted(p.tapped) == ["Forest#1", "Forest#2", "Plains#1"]
    assert p.mana_left.total == 0


def test_identical_permanents_are_one_group_and_lowest_ids_go_first():
    board = load_board(BOARDS / "forests.yaml")
    assert len(analysed(board).activations().groups) == 1
    p = solve_payment(board, "{3}")
    assert p.tapped == ("Forest#1", "Forest#2", "Forest#3")


def test_same_input_same_plan():
    first = pay("twenty_basics_ten_signets.yaml", "{3}{W}{U}{B}")
    again = pay("twenty_basics_ten_signets.yaml", "{3}{W}{U}{B}")
    assert first == again


def test_same_plan_in_every_process():
    """Set iteration order changes with the hash seed; the model must not depend on it."""
    code = ("import json, sys; from manaplan.models.board_files import parse_inline; "
            "from manaplan.solver.pay.solve import solve_payment; from manaplan.cli.json_out import payment_json; "
            "b = parse_inline('City of Brass x3, Breeding Pool x2, Hallowed Fountain x2, Azorius Signet x3, "
            "Mystic Gate x2, Treasure x2, Birds of Paradise'); "
            "print(json.dumps(payment_json(solve_payment(b, '{2}{W}{U}{G}', keep='{U}')), sort_keys=True))")
    outputs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                              env={**os.environ, "PYTHONHASHSEED": seed}).stdout for seed in ("1", "2")}
    assert len(outputs) == 1


def test_filter_land_paid_by_an_earlier_land():
    p = pay("filter_land.yaml", "{U}{U}")
    assert plan(p) == [("tap", "Plains#1", "{W}"), ("tap", "Mystic Gate#1", "{U}{U}")]
    assert step_json(p.steps[1])["paying"] == ["{W/U} with Plains#1's {W}"]


# ---------------------------------------------------------------------------------------------------- answers
@pytest.mark.parametrize(("board", "cost", "reason"), [
    ("hybrid.yaml", "{U}{U}", "needs {U}{U} but the board can make at most one {U}"),
    ("hybrid.yaml", "{B}", "needs {B} but the board can make no {B}"),
    ("hybrid.yaml", "{7}", "not enough mana: the cost needs 7, the board makes at most 4"),
])
def test_reasons(board, cost, reason):
    p = pay(board, cost)
    assert not p.payable and p.reason == reason


def test_no_untapped_source():
    p = solve_payment(parse_inline("Forest (tapped)"), "{G}")
    assert p.reason == "no untapped source (Forest#1: tapped)"


def test_json_shape():
    p = pay("signets_plains.yaml", "{2}{W}")
    d = payment_json(p)
    for key in ("cost", "payable", "x", "plan", "tapped", "sacrificed", "life_lost", "mana_left", "kept", "reason"):
        assert key in d
    assert d["cost"] == "{2}{W}" and d["payable"] is True and d["x"] is None and d["kept"] is None
    assert d["reason"] is None and isinstance(d["mana_left"], str)
    step = d["plan"][0]
    for key in ("step", "permanent", "card", "action", "ability", "adds", "pays"):
        assert key in step
    assert step == {**step, "step": 1, "permanent": "Plains#1", "card": "Plains", "action": "tap",
                    "ability": "{T}: Add {W}.", "adds": "{W}"}
    no = payment_json(pay("signets_alone.yaml", "{1}"))
    assert no["payable"] is False and no["plan"] == [] and no["reason"]


def test_cost_may_be_given_as_a_value():
    assert pay("keep.yaml", ManaCost.parse("{G}")).payable
