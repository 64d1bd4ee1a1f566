"""The pools below the most flexible ones exclude each pool found by the Hall test on the sets of types the board's
classes connect (``manaplan.solver.rules.yields.beating_sets``), not on all 63: the same test, so the same pools; and
over one variable per class of the final pool (``ProduceModel.held``), equal to it.

A pool P dominates Q when for every set S of types Q has no more units that may fall in S than P (CR 106.4: what the
pool can hold at once, whatever types its mana is given). A set S whose types no class links splits into parts, and
the count of every pool over S is the sum over the parts: the connected sets decide alone.
"""

from __future__ import annotations

import functools
from collections import Counter

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import manaplan.solver.rules.yields as Y
from manaplan.models.board import Board, Permanent
from manaplan.models.cards.store import default_database
from manaplan.models.mana import ALL_TYPES, ManaType
from manaplan.solver.analysis import Session
from manaplan.solver.effective import effective_board
from manaplan.solver.produce.class_pool import pool_text, weigh
from manaplan.solver.produce.model import ProduceModel, production_board
from manaplan.solver.produce.solve import produce
from manaplan_tests import examples

DB = default_database()

#: Classes over three types as often as over all six: chains of classes whose union another class holds (W, U, WU).
classes = st.one_of(st.frozensets(st.sampled_from(ALL_TYPES[:3]), min_size=1),
                    st.frozensets(st.sampled_from(ALL_TYPES), min_size=1))


@st.composite
def two_pools(draw):
    kinds = draw(st.lists(classes, min_size=1, max_size=6, unique=True))
    pool = st.dictionaries(st.sampled_from(kinds), st.integers(0, 3)).map(Counter)
    return kinds, draw(pool), draw(pool)


def _beats_somewhere(a: Counter, b: Counter, subsets) -> bool:
    return any(sum(n for k, n in b.items() if k & s) > sum(n for k, n in a.items() if k & s) for s in subsets)


W, U = frozenset({ManaType.W}), frozenset({ManaType.U})


@settings(max_examples=examples(75), deadline=None)
@given(two_pools())
@example(([W, U, W | U], Counter({W | U: 1}), Counter({W: 1, U: 1})))  # only the set WU tells them apart
def test_the_connected_sets_decide_dominance(drawn):
    """For pools of any classes: ``b`` has more than ``a`` on some set of types exactly when it has more on a set
    the classes connect — ``counts_dominate`` reads the same off the connected sets."""
    kinds, a, b = drawn
    connected = Y.beating_sets(kinds)
    assert set(connected) <= set(Y.SUBSETS)
    assert _beats_somewhere(a, b, connected) == (not Y.counts_dominate(a, b))


def test_one_type_classes_need_the_single_types_only():
    """Single types only: Q dominated by P is P holding at least as much of each type (the six singletons)."""
    singles = [frozenset({t}) for t in ALL_TYPES]
    assert Y.beating_sets(singles) == tuple(singles)
    wu = frozenset({ManaType.W, ManaType.U})
    assert frozenset({ManaType.W, ManaType.U}) in Y.beating_sets([wu])
    assert frozenset({ManaType.W, ManaType.B}) not in Y.beating_sets([wu, frozenset({ManaType.B})])


@functools.lru_cache(maxsize=None)
def card(name: str):
    return DB.get(name)


#: Sources of several classes (filters, Signets, any colour, one colour of three, {C}), so that the sets of types the
#: classes connect are fewer than 63 but more than the single types.
SOURCES = ["Forest", "Island", "Plains", "Azorius Signet", "Simic Signet", "Birds of Paradise", "Lotus Field",
           "Castle Garenbrig", "Llanowar Elves", "Mystic Gate", "Sol Ring", "Ashnod's Altar", "Grizzly Bears",
           "Breeding Pool", "Nykthos, Shrine to Nyx"]


@st.composite
def boards(draw):
    names = draw(st.lists(st.sampled_from(SOURCES), min_size=2, max_size=6))
    counts: Counter = Counter()
    perms = []
    for name in names:
        counts[name] += 1
        perms.append(Permanent(id=f"{name}#{counts[name]}", card=card(name)))
    return Board(permanents=tuple(perms))


@settings(max_examples=examples(3), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards())
@example(Board(permanents=tuple(Permanent(id=f"{name}#{n}", card=DB.get(name)) for name in ("Azorius Signet",
                                                                                           "Lotus Field")
                                for n in (1, 2))))
def test_the_pools_are_those_of_the_test_on_every_set(board):
    """On random boards: the pools listed with each pool found excluded on the connected sets are those listed with
    it excluded on all 63 sets, in the same order, with the same flags. Where the list is cut (more maximal pools
    than are listed), the pools of the lightest weight listed are some of its ties, which either may choose (two
    Azorius Signets and two Lotus Fields: 'W×2, U×5, B' or 'W×5, U×2, G', both maximal, both weighing 256): there,
    every heavier pool and the number listed agree."""
    def listed(full: bool):
        with pytest.MonkeyPatch.context() as mp:
            if full:
                mp.setattr(Y, "beating_sets", lambda kinds: Y.SUBSETS)
            out = produce(Session().analysis(board), time_limit=float("inf"), below_work=float("inf"))
        return list(out.pools), out.pools_truncated, out.pools_proven

    connected, every = listed(full=False), listed(full=True)
    assert connected[1:] == every[1:] and len(connected[0]) == len(every[0])
    pools, other = connected[0], every[0]
    if connected[1] and pools:  # cut: the ties of the lightest weight listed may differ
        cut = min(weigh(p) for p in pools)
        pools, other = [p for p in pools if weigh(p) > cut], [p for p in other if weigh(p) > cut]
    assert [pool_text(p) for p in pools] == [pool_text(p) for p in other]


@settings(max_examples=examples(15), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards())
def test_the_classes_held_are_the_final_pool(board):
    """The enumeration's variables for the final pool's classes (``ProduceModel.held``) equal the final pool: the
    heaviest pool weighs the same over them as over the activations, and a pool found with them made is the pool the
    activations make (each class read off the activations' expressions)."""
    pb = production_board(effective_board(board))
    model = ProduceModel(pb, layers=2)
    before = model.maximize(model.pool_weight())
    held = model.held()
    after = model.maximize(model.pool_weight())
    assert (after.status, after.value) == (before.status, before.value)
    if after.found:
        assert weigh(after.pool) == after.value
        assert set(held) == {types for types, _ in model.final}
