"""Untappers against an exhaustive search: the most mana a small board makes, ``pay '{X}' --max-x``.

The search here is independent of the model. It walks every legal sequence of activations of a small board, one at a
time, and keeps the largest pool. Two kinds of activation are searched:

- a mana ability: its ``{T}`` (not on a summoning-sick creature, CR 302.6), the untapped permanents its cost taps
  ("Tap three untapped Elves you control": any of yours, a summoning-sick one too, CR 302.6), its mana paid from the
  pool, its condition read as it is activated (Mox Opal's metalcraft, CR 602.5b), its sacrifice (Lotus Petal);
- an untapper's ability (CR 605.1a: it has a target, so it is no mana ability, activated while you hold priority):
  its ``{T}``, its mana, the permanents it taps ("Tap an untapped creature you control", Earthcraft) or returns
  ("Return a Forest you control to its owner's hand", Quirion Ranger; CR 400.7: gone from the board), "Activate
  only once each turn" (CR 602.5b), then the tapped permanent it targets untapped (CR 701.26b).

Every cost and output of the cards here is generic or any colour, so the pool is a number: the largest one is the
largest X. Property: the solver's X is never more than the search's, its plan replays (each ``{T}`` and each tap for
a cost on an untapped permanent, each untap alone on a tapped one, each removal of one still there), and where the
solver calls its X optimal it is the search's; ``produce``'s most alike. Two stops ago three boards broke the last
part, each X one less than the search's called optimal (Quirion Ranger and Wirewood Symbiote beside Heritage Druid
and Birchlore Rangers; Wirewood Symbiote untapping itself for Earthcraft's cost; Quirion Ranger untapping Arbor Elf
to untap a Forest again); then such untaps were named, not proven; now they are modelled (an untap alone, one more
tap of its permanent in a later layer) and each example below is proven at the search's X.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from manaplan.models.board import Board, Permanent
from manaplan.models.cards.store import default_database
from manaplan.models.effects import Untapper
from manaplan.models.oracle.parser import parse_card
from manaplan.solver.pay.solve import solve_payment
from manaplan.solver.produce.solve import produce
from manaplan.solver.rules.conditions import why_not as condition_why_not

from manaplan_tests import INF, examples

DB = default_database()

#: Lands, Elves and rocks with fixed generic or any-colour mana, the Elves' tapping costs, and untappers of each kind.
#: Mox Opal's metalcraft is read as each activation is made, Lotus Petal's sacrifice takes it away. Not here: a
#: permanent's own untap (Grim Monolith).
CARDS = ("Forest", "Island", "Darksteel Citadel", "Sol Ring", "Azorius Signet", "Llanowar Elves", "Elvish Mystic",
         "Nettle Sentinel", "Heritage Druid", "Birchlore Rangers", "Springleaf Drum", "Quirion Ranger", "Scryb Ranger",
         "Wirewood Symbiote", "Voltaic Key", "Manifold Key", "Arbor Elf", "Earthcraft", "Mox Opal", "Lotus Petal")


@functools.lru_cache(maxsize=None)
def _parsed(name: str):
    return parse_card(DB.get(name))


@dataclass(frozen=True)
class _State:
    present: tuple[bool, ...]
    tapped: tuple[bool, ...]
    pool: int
    used: frozenset  # (permanent index, effect index) of the untappers used "once each turn"


def _fits(f, q: Permanent) -> bool:
    return f.matches(set(q.card.card_types), set(q.card.subtypes))


def _choices(perms, s: _State, filters, i: int, *, untapped: bool, not_self: bool) -> list[tuple[int, ...]]:
    """The sets of distinct permanents of yours the cost's parts take, one per part."""
    sets: list[tuple[int, ...]] = [()]
    for f in filters:
        sets = [chosen + (j,) for chosen in sets for j, q in enumerate(perms)
                if s.present[j] and j not in chosen and not (untapped and s.tapped[j])
                and not ((not_self or f.another) and j == i) and _fits(f, q)]
    return sets


def _condition_fails(condition, perms, s: _State, p: Permanent) -> bool:
    """Whether an activation condition (Mox Opal's "three or more artifacts") fails on the permanents still there."""
    here = Board(permanents=tuple(q for j, q in enumerate(perms) if s.present[j]))
    return condition_why_not(condition, p, here, timing="priority") is not None


