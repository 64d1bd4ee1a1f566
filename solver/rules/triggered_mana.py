"""Triggered mana abilities that trigger only on mana of some type (CR 605.1b, 106.12a): "Whenever you tap a
permanent for {C}, add an additional {C}." (Forsaken Monument), "Whenever a basic land is tapped for mana of the
chosen color, its controller adds an additional one mana of that color." (Gauntlet of Power).

:func:`add_if_produced` adds the trigger's mana to each alternative of an activation in which at least one mana of
the types is made: a slot that may be of one of them is split — made of that type, with the extra mana; or left as
it is, without (the player picks the type as the ability resolves, CR 106.4). Alternatives that add nothing trigger
nothing (CR 106.12a).

Examples
--------
>>> from manaplan.models.ability import Produce
>>> from manaplan.models.mana import ManaType as T
>>> y = Y.from_choices(Produce.one_of("C", "R").choices)
>>> add_if_produced(y, frozenset({T.C}), Y.from_choices(((T.C,),))).text
'[C×2] | [RC]'
"""

from __future__ import annotations

from ...models.mana import ManaType
from . import yields as Y

__all__ = ["add_if_produced"]


def add_if_produced(y: Y.Yield, types: frozenset[ManaType], extra: Y.Yield) -> Y.Yield:
    """``y`` with ``extra`` added to each alternative that makes mana of one of ``types``.

    Parameters
    ----------
    y : Yield
        What the activation adds (replacement effects applied, CR 616).
    types : frozenset of ManaType
        The trigger's types ("for {C}": ``{C}``; "mana of the chosen color": that colour).
    extra : Yield
        The trigger's mana.

    Returns
    -------
    Yield
    """
    if extra.empty or not types:
        return y
    bags = []
    for bag in y.options:
        bags.append(bag)
        if not sum(s.size for s in bag):
            continue
        for i, s in enumerate(bag):
            chosen = s.types & types
            if not chosen or s.size <= 0:
                continue
            made = Y.Yield.of([(*bag[:i], Y.Slot(frozenset(chosen), s.size), *bag[i + 1:])])
            bags.extend(Y.combine(made, extra).options)
    return Y.prune(Y.Yield.of(bags))
