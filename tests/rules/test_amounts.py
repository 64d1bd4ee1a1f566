"""Counted amounts (issue 6, family H1): mana equal to a power or toughness, the greatest power, a number of
permanents with a keyword, power or attacking, domain, facts of the game, the sacrificed permanent's power or mana
value, and "X mana in any combination". Texts come from the shipped card database; the expected figures of each
board are worked out by hand in its docstring from the rules cited."""

from __future__ import annotations

from pathlib import Path

import pytest

from dataclasses import replace

from manaplan.models.ability import (
    BasicLandTypes,
    Counted,
    CounterCount,
    Devotion,
    DifferentPowers,
    FactCount,
    GreatestPower,
    ManaAbility,
    PermanentCount,
    PermanentFilter,
    Produce,
    SacrificedStat,
    SelfStat,
    SharedCreatureType,
)
from manaplan.models.board_files import board_from_data, load_board, parse_inline
from manaplan.models.cards.store import default_database
from manaplan.models.mana import COLORS
from manaplan.models.mana import ManaType as T
from manaplan.models.oracle.parser import parse_text
from manaplan.models.oracle.costs import parse_activation_cost
from manaplan.solver.effective import effective_board
from manaplan.solver.pay.solve import solve_payment
from manaplan.solver.produce.solve import produce

HERE = Path(__file__).resolve().parents[1]
PRODUCE = HERE / "produce_boards"
PAY = HERE / "pay_boards"
ANY = Produce.any_color(1)
EVERY = Produce.one_of(*(c.value for c in COLORS))


def parsed(name: str):
    card = default_database().get(name)
    assert card is not None, name
    return parse_text(card.name, card.type_line, card.oracle_text)


def counted(name: str) -> Counted:
    """The one counted output of a card: of its mana abilities or, for a spell or loyalty ability, its mana effect."""
    p = parsed(name)
    assert p.fully_understood, p.unsupported
    outs = [a.output for a in p.mana_abilities if isinstance(a.output, Counted)]
    outs += [e.output for e in p.mana_effects if isinstance(e.output, Counted)]
    (out,) = outs
    return out


# ---------------------------------------------------------------------------------------------------- parsing
@pytest.mark.parametrize("name, unit, stat, combination", [
    ("Cradle Clearcutter", Produce.one_of("G"), "power", False),
    ("Marwyn, the Nurturer", Produce.one_of("G"), "power", False),
    ("Viridian Joiner", Produce.one_of("G"), "power", False),
    ("Heronblade Elite", ANY, "power", False),
    ("Kami of Whispered Hopes", ANY, "power", False),
    ("Helga, Skittish Seer", ANY, "power", False),
    ("Redshift, Rocketeer Chief", ANY, "power", False),
    ("Vivi Ornitier", Produce.one_of("U", "R"), "power", True),
])
def test_cr_208_3_amounts_equal_to_its_own_power(name, unit, stat, combination):
    """CR 208.3 (power) and 107.3a (X defined by the text): "an amount of {G} equal to ~'s power", "X mana of any
    one color, where X is ~'s power" (one colour chosen, CR 106.1b), "X mana in any combination of {U} and/or {R},
    where X is ~'s power" (each mana chosen on its own)."""
    out = counted(name)
    assert out.count == SelfStat(stat) and out.unit == unit and out.combination is combination


def test_vhal_reads_a_number_of_colorless_equal_to_its_toughness():
    """"Add a number of {C} equal to ~'s toughness" is the toughness, not the power (its spending restriction is
    another family's: only the amount is checked here)."""
    from manaplan.models.oracle.amounts import read_add

    out = read_add("a number of {C} equal to ~'s toughness")
    assert out == Counted(Produce.one_of("C"), SelfStat("toughness"))


@pytest.mark.parametrize("name, unit, combination", [
    ("Bighorner Rancher", Produce.one_of("G"), False),
    ("Avatar Kyoshi", ANY, False),
    ("Selvala, Heart of the Wilds", EVERY, True),
])
def test_greatest_power_among_creatures_you_control(name, unit, combination):
    out = counted(name)
    assert out.count == GreatestPower() and out.unit == unit and out.combination is combination


