"""The guard at the top of the command line: exit 3 and one line for a bug, one line for every usage error."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from manaplan.cli.main import app


def _invoke(*args, input=None):
    return CliRunner().invoke(app, list(args), input=input, catch_exceptions=False)


@pytest.fixture
def broken_solver(monkeypatch):
    from manaplan.cli.answers import pay as answers

    def boom(*args, **kwargs):
        raise ZeroDivisionError("integer division or modulo by zero")

    monkeypatch.setattr(answers, "solve_payment", boom)  # the solver as the command calls it


def test_an_internal_error_is_one_line_and_exit_3(broken_solver):
    result = _invoke("pay", "--board", "Forest", "{1}")
    assert result.exit_code == 3
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert "bug in manaplan" in lines[0] and "--debug" in lines[0] and "report" in lines[0]
    assert "ZeroDivisionError" in lines[0]
    assert "Traceback" not in result.stderr


def test_debug_shows_the_traceback(broken_solver):
    result = _invoke("--debug", "pay", "--board", "Forest", "{1}")
    assert result.exit_code == 3
    assert "Traceback (most recent call last)" in result.stderr
    assert "bug in manaplan" in result.stderr.splitlines()[-1]


def test_debug_from_the_environment(broken_solver):
    result = CliRunner().invoke(app, ["pay", "--board", "Forest", "{1}"], env={"MANAPLAN_DEBUG": "1"})
    assert result.exit_code == 3 and "Traceback" in result.stderr


@pytest.mark.parametrize("args", [
    ["--bogus"],
    ["pay", "--bogus"],
    ["pay"],
    ["pay", "--board", "Forest", "{1}", "--time-limit", "-1"],
    ["pay", "--board", "Forest", "{1}", "--x", "many"],
    ["cards", "import"],
    ["cards", "nothing"],
    ["nothing"],
    ["produce", "--max-pools", "0", "--board", "Forest"],
])
def test_usage_errors_are_one_line_exit_2(args):
    result = _invoke(*args)
    assert result.exit_code == 2, result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("manaplan: error: ")
    assert "Usage:" not in result.stderr and "Try " not in result.stderr


def test_help_and_version_still_work():
    assert _invoke("--help").exit_code == 0
    assert "pay" in _invoke("pay", "--help").stdout
    assert _invoke("--version").exit_code == 0


def test_a_bad_input_error_is_still_exit_2():
    result = _invoke("pay", "--board", "Forest", "{Z}")
    assert result.exit_code == 2 and len(result.stderr.splitlines()) == 1
