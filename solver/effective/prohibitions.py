"""Phase 5 of the effective board: prohibitions and haste.

Abilities that can't be activated (CR 602.5: :class:`~manaplan.models.effects.Prohibition`, Null Rod, Pithing
Needle …) are barred, with the reason; what the permanent could produce still counts them (CR 106.7). Haste
(:class:`~manaplan.models.effects.Haste`, CR 702.10) is an ability: the board's ``haste: true`` (from elsewhere,
kept), a permanent's printed haste (gone with the abilities of its text), and the effects that give it apply in
timestamp order with the loss of all abilities (layer 6, CR 613.7: Fervor before Humility gives nothing, after it
gives haste), each by its handler in :data:`HASTE_LAYER_6`. "As though those creatures had haste" (Thousand-Year
Elixir) is no ability of the creature, and no loss removes it. A creature that came under your control this turn
and lost its haste can't use {T} or {Q} abilities (CR 302.6).

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> from manaplan.models.oracle.parser import parse_card
>>> from manaplan.solver.effective.grants import apply_grants
>>> from manaplan.solver.effective.in_force import effects_in_force
>>> from manaplan.solver.effective.land_types import apply_land_types
>>> from manaplan.solver.effective.outputs import apply_outputs
>>> state = effects_in_force(parse_inline("Sol Ring, Null Rod (opp)"), parse_card)
>>> apply_prohibitions(apply_outputs(apply_grants(apply_land_types(state)))).barred["Sol Ring#1"]
("can't be activated: Null Rod#1",)

References
----------
CR 106.7, 302.6, 602.5, 613.1f, 613.7, 702.10.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace

from ...models.ability import ManaAbility, Unsupported
from ...models.board import Permanent
from ...models.effects import Becomes, Haste, Prohibition
from ..deadline import check
from .characteristics import in_scope
from .state import EFFECTIVE, EffectState
from .values import ActiveEffect

__all__ = ["PROHIBITIONS", "HASTE_LAYER_6", "apply_prohibitions"]

#: The effects that stop activated abilities, by type (CR 602.5).
PROHIBITIONS: dict[type, str] = {Prohibition: "its activated abilities can't be activated (CR 602.5)"}

#: Where haste given on the board comes from (no card on it: its timestamp is not known, CR 613.7).
ON_THE_BOARD = "haste: on the board"


def _gains_haste(e: ActiveEffect, haste: list[str]) -> tuple[list[str], bool]:
    return haste + [e.source], False


def _loses_haste(e: ActiveEffect, haste: list[str]) -> tuple[list[str], bool]:
    """The loss of all abilities takes every haste but the board's away."""
    if not any(h != ON_THE_BOARD for h in haste):
        return haste, False
    return [h for h in haste if h == ON_THE_BOARD], True


#: The effects of layer 6 on haste, by type: ``handler(effect, haste so far) -> (haste, whether it took haste
#: away)``.
HASTE_LAYER_6: dict[type, Callable[[ActiveEffect, list[str]], tuple[list[str], bool]]] = {
    Haste: _gains_haste,
    Becomes: _loses_haste,
}


def _haste(state: EffectState) -> tuple[dict[str, tuple[str, ...]], dict[str, str]]:
    """Where each permanent's haste comes from, in the order met, and what took its haste away."""
    perms = state.board.permanents
    haste_from: dict[str, list[str]] = {}
    for p in perms:
        check(EFFECTIVE)
        own = [ON_THE_BOARD] if p.haste else []
        if p.has_haste and not p.haste and (p.id not in state.lost or p.id in state.stripped):
            own.append("printed")
        haste_from[p.id] = own
    lost_by: dict[str, str] = {}
    layered = [e for e in state.effects if type(e.effect) in HASTE_LAYER_6
               and not (isinstance(e.effect, Haste) and e.effect.as_though)]
    for e in sorted(layered, key=lambda e: e.order):
        handler = HASTE_LAYER_6[type(e.effect)]
        for p in perms:
            if in_scope(e.effect.scope, state.chars[p.id], p, e):
                haste_from[p.id], took = handler(e, haste_from[p.id])
                if took:
                    lost_by[p.id] = e.source
    for e in state.effects:  # "as though it had haste": no ability, so no loss removes it
        if isinstance(e.effect, Haste) and e.effect.as_though:
            for p in perms:
                if in_scope(e.effect.scope, state.chars[p.id], p, e):
                    haste_from[p.id].append(e.source)
    out = {}
    for p in perms:
        check(EFFECTIVE)
        out[p.id] = tuple(dict.fromkeys(haste_from[p.id]))
    return out, lost_by


