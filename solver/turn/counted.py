"""Mana that counts the permanents cast this turn, or that their effects change: Gaea's Cradle's creatures, Nykthos'
devotion, Elvish Archdruid's Elves, the lands under Chromatic Lantern or Prismatic Omen — one version of the changed
permanent's uses per count, each used only at that count.

A permanent spell is on the battlefield once it resolves (CR 608.3), its static abilities apply from then on, and a
mana ability's count is taken as it resolves, at once (CR 605.3b): Gaea's Cradle tapped after two creatures cast
this turn resolved adds two more {G}. Mana abilities may be activated while a spell is cast (CR 601.2g-h, 605.3a)
and mana stays in the pool until the step ends (CR 500.4, 106.4), so the Cradle may be tapped after the creatures
resolved and its mana spent on a later spell of the same main phase.

:func:`counted_mana` reads, for each permanent of the board whose mana a permanent cast this turn changes
(``_effectful`` of :mod:`.solve` finds them, with each alone: before, each was cast last, its change not counted),
a count of one or more dimensions:

- a copy with no effects of its own (triggered mana aside: Burning-Tree Emissary) that changes only how much the
  abilities add is counted by its weight, in each dimension (one ability's one kind of mana: Nykthos' green and
  white are two): a creature is one for the Cradle, Leatherback Baloth's {G}{G}{G} three for Nykthos' green;
- a copy with effects (Chromatic Lantern), or whose presence changes more than amounts (Thrasios' colours for Bloom
  Tender), is a dimension of its own, present or not; it may change the abilities and the types (where no cost's
  filter reads them), never what else the permanent is, and never the mana of another permanent that may enter (a
  land a spell finds is on the model's board from the start: the copy stays cast last).

Each count is read on a board with a set of copies that makes it (for counts alone, checked: the board's amounts
without them plus the weights), at most :data:`MAX_VERSIONS` counts, and a greater count must give at least the
mana of a smaller one (:func:`_dominates`: Blood Moon, which takes colours away, stays cast last).

The counts are those of the sets of copies a plan may cast (:func:`_counts`): a subset sum over the copies, one
copy at a time, each count kept with one set making it, the copies a spell puts into your hand taken at most as
many of a slot as one cast of it takes (``together``: Shared Summons' two creature cards, each cast at most once,
CR 601.2; the turn model allows no more, :func:`~.model._fetched_after`). No count a plan could make is left out,
so a count reached in a layer always has its version; the count of every copy is kept too (the model's board's
own uses: gated to it, never used where that count is not made). The work is bounded by the counts
(:data:`MAX_VERSIONS`) times the takes of the slot being read, not by the sets; the model's, by the copies counted
(:data:`_MAX_COUNTED`).

The turn model (:mod:`.model`) then has one version of the changed permanent's uses per count, each allowed in a
layer only where the weighted count of the copies cast up to that layer is that count, in every dimension; in the
keep phase, of every copy cast. A version is used after every cast of its layer: a count taken between two casts of
one layer is never more than after both, and gives no more mana (checked above), so tapping it after both makes at
least as much — never a plan missed that does better on any objective (more mana left only helps).

Examples
--------
>>> from manaplan.models.board_files import board_from_data
>>> from manaplan.solver.analysis import analysed
>>> from manaplan.models.board import Permanent
>>> b = board_from_data({"permanents": ["Gaea's Cradle"], "hand": ["Llanowar Elves", "Elvish Mystic"]})
>>> elves = [("e", Permanent(id="Llanowar Elves#1", card=b.hand[0], sick=True, entered=True)),
...          ("m", Permanent(id="Elvish Mystic#1", card=b.hand[1], sick=True, entered=True))]
>>> found, keys = counted_mana(analysed(b), elves, {"e", "m"}, {"e": ("Gaea's Cradle#1",),
...                                                               "m": ("Gaea's Cradle#1",)})
>>> sorted(keys), found[0].pid, found[0].dims, [v for v, _ in found[0].versions]
(['e', 'm'], "Gaea's Cradle#1", ((('e', 1), ('m', 1)),), [(0,), (1,), (2,)])
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...models.board import Board, Permanent
from ...models.effects import InSection, ModifiesPowerToughness, Untapper
from ...models.effects.triggers import EventMana
from ..analysis import Analysis
from ..core.counts import board_reads
from ..effective import PermanentView
from ..rules.conditions import section_holds
from .entering import haste_decides

__all__ = ["Counted", "counted_mana", "MAX_VERSIONS"]

#: The most counts (versions of a counting permanent's uses) modelled; with more, the copies it counts are cast last
#: and the answer is not proven, as before.
MAX_VERSIONS = 16

#: The most copies one permanent counts: each is on the model's board, its casts gating the versions. Measured in
#: process: Shared Summons' 11 creatures beside Elvish Visionary and Regal Force (13 copies, Circle of Dreams Druid
#: and Priest of Titania counting them) made the turn's model 10 s (the time limit, not proven), 0.8 s with them cast
#: last.
_MAX_COUNTED = 12


@dataclass(frozen=True, slots=True)
class Counted:
    """A permanent of the board whose mana counts permanents cast this turn, or that their effects change.

    Parameters
    ----------
    pid : str
        Its id.
    dims : tuple of tuple of (str, int)
        Per dimension of its count (one ability's one kind of mana, or one copy with effects), each copy counted
        there and its weight: what its permanent adds to that amount (one for a copy with effects: there or not).
    versions : tuple of (tuple of int, frozenset of str)
        Each count the casts can make (one value per dimension, counted from the board without them) and a set of
        copies whose casts make it.
    """

    pid: str
    dims: tuple[tuple[tuple[str, int], ...], ...]
    versions: tuple[tuple[tuple[int, ...], frozenset[str]], ...]

    @property
    def keys(self) -> frozenset[str]:
        """Every copy counted."""
        return frozenset(k for dim in self.dims for k, _ in dim)


def counted_mana(analysis: Analysis, entering: list[tuple[str, Permanent]], last_only: set[str],
                 affects: dict[str, tuple[str, ...]], others: tuple[Permanent, ...] = (), *,
                 sacrificing: bool = False, together: tuple[tuple[frozenset[str], int], ...] = ()
                 ) -> tuple[list[Counted], set[str]]:
    """The permanents of the board whose mana counts the permanents cast this turn or that their effects change, and
    the copies they count, of those that would be cast last (``last_only``, with what each changes: ``affects``).

    Parameters
    ----------
    analysis : Analysis
        The board as the turn begins (the land played, the cast cards out of the hand).
    entering : list of (str, Permanent)
        Each copy's key and the permanent it becomes; a key may come more than once, with the tokens its cast makes
        (Raise the Alarm's two Soldiers, which Gaea's Cradle counts: :func:`~.token_fodder.split_tokens`), all of
        them entering together, as one copy's weight.
    last_only : set of str
    affects : dict of str to tuple of str
    others : tuple of Permanent
        The other permanents that may enter this turn (lands a spell finds): a copy whose effects would change
        their mana too stays cast last.
    sacrificing : bool
        A spell cast may sacrifice a permanent (Fling).
    together : tuple of (frozenset of str, int)
        Sets of copies of which a plan casts at most so many (the cards one slot of a spell puts into your hand:
        :attr:`~.cards.Copy.fetch_takes`): the counts only such sets make.

    Returns
    -------
    (list of Counted, set of str)
        The counting permanents, and the copies now counted (no longer cast last).
    """
    if not last_only:
        return [], set()
    ids = {p.id for p in analysis.board.permanents}
    perm: dict[str, tuple[Permanent, ...]] = {}  # a copy's permanent, and the tokens its cast makes (.token_fodder)
    for key, p in entering:
        perm[key] = perm.get(key, ()) + (p,)
    entered = [p for _, p in entering] + list(others)
    removes_others, selves, taken = _removals(analysis, entered)
    if removes_others or sacrificing:  # a count could fall as a plan goes: not versioned
        return [], set()
    eligible = {k for k in last_only if k in perm and affects.get(k) and all(a in ids for a in affects[k])
                and not any(p.id in selves for p in perm[k])}
    effect = {k for k in eligible if any(_has_effects(analysis, p) for p in perm[k])}
    while eligible:
        by_pid: dict[str, list[str]] = {}
        for k in sorted(eligible):
            for pid in affects[k]:
                by_pid.setdefault(pid, []).append(k)
        found, failed = [], set()
        for pid, keys in by_pid.items():
            c = _versions(analysis, pid, keys, perm, effect, entered, together)
            if c is not None and (_counts_leaving(analysis, pid, selves) or _counts_taken(analysis, pid, taken,
                                                                                          entered)):
                c = None
            if c is None:
                failed |= set(keys)
            else:
                found.append(c)
        if not failed:
            return found, eligible
        eligible -= failed
    return [], set()


def _removals(analysis: Analysis, entered: list[Permanent]) -> tuple[bool, set[str], set[str]]:
    """Whether a usable ability of the board, with all that may enter, sacrifices, exiles or returns other permanents
    (Phyrexian Altar), the ids of the permanents that may remove themselves (Treasure, Blood Pet), and those an
    untapper's cost may return or sacrifice (Wirewood Symbiote's Elves, Quirion Ranger's Forests:
    :func:`_counts_taken` tells whether a count reads them). A count read at a layer counts what was cast by then: a
    permanent gone before would make it less (CR 605.3b counts what is there)."""
    full = analysis.of(_with(analysis.board, entered))
    others, selves = False, set()
    for v in full.effective.views:
        if not v.permanent.is_yours:
            continue
        for a in v.abilities:
            cost = a.ability.cost
            if a.problem is not None or cost.exile_self == "hand":  # never used there (a Spirit Guide's is from hand)
                continue
            if cost.removes_others or cost.sacrifice_x is not None:
                others = True
            if cost.sacrifice_self or cost.exile_self or cost.return_self or a.ability.sacrifice_if_no_counters:
                selves.add(v.id)
    # an untapper's cost that returns or sacrifices another (solver/core/untappers.py): what it may take
    yours = {v.id: v for v in full.effective.views if v.permanent.is_yours}
    taken: set[str] = set()
    for e in full.effective.effects_of(Untapper):
        if e.source in yours and e.effect.cost.removes_others:
            taken |= {pid for pid, v in yours.items() if any(v.fits(f) for f in e.effect.cost.removes_others)}
    return others, selves, taken


def _counts_taken(analysis: Analysis, pid: str, taken: set[str], entered: list[Permanent]) -> bool:
    """Whether an untapper's cost may take ``pid`` or a permanent its mana may count (``taken``: :func:`_removals`),
    on the board as the turn begins or with all that may enter: its versions are then not read. What each ability's
    mana reads is :func:`~manaplan.solver.core.counts.board_reads`' (a count of permanents: Circle of Dreams Druid's
    creatures, Priest of Titania's Elves; a devotion: Nykthos' symbols — Quirion Ranger's Forest is no creature and
    has no mana cost); an ability with a condition counts all.
    Where none is taken, an untapper's activation that untaps ``pid`` and taps it again adds the mana of the count at
    its layer (:func:`~.model._count_versions`, CR 605.3b)."""
    if not taken:
        return False
    if pid in taken:
        return True
    for a in (analysis, analysis.of(_with(analysis.board, entered))):
        views = {v.id: v for v in a.effective.views if v.permanent.is_yours}
        owner = views.get(pid)
        if owner is None:
            return True
        for ability in owner.abilities:
            if ability.ability.condition is not None:
                return True  # a condition may read what is taken too ("only if you control …")
            if set(board_reads(ability, owner, views)) & taken:
                return True
    return False


def _counts_leaving(analysis: Analysis, pid: str, selves: set[str]) -> bool:
    """Whether a permanent of the board that may remove itself (``selves``) changes ``pid``'s mana by leaving
    (a creature with a sacrifice ability, for Gaea's Cradle): its versions are then not read."""
    base = _view(analysis, pid)
    board_ids = {p.id for p in analysis.board.permanents}
    for q in sorted(selves & board_ids - {pid}):
        there = _view(analysis.of(replace(analysis.board, permanents=tuple(
            p for p in analysis.board.permanents if p.id != q))), pid)
        if there is None or (_rest(there), _amounts(there)) != (_rest(base), _amounts(base)):
            return True
    return False


def _has_effects(analysis: Analysis, p: Permanent) -> bool:
    """Whether ``p`` has effects of its own (Prismatic Omen's, a lord's), not only triggered mana (Burning-Tree
    Emissary's), an untapper's activations (Quirion Ranger's: abilities of its own, no change to another permanent's
    mana; where its presence changes more of a count's view than amounts, :func:`_versions` reads it as a dimension
    of its own all the same), a change of power and toughness (Canopy Tactician's "Other Elves you control get
    +1/+1": it changes only how much a mana that counts power adds, Marwyn's, which :func:`_versions` measures as it
    measures a creature Gaea's Cradle counts) or an effect of a level it is not at as it enters (Joraga Treespeaker's
    "LEVEL 5+" with no level counter, CR 711.2: not in force on any board the turn reads,
    :func:`~manaplan.solver.rules.conditions.section_holds`)."""
    return any(not isinstance(e, (EventMana, Untapper, ModifiesPowerToughness))
               and not (isinstance(e, InSection) and not section_holds(e, p))
               for e in analysis.read(p.card).effects)


def _changes_entering(analysis: Analysis, p: Permanent, entered: list[Permanent]) -> bool:
    """Whether ``p``'s effects would change the mana of another permanent that may enter this turn (a Forest
    Nature's Lore finds, under Prismatic Omen): that one is not versioned, so ``p`` stays cast last."""
    board = analysis.board
    for q in entered:
        if q.id == p.id:
            continue
        alone = _view(analysis.of(_with(board, [q])), q.id)
        both = _view(analysis.of(_with(board, [q, p])), q.id)
        if alone is None or both is None or (_rest(alone), _amounts(alone)) != (_rest(both), _amounts(both)):
            return True
    return False


def _view(analysis: Analysis, pid: str) -> PermanentView | None:
    """``pid``'s view on the board of ``analysis``, without a haste that decides nothing (:func:`~.entering.
    haste_decides`: Goblin Warchief's for a Goblin Piker cast this turn, CR 302.6)."""
    view = next((v for v in analysis.effective.views if v.id == pid), None)
    if view is not None and view.haste and not haste_decides(analysis.effective, view):
        return replace(view, haste_from=())
    return view


def _rest(view: PermanentView) -> tuple:
    """All the view says but what its abilities add."""
    return (view.card_types, view.subtypes, view.supertypes, view.colors, view.lost_text, view.haste,
            view.prohibited, view.barred_by, view.tapped_damage, view.untaps, view.unsupported,
            tuple((a.ability.cost, a.base, a.problem, a.victims, a.trigger_damage, a.untaps) for a in view.abilities))


def _kinds(output) -> list[tuple]:
    """The kinds of bag an output may add (its slots' types, without their sizes), in order."""
    return [tuple(sorted(tuple(sorted(t.value for t in s.types)) for s in bag)) for bag in output.options]


def _amounts(view: PermanentView) -> dict[tuple, int]:
    """How much each ability adds of each kind of bag: (ability index, kind) → amount."""
    out: dict[tuple, int] = {}
    for i, a in enumerate(view.abilities):
        for kind, bag in zip(_kinds(a.output), a.output.options):
            out[i, kind] = max(out.get((i, kind), 0), sum(s.size for s in bag))
    return out


def _versions(analysis: Analysis, pid: str, keys: list[str], perm: dict[str, tuple[Permanent, ...]], effect: set[str],
              entered: list[Permanent], together: tuple[tuple[frozenset[str], int], ...] = ()) -> Counted | None:
    """The counts of ``pid``'s mana the casts of ``keys`` can make, each checked on a board that has it; None when
    what a copy changes is more than the abilities (or types a cost's filter reads), a count does not give at least
    the mana of a smaller one, or there are too many counts. A copy with effects (``effect``: Prismatic Omen), or
    whose presence changes more than amounts (Thrasios' colours for Bloom Tender), is a dimension of its own, of
    weight one, unless it changes the mana of another permanent that may enter (``entered``); the counts are those
    of the sets of copies ``together`` allows (:func:`_counts`), of at most :data:`_MAX_COUNTED` copies."""
    if len(keys) > _MAX_COUNTED:
        return None
    board = analysis.board

    def view_with(ks) -> PermanentView | None:
        return _view(analysis.of(_with(board, [p for k in ks for p in perm[k]])), pid)

    base = _view(analysis, pid)
    if base is None or _takes_others(base):
        return None
    amounts = _amounts(base)
    weights: dict[str, dict[tuple, int]] = {}
    alone: set[str] = set()  # the keys of a dimension of their own
    for k in keys:
        one = view_with([k]) if k not in effect else None
        if one is not None and _rest(one) == _rest(base):
            got = _amounts(one)
            delta = {d: got.get(d, 0) - amounts.get(d, 0) for d in set(got) | set(amounts)}
            if all(v >= 0 for v in delta.values()) and any(delta.values()):
                weights[k] = {d: v for d, v in delta.items() if v}
                continue
        if any(_changes_entering(analysis, p, entered) for p in perm[k]):
            return None
        weights[k] = {("alone", k): 1}
        alone.add(k)
    dim_ids = sorted({d for w in weights.values() for d in w}, key=repr)
    dims = tuple(tuple((k, weights[k][d]) for k in keys if d in weights[k]) for d in dim_ids)
    versions = _counts(keys, [tuple(weights[k].get(d, 0) for d in dim_ids) for k in keys], together)
    if versions is None:
        return None
    views = {value: base for value, subset in versions.items() if not subset}
    filters = None
    for value, subset in versions.items():  # each count as a board with it has it
        if not subset:
            continue
        there = views[value] = view_with(sorted(subset))
        if there is None or _takes_others(there):
            return None
        if subset & alone:  # what they change: the abilities, and types only where no cost reads them
            if _outer(there) != _outer(base) and not _gains_haste(base, there):
                return None
            if _types(there) != _types(base):
                filters = _filters(analysis) if filters is None else filters
                if filters:
                    return None
            continue
        if _rest(there) != _rest(base):
            return None
        got = _amounts(there)
        if any(got.get(d, 0) != amounts.get(d, 0) + v for d, v in zip(dim_ids, value)):
            return None
    for small, big in ((v, w) for v in views for w in views if v != w and all(x <= y for x, y in zip(v, w))):
        if not _dominates(views[big], views[small]):  # tapped after a cast, never less mana than before it
            return None
    return Counted(pid, dims, tuple(sorted(versions.items())))


def _counts(keys: list[str], weights: list[tuple[int, ...]], together: tuple[tuple[frozenset[str], int], ...]
            ) -> dict[tuple[int, ...], frozenset[str]] | None:
    """Each count (one value per dimension) a set of ``keys`` of weights ``weights`` makes, with one set making it,
    over the sets that take at most ``n`` of each of ``together``'s copies; the count of every key too (the model's
    board's). A subset sum, one key at a time, a group's keys one after another (its takes then forgotten): each
    state is a set allowed, so a count made along the way is one of the counts, and more than
    :data:`MAX_VERSIONS` of them gives None at once (the count of every key may come on top, when no set allowed
    makes it).

    >>> sorted(_counts(["a", "b", "c"], [(1,), (1,), (1,)], ((frozenset("bc"), 1),)))
    [(0,), (1,), (2,), (3,)]
    >>> _counts(["a", "b", "c"], [(1,), (1,), (1,)], ((frozenset("bc"), 1),))[(2,)] in ({"a", "b"}, {"a", "c"})
    True
    """
    dims = len(weights[0]) if weights else 0
    limits = [(set(keys) & group, n) for group, n in together if len(set(keys) & group) > n]
    group_of = {}
    for gi, (group, _) in enumerate(limits):
        for k in group:
            group_of.setdefault(k, gi)  # a key in two groups: the first (the other's bound left out: more counts)
    order = sorted(range(len(keys)), key=lambda i: (group_of.get(keys[i], -1), keys[i]))
    states: dict[tuple[tuple[int, ...], int], frozenset[str]] = {((0,) * dims, 0): frozenset()}
    for pos, i in enumerate(order):
        k, w = keys[i], weights[i]
        gi = group_of.get(k)
        cap = limits[gi][1] if gi is not None else None
        new = dict(states)
        for (value, taken), subset in states.items():
            if cap is not None and taken >= cap:
                continue
            new.setdefault((tuple(a + b for a, b in zip(value, w)), taken + (gi is not None)), subset | {k})
        nxt = group_of.get(keys[order[pos + 1]]) if pos + 1 < len(order) else None
        if gi is not None and nxt != gi:  # the group is done: its takes forgotten
            states = {}
            for (value, _), subset in new.items():
                states.setdefault((value, 0), subset)
        else:
            states = new
        if len({value for value, _ in states}) > MAX_VERSIONS:
            return None
    out = {}
    for (value, _), subset in sorted(states.items(), key=lambda item: (item[0], sorted(item[1]))):
        out.setdefault(value, subset)
    out.setdefault(tuple(sum(w[d] for w in weights) for d in range(dims)), frozenset(keys))
    return out if len(out) <= MAX_VERSIONS + 1 else None


def _takes_others(view: PermanentView) -> bool:
    """Whether an ability's cost sacrifices, exiles or taps other permanents (Food Chain's creature): what it may
    take changes with what is cast, so its versions are not read (it stays as it was: the copies cast last)."""
    return any(a.ability.cost.removes_others or a.ability.cost.taps for a in view.abilities)


def _types(view: PermanentView) -> tuple:
    return view.card_types, view.subtypes, view.supertypes, view.colors


def _outer(view: PermanentView) -> tuple:
    """What the view says of the permanent but its types and abilities."""
    return (view.lost_text, view.haste, view.prohibited, view.barred_by, view.tapped_damage, view.untaps,
            view.unsupported)


def _gains_haste(base: PermanentView, there: PermanentView) -> bool:
    """Whether ``there`` differs from ``base`` outside its types and abilities only by having haste (Goblin Warchief
    for an Ignoble Hierarch that came this turn): haste only lets its ``{T}`` and ``{Q}`` abilities be activated
    (CR 302.6, 702.10c), so the count with it makes at least the mana of the one without (:func:`_dominates`)."""
    return not base.haste and there.haste and _outer(replace(there, haste_from=())) == _outer(base)


def _filters(analysis: Analysis) -> bool:
    """Whether a cost on the board sacrifices, exiles or taps another permanent by a filter (which reads types)."""
    return any(a.ability.cost.removes_others or a.ability.cost.taps
               for v in analysis.effective.views for a in v.abilities)


def _terms(a) -> tuple:
    """An ability's terms but its output: its cost, the life and damage it costs, what its mana may be spent on."""
    ab = a.ability
    return (ab.cost, ab.damage_to_you, ab.life_loss, ab.spend, ab.condition, a.trigger_damage, a.untaps, a.victims)


def _dominates(big: PermanentView, small: PermanentView) -> bool:
    """Whether each usable ability of ``small`` is in ``big`` on the same terms (:func:`_terms`) with each of its
    bags of mana within one of the other's (at least as much, of kinds at least as wide)."""
    for a in small.abilities:
        if a.problem is not None:
            continue
        if not any(b.problem is None and _terms(b) == _terms(a)
                   and all(any(_bag_within(o, q) for q in b.output.options) for o in a.output.options)
                   for b in big.abilities):
            return False
    return True


def _bag_within(small, big) -> bool:
    """Whether a bag of slots fits in another: each slot's mana taken from the other's slots of wider types."""
    room = [[set(s.types), s.size] for s in big]
    for s in sorted(small, key=lambda s: -s.size):
        need = s.size
        for r in room:
            if need and set(s.types) <= r[0] and r[1]:
                take = min(need, r[1])
                r[1] -= take
                need -= take
        if need:
            return False
    return True


def _with(board: Board, extra: list[Permanent]) -> Board:
    return replace(board, permanents=board.permanents + tuple(extra))
