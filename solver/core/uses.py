"""Uses: each mana ability of each group as the model uses it — what it costs and adds, how often it can be used,
and why not when it cannot.

:func:`read_uses` is the builder's third step (:func:`~manaplan.solver.core.activations.activation_board`), after
your sources (:mod:`.sources`) and their grouping (:mod:`.groups`). Every part of every ability is read through the
one table of :mod:`.costparts`: its reason not to be usable now, the bound its resources set on the group's
activations, whether it is once per permanent and whether it removes the permanent. What a use may sacrifice, exile
or tap is named by group (:attr:`~manaplan.solver.core.values.AbilityUse.victims`,
:attr:`~manaplan.solver.core.values.AbilityUse.tapped`).

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> from manaplan.solver.effective import effective_board
>>> from manaplan.solver.core.groups import group_sources
>>> effective = effective_board(parse_inline("Ashnod's Altar, Llanowar Elves (sick), Forest"))
>>> groups = group_sources(list(effective.yours), effective.board)
>>> [(u.label, u.cap, u.victims, u.why_not) for u in read_uses(effective, groups, list(effective.yours))]
[("Ashnod's Altar#1:0", 1, ((1,),), None), ('Llanowar Elves#1:0', 0, (), 'summoning sick'), ('Forest#1:0', 1, (), None)]
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from ...models.ability import (ActivationCost, ChosenColor, CommanderColor, Counted, ManaAbility, PermanentFilter,
                               Reflect)
from ...models.board import Board, Permanent
from ...models.effects import Activated, EventMana, Haste, ModifiesPowerToughness, UntapAbility, Untapper
from ..effective import CHOICES_LIMIT, EffectiveAbility, EffectiveBoard, PermanentView
from ..effective.power_toughness import power_gates
from ..rules import yields as Y
from ..rules.conditions import NOT_SUPPORTED, Traits
from ..rules.conditions import why_not as condition_why_not
from . import costparts
from .counts import board_reads, removed_first
from .groups import one_shot, sacrifice_rider
from .symbols import has_phyrexian, is_costed, least_mana
from .untappers import RECOUNT, RETAP
from .values import REPEAT_CAP, AbilityUse, SourceGroup, doubles_pool

__all__ = ["read_uses", "why_not", "effect_sources", "released_sources", "held_back", "remover_of", "untap_activations",
           "untap_why_not", "LEAVES_WITH_EFFECT", "ordered_recounts", "RECOUNT_UNSETTLED"]


def read_uses(effective: EffectiveBoard, groups: list[SourceGroup], yours: list[PermanentView], *,
              repeat_cap: int = REPEAT_CAP, timing: str = "priority", concrete: bool = True,
              later_casts: bool = True, relaxed: bool = False,
              released: dict[str, tuple[frozenset[str], frozenset[str]]] | None = None,
              retapped: frozenset[str] = frozenset()) -> list[AbilityUse]:
    """Each mana ability of each group as a use, in the groups' order and each group's abilities' order: the
    activations the models may count (CR 605.1a, 602.2: only abilities of permanents you control, and of cards of
    your hand that say so), each with the most times its costs allow (CR 118.3) and why not, when none.

    Parameters
    ----------
    effective : EffectiveBoard
    groups : list of SourceGroup
        :func:`~manaplan.solver.core.groups.group_sources` of ``yours``.
    yours : list of PermanentView
        Your sources (each permanent, not only each group's first).
    repeat_cap, timing, concrete, later_casts, relaxed
        See :func:`~manaplan.solver.core.activations.activation_board`.
    released : dict, optional
        :func:`released_sources`: permanents whose effects are in force that costs may remove all the same, each
        with the permanents its leaving changes (and those it changes the types or colours of).
    retapped : frozenset of str
        See :func:`~manaplan.solver.core.activations.activation_board`.

    Returns
    -------
    list of AbilityUse
        Each use's ``index`` is its position.
    """
    views = {v.id: v for v in effective.views}
    views.update((v.id, v) for v in yours)
    reading = _Reading(board=effective.board, groups=groups, sizes={g.index: g.size for g in groups}, views=views,
                       anchors=frozenset() if relaxed else effect_sources(effective, later_casts=later_casts)
                       - set(released or {}), released={} if relaxed else dict(released or {}),
                       untaps=untap_activations((a.ability for a in v.abilities) for v in yours),
                       timing=timing, concrete=concrete, retapped=_retapped(groups, yours, retapped), relaxed=relaxed)
    pending = _read_all(reading, groups)
    for _ in range(_CAPACITY_ROUNDS if reading.retapped else 0):  # an untap alone: one more tap of its target
        extra = _untaps_per_group(pending, groups)
        if extra == reading.extra:
            break
        reading = replace(reading, extra=extra)
        pending = _read_all(reading, groups)
    else:
        if reading.retapped:  # still growing: bounded by the engine cap, as an unbounded engine is
            reading = replace(reading, extra={g: repeat_cap for g in reading.retapped})
            pending = _read_all(reading, groups)
    _bound_by_mana(pending, effective.board, repeat_cap)
    _layer_life_effects(pending)
    _settle_recounts(pending, reading.sizes)
    return [AbilityUse(**d) for d in pending]


#: How often the caps of the uses of permanents untapped alone are worked out again, each time with the most untaps
#: the last caps allow (Earthcraft tapping a creature Quirion Ranger may untap), before the engine cap bounds them.
_CAPACITY_ROUNDS = 6


def _read_all(r: _Reading, groups: list[SourceGroup]) -> list[dict]:
    """:func:`_use_fields` of every ability of every group, in order."""
    pending: list[dict] = []
    for g in groups:
        layered_perm = any(is_costed(a.ability.cost.mana) or a.ability.cost.removes_others for a in g.view.abilities)
        for ai, ea in enumerate(g.view.abilities):
            pending.append(_use_fields(r, g, ai, ea, len(pending), layered_perm))
    return pending


def _retapped(groups: list[SourceGroup], yours: list[PermanentView], more: frozenset[str] = frozenset()
              ) -> frozenset[int]:
    """The groups (each of one permanent) an untapper may untap alone (:data:`~.untappers.RETAP`): an untapper's of
    yours, or one the caller adds (``more``: ``turn``'s Snap, :mod:`~manaplan.solver.turn.untap_spells`)."""
    targets = {a.untaps for v in yours for a in v.abilities if a.origin == RETAP} | more
    return frozenset(g.index for g in groups if targets.intersection(g.ids))


def _untaps_per_group(pending: list[dict], groups: list[SourceGroup]) -> dict[int, int]:
    """The most untaps alone of each group the caps allow: one more tap each."""
    group_of = {pid: g.index for g in groups for pid in g.ids}
    out: dict[int, int] = {}
    for d in pending:
        if d["retap"] and d["cap"]:
            g = group_of[d["effective"].untaps]
            out[g] = out.get(g, 0) + d["cap"]
    return out


#: Why an untapper's activation that takes a permanent the untapped one counts is not used on a board where the order
#: of the plan's removals is not modelled exactly (:func:`_settle_recounts`).
RECOUNT_UNSETTLED = "returning or sacrificing a permanent the untapped one counts is not modelled on this board"


def _settle_recounts(pending: list[dict], sizes: dict[int, int]) -> None:
    """Keep an untapper's activations ordered before the removals that would lower what the permanent it untaps adds
    (:attr:`~manaplan.solver.effective.EffectiveAbility.reads`; the version that returns one it counts, Wirewood
    Symbiote's Elf for Priest of Titania, adds one mana fewer: :mod:`.untappers`) — only where that order loses no
    plan (:func:`_recounts_exact`). Elsewhere nothing is ordered, as before, and the versions that take a counted
    permanent are not used: such plans stay named, not looked for (:func:`held_back`)."""
    readers = [d for d in pending if d["cap"] and d["effective"] is not None and d["effective"].reads
               and d["effective"].victims is not None]
    if not readers or _recounts_exact(pending, readers, sizes):
        return
    for d in pending:
        ea = d["effective"]
        if ea is None or ea.reads is None:
            continue
        if ea.gone:
            d.update(cap=0, why_not=RECOUNT_UNSETTLED, output=Y.NOTHING)
        d["effective"] = replace(ea, reads=None)


def _recounts_exact(pending: list[dict], readers: list[dict], sizes: dict[int, int]) -> bool:
    """Whether keeping the untapper's activations before every other removal of a permanent they count loses no plan.

    So when a plan has at most one of them (one untapper, "Activate only once each turn", CR 602.5b), whose cost only
    returns, sacrifices or exiles a permanent (no mana, no life: nothing makes it wait), whose victims only ever make
    plain activations of layer 0 (they are done before any removal), and no other activation that waits for a layer
    reads the board (a costed count, Nykthos' devotion). Take any plan: moving that activation just after the plain
    ones, before every other removal, it is still legal (its victim acted already, the permanent it untaps was
    tapped and is still there), it adds no less (fewer counted permanents gone) and nothing else adds less (the
    plain activations came before and no other reads the board). So the best plan is one the model orders."""
    keys = {(d["group"], d["effective"].shares_cap) for d in readers}
    if len(keys) != 1:
        return False
    (group, shared), = keys
    if shared is None or sizes.get(group) != 1:
        return False
    for d in readers:
        cost, condition = d["ability"].cost, d["ability"].condition
        if condition is None or condition.max_per_turn != 1 or d["costed"] or d["life"]:
            return False
        if replace(cost, sacrifices=(), exiles=(), returns=()) != ActivationCost():
            return False
    victims = {h for d in readers for entry in d["victims"] for h in entry}
    for d in pending:
        if not d["cap"] or d in readers:
            continue
        if d["group"] in victims and (d["layered"] or d["costed"] or d["ability"].cost.removes_others
                                      or d["sacrifices_self"] or d["ability"].cost.taps):
            return False
        ea = d["effective"]
        if (d["layered"] or d["costed"]) and ea is not None and ea.reads != () and isinstance(
                ea.base.output, (Counted, Reflect)):  # () : an untap whose mana no removal changes (Marwyn's power)
            return False
    return True


@dataclass(frozen=True, slots=True)
class _Reading:
    """What reading one ability of a group needs of the board, made once per board by :func:`read_uses`.

    ``views``: every view by id, your sources' as the builder reads them (with the lands their searches find);
    ``anchors``: :func:`effect_sources`; ``untaps``: :func:`untap_activations` of your sources; ``retapped``: the
    groups untapped alone (:func:`_retapped`); ``extra``: by such group, the most untaps of it (:func:`_cap`);
    ``relaxed``: :func:`~manaplan.solver.core.activations.activation_board`'s; ``released``: :func:`read_uses`'s.
    """

    board: Board
    groups: list[SourceGroup]
    sizes: dict[int, int]
    views: dict[str, PermanentView]
    anchors: frozenset[str]
    untaps: int
    timing: str
    concrete: bool
    retapped: frozenset[int] = frozenset()
    extra: dict[int, int] = field(default_factory=dict)
    relaxed: bool = False
    released: dict[str, tuple[frozenset[str], frozenset[str]]] = field(default_factory=dict)

    def traits(self, p: Permanent) -> Traits:
        """Its types, supertypes and colours now, every effect applied (for filters and conditions)."""
        v = self.views[p.id]
        return Traits(v.card_types, v.subtypes, v.supertypes, v.colors)

    def chars(self, p: Permanent) -> tuple[frozenset[str], frozenset[str]]:
        """Its card types and subtypes now."""
        v = self.views[p.id]
        return v.card_types, v.subtypes


def _use_fields(r: _Reading, g: SourceGroup, ai: int, ea: EffectiveAbility, index: int,
                layered_perm: bool) -> dict:
    """The fields of the use of ability ``ai`` of group ``g``: its ``cap`` is None when nothing but mana bounds it
    (:func:`_bound_by_mana` sets it). ``layered_perm``: some ability of the permanent is costed or sacrifices
    others, so sacrificing it may wait for a later layer."""
    a = ea.ability
    ctx = costparts.Context(a, g.permanent, g.card_types, g.size, r.board)
    retapped = g.index in r.retapped
    why, left_out = why_not(ea, g, r.board, r.traits, r.timing, retapped=retapped)
    choices: tuple = ()
    if r.concrete and why is None:
        choices, why, left_out = _concrete_choices(ea)
    only = frozenset(ea.victims) if ea.victims is not None else None
    if r.relaxed and ea.untaps and not ea.gone:  # any permanent its cost names but the one it untaps (CR 601.2c)
        only = frozenset(pid for h in r.groups for pid in h.ids if pid != ea.untaps)
    victims = tuple(tuple(h for h in _victims(f, g, r.groups, only, r.traits) if not r.anchors.intersection(
        r.groups[h].ids)) for f in a.cost.removes_others)
    tapped = tuple(_tap_victims(f, g, r.groups, a.cost.tap, r.traits, r.retapped) for f in a.cost.taps)
    sac_self = costparts.removes_self(ctx)
    if why is None:
        why = _cost_why_not(r, g, a, victims, tapped, sac_self)
    costed = is_costed(a.cost.mana)
    life_cost, life_effect, life_trigger = _life_parts(ea, g)
    once = costparts.is_once(ctx)
    retap = ea.origin == RETAP
    # tapped again after an untap alone: it waits for a later layer (:func:`~.model.add_instance_constraints`)
    waits = retap or (retapped and (a.cost.tap or sac_self)) or any(h in r.retapped for entry in tapped
                                                                     for h in entry)
    more = r.extra.get(g.index, 0) if retapped and a.cost.tap and not sac_self else 0
    cap, why = _cap(ctx, why, once, victims, tapped, r.sizes, life_cost, r.extra, more)
    return dict(
        index=index, group=g.index, ability_index=ai, ability=a, cap=cap, why_not=why, once=once,
        sacrifices_self=sac_self, costed=costed, retap=retap,
        layered=costed or bool(a.cost.removes_others) or (sac_self and layered_perm) or waits,
        victims=victims, life=life_cost + life_effect + life_trigger, label=f"{g.ids[0]}:{ai}", choices=choices,
        tapped=tapped, life_cost=life_cost, life_effect=life_effect, life_trigger=life_trigger,
        output=ea.output if why is None else Y.NOTHING, effective=ea, left_out=left_out, doubles=doubles_pool(ea),
        counts=_counts(r, g, ea) + _released_reads(r, g, a),
    )


def _released_reads(r: _Reading, g: SourceGroup, a: ManaAbility) -> tuple[str, ...]:
    """The released effect sources (:func:`released_sources`) whose leaving changes what an ability of ``g`` adds,
    costs or may take: one of ``g``'s permanents is changed, or the ability's cost removes or taps others and some
    permanent's types or colours are (what its filter reads). The model keeps it before their removal, as it keeps
    a count (:func:`~.model._counts_before_removals`, CR 611.3a: a static ability's effect ends as its source
    leaves)."""
    return tuple(pid for pid, (changed, retyped) in r.released.items() if pid not in g.ids and (
        changed & set(g.ids) or (retyped and (a.cost.removes_others or a.cost.taps))))


def _counts(r: _Reading, g: SourceGroup, ea: EffectiveAbility) -> tuple[str, ...]:
    """:func:`~.counts.board_reads` of the ability, read from the permanent whose mana it is: for an untapper's
    activation (:mod:`.untappers`), the permanent it untaps and taps again."""
    if ea.origin == RETAP:
        return ()  # it adds nothing
    if not ea.untaps:
        return board_reads(ea, g.view, r.views)
    owner = r.views.get(ea.untaps)
    key = ea.key.removesuffix(RECOUNT)
    tapped = [a for a in (owner.abilities if owner is not None else ()) if key.endswith(f":untap:{owner.id}:{a.key}")]
    return board_reads(tapped[0], owner, r.views) if tapped else tuple(r.views)


def _concrete_choices(ea: EffectiveAbility) -> tuple[tuple, str | None, bool]:
    """``pay``'s concrete choices of an ability: the combinations of its yield, in WUBRGC order — or none, with the
    reason and "left out", when there are more than :data:`~manaplan.solver.effective.CHOICES_LIMIT`."""
    n = ea.output.count_choices()
    if n > CHOICES_LIMIT:
        return (), f"too many ways to choose its mana ({n}) for a plan that names each mana", True
    return ea.output.choices(), None, False


def _cost_why_not(r: _Reading, g: SourceGroup, a: ManaAbility, victims: tuple[tuple[int, ...], ...],
                  tapped: tuple[tuple[int, ...], ...], sac_self: bool) -> str | None:
    """Why the cost's other permanents make an ability unusable: nothing to untap, sacrifice, exile, return or tap; or
    it removes a permanent whose effects the plan's mana counts on (:data:`LEAVES_WITH_EFFECT`)."""
    why = untap_why_not(a.cost, g.permanent, r.board, r.chars, r.untaps)
    if why is None and any(not v for v in victims):
        first = [bool(v) for v in victims].index(False)
        verb = ("sacrifice" if first < len(a.cost.sacrifices) else
                "exile" if first < len(a.cost.sacrifices) + len(a.cost.exiles) else "return")
        why = f"nothing to {verb} ({a.cost.removes_others[first].text})"
    if why is None and any(not v for v in tapped):
        why = f"nothing untapped to tap ({a.cost.taps[[bool(v) for v in tapped].index(False)].text})"
    if why is None and sac_self and r.anchors.intersection(g.ids):
        why = LEAVES_WITH_EFFECT
    return why


def _life_parts(ea: EffectiveAbility, g: SourceGroup) -> tuple[int, int, int]:
    """Life lost per activation, in three parts (:class:`~manaplan.solver.core.values.AbilityUse`): paid as a cost
    (CR 119.4), lost as the ability resolves (CR 605.3b), and dealt by triggers when it taps the permanent (City of
    Brass, CR 603.3)."""
    a = ea.ability
    tap_damage = g.view.tapped_damage if a.cost.tap else 0
    trigger_life = ea.trigger_damage + tap_damage
    effect_life = a.damage_to_you - ea.trigger_damage + a.life_loss
    return a.cost.life, effect_life, trigger_life


def _cap(ctx: costparts.Context, why: str | None, once: bool, victims: tuple[tuple[int, ...], ...],
         tapped: tuple[tuple[int, ...], ...], sizes: dict[int, int], life_cost: int,
         extra: dict[int, int], more: int) -> tuple[int | None, str | None]:
    """The most activations of the whole group and why none, when none: 0 for an unusable ability; else the bound
    of its resources (:func:`_resource_cap`), at most one per permanent when it is once per permanent (``more``
    for the untaps alone of its permanent, :data:`~.untappers.RETAP`); None when only mana bounds it. ``extra``: the
    untaps alone of the groups its cost may tap, each one more permanent to tap."""
    if why is not None:
        return 0, why
    cap = _resource_cap(ctx, victims, tapped, sizes, life_cost, extra)
    if once:
        cap = ctx.size + more if cap is None else min(cap, ctx.size + more)
    if cap == 0:
        why = "its costs cannot be paid"
    return cap, why


def _bound_by_mana(pending: list[dict], board: Board, repeat_cap: int) -> None:
    """Repeatable abilities bounded by mana only: a converter (adds no more than it costs) is used at most as often
    as the rest of the board's mana allows; one that adds more than it costs, or costs nothing, is unbounded (an
    infinite-mana engine) and counted up to ``repeat_cap``."""
    base_mana = sum(board.pool.counts) + sum(
        d["cap"] * d["output"].amount for d in pending if d["cap"] is not None)
    for d in pending:
        if d["cap"] is None:
            m = least_mana(d["ability"].cost.mana)
            amount = d["output"].amount
            d["cap"] = max(1, base_mana // m) if 1 <= m and amount <= m else repeat_cap


def _layer_life_effects(pending: list[dict]) -> None:
    """Life paid as a cost later in a plan (Mana Confluence after Sol Ring's mana paid it …): an ability whose own
    effect costs life (a painland's damage) may wait for the layer its mana is needed in, so the life rule (CR
    119.4) sees its damage only when it has happened; without life costs on the board nothing changes."""
    if any(d["life_cost"] or has_phyrexian(d["ability"].cost.mana) for d in pending if d["cap"]):
        for d in pending:
            if d["life_effect"] and d["cap"]:
                d["layered"] = True


# -------------------------------------------------------------------------------------------------- why not
def _no_mana_reason(a: EffectiveAbility) -> str:
    """Why an ability adds nothing on this board, in a player's words."""
    if a.problem:
        return a.problem
    base = a.base.output
    if isinstance(base, Reflect):
        if a.victims is not None or a.base.cost.removes_others:
            return "nothing it may sacrifice could produce mana (CR 106.5)"
        return "no permanent it looks at could produce mana (CR 106.5, 106.7)"
    if isinstance(base, CommanderColor):
        return "adds no mana: the board names no commander colours"
    if isinstance(base, ChosenColor):
        return f"adds no mana: no {'type noted' if base.noted else 'colour chosen'} for it on the board"
    return "adds no mana here"


def why_not(a: EffectiveAbility, group: SourceGroup, board: Board, traits: Callable[[Permanent], Traits],
            timing: str, *, retapped: bool = False) -> tuple[str | None, bool]:
    """Why one ability of a group cannot be used, and whether that is because something is not supported (then it
    is listed as left out of the answer). Every part of the ability is checked through :mod:`.costparts`; a
    permanent an untapper may untap alone (``retapped``, :data:`~.untappers.RETAP`) as if untapped (the model counts
    its taps against its untaps)."""
    ability, p = a.ability, group.permanent
    if retapped and p.tapped:
        p = replace(p, tapped=False)
    why = costparts.unsupported_reason(ability)
    if why is not None:
        return why, True
    condition = ability.condition
    if condition is not None:  # every field checked on the board, or the ability left out (solver/rules/conditions.py)
        why = condition_why_not(condition, p, board, timing="priority" if timing == "casting" else timing,
                                traits=traits)
        if why is not None:
            return why, why.startswith(NOT_SUPPORTED)
        if timing == "casting" and condition.instant_speed and (ability.cost.discard or ability.cost.discard_hand):
            return ("only as an instant: it would be activated before the spell is cast, and discarding would take "
                    "the spell from your hand (CR 601.2)"), False
    for kind, _ in ability.counter_changes:
        others = [b for b in group.parsed.mana_abilities if b is not ability]
        if not one_shot(ability) or any(kind in {k for k, _ in b.cost.remove_counters} | {sacrifice_rider(b)}
                                         for b in others):
            return f"{kind} counters it changes are not tracked yet", True
    if doubles_pool(a):
        if a.problem:  # Mana Reflection or Kinnan would change what it adds (solver/effective/outputs.py): not followed
            return a.problem, True
    elif a.output.empty and a.origin != RETAP:
        return _no_mana_reason(a), False
    ctx = costparts.Context(ability, p, group.card_types, group.size, board)
    return costparts.why_not(ctx), False


#: Why a permanent whose effects change the board's mana does not leave it by a cost of the plan.
LEAVES_WITH_EFFECT = ("it would take its effects on the rest of the plan's mana with it (a plan that removes it is "
                      "not looked for)")


def effect_sources(effective: EffectiveBoard, *, later_casts: bool = True) -> frozenset[str]:
    """The ids of your permanents whose effects in force change what other abilities make, cost or may pay
    (replacements, grants, land types, triggered mana, spending permissions, reductions, prohibitions, haste …).

    The sources of cost reductions in force (Goblin Electromancer, Goblin Warchief) count too when spells may be cast
    after the mana is made (``later_casts``): ``turn`` prices every later spell with them there (CR 601.2f). A plan
    never sacrifices or exiles one of them, nor lets one remove itself: the payment and production models apply the
    effects of the board as given to every activation, so an activation after such a permanent left would be counted
    with effects no longer in force (CR 611.2, 613: a static ability's effect ends when its source leaves the
    battlefield). Leaving them out may miss a plan, never make a wrong one. Effects that do not last past their own
    permanent's use — triggered mana on events, its own untap or activated abilities, an ability that untaps another
    permanent (Arbor Elf, Voltaic Key: activations of its own group, none once it left, :mod:`.untappers`) — do not
    count.

    Without later casts (one payment: ``pay``, a spell's cost whose total is locked in before its mana abilities are
    activated, CR 601.2f-h; ``produce``) two kinds of effect change no activation, and their sources may be
    sacrificed like any other permanent: a cost reduction, and haste when no permanent of yours that came this turn
    has a ``{T}`` or ``{Q}`` mana ability (haste matters for nothing else here, CR 302.6).

    Parameters
    ----------
    effective : EffectiveBoard
    later_casts : bool
        Spells may be cast after the mana is made, priced with the board's reductions (``turn``).

    Returns
    -------
    frozenset of str

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> from manaplan.solver.effective import effective_board
    >>> sorted(effect_sources(effective_board(parse_inline("Nyxbloom Ancient, Ashnod's Altar, Llanowar Elves"))))
    ['Nyxbloom Ancient#1']
    >>> effective = effective_board(parse_inline("Goblin Warchief, Skirk Prospector"))
    >>> sorted(effect_sources(effective)), sorted(effect_sources(effective, later_casts=False))
    (['Goblin Warchief#1'], [])
    >>> sorted(effect_sources(effective_board(parse_inline("Goblin Warchief, Skirk Prospector, Llanowar Elves (sick)")),
    ...                       later_casts=False))  # an Elf that came this turn: haste may matter (not read by scope)
    ['Goblin Warchief#1']
    """
    ids = {p.id for p in effective.board.permanents if p.is_yours}
    # a cost reduction in force (Goblin Electromancer): in a turn, a spell cast after it left would cost more
    reducers = {source for change, source in effective.casting.cost_changes if change.amount < 0} if later_casts \
        else set()
    changes_power = any(isinstance(e.effect, ModifiesPowerToughness) for e in effective.effects)
    inert = (() if later_casts or _haste_matters(effective) else (Haste,)) + (
        (ModifiesPowerToughness,) if changes_power and not power_gates(effective) else ())
    return frozenset(e.source for e in effective.effects
                     if e.source in ids and not isinstance(e.effect, (EventMana, UntapAbility, Untapper, Activated,
                                                                      *inert))) | (
        reducers & ids)


def _haste_matters(effective: EffectiveBoard) -> bool:
    """Some permanent of yours that came under your control this turn has a ``{T}`` or ``{Q}`` mana ability: haste
    decides whether it may be activated (CR 302.6)."""
    return any(v.permanent.is_yours and v.permanent.sick and any(a.ability.cost.tap or a.ability.cost.untap
                                                                 for a in v.abilities)
               for v in effective.views)


def released_sources(effective: EffectiveBoard, yours: list[PermanentView],
                     effective_of: Callable[[Board], EffectiveBoard], *, later_casts: bool = False
                     ) -> dict[str, tuple[frozenset[str], frozenset[str]]]:
    """The permanents whose effects are in force (:func:`effect_sources`, one payment: no later casts) that a cost of
    yours may remove all the same (Goldspan Dragon to Ashnod's Altar after its Treasures were sacrificed), each with
    the ids of your sources its leaving changes — the board without it (``effective_of``) differs in those views only
    (their abilities, types, colours, haste …), not in how mana may be spent — and of those whose types or colours
    it changes (a view with the untappers' and fetches' joined abilities counts as changed: conservative). The
    model keeps every activation of a changed one, and every one whose cost removes or taps others where types or
    colours change, before its removal (:func:`_released_reads`),
    and names the plans that order leaves out (:func:`~.counts.removed_first`): an answer is then proven where no
    such plan is better. Not released: a source an untapper's activation depends on through another than what it
    reads (:mod:`.untappers`), one whose removal nothing names. With ``later_casts`` (``turn``, whose board holds
    what may enter this turn, each a source of its own there) not one that changes how spells are cast either (a
    cost reduction, a ban, a permission: :attr:`~manaplan.solver.effective.EffectiveBoard.casting`), for a spell
    cast after it left would be priced with it.

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> from manaplan.solver.effective import effective_board
    >>> eb = effective_board(parse_inline("Goldspan Dragon, Treasure, Ashnod's Altar, Forest"))
    >>> {k: (sorted(v), sorted(t)) for k, (v, t) in released_sources(eb, list(eb.yours), effective_board).items()}
    {'Goldspan Dragon#1': (['Treasure#1'], [])}
    """
    filters = [f for v in yours for a in v.abilities for f in a.ability.cost.removes_others]
    if not filters:
        return {}
    views = {v.id: v for v in yours}
    out: dict[str, tuple[frozenset[str], frozenset[str]]] = {}
    for pid in sorted(effect_sources(effective, later_casts=later_casts)):
        v = views.get(pid)
        if v is None:
            continue
        p = v.permanent
        if not any(f.matches(v.card_types, v.subtypes, v.colors, supertypes=v.supertypes, is_token=p.is_token,
                             power=p.current_power, name=p.name) for f in filters):
            continue  # no cost may take it
        without = effective_of(replace(effective.board, permanents=tuple(
            q for q in effective.board.permanents if q.id != pid and q.attached_to != pid)))
        if without.spend_permissions != effective.spend_permissions:
            continue
        if later_casts and without.casting != effective.casting:
            continue  # Goblin Warchief's reduction: a later spell would cost more
        there = {w.id: w for w in without.yours}
        changed = frozenset(w.id for w in yours if w.id != pid and there.get(w.id) != w)
        if any(a.untaps is not None and a.reads is not None and pid not in a.reads and (w.id in changed
               or a.untaps in changed) for w in yours for a in w.abilities):
            continue
        retyped = frozenset(w.id for w in yours if w.id in changed and w.id in there and (
            there[w.id].card_types, there[w.id].subtypes, there[w.id].supertypes, there[w.id].colors) != (
            w.card_types, w.subtypes, w.supertypes, w.colors))
        out[pid] = (changed, retyped)
    return out


def held_back(effective: EffectiveBoard, groups: list[SourceGroup], yours: list[PermanentView],
              uses: list[AbilityUse], *, later_casts: bool = True,
              released: frozenset[str] = frozenset()) -> list[tuple[str, str, str]]:
    """The permanents whose effects are in force (:func:`effect_sources`) that an ability's cost could sacrifice or
    exile (Goblin Warchief to Ashnod's Altar), or that would remove themselves — plans the models do not look for,
    since they apply the board's effects to every step: (the permanent's id, the ability, why), so an answer over the
    other plans is not called proven. ``later_casts``: as :func:`effect_sources`'s; ``released``: those the model
    lets costs remove (:func:`released_sources`).

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> from manaplan.solver.analysis import analysed
    >>> [pid for pid, _ in analysed(parse_inline("Goblin Warchief, Ashnod's Altar")).activations().unproven]
    ['Goblin Warchief#1']
    """
    anchors = effect_sources(effective, later_casts=later_casts) - released
    if not anchors and not any(u.effective is not None and u.effective.untaps and u.ability.cost.removes_others
                               for u in uses):
        return removed_first(groups, uses)
    views = {v.id: v for v in effective.views}
    views.update((v.id, v) for v in yours)

    def traits(p: Permanent) -> Traits:
        v = views[p.id]
        return Traits(v.card_types, v.subtypes, v.supertypes, v.colors)
    out: list[tuple[str, str, str]] = []
    for u in uses:
        g = groups[u.group]
        if u.why_not == LEAVES_WITH_EFFECT:
            out.append((g.ids[0], u.ability.text or u.ability.describe(), LEAVES_WITH_EFFECT))
            continue
        if u.why_not is not None and not u.why_not.startswith(("nothing to sacrifice", "nothing to exile",
                                                                    "nothing to return")):
            continue
        ea = u.effective
        only = frozenset(ea.victims) if ea is not None and ea.victims is not None else None
        for f in u.ability.cost.removes_others:
            for h in _victims(f, g, groups, only, traits):
                for pid in anchors.intersection(groups[h].ids):
                    out.append((pid, f"{_REMOVED_BY}{g.ids[0]}: {u.ability.text or u.ability.describe()}",
                                "its effects are in force, and a plan that removes it after using them is not "
                                "looked for"))
        out += _untapped_counts(u, g, groups, only, traits, uses)
    return out + removed_first(groups, uses)


def _untapped_counts(u: AbilityUse, g: SourceGroup, groups: list[SourceGroup], only: frozenset[str] | None,
                     traits: Callable[[Permanent], Traits], uses: list[AbilityUse]) -> list[tuple[str, str, str]]:
    """The permanents an untapper's cost could return or sacrifice but its activation may not take (:mod:`.untappers`:
    one the permanent it untaps counts, Priest of Titania's Elf, or any where that permanent's mana reads the board
    otherwise): a plan that removes one and taps the untapped permanent again for what is left is not looked for, so
    an answer over the other plans is not called proven. The permanent it untaps is no such plan (returned, it is
    not tapped again: CR 400.7); nor is one its version that takes a counted permanent may take, where that version
    is used (:func:`_settle_recounts`)."""
    ea = u.effective
    if only is None or ea is None or ea.untaps is None or ea.gone:
        return []
    if any(w.usable and w.effective is not None and w.effective.key == ea.key + RECOUNT for w in uses):
        return []  # its version that takes one it counts is modelled (:func:`_settle_recounts`)
    taken = [pid for f in u.ability.cost.removes_others for h in _victims(f, g, groups, None, traits)
             for pid in groups[h].ids if pid not in only and pid != ea.untaps]
    if not taken:
        return []
    names = ", ".join(taken[:3]) + (f" and {len(taken) - 3} more" if len(taken) > 3 else "")
    return [(names, f"{_REMOVED_BY}{g.ids[0]}: {u.ability.text or u.ability.describe()}",
             f"{ea.untaps}'s mana counts {'it' if len(taken) == 1 else 'them'}, and a plan that removes one before "
             f"{ea.untaps} is tapped again is not looked for")]


_REMOVED_BY = "removed by "


def ordered_recounts(pb, when: str = "with a cost to keep", *, every: bool = False) -> tuple[tuple[str, str], ...]:
    """The untappers' activations the core orders before the removals of what the permanents they untap count
    (:func:`_settle_recounts`), where another activation may remove one of those, each as (untapper id, why), for a
    command whose plans that order may miss: with a kept cost (a second phase, :mod:`~manaplan.solver.core.model`),
    a plan may remove such a permanent for the payment and untap in the keep phase for what is left (moving the untap
    into the payment would change what the payment removes); ``turn``'s casts may sacrifice one, or what the untap
    takes may enter only later. An answer over the other plans is then not called proven.

    Parameters
    ----------
    pb : PaymentBoard
    when : str
        The case, as the note begins.
    every : bool
        Name every such activation, whatever else may remove a permanent it counts (``turn``'s casts that sacrifice
        are not among ``pb``'s uses).

    Returns
    -------
    tuple of (str, str)
    """
    out = []
    for u in pb.uses:
        ea = u.effective
        if not (u.usable and ea is not None and ea.reads and ea.victims is not None):
            continue
        if not every and not _removed_by_others(pb, u) & set(ea.reads):
            continue
        out.append((ea.key.split(":untap:")[0], f"{ea.text}: {when}, a plan that removes a permanent {ea.untaps}'s "
                    f"mana counts before {ea.untaps} is untapped and tapped again is not looked for"))
    return tuple(dict.fromkeys(out))


def _removed_by_others(pb, u: AbilityUse) -> set[str]:
    """The permanents the usable activations but ``u``'s own untapper's (one activation each turn, whatever it
    untaps) may remove: their cost's victims, and those that sacrifice themselves."""
    own = (u.group, u.effective.shares_cap) if u.effective is not None and u.effective.shares_cap else None
    out: set[str] = set()
    for w in pb.uses:
        if not w.usable or (own is not None and w.effective is not None
                            and (w.group, w.effective.shares_cap) == own):
            continue
        out.update(pid for entry in w.victims for h in entry for pid in pb.groups[h].ids)
        if w.sacrifices_self:
            out.update(pb.groups[w.group].ids)
    return out


def remover_of(text: str) -> str | None:
    """The id of the permanent whose ability's cost may remove a permanent whose effects are in force, read off a
    :func:`held_back` entry's text (as :attr:`~.values.PaymentBoard.unproven` has it); None for another entry.

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> from manaplan.solver.analysis import analysed
    >>> pb = analysed(parse_inline("Goblin Warchief, Ashnod's Altar")).activations()
    >>> [remover_of(text) for _, text in pb.unproven]
    ["Ashnod's Altar#1"]
    >>> remover_of("summoning sick") is None
    True
    """
    if not text.startswith(_REMOVED_BY):
        return None
    m = re.match(r"(.+?#\d+): ", text[len(_REMOVED_BY):])
    return m.group(1) if m else None


def _victims(filt: PermanentFilter, own: SourceGroup, groups: list[SourceGroup],
             only: frozenset[str] | None = None,
             traits: Callable[[Permanent], Traits] | None = None) -> tuple[int, ...]:
    """The groups whose permanents ``filt`` ("a creature", "a black or artifact creature") may take; ``only``: the
    ids the effective board allows (one value of "the sacrificed creature's power"); ``traits`` give colours and
    supertypes (without them a filter that needs them takes nothing)."""
    out = []
    for g in groups:
        if only is not None and not set(g.ids) <= only:
            continue
        if filt.another and g.index == own.index:
            continue
        if filt.untapped and g.tapped:
            continue
        t = traits(g.permanent) if traits is not None else None
        p = g.permanent
        if filt.matches(g.card_types, g.subtypes, t.colors if t is not None else None,
                        supertypes=t.supertypes if t is not None else None, is_token=p.is_token,
                        power=p.current_power, name=p.name):
            out.append(g.index)
    return tuple(out)


def _tap_victims(filt: PermanentFilter, own: SourceGroup, groups: list[SourceGroup], tap_self: bool,
                 traits: Callable[[Permanent], Traits] | None = None,
                 retapped: frozenset[int] = frozenset()) -> tuple[int, ...]:
    """The groups whose permanents "Tap an untapped … you control" (``filt``) may tap: untapped at the start, or
    untapped alone by an untapper (``retapped``, :data:`~.untappers.RETAP`; any other permanent tapped by the plan
    is never untapped again in it, see :mod:`~manaplan.solver.core.model`), and fitting the filter; not the
    ability's own group of one when the cost also taps it with ``{T}`` (it cannot be tapped twice, CR 601.2h).
    Summoning sickness does not matter (CR 302.6)."""
    out = []
    for h in _victims(replace(filt, untapped=False), own, groups, None, traits):
        g = groups[h]
        if (g.tapped and h not in retapped) or (tap_self and h == own.index and g.size == 1):
            continue
        out.append(h)
    return tuple(out)


def untap_activations(abilities_per_permanent) -> int:
    """How many activations of abilities whose cost untaps an opponent's permanent ("Untap a tapped land an
    opponent controls", Benthic Explorers) your permanents allow: one per permanent and such ability that taps,
    untaps or sacrifices its permanent, two (that is, "more than one") for any other."""
    n = 0
    for abilities in abilities_per_permanent:
        for a in abilities:
            if a.cost.untaps_opponents:
                n += 1 if (a.cost.tap or a.cost.untap or a.cost.sacrifice_self) else 2
    return n


def untap_why_not(cost, permanent: Permanent, board: Board,
                  chars: Callable[[Permanent], tuple[frozenset[str], frozenset[str]]], activations: int) -> str | None:
    """Why a cost that untaps an opponent's tapped permanent cannot be used, or None. Honoured exactly only when it is
    the board's one such activation: with two, which permanent each untaps (never the same one twice) would decide
    what they add, and that is not modelled. An opponent's permanent the board does not list is never assumed."""
    if not cost.untaps_opponents:
        return None
    if activations > 1:
        return "more than one activation that untaps an opponent's permanent is not supported"
    for f in cost.untaps_opponents:
        if not any(q.controller != permanent.controller and q.tapped and f.matches(*chars(q))
                   for q in board.permanents):
            return f"nothing to untap ({f.text}) on the board"
    return None


def _resource_cap(ctx: costparts.Context, victims: tuple[tuple[int, ...], ...], tapped: tuple[tuple[int, ...], ...],
                  sizes: dict[int, int], life_per_use: int, extra: dict[int, int]) -> int | None:
    """The most activations the ability's non-mana costs allow the whole group (counters, life, toughness, cards,
    permanents to sacrifice, ``victims``, or to tap, ``tapped``: each as often as it is untapped alone too,
    ``extra``); None when nothing but mana bounds it. ``life_per_use`` is the life paid as a cost (CR 119.4: all
    of it, at most your life total); damage and life loss don't bound it."""
    caps: list[int] = []
    c = costparts.bound(ctx)
    if c is not None:
        caps.append(c)
    if life_per_use:  # never 0 here: the model's life rule, and its diagnosis, speak for life
        caps.append(max(1, max(0, ctx.board.life) // life_per_use))
    entries = victims + tapped
    tapping = [False] * len(victims) + [True] * len(tapped)

    def size(h: int, taps: bool) -> int:
        return sizes[h] + (extra.get(h, 0) if taps else 0)
    for entry, taps in zip(entries, tapping):
        caps.append(sum(size(h, taps) for h in entry))
    if entries:
        caps.append(sum(sizes[h] + extra.get(h, 0) for h in set().union(*entries)) // len(entries))
    return min(caps) if caps else None
