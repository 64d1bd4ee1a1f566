"""Granted mana abilities beyond "Lands you control have …" (issue 6, family H4): conditions on the granter, scopes
of two kinds and of a chosen name, and effects that make a permanent something else. Parsing tests read real cards'
text from the shipped database; solver tests use the small boards in tests/produce_boards/grant_*.yaml and
tests/pay_boards/grant_*.yaml, whose expected figures are worked out by hand in each docstring."""

from __future__ import annotations

from pathlib import Path

import pytest

from manaplan.models.ability import ActivationCost, Produce
from manaplan.models.board_files import load_board, parse_inline
from manaplan.models.cards.store import default_database
from manaplan.models.effects import AsLongAs, Grant, Scope
from manaplan.models.mana import ManaType as T
from manaplan.models.oracle.parser import parse_text
from manaplan.solver.effective import effective_board
from manaplan.solver.pay.solve import solve_payment
from manaplan.solver.produce.solve import produce

PRODUCE = Path(__file__).resolve().parents[1] / "produce_boards"
PAY = Path(__file__).resolve().parents[1] / "pay_boards"


def parsed(name: str):
    card = default_database().get(name)
    assert card is not None, name
    return parse_text(card.name, card.type_line, card.oracle_text)


def only_effect(name: str):
    p = parsed(name)
    assert p.fully_understood, p.unsupported
    (e,) = p.effects
    return e


def could(out, pid: str) -> set:
    (src,) = [s for s in out.sources if s.permanent == pid]
    return set(src.could_produce)


# ---------------------------------------------------------------------------------------------------- as long as
@pytest.mark.parametrize("name, state, output", [
    ("Honored Hierarch", "renowned", Produce.any_color(1)),
    ("Orochi Merge-Keeper", "modified", Produce.one_of("GG")),
])
def test_cr_611_3b_as_long_as_it_is_renowned_or_modified_it_has(name, state, output):
    """"As long as ~ is renowned, it has vigilance and "{T}: Add one mana of any color."": "it" is the card itself;
    the grant is in force only while the state holds (CR 611.3b)."""
    e = only_effect(name)
    assert isinstance(e, AsLongAs) and e.own_state == state and isinstance(e.effect, Grant)
    assert e.effect.scope.itself and e.effect.ability.cost == ActivationCost(tap=True)
    assert e.effect.ability.output == output
    assert e.describe() == f'as long as this permanent is {state}: ~ has "{e.effect.ability.describe()}"'


def test_cr_611_3b_mul_daya_channelers_top_card_of_the_library():
    e = only_effect("Mul Daya Channelers")
    assert isinstance(e, AsLongAs) and e.library_top == "Land" and e.effect.scope.itself
    assert e.effect.ability.output == Produce.any_color(2)


def test_cr_611_3b_riftstone_portal_works_from_the_graveyard():
    p = parsed("Riftstone Portal")
    (e,) = p.effects
    assert isinstance(e, AsLongAs) and e.in_graveyard
    assert e.effect.scope.card_types == {"Land"} and e.effect.scope.controller == "you"
    assert e.effect.ability.output == Produce.one_of("G", "W")
    assert len(p.mana_abilities) == 1  # its own "{T}: Add {C}." on the battlefield


def test_cr_702_112_and_700_9_renowned_and_modified_on_the_board():
    """Renowned Hierarch: any colour; the other Hierarch nothing. Orochi Merge-Keeper is modified (CR 700.9: a
    counter, an Equipment, or an Aura its controller controls) three times, so {G}{G} from each of those, {G} from the
    one under the opponent's Pacifism and the bare one: 1 + 2 + 2 + 2 + 1 + 1 = 9, green 9, white 1."""
    out = produce(load_board(PRODUCE / "grant_conditions.yaml"))
    assert out.max_total == 9 and out.max_by_type[T.G] == 9 and out.max_by_type[T.W] == 1
    assert could(out, "renowned") == {T.W, T.U, T.B, T.R, T.G}
    assert "plain" not in {s.permanent for s in out.sources}


