"""Permissions, ways to cast, extra costs and cost changes read from card text (models.oracle.casting), the
parts of cards (models.spells) and spending restrictions against purposes (solver.rules.spending)."""

from __future__ import annotations

import pytest

from manaplan.models.ability import SpendRestriction, SpendUse
from manaplan.models.cards.store import Card, default_database
from manaplan.models.oracle.casting import parse_permissions, parse_spell_filters, timing_block
from manaplan.models.spells import colors_of, spells_of
from manaplan.solver.rules.spending import Restriction, SpendPurpose, use_fits


def parsed(name: str):
    return parse_permissions(default_database().get(name))


# ---------------------------------------------------------------------------------------------------- permissions
@pytest.mark.parametrize("name, zone, lands, spells", [
    ("Magus of the Future", "library_top", True, ["spells"]),
    ("Future Sight", "library_top", True, ["spells"]),
    ("Courser of Kruphix", "library_top", True, []),
    ("Mystic Forge", "library_top", False, ["artifact spells", "colorless spells"]),
    ("Crucible of Worlds", "graveyard", True, []),
    ("Ramunap Excavator", "graveyard", True, []),
    ("Vizier of the Menagerie", "library_top", False, ["creature spells"]),
])
def test_static_permissions_of_real_cards(name, zone, lands, spells):
    (grant,) = parsed(name).grants
    assert (grant.zone, grant.lands, [f.describe() for f in grant.spells]) == (zone, lands, spells)
    assert grant.activation is None and not grant.pay_life


def test_summoning_materia_permission_holds_only_while_attached():
    (grant,) = parsed("Summoning Materia").grants
    assert grant.while_attached_to_creature and [f.describe() for f in grant.spells] == ["creature spells"]
    assert not grant.lands


def test_bolas_citadel_pays_life_rather_than_mana():
    (grant,) = parsed("Bolas's Citadel").grants
    assert grant.pay_life and grant.lands and grant.zone == "library_top"


def test_magus_of_the_will_grants_by_its_activation_and_resolves_to_the_permission():
    will = parsed("Magus of the Will")
    (grant,) = will.grants
    assert grant.activation.mana.text == "{2}{B}" and grant.activation.tap
    assert grant.activation.exile_self == "battlefield"
    (resolved,) = will.resolved
    assert resolved.activation is None and resolved.zone == "graveyard" and resolved.lands


def test_yawgmoths_will_is_a_resolved_effect_not_a_permanents_grant():
    will = parsed("Yawgmoth's Will")
    assert will.grants == () and len(will.resolved) == 1 and will.resolved[0].lands


@pytest.mark.parametrize("name, keyword, mana, extra", [
    ("Think Twice", "flashback", "{2}{U}", ""),
    ("Deep Analysis", "flashback", "{1}{U}", "pay 3 life"),
    ("Uro, Titan of Nature's Wrath", "escape", "{G}{G}{U}{U}", "exile five other cards from your graveyard"),
    ("Hell's Thunder", "unearth", "{4}{R}", ""),
    ("Radical Idea", "jump-start", None, "discard a card"),
    ("Raven's Crime", "retrace", None, "discard a land card"),
])
def test_ways_to_cast_from_the_graveyard(name, keyword, mana, extra):
    (option,) = parsed(name).options
    assert option.keyword == keyword and option.extra.describe() == extra
    assert (option.mana.text if option.mana is not None else None) == mana
    assert option.ability == (keyword == "unearth")


def test_flashback_with_a_sacrifice_is_read():
    """"Flashback—Sacrifice a creature." (Cabal Therapy): no mana, a creature sacrificed (CR 702.34a, 601.2b)."""
    (option,) = parsed("Cabal Therapy").options
    assert option.keyword == "flashback" and option.mana.text == "" and option.describe() == (
        "flashback\u2014sacrifice a creature")
    assert [f.card_types for f in option.extra.sacrifices] == [frozenset({"Creature"})]


