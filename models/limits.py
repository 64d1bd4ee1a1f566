"""The bounds on input: how big a board, how deep, how many permanents, how large a number.

Every bound here is far beyond any real game and far below what would take the machine down: a board past one is
refused with a clear error (exit status 2) naming the file, the entry and the bound, never truncated silently.
"""

from __future__ import annotations

__all__ = [
    "MAX_BOARD_BYTES", "MAX_DEPTH", "MAX_VALUES", "MAX_COUNT", "MAX_PERMANENTS", "MAX_ZONE_CARDS", "MAX_NUMBER",
    "MAX_LIFE", "MAX_TEXT_AMOUNT", "MAX_JSON_DEPTH",
]

MAX_BOARD_BYTES = 10 * 1024 * 1024
"""The largest board file (or standard input) read: 10 MB."""

MAX_DEPTH = 32
"""How deeply a board file's values may nest (a board needs four levels)."""

MAX_VALUES = 1_000_000
"""How many values a board file may hold, counted after YAML aliases are expanded (a 'billion laughs' board)."""

MAX_COUNT = 10_000
"""The largest ``count`` one entry may have (a guard against typos such as ``count: 40000000``)."""

MAX_PERMANENTS = 10_000
"""The most permanents a board may have in all (counts added up, aliases expanded)."""

MAX_ZONE_CARDS = 10_000
"""The most cards in one of hand, graveyard, library_top and effects."""

MAX_NUMBER = 100_000
"""The largest power, toughness, level, counter count, fact or mana amount (``{100000}``, ``--x``)."""

MAX_LIFE = 1_000_000
"""The largest life total (and the most negative)."""

MAX_TEXT_AMOUNT = 1_000
"""The largest number card text may say ("Add 1000 mana …"); more is left out as not understood."""

MAX_JSON_DEPTH = 64
"""How deeply an imported card file's JSON may nest (a Scryfall card needs five levels)."""