def test_cr_611_3b_graveyard_and_library_top_on_the_board():
    """Riftstone Portal in the graveyard: Island and Plains also tap for {G} or {W} (the opponent's Swamp does not);
    Mul Daya Channelers with a Forest on top: two of one colour. Green 1 + 1 + 2 = 4, blue 1 + 2 = 3, black 2."""
    out = produce(load_board(PRODUCE / "grant_zones.yaml"))
    assert out.max_total == 4 and out.max_by_type[T.G] == 4 and out.max_by_type[T.U] == 3
    assert out.max_by_type[T.B] == 2
    assert could(out, "Island#1") == {T.U, T.G, T.W} and could(out, "Swamp#1") == {T.B}


def test_riftstone_portal_on_the_battlefield_grants_nothing():
    """On the battlefield the graveyard ability does not work: the Portal taps for {C}, the Island for {U}."""
    out = produce(parse_inline("Riftstone Portal, Island"))
    assert out.max_total == 2 and out.max_by_type[T.G] == 0


def test_mul_daya_top_card_not_given_is_never_assumed():
    """No library_top: the top card is unknown, so the grant is left out and the reason named; a creature card on top
    (not a land card) gives nothing either."""
    bare = effective_board(parse_inline("Mul Daya Channelers"))
    assert bare["Mul Daya Channelers#1"].abilities == ()
    assert any("library_top" in u.reason for _, u in bare.unsupported)
    board = load_board(PRODUCE / "grant_zones.yaml")
    from dataclasses import replace

    elves = replace(board, library_top=(default_database().get("Llanowar Elves"),))
    assert "Mul Daya Channelers#1" not in {s.permanent for s in produce(elves).sources}


def test_pay_with_a_modified_orochi_merge_keeper():
    """{G}{G}{G}: the Merge-Keeper with a +1/+1 counter makes {G}{G}, the Forest {G}: both tapped. Without the
    counter it makes only {G}, and {G}{G}{G} is not payable."""
    p = solve_payment(load_board(PAY / "grant_orochi.yaml"), "{G}{G}{G}")
    assert p.payable and set(p.tapped) == {"Orochi Merge-Keeper#1", "Forest#1"}
    assert not solve_payment(parse_inline("Orochi Merge-Keeper, Forest"), "{G}{G}{G}").payable


# ---------------------------------------------------------------------------------------------------- scopes
def test_each_land_and_ally_you_control_is_a_land_or_an_ally():
    e = only_effect("Great Divide Guide")
    assert isinstance(e, Grant) and e.scope.controller == "you"
    assert [(a.card_types, a.subtypes) for a in e.scope.alternatives] == [({"Land"}, set()), (set(), {"Ally"})]
    assert e.describe() == 'Each land and Ally you control has "{T}: Add one mana of any color."'


def test_each_land_and_ally_on_the_board():
    """The Guide and Ondu Cleric (Allies) and the Wastes (a land) tap for any colour, Llanowar Elves only {G}, the
    opponent's Forest only {G}: total 4, white 3, colourless 1 (the Wastes' own {C})."""
    out = produce(load_board(PRODUCE / "grant_land_and_ally.yaml"))
    assert out.max_total == 4 and out.max_by_type[T.W] == 3 and out.max_by_type[T.C] == 1
    assert could(out, "Llanowar Elves#1") == {T.G} and could(out, "Forest#1") == {T.G}


def test_creatures_you_control_with_the_chosen_name():
    """Secrets of Paradise: the scope is the creatures you control with the name chosen for the source."""
    e = only_effect("Secrets of Paradise")
    assert isinstance(e, Grant) and e.scope.chosen_name and e.scope.card_types == {"Creature"}
    assert e.scope.controller == "you" and e.ability.output == Produce.any_color(1)


def test_chosen_name_scope_matches_only_that_name():
    scope = Scope(frozenset({"Creature"}), chosen_name=True)
    kw = dict(card_types={"Creature"}, subtypes=(), supertypes=(), controlled_by_you=True, is_attached_to=False,
              is_source=False)
    assert scope.matches(name="Llanowar Elves", source_chosen="Llanowar Elves", **kw)
    assert not scope.matches(name="Elvish Mystic", source_chosen="Llanowar Elves", **kw)
    assert not scope.matches(name="Llanowar Elves", source_chosen=None, **kw)  # nothing chosen: never assumed


