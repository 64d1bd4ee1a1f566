"""Abilities that untap another permanent: a land, a creature or an artifact of yours tapped for mana again (issue
24).

"Tap an untapped creature you control: Untap target basic land." (Earthcraft), "{T}: Untap target Forest." (Arbor
Elf), "{1}, {T}: Untap target artifact." (Voltaic Key) have a target, so they are no mana abilities (CR 605.1a): they
are activated before the spell is cast, when you have priority, and the permanent they untap can then be tapped for
mana again (CR 106.12). The builder (:func:`untap_abilities`) joins the two into one activation of the untapper for
each permanent of yours it may untap and each plain ``{T}`` mana ability of that permanent: the untapper's cost (for
Earthcraft, a creature of yours tapped, each creature once; a summoning-sick one too, for the ``{T}`` is not in its
own ability's cost, CR 302.6) and what the untapped permanent's ability adds, worked out on the board with every
effect in force (Wild Growth's extra {G}, Mana Reflection).

Each activation counts as one more tap of the permanent: a plan that also taps it itself gets both, as the player
taps it, untaps it and taps it again; a plan that does not tap it first is shown one mana fewer than it could have (a
plan missed at most, never a mana that is not there).

An untap may serve more than the permanent's plain ``{T}``: the permanent tapped again for another's cost ("Tap three
untapped Elves you control", Heritage Druid: Quirion Ranger untapping an Elf it tapped, CR 302.6; the untapper itself
where its cost does not tap it, Wirewood Symbiote for Earthcraft's), for a mana ability of its own that is not a
plain ``{T}`` one (a filter land's "{1}, {T}"), or for an untap of its own (Arbor Elf's, again). Where every such use
adds a fixed amount (:func:`_retappable`), every untapper that may untap the permanent gets an activation that
untaps it alone and adds nothing (:data:`RETAP`, :func:`_untap_alone`) instead of the joined ones: the activation
model counts it as one more tap of the permanent for any use, in a later layer (two untaps may feed one Heritage
Druid). Elsewhere (Priest of Titania's count, Mox Opal's condition, Gem Bazaar's colour chosen again) the uses the
joined activations miss are named, left out, so that no answer over the other plans is called proven
(:func:`_uses_left_out`). Never counted: the untapper itself by a joined activation (its own untap is an
:class:`~manaplan.models.effects.UntapAbility`), a creature that can't tap yet (CR 302.6), and a permanent the
untapper's cost could tap (Earthcraft's creature that is also a basic land: tapped for the cost, it is the same
tap), and an ability that chooses its next colour at random (Gem Bazaar: tapped again, it adds a colour no board
gives). An untapper whose abilities can't be activated (CR 602.5) or whose permanent lost its abilities adds nothing;
one made dearer (Suppression Field, CR 602.2b) costs that much more.

A cost that returns another permanent to its owner's hand ("Return a Forest you control to its owner's hand: Untap
target creature. Activate only once each turn.", Quirion Ranger) takes it as a sacrifice does: the permanent leaves
the battlefield, perhaps after it was tapped for mana, and is a new object if it comes back (CR 400.7), which the
plan does not replay (a land played again from your hand: a plan missed). It is never the permanent untapped
(:func:`_victims`); "Activate only once each turn" caps the untapper's activations together, whatever they untap
(:attr:`~manaplan.solver.effective.EffectiveAbility.shares_cap`, CR 602.5b); and no untapper's activation untaps a
permanent after it left (the activation model's layers, :mod:`~manaplan.solver.core.model`).

A permanent the untapped one's mana counts (Priest of Titania's Elves, Marwyn's power changers: :func:`_reads`)
changes what it adds tapped again, for the count is taken as the ability resolves (CR 605.3b). The activation that
takes none of them adds what the board gives; where the count is one of permanents (:func:`_one_fewer`), a second
version takes one of them and adds one fewer (Wirewood Symbiote returning an Elf already tapped for mana, or one
with no mana ability, to untap Priest of Titania: the Elves less that one). Both are kept before any other removal
of what they count (:attr:`~manaplan.solver.effective.EffectiveAbility.reads`, the activation model), and where that
order could lose a plan, the second version is not used and those plans stay named, not looked for
(:func:`~.uses.held_back`).

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> from manaplan.solver.effective import effective_board
>>> eb = effective_board(parse_inline("Earthcraft, Forest, Llanowar Elves"))
>>> joined, left_out = untap_abilities(eb, list(eb.yours))
>>> [(a.ability.cost.describe(), a.output.text, a.untaps) for a in joined["Earthcraft#1"]], left_out
([('Tap an untapped creature you control', '[G]', 'Forest#1')], [])
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace

from ...models.ability import (ActivationCondition, ActivationCost, AnyOneColor, Counted, ManaAbility, PermanentCount,
                               Produce, SelfStat)
from ...models.costs import ManaCost
from ...models.effects import UntapAbility, Untapper, UntapsEntering
from ...models.oracle.parser import parse_card
from ...models.oracle.text import mark_self, self_names, strip_reminder_text
from ..effective import EffectiveAbility, EffectiveBoard, PermanentView
from ..effective.counting import counted
from ..rules import yields as Y
from ..rules.conditions import Traits, printed_traits
from ..rules.conditions import why_not as condition_why_not

__all__ = ["UNTAP", "RETAP", "RECOUNT", "untap_abilities", "never_untapped", "untaps_others", "may_untap_another"]

#: The origin of an untapper's activation (:attr:`~manaplan.solver.effective.EffectiveAbility.origin`).
UNTAP = "untaps a permanent"
#: The origin of an untapper's activation that untaps a permanent and adds nothing: the activation model counts it as
#: one more tap of that permanent, for any use after it (Heritage Druid's "Tap three untapped Elves you control").
RETAP = "untaps a permanent for any use"
#: The end of the key of an untapper's activation whose cost takes a permanent the untapped one counts.
RECOUNT = ":recount"


def _tapped_by_cost(cost: ActivationCost, v: PermanentView) -> bool:
    """Whether the untapper's cost could tap ``v`` ("Tap an untapped creature you control")."""
    return any(v.fits(f) for f in cost.taps)


