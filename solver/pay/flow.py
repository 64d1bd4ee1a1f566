"""Paying a cost without CP-SAT where a min-cost flow is exactly the payment model: :func:`flow_solution`.

Most questions a deck simulation asks are about hands of lands: every usable ability taps its permanent for one
mana of one of a few types, and nothing else. There, the payment model (:mod:`.model`) is a transportation problem,
and its lexicographic optimum is a min-cost flow. :func:`flow_solution` recognises such a board and cost from the
payment board alone (:class:`~manaplan.solver.core.activations.PaymentBoard`: its groups and ability uses, never
the text), solves the flow exactly in pure Python, and hands back what the model path would — the model's
variables, its objective levels and a solution — or None, and the model runs as before.

The class
---------
- every usable ability taps its permanent (``{T}`` and no other cost part: no mana, life, sacrifice, counters,
  cards, ``{Q}``) and adds one mana of one type, a choice among several types at most (basics, duals, tri-lands,
  "one mana of any color", a dork that is not summoning sick, a one-mana rock); no condition, no counter changes,
  no damage or life loss, no doubling, no spending restriction, and none is used only before the spell is cast;
- no spending permission on the board (CR 609.4b), the pool's mana unrestricted;
- the cost's symbols each paid one way, with mana only: generic, coloured, ``{C}``, ``{S}``, hybrid ``{W/U}``,
  and ``{X}`` (fixed, or the most X);
- nothing else asked: no kept cost, no other costs paid with it, no life paid with it.

Unusable abilities (tapped, summoning sick, left out) are no part of the model: they may be on the board.

The model it stands for
-----------------------
On such a board the payment model (one layer: nothing is costed or sacrifices, :func:`~manaplan.solver.core.model.
ordered_bound` is 0) has activation counts ``x`` per use, output choices ``y`` per use with several, and spends
``spend[class, unit]`` of the target's sink; its constraints are: each group's activations at most its untapped
members, each use's choices adding up to its activations, each class of the cost paid exactly, and per kind of
mana no more spent than the pool and the activations make. That is a flow::

    source --(members, per group)--> group --(y, per choice)--> unit <--(pool)-- source
    unit --(spend)--> class of the cost --(what the cost asks)--> sink

A flow of the cost's value is a solution (the pool used is what is spent less what is made), and a solution in
which no mana made is left unspent is a flow. Every optimal solution is one: the first level after X that counts
activations is "permanents tapped", so each edge that activates something costs more than nothing (checked, edge
by edge) and an activation whose mana is left unspent only makes a plan worse.

The objectives are read, not assumed: :func:`~manaplan.solver.pay.model.objective_levels` is built on the flow's
variables (a model that numbers variables and keeps no constraint), and each level that is not constant gives each
edge a component of its cost, in the levels' order (a maximised level negated). X comes first, when the most X is
asked; a level that is not constant before it, a level on a variable the flow does not know, or a level that would
need a constraint, and the flow declines.

The answer
----------
Successive shortest paths (Bellman-Ford, the costs as one integer whose digits are the levels, wide enough that the
order of the sums is the lexicographic one) give a min-cost flow of the cost's value, or show that none exists
(Hall's condition fails: not payable). The most X: the largest flow with X's class open up to the model's bound,
then the min-cost flow at that X.

The flow answers only when its optimum is the only one: the model's solution is then that flow whatever CP-SAT's
order of search, and the plan read from it (:func:`~manaplan.solver.pay.plan.read_plan`, on the same variables) is
the one the model path prints. A min-cost flow is the unique optimum if and only if its residual graph has no cycle
of cost zero: another optimal flow differs from it by a circulation, which splits into cycles of the residual graph,
each of cost at least zero (the flow is optimal) and all adding up to zero, so each zero; and a cycle of cost zero
gives another optimal flow. With potentials from Bellman-Ford every residual edge's reduced cost is at least zero
and a cycle's cost is the sum of its reduced costs, so a cycle of cost zero is a cycle of edges of reduced cost zero
(a depth-first search finds one). A land of two colours paying generic mana, or two groups that tie on every level,
leave such a cycle: the flow declines.

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> from manaplan.models.costs import ManaCost
>>> from manaplan.solver.analysis import analysed
>>> from manaplan.solver.pay.model import ModelSpec
>>> pb = analysed(parse_inline("Plains x2, Island")).activations()
>>> found = flow_solution(pb, ModelSpec(target=ManaCost.parse("{1}{W}{U}"), layers=0))
>>> found.result.status, [(lv.name, v) for lv, v in zip(found.levels, found.result.level_values)][3:]
('optimal', [('permanents tapped', 3), ('flexibility tapped', 3), ('mana left', 0), ('file order', 1),
 ('own colours', 0)])
>>> flow_solution(pb, ModelSpec(target=ManaCost.parse("{U}{U}"), layers=0)).result.status
'infeasible'
>>> pb = analysed(parse_inline("Tundra, Plains")).activations()
>>> flow_solution(pb, ModelSpec(target=ManaCost.parse("{1}{W}"), layers=0)) is None  # Tundra's colour: W or U
True

References
----------
CR 106.4 (mana pool), 107.3 (X), 107.4 (mana symbols), 601.2g-h (paying costs), 605 (mana abilities). R. K. Ahuja,
T. L. Magnanti, J. B. Orlin, *Network Flows* (1993), ch. 9 (reduced costs and negative cycle optimality), ch. 9.7
(successive shortest paths).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, replace

from ...models.costs import ManaSymbol, SymbolKind
from ..core.activations import AbilityUse, PaymentBoard, plain_tap, symbol_options
from ..core.lexico import Level, LexResult, Lin, VarTable
from ..core.model import ordered_bound
from .model import ModelSpec, PayModel, add_activation_variables, add_sinks, objective_levels

__all__ = ["FlowSolution", "flow_solution", "flow_optimum", "in_flow_class", "OutsideTheFlow"]


class OutsideTheFlow(Exception):
    """Building the model's variables or levels asked for something a flow does not hold (a constraint beyond those
    of the flow, a solver expression): the flow declines."""


@dataclass(frozen=True, slots=True)
class FlowSolution:
    """What the model path's solve gives, found by the flow: the model's variables (with no constraint in them),
    its levels, and the solution (``status`` ``'optimal'`` or ``'infeasible'``).

    Parameters
    ----------
    spec : ModelSpec
        The spec at the depth the model path uses (one layer).
    model : PayModel
        The variables, sinks and production of the payment model, numbered as the model path numbers them; what
        :func:`~manaplan.solver.pay.plan.read_plan` reads.
    levels : list of Level
        :func:`~manaplan.solver.pay.model.objective_levels` of ``model``.
    result : LexResult
    unique : bool
        The optimum is the model's only optimal solution (always, for :func:`flow_solution`'s answers).
    """

    spec: ModelSpec
    model: PayModel
    levels: list[Level]
    result: LexResult
    unique: bool = True

    def __iter__(self):
        """``spec, model, levels, result``, as the model path's results unpack."""
        return iter((self.spec, self.model, self.levels, self.result))


