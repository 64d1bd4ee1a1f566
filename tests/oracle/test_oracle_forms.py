"""The oracle parser on the forms of issue 6, each on a real card's text copied from the card data
(/work/shared/cards): outputs that depend on a choice or on the commander, any-combination and X amounts, spending
restrictions, activation conditions, the newer costs, riders with no effect on this turn's mana, and text that
creates tokens (the tokens' mana is theirs, not the card's).

Expected values are built from the rules, not from the parser.
"""

from __future__ import annotations

import pytest
from manaplan.models.ability import (
    ActivationCondition,
    ActivationCost,
    AmongColors,
    AnyCombination,
    AnyOneColor,
    ChosenColor,
    ChosenColors,
    CommanderColor,
    ControlCount,
    CostX,
    ManaAbility,
    ParsedCard,
    PermanentFilter,
    Produce,
    SpendRestriction,
    SpendUse,
)
from manaplan.models.costs import ManaCost
from manaplan.models.mana import COLORS, ManaType
from manaplan.models.oracle.parser import parse_text

T = ManaType
TAP = ActivationCost(tap=True)
ARTIFACT = frozenset({"Artifact"})
CREATURE = frozenset({"Creature"})


def only_ability(parsed: ParsedCard) -> ManaAbility:
    assert parsed.unsupported == ()
    assert len(parsed.mana_abilities) == 1, parsed.mana_abilities
    return parsed.mana_abilities[0]


def abilities(parsed: ParsedCard) -> tuple[ManaAbility, ...]:
    assert parsed.unsupported == ()
    return parsed.mana_abilities


# ---------------------------------------------------------------------------------------------------- outputs
def test_chosen_color_or_fixed_thriving_bluff():
    text = ("This land enters tapped. As it enters, choose a color other than red.\n"
            "{T}: Add {R} or one mana of the chosen color.")
    ability = only_ability(parse_text("Thriving Bluff", "Land", text))
    assert ability.output == ChosenColor(1, ((T.R,),))
    assert ability.output.resolve(chosen=T.U) == Produce.one_of("R", "U")
    assert ability.output.resolve() is None  # nothing chosen: the solver cannot use it


def test_two_mana_of_the_chosen_color_with_a_restriction():
    text = ("As this land enters, choose a color.\n{T}: Add two mana of the chosen color. Spend this mana only to "
            "activate abilities of land sources.")
    ability = only_ability(parse_text("Test Land", "Land", text))
    assert ability.output == ChosenColor(2)
    assert ability.output.resolve(chosen=T.G) == Produce.one_of("GG")
    assert ability.spend.only == (SpendUse("activate", card_types=frozenset({"Land"})),)


@pytest.mark.parametrize("name, type_line", [("Command Tower", "Land"), ("Arcane Signet", "Artifact")])
def test_commanders_color_identity(name, type_line):
    text = "{T}: Add one mana of any color in your commander's color identity."
    ability = only_ability(parse_text(name, type_line, text))
    assert ability.output == CommanderColor()
    assert ability.output.resolve(commander=frozenset({T.W, T.U, T.G})) == Produce.one_of("W", "U", "G")
    assert ability.output.resolve(commander=frozenset()) is None  # no commander colours: no mana (CR 903.4f)


def test_two_mana_of_different_colors_guild_globe():
    text = ("When Guild Globe enters the battlefield, draw a card.\n"
            "{2}, {T}, Sacrifice Guild Globe: Add two mana of different colors.")
    ability = only_ability(parse_text("Guild Globe", "Artifact", text))
    assert ability.cost == ActivationCost(tap=True, mana=ManaCost.parse("{2}"), sacrifice_self=True)
    assert len(ability.output.choices) == 10
    assert all(len(set(c)) == 2 and set(c) <= set(COLORS) for c in ability.output.choices)
    assert ability.output.describe() == "Add two mana of different colors."


def test_two_mana_in_any_combination_of_colors_terrarion():
    text = ("Terrarion enters the battlefield tapped.\n{2}, {T}, Sacrifice Terrarion: Add two mana in any combination "
            "of colors.\nWhen Terrarion is put into a graveyard from the battlefield, draw a card.")
    ability = only_ability(parse_text("Terrarion", "Artifact", text))
    assert ability.output == AnyCombination(2, frozenset(COLORS))
    assert len(ability.output.resolve().choices) == 15  # multisets of two of five colours
    assert ability.could_produce() == set(COLORS)


def test_three_mana_in_any_combination_of_two_colors_goblin_clearcutter():
    text = "{T}, Sacrifice a Forest: Add three mana in any combination of {R} and/or {G}."
    ability = only_ability(parse_text("Goblin Clearcutter", "Creature — Goblin", text))
    assert ability.output == AnyCombination(3, frozenset({T.R, T.G}))
    assert set(ability.output.resolve().choices) == {(T.R,) * 3, (T.R, T.R, T.G), (T.R, T.G, T.G), (T.G,) * 3}


def test_six_of_one_symbol_written_as_a_word():
    text = ("{2}{G}{G}, {T}: Add six {G}. Spend this mana only to cast creature spells or activate abilities of "
            "creatures.")
    ability = only_ability(parse_text("Test Druid", "Creature — Elf Druid", text))
    assert ability.output == Produce.one_of("GGGGGG")
    assert ability.spend.only == (SpendUse("cast", card_types=CREATURE), SpendUse("activate", card_types=CREATURE))


# ---------------------------------------------------------------------------------------------------- X
def test_remove_x_storage_counters_calciform_pools():
    text = ("{T}: Add {C}.\n{1}, {T}: Put a storage counter on Calciform Pools.\n"
            "{1}, Remove X storage counters from Calciform Pools: Add X mana in any combination of {W} and/or {U}.")
    plain, storage = abilities(parse_text("Calciform Pools", "Land", text))
    assert plain.output == Produce.one_of("C")
    assert storage.cost == ActivationCost(mana=ManaCost.parse("{1}"), remove_x_counters="storage")
    assert storage.output == AnyCombination(CostX(), frozenset({T.W, T.U}))
    assert storage.output.resolve(x=2) == Produce.one_of("WW", "WU", "UU")


def test_remove_any_number_of_storage_counters_fountain_of_cho():
    text = ("Fountain of Cho enters the battlefield tapped.\n{T}: Put a storage counter on Fountain of Cho.\n"
            "{T}, Remove any number of storage counters from Fountain of Cho: Add {W} for each storage counter removed "
            "this way.")
    ability = only_ability(parse_text("Fountain of Cho", "Land", text))
    assert ability.cost == ActivationCost(tap=True, remove_x_counters="storage")
    assert ability.output == AnyCombination(CostX(), frozenset({T.W}))
    assert ability.output.resolve(x=3) == Produce.one_of("WWW")


def test_one_more_than_the_counters_removed():
    """Mercadian Masques batteries: "Add {B}, then add an additional {B} for each charge counter removed this way"."""
    text = ("This artifact enters tapped.\nAt the beginning of your upkeep, you may put a charge counter on this "
            "artifact.\n{T}, Remove any number of charge counters from this artifact: Add {B}, then add an additional "
            "{B} for each charge counter removed this way.")
    ability = only_ability(parse_text("Bottomless Vat", "Artifact", text))
    assert ability.output == AnyCombination(CostX(1), frozenset({T.B}))
    assert ability.output.resolve(x=0) == Produce.one_of("B")


def test_x_plus_one_kyren_toy():
    text = ("{1}, {T}: Put a charge counter on Kyren Toy.\n"
            "{T}, Remove X charge counters from Kyren Toy: Add an amount of {C} equal to X plus one.")
    ability = only_ability(parse_text("Kyren Toy", "Artifact", text))
    assert ability.cost == ActivationCost(tap=True, remove_x_counters="charge")
    assert ability.output == AnyCombination(CostX(1), frozenset({T.C}))


