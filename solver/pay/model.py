"""The CP-SAT model for paying a cost (README, "Design": "No self-funding, exactly, with time layers").

A :class:`PayModel` is the shared mana model (:class:`~manaplan.solver.core.mana.ManaModel`) counted in concrete
units (:class:`~manaplan.solver.core.units.ConcreteUnits`): activations in time layers and the permanents, life and
cards they take (:mod:`~manaplan.solver.core.model`, with "Why it is exact"), the mana they make and spend with no
self-funding (:mod:`~manaplan.solver.core.mana`), doubling the pool (:mod:`~manaplan.solver.core.doubling`). What
``pay`` adds:

- a *payment phase* and, with ``keep``, a *keep phase* after it: the hypothetical later payment of the kept cost,
  its activations only when the flag ``kept`` is 1;
- its own sinks (:func:`add_sinks`), paid after the last layer of their phase: the target (``{X}`` a variable with
  ``maximize_x``), the costs paid with it (``also``), costs paid when their flag is 1 (``optional``: ``turn``'s
  spells cast after everything else), the kept cost in the keep phase;
- life paid as a cost with the target (``life_paid``), after every mana ability resolved (CR 601.2h);
- the lexicographic objectives (:func:`objective_levels`): the largest X, a plan that ends at 1 life or more (a plan
  may leave you at 0 life or less: you then lose the game when state-based actions are next checked, CR 704.5a),
  the least life lost, and so on.

:func:`build_model` makes it in steps (activations and their output choices, sinks, doublings, no self-funding, what
each permanent allows, life, cards, depth); :mod:`.solve` solves it lexicographically and :mod:`.plan` reads the
solution.

References
----------
CR 106.4 (mana pool), 107.3 (X), 107.4 (mana symbols), 119.4 (paying life), 601.2g-h (activate mana abilities, then
pay the total cost in any order), 605 (mana abilities), 704.5a (0 life).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...models.costs import ManaCost
from ...models.errors import CostSyntaxError
from ..core.activations import AbilityUse, PaymentBoard
from ..core.cpsat import new_model
from ..deadline import check
from ..core.doubling import add_doubling
from ..core.lexico import Level, Lin, VarTable
from ..core.mana import ManaModel, Sink, add_cost_sinks, add_flow, add_mana_life, add_sink, cost_symbols, mana_left
from ..core.model import (activation_life, add_depth_condition, add_instance_constraints, add_resource_constraints,
                          ordered_bound)
from ..core.model import add_activation_variables as core_variables
from ..core.units import ConcreteUnits
from ..rules.spending import Permission, SpendPurpose, permits_for
from .reasons import mana_bounds

__all__ = [
    "ModelSpec",
    "PayModel",
    "build_model",
    "add_activation_variables",
    "add_sinks",
    "add_life_constraint",
    "add_required",
    "objective_levels",
    "ordered_bound",
    "life_lost",
    "alive_level",
    "start_life",
    "sacrificed",
    "nontoken_weight",
    "sacrifice_counts",
    "tapped",
    "mana_value",
    "own_colours",
    "mana_left",
    "TIE_BREAKS",
]

#: The levels of :func:`objective_levels` that only break ties between plans equally good: two optima may differ
#: there, and a certificate or a bound need not look at them.
TIE_BREAKS = ("file order", "own colours")


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
    optional : tuple of (ManaCost, SpendPurpose or None, str)
        Costs paid after the payment phase's layers when their flag is 1, each with its purpose and whose cost it is
        (``turn``: a spell whose resolving changes nothing for the mana, cast after everything else; the flag
        ``cast[owner]`` says whether it is cast): :attr:`PayModel.end_sinks`.
    permissions : tuple of Permission or None
        The spending permissions in force (:func:`~manaplan.solver.effective.spend_permissions`, CR 609.4b); None:
        those of the payment board (:attr:`~manaplan.solver.core.values.PaymentBoard.permissions`).
    own_colours : bool
        The last tie-break, :func:`own_colours` (off: the colours a plan names where any would do are the solver's;
        ``cast`` leaves it off unless it prints plans, a solve less per card on boards with Chromatic Lantern).
    required : tuple of int
        Uses activated exactly once in the payment phase and never in the keep phase (the sacrifice of a spell's
        additional cost, :func:`add_required`).
    counts_ordered : bool
        A use whose mana counts permanents comes before any removal of what it counts (CR 605.3b, 400.7); False: the
        relaxation that may count them after (:attr:`~manaplan.solver.core.model.ActivationModel.counts_ordered`).
    reads_ordered : bool
        :attr:`~manaplan.solver.core.model.ActivationModel.reads_ordered`.
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
    optional: tuple[tuple[ManaCost, SpendPurpose | None, str], ...] = ()
    permissions: tuple[Permission, ...] | None = None
    own_colours: bool = True
    required: tuple[int, ...] = ()
    counts_ordered: bool = True
    reads_ordered: bool = True


@dataclass
class PayModel(ManaModel):
    """A payment model under construction, with every variable named for debugging: the shared
    :class:`~manaplan.solver.core.mana.ManaModel` (activations ``x``, permanents taken ``v`` and tapped ``w``,
    layers; sinks, production ``prod``, doublings ``doubled``, ``cost_sinks``, ``permissions``) in concrete units,
    and pay's own variables.

    Attributes
    ----------
    spec : ModelSpec
    y : dict of (use index, choice index, time) to var
        Of the activations, how many chose each output (uses with several outputs:
        :attr:`~manaplan.solver.core.units.ConcreteUnits.y`).
    xvar, kept : var index or None
    alive : var index or None
        1 when the payment phase leaves you at 1 life or more (made by :func:`alive_level` when needed).
    end_sinks : list of (sink name, ManaCost, owner, flag variable)
        The costs of ``spec.optional``, paid after the payment phase's layers when their flag is 1;
        :func:`~manaplan.solver.pay.plan.read_plan` pays them.
    """

    spec: ModelSpec | None = None
    xvar: int | None = None
    kept: int | None = None
    alive: int | None = None
    end_sinks: list[tuple[str, ManaCost, str, int]] = field(default_factory=list)

    def __post_init__(self) -> None:
        spec = self.spec
        self.layers, self.loose, self.min_ordered = spec.layers, spec.loose, spec.min_ordered
        self.counts_ordered, self.reads_ordered = spec.counts_ordered, spec.reads_ordered
        self.phase_count = 2 if spec.keep is not None else 1
        if self.units is None:
            self.units = ConcreteUnits(self.pb)

    @property
    def y(self) -> dict[tuple[int, int, int], int]:
        """Of the activations of a use with several outputs, how many chose each (by use, output, time)."""
        return self.units.y


# ------------------------------------------------------------------------------------------------- variables
def add_activation_variables(pm: PayModel) -> None:
    """Activation counts per (use, layer), output choices, victims (:func:`~manaplan.solver.core.model.
    add_activation_variables`), what they add; X; the "kept" flag.

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
        pm.units.on_activation(pm, use, t, var)

    core_variables(pm, choices)
    pm.units.add_production(pm)


