"""Effects on mana that are not mana abilities, read from text: land types, granted abilities, triggered mana,
replacement effects, untap abilities, cost and counter reductions (values of :mod:`manaplan.models.effects`).

Each entry of :data:`STATIC_FORMS` is a function of one line — its self-references already marked ``~`` — that
returns the effects the line is, or None when the line is not of its form; a form that reads an ability quoted in the
line ('Lands you control have "{T}: Add {G}."') reads it as a line of its own with the reader the parser passes down
(:data:`~manaplan.models.oracle.line_reading.QuotedReader`). :func:`read_static` tries them in order. The oracle
parser tries these forms after its own (:data:`manaplan.models.oracle.parser.LINE_FORMS`); a line about mana that no
form reads stays unsupported there, with its reason, never guessed. Which permanents an effect speaks of is read by
:mod:`manaplan.models.oracle.scopes`; triggered mana by :mod:`manaplan.models.oracle.triggers`.

The forms:

============================  ====================================================================================
form                          examples
============================  ====================================================================================
land types (CR 305.7)         "Nonbasic lands are Mountains." · "Each land is a Swamp in addition to its other
                              land types." · "Lands you control are every basic land type in addition to their
                              other types." · "Enchanted land is an Island."
granted abilities             'Lands you control have "{T}: Add one mana of any color."' · 'Equipped creature gets
                              +2/+2 and has vigilance and "{T}: Add {G}."'
triggered mana (CR 605.1b)    "Whenever enchanted land is tapped for mana, its controller adds an additional {G}{G}."
                              · "Whenever a player taps a land for mana, that player adds one mana of any type that
                              land produced." · "Whenever you tap a Swamp for mana, add an additional {B}."
replacement (CR 106.12b)      "If you tap a permanent for mana, it produces twice as much of that mana instead." ·
                              "If a land is tapped for mana, it produces {B} instead of any other type and amount."
                              · "Until end of turn, if a player taps a nonbasic land for mana, it produces colorless
                              mana instead of any other type."
spending as though (CR        "You may spend mana as though it were mana of any color." · "… to cast creature spells"
609.4b)                       · "Mana of any type can be spent to activate ~'s abilities." · "You may spend white mana
                              as though it were mana of any color. You may spend other mana only as though it were
                              colorless mana."
unspent mana (CR 500.4)       "If you would lose unspent mana, that mana becomes black instead."
untap abilities               "{3}: Untap ~." · "Put a -1/-1 counter on ~: Untap ~." · "Tap an untapped creature you
                              control: Untap target basic land." · "{1}, {T}: Untap target artifact."
cost reductions               "Enchanted artifact's activated abilities cost {2} less to activate. This effect can't
                              reduce the mana in that cost to less than one mana."
cost increases                "Activated abilities cost {2} more to activate unless they're mana abilities."
counter reductions            "If one or more -1/-1 counters would be put on a creature you control, that many -1/-1
                              counters minus one are put on it instead."
colour changes                "{U}: Target artifact creature becomes blue until end of turn."
activated effects             "{U}: Until end of turn, if you tap a land you control for mana, it produces {U} instead
                              of any other type." (in force when the board lists the card in ``effects:``)
abilities lost (CR 613.1f)    "All creatures lose all abilities and have base power and toughness 1/1." · "Enchanted
                              creature loses all abilities and is a green Elk creature with base power and …"
prohibitions (CR 602.5)       "Activated abilities of artifacts can't be activated." · "Activated abilities of sources
                              with the chosen name can't be activated unless they're mana abilities."
haste (CR 702.10, 302.6)      "Equipped creature has haste and shroud." · "You may activate abilities of creatures you
                              control as though those creatures had haste."
============================  ====================================================================================

Examples
--------
>>> from manaplan.models.oracle.parser import read_quoted
>>> (moon,) = read_static("Nonbasic lands are Mountains.", read_quoted)
>>> sorted(moon.types), moon.replace, moon.scope.nonbasic
(['Mountain'], True, True)
>>> (flare,) = read_static("Whenever a player taps a land for mana, that player adds one mana of any type that land "
...                        "produced.", read_quoted)
>>> type(flare.adds).__name__, sorted(flare.scope.card_types)
('SameType', ['Land'])
>>> read_static("Flying", read_quoted) is None
True
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from ..ability import ActivationCondition, ControlCount, PermanentFilter, Unsupported
from ..effects import (
    ANOTHER_ACTIVATED,
    ANY,
    OPPONENT,
    YOU,
    Activated,
    AsLongAs,
    BasePowerToughness,
    Becomes,
    CostIncrease,
    CostReduction,
    CounterReduction,
    DevotionBonus,
    Effect,
    Grant,
    Haste,
    LandTypes,
    ModifiesPowerToughness,
    LoyaltyEffect,
    MULTIPLIER_WORDS,
    Prohibition,
    Replacement,
    ReturnsAsAura,
    Scope,
    SetsColor,
    SpendAsColorless,
    SpendAsThough,
    StackGrant,
    TargetGrant,
    TriggeredMana,
    UnspentMana,
    UntapAbility,
    Untapper,
    ZoneAbilitiesLost,
)
from ..mana import COLOR_NAMES, COLORS, ManaType
from .costs import CARD_TYPE_WORDS, parse_activation_cost, singular_word
from .line_reading import LineContext, LineReading, QuotedReader
from .riders import parse_activation_condition, parse_spend_restriction
from .scopes import NOT_SUBTYPES, parse_scope
from .text import SELF, NotUnderstood, split_cost_effect
from .triggers import (
    event_mana,
    mana_damage,
    more_triggers,
    produced_trigger,
    refused_trigger,
    same_type_trigger,
    spell_delayed_mana,
    spend_trigger,
    tap_trigger,
    trigger_adds,
)

__all__ = ["STATIC_FORMS", "ability_cost_change", "StaticForm", "StaticReading", "read_static", "read_static_line",
           "BASIC_TYPES", "loyalty_effect", "parse_scope"]  # parse_scope is defined in .scopes (shared with .triggers)

_S = re.escape(SELF)

#: The basic land types (CR 205.3i).
BASIC_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")


class StaticReading(tuple):
    """What a static form read: a tuple of effect values (possibly with one :class:`Unsupported` marker when the
    line is of a form but a part of it, such as a granted ability, was not understood)."""


# ---------------------------------------------------------------------------------------------------- land types
_LAND_TYPES = re.compile(
    r"(?P<who>Nonbasic lands(?: you control)?|Each (?:nonbasic |basic )?land|All lands|Lands you control|"
    r"Enchanted land) (?:is|are) (?P<what>.+?)"
    r"(?P<add> in addition to (?:its|their) other(?: land)? types)?\."
)


def _land_type_names(words: str) -> frozenset[str]:
    w = re.sub(r"^(?:an?|every)\s+", "", words.strip())
    if w in ("basic land type", "basic land types"):
        return frozenset(BASIC_TYPES)
    names = set()
    for part in re.split(r",\s*and\s+|,\s*|\s+and\s+", w):
        name = singular_word(re.sub(r"^(?:an?)\s+", "", part.strip()))
        if name not in BASIC_TYPES:
            raise NotUnderstood(f"land type not understood: {part!r}")
        names.add(name)
    return frozenset(names)


def _land_types(line: str) -> tuple[Effect, ...] | None:
    m = _LAND_TYPES.fullmatch(line)
    if not m:
        return None
    try:
        scope = parse_scope(m.group("who"))
        types = _land_type_names(m.group("what"))
    except NotUnderstood:
        return None
    return (LandTypes(scope, types, replace=not m.group("add"), text=line),)


# ---------------------------------------------------------------------------------------------------- grants
_GRANT = re.compile(
    r'(?P<who>[\w ,+/~-]+?) (?:gets [+\-\d/]+ and )?(?:has|have) (?:[\w ,{}]+? and )?"(?P<ability>[^"]+)"\.?'
)
# "As long as enchanted permanent is a land, it has "…"" (Nature's Embrace): the enchanted permanent while it is of
# that card type, a grant whose scope is both (CR 613.1f).
_WHILE_ATTACHED = re.compile(r"As long as (?P<who>enchanted|equipped) permanent is an? (?P<type>\w+), it (?P<rest>.+)")


def _grant(line: str, read_quoted: QuotedReader) -> tuple[Effect | Unsupported, ...] | None:
    body = line.replace("\u201c", '"').replace("\u201d", '"')
    kind = None
    w = _WHILE_ATTACHED.fullmatch(body)
    if w:
        kind = CARD_TYPE_WORDS.get(w.group("type"))
        if kind is None:
            return None
        body = f"{w.group('who').capitalize()} permanent {w.group('rest')}"
    m = _GRANT.fullmatch(body)
    if not m:
        return None
    try:
        scope = parse_scope(m.group("who"))
    except NotUnderstood:
        return None
    if kind is not None:
        scope = dataclasses.replace(scope, card_types=frozenset({kind}))
    ability = m.group("ability")
    another = ability.endswith(" " + ANOTHER_ACTIVATED)  # Tazri: checked on the board for each permanent
    if another:
        ability = ability[: -len(ANOTHER_ACTIVATED) - 1]
    reading = read_quoted(ability)
    if reading.unsupported:
        reason = reading.unsupported[0].reason
        return (Unsupported(line, f"granted ability not understood: {reason}"),)
    if reading.mana_effects and not reading.abilities:  # "{T}: Target player adds …" (Bigger on the Inside)
        if another or reading.effects or any(e.kind != "activated" for e in reading.mana_effects):
            return None
        return tuple(StackGrant(scope, e, text=line) for e in reading.mana_effects)
    if not reading.abilities:
        return None
    if another and (len(reading.abilities) != 1 or reading.abilities[0].condition is not None):
        return None
    return tuple(Grant(scope, a, text=line, needs_another_activated=another) for a in reading.abilities)


#: "Enchanted permanent is a colorless land with "…" and loses all other card types and abilities." (Imprisoned in
#: the Moon), "… is a Treasure artifact with "…," and it loses all other abilities." (Minimus Containment).
_BECOMES_A = re.compile(
    r'(?P<who>Enchanted (?:permanent|land|creature|artifact)|Target (?P<target>creature|artifact|land|permanent)) '
    r'(?:is|becomes) an? (?P<colorless>colorless )?(?P<what>[A-Za-z ]+?) '
    r'with (?P<quoted>".+?"),? and (?:it )?loses all other (?P<lost>card types and abilities|abilities)\.'
)
#: "Enchanted land loses all land types and abilities and has "…" and "…"" (Lithoform Blight), "Lands your opponents
#: control with the chosen name lose all land types and abilities, and they gain "…"" (Alpine Moon).
_LOSES_AND_HAS = re.compile(
    r'(?P<who>[\w ]+?) loses? all (?P<land>land types and )?abilities,? and (?:they )?(?:has|have|gains?) '
    r'(?P<quoted>".+")\.?'
)
#: "All lands have "…" and lose all other abilities." (Toxicrene)
_HAS_AND_LOSES = re.compile(r'(?P<who>[\w ]+?) (?:has|have) (?P<quoted>".+?") and loses? all other abilities\.')
_QUOTED_LIST = re.compile(r'"[^"]+"(?: and "[^"]+")*')


def _quoted_abilities(quoted: str, read_quoted: QuotedReader) -> tuple | None:
    """The mana abilities of '"…" and "…"', each read whole; None if one of them is not a mana ability read
    exactly."""
    if not _QUOTED_LIST.fullmatch(quoted):
        return None
    out = []
    for inner in re.findall(r'"([^"]+)"', quoted):
        words = inner.rstrip(",").strip()
        reading = read_quoted(words if words.endswith(".") else words + ".")
        if reading.unsupported or reading.effects or len(reading.abilities) != 1:
            return None
        out.append(reading.abilities[0])
    return tuple(out)


#: "Whenever ~ attacks, put a blight counter on target land. For as long as that land has a blight counter on it, it
#: loses all land types and abilities and has "{T}: Add {C}."" (Ultima, Origin of Oblivion): read as the effect on
#: each land with a blight counter (the board's ``counters:``; no other card's text puts one on a land), in force
#: while Ultima is on the board. The attack that puts the counter is in no plan. (After Ultima has left, its lands
#: keep the effect, which a board shows only as a land of its own.)
_BLIGHT = re.compile(r"Whenever ~ attacks, put a blight counter on target land\. For as long as that land has a blight "
                     r"counter on it, it (?P<rest>loses all land types and abilities and has \".+\"\.?)")


def _becomes(line: str, read_quoted: QuotedReader) -> tuple[Effect, ...] | None:
    """Permanents that lose their abilities and have only the mana abilities given, perhaps as another card type
    (:class:`~manaplan.models.effects.Becomes`; CR 205.1a, 613.1d-f); Ultima's lands with a blight counter
    (:data:`_BLIGHT`)."""
    body = line.replace("\u201c", '"').replace("\u201d", '"')
    blight = _BLIGHT.fullmatch(body)
    if blight:  # Ultima: its trigger's effect lasts while the counter does; no other text puts one on a land
        body = f"Each land with a blight counter on it {blight.group('rest')}"
    card_types: frozenset[str] = frozenset()
    subtypes: set[str] = set()
    colorless = loses_land_types = False
    m = _BECOMES_A.fullmatch(body)
    if m:
        *subs, kind = m.group("what").split()
        if singular_word(kind).lower() not in CARD_TYPE_WORDS:
            return None
        card_types = frozenset({CARD_TYPE_WORDS[singular_word(kind).lower()]})
        for word in subs:
            if not re.fullmatch(r"[A-Z][a-z]+", word) or word in NOT_SUBTYPES:
                return None
            subtypes.add(word)
        colorless = bool(m.group("colorless"))
    else:
        m = _LOSES_AND_HAS.fullmatch(body) or _HAS_AND_LOSES.fullmatch(body)
        if not m:
            return None
        loses_land_types = bool(m.groupdict().get("land"))
    try:
        if m.groupdict().get("target"):  # "Target creature becomes …" (a loyalty ability): which one, no text says
            scope = dataclasses.replace(parse_scope(f"a {m.group('target')}"), target=True, text=m.group("who"))
        else:
            scope = parse_scope(m.group("who"))
    except NotUnderstood:
        return None
    abilities = _quoted_abilities(m.group("quoted"), read_quoted)
    if not abilities:
        return None
    return (Becomes(scope, abilities, card_types, frozenset(subtypes), colorless, loses_land_types, text=line),)


# ---------------------------------------------------------------------------------------------------- prohibitions
#: "Activated abilities of artifacts can't be activated." (Null Rod), "… of creatures your opponents control …"
#: (Linvala, Keeper of Silence), "… of sources with the chosen name can't be activated unless they're mana abilities."
#: (Pithing Needle), "… of artifacts and creatures … unless they're mana abilities." (Damping Matrix): CR 602.5.
_PROHIBITION = re.compile(r"Activated abilities of (?P<who>.+?) can't be activated(?P<unless> unless they're mana "
                          r"abilities)?\.")
#: "Enchanted player can't activate abilities that aren't mana abilities or loyalty abilities." (Overwhelming
#: Splendor): a Curse, whose enchanted player is an opponent of its controller (a board attaches nothing to a player).
_PLAYER_PROHIBITION = "Enchanted player can't activate abilities that aren't mana abilities or loyalty abilities."
#: "Enchanted creature can't attack or block, and its activated abilities can't be activated." (Arrest), "Enchanted
#: permanent can't attack or block, and its activated abilities can't be activated unless they're mana abilities."
#: (Faith's Fetters), "Enchanted creature's activated abilities can't be activated." (Lost in Thought).
_ENCHANTED_PROHIBITION = re.compile(
    r"(?P<who>Enchanted (?:creature|permanent|artifact|land))(?:'s activated abilities|(?: can't attack or block| "
    r"can't block| can't attack, block, or crew Vehicles| doesn't untap during its controller's untap step),? and "
    r"its activated abilities) can't be activated(?P<unless> unless they're mana abilities)?\.")


def _prohibition_scope(words: str) -> Scope:
    """The permanents of "Activated abilities of …": "artifacts", "creatures your opponents control", "artifacts and
    creatures", "sources with the chosen name".

    >>> s = _prohibition_scope("artifacts and creatures")
    >>> [sorted(a.card_types) for a in s.alternatives]
    [['Artifact'], ['Creature']]
    >>> _prohibition_scope("sources with the chosen name").chosen_name
    True
    """
    if words == "sources with the chosen name":
        return Scope(chosen_name=True, text=words)
    both = re.fullmatch(r"(\w+) and (\w+)(?P<rest> .+)?", words)
    if both:
        rest = both.group("rest") or ""
        alts = tuple(parse_scope(both.group(k) + rest) for k in (1, 2))
        if len({a.controller for a in alts}) != 1:
            raise NotUnderstood(f"permanents not understood: {words!r}")
        return Scope(controller=alts[0].controller, alternatives=alts, text=words)
    return dataclasses.replace(parse_scope(words), text=words)


def _prohibition(line: str) -> tuple[Effect, ...] | None:
    """Abilities that can't be activated (:class:`~manaplan.models.effects.Prohibition`, CR 602.5).

    >>> (rod,) = _prohibition("Activated abilities of artifacts can't be activated.")
    >>> sorted(rod.scope.card_types), rod.exempt_mana
    (['Artifact'], False)
    >>> (needle,) = _prohibition("Activated abilities of sources with the chosen name can't be activated unless "
    ...                          "they're mana abilities.")
    >>> needle.scope.chosen_name, needle.exempt_mana
    (True, True)
    >>> (fetters,) = _prohibition("Enchanted permanent can't attack or block, and its activated abilities can't be "
    ...                           "activated unless they're mana abilities.")
    >>> fetters.scope.attached, fetters.exempt_mana, fetters.describe()
    (True, True, "Activated abilities of enchanted permanent can't be activated unless they're mana abilities.")
    """
    if line == _PLAYER_PROHIBITION:
        return (Prohibition(Scope(controller=OPPONENT, text="permanents enchanted player controls"),
                            exempt_mana=True, player=True, text=line),)
    m = _ENCHANTED_PROHIBITION.fullmatch(line)
    if m:
        scope = dataclasses.replace(parse_scope(m.group("who")), text=m.group("who").lower())
        return (Prohibition(scope, exempt_mana=bool(m.group("unless")), text=line),)
    m = _PROHIBITION.fullmatch(line)
    if not m:
        return None
    try:
        scope = _prohibition_scope(m.group("who"))
    except NotUnderstood:
        return None
    return (Prohibition(scope, exempt_mana=bool(m.group("unless")), text=line),)


#: Keywords a line that grants haste may grant beside it (none of them changes mana or costs).
_OTHER_KEYWORDS = frozenset({"flying", "trample", "vigilance", "shroud", "hexproof", "reach", "first strike",
                             "double strike", "deathtouch", "lifelink", "menace", "indestructible", "ward {1}",
                             "ward {2}", "protection from everything"})
_HASTE = re.compile(r"(?P<who>[\w ~]+?) (?:gets [+-]\d+/[+-]\d+ and )?(?:has|have) (?P<kws>[\w ,{}]+)\.")
_HASTE_AS_THOUGH = re.compile(r"You may activate abilities of (?P<who>creatures you control) as though those "
                              r"creatures had haste\.")


def _haste(line: str) -> tuple[Effect, ...] | None:
    """Haste given to permanents (:class:`~manaplan.models.effects.Haste`, CR 702.10), or "as though they had haste"
    (Thousand-Year Elixir, CR 302.6).

    >>> (boots,) = _haste("Equipped creature has hexproof and haste.")
    >>> boots.scope.attached, boots.as_though
    (True, False)
    >>> (elixir,) = _haste("You may activate abilities of creatures you control as though those creatures had haste.")
    >>> elixir.as_though, elixir.scope.controller
    (True, 'you')
    >>> _haste("Creatures you control have flying.") is None
    True
    """
    m = _HASTE_AS_THOUGH.fullmatch(line)
    if m:
        return (Haste(dataclasses.replace(parse_scope(m.group("who")), text=m.group("who")), as_though=True,
                      text=line),)
    m = _HASTE.fullmatch(line)
    if not m:
        return None
    words = [w.strip().lower() for w in re.split(r",\s*and\s+|,\s*|\s+and\s+", m.group("kws")) if w.strip()]
    if "haste" not in words or not set(words) - {"haste"} <= _OTHER_KEYWORDS:
        return None
    try:
        scope = parse_scope(m.group("who"))
    except NotUnderstood:
        return None
    if scope.card_types and "Creature" not in scope.card_types:
        return None
    return (Haste(scope, text=line),)


def _zone_abilities_lost(line: str) -> tuple[Effect, ...] | None:
    """"Cards in graveyards lose all abilities." (Yixlid Jailer, CR 613.1f).

    >>> _zone_abilities_lost("Cards in graveyards lose all abilities.")[0].zone
    'graveyard'
    """
    if line == "Cards in graveyards lose all abilities.":
        return (ZoneAbilitiesLost("graveyard", text=line),)
    return None


#: "All creatures lose all abilities and have base power and toughness 1/1." (Humility), "Creatures lose all
#: abilities." (Dress Down), "Enchanted creature loses all abilities and is a green Elk creature with base power and
#: toughness 3/3." (Kenrith's Transformation, Frogify), "Creatures enchanted player controls lose all abilities and
#: have base power and toughness 1/1." (Overwhelming Splendor), "Enchanted creature loses all abilities and is a
#: Citizen with base power and toughness 1/1 and "{T}: Add {C}" named Humble Merchant." (Honest Work).
_LOSES_ALL = re.compile(
    r"(?P<who>All creatures|Creatures|Enchanted creature|Enchanted permanent|Creatures enchanted player controls) "
    r"loses? all abilities(?: and (?:is an? (?:(?:white|blue|black|red|green|colorless) )?(?P<what>[A-Z]\w+)"
    r"(?P<creature> creature)? with base power and toughness (?P<p1>\d+)/(?P<t1>\d+)"
    r"(?: and (?P<quoted>\"[^\"]+\") named (?P<name>[A-Z][\w ]+))?"
    r"|(?:has|have) base power and toughness (?P<p2>\d+)/(?P<t2>\d+)"
    r"|doesn't untap during its controller's untap step))?\."
)

#: "Enchanted creature is an Insect artifact creature with base power and toughness 0/1 and has indestructible, and it
#: loses all other abilities, card types, and creature types." (Darksteel Mutation)
_MUTATION = re.compile(
    r"Enchanted creature is an? (?P<what>[A-Z]\w+) artifact creature with base power and toughness "
    r"(?P<p>\d+)/(?P<t>\d+) and has indestructible, and it loses all other abilities, card types, and creature types\.")


def _loses_all(line: str, read_quoted: QuotedReader) -> tuple[Effect, ...] | None:
    """Creatures that lose all abilities (:class:`~manaplan.models.effects.Becomes` with no abilities given, or
    with the one quoted; layer 6, CR 613.1f, in timestamp order with grants, CR 613.7), perhaps becoming a creature
    of one type (layer 4, CR 205.1a; Darksteel Mutation's Insect artifact creature, :data:`_MUTATION`), perhaps
    with a base power and toughness (:class:`~manaplan.models.effects.BasePowerToughness`, layer 7b, CR 613.4b):
    what another permanent's mana that counts power reads (Bighorner Rancher).

    Honest Work's "named Humble Merchant" is not read: a name matters to no mana but that which counts names
    among the permanents you control, and Honest Work enchants a creature an opponent controls.

    >>> from manaplan.models.oracle.parser import read_quoted
    >>> humility, size = _loses_all("All creatures lose all abilities and have base power and toughness 1/1.",
    ...                             read_quoted)
    >>> sorted(humility.scope.card_types), humility.abilities, (size.power, size.toughness)
    (['Creature'], (), (1, 1))
    >>> elk, size = _loses_all("Enchanted creature loses all abilities and is a green Elk creature with base power "
    ...                        "and toughness 3/3.", read_quoted)
    >>> elk.scope.attached, sorted(elk.card_types), sorted(elk.subtypes), size.power
    (True, ['Creature'], ['Elk'], 3)
    >>> work, size = _loses_all('Enchanted creature loses all abilities and is a Citizen with base power and '
    ...                         'toughness 1/1 and "{T}: Add {C}" named Humble Merchant.', read_quoted)
    >>> sorted(work.card_types), sorted(work.subtypes), work.abilities[0].describe(), size.power
    ([], ['Citizen'], '{T}: Add {C}.', 1)
    >>> insect, size = _loses_all("Enchanted creature is an Insect artifact creature with base power and toughness 0/1 "
    ...                           "and has indestructible, and it loses all other abilities, card types, and creature "
    ...                           "types.", read_quoted)
    >>> sorted(insect.card_types), sorted(insect.subtypes), insect.abilities, (size.power, size.toughness)
    (['Artifact', 'Creature'], ['Insect'], (), (0, 1))
    """
    mutation = _MUTATION.fullmatch(line)
    if mutation:  # indestructible changes no mana: it is the one ability kept, none of mana
        scope = Scope(frozenset({"Creature"}), attached=True, text="Enchanted creature")
        return (Becomes(scope, (), frozenset({"Artifact", "Creature"}), frozenset({mutation.group("what")}),
                        text=line),
                BasePowerToughness(scope, int(mutation.group("p")), int(mutation.group("t")), text=line))
    m = _LOSES_ALL.fullmatch(line.replace("\u201c", '"').replace("\u201d", '"'))
    if not m:
        return None
    who = m.group("who")
    if who == "Creatures enchanted player controls":
        scope = Scope(frozenset({"Creature"}), controller=OPPONENT, text=who)
    elif who == "Enchanted permanent":  # any permanent: no card type to require
        scope = Scope(attached=True, text=who)
    else:
        scope = dataclasses.replace(parse_scope(who), text=who)
    what = m.group("what")
    abilities: tuple = ()
    if m.group("quoted"):
        reading = read_quoted(m.group("quoted")[1:-1].rstrip(".") + ".")
        if reading.unsupported or reading.effects or reading.mana_effects or len(reading.abilities) != 1:
            return None
        abilities = tuple(reading.abilities)
    # "is a Citizen" sets the creature type only; "is a blue Frog creature" sets the card type too (CR 205.1a)
    card_types = frozenset({"Creature"}) if m.group("creature") else frozenset()
    found: list[Effect] = [Becomes(scope, abilities, card_types, frozenset({what}) if what else frozenset(),
                                   text=line)]
    power, toughness = m.group("p1") or m.group("p2"), m.group("t1") or m.group("t2")
    if power is not None:
        found.append(BasePowerToughness(scope, int(power), int(toughness), text=line))
    return tuple(found)


#: "Enchanted creature has base power and toughness 0/2." (Illusory Wrappings), "Equipped creature has base power and
#: toughness 10/10." (Belt of Giant Strength): a base power and toughness set alone, perhaps with keywords that change
#: no mana ("… and has trample.", Gigantiform).
_BASE_PT = re.compile(
    r"(?P<who>Enchanted creature|Equipped creature|All creatures|Creatures|Creatures you control"
    r"|Creatures your opponents control) (?:has|have) base power and toughness (?P<p>\d+)/(?P<t>\d+)"
    r"(?: and (?:has|have) (?P<kws>[\w ,{}]+))?\.")


def _base_power_toughness(line: str) -> tuple[Effect, ...] | None:
    """A base power and toughness set alone (:class:`~manaplan.models.effects.BasePowerToughness`, layer 7b, CR
    613.4b).

    >>> (belt,) = _base_power_toughness("Equipped creature has base power and toughness 10/10.")
    >>> belt.scope.attached, belt.power, belt.toughness
    (True, 10, 10)
    >>> _base_power_toughness("Enchanted creature has base power and toughness 8/8 and has trample.")[0].power
    8
    >>> _base_power_toughness("Enchanted creature has base power and toughness 8/8 and has haste.") is None
    True
    """
    m = _BASE_PT.fullmatch(line)
    if not m:
        return None
    kws = m.group("kws")
    if kws and not {w.strip().lower() for w in re.split(r",\s*and\s+|,\s*|\s+and\s+", kws)} <= _OTHER_KEYWORDS:
        return None  # haste, or an ability not read: the line is left to the net
    try:
        scope = dataclasses.replace(parse_scope(m.group("who")), text=m.group("who"))
    except NotUnderstood:
        return None
    return (BasePowerToughness(scope, int(m.group("p")), int(m.group("t")), text=line),)


#: "Other Elves you control get +1/+1." (Elvish Archdruid), "Creatures you control get +1/+1." (Glorious Anthem),
#: "Equipped creature gets +1/-1." (Skullclamp), "Other Goblin creatures you control get +1/+1 and have haste."
#: (Goblin Chieftain): power and toughness changed while the source is there, perhaps with keywords; nothing "until
#: end of turn", "for each …" or "as long as …" (the pattern is the whole line).
_PT_CHANGE = re.compile(
    r"(?P<who>[A-Z][\w ]+?) (?:gets|get) (?P<p>[+-]\d+)/(?P<t>[+-]\d+)(?: and (?:has|have) (?P<kws>[\w ,{}]+))?\.")


def _power_toughness_change(line: str) -> tuple[Effect, ...] | None:
    """Power and toughness changed (:class:`~manaplan.models.effects.ModifiesPowerToughness`, layer 7c, CR 613.4c),
    with haste too where the line gives it (:class:`~manaplan.models.effects.Haste`, CR 702.10) and other keywords
    that change no mana.

    >>> (lord,) = _power_toughness_change("Other Elves you control get +1/+1.")
    >>> lord.scope.other, sorted(lord.scope.subtypes), lord.power, lord.toughness
    (True, ['Elf'], 1, 1)
    >>> (clamp,) = _power_toughness_change("Equipped creature gets +1/-1.")
    >>> clamp.scope.attached, clamp.toughness
    (True, -1)
    >>> chief, haste = _power_toughness_change("Other Goblin creatures you control get +1/+1 and have haste.")
    >>> chief.power, type(haste).__name__
    (1, 'Haste')
    >>> _power_toughness_change("Creatures you control get +1/+1 until end of turn.") is None
    True
    """
    m = _PT_CHANGE.fullmatch(line)
    if not m:
        return None
    words = {w.strip().lower() for w in re.split(r",\s*and\s+|,\s*|\s+and\s+", m.group("kws") or "") if w.strip()}
    if not words - {"haste"} <= _OTHER_KEYWORDS:
        return None
    try:
        scope = dataclasses.replace(parse_scope(m.group("who")), text=m.group("who"))
    except NotUnderstood:
        return None
    if scope.target or (scope.card_types and "Creature" not in scope.card_types):
        return None
    found: list[Effect] = [ModifiesPowerToughness(scope, int(m.group("p")), int(m.group("t")), text=line)]
    if "haste" in words:
        found.append(Haste(scope, text=line))
    return tuple(found)


_RETURNS_AS_AURA = re.compile(
    r"When ~ dies, if it was a creature, return it to the battlefield\. It's an Aura enchantment with enchant "
    r"(?P<enchant>[\w ]+?) and \"(?P<who>Enchanted \w+) has '(?P<a>[^']+)'(?: and '(?P<b>[^']+)')?\"\.?"
    r"(?: ~ loses all other abilities\.)?"  # Harold and Bob: as an Aura it keeps only that static ability
)


def _returns_as_aura(line: str, read_quoted: QuotedReader) -> tuple[Effect, ...] | None:
    """"When ~ dies, if it was a creature, return it to the battlefield. It's an Aura enchantment with enchant Forest
    you control and "Enchanted Forest has '{T}: Add {G}{G}' and '…'"" (Old-Growth Troll; Harold and Bob's ends "~
    loses all other abilities.", which an Aura's other abilities are to no mana): a
    :class:`~manaplan.models.effects.ReturnsAsAura`. Of the abilities granted, those about mana must be read whole;
    one that is not about mana (create a Troll token) changes no mana and is not kept."""
    m = _RETURNS_AS_AURA.fullmatch(line.replace("\u201c", '"').replace("\u201d", '"'))
    if not m:
        return None
    try:
        enchant = parse_scope(m.group("enchant"))
        scope = parse_scope(m.group("who"))
    except NotUnderstood:
        return None
    found = []
    for words in (m.group("a"), m.group("b")):
        if words is None:
            continue
        reading = read_quoted(words if words.endswith(".") else words + ".")
        if reading.unsupported or reading.effects or reading.mana_effects or len(reading.abilities) > 1:
            return None
        found.extend(reading.abilities)
    if len(found) != 1 or enchant.card_types or not scope.attached:
        return None
    return (ReturnsAsAura(enchant, Grant(scope, found[0], text=line), text=line),)


#: Grants this parser reads the shape of but the solver could not honour, and why (the line stays unsupported with
#: that reason, never guessed).
_GRANTS_NOT_MODELLED: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"When ~ dies, if (?:she|he|it) was a nonland creature, return (?:this card|~) to the battlefield tapped "
                r"under your control\. (?:She|He|It)'s a land named [\w ]+\. (?:She|He|It) gains \"[^\"]+\"\.?"),
     "returns as a land with another name and the ability: a board gives a card as printed, so it cannot show "
     "that land"),
    (re.compile(r"Whenever a nontoken creature an opponent controls dies, you may pay \{\d+\}\. If you do, return "
                r"that card to the battlefield tapped under your control\. It's a Treasure artifact with .+"),
     "the card returns as a Treasure artifact: a board gives a card as printed, so it cannot show that Treasure"),
    (re.compile(r"At the beginning of your end step, untap ~\. Until your next turn, (?:he|she|it) becomes a land "
                r"and gains \"[^\"]+\"\.?"),
     "a land with the ability until your next turn: whose turn and which step it is, no board says"),
    (re.compile(r"When ~ enters(?: the battlefield)?, for each player, choose up to one other target .+ become "
                r"Treasure artifacts with .+"),
     "the permanents chosen as it entered become Treasures: no board names them"),
    (re.compile(r"You may have ~ enter(?: the battlefield)? as a copy of .+"),
     "enters as a copy of a creature (CR 707): copy effects are not modelled"),
)


def _grant_not_modelled(line: str) -> tuple[Unsupported, ...] | None:
    """A line of :data:`_GRANTS_NOT_MODELLED`: unsupported, with the reason."""
    for pattern, reason in _GRANTS_NOT_MODELLED:
        if pattern.fullmatch(line.replace("\u201c", '"').replace("\u201d", '"')):
            return (Unsupported(line, reason),)
    return None


_EMBLEM = re.compile(r'You get an emblem with "(?P<inner>[^"]+)"\.?')


def loyalty_effect(cost: int, effect: str, line: str, read_quoted: QuotedReader) -> tuple[Effect, ...] | None:
    """A loyalty ability's lasting effect on mana: "You get an emblem with "Swamps you control have '…'"" (the
    emblem's static ability, single quotes inside read as double) or "Target creature becomes a Treasure artifact
    with "…" and loses all other card types and abilities." — as a
    :class:`~manaplan.models.effects.LoyaltyEffect`; None for anything else.

    Examples
    --------
    >>> words = 'You get an emblem with "Swamps you control have ' + "'{T}: Add {B}{B}{B}{B}.'" + '"'
    >>> from manaplan.models.oracle.parser import read_quoted
    >>> (liliana,) = loyalty_effect(-6, words, "", read_quoted)
    >>> liliana.emblem, sorted(liliana.effect.scope.subtypes), liliana.effect.ability.describe()
    (True, ['Swamp'], '{T}: Add {B}{B}{B}{B}.')
    """
    m = _EMBLEM.fullmatch(effect.strip())
    if m:
        inner = m.group("inner").replace("'", '"')
        found = _grant(inner, read_quoted)
        if not found or len(found) != 1 or not isinstance(found[0], Grant):
            return None
        return (LoyaltyEffect(cost, found[0], emblem=True, text=line),)
    found = _becomes(effect.strip(), read_quoted)
    if found and isinstance(found[0], Becomes) and found[0].scope.target:
        return (LoyaltyEffect(cost, found[0], text=line),)
    return None


_TARGET_GRANT = re.compile(
    r'(?:\u2022 )?Target (?P<what>land|creature|artifact|permanent) gains "(?P<ability>[^"]+)" until '
    r'(?P<until>end of turn|~ is cast from exile)\.(?P<cast> You may cast ~ for as long as it remains exiled\.)?'
)


def _target_grant(line: str, read_quoted: QuotedReader) -> tuple[Effect, ...] | None:
    """"Target land gains "…" until end of turn." (a mode of Glorious Sunrise's trigger), "… until ~ is cast from
    exile. You may cast ~ for as long as it remains exiled." (Glamorous Outlaw's ability, through
    :func:`_activated_effect`): a :class:`~manaplan.models.effects.TargetGrant`."""
    m = _TARGET_GRANT.fullmatch(line.replace("\u201c", '"').replace("\u201d", '"'))
    if not m:
        return None
    abilities = _quoted_abilities(f'"{m.group("ability")}"', read_quoted)
    if not abilities:
        return None
    scope = dataclasses.replace(parse_scope(f"a {m.group('what')}"), target=True, text=f"Target {m.group('what')}")
    return (TargetGrant(scope, abilities[0], m.group("until"), cast_from_exile=bool(m.group("cast")), text=line),)


# ---------------------------------------------------------------------------------------------------- triggered mana
_TRIGGER = re.compile(
    r"(?:Until end of turn, )?[Ww]henever (?:"
    r"(?P<tapped>enchanted \w+|an? [\w ,]+?) is tapped for mana"
    r"|(?P<player>a player|you) taps? (?P<what>an? [\w ,]+?) for mana"
    r"), (?:(?:its controller|that player) adds|add) (?P<more>an additional )?(?P<adds>.+)\."
)
def _tapped_scope(m: re.Match) -> Scope:
    """The permanents a "when … is tapped for mana" / "if you tap … for mana" clause speaks of: ``tapped`` names
    them, or ``what`` with ``player`` ("you" keeps it to your own permanents).

    Raises
    ------
    NotUnderstood
        When the words name no kind of permanent the scope parser knows.
    """
    if m.group("tapped"):
        return parse_scope(m.group("tapped"))
    scope = parse_scope(m.group("what"))
    return dataclasses.replace(scope, controller=YOU) if m.group("player") == "you" else scope


def _triggered_mana(line: str) -> tuple[Effect, ...] | None:
    m = _TRIGGER.fullmatch(line)
    if not m:
        return None
    try:
        scope = _tapped_scope(m)
        adds = trigger_adds(m.group("adds"))
    except NotUnderstood:
        return None
    if scope.other or scope.target:
        return None
    return (TriggeredMana(scope, adds, text=line),)


# ---------------------------------------------------------------------------------------------------- replacement
_REPLACEMENT = re.compile(
    r"(?:Until end of turn, )?[Ii]f (?:"
    r"(?P<player>you|a player) taps? (?P<what>an? [\w ]+?) for mana"
    r"|(?P<tapped>an? [\w ]+?) is tapped for (?:(?P<min>two|three) or more )?mana"
    r"), it produces (?P<how>.+?) instead(?: of (?P<instead>any other type and amount|any other type))?\."
)
_MULTIPLY = re.compile(r"(?P<n>twice|three times|four times) as much of that mana")
# "mana of a color of your choice" (the amount kept) / "one mana of a color of your choice" (with "and amount")
_CHOICE_OF_COLOR = re.compile(r"(?P<one>one )?mana of a color of your choice")


def _replacement(line: str) -> tuple[Effect, ...] | None:
    m = _REPLACEMENT.fullmatch(line)
    if not m:
        return None
    try:
        scope = _tapped_scope(m)
    except NotUnderstood:
        return None
    if scope.other or scope.attached:
        return None
    how, instead = m.group("how"), m.group("instead")
    min_amount = {"two": 2, "three": 3}.get(m.group("min") or "", 0)
    mult = _MULTIPLY.fullmatch(how)
    if mult and not instead:
        return (Replacement(scope, factor=MULTIPLIER_WORDS[mult.group("n")], min_amount=min_amount, text=line),)
    choice = _CHOICE_OF_COLOR.fullmatch(how)
    if choice and instead:  # Pulse of Llanowar, Harvest Mage
        one = bool(choice.group("one"))
        if one != (instead == "any other type and amount"):
            return None
        field = "to_one_of" if one else "to_choice"
        return (Replacement(scope, min_amount=min_amount, text=line, **{field: frozenset(COLORS)}),)
    kind = _mana_kind(how)
    if kind is None or not instead:
        return None
    if instead == "any other type and amount":
        return (Replacement(scope, to_mana=(kind,), min_amount=min_amount, text=line),)
    if how.startswith("{") or how == "colorless mana":
        return (Replacement(scope, to_type=kind, min_amount=min_amount, text=line),)
    return None


_SPEND_AS_THOUGH = re.compile(
    r"(?P<who>You|Players) may spend (?:(?P<color>white|blue|black|red|green) )?mana as though it were mana of "
    r"any (?P<kind>color|type)(?: to (?P<to>.+?))?\.(?P<other> You may spend other mana only as though it were "
    r"colorless mana\.)?"
    r"|Mana of any type can be spent to (?P<to2>.+?)\."
    r"|You can spend mana of any type to (?P<to3>.+?)\."
)
_OWN_ABILITIES = re.compile(r"pay the activation costs of ~'s abilities|activate ~'s abilities")


def _spend_as_though(line: str) -> tuple[Effect, ...] | None:
    """"You may spend mana as though it were mana of any color." (Chromatic Orrery), "Players may …" (Mycosynth
    Lattice), "… to cast creature spells", "… to activate abilities of creatures you control" (Agatha's Soul
    Cauldron), "… to pay the activation costs of ~'s abilities" (Manascape Refractor), "Mana of any type can be
    spent to activate ~'s abilities." (Sharkey), "You may spend white mana as though it were mana of any color. You
    may spend other mana only as though it were colorless mana." (Celestial Dawn): permissions on paying costs
    (CR 609.4b). The uses are read as a spending restriction's are ("Spend this mana only to …"); "creatures you
    control" is "creatures" there, as only your permanents' abilities are activated by you in a payment."""
    m = _SPEND_AS_THOUGH.fullmatch(line)
    if not m:
        return None
    to = m.group("to") or m.group("to2") or m.group("to3")
    any_type = m.group("kind") == "type" or not m.group("who")
    mana = _COLOR_WORD[m.group("color")] if m.group("color") else None
    own, spend = False, None
    if to and _OWN_ABILITIES.fullmatch(to):
        own = True
    elif to:
        to = re.sub(r"^(activate abilities of [\w ]+?) you control$", r"\1", to)
        try:
            spend = parse_spend_restriction(f"Spend this mana only to {to}.")
        except NotUnderstood:
            return None
    out: list[Effect] = [SpendAsThough(mana, any_type=any_type, spend=spend, own=own,
                                       players=m.group("who") == "Players", text=line)]
    if m.group("other"):
        if mana is None or to:
            return None
        out.append(SpendAsColorless(mana, text=line))
    return tuple(out)


_UNSPENT = re.compile(r"If you would lose unspent mana, that mana becomes (?P<what>black|red|green|white|blue|"
                      r"colorless) instead\.")


def _unspent_mana(line: str) -> tuple[Effect, ...] | None:
    """"If you would lose unspent mana, that mana becomes black instead." (Omnath, Locus of All; Kruphix and Horizon
    Stone: colorless), "A player losing unspent mana causes that player to lose that much life." (Yurlok of Scorch
    Thrash): what happens to a pool as a step or phase ends (CR 500.4)."""
    if line == "A player losing unspent mana causes that player to lose that much life.":  # Yurlok
        return (UnspentMana(life=True, text=line),)
    m = _UNSPENT.fullmatch(line)
    if not m:
        return None
    what = m.group("what")
    return (UnspentMana(ManaType.C if what == "colorless" else _COLOR_WORD[what], text=line),)


_BY_LAND_TYPE = re.compile(r"If tapped for mana, (?P<pairs>.+) instead of any other type\.")
_LAND_TYPE_PRODUCES = re.compile(
    r"(?:and )?(?P<type>Plains|Islands|Swamps|Mountains|Forests) produce \{(?P<to>[WUBRGC])\}"
)


def _by_land_type(line: str) -> tuple[Effect, ...] | None:
    """"If tapped for mana, Plains produce {R}, Islands produce {G}, … instead of any other type." (Naked
    Singularity, Reality Twist): one type-changing replacement per basic land type, for every player's lands of
    that type (CR 106.12b, 616.1 — a land of two such types gets both, in its controller's order)."""
    m = _BY_LAND_TYPE.fullmatch(line)
    if not m:
        return None
    out = []
    for part in m.group("pairs").split(", "):
        pair = _LAND_TYPE_PRODUCES.fullmatch(part)
        if not pair:
            return None
        land_type = singular_word(pair.group("type"))
        scope = Scope(frozenset({"Land"}), frozenset({land_type}), ANY, text=pair.group("type"))
        out.append(Replacement(scope, to_type=ManaType(pair.group("to")), text=line))
    return tuple(out)


_AS_LONG_AS = re.compile(
    r"As long as (?:you control (?P<n>two|three|four|five|six|seven|eight|nine|ten) or more (?P<what>[a-z]+)"
    r"|~ has an? (?P<kind>[\w+/-]+) counter on (?:it|him|her)"
    r"|~ is (?P<state>renowned|modified)"
    r"|the top card of your library is an? (?P<top>[a-z]+) card"
    r"|~ is in your (?P<graveyard>graveyard)"
    r"|(?P<pool>every card in your card pool started the game in your library or in the command zone)), (?P<rest>.+)"
)
_COUNT_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}


