"""Doubling Cube against a brute force: every legal sequence of activations on small boards, the pool followed unit
by unit, written here from the cards' rules text, independent of both models.

Doubling the amount of each type of mana in the pool adds as much of each type as the pool holds (CR 701.9f), as the
Cube's mana ability resolves — after its {3} was paid (CR 605.3a, 601.2g-h). The mana it adds has no spending
restriction (a restriction is not a type, CR 106.1b; the Cube's rulings on Mishra's Workshop). ``produce``'s most in
all and most of each type count every mana, restricted or not; ``pay '{X}' --max-x`` (for a cost whose purpose is
not known) only mana that may pay it (CR 106.6).
"""

from __future__ import annotations

import functools
import itertools
from collections import Counter

from hypothesis import HealthCheck, example, given, note, settings
from hypothesis import strategies as st

from manaplan.models.board_files import board_from_data
from manaplan.models.mana import ManaType
from manaplan.solver.pay.solve import solve_payment
from manaplan.solver.produce.solve import produce
from manaplan.solver.work import metered

from manaplan_tests import INF, PER_SOLVE, examples

#: What each card's one mana ability does, read from its text by hand: (mana cost in generic units, adds, restricted).
RULES = {
    "Forest": (0, "G", False),
    "Island": (0, "U", False),
    "Plains": (0, "W", False),
    "Sol Ring": (0, "CC", False),
    "Mishra's Workshop": (0, "CCC", True),  # "Spend this mana only to cast artifact spells."
    "Azorius Signet": (1, "WU", False),
    "Doubling Cube": (3, None, False),  # "Double the amount of each type of mana in your mana pool."
}
NAMES = tuple(RULES)


def _spend(pool: tuple, n: int):
    """Every way to spend ``n`` unrestricted units from ``pool`` (a sorted tuple of (type, restricted) units)."""
    free = [u for u in pool if not u[1]]
    for chosen in set(itertools.combinations(free, n)):
        left = list(pool)
        for u in chosen:
            left.remove(u)
        yield tuple(left)


@functools.lru_cache(maxsize=None)
def reachable(names: tuple[str, ...]) -> frozenset[tuple]:
    """Every pool some legal sequence of activations leaves (each permanent tapped at most once)."""
    seen: set[tuple[frozenset, tuple]] = set()
    pools: set[tuple] = set()
    todo = [(frozenset(range(len(names))), ())]
    while todo:
        state = todo.pop()
        if state in seen:
            continue
        seen.add(state)
        untapped, pool = state
        pools.add(pool)
        for i in untapped:
            cost, adds, restricted = RULES[names[i]]
            for left in _spend(pool, cost):
                if adds is None:  # CR 701.9f: as much again of each type, unrestricted
                    new = left + tuple((t, False) for t, _ in left)
                else:
                    new = left + tuple((t, restricted) for t in adds)
                todo.append((untapped - {i}, tuple(sorted(new))))
    return frozenset(pools)


@st.composite
def cube_boards(draw):
    names = draw(st.lists(st.sampled_from(NAMES), min_size=1, max_size=6))
    if "Doubling Cube" not in names:
        names.append("Doubling Cube")
    return tuple(names)


@settings(max_examples=examples(5), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cube_boards())
@example(("Doubling Cube", "Forest", "Forest", "Forest", "Forest", "Forest"))
@example(("Doubling Cube", "Azorius Signet", "Sol Ring", "Forest", "Island"))
@example(("Doubling Cube", "Mishra's Workshop", "Forest", "Forest", "Forest", "Forest"))
@example(("Doubling Cube", "Doubling Cube", "Sol Ring", "Sol Ring", "Mishra's Workshop"))
def test_produce_and_pay_equal_the_brute_force(names):
    note(", ".join(names))
    board = board_from_data({"permanents": list(names)})
    pools = reachable(names)
    with metered(per_solve=PER_SOLVE):
        out = produce(board, max_pools=0, time_limit=INF)
    assert out.proven
    assert out.max_total == max(len(p) for p in pools)
    for t in ManaType:
        assert out.max_by_type[t] == max(Counter(u[0] for u in p)[t.value] for p in pools), t
    with metered(per_solve=PER_SOLVE):
        paid = solve_payment(board, "{X}", max_x=True, time_limit=INF)
    assert paid.optimal
    assert (paid.x if paid.payable else 0) == max(sum(1 for u in p if not u[1]) for p in pools)


def _resolutions(pool: Counter):
    """Every concrete pool a class pool stands for: each unit of several types as one of them (letters)."""
    units = [types for types, n in pool.items() for _ in range(n)]
    for pick in itertools.product(*[sorted(t.value for t in types) for types in units]):
        yield Counter(pick)


@settings(max_examples=examples(3), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cube_boards())
@example(("Doubling Cube", "Azorius Signet", "Forest", "Forest", "Forest", "Forest"))
@example(("Doubling Cube", "Azorius Signet", "Azorius Signet", "Sol Ring", "Forest"))
def test_every_pool_listed_is_reachable_and_every_reachable_pool_is_covered(names):
    """Each maximal pool ``produce`` lists can be had however its "W or U" units are chosen (a unit made before the
    Cube is doubled as the one type it was made as, CR 701.9f), and every pool a sequence reaches is dominated by one
    listed (:func:`~manaplan.solver.rules.yields.counts_dominate`)."""
    from manaplan.solver.rules.yields import counts_dominate

    note(", ".join(names))
    with metered(per_solve=PER_SOLVE):
        out = produce(board_from_data({"permanents": list(names)}), time_limit=INF)
    if out.pools_truncated or not out.proven:
        return
    concrete = [Counter(u[0] for u in p) for p in reachable(names)]
    for pool in out.pools:
        for wanted in _resolutions(pool):
            assert any(all(have[t] >= n for t, n in wanted.items()) for have in concrete), (dict(pool), wanted)
    for have in (c for c in concrete if c):  # no pools are listed when the board makes nothing
        as_classes = Counter({frozenset({ManaType(t)}): n for t, n in have.items()})
        assert any(counts_dominate(pool, as_classes) for pool in out.pools), dict(have)