def _moves(perms, s: _State):
    for i, p in enumerate(perms):
        if not s.present[i]:
            continue
        sick = p.summoning_sick and p.card.is_creature
        parsed = _parsed(p.card.name)
        for a in parsed.mana_abilities:
            cost = a.cost
            if cost.tap and (s.tapped[i] or sick):
                continue
            need = cost.mana.mana_value
            if need > s.pool:
                continue
            if a.condition is not None and _condition_fails(a.condition, perms, s, p):  # CR 602.5b: as activated
                continue
            present = s.present
            if cost.sacrifice_self:  # Lotus Petal: gone (CR 400.7)
                present = tuple(False if j == i else here for j, here in enumerate(s.present))
            for taps in _choices(perms, s, cost.taps, i, untapped=True, not_self=cost.tap):
                tapped = list(s.tapped)
                tapped[i] = tapped[i] or cost.tap
                for j in taps:
                    tapped[j] = True
                yield _State(present, tuple(tapped), s.pool - need + len(a.output.choices[0]), s.used)
        for k, e in enumerate(parsed.effects):
            if not isinstance(e, Untapper) or (e.max_per_turn and (i, k) in s.used):
                continue
            cost = e.cost
            if (cost.tap and (s.tapped[i] or sick)) or cost.mana.mana_value > s.pool:
                continue
            for taps in _choices(perms, s, cost.taps, i, untapped=True, not_self=cost.tap):
                for gone in _choices(perms, s, cost.removes_others, i, untapped=False, not_self=False):
                    if set(gone) & set(taps):
                        continue
                    present = list(s.present)
                    for j in gone:
                        present[j] = False
                    tapped = list(s.tapped)
                    tapped[i] = tapped[i] or cost.tap
                    for j in taps:
                        tapped[j] = True
                    for t, q in enumerate(perms):
                        if present[t] and tapped[t] and not (e.another and t == i) \
                                and e.fits(q.card.card_types, q.card.subtypes, q.card.supertypes):
                            again = list(tapped)
                            again[t] = False
                            yield _State(tuple(present), tuple(again), s.pool - cost.mana.mana_value,
                                         s.used | {(i, k)})


def most_mana(board: Board) -> int:
    """The largest pool any legal sequence of activations makes (all mana here pays {X})."""
    perms = board.permanents
    start = _State(tuple(True for _ in perms), tuple(p.tapped for p in perms), 0, frozenset())
    seen, todo, best = {start}, [start], 0
    while todo:
        s = todo.pop()
        best = max(best, s.pool)
        for n in _moves(perms, s):
            if n not in seen:
                seen.add(n)
                todo.append(n)
    return best


@st.composite
def boards(draw, max_size=6):
    perms, counts = [], {}
    for _ in range(draw(st.integers(2, max_size))):
        name = draw(st.sampled_from(CARDS))
        counts[name] = counts.get(name, 0) + 1
        c = DB.get(name)
        perms.append(Permanent(id=f"{name}#{counts[name]}", card=c, tapped=draw(st.booleans()) and draw(st.booleans()),
                               sick=c.is_creature and draw(st.booleans()) and draw(st.booleans())))
    return Board(permanents=tuple(perms))


def _board(*entries) -> Board:
    perms, counts = [], {}
    for name, tapped, sick in entries:
        counts[name] = counts.get(name, 0) + 1
        perms.append(Permanent(id=f"{name}#{counts[name]}", card=DB.get(name), tapped=tapped, sick=sick))
    return Board(permanents=tuple(perms))