# ------------------------------------------------------------------------------------------------- sinks
def add_sinks(pm: PayModel) -> None:
    """The costs of each layer's activations (:func:`~manaplan.solver.core.mana.add_cost_sinks`), then pay's own:
    the other costs paid with the target, the target, the kept cost, the optional costs.

    Parameters
    ----------
    pm : PayModel
        Filled in place.
    """
    spec, permissions = pm.spec, pm.permissions
    lifted = spec.purpose is not None and spec.purpose.action == "anything"
    add_cost_sinks(pm, lifted=spec.purpose if lifted else None)
    for i, (cost, purpose, _) in enumerate(spec.also):
        add_sink(pm, Sink(f"also{i}", 0, pm.per_phase, None, cost_symbols(cost), purpose=purpose,
                          permits=permits_for(permissions, purpose)))
    target = cost_symbols(spec.target, x=spec.x, xvar=pm.xvar)
    add_sink(pm, Sink("target", 0, pm.per_phase, None, target, purpose=spec.purpose,
                      permits=permits_for(permissions, spec.purpose)))
    if spec.keep is not None:
        keep = {sym: Lin({pm.kept: lin.const}) for sym, lin in cost_symbols(spec.keep).items()}
        add_sink(pm, Sink("keep", 1, 2 * pm.per_phase, None, keep, permits=permits_for(permissions, None)))
    for cost, purpose, owner in spec.optional:
        flag = pm.table.bool_var(f"cast[{owner}]")
        symbols = {sym: Lin({flag: lin.const}) for sym, lin in cost_symbols(cost).items()}
        name = f"end:{owner}"
        add_sink(pm, Sink(name, 0, pm.per_phase, None, symbols, purpose=purpose,
                          permits=permits_for(permissions, purpose)))
        pm.end_sinks.append((name, cost, owner, flag))


