"""The CP-SAT model behind ``produce``: how much of each type, how much in all, which pools — without self-funding.

Sources
-------
:func:`production_board` reads the one builder's groups and uses
(:func:`~manaplan.solver.core.activations.activation_board`, the builder ``pay`` reads too: every part of every
ability through :mod:`~manaplan.solver.core.costparts`), so two hundred Reflecting Pools are one group and one
integer variable per layer. Its own step is to merge a permanent's abilities that cost the same and do the same
besides what they add into one :class:`Use` whose yield is their union: a Breeding Pool's ``{T}: Add {G}`` and
``{T}: Add {U}`` make one mana that may be G or U (the pool ``"UG": 1``), exactly as the player decides when tapping
it.

Mana is counted in *classes*: the set of types a unit may still become (``{W, U}`` for a Signet-less "WU" unit,
``{G}`` for a Forest's), and whether a spending restriction holds it (such mana counts in every figure but pays no
cost here — a sound simplification: the model never spends restricted mana on other abilities). A slot of several
mana of one type chosen from several (Gilded Lotus) is realised as a type in the model. A use adding two mana of two
single types (a Signet's ``{W}{U}``) may *split* its pair: one of the two pays a generic cost or a hybrid of the two
types in a later layer (it pays nothing else and is never left over), and what is left is one ``WU`` unit — which of
the two paid is the player's choice when paying, so one pool stands for the permutations of concrete leftovers it
dominates.

The model
---------
Everything but the mana is the shared :class:`~manaplan.solver.core.model.ActivationModel`, the one ``pay`` builds
on too: time layers ``0..L`` (free activations in layer 0, costed ones in ``1..L``, those that remove other
permanents in any layer), what each permanent allows (one tap, one removal, nothing after it, Hall's condition for
sacrifices of grouped permanents), life (CR 119.4: life paid as a cost needs that much when paid, damage never stops
anything), the cards of your hand and graveyard, the depth condition. This module adds
the mana, in classes: the costs of layer ``k`` are paid from mana made in layers ``< k`` (and the board's pool): per
class, what the costs up to ``k`` spend is at most what was there before ``k`` — **no self-funding**, so a lone Signet
makes nothing and two Signets cannot pay for each other. The final pool is what was made less what was spent, per
class.

Doubling the pool
-----------------
Doubling Cube adds, as it resolves, as much of each type as the pool holds (CR 701.9f). As in ``pay``
(:mod:`manaplan.solver.pay.model`, "Doubling the pool"), at most one doubling happens a layer and it resolves last
in it, so the pool it doubles is, per class, the board's pool plus what layers up to its own made (the doublings
before it included) less what the costs of those layers spent — exactly, by an equality enforced by its activation.
A class of one type is doubled as it is. A unit of several types ("W or U") is not doubled into two units of either:
it was made as one type, chosen when it was made, and its copy is of that type — so the doubling first fixes each
such unit to one of its types (a choice the model makes, as the player made it) and then adds as much again of each,
unrestricted (restrictions are not types; the original keeps its own). A split pair's spare half (a Signet's mana
waiting to pay a generic cost) is never outstanding across a doubling: the pair is then two concrete units, which the
model has by leaving it unsplit. So every class pool listed stays exact with a Cube: a "WU" unit in a pool is one the
player may still make either type. The relaxation without layers lets a doubling add any mana up to the bound (a
sound, weak bound: certificates then ask for the exact depth, which small boards get at once).

Depth: with at most :data:`~manaplan.solver.core.model.DIRECT_LAYERS` costed and sacrificing activations possible,
``L`` is that number and the model is exact outright. Otherwise each figure is certified by the relaxation without
layers (self-funding allowed) restricted to plans with more than ``L`` such activations (see
:mod:`manaplan.solver.pay.model`, "Why it is exact"); else ``L`` doubles
(:func:`~manaplan.solver.core.model.certify_or_deepen`).

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
from dataclasses import dataclass, field, replace
from typing import Any

from ...models.ability import ActivationCost
from ...models.costs import ManaSymbol, SymbolKind
from ...models.mana import ALL_TYPES, ManaType
from ..rules import yields as Y
from ..core.activations import DOUBLING_BOUND, REPEAT_CAP, AbilityUse, PaymentBoard, SourceGroup, activation_board, symbol_options
from ..core.cpsat import load_cp_model, new_model, new_solver, status_name
from ..core.lexico import Lin, VarTable
from ..core.model import (DIRECT_LAYERS, START_LAYERS, layer_cap, ActivationModel, add_activation_variables, add_life_rule,
                          add_depth_condition, add_instance_constraints, add_resource_constraints, certify_or_deepen,
                          ordered_bound, spendless_bound)
from ..effective import EffectiveAbility, EffectiveBoard, spend_permissions

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
    "weight",
    "solve_certified",
    "solve_figures",
]

_ALL = frozenset(ALL_TYPES)


def weight(types: frozenset[ManaType]) -> int:
    """How many of the 63 nonempty sets of types a unit of this class may fall in: the pools objective (strictly
    monotone for the dominance of :func:`~manaplan.solver.rules.yields.counts_dominate`)."""
    return 64 - 2 ** (6 - len(types))


# ---------------------------------------------------------------------------------------------------- sources
#: produce's sources are the one builder's groups.
Source = SourceGroup


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
    members : tuple of int
        The uses of the one builder (:func:`~manaplan.solver.core.activations.activation_board`) merged into this
        one, those usable: the shared model counts their activations, this model what they add.
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
    members: tuple[int, ...] = ()

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
    sources : tuple of SourceGroup
        The one builder's groups.
    uses : tuple of Use
    classes : tuple of (frozenset of ManaType, bool)
        (types, restricted) for every class of mana the board may hold.
    pool : dict
        The board's pool by class.
    core : PaymentBoard
        The one builder's groups and uses (:func:`~manaplan.solver.core.activations.activation_board`).
    """

    effective: EffectiveBoard
    sources: tuple[SourceGroup, ...]
    uses: tuple[Use, ...]
    classes: tuple[tuple[frozenset[ManaType], bool], ...]
    pool: dict
    core: PaymentBoard | None = None

    def uses_of(self, source: int) -> tuple[Use, ...]:
        """The uses of one source."""
        return tuple(u for u in self.uses if u.source == source)

    @property
    def ordered_bound(self) -> int:
        """The most costed and sacrificing activations possible: a layer count that makes the model exact
        (:func:`~manaplan.solver.core.model.ordered_bound`)."""
        return ordered_bound(self.core)

    @property
    def exact_layers(self) -> int:
        """A layer count that makes the model exact: :attr:`ordered_bound`, or 1 on a board that spends no mana
        nor anything time could change (:func:`~manaplan.solver.core.model.spendless_bound`: the tokens board's
        sacrifice outlets need one layer after layer 0, not 36)."""
        bound = ordered_bound(self.core)
        spendless = spendless_bound(self.core)
        return bound if spendless is None else min(bound, spendless)


