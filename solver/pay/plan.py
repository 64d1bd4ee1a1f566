"""Reading a solution of the payment model into a plan a player can follow, and the plan's values.

:func:`read_plan` turns the counts of a solution into permanents (a group's lowest ids first), orders the steps
(the pool first, then layer by layer; in a layer, activations that sacrifice nothing else, then those that do, a
permanent's self-sacrifice last), hands made mana to spent mana first-in first-out (the model's flow condition
guarantees that this works), and says what each unit of a step's mana pays — a symbol of the cost, or a symbol of
another step's cost (:class:`Pays`) — and with what each symbol of this step's own cost was paid (:class:`Paid`).

A plan is values: permanent ids, the ability, the units of mana made and spent. The words a player reads (``"tap
Azorius Signet#1, paying {1} with Plains#1's {W}"``) and the strings of ``--json`` (``"pays": "Azorius Signet#1's
{1}"``) are made from them by the command line (``manaplan.cli.plan_words``, ``manaplan.cli.json_out``).

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> from manaplan.solver.pay.solve import solve_payment
>>> payment = solve_payment(parse_inline("Plains, Azorius Signet"), "{W}{U}")
>>> plains, signet = payment.steps
>>> plains.permanent, plains.adds, plains.pays
('Plains#1', (Unit(W),), (Pays(Unit(W), ManaSymbol.parse('{1}'), 'Azorius Signet#1'),))
>>> signet.paying, signet.paid_by
((Paid(ManaSymbol.parse('{1}'), 'Plains#1', Unit(W)),), (1,))
"""

from __future__ import annotations

from collections import defaultdict, deque
from collections.abc import Sequence
from dataclasses import MISSING, dataclass, field, fields
from typing import TYPE_CHECKING

from ...models.ability import ManaAbility
from ...models.costs import ManaCost, ManaSymbol, SymbolKind
from ...models.mana import ALL_TYPES
from ...models.pool import ManaPool
from ..core import costparts
from ..core.activations import BEFORE_CASTING, AbilityUse, PaymentBoard, Unit, doubled_unit, symbol_options, unit_of
from .model import PayModel

if TYPE_CHECKING:  # a loop step's value (pay imports the loops' module only when it looks for a loop)
    from ..core.loops import Loop

__all__ = ["Pays", "Paid", "Search", "PlanStep", "Payment", "PlanParts", "read_plan", "cast_first"]


def _value_repr(value, positional: int, shown: dict[str, str] | None = None) -> str:
    """``Name(a, b, key=value)``: the first ``positional`` fields by position, the others by name where they differ
    from their defaults, so that the text rebuilds the value (where the fields' own reprs do); ``shown``: fields
    written otherwise than by their repr."""
    parts = []
    for i, f in enumerate(fields(value)):
        got = getattr(value, f.name)
        text = (shown or {}).get(f.name) or repr(got)
        if i < positional:
            parts.append(text)
        elif f.default is MISSING or got != f.default:
            parts.append(f"{f.name}={text}")
    return f"{type(value).__name__}({', '.join(parts)})"


@dataclass(frozen=True, slots=True, repr=False)
class Pays:
    """What one unit of a step's mana pays: one symbol of the cost asked, or of another step's cost.

    Parameters
    ----------
    unit : Unit or None
        The unit of mana (None for what a step pays without mana: 2 life for a Phyrexian symbol, a loop).
    symbol : ManaSymbol
        The symbol it pays: ``{1}`` for one unit of generic mana (or of X), else the symbol (``{W/U}``, ``{S}``).
    payee : str or None
        Whose cost: None for the cost asked; else the id of the permanent whose ability's cost it pays (or, in a
        turn, the key of the spell cast: :attr:`~manaplan.solver.turn.solve.TurnPlan.names`).

    Examples
    --------
    >>> from manaplan.models.mana import ManaType
    >>> Pays(Unit(ManaType.W), ManaSymbol.parse("{1}"), "Azorius Signet#1")
    Pays(Unit(W), ManaSymbol.parse('{1}'), 'Azorius Signet#1')
    """

    unit: Unit | None
    symbol: ManaSymbol
    payee: str | None = None

    def __repr__(self) -> str:
        return _value_repr(self, 3 if self.payee is not None else 2)


@dataclass(frozen=True, slots=True, repr=False)
class Paid:
    """One symbol of a cost and what paid it: a unit of mana, 2 life (a Phyrexian symbol, CR 107.4f), or a loop.

    Parameters
    ----------
    symbol : ManaSymbol
        The symbol paid: ``{1}`` for one unit of generic mana (or of X), else the symbol.
    source : str or None
        The id of the permanent whose mana (or loop) paid it — in a turn, the key of a spell whose mana it was
        (Dark Ritual's); None for mana that was in your pool, and for life.
    unit : Unit or None
        The unit of mana spent; None when paid with 2 life or by a loop.
    loop : bool
        Paid by turns of ``source``'s loop, which makes arbitrarily much mana (``pay --max-x``).

    Examples
    --------
    >>> Paid(ManaSymbol.parse("{B/P}")).life
    2
    """

    symbol: ManaSymbol
    source: str | None = None
    unit: Unit | None = None
    loop: bool = False

    @property
    def life(self) -> int:
        """The life it cost: 2 for a Phyrexian symbol paid with life, else 0."""
        return 2 if self.unit is None and not self.loop else 0

    def __repr__(self) -> str:
        return _value_repr(self, 3 if self.unit is not None else 1)


