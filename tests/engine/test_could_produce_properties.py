"""Properties of the could-produce fixed point (CR 106.7) and of produce's figures, on random boards (hypothesis).

- The fixed point does not depend on the order of the permanents (shuffle them).
- It is monotone: adding a land never shrinks any permanent's could-produce set (no effect here removes types).
- No self-funding, cross-checked: on boards of cards the payment solver reads, produce's max_total is the largest X
  for which pay finds "{X}" payable.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from manaplan.models.board import OPPONENT, YOU, Board, Permanent
from manaplan.models.cards.store import default_database
from manaplan.solver.effective import effective_board
from manaplan.solver.pay.solve import solve_payment
from manaplan.solver.produce.solve import produce

from manaplan_tests import INF, examples

LANDS = ("Forest", "Island", "Plains", "Swamp", "Wastes", "Breeding Pool", "Reflecting Pool", "Exotic Orchard",
         "Cascading Cataracts", "Urborg, Tomb of Yawgmoth", "Yavimaya, Cradle of Growth")
OTHERS = ("Naga Vitalist", "Harvester Druid", "Fellwar Stone", "Squandered Resources", "Prismatic Omen")
PAYABLE = ("Forest", "Island", "Plains", "Wastes", "Breeding Pool", "Azorius Signet", "Simic Signet", "Mystic Gate",
           "Cascading Cataracts", "Sol Ring", "Treasure", "Llanowar Elves", "Lotus Petal")

_DB = default_database()
_CARDS: dict[str, object] = {}


def card(name: str):
    if name not in _CARDS:
        _CARDS[name] = _DB.get(name).battlefield_face()
    return _CARDS[name]


entry = st.tuples(st.sampled_from(LANDS + OTHERS), st.sampled_from((YOU, YOU, OPPONENT)), st.booleans())


def make_board(entries) -> Board:
    return Board(permanents=tuple(Permanent(id=f"p{i}", card=card(name), controller=who, tapped=tapped)
                                  for i, (name, who, tapped) in enumerate(entries)))


def could(board: Board) -> dict[str, frozenset]:
    return {v.id: v.could_produce for v in effective_board(board).views}


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(entry, min_size=1, max_size=9), st.randoms(use_true_random=False))
def test_fixed_point_is_order_independent(entries, rnd):
    board = make_board(entries)
    shuffled = list(board.permanents)
    rnd.shuffle(shuffled)
    assert could(board) == could(Board(permanents=tuple(shuffled)))


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(entry, min_size=1, max_size=8), st.sampled_from(LANDS), st.sampled_from((YOU, OPPONENT)))
def test_adding_a_land_never_shrinks_a_could_produce_set(entries, land, who):
    board = make_board(entries)
    before = could(board)
    extra = Permanent(id="added", card=card(land), controller=who)
    after = could(Board(permanents=board.permanents + (extra,)))
    for pid, types in before.items():
        assert types <= after[pid], (pid, types, after[pid])


@settings(max_examples=examples(12), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from(PAYABLE), st.booleans()), min_size=1, max_size=7))
def test_max_total_is_the_largest_payable_x(entries):
    board = Board(permanents=tuple(Permanent(id=f"p{i}", card=card(name), tapped=tapped)
                                   for i, (name, tapped) in enumerate(entries)))
    out = produce(board, max_pools=4, time_limit=INF)
    paid = solve_payment(board, "{X}", max_x=True, time_limit=INF)
    assert out.proven and paid.optimal
    assert out.max_total == (paid.x or 0)


# The component-wise fixed point (networkx's condensation) and settle's worklist, without a graph, equal plain
# Kleene iteration over the whole graph from the empty sets, on random graphs of fixed and reflecting abilities
# (cycles, self-loops, chains).
from manaplan.models.mana import ManaType  # noqa: E402
from manaplan.solver.rules.could_produce import AbilityNode, build_graph, by_permanent, fixed_point, settle  # noqa: E402

_TYPES = tuple(ManaType)


def _kleene(graph) -> dict:
    values = {key: frozenset() for key in graph.nodes}
    changed = True
    while changed:
        changed = False
        for key in graph.nodes:
            node = graph.nodes[key]["node"]
            if node.fixed is not None:
                new = node.fixed
            else:
                new = node.transfer(frozenset().union(*(values[s] for s in graph.successors(key))))
            if new != values[key]:
                values[key], changed = new, True
    return values


def _no_colorless(types):
    return frozenset(t for t in types if t is not ManaType.C)


@settings(max_examples=examples(75), deadline=None)
@given(st.lists(st.tuples(st.one_of(st.none(), st.frozensets(st.sampled_from(_TYPES))),
                          st.lists(st.integers(0, 7), max_size=4), st.booleans()), min_size=1, max_size=8))
def test_component_fixed_point_is_the_whole_graph_kleene_fixed_point(specs):
    nodes = [AbilityNode(f"p{i}:0", f"p{i}", fixed=fixed,
                         looks_at=tuple(f"p{j % len(specs)}" for j in looks) if fixed is None else (),
                         transfer=_no_colorless if colour_only else (lambda t: t))
             for i, (fixed, looks, colour_only) in enumerate(specs)]
    graph = build_graph(nodes)
    kleene = _kleene(graph)
    assert fixed_point(graph) == kleene
    assert settle(nodes) == (kleene, by_permanent(graph, kleene))


def test_a_lone_reflecting_pool_is_settled_without_building_the_graph(monkeypatch):
    """Reflecting Pool looks at every land you control, itself included (CR 106.7): a loop on one ability, settled
    without networkx's graph (about 0.2 s to load)."""
    def no_graph(nodes):
        raise AssertionError("the graph was built")

    monkeypatch.setattr("manaplan.solver.rules.could_produce.build_graph", no_graph)
    forest = AbilityNode("Forest#1:0", "Forest#1", fixed=frozenset({ManaType.G}))
    island = AbilityNode("Island#1:0", "Island#1", fixed=frozenset({ManaType.U}))
    pool = AbilityNode("Pool#1:0", "Pool#1", looks_at=("Forest#1", "Island#1", "Pool#1"))
    by_key, by_id = settle([forest, island, pool])
    assert by_id["Pool#1"] == {ManaType.G, ManaType.U}
    alone = AbilityNode("Pool#2:0", "Pool#2", looks_at=("Pool#2",))
    assert settle([alone])[1]["Pool#2"] == frozenset()  # it sees only itself: it could produce nothing (CR 106.5)


def test_reflection_of_reflection_settles_without_a_graph(monkeypatch):
    """A Reflecting Pool looks at itself and at another Pool (a cycle): settled without building the graph, so that
    no answer waits for networkx to load, and at the least fixed point (the Pools take the Forest's G only)."""
    import manaplan.solver.rules.could_produce as could_produce

    def no_graph(nodes):
        raise AssertionError("a graph was built")

    monkeypatch.setattr(could_produce, "build_graph", no_graph)
    lands = ("Forest#1", "Pool#1", "Pool#2")
    nodes = [AbilityNode("Forest#1:0", "Forest#1", fixed=frozenset({ManaType.G})),
             AbilityNode("Pool#1:0", "Pool#1", looks_at=lands), AbilityNode("Pool#2:0", "Pool#2", looks_at=lands[1:])]
    values, per = settle(nodes)
    assert values == {"Forest#1:0": {ManaType.G}, "Pool#1:0": {ManaType.G}, "Pool#2:0": {ManaType.G}}
    assert per == {"Forest#1": {ManaType.G}, "Pool#1": {ManaType.G}, "Pool#2": {ManaType.G}}
