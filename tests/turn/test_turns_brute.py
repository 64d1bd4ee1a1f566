"""``solve_turns`` against an exhaustive search over every sequence of turns, on small random hands of real cards:
basic lands, Evolving Wilds (its basic land enters tapped: cracked at the end of any turn, CR 701.23, the land it
finds taps from the next turn on, CR 502.3), Sol Ring and Mind Stone (artifacts: tapped for mana as they resolve,
CR 302.6 does not apply), Llanowar Elves (summoning sick the turn it is cast, tapping from the next turn on, CR 302.6),
Dark Ritual (CR 605.5b) and plain spells.

The search tries, on each turn, no land or each land of the hand (CR 305.2), every subset of the hand in every
order, every way of paying each generic symbol, and at the end of the turn every way of cracking the Evolving Wilds
on the battlefield (kept, or each basic land of :data:`LIBRARY`; cracked during a turn, its land adds nothing). Each turn starts with every permanent untapped (CR 502.3), the
next draw in hand (CR 504.1) and an empty pool (CR 500.4). As in ``test_turn_brute``, tapping every source at once is
no loss on these boards, so a turn's pool is what its sources make, and what resolves adds to it. The answer compared
is the engine's objective: every candidate cast by turn N, then each candidate as early as possible in the named
order (the lexicographic least vector of turns).
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import combinations, permutations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from manaplan.models.board_files import board_from_data
from manaplan.solver.turn import solve_turns

LANDS = {"Island": "U", "Swamp": "B", "Forest": "G", "Mountain": "R"}
WILDS = "Evolving Wilds"
#: The library the Evolving Wilds search, besides the draws (the board's ``library`` holds them: a card drawn leaves it).
LIBRARY = ("Island", "Swamp")
#: name -> (coloured symbols, generic, mana it makes as it resolves, mana it makes on later turns, permanent)
SPELLS = {
    "Sol Ring": ("", 1, "CC", "CC", True),
    "Mind Stone": ("", 2, "C", "C", True),
    "Llanowar Elves": ("G", 0, "", "G", True),
    "Dark Ritual": ("B", 0, "BBB", "", False),
    "Grizzly Bears": ("G", 1, "", "", True),
    "Counterspell": ("UU", 0, "", "", False),
    "Divination": ("U", 2, "", "", False),
    "Lightning Bolt": ("R", 0, "", "", False),
    "Hill Giant": ("R", 3, "", "", True),
}


def _pay(pool: Counter, colored: str, generic: int) -> list[Counter]:
    """Every pool left after paying (coloured exactly, generic from any mana)."""
    pool = Counter(pool)
    for c in colored:
        if pool[c] <= 0:
            return []
        pool[c] -= 1
    units = sorted(pool.elements())
    out = set()
    for chosen in combinations(range(len(units)), generic):
        rest = Counter(units)
        for i in chosen:
            rest[units[i]] -= 1
        out.add(tuple(sorted(rest.elements())))
    return [Counter(p) for p in out]


@lru_cache(maxsize=None)
def _castable(pool: tuple[str, ...], spells: tuple[str, ...]) -> bool:
    """Whether ``spells`` can all be cast, in some order, from ``pool`` (sorted mana letters)."""
    for order in set(permutations(spells)):
        pools = [Counter(pool)]
        for name in order:
            colored, generic, makes, _, _ = SPELLS[name]
            pools = [p + Counter(makes) for q in pools for p in _pay(q, colored, generic)]
            if not pools:
                break
        if pools:
            return True
    return False


def brute(lands: tuple[str, ...], hand: tuple[str, ...], draws: tuple[str, ...], n: int,
          names: tuple[str, ...]) -> tuple[bool, tuple[int, ...]]:
    """The engine's objective over every sequence: (some candidate not cast by turn n, each candidate's turn)."""

    @lru_cache(maxsize=None)
    def best(turn: int, lands: tuple[str, ...], perms: tuple[str, ...], hand: tuple[str, ...],
             pending: tuple[int, ...], wilds: int, library: tuple[str, ...]) -> tuple[bool, tuple[int, ...]]:
        if not pending or turn > n:
            vector = {i: n + 1 for i in pending}
            return bool(pending), tuple(vector.get(i, 0) for i in range(len(names)))
        out = None
        sources = "".join(LANDS[x] for x in lands) + "".join(SPELLS[p][3] for p in perms)
        plays = [None, *sorted({c for c in hand if c in LANDS or c == WILDS})]
        spells = sorted(c for c in hand if c in SPELLS)
        for land in plays:
            pool = tuple(sorted(sources + (LANDS.get(land, "") if land else "")))
            rest = list(hand)
            if land:
                rest.remove(land)
            basic = (land,) if land in LANDS else ()
            there = wilds + (land == WILDS)
            drawn = (draws[turn - 1],) if turn - 1 < len(draws) else ()
            shelf = list(library)  # the library holds the draws: the card drawn leaves it
            if drawn and drawn[0] in shelf:
                shelf.remove(drawn[0])
            basics = [c for c in shelf if c in LANDS]
            cracks = {tuple(sorted(c)) for k in range(min(there, len(basics)) + 1) for c in combinations(basics, k)}
            for k in range(len(spells) + 1):
                for cast in set(combinations(spells, k)):
                    if not _castable(pool, cast):
                        continue
                    left_hand = list(rest)
                    for c in cast:
                        left_hand.remove(c)
                    left = list(pending)
                    now = {}
                    for c in cast:
                        i = next((i for i in left if names[i] == c), None)
                        if i is not None:
                            left.remove(i)
                            now[i] = turn
                    for found in cracks:
                        rest_library = list(shelf)
                        for f in found:
                            rest_library.remove(f)
                        flag, vector = best(turn + 1, tuple(sorted(lands + basic + found)),
                                            tuple(sorted(perms + tuple(c for c in cast if SPELLS[c][4]))),
                                            tuple(sorted(left_hand + list(drawn))), tuple(left), there - len(found),
                                            tuple(sorted(rest_library)))
                        vector = tuple(now.get(i, v) for i, v in enumerate(vector))
                        if out is None or (flag, vector) < out:
                            out = (flag, vector)
        return out

    return best(1, tuple(sorted(x for x in lands if x in LANDS)), (), tuple(sorted(hand)), tuple(range(len(names))),
                lands.count(WILDS), tuple(sorted(LIBRARY + draws)))


_cards = st.sampled_from([*LANDS, WILDS, *SPELLS])


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(lands=st.lists(st.sampled_from([*LANDS, WILDS]), min_size=0, max_size=2),
       hand=st.lists(_cards, min_size=1, max_size=4), draws=st.lists(_cards, min_size=0, max_size=2),
       n=st.integers(2, 3), data=st.data())
def test_turns_match_every_sequence(lands, hand, draws, n, data):
    """The earliest turns of ``solve_turns`` are the brute force's when proven (never better when not), and its plan
    casts them then (CR 302.6, 305.2, 500.4, 502.3)."""
    spells = [c for c in (*hand, *draws) if c in SPELLS]
    if not spells:
        return
    names = tuple(data.draw(st.lists(st.sampled_from(spells), min_size=1, max_size=min(3, len(spells)))))
    counts = Counter(spells)
    names = tuple(x for i, x in enumerate(names) if names[:i + 1].count(x) <= counts[x])
    board = board_from_data({"permanents": list(lands), "hand": list(hand), "draws": list(draws),
                             "library": [*LIBRARY, *draws]})
    plan = solve_turns(board, names, turns=n, time_limit=float("inf"))  # no clock: bounded by the board
    flag, vector = brute(tuple(lands), tuple(hand), tuple(draws), n, names)
    got = tuple(t if t is not None else n + 1 for _, t in plan.earliest)
    if plan.proven:
        assert (not plan.possible, got) == (flag, vector), (plan.earliest, vector)
    else:  # a ritual spent on an earlier turn with candidates left: the plan is a plan, never better than the best
        assert (not plan.possible, got) >= (flag, vector), (plan.earliest, vector)
    cast_by_turn = Counter((t.turn, c) for t in plan.turns for c in t.plan.cast)
    for name, turn in plan.earliest:
        if turn is not None:
            assert cast_by_turn[turn, name] >= 1
