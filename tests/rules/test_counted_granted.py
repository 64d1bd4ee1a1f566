"""Counted amounts, granted abilities and replacements read from real cards' text (issue 4), and the ``produce``
scenarios that show the solver honours them. Texts come from the shipped card database; expected figures are
worked out from the rules in each docstring."""

from __future__ import annotations

from pathlib import Path

import pytest

from manaplan.models.ability import Counted, CounterCount, PermanentCount, Produce
from manaplan.models.board_files import load_board
from manaplan.models.cards.store import default_database
from manaplan.models.mana import ManaType as T
from manaplan.models.oracle.parser import parse_text
from manaplan.solver.produce.solve import produce

BOARDS = Path(__file__).resolve().parents[1] / "produce_boards"


def parsed(name: str):
    card = default_database().get(name)
    assert card is not None, name
    return parse_text(card.name, card.type_line, card.oracle_text)


def only_counted(name: str) -> Counted:
    p = parsed(name)
    assert p.fully_understood, p.unsupported
    (out,) = [a.output for a in p.mana_abilities if isinstance(a.output, Counted)]
    return out


# ---------------------------------------------------------------------------------------------------- counted
@pytest.mark.parametrize("name, subtypes, types, controller, another", [
    ("Harabaz Druid", {"Ally"}, set(), "you", False),
    ("Wirewood Channeler", {"Elf"}, set(), "any", False),
    ("Sanctum Weaver", set(), {"Enchantment"}, "you", False),
    ("Baldur's Gate", {"Gate"}, set(), "you", True),
])
def test_cr_107_3a_x_mana_of_any_one_color_where_x_is_the_number_of(name, subtypes, types, controller, another):
    """CR 107.3a (X defined by the text) and 106.1b: "Add X mana of any one color, where X is the number of Allies
    you control" is one colour chosen as it resolves, once for each permanent counted; plurals are read singular
    and "other" leaves out the ability's own permanent."""
    out = only_counted(name)
    assert out.unit == Produce.any_color(1)
    assert isinstance(out.count, PermanentCount) and out.count.controller == controller
    f = out.count.filter
    assert set(f.subtypes) == subtypes and set(f.card_types) == types and f.another is another


@pytest.mark.parametrize("name, kind, unit", [
    ("Lotus Blossom", "petal", Produce.any_color(1)),
    ("Glittering Stockpile", "stash", Produce.any_color(1)),
    ("Séance Board", "soul", Produce.any_color(1)),
    ("Rotating Fireplace", "time", Produce.one_of("C")),
])
def test_cr_122_1_amounts_counted_by_counters_on_itself(name, kind, unit):
    """CR 122.1: counters on the permanent itself, "X mana of any one color, where X is the number of petal
    counters on ~" and "an amount of {C} equal to the number of time counters on ~"."""
    out = only_counted(name)
    assert out.unit == unit and out.count == CounterCount(kind)


def test_cr_205_4a_cabal_stronghold_counts_basic_swamps_only():
    """CR 205.4a: "basic" is a supertype; the filter asks for it."""
    out = only_counted("Cabal Stronghold")
    assert out.count.filter.supertypes == frozenset({"Basic"}) and out.count.filter.subtypes == frozenset({"Swamp"})


@pytest.mark.parametrize("name", ["Rite of Flame"])
def test_counts_the_board_does_not_give_are_never_counted(name):
    """Every player's graveyard: read exactly (NamedInGraveyards), but never counted (never guessed): the board
    gives only yours (tests/test_corpus_gap.py). (Life gained and cards drawn this turn are board ``facts:``, power
    the board's ``power:`` now: tests/test_amounts.py.)"""
    from manaplan.models.ability import NamedInGraveyards

    (effect,) = parsed(name).mana_effects
    assert effect.output.count == NamedInGraveyards()


def test_counted_number_of_on_the_board():
    """Harabaz Druid: 2 Allies you control (itself, Ondu Cleric) -> 2 of one colour. Baldur's Gate: {T}: {C}, or
    {2}, {T}: 3 of one colour (the three other Gates you control; not itself, not the opponent's Boros Guildgate).
    Guildgates: 3 W/U. Lotus Blossom: 3 (petal counters). Rotating Fireplace: {C}{C} (two time counters).
    Most white: Druid WW + Guildgates WWW + Fireplace's CC pays Baldur's {2} for WWW + Lotus WWW = 11; total 11
    (Baldur's Gate nets 1 either way); colorless at most Fireplace 2 + Baldur's {C} = 3."""
    out = produce(load_board(BOARDS / "counted_number_of.yaml"))
    assert out.max_total == 11
    assert out.max_by_type[T.W] == 11 and out.max_by_type[T.C] == 3 and out.max_by_type[T.G] == 8


