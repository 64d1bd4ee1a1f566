"""Rules scenarios for ``cast_report``: one small board file (tests/cast_boards/) per permission, restriction and
way to cast.

Where a rule or a card's ruling decides, its number is in the test's name or docstring (CR 106.6 spending
restrictions, 118.6 no mana cost, 118.9 alternative costs, 119.4 paying life, 302.6 summoning sickness, 305.2 land
plays, 307.1 sorcery timing, 601.2b/f additional costs and cost changes, 702.x keywords, 709/712/715 multi-part
cards).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from manaplan.cli.json_out import cast_answer_json, step_json
from manaplan.cli.plan_words import mana_words
from manaplan.models.board_files import load_board
from manaplan.models.cards.store import default_database
from manaplan.solver.cast.solve import CastAnswer, CastReport, cast_report

BOARDS = Path(__file__).resolve().parents[1] / "cast_boards"


def report(board_file: str) -> CastReport:
    return cast_report(load_board(BOARDS / board_file), whole=lambda c: default_database().find(c.full_name) or c)


def answer(rep: CastReport, card: str, zone: str, face: str | None = None) -> CastAnswer:
    found = [a for a in rep.answers if a.card == card and a.zone == zone and (face is None or a.face == face)]
    assert len(found) == 1, f"{card} ({face}) in {zone}: {[(a.card, a.zone, a.face) for a in rep.answers]}"
    return found[0]


def spent_by(a: CastAnswer) -> list[str]:
    """The permanents whose mana the plan uses."""
    assert a.payment is not None
    return [s.permanent for s in a.payment.steps if s.permanent]


# ---------------------------------------------------------------------------------------------------- the hand
def test_hand_cards_keep_normal_timing_an_instant_a_land_an_x_spell_and_a_sorcery_in_the_main_phase():
    rep = report("hand.yaml")
    counter = answer(rep, "Counterspell", "hand")  # its only target is a spell: none with the stack empty
    assert not counter.castable and "CR 115.1, 601.2c" in counter.reason  # (issue 21; turn says so too)
    assert counter.cost == "{U}{U}" and sorted(counter.payment.tapped) == ["Island#1", "Island#2"]  # mana is there
    forest = answer(rep, "Forest", "hand")
    assert forest.castable and forest.kind == "land" and forest.payment is None
    fireball = answer(rep, "Fireball", "hand")
    assert fireball.castable and fireball.x == 3  # four lands: {R} and X = 3
    assert answer(rep, "Divination", "hand").castable


def test_cr118_6_a_card_without_a_mana_cost_cannot_be_cast_by_paying_one():
    vision = answer(report("hand.yaml"), "Ancestral Vision", "hand")
    assert not vision.castable and "no mana cost" in vision.reason and "CR 118.6" in vision.reason
    assert "Suspend" in vision.reason  # what could make it castable is named as not counted


def test_cr305_2_a_land_in_hand_needs_the_land_play():
    rep = report("magus_future_land_played.yaml")
    island = answer(rep, "Island", "hand")
    assert not island.castable and island.reason == "your land play for this turn is used"


def test_cr601_2b_a_mandatory_additional_cost_discard_two_needs_two_other_cards():
    reunion = answer(report("additional_discard.yaml"), "Cathartic Reunion", "hand")
    assert not reunion.castable and "two other cards" in reunion.reason


def test_cr601_2b_pay_x_life_as_an_additional_cost_is_castable_with_x_0():
    """Toxic Deluge's "pay X life": X is announced as it is cast (CR 601.2b) and 0 is a legal choice (CR 107.1b), so
    it is castable at 1 life; the answer says which X it counted."""
    deluge = answer(report("pay_x_life.yaml"), "Toxic Deluge", "hand")
    assert deluge.castable and deluge.payment.life_lost == 0
    assert any("X = 0" in n for n in deluge.notes)


def test_cr601_2f_an_opponents_thalia_makes_noncreature_spells_cost_one_more():
    rep = report("thalia.yaml")
    bolt = answer(rep, "Lightning Bolt", "hand")
    assert not bolt.castable and "{1}{R}" in bolt.reason
    guide = answer(rep, "Goblin Guide", "hand")
    assert guide.castable and guide.cost == "{R}"


def test_cr613_1f_a_thalia_that_lost_its_abilities_changes_no_cost():
    """Imprisoned in the Moon on an opponent's Thalia: she is a land with only "{T}: Add {C}" (layer 6, CR 613.1f),
    so Lightning Bolt costs {R} again and one Mountain casts it."""
    bolt = answer(report("thalia_imprisoned.yaml"), "Lightning Bolt", "hand")
    assert bolt.castable and bolt.cost == "{R}", bolt.reason


def test_cr613_1f_a_magus_of_the_future_that_lost_its_abilities_grants_no_permission():
    """Imprisoned in the Moon on Magus of the Future: its "You may cast spells from the top of your library" is gone
    (CR 613.1f), so the top card is not castable."""
    bolt = answer(report("magus_future_imprisoned.yaml"), "Lightning Bolt", "library_top")
    assert not bolt.castable and bolt.via is None


def test_cr613_1d_summoning_materia_on_a_creature_made_a_land_is_not_attached_to_a_creature():
    """Imprisoned in the Moon makes the equipped Grizzly Bears a land and no creature (layer 4, CR 613.1d): Summoning
    Materia's "as long as it's attached to a creature" permission does not apply (card types now, not printed)."""
    elves = answer(report("materia_imprisoned.yaml"), "Llanowar Elves", "library_top")
    assert not elves.castable and "not attached to a creature" in elves.reason


