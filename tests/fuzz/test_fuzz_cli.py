"""Fuzz the command line in-process (issue 15): hostile board files, inline boards, costs, flags and card text.

Every run must end with exit status 0, 1 or 2 — never 3 (an internal error), never an uncaught exception —
within a bound on work (a count of CP-SAT solves, each bounded by its deterministic time; never seconds) and without
the process growing past a memory bound; no raw control character may reach standard output or standard error in
text output; a bad-input error is one line; JSON output parses.
"""

from __future__ import annotations

import json
import os
import resource

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from manaplan.cli.main import app
from manaplan.cli.terminal import CONTROL, SGR
from manaplan.solver.work import metered

from manaplan_tests import INF, PER_SOLVE, at_most, examples, load_helper

S = load_helper("fuzz/strategies")

#: The most CP-SAT solves of one run (the most seen is 10), each bounded by PER_SOLVE of CP-SAT's deterministic time:
#: a bound on work, not seconds; the command's own --time-limit is kept small.
SOLVES = 100
MEMORY = 2 << 30  # the test process's peak resident size
#: 60 examples a test in the suite (the profile's: derandomized under ``ci``, so the suite is repeatable, ten times as
#: many and random under ``deep``); MANAPLAN_FUZZ_EXAMPLES=2000 for a longer, random hunt.
_EXAMPLES = int(os.environ.get("MANAPLAN_FUZZ_EXAMPLES", "0"))
FUZZ = settings(max_examples=_EXAMPLES or examples(30), deadline=None, suppress_health_check=list(HealthCheck),
                **({"derandomize": False} if _EXAMPLES else {}))


def _check(args, *, input=None, files=None):
    with metered(per_solve=PER_SOLVE) as work:
        result = CliRunner().invoke(app, ["--debug", *args], input=input, color=True)
    shown = f"manaplan {args!r}\n{(files or '')!r}\nstdout: {result.stdout[-2000:]}\nstderr: {result.stderr[-4000:]}"
    assert result.exit_code in (0, 1, 2), shown
    assert result.exception is None or isinstance(result.exception, SystemExit), shown
    assert work.solves <= SOLVES, f"{work.solves} solves\n{shown}"
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
    with at_most(40 * len(text)):  # linear in the text: at most 40 lines of Python a character
        _check(["board", str(path)])


@settings(FUZZ, max_examples=_EXAMPLES or examples(7))  # the costliest: a turn model on each (a CI budget)
@given(case=S.turn_case())
def test_turn(tmp_path_factory, case):
    """``turn`` (issue 14) on hostile boards and names: a name twice, a land named, an unknown name ('did you
    mean'), control characters in names, --keep malformed, 300-card hands; every limit bounds the command."""
    file, args = case
    path = tmp_path_factory.mktemp("turn") / f"board{file[0]}"
    path.write_bytes(file[1].encode("utf-8", "surrogatepass"))
    _check(["turn", str(path), *args, "--time-limit", "1"], files=file)


def test_turn_on_ten_thousand_permanents_stops_at_its_limit(tmp_path, ticking):
    """10,000 permanents (the bound of models/limits.py) and a hand: the whole command stops near --time-limit
    (looking a permanent up by id scanned every view: casting_rules was quadratic, 3 s for a 1 s limit), and what
    it did not prove is said: 'no answer … not proven either way', never 'not possible'. The deadline is read on the
    ``ticking`` clock: it passes at the 1,000th check, not after a second of this machine's time."""
    path = tmp_path / "big.yaml"
    path.write_text("permanents: [{card: Forest, count: 4000}, {card: Llanowar Elves, count: 3000}, "
                    "{card: Sol Ring, count: 2000}, {card: Island, count: 1000}]\n"
                    "hand: [Cultivate, Counterspell, Grizzly Bears, Dark Ritual, Forest]\n")
    result = _check(["turn", str(path), "--time-limit", "1"])
    out = SGR.sub("", result.output)
    if not out.startswith("turn: "):  # a plan on a fast machine, else:
        assert result.exit_code == 1 and out.startswith("no answer within the time limit of 1 s"), out
        assert "not proven either way" in out


def test_turn_on_a_hand_of_300_cards_stops_at_its_limit(tmp_path, ticking):
    """A hand of 300 spells: the payment model's flow constraints (sinks × times) check the deadline as they are
    built (they ran seconds past a 1 s limit); --most is bounded the same way. The deadline is read on the
    ``ticking`` clock (it passes at the 1,000th check), so the test waits on no clock."""
    path = tmp_path / "hand.yaml"
    spells = ["Sol Ring", "Dark Ritual", "Cultivate", "Counterspell", "Mind Stone"]
    path.write_text(json.dumps({"permanents": ["Forest", "Swamp", "Island"], "hand": [spells[i % 5] for i in
                                                                                     range(300)]}))
    for extra in ([], ["--most"]):
        ticking.clear()
        result = _check(["turn", str(path), *extra, "--time-limit", "1"])
        assert "not proven" in result.output
        assert len(ticking) > 1000  # it stopped at its deadline, checked as it worked


def test_flow_constraints_check_the_deadline_as_they_are_built(monkeypatch):
    """The mana layer's flow constraints (kinds × sinks, core.mana.add_flow) and cost sinks (uses × times,
    core.mana.add_cost_sinks) check the command's deadline inside their loops, not only between the model's parts
    (issue 15: every limit bounds the whole command; a 300-card hand ran 0.5–2.5 s past --time-limit in them)."""
    import sys

    from manaplan.models.board_files import board_from_data
    from manaplan.solver.core import mana
    from manaplan.solver.turn import solve_turn

    callers = []
    real = mana.check

    def spy(what):
        callers.append(sys._getframe(1).f_code.co_name)
        return real(what)

    monkeypatch.setattr(mana, "check", spy)
    board = board_from_data({"permanents": ["Swamp", "Island"], "hand": ["Dark Ritual", "Sol Ring"]})
    assert solve_turn(board, ("Dark Ritual", "Sol Ring"), time_limit=INF).possible
    assert "add_flow" in callers and "add_cost_sinks" in callers


def test_effective_board_looks_permanents_up_by_id_in_a_dict():
    """eb[id] reads one dict built once for its views (a scan per look-up made 10,000 permanents quadratic);
    a copy by replace with other views gets its own index."""
    from dataclasses import replace

    from manaplan.models.board_files import parse_inline
    from manaplan.solver.effective import effective_board

    eb = effective_board(parse_inline("Forest x3, Sol Ring"))
    assert eb["Forest#2"].id == "Forest#2" and eb["Sol Ring#1"].permanent.card.name == "Sol Ring"
    assert eb.built["index"][0] is eb.views
    fewer = replace(eb, views=eb.views[:1])
    with pytest.raises(KeyError):
        fewer["Sol Ring#1"]
    with pytest.raises(KeyError):
        eb["Plains#1"]
