"""Which permanents an effect speaks of, read from text: "Nonbasic lands", "Lands you control", "Enchanted land",
"a Mountain, Forest, or Plains" … as a :class:`~manaplan.models.effects.Scope` (:func:`parse_scope`).

Shared by the readers of static effects (:mod:`manaplan.models.oracle.static`) and of triggered mana
(:mod:`manaplan.models.oracle.triggers`). Self-references must already be marked ``~``.
"""

from __future__ import annotations

import dataclasses
import re

from ..effects import ANY, YOU, Scope
from .costs import CARD_TYPE_WORDS, singular_word
from .text import SELF, NotUnderstood

__all__ = ["parse_scope", "NOT_SUBTYPES"]


def _type_or_subtype(word: str) -> tuple[frozenset[str], frozenset[str]]:
    """(card types, subtypes) named by one singular word: ``'land'`` → Land, ``'Forest'`` → subtype Forest."""
    if word.lower() in CARD_TYPE_WORDS:
        return frozenset({CARD_TYPE_WORDS[word.lower()]}), frozenset()
    if word.lower() == "permanent":
        return frozenset(), frozenset()
    if re.fullmatch(r"[A-Z][\w'-]*", word):
        return frozenset(), frozenset({word})
    raise NotUnderstood(f"permanents not understood: {word!r}")


#: Capitalised words before a card type that are not subtypes: colours, supertypes, states ("Black creatures",
#: "Legendary creatures", "Attacking creatures", "Those creatures"); also the words that are not a subtype of a
#: permanent that becomes another card type (:mod:`manaplan.models.oracle.static`).
NOT_SUBTYPES = frozenset({
    "White", "Blue", "Black", "Red", "Green", "Colorless", "Multicolored", "Monocolored", "Legendary", "Basic",
    "Snow", "World", "Attacking", "Blocking", "Tapped", "Untapped", "Modified", "Face-down", "Face-up", "Enchanted",
    "Equipped", "Fortified", "Other", "Those", "These", "Then", "All", "Each", "Target", "Token", "Nontoken",
    "Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle", "Tribal", "Kindred", "Historic",
    "Outlaw", "Party", "Renowned", "Suspected", "Goaded", "Saddled", "Harnessed",
})


def parse_scope(words: str) -> Scope:
    """The permanents named at the start of an effect: "Nonbasic lands", "Each land", "Lands you control", "Other
    permanents you control", "Enchanted land", "Equipped creature", "a land an opponent controls", "a Swamp",
    "a Mountain, Forest, or Plains", "a nonbasic land", "a permanent", "a creature".

    Parameters
    ----------
    words : str

    Returns
    -------
    Scope

    Raises
    ------
    NotUnderstood
        For anything else.

    Examples
    --------
    >>> s = parse_scope("Lands you control")
    >>> sorted(s.card_types), s.controller
    (['Land'], 'you')
    >>> parse_scope("Enchanted Forest").attached, sorted(parse_scope("Enchanted Forest").subtypes)
    (True, ['Forest'])
    >>> sorted(parse_scope("a Mountain, Forest, or Plains").subtypes)
    ['Forest', 'Mountain', 'Plains']
    >>> [a.text for a in parse_scope("Each land and Ally you control").alternatives]
    ['Each land', 'Each Ally']
    >>> parse_scope("Creatures you control with the chosen name").chosen_name, parse_scope("~").itself
    (True, True)
    """
    text = words.strip()
    if text == SELF:  # "As long as ~ is renowned, it has …": the effect's source itself
        return Scope(itself=True, text=SELF)
    compound = _compound_scope(text)
    if compound is not None:
        return compound
    controller, w = _controller(text)
    attached, other, nonbasic, basic, w = _leading_words(w)
    return _kinds_scope(w, text, controller, nonbasic=nonbasic, basic=basic, attached=attached, other=other)


