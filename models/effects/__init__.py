"""Effects on mana that are not mana abilities: values, as the parser reads them from text (README, "Design":
"Abilities are data").

A permanent's text may change what *other* permanents make, or how: it sets land types (Blood Moon, Urborg),
grants mana abilities (Chromatic Lantern), adds mana whenever something is tapped for mana (Overgrowth, Mana Flare),
replaces the mana a tapped permanent produces (Mana Reflection, Contamination), untaps a permanent (Basalt Monolith),
makes abilities cheaper (Power Artifact) or puts fewer counters (Vizier of Remedies). Each of these is a frozen value
here; :mod:`manaplan.models.oracle.static` reads them from text and :mod:`manaplan.solver.effective` applies them to a
board. Nothing here looks at a board.

Who "you" is
------------
A :class:`Scope` speaks relative to the effect's controller: ``controller='you'`` means permanents controlled by
whoever controls the source of the effect ("Lands you control", "If you tap a permanent for mana"), ``'any'``
every permanent ("Each land", "If a land is tapped for mana"). The effects of a board's ``effects:`` list (spells and
abilities that resolved this turn) are yours.

Examples
--------
>>> moon = LandTypes(Scope(frozenset({"Land"}), nonbasic=True, text="Nonbasic lands"), frozenset({"Mountain"}),
...                  replace=True)
>>> moon.describe()
'Nonbasic lands are Mountain (they lose their other land types and abilities from rules text).'
>>> Replacement(Scope(controller="you"), factor=2).describe()
'tapped for mana: twice as much'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Union

from ..ability import ActivationCost, AnyCombination, ChosenColor, Counted, ManaAbility, Produce
from ..mana import ManaType, sort_types

__all__ = [
    "YOU",
    "OPPONENT",
    "ANY",
    "Scope",
    "LandTypes",
    "Grant",
    "Becomes",
    "TargetGrant",
    "LoyaltyEffect",
    "ReturnsAsAura",
    "SameType",
    "TriggeredMana",
    "ManaDamage",
    "TapTrigger",
    "EventMana",
    "EventAmount",
    "EventAdds",
    "SpendTrigger",
    "CostMana",
    "ChapterEffect",
    "CHOSEN_PLAYER",
    "Replacement",
    "UntapAbility",
    "CostReduction",
    "CounterReduction",
    "SpendAsThough",
    "SpendAsColorless",
    "UnspentMana",
    "SetsColor",
    "DevotionBonus",
    "Activated",
    "Effect",
    "MULTIPLIER_WORDS",
]

YOU = "you"
OPPONENT = "opponent"
ANY = "any"
#: :attr:`EventMana.player` of "Choose a player. That player adds …" (Stadium Vendors).
CHOSEN_PLAYER = "chosen player"

#: "twice as much", "three times as much" …: the factor of a multiplying replacement effect.
MULTIPLIER_WORDS = {"twice": 2, "three times": 3, "four times": 4}


@dataclass(frozen=True, slots=True)
class Scope:
    """Which permanents an effect applies to.

    Every field that is set must hold.

    Parameters
    ----------
    card_types : frozenset of str
        Any of these card types (``'Land'``, ``'Creature'`` …); empty: any permanent.
    subtypes : frozenset of str
        Any of these subtypes (``'Forest'``, ``'Swamp'``); empty: any.
    controller : str
        ``'you'`` (whoever controls the effect's source), ``'opponent'``, or ``'any'``.
    nonbasic, basic : bool
        Only nonbasic / only basic permanents.
    attached : bool
        Only the permanent the source is attached to ("enchanted land", "equipped creature").
    other : bool
        Not the source itself ("Other permanents you control").
    target : bool
        A target chosen when the effect was made ("Target artifact creature becomes blue"): which one is not known
        from the text alone.
    text : str
        The words as printed, for people.
    token : bool or None
        ``True``: only tokens ("Creature tokens you control"); ``None``: any. A caller that does not say whether the
        permanent is a token never matches a scope with ``token`` set.
    not_card_types : frozenset of str
        None of these card types ("a nonland permanent", Kinnan).
    counter : str or None
        Only permanents with a counter of this kind on them ("with a +1/+1 counter on it"); ``''``: any counter
        ("with a counter on it"); ``None``: no such requirement. A caller that does not give the counters never
        matches a scope with ``counter`` set.
    itself : bool
        Only the effect's source ("As long as ~ is renowned, it has …").
    alternatives : tuple of Scope
        The permanent must also be in one of these ("Each land and Ally you control": a land, or an Ally); empty:
        no such requirement.
    chosen_name : bool
        Only permanents with the name chosen for the effect's source ("Creatures you control with the chosen name",
        the board's ``chosen:`` of the source). A caller that does not give the chosen name never matches.
    """

    card_types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    controller: str = ANY
    nonbasic: bool = False
    basic: bool = False
    attached: bool = False
    other: bool = False
    target: bool = False
    text: str = field(default="", compare=False)
    token: bool | None = None
    counter: str | None = None
    not_card_types: frozenset[str] = frozenset()
    itself: bool = False
    alternatives: tuple[Scope, ...] = ()
    chosen_name: bool = False

    def matches(self, *, card_types, subtypes, supertypes, controlled_by_you: bool, is_attached_to: bool,
                is_source: bool, is_token: bool | None = None,
                counters: tuple[tuple[str, int], ...] | None = None, name: str | None = None,
                source_chosen: str | None = None) -> bool:
        """Whether a permanent is in scope.

        Parameters
        ----------
        card_types, subtypes, supertypes : collections of str
            The permanent's characteristics as they are now (after land-type effects, CR 305.7).
        controlled_by_you : bool
            The permanent's controller is the effect's controller.
        is_attached_to : bool
            The effect's source is attached to the permanent.
        is_source : bool
            The permanent is the effect's source.
        is_token : bool or None
            Whether the permanent is a token (None: not known).
        counters : tuple of (str, int) or None
            The counters on it (None: not known).
        name : str or None
            Its name (None: not known).
        source_chosen : str or None
            The name chosen for the effect's source (None: none given).

        Returns
        -------
        bool

        Examples
        --------
        >>> land_or_ally = Scope(alternatives=(Scope(frozenset({"Land"})), Scope(subtypes=frozenset({"Ally"}))))
        >>> kw = dict(supertypes=(), controlled_by_you=True, is_attached_to=False, is_source=False)
        >>> land_or_ally.matches(card_types={"Creature"}, subtypes={"Ally"}, **kw)
        True
        >>> land_or_ally.matches(card_types={"Creature"}, subtypes={"Elf"}, **kw)
        False
        """
        if self.card_types and not (self.card_types & set(card_types)):
            return False
        if self.subtypes and not (self.subtypes & set(subtypes)):
            return False
        if self.controller == YOU and not controlled_by_you:
            return False
        if self.controller == OPPONENT and controlled_by_you:
            return False
        if self.nonbasic and "Basic" in supertypes:
            return False
        if self.basic and "Basic" not in supertypes:
            return False
        if self.attached and not is_attached_to:
            return False
        if self.other and is_source:
            return False
        if self.not_card_types & set(card_types):
            return False
        if self.token is not None and (is_token is None or is_token != self.token):
            return False
        if self.counter is not None:
            if counters is None or not any(n > 0 and (not self.counter or kind == self.counter)
                                           for kind, n in counters):
                return False
        if self.itself and not is_source:
            return False
        if self.chosen_name and (name is None or source_chosen is None or name.casefold() != source_chosen.casefold()):
            return False
        if self.alternatives and not any(
                alt.matches(card_types=card_types, subtypes=subtypes, supertypes=supertypes,
                            controlled_by_you=controlled_by_you, is_attached_to=is_attached_to, is_source=is_source,
                            is_token=is_token, counters=counters, name=name, source_chosen=source_chosen)
                for alt in self.alternatives):
            return False
        return not self.target


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
        """Plain words."""
        names = ", ".join(sorted(self.types))
        if self.replace:
            return f"{self.scope.text} are {names} (they lose their other land types and abilities from rules text)."
        return f"{self.scope.text} are {names} in addition to their other types."


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
class SameType:
    """"one mana of any type that land produced" (Mana Flare, Zendikar Resurgent): one more mana of a type the tapped
    permanent's ability just produced. ``per_same_name``: that once for each other land its controller controls with
    the same name as the tapped one, each of any type it produced (Sasaya's Essence)."""

    amount: int = 1
    per_same_name: bool = False

    def describe(self) -> str:
        """Plain words."""
        if self.per_same_name:
            return "one mana of any type that land produced for each other land you control with the same name"
        return "one mana of any type that land produced"


#: What a triggered mana ability adds: fixed mana, any colour, any combination, the chosen colour, a count, or more
#: of a type just produced.
TriggerAdds = Union[Produce, AnyCombination, ChosenColor, Counted, SameType]


@dataclass(frozen=True, slots=True)
class TriggeredMana:
    """"Whenever enchanted land is tapped for mana, its controller adds an additional {G}{G}." (Overgrowth): a
    triggered mana ability (CR 605.1b) that adds mana whenever a permanent in scope is tapped for mana — that is,
    whenever a mana ability with ``{T}`` in its cost resolves and produces mana (CR 106.12, 106.12a). The mana goes
    to the tapped permanent's controller.

    Parameters
    ----------
    scope : Scope
        The permanents whose tapping for mana triggers it.
    adds : Produce, AnyCombination, ChosenColor, Counted or SameType
        A :class:`~manaplan.models.ability.ChosenColor` is the colour chosen for the effect's source (Utopia
        Sprawl's ``chosen`` on the board).
    text : str
    produced, produced_chosen : frozenset of ManaType, bool
        Only when the mana made includes one of these types ("tapped for {C}", Forsaken Monument), or the colour
        chosen for the source ("tapped for mana of the chosen color", Gauntlet of Power); else on any mana.
    any_ability : bool
        On any ability of a permanent in scope that adds mana, not only on tapping it ("Whenever a land's ability
        causes you to add one or more mana of the chosen color", Caged Sun).
    fact : str or None
        Only while this fact of :data:`~manaplan.models.facts.FACTS` holds ("while you're the monarch", Regal
        Behemoth); a board that does not give it adds nothing and names it.
    if_source_tapped : bool
        Only if the effect's source is tapped (an intervening "if", CR 603.4: "if ~ is tapped", Barbflare Gremlin).
    snow : bool
        Only snow permanents in scope ("a snow land", Winter's Night; CR 205.4a).
    after : tuple of str
        Other effects of the ability, after its mana, as printed ("That land doesn't untap during its controller's
        next untap step."): nothing that changes mana made now.
    """

    scope: Scope
    adds: TriggerAdds
    text: str = field(default="", compare=False)
    produced: frozenset[ManaType] = frozenset()
    produced_chosen: bool = False
    any_ability: bool = False
    fact: str | None = None
    if_source_tapped: bool = False
    snow: bool = False
    after: tuple[str, ...] = ()

    def describe(self) -> str:
        """Plain words.

        Examples
        --------
        >>> sun = TriggeredMana(Scope(frozenset({"Land"}), controller=YOU, text="a land you control"),
        ...                     ChosenColor(1), produced_chosen=True, any_ability=True)
        >>> sun.describe()
        'whenever an ability of a land you control adds mana of the chosen color: +one mana of the chosen color'
        >>> TriggeredMana(Scope(frozenset({"Land"}), controller=YOU, text="a land you control"),
        ...               Produce.any_color(1), fact="monarch").describe()
        "whenever a land you control is tapped for mana: +one mana of any color (while you're the monarch)"
        """
        from ..facts import fact_words

        words = self.adds.describe()
        if words.startswith("Add "):
            words = words[4:].rstrip(".")
        what = "mana"
        if self.produced:
            what = "".join("{" + t.value + "}" for t in sort_types(self.produced))
        elif self.produced_chosen:
            what = "mana of the chosen color"
        if self.any_ability:
            out = f"whenever an ability of {self.scope.text} adds {what}: +{words}"
        else:
            out = f"whenever {self.scope.text} is tapped for {what}: +{words}"
        if self.fact is not None:
            out += f" (while {fact_words(self.fact)})"
        if self.if_source_tapped:
            out += " (if this permanent is tapped)"
        return " ".join((f"{out}.", *self.after)) if self.after else out


@dataclass(frozen=True, slots=True)
class EventMana:
    """"When ~ enters the battlefield, add {R}{G}." (Burning-Tree Emissary), "At the beginning of your precombat main
    phase, add {G}{G}." (Eladamri's Vineyard), "Whenever ~ attacks, add {R} or {G}." (Kessig Naturalist): a
    triggered ability that adds mana on an event other than activating a mana ability. It is not a mana ability
    (CR 605.1b, 605.5a): it uses the stack (CR 603.3) and never resolves while a cost is paid, so a board snapshot
    cannot use its mana. The solver reports it and adds nothing.

    Parameters
    ----------
    trigger : str
        The trigger condition as printed (self-references ``~``), with an intervening "if" clause (CR 603.4).
    adds : ManaOutput
        What it adds, as the mana ability parser reads an "Add" sentence.
    player : str
        Who adds the mana: ``'you'``, or ``'that player'`` ("At the beginning of each player's …").
    may : bool
        "you may add".
    keeps : bool
        "Until end of turn, you don't lose this mana as steps and phases end."
    spend : SpendRestriction or None
        "Spend this mana only …".
    text : str
    keeps_until : str
        With ``keeps``: ``'turn'`` ("Until end of turn, you don't lose this mana as steps and phases end.") or
        ``'combat'`` ("Until end of combat, you don't lose this mana as steps end.").
    before, after : tuple of str
        The ability's other effects, before and after its mana, as printed ("You lose 1 life.", "Put two +1/+1
        counters on up to one target creature you control."): effects that do not speak of mana and do not decide
        whether or how much mana is added. Nothing here is used by a payment (the ability never resolves during
        one), so they are words for people.
    optional : str
        An action the player may take, as printed after "may" ("sacrifice another creature"): the rest of the
        ability, mana included, happens only if they do (CR 608.2d); ``''``: none.
    condition, mana_if, otherwise : str, bool, tuple of str
        "If it was a land card, add {R} or {G}. Otherwise, you gain 2 life …" (Klothys): the mana only when the
        condition, as printed, holds (``mana_if``) or only when it does not, and the other branch's effects.
    """

    trigger: str
    adds: object
    player: str = YOU
    may: bool = False
    keeps: bool = False
    spend: object = None
    text: str = field(default="", compare=False)
    keeps_until: str = "turn"
    before: tuple[str, ...] = ()
    after: tuple[str, ...] = ()
    optional: str = ""
    condition: str = ""
    mana_if: bool = True
    otherwise: tuple[str, ...] = ()

    def describe(self) -> str:
        """Plain words.

        Examples
        --------
        >>> EventMana("Whenever a creature enters the battlefield", Produce.one_of("B"),
        ...           before=("You lose 1 life.",)).describe().split(" \u2014 ")[0]
        'Whenever a creature enters the battlefield: You lose 1 life. Add {B}.'
        >>> EventMana("Whenever a player attacks", Produce.one_of("RRRRRR"), keeps=True,
        ...           keeps_until="combat").describe().split(" \u2014 ")[0]
        'Whenever a player attacks: add {R}{R}{R}{R}{R}{R} (kept until end of combat)'
        """
        words = self.adds.describe()
        if words.startswith("Add "):
            words = words[4:].rstrip(".")
        else:  # "Choose a color. Add one mana of that color for each …"
            words = f"({words.rstrip('.')})"
        verb = {YOU: "you may add" if self.may else "add", CHOSEN_PLAYER: "choose a player; that player adds"}.get(
            self.player, "that player adds")
        tail = f" (kept until end of {self.keeps_until})" if self.keeps else ""
        if self.spend is not None:
            tail += f" ({getattr(self.spend, 'text', '') or 'spending restricted'})"
        mana = f"{verb} {words}{tail}"
        if self.condition:  # "If it was a land card, add {R} or {G}. Otherwise, …" (CR 608.2c)
            other = " ".join(self.otherwise)
            mana = f"{mana[:1].upper()}{mana[1:]}."
            mana = (f"If {self.condition}: {mana} Otherwise: {other}" if self.mana_if
                    else f"If {self.condition}: {other} Otherwise: {mana}")
        if self.before or self.after:  # the other effects of the ability, as printed, in order (CR 608.2c)
            mana = mana if self.condition else f"{mana[0].upper()}{mana[1:]}."
            mana = " ".join((*self.before, mana, *self.after))
        if self.optional:  # "You may sacrifice another creature. If you do, …" (CR 608.2d)
            who = "You" if self.player == YOU else "That player"
            mana = f"{who} may {self.optional}. If {'you' if self.player == YOU else 'they'} do: {mana}"
        return (f"{self.trigger}: {mana} \u2014 a triggered ability, not a mana ability "
                f"(CR 603, 605.5a): it cannot pay for anything now")


@dataclass(frozen=True, slots=True)
class EventAmount:
    """An amount known only as a triggered ability resolves, fixed by its event or by what the ability (or the spell
    that created it) did: "that much" after "Whenever one or more creatures you control attack" (the number of those
    creatures), after "deals combat damage to a player" (the damage dealt); "equal to its power" (the power of the
    creature the trigger speaks of, as the ability resolves, CR 608.2h); "for each charge counter removed this way"
    (the counters an earlier effect of the ability removed); "the sacrificed creature's power"; "that spell's mana
    value" (the spell countered); "for each artifact that player controls" (the player who adds the mana); "for each
    age counter on ~" (cumulative upkeep).

    Parameters
    ----------
    of : str
        What is counted, in words ("the number of creatures you control that attacked", "the combat damage dealt",
        "its power", "charge counter removed this way").
    factor : int
        "twice that much": 2.
    wording : str
        How the text says it: ``'that much'``, ``'equal to'`` ("an amount of {G} equal to its power"),
        ``'for each'`` ("{C} for each charge counter removed this way") or ``'where X is'`` ("X mana in any
        combination of colors, where X is that spell's mana value").
    """

    of: str
    factor: int = 1
    wording: str = "that much"

    def describe(self) -> str:
        """Plain words: ``'twice that much (the number of Treefolk you control that attacked)'``."""
        if self.wording == "that much":
            times = {1: "", 2: "twice "}.get(self.factor, f"{self.factor} times ")
            return f"{times}that much ({self.of})"
        return f"{self.wording} {self.of}"


@dataclass(frozen=True, slots=True)
class EventAdds:
    """What a triggered ability adds when its amount is an :class:`EventAmount`: "Add that much {G}." (Sakiko),
    "Add that much mana in any combination of {R} and/or {G}." (Grand Warlord Radha), "Add an amount of {G} equal to
    its power." (Tanuki Transplanter), "Add one mana of any color for each charge counter removed this way."
    (Coalition Relic). Only an :class:`EventMana` adds it: the amount exists only as the ability resolves.

    Parameters
    ----------
    amount : EventAmount
    types : frozenset of ManaType
        The types each mana may be, chosen one by one (one type: all of it that type).

    Examples
    --------
    >>> EventAdds(EventAmount("the number of Treefolk you control that attacked", 2),
    ...           frozenset({ManaType.G})).describe()
    'Add twice that much {G}.'
    >>> from manaplan.models.mana import COLORS
    >>> EventAdds(EventAmount("charge counter removed this way", wording="for each"), frozenset(COLORS)).describe()
    'Add one mana of any color for each charge counter removed this way.'
    """

    amount: EventAmount
    types: frozenset[ManaType]

    def describe(self) -> str:
        """Plain words, as the card says it."""
        types = sort_types(self.types)
        a = self.amount
        if len(types) == 1:
            unit = "{" + types[0].value + "}"
        elif a.wording == "for each" and len(types) == 5 and all(t.is_color for t in types):
            unit = "one mana of any color"
        elif len(types) == 5 and all(t.is_color for t in types):
            unit = "mana in any combination of colors"
        else:
            syms = ["{" + t.value + "}" for t in types]
            unit = "mana in any combination of " + (", ".join(syms[:-1]) + (", " if len(syms) > 2 else " ")
                                                     + "and/or " + syms[-1])
        times = {1: "", 2: "twice "}.get(a.factor, f"{a.factor} times ")
        if a.wording == "that much":
            return f"Add {times}that much {unit}."
        if a.wording == "equal to":
            return f"Add an amount of {unit} equal to {a.of}."
        if a.wording == "where X is":
            return f"Add X {unit}, where X is {a.of}."
        return f"Add {unit} for each {a.of}."


@dataclass(frozen=True, slots=True)
class ChapterEffect:
    """"I — Urza's Saga gains "{T}: Add {C}."", "II — ~ gains "Creatures you control have '{T}: Add {R}, {G}, or
    {W}.'"" (Roar of the Fifth People), "I, II — Until your next turn, creatures you control gain "{T}: Add one mana
    of any color."" (Song of Freyalise): a Saga's chapter ability (a triggered ability, CR 714.2b) whose effect grants
    a mana ability — to the Saga itself, or, through a static ability the Saga gains, to other permanents.

    The chapter triggers when the Saga's lore counters reach its number (CR 714.2b) and a board is a snapshot with
    the chapter resolved, so the grant is in force while the Saga's ``counters:`` give at least that many lore
    counters; without lore counters on the board it is not (and is named). A grant "until your next turn" depends
    on whose turn and which step it is, which no board says: the solver never applies it.

    Parameters
    ----------
    chapters : tuple of int
        The chapter numbers (``(1, 2)`` for "I, II").
    effect : Grant
        The grant; its scope ``itself`` for "~ gains".
    until_your_next_turn : bool
    text : str
    static : bool
        The Saga gains a static ability that grants (Roar of the Fifth People): in force while the Saga is.

    Examples
    --------
    >>> from manaplan.models.ability import ActivationCost
    >>> saga = ChapterEffect((1,), Grant(Scope(itself=True, text="~"),
    ...                                  ManaAbility(ActivationCost(tap=True), Produce.one_of("C"))))
    >>> saga.describe()
    'Chapter I (lore counters, CR 714.2b): ~ has "{T}: Add {C}."'
    """

    chapters: tuple[int, ...]
    effect: Grant
    until_your_next_turn: bool = False
    text: str = field(default="", compare=False)
    static: bool = False

    def describe(self) -> str:
        """Plain words."""
        numerals = ", ".join(("I", "II", "III", "IV", "V", "VI", "VII")[n - 1] for n in self.chapters)
        words = self.effect.describe()
        if self.static:
            words = f"~ gains {words[:1].upper()}{words[1:]}"
        elif self.until_your_next_turn:
            words = f"until your next turn, {words[:1].lower()}{words[1:]}"
        return f"Chapter {numerals} (lore counters, CR 714.2b): {words}"


@dataclass(frozen=True, slots=True)
class CostMana:
    """"Add mana equal to enchanted permanent's mana cost." (Elemental Resonance): mana of the shape of a permanent's
    mana cost as the ability resolves (CR 202.1). Only an :class:`EventMana` adds it (it is never used to pay).

    Parameters
    ----------
    of : str
        Whose mana cost, as printed ("enchanted permanent").

    Examples
    --------
    >>> CostMana("enchanted permanent").describe()
    "Add mana equal to enchanted permanent's mana cost."
    """

    of: str

    def describe(self) -> str:
        """Plain words, as the card says it."""
        return f"Add mana equal to {self.of}'s mana cost."


@dataclass(frozen=True, slots=True)
class SpendTrigger:
    """"Whenever you cast an artifact or creature spell using mana produced by ~, create …" (Barracks of the
    Thousand), "Whenever you cast a permanent spell using mana produced by ~, discover X, …" (Tecutlan): a triggered
    ability on spending the source's mana to cast a spell. It adds no mana (not a mana ability, CR 605.1b), uses the
    stack (CR 603.3) and triggers only once the spell is cast (CR 601.2i), after every cost is paid, so it changes no
    payment; the solver applies nothing and reports it.

    Parameters
    ----------
    trigger : str
        "Whenever you cast … using mana produced by ~" as printed.
    effect : str
        The effect as printed, not interpreted.
    text : str
    """

    trigger: str
    effect: str
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Plain words."""
        return (f"{self.trigger}: {self.effect} \u2014 a triggered ability on spending this mana that adds none "
                f"(uses the stack, CR 603.3): applied to nothing here")


@dataclass(frozen=True, slots=True)
class ManaDamage:
    """"Whenever a player taps a land for mana, ~ deals 1 damage to that player." (Manabarbs, Burning Earth, Scald):
    damage to the controller of a permanent in scope whenever it is tapped for mana (CR 106.12a). The trigger uses
    the stack (it adds no mana, so it is not a mana ability, CR 605.1b), and the life is lost after the payment;
    a plan counts it among the life it costs. Overabundance's damage comes with its triggered mana ability.

    Parameters
    ----------
    scope : Scope
    amount : int
    text : str
    if_source_tapped : bool
        Only if the effect's source is tapped (Barbflare Gremlin's "if ~ is tapped …, then that land deals 1 damage
        to that player", CR 603.4).
    """

    scope: Scope
    amount: int = 1
    text: str = field(default="", compare=False)
    if_source_tapped: bool = False

    def describe(self) -> str:
        """Plain words."""
        tail = " (if this permanent is tapped)" if self.if_source_tapped else ""
        return f"whenever {self.scope.text} is tapped for mana: {self.amount} damage to its controller{tail}"


@dataclass(frozen=True, slots=True)
class TapTrigger:
    """"Whenever you tap ~ for mana, target opponent creates a 1/1 … token." (Forbidden Orchard), "Whenever a land is
    tapped for mana, return it to its owner's hand." (Storm Cauldron): a triggered ability on tapping for mana that
    adds no mana, so not a mana ability (CR 605.1b). It uses the stack (CR 603.3) and resolves only after a cost is
    paid (CR 601.2h), so it changes no payment; the solver applies nothing and reports it.

    Parameters
    ----------
    trigger : str
        "Whenever … for mana" as printed (self-references ``~``).
    effect : str
        The effect as printed, not interpreted.
    text : str
    """

    trigger: str
    effect: str
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Plain words."""
        return (f"{self.trigger}: {self.effect} \u2014 a triggered ability that adds no mana (uses the stack, "
                f"CR 603.3): applied to nothing here")


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
    from ..mana import COLORS

    if types == frozenset(COLORS):
        return "a color of your choice"
    return "one type of " + "".join("{" + t.value + "}" for t in sort_types(types))


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
class SpendAsThough:
    """"You may spend mana as though it were mana of any color." (Chromatic Orrery), "… to cast creature spells"
    (Vizier of the Menagerie's "mana of any type"), "You may spend white mana as though it were mana of any color."
    (Celestial Dawn), "… to pay the activation costs of ~'s abilities" (Manascape Refractor): a permission on how
    mana may pay a cost. It changes neither the cost nor the mana spent (CR 609.4b): a unit of the mana named may
    pay a coloured symbol of any colour ("of any type": also ``{C}``); a ``{S}`` still needs mana from a snow source.

    Parameters
    ----------
    mana : ManaType or None
        Only mana of this type may be spent so ("white mana"); None: any mana.
    any_type : bool
        "as though it were mana of any type" / "mana of any type can be spent": ``{C}`` too (colorless is a type,
        not a colour, CR 105.1, 106.1b).
    spend : SpendRestriction or None
        Only when the cost is paid for one of its uses ("to cast creature spells"); None: any cost you pay.
    own : bool
        Only the costs of the abilities of the permanent itself ("the activation costs of ~'s abilities").
    players : bool
        "Players may spend …" (Mycosynth Lattice): every player, whoever controls the source; else only the
        source's controller.
    text : str
    """

    mana: ManaType | None = None
    any_type: bool = False
    spend: object = None
    own: bool = False
    players: bool = False
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Plain words.

        Examples
        --------
        >>> SpendAsThough().describe()
        'You may spend mana as though it were mana of any color.'
        >>> SpendAsThough(ManaType.U, own=True).describe()
        "You may spend blue mana as though it were mana of any color to pay the activation costs of ~'s abilities."
        """
        from ..mana import COLOR_NAMES

        who = "Players" if self.players else "You"
        mana = "mana" if self.mana is None else f"{COLOR_NAMES[self.mana]} mana"
        to = ""
        if self.own:
            to = " to pay the activation costs of ~'s abilities"
        elif self.spend is not None:
            to = " to " + " or ".join(u.describe() for u in self.spend.only)
        return f"{who} may spend {mana} as though it were mana of any {'type' if self.any_type else 'color'}{to}."


@dataclass(frozen=True, slots=True)
class SpendAsColorless:
    """"You may spend other mana only as though it were colorless mana." (Celestial Dawn): mana of any type but
    ``except_type`` pays only what colorless mana pays — generic mana and ``{C}`` — whatever its type (CR 609.4b:
    the mana spent is unchanged). It limits every cost its controller pays.

    Parameters
    ----------
    except_type : ManaType
        The "other" of the sentence: the mana a previous sentence names ("white mana").
    text : str
    """

    except_type: ManaType
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Plain words."""
        from ..mana import COLOR_NAMES

        return (f"You may spend mana other than {COLOR_NAMES[self.except_type]} mana only as though it were "
                f"colorless mana.")


@dataclass(frozen=True, slots=True)
class UnspentMana:
    """"If you would lose unspent mana, that mana becomes black instead." (Omnath, Locus of All), "… becomes
    colorless instead" (Kruphix, Horizon Stone), "A player losing unspent mana causes that player to lose that much
    life." (Yurlok of Scorch Thrash): what happens as mana empties from a pool when a step or phase ends (CR 500.4;
    a replacement, CR 614.1, or a consequence of it). It changes what is left in a pool after the step, or the life
    then; a payment (within one step) spends mana that is in the pool now, so it changes no plan, no cost and no
    amount; the solver reports it and applies nothing. Exactly one of ``becomes`` and ``life`` is set.

    Parameters
    ----------
    becomes : ManaType or None
        The unspent mana becomes this type instead of emptying (its controller's pool only).
    life : bool
        Each player loses as much life as the mana they lose (every player's pool).
    text : str
    """

    becomes: ManaType | None = None
    life: bool = False
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Plain words."""
        from ..mana import COLOR_NAMES

        when = "(as steps and phases end, CR 500.4: no payment within a step changes)"
        if self.life:
            return f"A player losing unspent mana causes that player to lose that much life {when}"
        return f"If you would lose unspent mana, that mana becomes {COLOR_NAMES[self.becomes]} instead {when}"


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
Effect = Union[LandTypes, Grant, TriggeredMana, EventMana, ManaDamage, TapTrigger, SpendTrigger, ChapterEffect, Replacement, UntapAbility, CostReduction, CounterReduction,
               SetsColor, DevotionBonus, Activated, SpendAsThough, SpendAsColorless, UnspentMana]


@dataclass(frozen=True, slots=True)
class AsLongAs:
    """"As long as you control six or more lands, lands you control have "…"" (The World Tree), "As long as ~ has a
    conqueror counter on him, nonbasic lands are Mountains." (Zhao, the Moon Slayer): a static effect of a permanent
    in force only while a condition holds on the board as given (CR 611.3b). Exactly one condition is set.

    Parameters
    ----------
    effect : Effect
    control : ControlCount or None
        At least that many permanents you control of a card type (the source's controller; card types as printed).
    own_counter : str or None
        The source has a counter of this kind on it.
    own_state : str or None
        The source is ``'renowned'`` (CR 702.112) or ``'modified'`` (CR 700.9: it has a counter, is equipped, or is
        enchanted by an Aura its controller controls).
    library_top : str or None
        The top card of your library is a card of this card type (``'Land'``): known only when the board gives
        ``library_top:``.
    in_graveyard : bool
        The card is in your graveyard: the effect works from there, not from the battlefield (CR 611.3b: the object
        is in the zone its ability names).
    fact : str or None
        A flag of :data:`manaplan.models.facts.FACTS` is true (Worldknit: ``'card_pool_from_library'``); known only
        when the board's ``facts:`` gives it.
    text : str

    Examples
    --------
    >>> forest = ManaAbility(ActivationCost(tap=True), Produce.one_of("G"))
    >>> AsLongAs(Grant(Scope(itself=True, text="~"), forest), own_state="renowned").describe()
    'as long as this permanent is renowned: ~ has "{T}: Add {G}."'
    """

    effect: object
    control: object = None
    own_counter: str | None = None
    text: str = field(default="", compare=False)
    own_state: str | None = None
    library_top: str | None = None
    in_graveyard: bool = False
    fact: str | None = None

    def describe(self) -> str:
        """Plain words."""
        from ..facts import fact_words

        if self.fact is not None:
            cond = fact_words(self.fact)
        elif self.control is not None:
            cond = f"you control {self.control.describe()}"
        elif self.own_state is not None:
            cond = f"this permanent is {self.own_state}"
        elif self.library_top is not None:
            cond = f"the top card of your library is a {self.library_top.lower()} card"
        elif self.in_graveyard:
            cond = "this card is in your graveyard"
        else:
            cond = f"this permanent has a {self.own_counter} counter on it"
        return f"as long as {cond}: {self.effect.describe()}"


@dataclass(frozen=True, slots=True)
class InSection:
    """An effect printed under a header that says when the permanent has it: a leveler's "LEVEL 5+" (CR 711: while it
    has five or more level counters), a Spacecraft's or Planet's "STATION 12+" (twelve or more charge counters), a
    Class's "{1}{R}: Level 2" (CR 716: while the Class is level 2 or higher, the board's ``level:``). "Elves you
    control have "{T}: Add {G}{G}."" under "LEVEL 5+" (Joraga Treespeaker) is in force only then.

    Parameters
    ----------
    effect : Effect
    counter : str
        ``'level'`` or ``'charge'``; ``''`` for a Class level.
    low : int
        At least this many counters, or this class level.
    high : int
        At most this many counters ("LEVEL 1-4"); 0: no upper end.
    text : str

    Examples
    --------
    >>> forest = ManaAbility(ActivationCost(tap=True), Produce.one_of("G"))
    >>> InSection(Grant(Scope(itself=True, text="~"), forest), "level", 5).describe()
    'LEVEL 5+ — ~ has "{T}: Add {G}."'
    """

    effect: object
    counter: str
    low: int
    high: int = 0
    text: str = field(default="", compare=False)

    def header(self) -> str:
        """``'LEVEL 1-4'``, ``'STATION 12+'``, ``'Level 2'``."""
        if not self.counter:
            return f"Level {self.low}"
        word = "LEVEL" if self.counter == "level" else "STATION"
        return f"{word} {self.low}-{self.high}" if self.high else f"{word} {self.low}+"

    def describe(self) -> str:
        """Plain words: the header, then the effect."""
        return f"{self.header()} \u2014 {self.effect.describe()}"

