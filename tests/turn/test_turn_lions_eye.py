"""Lion's Eye Diamond in a turn: "Discard your hand, Sacrifice Lion's Eye Diamond: Add three mana of any one color.
Activate only as an instant." It is activated with priority between spells (CR 602.5), never while a spell from your
hand is being cast (it would discard the spell, CR 601.2). So it pays a spell from your graveyard (Past in Flames:
"Flashback {4}{R}", CR 702.34a) or the command zone (CR 903.8), as ``cast`` does, and no spell is cast from your hand
after it (its cards are in the graveyard).
"""

from __future__ import annotations

import json

from manaplan.models.board_files import board_from_data
from manaplan.solver.turn import solve_turn


def turn(data: dict, *cards: str, **kwargs):
    return solve_turn(board_from_data(data), cards or None, **kwargs)


MOUNTAINS = {"card": "Mountain", "count": 4}


def test_lions_eye_diamond_in_hand_pays_past_in_flames_flashback():
    """The issue's board: four Mountains, Lion's Eye Diamond in hand, Past in Flames in the graveyard. Cast the
    Diamond ({0}), then flash back Past in Flames ({4}{R}) with two Mountains and the Diamond's three mana: possible,
    proven (it was 'not possible', proven)."""
    plan = turn({"land_played": True, "permanents": [MOUNTAINS], "hand": ["Lion's Eye Diamond"],
                 "graveyard": ["Past in Flames"]}, "Past in Flames")
    assert plan.possible and plan.proven
    assert plan.cast == ("Lion's Eye Diamond", "Past in Flames") and plan.steps[-1].zone == "graveyard"
    assert plan.sacrificed == ("Lion's Eye Diamond#1",)


def test_lions_eye_diamond_on_the_battlefield_pays_a_commander():
    """A Mountain and Lion's Eye Diamond pay Krenko, Mob Boss's {2}{R}{R} from the command zone (no tax yet)."""
    plan = turn({"land_played": True, "permanents": ["Mountain", "Lion's Eye Diamond"],
                 "command_zone": ["Krenko, Mob Boss"]}, "Krenko, Mob Boss")
    assert plan.possible and plan.proven and plan.steps[0].zone == "command"


def test_lions_eye_diamond_never_pays_a_spell_from_your_hand():
    """The condition fails: Searing Spear ({1}{R}) in hand would be discarded by the Diamond, so one Mountain cannot
    cast it: not possible, proven."""
    plan = turn({"land_played": True, "permanents": ["Mountain", "Lion's Eye Diamond"], "hand": ["Searing Spear"]})
    assert not plan.possible and plan.proven


def test_a_spell_from_hand_is_cast_before_the_diamond_discards_the_hand():
    """Three Mountains and the Diamond: Lightning Bolt from hand first (a Mountain), then Past in Flames with two
    Mountains and the Diamond. With two Mountains the Bolt would need the Diamond's mana, which discards it: at most
    one of the two, proven."""
    data = {"land_played": True, "permanents": [{"card": "Mountain", "count": 3}, "Lion's Eye Diamond"],
            "hand": ["Lightning Bolt"], "graveyard": ["Past in Flames"]}
    plan = turn(data, "Past in Flames", "Lightning Bolt")
    assert plan.possible and plan.proven and plan.cast == ("Lightning Bolt", "Past in Flames")
    two = turn({**data, "permanents": [{"card": "Mountain", "count": 2}, "Lion's Eye Diamond"]},
               "Past in Flames", "Lightning Bolt", most=True)
    assert two.proven and two.cast == ("Past in Flames",)


def test_cli_turn_past_in_flames_with_lions_eye_diamond(run, tmp_path):
    """`manaplan turn BOARD "Past in Flames"`: exit 0, and the step says the Diamond is sacrificed, discarding your
    hand, before casting."""
    path = tmp_path / "led.json"
    path.write_text(json.dumps({"land_played": True, "permanents": [MOUNTAINS, "Lion's Eye Diamond"],
                                "graveyard": ["Past in Flames"]}))
    result = run("turn", str(path), "Past in Flames")
    assert result.exit_code == 0, result.output
    assert "before casting: sacrifice Lion's Eye Diamond#1, discarding your hand" in result.output
    data = json.loads(run("turn", str(path), "Past in Flames", "--json").output)
    assert data["possible"] is True and data["sacrificed"] == ["Lion's Eye Diamond#1"]
