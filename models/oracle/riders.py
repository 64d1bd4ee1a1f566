"""Sentences after a mana ability's "Add …" that limit it: spending restrictions (CR 106.6) and activation
conditions (CR 602.5b), read into :class:`~manaplan.models.ability.SpendRestriction` and
:class:`~manaplan.models.ability.ActivationCondition` values.

:mod:`manaplan.models.oracle.adds` calls these from its :data:`~manaplan.models.oracle.adds.RIDERS` table.
Each reader takes one sentence (self-references already ``~``) and returns the value, or raises
:class:`~manaplan.models.oracle.text.NotUnderstood`: a restriction or condition that is not understood whole makes
the whole ability unsupported, never a looser one.

Examples
--------
>>> r = parse_spend_restriction("Spend this mana only to cast artifact spells or activate abilities of artifacts.")
>>> r.describe()
'Spend this mana only to cast artifact spells or activate abilities of artifact sources.'
>>> c = parse_activation_condition("Activate only if you control three or more artifacts.")
>>> c.you_control[0].at_least, sorted(c.you_control[0].filter.card_types)
(3, ['Artifact'])
>>> parse_activation_condition("Activate only if creatures you control have total power 8.")
Traceback (most recent call last):
...
manaplan.models.oracle.text.NotUnderstood: condition not understood: 'if creatures you control have total power 8'
"""

from __future__ import annotations

import re
from dataclasses import replace

from ..ability import (
    FACT_CONDITION_WORDS,
    ActivationCondition,
    ControlCount,
    SpendRestriction,
    SpendUse,
)
from ..facts import FACTS
from .costs import article, parse_permanent_filter, singular_words
from .text import SELF, NotUnderstood, number_value

__all__ = ["parse_spend_restriction", "spend_bonus", "parse_activation_condition", "merge_conditions",
           "parse_control_counts", "fact_condition",
           "SPELL_TYPE_WORDS"]

_S = re.escape(SELF)

#: Card types as written before "spell(s)" or as an ability's source (CR 205.2a).
SPELL_TYPE_WORDS: dict[str, str] = {
    t.lower(): t for t in ("Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land",
                           "Planeswalker", "Sorcery", "Tribal")
}
_SUBTYPE = re.compile(r"[A-Z][\w'-]*(?: [A-Z][\w'-]*)?")  # "Elf", "Time Lord"
_SUPERTYPES = {"legendary": "Legendary", "snow": "Snow"}


# ---------------------------------------------------------------------------------------------------- spending
def _alternatives(words: str) -> list[str]:
    """``'instant, sorcery, Demon, and Spirit'`` → ``['instant', 'sorcery', 'Demon', 'Spirit']``."""
    parts = re.split(r",\s*(?:and/or|or|and)\s+|\s+(?:and/or|or)\s+|,\s*", words.strip())
    return [p.strip() for p in parts if p.strip()]


