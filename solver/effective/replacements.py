"""Replacement effects on the mana an ability makes when it is tapped for mana (Mana Reflection's "twice as much",
Contamination's {B}, CR 106.12b): applied in every order, since the player chooses the order (CR 616.1), each
order's outcome an alternative.

References
----------
CR 106.12b, 616.1.
"""

from __future__ import annotations

import itertools

from ...models.effects import Replacement
from ..rules import yields as Y

__all__ = ["apply_replacements"]


def _apply_one(bag: Y.Bag, rep: Replacement) -> Y.Bag:
    amount = sum(s.size for s in bag)
    if not amount or amount < rep.min_amount:
        return bag
    y = Y.Yield((bag,))
    if rep.factor > 1:
        y = Y.multiply(y, rep.factor)
    elif rep.to_type is not None:
        y = Y.retype(y, rep.to_type)
    elif rep.to_mana:
        y = Y.exactly(y, rep.to_mana)
    elif rep.to_choice:
        y = Y.retype_choice(y, rep.to_choice)
    elif rep.to_one_of:
        y = Y.exactly_one_of(y, rep.to_one_of)
    return y.options[0] if y.options else ()


def apply_replacements(y: Y.Yield, reps: list[Replacement]) -> Y.Yield:
    """Replacement effects on one production of mana, in every order (CR 616.1: the player chooses the order; each
    order's outcome is an alternative).

    Examples
    --------
    >>> from manaplan.models.effects import Scope
    >>> from manaplan.models.mana import ManaType
    >>> reflection = Replacement(Scope(controller="you"), factor=2)
    >>> contamination = Replacement(Scope(frozenset({"Land"})), to_mana=(ManaType.B,))
    >>> apply_replacements(Y.from_choices([(ManaType.G,)]), [reflection, contamination]).text
    '[B×2] | [B]'
    """
    if not reps:
        return y
    orders = list(dict.fromkeys(itertools.permutations(reps))) if len(reps) <= 7 else [tuple(reps),
                                                                                     tuple(reversed(reps))]
    bags = []
    for bag in y.options:
        for order in orders:
            out = bag
            for rep in order:
                out = _apply_one(out, rep)
            bags.append(out)
    return Y.Yield.of(bags)