def _prohibitions(state: EffectState, unsupported: list[tuple[str, Unsupported]]
                  ) -> dict[str, tuple[ActiveEffect, ...]]:
    """The :class:`~manaplan.models.effects.Prohibition` effects in force on each permanent (CR 602.5). One "with
    the chosen name" whose source has no ``chosen:`` stops nothing, and says so."""
    perms = state.board.permanents
    out: dict[str, list[ActiveEffect]] = {p.id: [] for p in perms}
    for e in state.effects:
        if type(e.effect) not in PROHIBITIONS:
            continue
        if e.effect.scope.chosen_name and e.chosen is None:
            entry = (e.source, Unsupported(e.effect.text or e.effect.describe(),
                                           f"no name chosen for {e.source} (give it chosen: on the board); what it "
                                           f"stops is not known, so nothing is stopped"))
            if entry not in unsupported:
                unsupported.append(entry)
            continue
        for p in perms:
            if in_scope(e.effect.scope, state.chars[p.id], p, e):
                out[p.id].append(e)
    return {pid: tuple(effects) for pid, effects in out.items()}


def _why_barred(a: ManaAbility, p: Permanent, stoppers: tuple[ActiveEffect, ...], haste: tuple[str, ...],
                haste_lost_by: Mapping[str, str]) -> str | None:
    """Why a mana ability of ``p`` can't be activated, in a player's words, or None: an effect says so (CR 602.5,
    a mana ability unless the effect exempts mana abilities), or ``p`` is a creature that came under your control
    this turn whose haste was taken away (CR 302.6)."""
    stopper = next((e for e in stoppers if e.effect.stops(mana_ability=True)), None)
    if stopper is not None:
        return f"can't be activated: {stopper.source}"
    if ((a.cost.tap or a.cost.untap) and p.sick and p.card.is_creature and p.has_haste
            and not haste and p.id in haste_lost_by):
        return f"summoning sick: {haste_lost_by[p.id]} took its haste away"
    return None


def apply_prohibitions(state: EffectState) -> EffectState:
    """Phase 5: each permanent's haste, the effects that stop its activated abilities, and why each of its mana
    abilities and its untap abilities can't be activated (see the module notes)."""
    perms = state.board.permanents
    unsupported = list(state.unsupported)
    haste_from, haste_lost_by = _haste(state)
    for p in perms:  # the board's haste: true comes from no card on it: its timestamp is not known (CR 613.7)
        check(EFFECTIVE)
        if p.haste and p.sick and p.id in state.stripped:
            unsupported.append((p.id, Unsupported("haste: true", "given on the board, and an effect removes all its "
                                                  "abilities: whether that haste is removed too depends on where it "
                                                  "comes from (CR 613.7); it is kept")))
    prohibitions = _prohibitions(state, unsupported)
    barred, untaps_barred = {}, {}
    for p in perms:
        stoppers = prohibitions[p.id]
        barred[p.id] = tuple(_why_barred(item.ability, p, stoppers, haste_from[p.id], haste_lost_by)
                             for item in state.abilities[p.id])
        # an untap ability is no mana ability: "unless they're mana abilities" stops it too
        untap_stopper = next((e for e in stoppers if e.effect.stops(mana_ability=False)), None)
        untaps_barred[p.id] = None if untap_stopper is None else f"can't be activated: {untap_stopper.source}"
    return replace(state, prohibitions=prohibitions, barred=barred, untaps_barred=untaps_barred,
                   haste_from=haste_from, unsupported=tuple(unsupported))