def _victims(cost: ActivationCost, target: PermanentView, ability: EffectiveAbility,
             views: dict[str, PermanentView]) -> tuple[str, ...] | None:
    """The permanents a cost that returns or sacrifices another may take (None when it takes none): any of yours
    but the one it untaps (Wirewood Symbiote's Elf returned is gone, so it can't be untapped and tapped again, CR
    400.7), and none the untapped permanent's mana counts (Priest of Titania tapped again after an Elf left adds one
    mana fewer), nor one that changes it where its mana is its own power (Marwyn and an anthem): all of them where
    its mana reads the board otherwise (a plan missed, named by :func:`~.uses.held_back`, never a mana that is not
    there)."""
    if not cost.removes_others:
        return None
    output = ability.base.output
    if isinstance(output, Counted) and isinstance(output.count, SelfStat):
        # its own power or toughness (Marwyn): changed only by what changes it (an anthem, an Aura), never by a Forest
        changers = {source for source, _ in target.changed_by}
        return tuple(pid for pid in views if pid != target.id and pid not in changers)
    if isinstance(output, Counted) and isinstance(output.count, PermanentCount):
        counted = output.count.filter
    elif isinstance(output, (Produce, AnyOneColor)):
        counted = None
    else:
        return ()
    return tuple(pid for pid, v in views.items() if pid != target.id and (counted is None or not v.fits(counted)))


def _reads(ability: EffectiveAbility, target: PermanentView,
           views: dict[str, PermanentView]) -> tuple[str, ...] | None:
    """The permanents of yours whose leaving lowers what the untapped permanent's ability adds when it is tapped
    again: those its count may count (Priest of Titania's Elves; every one where the count reads the permanent's own
    chosen type or name, or its mana reads the board otherwise), those that change its power where its mana is its
    power (Marwyn and an anthem); none for a fixed amount (Llanowar Elves)."""
    output = ability.base.output
    others = {pid: v for pid, v in views.items() if pid != target.id}
    if isinstance(output, (Produce, AnyOneColor)):
        return ()
    if isinstance(output, Counted) and isinstance(output.count, SelfStat):
        changers = {source for source, _ in target.changed_by}
        return tuple(pid for pid in others if pid in changers)
    if isinstance(output, Counted) and isinstance(output.count, PermanentCount):
        count = output.count
        if count.chosen_type or "~" in count.filter.names:  # read with this permanent's choice or name: any
            return tuple(others)
        counted = replace(count.filter, min_power=0)  # its power as it is tapped again: any creature may count
        return tuple(pid for pid, v in others.items() if v.fits(counted))
    return tuple(others)


