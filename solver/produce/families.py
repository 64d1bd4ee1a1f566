"""Pool families: many maximal pools in one line, exactly — ``C + any 2 of: WU×2 / WB×2 / WR×2``.

A board with ``n`` interchangeable options of which some resource allows ``k`` (filter lands whose hybrid cost only a
few units can pay) has ``C(n, k)`` maximal pools that differ only in which options were taken. Listed one per line
they are a wall; a :class:`PoolFamily` says them in one: a part every member has, and any ``k`` of ``n`` blocks.

What a family line claims
-------------------------
A family line stands for exactly the pools listed in its place, no other. They come from two places:

- :func:`prove_top_family`: the pools of the greatest weight (the most flexible), when they are any ``k`` of ``n``
  one-class blocks over a shared part, are proven so as a whole — each class's least and most among them, nothing
  in between, and each member made by a plan (see its notes for the argument) — in about ``2 × classes + C(n, k)``
  small solves instead of one solve per pool with ever more exclusions (five_color: the 126 pools of "any 5 of 9
  filter lands" in 1.3 s, where the enumeration had listed 32 of them in 19 s and stopped);
- :func:`families` *describes* pools that were found: a weight level of the list is printed as a family exactly when
  its pools, as a set, are every way to pick ``k`` of its ``n`` blocks over its shared part.

Why levels: pools are listed in non-increasing weight (:func:`~manaplan.solver.produce.solve.produce`), and two pools
of one weight never dominate each other unless equal (the weight is strictly monotone for dominance), so a level is
an antichain of pools that differ in which options they took — the shape a family describes. A level is complete
(every maximal pool of that weight) unless it is the last one listed and the list was cut; the answer says "cut" then.

Examples
--------
>>> from collections import Counter
>>> from manaplan.models.mana import ManaType as T
>>> wu, wb, wr, c = (frozenset(x) for x in ({T.W, T.U}, {T.W, T.B}, {T.W, T.R}, {T.C}))
>>> pools = [Counter({c: 1, wu: 2, wb: 2}), Counter({c: 1, wu: 2, wr: 2}), Counter({c: 1, wb: 2, wr: 2})]
>>> [f.text() for f in families(pools)]
['C + any 2 of: WU×2 / WB×2 / WR×2']
>>> PoolFamily.parse('C + any 2 of: WU×2 / WB×2 / WR×2').pools() == pools
True
"""

from __future__ import annotations

import itertools
import math
import time
from collections import Counter
from dataclasses import dataclass

from ...models.mana import ManaType
from ..core.cpsat import new_solver, status_name
from .. import lazy
from ..deadline import check
from ..core.face import compact, optimal_face
from ..rules.yields import counts_dominate
from . import class_pool
from .class_pool import kind_key, parse_pool, pool_dict, pool_text, weight
from .model import ProduceModel

__all__ = ["PoolFamily", "PoolSpace", "families", "family_spans", "levels", "parse_pool", "prove_top_family",
           "all_made", "extend_chain", "top_pools", "MIN_MEMBERS", "MAX_FAMILY", "CHAIN_START"]

#: A family is printed for three pools or more (two are as short listed).
MIN_MEMBERS = 3


