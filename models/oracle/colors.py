"""Cost parts that name a colour: "Tap an untapped blue creature you control" (Grand Architect).

:data:`COLOR_COST_PARTS` are rows of :data:`manaplan.models.oracle.costs.COST_PARTS`: a pattern matched against one
whole part of a cost, and a function of the match returning the
:class:`~manaplan.models.ability.ActivationCost` fields it sets. The filter carries the colour
(:attr:`~manaplan.models.ability.PermanentFilter.colors`), which matches only when the caller knows the
permanent's colours.

Examples
--------
>>> (pattern, read), = COLOR_COST_PARTS
>>> (f,) = read(pattern.fullmatch("Tap an untapped blue creature you control"))["taps"]
>>> sorted(f.card_types), [c.value for c in f.colors], f.untapped
(['Creature'], ['U'], True)
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ..ability import PermanentFilter
from ..mana import COLOR_NAMES

__all__ = ["COLOR_COST_PARTS"]

_COLOR_WORD = {name: t for t, name in COLOR_NAMES.items() if t.is_color}


def _tap_colored(m: re.Match[str]) -> dict[str, Any]:
    """"Tap an untapped blue creature you control": another untapped permanent of that colour."""
    color = _COLOR_WORD[m.group("color")]
    kind = m.group("kind").capitalize()
    text = f"an untapped {m.group('color')} {m.group('kind')} you control"
    return {"taps": (PermanentFilter(frozenset({kind}), untapped=True, text=text, colors=frozenset({color})),)}


#: Rows for :data:`manaplan.models.oracle.costs.COST_PARTS`.
COLOR_COST_PARTS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], dict[str, Any]]], ...] = (
    (re.compile(r"[Tt]ap an untapped (?P<color>white|blue|black|red|green) (?P<kind>creature|artifact) you control"),
     _tap_colored),
)
