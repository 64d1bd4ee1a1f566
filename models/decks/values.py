"""Deck lists as values: :class:`DeckEntry`, :class:`DeckList` and the error a bad line raises.

A :class:`DeckList` is what a deck file says once its names are found in the card database: the cards that are
shuffled into the library (each distinct card once, with its count, in file order), the commanders (in the
command zone, never shuffled), the companion (outside the game), and what was left out (sideboard, maybeboard)
and how the file was read. It knows nothing of games; :mod:`manaplan.solver.deck` plays them.

Examples
--------
>>> from manaplan.models.cards.card import Card
>>> bolt = Card("Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target.")
>>> mountain = Card("Mountain", "", "Basic Land — Mountain", "({T}: Add {R}.)")
>>> deck = DeckList((DeckEntry(bolt, 4, 1), DeckEntry(mountain, 20, 2)), source="burn.txt")
>>> deck.size, deck.lands, deck.is_commander
(24, 20, False)
>>> [card.name for card in deck.library()][:5]
['Lightning Bolt', 'Lightning Bolt', 'Lightning Bolt', 'Lightning Bolt', 'Mountain']
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards.card import Card
from ..errors import ManaplanError

__all__ = ["DeckEntry", "DeckList", "DeckListError", "FORMAT_NAMES", "is_land_card"]

#: How each format a deck file is read as is named in messages and in ``DeckList.format``.
FORMAT_NAMES = {
    "text": "plain text",
    "arena": "MTG Arena export",
    "mtgo-txt": "MTGO .txt export",
    "mtgo-dek": "MTGO .dek (XML)",
    "moxfield": "Moxfield export",
    "archidekt": "Archidekt export",
    "forge": "Forge .dck",
}


class DeckListError(ManaplanError):
    """A deck file that cannot be read: names the file, the line (number and text) and the problem, on one line.

    Examples
    --------
    >>> str(DeckListError("unknown card 'Lightnig Bolt'", "burn.txt", 3, "4 Lightnig Bolt"))
    "burn.txt: line 3 '4 Lightnig Bolt': unknown card 'Lightnig Bolt'"
    """

    def __init__(self, problem: str, file: str | None = None, line: int | None = None, text: str | None = None):
        self.problem, self.file, self.line, self.text = problem, file, line, text
        where = []
        if file:
            where.append(file)
        if line is not None:
            shown = text if text is None or len(text) <= 80 else text[:80] + "…"
            where.append(f"line {line}" + (f" {shown.strip()!r}" if shown is not None else ""))
        super().__init__(f"{': '.join(where)}: {problem}" if where else problem)

    def __reduce__(self):  # keep pickling working with the custom __init__ (errors cross process boundaries)
        return (type(self), (self.problem, self.file, self.line, self.text))


def is_land_card(card: Card) -> bool:
    """Whether ``card`` can be played as a land: it is a land, or one of its faces is (a modal double-faced card
    whose back is a land counts: it is a land drop when played so).

    >>> is_land_card(Card("Forest", "", "Basic Land — Forest", "({T}: Add {G}.)"))
    True
    >>> is_land_card(Card("Lightning Bolt", "{R}", "Instant", ""))
    False
    """
    if card.faces and card.layout == "modal_dfc":
        return any(face.is_land for face in card.faces)
    return card.battlefield_face().is_land


@dataclass(frozen=True, slots=True)
class DeckEntry:
    """One distinct card of a deck and how many copies.

    Parameters
    ----------
    card : Card
        The whole card (a split or double-faced card whole, never one of its faces).
    count : int
        At least 1.
    line : int
        The line of the file it was first read from (1-based), for messages.
    """

    card: Card
    count: int
    line: int = 0


@dataclass(frozen=True, slots=True)
class DeckList:
    """A deck as its file lists it, its names found in the card database.

    Parameters
    ----------
    main : tuple of DeckEntry
        The cards shuffled into the library, each distinct card once (copies listed on several lines are added
        up), in the order the file first lists them.
    commanders : tuple of Card
        The commanders, in the command zone (CR 903.6): never in the library. A deck with a commander plays by the
        Commander rules (a free first mulligan, a draw on the first turn).
    companion : Card or None
        The companion, outside the game: not in the library.
    format : str
        How the file was read, a key of :data:`FORMAT_NAMES`.
    source : str
        The file's name, for messages.
    name : str or None
        The deck's name where the file gives one.
    left_out : tuple of str
        What the file lists that is not in the deck ("sideboard: 15 cards").
    notes : tuple of str
        How an ambiguous part of the file was read, in a sentence each.
    """

    main: tuple[DeckEntry, ...]
    commanders: tuple[Card, ...] = ()
    companion: Card | None = None
    format: str = "text"
    source: str = ""
    name: str | None = None
    left_out: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()

    @property
    def size(self) -> int:
        """The number of cards in the library (commanders and companion not counted)."""
        return sum(entry.count for entry in self.main)

    @property
    def lands(self) -> int:
        """The number of cards of the library that can be played as a land (:func:`is_land_card`)."""
        return sum(entry.count for entry in self.main if is_land_card(entry.card))

    @property
    def is_commander(self) -> bool:
        """Whether the deck has a commander (and so plays by the Commander rules)."""
        return bool(self.commanders)

    def library(self) -> tuple[Card, ...]:
        """Every card of the library, copies repeated, in the order of :attr:`main`."""
        return tuple(entry.card for entry in self.main for _ in range(entry.count))
