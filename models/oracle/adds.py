"""Effects of mana abilities, read from text: what "Add …" adds (CR 106.4) and the riders that may follow it.

An effect is a list of sentences. The first must be an "Add" sentence that one form of :data:`ADD_FORMS` reads
whole; each later sentence must be a rider of :data:`RIDERS` (the source dealing damage to you, a mine that is
sacrificed when its counters run out). Anything else makes the whole ability unsupported: a partly understood
ability is never used (:class:`~manaplan.models.oracle.text.NotUnderstood`). To understand a new form, add one
small function and one row.

Older Oracle wording is read too: "Add {G} to your mana pool." and, before the {C} symbol existed (2016), "Add {1}"
or "Add {2}" for colorless mana.

Self-references must already be marked (``~``, see :func:`~manaplan.models.oracle.text.mark_self`).

Examples
--------
>>> parse_add("Add {R} or {G}.").describe()
'Add {R} or {G}.'
>>> parse_add("Add two mana of any one color.").describe()
'Add two mana of any one color.'
>>> produce, riders = parse_mana_effect("Add {C}{C}. ~ deals 2 damage to you.")
>>> produce.describe(), riders
('Add {C}{C}.', {'damage_to_you': 2})
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ..ability import (
    Chance,
    ChanceOutcome,
    ActivationCondition,
    AmongColors,
    AnyCombination,
    AnyOneColor,
    ChosenColor,
    ChosenColors,
    OwnColors,
    CommanderColor,
    Conditional,
    CostX,
    Counted,
    GreatestPower,
    ManaOutput,
    MilledSymbols,
    Produce,
    Reflect,
    RevealedCards,
    count_word,
)
from ..mana import COLORS, ManaType
from .amounts import AMOUNT_FORMS
from .costs import parse_permanent_filter, singular_word
from .riders import (
    SPELL_TYPE_WORDS,
    fact_condition,
    merge_conditions,
    parse_activation_condition,
    parse_control_counts,
    parse_spend_restriction,
    spend_bonus,
)
from .text import (
    SELF,
    NotUnderstood,
    is_about_mana,
    number_value,
    split_sentences,
)

__all__ = ["ADD_FORMS", "RIDERS", "EFFECT_WORDINGS", "parse_add", "parse_mana_effect", "normal_effect",
           "parse_chance", "parse_low_roll",
           "mana_symbols"]

_S = re.escape(SELF)
_SYMBOL = r"\{(?:[WUBRGC]|\d+)\}"
_COMBO = rf"(?:{_SYMBOL})+"
_ONE_SYMBOL = re.compile(r"\{([WUBRGC]|\d+)\}")


def mana_symbols(combo: str) -> tuple[ManaType, ...]:
    """The mana a run of symbols in an "Add" clause stands for.

    ``{W}`` … ``{G}`` and ``{C}`` are one mana each (CR 106.1, 107.4c). In text older than 2016 colorless mana was
    written as a number, so ``{N}`` in an "Add" clause is N colorless mana.

    Raises
    ------
    NotUnderstood
        For ``{0}`` (no mana) or a symbol that is not mana one can add.

    Examples
    --------
    >>> mana_symbols("{W}{U}")
    (ManaType.W, ManaType.U)
    >>> mana_symbols("{2}")
    (ManaType.C, ManaType.C)
    """
    out: list[ManaType] = []
    for body in _ONE_SYMBOL.findall(combo):
        if body.isdigit():
            if int(body) == 0:
                raise NotUnderstood("'Add {0}' not understood")
            out.extend([ManaType.C] * int(body))
        else:
            out.append(ManaType(body))
    if not out:
        raise NotUnderstood(f"mana {combo!r} not understood")
    return tuple(out)


# ---------------------------------------------------------------------------------------------------- "Add" forms
def _fixed(m: re.Match[str]) -> Produce:
    """``{G}`` · ``{C}{C}`` · ``{R} or {G}`` · ``{W}, {U}, or {B}`` · ``{W}{W}, {W}{U}, or {U}{U}``."""
    combos = re.split(r",\s*or\s+|,\s*|\s+or\s+", m.group(0))
    return Produce.one_of(*(mana_symbols(c) for c in combos))


def _one_of_any_color(m: re.Match[str]) -> Produce:
    """"one mana of any color"."""
    return Produce.any_color(1)


def _n_of_any_one_color(m: re.Match[str]) -> Produce | AnyOneColor:
    """"two mana of any one color", "three mana of any one color"; "X mana of any one color" (the cost's X)."""
    if m.group("n").startswith("X"):
        amount = _amount(m.group("n"))
        assert isinstance(amount, CostX)
        return AnyOneColor(amount)
    n = number_value(m.group("n"))
    if n < 1:
        raise NotUnderstood(f"amount {m.group('n')!r} not understood")
    return Produce.any_color(n)


def _n_of_one_symbol(m: re.Match[str]) -> Produce:
    """"six {G}", "eight {C}" (a count written as a word before one symbol)."""
    n = number_value(m.group("n"))
    if n < 2:
        raise NotUnderstood(f"amount {m.group('n')!r} not understood")
    return Produce.one_of(mana_symbols(m.group("sym")) * n)


def _two_pairs(m: re.Match[str]) -> Produce:
    """"two mana of any one color and two mana of any other color" (Open the Omenpaths): two of one colour and two
    of another."""
    return Produce(tuple((a, a, b, b) for i, a in enumerate(COLORS) for b in COLORS[i + 1:]))


def _different_colors(m: re.Match[str]) -> Produce:
    """"two mana of different colors": every pair of two different colours."""
    n = number_value(m.group("n"))
    if not 2 <= n <= 5:
        raise NotUnderstood(f"amount {m.group('n')!r} not understood")
    return Produce.different_colors(n)


def _amount(word: str) -> int | CostX:
    """A number word, or "X" (the ability's X, :class:`~manaplan.models.ability.CostX`)."""
    m = re.fullmatch(r"X(?: plus (?P<plus>\w+))?", word)
    if m:
        return CostX(number_value(m.group("plus")) if m.group("plus") else 0)
    n = number_value(word)
    if n < 1:
        raise NotUnderstood(f"amount {word!r} not understood")
    return n


def _braced_types(words: str) -> frozenset[ManaType]:
    """``'{R} and/or {G}'``, ``'{U}, {B}, and/or {R}'`` → the types."""
    parts = [p for p in re.split(r",\s*(?:and/or\s+)?|\s+and/or\s+", words.strip()) if p]
    if len(parts) < 2 or not all(re.fullmatch(r"\{[WUBRGC]\}", p) for p in parts):
        raise NotUnderstood(f"combination not understood: {words!r}")
    types = frozenset(ManaType(p[1]) for p in parts)
    if len(types) != len(parts):
        raise NotUnderstood(f"combination not understood: {words!r}")
    return types


def _any_combination(m: re.Match[str]) -> AnyCombination:
    """"two mana in any combination of colors", "X mana in any combination of {R} and/or {G}"."""
    types = frozenset(COLORS) if m.group("colors") else _braced_types(m.group("types"))
    return AnyCombination(_amount(m.group("n")), types)


def _x_of_one_type(m: re.Match[str]) -> AnyCombination:
    """"an amount of {C} equal to X plus one" (Kyren Toy), "an amount of {B} equal to X"."""
    plus = number_value(m.group("plus")) if m.group("plus") else 0
    return AnyCombination(CostX(plus), frozenset(mana_symbols(m.group("sym"))))


def _per_counter_removed(m: re.Match[str]) -> AnyCombination:
    """"{B} for each storage counter removed this way" (a cost that removes X counters; the parser checks the kind),
    "{W}, then add an additional {W} for each charge counter removed this way" (one more than X)."""
    sym = m.group("sym")
    if m.group("first") and m.group("first") != sym:
        raise NotUnderstood(f"mana produced not understood: {m.group(0)!r}")
    return AnyCombination(CostX(1 if m.group("first") else 0), frozenset(mana_symbols(sym)))


def _chosen_color(m: re.Match[str]) -> ChosenColor:
    """"one mana of the chosen color", "two mana of the chosen color", "{W} or one mana of the chosen color"."""
    n = number_value(m.group("n"))
    if n < 1:
        raise NotUnderstood(f"amount {m.group('n')!r} not understood")
    alternatives = ()
    if m.group("fixed"):
        alternatives = _fixed_combos(m.group("fixed")).choices
    return ChosenColor(n, alternatives)


def _commander_color(m: re.Match[str]) -> CommanderColor:
    """"one mana of any color in your commander's color identity" (Command Tower, Arcane Signet)."""
    return CommanderColor(number_value(m.group("n")))


def _among_colors(m: re.Match[str]) -> AmongColors:
    """"one mana of any color among legendary permanents you control" (Plaza of Heroes), "… among legendary
    creatures and planeswalkers you control" (Mox Amber), "one mana of each color among permanents you control"."""
    words = m.group("what")
    zone = m.group("zone") or "battlefield"
    rest = re.sub(r"^legendary ", "", words)
    if zone == "graveyard":  # "legendary creature cards", "cards"
        rest = re.sub(r"(?:^| )cards$", "", rest) or "permanents"
    kinds = [singular_word(w) for w in re.split(r",\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", rest) if w]
    f = parse_permanent_filter(" or ".join(kinds), text=words, what="permanents")
    if rest != words and words.startswith("legendary "):
        f = replace(f, supertypes=frozenset({"Legendary"}))
    return AmongColors(f, each=m.group("which") == "each", zone=zone)


def _fixed_combos(text: str) -> Produce:
    combos = re.split(r",\s*or\s+|,\s*|\s+or\s+", text.strip())
    return Produce.one_of(*(mana_symbols(c) for c in combos))


def _greatest_entered(m: re.Match[str]) -> Counted:
    """"an amount of {R} equal to the greatest power among creatures you control that entered the battlefield this
    turn" (Alena, Kessig Trapper): read before the counted amounts of :data:`AMOUNT_FORMS`, whose "equal to …" row
    would refuse it."""
    return Counted(Produce.one_of(m.group("sym")[1]), GreatestPower(entered=True))


_FIXED = rf"{_COMBO}(?:(?:,\s*{_COMBO})*,?\s+or\s+{_COMBO})?"

#: The forms of what an "Add" sentence adds: (pattern matched against the words between "Add " and the full stop,
#: with any "to your mana pool" removed; function of the match returning a
#: :data:`~manaplan.models.ability.ManaOutput`). The first match wins.
ADD_FORMS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], ManaOutput]], ...] = (
    (re.compile(_FIXED), _fixed),
    (re.compile(r"one mana of any color"), _one_of_any_color),
    (re.compile(r"(?P<n>\w+|X plus \w+) mana of any one color"), _n_of_any_one_color),
    (re.compile(r"(?P<n>\w+) (?P<sym>\{[WUBRGC]\})"), _n_of_one_symbol),
    (re.compile(r"(?P<n>\w+) mana of different colors"), _different_colors),
    (re.compile(r"two mana of any one color and two mana of any other color"), _two_pairs),
    (re.compile(r"one mana of any of the exiled card's colors"), lambda m: ChosenColors("exiled card")),
    (re.compile(r"one mana of any of the exiled cards' colors"), lambda m: ChosenColors("exiled cards")),
    (re.compile(r"one mana of either of the circled colors"), lambda m: ChosenColors("circled")),
    (re.compile(rf"one mana of any color chosen as you drafted cards named {_S}"), lambda m: ChosenColors("drafted")),
    (re.compile(rf"one mana of any of {_S}'s colors"), lambda m: OwnColors()),  # granted by Katilda
    (re.compile(rf"one mana of each color among the exiled cards used to craft {_S}"),
     lambda m: ChosenColors("crafted")),  # Sunbird Effigy
    (re.compile(r"one mana of that color for each colored mana symbol in that card's mana cost"),
     lambda m: MilledSymbols()),  # Charmed Pendant (the cost must mill one card: checked by the parser)
    (re.compile(r"(?P<unit>(?:\{[WUBRGC]\})+) for each (?P<what>(?:artifact|creature)(?: with power \d+ or greater)?) "
                r"card revealed from your hand"),
     lambda m: RevealedCards(Produce.one_of(mana_symbols(m.group("unit"))),
                             parse_permanent_filter(m.group("what"), text=m.group("what")))),  # Metalworker
    (re.compile(rf"one mana of {_S}'s last noted type"), lambda m: ChosenColor(noted=True)),  # Jeweled Amulet
    (re.compile(r"(?P<n>\w+|X plus \w+) mana in any combination of "
                r"(?:(?P<colors>colors)|(?P<types>(?:\{[WUBRGC]\},?\s*)+and/or \{[WUBRGC]\}))"), _any_combination),
    (re.compile(r"an amount of (?P<sym>\{[WUBRGC]\}) equal to X(?: plus (?P<plus>\w+))?"), _x_of_one_type),
    (re.compile(r"(?:(?P<first>\{[WUBRGC]\}), then add an additional )?(?P<sym>\{[WUBRGC]\}) for each "
                r"(?P<kind>[\w+/-]+) counter removed this way"), _per_counter_removed),
    # Gem Bazaar: the colour last chosen for it (as it entered or after its last activation), the board's chosen:
    (re.compile(r"one mana of the color last chosen"), lambda m: ChosenColor(1)),
    (re.compile(rf"(?:(?P<fixed>{_COMBO}(?:,\s*{_COMBO})*),?\s+or\s+)?(?P<n>\w+) mana of the chosen color"),
     _chosen_color),
    (re.compile(r"(?P<n>one) mana of any color in your commander's color identity"), _commander_color),
    (re.compile(r"one mana of (?P<which>any|each) color among (?P<what>[\w ,]+?) (?:you control|in your "
                r"(?P<zone>graveyard))"), _among_colors),
    (re.compile(r"an amount of (?P<sym>\{[WUBRGC]\}) equal to the greatest power among creatures you control that "
                r"entered the battlefield this turn"), _greatest_entered),
)
ADD_FORMS += AMOUNT_FORMS  # counted amounts and could-produce reflections (issue 4, oracle/amounts.py)

