"""Activation costs of mana abilities, read from text (CR 602.1a, 118).

A cost is a comma-separated list of parts; each part is read by the first entry of :data:`COST_PARTS` whose pattern
matches it whole. To understand a new kind of cost, add one small function and one row. A part no row matches
makes the whole ability unsupported (:class:`~manaplan.models.oracle_text.NotUnderstood`).

Self-references must already be marked (``~``, see :func:`~manaplan.models.oracle_text.mark_self`).

Examples
--------
>>> parse_activation_cost("{1}, {T}").describe()
'{1}, {T}'
>>> parse_activation_cost("{T}, Sacrifice ~").sacrifice_self
True
>>> (creature,) = parse_activation_cost("Sacrifice a creature").sacrifices
>>> creature.card_types, creature.text
(frozenset({'Creature'}), 'a creature')
>>> parse_activation_cost("{T}, Pay {E}")
Traceback (most recent call last):
...
manaplan.models.oracle_text.NotUnderstood: cost not understood: 'Pay {E}'
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from manaplan.models.abilities import ActivationCost, PermanentFilter
from manaplan.models.costs import ManaCost, SymbolKind
from manaplan.models.errors import CostSyntaxError
from manaplan.models.oracle_text import SELF, NotUnderstood, number_value

__all__ = ["COST_PARTS", "parse_activation_cost", "parse_permanent_filter", "CARD_TYPE_WORDS"]

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
    """Mana symbols (CR 107.4): ``{1}``, ``{W/U}``, ``{2}{G}`` …; ``{X}`` is not understood here."""
    try:
        cost = ManaCost.parse(m.group(0))
    except CostSyntaxError as error:
        raise NotUnderstood(f"cost not understood: {m.group(0)!r}") from error
    if any(s.kind is SymbolKind.X for s in cost):
        raise NotUnderstood(f"cost with X not understood: {m.group(0)!r}")
    return {"mana": cost}


def _life(m: re.Match[str]) -> dict[str, Any]:
    """"Pay N life" (CR 119.4)."""
    return {"life": number_value(m.group("n"))}


def _sacrifice_self(m: re.Match[str]) -> dict[str, Any]:
    """"Sacrifice ~" (its name, "this artifact", "this land" …)."""
    return {"sacrifice_self": True}


def _remove_counters(m: re.Match[str]) -> dict[str, Any]:
    """"Remove a charge counter from ~", "Remove two +1/+1 counters from ~"."""
    return {"remove_counters": ((m.group("kind"), number_value(m.group("n"))),)}


def _sacrifice_other(m: re.Match[str]) -> dict[str, Any]:
    """"Sacrifice a creature", "Sacrifice a Forest", "Sacrifice another artifact" (one permanent)."""
    count_word, words = m.group("n"), m.group("what")
    another = count_word.lower() == "another"
    return {"sacrifices": (parse_permanent_filter(words, another=another, text=f"{count_word} {words}"),)}


#: The forms a cost part may take: (pattern matched against the whole part, function of the match that returns
#: the :class:`~manaplan.models.abilities.ActivationCost` fields it sets). The first match wins.
COST_PARTS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], dict[str, Any]]], ...] = (
    (re.compile(r"\{T\}"), _tap),
    (re.compile(r"\{Q\}"), _untap),
    (re.compile(r"(?:\{[^{}]+\})+"), _mana),
    (re.compile(r"[Pp]ay (?P<n>\w+) life"), _life),
    (re.compile(rf"[Ss]acrifice {_S}"), _sacrifice_self),
    (re.compile(rf"[Rr]emove (?P<n>a|an|one|two|three|four|five|\d+) (?P<kind>[\w+/-]+) counters? from {_S}"),
     _remove_counters),
    (re.compile(r"[Ss]acrifice (?P<n>a|an|another) (?P<what>[^,]+)"), _sacrifice_other),
)


# ---------------------------------------------------------------------------------------------------- filters
_SUBTYPE_WORD = re.compile(r"[A-Z][\w'-]*")


def parse_permanent_filter(words: str, *, another: bool = False, text: str = "") -> PermanentFilter:
    """The kind of permanent named by ``words`` in a cost: "creature", "Forest", "untapped artifact or creature".

    Understood: optional "untapped"; then "permanent" (any), or alternatives joined by "or", all card types
    ("artifact or creature") or all subtypes ("Swamp or Mountain"), or one subtype with one card type ("Elf
    creature"); an optional trailing "you control" (you can only sacrifice your own permanents anyway).

    Parameters
    ----------
    words : str
        The words after the count: ``'creature'``, ``'Forest'``, ``'artifact or creature you control'``.
    another : bool
        The cost said "another".
    text : str
        The words as printed, kept on the filter ("a creature").

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
    >>> parse_permanent_filter("nonland permanent")
    Traceback (most recent call last):
    ...
    manaplan.models.oracle_text.NotUnderstood: permanent to sacrifice not understood: 'nonland permanent'
    """
    original = words
    words = re.sub(r"\s+you control$", "", words.strip())
    untapped = False
    if words.startswith("untapped "):
        untapped, words = True, words[len("untapped "):]
    bad = NotUnderstood(f"permanent to sacrifice not understood: {original!r}")
    alternatives = [w.strip() for w in re.split(r",\s*(?:or\s+)?|\s+or\s+", words) if w.strip()]
    types: set[str] = set()
    subtypes: set[str] = set()
    if len(alternatives) == 1 and len(alternatives[0].split()) == 2:
        sub, card_type = alternatives[0].split()
        if not _SUBTYPE_WORD.fullmatch(sub) or card_type not in CARD_TYPE_WORDS:
            raise bad
        return PermanentFilter(frozenset({CARD_TYPE_WORDS[card_type]}), frozenset({sub}), another, untapped, text)
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
    return PermanentFilter(frozenset(types), frozenset(subtypes), another, untapped, text)


# ---------------------------------------------------------------------------------------------------- the whole cost
def _split_parts(cost: str) -> list[str]:
    return [p.strip() for p in cost.split(",") if p.strip()]


def _merge(fields: list[dict[str, Any]]) -> ActivationCost:
    out: dict[str, Any] = {}
    for f in fields:
        for key, value in f.items():
            if key in out and key in ("tap", "untap", "sacrifice_self"):
                raise NotUnderstood(f"cost repeats {key.replace('_', ' ')}")
            if key == "mana" and key in out:
                value = out[key] + value
            elif key == "life" and key in out:
                value = out[key] + value
            elif key in ("sacrifices", "remove_counters") and key in out:
                value = out[key] + value
            out[key] = value
    return ActivationCost(**out)


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