def test_selvala_eager_trailblazer_counts_different_powers():
    """"Choose a color. Add one mana of that color for each different power among creatures you control."."""
    out = counted("Selvala, Eager Trailblazer")
    assert out.count == DifferentPowers() and out.unit == ANY and not out.combination


def test_creatures_with_defender_power_and_attacking():
    """"for each creature with defender you control" (Overgrown Battlement), "the number of creatures with defender
    you control" (Axebane Guardian, any combination of colors), "for each creature you control with power 4 or
    greater" (Leafkin Avenger), "for each attacking creature you control" (Dragonrage, a spell)."""
    wall = counted("Overgrown Battlement").count
    assert isinstance(wall, PermanentCount) and wall.keyword == "defender" and wall.filter.card_types == {"Creature"}
    axe = counted("Axebane Guardian")
    assert axe.combination and axe.unit == EVERY and axe.count == wall
    leaf = counted("Leafkin Avenger").count
    assert leaf.filter.min_power == 4 and leaf.controller == "you" and not leaf.keyword
    rage = counted("Dragonrage").count
    assert rage.attacking and rage.controller == "you"


def test_cr_305_6_domain_counts_basic_land_types():
    out = counted("Prismatic Geoscope")
    assert out.count == BasicLandTypes() and out.combination and out.unit == EVERY


@pytest.mark.parametrize("name, fact", [
    ("Inner Fire", "cards_in_hand"),
    ("Rousing Refrain", "opponent_cards_in_hand"),
    ("Kydele, Chosen of Kruphix", "cards_drawn_this_turn"),
    ("Accomplished Alchemist", "life_gained_this_turn"),
    ("Mana Geyser", "opponent_tapped_lands"),
])
def test_counts_of_facts_the_board_gives(name, fact):
    """Hand sizes, cards drawn and life gained this turn, opponents' tapped lands: facts of the board's ``facts:``
    (a board need not list every land of every opponent, so Mana Geyser does not count the board's)."""
    assert counted(name).count == FactCount(fact)


@pytest.mark.parametrize("name, stat, what, plus", [
    ("Furgul, Quag Nurturer", "power", "creature", 0),
    ("Illuminor Szeras", "mana value", "creature", 0),
    ("Priest of Yawgmoth", "mana value", "artifact", 0),
    ("Slobad, Iron Goblin", "mana value", "artifact", 0),
    ("Burnt Offering", "mana value", "creature", 0),  # "converted mana cost", the older name (CR 202.3)
    ("Metamorphosis", "mana value", "creature", 1),
])
def test_the_sacrificed_permanents_value(name, stat, what, plus):
    out = counted(name)
    assert out.count == SacrificedStat(stat, what) and out.plus == plus


def test_xenagos_plus_one_is_a_loyalty_effect_with_a_counted_amount():
    """CR 606: a loyalty ability is not a mana ability; what it adds is still read."""
    (effect,) = parsed("Xenagos, the Reveler").mana_effects
    assert effect.kind == "loyalty" and effect.loyalty == 1
    out = effect.output
    assert out.combination and out.unit == Produce.one_of("R", "G") and out.count.filter.card_types == {"Creature"}


def test_white_lotus_tile_reads_the_most_creatures_sharing_a_creature_type():
    """White Lotus Tile: "X mana of any one color, where X is the greatest number of creatures you control that have
    a creature type in common" is a count of its own (changelings have every creature type, CR 702.73a, which the
    board's subtypes do not list: the solver counts them with every type). (Creatures that entered the battlefield
    this turn are read now, from the board's ``entered:``: tests/test_last_cards.py; cards named ~ in each graveyard
    are read as NamedInGraveyards, which no solver counts since only your graveyard is on the board:
    tests/test_corpus_gap.py.)"""
    out = counted("White Lotus Tile")
    assert out.count == SharedCreatureType() and out.unit == ANY and not out.combination
    assert out.describe() == ("Add X mana of any one color, where X is the greatest number of creatures you control "
                              "that have a creature type in common.")


