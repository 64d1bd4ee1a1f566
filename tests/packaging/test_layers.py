"""The layers hold: ``models`` ← ``solver.rules`` ← ``solver.effective`` ← ``solver.core`` ← ``solver.pay`` /
``solver.produce`` ← ``solver.cast`` ← ``solver.turn`` ← ``cli``, and no import cycle anywhere, imports inside
functions counted (the contracts are in ``pyproject.toml``, ``[tool.importlinter]``; import-linter reads every
import statement of every module, wherever it sits)."""

from __future__ import annotations

from pathlib import Path

from importlinter.cli import lint_imports

ROOT = Path(__file__).resolve().parents[2]


def test_import_contracts_hold(capsys):
    status = lint_imports(config_filename=str(ROOT / "pyproject.toml"), no_cache=True)
    report = capsys.readouterr().out
    assert status == 0, report


def test_pay_produce_and_cast_do_not_load_the_turn_solver():
    """Every command is a process of its own, and what it imports is part of its time: ``pay``, ``produce`` and
    ``cast`` need none of ``turn``'s modules (the CLI's plan words read a turn step's id themselves). Loading them
    made a ten-land ``pay`` 14 % slower (benchmarks/realistic.py's reference, 0.371 s → 0.424 s)."""
    import subprocess
    import sys

    code = ("import sys, manaplan.cli.pay_cmd, manaplan.cli.produce_cmd, manaplan.cli.cast_cmd; "
            "print(sorted(m for m in sys.modules if m.startswith('manaplan.solver.turn')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]", out
