"""Property tests for ``solve_payment``: CP-SAT against an exhaustive search, and every plan replayed.

The brute force here is independent of the model: it walks the legal sequences of activations (one at a time,
paying each mana cost from the mana in the pool at that moment) over every reachable state of a small board, and
pays the cost from the pool at the end. Its optimum must equal the solver's, level by level (ends at 1 life or
more, kept payable — before life and sacrifices, SPEC 2026-12-03 —, life lost, sacrificed, mana value sacrificed,
permanents tapped, flexibility), and "not payable" must agree. Every plan the solver
returns is replayed step by step by :func:`replay`, which checks that a player could follow it.

Costs that tap other permanents ("Tap an untapped creature you control", Springleaf Drum) tap distinct untapped
permanents you control, summoning sick creatures included (CR 302.6), never the source itself when its own ``{T}``
is part of the same cost. The payment model documents one simplification, which the search here follows too: a
permanent tapped by another's cost does not then sacrifice itself (Eldrazi Spawn) in the same plan (a plan it
misses, never a wrong one); another's "Sacrifice a creature" may take it.

Life, by the rules, one activation at a time: life paid as a cost ("Pay 1 life", Phyrexian symbols) needs at least
that much life at that moment, and paying all you have is legal (CR 119.4); an ability's own damage (a painland's,
Ancient Tomb's) happens as it resolves (CR 605.3b) and never stops anything; City of Brass's damage is a trigger
that resolves after the payment (CR 603.3). The cost's own Phyrexian symbols are paid after every activation (CR
601.2g-h). A plan may end at 0 life or less (CR 704.5a: you lose when state-based actions are next checked); one that
ends at 1 life or more comes first.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from dataclasses import dataclass

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from manaplan.cli.json_out import payment_json
from manaplan.cli.plan_words import ability_text, mana_words, paid_text
from manaplan.models.board import Board, Permanent
from manaplan.models.cards.store import default_database
from manaplan.models.costs import ManaCost, ManaSymbol, SymbolKind
from manaplan.models.mana import COLORS, ManaType
from manaplan.models.oracle.parser import parse_card
from manaplan.models.pool import ManaPool
from manaplan.solver.pay.solve import solve_payment

from manaplan_tests import INF, examples

DB = default_database()
C = ManaType.C


@functools.lru_cache(maxsize=None)
def card(name: str):
    return DB.get(name)


@functools.lru_cache(maxsize=None)
def parsed(name: str):
    return parse_card(card(name))


# ------------------------------------------------------------------------------------------------ the reference
def _flex(name: str) -> int:
    """The documented flexibility score, computed here from the card (independent of the solver's code)."""
    ability_of = parsed(name)
    types = ability_of.could_produce()
    extra = max([len(a.output.choices[0]) - a.cost.mana.mana_value - 1 for a in ability_of.mana_abilities] + [0])
    score = len(types) + extra + (2 if all(c in types for c in COLORS) else 0)
    return score + (2 if card(name).is_creature else 0)


def _mana_value(name: str) -> int:
    """A card's mana value (CR 202.3): its front face's mana cost, 0 without one."""
    cost = card(name).mana_cost
    return ManaCost.parse(cost.split("//")[0]).mana_value if cost else 0


def _accepts(sym: ManaSymbol, unit: tuple[ManaType, bool]) -> bool:
    t, snow = unit
    k = sym.kind
    if k is SymbolKind.GENERIC:
        return True
    if k is SymbolKind.COLORLESS:
        return t is C
    if k is SymbolKind.SNOW:
        return snow
    return t in sym.colors


def _units(sym: ManaSymbol) -> list[ManaSymbol]:
    """A symbol as unit-sized pieces: ``{3}`` is three ``{1}``."""
    if sym.kind is SymbolKind.GENERIC:
        return [ManaSymbol(SymbolKind.GENERIC, amount=1)] * sym.amount
    return [sym]


def pay_ways(symbols: tuple[ManaSymbol, ...], pool: tuple) -> set[tuple[tuple, int]]:
    """Every (pool left, life paid) after paying ``symbols`` from ``pool`` (a sorted tuple of units)."""
    return _pay_ways(tuple(p for s in symbols for p in _units(s)), pool)


@functools.lru_cache(maxsize=None)
def _pay_ways(symbols: tuple[ManaSymbol, ...], pool: tuple) -> frozenset:
    if not symbols:
        return frozenset({(pool, 0)})
    sym, rest = symbols[0], symbols[1:]
    out = set()
    options: list[tuple[list[ManaSymbol], int]] = []
    if sym.kind is SymbolKind.MONO_HYBRID:
        options = [([ManaSymbol(SymbolKind.COLORED, sym.colors)], 0),
                   ([ManaSymbol(SymbolKind.GENERIC, amount=1)] * sym.amount, 0)]
    elif sym.kind in (SymbolKind.PHYREXIAN, SymbolKind.HYBRID_PHYREXIAN):
        options = [([ManaSymbol(SymbolKind.HYBRID if len(sym.colors) == 2 else SymbolKind.COLORED, sym.colors)], 0),
                   ([], 2)]
    if options:
        for pieces, life in options:
            for left, paid in _pay_ways(tuple(pieces) + rest, pool):
                out.add((left, paid + life))
        return frozenset(out)
    for unit in set(pool):
        if _accepts(sym, unit):
            i = pool.index(unit)
            for left, paid in _pay_ways(rest, pool[:i] + pool[i + 1:]):
                out.add((left, paid))
    return frozenset(out)


@dataclass(frozen=True)
class BState:
    present: tuple[bool, ...]
    tapped: tuple[bool, ...]
    counters: tuple[tuple[tuple[str, int], ...], ...]
    pool: tuple
    life_lost: int  # paid as costs and lost to the abilities' own effects so far
    tapped_by_plan: frozenset
    tapped_by_cost: frozenset = frozenset()  # tapped by another's "Tap an untapped …" cost: no self-sacrifice
    pending: int = 0  # damage from triggers (City of Brass), dealt after the payment (CR 603.3)


def _moves(board: Board, s: BState, life: int):
    """Every state one legal activation away."""
    perms = board.permanents
    for i, p in enumerate(perms):
        if not s.present[i] or not p.is_yours:
            continue
        pc = parsed(p.card.name)
        for a in pc.mana_abilities:
            cost = a.cost
            if cost.tap and (s.tapped[i] or p.summoning_sick):
                continue
            if cost.untap:
                continue  # no {Q} on the random boards
            counters = dict(s.counters[i])
            if any(counters.get(kind, 0) < n for kind, n in cost.remove_counters):
                continue
            for kind, n in cost.remove_counters:
                counters[kind] -= n
            effect = a.damage_to_you + getattr(a, "life_loss", 0)  # as it resolves (CR 605.3b)
            trigger = pc.tapped_damage if cost.tap else 0  # City of Brass: after the payment (CR 603.3)
            victim_sets = [()]
            for f in cost.sacrifices:
                victim_sets = [vs + (j,) for vs in victim_sets for j, q in enumerate(perms)
                               if s.present[j] and q.is_yours and j not in vs and not (f.another and j == i)
                               and not (f.untapped and s.tapped[j])
                               and f.matches(set(q.card.card_types), set(q.card.subtypes))]
            tap_sets = [()]  # distinct untapped permanents you control; not itself when {T} taps it already
            for f in cost.taps:
                tap_sets = [ts + (j,) for ts in tap_sets for j, q in enumerate(perms)
                            if s.present[j] and q.is_yours and j not in ts and not s.tapped[j]
                            and not (f.another and j == i) and not (cost.tap and j == i)
                            and f.matches(set(q.card.card_types), set(q.card.subtypes))]
            rider = getattr(a, "sacrifice_if_no_counters", "")
            if (cost.sacrifice_self or (rider and counters.get(rider, 0) == 0)) and i in s.tapped_by_cost:
                continue
            for left, paid in pay_ways(tuple(cost.mana), s.pool):
                if cost.life + paid and s.life_lost + cost.life + paid > life:
                    continue  # CR 119.4: at least that much life when paying it
                for victims, taps in ((vs, ts) for vs in victim_sets for ts in tap_sets):
                    if set(victims) & set(taps) or (taps and (cost.sacrifice_self or i in victims)
                                                    and i in taps):
                        continue  # tapped and sacrificed by one cost: left out, as by the model
                    tap_life = sum(parsed(perms[j].card.name).tapped_damage for j in taps)  # City of Brass
                    present = list(s.present)
                    for j in victims:
                        present[j] = False
                    if cost.sacrifice_self or (rider and counters.get(rider, 0) == 0):
                        present[i] = False
                    tapped = list(s.tapped)
                    if cost.tap:
                        tapped[i] = True
                    for j in taps:
                        tapped[j] = True
                    new_counters = list(s.counters)
                    new_counters[i] = tuple(sorted(counters.items()))
                    snow = p.card.is_snow
                    for combo in a.output.choices:
                        pool = tuple(sorted(left + tuple((t, snow) for t in combo), key=_unit_key))
                        yield BState(tuple(present), tuple(tapped), tuple(new_counters), pool,
                                     s.life_lost + cost.life + paid + effect,
                                     s.tapped_by_plan | ({i} if cost.tap else set()) | set(taps),
                                     s.tapped_by_cost | set(taps), s.pending + trigger + tap_life)


def _unit_key(u):
    return (u[0].order, u[1])


def _start(board: Board) -> BState:
    pool = tuple(sorted(((t, False) for t, n in board.pool.items() for _ in range(n)), key=_unit_key))
    return BState(tuple(True for _ in board.permanents), tuple(p.tapped for p in board.permanents),
                  tuple(p.counters for p in board.permanents), pool, 0, frozenset())


def reachable(board: Board, start: BState, life: int) -> set[BState]:
    seen = {start}
    todo = [start]
    while todo:
        s = todo.pop()
        for n in _moves(board, s, life):
            if n not in seen:
                seen.add(n)
                todo.append(n)
    return seen


def brute_force(board: Board, cost: ManaCost, keep: ManaCost | None = None):
    """The optimal objective vector (dies, [kept], life, sacrificed, mana value sacrificed, tapped, flexibility), or
    None if not payable. The kept cost comes right after "ends at 1 life or more", before life and sacrifices (SPEC,
    changed 2026-12-03)."""
    start_life = board.life
    states = list(reachable(board, _start(board), start_life))
    # a non-token weighs more than every token a plan can sacrifice (the solver counts those its model can take: a
    # tapped Treasure is none of them)
    tokens = sum(1 for i, p in enumerate(board.permanents) if p.is_token and any(not s.present[i] for s in states))
    best = None
    for s in states:
        for left, paid in pay_ways(tuple(cost), s.pool):
            if paid and s.life_lost + paid > start_life:
                continue  # CR 119.4, after every activation (CR 601.2g-h)
            life = s.life_lost + paid + s.pending
            sac = sum((1 if board.permanents[i].is_token else tokens + 1)
                      for i, here in enumerate(s.present) if not here)
            taps = len(s.tapped_by_plan)
            flex = sum(_flex(board.permanents[i].card.name) for i in s.tapped_by_plan)
            mv = sum(_mana_value(board.permanents[i].card.name) for i, here in enumerate(s.present) if not here)
            vec = [0 if life < start_life else 1]
            if keep is not None:  # later, the triggers resolved
                after = BState(s.present, s.tapped, s.counters, left, life, s.tapped_by_plan, s.tapped_by_cost)
                kept = any(any(not p2 or s2.life_lost + p2 <= start_life for _, p2 in pay_ways(tuple(keep), s2.pool))
                           for s2 in reachable(board, after, start_life))
                vec.append(0 if kept else 1)
            vec += [life, sac, mv, taps, flex]
            if best is None or vec < best:
                best = vec
    return best


# ------------------------------------------------------------------------------------------------ the replay
_PAYING = re.compile(r"^(?P<sym>\{[^}]+\}) with (?:(?P<who>.+)'s (?P<unit>\{[WUBRGC]\})|2 life)$")


def replay(board: Board, cost: ManaCost, payment) -> None:
    """Follow a payment's steps on the board as a player would, read as ``pay --json`` says them; fail on anything
    illegal."""
    assert payment.payable
    perms = {p.id: p for p in board.permanents}
    present = {pid: True for pid in perms}
    tapped = {pid: p.tapped for pid, p in perms.items()}
    counters = {pid: dict(p.counters) for pid, p in perms.items()}
    pool: Counter = Counter()  # (type, snow, made at step)
    board_pool = Counter({t: n for t, n in board.pool.items()})
    life = 0
    pending = 0
    made_step: dict[int, str] = {}
    tapped_now: list[str] = []
    sacrificed: list[str] = []
    x = payment.x or 0
    for step in payment.steps:
        if step.action == "pool":
            for t in _types(mana_words(step.adds)):
                assert board_pool[t] > 0, "pool step takes mana not in the pool"
                board_pool[t] -= 1
                pool[t, False, "your pool"] += 1
            continue
        if step.action == "life":  # the cost's Phyrexian symbol, after every activation (CR 601.2g-h)
            assert board.life - life >= 2, f"step {step.step}: 2 life with {board.life - life} (CR 119.4)"
            life += 2
            continue
        pid = step.permanent
        p = perms[pid]
        assert present[pid], f"step {step.step}: {pid} is gone"
        assert p.is_yours
        text = ability_text(step.ability)
        abilities = [a for a in parsed(p.card.name).mana_abilities if (a.text or a.describe()) == text]
        assert abilities, f"step {step.step}: no ability {text!r}"
        a = abilities[0]
        if a.cost.tap:
            assert not tapped[pid], f"step {step.step}: {pid} already tapped"
            assert not p.summoning_sick, f"step {step.step}: {pid} is summoning sick (CR 302.6)"
            tapped[pid] = True
            tapped_now.append(pid)
        assert len(step.taps) == len(a.cost.taps), f"step {step.step}: taps {step.taps} for {a.cost.taps}"
        for f, other in zip(a.cost.taps, step.taps):  # CR 302.6: a sick creature may be tapped for another's cost
            q = perms[other]
            assert present[other] and q.is_yours and not tapped[other], f"step {step.step}: cannot tap {other}"
            assert f.matches(set(q.card.card_types), set(q.card.subtypes)), f"step {step.step}: {other} does not fit"
            assert not (f.another and other == pid)
            tapped[other] = True
            tapped_now.append(other)
        for kind, n in a.cost.remove_counters:
            assert counters[pid].get(kind, 0) >= n
            counters[pid][kind] -= n
        # the mana cost, paid from mana made by earlier steps
        pieces = [u for s in a.cost.mana for u in _units(s)]
        paying = [paid_text(p) for p in step.paying]
        paid = [_PAYING.match(text) for text in paying]
        assert all(paid), paying
        _check_payment(pieces, paid, pool)
        cost_life = a.cost.life + 2 * sum(1 for m in paid if m.group("who") is None)
        assert not cost_life or cost_life <= board.life - life, f"step {step.step}: pays {cost_life} life with {board.life - life}"
        trigger = sum(parsed(perms[q].card.name).tapped_damage for q in ([pid] if a.cost.tap else []) + list(step.taps))
        life += step.life - trigger  # the cost, then the ability's own effect as it resolves (CR 605.3b)
        pending += trigger  # City of Brass: after the payment (CR 603.3)
        for victim in step.sacrifices:
            assert present[victim] and victim != pid or not any(f.another for f in a.cost.sacrifices)
            present[victim] = False
            sacrificed.append(victim)
        if a.cost.sacrifice_self:
            present[pid] = False
            sacrificed.append(pid)
        rider = getattr(a, "sacrifice_if_no_counters", "")
        if rider and counters[pid].get(rider, 0) == 0:
            present[pid] = False
            sacrificed.append(pid)
        adds = tuple(_types(mana_words(step.adds)))
        assert tuple(sorted(adds, key=lambda t: t.order)) in {tuple(c) for c in a.output.choices}, step.adds
        for t in adds:
            pool[t, p.card.is_snow, pid] += 1
        made_step[step.step] = pid
    # the cost itself
    symbols = [u for s in cost.with_x(x) for u in _units(s)]
    assignments = [tuple(a) for a in payment_json(payment)["assignments"]]
    _check_assignment_counts(symbols, assignments)
    for sym_text, what in assignments:
        if what == "2 life":
            continue
        who, unit = what.rsplit("'s ", 1)
        t = ManaType(unit.strip("{}"))
        sym = ManaSymbol.parse(sym_text)
        generic_ok = sym.kind is SymbolKind.MONO_HYBRID  # counted by _check_assignment_counts
        key = _find(pool, t, who, lambda snow: generic_ok or _accepts(sym, (t, snow)))
        assert key is not None, f"{sym_text} with {what}: no such mana left"
        pool[key] -= 1
    assert life + pending == payment.life_lost
    assert payment.life_after == board.life - payment.life_lost
    assert payment.loses_game == (payment.life_after <= 0), "CR 704.5a: at 0 life or less you lose"
    left = Counter()
    for (t, _, _), n in pool.items():
        left[t] += n
    for t, n in board_pool.items():
        left[t] += n
    assert ManaPool.of(left) == payment.mana_left
    assert set(payment.sacrificed) == set(sacrificed)
    assert set(payment.tapped) == {pid for pid in tapped_now if present[pid]}


def _check_assignment_counts(symbols: list[ManaSymbol], assignments) -> None:
    """One entry per symbol, except a ``{2/W}`` paid with generic mana, which has two."""
    want = Counter(s.text for s in symbols)
    got = Counter(sym for sym, _ in assignments)
    assert set(want) == set(got), assignments
    for text, k in want.items():
        sym = ManaSymbol.parse(text)
        if sym.kind is not SymbolKind.MONO_HYBRID:
            assert got[text] == k, assignments
            continue
        generic = got[text] - k
        colored = k - generic
        matching = sum(1 for s, what in assignments if s == text and what.endswith(f"{{{sym.colors[0].value}}}"))
        assert generic >= 0 and colored >= 0 and matching >= colored, assignments


def _types(text: str) -> list[ManaType]:
    return [ManaType(ch) for ch in re.findall(r"\{([WUBRGC])\}", text)]


def _find(pool: Counter, t: ManaType, who: str, ok) -> tuple | None:
    for (tt, snow, src), n in pool.items():
        if n > 0 and tt is t and src == who and ok(snow):
            return (tt, snow, src)
    return None


def _check_payment(pieces: list[ManaSymbol], paid: list, pool: Counter) -> None:
    texts = Counter(m.group("sym") for m in paid)
    # a {2/W} paid with generic mana shows twice; every piece's symbol must appear
    for piece in pieces:
        assert texts[piece.text] > 0, f"{piece.text} not paid"
    for m in paid:
        if m.group("who") is None:
            continue
        t = ManaType(m.group("unit").strip("{}"))
        sym = ManaSymbol.parse(m.group("sym"))
        generic_ok = sym.kind is SymbolKind.MONO_HYBRID
        key = _find(pool, t, m.group("who"), lambda snow: generic_ok or _accepts(sym, (t, snow)))
        assert key is not None, f"{m.group(0)}: that mana is not in the pool"
        pool[key] -= 1


# ------------------------------------------------------------------------------------------------ strategies
SIMPLE = ["Plains", "Island", "Swamp", "Mountain", "Forest", "Snow-Covered Forest", "Breeding Pool",
          "City of Brass", "Mana Confluence", "Llanowar Wastes", "Sol Ring", "Azorius Signet", "Golgari Signet",
          "Mystic Gate", "Graven Cairns", "Treasure", "Darkwater Catacombs", "Crystal Vein", "Ancient Tomb"]
FANCY = ["Llanowar Elves", "Eldrazi Spawn", "Prismite", "Skyshroud Elf", "Blood Celebrant", "Ashnod's Altar",
         "Krark-Clan Ironworks", "Phyrexian Altar", "Celestial Prism", "Gemstone Mine", "Lotus Petal"]
SYMBOLS = ["{W}", "{U}", "{B}", "{R}", "{G}", "{C}", "{1}", "{2}", "{W/U}", "{B/G}", "{2/W}", "{G/P}",
           "{G/W/P}", "{S}"]


@st.composite
def boards(draw, names=SIMPLE, max_size=5):
    n = draw(st.integers(1, max_size))
    perms = []
    counts: Counter = Counter()
    for _ in range(n):
        name = draw(st.sampled_from(names))
        c = card(name)
        counts[name] += 1
        counters = ()
        if name == "Gemstone Mine":
            counters = (("mining", draw(st.integers(0, 2))),)
        perms.append(Permanent(
            id=f"{name}#{counts[name]}", card=c, tapped=draw(st.booleans()) and draw(st.booleans()),
            sick=c.is_creature and draw(st.booleans()), counters=tuple(c for c in counters if c[1]),
            is_token=c.is_token))
    life = draw(st.sampled_from([1, 2, 3, 5, 20]))
    pool = draw(st.sampled_from(["", "", "", "{R}", "{G}{C}"]))
    return Board(permanents=tuple(perms), life=life, pool=ManaPool.parse(pool))


@st.composite
def costs(draw, max_symbols=4):
    syms = draw(st.lists(st.sampled_from(SYMBOLS), min_size=1, max_size=max_symbols))
    return ManaCost.parse("".join(syms))


def _solver_vector(payment, keep: bool) -> list[int] | None:
    if not payment.payable:
        return None
    obj = dict(payment.objectives)
    # the solver states the mana value sacrificed only when the permanents it may sacrifice differ in it; otherwise
    # it follows from the number sacrificed, and is read from the plan
    mv = obj.get("mana value sacrificed", sum(_mana_value(pid.split("#")[0]) for pid in payment.sacrificed))
    vec = [1 - obj["ends at 1 life or more"]]  # (X fixed: no X level)
    if keep:
        vec.append(1 - obj["kept payable"])
    return vec + [obj["life lost"], obj["sacrificed"], mv, obj["permanents tapped"], obj["flexibility tapped"]]


SETTINGS = settings(max_examples=examples(100), deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(boards(max_size=4), costs())
def test_optimum_equals_brute_force(board, cost):
    payment = solve_payment(board, cost, abilities=lambda c: parsed(c.name), time_limit=INF)
    assert payment.optimal
    assert _solver_vector(payment, False) == brute_force(board, cost)
    if payment.payable:
        replay(board, cost, payment)
    else:
        assert payment.reason and payment.steps == ()


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards(names=SIMPLE + FANCY, max_size=4), costs(max_symbols=3))
def test_optimum_equals_brute_force_with_sacrifices_and_repeatable_abilities(board, cost):
    payment = solve_payment(board, cost, abilities=lambda c: parsed(c.name), time_limit=INF)
    assert payment.optimal
    assert _solver_vector(payment, False) == brute_force(board, cost)
    if payment.payable:
        replay(board, cost, payment)


CHAINS = ["Island", "Plains", "Azorius Signet", "Dimir Signet", "Mystic Gate", "Prismite", "Ashnod's Altar",
          "Llanowar Elves", "Treasure", "Sol Ring"]


@settings(max_examples=examples(20), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards(names=CHAINS, max_size=4), costs(max_symbols=3), st.booleans())
def test_depth_certificate_and_deepening_keep_the_optimum(board, cost, keep):
    """Start with one layer and never trust the layer count: the relaxation certifies or the model deepens (see
    manaplan.solver.core.model, "Why it is exact"); the optimum must still be the brute force's."""
    keep_cost = ManaCost.parse("{U}") if keep else None
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr("manaplan.solver.pay.solve.DIRECT_LAYERS", 0)
        mp.setattr("manaplan.solver.pay.solve.START_LAYERS", 1)
        payment = solve_payment(board, cost, keep=keep_cost, abilities=lambda c: parsed(c.name), time_limit=INF)
    assert payment.optimal
    assert _solver_vector(payment, keep) == brute_force(board, cost, keep_cost)
    if payment.payable:
        replay(board, cost, payment)


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards(max_size=4), costs(max_symbols=2), costs(max_symbols=2))
def test_keep_equals_brute_force(board, cost, keep):
    payment = solve_payment(board, cost, keep=keep, abilities=lambda c: parsed(c.name), time_limit=INF)
    assert payment.optimal
    assert _solver_vector(payment, True) == brute_force(board, cost, keep)
    if payment.payable:
        replay(board, cost, payment)