def _one_fewer(ability: EffectiveAbility, target: PermanentView) -> Y.Yield | None:
    """What the untapped permanent's ability adds tapped again with one permanent it counts gone (CR 400.7: Priest
    of Titania after an Elf was returned, one {G} fewer): its count less one, where the board's effects change
    nothing of its mana but the count (else None, no such version). A count never goes lower for one permanent gone
    (each counts once)."""
    output = ability.base.output
    if not (isinstance(output, Counted) and isinstance(output.count, PermanentCount)) or ability.notes:
        return None
    n = ability.output.amount - output.plus
    if ability.output.amount <= 0 or n <= 0:
        return None
    full, problem = counted(output, target.permanent, None, {}, n=n)
    if problem is not None or full != ability.output:
        return None
    less, problem = counted(output, target.permanent, None, {}, n=n - 1)
    return None if problem is not None else less


def _tap_costs(effective: EffectiveBoard, views: dict[str, PermanentView]) -> list[tuple[str, ActivationCost]]:
    """The costs on your permanents that tap others ("Tap three untapped Elves you control", Heritage Druid; an
    untapper's own, Earthcraft's creature), each with the id of the permanent whose ability it is: a permanent one of
    them may tap can be untapped and tapped again for it, a use :func:`untap_abilities` does not join (named)."""
    out = [(v.id, a.ability.cost) for v in views.values() for a in v.abilities
           if a.ability.cost.taps and a.problem is None and not a.output.empty]
    out += [(e.source, e.effect.cost) for e in effective.effects_of(Untapper)
            if e.effect.cost.taps and e.source in views]
    return out


def _removal_payable(cost: ActivationCost, target: PermanentView, views: dict[str, PermanentView]) -> bool:
    """Whether each "Return a Forest you control …" or "Sacrifice a …" part of an untapper's cost has a permanent of
    yours to take other than the one it untaps (CR 601.2h via 602.2b; the target returned is not untapped)."""
    return all(any(pid != target.id and w.fits(f) for pid, w in views.items()) for f in cost.removes_others)


def _uses_left_out(untapper: Untapper, v: PermanentView, target: PermanentView,
                   tap_costs: list[tuple[str, ActivationCost]], views: dict[str, PermanentView],
                   own_untaps: list[Untapper]) -> list[str]:
    """What an untap of ``target`` by ``v`` could do that a joined activation (:data:`UNTAP`) does not count, in
    words: the target tapped again for another's cost (Heritage Druid's "Tap three untapped Elves you control", the
    Druid itself among them; CR 302.6: a summoning-sick creature too, the {T} not in its own ability's cost), or for a
    mana ability of its own other than a plain ``{T}`` one (a filter land's "{1}, {T}", one with a condition, Gem
    Bazaar's colour chosen again), or for an untap of its own with ``{T}`` in its cost (``own_untaps``: Quirion Ranger
    untapping Arbor Elf, which untaps a Forest again). Each such untap makes a permanent tapped once more, so a plan
    with it may make more mana (two untaps: Heritage Druid's three Elves, two of them untapped, then tapped for
    Birchlore Rangers' one mana). :func:`untap_abilities` models them where the target may be untapped alone
    (:func:`_retappable`) and names them elsewhere.

    Not named: an untapper that can't be activated (nothing but the target to return, its ``{T}`` on a summoning-sick
    creature), an ability that takes its permanent away (:func:`_leaves`), and another's cost that the untapper
    itself could pay in the target's place where the untap taps the untapper ("{1}, {T}: Untap another target
    artifact", Manifold Key, beside Urza's "Tap an untapped artifact you control"): tapping the Key for Urza's cost
    instead gives the same mana with its tap alone, no {1} paid, no other permanent tapped once more — no level of
    any answer is better with the untap."""
    if not _removal_payable(untapper.cost, target, views):
        return []  # nothing to return or sacrifice for it but the target itself: no untap at all
    if untapper.cost.tap and v.permanent.summoning_sick and "Creature" in v.card_types and not v.haste:
        return []  # its {T} can't be paid (CR 302.6): no untap at all
    out = [f"{pid}'s cost" for pid, cost in tap_costs if (pid != target.id or not cost.tap)
           and not _tapped_by_cost(untapper.cost, target)
           and any(target.fits(f) and not (untapper.cost.tap and pid != v.id and v.fits(f)) for f in cost.taps)]
    if not (target.permanent.summoning_sick and "Creature" in target.card_types and not target.haste):
        out += [f'its "{a.ability.describe().rstrip(".")}"' for a in target.abilities
                if a.ability.cost.tap and not a.output.empty and a.problem is None and not _leaves(a.ability.cost)
                and (a.ability.cost != ActivationCost(tap=True) or a.ability.condition is not None
                     or a.ability.rechooses_color)]
        # Arbor Elf untapped to untap a Forest again
        out += [f'its "{u.text.rstrip(".")}"' for u in own_untaps if u.cost.tap]
    return out


