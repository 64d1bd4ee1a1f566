"""Triggered abilities about mana (CR 603): mana added whenever a permanent is tapped for mana
(:class:`TriggeredMana`: Overgrowth, Mana Flare's :class:`SameType`), mana added on other events
(:class:`EventMana`, with :class:`EventAmount`, :class:`EventAdds`, :class:`CostMana` and :class:`RevealedColors`), a
Saga's chapter that grants (:class:`ChapterEffect`), and triggers that add no mana but are reported
(:class:`SpendTrigger`, :class:`ManaDamage`, :class:`TapTrigger`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Union

from ..ability import AnyCombination, ChosenColor, Counted, Produce
from ..ability.words import amount_word
from ..facts import fact_words
from ..mana import COLORS, ManaType, sort_types
from .grants import Grant
from .scope import YOU, Scope

__all__ = ["SameType", "TriggerAdds", "TriggeredMana", "CHOSEN_PLAYER", "EventMana", "EventAmount", "EventAdds",
           "RevealedColors", "ChapterEffect", "CostMana", "SpendTrigger", "ManaDamage", "TapTrigger"]


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


#: :attr:`EventMana.player` of "Choose a player. That player adds …" (Stadium Vendors).
CHOSEN_PLAYER = "chosen player"


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
            if not self.otherwise:  # "If it's the second time, add …" (Omnath, Locus of Creation): nothing else
                mana = f"If {self.condition}: {mana}"
            else:
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
class RevealedColors:
    """"add three mana in any combination of its colors" after "Look at the top card of your library. You may reveal
    that card if …" (Omnath, Locus of All): ``amount`` mana, each of a colour of the card revealed as the ability
    resolves. Only an :class:`EventMana` adds it (the card is known only then).

    Examples
    --------
    >>> RevealedColors(3).describe(), sorted(t.value for t in RevealedColors(3).could_produce())
    ("Add three mana in any combination of the revealed card's colors.", ['B', 'G', 'R', 'U', 'W'])
    """

    amount: int

    def could_produce(self) -> frozenset[ManaType]:
        """Any colour (the card is not known here); never colorless."""
        return frozenset(COLORS)

    def describe(self) -> str:
        """The printed wording, "its" said."""
        return f"Add {amount_word(self.amount)} mana in any combination of the revealed card's colors."


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
    >>> from manaplan.models.ability import ActivationCost, ManaAbility
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
