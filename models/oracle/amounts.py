"""Counted amounts and could-produce reflections, read from text (CR 106.7, 700.5).

Two kinds of "Add" clause whose mana depends on the board:

- **Counted amounts**: "Add {G} for each creature you control" (Gaea's Cradle), "for each Swamp you control"
  (Cabal Coffers), "for each Elf on the battlefield" (Priest of Titania), "for each charge counter on ~", "an amount
  of {G} equal to your devotion to green", and Nykthos's "Choose a color. Add an amount of mana of that color equal
  to your devotion to that color." — :class:`~manaplan.models.ability.Counted`. X defined by the text (CR 107.3a)
  after "where X is" / "equal to" is one of :data:`X_FORMS`: a power or toughness ("~'s power", "the greatest power
  among creatures you control", "the sacrificed creature's power"), a mana value ("the sacrificed artifact's mana
  value"), domain, a fact of the game (:mod:`manaplan.models.facts`: "the amount of life you gained this turn"); "for
  each" may also count facts ("card in your hand"), attacking creatures, creatures with defender or with power N or
  greater. "X mana in any combination of …, where X is …" is a counted amount with ``combination``.
- **Reflections**: "one mana of any type that a land you control could produce" (Reflecting Pool), "any color that
  a land an opponent controls could produce" (Exotic Orchard, Fellwar Stone), "any type the sacrificed land could
  produce" (Squandered Resources) — :class:`~manaplan.models.ability.Reflect`.

:data:`AMOUNT_FORMS` are rows of the "Add" table (:data:`manaplan.models.oracle.adds.ADD_FORMS`): a pattern matched
against the words after "Add" and a function of the match. Abilities whose effect does not begin with "Add"
("Choose a color. Add …") are read by the line forms of :mod:`manaplan.models.oracle.amount_lines`. What these rows
cannot read stays unsupported (they raise), never guessed.

Examples
--------
>>> read_add("{G} for each creature you control").describe()
'Add {G} for each creature you control.'
>>> read_add("one mana of any color that a land an opponent controls could produce").kind
'color'
>>> read_add("an amount of {G} equal to ~'s power").describe()
"Add an amount of {G} equal to this permanent's power."
>>> read_add("{G} for each creature with flying you control")
Traceback (most recent call last):
...
manaplan.models.oracle.text.NotUnderstood: what to count not understood: 'creature with flying'
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from ..ability import (
    FACT_AMOUNT_WORDS,
    FACT_EACH_WORDS,
    AnyCombination,
    BasicLandTypes,
    CostX,
    Counted,
    CounterCount,
    Devotion,
    FactCount,
    GraveyardCount,
    WatermarkCount,
    NamedInGraveyards,
    GreatestPower,
    LifeTotal,
    PermanentCount,
    PermanentFilter,
    Produce,
    Reflect,
    SacrificedStat,
    SelfStat,
    SharedCreatureType,
    TotalPower,
)
from ..mana import COLOR_NAMES, COLORS, ManaType
from .costs import parse_permanent_filter, singular_words
from .text import SELF, NotUnderstood, number_value

__all__ = ["AMOUNT_FORMS", "X_FORMS", "read_add"]

_S = re.escape(SELF)
_SYM = r"\{[WUBRGC]\}"


def _unit(symbol: str) -> Produce:
    return Produce.one_of(symbol.strip("{}"))


def _filter(words: str) -> PermanentFilter:
    try:
        return parse_permanent_filter(words, text=words)
    except NotUnderstood:
        raise NotUnderstood(f"what to count not understood: {words!r}") from None


def _kind_filter(words: str, *, plural: bool = False) -> PermanentFilter:
    """What a count counts: "creature", "basic Swamp" (only basic ones, CR 205.4a), "other Gates" (not the
    ability's own permanent), and in the plural after "the number of" ("Allies", "enchantments")."""
    w = words
    another = basic = False
    if w.startswith("other "):
        another, w = True, w[len("other "):]
    if w.startswith("basic "):
        basic, w = True, w[len("basic "):]
    if plural:
        w = singular_words(w)
    if not (another or basic or plural):
        return _filter(w)
    f = _filter(w)
    return dataclasses.replace(f, another=another, supertypes=f.supertypes | ({"Basic"} if basic else set()),
                               text=f"{'other ' if another else ''}{'basic ' if basic else ''}{f.text}")


# ---------------------------------------------------------------------------------------------------- counted
_KEYWORDS = ("defender",)  # keyword abilities a count may ask for ("creatures with defender")


def _permanent_count(words: str, who: str, *, plural: bool = False, power: str | None = None) -> PermanentCount:
    """What "for each …" / "the number of …" counts among permanents: "creature", "attacking creature", "creatures
    with defender", "other Gates"; ``who`` "you control", "on the battlefield" or ``''`` ("for each attacking
    creature": anyone's); ``power`` the N of "with power N or greater" (creatures only)."""
    attacking = words.startswith("attacking ")
    if attacking:
        words = words[len("attacking "):]
    keyword = ""
    m = re.fullmatch(rf"(?P<rest>.+?) with (?P<kw>{'|'.join(_KEYWORDS)})", words)
    if m:
        words, keyword = m.group("rest"), m.group("kw")
    f = _kind_filter(words, plural=plural)
    if (attacking or keyword or power) and f.card_types != frozenset({"Creature"}):
        raise NotUnderstood(f"what to count not understood: {words!r}")
    if power:
        f = dataclasses.replace(f, min_power=int(power))
    if not who and not attacking:
        raise NotUnderstood(f"what to count not understood: {words!r}")
    controller = {"you control": "you", "target opponent controls": "target opponent"}.get(who, "any")
    return PermanentCount(f, controller, attacking=attacking, keyword=keyword)


def _for_each_permanent(m: re.Match[str]) -> Counted:
    """"{G} for each creature you control", "{G} for each Elf on the battlefield", "{B} for each basic Swamp you
    control" (Cabal Stronghold), "{G} for each creature with defender you control" (Overgrown Battlement), "{G} for
    each creature you control with power 4 or greater" (Leafkin Avenger), "{R} for each attacking creature you
    control" (Dragonrage), "{R} for each attacking creature" (anyone's: Tesak)."""
    count = _permanent_count(m.group("what"), m.group("who") or "", power=m.group("power"))
    return Counted(_unit(m.group("sym")), count)


def _for_each_permanent_either(m: re.Match[str]) -> Counted:
    """"{R} or {G} for each Raccoon you control" (Muerra, Trash Tactician): "add {R} or {G}" once for each, each
    time choosing the type (so any combination of the two; "Add {B} or {G} for each permanent destroyed this way" is
    ruled so for Culling Ritual)."""
    count = _permanent_count(m.group("what"), m.group("who") or "", power=m.group("power"))
    unit = Produce.one_of(*(tuple(_unit(m.group(g)).choices[0]) for g in ("sym", "sym2")))
    return Counted(unit, count, combination=True)


def _number_of_permanents(m: re.Match[str]) -> Counted:
    """"X mana of any one color, where X is the number of Allies you control" (Harabaz Druid), "… the number of
    other Gates you control" (Baldur's Gate), "an amount of {G} equal to the number of Elves you control": one
    colour, chosen as it resolves, once for each (CR 107.3a, 106.1b)."""
    unit = _unit(m.group("sym")) if m.group("sym") else Produce.any_color(1)
    return Counted(unit, _permanent_count(m.group("what"), m.group("who"), plural=True))


def _number_of_counters(m: re.Match[str]) -> Counted:
    """"X mana of any one color, where X is the number of petal counters on ~" (Lotus Blossom), "an amount of {C}
    equal to the number of time counters on ~" (Rotating Fireplace)."""
    unit = _unit(m.group("sym")) if m.group("sym") else Produce.any_color(1)
    return Counted(unit, CounterCount(m.group("kind")))


def _for_each_counter(m: re.Match[str]) -> Counted:
    """"{C} for each charge counter on ~"; "{U} for each counter on ~" (Nardole): counters of every kind (kind
    ``''``)."""
    return Counted(_unit(m.group("sym")), CounterCount(m.group("kind") or ""))


def _for_each_named(m: re.Match[str]) -> Counted:
    """"{C} for each artifact you control named ~" (Powerstone Shard): the name is the card's own (``~`` in
    ``names``, the solver reads it as the permanent's name, CR 201.4)."""
    f = _filter(m.group("what"))
    f = dataclasses.replace(f, names=frozenset({SELF}), text=f"{f.text} named {SELF}")
    return Counted(_unit(m.group("sym")), PermanentCount(f, "you"))


_COLOR_WORDS = {name: t for t, name in COLOR_NAMES.items() if t.is_color}


def _devotion(m: re.Match[str]) -> Counted:
    """"an amount of {G} equal to your devotion to green" (CR 700.5)."""
    colors = frozenset(_COLOR_WORDS[w] for w in re.split(r"\s+and\s+", m.group("colors")))
    return Counted(_unit(m.group("sym")), Devotion(colors))


_PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"})


def _graveyard(m: re.Match[str]) -> Counted:
    """"{B} for each black creature card in your graveyard" (Crypt of Agadeem), "X mana of any one color, where X is
    the number of creature cards in your graveyard" (Deathbloom Ritualist), "… permanent cards …" (CR 110.4b: a
    permanent card is an artifact, battle, creature, enchantment, land or planeswalker card)."""
    what = m.group("what")
    if what == "permanent":
        filt = PermanentFilter(_PERMANENT_TYPES, text="permanent")
    elif what == "artifact or creature":  # Spoils of Evil: a card of either type
        filt = PermanentFilter(frozenset({"Artifact", "Creature"}), text=what)
    else:
        filt = _filter(what)
    if m.group("color"):
        filt = dataclasses.replace(filt, colors=frozenset({_COLOR_WORDS[m.group("color")]}),
                                   text=f"{m.group('color')} {filt.text}")
    unit = _unit(m.group("sym")) if m.group("sym") else Produce.any_color(1)
    return Counted(unit, GraveyardCount(filt, m.group("whose")))


def _life_total(m: re.Match[str]) -> Counted:
    """"X mana of any one color, where X is your life total" (Sanctum of the Sun, CR 119.1)."""
    return Counted(Produce.any_color(1), LifeTotal())


def _for_each_fact(m: re.Match[str]) -> Counted:
    """"{R} for each card in your hand" (Inner Fire), "… in target opponent's hand" (Jeska's Will), "{C} for each
    card you've drawn this turn" (Kydele), "{R} for each tapped land your opponents control" (Mana Geyser), "{R} for
    each creature in your party" (CR 700.8), "{C} for each 1 life your opponents have lost this turn": facts the
    board gives in ``facts:`` (:mod:`manaplan.models.facts`). Tapped lands of opponents are a fact, not counted on
    the board: a board need not list every opponent's land."""
    fact = next(name for name, words in FACT_EACH_WORDS.items() if words == m.group("what"))
    return Counted(_unit(m.group("sym")), FactCount(fact))


def _stat_name(word: str) -> str:
    return "mana value" if word == "converted mana cost" else word  # the older name (CR 202.3)


#: What X may be in "where X is …" / "equal to …": (pattern matched against the words, function of the match
#: returning the count).
X_FORMS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], object]], ...] = (
    (re.compile(rf"{_S}'s (?P<stat>power|toughness)"), lambda m: SelfStat(m.group("stat"))),
    (re.compile(r"the greatest power among creatures you control"), lambda m: GreatestPower()),
    (re.compile(r"the greatest number of creatures you control that have a creature type in common"),
     lambda m: SharedCreatureType()),
    (re.compile(r"the total power of attacking creatures"), lambda m: TotalPower()),
    (re.compile(r"the number of basic land types among lands you control"), lambda m: BasicLandTypes()),
    (re.compile(r"the (?P<verb>sacrificed|exiled) (?P<what>creature|artifact)'s "
                r"(?P<stat>power|mana value|converted mana cost)"),
     lambda m: SacrificedStat(_stat_name(m.group("stat")), m.group("what"), m.group("verb"))),
    (re.compile(rf"the number of (?P<kind>[\w+/-]+) counters on {_S}"), lambda m: CounterCount(m.group("kind"))),
    (re.compile(r"the number of (?P<what>[\w' /-]+?) (?P<who>you control|on the battlefield)"),
     lambda m: _permanent_count(m.group("what"), m.group("who"), plural=True)),
    (re.compile(r"your life total"), lambda m: LifeTotal()),
    (re.compile(rf"the number of cards named {_S} in each graveyard"), lambda m: NamedInGraveyards()),
    *((re.compile(re.escape(words)), lambda m, f=fact: FactCount(f)) for fact, words in FACT_AMOUNT_WORDS.items()),
)