def _leaves(cost: ActivationCost) -> bool:
    """Whether a cost takes its own permanent off the battlefield (Lotus Petal's sacrifice, a Spirit Guide's exile):
    used once, it is gone, so an untap can't let it be used again (CR 400.7)."""
    return bool(cost.sacrifice_self or cost.exile_self or cost.return_self)


def _left_out_words(missed: dict[str, list[str]]) -> str:
    """``missed`` (the uses of :func:`_uses_left_out` by target id) in a few words: the targets, then the uses."""
    targets = list(missed)
    uses = list(dict.fromkeys(use for said in missed.values() for use in said))
    who = ", ".join(targets[:3]) + (f" and {len(targets) - 3} more" if len(targets) > 3 else "")
    what = ", ".join(uses[:-1]) + " or " + uses[-1] if len(uses) > 1 else uses[0]
    return f"untapping {who} to tap it again for {what} is not counted"


def _fixed_output(a: EffectiveAbility) -> bool:
    """Whether what an ability adds reads nothing of the board: a fixed amount of fixed or any one colour, no colour
    chosen again (a joined untap, :data:`UNTAP`: what the permanent it untaps adds)."""
    return isinstance(a.base.output, (Produce, AnyOneColor)) and not a.base.rechooses_color


def _fixed(a: EffectiveAbility, lasting: bool = False) -> bool:
    """Whether an ability adds a fixed amount (:func:`_fixed_output`) and may be activated whenever (no condition;
    or, where ``lasting``, one that holds whatever the plan removes: :func:`_holds_throughout`): so a plan may
    activate it before or after anything else for the same mana."""
    return _fixed_output(a) and (a.base.condition is None or lasting)


def _removable(effective: EffectiveBoard, views: dict[str, PermanentView]) -> set[str]:
    """The permanents of yours some cost may take off the battlefield: a victim of a "Sacrifice …", "Exile …" or
    "Return … to its owner's hand" part (an untapper's too), or one whose own ability removes it (Lotus Petal)."""
    filters = [f for v in views.values() for a in v.abilities for f in a.ability.cost.removes_others]
    filters += [f for e in effective.effects_of(Untapper) for f in e.effect.cost.removes_others]
    return {pid for pid, v in views.items()
            if any(v.fits(f) for f in filters) or any(_leaves(a.ability.cost) for a in v.abilities)}


def _holds_throughout(a: EffectiveAbility, target: PermanentView, effective: EffectiveBoard,
                      views: dict[str, PermanentView], removable: set[str]) -> bool:
    """Whether an ability's condition on the permanents you control (Mox Opal's "three or more artifacts", CR
    602.5b) holds on the board with every permanent a cost may remove gone (``removable``, :func:`_removable`): then
    it holds at any moment of a plan, its activation tapped again after an untap too. A condition with any other part
    is not so read (False)."""
    condition = a.base.condition
    if condition is None:
        return True
    if replace(condition, you_control=()) != ActivationCondition() or not condition.you_control:
        return False
    gone = removable - {target.id}
    board = replace(effective.board, permanents=tuple(p for p in effective.board.permanents if p.id not in gone))

    def traits(p):
        v = views.get(p.id)
        return Traits(v.card_types, v.subtypes, v.supertypes, v.colors) if v is not None else printed_traits(p)
    return condition_why_not(condition, target.permanent, board, traits=traits, timing="priority") is None


