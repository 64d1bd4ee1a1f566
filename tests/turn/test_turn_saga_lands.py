"""A Saga land played this turn (Urza's Saga: "I — Urza's Saga gains "{T}: Add {C}.""): as a Saga enters, its
controller puts a lore counter on it (CR 714.3a), so chapter I triggers (CR 714.2b) and, resolved in the main phase,
the land taps for {C} the turn it is played. The turn counted it as a Saga with no lore counters, no mana, and said
"proven" of a plan one mana short (Dryad of the Ilysian Grove "cannot pay {2}{G}").
"""

from __future__ import annotations

import json

from manaplan.models.board_files import board_from_data
from manaplan.solver.turn import solve_turn


def turn(data: dict, *cards: str, **kwargs):
    return solve_turn(board_from_data(data), cards or None, **kwargs)


def test_a_saga_land_played_taps_for_its_chapter_one_mana():
    """Forest and Wastes, Urza's Saga and Dryad of the Ilysian Grove {2}{G} in hand: the Saga played has a lore
    counter (CR 714.3a), its chapter I gives it "{T}: Add {C}" (CR 714.2b): three mana, the Dryad cast, proven (it
    was "not possible", proven)."""
    plan = turn({"permanents": ["Forest", "Wastes"], "hand": ["Urza's Saga", "Dryad of the Ilysian Grove"]})
    assert plan.possible and plan.proven, plan.reason
    assert [(s.action, s.card) for s in plan.steps] == [("play", "Urza's Saga"), ("cast", "Dryad of the Ilysian Grove")]


def test_a_saga_that_entered_this_turn_has_a_lore_counter(run, tmp_path):
    """On a board, a Saga that entered this turn with no lore counters given has one (CR 714.3a): ``produce`` counts
    its chapter I {C}; one that did not enter this turn still needs its counters given."""
    entered = tmp_path / "entered.yaml"
    entered.write_text("permanents:\n- Forest\n- card: Urza's Saga\n  entered: true\n")
    older = tmp_path / "older.yaml"
    older.write_text("permanents:\n- Forest\n- Urza's Saga\n")
    totals = [json.loads(run("produce", str(f), "--json").output)["max_total"] for f in (entered, older)]
    assert totals == [2, 1]


def test_the_second_saga_a_dryad_lets_you_play_taps_for_green():
    """Amulet Titan, turn 3: Forest, Wastes, Arboreal Grazer and Amulet of Vigor; Dryad of the Ilysian Grove, two
    Urza's Sagas, Summoner's Pact and Arboreal Grazer in hand. The first Saga ({C}), the Forest and the Wastes pay the
    Dryad; its additional land play (CR 305.2) puts the second Saga, a Forest too by the Dryad ("Lands you control are
    every basic land type", CR 305.6), whose {G} pays Arboreal Grazer: all three cast (it was two of three)."""
    plan = turn({"permanents": ["Forest", "Wastes", "Arboreal Grazer", "Amulet of Vigor"],
                 "hand": ["Dryad of the Ilysian Grove", "Urza's Saga", "Urza's Saga", "Summoner's Pact",
                          "Arboreal Grazer"],
                 "library": ["Primeval Titan", "Forest"]}, most=True)
    assert plan.possible and plan.proven, plan.notes
    assert set(plan.cast) == {"Dryad of the Ilysian Grove", "Summoner's Pact", "Arboreal Grazer"}
    assert [s.card for s in plan.steps if s.action == "play"] == ["Urza's Saga", "Urza's Saga"]