_ADD_SENTENCE = re.compile(r"Add (?:to your mana pool )?(?P<what>.+?)(?: to your mana pool)?\.")


def parse_add(sentence: str) -> ManaOutput:
    """What one "Add …" sentence adds.

    Parameters
    ----------
    sentence : str
        One sentence, with its full stop: ``'Add {W}{W}, {W}{U}, or {U}{U}.'``.

    Returns
    -------
    ManaOutput

    Raises
    ------
    NotUnderstood
        When the sentence is not one of :data:`ADD_FORMS` ("Add one mana of the circled colors.").

    Examples
    --------
    >>> parse_add("Add {G} to your mana pool.").describe()
    'Add {G}.'
    >>> parse_add("Add {W}, {U}, or {B}.").could_produce() == {ManaType.W, ManaType.U, ManaType.B}
    True
    >>> parse_add("Add one mana of the circled colors.")
    Traceback (most recent call last):
    ...
    manaplan.models.oracle.text.NotUnderstood: mana produced not understood: 'Add one mana of the circled colors.'
    """
    m = _ADD_SENTENCE.fullmatch(sentence.strip())
    if m:
        what = m.group("what").strip()
        for pattern, read in ADD_FORMS:
            form = pattern.fullmatch(what)
            if form:
                return read(form)
    raise NotUnderstood(f"mana produced not understood: {sentence.strip()!r}")


