"""The mana layer of the activation model, once for every command: sinks, spends, no self-funding, the pool, life.

A :class:`ManaModel` is the shared :class:`~manaplan.solver.core.model.ActivationModel` (activations in time layers,
the permanents they take) with the mana those activations make and spend, counted in the *kinds* of a
:class:`UnitStrategy`: ``pay`` and ``turn`` count concrete units (type, snow, restriction:
:class:`~manaplan.solver.core.units.ConcreteUnits`), ``produce`` counts classes of types a unit may still become
("may be W or U": :class:`~manaplan.solver.produce.classes.ClassUnits`). Everything here is written once, against the
strategy:

- **production**: what each activation adds, per time and kind (``prod``), from the strategy;
- **sinks** (:class:`Sink`): each mana cost paid at one moment. :func:`add_cost_sinks` makes one sink per layer for
  the costs of that layer's activations (one per spending purpose where it matters, and per set of spending
  permissions); a command adds its own with :func:`add_sink` (``pay``'s target, kept cost and other costs paid
  with it; ``turn``'s spells cast after everything else). Every symbol is paid by an explicit choice of kind: spend
  variables per sink, base class of symbol and kind, choice variables for hybrid, monocoloured hybrid and Phyrexian
  symbols (:func:`~manaplan.solver.core.symbols.symbol_options`, CR 107.4), the life a Phyrexian symbol paid
  with life costs (CR 107.4f);
- **no self-funding** (:func:`add_flow`): per kind ``c`` and per sink ``s`` in time order::

      sum of c spent by the sinks up to s  <=  pool[c] + sum of c made in the layers before s

  The costs of the activations of layer ``k`` are paid at the start of layer ``k`` from mana made in layers
  ``< k`` (in the relaxation without layers, from any mana of their phase); a command's own sinks after the layers
  of their phase. Because each spend names its kind, and units of one kind are interchangeable, these prefix
  inequalities are exactly the condition under which the units made can be handed to the units spent first-in
  first-out — which is what ``pay``'s plan reader does to say "paying {1} with Forest#1's {G}";
- **the pool left** (:func:`final_pool`, :func:`mana_left`): per kind, the pool and what was made less what was
  spent; a *transient* kind (``produce``'s spare half of a split pair) is never left (:func:`add_transient_spent`);
- **life** (:func:`add_mana_life`): the life the sinks pay joins the shared life rule
  (:func:`~manaplan.solver.core.model.add_life_rule`, CR 119.4) — by layer for the costs of activations, at the end
  of its phase for a command's own sink;
- **doubling the pool** (Doubling Cube, CR 701.9f): :mod:`~manaplan.solver.core.doubling`.

Which kinds may pay a symbol is the strategy's answer per sink (:meth:`UnitStrategy.payers`): for concrete units the
type (CR 107.4), the spending restriction against the sink's purpose (CR 106.6) and the spending permissions in force
for that purpose (CR 609.4b, Chromatic Orrery's "as though it were mana of any color": a ``{C}`` unit may pay
``{W}``; the cost and the mana spent are unchanged); for classes the unrestricted classes that may be a type the
symbol takes. Why the layered model with this flow is exact: :mod:`~manaplan.solver.core.model`, "Why it is exact".

References
----------
CR 106.4 (mana pool), 106.6 (spending restrictions), 107.4 (mana symbols), 119.4 (paying life), 601.2g-h (activate
mana abilities, then pay the total cost in any order), 605 (mana abilities), 609.4b (spending mana as though it were
mana of any colour).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from ...models.costs import ManaCost, ManaSymbol, SymbolKind
from ..rules.spending import Permission, SpendPurpose, permits_for
from .activations import AbilityUse, SourceGroup, purpose_of, symbol_options
from ..deadline import check
from .lexico import Lin
from .model import ActivationModel, add_life_rule

__all__ = [
    "UnitStrategy",
    "Sink",
    "ManaModel",
    "cost_symbols",
    "add_cost_sinks",
    "add_sink",
    "add_flow",
    "add_transient_spent",
    "final_pool",
    "mana_left",
    "sink_life",
    "add_mana_life",
]


class UnitStrategy(Protocol):
    """How one command counts mana: what differs between concrete units and classes, and nothing else.

    Attributes
    ----------
    kinds : sequence
        Every kind of mana a pool may hold, in a fixed order (the order of the flow constraints and of the pool).
    transient : sequence
        Kinds that pay costs but are never held (``produce``'s spare half of a split pair): in the flow, not in the
        pool; none may be waiting when the pool is doubled.
    pool : dict
        The board's pool by kind.
    restricted : bool
        Some kind pays only some purposes (CR 106.6): the costs of one layer are then paid per purpose.
    """

    kinds: Sequence[Hashable]
    transient: Sequence[Hashable]
    pool: dict
    restricted: bool

    def label(self, kind) -> str:
        """A kind in a variable's name."""

    def on_activation(self, mm: ManaModel, use: AbilityUse, t: int, var: int) -> None:
        """Called as the activation variable of ``use`` at time ``t`` is made (``pay``: its output choices)."""

    def add_production(self, mm: ManaModel) -> None:
        """Fill ``mm.prod``: what the activations add, by (time, kind)."""

    def payers(self, cls: tuple, sink: Sink) -> list:
        """The kinds that may pay base class ``cls`` (:func:`~manaplan.solver.core.symbols.symbol_options`) of
        a symbol of ``sink``, in order."""

    def doubled(self, mm: ManaModel, group: SourceGroup, kind, out: int, t: int, label: str) -> dict:
        """What a doubling of the pool by ``group`` at time ``t`` adds for ``out`` units of ``kind`` in the pool:
        kind → :class:`~manaplan.solver.core.lexico.Lin` (CR 701.9f). It may make variables of its own (named after
        ``label``)."""


@dataclass(slots=True)
class Sink:
    """Symbols paid at one moment, and how.

    Parameters
    ----------
    name : str
        ``'cost@t'`` (``'cost@t#k'``: one of several of the layer), or the command's (``'target'``, ``'keep'`` …).
    phase : int
    before : int
        Paid from mana made in times ``< before``.
    time : int or None
        For a cost sink, the time of the activations whose costs it pays.
    symbols : dict of ManaSymbol to Lin
        How many of each symbol (a generic ``{N}`` symbol counts N units as one symbol ``{N}`` per count).
    choice : dict of (ManaSymbol, int) to int
        Variable: how many of that symbol are paid by its option ``i`` (symbols with several options).
    spend : dict of (tuple, kind) to int
        Variable: units of that kind paying that base class.
    life : Lin
        Life paid (Phyrexian symbols paid with 2 life).
    purpose : SpendPurpose or None
        What its mana is spent on: restricted units pay it only when their restriction allows (None: unknown).
    permits : tuple
        The spending permissions that apply to it (:func:`~manaplan.solver.rules.spending.permits_for`, CR 609.4b):
        which units pay which coloured symbols.
    """

    name: str
    phase: int
    before: int
    time: int | None
    symbols: dict[ManaSymbol, Lin] = field(default_factory=dict)
    choice: dict[tuple[ManaSymbol, int], int] = field(default_factory=dict)
    spend: dict[tuple[tuple, Hashable], int] = field(default_factory=dict)
    life: Lin = field(default_factory=Lin)
    purpose: SpendPurpose | None = None
    permits: tuple[object, ...] = ()

    def used(self, kind) -> Lin:
        """Units of this kind it consumes."""
        out = Lin()
        for (cls, k), var in self.spend.items():
            if k == kind:
                out.add(var)
        return out


@dataclass
class ManaModel(ActivationModel):
    """An activation model with its mana (see the module notes).

    Attributes
    ----------
    units : UnitStrategy
        How mana is counted.
    permissions : tuple of Permission
        "You may spend mana as though it were mana of any color" and the like in force on the board (CR 609.4b).
    building : str
        What is being built, for the deadline's message (:func:`~manaplan.solver.deadline.check`).
    sinks : list of Sink
    prod : dict of (time, kind) to Lin
        What the activations add.
    cost_sinks : dict of (use index, time) to str
        The name of the sink paying a use's mana cost at a time (one per purpose when the board has restricted
        mana, and one per set of spending permissions that apply).
    doubled : dict of (use index, time) to dict of kind to var
        A doubling of the pool (Doubling Cube) at a time: how much of each kind the pool held
        (:mod:`~manaplan.solver.core.doubling`).
    """

    units: UnitStrategy | None = None
    permissions: tuple[Permission, ...] = ()
    building: str = "the mana model"
    sinks: list[Sink] = field(default_factory=list)
    prod: dict[tuple[int, Hashable], Lin] = field(default_factory=dict)
    cost_sinks: dict[tuple[int, int], str] = field(default_factory=dict)
    doubled: dict[tuple[int, int], dict[Hashable, int]] = field(default_factory=dict)


# ------------------------------------------------------------------------------------------------- sinks
def cost_symbols(cost: ManaCost, *, x: int | None = 0, xvar: int | None = None) -> dict[ManaSymbol, Lin]:
    """The symbols of a cost as a sink counts them: ``{X}`` as ``x`` (or the variable ``xvar``) generic ``{1}``, a
    ``{0}`` left out.

    Examples
    --------
    >>> {s.text: lin.const for s, lin in cost_symbols(ManaCost.parse("{X}{2}{G}{G}"), x=3).items()}
    {'{1}': 3, '{2}': 1, '{G}': 2}
    """
    out: dict[ManaSymbol, Lin] = {}
    one = ManaSymbol(SymbolKind.GENERIC, amount=1)
    for sym in cost:
        if sym.kind is SymbolKind.X:
            if xvar is not None:
                out.setdefault(one, Lin()).add(xvar)
            elif x:
                out.setdefault(one, Lin()).const += x
        elif not (sym.kind is SymbolKind.GENERIC and sym.amount == 0):
            out.setdefault(sym, Lin()).const += 1
    return out


def _split(mm: ManaModel) -> bool:
    """Whether purposes matter for the costs of activations: some kind is restricted (CR 106.6), or a permission in
    force is limited to some uses or to its own permanent's abilities (CR 609.4b)."""
    return mm.units.restricted or any(getattr(p.effect, "spend", None) is not None or getattr(p.effect, "own", False)
                                      for p in mm.permissions)


def add_cost_sinks(mm: ManaModel, *, lifted: SpendPurpose | None = None) -> None:
    """The costs of each layer's activations, with their spend variables: one sink per layer, or, when purposes
    matter, one per purpose (CR 106.6: "activate abilities of artifacts" fits a Signet's ``{1}``; a spell a ``turn``
    casts is paid for that spell, :attr:`~manaplan.solver.core.values.AbilityUse.purpose`) and per set of
    spending permissions that apply (CR 609.4b: "to activate abilities of creatures", "~'s abilities").

    Parameters
    ----------
    mm : ManaModel
        Filled in place (``sinks``, ``cost_sinks``).
    lifted : SpendPurpose, optional
        Every cost paid for this purpose (:data:`~manaplan.solver.rules.spending.ANYTHING`: no restriction holds,
        for diagnoses).
    """
    permissions = mm.permissions
    split = _split(mm)
    for t in mm.times:
        check(mm.building)  # uses × times: a turn of 300 casts ran past --time-limit here
        by_purpose: dict[tuple[SpendPurpose | None, tuple], dict[ManaSymbol, Lin]] = {}
        for use in mm.pb.uses:
            var = mm.x.get((use.index, t))
            if var is None or not use.costed:
                continue
            group = mm.pb.groups[use.group]
            purpose = (lifted if lifted is not None else use.purpose or purpose_of(group)) if split else None
            key = (purpose, permits_for(permissions, purpose, group.ids) if permissions else ())
            symbols = by_purpose.setdefault(key, {})
            for sym in use.cost.mana:
                symbols.setdefault(sym, Lin()).add(var)
            mm.cost_sinks[use.index, t] = f"cost@t{t}" + (f"#{list(by_purpose).index(key)}" if split else "")
        before = t + 1 if mm.loose else t
        for k, ((purpose, permits), symbols) in enumerate(by_purpose.items()):
            check(mm.building)
            name = f"cost@t{t}" + (f"#{k}" if split else "")
            add_sink(mm, Sink(name, mm.phase_of(t), before, t, symbols, purpose=purpose, permits=permits))


def add_sink(mm: ManaModel, sink: Sink) -> None:
    """A sink's choice and spend variables: each symbol paid by one of its options, each base class of an option
    by the kinds that may pay it there (:meth:`UnitStrategy.payers`; none: nothing of it is paid), its life.

    Parameters
    ----------
    mm : ManaModel
        ``sink`` joins ``mm.sinks``.
    sink : Sink
        Its name, time, symbols, purpose and permits; its variables are filled in.
    """
    table, units = mm.table, mm.units
    demand: dict[tuple, Lin] = defaultdict(Lin)
    for sym, count in sink.symbols.items():
        options = symbol_options(sym)
        if len(options) == 1:
            parts = [(options[0], count)]
        else:
            parts = []
            total = Lin()
            for i, option in enumerate(options):
                var = table.int_var(0, max(0, table.upper(count)), f"choice[{sink.name}|{sym.text}|{i}]")
                sink.choice[sym, i] = var
                total.add(var)
                parts.append((option, Lin({var: 1})))
            table.add_eq(total, count)
        for (demands, life), amount in parts:
            for cls, n in demands:
                demand[cls].add_lin(amount, n)
            if life:
                sink.life.add_lin(amount, life)
    for cls, need in demand.items():
        eligible = units.payers(cls, sink)
        if not eligible:
            table.add_le(need, 0)
            continue
        bound = max(0, table.upper(need))
        total = Lin()
        for kind in eligible:
            var = table.int_var(0, bound, f"spend[{sink.name}|{'/'.join(map(str, cls))}|{units.label(kind)}]")
            sink.spend[cls, kind] = var
            total.add(var)
        table.add_eq(total, need)
    mm.sinks.append(sink)


# ------------------------------------------------------------------------------------------------- flow
def add_flow(mm: ManaModel) -> None:
    """No self-funding: per kind, what the sinks up to each sink spend ≤ pool + what was made before it (see the
    module notes)."""
    units = mm.units
    order = sorted(range(len(mm.sinks)), key=lambda i: (mm.sinks[i].before, mm.sinks[i].time is None, i))
    for kind in (*units.kinds, *units.transient):
        spent = Lin()
        for i in order:
            sink = mm.sinks[i]
            spent.add_lin(sink.used(kind))
            if not spent.terms:
                continue
            check(mm.building)  # sinks × times: a turn of 300 casts took seconds here past --time-limit
            made = Lin(const=units.pool.get(kind, 0))
            for t in range(sink.before):
                lin = mm.prod.get((t, kind))
                if lin is not None:
                    made.add_lin(lin)
            mm.table.add_le(spent.copy().add_lin(made, -1), 0)


def add_transient_spent(mm: ManaModel) -> None:
    """Every unit of a transient kind made is spent by the end of its phase (``produce``: the spare half of a split
    pair pays a cost, or the pair was not split)."""
    for kind in mm.units.transient:
        for phase in range(mm.phases):
            made = Lin()
            for (t, k), lin in mm.prod.items():
                if k == kind and mm.phase_of(t) == phase:
                    made.add_lin(lin)
            spent = Lin.total(sink.used(kind) for sink in mm.sinks if sink.phase == phase)
            mm.table.add_eq(made, spent)


def final_pool(mm: ManaModel, phase: int = 0) -> dict[Hashable, Lin]:
    """The pool at the end of a phase, by kind: the board's pool, what the phase's activations made, less what its
    sinks spent."""
    out = {kind: Lin(const=mm.units.pool.get(kind, 0)) for kind in mm.units.kinds}
    for (t, kind), lin in mm.prod.items():
        if kind in out and mm.phase_of(t) == phase:
            out[kind].add_lin(lin)
    for sink in mm.sinks:
        if sink.phase == phase:
            for (_, kind), var in sink.spend.items():
                if kind in out:
                    out[kind].add(var, -1)
    return out


def mana_left(mm: ManaModel, phase: int = 0) -> Lin:
    """All mana left in the pool at the end of a phase (made or pooled, unspent)."""
    out = Lin(const=sum(mm.units.pool.values()))
    for (t, _), lin in mm.prod.items():
        if mm.phase_of(t) == phase:
            out.add_lin(lin)
    for sink in mm.sinks:
        if sink.phase == phase:
            for var in sink.spend.values():
                out.add(var, -1)
    return out


# ------------------------------------------------------------------------------------------------- life
def sink_life(mm: ManaModel) -> tuple[dict[int, Lin], dict[int, Lin]]:
    """The life the sinks pay (Phyrexian symbols paid with life): by time for the costs of activations, by phase
    for a command's own sinks (paid after every mana ability of the phase resolved, CR 601.2g-h)."""
    at_time: dict[int, Lin] = {}
    at_end: dict[int, Lin] = {}
    for sink in mm.sinks:
        if sink.life.terms or sink.life.const:
            into = at_time.setdefault(sink.time, Lin()) if sink.time is not None else at_end.setdefault(sink.phase,
                                                                                                       Lin())
            into.add_lin(sink.life)
    return at_time, at_end


def add_mana_life(mm: ManaModel, life: int, *, paid_at_end: int = 0) -> None:
    """Every life payment can be made when it is made (CR 119.4, :func:`~manaplan.solver.core.model.add_life_rule`):
    the activations' own, and the sinks' (:func:`sink_life`).

    Parameters
    ----------
    mm : ManaModel
    life : int
        The life total the plan starts from.
    paid_at_end : int
        Life paid as a cost at the end of the first phase besides the sinks' (``pay``'s ``life_paid``).
    """
    at_time, at_end = sink_life(mm)
    if paid_at_end:
        at_end.setdefault(0, Lin()).const += paid_at_end
    add_life_rule(mm, life, at_time, at_end)