def _kinds(words: str, action: str, text: str, *, plural: bool) -> list[SpendUse]:
    """The spells (or sources) named by the words before "spell(s)" (or after "abilities of"), as uses.

    Leading modifiers (legendary, colorless, multicolored, non<type>) apply to every alternative. Alternatives that
    are all card types, or all subtypes, make one use; a mix makes one use each ("instant, sorcery, Demon, and
    Spirit spells"); "Elf creature" is one use with both.
    """
    bad = NotUnderstood(f"spending restriction not understood: {text!r}")
    base: dict = {"action": action}
    tokens = words.split()
    supertypes: set[str] = set()
    not_types: set[str] = set()
    qualities: set[str] = set()
    while tokens:
        w = tokens[0]
        if w in _SUPERTYPES:
            supertypes.add(_SUPERTYPES[w])
        elif w == "colorless":
            base["colorless"] = True
        elif w == "multicolored":
            base["multicolored"] = True
        elif w.startswith("non") and w[3:].lstrip("-") in SPELL_TYPE_WORDS:
            not_types.add(SPELL_TYPE_WORDS[w[3:].lstrip("-")])
        elif w in _PREFIX_QUALITIES and action == "cast":
            qualities.add(w)
        else:
            break
        tokens.pop(0)
    base["supertypes"] = frozenset(supertypes)
    base["not_card_types"] = frozenset(not_types)
    base["qualities"] = frozenset(qualities)
    rest = " ".join(tokens)
    if rest in ("outlaw", "outlaws"):  # Assassins, Mercenaries, Pirates, Rogues and Warlocks (CR 700.15)
        rest = " or ".join(_OUTLAWS)
    if not rest:
        return [SpendUse(**base)]
    alternatives = _alternatives(rest)
    if plural:
        alternatives = [singular_words(a) for a in alternatives]
    types: list[str] = []
    subtypes: list[str] = []
    pairs: list[tuple[str, str]] = []
    for alt in alternatives:
        words_ = alt.split()
        if alt in SPELL_TYPE_WORDS:
            types.append(SPELL_TYPE_WORDS[alt])
        elif _SUBTYPE.fullmatch(alt):
            subtypes.append(alt)
        elif len(words_) >= 2 and words_[-1] in SPELL_TYPE_WORDS and _SUBTYPE.fullmatch(" ".join(words_[:-1])):
            pairs.append((" ".join(words_[:-1]), SPELL_TYPE_WORDS[words_[-1]]))
        else:
            raise bad
    uses: list[SpendUse] = []
    if pairs or (types and subtypes):
        uses += [SpendUse(**base, card_types=frozenset({t})) for t in types]
        uses += [SpendUse(**base, subtypes=frozenset({s})) for s in subtypes]
        uses += [SpendUse(**base, card_types=frozenset({t}), subtypes=frozenset({s})) for s, t in pairs]
    else:
        uses.append(SpendUse(**base, card_types=frozenset(types), subtypes=frozenset(subtypes)))
    return uses


_PREFIX_QUALITIES = ("kicked", "face-down", "colored", "monocolored")
_OUTLAWS = ("Assassin", "Mercenary", "Pirate", "Rogue", "Warlock")
# What may follow "spell(s)": (pattern at the start of the rest, the SpendUse fields it sets).
_SPELL_SUFFIXES: tuple[tuple[re.Pattern[str], dict], ...] = (
    (re.compile(r" of the chosen type"), {"chosen_type": True}),
    (re.compile(r" of (?:the chosen|that) color"), {"qualities": "of the chosen color"}),
    (re.compile(r" with mana value (?P<mv>\d+) or greater"), {}),
    (re.compile(r" with \{X\} in (?:their|its) mana costs?"), {"qualities": "with {X}"}),
    (re.compile(r" without \{X\} in (?:their|its) mana costs?"), {"qualities": "without {X}"}),
    (re.compile(r" with flashback"), {"qualities": "with flashback"}),
    (re.compile(r" that have foretell"), {"qualities": "with foretell"}),
    (re.compile(r" with devoid"), {"qualities": "with devoid"}),
    (re.compile(r" with no abilities"), {"qualities": "with no abilities"}),
    (re.compile(r" with exactly three colors"), {"qualities": "with exactly three colors"}),
    (re.compile(r" you don't own"), {"qualities": "not owned"}),
    (re.compile(r" with watermarks"), {"qualities": "with a watermark"}),
    (re.compile(r" that shares? a watermark with ~"), {"qualities": "sharing a watermark with this"}),
    (re.compile(r" that puts? tokens onto the battlefield"), {"qualities": "that puts tokens"}),
    (re.compile(r" from (?:your|a) graveyard"), {"from_zone": "graveyard"}),
    (re.compile(r" from exile"), {"from_zone": "exile"}),
    (re.compile(r" from anywhere other than your hand"), {"from_zone": "not hand"}),
    (re.compile(r" from your hand"), {"from_zone": "hand"}),
)


def _split_spells(phrase: str) -> list[str]:
    """``'an Elemental spell or a Chandra planeswalker spell'`` → the two; ``'artifact or creature spells'`` stays
    whole; ``'spells with mana value 5 or greater or spells with {X} …'`` → the two."""
    parts = re.split(r"(,?\s+or\s+)", phrase)
    out = [parts[0]]
    for sep, right in zip(parts[1::2], parts[2::2]):
        if re.search(r"\bspells?\b", out[-1]) and re.search(r"\bspells?\b", right) \
                and not re.match(r"(?:greater|less|more)\b", right):
            out.append(right)
        else:
            out[-1] += sep + right
    return [o.strip() for o in out]