def test_x_in_the_mana_cost_wizards_rockets():
    text = ("Wizard's Rockets enters the battlefield tapped.\n{X}, {T}, Sacrifice Wizard's Rockets: Add X mana in any "
            "combination of colors.\nWhen Wizard's Rockets is put into a graveyard from the battlefield, draw a card.")
    ability = only_ability(parse_text("Wizard's Rockets", "Artifact", text))
    assert ability.cost.mana == ManaCost.parse("{X}") and ability.cost.has_x
    assert ability.output == AnyCombination(CostX(), frozenset(COLORS))


@pytest.mark.parametrize("text", [
    "{X}, {T}: Add {C}.",  # X paid for nothing
    "{T}: Add X mana in any combination of colors.",  # X from nowhere
    "{T}, Remove any number of storage counters from this land: Add {W} for each charge counter removed this way.",
])
def test_x_in_cost_and_effect_must_agree(text):
    parsed = parse_text("Test Land", "Land", text)
    assert parsed.mana_abilities == () and [u.text for u in parsed.unsupported] == [text]


# ---------------------------------------------------------------------------------------------------- spending
def test_spend_only_on_artifact_spells_mishras_workshop():
    ability = only_ability(parse_text("Mishra's Workshop", "Land",
                                      "{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells."))
    assert ability.output == Produce.one_of("CCC")
    assert ability.spend == SpendRestriction(only=(SpendUse("cast", card_types=ARTIFACT),))
    assert ability.spend.text == "Spend this mana only to cast artifact spells."


def test_colorless_eldrazi_eldrazi_temple():
    text = ("{T}: Add {C}.\n{T}: Add {C}{C}. Spend this mana only to cast colorless Eldrazi spells or activate "
            "abilities of colorless Eldrazi.")
    plain, temple = abilities(parse_text("Eldrazi Temple", "Land", text))
    assert plain.spend is None
    eldrazi = frozenset({"Eldrazi"})
    assert temple.spend.only == (SpendUse("cast", subtypes=eldrazi, colorless=True),
                                 SpendUse("activate", subtypes=eldrazi, colorless=True))


def test_creature_spell_of_the_chosen_type_cavern_of_souls():
    text = ("As Cavern of Souls enters the battlefield, choose a creature type.\n{T}: Add {C}.\n"
            "{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the chosen type, and "
            "that spell can't be countered.")
    _, cavern = abilities(parse_text("Cavern of Souls", "Land", text))
    assert cavern.output == Produce.any_color()
    assert cavern.spend.only == (SpendUse("cast", card_types=CREATURE, chosen_type=True),)
    assert cavern.side_effects == ("That spell can't be countered.",)


def test_cant_be_spent_on_nonartifact_spells_powerstone():
    ability = only_ability(parse_text("Powerstone", "Token Artifact — Powerstone",
                                      "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell."))
    assert ability.spend == SpendRestriction(never=(SpendUse("cast", not_card_types=ARTIFACT),))


@pytest.mark.parametrize("name, text, uses", [
    ("Pillar of the Paruns", "{T}: Add one mana of any color. Spend this mana only to cast a multicolored spell.",
     (SpendUse("cast", multicolored=True),)),
    ("Ancient Ziggurat", "{T}: Add one mana of any color. Spend this mana only to cast a creature spell.",
     (SpendUse("cast", card_types=CREATURE),)),
    ("Myr Reservoir", "{T}: Add {C}{C}. Spend this mana only to cast Myr spells or activate abilities of Myr.",
     (SpendUse("cast", subtypes=frozenset({"Myr"})), SpendUse("activate", subtypes=frozenset({"Myr"})))),
    ("Test Altar", "{T}: Add {C}{C}. Spend this mana only to cast legendary spells.",
     (SpendUse("cast", supertypes=frozenset({"Legendary"})),)),
    ("Test Forge", "{T}: Add {W}{W}. Spend this mana only to cast Aura and/or Equipment spells.",
     (SpendUse("cast", subtypes=frozenset({"Aura", "Equipment"})),)),
    ("Test Rock", "{T}: Add {C}. Spend this mana only to cast an artifact spell or activate an ability of an "
                  "artifact source.",
     (SpendUse("cast", card_types=ARTIFACT), SpendUse("activate", card_types=ARTIFACT))),
    ("Test Mine", "{T}: Add {C}{C}. Spend this mana only to activate abilities.", (SpendUse("activate"),)),
    ("Test Elf", "{T}: Add {G}. Spend this mana only to cast an Elf creature spell.",
     (SpendUse("cast", card_types=CREATURE, subtypes=frozenset({"Elf"})),)),
    ("Test Shrine", "{T}: Add {R}. Spend this mana only to cast an Elemental spell or a Chandra planeswalker spell.",
     (SpendUse("cast", subtypes=frozenset({"Elemental"})),
      SpendUse("cast", card_types=frozenset({"Planeswalker"}), subtypes=frozenset({"Chandra"})))),
    ("Test Tower", "{T}: Add {C}{C}{C}{C}. Spend this mana only on costs that contain {X}.",
     (SpendUse("pay", cost="{X}"),)),
    ("Test Snow", "{T}: Add {U} or {C}{U}. Spend this mana only to pay cumulative upkeep costs.",
     (SpendUse("pay", cost="cumulative upkeep"),)),
    ("Test Graveyard", "{T}: Add {C}. Spend this mana only to cast a spell from your graveyard.",
     (SpendUse("cast", from_zone="graveyard"),)),
    ("Test Commander", "{T}: Add three mana of any one color. Spend this mana only to cast your commander.",
     (SpendUse("cast", commander=True),)),
])
def test_spending_restrictions(name, text, uses):
    ability = only_ability(parse_text(name, "Artifact", text))
    assert ability.spend.only == uses and ability.spend.never == ()


def test_mixed_types_and_subtypes_are_each_a_use():
    text = ("{T}: Add X mana of any one color, where X is the number of soul counters on this artifact. Spend this "
            "mana only to cast instant, sorcery, Demon, and Spirit spells.")
    from manaplan.models.oracle.riders import parse_spend_restriction

    restriction = parse_spend_restriction(text.split(". ", 1)[1])
    assert restriction.only == (SpendUse("cast", card_types=frozenset({"Instant"})),
                                SpendUse("cast", card_types=frozenset({"Sorcery"})),
                                SpendUse("cast", subtypes=frozenset({"Demon"})),
                                SpendUse("cast", subtypes=frozenset({"Spirit"})))


def _use(action: str, **fields) -> SpendUse:
    return SpendUse(action, **{k: frozenset(v) if isinstance(v, set) else v for k, v in fields.items()})


