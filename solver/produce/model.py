"""The CP-SAT model behind ``produce``: how much of each type, how much in all, which pools — without self-funding.

Sources
-------
:func:`production_board` reads an :class:`~manaplan.solver.effective.EffectiveBoard` (every effect applied) and makes
:class:`Source` groups — identical permanents in the same state whose abilities are one-shot (they tap, untap or
remove the permanent) are one group, so two hundred Reflecting Pools are one integer variable — and :class:`Use`
values, one per way to activate a permanent. A permanent's abilities that cost the same and do the same besides what
they add are one use whose yield is their union: a Breeding Pool's ``{T}: Add {G}`` and ``{T}: Add {U}`` make one
mana that may be G or U (the pool ``"UG": 1``), exactly as the player decides when tapping it.

Mana is counted in *classes*: the set of types a unit may still become (``{W, U}`` for a Signet-less "WU" unit,
``{G}`` for a Forest's), and whether a spending restriction holds it (such mana counts in every figure but pays no
cost here — a sound simplification: the model never spends restricted mana on other abilities). A slot of several
mana of one type chosen from several (Gilded Lotus) is realised as a type in the model.

The model
---------
Time layers ``0..L`` as in the payment model (:mod:`~manaplan.solver.pay.model`): free activations in layer 0,
activations with a mana cost in layers ``1..L``, those that sacrifice or tap other permanents in any layer. The costs of
layer ``k`` are paid from mana made in layers ``< k`` (and the board's pool): per class, what the costs up to ``k``
spend is at most what was there before ``k`` — **no self-funding**, so a lone Signet makes nothing and two Signets
cannot pay for each other. Each permanent acts at most once per one-shot ability (Hall's condition for sacrifices, as in
the payment model); life paid stays below your life total. The final pool is what was made less what was spent, per
class.

Depth: with at most :data:`DIRECT_LAYERS` costed activations possible, ``L`` is that number and the model is exact
outright. Otherwise each figure is certified by the relaxation without layers (self-funding allowed) restricted to
plans with more than ``L`` costed activations: a plan of depth ``d`` has at least ``d`` costed activations, so if
that relaxation cannot beat the layered optimum, no deeper plan can; else ``L`` doubles.

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> from manaplan.solver.effective import effective_abilities
>>> pb = production_board(effective_abilities(parse_inline("Forest x3, Azorius Signet x2")))
>>> [(s.ids[0], s.size) for s in pb.sources], [u.label for u in pb.uses]
([('Forest#1', 3), ('Azorius Signet#1', 2)], ['Forest#1', 'Azorius Signet#1'])
>>> model = ProduceModel(pb, layers=2)
>>> model.maximize(model.total()).value
5
"""

from __future__ import annotations

import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any

from ...models.ability import ActivationCost, PermanentFilter
from ...models.costs import ManaSymbol, SymbolKind
from ...models.mana import ALL_TYPES, ManaType
from ..rules import yields as Y
from ..core.cpsat import load_cp_model, new_solver
from ..rules.conditions import Traits
from ..rules.conditions import why_not as condition_why_not
from ..effective import EffectiveAbility, EffectiveBoard, PermanentView

__all__ = [
    "Source",
    "Use",
    "ProductionBoard",
    "production_board",
    "ProduceModel",
    "Solved",
    "DIRECT_LAYERS",
    "START_LAYERS",
    "REPEAT_CAP",
    "HONOURED",
    "weight",
    "solve_certified",
]

#: Boards allowing at most this many costed activations get a layered model exact by construction.
DIRECT_LAYERS = 8
#: Otherwise the model starts with this many layers and is certified or deepened.
START_LAYERS = 3
#: The most activations counted for an ability that may be activated again and again (no {T}, {Q} or self-removal).
REPEAT_CAP = 16
#: Parts of a mana ability (:meth:`~manaplan.models.ability.ManaAbility.features`) this model honours.
HONOURED = frozenset({
    "tap", "untap", "mana", "life", "sacrifice_self", "sacrifices", "remove_counters", "remove_x_counters", "taps",
    "discard", "discard_hand", "exile_cards", "mill", "return_self", "put_counters", "exile_self", "damage_to_you",
    "sacrifice_if_no_counters", "spend", "condition", "skips_next_untap", "counter_changes", "side_effects", "X",
    "Produce", "Yield", "exiles", "x_at_least", "untaps_opponents",
})

_ALL = frozenset(ALL_TYPES)


def weight(types: frozenset[ManaType]) -> int:
    """How many of the 63 nonempty sets of types a unit of this class may fall in: the pools objective (strictly
    monotone for the dominance of :func:`~manaplan.solver.rules.yields.counts_dominate`)."""
    return 64 - 2 ** (6 - len(types))