def _cast_uses(phrase: str, text: str) -> list[SpendUse]:
    """``'creature spells'``, ``'an Elemental spell or a Chandra planeswalker spell'``, ``'your commander'``,
    ``'spells with flashback from a graveyard'``."""
    bad = NotUnderstood(f"spending restriction not understood: {text!r}")
    if phrase == "your commander":
        return [SpendUse("cast", commander=True)]
    uses: list[SpendUse] = []
    for one in _split_spells(phrase):
        m = re.fullmatch(r"(?:(?:a|an)\s+)?(?P<words>.*?)\s*\b(?P<spell>spells?)(?P<rest>.*)", one.strip())
        if not m:
            raise bad
        rest, fields, qualities = m.group("rest"), {}, set()
        while rest:
            for pattern, sets in _SPELL_SUFFIXES:
                sm = pattern.match(rest)
                if sm:
                    break
            else:
                raise bad
            if sm.groupdict().get("mv"):
                fields["min_mana_value"] = int(sm.group("mv"))
            for key, value in sets.items():
                if key == "qualities":
                    qualities.add(value)
                else:
                    fields[key] = value
            rest = rest[sm.end():]
        for use in _kinds(m.group("words"), "cast", text, plural=m.group("spell") == "spells"):
            uses.append(replace(use, qualities=use.qualities | qualities, **fields))
    return uses


def _activate_uses(phrase: str, text: str) -> list[SpendUse]:
    """``'abilities'``, ``'an ability of an artifact source'``, ``'abilities of colorless Eldrazi'``, ``'an equip
    ability'``, ``'abilities from outlaw sources'``."""
    bad = NotUnderstood(f"spending restriction not understood: {text!r}")
    if re.fullmatch(r"an equip ability|equip abilities", phrase.strip()):
        return [SpendUse("activate", ability="equip")]
    if phrase.strip() == "abilities that put tokens onto the battlefield":  # Mishra's Toy Workshop
        return [SpendUse("activate", qualities=frozenset({"that puts tokens"}))]
    m = re.fullmatch(r"(?:abilities|an ability)(?: (?:of|from) (?P<of>.+?))?(?P<chosen> of the chosen type)?",
                     phrase.strip())
    if not m:
        raise bad
    if not m.group("of"):
        if m.group("chosen"):
            raise bad
        return [SpendUse("activate")]
    of = m.group("of")
    of = re.sub(r"^(?:a|an)\s+", "", of)
    of = re.sub(r"\s+(?:sources?|permanents?)$", "", of)
    # "a creature or creature card": an ability of a creature, on the battlefield or not
    alternatives = [re.sub(r"^(?:a|an)\s+", "", a) for a in _alternatives(of)]
    alternatives = [re.sub(r"\s+cards?$", "", a) for a in alternatives]
    alternatives = list(dict.fromkeys(alternatives))
    joined = " or ".join(singular_words(a) for a in alternatives)
    uses = _kinds(joined, "activate", text, plural=False)
    return [replace(u, chosen_type=bool(m.group("chosen"))) for u in uses]


def _pay_uses(phrase: str, text: str) -> list[SpendUse]:
    """``'cumulative upkeep costs'``, ``'costs that contain {X}'``, ``'a cost that contains {C}'``, ``'a disturb
    cost'``, ``'a morph cost'``, ``'a mana cost to turn a manifested creature face up'``."""
    if re.fullmatch(r"cumulative upkeep costs?", phrase):
        return [SpendUse("pay", cost="cumulative upkeep")]
    if re.fullmatch(r"(?:a )?disturb costs?", phrase):
        return [SpendUse("pay", cost="disturb")]
    if re.fullmatch(r"(?:a )?morph costs?", phrase):
        return [SpendUse("turn face up", cost="morph")]
    if phrase == "a mana cost to turn a manifested creature face up":
        return [SpendUse("turn face up", cost="manifest")]
    if phrase == "silver-bordered costs":  # Underdome: the border of a card, which no board gives
        return [SpendUse("pay", cost="silver-bordered")]
    m = re.fullmatch(r"(?:a cost that contains|costs that contain) (?P<sym>\{[XC]\})", phrase)
    if m:
        return [SpendUse("pay", cost=m.group("sym"))]
    raise NotUnderstood(f"spending restriction not understood: {text!r}")