def _as_long_as(line: str, read_quoted: QuotedReader) -> tuple[Effect, ...] | None:
    """"As long as you control six or more lands, <effect>." (The World Tree), "As long as ~ has a conqueror counter
    on him, <effect>." (Zhao), "As long as ~ is renowned, it has "…"." (Honored Hierarch), "As long as ~ is
    modified, …" (Orochi Merge-Keeper), "As long as the top card of your library is a land card, ~ has "…"." (Mul
    Daya Channelers), "As long as ~ is in your graveyard, lands you control have "…"." (Riftstone Portal): the
    effect, in force only while the condition holds (CR 611.3b). The count is of a card type only (card types are
    not changed by the land-type effects this parser reads); "it" after a condition on ~ is ~."""
    m = _AS_LONG_AS.fullmatch(line)
    if not m:
        return None
    rest = m.group("rest")
    if rest.startswith("it ") and (m.group("state") or m.group("kind")):
        rest = SELF + rest[2:]
    inner = read_static(rest[:1].upper() + rest[1:], read_quoted)
    if not inner or any(isinstance(e, Unsupported) for e in inner):
        return None
    if m.group("state"):
        return tuple(AsLongAs(e, own_state=m.group("state"), text=line) for e in inner)
    if m.group("top"):
        kind = CARD_TYPE_WORDS.get(m.group("top"))
        return None if kind is None else tuple(AsLongAs(e, library_top=kind, text=line) for e in inner)
    if m.group("graveyard"):
        return tuple(AsLongAs(e, in_graveyard=True, text=line) for e in inner)
    if m.group("pool"):  # Worldknit: a fact of the game (models.facts), given by the board or unknown
        return tuple(AsLongAs(e, fact="card_pool_from_library", text=line) for e in inner)
    if m.group("n"):
        kind = CARD_TYPE_WORDS.get(singular_word(m.group("what")))
        if kind is None:
            return None
        control = ControlCount(PermanentFilter(frozenset({kind}), text=m.group("what")), _COUNT_WORDS[m.group("n")])
        return tuple(AsLongAs(e, control=control, text=line) for e in inner)
    return tuple(AsLongAs(e, own_counter=m.group("kind"), text=line) for e in inner)


