"""The cost language: mana symbols (CR 107.4) and mana costs (CR 202.1).

Costs parse from braces as printed on cards (``'{3}{W}{U}'``, ``'{X}{R}'``, ``'{W/U}'``, ``'{2/W}'``,
``'{W/P}'``, ``'{G/W/P}'``, ``'{C}'``, ``'{S}'``, ``'{0}'``) and from shorthand without braces
(``'3WU'``, ``'XR'``, ``'2/W'``). They print back canonically, so that ``ManaCost.parse(str(c)) == c``.

Examples
--------
>>> cost = ManaCost.parse('3WU')
>>> cost
ManaCost.parse('{3}{W}{U}')
>>> str(cost), cost.mana_value
('{3}{W}{U}', 5)
>>> ManaCost.parse('{U/W}{2/g}{p/b}')   # hybrid pairs are put in printed order
ManaCost.parse('{W/U}{2/G}{B/P}')
>>> ManaCost.parse('{X}{X}{R}').mana_value_with(x=3)
7
>>> ManaCost.parse('{W}{oops}')
Traceback (most recent call last):
...
manaplan.models.errors.CostSyntaxError: bad mana cost '{W}{oops}': unknown mana symbol '{oops}' at position 4
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterator
from dataclasses import dataclass

from .errors import CostSyntaxError
from .limits import MAX_NUMBER
from .mana import COLORS, ManaType

__all__ = ["SymbolKind", "ManaSymbol", "ManaCost", "canonical_pair"]


class SymbolKind(enum.Enum):
    """The families of mana symbols of CR 107.4."""

    GENERIC = "generic"  # {0}, {1}, {2} …
    COLORED = "colored"  # {W} {U} {B} {R} {G}
    COLORLESS = "colorless"  # {C}: colorless mana specifically (CR 107.4c)
    SNOW = "snow"  # {S}: mana from a snow source (CR 107.4h)
    X = "X"  # {X} (CR 107.3)
    HYBRID = "hybrid"  # {W/U} (CR 107.4e)
    MONO_HYBRID = "monocolored hybrid"  # {2/W} (CR 107.4e)
    PHYREXIAN = "Phyrexian"  # {W/P}: the colour or 2 life (CR 107.4f)
    HYBRID_PHYREXIAN = "hybrid Phyrexian"  # {G/W/P}: either colour or 2 life (CR 107.4f)


def canonical_pair(a: ManaType, b: ManaType) -> tuple[ManaType, ManaType]:
    """Two colours in the order printed on hybrid symbols: ``W/U``, ``U/B`` … and ``W/B``, ``U/R`` ….

    The first colour is the one from which the other lies one or two steps clockwise on the colour wheel.

    >>> canonical_pair(ManaType.W, ManaType.G)
    (ManaType.G, ManaType.W)
    """
    ia, ib = COLORS.index(a), COLORS.index(b)
    return (a, b) if (ib - ia) % 5 in (1, 2) else (b, a)


@dataclass(frozen=True, slots=True)
class ManaSymbol:
    """One mana symbol.

    Parameters
    ----------
    kind : SymbolKind
    colors : tuple of ManaType
        The colour(s) the symbol names: one for colored, mono-hybrid and Phyrexian, two for hybrid and hybrid
        Phyrexian, none otherwise.
    amount : int
        The number of a generic symbol; 2 for the generic half of a monocolored hybrid symbol; 0 otherwise.
    """

    kind: SymbolKind
    colors: tuple[ManaType, ...] = ()
    amount: int = 0

    @property
    def text(self) -> str:
        """The symbol as printed, with braces: ``'{W/U}'``."""
        k = self.kind
        if k is SymbolKind.GENERIC:
            return f"{{{self.amount}}}"
        if k is SymbolKind.COLORED:
            return f"{{{self.colors[0].value}}}"
        if k is SymbolKind.COLORLESS:
            return "{C}"
        if k is SymbolKind.SNOW:
            return "{S}"
        if k is SymbolKind.X:
            return "{X}"
        if k is SymbolKind.HYBRID:
            return f"{{{self.colors[0].value}/{self.colors[1].value}}}"
        if k is SymbolKind.MONO_HYBRID:
            return f"{{{self.amount}/{self.colors[0].value}}}"
        if k is SymbolKind.PHYREXIAN:
            return f"{{{self.colors[0].value}/P}}"
        return f"{{{self.colors[0].value}/{self.colors[1].value}/P}}"

    @property
    def mana_value(self) -> int:
        """This symbol's share of a mana value (CR 202.2): X counts 0, ``{2/W}`` counts 2."""
        if self.kind is SymbolKind.GENERIC or self.kind is SymbolKind.MONO_HYBRID:
            return self.amount
        return 0 if self.kind is SymbolKind.X else 1

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"ManaSymbol.parse({self.text!r})"

    @classmethod
    def parse(cls, text: str) -> ManaSymbol:
        """One symbol, with or without braces (``'{W/U}'`` or ``'W/U'``).

        Raises
        ------
        CostSyntaxError
            If ``text`` is not exactly one mana symbol.
        """
        cost = ManaCost.parse(text if text.startswith("{") else "{" + text + "}")
        if len(cost.symbols) != 1:
            raise CostSyntaxError(text, 0, text, "not a single mana symbol")
        return cost.symbols[0]


