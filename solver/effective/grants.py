"""Phase 2 of the effective board: ability loss and grants (layer 6, CR 613.1f).

Each permanent starts with the intrinsic mana abilities of its basic land types (CR 305.6) and, if it kept its
text, the mana abilities printed on it. Then granted abilities (Chromatic Lantern's lands, Cryptolith Rite's
creatures, Summoning Materia's equipped creature) and the loss of all abilities (Imprisoned in the Moon, Toxicrene:
:class:`~manaplan.models.effects.Becomes`) apply in timestamp order, the board's order (CR 613.7), each by its
handler in :data:`LAYER_6`: a grant later than the loss is kept. A creature that gets "{T}: Add {G}" still obeys CR
302.6 (the builders check that). A grant "Activate only if this creature has another activated ability." (Tazri)
is kept only where another activated ability is known.

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> from manaplan.models.oracle.parser import parse_card
>>> from manaplan.solver.effective.in_force import effects_in_force
>>> from manaplan.solver.effective.land_types import apply_land_types
>>> board = parse_inline("Llanowar Elves, Cryptolith Rite, Imprisoned in the Moon (on=Llanowar Elves#1)")
>>> state = apply_grants(apply_land_types(effects_in_force(board, parse_card)))
>>> [(a.ability.describe(), a.origin) for a in state.abilities["Llanowar Elves#1"]]
[('{T}: Add {C}.', 'granted by Imprisoned in the Moon#1')]

References
----------
CR 302.6, 305.6-305.7, 602.1, 613.1f, 613.7.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from ...models.ability import ManaAbility, OwnColors, Unsupported
from ...models.board import Permanent
from ...models.effects import Becomes, Grant, LandTypes, TargetGrant, UntapAbility
from ...models.oracle.text import split_cost_effect
from ..deadline import check
from .characteristics import card_colors, in_scope, intrinsic, printed_characteristics
from .state import EFFECTIVE, Ability, EffectState, changes
from .values import ActiveEffect

__all__ = ["LAYER_6", "apply_grants"]

#: The note on a kept grant that needs another activated ability (Tazri).
_HAS_ANOTHER = "activate only if it has another activated ability: it has"


def _own_colors(ability: ManaAbility, p: Permanent, colorless: bool) -> ManaAbility | None:
    """A granted ability as it works on ``p``: "one mana of any of this creature's colors" (:class:`OwnColors`)
    becomes a choice of ``p``'s colours (none if it is colorless: the ability adds no mana, CR 106.5, and is left
    out); any other ability as it is."""
    if not isinstance(ability.output, OwnColors):
        return ability
    fixed = ability.output.with_colors(frozenset() if colorless else card_colors(p))
    return None if fixed is None else replace(ability, output=fixed)


def _grant(e: ActiveEffect, p: Permanent, items: list[Ability], colorless: bool
           ) -> tuple[list[Ability], Ability | None]:
    """A granted ability (:class:`Grant`): added; returned too when it needs another activated ability."""
    granted = _own_colors(e.effect.ability, p, colorless)
    if granted is None:
        return items, None
    item = Ability(granted, e.effect.ability, f"granted by {e.source}")
    return items + [item], item if e.effect.needs_another_activated else None


def _lose_all(e: ActiveEffect, p: Permanent, items: list[Ability], colorless: bool
              ) -> tuple[list[Ability], Ability | None]:
    """The loss of all abilities (:class:`Becomes`): it loses every ability it has so far and has only these."""
    note = (f"{e.source}: it lost all its other abilities",)
    return [Ability(a, a, f"granted by {e.source}", note) for a in e.effect.abilities], None


#: The effects of layer 6 on mana abilities, by type: ``handler(effect, permanent, abilities so far, colorless) ->
#: (abilities, the granted ability to check for "another activated ability" or None)``.
LAYER_6: dict[type, Callable[[ActiveEffect, Permanent, list[Ability], bool], tuple[list[Ability], Ability | None]]] = {
    Grant: _grant,
    Becomes: _lose_all,
}


def _has_another_activated(p: Permanent, item: Ability, items: Sequence[Ability], lost_text: bool) -> bool:
    """Whether ``p`` surely has an activated ability other than the granted one ``item``: another mana ability it
    has (printed, intrinsic or granted, but not the same ability granted again), or a "[Cost]: [Effect]" line of its
    text (CR 602.1) if it kept its text. Keyword abilities that are activated (equip, cycling …) are not read, so
    False may mean "not known"."""
    if any(x is not item and x.base != item.base for x in items):
        return True
    if lost_text:
        return False
    return any(split_cost_effect(line.strip()) is not None for line in (p.card.oracle_text or "").split("\n"))


def _own_abilities(state: EffectState) -> dict[str, list[Ability]]:
    """Each permanent's mana abilities after layer 4: the intrinsic ones of its land types (with why it lost its
    text, CR 305.7), and its printed ones if it kept its text."""
    raw: dict[str, list[Ability]] = {}
    for p in state.board.permanents:
        check(EFFECTIVE)
        notes = tuple(
            f"{e.source}: it is a {'/'.join(sorted(e.effect.types))}, it lost its text abilities (CR 305.7)"
            for e in state.effects if isinstance(e.effect, LandTypes) and e.effect.replace and p.id in state.lost
            and in_scope(e.effect.scope, printed_characteristics(p), p, e))
        items = [Ability(a, a, "land type", notes) for a in intrinsic(state.chars[p.id])]
        if p.id not in state.lost:
            items.extend(Ability(a, a, "printed") for a in state.parsed[p.id].mana_abilities if not a.intrinsic)
        raw[p.id] = items
    return raw


def _not_applied(e: ActiveEffect, why: str) -> tuple[str, Unsupported]:
    return e.source, Unsupported(e.effect.text or e.effect.describe(), why)


def _needs_another(pending: list[tuple[Permanent, Ability]], raw: dict[str, list[Ability]], lost: frozenset[str],
                   unsupported: list[tuple[str, Unsupported]]) -> None:
    """"Activate only if this creature has another activated ability." (Tazri): each such grant still there is kept
    with a note where another activated ability is known, else left out and said so."""
    for p, item in pending:
        items = raw[p.id]
        if not any(x is item for x in items):  # a later loss of all abilities took it
            continue
        if _has_another_activated(p, item, items, p.id in lost):
            raw[p.id] = [replace(x, notes=x.notes + (_HAS_ANOTHER,)) if x is item else x for x in items]
            continue
        raw[p.id] = [x for x in items if x is not item]
        entry = (p.id, Unsupported(item.base.text or item.base.describe(), "activate only if it has another "
                                   "activated ability: none known (keyword abilities such as equip are not read), "
                                   "so it is left out"))
        if entry not in unsupported:
            unsupported.append(entry)


def apply_grants(state: EffectState) -> EffectState:
    """Phase 2: each permanent's mana abilities and untap abilities after layer 6 (see the module notes)."""
    perms = state.board.permanents
    raw = _own_abilities(state)
    unsupported = list(state.unsupported)
    for e in state.effects:
        if isinstance(e.effect, TargetGrant) or (isinstance(e.effect, Becomes) and e.effect.scope.target):
            # no board names the target (models.effects.TargetGrant)
            unsupported.append(_not_applied(e, "grants a mana ability to a target the board cannot name: applied to "
                                               "nothing (give that permanent the ability as a homebrew card instead)"))
    touched: dict[str, dict[str, str]] = {p.id: {} for p in perms}
    pending: list[tuple[Permanent, Ability]] = []
    for e in sorted((e for e in state.effects if type(e.effect) in LAYER_6), key=lambda e: e.order):
        if e.effect.scope.chosen_name and e.chosen is None:  # "with the chosen name": never assumed
            unsupported.append(_not_applied(e, f"no name chosen for {e.source} (give it chosen: on the board); its "
                                               f"effect is left out"))
        handler = LAYER_6[type(e.effect)]
        for p in perms:
            if not in_scope(e.effect.scope, state.chars[p.id], p, e):
                continue
            touched[p.id][e.source] = e.name
            raw[p.id], check_later = handler(e, p, raw[p.id], p.id in state.colorless)
            if check_later is not None:
                pending.append((p, check_later))
    _needs_another(pending, raw, state.lost, unsupported)
    untaps = {}
    for p in perms:
        check(EFFECTIVE)
        untaps[p.id] = () if p.id in state.lost else tuple(
            x for x in state.parsed[p.id].effects if isinstance(x, UntapAbility))
    return replace(state, abilities={pid: tuple(items) for pid, items in raw.items()}, untaps=untaps,
                   granted_by=changes(touched), unsupported=tuple(unsupported))