# ---------------------------------------------------------------------------------------------------- riders
def _damage_to_you(m: re.Match[str]) -> dict[str, Any]:
    """"~ deals 1 damage to you." (pain lands, Ancient Tomb): life lost whenever the ability resolves; "… if you
    don't control an Ogre." (Tomb of Urami) only then."""
    fields: dict[str, Any] = {"damage_to_you": number_value(m.group("n"))}
    if m.group("unless"):
        fields["damage_unless"] = parse_control_counts(m.group("unless"))
    return fields


def _sacrifice_when_out(m: re.Match[str]) -> dict[str, Any]:
    """"If there are no mining counters on ~, sacrifice it." (Gemstone Mine)."""
    return {"sacrifice_if_no_counters": m.group("kind")}


def _life_loss(m: re.Match[str]) -> dict[str, Any]:
    """"You lose 1 life." / "Each player loses 1 life." (Cryptolith Fragment): life you lose."""
    return {"life_loss": number_value(m.group("n"))}


def _skips_next_untap(m: re.Match[str]) -> dict[str, Any]:
    """"~ doesn't untap during your next untap step." (Thalakos Lowlands): nothing this turn."""
    return {"skips_next_untap": True}


def _rechooses_color(m: re.Match[str]) -> dict[str, Any]:
    """"Then choose a random color." after "one mana of the color last chosen" (Gem Bazaar): the next activation's
    colour is chosen at random (the parser accepts it only with that output)."""
    return {"rechooses_color": True}