_ONE_LETTER = {
    "C": ManaSymbol(SymbolKind.COLORLESS),
    "S": ManaSymbol(SymbolKind.SNOW),
    "X": ManaSymbol(SymbolKind.X),
}


def _is_number(text: str) -> bool:
    """ASCII digits only: ``'²'`` and ``'١'`` are digits to ``str.isdigit`` but not numbers on a card."""
    return text.isascii() and text.isdigit()


def _symbol_from_body(body: str) -> ManaSymbol | None:
    """The symbol whose text between braces is ``body`` (any case), or None."""
    b = body.strip().upper()
    if _is_number(b):
        return ManaSymbol(SymbolKind.GENERIC, amount=int(b))
    if b in ("W", "U", "B", "R", "G"):
        return ManaSymbol(SymbolKind.COLORED, (ManaType(b),))
    if b in _ONE_LETTER:
        return _ONE_LETTER[b]
    parts = b.split("/")
    if len(parts) == 2:
        p, q = parts
        if _is_number(p) and q in "WUBRG" and len(q) == 1:
            return ManaSymbol(SymbolKind.MONO_HYBRID, (ManaType(q),), int(p))
        if "P" in (p, q) and {p, q} - {"P"} and len(p) == len(q) == 1:
            (c,) = {p, q} - {"P"}
            if c in "WUBRG":
                return ManaSymbol(SymbolKind.PHYREXIAN, (ManaType(c),))
        if len(p) == len(q) == 1 and p in "WUBRG" and q in "WUBRG" and p != q:
            return ManaSymbol(SymbolKind.HYBRID, canonical_pair(ManaType(p), ManaType(q)))
    if len(parts) == 3 and parts.count("P") == 1:
        p, q = [x for x in parts if x != "P"]
        if len(p) == len(q) == 1 and p in "WUBRG" and q in "WUBRG" and p != q:
            return ManaSymbol(SymbolKind.HYBRID_PHYREXIAN, canonical_pair(ManaType(p), ManaType(q)))
    return None


def _check_amount(text: str, position: int, body: str) -> None:
    """Refuse a number past :data:`MAX_AMOUNT` before it is read (``{9223372036854775807}``, 5,000 digits)."""
    m = _NUMBER.match(body.strip())
    if m and (len(m.group()) > 9 or int(m.group()) > MAX_AMOUNT):
        shown = m.group() if len(m.group()) <= 24 else f"{m.group()[:6]}… ({len(m.group())} digits)"
        raise CostSyntaxError(text, position, shown, f"a number past {MAX_AMOUNT:,}, the most manaplan takes:")


# Shorthand tokens: a number (possibly a mono-hybrid "2/W"), or a letter possibly with /-parts ("W/U", "G/W/P").
_SHORTHAND = re.compile(r"[0-9]+(?:/[A-Za-z])?|[A-Za-z](?:/[A-Za-z]){0,2}")

MAX_AMOUNT = MAX_NUMBER
"""The largest number a cost may hold, one symbol or all its generic symbols added up (``{100000}``)."""

MAX_SYMBOLS = 1_000
"""The most symbols a cost may have."""

_NUMBER = re.compile(r"[0-9]+")


