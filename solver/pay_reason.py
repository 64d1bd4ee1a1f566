"""Quick upper bounds on what a board can make, and one-sentence reasons why a cost is not payable.

The bounds are cheap and *sound* (never below the truth), so a cost above them is proven unpayable without a
solve: a huge X answers at once. :func:`quick_reason` checks them before the model is built; :func:`diagnose`
explains a proven "not payable" afterwards, from the cheapest explanation to the most specific.

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> from manaplan.solver.board_abilities import payment_board
>>> pb = payment_board(parse_inline("Island, Forest x3"))
>>> quick_reason(pb, ManaCost.parse("{U}{U}"))
'needs {U}{U} but the board can make at most one {U}'
>>> quick_reason(pb, ManaCost.parse("{5}"))
'not enough mana: the cost needs 5, the board makes at most 4'
"""

from __future__ import annotations

from dataclasses import dataclass

from manaplan.models.costs import ManaCost, SymbolKind
from manaplan.models.mana import ALL_TYPES, ManaType
from manaplan.solver.board_abilities import AbilityUse, PaymentBoard, least_mana

__all__ = ["ManaBounds", "mana_bounds", "min_units", "quick_reason", "no_source_reason", "count_words",
           "unsupported_note"]

_WORDS = {0: "no", 1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
          9: "nine", 10: "ten"}


def count_words(n: int) -> str:
    """``'one'`` … ``'ten'``, else digits; ``'no'`` for 0."""
    return _WORDS.get(n, str(n))


@dataclass(frozen=True, slots=True)
class ManaBounds:
    """Upper bounds on the mana a board can have for paying a cost.

    Parameters
    ----------
    total : int
        Net mana: the pool, plus what every usable ability adds less the least mana its cost takes.
    by_type : dict of ManaType to int
        Of each type.
    snow : int
        From snow sources.
    gross : int
        All mana made, costs not taken off, plus the pool.
    """

    total: int
    by_type: dict[ManaType, int]
    snow: int
    gross: int = 0


def mana_bounds(pb: PaymentBoard) -> ManaBounds:
    """Sound upper bounds on the mana a board can make (ordering ignored, so they only overestimate).

    A permanent whose abilities are one-shot counts once per kind of one-shot ({T}; {Q}; sacrificing itself
    without {T}), with the best ability of that kind; repeatable abilities count as often as they may be used.

    Parameters
    ----------
    pb : PaymentBoard

    Returns
    -------
    ManaBounds
    """
    total = sum(pb.pool.values())
    by_type = {t: 0 for t in ALL_TYPES}
    for unit, n in pb.pool.items():
        by_type[unit.type] += n
    snow = 0
    gross = total
    for g in pb.groups:
        uses = [u for u in pb.uses if u.group == g.index and u.usable]
        kinds: dict[str, list[AbilityUse]] = {}
        for u in uses:
            kind = "tap" if u.taps else "untap" if u.untaps else "self" if u.once else f"rep{u.index}"
            kinds.setdefault(kind, []).append(u)
        for kind, members in kinds.items():
            times = members[0].cap if kind.startswith("rep") else g.size
            net = max(max(0, u.amount - least_mana(u.cost.mana)) for u in members)
            total += times * net
            gross += times * max(u.amount for u in members)
            for t in ALL_TYPES:
                by_type[t] += times * max(max(c.count(t) for c in u.choices) for u in members)
            if g.snow:
                snow += times * max(u.amount for u in members)
    return ManaBounds(total, by_type, snow, gross)


def min_units(cost: ManaCost, x: int, life: int) -> int:
    """The least mana that can pay ``cost`` with X = ``x``, paying Phyrexian symbols with life where life allows
    (staying above 0)."""
    phyrexian = sum(1 for s in cost if s.kind in (SymbolKind.PHYREXIAN, SymbolKind.HYBRID_PHYREXIAN))
    by_life = min(phyrexian, max(0, life - 1) // 2)
    return least_mana(cost) + phyrexian - by_life + x * cost.x_count


def quick_reason(pb: PaymentBoard, cost: ManaCost, x: int = 0, bounds: ManaBounds | None = None) -> str | None:
    """Why ``cost`` (X = ``x``) is surely not payable by the bounds alone, or None.

    Parameters
    ----------
    pb : PaymentBoard
    cost : ManaCost
    x : int
    bounds : ManaBounds, optional
        Computed when not given.

    Returns
    -------
    str or None
    """
    b = bounds or mana_bounds(pb)
    if not pb.usable and not pb.pool and min_units(cost, x, pb.life) > 0:
        return no_source_reason(pb)
    for t in ALL_TYPES:
        need = sum(1 for s in cost if (s.kind is SymbolKind.COLORED and s.colors[0] is t)
                   or (s.kind is SymbolKind.COLORLESS and t is ManaType.C))
        if need > b.by_type[t]:
            sym = f"{{{t.value}}}"
            have = b.by_type[t]
            most = "no" if have == 0 else f"at most {count_words(have)}"
            return f"needs {sym * need} but the board can make {most} {sym}"
    need_snow = sum(1 for s in cost if s.kind is SymbolKind.SNOW)
    if need_snow > b.snow:
        most = "none" if b.snow == 0 else f"at most {count_words(b.snow)}"
        return f"needs {'{S}' * need_snow} (mana from snow sources) but the board can make {most}"
    need = min_units(cost, x, pb.life)
    if need > b.total:
        return f"not enough mana: the cost needs {need}, the board makes at most {b.total}"
    return None


def no_source_reason(pb: PaymentBoard) -> str:
    """"no untapped source", with the first few sources and why each cannot be used."""
    why = []
    for u in pb.uses:
        if u.why_not and pb.groups[u.group].ids[0] not in [w[0] for w in why]:
            why.append((pb.groups[u.group].ids[0], u.why_not))
    if not why:
        return "no untapped source: the board has no mana abilities"
    listed = "; ".join(f"{pid}: {w}" for pid, w in why[:3]) + ("; …" if len(why) > 3 else "")
    return f"no untapped source ({listed})"


def unsupported_note(pb: PaymentBoard) -> str:
    """``''``, or a clause naming permanents whose mana text was not understood and is left out."""
    ids = list(dict.fromkeys(pid for pid, _ in pb.unsupported))
    if not ids:
        return ""
    shown = ", ".join(ids[:3]) + (", …" if len(ids) > 3 else "")
    return f" (mana text not understood and left out: {shown})"