@pytest.mark.parametrize("board, total", [
    # Llanowar Elves and Elvish Mystic are Elf Druids, Grizzly Bears a Bear: 2 share Elf; the Tile {G}x2 + 2 Elves
    ("White Lotus Tile, Llanowar Elves, Elvish Mystic, Grizzly Bears", 4),
    ("White Lotus Tile", 0),  # no creature: X is 0 (CR 107.1b: nothing added)
    # Mirror Entity has changeling (every creature type, CR 702.73a): it shares a type with any one of the others:
    # X = 2; Elves, Dryad Arbor and Birds add one each: 5
    ("White Lotus Tile, Llanowar Elves, Mirror Entity, Dryad Arbor, Birds of Paradise", 5),
])
def test_white_lotus_tile_counts_your_creatures_of_one_type(board, total):
    assert produce(parse_inline(board)).max_total == total


def test_white_lotus_tile_counts_only_your_creatures():
    """The opponent's Elvish Mystic shares Elf with your Llanowar Elves, but "creatures you control": X = 1 (each of
    yours alone); the Tile {x}, the Elves {G}: 2."""
    board = board_from_data({"permanents": ["White Lotus Tile", "Llanowar Elves", "Grizzly Bears",
                                            {"card": "Elvish Mystic", "controller": "opponent"}]})
    assert produce(board).max_total == 2


def test_white_lotus_tile_land_types_are_not_creature_types():
    """Two Dryad Arbors (Land Creature — Forest Dryad) and a Forest: the Forest land type (CR 205.3i) is not a
    creature type, so X counts the two Dryads, not the three Forests: the Tile {x}x2, each Arbor and the Forest {G}:
    5."""
    assert produce(parse_inline("White Lotus Tile, Dryad Arbor, Dryad Arbor, Forest")).max_total == 5


def test_a_keyword_not_read_is_not_swallowed():
    from manaplan.models.oracle.amounts import read_add
    from manaplan.models.oracle.text import NotUnderstood

    with pytest.raises(NotUnderstood):
        read_add("{G} for each creature with flying you control")


@pytest.mark.parametrize("out, words", [
    (Counted(Produce.one_of("G"), SelfStat()), "Add an amount of {G} equal to this permanent's power."),
    (Counted(ANY, GreatestPower()), "Add X mana of any one color, where X is the greatest power among creatures "
                                    "you control."),
    (Counted(EVERY, BasicLandTypes(), combination=True), "Add X mana in any combination of colors, where X is the "
                                                         "number of basic land types among lands you control."),
    (Counted(Produce.one_of("R"), FactCount("cards_in_hand")), "Add {R} for each card in your hand."),
    (Counted(ANY, SacrificedStat("mana value"), plus=1), "Add X mana of any one color, where X is 1 plus the "
                                                         "sacrificed creature's mana value."),
])
def test_describe_prints_oracle_like_words(out, words):
    assert out.describe() == words


# ---------------------------------------------------------------------------------------------------- solving
def test_cr_208_3_power_amounts_on_the_board():
    """Heronblade Elite 1/1 with two +1/+1 counters: power 3 (CR 122.1a), three of one colour. Cradle Clearcutter
    with power 1 given: {G}. Bighorner Rancher: greatest power among your creatures is Craw Wurm's 6 (the
    opponent's Ghalta is not yours): {G}x6. Total 3 + 1 + 6 = 10; green 10; white at most 3."""
    out = produce(load_board(PRODUCE / "amount_power.yaml"))
    assert out.max_total == 10
    assert out.max_by_type[T.G] == 10 and out.max_by_type[T.W] == 3 and out.max_by_type[T.C] == 0


