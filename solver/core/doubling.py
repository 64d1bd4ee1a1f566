"""Doubling the pool (Doubling Cube), once for every command: the pool state at the doubling's layer, resolving last.

Doubling the pool
-----------------
Doubling Cube ("{3}, {T}: Double the amount of each type of mana in your mana pool.") adds, as it resolves, as much
of each type as the pool holds then (CR 701.9f; a mana ability resolves at once, CR 605.3a). :func:`add_doubling`
gives it, per layer ``k`` it may occupy and per kind ``c`` of the :class:`~manaplan.solver.core.mana.UnitStrategy`,
an output variable ``d[c,k]`` and a flag ``a[k]`` (the activation count, 0 or 1: at most one doubling a layer), and
it *resolves last in its layer*: after every other activation of layer ``k`` resolved and every cost of layer ``k``
was paid. The pool it doubles is then exactly the slack of the flow condition
(:func:`~manaplan.solver.core.mana.add_flow`) at layer ``k``'s cost sinks with layer ``k``'s own production added
(:func:`pool_state`)::

    P[c,k] = pool[c] + made[c] in layers <= k (doublings before k included) - spent[c] by the sinks up to layer k's

and ``d[c,k] = P[c,k]`` when ``a[k]``, else 0: ``d <= P`` always (the pool is never negative: a tight bound for
the LP), ``d >= P`` enforced by the flag, ``d <= M a``. It is not sacrificed by another in its own layer (it
resolves after the layer's sacrifices; a sacrificing activation after it goes in a later layer). What it adds for
``d`` units of a kind is the strategy's answer (:meth:`~manaplan.solver.core.mana.UnitStrategy.doubled`):

- a concrete unit (``pay``, ``turn``): as much again of its type, unrestricted (restrictions are not types: the
  Cube's rulings), snow from a snow Cube (:func:`~manaplan.solver.core.values.doubled_unit`). ``pay``'s plan
  reader replays the same order (the doubling last in its layer) and checks that the pool it doubles is ``P``;
- a class (``produce``): a class of one type as it is, unrestricted. A unit of several types ("W or U") is not
  doubled into two units of either: it was made as one type, chosen when it was made, and its copy is of that type —
  so the doubling first fixes each such unit to one of its types (a choice the model makes, as the player made it)
  and then adds as much again of each, unrestricted (the original keeps its restriction). A split pair's spare half
  (a Signet's mana waiting to pay a generic cost, a *transient* kind) is never outstanding across a doubling: the
  pair is then two concrete units, which the model has by leaving it unsplit. So every class pool listed stays exact
  with a Cube: a "WU" unit in a pool is one the player may still make either type.

*Complete*: in a legal sequence, put a doubling ``D`` in the least layer not before any activation preceding it,
and after the layers of the activations that paid its cost and of any doubling before it; costed activations after
``D`` go after its layer; free ones of layer 0 that came after ``D`` move before it, which only adds mana to what
``D`` doubles (more of every unit at every later point: no plan gets worse). A layer then still rises only at a
costed or sacrificing activation, so ``L = ordered_bound`` suffices, plus one for activations layered by life
(painlands) that follow the last doubling (:func:`~manaplan.solver.core.model.ordered_bound`).

*The relaxation without layers*: a doubling adds, of each kind, at most what its phase made besides it, nothing
spent; in all, at most what was made, every kind counted (the transient ones too: a spare half may pay the
doubling's own cost), less its own cost; ``n`` doublings at most ``2^n - 1`` times what the rest makes. Every plan
meets these bounds (each activation but a doubling adds no less of a kind than it takes away; a later doubling
fixes only units of a class made after the earlier one fixed them), so they are sound, though weaker than the
layered model's: the certificate may then ask for the exact depth.

References
----------
CR 106.4 (mana pool), 605.3a (a mana ability resolves at once), 701.9f (doubling mana).
"""

from __future__ import annotations

from collections import defaultdict

from .activations import DOUBLING_BOUND, AbilityUse, least_mana
from .lexico import Lin
from .mana import ManaModel, Sink

__all__ = ["add_doubling", "pool_state"]


def _sink_before_doubling(mm: ManaModel, sink: Sink, t: int) -> bool:
    """Whether ``sink`` is paid before a doubling at time ``t`` resolves: earlier layers' costs, layer ``t``'s own
    costs, and the command's sinks of an earlier phase."""
    return sink.before < t or (sink.before == t and sink.time is not None) or (
        sink.time is None and sink.phase < mm.phase_of(t))


def pool_state(mm: ManaModel, kind, t: int, made: dict) -> Lin:
    """The pool of ``kind`` as a doubling at time ``t`` resolves (last in its layer, see the module notes): the
    board's pool, what layers up to ``t`` made (``made``: production by time and kind, the doublings before ``t``
    included, none at ``t``), less what the sinks paid before it spent.

    Parameters
    ----------
    mm : ManaModel
    kind
        A kind of the model's :class:`~manaplan.solver.core.mana.UnitStrategy`.
    t : int
    made : dict of (time, kind) to Lin

    Returns
    -------
    Lin
    """
    out = Lin(const=mm.units.pool.get(kind, 0))
    for tt in mm.times:
        if tt <= t or mm.loose and mm.phase_of(tt) == mm.phase_of(t):
            lin = made.get((tt, kind))
            if lin is not None:
                out.add_lin(lin)
    if mm.loose:  # a bound only: what was made, nothing spent (see the module notes)
        return out
    for sink in mm.sinks:
        if _sink_before_doubling(mm, sink, t):
            out.add_lin(sink.used(kind), -1)
    return out


