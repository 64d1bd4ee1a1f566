"""Any effect on mana (:data:`Effect`), and the one effect that holds another (:class:`Activated`).

The effects themselves are in the modules of this package, one per family. :class:`Activated` ("{U}: Until end of
turn, if you tap a land you control for mana, it produces {U} instead of any other type.") is an activated ability
whose lasting effect may be of any family, so it is defined with the union of every family, above their modules.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Union

from ..ability import ActivationCost
from .abilities import UntapAbility, Untapper
from .entering import EnterUntapped, OthersEnterTapped, UntapsEntering
from .grants import Grant, StackGrant
from .land_types import LandTypes, SetsColor
from .prohibitions import Haste, Prohibition, ZoneAbilitiesLost
from .reductions import CostIncrease, CostReduction, CounterReduction, DevotionBonus
from .replacements import Replacement
from .spending import SpendAsColorless, SpendAsThough, UnspentMana
from .triggers import ChapterEffect, EventMana, ManaDamage, SpendTrigger, TapTrigger, TriggeredMana

__all__ = ["Effect", "Activated"]


@dataclass(frozen=True, slots=True)
class Activated:
    """"{U}: Until end of turn, if you tap a land you control for mana, it produces {U} instead of any other type."
    (Deep Water): an activated ability, not a mana ability, whose effect lasts a while. The effect is in force only
    when the board lists the card among its ``effects:`` (the ability resolved this turn)."""

    cost: ActivationCost
    effect: Effect
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Plain words."""
        return f"{self.cost.describe()}: {self.effect.describe()}"


#: Any effect value.
Effect = Union[LandTypes, Grant, TriggeredMana, EventMana, ManaDamage, TapTrigger, SpendTrigger, ChapterEffect,
               Replacement, UntapAbility, Untapper, CostReduction, CostIncrease, CounterReduction, SetsColor,
               DevotionBonus, Activated, SpendAsThough, SpendAsColorless, UnspentMana, Prohibition, Haste,
               ZoneAbilitiesLost, OthersEnterTapped, EnterUntapped, UntapsEntering, StackGrant]