@dataclass(frozen=True)
class PoolFamily:
    """Every pool ``shared + the sum of k of the blocks``.

    Parameters
    ----------
    shared : Counter
        Class (frozenset of ManaType) → count: the part every member has.
    choose : int
        ``k``: how many blocks each member has (1 ≤ k < n).
    blocks : tuple of Counter
        The ``n`` blocks, pairwise different, none empty, in the order pools print their classes (fewer types
        first, then WUBRGC order: ``WU / WB / WR / WG / UB …``).

    Examples
    --------
    >>> fam = PoolFamily.parse("W, C×2 + one of: WU×2 / WB×2")
    >>> fam.choose, len(fam.blocks), fam.size
    (1, 2, 2)
    >>> fam.text()
    'W, C×2 + one of: WU×2 / WB×2'
    """

    shared: Counter
    choose: int
    blocks: tuple

    @property
    def size(self) -> int:
        """How many pools: ``C(n, k)``."""
        return math.comb(len(self.blocks), self.choose)

    def pools(self) -> list[Counter]:
        """Every member, blocks taken in their order (``itertools.combinations``)."""
        out = []
        for chosen in itertools.combinations(self.blocks, self.choose):
            pool = Counter(self.shared)
            for block in chosen:
                pool.update(block)
            out.append(pool)
        return out

    def text(self) -> str:
        """``'C + any 2 of: WU×2 / WB×2 / WR×2'``; ``one of`` for k = 1; no shared part: ``'any 2 of: …'``."""
        pick = "one of" if self.choose == 1 else f"any {self.choose} of"
        head = f"{pool_text(self.shared)} + " if +self.shared else ""
        return f"{head}{pick}: " + " / ".join(pool_text(b) for b in self.blocks)

    def to_json(self) -> dict:
        """``{"shared": {"C": 1}, "any": 2, "of": [{"WU": 2}, …], "pools": 3}``."""
        return {"shared": pool_dict(self.shared), "any": self.choose, "of": [pool_dict(b) for b in self.blocks],
                "pools": self.size}

    @classmethod
    def parse(cls, text: str) -> "PoolFamily":
        """The family a line of :meth:`text` says.

        Raises
        ------
        ValueError
            For text that is not a family line.

        >>> PoolFamily.parse("any 2 of: G / U / W").text()  # blocks in the order pools print
        'any 2 of: W / U / G'
        """
        head, sep, rest = text.partition(" + ")
        if not sep:
            head, rest = "", text
        pick, sep, blocks = rest.partition(": ")
        if not sep:
            raise ValueError(f"not a pool family: {text!r}")
        if pick == "one of":
            k = 1
        else:
            words = pick.split()
            if len(words) != 3 or words[0] != "any" or words[2] != "of" or not words[1].isdigit():
                raise ValueError(f"not a pool family: {text!r}")
            k = int(words[1])
        parts = tuple(sorted((parse_pool(b) for b in blocks.split(" / ")), key=_block_key))
        if not 1 <= k < len(parts) or any(not b for b in parts):
            raise ValueError(f"not a pool family: {text!r}")
        return cls(shared=parse_pool(head) if head else Counter(), choose=k, blocks=parts)


def _block_key(block: Counter) -> list:
    return sorted((kind_key(kind), n) for kind, n in block.items())


def levels(pools, weigh) -> list[list[int]]:
    """The indices of ``pools`` in runs of equal weight (``weigh(pool)``), in order.

    >>> levels(["a", "b", "cc"], len)
    [[0, 1], [2]]
    """
    out: list[list[int]] = []
    last = None
    for i, pool in enumerate(pools):
        w = weigh(pool)
        if out and w == last:
            out[-1].append(i)
        else:
            out.append([i])
        last = w
    return out


def family_of(pools) -> PoolFamily | None:
    """The family whose members are exactly ``pools`` (as a set), or None.

    The shared part is what every pool has; each pool's own part must be a sum of blocks, one class each, every
    class with one count wherever it is (``WU×2``), each pool with the same number ``k`` of them, and the pools
    every ``k``-subset of the ``n`` blocks once (``C(n, k)`` pools, none twice).

    >>> from manaplan.models.mana import ManaType as T
    >>> g, u = frozenset({T.G}), frozenset({T.U})
    >>> family_of([Counter({g: 1}), Counter({u: 1})]) is None  # two pools: listed as they are
    True
    >>> family_of([Counter({g: 2}), Counter({u: 1}), Counter({g: 1, u: 1})]) is None
    True
    """
    pools = [Counter({k: n for k, n in p.items() if n}) for p in pools]
    if len(pools) < MIN_MEMBERS:
        return None
    shared = Counter(pools[0])
    for pool in pools[1:]:
        shared &= pool
    own = [pool - shared for pool in pools]
    amount: dict = {}
    for part in own:
        for kind, n in part.items():
            if amount.setdefault(kind, n) != n:
                return None
    kinds = sorted(amount, key=kind_key)
    sizes = {len(part) for part in own}
    if len(sizes) != 1:
        return None
    k, n = sizes.pop(), len(kinds)
    if not 1 <= k < n or math.comb(n, k) != len(own):
        return None
    if len({frozenset(part) for part in own}) != len(own):
        return None  # a pool twice, or two pools with one set of blocks
    return PoolFamily(shared=shared, choose=k, blocks=tuple(Counter({kind: amount[kind]}) for kind in kinds))