def _retappable(target: PermanentView, views: dict[str, PermanentView], joined: dict[str, list[EffectiveAbility]],
                untappers: list, effective: EffectiveBoard, removable: set[str]) -> bool:
    """Whether every use of ``target`` tapped again after an untap is modelled exactly by the untap alone
    (:data:`RETAP`): each ability of its own with ``{T}`` in the cost (its own untaps too, Arbor Elf's) and each
    other ability whose cost may tap it ("Tap three untapped Elves you control") adds what it adds whenever it is
    activated (:func:`_fixed`), and nothing else needs it untapped or tapped ("Sacrifice an untapped …", ``{Q}``).
    Then the activation model counts it as one more untapped permanent after the untap, and orders the plan so (CR
    701.26b: a permanent untapped may be tapped again for any cost)."""
    if target.permanent.tapped and target.permanent.entered:
        return False  # turn: enters tapped this turn (a land a spell puts there): an untap must wait for it, not read
    for a in target.abilities:  # its own {Q}, or a {T} ability tapped again that reads the board
        cost = a.ability.cost
        if cost.untap or (cost.tap and not _fixed(a, _holds_throughout(a, target, effective, views, removable))):
            return False
    if any(j.ability.cost.tap and not _fixed_output(j) for j in joined.get(target.id, ())):
        return False  # its own untaps that tap it (Arbor Elf's): what the land it untaps adds
    for v in views.values():
        for a in v.abilities:
            cost = a.ability.cost
            if any(f.untapped and target.fits(f) for f in cost.removes_others):
                return False
            if any(target.fits(f) for f in cost.taps) and not _fixed(a):
                return False
    for e in untappers:  # another untapper's cost that taps it (Earthcraft's creature): what that untap adds
        if e.source in views and any(target.fits(f) for f in e.effect.cost.taps) \
                and any(not _fixed_output(j) for j in joined.get(e.source, ())):
            return False
    return True


def _untap_alone(untapper: Untapper, v: PermanentView, target: PermanentView, cost: ActivationCost,
                 dearer: tuple[str, ...], shared: str | None, views: dict[str, PermanentView]) -> EffectiveAbility:
    """The untapper's activation that untaps ``target`` and adds nothing (:data:`RETAP`): the activation model
    counts it as one more tap of ``target`` for any use, after it."""
    condition = ActivationCondition(instant_speed=True, max_per_turn=untapper.max_per_turn)
    ability = ManaAbility(cost=cost, output=Produce(()), condition=condition, text=untapper.text)
    return EffectiveAbility(
        key=f"{v.id}:retap:{target.id}", ability=ability, output=Y.NOTHING, base=ability, origin=RETAP,
        notes=dearer, untaps=target.id, shares_cap=shared,
        victims=tuple(pid for pid in views if pid != target.id) if cost.removes_others else None)