# ---------------------------------------------------------------------------------------------------- parts of cards
def test_cr709_715_712_split_adventure_and_modal_double_faced_cards_offer_each_part():
    rep = report("faces.yaml")
    fire, ice = answer(rep, "Fire // Ice", "hand", "Fire"), answer(rep, "Fire // Ice", "hand", "Ice")
    assert (fire.cost, ice.cost) == ("{1}{R}", "{1}{U}") and fire.castable and ice.castable
    assert "Island#1" in ice.payment.tapped
    stomp = answer(rep, "Bonecrusher Giant // Stomp", "hand", "Stomp")
    giant = answer(rep, "Bonecrusher Giant // Stomp", "hand", "Bonecrusher Giant")
    assert stomp.castable and stomp.cost == "{1}{R}" and giant.castable and giant.cost == "{2}{R}"
    land = answer(rep, "Valakut Awakening // Valakut Stoneforge", "hand", "Valakut Stoneforge")
    assert land.castable and land.kind == "land"
    spell = answer(rep, "Valakut Awakening // Valakut Stoneforge", "hand", "Valakut Awakening")
    assert spell.kind == "spell" and spell.cost == "{2}{R}"


def test_a_face_named_in_the_hand_is_the_whole_card():
    from dataclasses import replace

    db = default_database()
    board = replace(load_board(BOARDS / "faces.yaml"), hand=(db.get("Stomp"),))
    rep = cast_report(board, whole=lambda c: db.find(c.full_name) or c)
    assert {a.face for a in rep.answers} == {"Bonecrusher Giant", "Stomp"}
    alone = cast_report(board)  # without a way to find the whole card, the face alone
    assert [a.face for a in alone.answers] == [None] and alone.answers[0].card == "Stomp"


def test_cr702_127_aftermath_half_only_from_the_graveyard_the_other_half_not_from_there():
    rep = report("aftermath.yaml")
    assert answer(rep, "Dusk // Dawn", "hand", "Dusk").castable
    dawn_hand = answer(rep, "Dusk // Dawn", "hand", "Dawn")
    assert not dawn_hand.castable and "only from a graveyard" in dawn_hand.reason
    dawn = answer(rep, "Dusk // Dawn", "graveyard", "Dawn")
    assert dawn.castable and dawn.via == "aftermath" and dawn.cost == "{3}{W}{W}"
    assert dawn.exiled == "the card, as it leaves the stack"
    dusk = answer(rep, "Dusk // Dawn", "graveyard", "Dusk")
    assert not dusk.castable and dusk.reason == "no permission to cast from graveyard"