def _counter_change(m: re.Match[str]) -> dict[str, Any]:
    """"Put a depletion counter on ~." (+1), "Remove a time counter from ~." (−1): the source's counters change
    after the mana is added."""
    n = number_value(m.group("n"))
    return {"counter_changes": ((m.group("kind"), n if m.group("verb").lower() == "put" else -n),)}


def _side_effect(m: re.Match[str]) -> dict[str, Any]:
    """A sentence that changes nothing about the mana, what it pays for, or the life a plan costs: "Draw a card.",
    "You gain 2 life.", "Each opponent gains 1 life.", and what happens when the mana is spent ("When you spend this
    mana to cast a Dragon creature spell, scry 2.", "If that mana is spent on a creature spell, it gains haste.")."""
    sentence = m.group(0)
    if m.group("spent") and re.search(r"\badds?\b", sentence, re.IGNORECASE):
        raise NotUnderstood(f"extra effect not understood: {sentence!r}")
    return {"side_effects": (sentence,)}


def _spend(m: re.Match[str]) -> dict[str, Any]:
    """"Spend this mana only to cast artifact spells." (:func:`~manaplan.models.oracle.riders.parse_spend_restriction`);
    the bonus ", and that spell can't be countered" becomes a side effect."""
    fields: dict[str, Any] = {"spend": parse_spend_restriction(m.group(0))}
    bonus = spend_bonus(m.group(0))
    if bonus:
        fields["side_effects"] = (bonus,)
    return fields


def _condition(m: re.Match[str]) -> dict[str, Any]:
    """"Activate only once each turn." (:func:`~manaplan.models.oracle.riders.parse_activation_condition`)."""
    return {"condition": parse_activation_condition(m.group(0))}


def trigger_continues(sentence: str) -> bool:
    """Whether a sentence after a delayed trigger set up by a mana ability ("When you next cast an instant or sorcery
    spell this turn, copy that spell.") can be read as more of that trigger: it adds no mana and does not speak of
    mana ("You may choose new targets for the copy.", "Until end of turn, you may cast that card without paying its
    mana cost.")."""
    return not is_about_mana(sentence) and not re.search(r"\badds?\b", sentence, re.IGNORECASE)


def _instead(m: re.Match[str]) -> dict[str, Any]:
    """"If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead." (Urza's Mine), "If ~ has a
    luck counter on it, instead add one mana of any color." (Gemstone Caverns): the output is
    :class:`~manaplan.models.ability.Conditional` (:func:`parse_mana_effect` puts it together)."""
    counts = parse_control_counts(m.group("control")) if m.group("control") else ()
    counters = ()
    if m.group("kind"):
        n = m.group("n").replace(" or more", "")
        counters = ((m.group("kind"), number_value(n)),)
    what = m.group("add") or m.group("add2")
    that = re.fullmatch(r"(?P<n>\w+) mana of that (?P<kind>type|color)", what)
    # "add three mana of that type instead" (Incubation Druid): that of the "Add" sentence, settled with it
    instead = (number_value(that.group("n")), that.group("kind")) if that else parse_add(f"Add {what}.")
    return {"instead": (counts, counters, bool(m.group("land")), instead, _facts(m), _graveyard(m))}