@pytest.mark.parametrize("name, sentence, only", [
    ("Elfhame Druid", "Spend this mana only to cast kicked spells.", (_use("cast", qualities={"kicked"}),)),
    ("Volshe Tideturner", "Spend this mana only to cast an instant or sorcery spell or a kicked spell.",
     (_use("cast", card_types={"Instant", "Sorcery"}), _use("cast", qualities={"kicked"}))),
    ("Troyan, Gutsy Explorer", "Spend this mana only to cast spells with mana value 5 or greater or spells with {X} "
                               "in their mana costs.",
     (_use("cast", min_mana_value=5), _use("cast", qualities={"with {X}"}))),
    ("Titans' Nest", "Spend this mana only to cast a colored spell without {X} in its mana cost.",
     (_use("cast", qualities={"colored", "without {X}"}),)),
    ("Throne of Eldraine", "Spend this mana only to cast monocolored spells of that color.",
     (_use("cast", qualities={"monocolored", "of the chosen color"}),)),
    ("Altar of the Lost", "Spend this mana only to cast spells with flashback from a graveyard.",
     (_use("cast", qualities={"with flashback"}, from_zone="graveyard"),)),
    ("Creeping Peeper", "Spend this mana only to cast an enchantment spell, unlock a door, or turn a permanent face "
                        "up.",
     (_use("cast", card_types={"Enchantment"}), _use("unlock"), _use("turn face up"))),
    ("Qarsi Deceiver", "Spend this mana only to cast a face-down creature spell, pay a mana cost to turn a manifested "
                       "creature face up, or pay a morph cost.",
     (_use("cast", card_types={"Creature"}, qualities={"face-down"}), _use("turn face up", cost="manifest"),
      _use("turn face up", cost="morph"))),
    ("Freya Crescent", "Spend this mana only to cast an Equipment spell or activate an equip ability.",
     (_use("cast", subtypes={"Equipment"}), _use("activate", ability="equip"))),
    ("Karfell Harbinger", "Spend this mana only to foretell a card from your hand or cast an instant or sorcery "
                          "spell.", (_use("foretell"), _use("cast", card_types={"Instant", "Sorcery"}))),
    ("Unblinking Observer", "Spend this mana only to pay a disturb cost or cast an instant or sorcery spell.",
     (_use("pay", cost="disturb"), _use("cast", card_types={"Instant", "Sorcery"}))),
    ("Discreet Retreat", "Spend this mana only to cast outlaw spells or activate abilities from outlaw sources.",
     (_use("cast", subtypes={"Assassin", "Mercenary", "Pirate", "Rogue", "Warlock"}),
      _use("activate", subtypes={"Assassin", "Mercenary", "Pirate", "Rogue", "Warlock"}))),
    ("Smoky Lounge", "Spend this mana only to cast Room spells and unlock doors.",
     (_use("cast", subtypes={"Room"}), _use("unlock"))),
])
def test_restrictions_on_what_the_spell_is_or_how_it_is_paid(name, sentence, only):
    """Each quality is kept as data; one a consumer cannot check only makes the mana usable for less."""
    from manaplan.models.oracle.riders import parse_spend_restriction

    assert parse_spend_restriction(sentence).only == only


def test_cant_pay_generic_costs_jegantha():
    text = "{T}: Add {W}{U}{B}{R}{G}. This mana can't be spent to pay generic mana costs."
    ability = only_ability(parse_text("Jegantha, the Wellspring", "Legendary Creature — Elemental Elk", text))
    assert ability.spend == SpendRestriction(no_generic=True)


@pytest.mark.parametrize("sentence", [
    "Spend this mana only to cast spells that share a color with a Shrine.",
    "Spend this mana only to cast blue creature spells.",
    "Spend this mana only to cast the last card exiled with this artifact.",
    "This mana can't be spent to activate abilities.",  # "never" only for kinds of spells
])
def test_restrictions_not_understood_stay_unsupported(sentence):
    text = f"{{T}}: Add {{C}}. {sentence}"
    parsed = parse_text("Test Land", "Land", text)
    assert parsed.mana_abilities == () and [u.text for u in parsed.unsupported] == [text]


# ---------------------------------------------------------------------------------------------------- conditions
def test_metalcraft_mox_opal():
    text = "Metalcraft — {T}: Add one mana of any color. Activate only if you control three or more artifacts."
    ability = only_ability(parse_text("Mox Opal", "Legendary Artifact", text))
    assert ability.output == Produce.any_color()
    (count,) = ability.condition.you_control
    assert count.at_least == 3 and count.filter.card_types == ARTIFACT
    assert count.filter.matches({"Artifact", "Creature"}, set())


def test_control_a_swamp_tainted_field():
    text = "{T}: Add {C}.\n{T}: Add {W} or {B}. Activate only if you control a Swamp."
    _, tainted = abilities(parse_text("Tainted Field", "Land", text))
    assert tainted.condition == ActivationCondition(
        you_control=(ControlCount(PermanentFilter(subtypes=frozenset({"Swamp"}), text="a Swamp")),))


def test_control_either_of_two_land_types():
    text = "{T}: Add {R}. Activate only if you control a Swamp or a Mountain."
    (count,) = only_ability(parse_text("Test Land", "Land", text)).condition.you_control
    assert count.filter.subtypes == {"Swamp", "Mountain"} and count.at_least == 1


def test_once_each_turn_abzan_devotee():
    text = ("{1}: Add {W}, {B}, or {G}. Activate only once each turn.\n"
            "{2}{B}: Return this card from your graveyard to your hand.")
    ability = only_ability(parse_text("Abzan Devotee", "Creature — Dog Cleric", text))
    assert ability.cost == ActivationCost(mana=ManaCost.parse("{1}"))
    assert ability.condition == ActivationCondition(max_per_turn=1)


def test_as_a_sorcery_and_return_to_hand_grinning_ignus():
    text = "{R}, Return Grinning Ignus to its owner's hand: Add {C}{C}{R}. Activate only as a sorcery."
    ability = only_ability(parse_text("Grinning Ignus", "Creature — Elemental", text))
    assert ability.cost == ActivationCost(mana=ManaCost.parse("{R}"), return_self=True)
    assert ability.condition.sorcery_speed


def test_counters_on_itself_tablet_of_compleation():
    text = ("{T}: Put an oil counter on Tablet of Compleation.\n{T}: Add {C}. Activate only if Tablet of Compleation "
            "has two or more oil counters on it.\n{1}, {T}: Draw a card. Activate only if Tablet of Compleation has "
            "five or more oil counters on it.")
    ability = only_ability(parse_text("Tablet of Compleation", "Artifact", text))
    assert ability.condition.self_counters == (("oil", 2),)


def test_older_wording_of_counters_on_itself_pyramid_of_the_pantheon():
    text = ("{2}, {T}: Add one mana of any color. Put a brick counter on Pyramid of the Pantheon.\n{T}: Add three mana "
            "of any one color. Activate this ability only if there are three or more brick counters on Pyramid of the "
            "Pantheon.")
    filter_, big = abilities(parse_text("Pyramid of the Pantheon", "Artifact", text))
    assert filter_.counter_changes == (("brick", 1),)
    assert big.condition.self_counters == (("brick", 3),)


def test_instant_speed_and_discard_hand_lions_eye_diamond():
    text = ("Discard your hand, Sacrifice Lion's Eye Diamond: Add three mana of any one color. Activate this ability "
            "only any time you could cast an instant.")
    ability = only_ability(parse_text("Lion's Eye Diamond", "Artifact", text))
    assert ability.cost == ActivationCost(discard_hand=True, sacrifice_self=True)
    assert ability.condition == ActivationCondition(instant_speed=True)


def test_two_conditions_in_one_sentence():
    from manaplan.models.oracle.riders import parse_activation_condition

    c = parse_activation_condition("Activate only during your turn and only once each turn.")
    assert (c.turn, c.max_per_turn) == ("yours", 1)


def test_total_power_circle_of_elders():
    text = ("Formidable — {T}: Add {C}{C}{C}. Activate this ability only if creatures you control have total power 8 "
            "or greater.")
    assert only_ability(parse_text("Circle of Elders", "Creature — Human Shaman", text)).condition.total_power == 8


def test_a_creature_with_power_4_or_greater_whisperer_of_the_wilds():
    text = ("{T}: Add {G}.\nFerocious — {T}: Add {G}{G}. Activate this ability only if you control a creature with "
            "power 4 or greater.")
    _, ferocious = abilities(parse_text("Whisperer of the Wilds", "Creature — Human Shaman", text))
    (count,) = ferocious.condition.you_control
    assert count.filter.card_types == CREATURE and count.filter.min_power == 4
    assert count.filter.matches({"Creature"}, set(), power=5) and not count.filter.matches({"Creature"}, set())


