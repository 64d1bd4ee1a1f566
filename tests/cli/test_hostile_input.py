"""Issue 15's hostile inputs, each through the command line: one line on stderr and exit status 2, never a crash.

The ``run`` fixture fails a test on exit status 3 (an internal error), so each case here also proves "no
traceback".
"""

from __future__ import annotations

import os

import pytest

from manaplan_tests import at_most


def _one_line_error(result, *words):
    assert result.exit_code == 2, (result.exit_code, result.stdout, result.stderr)
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("manaplan: error: "), lines[0]
    for word in words:
        assert word in lines[0], lines[0]
    return lines[0]


@pytest.mark.parametrize("name,text,words", [
    ("date.yaml", "life: 2001-13-01\n", ["life", "whole number", "2001-13-01"]),
    ("timestamp.yaml", "life: !!timestamp 2001-01-01\n", ["life", "date"]),
    ("bad-timestamp.yaml", "life: !!timestamp 2001-13-01\n", ["line 1", "timestamp"]),
    ("tag.yaml", "life: !!int 'x'\n", ["line 1", "int"]),
    ("float-tag.yaml", "life: !!float 'x'\n", ["line 1"]),
    ("big.yaml", "life: " + "9" * 5000 + "\n", ["4,300 digits"]),
    ("big.json", '{"life": ' + "9" * 5000 + "}", ["4,300 digits"]),
    ("big.toml", "life = " + "9" * 5000 + "\n", ["4,300 digits"]),
    ("deep.json", '{"a":' * 500 + "1" + "}" * 500, ["nested too deeply"]),
    ("deep2.json", "[" * 100_000 + "]" * 100_000, ["nested too deeply"]),
    ("deep.yaml", "[" * 500 + "]" * 500, ["nested too deeply"]),
    ("deep.toml", "a = " + "[" * 500 + "]" * 500, ["nested too deeply"]),
    ("surrogate.json", '{"permanents": ["\\ud800"]}', ["surrogate"]),
    ("surrogate-key.json", '{"\\udfff": 1}', ["surrogate"]),
    ("huge-life.yaml", "life: 9223372036854775807\n", ["life", "more than"]),
    ("huge-power.yaml", "permanents:\n  - {card: 'Marwyn, the Nurturer', power: 10000000}\n", ["power", "more than"]),
    ("huge-counters.yaml", "permanents:\n  - {card: Gemstone Mine, counters: {mining: 99999999999}}\n",
     ["mining", "more than"]),
    ("huge-fact.yaml", "facts: {cards_in_hand: 99999999999}\n", ["cards_in_hand", "more than"]),
    ("cycle.yaml", "permanents:\n  - {card: Utopia Sprawl, id: a, attached_to: b, chosen: G}\n"
                   "  - {card: Utopia Sprawl, id: b, attached_to: a, chosen: G}\n", ["cycle", "a → b → a"]),
    ("land-on-land.yaml", "permanents:\n  - {card: Forest, id: f}\n  - {card: Island, attached_to: f}\n",
     ["Island is a land"]),
    ("chosen-q.yaml", "permanents:\n  - {card: Forest, id: f}\n  - {card: Utopia Sprawl, attached_to: f, chosen: Q}\n",
     ["chosen", "'Q'"]),
])
def test_hostile_board_files(run, tmp_path, name, text, words):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    for command in (["board", str(path)], ["pay", str(path), "{1}"]):
        _one_line_error(run(*command), name, *words)


def test_yaml_aliases_count_after_expansion(run, tmp_path, monkeypatch):
    laughs = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    previous = "a"
    for name in "bcdefghi":
        laughs.append(f"{name}: &{name} [" + ",".join([f"*{previous}"] * 9) + "]")
        previous = name
    path = tmp_path / "laughs.yaml"
    path.write_text("\n".join(laughs) + "\n")
    _one_line_error(run("board", str(path)), "aliases expanded")
    # the count stops at the bound, whatever it is: with room for 10,000 values the refusal is a few lines of Python
    # a value (the nine levels expanded are 387 million values)
    from manaplan.models import board_files

    monkeypatch.setattr(board_files, "MAX_VALUES", 10_000)
    with at_most(400_000):
        _one_line_error(run("board", str(path)), "more than 10,000 values")

    many = tmp_path / "many.yaml"
    many.write_text("permanents:\n  - &e {card: Forest, count: 10000}\n  - *e\n")
    _one_line_error(run("board", str(many)), "more than 10,000 permanents")


def test_devices_and_fifos_are_not_read(run, tmp_path):
    _one_line_error(run("board", "/dev/zero"), "not a regular file")
    fifo = tmp_path / "board.yaml"
    os.mkfifo(fifo)
    with at_most(50_000):  # opened without blocking, refused by its kind, never read
        _one_line_error(run("board", str(fifo)), "not a regular file")


def test_board_files_have_a_size_cap(run, tmp_path):
    path = tmp_path / "big.yaml"
    with open(path, "wb") as f:
        f.write(b"# " + b"x" * (11 * 1024 * 1024) + b"\n")
    _one_line_error(run("board", str(path)), "more than the 10 MB")
    result = run("board", "-", input="#" * (11 * 1024 * 1024))
    _one_line_error(result, "<stdin>", "10 MB")