def add_doubling(mm: ManaModel) -> None:
    """Doubling Cube's "Double the amount of each type of mana in your mana pool." (see the module notes): per layer,
    at most one doubling, resolving last; what it adds for each kind is the pool of that kind then.

    Parameters
    ----------
    mm : ManaModel
        Filled in place: the doublings' outputs join ``mm.prod`` (call after the sinks are made, before
        :func:`~manaplan.solver.core.mana.add_flow`); ``mm.doubled`` keeps them by (use, time) for the plan reader.
    """
    doublers = [u for u in mm.pb.uses if u.usable and u.doubles]
    if not doublers:
        return
    table, units = mm.table, mm.units
    kinds = units.kinds
    at: dict[int, list[tuple[AbilityUse, int]]] = defaultdict(list)
    for u in doublers:
        for t in mm.times:
            var = mm.x.get((u.index, t))
            if var is not None:
                at[t].append((u, var))
    if not mm.loose:  # one doubling a layer: it resolves after the layer's other activations
        for items in at.values():
            table.add_le(Lin({var: 1 for _, var in items}), 1)
    gross = sum(units.pool.values()) + mm.phase_count * sum(u.cap * u.output.amount for u in mm.pb.uses
                                                            if u.usable and not u.doubles)
    count = mm.phase_count * sum(u.cap for u in doublers)
    big = min(DOUBLING_BOUND, max(1, gross) * 2 ** min(count, 20))
    base = {key: lin.copy() for key, lin in mm.prod.items()}
    outputs: list[tuple[int, AbilityUse, int, dict, dict]] = []
    into: dict[tuple, Lin] = defaultdict(Lin)  # every doubling's output, by time and kind added
    for t in sorted(at):
        for u, var in at[t]:
            flag = table.bool_var(f"doubles[{u.label}|t{t}]")
            table.add_eq(Lin({flag: 1}), Lin({var: 1}))
            # it resolves after the layer's sacrifices: not one of their victims in its own layer
            table.add_le(mm.victims_of(u.group, t).add(flag), 1)
            outs = {kind: table.int_var(0, big, f"double[{u.label}|{units.label(kind)}|t{t}]") for kind in kinds}
            table.add_le(Lin({o: 1 for o in outs.values()}).add(flag, -big * len(outs)), 0)
            adds: dict = defaultdict(Lin)
            for kind, o in outs.items():
                for added, lin in units.doubled(mm, mm.pb.groups[u.group], kind, o, t, u.label).items():
                    adds[added].add_lin(lin)
            outputs.append((t, u, flag, outs, adds))
            for added, lin in adds.items():
                into[t, added].add_lin(lin)
    for t, u, flag, outs, adds in outputs:
        if mm.loose:  # at most what its phase makes besides itself, every other doubling included
            made = {k: lin.copy() for k, lin in base.items()}
            for k, lin in into.items():
                made.setdefault(k, Lin()).add_lin(lin)
            for added, lin in adds.items():
                made[t, added].add_lin(lin, -1)
        else:  # exactly the pool after the layer's costs and production, the doublings before it included
            made = {k: lin.copy() for k, lin in base.items() if k[0] <= t}
            for k, lin in into.items():
                if k[0] < t:
                    made.setdefault(k, Lin()).add_lin(lin)
        for kind, o in outs.items():
            # d <= P unflagged, a tight bound for the LP: the pool is never negative (the flow condition), and
            # what was made never is; d >= P when it doubles
            state = pool_state(mm, kind, t, made)
            table.add_le(Lin({o: 1}).add_lin(state, -1), 0)
            if not mm.loose:
                mm.model.add(table.expr(Lin({o: 1})) >= table.expr(state)).only_enforce_if(table.vars[flag])
        if mm.loose:  # and in all, at most what was made before it less its own cost, paid before it resolves
            everything = Lin.total(pool_state(mm, kind, t, made) for kind in (*kinds, *units.transient))
            everything.const -= least_mana(u.cost.mana)
            mm.model.add(table.expr(Lin({o: 1 for o in outs.values()})) <= table.expr(everything)).only_enforce_if(
                table.vars[flag])
        else:  # nothing transient waits across it (a split pair's spare half: the pair is unsplit instead)
            for kind in units.transient:
                mm.model.add(table.expr(pool_state(mm, kind, t, made)) == 0).only_enforce_if(table.vars[flag])
        for added, lin in adds.items():
            mm.prod.setdefault((t, added), Lin()).add_lin(lin)
        mm.doubled[u.index, t] = outs
    if mm.loose and count > 1:  # n doublings at most multiply what the rest makes by 2^n (CR 701.9f)
        for phase in range(mm.phase_count):
            times = set(mm.phase_times(phase))
            rest = Lin(const=sum(units.pool.values()))
            for (tt, _), lin in base.items():
                if mm.phase_of(tt) <= phase:
                    rest.add_lin(lin)
            doubled = Lin.total(Lin({o: 1 for o in outs.values()}) for t, _, _, outs, _ in outputs if t in times)
            n = min(mm.phase_count * sum(u.cap for u in doublers), 20)
            table.add_le(doubled.add_lin(rest, -(2 ** n - 1)), 0)
