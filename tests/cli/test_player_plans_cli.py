"""Plans that read like a player (issue 12): a permanent's own colour where the colour does not matter, steps that
act alike grouped across cards, cast's summary counted by kind; and no step lost by grouping (a property)."""

from __future__ import annotations

import json
import re

import click
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from manaplan.cli.plan_words import grouped_steps, mana_words
from manaplan.cli.text_out import cast_summary as summary
from manaplan.models.board_files import parse_inline
from manaplan.solver.pay.solve import solve_payment

from manaplan_tests import examples


# ---------------------------------------------------------------------------------------------------- own colours
def test_lands_tap_for_their_own_colour_where_any_would_do(run):
    """Chromatic Lantern lets every land tap for any colour; paying {3}, the Plains say {W} by their own ability."""
    out = run("pay", "--board", "Plains x3, Chromatic Lantern", "{3}").stdout
    assert "tap Plains ×3 (#1–#3), each for {W} → each pays {1}" in out
    data = json.loads(run("pay", "--board", "Plains x3, Chromatic Lantern", "{3}", "--json").stdout)
    assert [(s["adds"], s["ability"]) for s in data["plan"]] == [("{W}", "{T}: Add {W}.")] * 3


def test_a_colour_the_cost_needs_is_still_made():
    board = parse_inline("Plains, Swamp x3, Chromatic Lantern")
    payment = solve_payment(board, "{U}{U}{1}")
    assert payment.optimal
    made = sorted(mana_words(s.adds) for s in payment.steps)
    assert made.count("{U}") == 2 and ("{B}" in made or "{W}" in made)  # the third land keeps its own colour
    assert dict(payment.objectives)["own colours"] == 2


def test_the_tie_break_never_changes_what_is_tapped():
    board = parse_inline("Swamp x3, Plains x2, Chromatic Lantern, Azorius Signet, Island")
    for cost in ("{X}", "{2}{U}{U}", "{W}{B}{1}"):
        own = solve_payment(board, cost, max_x=True)
        solver = solve_payment(board, cost, max_x=True, own_colours=False)
        assert own.objectives[:-1] == solver.objectives and own.tapped == solver.tapped


# ---------------------------------------------------------------------------------------------------- grouping
def test_steps_paying_generic_mana_are_one_line_across_cards(run):
    out = run("pay", "--board", "Island, Forest x2, Sol Ring, Swamp, Azorius Signet, Dimir Signet",
              "{7}{U}").stdout.splitlines()
    assert out[0].startswith("pay {7}{U}: tapped 7")
    assert any(re.search(r"\d–\d\. tap \d+ (lands|permanents) \(.*Forest#1–#2", line) for line in out)
    assert any("tap 2 artifacts (Azorius Signet, Dimir Signet), each paying {1} for two mana → pays {4}" in line
               for line in out)


def test_a_name_with_a_comma_is_listed_apart(run):
    out = run("pay", "--board", "Urborg, Tomb of Yawgmoth, Forest, Island", "{3}").stdout
    assert "(Urborg, Tomb of Yawgmoth; Forest; Island)" in out


def test_a_long_cost_line_sums_its_generic_part(run):
    out = run("pay", "--board", "Plains, Island, Swamp, Mountain, Forest, Wastes, Sol Ring, Mana Crypt, "
              "Talisman of Progress", "{7}{W}{U}{B}{R}").stdout
    cost = next(line for line in out.splitlines() if "cost:" in line)
    assert "{W} ← Plains#1 ({W})" in cost and cost.endswith("{7} ← 5 permanents")
    data = json.loads(run("pay", "--board", "Plains, Island, Swamp, Mountain, Forest, Wastes, Sol Ring, Mana Crypt, "
                          "Talisman of Progress", "{7}{W}{U}{B}{R}", "--json").stdout)
    assert len(data["assignments"]) == 11  # every unit in JSON


# ---------------------------------------------------------------------------------------------------- cast
def test_cast_counts_a_long_plan_by_kind_and_explain_gives_it_all(run):
    board = "Forest x4, Island x3, Sol Ring, Llanowar Elves, Treasure x3"
    text = run("cast", str(_board_file(board, ["Stroke of Genius"]))).stdout
    assert "X=10: tap 9 permanents (all 7 lands, 1 artifact, 1 creature); sacrifice Treasure#1–#3" in text
    explained = run("cast", str(_board_file(board, ["Stroke of Genius"])), "--explain").stdout
    assert re.search(r"\d–\d+\. tap \d+ (permanents|lands)", explained)
    data = json.loads(run("cast", str(_board_file(board, ["Stroke of Genius"])), "--json").stdout)
    assert len(data["castable"][0]["plan"]) == 12  # every step in JSON


