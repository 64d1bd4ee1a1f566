"""The oracle parser on real cards' real text.

Card text is copied from the card data (/work/shared/cards, current Oracle wording unless a test says otherwise);
older wordings come from pre-2017 Oracle text as other engines and Gatherer copies kept it ("to your mana pool",
colorless mana written {1} / {2}). Expected values are built from the rules, not from the parser.
"""

from __future__ import annotations

import pytest
from manaplan.models.ability import (
    ActivationCost,
    ManaAbility,
    ParsedCard,
    PermanentFilter,
    Produce,
)
from manaplan.models.cards.store import Card
from manaplan.models.costs import ManaCost
from manaplan.models.mana import COLORS, ManaType
from manaplan.models.oracle.parser import parse_card, parse_text

T = ManaType
TAP = ActivationCost(tap=True)


def only_ability(parsed: ParsedCard) -> ManaAbility:
    """The card's one mana ability; the test fails if there is not exactly one, or if text was not understood."""
    assert parsed.unsupported == ()
    assert len(parsed.mana_abilities) == 1, parsed.mana_abilities
    return parsed.mana_abilities[0]


def same_effect(a: ManaAbility, cost: ActivationCost, output: Produce, damage: int = 0) -> bool:
    return (a.cost, a.output, a.damage_to_you) == (cost, output, damage)


# ---------------------------------------------------------------------------------------------------- "Add" forms
def test_tap_for_one_colour_llanowar_elves():
    text = "{T}: Add {G}."
    ability = only_ability(parse_text("Llanowar Elves", "Creature — Elf Druid", text))
    assert same_effect(ability, TAP, Produce.one_of("G"))
    assert ability.text == text
    assert not ability.intrinsic


def test_two_colorless_sol_ring():
    """{C} is one colorless mana (CR 107.4c); {C}{C} adds two."""
    ability = only_ability(parse_text("Sol Ring", "Artifact", "{T}: Add {C}{C}."))
    assert same_effect(ability, TAP, Produce.one_of("CC"))
    assert ability.output.amount == 2
    assert ability.could_produce() == {T.C}


def test_any_colour_birds_of_paradise_keyword_line_ignored():
    parsed = parse_text("Birds of Paradise", "Creature — Bird", "Flying\n{T}: Add one mana of any color.")
    ability = only_ability(parsed)
    assert same_effect(ability, TAP, Produce.any_color(1))
    assert ability.could_produce() == set(COLORS)


def test_two_mana_of_any_one_colour_blossom_clad_werewolf():
    text = ("{T}: Add two mana of any one color.\n"
            "Nightbound (If a player casts at least two spells during their own turn, it becomes day next turn.)")
    ability = only_ability(parse_text("Blossom-Clad Werewolf", "Creature — Werewolf", text))
    assert set(ability.output.choices) == {(c, c) for c in COLORS}


def test_three_mana_of_any_one_colour_gilded_lotus():
    ability = only_ability(parse_text("Gilded Lotus", "Artifact", "{T}: Add three mana of any one color."))
    assert set(ability.output.choices) == {(c, c, c) for c in COLORS}


def test_one_of_three_colours_arcane_sanctum():
    parsed = parse_text("Arcane Sanctum", "Land", "This land enters tapped.\n{T}: Add {W}, {U}, or {B}.")
    ability = only_ability(parsed)
    assert set(ability.output.choices) == {(T.W,), (T.U,), (T.B,)}


@pytest.mark.parametrize("name, text, pair", [
    ("Dimir Aqueduct", "Dimir Aqueduct enters tapped.\nWhen Dimir Aqueduct enters, return a land you control to its "
                       "owner's hand.\n{T}: Add {U}{B}.", (T.U, T.B)),
    ("Rakdos Carnarium", "Rakdos Carnarium enters the battlefield tapped.\nWhen Rakdos Carnarium enters the "
                         "battlefield, return a land you control to its owner's hand.\n{T}: Add {B}{R}.", (T.B, T.R)),
])
def test_two_mana_at_once_bounce_lands(name, text, pair):
    """"Add {U}{B}" adds both mana at once: one choice of two mana, not a choice between them (CR 106.4)."""
    ability = only_ability(parse_text(name, "Land", text))
    assert ability.cost == TAP
    assert len(ability.output.choices) == 1
    assert sorted(ability.output.choices[0], key=lambda t: t.order) == list(pair)


