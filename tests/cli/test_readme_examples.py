"""The README's examples print exactly what the commands print now: each ```sh block of one ``manaplan …`` line
followed by a plain ``` block (the output) is run through click's runner from the checkout's root."""

from __future__ import annotations

import os
import re
import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner

from manaplan.cli.main import app

ROOT = Path(__file__).resolve().parents[2]
_EXAMPLE = re.compile(r"```sh\n(?P<command>manaplan [^\n]+)\n```\n\n```\n(?P<output>.*?)```", re.S)
EXAMPLES = [(m["command"], m["output"]) for m in _EXAMPLE.finditer((ROOT / "README.md").read_text())]


def test_the_readme_has_a_turn_example():
    assert any(command.startswith("manaplan turn ") for command, _ in EXAMPLES)


@pytest.mark.parametrize(("command", "output"), EXAMPLES, ids=[c for c, _ in EXAMPLES])
def test_readme_example_prints_what_the_command_prints(command, output, monkeypatch):
    monkeypatch.chdir(ROOT)
    result = CliRunner().invoke(app, shlex.split(command)[1:], color=False)
    assert result.exit_code in (0, 1), result.output
    assert result.output == output, f"README:\n{output}\nnow:\n{result.output}"
