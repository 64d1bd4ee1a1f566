"""How the ability values say themselves in Oracle words: braced mana, count words, counters, card kinds.

Shared by the ``describe()`` methods of every family; nothing here knows a rule. The names with a leading underscore
are for the modules of this package only.
"""

from __future__ import annotations

from ..mana import ManaType, sort_types

__all__ = ["mana_text", "count_word", "graveyard_card_words"]


def mana_text(types: tuple[ManaType, ...]) -> str:
    """Braced symbols for a combination of mana, e.g. ``'{W}{U}'``."""
    return "".join(f"{{{t.value}}}" for t in types)


def count_word(n: int) -> str:
    """The word for a count as Oracle text writes it after a verb: ``'a'``, ``'two'`` … ``'ten'``, else digits."""
    return {1: "a", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
            10: "ten"}.get(n, str(n))


def _counters(n: int, kind: str, *, or_more: bool = False) -> str:
    """``'a charge counter'``, ``'an oil counter'``, ``'two +1/+1 counters'``, ``'three or more brick counters'``."""
    if n == 1:
        return f"{'an' if kind[:1].lower() in 'aeiou' else 'a'} {kind} counter"
    return f"{count_word(n)}{' or more' if or_more else ''} {kind} counters"


def _number_word(n: int) -> str:
    """``'one'``, ``'two'`` … as an amount of mana is written ("one mana", "two mana")."""
    return "one" if n == 1 else count_word(n)


def _braced_list(types: frozenset[ManaType], joiner: str) -> str:
    """``'{R} and/or {G}'``, ``'{U}, {B}, and/or {R}'``."""
    texts = [f"{{{t.value}}}" for t in sort_types(types)]
    if len(texts) <= 2:
        return f" {joiner} ".join(texts)
    return ", ".join(texts[:-1]) + f", {joiner} {texts[-1]}"


def graveyard_card_words(types: frozenset[str]) -> str:
    """``'cards'``, ``'creature cards'``, ``'instant and/or sorcery cards'`` (card types in alphabetical order)."""
    words = " and/or ".join(t.lower() for t in sorted(types))
    return f"{words} cards" if words else "cards"