def test_filter_land_mystic_gate():
    """Hybrid mana in the cost (CR 107.4e) and three two-mana choices in the effect."""
    parsed = parse_text("Mystic Gate", "Land", "{T}: Add {C}.\n{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}.")
    assert parsed.unsupported == ()
    plain, gate = parsed.mana_abilities
    assert same_effect(plain, TAP, Produce.one_of("C"))
    assert gate.cost == ActivationCost(tap=True, mana=ManaCost.parse("{W/U}"))
    assert set(gate.output.choices) == {(T.W, T.W), (T.W, T.U), (T.U, T.U)}


def test_signet_pays_generic_mana_azorius_signet():
    ability = only_ability(parse_text("Azorius Signet", "Artifact", "{1}, {T}: Add {W}{U}."))
    assert ability.cost == ActivationCost(tap=True, mana=ManaCost.parse("{1}"))
    assert ability.output == Produce.one_of("WU")


# ---------------------------------------------------------------------------------------------------- costs
def test_untap_symbol_pili_pala():
    """{Q} is the untap symbol (CR 107.6); its reminder text is not rules text (CR 207.2a)."""
    text = "Flying\n{2}, {Q}: Add one mana of any color. ({Q} is the untap symbol.)"
    ability = only_ability(parse_text("Pili-Pala", "Artifact Creature — Scarecrow", text))
    assert ability.cost == ActivationCost(untap=True, mana=ManaCost.parse("{2}"))
    assert not ability.cost.tap


def test_pay_life_mana_confluence():
    ability = only_ability(parse_text("Mana Confluence", "Land", "{T}, Pay 1 life: Add one mana of any color."))
    assert ability.cost == ActivationCost(tap=True, life=1)


@pytest.mark.parametrize("name, type_line, text", [
    ("Lotus Petal", "Artifact", "{T}, Sacrifice Lotus Petal: Add one mana of any color."),  # Magarena, own name
    ("Treasure", "Artifact — Treasure", "{T}, Sacrifice this token: Add one mana of any color."),
    # a Treasure token as a Treasure maker's reminder text describes it
    ("Treasure", "Token Artifact — Treasure", "{T}, Sacrifice this artifact: Add one mana of any color."),
])
def test_sacrifice_itself_for_any_colour(name, type_line, text):
    ability = only_ability(parse_text(name, type_line, text))
    assert same_effect(ability, ActivationCost(tap=True, sacrifice_self=True), Produce.any_color(1))


@pytest.mark.parametrize("name, type_line, text, combo", [
    ("Basal Thrull", "Creature — Thrull", "{T}, Sacrifice this creature: Add {B}{B}.", "BB"),
    ("Eldrazi Spawn", "Creature — Eldrazi Spawn", "Sacrifice this token: Add {C}.", "C"),
])
def test_sacrifice_this_creature(name, type_line, text, combo):
    ability = only_ability(parse_text(name, type_line, text))
    assert ability.cost.sacrifice_self
    assert ability.output == Produce.one_of(combo)


def test_sacrifice_this_land_havenwood_battleground():
    text = "This land enters tapped.\n{T}: Add {G}.\n{T}, Sacrifice this land: Add {G}{G}."
    parsed = parse_text("Havenwood Battleground", "Land", text)
    assert parsed.unsupported == ()
    tap, sac = parsed.mana_abilities
    assert same_effect(tap, TAP, Produce.one_of("G"))
    assert same_effect(sac, ActivationCost(tap=True, sacrifice_self=True), Produce.one_of("GG"))


def test_remove_a_counter_from_this_artifact_pentad_prism():
    """Sunburst's reminder text speaks of mana but is not rules text (CR 207.2a): nothing unsupported."""
    text = ("Sunburst (This enters with a charge counter on it for each color of mana spent to cast it.)\n"
            "Remove a charge counter from this artifact: Add one mana of any color.")
    ability = only_ability(parse_text("Pentad Prism", "Artifact", text))
    assert same_effect(ability, ActivationCost(remove_counters=(("charge", 1),)), Produce.any_color(1))


