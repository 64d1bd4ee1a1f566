"""Deck lists as players export them: values (:mod:`.values`) and the readers of each format (:mod:`.text` for the
text formats, :mod:`.dek` for MTGO's XML), joined by :mod:`.read`, which recognises the format by content and finds
the names in the card database.

>>> from manaplan.models.decks import parse_decklist
>>> parse_decklist("1 Atraxa, Praetors' Voice *CMDR*\\n99 Forest\\n").commanders
(Card("Atraxa, Praetors' Voice"),)
"""

from .read import STDIN, load_decklist, parse_decklist
from .values import FORMAT_NAMES, DeckEntry, DeckList, DeckListError, is_land_card

__all__ = ["DeckEntry", "DeckList", "DeckListError", "FORMAT_NAMES", "is_land_card", "load_decklist",
           "parse_decklist", "STDIN"]