def _compound_scope(text: str) -> Scope | None:
    """A scope read as another scope with one thing more: two kinds at once, "with the chosen name", "with a
    counter on it", "tokens" (CR 111.1); None for other words."""
    # "Each land and Ally you control" (Great Divide Guide): a land or an Ally, both you control
    both_kinds = re.fullmatch(r"Each (?P<a>\w+) and (?P<b>\w+) you control", text)
    if both_kinds:
        alts = tuple(parse_scope(f"Each {both_kinds.group(k)}") for k in ("a", "b"))
        return Scope(controller=YOU, alternatives=alts, text=text)
    # "Creatures you control with the chosen name" (Secrets of Paradise): the name chosen for the source
    named = re.fullmatch(r"(?P<rest>.+?) with the chosen name", text)
    if named:
        return dataclasses.replace(parse_scope(named.group("rest")), chosen_name=True, text=text)
    # "Each creature you control with a +1/+1 counter on it" (Jiang Yanggu), "… with a counter on it" (Rishkar)
    counted = re.fullmatch(r"(?P<rest>.+?)\s+with an? (?:(?P<kind>[\w+/-]+) )?counters? on (?:it|them)", text)
    if counted:
        return dataclasses.replace(parse_scope(counted.group("rest")), counter=counted.group("kind") or "", text=text)
    # "Creature tokens you control" (Insidious Roots): the card type, tokens only
    tokens = re.fullmatch(r"(?P<kind>[A-Za-z]+) tokens(?P<rest> .+)?", text)
    if tokens and tokens.group("kind") in NOT_SUBTYPES and tokens.group("kind").lower() not in CARD_TYPE_WORDS:
        raise NotUnderstood(f"permanents not understood: {text!r}")  # "Black tokens", "Legendary tokens"
    if tokens:
        return dataclasses.replace(parse_scope(f"{tokens.group('kind')}s{tokens.group('rest') or ''}"), token=True,
                                   text=text)
    return None


def _controller(w: str) -> tuple[str, str]:
    """Who controls the permanents (a trailing "you control", "an opponent controls", "your opponents control";
    anyone without), and the words before it."""
    controller = ANY
    m = re.search(r"\s+(you control|an opponent controls|your opponents control)$", w)
    if m:
        controller = YOU if m.group(1) == "you control" else "opponent"
        w = w[: m.start()]
    return controller, w


def _leading_words(w: str) -> tuple[bool, bool, bool, bool, str]:
    """The words before the kinds: "enchanted" / "equipped" (the permanent the source is attached to), "other",
    "each", "all", "a"; "nonbasic" / "basic" (CR 205.4c). Returns (attached, other, nonbasic, basic, the rest)."""
    attached = other = nonbasic = basic = False
    head = re.match(r"(?i)(enchanted|equipped|fortified|other|each|all|an?)\s+", w)
    if head:
        word = head.group(1).lower()
        if word in ("enchanted", "equipped"):
            attached = True
        elif word == "fortified":
            raise NotUnderstood("fortified land: not understood")
        elif word == "other":
            other = True
        w = w[head.end():]
    low = re.match(r"(?i)(nonbasic|basic)\s+", w)  # "Basic lands you control" (Sovereign's Realm)
    if low:
        nonbasic, basic = low.group(1).lower() == "nonbasic", low.group(1).lower() == "basic"
        w = w[low.end():]
    if w.lower() in ("nonbasic lands", "nonbasic land"):
        nonbasic, w = True, "land"
    return attached, other, nonbasic, basic, w


def _kinds_scope(w: str, text: str, controller: str, *, nonbasic: bool, basic: bool, attached: bool,
                 other: bool) -> Scope:
    """The scope of the kinds in ``w``: a subtype with a card type ("Sliver creatures"), or alternatives, all card
    types or all subtypes ("a Mountain, Forest, or Plains")."""
    parts = [p for p in re.split(r",\s*or\s+|,\s*|\s+or\s+", w) if p]
    card_types: set[str] = set()
    subtypes: set[str] = set()
    both = re.fullmatch(r"([A-Z][\w'-]*) (\w+)", w.strip()) if len(parts) == 1 else None
    if (both and singular_word(both.group(2)).lower() in CARD_TYPE_WORDS
            and both.group(1) not in NOT_SUBTYPES and not both.group(1).startswith("Non")):
        # "Sliver creatures you control" (Manaweft Sliver): a subtype (written singular) and a card type, both
        # required; "Black creatures", "Legendary creatures", "Attacking creatures" are not subtypes.
        subs = _type_or_subtype(both.group(1))[1]
        types = _type_or_subtype(singular_word(both.group(2)))[0]
        if subs and types:
            return Scope(types, subs, controller, nonbasic, basic, attached, other, text=text)
    for part in parts:
        if " " in part.strip():
            raise NotUnderstood(f"permanents not understood: {text!r}")
        types, subs = _type_or_subtype(singular_word(part.strip()))
        card_types |= types
        subtypes |= subs
    if card_types and subtypes:
        raise NotUnderstood(f"permanents not understood: {text!r}")
    return Scope(frozenset(card_types), frozenset(subtypes), controller, nonbasic, basic, attached, other,
                 text=text)
