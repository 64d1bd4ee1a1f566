"""The activation model shared by every command: activations in time layers, the permanents, life, cards, depth.

Every model is an :class:`ActivationModel` over one :class:`~manaplan.solver.core.values.PaymentBoard` (the one
builder's groups and uses), and its mana a :class:`~manaplan.solver.core.mana.ManaModel` on it
(:mod:`~manaplan.solver.core.mana`: sinks, spends, no self-funding, the pool, life paid with mana symbols;
:mod:`~manaplan.solver.core.doubling`), counted in ``pay``'s concrete units or ``produce``'s classes. This module
declares, once for all:

- the activation variables: how often each use is activated in each layer (:func:`add_activation_variables`), which
  permanents each "Sacrifice a …" / "Exile a …" part takes (``v``) and which each "Tap an untapped …" part taps
  (``w``);
- the layers (:meth:`ActivationModel.allowed_layers`, "Time layers" below);
- what each permanent allows (:func:`add_instance_constraints`, "Permanents" below);
- life (:func:`activation_life_parts`: life paid as costs, damage the abilities' own effects deal you, damage from
  triggers such as a permanent's whenever it becomes tapped; :func:`add_life_rule`: only life paid as a cost is
  bounded, by the life you have when you pay it, CR 119.4), the cards of the zones costs share and each use's cap
  over all layers (:func:`add_resource_constraints`);
- the depth condition of the certificate (:func:`add_depth_condition`), the bound that makes the layered model exact
  (:func:`ordered_bound`, :func:`spendless_bound`), and the loop every command runs to certify the depth or deepen
  (:func:`certify_or_deepen`, :func:`relaxation_certificate`; "Why it is exact" below).

Time layers
-----------
A plan has a *phase* (``pay`` with a kept cost: a payment phase, then a *keep phase*, the hypothetical later payment
of the kept cost). Each phase has layers ``0..L``. An ability use has one integer variable per layer it may occupy
(a group of forty Forests has one variable per layer, not forty booleans):

- free abilities (no mana cost) that sacrifice no other permanent, on permanents without layered abilities: layer 0;
- abilities with a mana cost ("costed"): layers ``1..L``;
- abilities that sacrifice other permanents, and self-sacrifices of permanents that have such or costed abilities:
  layers ``0..L`` (tapping other permanents does not make an ability layered).

The costs of layer ``k`` are paid from mana made before ``k`` — **no self-funding**
(:func:`~manaplan.solver.core.mana.add_flow`).

Permanents
----------
Per group of ``n`` identical permanents, with ``S`` its self-sacrifices, ``VU`` its sacrifices by "Sacrifice an
untapped …" costs, ``TS`` its members tapped by "Tap an untapped … you control" costs of abilities that also
sacrifice, ``VO(<=k)`` its other sacrifices by others up to layer ``k`` and ``A(>k)`` its other one-shot activations
(each by a different permanent) and its members tapped by the other "Tap an untapped …" costs, after layer ``k``,
for every ``k``::

    S + VU + TS + VO(<=k) + A(>k)  <=  n

This is Hall's condition for matching sacrifices to permanents that are idle or acted no later (and untapped
victims, and the permanents tapped for costs, to idle ones), so the counts can be turned into permanents.
Instance-free activations (repeatable, nothing counted per permanent) in layer ``t`` need one copy not sacrificed
before ``t``: ``F(t) <= big * (n - sacrificed before t)``.

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
those, never make a wrong one. Summoning sickness does not stop it (CR 302.6 forbids only a creature's own
``{T}``/``{Q}`` abilities), and it cannot be the permanent whose own ``{T}`` is part of the same cost (one group of
one is left out of its own entry; in larger groups the counts keep them apart). Damage a permanent deals you
whenever it becomes tapped (City of Brass) counts in the life the plan loses. The tapped permanents count as
"permanents tapped". A tap needs no ordering (the permanent is untapped from the start and nothing else touches it),
so it adds nothing to the layers; boards without such costs build exactly the model they built before.

Untappers: an untapper's activation (:mod:`~manaplan.solver.core.untappers`) untaps a permanent still there
(:func:`_untapped_while_there`); one that untaps a permanent alone frees one more tap of it in a later layer
(:func:`_retap_constraints`; the uses that tap it may wait for any layer, and such untaps count towards the depth);
where its cost removes a permanent and the untapped one's mana counts permanents (Wirewood Symbiote untapping Priest
of Titania), no permanent it counts has left up to its layer but what its output
already takes as gone (:func:`_counted_still_there`): in its layer it comes first among the removals. The builder
uses that order only where it loses no plan (:func:`~manaplan.solver.core.uses.held_back` names the others).

Life: you can pay N life only with at least N, and paying all you have is legal (CR 119.4, 107.4f).
:func:`add_life_rule` bounds only life paid as a cost: at each layer where a plan pays life ("Pay N life",
Phyrexian symbols of an activation's cost), the costs paid so far and the effects of earlier layers stay at most
your life total (in a layer, the costs first); the life a command's own sinks pay (``pay``'s target's Phyrexian
symbols and ``life_paid``) comes after every mana ability resolved (CR 601.2g-h), so there every effect counts.
Damage a mana ability's own effect deals you (painlands, CR 605.3b) and damage from triggers (City of Brass,
Manabarbs: they resolve after the payment, CR 603.3) never stop a plan.

Why it is exact
---------------
*Sound*: a solution is a plan a player can follow — layer by layer; in a layer, first the activations that
sacrifice nothing else, then those that do; a permanent's self-sacrifice after its other activations in that layer;
mana handed over first-in first-out by the flow condition (:mod:`~manaplan.solver.core.mana`); sacrifices matched by
Hall's condition.

*Complete up to depth L*: take any legal sequence of activations (outside the two simplifications above). A
sacrifice of a permanent tapped for a cost goes in a layer not before the tapping one's. Put each activation in its
earliest layer: 0 for the free ones that sacrifice no other permanent (a self-sacrifice goes in the layer of its
permanent's last other activation); otherwise the least layer that is after every layer whose mana paid its cost,
not before the layer of any activation of a permanent it sacrifices, and after that layer if that activation itself
sacrificed others. Going back along such a chain, the layer drops only at a costed or sacrificing activation, so the
plan's depth ``d`` is at most the number ``c`` of costed and sacrificing activations in it. Every plan with
``d <= L`` is a solution of the layered model (the same counts, the same spends).

*The depth bound*: when ``L`` is at least the most costed and sacrificing activations the board allows in a
phase (:func:`ordered_bound`), every plan fits and the model is exact outright (most real boards). Otherwise
the layered optimum is certified with a relaxation: the model with ``loose=True`` drops the layers (a phase's costs
may be paid by any mana of that phase, even their own — every plan satisfies this) and ``min_ordered=L+1`` asks for
more than ``L`` costed/sacrificing activations in some phase. Every plan of depth ``> L`` has ``c >= d > L`` and so
is a solution of that relaxation; if the relaxation has nothing better than the layered optimum (lexicographically
for ``pay``: :func:`relaxation_certificate`), the layered optimum is optimal among all plans; otherwise ``L`` grows
(at least doubling, at most to the bound) and the model is solved again (:func:`certify_or_deepen`).

*Caps*: a repeatable ability is counted up to what its costs allow (counters, life, permanents to sacrifice). A
converter (adds no more than its mana cost) is counted up to the mana the rest of the board can make divided by
its cost: more uses only convert mana already converted by the same ability, which an optimal plan never needs.
An ability adding more than it costs, or costing nothing (an infinite-mana engine), is counted up to
``repeat_cap``: the only place where the answer is exact up to a cap rather than outright.

The property tests (``tests/pay/test_pay_properties.py``, ``tests/produce/``) check all of this against an exhaustive
search over legal activation sequences, including runs that start from one layer and must certify or deepen.

References
----------
CR 106.4, 107.5/107.6 ({T}/{Q}), 118.3 (a cost needs its resources), 119.4 (paying life), 302.6 (summoning sickness),
601.2g-h, 602.2b, 603.3 (triggers wait for priority), 605, 605.3b (mana abilities resolve at once), 704.5a (0 life),
704.5f.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ...models.ability import ActivationCost
from . import costparts
from .activations import AbilityUse, PaymentBoard
from ..deadline import check
from .lexico import Lin, VarTable, fix_level, merge_levels, merged, run_score, solve_once

__all__ = [
    "ActivationBoard",
    "ActivationModel",
    "add_activation_variables",
    "add_instance_constraints",
    "activation_life",
    "activation_life_parts",
    "add_life_rule",
    "add_resource_constraints",
    "add_depth_condition",
    "ordered_bound",
    "ordered_uses",
    "spendless_bound",
    "certify_or_deepen",
    "Deepened",
    "relaxation_certificate",
    "ordered_count",
    "layer_cap",
    "turn_limit",
    "capped_total",
    "DIRECT_LAYERS",
    "START_LAYERS",
]

#: The one builder's board (``pay`` and ``produce`` both read it).
ActivationBoard = PaymentBoard

#: Boards allowing at most this many costed/sacrificing activations per phase get a model exact by construction.
DIRECT_LAYERS = 8
#: Otherwise the layered model starts with this many layers and is certified (or deepened).
START_LAYERS = 3


@dataclass
class ActivationModel:
    """The shared part of a model under construction: variables, layers and the permanents' constraints.

    Attributes
    ----------
    pb : PaymentBoard
        The one builder's groups and uses.
    model : CpModel
    table : VarTable
        Every variable of the model (each model creates its own through it too).
    layers : int
        ``L``: layers ``0..L`` per phase.
    loose : bool
        The relaxation without layers: a cost may be paid by any mana of its phase.
    phase_count : int
        1, or 2 with ``pay``'s kept cost.
    min_ordered : int
        With ``loose``: some phase has at least this many costed/sacrificing activations (0: no condition).
    counts_ordered : bool
        A use whose mana counts permanents comes before any removal of what it counts (:func:`_counts_before_removals`).
        False: the relaxation where it may come after and still counts them (it can only over-count), whose optimum
        bounds every plan's, those removing first too (:func:`~manaplan.solver.pay.solve.counts_order_moot`).
    reads_ordered : bool
        An untapper's activation that removes a permanent taps the untapped one again only while nothing it reads
        has left (:func:`_counted_still_there`). False: the relaxation where it adds what the board gives whatever
        left (it can only over-count: :func:`~manaplan.solver.pay.solve.held_back_moot`).
    x : dict of (use index, time) to var
        Activations of a use in a layer.
    v : dict of (use index, filter index, group index, time) to var
        Permanents of a group taken by a use's "Sacrifice a …" / "Exile a …" part in a layer.
    w : dict of (use index, filter index, group index, time) to var
        Permanents of a group tapped by a use's "Tap an untapped … you control" part in a layer.
    """

    pb: PaymentBoard
    model: Any
    table: VarTable
    layers: int = 1
    loose: bool = False
    phase_count: int = 1
    min_ordered: int = 0
    counts_ordered: bool = True
    reads_ordered: bool = True
    x: dict[tuple[int, int], int] = field(default_factory=dict)
    v: dict[tuple[int, int, int, int], int] = field(default_factory=dict)
    w: dict[tuple[int, int, int, int], int] = field(default_factory=dict)
    victim_index: dict[tuple[int, int], list[tuple[AbilityUse, int, int]]] = field(default_factory=dict)
    tap_index: dict[tuple[int, int], list[tuple[AbilityUse, int, int]]] = field(default_factory=dict)

    # ---- time
    @property
    def phases(self) -> int:
        """1, or 2 with a kept cost."""
        return self.phase_count

    @property
    def per_phase(self) -> int:
        """Layers per phase."""
        return 1 if self.loose else self.layers + 1

    @property
    def times(self) -> range:
        """All times, in order."""
        return range(self.phases * self.per_phase)

    def phase_of(self, t: int) -> int:
        """The phase a time belongs to."""
        return t // self.per_phase

    def layer_of(self, t: int) -> int:
        """The layer within its phase."""
        return t % self.per_phase

    def phase_times(self, phase: int) -> range:
        """The times of one phase."""
        return range(phase * self.per_phase, (phase + 1) * self.per_phase)

    def allowed_layers(self, use: AbilityUse) -> range:
        """The layers (within a phase) a use may occupy."""
        if self.loose:
            return range(0, 1)
        if use.costed:
            return range(1, self.layers + 1)
        if use.layered:
            return range(0, self.layers + 1)
        return range(0, 1)

    # ---- expressions
    def acts(self, use: AbilityUse, times: range | None = None) -> Lin:
        """Activations of a use (in some times)."""
        out = Lin()
        for t in (times if times is not None else self.times):
            var = self.x.get((use.index, t))
            if var is not None:
                out.add(var)
        return out

    def group_uses(self, group: int) -> list[AbilityUse]:
        """The usable uses of one group."""
        return [u for u in self.pb.uses if u.group == group and u.usable]

    def victims_of(self, group: int, t: int, *, untapped: bool | None = None, by_self: bool | None = None) -> Lin:
        """Members of a group sacrificed by "Sacrifice a …" costs at time ``t``."""
        out = Lin()
        for use, f, var in self.victim_index.get((group, t), ()):
            if untapped is not None and use.filters[f].untapped != untapped:
                continue
            if by_self is not None and (use.group == group) != by_self:
                continue
            out.add(var)
        return out

    def tapped_by_others(self, group: int, times: range | None = None, *, plain: bool | None = None) -> Lin:
        """Members of a group tapped by "Tap an untapped … you control" costs (in some times); ``plain``: only
        those tapped by abilities that sacrifice nothing (True) or only by the others (False)."""
        out = Lin()
        for t in (times if times is not None else self.times):
            for use, _, var in self.tap_index.get((group, t), ()):
                if plain is None or plain == (not use.sacrifices_self and not use.sacrifices_others):
                    out.add(var)
        return out


# ------------------------------------------------------------------------------------------------- variables
def add_activation_variables(pm: ActivationModel, on_var: Callable[[AbilityUse, int, int], None] | None = None) -> None:
    """Activation counts per (use, layer) and the permanents each one takes or taps.

    Parameters
    ----------
    pm : ActivationModel
        Filled in place.
    on_var : callable, optional
        Called with (use, time, variable) for each activation variable (a model's own variables for it).
    """
    table = pm.table
    for use in pm.pb.uses:
        check("the model")  # issue 15: one use's layers at a time
        if not use.usable:
            continue
        for phase in range(pm.phases):
            for layer in pm.allowed_layers(use):
                t = phase * pm.per_phase + layer
                var = table.int_var(0, use.cap, f"x[{use.label}|t{t}]")
                pm.x[use.index, t] = var
                if on_var is not None:
                    on_var(use, t, var)
                _take_permanents(pm, table, use, t, var, use.victims, "v", pm.v, pm.victim_index)
                _take_permanents(pm, table, use, t, var, use.tapped, "w", pm.w, pm.tap_index)


def _take_permanents(pm: ActivationModel, table: VarTable, use: AbilityUse, t: int, var, entries, letter: str,
                     store: dict, index: dict) -> None:
    """For each "Sacrifice a …" (``use.victims``) or "Tap an untapped …" (``use.tapped``) part of a cost, split the
    activations ``var`` among the groups that fit it: one count per group (``store``), indexed by (group, layer)."""
    for f, entry in enumerate(entries):
        total = Lin()
        for h in entry:
            cap = min(use.cap, pm.pb.groups[h].size)
            taken = table.int_var(0, cap, f"{letter}[{use.label}|f{f}>{pm.pb.groups[h].ids[0]}|t{t}]")
            store[use.index, f, h, t] = taken
            index.setdefault((h, t), []).append((use, f, taken))
            total.add(taken)
        table.add_eq(total, Lin({var: 1}))



# ------------------------------------------------------------------------------------------------- constraints
def add_instance_constraints(pm: ActivationModel) -> None:
    """What each permanent allows: one tap, one sacrifice, nothing after its sacrifice, counters, untapped victims."""
    for group in pm.pb.groups:
        uses = pm.group_uses(group.index)
        victimised = any((group.index, t) in pm.victim_index for t in pm.times)
        if not uses and not victimised and not any((group.index, t) in pm.tap_index for t in pm.times):
            continue
        if group.singleton:
            _single_constraints(pm, group.index, uses)
        else:
            _group_constraints(pm, group.index, uses, victimised)
    _untapped_while_there(pm)
    _counted_still_there(pm)
    _counts_before_removals(pm)


def _untapped_while_there(pm: ActivationModel) -> None:
    """An untapper's activation (:mod:`~manaplan.solver.core.untappers`) untaps a permanent still on the battlefield
    (CR 400.7: a permanent that left is a new object): none of its group may have left (sacrificed, exiled, returned
    to hand) in an earlier layer, nor in its own layer where its cost removes a permanent too (a layer's removals are
    not ordered among themselves). One whose cost removes nothing comes before every removal of its layer (the plan's
    order: a layer's activations that remove nothing first), so a removal of its own layer may follow it — else a
    plan's depth would grow at an untap that is no costed or sacrificing activation, and the depth certificate would
    not hold. Any member's leaving counts, for the plan names which member leaves only as it is read (a plan missed
    at most). Without layers (``loose``) a removal of the same phase may follow any untap."""
    table, times = pm.table, pm.times
    group_of = {pid: g.index for g in pm.pb.groups for pid in g.ids}
    for u in pm.pb.uses:
        target = u.effective.untaps if u.usable and u.effective is not None else None
        if target is None or target not in group_of:
            continue
        g = group_of[target]
        selfsac = [u2 for u2 in pm.group_uses(g) if u2.sacrifices_self]
        after = 1 if pm.loose or not u.cost.removes_others else 0  # the first layer a removal of layer k forbids
        gone = Lin()
        for k in times:
            gone.add_lin(pm.victims_of(g, k))
            gone.add_lin(Lin.total(pm.acts(u2, range(k, k + 1)) for u2 in selfsac))
            later = pm.acts(u, range(k + after, len(times)))
            if gone.terms and later.terms:
                big = table.upper(later)
                table.add_le(later.add_lin(gone, big), big)


def _counted_still_there(pm: ActivationModel) -> None:
    """An untapper's activation whose cost removes a permanent taps the permanent it untaps again for what the
    board gives (:attr:`~manaplan.solver.effective.EffectiveAbility.reads`, :mod:`~manaplan.solver.core.untappers`):
    up to its layer, no permanent it counts has left but the ones its output already takes as gone (Priest of
    Titania tapped again after Wirewood Symbiote returned an Elf: that Elf only, CR 400.7), so none sacrificed,
    exiled or returned by another's cost in that layer or an earlier one, nor by itself. A layer's removals are
    ordered freely, so the untapper's comes first in its layer; a second activation in one layer would count the
    first one's victim, so that is never allowed. Without layers (``loose``, the certificate's relaxation) nothing
    is ordered: every plan stays a solution there; nor with ``reads_ordered`` off (the relaxation that over-counts)."""
    if pm.loose or not pm.reads_ordered:
        return
    table, times = pm.table, pm.times
    group_of = {pid: g.index for g in pm.pb.groups for pid in g.ids}
    for u in pm.pb.uses:
        ea = u.effective if u.usable else None
        if ea is None or not ea.reads or ea.victims is None:
            continue
        removed = _removals_of(pm, group_of, ea.reads)
        gone = Lin()
        for k in times:
            gone.add_lin(removed(k))
            var = pm.x.get((u.index, k))
            if var is None or not gone.terms:
                continue
            big = max(1, table.upper(gone))
            table.add_le(gone.copy().add(var, big), big + ea.gone)


def _removals_of(pm: ActivationModel, group_of: dict[str, int], pids) -> Callable[[int], Lin]:
    """Time → the removals in that time of the permanents ``pids`` (``group_of``: id → group): sacrificed, exiled or
    returned to their owner's hand by a cost, or sacrificing themselves."""
    counted = sorted({group_of[pid] for pid in pids if pid in group_of})
    selfsac = [u for g in counted for u in pm.group_uses(g) if u.sacrifices_self]

    def at(k: int) -> Lin:
        now = Lin()
        for g in counted:
            now.add_lin(pm.victims_of(g, k))
        return now.add_lin(Lin.total(pm.acts(u, range(k, k + 1)) for u in selfsac))
    return at