def _that_type(produce: ManaOutput, instead: tuple[int, str]) -> Reflect:
    """"… could produce. If …, add three mana of that type instead.": the reflection of the "Add" sentence, more of
    it, all of one type (:attr:`~manaplan.models.ability.Reflect.amount`); only after one mana of a type or colour
    that permanents you or an opponent control could produce."""
    n, kind = instead
    if not isinstance(produce, Reflect) or produce.kind != kind or produce.amount != 1 or produce.sacrificed \
            or produce.untapped_by_cost or n < 2:
        raise NotUnderstood(f"'{count_word(n)} mana of that {kind}' not understood after {produce.describe()!r}")
    return replace(produce, amount=n)


def _facts(m: re.Match[str]) -> tuple[tuple[str, int], ...]:
    if not m.group("fact"):
        return ()
    fact = fact_condition(f"if {m.group('fact')}")
    if fact is None:
        raise NotUnderstood(f"condition not understood: {m.group(0)!r}")
    return (fact,)


def graveyard_condition(n: str, kinds: str) -> tuple[frozenset[str], int]:
    """``('seven', '')`` → any seven cards; ``('two', 'instant and/or sorcery ')`` → (Instant, Sorcery), 2: "N or
    more [types] cards in your graveyard".

    Raises
    ------
    NotUnderstood
        For words before "cards" that are not card types.
    """
    types = set()
    for word in re.split(r"\s+(?:and/or|or)\s+|\s+", kinds.strip()):
        if not word:
            continue
        if word not in SPELL_TYPE_WORDS:
            raise NotUnderstood(f"graveyard condition not understood: {kinds!r}")
        types.add(SPELL_TYPE_WORDS[word])
    return frozenset(types), number_value(n)


def _graveyard(m: re.Match[str]) -> tuple[tuple[frozenset[str], int], ...]:
    if not m.group("grave"):
        return ()
    return (graveyard_condition(m.group("gn"), m.group("gtypes") or ""),)


def conditional_add(sentence: str) -> Conditional | None:
    """"If there are two or more instant and/or sorcery cards in your graveyard, add {B}{B}{B}." (Dark Petition),
    "If this spell was cast from your hand, add ten mana of any one color." (Apex of Power): mana added only if
    the condition holds, a :class:`~manaplan.models.ability.Conditional` with nothing as its base; None if the
    sentence is not of that form.

    Raises
    ------
    NotUnderstood
        For a condition of that form not understood.
    """
    m = _IF_ADD.fullmatch(sentence)
    if not m:
        return None
    counts = parse_control_counts(m.group("control")) if m.group("control") else ()
    counters = ((m.group("kind"), number_value(m.group("n").replace(" or more", ""))),) if m.group("kind") else ()
    return Conditional(Produce.nothing(), parse_add(f"Add {m.group('add')}."), counts, counters, bool(m.group("land")),
                       _facts(m), _graveyard(m))


# "If you have the initiative", "If you've completed a dungeon", "If an opponent has three or more poison counters":
# a fact of the game (read by fact_condition, which refuses what it does not know).
_FACT = r"you have (?!\w+ or more)[^,]+|you've [^,]+|you're [^,]+|an opponent has [^,]+|this spell was cast [^,]+"
# What "If …, add … instead." may say: you control …, ~ has counters, you played a land, a fact, cards in your
# graveyard.
_CONDITION = (rf"(?=you control|{_S} has|you played a land|there are|{_FACT})(?:you control (?P<control>[^,]+?)"
              rf"(?: and (?={_S} has))?)?(?:{_S} has (?P<n>a|an|\w+ or more) (?P<kind>[\w+/-]+) counters? on it)?"
              rf"(?P<land>you played a land this turn)?(?P<fact>{_FACT})?"
              r"(?P<grave>there are (?P<gn>\w+) or more (?P<gtypes>[a-z/ ]*?)cards in your graveyard)?")
_IF_ADD = re.compile(rf"If {_CONDITION}, add (?P<add>[^.]+?)(?<! instead)\.")


_SPENT = (r"(?:When(?:ever)? you spend this mana to|When that mana is spent to"
          r"|If (?:that|this) mana is spent (?:on|to)|If you spend this mana to|When you next cast"
          r"|When you cast your next spell this turn)\b[^.]*")

