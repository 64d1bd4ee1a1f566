"""Replacement effects on the mana a permanent produces when tapped for mana (CR 106.12b, 616): :class:`Replacement`
("it produces twice as much of that mana instead", Mana Reflection; "{B} instead of any other type and amount",
Contamination).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..mana import COLORS, ManaType, sort_types
from .scope import Scope

__all__ = ["MULTIPLIER_WORDS", "Replacement"]


#: "twice as much", "three times as much" …: the factor of a multiplying replacement effect.
MULTIPLIER_WORDS = {"twice": 2, "three times": 3, "four times": 4}


@dataclass(frozen=True, slots=True)
class Replacement:
    """"If you tap a permanent for mana, it produces twice as much of that mana instead." (Mana Reflection), "If a
    land is tapped for mana, it produces {B} instead of any other type and amount." (Contamination): a replacement
    effect on a mana production event of a permanent in scope that is tapped for mana (CR 106.12b, 616).

    Exactly one kind is set:

    - ``factor`` > 1: "produces twice / three times as much of that mana";
    - ``to_type``: "produces {U} (colorless mana) instead of any other type" — the amount stays;
    - ``to_mana``: "produces {B} instead of any other type and amount";
    - ``to_choice``: "produces mana of a color of your choice instead of any other type" (Pulse of Llanowar) — the
      amount stays, all of it of one type chosen from these (a reading that never gives more choice than the text);
    - ``to_one_of``: "produces one mana of a color of your choice instead of any other type and amount" (Harvest
      Mage) — one mana of one of these types.

    Parameters
    ----------
    scope : Scope
    factor : int
    to_type : ManaType or None
    to_mana : tuple of ManaType
    min_amount : int
        Applies only to production of at least this much mana ("tapped for two or more mana", Damping Sphere).
    text : str
    to_choice, to_one_of : frozenset of ManaType
    """

    scope: Scope
    factor: int = 1
    to_type: ManaType | None = None
    to_mana: tuple[ManaType, ...] = ()
    min_amount: int = 0
    text: str = field(default="", compare=False)
    to_choice: frozenset[ManaType] = frozenset()
    to_one_of: frozenset[ManaType] = frozenset()

    def describe(self) -> str:
        """Plain words."""
        if self.factor > 1:
            what = {2: "twice", 3: "three times", 4: "four times"}.get(self.factor, f"{self.factor} times")
            return f"tapped for mana: {what} as much"
        if self.to_type is not None:
            return f"tapped for mana: {{{self.to_type.value}}} instead of any other type"
        if self.to_choice:
            return f"tapped for mana: mana of {_type_words(self.to_choice)} instead of any other type"
        if self.to_one_of:
            return (f"tapped for mana: one mana of {_type_words(self.to_one_of)} instead of any other type and "
                    f"amount")
        return f"tapped for mana: {''.join('{' + t.value + '}' for t in self.to_mana)} instead of any other type " \
               f"and amount"


def _type_words(types: frozenset[ManaType]) -> str:
    """``'a color of your choice'`` for the five colours, else ``'one type of {W}{U}'``."""
    if types == frozenset(COLORS):
        return "a color of your choice"
    return "one type of " + "".join("{" + t.value + "}" for t in sort_types(types))