def _counts_before_removals(pm: ActivationModel) -> None:
    """A use whose mana counts permanents (:attr:`~manaplan.solver.core.values.AbilityUse.counts`: Nykthos' devotion,
    Cabal Coffers' Swamps) is counted on the board as given, so it comes before any removal of one of them (CR
    605.3b: the count is taken as it resolves; CR 400.7: one that left is not counted): in a time after such a
    removal (sacrificed, exiled, returned to its owner's hand by a cost, or sacrificing itself), none. In its own
    layer it comes before the removals when it removes nothing itself (a layer's activations that remove nothing come
    first); one that removes others follows every removal of its layer, its own too. The untappers' activations
    ordered by :func:`_counted_still_there` are left to it. The plans this order leaves out are named
    (:func:`~manaplan.solver.core.counts.removed_first`). Without layers (``loose``) nothing is ordered: every plan
    stays a solution there; nor where ``counts_ordered`` is off (the relaxation that over-counts)."""
    if pm.loose or not pm.counts_ordered:
        return
    table, times = pm.table, pm.times
    group_of = {pid: g.index for g in pm.pb.groups for pid in g.ids}
    for u in pm.pb.uses:
        ea = u.effective if u.usable else None
        if ea is None or not u.counts or ea.reads is not None:
            continue
        removed = _removals_of(pm, group_of, u.counts)
        removes = u.sacrifices_others or u.sacrifices_self
        gone = Lin()
        for k in times:
            now = removed(k)
            if removes:
                gone.add_lin(now)
            var = pm.x.get((u.index, k))
            if var is not None and gone.terms:
                flag = table.bool_var(f"counted gone[{u.label}|t{k}]")
                table.add_le(gone.copy().add(flag, -max(1, table.upper(gone))), 0)
                table.add_le(Lin({var: 1}).add(flag, max(1, u.cap)), max(1, u.cap))
            if not removes:
                gone.add_lin(now)


