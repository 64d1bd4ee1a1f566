"""Test isolation: no test reads or writes the real user's imported card database.

The tests import ``manaplan`` from this working tree, whatever copy is installed: the code folders are
mapped to ``manaplan.models``, ``manaplan.solver``, ``manaplan.cli`` and ``manaplan.api`` before any test imports them, so a
contributor's ``pytest`` never tests a stale installed copy (``pip install .`` copies the code; the tests still read
the checkout). Subprocess tests of the console command run the installed ``manaplan``.

Hypothesis runs one of two profiles. ``ci``, the default: each property's examples are those its test names
(``manaplan_tests.examples(n)``), chosen for the suite's budget of two minutes on two cores, and they are
derandomized (the same examples on every run, so a run's time and result are repeatable). ``deep``, for a deeper
check before a release: ten times as many examples, random ones, with the example database —
``pytest --hypothesis-profile deep``. No profile has a deadline: a test never waits on a clock.

No test waits on a clock: a test bounds work (``manaplan_tests.at_most``, ``manaplan.solver.work.metered``), and a
test of ``--time-limit`` reads the command's deadline on a clock that moves with each read (the ``ticking`` fixture).

The suite runs in parallel with pytest-xdist (``-n auto --dist loadfile``, the README's test command): every test
keeps its files under its own ``tmp_path`` (each worker has its own), so the workers share no file and no state, and
the tests of one file run on one worker, so a costly result they share (a module-scoped fixture, a cached helper) is
worked out once.
"""

import atexit
import importlib.machinery
import importlib.util
import os
import shutil
import sys
import tempfile
import types
from pathlib import Path


def _one_bytecode_cache_for_the_run() -> None:
    """Where ``PYTHONDONTWRITEBYTECODE`` is set (as on the CI machine), every Python process the suite starts — the
    xdist workers, the command-line and start-up tests' subprocesses, the Dask and process-pool workers — compiled
    every module it imported from source, manaplan's and OR-Tools', numpy's, Dask's: about 10 s of a 100 s run on two
    cores. They share one bytecode cache instead, in a folder of the system's temporary space made for this run and
    removed at its end (``PYTHONPYCACHEPREFIX``, which the processes started later inherit): nothing is written
    beside the code, as the setting asks."""
    if not sys.dont_write_bytecode or os.environ.get("PYTHONPYCACHEPREFIX"):
        return
    prefix = tempfile.mkdtemp(prefix="manaplan-tests-bytecode-")
    atexit.register(shutil.rmtree, prefix, ignore_errors=True)  # only the run's first process makes (and removes) it
    os.environ["PYTHONPYCACHEPREFIX"] = prefix
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    sys.pycache_prefix = prefix
    sys.dont_write_bytecode = False


_one_bytecode_cache_for_the_run()


def _import_working_tree() -> None:
    root = Path(__file__).resolve().parents[1]
    package = types.ModuleType("manaplan")
    # a namespace package whose parts are the code folders; manaplan.api (which loads the solver) is found on the
    # path when a test imports it, the three others are mapped now
    package.__path__ = [str(root)]
    package.__spec__ = importlib.machinery.ModuleSpec("manaplan", None, is_package=True)
    package.__spec__.submodule_search_locations = [str(root)]
    sys.modules["manaplan"] = package
    for name in ("models", "solver", "cli"):
        folder = root / name
        spec = importlib.util.spec_from_file_location(f"manaplan.{name}", folder / "__init__.py",
                                                      submodule_search_locations=[str(folder)])
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module
        setattr(package, name, module)
        spec.loader.exec_module(module)


_import_working_tree()


def _helpers() -> None:
    """``tests/helpers.py`` as ``manaplan_tests``: its ``load_helper`` loads the helper modules beside the tests."""
    spec = importlib.util.spec_from_file_location("manaplan_tests", Path(__file__).with_name("helpers.py"))
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)


_helpers()

from types import SimpleNamespace

import platformdirs
import pytest
from hypothesis import settings

from manaplan_tests import CI_EXAMPLES

from manaplan.models.cards import store as cards

settings.register_profile("ci", max_examples=CI_EXAMPLES, deadline=None, derandomize=True, database=None)
settings.register_profile("deep", max_examples=10 * CI_EXAMPLES, deadline=None)
settings.load_profile("ci")  # ``--hypothesis-profile deep`` loads the other one after this


@pytest.fixture(autouse=True)
def _private_user_data(tmp_path_factory, monkeypatch):
    # made when first asked for: most tests never ask, and thousands of empty folders cost their making and removal
    folder: list[Path] = []

    def user_data_dir(*args, **kwargs) -> str:
        if not folder:
            folder.append(tmp_path_factory.mktemp("user-data"))
        return str(folder[0])

    monkeypatch.setattr(platformdirs, "user_data_dir", user_data_dir)
    monkeypatch.delenv("MANAPLAN_CARDS", raising=False)
    cards.refresh_default_database()
    yield
    cards.refresh_default_database()


@pytest.fixture
def run():
    """Invoke ``manaplan ARGS…`` through click's runner; an internal error (exit status 3, what the command line makes
    of an uncaught exception) fails the test with its traceback."""
    from click.testing import CliRunner

    from manaplan.cli.main import app

    runner = CliRunner()

    def invoke(*args, input=None):
        result = runner.invoke(app, ["--debug", *args], input=input, catch_exceptions=False)
        assert result.exit_code != 3, f"internal error in manaplan {' '.join(args)}:\n{result.stderr}"
        return result

    return invoke


@pytest.fixture
def ticking(monkeypatch):
    """The command's deadline on a clock that moves a millisecond each time it is read, not with the time: the
    deadline of ``--time-limit 1`` passes at the 1,000th check, on every machine and load. Returns the list of reads
    (the time each returned)."""
    from manaplan.solver import deadline  # here, not at the top: subprocess tests import this file and count modules

    reads: list[float] = []

    def monotonic() -> float:
        reads.append((len(reads) + 1) / 1000)
        return reads[-1]

    monkeypatch.setattr(deadline, "time", SimpleNamespace(monotonic=monotonic))
    return reads
