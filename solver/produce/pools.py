"""The maximal pools of a board, listed: the most flexible first, then those below them within a bound.

Steps (:func:`list_pools`):

1. **The most flexible pools** — the greatest weight (:func:`~manaplan.solver.produce.class_pool.weight` per
   unit) — after one solve finds that weight: proven as one family "any k of n" where they are one
   (:func:`~manaplan.solver.produce.families.prove_top_family`), else listed one each in the model narrowed to that
   weight (:func:`~manaplan.solver.produce.families.top_pools`). Every pool of the greatest weight is maximal.
2. **The pools below them**, one solve each: the heaviest pool no pool found dominates, its weight capped at the last
   one's. When the first three pools found are a chain, the rest of it is guessed and the whole list proven by one
   solve (:func:`~manaplan.solver.produce.families.extend_chain`). This search is bounded (:data:`BELOW_SOLVES`,
   :data:`BELOW_WORK`) unless asked for all: each pool below carries the exclusions of every pool before it.
3. **Deeper plans**: pools found with fewer layers than a plan may need are checked against the relaxation of deeper
   plans (:func:`pools_depth`).

Each pool listed is maximal (none dominates another); ``truncated`` says when maximal pools may exist that are not
listed.

References
----------
CR 106.4 (the mana pool), 106.7 (could produce), 605.1a (mana abilities).
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from .. import progress
from ..deadline import TimeLimitReached
from ..core.model import layer_cap
from .class_pool import canonical, weigh
from .families import CHAIN_START, PoolSpace, extend_chain, prove_top_family, top_pools
from .model import ProduceModel, ProductionBoard, Solved

__all__ = ["PoolList", "list_pools", "list_at", "pools_depth", "MAX_POOLS", "BELOW_WORK", "BELOW_SOLVES"]

#: The most pools listed by default.
MAX_POOLS = 32
#: The solver's deterministic work (CP-SAT's ``deterministic_time``, about a second on these machines, the same on
#: every run) that the pools below the most flexible ones may take in all. The benchmark boards list theirs in less
#: than a sixth of it (tokens 0.01, golgari_coffers 0.03; the Commander example's 17 pools 0.15, where exclusions on
#: all 63 sets of types had listed 12 when it ran out); on a five-colour board of filter lands and Signets each
#: such pool takes 0.2 to 3 (the exclusions of every pool found before it), and a list of 32 took 10 to 20 s.
#: Past it the list is cut (``pools_truncated``); the most flexible pools and the figures are never cut by it.
BELOW_WORK = 0.2
#: The most solves for pools below the most flexible ones (each with the exclusions of every pool found, so each
#: costs more than the last; the deterministic work above undercounts their presolve): Golgari's 11 pools take 11.
BELOW_SOLVES = 16


@dataclass(frozen=True)
class PoolList:
    """What :func:`list_pools` found.

    Parameters
    ----------
    pools : list of Counter
        Maximal pools, the most flexible first (non-increasing weight).
    truncated : bool
        Maximal pools may exist that are not listed.
    proven : bool
        Every pool listed is proven maximal (false when deeper plans were not ruled out).
    most_flexible : int
        How many of the first pools are of the greatest weight.
    most_flexible_complete : bool
        Every pool of the greatest weight is listed.
    """

    pools: list
    truncated: bool
    proven: bool = True
    most_flexible: int = 0
    most_flexible_complete: bool = False


class _Below:
    """The bound on the search below the most flexible pools: solves and CP-SAT's deterministic work."""

    def __init__(self, work: float):
        self.work = work
        self.spent = 0.0
        self.solves = 0

    @property
    def bounded(self) -> bool:
        return self.work != float("inf")

    @property
    def used_up(self) -> bool:
        return self.bounded and (self.spent >= self.work or self.solves >= BELOW_SOLVES)

    def next_pool(self, model: ProduceModel) -> Solved:
        """The heaviest pool of ``model``, within what is left of the bound."""
        self.solves += 1
        before = model.work_done
        found = model.maximize(model.pool_weight(), work=self.work - self.spent if self.bounded else None)
        self.spent += model.work_done - before
        return found


