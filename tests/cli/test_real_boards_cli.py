"""Real late-game boards (issue 12): produce lists every maximal pool, proven, and its most in all is pay's X."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from manaplan.solver.work import metered

from manaplan_tests import NO_TIME_LIMIT, PER_SOLVE

BOARDS = Path(__file__).resolve().parents[2] / "benchmarks" / "boards"


def test_produce_and_pay_say_alike_what_they_leave_out_on_golgari(run):
    """Wirewood Symbiote may return an Elf Elvish Archdruid or Priest of Titania counts to untap it, and the models
    keep their counts as the board gives them: neither ``produce`` nor ``pay`` looks for that plan, so neither calls
    its figure proven (before, ``produce`` did), both name it, and their most is the same."""
    board = str(BOARDS / "golgari_coffers.yaml")
    with metered(per_solve=PER_SOLVE):
        out = json.loads(run("produce", board, "--json", "--time-limit", NO_TIME_LIMIT).stdout)
        paid = json.loads(run("pay", board, "{X}", "--max-x", "--json", "--time-limit", NO_TIME_LIMIT).stdout)
    assert not out["proven"] and not out["max_total_proven"] and not paid["optimal"]
    assert out["left_out"] == paid["left_out"] and any("Wirewood Symbiote#1" in line for line in out["left_out"])
    assert paid["x"] == out["max_total"]


@pytest.mark.parametrize("name", ["tokens", "artifacts_tron"])
def test_produce_lists_every_pool_proven(run, name):
    board = str(BOARDS / f"{name}.yaml")
    with metered(per_solve=PER_SOLVE):
        out = json.loads(run("produce", board, "--json", "--time-limit", NO_TIME_LIMIT).stdout)
        paid = json.loads(run("pay", board, "{X}", "--max-x", "--json", "--time-limit", NO_TIME_LIMIT).stdout)
    assert out["proven"] and not out["pools_truncated"]
    assert paid["optimal"] and paid["x"] == out["max_total"]


def test_produce_writes_a_step_by_step_trade_off_as_one_line(run):
    out = run("produce", str(BOARDS / "tokens.yaml")).stdout
    assert "and one of (19): C×(36−2k), WUBRG×k for k = 0…18" in out
    assert "in every pool: " in out


def test_five_colours_without_lantern_are_answered_and_proven_within_a_bound_of_work(run):
    """five_color without Chromatic Lantern: each land makes only its own colours, so the filter lands' hybrid costs
    need the right colours. Before issue 12 was closed, `pay {X} --max-x` reached its 10 s limit ("not proven";
    103 s to prove X = 56: the depth certificate's relaxation, solved without the enforced constraints in CP-SAT's
    LP), `cast` left Genesis Wave's X unproven, and `produce` took 16 s listing 32 pools of the greatest weight one
    dominance-excluding solve each. Every answer is now proven with half a unit of CP-SAT's deterministic work for
    each solve (about half a second of one on a recent core) and few solves: 3 for pay, 76 for produce, 13 for cast
    (counted without a clock, so the same on every machine)."""
    board = str(BOARDS / "five_color_no_lantern.yaml")
    with metered(per_solve=0.5) as work:
        paid = json.loads(run("pay", board, "{X}", "--max-x", "--json", "--time-limit", NO_TIME_LIMIT).stdout)
    assert paid["optimal"] and paid["x"] == 56 and work.solves <= 6
    with metered(per_solve=0.5) as work:
        out = json.loads(run("produce", board, "--json", "--time-limit", NO_TIME_LIMIT).stdout)
    assert out["proven"] and out["max_total"] == 56 and out["pools_proven"] and work.solves <= 100
    assert len(out["pools"]) == 32 and out["pools_truncated"]  # 93 or more pools of the greatest weight
    with metered(per_solve=0.5) as work:
        cast = json.loads(run("cast", board, "--json", "--time-limit", NO_TIME_LIMIT).stdout)
    assert work.solves <= 26
    wave = next(c for c in cast["castable"] if c["card"] == "Genesis Wave")
    assert wave["optimal"] and wave["x"] == 53  # {X}{G}{G}{G}: 56 mana, three of them green


def test_many_short_pools_are_written_several_to_a_line(run):
    """five_color without Lantern: 32 of its most flexible pools differ in four single-type units each; they are
    written " / "-joined in a few lines under "and one of (32):", not 32 lines (issue 12: output that scales)."""
    with metered(per_solve=PER_SOLVE):
        out = run("produce", str(BOARDS / "five_color_no_lantern.yaml"), "--time-limit", NO_TIME_LIMIT).stdout
    section = out[out.index("maximal pools"):out.index("effects on mana")].splitlines()
    assert "  and one of (32):" in section
    rows = section[section.index("  and one of (32):") + 1:]
    assert 1 < len(rows) <= 6 and sum(row.count(" / ") + 1 for row in rows) == 32
    assert all(len(row) <= 104 for row in rows)