def _mana_kind(words: str) -> ManaType | None:
    m = re.fullmatch(r"\{([WUBRGC])\}", words)
    if m:
        return ManaType(m.group(1))
    if words == "colorless mana":
        return ManaType.C
    return None


# ---------------------------------------------------------------------------------------------------- untap, costs
def _untap(line: str) -> tuple[Effect, ...] | None:
    split = split_cost_effect(line)
    if split is None or split[1] != f"Untap {SELF}.":
        return None
    try:
        cost = parse_activation_cost(split[0])
    except NotUnderstood:
        return None
    return (UntapAbility(cost, text=line),)


_BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
_UNTAP_TARGET = re.compile(r"Untap (?P<another>another )?target (?P<basic>basic )?(?P<legendary>legendary )?"
                           r"(?P<what>land|creature|artifact|permanent|artifact or creature|creature or land|"
                           r"[A-Z][a-z]+)(?: you control)?\.(?: (?P<rider>Activate .+\.))?")


def _untapper(line: str) -> tuple[Effect, ...] | None:
    """"Tap an untapped creature you control: Untap target basic land." (Earthcraft), "{T}: Untap target Forest."
    (Arbor Elf), "{1}, {T}: Untap target artifact." (Voltaic Key), "Return a Forest you control to its owner's hand:
    Untap target creature. Activate only once each turn." (Quirion Ranger): an :class:`Untapper`. A rider other than
    a number of times each turn (CR 602.5b) is not read."""
    split = split_cost_effect(line)
    if split is None:
        return None
    m = _UNTAP_TARGET.fullmatch(split[1])
    if m is None:
        return None
    try:
        cost = parse_activation_cost(split[0])
    except NotUnderstood:
        return None
    max_per_turn = 0
    if m.group("rider"):
        try:
            condition = parse_activation_condition(m.group("rider"))
        except NotUnderstood:
            return None
        if dataclasses.replace(condition, max_per_turn=0) != ActivationCondition():
            return None
        max_per_turn = condition.max_per_turn
    what = m.group("what")
    if what in _BASIC_LAND_TYPES:
        types, subtypes = frozenset({"Land"}), frozenset({what})
    elif what[0].isupper():  # "target Elf" (Wirewood Lodge), "target Gate": any permanent of that subtype
        types, subtypes = frozenset(), frozenset({what})
    else:
        types = frozenset() if what == "permanent" else frozenset(w.capitalize() for w in what.split(" or "))
        subtypes = frozenset()
    return (Untapper(cost, types, basic=bool(m.group("basic")), subtypes=subtypes, another=bool(m.group("another")),
                     legendary=bool(m.group("legendary")), max_per_turn=max_per_turn, text=line),)


