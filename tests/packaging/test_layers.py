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