def test_an_unknown_power_leaves_the_ability_out_and_says_why():
    """Tarmogoyf's power is * with no power: given: Bighorner Rancher's amount is unknown (never 0, never a
    guess); only Llanowar Elves' {G} is made, and the reason names Tarmogoyf."""
    board = load_board(PRODUCE / "amount_unknown_power.yaml")
    assert produce(board).max_total == 1
    reasons = [u.reason for _, u in effective_board(board).unsupported]
    assert any("power of Tarmogoyf#1 is unknown" in r for r in reasons), reasons


def test_the_board_power_given_makes_it_known():
    """With ``power: 4`` for Tarmogoyf the greatest power is 4: Bighorner adds {G}x4, Elves {G}: 5."""
    board = parse_inline("Bighorner Rancher, Tarmogoyf, Llanowar Elves")
    from dataclasses import replace

    goyf = replace(board.permanents[1], power=4)
    board = replace(board, permanents=(board.permanents[0], goyf, board.permanents[2]))
    assert produce(board).max_total == 5


def test_cr_702_3_creatures_with_defender_on_the_board():
    """Overgrown Battlement, Axebane Guardian, Wall of Roots print Defender: 3 (the opponent's Wall and Llanowar
    Elves do not count). Battlement {G}x3, Axebane three in any combination, Wall of Roots {G} (a -0/-1 counter),
    Elves {G}: 8 in all, all green; white at most 3 (Axebane's)."""
    out = produce(load_board(PRODUCE / "amount_defender.yaml"))
    assert out.max_total == 8 and out.max_by_type[T.G] == 8 and out.max_by_type[T.W] == 3


def test_leafkin_avenger_counts_creatures_with_power_4_or_greater():
    """Leafkin Avenger (4) and Craw Wurm (6) have power 4 or greater, Llanowar Elves (1) does not: {G}{G}, and
    the Elves' {G}: 3."""
    out = produce(parse_inline("Leafkin Avenger, Craw Wurm, Llanowar Elves"))
    assert out.max_total == 3


def test_facts_given_are_counted_and_facts_missing_are_named():
    """Three cards drawn this turn: Kydele adds {C}{C}{C}. The life gained this turn is not given: the Alchemist's
    X ability is left out with "needs facts: life_gained_this_turn"; its other ability adds one mana: 4 in all."""
    board = load_board(PRODUCE / "amount_facts.yaml")
    out = produce(board)
    assert out.max_total == 4 and out.max_by_type[T.C] == 3
    reasons = [u.reason for _, u in effective_board(board).unsupported]
    assert any("needs facts: life_gained_this_turn" in r for r in reasons), reasons


def test_life_gained_given_makes_the_alchemist_add_that_much():
    """With ``life_gained_this_turn: 4``: the Alchemist adds four of one colour (one tap: the better of its two
    abilities), Kydele 3 colorless: 7; red at most 4."""
    from dataclasses import replace

    from manaplan.models.facts import GameFacts

    board = load_board(PRODUCE / "amount_facts.yaml")
    board = replace(board, facts=GameFacts.from_mapping({"cards_drawn_this_turn": 3, "life_gained_this_turn": 4}))
    out = produce(board)
    assert out.max_total == 7 and out.max_by_type[T.R] == 4


def test_cr_305_7_domain_after_land_types():
    """Breeding Pool (Forest Island) and Plains: three basic land types (the second Plains adds none, the opponent's
    Swamp is not yours). Geoscope 3 in any combination + Pool 1 + Plains 2 = 6; white at most 3 + 2 = 5."""
    out = produce(load_board(PRODUCE / "amount_domain.yaml"))
    assert out.max_total == 6 and out.max_by_type[T.W] == 5 and out.max_by_type[T.B] == 3


