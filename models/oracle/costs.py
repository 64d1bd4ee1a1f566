"""Activation costs of mana abilities, read from text (CR 602.1a, 118).

A cost is a comma-separated list of parts; each part is read by the first entry of :data:`COST_PARTS` whose pattern
matches it whole. To understand a new kind of cost, add one small function and one row. A part no row matches
makes the whole ability unsupported (:class:`~manaplan.models.oracle.text.NotUnderstood`).

Self-references must already be marked (``~``, see :func:`~manaplan.models.oracle.text.mark_self`).

Examples
--------
>>> parse_activation_cost("{1}, {T}").describe()
'{1}, {T}'
>>> parse_activation_cost("{T}, Sacrifice ~").sacrifice_self
True
>>> (creature,) = parse_activation_cost("Sacrifice a creature").sacrifices
>>> creature.card_types, creature.text
(frozenset({'Creature'}), 'a creature')
>>> parse_activation_cost("{T}, Pay {E}").energy
1
>>> parse_activation_cost("{T}, Tap X untapped tokens you control").taps_x.token
True
>>> parse_activation_cost("{T}, Tap an untapped token you control or a Forest")
Traceback (most recent call last):
...
manaplan.models.oracle.text.NotUnderstood: cost not understood: 'Tap an untapped token you control or a Forest'
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ..ability import ActivationCost, PermanentFilter
from ..costs import ManaCost
from ..errors import CostSyntaxError
from ..mana import ManaType
from .colors import COLOR_COST_PARTS
from .text import SELF, NotUnderstood, number_value

__all__ = ["COST_PARTS", "parse_activation_cost", "parse_permanent_filter", "CARD_TYPE_WORDS", "singular_word",
           "singular_words", "article"]

_S = re.escape(SELF)

#: Card types as they are written in costs ("a creature", "another artifact").
CARD_TYPE_WORDS: dict[str, str] = {
    card_type.lower(): card_type
    for card_type in ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")
}


# ---------------------------------------------------------------------------------------------------- one per form
def _tap(m: re.Match[str]) -> dict[str, Any]:
    """``{T}`` (CR 107.5)."""
    return {"tap": True}


def _untap(m: re.Match[str]) -> dict[str, Any]:
    """``{Q}`` (CR 107.6)."""
    return {"untap": True}


def _mana(m: re.Match[str]) -> dict[str, Any]:
    """Mana symbols (CR 107.4): ``{1}``, ``{W/U}``, ``{2}{G}``, ``{X}`` … (an X must be the effect's amount: the
    parser checks that the effect uses it, :func:`check_x`)."""
    try:
        cost = ManaCost.parse(m.group(0))
    except CostSyntaxError as error:
        raise NotUnderstood(f"cost not understood: {m.group(0)!r}") from error
    if cost.x_count > 1:
        raise NotUnderstood(f"cost with more than one X not understood: {m.group(0)!r}")
    return {"mana": cost}


def _life(m: re.Match[str]) -> dict[str, Any]:
    """"Pay N life" (CR 119.4)."""
    return {"life": number_value(m.group("n"))}


def _sacrifice_self(m: re.Match[str]) -> dict[str, Any]:
    """"Sacrifice ~" (its name, "this artifact", "this land" …)."""
    return {"sacrifice_self": True}


def _remove_counters(m: re.Match[str]) -> dict[str, Any]:
    """"Remove a charge counter from ~", "Remove two +1/+1 counters from ~"; removing none is not a cost."""
    n = number_value(m.group("n"))
    if n < 1:
        raise NotUnderstood(f"a cost that removes {n} counters: {m.group(0)!r}")
    return {"remove_counters": ((m.group("kind"), n),)}


def _sacrifice_other(m: re.Match[str]) -> dict[str, Any]:
    """"Sacrifice a creature", "Sacrifice a Forest", "Sacrifice another artifact" (one permanent)."""
    count_word, words = m.group("n"), m.group("what")
    another = count_word.lower() == "another"
    return {"sacrifices": (parse_permanent_filter(words, another=another, text=f"{count_word} {words}"),)}


def _sacrifice_several(m: re.Match[str]) -> dict[str, Any]:
    """"Sacrifice two lands", "Sacrifice three other creatures": one entry per permanent, each with the singular
    words ("a land", "another creature")."""
    n = number_value(m.group("n"))
    other = bool(m.group("other"))
    words = singular_words(m.group("what"))
    one = parse_permanent_filter(words, another=other,
                                 text=("another " if other else article(words) + " ") + words)
    return {"sacrifices": (one,) * n}


def _remove_x_counters(m: re.Match[str]) -> dict[str, Any]:
    """"Remove X storage counters from ~", "Remove any number of charge counters from ~": the ability's X; "Remove
    one or more dream counters from ~" (Rasputin, the Oneiromancer): X at least one."""
    return {"remove_x_counters": m.group("kind"), "x_at_least": 1 if m.group("some") else 0}