# ---------------------------------------------------------------------------------------------------- library top
def test_magus_of_the_future_casts_the_top_card_and_only_the_top_card():
    rep = report("magus_future.yaml")
    bolt = answer(rep, "Lightning Bolt", "library_top")
    assert bolt.castable and bolt.via == "Magus of the Future#1" and bolt.payment.tapped == ("Mountain#1",)
    under = answer(rep, "Counterspell", "library_top")
    assert not under.castable and "not the top card" in under.reason


def test_magus_of_the_future_ruling_a_land_from_the_top_uses_the_land_play_cr305_2():
    rep = report("magus_future_land.yaml")
    top = answer(rep, "Forest", "library_top")
    assert top.castable and top.kind == "land" and top.via == "Magus of the Future#1"
    used = answer(report("magus_future_land_played.yaml"), "Forest", "library_top")
    assert not used.castable and "land play" in used.reason and "top of the library" in used.reason


def test_magus_of_the_future_ruling_spells_keep_normal_timing_an_instant_is_fine():
    counter = answer(report("magus_future_instant.yaml"), "Counterspell", "library_top")
    # its timing is fine; only a target is missing with the stack empty (CR 115.1, 601.2c: issue 21)
    assert not counter.castable and counter.kind == "spell" and "CR 115.1" in counter.reason
    assert "via Magus of the Future#1" in counter.reason and counter.payment.payable


def test_magus_of_the_future_ruling_cr307_1_a_sorcery_in_the_main_phase_is_fine():
    divination = answer(report("magus_future_sorcery.yaml"), "Divination", "library_top")
    assert divination.castable and len(divination.payment.tapped) == 3


def test_future_sight_plays_the_top_card():
    bears = answer(report("future_sight.yaml"), "Grizzly Bears", "library_top")
    assert bears.castable and bears.via == "Future Sight#1"


def test_without_a_permission_the_top_card_is_not_castable():
    bolt = answer(report("no_permission_top.yaml"), "Lightning Bolt", "library_top")
    assert not bolt.castable and bolt.reason == "no permission to cast from the top of the library"


def test_summoning_materia_attached_casts_creature_spells_from_the_top():
    elves = answer(report("materia_creature.yaml"), "Llanowar Elves", "library_top")
    assert elves.castable and elves.via == "Summoning Materia#1"


def test_summoning_materia_ruling_creature_spells_only_not_an_instant_nor_a_land():
    growth = answer(report("materia_instant.yaml"), "Giant Growth", "library_top")
    assert not growth.castable and "creature spells" in growth.reason
    forest = answer(report("materia_land.yaml"), "Forest", "library_top")
    assert not forest.castable and forest.reason.startswith("no permission to play lands")


def test_summoning_materia_only_while_attached_to_a_creature():
    elves = answer(report("materia_unattached.yaml"), "Llanowar Elves", "library_top")
    assert not elves.castable and "not attached to a creature" in elves.reason


def test_courser_of_kruphix_plays_lands_only_from_the_top():
    assert answer(report("courser.yaml"), "Forest", "library_top").castable
    bolt = answer(report("courser_spell.yaml"), "Lightning Bolt", "library_top")
    assert not bolt.castable and "only lands" in bolt.reason


def test_mystic_forge_casts_artifact_and_colorless_spells_from_the_top_not_coloured_ones():
    reshaper = answer(report("mystic_forge.yaml"), "Matter Reshaper", "library_top")
    assert reshaper.castable and reshaper.via == "Mystic Forge#1"
    assert answer(report("mystic_forge_artifact.yaml"), "Sol Ring", "library_top").castable
    bolt = answer(report("mystic_forge_colored.yaml"), "Lightning Bolt", "library_top")
    assert not bolt.castable and "artifact spells and colorless spells" in bolt.reason


def test_bolas_citadel_cr118_9_life_equal_to_mana_value_instead_of_the_mana_cost():
    titan = answer(report("citadel.yaml"), "Primeval Titan", "library_top")
    assert titan.castable and titan.life_lost == 6 and titan.payment.steps == () and titan.cost == ""


def test_bolas_citadel_cr119_4_paying_all_your_life_is_legal_cr704_5a_and_you_lose():
    """CR 119.4: paying life equal to your life total is legal (the old rule refused it); CR 704.5a: at 0 life you
    lose when state-based actions are next checked, which the answer says."""
    titan = answer(report("citadel_low_life.yaml"), "Primeval Titan", "library_top")
    assert titan.castable and titan.life_lost == 6
    assert titan.payment.life_after == 0 and titan.payment.loses_game