@pytest.mark.parametrize("cost", ["{²}", "{١}", "١", "2²", "{9223372036854775807}", "9" * 5000, "{100000}{1}",
                                  "W" * 1001])
def test_bad_costs(run, cost):
    _one_line_error(run("pay", "--board", "Forest", cost), "bad mana cost")


def test_a_huge_keep_cost(run):
    _one_line_error(run("pay", "--board", "Forest", "{1}", "--keep", "{9223372036854775807}"), "100,000")


@pytest.mark.parametrize("args", [["''"], [""], ["   "]])
def test_an_empty_cost_is_bad_input(run, args):
    line = _one_line_error(run("pay", "--board", "Forest", "") if args != ["   "]
                           else run("pay", "--board", "Forest", "   "), "COST", "empty")
    assert "pay :" not in line
    _one_line_error(run("pay", "--board", "Forest", "{1}", "--keep", ""), "--keep", "empty")


@pytest.mark.parametrize("limit", ["nan", "inf", "-inf", "-1", "0", "1e400", "abc"])
@pytest.mark.parametrize("command", [["pay", "--board", "Forest", "{1}"], ["produce", "--board", "Forest"],
                                     ["cast", "--board", "Forest"]])
def test_time_limits_are_finite_positive_numbers(run, command, limit):
    _one_line_error(run(*command, "--time-limit", limit), "--time-limit")


def test_huge_x(run):
    _one_line_error(run("pay", "--board", "Forest", "{X}", "--x", "9223372036854775807"), "--x")


@pytest.mark.parametrize("board,words", [
    ("Forest x١٢", ["Forest x١٢"]),
    ("١٢ Forest", ["unknown card"]),
    ("Forest (tapped, untapped)", ["contradict"]),
    ("Forest (untapped tapped)", ["contradict"]),
    ("Forest (opp, yours)", ["contradict"]),
    ("Forest x99999999999999999999", ["count", "more than"]),
    ("Gemstone Mine (mining=99999999999999)", ["mining", "more than"]),
    ("Gemstone Mine (mining=١)", ["mining"]),
])
def test_hostile_inline_boards(run, board, words):
    _one_line_error(run("board", "--board", board), "--board", *words)


def test_inline_flags_that_agree_are_fine(run):
    assert run("board", "--board", "Forest (tapped, tapped)").exit_code == 0


def test_a_lone_surrogate_on_the_command_line(run):
    _one_line_error(run("board", "--board", "Forest, \udcff"), "surrogate")
    result = run("card", "Sol \udcff")
    assert result.exit_code == 1 and "\\udcff" in result.stderr


def test_an_empty_card_name_is_bad_input(run):
    _one_line_error(run("card", ""), "empty")
    _one_line_error(run("card", "  "), "empty")


def test_removing_zero_counters_is_not_understood(run, tmp_path):
    path = tmp_path / "zero.yaml"
    path.write_text('permanents:\n  - {name: Zero Rock, type: Artifact, '
                    'text: "{T}, Remove 0 charge counters from this artifact: Add {C}."}\n')
    for command in (["produce", str(path)], ["pay", str(path), "{1}"], ["board", str(path)]):
        result = run(*command)
        assert result.exit_code in (0, 1), result.stderr
    assert "not understood" in run("board", str(path)).stdout


def test_huge_amounts_in_card_text_are_not_understood(run, tmp_path):
    path = tmp_path / "big.yaml"
    path.write_text('permanents:\n  - {name: Big Rock, type: Artifact, '
                    'text: "{T}: Add 10000000000000000000000000000 mana of any one color."}\n')
    result = run("produce", str(path))
    assert result.exit_code == 0
    assert "more than 1,000" in result.stdout


def test_nested_reminder_text_is_linear(run, tmp_path):
    from manaplan.models.oracle.text import strip_reminder_text

    assert strip_reminder_text("(" * 50_000 + ")" * 50_000) == ""
    assert strip_reminder_text("(" * 100_000) == "(" * 100_000
    lines = []
    for n in (5_000, 10_000):  # twice the text, twice the work: at most a dozen lines of Python a character
        with at_most(12 * 2 * n) as work:
            assert strip_reminder_text("(" * n + ")" * n) == ""
            assert strip_reminder_text("(" * 2 * n) == "(" * 2 * n
        lines.append(work.lines)
    assert lines[1] <= 2 * lines[0] + 100, lines


def test_an_unreadable_data_folder_is_one_line(run, monkeypatch):
    from pathlib import Path

    from manaplan.models.cards import store

    real = Path.is_file

    def is_file(self):
        if self == store.user_database_path():
            raise PermissionError(13, "Permission denied")
        return real(self)

    monkeypatch.setattr(Path, "is_file", is_file)
    store.refresh_default_database()
    _one_line_error(run("pay", "--board", "Forest", "{1}"), "card data folder", "Permission denied", "--cards")
    assert run("cards", "info", "--json").exit_code == 2



def test_standard_input_that_is_not_utf8(run):
    _one_line_error(run("board", "-", input=b"\xff\xfe"), "<stdin>", "not UTF-8")


def test_yaml_errors_are_one_line(run):
    _one_line_error(run("board", "-", input="\x01"), "<stdin>", "not valid YAML")
    _one_line_error(run("board", "-", input="a: [\n  b\n  c: d\n"), "<stdin>")