def test_condition_not_understood_stays_unsupported():
    text = "{T}: Add three mana of any one color. Activate only if an opponent lost life this turn."
    parsed = parse_text("Glistening Sphere", "Artifact", text)
    assert parsed.mana_abilities == () and len(parsed.unsupported) == 1


# ---------------------------------------------------------------------------------------------------- costs
def test_tap_an_untapped_creature_springleaf_drum():
    text = "{T}, Tap an untapped creature you control: Add one mana of any color."
    ability = only_ability(parse_text("Springleaf Drum", "Artifact", text))
    (creature,) = ability.cost.taps
    assert ability.cost.tap and creature.card_types == CREATURE and creature.untapped
    assert creature.text == "an untapped creature you control"


def test_tap_two_untapped_elves_birchlore_rangers():
    text = "Tap two untapped Elves you control: Add one mana of any color.\nMorph {G}"
    ability = only_ability(parse_text("Birchlore Rangers", "Creature — Elf Druid", text))
    assert not ability.cost.tap
    assert len(ability.cost.taps) == 2 and all(f.subtypes == {"Elf"} for f in ability.cost.taps)


@pytest.mark.parametrize("name, type_line", [("Simian Spirit Guide", "Creature — Ape Spirit"),
                                             ("Elvish Spirit Guide", "Creature — Elf Spirit")])
def test_exile_from_hand_spirit_guides(name, type_line):
    colour = "R" if name.startswith("Simian") else "G"
    ability = only_ability(parse_text(name, type_line, f"Exile {name} from your hand: Add {{{colour}}}."))
    assert ability.cost == ActivationCost(exile_self="hand")
    assert ability.output == Produce.one_of(colour)


def test_exile_from_graveyard_jack_o_lantern():
    text = ("{1}, {T}, Sacrifice Jack-o'-Lantern: Exile up to one target card from a graveyard. Draw a card.\n"
            "{1}, Exile Jack-o'-Lantern from your graveyard: Add one mana of any color.")
    ability = only_ability(parse_text("Jack-o'-Lantern", "Artifact", text))
    assert ability.cost == ActivationCost(mana=ManaCost.parse("{1}"), exile_self="graveyard")


def test_discard_a_card_overeager_apprentice():
    ability = only_ability(parse_text("Overeager Apprentice", "Creature — Human Minion",
                                      "Discard a card, Sacrifice Overeager Apprentice: Add {B}{B}{B}."))
    assert ability.cost == ActivationCost(discard=1, sacrifice_self=True)


def test_put_a_counter_as_a_cost_wall_of_roots():
    text = "Defender\nPut a -0/-1 counter on Wall of Roots: Add {G}. Activate only once each turn."
    ability = only_ability(parse_text("Wall of Roots", "Creature — Plant Wall", text))
    assert ability.cost == ActivationCost(put_counters=(("-0/-1", 1),))
    assert ability.condition.max_per_turn == 1


def test_exile_a_card_from_graveyard_and_mill():
    parsed = parse_text("Test Relic", "Artifact",
                        "{T}, Exile a card from your graveyard: Add one mana of any color.\n{T}, Mill a card: Add {C}.")
    exile, mill = abilities(parsed)
    assert exile.cost.exile_cards == (("graveyard", 1),)
    assert mill.cost.mill == 1


@pytest.mark.parametrize("cost", ["Tap X untapped tokens you control", "Sacrifice X Goats",
                                  "Remove one or more dream counters from this artifact",
                                  "Sacrifice a nonland permanent"])
def test_costs_not_understood_stay_unsupported(cost):
    text = f"{cost}: Add {{G}}."
    parsed = parse_text("Test Engine", "Artifact", text)
    assert parsed.mana_abilities == () and [u.text for u in parsed.unsupported] == [text]


# ---------------------------------------------------------------------------------------------------- riders
@pytest.mark.parametrize("name", ["Thalakos Lowlands", "Cloudcrest Lake"])
def test_doesnt_untap_during_next_untap_step(name):
    text = f"{{T}}: Add {{C}}.\n{{T}}: Add {{W}} or {{U}}. {name} doesn't untap during your next untap step."
    _, sky = abilities(parse_text(name, "Land", text))
    assert sky.skips_next_untap and sky.output == Produce.one_of("W", "U")


def test_depletion_counter_land_cap():
    text = ("Land Cap doesn't untap during your untap step if it has a depletion counter on it.\nAt the beginning of "
            "your upkeep, remove a depletion counter from Land Cap.\n{T}: Add {W} or {U}. Put a depletion counter on "
            "Land Cap.")
    ability = only_ability(parse_text("Land Cap", "Land", text))
    assert ability.counter_changes == (("depletion", 1),)


def test_removes_a_counter_temple_of_cyclical_time():
    text = ("{T}: Add {U}. Remove a time counter from Temple of Cyclical Time.\n{2}{U}, {T}: Transform Temple of "
            "Cyclical Time. Activate only if it has no time counters on it and only as a sorcery.")
    ability = only_ability(parse_text("Temple of Cyclical Time", "Land", text))
    assert ability.counter_changes == (("time", -1),)


def test_draw_a_card_is_a_side_effect_chromatic_sphere():
    text = "{1}, {T}, Sacrifice Chromatic Sphere: Add one mana of any color. Draw a card."
    ability = only_ability(parse_text("Chromatic Sphere", "Artifact", text))
    assert ability.side_effects == ("Draw a card.",)
    assert ability.cost == ActivationCost(tap=True, mana=ManaCost.parse("{1}"), sacrifice_self=True)


def test_a_target_in_a_trigger_of_the_mana_is_not_the_abilitys_primal_wellspring():
    """CR 605.1a: the copy trigger has the targets; the mana ability itself has none."""
    text = ("{T}: Add one mana of any color. When that mana is spent to cast an instant or sorcery spell, copy that "
            "spell and you may choose new targets for the copy.")
    ability = only_ability(parse_text("Primal Wellspring", "Land", text))
    assert ability.output == Produce.any_color() and len(ability.side_effects) == 1


def test_a_target_in_the_ability_itself_makes_it_not_a_mana_ability_witch_engine():
    """CR 605.1a: with a target it is an activated ability that uses the stack: a mana effect with its cost."""
    text = "{T}: Add {B}{B}{B}{B}. Target opponent gains control of Witch Engine."
    parsed = parse_text("Witch Engine", "Creature — Horror", text)
    assert parsed.mana_abilities == () and parsed.unsupported == ()
    (effect,) = parsed.mana_effects
    assert (effect.kind, effect.additional_cost, effect.output) == ("activated", TAP, Produce.one_of("BBBB"))
    assert effect.targets == ("Target opponent gains control of ~.",)


def test_activated_ability_with_a_target_deathrite_shaman():
    text = ("{T}: Exile target land card from a graveyard. Add one mana of any color.\n"
            "{B}, {T}: Exile target instant or sorcery card from a graveyard. Each opponent loses 2 life.\n"
            "{G}, {T}: Exile target creature card from a graveyard. You gain 2 life.")
    parsed = parse_text("Deathrite Shaman", "Creature — Elf Shaman", text)
    assert parsed.unsupported == () and parsed.mana_abilities == ()
    (effect,) = parsed.mana_effects
    assert effect.kind == "activated" and effect.output == Produce.any_color()
    assert effect.targets == ("Exile target land card from a graveyard.",)