# ------------------------------------------------------------------------------------------------- the class
def _plain_tap(use: AbilityUse) -> bool:
    """``{T}``: add one mana of one of some types, and nothing else (see the module notes)."""
    return (plain_tap(use) and use.ability.spend is None and bool(use.choices)
            and all(len(combo) == 1 for combo in use.choices))


def _one_way(symbol: ManaSymbol) -> bool:
    """A symbol paid one way, with mana only (``{X}``: generic mana, as often as X)."""
    if symbol.kind is SymbolKind.X:
        return True
    options = symbol_options(symbol)
    return len(options) == 1 and options[0][1] == 0


def in_flow_class(pb: PaymentBoard, spec: ModelSpec) -> bool:
    """Whether the board and the question are of the flow's class (the module notes).

    Parameters
    ----------
    pb : PaymentBoard
    spec : ModelSpec

    Returns
    -------
    bool

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> from manaplan.models.costs import ManaCost
    >>> from manaplan.solver.analysis import analysed
    >>> spec = ModelSpec(target=ManaCost.parse("{2}{G}"))
    >>> in_flow_class(analysed(parse_inline("Forest, Llanowar Elves, Birds of Paradise (sick)")).activations(), spec)
    True
    >>> in_flow_class(analysed(parse_inline("Forest, Sol Ring")).activations(), spec)
    False
    >>> in_flow_class(analysed(parse_inline("Forest")).activations(), ModelSpec(target=ManaCost.parse("{G/P}")))
    False
    """
    if (spec.keep is not None or spec.also or spec.optional or spec.life_paid or spec.loose or spec.min_ordered
            or spec.life_limit is not None or spec.required):  # a spell's sacrifice: the model's (add_required)
        return False
    if spec.permissions if spec.permissions is not None else pb.permissions:
        return False
    if any(unit.restriction is not None for unit in pb.units):
        return False
    if not all(_one_way(s) for s in spec.target):
        return False
    groups = pb.groups
    return all(_plain_tap(u) and u.cap == groups[u.group].size for u in pb.uses if u.usable)