def test_cr_205_4a_cabal_stronghold_on_the_board():
    """Four basic Swamps you control (three Swamps, Snow-Covered Swamp; Watery Grave is not basic, the opponent's
    Swamp is not yours): three Swamps pay {3}, the Stronghold adds {B}x4 (tapped Swamps still count), then the fourth
    Swamp and Watery Grave: 6 black."""
    out = produce(load_board(BOARDS / "cabal_stronghold.yaml"))
    assert out.max_by_type[T.B] == 6 and out.max_total == 6


# ---------------------------------------------------------------------------------------------------- granted
def grants(name: str):
    from manaplan.models.effects import Grant

    p = parsed(name)
    assert p.fully_understood, p.unsupported
    return [e for e in p.effects if isinstance(e, Grant)]


@pytest.mark.parametrize("name, types, subtypes, controller, basic, attached", [
    ("Sovereign's Realm", {"Land"}, set(), "you", True, False),
    ("Nexos", {"Land"}, set(), "you", True, False),
    ("Manaweft Sliver", {"Creature"}, {"Sliver"}, "you", False, False),
    ("Nature's Embrace", {"Land"}, set(), "any", False, True),
    ("Careful Cultivation", {"Creature"}, set(), "any", False, True),
    ("Leyline Immersion", {"Creature"}, set(), "any", False, True),
    ("Divergent Growth", {"Land"}, set(), "you", False, False),
    ("Rain of Filth", {"Land"}, set(), "you", False, False),
])
def test_cr_613_1f_grants_with_filters(name, types, subtypes, controller, basic, attached):
    """CR 613.1f (ability-adding effects): "Basic lands you control have …", "Sliver creatures you control have …"
    (both the subtype and the card type), "As long as enchanted permanent is a land, it has …" (the enchanted
    permanent while it is a land), "Enchanted creature has ward {2} and …", and a spell's "Until end of turn, lands
    you control gain …" (in force when listed under ``effects:``, CR 611.2c)."""
    (g,) = grants(name)
    s = g.scope
    assert set(s.card_types) == types and set(s.subtypes) == subtypes
    assert s.controller == controller and s.basic is basic and s.attached is attached


def test_a_granted_ability_with_a_target_is_read_and_named_never_used():
    """Bigger on the Inside's granted "{T}: Target player adds two mana of any one color. The next spell they cast this
    turn has cascade." has a target, so it is no mana ability (CR 605.1a): read as a StackGrant of an 'activated'
    ManaEffect for the target player (the cascade a side effect of resolving it, CR 702.85a), named with the board's
    answers ("activate it first"), and never used by a payment: the enchanted Forest still taps for its {G} only.
    ("Each land and Ally you control", "As long as the top card of your library is a land card", "one mana of any of
    this creature's colors" and Tazri's "Activate only if …" are read now: tests/test_grants_more.py.)"""
    from manaplan.models.board_files import board_from_data
    from manaplan.models.effects import StackGrant
    from manaplan.solver.rules.event_mana import event_mana_notes

    p = parsed("Bigger on the Inside")
    (g,) = p.effects
    assert p.fully_understood and isinstance(g, StackGrant) and g.scope.attached
    assert g.effect.kind == "activated" and g.effect.player == "target player"
    assert g.effect.side_effects == ("The next spell they cast this turn has cascade.",)
    board = board_from_data({"permanents": ["Forest", {"card": "Bigger on the Inside", "attached_to": "Forest#1"}]})
    (note,) = event_mana_notes(board)
    assert note.startswith("Bigger on the Inside#1: Enchanted permanent has") and "activate it first" in note
    out = produce(board)
    assert out.max_total == 1 and out.max_by_type[T.G] == 1


