"""``solve_turn --most`` against an exhaustive search on small boards of basic lands, rocks, a ritual and plain
spells: the same number of spells cast, the same greatest mana value, and ``possible`` exactly when all can be.

The search tries every land play (none, or each land of the hand), every order of every subset of the hand and
every way of paying each generic symbol from the pool. On these boards tapping a source as soon as it is there is
no loss (mana stays in the pool for the whole phase, CR 500.4, and no source here costs mana to tap), so the pool
simply grows by what each source makes when it arrives: lands at once, a rock when it resolves (an artifact is not
summoning sick, CR 302.6), Dark Ritual's {B}{B}{B} as it resolves (CR 605.5b); Llanowar Elves never (no haste).
The second property adds cost changers cast this turn (Goblin Electromancer, Thalia: CR 601.2f, so the order
matters) and an Azorius Signet whose {1} must be paid with mana made before it (no self-funding).
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations, permutations

from hypothesis import given, settings
from hypothesis import strategies as st

from manaplan.models.board_files import board_from_data
from manaplan.solver.turn import solve_turn

from manaplan_tests import INF, examples

LANDS = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
#: name -> (coloured symbols, generic, mana it makes once it resolves, mana value)
SPELLS = {
    "Sol Ring": ("", 1, "CC", 1),
    "Mind Stone": ("", 2, "C", 2),
    "Dark Ritual": ("B", 0, "BBB", 1),
    "Llanowar Elves": ("G", 0, "", 1),
    "Counterspell": ("UU", 0, "", 2),
    "Lightning Bolt": ("R", 0, "", 1),
    "Grizzly Bears": ("G", 1, "", 2),
    "Divination": ("U", 2, "", 3),
    "Swords to Plowshares": ("W", 0, "", 1),
    "Opt": ("U", 0, "", 1),
}


def _pay(pool: Counter, colored: str, generic: int):
    """Every pool left after paying (coloured exactly, generic from any mana), as sorted tuples."""
    pool = Counter(pool)
    for c in colored:
        if pool[c] <= 0:
            return []
        pool[c] -= 1
    units = sorted(pool.elements())
    if len(units) < generic:
        return []
    out = set()
    for chosen in combinations(range(len(units)), generic):
        rest = Counter(units)
        for i in chosen:
            rest[units[i]] -= 1
        out.add(tuple(sorted(rest.elements())))
    return [Counter(p) for p in out]


#: An opponent's creatures: a target for each Swords to Plowshares of a hand (CR 601.2c; one exiled is no target for
#: the next), which the brute forces, counting mana only, do not look for (without them the turn rightly casts no
#: Swords: a random example of the deep profile found it). They make no mana of yours.
TARGETS = [{"card": "Ornithopter", "controller": "opponent", "count": 6}]


def brute(lands: list[str], hand: list[str], land_played: bool) -> tuple[int, int]:
    """The most spells of the hand castable this turn, then the greatest total mana value."""
    spells = [c for c in hand if c in SPELLS]
    plays: list[str | None] = [None] + ([] if land_played else sorted({c for c in hand if c in LANDS}))
    best = (0, 0)
    for play in plays:
        start = Counter(LANDS[land] for land in lands + ([play] if play else []))
        for k in range(len(spells), 0, -1):
            if k < best[0]:
                break
            for subset in set(combinations(sorted(spells), k)):
                value = sum(SPELLS[s][3] for s in subset)
                if (k, value) <= best:
                    continue
                if any(_castable_in_order(start, order) for order in set(permutations(subset))):
                    best = max(best, (k, value))
    return best


def _castable_in_order(pool: Counter, order) -> bool:
    pools = [pool]
    for name in order:
        colored, generic, makes, _ = SPELLS[name]
        nxt = []
        for p in pools:
            for rest in _pay(p, colored, generic):
                rest.update(makes)
                nxt.append(rest)
        if not nxt:
            return False
        pools = list({tuple(sorted(p.elements())): p for p in nxt}.values())
    return True


@settings(max_examples=examples(20), deadline=None)
@given(lands=st.lists(st.sampled_from(sorted(LANDS)), min_size=0, max_size=4),
       hand=st.lists(st.sampled_from(sorted(SPELLS) + ["Island", "Forest", "Swamp"]), min_size=1, max_size=4),
       land_played=st.booleans())
def test_turn_most_matches_exhaustive_search(lands, hand, land_played):
    board = board_from_data({"permanents": lands + TARGETS, "hand": hand, "land_played": land_played})
    want = brute(lands, hand, land_played)
    named = tuple(c for c in hand if c in SPELLS) or None  # named: a Counterspell is planned for its mana (CR 601.2c)
    plan = solve_turn(board, named, most=True, time_limit=INF)
    cast_value = sum(SPELLS[name][3] for name in plan.cast)
    assert (len(plan.cast), cast_value) == want, (lands, hand, land_played, plan.cast)
    n = sum(1 for c in hand if c in SPELLS)
    assert plan.possible == (want[0] == n)
    if n:
        assert solve_turn(board, named, time_limit=INF).possible == (want[0] == n)


# ---------------------------------------------------------------------------------------------------- more
#: Spells whose order matters beyond mana: cost changers as they enter (CR 601.2f) and a Signet ({1}, {T}: Add
#: {W}{U}) on the battlefield whose activation needs mana made before (no self-funding).
CHANGERS = {"Goblin Electromancer": ("UR", 0, "", 2), "Thalia, Guardian of Thraben": ("W", 1, "", 2)}
MORE = {**{k: SPELLS[k] for k in ("Sol Ring", "Counterspell", "Lightning Bolt", "Divination", "Opt", "Dark Ritual")},
        **CHANGERS}
INSTANTS = {"Counterspell", "Lightning Bolt", "Divination", "Opt", "Dark Ritual"}
NONCREATURE = INSTANTS | {"Sol Ring"}


def _signets(pool: Counter, n: int) -> list[Counter]:
    """Every pool after activating up to ``n`` Signets, each paying {1} from the pool and adding {W}{U}."""
    seen = {tuple(sorted(pool.elements())): (pool, 0)}
    frontier = [(pool, 0)]
    while frontier:
        nxt = []
        for p, used in frontier:
            if used == n:
                continue
            for unit in set(p.elements()):
                q = Counter(p)
                q[unit] -= 1
                q.update("WU")
                key = tuple(sorted(q.elements()))
                if key not in seen:
                    seen[key] = (q, used + 1)
                    nxt.append((q, used + 1))
        frontier = nxt
    return [p for p, _ in seen.values()]


def _castable_more(pool: Counter, order, signets: int) -> bool:
    states = [(pool, signets)]
    electromancers = thalias = 0
    for name in order:
        colored, generic, makes, _ = MORE[name]
        if name in NONCREATURE:
            generic += thalias
        if name in INSTANTS:
            generic = max(0, generic - electromancers)
        nxt = {}
        for p, left in states:
            for q in _signets(p, left):
                used = (sum(q.values()) - sum(p.values()))  # each activation adds one mana net
                for rest in _pay(q, colored, generic):
                    rest.update(makes)
                    nxt[tuple(sorted(rest.elements())), left - used] = (rest, left - used)
        if not nxt:
            return False
        states = list(nxt.values())
        electromancers += name == "Goblin Electromancer"
        thalias += name == "Thalia, Guardian of Thraben"
    return True


def brute_more(lands: list[str], signets: int, hand: list[str]) -> tuple[int, int]:
    best = (0, 0)
    start = Counter(LANDS[land] for land in lands)
    for k in range(len(hand), 0, -1):
        if k < best[0]:
            break
        for subset in set(combinations(sorted(hand), k)):
            value = sum(MORE[s][3] for s in subset)
            if (k, value) > best and any(_castable_more(start, o, signets) for o in set(permutations(subset))):
                best = (k, value)
    return best


@settings(max_examples=examples(15), deadline=None)
@given(lands=st.lists(st.sampled_from(sorted(LANDS)), min_size=1, max_size=4), signets=st.integers(0, 1),
       hand=st.lists(st.sampled_from(sorted(MORE)), min_size=1, max_size=4))
def test_turn_most_matches_exhaustive_search_with_cost_changers_and_a_signet(lands, signets, hand):
    board = board_from_data({"permanents": lands + ["Azorius Signet"] * signets, "hand": hand, "land_played": True})
    plan = solve_turn(board, tuple(hand), most=True, time_limit=INF)  # named: Counterspell's mana (CR 601.2c)
    got, best = (len(plan.cast), sum(MORE[n][3] for n in plan.cast)), brute_more(lands, signets, hand)
    # a plan not proven (more than three cost changers: the first three modelled) is a real plan, never better
    assert got == best if plan.proven else got <= best, (plan.cast, plan.notes)


# ---------------------------------------------------------------------------------------------------- Chrome Mox
def _best_beside_a_mox(lands: list[str], hand: list[str], land_played: bool, pools_of) -> tuple[int, int]:
    """The most spells castable beside a free Mox counted among them (mana value 0), then the greatest mana value:
    for each land play (or none) and each set of the hand's spells, cast in some order from one of the pools
    ``pools_of(start, left, lands_left)`` gives — the lands' mana, with the Mox's as the spells not cast and the land
    cards not played allow."""
    spells = [c for c in hand if c in SPELLS]
    plays: list[str | None] = [None] + ([] if land_played else sorted({c for c in hand if c in LANDS}))
    best = (1, 0)  # the Mox alone
    for play in plays:
        start = Counter(LANDS[land] for land in lands + ([play] if play else []))
        lands_left = sum(1 for c in hand if c in LANDS) - (1 if play else 0)
        for k in range(len(spells), 0, -1):
            for subset in set(combinations(sorted(spells), k)):
                value = sum(SPELLS[s][3] for s in subset)
                if (k + 1, value) <= best:
                    continue
                left = list(spells)
                for s in subset:
                    left.remove(s)
                if any(_castable_in_order(p, order) for p in pools_of(start, left, lands_left)
                       for order in set(permutations(subset))):
                    best = (k + 1, value)
    return best


def brute_mox(lands: list[str], hand: list[str], land_played: bool) -> tuple[int, int]:
    """The most spells castable with Chrome Mox in hand too ("Imprint — As this artifact enters, you may exile a
    nonartifact, nonland card from your hand. {T}: Add one mana of any of the exiled card's colors."), counted among
    them (mana value 0), then the greatest mana value. The Mox costs {0}, so casting it first is no loss; it exiles
    nothing (no mana) or one card of the hand not cast (CR 614.1c: it leaves your hand as the Mox enters), and taps
    once for one of that card's colours (a coloured symbol of its cost, CR 202.2)."""
    return _best_beside_a_mox(lands, hand, land_played, lambda start, left, _: [start] + [
        start + Counter(color) for card in set(left) for color in set(SPELLS[card][0])])


@settings(max_examples=examples(20), deadline=None)
@given(lands=st.lists(st.sampled_from(sorted(LANDS)), min_size=0, max_size=3),
       hand=st.lists(st.sampled_from(sorted(SPELLS) + ["Island", "Forest"]), min_size=1, max_size=4),
       land_played=st.booleans())
def test_turn_most_with_chrome_mox_matches_exhaustive_search(lands, hand, land_played):
    board = board_from_data({"permanents": lands + TARGETS, "hand": ["Chrome Mox"] + hand, "land_played": land_played})
    named = ("Chrome Mox",) + tuple(c for c in hand if c in SPELLS)  # Counterspell's mana too (CR 601.2c)
    plan = solve_turn(board, named, most=True, time_limit=INF)
    cast_value = sum(SPELLS[name][3] for name in plan.cast if name in SPELLS)
    assert plan.proven and (len(plan.cast), cast_value) == brute_mox(lands, hand, land_played), \
        (lands, hand, land_played, plan.cast)
    exiled = [s.imprinted for s in plan.steps if s.imprinted]
    assert not exiled or Counter(plan.cast)[exiled[0]] < Counter(hand)[exiled[0]]  # a card not cast


def brute_diamond(lands: list[str], hand: list[str], land_played: bool) -> tuple[int, int]:
    """The most spells castable with Mox Diamond in hand too ("If Mox Diamond would enter the battlefield, you may
    discard a land card instead. If you do, put Mox Diamond onto the battlefield. If you don't, put it into its owner's
    graveyard. {T}: Add one mana of any color."), counted among them (mana value 0), then the greatest mana value. It
    costs {0}, so casting it first is no loss; it enters only by discarding a land card of the hand not played (CR
    614.1a), and then taps once for any colour."""
    return _best_beside_a_mox(lands, hand, land_played, lambda start, _, lands_left: [start] + (
        [start + Counter(color) for color in "WUBRG"] if lands_left else []))


@settings(max_examples=examples(20), deadline=None)
@given(lands=st.lists(st.sampled_from(sorted(LANDS)), min_size=0, max_size=3),
       hand=st.lists(st.sampled_from(sorted(SPELLS) + ["Island", "Forest", "Mountain"]), min_size=1, max_size=4),
       land_played=st.booleans())
def test_turn_most_with_mox_diamond_matches_exhaustive_search(lands, hand, land_played):
    board = board_from_data({"permanents": lands + TARGETS, "hand": ["Mox Diamond"] + hand,
                             "land_played": land_played})
    named = ("Mox Diamond",) + tuple(c for c in hand if c in SPELLS)  # Counterspell's mana too (CR 601.2c)
    plan = solve_turn(board, named, most=True, time_limit=INF)
    cast_value = sum(SPELLS[name][3] for name in plan.cast if name in SPELLS)
    assert plan.proven and (len(plan.cast), cast_value) == brute_diamond(lands, hand, land_played), \
        (lands, hand, land_played, plan.cast)
    played = sum(1 for s in plan.steps if s.action == "play")
    discarded = sum(1 for s in plan.steps if s.discarded)
    assert played + discarded <= sum(1 for c in hand if c in LANDS)  # a land card played or discarded, not both