_COST_REDUCTION = re.compile(
    r"(?P<who>Enchanted artifact|Equipped creature|Enchanted creature)'s activated abilities cost "
    r"\{(?P<n>\d+)\} less to activate\.(?P<floor> This effect can't reduce the mana in that cost to less than one "
    r"mana\.)?"
)


_OF_REDUCTION = re.compile(  # Training Grounds
    r"Activated abilities of (?P<who>creatures you control|artifacts you control) cost \{(?P<n>\d+)\} less to "
    r"activate\.(?P<floor> This effect can't reduce the mana in that cost to less than one mana\.)?"
)


_NON_MANA_REDUCTION = re.compile(
    r"Abilities you activate that aren't mana abilities cost \{(?P<n>\d+)\} less to activate\.(?P<floor> This "
    r"effect can't reduce the mana in that cost to less than one mana\.)?"
)


#: "Activated abilities cost {2} more to activate unless they're mana abilities." (Suppression Field), "Activated
#: abilities of sources with the chosen name cost {2} more to activate …" (Anointed Peacekeeper, Skyseer's Chariot),
#: "Activated abilities of enchanted creature cost {3} more to activate." (Oppressive Rays).
_COST_INCREASE = re.compile(
    r"Activated abilities(?: of (?P<who>sources with the chosen name|enchanted creature))? cost \{(?P<n>\d+)\} more "
    r"to activate(?P<unless> unless they're mana abilities)?\.")