def test_flashback_tapping_creatures_is_reported_not_guessed():
    screech = parsed("Battle Screech")
    assert screech.options == () and screech.unsupported == (
        "Flashback\u2014Tap three untapped white creatures you control.",)


def test_conditional_self_cast_from_the_graveyard_is_reported():
    text = "You may cast this card from your graveyard as long as you control a Zombie."
    crawler = parse_permissions(Card("Gravecrawler", "{B}", "Creature — Zombie", text))
    assert crawler.options == () and crawler.unsupported and "as long as you control a Zombie" in crawler.unsupported[0]


def test_additional_costs_and_timing():
    assert parsed("Cathartic Reunion").additional.discard == 2
    assert parsed("Stitched Drake").additional.exile_types == (("Creature", 1),)
    assert parsed("Fling").additional.describe() == "sacrifice a creature"
    assert parsed("Natural Order").additional.describe() == "sacrifice a green creature"
    assert parsed("Deadly Dispute").additional.describe() == "sacrifice an artifact or creature"
    assert parsed("Lightning Axe").additional.or_pay.text == "{5}"
    assert parsed("Bone Splinters").unsupported == () and parsed("Crop Rotation").additional.sacrifices
    assert timing_block("during combat").startswith("it can be cast only during combat")
    assert timing_block("as a sorcery") == ""
    assert timing_block("if you control a Wizard") is None


def test_cost_changes_and_who_they_hit():
    (thalia,) = parsed("Thalia, Guardian of Thraben").cost_changes
    assert thalia.amount == 1 and thalia.spells.not_card_types == frozenset({"Creature"}) and thalia.applies(False)
    changes = parsed("Grand Arbiter Augustin IV").cost_changes
    assert [(c.amount, c.whose) for c in changes] == [(-1, "yours"), (-1, "yours"), (1, "opponents")]
    assert not changes[2].applies(True) and changes[2].applies(False)


def test_what_can_only_make_casting_easier_is_a_note():
    assert any("Delve" in n for n in parsed("Gurmag Angler").notes)
    assert parsed("Gurmag Angler").unsupported == ()


def test_unknown_text_about_casting_on_a_permanent_is_reported():
    frenzy = parsed("Experimental Frenzy")
    assert frenzy.grants and "You can't play cards from your hand." in frenzy.grant_unsupported


@pytest.mark.parametrize("words, expected", [
    ("spells", ["spells"]),
    ("instant and sorcery spells", ["instant or sorcery spells"]),
    ("a creature spell", ["creature spells"]),
    ("noncreature spells", ["noncreature spells"]),
    ("one permanent spell with mana value 2 or less", ["permanent spells with mana value 2 or less"]),
])
def test_spell_filters(words, expected):
    assert [f.describe() for f in parse_spell_filters(words)] == expected


def test_the_database_parses_without_errors():
    """Every fourth card of the shipped database is read (unsupported text is fine; an exception is not)."""
    for i, card in enumerate(default_database()):
        if i % 4 == 0:
            parse_permissions(card)


# ---------------------------------------------------------------------------------------------------- parts
def test_transform_cards_are_cast_by_their_front_face_only():
    parts = spells_of(default_database().get("Delver of Secrets // Insectile Aberration"))
    assert [p.name for p in parts] == ["Delver of Secrets"]


def test_cr202_2_colours_from_the_mana_cost_when_the_data_has_none_devoid_stays_colorless():
    assert colors_of(Card("Bolt", "{R}", "Instant")) == frozenset({"R"})
    assert colors_of(Card("Void", "{2}{U}", "Creature — Eldrazi", "Devoid")) == frozenset()


# ---------------------------------------------------------------------------------------------------- restrictions
def test_restricted_mana_never_pays_an_unknown_purpose():
    only = Restriction(SpendRestriction(only=(SpendUse("cast", card_types=frozenset({"Artifact"})),)))
    never = Restriction(SpendRestriction(never=(SpendUse("cast", not_card_types=frozenset({"Artifact"})),)))
    assert not only.allows(None) and not never.allows(None)