# ------------------------------------------------------------------------------------------------- the variables
class _Var:
    """A variable's number (what :class:`~manaplan.solver.core.lexico.VarTable` reads of a CP-SAT variable)."""

    __slots__ = ("index",)

    def __init__(self, index: int):
        self.index = index


class _Numbering:
    """Stands in for a CP-SAT model: it numbers variables, and has nothing else (anything else asked of it is
    outside the flow)."""

    def __init__(self) -> None:
        self.count = 0

    def new_int_var(self, lb: int, ub: int, name: str) -> _Var:
        self.count += 1
        return _Var(self.count - 1)

    def new_bool_var(self, name: str) -> _Var:
        return self.new_int_var(0, 1, name)

    def __getattr__(self, name: str):
        if name.startswith("__"):
            raise AttributeError(name)
        raise OutsideTheFlow(f"the model's {name}")


class _Rows(VarTable):
    """A variable table that keeps the constraints it is given as rows (``lin <= 0`` or ``lin == 0``) instead of
    handing them to CP-SAT: the flow's solution is checked against them."""

    def __init__(self) -> None:
        super().__init__(_Numbering())
        self.rows: list[tuple[Lin, bool]] = []  # (lin, equality)

    def expr(self, lin: Lin):
        raise OutsideTheFlow("a solver expression")

    def add_le(self, lin: Lin, bound: int) -> None:
        if self.upper(lin) > bound:
            self.rows.append((lin.copy().add_lin(Lin(const=bound), -1), False))

    def add_ge(self, lin: Lin, bound: int) -> None:
        if self.lower(lin) < bound:
            self.rows.append((Lin(const=bound).add_lin(lin, -1), False))

    def add_eq(self, lin: Lin, other: Lin) -> None:
        diff = lin.copy().add_lin(other, -1)
        if not diff.is_zero():
            self.rows.append((diff, True))

    def holds(self, values: Sequence[int]) -> bool:
        """Every row holds for ``values``."""
        return all((lin.value(values) == 0) if eq else (lin.value(values) <= 0) for lin, eq in self.rows)


def _variables(pb: PaymentBoard, spec: ModelSpec) -> PayModel:
    """The payment model's variables, sinks and production, as :func:`~manaplan.solver.pay.model.build_model` makes
    them first, numbered alike, with no constraint handed to a solver."""
    table = _Rows()
    pm = PayModel(pb=pb, spec=spec, model=table.model, table=table, permissions=(), building="the payment flow")
    add_activation_variables(pm)
    add_sinks(pm)
    return pm