def test_bolas_citadel_cr601_2f_cost_increases_still_apply_to_the_alternative_cost():
    divination = answer(report("citadel_thalia.yaml"), "Divination", "library_top")
    assert divination.castable and divination.cost == "{1}" and divination.life_lost == 3
    assert divination.payment.tapped == ("Plains#1",)


# ---------------------------------------------------------------------------------------------------- graveyard
def test_no_permission_to_cast_from_graveyard():
    fireball = answer(report("graveyard_no_permission.yaml"), "Fireball", "graveyard")
    assert not fireball.castable and fireball.reason == "no permission to cast from graveyard"


def test_magus_of_the_will_activation_and_spell_are_paid_by_one_plan():
    counter = answer(report("magus_will.yaml"), "Counterspell", "graveyard")
    # not castable with the stack empty (no target, CR 115.1, 601.2c: issue 21); its plan still shows how it is paid
    assert not counter.castable and "CR 115.1" in counter.reason and counter.via == "Magus of the Will#1"
    assert counter.activation[0] == "Magus of the Will#1" and counter.activation[1].describe().startswith("{2}{B}, {T}")
    used = spent_by(counter)
    assert len(used) == len(set(used)) == 5  # {2}{B} and {U}{U}: five lands, none twice
    assert "Magus of the Will#1" not in used
    assert sum(any(p.payee == "Magus of the Will#1" for p in s.pays) for s in counter.payment.steps) == 3  # the {2}{B} is the Magus's
    assert "Magus of the Will#1 (as a cost)" in counter.exiled and "graveyard this turn" in counter.exiled


def test_magus_of_the_will_cr302_6_a_summoning_sick_magus_cannot_be_activated():
    counter = answer(report("magus_will_sick.yaml"), "Counterspell", "graveyard")
    assert not counter.castable and "CR 302.6" in counter.reason


def test_magus_of_the_will_cannot_also_tap_itself_for_mana():
    """With Cryptolith Rite, Magus has "{T}: Add one mana of any color", but its activation taps and exiles it:
    the four lands cannot pay {2}{B} and {U}{U}."""
    from manaplan.solver.pay.solve import solve_payment

    board = load_board(BOARDS / "magus_will_rite.yaml")
    assert solve_payment(board, "{5}").payable  # with Magus tapping for mana, five would be there
    counter = answer(report("magus_will_rite.yaml"), "Counterspell", "graveyard")
    assert not counter.castable and "5" in counter.reason and "4" in counter.reason


def test_magus_of_the_will_ruling_a_land_from_the_graveyard_needs_the_activation_and_the_land_play():
    forest = answer(report("magus_will_land.yaml"), "Forest", "graveyard")
    assert forest.castable and forest.kind == "land" and forest.activation is not None
    assert len(forest.payment.tapped) == 3 and "Magus of the Will#1" not in forest.payment.tapped


def test_yawgmoths_will_as_an_effect_plays_cards_from_the_graveyard_and_exiles_them():
    rep = report("yawgmoths_will.yaml")
    bolt = answer(rep, "Lightning Bolt", "graveyard")
    assert bolt.castable and bolt.via == "Yawgmoth's Will (effect)" and bolt.activation is None
    assert "graveyard this turn" in bolt.exiled
    assert answer(rep, "Forest", "graveyard").castable


def test_cr702_34_flashback_cost_from_the_graveyard():
    rep = report("flashback.yaml")
    think = answer(rep, "Think Twice", "graveyard")
    assert think.castable and think.via == "flashback" and think.cost == "{2}{U}" and len(think.payment.tapped) == 3
    looting = answer(rep, "Faithless Looting", "graveyard")
    assert not looting.castable and "{2}{R}" in looting.reason


def test_cr702_138_escape_exiles_five_other_cards_counted():
    uro = answer(report("escape.yaml"), "Uro, Titan of Nature's Wrath", "graveyard")
    assert uro.castable and uro.via == "escape" and "five other cards" in uro.extra
    short = answer(report("escape_short.yaml"), "Uro, Titan of Nature's Wrath", "graveyard")
    assert not short.castable and "five other cards" in short.reason and "are 4" in short.reason