def families(pools, weigh=None) -> list[PoolFamily | Counter]:
    """The pools, level by level (runs of equal weight, :func:`levels`), each level one :class:`PoolFamily` when it
    is one (:func:`family_of`), else its pools one by one.

    Parameters
    ----------
    pools : sequence of Counter
        Maximal pools in the order found (non-increasing weight).
    weigh : callable, optional
        Pool → weight; by default the pools objective (:func:`~manaplan.solver.produce.class_pool.weigh`).

    Returns
    -------
    list of PoolFamily or Counter
        Covering every pool once, in order.
    """
    pools = list(pools)
    spans = dict(family_spans(pools, weigh))
    out: list = []
    i = 0
    while i < len(pools):
        if i in spans:
            out.append(spans[i])
            i += spans[i].size
        else:
            out.append(pools[i])
            i += 1
    return out


def family_spans(pools, weigh=None) -> list[tuple[int, PoolFamily]]:
    """The levels of ``pools`` that are families: (index of the level's first pool, the family); the family's
    members are the ``size`` pools from there on (as a set; :meth:`PoolFamily.pools` may order them otherwise)."""
    weigh = weigh or class_pool.weigh
    pools = list(pools)
    out = []
    for level in levels(pools, weigh):
        fam = family_of([pools[i] for i in level])
        if fam is not None:
            out.append((level[0], fam))
    return out


#: The most members a family may have to be proven (one small solve each).
MAX_FAMILY = 256
#: Members of a family proven in the whole model before the others are sought in a narrower copy (:func:`all_made`).
WITNESSES = 5


