"""Progress on long work (issue 12): on stderr only when it is a terminal, never with --json or when piped."""

from __future__ import annotations

import pytest

BOARD = "Forest x3, Island x2, Azorius Signet x2, Sol Ring"


def test_nothing_on_stderr_when_not_a_terminal(run):
    for args in (["pay", "--board", BOARD, "{X}", "--max-x"], ["produce", "--board", BOARD],
                 ["cast", "--board", BOARD]):
        result = run(*args)
        assert result.stderr == "", args


@pytest.fixture
def terminal(monkeypatch):
    from manaplan.cli import progress as cli_progress
    from manaplan.solver import progress

    monkeypatch.setattr(cli_progress, "_stderr_is_terminal", lambda: True)
    monkeypatch.setattr(progress, "DELAY", 0.0)


def test_progress_on_a_terminal_names_the_card_and_the_level(run, tmp_path, terminal):
    board = tmp_path / "b.yaml"
    board.write_text("permanents: [Forest, Island, {card: Azorius Signet, count: 2}]\nhand: [Counterspell, Giant Growth]\n")
    result = run("cast", str(board))
    assert "card 1 of 2: Counterspell" in result.stderr
    assert "card 2 of 2: Giant Growth" in result.stderr
    assert result.stderr.endswith("\r")  # the line is cleared before the answer
    paid = run("pay", "--board", BOARD, "{X}", "--max-x")
    assert "solving objective 1 of" in paid.stderr
    assert "solving objective" not in paid.stdout


def test_never_with_json_even_on_a_terminal(run, terminal):
    result = run("pay", "--board", BOARD, "{X}", "--max-x", "--json")
    assert result.stderr == ""
    assert run("produce", "--board", BOARD, "--json").stderr == ""
