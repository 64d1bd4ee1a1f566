"""Fuzz the command line in-process (issue 15): hostile board files, inline boards, costs, flags and card text.

Every run must end with exit status 0, 1 or 2 — never 3 (an internal error), never an uncaught exception —
within a time bound and without the process growing past a memory bound; no raw control character may reach
standard output or standard error in text output; a bad-input error is one line; JSON output parses.
"""

from __future__ import annotations

import importlib.util
import json
import os
import resource
import time
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from manaplan.cli.main import app
from manaplan.cli.terminal import CONTROL, SGR

_spec = importlib.util.spec_from_file_location("manaplan_fuzz_strategies", Path(__file__).with_name("strategies.py"))
S = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(S)

SECONDS = 15  # one run; the solver's own --time-limit is kept small
MEMORY = 2 << 30  # the test process's peak resident size
#: 60 examples a test in the suite (a fixed seed, so the suite is repeatable); MANAPLAN_FUZZ_EXAMPLES=2000 for a
#: longer, random hunt.
_EXAMPLES = int(os.environ.get("MANAPLAN_FUZZ_EXAMPLES", "0"))
FUZZ = settings(max_examples=_EXAMPLES or 60, deadline=None, suppress_health_check=list(HealthCheck),
                derandomize=not _EXAMPLES)


def _check(args, *, input=None, files=None):
    started = time.perf_counter()
    result = CliRunner().invoke(app, ["--debug", *args], input=input, color=True)
    elapsed = time.perf_counter() - started
    shown = f"manaplan {args!r}\n{(files or '')!r}\nstdout: {result.stdout[-2000:]}\nstderr: {result.stderr[-4000:]}"
    assert result.exit_code in (0, 1, 2), shown
    assert result.exception is None or isinstance(result.exception, SystemExit), shown
    assert elapsed < SECONDS, f"{elapsed:.1f} s\n{shown}"
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    assert peak < MEMORY, f"{peak >> 20} MB\n{shown}"
    for text in (result.stdout, result.stderr):
        raw = [m.group() for m in CONTROL.finditer(SGR.sub("", text)) if m.group() != "\n"]
        assert not raw, f"raw control characters {raw!r}\n{shown}"
    if result.exit_code == 2:
        assert len(result.stderr.splitlines()) == 1, shown
    if "--json" in args and result.exit_code in (0, 1) and result.stdout.strip():
        json.loads(result.stdout)
        assert result.stdout.isascii(), shown
    return result


_COMMANDS = st.sampled_from([["board"], ["pay", "COST"], ["produce"], ["cast"], ["board", "--json"],
                             ["produce", "--json"]])


def _args(command, board, cost, extra):
    out = []
    for part in command:
        out.extend(board if part == "BOARD" else [cost] if part == "COST" else [part])
    if command[0] in ("pay", "produce", "cast"):
        out.extend(["--time-limit", "1"])
    return [out[0], *board, *out[1:], *extra]


@FUZZ
@given(file=S.board_file(), command=_COMMANDS, cost=S.cost_text(), extra=S.options())
def test_board_files(tmp_path_factory, file, command, cost, extra):
    ext, text = file
    folder = tmp_path_factory.mktemp("fuzz")
    path = folder / f"board{ext}"
    path.write_bytes(text.encode("utf-8", "surrogatepass"))
    _check(_args(command, [str(path)], cost, extra if command[0] == "pay" else []), files=text[:500])


@FUZZ
@given(board=S.inline_board(), command=_COMMANDS, cost=S.cost_text(), extra=S.options())
def test_inline_boards(board, command, cost, extra):
    _check(_args(command, ["--board", board], cost, extra))


@FUZZ
@given(file=S.board_file(), command=_COMMANDS, cost=S.cost_text())
def test_standard_input(file, command, cost):
    _check(_args(command, ["-"], cost, []), input=file[1])


@FUZZ
@given(cost=S.cost_text(), extra=S.options(), board=st.sampled_from(["Forest, Island x3, Sol Ring", "Forest", ""]))
def test_costs_and_flags(cost, extra, board):
    _check(["pay", "--board", board, cost, *extra])


@FUZZ
@given(text=st.lists(st.sampled_from(S.TEXT_PIECES) | S.nasty_text(4), max_size=6).map(" ".join),
       name=S.nasty_text(4), kind=st.sampled_from(["Artifact", "Land", "Creature — Elf", "Enchantment — Aura", "x"]),
       command=_COMMANDS)
def test_card_text(tmp_path_factory, text, name, kind, command):
    folder = tmp_path_factory.mktemp("fuzz")
    path = folder / "board.json"
    path.write_text(json.dumps({"permanents": [{"name": name or "x", "type": kind, "text": text, "id": "h"},
                                               "Forest"]}))
    _check(_args(command, [str(path)], "{X}", ["--max-x"] if command[0] == "pay" else []), files=text)


@FUZZ
@given(name=S.nasty_text(6) | st.sampled_from(S.CARD_NAMES), json_out=st.booleans())
def test_card_names(name, json_out):
    _check(["card", name, *(["--json"] if json_out else [])])


@pytest.mark.parametrize("text", ["(" * 50_000 + ")" * 50_000, "(" * 100_000, "{T}: Add {G}. " * 5_000])
def test_long_card_text(tmp_path, text):
    path = tmp_path / "board.json"
    path.write_text(json.dumps({"permanents": [{"name": "Long", "type": "Artifact", "text": text}]}))
    started = time.perf_counter()
    _check(["board", str(path)])
    assert time.perf_counter() - started < 5