# ---------------------------------------------------------------------------------------------------- becomes
@pytest.mark.parametrize("name, card_types, subtypes, colorless, land_types, outputs", [
    ("Imprisoned in the Moon", {"Land"}, set(), True, False, [Produce.one_of("C")]),
    ("Minimus Containment", {"Artifact"}, {"Treasure"}, False, False, [Produce.any_color(1)]),
    ("Lithoform Blight", set(), set(), False, True, [Produce.one_of("C"), Produce.any_color(1)]),
    ("Toxicrene", set(), set(), False, False, [Produce.any_color(1)]),
    ("Alpine Moon", set(), set(), False, True, [Produce.any_color(1)]),
])
def test_cr_205_1a_and_613_1_becomes_and_loses_all_other_abilities(name, card_types, subtypes, colorless, land_types,
                                                                    outputs):
    """"Enchanted permanent is a colorless land with "{T}: Add {C}" and loses all other card types and abilities.",
    "… is a Treasure artifact with "…," and it loses all other abilities.", "Enchanted land loses all land types and
    abilities and has "…" and "…"", "All lands have "…" and lose all other abilities.", "Lands your opponents control
    with the chosen name lose all land types and abilities, and they gain "…"": one value with every part."""
    from manaplan.models.effects import Becomes

    e = only_effect(name)
    assert isinstance(e, Becomes)
    assert e.card_types == card_types and e.subtypes == subtypes and e.colorless is colorless
    assert e.loses_land_types is land_types
    assert [a.output for a in e.abilities] == outputs


def test_becomes_scopes_and_costs():
    from manaplan.models.effects import Becomes

    blight = only_effect("Lithoform Blight")
    assert blight.scope.attached and blight.scope.card_types == {"Land"}
    assert [a.cost.life for a in blight.abilities] == [0, 1]
    minimus = only_effect("Minimus Containment")
    assert minimus.abilities[0].cost.sacrifice_self and minimus.abilities[0].cost.tap
    moon = only_effect("Alpine Moon")
    assert isinstance(moon, Becomes) and moon.scope.chosen_name and moon.scope.controller == "opponent"
    toxicrene = only_effect("Toxicrene")  # "Hypertoxic Miasma —" is a flavor word (CR 207.2d)
    assert toxicrene.scope.card_types == {"Land"} and toxicrene.scope.controller == "any"
    assert toxicrene.describe() == 'All lands lose all other abilities and have "{T}: Add one mana of any color."'


def test_cr_613_1_becomes_on_the_board():
    """Llanowar Elves and the Forest under Imprisoned in the Moon: {C} each (the Forest's {G} is gone, layer 6 after
    its land type, CR 305.6); Sol Ring under Minimus Containment: one of any colour by sacrificing it; Steam Vents
    under Lithoform Blight: {C} or any colour for 1 life. Total 4, colourless 3, white 2."""
    out = produce(load_board(PRODUCE / "grant_becomes.yaml"))
    assert out.max_total == 4 and out.max_by_type[T.C] == 3 and out.max_by_type[T.W] == 2
    assert could(out, "elves") == could(out, "forest") == {T.C}
    eff = effective_board(load_board(PRODUCE / "grant_becomes.yaml"))
    assert eff["elves"].card_types == {"Land"} and eff["elves"].subtypes == set() and eff["elves"].colors == set()
    assert eff["forest"].subtypes == {"Forest"}  # CR 205.1a: land types stay with the Land card type
    assert eff["ring"].card_types == {"Artifact"} and eff["ring"].subtypes == {"Treasure"}
    assert eff["vents"].subtypes == set()


def test_cr_613_7_layer_6_timestamps_grant_after_the_loss_is_kept():
    """{W}{W}: with Chromatic Lantern later than Lithoform Blight, the Forest keeps the Lantern's "{T}: Add one mana
    of any color." and pays {W} for no life; with the Lantern earlier, the Blight removed that grant and the Forest's
    {W} costs 1 life."""
    later = solve_payment(load_board(PAY / "grant_blight_then_lantern.yaml"), "{W}{W}")
    earlier = solve_payment(load_board(PAY / "grant_lantern_then_blight.yaml"), "{W}{W}")
    assert later.payable and later.life_lost == 0
    assert earlier.payable and earlier.life_lost == 1