def _cost_increase(m: re.Match[str], line: str) -> tuple[Effect, ...]:
    who = m.group("who")
    if who is None:
        scope = Scope(text="permanents")
    elif who == "enchanted creature":
        scope = dataclasses.replace(parse_scope("Enchanted creature"), text=who)
    else:
        scope = Scope(chosen_name=True, text=who)
    return (CostIncrease(scope, int(m.group("n")), text=line, mana_abilities=not m.group("unless")),)


def ability_cost_change(line: str) -> tuple[Effect, ...] | None:
    """The :class:`CostReduction` or :class:`CostIncrease` a line is (abilities that cost less or more to activate,
    CR 602.2b), or None: what the casting reader leaves to this one.

    >>> [e.describe() for e in ability_cost_change(
    ...     "Activated abilities cost {2} more to activate unless they're mana abilities.")]
    ["activated abilities cost {2} more to activate unless they're mana abilities"]
    """
    return _cost_reduction(line)


def _cost_reduction(line: str) -> tuple[Effect, ...] | None:
    more = _COST_INCREASE.fullmatch(line)
    if more:
        return _cost_increase(more, line)
    other = _NON_MANA_REDUCTION.fullmatch(line)
    if other:  # Zirda, the Dawnwaker: the abilities of permanents you control that you activate
        return (CostReduction(Scope(controller=YOU, text="permanents you control"), int(other.group("n")),
                              floor=1 if other.group("floor") else 0, text=line, mana_abilities=False),)
    m = _COST_REDUCTION.fullmatch(line) or _OF_REDUCTION.fullmatch(line)
    if not m:
        return None
    scope = parse_scope(m.group("who")[0].upper() + m.group("who")[1:])
    return (CostReduction(scope, int(m.group("n")), floor=1 if m.group("floor") else 0, text=line),)


