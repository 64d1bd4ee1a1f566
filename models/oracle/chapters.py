"""Saga chapter abilities about mana, read from text (CR 714.2b): "II — Add {R}{R}." (The First Eruption), "II — ~
gains "{T}: Add {C}."" (Urza's Saga).

A chapter ability is a triggered ability that triggers when lore counters reach its number, so it is not a mana
ability (CR 605.5a): mana it adds is an :class:`~manaplan.models.effects.EventMana`
(:func:`~manaplan.models.oracle.triggers.event_mana_of`); a mana ability it grants is a
:class:`~manaplan.models.effects.ChapterEffect` whose grant is read as a static ability
(:func:`~manaplan.models.oracle.static.read_static`). The parser reads a line with a chapter prefix ("II —",
"III, IV —") here first.
"""

from __future__ import annotations

import re

from ..effects import ChapterEffect, EventMana, Grant
from .line_reading import QuotedReader
from .static import read_static
from .triggers import event_mana_of

__all__ = ["chapter_mana"]

#: Flavor words (CR 207.2d) before a chapter's effect, listed from the cards ("II, III — Brimstone — Add …").
_CHAPTER_FLAVOR = frozenset({"Brimstone"})


def chapter_mana(prefix: str, body: str, line: str = "", *,
                 read_quoted: QuotedReader) -> tuple[EventMana] | tuple[ChapterEffect] | None:
    """A Saga's chapter ability that adds mana: "II — Add {R}{R}." (The First Eruption), "III, IV — Add {R}." A
    chapter ability is a triggered ability that triggers when lore counters reach its number (CR 714.2b), so it is
    not a mana ability (CR 605.5a). Other effects of the chapter are kept as printed
    (:func:`~manaplan.models.oracle.triggers.event_mana_of`); a flavor word before the effect (CR 207.2d: "II, III —
    Brimstone — Add {R}{R}{R}{R}.") goes. A chapter that grants a mana ability is a
    :class:`~manaplan.models.effects.ChapterEffect`.

    Parameters
    ----------
    prefix : str
        The chapter numbers before the dash (``'II'``, ``'III, IV'``).
    body : str
        The ability after the dash.
    line : str
        The whole line, for :attr:`EventMana.text`.
    read_quoted : QuotedReader
        How to read the ability a chapter grants (:func:`manaplan.models.oracle.parser.read_quoted`).

    Returns
    -------
    tuple of one EventMana or ChapterEffect, or None

    Examples
    --------
    >>> from manaplan.models.oracle.parser import read_quoted
    >>> (e,) = chapter_mana("III, IV", "Add {R}.", read_quoted=read_quoted)
    >>> e.trigger
    'Chapter III, IV (lore counters, CR 714.2b)'
    >>> (e,) = chapter_mana("II", "Add {R}. Put two +1/+1 counters on up to one target creature you control.",
    ...                     read_quoted=read_quoted)
    >>> e.after
    ('Put two +1/+1 counters on up to one target creature you control.',)
    >>> (urza,) = chapter_mana("II", '~ gains "{T}: Add {C}."', read_quoted=read_quoted)
    >>> urza.chapters, urza.effect.ability.describe()
    ((2,), '{T}: Add {C}.')
    >>> chapter_mana("I", "Create a 1/1 white Soldier creature token.", read_quoted=read_quoted) is None
    True
    """
    flavor = re.fullmatch(r"(?P<word>[A-Z][\w' ]*?) \u2014 (?P<rest>.+)", body)
    if flavor and flavor.group("word") in _CHAPTER_FLAVOR:
        body = flavor.group("rest")
    granted = _chapter_grant(prefix, body, line or f"{prefix} \u2014 {body}", read_quoted)
    if granted is not None:
        return granted
    return event_mana_of(f"Chapter {prefix} (lore counters, CR 714.2b)", body, line or f"{prefix} \u2014 {body}")


_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7}
_CHAPTER_GAINS = re.compile(r'(?P<until>Until your next turn, )?(?P<who>~|creatures you control) gains? "(?P<what>.+)"\.?')


def _chapter_grant(prefix: str, body: str, line: str, read_quoted: QuotedReader) -> tuple[ChapterEffect] | None:
    """A chapter that grants a mana ability: "~ gains "{T}: Add {C}."" (Urza's Saga), "~ gains "Creatures you
    control have '{T}: Add {R}, {G}, or {W}.'"" (Roar of the Fifth People: a static ability the Saga gains), "Until
    your next turn, creatures you control gain "{T}: Add one mana of any color."" (Song of Freyalise): a
    :class:`~manaplan.models.effects.ChapterEffect`, or None."""
    m = _CHAPTER_GAINS.fullmatch(body)
    if not m:
        return None
    chapters = tuple(_ROMAN.get(n.strip(), 0) for n in prefix.split(","))
    if 0 in chapters:
        return None
    what = m.group("what")
    if m.group("who") == "~" and not m.group("until") and what.startswith("Creatures you control have '"):
        inner = what.replace("'", '"')  # the Saga's new static ability (CR 113.3d), quoted inside a quote
    else:
        inner = f'{m.group("who")[:1].upper()}{m.group("who")[1:]} {"has" if m.group("who") == "~" else "have"} "{what}"'
    found = read_static(inner, read_quoted)
    if not found or len(found) != 1 or not isinstance(found[0], Grant):
        return None
    static = m.group("who") == "~" and found[0].scope.text != "~"
    return (ChapterEffect(chapters, found[0], until_your_next_turn=bool(m.group("until")), text=line,
                          static=static),)
