"""What a permanent is while effects apply: its types now (:class:`Characteristics`), whether an effect's scope takes
it in (:func:`in_scope`), its colours, and the intrinsic mana abilities of its basic land types (CR 305.6).

Every phase of the effective board reads these; ``core``'s loops read :func:`in_scope` too (which cost and counter
reductions apply to a permanent).

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> forest = parse_inline("Forest").permanents[0]
>>> chars = printed_characteristics(forest)
>>> sorted(chars.card_types), sorted(chars.subtypes), sorted(chars.supertypes)
(['Land'], ['Forest'], ['Basic'])
>>> [a.describe() for a in intrinsic(chars)]
['{T}: Add {G}.']

References
----------
CR 205.3i (land types), 305.6 (intrinsic mana abilities), 305.7.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass

from ...models.ability import ManaAbility
from ...models.board import Permanent
from ...models.effects import Scope
from ...models.mana import ManaType
from ...models.oracle.parser import intrinsic_abilities

__all__ = ["LAND_SUBTYPES", "BASIC_TYPE_MANA", "BASIC_TYPES", "Characteristics", "Chars", "printed_characteristics",
           "in_scope", "card_colors", "intrinsic"]

#: The land types (CR 205.3i): what a land loses when an effect sets its land type (CR 305.7).
LAND_SUBTYPES = frozenset({
    "Cave", "Cloud", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine", "Mountain", "Plains", "Planet",
    "Power-Plant", "Sphere", "Swamp", "Tower", "Town", "Urza's",
})
#: The basic land types and their intrinsic mana (CR 305.6), in WUBRG order.
BASIC_TYPE_MANA = {"Plains": ManaType.W, "Island": ManaType.U, "Swamp": ManaType.B, "Mountain": ManaType.R,
                   "Forest": ManaType.G}
#: The basic land types (domain counts them, CR 305.6).
BASIC_TYPES = frozenset(BASIC_TYPE_MANA)


@dataclass(frozen=True, slots=True)
class Characteristics:
    """A permanent's types as the effects applied so far leave them (layer 4, CR 613.1d).

    Parameters
    ----------
    card_types, subtypes, supertypes : frozenset of str
    """

    card_types: frozenset[str]
    subtypes: frozenset[str]
    supertypes: frozenset[str]


#: Every permanent's types now, by id.
Chars = Mapping[str, Characteristics]


def printed_characteristics(p: Permanent) -> Characteristics:
    """A permanent's types as its card prints them."""
    card = p.card
    return Characteristics(frozenset(card.card_types), frozenset(card.subtypes), frozenset(card.supertypes))


def in_scope(scope: Scope, chars: Characteristics, p: Permanent, eff) -> bool:
    """Whether an effect in force (an :class:`~manaplan.solver.effective.values.ActiveEffect`) speaks of ``p``, whose
    types are ``chars`` now: "you" is the effect's controller, "enchanted" what its source is attached to.

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> from manaplan.models.effects import Scope
    >>> from manaplan.solver.effective.values import ActiveEffect
    >>> forest = parse_inline("Forest").permanents[0]
    >>> lantern = ActiveEffect("Chromatic Lantern#1", "Chromatic Lantern", "you", None, 0)
    >>> in_scope(Scope(frozenset({"Land"}), controller="you"), printed_characteristics(forest), forest, lantern)
    True
    """
    return scope.matches(card_types=chars.card_types, subtypes=chars.subtypes, supertypes=chars.supertypes,
                         controlled_by_you=p.controller == eff.controller,
                         is_attached_to=eff.attached_to is not None and eff.attached_to == p.id,
                         is_source=eff.source == p.id, is_token=p.is_token, counters=p.counters, name=p.name,
                         source_chosen=eff.chosen)


def card_colors(p: Permanent) -> frozenset[ManaType]:
    """The colours of ``p``'s card (colours an effect sets are not read here)."""
    out = set()
    for c in getattr(p.card, "colors", ()) or ():
        try:
            out.add(ManaType.parse(c))
        except ValueError:
            continue
    return frozenset(t for t in out if t.is_color)


def intrinsic(chars: Characteristics) -> list[ManaAbility]:
    """The intrinsic mana abilities of a land with these types: one per basic land type (CR 305.6)."""
    if "Land" not in chars.card_types:
        return []
    basics = tuple(t for t in BASIC_TYPE_MANA if t in chars.subtypes)
    return list(_intrinsic_of(basics)) if basics else []


@functools.lru_cache(maxsize=64)
def _intrinsic_of(basics: tuple[str, ...]) -> tuple[ManaAbility, ...]:
    """The intrinsic mana abilities of a land with these basic land types (CR 305.6), remembered."""
    return tuple(intrinsic_abilities("Land — " + " ".join(basics)))