def untap_abilities(effective: EffectiveBoard, yours: list[PermanentView]
                    ) -> tuple[dict[str, tuple[EffectiveAbility, ...]], list[tuple[str, str, str]]]:
    """The activations the untappers among ``yours`` add, by the untapper's id (see the module notes), and what is
    left out: (untapper id, its text, why) for each untapper that could untap a permanent for a use not modelled
    (:func:`_uses_left_out`: Quirion Ranger untapping Priest of Titania for Heritage Druid's cost, Priest's mana
    counting Elves), so no answer over the plans without it is called proven.

    A permanent whose untaps could serve more than its plain ``{T}`` (Heritage Druid's "Tap three untapped Elves
    you control") and whose every such use :func:`_retappable` allows is untapped alone (:data:`RETAP`), by every
    untapper that may: the model counts each untap as one more tap of it, for any use, after the untap."""
    untappers = list(effective.effects_of(Untapper))
    if not untappers:
        return {}, []
    views = {v.id: v for v in yours if v.permanent.zone == "battlefield"}
    tap_costs = _tap_costs(effective, views)
    own_untaps: dict[str, list[Untapper]] = {}
    for e in untappers:
        own_untaps.setdefault(e.source, []).append(e.effect)
    built = [_untapper_uses(index, e, views, tap_costs, own_untaps) for index, e in enumerate(untappers)]
    joined: dict[str, list[EffectiveAbility]] = {}
    for b in built:
        if b is not None:
            joined.setdefault(b.id, []).extend(a for uses in b.joined.values() for a in uses)
    missed_targets = {t for b in built if b is not None for t in b.missed}
    removable = _removable(effective, views) if missed_targets else set()
    retapped = {t for t in missed_targets if _retappable(views[t], views, joined, untappers, effective, removable)}
    out: dict[str, list[EffectiveAbility]] = {}
    left_out: list[tuple[str, str, str]] = []
    for b in built:
        if b is None:
            continue
        for target, uses in b.joined.items():
            if target not in retapped:
                out.setdefault(b.id, []).extend(uses)
        for target in b.targets:
            if target in retapped:
                out.setdefault(b.id, []).append(_untap_alone(b.untapper, b.view, views[target], b.cost, b.dearer,
                                                             b.shared, views))
        missed = {t: uses for t, uses in b.missed.items() if t not in retapped}
        if missed:
            left_out.append((b.id, b.untapper.text, _left_out_words(missed)))
    return {pid: tuple(abilities) for pid, abilities in out.items()}, left_out


@dataclass(frozen=True)
class _Built:
    """One untapper's activations joined to each target's plain ``{T}`` (by target id), the targets it may untap,
    and the uses of an untap it misses (by target id: :func:`_uses_left_out`)."""

    view: PermanentView
    untapper: Untapper
    cost: ActivationCost
    dearer: tuple[str, ...]
    shared: str | None
    joined: dict[str, list[EffectiveAbility]]
    targets: tuple[str, ...]
    missed: dict[str, list[str]]

    @property
    def id(self) -> str:
        return self.view.id


def _untapper_uses(index: int, e, views: dict[str, PermanentView], tap_costs: list[tuple[str, ActivationCost]],
                   own_untaps: dict[str, list[Untapper]]) -> _Built | None:
    """One untapper's :class:`_Built` (None when it can't be activated at all: its text lost or barred)."""
    v = views.get(e.source)
    if v is None or v.lost_text or v.barred_by:
        return None
    untapper: Untapper = e.effect
    cost = untapper.cost
    if v.ability_tax:  # no mana ability: Suppression Field's {2} more (CR 602.2b, 605.1a)
        cost = replace(cost, mana=cost.mana + ManaCost.parse(f"{{{v.ability_tax}}}"))
    dearer = tuple(f"{source}: the untap costs {{{n}}} more" for source, n in v.dearer_by)
    shared = f"{v.id}:untap:{index}" if untapper.max_per_turn else None
    missed: dict[str, list[str]] = {}  # by target: the uses of its untap not joined (_uses_left_out)
    joined: dict[str, list[EffectiveAbility]] = {}
    targets: list[str] = []
    for target in views.values():
        if not untapper.fits(target.card_types, target.subtypes, target.supertypes):
            continue
        if untapper.another and target.id == v.id:
            continue
        targets.append(target.id)
        # itself too, where its cost does not tap it: Wirewood Symbiote untapping itself for Earthcraft's cost
        if target.id != v.id or not (untapper.cost.tap or untapper.another):
            uses = _uses_left_out(untapper, v, target, tap_costs, views, own_untaps.get(target.id, []))
            if uses:
                missed[target.id] = uses
        if target.id == v.id:
            continue
        if target.permanent.summoning_sick and "Creature" in target.card_types:  # CR 302.6: it can't tap yet
            continue
        if _tapped_by_cost(cost, target):
            continue
        for a in target.abilities:
            if a.ability.cost != ActivationCost(tap=True) or a.ability.condition is not None or a.output.empty:
                continue  # a plain {T} mana ability only (a filter's {1}, {T}: named, _uses_left_out)
            if a.ability.rechooses_color:  # Gem Bazaar tapped again adds a colour chosen at random: not counted
                continue
            condition = ActivationCondition(instant_speed=True, max_per_turn=untapper.max_per_turn)
            ability = replace(a.ability, cost=cost, condition=condition,
                              damage_to_you=a.ability.damage_to_you + target.tapped_damage,
                              text=f"{untapper.text} Then tap {target.id}: {a.ability.text or a.ability.describe()}")
            victims = _victims(cost, target, a, views)
            reads = _reads(a, target, views) if victims is not None else None
            use = EffectiveAbility(
                key=f"{v.id}:untap:{target.id}:{a.key}", ability=ability, output=a.output, base=ability,
                origin=UNTAP, notes=(*a.notes, *dearer, f"untaps {target.id} and taps it again"),
                could_produce=a.could_produce, trigger_damage=a.trigger_damage, untaps=target.id,
                victims=victims, shares_cap=shared, reads=reads)
            here = joined.setdefault(target.id, [])
            here.append(use)
            counted = tuple(pid for pid in reads or () if any(views[pid].fits(f) for f in cost.removes_others))
            less = _one_fewer(a, target) if counted else None
            if less is not None:  # Priest of Titania tapped again after the Elf returned left (CR 400.7)
                here.append(replace(use, key=f"{use.key}{RECOUNT}", output=less, victims=counted, gone=1,
                                    notes=(*use.notes, "one it counts returned or sacrificed for the untap")))
    return _Built(v, untapper, cost, dearer, shared, joined, tuple(targets), missed)