def test_you_add_wording_red_death():
    text = ("Alluring Eyes — {T}: Goad target creature an opponent controls. That player draws a card. You add {R}.")
    (effect,) = parse_text("Red Death, Shipwrecker", "Legendary Creature — Pirate", text).mana_effects
    assert effect.output == Produce.one_of("R") and effect.side_effects == ("That player draws a card.",)


def test_then_add_sarkhan_unbroken():
    (effect,) = parse_text("Sarkhan Unbroken", "Legendary Planeswalker — Sarkhan",
                           "+1: Draw a card, then add one mana of any color.").mana_effects
    assert (effect.loyalty, effect.output, effect.side_effects) == (1, Produce.any_color(), ("Draw a card.",))


@pytest.mark.parametrize("name, text, output", [
    ("Spectral Searchlight", "{T}: Choose a player. That player adds one mana of any color they choose.",
     Produce.any_color()),
    ("Victory Chimes", "Untap Victory Chimes during each other player's untap step.\n{T}: A player of your choice "
                       "adds {C}.", Produce.one_of("C")),
    ("Yurlok of Scorch Thrash", "{1}, {T}: Each player adds {B}{R}{G}.", Produce.one_of("BRG")),
])
def test_a_player_you_choose_or_each_player_adds(name, text, output):
    """You may choose yourself, and you are one of each player: you get that mana."""
    assert only_ability(parse_text(name, "Artifact", text)).output == output


@pytest.mark.parametrize("name, text", [
    ("Ether", "{T}, Exile this artifact: Add {U}. When you next cast an instant or sorcery spell this turn, copy that "
              "spell. You may choose new targets for the copy."),
    ("Codie, Vociferous Codex", "{4}, {T}: Add {W}{U}{B}{R}{G}. When you cast your next spell this turn, exile cards "
                                "from the top of your library until you exile an instant or sorcery card with lesser "
                                "mana value. Until end of turn, you may cast that card without paying its mana cost. "
                                "Put each other card exiled this way on the bottom of your library in a random order."),
])
def test_a_delayed_trigger_and_its_sentences_are_side_effects(name, text):
    ability = only_ability(parse_text(name, "Artifact", text))
    assert len(ability.side_effects) >= 2 and not ability.spend


# ---------------------------------------------------------------------------------------------------- newer costs
@pytest.mark.parametrize("name, text, cost", [
    ("Aether Hub", "When this land enters, you get {E} (an energy counter).\n{T}, Pay {E}: Add one mana of any color.",
     ActivationCost(tap=True, energy=1)),
    ("Conversion Apparatus", "{T}, Pay {E}{E}{E}: Add three mana in any combination of colors.",
     ActivationCost(tap=True, energy=3)),
    ("Cryptex", "{T}, Collect evidence 3: Add one mana of any color. Put an unlock counter on Cryptex.",
     ActivationCost(tap=True, collect_evidence=3)),
    ("Thornvault Forager", "{T}, Forage: Add two mana in any combination of colors.",
     ActivationCost(tap=True, forage=True)),
])
def test_energy_evidence_and_forage_costs(name, text, cost):
    ability = [a for a in abilities(parse_text(name, "Artifact", text)) if a.cost != TAP][0]
    assert ability.cost == cost


def test_colors_among_cards_in_graveyard():
    grey = only_ability(parse_text("The Grey Havens", "Legendary Land",
                                   "{T}: Add one mana of any color among legendary creature cards in your graveyard."))
    assert grey.output.zone == "graveyard" and grey.output.filter.card_types == CREATURE
    assert grey.output.filter.supertypes == {"Legendary"}
    crater = only_ability(parse_text("Corrupted Grafstone", "Artifact",
                                     "{T}: Choose a color of a card in your graveyard. Add one mana of that color."))
    assert crater.output == AmongColors(PermanentFilter(text="cards"), zone="graveyard")


def test_if_you_played_a_land_river_of_tears():
    text = "{T}: Add {U}. If you played a land this turn, add {B} instead."
    out = only_ability(parse_text("River of Tears", "Land", text)).output
    assert (out.base, out.instead, out.land_played) == (Produce.one_of("U"), Produce.one_of("B"), True)



# ---------------------------------------------------------------------------------------------------- tokens
@pytest.mark.parametrize("name, type_line, text", [
    ("Awakening Zone", "Enchantment",
     'At the beginning of your upkeep, you may create a 0/1 colorless Eldrazi Spawn creature token. It has '
     '"Sacrifice this creature: Add {C}."'),
    ("Eldrazi Skyspawner", "Creature — Eldrazi Drone",
     'Devoid\nFlying\nWhen Eldrazi Skyspawner enters the battlefield, create a 1/1 colorless Eldrazi Scion creature '
     'token. It has "Sacrifice this creature: Add {C}."'),
    ("Wily Goblin", "Creature — Goblin Pirate",
     'When Wily Goblin enters the battlefield, create a colorless Treasure artifact token with "{T}, Sacrifice this '
     'artifact: Add one mana of any color."'),
    ("Spawning Bed", "Land",
     '{T}: Add {C}.\n{6}, {T}, Sacrifice Spawning Bed: Create three 1/1 colorless Eldrazi Scion creature tokens. They '
     'have "Sacrifice this creature: Add {C}."'),
])
def test_text_that_creates_tokens_is_not_this_cards_mana(name, type_line, text):
    parsed = parse_text(name, type_line, text)
    assert parsed.unsupported == ()
    assert all("Create" not in a.text and "create" not in a.text for a in parsed.mana_abilities)


def test_granting_is_not_creating():
    """A quoted ability given to permanents that already exist is not a token's: it stays the card's business."""
    from manaplan.models.oracle.text import is_about_own_mana

    assert is_about_own_mana('Creatures you control have "{T}: Add one mana of any color."')
    assert is_about_own_mana('Create a 1/1 Elf token. Creatures you control have "{T}: Add {G}."')


# ---------------------------------------------------------------------------------------------------- features
def test_features_name_what_a_consumer_must_honour():
    text = ("Metalcraft — {T}: Add one mana of any color. Activate only if you control three or more artifacts.")
    ability = only_ability(parse_text("Mox Opal", "Legendary Artifact", text))
    assert ability.features() == {"tap", "Produce", "condition"}
    workshop = only_ability(parse_text("Mishra's Workshop", "Land",
                                       "{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells."))
    assert "spend" in workshop.features()
    plain = only_ability(parse_text("Sol Ring", "Artifact", "{T}: Add {C}{C}."))
    from manaplan.models.ability import CORE_FEATURES

    assert plain.features() <= CORE_FEATURES


# -------------------------------------------------------------------------------------------- not mana abilities
@pytest.mark.parametrize("name, type_line, text, output", [
    ("Seething Song", "Instant", "Add {R}{R}{R}{R}{R}.", Produce.one_of("RRRRR")),
    ("Channel the Suns", "Sorcery", "Add {W}{U}{B}{R}{G}.", Produce.one_of("WUBRG")),
    ("Desperate Ritual", "Instant — Arcane", "Add {R}{R}{R}.\nSplice onto Arcane {1}{R}", Produce.one_of("RRR")),
    ("Manamorphose", "Instant", "Add two mana in any combination of colors.\nDraw a card.",
     AnyCombination(2, frozenset(COLORS))),
])
def test_rituals_are_spell_mana_effects(name, type_line, text, output):
    parsed = parse_text(name, type_line, text)
    assert parsed.unsupported == () and parsed.mana_abilities == ()
    (effect,) = parsed.mana_effects
    assert (effect.kind, effect.output, effect.additional_cost) == ("spell", output, None)


