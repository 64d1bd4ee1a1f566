"""A turn's plan is values (issue 20): a spell cast is known to the plan by its key, and its mana and its cost by
that key; the name a player says for it is the plan's ``names``, applied only when the plan is said in words or in
``--json``. The land a fetchland finds is given its id as a value; cards of the hand the plan exiles are named by
``in_hand``."""

from __future__ import annotations

from pathlib import Path

from manaplan.cli.json_out import turn_json
from manaplan.cli.plan_words import cast_words, exiled_words
from manaplan.models.board_files import board_from_data, load_board
from manaplan.solver.turn import solve_turn

ROOT = Path(__file__).resolve().parents[1]
TURN_BOARDS = ROOT / "turn_boards"


def test_a_rituals_mana_is_the_unit_of_the_spells_key_said_by_its_name():
    """CR 605.5b: Dark Ritual's {B}{B}{B} pays Hypnotic Specter; the Specter's cost was paid with units of the
    ritual's key, which ``--json`` says as "Dark Ritual's {B}"."""
    plan = solve_turn(load_board(TURN_BOARDS / "dark_ritual.yaml"), ("Hypnotic Specter",))
    ritual, specter = plan.steps
    assert ritual.key == "Dark Ritual (hand)#1" and dict(plan.names)[ritual.key] == "Dark Ritual"
    assert [u.text for u in ritual.adds] == ["{B}"] * 3
    assert [(p.symbol.text, p.source, p.unit.text) for p in specter.paying] == [
        ("{B}", ritual.key, "{B}"), ("{B}", ritual.key, "{B}"), ("{1}", ritual.key, "{B}")]
    (swamp,) = ritual.plan
    assert [(p.symbol.text, p.payee) for p in swamp.pays] == [("{B}", ritual.key)]
    data = turn_json(plan)
    assert data["steps"][1]["paying"] == ["{B} with Dark Ritual's {B}"] * 2 + ["{1} with Dark Ritual's {B}"]
    assert data["steps"][0]["plan"][0]["pays"] == "Dark Ritual's {B}"
    assert cast_words(specter, dict(plan.names)) == "with Dark Ritual's mana"


def test_the_land_a_fetchland_finds_gets_its_id_as_a_value():
    """CR 701.23: Polluted Delta, played, finds an Island that enters as Island#2 and taps at once; the step's search
    holds that id, and the turn's tapped permanents count it (SPEC: fetches included)."""
    plan = solve_turn(load_board(TURN_BOARDS / "fetch_from_hand.yaml"))
    (fetch,) = [s for step in plan.steps for s in step.plan if s.search is not None]
    assert (fetch.permanent, fetch.search.land, fetch.search.id) == ("Polluted Delta#1", "Island", "Island#2")
    assert "Island#2" in plan.tapped


def test_cards_exiled_from_the_hand_are_named_by_in_hand():
    """CR 605.1a: Elvish Spirit Guides exiled from the hand for mana: their ids are the plan's, their names are in
    ``in_hand``, which the words use."""
    board = board_from_data({"permanents": ["Forest"], "land_played": True,
                             "hand": ["Elvish Spirit Guide", "Elvish Spirit Guide", "Grizzly Bears"]})
    plan = solve_turn(board, ("Grizzly Bears",))
    assert plan.possible and plan.exiled == ("Elvish Spirit Guide (hand)#1",)
    in_hand = dict(plan.in_hand)
    assert in_hand["Elvish Spirit Guide (hand)#1"] == "Elvish Spirit Guide"
    assert exiled_words(plan.exiled, in_hand) == "Elvish Spirit Guide from your hand"
