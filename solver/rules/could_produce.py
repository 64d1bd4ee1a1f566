"""Could produce (CR 106.7): the ability graph and its least fixed point.

The graph has a node per mana ability of every permanent (yours and your opponents'). An ability that adds "one mana
of any type that a land you control could produce" (Reflecting Pool, Exotic Orchard, Squandered Resources …) has an
edge to each ability of every permanent it looks at. A node's could-produce set is a monotone function of the union
of its successors' sets (its *transfer*): a fixed ability ignores its successors; a reflecting one keeps the types
it may take ("color": no C) and applies the replacement effects on its own mana.

The sets form a finite lattice (subsets of WUBRGC), so the least fixed point exists and is reached by iterating from
the empty set (Kleene). On the graph (:func:`fixed_point`) it is computed on its condensation (``nx.condensation``:
one node per strongly connected component, its ``members``), components in reverse topological order — everything a
component looks at is final before it is evaluated — and within a component by iterating until nothing changes (at
most 6 × size rounds).

No command needs the graph itself: :func:`settle` reaches the same least fixed point without it, by a worklist —
each reflecting ability evaluated from its permanents' sets, and evaluated again only when one of them grows (at most
six times each). On a board where no reflecting ability looks at a permanent that has one itself (Fellwar Stone or
Exotic Orchard looking at lands) that is one pass; a Reflecting Pool looking at itself or at other Pools is a few
more, and networkx (about a tenth of a second to load) is loaded only for the picture (:func:`to_dot`).

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

from collections import defaultdict, deque
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
    graph.

    Kleene's iteration from the empty sets, by a worklist: every reflecting ability is evaluated once from the sets of
    the permanents it looks at (a permanent's set is the union of its abilities'), first in, first out; when an
    ability's set grows so does its permanent's, and each ability looking at that permanent waits to be evaluated
    again. A set only grows (the transfers are monotone) and has at most six types, so the iteration ends, at the
    least fixed point (each set stays below it, as it starts below it and the transfers are monotone, and when the
    worklist is empty every set is its transfer's value). Where no reflecting ability looks at a permanent that has
    one (every edge of the graph ends at a fixed ability), nothing waits twice: one pass.

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
    values: dict[str, frozenset[ManaType]] = {}
    held: dict[str, frozenset[ManaType]] = defaultdict(frozenset)  # each permanent's set: its abilities' union
    for n in nodes:
        if n.key in values:
            raise ValueError(f"two abilities named {n.key!r}")
        values[n.key] = n.fixed if n.fixed is not None else frozenset()
        held[n.permanent] = held[n.permanent] | values[n.key]
    reflecting = [n for n in nodes if n.fixed is None]
    # the reflecting abilities looking at each permanent, evaluated again whenever its set grows
    watchers: dict[str, list[AbilityNode]] = defaultdict(list)
    for n in reflecting:
        for pid in dict.fromkeys(n.looks_at):
            watchers[pid].append(n)
    pending = deque(reflecting)  # first in, first out: an ability waits for every other that was waiting
    queued = {n.key for n in reflecting}
    while pending:
        check("the effective board")  # issue 15: a reflecting ability may look at 10,000 permanents
        n = pending.popleft()
        queued.discard(n.key)
        seen = frozenset().union(*(held.get(pid, frozenset()) for pid in n.looks_at))
        new = frozenset(n.transfer(seen)) | values[n.key]
        if new == values[n.key]:
            continue
        values[n.key] = new
        if new <= held[n.permanent]:
            continue
        held[n.permanent] = held[n.permanent] | new
        for w in watchers.get(n.permanent, ()):
            if w.key not in queued:
                queued.add(w.key)
                pending.append(w)
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
