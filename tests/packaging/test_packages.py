"""The package an install ships is the package the tests test.

Tests import the working tree (tests/conftest.py maps the checkout's folders to ``manaplan.*``), so a folder missing
from ``pyproject.toml``'s package list passes every test and is missing only for users: ``manaplan turn`` once
answered "internal error: No module named 'manaplan.solver.turn'" after a plain ``pip install .``.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _declared() -> set[str]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    return set(config["packages"]), config["package-dir"]


def test_every_package_folder_is_installed():
    packages, dirs = _declared()
    found = set()
    for name, folder in dirs.items():
        for init in (ROOT / folder).rglob("__init__.py"):
            rel = init.parent.relative_to(ROOT / folder)
            found.add(".".join([name, *rel.parts]))
    assert found - packages == set(), "folders with an __init__.py missing from pyproject.toml's packages"


def test_every_declared_package_exists():
    packages, dirs = _declared()
    for package in packages:
        top = next(name for name in dirs if package == name or package.startswith(name + "."))
        folder = ROOT / dirs[top] / Path(*package[len(top):].lstrip(".").split(".")) if package != top \
            else ROOT / dirs[top]
        assert folder.is_dir(), package