def _x_count(words: str) -> object:
    for pattern, read in X_FORMS:
        m = pattern.fullmatch(words)
        if m:
            return read(m)
    raise NotUnderstood(f"amount not understood: {words!r}")


def _where_x(m: re.Match[str]) -> Counted:
    """"an amount of {G} equal to ~'s power" (Cradle Clearcutter; "a number of {C} equal to ~'s toughness", Vhal),
    "X mana of any one color, where X is the greatest power among creatures you control" (Avatar Kyoshi), "X mana in
    any combination of colors, where X is the number of basic land types among lands you control" (Prismatic
    Geoscope), "X mana in any combination of {U} and/or {R}, where X is ~'s power" (Vivi Ornitier), "… 1 plus the
    sacrificed creature's mana value" (Metamorphosis): X defined by the text (CR 107.3a) is one of
    :data:`X_FORMS`."""
    count = _x_count(m.group("x"))
    plus = int(m.group("plus") or 0)
    if m.group("sym"):
        return Counted(_unit(m.group("sym")), count, plus=plus)
    if m.group("colors") or m.group("types"):
        types = COLORS if m.group("colors") else tuple(
            ManaType(t) for t in re.findall(r"\{([WUBRGC])\}", m.group("types")))
        if len(set(types)) != len(types):
            raise NotUnderstood(f"combination not understood: {m.group('types')!r}")
        return Counted(Produce.one_of(*(t.value for t in types)), count, combination=True, plus=plus)
    return Counted(Produce.any_color(1), count, plus=plus)


