"""Regular expressions compiled when first used, not when their module is imported.

The turn solver reads card text with about 130 regular expressions, each for a family of cards (landfall, token
triggers, untaps, tutors …). Compiling them all as ``turn`` starts took about 25 ms of its start-up, most of them for
texts that no card of the board has; a board of Urza's lands and a few spells uses about 40 of them. A
:class:`LazyPattern` compiles its expression the first time it is used and keeps it: the same matches as
:func:`re.compile`'s pattern, only the moment of compiling differs.

Examples
--------
>>> TAPPED = lazy_compile(r"\\benters(?: the battlefield)? tapped\\b", re.IGNORECASE)
>>> TAPPED.pattern, TAPPED.compiled is None
('\\\\benters(?: the battlefield)? tapped\\\\b', True)
>>> bool(TAPPED.search("This land enters tapped.")), TAPPED.compiled is not None
(True, True)
>>> TAPPED.sub("enters untapped", "It enters tapped.")
'It enters untapped.'
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

__all__ = ["LazyPattern", "lazy_compile"]


class LazyPattern:
    """A regular expression and its flags, compiled (:func:`re.compile`) when a method first needs it.

    Parameters
    ----------
    pattern : str
    flags : int
        As :func:`re.compile` takes them.

    Notes
    -----
    It offers the methods the solver calls on a compiled pattern (``search``, ``match``, ``fullmatch``, ``sub``,
    ``subn``, ``finditer``, ``findall``, ``split``) and its ``pattern`` and ``flags``. Python keeps one module object
    per module, so each pattern is compiled at most once per process; compiling twice at once in two threads gives
    two equal patterns, either of which is kept.
    """

    __slots__ = ("pattern", "flags", "_compiled")

    def __init__(self, pattern: str, flags: int = 0):
        self.pattern = pattern
        self.flags = flags
        self._compiled: re.Pattern[str] | None = None

    @property
    def compiled(self) -> re.Pattern[str] | None:
        """The compiled pattern, or None before its first use."""
        return self._compiled

    def _get(self) -> re.Pattern[str]:
        compiled = self._compiled
        if compiled is None:
            compiled = self._compiled = re.compile(self.pattern, self.flags)
        return compiled

    def search(self, string: str, *args: int) -> re.Match[str] | None:
        return self._get().search(string, *args)

    def match(self, string: str, *args: int) -> re.Match[str] | None:
        return self._get().match(string, *args)

    def fullmatch(self, string: str, *args: int) -> re.Match[str] | None:
        return self._get().fullmatch(string, *args)

    def sub(self, repl: str | Callable[[re.Match[str]], str], string: str, count: int = 0) -> str:
        return self._get().sub(repl, string, count)

    def subn(self, repl: str | Callable[[re.Match[str]], str], string: str, count: int = 0) -> tuple[str, int]:
        return self._get().subn(repl, string, count)

    def finditer(self, string: str, *args: int) -> Iterator[re.Match[str]]:
        return self._get().finditer(string, *args)

    def findall(self, string: str, *args: int) -> list[Any]:
        return self._get().findall(string, *args)

    def split(self, string: str, maxsplit: int = 0) -> list[str]:
        return self._get().split(string, maxsplit)

    def __repr__(self) -> str:
        return f"lazy_compile({self.pattern!r}{', ' + repr(re.RegexFlag(self.flags)) if self.flags else ''})"


def lazy_compile(pattern: str, flags: int = 0) -> LazyPattern:
    """A :class:`LazyPattern`: :func:`re.compile`'s pattern, compiled when first used."""
    return LazyPattern(pattern, flags)