# ------------------------------------------------------------------------------------------------- the network
class _Network:
    """A flow network with residual capacities: edge ``e`` and its reverse ``e ^ 1``."""

    __slots__ = ("adj", "to", "cap", "cost")

    def __init__(self, nodes: int):
        self.adj: list[list[int]] = [[] for _ in range(nodes)]
        self.to: list[int] = []
        self.cap: list[int] = []
        self.cost: list[int] = []

    def edge(self, a: int, b: int, cap: int, cost: int = 0) -> int:
        e = len(self.to)
        self.to += (b, a)
        self.cap += (cap, 0)
        self.cost += (cost, -cost)
        self.adj[a].append(e)
        self.adj[b].append(e + 1)
        return e

    def flow(self, e: int) -> int:
        """The flow on edge ``e``."""
        return self.cap[e ^ 1]

    def distances(self, starts: Sequence[int]) -> tuple[list[int | None], list[int]]:
        """Shortest distances over residual edges from ``starts`` (each at 0), and each node's last edge
        (Bellman-Ford with a queue; the residual graph of a min-cost flow has no negative cycle)."""
        n = len(self.adj)
        dist: list[int | None] = [None] * n
        pred = [-1] * n
        queued = [False] * n
        for s in starts:
            dist[s] = 0
            queued[s] = True
        queue = deque(starts)
        adj, to, cap, cost = self.adj, self.to, self.cap, self.cost
        while queue:
            a = queue.popleft()
            queued[a] = False
            da = dist[a]
            for e in adj[a]:
                if cap[e] > 0:
                    b = to[e]
                    nd = da + cost[e]
                    db = dist[b]
                    if db is None or nd < db:
                        dist[b] = nd
                        pred[b] = e
                        if not queued[b]:
                            queued[b] = True
                            queue.append(b)
        return dist, pred

    def min_cost_flow(self, s: int, t: int, want: int) -> int:
        """Send up to ``want`` from ``s`` to ``t`` along successive shortest paths; the flow sent (it is of least
        cost for its value when the network started with no flow and no negative cycle)."""
        sent = 0
        while sent < want:
            dist, pred = self.distances([s])
            if dist[t] is None:
                break
            push, b = want - sent, t
            while b != s:
                e = pred[b]
                push = min(push, self.cap[e])
                b = self.to[e ^ 1]
            b = t
            while b != s:
                e = pred[b]
                self.cap[e] -= push
                self.cap[e ^ 1] += push
                b = self.to[e ^ 1]
            sent += push
        return sent

    def unique_optimum(self) -> bool:
        """Whether no cycle of residual edges costs zero, an edge and its own reverse aside (the flow, of least cost,
        is then the only one of least cost: see the module notes).

        With potentials from Bellman-Ford, a cycle costs zero when each of its edges has reduced cost zero
        (*tight*). An edge whose flow is strictly between 0 and its capacity is tight both ways, which is no cycle:
        there is another optimum if and only if the edges tight both ways make a cycle between them (as undirected
        edges), or an edge tight one way only joins two nodes of one strongly connected part of the tight
        graph (the way back closes a cycle)."""
        n = len(self.adj)
        potential, _ = self.distances(range(n))
        adj, to, cap, cost = self.adj, self.to, self.cap, self.cost

        def tight(e: int, a: int) -> bool:
            return cap[e] > 0 and cost[e] + potential[a] - potential[to[e]] == 0

        parent = list(range(n))

        def root(a: int) -> int:
            while parent[a] != a:
                parent[a] = parent[parent[a]]
                a = parent[a]
            return a

        out: list[list[int]] = [[] for _ in range(n)]
        one_way = []
        for a in range(n):
            for e in adj[a]:
                if not tight(e, a):
                    continue
                b = to[e]
                out[a].append(b)
                if not tight(e ^ 1, b):
                    one_way.append((a, b))
                elif e % 2 == 0:  # tight both ways: once per edge, as an undirected edge
                    ra, rb = root(a), root(b)
                    if ra == rb:
                        return False
                    parent[ra] = rb
        part = _strong_parts(out)
        return all(part[a] != part[b] for a, b in one_way)


def _strong_parts(out: list[list[int]]) -> list[int]:
    """The strongly connected part of each node (Tarjan's algorithm, without recursion)."""
    n = len(out)
    index = [-1] * n
    low = [0] * n
    part = [-1] * n
    on_stack = [False] * n
    stack: list[int] = []
    counter = parts = 0
    for start in range(n):
        if index[start] >= 0:
            continue
        work = [(start, 0)]
        while work:
            a, i = work.pop()
            if i == 0:
                index[a] = low[a] = counter
                counter += 1
                stack.append(a)
                on_stack[a] = True
            elif i <= len(out[a]):
                low[a] = min(low[a], low[out[a][i - 1]])
            while i < len(out[a]):
                b = out[a][i]
                i += 1
                if index[b] < 0:
                    work.append((a, i))
                    work.append((b, 0))
                    break
                if on_stack[b]:
                    low[a] = min(low[a], index[b])
            else:
                if low[a] == index[a]:
                    while True:
                        b = stack.pop()
                        on_stack[b] = False
                        part[b] = parts
                        if b == a:
                            break
                    parts += 1
    return part


@dataclass(slots=True)
class _Edges:
    """The flow's edges that are model variables, and what the cost asks.

    Attributes
    ----------
    options : list of (int, Unit, int, int)
        Per output choice of a use: its group, the unit it makes, its variable (the use's activations when it has
        one output, else the choice's count) and the use's activations' variable (-1 when that is the same).
    spends : list of (Unit, tuple, int)
        Per spend variable of the target's sink: the unit, the class it pays, the variable.
    demand : dict of tuple to (int, int)
        Per class of the cost: the units it asks, as a constant and a multiple of X.
    """

    options: list[tuple[int, object, int, int]]
    spends: list[tuple[object, tuple, int]]
    demand: dict[tuple, tuple[int, int]]