_FILES: dict = {}


def _board_file(permanents: str, hand: list[str]):
    import tempfile
    from pathlib import Path

    key = (permanents, tuple(hand))
    if key not in _FILES:
        path = Path(tempfile.mkdtemp()) / "board.yaml"
        items = []
        for part in permanents.split(", "):
            name, _, count = part.partition(" x")
            items.append(f"  - {{card: {name}, count: {count or 1}}}")
        path.write_text("permanents:\n" + "\n".join(items) + "\nhand: [" + ", ".join(hand) + "]\n")
        _FILES[key] = path
    return _FILES[key]


# ---------------------------------------------------------------------------------------------------- the property
CARDS = ("Forest", "Island", "Plains", "Swamp", "Mountain", "Azorius Signet", "Dimir Signet", "Mystic Gate",
         "Sol Ring", "Treasure", "Chromatic Lantern", "Llanowar Elves", "Command Tower", "Talisman of Progress")
COSTS = ("{1}", "{3}", "{2}{U}", "{W}{U}", "{4}{W}", "{X}", "{X}{U}", "{1}{W}{U}{B}", "{6}")


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from(CARDS), st.integers(1, 3)), min_size=1, max_size=6),
       st.sampled_from(COSTS))
def test_grouping_never_loses_a_step(entries, cost):
    """The grouped lines cover the plan's steps once each, in order, and each line's count of permanents is its
    number of steps; cast's summary counts add up to the permanents the plan taps."""
    board = parse_inline(", ".join(f"{name} x{n}" for name, n in entries))
    payment = solve_payment(board, cost, max_x=True)
    if not payment.payable:
        return
    lines = grouped_steps(payment.steps, board)
    covered: list[int] = []
    for number, words in lines:
        first, _, last = number.partition("–")
        span = list(range(int(first), int(last or first) + 1))
        covered += span
        words = click.unstyle(words)
        counted = re.match(r"(?:tap|sacrifice) (\d+) \w+s \(", words)
        if counted:
            assert int(counted[1]) == len(span)
            listed = words[counted.end():].split(")")[0]
            ids = [payment.steps[n - 1].permanent for n in span]
            assert all(pid.rpartition("#")[0] in listed for pid in ids)
        alike = re.match(r"(?:tap|sacrifice) .+ ×(\d+) \(", words)
        if alike:
            assert int(alike[1]) == len(span)
    assert covered == [s.step for s in payment.steps]
    from manaplan.solver.cast.solve import CastAnswer

    words = summary(CastAnswer("Spell", "hand", None, "spell", True, payment=payment), board)
    kinds = re.search(r"tap (\d+) permanents \(([^)]*)\)", words)
    if kinds:
        numbers = [int(n) for n in re.findall(r"(\d+) \w+", kinds[2])]
        assert sum(numbers) == int(kinds[1]) == len(payment.tapped)


def test_a_group_says_what_its_generic_mana_pays_for_each_later_step(run):
    out = run("pay", "--board", "Swamp x4, Nykthos, Shrine to Nyx, Cabal Coffers, Urborg, Tomb of Yawgmoth, "
              "Gaea's Cradle, Llanowar Elves x3, Sol Ring, Azorius Signet, Dimir Signet", "{X}", "--max-x").stdout
    # which permanents' mana pays which activation is a tie among optimal plans; the line says each, grouped
    grouped = next(line for line in out.splitlines() if "of the cost; " in line)
    assert re.search(r"→ pays \{\d+\} of the cost; .*\{1\} each for \w+ Signet#1 and \w+ Signet#1", grouped)
    out = run("pay", "--board", "Swamp x4, Nykthos, Shrine to Nyx, Urborg, Tomb of Yawgmoth, Gaea's Cradle, "
              "Llanowar Elves x3, Sol Ring, Azorius Signet, Dimir Signet", "{X}", "--max-x").stdout
    assert "tap 2 artifacts (Azorius Signet, Dimir Signet), each paying {1} for two mana" in out