class PoolSpace:
    """The pools a layered production model makes: a plain CP-SAT model and, per class of mana, how much of it the
    final pool holds (a linear expression, or an int where the model fixes it).

    Parameters
    ----------
    model : CpModel
        Constraints only; its objective is never used.
    sums : dict of frozenset of ManaType to LinearExpr or int

    Notes
    -----
    :meth:`of` takes a :class:`~manaplan.solver.produce.model.ProduceModel` as it is; :meth:`at_least` keeps only
    the pools of a weight at least ``top``, and writes the model again without the variables every such pool's plan
    has in common (:mod:`~manaplan.solver.core.face`): the many small solves of :func:`prove_top_family` and
    :func:`all_made` then work on the few variables left.
    """

    def __init__(self, model, sums: dict):
        self.model = model
        self.sums = sums

    @staticmethod
    def _sums(pm) -> dict:
        by_types: dict = {}
        for (types, _), expr in pm.final.items():
            by_types.setdefault(types, []).append(expr)
        return {types: sum(exprs) for types, exprs in by_types.items()}

    @classmethod
    def of(cls, pm) -> "PoolSpace":
        """Every pool of ``pm`` (a :class:`~manaplan.solver.produce.model.ProduceModel`; its objective dropped)."""
        model = pm.model.clone()
        model.clear_objective()
        return cls(model, cls._sums(pm))

    @classmethod
    def at_least(cls, pm, top: int, *, time_limit: float = 10.0) -> "PoolSpace":
        """The pools of ``pm`` weighing at least ``top`` (:func:`~manaplan.solver.produce.class_pool.weight` per unit),
        where ``top`` is a weight some pool of ``pm`` has; the variables fixed in every such plan are substituted
        (:func:`~manaplan.solver.core.face.optimal_face`, :func:`~manaplan.solver.core.face.compact`) when that
        can be proven (within ``time_limit`` seconds for the LP), else the model is kept whole."""
        cp_model_helper = lazy.cp_model_helper()
        space = cls.of(pm)
        weight_expr = pm.pool_weight()
        if isinstance(weight_expr, int):  # the pool is fixed (the board's own pool only)
            return space if weight_expr >= top else cls(space.model, {})
        space.model.add(weight_expr >= top)
        flat = cp_model_helper.FlatIntExpr(weight_expr)
        objective: dict[int, int] = {}
        for var, k in zip(flat.vars, flat.coeffs):
            objective[var.index] = objective.get(var.index, 0) + k
        check("the pools of the greatest weight")
        face = optimal_face(space.model.proto, objective, top - flat.offset, time_limit=time_limit)
        check("the pools of the greatest weight")
        small = compact(space.model.proto, face) if face is not None else None
        if small is None:
            return space
        return cls(small.model, {types: small.rewrite(expr) for types, expr in space.sums.items()})

    def solve(self, end: float, *constraints, maximize=None) -> tuple[str, Counter, int | None]:
        """One solve of the model with ``constraints`` (linear, over its variables) added to a copy.

        Returns
        -------
        (str, Counter, int or None)
            The status (``"optimal"``, ``"feasible"``, ``"infeasible"``, ``"unknown"``), the final pool of the
            solution found (class → count; empty when none) and the objective's value (None without ``maximize``
            or a solution).
        """
        model = self.model
        if constraints or maximize is not None:
            model = model.clone()
            for c in constraints:
                model.add(c)
            if maximize is not None:
                model.maximize(maximize)
        solver = new_solver(max(0.05, end - time.monotonic()), light=True)
        solver.parameters.linearization_level = 2  # enforced constraints in the LP too (top_pools' conditions)
        name = status_name(solver.solve(model))
        if name not in ("optimal", "feasible"):
            return name, Counter(), None
        pool = Counter({t: int(solver.value(e)) if not isinstance(e, int) else e for t, e in self.sums.items()})
        value = int(round(solver.objective_value)) if maximize is not None else None
        return name, pool, value


