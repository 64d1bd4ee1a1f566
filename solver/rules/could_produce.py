"""Could produce (CR 106.7): the ability graph and its least fixed point, SCC by SCC.

The graph has a node per mana ability of every permanent (yours and your opponents'). An ability that adds "one mana
of any type that a land you control could produce" (Reflecting Pool, Exotic Orchard, Squandered Resources …) has an
edge to each ability of every permanent it looks at. A node's could-produce set is a monotone function of the union
of its successors' sets (its *transfer*): a fixed ability ignores its successors; a reflecting one keeps the types
it may take ("color": no C) and applies the replacement effects on its own mana.

The sets form a finite lattice (subsets of WUBRGC), so the least fixed point exists and is reached by iterating from
the empty set (Kleene). It is computed on the condensation of the graph (``nx.condensation``: one node per strongly
connected component, its ``members``), components in reverse topological order — everything a component looks at is
final before it is evaluated — and within a component by iterating until nothing changes (at most 6 × size rounds).

Most boards need no graph at all: where no reflecting ability looks at another permanent that has one (Fellwar
Stone or Exotic Orchard looking at lands, one Reflecting Pool looking at your lands and itself), every successor but
itself is fixed and one pass settles the least fixed point (:func:`settle`); networkx is loaded only for a graph with chains or cycles of reflection, or for the picture.

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

from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import networkx as nx

from ...models.mana import ManaType, types_text
from .. import lazy
from ..deadline import check

__all__ = ["AbilityNode", "build_graph", "fixed_point", "settle", "by_permanent", "to_dot", "identity"]


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


def build_graph(nodes: Iterable[AbilityNode]) -> nx.DiGraph:
    """The ability graph: a node per ability (attribute ``node``: the :class:`AbilityNode`), an edge from each
    reflecting ability to every ability of every permanent it looks at.

    Parameters
    ----------
    nodes : iterable of AbilityNode

    Returns
    -------
    networkx.DiGraph

    Raises
    ------
    ValueError
        If two nodes share a key.
    """
    nx = lazy.networkx()  # only when a graph is built (see EffectiveBoard.graph)
    g = nx.DiGraph()
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


def fixed_point(graph: nx.DiGraph) -> dict[str, frozenset[ManaType]]:
    """The least fixed point of could-produce sets over the ability graph, component by component.

    Parameters
    ----------
    graph : networkx.DiGraph
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
    nx = lazy.networkx()  # only when a graph is built (see EffectiveBoard.graph)
    values: dict[str, frozenset[ManaType]] = {}
    condensed = nx.condensation(graph)
    for comp in reversed(list(nx.topological_sort(condensed))):
        check("the effective board")
        members = sorted(condensed.nodes[comp]["members"])
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


def settle(nodes: Iterable[AbilityNode]) -> tuple[dict[str, frozenset[ManaType]], dict[str, frozenset[ManaType]]]:
    """Each ability's and each permanent's could-produce set (:func:`fixed_point` and :func:`by_permanent`), with no
    graph where none is needed.

    When no reflecting ability looks at a permanent that has a reflecting ability, other than its own permanent
    with no other reflecting ability (Reflecting Pool looks at itself), every edge of the graph ends at a fixed
    ability or is a loop: each non-trivial component is one ability, whose successors other than itself are fixed.
    So one pass — fixed abilities first, then each reflecting one from its successors' fixed sets, iterated from
    there while it looks at itself and its set grows (at most six rounds) — is the least fixed point. Otherwise the graph
    is built and :func:`fixed_point` settles it component by component.

    Parameters
    ----------
    nodes : iterable of AbilityNode

    Returns
    -------
    (dict of str to frozenset of ManaType, dict of str to frozenset of ManaType)
        By ability key (in node order), and by permanent id.

    Raises
    ------
    ValueError
        If two nodes share a key.

    Examples
    --------
    >>> from manaplan.models.mana import ManaType as T
    >>> by_key, by_id = settle([AbilityNode("Forest#1:0", "Forest#1", fixed=frozenset({T.G})),
    ...                         AbilityNode("Orchard#1:0", "Orchard#1", looks_at=("Forest#1",))])
    >>> by_id["Orchard#1"] == {T.G}
    True
    """
    nodes = list(nodes)
    reflecting = Counter(n.permanent for n in nodes if n.fixed is None)
    if any(pid in reflecting and (pid != n.permanent or reflecting[pid] > 1)
           for n in nodes if n.fixed is None for pid in n.looks_at):
        graph = build_graph(nodes)  # reflection of reflection: chains and cycles, component by component
        values = fixed_point(graph)
        return values, by_permanent(graph, values)
    fixed: dict[str, frozenset[ManaType]] = defaultdict(frozenset)
    values: dict[str, frozenset[ManaType]] = {}
    for n in nodes:
        if n.key in values:
            raise ValueError(f"two abilities named {n.key!r}")
        values[n.key] = n.fixed if n.fixed is not None else frozenset()
        if n.fixed is not None:
            fixed[n.permanent] = fixed[n.permanent] | n.fixed
    for n in nodes:
        if n.fixed is None:
            check("the effective board")  # issue 15: a reflecting ability may look at 10,000 permanents
            seen = frozenset().union(*(fixed.get(pid, frozenset()) for pid in n.looks_at))
            own = frozenset(n.transfer(seen))
            if n.permanent in n.looks_at:  # it looks at itself too (Reflecting Pool): iterate from there (Kleene)
                while (grown := own | frozenset(n.transfer(seen | own))) != own:
                    own = grown
            values[n.key] = own
    per: dict[str, frozenset[ManaType]] = defaultdict(frozenset)
    for n in nodes:
        per[n.permanent] = per[n.permanent] | values[n.key]
    return values, dict(per)


def _evaluate(graph: nx.DiGraph, key: str, values: Mapping[str, frozenset[ManaType]]) -> frozenset[ManaType]:
    node: AbilityNode = graph.nodes[key]["node"]
    if node.fixed is not None:
        return node.fixed
    seen: frozenset[ManaType] = frozenset()
    for succ in graph.successors(key):
        seen |= values.get(succ, frozenset())
    return frozenset(node.transfer(seen))


def by_permanent(graph: nx.DiGraph, values: Mapping[str, frozenset[ManaType]]) -> dict[str, frozenset[ManaType]]:
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


def to_dot(graph: nx.DiGraph, values: Mapping[str, frozenset[ManaType]], *, name: str = "abilities") -> str:
    """The ability graph in the DOT language, each node labelled with its ability and its could-produce set.

    Abilities are grouped by permanent (a cluster each); reflecting abilities are drawn as ellipses, fixed ones as
    boxes, abilities that could produce nothing dashed.

    Parameters
    ----------
    graph : networkx.DiGraph
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