def _signature(a: EffectiveAbility) -> tuple:
    m = a.ability
    return (m.cost, m.damage_to_you, m.sacrifice_if_no_counters, m.spend, m.condition, a.victims,
            m.counter_changes)


def production_board(effective: EffectiveBoard) -> ProductionBoard:
    """Sources, uses and mana classes of an effective board, from the one builder (see the module notes).

    Parameters
    ----------
    effective : EffectiveBoard

    Returns
    -------
    ProductionBoard
    """
    board = effective.board
    core = activation_board(effective, repeat_cap=REPEAT_CAP, timing="main", concrete=False)
    sources = list(core.groups)
    uses: list[Use] = []
    for g in core.groups:
        merged: dict[tuple, list[AbilityUse]] = {}
        for u in core.uses_of(g.index):
            merged.setdefault(_signature(u.effective), []).append(u)
        for members in merged.values():
            live = [u for u in members if u.usable]
            first = live[0] if live else members[0]
            uses.append(Use(
                index=len(uses), source=g.index, abilities=tuple(u.effective for u in members),
                output=_union([u.output for u in live]) if live else Y.NOTHING, cost=first.cost,
                cap=max((u.cap for u in live), default=0), why_not=None if live else first.why_not,
                once=first.once, removes_self=first.sacrifices_self, victims=first.victims, tapped=first.tapped,
                life=first.life, restricted=first.ability.spend is not None, members=tuple(u.index for u in live),
            ))
    # labels: one use per source keeps the source's id; otherwise number them within the source
    counts = Counter(u.source for u in uses)
    seen: Counter = Counter()
    relabelled = []
    for u in uses:
        label = sources[u.source].ids[0] if counts[u.source] == 1 else f"{sources[u.source].ids[0]}:{seen[u.source]}"
        seen[u.source] += 1
        relabelled.append(replace(u, label=label))
    uses = relabelled
    # classes
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
    return ProductionBoard(effective=effective, sources=tuple(sources), uses=tuple(uses), classes=ordered, pool=pool,
                           core=core)


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
#: The mark of the class of the other half of a split pair: it pays a cost that either of the pair's types pays
#: (generic, a hybrid of the two) and nothing else, and is never left over.
_SPARE = "spare"


