"""Effects that give permanents mana abilities: :class:`Grant` ("Lands you control have '{T}: Add one mana of any
color.'", Chromatic Lantern), :class:`TargetGrant` (a grant to a target, which no board names),
:class:`ReturnsAsAura` (Old-Growth Troll, back as an Aura that grants) and :class:`StackGrant` (an ability with a
target that adds mana, which is no mana ability: Bigger on the Inside).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..ability import ManaAbility, ManaEffect
from .scope import Scope

__all__ = ["Grant", "ANOTHER_ACTIVATED", "TargetGrant", "ReturnsAsAura", "StackGrant"]


@dataclass(frozen=True, slots=True)
class Grant:
    """'Lands you control have "{T}: Add one mana of any color."' (Chromatic Lantern): each permanent in scope has
    the mana ability (layer 6, CR 613.1f). "This creature" in the granted text means the permanent that has it.

    Parameters
    ----------
    scope : Scope
    ability : ManaAbility
    text : str
    needs_another_activated : bool
        The granted ability ends "Activate only if this creature has another activated ability." (Tazri): usable
        only on a permanent known to have another activated ability (the solver leaves it out when it cannot tell).
    """

    scope: Scope
    ability: ManaAbility
    text: str = field(default="", compare=False)
    needs_another_activated: bool = False

    def describe(self) -> str:
        """Plain words."""
        verb = "has" if self.scope.itself or self.scope.text.startswith(("Each ", "each ", "Enchanted ", "Equipped ")) \
            else "have"
        words = self.ability.describe()
        if self.needs_another_activated:
            words += f" {ANOTHER_ACTIVATED}"
        return f'{self.scope.text} {verb} "{words}"'


#: The sentence of :attr:`Grant.needs_another_activated`.
ANOTHER_ACTIVATED = "Activate only if this creature has another activated ability."


@dataclass(frozen=True, slots=True)
class TargetGrant:
    """"Target land gains "{T}: Add {G}{G}{G}" until end of turn." (Glorious Sunrise), "{2}, Exile ~ from your hand:
    Target land gains "{T}: Add {U}, {B}, or {R}" until ~ is cast from exile. You may cast ~ for as long as it
    remains exiled." (Glamorous Outlaw): one permanent, chosen as the target when the spell or ability was put on the
    stack (CR 115.1), has the mana ability for a while (layer 6).

    Which permanent was targeted is in no text, and a board has no way to name it: the solver applies the effect to
    nothing and says so (list the land with the ability as a homebrew card instead). It is never an effect of a
    permanent's text on the board: only of the board's ``effects:``.

    Parameters
    ----------
    scope : Scope
        ``target`` set; the card types a target must have.
    ability : ManaAbility
    until : str
        ``'end of turn'`` or ``'~ is cast from exile'``.
    cast_from_exile : bool
        "You may cast ~ for as long as it remains exiled." follows (a permission to cast the card: no effect on
        mana).
    text : str

    Examples
    --------
    >>> from manaplan.models.ability import ActivationCost, Produce
    >>> g = TargetGrant(Scope(frozenset({"Land"}), target=True, text="Target land"),
    ...                 ManaAbility(ActivationCost(tap=True), Produce.one_of("GGG")), "end of turn")
    >>> g.describe()
    'Target land gains "{T}: Add {G}{G}{G}." until end of turn.'
    """

    scope: Scope
    ability: ManaAbility
    until: str
    cast_from_exile: bool = False
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Plain words."""
        tail = " You may cast ~ for as long as it remains exiled." if self.cast_from_exile else ""
        return f'{self.scope.text} gains "{self.ability.describe()}" until {self.until}.{tail}'


@dataclass(frozen=True, slots=True)
class ReturnsAsAura:
    """"When ~ dies, if it was a creature, return it to the battlefield. It's an Aura enchantment with enchant Forest
    you control and "Enchanted Forest has '{T}: Add {G}{G}' and '…'"" (Old-Growth Troll): after the creature died, the
    card is back on the battlefield as an Aura enchantment (not a creature) whose static ability grants the mana
    ability to the Forest it enchants.

    A board shows the returned Aura by giving the card ``attached_to:`` (a creature is attached to
    nothing); only then is the grant in force, and the permanent is an Aura enchantment, not a creature.

    Parameters
    ----------
    enchant : Scope
        What it may enchant ("Forest you control").
    grant : Grant
        Its static ability (scope: the enchanted permanent).
    text : str

    Examples
    --------
    >>> from manaplan.models.ability import ActivationCost, Produce
    >>> forest = Scope(subtypes=frozenset({"Forest"}), controller="you", text="Forest you control")
    >>> grant = Grant(Scope(subtypes=frozenset({"Forest"}), attached=True, text="Enchanted Forest"),
    ...               ManaAbility(ActivationCost(tap=True), Produce.one_of("GG")))
    >>> ReturnsAsAura(forest, grant).describe()
    'when it dies, if it was a creature, it returns as an Aura with enchant Forest you control: Enchanted Forest has "{T}: Add {G}{G}."'
    """

    enchant: Scope
    grant: Grant
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Plain words."""
        return (f"when it dies, if it was a creature, it returns as an Aura with enchant {self.enchant.text}: "
                f"{self.grant.describe()}")


@dataclass(frozen=True, slots=True)
class StackGrant:
    """'Enchanted permanent has "{T}: Target player adds two mana of any one color. The next spell they cast this turn
    has cascade."' (Bigger on the Inside): each permanent in scope has an activated ability that adds mana but has a
    target, so it is no mana ability (CR 605.1a): it uses the stack and never resolves while a cost is paid. No
    solver activates it; what it grants is named with the board's answers ("activate it first if you want its
    mana", :mod:`manaplan.solver.rules.event_mana`), as a permanent's own such ability is.

    Parameters
    ----------
    scope : Scope
    effect : ManaEffect
        The granted ability, of kind ``'activated'`` (its cost, targets, the player who adds the mana).
    text : str

    Examples
    --------
    >>> from manaplan.models.ability import ActivationCost, Produce
    >>> g = StackGrant(Scope(attached=True, text="Enchanted permanent"),
    ...                ManaEffect("activated", Produce.any_color(2), additional_cost=ActivationCost(tap=True),
    ...                           player="target player"))
    >>> g.describe()
    'Enchanted permanent has "{T}: Target player adds two mana of any one color."'
    """

    scope: Scope
    effect: ManaEffect
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Plain words."""
        return f'{self.scope.text} has "{self.effect.describe()}"'
