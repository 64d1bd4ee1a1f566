"""Errors for input a user can fix.

Every exception here derives from :class:`ManaplanError`; the command line prints ``str(error)`` on one line
and exits with status 2. Nothing else should reach a user as a traceback.
"""

from __future__ import annotations

__all__ = ["ManaplanError", "CostSyntaxError", "UnknownCardError", "BoardError", "CardDataError"]


class ManaplanError(Exception):
    """Base class: bad input that the user can fix. ``str()`` is one clear line."""


class CostSyntaxError(ManaplanError, ValueError):
    """A mana cost that does not parse.

    Attributes
    ----------
    text : str
        The whole cost as given.
    position : int
        Index in ``text`` of the bad symbol.
    symbol : str
        The bad symbol (or character) itself.
    """

    def __init__(self, text: str, position: int, symbol: str, problem: str = "unknown mana symbol"):
        self.text, self.position, self.symbol, self.problem = text, position, symbol, problem
        shown = text if len(text) <= 80 else text[:80] + "…"
        super().__init__(f"bad mana cost {shown!r}: {problem} {symbol!r} at position {position + 1}")


class UnknownCardError(ManaplanError, LookupError):
    """No card of that name; ``suggestions`` holds the nearest names (best first)."""

    def __init__(self, name: str, suggestions: tuple[str, ...] = ()):
        self.name, self.suggestions = name, tuple(suggestions)
        hint = f"; did you mean {', '.join(repr(s) for s in self.suggestions)}?" if self.suggestions else ""
        super().__init__(f"unknown card {name!r}{hint} (a card newer than the card database: `manaplan cards import "
                         f"FILE` brings it in)")

    def __reduce__(self):  # keep pickling/copying working with the custom __init__
        return (type(self), (self.name, self.suggestions))


class BoardError(ManaplanError):
    """A board that cannot be read: names the file, the entry and the problem."""

    def __init__(self, problem: str, file: str | None = None, entry: str | None = None):
        self.problem, self.file, self.entry = problem, file, entry
        where = ": ".join(p for p in (file, entry) if p)
        super().__init__(f"{where}: {problem}" if where else problem)

    def __reduce__(self):
        return (type(self), (self.problem, self.file, self.entry))


class CardDataError(ManaplanError):
    """A card database file that is missing, wrong or truncated."""
