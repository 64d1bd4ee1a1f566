"""More land plays in a turn: CR 305.2 ("A player can normally play one land during their turn; however, continuous
effects may increase this number.") and 305.2a (compare the lands a player can play this turn with those played).

Exploration and Dryad of the Ilysian Grove: "You may play an additional land on each of your turns."; Azusa, Lost but
Seeking: "You may play two additional lands on each of your turns."; Oracle of Mul Daya also: "You may play lands from
the top of your library." (rulings of 2009-10-01: the effects are cumulative, and a land played from the top of your
library counts as one of your land plays). Each on the battlefield, or cast this turn before the extra play is used;
where a play cannot be used by the model, the answer is not proven and names the card.
"""

from __future__ import annotations

import json

from manaplan.models.board_files import board_from_data
from manaplan.solver.turn import solve_turn


def turn(data: dict, *cards: str, **kwargs):
    return solve_turn(board_from_data(data), cards or None, **kwargs)


def plays(plan) -> list[tuple[str, str]]:
    return [(s.card, s.zone) for s in plan.steps if s.action == "play"]


def test_cr_305_2_exploration_on_the_battlefield_plays_two_lands():
    """Exploration, a Forest and a Mountain in hand: both are played (two land plays), and Grizzly Bears ({1}{G})
    and Lightning Bolt ({R}) are both cast from them and the Forest on the battlefield; no play is left."""
    plan = turn({"permanents": ["Exploration", "Forest"], "hand": ["Forest", "Mountain", "Grizzly Bears",
                                                                  "Lightning Bolt"]})
    assert plan.possible and plan.proven
    assert sorted(plays(plan)) == [("Forest", "hand"), ("Mountain", "hand")]
    assert plan.land_plays_left == 0


def test_cr_305_2_exploration_with_one_land_in_hand_plays_one():
    """The condition fails: one land in hand, so one land is played whatever Exploration allows; Grizzly Bears and
    Lightning Bolt need three mana, the board makes two: at most one, proven, and one land play is left."""
    plan = turn({"permanents": ["Exploration", "Forest"], "hand": ["Mountain", "Grizzly Bears", "Lightning Bolt"]},
                most=True)
    assert plan.proven and len(plan.cast) == 1 and plays(plan) == [("Mountain", "hand")]
    assert plan.land_plays_left == 1


def test_land_played_means_the_turns_land_plays_are_used_even_with_exploration():
    """``land_played: true`` says the turn's land plays are used (the board file's meaning): no land is played
    beside Exploration, and the answer says none is left."""
    plan = turn({"land_played": True, "permanents": ["Exploration", "Forest"], "hand": ["Mountain", "Lightning Bolt"]},
                most=True)
    assert plan.proven and plan.cast == () and plays(plan) == [] and plan.land_plays_left == 0


def test_cr_305_2_exploration_cast_this_turn_gives_its_play_after_it_resolves():
    """No land on the battlefield; Forest, Mountain, Exploration and Lightning Bolt in hand: play the Forest, cast
    Exploration with it, then play the Mountain (Exploration's play) and cast Lightning Bolt with it — the Mountain is
    played after the cast, as the steps say."""
    plan = turn({"hand": ["Forest", "Mountain", "Exploration", "Lightning Bolt"]})
    assert plan.possible and plan.proven
    assert [(s.action, s.card) for s in plan.steps] == [
        ("play", "Forest"), ("cast", "Exploration"), ("play", "Mountain"), ("cast", "Lightning Bolt")]
    assert plan.land_plays_left == 0


def test_cr_305_2_exploration_cast_with_one_land_in_hand_gives_nothing_to_play():
    """The condition fails: one land in hand, so Exploration's play has no land: Exploration ({G}) and Lightning Bolt
    ({R}) are not both cast from one Forest, proven."""
    plan = turn({"hand": ["Forest", "Exploration", "Lightning Bolt"]})
    assert not plan.possible and plan.proven


def test_cr_305_2_azusa_plays_three_lands():
    """Azusa, Lost but Seeking gives two additional land plays: Forest, Island and Mountain from hand and an Island on
    the battlefield pay Phantom Monster's {3}{U}; with two lands in hand it is not castable (proven)."""
    azusa = {"permanents": ["Azusa, Lost but Seeking", "Island"], "hand": ["Forest", "Island", "Mountain",
                                                                          "Phantom Monster"]}
    plan = turn(azusa)
    assert plan.possible and plan.proven and len(plays(plan)) == 3
    two = turn({**azusa, "hand": ["Forest", "Mountain", "Phantom Monster"]})
    assert not two.possible and two.proven


