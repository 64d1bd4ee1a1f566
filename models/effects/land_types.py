"""Effects that change what permanents are: land types (:class:`LandTypes`: Blood Moon, Urborg), "is a colorless
land with …" and "loses all other abilities" (:class:`Becomes`: Imprisoned in the Moon), colours
(:class:`SetsColor`: Grand Architect), base power and toughness (:class:`BasePowerToughness`: Humility, Frogify) and
changes to power and toughness (:class:`ModifiesPowerToughness`: Elvish Archdruid's Elves). They apply in the layers
of CR 613 (4 types, 5 colours, 6 abilities, 7b base power and toughness, 7c changes).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..ability import ManaAbility
from ..mana import ManaType, sort_types
from .scope import Scope

__all__ = ["LandTypes", "Becomes", "SetsColor", "BasePowerToughness", "ModifiesPowerToughness"]


@dataclass(frozen=True, slots=True)
class LandTypes:
    """"Nonbasic lands are Mountains." (replace), "Each land is a Swamp in addition to its other land types." (add):
    a land-type-changing effect of layer 4 (CR 305.7, 613.1d).

    Parameters
    ----------
    scope : Scope
    types : frozenset of str
        Basic land types (``'Mountain'`` …).
    replace : bool
        The lands lose their other land types and all abilities from their rules text, keeping the intrinsic
        abilities of the new types (CR 305.7); otherwise the types are added.
    text : str
    """

    scope: Scope
    types: frozenset[str]
    replace: bool = False
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Plain words: ``'Nonbasic lands are Mountains (…)'``, ``'Each land is a Swamp in addition to its other
        types.'``"""
        who = self.scope.text
        one = who.lower().startswith(("each ", "enchanted ", "target ")) or not who.endswith("s")
        kinds = sorted(self.types)
        words = [k if one or k.endswith("s") else k + "s" for k in kinds]  # Plains stays Plains
        names = words[0] if len(words) == 1 else ", ".join(words[:-1]) + f" and {words[-1]}"
        if one:
            names = ("an " if names[0] in "AEIOU" else "a ") + names
        if self.replace:
            lose = "it loses its" if one else "they lose their"
            return f"{who} {'is' if one else 'are'} {names} ({lose} other land types and abilities from rules text)."
        return f"{who} {'is' if one else 'are'} {names} in addition to {'its' if one else 'their'} other types."


