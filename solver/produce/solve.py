"""What a board can make right now: :func:`produce` (``manaplan produce``).

The steps: every effect on mana is applied (:attr:`~manaplan.solver.analysis.Analysis.effective`, which also settles
"could produce", CR 106.7, as a fixed point); the permanents become sources and uses
(:func:`~manaplan.solver.produce.model.production_board`); the CP-SAT model of :mod:`.model` gives the most
of each type and the most in all, each with its depth certified; the maximal pools are enumerated; loops that gain
mana each time round are found structurally (:mod:`~manaplan.solver.core.loops`). A board of plain taps (lands,
dorks, Sol Ring, Treasures: :mod:`.plain`) needs no model: its figures and its one maximal pool are read off it.

The figures
-----------
``max_total`` is net mana: what the board can hold at once after paying every cost it activated (a filter that turns
one mana into two adds one; a lone Signet adds nothing — no self-funding). ``max_by_type[t]`` is the most mana that may
be of type ``t`` at once. Both include the board's pool.

Pools
-----
A pool maps a set of types to a count: ``{"WU": 1}`` is one mana that may be chosen as W or U when it is made. A pool
P *dominates* Q when whatever types Q's mana is given, P's can be given types that contain it; by Hall's theorem that
is: for every set S of types, Q has no more mana that may fall in S than P. The pools listed are every pool the board
can make that no other dominates (:mod:`~manaplan.solver.produce.pools`): the most flexible first — the greatest
weight, strictly increasing under dominance (:func:`~manaplan.solver.produce.class_pool.weight`) — proven as one family
"any k of n" where they are one, in a model narrowed to what every plan of that weight has in common
(:mod:`~manaplan.solver.core.face`); then those below them, each the heaviest pool no pool found dominates, within a
bound on the solver's work unless all are asked for; then a check against deeper plans (``pools_proven``). The list
stops at ``max_pools``, at that bound, or at the time limit (``pools_truncated``); no other figure is cut.

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> out = produce(parse_inline("Forest, Island, Azorius Signet"))
>>> out.max_total, out.max_by_type[ManaType.W], [pool_text(p) for p in out.pools]
(3, 1, ['W, U×2', 'W, U, G'])
>>> produce(parse_inline("Azorius Signet")).sources[0].why_not
'nothing else can pay its {1} (no mana can be made before it)'

References
----------
CR 106.4, 106.5, 106.7, 106.12, 305.7, 605.1b, 616.1, 700.5.
"""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Callable, NamedTuple

from ...models.board import Board
from ...models.mana import ALL_TYPES, ManaType, sort_types
from .. import progress
from ..core.activations import doubles_pool
from ..core.fetch_bounds import relaxed_boards
from ..deadline import current, remaining
from ..core.loops import Loop
from ..core.values import PaymentBoard
from ..analysis import Analysis, analysed
from ..effective import EffectiveBoard
from ..effective.power_toughness import effects_on_mana
from ..rules.yields import counts_dominate
from .class_pool import pool_dict, pool_text, weigh
from .families import family_spans
from .model import FIGURES, ProduceModel, ProductionBoard, loops_of, production_board, solve_figures
from .plain import PlainProduction, plain_production
from .pools import MAX_POOLS, PoolList, list_pools

__all__ = ["SourceReport", "Production", "produce", "pool_text", "pool_dict", "weigh", "MAX_POOLS"]



@dataclass(frozen=True, slots=True)
class SourceReport:
    """One permanent with mana abilities (or mana text not understood).

    Parameters
    ----------
    permanent, card : str
    controller : str
    could_produce : frozenset of ManaType
        CR 106.7.
    available : bool
        One of its mana abilities can be activated now (untapped, not summoning sick, costs payable).
    why_not : str or None
    unsupported : tuple of str
        Its mana text not understood, quoted.
    adds : tuple of str
        What each of its abilities adds per activation, every effect applied (``'[G×3]'``).
    notes : tuple of str
        The effects that changed its abilities.
    card_types : frozenset of str
        Its card types now (``"Land"``, ``"Creature"`` …), for saying a note shared by every land once.
    spend : tuple of (str or None)
        Beside :attr:`adds`, each ability's spending restriction in oracle-like words (``'Spend this mana only to cast
        your commander.'``, CR 106.6); None for mana that pays anything.
    abilities : tuple of EffectiveAbility
        The abilities :attr:`adds` says, for words (what each costs, what it finds).
    """

    permanent: str
    card: str
    controller: str
    could_produce: frozenset[ManaType]
    available: bool
    why_not: str | None
    unsupported: tuple[str, ...] = ()
    adds: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    card_types: frozenset[str] = frozenset()
    spend: tuple[str | None, ...] = ()
    abilities: tuple = field(default=(), compare=False, repr=False)