def _halvable(bag) -> frozenset[ManaType] | None:
    """The two types of a bag of two single mana of two single types (a Signet's ``{W}{U}``), else None."""
    slots = list(bag)
    if len(slots) != 2 or any(s.size != 1 or len(s.types) != 1 for s in slots):
        return None
    pair = slots[0].types | slots[1].types
    return pair if len(pair) == 2 else None


def _ability_permits(pb: ProductionBoard):
    """Use → the spending permissions that apply to its cost (:func:`~manaplan.solver.rules.spending.permits_for`)."""
    from ..rules.spending import SpendPurpose, permits_for

    permissions = spend_permissions(pb.effective)
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
    """Ways to pay a symbol: (list of (allowed types, units), life) — the ways of
    :func:`~manaplan.solver.core.activations.symbol_options` (CR 107.4, written once), each base class as the set of
    types it accepts."""
    out = []
    for demands, life in symbol_options(sym):
        out.append(([(_class_types(cls), n) for cls, n in demands], life))
    return out


def _class_types(cls: tuple) -> frozenset[ManaType]:
    if cls[0] == "any":
        return _ALL
    if cls[0] == "type":
        return frozenset({cls[1]})
    if cls[0] == "pair":
        return frozenset(cls[1:])
    raise ValueError("{S} in a cost is not paid by produce's classes (the builder leaves such abilities out)")


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
    """The layered CP-SAT model of one production board: the shared
    :class:`~manaplan.solver.core.model.ActivationModel` (activations, layers, permanents, life, cards, depth) and
    produce's own mana classes and objectives.

    Parameters
    ----------
    pb : ProductionBoard
    layers : int
        ``L``: layers ``0..L``.
    loose : bool
        The relaxation without layers: a cost may be paid by any mana made, even by the activation itself.
    min_ordered : int
        With ``loose``: at least this many costed or sacrificing activations (0: no condition).
    time_limit : float
        Seconds per solve.

    Notes
    -----
    Build once, then call :meth:`maximize` with expressions from :meth:`total`, :meth:`of_type`, :meth:`pool_weight`
    (each call replaces the objective); :meth:`exclude_dominated_by` adds constraints for the pool enumeration.
    """

    def __init__(self, pb: ProductionBoard, *, layers: int = 0, loose: bool = False, min_ordered: int = 0,
                 time_limit: float = 5.0):
        self.pb = pb
        self.cp = load_cp_model()
        self.model = new_model()
        self.table = VarTable(self.model)
        self.layers = 0 if loose else layers
        self.loose = loose
        self.time_limit = time_limit
        self.shared = ActivationModel(pb.core, self.model, self.table, layers=self.layers, loose=loose,
                                      min_ordered=min_ordered)
        self.times = self.shared.times
        self.x: dict[tuple[int, int], Any] = {}
        self.prod: dict[tuple[int, tuple], list] = defaultdict(list)
        self.spent: dict[tuple[int, tuple], list] = defaultdict(list)
        self.final: dict[tuple, Any] = {}
        self.life_terms: list = []
        #: The solver's deterministic work spent by :meth:`maximize` so far.
        self.work_done = 0.0
        self._build()

    # ------------------------------------------------------------------ build
    def _build(self) -> None:
        from ..core.deadline import check  # noqa: PLC0415  (issue 15: one build is checked between its parts)

        m, pb, shared = self.model, self.pb, self.shared
        for add in (add_activation_variables, add_instance_constraints, add_resource_constraints,
                    add_depth_condition):
            check("the production model")
            add(shared)
        check("the production model")
        # a use adding two mana of two single types (a Signet's {W}{U}) may have one of them pay a generic cost
        # ("spare", below) and leave one unit that may be either: the player's choice when paying
        self.classes = list(pb.classes)
        for u in pb.uses:
            if u.usable and not u.restricted:
                for bag in u.output.options:
                    pair = _halvable(bag)
                    if pair is not None and (pair, False) not in self.classes:
                        self.classes.append((pair, False))
        self.doublers = [u for u in pb.uses if u.usable and any(pb.core.uses[i].doubles for i in u.members)]
        if self.doublers:  # a doubling adds unrestricted mana of each type the pool may hold (CR 701.9f)
            kinds = {t for types, _ in self.classes for t in types} | {t for c in pb.pool for t in c[0]}
            fixed = {(frozenset({t}), r) for types, r in self.classes if len(types) > 1 for t in types}
            self.classes += sorted(({(frozenset({t}), False) for t in kinds} | fixed) - set(self.classes),
                                   key=lambda c: (c[1], next(iter(c[0])).order))
        unrestricted = [c for c in self.classes if not c[1]]
        spares = sorted({(_halvable(bag), _SPARE) for u in pb.uses if u.usable and not u.restricted
                         for bag in u.output.options if _halvable(bag) is not None},
                        key=lambda c: sorted(t.order for t in c[0]))
        top: dict[tuple[int, int], int] = {}
        for u in pb.uses:
            for t in self.times:
                keys = [(c, t) for c in u.members if (c, t) in shared.x]
                if not keys:
                    continue
                xv = sum(self.table.vars[shared.x[k]] for k in keys)
                self.x[u.index, t] = xv
                top[u.index, t] = sum(self.table.ub[shared.x[k]] for k in keys)
                if u not in self.doublers:  # a doubling's mana is the pool's (_add_doubling)
                    self._production(u, t, xv, top[u.index, t])
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
                    counts[sym, permits_of(u)].append((xv, top[u.index, t]))
            need: dict[frozenset[ManaType], list] = defaultdict(list)
            for (sym, permits), items in counts.items():
                ways = _payers(sym, permits)
                total = sum(xv for xv, _ in items)
                upper = sum(ub for _, ub in items)
                if len(ways) == 1:
                    parts = [(ways[0], total)]
                else:
                    chosen = []
                    parts = []
                    for i, way in enumerate(ways):
                        c = self._var(upper, f"choice[{sym.text}|{i}|{t}]")
                        chosen.append(c)
                        parts.append((way, c))
                    m.add(sum(chosen) == total)
                for (demands, life), amount in parts:
                    for allowed, n in demands:
                        need[allowed].append((amount, n, upper))
                    if life:
                        self.life_terms.append((amount, life, t))
            for allowed, items in need.items():
                eligible = [c for c in unrestricted if c[0] & allowed]
                demand = sum(a * n for a, n, _ in items)
                if not eligible:
                    m.add(demand == 0)
                    continue
                bound = sum(ub * n for _, n, ub in items)
                svars = []
                for c in eligible:
                    sv = self._var(max(0, bound), f"spend[{t}|{''.join(x.value for x in c[0])}]")
                    svars.append(sv)
                    self.spent[(t, c)].append(sv)
                for spare in spares:
                    if spare[0] <= allowed:
                        sv = self._var(max(0, bound), f"spend[{t}|spare {''.join(x.value for x in sorted(spare[0], key=lambda x: x.order))}]")
                        svars.append(sv)
                        self.spent[(t, spare)].append(sv)
                m.add(sum(svars) == demand)
        if self.doublers:
            check("the production model")
            self._add_doubling(spares, top)
        # no self-funding: per class, what costs up to layer k spend <= pool + what layers before k made
        for c in unrestricted + spares:
            spent_so_far: list = []
            for t in self.times:
                spent_so_far = spent_so_far + self.spent.get((t, c), [])
                if not spent_so_far:
                    continue
                made = [e for tt in self.times if (tt < t or self.loose) for e in self.prod.get((tt, c), [])]
                m.add(sum(spent_so_far) <= pb.pool.get(c, 0) + sum(made))
        for c in self.classes:
            made = [e for t in self.times for e in self.prod.get((t, c), [])]
            spent = [s for t in self.times for s in self.spent.get((t, c), [])]
            self.final[c] = pb.pool.get(c, 0) + sum(made) - sum(spent)
        for spare in spares:  # the spare half of a pair pays a cost, or the pair was not split
            spare_made = [e for t in self.times for e in self.prod.get((t, spare), [])]
            m.add(sum(spare_made) == sum(s for t in self.times for s in self.spent.get((t, spare), [])))
        # life (CR 119.4, the shared rule): life paid as a cost — "Pay N life", Phyrexian symbols of activation
        # costs, by layer — needs that much when it is paid, all of it allowed; damage never stops anything
        at_time: dict[int, Lin] = {}
        others = []
        for amount, n, t in self.life_terms:
            index = getattr(amount, "index", None)
            if isinstance(index, int):
                at_time.setdefault(t, Lin()).add(index, n)
            else:  # not one variable: bounded by your life as a whole (sound)
                others.append(amount * n)
        add_life_rule(shared, pb.effective.board.life, at_time)
        if others:
            m.add(sum(others) <= max(0, pb.effective.board.life))

    def _add_doubling(self, spares: list, top: dict[tuple[int, int], int]) -> None:
        """Doubling Cube in classes (see the module notes, "Doubling the pool"): at most one doubling a layer,
        resolving last in it; of each class, as much as the pool holds then — one-type classes doubled as they
        are, a unit of several types fixed to one type first (it was made as one of them) and doubled as that
        type; no split pair's spare half waiting to pay a cost (the pair is then two concrete units, which the model
        has unsplit). In the relaxation without layers, a doubling adds any mana up to the bound."""
        m = self.model
        at: dict[int, list] = defaultdict(list)
        for u in self.doublers:
            for t in self.times:
                xv = self.x.get((u.index, t))
                if xv is not None:
                    at[t].append((u, xv))
        if not self.loose:
            for items in at.values():
                m.add(sum(xv for _, xv in items) <= 1)
        gross = sum(self.pb.pool.values()) + sum(top[k] * self.pb.uses[k[0]].output.amount for k in top
                                                 if self.pb.uses[k[0]] not in self.doublers)
        count = sum(top[k] for k in top if self.pb.uses[k[0]] in self.doublers)
        big = min(DOUBLING_BOUND, max(1, gross) * 2 ** min(count, 20))
        base = {k: list(v) for k, v in self.prod.items()}
        added: dict[tuple[int, tuple], list] = defaultdict(list)
        for t in sorted(at):
            for u, xv in at[t]:
                flag = self.table.vars[self.table.bool_var(f"doubles[{u.label}|{t}]")]
                m.add(xv == flag)
                victims = self.shared.victims_of(u.source, t)  # it resolves after the layer's sacrifices
                if victims.terms:
                    m.add(self.table.expr(victims) + flag <= 1)
                if self.loose:  # a relaxation: any mana of single types, up to the bound
                    for typ in ALL_TYPES:
                        o = self._var(big, f"double[{u.label}|{typ.value}|{t}]")
                        m.add(o <= big * flag)
                        added[t, (frozenset({typ}), False)].append(o)
                    continue
                for c in self.classes:
                    state = self._pool_state(c, t, base, added)
                    o = self._var(big, f"double[{u.label}|{''.join(x.value for x in sorted(c[0], key=lambda x: x.order))}{'*' if c[1] else ''}|{t}]")
                    m.add(o <= big * flag)
                    m.add(o <= state)  # the pool is never negative: a tight bound for the LP, unflagged
                    m.add(o >= state).only_enforce_if(flag)
                    if len(c[0]) == 1:
                        added[t, (c[0], False)].append(o)
                        continue
                    added[t, c].append(-o)  # each was made as one of its types: fixed now, then doubled
                    parts = []
                    for typ in sorted(c[0], key=lambda x: x.order):
                        z = self._var(big, f"fixed[{u.label}|{typ.value}|{t}]")
                        parts.append(z)
                        added[t, (frozenset({typ}), c[1])].append(z)
                        added[t, (frozenset({typ}), False)].append(z)
                    m.add(sum(parts) == o)
                for spare in spares:  # a split pair's spare half still waiting: the pair is unsplit instead
                    m.add(self._pool_state(spare, t, base, added) == 0).only_enforce_if(flag)
        for key, terms in added.items():
            self.prod[key].extend(terms)

    def _pool_state(self, c: tuple, t: int, base: dict, added: dict):
        """The pool of class ``c`` as a doubling at time ``t`` resolves: the board's, what layers up to ``t``
        made (the doublings before ``t`` included), less what the costs of layers up to ``t`` spent."""
        made = [e for tt in self.times if tt <= t for e in base.get((tt, c), [])]
        made += [e for tt in self.times if tt < t for e in added.get((tt, c), [])]
        spent = [s for tt in self.times if tt <= t for s in self.spent.get((tt, c), [])]
        return self.pb.pool.get(c, 0) + sum(made) - sum(spent)

    def _var(self, ub: int, name: str):
        return self.table.vars[self.table.int_var(0, max(0, ub), name)]

    def _production(self, u: Use, t: int, xv, top: int) -> None:
        m = self.model
        options = u.output.options
        if len(options) == 1:
            ys = [xv]
        else:
            ys = [self._var(top, f"y[{u.label}|{o}|{t}]") for o in range(len(options))]
            m.add(sum(ys) == xv)
        for o, (bag, yv) in enumerate(zip(options, ys)):
            slots = Counter(bag)
            for si, (slot, mult) in enumerate(slots.items()):
                if slot.size > 1 and len(slot.types) > 1:
                    zs = []
                    for typ in sorted(slot.types, key=lambda x: x.order):
                        z = self._var(top * mult, f"z[{u.label}|{o}|{si}|{typ.value}|{t}]")
                        zs.append(z)
                        self.prod[(t, (frozenset({typ}), u.restricted))].append(z * slot.size)
                    m.add(sum(zs) == yv * mult)
                else:
                    self.prod[(t, (slot.types, u.restricted))].append(yv * (slot.size * mult))
            pair = None if u.restricted else _halvable(bag)
            if pair is not None:
                h = self._var(top, f"split[{u.label}|{o}|{t}]")
                m.add(h <= yv)
                for typ in pair:
                    self.prod[(t, (frozenset({typ}), False))].append(-h)
                self.prod[(t, (pair, False))].append(h)
                self.prod[(t, (pair, _SPARE))].append(h)

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

    def cap_weight(self, value: int) -> None:
        """Only pools weighing at most ``value`` from now on (the pools objective, :meth:`pool_weight`): a bound
        that holds anyway once the pools of greater weight are excluded, which the solver's relaxation lacks."""
        expr = self.pool_weight()
        if not isinstance(expr, int):
            self.model.add(expr <= value)

    def costed_activations(self):
        """How many costed activations."""
        return sum(xv for (ui, t), xv in self.x.items() if self.pb.uses[ui].costed)

    def maximize(self, expr, *, work: float | None = None) -> Solved:
        """Solve for the largest value of ``expr``.

        Parameters
        ----------
        expr : LinearExpr or int
        work : float, optional
            A bound on the solver's deterministic work (CP-SAT's ``max_deterministic_time``): the same on every
            machine and every run, unlike seconds. Past it the answer is ``"feasible"`` or ``"unknown"``. The
            work done is added to :attr:`work_done`.

        Returns
        -------
        Solved
        """
        if isinstance(expr, int):
            expr = self.table.vars[self.table.int_var(expr, expr, "constant")] + 0
        self.model.maximize(expr)
        solver = new_solver(self.time_limit, light=True)
        # the LP relaxation with the pools' "beats" disjunctions linearised: it proves the next maximal pool at once
        # where the default took the whole time limit (the tokens board: 19 pools in 1.5 s instead of 1 in 10 s)
        solver.parameters.linearization_level = 2
        if work is not None:
            solver.parameters.max_deterministic_time = max(0.0, work)
        status = solver.solve(self.model)
        self.work_done += solver.response_proto.deterministic_time
        name = status_name(status)
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
        seen: set[frozenset] = set()
        for subset in Y.SUBSETS:
            # sets S whose units are the same classes give the same condition: one flag for them all
            key = frozenset(types for types in by_types if types & subset)
            if not key or key in seen:
                continue
            seen.add(key)
            mine = [e for types in key for e in by_types[types]]
            theirs = sum(n for types, n in pool.items() if types & subset)
            b = self.table.vars[self.table.bool_var(f"beats[{len(flags)}]")]
            m.add(sum(mine) >= theirs + 1).only_enforce_if(b)
            flags.append(b)
        if flags:
            m.add_bool_or(flags)
        else:
            m.add(0 == 1)