def _edges(pm: PayModel) -> _Edges | None:
    """The option and spend edges, read off the model's variables: each output choice's (or single-output use's)
    variable and the one kind of mana it makes (from the model's production), each spend variable of the target's
    sink; and what the cost asks of each class. None when the variables are not those of a flow."""
    pb = pm.pb
    makes: dict[int, list[tuple[object, int]]] = {}
    for (t, unit), lin in pm.prod.items():
        for var, coef in lin.terms.items():
            makes.setdefault(var, []).append((unit, coef))
    options = []
    for (ui, t), xv in pm.x.items():
        use = pb.uses[ui]
        outs = [pm.y[ui, m, t] for m in range(len(use.choices))] if len(use.choices) > 1 else [xv]
        for var in outs:
            made = makes.get(var, ())
            if len(made) != 1 or made[0][1] != 1:
                return None
            options.append((use.group, made[0][0], var, xv if var != xv else -1))
    if len(pm.sinks) != 1 or pm.sinks[0].name != "target" or pm.sinks[0].choice:
        return None
    sink = pm.sinks[0]
    demand: dict[tuple, tuple[int, int]] = {}
    for symbol, count in sink.symbols.items():
        (demands, _), = symbol_options(symbol)
        per_x = sum(c for v, c in count.terms.items() if v == pm.xvar)
        if set(count.terms) - {pm.xvar}:
            return None
        for cls, n in demands:
            const, xs = demand.get(cls, (0, 0))
            demand[cls] = (const + n * count.const, xs + n * per_x)
    spends = [(unit, cls, var) for (cls, unit), var in sink.spend.items()]
    return _Edges(options, spends, demand)


def _costs(pm: PayModel, levels: list[Level], edges: _Edges) -> tuple[dict[int, list[int]], bool] | None:
    """Each flow variable's cost components, one per level that is not constant after X (a maximised level
    negated), and whether X is maximised first; None when a level is not of the flow (see the module notes)."""
    xvar = pm.xvar
    known = {var for _, _, var, _ in edges.options} | {x for _, _, _, x in edges.options if x >= 0}
    known |= {var for _, _, var in edges.spends}
    comps: dict[int, list[int]] = {var: [] for var in known}
    x_first = False
    for level in levels:
        terms = {v: c for v, c in level.expr.terms.items() if c}
        if not terms:
            continue
        if xvar is not None and not x_first:
            if set(terms) != {xvar} or not level.maximize or terms[xvar] <= 0:
                return None  # X is the first level that is not constant
            x_first = True
            continue
        terms.pop(xvar, None)  # X is fixed from here on
        if set(terms) - known:
            return None
        sign = -1 if level.maximize else 1
        for var, row in comps.items():
            row.append(sign * terms.get(var, 0))
    if xvar is not None and not x_first:
        return None
    return comps, x_first


def _encode(rows: list[list[int]], span: int) -> list[int]:
    """Each row of components as one integer whose digits (most significant first) are the components: with
    ``span`` an upper bound on how many rows any sum compared adds up (an edge's cost, a path's, a reduced cost, a
    flow's), the base leaves room for every such sum, so integer order is lexicographic order and zero is zero."""
    most = max((abs(c) for row in rows for c in row), default=0) + 1
    base = 2 * most * span + 1
    out = []
    for row in rows:
        value = 0
        for c in row:
            value = value * base + c
        out.append(value)
    return out


def flow_solution(pb: PaymentBoard, spec: ModelSpec) -> FlowSolution | None:
    """The payment model's solution found by a min-cost flow, where that is exact and the model's optimum is
    unique (see the module notes); else None.

    Parameters
    ----------
    pb : PaymentBoard
    spec : ModelSpec
        As the model path is asked (``x_max`` set for the most X).

    Returns
    -------
    FlowSolution or None
        Its result is ``'optimal'`` (the only optimal solution of the model) or ``'infeasible'`` (the cost is not
        payable: proven).
    """
    found = flow_optimum(pb, spec)
    return found if found is not None and found.unique else None


