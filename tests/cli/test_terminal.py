"""Text from boards and card files reaches the terminal with its control characters escaped (issue 15).

Checked with colour off (click strips its styles, as on a pipe) and on (as on a terminal: only manaplan's own
colour codes may pass). JSON output stays JSON, in ASCII.
"""

from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner

from manaplan.cli.main import app
from manaplan.cli.terminal import CONTROL, SGR, VisibleStream, visible

HOSTILE = [
    "f\x1b]0;PWNED\x07",  # OSC: retitles the terminal
    "\x1b]8;;http://evil/\x1b\\link\x1b]8;;\x1b\\",  # OSC 8 hyperlink
    "a\x1b[2J\x1b[Hb",  # CSI: clear screen, cursor home
    "c\x1b[8mhidden",  # SGR conceal
    "d\x9b31me",  # C1 CSI
    "e\rover",  # carriage return
    "g\u202eevil",  # bidi override
    "h\x7fdel\x00nul",
    "line\nbreak",
]


def _raw_controls(text: str) -> list[str]:
    """Control characters in ``text`` other than newlines and manaplan's own colour codes."""
    return [m.group() for m in CONTROL.finditer(SGR.sub("", text)) if m.group() != "\n"]


def _board(tmp_path, name: str) -> str:
    path = tmp_path / "board.json"
    path.write_text(json.dumps({
        "permanents": [
            {"card": "Forest", "id": name},
            {"card": "Utopia Sprawl", "attached_to": name, "chosen": "G"},
            {"name": name, "type": "Artifact", "text": "{T}: Add {C}. " + name + " does a thing.", "id": "rock"},
            {"card": "Llanowar Elves", "id": name + "2", "chosen": name},
        ],
        "hand": [{"name": name, "type": "Sorcery", "text": name, "mana_cost": "{G}"}],
    }), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("color", [False, True])
@pytest.mark.parametrize("name", HOSTILE)
@pytest.mark.parametrize("command", [["board"], ["pay", None, "{1}"], ["pay", None, "{9}{W}"], ["produce"],
                                     ["cast"], ["pay", None, "{1}", "--explain"]])
def test_no_raw_control_character_reaches_the_terminal(tmp_path, name, command, color):
    board = _board(tmp_path, name)
    args = [command[0], board, *command[2:]]
    result = CliRunner().invoke(app, args, color=color)
    assert result.exit_code in (0, 1), (result.exit_code, result.stderr, result.exception)
    for text in (result.stdout, result.stderr):
        assert not _raw_controls(text), (args, text)


@pytest.mark.parametrize("name", HOSTILE[:3])
def test_escapes_are_visible(tmp_path, name):
    result = CliRunner().invoke(app, ["board", _board(tmp_path, name)])
    assert "\\x1b" in result.stdout


@pytest.mark.parametrize("name", HOSTILE)
def test_error_lines_escape_control_characters(tmp_path, name):
    for args in (["board", "--board", f"Forest ({name})"], ["pay", "--board", "Forest", "{" + name + "}"],
                 ["card", name], ["board", str(tmp_path / name)]):
        result = CliRunner().invoke(app, args, color=True)
        assert result.exit_code in (1, 2), result.stderr
        assert len(result.stderr.splitlines()) == 1, result.stderr
        assert not _raw_controls(result.stderr) and "\n" not in result.stderr.rstrip("\n"), result.stderr


@pytest.mark.parametrize("command", [["board", "--json"], ["pay", "--json", None, "{1}"], ["produce", "--json"],
                                     ["cast", "--json"]])
def test_json_stays_json_in_ascii(tmp_path, command):
    name = "".join(HOSTILE)
    args = [a if a is not None else _board(tmp_path, name) for a in command]
    if None not in command:
        args.append(_board(tmp_path, name))
    result = CliRunner().invoke(app, args, color=True)
    assert result.exit_code in (0, 1), result.stderr
    assert result.stdout.isascii()
    data = json.loads(result.stdout)
    assert any(name in text for text in _strings(data))  # the data itself, unchanged


def _strings(data):
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for key, value in data.items():
            yield key
            yield from _strings(value)
    elif isinstance(data, list):
        for value in data:
            yield from _strings(value)


def test_visible():
    assert visible("a\x1b[31mb") == "a\\x1b[31mb"
    assert visible("\x85\u2028\ud800") == "\\x85\\u2028\\ud800"
    assert visible("a\nb") == "a\\nb" and visible("a\nb", newlines=True) == "a\nb"
    assert visible("Æther Vial — {T}") == "Æther Vial — {T}"


def test_the_stream_keeps_colours_and_escapes_the_rest():
    import io

    out = io.StringIO()
    stream = VisibleStream(out)
    stream.write("\x1b[1mbold\x1b[0m \x1b[8mhidden\x1b]0;t\x07\n")
    assert out.getvalue() == "\x1b[1mbold\x1b[0m \\x1b[8mhidden\\x1b]0;t\\x07\n"
    assert not hasattr(stream, "buffer")


def test_the_stream_underneath_is_there_for_a_progress_bar():
    import io

    out = io.StringIO()
    assert VisibleStream(out).raw is out