def _remove_x_counters_among(m: re.Match[str]) -> dict[str, Any]:
    """"Remove one or more +1/+1 counters from among artifacts you control" (Jetfire, Ingenious Scientist): X
    counters from any of your permanents of that kind, X at least one."""
    what = m.group("what")
    return {"remove_x_counters": m.group("kind"), "x_at_least": 1 if m.group("some") else 0,
            "counters_from": parse_permanent_filter(singular_words(what), text=what)}


def _sacrifice_x(m: re.Match[str]) -> dict[str, Any]:
    """"Sacrifice X Goats" (Springjack Pasture): X permanents of one kind, X the ability's X (CR 107.3); "Sacrifice
    one or more artifacts" (Radiant Lotus): X at least one."""
    what = m.group("what")
    return {"sacrifice_x": parse_permanent_filter(singular_words(what), text=what),
            "x_at_least": 1 if m.group("some") else 0}


def _tap_x(m: re.Match[str]) -> dict[str, Any]:
    """"Tap X untapped tokens you control" (Hazel of the Rootbloom): X other untapped permanents you control."""
    what = m.group("what")
    return {"taps_x": parse_permanent_filter(singular_words(what), untapped=True,
                                             text=f"untapped {what} you control")}


def _untap_opponents(m: re.Match[str]) -> dict[str, Any]:
    """"Untap a tapped land an opponent controls" (Benthic Explorers)."""
    words = f"{m.group('n')} tapped {m.group('what')} an opponent controls"
    return {"untaps_opponents": (parse_permanent_filter(m.group("what"), text=words, what="permanent to untap"),)}


def _exile_other(m: re.Match[str]) -> dict[str, Any]:
    """"Exile a creature you control" (Food Chain): a permanent you control exiled from the battlefield."""
    words = f"{m.group('n')} {m.group('what')} you control"
    return {"exiles": (parse_permanent_filter(m.group("what"), another=m.group("n").lower() == "another",
                                              text=words, what="permanent to exile"),)}


def _return_other(m: re.Match[str]) -> dict[str, Any]:
    """"Return a Forest you control to its owner's hand" (Quirion Ranger), "Return an Elf you control to its owner's
    hand" (Wirewood Symbiote): a permanent you control returned from the battlefield to its owner's hand."""
    words = f"{m.group('n')} {m.group('what')} you control"
    return {"returns": (parse_permanent_filter(m.group("what"), another=m.group("n").lower() == "another",
                                               text=words, what="permanent to return"),)}


def _tap_others(m: re.Match[str]) -> dict[str, Any]:
    """"Tap an untapped creature you control", "Tap two untapped Elves you control" (Springleaf Drum, Birchlore
    Rangers): other untapped permanents you control, one entry each."""
    n = number_value(m.group("n"))
    words = singular_words(m.group("what")) if n > 1 else m.group("what")
    text = f"{article('untapped')} untapped {words} you control"
    return {"taps": (parse_permanent_filter(words, untapped=True, text=text),) * n}


def _discard(m: re.Match[str]) -> dict[str, Any]:
    """"Discard a card", "Discard two cards" (any cards from your hand)."""
    return {"discard": number_value(m.group("n"))}


def _discard_hand(m: re.Match[str]) -> dict[str, Any]:
    """"Discard your hand" (Lion's Eye Diamond)."""
    return {"discard_hand": True}


def _exile_self(m: re.Match[str]) -> dict[str, Any]:
    """"Exile ~ from your hand" (Spirit Guides), "Exile ~ from your graveyard", "Exile ~" (from the battlefield)."""
    return {"exile_self": m.group("zone") or "battlefield"}