#: Sentences that may follow the "Add" sentence of a mana ability: (pattern matched against the whole sentence,
#: function of the match returning the :class:`~manaplan.models.ability.ManaAbility` fields it sets). Fields
#: set by two sentences: conditions are all required, side effects and counter changes all happen; any other field
#: set twice is not understood.
RIDERS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], dict[str, Any]]], ...] = (
    (re.compile(rf"(?:{_S}|This) deals (?P<n>\w+) damage to you(?: if you don't control (?P<unless>[^.]+))?\."),
     _damage_to_you),
    (re.compile(rf"If there are no (?P<kind>[\w+/-]+) counters on {_S}, sacrifice (?:it|{_S})\."),
     _sacrifice_when_out),
    (re.compile(rf"{_S} doesn't untap during your next untap step\."), _skips_next_untap),
    (re.compile(r"Then choose a random color\."), _rechooses_color),
    (re.compile(r"(?:You lose|Each player loses) (?P<n>\d+|one|two|three) life\."), _life_loss),
    (re.compile(rf"(?P<verb>Put) (?P<n>a|an|one|two|three) (?P<kind>[\w+/-]+) counters? on {_S}\."
                rf"|(?P<verb2>Remove) (?P<n2>a|an|one|two|three) (?P<kind2>[\w+/-]+) counters? from {_S}\."),
     lambda m: _counter_change(_Groups(m))),
    (re.compile(r"Spend this mana only .+|This mana can't be spent .+|You can't spend this mana .+"), _spend),
    (re.compile(rf"If {_CONDITION}, (?:add (?P<add>.+) instead|instead add (?P<add2>.+))\."), _instead),
    (re.compile(r"Activate (?:this ability )?(?:only|no more than) .+"), _condition),
    (re.compile(r"Any player may activate this ability but only during (?:his or her|their) turn before the end "
                r"step\."), lambda m: {"condition": ActivationCondition(any_player_own_turn=True, text=m.group(0))}),
    (re.compile(r"Draw (?:a card|two cards|three cards)(?: at the beginning of the next turn's upkeep)?\."
                r"|You gain (?:\d+|one|two|three|X) life\.|Each opponent gains (?:\d+|one|two|three) life\."
                r"|Until end of turn, you don't lose this mana as steps and phases end\."
                r"|Creature spells you cast this turn can't be countered\."
                r"|Roll a d20\."
                r"|Use toys to represent the tokens\."
                # rad counters act at the beginning of your precombat main phase (a mill, life lost then): not now
                r"|You get (?:a|one|two|three) rad counters?\."
                rf"|An opponent gains control of {_S} at the beginning of the next end step\."
                rf"|During your next untap step, as you untap your permanents, return {_S} to its owner's hand\."
                rf"|If this ability has been activated (?:four|\w+) or more times this turn, sacrifice {_S} at the "
                r"beginning of the next end step\."
                r"|If you control [^.]+?, you gain (?:\d+|one|two|three) life\."
                rf"|That spell can't be countered\.|(?P<spent>{_SPENT}\.)"), _side_effect),
)


class _Groups:
    """A match whose alternative groups (``verb2``, ``n2``, ``kind2``) answer to their first names."""

    def __init__(self, m: re.Match[str]):
        self._m = m

    def group(self, name: str) -> str:
        return self._m.group(name) or self._m.group(name + "2")


_COMBINED = {"side_effects", "counter_changes"}


def _add_rider(riders: dict[str, Any], fields: dict[str, Any], sentence: str) -> None:
    for key, value in fields.items():
        if key == "condition" and key in riders:
            riders[key] = merge_conditions(riders[key], value)
        elif key in _COMBINED and key in riders:
            riders[key] = riders[key] + value
        elif key in riders:
            raise NotUnderstood(f"rider repeated: {sentence!r}")
        else:
            riders[key] = value


#: Other wordings of an effect that mean the same as an "Add" sentence, for the mana you get: (pattern matched at the
#: start of the effect, the "Add" sentence it is written as). "Choose a color of a permanent you control. Add one mana
#: of that color." (Meteor Crater) adds one mana of any colour among permanents you control; "A player of your choice
#: adds {C}." (Victory Chimes) adds {C} to you when you choose yourself.
EFFECT_WORDINGS: tuple[tuple[re.Pattern[str], str], ...] = (
    # Rite of Flame: two {R}, then one more for each card named ~ in each graveyard
    (re.compile(rf"Add (?P<s>\{{[WUBRGC]\}})(?P=s), then add (?P=s) for each card named {_S} in each graveyard\."),
     r"Add an amount of \g<s> equal to 2 plus the number of cards named ~ in each graveyard."),
    (re.compile(r"Choose a color\. Add one mana of that color unless any player pays (?P<cost>(?:\{\d+\})+)\."),
     r"Add one mana of any color unless any player pays \g<cost>."),
    # a player of your choice, or each player, adds it: you may choose yourself, and you are one of each player
    (re.compile(r"Choose a player\. That player adds one mana of any color they choose\."),
     "Add one mana of any color."),
    (re.compile(r"(?:A player of your choice|Each player) adds (?P<what>[^.]+)\."), r"Add \g<what>."),
    (re.compile(r"Choose a color of a permanent you control\. Add one mana of that color\."),
     "Add one mana of any color among permanents you control."),
    (re.compile(r"Choose a color of a card in your graveyard\. Add one mana of that color\."),
     "Add one mana of any color among cards in your graveyard."),
    (re.compile(r"For each color among (?P<what>[\w ,]+?) you control, add one mana of that color\."),
     r"Add one mana of each color among \g<what> you control."),
    (re.compile(rf"For each color among the exiled cards used to craft {_S}, add one mana of that color\."),
     "Add one mana of each color among the exiled cards used to craft ~."),
    (re.compile(r"For each colored mana symbol in that card's mana cost, add one mana of that color\."),
     "Add one mana of that color for each colored mana symbol in that card's mana cost."),
    (re.compile(r"Reveal any number of (?P<kind>artifact|creature) cards(?P<rest> with power \d+ or greater)? "
                r"(?:in|from) your hand\. Add (?P<unit>(?:\{[WUBRGC]\})+) for each card revealed this way\."),
     r"Add \g<unit> for each \g<kind>\g<rest> card revealed from your hand."),
)


