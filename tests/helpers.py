"""The tests' own helper modules, loaded by file.

The tests run with ``--import-mode=importlib``, so no test folder is on the path and a helper beside the tests
(``tests/turn/brute.py``, ``tests/engine/plan_replay.py``, ``tests/fuzz/strategies.py`` …) cannot be imported by name.
``tests/conftest.py`` makes this module importable as ``manaplan_tests``:

>>> from manaplan_tests import load_helper          # doctest: +SKIP
>>> brute = load_helper("turn/brute")               # doctest: +SKIP

It also gives each hypothesis property its number of examples for the profile the run uses (:func:`examples`;
the profiles are registered in ``tests/conftest.py``).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from hypothesis import settings

__all__ = ["load_helper", "examples", "CI_EXAMPLES", "INF", "PER_SOLVE"]

TESTS = Path(__file__).resolve().parent

#: No time limit (``time_limit=INF``): a test bounds the solver's work (:data:`PER_SOLVE`), never seconds, so its
#: answers are the same on every machine, loaded or not.
INF = float("inf")
#: CP-SAT's deterministic time each solve of a property's example may take, within
#: ``manaplan.solver.work.metered(per_solve=PER_SOLVE)``: a random board too hard for the solver ends "not proven" at
#: the same point on every run and machine (a unit is about a second of one solve on a recent core alone; the
#: properties' boards take hundredths).
PER_SOLVE = 5.0
#: ``max_examples`` of the ``ci`` hypothesis profile (the default one): the scale :func:`examples` counts from.
CI_EXAMPLES = 100


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


def examples(ci: int) -> int:
    """The examples a property runs: ``ci`` under the ``ci`` profile (the default, sized for the suite's two-minute
    budget on two cores), as many times more under another profile as its ``max_examples`` is above
    :data:`CI_EXAMPLES` (``--hypothesis-profile deep``: ten times as many, before a release).

    Called as a test module is collected, after the profile is loaded:
    ``@settings(max_examples=examples(60), deadline=None)``.
    """
    return max(1, ci * settings.default.max_examples // CI_EXAMPLES)