def add_required(pm: PayModel) -> None:
    """The uses of ``spec.required`` (a spell's additional cost "sacrifice a creature", CR 601.2b): each activated
    exactly once in the payment phase, never in the keep phase (the kept cost is paid later, by other spells).

    Parameters
    ----------
    pm : PayModel
        Filled in place.
    """
    for ui in pm.spec.required:
        use = pm.pb.uses[ui]
        pm.table.add_eq(pm.acts(use, pm.phase_times(0)), Lin(const=1))
        later = pm.acts(use, range(pm.per_phase, len(pm.times)))
        if later.terms:
            pm.table.add_le(later, 0)


# ------------------------------------------------------------------------------------------------- life
def start_life(pm: PayModel) -> int:
    """The life total the plan starts from (``life_limit`` for diagnoses)."""
    return pm.spec.life_limit if pm.spec.life_limit is not None else pm.pb.life


def add_life_constraint(pm: PayModel) -> None:
    """Every life payment can be made when it is made (CR 119.4, :func:`~manaplan.solver.core.mana.add_mana_life`):
    costs of activations by time, the Phyrexian symbols of pay's own sinks (and ``life_paid``) at the end of their
    phase."""
    add_mana_life(pm, start_life(pm), paid_at_end=pm.spec.life_paid)


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


def nontoken_weight(pm: PayModel, sacs: dict[int, Lin] | None = None, charged: tuple[bool, ...] = ()) -> int:
    """What one nontoken permanent sacrificed weighs on the "sacrificed" level (:func:`objective_levels`): one more
    than every token the model may sacrifice, and the sacrifices a caller adds as tokens (``charged``: each whether
    it is a token's; a relaxed turn's, :func:`~manaplan.solver.turn.landfall_puts.charged_levels`), so that fewer
    nontoken permanents always win (``sacs``: each group's :func:`sacrificed`, when worked out already)."""
    sacs = sacs if sacs is not None else {g.index: sacrificed(pm, g.index) for g in pm.pb.groups}
    return 1 + sum(charged) + sum(g.size for g in pm.pb.groups if g.is_token and sacs[g.index].terms)


def sacrifice_counts(pm: PayModel, values) -> tuple[int, int, int]:
    """The permanents a solution (``values``, each variable's) sacrifices or exiles: (nontoken permanents, tokens,
    their total mana value) — what the "sacrificed" levels of :func:`objective_levels` order plans by, read the same
    on any model, whatever the weights its own tokens give a nontoken permanent there.

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> from manaplan.solver.effective import effective_board
    >>> from manaplan.solver.core.activations import activation_board
    >>> pb = activation_board(effective_board(parse_inline("Treasure, Ashnod's Altar, Grizzly Bears")))
    >>> pm = build_model(pb, ModelSpec(target=ManaCost.parse("{3}")))
    >>> from manaplan.solver.core.lexico import solve_levels
    >>> result = solve_levels(pm.model, pm.table, objective_levels(pm), 10.0)
    >>> sacrifice_counts(pm, result.values)  # the Treasure, and the Bears to the Altar
    (1, 1, 2)
    """
    nontoken = tokens = value = 0
    for g in pm.pb.groups:
        n = sacrificed(pm, g.index).value(values)
        if n:
            tokens += n if g.is_token else 0
            nontoken += 0 if g.is_token else n
            value += n * mana_value(g)
    return nontoken, tokens, value


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