@dataclass(frozen=True, slots=True, repr=False)
class Search:
    """A land a step's cost searches your library for and puts onto the battlefield (a fetchland's search, with the
    found land's ``{T}`` for its mana: CR 701.23).

    Parameters
    ----------
    land : str
        The name of the card found.
    id : str or None
        The id it has on the battlefield, where the plan names it (``turn``: ``'Island#2'``); None otherwise.
    untapped : bool
        It enters the battlefield untapped.
    tapped : bool
        It is tapped at once for its mana.
    life : int
        Life paid as it entered untapped (a shockland's 2, CR 614.1c), counted in the step's life.

    Examples
    --------
    >>> Search("Island", "Island#2")
    Search('Island', 'Island#2')
    """

    land: str
    id: str | None = None
    untapped: bool = True
    tapped: bool = True
    life: int = 0

    def __repr__(self) -> str:
        return _value_repr(self, 2 if self.id is not None else 1)


@dataclass(frozen=True, slots=True, repr=False)
class PlanStep:
    """One step of a plan.

    Parameters
    ----------
    step : int
        From 1, in the order to follow.
    permanent : str or None
        The permanent's id (None for the pool and for paying life).
    card : str or None
        Its card's name.
    action : str
        ``'tap'`` (its cost taps it), ``'sacrifice'`` (its cost sacrifices it, perhaps tapping it too),
        ``'exile'`` or ``'return'`` (its cost exiles it or returns it to your hand), ``'activate'`` (none of these:
        ``{Q}``, a repeatable ability, sacrificing others), ``'pool'`` (mana already in your pool), ``'life'``
        (paying 2 life for a Phyrexian symbol of the cost) or ``'loop'`` (turns of a loop, :attr:`loop`).
    ability : ManaAbility or None
        The ability activated (its text is the card's).
    adds : tuple of Unit
        The mana it adds, in WUBRGC order.
    pays : tuple of Pays
        What its mana pays, unit by unit, in the order the units were made; empty for none.
    paid_by : tuple of int
        The earlier steps whose mana paid this step's mana cost.
    paying : tuple of Paid
        How this step's mana cost was paid, symbol by symbol.
    sacrifices : tuple of str
        Other permanents its cost sacrifices.
    life : int
        Life this step costs you (life payments, damage).
    layer : int
        The model's time layer (0 for free sources).
    exiles : tuple of str
        Other permanents its cost exiles ("Exile a creature you control", Food Chain).
    taps : tuple of str
        Other permanents its cost taps ("Tap an untapped creature you control", Springleaf Drum).
    search : Search or None
        The land its cost puts onto the battlefield from your library (a fetchland).
    doubled : tuple of Unit or None
        A doubling of the pool (Doubling Cube, CR 701.9f): the pool it doubled, in WUBRGC order (its :attr:`adds`
        are as much again); None for any other step.
    before : bool
        Done before casting (SPEC: ``"before": true``): a fetchland's search is no mana ability, and "activate only
        as an instant" (Lion's Eye Diamond) can't be activated while a spell is cast (CR 601.2, 602.5).
    loop : Loop or None
        For a ``'loop'`` step: the loop, turned as often as the cost needs.
    untaps : str or None
        The land an untapper's activation untaps and taps again (Earthcraft), whose mana the step adds; None
        for any other step.
    returns : tuple of str
        Other permanents its cost returns to their owner's hand ("Return a Forest you control to its owner's hand",
        Quirion Ranger).

    Examples
    --------
    >>> from manaplan.models.mana import ManaType
    >>> PlanStep(1, "Forest#1", "Forest", "tap", adds=(Unit(ManaType.G),),
    ...          pays=(Pays(Unit(ManaType.G), ManaSymbol.parse("{G}")),))
    PlanStep(1, 'Forest#1', 'Forest', 'tap', adds=(Unit(G),), pays=(Pays(Unit(G), ManaSymbol.parse('{G}')),))
    """

    step: int
    permanent: str | None
    card: str | None
    action: str
    ability: ManaAbility | None = None
    adds: tuple[Unit, ...] = ()
    pays: tuple[Pays, ...] = ()
    paid_by: tuple[int, ...] = ()
    paying: tuple[Paid, ...] = ()
    sacrifices: tuple[str, ...] = ()
    life: int = 0
    layer: int = 0
    exiles: tuple[str, ...] = ()
    taps: tuple[str, ...] = ()
    search: Search | None = None
    doubled: tuple[Unit, ...] | None = None
    before: bool = False
    loop: Loop | None = None
    untaps: str | None = None
    returns: tuple[str, ...] = ()

    def __repr__(self) -> str:
        """The fields that differ from their defaults, the ability by its text (a whole :class:`ManaAbility` would
        drown the step)."""
        ability = self.ability
        return _value_repr(self, 4, {"ability": f"<{ability.text or ability.describe()}>"} if ability else None)


def _before(use) -> bool:
    """Done before casting: a search (no mana ability), "activate only as an instant" (CR 601.2, 602.5), or an
    ability that adds more with the spell still in hand (Metalworker revealing it, CR 605.3a)."""
    ability = use.ability
    condition = ability.condition
    return (bool(ability.cost.search) or bool(condition is not None and condition.instant_speed)
            or (use.effective is not None and use.effective.origin == BEFORE_CASTING))


