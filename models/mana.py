"""Mana types (CR 106.1) and the sets of them that abilities and pools talk about.

A mana type is one of the five colours or colorless. Sets of types print in the WUBRGC order that players use.

Examples
--------
>>> ManaType.parse('g')
ManaType.G
>>> types_text(frozenset({ManaType.G, ManaType.W}))
'WG'
>>> parse_types('GUW') == frozenset({ManaType.W, ManaType.U, ManaType.G})
True
"""

from __future__ import annotations

import enum
from collections.abc import Iterable

__all__ = [
    "ManaType",
    "COLORS",
    "ALL_TYPES",
    "COLOR_NAMES",
    "types_text",
    "parse_types",
    "sort_types",
]


class ManaType(enum.Enum):
    """One type of mana: the five colours (CR 105.1) or colorless (CR 106.1b)."""

    W = "W"
    U = "U"
    B = "B"
    R = "R"
    G = "G"
    C = "C"

    @classmethod
    def parse(cls, text: str) -> ManaType:
        """The type for one letter (``'W'``, ``'u'`` …) or colour word (``'green'``, ``'colorless'``).

        Raises
        ------
        ValueError
            If ``text`` names no mana type.
        """
        key = text.strip().upper()
        if key in cls.__members__:
            return cls[key]
        by_name = {name.upper(): t for t, name in COLOR_NAMES.items()}
        if key in by_name:
            return by_name[key]
        raise ValueError(f"not a mana type: {text!r} (use W, U, B, R, G or C)")

    @property
    def is_color(self) -> bool:
        """Whether this type is a colour (everything but colorless)."""
        return self is not ManaType.C

    @property
    def order(self) -> int:
        """Position in WUBRGC order."""
        return _ORDER[self]

    def __repr__(self) -> str:
        return f"ManaType.{self.name}"

    def __str__(self) -> str:
        return self.value


COLORS: tuple[ManaType, ...] = (ManaType.W, ManaType.U, ManaType.B, ManaType.R, ManaType.G)
ALL_TYPES: tuple[ManaType, ...] = COLORS + (ManaType.C,)
_ORDER = {t: i for i, t in enumerate(ALL_TYPES)}
COLOR_NAMES: dict[ManaType, str] = {
    ManaType.W: "white",
    ManaType.U: "blue",
    ManaType.B: "black",
    ManaType.R: "red",
    ManaType.G: "green",
    ManaType.C: "colorless",
}


def sort_types(types: Iterable[ManaType]) -> list[ManaType]:
    """``types`` in WUBRGC order (duplicates kept)."""
    return sorted(types, key=_ORDER.__getitem__)


def types_text(types: Iterable[ManaType]) -> str:
    """Letters of ``types`` in WUBRGC order, e.g. ``'WUG'``; ``''`` for none."""
    return "".join(t.value for t in sort_types(types))


def parse_types(text: str) -> frozenset[ManaType]:
    """The set of types named by letters such as ``'WUG'`` (order and case free).

    Raises
    ------
    ValueError
        If a letter names no mana type.
    """
    return frozenset(ManaType.parse(ch) for ch in text if not ch.isspace())