def test_cr_613_1f_granted_scopes_on_the_board():
    """Nexos: the Forest (basic, yours) also has {T}: {C}{C}; Steam Vents (nonbasic) and the opponent's Forest do
    not. Manaweft Sliver: itself (a Sliver creature), not Grizzly Bears. Nature's Embrace on Watery Grave (a land):
    two of any one colour; on Grizzly Bears (not a land): nothing. Total: Forest 2 + Vents 1 + Sliver 1 + Grave 2 = 6;
    white: Sliver 1 + Grave 2 = 3."""
    out = produce(load_board(BOARDS / "granted_scopes.yaml"))
    srcs = {s.permanent: s for s in out.sources}
    assert srcs["Forest#1"].could_produce == {T.G, T.C}
    assert srcs["Steam Vents#1"].could_produce == {T.U, T.R}
    assert srcs["Manaweft Sliver#1"].could_produce == {T.W, T.U, T.B, T.R, T.G}
    assert srcs["grave"].could_produce == {T.W, T.U, T.B, T.R, T.G}
    assert "bears" not in srcs
    assert out.max_total == 6 and out.max_by_type[T.W] == 3 and out.max_by_type[T.C] == 2


def test_cr_611_2c_divergent_growth_in_effects_grants_lands_you_control():
    """Divergent Growth resolved: the Forest and Steam Vents each tap for one mana of any colour; Ornithopter (not a
    land) gets nothing: 2 of any one colour at most."""
    out = produce(load_board(BOARDS / "divergent_growth.yaml"))
    assert out.max_total == 2 and out.max_by_type[T.W] == 2 and out.max_by_type[T.B] == 2


# ---------------------------------------------------------------------------------------------------- replacement
@pytest.mark.parametrize("name, pairs", [
    ("Naked Singularity", {"Plains": T.R, "Island": T.G, "Swamp": T.W, "Mountain": T.U, "Forest": T.B}),
    ("Reality Twist", {"Plains": T.R, "Swamp": T.G, "Mountain": T.W, "Forest": T.B}),
])
def test_cr_106_12b_replacements_by_land_type(name, pairs):
    """CR 106.12b, 616: "If tapped for mana, Plains produce {R}, … instead of any other type" is one type-changing
    replacement per land type, for every player's lands."""
    from manaplan.models.effects import Replacement

    reps = [e for e in parsed(name).effects if isinstance(e, Replacement)]
    assert {next(iter(r.scope.subtypes)): r.to_type for r in reps} == pairs
    assert all(r.scope.controller == "any" and r.scope.card_types == {"Land"} for r in reps)


def test_cr_616_1_naked_singularity_on_the_board():
    """Plains -> R, Forest -> B; Tundra (Plains Island) gets both in its controller's order: R or G, never W/U;
    Wastes (no land type) and Sol Ring (no land) keep {C}. Total 6; red at most Plains + Tundra = 2."""
    out = produce(load_board(BOARDS / "naked_singularity.yaml"))
    srcs = {s.permanent: s for s in out.sources}
    assert srcs["Tundra#1"].could_produce == {T.R, T.G}
    assert srcs["Plains#1"].could_produce == {T.R} and srcs["Forest#1"].could_produce == {T.B}
    assert out.max_total == 6 and out.max_by_type[T.R] == 2 and out.max_by_type[T.W] == out.max_by_type[T.U] == 0


def test_cr_616_1_naked_singularity_pays_red_with_plains():
    """Pay {R}{G}: the Plains makes {R}, Tundra must make {G} (the Islands replacement applied last)."""
    from manaplan.solver.pay.solve import solve_payment

    p = solve_payment(load_board(BOARDS / "naked_singularity.yaml"), "{R}{G}")
    assert p.payable
    assert not solve_payment(load_board(BOARDS / "naked_singularity.yaml"), "{W}").payable


@pytest.mark.parametrize("name, token, counter", [
    ("Insidious Roots", True, None),
    ("Rishkar, Peema Renegade", None, ""),
    ("Jiang Yanggu, Wildcrafter", None, "+1/+1"),
])
def test_cr_613_1f_grants_to_tokens_and_permanents_with_counters(name, token, counter):
    """CR 111.1 / 122.1: "Creature tokens you control have …" (tokens only), "Each creature you control with a
    counter on it has …" (any kind), "… with a +1/+1 counter on it …" (that kind)."""
    (g,) = grants(name)
    assert g.scope.card_types == {"Creature"} and g.scope.controller == "you"
    assert g.scope.token is token and g.scope.counter == counter