def prove_top_family(pb, layers: int, top: int, time_limit: float, seen=(), *,
                     space: PoolSpace | None = None) -> PoolFamily | None:
    """The pools of the greatest weight ``top``, proven to be one family, or None (nothing claimed).

    ``top`` is the greatest weight a pool of the layered model (``layers`` layers) has, found by an optimal solve.
    In that model with "weight at least ``top``" added (:meth:`PoolSpace.at_least`: the variables fixed in every
    such plan substituted, proven by a dual bound of the linear relaxation — five_color: 410 of 633):

    1. each class of mana ``t`` takes values in ``[lo_t, hi_t]``: its most, guessed from the pools ``seen`` and
       proven by one solve per class with no pool above it (infeasible; a pool found above it raises the guess);
       the classes at their most in every pool seen are at least that when their sum is at least the sum of their
       most (one solve, none exceeding its most; a class found below it leaves the set and the solve is repeated);
       the others' least, one solve each;
    2. the classes whose value varies (the blocks) must all have one class size (so one weight per unit) and one
       range ``b = hi_t - lo_t``, and none may take a value strictly between ``lo_t`` and ``lo_t + b`` (one solve per
       value in between, each infeasible);
    3. the weight then fixes how many blocks are at ``lo_t + b``: ``k = (top - weight at all lo) / (b × unit
       weight)``, an integer with ``1 ≤ k < n``;
    4. every way to take ``k`` of the ``n`` blocks is a pool the model makes (one solve each, the final pool fixed).

    Why the family is then exactly the maximal pools of weight ``top``. By 1–3 every pool of weight ``top`` is the
    shared part (every class at ``lo_t``) with ``k`` blocks raised by ``b``: a member. By 4 every member is made by a
    plan, and it weighs ``top``; a pool dominating it strictly would weigh more (the weight is strictly monotone for
    dominance), and none does: every member is maximal. Whether plans deeper than ``layers`` change any of this is
    checked for the whole list afterwards (:func:`~manaplan.solver.produce.pools.pools_depth`).

    Parameters
    ----------
    pb : ProductionBoard
    layers : int
    top : int
        The greatest pools weight (:func:`~manaplan.solver.produce.class_pool.weight` per unit).
    time_limit : float
        Seconds for all the solves; past them: None.
    seen : iterable of Counter, optional
        Pools of weight ``top`` the model makes, already found (none: one solve finds one).
    space : PoolSpace, optional
        :meth:`PoolSpace.at_least` of the layered model and ``top``, when already made.

    Returns
    -------
    PoolFamily or None
        None also when the pools of weight ``top`` are not such a family (one pool, blocks of unequal size, more
        than :data:`MAX_FAMILY` members).
    """
    end = time.monotonic() + time_limit
    if space is None:
        space = PoolSpace.at_least(ProduceModel(pb, layers=layers, time_limit=time_limit), top,
                                   time_limit=time_limit)
    seen = [Counter(pool) for pool in seen]  # pools of weight top the model makes
    if not seen:
        status, first, _ = space.solve(end)
        if status not in ("optimal", "feasible"):
            return None
        seen.append(first)
    found = _most_of_each_class(space, seen, end)
    if found is None or len(seen) == 1:  # one pool seen, no class above it at the same weight: the only one
        return None
    high, low = found
    if not _least_of_shared(space, seen, high, low, end):
        return None
    blocks = _least_of_others(space, high, low, end)
    shape = None if blocks is None else _family_shape(top, low, blocks)
    if shape is None or not _nothing_between(space, low, blocks, shape[1], end):
        return None
    k, b = shape
    shared = Counter({t: n for t, n in low.items() if n})
    fam = PoolFamily(shared=shared, choose=k,
                     blocks=tuple(sorted((Counter({t: b}) for t in blocks), key=_block_key)))
    if not all_made(space, fam.pools(), end):  # 4. every member is made
        return None
    return fam


def _most_of_each_class(space: PoolSpace, seen: list[Counter], end: float) -> tuple[dict, dict] | None:
    """Step 1 of :func:`prove_top_family`: the most of each class among the pools of the space, guessed from the
    pools ``seen`` and proven by one solve per class with no pool above it (infeasible); a pool found above it
    raises the guess and is added to ``seen``.

    Returns
    -------
    (dict, dict) or None
        The most of each class, and the least of those the model fixes (an int in the space's sums); None past
        ``end`` or when a solve is undecided.
    """
    sums = space.sums
    low: dict = {}
    high = {t: max(pool.get(t, 0) for pool in seen) for t in sums}
    for types, total in sums.items():
        if isinstance(total, int):
            high[types] = low[types] = total
            continue
        while True:
            if time.monotonic() > end:
                return None
            status, pool, _ = space.solve(end, total >= high[types] + 1)
            if status == "infeasible":
                break
            if status == "unknown":
                return None
            seen.append(pool)
            for t in sums:
                high[t] = max(high[t], pool.get(t, 0))
    return high, low


def _least_of_shared(space: PoolSpace, seen: list[Counter], high: dict, low: dict, end: float) -> bool:
    """Step 1 of :func:`prove_top_family`, the shared part: the classes at their most in every pool seen are at
    least that in every pool when their sum is at least the sum of their most (one solve); a class found below its
    most leaves the set and the solve is repeated. Their least goes into ``low``; False when a solve is not
    optimal."""
    sums = space.sums
    fixed = [t for t in sums if t not in low and all(pool.get(t, 0) == high[t] for pool in seen)]
    while fixed:
        status, least, value = space.solve(end, maximize=-sum(sums[t] for t in fixed))
        if status != "optimal":
            return False
        if -value == sum(high[t] for t in fixed):
            low.update((t, high[t]) for t in fixed)
            break
        fixed = [t for t in fixed if least.get(t, 0) == high[t]]  # fewer each time: one is below its most
    return True


