"""Papercuts a new user meets (issue 24, item 5): each is said in the answer or refused with one clear line (exit
status 2), never passed over in silence."""

import io
import json
import re
import sys

import pytest

from manaplan.models.board_files import BOARD_KEYS, PERMANENT_KEYS

LANDS = "Forest, Mountain"


def _board(tmp_path, text: str, name: str = "board.yaml"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_x_without_a_value_says_it_is_zero_and_how_to_give_it(run):
    out = run("pay", "--board", LANDS, "{X}{R}").output
    assert out.splitlines()[0].startswith("pay {X}{R} with X=0 (X not given: use --x N or --max-x):")
    assert "X not given" not in run("pay", "--board", LANDS, "{X}{R}", "--x", "0").output
    assert "X not given" not in run("pay", "--board", LANDS, "{R}").output


@pytest.mark.parametrize("option", [("--x", "2"), ("--max-x",)])
def test_an_x_for_a_cost_without_x_is_an_error(run, option):
    result = run("pay", "--board", LANDS, "{R}", *option)
    assert result.exit_code == 2 and f"{option[0]}: the cost {{R}} has no {{X}}" in result.stderr
    result = run("pay", "--board", LANDS, "--for", "Lightning Bolt", *option)
    assert result.exit_code == 2 and "has no {X}" in result.stderr
    assert run("pay", "--board", LANDS, "--for", "Fireball", "--x", "1").exit_code == 0


def test_swapped_board_and_cost_get_a_hint(run, tmp_path):
    board = _board(tmp_path, "permanents: [Forest, Forest, Forest]\n")
    result = run("pay", "{2}{G}", board)
    assert result.exit_code == 2
    assert "BOARD and COST are the other way round" in result.stderr and "unknown mana symbol" not in result.stderr
    assert f"manaplan pay {board} '{{2}}{{G}}'" in result.stderr
    assert run("pay", board, "{2}{G}").exit_code == 0
    bad = run("pay", board, "{2}{Q}")  # a bad cost in its place is still a bad cost
    assert bad.exit_code == 2 and "other way round" not in bad.stderr


def test_a_hand_written_as_one_string_gets_a_hint(run, tmp_path):
    board = _board(tmp_path, 'permanents: [Forest]\nhand: "Forest, Island"\n')
    result = run("board", board)
    assert result.exit_code == 2 and "several cards are a list, [Forest, Island]" in result.stderr
    one = _board(tmp_path, 'hand: "Urborg, Tomb of Yawgmoth"\n', "urborg.yaml")  # a name with a comma is a card
    assert run("board", one).exit_code == 0


@pytest.mark.parametrize("text, entry, name", [
    ("hand: [Emrakul, the Aeons Torn]\n", "hand[0] (Emrakul)", "Emrakul, the Aeons Torn"),
    ("permanents: [Island, Urborg, Tomb of Yawgmoth]\n", "permanents[2] (Tomb of Yawgmoth)",
     "Urborg, Tomb of Yawgmoth"),  # 'Urborg' alone is a card: the part after it is the unknown one
    ("command_zone: [Jodah, the Unifier]\n", "command_zone[0] (Jodah)", "Jodah, the Unifier"),
])
def test_a_name_split_at_its_comma_by_a_flow_list_gets_a_hint_to_quote_it(run, tmp_path, text, entry, name):
    """YAML splits ``[Emrakul, the Aeons Torn]`` into two entries: the error names the card and how to quote it."""
    result = run("board", _board(tmp_path, text))
    assert result.exit_code == 2 and len(result.stderr.strip().splitlines()) == 1
    assert f"{entry}: unknown card" in result.stderr and f'quote it there: "{name}"' in result.stderr
    assert run("board", _board(tmp_path, text.replace(name, f'"{name}"'), "quoted.yaml")).exit_code == 0


def test_a_fetchland_tapped_then_sacrificed_reads_as_such(run, tmp_path):
    """The summary counts the fetchland among the permanents tapped ({T} is part of its cost) and says it is then
    sacrificed, in words that fit one permanent."""
    board = _board(tmp_path, "permanents: [Bloodstained Mire]\nlibrary: [Mountain]\n")
    first = run("pay", board, "{R}").output.splitlines()[0]
    assert "tapped 1 (then sacrificed) · sacrificed Bloodstained Mire" in first


def test_the_unknown_card_error_names_cards_import(run):
    result = run("pay", "--board", "Forest, Brand New Card From Next Set", "{1}")
    assert result.exit_code == 2 and "manaplan cards import" in result.stderr
    assert "manaplan cards import" in run("card", "Brand New Card From Next Set").stderr


@pytest.mark.parametrize(("commander", "ok"), [
    ("Sol Ring", False),
    ("Llanowar Elves", False),  # a creature, not legendary
    ("Krenko, Mob Boss", True),
    ("Daretti, Scrap Savant", True),  # "Daretti, Scrap Savant can be your commander." (CR 903.3a)
    ("Raised by Giants", True),  # a Background, beside a commander that chooses one
])
def test_a_commander_must_be_one_cr_903_3_allows(run, tmp_path, commander, ok):
    board = _board(tmp_path, f'command_zone: ["{commander}"]\n')
    result = run("board", board)
    if ok:
        assert result.exit_code == 0, result.stderr
    else:
        assert result.exit_code == 2 and f"{commander} can't be your commander" in result.stderr
        assert "CR 903.3" in result.stderr and result.stderr.count("\n") == 1


def test_top_level_help_lists_every_key_the_loader_accepts(run):
    text = run("--help").output
    words = set(re.findall(r"[a-z_]+", text))
    missing = [key for key in (*BOARD_KEYS, *PERMANENT_KEYS) if key not in words]
    assert not missing, f"manaplan --help does not name the board keys {missing}"


@pytest.mark.parametrize(("text", "words"), [
    ("permanents: [Sol Ring, {card: Wild Growth, attached_to: Sol Ring#1}]",
     "Wild Growth can enchant only a land (Enchant land), and Sol Ring#1 is not one (CR 303.4a, 303.4c)"),
    ("permanents: [Forest, {card: Lightning Greaves, attached_to: Forest#1}]",
     "Lightning Greaves is an Equipment: it can be attached only to a creature, and Forest#1 is not one (CR 301.5)"),
    ("permanents: [Llanowar Elves, {card: Darksteel Garrison, attached_to: Llanowar Elves#1}]",
     "Darksteel Garrison is a Fortification: it can be attached only to a land"),
])
def test_an_attachment_the_rules_forbid_is_an_error(run, tmp_path, text, words):
    result = run("board", _board(tmp_path, text + "\n"))
    assert result.exit_code == 2 and words in result.stderr


@pytest.mark.parametrize("text", [
    "permanents: [Forest, {card: Wild Growth, attached_to: Forest#1}]",
    "permanents: [Llanowar Elves, {card: Lightning Greaves, attached_to: Llanowar Elves#1}]",
    # a land made a creature may wear Equipment (CR 301.5: it is a creature now)
    "permanents: [Nature's Revolt, Forest, {card: Lightning Greaves, attached_to: Forest#1}]",
    "effects: [Nature's Revolt]\npermanents: [Forest, {card: Swiftfoot Boots, attached_to: Forest#1}]",
])
def test_an_attachment_the_rules_allow_is_read(run, tmp_path, text):
    assert run("board", _board(tmp_path, text + "\n")).exit_code == 0


def test_empty_file_options_are_errors(run):
    result = run("--cards", "", "board", "--board", "Forest")
    assert result.exit_code == 2 and "--cards" in result.stderr and "empty" in result.stderr
    result = run("produce", "--board", "Forest", "--graph", "")
    assert result.exit_code == 2 and "--graph" in result.stderr and "empty" in result.stderr


@pytest.mark.parametrize("columns", [40, 200])
def test_the_progress_line_fits_the_terminal(monkeypatch, columns):
    from manaplan.cli import progress as cli_progress
    from manaplan.solver import progress

    monkeypatch.setenv("COLUMNS", str(columns))
    monkeypatch.setattr(cli_progress, "_stderr_is_terminal", lambda: True)
    monkeypatch.setattr(progress, "DELAY", 0.0)
    message = "card 1 of 1: " + "Very Long Card Name " * 8
    err = io.StringIO()
    monkeypatch.setattr(sys, "stderr", err)
    with cli_progress.progress_on(False):
        progress.report(message)
    written = err.getvalue()
    lines = [part.rstrip() for part in written.split("\r") if part.strip()]
    assert lines and all(len(line) <= columns - 1 for line in lines)
    if columns == 200:  # not cut at 78 characters any more
        assert message.rstrip() in lines[0]
    else:
        assert lines[0].endswith("…")


def test_json_of_x_not_given_is_unchanged(run):
    data = json.loads(run("pay", "--board", LANDS, "{X}{R}", "--json").output)
    assert data["x"] == 0 and data["payable"] is True
