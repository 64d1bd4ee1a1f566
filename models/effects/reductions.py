"""Effects that change a number: :class:`CostReduction` (abilities cost less to activate, Power Artifact),
:class:`CostIncrease` (abilities cost more to activate, Suppression Field),
:class:`CounterReduction` (fewer counters put on, Vizier of Remedies) and :class:`DevotionBonus` (devotion counts
more, Altar of the Pantheon).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .scope import Scope

__all__ = ["CostReduction", "CostIncrease", "CounterReduction", "DevotionBonus"]


@dataclass(frozen=True, slots=True)
class CostReduction:
    """"Enchanted artifact's activated abilities cost {2} less to activate. This effect can't reduce the mana in
    that cost to less than one mana." (Power Artifact): generic mana off the activated abilities of permanents in
    scope (CR 601.2f), never below ``floor`` mana in all. With ``mana_abilities`` False, only the abilities that
    are not mana abilities ("Abilities you activate that aren't mana abilities cost {2} less to activate.", Zirda,
    the Dawnwaker: of the mana-related ones, untap abilities such as Basalt Monolith's)."""

    scope: Scope
    generic: int
    floor: int = 0
    text: str = field(default="", compare=False)
    mana_abilities: bool = True

    def describe(self) -> str:
        """Plain words."""
        tail = f", not below {self.floor} mana" if self.floor else ""
        if not self.mana_abilities:
            return f"abilities you activate that aren't mana abilities cost {{{self.generic}}} less{tail}"
        return f"activated abilities of {self.scope.text} cost {{{self.generic}}} less{tail}"


@dataclass(frozen=True, slots=True)
class CostIncrease:
    """"Activated abilities cost {2} more to activate unless they're mana abilities." (Suppression Field): generic
    mana more on the activated abilities of permanents in scope (CR 601.2f by CR 602.2b). With ``mana_abilities``
    False, only the abilities that are not mana abilities (CR 605.1a): a fetchland's search, an untap ability, Magus of
    the Will's; a land's ``{T}: Add {G}`` costs what it did.

    Examples
    --------
    >>> from manaplan.models.effects.scope import Scope
    >>> CostIncrease(Scope(text="permanents"), 2, mana_abilities=False).describe()
    "activated abilities cost {2} more to activate unless they're mana abilities"
    """

    scope: Scope
    generic: int
    text: str = field(default="", compare=False)
    mana_abilities: bool = True

    def describe(self) -> str:
        """Plain words."""
        whose = "" if not self.scope.text or self.scope.text == "permanents" else f" of {self.scope.text}"
        tail = "" if self.mana_abilities else " unless they're mana abilities"
        return f"activated abilities{whose} cost {{{self.generic}}} more to activate{tail}"


@dataclass(frozen=True, slots=True)
class CounterReduction:
    """"If one or more -1/-1 counters would be put on a creature you control, that many -1/-1 counters minus one are
    put on it instead." (Vizier of Remedies): ``by`` fewer counters of ``kind`` on permanents in scope."""

    scope: Scope
    kind: str
    by: int = 1
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Plain words."""
        return f"{self.by} fewer {self.kind} counters on {self.scope.text}"


@dataclass(frozen=True, slots=True)
class DevotionBonus:
    """"Your devotion to each color and each combination of colors is increased by one." (Altar of the Pantheon):
    your devotion (CR 700.5) to any colour or colours is ``amount`` more while you control the permanent; it changes
    what Nykthos, Shrine to Nyx and "equal to your devotion" amounts count.

    Examples
    --------
    >>> DevotionBonus(1).describe()
    'Your devotion to each color and each combination of colors is increased by one.'
    """

    amount: int = 1
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Oracle-like words."""
        words = {1: "one", 2: "two", 3: "three"}.get(self.amount, str(self.amount))
        return f"Your devotion to each color and each combination of colors is increased by {words}."
