"""How the ability values say themselves in Oracle words: braced mana, count words, counters, card kinds.

Shared by the ``describe()`` methods of every family; nothing here knows a rule.
"""

from __future__ import annotations

from ..mana import ManaType, sort_types

__all__ = ["mana_text", "count_word", "counter_words", "amount_word", "braced_list", "graveyard_card_words"]


def mana_text(types: tuple[ManaType, ...]) -> str:
    """Braced symbols for a combination of mana, e.g. ``'{W}{U}'``."""
    return "".join(f"{{{t.value}}}" for t in types)


def count_word(n: int) -> str:
    """The word for a count as Oracle text writes it after a verb: ``'a'``, ``'two'`` … ``'ten'``, else digits."""
    return {1: "a", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
            10: "ten"}.get(n, str(n))


def counter_words(n: int, kind: str, *, or_more: bool = False) -> str:
    """Counters as Oracle text names them: ``n`` of ``kind``, "or more" when ``or_more``.

    Examples
    --------
    >>> counter_words(1, "charge"), counter_words(1, "oil"), counter_words(2, "+1/+1")
    ('a charge counter', 'an oil counter', 'two +1/+1 counters')
    >>> counter_words(3, "brick", or_more=True)
    'three or more brick counters'
    """
    if n == 1:
        return f"{'an' if kind[:1].lower() in 'aeiou' else 'a'} {kind} counter"
    return f"{count_word(n)}{' or more' if or_more else ''} {kind} counters"


def amount_word(n: int) -> str:
    """An amount of mana as Oracle text writes it before "mana" ("one mana", "two mana"): ``'one'`` for 1, else
    :func:`count_word`.

    Examples
    --------
    >>> amount_word(1), amount_word(3), amount_word(12)
    ('one', 'three', '12')
    """
    return "one" if n == 1 else count_word(n)


def braced_list(types: frozenset[ManaType], joiner: str) -> str:
    """Mana types as a list of braced symbols in WUBRGC order, the last joined by ``joiner``.

    Examples
    --------
    >>> braced_list(frozenset({ManaType.G, ManaType.R}), "and/or")
    '{R} and/or {G}'
    >>> braced_list(frozenset({ManaType.R, ManaType.U, ManaType.B}), "and/or")
    '{U}, {B}, and/or {R}'
    """
    texts = [f"{{{t.value}}}" for t in sort_types(types)]
    if len(texts) <= 2:
        return f" {joiner} ".join(texts)
    return ", ".join(texts[:-1]) + f", {joiner} {texts[-1]}"


def graveyard_card_words(types: frozenset[str]) -> str:
    """``'cards'``, ``'creature cards'``, ``'instant and/or sorcery cards'`` (card types in alphabetical order)."""
    words = " and/or ".join(t.lower() for t in sorted(types))
    return f"{words} cards" if words else "cards"
