"""``produce`` on a board of plain taps (``manaplan.solver.produce.plain``) gives the model's answer, field for field.

Wherever the plain path answers, the :class:`~manaplan.solver.produce.solve.Production` (figures, pools, what is
proven, the sources' reports) and its JSON are those the CP-SAT model gives with the plain path turned off; it
declines outside its class; and where it answers, no model is built.
"""

from __future__ import annotations


import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import manaplan.solver.produce.solve as produce_solve
from manaplan.models.board_files import parse_inline
from manaplan.solver.analysis import Session
from manaplan.solver.effective import effective_board
from manaplan.solver.produce.class_pool import pool_text
from manaplan.solver.produce.model import production_board
from manaplan.solver.produce.plain import plain_production
from manaplan_tests import examples, plain_boards

#: Sources of the class: basics, duals and tri-lands, a bounceland, lands and dorks of any colour, rocks of one or
#: two colourless mana, restricted mana (Ancient Ziggurat's), sacrificed as they tap (Treasure, Lotus Petal).
IN_CLASS = ["Plains", "Island", "Swamp", "Mountain", "Forest"] * 2 + [
    "Wastes", "Snow-Covered Forest", "Tundra", "Breeding Pool", "Arcane Sanctum", "Simic Growth Chamber",
    "Birds of Paradise", "Llanowar Elves", "Sylvan Caryatid", "Mind Stone", "Sol Ring", "Treasure", "Lotus Petal",
    "Ancient Ziggurat", "Command Tower", "Gemstone Caverns"]
#: Sources it leaves to the model: a mana cost, damage, a sacrifice of another permanent, several mana of one colour,
#: two ways to tap, mana when an artifact is put into a graveyard.
OUTSIDE = ["Azorius Signet", "City of Brass", "Llanowar Wastes", "Ashnod's Altar", "Lotus Field", "Gilded Lotus",
           "Castle Garenbrig", "Eldrazi Temple", "Chromatic Star"]


def boards():
    return plain_boards(IN_CLASS * 3 + OUTSIDE, min_size=1, lives=(20, 20, 1))


def _produce(board, plain: list | None, **options):
    """produce with the plain path (``plain`` a list that records whether it answered) or without it (None)."""
    with pytest.MonkeyPatch.context() as mp:
        if plain is None:
            mp.setattr(produce_solve, "plain_production", lambda pb: None)
        else:
            def recorded(pb):
                found = plain_production(pb)
                plain.append(found is not None)
                return found
            mp.setattr(produce_solve, "plain_production", recorded)
        return produce_solve.produce(Session().analysis(board), **options)


def test_the_plain_path_answers_as_the_model_does():
    """On random boards of lands, dorks, rocks and a few other sources: the same answer with the plain path as
    without it, field for field. Not vacuous: the plain path answers a good share of them."""
    asked: list[bool] = []

    @settings(max_examples=examples(80), deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(boards(), st.sampled_from([{}, {}, {"max_pools": 1}, {"below_work": float("inf")}]))
    def check(board, options):
        plain: list[bool] = []
        fast = _produce(board, plain, **options)
        model = _produce(board, None, **options)
        assert fast == model
        assert fast.to_json() == model.to_json()
        if plain:
            asked.append(all(plain))

    check()
    assert sum(asked) >= 0.3 * len(asked) and len(asked) >= 30, f"the plain path answered {sum(asked)} of {len(asked)}"


def test_a_board_of_plain_taps_builds_no_model(monkeypatch):
    """Lands, a dork, Sol Ring, a bounceland and a Treasure: produce answers without building a CP-SAT model."""
    def no_model(*args, **kwargs):
        raise AssertionError("a CP-SAT model was built")

    monkeypatch.setattr(produce_solve, "solve_figures", no_model)
    monkeypatch.setattr(produce_solve, "list_pools", no_model)
    out = produce_solve.produce(parse_inline("Forest x2, Tundra, Llanowar Elves, Sol Ring, Simic Growth Chamber, "
                                             "Treasure"))
    assert (out.max_total, [pool_text(p) for p in out.pools]) == (9, ["U, G×4, C×2, WU, WUBRG"])
    assert out.proven and out.pools_proven and not out.pools_truncated and out.most_flexible == 1


@pytest.mark.parametrize("board", [
    "Forest, Azorius Signet",  # a mana cost
    "Forest, City of Brass",  # damage
    "Forest, Lotus Field",  # three mana of any one colour: several pools
    "Forest, Eldrazi Temple",  # two ways to tap one land: {C}, or {C}{C} to spend on Eldrazi only
    "Forest, Treasure, Krark-Clan Ironworks",  # a sacrifice of another permanent
])
def test_the_plain_path_leaves_what_is_outside_its_class_to_the_model(board):
    assert plain_production(production_board(effective_board(parse_inline(board)))) is None


def test_restricted_mana_counts_in_every_figure_but_the_unrestricted_one():
    """Ancient Ziggurat's mana may be spent only to cast creature spells: it counts in ``max_total`` (3) and not in
    ``max_total_unrestricted`` (2), as the model has it."""
    board = parse_inline("Forest, Wastes, Ancient Ziggurat")
    plain: list[bool] = []
    fast, model = _produce(board, plain), _produce(board, None)
    assert plain == [True] and (fast.max_total, fast.max_total_unrestricted) == (3, 2)
    assert fast.to_json() == model.to_json()