def test_cr_613_1f_grants_to_tokens_and_countered_creatures_on_the_board():
    """Rishkar: only the Bears with a +1/+1 counter taps for {G} (not the plain Bears, not Rishkar itself, which
    has no counter); Insidious Roots: only your token Bears taps for any colour. Total 2, green 2, white 1."""
    out = produce(load_board(BOARDS / "granted_counters_tokens.yaml"))
    srcs = {s.permanent: s for s in out.sources}
    assert set(srcs) == {"countered", "tokenbear"}
    assert srcs["countered"].could_produce == {T.G}
    assert out.max_total == 2 and out.max_by_type[T.G] == 2 and out.max_by_type[T.W] == 1


@pytest.mark.parametrize("name, unit, types, colors", [
    ("Crypt of Agadeem", Produce.one_of("B"), {"Creature"}, {T.B}),
    ("Deathbloom Ritualist", Produce.any_color(1), {"Creature"}, set()),
    ("Songs of the Damned", Produce.one_of("B"), {"Creature"}, set()),
    ("The Core", Produce.any_color(1), {"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"},
     set()),
])
def test_cr_404_1_counted_in_your_graveyard(name, unit, types, colors):
    """CR 404.1 (your graveyard), 110.4b (permanent cards): "{B} for each black creature card in your graveyard",
    "X mana of any one color, where X is the number of permanent cards in your graveyard"."""
    from manaplan.models.ability import GraveyardCount

    card = default_database().get(name)
    outs = [a.output for f in (card.faces or (card,)) for a in (lambda p: (*p.mana_abilities, *p.mana_effects))(
        parse_text(f.name, f.type_line, f.oracle_text)) if isinstance(a.output, Counted)]
    (out,) = outs
    assert out.unit == unit and isinstance(out.count, GraveyardCount)
    assert set(out.count.filter.card_types) == types and set(out.count.filter.colors) == colors


def test_cr_119_1_sanctum_of_the_sun_counts_your_life_total():
    from manaplan.models.ability import LifeTotal

    out = only_counted("Sanctum of the Sun")
    assert out.unit == Produce.any_color(1) and out.count == LifeTotal()


def test_graveyard_and_life_counts_on_the_board():
    """Two Swamps pay Crypt of Agadeem's {2}: {B}x4 (four black creature cards; not the green Elves, not Dark
    Ritual); Deathbloom Ritualist 5 of one colour (five creature cards); Sanctum of the Sun 3 (life 3). Total 12,
    all black; green at most 5 + 3 = 8."""
    out = produce(load_board(BOARDS / "graveyard_life_counts.yaml"))
    assert out.max_total == 12 and out.max_by_type[T.B] == 12 and out.max_by_type[T.G] == 8


def test_cr_201_4_powerstone_shard_counts_artifacts_with_its_own_name():
    """CR 201.4 ("named ~" is the card's own name): the filter keeps the name marker; the solver reads it as the
    permanent's name."""
    out = only_counted("Powerstone Shard")
    assert out.count.filter.names == frozenset({"~"}) and out.count.filter.card_types == {"Artifact"}


def test_cr_122_1_nardole_counts_every_counter_on_itself():
    """"{U} for each counter on ~": counters of any kind."""
    assert only_counted("Nardole, Resourceful Cyborg").count == CounterCount("")


def test_named_and_any_counters_on_the_board():
    """Three Powerstone Shards you control: {C}{C}{C} each (9; the opponent's Shard and Sol Ring are not named so);
    Sol Ring 2; Nardole with two +1/+1 counters and a shield counter: {U}x3. Total 14; colorless 11, blue 3."""
    out = produce(load_board(BOARDS / "named_and_any_counters.yaml"))
    assert out.max_total == 14 and out.max_by_type[T.C] == 11 and out.max_by_type[T.U] == 3


# ---------------------------------------------------------------------------------------------------- as long as
def test_cr_611_3b_as_long_as_you_control_six_or_more_lands():
    """The World Tree: the grant holds only while you control six or more lands."""
    from manaplan.models.effects import AsLongAs, Grant

    (e,) = parsed("The World Tree").effects
    assert isinstance(e, AsLongAs) and isinstance(e.effect, Grant)
    assert e.control.at_least == 6 and e.control.filter.card_types == {"Land"}