def test_spell_with_an_additional_cost_culling_the_weak():
    text = "As an additional cost to cast Culling the Weak, sacrifice a creature.\nAdd {B}{B}{B}{B}."
    (effect,) = parse_text("Culling the Weak", "Instant", text).mana_effects
    (creature,) = effect.additional_cost.sacrifices
    assert creature.card_types == CREATURE
    assert effect.describe() == ("As an additional cost to cast this spell, sacrifice a creature.\n"
                                 "Add {B}{B}{B}{B}.")


def test_spell_with_an_additional_cost_not_understood_is_unsupported():
    text = "As an additional cost to cast this spell, sacrifice two nonland permanents.\nAdd {B}{B}{B}{B}."
    parsed = parse_text("Test Ritual", "Instant", text)
    assert parsed.mana_effects == ()
    assert [u.text for u in parsed.unsupported] == ["Add {B}{B}{B}{B}.",
                                                    "As an additional cost to cast this spell, sacrifice two "
                                                    "nonland permanents."]


def test_spell_mana_with_a_restriction_geosurge():
    text = "Add {R}{R}{R}{R}{R}{R}{R}. Spend this mana only to cast artifact or creature spells."
    (effect,) = parse_text("Geosurge", "Sorcery", text).mana_effects
    assert effect.spend.only == (SpendUse("cast", card_types=frozenset({"Artifact", "Creature"})),)


def test_an_upgrade_not_understood_is_reported():
    """(Cabal Ritual's threshold is read: tests/test_conditions.py.)"""
    text = "Add {B}{B}{B}.\nAdd {B}{B}{B}{B}{B} instead if you control seven or more Swamps."
    parsed = parse_text("Test Ritual", "Instant", text)
    assert [e.output for e in parsed.mana_effects] == [Produce.one_of("BBB")]
    assert [u.text for u in parsed.unsupported] == [text.split("\n")[1]]


@pytest.mark.parametrize("name, text, targets", [
    ("Liturgy of Blood", "Destroy target creature. Add {B}{B}{B}.", ("Destroy target creature.",)),
    ("Deconstruct", "Destroy target artifact. Add {G}{G}{G}.", ("Destroy target artifact.",)),
    ("Explosive Welcome", "Explosive Welcome deals 5 damage to any target and 3 damage to any other target. Add "
                          "{R}{R}{R}.", ("~ deals 5 damage to any target and 3 damage to any other target.",)),
])
def test_spell_mana_with_targets_is_kept_with_its_targets(name, text, targets):
    """The spell can be cast only with legal targets (CR 601.2c): the targets are data for the consumer to check."""
    (effect,) = parse_text(name, "Sorcery", text).mana_effects
    assert effect.targets == targets and "targets" in effect.features()


def test_spell_that_limits_further_casting_irencrag_feat():
    """The limit after the "Add" is read (``spells_after``); a limit before it, or any other limit on casting, is
    not."""
    parsed = parse_text("Irencrag Feat", "Sorcery", "Add seven {R}. You can cast only one more spell this turn.")
    assert parsed.unsupported == () and parsed.mana_effects[0].spells_after == 1
    for text in ("You can cast only one more spell this turn. Add seven {R}.",
                 "Add seven {R}. You can cast only creature spells this turn."):
        parsed = parse_text("Test Feat", "Sorcery", text)
        assert parsed.mana_effects == () and [u.text for u in parsed.unsupported] == [text]


@pytest.mark.parametrize("name, line, loyalty, output", [
    ("Ugin, Eye of the Storms", "0: Add {C}{C}{C}.", 0, Produce.one_of("CCC")),
    ("The Aetherspark", "−10: Add ten mana of any one color.", -10, Produce.any_color(10)),
    ("Chandra, Hope's Beacon", "+2: Add two mana in any combination of colors.", 2,
     AnyCombination(2, frozenset(COLORS))),
])
def test_loyalty_abilities_that_add_mana(name, line, loyalty, output):
    (effect,) = parse_text(name, "Legendary Planeswalker", line).mana_effects
    assert (effect.kind, effect.loyalty, effect.output) == ("loyalty", loyalty, output)
    assert effect.describe() == line.replace("ten mana", "ten mana")


def test_loyalty_ability_with_a_restriction_jaya_ballard():
    line = "+1: Add {R}{R}{R}. Spend this mana only to cast instant or sorcery spells."
    (effect,) = parse_text("Jaya Ballard", "Legendary Planeswalker — Jaya", line).mana_effects
    assert effect.spend.only == (SpendUse("cast", card_types=frozenset({"Instant", "Sorcery"})),)


def test_loyalty_ability_with_a_target_chandra_bold_pyromancer():
    line = "+1: Add {R}{R}. Chandra, Bold Pyromancer deals 2 damage to target player."
    (effect,) = parse_text("Chandra, Bold Pyromancer", "Legendary Planeswalker — Chandra", line).mana_effects
    assert (effect.output, effect.targets) == (Produce.one_of("RR"), ("~ deals 2 damage to target player.",))


def test_loyalty_ability_with_a_sentence_before_the_mana_narset():
    line = "+1: You gain 2 life. Add {U}, {R}, or {W}. Spend this mana only to cast a noncreature spell."
    (effect,) = parse_text("Narset of the Ancient Way", "Legendary Planeswalker — Narset", line).mana_effects
    assert effect.side_effects == ("You gain 2 life.",)
    assert effect.spend.only == (SpendUse("cast", not_card_types=CREATURE),)


@pytest.mark.parametrize("line", [
    "+1: Draw a card, then add one mana of any color for each card drawn.",  # counted in another sentence
    # (Liliana of the Dark Realms' emblem is read now: tests/test_grants_more.py)
])
def test_loyalty_abilities_not_understood(line):
    parsed = parse_text("Sarkhan Unbroken", "Legendary Planeswalker — Sarkhan", line)
    assert parsed.mana_effects == () and [u.text for u in parsed.unsupported] == [line]


# ------------------------------------------------------------------------------------------- conditional outputs
@pytest.mark.parametrize("name, others, base, instead", [
    ("Urza's Mine", ("Power-Plant", "Tower"), "C", "CC"),
    ("Urza's Power Plant", ("Mine", "Tower"), "C", "CC"),
    ("Urza's Tower", ("Mine", "Power-Plant"), "C", "CCC"),
])
def test_tron_lands(name, others, base, instead):
    a, b = others
    text = f"{{T}}: Add {{C}}. If you control an Urza's {a} and an Urza's {b}, add {'{C}' * len(instead)} instead."
    subtype = "Power-Plant" if "Plant" in name else name.split()[-1]
    ability = only_ability(parse_text(name, f"Land — Urza's {subtype}", text))
    out = ability.output
    assert (out.base, out.instead) == (Produce.one_of(base), Produce.one_of(instead))
    assert [c.filter.all_subtypes for c in out.you_control] == [{"Urza's", a}, {"Urza's", b}]
    # "an Urza's Tower" is a land with both subtypes (CR 205.3i)
    assert out.you_control[1].filter.matches({"Land"}, {"Urza's", b})
    assert not out.you_control[1].filter.matches({"Land"}, {b})
    assert out.choose(True) == Produce.one_of(instead) and out.resolve() is None


def test_conditional_count_leafkin_druid():
    text = "{T}: Add {G}. If you control four or more creatures, add {G}{G} instead."
    out = only_ability(parse_text("Leafkin Druid", "Creature — Elemental Druid", text)).output
    (count,) = out.you_control
    assert count.at_least == 4 and count.filter.card_types == CREATURE


def test_conditional_on_own_counter_gemstone_caverns():
    text = ("If Gemstone Caverns is in your opening hand and you're not the starting player, you may begin the game "
            "with Gemstone Caverns on the battlefield with a luck counter on it. If you do, exile a card from your "
            "hand.\n"
            "{T}: Add {C}. If Gemstone Caverns has a luck counter on it, instead add one mana of any color.")
    out = only_ability(parse_text("Gemstone Caverns", "Legendary Land", text)).output
    assert (out.base, out.instead, out.self_counters) == (Produce.one_of("C"), Produce.any_color(), (("luck", 1),))


