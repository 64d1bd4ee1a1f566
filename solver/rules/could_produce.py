"""Could produce (CR 106.7): the ability graph and its least fixed point, SCC by SCC.

The graph has a node per mana ability of every permanent (yours and your opponents'). An ability that adds "one mana
of any type that a land you control could produce" (Reflecting Pool, Exotic Orchard, Squandered Resources …) has an
edge to each ability of every permanent it looks at. A node's could-produce set is a monotone function of the union
of its successors' sets (its *transfer*): a fixed ability ignores its successors; a reflecting one keeps the types
it may take ("color": no C) and applies the replacement effects on its own mana.

The sets form a finite lattice (subsets of WUBRGC), so the least fixed point exists and is reached by iterating from
the empty set (Kleene). It is computed strongly connected component by component (Tarjan's algorithm, which yields
them in reverse topological order — everything a component looks at is final before it is evaluated), and within a
component by iterating until nothing changes (at most 6 × size rounds).

The graph is a small :class:`AbilityGraph` rather than a networkx graph: importing networkx took about 0.1 s of
every command on a board with one Fellwar Stone or Exotic Orchard (issue 12), for two dozen lines of graph code.

Least, because CR 106.7 asks what an ability *would* produce: two Reflecting Pools that only see each other could
produce nothing, and by CR 106.5 they then produce no mana at all — the greatest fixed point (every type) would be
wrong.

Examples
--------
>>> from manaplan.models.mana import ManaType as T
>>> g = build_graph([
...     AbilityNode("Forest#1:0", "Forest#1", fixed=frozenset({T.G})),
...     AbilityNode("Pool#1:0", "Pool#1", looks_at=("Forest#1", "Pool#1", "Pool#2")),
...     AbilityNode("Pool#2:0", "Pool#2", looks_at=("Pool#1", "Pool#2")),
... ])
>>> values = fixed_point(g)
>>> sorted(t.value for t in values["Pool#1:0"]), values["Pool#2:0"] == {T.G}
(['G'], True)
>>> lonely = build_graph([AbilityNode("P#1:0", "P#1", looks_at=("P#1", "P#2")),
...                       AbilityNode("P#2:0", "P#2", looks_at=("P#1", "P#2"))])
>>> fixed_point(lonely)
{'P#1:0': frozenset(), 'P#2:0': frozenset()}

References
----------
CR 106.5 (mana of an undefined type), 106.7 (could produce), 106.12b (replacement effects on mana).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

from ...models.mana import ManaType, types_text

__all__ = ["AbilityNode", "AbilityGraph", "build_graph", "fixed_point", "by_permanent", "to_dot", "identity",
           "components"]


def identity(types: frozenset[ManaType]) -> frozenset[ManaType]:
    """The transfer of a reflecting ability with no filter and no replacement effect."""
    return types


@dataclass(frozen=True)
class AbilityNode:
    """One mana ability in the graph.

    Parameters
    ----------
    key : str
        ``'<permanent id>:<ability index>'``.
    permanent : str
        Its permanent's id.
    fixed : frozenset of ManaType or None
        The types it could produce whatever other permanents could (None for a reflecting ability).
    looks_at : tuple of str
        For a reflecting ability, the ids of the permanents whose could-produce sets it takes types from.
    transfer : callable
        For a reflecting ability, the function from the union of those sets to its own set (monotone).
    label : str
        Words for people (the DOT picture).
    """

    key: str
    permanent: str
    fixed: frozenset[ManaType] | None = None
    looks_at: tuple[str, ...] = ()
    transfer: Callable[[frozenset[ManaType]], frozenset[ManaType]] = field(default=identity, compare=False)
    label: str = ""


@dataclass
class AbilityGraph:
    """A directed graph of abilities, the little of networkx's ``DiGraph`` that could-produce needs.

    Parameters
    ----------
    nodes : dict of str to dict
        Key → attributes, in insertion order (``graph.nodes[key]["node"]`` is the :class:`AbilityNode`).
    succ : dict of str to dict
        Key → its successors (a dict used as an ordered set).

    Examples
    --------
    >>> g = AbilityGraph()
    >>> g.add_node("a", node=None); g.add_node("b", node=None); g.add_edge("a", "b")
    >>> "a" in g, list(g.successors("a")), list(g.edges)
    (True, ['b'], [('a', 'b')])
    """

    nodes: dict[str, dict] = field(default_factory=dict)
    succ: dict[str, dict[str, None]] = field(default_factory=dict)

    def __contains__(self, key: object) -> bool:
        return key in self.nodes

    def __len__(self) -> int:
        return len(self.nodes)

    def add_node(self, key: str, **attributes) -> None:
        """Add a node (or update its attributes)."""
        self.nodes.setdefault(key, {}).update(attributes)
        self.succ.setdefault(key, {})

    def add_edge(self, a: str, b: str) -> None:
        """Add the edge ``a → b`` (adding either node if missing)."""
        for key in (a, b):
            if key not in self.nodes:
                self.add_node(key)
        self.succ[a][b] = None

    def successors(self, key: str) -> Iterable[str]:
        """The nodes ``key`` has an edge to."""
        return iter(self.succ[key])

    @property
    def edges(self) -> list[tuple[str, str]]:
        """Every edge, as ``(from, to)``."""
        return [(a, b) for a, targets in self.succ.items() for b in targets]


def components(graph: AbilityGraph) -> list[list[str]]:
    """The strongly connected components of ``graph``, each after every component it has an edge to (reverse
    topological order of the condensation): Tarjan's algorithm, without recursion.

    Examples
    --------
    >>> g = AbilityGraph()
    >>> for a, b in [("a", "b"), ("b", "a"), ("b", "c"), ("d", "a")]:
    ...     g.add_edge(a, b)
    >>> [sorted(c) for c in components(g)]
    [['c'], ['a', 'b'], ['d']]
    """
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    out: list[list[str]] = []
    counter = 0
    for root in graph.nodes:
        if root in index:
            continue
        work = [(root, iter(graph.succ[root]))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            advanced = False
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(graph.succ[child])))
                    advanced = True
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                out.append(component)
    return out


def build_graph(nodes: Iterable[AbilityNode]) -> AbilityGraph:
    """The ability graph: a node per ability (attribute ``node``: the :class:`AbilityNode`), an edge from each
    reflecting ability to every ability of every permanent it looks at.

    Parameters
    ----------
    nodes : iterable of AbilityNode

    Returns
    -------
    AbilityGraph

    Raises
    ------
    ValueError
        If two nodes share a key.
    """
    from ..core.deadline import check  # noqa: PLC0415

    g = AbilityGraph()
    of_permanent: dict[str, list[str]] = defaultdict(list)
    nodes = list(nodes)
    for n in nodes:
        if n.key in g:
            raise ValueError(f"two abilities named {n.key!r}")
        g.add_node(n.key, node=n)
        of_permanent[n.permanent].append(n.key)
    for n in nodes:
        check("the effective board")  # issue 15: a reflecting ability may look at 10,000 permanents
        if n.fixed is None:
            for pid in n.looks_at:
                for target in of_permanent.get(pid, ()):
                    g.add_edge(n.key, target)
    return g


def fixed_point(graph: AbilityGraph) -> dict[str, frozenset[ManaType]]:
    """The least fixed point of could-produce sets over the ability graph, component by component.

    Parameters
    ----------
    graph : AbilityGraph
        From :func:`build_graph`.

    Returns
    -------
    dict of str to frozenset of ManaType
        Each ability's could-produce set, in the graph's node order.

    Notes
    -----
    Each component is evaluated once its successors are final; inside a component all members start empty and are
    re-evaluated until no set grows. A set only grows (the transfers are monotone) and has at most six types, so a
    component of ``k`` abilities settles in at most ``6k + 1`` rounds. The result does not depend on the order of
    the nodes (the least fixed point is unique).
    """
    from ..core.deadline import check  # noqa: PLC0415

    values: dict[str, frozenset[ManaType]] = {}
    for comp in components(graph):
        check("the effective board")
        members = sorted(comp)
        for key in members:
            values[key] = frozenset()
        changed = True
        while changed:
            changed = False
            for key in members:
                new = _evaluate(graph, key, values)
                if new != values[key]:
                    values[key] = new | values[key]
                    changed = True
    return {key: values[key] for key in graph.nodes}


def _evaluate(graph: AbilityGraph, key: str, values: Mapping[str, frozenset[ManaType]]) -> frozenset[ManaType]:
    node: AbilityNode = graph.nodes[key]["node"]
    if node.fixed is not None:
        return node.fixed
    seen: frozenset[ManaType] = frozenset()
    for succ in graph.successors(key):
        seen |= values.get(succ, frozenset())
    return frozenset(node.transfer(seen))


def by_permanent(graph: AbilityGraph, values: Mapping[str, frozenset[ManaType]]) -> dict[str, frozenset[ManaType]]:
    """Each permanent's could-produce set: the union over its abilities."""
    out: dict[str, frozenset[ManaType]] = defaultdict(frozenset)
    for key in graph.nodes:
        node: AbilityNode = graph.nodes[key]["node"]
        out[node.permanent] = out[node.permanent] | values.get(key, frozenset())
    return dict(out)