#: Words about untapping that untap nothing this turn: a permanent that doesn't untap during an untap step (Mana
#: Vault), the untap step itself (CR 502.3).
_NOT_NOW = re.compile(r"\b(?:doesn't|don't|does not|do not) untap\b|\buntap steps?\b|\buntaps? during\b",
                      re.IGNORECASE)
_UNTAP = re.compile(r"\buntap", re.IGNORECASE)
#: The word "untap" itself, not "untapped" (Heritage Druid's "Tap three untapped Elves": a cost, no untap).
_UNTAP_WORD = re.compile(r"\buntap\b", re.IGNORECASE)
#: A line whose untap comes in another step or phase than the one a turn's plan is made in: an untap step (Seedborn
#: Muse), combat (Nature's Will's "deal combat damage", an attack trigger), an upkeep or end step.
_NOT_THIS_PHASE = re.compile(r"\buntap steps?\b|\bcombat\b|\battacks?\b|\bblocks?\b|\bupkeep\b|\bend step\b",
                             re.IGNORECASE)
#: "… you may untap ~." (Nettle Sentinel): the card untaps only itself.
_SELF_ONLY = re.compile(r"\buntap ~(?!\w)", re.IGNORECASE)


def _untap_lines(card, untap: re.Pattern[str] = _UNTAP, kinds: tuple[type, ...] = (Untapper, UntapAbility),
                 skip: re.Pattern[str] | None = None) -> tuple[bool, bool]:
    """(whether a line of ``card``'s text may untap another permanent and is not read as an effect of ``kinds`` of
    it — an :class:`~manaplan.models.effects.Untapper` or :class:`~manaplan.models.effects.UntapAbility` —, whether
    one untaps the card itself), a line that may untap being one ``untap`` finds (by default any word beginning
    "untap", "untapped" too) and none ``skip`` finds."""
    text = strip_reminder_text(card.oracle_text or "")
    if not untap.search(text):
        return False, False
    read = [e.text for e in parse_card(card).effects if isinstance(e, kinds) and e.text]
    others = itself = False
    names = self_names(card.name)
    for line in text.split("\n"):
        words = _NOT_NOW.sub("", mark_self(line, names))
        if not untap.search(words) or any(r in line or line in r for r in read) or (skip and skip.search(line)):
            continue
        if untap.search(_SELF_ONLY.sub("", words)):
            others = True
        else:
            itself = True
    return others, itself