def test_alpine_moon_on_the_board():
    """The opponent's Glacial Fortress taps for any colour now, so Exotic Orchard could produce all five (CR 106.7);
    yours still makes {W} or {U}. Without a chosen name the effect is left out and named."""
    out = produce(load_board(PRODUCE / "grant_alpine_moon.yaml"))
    assert could(out, "Exotic Orchard#1") == {T.W, T.U, T.B, T.R, T.G}
    assert could(out, "Glacial Fortress#1") == {T.W, T.U}
    bare = effective_board(parse_inline("Alpine Moon, Exotic Orchard, Glacial Fortress (opp)"))
    assert bare["Exotic Orchard#1"].could_produce == {T.W, T.U}
    assert any("no name chosen" in u.reason for _, u in bare.unsupported)


def test_toxicrene_on_the_board():
    """Cabal Coffers loses its counted ability; the three lands tap for any colour, Sol Ring (not a land) for {C}{C}:
    total 5, white 3, colourless 2."""
    out = produce(load_board(PRODUCE / "grant_toxicrene.yaml"))
    assert out.max_total == 5 and out.max_by_type[T.W] == 3 and out.max_by_type[T.C] == 2


def test_cr_613_1d_a_land_type_effect_stays_when_its_land_loses_its_abilities():
    """Urborg under Toxicrene loses its abilities in layer 6, but its "Each land is a Swamp in addition to its other
    land types" applied in layer 4 already (CR 613.1d before 613.1f): the Forest is a Swamp too."""
    eff = effective_board(parse_inline("Toxicrene, Urborg, Tomb of Yawgmoth, Forest"))
    assert eff["Forest#1"].subtypes == {"Forest", "Swamp"}
    assert [a.base.output for a in eff["Forest#1"].abilities] == [Produce.any_color(1)]  # no intrinsic {G} or {B}


# ---------------------------------------------------------------------------------------------------- own colours
def test_katilda_grants_one_mana_of_any_of_this_creatures_colors():
    """"this creature" in a granted ability is the permanent that has it: the output is that permanent's colours
    (OwnColors), fixed by the solver for each permanent."""
    from manaplan.models.ability import OwnColors

    e = only_effect("Katilda, Dawnhart Prime")
    assert isinstance(e, Grant) and e.scope.subtypes == {"Human"} and e.scope.card_types == {"Creature"}
    assert e.ability.output == OwnColors() and e.ability.cost == ActivationCost(tap=True)
    assert e.ability.describe() == "{T}: Add one mana of any of ~'s colors."


def test_katilda_on_the_board():
    """Katilda {G} or {W}, Kinjalli's Caller {W}, Mechanical Mobster (colorless) nothing (CR 106.5), Llanowar Elves
    its own {G}: total 3, white 2, green 2, nothing blue."""
    out = produce(load_board(PRODUCE / "grant_own_colors.yaml"))
    assert out.max_total == 3 and out.max_by_type[T.W] == 2 and out.max_by_type[T.G] == 2
    assert out.max_by_type[T.U] == 0
    assert could(out, "Katilda, Dawnhart Prime#1") == {T.G, T.W} and could(out, "Kinjalli's Caller#1") == {T.W}
    assert "Mechanical Mobster#1" not in {s.permanent for s in out.sources}


def test_katilda_pays_with_the_humans_colours():
    """{G}{W}: Katilda and Kinjalli's Caller (or the Elves for {G}); {W}{W} needs both Humans; {U} is not payable."""
    board = load_board(PRODUCE / "grant_own_colors.yaml")
    assert solve_payment(board, "{W}{W}").payable
    assert not solve_payment(board, "{U}").payable
    assert not solve_payment(board, "{W}{W}{W}").payable