def _dot_id(text: str) -> str:
    """A DOT quoted string: backslashes and quotes escaped, line breaks as DOT's ``\\n`` (an id ending in a
    backslash cannot end the string early)."""
    text = text.replace("\\", "\\\\").replace('"', '\\"')
    return '"' + text.replace("\r\n", "\\n").replace("\n", "\\n").replace("\r", "\\n") + '"'


def to_dot(graph: AbilityGraph, values: Mapping[str, frozenset[ManaType]], *, name: str = "abilities") -> str:
    """The ability graph in the DOT language, each node labelled with its ability and its could-produce set.

    Abilities are grouped by permanent (a cluster each); reflecting abilities are drawn as ellipses, fixed ones as
    boxes, abilities that could produce nothing dashed.

    Parameters
    ----------
    graph : AbilityGraph
    values : mapping of str to frozenset of ManaType
    name : str

    Returns
    -------
    str
    """
    lines = [f"digraph {_dot_id(name)} {{", "  rankdir=LR;", '  node [fontname="Helvetica", fontsize=10];']
    clusters: dict[str, list[str]] = defaultdict(list)
    for key in graph.nodes:
        clusters[graph.nodes[key]["node"].permanent].append(key)
    for i, (pid, keys) in enumerate(clusters.items()):
        lines.append(f"  subgraph cluster_{i} {{")
        lines.append(f"    label={_dot_id(pid)};")
        for key in keys:
            node: AbilityNode = graph.nodes[key]["node"]
            types = types_text(values.get(key, frozenset())) or "nothing"
            label = f"{node.label or key}\n→ {types}"
            shape = "box" if node.fixed is not None else "ellipse"
            style = ', style="dashed"' if not values.get(key) else ""
            lines.append(f"    {_dot_id(key)} [label={_dot_id(label)}, shape={shape}{style}];")
        lines.append("  }")
    for a, b in graph.edges:
        lines.append(f"  {_dot_id(a)} -> {_dot_id(b)};")
    lines.append("}")
    return "\n".join(lines) + "\n"