@settings(max_examples=examples(20), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards(max_size=4), costs(max_symbols=2))
def test_max_x_is_the_largest_payable_x(board, cost):
    cost = ManaCost.parse("{X}" + cost.text)
    payment = solve_payment(board, cost, max_x=True, abilities=lambda c: parsed(c.name), time_limit=INF)
    if not payment.payable:
        assert brute_force(board, cost.with_x(0)) is None
        return
    assert brute_force(board, cost.with_x(payment.x)) is not None
    assert brute_force(board, cost.with_x(payment.x + 1)) is None  # the largest payable X, alive or not
    replay(board, cost, payment)


# ------------------------------------------------------------------------------------------------ the reference's own checks
def _board(*names: str, life: int = 20) -> Board:
    counts: Counter = Counter()
    perms = []
    for name in names:
        counts[name] += 1
        perms.append(Permanent(id=f"{name}#{counts[name]}", card=card(name), is_token=card(name).is_token))
    return Board(permanents=tuple(perms), life=life)


@pytest.mark.parametrize(("names", "cost", "payable"), [
    (("Azorius Signet",), "{1}", False),
    (("Azorius Signet", "Azorius Signet"), "{1}", False),
    (("Plains", "Azorius Signet", "Azorius Signet"), "{3}", True),
    (("Plains", "Azorius Signet", "Azorius Signet"), "{4}", False),
    (("Plains", "Mystic Gate"), "{U}{U}", True),
])
def test_brute_force_knows_self_funding(names, cost, payable):
    assert (brute_force(_board(*names), ManaCost.parse(cost)) is not None) == payable


