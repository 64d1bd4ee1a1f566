"""The Examples of every docstring run and print what they say (numpydoc's Examples are documentation that a test
keeps true, as networkx's are)."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

PACKAGES = ("manaplan.models", "manaplan.solver", "manaplan.cli", "manaplan.api")


def _modules() -> list[str]:
    names: list[str] = []
    for package in PACKAGES:
        base = importlib.import_module(package)
        names.append(base.__name__)
        names += [m.name for m in pkgutil.walk_packages(getattr(base, "__path__", []), base.__name__ + ".")]
    return names


@pytest.mark.parametrize("name", _modules())
def test_the_examples_of_a_module_run(name):
    module = importlib.import_module(name)
    finder = doctest.DocTestFinder()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    for test in finder.find(module, name):
        runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples of {name} failed (printed above)"