def _group_constraints(pm: ActivationModel, g: int, uses: list[AbilityUse], victimised: bool) -> None:
    table, n = pm.table, pm.pb.groups[g].size
    once = [u for u in uses if u.once]
    acts = Lin.total(pm.acts(u) for u in once)
    removable = victimised or any(u.sacrifices_self for u in once)
    if not victimised:
        table.add_le(acts.add_lin(pm.tapped_by_others(g)), n)
    else:
        selfsac = Lin.total(pm.acts(u) for u in once if u.sacrifices_self)
        untapped = Lin.total(pm.victims_of(g, t, untapped=True) for t in pm.times)
        # tapped by an ability that sacrifices nothing: "acted" at that time (and may be sacrificed later); tapped by
        # one that sacrifices too: idle, never sacrificed
        base = selfsac.copy().add_lin(untapped).add_lin(pm.tapped_by_others(g, plain=False))
        others_by_t = [pm.victims_of(g, t, untapped=False) for t in pm.times]
        plain_by_t = [Lin.total(pm.acts(u, range(t, t + 1)) for u in once if not u.sacrifices_self)
                      .add_lin(pm.tapped_by_others(g, range(t, t + 1), plain=True)) for t in pm.times]
        for k in range(-1, len(pm.times)):
            lin = base.copy()
            for t in pm.times:
                if t <= k:
                    lin.add_lin(others_by_t[t])
                else:
                    lin.add_lin(plain_by_t[t])
            table.add_le(lin, n)
    free = [u for u in uses if not u.once]
    if free and removable:  # instance-free activations need a copy still on the battlefield
        big = sum(u.cap for u in free)
        gone = Lin()
        for t in pm.times:
            now = Lin.total(pm.acts(u, range(t, t + 1)) for u in free)
            if gone.terms and now.terms:
                table.add_le(now.add_lin(gone, big), big * n)
            gone.add_lin(Lin.total(pm.acts(u, range(t, t + 1)) for u in once if u.sacrifices_self))
            gone.add_lin(pm.victims_of(g, t))