def _special_uses(segment: str, text: str) -> list[SpendUse]:
    """The special actions (CR 116.2): turning face up, unlocking a door, foretelling; gaining a Class level."""
    segment = segment.strip()
    m = re.fullmatch(r"turn (?:a permanent|permanents|(?P<creature>a creature|creatures)) face up", segment)
    if m:
        return [SpendUse("turn face up", card_types=frozenset({"Creature"}) if m.group("creature") else frozenset())]
    if segment in ("unlock a door", "unlock doors"):
        return [SpendUse("unlock")]
    if segment in ("foretell a card from your hand", "foretell cards", "foretell a card"):
        return [SpendUse("foretell")]
    if segment == "gain a Class level":
        return [SpendUse("activate", ability="class level")]
    raise NotUnderstood(f"spending restriction not understood: {text!r}")


_VERBS = r"(?:cast|activate|pay|turn|unlock|foretell|gain)\b"
_VERB_SPLIT = re.compile(rf",?\s+(?:and|or)\s+(?:to\s+)?(?={_VERBS})|,\s+(?:or\s+)?(?:to\s+)?(?={_VERBS})")


def _uses(clause: str, text: str) -> tuple[SpendUse, ...]:
    """The uses of "cast …, activate … or pay …" (also "… and unlock doors": each is a use)."""
    uses: list[SpendUse] = []
    for segment in _VERB_SPLIT.split(clause.strip()):
        verb, _, rest = segment.strip().partition(" ")
        if verb == "cast":
            uses += _cast_uses(rest, text)
        elif verb == "activate":
            uses += _activate_uses(rest, text)
        elif verb == "pay":
            uses += _pay_uses(rest, text)
        else:
            uses += _special_uses(segment, text)
    return tuple(dict.fromkeys(uses))


_ONLY = re.compile(r"Spend this mana only (?:to (?P<to>.+?)|on (?P<on>costs that contain \{X\})"
                   r"|on spells and abilities (?P<both>that put tokens onto the battlefield))"
                   r"(?P<bonus>, and that spell can't be countered)?\.")
_NEVER = re.compile(r"(?:This mana can't be spent|You can't spend this mana) to (?P<to>.+?)\.")


def parse_spend_restriction(sentence: str) -> SpendRestriction:
    """A "Spend this mana only to …" or "This mana can't be spent to …" sentence (CR 106.6).

    A restriction that also says ", and that spell can't be countered" (Cavern of Souls) is read without that
    bonus: :func:`spend_bonus` gives it back as a side effect.

    Raises
    ------
    NotUnderstood
        For any use not understood ("spells with exactly three colors", "Rooms and doors" …).

    Examples
    --------
    >>> r = parse_spend_restriction("Spend this mana only to cast a creature spell of the chosen type, and that spell "
    ...                             "can't be countered.")
    >>> (use,) = r.only
    >>> sorted(use.card_types), use.chosen_type
    (['Creature'], True)
    >>> parse_spend_restriction("This mana can't be spent to cast nonartifact spells.").never[0].not_card_types
    frozenset({'Artifact'})
    >>> [u.describe() for u in parse_spend_restriction("Spend this mana only to cast instant, sorcery, Demon, and "
    ...                                                "Spirit spells.").only]
    ['cast instant spells', 'cast sorcery spells', 'cast Demon spells', 'cast Spirit spells']
    """
    sentence = sentence.strip()
    m = _ONLY.fullmatch(sentence)
    if m:
        if m.group("on"):
            return SpendRestriction(only=(SpendUse("pay", cost="{X}"),), text=sentence)
        if m.group("both"):  # "on spells and abilities that …": a spell or an ability, either of which does it
            both = m.group("both")
            return SpendRestriction(only=_uses(f"cast spells {both} or activate abilities {both}", sentence),
                                    text=sentence)
        return SpendRestriction(only=_uses(m.group("to"), sentence), text=sentence)
    if sentence == "This mana can't be spent to pay generic mana costs.":
        return SpendRestriction(no_generic=True, text=sentence)
    m = _NEVER.fullmatch(sentence)
    if m:
        uses = _uses(m.group("to"), sentence)
        if any(u.action != "cast" for u in uses):
            raise NotUnderstood(f"spending restriction not understood: {sentence!r}")
        return SpendRestriction(never=uses, text=sentence)
    raise NotUnderstood(f"spending restriction not understood: {sentence!r}")


def spend_bonus(sentence: str) -> str:
    """The bonus part of a restriction sentence ("That spell can't be countered."), or ``''``."""
    m = _ONLY.fullmatch(sentence.strip())
    return "That spell can't be countered." if m and m.group("bonus") else ""


