"""The CP-SAT model for paying a cost (README, "Design": "No self-funding, exactly, with time layers").

Building is four small steps on a :class:`PayModel`: :func:`add_activation_variables` (how often each ability
use is activated in each layer, which of its outputs it chooses, what it sacrifices), :func:`add_sinks` (every
mana cost to pay — the costs of one layer's activations, the target, the kept cost — and which units pay which
symbols), :func:`add_flow_constraints` (no self-funding), :func:`add_instance_constraints` and
:func:`add_life_constraint` (what each permanent and your life total allow). :func:`objective_levels` lists the
lexicographic objectives; :mod:`.solve` solves and :mod:`.plan` reads the solution.

Time layers
-----------
A plan has a *payment phase* and, with ``keep``, a *keep phase* after it (the hypothetical later payment of the
kept cost). Each phase has layers ``0..L``. An ability use has one integer variable per layer it may occupy (a
group of forty Forests has one variable per layer, not forty booleans):

- free abilities (no mana cost) that sacrifice no other permanent, on permanents without layered abilities: layer 0;
- abilities with a mana cost ("costed"): layers ``1..L``;
- abilities that sacrifice other permanents, and self-sacrifices of permanents that have such or costed abilities:
  layers ``0..L`` (tapping other permanents does not make an ability layered).

Mana is counted in :class:`~manaplan.solver.core.activations.Unit` kinds (type, snow). A *sink* is a set of symbols to
pay at one moment: the costs of all activations in layer ``k`` are paid at the start of layer ``k`` from mana made in
layers ``< k``; the target after the payment phase's last layer; the kept cost after the keep phase's. Every symbol is
paid by an explicit choice of unit kind (spend variables per sink, symbol class and unit kind; choice variables for
hybrid / monocoloured hybrid / Phyrexian symbols). **No self-funding** is the prefix condition, per unit kind
``c`` and per sink ``s`` in time order::

    sum of c spent by the sinks up to s  <=  pool[c] + sum of c made in the layers before s

Because each spend names its unit kind, and units of one kind are interchangeable, these prefix inequalities are
exactly the condition under which the units made can be handed to the units spent first-in first-out — which is
what the plan reader (:mod:`.plan`) does to say "paying {1} with Forest#1's {G}".

Which unit kinds may pay a symbol is fixed per sink: the type (CR 107.4), the spending restriction against the
sink's purpose (CR 106.6), and the spending permissions in force for that purpose (CR 609.4b, Chromatic Orrery's
"as though it were mana of any color": a ``{C}`` unit may pay ``{W}``; the cost and the mana spent are unchanged).

Permanents
----------
Per group of ``n`` identical permanents, with ``S`` its self-sacrifices, ``VU`` its sacrifices by "Sacrifice an
untapped …" costs, ``TS`` its members tapped by "Tap an untapped … you control" costs of abilities that also
sacrifice, ``VO(<=k)`` its other sacrifices by others up to layer ``k`` and ``A(>k)`` its other one-shot activations
(each by a different permanent) and its members tapped by the other "Tap an untapped …" costs, after layer ``k``,
for every ``k``::

    S + VU + TS + VO(<=k) + A(>k)  <=  n

This is Hall's condition for matching sacrifices to permanents that are idle or acted no later (and untapped
victims, and the permanents tapped for costs, to idle ones), so the counts can be turned into permanents. Instance-free activations (repeatable, nothing
counted per permanent) in layer ``t`` need one copy not sacrificed before ``t``:
``F(t) <= big * (n - sacrificed before t)``.

A group of one (a permanent with ``{Q}``, with an ability counted per permanent, or one that sacrifices others and
may itself be sacrificed) gets the same by booleans: taps ≤ 1, sacrificed at most once, nothing after its
sacrifice, and (in the layered model) not sacrificed by another in a layer where it sacrifices others itself.
``{T}`` needs an untapped permanent, ``{Q}`` a tapped one — a permanent untapped by ``{Q}`` is not tapped again in
the same plan (a documented simplification: a plan may miss that second use, never make a wrong one); creatures
not summoning sick (CR 302.6); counters removed ≤ counters there.

Tapping others ("{T}, Tap an untapped creature you control", Springleaf Drum): each "Tap an untapped …" part of a
cost takes one permanent of a group that is untapped at the start and fits the filter (variables ``w``, like the
sacrifice variables ``v``). A permanent so tapped does no one-shot activation of its own (it never taps itself too
and is never tapped twice); it counts as one that acted at that layer, so another's "Sacrifice a …" may take it in
that layer or later (Springleaf Drum taps the Elves, then Ashnod's Altar sacrifices them: in a layer, activations
that sacrifice nothing come first). For a group of one: tapped + its own taps + its self-sacrifices + "Sacrifice an
untapped …" of it ≤ 1, and for every ``k``, sacrificed by others up to ``k`` + tapped after ``k`` ≤ 1. Two
documented simplifications: a permanent tapped for a cost does not then sacrifice *itself* (Eldrazi Spawn's
"Sacrifice this creature"), and one tapped by an ability that also sacrifices is never sacrificed: a plan may miss
those, never make a wrong one. Summoning sickness
does not stop it (CR 302.6 forbids only a creature's own ``{T}``/``{Q}`` abilities), and it cannot be the permanent
whose own ``{T}`` is part of the same cost (one group of one is left out of its own entry; in larger groups the
counts keep them apart). Damage a permanent deals you whenever it becomes tapped (City of Brass) counts in the life
the plan loses. The tapped permanents count as "permanents tapped". A tap needs no ordering (the permanent is
untapped from the start and nothing else touches it), so it adds nothing to the layers; boards without such costs
build exactly the model they built before.

Life: you can pay N life only with at least N, and paying all you have is legal (CR 119.4, 107.4f).
:func:`~manaplan.solver.core.model.add_life_rule` bounds only life paid as a cost: at each layer where a plan pays
life ("Pay N life", Phyrexian symbols of an activation's cost), the costs paid so far and the effects of earlier
layers stay at most your life total (in a layer, the costs first); the target's Phyrexian symbols and
``life_paid`` come after every mana ability resolved (CR 601.2g-h), so there every effect counts. Damage a mana
ability's own effect deals you (painlands, CR 605.3b) and damage from triggers (City of Brass, Manabarbs: they
resolve after the payment, CR 603.3) never stop a plan. A plan may leave you at 0 life or less: you then lose the
game when state-based actions are next checked (CR 704.5a). The first objective prefers a plan that ends at 1 life
or more, right after the largest X (:func:`objective_levels`).

Why it is exact
---------------
*Sound*: a solution is a plan a player can follow — layer by layer; in a layer, first the activations that
sacrifice nothing else, then those that do; a permanent's self-sacrifice after its other activations in that layer;
mana handed over first-in first-out by the flow condition; sacrifices matched by Hall's condition.

*Complete up to depth L*: take any legal sequence of activations (outside the two simplifications above). A
sacrifice of a permanent tapped for a cost goes in a layer not before the tapping one's. Put each activation in its earliest layer:
0 for the free ones that sacrifice no other permanent (a self-sacrifice goes in the layer of its permanent's last
other activation); otherwise the least layer that is after every layer whose mana paid its cost, not before the
layer of any activation of a permanent it sacrifices, and after that layer if that activation itself sacrificed
others. Going back along such a chain, the layer drops only at a costed or sacrificing activation, so the plan's
depth ``d`` is at most the number ``c`` of costed and sacrificing activations in it. Every plan with ``d <= L`` is
a solution of the layered model (the same counts, the same spends).

*The depth bound*: when ``L`` is at least the most costed and sacrificing activations the board allows in a
phase (:func:`ordered_bound`), every plan fits and the model is exact outright (most real boards). Otherwise
:mod:`.solve` certifies the layered optimum with a relaxation: :func:`build_model` with ``loose=True`` drops the
layers (a phase's costs may be paid by any mana of that phase, even their own — every plan satisfies this) and
``min_ordered=L+1`` asks for more than ``L`` costed/sacrificing activations in some phase. Every plan of depth
``> L`` has ``c >= d > L`` and so is a solution of that relaxation; if the relaxation has nothing
lexicographically better than the layered optimum, the layered optimum is optimal among all plans; otherwise
``L`` grows (at least doubling, at most to the bound) and the model is solved again.

*Caps*: a repeatable ability is counted up to what its costs allow (counters, life, permanents to sacrifice). A
converter (adds no more than its mana cost) is counted up to the mana the rest of the board can make divided by
its cost: more uses only convert mana already converted by the same ability, which an optimal plan never needs.
An ability adding more than it costs, or costing nothing (an infinite-mana engine), is counted up to
``repeat_cap``: the only place where the answer is exact up to a cap rather than outright.

The property tests (``tests/test_pay_properties.py``) check all of this against an exhaustive search over legal
activation sequences, including runs that start from one layer and must certify or deepen.

Doubling the pool
-----------------
Doubling Cube ("{3}, {T}: Double the amount of each type of mana in your mana pool.") adds, as it resolves, as much
of each type as the pool holds then (CR 701.9f; a mana ability resolves at once, CR 605.3a). :func:`add_doubling`
gives it, per layer ``k`` it may occupy and per unit kind ``c``, an output variable ``d[c,k]`` and a flag ``a[k]``
(the activation count, 0 or 1: at most one doubling a layer), and it *resolves last in its layer*: after every other
activation of layer ``k`` resolved and every cost of layer ``k`` was paid. The pool it doubles is then exactly the
slack of the flow condition at layer ``k``'s cost sinks with layer ``k``'s own production added
(:func:`pool_state`)::

    P[c,k] = pool[c] + made[c] in layers <= k (doublings before k included) - spent[c] by the sinks up to layer k's

and ``d[c,k] = P[c,k]`` when ``a[k]``, else 0: ``d <= P`` always (the pool is never negative: a tight bound for
the LP), ``d >= P`` enforced by the flag, ``d <= M a``. It is not sacrificed by another in its own layer (it
resolves after the layer's sacrifices; a sacrificing activation after it goes in a later layer). What it adds is
of ``c``'s type, unrestricted (restrictions are not types: the Cube's rulings), snow from a snow Cube
(:func:`~manaplan.solver.core.activations.doubled_unit`). The plan reader replays the same order (the doubling last
in its layer) and checks that the pool it doubles is ``P``.

*Complete*: in a legal sequence, put a doubling ``D`` in the least layer not before any activation preceding it,
and after the layers of the activations that paid its cost and of any doubling before it; costed activations after
``D`` go after its layer; free ones of layer 0 that came after ``D`` move before it, which only adds mana to what
``D`` doubles (more of every unit at every later point: no plan gets worse). A layer then still rises only at a
costed or sacrificing activation, so ``L = ordered_bound`` suffices, plus one for activations layered by life
(painlands) that follow the last doubling (:func:`~manaplan.solver.core.model.ordered_bound`). In the relaxation
without layers a doubling adds, of each kind, at most what was made besides it, and in all that less its own cost;
``n`` doublings at most ``2^n - 1`` times what the rest makes (sound bounds, weaker than the layered model's: the
certificate may then ask for the exact depth).

References
----------
CR 106.4 (mana pool), 107.4 (mana symbols), 107.5/107.6 ({T}/{Q}), 119.4 (paying life), 302.6 (summoning
sickness), 601.2g-h (activate mana abilities, then pay the total cost in any order), 605 (mana abilities), 609.4b
(spending mana as though it were mana of any colour).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from ...models.costs import ManaCost, ManaSymbol, SymbolKind
from ...models.errors import CostSyntaxError
from ..core.activations import (DOUBLING_BOUND, AbilityUse, PaymentBoard, Unit, class_accepts, doubled_unit,
                                least_mana, purpose_of, symbol_options, unit_of)
from ..core.cpsat import new_model
from ..core.model import (ActivationModel, activation_life, add_life_rule, add_depth_condition, add_instance_constraints,
                          add_resource_constraints, ordered_bound)
from ..core.model import add_activation_variables as core_variables
from ..core.lexico import Level, Lin, VarTable
from .reasons import mana_bounds
from ..effective import spend_permissions
from ..rules.spending import Permission, SpendPurpose, permits_for, permitted

__all__ = [
    "ModelSpec",
    "Sink",
    "PayModel",
    "build_model",
    "add_activation_variables",
    "add_sinks",
    "add_doubling",
    "pool_state",
    "add_flow_constraints",
    "add_instance_constraints",
    "add_life_constraint",
    "add_resource_constraints",
    "add_depth_condition",
    "objective_levels",
    "ordered_bound",
    "life_lost",
    "alive_level",
    "start_life",
    "sacrificed",
    "tapped",
    "mana_left",
]


@dataclass(frozen=True, slots=True)
class ModelSpec:
    """What to build.

    Parameters
    ----------
    target : ManaCost
        The cost to pay, ``{X}`` included.
    x : int or None
        The value of X when fixed (None when the cost has no X or X is maximised).
    maximize_x : bool
        X is a variable in ``[0, x_max]``.
    x_max : int
    keep : ManaCost or None
        A cost to keep payable afterwards.
    layers : int
        ``L``: layers ``0..L`` per phase.
    loose : bool
        The relaxation without layers (see the module notes).
    min_ordered : int
        With ``loose``: some phase has at least this many costed/sacrificing activations (0: no condition).
    life_limit : int or None
        The life total the life rule starts from (CR 119.4); None: yours (another value for diagnoses only).
    life_paid : int
        Life paid as a cost with the target (Bolas's Citadel, a flashback's "Pay 3 life"), after every mana ability
        resolved (CR 601.2h).
    purpose : SpendPurpose or None
        What the target is paid for (a spell being cast …), for restricted mana (CR 106.6); None: not known, so
        restricted mana does not pay it. :data:`~manaplan.solver.rules.spending.ANYTHING` lifts every restriction, on
        every cost (for diagnoses).
    also : tuple of (ManaCost, SpendPurpose or None, str)
        Other costs paid with the target, each with its purpose and whose cost it is (``'Magus of the Will#1'``
        for the ability that lets a spell be cast): paid after the payment phase's layers, before the target.
    permissions : tuple of Permission or None
        The spending permissions in force (:func:`~manaplan.solver.rules.spending.spend_permissions`, CR 609.4b); None:
        read from the board's cards with the default parser.
    own_colours : bool
        The last tie-break, :func:`own_colours` (off: the colours a plan names where any would do are the solver's;
        ``cast`` leaves it off unless it prints plans, a solve less per card on boards with Chromatic Lantern).
    """

    target: ManaCost
    x: int | None = None
    maximize_x: bool = False
    x_max: int = 0
    keep: ManaCost | None = None
    layers: int = 1
    loose: bool = False
    min_ordered: int = 0
    life_limit: int | None = None
    life_paid: int = 0
    purpose: SpendPurpose | None = None
    also: tuple[tuple[ManaCost, SpendPurpose | None, str], ...] = ()
    permissions: tuple[Permission, ...] | None = None
    own_colours: bool = True


@dataclass(slots=True)
class Sink:
    """Symbols paid at one moment, and how.

    Parameters
    ----------
    name : str
        ``'cost@t'``, ``'target'`` or ``'keep'``.
    phase : int
    before : int
        Paid from mana made in times ``< before``.
    time : int or None
        For a cost sink, the time of the activations whose costs it pays.
    symbols : dict of ManaSymbol to Lin
        How many of each symbol (a generic ``{N}`` symbol counts N units as one symbol ``{N}`` per count).
    choice : dict of (ManaSymbol, int) to int
        Variable: how many of that symbol are paid by its option ``i`` (symbols with several options).
    spend : dict of (tuple, Unit) to int
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
    spend: dict[tuple[tuple, Unit], int] = field(default_factory=dict)
    life: Lin = field(default_factory=Lin)
    purpose: SpendPurpose | None = None
    permits: tuple[object, ...] = ()

    def used(self, unit: Unit) -> Lin:
        """Units of this kind it consumes."""
        out = Lin()
        for (cls, u), var in self.spend.items():
            if u == unit:
                out.add(var)
        return out