# ---------------------------------------------------------------------------------------------------- sources
@dataclass(frozen=True, slots=True)
class Source:
    """Identical permanents counted together (or one permanent).

    Parameters
    ----------
    index : int
    ids : tuple of str
    view : PermanentView
        The first member's.
    singleton : bool
        Never grouped: it has an ability that may be used again and again, or one that sacrifices or taps others.
    """

    index: int
    ids: tuple[str, ...]
    view: PermanentView
    singleton: bool

    @property
    def size(self) -> int:
        """How many permanents."""
        return len(self.ids)

    @property
    def untapped(self) -> bool:
        """Its members are untapped."""
        return not self.view.permanent.tapped


@dataclass(frozen=True, slots=True)
class Use:
    """One way to activate a source's permanents.

    Parameters
    ----------
    index, source : int
    abilities : tuple of EffectiveAbility
        The abilities merged into this use (same cost; the yield is their union).
    output : Yield
    cost : ActivationCost
    cap : int
        The most activations (0: unusable, see ``why_not``).
    why_not : str or None
    once : bool
        One-shot per permanent ({T}, {Q}, or it leaves the battlefield).
    removes_self : bool
        The permanent leaves the battlefield (sacrificed, exiled, returned, or its last counter gone).
    victims : tuple of tuple of int
        For each "Sacrifice a …", then each "Exile a … you control": the sources that may be taken.
    tapped : tuple of tuple of int
        For each "Tap an untapped … you control": the sources that may be tapped.
    life : int
        Life lost per activation.
    restricted : bool
        Its mana has a spending restriction (it pays no cost in this model).
    label : str
    """

    index: int
    source: int
    abilities: tuple[EffectiveAbility, ...]
    output: Y.Yield
    cost: ActivationCost
    cap: int
    why_not: str | None
    once: bool
    removes_self: bool
    victims: tuple[tuple[int, ...], ...] = ()
    tapped: tuple[tuple[int, ...], ...] = ()
    life: int = 0
    restricted: bool = False
    label: str = ""

    @property
    def usable(self) -> bool:
        """It can be activated at least once (as far as can be seen without solving)."""
        return self.cap > 0

    @property
    def costed(self) -> bool:
        """It has a mana cost."""
        return any(not (s.kind is SymbolKind.GENERIC and s.amount == 0) for s in self.cost.mana)

    @property
    def taps_self(self) -> bool:
        """Its cost has ``{T}``."""
        return self.cost.tap


@dataclass(frozen=True)
class ProductionBoard:
    """The sources and uses of an effective board, the classes of mana, the pool.

    Parameters
    ----------
    effective : EffectiveBoard
    sources : tuple of Source
    uses : tuple of Use
    classes : tuple of (frozenset of ManaType, bool)
        (types, restricted) for every class of mana the board may hold.
    pool : dict
        The board's pool by class.
    """

    effective: EffectiveBoard
    sources: tuple[Source, ...]
    uses: tuple[Use, ...]
    classes: tuple[tuple[frozenset[ManaType], bool], ...]
    pool: dict

    def uses_of(self, source: int) -> tuple[Use, ...]:
        """The uses of one source."""
        return tuple(u for u in self.uses if u.source == source)

    @property
    def ordered_bound(self) -> int:
        """The most costed activations possible: a layer count that makes the model exact."""
        return sum(u.cap for u in self.uses if u.usable and u.costed)


def _signature(a: EffectiveAbility) -> tuple:
    m = a.ability
    return (m.cost, m.damage_to_you, m.sacrifice_if_no_counters, m.spend, m.condition, a.victims,
            m.counter_changes)


