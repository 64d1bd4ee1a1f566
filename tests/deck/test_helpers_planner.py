"""The exact planner for rocks, Signets, dorks, fetchlands and lands entering by a rule (issue 23): the games the
lands-only planner leaves unknown, decided exactly, and checked against the several-turns engine (the brute force)
on small random games."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from manaplan.models.cards.store import default_database
from manaplan.models.costs import ManaCost
from manaplan.models.decks import parse_decklist
from manaplan.solver.deck.cards import read_deck
from manaplan.solver.deck.helpers_planner import MAX_EVENTS, HelpersPlanner, turn_pays
from manaplan.solver.deck.makers import Maker
from manaplan.solver.deck.planner import Earliest, Game, LandsOnlyPlanner
from manaplan.solver.deck.shapes import BITS, shape_of
from manaplan_tests import examples
from manaplan.solver.deck.turns_planner import TurnsPlanner


def _deck(text: str):
    return read_deck(parse_decklist(text, cards=default_database()))


def _roles(deck) -> dict[str, int]:
    return {r.name: i for i, r in enumerate(deck.roles)}


def _answer(deck, answers, name: str) -> Earliest:
    return answers[next(s.question for s in deck.spells if s.name == name)]


SIGNETS = _deck("24 Island\n8 Azorius Signet\n28 Sower of Temptation\n")


def test_a_signet_cast_on_turn_two_casts_a_four_drop_on_turn_three():
    r = _roles(SIGNETS)
    island, signet, sower = r["Island"], r["Azorius Signet"], r["Sower of Temptation"]
    game = Game(hand=(island, island, signet, sower, sower, sower, sower), draws=(sower, island, sower, sower),
                on_play=True)
    assert _answer(SIGNETS, LandsOnlyPlanner(SIGNETS, 5).answers(game), "Sower of Temptation") == Earliest(None, 1)
    answers = HelpersPlanner(SIGNETS, 5).answers(game)
    assert _answer(SIGNETS, answers, "Sower of Temptation") == Earliest(3, None)  # three Islands, one into it
    assert _answer(SIGNETS, answers, "Azorius Signet") == Earliest(2, None)


def test_a_signet_needs_mana_put_in():
    r = _roles(SIGNETS)
    island, signet, sower = r["Island"], r["Azorius Signet"], r["Sower of Temptation"]
    # two Islands only: one goes into the Signet, which makes two: three mana, never four
    game = Game(hand=(island, island, signet, sower, sower, sower, sower), draws=(sower,) * 4, on_play=True)
    assert _answer(SIGNETS, HelpersPlanner(SIGNETS, 5).answers(game), "Sower of Temptation") == Earliest(None, None)


ELVES = _deck("24 Forest\n8 Llanowar Elves\n14 Centaur Courser\n14 Counterspell\n")


def test_a_dork_is_summoning_sick_the_turn_it_is_cast():
    r = _roles(ELVES)
    forest, elves, other = r["Forest"], r["Llanowar Elves"], r["Counterspell"]
    drawn_on_three = Game(hand=(forest, forest, other, other, other, other, other), draws=(other, elves, other, other),
                          on_play=True)
    assert _answer(ELVES, HelpersPlanner(ELVES, 5).answers(drawn_on_three), "Centaur Courser") == Earliest(4, None)
    in_hand = Game(hand=(forest, forest, elves, other, other, other, other), draws=(other,) * 4, on_play=True)
    assert _answer(ELVES, HelpersPlanner(ELVES, 5).answers(in_hand), "Centaur Courser") == Earliest(2, None)


def test_a_fetchland_finds_its_basic_below_the_draws():
    deck = _deck("20 Island\n4 Flooded Strand\n36 Counterspell\n")
    r = _roles(deck)
    island, strand, spell = r["Island"], r["Flooded Strand"], r["Counterspell"]
    game = Game(hand=(island, strand, spell, spell, spell, spell, spell), draws=(spell,) * 4, on_play=True)
    assert LandsOnlyPlanner(deck, 5).answers(game)[0] == Earliest(None, 1)
    assert HelpersPlanner(deck, 5).answers(game)[0] == Earliest(2, None)
    few = _deck("1 Island\n4 Flooded Strand\n36 Counterspell\n")  # the only Island is in hand: nothing to find
    r = _roles(few)
    game = Game(hand=(r["Island"], r["Flooded Strand"]) + (r["Counterspell"],) * 5, draws=(r["Counterspell"],) * 4,
                on_play=True)
    assert HelpersPlanner(few, 5).answers(game)[0] == Earliest(None, None)


def test_a_fastland_is_kept_for_the_turn_it_enters_untapped():
    deck = _deck("10 Swamp\n10 Island\n4 Forest\n4 Blooming Marsh\n32 Hymn to Tourach\n")
    r = _roles(deck)
    hymn = r["Hymn to Tourach"]
    # Swamp, Island, Forest in hand, the Marsh drawn on turn 4: keeping the Forest, the Marsh enters untapped on 4
    game = Game(hand=(r["Swamp"], r["Island"], r["Forest"], hymn, hymn, hymn, hymn),
                draws=(hymn, hymn, r["Blooming Marsh"], hymn), on_play=True)
    assert LandsOnlyPlanner(deck, 5).answers(game)[0] == Earliest(None, 4)
    assert HelpersPlanner(deck, 5).answers(game)[0] == Earliest(4, None)


def test_a_check_land_enters_untapped_beside_its_type():
    deck = _deck("10 Forest\n10 Island\n4 Woodland Cemetery\n36 Abrupt Decay\n")
    r = _roles(deck)
    decay, cemetery = r["Abrupt Decay"], r["Woodland Cemetery"]
    beside = Game(hand=(r["Forest"], cemetery) + (decay,) * 5, draws=(decay,) * 4, on_play=True)
    assert HelpersPlanner(deck, 5).answers(beside)[0] == Earliest(2, None)  # Forest, then the Cemetery untapped
    # an Island is no Swamp or Forest: the Cemetery enters tapped on turn 2, the Forest drawn on 3 makes {B}{G} then
    alone = Game(hand=(r["Island"], cemetery) + (decay,) * 5, draws=(decay, r["Forest"], decay, decay), on_play=True)
    assert HelpersPlanner(deck, 5).answers(alone)[0] == Earliest(3, None)
    later = Game(hand=(r["Island"], cemetery) + (decay,) * 5, draws=(decay, decay, r["Forest"], decay), on_play=True)
    assert HelpersPlanner(deck, 5).answers(later)[0] == Earliest(4, None)


def test_past_a_card_it_does_not_play_the_answer_stays_unknown():
    deck = _deck("20 Forest\n4 Llanowar Elves\n4 Cultivate\n32 Air Elemental\n")
    r = _roles(deck)
    forest, elves, cultivate, other = r["Forest"], r["Llanowar Elves"], r["Cultivate"], r["Air Elemental"]
    game = Game(hand=(forest, forest, elves) + (other,) * 4, draws=(other, cultivate, other, other), on_play=True)
    elves_q = _answer(deck, HelpersPlanner(deck, 5).answers(game), "Llanowar Elves")
    assert elves_q == Earliest(1, None)
    air = _answer(deck, HelpersPlanner(deck, 5).answers(game), "Air Elemental")
    assert air == Earliest(None, 3)  # turns 1-2 decided (not castable), from the Cultivate on: unknown


# ---- against the several-turns engine ------------------------------------------------------------------------------

# no fetchland: the engine does not play them exactly (see solver/deck/turns_planner.py); they are tested above
PROPERTY = _deck("6 Forest\n5 Island\n2 Selesnya Guildgate\n2 Woodland Cemetery\n2 Breeding Pool\n"
                 "2 Botanical Sanctum\n2 Mind Stone\n2 Simic Signet\n2 Llanowar Elves\n1 Sol Ring\n"
                 "4 Grizzly Bears\n4 Counterspell\n4 Centaur Courser\n4 Air Elemental\n4 Opt\n4 Wrath of God\n")


@st.composite
def _games(draw):
    order = draw(st.permutations(list(PROPERTY.library)))
    return Game(tuple(order[:7]), tuple(order[7:12]), draw(st.booleans()))


@settings(max_examples=examples(2), deadline=None)
@given(_games())
def test_the_same_answers_as_the_several_turns_engine(game):
    horizon = 4
    mine = HelpersPlanner(PROPERTY, horizon).answers(game)
    engine = TurnsPlanner(PROPERTY, horizon, first=LandsOnlyPlanner).answers(game)
    for a, b in zip(mine, engine):
        if a.unknown_from is None and b.unknown_from is None:
            assert a == b
        if b.turn is not None and a.unknown_from is None:  # a plan the engine found is never missed
            assert a.turn is not None and a.turn <= b.turn


def test_a_turn_with_more_to_order_than_the_bound_is_left_unknown():
    sol = Maker((BITS["C"], BITS["C"]), shape_of(ManaCost.parse("{1}")))
    spell = shape_of(ManaCost.parse("{4}")).demands
    assert turn_pays((BITS["C"],), (), (sol,) * 3, spell) is True  # 1, then each Sol Ring nets one more
    assert turn_pays((BITS["C"],), (), (sol,) * 2, spell) is False
    assert turn_pays((BITS["C"],), (), (sol,) * (MAX_EVENTS + 1), spell) is None
    green = shape_of(ManaCost.parse("{G}")).demands
    assert turn_pays((BITS["C"],), (), (sol,) * (MAX_EVENTS + 1), green) is False  # no green at all: ruled out


def test_a_land_only_an_opponent_finds_changes_nothing():
    deck = _deck("24 Forest\n8 Assassin's Trophy\n28 Centaur Courser\n")
    r = _roles(deck)
    forest, trophy, courser = r["Forest"], r["Assassin's Trophy"], r["Centaur Courser"]
    game = Game(hand=(forest, forest, trophy) + (courser,) * 4, draws=(courser, forest, courser, courser),
                on_play=True)
    assert _answer(deck, LandsOnlyPlanner(deck, 5).answers(game), "Centaur Courser") == Earliest(3, 1)
    assert _answer(deck, HelpersPlanner(deck, 5).answers(game), "Centaur Courser") == Earliest(3, None)