def _exile_cards(m: re.Match[str]) -> dict[str, Any]:
    """"Exile a card from your graveyard", "Exile a card from your hand"."""
    return {"exile_cards": ((m.group("zone"), number_value(m.group("n"))),)}


def _mill(m: re.Match[str]) -> dict[str, Any]:
    """"Mill a card", "Mill two cards"; older wording "Put the top card of your library into your graveyard"."""
    return {"mill": number_value(m.group("n") or "a")}


def _return_self(m: re.Match[str]) -> dict[str, Any]:
    """"Return ~ to its owner's hand" (Grinning Ignus)."""
    return {"return_self": True}


def _energy(m: re.Match[str]) -> dict[str, Any]:
    """"Pay {E}", "Pay {E}{E}{E}" (CR 107.14)."""
    return {"energy": m.group("e").count("{E}")}


def _collect_evidence(m: re.Match[str]) -> dict[str, Any]:
    """"Collect evidence 3" (CR 701.59)."""
    return {"collect_evidence": int(m.group("n"))}


def _forage(m: re.Match[str]) -> dict[str, Any]:
    """"Forage" (CR 701.61)."""
    return {"forage": True}


def _exert(m: re.Match[str]) -> dict[str, Any]:
    """"Exert ~" (Oasis Ritualist, CR 701.43)."""
    return {"exert": True}


def _put_counters(m: re.Match[str]) -> dict[str, Any]:
    """"Put a -0/-1 counter on ~" (Wall of Roots)."""
    return {"put_counters": ((m.group("kind"), number_value(m.group("n"))),)}


#: The forms a cost part may take: (pattern matched against the whole part, function of the match that returns
#: the :class:`~manaplan.models.ability.ActivationCost` fields it sets). The first match wins.
COST_PARTS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], dict[str, Any]]], ...] = (
    (re.compile(r"\{T\}"), _tap),
    (re.compile(r"\{Q\}"), _untap),
    (re.compile(r"(?:\{[^{}]+\})+"), _mana),
    (re.compile(r"[Pp]ay (?P<n>\w+) life"), _life),
    (re.compile(rf"[Ss]acrifice {_S}"), _sacrifice_self),
    (re.compile(rf"[Rr]emove (?P<n>a|an|one|two|three|four|five|\d+) (?P<kind>[\w+/-]+) counters? from {_S}"),
     _remove_counters),
    (re.compile(r"[Ss]acrifice (?P<n>a|an|another) (?P<what>[^,]+)"), _sacrifice_other),
    (re.compile(r"[Ss]acrifice (?P<n>two|three|four|five|\d+) (?P<other>other )?(?P<what>[^,]+)"), _sacrifice_several),
    (re.compile(rf"[Rr]emove (?:X|any number of|(?P<some>one or more)) (?P<kind>[\w+/-]+) counters from {_S}"),
     _remove_x_counters),
    (re.compile(r"[Rr]emove (?:X|any number of|(?P<some>one or more)) (?P<kind>[\w+/-]+) counters from among "
                r"(?P<what>[^,]+?) you control"), _remove_x_counters_among),
    (re.compile(r"[Ss]acrifice (?:X|(?P<some>one or more)) (?P<what>[^,]+)"), _sacrifice_x),
    (re.compile(r"[Tt]ap X untapped (?P<what>[^,]+?) you control"), _tap_x),
    *COLOR_COST_PARTS,  # "Tap an untapped blue creature you control" (issue 4, oracle/colors.py)
    (re.compile(r"[Tt]ap (?P<n>an|a|one|two|three|four|five) untapped (?P<what>[^,]+?) you control"), _tap_others),
    (re.compile(r"[Dd]iscard (?P<n>a|one|two|three) cards?"), _discard),
    (re.compile(r"[Dd]iscard your hand"), _discard_hand),
    (re.compile(rf"[Ee]xile {_S}(?: from your (?P<zone>hand|graveyard))?"), _exile_self),
    (re.compile(r"[Ee]xile (?P<n>a|one|two|three|four|five|six|seven|\d+) cards? from your (?P<zone>hand|graveyard)"),
     _exile_cards),
    (re.compile(r"[Ee]xile (?P<n>an?|another) (?P<what>(?:(?! from )[^,])+?) you control"), _exile_other),
    (re.compile(r"[Uu]ntap (?P<n>an?) tapped (?P<what>[^,]+?) an opponent controls"), _untap_opponents),
    (re.compile(r"[Mm]ill (?P<n>a|one|two|three) cards?|[Pp]ut the top card of your library into your graveyard"),
     _mill),
    (re.compile(rf"[Rr]eturn {_S} to its owner's hand"), _return_self),
    (re.compile(r"[Rr]eturn (?P<n>an?|another) (?P<what>[^,]+?) you control to its owner's hand"), _return_other),
    (re.compile(rf"[Ee]xert {_S}"), _exert),
    (re.compile(r"[Pp]ay (?P<e>(?:\{E\})+)"), _energy),
    (re.compile(r"[Cc]ollect evidence (?P<n>\d+)"), _collect_evidence),
    (re.compile(r"[Ff]orage"), _forage),
    (re.compile(rf"[Pp]ut (?P<n>a|an|one|two|three) (?P<kind>[\w+/-]+) counters? on {_S}"), _put_counters),
)