def test_cr702_84_unearth_is_an_activated_ability_from_the_graveyard():
    thunder = answer(report("unearth.yaml"), "Hell's Thunder", "graveyard")
    assert thunder.castable and thunder.via == "unearth" and thunder.cost == "{4}{R}"
    assert len(thunder.payment.tapped) == 5


def test_cr702_133_jump_start_needs_a_card_in_hand_to_discard():
    idea = answer(report("jump_start.yaml"), "Radical Idea", "graveyard")
    assert idea.castable and idea.extra == "discard a card"
    empty = answer(report("jump_start_empty_hand.yaml"), "Radical Idea", "graveyard")
    assert not empty.castable and "in hand to discard" in empty.reason


def test_cr702_81_retrace_needs_a_land_card_in_hand():
    crime = answer(report("retrace.yaml"), "Raven's Crime", "graveyard")
    assert crime.castable and crime.extra == "discard a land card"
    none = answer(report("retrace_no_land.yaml"), "Raven's Crime", "graveyard")
    assert not none.castable and "land card" in none.reason


def test_crucible_of_worlds_plays_lands_from_the_graveyard_not_spells():
    rep = report("crucible.yaml")
    forest = answer(rep, "Forest", "graveyard")
    assert forest.castable and forest.via == "Crucible of Worlds#1"
    bolt = answer(rep, "Lightning Bolt", "graveyard")
    assert not bolt.castable and bolt.reason.startswith("no permission to cast from graveyard")


def test_ramunap_excavator_cr305_2_needs_the_land_play():
    forest = answer(report("ramunap.yaml"), "Forest", "graveyard")
    assert not forest.castable and "land play" in forest.reason


# ---------------------------------------------------------------------------------------------------- restrictions
def test_cr106_6_eldrazi_temple_pays_colorless_eldrazi_spells_only():
    rep = report("eldrazi_temple.yaml")
    reshaper = answer(rep, "Matter Reshaper", "hand")  # {2}{C}: the Temple's {C}{C} and the Wastes
    assert reshaper.castable and sorted(reshaper.payment.tapped) == ["Eldrazi Temple#1", "Wastes#1"]
    stone = answer(rep, "Mind Stone", "hand")  # {2}: the Temple's unrestricted {C} and the Wastes
    assert stone.castable
    temple = next(s for s in stone.payment.steps if s.permanent == "Eldrazi Temple#1")
    assert mana_words(temple.adds) == "{C}"
    assert not answer(rep, "Hedron Archive", "hand").castable


def test_cr106_6_powerstone_mana_cannot_cast_nonartifact_spells():
    rep = report("powerstone.yaml")
    assert answer(rep, "Mind Stone", "hand").castable
    divination = answer(rep, "Divination", "hand")
    assert not divination.castable and "restricted mana" in divination.reason and "Powerstone" in divination.reason


def test_cr106_6_powerstone_mana_pays_a_signets_cost_which_is_an_ability():
    charm = answer(report("powerstone_signet.yaml"), "Azorius Charm", "hand")
    assert charm.castable
    steps = charm.payment.steps
    assert steps[0].permanent == "Powerstone#1" and "Azorius Signet#1's {1}" in step_json(steps[0])["pays"]


def test_cr106_6_mishras_workshop_mana_casts_artifact_spells_and_pays_no_ability():
    rep = report("workshop_signet.yaml")
    charm = answer(rep, "Azorius Charm", "hand")
    assert not charm.castable and "Mishra's Workshop" in charm.reason
    archive = answer(rep, "Hedron Archive", "hand")  # {4}: three from the Workshop, the Signet unfunded
    assert not archive.castable


def test_cr106_6_cavern_of_souls_chosen_type_creature_spells_only():
    rep = report("cavern.yaml")
    elves = answer(rep, "Llanowar Elves", "hand")
    assert elves.castable and mana_words(elves.payment.steps[0].adds) == "{G}"
    assert answer(rep, "Changeling Outcast", "hand").castable  # CR 702.73a: every creature type
    for name in ("Goblin Guide", "Giant Growth"):
        a = answer(rep, name, "hand")
        assert not a.castable and "Cavern of Souls" in a.reason


