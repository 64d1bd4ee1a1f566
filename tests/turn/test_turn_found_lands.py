"""A land a spell may put into your hand that the turn does not play, and the shockland it now plays.

A shockland Demonic Tutor may find (Overgrown Tomb) enters untapped only for 2 life (CR 614.1c, 119.4): it was no land
play the turn tried after the Tutor, and was named ("may put Overgrown Tomb, Stomping Ground into your hand, which this
turn neither plays nor casts"), not proven; it is now tried as the land play for its life. A land the turn still does
not play after the Tutor (Golgari Guildgate, which enters tapped) is moot where the plan found casts every candidate
with no helper and plays no land: a land played counts as a helper on the turn's levels (CR 305.2; ``_score``), as a
card cast would. It stays named where the plan plays a land, and where a card takes a land from your hand otherwise
(Arboreal Grazer's put) or the land has an ability used from your hand (cycling).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from manaplan.models.board_files import board_from_data, load_board
from manaplan.solver.turn import solve_turn

LIBRARY = ["Overgrown Tomb", "Stomping Ground", "Swamp", "Yawgmoth, Thran Physician"]
NOTE = "not proven: Demonic Tutor may put Overgrown Tomb, Stomping Ground into your hand"
TAPPED = ["Golgari Guildgate", "Yawgmoth, Thran Physician"]
TAPPED_NOTE = "not proven: Demonic Tutor may put Golgari Guildgate into your hand"


def turn(data: dict, *cards: str, **kwargs):
    return solve_turn(board_from_data(data), cards or None, **kwargs)


def test_a_land_found_is_moot_once_every_candidate_is_cast_with_no_land_played():
    """Two Swamps pay Demonic Tutor {1}{B}, the one candidate. Overgrown Tomb it may find could be played after it
    resolved (a land play is left, CR 305.2; untapped for 2 life), but then every candidate is cast already: the land
    play is a helper on the turn's levels, so that plan is worse. Proven (it was named). Yawgmoth, Thran Physician's discard is no way to
    use the land: the Tutor finds one card, the land or Yawgmoth (CR 701.23)."""
    plan = turn({"permanents": ["Swamp"] * 2, "hand": ["Demonic Tutor"], "library": LIBRARY}, most=True)
    assert plan.possible and plan.proven, plan.notes
    assert [(s.action, s.card) for s in plan.steps] == [("cast", "Demonic Tutor")]
    # Golgari Guildgate enters tapped: no land play the turn tries after the Tutor, moot by the same argument
    tapped = turn({"permanents": ["Swamp"] * 2, "hand": ["Demonic Tutor"], "library": TAPPED}, most=True)
    assert tapped.possible and tapped.proven and not tapped.notes, tapped.notes


def test_a_land_found_is_moot_even_where_it_would_save_life():
    """Demonic Tutor and Gitaxian Probe ({U/P}: 2 life, CR 107.4f) with two Swamps: an Island the Tutor finds, played,
    would pay the Probe's {U} and save the 2 life, but life comes after the helpers on the turn's levels, and the land
    play is one: the plan that pays the life is the better one (as with an Island of your hand, which the turn does
    not play to save 2 life either). Proven."""
    data = {"permanents": ["Swamp"] * 2, "hand": ["Demonic Tutor", "Gitaxian Probe"],
            "library": ["Island", "Overgrown Tomb"]}
    plan = turn(data, most=True)
    assert plan.possible and plan.proven and plan.cast == ("Demonic Tutor", "Gitaxian Probe"), plan.notes
    held = turn({**data, "permanents": ["Swamp"] * 2, "hand": ["Island", "Demonic Tutor", "Gitaxian Probe"]},
                most=True)
    assert [s.action for s in held.steps] == ["cast", "cast"] and dict(held.objectives)["life lost"] == 2


def test_a_land_found_stays_named_where_the_plan_plays_a_land():
    """One Swamp and a Swamp in hand: the plan plays it to pay Demonic Tutor. Golgari Guildgate the Tutor may find
    (it enters tapped, so it is no land play the turn tries after the Tutor) could be played only in the Swamp's
    place: the land play is used by the plan, so the argument does not hold, and the land stays named."""
    plan = turn({"permanents": ["Swamp"], "hand": ["Swamp", "Demonic Tutor"], "library": TAPPED}, most=True)
    assert plan.cast == ("Demonic Tutor",) and not plan.proven
    assert any(n.startswith(TAPPED_NOTE) for n in plan.notes), plan.notes


def test_a_shockland_found_is_the_land_play_for_its_life():
    """Two Swamps pay Demonic Tutor; Overgrown Tomb it takes, played untapped for 2 life ("As Overgrown Tomb enters,
    you may pay 2 life. If you don't, it enters tapped.": CR 614.1c, 119.4) after the Tutor resolved (CR 608.2, 305.2),
    pays Llanowar Elves {G}: both cast, 2 life lost, proven. It was the Tutor alone, with the Tomb named, for the turn
    played only a land that enters untapped at no cost so."""
    plan = turn({"permanents": ["Swamp"] * 2, "hand": ["Demonic Tutor", "Llanowar Elves"], "library": LIBRARY},
                most=True)
    assert plan.possible and plan.proven and plan.cast == ("Demonic Tutor", "Llanowar Elves"), plan.notes
    assert [(s.action, s.card, s.life) for s in plan.steps] == [
        ("cast", "Demonic Tutor", 0), ("play", "Overgrown Tomb", 2), ("cast", "Llanowar Elves", 0)]
    assert plan.life_lost == 2 and plan.life_after == 18
    low = turn({"life": 2, "permanents": ["Swamp"] * 2, "hand": ["Demonic Tutor", "Llanowar Elves"],
                "library": LIBRARY}, most=True)  # at 2 life the Tomb's 2 leaves you at 0 (CR 704.5a): not played so
    assert low.cast == ("Demonic Tutor",) and not low.proven and any(n.startswith(NOTE) for n in low.notes)


def test_a_land_found_stays_named_where_a_card_puts_lands_from_your_hand():
    """Arboreal Grazer ("you may put a land card from your hand onto the battlefield tapped") takes a land from your
    hand with no land play: Golgari Guildgate found is not only a land to play, so it stays named though the plan
    casts both candidates and plays no land. (With Amulet of Vigor, which untaps it, the Guildgate is a land the turn
    plays after the Tutor, and the Grazer's put of it is bounded: ``test_turn_to_hand_plays``.)"""
    plan = turn({"permanents": ["Swamp"] * 2 + ["Forest"], "hand": ["Demonic Tutor", "Arboreal Grazer"],
                 "library": TAPPED}, most=True)
    assert plan.possible and set(plan.cast) == {"Demonic Tutor", "Arboreal Grazer"}
    assert not plan.proven and any(n.startswith(TAPPED_NOTE) for n in plan.notes), plan.notes


def test_creatures_shared_summons_finds_stay_named_where_they_are_not_counted():
    """Five Forests cast Shared Summons, which may find Heritage Druid and Wirewood Symbiote; Priest of Titania and
    Circle of Dreams Druid count Elves and creatures as their abilities resolve (CR 605.3b), and the Symbiote's untap
    returns an Elf to your hand (one fewer counted, CR 400.7): their counts are not versioned beside it, so the finds
    are not cast but named, the plan (Regal Force alone) not proven. (With Quirion Ranger, whose cost returns a
    Forest, the Ranger is cast and both spells are, proven: ``test_turn_untapped_counts``.)"""
    data = {"land_played": True, "permanents": [{"card": "Forest", "count": 5}, "Priest of Titania",
                                                "Circle of Dreams Druid"],
            "hand": ["Shared Summons", "Regal Force"], "library": ["Heritage Druid", "Wirewood Symbiote", "Forest"]}
    plan = turn(data, most=True)
    assert not plan.proven
    assert any(n.startswith("not proven: Shared Summons may put Heritage Druid, Wirewood Symbiote") for n in plan.notes), \
        plan.notes


def test_a_land_with_an_ability_used_from_your_hand_stays_named():
    """Fetid Pools has an ability used from your hand (cycling: "{2}, Discard this card: Draw a card.", CR 702.29a),
    and enters tapped (so it is not the land play a Tutor's untapped land is tried as): not only a land to play, it
    stays named beside the plan that casts Demonic Tutor alone."""
    plan = turn({"permanents": ["Swamp"] * 2, "hand": ["Demonic Tutor"], "library": ["Fetid Pools"]}, most=True)
    assert not plan.proven
    assert any(n.startswith("not proven: Demonic Tutor may put Fetid Pools") for n in plan.notes), plan.notes


def test_cr_603_6a_growth_spiral_returned_with_no_land_card_to_put_gives_nothing():
    """Seasons Past may return Growth Spiral, whose put needs a land card in your hand: none is there, none in the
    graveyard, the top of the library is Llanowar Elves, and the Simic Growth Chamber on the battlefield returned
    its land as it entered (its trigger, CR 603.6a), not again — so the Spiral only draws, and the plan is proven.
    With a Forest in the graveyard, Seasons Past returns it beside the Spiral (mana values 0 and 2, CR 202.3a) and
    the Spiral puts it: still named."""
    path = Path(__file__).resolve().parents[1] / "turn_boards" / "seasons_past_growth_spiral_no_land.yaml"
    board = load_board(path)
    plan = solve_turn(board, most=True)
    assert plan.proven and plan.cast == ("Seasons Past", "Grizzly Bears")
    assert not any("Growth Spiral" in n for n in plan.notes)
    with_land = solve_turn(replace(board, graveyard=board.graveyard + (board_from_data(
        {"hand": ["Forest"]}).hand[0],)), most=True)
    assert not with_land.proven
    assert any("Seasons Past may put" in n for n in with_land.notes)
