"""Boards that spend no mana need one layer after layer 0 (issue 12): sacrifice outlets (Ashnod's Altar, Phyrexian
Altar), creatures tapping for mana (Cryptolith Rite), Spawn and Treasures — the tokens board. The layered model with
one layer then has every pool of the model exact by the bound on ordered activations
(:func:`~manaplan.solver.core.model.spendless_bound`), so ``produce`` lists its pools as proven without checking deeper
plans in the relaxation (on the tokens board that check took a second, and more on a bad day).

The rules the argument leans on: a permanent sacrificed as a cost is gone (CR 701.21a, 406.2), so it activates nothing
after; a mana ability's cost with no mana in it needs nothing made before it (CR 602.2b, 605.3a). A plan may always tap
everything first and sacrifice afterwards.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manaplan.models.board_files import parse_inline
from manaplan.solver.core.model import capped_total, spendless_bound
from manaplan.solver.effective import effective_board
from manaplan.solver.produce.model import ProduceModel, production_board
from manaplan.solver.produce.solve import pool_text, produce

from manaplan_tests import INF, examples

#: Cards whose mana abilities spend no mana (or do, for the boards the bound must refuse).
SPENDLESS = ("Ashnod's Altar", "Phyrexian Altar", "Cryptolith Rite", "Eldrazi Spawn", "Treasure", "Llanowar Elves",
             "Grizzly Bears", "Gaea's Cradle", "Forest")


def _board(inline: str):
    return production_board(effective_board(parse_inline(inline)))


def _by_construction(core) -> int:
    """A layer per costed or sacrificing activation (and one for a doubling): the bound before
    :func:`~manaplan.solver.core.model.ordered_uses` counted only the outlets whose victims may be outlets."""
    return capped_total(core, [u for u in core.uses if u.usable and u.ordered]) + any(
        u.usable and u.doubles for u in core.uses)


def _pools_with(pb, layers: int) -> set[str]:
    """Every maximal pool of the layered model with ``layers`` layers (one solve each, no family proof)."""
    model, pools = ProduceModel(pb, layers=layers, time_limit=INF), set()
    while (found := model.maximize(model.pool_weight())).status == "optimal":
        pools.add(pool_text(found.pool))
        model.exclude_dominated_by(found.pool)
    assert found.status == "infeasible"
    return pools


def test_the_tokens_kind_of_board_needs_one_layer():
    pb = _board("Ashnod's Altar, Phyrexian Altar, Cryptolith Rite, Eldrazi Spawn x2, Treasure, Llanowar Elves")
    assert _by_construction(pb.core) == 6 and spendless_bound(pb.core) == 1
    # no outlet's victim is an outlet: no activation raises a plan's layer (core.model.ordered_uses)
    assert pb.ordered_bound == 0 and pb.exact_layers == 0


@pytest.mark.parametrize("inline, why", [
    ("Forest, Azorius Signet, Dimir Signet", "a Signet spends mana made before it"),
    ("Krark-Clan Ironworks, Treasure x2", "the outlet may sacrifice itself, an artifact"),
    ("City of Brass, Ashnod's Altar, Llanowar Elves", "City of Brass deals damage as it becomes tapped"),
    ("Ashnod's Altar, Llanowar Elves, Doubling Cube, Sol Ring x2", "the Cube spends mana and doubles the pool"),
])
def test_boards_that_spend_or_whose_outlets_can_be_sacrificed_keep_the_bound(inline, why):
    pb = _board(inline)
    assert spendless_bound(pb.core) is None, why
    assert pb.exact_layers == pb.ordered_bound


@settings(max_examples=examples(12), deadline=None)
@given(st.lists(st.sampled_from(SPENDLESS[:2]), min_size=1, max_size=2),
       st.lists(st.sampled_from(SPENDLESS[2:]), min_size=2, max_size=5))
def test_one_layer_makes_every_pool_of_the_exact_model(outlets, others):
    """Against the layered model exact by construction (a layer per ordered activation): the same maximal pools."""
    pb = _board(", ".join(outlets + others))
    assert spendless_bound(pb.core) == 1
    exact = _pools_with(pb, max(1, _by_construction(pb.core)))
    assert _pools_with(pb, 1) == exact and _pools_with(pb, pb.exact_layers) == exact


def test_a_spendless_board_lists_its_pools_proven_without_a_deeper_check(monkeypatch):
    """Ten sacrifices are possible (more than the eight layers built outright): the model starts with three layers,
    which this board's kind makes exact, so no relaxation with deeper plans is solved."""
    import manaplan.solver.produce.pools as pools

    def refuse(*args, **kwargs):
        raise AssertionError("deeper plans were checked")

    monkeypatch.setattr(pools, "pools_depth", refuse)
    inline = "Ashnod's Altar, Phyrexian Altar, Cryptolith Rite, Llanowar Elves, Eldrazi Spawn x4"
    assert _by_construction(_board(inline).core) == 10
    out = produce(parse_inline(inline))
    assert out.proven and out.pools_proven and not out.pools_truncated
    assert {pool_text(p) for p in out.pools} == _pools_with(_board(inline), 10)


def test_capping_the_pools_weight_bounds_the_next_pool_and_leaves_a_board_without_sources_alone():
    """The enumeration caps each next pool's weight at the last one's (it can weigh no more): the cap binds, and on
    a board whose pools objective is a constant (only the board's pool, no sources) it is no constraint at all."""
    pb = _board("Forest, Island, Azorius Signet")
    model = ProduceModel(pb, layers=1, time_limit=INF)
    top = model.maximize(model.pool_weight()).value
    model.cap_weight(top - 1)
    assert model.maximize(model.pool_weight()).value < top
    empty = ProduceModel(production_board(effective_board(parse_inline("Memnite"))), layers=1, time_limit=INF)
    empty.cap_weight(0)
    assert empty.maximize(empty.pool_weight()).status == "optimal"


#: Outlets, some of which may sacrifice others (two Krark-Clan Ironworks, either of them an artifact), creatures and
#: artifacts sacrificed (Ornithopter for both altars' kinds), and sources that spend mana (Azorius Signet).
DEEP = ("Ashnod's Altar", "Krark-Clan Ironworks", "Phyrexian Altar", "Azorius Signet", "Sol Ring", "Llanowar Elves",
        "Treasure", "Eldrazi Spawn", "Blood Pet", "Island", "Ornithopter", "Krark-Clan Ironworks")


@settings(max_examples=examples(10), deadline=None)
@given(st.lists(st.sampled_from(DEEP), min_size=2, max_size=5))
def test_outlets_whose_victims_sacrifice_nothing_add_no_layer(names):
    """The layers that make the model exact now count an outlet's activations only where a victim of it may be an
    outlet too (:func:`~manaplan.solver.core.model.ordered_uses`; "Why it is exact": a sacrifice goes in the layer
    of its victims' activations, CR 701.21a, and a mana ability with no mana cost needs nothing made before it, CR
    605.3a). Against a layer per costed or sacrificing activation, the model exact by construction: the same
    maximal pools."""
    pb = _board(", ".join(names))
    assert pb.ordered_bound <= _by_construction(pb.core)
    assert _pools_with(pb, pb.exact_layers) == _pools_with(pb, max(1, _by_construction(pb.core)))