def test_remove_a_counter_by_name_and_sacrifice_when_out_gemstone_mine():
    text = ("Gemstone Mine enters the battlefield with three mining counters on it.\n"
            "{T}, Remove a mining counter from Gemstone Mine: Add one mana of any color. If there are no mining "
            "counters on Gemstone Mine, sacrifice it.")
    ability = only_ability(parse_text("Gemstone Mine", "Land", text))
    assert ability.cost == ActivationCost(tap=True, remove_counters=(("mining", 1),))
    assert ability.output == Produce.any_color(1)
    assert ability.sacrifice_if_no_counters == "mining"


def test_remove_a_counter_tendo_ice_bridge():
    text = ("Tendo Ice Bridge enters the battlefield with a charge counter on it.\n{T}: Add {C}.\n"
            "{T}, Remove a charge counter from Tendo Ice Bridge: Add one mana of any color.")
    parsed = parse_text("Tendo Ice Bridge", "Land", text)
    assert parsed.unsupported == ()
    assert [a.cost.remove_counters for a in parsed.mana_abilities] == [(), (("charge", 1),)]


@pytest.mark.parametrize("name, text, output", [
    ("Ashnod's Altar", "Sacrifice a creature: Add {C}{C}.", Produce.one_of("CC")),
    ("Phyrexian Altar", "Sacrifice a creature: Add one mana of any color.", Produce.any_color(1)),
])
def test_sacrifice_a_creature_altars(name, text, output):
    ability = only_ability(parse_text(name, "Artifact", text))
    assert not ability.cost.tap
    (sacrificed,) = ability.cost.sacrifices
    assert sacrificed.card_types == {"Creature"} and not sacrificed.subtypes and not sacrificed.another
    assert sacrificed.matches({"Creature"}, {"Elf"}) and not sacrificed.matches({"Artifact"}, set())
    assert ability.output == output


def test_tap_and_sacrifice_a_creature_phyrexian_tower():
    parsed = parse_text("Phyrexian Tower", "Legendary Land", "{T}: Add {C}.\n{T}, Sacrifice a creature: Add {B}{B}.")
    assert parsed.unsupported == ()
    _, sac = parsed.mana_abilities
    assert sac.cost.tap and [f.card_types for f in sac.cost.sacrifices] == [{"Creature"}]


def test_sacrifice_an_artifact_krark_clan_ironworks():
    ability = only_ability(parse_text("Krark-Clan Ironworks", "Artifact", "Sacrifice an artifact: Add {C}{C}."))
    assert [f.card_types for f in ability.cost.sacrifices] == [{"Artifact"}]


def test_sacrifice_a_forest_is_a_subtype_goblin_clearcutter_cost():
    from manaplan.models.oracle.costs import parse_activation_cost

    text = "{T}, Sacrifice a Forest: Add three mana in any combination of {R} and/or {G}."
    cost = parse_activation_cost(text.split(":")[0])
    (forest,) = cost.sacrifices
    assert forest.subtypes == {"Forest"} and forest.card_types == frozenset()
    assert forest.matches({"Land"}, {"Forest", "Island"}) and not forest.matches({"Land"}, {"Island"})
    ability = only_ability(parse_text("Goblin Clearcutter", "Creature — Goblin", text))
    assert ability.cost.sacrifices == cost.sacrifices and ability.cost.tap


def test_sacrifice_another_creature_master_of_dark_rites_cost():
    from manaplan.models.oracle.costs import parse_activation_cost

    cost = parse_activation_cost("{T}, Sacrifice another creature")
    assert cost.tap
    assert cost.sacrifices == (PermanentFilter(frozenset({"Creature"}), another=True, text="another creature"),)


