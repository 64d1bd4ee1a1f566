"""Start-up stays cheap (issue 20): ``manaplan --help`` loads no command module, neither the solver nor OR-Tools;
the one line each command has in it is the command's own short help; a ``pay`` that needs no model (lands, or a
cost the quick bounds refuse) never loads OR-Tools; a command that solves a model loads OR-Tools but not numpy."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner

from manaplan.cli.main import COMMANDS, app

TESTS = Path(__file__).resolve().parents[1]
TEN_LANDS = TESTS.parent / "benchmarks" / "boards" / "ten_lands.yaml"


def _modules_after(args: list[str]) -> set[str]:
    """The modules a fresh ``manaplan ARGS`` (this working tree's) has imported when it ends."""
    code = (f"import sys; sys.path.insert(0, {str(TESTS)!r}); import conftest; "
            "from manaplan.cli.main import main; sys.argv = ['manaplan', *sys.argv[1:]]\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "print('\\n'.join(sorted(sys.modules)), file=sys.stderr)")
    done = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True)
    return set(done.stderr.split())


def test_help_loads_neither_the_solver_nor_or_tools():
    loaded = _modules_after(["--help"])
    assert "manaplan.cli.main" in loaded
    # (the package manaplan.solver itself, an empty facade, is loaded by the tests' own set-up: conftest.py)
    assert not {m for m in loaded if m.startswith(("manaplan.solver.", "ortools", "numpy"))}
    assert not {m for m in loaded if m.startswith("manaplan.cli.") and m.endswith("_cmd")}


def test_a_command_is_loaded_when_asked_for():
    assert "manaplan.cli.pay_cmd" in _modules_after(["pay", "--help"])


def test_a_pay_on_lands_loads_no_or_tools():
    """Ten lands: the min-cost flow answers (manaplan.solver.pay.flow), and OR-Tools (with numpy) is never loaded."""
    loaded = _modules_after(["pay", str(TEN_LANDS), "{2}{W}{U}"])
    assert "manaplan.solver.pay.flow" in loaded
    assert not {m for m in loaded if m.startswith(("ortools", "numpy"))}


def test_a_cost_the_quick_bounds_refuse_loads_no_or_tools():
    """A board outside the flow's class, a colour it cannot make: the quick bounds answer, no model is built."""
    loaded = _modules_after(["pay", "--board", "Sol Ring, Azorius Signet", "{G}"])
    assert "manaplan.solver.pay.reasons" in loaded
    assert not {m for m in loaded if m.startswith(("ortools", "numpy"))}


def test_a_command_that_solves_models_loads_or_tools_but_not_numpy():
    """A ``turn`` solves CP-SAT models; numpy, which OR-Tools' own ``CpModel`` imports as it is made, is never loaded
    (manaplan's models are written into their protocol buffer: ``solver.core.proto_model``; every model of every
    command is made by ``solver.core.cpsat.new_model``)."""
    loaded = _modules_after(["turn", str(TESTS.parent / "examples" / "turn.yaml"), "--most"])
    assert "ortools.sat.python.cp_model" in loaded and "manaplan.solver.core.proto_model" in loaded
    assert not {m for m in loaded if m.startswith("numpy")}


def test_help_lines_are_the_commands_short_help():
    out = CliRunner().invoke(app, ["--help"]).output
    for name, (_, line) in COMMANDS.items():
        command = app.get_command(None, name)
        assert command.short_help == line
        assert line.split()[0] in out


def test_version_is_read_when_asked():
    result = CliRunner().invoke(app, ["--version"])
    assert result.exit_code == 0 and result.output.startswith("manaplan, version ")


def test_the_turn_solver_compiles_its_patterns_when_a_text_needs_them():
    """Importing the turn solver compiles none of its ~130 regular expressions (about 25 ms of a ``turn``'s start-up);
    a turn on a board of Urza's lands compiles only those its cards' texts are read with, far fewer than all."""
    code = (f"import sys; sys.path.insert(0, {str(TESTS)!r}); import conftest, gc\n"
            "import manaplan.solver.turn, manaplan.cli.answers.turn\n"
            "from manaplan.solver.lazy_patterns import LazyPattern\n"
            "patterns = [o for o in gc.get_objects() if isinstance(o, LazyPattern)]\n"
            "before = sum(p.compiled is not None for p in patterns)\n"
            "from manaplan.cli.main import main\n"
            "sys.argv = ['manaplan', 'turn', '--board', \"Urza's Tower, Urza's Mine, Urza's Power Plant\", '--most']\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "print(len(patterns), before, sum(p.compiled is not None for p in patterns), file=sys.stderr)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    made, before, after = map(int, done.stderr.split()[-3:])
    assert made > 100 and before == 0 and 0 < after < made // 2