def _retaps(pm: ActivationModel, g: int) -> list[AbilityUse]:
    """The untappers' activations that untap the permanent of group ``g`` alone (:data:`~.untappers.RETAP`)."""
    ids = pm.pb.groups[g].ids
    return [u for u in pm.pb.uses if u.usable and u.retap and u.effective.untaps in ids]


def _retap_constraints(pm: ActivationModel, g: int, uses: list[AbilityUse], retaps: list[AbilityUse]) -> None:
    """A permanent an untapper may untap alone (:data:`~.untappers.RETAP`: Quirion Ranger untapping an Elf that
    Heritage Druid's cost tapped, so that Birchlore Rangers' cost taps it again, CR 701.26b): up to each time ``k``,
    it is tapped (by its own ``{T}`` or by another's cost) at most as often as it was untapped at the start and by
    untaps *before* ``k`` — an untap in layer ``k`` comes after that layer's taps, so what it frees is tapped in a
    later layer — and untapped at most as often as it was tapped by then (an untap of an untapped permanent frees
    nothing). Without layers (``loose``) the untaps of the same time count: every plan stays a solution."""
    table, group = pm.table, pm.pb.groups[g]
    start = 0 if group.tapped else 1
    tapped, untapped, freed = Lin(), Lin(), Lin()
    for k in pm.times:
        now = range(k, k + 1)
        tapped.add_lin(Lin.total(pm.acts(u, now) for u in uses if u.taps)).add_lin(pm.tapped_by_others(g, now))
        untapped.add_lin(Lin.total(pm.acts(u, now) for u in retaps))
        table.add_le(tapped.copy().add_lin(untapped if pm.loose else freed, -1), start)
        table.add_le(untapped.copy().add_lin(tapped, -1), 1 - start)
        freed = untapped.copy()


