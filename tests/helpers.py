"""The tests' own helper modules, loaded by file.

The tests run with ``--import-mode=importlib``, so no test folder is on the path and a helper beside the tests
(``tests/turn/brute.py``, ``tests/engine/plan_replay.py``, ``tests/fuzz/strategies.py`` …) cannot be imported by name.
``tests/conftest.py`` makes this module importable as ``manaplan_tests``:

>>> from manaplan_tests import load_helper          # doctest: +SKIP
>>> brute = load_helper("turn/brute")               # doctest: +SKIP
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

__all__ = ["load_helper"]

TESTS = Path(__file__).resolve().parent


def load_helper(relative: str):
    """``tests/<relative>.py``, loaded once per process as module ``manaplan_tests_<folder>_<name>``, so that every
    test file (and ``tests/turn/explore_turn.py``) shares one copy: ``load_helper("engine/plan_replay")``."""
    qualified = "manaplan_tests_" + relative.replace("/", "_")
    if qualified not in sys.modules:
        spec = importlib.util.spec_from_file_location(qualified, TESTS / f"{relative}.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[qualified] = module
        spec.loader.exec_module(module)
    return sys.modules[qualified]
