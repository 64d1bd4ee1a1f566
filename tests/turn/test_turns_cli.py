"""``manaplan turn --turns N`` through click's runner: the JSON of SPEC ("Several turns": ``turns``, ``earliest``),
the text a block per turn, exit statuses, bad input, and ``--help``. No test waits on a clock: each gives
``--time-limit`` a day (the work is bounded by the board), so that a loaded machine answers as an idle one."""

from __future__ import annotations

import json
from pathlib import Path

from manaplan_tests import NO_TIME_LIMIT

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "turns.yaml"


def _board(tmp_path, text: str) -> str:
    path = tmp_path / "board.yaml"
    path.write_text(text)
    return str(path)


def test_turns_json_has_the_spec_keys(run):
    result = run("turn", str(EXAMPLE), "Craterhoof Behemoth", "Mulldrifter", "--turns", "3",
                 "--time-limit", NO_TIME_LIMIT, "--json")
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert set(data) >= {"possible", "cast", "steps", "tapped", "sacrificed", "life_lost", "reason", "turns",
                         "earliest"}
    assert data["earliest"] == {"Craterhoof Behemoth": 2, "Mulldrifter": 3}
    assert [t["turn"] for t in data["turns"]] == [1, 2, 3]
    assert [t["drawn"] for t in data["turns"]] == [None, "Island", "Forest"]
    assert data["turns"][0]["steps"][0] == {"step": 1, "action": "play", "card": "Hinterland Harbor", "zone": "hand",
                                            "permanent": "Hinterland Harbor#1"}
    assert data["cast"] == ["Mind Stone", "Craterhoof Behemoth", "Mulldrifter"]  # all turns
    assert data["proven"] is True


def test_turns_text_is_a_block_per_turn_in_words(run):
    result = run("turn", str(EXAMPLE), "Craterhoof Behemoth", "Mulldrifter", "--turns", "3",
                 "--time-limit", NO_TIME_LIMIT)
    out = result.output
    assert "Craterhoof Behemoth on turn 2, Mulldrifter on turn 3" in out
    assert "turn 2 (draw Island)" in out and "turn 3 (draw Forest)" in out
    assert "opponents' interaction is assumed absent" in out
    assert "earliest" not in out and "pending" not in out  # words of a player, not of the code


def test_turns_exit_1_when_not_all_by_turn_n(run, tmp_path):
    board = _board(tmp_path, "permanents: [Forest]\nhand: [Grizzly Bears]\n")
    result = run("turn", board, "--turns", "2", "--time-limit", NO_TIME_LIMIT)
    assert result.exit_code == 1
    assert "Grizzly Bears not by turn 2" in result.output
    assert "later draws are unknown" in result.output
    data = json.loads(run("turn", board, "--turns", "2", "--time-limit", NO_TIME_LIMIT, "--json").output)
    assert data["earliest"] == {"Grizzly Bears": None} and data["possible"] is False and data["reason"]


def test_turns_bad_input_is_exit_2(run, tmp_path):
    board = _board(tmp_path, "permanents: [Forest]\ndraws: [Forest]\n")
    result = run("turn", board, "Grizzly Bear", "--turns", "2", "--time-limit", NO_TIME_LIMIT)
    assert result.exit_code == 2 and "did you mean" in result.output
    result = run("turn", _board(tmp_path, "permanents: [Forest]\ndraws: [Forrest]\n"), "--turns", "2",
                 "--time-limit", NO_TIME_LIMIT)
    assert result.exit_code == 2 and "did you mean 'Forest'" in result.output
    assert run("turn", str(EXAMPLE), "--turns", "0").exit_code == 2
    assert run("turn", str(EXAMPLE), "--turns", "2", "--most").exit_code == 2


def test_help_documents_turns_and_draws(run):
    out = run("turn", "--help").output
    assert "--turns" in out and "draws:" in out
    assert "draws" in run("--help").output


def test_board_shows_the_draws_in_order(run, tmp_path):
    board = _board(tmp_path, "permanents: [Forest]\ndraws: [Forest, Island, Forest]\n")
    assert "draws, in order: Forest, Island, Forest" in run("board", board).output
    assert json.loads(run("board", board, "--json").output)["draws"] == ["Forest", "Island", "Forest"]
    assert "draws" not in json.loads(run("board", str(EXAMPLE.parent / "turn.yaml"), "--json").output)


def test_turns_a_fetch_cracked_in_the_json(run, tmp_path):
    """CR 701.23: the JSON of ``turn --turns`` names Misty Rainforest's crack as a sacrifice in the plan of the turn it
    is cracked on, turn 2, for Counterspell's second {U}. (That a fetchland cracked on one turn is not cracked again
    on a later one is ``test_turns_rules.py``'s, through the Python API: the game that shows it takes four turns.)"""
    board = _board(tmp_path, "hand: [Misty Rainforest, Island, Opt]\n"
                             "draws: [Counterspell, Grizzly Bears]\n"
                             "library: [Island, Island, Forest, Forest, Swamp, Swamp, Mountain, Plains]\n")
    data = json.loads(run("turn", board, "Counterspell", "--turns", "3", "--time-limit", NO_TIME_LIMIT,
                          "--json").output)
    assert data["earliest"] == {"Counterspell": 2} and data["proven"] is True
    cracked = [(t["turn"], p["permanent"], p["life"]) for t in data["turns"] for s in t["steps"]
               for p in s.get("plan", ()) if p["card"] == "Misty Rainforest" and p["action"] == "sacrifice"]
    assert cracked == [(2, "Misty Rainforest#1", 1)]


def test_turns_a_fetch_cracked_at_the_end_of_a_turn(run, tmp_path):
    """CR 701.23, 502.3: Fabled Passage cracked at the end of turn 1 gives an untapped land on turn 2."""
    board = _board(tmp_path, "hand: [Island, Fabled Passage, Mind Stone]\n"
                             "draws: [Counterspell, Counterspell, Evolving Wilds]\n"
                             "library: [Island, Island, Forest, Forest, Swamp, Swamp, Mountain, Plains]\n")
    data = json.loads(run("turn", board, "Mind Stone", "--turns", "5", "--time-limit", NO_TIME_LIMIT, "--json").output)
    assert data["earliest"] == {"Mind Stone": 2} and data["proven"] is True
    crack = data["turns"][0]["steps"][1]
    assert (crack["action"], crack["permanent"], crack["life"]) == ("crack", "Fabled Passage#1", 0)
    text = run("turn", board, "Mind Stone", "--turns", "5", "--time-limit", NO_TIME_LIMIT).output
    assert "Mind Stone on turn 2" in text
    assert "at the end of the turn, crack Fabled Passage#1: it finds " in text
