"""Output that scales (issue 12): a summary first, identical steps and cost entries grouped; --json lists every
unit."""

from __future__ import annotations

import json


def test_pay_summary_first_then_grouped_steps(run):
    out = run("pay", "--board", "Forest x6, Island x3, Sol Ring", "{8}{G}").stdout.splitlines()
    assert out[0] == "pay {8}{G}: tapped 8 · sacrificed nothing · life lost 0 · mana left none"
    assert "  2–8. tap 7 permanents (Forest#2–#6, Island#1, Sol Ring) → pays {8}" in out  # colours don't matter
    cost = next(line for line in out if "cost:" in line)
    assert "{5} ← Forest ×5 (#2–#6, {G} each)" in cost and "{2} ← Sol Ring#1 ({C}×2)" in cost


def test_pay_one_permanent_many_units_is_one_cost_entry(run):
    out = run("pay", "--board", "Cabal Coffers, Swamp x12, Urborg, Tomb of Yawgmoth", "{10}").stdout
    assert "cost: {10} ← Cabal Coffers#1 ({B}×10)" in out
    assert "for {B}×14" in out
    assert "Cabal Coffers#1's {B}" not in out


def test_pay_json_keeps_every_unit(run):
    data = json.loads(run("pay", "--board", "Cabal Coffers, Swamp x12, Urborg, Tomb of Yawgmoth", "{10}",
                          "--json").stdout)
    assert data["assignments"].count(["{1}", "Cabal Coffers#1's {B}"]) == 10


def test_costs_written_canonically(run):
    out = run("pay", "--board", "Gaea's Cradle, Llanowar Elves x3", "{2}{G}{G}").stdout
    assert "{G}{G}{2}" not in out and "{1}{1}" not in out


def test_produce_explains_its_notation_and_prints_the_shared_part_once(run):
    """The legend says only what the pools printed use (issue 24): "WU" where a pool holds one mana that may be W or
    U, nothing where every unit is one type and one of a kind."""
    out = run("produce", "--board", "Forest, Island, Azorius Signet").stdout
    assert "in every pool: W, U" in out
    assert out.count("\n    ") >= 2  # each pool's own part: G, or U
    assert "as you choose" not in out and "any colour" not in out and "×2:" not in out
    out = run("produce", "--board", "Overgrown Tomb, Sol Ring").stdout
    assert "(C×2: 2 {C}; BG: one mana, B or G as you choose)" in out and "any colour" not in out
    assert "WU is one mana that may be W or U" in run("produce", "--help").stdout


def test_effective_board_is_shared_between_hands_and_keeps_each_hand():
    from dataclasses import replace

    from manaplan.models.board_files import parse_inline
    from manaplan.solver.analysis import Session

    board = parse_inline("Forest, Azorius Signet, Chromatic Lantern")
    session = Session()
    first = session.effective(board)
    other = session.effective(replace(board, hand=(board.permanents[0].card,)))
    assert other.views is first.views and other.board.hand == (board.permanents[0].card,)
    assert session.effective(replace(board, life=3)).views is not first.views  # life may change an effect


def test_produce_summary_first_a_grant_to_every_land_said_once_and_identical_rows_grouped(run):
    """Issue 12: Chromatic Lantern's grant is said once above the table, not under each land; two Plains that show
    the same are one row; --json still lists every source with its notes."""
    board = "Plains x2, Island, Chromatic Lantern, Llanowar Elves (sick), Forest (tapped)"
    lines = run("produce", "--board", board).stdout.splitlines()
    assert lines[0].startswith("produce: 4 mana at most (net of costs) · most of each W 4 U 4 B 4 R 4 G 4 C 0")
    assert lines[0].endswith("· 4 sources ready, 2 not now")
    assert lines[1] == "granted by Chromatic Lantern#1: every land you control (4)"
    assert sum(1 for line in lines if "granted by" in line) == 1
    (plains,) = [line for line in lines if line.startswith("Plains")]
    assert plains.startswith("Plains ×2 (#1–#2)") and plains.endswith("each adds {W} or one mana of any colour")
    assert any(line.startswith("Island#1 ") for line in lines)
    assert any(line.startswith("Forest#1 ") and "not now: tapped" in line for line in lines)
    data = json.loads(run("produce", "--board", board, "--json").stdout)
    plains_json = [s for s in data["sources"] if s["card"] == "Plains"]
    assert [s["permanent"] for s in plains_json] == ["Plains#1", "Plains#2"]
    assert all(s["notes"] == ["granted by Chromatic Lantern#1"] for s in plains_json)


def test_a_note_on_some_sources_names_them_grouped(run):
    """A grant to some lands, not all, names them, permanents of one card grouped (Utopia Sprawl on one Forest of
    three changes that Forest only)."""
    from manaplan.cli.production_text import who_words as _who
    from manaplan.solver.produce.solve import SourceReport

    def src(pid, kind="Land"):
        return SourceReport(pid, pid.rpartition("#")[0], "you", frozenset(), True, None, card_types=frozenset({kind}))

    sources = [src("Forest#1"), src("Forest#2"), src("Forest#3"), src("Island#1"), src("Llanowar Elves#1", "Creature")]
    assert _who(["Forest#1", "Forest#2", "Island#1"], sources) == "Forest ×2 (#1–#2), Island#1"
    assert _who(["Forest#1", "Forest#2", "Forest#3", "Island#1"], sources) == "every land you control (4)"


def test_a_step_paid_from_one_source_says_it_once_and_costs_read_generic_first(run, tmp_path):
    """Cabal Coffers' {2} paid with Sol Ring's {C}{C} is said once ("paying {2} with Sol Ring#1's {C}{C}", not
    "{1} with Sol Ring#1's {C}, {1} with Sol Ring#1's {C}"); --json keeps each symbol. Another spell's cost that a
    step pays reads as it is printed, generic first (Grim Harvest's {1}{B}, not {B}{1})."""
    # six {B}: only Sol Ring's {C}{C} may pay the Coffers' {2} (a Swamp's {B} there would leave a {C} nothing takes)
    out = run("pay", "--board", "Cabal Coffers, Sol Ring, Swamp x3", "{B}{B}{B}{B}{B}{B}").stdout
    assert "paying {2} with Sol Ring#1's {C}{C} for {B}{B}{B}" in out
    data = json.loads(run("pay", "--board", "Cabal Coffers, Sol Ring, Swamp x3", "{B}{B}{B}{B}{B}{B}",
                          "--json").stdout)
    coffers = next(s for s in data["plan"] if s["permanent"] == "Cabal Coffers#1")
    assert coffers["paying"] == ["{1} with Sol Ring#1's {C}", "{1} with Sol Ring#1's {C}"]
    board = tmp_path / "coffers.yaml"
    board.write_text("land_played: true\npermanents: [Cabal Coffers, Sol Ring, {card: Swamp, count: 4}]\n"
                     "hand: [Grim Harvest, Hypnotic Specter]\n")
    out = run("turn", str(board)).stdout
    assert "Hypnotic Specter's {1}{B}{B}" in out and "{B}{B}{1}" not in out
