"""An untapper's activation that untaps a permanent whose mana counts the permanents cast this turn (Quirion Ranger
untapping Circle of Dreams Druid or Priest of Titania) taps it again for the count as that ability resolves (CR
605.3b): the permanents cast and resolved by then (CR 608.3), no more. The untap targets, so it is no mana ability
(CR 605.1a): activated with priority between spells, its mana staying in the pool for a later spell of the phase
(CR 500.4). Where the untapper's cost may take a permanent the count reads (Wirewood Symbiote's Elf, a Forest that is
a creature), the count is not versioned: named as before."""

from __future__ import annotations

import json
from pathlib import Path

from manaplan.models.board_files import board_from_data, load_board
from manaplan.solver.turn import solve_turn

BOARDS = Path(__file__).resolve().parents[1] / "turn_boards"


def test_shared_summons_finds_the_ranger_that_untaps_circle_of_dreams_druid(run):
    """Five Forests cast Shared Summons for Quirion Ranger, the Priest's {G}{G} cast it; Circle of Dreams Druid
    counts three creatures, then, untapped by the Ranger (its Forest returned), three again: Regal Force's seven with
    the Priest's {G} left. Before, the Circle's count had no versions where an untapper may untap it: the finds were
    named and the plan cast Regal Force alone, not proven. The Ranger could also untap the Priest or the Circle for
    Heritage Druid's cost ("Tap three untapped Elves you control"), were the Druid found and cast too: an untap for
    another's cost is not modelled, so it is named and the plan is not called proven (a plan with it casts two
    helpers, worse than this one's one, but that argument is not made)."""
    result = run("turn", str(BOARDS / "summons_ranger_untaps_circle.yaml"), "--most", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["possible"] is True and data["proven"] is False, data
    (named,) = [line for line in data["left_out"] if line.startswith("Quirion Ranger#1 (if it enters this turn)")]
    assert "to tap it again for Heritage Druid#1's cost is not counted" in named
    assert {"Shared Summons", "Regal Force", "Quirion Ranger"} <= {s["card"] for s in data["steps"]}
    untap = [p for s in data["steps"] for p in s["plan"] if p.get("permanent") == "Quirion Ranger#1"]
    assert len(untap) == 1 and untap[0]["adds"] == "{G}{G}{G}", untap


def test_the_untapped_circle_counts_only_the_creatures_there():
    """The Forest casts Llanowar Elves; Circle of Dreams Druid adds three, and three again untapped by Quirion
    Ranger: six, not Regal Force's seven (CR 605.3b, 608.3). Proven: each count of the Circle tapped again is the
    count of its layer."""
    plan = solve_turn(load_board(BOARDS / "ranger_untaps_circle_before_the_elf.yaml"), most=True)
    assert not plan.possible and plan.cast == ("Llanowar Elves",) and plan.proven, (plan.cast, plan.notes)


def test_no_count_is_versioned_where_the_untapper_may_return_what_it_counts():
    """Dryad Arbor is a Forest and a creature: Quirion Ranger may return it, and Circle of Dreams Druid counts it
    (CR 400.7: gone, it is not counted). The Circle's count has no versions there: the creatures cast stay cast
    last, named, not proven, as before."""
    plan = solve_turn(board_from_data({
        "permanents": ["Circle of Dreams Druid", "Quirion Ranger", "Dryad Arbor", "Forest", "Forest"],
        "hand": ["Llanowar Elves", "Regal Force"]}), most=True)
    assert not plan.proven
    assert any(n.startswith("not proven: the mana made once") for n in plan.notes), plan.notes


def test_an_untapper_cast_this_turn_is_counted_like_any_creature():
    """Quirion Ranger cast this turn is one more creature for Circle of Dreams Druid and one more Elf for Elvish
    Archdruid, cast too: its untap is no effect on another permanent's mana, so it is counted by its weight, not as
    a change of its own (which, changing the Archdruid's count, kept every creature cast last). The Forests cast both,
    the Circle adds three twice (untapped by the Ranger, CR 605.3b), and the last Forest makes Regal Force's seven."""
    plan = solve_turn(load_board(BOARDS / "ranger_cast_beside_archdruid.yaml"), most=True)
    assert plan.possible and plan.proven, (plan.cast, plan.notes)


def test_a_forest_the_ranger_returns_may_be_played_again_so_it_is_named():
    """Forest and Llanowar Elves tapped, Quirion Ranger returns the Forest to untap the Elves, tapped again; with the
    land play left (CR 305.2) the Forest is played again and tapped (a new object, CR 400.7): four mana, Ravenous
    Baloth's {2}{G}{G}. The turn does not play a land again: the answer names it, not proven (before, "proven" with
    none cast). With the land played, or where the plan casts every candidate with no helper, nothing is named."""
    data = {"permanents": ["Quirion Ranger", "Llanowar Elves", "Forest"], "hand": ["Ravenous Baloth"]}
    plan = solve_turn(board_from_data(data), most=True)
    assert not plan.proven
    assert any(n.startswith("not proven: Quirion Ranger's untap returns a land to your hand") for n in plan.notes)
    played = solve_turn(board_from_data({**data, "land_played": True}), most=True)
    assert not played.possible and played.proven, played.notes
    settled = solve_turn(board_from_data({**data, "hand": ["Kalonian Tusker"]}), most=True)
    assert settled.possible and settled.proven, settled.notes