def _single_constraints(pm: ActivationModel, g: int, uses: list[AbilityUse]) -> None:
    table, group = pm.table, pm.pb.groups[g]
    taps = Lin.total(pm.acts(u) for u in uses if u.taps)
    retaps = _retaps(pm, g)
    if retaps or group.tapped:  # tapped at the start, its taps usable: only as often as it is untapped first
        _retap_constraints(pm, g, uses, retaps)
    else:
        table.add_le(taps, 1)
    table.add_le(Lin.total(pm.acts(u) for u in uses if u.untaps), 1)
    sac_by_t = [Lin.total(pm.acts(u, range(t, t + 1)) for u in uses if u.sacrifices_self)
                .add_lin(pm.victims_of(g, t)) for t in pm.times]
    table.add_le(Lin.total(sac_by_t), 1)
    untapped = Lin.total(pm.victims_of(g, t, untapped=True) for t in pm.times)
    if untapped.terms:
        table.add_le(taps.copy().add_lin(untapped), 1)
    tapped_by = pm.tapped_by_others(g)
    if tapped_by.terms and not retaps:  # tapped by another's cost: never by itself too, never sacrificing itself
        selfsac = Lin.total(pm.acts(u) for u in uses if u.sacrifices_self)
        table.add_le(tapped_by.add_lin(taps).add_lin(selfsac).add_lin(untapped), 1)
    if tapped_by.terms:
        # sacrificed by another only after it is tapped, and only when the ability tapping it sacrifices nothing
        table.add_le(pm.tapped_by_others(g, plain=False).add_lin(Lin.total(sac_by_t)), 1)
        by_others = [pm.victims_of(g, t, untapped=False) for t in pm.times]
        big = max(1, table.upper(tapped_by)) if retaps else 1  # tapped again after its untaps: never once gone
        for k in range(len(pm.times)):
            lin = Lin().add_lin(Lin.total(by_others[: k + 1]), big)
            lin.add_lin(pm.tapped_by_others(g, range(k + 1, len(pm.times)), plain=True))
            if lin.terms:
                table.add_le(lin, big)
    kinds = {kind for u in uses for kind, _ in u.cost.remove_counters}
    for kind in sorted(kinds):
        removed = Lin()
        for u in uses:
            per = sum(k for kk, k in u.cost.remove_counters if kk == kind)
            removed.add_lin(pm.acts(u), per)
        table.add_le(removed, group.counter(kind))
    big = sum(u.cap for u in uses) * max(1, pm.phases * pm.per_phase)
    if not uses or big == 0:
        return
    sacrificed = Lin()
    for k in pm.times[:-1]:
        sacrificed.add_lin(sac_by_t[k])
        if not sacrificed.terms:
            continue
        later = Lin.total(pm.acts(u, range(k + 1, len(pm.times))) for u in uses)
        if later.terms:
            table.add_le(later.add_lin(sacrificed, big), big)
    if not pm.loose:
        sacrificers = [u for u in uses if u.sacrifices_others]
        for t in pm.times:
            by_others = pm.victims_of(g, t, by_self=False)
            acting = Lin.total(pm.acts(u, range(t, t + 1)) for u in sacrificers)
            if by_others.terms and acting.terms:
                table.add_le(acting.add_lin(by_others, big), big)


def activation_life(pm: ActivationModel, phase: int) -> Lin:
    """Life the activations of one phase lose: life paid, damage the abilities deal you, and damage a permanent deals
    you whenever it becomes tapped (City of Brass), by its own ``{T}`` or tapped by another's cost. (Life paid for
    Phyrexian symbols is the models' own: it depends on how they pay mana.)"""
    return Lin.total(activation_life_parts(pm, pm.phase_times(phase)))


def activation_life_parts(pm: ActivationModel, times: range) -> tuple[Lin, Lin, Lin]:
    """The life the activations in ``times`` lose, in three parts: (paid as costs, the abilities' own effects as they
    resolve, triggers that resolve after the payment).

    Only life paid as a cost is bounded (CR 119.4). The damage a mana ability's own effect deals you (a painland's)
    happens as it resolves (CR 605.3b); a trigger's (City of Brass becoming tapped, Manabarbs) after the payment,
    when a player would next receive priority (CR 603.3). A use built without the split counts as a cost."""
    cost, effect, trigger = Lin(), Lin(), Lin()
    for use in pm.pb.uses:
        if not use.usable or not use.life:
            continue
        acts = pm.acts(use, times)
        parts = use.life_cost + use.life_effect + use.life_trigger
        cost.add_lin(acts, use.life_cost if parts else use.life)
        if use.life_effect:
            effect.add_lin(acts, use.life_effect)
        if use.life_trigger:
            trigger.add_lin(acts, use.life_trigger)
    for group in pm.pb.groups:
        damage = getattr(group.parsed, "tapped_damage", 0)
        if damage:
            trigger.add_lin(pm.tapped_by_others(group.index, times), damage)
    return cost, effect, trigger


def add_life_rule(pm: ActivationModel, life: int, at_time: dict[int, Lin] | None = None,
                  at_end: dict[int, Lin] | None = None) -> None:
    """Every life payment of a plan can be made: you can pay life only with at least that much, and paying all you
    have is legal (CR 119.4). Damage and life loss never stop a plan: at 0 life or less you lose the game only when
    state-based actions are next checked (CR 704.5a), after the payment. A search (a fetchland's) is the exception: its
    life must leave you above 0, or you lose before its land arrives (:func:`_search_life`).

    A player orders the activations of one layer freely (none pays with another's mana), so they pay the layer's
    life costs before its effects happen. So, in each phase, for each time ``t`` at which some life is paid as a
    cost: the costs paid up to ``t``, the effects of earlier times and everything lost in earlier phases (their
    triggers too) stay at most ``life``. The costs paid at the end of the phase (``at_end``: the target's Phyrexian
    symbols, paid after every mana ability resolved, CR 601.2g-h) count every effect of the phase. Without layers
    (``loose``), one time per phase: all of a phase's costs at most ``life``, which every plan meets, so the
    relaxation stays one.

    Parameters
    ----------
    pm : ActivationModel
    life : int
        Your life total at the start.
    at_time : dict of int to Lin, optional
        Life the model's own sinks pay as costs at a time (Phyrexian symbols in activation costs).
    at_end : dict of int to Lin, optional
        Per phase: life paid as costs at its end (the target's Phyrexian symbols, life a spell's route pays).
    """
    at_time = at_time or {}
    at_end = at_end or {}
    table = pm.table
    before = Lin()
    for phase in range(pm.phases):
        paid, effects, triggers = before.copy(), Lin(), Lin()
        for t in pm.phase_times(phase):
            cost_t, effect_t, trigger_t = activation_life_parts(pm, range(t, t + 1))
            cost_t.add_lin(at_time.get(t, Lin()))
            paid.add_lin(cost_t)
            _enforce_if_paid(table, cost_t, paid.copy().add_lin(effects), life, f"life@{t}")
            _enforce_if_paid(table, _search_life(pm, t), paid.copy().add_lin(effects), life - 1, f"search life@{t}")
            effects.add_lin(effect_t)
            triggers.add_lin(trigger_t)
        end = at_end.get(phase, Lin())
        paid.add_lin(end)
        _enforce_if_paid(table, end, paid.copy().add_lin(effects), life, f"life@end{phase}")
        before = paid.add_lin(effects).add_lin(triggers)