_COIN = re.compile(r"Flip a coin\. If you win the flip, add (?P<add>[^.]+\.)")
_DIE_SIDES = {"four": 4, "six": 6, "eight": 8, "ten": 10, "twelve": 12, "twenty": 20}
_DIE = re.compile(r"Roll a (?P<sides>four|six|eight|ten|twelve|twenty)-sided die\. This ability has the indicated "
                  r"effect\.(?P<results>(?: \d+ \u2014 [^.]+\.)+)")
_DIE_RESULT = re.compile(rf" (?P<n>\d+) \u2014 (?:(?P<add>Add [^.]+\.)|Sacrifice {_S} and you lose (?P<life>\d+) life\.)")


_LOW_ROLL = re.compile(r"Roll a (?P<sides>four|six|eight|ten|twelve|twenty)-sided die\. On a (?P<n>\d+) or lower, "
                       r"(?P<who>target player adds|add) (?P<low>[^.]+)\. Otherwise, "
                       r"(?P<then>that player adds|add) (?P<high>[^.]+?)\.")


def parse_low_roll(effect: str) -> tuple[Chance, str] | None:
    """"Roll a six-sided die. On a 3 or lower, target player adds {C}. Otherwise, that player adds one mana of any
    color they choose." (Mad Science Fair Project; CR 706): the two outcomes of a die, and the text after it; None
    for another effect.

    Examples
    --------
    >>> chance, rest = parse_low_roll("Roll a six-sided die. On a 3 or lower, add {C}. Otherwise, add {G}.")
    >>> [(o.result, o.add.describe()) for o in chance.outcomes], rest
    ([('1-3', 'Add {C}.'), ('4-6', 'Add {G}.')], '')
    """
    m = _LOW_ROLL.match(effect)
    if not m:
        return None
    target = m.group("who") == "target player adds"
    if target != (m.group("then") == "that player adds"):
        raise NotUnderstood(f"die roll not understood: {m.group(0)!r}")
    sides, n = _DIE_SIDES[m.group("sides")], int(m.group("n"))
    if not 1 <= n < sides:
        raise NotUnderstood(f"die roll not understood: {m.group(0)!r}")
    adds = []
    for words in (m.group("low"), m.group("high")):
        if target and words.endswith(" they choose"):  # the player who adds mana chooses its colour
            words = words[: -len(" they choose")]
            if not words.startswith("one mana of any color"):
                raise NotUnderstood(f"die roll not understood: {m.group(0)!r}")
        add = parse_add(f"Add {words}.")
        if not isinstance(add, Produce):
            raise NotUnderstood(f"die roll not understood: {m.group(0)!r}")
        adds.append(add)
    outcomes = (ChanceOutcome(f"1-{n}", adds[0]), ChanceOutcome(f"{n + 1}-{sides}", adds[1]))
    return Chance(sides, outcomes, at_most=n, target_player=target), effect[m.end():]


def parse_chance(effect: str) -> tuple[Chance, str] | None:
    """The mana of a coin flip (CR 705) or a die roll (CR 706) at the start of ``effect``, and the text after it;
    None when the effect does not start with one. Each result must be read (a die's results are printed "N — …",
    here in one line).

    Raises
    ------
    NotUnderstood
        For a result of a die that is not understood, or one printed twice.

    Examples
    --------
    >>> chance, rest = parse_chance("Flip a coin. If you win the flip, add {C}{C}. Activate only as a sorcery.")
    >>> chance.describe(), rest
    ('Flip a coin. If you win the flip, add {C}{C}.', ' Activate only as a sorcery.')
    >>> parse_chance("Add {C}.") is None
    True
    """
    m = _COIN.match(effect)
    if m:
        add = parse_add("Add " + m.group("add"))
        if not isinstance(add, Produce):
            raise NotUnderstood(f"mana of a coin flip not understood: {m.group(0)!r}")
        return Chance(2, (ChanceOutcome("win", add),)), effect[m.end():]
    m = _DIE.match(effect)
    if not m:
        return None
    sides, results, outcomes, at = _DIE_SIDES[m.group("sides")], m.group("results"), [], 0
    while at < len(results):
        r = _DIE_RESULT.match(results, at)
        if r is None:
            raise NotUnderstood(f"result of a die roll not understood: {results[at:].strip()!r}")
        n = int(r.group("n"))
        if not 1 <= n <= sides or any(o.result == str(n) for o in outcomes):
            raise NotUnderstood(f"result of a die roll not understood: {r.group(0).strip()!r}")
        if r.group("add"):
            add = parse_add(r.group("add"))
            if not isinstance(add, Produce):
                raise NotUnderstood(f"result of a die roll not understood: {r.group(0).strip()!r}")
            outcomes.append(ChanceOutcome(str(n), add))
        else:
            outcomes.append(ChanceOutcome(str(n), sacrifice_self=True, life_loss=int(r.group("life"))))
        at = r.end()
    return Chance(sides, tuple(outcomes)), effect[m.end():]