# ---------------------------------------------------------------------------------------------------- targets
@pytest.mark.parametrize("name, colors", [
    ("Glamorous Outlaw", "UBR"), ("Masked Bandits", "BRG"), ("Rakish Revelers", "RGW"), ("Shattered Seraph", "WUB"),
    ("Spara's Adjudicators", "GWU"),
])
def test_cr_602_exile_from_hand_target_land_gains_until_cast_from_exile(name, colors):
    """"{2}, Exile ~ from your hand: Target land gains "{T}: Add …" until ~ is cast from exile. You may cast ~ for as
    long as it remains exiled.": an activated ability that works from the hand (its cost exiles the card from
    there) whose effect is a targeted grant."""
    from manaplan.models.effects import Activated, TargetGrant

    e = only_effect(name)
    assert isinstance(e, Activated) and e.cost.exile_self == "hand" and str(e.cost.mana) == "{2}"
    g = e.effect
    assert isinstance(g, TargetGrant) and g.scope.target and g.scope.card_types == {"Land"}
    assert g.until == "~ is cast from exile" and g.cast_from_exile
    assert g.ability.output == Produce.one_of(*colors) and g.ability.cost == ActivationCost(tap=True)


def test_glorious_sunrise_mode_target_land_gains_until_end_of_turn():
    from manaplan.models.effects import TargetGrant

    e = only_effect("Glorious Sunrise")
    assert isinstance(e, TargetGrant) and e.until == "end of turn" and not e.cast_from_exile
    assert e.ability.output == Produce.one_of("GGG")
    assert e.describe() == 'Target land gains "{T}: Add {G}{G}{G}." until end of turn.'


def test_cr_115_1_a_targeted_grant_applies_to_nothing_and_is_named():
    """A board cannot say which land was targeted: listed in effects:, the grant applies to no land (the Forest still
    makes only {G}) and the answer names it; on the battlefield, Glorious Sunrise's mode is no effect in force."""
    board = load_board(PRODUCE / "grant_target.yaml")
    eff = effective_board(board)
    assert [a.base.output for a in eff["Forest#1"].abilities] == [Produce.one_of("G")]
    reasons = [u.reason for source, u in eff.unsupported if source == "Glamorous Outlaw (effect)"]
    assert reasons and "target the board cannot name" in reasons[0]
    assert not any(source == "Glorious Sunrise#1" for source, _ in eff.unsupported)
    assert produce(board).max_total == 1


# ---------------------------------------------------------------------------------------------------- loyalty
def test_cr_114_liliana_of_the_dark_realms_emblem():
    """"−6: You get an emblem with "Swamps you control have '{T}: Add {B}{B}{B}{B}.'"": a loyalty ability (not a
    mana ability, CR 605.1a) whose emblem (CR 114) has the grant; the single quotes are the inner ability."""
    from manaplan.models.effects import LoyaltyEffect

    p = parsed("Liliana of the Dark Realms")
    assert p.fully_understood, p.unsupported
    (e,) = p.effects
    assert isinstance(e, LoyaltyEffect) and e.loyalty == -6 and e.emblem
    assert isinstance(e.effect, Grant) and e.effect.scope.subtypes == {"Swamp"} and e.effect.scope.controller == "you"
    assert e.effect.ability.output == Produce.one_of("BBBB")


def test_cr_114_the_emblem_on_the_board():
    """With the emblem (effects:), the Swamp, Urborg and the Forest (a Swamp by Urborg, CR 305.7) tap for {B}{B}{B}{B}:
    12 black; the opponent's Swamp gets nothing (the emblem is yours). Liliana on the battlefield gives no emblem."""
    board = load_board(PRODUCE / "grant_emblem.yaml")
    out = produce(board)
    assert out.max_total == 12 and out.max_by_type[T.B] == 12
    assert [a.base.describe() for a in effective_board(board)["theirs"].abilities] == ["{T}: Add {B}."]
    assert produce(parse_inline("Liliana of the Dark Realms, Swamp")).max_total == 1