def _static_why_not(a: EffectiveAbility, view: PermanentView, effective: EffectiveBoard) -> str | None:
    p, m, cost, board = view.permanent, a.ability, a.ability.cost, effective.board
    if not p.is_yours:
        return "an opponent controls it"
    features = m.features() - {type(m.output).__name__} | {"Yield"}
    missing = features - HONOURED
    if missing:
        return "not supported by produce yet: " + ", ".join(sorted(missing))
    if a.output.empty:
        if a.problem:
            return a.problem
        if a.victims is not None or m.cost.removes_others and a.base.output.__class__.__name__ == "Reflect":
            return "nothing it may sacrifice could produce mana (CR 106.5)"
        if a.base.output.__class__.__name__ == "Reflect":
            return "no permanent it looks at could produce mana (CR 106.5, 106.7)"
        return "adds no mana here"
    if cost.tap and p.tapped:
        return "tapped"
    if cost.untap and not p.tapped:
        return "untapped ({Q} needs it tapped)"
    if (cost.tap or cost.untap) and p.summoning_sick and "Creature" in view.card_types:  # CR 302.6: creatures
        return "summoning sick"
    if cost.mana.x_count:
        return "X in its cost is not supported"
    if any(s.kind is SymbolKind.SNOW for s in cost.mana):
        return "{S} in its cost is not supported by produce"
    for kind, n in cost.remove_counters:
        have = p.counter(kind)
        if have < n:
            return f"no {kind} counters" if have == 0 else f"only {have} {kind} counter{'s' if have != 1 else ''}"
    if cost.x_at_least and p.counter(cost.remove_x_counters) < cost.x_at_least:  # "one or more"
        return f"no {cost.remove_x_counters} counters"
    if cost.life and cost.life > board.life - 1:
        return f"paying {cost.life} life would leave you at {board.life - cost.life}"
    if cost.discard and cost.discard > len(board.hand):
        return f"needs {cost.discard} card{'s' if cost.discard != 1 else ''} in hand to discard"
    for zone, n in cost.exile_cards:
        have = len(board.graveyard) if zone == "graveyard" else len(board.hand)
        if have < n:
            return f"needs {n} card{'s' if n != 1 else ''} in your {zone} to exile"
    if cost.exile_self and cost.exile_self != "battlefield":
        return f"exiles its card from your {cost.exile_self}: not a permanent's ability"
    if cost.untaps_opponents:  # "Untap a tapped land an opponent controls" (Benthic Explorers)
        from ..core.activations import untap_activations, untap_why_not  # noqa: PLC0415

        views = {v.id: v for v in effective.views}
        why = untap_why_not(cost, p, board, lambda q: (views[q.id].card_types, views[q.id].subtypes),
                            untap_activations((x.ability for x in v.abilities) for v in effective.yours))
        if why is not None:
            return why
    if m.condition is not None:  # every field checked on the board, or the ability left out (solver/conditions.py)
        views = {v.id: v for v in effective.views}
        return condition_why_not(m.condition, p, board, timing="main", traits=lambda q: Traits(
            views[q.id].card_types, views[q.id].subtypes, views[q.id].supertypes, views[q.id].colors))
    return None


def _filter_sources(filt: PermanentFilter, own: int, sources: list[Source], *, untapped_only: bool,
                    restrict: tuple[str, ...] | None) -> tuple[int, ...]:
    out = []
    owner = sources[own].view.permanent.controller
    for s in sources:
        v = s.view
        if v.permanent.controller != owner:
            continue
        if filt.another and s.index == own and s.size == 1:
            continue
        if (filt.untapped or untapped_only) and v.permanent.tapped:
            continue
        if restrict is not None and not set(s.ids) & set(restrict):
            continue
        # token-ness and supertypes are part of the grouping key; names and power are not (never matched)
        if filt.matches(v.card_types, v.subtypes, v.colors, supertypes=v.supertypes, is_token=v.permanent.is_token):
            out.append(s.index)
    return tuple(out)