def untaps_others(card) -> bool:
    """Whether a line of ``card``'s text may untap another permanent and is read as no untapper the activation core
    uses (:class:`~manaplan.models.effects.Untapper`, :class:`~manaplan.models.effects.UntapAbility`) nor as Amulet
    of Vigor's untap of what enters tapped (:class:`~manaplan.models.effects.UntapsEntering`, which the turn reads
    as permanents enter): a spell's "Untap up to two lands." (Snap), an entering permanent's trigger (Cloud of
    Faeries), a loyalty ability (Garruk Wildspeaker's "+1: Untap two target lands."), Dramatic Reversal's "Untap all
    nonland permanents you control." — what happens as that card resolves or enters, after its cast; not in another
    step or phase (Seedborn Muse's untap step, Nature's Will's combat damage: :data:`_NOT_THIS_PHASE`).

    >>> from manaplan.models.cards.store import default_database
    >>> [untaps_others(default_database().get(n)) for n in ("Snap", "Voltaic Key", "Nettle Sentinel",
    ...                                                     "Heritage Druid", "Amulet of Vigor", "Seedborn Muse")]
    [True, False, False, False, False, False]
    """
    return _untap_lines(card, _UNTAP_WORD, (Untapper, UntapAbility, UntapsEntering), _NOT_THIS_PHASE)[0]


def may_untap_another(card) -> bool:
    """Whether a line of ``card``'s text may untap another permanent in the step a turn's plan is made in: an untapper
    the activation core reads (Arbor Elf's "Untap target Forest.") or not (Snap's) — not one that untaps only the
    card itself (Devoted Druid), nor in another step or phase (:data:`_NOT_THIS_PHASE`: Najeela's attacking
    creatures, Seedborn Muse's untap step).

    >>> from manaplan.models.cards.store import default_database
    >>> [may_untap_another(default_database().get(n)) for n in ("Arbor Elf", "Devoted Druid", "Snap",
    ...                                                         "Najeela, the Blade-Blossom", "Heritage Druid")]
    [True, False, True, False, False]
    """
    return _untap_lines(card, _UNTAP_WORD, (), _NOT_THIS_PHASE)[0]


def never_untapped(effective: EffectiveBoard, cards: Iterable = ()) -> frozenset[str]:
    """The ids of your tapped permanents that nothing may untap this turn, so that no change of what they make can
    matter (Gaea's Cradle tapped, counting a creature cast: CR 106.12, a permanent tapped for mana must be untapped to
    be tapped again): no untapper in force fits it (Wirewood Symbiote untaps creatures only), it has no untap ability
    of its own (Basalt Monolith), and no other text of your permanents, of the board's ``effects:``, of the cards of
    your hand, library top, graveyard or command zone, or of ``cards`` (what a turn may cast or find) may untap it
    ("Untap up to two lands.", Snap; "untap ~": only that card's own permanent). Text that untaps only in an untap
    step (Mana Vault's) untaps nothing this turn.

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> from manaplan.solver.effective import effective_board
    >>> sorted(never_untapped(effective_board(parse_inline("Gaea's Cradle (tapped), Wirewood Symbiote"))))
    ["Gaea's Cradle#1"]
    >>> sorted(never_untapped(effective_board(parse_inline("Gaea's Cradle (tapped), Arbor Elf, Forest (tapped)"))))
    ["Gaea's Cradle#1"]
    >>> from manaplan.models.board_files import board_from_data
    >>> never_untapped(effective_board(board_from_data({"permanents": [{"card": "Gaea's Cradle", "tapped": True}],
    ...                                                 "hand": ["Snap"]})))  # "Untap up to two lands."
    frozenset()
    """
    board = effective.board
    tapped = [v for v in effective.views if v.permanent.is_yours and v.permanent.tapped]
    if not tapped:
        return frozenset()
    may: set[str] = {v.id for v in tapped if v.untaps}
    for p in board.permanents:
        if p.is_yours:
            others, itself = _untap_lines(p.card)
            if others:
                return frozenset()
            if itself:
                may.add(p.id)
    zones = [*board.effects, *board.hand, *board.library_top, *board.graveyard, *(c.card for c in board.command_zone),
             *cards]
    if any(_untap_lines(card) != (False, False) for card in zones):
        return frozenset()
    untappers = effective.effects_of(Untapper)
    return frozenset(v.id for v in tapped if v.id not in may and not any(
        e.effect.fits(v.card_types, v.subtypes, v.supertypes) for e in untappers))