def list_pools(pb: ProductionBoard, layers: int, model: ProduceModel | None, *, max_pools: int = MAX_POOLS,
               below_work: float | None = None, seconds: Callable[[float], float] = lambda share: 5.0,
               deadline: float = float("inf")) -> PoolList:
    """The maximal pools of ``pb`` (module docstring, steps 1–3), found with ``layers`` layers, then with twice as
    many while a deeper plan may make a pool the list misses (:func:`pools_depth`) and the model is not yet exact:
    the figures' depth is not always the pools' (ten Signets fed by basics: each layer more splits one more pair,
    the most flexible pools weigh 1040 with 2 layers, 1088 with 6).

    Parameters are those of :func:`list_at`.
    """
    cap = min(pb.exact_layers, layer_cap(len(pb.uses), len(pb.classes)))
    while True:
        listed = list_at(pb, layers, model, max_pools=max_pools, below_work=below_work, seconds=seconds,
                         deadline=deadline, deepen=layers < cap)
        if listed.proven or layers >= cap or time.monotonic() > deadline:
            return listed
        layers, model = min(cap, 2 * layers), None


def list_at(pb: ProductionBoard, layers: int, model: ProduceModel | None, *, max_pools: int = MAX_POOLS,
            below_work: float | None = None, seconds: Callable[[float], float] = lambda share: 5.0,
            deadline: float = float("inf"), deepen: bool = False) -> PoolList:
    """The maximal pools of ``pb``, found with ``layers`` layers (module docstring, steps 1–3).

    Parameters
    ----------
    pb : ProductionBoard
    layers : int
        The layered model's depth (the figures' certified one).
    model : ProduceModel or None
        A layered model of that depth to reuse (its objective is replaced); None: one is built.
    max_pools : int
        The most pools listed (a family is listed whole).
    below_work : float, optional
        The solver's deterministic work the pools below the most flexible ones may take (default
        :data:`BELOW_WORK`, with :data:`BELOW_SOLVES` solves); ``float("inf")``: no bound but the time.
    seconds : callable
        A share of the time left → seconds for the next step.
    deadline : float
        ``time.monotonic()`` past which the list stops (cut).
    deepen : bool
        A deeper model will be tried if this one's pools are not proven: when a deeper plan may make a pool heavier
        than the most flexible ones, those are returned at once, not proven, without the search below them.

    Returns
    -------
    PoolList

    Raises
    ------
    TimeLimitReached
        Never: a step cut short by the command's deadline leaves the list cut.
    """
    model = model if model is not None else ProduceModel(pb, layers=layers, time_limit=seconds(0.5))
    model.time_limit = seconds(0.5)
    below = _Below(BELOW_WORK if below_work is None else below_work)
    first = model.maximize(model.pool_weight())
    if first.status != "optimal":  # out of time: a pool not proven maximal is not listed
        return PoolList([], first.status != "infeasible")
    # 1. the most flexible pools
    progress.report("the most flexible pools, as one family")
    top = weigh(first.pool)
    try:
        space = PoolSpace.at_least(model, top, time_limit=seconds(0.9))  # a copy: nothing excluded in it yet
        family = prove_top_family(pb, layers, top, seconds(0.9), seen=(first.pool,), space=space)
        if family is not None:
            tops, top_complete = [+member for member in family.pools()], True
        else:
            progress.report("the most flexible pools")
            tops, top_complete = top_pools(space, (first.pool,), max_pools, time.monotonic() + seconds(0.9))
    except TimeLimitReached:
        tops, top_complete = [first.pool], False
    pools = list(tops)  # those below are appended to this list, not to tops
    checked = False  # the most flexible pools are proven against deeper plans already
    if deepen and layers < pb.exact_layers:
        try:
            shallow = not pools_depth(pb, layers, pools, seconds(0.5), complete=False, exclude=False)[0]
        except TimeLimitReached:
            shallow = True
        if shallow:  # a deeper plan may make a more flexible pool: no search below these
            return PoolList(canonical(pools), True, False, len(pools), top_complete)
        checked = True
    if not top_complete or (len(pools) > 1 and len(pools) >= min(max_pools, MAX_POOLS)):
        # a family is listed whole; nothing below the greatest weight is looked for when the list is past the count
        # asked, or too long to exclude pool by pool (five_color's 126: each pool below took 4–6 s)
        truncated = True
    else:
        for pool in pools:
            model.exclude_dominated_by(pool)
        # the next pool weighs no more (fewer pools left to choose from): a bound the solver's relaxation lacks
        model.cap_weight(top)
        truncated = _below(pb, layers, model, pools, below, max_pools, seconds, deadline)
    proven = True
    if pools and layers < pb.exact_layers and not (checked and truncated and len(pools) == len(tops)):
        # 3. deeper plans (not again for the most flexible pools alone, already checked, the list cut below them)
        try:
            proven, deeper = pools_depth(pb, layers, pools, seconds(0.5), complete=not truncated)
        except TimeLimitReached:  # the command's time is up: what is listed stays, not proven
            proven, deeper = False, True
        truncated |= deeper
        if not proven and checked:
            # a deeper plan may dominate one of the pools below the most flexible: those are not claimed, the most
            # flexible (proven) are listed alone, rather than everything sought again deeper
            pools, proven, truncated = list(tops), True, True
    most = sum(1 for pool in pools if weigh(pool) == top)
    return PoolList(canonical(pools), truncated, proven, most, top_complete)


