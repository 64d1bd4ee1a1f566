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
from manaplan.solver.effective import effective_abilities
from manaplan.solver.pay.solve import solve_payment
from manaplan.solver.produce.solve import produce

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
    return {v.id: v.could_produce for v in effective_abilities(board).views}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(entry, min_size=1, max_size=9), st.randoms(use_true_random=False))
def test_fixed_point_is_order_independent(entries, rnd):
    board = make_board(entries)
    shuffled = list(board.permanents)
    rnd.shuffle(shuffled)
    assert could(board) == could(Board(permanents=tuple(shuffled)))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(entry, min_size=1, max_size=8), st.sampled_from(LANDS), st.sampled_from((YOU, OPPONENT)))
def test_adding_a_land_never_shrinks_a_could_produce_set(entries, land, who):
    board = make_board(entries)
    before = could(board)
    extra = Permanent(id="added", card=card(land), controller=who)
    after = could(Board(permanents=board.permanents + (extra,)))
    for pid, types in before.items():
        assert types <= after[pid], (pid, types, after[pid])


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from(PAYABLE), st.booleans()), min_size=1, max_size=7))
def test_max_total_is_the_largest_payable_x(entries):
    board = Board(permanents=tuple(Permanent(id=f"p{i}", card=card(name), tapped=tapped)
                                   for i, (name, tapped) in enumerate(entries)))
    out = produce(board, max_pools=4)
    paid = solve_payment(board, "{X}", max_x=True)
    assert out.proven and paid.optimal
    assert out.max_total == (paid.x or 0)