def test_vraska_target_creature_becomes_a_treasure():
    """"−2: Target creature becomes a Treasure artifact with "…" and loses all other card types and abilities.": a
    targeted Becomes; listed in effects: it applies to nothing (no board names the target) and is named."""
    from manaplan.models.effects import Becomes, LoyaltyEffect

    p = parsed("Vraska, Betrayal's Sting")
    (e,) = [x for x in p.effects if isinstance(x, LoyaltyEffect)]
    assert e.loyalty == -2 and not e.emblem and isinstance(e.effect, Becomes)
    assert e.effect.scope.target and e.effect.card_types == {"Artifact"} and e.effect.subtypes == {"Treasure"}
    from dataclasses import replace

    board = replace(parse_inline("Llanowar Elves"), effects=(default_database().get("Vraska, Betrayal's Sting"),))
    eff = effective_board(board)
    assert [a.base.output for a in eff["Llanowar Elves#1"].abilities] == [Produce.one_of("G")]
    assert any("target the board cannot name" in u.reason for _, u in eff.unsupported)


# ---------------------------------------------------------------------------------------------------- facts
def test_worldknit_as_long_as_a_fact_of_the_card_pool():
    """"As long as every card in your card pool started the game in your library or in the command zone, lands you
    control have "…"": a flag of the game's facts (models.facts), never assumed."""
    from manaplan.models.facts import FACTS

    e = only_effect("Worldknit")
    assert isinstance(e, AsLongAs) and e.fact == "card_pool_from_library" and FACTS[e.fact].kind == "flag"
    assert isinstance(e.effect, Grant) and e.effect.scope.card_types == {"Land"}


def test_worldknit_on_the_board_with_and_without_the_fact():
    """Given true: the Forest and the Island tap for any colour (white 2, total 2). Not given: left out and named
    (white 0, the Forest {G}, the Island {U}); given false: not in force, nothing named."""
    from dataclasses import replace

    from manaplan.models.facts import GameFacts

    board = load_board(PRODUCE / "grant_worldknit.yaml")
    out = produce(board)
    assert out.max_total == 2 and out.max_by_type[T.W] == 2
    unknown = replace(board, facts=GameFacts())
    assert produce(unknown).max_by_type[T.W] == 0
    assert any("needs facts: card_pool_from_library" in u.reason for _, u in effective_board(unknown).unsupported)
    false = replace(board, facts=GameFacts.from_mapping({"card_pool_from_library": False}))
    assert produce(false).max_by_type[T.W] == 0 and effective_board(false).unsupported == ()


# ---------------------------------------------------------------------------------------------------- returns
def test_old_growth_troll_returns_as_an_aura_that_grants():
    """"It's an Aura enchantment with enchant Forest you control and "Enchanted Forest has '{T}: Add {G}{G}' and
    '{1}, {T}, Sacrifice this land: Create …'"": the mana ability is read whole; the token-making one adds no mana."""
    from manaplan.models.effects import ReturnsAsAura

    e = only_effect("Old-Growth Troll")
    assert isinstance(e, ReturnsAsAura) and e.enchant.subtypes == {"Forest"} and e.enchant.controller == "you"
    assert e.grant.scope.attached and e.grant.scope.subtypes == {"Forest"}
    assert e.grant.ability.output == Produce.one_of("GG") and e.grant.ability.cost == ActivationCost(tap=True)


def test_old_growth_troll_aura_on_the_board():
    """The attached Troll is the returned Aura: the Forest makes {G} or {G}{G}; it is no creature (CR 205.1a), so
    Gaea's Cradle counts Llanowar Elves and the unattached (creature) Troll only. Total 2 + 2 + 1 = 5, all green."""
    board = load_board(PRODUCE / "grant_troll_aura.yaml")
    out = produce(board)
    assert out.max_total == 5 and out.max_by_type[T.G] == 5
    eff = effective_board(board)
    assert eff["Old-Growth Troll#1"].card_types == {"Enchantment"} and eff["creature"].card_types == {"Creature"}


def test_harold_and_bob_returns_as_an_aura_whose_mana_gives_rad_counters():
    """Harold and Bob, First Numens: back as an Aura with enchant Forest you control and "Enchanted Forest has '{T}:
    Add three mana of any one color. You get two rad counters.'" (then "~ loses all other abilities."). The rad
    counters are a side effect: they act only at the beginning of your precombat main phase (a mill and life lost
    then), never on mana or a payment now. Attached to your Forest: three of one colour (or the Forest's own {G}):
    3; as a creature (not attached) it grants nothing."""
    from manaplan.models.effects import ReturnsAsAura

    e = only_effect("Harold and Bob, First Numens")
    assert isinstance(e, ReturnsAsAura) and e.enchant.subtypes == {"Forest"} and e.grant.scope.attached
    assert e.grant.ability.output == Produce.any_color(3) and e.grant.ability.side_effects == (
        "You get two rad counters.",)
    out = produce(parse_inline("Forest (id=f), Harold and Bob, First Numens (on=f)"))
    assert out.max_total == 3 and all(out.max_by_type[c] == 3 for c in (T.W, T.U, T.B, T.R, T.G))
    assert produce(parse_inline("Forest, Harold and Bob, First Numens")).max_total == 1