@dataclass(frozen=True, slots=True)
class Becomes:
    """"Enchanted permanent is a colorless land with "{T}: Add {C}" and loses all other card types and abilities."
    (Imprisoned in the Moon), "Enchanted land loses all land types and abilities and has "{T}: Add {C}" and …"
    (Lithoform Blight), "All lands have "{T}: Add one mana of any color" and lose all other abilities." (Toxicrene):
    permanents in scope lose every ability they have and have only the mana abilities given — possibly also becoming
    another card type, colorless, or losing their land types.

    The parts apply in their layers (CR 613.1): card types and subtypes in layer 4 (CR 205.1a: a card type that is
    set replaces the others; a subtype that is set replaces the others; subtypes of a card type the permanent no
    longer has are gone), colour in layer 5, abilities in layer 6 — the loss and the abilities given in this
    effect's timestamp order with other layer-6 effects (a grant with a later timestamp is kept, CR 613.7).

    Parameters
    ----------
    scope : Scope
    abilities : tuple of ManaAbility
        The abilities it has ("with …", "and has …", "gain …").
    card_types : frozenset of str
        Its card types become these ("is a land"); empty: unchanged.
    subtypes : frozenset of str
        Subtypes set ("a Treasure artifact"): they replace the permanent's subtypes other than land types.
    colorless : bool
        It becomes colorless (layer 5).
    loses_land_types : bool
        "loses all land types".
    text : str

    Examples
    --------
    >>> from manaplan.models.ability import ActivationCost, Produce
    >>> moon = Becomes(Scope(attached=True, text="Enchanted permanent"),
    ...                (ManaAbility(ActivationCost(tap=True), Produce.one_of("C")),), frozenset({"Land"}),
    ...                colorless=True)
    >>> moon.describe()
    'Enchanted permanent is a colorless land with "{T}: Add {C}." and loses all other card types and abilities.'
    """

    scope: Scope
    abilities: tuple[ManaAbility, ...]
    card_types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    colorless: bool = False
    loses_land_types: bool = False
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Plain words."""
        if not self.abilities:  # Humility, Frogify
            one = self.scope.text.startswith(("Enchanted ", "Equipped ", "Each ", "Target "))
            what = " ".join(sorted(self.subtypes) + [t.lower() for t in sorted(self.card_types)])
            return (f"{self.scope.text} {'loses' if one else 'lose'} all abilities"
                    + (f" and {'is' if one else 'are'} {'an' if what[0] in 'AEIOU' else 'a'} {what}" if what else "")
                    + ".")
        given = " and ".join(f'"{a.describe()}"' for a in self.abilities)
        what = " ".join(sorted(self.subtypes) + [t.lower() for t in sorted(self.card_types)])
        if what:
            colour = "colorless " if self.colorless else ""
            article = "an" if (colour or what)[0] in "aeiouAEIOU" else "a"
            lost = "card types and abilities" if self.card_types else "abilities"
            verb = "becomes" if self.scope.target else "is"
            return f"{self.scope.text} {verb} {article} {colour}{what} with {given} and loses all other {lost}."
        lost = "all land types and abilities" if self.loses_land_types else "all other abilities"
        one = self.scope.text.startswith(("Enchanted ", "Equipped ", "Each ", "Target ")) or self.scope.itself
        lose, has = ("loses", "has") if one else ("lose", "have")
        return f"{self.scope.text} {lose} {lost} and {has} {given}" + ("" if given.endswith('."') else ".")


@dataclass(frozen=True, slots=True)
class SetsColor:
    """"Target artifact creature becomes blue until end of turn." (Grand Architect): permanents in scope become the
    colours (layer 5)."""

    scope: Scope
    colors: frozenset[ManaType]
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Plain words."""
        return f"{self.scope.text} becomes {''.join(t.value for t in sort_types(self.colors))}"


@dataclass(frozen=True, slots=True)
class BasePowerToughness:
    """"All creatures … have base power and toughness 1/1." (Humility), "Enchanted creature … is a blue Frog
    creature with base power and toughness 1/1." (Frogify): permanents in scope have this base power and toughness
    (layer 7b, CR 613.4b); the effects that modify power and toughness, counters among them, still apply on top
    (layer 7c, CR 613.4c), and of two such effects the later one wins (CR 613.7).

    Parameters
    ----------
    scope : Scope
    power, toughness : int
    text : str

    Examples
    --------
    >>> BasePowerToughness(Scope(frozenset({"Creature"}), text="All creatures"), 1, 1).describe()
    'All creatures have base power and toughness 1/1.'
    """

    scope: Scope
    power: int
    toughness: int
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Plain words."""
        return f"{self.scope.text} {_verb(self.scope, 'has', 'have')} base power and toughness {self.power}/" \
               f"{self.toughness}."


@dataclass(frozen=True, slots=True)
class ModifiesPowerToughness:
    """"Other Elves you control get +1/+1." (Elvish Archdruid), "Equipped creature gets +1/-1." (Skullclamp):
    permanents in scope get this much more power and toughness, on top of their base and beside their counters (layer
    7c, CR 613.4c). A static ability of a permanent, in force while it is on the battlefield (CR 611.3a); a spell's
    "… until end of turn" (Overrun) is not one.

    Parameters
    ----------
    scope : Scope
    power, toughness : int
        What it adds (negative: takes away).
    text : str

    Examples
    --------
    >>> ModifiesPowerToughness(Scope(subtypes=frozenset({"Elf"}), controller="you", other=True,
    ...                               text="Other Elves you control"), 1, 1).describe()
    'Other Elves you control get +1/+1.'
    """

    scope: Scope
    power: int
    toughness: int
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Plain words."""
        return f"{self.scope.text} {_verb(self.scope, 'gets', 'get')} {self.power:+d}/{self.toughness:+d}."


def _verb(scope: Scope, one: str, many: str) -> str:
    """The verb as the scope's words take it: one permanent ("Enchanted creature has"), or many ("Creatures have")."""
    single = scope.text.startswith(("Enchanted ", "Equipped ", "Each ", "Target ")) or scope.itself
    return one if single else many