@dataclass(frozen=True)
class Production:
    """The answer of ``produce``.

    Parameters
    ----------
    sources : tuple of SourceReport
    max_total : int
    max_by_type : dict of ManaType to int
    pools : tuple of Counter
        Each maps a frozenset of types to a count.
    pools_truncated : bool
    unbounded : bool
    pools_proven : bool
        Every pool listed is proven maximal on the board: false when plans deeper than the model's layers were not
        ruled out (a deeper plan might make a pool that dominates one listed).
    most_flexible : int
        How many of the pools listed (the first ones) are of the greatest weight: the most flexible.
    most_flexible_complete : bool
        Every pool of the greatest weight is listed (those below it may be cut:
        :data:`~manaplan.solver.produce.pools.BELOW_WORK`).
    loops : tuple of Loop
    proven : bool
        Every figure was solved to optimality with its depth certified.
    max_total_proven : bool
        ``max_total`` is proven the most; when false it is only what was found within the time limit (at least
        that much can be made).
    proven_by_type : dict of ManaType to bool
        The same, per figure of ``max_by_type`` (a type missing counts as proven).
    max_total_unrestricted : int or None
        The most mana with no spending restriction the board can hold at once (the most a bare ``{X}`` can be paid
        with: Mishra's Workshop's and Jeweled Lotus's mana are not in it); None: the same as ``max_total`` (no
        source of restricted mana).
    max_total_unrestricted_proven : bool
        As ``max_total_proven``, for it.
    effects : tuple of (str, str)
        (source, words) for every effect on mana in force.
    unsupported : tuple of (str, str, str)
        (source, text, reason) for every piece of mana text not understood on the board.
    effective : EffectiveBoard
    left_out : tuple of str
        The plans the model does not look for that could make more (a permanent whose effects are in force removed
        after its effects were used: :func:`~manaplan.solver.core.uses.held_back`), as ``pay`` names them: with any,
        no figure is proven.
    """

    sources: tuple[SourceReport, ...]
    max_total: int
    max_by_type: dict[ManaType, int]
    pools: tuple[Counter, ...]
    pools_truncated: bool
    unbounded: bool
    loops: tuple[Loop, ...] = ()
    pools_proven: bool = True
    most_flexible: int = 0
    most_flexible_complete: bool = False
    proven: bool = True
    max_total_proven: bool = True
    proven_by_type: dict[ManaType, bool] = field(default_factory=dict)
    max_total_unrestricted: int | None = None
    max_total_unrestricted_proven: bool = True
    effects: tuple[tuple[str, str], ...] = ()
    unsupported: tuple[tuple[str, str, str], ...] = ()
    effective: EffectiveBoard | None = field(default=None, compare=False, repr=False)
    left_out: tuple[str, ...] = ()

    def to_json(self) -> dict:
        """The JSON of ``produce --json`` (README "JSON answers"), with the keys ``loops``, ``proven``, ``effects``,
        ``unsupported``, ``max_total_unrestricted`` (and whether it is proven) and, per source, ``controller``,
        ``adds``, ``spend`` (beside ``adds``: each ability's spending restriction, or null) and ``notes``."""
        return {
            "sources": [{
                "permanent": s.permanent, "card": s.card, "could_produce": [t.value for t in sort_types(s.could_produce)],
                "available": s.available, "why_not": s.why_not, "unsupported": list(s.unsupported),
                "controller": s.controller, "adds": list(s.adds), "notes": list(s.notes), "spend": list(s.spend),
            } for s in self.sources],
            "max_total": self.max_total,
            "max_total_unrestricted": self.max_total if self.max_total_unrestricted is None
            else self.max_total_unrestricted,
            "max_total_unrestricted_proven": self.max_total_proven if self.max_total_unrestricted is None
            else self.max_total_unrestricted_proven,
            "max_by_type": {t.value: self.max_by_type.get(t, 0) for t in ALL_TYPES},
            "pools": [pool_dict(p) for p in self.pools],
            "pools_truncated": self.pools_truncated,
            "pools_proven": self.pools_proven,
            "most_flexible": {"listed": self.most_flexible, "complete": self.most_flexible_complete},
            "pool_families": [{**fam.to_json(), "first": first} for first, fam in family_spans(self.pools)],
            "unbounded": self.unbounded,
            "loops": [{"permanent": lp.permanent, "tap": lp.tap, "untap": lp.untap, "gain": lp.gain,
                       "helpers": list(lp.helpers), "setup": lp.setup or None, "words": lp.describe()}
                      for lp in self.loops],
            "proven": self.proven,
            "max_total_proven": self.max_total_proven,
            "proven_by_type": {t.value: self.proven_by_type.get(t, True) for t in ALL_TYPES},
            "effects": [{"source": who, "effect": words} for who, words in self.effects],
            "unsupported": [{"source": who, "text": text, "reason": reason} for who, text, reason in self.unsupported],
            "left_out": list(self.left_out),
        }


