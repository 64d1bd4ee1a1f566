"""Every land as it enters, in ``turn`` (issue 21, item 1): the land played from hand enters as the rules for entering
say (CR 614.1d, 614.12), a shockland untapped for 2 life (CR 119.4), a bounceland returning itself, Amulet of Vigor
untapping, and permanents cast entering tapped under an opponent's Blind Obedience. Expected answers are worked out
from the rules in each docstring."""

from __future__ import annotations

import pytest

from manaplan.cli.json_out import turn_json
from manaplan.models.board_files import board_from_data
from manaplan.solver.turn import solve_turn


def turn(data: dict, *cards: str, **kwargs):
    return solve_turn(board_from_data(data), cards or None, **kwargs)


def test_breeding_pool_played_for_two_life_pays_coiling_oracle():
    """Forest, Breeding Pool in hand, Coiling Oracle {G}{U}: the Pool enters untapped for 2 life ("you may pay 2
    life. If you don't, it enters tapped") and pays {U}. The play step and the totals count the 2 life."""
    plan = turn({"permanents": ["Forest"], "hand": ["Breeding Pool", "Coiling Oracle"]})
    assert plan.possible and plan.proven and plan.life_lost == 2 and plan.life_after == 18
    play = plan.steps[0]
    assert (play.action, play.card, play.life) == ("play", "Breeding Pool", 2)
    assert turn_json(plan)["steps"][0]["life"] == 2


@pytest.mark.parametrize("life", [1, 2])
def test_breeding_pool_at_two_life_or_less_stays_tapped(life):
    """At 2 life paying 2 leaves you at 0, and you lose before you can tap it (CR 117.3c, 704.5a); at 1 you can't
    pay (CR 119.4): not possible, proven."""
    plan = turn({"life": life, "permanents": ["Forest"], "hand": ["Breeding Pool", "Coiling Oracle"]})
    assert not plan.possible and plan.proven


def test_a_shockland_not_needed_costs_no_life():
    """Forest, Breeding Pool, Llanowar Elves {G}: the Pool is not needed, so no life is paid for it (the land play is a
    helper, used only when it helps, and then the least life first)."""
    plan = turn({"permanents": ["Forest"], "hand": ["Breeding Pool", "Llanowar Elves"]})
    assert plan.possible and plan.life_lost == 0


def test_hinterland_harbor_beside_a_forest_and_beside_a_mountain():
    """Hinterland Harbor "enters tapped unless you control a Forest or an Island": beside a Forest it pays Coiling
    Oracle's {U}; beside a Mountain it enters tapped: not possible, proven."""
    assert turn({"permanents": ["Forest"], "hand": ["Hinterland Harbor", "Coiling Oracle"]}).possible
    plan = turn({"permanents": ["Mountain"], "hand": ["Hinterland Harbor", "Coiling Oracle"]})
    assert not plan.possible and plan.proven


def test_fastland_with_two_and_with_three_other_lands():
    """Botanical Sanctum "enters tapped unless you control two or fewer other lands": with Forest and Island it is
    the third mana for Wood Elves {2}{G}; with Forest, Island and Swamp it enters tapped, and Garruk Wildspeaker
    {2}{G}{G} can't be cast (three lands, one {G})."""
    assert turn({"permanents": ["Forest", "Island"], "hand": ["Botanical Sanctum", "Wood Elves"]}).possible
    plan = turn({"permanents": ["Forest", "Island", "Swamp"], "hand": ["Botanical Sanctum", "Garruk Wildspeaker"]})
    assert not plan.possible and plan.proven


def test_amulet_of_vigor_and_a_bounceland():
    """Azorius Chancery enters tapped and returns a land you control to your hand. With Amulet of Vigor it is
    untapped, tapped for {W}{U} before its trigger resolves, and returns itself (CR 603.3): with a Plains, Detention
    Sphere {1}{W}{U}. Without the Amulet it adds nothing this turn: not possible."""
    plan = turn({"permanents": ["Amulet of Vigor", "Plains"], "hand": ["Azorius Chancery", "Detention Sphere"]})
    assert plan.possible and plan.steps[0].action == "play" and plan.steps[0].permanent is None
    assert any("returns it to your hand" in n for n in plan.notes)
    assert not turn({"permanents": ["Plains"], "hand": ["Azorius Chancery", "Detention Sphere"]}).possible


