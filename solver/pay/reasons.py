"""Quick upper bounds on what a board can make, and one-sentence reasons why a cost is not payable.

The bounds are cheap and *sound* (never below the truth), so a cost above them is proven unpayable without a
solve: a huge X answers at once. :func:`quick_reason` checks them before the model is built; :func:`diagnose`
explains a proven "not payable" afterwards, from the cheapest explanation to the most specific.

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> from manaplan.solver.analysis import analysed
>>> pb = analysed(parse_inline("Island, Forest x3")).activations()
>>> quick_reason(pb, ManaCost.parse("{U}{U}"))
'needs {U}{U} but the board can make at most one {U}'
>>> quick_reason(pb, ManaCost.parse("{5}"))
'not enough mana: the cost needs 5, the board makes at most 4'
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from ...models.costs import ManaCost, SymbolKind
from ...models.mana import ALL_TYPES, ManaType
from ..core.activations import AbilityUse, PaymentBoard, least_mana

__all__ = ["ManaBounds", "mana_bounds", "min_units", "quick_reason", "no_source_reason", "no_combination_reason",
           "count_words", "unsupported_note"]

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


def _memo(pb: PaymentBoard) -> dict:
    """``pb.memo``, emptied when it was filled for other uses, groups, pool, life, permanents or effects (a copy of a
    payment board made with ``replace`` shares the dict; only the copies for another hand may share what is in
    it, :meth:`~manaplan.solver.analysis.Analysis.activations`)."""
    current = (pb.uses, pb.groups, pb.pool, pb.board.permanents, pb.board.effects, pb.life)
    kept = pb.memo.get("for")
    if kept is None or any(a is not b for a, b in zip(kept[:5], current[:5])) or kept[5] != pb.life:
        pb.memo.clear()
        pb.memo["for"] = current  # the objects themselves: compared by identity, kept alive with the memo
    return pb.memo


def fundable(pb: PaymentBoard) -> list[AbilityUse]:
    """The usable abilities whose mana cost some mana the board could make might pay: a least fixed point from the
    pool and the free abilities (an over-approximation: an ability a plan activates is always in it)."""
    memo = _memo(pb)
    if "fundable" not in memo:
        memo["fundable"] = _fundable(pb)
    return list(memo["fundable"])


def _fundable(pb: PaymentBoard) -> tuple[AbilityUse, ...]:
    have = {unit.type for unit in pb.pool}
    # "spend mana as though it were mana of any color" (CR 609.4b): any mana may pay a coloured symbol
    lenient = _permissions_on(pb)
    free = [u for u in pb.usable if not u.costed]
    for u in free:
        have.update(t for c in u.choices for t in c)
    out = list(free)
    todo = [u for u in pb.usable if u.costed]
    changed = True
    while changed:
        changed = False
        for u in list(todo):
            if all(_payable_by(sym, have, pb.life) or (lenient and have) for sym in u.cost.mana):
                todo.remove(u)
                out.append(u)
                have.update(t for c in u.choices for t in c)
                changed = True
    return tuple(out)


def _permissions_on(pb: PaymentBoard) -> bool:
    """Whether the board has a spending permission (:attr:`~manaplan.solver.core.values.PaymentBoard.permissions`,
    CR 609.4b): the bounds then let any mana pay any symbol (they only overestimate)."""
    return bool(pb.permissions)


def _payable_by(sym, have: set[ManaType], life: int) -> bool:
    k = sym.kind
    if k in (SymbolKind.GENERIC, SymbolKind.X, SymbolKind.MONO_HYBRID):
        return bool(have) or (k is not SymbolKind.MONO_HYBRID and sym.amount == 0)
    if k in (SymbolKind.PHYREXIAN, SymbolKind.HYBRID_PHYREXIAN) and life >= 2:  # CR 119.4: paying all your life is legal
        return True
    if k is SymbolKind.SNOW:
        return bool(have)  # snow-ness is not tracked here: over-approximate
    if k is SymbolKind.COLORLESS:
        return ManaType.C in have
    return any(t in have for t in sym.colors)


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
    memo = _memo(pb)
    if "bounds" not in memo:
        memo["bounds"] = _mana_bounds(pb)
    return memo["bounds"]


def _mana_bounds(pb: PaymentBoard) -> ManaBounds:
    total = sum(pb.pool.values())
    by_type = {t: 0 for t in ALL_TYPES}
    for unit, n in pb.pool.items():
        by_type[unit.type] += n
    snow = 0
    gross = total
    usable = fundable(pb)
    doublings = [u for u in usable if u.doubles]
    for g in pb.groups:
        uses = [u for u in usable if u.group == g.index and not u.doubles and not u.retap]  # an untap adds nothing
        kinds: dict[str, list[AbilityUse]] = {}
        for u in uses:
            kind = "tap" if u.taps else "untap" if u.untaps else "self" if u.once else f"rep{u.index}"
            kinds.setdefault(kind, []).append(u)
        for kind, members in kinds.items():
            times = _times(kind, members, g.size)
            net = max(max(0, u.amount - least_mana(u.cost.mana)) for u in members)
            total += times * net
            gross += times * max(u.amount for u in members)
            for t in ALL_TYPES:
                by_type[t] += times * max(max(c.count(t) for c in u.choices) for u in members)
            if g.snow:
                snow += times * max(u.amount for u in members)
    return _doubled_bounds(ManaBounds(total, by_type, snow, gross), pb, doublings)


def _times(kind: str, members: list[AbilityUse], size: int) -> int:
    """How often a group's uses of one kind (:func:`_mana_bounds`) can be activated: a repeatable one as its cap says;
    a ``{T}``, ``{Q}`` or self-sacrifice once per permanent, or as often as its cap says where untaps alone free more
    taps (:data:`~manaplan.solver.core.untappers.RETAP`)."""
    return members[0].cap if kind.startswith("rep") else max(size, max(u.cap for u in members))


def _doubled_bounds(bounds: ManaBounds, pb: PaymentBoard, doublings: list[AbilityUse]) -> ManaBounds:
    """The bounds with the pool doubled as often as the board's doublings (Doubling Cube) may be activated: each at
    most doubles every figure (CR 701.9f); its mana is snow only from a snow source."""
    if not doublings:
        return bounds
    factor = 2 ** min(sum(u.cap for u in doublings), 20)
    gross = bounds.gross * factor
    snow = gross if any(pb.groups[u.group].snow for u in doublings) else bounds.snow
    return ManaBounds(bounds.total * factor, {t: n * factor for t, n in bounds.by_type.items()}, snow, gross)


def min_units(cost: ManaCost, x: int, life: int, makes: frozenset[ManaType] | None = None) -> int:
    """The least mana that can pay ``cost`` with X = ``x``, paying Phyrexian symbols with life where life allows
    (CR 119.4: up to all of it); with ``makes`` (the types the board could make at all), a ``{2/W}`` without ``{W}`` counts
    two."""
    phyrexian = sum(1 for s in cost if s.kind in (SymbolKind.PHYREXIAN, SymbolKind.HYBRID_PHYREXIAN))
    by_life = min(phyrexian, max(0, life) // 2)
    mono = 0
    if makes is not None:
        mono = sum(s.amount - 1 for s in cost if s.kind is SymbolKind.MONO_HYBRID and s.colors[0] not in makes)
    return least_mana(cost) + phyrexian - by_life + mono + x * cost.x_count


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
    colour_reason = _colour_shortage(pb, cost)
    if colour_reason:
        return colour_reason
    need_snow = sum(1 for s in cost if s.kind is SymbolKind.SNOW)
    if need_snow > b.snow:
        most = "none" if b.snow == 0 else f"at most {count_words(b.snow)}"
        return f"needs {'{S}' * need_snow} (mana from snow sources) but the board can make {most}"
    makes = frozenset(t for t, n in b.by_type.items() if n)
    need = min_units(cost, x, pb.life, makes)
    if need > b.total:
        return f"not enough mana: the cost needs {need}, the board makes at most {b.total}" + _unfunded(pb)
    return None


def _unfunded(pb: PaymentBoard) -> str:
    """``' (Azorius Signet#1 needs mana made before it, and none can be)'`` for usable costed sources that no
    mana the board can make could ever start, else ``''``."""
    started = {u.index for u in fundable(pb)}
    ids = list(dict.fromkeys(pb.groups[u.group].ids[0] for u in pb.usable if u.index not in started))
    if not ids:
        return ""
    shown = ", ".join(ids[:3]) + (", …" if len(ids) > 3 else "")
    one = len(ids) == 1
    return f" ({shown} need{'s' if one else ''} mana made before {'it' if one else 'them'}, and none can be)"


def _accepted_types(sym, life_pays: bool) -> frozenset[ManaType] | None:
    """The mana types that alone can pay a symbol, or None when it may be paid otherwise (generic mana, life)."""
    k = sym.kind
    if k is SymbolKind.COLORED:
        return frozenset(sym.colors)
    if k is SymbolKind.COLORLESS:
        return frozenset({ManaType.C})
    if k is SymbolKind.HYBRID:
        return frozenset(sym.colors)
    if k in (SymbolKind.PHYREXIAN, SymbolKind.HYBRID_PHYREXIAN) and not life_pays:
        return frozenset(sym.colors)
    return None


def type_supply(pb: PaymentBoard, types: frozenset[ManaType]) -> int:
    """An upper bound on the mana of the given types the board can make at once (ordering and costs ignored):
    the pool's, and per permanent the best its one-shot abilities can do, plus repeatable abilities' caps."""
    key = ("supply", types)
    memo = _memo(pb)
    if key not in memo:
        memo[key] = _type_supply(pb, types)
    return memo[key]


def _type_supply(pb: PaymentBoard, types: frozenset[ManaType]) -> int:
    total = sum(n for unit, n in pb.pool.items() if unit.type in types)
    terms, doublings = _supply_terms(pb)
    wanted = [i for i, t in enumerate(ALL_TYPES) if t in types]
    for times, counts in terms:
        total += times * max(sum(c[i] for i in wanted) for c in counts)
    return total * 2 ** min(doublings, 20)  # each doubling at most doubles it (CR 701.9f)


def _supply_terms(pb: PaymentBoard) -> tuple[tuple[tuple[int, tuple], ...], int]:
    """What :func:`type_supply` adds up, whatever the types: per group and kind of fundable ability (``{T}``, ``{Q}``,
    sacrifice itself, or each repeatable one), how often it is used and the choices of mana of its members, each as
    its count of each type (:data:`~manaplan.models.mana.ALL_TYPES` order, each once); and how often the pool may
    be doubled."""
    memo = _memo(pb)
    if "supply terms" not in memo:
        usable = fundable(pb)
        kinds: dict[tuple[int, str], list[AbilityUse]] = {}
        for u in usable:
            if not u.doubles and not u.retap:  # an untap alone adds nothing
                kind = "tap" if u.taps else "untap" if u.untaps else "self" if u.once else f"rep{u.index}"
                kinds.setdefault((u.group, kind), []).append(u)
        times: dict[tuple, int] = {}  # terms with the same choices are one, their uses added up
        for (group, kind), members in kinds.items():
            counts = tuple({tuple(c.count(t) for t in ALL_TYPES): None for u in members for c in u.choices})
            times[counts] = times.get(counts, 0) + _times(kind, members, pb.groups[group].size)
        memo["supply terms"] = tuple((n, counts) for counts, n in times.items()), sum(u.cap for u in usable
                                                                                       if u.doubles)
    return memo["supply terms"]


def _types_text(types: frozenset[ManaType]) -> str:
    texts = [f"{{{t.value}}}" for t in ALL_TYPES if t in types]
    return texts[0] if len(texts) == 1 else ", ".join(texts[:-1]) + f" or {texts[-1]}"


def _colour_shortage(pb: PaymentBoard, cost: ManaCost) -> str | None:
    """Hall's condition on colours: for each set S of types, the symbols only mana of types in S can pay must not
    outnumber the most mana of those types the board can make. The smallest failing S gives the reason."""
    life_pays = pb.life >= 2
    needs = [(sym, acc) for sym in cost if (acc := _accepted_types(sym, life_pays)) is not None]
    if not needs:
        return None
    present = sorted({t for _, acc in needs for t in acc}, key=lambda t: t.order)
    subsets = [frozenset(c) for r in range(1, len(present) + 1) for c in itertools.combinations(present, r)]
    for types in subsets:
        symbols = [sym for sym, acc in needs if acc <= types]
        if not symbols:
            continue
        have = type_supply(pb, types)
        if len(symbols) > have:
            most = "no" if have == 0 else f"at most {count_words(have)}"
            life = ""
            if any(s.kind in (SymbolKind.PHYREXIAN, SymbolKind.HYBRID_PHYREXIAN) for s in symbols):
                life = f", and paying 2 life instead needs 2 life and you have {pb.life} (CR 119.4)"
            return (f"needs {''.join(s.text for s in symbols)} but the board can make {most} {_types_text(types)}"
                    + life + _unfunded(pb))
    return None


def no_source_reason(pb: PaymentBoard) -> str:
    """Why no source can be used: ``'no untapped source (Forest#1: tapped)'`` when they are all tapped, else
    ``'no source can be used now (Llanowar Elves#1: summoning sick; …)'``, naming the first few."""
    why: dict[str, str] = {}
    for u in pb.uses:
        if u.why_not:
            why.setdefault(pb.groups[u.group].ids[0], u.why_not)
    if not why:
        return "no source of mana: the board has no mana abilities"
    listed = "; ".join(f"{pid}: {w}" for pid, w in list(why.items())[:3]) + ("; …" if len(why) > 3 else "")
    if all(w == "tapped" for w in why.values()):
        return f"no untapped source ({listed})"
    return f"no source can be used now ({listed})"


def no_combination_reason(cost: ManaCost, x: int | None) -> str:
    """Why a cost is not payable when no sharper reason applies: no combination of the sources pays it at once.

    >>> no_combination_reason(ManaCost.parse("{X}{U}{U}"), None)
    "no combination of the board's sources makes {U}{U} at once"
    """
    return f"no combination of the board's sources makes {cost.with_x(x or 0).text} at once"


def unsupported_note(pb: PaymentBoard) -> str:
    """``''``, or a clause naming the permanents some of whose mana is left out (text not understood, a part the
    model does not honour, a fact the board does not give); the reasons are in the plan's ``left_out``."""
    ids = list(dict.fromkeys(pid for pid, _ in pb.unsupported))
    if not ids:
        return ""
    shown = ", ".join(ids[:3]) + (", …" if len(ids) > 3 else "")
    return f" (some mana left out: {shown} — see 'left out')"