def production_board(effective: EffectiveBoard) -> ProductionBoard:
    """Sources, uses and mana classes of an effective board (see the module notes).

    Parameters
    ----------
    effective : EffectiveBoard

    Returns
    -------
    ProductionBoard
    """
    board = effective.board
    # 1. the uses each of your permanents would have, before grouping
    per_view: list[tuple[PermanentView, list[tuple[tuple, list[EffectiveAbility]]]]] = []
    for view in effective.yours:
        merged: dict[tuple, list[EffectiveAbility]] = {}
        for a in view.abilities:
            merged.setdefault(_signature(a), []).append(a)
        per_view.append((view, list(merged.items())))
    # 2. group
    sources: list[Source] = []
    members: list[list[PermanentView]] = []
    keyed: dict[tuple, int] = {}
    for view, merged in per_view:
        p = view.permanent
        singleton = any(not _one_shot(sig[0], sig[2]) or sig[0].removes_others or sig[0].taps for sig, _ in merged)
        key = None if singleton else (
            tuple((sig, tuple((a.output, a.ability.output) for a in abilities)) for sig, abilities in merged),
            p.tapped, p.summoning_sick, p.counters, p.is_token, view.card_types, view.subtypes, view.supertypes,
            view.tapped_damage)
        if key is not None and key in keyed:
            members[keyed[key]].append(view)
            continue
        if key is not None:
            keyed[key] = len(members)
        members.append([view])
    for i, ms in enumerate(members):
        sources.append(Source(index=i, ids=tuple(m.id for m in ms), view=ms[0],
                              singleton=len(ms) == 1 and any(
                                  not _one_shot(a.ability.cost, a.ability.sacrifice_if_no_counters)
                                  or a.ability.cost.removes_others or a.ability.cost.taps for a in ms[0].abilities)))
    # 3. uses
    uses: list[Use] = []
    life = board.life
    for s in sources:
        view = s.view
        merged: dict[tuple, list[EffectiveAbility]] = {}
        for a in view.abilities:
            merged.setdefault(_signature(a), []).append(a)
        for sig, abilities in merged.items():
            a0 = abilities[0]
            cost = a0.ability.cost
            live = [a for a in abilities if _static_why_not(a, view, effective) is None]
            why = None if live else _static_why_not(a0, view, effective)
            output = _union([a.output for a in live]) if live else Y.NOTHING
            victims = tuple(_filter_sources(f, s.index, sources, untapped_only=False, restrict=a0.victims)
                            for f in cost.removes_others)
            tapped = tuple(_filter_sources(f, s.index, sources, untapped_only=True, restrict=None) for f in cost.taps)
            if why is None and any(not v for v in victims):
                why = "nothing to sacrifice"
            if why is None and any(not t for t in tapped):
                why = "nothing untapped to tap"
            removes = bool(cost.sacrifice_self or cost.return_self or cost.exile_self
                           or _rider_removes(a0.ability, view))
            once = bool(cost.tap or cost.untap or removes)
            tap_damage = view.tapped_damage if cost.tap else 0
            per_life = cost.life + a0.ability.damage_to_you + tap_damage
            cap = 0
            if why is None:
                cap = s.size if once else REPEAT_CAP
                for kind, n in cost.remove_counters:
                    cap = min(cap, s.size * (view.permanent.counter(kind) // n) if once else
                              view.permanent.counter(kind) // n)
                if per_life:
                    cap = min(cap, max(0, life - 1) // per_life)
                if a0.ability.condition is not None and a0.ability.condition.max_per_turn:
                    cap = min(cap, s.size * a0.ability.condition.max_per_turn)
                if cost.discard:
                    cap = min(cap, len(board.hand) // cost.discard)
                if cost.discard_hand:
                    cap = min(cap, 1)
                for entry in victims:
                    cap = min(cap, sum(sources[h].size for h in entry))
                if cap == 0 and why is None:
                    why = "its costs cannot be paid"
            uses.append(Use(
                index=len(uses), source=s.index, abilities=tuple(abilities), output=output, cost=cost, cap=cap,
                why_not=why, once=once, removes_self=removes, victims=victims, tapped=tapped, life=per_life,
                restricted=a0.ability.spend is not None, label=s.ids[0] + (f":{len(uses)}" if len(merged) > 1 else ""),
            ))
    # labels: one use per source keeps the source's id; otherwise number them within the source
    counts = Counter(u.source for u in uses)
    seen: Counter = Counter()
    relabelled = []
    for u in uses:
        label = sources[u.source].ids[0] if counts[u.source] == 1 else f"{sources[u.source].ids[0]}:{seen[u.source]}"
        seen[u.source] += 1
        relabelled.append(_with_label(u, label))
    uses = relabelled
    # 4. classes
    classes: set[tuple[frozenset[ManaType], bool]] = set()
    pool = {}
    for t, n in zip(ALL_TYPES, board.pool.counts):
        if n:
            pool[(frozenset({t}), False)] = n
            classes.add((frozenset({t}), False))
    for u in uses:
        if not u.usable:
            continue
        for bag in u.output.options:
            for slot in bag:
                if slot.size > 1 and len(slot.types) > 1:
                    classes.update((frozenset({t}), u.restricted) for t in slot.types)
                else:
                    classes.add((slot.types, u.restricted))
    ordered = tuple(sorted(classes, key=lambda c: (c[1], len(c[0]), sorted(t.order for t in c[0]))))
    return ProductionBoard(effective=effective, sources=tuple(sources), uses=tuple(uses), classes=ordered, pool=pool)


def _with_label(u: Use, label: str) -> Use:
    return Use(index=u.index, source=u.source, abilities=u.abilities, output=u.output, cost=u.cost, cap=u.cap,
               why_not=u.why_not, once=u.once, removes_self=u.removes_self, victims=u.victims, tapped=u.tapped,
               life=u.life, restricted=u.restricted, label=label)


def _one_shot(cost: ActivationCost, rider: str) -> bool:
    return bool(cost.tap or cost.untap or cost.sacrifice_self or cost.return_self or cost.exile_self or rider)


def _rider_removes(ability, view: PermanentView) -> bool:
    kind = ability.sacrifice_if_no_counters
    if not kind:
        return False
    removed = sum(n for k, n in ability.cost.remove_counters if k == kind)
    return view.permanent.counter(kind) - removed <= 0


def _union(outputs: list[Y.Yield]) -> Y.Yield:
    """One use's yield from several abilities with the same cost: any of their alternatives, merged exactly when the
    alternatives are concrete and few (a dual land's two abilities make one "GU" slot)."""
    if len(outputs) == 1:
        return outputs[0]
    joined = Y.Yield.of(bag for y in outputs for bag in y.options)
    if joined.count_choices() <= 4096:
        return Y.prune(Y.from_choices(joined.choices()))
    return Y.prune(joined)


# ---------------------------------------------------------------------------------------------------- the model
def _ability_permits(pb: ProductionBoard):
    """Use → the spending permissions that apply to its cost (:func:`~manaplan.solver.rules.spending.permits_for`)."""
    from ..rules.spending import SpendPurpose, permits_for, spend_permissions

    permissions = spend_permissions(pb.effective.board)
    if not permissions:
        return lambda u: ()

    def of(u: Use) -> tuple:
        src = pb.sources[u.source]
        v = src.view
        purpose = SpendPurpose.activate(v.card_types, v.subtypes, v.supertypes,
                                        frozenset(t.value for t in v.colors), name=f"{src.ids[0]}'s ability")
        return permits_for(permissions, purpose, src.ids)

    return of


def _payers(sym: ManaSymbol, permits: tuple = ()) -> list[tuple[list[tuple[frozenset[ManaType], int]], int]]:
    """Ways to pay a symbol: (list of (allowed types, units), life); ``permits`` widen (or, Celestial Dawn, narrow)
    the types that pay a coloured or ``{C}`` part (CR 609.4b)."""
    ways = _plain_payers(sym)
    if not permits:
        return ways
    from ..rules.spending import permitted

    def allowed(types: frozenset[ManaType]) -> frozenset[ManaType]:
        if types == _ALL:
            return types
        key = tuple(t for t in ALL_TYPES if t in types)
        return frozenset(t for t in ALL_TYPES
                         if (v := permitted(key, t, permits)) is True or (v is None and t in types))

    return [([(allowed(types), n) for types, n in demands], life) for demands, life in ways]


def _plain_payers(sym: ManaSymbol) -> list[tuple[list[tuple[frozenset[ManaType], int]], int]]:
    """Ways to pay a symbol: (list of (allowed types, units), life)."""
    k = sym.kind
    if k is SymbolKind.GENERIC:
        return [([(_ALL, sym.amount)], 0)] if sym.amount else [([], 0)]
    if k is SymbolKind.COLORED:
        return [([(frozenset(sym.colors), 1)], 0)]
    if k is SymbolKind.COLORLESS:
        return [([(frozenset({ManaType.C}), 1)], 0)]
    if k is SymbolKind.HYBRID:
        return [([(frozenset(sym.colors), 1)], 0)]
    if k is SymbolKind.MONO_HYBRID:
        return [([(frozenset(sym.colors), 1)], 0), ([(_ALL, sym.amount)], 0)]
    if k is SymbolKind.PHYREXIAN:
        return [([(frozenset(sym.colors), 1)], 0), ([], 2)]
    if k is SymbolKind.HYBRID_PHYREXIAN:
        return [([(frozenset(sym.colors), 1)], 0), ([], 2)]
    raise ValueError(f"{sym.text} cannot be paid here")


@dataclass
class Solved:
    """One solve: status (``'optimal'``, ``'feasible'``, ``'infeasible'``, ``'unknown'``), objective value, the
    final pool by class of types (restricted mana merged in), and the activations."""

    status: str
    value: int = 0
    pool: Counter = field(default_factory=Counter)
    activations: dict = field(default_factory=dict)

    @property
    def found(self) -> bool:
        """A solution was found."""
        return self.status in ("optimal", "feasible")


class ProduceModel:
    """The layered CP-SAT model of one production board.

    Parameters
    ----------
    pb : ProductionBoard
    layers : int
        ``L``: layers ``0..L``.
    loose : bool
        The relaxation without layers: a cost may be paid by any mana made, even by the activation itself.
    min_costed : int
        With ``loose``: at least this many costed activations (0: no condition).
    time_limit : float
        Seconds per solve.

    Notes
    -----
    Build once, then call :meth:`maximize` with expressions from :meth:`total`, :meth:`of_type`, :meth:`pool_weight`
    (each call replaces the objective); :meth:`exclude_dominated_by` adds constraints for the pool enumeration.
    """

    def __init__(self, pb: ProductionBoard, *, layers: int = 0, loose: bool = False, min_costed: int = 0,
                 time_limit: float = 5.0):
        self.pb = pb
        self.cp = load_cp_model()
        self.model = self.cp.CpModel()
        self.layers = 0 if loose else layers
        self.loose = loose
        self.time_limit = time_limit
        self.times = range(self.layers + 1)
        self.x: dict[tuple[int, int], Any] = {}
        self.prod: dict[tuple[int, tuple], list] = defaultdict(list)
        self.spent: dict[tuple[int, tuple], list] = defaultdict(list)
        self.final: dict[tuple, Any] = {}
        self.life_terms: list = []
        self.ub: dict[int, int] = {}
        self._build(min_costed)

    # ------------------------------------------------------------------ build
    def _allowed(self, u: Use) -> range:
        if self.loose:
            return range(0, 1)
        if u.costed:
            return range(1, self.layers + 1)
        if u.victims or u.tapped:
            return range(0, self.layers + 1)
        return range(0, 1)

    def _build(self, min_costed: int) -> None:
        m, pb = self.model, self.pb
        unrestricted = [c for c in pb.classes if not c[1]]
        victims_v: dict[tuple[int, int, int], list] = defaultdict(list)  # (source, time, kind) -> vars
        for u in pb.uses:
            if not u.usable:
                continue
            for t in self._allowed(u):
                if u.costed and not self.loose and t == 0:
                    continue
                xv = self._var(u.cap, f"x[{u.label}|{t}]")
                self.x[u.index, t] = xv
                self._production(u, t, xv)
                self.life_terms.append((xv, u.life))
                for entries, prefix, kind in ((u.victims, "v", "sac"), (u.tapped, "tv", "tap")):
                    for f, entry in enumerate(entries):  # each part of the cost takes a permanent of one group
                        parts = []
                        for h in entry:
                            v = m.new_int_var(0, min(u.cap, pb.sources[h].size), f"{prefix}[{u.label}|{f}>{h}|{t}]")
                            parts.append(v)
                            victims_v[(h, t, kind)].append(v)
                        m.add(sum(parts) == xv)
        # costs, paid at the start of each layer from mana made before it (loose: from all of layer 0); spending
        # permissions (CR 609.4b) widen the types that pay a coloured symbol of the abilities they cover
        permits_of = _ability_permits(pb)
        for t in self.times:
            counts: dict[tuple[ManaSymbol, tuple], list] = defaultdict(list)
            for u in pb.uses:
                xv = self.x.get((u.index, t))
                if xv is None or not u.costed:
                    continue
                for sym in u.cost.mana:
                    counts[sym, permits_of(u)].append(xv)
            need: dict[frozenset[ManaType], list] = defaultdict(list)
            for (sym, permits), xs in counts.items():
                ways = _payers(sym, permits)
                total = sum(xs)
                top = self._upper(xs)
                if len(ways) == 1:
                    parts = [(ways[0], total)]
                else:
                    chosen = []
                    parts = []
                    for i, way in enumerate(ways):
                        c = self._var(self._upper(xs), f"choice[{sym.text}|{i}|{t}]")
                        chosen.append(c)
                        parts.append((way, c))
                    m.add(sum(chosen) == total)
                for (demands, life), amount in parts:
                    for allowed, n in demands:
                        need[allowed].append((amount, n, top))
                    if life:
                        self.life_terms.append((amount, life))
            for allowed, items in need.items():
                eligible = [c for c in unrestricted if c[0] & allowed]
                demand = sum(a * n for a, n, _ in items)
                if not eligible:
                    m.add(demand == 0)
                    continue
                bound = sum(top * n for _, n, top in items)
                svars = []
                for c in eligible:
                    s = m.new_int_var(0, max(0, bound), f"spend[{t}|{''.join(x.value for x in c[0])}]")
                    svars.append(s)
                    self.spent[(t, c)].append(s)
                m.add(sum(svars) == demand)
        # no self-funding: per class, what costs up to layer k spend <= pool + what layers before k made
        for c in unrestricted:
            spent_so_far: list = []
            for t in self.times:
                spent_so_far = spent_so_far + self.spent.get((t, c), [])
                if not spent_so_far:
                    continue
                made = [e for tt in self.times if (tt < t or self.loose) for e in self.prod.get((tt, c), [])]
                m.add(sum(spent_so_far) <= pb.pool.get(c, 0) + sum(made))
        for c in pb.classes:
            made = [e for t in self.times for e in self.prod.get((t, c), [])]
            spent = [s for t in self.times for s in self.spent.get((t, c), [])]
            self.final[c] = pb.pool.get(c, 0) + sum(made) - sum(spent)
        # permanents
        for s in pb.sources:
            self._source_constraints(s, victims_v)
        # life
        if self.life_terms:
            m.add(sum(v * n for v, n in self.life_terms) <= max(0, pb.effective.board.life - 1))
        # hand and graveyard
        board = pb.effective.board
        for attr, have in (("discard", len(board.hand)),):
            terms = [xv * getattr(pb.uses[ui].cost, attr) for (ui, t), xv in self.x.items()
                     if getattr(pb.uses[ui].cost, attr)]
            if terms:
                m.add(sum(terms) <= have)
        if min_costed:
            m.add(sum(xv for (ui, t), xv in self.x.items() if pb.uses[ui].costed) >= min_costed)

    def _var(self, ub: int, name: str):
        var = self.model.new_int_var(0, max(0, ub), name)
        self.ub[var.index] = max(0, ub)
        return var

    def _upper(self, xs: list) -> int:
        return sum(self.ub[v.index] for v in xs)

    def _production(self, u: Use, t: int, xv) -> None:
        m = self.model
        options = u.output.options
        if len(options) == 1:
            ys = [xv]
        else:
            ys = [self._var(u.cap, f"y[{u.label}|{o}|{t}]") for o in range(len(options))]
            m.add(sum(ys) == xv)
        for o, (bag, yv) in enumerate(zip(options, ys)):
            slots = Counter(bag)
            for si, (slot, mult) in enumerate(slots.items()):
                if slot.size > 1 and len(slot.types) > 1:
                    zs = []
                    for typ in sorted(slot.types, key=lambda x: x.order):
                        z = m.new_int_var(0, u.cap * mult, f"z[{u.label}|{o}|{si}|{typ.value}|{t}]")
                        zs.append(z)
                        self.prod[(t, (frozenset({typ}), u.restricted))].append(z * slot.size)
                    m.add(sum(zs) == yv * mult)
                else:
                    self.prod[(t, (slot.types, u.restricted))].append(yv * (slot.size * mult))

    def _acts(self, s: Source, t: int, pred) -> list:
        return [self.x[u.index, t] for u in self.pb.uses_of(s.index) if (u.index, t) in self.x and pred(u)]

    def _source_constraints(self, s: Source, by_others: dict) -> None:
        m = self.model
        times = list(self.times)
        sac = {t: by_others.get((s.index, t, "sac"), []) for t in times}
        tapped_by = {t: by_others.get((s.index, t, "tap"), []) for t in times}
        taps = [v for t in times for v in self._acts(s, t, lambda u: u.taps_self)] + \
               [v for t in times for v in tapped_by[t]]
        if taps:
            m.add(sum(taps) <= (s.size if s.untapped else 0))
        untaps = [v for t in times for v in self._acts(s, t, lambda u: u.cost.untap)]
        if untaps:
            m.add(sum(untaps) <= s.size)
        if not s.singleton:
            # every use is one-shot: Hall's condition for matching sacrifices to members that acted no later
            removes = [v for t in times for v in self._acts(s, t, lambda u: u.removes_self)]
            plain = {t: self._acts(s, t, lambda u: not u.removes_self) + tapped_by[t] for t in times}
            for k in [-1, *times]:
                terms = removes + [v for t in times if t <= k for v in sac[t]] + \
                        [v for t in times if t > k for v in plain[t]]
                if terms:
                    m.add(sum(terms) <= s.size)
        else:
            # one permanent: it leaves at most once, and nothing of it acts after it left
            gone = {t: self._acts(s, t, lambda u: u.removes_self) + sac[t] for t in times}
            all_gone = [v for t in times for v in gone[t]]
            if all_gone:
                m.add(sum(all_gone) <= 1)
            big = sum(self.ub.get(v.index, 0) for t in times for v in self._acts(s, t, lambda u: True)) + 1
            for k in times[:-1]:
                left = [v for t in times if t <= k for v in gone[t]]
                later = [v for t in times if t > k for v in self._acts(s, t, lambda u: True) + tapped_by[t]]
                if left and later:
                    m.add(sum(later) + big * sum(left) <= big)
        # counters a repeatable ability removes
        kinds = {kind for u in self.pb.uses_of(s.index) for kind, _ in u.cost.remove_counters}
        for kind in kinds:
            terms = [self.x[u.index, t] * n for u in self.pb.uses_of(s.index) for t in times
                     if (u.index, t) in self.x for kk, n in u.cost.remove_counters if kk == kind]
            if terms:
                m.add(sum(terms) <= s.view.permanent.counter(kind) * s.size)

    # ------------------------------------------------------------------ objectives
    def total(self):
        """All mana in the final pool."""
        return sum(self.final.values())

    def of_type(self, t: ManaType):
        """Mana in the final pool that may be of type ``t``."""
        return sum(e for c, e in self.final.items() if t in c[0])

    def pool_weight(self):
        """The pools objective: each unit weighted by :func:`weight` of its class."""
        return sum(e * weight(c[0]) for c, e in self.final.items())

    def costed_activations(self):
        """How many costed activations."""
        return sum(xv for (ui, t), xv in self.x.items() if self.pb.uses[ui].costed)

    def maximize(self, expr, *, hint: Solved | None = None) -> Solved:
        """Solve for the largest value of ``expr``.

        Returns
        -------
        Solved
        """
        if isinstance(expr, int):
            expr = self.model.new_constant(expr) + 0
        self.model.maximize(expr)
        solver = new_solver(self.time_limit)
        status = solver.solve(self.model)
        name = {self.cp.OPTIMAL: "optimal", self.cp.FEASIBLE: "feasible", self.cp.INFEASIBLE: "infeasible"}.get(
            status, "unknown")
        if name not in ("optimal", "feasible"):
            return Solved(name)
        pool: Counter = Counter()
        for c, e in self.final.items():
            n = int(solver.value(e))
            if n:
                pool[c[0]] += n
        acts = {key: int(solver.value(v)) for key, v in self.x.items() if solver.value(v)}
        return Solved(name, int(round(solver.objective_value)), pool, acts)

    def feasible_with(self, use: Use) -> bool | None:
        """Whether ``use`` can be activated at least once (None: not decided in time)."""
        xs = [v for (ui, t), v in self.x.items() if ui == use.index]
        if not xs:
            return False
        out = self.maximize(sum(xs))
        if out.status == "unknown":
            return None
        return out.found and out.value >= 1

    def exclude_dominated_by(self, pool: Counter) -> None:
        """Only pools that ``pool`` does not dominate from now on: some set S of types has more units that may
        fall in S (:func:`~manaplan.solver.rules.yields.counts_dominate`)."""
        m = self.model
        flags = []
        by_types: dict[frozenset[ManaType], list] = defaultdict(list)
        for c, e in self.final.items():
            by_types[c[0]].append(e)
        for subset in Y.SUBSETS:
            mine = [e for types, es in by_types.items() if types & subset for e in es]
            if not mine:
                continue
            theirs = sum(n for types, n in pool.items() if types & subset)
            b = m.new_bool_var(f"beats[{len(flags)}]")
            m.add(sum(mine) >= theirs + 1).only_enforce_if(b)
            flags.append(b)
        if flags:
            m.add_bool_or(flags)
        else:
            m.add(0 == 1)


def solve_certified(pb: ProductionBoard, objective: str, t: ManaType | None = None, *, time_limit: float = 5.0,
                    layers: int | None = None) -> tuple[Solved, int, bool]:
    """The largest value of one figure, with the depth certified (see the module notes).

    Parameters
    ----------
    pb : ProductionBoard
    objective : str
        ``'total'`` or ``'type'``.
    t : ManaType, optional
        For ``'type'``.
    time_limit : float
    layers : int, optional
        Start with this many layers.

    Returns
    -------
    (Solved, int, bool)
        The solution, the layers used, and whether the depth is certified.
    """
    exact = pb.ordered_bound
    L = exact if exact <= DIRECT_LAYERS else max(layers or START_LAYERS, 1)
    L = min(L, exact)
    deadline = time.monotonic() + time_limit

    def expr_of(model: ProduceModel):
        return model.total() if objective == "total" else model.of_type(t)

    while True:
        model = ProduceModel(pb, layers=L, time_limit=max(0.05, deadline - time.monotonic()))
        best = model.maximize(expr_of(model))
        if L >= exact or not best.found:
            return best, L, L >= exact
        loose = ProduceModel(pb, loose=True, min_costed=L + 1, time_limit=max(0.05, deadline - time.monotonic()))
        relaxed = loose.maximize(expr_of(loose))
        if relaxed.status == "infeasible" or (relaxed.status == "optimal" and relaxed.value <= best.value):
            return best, L, True
        if relaxed.status == "unknown" or time.monotonic() > deadline:
            return best, L, False
        L = min(exact, 2 * L)
