"""F. Karsten's 2022 table of coloured sources, as data, and the decks it was computed for.

The table (Karsten 2022, the summary table at the head of the article): for a spell of each cost pattern (``C`` a
coloured symbol of the colour in question, a digit the generic part), the number of sources of that colour a deck
of 40, 60, 80 or 99 cards needs so that, on the play, with his London mulligan rule (Commander: a free first
mulligan and a draw on turn 1), the spell can be cast on the turn equal to its mana value with probability at least
(89 + mana value) %, conditional on having drawn at least that many lands by then. Each entry is the smallest such
number of sources. The decks: 17, 25, 35 and 41 lands for 40, 60, 80 and 99 cards, the sources of the colour among
them and the other lands making another colour; a 99-card deck has a commander.

Transcribed from the article's table (its rows C … 1CCCC); the cells for 40 and 60 cards that issue 23 quotes were
checked against it. ``benchmarks/karsten.py`` recomputes every cell with ``manaplan deck`` on these decks.

References
----------
F. Karsten, "How Many Sources Do You Need to Consistently Cast Your Spells? A 2022 Update", TCGplayer Infinite,
2022-08-02.

Examples
--------
>>> TABLE[60]["1CC"], TABLE[40]["C"], threshold(3)
(18, 9, 0.92)
>>> asks(60, pips=2, mana_value=3), asks(99, pips=1, mana_value=9)
(18, None)
>>> table_size(60, commander=False), table_size(99, commander=True), table_size(45, commander=False)
(60, 99, 40)
"""

from __future__ import annotations

from ...models.cards.card import Card
from ...models.decks import DeckEntry, DeckList

__all__ = ["TABLE", "LANDS", "ROWS", "CITATION", "threshold", "asks", "table_size", "row_of", "karsten_deck"]

CITATION = ('F. Karsten, "How Many Sources Do You Need to Consistently Cast Your Spells? A 2022 Update", '
            "TCGplayer Infinite, 2022-08-02")

#: The cost patterns of the table, in its order.
ROWS = ("C", "1C", "2C", "3C", "4C", "5C", "CC", "1CC", "2CC", "3CC", "4CC", "5CC",
        "CCC", "1CCC", "2CCC", "3CCC", "4CCC", "CCCC", "1CCCC")

_COLUMNS = {
    40: (9, 9, 8, 7, 6, 6, 14, 12, 11, 10, 9, 8, 16, 14, 13, 11, 10, 17, 15),
    60: (14, 13, 12, 10, 9, 9, 21, 18, 16, 15, 13, 12, 23, 21, 19, 17, 16, 24, 22),
    80: (19, 18, 16, 15, 14, 12, 28, 25, 23, 20, 19, 17, 32, 29, 26, 24, 22, 34, 31),
    99: (19, 19, 18, 16, 15, 14, 30, 28, 26, 23, 22, 20, 36, 33, 30, 28, 26, 39, 36),
}

#: Deck size → cost pattern → sources needed.
TABLE: dict[int, dict[str, int]] = {size: dict(zip(ROWS, column)) for size, column in _COLUMNS.items()}

#: Deck size → the number of lands of the decks the table was computed for.
LANDS = {40: 17, 60: 25, 80: 35, 99: 41}


def threshold(mana_value: int) -> float:
    """The probability the table asks for a spell of this mana value: (89 + mana value) %.

    >>> threshold(1), threshold(6)
    (0.9, 0.95)
    """
    return round((89 + mana_value) / 100, 2)


def row_of(pips: int, mana_value: int) -> str:
    """The table's name for a cost of ``pips`` symbols of a colour and mana value ``mana_value``.

    >>> row_of(2, 3), row_of(1, 1)
    ('1CC', 'C')
    """
    generic = mana_value - pips
    return f"{generic if generic else ''}{'C' * pips}"


def asks(size: int, pips: int, mana_value: int) -> int | None:
    """The sources of a colour Karsten's table asks of a deck of ``size`` (a key of :data:`TABLE`) for a spell with
    ``pips`` symbols of that colour and this mana value; None when the table has no such row."""
    if pips < 1 or mana_value < pips:
        return None
    return TABLE[size].get(row_of(pips, mana_value))


def table_size(cards: int, commander: bool) -> int:
    """The column of the table for a deck: 99 for a Commander deck, else the nearest of 40, 60 and 80 cards (the
    smaller on a tie)."""
    if commander:
        return 99
    return min((40, 60, 80), key=lambda size: (abs(size - cards), size))


def karsten_deck(size: int, sources: int, rows: tuple[str, ...] = ROWS, lands: int | None = None) -> DeckList:
    """A deck built Karsten's way: ``sources`` Mountains among the lands, the other lands Islands, and the spells
    of the patterns ``rows`` in red (``1CC`` is ``{1}{R}{R}``), their copies filling the rest of the deck; a 99-card
    deck has a colourless commander.

    Parameters
    ----------
    size : int
        40, 60, 80 or 99.
    sources : int
        The red sources, from 0 to the number of lands.
    rows : tuple of str
        The cost patterns of the spells.
    lands : int, optional
        The number of lands (:data:`LANDS` by default).

    Examples
    --------
    >>> deck = karsten_deck(60, 14, ("C", "1CC"))
    >>> deck.size, deck.lands, [(e.card.name, e.count) for e in deck.main]
    (60, 25, [('Mountain', 14), ('Island', 11), ('Karsten C', 18), ('Karsten 1CC', 17)])
    >>> karsten_deck(99, 30, ("CC",)).is_commander
    True
    """
    lands = LANDS[size] if lands is None else lands
    if not 0 <= sources <= lands:
        raise ValueError(f"{sources} sources among {lands} lands")
    mountain = Card("Mountain", "", "Basic Land — Mountain", "({T}: Add {R}.)")
    island = Card("Island", "", "Basic Land — Island", "({T}: Add {U}.)")
    spells = [Card(f"Karsten {row}", "".join(f"{{{c}}}" if c.isdigit() else "{R}" for c in row), "Sorcery", "")
              for row in rows]
    others = size - lands
    entries = [DeckEntry(mountain, sources), DeckEntry(island, lands - sources)]
    entries += [DeckEntry(card, others // len(spells) + (i < others % len(spells))) for i, card in enumerate(spells)]
    commanders = (Card("Karsten Commander", "{5}", "Legendary Artifact Creature — Golem", ""),) if size == 99 else ()
    return DeckList(tuple(e for e in entries if e.count), commanders, source=f"Karsten's {size}-card deck")