def objective_levels(pm: PayModel, charged: tuple[bool, ...] = ()) -> list[Level]:
    """The lexicographic objectives (README, "Design"), in order (constant ones included, for ``--explain``).

    1. ``X`` (maximised, with ``max_x``: the largest payable X is what was asked; the plan says when it loses you the
       game);
    2. ends at 1 life or more (maximised, :func:`alive_level`): among plans, one that keeps you alive comes first;
    3. the kept cost kept payable (maximised): asked to keep mana open, a player expects it kept, at the price of
       life or a sacrifice (SPEC, changed 2026-12-03: it came after both);
    4. life lost;
    5. permanents sacrificed (or exiled), a non-token weighing more than all tokens together (a Treasure goes
       first), then the mana value of those sacrificed (when they differ: the cheaper permanent goes);
    6. permanents tapped;
    7. flexibility of the permanents tapped (:func:`~manaplan.solver.core.groups.flexibility`);
    8. mana left in the pool (maximised: pay ``{2/W}`` with one ``{W}`` rather than two mana);
    9. file order: the earlier a group, the sooner it is used;
    10. own colours (:func:`own_colours`): a permanent's own abilities and colours where the colour does not matter.

    Parameters
    ----------
    pm : PayModel
    charged : tuple of bool
        The sacrifices a caller adds to these levels, each whether it is charged as a token (a relaxed turn's:
        :func:`~manaplan.solver.turn.landfall_puts.charged_levels`): a nontoken permanent weighs more than all the
        tokens, and the mana value sacrificed is a level wherever a permanent's is not 0, so that the levels order
        plans as (nontoken permanents, tokens, their mana value) do whatever the model.

    Returns
    -------
    list of Level
    """
    pb = pm.pb
    levels: list[Level] = []
    if pm.xvar is not None:
        levels.append(Level("X", Lin({pm.xvar: 1}), maximize=True, bounds=(0, pm.spec.x_max)))
    levels.append(alive_level(pm))
    if pm.kept is not None:
        levels.append(Level("kept payable", Lin({pm.kept: 1}), maximize=True, bounds=(0, 1)))
    lost = life_lost(pm, 0)
    levels.append(Level("life lost", lost, bounds=(pm.table.lower(lost), pm.table.upper(lost))))
    # The bounds count only the groups a plan can tap or sacrifice: tight spans keep the merged objectives few
    # (lexico.merge_levels), one CP-SAT solve fewer per payment on a late-game board (issue 12).
    sacs = {g.index: sacrificed(pm, g.index) for g in pb.groups}
    nontoken = nontoken_weight(pm, sacs, charged)
    sac, sac_max = Lin(), 0
    for g in pb.groups:
        if not sacs[g.index].terms:
            continue
        weight = 1 if g.is_token else nontoken
        sac.add_lin(sacs[g.index], weight)
        sac_max += weight * g.size
    levels.append(Level("sacrificed", sac, bounds=(0, sac_max)))
    value, value_max, values = Lin(), 0, {0} if charged else set()
    for g in pb.groups:
        lin = sacs[g.index]
        if lin.terms:
            mv = mana_value(g)
            values.add(mv)
            value.add_lin(lin, mv)
            value_max += mv * g.size
    if len(values) > 1:  # Food Chain may exile Grizzly Bears or Craterhoof Behemoth: the cheaper one goes
        levels.append(Level("mana value sacrificed", value, bounds=(0, value_max)))
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


def mana_value(group) -> int:
    """The mana value of a group's card (CR 202.3; the front face's cost, 0 when it has none or it is unreadable)."""
    cost = group.permanent.card.mana_cost
    try:
        return ManaCost.parse(cost.split("//")[0]).mana_value if cost else 0
    except CostSyntaxError:
        return 0


# ------------------------------------------------------------------------------------------------- build
def build_model(pb: PaymentBoard, spec: ModelSpec, *, building: str = "the payment model") -> PayModel:
    """The whole payment model for a board and a spec.

    Parameters
    ----------
    pb : PaymentBoard
    spec : ModelSpec
    building : str
        What is built, for the deadline's message (``turn``: ``'the turn model'``).

    Returns
    -------
    PayModel
    """
    model = new_model()
    permissions = spec.permissions if spec.permissions is not None else pb.permissions
    pm = PayModel(pb=pb, spec=spec, model=model, table=VarTable(model), permissions=permissions, building=building)
    steps = (add_activation_variables, add_sinks, add_doubling, add_flow, add_instance_constraints,
             add_life_constraint, add_resource_constraints, add_depth_condition)
    for add in steps + ((add_required,) if spec.required else ()):
        check(building)  # issue 15: one build is checked between its parts
        add(pm)
    return pm
