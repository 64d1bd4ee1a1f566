"""A land a spell puts into your hand (:attr:`~manaplan.solver.turn.cards.Copy.to_hand`: Demonic Tutor's Island,
Summoner's Pact's Dryad Arbor) where more than one land may be played this turn (Exploration, Dryad of the Ilysian
Grove: CR 305.2): the turn tries it only as the one land play, not beside the others. That was named only where sets
of lands from your hand were tried (two lands in hand): with one land in hand and Exploration, a plan one land short
was said "proven". Now it is named wherever another play (or a put: Arboreal Grazer) may take it, and dropped where
the turn solved again with those lands in your hand from the start — a relaxation: played from the start is never
worse where no mana depends on when a land is played, no land enters worse for more lands there, and no mana changes
with them there — is no better than the plan found.
"""

from __future__ import annotations

from manaplan.models.board_files import board_from_data
from manaplan.solver.turn import solve_turn

NOTE = "not proven: a land Demonic Tutor puts into your hand is played only as your one land play"


def turn(data: dict, *cards: str, **kwargs):
    return solve_turn(board_from_data(data), cards or None, **kwargs)


def test_a_found_land_as_a_second_play_is_named_where_it_would_cast_more():
    """Two Swamps, Exploration (one more land play, CR 305.2); Demonic Tutor, an Island, Opt and Ponder in hand. The
    Island played, the Swamps pay the Tutor, which takes the library's Island; played with Exploration's play, the two
    Islands pay Opt and Ponder: all three cast. The turn plays the found Island only as its one play: two of three —
    it said so "proven"; now not proven, named."""
    plan = turn({"permanents": ["Swamp", "Swamp", "Exploration"], "hand": ["Demonic Tutor", "Island", "Opt", "Ponder"],
                 "library": ["Island", "Swamp"]}, most=True)
    assert not plan.proven and NOTE in plan.notes, plan.notes


def test_a_found_land_as_a_second_play_is_moot_where_the_relaxed_turn_does_no_better():
    """The same with Opt alone: the hand's Island and the Swamps cast both; the turn with the Tutor's lands in your
    hand from the start does no better (a land played more is one helper more), so the found land is not named."""
    plan = turn({"permanents": ["Swamp", "Swamp", "Exploration"], "hand": ["Demonic Tutor", "Island", "Opt"],
                 "library": ["Island", "Swamp"]}, most=True)
    assert plan.possible and plan.proven and plan.cast == ("Demonic Tutor", "Opt"), plan.notes


def test_the_relaxation_is_not_made_where_a_land_enters_worse_for_more_lands():
    """A fastland in the library ("enters tapped unless you control two or fewer other lands"): a land there from the
    start rather than after the Tutor may make it enter tapped, so the relaxed turn is no bound, and the found land
    stays named."""
    plan = turn({"permanents": ["Swamp", "Swamp", "Exploration"], "hand": ["Demonic Tutor", "Island", "Opt"],
                 "library": ["Island", "Blackcleave Cliffs"]}, most=True)
    assert not plan.proven and NOTE in plan.notes, plan.notes


def test_the_relaxation_is_not_made_where_a_land_found_changes_a_permanents_mana():
    """Cabal Coffers counts your Swamps: a Swamp the Tutor finds, there from the start, would change its mana from the
    start, which no plan with it played after the Tutor has: no bound, the found land stays named."""
    plan = turn({"permanents": ["Swamp", "Swamp", "Exploration", "Cabal Coffers"],
                 "hand": ["Demonic Tutor", "Island", "Opt"], "library": ["Swamp", "Island"]}, most=True)
    assert not plan.proven and NOTE in plan.notes, plan.notes


def test_summoners_pact_dryad_arbor_beside_dryad_of_the_ilysian_grove():
    """Amulet Titan, turn 3 (modern_amulet_titan g02_t03): Forest, Wastes, Arboreal Grazer, Amulet of Vigor; Dryad of
    the Ilysian Grove, two Urza's Sagas, Summoner's Pact, Arboreal Grazer in hand; Dryad Arbor in the library. A Saga
    ({C}: CR 714.3a), the Forest and the Wastes pay the Dryad; the other Saga, played with its additional play and a
    Forest by it (CR 305.6), pays the Grazer; the Pact is free. Dryad Arbor the Pact may take, played, is a summoning
    sick creature (CR 302.6): no plan with it does better, and the relaxed turn says so. All three cast, proven (it was
    two of three, not proven)."""
    plan = turn({"permanents": ["Forest", "Wastes", "Arboreal Grazer", "Amulet of Vigor"],
                 "hand": ["Dryad of the Ilysian Grove", "Urza's Saga", "Urza's Saga", "Summoner's Pact",
                          "Arboreal Grazer"],
                 "library": ["Dryad Arbor", "Primeval Titan", "Forest"]}, most=True)
    assert plan.possible and plan.proven, plan.notes
    assert set(plan.cast) == {"Dryad of the Ilysian Grove", "Summoner's Pact", "Arboreal Grazer"}


def test_the_candidates_alone_are_bounded_first_and_the_whole_model_is_not_solved():
    """The same board, Arboreal Grazer and Azusa in the library: Summoner's Pact may find them (helpers), so the
    candidates are solved alone first
    (``_without_helpers``) and kept when they cast them all. The Pact's land, played only as the one land play, is
    bounded on that smaller model by the same relaxation; before, its note sent the turn to the whole model and its
    relaxation too: twice the solves (work bounded, not time: counted on a meter)."""
    from manaplan.solver.work import metered

    with metered() as meter:
        plan = turn({"permanents": ["Forest", "Wastes", "Arboreal Grazer", "Amulet of Vigor"],
                     "hand": ["Dryad of the Ilysian Grove", "Urza's Saga", "Urza's Saga", "Summoner's Pact",
                              "Arboreal Grazer"],
                     "library": ["Dryad Arbor", "Primeval Titan", "Forest", "Arboreal Grazer",
                                 "Azusa, Lost but Seeking"]}, most=True)
    assert plan.possible and plan.proven, plan.notes
    assert not any(s.helper for s in plan.steps)
    assert meter.solves <= 30, meter.solves
