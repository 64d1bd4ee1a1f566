"""Reading a deck file: its format recognised by content, its names found in the card database.

:func:`load_decklist` reads a file (or standard input), :func:`parse_decklist` its text. The format is recognised
by what the text holds, never by the file's extension: MTGO's XML ``.dek`` by its ``<Deck>`` root, the text formats
(:mod:`manaplan.models.decks.text`) by their headers and decorations. Names are looked up as boards look them up
(:meth:`~manaplan.models.cards.store.CardDatabase.get`: case, typographic apostrophes, accents and the spaces
around ``//`` do not matter; a near miss gets a "did you mean" error naming the line). A face's name finds the
whole card (``Stomp`` is Bonecrusher Giant, ``Fire`` and MTGO's ``Fire/Ice`` are Fire // Ice).

Examples
--------
>>> deck = parse_decklist("Deck\\n4 Lightning Bolt (M10) 146\\n4 Fire // Ice (MH2) 290\\n16 Mountain\\n\\n"
...                       "Sideboard\\n2 Duress (M19) 94\\n", "izzet.txt")
>>> [(e.count, e.card.name) for e in deck.main], deck.size, deck.left_out
([(4, 'Lightning Bolt'), (4, 'Fire // Ice'), (16, 'Mountain')], 24, ('sideboard: 2 cards',))
>>> parse_decklist("4 Lightnig Bolt\\n", "burn.txt")
Traceback (most recent call last):
...
manaplan.models.decks.values.DeckListError: burn.txt: line 1 '4 Lightnig Bolt': unknown card 'Lightnig Bolt'; did you mean 'Lightning Bolt', ...? (...)
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TextIO

from ..cards.card import Card
from ..cards.store import CardDatabase, default_database
from ..errors import UnknownCardError
from ..files import read_regular_file
from ..limits import MAX_BOARD_BYTES, MAX_ZONE_CARDS
from .dek import looks_like_dek, read_dek
from .text import ListedCard, TextReading, read_text
from .values import DeckEntry, DeckList, DeckListError

__all__ = ["load_decklist", "parse_decklist", "STDIN"]

STDIN = "-"
"""The name that means standard input."""
_STDIN_NAME = "<stdin>"
_MAX_COMMANDERS = 2


def load_decklist(source: str | os.PathLike[str], *, cards: CardDatabase | None = None,
                  stream: TextIO | None = None) -> DeckList:
    """Read a deck file, or standard input for ``'-'``.

    Parameters
    ----------
    source : str or PathLike
        The file (any format of :mod:`manaplan.models.decks`), or ``'-'``.
    cards : CardDatabase, optional
        Where names are looked up; the default database otherwise.
    stream : file-like, optional
        Read instead of standard input for ``'-'`` (tests, embedding).

    Returns
    -------
    DeckList

    Raises
    ------
    DeckListError
        For a file that cannot be read (missing, a directory or device, too large, not UTF-8) or a line that
        cannot be read.
    """
    if isinstance(source, str) and source == STDIN:
        if stream is None and getattr(sys.stdin, "buffer", None) is not None:
            data = sys.stdin.buffer.read(MAX_BOARD_BYTES + 1)
            text = _decoded(data, _STDIN_NAME)
        else:
            text = (stream if stream is not None else sys.stdin).read(MAX_BOARD_BYTES + 1)
            _check_size(len(text), _STDIN_NAME)
        return parse_decklist(text, _STDIN_NAME, cards=cards)
    name = os.fspath(source)
    return parse_decklist(_read_file(Path(source), name), name, cards=cards)


def _check_size(size: int, name: str) -> None:
    if size > MAX_BOARD_BYTES:
        raise DeckListError(f"more than the {MAX_BOARD_BYTES // (1024 * 1024)} MB a deck file may have", name)


def _decoded(data: bytes, name: str) -> str:
    _check_size(len(data), name)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise DeckListError(f"not UTF-8 text (byte {exc.start + 1})", name) from None


def _read_file(path: Path, name: str) -> str:
    """The text of a regular file (a FIFO, a device or a directory is refused before it is read:
    :func:`~manaplan.models.files.read_regular_file`)."""
    data = read_regular_file(path, name, kind="deck file", limit=MAX_BOARD_BYTES, error=DeckListError,
                             too_big=lambda size: f"more than the {MAX_BOARD_BYTES // (1024 * 1024)} MB a deck file "
                                                  f"may have")
    return _decoded(data, name)


def parse_decklist(text: str, source: str = "", *, cards: CardDatabase | None = None) -> DeckList:
    """Read a deck list's text: recognise the format, read the lines, find the names.

    Parameters
    ----------
    text : str
        The file's text.
    source : str
        The file's name, for messages.
    cards : CardDatabase, optional
        Where names are looked up; the default database otherwise.

    Returns
    -------
    DeckList

    Raises
    ------
    DeckListError
        Naming the line, for a line that cannot be read or a name that is no card's; naming the file, for a deck
        without cards or with more than two commanders.
    """
    db = cards if cards is not None else default_database()
    text = text.lstrip("\ufeff")
    reading = read_dek(text, source) if looks_like_dek(text) else read_text(text, source)
    return _deck(reading, db, source)


def _find(db: CardDatabase, listed: ListedCard, source: str) -> Card:
    """The whole card a line names (a face's name finds the card it is a face of)."""
    name = listed.name
    card = db.find(name)
    if card is None and "/" in name and "//" not in name:  # MTGO writes split cards 'Fire/Ice'
        card = db.find(name.replace("/", " // "))
    if card is None:
        try:
            db.get(name)
        except UnknownCardError as exc:
            raise DeckListError(str(exc), source, listed.line, listed.text) from None
    if card.is_face:
        card = db.find(card.full_name) or card
    if card.is_token:
        raise DeckListError(f"{card.name} is a token, not a card a deck can hold", source, listed.line, listed.text)
    return card


def _deck(reading: TextReading, db: CardDatabase, source: str) -> DeckList:
    main: dict[str, list] = {}  # card name -> [card, count, first line]
    commanders: list[Card] = []
    companion: Card | None = None
    out: dict[str, int] = {}
    sideboard_cards: list[tuple[Card, ListedCard]] = []
    notes = list(reading.notes)
    for listed in reading.cards:
        card = _find(db, listed, source)
        if listed.section == "main":
            entry = main.setdefault(card.name, [card, 0, listed.line])
            entry[1] += listed.count
        elif listed.section == "commander":
            if listed.count != 1:
                raise DeckListError(f"a commander is one card, not {listed.count}", source, listed.line, listed.text)
            commanders.append(card)
        elif listed.section == "companion":
            if companion is not None and companion.name != card.name:
                raise DeckListError(f"a second companion ({companion.name} is the first)", source, listed.line,
                                    listed.text)
            companion = card
        else:
            out[listed.section] = out.get(listed.section, 0) + listed.count
            if listed.section == "sideboard":
                sideboard_cards.append((card, listed))
    size = sum(count for _, count, _ in main.values())
    if not commanders and reading.format in ("mtgo-dek", "mtgo-txt") and sideboard_cards:
        commanders = _mtgo_commanders(size, sideboard_cards)
        if commanders:
            del out["sideboard"]
            notes.append(f"the sideboard of {len(commanders)} beside {size} cards is read as the command zone "
                         f"({', '.join(c.name for c in commanders)}), as MTGO stores a commander")
    if len(commanders) > _MAX_COMMANDERS:
        raise DeckListError(f"{len(commanders)} commanders; a deck has at most {_MAX_COMMANDERS} (partners)", source)
    if not main:
        raise DeckListError("no cards in the deck (sideboard and maybeboard are not in it)", source)
    if size > MAX_ZONE_CARDS:
        raise DeckListError(f"{size:,} cards, more than the {MAX_ZONE_CARDS:,} a deck may have", source)
    left_out = tuple(f"{section}: {count} card{'s' if count != 1 else ''}" for section, count in out.items())
    entries = tuple(DeckEntry(card, count, line) for card, count, line in main.values())
    return DeckList(entries, tuple(commanders), companion, reading.format, source, reading.name, left_out,
                    tuple(notes))


def _mtgo_commanders(size: int, sideboard: list[tuple[Card, ListedCard]]) -> list[Card]:
    """MTGO keeps a Commander deck's commander in the sideboard: 99 cards and one commander (or 98 and two
    partners) that can be commanders read as the command zone; anything else stays a sideboard."""
    cards = [card for card, listed in sideboard for _ in range(listed.count)]
    if len(cards) not in (1, 2) or size + len(cards) != 100:
        return []
    if not all(_can_command(card) for card in cards):
        return []
    return cards


def _can_command(card: Card) -> bool:
    face = card.faces[0] if card.faces else card
    text = (face.oracle_text or "").lower()
    return (face.is_legendary and face.is_creature) or "can be your commander" in text