def _search_life(pm: ActivationModel, t: int) -> Lin:
    """The life the searches of time ``t`` pay (a fetchland's, and a shockland's it finds): a search is no mana
    ability, so you receive priority after activating it and after it resolves (CR 117.3c, 117.3b), and state-based
    actions make you lose at 0 life before its land can be tapped (CR 704.5a). Such life must leave you above 0."""
    out = Lin()
    for use in pm.pb.uses:
        if use.usable and use.life and use.cost.search:
            out.add_lin(pm.acts(use, range(t, t + 1)), use.life_cost or use.life)
    return out


def _enforce_if_paid(table, cost: Lin, spent: Lin, life: int, name: str) -> None:
    """``spent <= life`` whenever ``cost`` is positive (one flag, none when the bounds settle it)."""
    if table.upper(cost) <= 0 or table.upper(spent) <= life:
        return
    if table.lower(cost) >= 1:
        table.add_le(spent, life)
        return
    flag = table.bool_var(name)
    table.add_le(cost.copy().add(flag, -table.upper(cost)), 0)
    table.model.add(table.expr(spent) <= life).only_enforce_if(table.vars[flag])


def add_resource_constraints(pm: ActivationModel) -> None:
    """What the activations share besides permanents and life: the cards of your hand and graveyard that their
    costs discard or exile (:data:`~manaplan.solver.core.costparts.ZONES`), and the cap of a use counted per
    permanent or per turn over all layers (one cap for all the uses of an untapper's ability limited each turn,
    :attr:`~manaplan.solver.effective.EffectiveAbility.shares_cap`)."""
    pb = pm.pb
    takes = [(use, t) for use in pb.uses if use.usable and (t := costparts.zone_takes(use.cost))]
    for zone, have in costparts.zone_counts(pb.board).items():  # one per name in your library: read each use once
        taken = Lin()
        for use, t in takes:
            n = t.get(zone, 0)
            if n:
                taken.add_lin(pm.acts(use), n)
        if taken.terms:
            pm.table.add_le(taken, have)
    shared: dict[tuple[int, str], tuple[Lin, int]] = {}
    for use in pb.uses:  # a cap counted per permanent or per turn holds over all layers (Wall of Roots: once a turn)
        if use.usable and not use.once and _counted(use):
            acts = pm.acts(use)
            limit = turn_limit(pb, use)
            if limit is not None:  # one untapper's ability, whatever it untaps (Quirion Ranger: once each turn)
                shared.setdefault(limit[0], (Lin(), limit[1]))[0].add_lin(acts)
            elif len(acts.terms) > 1:
                pm.table.add_le(acts, use.cap)
    for acts, most in shared.values():
        pm.table.add_le(acts, most)


def turn_limit(pb: PaymentBoard, use: AbilityUse) -> tuple[tuple[int, str], int] | None:
    """For the activation of an untapper's ability limited each turn, whatever it untaps (Quirion Ranger: "Activate
    only once each turn", :attr:`~manaplan.solver.effective.EffectiveAbility.shares_cap`): the key its activations
    share and their limit together, its ``max_per_turn`` for each permanent of its group (CR 602.5b); None for any
    other use."""
    key = use.effective.shares_cap if use.effective is not None else None
    condition = use.ability.condition
    if key is None or condition is None or not condition.max_per_turn:
        return None
    return (use.group, key), condition.max_per_turn * pb.groups[use.group].size


def capped_total(pb: PaymentBoard, uses) -> int:
    """The caps of ``uses`` added up, the activations sharing a limit each turn (:func:`turn_limit`) at most that
    limit together: how many activations of them one phase can hold."""
    total, shared = 0, {}
    for u in uses:
        limit = turn_limit(pb, u)
        if limit is None:
            total += u.cap
        else:
            shared[limit[0]] = min(limit[1], shared.get(limit[0], 0) + u.cap)
    return total + sum(shared.values())


def _counted(use: AbilityUse) -> bool:
    """Its cap counts something of its permanent (counters, toughness, "once each turn"), which no other constraint
    of the model bounds over the layers."""
    condition = use.ability.condition
    return costparts.per_permanent(use.ability) or bool(condition is not None and condition.max_per_turn)


def ordered_uses(pb: ActivationBoard) -> frozenset[int]:
    """The uses whose activations count towards the depth of a plan ("Why it is exact"): the costed ones, the
    untaps alone, the untappers' activations and the uses whose mana counts permanents, and those that sacrifice (or
    exile) others where one of their victims may be a permanent that sacrifices others itself — of another group,
    or of its own where that group has more than one member.

    A sacrifice outlet none of whose victims sacrifices others (Skirk Prospector's "Sacrifice a Goblin: Add {R}."
    beside Goblins that sacrifice nothing, or itself) never raises a plan's layer: its earliest layer is the latest
    of its victims' activations (a victim cast this turn: its cast's, casts coming first in a layer), no later, for
    it pays no mana and in a layer the activations that sacrifice nothing come first; the layer drops along a chain
    only at a costed activation, an untap alone, or a sacrifice of a permanent that sacrificed others in that layer
    (not sacrificed by another where it sacrifices itself, :func:`add_instance_constraints`). So a plan's depth is
    at most its activations of these uses, the count :func:`ordered_bound` bounds and the certificate's relaxation
    asks more of (:func:`add_depth_condition`). On a Krenko board of the realistic corpus (Skirk Prospector, six
    Goblins to cast), ``turn --most``'s exact depth fell from 12 to 6 layers, its solve from 1.4 s to 0.03 s.

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> from manaplan.solver.analysis import analysed
    >>> pb = analysed(parse_inline("Skirk Prospector, Mogg War Marshal, Mountain")).activations()
    >>> [pb.uses[i].text for i in sorted(ordered_uses(pb))]
    []
    >>> pb = analysed(parse_inline("Skirk Prospector, Skirk Prospector, Mountain")).activations()
    >>> len(ordered_uses(pb))  # either Prospector may sacrifice the other after it sacrificed
    2
    """
    outlets = {u.group for u in pb.uses if u.usable and u.sacrifices_others}
    released = pb.released
    out = set()
    for u in pb.uses:
        if not u.usable or not u.ordered:
            continue
        ea = u.effective
        if u.costed or u.retap or u.counts or (ea is not None and (ea.untaps is not None or ea.reads is not None)):
            # an untapper's activation that taps again what it untaps is kept first among the removals of its layer
            # where what it counts may leave (Wirewood Symbiote beside Priest of Titania: _counted_still_there), and
            # a use whose mana counts permanents before their removals: each may need a layer of its own
            out.add(u.index)
            continue
        victims = {h for entry in u.victims for h in entry}
        if any(h in outlets and (h != u.group or pb.groups[h].size > 1) for h in victims):
            out.add(u.index)
        elif any(released.intersection(pb.groups[h].ids) for h in victims):
            out.add(u.index)  # a released effect source removed after the activations it changes, layer 0's too
    return frozenset(out)