def test_ultima_lands_with_a_blight_counter_are_colorless_lands():
    """Ultima, Origin of Oblivion: "Whenever Ultima attacks, put a blight counter on target land. For as long as that
    land has a blight counter on it, it loses all land types and abilities and has "{T}: Add {C}."" Read as a
    Becomes of each land with a blight counter (the board's ``counters:`` says which land was targeted; CR 613.1d, f:
    land types in layer 4, abilities in layer 6). Your blighted Forest adds {C}, and Ultima's "Whenever you tap a land
    for {C}, add an additional {C}." adds one more; the other Forest {G}: 3. An opponent's blighted Forest is not
    yours: your Forest's {G} only. No blight counter: the Forests are Forests."""
    from manaplan.models.board_files import board_from_data
    from manaplan.models.effects import Becomes

    (becomes,) = [e for e in parsed("Ultima, Origin of Oblivion").effects if isinstance(e, Becomes)]
    assert becomes.scope.counter == "blight" and becomes.scope.card_types == {"Land"} and becomes.loses_land_types
    assert [a.describe() for a in becomes.abilities] == ["{T}: Add {C}."]
    blighted = {"card": "Forest", "counters": {"blight": 1}}
    out = produce(board_from_data({"permanents": ["Ultima, Origin of Oblivion", blighted, "Forest"]}))
    assert out.max_total == 3 and out.max_by_type[T.C] == 2 and out.max_by_type[T.G] == 1
    theirs = {**blighted, "controller": "opponent"}
    assert produce(board_from_data({"permanents": ["Ultima, Origin of Oblivion", theirs, "Forest"]})).max_total == 1
    out = produce(board_from_data({"permanents": ["Ultima, Origin of Oblivion", "Forest", "Forest"]}))
    assert out.max_total == 2 and out.max_by_type[T.G] == 2


def test_preston_garvey_makes_the_settlement_token_a_board_lists():
    """Preston Garvey, Minuteman: "At the beginning of combat on your turn, create a green Aura enchantment token named
    Settlement attached to up to one target land you control. It has enchant land and "Enchanted land has '{T}: Add
    one mana of any color.'"" — a token maker, read like "create a Treasure token": the token is the predefined
    Settlement (that text, CR 111.4), and a board lists it attached to its land. With it on the Forest: one mana of
    any colour; without it: the Forest's {G}. The trigger itself adds nothing (it resolves at the beginning of
    combat)."""
    from manaplan.models.cards.card import TOKENS

    assert parsed("Preston Garvey, Minuteman").fully_understood
    settlement = TOKENS["Settlement"]
    assert settlement.is_token and settlement.colors == ("G",) and settlement.type_line == "Enchantment — Aura"
    assert settlement.oracle_text == 'Enchant land\nEnchanted land has "{T}: Add one mana of any color."'
    out = produce(parse_inline("Preston Garvey, Minuteman, Forest (id=f), Settlement (on=f)"))
    assert out.max_total == 1 and all(out.max_by_type[c] == 1 for c in (T.W, T.U, T.B, T.R, T.G))
    out = produce(parse_inline("Preston Garvey, Minuteman, Forest"))
    assert out.max_total == 1 and out.max_by_type[T.W] == 0
    from manaplan.models.oracle.relevance import IRRELEVANT_KIND, classify_card

    (made,) = [p for p in classify_card(default_database().get("Preston Garvey, Minuteman")).pieces
               if "Settlement" in p.text]
    assert made.kind == IRRELEVANT_KIND and "read from the token" in made.reason  # the net agrees with the parser