# ---------------------------------------------------------------------------------------------------- reflections
def _reflect(m: re.Match[str]) -> Reflect:
    """"one mana of any type that a land you control could produce" and its colour / opponent / Gate forms."""
    words = m.group("what")
    basic = words.startswith("basic ")
    if basic:
        words = words[len("basic "):]
    filt = parse_permanent_filter(words, text=f"{m.group('a')} {m.group('what')}")
    controller = "you" if m.group("who") == "you control" else "opponent"
    return Reflect(filt, controller=controller, kind=m.group("kind"), basic=basic)


def _that_much(m: re.Match[str]) -> AnyCombination:
    """"that much {C}" after a cost that removes X counters ("{T}, Remove one or more dream counters from ~: Add
    that much {C}.", Rasputin, the Oneiromancer): the ability's X (CR 107.3), of one type. The parser checks that
    the cost has an X (:func:`~manaplan.models.oracle.parser.check_x`)."""
    return AnyCombination(CostX(), frozenset({ManaType(m.group("sym").strip("{}"))}))


def _reflect_untapped(m: re.Match[str]) -> Reflect:
    """"one mana of any type that land could produce" after a cost that untaps an opponent's land (Benthic
    Explorers): only that land is looked at. The solvers use it only with exactly one such cost part."""
    filt = parse_permanent_filter(m.group("what"), text=m.group("what"))
    return Reflect(filt, controller="opponent", kind=m.group("kind"), untapped_by_cost=True)