_COUNTER_REDUCTION = re.compile(
    r"If one or more (?P<kind>[\w+/-]+) counters would be put on (?P<who>an? [\w ]+?), that many (?P=kind) counters "
    r"minus one are put on it instead\."
)


def _counter_reduction(line: str) -> tuple[Effect, ...] | None:
    m = _COUNTER_REDUCTION.fullmatch(line)
    if not m:
        return None
    try:
        scope = parse_scope(m.group("who"))
    except NotUnderstood:
        return None
    return (CounterReduction(scope, m.group("kind"), 1, text=line),)


_COLOR_WORD = {name: t for t, name in COLOR_NAMES.items() if t.is_color}
_BECOMES = re.compile(r"Target (?P<what>[\w ]+?) becomes (?P<color>white|blue|black|red|green) until end of turn\.")


def _becomes_color(effect: str) -> Effect | None:
    m = _BECOMES.fullmatch(effect)
    if not m:
        return None
    words = m.group("what").split()
    types: set[str] = set()
    for w in words:
        if w not in CARD_TYPE_WORDS:
            return None
        types.add(CARD_TYPE_WORDS[w])
    # "artifact creature": both card types; Scope asks for any of them, so the target filter is kept in text only.
    scope = Scope(frozenset(types), target=True, text=f"target {m.group('what')}")
    return SetsColor(scope, frozenset({_COLOR_WORD[m.group("color")]}), text=effect)


