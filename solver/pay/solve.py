"""Paying a cost exactly and optimally: :func:`solve_payment` (``manaplan pay``).

The steps: the board becomes groups and ability uses (:mod:`~manaplan.solver.core.activations`); quick sound bounds
answer "not payable" at once where they can (:mod:`.reasons`); the layered CP-SAT model (:mod:`.model`) is solved
lexicographically (:mod:`~manaplan.solver.core.lexico`); on boards with many costed or sacrificing abilities its depth
is certified by a relaxation, and deepened until certified (see :mod:`~manaplan.solver.core.model`, "Why it is exact";
the loop is :func:`~manaplan.solver.core.model.certify_or_deepen`); the solution becomes a plan (:mod:`.plan`).
OR-Tools is imported only when a model is solved.

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> board = parse_inline("Plains x2, Island, Azorius Signet")
>>> p = solve_payment(board, "{2}{W}{U}")
>>> p.payable, p.tapped, p.mana_left.text
(True, ('Plains#1', 'Plains#2', 'Island#1', 'Azorius Signet#1'), '')
>>> p = solve_payment(board, "{5}")
>>> p.payable, p.reason
(False, 'not enough mana: the cost needs 5, the board makes at most 4')
>>> solve_payment(board, "{X}{U}", max_x=True).x
3
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import dataclass, replace

from ...models.ability import PermanentFilter
from ...models.board import Board
from ...models.cards.card import Card
from ...models.costs import ManaCost, ManaSymbol, SymbolKind
from ...models.oracle.parser import parse_card
from ..analysis import Analysis, analysed
from ..core.activations import (REPEAT_CAP, AbilitiesFn, CostedActivation, PaymentBoard, unit_of,
                               with_costed_activations)
from ..core.costed import with_victim_groups
from ..deadline import current, remaining
from ..core.lexico import Level, LexResult, level_span, solve_levels, solve_once
from ..core.loops import find_loops
from ..core.model import DIRECT_LAYERS, START_LAYERS, certify_or_deepen, layer_cap, ordered_uses, relaxation_certificate
from ..core.counts import removed_first_notes
from ..core.uses import ordered_recounts
from ..produce.model import FIGURES, loops_of, production_board, solve_figures
from ..rules.event_mana import event_mana_notes
from ..rules.spending import ANYTHING, SpendPurpose
from .keeping import with_keeping
from .found_ahead import found_ahead_moot
from .model import TIE_BREAKS, ModelSpec, build_model, life_lost, objective_levels, ordered_bound
from .flow import flow_solution
from .plan import Paid, Pays, Payment, PlanStep, read_plan
from .reasons import mana_bounds, min_units, no_combination_reason, no_source_reason, quick_reason, unsupported_note

__all__ = ["held_back_moot", "solve_payment", "DIRECT_LAYERS", "START_LAYERS"]


def _as_cost(cost: ManaCost | str) -> ManaCost:
    return cost if isinstance(cost, ManaCost) else ManaCost.parse(cost)


def _certify(pb: PaymentBoard, spec: ModelSpec, result: LexResult, time_limit: float,
             layered: tuple | None = None) -> tuple[bool | None, int]:
    """Is the layered result optimal among all plans? (see :mod:`~manaplan.solver.core.model`, "Why it is exact").

    ``layered``: the layered model and its levels, for a certificate without the relaxation
    (:func:`_deeper_taps_more` on values every plan is bound by).

    Returns ``(True, 0)`` certified, ``(False, c)`` not (a deeper plan may be better; ``c`` its costed and
    sacrificing activations), ``(None, 0)`` undecided in the time given.
    """
    deadline = time.monotonic() + time_limit
    if layered is not None and result.found:
        pm, pm_levels = layered
        values = {lv.name: v for lv, v in zip(pm_levels, result.level_values)}
        if _deeper_taps_more(pb, pm, pm_levels, values, spec.layers, bound=_structural_best):
            return True, 0
    relaxed = build_model(pb, replace(spec, loose=True, min_ordered=spec.layers + 1))
    levels = objective_levels(relaxed)
    return relaxation_certificate(
        relaxed, levels, list(result.level_values) if result.found else None, deadline, tie_breaks=TIE_BREAKS,
        shortcut=lambda incumbent_of: _deeper_taps_more(pb, relaxed, levels, incumbent_of, spec.layers))


def _deeper_taps_more(pb: PaymentBoard, model, levels: list[Level], incumbent_of: dict[str, int],
                      layers: int, bound=None) -> bool:
    """A certificate without a solve (issue 12): when every costed or sacrificing ability taps its permanent, a plan
    with more than ``layers`` such activations taps more than ``layers`` permanents; so if the layered optimum is at
    its best possible value on every level before "permanents tapped" and taps at most ``layers``, no deeper plan is
    better. One phase only (no ``--keep``: the kept phase's taps are not counted).

    ``bound(model, level, value)``: whether no plan does better than ``value`` on ``level``; by default, the
    level's span in ``model`` (the relaxation, whose solutions include every deeper plan)."""
    if model.phases != 1 or incumbent_of.get("permanents tapped", layers + 1) > layers:
        return False
    if not all(pb.uses[i].taps for i in ordered_uses(pb)):
        return False
    for level in levels:
        if level.name == "permanents tapped":
            return True
        if not level.expr.terms:
            continue
        value = incumbent_of.get(level.name)
        if bound is not None:
            if not bound(model, level, value):
                return False
            continue
        lo, hi = level_span(model.table, level)
        if value != (hi if level.maximize else lo):
            return False
    return False


def _structural_best(model, level: Level, value: int | None) -> bool:
    """Whether no plan at all does better than ``value`` on ``level``, by the level's form alone (so that it holds
    for deeper plans too, not only for the model's): a maximised level at its stated upper bound (X at its most,
    "ends at 1 life or more" at 1), or a minimised sum of non-negative counts, each with a non-negative weight, at
    its constant (no life lost, nothing sacrificed)."""
    if value is None:
        return False
    if level.maximize:
        return level.bounds is not None and value >= level.bounds[1]
    table = model.table
    return value <= level.expr.const and all(c >= 0 and table.lb[var] >= 0 for var, c in level.expr.terms.items())


def solve_payment(board: Board | Analysis, cost: ManaCost | str, *, keep: ManaCost | str | None = None,
                  x: int | None = None, max_x: bool = False, time_limit: float = 10.0,
                  abilities: AbilitiesFn | None = None, purpose: SpendPurpose | None = None,
                  also: tuple[tuple[ManaCost, SpendPurpose | None, str], ...] = (),
                  timing: str = "priority", loops: bool = True, life_paid: int = 0,
                  casting: Card | None = None, own_colours: bool = True,
                  sacrifice: tuple[PermanentFilter, ...] = ()) -> Payment:
    """An optimal plan to pay ``cost`` from ``board``, or why there is none.

    Parameters
    ----------
    board : Board or Analysis
        The board, analysed (:class:`~manaplan.solver.analysis.Analysis`: the command's session shares what it
        worked out with every other question of the command); a Board is analysed in a session of its own.
    cost : ManaCost or str
        The cost (``'{2}{W}{U}'``, ``'XR'`` …).
    keep : ManaCost or str, optional
        A cost to keep payable from what the plan leaves (untapped, unsacrificed permanents; unspent mana).
    x : int, optional
        The value of X (default 0 for a cost with ``{X}``).
    max_x : bool
        Pay the largest X that is payable (``x`` is then ignored).
    time_limit : float
        Seconds for the solver; a result cut short says ``optimal=False``.
    abilities : callable, optional
        Card → ParsedCard, for a Board (its session's parser); :func:`manaplan.models.oracle.parser.parse_card` by
        default. Another parser looks for no loop.
    purpose : SpendPurpose, optional
        What ``cost`` pays for (casting a spell: :mod:`~manaplan.solver.rules.spending`), so that mana with a spending
        restriction pays it where the restriction allows (CR 106.6). Without it, restricted mana does not pay ``cost``.
    also : tuple of (ManaCost, SpendPurpose or None, str)
        Other costs paid together with ``cost`` by the same plan, each with its purpose and whose cost it is (the
        activation of Magus of the Will before casting a spell from the graveyard): no permanent is used twice.
    life_paid : int
        Life paid as a cost together with ``cost`` (Bolas's Citadel's life equal to the mana value, a flashback's
        "Pay 3 life"): it needs that much life after every mana ability resolved (CR 119.4, 601.2h), and counts in
        :attr:`~manaplan.solver.pay.plan.Payment.life_after` (not in ``life_lost``).
    casting : Card, optional
        The spell paid for, cast from your hand (``board`` shows it on the stack, CR 601.2a): an ability that adds
        more while it is still in hand (Metalworker revealing it) may be activated before casting, its step marked
        ``before``.
    own_colours : bool
        Break the last tie by the permanents' own abilities and colours (a Plains taps for {W} where any colour
        would do: :func:`~manaplan.solver.pay.model.own_colours`); off, the colours are the solver's.
    timing : str
        ``'priority'``: you hold priority (an ability "activate only as an instant" may be used, its mana kept in
        your pool); ``'casting'``: the cost is a spell's cast from your hand, so such an ability would have been
        activated before, with the spell still in hand — one that discards cards is left out.
    sacrifice : tuple of PermanentFilter
        Permanents the cost also sacrifices (a spell's "sacrifice a creature", CR 601.2b), after the mana abilities
        (CR 601.2g-h: one may be tapped for mana first); named in ``sacrificed`` (:func:`_with_sacrifice`).

    Returns
    -------
    Payment

    Raises
    ------
    CostSyntaxError
        When ``cost`` or ``keep`` does not parse.
    ValueError
        When ``x`` is negative.

    Notes
    -----
    The plan is chosen lexicographically (README, "Design"): the largest X (with ``max_x``); a plan that ends at 1
    life or more; the kept cost kept payable (SPEC: keeping it comes before life and sacrifices); the least life lost;
    the least sacrificed (tokens before anything else); the fewest permanents tapped; the least flexible sources
    tapped; then file order. Life paid as a
    cost needs at least that much life, and paying all you have is legal (CR 119.4); damage and life loss never stop
    a plan. One that leaves you at 0 life or less says so: you lose the game when state-based actions are next
    checked (CR 704.5a).

    References
    ----------
    CR 107.3 (X), 107.4 (mana symbols), 119.4 (paying life), 302.6 (summoning sickness), 601.2g-h (paying costs),
    603.3 (triggers), 605 (mana abilities), 704.5a (0 life).
    """
    analysis = analysed(board, abilities)
    deadline = time.monotonic() + remaining(time_limit)  # the command's deadline when it set one (issue 15)
    ask = _question(cost, keep, x, max_x, also)
    # one payment: no spell is priced after it (a spell's total cost is locked in before its mana abilities, CR 601.2f-h)
    pb = analysis.activations(repeat_cap=min(64, max(REPEAT_CAP, ask.demand + 2)), timing=timing, casting=casting,
                              later_casts=False)
    pb, required = _with_sacrifice(pb, sacrifice)
    found = unbounded_loops(analysis, time_limit=time_limit) if (
        loops and analysis.session.parse is parse_card
        and (ask.maximize_x or ask.cost.with_x(ask.x_fixed or 0).generic)) else ()
    if found:  # a loop makes arbitrarily much mana (CR 605.1a, 602.5): one turn of it pays the generic part
        again = dict(keep=keep, time_limit=time_limit, purpose=purpose, timing=timing, loops=False, casting=casting,
                     own_colours=own_colours, sacrifice=sacrifice)
        return _pay_with_loops(analysis, ask, found, x, also, again)
    spec = ModelSpec(target=ask.cost, x=ask.x_fixed, maximize_x=ask.maximize_x, keep=ask.keep, layers=0,
                     purpose=purpose, also=tuple(also), permissions=pb.permissions, life_paid=life_paid,
                     own_colours=own_colours, required=required)
    again = None if keep is not None else lambda board: solve_payment(  # the same payment of a relaxed board
        analysis.of(board), cost, x=x, max_x=max_x, time_limit=time_limit, purpose=purpose, also=also, timing=timing,
        loops=loops, life_paid=life_paid, casting=casting, own_colours=own_colours, sacrifice=sacrifice)
    relax = None if sacrifice or keep is not None else lambda: analysis.activations(  # the held-back plans' bound
        repeat_cap=min(64, max(REPEAT_CAP, ask.demand + 2)), timing=timing, casting=casting, later_casts=False,
        relaxed=True)
    paid = _pay_by_model(analysis, pb, ask, spec, deadline, time_limit, again, relax)
    return with_keeping(paid, lambda: solve_payment(  # what keeping costs, when it may cost something
        analysis, cost, x=paid.x if ask.cost.x_count else x, also=also, time_limit=time_limit, purpose=purpose,
        timing=timing, loops=False, life_paid=life_paid, casting=casting, own_colours=False, sacrifice=sacrifice))


#: The id of the group of one whose use sacrifices what the cost paid sacrifices (a spell's additional cost).
SACRIFICED_WITH_COST = "the cost's sacrifice"


def _with_sacrifice(pb: PaymentBoard, sacrifice: tuple[PermanentFilter, ...]
                    ) -> tuple[PaymentBoard, tuple[int, ...]]:
    """The payment board with the permanents ``sacrifice`` may take as groups, and a use of no mana whose cost
    sacrifices them, which the model must activate once (its index, :attr:`ModelSpec.required`); ``pb`` and ``()``
    without a sacrifice."""
    if not sacrifice:
        return pb, ()
    pb = with_victim_groups(pb, sacrifice)
    words = ", ".join(f.text or "a permanent" for f in sacrifice)
    outlet = CostedActivation(id=SACRIFICED_WITH_COST, name=SACRIFICED_WITH_COST, card=Card(SACRIFICED_WITH_COST),
                              costs=(ManaCost(()),), purpose=ANYTHING, sacrifices=sacrifice,
                              text=f"sacrifice {words} (a cost of the spell)")
    pb, (added,) = with_costed_activations(pb, (outlet,))
    return pb, added


@dataclass(frozen=True, slots=True)
class _Question:
    """The cost asked about, read: with X fixed (``x_fixed``) or the most X asked for (``maximize_x``), the costs
    paid with it (``combined``) and the mana all of it asks for (``demand``, X counted when fixed)."""

    cost: ManaCost
    keep: ManaCost | None
    x_fixed: int | None
    maximize_x: bool
    combined: ManaCost
    demand: int


def _question(cost: ManaCost | str, keep: ManaCost | str | None, x: int | None, max_x: bool,
              also: tuple[tuple[ManaCost, SpendPurpose | None, str], ...]) -> _Question:
    cost = _as_cost(cost)
    keep_cost = _as_cost(keep) if keep is not None else None
    if x is not None and x < 0:
        raise ValueError("X cannot be negative")
    has_x = cost.x_count > 0
    maximize_x = has_x and max_x
    x_fixed = (x or 0) if has_x and not maximize_x else None
    combined = cost
    for extra, _, _ in also:
        combined = combined + extra
    demand = combined.mana_value + (x_fixed or 0) * cost.x_count + (keep_cost.mana_value if keep_cost else 0)
    return _Question(cost, keep_cost, x_fixed, maximize_x, combined, demand)


def _pay_with_loops(analysis: Analysis, ask: _Question, found: tuple, x: int | None, also: tuple,
                    again: dict) -> Payment:
    """A cost paid with a loop's help: a fixed cost paid normally, or else its coloured part normally and the rest
    by the loop; the most X paid by the loop as often as you like, the rest of the cost around it."""
    board, cost = analysis.board, ask.cost
    setup = (*also, *_setup_costs(found[0], board))
    if not ask.maximize_x:
        normal = solve_payment(analysis, cost, x=x, also=also, **again)
        generic = cost.with_x(ask.x_fixed or 0).generic
        if normal.payable or not normal.optimal:
            return normal
        coloured = ManaCost._canonical([s for s in cost.with_x(0) if s.kind is not SymbolKind.GENERIC])
        rest = _around_loop(analysis, coloured, found[0], also=setup, **again)
        return _with_loops(rest, found, board, paying=ManaSymbol(SymbolKind.GENERIC, amount=generic), cost=cost,
                           x=ask.x_fixed) \
            if rest.payable and _leaves_loop(rest, found[0]) else normal
    rest = _around_loop(analysis, cost, found[0], x=0, also=setup, **again)
    if rest.payable and not _leaves_loop(rest, found[0]):  # the rest uses the loop's permanents: X not proven
        return replace(solve_payment(analysis, cost, max_x=True, also=also, **again), optimal=False,
                       loops=tuple(lp.describe() for lp in found))
    return _with_loops(rest, found, board) if rest.payable else rest


def _pay_by_model(analysis: Analysis, pb: PaymentBoard, ask: _Question, spec: ModelSpec, deadline: float,
                  time_limit: float, again: Callable[[Board], Payment] | None = None,
                  relax: Callable[[], PaymentBoard] | None = None) -> Payment:
    """The payment from the layered model, solved lexicographically and certified or deepened; first the quick
    bounds that answer "not payable" at once (:mod:`.reasons`). ``spec`` is the model asked for, its layers set by
    the loop. ``again``: the same payment of another board, for the bound on plans finding a land that changes other
    permanents' mana (:func:`~.found_ahead.found_ahead_moot`); None: not looked for (a cost to keep). ``relax``: the
    payment board of the relaxation that bounds the plans held back (:func:`held_back_moot`); None: not looked for."""
    cost, x_fixed, keep_cost = ask.cost, ask.x_fixed, ask.keep
    if keep_cost is not None:  # the untaps ordered before what they count leaves may miss a plan with two phases
        pb = replace(pb, unproven=pb.unproven + ordered_recounts(pb)
                     + removed_first_notes(pb, "with a cost to keep", layered=False))
    bounds = mana_bounds(pb)
    note = unsupported_note(pb)
    left_out = tuple(dict.fromkeys(f"{who}: {text}" for who, text in pb.unsupported + pb.unproven))
    notes = event_mana_notes(analysis.board, analysis.read)

    def not_payable(reason: str, proven: bool = True, reported_x: int | None = x_fixed) -> Payment:
        return Payment(cost=cost, payable=False, x=reported_x, reason=reason + note, optimal=proven and not pb.unproven,
                       keep=keep_cost, kept=None if keep_cost is None else False, left_out=left_out,
                       notes=notes)

    if ask.maximize_x:
        spec = replace(spec, x_max=max(0, (bounds.total - min_units(ask.combined, 0, pb.life)) // cost.x_count))
    # "spend mana as though it were mana of any color" (CR 609.4b): the colour bounds do not hold; the model decides
    quick = None if spec.permissions else quick_reason(pb, ask.combined, x_fixed or 0, bounds)
    if quick:
        if pb.unproven and again is not None and found_ahead_moot(analysis, pb, None, None, again):
            pb, left_out = replace(pb, unproven=(), unsupported=()), ()
            note = unsupported_note(pb)
        return not_payable(quick)
    blocked = [pb.uses[i] for i in spec.required if not pb.uses[i].usable]
    if blocked:  # a spell's "sacrifice a creature" with no creature (CR 601.2b: a cost you cannot pay)
        return not_payable(f"its additional cost cannot be paid: {blocked[0].why_not} (CR 601.2b)")
    flow = flow_solution(pb, spec)  # a board of lands and the like: exact without a model (.flow)
    if flow is not None:
        (spec, pm, levels, result), certified = flow, True
    else:
        found = _solve_certified(pb, spec, deadline)
        (spec, pm, levels, result), certified = found.results[0], found.certified[0]
    if result.status == "unknown":
        return not_payable(f"no plan found within the time limit of {time_limit:g} s (not proven unpayable)",
                           proven=False)
    if certified and pb.unproven and counts_order_moot(pb, spec, levels, result, keep_cost is not None, deadline):
        pb = replace(pb, unproven=())  # no plan that removes first can do better: proven after all
        left_out = tuple(dict.fromkeys(f"{who}: {text}" for who, text in pb.unsupported))
    if certified and pb.unproven and relax is not None and not spec.required and result.status in (
            "optimal", "infeasible"):
        wider = relax()
        at = replace(spec, counts_ordered=False, reads_ordered=False, permissions=wider.permissions)
        if ask.maximize_x:
            at = replace(at, x_max=max(0, (mana_bounds(wider).total - min_units(ask.combined, 0, wider.life))
                                       // cost.x_count))
        if held_back_moot(wider, at, levels, result, deadline):
            pb = replace(pb, unproven=())  # no plan removing what the model holds back does better: proven
            left_out = tuple(dict.fromkeys(f"{who}: {text}" for who, text in pb.unsupported))
    if certified and pb.unproven and again is not None and result.status in ("optimal", "infeasible") and \
            found_ahead_moot(analysis, pb, levels if result.status == "optimal" else None,
                             list(result.level_values) if result.status == "optimal" else None, again):
        pb, left_out = replace(pb, unproven=(), unsupported=()), ()  # no find that changes the others' mana does better
        note = unsupported_note(pb)
    if result.status == "infeasible":
        return not_payable(no_combination_reason(spec.target, spec.x) if flow is not None else
                           _diagnose(pb, spec, max(0.5, deadline - time.monotonic())), proven=bool(certified))
    parts = read_plan(pm, result.values)
    life_after = pb.life - parts.life_lost - spec.life_paid
    saved_by = cant_lose(pb) if life_after <= 0 else None
    return Payment(
        cost=cost, payable=True, x=parts.x, steps=parts.steps, tapped=parts.tapped, sacrificed=parts.sacrificed,
        life_lost=parts.life_lost, mana_left=parts.mana_left, kept=parts.kept, reason=None,
        optimal=result.status == "optimal" and bool(certified) and not pb.unproven,  # nothing left out could change it
        objectives=tuple((lv.name, val) for lv, val in zip(levels, result.level_values)), keep=keep_cost,
        assignments=parts.assignments, left_out=left_out, notes=notes, exiled=parts.exiled,
        life_after=life_after, loses_game=life_after <= 0 and saved_by is None, trigger_life=parts.trigger_life,
        saved_by=saved_by, returned=parts.returned,
    )


def counts_order_moot(pb: PaymentBoard, spec: ModelSpec, levels: list[Level], result: LexResult, keeping: bool,
                      deadline: float) -> bool:
    """Whether the plans the model leaves out by using a count before any removal of what it counts (Nykthos'
    devotion, Gaea's Cradle's creatures: :func:`~manaplan.solver.core.counts.removed_first`, CR 605.3b, 400.7) can be
    no better than ``result``, the certified optimum of the model ``spec`` built: every note of ``pb.unproven`` is
    such a plan, and the relaxation that lets a count come after a removal and still count what was removed
    (``counts_ordered=False``: it can only over-count, so every plan, those removing first too, is one of its
    solutions with at least its real mana) has the same optimum on every level but the tie-breaks, or is as
    infeasible. Plans deeper than ``spec``'s layers are the certificate's, whose relaxation orders no count.

    Examples
    --------
    Gaea's Cradle beside creatures an Altar may sacrifice, with a cost to keep: the plan that sacrifices one first
    and taps the Cradle for what is left in the kept payment is no better.

    >>> from manaplan.models.board_files import parse_inline
    >>> b = parse_inline("Gaea's Cradle, Ashnod's Altar, Llanowar Elves x2, Swamp, Mountain")
    >>> [(p.optimal, p.left_out) for p in [solve_payment(b, "{B}{R}", keep="{1}{G}")]]
    [(True, ())]
    """
    moot = set(removed_first_notes(pb, ""))
    if keeping:
        moot |= set(removed_first_notes(pb, "with a cost to keep", layered=False))
    if not set(pb.unproven) <= moot or result.status not in ("optimal", "infeasible"):
        return False
    relaxed = replace(spec, counts_ordered=False)
    pm = build_model(pb, relaxed)
    wider = objective_levels(pm)
    found = solve_levels(pm.model, pm.table, wider, max(0.05, deadline - time.monotonic()),
                         linearization=2 if spec.maximize_x else 1)
    if found.status != result.status or found.status not in ("optimal", "infeasible"):
        return False
    ours = {lv.name: v for lv, v in zip(levels, result.level_values) if lv.name not in TIE_BREAKS}
    theirs = {lv.name: v for lv, v in zip(wider, found.level_values) if lv.name not in TIE_BREAKS}
    return ours == theirs


def held_back_moot(relaxed: PaymentBoard, spec: ModelSpec, levels: list[Level], result: LexResult,
                   deadline: float) -> bool:
    """Whether the plans the model holds back — a cost that removes a permanent whose effects are in force (Goldspan
    Dragon to Ashnod's Altar), an untapper's cost taking one the untapped permanent's mana counts (Wirewood Symbiote
    returning Imperious Perfect before Marwyn is tapped again), a count taken after a removal: :func:`~manaplan.
    solver.core.uses.held_back` — can be no better than ``result``, the certified optimum of the real model: the
    relaxation where they are plans and every removed permanent's effects and counts stay in force (``relaxed``,
    :func:`~manaplan.solver.core.activations.activation_board` with ``relaxed``; ``spec`` with counts that may come
    after a removal) leaves nothing else out, is solved at the depth that makes it exact and certified, and has the
    same status and the same optimum on every level but the tie-breaks. Every real plan is one of its plans with at
    least as much mana (CR 605.3b, 400.7: a permanent that left counts for nothing, and its effects end, CR 611.3a),
    so none is better than ``result``.

    Examples
    --------
    Imperious Perfect may be returned to Wirewood Symbiote before Marwyn is tapped again (one power fewer): the
    plan returning Fyndhorn Elves, tapped already, is as good, and the most X is proven.

    >>> from manaplan.models.board_files import parse_inline
    >>> b = parse_inline("Marwyn, the Nurturer (+1/+1=3), Imperious Perfect, Fyndhorn Elves, Wirewood Symbiote")
    >>> p = solve_payment(b, "{X}", max_x=True)
    >>> p.x, p.optimal, p.left_out
    (11, True, ())
    """
    if relaxed.unproven or result.status not in ("optimal", "infeasible"):
        return False
    found = _solve_certified(relaxed, spec, deadline)
    (_, _, wider, theirs), certified = found.results[0], found.certified[0]
    if not certified or theirs.status != result.status:
        return False
    if theirs.status == "infeasible":
        return True
    ours = {lv.name: v for lv, v in zip(levels, result.level_values) if lv.name not in TIE_BREAKS}
    bound = {lv.name: v for lv, v in zip(wider, theirs.level_values) if lv.name not in TIE_BREAKS}
    return ours == bound


def _solve_certified(pb: PaymentBoard, spec: ModelSpec, deadline: float):
    """The layered model at the depth that makes it exact, or certified (else deepened) from a shallower one
    (:func:`~manaplan.solver.core.model.certify_or_deepen`), solved lexicographically."""
    exact = ordered_bound(pb)

    def solve(layers: int, objectives: list) -> tuple:
        at = replace(spec, layers=layers)
        pm = build_model(pb, at)
        solved = []
        for objective in objectives:
            levels = objective(pm)
            # the most X is a bound to prove: CP-SAT's LP with the enforced constraints proves it at once where its
            # default searched for seconds (five colours of filter lands and Signets: 3.2 s → 0.02 s)
            solved.append((at, pm, levels, solve_levels(pm.model, pm.table, levels,
                                                        max(0.05, deadline - time.monotonic()),
                                                        linearization=2 if spec.maximize_x else 1)))
        return pm, solved

    def certify(layers: int, objectives: list, solved: list) -> list:
        out = []
        for at, pm, levels, result in solved:
            if result.status == "unknown":
                out.append((None, 0))
            else:
                out.append(_certify(pb, at, result, max(0.05, deadline - time.monotonic()), layered=(pm, levels)))
        return out

    return certify_or_deepen(exact, exact if exact <= DIRECT_LAYERS else START_LAYERS, [objective_levels], solve,
                             certify, deadline, max_layers=layer_cap(len(pb.uses), len(pb.units)))


def unbounded_loops(board: Board | Analysis, *, time_limit: float = 10.0) -> tuple:
    """The loops that make arbitrarily much mana on ``board``: exactly ``produce``'s (so the two commands agree: its
    figures for one pass and its search, :func:`~manaplan.solver.produce.model.loops_of`), asked only when the
    structural search, with every setup and first untap assumed payable, finds one.

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> [lp.permanent for lp in unbounded_loops(parse_inline("Basalt Monolith, Power Artifact (on=Basalt Monolith#1)"))]
    ['Basalt Monolith#1']
    >>> unbounded_loops(parse_inline("Basalt Monolith, Forest"))
    ()
    """
    analysis = analysed(board)
    effective = analysis.effective
    if not find_loops(effective, one_pass_total=1 << 30):
        return ()
    floor = 0.05 if current() is not None else 0.2  # produce's share of the time for its figures
    found = solve_figures(production_board(effective, reader=analysis.session), list(FIGURES),
                          time_limit=max(floor, remaining(time_limit) * 0.6))[0]
    return loops_of(effective, found)


def _around_loop(analysis: Analysis, cost: ManaCost, loop, **kwargs) -> Payment:
    """The rest of a plan that a loop completes, leaving the loop's permanent for it: the plan as found, or, when it
    taps that permanent (for a setup: Rings of Brighthearth's first copy), the plan found with it set aside."""
    rest = solve_payment(analysis, cost, **kwargs)
    if not rest.payable or _leaves_loop(rest, loop):
        return rest
    board = analysis.board
    aside = replace(board, permanents=tuple(replace(p, tapped=True) if p.id == loop.permanent else p
                                            for p in board.permanents))
    other = solve_payment(analysis.of(aside), cost, **kwargs)
    return other if other.payable and _leaves_loop(other, loop) else rest


def _setup_costs(loop, board: Board) -> tuple[tuple[ManaCost, SpendPurpose, str], ...]:
    """The mana cost of a loop's one-time setup (``'Grand Architect#1: {U}: target artifact creature becomes
    U'``), paid by the same plan as the rest of the cost."""
    m = re.match(r"(?P<id>.+?): (?P<cost>(?:\{[^}]+\})+): ", loop.setup or "")
    if m is None:
        return ()
    card = board.get(m["id"]).card
    return ((ManaCost.parse(m["cost"]), SpendPurpose.activate(frozenset(card.card_types), frozenset(card.subtypes),
                                                              frozenset(card.supertypes), frozenset(card.colors),
                                                              name=f"{m['id']}'s ability"), m["id"]),)


def _leaves_loop(rest: Payment, loop) -> bool:
    """Whether a plan leaves the loop's permanents as they were (untapped, on the battlefield) for the loop."""
    used = set(rest.tapped) | set(rest.sacrificed) | set(rest.exiled)
    return not used & {loop.permanent, *loop.helpers}


def _with_loops(rest: Payment, loops: tuple, board: Board, *, paying: ManaSymbol = ManaSymbol(SymbolKind.X),
                cost: ManaCost | None = None, x: int | None = None) -> Payment:
    """``rest`` (the cost paid with X = 0, or a fixed ``cost``'s coloured part) and one turn of the best loop, which
    pays ``paying`` (X, as often as you like, or the fixed cost's generic part)."""
    best = loops[0]
    step = PlanStep(len(rest.steps) + 1, best.permanent, board.get(best.permanent).card.name, "loop",
                    pays=(Pays(None, paying),), loop=best)
    described = tuple(lp.describe() for lp in loops)
    if cost is not None:  # a fixed cost: payable, its generic part by the loop
        return replace(rest, cost=cost, x=x, optimal=False, steps=(*rest.steps, step), loops=described,
                       assignments=(*rest.assignments, Paid(paying, best.permanent, loop=True)))
    return replace(rest, x=None, unbounded=True, optimal=False, steps=(*rest.steps, step), loops=described)


#: A sentence by which a permanent of yours keeps you in the game at 0 life or less, with no condition (Platinum
#: Angel, Lich's Mastery, Phyrexian Unlife): it begins the sentence ("As long as …, you can't lose" does not count).
_CANT_LOSE = re.compile(r"(?:^|(?<=[.\n] )|(?<=\n))(?:You can't lose the game(?: and your opponents can't win the "
                        r"game)?|You don't lose the game for having 0 or less life)\.")


def cant_lose(pb: PaymentBoard) -> str | None:
    """The id of a permanent of yours whose text, in force, says you don't lose the game for having 0 or less life
    (Platinum Angel: "You can't lose the game …"), or None (CR 704.5a applies).

    >>> from manaplan.models.board_files import parse_inline
    >>> from manaplan.solver.analysis import analysed
    >>> cant_lose(analysed(parse_inline("Platinum Angel, Island")).activations())
    'Platinum Angel#1'
    >>> cant_lose(analysed(parse_inline("Platinum Angel (opp), Island")).activations()) is None
    True
    >>> bool(_CANT_LOSE.search("As long as you control a Wizard, you can't lose the game."))
    False
    """
    effective = pb.effective
    for p in pb.board.permanents:
        if not p.is_yours or not _CANT_LOSE.search(getattr(p.card, "oracle_text", "") or ""):
            continue
        if effective is not None and effective[p.id].lost_text:
            continue
        return p.id
    return None


def _diagnose(pb: PaymentBoard, spec: ModelSpec, time_limit: float) -> str:
    """One sentence on why a proven-unpayable cost is not payable.

    The relaxation without layers (self-funding allowed) tells an ordering problem ("the Signets need mana made
    before them") from a shortage; the same without the life limit tells a life problem.
    """
    deadline = time.monotonic() + time_limit
    if not pb.usable and not pb.pool:
        return no_source_reason(pb)
    base = replace(spec, keep=None, maximize_x=False, x=spec.x or 0, loose=True, min_ordered=0)
    loose = build_model(pb, base)
    status, _ = solve_once(loose.model, loose.table, None, deadline - time.monotonic())
    doubling = list(dict.fromkeys(pb.groups[u.group].ids[0] for u in pb.usable if u.doubles))
    if status in ("optimal", "feasible") and not doubling:  # the loose bound of a doubling proves no shortage
        costed = list(dict.fromkeys(pb.groups[u.group].ids[0] for u in pb.usable if u.costed))
        shown = ", ".join(costed[:3]) + (", …" if len(costed) > 3 else "")
        return (f"the sources with mana costs ({shown}) need mana made before them, "
                f"and the board cannot make enough of it first")
    restricted = restricted_reason(pb, spec, base, deadline)
    if restricted:
        return restricted
    life_matters = any(u.life for u in pb.usable) or any(
        s.kind in (SymbolKind.PHYREXIAN, SymbolKind.HYBRID_PHYREXIAN) for s in spec.target)
    if life_matters:
        free = build_model(pb, replace(base, life_limit=10**6))
        level = Level("life lost", life_lost(free, 0))
        status, values = solve_once(free.model, free.table, level, deadline - time.monotonic())
        if status in ("optimal", "feasible"):
            return (f"its life can't be paid: you have {pb.life}, and you can pay life only with at least that much "
                    f"when you pay it, after the damage of the mana abilities activated before (CR 119.4, 601.2g-h)")
    if doubling:  # Doubling Cube: the pool it doubles is what is left after its own cost (CR 701.9f)
        return (f"no combination of the board's sources makes {spec.target.with_x(spec.x or 0).text} at once: "
                f"{', '.join(doubling)} doubles only the mana left in your pool after its own cost is paid "
                f"(CR 701.9f)")
    return no_combination_reason(spec.target, spec.x)


def restricted_reason(pb: PaymentBoard, spec: ModelSpec, base: ModelSpec, deadline: float) -> str | None:
    """Why the cost is not payable when restricted mana is the reason (it would be payable if the board's
    restricted mana could pay for anything), else None (CR 106.6)."""
    restricted = [(pb.groups[u.group].ids[0], u.ability.spend) for u in pb.usable
                  if any(unit_of(pb.groups[u.group], u.ability, t).restriction is not None
                         for c in u.choices for t in c)]
    if not restricted:
        return None
    lifted = replace(base, purpose=ANYTHING, also=tuple((c, ANYTHING, who) for c, _, who in spec.also))
    free = build_model(pb, lifted)
    status, _ = solve_once(free.model, free.table, None, deadline - time.monotonic())
    if status not in ("optimal", "feasible"):
        return None
    shown = "; ".join(f"{pid}: {spend.text or spend.describe()}" for pid, spend in dict(restricted).items())
    if spec.purpose is None:
        return (f"only by spending restricted mana ({shown}) on a cost whose purpose is not known: name the spell "
                f"it pays for with --for CARD")
    if spec.purpose.action == "cast" and spec.purpose.commander is None and any(
            u.commander for _, spend in restricted if spend is not None for u in spend.only):
        return (f"only by spending restricted mana ({shown}) on a spell not known to be your commander: list your "
                f"commanders under the board's command_zone:")
    return f"only by spending restricted mana where its restriction forbids ({shown})"
