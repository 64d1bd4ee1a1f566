"""``manaplan turn`` uses the mana of permanents that count the permanents cast this turn (issue 21 item 3): Gaea's
Cradle's creatures, Nykthos' devotion — counted when the ability resolves (CR 605.3b), with the permanent spells
that resolved before (CR 608.3), mana made while casting (CR 601.2g-h, 605.3a) staying in the pool for a later spell
(CR 500.4, 106.4). Each answer here but the last (a land played, on the battlefield from the start: counted
already) was "not proven" before, with the counted creatures cast last."""

from __future__ import annotations

import json

from manaplan.models.board_files import board_from_data
from manaplan.solver.turn import solve_turn


def turn(data: dict, **kwargs):
    return solve_turn(board_from_data(data), **kwargs)


CRADLE = {"land_played": True, "permanents": ["Gaea's Cradle", "Forest", "Forest", "Grizzly Bears"],
          "hand": ["Llanowar Elves", "Elvish Mystic", "Eternal Witness"]}


def test_cradle_tapped_after_the_elves_resolved_pays_the_three_drop(run, tmp_path):
    """The Forests cast Llanowar Elves and Elvish Mystic; once both resolved (CR 608.3) Gaea's Cradle counts three
    creatures as its ability resolves (CR 605.3b) and pays Eternal Witness {1}{G}{G}: all three, proven, with the
    Cradle tapped after the elves were cast. Counted as the turn began (one creature), it could not."""
    path = tmp_path / "cradle.json"
    path.write_text(json.dumps(CRADLE))
    result = run("turn", str(path), "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["possible"] is True and data["proven"] is True
    steps = data["steps"]
    assert [s["card"] for s in steps][-1] == "Eternal Witness"
    cradle = [p for p in steps[-1]["plan"] if p.get("permanent") == "Gaea's Cradle#1"]
    assert len(cradle) == 1 and cradle[0]["adds"] == "{G}{G}{G}", steps[-1]
    assert not any(n.startswith("not proven") for n in data.get("notes", []))


def test_cradle_counts_nothing_a_noncreature_spell_adds():
    """Giant Growth is an instant, not a creature: after it the Cradle still counts one creature, so Eternal Witness
    ({1}{G}{G}) and Giant Growth ({G}) can't both be cast from two Forests and the Cradle — at most one, proven. The
    same hand with Llanowar Elves for Giant Growth casts both."""
    plan = turn({**CRADLE, "hand": ["Giant Growth", "Eternal Witness"]}, most=True)
    assert plan.proven and not plan.possible and plan.cast == ("Eternal Witness",)
    elves = turn({**CRADLE, "hand": ["Llanowar Elves", "Eternal Witness"]}, most=True)
    assert elves.proven and elves.possible


def test_cradle_adds_nothing_before_a_creature_resolved():
    """With no creature on the battlefield the Cradle adds nothing (CR 605.3b: counted as it resolves): Forest casts
    Llanowar Elves, then the Cradle adds {G} for Elvish Mystic — Grizzly Bears ({1}{G}) is left, proven."""
    plan = turn({"land_played": True, "permanents": ["Gaea's Cradle", "Forest"],
                 "hand": ["Llanowar Elves", "Elvish Mystic", "Grizzly Bears"]}, most=True)
    assert plan.proven and len(plan.cast) == 2 and "Grizzly Bears" not in plan.cast


def test_nykthos_counts_the_devotion_of_a_creature_cast_this_turn(run, tmp_path):
    """Nykthos, Shrine to Nyx ("{2}, {T}: ... mana of that color equal to your devotion to that color", CR 700.5):
    after Leatherback Baloth ({G}{G}{G}) resolved, two Forests pay its {2} for {G}{G}{G}, which casts Eternal
    Witness — both, proven (the text answer too)."""
    path = tmp_path / "nykthos.yaml"
    path.write_text("land_played: true\npermanents: [\"Nykthos, Shrine to Nyx\", {card: Forest, count: 5}]\n"
                    "hand: [Leatherback Baloth, Eternal Witness]\n")
    out = run("turn", str(path)).output
    assert out.startswith("turn: possible"), out
    assert "tap Nykthos, Shrine to Nyx#1" in out and "for {G}{G}{G}" in out and "not proven" not in out, out


def test_cabal_coffers_counts_the_swamp_played():
    """Cabal Coffers ("{2}, {T}: Add {B} for each Swamp you control") counts the Swamp played from hand (a special
    action, CR 305.1, done first): three Swamps, two of them paying the Coffers' {2}, make {B}{B}{B}{B} for
    Phyrexian Obliterator. Without the land play it can't be cast."""
    data = {"permanents": ["Cabal Coffers", "Swamp", "Swamp"], "hand": ["Swamp", "Phyrexian Obliterator"]}
    plan = turn(data)
    assert plan.possible and plan.proven and plan.steps[0].action == "play"
    assert not turn({**data, "land_played": True}).possible