# ---------------------------------------------------------------------------------------------------- riders
@pytest.mark.parametrize("name, text, colours", [
    ("Karplusan Forest", "{T}: Add {C}.\n{T}: Add {R} or {G}. This land deals 1 damage to you.", "RG"),
    ("Shivan Reef", "{T}: Add {C}.\n{T}: Add {U} or {R}. This land deals 1 damage to you.", "UR"),
    ("Adarkar Wastes", "{T}: Add {C}.\n{T}: Add {W} or {U}. This land deals 1 damage to you.", "WU"),
])
def test_pain_land_damage_belongs_only_to_the_coloured_ability(name, text, colours):
    parsed = parse_text(name, "Land", text)
    assert parsed.unsupported == ()
    colorless, coloured = parsed.mana_abilities
    assert same_effect(colorless, TAP, Produce.one_of("C"), damage=0)
    assert same_effect(coloured, TAP, Produce.one_of(*colours), damage=1)
    assert parsed.tapped_damage == 0


def test_damage_by_name_ancient_tomb():
    ability = only_ability(parse_text("Ancient Tomb", "Land", "{T}: Add {C}{C}. Ancient Tomb deals 2 damage to you."))
    assert same_effect(ability, TAP, Produce.one_of("CC"), damage=2)


def test_damage_by_name_grand_coliseum_magarena_wording():
    text = ("Grand Coliseum enters the battlefield tapped.\n{T}: Add {C}.\n"
            "{T}: Add one mana of any color. Grand Coliseum deals 1 damage to you.")
    parsed = parse_text("Grand Coliseum", "Land", text)
    assert parsed.unsupported == ()
    assert [a.damage_to_you for a in parsed.mana_abilities] == [0, 1]


@pytest.mark.parametrize("text", [
    "Whenever this land becomes tapped, it deals 1 damage to you.\n{T}: Add one mana of any color.",  # current
    "Whenever City of Brass becomes tapped, it deals 1 damage to you.\n{T}: Add one mana of any color.",  # older
])
def test_city_of_brass_deals_damage_whenever_tapped(text):
    """The damage is a triggered ability on becoming tapped, not part of the mana ability."""
    parsed = parse_text("City of Brass", "Land", text)
    ability = only_ability(parsed)
    assert same_effect(ability, TAP, Produce.any_color(1), damage=0)
    assert parsed.tapped_damage == 1


# ---------------------------------------------------------------------------------------------------- CR 305.6
@pytest.mark.parametrize("name, type_line, text, colours", [
    ("Forest", "Basic Land — Forest", "({T}: Add {G}.)", "G"),
    ("Snow-Covered Forest", "Basic Snow Land — Forest", "({T}: Add {G}.)", "G"),
    ("Tropical Island", "Land — Forest Island", "({T}: Add {G} or {U}.)", "GU"),
    ("Breeding Pool", "Land — Forest Island",
     "({T}: Add {G} or {U}.)\nAs this land enters, you may pay 2 life. If you don't, it enters tapped.", "GU"),
    ("Overgrown Tomb", "Land — Swamp Forest",
     "({T}: Add {B} or {G}.)\nAs this land enters, you may pay 2 life. If you don't, it enters tapped.", "BG"),
    ("Raffine's Tower", "Land — Plains Island Swamp",
     "({T}: Add {W}, {U}, or {B}.)\nRaffine's Tower enters the battlefield tapped.\n"
     "Cycling {3} ({3}, Discard this card: Draw a card.)", "WUB"),
    ("Dryad Arbor", "Land Creature — Forest Dryad",
     '(Dryad Arbor isn\'t a spell, it\'s affected by summoning sickness, and it has "{T}: Add {G}.")', "G"),
])
def test_basic_land_types_give_intrinsic_abilities(name, type_line, text, colours):
    """CR 305.6: a land with a basic land type has "{T}: Add [mana]" for each, whatever its text; the reminder
    text says so but is not rules text (CR 207.2a), so there is exactly one ability per type, not two."""
    parsed = parse_text(name, type_line, text)
    assert parsed.unsupported == ()
    assert all(a.intrinsic and a.cost == TAP for a in parsed.mana_abilities)
    assert len(parsed.mana_abilities) == len(colours)
    assert {a.output for a in parsed.mana_abilities} == {Produce.one_of(c) for c in colours}
    assert parsed.could_produce() == {ManaType(c) for c in colours}


def test_wastes_has_no_basic_land_type_so_its_ability_is_printed():
    ability = only_ability(parse_text("Wastes", "Basic Land", "{T}: Add {C}."))
    assert not ability.intrinsic
    assert ability.output == Produce.one_of("C")