def _least_of_others(space: PoolSpace, high: dict, low: dict, end: float) -> dict | None:
    """Step 1 of :func:`prove_top_family`, the rest: the least of each class not in ``low`` yet, one solve each
    (into ``low``).

    Returns
    -------
    dict or None
        The blocks: each class whose least and most differ, with its range ``hi - lo``; None past ``end`` or when
        a solve is not optimal.
    """
    blocks: dict = {}
    for types in space.sums:
        if types in low:
            continue
        if time.monotonic() > end:
            return None
        status, _, value = space.solve(end, maximize=-space.sums[types])
        if status != "optimal":
            return None
        low[types] = -value
        if high[types] != low[types]:
            blocks[types] = high[types] - low[types]
    return blocks


def _family_shape(top: int, low: dict, blocks: dict) -> tuple[int, int] | None:
    """Steps 2 and 3 of :func:`prove_top_family` before any solve: the blocks must share one class size and one
    range ``b``, and the weight ``top`` then fixes how many blocks are raised, ``k = (top - weight at all lo) / (b ×
    unit weight)``, an integer with ``1 ≤ k < n`` and at most :data:`MAX_FAMILY` members.

    Returns
    -------
    (int, int) or None
        ``(k, b)``, or None when the pools are no such family.
    """
    if len(blocks) < 2 or len(set(blocks.values())) != 1 or len({len(t) for t in blocks}) != 1:
        return None
    b = next(iter(blocks.values()))
    unit = weight(next(iter(blocks)))
    rest = top - sum(weight(t) * n for t, n in low.items())
    if rest % (unit * b):
        return None
    k, n = rest // (unit * b), len(blocks)
    if not 1 <= k < n or math.comb(n, k) > MAX_FAMILY:
        return None
    return k, b


def _nothing_between(space: PoolSpace, low: dict, blocks: dict, b: int, end: float) -> bool:
    """Step 2 of :func:`prove_top_family`: no block takes a value strictly between ``lo`` and ``lo + b`` (one solve
    per value in between, each infeasible)."""
    for types in blocks:
        for step in range(1, b):
            if time.monotonic() > end:
                return False
            if space.solve(end, space.sums[types] == low[types] + step)[0] != "infeasible":
                return False
    return True


def top_pools(space: PoolSpace, seen, limit: int, end: float) -> tuple[list[Counter], bool]:
    """Every pool of ``space`` — the pools of the greatest weight, :meth:`PoolSpace.at_least` — one solve each, up
    to ``limit``.

    Each is maximal: a pool strictly dominating it would weigh more (the weight is strictly monotone for dominance).
    Two pools of one weight differ only if one has more of some class (had it no class more, it would have none
    less either, at the same weight): so each next pool is sought with, for every pool found, some class above that
    pool's count — one-sided conditions, far lighter than the dominance exclusions of the enumeration below (five
    colours without Chromatic Lantern: its 32 first pools of four single-type units in 0.3 s instead of 15 s).

    Parameters
    ----------
    space : PoolSpace
    seen : iterable of Counter
        Pools of the space already found (listed first).
    limit : int
        The most pools returned.
    end : float
        ``time.monotonic()`` past which the list stops (not complete).

    Returns
    -------
    (list of Counter, bool)
        The pools, ``seen`` first; whether they are all the pools of the space.
    """
    model = space.model.clone()
    varying = {t: e for t, e in space.sums.items() if not isinstance(e, int)}
    pools: list[Counter] = []

    def exclude(pool: Counter) -> None:
        flags = []
        for t, e in varying.items():
            flag = model.new_bool_var(f"above[{len(pools)}|{''.join(x.value for x in ManaType if x in t)}]")
            model.add(e >= pool.get(t, 0) + 1).only_enforce_if(flag)
            flags.append(flag)
        model.add_bool_or(flags)

    for pool in seen:
        pool = Counter({t: n for t, n in pool.items() if n})
        if pool not in pools:
            pools.append(pool)
            exclude(pool)
    solver_space = PoolSpace(model, space.sums)
    while len(pools) < limit:
        if time.monotonic() > end:
            return pools, False
        status, pool, _ = solver_space.solve(end)
        if status == "infeasible":
            return pools, True
        if status == "unknown":
            return pools, False
        pool = Counter({t: n for t, n in pool.items() if n})
        pools.append(pool)
        exclude(pool)
    return pools, False