def test_attacking_creatures_are_the_boards_attacking_flag():
    """Dragonrage is a spell (CR 605.5b), so the board's mana abilities are not changed; the count it reads is
    checked here on the solver side through a permanent with the same count: "{R} for each attacking creature you
    control" counts the creatures given ``attacking: true`` (CR 508.1)."""
    from dataclasses import replace

    from manaplan.solver.effective import Characteristics, count_of

    board = parse_inline("Llanowar Elves, Grizzly Bears, Craw Wurm")

    perms = (replace(board.permanents[0], attacking=True), replace(board.permanents[1], attacking=True),
             board.permanents[2])
    board = replace(board, permanents=perms)
    count = counted("Dragonrage").count
    chars = {p.id: Characteristics(frozenset(p.card.card_types), frozenset(p.card.subtypes),
                                   frozenset(p.card.supertypes)) for p in board.permanents}
    assert count_of(count, board.permanents[2], board, chars) == 2


def test_cr_608_2h_the_sacrificed_artifacts_mana_value_pays():
    """Priest of Yawgmoth sacrificing Cradle Clearcutter (mana value 6) adds {B}x6; Sol Ring (mana value 1) would
    add {B}. So {B}x6 is payable by sacrificing the Clearcutter, and {B}x7 is not (one tap of the Priest)."""
    six = solve_payment(load_board(PAY / "amount_sacrificed.yaml"), "{B}{B}{B}{B}{B}{B}")
    assert six.payable and "Cradle Clearcutter#1" in six.sacrificed
    assert not solve_payment(load_board(PAY / "amount_sacrificed.yaml"), "{B}{B}{B}{B}{B}{B}{B}").payable


def test_the_sacrificed_permanent_is_chosen_for_its_value():
    """{B}{C}{C}: Sol Ring taps for {C}{C}, and the Priest sacrifices one artifact for at least {B}: Sol Ring (mana
    value 1; tapped, it can still be sacrificed) or the Clearcutter (6); either pays, with exactly one sacrifice
    (the Priest taps once)."""
    p = solve_payment(load_board(PAY / "amount_sacrificed.yaml"), "{B}{C}{C}")
    assert p.payable and len(p.sacrificed) == 1


def test_produce_counts_the_tapped_clearcutter_before_it_is_sacrificed():
    """Clearcutter taps for {G}x3 (power 3), then is sacrificed to the Priest for {B}x6; Sol Ring {C}{C}: 11."""
    out = produce(load_board(PAY / "amount_sacrificed.yaml"))
    assert out.max_total == 11 and out.max_by_type[T.B] == 6


def test_cr_122_1_empowered_autogenerator_puts_its_counter_on_first():
    """"Put a charge counter on this artifact. Add X mana of any one color, where X is the number of charge counters
    on this artifact.": the counter is on before X is counted (CR 608.2c: instructions in order), so X is one more
    than the counters it had, and the counter stays."""
    p = parsed("Empowered Autogenerator")
    assert p.fully_understood, p.unsupported
    (a,) = p.mana_abilities
    assert a.output.count.kind == "charge" and a.output.plus == 1 and a.counter_changes == (("charge", 1),)


def test_empowered_autogenerator_with_two_counters_adds_three():
    """Two charge counters: a third is put on, then three mana of one colour."""
    board = parse_inline("Empowered Autogenerator")
    from dataclasses import replace

    board = replace(board, permanents=(replace(board.permanents[0], counters=(("charge", 2),)),))
    out = produce(board)
    assert out.max_total == 3 and out.max_by_type[T.U] == 3
    assert solve_payment(board, "{U}{U}{U}").payable and not solve_payment(board, "{U}{U}{U}{U}").payable


def test_selvala_eager_trailblazer_counts_each_power_once():
    """Selvala (4), Llanowar Elves (1), two Grizzly Bears (2, 2): three different powers, so three of one colour; the
    Elves' {G}: 4 in all, blue at most 3."""
    out = produce(parse_inline("Selvala, Eager Trailblazer, Llanowar Elves, Grizzly Bears, Grizzly Bears"))
    assert out.max_total == 4 and out.max_by_type[T.U] == 3 and out.max_by_type[T.G] == 4


def test_total_power_of_attacking_creatures_is_read():
    """Klauth's trigger (read by the trigger family) takes its amount from here: the total power of attacking
    creatures."""
    from manaplan.models.ability import TotalPower
    from manaplan.models.oracle.amounts import read_add

    out = read_add("X mana in any combination of colors, where X is the total power of attacking creatures")
    assert out == Counted(EVERY, TotalPower(), combination=True)