#: Boards each of which an earlier engine got wrong or could not prove, with what the search makes.
EXAMPLES = (
    (_board(("Forest", True, False), ("Quirion Ranger", True, False), ("Wirewood Symbiote", True, False),
            ("Birchlore Rangers", False, False), ("Llanowar Elves", True, False), ("Heritage Druid", True, False),
            ("Nettle Sentinel", False, True)), 4),  # two untaps feed one Heritage Druid, one Llanowar Elves
    (_board(("Forest", False, False), ("Llanowar Elves", False, False), ("Wirewood Symbiote", False, False),
            ("Earthcraft", False, False)), 4),  # the Symbiote untaps itself, tapped for Earthcraft's cost
    (_board(("Quirion Ranger", False, False), ("Arbor Elf", False, False), ("Forest", False, False),
            ("Forest", False, False)), 4),  # the Ranger untaps Arbor Elf, which untaps a Forest again
    (_board(("Mox Opal", False, False), ("Voltaic Key", False, False), ("Lotus Petal", False, False),
            ("Darksteel Citadel", False, False), ("Sol Ring", False, False)), 6),  # metalcraft with the Petal gone
    (_board(("Springleaf Drum", False, False), ("Quirion Ranger", False, False), ("Arbor Elf", False, False),
            ("Llanowar Elves", False, False), ("Earthcraft", False, False), ("Lotus Petal", False, False),
            ("Forest", True, False)), 5),  # the Forest untapped thrice, then returned to untap an Elf, in one layer
    (_board(("Scryb Ranger", False, False), ("Voltaic Key", True, False), ("Arbor Elf", True, False),
            ("Springleaf Drum", True, False)), 0),  # the Drum tapped at the start, nothing to untap it with: none
    (_board(("Manifold Key", False, False), ("Manifold Key", True, False), ("Sol Ring", True, False),
            ("Birchlore Rangers", True, False), ("Arbor Elf", False, False), ("Elvish Mystic", False, False),
            ("Arbor Elf", False, False)), 3),  # two Keys may untap each other: no mana from an untap alone
)


@pytest.mark.parametrize("board, most", EXAMPLES)
def test_each_example_is_proven_at_the_search_s_most(board, most):
    """Each board above is answered exactly and proven, by ``pay`` and ``produce`` alike (before this stop each was
    short or named: an untap for another's cost, for an untap of its own, or deepening a plan past its certificate)."""
    assert most_mana(board) == most
    payment = solve_payment(board, "{X}", max_x=True, time_limit=INF)
    assert payment.x == most and payment.optimal and not payment.left_out
    made = produce(board, time_limit=INF)
    assert made.max_total == most and made.max_total_proven


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards())
def test_the_most_mana_with_untappers_is_the_search_s_where_called_optimal(board):
    payment = solve_payment(board, "{X}", max_x=True, time_limit=INF)
    best = most_mana(board)
    x = payment.x if payment.payable else 0
    assert x <= best, (x, best)
    if payment.optimal:
        assert x == best, (x, best, payment.left_out)
    if payment.payable:
        _replay(board, payment)
    made = produce(board, time_limit=INF)
    assert made.max_total <= best, (made.max_total, best)
    if made.max_total_proven:
        assert made.max_total == best, (made.max_total, best, made.left_out)


def _replay(board: Board, payment) -> None:
    """The plan's steps, followed in order, are legal as far as permanents go: a ``{T}`` of an untapped permanent
    (not a summoning-sick creature's, CR 302.6), "Tap an untapped …" of untapped ones (CR 601.2h), returns and
    sacrifices of permanents still there (CR 400.7), an untap alone of a tapped one still there (CR 701.26b), an
    untap joined to a tap of a permanent still there."""
    perms = {p.id: p for p in board.permanents}
    tapped = {pid: p.tapped for pid, p in perms.items()}
    present = set(perms)
    for s in payment.steps:
        if s.permanent is None:
            continue
        p = perms[s.permanent]
        assert s.permanent in present, s
        if s.ability is not None and s.ability.cost.tap:
            assert not tapped[s.permanent] and not (p.summoning_sick and p.card.is_creature), s
            tapped[s.permanent] = True
        for pid in s.taps:
            assert pid in present and not tapped[pid], s
            tapped[pid] = True
        for pid in (*s.returns, *s.sacrifices, *s.exiles):
            assert pid in present, s
            present.discard(pid)
        if s.untaps is not None:
            assert s.untaps in present, s
            if not s.adds:  # alone: it frees a tapped permanent
                assert tapped[s.untaps], s
            tapped[s.untaps] = bool(s.adds)  # joined: tapped again at once
