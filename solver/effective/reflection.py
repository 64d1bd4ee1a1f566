"""Abilities that reflect other permanents' mana ("one mana of any type that a land you control could produce":
Reflecting Pool, Exotic Orchard, Squandered Resources): which permanents each looks at, and how the types it sees
become its own (the transfer of its node in :mod:`manaplan.solver.rules.could_produce`).

References
----------
CR 106.7, 106.12b.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...models.ability import ManaAbility, Reflect
from ...models.board import YOU, Permanent
from ...models.effects import Replacement
from ...models.mana import ManaType
from ..deadline import check
from ..rules import yields as Y
from .characteristics import Chars
from .replacements import apply_replacements
from .state import EFFECTIVE

__all__ = ["kind_filter", "looks_at", "reflect_transfer"]


def kind_filter(types: frozenset[ManaType], kind: str) -> frozenset[ManaType]:
    """The types a reflecting ability may take of those it sees: its colours only for ``kind`` ``'color'``."""
    return frozenset(t for t in types if t.is_color) if kind == "color" else types


def looks_at(out: Reflect, ability: ManaAbility, p: Permanent, perms: Sequence[Permanent],
             chars: Chars) -> tuple[str, ...]:
    """The permanents a reflecting ability takes types from (for "the sacrificed …": those its cost may
    sacrifice; for "that land" after "Untap a tapped land an opponent controls": the tapped ones of an opponent that
    cost may untap, and none unless the cost has exactly one such part)."""
    ids = []
    filters = ability.cost.sacrifices if out.sacrificed else (out.scope,)
    if out.untapped_by_cost:
        if len(ability.cost.untaps_opponents) != 1:
            return ()
        (f,) = ability.cost.untaps_opponents
        return tuple(q.id for q in perms if q.controller != p.controller and q.tapped
                     and f.matches(chars[q.id].card_types, chars[q.id].subtypes)
                     and out.scope.matches(chars[q.id].card_types, chars[q.id].subtypes))
    for i, q in enumerate(perms):
        if not i & 255:
            check(EFFECTIVE)
        c = chars[q.id]
        if out.sacrificed:
            if q.controller != p.controller or not any(
                    f.matches(c.card_types, c.subtypes) and not (f.another and q.id == p.id) for f in filters):
                continue
            if not out.scope.matches(c.card_types, c.subtypes):
                continue
        else:
            if (out.controller == YOU) != (q.controller == p.controller):
                continue
            if not out.scope.matches(c.card_types, c.subtypes):
                continue
            if out.basic and "Basic" not in c.supertypes:
                continue
        ids.append(q.id)
    return tuple(ids)


def reflect_transfer(out: Reflect, reps: list[Replacement]) -> Callable[[frozenset[ManaType]], frozenset[ManaType]]:
    """The transfer of a reflecting ability's node: the types it may take of those it sees, then the replacement
    effects on its own mana."""
    def transfer(seen: frozenset[ManaType]) -> frozenset[ManaType]:
        types = kind_filter(seen, out.kind)
        if not types:
            return frozenset()
        y = apply_replacements(Y.Yield.of([[Y.Slot(types)]]), reps)
        return y.types() if not y.empty else frozenset()

    return transfer
