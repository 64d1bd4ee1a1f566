"""The tests' own helper modules, loaded by file.

The tests run with ``--import-mode=importlib``, so no test folder is on the path and a helper beside the tests
(``tests/turn/brute.py``, ``tests/engine/plan_replay.py``, ``tests/fuzz/strategies.py`` …) cannot be imported by name.
``tests/conftest.py`` makes this module importable as ``manaplan_tests``:

>>> from manaplan_tests import load_helper          # doctest: +SKIP
>>> brute = load_helper("turn/brute")               # doctest: +SKIP

It also gives each hypothesis property its number of examples for the profile the run uses (:func:`examples`;
the profiles are registered in ``tests/conftest.py``), and bounds on work for the tests that once bounded seconds
(:func:`at_most`, :data:`PER_SOLVE`): no test waits on a clock.
"""

from __future__ import annotations

import contextlib
import importlib.util
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from hypothesis import settings
from hypothesis import strategies as st

from manaplan.models.board import Board, Permanent
from manaplan.models.cards.store import default_database
from manaplan.models.pool import ManaPool

__all__ = ["load_helper", "examples", "CI_EXAMPLES", "INF", "NO_TIME_LIMIT", "PER_SOLVE", "Work", "TooMuchWork",
           "at_most", "plain_boards"]

TESTS = Path(__file__).resolve().parent

#: No time limit (``time_limit=INF``): a test bounds the solver's work (:data:`PER_SOLVE`), never seconds, so its
#: answers are the same on every machine, loaded or not.
INF = float("inf")

#: An opponent's artifact creature (Ornithopter: "Flying"), as a board entry: a target for the spells of a test that
#: need one (Lightning Axe's "target creature or planeswalker", Swords to Plowshares; CR 601.2c: with no legal target
#: a spell can't be cast). It makes no mana of yours.
FOE = {"card": "Ornithopter", "controller": "opponent"}
#: The longest ``--time-limit`` a command takes (a day): no clock in a test of the command line, whose work is bounded
#: instead (``manaplan.solver.work.metered``).
NO_TIME_LIMIT = "86400"
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


class TooMuchWork(Exception):
    """A block ran more lines of Python than :func:`at_most` allowed it."""


@dataclass
class Work:
    """The lines of Python a block of :func:`at_most` ran, and the most it may run."""

    limit: int
    lines: int = 0


@contextlib.contextmanager
def at_most(lines: int) -> Iterator[Work]:
    """Run the block counting the lines of Python it executes (``sys.settrace``, in this thread); past ``lines`` it
    stops with :class:`TooMuchWork`. A bound on work, the same on every machine and load, where a test once bounded
    seconds: a runaway loop (quadratic text handling, an expansion that should have been refused) fails the test as
    it passes the bound instead of running on. Work in C (a regular expression, a solver) is not counted.

    >>> with at_most(1000) as work:                     # doctest: +SKIP
    ...     parse(text)
    >>> work.lines                                      # doctest: +SKIP
    """
    work = Work(lines)

    def local(frame, event, arg):
        if event == "line":
            work.lines += 1
            if work.lines > work.limit:
                raise TooMuchWork(f"more than {work.limit:,} lines of Python run")
        return local

    def start(frame, event, arg):
        return local

    previous = sys.gettrace()
    sys.settrace(start)
    try:
        yield work
    finally:
        sys.settrace(previous)


@st.composite
def plain_boards(draw, names: list[str], *, min_size: int, lives: tuple[int, ...]) -> Board:
    """A random board of permanents of the cards ``names`` (drawn with repeats, ``min_size`` to 8, ids ``Name#k``),
    each tapped one time in six, a creature summoning sick or not; a life total of ``lives``; an empty pool most of
    the time. For the properties that check a fast path against the model on the boards of its class and beside it
    (``tests/pay/test_flow_path.py``, ``tests/produce/test_plain_path.py``)."""
    names_drawn = draw(st.lists(st.sampled_from(names), min_size=min_size, max_size=8))
    counts: dict[str, int] = {}
    perms = []
    for name in names_drawn:
        c = default_database().get(name)
        counts[name] = counts.get(name, 0) + 1
        perms.append(Permanent(id=f"{name}#{counts[name]}", card=c, tapped=draw(st.integers(0, 5)) == 0,
                               sick=c.is_creature and draw(st.booleans())))
    pool = draw(st.sampled_from(["", "", "", "{W}", "{G}{C}", "{U}{U}"]))
    return Board(permanents=tuple(perms), life=draw(st.sampled_from(lives)), pool=ManaPool.parse(pool))