def _below(pb: ProductionBoard, layers: int, model: ProduceModel, pools: list[Counter], below: _Below,
           max_pools: int, seconds: Callable[[float], float], deadline: float) -> bool:
    """Step 2: the pools below the most flexible ones, appended to ``pools``; whether the list is cut."""
    while True:
        if time.monotonic() > deadline or below.used_up:
            return True
        progress.report(f"maximal pools ({len(pools)} found)")
        model.time_limit = seconds(0.5)
        best = below.next_pool(model)
        if best.status != "optimal":  # out of time or work: a pool not proven maximal is not listed
            return best.status != "infeasible"
        if len(pools) >= max_pools:
            return True
        pools.append(best.pool)
        model.exclude_dominated_by(best.pool)
        model.cap_weight(best.value)
        if len(pools) != CHAIN_START:
            continue
        # three pools a step apart (sacrifice a creature to one altar or the other): the rest of the chain guessed,
        # each made, then the whole list proven at once (tokens: 19 pools in 4 solves, not 20)
        progress.report("the pools as one chain")
        try:
            chain = extend_chain(model, pools, max_pools, time.monotonic() + seconds(0.5))
        except TimeLimitReached:
            chain = []
        if not chain:
            continue
        for pool in chain:
            model.exclude_dominated_by(pool)
        model.time_limit = seconds(0.5)
        if below.next_pool(model).status == "infeasible":  # every pool is dominated by one listed: complete
            pools += chain
            return False
        # not the whole answer: the enumeration goes on from the pools it found, in a model without the guesses
        model = ProduceModel(pb, layers=layers, time_limit=seconds(0.5))
        for pool in pools:
            model.exclude_dominated_by(pool)
        model.cap_weight(weigh(pools[-1]))


def pools_depth(pb: ProductionBoard, layers: int, pools: list[Counter], time_limit: float, *,
                complete: bool = True, exclude: bool = True) -> tuple[bool, bool]:
    """Whether pools found with ``layers`` layers are the maximal pools of the board, where plans may be deeper.

    A plan with at most ``layers`` costed or sacrificing activations fits in the layered model; a pool made only by
    a deeper plan lies in the relaxation without layers restricted to plans with more than ``layers`` such
    activations (:mod:`~manaplan.solver.core.model`, "Why it is exact"). Two checks in that relaxation:

    - every pool there is dominated by one listed: then the list is complete, and each listed pool is maximal (a
      deeper pool dominating one listed would be dominated by another listed, and listed pools never dominate each
      other: each was found undominated by those before it, and none after it weighs more);
    - else, if no pool there that none listed dominates weighs more than the lightest listed, each listed pool is
      maximal (a pool strictly dominating one listed weighs more than it, the weight being strictly monotone for
      dominance, and no listed pool dominates it, since listed pools never dominate each other), but a deeper one
      may be missing.

    Both are read off one solve of the relaxation with the listed pools' dominance excluded. For a long list (more
    than :data:`MAX_POOLS`, a family) the exclusions cost seconds, and with ``exclude`` false they are not wanted;
    then the second check is made without them — no pool there weighs more than the lightest listed — which is
    weaker, but enough for pools of one weight (a family, the most flexible pools).

    Returns
    -------
    (bool, bool)
        The listed pools are proven maximal; deeper maximal pools may be missing (the list is then cut; with
        ``complete`` false it is cut anyway).
    """
    lightest = min(map(weigh, pools))
    loose = ProduceModel(pb, loose=True, min_ordered=layers + 1, time_limit=time_limit)
    if exclude and len(pools) <= MAX_POOLS:
        for pool in pools:
            loose.exclude_dominated_by(pool)
        found = loose.maximize(loose.pool_weight())
        if found.status == "infeasible":
            return True, not complete
        if found.status == "optimal" and found.value <= lightest:
            return True, True
        return False, True  # undecided in time, or a deeper pool may dominate one listed
    found = loose.maximize(loose.pool_weight())
    if found.status == "infeasible" or (found.status == "optimal" and found.value <= lightest):
        return True, True
    return False, True  # undecided in time, or a deeper pool may dominate one listed