def test_a_nonland_has_no_intrinsic_abilities():
    """Basic land types are land subtypes; a creature's type line gives no mana (CR 305.6 speaks of lands)."""
    parsed = parse_text("Forest Dryad", "Creature — Dryad", "")
    assert parsed.mana_abilities == () and parsed.unsupported == ()


# ---------------------------------------------------------------------------------------------------- older wording
@pytest.mark.parametrize("name, type_line, old, new", [
    ("Llanowar Elves", "Creature — Elf Druid", "{T}: Add {G} to your mana pool.", "{T}: Add {G}."),
    ("Sol Ring", "Artifact", "{T}: Add {C}{C} to your mana pool.", "{T}: Add {C}{C}."),  # 2016–2017 Oracle
    ("Birds of Paradise", "Creature — Bird", "Flying\n{T}: Add one mana of any color to your mana pool.",
     "Flying\n{T}: Add one mana of any color."),
    ("Ashnod's Altar", "Artifact", "Sacrifice a creature: Add {C}{C} to your mana pool.",
     "Sacrifice a creature: Add {C}{C}."),
    # own name where today's text says "this land"; the pre-2016 {1} for colorless mana (CR 107.4c came later)
    ("Llanowar Wastes", "Land",
     "{T}: Add {1} to your mana pool.\n{T}: Add {B} or {G} to your mana pool. Llanowar Wastes deals 1 damage to you.",
     "{T}: Add {C}.\n{T}: Add {B} or {G}. This land deals 1 damage to you."),
    ("Vivid Crag", "Land",
     "Vivid Crag enters the battlefield tapped with two charge counters on it.\n{T}: Add {R} to your mana pool.\n"
     "{T}, Remove a charge counter from Vivid Crag: Add one mana of any color to your mana pool.",
     "Vivid Crag enters tapped with two charge counters on it.\n{T}: Add {R}.\n"
     "{T}, Remove a charge counter from this land: Add one mana of any color."),
    ("Mana Crypt", "Artifact",
     "At the beginning of your upkeep, flip a coin. If you lose the flip, Mana Crypt deals 3 damage to you.\n"
     "{T}: Add {2} to your mana pool.",
     "At the beginning of your upkeep, flip a coin. If you lose the flip, this artifact deals 3 damage to you.\n"
     "{T}: Add {C}{C}."),
])
def test_older_wording_means_the_same(name, type_line, old, new):
    before, after = parse_text(name, type_line, old), parse_text(name, type_line, new)
    assert before.unsupported == () == after.unsupported
    assert len(before.mana_abilities) >= 1
    effect = [(a.cost, a.output, a.damage_to_you) for a in before.mana_abilities]
    assert effect == [(a.cost, a.output, a.damage_to_you) for a in after.mana_abilities]


def test_pre_2016_colorless_is_written_as_a_number():
    ability = only_ability(parse_text("Mana Crypt", "Artifact", "{T}: Add {2} to your mana pool."))
    assert ability.output == Produce.one_of("CC")


def test_legendary_name_shortened_before_the_comma():
    """Ramos, Dragon Engine's text calls it "Ramos"; that is a reference to itself (CR 201.5)."""
    from manaplan.models.oracle.text import mark_self, self_names

    line = "Remove five +1/+1 counters from Ramos: Add {W}{W}{U}{U}{B}{B}{R}{R}{G}{G}. Activate only once each turn."
    assert mark_self(line, self_names("Ramos, Dragon Engine")).startswith("Remove five +1/+1 counters from ~:")


# ---------------------------------------------------------------------------------------------------- unsupported
def _one_unsupported(parsed: ParsedCard) -> str:
    assert len(parsed.unsupported) == 1, parsed.unsupported
    return parsed.unsupported[0].text