# ---------------------------------------------------------------------------------------------------- filters
#: Colour words as written in filters ("a black or artifact creature").
COLOR_LETTERS: dict[str, str] = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_SUBTYPE_WORD = re.compile(r"[A-Z][\w'-]*")
_IRREGULAR_PLURALS = {"Elves": "Elf", "Dwarves": "Dwarf", "Wolves": "Wolf", "Plains": "Plains", "Myr": "Myr",
                      "Eldrazi": "Eldrazi", "Sorceries": "Sorcery", "sorceries": "sorcery"}


def singular_word(word: str) -> str:
    """The singular of a card type or subtype written in the plural: ``'creatures'`` → ``'creature'``, ``'Elves'``
    → ``'Elf'``, ``'Allies'`` → ``'Ally'``; ``'Plains'``, ``'Myr'`` stay.

    Examples
    --------
    >>> [singular_word(w) for w in ("lands", "Elves", "Allies", "Plains", "Swamps", "Myr")]
    ['land', 'Elf', 'Ally', 'Plains', 'Swamp', 'Myr']
    """
    if word in _IRREGULAR_PLURALS:
        return _IRREGULAR_PLURALS[word]
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if re.search(r"(?:ch|sh|ss|x)es$", word):
        return word[:-2]
    if word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def singular_words(words: str) -> str:
    """Each word of a plural phrase made singular, joining words kept: ``'artifacts or creatures'`` →
    ``'artifact or creature'``; a trailing "you control" stays."""
    tail = ""
    m = re.search(r"\s+you control$", words)
    if m:
        words, tail = words[: m.start()], m.group(0)
    return " ".join(w if w in ("or", "and", "and/or") else singular_word(w) for w in words.split()) + tail


def article(words: str) -> str:
    """``'an'`` before a vowel sound's letter, else ``'a'`` (``'an artifact'``, ``'a Forest'``)."""
    return "an" if words[:1].lower() in "aeiou" and words[:1] else "a"


def parse_permanent_filter(words: str, *, another: bool = False, untapped: bool = False, text: str = "",
                           what: str = "permanent to sacrifice") -> PermanentFilter:
    """The kind of permanent named by ``words`` in a cost or a condition: "creature", "Forest", "untapped artifact
    or creature", "a Plains or a Swamp".

    Understood: optional "untapped"; then "permanent" (any), or alternatives joined by "or" (each may have "a" /
    "an" before it), all card types ("artifact or creature") or all subtypes ("Swamp or Mountain"), or one subtype
    with one card type ("Elf creature"); an optional trailing "you control" (you can only sacrifice your own
    permanents anyway). Singular words only (see :func:`singular_words`).

    Parameters
    ----------
    words : str
        The words after the count: ``'creature'``, ``'Forest'``, ``'artifact or creature you control'``.
    another : bool
        The cost said "another".
    untapped : bool
        Only untapped permanents (also when ``words`` start with "untapped").
    text : str
        The words as printed, kept on the filter ("a creature").
    what : str
        What the words are for, in the message when they are not understood.

    Returns
    -------
    PermanentFilter

    Raises
    ------
    NotUnderstood
        For anything else ("nonland permanent", "token named Wood", "creature with power 2 or greater").

    Examples
    --------
    >>> f = parse_permanent_filter("Forest", text="a Forest")
    >>> sorted(f.subtypes), sorted(f.card_types)
    (['Forest'], [])
    >>> sorted(parse_permanent_filter("artifact or creature").card_types)
    ['Artifact', 'Creature']
    >>> sorted(parse_permanent_filter("a Plains or a Swamp").subtypes)
    ['Plains', 'Swamp']
    >>> adnate = parse_permanent_filter("black or artifact creature")
    >>> sorted(adnate.card_types), adnate.colors == {ManaType.B}, sorted(adnate.or_card_types)
    (['Creature'], True, ['Artifact'])
    >>> parse_permanent_filter("nonland permanent")
    Traceback (most recent call last):
    ...
    manaplan.models.oracle.text.NotUnderstood: permanent to sacrifice not understood: 'nonland permanent'
    """
    original = words
    words = re.sub(r"\s+you control$", "", words.strip())
    words = re.sub(r"^(?:an?)\s+(?=untapped )", "", words)
    if words.startswith("untapped "):
        untapped, words = True, words[len("untapped "):]
    bad = NotUnderstood(f"{what} not understood: {original!r}")
    either = _color_or_type(words, bad, another=another, untapped=untapped, text=text)
    if either is not None:
        return either
    words, extra = _qualifiers(words, bad)
    return _by_types(words, extra, bad, another=another, untapped=untapped, text=text)