#: Pools found one by one before a chain is guessed from them (:func:`extend_chain`).
CHAIN_START = 3


def extend_chain(model, pools, limit: int, end: float) -> list[Counter]:
    """The pools after ``pools`` when its last :data:`CHAIN_START` pools are a chain (each the one before plus one
    step: two {C} fewer, one mana of any colour more), each made by a plan — or nothing.

    The guess goes on while every count stays at least 0 and the list stays under ``limit``; every pool guessed
    must be made (:func:`all_made`), or none is returned. The guesses are not claimed maximal here: the caller
    proves the whole list by one solve, no pool undominated by it (then every maximal pool is listed, and a listed
    pool no other listed one dominates is maximal).

    Parameters
    ----------
    model : ProduceModel
        The enumeration's model (exclusions of ``pools`` and the weight cap in it: a guess they forbid is not made).
    pools : list of Counter
        The pools found so far, in the order found.
    limit : int
        The most pools listed in all.
    end : float
        ``time.monotonic()`` past which nothing is returned.

    Returns
    -------
    list of Counter
        The pools guessed, in order (non-increasing weight), or ``[]``.
    """
    if len(pools) < CHAIN_START:
        return []
    last = pools[-CHAIN_START:]
    kinds = set().union(*last)
    steps = [{k: b.get(k, 0) - a.get(k, 0) for k in kinds} for a, b in zip(last, last[1:])]
    step = steps[0]
    if any(s != step for s in steps) or not any(step.values()):
        return []
    guesses: list[Counter] = []
    current = last[-1]
    while len(pools) + len(guesses) < limit:
        following = {k: current.get(k, 0) + step[k] for k in kinds}
        if any(n < 0 for n in following.values()):
            break
        current = Counter({k: n for k, n in following.items() if n})
        guesses.append(current)
    else:
        return []  # the chain goes past the limit: the enumeration cuts it as it would
    listed = [*pools, *guesses]
    if not guesses or any(a is not b and counts_dominate(a, b) for a in listed for b in listed):
        return []
    return guesses if all_made(PoolSpace.of(model), guesses, end) else []


