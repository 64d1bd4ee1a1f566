"""Mana whose amount or type the board decides.

:class:`Reflect`: a type that some permanents could produce (CR 106.7). :class:`Counted`: a unit once for each of a
:data:`Count` (:class:`PermanentCount`, :class:`Devotion`, :class:`CounterCount`, :class:`GraveyardCount`,
:class:`LifeTotal`, :class:`SelfStat`, :class:`GreatestPower` … :class:`FactCount`). Known only once an earlier part of
the effect is done: :class:`DoneThisWay`, :class:`MilledSymbols`, :class:`RevealedCards`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from ..mana import COLOR_NAMES, COLORS, ManaType, sort_types
from .costs import PermanentFilter
from .outputs import Produce
from .words import amount_word, braced_list, mana_text

__all__ = ["Reflect", "PermanentCount", "Devotion", "CounterCount", "GraveyardCount", "LifeTotal", "plural_words",
           "SelfStat", "SacrificedStat", "GreatestPower", "SharedCreatureType", "TotalPower", "DifferentPowers",
           "BasicLandTypes",
           "FACT_EACH_WORDS", "FACT_AMOUNT_WORDS", "FactCount", "WatermarkCount", "NamedInGraveyards", "Count",
           "Counted", "DoneThisWay", "MilledSymbols", "RevealedCards"]


@dataclass(frozen=True, slots=True)
class Reflect:
    """"Add one mana of any type that a land you control could produce" (CR 106.7): one mana of a type (or colour)
    that some permanents could produce, decided on the board by the could-produce fixed point
    (:mod:`manaplan.solver.rules.could_produce`).

    Parameters
    ----------
    scope : PermanentFilter
        The permanents looked at ("a land", "a Gate", "a basic land": ``basic``).
    controller : str
        Whose permanents: ``'you'`` (the ability's controller) or ``'opponent'``.
    kind : str
        ``'type'`` (colorless counts, Reflecting Pool) or ``'color'`` (Exotic Orchard, Fellwar Stone).
    sacrificed : bool
        "any type the sacrificed land could produce" (Squandered Resources): only the permanent sacrificed to pay
        the cost is looked at.
    basic : bool
        Only basic permanents ("a basic land you control").
    untapped_by_cost : bool
        "any type that land could produce" (Benthic Explorers): only the permanent the cost untaps
        (:attr:`ActivationCost.untaps_opponents`, an opponent's) is looked at.
    amount : int
        How much mana, all of the one type: "add three mana of that type instead" (Incubation Druid, the instead
        of a :class:`Conditional` whose base reflects one mana), written back as "three mana of any one type that
        …".

    Examples
    --------
    >>> pool = Reflect(PermanentFilter(frozenset({"Land"}), text="a land"))
    >>> pool.describe()
    'Add one mana of any type that a land you control could produce.'
    >>> pool.could_produce(), pool.resolve() is None
    (frozenset(), True)
    """

    scope: PermanentFilter
    controller: str = "you"
    kind: str = "type"
    sacrificed: bool = False
    basic: bool = False
    untapped_by_cost: bool = False
    amount: int = 1

    def could_produce(self) -> frozenset[ManaType]:
        """Nothing known without the board: the could-produce fixed point decides (CR 106.7)."""
        return frozenset()

    def resolve(self, *, chosen: ManaType | None = None, commander: frozenset[ManaType] = frozenset(),
                x: int | None = None) -> Produce | None:
        """None: what it adds depends on other permanents (see :mod:`manaplan.solver.effective`)."""
        return None

    def describe(self) -> str:
        """``'Add one mana of any color that a land an opponent controls could produce.'``."""
        if self.sacrificed:
            return f"Add one mana of any {self.kind} the sacrificed {self.scope.text or 'permanent'} could produce."
        if self.untapped_by_cost:
            return f"Add one mana of any {self.kind} that {self.scope.text or 'permanent'} could produce."
        who = "you control" if self.controller == "you" else "an opponent controls"
        words = self.scope.text or "a permanent"
        if self.amount > 1:
            return f"Add {amount_word(self.amount)} mana of any one {self.kind} that {words} {who} could produce."
        return f"Add one mana of any {self.kind} that {words} {who} could produce."


@dataclass(frozen=True, slots=True)
class PermanentCount:
    """"for each creature you control", "for each Elf on the battlefield": permanents that fit ``filter``.

    Parameters
    ----------
    filter : PermanentFilter
        Its ``text`` is the kind in the singular ("creature"); its ``min_power`` is said after the controller
        ("creature you control with power 4 or greater", Leafkin Avenger).
    controller : str
        ``'you'`` (the ability's controller), ``'any'`` ("on the battlefield"; "for each attacking creature") or
        ``'target opponent'`` ("the number of Islands target opponent controls", Carpet of Flowers: a triggered
        ability's target, which no solver counts).
    chosen_type : bool
        Only those of the creature type chosen for the ability's permanent ("creatures you control of the chosen
        type", Three Tree City; the board's ``chosen:``).
    attacking : bool
        Only attacking creatures ("for each attacking creature you control", Dragonrage; the board's ``attacking:``,
        CR 508.1).
    keyword : str
        Only permanents with this keyword ability ("creature with defender", Overgrown Battlement; CR 702.3),
        lower case; ``''``: any.

    Examples
    --------
    >>> walls = PermanentCount(PermanentFilter(frozenset({"Creature"}), text="creature"), keyword="defender")
    >>> walls.describe(), walls.plural()
    ('creature with defender you control', 'creatures with defender you control')
    >>> big = PermanentCount(PermanentFilter(frozenset({"Creature"}), min_power=4, text="creature"))
    >>> big.describe()
    'creature you control with power 4 or greater'
    """

    filter: PermanentFilter
    controller: str = "you"
    chosen_type: bool = False
    attacking: bool = False
    keyword: str = ""

    def _words(self, kind: str) -> str:
        who = {"you": "you control", "target opponent": "target opponent controls"}.get(self.controller,
                                                                                        "on the battlefield")
        if self.attacking and self.controller != "you":
            who = ""
        named = ""
        if kind.endswith(" named ~"):  # "artifact you control named ~" (Powerstone Shard)
            kind, named = kind[: -len(" named ~")], " named ~"
        words = f"{'attacking ' if self.attacking else ''}{kind}{f' with {self.keyword}' if self.keyword else ''}"
        tail = named + (" of the chosen type" if self.chosen_type else "")
        if self.filter.min_power:
            tail += f" with power {self.filter.min_power} or greater"
        return " ".join(w for w in (words, who) if w) + tail

    def describe(self) -> str:
        """``'creature you control'``, ``'Elf on the battlefield'``, ``'creature you control of the chosen type'``,
        ``'attacking creature you control'``, ``'attacking creature'`` (anyone's)."""
        return self._words(self.filter.text)

    def plural(self) -> str:
        """The words after "the number of": ``'creatures with defender you control'``."""
        return self._words(plural_words(self.filter.text))


@dataclass(frozen=True, slots=True)
class Devotion:
    """Your devotion to a colour (CR 700.5): mana symbols of that colour in the mana costs of permanents you
    control. ``colors`` empty: to the colour chosen as the ability resolves ("Choose a color. Add an amount of mana
    of that color equal to your devotion to that color.")."""

    colors: frozenset[ManaType] = frozenset()

    def describe(self) -> str:
        """``'your devotion to green'``."""
        if not self.colors:
            return "your devotion to that color"
        return "your devotion to " + " and ".join(COLOR_NAMES[c] for c in sort_types(self.colors))


@dataclass(frozen=True, slots=True)
class CounterCount:
    """"for each charge counter on ~": counters of ``kind`` on the ability's own permanent; ``kind`` ``''``: every
    counter on it, of any kind ("for each counter on ~")."""

    kind: str

    def describe(self) -> str:
        """``'charge counter on this permanent'``."""
        return f"{self.kind + ' ' if self.kind else ''}counter on this permanent"


@dataclass(frozen=True, slots=True)
class GraveyardCount:
    """"for each creature card in your graveyard" (Songs of the Damned, Crypt of Agadeem): cards in your graveyard
    that fit ``filter`` (card types, subtypes, colours of the card), counted in the board's ``graveyard:`` list as
    given (CR 404.1). ``whose`` ``"target opponent's"`` ("for each artifact or creature card in target opponent's
    graveyard", Spoils of Evil): a graveyard no board gives, so no solver counts it."""

    filter: PermanentFilter
    whose: str = "your"

    def describe(self) -> str:
        """``'creature card in your graveyard'``."""
        return f"{self.filter.text} card in {self.whose} graveyard"


@dataclass(frozen=True, slots=True)
class LifeTotal:
    """"X is your life total" (Sanctum of the Sun, CR 119.1): the board's ``life``."""

    def describe(self) -> str:
        """``'your life total'``."""
        return "your life total"


_PLURALS = {"Elf": "Elves", "Dwarf": "Dwarves", "Wolf": "Wolves", "Plains": "Plains", "Myr": "Myr",
            "Eldrazi": "Eldrazi", "sorcery": "sorceries", "Sorcery": "Sorceries"}


def plural_words(words: str) -> str:
    """The plural of a kind of permanent as a count writes it: ``'creature'`` → ``'creatures'``, ``'Elf'`` →
    ``'Elves'``, ``'Ally'`` → ``'Allies'``, ``'basic Swamp'`` → ``'basic Swamps'`` (the last word; "or" joins each).

    Examples
    --------
    >>> [plural_words(w) for w in ("creature", "Elf", "Ally", "basic Swamp", "artifact or creature", "Plains")]
    ['creatures', 'Elves', 'Allies', 'basic Swamps', 'artifacts or creatures', 'Plains']
    """
    def one(w: str) -> str:
        head, _, last = w.rpartition(" ")
        if last in _PLURALS:
            last = _PLURALS[last]
        elif last.endswith("y") and last[-2:-1] not in tuple("aeiou"):
            last = last[:-1] + "ies"
        elif last.endswith(("ch", "sh", "ss", "x")):
            last += "es"
        elif not last.endswith("s"):
            last += "s"
        return f"{head} {last}" if head else last

    return " or ".join(one(w) for w in words.split(" or "))


@dataclass(frozen=True, slots=True)
class SelfStat:
    """"~'s power" (Cradle Clearcutter, Heronblade Elite), "~'s toughness" (Vhal, Candlekeep Researcher): the
    ability's own permanent's power or toughness now (CR 208.3), the board's ``power:`` / ``toughness:`` or the printed
    value with its counters. Unknown (``*`` without ``power:``): the mana is unknown, never 0."""

    stat: str = "power"

    def describe(self) -> str:
        """``"this permanent's power"``."""
        return f"this permanent's {self.stat}"


@dataclass(frozen=True, slots=True)
class SacrificedStat:
    """"the sacrificed creature's power" (Furgul), "… mana value" (Illuminor Szeras; older "converted mana cost",
    CR 202.3), "the sacrificed artifact's mana value" (Priest of Yawgmoth): a characteristic of the permanent
    sacrificed to pay the cost, as it last existed on the battlefield (CR 608.2h). ``verb`` ``'exiled'``: the
    permanent exiled to pay the cost ("the exiled creature's mana value", Food Chain)."""

    stat: str = "power"
    what: str = "creature"
    verb: str = "sacrificed"

    def describe(self) -> str:
        """``"the sacrificed creature's power"``."""
        return f"the {self.verb} {self.what}'s {self.stat}"


@dataclass(frozen=True, slots=True)
class GreatestPower:
    """"the greatest power among creatures you control" (Bighorner Rancher, Selvala, Heart of the Wilds): 0 when
    you control none; unknown when some creature's power is. With ``entered``, only creatures that entered the
    battlefield this turn (Alena, Kessig Trapper; the board's ``entered:``): unknown when whether some creature
    entered is."""

    entered: bool = False

    def describe(self) -> str:
        """``'the greatest power among creatures you control'`` (``' that entered the battlefield this turn'``)."""
        tail = " that entered the battlefield this turn" if self.entered else ""
        return "the greatest power among creatures you control" + tail


@dataclass(frozen=True, slots=True)
class SharedCreatureType:
    """"the greatest number of creatures you control that have a creature type in common" (White Lotus Tile): for
    each creature type, how many of your creatures have it; the greatest of these (0 when you control no creature).
    A creature with changeling has every creature type (CR 702.73a); land, artifact and enchantment types are not
    creature types (CR 205.3g-i, 205.3m).

    Examples
    --------
    >>> SharedCreatureType().describe()
    'the greatest number of creatures you control that have a creature type in common'
    """

    def describe(self) -> str:
        """``'the greatest number of creatures you control that have a creature type in common'``."""
        return "the greatest number of creatures you control that have a creature type in common"


@dataclass(frozen=True, slots=True)
class TotalPower:
    """"the total power of attacking creatures" (Klauth, Unrivaled Ancient): the sum of the powers of the creatures
    given ``attacking:`` on the board, anyone's; unknown when some attacking creature's power is."""

    def describe(self) -> str:
        """``'the total power of attacking creatures'``."""
        return "the total power of attacking creatures"


@dataclass(frozen=True, slots=True)
class DifferentPowers:
    """"for each different power among creatures you control" (Selvala, Eager Trailblazer): the number of distinct
    power values; unknown when some creature's power is."""

    def describe(self) -> str:
        """``'different power among creatures you control'``."""
        return "different power among creatures you control"


@dataclass(frozen=True, slots=True)
class BasicLandTypes:
    """Domain: "the number of basic land types among lands you control" (Prismatic Geoscope): Plains, Island,
    Swamp, Mountain, Forest (CR 205.3i) among the lands' subtypes, after land-type effects (CR 305.7)."""

    def describe(self) -> str:
        """``'the number of basic land types among lands you control'``."""
        return "the number of basic land types among lands you control"


#: Facts (:data:`manaplan.models.facts.FACTS`) counted "for each …", in the words after "for each".
FACT_EACH_WORDS = {
    "cards_in_hand": "card in your hand",
    "opponent_cards_in_hand": "card in target opponent's hand",
    "cards_drawn_this_turn": "card you've drawn this turn",
    "opponent_tapped_lands": "tapped land your opponents control",
    "party_size": "creature in your party",
    "opponents_life_lost_this_turn": "1 life your opponents have lost this turn",
    "opponents_who_lost_life_this_turn": "of your opponents who lost life this turn",
}
#: Facts that are amounts, in the words after "where X is" / "equal to".
FACT_AMOUNT_WORDS = {
    "life_gained_this_turn": "the amount of life you gained this turn",
}


@dataclass(frozen=True, slots=True)
class FactCount:
    """A count the permanents do not show, given in the board's ``facts:`` (:mod:`manaplan.models.facts`): "for each
    card in your hand" (Inner Fire), "for each card you've drawn this turn" (Kydele), "the amount of life you gained
    this turn" (Accomplished Alchemist). Not given: the mana is unknown, never 0.

    Examples
    --------
    >>> FactCount("cards_in_hand").describe(), FactCount("life_gained_this_turn").each
    ('card in your hand', False)
    """

    fact: str

    @property
    def each(self) -> bool:
        """Whether the text counts "for each" (else "the amount of")."""
        return self.fact in FACT_EACH_WORDS

    def describe(self) -> str:
        """The words after "for each" or "where X is"."""
        return FACT_EACH_WORDS.get(self.fact) or FACT_AMOUNT_WORDS[self.fact]


def _each_plural(count) -> str | None:
    """"the number of …" words for a count written "for each …"; None for a count that is an amount."""
    if isinstance(count, PermanentCount):
        return f"the number of {count.plural()}"
    if isinstance(count, CounterCount):
        return f"the number of {count.kind + ' ' if count.kind else ''}counters on this permanent"
    if isinstance(count, GraveyardCount):
        return f"the number of {count.filter.text} cards in {count.whose} graveyard"
    if isinstance(count, NamedInGraveyards):
        return f"the number of cards named {count.name} in each graveyard"
    return None


#: The things a :class:`Counted` amount counts.
@dataclass(frozen=True, slots=True)
class WatermarkCount:
    """"for each Crossbreed Labs watermark among permanents you control" (Druid of the Sacred Beaker): your
    permanents whose card has this watermark. No board gives watermarks, so no solver counts it: the ability is left
    out with the reason.

    Examples
    --------
    >>> WatermarkCount("Crossbreed Labs").describe()
    'Crossbreed Labs watermark among permanents you control'
    """

    watermark: str

    def describe(self) -> str:
        """``'Crossbreed Labs watermark among permanents you control'``."""
        return f"{self.watermark} watermark among permanents you control"


@dataclass(frozen=True, slots=True)
class NamedInGraveyards:
    """"for each card named Rite of Flame in each graveyard" (Rite of Flame): cards with the card's own name (``~``)
    in every player's graveyard. The board gives only your graveyard, so no solver counts it.

    Examples
    --------
    >>> NamedInGraveyards().describe()
    'card named ~ in each graveyard'
    """

    name: str = "~"

    def describe(self) -> str:
        """``'card named ~ in each graveyard'``."""
        return f"card named {self.name} in each graveyard"


Count = Union[PermanentCount, Devotion, CounterCount, GraveyardCount, LifeTotal, SelfStat, SacrificedStat, GreatestPower,
              SharedCreatureType, TotalPower, DifferentPowers, BasicLandTypes, FactCount, WatermarkCount,
              NamedInGraveyards]


class _AmountOnTheBoard:
    """What the outputs whose amount only the board or the resolution fixes share (:class:`Counted`,
    :class:`DoneThisWay`, :class:`RevealedCards`, :class:`MilledSymbols`): no amount known here, nothing fixed
    without the board, and at most the types of their ``unit`` (an upper bound; a count of 0 adds nothing,
    CR 106.7)."""

    __slots__ = ()

    @property
    def amount(self) -> int:
        """Unknown here: 0 (resolve it on the board)."""
        return 0

    def could_produce(self) -> frozenset[ManaType]:
        """An upper bound: the unit's types."""
        return self.unit.could_produce()

    def resolve(self, *, chosen: ManaType | None = None, commander: frozenset[ManaType] = frozenset(),
                x: int | None = None) -> Produce | None:
        """None: the amount is the board's (see :mod:`manaplan.solver.effective`) or the resolution's."""
        return None


@dataclass(frozen=True, slots=True)
class Counted(_AmountOnTheBoard):
    """An amount counted on the board: ``unit`` once for each thing counted ("Add {G} for each creature you
    control", Gaea's Cradle; "Add {B} for each Swamp you control", Cabal Coffers), or an amount equal to a devotion
    (Nykthos, Shrine to Nyx), a power ("Add an amount of {G} equal to ~'s power"), a fact of the game ("the amount
    of life you gained this turn"). Counted on the board as given, after land-type effects (CR 305.7);
    summoning-sick creatures count. Resolved by :mod:`manaplan.solver.effective`; a count the board does not give
    (a fact not in ``facts:``, a power of ``*``) makes the mana unknown, never 0. A negative count is 0 (CR 107.1b).

    Parameters
    ----------
    unit : Produce
        What is added per thing counted; several choices (one colour chosen as it resolves) for "Choose a color"
        and "X mana of any one color".
    count : Count
    combination : bool
        "X mana in any combination of colors / of {U} and/or {R}, where X is …" (CR 106.1b): each of the X mana
        is chosen on its own among the unit's choices (each one mana).
    plus : int
        "where X is 1 plus the sacrificed creature's mana value" (Metamorphosis): added to the count.

    Examples
    --------
    >>> cradle = Counted(Produce.one_of("G"), PermanentCount(PermanentFilter(frozenset({"Creature"}),
    ...                                                                   text="creature")))
    >>> cradle.describe()
    'Add {G} for each creature you control.'
    >>> Counted(Produce.any_color(), Devotion()).describe()
    'Choose a color. Add an amount of mana of that color equal to your devotion to that color.'
    >>> Counted(Produce.any_color(), SelfStat()).describe()
    "Add X mana of any one color, where X is this permanent's power."
    >>> Counted(Produce.one_of("U", "R"), SelfStat(), combination=True).describe()
    "Add X mana in any combination of {U} and/or {R}, where X is this permanent's power."
    >>> Counted(Produce.one_of("B"), SacrificedStat("mana value"), plus=1).describe()
    "Add an amount of {B} equal to 1 plus the sacrificed creature's mana value."
    """

    unit: Produce
    count: Count
    combination: bool = False
    plus: int = 0

    def _x_words(self) -> str:
        words = _each_plural(self.count) or self.count.describe()
        return f"{self.plus} plus {words}" if self.plus else words

    def describe(self) -> str:
        """Oracle-like words."""
        one = len(self.unit.choices) == 1
        unit = mana_text(self.unit.choices[0]) if one else "one mana of that color"
        any_color = set(self.unit.choices) == {(c,) for c in COLORS}
        if self.combination:
            types = frozenset(t for c in self.unit.choices for t in c)
            kinds = "colors" if types == frozenset(COLORS) else braced_list(types, "and/or")
            return f"Add X mana in any combination of {kinds}, where X is {self._x_words()}."
        if isinstance(self.count, Devotion) and not self.plus:
            if one:
                return f"Add an amount of {unit} equal to {self.count.describe()}."
            return f"Choose a color. Add an amount of mana of that color equal to {self.count.describe()}."
        if isinstance(self.count, PermanentCount) and self.count.chosen_type and any_color and not self.plus:
            return f"Choose a color. Add an amount of mana of that color equal to {self._x_words()}."
        each = isinstance(self.count, (PermanentCount, CounterCount, GraveyardCount, DifferentPowers,
                                       WatermarkCount)) or (
            isinstance(self.count, FactCount) and self.count.each)
        if any_color and isinstance(self.count, (PermanentCount, GraveyardCount)):  # "X mana of any one color,
            each = False  # where X is the number of Allies you control" (Harabaz Druid)
        if each and not self.plus:
            head = "" if one else "Choose a color. "
            return f"{head}Add {unit} for each {self.count.describe()}."
        if one:
            return f"Add an amount of {unit} equal to {self._x_words()}."
        if any_color:
            return f"Add X mana of any one color, where X is {self._x_words()}."
        raise ValueError(f"no words for {self!r}")


@dataclass(frozen=True, slots=True)
class DoneThisWay(_AmountOnTheBoard):
    """"Add {R} for each card exiled this way." (Quintorius Kand), "Add {C} for each {S} spent to cast this spell."
    (Tundra Fumarole): ``unit`` once for each thing an earlier sentence of the same effect did, or for each snow
    mana spent to cast the spell — known only as the spell or ability resolves. Only a :class:`ManaEffect` (which
    uses the stack, CR 605.5) has it; no solver resolves it, and a mana ability with it would be left out (its
    feature ``'DoneThisWay'`` is honoured nowhere).

    Parameters
    ----------
    unit : Produce
    what : str
        What is counted, as printed after "for each": ``'card exiled this way'``, ``'{S} spent to cast this spell'``.
    by : str
        The sentence of the effect that does what is counted, when it costs the player (so it is no mere side
        effect): "Discard all the cards in your hand." (Path of the Pyromancer), "Sacrifice any number of lands."
        (Mana Seism's "…, then add that much {C}"); printed before the mana.
    equal : bool
        "an amount of {C} equal to <what>" rather than "{C} for each <what>".
    if_done : bool
        "If you do, add …": only if the sentence before was done ("Tap target untapped creature you control. If you
        do, add an amount of {C} equal to that creature's mana value.", Energy Tap).
    combination : bool
        "Add {B} or {G} for each permanent destroyed this way." (Culling Ritual): one of the unit's choices for each,
        chosen each time (any combination); otherwise a unit of several choices is one colour chosen once.

    Examples
    --------
    >>> DoneThisWay(Produce.one_of("R"), "card exiled this way").describe()
    'Add {R} for each card exiled this way.'
    >>> DoneThisWay(Produce.one_of("C"), "land sacrificed this way", by="Sacrifice any number of lands.").describe()
    'Sacrifice any number of lands. Add {C} for each land sacrificed this way.'
    """

    unit: Produce
    what: str
    by: str = ""
    equal: bool = False
    if_done: bool = False
    combination: bool = False

    def describe(self) -> str:
        """``'Add {R} for each card exiled this way.'``; ``'Choose a color. Add three mana of the chosen color for
        each artifact sacrificed this way.'`` when the unit is one colour chosen once (Radiant Lotus)."""
        by = f"{self.by} " if self.by else ""
        if self.equal:
            add = "If you do, add" if self.if_done else "Add"
            return f"{by}{add} an amount of {mana_text(self.unit.choices[0])} equal to {self.what}."
        if self.combination:
            return f"{by}Add {' or '.join(mana_text(c) for c in self.unit.choices)} for each {self.what}."
        if len(self.unit.choices) > 1:
            return (f"{by}Choose a color. Add {amount_word(self.unit.amount)} mana of the chosen color for each "
                    f"{self.what}.")
        return f"{by}{self.unit.describe()[:-1]} for each {self.what}."


@dataclass(frozen=True, slots=True)
class MilledSymbols(_AmountOnTheBoard):
    """"For each colored mana symbol in that card's mana cost, add one mana of that color." (Charmed Pendant), after
    a cost that mills one card: the mana follows the mana cost of the card milled, the top card of the library as
    the ability is activated (the board's ``library_top:``). No solver reads it yet: its feature
    ``'MilledSymbols'`` is honoured nowhere, so the ability is left out with the reason.

    Examples
    --------
    >>> MilledSymbols().describe()
    "For each colored mana symbol in that card's mana cost, add one mana of that color."
    """

    def could_produce(self) -> frozenset[ManaType]:
        """Any colour (the card is not known here); never colorless."""
        return frozenset(COLORS)

    def describe(self) -> str:
        """The printed wording."""
        return "For each colored mana symbol in that card's mana cost, add one mana of that color."


@dataclass(frozen=True, slots=True)
class RevealedCards(_AmountOnTheBoard):
    """"Reveal any number of artifact cards in your hand. Add {C}{C} for each card revealed this way." (Metalworker),
    "… creature cards with power 5 or greater from your hand. Add {G} …" (Sacellum Godspeaker): ``unit`` for each
    card of the hand that fits ``filter`` and is revealed (any number of them). No solver reads a hand
    for it yet: its feature ``'RevealedCards'`` is honoured nowhere, so the ability is left out with the reason.

    Examples
    --------
    >>> RevealedCards(Produce.one_of("CC"), PermanentFilter(frozenset({"Artifact"}), text="artifact")).describe()
    'Reveal any number of artifact cards from your hand. Add {C}{C} for each card revealed this way.'
    """

    unit: Produce
    filter: PermanentFilter

    def describe(self) -> str:
        """The printed wording (the hand as "from your hand")."""
        kind, _, rest = self.filter.text.partition(" ")
        cards = f"{kind} cards" + (f" {rest}" if rest else "")
        return (f"Reveal any number of {cards} from your hand. {self.unit.describe()[:-1]} for each card revealed "
                "this way.")