def _why_not_costed(pb: ProductionBoard, uses) -> str:
    costs = sorted({u.cost.mana.text for u in uses if u.costed})
    return f"nothing else can pay its {' or '.join(costs)} (no mana can be made before it)"


def produce(board: Board | Analysis, *, time_limit: float = 20.0, max_pools: int = MAX_POOLS,
            below_work: float | None = None) -> Production:
    """What ``board`` can make right now: could-produce sets, the most of each type and in all, maximal pools, loops.

    Parameters
    ----------
    board : Board or Analysis
        The board, analysed (:class:`~manaplan.solver.analysis.Analysis`: a command's session); a Board is analysed
        in a session of its own.
    time_limit : float
        Seconds for all the solves together; a figure cut short makes ``proven`` false.
    max_pools : int
        The most pools listed (``pools_truncated`` says when there are more).
    below_work : float, optional
        The solver's deterministic work the pools below the most flexible ones may take (default
        :data:`~manaplan.solver.produce.pools.BELOW_WORK`; ``float("inf")``: no bound but the time limit).

    Returns
    -------
    Production

    Notes
    -----
    With an unbounded loop, the figures and pools describe one pass without the loop (``unbounded`` is true and
    ``loops`` names it). The steps: the figures (:func:`_figures`), which sources can be activated
    (:func:`_available`), the pools (:func:`~.pools.list_pools`), the loops, the sources' reports
    (:func:`_source_reports`).
    """
    analysis = analysed(board)
    deadline = time.monotonic() + remaining(time_limit)  # the command's deadline when it set one (issue 15)
    floor = 0.05 if current() is not None else 0.2
    eff = analysis.effective
    pb = production_board(eff, reader=analysis.session)

    def budget(share: float) -> float:
        return max(floor, (deadline - time.monotonic()) * share)

    # a board of plain taps: everything tapped once, no model (solver/produce/plain.py); with --max-pools 1 the model
    # path lists its one pool as maybe cut (it does not look for a second), an answer left to it
    plain = plain_production(pb) if max_pools > 1 else None
    progress.report("the most in all and of each type")
    if plain is not None:
        (found, certified), layers, shared = plain.figures(list(FIGURES)), 0, None
    else:
        found, certified, layers, shared = solve_figures(pb, list(FIGURES), time_limit=budget(0.6))
    figures = _figures(found, certified)
    available = _available(pb, found, shared, budget)
    # pools (solver/produce/pools.py: the most flexible, then those below within a bound, then deeper plans)
    listed = PoolList([], False)
    if plain is not None:
        listed = plain.pools()
    elif figures.max_total > 0:
        listed = list_pools(pb, layers, shared, max_pools=max_pools, below_work=below_work, seconds=budget,
                            deadline=deadline)
    pools, truncated = listed.pools, listed.truncated
    loops = loops_of(eff, found)
    free, free_proven = _unrestricted(pb, budget(0.5), plain)
    # plans the model does not look for (held back: Nyxbloom Ancient sacrificed after its mana): no figure is proven
    left = tuple(dict.fromkeys(f"{who}: {text}" for who, text in (pb.core.unproven if pb.core is not None else ())))
    if left and figures.proven and listed.proven and not truncated and free_proven and not loops and _found_ahead_moot(
            analysis, pb.core, figures, pools, free, lambda b: produce(analysis.of(b), time_limit=budget(1.0),
                                                                    max_pools=max_pools, below_work=below_work)):
        left = ()  # no plan finding a land that changes the others' mana makes more: proven after all
    if left:
        figures = figures._replace(total_proven=False, proven=False,
                                   proven_by_type={t: False for t in figures.proven_by_type})
        listed, free_proven = replace(listed, proven=False), False
    return Production(
        sources=_source_reports(eff, pb, available), max_total=figures.max_total, max_by_type=figures.by_type,
        pools=tuple(pools), pools_truncated=truncated, unbounded=bool(loops), loops=loops,
        pools_proven=listed.proven, proven=figures.proven, most_flexible=listed.most_flexible,
        most_flexible_complete=bool(pools) and (listed.most_flexible_complete or not truncated),
        max_total_proven=figures.total_proven, proven_by_type=figures.proven_by_type,
        effects=tuple((e.source, e.effect.describe()) for e in effects_on_mana(eff)),
        unsupported=tuple((who, u.text, u.reason) for who, u in eff.unsupported), effective=eff,
        max_total_unrestricted=free, max_total_unrestricted_proven=free_proven, left_out=left,
    )