def test_conditional_not_understood_stays_unsupported():
    """A condition on something no fact names: the ability is reported, not used with either output. (Sarevok's
    Tome's initiative is the board's fact: tests/test_conditions.py.)"""
    text = "{T}: Add {C}. If you have the high ground, add {C}{C} instead."
    parsed = parse_text("Test Tome", "Legendary Artifact", text)
    assert parsed.mana_abilities == () and [u.text for u in parsed.unsupported] == [text]


def test_modal_spell_mode_open_the_omenpaths():
    text = ("Choose one —\n• Add two mana of any one color and two mana of any other color. Spend this mana only to "
            "cast creature or enchantment spells.\n• Creatures you control get +1/+0 until end of turn.")
    (effect,) = parse_text("Open the Omenpaths", "Instant", text).mana_effects
    assert len(effect.output.choices) == 10 and (T.W, T.W, T.U, T.U) in effect.output.choices
    assert effect.output.describe() == "Add two mana of any one color and two mana of any other color."


# ---------------------------------------------------------------------------------------------------- more riders
@pytest.mark.parametrize("name, text, side", [
    ("Vexing Puzzlebox", "{T}: Add one mana of any color. Roll a d20.", "Roll a d20."),
    ("Rainbow Vale", "{T}: Add one mana of any color. An opponent gains control of this land at the beginning of the "
                     "next end step.",
     "An opponent gains control of ~ at the beginning of the next end step."),
    ("Undiscovered Paradise", "{T}: Add one mana of any color. During your next untap step, as you untap your "
                              "permanents, return Undiscovered Paradise to its owner's hand.",
     "During your next untap step, as you untap your permanents, return ~ to its owner's hand."),
    ("Initiates of the Ebon Hand", "{1}: Add {B}. If this ability has been activated four or more times this turn, "
                                   "sacrifice this creature at the beginning of the next end step.",
     "If this ability has been activated four or more times this turn, sacrifice ~ at the beginning of the next end "
     "step."),
    ("Avid Reclaimer", "{T}: Add {G} or {U}. If you control a Nissa planeswalker, you gain 2 life.",
     "If you control a Nissa planeswalker, you gain 2 life."),
])
def test_side_effects_that_change_nothing_this_turn(name, text, side):
    assert only_ability(parse_text(name, "Artifact", text)).side_effects == (side,)


def test_life_loss_cryptolith_fragment():
    ability = only_ability(parse_text("Cryptolith Fragment", "Artifact",
                                      "{T}: Add one mana of any color. Each player loses 1 life."))
    assert ability.life_loss == 1 and ability.side_effects == ()


def test_exert_oasis_ritualist():
    ability = only_ability(parse_text("Oasis Ritualist", "Creature — Naga Druid",
                                      "{T}, Exert Oasis Ritualist: Add two mana of any one color."))
    assert ability.cost == ActivationCost(tap=True, exert=True)


@pytest.mark.parametrize("name, text", [
    ("Biophagus", "Genomic Enhancement — {T}: Add one mana of any color. If this mana is spent to cast a creature "
                  "spell, that creature enters the battlefield with an additional +1/+1 counter on it."),
    ("The Golden Throne", "A Thousand Souls Die Every Day — {T}, Sacrifice a creature: Add three mana in any "
                          "combination of colors."),
])
def test_flavor_words_have_no_rules_meaning(name, text):
    """CR 207.2d: a flavor word before an ability, like an ability word, is dropped."""
    assert only_ability(parse_text(name, "Artifact", text)).cost.tap


def test_a_keyword_before_a_dash_is_not_a_flavor_word():
    """"Boast — " is a keyword with rules meaning (it limits when the ability may be activated), not a flavor word:
    not dropped, and not understood. ("Max speed" and "Exhaust" are read: tests/test_conditions.py.)"""
    text = "Boast — {T}: Add {C}{C}."
    parsed = parse_text("Muraganda Raceway", "Land", text)
    assert parsed.mana_abilities == () and "Boast" in parsed.unsupported[0].reason


# ---------------------------------------------------------------------------------------------------- colours among
def test_any_color_among_legendary_permanents_plaza_of_heroes():
    text = ("{T}: Add {C}.\n{T}: Add one mana of any color. Spend this mana only to cast legendary spells.\n"
            "{T}: Add one mana of any color among legendary permanents you control.\n"
            "{3}, {T}, Exile Plaza of Heroes: Target legendary creature gains hexproof and indestructible until end "
            "of turn.")
    *_, among = abilities(parse_text("Plaza of Heroes", "Land", text))
    assert among.output == AmongColors(PermanentFilter(supertypes=frozenset({"Legendary"}),
                                                       text="legendary permanents"))
    assert among.output.with_colors(frozenset({T.W, T.G})) == Produce.one_of("W", "G")
    assert among.output.with_colors(frozenset()) is None


def test_legendary_creatures_and_planeswalkers_mox_amber():
    text = "{T}: Add one mana of any color among legendary creatures and planeswalkers you control."
    f = only_ability(parse_text("Mox Amber", "Legendary Artifact", text)).output.filter
    assert f.card_types == {"Creature", "Planeswalker"} and f.supertypes == {"Legendary"}
    assert f.matches({"Creature"}, set(), supertypes={"Legendary"}) and not f.matches({"Creature"}, set())


def test_choose_a_color_of_a_permanent_meteor_crater():
    text = "{T}: Choose a color of a permanent you control. Add one mana of that color."
    ability = only_ability(parse_text("Meteor Crater", "Land", text))
    assert ability.output == AmongColors(PermanentFilter(text="permanents"))


@pytest.mark.parametrize("name", ["Bloom Tender", "Faeburrow Elder"])
def test_one_of_each_color_among_permanents(name):
    text = "{T}: For each color among permanents you control, add one mana of that color."
    out = only_ability(parse_text(name, "Creature — Elf Druid", text)).output
    assert out.each and out.with_colors(frozenset({T.U, T.G})) == Produce.one_of("UG")


# ---------------------------------------------------------------------------------------------------- token, legendary
def test_tap_two_untapped_tokens_baylen():
    text = "Tap two untapped tokens you control: Add one mana of any color."
    taps = only_ability(parse_text("Baylen, the Haymaker", "Legendary Creature — Rabbit Warrior", text)).cost.taps
    assert len(taps) == 2 and all(f.token is True and f.untapped for f in taps)
    assert taps[0].matches(set(), set(), is_token=True) and not taps[0].matches(set(), set())


def test_nontoken_artifact_meria():
    text = "Tap an untapped nontoken artifact you control: Add {G}."
    (f,) = only_ability(parse_text("Meria, Scholar of Antiquity", "Legendary Creature — Elf Artificer", text)).cost.taps
    assert f.card_types == ARTIFACT and f.token is False


def test_legendary_creature_relic_of_legends():
    text = "{T}: Add one mana of any color.\nTap an untapped legendary creature you control: Add one mana of any color."
    _, tap = abilities(parse_text("Relic of Legends", "Artifact", text))
    assert tap.cost.taps[0].supertypes == {"Legendary"}


def test_sacrifice_a_prism_token_diamond_kaleidoscope():
    text = ("{3}, {T}: Create a 0/1 colorless Prism artifact creature token.\n"
            "Sacrifice a Prism token: Add one mana of any color.")
    (f,) = only_ability(parse_text("Diamond Kaleidoscope", "Artifact", text)).cost.sacrifices
    assert f.subtypes == {"Prism"} and f.token is True


