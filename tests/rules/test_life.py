"""Life, by the rules (issue 11, item 3).

- CR 119.4 (and 118.3: a cost needs the resources to pay it fully, "a player with only 1 life can't pay a cost of 2
  life"): a player can pay life only if their life total is at least the payment; paying life equal to your life
  total is legal. Only life paid as a *cost* is bounded: Phyrexian symbols (CR 107.4f), "Pay N life" (Mana
  Confluence, Blood Celebrant), a flashback's "Pay 3 life", Bolas's Citadel's life equal to the mana value.
- CR 119.3 / 605.3b: the damage a mana ability's own effect deals you (a painland's, Ancient Tomb's) happens as it
  resolves, at once; it never stops a payment, but it comes before the costs paid after it (CR 601.2g-h: mana
  abilities are activated before the total cost is paid).
- CR 603.3: a trigger (City of Brass becoming tapped, Manabarbs) goes on the stack the next time a player would
  receive priority, after the payment: it is life you will lose, never a cost that blocks the payment.
- CR 704.5a: at 0 life or less you lose the game when state-based actions are next checked; the plan says so,
  unless a permanent of yours says you don't (Platinum Angel). A plan that keeps you alive comes first.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from manaplan.models.board_files import load_board, parse_inline
from manaplan.solver.cast.solve import cast_report
from manaplan.solver.pay.solve import solve_payment

TESTS = Path(__file__).resolve().parents[1]
PAY = TESTS / "pay_boards"
CAST = TESTS / "cast_boards"
LOSE = "this leaves you at 0 life: you lose the game when state-based actions are checked (CR 704.5a)"


def pay(name: str, cost: str, **kw):
    return solve_payment(load_board(PAY / name), cost, **kw)


def cast(name: str, card: str, zone: str):
    report = cast_report(load_board(CAST / name))
    (answer,) = [a for a in report.answers if a.card == card and a.zone == zone]
    return answer


# ---------------------------------------------------------------------------------------------------- CR 119.4
def test_cr119_4_phyrexian_at_2_life_is_payable_leaves_0_and_says_you_lose(run):
    result = run("pay", str(PAY / "life_phyrexian_two.yaml"), "{U/P}")
    assert result.exit_code == 0, result.output
    assert "pay 2 life → pays {U/P}" in result.output and LOSE in result.output
    data = json.loads(run("pay", str(PAY / "life_phyrexian_two.yaml"), "{U/P}", "--json").output)
    assert data["payable"] and data["life_lost"] == 2 and data["life_after"] == 0 and data["loses_game"] is True


def test_cr119_4_paying_more_than_your_life_stays_illegal():
    p = pay("phyrexian_life_one.yaml", "{B/P}")  # an Island at 1 life
    assert not p.payable and "paying 2 life instead needs 2 life and you have 1 (CR 119.4)" in p.reason


def test_cr119_4_mana_confluence_pays_your_last_life():
    """"{T}, Pay 1 life": a cost, payable with exactly 1 life, not with 0."""
    confluence = solve_payment(replace(parse_inline("Mana Confluence"), life=1), "{U}")
    assert confluence.payable and confluence.life_lost == 1 and confluence.life_after == 0 and confluence.loses_game
    assert not solve_payment(replace(parse_inline("Mana Confluence"), life=0), "{U}").payable


def test_cr119_4_flashback_pay_3_life_at_exactly_3_life_is_castable(run):
    deep = cast("life_flashback_three.yaml", "Deep Analysis", "graveyard")
    assert deep.castable and deep.life_lost == 3 and deep.payment.life_after == 0 and deep.payment.loses_game
    result = run("cast", str(CAST / "life_flashback_three.yaml"))
    assert "✓ Deep Analysis" in result.output and LOSE in result.output
    short = cast("life_flashback_two.yaml", "Deep Analysis", "graveyard")
    assert not short.castable and short.reason == "paying 3 life needs 3 life and you have 2 (CR 119.4)"


def test_cr601_2g_h_a_painland_deals_its_damage_before_the_flashback_life_is_paid():
    """Underground River's damage (its mana ability's own effect, CR 605.3b) happens in 601.2g, before the 3 life is
    paid in 601.2h: at 3 life that leaves 2, too little (CR 119.4)."""
    deep = cast("life_flashback_painland.yaml", "Deep Analysis", "graveyard")
    assert not deep.castable and "CR 119.4" in deep.reason


def test_cr119_4_bolas_citadel_paying_life_equal_to_your_life(run):
    titan = cast("citadel_low_life.yaml", "Primeval Titan", "library_top")
    assert titan.castable and titan.life_lost == 6 and titan.payment.life_after == 0 and titan.payment.loses_game
    result = run("cast", str(CAST / "citadel_low_life.yaml"), "--json")
    (entry,) = [e for e in json.loads(result.output)["castable"] if e["card"] == "Primeval Titan"]
    assert entry["life_lost"] == 6 and entry["life_after"] == 0 and entry["loses_game"] is True


def test_cr119_4_605_3b_a_life_cost_is_paid_before_a_painlands_damage():
    """At 1 life: Blood Celebrant's "Pay 1 life" (with the Swamp's {B}) comes before Llanowar Wastes's damage; the
    plan lists them in that order and ends at -1."""
    p = pay("life_cost_before_damage.yaml", "{R}{G}")
    assert p.payable and p.life_after == -1 and p.loses_game
    order = [s.permanent for s in p.steps]
    assert order.index("Blood Celebrant#1") < order.index("Llanowar Wastes#1")


# ---------------------------------------------------------------------------------------------------- CR 603.3
def test_cr603_3_city_of_brass_at_1_life_is_payable_and_you_will_lose_1_life(run):
    result = run("pay", str(PAY / "life_city_of_brass_one.yaml"), "{U}")
    assert result.exit_code == 0, result.output
    assert "you will lose 1 life (City of Brass#1: a trigger, CR 603.3)" in result.output and LOSE in result.output
    data = json.loads(run("pay", str(PAY / "life_city_of_brass_one.yaml"), "{U}", "--json").output)
    assert data["trigger_life"] == [["City of Brass#1", 1]] and data["life_after"] == 0 and data["loses_game"]


def test_cr603_3_manabarbs_damage_never_blocks_the_payment():
    p = solve_payment(load_board(TESTS / "produce_boards" / "manabarbs.yaml"), "{G}{U}")
    assert p.payable and p.life_after == 0 and p.loses_game and sum(n for _, n in p.trigger_life) == 2


# ---------------------------------------------------------------------------------------------------- CR 704.5a
def test_cr704_5a_a_plan_that_keeps_you_alive_comes_first_though_it_taps_more(run):
    p = pay("life_tomb_or_forests.yaml", "{2}")
    assert p.payable and p.tapped == ("Forest#1", "Forest#2") and p.life_after == 2 and not p.loses_game
    result = run("pay", str(PAY / "life_tomb_or_forests.yaml"), "{2}", "--explain")
    assert "1. you end at 1 life or more: yes" in result.output


def test_cr704_5a_the_largest_x_is_what_max_x_asks_and_the_plan_says_you_lose():
    """--max-x asks for the largest payable X: X=2 only by paying 2 life for {G/P} at 2 life (CR 119.4); the plan
    says it leaves you at 0 (CR 704.5a). Without --max-x, X=1 keeps you alive."""
    p = pay("life_max_x.yaml", "{X}{G/P}", max_x=True)
    assert p.payable and p.x == 2 and p.life_after == 0 and p.loses_game
    assert [name for name, _ in p.objectives][:2] == ["X", "ends at 1 life or more"]
    one = pay("life_max_x.yaml", "{X}{G/P}", x=1)
    assert one.payable and one.life_lost == 0 and not one.loses_game


def test_cr704_5a_platinum_angel_keeps_you_in_the_game(run):
    p = pay("life_platinum_angel.yaml", "{U/P}")
    assert p.payable and p.life_after == 0 and not p.loses_game and p.saved_by == "Platinum Angel#1"
    result = run("pay", str(PAY / "life_platinum_angel.yaml"), "{U/P}")
    assert "Platinum Angel#1 says you don't lose the game for it (CR 704.5a)" in result.output
    assert "not read" not in result.output  # the sentence is read, so the net does not list it
