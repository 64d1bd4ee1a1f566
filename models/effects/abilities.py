"""Abilities that are not mana abilities but matter for mana: :class:`UntapAbility` ("{3}: Untap ~.", for loops),
:class:`Untapper` ("Tap an untapped creature you control: Untap target basic land.", Earthcraft), and loyalty abilities whose effect lasts once resolved, in force when the board lists the card among its
``effects:`` (:class:`LoyaltyEffect`). An activated ability whose effect lasts (Deep Water) holds any effect, so it
is in :mod:`.any_effect` (:class:`~manaplan.models.effects.any_effect.Activated`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..ability import ActivationCost

__all__ = ["UntapAbility", "Untapper", "LoyaltyEffect"]


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
class Untapper:
    """"Tap an untapped creature you control: Untap target basic land." (Earthcraft), "{T}: Untap target Forest."
    (Arbor Elf), "{1}, {T}: Untap target artifact." (Voltaic Key), "{T}: Untap another target permanent." (Ioreth of
    the Healing House): an activated ability that untaps a permanent. It has a target, so it is no mana ability (CR
    605.1a) and is activated before a spell is cast, when you have priority; the permanent untapped can then be tapped
    for mana again (CR 106.12).

    Parameters
    ----------
    cost : ActivationCost
    card_types : frozenset of str
        The permanent has one of these card types ("target artifact or creature"); empty: any permanent.
    basic : bool
        Only a basic one ("target basic land").
    subtypes : frozenset of str
        Only one with one of these subtypes ("target Forest"); empty: any.
    legendary : bool
        Only a legendary one ("target legendary permanent", Minamo, School at Water's Edge).
    another : bool
        Not the untapper itself ("another target permanent"). A permanent untapping itself is an
        :class:`UntapAbility`, so it is never among the targets read here.
    max_per_turn : int
        "Activate only once each turn." (Quirion Ranger, CR 602.5b): at most this many activations each turn, whatever
        they untap; 0: no limit.
    text : str
        As printed.

    Examples
    --------
    >>> from manaplan.models.ability import PermanentFilter
    >>> earthcraft = Untapper(ActivationCost(taps=(PermanentFilter(frozenset({"Creature"}), untapped=True,
    ...                       text="an untapped creature you control"),)), frozenset({"Land"}), basic=True)
    >>> earthcraft.describe()
    'Tap an untapped creature you control: Untap target basic land.'
    >>> earthcraft.fits({"Land"}, {"Forest"}, {"Basic"}), earthcraft.fits({"Land"}, {"Forest", "Island"}, set())
    (True, False)
    """

    cost: ActivationCost
    card_types: frozenset[str] = frozenset()
    basic: bool = False
    subtypes: frozenset[str] = frozenset()
    another: bool = False
    legendary: bool = False
    max_per_turn: int = 0
    text: str = field(default="", compare=False)

    def fits(self, card_types, subtypes, supertypes) -> bool:
        """Whether a permanent with these characteristics is one it may untap."""
        if self.card_types and not self.card_types & set(card_types):
            return False
        if (self.basic and "Basic" not in supertypes) or (self.legendary and "Legendary" not in supertypes):
            return False
        return not self.subtypes or bool(self.subtypes & set(subtypes))

    def describe(self) -> str:
        """Oracle-like words."""
        what = " or ".join(sorted(self.subtypes)) or " or ".join(t.lower() for t in sorted(self.card_types)) \
            or "permanent"
        what = ("basic " if self.basic else "") + ("legendary " if self.legendary else "") + what
        once = {0: "", 1: " Activate only once each turn."}.get(
            self.max_per_turn, f" Activate no more than {self.max_per_turn} times each turn.")
        return f"{self.cost.describe()}: Untap {'another ' if self.another else ''}target {what}.{once}"


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
