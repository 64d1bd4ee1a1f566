"""Abilities that are not mana abilities but matter for mana: :class:`UntapAbility` ("{3}: Untap ~.", for loops),
and loyalty abilities whose effect lasts once resolved, in force when the board lists the card among its
``effects:`` (:class:`LoyaltyEffect`). An activated ability whose effect lasts (Deep Water) holds any effect, so it
is in :mod:`.any_effect` (:class:`~manaplan.models.effects.any_effect.Activated`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..ability import ActivationCost

__all__ = ["UntapAbility", "LoyaltyEffect"]


@dataclass(frozen=True, slots=True)
class UntapAbility:
    """"{3}: Untap ~." (Basalt Monolith), "Put a -1/-1 counter on ~: Untap ~." (Devoted Druid): an activated ability
    that untaps its own permanent. Not a mana ability (it adds no mana), so it uses the stack; it matters for loops
    that make arbitrarily much mana."""

    cost: ActivationCost
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Plain words."""
        return f"{self.cost.describe()}: Untap this permanent."


@dataclass(frozen=True, slots=True)
class LoyaltyEffect:
    """"−6: You get an emblem with "Swamps you control have '{T}: Add {B}{B}{B}{B}.'"" (Liliana of the Dark Realms),
    "−2: Target creature becomes a Treasure artifact with "…" and loses all other card types and abilities." (Vraska,
    Betrayal's Sting): a loyalty ability (CR 606) — not a mana ability — whose effect lasts. It is in force only when
    the board lists the card among its ``effects:`` (the ability resolved; an emblem, CR 114, stays for the rest of
    the game, controlled by you).

    Parameters
    ----------
    loyalty : int
        The loyalty cost (``-6``).
    effect : Grant or Becomes
    emblem : bool
        "You get an emblem with "…"": the effect is the emblem's static ability.
    text : str

    Examples
    --------
    >>> from manaplan.models.ability import ManaAbility, Produce
    >>> from manaplan.models.effects import Grant, Scope
    >>> swamps = Grant(Scope(frozenset(), frozenset({"Swamp"}), "you", text="Swamps you control"),
    ...                ManaAbility(ActivationCost(tap=True), Produce.one_of("BBBB")))
    >>> print(LoyaltyEffect(-6, swamps, emblem=True).describe())
    −6: You get an emblem with "Swamps you control have '{T}: Add {B}{B}{B}{B}.'"
    """

    loyalty: int
    effect: object
    emblem: bool = False
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Plain words."""
        cost = f"+{self.loyalty}" if self.loyalty > 0 else (f"\u2212{-self.loyalty}" if self.loyalty else "0")
        words = self.effect.describe()
        if self.emblem:
            return f'{cost}: You get an emblem with "{words.replace(chr(34), chr(39))}"'
        return f"{cost}: {words}"