def _reflect_sacrificed(m: re.Match[str]) -> Reflect:
    """"one mana of any type the sacrificed land could produce" (Squandered Resources)."""
    filt = parse_permanent_filter(m.group("what"), text=m.group("what"))
    return Reflect(filt, kind=m.group("kind"), sacrificed=True)


def _reflect_more(m: re.Match[str]) -> Reflect:
    """"three mana of any one type that a land you control could produce": how :class:`Reflect` writes "add three
    mana of that type instead" (Incubation Druid) back, all of one type."""
    n = number_value(m.group("n"))
    if n < 2:
        raise NotUnderstood(f"amount {m.group('n')!r} not understood")
    return dataclasses.replace(_reflect(m), amount=n)


def _for_each_fact_units(m: re.Match[str]) -> Counted:
    """"{C}{C} for each of your opponents who lost life this turn" (Belbe, Corrupted Observer): a fact the board
    gives, several mana of fixed types for each."""
    fact = next(name for name, words in FACT_EACH_WORDS.items() if words == m.group("what"))
    return Counted(Produce.one_of("".join(re.findall(r"\{([WUBRGC])\}", m.group("syms")))), FactCount(fact))


#: Rows for :data:`manaplan.models.oracle.adds.ADD_FORMS`: (pattern matched against the words after "Add ",
#: function of the match returning the output).
AMOUNT_FORMS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], object]], ...] = (
    (re.compile(rf"(?P<sym>{_SYM}) for each (?P<mark>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*) watermark among permanents "
                r"you control"), lambda m: Counted(_unit(m.group("sym")), WatermarkCount(m.group("mark")))),
    (re.compile(rf"(?P<sym>{_SYM}) for each (?P<what>[\w' /-]+?) (?P<who>you control|on the battlefield)"
                r"(?: with power (?P<power>\d+) or greater)?"), _for_each_permanent),
    (re.compile(rf"(?P<sym>{_SYM}) for each (?P<what>attacking creature)(?P<who>)(?P<power>)"), _for_each_permanent),
    (re.compile(r"(?P<sym>\{[WUBRG]\}) or (?P<sym2>\{[WUBRG]\}) for each (?P<what>[\w' /-]+?) "
                r"(?P<who>you control|on the battlefield)(?: with power (?P<power>\d+) or greater)?"),
     _for_each_permanent_either),
    (re.compile(rf"(?P<sym>{_SYM}) for each (?P<what>{'|'.join(re.escape(w) for w in FACT_EACH_WORDS.values())})"),
     _for_each_fact),
    (re.compile(rf"(?P<sym>{_SYM}) for each (?:(?P<kind>[\w+/-]+) )?counter on {_S}"), _for_each_counter),
    (re.compile(rf"(?P<sym>{_SYM}) for each (?P<what>\w+) you control named {_S}"), _for_each_named),
    (re.compile(rf"(?:X mana of any one color, where X is|an amount of (?P<sym>{_SYM}) equal to) the number of "
                rf"(?P<kind>[\w+/-]+) counters on {_S}"), _number_of_counters),
    (re.compile(rf"(?:X mana of any one color, where X is|an amount of (?P<sym>{_SYM}) equal to) the number of "
                r"(?P<what>[\w' /-]+?) (?P<who>you control|on the battlefield|target opponent controls)"),
     _number_of_permanents),
    (re.compile(rf"an amount of (?P<sym>{_SYM}) equal to your devotion to "
                rf"(?P<colors>(?:white|blue|black|red|green)(?: and (?:white|blue|black|red|green))?)"), _devotion),
    (re.compile(rf"(?:(?P<sym>{_SYM}) for each|X mana of any one color, where X is the number of) "
                r"(?:(?P<color>white|blue|black|red|green) )?(?P<what>creature|permanent|artifact|land|enchantment"
                r"|artifact or creature) cards? in (?P<whose>your|target opponent's) graveyard"), _graveyard),
    (re.compile(r"X mana of any one color, where X is your life total"), _life_total),
    (re.compile(rf"(?:(?:an amount|a number) of (?P<sym>{_SYM}) equal to|X mana of any one color, where X is"
                r"|X mana in any combination of (?:(?P<colors>colors)|(?P<types>\{[WUBRGC]\}(?:, \{[WUBRGC]\})*,? "
                r"and/or \{[WUBRGC]\})), where X is) (?:(?P<plus>[1-9]) plus )?(?P<x>.+)"), _where_x),
    (re.compile(r"one mana of any (?P<kind>type|color) that (?P<a>an?) (?P<what>[\w ]+?) "
                r"(?P<who>you control|an opponent controls) could produce"), _reflect),
    (re.compile(r"one mana of any (?P<kind>type|color) the sacrificed (?P<what>[\w ]+?) could produce"),
     _reflect_sacrificed),
    (re.compile(rf"that much (?P<sym>{_SYM})"), _that_much),
    (re.compile(r"one mana of any (?P<kind>type|color) that (?P<what>land) could produce"), _reflect_untapped),
    (re.compile(r"(?P<n>\w+) mana of any one (?P<kind>type|color) that (?P<a>an?) (?P<what>[\w ]+?) "
                r"(?P<who>you control|an opponent controls) could produce"), _reflect_more),
    (re.compile(rf"(?P<syms>(?:{_SYM}){{2,}}) for each "
                rf"(?P<what>{'|'.join(re.escape(w) for w in FACT_EACH_WORDS.values())})"), _for_each_fact_units),
)


def read_add(words: str) -> object:
    """The output of the words after "Add" that one of :data:`AMOUNT_FORMS` reads.

    Parameters
    ----------
    words : str
        E.g. ``'{B} for each Swamp you control'``.

    Returns
    -------
    Counted or Reflect

    Raises
    ------
    NotUnderstood
        When no row reads the words whole, or the thing counted is not understood.
    """
    for pattern, read in AMOUNT_FORMS:
        m = pattern.fullmatch(words)
        if m:
            return read(m)
    raise NotUnderstood(f"mana produced not understood: {words!r}")