TAPPERS = ["Springleaf Drum", "Jaspera Sentinel", "Heritage Druid", "Birchlore Rangers", "Llanowar Elves",
           "Grizzly Bears", "Forest", "Island", "City of Brass", "Eldrazi Spawn", "Ashnod's Altar", "Azorius Signet",
           "Skirk Prospector"]


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards(names=TAPPERS, max_size=4), costs(max_symbols=3), st.booleans())
def test_optimum_equals_brute_force_with_costs_that_tap_others(board, cost, keep):
    """"{T}, Tap an untapped creature you control" (Springleaf Drum; Jaspera Sentinel, a creature that cannot tap
    itself twice) and "Tap three untapped Elves you control" (Heritage Druid, repeatable, may tap itself): the
    solver's optimum, with and without a kept cost, is the brute force's, and its plan can be followed."""
    keep_cost = ManaCost.parse("{U}") if keep else None
    payment = solve_payment(board, cost, keep=keep_cost, abilities=lambda c: parsed(c.name), time_limit=INF)
    assert payment.optimal
    assert _solver_vector(payment, keep) == brute_force(board, cost, keep_cost)
    if payment.payable:
        replay(board, cost, payment)


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards(names=TAPPERS, max_size=4), costs(max_symbols=3))
def test_depth_certificate_with_costs_that_tap_others(board, cost):
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr("manaplan.solver.pay.solve.DIRECT_LAYERS", 0)
        mp.setattr("manaplan.solver.pay.solve.START_LAYERS", 1)
        payment = solve_payment(board, cost, abilities=lambda c: parsed(c.name), time_limit=INF)
    assert payment.optimal
    assert _solver_vector(payment, False) == brute_force(board, cost)
    if payment.payable:
        replay(board, cost, payment)