@dataclass
class PayModel(ActivationModel):
    """A payment model under construction, with every variable named for debugging: the shared
    :class:`~manaplan.solver.core.model.ActivationModel` (activations ``x``, permanents taken ``v`` and tapped ``w``,
    layers) and pay's own mana units.

    Attributes
    ----------
    spec : ModelSpec
    y : dict of (use index, choice index, time) to var
        Of the activations, how many chose each output (uses with several outputs).
    sinks : list of Sink
    xvar, kept : var index or None
    alive : var index or None
        1 when the payment phase leaves you at 1 life or more (made by :func:`alive_level` when needed).
    cost_sinks : dict of (use index, time) to str
        The name of the sink paying a use's mana cost at a time (one per purpose when the board has restricted
        mana, and one per set of spending permissions that apply).
    permissions : tuple of Permission
        "You may spend mana as though it were mana of any color" and the like in force on the board (CR 609.4b).
    use_purposes : dict of use index to SpendPurpose
        What the mana cost of a use pays for when it is not an ability of its group (``turn``: casting a spell).
    end_sinks : list of (sink name, ManaCost, owner, flag variable)
        Costs paid after the payment phase's layers when their flag is 1 (``turn``: a spell whose resolving changes
        nothing for the mana, cast after everything else); :func:`~manaplan.solver.pay.plan.read_plan` pays them.
    doubled : dict of (use index, time) to dict of Unit to var
        A doubling of the pool (Doubling Cube) at a time: what it adds for each unit kind in the pool (the unit
        added is :func:`~manaplan.solver.core.activations.doubled_unit` of it).
    """

    spec: ModelSpec | None = None
    y: dict[tuple[int, int, int], int] = field(default_factory=dict)
    sinks: list[Sink] = field(default_factory=list)
    xvar: int | None = None
    kept: int | None = None
    alive: int | None = None
    prod: dict[tuple[int, Unit], Lin] = field(default_factory=dict)
    cost_sinks: dict[tuple[int, int], str] = field(default_factory=dict)
    permissions: tuple[Permission, ...] = ()
    use_purposes: dict[int, SpendPurpose] = field(default_factory=dict)
    end_sinks: list[tuple[str, ManaCost, str, int]] = field(default_factory=list)
    doubled: dict[tuple[int, int], dict[Unit, int]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        spec = self.spec
        self.layers, self.loose, self.min_ordered = spec.layers, spec.loose, spec.min_ordered
        self.phase_count = 2 if spec.keep is not None else 1


# ------------------------------------------------------------------------------------------------- variables
def add_activation_variables(pm: PayModel) -> None:
    """Activation counts per (use, layer), output choices, victims (:func:`~manaplan.solver.core.model.
    add_activation_variables`); X; the "kept" flag.

    Parameters
    ----------
    pm : PayModel
        Filled in place.
    """
    spec, table = pm.spec, pm.table
    if spec.keep is not None:
        pm.kept = table.bool_var("kept")
    if spec.maximize_x:
        pm.xvar = table.int_var(0, max(0, spec.x_max), "X")

    def choices(use: AbilityUse, t: int, var: int) -> None:
        if pm.phase_of(t) == 1:  # the keep phase exists only when the kept cost is kept
            pm.model.add(table.vars[var] <= use.cap * table.vars[pm.kept])
        if len(use.choices) > 1:
            total = Lin()
            for m in range(len(use.choices)):
                y = table.int_var(0, use.cap, f"y[{use.label}|m{m}|t{t}]")
                pm.y[use.index, m, t] = y
                total.add(y)
            table.add_eq(total, Lin({var: 1}))

    core_variables(pm, choices)
    _add_production(pm)


def _add_production(pm: PayModel) -> None:
    for use in pm.pb.uses:
        if not use.usable:
            continue
        group = pm.pb.groups[use.group]
        for t in pm.times:
            var = pm.x.get((use.index, t))
            if var is None:
                continue
            for m, combo in enumerate(use.choices):
                count_var = pm.y[use.index, m, t] if len(use.choices) > 1 else var
                for mana_type in sorted(set(combo), key=lambda t: t.order):
                    unit = unit_of(group, use.ability, mana_type)
                    pm.prod.setdefault((t, unit), Lin()).add(count_var, combo.count(mana_type))


# ------------------------------------------------------------------------------------------------- sinks
def add_sinks(pm: PayModel) -> None:
    """The costs of each layer's activations, the target and the kept cost, with their spend variables.

    Parameters
    ----------
    pm : PayModel
        Filled in place.
    """
    spec = pm.spec
    restricted = any(unit.restriction is not None for unit in pm.pb.units)
    permissions = pm.permissions
    # purposes matter for restricted mana and for permissions limited to some uses or to their own abilities
    split = restricted or any(getattr(p.effect, "spend", None) is not None or getattr(p.effect, "own", False)
                              for p in permissions)
    lifted = spec.purpose is not None and spec.purpose.action == "anything"
    from ..core.deadline import check  # noqa: PLC0415

    for t in pm.times:
        check("the payment model")  # uses × times: a turn of 300 casts ran past --time-limit here
        # one sink per purpose when restricted mana may pay some abilities' costs and not others, and per set of
        # permissions that apply (CR 609.4b: "to activate abilities of creatures", "~'s abilities")
        by_purpose: dict[tuple[SpendPurpose | None, tuple], dict[ManaSymbol, Lin]] = {}
        for use in pm.pb.uses:
            var = pm.x.get((use.index, t))
            if var is None or not use.costed:
                continue
            group = pm.pb.groups[use.group]
            own = pm.use_purposes.get(use.index)  # turn: a spell cast is paid for that spell (CR 106.6)
            purpose = (spec.purpose if lifted else own or purpose_of(group)) if split else None
            key = (purpose, permits_for(permissions, purpose, group.ids) if permissions else ())
            symbols = by_purpose.setdefault(key, {})
            for sym in use.cost.mana:
                symbols.setdefault(sym, Lin()).add(var)
            pm.cost_sinks[use.index, t] = f"cost@t{t}" + (f"#{list(by_purpose).index(key)}" if split else "")
        before = t + 1 if spec.loose else t
        for k, ((purpose, permits), symbols) in enumerate(by_purpose.items()):
            check("the payment model")
            name = f"cost@t{t}" + (f"#{k}" if split else "")
            _fill_sink(pm, Sink(name, pm.phase_of(t), before, t, symbols, purpose=purpose, permits=permits))
    for i, (cost, purpose, _) in enumerate(spec.also):
        also = _cost_symbols(cost, x=0, xvar=None)
        _fill_sink(pm, Sink(f"also{i}", 0, pm.per_phase, None, also, purpose=purpose,
                            permits=permits_for(permissions, purpose)))
    target = _cost_symbols(spec.target, x=spec.x, xvar=pm.xvar)
    _fill_sink(pm, Sink("target", 0, pm.per_phase, None, target, purpose=spec.purpose,
                        permits=permits_for(permissions, spec.purpose)))
    if spec.keep is not None:
        keep = {sym: Lin({pm.kept: lin.const}) for sym, lin in _cost_symbols(spec.keep, x=0, xvar=None).items()}
        _fill_sink(pm, Sink("keep", 1, 2 * pm.per_phase, None, keep, permits=permits_for(permissions, None)))


def _cost_symbols(cost: ManaCost, *, x: int | None, xvar: int | None) -> dict[ManaSymbol, Lin]:
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


def _fill_sink(pm: PayModel, sink: Sink) -> None:
    table = pm.table
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
        eligible = [u for u in pm.pb.units if _accepts(cls, u, sink.permits) and u.pays_for(sink.purpose)]
        if not eligible:
            table.add_le(need, 0)
            continue
        bound = max(0, table.upper(need))
        total = Lin()
        for unit in eligible:
            var = table.int_var(0, bound, f"spend[{sink.name}|{'/'.join(map(str, cls))}|{unit}]")
            sink.spend[cls, unit] = var
            total.add(var)
        table.add_eq(total, need)
    pm.sinks.append(sink)


def _accepts(cls: tuple, unit: Unit, permits: tuple[object, ...]) -> bool:
    """Whether a unit may pay a base class, with the spending permissions of the sink (CR 609.4b): Chromatic
    Orrery's "as though it were mana of any color" lets any unit pay a coloured class; Celestial Dawn's "other mana
    only as though it were colorless" keeps other units off coloured ones."""
    if permits and cls[0] in ("type", "pair"):
        verdict = permitted(cls[1:], unit.type, permits)
        if verdict is not None:
            return verdict
    return class_accepts(cls, unit)


# ------------------------------------------------------------------------------------------------- doubling
def _sink_before_doubling(pm: PayModel, sink: Sink, t: int) -> bool:
    """Whether ``sink`` is paid before a doubling at time ``t`` resolves: earlier layers' costs, layer ``t``'s own
    costs, and the target and other costs of an earlier phase."""
    return sink.before < t or (sink.before == t and sink.time is not None) or (
        sink.time is None and sink.phase < pm.phase_of(t))


def pool_state(pm: PayModel, unit: Unit, t: int, made: dict[tuple[int, Unit], Lin]) -> Lin:
    """The pool of ``unit`` as a doubling at time ``t`` resolves (last in its layer, see "Doubling the pool"): the
    board's pool, what layers up to ``t`` made (``made``: production by time and unit, the doublings before ``t``
    included, none at ``t``), less what the sinks paid before it spent.

    Parameters
    ----------
    pm : PayModel
    unit : Unit
    t : int
    made : dict of (time, Unit) to Lin

    Returns
    -------
    Lin
    """
    out = Lin(const=pm.pb.pool.get(unit, 0))
    for tt in pm.times:
        if tt <= t or pm.loose and pm.phase_of(tt) == pm.phase_of(t):
            lin = made.get((tt, unit))
            if lin is not None:
                out.add_lin(lin)
    if pm.loose:  # a bound only: what was made, nothing spent (see the module notes)
        return out
    for sink in pm.sinks:
        if _sink_before_doubling(pm, sink, t):
            out.add_lin(sink.used(unit), -1)
    return out


def add_doubling(pm: PayModel) -> None:
    """Doubling Cube's "Double the amount of each type of mana in your mana pool." (see "Doubling the pool"): per
    layer, at most one doubling, resolving last; what it adds of each unit kind is the pool of that kind then.

    Parameters
    ----------
    pm : PayModel
        Filled in place: the doublings' outputs join ``pm.prod`` (call after :func:`add_sinks`, before
        :func:`add_flow_constraints`); ``pm.doubled`` keeps them by (use, time) for the plan reader.
    """
    doublers = [u for u in pm.pb.uses if u.usable and u.doubles]
    if not doublers:
        return
    table, units = pm.table, pm.pb.units
    at: dict[int, list[tuple[AbilityUse, int]]] = defaultdict(list)
    for u in doublers:
        for t in pm.times:
            var = pm.x.get((u.index, t))
            if var is not None:
                at[t].append((u, var))
    if not pm.loose:  # one doubling a layer: it resolves after the layer's other activations
        for items in at.values():
            table.add_le(Lin({var: 1 for _, var in items}), 1)
    gross = sum(pm.pb.pool.values()) + pm.phase_count * sum(u.cap * u.amount for u in pm.pb.uses
                                                            if u.usable and not u.doubles)
    count = pm.phase_count * sum(u.cap for u in doublers)
    big = min(DOUBLING_BOUND, max(1, gross) * 2 ** min(count, 20))
    base = {key: lin.copy() for key, lin in pm.prod.items()}
    outputs: list[tuple[int, AbilityUse, int, dict[Unit, int]]] = []
    into: dict[tuple[int, Unit], Lin] = defaultdict(Lin)  # every doubling's output, by time and unit added
    for t in sorted(at):
        for u, var in at[t]:
            flag = table.bool_var(f"doubles[{u.label}|t{t}]")
            table.add_eq(Lin({flag: 1}), Lin({var: 1}))
            # it resolves after the layer's sacrifices: not one of their victims in its own layer
            table.add_le(pm.victims_of(u.group, t).add(flag), 1)
            outs = {unit: table.int_var(0, big, f"double[{u.label}|{unit}|t{t}]") for unit in units}
            table.add_le(Lin({o: 1 for o in outs.values()}).add(flag, -big * len(outs)), 0)
            outputs.append((t, u, flag, outs))
            for unit, o in outs.items():
                into[t, doubled_unit(pm.pb.groups[u.group], unit)].add(o)
    for t, u, flag, outs in outputs:
        group = pm.pb.groups[u.group]
        if pm.loose:  # at most what its phase makes besides itself, every other doubling included
            made = {k: lin.copy() for k, lin in base.items()}
            for k, lin in into.items():
                made.setdefault(k, Lin()).add_lin(lin)
            for unit, o in outs.items():
                made[t, doubled_unit(group, unit)].add(o, -1)
        else:  # exactly the pool after the layer's costs and production, the doublings before it included
            made = {k: lin for k, lin in base.items() if k[0] <= t}
            made = {k: lin.copy() for k, lin in made.items()}
            for k, lin in into.items():
                if k[0] < t:
                    made.setdefault(k, Lin()).add_lin(lin)
        for unit, o in outs.items():
            # d <= P unflagged, a tight bound for the LP: the pool is never negative (the flow condition), and
            # what was made never is; d >= P when it doubles
            state = pool_state(pm, unit, t, made)
            table.add_le(Lin({o: 1}).add_lin(state, -1), 0)
            if not pm.loose:
                pm.model.add(table.expr(Lin({o: 1})) >= table.expr(state)).only_enforce_if(table.vars[flag])
        if pm.loose:  # and in all, at most what was made before it less its own cost, paid before it resolves
            everything = Lin.total(pool_state(pm, unit, t, made) for unit in units)
            everything.const -= least_mana(u.cost.mana)
            pm.model.add(table.expr(Lin({o: 1 for o in outs.values()})) <= table.expr(everything)).only_enforce_if(
                table.vars[flag])
        for unit, o in outs.items():
            pm.prod.setdefault((t, doubled_unit(group, unit)), Lin()).add(o)
        pm.doubled[u.index, t] = outs
    if pm.loose and count > 1:  # n doublings at most multiply what the rest makes by 2^n (CR 701.9f)
        for phase in range(pm.phase_count):
            times = set(pm.phase_times(phase))
            rest = Lin(const=sum(pm.pb.pool.values()))
            for (tt, _), lin in base.items():
                if pm.phase_of(tt) <= phase:
                    rest.add_lin(lin)
            doubled = Lin.total(Lin({o: 1 for o in outs.values()}) for t, _, _, outs in outputs if t in times)
            n = min(pm.phase_count * sum(u.cap for u in doublers), 20)
            table.add_le(doubled.add_lin(rest, -(2 ** n - 1)), 0)


# ------------------------------------------------------------------------------------------------- constraints
def add_flow_constraints(pm: PayModel) -> None:
    """No self-funding: per unit kind, what the sinks up to each sink spend ≤ pool + what was made before it."""
    from ..core.deadline import check  # noqa: PLC0415

    order = sorted(range(len(pm.sinks)), key=lambda i: (pm.sinks[i].before, pm.sinks[i].time is None, i))
    for unit in pm.pb.units:
        spent = Lin()
        for i in order:
            sink = pm.sinks[i]
            spent.add_lin(sink.used(unit))
            if not spent.terms:
                continue
            check("the payment model")  # sinks × times: a turn of 300 casts took seconds here past --time-limit
            made = Lin(const=pm.pb.pool.get(unit, 0))
            for t in range(sink.before):
                lin = pm.prod.get((t, unit))
                if lin is not None:
                    made.add_lin(lin)
            pm.table.add_le(spent.copy().add_lin(made, -1), 0)


def start_life(pm: PayModel) -> int:
    """The life total the plan starts from (``life_limit`` for diagnoses)."""
    return pm.spec.life_limit if pm.spec.life_limit is not None else pm.pb.life


def add_life_constraint(pm: PayModel) -> None:
    """Every life payment can be made when it is made (CR 119.4; see the module notes): costs of activations by
    time, the target's and the kept cost's Phyrexian symbols (and ``life_paid``) at the end of their phase."""
    at_time: dict[int, Lin] = {}
    at_end: dict[int, Lin] = {}
    for sink in pm.sinks:
        if sink.life.terms or sink.life.const:
            into = at_time.setdefault(sink.time, Lin()) if sink.time is not None else at_end.setdefault(sink.phase, Lin())
            into.add_lin(sink.life)
    if pm.spec.life_paid:
        at_end.setdefault(0, Lin()).const += pm.spec.life_paid
    add_life_rule(pm, start_life(pm), at_time, at_end)


def life_lost(pm: PayModel, phase: int) -> Lin:
    """Life lost in one phase: the activations' (:func:`~manaplan.solver.core.model.activation_life`), Phyrexian
    symbols paid with life and, in the payment phase, ``life_paid``."""
    out = activation_life(pm, phase)
    for sink in pm.sinks:
        if sink.phase == phase:
            out.add_lin(sink.life)
    if phase == 0:
        out.const += pm.spec.life_paid
    return out


def alive_level(pm: PayModel) -> Level:
    """"Ends at 1 life or more" (maximised): 1 when the payment phase leaves you at 1 life or more, every trigger
    resolved (CR 704.5a: at 0 or less you lose). A constant when the bounds settle it."""
    lost = life_lost(pm, 0)
    life = start_life(pm)
    if pm.table.upper(lost) <= life - 1:
        return Level("ends at 1 life or more", Lin(const=1), maximize=True, bounds=(1, 1))
    if pm.table.lower(lost) >= life:
        return Level("ends at 1 life or more", Lin(), maximize=True, bounds=(0, 0))
    alive = pm.alive
    if alive is None:
        alive = pm.alive = pm.table.bool_var("alive")
        big = pm.table.upper(lost) - (life - 1)
        pm.table.add_le(lost.copy().add(alive, big), life - 1 + big)
    return Level("ends at 1 life or more", Lin({alive: 1}), maximize=True, bounds=(0, 1))


def sacrificed(pm: PayModel, group: int, phase: int = 0) -> Lin:
    """Members of a group sacrificed in a phase (by themselves or by others)."""
    out = Lin()
    times = pm.phase_times(phase)
    for u in pm.group_uses(group):
        if u.sacrifices_self:
            out.add_lin(pm.acts(u, times))
    for t in times:
        out.add_lin(pm.victims_of(group, t))
    return out


def tapped(pm: PayModel, group: int, phase: int = 0) -> Lin:
    """Members of a group tapped in a phase: by their own ``{T}`` or by another's "Tap an untapped …" cost."""
    times = pm.phase_times(phase)
    out = Lin.total(pm.acts(u, times) for u in pm.group_uses(group) if u.taps)
    return out.add_lin(pm.tapped_by_others(group, times))


def objective_levels(pm: PayModel) -> list[Level]:
    """The lexicographic objectives (README, "Design"), in order (constant ones included, for ``--explain``).

    1. ``X`` (maximised, with ``max_x``: the largest payable X is what was asked; the plan says when it loses you the
       game);
    2. ends at 1 life or more (maximised, :func:`alive_level`): among plans, one that keeps you alive comes first;
    3. life lost;
    3. permanents sacrificed (or exiled), a non-token weighing more than all tokens together (a Treasure goes
       first), then the mana value of those sacrificed (when they differ: the cheaper permanent goes);
    4. the kept cost kept payable (maximised);
    5. permanents tapped;
    6. flexibility of the permanents tapped (:func:`~manaplan.solver.core.activations.flexibility`);
    7. mana left in the pool (maximised: pay ``{2/W}`` with one ``{W}`` rather than two mana);
    8. file order: the earlier a group, the sooner it is used;
    9. own colours (:func:`own_colours`): a permanent's own abilities and colours where the colour does not matter.

    Returns
    -------
    list of Level
    """
    pb = pm.pb
    levels: list[Level] = []
    if pm.xvar is not None:
        levels.append(Level("X", Lin({pm.xvar: 1}), maximize=True, bounds=(0, pm.spec.x_max)))
    levels.append(alive_level(pm))
    lost = life_lost(pm, 0)
    levels.append(Level("life lost", lost, bounds=(pm.table.lower(lost), pm.table.upper(lost))))
    # The bounds count only the groups a plan can tap or sacrifice: tight spans keep the merged objectives few
    # (lexico.merge_levels), one CP-SAT solve fewer per payment on a late-game board (issue 12).
    sacs = {g.index: sacrificed(pm, g.index) for g in pb.groups}
    token_cap = sum(g.size for g in pb.groups if g.is_token and sacs[g.index].terms)
    sac, sac_max = Lin(), 0
    for g in pb.groups:
        if not sacs[g.index].terms:
            continue
        weight = 1 if g.is_token else token_cap + 1
        sac.add_lin(sacs[g.index], weight)
        sac_max += weight * g.size
    levels.append(Level("sacrificed", sac, bounds=(0, sac_max)))
    value, value_max, values = Lin(), 0, set()
    for g in pb.groups:
        lin = sacs[g.index]
        if lin.terms:
            mv = _mana_value(g)
            values.add(mv)
            value.add_lin(lin, mv)
            value_max += mv * g.size
    if len(values) > 1:  # Food Chain may exile Grizzly Bears or Craterhoof Behemoth: the cheaper one goes
        levels.append(Level("mana value sacrificed", value, bounds=(0, value_max)))
    if pm.kept is not None:
        levels.append(Level("kept payable", Lin({pm.kept: 1}), maximize=True, bounds=(0, 1)))
    taps, flex, order = Lin(), Lin(), Lin()
    taps_max = flex_max = order_max = 0
    for g in pb.groups:
        tg = tapped(pm, g.index)
        taps.add_lin(tg)
        flex.add_lin(tg, g.flexibility)
        order.add_lin(tg, g.index).add_lin(sacs[g.index], g.index)
        if tg.terms:
            taps_max += g.size
            flex_max += g.size * g.flexibility
            order_max += g.size * g.index
        if sacs[g.index].terms:
            order_max += g.size * g.index
    levels.append(Level("permanents tapped", taps, bounds=(0, taps_max)))
    levels.append(Level("flexibility tapped", flex, bounds=(0, flex_max)))
    levels.append(Level("mana left", mana_left(pm), maximize=True, bounds=(0, mana_bounds(pb).gross)))
    levels.append(Level("file order", order, bounds=(0, order_max)))
    if pm.spec.own_colours:
        own, own_max = own_colours(pm)
        levels.append(Level("own colours", own, bounds=(0, own_max)))
    return levels


def own_colours(pm: PayModel) -> tuple[Lin, int]:
    """The last tie-break (issue 12): activations that use an ability the permanent was granted, or make a type its
    own abilities could not (a Plains tapped for {U} through Chromatic Lantern), on permanents that have abilities of
    their own; so that where the colour does not matter a Plains taps for {W} by its own ability. It comes after
    every other level: the plan stays optimal, only the colours it names change.

    Returns
    -------
    (Lin, int)
        The count and its upper bound.
    """
    pb = pm.pb
    own: dict[int, frozenset] = {}
    for u in pb.uses:
        e = u.effective
        if e is not None and not e.origin.startswith("granted"):
            own[u.group] = own.get(u.group, frozenset()) | e.could_produce
    times_of: dict[int, list[tuple[int, int]]] = {}
    for (index, t), var in pm.x.items():
        if pm.phase_of(t) == 0:
            times_of.setdefault(index, []).append((t, var))
    out, most = Lin(), 0
    for u in pb.uses:
        types = own.get(u.group)
        if not u.usable or not types or u.effective is None:
            continue
        granted = u.effective.origin.startswith("granted")
        off = [granted or any(t not in types for t in combo) for combo in u.choices]
        if not any(off):
            continue
        most += u.cap
        for t, var in times_of.get(u.index, ()):
            if len(u.choices) > 1:
                for m, bad in enumerate(off):
                    if bad:
                        out.add(pm.y[u.index, m, t])
            else:
                out.add(var)
    return out, most


def _mana_value(group) -> int:
    """The mana value of a group's card (CR 202.3; the front face's cost, 0 when it has none or it is unreadable)."""
    cost = group.permanent.card.mana_cost
    try:
        return ManaCost.parse(cost.split("//")[0]).mana_value if cost else 0
    except CostSyntaxError:
        return 0


def mana_left(pm: PayModel) -> Lin:
    """Mana left in the pool after the payment phase and the target (made or pooled, unspent)."""
    out = Lin(const=sum(pm.pb.pool.values()))
    for (t, _), lin in pm.prod.items():
        if pm.phase_of(t) == 0:
            out.add_lin(lin)
    for sink in pm.sinks:
        if sink.phase == 0:
            for var in sink.spend.values():
                out.add(var, -1)
    return out


# ------------------------------------------------------------------------------------------------- build
def build_model(pb: PaymentBoard, spec: ModelSpec) -> PayModel:
    """The whole payment model for a board and a spec.

    Parameters
    ----------
    pb : PaymentBoard
    spec : ModelSpec

    Returns
    -------
    PayModel
    """
    model = new_model()
    pm = PayModel(pb=pb, spec=spec, model=model, table=VarTable(model), permissions=spec.permissions if spec.permissions is not None else _permissions(pb))
    from ..core.deadline import check  # noqa: PLC0415  (issue 15: one build is checked between its parts)

    for add in (add_activation_variables, add_sinks, add_doubling, add_flow_constraints, add_instance_constraints,
                add_life_constraint, add_resource_constraints, add_depth_condition):
        check("the payment model")
        add(pm)
    return pm


def _permissions(pb: PaymentBoard) -> tuple[Permission, ...]:
    """The spending permissions on the board of ``pb`` (parsed once per payment board)."""
    key = id(pb)
    hit = _PERMISSIONS.get(key)
    if hit is not None and hit[0] is pb:
        return hit[1]
    found = spend_permissions(pb.effective or pb.board)
    _PERMISSIONS.clear()
    _PERMISSIONS[key] = (pb, found)
    return found


#: The last payment board's permissions (``build_model`` runs several times on one board: certificates, diagnoses).
_PERMISSIONS: dict[int, tuple[PaymentBoard, tuple[Permission, ...]]] = {}