# ---------------------------------------------------------------------------------------------------- conditions
_TIMES = {"once": 1, "twice": 2}


def _control_count(words: str, text: str) -> ControlCount:
    """``'an Island'``, ``'a Plains or a Swamp'``, ``'three or more artifacts'``, ``'five or more lands'``,
    ``'three or more lands with the same name'``."""
    m = re.fullmatch(r"(?P<n>\w+) or more (?P<what>.+?)(?P<same> with the same name)?", words)
    if m and m.group("n") not in ("a", "an"):
        n = number_value(m.group("n"))
        what = m.group("what")
        f = parse_permanent_filter(singular_words(what), text=what, what="condition")
        return ControlCount(f, n, same_name=bool(m.group("same")))
    if not re.match(r"(?:a|an)\s", words):
        raise NotUnderstood(f"condition not understood: {text!r}")
    return ControlCount(parse_permanent_filter(words, text=words, what="condition"), 1)


def parse_control_counts(words: str, text: str = "") -> tuple[ControlCount, ...]:
    """``"an Urza's Power-Plant and an Urza's Tower"``, ``'four or more creatures'``: what "you control" must hold.

    Raises
    ------
    NotUnderstood

    Examples
    --------
    >>> [c.describe() for c in parse_control_counts("an Urza's Mine and an Urza's Tower")]
    ["an Urza's Mine", "an Urza's Tower"]
    """
    named = re.fullmatch(r"(?P<what>[a-z]+) named (?P<a>[A-Z][^,]*?) and (?P<b>[A-Z][^,]*)", words)
    if named:  # "creatures named Mine Worker and Power Plant Worker": one of each
        kind = singular_words(named.group("what"))
        return tuple(_control_count(f"{article(kind)} {kind} named {name}", text or words)
                     for name in (named.group("a"), named.group("b")))
    parts = re.split(r"\s+and\s+(?=(?:a|an|\w+ or more)\s)", words)
    return tuple(_control_count(w, text or words) for w in parts)


def _condition_clause(clause: str, text: str) -> ActivationCondition:
    """One condition after "Activate only": ``'as a sorcery'``, ``'once each turn'``, ``'if you control …'``."""
    clause = clause.strip()
    if clause in ("as a sorcery", "any time you could cast a sorcery"):
        return ActivationCondition(sorcery_speed=True)
    if clause in ("as an instant", "any time you could cast an instant"):
        return ActivationCondition(instant_speed=True)
    if clause == "once each turn":
        return ActivationCondition(max_per_turn=1)
    if clause == "once":  # in the game (an exhaust ability's reminder: "Activate each exhaust ability only once.")
        return ActivationCondition(once=True)
    m = re.fullmatch(r"no more than (?P<n>\w+?)(?: times)? each turn", clause)
    if m:
        n = _TIMES.get(m.group("n")) or number_value(m.group("n"))
        return ActivationCondition(max_per_turn=n)
    if clause == "during your turn":
        return ActivationCondition(turn="yours")
    if clause in ("during an opponent's turn", "during an opponent\u2019s turn"):
        return ActivationCondition(turn="opponents")
    m = re.fullmatch(r"if you control (?P<what>.+)", clause)
    if m:
        return ActivationCondition(you_control=parse_control_counts(m.group("what"), text))
    m = re.fullmatch(r"if creatures you control have total power (?P<n>\d+) or greater", clause)
    if m:
        return ActivationCondition(total_power=int(m.group("n")))
    m = re.fullmatch(rf"if {_S} is an? (?P<type>artifact|creature|land|enchantment)", clause)
    if m:
        return ActivationCondition(self_types=frozenset({m.group("type").capitalize()}))
    if re.fullmatch(rf"if {_S} entered(?: the battlefield)? this turn", clause):
        return ActivationCondition(entered_this_turn=True)
    m = re.fullmatch(rf"if {_S} has (?P<n>a|an|\w+ or more) (?P<kind>[\w+/-]+) counters? on it"
                     rf"|if there (?:is|are) (?P<n2>a|an|\w+ or more) (?P<kind2>[\w+/-]+) counters? on {_S}", clause)
    if m:
        n_word = (m.group("n") or m.group("n2")).replace(" or more", "")
        return ActivationCondition(self_counters=((m.group("kind") or m.group("kind2"), number_value(n_word)),))
    m = re.fullmatch(rf"if {_S} has (?P<n>\w+) or fewer (?P<kind>[\w+/-]+) counters on it", clause)
    if m:  # the upper end of a leveler's section, as describe() writes it
        return ActivationCondition(self_counters_at_most=((m.group("kind"), number_value(m.group("n"))),))
    fact = fact_condition(clause)
    if fact is not None:
        return ActivationCondition(facts=(fact,))
    raise NotUnderstood(f"condition not understood: {clause!r}")