def test_x_mana_of_any_one_color_petalmane_baku():
    text = ("Whenever you cast a Spirit or Arcane spell, you may put a ki counter on Petalmane Baku.\n"
            "{1}, Remove X ki counters from Petalmane Baku: Add X mana of any one color.")
    ability = only_ability(parse_text("Petalmane Baku", "Creature — Spirit", text))
    assert ability.cost.remove_x_counters == "ki"
    assert ability.output == AnyOneColor(CostX()) and ability.output.resolve(x=3) == Produce.any_color(3)


# ---------------------------------------------------------------------------------------------------- names, states
def test_a_token_by_name_jungle_patrol():
    text = ("{1}{G}, {T}: Create a 0/1 green Wall creature token with defender named Wood.\n"
            "Sacrifice a token named Wood: Add {R}.")
    (f,) = only_ability(parse_text("Jungle Patrol", "Creature — Human Soldier", text)).cost.sacrifices
    assert (f.token, f.names) == (True, {"Wood"})
    assert f.matches(set(), set(), is_token=True, name="Wood") and not f.matches(set(), set(), is_token=True)


def test_creatures_by_name_tower_worker():
    text = "{T}: Add {C}. If you control creatures named Mine Worker and Power Plant Worker, add {C}{C}{C} instead."
    out = only_ability(parse_text("Tower Worker", "Artifact Creature — Assembly-Worker", text)).output
    assert [c.filter.names for c in out.you_control] == [{"Mine Worker"}, {"Power Plant Worker"}]
    assert all(c.filter.card_types == CREATURE for c in out.you_control)


def test_lands_with_the_same_name_sceptre_of_eternal_glory():
    text = ("{T}: Add three mana of any one color. Activate only if you control three or more lands with the same "
            "name.")
    (count,) = only_ability(parse_text("Sceptre of Eternal Glory", "Legendary Artifact", text)).condition.you_control
    assert (count.at_least, count.same_name, count.filter.card_types) == (3, True, frozenset({"Land"}))


@pytest.mark.parametrize("name, text, condition", [
    ("Flywheel Racer", "{T}: Add one mana of any color. Activate only if Flywheel Racer is a creature.",
     ActivationCondition(self_types=CREATURE)),
    ("Mirrex", "{T}: Add one mana of any color. Activate only if Mirrex entered the battlefield this turn.",
     ActivationCondition(entered_this_turn=True)),
])
def test_conditions_on_the_permanent_itself(name, text, condition):
    assert only_ability(parse_text(name, "Artifact", text)).condition == condition


def test_damage_unless_you_control_tomb_of_urami():
    text = "{T}: Add {B}. Tomb of Urami deals 1 damage to you if you don't control an Ogre."
    ability = only_ability(parse_text("Tomb of Urami", "Legendary Land", text))
    assert ability.damage_to_you == 1
    assert [c.filter.subtypes for c in ability.damage_unless] == [{"Ogre"}]


@pytest.mark.parametrize("name, line, source", [
    ("Chrome Mox", "{T}: Add one mana of any of the exiled card's colors.", "exiled card"),
    ("Pit of Offerings", "{T}: Add one mana of any of the exiled cards' colors.", "exiled cards"),
    ("Cryptic Spires", "{T}: Add one mana of either of the circled colors.", "circled"),
    ("Paliano, the High City", "{T}: Add one mana of any color chosen as you drafted cards named Paliano, the High "
                               "City.", "drafted"),
])
def test_colors_fixed_for_the_permanent_come_from_the_board(name, line, source):
    out = only_ability(parse_text(name, "Artifact", line)).output
    assert out == ChosenColors(source) and out.resolve() is None
    assert out.with_colors(frozenset({T.R})) == Produce.one_of("R")


def test_monocolored_permanents_tarnation_vista():
    text = "{1}, {T}: For each color among monocolored permanents you control, add one mana of that color."
    out = only_ability(parse_text("Tarnation Vista", "Land", text)).output
    assert out.each and out.filter.monocolored


def test_glued_keyword_repaired_lukka():
    """A source lost the line break after "Compleated" (spoiler data of 2021–2023 did); the loyalty ability after it
    is read."""
    text = ("Compleated+1: Add {R}{G}. Spend this mana only to cast creature spells or activate abilities of "
            "creatures.")
    (effect,) = parse_text("Lukka, Bound to Ruin", "Legendary Planeswalker — Lukka", text).mana_effects
    assert (effect.loyalty, effect.output) == (1, Produce.one_of("RG"))


# ---------------------------------------------------------------------------------------------------- every family
# One real card of each category label of the card data (the heuristic labels of Card.categories), its text as
# the shipped database has it. The families of issue 4 (could produce, replacement, land types) are read by its
# modules through the same tables; mana-pool effects are not read yet, and are reported.
@pytest.mark.parametrize("category, name, type_line, text, understood", [
    ("mana_ability", "Llanowar Elves", "Creature — Elf Druid", "{T}: Add {G}.", True),
    ("reminder_mana_ability", "Badlands", "Land — Swamp Mountain", "({T}: Add {B} or {R}.)", True),
    ("reminder_mana_ability_token", "Big Score", "Instant",
     "As an additional cost to cast this spell, discard a card.\nDraw two cards and create two Treasure tokens. "
     "(They're artifacts with \"{T}, Sacrifice this token: Add one mana of any color.\")", True),
    ("basic_land", "Forest", "Basic Land — Forest", "({T}: Add {G}.)", True),
    ("could_produce", "Exotic Orchard", "Land",
     "{T}: Add one mana of any color that a land an opponent controls could produce.", True),
    ("mana_replacement_or_modifier", "Mana Reflection", "Enchantment",
     "If you tap a permanent for mana, it produces twice as much of that mana instead.", True),
    ("land_type_heuristic", "Blood Moon", "Enchantment", "Nonbasic lands are Mountains.", True),
    ("requested", "Chromatic Lantern", "Artifact",
     "Lands you control have \"{T}: Add one mana of any color.\"\n{T}: Add one mana of any color.", True),
    ("mana_pool_effect", "Doubling Cube", "Artifact",
     "{3}, {T}: Double the amount of each type of mana in your mana pool.", True),  # CR 701.9f: read
])
def test_a_real_card_of_every_category(category, name, type_line, text, understood):
    from manaplan.models.cards.store import default_database

    card = default_database().get(name)
    assert category in card.categories and card.oracle_text == text  # the text is the card data's
    parsed = parse_text(name, type_line, text)
    assert parsed.fully_understood is understood
    if not understood:
        assert [u.text for u in parsed.unsupported] == [text]


def test_every_modal_double_faced_land_face_is_understood():
    """The land faces of modal double-faced cards (Shatterskull, the Hammer Pass …) are parsed as faces."""
    from manaplan.models.cards.store import default_database
    from manaplan.models.oracle.parser import parse_card

    faces = [f for c in default_database() if c.layout == "modal_dfc" for f in c.faces if f.is_land]
    assert len(faces) >= 40
    for face in faces:
        parsed = parse_card(face)
        assert parsed.fully_understood and parsed.mana_abilities, face.name


def test_details_name_each_field_a_consumer_must_honour():
    text = ("{T}: Add {G}.\nFerocious — {T}: Add {G}{G}. Activate this ability only if you control a creature with "
            "power 4 or greater.")
    _, ferocious = abilities(parse_text("Whisperer of the Wilds", "Creature — Human Shaman", text))
    assert "condition.you_control.min_power" in ferocious.details()
    nest = only_ability(parse_text("Titans' Nest", "Enchantment", "Exile a card from your graveyard: Add {C}. Spend "
                                   "this mana only to cast a colored spell without {X} in its mana cost."))
    assert "spend.use.qualities" in nest.details()