def all_made(model, pools, end: float) -> bool:
    """Whether the layered model makes each of ``pools`` exactly (final pool by class of types, restricted mana
    merged in): one copy of the model, its final pool set pool by pool by rewriting a constraint's bounds in place
    rather than a copy per pool; :data:`WITNESSES` pools spread over the list are made in it, the others first in a
    copy with the variables on which those plans agree fixed — a plan there is a plan of the model — and in the
    whole copy only when that has none (five_color: 126 pools in 0.2 s, where one whole solve each took 1.1 s).

    Parameters
    ----------
    model : ProduceModel or PoolSpace
        Its constraints are kept; its objective is not used.
    pools : iterable of Counter
    end : float
        ``time.monotonic()`` past which the answer is False (not proven).

    Returns
    -------
    bool

    Examples
    --------
    >>> import time
    >>> from manaplan.models.board_files import parse_inline
    >>> from manaplan.solver.effective import effective_board
    >>> from manaplan.solver.produce.model import ProduceModel, production_board
    >>> from manaplan.models.mana import ManaType as T
    >>> model = ProduceModel(production_board(effective_board(parse_inline("Forest, Azorius Signet"))), layers=1)
    >>> w, u, wu, g = (frozenset(x) for x in ({T.W}, {T.U}, {T.W, T.U}, {T.G}))
    >>> end = time.monotonic() + 10
    >>> all_made(model, [Counter({w: 1, u: 1}), Counter({g: 1})], end)
    True
    >>> all_made(model, [Counter({wu: 1, g: 1})], end)  # the Forest pays the Signet's {1}: not both
    False
    >>> all_made(model, [Counter({wu: 1})], end)  # a split pair's other half must pay something: nothing to pay
    False
    """
    space = model if isinstance(model, PoolSpace) else PoolSpace.of(model)
    settable = _settable_pool(space)
    if settable is None:
        return False
    fixed, classes, constant = settable
    pools = list(pools)
    for pool in pools:
        if any(kind not in space.sums for kind, n in pool.items() if n):
            return False
        if any(pool.get(types, 0) != value for types, value in constant.items()):
            return False
    # witnesses of a few members spread over the list (each block taken in some, left in others), in the whole model
    spread = sorted({round(i * (len(pools) - 1) / max(1, WITNESSES - 1)) for i in range(WITNESSES)}) if pools else []
    witnesses = []
    for i in spread:
        if time.monotonic() > end:
            return False
        found = _made_in(fixed, classes, pools[i], end)
        if found is None:
            return False
        witnesses.append(found)
    # the other members: first in a copy with every variable on which those witnesses agree fixed to that value (a
    # solution of it is one of the whole model, as restricted; presolved at once: 1.5 ms a member on five_color,
    # not 9), in the whole model only when that copy has none
    narrow = _agreed(fixed, witnesses)
    chosen = set(spread)
    for i, pool in enumerate(pools):
        if i in chosen:
            continue
        if time.monotonic() > end:
            return False
        if _made_in(narrow, classes, pool, end) is None and _made_in(fixed, classes, pool, end) is None:
            return False
    return True


def _settable_pool(space: PoolSpace) -> tuple[object, list[tuple], dict] | None:
    """A copy of the space's model whose final pool can be set class by class: one constraint per varying class,
    ``total == v``, whose bounds :func:`_made_in` rewrites in place.

    Returns
    -------
    (CpModel, list of (class, the constraint's index, its bound when the class is 0), dict) or None
        The copy, its settable classes, and the classes the model fixes with their values; None when a constraint
        did not come out as one plain linear equality.
    """
    fixed = space.model.clone()
    settable = []
    constant = {}
    for types, total in space.sums.items():
        if isinstance(total, int):
            constant[types] = total
            continue
        index = len(fixed.proto.constraints)
        fixed.add(total == 0)
        made = fixed.proto.constraints[index]
        if not made.has_linear() or len(made.enforcement_literal) or len(made.linear.domain) != 2:
            return None
        settable.append((types, index, made.linear.domain[0]))
    return fixed, settable, constant


def _made_in(copy, settable: list[tuple], pool: Counter, end: float) -> list | None:
    """A solution of ``copy`` (:func:`_settable_pool`'s, or a narrower clone of it) with its final pool set to
    ``pool`` (every variable's value), or None."""
    for types, index, zero in settable:
        v = zero + pool.get(types, 0)
        domain = copy.proto.constraints[index].linear.domain
        domain[0] = v
        domain[1] = v
    solver = new_solver(max(0.05, end - time.monotonic()), light=True)
    if status_name(solver.solve(copy)) not in ("optimal", "feasible"):
        return None
    return list(solver.response_proto.solution)


def _agreed(model, witnesses: list[list]) -> object:
    """A clone of ``model`` with every variable on which the ``witnesses`` (solutions of it) agree fixed to that
    value: a solution of the clone is one of the model."""
    narrow = model.clone()
    for var, domain in enumerate(narrow.proto.variables):
        values = {w[var] for w in witnesses}
        if len(values) == 1 and len(domain.domain) == 2:
            domain.domain[0] = domain.domain[1] = values.pop()
    return narrow
