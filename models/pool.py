"""Mana in a pool (CR 106.4): counts of each type.

Examples
--------
>>> pool = ManaPool.parse('{R}{R}{C}')
>>> pool
ManaPool.parse('{R}{R}{C}')
>>> pool[ManaType.R], pool.total
(2, 3)
>>> str(ManaPool.parse(''))
''
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from .costs import ManaCost, SymbolKind
from .errors import CostSyntaxError
from .mana import ALL_TYPES, ManaType

__all__ = ["ManaPool"]


@dataclass(frozen=True, slots=True)
class ManaPool:
    """An amount of each mana type, in WUBRGC order: ``counts[i]`` is the amount of ``ALL_TYPES[i]``."""

    counts: tuple[int, int, int, int, int, int] = (0, 0, 0, 0, 0, 0)

    @classmethod
    def of(cls, amounts: Mapping[ManaType, int]) -> ManaPool:
        """A pool from a mapping of type to amount."""
        return cls(tuple(int(amounts.get(t, 0)) for t in ALL_TYPES))  # type: ignore[arg-type]

    @classmethod
    def parse(cls, text: str) -> ManaPool:
        """Mana symbols ``{W}{U}{B}{R}{G}{C}`` (or shorthand ``'RRC'``); nothing else can be in a pool.

        Raises
        ------
        CostSyntaxError
            For a symbol that is not one type of mana, such as ``{2}`` or ``{W/U}``.
        """
        cost = ManaCost.parse(text)
        amounts = dict.fromkeys(ALL_TYPES, 0)
        for sym in cost:
            if sym.kind is SymbolKind.COLORED:
                amounts[sym.colors[0]] += 1
            elif sym.kind is SymbolKind.COLORLESS:
                amounts[ManaType.C] += 1
            elif not (sym.kind is SymbolKind.GENERIC and sym.amount == 0):
                raise CostSyntaxError(text, max(text.find(sym.text), 0), sym.text,
                                      "a pool holds only {W}{U}{B}{R}{G}{C}, not")
        return cls.of(amounts)

    def __getitem__(self, t: ManaType) -> int:
        return self.counts[t.order]

    def items(self) -> Iterator[tuple[ManaType, int]]:
        """(type, amount) for each type with a positive amount, in WUBRGC order."""
        return ((t, n) for t, n in zip(ALL_TYPES, self.counts) if n)

    @property
    def total(self) -> int:
        """How much mana the pool holds."""
        return sum(self.counts)

    def __bool__(self) -> bool:
        return self.total > 0

    @property
    def text(self) -> str:
        """Symbols in WUBRGC order, e.g. ``'{R}{R}{C}'``."""
        return "".join(f"{{{t.value}}}" * n for t, n in self.items())

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"ManaPool.parse({self.text!r})"

    def __add__(self, other: ManaPool) -> ManaPool:
        return ManaPool(tuple(a + b for a, b in zip(self.counts, other.counts)))  # type: ignore[arg-type]