def test_a_token_made_with_other_text_is_not_taken_for_the_settlement():
    """Only the Settlement's own text is read as that token: another ability quoted is left to the other forms."""
    text = ("At the beginning of combat on your turn, create a green Aura enchantment token named Settlement attached "
            "to up to one target land you control. It has enchant land and \"Enchanted land has '{T}: Add {C}{C}.'\"")
    assert not parse_text("Test Garvey", "Creature — Human", text).fully_understood


def test_old_growth_troll_attached_to_an_opponents_forest_grants_nothing():
    """Enchant Forest you control: on an opponent's Forest the Aura could not stay (CR 704.5m), so nothing is
    granted."""
    eff = effective_board(parse_inline("Forest (opp, id=f), Old-Growth Troll (on=f)"))
    assert [a.base.describe() for a in eff["f"].abilities] == ["{T}: Add {G}."]


# ---------------------------------------------------------------------------------------------------- not modelled
@pytest.mark.parametrize("name, words", [
    ("Princess Yue", "returns as a land"),
    ("Vraska, the Silencer", "returns as a Treasure"),
    ("Hydro-Man, Fluid Felon", "until your next turn"),
    ("Kitesail Larcenist", "no board names them"),
    ("Machine God's Effigy", "copy"),
])
def test_grants_no_board_can_show_stay_unsupported_with_the_reason(name, words):
    """What a permanent becomes after it dies, what a trigger chose, a copy, a token an ability makes, a turn-bound
    duration, a rider not read: never guessed, and the reason says which. (Honest Work's base power and toughness
    is read now: tests/rules/test_base_power_toughness.py.)"""
    p = parsed(name)
    assert not p.fully_understood
    assert any(words in u.reason for u in p.unsupported), [u.reason for u in p.unsupported]


def test_cr_302_6_a_sick_creature_made_a_land_taps_at_once():
    """CR 302.6 stops only creatures: Llanowar Elves that came under your control this turn, made a colorless land by
    Imprisoned in the Moon, taps for {C} at once (pay and produce); a sick Elves that is still a creature does not."""
    board = parse_inline("Llanowar Elves (sick, id=e), Imprisoned in the Moon (on=e), Llanowar Elves (sick)")
    assert solve_payment(board, "{C}").payable
    assert not solve_payment(board, "{G}").payable
    out = produce(board)
    assert out.max_total == 1 and out.max_by_type[T.C] == 1


# ---------------------------------------------------------------------------------------------------- Tazri
def test_tazri_grant_activate_only_if_it_has_another_activated_ability():
    """The granted ability's own colours (OwnColors), its spending restriction, and the sentence "Activate only if this
    creature has another activated ability." read as Grant.needs_another_activated."""
    from manaplan.models.ability import OwnColors

    e = only_effect("Tazri, Stalwart Survivor")
    assert isinstance(e, Grant) and e.needs_another_activated and e.scope.card_types == {"Creature"}
    assert e.ability.output == OwnColors() and e.ability.spend is not None and e.ability.condition is None
    assert e.describe().endswith('Activate only if this creature has another activated ability."')


def test_tazri_on_the_board():
    """Tazri ({W}{U}{B}{R}{G}, {T}: mill …), Llanowar Elves ({T}: Add {G}) and Prodigal Sorcerer ({T}: 1 damage) have
    another activated ability (CR 602.1): each taps for its own colour, spent only on a creature's ability. Grizzly
    Bears has none known: left out and named. {U}{W} for a creature's ability: Sorcerer and Tazri; for a spell: no."""
    from manaplan.solver.rules.spending import SpendPurpose

    board = load_board(PAY / "grant_tazri.yaml")
    eff = effective_board(board)
    assert eff["Grizzly Bears#1"].abilities == ()
    assert any(source == "Grizzly Bears#1" and "another activated ability" in u.reason for source, u in eff.unsupported)
    creature = SpendPurpose.activate(frozenset({"Creature"}))
    assert solve_payment(board, "{U}{W}", purpose=creature).payable
    assert not solve_payment(board, "{U}{W}").payable  # no purpose named: restricted mana pays nothing
    assert solve_payment(board, "{G}").payable  # the Elves' own {G}
