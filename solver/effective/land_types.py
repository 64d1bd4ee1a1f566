"""Phase 1 of the effective board, land types (layer 4, CR 305.7, 613.1d), and the loss of a text's abilities that
follows from them.

In order: card types set by :class:`~manaplan.models.effects.Becomes` ("is a colorless land"), before the
land-type effects whose scopes depend on them (CR 613.8a); a land made a basic land type by an effect that
*replaces* its types (Blood Moon: "Nonbasic lands are Mountains") loses its other land types and every ability from
its rules text, and the effects of that text cease (Urborg under Blood Moon makes nothing a Swamp: its effect
depends on Blood Moon's, CR 613.8); the remaining land-type effects then apply in timestamp order, the board's order,
each by its handler in :data:`LAYER_4`. Last, the permanents that lose all their abilities
(:class:`~manaplan.models.effects.Becomes`, layer 6) lose the other effects of their text — but for their land-type
effects, which applied in layer 4 already — and those made colorless are noted (layer 5).

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> from manaplan.models.oracle.parser import parse_card
>>> from manaplan.solver.effective.in_force import effects_in_force
>>> state = apply_land_types(effects_in_force(parse_inline("Blood Moon, Urborg, Tomb of Yawgmoth, Forest"),
...                                           parse_card))
>>> state.chars["Urborg, Tomb of Yawgmoth#1"].subtypes, state.chars["Forest#1"].subtypes
(frozenset({'Mountain'}), frozenset({'Forest'}))
>>> sorted(state.lost), state.typed_by["Urborg, Tomb of Yawgmoth#1"]
(['Urborg, Tomb of Yawgmoth#1'], (('Blood Moon#1', 'Blood Moon'),))

References
----------
CR 205.1a, 305.6-305.7, 613.1d, 613.1f, 613.7, 613.8.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from ...models.board import Permanent
from ...models.effects import Becomes, LandTypes
from ..deadline import check
from .characteristics import LAND_SUBTYPES, Characteristics, in_scope, printed_characteristics
from .state import EFFECTIVE, EffectState, changes
from .values import ActiveEffect

__all__ = ["LAYER_4", "apply_land_types"]


def _set_land_types(e: ActiveEffect, p: Permanent, c: Characteristics) -> Characteristics | None:
    """A land-type effect (:class:`LandTypes`): the types added, or set in place of the other land types."""
    lt: LandTypes = e.effect
    if "Land" not in c.card_types or not in_scope(lt.scope, c, p, e):
        return None
    subs = (c.subtypes - LAND_SUBTYPES) | lt.types if lt.replace else c.subtypes | lt.types
    return Characteristics(c.card_types, frozenset(subs), c.supertypes)


def _lose_land_types(e: ActiveEffect, p: Permanent, c: Characteristics) -> Characteristics | None:
    """"Loses all land types" (Lithoform Blight), in timestamp order with the land-type effects."""
    if not e.effect.loses_land_types or not in_scope(e.effect.scope, c, p, e):
        return None
    return Characteristics(c.card_types, c.subtypes - LAND_SUBTYPES, c.supertypes)


#: The land-type effects of layer 4, by type: ``handler(effect, permanent, types now) -> types or None`` (None: it
#: does not apply to that permanent).
LAYER_4: dict[type, Callable[[ActiveEffect, Permanent, Characteristics], Characteristics | None]] = {
    LandTypes: _set_land_types,
    Becomes: _lose_land_types,
}


def _set_card_types(active: Sequence[ActiveEffect], perms: Sequence[Permanent], chars: dict[str, Characteristics],
                    touched: dict[str, dict[str, str]]) -> None:
    """Layer 4 card types set by :class:`~manaplan.models.effects.Becomes` ("is a colorless land", "is a Treasure
    artifact"), in timestamp order and before the land-type effects, whose scopes depend on them (CR 613.8a). The
    set card type replaces the others; subtypes of a card type the permanent no longer has are gone, and a subtype
    that is set replaces the permanent's other subtypes but its land types (CR 205.1a). A subtype set alone ("is a
    Citizen", Honest Work) keeps the card types and replaces the other subtypes but land types."""
    setters = (e for e in active if isinstance(e.effect, Becomes) and (e.effect.card_types or e.effect.subtypes))
    for e in sorted(setters, key=lambda e: e.order):
        b: Becomes = e.effect
        for p in perms:
            c = chars[p.id]
            if in_scope(b.scope, c, p, e):
                types = b.card_types or c.card_types
                kept = c.subtypes & LAND_SUBTYPES if "Land" in types else frozenset()
                chars[p.id] = Characteristics(types, kept | b.subtypes, c.supertypes)
                touched[p.id][e.source] = e.name


def _strip_abilities(active: list[ActiveEffect], perms: Sequence[Permanent], chars: dict[str, Characteristics]
                     ) -> tuple[list[ActiveEffect], set[str]]:
    """The permanents that lose all their abilities (:class:`~manaplan.models.effects.Becomes`), and the effects in
    force without those of their text — but for land-type effects, which applied in layer 4 already. An effect that
    removes the ability of another such effect's source applies first (CR 613.8a), so this repeats until nothing
    changes."""
    while True:
        stripped = {p.id for e in active if isinstance(e.effect, Becomes)
                    for p in perms if in_scope(e.effect.scope, chars[p.id], p, e)}
        kept = [e for e in active if e.source not in stripped or isinstance(e.effect, LandTypes)]
        if len(kept) == len(active):
            return kept, stripped
        active = kept


def _printed(perms: Sequence[Permanent], returned: frozenset[str]) -> dict[str, Characteristics]:
    """Each permanent's printed types (computed once per card object: a card's types are parsed from its type
    line), and "It's an Aura enchantment" for a card back as an Aura (CR 205.1a)."""
    by_card: dict[int, Characteristics] = {}
    chars = {}
    for p in perms:
        check(EFFECTIVE)
        c = by_card.get(id(p.card))
        if c is None:
            c = by_card[id(p.card)] = printed_characteristics(p)
        chars[p.id] = c
    for pid in returned:
        chars[pid] = Characteristics(frozenset({"Enchantment"}), frozenset({"Aura"}), chars[pid].supertypes)
    return chars


def apply_land_types(state: EffectState) -> EffectState:
    """Phase 1: each permanent's types after layer 4, the permanents that lost the abilities of their text, and the
    effects still in force (see the module notes)."""
    perms = state.board.permanents
    active = list(state.effects)
    # the effects that remove the abilities of a permanent's text: a basic land type set (CR 305.7), or "loses all
    # abilities" (layer 6)
    removers = frozenset(e.source for e in active if isinstance(e.effect, Becomes)
                         or (isinstance(e.effect, LandTypes) and e.effect.replace))
    chars = _printed(perms, state.returned)
    touched: dict[str, dict[str, str]] = {p.id: {} for p in perms}
    _set_card_types(active, perms, chars, touched)
    lost: set[str] = set()
    for e in active:
        if isinstance(e.effect, LandTypes) and e.effect.replace:
            for p in perms:
                if in_scope(e.effect.scope, chars[p.id], p, e):
                    lost.add(p.id)
                    touched[p.id][e.source] = e.name
    active = [e for e in active if e.source not in lost]
    for e in sorted((e for e in active if type(e.effect) in LAYER_4), key=lambda e: e.order):
        handler = LAYER_4[type(e.effect)]
        for p in perms:
            c = chars[p.id]
            new = handler(e, p, c)
            if new is not None:
                chars[p.id] = new
                if new != c:
                    touched[p.id][e.source] = e.name
    active, stripped = _strip_abilities(active, perms, chars)
    lost |= stripped
    colorless = frozenset(p.id for e in active if isinstance(e.effect, Becomes) and e.effect.colorless
                          for p in perms if in_scope(e.effect.scope, chars[p.id], p, e))
    return replace(state, effects=tuple(active), chars=chars, lost=frozenset(lost), stripped=frozenset(stripped),
                   removers=removers, colorless=colorless, typed_by=changes(touched))
