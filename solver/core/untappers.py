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
plan missed at most, never a mana that is not there). Never counted: the untapper itself (its own untap is an
:class:`~manaplan.models.effects.UntapAbility`), a creature that can't tap yet (CR 302.6), and a permanent the
untapper's cost could tap (Earthcraft's creature that is also a basic land: tapped for the cost, it is the same
tap), and an ability that chooses its next colour at random (Gem Bazaar: tapped again, it adds a colour no board
gives). An untapper whose abilities can't be activated (CR 602.5) or whose permanent lost its abilities adds nothing;
one made dearer (Suppression Field, CR 602.2b) costs that much more.

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> from manaplan.solver.effective import effective_board
>>> eb = effective_board(parse_inline("Earthcraft, Forest, Llanowar Elves"))
>>> [(a.ability.cost.describe(), a.output.text, a.untaps) for a in untap_abilities(eb, list(eb.yours))["Earthcraft#1"]]
[('Tap an untapped creature you control', '[G]', 'Forest#1')]
"""

from __future__ import annotations

from dataclasses import replace

from ...models.ability import ActivationCondition, ActivationCost
from ...models.costs import ManaCost
from ...models.effects import Untapper
from ..effective import EffectiveAbility, EffectiveBoard, PermanentView

__all__ = ["UNTAP", "untap_abilities"]

#: The origin of an untapper's activation (:attr:`~manaplan.solver.effective.EffectiveAbility.origin`).
UNTAP = "untaps a permanent"


def _tapped_by_cost(cost: ActivationCost, v: PermanentView) -> bool:
    """Whether the untapper's cost could tap ``v`` ("Tap an untapped creature you control")."""
    return any(f.matches(v.card_types, v.subtypes, v.colors, supertypes=v.supertypes, is_token=v.permanent.is_token,
                         power=v.permanent.current_power, name=v.permanent.name) for f in cost.taps)


def untap_abilities(effective: EffectiveBoard, yours: list[PermanentView]) -> dict[str, tuple[EffectiveAbility, ...]]:
    """The activations the untappers among ``yours`` add, by the untapper's id (see the module notes)."""
    views = {v.id: v for v in yours if v.permanent.zone == "battlefield"}
    out: dict[str, list[EffectiveAbility]] = {}
    for e in effective.effects_of(Untapper):
        v = views.get(e.source)
        if v is None or v.lost_text or v.barred_by:
            continue
        untapper: Untapper = e.effect
        cost = untapper.cost
        if v.ability_tax:  # no mana ability: Suppression Field's {2} more (CR 602.2b, 605.1a)
            cost = replace(cost, mana=cost.mana + ManaCost.parse(f"{{{v.ability_tax}}}"))
        dearer = tuple(f"{source}: the untap costs {{{n}}} more" for source, n in v.dearer_by)
        for target in views.values():
            if target.id == v.id or not untapper.fits(target.card_types, target.subtypes, target.supertypes):
                continue
            if target.permanent.summoning_sick and "Creature" in target.card_types:  # CR 302.6: it can't tap yet
                continue
            if _tapped_by_cost(cost, target):
                continue
            for a in target.abilities:
                if a.ability.cost != ActivationCost(tap=True) or a.ability.condition is not None or a.output.empty:
                    continue  # a plain {T} mana ability only (a filter's {1}, {T} is not counted: a plan missed)
                if a.ability.rechooses_color:  # Gem Bazaar tapped again adds a colour chosen at random: not counted
                    continue
                ability = replace(a.ability, cost=cost, condition=ActivationCondition(instant_speed=True),
                                  damage_to_you=a.ability.damage_to_you + target.tapped_damage,
                                  text=f"{untapper.text} Then tap {target.id}: {a.ability.text or a.ability.describe()}")
                out.setdefault(v.id, []).append(EffectiveAbility(
                    key=f"{v.id}:untap:{target.id}:{a.key}", ability=ability, output=a.output, base=ability,
                    origin=UNTAP, notes=(*a.notes, *dearer, f"untaps {target.id} and taps it again"),
                    could_produce=a.could_produce, trigger_damage=a.trigger_damage, untaps=target.id))
    return {pid: tuple(abilities) for pid, abilities in out.items()}
