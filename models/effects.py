"""Effects on mana that are not mana abilities: values, as the parser reads them from text (DESIGN.md "Abilities are
data").

A permanent's text may change what *other* permanents make, or how: it sets land types (Blood Moon, Urborg),
grants mana abilities (Chromatic Lantern), adds mana whenever something is tapped for mana (Overgrowth, Mana Flare),
replaces the mana a tapped permanent produces (Mana Reflection, Contamination), untaps a permanent (Basalt Monolith),
makes abilities cheaper (Power Artifact) or puts fewer counters (Vizier of Remedies). Each of these is a frozen value
here; :mod:`manaplan.models.oracle_static` reads them from text and :mod:`manaplan.solver.effects` applies them to a
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

from manaplan.models.abilities import ActivationCost, AnyCombination, ChosenColor, Counted, ManaAbility, Produce
from manaplan.models.mana import ManaType, sort_types

__all__ = [
    "YOU",
    "OPPONENT",
    "ANY",
    "Scope",
    "LandTypes",
    "Grant",
    "SameType",
    "TriggeredMana",
    "ManaDamage",
    "TapTrigger",
    "EventMana",
    "Replacement",
    "UntapAbility",
    "CostReduction",
    "CounterReduction",
    "SetsColor",
    "Activated",
    "Effect",
    "MULTIPLIER_WORDS",
]

YOU = "you"
OPPONENT = "opponent"
ANY = "any"

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

    def matches(self, *, card_types, subtypes, supertypes, controlled_by_you: bool, is_attached_to: bool,
                is_source: bool, is_token: bool | None = None,
                counters: tuple[tuple[str, int], ...] | None = None) -> bool:
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

        Returns
        -------
        bool
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
    the mana ability (layer 6, CR 613.1f). "This creature" in the granted text means the permanent that has it."""

    scope: Scope
    ability: ManaAbility
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Plain words."""
        return f'{self.scope.text} have "{self.ability.describe()}"'


@dataclass(frozen=True, slots=True)
class SameType:
    """"one mana of any type that land produced" (Mana Flare, Zendikar Resurgent): one more mana of a type the tapped
    permanent's ability just produced."""

    amount: int = 1

    def describe(self) -> str:
        """Plain words."""
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
        A :class:`~manaplan.models.abilities.ChosenColor` is the colour chosen for the effect's source (Utopia
        Sprawl's ``chosen`` on the board).
    text : str
    produced, produced_chosen : frozenset of ManaType, bool
        Only when the mana made includes one of these types ("tapped for {C}", Forsaken Monument), or the colour
        chosen for the source ("tapped for mana of the chosen color", Gauntlet of Power); else on any mana.
    """

    scope: Scope
    adds: TriggerAdds
    text: str = field(default="", compare=False)
    produced: frozenset[ManaType] = frozenset()
    produced_chosen: bool = False

    def describe(self) -> str:
        """Plain words."""
        words = self.adds.describe()
        if words.startswith("Add "):
            words = words[4:].rstrip(".")
        what = "mana"
        if self.produced:
            what = "".join("{" + t.value + "}" for t in sort_types(self.produced))
        elif self.produced_chosen:
            what = "mana of the chosen color"
        return f"whenever {self.scope.text} is tapped for {what}: +{words}"


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
    """

    trigger: str
    adds: object
    player: str = YOU
    may: bool = False
    keeps: bool = False
    spend: object = None
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Plain words."""
        words = self.adds.describe()
        if words.startswith("Add "):
            words = words[4:].rstrip(".")
        else:  # "Choose a color. Add one mana of that color for each …"
            words = f"({words.rstrip('.')})"
        verb = "that player adds" if self.player != YOU else ("you may add" if self.may else "add")
        tail = " (kept until end of turn)" if self.keeps else ""
        if self.spend is not None:
            tail += f" ({getattr(self.spend, 'text', '') or 'spending restricted'})"
        return (f"{self.trigger}: {verb} {words}{tail} \u2014 a triggered ability, not a mana ability "
                f"(CR 603, 605.5a): it cannot pay for anything now")


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
    """

    scope: Scope
    amount: int = 1
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Plain words."""
        return f"whenever {self.scope.text} is tapped for mana: {self.amount} damage to its controller"


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
    - ``to_mana``: "produces {B} instead of any other type and amount".

    Parameters
    ----------
    scope : Scope
    factor : int
    to_type : ManaType or None
    to_mana : tuple of ManaType
    min_amount : int
        Applies only to production of at least this much mana ("tapped for two or more mana", Damping Sphere).
    text : str
    """

    scope: Scope
    factor: int = 1
    to_type: ManaType | None = None
    to_mana: tuple[ManaType, ...] = ()
    min_amount: int = 0
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Plain words."""
        if self.factor > 1:
            what = {2: "twice", 3: "three times", 4: "four times"}.get(self.factor, f"{self.factor} times")
            return f"tapped for mana: {what} as much"
        if self.to_type is not None:
            return f"tapped for mana: {{{self.to_type.value}}} instead of any other type"
        return f"tapped for mana: {''.join('{' + t.value + '}' for t in self.to_mana)} instead of any other type " \
               f"and amount"


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
    scope (CR 601.2f), never below ``floor`` mana in all."""

    scope: Scope
    generic: int
    floor: int = 0
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Plain words."""
        tail = f", not below {self.floor} mana" if self.floor else ""
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
Effect = Union[LandTypes, Grant, TriggeredMana, EventMana, ManaDamage, TapTrigger, Replacement, UntapAbility, CostReduction, CounterReduction,
               SetsColor, Activated]


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
    text : str
    """

    effect: object
    control: object = None
    own_counter: str | None = None
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Plain words."""
        if self.control is not None:
            cond = f"you control {self.control.describe()}"
        else:
            cond = f"this permanent has a {self.own_counter} counter on it"
        return f"as long as {cond}: {self.effect.describe()}"