def add_depth_condition(pm: ActivationModel) -> None:
    """With ``min_ordered``: some phase has at least that many costed/sacrificing activations."""
    need = pm.min_ordered
    if not need:
        return
    ordered = ordered_uses(pm.pb)
    if pm.phases == 1:  # one phase: the condition itself (no flag, a tighter relaxation)
        count = Lin.total(pm.acts(u) for u in pm.pb.uses if u.index in ordered)
        pm.table.add_ge(count, need)
        return
    flags = Lin()
    for phase in range(pm.phases):
        flag = pm.table.bool_var(f"deep[{phase}]")
        flags.add(flag)
        count = Lin.total(pm.acts(u, pm.phase_times(phase)) for u in pm.pb.uses if u.index in ordered)
        if pm.table.upper(count) < need:
            pm.table.add_le(Lin({flag: 1}), 0)
        else:
            pm.model.add(pm.table.expr(count) >= need).only_enforce_if(pm.table.vars[flag])
    pm.table.add_ge(flags, 1)


# ------------------------------------------------------------------------------------------------- objectives
def ordered_bound(pb: ActivationBoard) -> int:
    """The most costed and sacrificing activations (and untaps alone) one phase can hold: a layer count that makes
    the model exact (one more with a doubling of the pool, for activations layered by life that follow the last
    doubling: see :mod:`manaplan.solver.core.doubling`). The activations of one untapper's ability limited each
    turn, whatever they untap (Wirewood Symbiote's, CR 602.5b), count that limit once, not once per target."""
    doubling = any(u.usable and u.doubles for u in pb.uses)
    ordered = ordered_uses(pb)
    return capped_total(pb, (u for u in pb.uses if u.index in ordered)) + doubling


def spendless_bound(pb: ActivationBoard) -> int | None:
    """A layer count that makes a model with no mana spent exact: 1 (layers 0 and 1), or None when the board is
    not of that kind.

    The kind: no usable ability spends anything but its permanent's ``{T}`` and permanents it sacrifices or exiles
    (no mana, no life, no counters, no cards, no "Tap an untapped …", no ``{Q}``), none doubles the pool, none has a
    condition, counter changes or life lost as it resolves, and no permanent whose ability removes others can itself
    be removed by another's (no sacrifice outlet is another's victim). ``produce``'s tokens board (Ashnod's and
    Phyrexian Altar, Spawn, Treasures, creatures tapping for mana): ``ordered_bound`` 36, this 1.

    Why one layer after layer 0 is enough. Take any solution of the model with ``L`` layers (exact with ``L =
    ordered_bound``) and move, in every group that has an ability removing others, its layered activations to layer
    1 and the rest to layer 0; in every other group, every activation to layer 0 (where its own removals go too),
    and its members removed by others' abilities to layer 1. Each total is unchanged, and no constraint of the
    model but totals reads the layers here: no mana is paid (no "no self-funding" prefix), no life is paid (the
    life rule binds only payments, CR 119.4), no doubling; what a permanent allows holds — a permanent's own
    activations come in layer 0, or for an outlet in layer 1 at the latest, never after its removal (its removal by
    another comes in layer 1 and an outlet is never removed by another; a self-removal comes with the permanent's
    other layered activations, the model allowing activations of the layer of the removal); for a group, each
    prefix bound of :func:`add_instance_constraints` is then one of the two extreme prefixes of the original
    solution (all taps before all removals by others, or the totals). The final pool of ``produce`` is made and
    never spent, so it is unchanged. So every pool and figure of the exact model is one of the 1-layer model: the
    model with ``L >= 1`` layers is exact.

    Parameters
    ----------
    pb : PaymentBoard

    Returns
    -------
    int or None
    """
    live = [u for u in pb.uses if u.usable]
    outlets = {u.group for u in live if u.sacrifices_others}
    for u in live:
        a, c = u.ability, u.ability.cost
        plain = ActivationCost(tap=c.tap, sacrifice_self=c.sacrifice_self, sacrifices=c.sacrifices, exiles=c.exiles)
        if c != plain or u.costed or u.doubles or u.life or u.tapped or u.untaps or u.retap:
            return None
        if a.condition is not None or a.counter_changes or a.sacrifice_if_no_counters or a.damage_to_you \
                or a.life_loss or a.damage_unless:
            return None
        if any(h in outlets for entry in u.victims for h in entry):
            return None
    return 1


#: The most layers × ability uses a deeper model may have: past it the depth stays undecided (the answer says "not
#: proven") rather than a model too big to build within any time limit (5,000 Signets would ask for thousands of
#: layers; one such build is not interruptible).
MAX_LAYERED_USES = 200_000
#: The most layers² × kinds of mana: the no-self-funding prefix sums grow with the square of the depth.
MAX_LAYERED_FLOW = 1_000_000