def flow_optimum(pb: PaymentBoard, spec: ModelSpec) -> FlowSolution | None:
    """:func:`flow_solution`'s answer, an optimum that is not the only one included (``unique`` False: the model's
    solver might return another); None outside the flow's class.

    Parameters
    ----------
    pb : PaymentBoard
    spec : ModelSpec

    Returns
    -------
    FlowSolution or None
    """
    if not in_flow_class(pb, spec) or ordered_bound(pb):
        return None
    spec = replace(spec, layers=0)  # the depth that makes this model exact (ordered_bound is 0)
    try:
        pm = _variables(pb, spec)
        levels = objective_levels(pm)
    except OutsideTheFlow:
        return None
    edges = _edges(pm)
    found = None if edges is None else _costs(pm, levels, edges)
    if found is None:
        return None
    solved = _solve(pm, edges, *found)
    if solved is None:
        return None
    if solved == "infeasible":
        return FlowSolution(spec, pm, levels, LexResult("infeasible", (), ()))
    values, unique = solved
    if not pm.table.holds(values):  # pragma: no cover - the flow keeps every row by construction
        return None
    return FlowSolution(spec, pm, levels, LexResult("optimal", tuple(values),
                                                    tuple(lv.expr.value(values) for lv in levels)), unique)


def _solve(pm: PayModel, edges: _Edges, comps: dict[int, list[int]], maximize_x: bool):
    """The values of the model's variables at the flow's optimum and whether it is the only one, ``'infeasible'``,
    or None (the flow is not the model)."""
    pb = pm.pb
    demand = edges.demand
    fixed = sum(const for cls, (const, xs) in demand.items() if not xs)
    x_classes = [cls for cls, (_, xs) in demand.items() if xs]
    if len(x_classes) > 1 or maximize_x != bool(x_classes):
        return None
    x = 0
    if maximize_x:  # the largest flow with X's class open up to X's bound: X's share of it, the rest paid
        x_max = pm.spec.x_max
        most = _network(pb, edges, dict.fromkeys(comps, 0), x_max)[0].min_cost_flow(0, 1, 1 << 62)
        const, xs = demand[x_classes[0]]
        x = min(x_max, (most - fixed - const) // xs)
        if x < 0:
            return "infeasible"
    want = sum(const + xs * x for const, xs in demand.values())
    nodes = 2 + len(pb.groups) + len(pb.units) + len(demand)
    encoded = _encode(list(comps.values()), 4 * want + 4 * nodes + 8)
    cost = dict(zip(comps, encoded))
    if any(cost[var] + (cost[xv] if xv >= 0 else 0) <= 0 for _, _, var, xv in edges.options):
        return None  # an activation whose mana is left over would be no worse: the flow is not the model
    net, option_edges, spend_edges = _network(pb, edges, cost, x)
    if net.min_cost_flow(0, 1, want) < want:
        return "infeasible"
    values = [0] * len(pm.table.vars)
    for (_, _, var, xv), e in zip(edges.options, option_edges):
        values[var] = net.flow(e)
        if xv >= 0:
            values[xv] += net.flow(e)
    for (_, _, var), e in zip(edges.spends, spend_edges):
        values[var] = net.flow(e)
    if pm.xvar is not None:
        values[pm.xvar] = x
    return values, net.unique_optimum()


def _network(pb: PaymentBoard, edges: _Edges, cost: dict[int, int], x: int) -> tuple[_Network, list[int], list[int]]:
    """The network (source 0, sink 1, then groups, units, classes), each class asking its amount with X = ``x``,
    and the edges of the options and spends in ``edges``' order. ``cost``: per variable; an option edge of a use
    with several outputs costs its choice's and its activations'."""
    groups = {g: 2 + i for i, g in enumerate(sorted({g for g, _, _, _ in edges.options}))}
    units = {u: 2 + len(groups) + i for i, u in enumerate(pb.units)}
    classes = {c: 2 + len(groups) + len(units) + i for i, c in enumerate(edges.demand)}
    net = _Network(2 + len(groups) + len(units) + len(classes))
    for g, node in groups.items():
        net.edge(0, node, pb.groups[g].size)
    for unit, n in pb.pool.items():
        net.edge(0, units[unit], n)
    option_edges = [net.edge(groups[g], units[unit], pb.groups[g].size, cost[var] + (cost[xv] if xv >= 0 else 0))
                    for g, unit, var, xv in edges.options]
    spend_edges = [net.edge(units[unit], classes[cls], 1 << 62, cost[var]) for unit, cls, var in edges.spends]
    for cls, (const, xs) in edges.demand.items():
        net.edge(classes[cls], 1, const + xs * x)
    return net, option_edges, spend_edges
