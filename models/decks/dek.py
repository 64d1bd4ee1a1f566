"""MTGO ``.dek`` files: an XML ``<Deck>`` with one ``<Cards Quantity="4" Sideboard="false" Name="…"/>`` element
per card.

Read with the standard library's expat parser, which reports the line of each element (for messages) and refuses
entity expansion attacks; DTDs and entities are not needed by a deck and are not read.

Examples
--------
>>> xml = ('<?xml version="1.0" encoding="utf-8"?>\\n<Deck>\\n'
...        '  <Cards CatID="1" Quantity="4" Sideboard="false" Name="Lightning Bolt" Annotation="0" />\\n'
...        '  <Cards CatID="2" Quantity="2" Sideboard="true" Name="Duress" Annotation="0" />\\n</Deck>\\n')
>>> [(c.count, c.name, c.section, c.line) for c in read_dek(xml).cards]
[(4, 'Lightning Bolt', 'main', 3), (2, 'Duress', 'sideboard', 4)]
"""

from __future__ import annotations

from xml.parsers import expat

from ..limits import MAX_COUNT
from .text import ListedCard, TextReading
from .values import DeckListError

__all__ = ["read_dek", "looks_like_dek"]



def looks_like_dek(text: str) -> bool:
    """Whether ``text`` is XML, to be read as an MTGO ``.dek`` file (whose root element must be ``Deck``).

    >>> looks_like_dek('<?xml version="1.0"?>\\n<Deck xmlns:xsd="x"></Deck>'), looks_like_dek("4 Lightning Bolt")
    (True, False)
    """
    return text.lstrip("\ufeff \t\r\n").startswith("<")


def read_dek(text: str, file: str | None = None) -> TextReading:
    """Read an MTGO ``.dek`` file.

    Parameters
    ----------
    text : str
        The file's text.
    file : str, optional
        The file's name, for messages.

    Returns
    -------
    TextReading
        Cards with ``Sideboard="true"`` are in the section ``'sideboard'``.

    Raises
    ------
    DeckListError
        For XML that does not parse, a root other than ``Deck``, a ``Cards`` element without a name or with a bad
        quantity, or a DTD (not part of a deck file); naming the line.
    """
    lines = text.splitlines()
    cards: list[ListedCard] = []
    parser = expat.ParserCreate()
    depth = [0]

    def error(problem: str, number: int) -> DeckListError:
        return DeckListError(problem, file, number, lines[number - 1] if 0 < number <= len(lines) else None)

    def start(tag: str, attributes: dict[str, str]) -> None:
        number = parser.CurrentLineNumber
        depth[0] += 1
        if depth[0] == 1 and tag != "Deck":
            raise error(f"the root element is <{tag}>, not <Deck>: not an MTGO .dek file", number)
        if tag != "Cards":
            return
        name = " ".join((attributes.get("Name") or "").split())
        if not name:
            raise error("a <Cards> element without a Name", number)
        quantity = (attributes.get("Quantity") or "").strip()
        if not quantity.isdigit():
            raise error(f"Quantity {quantity!r} is not a number of cards", number)
        count = int(quantity)
        if count < 1 or count > MAX_COUNT:
            raise error(f"Quantity {count:,} is not from 1 to {MAX_COUNT:,}", number)
        sideboard = (attributes.get("Sideboard") or "false").strip().lower()
        if sideboard not in ("true", "false"):
            raise error(f"Sideboard {sideboard!r} is neither true nor false", number)
        section = "sideboard" if sideboard == "true" else "main"
        shown = lines[number - 1].strip() if 0 < number <= len(lines) else name
        cards.append(ListedCard(name, count, section, number, shown))

    def end(tag: str) -> None:
        depth[0] -= 1

    def no_dtd(*args) -> None:
        raise error("a DTD or entity declaration: an MTGO .dek file has none", parser.CurrentLineNumber)

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.StartDoctypeDeclHandler = no_dtd
    parser.EntityDeclHandler = no_dtd
    try:
        parser.Parse(text.lstrip("\ufeff"), True)
    except expat.ExpatError as exc:
        raise error(f"not well-formed XML: {expat.ErrorString(exc.code)}", exc.lineno) from None
    return TextReading(tuple(cards), "mtgo-dek")
