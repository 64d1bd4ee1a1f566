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

The model
---------
A :class:`ProduceModel` is the shared mana model (:class:`~manaplan.solver.core.mana.ManaModel`), the one ``pay``
builds on too, counted in classes ("may be W or U": :class:`~manaplan.solver.produce.classes.ClassUnits`): time
layers ``0..L`` (free activations in layer 0, costed ones in ``1..L``, those that remove other permanents in any
layer), what each permanent allows (one tap, one removal, nothing after it, Hall's condition for sacrifices of
grouped permanents), life (CR 119.4: life paid as a cost needs that much when paid, damage never stops anything), the
cards of your hand and graveyard, the depth condition (:mod:`~manaplan.solver.core.model`); the costs of layer ``k``
paid from mana made in layers ``< k`` (and the board's pool): per class, what the costs up to ``k`` spend is at most
what was there before ``k`` — **no self-funding**, so a lone Signet makes nothing and two Signets cannot pay for each
other (:mod:`~manaplan.solver.core.mana`); a doubling of the pool (:mod:`~manaplan.solver.core.doubling`). The final
pool is what was made less what was spent, per class; this module adds the objectives on it: the most in all, the
most of a type, the pools (:func:`~manaplan.solver.produce.class_pool.weight`).

Depth: with at most :data:`~manaplan.solver.core.model.DIRECT_LAYERS` costed and sacrificing activations possible,
``L`` is that number and the model is exact outright. Otherwise each figure is certified by the relaxation without
layers (self-funding allowed) restricted to plans with more than ``L`` such activations (see
:mod:`~manaplan.solver.core.model`, "Why it is exact"); else ``L`` doubles — the seven figures solved on one layered
model and certified on one relaxation per depth (:func:`solve_figures`,
:func:`~manaplan.solver.core.model.certify_or_deepen`).

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> from manaplan.solver.effective import effective_board
>>> pb = production_board(effective_board(parse_inline("Forest x3, Azorius Signet x2")))
>>> [(s.ids[0], s.size) for s in pb.sources], [u.label for u in pb.uses]
([('Forest#1', 3), ('Azorius Signet#1', 2)], ['Forest#1', 'Azorius Signet#1'])
>>> model = ProduceModel(pb, layers=2)
>>> model.maximize(model.total()).value
5
"""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field, replace

from ...models.ability import ActivationCost
from ...models.costs import SymbolKind
from ...models.mana import ALL_TYPES, ManaType
from ..core.activations import REPEAT_CAP, AbilityUse, PaymentBoard, SourceGroup, activation_board
from ..core.cpsat import new_model, new_solver, status_name
from ..deadline import check
from ..core.loops import Loop, find_loops
from ..core.doubling import add_doubling
from ..core.lexico import Lin, VarTable
from ..core.mana import ManaModel, add_cost_sinks, add_flow, add_mana_life, add_transient_spent, final_pool
from ..core.model import (DIRECT_LAYERS, START_LAYERS, add_activation_variables, add_depth_condition,
                          add_instance_constraints, add_resource_constraints, certify_or_deepen, layer_cap,
                          ordered_bound, spendless_bound)
from ..core.reader import FRESH, Reader
from ..core.untappers import RETAP
from ..effective import EffectiveAbility, EffectiveBoard
from ..rules import yields as Y
from .class_pool import weight
from .classes import ClassUnits

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
    "Figure",
    "FIGURES",
    "solve_figures",
    "one_pass",
    "loops_of",
]


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
    """Abilities of one permanent with equal signatures are one use whose activations add any of their outputs; an
    untap alone (:data:`~manaplan.solver.core.untappers.RETAP`) adds nothing, so it is never one of them."""
    m = a.ability
    return (m.cost, m.damage_to_you, m.sacrifice_if_no_counters, m.spend, m.condition, a.victims,
            m.counter_changes, a.origin == RETAP)


def production_board(effective: EffectiveBoard, *, reader: Reader = FRESH) -> ProductionBoard:
    """Sources, uses and mana classes of an effective board, from the one builder (see the module notes).

    Parameters
    ----------
    effective : EffectiveBoard
    reader : Reader
        What the builder reads besides (:mod:`~manaplan.solver.core.reader`): the command's session.

    Returns
    -------
    ProductionBoard
    """
    board = effective.board
    core = activation_board(effective, repeat_cap=REPEAT_CAP, timing="main", concrete=False, reader=reader,
                            later_casts=False)  # what the board makes now: no spell is priced after it
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
    """The layered CP-SAT model of one production board: the shared mana model
    (:class:`~manaplan.solver.core.mana.ManaModel`: activations, layers, permanents, life, cards, depth, sinks, no
    self-funding, doubling) in produce's classes (:class:`~manaplan.solver.produce.classes.ClassUnits`), and
    produce's objectives.

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

    Attributes
    ----------
    mana : ManaModel
    x : dict of (use index, time) to LinearExpr
        The activations of each use of ``pb`` (the sum of its members').
    final : dict of class to LinearExpr or int
        The final pool by class (an int where the model fixes it).

    Notes
    -----
    Build once, then call :meth:`maximize` with expressions from :meth:`total`, :meth:`of_type`, :meth:`pool_weight`
    (each call replaces the objective); :meth:`exclude_dominated_by` adds constraints for the pool enumeration.
    """

    def __init__(self, pb: ProductionBoard, *, layers: int = 0, loose: bool = False, min_ordered: int = 0,
                 time_limit: float = 5.0):
        self.pb = pb
        self.model = new_model()
        self.table = VarTable(self.model)
        self.layers = 0 if loose else layers
        self.loose = loose
        self.time_limit = time_limit
        units = ClassUnits(pb)
        self.mana = ManaModel(pb.core, self.model, self.table, layers=self.layers, loose=loose,
                              min_ordered=min_ordered, units=units, permissions=pb.core.permissions,
                              building="the production model")
        #: The solver's deterministic work spent by :meth:`maximize` so far.
        self.work_done = 0.0
        mm = self.mana
        for add in (add_activation_variables, add_instance_constraints, add_resource_constraints,
                    add_depth_condition, units.add_production, add_cost_sinks, add_doubling, add_flow,
                    add_transient_spent):
            check("the production model")  # issue 15: one build is checked between its parts
            add(mm)
        add_mana_life(mm, pb.effective.board.life)
        self.x = {key: self.table.expr(lin) for key, lin in units.acts.items()}
        self._final_lins = final_pool(mm)
        self.final = {kind: self._expr(lin) for kind, lin in self._final_lins.items()}
        self._held: dict | None = None  # made by held()

    def _expr(self, lin: Lin):
        """A CP-SAT expression, or an int when nothing varies."""
        return self.table.expr(lin) if any(lin.terms.values()) else lin.const

    # ------------------------------------------------------------------ objectives
    def total(self):
        """All mana in the final pool."""
        return sum(self.final.values())

    def of_type(self, t: ManaType):
        """Mana in the final pool that may be of type ``t``."""
        return sum(e for c, e in self.final.items() if t in c[0])

    def unrestricted(self):
        """Mana in the final pool with no spending restriction (what pays any cost, a bare ``{X}`` among them)."""
        return sum(e for c, e in self.final.items() if not c[1])

    def pool_weight(self):
        """The pools objective: each unit weighted by :func:`weight` of its class (over :meth:`held` once the
        enumeration has made those variables)."""
        if self._held is not None:
            return sum(e * weight(types) for types, e in self._held.items())
        return sum(e * weight(c[0]) for c, e in self.final.items())

    def cap_weight(self, value: int) -> None:
        """Only pools weighing at most ``value`` from now on (the pools objective, :meth:`pool_weight`): a bound
        that holds anyway once the pools of greater weight are excluded, which the solver's relaxation lacks."""
        expr = self.pool_weight()
        if not isinstance(expr, int):
            self.model.add(expr <= value)

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
            # the lesser of it and a meter's bound on each solve (solver.work)
            solver.parameters.max_deterministic_time = min(solver.parameters.max_deterministic_time, max(0.0, work))
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

    def held(self) -> dict:
        """Class of types → one variable equal to the mana of that class the final pool holds (restricted mana merged
        in), or an int where the model fixes it; made on first use, for the pools enumeration.

        The final pool of a class is what its activations made less what costs spent of it, an expression of dozens
        of terms; every exclusion (:meth:`exclude_dominated_by`) sums several classes, and the pools objective all of
        them. Written once over these variables instead, the enumeration's model is a fifth of the size (the
        Commander example's third pool below: 708 terms in its linear constraints, not 3,386), and its solves do
        about a third less work (CP-SAT's deterministic time over the benchmark boards and 300 realistic states:
        0.58 → 0.40).
        """
        if self._held is None:
            by_types: dict[frozenset[ManaType], Lin] = {}
            for (types, _), lin in self._final_lins.items():
                by_types.setdefault(types, Lin()).add_lin(lin)
            held: dict = {}
            for types, lin in by_types.items():
                if not any(lin.terms.values()):
                    held[types] = lin.const
                    continue
                name = f"held[{''.join(t.value for t in ManaType if t in types)}]"
                var = self.table.vars[self.table.int_var(self.table.lower(lin), self.table.upper(lin), name)]
                self.model.add(var == self.table.expr(lin))
                held[types] = var
            self._held = held
        return self._held

    def exclude_dominated_by(self, pool: Counter) -> None:
        """Only pools that ``pool`` does not dominate from now on: some set S of types has more units that may
        fall in S (:func:`~manaplan.solver.rules.yields.counts_dominate`), S one of the sets the model's classes and
        the pool's connect (:func:`~manaplan.solver.rules.yields.beating_sets`: a condition on another set is implied
        by one on these). With one-type classes only that is six flags a pool, not 63: the enumeration's solves carry
        a tenth of the exclusions (a mono-green devotion board's pools below the most flexible: 0.99 s → 0.11 s)."""
        m = self.model
        flags = []
        by_types = self.held()
        seen: set[frozenset] = set()
        for subset in Y.beating_sets(frozenset(by_types) | {types for types, n in pool.items() if n}):
            # sets S whose units are the same classes give the same condition: one flag for them all
            key = frozenset(types for types in by_types if types & subset)
            if not key or key in seen:
                continue
            seen.add(key)
            mine = [by_types[types] for types in key]
            theirs = sum(n for types, n in pool.items() if types & subset)
            b = self.table.vars[self.table.bool_var(f"beats[{len(flags)}]")]
            m.add(sum(mine) >= theirs + 1).only_enforce_if(b)
            flags.append(b)
        if flags:
            m.add_bool_or(flags)
        else:
            m.add(0 == 1)


#: A figure of :func:`solve_figures`: ``("total", None)`` or ``("type", t)``.
Figure = tuple
#: ``produce``'s figures: the most in all, then the most of each type.
FIGURES: tuple[Figure, ...] = (("total", None),) + tuple(("type", t) for t in ALL_TYPES)


def solve_figures(pb: ProductionBoard, figures: list, *, time_limit: float = 5.0
                  ) -> tuple[dict, dict, int, ProduceModel | None]:
    """The largest value of each figure, each with its depth certified — one layered model and one relaxation per
    depth for them all (:func:`~manaplan.solver.core.model.certify_or_deepen`): the layered model with ``L`` layers
    is built once and solved for every figure (each :meth:`ProduceModel.maximize` replaces the objective only), then
    the relaxation with more than ``L`` ordered activations is built once and certifies each; only the figures it
    does not certify are solved again, with ``2L`` layers. Seven figures cost two builds instead of fourteen
    (five_color: 0.45 s less).

    Parameters
    ----------
    pb : ProductionBoard
    figures : list of (str, ManaType or None)
        ``("total", None)``, ``("type", t)`` or ``("unrestricted", None)`` (the most mana with no spending
        restriction).
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
    >>> from manaplan.solver.effective import effective_board
    >>> pb = production_board(effective_board(parse_inline("Forest, Azorius Signet")))
    >>> found, certified, layers, _ = solve_figures(pb, [("total", None), ("type", ManaType.W)])
    >>> found[("total", None)].value, found[("type", ManaType.W)].value, certified[("total", None)], layers
    (2, 1, True, 1)
    """
    exact = pb.exact_layers
    deadline = time.monotonic() + time_limit

    def left() -> float:
        return max(0.05, deadline - time.monotonic())

    def expr_of(model: ProduceModel, figure: Figure):
        if figure[0] == "unrestricted":
            return model.unrestricted()
        return model.total() if figure[0] == "total" else model.of_type(figure[1])

    def solve(layers: int, pending: list) -> tuple[ProduceModel, list[Solved]]:
        model = ProduceModel(pb, layers=layers, time_limit=left())
        found = []
        for figure in pending:
            model.time_limit = left()
            found.append(model.maximize(expr_of(model, figure)))
        return model, found

    def certify(layers: int, pending: list, found: list[Solved]) -> list[tuple[bool | None, int]]:
        loose = None  # one relaxation for every figure, built when a figure needs it
        out = []
        for figure, best in zip(pending, found):
            if not best.found:
                out.append((None, 0))
                continue
            if loose is None:
                loose = ProduceModel(pb, loose=True, min_ordered=layers + 1, time_limit=left())
            loose.time_limit = left()
            relaxed = loose.maximize(expr_of(loose, figure))
            if relaxed.status == "infeasible" or (relaxed.status == "optimal" and relaxed.value <= best.value):
                out.append((True, 0))
            else:
                out.append((None if relaxed.status == "unknown" else False, 0))
        return out

    start = exact if exact <= DIRECT_LAYERS else START_LAYERS
    deep = certify_or_deepen(exact, start, figures, solve, certify, deadline,
                             max_layers=layer_cap(len(pb.uses), len(pb.classes)))
    return dict(zip(figures, deep.results)), dict(zip(figures, deep.certified)), deep.layers, deep.model


def one_pass(found: dict) -> tuple[int, dict[ManaType, int]]:
    """The most in all and of each type found for :data:`FIGURES` (0 for a figure not found in time): what one pass
    of the board makes, without a loop."""
    def value(figure: Figure) -> int:
        return found[figure].value if found[figure].found else 0

    return value(("total", None)), {t: value(("type", t)) for t in ALL_TYPES}


def loops_of(effective: EffectiveBoard, found: dict) -> tuple[Loop, ...]:
    """The loops that make arbitrarily much mana on the board (:func:`~manaplan.solver.core.loops.find_loops`), with
    the figures ``found`` for one pass: ``produce``'s, and ``pay``'s before it pays X or a generic cost."""
    total, by_type = one_pass(found)
    return find_loops(effective, one_pass=by_type, one_pass_total=total)