def layer_cap(uses: int, kinds: int) -> int:
    """The deepest model worth building for ``uses`` ability uses and ``kinds`` kinds (or classes) of mana, by
    :data:`MAX_LAYERED_USES` and :data:`MAX_LAYERED_FLOW`.

    >>> layer_cap(4, 6)
    408
    >>> layer_cap(1, 1) >= 1000
    True
    """
    return max(START_LAYERS, min(MAX_LAYERED_USES // max(1, uses), math.isqrt(MAX_LAYERED_FLOW // max(1, kinds))))


@dataclass(frozen=True)
class Deepened:
    """What :func:`certify_or_deepen` found.

    Attributes
    ----------
    results : list
        Per objective, its result in the deepest layered model it was solved in.
    certified : list of bool or None
        Per objective: True (exact outright or certified), False (a deeper plan may be better) or None (not decided
        in time, or the model it needs is too deep to build).
    layers : int
        The depth of the last layered model built.
    model
        That model (for more solves on the same board).
    """

    results: list
    certified: list
    layers: int
    model: Any


def certify_or_deepen(exact: int, start: int, objectives: Sequence, solve: Callable[[int, list], tuple],
                      certify: Callable[[int, list, list], list], deadline: float,
                      max_layers: int | None = None) -> Deepened:
    """Each objective's layered optimum with its depth certified, deepening as needed: the loop of every command
    (``pay`` and ``turn``: one objective, their lexicographic levels; ``produce``: its seven figures).

    Per depth, the layered model is built once and solved for every objective still pending, and the relaxation
    with more than that many ordered activations certifies each (built once for them all, by ``certify``); only the
    objectives it does not certify are solved again, deeper (at least twice as deep, at most ``exact``).

    Parameters
    ----------
    exact : int
        :func:`ordered_bound`: with this many layers the model is exact outright.
    start : int
        The first number of layers to try (capped at ``exact``).
    objectives : sequence
        What to optimise, each as ``solve`` and ``certify`` understand it.
    solve : callable
        (layers, objectives) → ``(model, results)``: the layered model of that depth, built once, and each
        objective's result in it.
    certify : callable
        (layers, objectives, results) → one ``(verdict, deeper)`` per objective: True when the relaxation with more
        than ``layers`` ordered activations cannot beat the result, False when it can (``deeper``: how many it
        used, or 0), None when undecided in time.
    deadline : float
        ``time.monotonic()`` after which no deeper model is tried.
    max_layers : int, optional
        The deepest model that may be built (see :data:`MAX_LAYERED_USES`); a deeper one needed leaves the depth
        undecided (None).

    Returns
    -------
    Deepened

    Examples
    --------
    Two objectives, one certified at every depth, the other only from 12 layers:

    >>> def solve(L, objectives):
    ...     return f"model of {L}", [f"{o} with {L}" for o in objectives]
    >>> def certify(L, objectives, results):
    ...     return [(o == "easy" or L >= 12, 0) for o in objectives]
    >>> found = certify_or_deepen(20, 3, ["easy", "hard"], solve, certify, 1e18)
    >>> found.results, found.certified, found.layers, found.model
    (['easy with 3', 'hard with 12'], [True, True], 12, 'model of 12')
    >>> certify_or_deepen(2, 3, ["easy"], solve, certify, 1e18).results  # exact outright at 2 layers
    ['easy with 2']
    >>> certify_or_deepen(20, 3, ["easy", "hard"], solve, certify, 1e18, max_layers=8).certified
    [True, None]
    """
    layers = min(max(1, start), exact) if exact else 0
    results: list = [None] * len(objectives)
    certified: list = [None] * len(objectives)
    pending = list(range(len(objectives)))
    while True:
        model, found = solve(layers, [objectives[i] for i in pending])
        for i, result in zip(pending, found):
            results[i] = result
        if layers >= exact:
            for i in pending:
                certified[i] = True
            return Deepened(results, certified, layers, model)
        deeper, need = [], 0
        for i, (verdict, more) in zip(pending, certify(layers, [objectives[i] for i in pending], found)):
            certified[i] = verdict
            if verdict is False:
                deeper.append(i)
                need = max(need, more)
        if not deeper or time.monotonic() > deadline:
            return Deepened(results, certified, layers, model)
        deeper_layers = min(exact, max(2 * layers, need))
        if max_layers is not None and deeper_layers > max_layers:
            for i in deeper:
                certified[i] = None
            return Deepened(results, certified, layers, model)
        pending, layers = deeper, deeper_layers


def ordered_count(pm, values) -> int:
    """The most costed or sacrificing activations (:func:`ordered_uses`) in one phase of a solution of ``pm``: how
    deep a plan of the relaxation is."""
    ordered = ordered_uses(pm.pb)
    return max(sum(values[var] for (ui, t), var in pm.x.items()
                   if pm.phase_of(t) == phase and ui in ordered) for phase in range(pm.phases))


def relaxation_certificate(relaxed, levels: list, incumbent_values: list[int] | None, deadline: float, *,
                           tie_breaks: tuple[str, ...] = ("file order",),
                           shortcut: Callable[[dict[str, int]], bool] | None = None) -> tuple[bool | None, int]:
    """Is a layered optimum optimal among all plans? Asked of the relaxation without layers that holds every deeper
    plan (``loose=True, min_ordered=layers + 1``; "Why it is exact" above), level by level.

    Parameters
    ----------
    relaxed
        The relaxed model (``pay``'s or ``turn``'s :class:`~manaplan.solver.pay.model.PayModel`).
    levels : list of Level
        Its lexicographic objectives, in order.
    incumbent_values : list of int or None
        The layered optimum's value on each level; None when the layered model found no plan.
    deadline : float
        ``time.monotonic()`` after which the answer is "undecided".
    tie_breaks : tuple of str
        Levels left out: a tie there is no reason to look deeper.
    shortcut : callable, optional
        Incumbent values by level name → True when they are certified without a solve.

    Returns
    -------
    (bool or None, int)
        ``(True, 0)`` certified, ``(False, c)`` not (a deeper plan may be better; ``c`` its costed and sacrificing
        activations: :func:`ordered_count`), ``(None, 0)`` undecided in the time given.
    """
    if incumbent_values is None:
        status, values = solve_once(relaxed.model, relaxed.table, None, deadline - time.monotonic())
        if status == "infeasible":
            return True, 0
        if status == "unknown":
            return None, 0
        return False, ordered_count(relaxed, values)
    incumbent_of = {lv.name: v for lv, v in zip(levels, incumbent_values)}
    if shortcut is not None and shortcut(incumbent_of):
        return True, 0
    for run in merge_levels(relaxed.table, [lv for lv in levels if lv.name not in tie_breaks]):
        level = merged(relaxed.table, run)
        incumbent = run_score(relaxed.table, run, [incumbent_of[lv.name] for lv in run])
        # only a relaxed plan at least as good as the incumbent matters: "none" is a quicker proof than an optimum
        fix_level(relaxed.table, level, incumbent)
        # a bound to prove: with the enforced constraints in CP-SAT's LP (five colours without Chromatic Lantern:
        # 108 s → 0.01 s for pay {X} --max-x's certificate)
        status, values = solve_once(relaxed.model, relaxed.table, level, deadline - time.monotonic(),
                                    linearization=2)
        if status == "infeasible":  # every deeper plan is worse on this run
            return True, 0
        if status == "unknown":
            return None, 0
        found = run_score(relaxed.table, run, [lv.expr.value(values) for lv in run])
        if found < incumbent:
            return False, ordered_count(relaxed, values)
        if status != "optimal":
            return None, 0
        if found > incumbent:
            return True, 0
        fix_level(relaxed.table, level, level.expr.value(values))
    return True, 0