def test_cr_611_3b_as_long_as_it_has_a_counter():
    """Zhao, the Moon Slayer: "nonbasic lands are Mountains" only while Zhao has a conqueror counter (its other
    effect, "Nonbasic lands enter tapped.", is always in force: CR 614.1d)."""
    from manaplan.models.effects import AsLongAs, LandTypes, OthersEnterTapped

    tapped, e = parsed("Zhao, the Moon Slayer").effects
    assert isinstance(e, AsLongAs) and isinstance(e.effect, LandTypes) and e.own_counter == "conqueror"
    assert isinstance(tapped, OthersEnterTapped) and tapped.scope.nonbasic


def test_cr_611_3b_the_world_tree_on_the_board():
    """Six lands you control: each taps for any colour (6 of one colour); with five, the grant is not in force and
    the Forests and the Tree make {G}, the Island {U}."""
    from manaplan.models.board_files import parse_inline

    six = produce(load_board(BOARDS / "world_tree_six.yaml"))
    assert six.max_total == 6 and six.max_by_type[T.W] == 6 and six.max_by_type[T.B] == 6
    five = produce(parse_inline("The World Tree, Forest, Forest, Forest, Island"))
    assert five.max_total == 5 and five.max_by_type[T.W] == 0 and five.max_by_type[T.G] == 4


def test_cr_305_7_zhao_with_and_without_a_conqueror_counter():
    """With the counter, Steam Vents is a Mountain and taps for {R} only (the Forest is basic); without it, {U}/{R}."""
    from manaplan.models.board_files import parse_inline

    out = produce(load_board(BOARDS / "zhao_conqueror.yaml"))
    assert {s.permanent: s.could_produce for s in out.sources}["Steam Vents#1"] == {T.R}
    bare = produce(parse_inline("Zhao, the Moon Slayer, Steam Vents, Forest"))
    assert {s.permanent: s.could_produce for s in bare.sources}["Steam Vents#1"] == {T.U, T.R}


def test_cr_205_3m_three_tree_city_counts_creatures_of_the_chosen_type():
    """"Choose a color. Add an amount of mana of that color equal to the number of creatures you control of the
    chosen type": creatures you control of the creature type chosen as it entered (the board's chosen:)."""
    out = only_counted("Three Tree City")
    assert out.unit == Produce.any_color(1)
    assert out.count.chosen_type and out.count.filter.card_types == {"Creature"} and out.count.controller == "you"


def test_cr_205_3m_three_tree_city_on_the_board():
    """Elf chosen: two Elves you control (the sick Llanowar Elves counts, CR 302.6 only stops its {T}); the Forests
    pay {2}: two of one colour, so white 2; total 4 (Forests, Mystic, the City's {C}). No type chosen: the counted
    ability adds nothing, white 0."""
    from manaplan.models.board_files import parse_inline

    out = produce(load_board(BOARDS / "three_tree_city.yaml"))
    assert out.max_total == 4 and out.max_by_type[T.W] == 2 and out.max_by_type[T.G] == 3
    bare = produce(parse_inline("Three Tree City, Elvish Mystic, Forest, Forest"))
    assert bare.max_by_type[T.W] == 0


@pytest.mark.parametrize("words", ["Black creatures you control", "Legendary creatures you control",
                                   "Attacking creatures", "Non-Angel creatures you control", "Those creatures"])
def test_colour_supertype_and_state_words_are_not_subtypes(words):
    """Only "<subtype> <card type>s" is read as both (CR 205.3): a colour, a supertype or a state before the card
    type is not understood here (never a scope that silently matches nothing)."""
    from manaplan.models.oracle.static import parse_scope
    from manaplan.models.oracle.text import NotUnderstood

    with pytest.raises(NotUnderstood):
        parse_scope(words)


def test_subtype_before_card_type_is_kept_as_written():
    """"Pegasus creatures": the subtype is written singular already (not "Pegasu")."""
    from manaplan.models.oracle.static import parse_scope

    assert parse_scope("Pegasus creatures you control").subtypes == {"Pegasus"}


def test_token_scopes_need_a_card_type_or_subtype():
    """"Creature tokens", "Treasure tokens": tokens of that kind; "Black tokens" is not understood."""
    from manaplan.models.oracle.static import parse_scope
    from manaplan.models.oracle.text import NotUnderstood

    assert parse_scope("Treasure tokens you control").subtypes == {"Treasure"}
    with pytest.raises(NotUnderstood):
        parse_scope("Black tokens you control")