_UNLESS_PAID = re.compile(r"Add (?P<add>[^.]+?) unless any player pays (?P<cost>(?:\{\d+\})+)\.")


def normal_effect(effect: str) -> str:
    """``effect`` with its first sentence in "Add" form when :data:`EFFECT_WORDINGS` knows another wording of it.

    Examples
    --------
    >>> normal_effect("For each color among permanents you control, add one mana of that color.")
    'Add one mana of each color among permanents you control.'
    """
    for pattern, add in EFFECT_WORDINGS:
        m = pattern.match(effect)
        if m:
            return m.expand(add) + effect[m.end():]
    return effect


def parse_mana_effect(effect: str) -> tuple[ManaOutput, dict[str, Any]]:
    """What a mana ability's effect adds, and the fields its riders set.

    Parameters
    ----------
    effect : str
        The text after the colon: ``'Add {R} or {G}. ~ deals 1 damage to you.'``.

    Returns
    -------
    (ManaOutput, dict)
        The output and the :class:`~manaplan.models.ability.ManaAbility` fields the riders set
        (``damage_to_you``, ``sacrifice_if_no_counters``, ``spend``, ``condition``, ``skips_next_untap``,
        ``counter_changes``, ``side_effects``).

    Raises
    ------
    NotUnderstood
        When the first sentence is not an understood "Add" sentence, or a later one is not a rider.

    Examples
    --------
    >>> parse_mana_effect("Add {R} or {G}. ~ deals 1 damage to you.")[1]
    {'damage_to_you': 1}
    >>> parse_mana_effect("Add {G}. Activate only as a sorcery.")[1]["condition"].sorcery_speed
    True
    >>> parse_mana_effect("Add {G}. Activate only if an opponent is poisoned.")
    Traceback (most recent call last):
    ...
    manaplan.models.oracle.text.NotUnderstood: condition not understood: 'if an opponent is poisoned'
    >>> parse_mana_effect("Add {C}. ~ deals 1 damage to you if you're cold.")
    Traceback (most recent call last):
    ...
    manaplan.models.oracle.text.NotUnderstood: extra effect not understood: "~ deals 1 damage to you if you're cold."
    """
    chance = parse_chance(effect)
    if chance is not None:  # "Flip a coin. If you win the flip, add {C}{C}." (CR 705): the riders follow
        produce, rest = chance
        sentences = ["", *split_sentences(rest)]
    else:
        sentences = split_sentences(normal_effect(effect))
        if not sentences:
            raise NotUnderstood("no effect")
    unless = _UNLESS_PAID.fullmatch(sentences[0])
    if chance is not None:
        pass
    elif unless:  # "Add … unless any player pays {1}." (Rhystic Cave): nothing if someone pays
        produce = Conditional(Produce.nothing(), parse_add(f"Add {unless.group('add')}."),
                              unless_paid=unless.group("cost"))
    else:
        produce = parse_add(sentences[0])
    riders: dict[str, Any] = {}
    in_trigger = False  # after "When you next cast …, copy that spell.": its further sentences are the trigger's
    for sentence in sentences[1:]:
        for pattern, read in RIDERS:
            m = pattern.fullmatch(sentence)
            if m:
                fields = read(m)
                in_trigger = in_trigger or bool(m.groupdict().get("spent"))
                _add_rider(riders, fields, sentence)
                break
        else:
            if in_trigger and trigger_continues(sentence):
                _add_rider(riders, {"side_effects": (sentence,)}, sentence)
                continue
            raise NotUnderstood(f"extra effect not understood: {sentence!r}")
    if riders.get("rechooses_color") and not (isinstance(produce, ChosenColor)
                                              and "the color last chosen" in sentences[0]):
        raise NotUnderstood(f"a colour chosen at random for mana not of the colour last chosen: {effect!r}")
    if "instead" in riders:
        counts, counters, land, instead, facts, graveyard = riders.pop("instead")
        if isinstance(instead, tuple):
            instead = _that_type(produce, instead)
        produce = Conditional(produce, instead, counts, counters, land, facts, graveyard)
    return produce, riders