@dataclass(frozen=True, slots=True, repr=False)
class Payment:
    """The answer to "how do I pay this cost?".

    Parameters
    ----------
    cost : ManaCost
        The cost as asked (``{X}`` kept).
    payable : bool
    x : int or None
        The X paid (None when the cost has no X).
    steps : tuple of PlanStep
        In order; empty when not payable.
    tapped : tuple of str
        Permanents the plan leaves tapped (those it sacrifices are listed under ``sacrificed`` only).
    sacrificed : tuple of str
    exiled : tuple of str
        Permanents the plan's costs exile ("Exile a creature you control"); counted with ``sacrificed`` by the
        objective of least sacrificed (both leave the battlefield).
    returned : tuple of str
        Permanents the plan's costs return to their owner's hand ("Return a Forest you control to its owner's hand",
        Quirion Ranger; a bounceland returning itself); those of another permanent's cost are counted with
        ``sacrificed`` by the objective of least sacrificed (all leave the battlefield, CR 400.7).
    life_lost : int
        All life the plan costs: Phyrexian symbols, "Pay N life" and damage from sources.
    life_after : int or None
        Your life total once the plan is paid and the triggers it sets off have resolved (None: not payable).
    loses_game : bool
        It leaves you at 0 life or less, so you lose the game when state-based actions are next checked (CR
        704.5a), unless a permanent of yours says you don't (Platinum Angel).
    saved_by : str or None
        The permanent of yours that says you don't lose the game for having 0 or less life (Platinum Angel), when
        the plan leaves you there.
    trigger_life : tuple of (str, int)
        Life triggers will make you lose after the payment, by source (City of Brass, Manabarbs: they go on the
        stack when a player would next receive priority, CR 603.3): reported, never a cost that blocks it.
    mana_left : ManaPool
        Mana left in the pool after paying (made but unspent, or pool mana not needed).
    kept : bool or None
        None without a kept cost; else whether it is still payable from what the plan leaves.
    keeping : KeepCost or None
        What keeping the kept cost payable costs beyond the best plan that does not keep it (a sacrifice, life:
        :mod:`~manaplan.solver.pay.keeping`); None when nothing.
    reason : str or None
        Why not payable, in one sentence.
    optimal : bool
        The plan is proven optimal (or, when not payable, that is proven); False when a time limit cut it short.
    objectives : tuple of (str, int)
        The lexicographic objectives in order, with this plan's values (for ``--explain``).
    keep : ManaCost or None
        The kept cost asked about.
    assignments : tuple of Paid
        Each symbol of the cost and what paid it, unit by unit (a generic symbol is one ``{1}`` per unit).
    left_out : tuple of str
        ``'<id>: <text>'`` for what the answer leaves out: mana text not understood, abilities the solver does not
        honour yet, effects on mana it does not apply yet.
    notes : tuple of str
        ``'<id>: <words>'`` for mana the board's text adds only on an event, which no plan can use now: triggered
        abilities that are not mana abilities (CR 605.5a, :class:`~manaplan.models.effects.EventMana`).
    unbounded : bool
        With ``max_x``: the board has a loop that makes arbitrarily much mana, so X has no largest value (``x`` is
        None, ``optimal`` False: there is no maximum to prove); the plan pays the rest and shows one turn of it.
    loops : tuple of str
        Those loops in words (``produce``'s ``loops``).
    """

    cost: ManaCost
    payable: bool
    x: int | None
    steps: tuple[PlanStep, ...] = ()
    tapped: tuple[str, ...] = ()
    sacrificed: tuple[str, ...] = ()
    life_lost: int = 0
    mana_left: ManaPool = ManaPool()
    kept: bool | None = None
    reason: str | None = None
    optimal: bool = True
    objectives: tuple[tuple[str, int], ...] = ()
    keep: ManaCost | None = None
    assignments: tuple[Paid, ...] = ()
    left_out: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    exiled: tuple[str, ...] = ()
    unbounded: bool = False
    loops: tuple[str, ...] = ()
    life_after: int | None = None
    loses_game: bool = False
    trigger_life: tuple[tuple[str, int], ...] = ()
    saved_by: str | None = None
    keeping: object = None
    returned: tuple[str, ...] = ()

    def __repr__(self) -> str:
        return _value_repr(self, 3)


@dataclass(frozen=True, slots=True)
class PlanParts:
    """What :func:`read_plan` reads from a solution (the parts of a :class:`Payment`)."""

    steps: tuple[PlanStep, ...]
    tapped: tuple[str, ...]
    sacrificed: tuple[str, ...]
    life_lost: int
    mana_left: ManaPool
    x: int | None
    kept: bool | None
    assignments: tuple[Paid, ...]
    exiled: tuple[str, ...] = ()
    trigger_life: tuple[tuple[str, int], ...] = ()
    returned: tuple[str, ...] = ()
    end_paid: tuple[tuple[str, tuple[Paid, ...], tuple[int, ...], int], ...] = ()
    """``turn``'s costs paid after everything else: (owner, how each symbol was paid, the steps that paid it, life
    paid for Phyrexian symbols)."""


@dataclass(slots=True, eq=False)
class _Act:
    use: AbilityUse
    time: int
    permanent: str
    choice: tuple = ()
    victims: dict = field(default_factory=dict)  # filter index -> permanent id
    taps: dict = field(default_factory=dict)  # "Tap an untapped …" filter index -> permanent id
    kind: int = 0  # 0 plain, 1 sacrifices others, 2 sacrifices itself
    step: int = 0