def fact_condition(clause: str) -> tuple[str, int] | None:
    """``'if you have max speed'`` → ``('max_speed', 1)``; ``'if an opponent has three or more poison counters'``
    → ``('opponent_poison', 3)``: a condition on a fact of :data:`~manaplan.models.facts.FACTS` (a flag by its
    words, a count by :data:`~manaplan.models.ability.FACT_CONDITION_WORDS`)."""
    for name, fact in FACTS.items():
        if fact.kind == "flag" and clause == f"if {fact.words}":
            return name, 1
    for name, template in FACT_CONDITION_WORDS.items():
        pattern = re.escape(template).replace(re.escape("{n}"), r"(?P<n>\w+)")
        m = re.fullmatch(f"if {pattern}", clause)
        if m:
            return name, number_value(m.group("n"))
    return None


def merge_conditions(a: ActivationCondition | None, b: ActivationCondition) -> ActivationCondition:
    """Both conditions at once (each field: either's, limits the stricter; text joined)."""
    if a is None:
        return b
    turns = {a.turn, b.turn} - {""}
    if len(turns) > 1:
        raise NotUnderstood("conditions on whose turn it is disagree")
    limits = [n for n in (a.max_per_turn, b.max_per_turn) if n]
    return ActivationCondition(
        sorcery_speed=a.sorcery_speed or b.sorcery_speed,
        instant_speed=a.instant_speed or b.instant_speed,
        max_per_turn=min(limits) if limits else 0,
        turn=next(iter(turns), ""),
        you_control=a.you_control + b.you_control,
        self_counters=a.self_counters + b.self_counters,
        total_power=max(a.total_power, b.total_power),
        self_types=a.self_types | b.self_types,
        entered_this_turn=a.entered_this_turn or b.entered_this_turn,
        facts=a.facts + b.facts,
        self_counters_at_most=a.self_counters_at_most + b.self_counters_at_most,
        once=a.once or b.once,
        any_player_own_turn=a.any_player_own_turn or b.any_player_own_turn,
        text=" ".join(t for t in (a.text, b.text) if t),
    )


_ACTIVATE = re.compile(r"Activate (?:this ability )?(?P<rest>only .+|no more than .+)\.")


def parse_activation_condition(sentence: str) -> ActivationCondition:
    """An "Activate only …" sentence (CR 602.5b), also in older words ("Activate this ability only any time you
    could cast a sorcery.").

    Understood: as a sorcery / as an instant; once each turn / no more than N times each turn; during your turn /
    during an opponent's turn; if you control <a kind of permanent or N or more of them> (and …); if ~ has N or more
    (or N or fewer) <kind> counters on it; if creatures you control have total power N or greater; if ~ is a
    <type>; if ~ entered this turn; once (in the game); a fact of the game ("if you have max speed", "if an opponent
    has three or more poison counters"). Several joined by "and only" are all required.

    Raises
    ------
    NotUnderstood
        For any other condition ("if an opponent lost life this turn").

    Examples
    --------
    >>> c = parse_activation_condition("Activate only during your turn and only once each turn.")
    >>> c.turn, c.max_per_turn
    ('yours', 1)
    >>> sorted(parse_activation_condition("Activate only if you control a Plains or a Swamp.").you_control[0].filter
    ...        .subtypes)
    ['Plains', 'Swamp']
    """
    sentence = sentence.strip()
    m = _ACTIVATE.fullmatch(sentence)
    if not m:
        raise NotUnderstood(f"condition not understood: {sentence!r}")
    out: ActivationCondition | None = None
    for clause in re.split(r"\s+and\s+(?=only\b|no more than\b)", m.group("rest")):
        clause = re.sub(r"^only\s+", "", clause)
        out = merge_conditions(out, _condition_clause(clause, sentence))
    assert out is not None
    return replace(out, text=sentence)