def _color_or_type(words: str, bad: NotUnderstood, *, another: bool, untapped: bool,
                   text: str) -> PermanentFilter | None:
    """"a black or artifact creature" (Soldevi Adnate): a creature that is black or is an artifact; None for other
    words."""
    either = re.fullmatch(r"(?:an? )?(?P<color>white|blue|black|red|green) or (?P<type>artifact|enchantment|land) "
                          r"(?P<base>creature|artifact|enchantment|land|permanent)", words)
    if not either:
        return None
    base = either.group("base")
    if base == either.group("type"):
        raise bad
    return PermanentFilter(frozenset() if base == "permanent" else frozenset({CARD_TYPE_WORDS[base]}),
                           another=another, untapped=untapped, text=text,
                           colors=frozenset({ManaType(COLOR_LETTERS[either.group("color")])}),
                           or_card_types=frozenset({CARD_TYPE_WORDS[either.group("type")]}))


def _qualifiers(words: str, bad: NotUnderstood) -> tuple[str, dict[str, Any]]:
    """The words less what qualifies every alternative, and the :class:`~manaplan.models.ability.PermanentFilter`
    fields they set: "named Wood", "monocolored", one colour before one card type ("green creature"), "with power N
    or greater" (creatures only), "legendary" (CR
    205.4), "nontoken" and "token" (CR 111.1) — for a single alternative ("a legendary creature or artifact" is not
    read)."""
    extra: dict[str, Any] = {}
    named = re.fullmatch(r"(?P<rest>.+?) named (?P<name>[A-Z][^,]*)", words)
    if named:  # "a token named Wood"
        extra["names"] = frozenset({named.group("name")})
        words = named.group("rest")
    if re.match(r"(?:an? )?monocolored ", words):
        extra["monocolored"] = True
        words = re.sub(r"^(?:an? )?monocolored ", "", words)
    coloured = re.fullmatch(r"(?:an? )?(?P<color>white|blue|black|red|green) (?P<type>[a-z]+)", words)
    if coloured and coloured.group("type") in CARD_TYPE_WORDS:  # "a green creature" (Natural Order)
        extra["colors"] = frozenset({ManaType(COLOR_LETTERS[coloured.group("color")])})
        words = coloured.group("type")
    power = re.fullmatch(r"(?P<rest>.+?) with power (?P<n>\d+) or greater", re.sub(r"^(?:an?)\s+", "", words))
    if power:
        extra["min_power"] = int(power.group("n"))
        words = power.group("rest")
        if words != "creature":
            raise bad
    m = re.fullmatch(r"(?P<legendary>legendary )?(?P<nontoken>nontoken )?(?P<rest>.*?)(?P<token>(?:^| )token)?",
                     re.sub(r"^(?:an?)\s+", "", words))
    if m and (m.group("legendary") or m.group("nontoken") or m.group("token")):
        if re.search(r",|\bor\b", m.group("rest")):
            raise bad
        if m.group("legendary"):
            extra["supertypes"] = frozenset({"Legendary"})
        if m.group("nontoken") or m.group("token"):
            extra["token"] = not m.group("nontoken")
            if m.group("nontoken") and m.group("token"):
                raise bad
        words = m.group("rest").strip() or "permanent"
    return words, extra