def _activated_effect(line: str, read_quoted: QuotedReader) -> tuple[Effect, ...] | None:
    split = split_cost_effect(line)
    if split is None or split[1].startswith("Add ") or split[1] == f"Untap {SELF}.":
        return None
    cost_text, effect_text = split
    inner: Effect | None = _becomes_color(effect_text)
    if inner is None and effect_text.startswith("Target "):  # "Target land gains "…" until ~ is cast from exile."
        found = _target_grant(effect_text, read_quoted)
        inner = found[0] if found else None
    if inner is None and effect_text.startswith("Until end of turn, "):
        found = _replacement(effect_text) or _triggered_mana(effect_text)
        inner = found[0] if found else None
    if inner is None:
        return None
    try:
        cost = parse_activation_cost(cost_text)
    except NotUnderstood:
        return None
    return (Activated(cost, inner, text=line),)


_DEVOTION_BONUS = re.compile(r"Your devotion to each color and each combination of colors is increased by "
                             r"(?P<n>one|two|three)\.")


def _devotion_bonus(line: str) -> tuple[Effect, ...] | None:
    """"Your devotion to each color and each combination of colors is increased by one." (Altar of the Pantheon,
    CR 700.5)."""
    m = _DEVOTION_BONUS.fullmatch(line)
    return None if m is None else (DevotionBonus({"one": 1, "two": 2, "three": 3}[m.group("n")], text=line),)