def test_an_ability_is_not_a_spell_cr106_6():
    workshop = Restriction(SpendRestriction(only=(SpendUse("cast", card_types=frozenset({"Artifact"})),)))
    signet = SpendPurpose.activate(frozenset({"Artifact"}), name="Azorius Signet#1's ability")
    assert not workshop.allows(signet)
    temple_use = SpendUse("activate", subtypes=frozenset({"Eldrazi"}), colorless=True)
    assert use_fits(temple_use, SpendPurpose.activate(frozenset({"Creature"}), frozenset({"Eldrazi"})))
    assert not use_fits(temple_use, SpendPurpose.activate(frozenset({"Creature"}), frozenset({"Eldrazi"}),
                                                          colors=frozenset({"B"})))


def test_costs_with_x_and_commander_uses():
    rosheen = SpendUse("pay", cost="{X}")
    assert use_fits(rosheen, SpendPurpose.cast(frozenset({"Sorcery"}), has_x=True))
    assert not use_fits(rosheen, SpendPurpose.cast(frozenset({"Sorcery"})))
    assert use_fits(SpendUse("cast", commander=True), SpendPurpose.cast(frozenset({"Creature"}))) is None


def _restriction(name: str) -> Restriction:
    from manaplan.models.oracle.parser import parse_card

    (ability,) = [a for a in parse_card(default_database().get(name)).mana_abilities if a.spend is not None]
    return Restriction(ability.spend)


def _spell(name: str, zone: str = "hand"):
    from manaplan.solver.cast.costs import spell_purpose

    return spell_purpose(spells_of(default_database().get(name))[0], zone)


def test_restrictions_on_what_the_spell_is_mana_value_x_colour_flashback_zone():
    nest = _restriction("Titans' Nest")  # a colored spell without {X} in its mana cost
    assert nest.allows(_spell("Lightning Bolt")) and not nest.allows(_spell("Fireball"))
    assert not nest.allows(_spell("Hedron Archive"))
    troyan = _restriction("Troyan, Gutsy Explorer")  # mana value 5 or greater, or {X} in the mana cost
    assert troyan.allows(_spell("Primeval Titan")) and troyan.allows(_spell("Fireball"))
    assert not troyan.allows(_spell("Grizzly Bears"))
    altar = _restriction("Altar of the Lost")  # spells with flashback from a graveyard
    assert altar.allows(_spell("Think Twice", "graveyard")) and not altar.allows(_spell("Think Twice", "hand"))
    assert not altar.allows(_spell("Lightning Bolt", "graveyard"))


def test_restrictions_on_kicked_spells_and_equip_abilities_never_pay_what_cast_does():
    assert not _restriction("Elfhame Druid").allows(_spell("Grizzly Bears"))  # cast never kicks
    freya = _restriction("Freya Crescent")
    assert not freya.allows(SpendPurpose.activate(frozenset({"Artifact"}), name="Azorius Signet#1's ability"))


def test_of_the_chosen_colour_needs_the_colour_chosen_on_the_board():
    throne = _restriction("Throne of Eldraine")  # monocolored spells of that color
    assert Restriction(throne.spend, "G").allows(_spell("Grizzly Bears"))
    assert Restriction(throne.spend, "green").allows(_spell("Grizzly Bears"))
    assert not Restriction(throne.spend, "U").allows(_spell("Grizzly Bears"))
    assert not Restriction(throne.spend, None).allows(_spell("Grizzly Bears"))


def test_the_chosen_colour_stays_with_the_unit():
    from manaplan.solver.rules.spending import restriction_of

    throne = _restriction("Throne of Eldraine").spend
    assert restriction_of(throne, "G").chosen == "G"
    assert restriction_of(_restriction("Mishra's Workshop").spend, "G").chosen is None