def test_total_power_counts_the_attacking_creatures_only():
    """Grizzly Bears (2) and Craw Wurm (6) attacking, Llanowar Elves (1) not: total power 8."""
    from dataclasses import replace

    from manaplan.models.ability import TotalPower
    from manaplan.solver.effective import Characteristics, count_of

    board = parse_inline("Llanowar Elves, Grizzly Bears, Craw Wurm")
    perms = (board.permanents[0], replace(board.permanents[1], attacking=True),
             replace(board.permanents[2], attacking=True))
    board = replace(board, permanents=perms)
    chars = {p.id: Characteristics(frozenset(p.card.card_types), frozenset(p.card.subtypes),
                                   frozenset(p.card.supertypes)) for p in perms}
    assert count_of(TotalPower(), perms[0], board, chars) == 8


@pytest.mark.parametrize("count", [
    PermanentCount(PermanentFilter(frozenset({"Creature"}), text="creature"), chosen_type=True),
    CounterCount("petal"),
    DifferentPowers(),
    Devotion(),
])
@pytest.mark.parametrize("cost", ["{T}", "{2}, {T}", "{T}, Sacrifice this artifact"])
def test_choose_a_color_forms_print_words_that_read_back(count, cost):
    """"Choose a color. Add …" amounts (one colour chosen as it resolves, CR 106.1b) are a line form of their own
    (no riders after them); their printed words parse back to the same value."""
    ability = ManaAbility(parse_activation_cost(cost.replace("this artifact", "~")), Counted(ANY, count))
    got = parse_text("Test Engine", "Artifact", ability.describe())
    assert got.unsupported == () and got.mana_abilities == (replace(ability, text=ability.describe()),)


def test_every_counted_fact_is_a_board_fact():
    """Each fact a count names is one a board's ``facts:`` may give (models/facts.py), counted, not a flag."""
    from manaplan.models.ability import FACT_AMOUNT_WORDS, FACT_EACH_WORDS
    from manaplan.models.facts import FACTS

    for name in (*FACT_EACH_WORDS, *FACT_AMOUNT_WORDS):
        assert FACTS[name].kind == "count", name


def test_a_victim_of_unknown_power_is_not_sacrificed_for_its_power():
    """Furgul with Tarmogoyf (power *): sacrificing Tarmogoyf would add an unknown amount, so only Furgul itself
    (power 2; "a creature" includes it, and it may be tapped and sacrificed for the same cost) is offered: {G}{G},
    and the reason names Tarmogoyf."""
    board = parse_inline("Furgul, Quag Nurturer, Tarmogoyf")
    assert produce(board).max_total == 2
    assert solve_payment(board, "{G}{G}").payable and not solve_payment(board, "{G}{G}{G}").payable
    reasons = [u.reason for _, u in effective_board(board).unsupported]
    assert any("Tarmogoyf#1 is unknown" in r and "not sacrificed" in r for r in reasons), reasons


def test_a_transformed_permanents_mana_value_is_not_taken_as_0():
    """Insectile Aberration (Delver of Secrets transformed) prints no mana cost, but its mana value is the front
    face's ({U}: 1), which the board's face does not carry: Illuminor Szeras ("Sacrifice another creature: … the
    sacrificed creature's mana value") leaves it out rather than add 0, and may still sacrifice Grizzly Bears (2)."""
    board = parse_inline("Illuminor Szeras, Insectile Aberration, Grizzly Bears")
    eff = effective_board(board)
    (szeras,) = [v for v in eff.views if v.id == "Illuminor Szeras#1"]
    victims = {vid for a in szeras.abilities for vid in (a.victims or ())}
    assert victims == {"Grizzly Bears#1"}
    reasons = [u.reason for _, u in eff.unsupported]
    assert any("Insectile Aberration#1" in r for r in reasons), reasons
    assert produce(board).max_by_type[T.B] == 2