def _until_end_of_turn(line: str, read_quoted: QuotedReader) -> tuple[Effect, ...] | None:
    """A spell's "Until end of turn, if …" (Pale Moon): the effect itself (in force when listed in ``effects:``)."""
    if not line.startswith("Until end of turn, "):
        return None
    gain = re.fullmatch(r'Until end of turn, (?P<who>[\w ,-]+?) gains? (?P<what>"[^"]+"\.?)', line)
    if gain:  # "Until end of turn, lands you control gain "{T}: Add one mana of any color."" (Divergent Growth)
        found = _grant(f"{gain.group('who')} have {gain.group('what')}", read_quoted)
        return None if found is None else tuple(dataclasses.replace(g, text=line) if isinstance(g, Grant) else g
                                                for g in found)
    return _replacement(line) or _triggered_mana(line)


#: A static form: a function of (the line, self-references marked ``~`` and reminder text gone; how to read an
#: ability quoted in it) that returns a tuple of effect values, or None when the line is not of its form.
StaticForm = Callable[[str, QuotedReader], tuple | None]


def _line_alone(form: Callable[[str], tuple | None]) -> StaticForm:
    """A row of :data:`STATIC_FORMS` for a form that reads its line alone (it quotes no ability)."""

    def row(line: str, read_quoted: QuotedReader) -> tuple | None:
        return form(line)

    row.__name__ = form.__name__
    return row


#: The forms, tried in order (:data:`StaticForm`); those that read quoted abilities take the reader, the others
#: read their line alone.
STATIC_FORMS: tuple[StaticForm, ...] = (
    _line_alone(_land_types),
    _grant,
    _becomes,  # "Enchanted permanent is a colorless land with "{T}: Add {C}" and loses all other …"
    _loses_all,  # "All creatures lose all abilities and have base power and toughness 1/1." (Humility)
    _line_alone(_base_power_toughness),  # "Equipped creature has base power and toughness 10/10." (layer 7b)
    _line_alone(_power_toughness_change),  # "Other Elves you control get +1/+1." (layer 7c)
    _line_alone(_prohibition),  # "Activated abilities of artifacts can't be activated." (Null Rod, CR 602.5)
    _line_alone(_haste),  # "Creatures you control have haste." (Fervor), "… as though those creatures had haste"
    _line_alone(_zone_abilities_lost),  # "Cards in graveyards lose all abilities." (Yixlid Jailer)
    _target_grant,  # "• Target land gains "{T}: Add {G}{G}{G}" until end of turn."
    _returns_as_aura,  # "When ~ dies, … return it to the battlefield. It's an Aura enchantment with …"
    _line_alone(_triggered_mana),
    _line_alone(event_mana),  # "When ~ enters, add {R}.": not a mana ability (triggers.py)
    _line_alone(spell_delayed_mana),  # "Counter target spell. At the beginning of your next …" (triggers.py)
    _line_alone(produced_trigger),  # "Whenever you tap a land for {C}, add an additional {C}." (triggers.py)
    _line_alone(same_type_trigger),  # "Whenever you tap a nonland permanent for mana, add …" (triggers.py)
    _line_alone(mana_damage),  # "Whenever a player taps a land for mana, ~ deals 1 damage …" (triggers.py)
    _line_alone(tap_trigger),  # "Whenever a land is tapped for mana, return it to its owner's hand." (triggers.py)
    _line_alone(spend_trigger),  # "Whenever you cast a … spell using mana produced by ~, …" (triggers.py)
    _line_alone(more_triggers),  # Caged Sun, Regal Behemoth, Barbflare Gremlin, Extraplanar Lens … (triggers.py)
    _line_alone(_replacement),
    _line_alone(_by_land_type),
    _line_alone(_spend_as_though),
    _line_alone(_unspent_mana),
    _as_long_as,
    _until_end_of_turn,
    _line_alone(_devotion_bonus),
    _line_alone(_untap),
    _line_alone(_untapper),  # "Tap an untapped creature you control: Untap target basic land." (Earthcraft)
    _line_alone(_cost_reduction),
    _line_alone(_counter_reduction),
    _activated_effect,
    _line_alone(refused_trigger),  # triggered mana no board decides (random, a clash, …): why (triggers.py)
    _line_alone(_grant_not_modelled),  # grants whose shape is known but which no board can show: why
)


def read_static(line: str, read_quoted: QuotedReader) -> StaticReading | None:
    """The effects one line is, by the first form of :data:`STATIC_FORMS` that reads it.

    Parameters
    ----------
    line : str
        One ability, self-references marked ``~``.
    read_quoted : QuotedReader
        How to read an ability quoted in the line (:func:`manaplan.models.oracle.parser.read_quoted`).

    Returns
    -------
    StaticReading or None
        None when no form reads the line.

    Examples
    --------
    >>> from manaplan.models.oracle.parser import read_quoted
    >>> (r,) = read_static("If you tap a permanent for mana, it produces three times as much of that mana instead.",
    ...                    read_quoted)
    >>> r.factor, r.scope.controller
    (3, 'you')
    >>> (c,) = read_static("If a land is tapped for mana, it produces {B} instead of any other type and amount.",
    ...                    read_quoted)
    >>> c.to_mana
    (ManaType.B,)
    >>> (g,) = read_static('Lands you control have "{T}: Add {G}."', read_quoted)
    >>> g.ability.describe()
    '{T}: Add {G}.'
    """
    for form in STATIC_FORMS:
        out = form(line, read_quoted)
        if out is not None:
            return StaticReading(out)
    return None


def read_static_line(line: str, ctx: LineContext) -> LineReading | None:
    """A row of :data:`manaplan.models.oracle.parser.LINE_FORMS`: the line's effects as a ``LineReading``, or None."""
    found = read_static(line, ctx.read_quoted)
    if found is None:
        return None
    unsupported = tuple(Unsupported(ctx.printed, u.reason) for u in found if isinstance(u, Unsupported))
    if unsupported:
        return LineReading(unsupported=unsupported)
    return LineReading(effects=tuple(found))

