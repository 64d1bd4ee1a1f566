"""Loops in pay (issue 13, item 5): where the board has a loop that makes arbitrarily much mana, ``pay --max-x``
has no largest X (CR 605.1a: Basalt Monolith's untap is an activated ability you may activate again and again,
602.5 once its cost is paid): ``unbounded`` true, ``x`` null, one turn of the loop in the plan. ``produce`` and
``pay`` agree on which boards are unbounded; a fixed cost is paid normally."""

from __future__ import annotations

import json

import pytest

from manaplan.cli.json_out import payment_json, step_json
from manaplan.models.board_files import parse_inline
from manaplan.solver.pay.solve import solve_payment
from manaplan.solver.produce.solve import produce

MONOLITH = "Basalt Monolith, Power Artifact (on=Basalt Monolith#1), Island"


@pytest.mark.parametrize("text", [
    "Basalt Monolith, Power Artifact (on=Basalt Monolith#1), Island",
    "Grim Monolith, Power Artifact (on=Grim Monolith#1), Island",
    "Pili-Pala, Grand Architect, Island",
])
def test_a_loop_makes_x_as_large_as_you_like(text):
    board = parse_inline(text)
    assert produce(board, max_pools=0).unbounded
    paid = solve_payment(board, "{X}{U}" if "Monolith" in text else "{X}", max_x=True)
    assert paid.payable and paid.unbounded and paid.x is None and not paid.optimal
    assert paid.steps[-1].action == "loop" and step_json(paid.steps[-1])["pays"] == "{X}" and paid.loops


def test_the_monolith_loop_in_pay_text_and_json(run):
    text = run("pay", "--board", MONOLITH, "{X}{U}", "--max-x")
    assert text.exit_code == 0
    assert "X can be as large as you like: Basalt Monolith#1: tap for {C}{C}{C}, untap for {1}" in text.output
    assert "tap Island#1 for {U} → pays {U}" in text.output
    out = json.loads(run("pay", "--board", MONOLITH, "{X}{U}", "--max-x", "--json").output)
    assert out["unbounded"] is True and out["x"] is None and out["payable"] is True
    assert [s["action"] for s in out["plan"]] == ["tap", "loop"]


def test_a_fixed_cost_and_a_board_without_a_loop_are_paid_normally():
    paid = solve_payment(parse_inline(MONOLITH), "{U}")
    assert paid.payable and not paid.unbounded and [s.permanent for s in paid.steps] == ["Island#1"]
    plain = solve_payment(parse_inline("Basalt Monolith, Island"), "{X}", max_x=True)  # {3} untap: no gain
    assert plain.x == 4 and not plain.unbounded and plain.optimal
    colourless = solve_payment(parse_inline("Basalt Monolith, Power Artifact (on=Basalt Monolith#1)"), "{X}{U}",
                               max_x=True)
    assert not colourless.payable  # the loop makes only {C}: the {U} is still needed


def test_a_fixed_cost_beyond_one_pass_is_paid_by_the_loop():
    """{10}{U}: the Island pays {U} and the Monolith loop the {10} (one pass makes only 4): payable, never a proven
    "not payable"; its coloured part still needs a source of that colour."""
    paid = solve_payment(parse_inline(MONOLITH), "{10}{U}")
    assert paid.payable and not paid.unbounded and paid.x is None
    assert [s.action for s in paid.steps] == ["tap", "loop"] and step_json(paid.steps[-1])["pays"] == "{10}"
    assert ["{10}", "Basalt Monolith#1's loop"] in payment_json(paid)["assignments"]
    assert not solve_payment(parse_inline("Basalt Monolith, Power Artifact (on=Basalt Monolith#1)"), "{10}{U}").payable


def test_a_rest_that_needs_the_loops_permanent_claims_no_largest_x():
    """{X}{C}: the {C} taps the Monolith itself, so the plan shown is one pass; X is not claimed to be the largest."""
    paid = solve_payment(parse_inline(MONOLITH), "{X}{C}", max_x=True)
    assert paid.payable and not paid.optimal and paid.loops