def _by_types(words: str, extra: dict[str, Any], bad: NotUnderstood, *, another: bool, untapped: bool,
              text: str) -> PermanentFilter:
    """The filter of the alternatives joined by "or" in ``words``: all card types ("artifact or creature"), all
    subtypes ("Swamp or Mountain"), one subtype with one card type ("Elf creature"), several subtypes at once
    ("Urza's Power-Plant", CR 205.3i), or "permanent"."""
    alternatives = [re.sub(r"^(?:an?)\s+", "", w.strip())
                    for w in re.split(r",\s*(?:or\s+)?|\s+or\s+", words) if w.strip()]
    types: set[str] = set()
    subtypes: set[str] = set()
    if len(alternatives) == 1 and len(alternatives[0].split()) >= 2 and all(
            _SUBTYPE_WORD.fullmatch(w) for w in alternatives[0].split()):
        # "Urza's Power-Plant": a permanent with each of these subtypes (CR 205.3i)
        return PermanentFilter(another=another, untapped=untapped, text=text,
                               all_subtypes=frozenset(alternatives[0].split()), **extra)
    if len(alternatives) == 1 and len(alternatives[0].split()) == 2:
        sub, card_type = alternatives[0].split()
        if not _SUBTYPE_WORD.fullmatch(sub) or card_type not in CARD_TYPE_WORDS:
            raise bad
        return PermanentFilter(frozenset({CARD_TYPE_WORDS[card_type]}), frozenset({sub}), another, untapped, text,
                               **extra)
    for alt in alternatives:
        if alt in CARD_TYPE_WORDS:
            types.add(CARD_TYPE_WORDS[alt])
        elif alt == "permanent" and len(alternatives) == 1:
            pass
        elif _SUBTYPE_WORD.fullmatch(alt):
            subtypes.add(alt)
        else:
            raise bad
    if types and subtypes:
        raise bad
    return PermanentFilter(frozenset(types), frozenset(subtypes), another, untapped, text, **extra)


# ---------------------------------------------------------------------------------------------------- the whole cost
def _split_parts(cost: str) -> list[str]:
    return [p.strip() for p in cost.split(",") if p.strip()]


_ADDED = frozenset({"mana", "life", "discard", "mill", "sacrifices", "remove_counters", "taps", "exile_cards",
                    "put_counters", "exiles", "untaps_opponents", "returns"})


def _merge(fields: list[dict[str, Any]]) -> ActivationCost:
    out: dict[str, Any] = {}
    for f in fields:
        for key, value in f.items():
            if key in out and key not in _ADDED:
                raise NotUnderstood(f"cost repeats {key.replace('_', ' ')}")
            if key in out:
                value = out[key] + value
            out[key] = value
    cost = ActivationCost(**out)
    if sum((bool(cost.mana.x_count), bool(cost.remove_x_counters), cost.sacrifice_x is not None,
            cost.taps_x is not None)) > 1:
        raise NotUnderstood("cost with two kinds of X not understood")
    return cost


def parse_activation_cost(cost: str) -> ActivationCost:
    """The activation cost written before the colon of an activated ability.

    Parameters
    ----------
    cost : str
        E.g. ``'{W/U}, {T}'``, ``'{T}, Remove a mining counter from ~'``, ``'Sacrifice a creature'``.

    Returns
    -------
    ActivationCost

    Raises
    ------
    NotUnderstood
        When a part of the cost matches no form of :data:`COST_PARTS`.

    Examples
    --------
    >>> c = parse_activation_cost("{W/U}, {T}")
    >>> str(c.mana), c.tap
    ('{W/U}', True)
    >>> parse_activation_cost("{T}, Remove a charge counter from ~").remove_counters
    (('charge', 1),)
    >>> parse_activation_cost("{T}, Pay 1 life").life
    1
    """
    fields: list[dict[str, Any]] = []
    for part in _split_parts(cost):
        for pattern, read in COST_PARTS:
            m = pattern.fullmatch(part)
            if m:
                fields.append(read(m))
                break
        else:
            raise NotUnderstood(f"cost not understood: {part!r}")
    if not fields:
        raise NotUnderstood("empty cost")
    return _merge(fields)