# Counted amounts, "could produce", granted abilities, triggered mana and land types are read since issue 4: see
# tests/test_produce_parsing.py.
@pytest.mark.parametrize("name, type_line, text, line", [
    # a mana ability partly understood is wholly unsupported: a rider that is not understood (a fact with no name)
    ("Test Tome", "Legendary Artifact", "{T}: Add {C}. If you have the high ground, add {C}{C} instead.", None),
    # an X in a side effect with no X in the cost: which X is meant, nothing says (CR 107.3)
    ("Test Pasture", "Land", "{T}: Add {C}{C}. You gain X life.", None),
    # a colour chosen at random after mana that is not "of the color last chosen" (Gem Bazaar's is read)
    ("Test Bazaar", "Land", "{T}: Add {G}. Then choose a random color.", None),
    # a keyword with rules meaning before the ability (boast: only if it attacked this turn)
    ("Test Boaster", "Creature — Human Warrior", "Boast — {T}: Add {R}{R}.", None),
    # a mana ability that exists only from a Class level on (no condition says a Class's level yet)
    ("Test Class", "Enchantment — Class", "{2}{G}: Level 2\n{T}: Add {G}{G}.", "{T}: Add {G}{G}."),
    # "Add" with no cost on a land (a known defect of some Pathway texts): not an ability we may guess at
    ("Barkchannel Pathway", "Land", "Add {G}.", None),
])
def test_mana_text_not_understood_is_quoted_and_not_guessed(name, type_line, text, line):
    parsed = parse_text(name, type_line, text)
    assert _one_unsupported(parsed) == (line or text)
    assert parsed.unsupported[0].reason
    assert parsed.mana_abilities == ()
    assert not parsed.fully_understood


def test_understood_and_not_understood_side_by_side_muraganda_raceway():
    text = ("Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when "
            "an opponent loses life. Max speed is 4.)\n{T}: Add {C}.\nBoast — {T}: Add {C}{C}.")
    parsed = parse_text("Muraganda Raceway", "Land", text)
    assert [a.output for a in parsed.mana_abilities] == [Produce.one_of("C")]
    assert _one_unsupported(parsed) == "Boast — {T}: Add {C}{C}."


def test_mana_ability_with_an_effect_not_understood_is_unsupported_whole():
    """The other effect does not stop it being a mana ability (CR 605.1a), but it is not understood, so the
    ability is reported rather than used without it (Tibalt's draft, on a test card)."""
    text = "{T}: Add {R}{R}. Draft a card from this land's spellbook, then exile it."
    parsed = parse_text("Test Land", "Land", text)
    assert parsed.mana_abilities == ()
    assert _one_unsupported(parsed) == text
    assert "Draft a card" in parsed.unsupported[0].reason


def test_loyalty_ability_that_adds_mana_is_not_a_mana_ability():
    """CR 605.1a: a loyalty ability is never a mana ability; what it adds is a mana effect of the card (with its
    loyalty cost), and the other loyalty abilities (not about mana) are ignored."""
    text = ("+1: Exile the top card of your library. You may cast that card. If you don't, Chandra, Torch of Defiance "
            "deals 2 damage to each opponent.\n+1: Add {R}{R}.\n−3: Chandra, Torch of Defiance deals 4 damage to "
            "target creature.\n−7: You get an emblem with \"Whenever you cast a spell, this emblem deals 5 damage to "
            "any target.\"")
    parsed = parse_text("Chandra, Torch of Defiance", "Legendary Planeswalker — Chandra", text)
    assert parsed.mana_abilities == () and parsed.unsupported == ()
    (effect,) = parsed.mana_effects
    assert (effect.kind, effect.loyalty, effect.output) == ("loyalty", 1, Produce.one_of("RR"))
    assert effect.text == "+1: Add {R}{R}."
    assert parsed.could_produce() == frozenset()  # not a mana ability: not part of CR 106.7's could produce


def test_ability_with_a_target_is_not_a_mana_ability_the_warring_triad():
    """CR 605.5a: "Target player adds …" targets, so it is not a mana ability."""
    text = ("Flying, trample, haste\nAs long as there are fewer than eight cards in your graveyard, The Warring Triad "
            "isn't a creature.\n{T}, Mill a card: Target player adds one mana of any color.")
    parsed = parse_text("The Warring Triad", "Legendary Artifact Creature — God", text)
    assert parsed.mana_abilities == () and parsed.unsupported == ()
    (effect,) = parsed.mana_effects  # read as mana that uses the stack (issue 6), never a mana ability
    assert effect.kind == "activated" and effect.player == "target player"
    assert effect.describe() == "{T}, Mill a card: Target player adds one mana of any color."