def test_oracle_of_mul_daya_plays_the_land_on_top_of_the_library():
    """Oracle of Mul Daya: "You may play lands from the top of your library." and one additional land play: the
    Forest from hand and the Mountain on top pay Lightning Bolt and Llanowar Elves. The condition fails with a spell on
    top: one land, one of the two."""
    data = {"permanents": ["Oracle of Mul Daya"], "hand": ["Forest", "Lightning Bolt", "Llanowar Elves"],
            "library_top": "Mountain"}
    plan = turn(data)
    assert plan.possible and plan.proven
    assert plays(plan) == [("Forest", "hand"), ("Mountain", "library_top")]
    spell_on_top = turn({**data, "library_top": "Divination"}, most=True)
    assert spell_on_top.proven and len(spell_on_top.cast) == 1


def test_dryad_of_the_ilysian_grove_on_the_battlefield_plays_two_lands():
    """Dryad of the Ilysian Grove on the battlefield: an additional land play (its lands are every basic land type
    too: the Forest taps for {R})."""
    plan = turn({"permanents": ["Dryad of the Ilysian Grove"], "hand": ["Forest", "Forest", "Lightning Bolt",
                                                                       "Llanowar Elves"]})
    assert plan.possible and plan.proven and len(plays(plan)) == 2


def test_dryad_cast_this_turn_gives_its_land_play_and_its_effect_after_it_resolved():
    """Dryad of the Ilysian Grove ("You may play an additional land on each of your turns. Lands you control are
    every basic land type in addition to their other types.") cast this turn: its effects apply once it resolved
    (CR 608.3), the mana made before it is the lands' own. Two Forests and a Forest played cast the Dryad; its play
    brings the Mountain for Lightning Bolt (CR 305.2): all, proven."""
    plan = turn({"permanents": ["Forest", "Forest"], "hand": ["Dryad of the Ilysian Grove", "Forest", "Mountain",
                                                               "Lightning Bolt"]}, most=True)
    assert plan.possible and plan.proven
    assert [s.card for s in plan.steps if s.action == "play"] == ["Forest", "Mountain"]
    assert not any(n.startswith("not proven") for n in plan.notes)


def test_cli_turn_says_the_land_plays_left_and_where_a_land_is_played_from(run, tmp_path):
    """`manaplan turn` with Oracle of Mul Daya: the text says 'play Mountain from the top of your library' and the
    land plays left; the JSON has ``land_plays_left`` and the play's zone."""
    path = tmp_path / "oracle.yaml"
    path.write_text(json.dumps({"permanents": ["Oracle of Mul Daya"], "hand": ["Forest", "Lightning Bolt"],
                                "library_top": "Mountain"}))
    result = run("turn", str(path))
    assert result.exit_code == 0, result.output
    assert "land plays left 1" in result.output.splitlines()[0]
    data = json.loads(run("turn", str(path), "--json").output)
    assert data["land_plays_left"] == 1 and data["proven"] is True
    path.write_text(json.dumps({"permanents": ["Forest"], "hand": ["Lightning Bolt"]}))
    plain = json.loads(run("turn", str(path), "--json").output)
    assert "land_plays_left" not in plain  # one land play at most: not said


def test_explore_and_growth_spiral_extra_lands_are_not_modelled_so_not_proven_and_named():
    """Explore ("You may play an additional land this turn.") and Growth Spiral ("You may put a land card from your
    hand onto the battlefield.") are spells, not the permanents the turn models: with a land left in hand, the
    answer is not proven and names them. The condition fails with no land in hand: nothing is left out, proven."""
    plan = turn({"permanents": ["Forest"], "hand": ["Explore", "Forest", "Mountain", "Lightning Bolt"]}, most=True)
    assert not plan.proven
    assert any(n.startswith("not proven: Explore") for n in plan.notes)
    none = turn({"permanents": ["Forest", "Forest"], "land_played": True, "hand": ["Explore", "Lightning Bolt"]},
                most=True)
    assert none.proven
