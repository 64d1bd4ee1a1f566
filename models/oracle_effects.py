"""Effects of mana abilities, read from text: what "Add …" adds (CR 106.4) and the riders that may follow it.

An effect is a list of sentences. The first must be an "Add" sentence that one form of :data:`ADD_FORMS` reads
whole; each later sentence must be a rider of :data:`RIDERS` (the source dealing damage to you, a mine that is
sacrificed when its counters run out). Anything else makes the whole ability unsupported: a partly understood
ability is never used (:class:`~manaplan.models.oracle_text.NotUnderstood`). To understand a new form, add one
small function and one row.

Older Oracle wording is read too: "Add {G} to your mana pool." and, before the {C} symbol existed (2016), "Add {1}"
or "Add {2}" for colorless mana.

Self-references must already be marked (``~``, see :func:`~manaplan.models.oracle_text.mark_self`).

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
from typing import Any

from manaplan.models.abilities import Produce
from manaplan.models.mana import ManaType
from manaplan.models.oracle_text import SELF, NotUnderstood, number_value, split_sentences

__all__ = ["ADD_FORMS", "RIDERS", "parse_add", "parse_mana_effect", "mana_symbols"]

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


def _n_of_any_one_color(m: re.Match[str]) -> Produce:
    """"two mana of any one color", "three mana of any one color"."""
    n = number_value(m.group("n"))
    if n < 1:
        raise NotUnderstood(f"amount {m.group('n')!r} not understood")
    return Produce.any_color(n)


#: The forms of what an "Add" sentence adds: (pattern matched against the words between "Add " and the full stop,
#: with any "to your mana pool" removed; function of the match returning a
#: :class:`~manaplan.models.abilities.Produce`). The first match wins.
ADD_FORMS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], Produce]], ...] = (
    (re.compile(rf"{_COMBO}(?:(?:,\s*{_COMBO})*,?\s+or\s+{_COMBO})?"), _fixed),
    (re.compile(r"one mana of any color"), _one_of_any_color),
    (re.compile(r"(?P<n>\w+) mana of any one color"), _n_of_any_one_color),
)

_ADD_SENTENCE = re.compile(r"Add (?P<what>.+?)(?: to your mana pool)?\.")


def parse_add(sentence: str) -> Produce:
    """What one "Add …" sentence adds.

    Parameters
    ----------
    sentence : str
        One sentence, with its full stop: ``'Add {W}{W}, {W}{U}, or {U}{U}.'``.

    Returns
    -------
    Produce

    Raises
    ------
    NotUnderstood
        When the sentence is not one of :data:`ADD_FORMS` ("Add {G} for each Elf you control.", "Add X mana …").

    Examples
    --------
    >>> parse_add("Add {G} to your mana pool.").describe()
    'Add {G}.'
    >>> parse_add("Add {W}, {U}, or {B}.").could_produce() == {ManaType.W, ManaType.U, ManaType.B}
    True
    >>> parse_add("Add {G} for each Elf you control.")
    Traceback (most recent call last):
    ...
    manaplan.models.oracle_text.NotUnderstood: mana produced not understood: 'Add {G} for each Elf you control.'
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
    """"~ deals 1 damage to you." (pain lands, Ancient Tomb): life lost whenever the ability resolves."""
    return {"damage_to_you": number_value(m.group("n"))}


def _sacrifice_when_out(m: re.Match[str]) -> dict[str, Any]:
    """"If there are no mining counters on ~, sacrifice it." (Gemstone Mine)."""
    return {"sacrifice_if_no_counters": m.group("kind")}


#: Sentences that may follow the "Add" sentence of a mana ability: (pattern matched against the whole sentence,
#: function of the match returning the :class:`~manaplan.models.abilities.ManaAbility` fields it sets).
RIDERS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], dict[str, Any]]], ...] = (
    (re.compile(rf"{_S} deals (?P<n>\w+) damage to you\."), _damage_to_you),
    (re.compile(rf"If there are no (?P<kind>[\w+/-]+) counters on {_S}, sacrifice (?:it|{_S})\."),
     _sacrifice_when_out),
)


def parse_mana_effect(effect: str) -> tuple[Produce, dict[str, Any]]:
    """What a mana ability's effect adds, and the fields its riders set.

    Parameters
    ----------
    effect : str
        The text after the colon: ``'Add {R} or {G}. ~ deals 1 damage to you.'``.

    Returns
    -------
    (Produce, dict)
        The output and the :class:`~manaplan.models.abilities.ManaAbility` fields the riders set
        (``damage_to_you``, ``sacrifice_if_no_counters``).

    Raises
    ------
    NotUnderstood
        When the first sentence is not an understood "Add" sentence, or a later one is not a rider.

    Examples
    --------
    >>> parse_mana_effect("Add {R} or {G}. ~ deals 1 damage to you.")[1]
    {'damage_to_you': 1}
    >>> parse_mana_effect("Add {G}. Activate only as a sorcery.")
    Traceback (most recent call last):
    ...
    manaplan.models.oracle_text.NotUnderstood: extra effect not understood: 'Activate only as a sorcery.'
    """
    sentences = split_sentences(effect)
    if not sentences:
        raise NotUnderstood("no effect")
    produce = parse_add(sentences[0])
    riders: dict[str, Any] = {}
    for sentence in sentences[1:]:
        for pattern, read in RIDERS:
            m = pattern.fullmatch(sentence)
            if m:
                fields = read(m)
                if riders.keys() & fields.keys():
                    raise NotUnderstood(f"rider repeated: {sentence!r}")
                riders.update(fields)
                break
        else:
            raise NotUnderstood(f"extra effect not understood: {sentence!r}")
    return produce, riders