@pytest.mark.parametrize("text", ["Add {B}{B}{B}.", "Add {B}{B}{B} to your mana pool."])
def test_a_spell_that_adds_mana_is_not_a_mana_ability_dark_ritual(text):
    """CR 605.5b: a spell is never a mana ability; Dark Ritual's effect is a mana effect of the card."""
    parsed = parse_text("Dark Ritual", "Instant", text)
    assert parsed.mana_abilities == () and parsed.unsupported == ()
    (effect,) = parsed.mana_effects
    assert (effect.kind, effect.output, effect.additional_cost) == ("spell", Produce.one_of("BBB"), None)


def test_unsupported_text_is_quoted_as_printed_with_the_cards_name():
    text = "{T}: Add {B}. Tomb of Urami deals 1 damage to you unless you paid {1}."
    parsed = parse_text("Tomb of Urami", "Legendary Land", text)
    assert _one_unsupported(parsed) == text  # not "~ deals …"


def test_reminder_text_is_left_out_of_the_quote():
    text = "{T}: Add {C}. Spend this mana only to cast spells that share a color with a Shrine. (A reminder.)"
    parsed = parse_text("Test Card", "Land", text)
    assert _one_unsupported(parsed) == "{T}: Add {C}. Spend this mana only to cast spells that share a color with a Shrine."


# ---------------------------------------------------------------------------------------------------- ignored
@pytest.mark.parametrize("name, type_line, text", [
    ("Carrion Feeder", "Creature — Zombie",
     "Carrion Feeder can't block.\nSacrifice a creature: Put a +1/+1 counter on Carrion Feeder."),
    ("Zuran Orb", "Artifact", "Sacrifice a land: You gain 2 life."),
    # Damping Matrix and Pithing Needle are read now (tests/oracle/test_families.py: they stop untap abilities)
    ("Akoum Hellkite", "Creature — Dragon",
     "Flying\nLandfall — Whenever a land enters the battlefield under your control, Akoum Hellkite deals 1 damage to "
     "target creature or player. If that land is a Mountain, Akoum Hellkite deals 2 damage to that creature or player "
     "instead."),
    ("Lightning Bolt", "Instant", "Lightning Bolt deals 3 damage to any target."),
])
def test_text_not_about_mana_is_ignored_silently(name, type_line, text):
    assert parse_text(name, type_line, text) == ParsedCard(name)


def test_other_abilities_of_a_mana_card_are_ignored_mind_stone():
    parsed = parse_text("Mind Stone", "Artifact", "{T}: Add {C}.\n{1}, {T}, Sacrifice this artifact: Draw a card.")
    assert only_ability(parsed).output == Produce.one_of("C")


def test_static_abilities_of_a_mana_rock_are_ignored_basalt_monolith():
    text = "This artifact doesn't untap during your untap step.\n{T}: Add {C}{C}{C}.\n{3}: Untap this artifact."
    assert only_ability(parse_text("Basalt Monolith", "Artifact", text)).output == Produce.one_of("CCC")


# ---------------------------------------------------------------------------------------------------- parse_card
def test_parse_card_reads_a_card_value():
    card = Card("Sol Ring", "{1}", "Artifact", "{T}: Add {C}{C}.")
    assert parse_card(card) == parse_text("Sol Ring", "Artifact", "{T}: Add {C}{C}.")


def test_parse_card_is_cached():
    card = Card("Llanowar Elves", "{G}", "Creature — Elf Druid", "{T}: Add {G}.")
    assert parse_card(card) is parse_card(Card("Llanowar Elves", "{G}", "Creature — Elf Druid", "{T}: Add {G}."))


def test_parse_card_parses_the_face_given():
    front = Card("Barkchannel Pathway", "", "Land", "{T}: Add {G}.", layout="modal_dfc",
                 full_name="Barkchannel Pathway // Tidechannel Pathway")
    back = Card("Tidechannel Pathway", "", "Land", "{T}: Add {U}.", layout="modal_dfc",
                full_name="Barkchannel Pathway // Tidechannel Pathway")
    assert parse_card(front).could_produce() == {T.G}
    assert parse_card(back).could_produce() == {T.U}
    assert parse_card(back).name == "Tidechannel Pathway"