def test_opposing_thalia_taps_the_land_played_and_amulet_untaps_it():
    """An opponent's Thalia, Heretic Cathar makes your nonbasic lands enter tapped: Hinterland Harbor beside a Forest
    can't pay Coiling Oracle; with your Amulet of Vigor it is untapped again."""
    thalia = {"card": "Thalia, Heretic Cathar", "controller": "opponent"}
    assert not turn({"permanents": ["Forest", thalia], "hand": ["Hinterland Harbor", "Coiling Oracle"]}).possible
    assert turn({"permanents": ["Forest", thalia, "Amulet of Vigor"],
                 "hand": ["Hinterland Harbor", "Coiling Oracle"]}).possible


def test_opposing_blind_obedience_taps_the_sol_ring_cast():
    """Blind Obedience: "Artifacts and creatures your opponents control enter tapped." Forest, Island, Mountain: Sol Ring
    ({1} from the Mountain), Coiling Oracle ({G}{U}) and Mind Stone ({2}, the Ring's {C}{C}) — under an opponent's
    Blind Obedience the Ring enters tapped and can't pay the Stone: not all three; without it, all three. A note says
    why the Ring enters tapped."""
    cards = ("Sol Ring", "Coiling Oracle", "Mind Stone")
    blind = {"card": "Blind Obedience", "controller": "opponent"}
    plan = turn({"permanents": ["Forest", "Island", "Mountain", blind], "hand": list(cards)}, *cards)
    assert not plan.possible and plan.proven
    plan = turn({"permanents": ["Forest", "Island", "Mountain", blind], "hand": list(cards)}, *cards, most=True)
    assert any("Sol Ring enters tapped" in n for n in plan.notes)
    assert turn({"permanents": ["Forest", "Island", "Mountain"], "hand": list(cards)}, *cards).possible


def test_a_modal_land_face_pays_three_life_and_a_pathway_face_is_chosen():
    """Agadeem's Awakening's land face, Agadeem, the Undercrypt: "you may pay 3 life. If you don't, it enters tapped"
    (CR 712.11: the face played). Two Swamps and Agadeem untapped cast Vampire Nighthawk {1}{B}{B} for 3 life; at 3
    life paying would leave 0 (CR 704.5a): not possible. Branchloft Pathway is played as its {W} face (Boulderloft
    Pathway) for Watchwolf {G}{W}."""
    hand = ["Agadeem's Awakening", "Vampire Nighthawk"]
    plan = turn({"permanents": ["Swamp", "Swamp"], "hand": hand}, "Vampire Nighthawk")
    assert plan.possible and plan.life_lost == 3 and plan.steps[0].card == "Agadeem, the Undercrypt"
    assert not turn({"life": 3, "permanents": ["Swamp", "Swamp"], "hand": hand}, "Vampire Nighthawk").possible
    path = turn({"permanents": ["Forest"], "hand": ["Branchloft Pathway", "Watchwolf"]})
    assert path.possible and path.steps[0].card == "Boulderloft Pathway"


def test_cr_302_6_haste_for_an_ability_that_brings_nothing_to_use_changes_no_mana():
    """Goblin Warchief gives Goblins haste (CR 702.10c): a Goblin Sharpshooter that came this turn may then use its
    "{T}: ~ deals 1 damage to any target." — no mana, no card, no token, so its permanent's mana is the same (the
    Warchief, found by Goblin Matron, is then on the model's board, not cast last and named). Krenko, Mob Boss's
    "{T}: Create X 1/1 red Goblin creature tokens" makes tokens a later cost may use: haste decides there."""
    from manaplan.models.board_files import board_from_data
    from manaplan.solver.analysis import analysed
    from manaplan.solver.turn.entering import haste_decides

    eff = analysed(board_from_data({"permanents": [{"card": "Goblin Sharpshooter", "sick": True},
                                                   {"card": "Krenko, Mob Boss", "sick": True}]})).effective
    assert [haste_decides(eff, v) for v in eff.views] == [False, True]