@dataclass(frozen=True, slots=True)
class ManaCost:
    """A mana cost: a sequence of mana symbols.

    ``ManaCost(())`` is "no cost" (prints ``''``), distinct from ``ManaCost.parse('{0}')`` (CR 202.1b).
    Parsing puts X symbols first, then one generic symbol holding the sum of all generic symbols, then the
    other symbols in the order written.
    """

    symbols: tuple[ManaSymbol, ...] = ()

    # ----------------------------------------------------------------- parse / print
    @classmethod
    def parse(cls, text: str) -> ManaCost:
        """Parse braces (``'{2}{W}'``), shorthand (``'2W'``) or a mix; case and spaces are free.

        Raises
        ------
        CostSyntaxError
            Pointing at the first symbol that is not a mana symbol.
        """
        if not isinstance(text, str):
            raise CostSyntaxError(str(text), 0, str(text), "a mana cost must be text, not")
        symbols: list[ManaSymbol] = []
        i, n = 0, len(text)
        while i < n:
            ch = text[i]
            if ch.isspace():
                i += 1
                continue
            if len(symbols) >= MAX_SYMBOLS:
                raise CostSyntaxError(text, i, text[i:i + 10], f"more than {MAX_SYMBOLS:,} symbols, at")
            if ch == "{":
                j = text.find("}", i)
                if j < 0:
                    raise CostSyntaxError(text, i, text[i:], "unclosed brace in")
                _check_amount(text, i, text[i + 1 : j])
                sym = _symbol_from_body(text[i + 1 : j])
                if sym is None:
                    raise CostSyntaxError(text, i, text[i : j + 1])
                symbols.append(sym)
                i = j + 1
                continue
            m = _SHORTHAND.match(text, i)
            if m:
                _check_amount(text, i, m.group(0))
            sym = _symbol_from_body(m.group(0)) if m else None
            if sym is None:
                bad = m.group(0) if m else ch
                raise CostSyntaxError(text, i, bad)
            symbols.append(sym)
            i = m.end()
        total = sum(s.amount for s in symbols if s.kind is SymbolKind.GENERIC)
        if total > MAX_AMOUNT:
            raise CostSyntaxError(text, 0, f"{{{total}}}", f"generic mana past {MAX_AMOUNT:,}, the most manaplan "
                                                          f"takes:")
        return cls._canonical(symbols)

    @classmethod
    def _canonical(cls, symbols: list[ManaSymbol]) -> ManaCost:
        xs = [s for s in symbols if s.kind is SymbolKind.X]
        generic = [s for s in symbols if s.kind is SymbolKind.GENERIC]
        rest = [s for s in symbols if s.kind not in (SymbolKind.X, SymbolKind.GENERIC)]
        total = sum(s.amount for s in generic)
        if generic and (total or not (xs or rest)):
            xs.append(ManaSymbol(SymbolKind.GENERIC, amount=total))
        return cls(tuple(xs + rest))

    @property
    def text(self) -> str:
        """The canonical text, e.g. ``'{2}{W}{U}'``; ``''`` for no cost."""
        return "".join(s.text for s in self.symbols)

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"ManaCost.parse({self.text!r})"

    def __iter__(self) -> Iterator[ManaSymbol]:
        return iter(self.symbols)

    def __len__(self) -> int:
        return len(self.symbols)

    def __bool__(self) -> bool:
        return bool(self.symbols)

    def __add__(self, other: ManaCost) -> ManaCost:
        return ManaCost._canonical(list(self.symbols) + list(other.symbols))

    # ----------------------------------------------------------------- facts
    @property
    def mana_value(self) -> int:
        """Mana value with X = 0 (CR 202.3e)."""
        return sum(s.mana_value for s in self.symbols)

    def mana_value_with(self, x: int) -> int:
        """Mana value with each ``{X}`` counted as ``x`` (CR 202.3e: on the stack)."""
        return self.mana_value + x * self.x_count

    @property
    def x_count(self) -> int:
        """How many ``{X}`` symbols the cost has."""
        return sum(1 for s in self.symbols if s.kind is SymbolKind.X)

    @property
    def generic(self) -> int:
        """The generic amount (the sum of ``{N}`` symbols)."""
        return sum(s.amount for s in self.symbols if s.kind is SymbolKind.GENERIC)

    @property
    def colors(self) -> frozenset[ManaType]:
        """The colours of the cost's symbols (CR 202.2)."""
        return frozenset(c for s in self.symbols for c in s.colors)

    def with_x(self, x: int) -> ManaCost:
        """This cost with every ``{X}`` replaced by ``{x}`` generic (CR 107.3a)."""
        if x < 0:
            raise ValueError("X cannot be negative")
        syms = [ManaSymbol(SymbolKind.GENERIC, amount=x) if s.kind is SymbolKind.X else s for s in self.symbols]
        return ManaCost._canonical(syms)


ManaCost.EMPTY = ManaCost(())  # type: ignore[attr-defined]
