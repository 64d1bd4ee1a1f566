"""Turns that are no plan, decided without the work that changes nothing (issue 22: fast on the boards players bring).

A turn that must cast every candidate has no plan with a land play whose turn can't make, at the most, the least
mana one candidate takes (CR 601.2f-h: a spell's total cost is paid in full as it is cast; CR 305.2: one land play):
that land play's model is not built (:func:`~manaplan.solver.turn.solve._out_of_reach`). And a search over many
turns reads no one turn's reason: ``solve_turn(..., explain=False)`` skips the payment or the ``--most`` turn the
reason is worked out from, and changes nothing else of the answer.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st

from manaplan.models.board_files import board_from_data
from manaplan.solver.turn import solve as turn_solve
from manaplan.solver.turn import solve_turn
from manaplan.solver.turn.solve import UNEXPLAINED
from manaplan.solver.work import metered
from manaplan_tests import examples

#: Two Islands and an Island to play: three mana at most this turn, Air Elemental costs {3}{U}{U} (CR 202.3: five).
OUT_OF_REACH = {"permanents": ["Island", "Island"], "hand": ["Air Elemental", "Island"]}
#: Three Islands: Counterspell {U}{U} or Divination {2}{U}, each alone, not both (five mana).
NOT_BOTH = {"land_played": True, "permanents": ["Island"] * 3, "hand": ["Counterspell", "Divination"]}


def test_a_candidate_no_land_play_can_pay_for_builds_no_model():
    with metered() as work:
        plan = solve_turn(board_from_data(OUT_OF_REACH), ("Air Elemental",), time_limit=float("inf"))
    assert not plan.possible and plan.proven
    assert plan.reason.startswith("Air Elemental: cannot pay {3}{U}{U}")
    assert work.solves == 0  # neither land play (none, the Island) is a model: each is three mana at most


def test_each_candidate_within_reach_is_still_solved_together():
    """The bound is one candidate's least cost: two spells within reach alone but not together are the model's to
    decide (the sum of least costs bounds nothing where a candidate makes mana: a ritual, a rock)."""
    plan = solve_turn(board_from_data(NOT_BOTH), ("Counterspell", "Divination"), time_limit=float("inf"))
    assert not plan.possible and plan.proven
    alone = [solve_turn(board_from_data(NOT_BOTH), (name,), time_limit=float("inf")) for name in NOT_BOTH["hand"]]
    assert all(p.possible and p.proven for p in alone)


def test_a_turn_not_explained_is_the_same_answer_with_less_work():
    board = board_from_data(NOT_BOTH)
    with metered() as explained:
        full = solve_turn(board, ("Counterspell", "Divination"), time_limit=float("inf"))
    with metered() as unexplained:
        bare = solve_turn(board, ("Counterspell", "Divination"), time_limit=float("inf"), explain=False)
    assert bare.reason == UNEXPLAINED and full.reason != UNEXPLAINED
    assert replace(bare, reason=full.reason) == full
    assert unexplained.solves < explained.solves  # the reason's --most turn is not solved


def test_a_possible_turn_is_the_same_explained_or_not():
    board = board_from_data(NOT_BOTH)
    assert solve_turn(board, ("Divination",), explain=False) == solve_turn(board, ("Divination",))


#: Small random turns: lands, rocks, dorks and the cost changers (Goblin Electromancer's {1} less, Thalia's {1} more:
#: cost versions, CR 601.2f) on the battlefield; a hand of spells and lands; some of its spells named.
BATTLEFIELD = ["Plains", "Island", "Swamp", "Mountain", "Forest", "City of Brass", "Sol Ring", "Azorius Signet",
               "Llanowar Elves", "Goblin Electromancer", "Thalia, Guardian of Thraben"]
HAND = ["Island", "Forest", "Mountain", "Dark Ritual", "Sol Ring", "Azorius Signet", "Llanowar Elves",
        "Goblin Electromancer", "Counterspell", "Lightning Bolt", "Divination", "Grizzly Bears", "Air Elemental",
        "Phantom Monster", "Fireball", "Cultivate", "Burning-Tree Emissary", "Stonecoil Serpent"]


@st.composite
def named_turns(draw):
    permanents = draw(st.lists(st.sampled_from(BATTLEFIELD), min_size=1, max_size=5))
    hand = draw(st.lists(st.sampled_from(HAND), min_size=1, max_size=5))
    spells = [c for c in hand if c not in ("Island", "Forest", "Mountain")]
    assume(spells)
    named = tuple(sorted(set(draw(st.lists(st.sampled_from(spells), min_size=1, max_size=3)))))
    data = {"land_played": draw(st.booleans()), "permanents": permanents, "hand": hand, "library": ["Forest", "Island"]}
    return data, named


@given(named_turns())
@settings(max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_the_bound_answers_as_the_models_do(case):
    """Every answer the bound gives without a model is the one the models give: the same plan, possible or not, the
    same proof — with fewer solves or as many."""
    data, named = case
    with metered() as fast:
        bounded = solve_turn(board_from_data(data), named, time_limit=float("inf"))
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(turn_solve, "_out_of_reach", lambda usable, gross: False)
        with metered() as full:
            modelled = solve_turn(board_from_data(data), named, time_limit=float("inf"))
    assert bounded == modelled
    assert fast.solves <= full.solves
    event("the bound spared a model" if fast.solves < full.solves else "the bound spared none")
