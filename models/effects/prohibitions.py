"""Effects that stop or allow activating abilities: :class:`Prohibition` ("Activated abilities of artifacts can't be
activated.", CR 602.5) and :class:`Haste` ("Creatures you control have haste.", CR 702.10; "as though those creatures
had haste", CR 302.6).

Examples
--------
>>> rod = Prohibition(Scope(frozenset({"Artifact"}), text="artifacts"))
>>> rod.describe()
"Activated abilities of artifacts can't be activated."
>>> rod.stops(mana_ability=True), Prohibition(rod.scope, exempt_mana=True).stops(mana_ability=True)
(True, False)
>>> Haste(Scope(frozenset({"Creature"}), controller="you", text="Creatures you control")).describe()
'Creatures you control have haste.'
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .scope import Scope

__all__ = ["Prohibition", "Haste", "ZoneAbilitiesLost"]


@dataclass(frozen=True, slots=True)
class Prohibition:
    """Activated abilities of the permanents in scope can't be activated (CR 602.5): Null Rod ("of artifacts"),
    Cursed Totem ("of creatures"), Linvala, Keeper of Silence ("of creatures your opponents control"), Pithing Needle
    ("of sources with the chosen name … unless they're mana abilities"), Damping Matrix ("of artifacts and creatures
    … unless they're mana abilities"), Overwhelming Splendor ("Enchanted player can't activate abilities that aren't
    mana abilities or loyalty abilities").

    Parameters
    ----------
    scope : Scope
        Whose abilities (relative to the effect's controller, as every scope).
    exempt_mana : bool
        "unless they're mana abilities": mana abilities (CR 605.1a) may still be activated; every other activated
        ability (an untap ability such as Grim Monolith's "{4}: Untap ~", Magus of the Will's) may not.
    player : bool
        It speaks of a player's abilities ("Enchanted player can't activate …"): the scope is that player's
        permanents.
    text : str
    """

    scope: Scope
    exempt_mana: bool = False
    player: bool = False
    text: str = field(default="", compare=False)

    def stops(self, *, mana_ability: bool) -> bool:
        """Whether it stops an activated ability of a permanent in scope (a mana ability, or not)."""
        return not (mana_ability and self.exempt_mana)

    def describe(self) -> str:
        """Plain words."""
        if self.player:
            return "Enchanted player can't activate abilities that aren't mana abilities or loyalty abilities."
        unless = " unless they're mana abilities" if self.exempt_mana else ""
        return f"Activated abilities of {self.scope.text} can't be activated{unless}."


@dataclass(frozen=True, slots=True)
class Haste:
    """The permanents in scope have haste (CR 702.10: Lightning Greaves' equipped creature, Fervor's creatures you
    control, Concordant Crossroads' creatures), or their abilities may be activated as though they had it
    (Thousand-Year Elixir, ``as_though``): a creature's ``{T}``/``{Q}`` abilities may be activated although it came
    under its controller's control this turn (CR 302.6).

    Parameters
    ----------
    scope : Scope
    as_though : bool
        "You may activate abilities of creatures you control as though those creatures had haste": not an ability the
        creatures have, so an effect that removes their abilities (Humility) does not remove it.
    text : str
    """

    scope: Scope
    as_though: bool = False
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Plain words."""
        if self.as_though_words():
            return self.as_though_words()
        verb = "has" if self.scope.text.startswith(("Equipped ", "Enchanted ")) else "have"
        return f"{self.scope.text} {verb} haste."

    def as_though_words(self) -> str:
        """The words of an "as though … had haste" effect ('' for haste itself)."""
        if not self.as_though:
            return ""
        return f"You may activate abilities of {self.scope.text.lower()} as though those creatures had haste."


@dataclass(frozen=True, slots=True)
class ZoneAbilitiesLost:
    """"Cards in graveyards lose all abilities." (Yixlid Jailer, CR 613.1f): the cards in a zone have no abilities —
    a card's own way to be cast from a graveyard (flashback, escape, aftermath …, CR 702.34) is gone, and so are
    effects that work while the card is in a graveyard ("As long as ~ is in your graveyard").

    >>> ZoneAbilitiesLost("graveyard").describe()
    'Cards in graveyards lose all abilities.'
    """

    zone: str
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Plain words."""
        return f"Cards in {self.zone}s lose all abilities."