def solve_certified(pb: ProductionBoard, objective: str, t: ManaType | None = None, *, time_limit: float = 5.0,
                    layers: int | None = None) -> tuple[Solved, int, bool]:
    """The largest value of one figure, with the depth certified (the shared loop,
    :func:`~manaplan.solver.core.model.certify_or_deepen`).

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
    exact = pb.exact_layers
    deadline = time.monotonic() + time_limit

    def expr_of(model: ProduceModel):
        return model.total() if objective == "total" else model.of_type(t)

    def solve(L: int) -> Solved:
        model = ProduceModel(pb, layers=L, time_limit=max(0.05, deadline - time.monotonic()))
        return model.maximize(expr_of(model))

    def certify(L: int, best: Solved) -> tuple[bool | None, int]:
        if not best.found:
            return None, 0
        loose = ProduceModel(pb, loose=True, min_ordered=L + 1, time_limit=max(0.05, deadline - time.monotonic()))
        relaxed = loose.maximize(expr_of(loose))
        if relaxed.status == "infeasible" or (relaxed.status == "optimal" and relaxed.value <= best.value):
            return True, 0
        if relaxed.status == "unknown":
            return None, 0
        return False, 0

    start = exact if exact <= DIRECT_LAYERS else (layers or START_LAYERS)
    best, L, certified = certify_or_deepen(exact, start, solve, certify, deadline,
                                           max_layers=layer_cap(len(pb.uses), len(pb.classes)))
    return best, L, bool(certified) if best.found else L >= exact


#: A figure of :func:`solve_figures`: ``("total", None)`` or ``("type", t)``.
Figure = tuple


def solve_figures(pb: ProductionBoard, figures: list, *, time_limit: float = 5.0
                  ) -> tuple[dict, dict, int, ProduceModel | None]:
    """The largest value of each figure, each with its depth certified — one layered model and one relaxation for
    them all.

    The loop of :func:`~manaplan.solver.core.model.certify_or_deepen`, shared: the layered model with ``L`` layers is
    built once and solved for every figure (each :meth:`ProduceModel.maximize` replaces the objective only), then the
    relaxation with more than ``L`` ordered activations is built once and certifies each; only the figures it does
    not certify are solved again, with ``2L`` layers. Seven figures cost two builds instead of fourteen (five_color:
    0.45 s less).

    Parameters
    ----------
    pb : ProductionBoard
    figures : list of (str, ManaType or None)
        ``("total", None)`` or ``("type", t)``.
    time_limit : float
        Seconds for all of them.

    Returns
    -------
    (dict, dict, int, ProduceModel or None)
        Figure → :class:`Solved`; figure → certified (True, False: a deeper plan may be better, None: undecided);
        the deepest layer count used; the layered model of that depth (its objective is the last figure's), for
        more solves on the same board.

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> from manaplan.solver.effective import effective_abilities
    >>> pb = production_board(effective_abilities(parse_inline("Forest, Azorius Signet")))
    >>> found, certified, layers, _ = solve_figures(pb, [("total", None), ("type", ManaType.W)])
    >>> found[("total", None)].value, found[("type", ManaType.W)].value, certified[("total", None)], layers
    (2, 1, True, 1)
    """
    exact = pb.exact_layers
    deadline = time.monotonic() + time_limit
    cap = layer_cap(len(pb.uses), len(pb.classes))

    def left() -> float:
        return max(0.05, deadline - time.monotonic())

    def expr_of(model: ProduceModel, figure: Figure):
        return model.total() if figure[0] == "total" else model.of_type(figure[1])

    found: dict = {}
    certified: dict = {}
    layers = min(exact, DIRECT_LAYERS) if exact <= DIRECT_LAYERS else min(START_LAYERS, exact)
    pending = list(figures)
    model = None
    deepest = 0
    while pending:
        model = ProduceModel(pb, layers=layers, time_limit=left())
        deepest = layers
        for figure in pending:
            model.time_limit = left()
            found[figure] = model.maximize(expr_of(model, figure))
        if layers >= exact:
            for figure in pending:
                certified[figure] = True
            break
        loose = None
        deeper = []
        for figure in pending:
            best = found[figure]
            if not best.found:
                certified[figure] = None
                continue
            if loose is None:
                loose = ProduceModel(pb, loose=True, min_ordered=layers + 1, time_limit=left())
            loose.time_limit = left()
            relaxed = loose.maximize(expr_of(loose, figure))
            if relaxed.status == "infeasible" or (relaxed.status == "optimal" and relaxed.value <= best.value):
                certified[figure] = True
            elif relaxed.status == "unknown":
                certified[figure] = None
            else:
                certified[figure] = False
                deeper.append(figure)
        nxt = min(exact, 2 * layers)
        if not deeper or time.monotonic() > deadline or nxt > cap:
            if deeper and nxt > cap:
                for figure in deeper:
                    certified[figure] = None
            break
        pending, layers = deeper, nxt
    return found, certified, deepest, model