def _found_ahead_moot(analysis: Analysis, core: PaymentBoard, figures: _Figures, pools: list[Counter],
                      free: int | None, again: Callable[[Board], Production]) -> bool:
    """Whether the plans ``core`` leaves out (its ``unproven``) — every one a fetch finding a land whose entering
    changes your other permanents' mana (CR 604.3, 605.3b: its ``changing_finds``) — can make no more than the
    figures and pools found without them: each relaxed board of
    :func:`~manaplan.solver.core.fetch_bounds.relaxed_boards` (the land there from the start, its fetch kept), whose
    plans are at least as good as those real ones, makes no more of any type nor in all, proven, and each of its
    maximal pools is held by one found (:func:`~manaplan.solver.rules.yields.counts_dominate`). ``again``: the
    production of another board, in the same session."""
    relaxed = relaxed_boards(analysis.effective, core.unproven, core.changing_finds, analysis.session)
    if not relaxed:
        return False
    for r in relaxed:
        made = again(r.board)
        if (not made.proven or not made.pools_proven or made.pools_truncated or made.left_out or made.unbounded
                or not made.max_total_unrestricted_proven or made.max_total > figures.max_total
                or any(n > figures.by_type.get(t, 0) for t, n in made.max_by_type.items())):
            return False
        theirs = made.max_total if made.max_total_unrestricted is None else made.max_total_unrestricted
        if theirs > (figures.max_total if free is None else free):
            return False
        if not all(_held(pool, pools) for pool in made.pools):
            return False
    return True


def _held(pool: Counter, pools: list[Counter]) -> bool:
    """Whether one of ``pools`` can always hold what ``pool`` holds (pools of classes of mana types only)."""
    if not all(isinstance(k, frozenset) for p in (pool, *pools) for k in p):
        return False
    return any(counts_dominate(ours, pool) for ours in pools)


class _Figures(NamedTuple):
    max_total: int
    by_type: dict[ManaType, int]
    total_proven: bool
    proven_by_type: dict[ManaType, bool]
    proven: bool


def _figures(found: dict, certified: dict) -> _Figures:
    """The most in all and of each type, as solved (a figure not proven is what was found: a lower bound)."""
    total = found[("total", None)]
    total_proven = total.status == "optimal" and bool(certified[("total", None)])
    proven = total_proven
    by_type: dict[ManaType, int] = {}
    proven_by_type: dict[ManaType, bool] = {}
    for t in ALL_TYPES:
        solved = found[("type", t)]
        proven_by_type[t] = solved.status == "optimal" and bool(certified[("type", t)])
        proven &= proven_by_type[t]
        by_type[t] = solved.value if solved.found else 0
    return _Figures(total.value if total.found else 0, by_type, bool(total_proven), proven_by_type, bool(proven))


def _available(pb: ProductionBoard, found: dict, shared: ProduceModel | None, budget) -> dict[int, bool]:
    """Source index → whether one of its abilities can be activated now: a source some figure's plan activates can;
    the others are asked one use at a time."""
    activated = {ui for s in found.values() if s.found for (ui, _), n in s.activations.items() if n}
    available: dict[int, bool] = {}
    for s in pb.sources:
        uses = pb.uses_of(s.index)
        live = [u for u in uses if u.usable]
        if any(not u.costed for u in live) or any(u.index in activated for u in live):
            available[s.index] = True
        elif not live:
            available[s.index] = False
    pending = [s for s in pb.sources if s.index not in available]
    if pending:
        model = shared if shared is not None else ProduceModel(pb, layers=0, time_limit=budget(0.2))
        model.time_limit = budget(0.2)
        for s in pending:
            available[s.index] = any(model.feasible_with(u) for u in pb.uses_of(s.index) if u.usable)
    return available