@dataclass(slots=True, eq=False)
class _Made:
    """One unit of mana made: by an activation, or already in the pool (``act`` None)."""

    act: _Act | None
    unit: Unit
    pays: list[Pays] = field(default_factory=list)

    @property
    def source(self) -> str | None:
        """The id of the permanent that made it (None: it was in your pool)."""
        return self.act.permanent if self.act is not None else None

    def paid(self, symbol: ManaSymbol) -> Paid:
        """``symbol`` paid with this unit."""
        return Paid(symbol, self.source, self.unit)


def _budget(values: Sequence[int], variables: dict) -> dict:
    return {key: values[var] for key, var in variables.items() if values[var]}


def _expand(pm: PayModel, values: Sequence[int]) -> list[_Act]:
    """Activation counts → activations of named permanents (a group's lowest ids first), choices, victims."""
    pb = pm.pb
    acts: list[_Act] = []
    by_group: dict[int, list[_Act]] = defaultdict(list)
    by_use_time: dict[tuple[int, int], list[_Act]] = defaultdict(list)
    for (ui, t), var in sorted(pm.x.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        n = values[var]
        if not n:
            continue
        use = pb.uses[ui]
        if use.doubles:  # what it adds is the pool's as it resolves (read_plan)
            picks = [()] * n
        elif len(use.choices) > 1:
            picks = [c for m, c in enumerate(use.choices) for _ in range(values[pm.y[ui, m, t]])]
        else:  # an untap alone adds nothing (:data:`~manaplan.solver.core.untappers.RETAP`)
            picks = [use.choices[0] if use.choices else ()] * n
        kind = 2 if use.sacrifices_self else (1 if use.sacrifices_others else 0)
        for i in range(n):
            act = _Act(use, t, "", picks[i], kind=kind)
            acts.append(act)
            by_group[use.group].append(act)
            by_use_time[ui, t].append(act)
    for g, group_acts in by_group.items():
        ids = pb.groups[g].ids
        if pb.groups[g].singleton:
            for a in group_acts:
                a.permanent = ids[0]
        else:  # one one-shot activation per permanent (the model's counts guarantee enough of them)
            once = sorted((a for a in group_acts if a.use.once), key=lambda a: (a.time, a.use.index))
            for a, pid in zip(once, ids):
                a.permanent = pid
    _assign_victims(pm, values, by_group, by_use_time)
    _assign_instance_free(pm, acts, by_group)
    return acts


def _assign_instance_free(pm: PayModel, acts: list[_Act], by_group: dict[int, list[_Act]]) -> None:
    """Repeatable activations of a group go to its lowest-id permanent still there at that time."""
    gone_at: dict[str, int] = {}
    for a in acts:
        if a.kind == 2 and a.permanent:
            gone_at[a.permanent] = a.time
        for pid in a.victims.values():
            gone_at[pid] = a.time
    for g, group_acts in by_group.items():
        ids = pm.pb.groups[g].ids
        for a in group_acts:
            if not a.permanent:
                a.permanent = next(pid for pid in ids if gone_at.get(pid, a.time) >= a.time)


def _assign_victims(pm: PayModel, values: Sequence[int], by_group: dict[int, list[_Act]],
                    by_use_time: dict[tuple[int, int], list[_Act]]) -> None:
    """Name the permanents that "Sacrifice a …" costs sacrifice and "Tap an untapped …" costs tap (Hall's condition
    holds, so greed works: the victims of "Sacrifice an untapped …" and the permanents tapped by others' costs are
    idle ones, taken first; a permanent tapped by an ability that sacrifices nothing then counts as one that acted at
    that time, which a later "Sacrifice a …" may take)."""
    pb = pm.pb
    requests: list[tuple[bool, int, int, int, _Act, int]] = []
    for (ui, t), lst in sorted(by_use_time.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        use = pb.uses[ui]
        for f, filt in enumerate(use.filters):
            groups = [h for h in use.victims[f] for _ in range(values[pm.v[ui, f, h, t]])]
            for a, h in zip(lst, groups):
                # a spell cast first in its layer (turn) takes a victim that acted in an earlier layer, first
                requests.append((not filt.untapped, t - 0.5 if cast_first(pm, use) else t, ui, f, a, h))
        for f, entry in enumerate(use.tapped):  # filter indexes after the sacrifice filters'
            groups = [h for h in entry for _ in range(values[pm.w[ui, f, h, t]])]
            for a, h in zip(lst, groups):
                requests.append((False, t, ui, len(use.filters) + f, a, h))
    if not requests:
        return
    idle: dict[int, list[str]] = {}
    acted: dict[int, list[tuple[int, str]]] = {}
    for h in {r[5] for r in requests}:
        group, members = pb.groups[h], by_group.get(h, [])
        if group.singleton:
            idle[h] = [group.ids[0]]
            acted[h] = []
        else:
            once = [a for a in members if a.use.once]
            busy = {a.permanent for a in once}
            idle[h] = [pid for pid in group.ids if pid not in busy]
            acted[h] = sorted((a.time, a.permanent) for a in once if a.kind != 2)
    for plain, t, _, f, act, h in sorted(requests, key=lambda r: r[:4]):
        if pb.groups[h].singleton:  # its one permanent, however often it is untapped and tapped again
            pid = pb.groups[h].ids[0]
        elif not plain:
            pid = idle[h].pop(0)
        else:
            ready = [i for i, (tt, _) in enumerate(acted[h]) if tt <= t]  # t - 0.5 for a cast: an earlier layer
            pid = acted[h].pop(ready[0])[1] if ready else idle[h].pop(0)
        if f >= len(act.use.filters):
            act.taps[f - len(act.use.filters)] = pid
            if not act.use.sacrifices_self and not act.use.sacrifices_others:
                acted[h].append((t, pid))
                acted[h].sort()
        else:
            act.victims[f] = pid


def cast_first(pm: PayModel, use) -> bool:
    """Whether a use is ``turn``'s cast of a spell (a costed activation of its own purpose, not one a payment must
    activate, :attr:`~manaplan.solver.pay.model.ModelSpec.required`): in its layer it comes first, before the plain
    activations, even when its cost sacrifices a permanent (which must then have acted in an earlier layer, as the
    turn model has it)."""
    return use.purpose is not None and use.index not in pm.spec.required


def _order(pm: PayModel, acts: list[_Act]) -> list[_Act]:
    """Layer by layer; in a layer, plain activations (``turn``'s casts first, :func:`cast_first`), then those
    sacrificing others, then those sacrificing the permanent doing them ("Sacrifice an artifact" on an artifact choosing itself), then self-sacrifices; of each
    kind, those paying life as a cost first (they pay it before the others' damage, CR 119.4); a doubling of the
    pool (Doubling Cube) last, as the model has it. An untapper's activation (Earthcraft: "untapping Forest#1 and
    tapping it again") comes right after its land's own tap, which is read in the untapper's layer when it is later:
    a tap that costs nothing can be done earlier (CR 605.3a), and the land must be tapped before it is untapped. An
    untap alone (:data:`~manaplan.solver.core.untappers.RETAP`) comes after its layer's taps (with the removals, where
    its cost removes a permanent); what it frees is tapped again in a later layer (CR 701.26b)."""
    pb = pm.pb
    untapped_at: dict[str, int] = {}
    for a in acts:
        target = a.use.effective.untaps if a.use.effective is not None and not a.use.retap else None
        if target is not None:
            untapped_at[target] = min(a.time, untapped_at.get(target, a.time))

    def key(a: _Act) -> tuple:
        kind = 0 if cast_first(pm, a.use) else a.kind
        if kind == 1 and a.permanent in a.victims.values():
            kind = 1.5
        untapper = a.use.effective is not None and a.use.effective.untaps is not None and not a.use.retap
        if untapper and kind == 0:
            kind = 0.5
        if a.use.retap and kind == 0:  # an untap alone: after its layer's taps, its target tapped again later
            kind = 0.75
        time = a.time
        if not untapper and a.kind == 0 and not a.use.costed and a.permanent in untapped_at:
            time = min(time, untapped_at[a.permanent])
        pays_life = bool(a.use.life_cost or (a.use.life and not (a.use.life_effect or a.use.life_trigger)))
        return (time, a.use.doubles, kind, not pays_life, pb.groups[a.use.group].rank,
                pb.groups[a.use.group].ids.index(a.permanent), a.use.index)

    return sorted(acts, key=key)


def _take(budget: dict, cls: tuple, queues: dict[Unit, deque]) -> _Made:
    for key in sorted((k for k in budget if k[0] == cls and budget[k] > 0), key=lambda k: k[1]):
        if queues[key[1]]:
            budget[key] -= 1
            return queues[key[1]].popleft()
    raise AssertionError(f"no mana left to pay {cls}")  # pragma: no cover - the flow condition rules this out


def _take_together(budget: dict, cls: tuple, queues: dict[Unit, deque], opened: dict[int, int]) -> _Made:
    """:func:`_take`'s unit type, but of its mana in the pool the unit of an activation some of whose mana was spent
    already (``opened``: ``id`` of the activation → units of it spent), most spent first; else of the activation with
    the fewest units left (a land's one before a Signet's two); else the first made: so that an activation's mana pays
    as few of ``turn``'s spells as it can (the spells cast after everything else, whose every unit of one type is as
    good as another: which one pays which spell is only how the plan reads)."""
    left: dict[int, int] = {}
    for queue in queues.values():
        for m in queue:
            left[id(m.act)] = left.get(id(m.act), 0) + (m.act is not None)
    for key in sorted((k for k in budget if k[0] == cls and budget[k] > 0), key=lambda k: k[1]):
        queue = queues[key[1]]
        if queue:
            budget[key] -= 1
            best = min(range(len(queue)), key=lambda i: (-opened.get(id(queue[i].act), 0), left[id(queue[i].act)],
                                                          i))
            made = queue[best]
            del queue[best]
            opened[id(made.act)] = opened.get(id(made.act), 0) + 1
            return made
    raise AssertionError(f"no mana left to pay {cls}")  # pragma: no cover - the flow condition rules this out


def _pay_symbols(symbols: list[ManaSymbol], spend: dict, choice: dict, queues: dict[Unit, deque],
                 owner: str | None, opened: dict[int, int] | None = None) -> list[tuple[ManaSymbol, _Made | None]]:
    """Pay symbols from the queues as a sink's spend and choice budgets say (budgets are used up in place); with
    ``opened``, by :func:`_take_together`. The symbols are :func:`_split_generic`'s (a generic symbol is ``{1}``).

    Returns ``[(symbol paid, made unit, or None when paid with 2 life)]``, one entry per unit (or life payment).
    """
    out: list[tuple[ManaSymbol, _Made | None]] = []
    for sym in symbols:
        options = symbol_options(sym)
        pick = 0
        if len(options) > 1:
            pick = next(i for i in range(len(options)) if choice.get((sym, i), 0) > 0)
            choice[sym, pick] -= 1
        demands, life_cost = options[pick]
        if life_cost:
            out.append((sym, None))
        for cls, n in demands:
            for _ in range(n):
                made = _take(spend, cls, queues) if opened is None else _take_together(spend, cls, queues, opened)
                made.pays.append(Pays(made.unit, sym, owner))
                out.append((sym, made))
    return out


def _split_generic(symbols: Sequence[ManaSymbol], x: int | None = None) -> list[ManaSymbol]:
    """Generic symbols (and X) as ``{1}`` each; restrictive symbols first, generic last."""
    one = ManaSymbol(SymbolKind.GENERIC, amount=1)
    out: list[ManaSymbol] = []
    for sym in symbols:
        if sym.kind is SymbolKind.X:
            out += [one] * (x or 0)
        elif sym.kind is SymbolKind.GENERIC:
            out += [one] * sym.amount
        else:
            out.append(sym)
    return sorted(out, key=lambda s: s.kind is SymbolKind.GENERIC)


def _paid(paid: list[tuple[ManaSymbol, _Made | None]]) -> tuple[Paid, ...]:
    """:func:`_pay_symbols`'s answer as values: each symbol with the unit that paid it, or 2 life."""
    return tuple(made.paid(sym) if made is not None else Paid(sym) for sym, made in paid)


def _by_type(units) -> tuple[Unit, ...]:
    """Units in WUBRGC order (of one type, as made)."""
    return tuple(sorted(units, key=lambda u: u.type.order))


def read_plan(pm: PayModel, values: Sequence[int]) -> PlanParts:
    """A followable plan from a solution of the payment model.

    The activations of the solution's counts, named and ordered (:func:`_expand`, :func:`_order`); the mana they
    make followed layer by layer (:func:`_follow_layers`), each cost paid from mana made before it (CR 601.2g-h);
    the costs paid after every layer (:func:`_pay_sinks`); then the steps, numbered, and what the plan removes,
    taps and costs in life.

    Parameters
    ----------
    pm : PayModel
    values : sequence of int
        Every variable's value, by index.

    Returns
    -------
    PlanParts
    """
    spec = pm.spec
    x_value = None if spec.target.x_count == 0 else (spec.x or 0 if pm.xvar is None else values[pm.xvar])
    acts = _order(pm, [a for a in _expand(pm, values) if pm.phase_of(a.time) == 0])
    sinks = {s.name: s for s in pm.sinks}
    queues, pool_made = _pool_queues(pm.pb)
    paid_for, made_by, doubled = _follow_layers(pm, values, acts, sinks, queues)
    also_paid, end_paid, target_paid = _pay_sinks(pm, values, sinks, queues, x_value)
    # the sacrifice of a spell's additional cost is no step: it is paid with the mana, named in ``sacrificed``
    shown = [a for a in acts if a.use.index not in spec.required]
    steps, pool_step = _plan_steps(pm, shown, pool_made, paid_for, made_by, doubled)
    for sym, made in also_paid + target_paid:
        if made is None:
            steps.append(PlanStep(len(steps) + 1, None, None, "life", pays=(Pays(None, sym),), life=2,
                                  layer=pm.per_phase))
    sacrificed_ids, exiled_ids, returned_ids = _removed(acts)
    gone = set(sacrificed_ids) | set(exiled_ids) | set(returned_ids)
    return PlanParts(
        steps=tuple(steps), tapped=_tapped_ids(acts, gone), sacrificed=tuple(dict.fromkeys(sacrificed_ids)),
        life_lost=sum(s.life for s in steps), mana_left=_mana_left(queues),
        x=x_value, kept=None if pm.kept is None else bool(values[pm.kept]), assignments=_paid(target_paid),
        exiled=tuple(dict.fromkeys(exiled_ids)), trigger_life=_trigger_life(pm, acts),
        returned=tuple(dict.fromkeys(returned_ids)),
        end_paid=tuple((owner, _paid(paid), _paid_by(paid, pool_step), 2 * sum(1 for _, m in paid if m is None))
                       for owner, paid in end_paid),
    )


def _pool_queues(pb: PaymentBoard) -> tuple[dict[Unit, deque], list[_Made]]:
    """A queue of mana per unit, holding the board's pool to begin with (spent first-in first-out), and the pool's
    units."""
    queues: dict[Unit, deque] = {u: deque() for u in pb.units}
    pool_made = []
    for unit in pb.units:
        for _ in range(pb.pool.get(unit, 0)):
            made = _Made(None, unit)
            queues[unit].append(made)
            pool_made.append(made)
    return queues, pool_made


def _follow_layers(pm: PayModel, values: Sequence[int], acts: list[_Act], sinks: dict, queues: dict[Unit, deque]
                   ) -> tuple[dict[int, list[tuple[ManaSymbol, _Made | None]]], dict[int, list[_Made]],
                              dict[int, tuple[Unit, ...]]]:
    """The activations layer by layer: first the costs of the layer's costed activations, paid from the mana made
    in earlier layers (no self-funding, CR 601.2g-h), as their sinks' budgets say; then the mana each activation
    adds (CR 106.4), a doubling of the pool last (what the pool holds then, CR 701.9f).

    Returns
    -------
    (dict, dict, dict)
        By ``id`` of the activation: how its cost was paid (:func:`_pay_symbols`), the mana it made, and for a
        doubling the pool it doubled.
    """
    pb = pm.pb
    made_by: dict[int, list[_Made]] = defaultdict(list)
    paid_for: dict[int, list[tuple[ManaSymbol, _Made | None]]] = {}
    budgets: dict[str, tuple[dict, dict]] = {}
    doubled: dict[int, tuple[Unit, ...]] = {}  # a doubling's step: the pool it doubled
    for t in sorted({a.time for a in acts}):
        layer = [a for a in acts if a.time == t]
        for a in layer:
            name = pm.cost_sinks.get((a.use.index, t))
            if a.use.costed and name in sinks:
                if name not in budgets:
                    budgets[name] = (_budget(values, sinks[name].spend), _budget(values, sinks[name].choice))
                spend, choice = budgets[name]
                paid_for[id(a)] = _pay_symbols(_split_generic(a.use.cost.mana), spend, choice, queues,
                                               a.permanent)
        for a in layer:
            if a.use.doubles:
                _double(pm, values, a, queues, made_by, doubled)
                continue
            for mana_type in a.choice:
                made = _Made(a, unit_of(pb.groups[a.use.group], a.use.ability, mana_type))
                queues[made.unit].append(made)
                made_by[id(a)].append(made)
    return paid_for, made_by, doubled


def _pay_sinks(pm: PayModel, values: Sequence[int], sinks: dict, queues: dict[Unit, deque], x_value: int | None
               ) -> tuple[list, list[tuple[str, list]], list]:
    """The costs paid after every layer, from the mana left, in this order: the other costs paid with the target
    (``--also``), ``turn``'s spells cast after everything else (each only when cast, their mana kept together,
    :func:`_take_together`), and the target's cost with ``x_value`` for X.

    Returns
    -------
    (list, list of (str, list), list)
        :func:`_pay_symbols`'s answers: the other costs', (owner, answer) per spell cast, the target's.
    """
    spec = pm.spec
    also_paid: list[tuple[ManaSymbol, _Made | None]] = []
    for i, (cost, _, owner) in enumerate(spec.also):
        sink = sinks[f"also{i}"]
        also_paid += _pay_symbols(_split_generic(cost.symbols), _budget(values, sink.spend),
                                  _budget(values, sink.choice), queues, owner)
    end_paid: list[tuple[str, list[tuple[ManaSymbol, _Made | None]]]] = []
    opened: dict[int, int] = {}
    for name, cost, owner, flag in getattr(pm, "end_sinks", ()):  # turn: spells cast after everything else
        if values[flag]:
            sink = sinks[name]
            end_paid.append((owner, _pay_symbols(_split_generic(cost.symbols), _budget(values, sink.spend),
                                                 _budget(values, sink.choice), queues, owner, opened)))
    target = sinks["target"]
    target_paid = _pay_symbols(_split_generic(spec.target.symbols, x_value), _budget(values, target.spend),
                               _budget(values, target.choice), queues, None)
    return also_paid, end_paid, target_paid


def _plan_steps(pm: PayModel, acts: list[_Act], pool_made: list[_Made], paid_for: dict, made_by: dict,
                doubled: dict) -> tuple[list[PlanStep], int]:
    """The steps, numbered: the pool first when its mana is used, then the activations in order; and the number of
    the pool's step (0: none)."""
    used_pool = [m for m in pool_made if m.pays]
    steps: list[PlanStep] = []
    if used_pool:
        steps.append(PlanStep(1, None, None, "pool", adds=_by_type(m.unit for m in used_pool),
                              pays=tuple(p for m in used_pool for p in m.pays)))
    for i, a in enumerate(acts):
        a.step = len(steps) + 1 + i
    pool_step = 1 if used_pool else 0
    for a in acts:
        steps.append(_activation_step(pm, a, paid_for.get(id(a), []), made_by.get(id(a), []), pool_step,
                                      doubled.get(id(a))))
    return steps, pool_step


def _activation_step(pm: PayModel, a: _Act, paid: list[tuple[ManaSymbol, _Made | None]], made: list[_Made],
                     pool_step: int, doubled: tuple[Unit, ...] | None) -> PlanStep:
    """The step of one activation: what it does to its permanent, what it adds and pays, how its cost was paid
    (2 life for each Phyrexian symbol paid with life, CR 107.4f), what it sacrifices, exiles, returns and taps, and
    the life it costs (with the damage of permanents its cost taps, City of Brass)."""
    use = a.use
    sacrifices, exiles = len(use.ability.cost.sacrifices), len(use.ability.cost.exiles)
    return PlanStep(
        step=a.step, permanent=a.permanent, card=pm.pb.groups[use.group].name,
        action=(costparts.removal(use.ability) or "sacrifice") if use.sacrifices_self
        else ("tap" if use.taps else "activate"),
        ability=use.ability, adds=_by_type(m.unit for m in made), pays=tuple(p for m in made for p in m.pays),
        paid_by=_paid_by(paid, pool_step), paying=_paid(paid),
        sacrifices=tuple(a.victims[f] for f in sorted(a.victims) if f < sacrifices),
        exiles=tuple(a.victims[f] for f in sorted(a.victims) if sacrifices <= f < sacrifices + exiles),
        returns=tuple(a.victims[f] for f in sorted(a.victims) if f >= sacrifices + exiles),
        life=use.life + 2 * sum(1 for _, m in paid if m is None) + sum(_tapped_damage(pm, pid)
                                                                       for pid in a.taps.values()),
        layer=pm.layer_of(a.time), taps=tuple(a.taps[f] for f in sorted(a.taps)),
        search=Search(use.cost.search, life=use.cost.search_life) if use.cost.search else None, doubled=doubled, before=_before(use),
        untaps=use.effective.untaps if use.effective is not None else None,
    )


def _paid_by(paid: list[tuple[ManaSymbol, _Made | None]], pool_step: int) -> tuple[int, ...]:
    """The steps whose mana paid a cost (``pool_step`` for the pool's), in order, each once."""
    return tuple(sorted({(m.act.step if m.act is not None else pool_step) for _, m in paid if m}))


def _mana_left(queues: dict[Unit, deque]) -> ManaPool:
    """The mana the plan leaves in your pool, by type."""
    left = [0] * len(ALL_TYPES)
    for unit, q in queues.items():
        left[unit.type.order] += len(q)
    return ManaPool(tuple(left))  # type: ignore[arg-type]


def _removed(acts: list[_Act]) -> tuple[list[str], list[str], list[str]]:
    """The permanents the plan sacrifices, exiles and returns to hand, in the order of its steps (an activation's
    own permanent, then the victims of its "Sacrifice a …" parts, then of its "Exile a …" parts, then of its "Return
    a … to its owner's hand" parts)."""
    sacrificed_ids: list[str] = []
    exiled_ids: list[str] = []
    returned_ids: list[str] = []
    for a in acts:
        if a.use.sacrifices_self:  # sacrificed, or exiled by its own cost (a permanent returned to hand is neither)
            how = costparts.removal(a.use.ability) or "sacrifice"
            if how == "sacrifice":
                sacrificed_ids.append(a.permanent)
            elif how == "exile":
                exiled_ids.append(a.permanent)
            else:
                returned_ids.append(a.permanent)
        n = len(a.use.ability.cost.sacrifices)  # the victims of "Sacrifice a …" parts, "Exile a …", "Return a …"
        m = n + len(a.use.ability.cost.exiles)
        sacrificed_ids.extend(a.victims[f] for f in sorted(a.victims) if f < n)
        exiled_ids.extend(a.victims[f] for f in sorted(a.victims) if n <= f < m)
        returned_ids.extend(a.victims[f] for f in sorted(a.victims) if f >= m)
    return sacrificed_ids, exiled_ids, returned_ids


def _trigger_life(pm: PayModel, acts: list[_Act]) -> tuple[tuple[str, int], ...]:
    """Damage from triggers when permanents become tapped (City of Brass, Manabarbs), by permanent: it is dealt
    after the payment (CR 603.3)."""
    triggered: dict[str, int] = {}
    for a in acts:
        if a.use.life_trigger:
            triggered[a.permanent] = triggered.get(a.permanent, 0) + a.use.life_trigger
        for pid in a.taps.values():
            if _tapped_damage(pm, pid):
                triggered[pid] = triggered.get(pid, 0) + _tapped_damage(pm, pid)
    return tuple(triggered.items())


def _tapped_ids(acts: list[_Act], gone: set[str]) -> tuple[str, ...]:
    """The permanents the plan leaves tapped, each once in the order of its steps: those tapped by their own
    ``{T}`` and by "Tap an untapped …" costs, less those it removes (``gone``)."""
    return tuple(dict.fromkeys(pid for a in acts
                               for pid in ([a.permanent] if a.use.taps else []) + [a.taps[f] for f in sorted(a.taps)]
                               if pid not in gone))


def _double(pm: PayModel, values: Sequence[int], act: _Act, queues: dict[Unit, deque],
            made_by: dict[int, list[_Made]], doubled: dict[int, tuple[Unit, ...]]) -> None:
    """A doubling of the pool (Doubling Cube) resolving: of each unit in the pool now, one more of its type
    (:func:`~manaplan.solver.core.values.doubled_unit`), after the mana the queues still hold — which is the
    pool the model doubled (its flow slack at this layer, the doubling last in it).

    Raises
    ------
    AssertionError
        When the pool followed here is not the one the model doubled (a bug: the model and the plan disagree).
    """
    outs = pm.doubled[act.use.index, act.time]
    group = pm.pb.groups[act.use.group]
    before: list[Unit] = []
    added: list[_Made] = []
    for unit in sorted(queues):
        n = len(queues[unit])
        if n != values[outs[unit]]:  # pragma: no cover - the model's pool state is the queues' by construction
            raise AssertionError(f"{act.permanent} doubles {n} {unit} in the plan but {values[outs[unit]]} in the "
                                 f"model")
        before += [unit] * n
        added += [_Made(act, doubled_unit(group, unit)) for _ in range(n)]
    for made in added:
        queues[made.unit].append(made)
    made_by[id(act)].extend(added)
    act.choice = tuple(m.unit.type for m in added)
    doubled[id(act)] = _by_type(before)


def _tapped_damage(pm: PayModel, pid: str) -> int:
    """Damage a permanent deals you whenever it becomes tapped (City of Brass), when another's cost taps it."""
    group = next(g for g in pm.pb.groups if pid in g.ids)
    return getattr(group.parsed, "tapped_damage", 0) or 0
