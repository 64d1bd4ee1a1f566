"""Run the docstring examples of every module of the package (the working tree: see tests/conftest.py)."""

import doctest
import importlib
import pkgutil

import pytest

import manaplan.api
import manaplan.cli
import manaplan.models
import manaplan.solver


def _modules():
    yield "manaplan.api"
    for pkg in (manaplan.models, manaplan.solver, manaplan.cli, manaplan.api):
        for info in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + "."):
            yield info.name


@pytest.mark.parametrize("name", sorted(_modules()))
def test_docstring_examples(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0, f"{result.failed} doctest(s) failed in {name}"