def _source_reports(eff: EffectiveBoard, pb: ProductionBoard, available: dict[int, bool]) -> tuple[SourceReport, ...]:
    """A report for each permanent with mana abilities, mana text not understood, or abilities it can't use."""
    by_id = {pid: s for s in pb.sources for pid in s.ids}
    lost = {pid: why for pid, _, why in eff.lost}  # CR 613.1f: Humility, Frogify …
    reports: list[SourceReport] = []
    for v in _report_views(eff, pb):
        if not v.abilities and not v.unsupported and not v.prohibited and v.id not in lost:
            continue
        p = v.permanent
        s = by_id.get(p.id)
        if s is None:
            ok, why = False, "an opponent controls it" if not p.is_yours else "no mana abilities"
        else:
            ok = available.get(s.index, False)
            uses = pb.uses_of(s.index)
            if ok:
                why = None
            else:
                reasons = [u.why_not for u in uses if u.why_not]
                why = "; ".join(dict.fromkeys(reasons)) if reasons else _why_not_costed(pb, uses)
            if not uses:
                why = "no mana abilities it can use" if not v.abilities else why
        if (v.prohibited or v.id in lost) and not v.abilities and p.is_yours:  # CR 602.5, 613.1f
            ok, why = False, "; ".join(dict.fromkeys([w for _, w in v.prohibited] + ([lost[v.id]] if v.id in lost
                                                                                     else [])))
        notes = tuple(dict.fromkeys(n for a in v.abilities for n in (*a.notes,
                                                                     *([a.origin] if a.origin.startswith("granted")
                                                                       else []))))
        reports.append(SourceReport(
            permanent=p.id, card=p.name, controller=p.controller, could_produce=v.could_produce, available=ok,
            why_not=why, unsupported=tuple(u.text for u in v.unsupported),
            adds=tuple(_adds_text(a) for a in v.abilities), notes=notes, card_types=frozenset(v.card_types),
            spend=tuple(a.ability.spend.describe() if a.ability.spend is not None else None for a in v.abilities),
            abilities=v.abilities,
        ))
    return tuple(reports)


def _unrestricted(pb: ProductionBoard, seconds: float, plain: PlainProduction | None) -> tuple[int | None, bool]:
    """The most mana with no spending restriction, and whether it is proven; (None, True) on a board whose every
    usable source makes mana without one (the figure is then ``max_total``). Its own solve, after every other
    figure and the pools, so that none of theirs changes; read off ``plain`` on a board of plain taps."""
    if not any(u.usable and u.restricted for u in pb.uses):
        return None, True
    if plain is not None:
        return plain.unrestricted, True
    progress.report("the most mana without a spending restriction")
    figure = ("unrestricted", None)
    found, certified, _, _ = solve_figures(pb, [figure], time_limit=seconds)
    solved = found[figure]
    return (solved.value if solved.found else 0), solved.status == "optimal" and bool(certified[figure])


def _adds_text(a) -> str:
    """What one ability adds, as its yield says (``'[G]'``), or ``'the pool again'`` for a doubling of the pool
    (Doubling Cube: as much of each type as the pool holds as it resolves, CR 701.9f)."""
    return "the pool again" if doubles_pool(a) else a.output.text


def _report_views(eff, pb) -> list:
    """The views a report lists: the board's, with the builder's abilities (a fetchland's searches), then the
    Spirit Guides of your hand the builder counts as sources (:func:`~manaplan.solver.core.sources.hand_sources`)."""
    built = {pid: s.view for s in pb.sources if s.view is not None for pid in s.ids}
    views = [replace(v, abilities=built[v.id].abilities, could_produce=v.could_produce.union(
        *(a.could_produce for a in built[v.id].abilities if not a.output.empty))) if v.id in built else v
        for v in eff.views]
    on_board = {v.id for v in views}
    views += [replace(built[pid], permanent=replace(built[pid].permanent, id=pid))
              for s in pb.sources for pid in s.ids if pid not in on_board]
    return views
