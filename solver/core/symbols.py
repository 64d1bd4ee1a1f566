"""Paying mana symbols: the ways to pay each symbol of a cost, as demands on base classes of mana (CR 107.4).

A base class is ``('any',)`` (generic), ``('type', T)``, ``('snow',)`` or ``('pair', A, B)``; a
:class:`~manaplan.solver.core.values.Unit` may pay a class (:func:`class_accepts`), and a class of ``produce``'s
"may be W or U" mana does when all its types do (:mod:`~manaplan.solver.produce.classes`).

Examples
--------
>>> from manaplan.models.costs import ManaCost
>>> [symbol_options(s)[0][0] for s in ManaCost.parse("{1}{G/U}")]
[((('any',), 1),), ((('pair', ManaType.G, ManaType.U), 1),)]
>>> least_mana(ManaCost.parse("{2}{W/P}{X}"))
2
"""

from __future__ import annotations

from ...models.costs import ManaCost, ManaSymbol, SymbolKind
from ...models.mana import ManaType
from .values import Unit

__all__ = ["symbol_options", "class_accepts", "is_costed", "has_phyrexian", "least_mana"]


def symbol_options(sym: ManaSymbol) -> tuple[tuple[tuple[tuple, int], ...], int]:
    """The ways to pay one mana symbol (CR 107.4), as (base-class demands, life) options.

    A base class is ``('any',)`` (generic), ``('type', T)``, ``('snow',)`` or ``('pair', A, B)``.

    Returns
    -------
    (options, life)
        ``options`` is a tuple of ``(demands, life)``, where ``demands`` is a tuple of (class, units).

    Raises
    ------
    ValueError
        For ``{X}``, whose amount the caller decides.

    Examples
    --------
    >>> symbol_options(ManaSymbol.parse('{2/W}'))
    ((((('type', ManaType.W), 1),), 0), (((('any',), 2),), 0))
    >>> symbol_options(ManaSymbol.parse('{B/P}'))[1]
    ((), 2)
    """
    k = sym.kind
    if k is SymbolKind.GENERIC:
        return (((("any",), sym.amount),), 0) if sym.amount else ((), 0),
    if k is SymbolKind.COLORED:
        return (((("type", sym.colors[0]), 1),), 0),
    if k is SymbolKind.COLORLESS:
        return (((("type", ManaType.C), 1),), 0),
    if k is SymbolKind.SNOW:
        return (((("snow",), 1),), 0),
    if k is SymbolKind.HYBRID:
        return (((("pair",) + tuple(sym.colors), 1),), 0),
    if k is SymbolKind.MONO_HYBRID:
        return (((("type", sym.colors[0]), 1),), 0), (((("any",), sym.amount),), 0)
    if k is SymbolKind.PHYREXIAN:
        return (((("type", sym.colors[0]), 1),), 0), ((), 2)
    if k is SymbolKind.HYBRID_PHYREXIAN:
        return (((("pair",) + tuple(sym.colors), 1),), 0), ((), 2)
    raise ValueError(f"{sym.text} has no fixed amount")


def class_accepts(cls: tuple, unit: Unit) -> bool:
    """Whether a unit may pay a base class (see :func:`symbol_options`)."""
    tag = cls[0]
    if tag == "any":
        return True
    if tag == "type":
        return unit.type is cls[1]
    if tag == "snow":
        return unit.snow
    return unit.type in cls[1:]


def is_costed(cost: ManaCost) -> bool:
    """Whether a mana cost asks for any mana (anything but no symbol or ``{0}``): an ability with such a cost is paid
    with mana made earlier (CR 601.2g-h, 602.2b).

    >>> is_costed(ManaCost.parse("{0}")), is_costed(ManaCost.parse("{1}"))
    (False, True)
    """
    return any(not (s.kind is SymbolKind.GENERIC and s.amount == 0) for s in cost)


def has_phyrexian(cost: ManaCost) -> bool:
    """Whether a mana cost has a Phyrexian symbol (payable with life, CR 107.4f)."""
    return any(s.kind in (SymbolKind.PHYREXIAN, SymbolKind.HYBRID_PHYREXIAN) for s in cost)


def least_mana(cost: ManaCost) -> int:
    """The least mana a cost can take (Phyrexian symbols paid with life, ``{2/W}`` with one ``{W}``, X as 0)."""
    out = 0
    for s in cost:
        if s.kind is SymbolKind.GENERIC:
            out += s.amount
        elif s.kind not in (SymbolKind.PHYREXIAN, SymbolKind.HYBRID_PHYREXIAN, SymbolKind.X):
            out += 1
    return out

