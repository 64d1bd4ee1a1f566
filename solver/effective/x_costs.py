"""Abilities whose X is a number of permanents ("{T}, Sacrifice X Goats: Add X mana of any one color.", Springjack
Pasture; "Tap X untapped tokens you control", Hazel of the Rootbloom): one ability for each X the board allows.

References
----------
CR 107.3.
"""

from __future__ import annotations

from dataclasses import replace

from ...models.ability import AnyCombination, AnyOneColor, CostX, Produce
from ...models.board import Board, Permanent
from .characteristics import Chars, card_colors
from .state import Ability

__all__ = ["X_PERMANENTS_LIMIT", "expand_x"]

#: The most permanents an X of "Sacrifice X Goats" / "Tap X untapped tokens you control" is expanded for; with more
#: candidates the ability is left out (see :func:`expand_x`).
X_PERMANENTS_LIMIT = 12


def expand_x(item: Ability, p: Permanent, board: Board, chars: Chars) -> list[Ability]:
    """"{T}, Sacrifice X Goats: Add X mana of any one color." (Springjack Pasture), "{T}, Pay 2 life, Tap X untapped
    tokens you control: Add X mana in any combination of colors." (Hazel of the Rootbloom): one ability for each X
    from 1 to the number of permanents of that kind you control (CR 107.3: X is chosen as the cost is paid), each
    sacrificing or tapping X of them as "Sacrifice a Goat" / "Tap an untapped token you control" parts do, and adding
    that X's mana. The solvers then choose X as they choose between abilities. Kept as it is (left out, with its
    reason) when the output is not X mana or there are more than :data:`X_PERMANENTS_LIMIT` candidates."""
    a = item.ability
    cost = a.cost
    f = cost.sacrifice_x if cost.sacrifice_x is not None else cost.taps_x
    if f is None:
        return [item]
    out = a.output
    amount = getattr(out, "amount", None)
    if not isinstance(amount, CostX) or not isinstance(out, (AnyOneColor, AnyCombination)):
        return [item]
    n = 0
    for q in board.permanents:
        c = chars[q.id]
        if q.controller != p.controller or (f.untapped and q.tapped) or (f.another and q.id == p.id):
            continue
        if cost.taps_x is not None and cost.tap and q.id == p.id:  # it taps itself with {T} already
            continue
        if f.matches(c.card_types, c.subtypes, card_colors(q), supertypes=c.supertypes, is_token=q.is_token,
                     power=q.current_power, name=q.name):
            n += 1
    if not n or n > X_PERMANENTS_LIMIT:
        return [item]
    expanded = []
    for x in range(max(1, cost.x_at_least), n + 1):  # "one or more": from 1 (X = 0 adds nothing anyway)
        if cost.sacrifice_x is not None:
            new_cost = replace(cost, sacrifice_x=None, x_at_least=0, sacrifices=cost.sacrifices + (f,) * x)
        else:
            new_cost = replace(cost, taps_x=None, x_at_least=0, taps=cost.taps + (f,) * x)
        new_out = (AnyCombination(amount.value(x), out.types) if isinstance(out, AnyCombination)
                   else Produce.any_color(amount.value(x)))
        expanded.append(replace(item, ability=replace(a, cost=new_cost, output=new_out)))
    return expanded