def test_cr106_6_shaman_of_forgotten_ways_pays_creature_spells_only():
    rep = report("shaman.yaml")
    bears = answer(rep, "Grizzly Bears", "hand")
    assert bears.castable and bears.payment.tapped == ("Shaman of Forgotten Ways#1",)
    assert not answer(rep, "Divination", "hand").castable


def test_food_chain_exiles_a_creature_for_creature_spells_only():
    """Food Chain exiles Llanowar Elves (mana value 1) for two mana of one colour: Grizzly Bears ({1}{G}) is cast
    with it; Divination ({2}{U}) is not a creature spell (CR 106.6); Radiant Lotus's ability has a target, so it is
    not a mana ability (CR 605.1a): read as mana that uses the stack (issue 6), never used."""
    rep = report("food_chain.yaml")
    bears = answer(rep, "Grizzly Bears", "hand")
    assert bears.castable and bears.payment.exiled == ("Llanowar Elves#1",) and bears.payment.sacrificed == ()
    assert not answer(rep, "Divination", "hand").castable
    assert not any(text.startswith("Food Chain#1:") for text in rep.left_out)
    assert not any("Radiant Lotus#1" in step.permanent for a in rep.castable for step in a.payment.steps)


def test_commander_colours_decide_command_tower_and_arcane_signet():
    rep = report("commander.yaml")
    counter = answer(rep, "Counterspell", "hand")  # its mana is there; its target is not (CR 115.1: issue 21)
    assert not counter.castable and counter.payment.payable and len(counter.payment.tapped) == 2
    assert not answer(rep, "Lightning Bolt", "hand").castable  # R is not in WU


def test_seven_cards_in_hand_all_answered_once_each_part():
    rep = report("seven.yaml")
    assert len(rep.answers) == 8  # Fire // Ice has two halves
    assert {a.card for a in rep.castable} == {"Lightning Bolt", "Fireball", "Grizzly Bears", "Divination", "Forest",
                                              "Fire // Ice"}  # not Counterspell: no target (CR 115.1, issue 21)


@pytest.mark.parametrize("board_file", sorted(p.name for p in BOARDS.glob("*.yaml")))
def test_every_answer_is_castable_with_a_plan_or_not_with_a_reason(board_file):
    for a in report(board_file).answers:
        if a.castable:
            assert a.reason is None and (a.kind == "land" or a.payment is not None)
            assert a.payment is None or a.payment.payable
        elif "on the stack to target (CR 115.1, 601.2c)" in (a.reason or ""):  # Counterspell: its mana is there
            assert a.payment is not None and a.payment.payable
        else:
            assert a.reason and a.payment is None


# ------------------------------------------------------------------------------------- discards in mana costs
def test_skirge_familiar_discards_another_card_than_the_spell_being_cast():
    """Dark Ritual is put on the stack before its cost is paid (CR 601.2a, 601.2g-h): Skirge Familiar's "Discard a
    card: Add {B}." may discard the Island, not the Ritual. Alone in hand, there is nothing to discard."""
    a = answer(report("skirge_ritual.yaml"), "Dark Ritual", "hand")
    assert a.castable and spent_by(a) == ["Skirge Familiar#1"]
    alone = answer(report("skirge_ritual_alone.yaml"), "Dark Ritual", "hand")
    assert not alone.castable and "needs 1 card in hand to discard" in alone.reason


def test_lions_eye_diamond_pays_a_flashback_cost_but_not_a_spell_from_hand():
    """Lion's Eye Diamond's ability is activated "only as an instant", so not while a spell is being cast (no player
    has priority then, CR 601.2): it is activated before, and discarding the hand would discard Lightning Bolt
    too. Think Twice is cast from the graveyard by flashback (CR 702.34): the Diamond's {U}{U}{U} pays {2}{U}."""
    rep = report("led_flashback.yaml")
    bolt = answer(rep, "Lightning Bolt", "hand")
    assert not bolt.castable and "discarding would take the spell from your hand" in bolt.reason
    think = answer(rep, "Think Twice", "graveyard")
    assert think.castable and spent_by(think) == ["Lion's Eye Diamond#1"]
