"""The several-turns engine behind the lands-only planner (issue 23): games with Signets, dorks, rocks and fetches
decided exactly where the lands-only planner leaves them unknown; its answers agree with the lands-only planner
wherever that one decides, and with the engine asked directly; the memo changes no answer; the same seed gives the
same numbers on one and two workers."""

from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor

from hypothesis import given, settings, strategies as st

from manaplan.models.cards.card import Card
from manaplan.models.cards.store import default_database
from manaplan.models.decks import DeckEntry, DeckList, parse_decklist
from manaplan.solver.deck.cards import read_deck
from manaplan.solver.deck.games import Settings
from manaplan.solver.deck.planner import Earliest, Game, LandsOnlyPlanner
from manaplan.solver.deck.simulate import simulate
from manaplan.solver.deck.turns_planner import TurnsPlanner


def _deck(text: str):
    return read_deck(parse_decklist(text, cards=default_database()))


def _roles(deck) -> dict[str, int]:
    return {r.name: i for i, r in enumerate(deck.roles)}


def test_a_signet_cast_on_turn_two_casts_a_four_drop_on_turn_three():
    deck = _deck("24 Island\n8 Azorius Signet\n28 Sower of Temptation\n")
    r = _roles(deck)
    island, signet, sower = r["Island"], r["Azorius Signet"], r["Sower of Temptation"]
    game = Game(hand=(island, island, signet, sower, sower, sower, sower), draws=(sower, island, sower, sower),
                on_play=True)
    lands = LandsOnlyPlanner(deck, 5).answers(game)
    assert lands[1] == Earliest(None, 1)  # three Islands in all: never four lands, unknown from turn 1
    answers = TurnsPlanner(deck, 5).answers(game)
    assert answers[1] == Earliest(3, None)  # Signet on 2; on 3 three Islands, one through the Signet: UU + 2
    assert answers[0] == Earliest(2, None)  # the Signet itself


def test_a_signet_needs_mana_put_in():
    deck = _deck("24 Island\n8 Azorius Signet\n28 Sower of Temptation\n")
    r = _roles(deck)
    island, signet, sower = r["Island"], r["Azorius Signet"], r["Sower of Temptation"]
    # two Islands only: one goes into the Signet, which makes two: three mana, not four
    game = Game(hand=(island, island, signet, sower, sower, sower, sower), draws=(sower, sower, sower, sower),
                on_play=True)
    assert TurnsPlanner(deck, 5).answers(game)[1] == Earliest(None, None)


def test_a_dork_is_summoning_sick_the_turn_it_is_cast():
    deck = _deck("24 Forest\n8 Llanowar Elves\n14 Centaur Courser\n14 Counterspell\n")
    r = _roles(deck)
    forest, elves, courser, other = r["Forest"], r["Llanowar Elves"], r["Centaur Courser"], r["Counterspell"]
    drawn_on_three = Game(hand=(forest, forest, other, other, other, other, other), draws=(other, elves, other, other),
                          on_play=True)
    answers = TurnsPlanner(deck, 5).answers(drawn_on_three)
    assert answers[deck.questions.index(_question(deck, "Centaur Courser"))] == Earliest(4, None)
    in_hand = Game(hand=(forest, forest, elves, other, other, other, other), draws=(other, other, other, other),
                   on_play=True)
    answers = TurnsPlanner(deck, 5).answers(in_hand)
    assert answers[deck.questions.index(_question(deck, "Centaur Courser"))] == Earliest(2, None)


def _question(deck, name):
    return deck.questions[next(s.question for s in deck.spells if s.name == name)]


def test_a_fetchland_finds_its_basic():
    deck = _deck("20 Island\n4 Flooded Strand\n36 Counterspell\n")
    r = _roles(deck)
    island, strand, spell = r["Island"], r["Flooded Strand"], r["Counterspell"]
    game = Game(hand=(island, strand, spell, spell, spell, spell, spell), draws=(spell, spell, spell, spell),
                on_play=True)
    assert LandsOnlyPlanner(deck, 5).answers(game)[0] == Earliest(None, 1)
    turn, _ = TurnsPlanner(deck, 5).answers(game)[0]
    assert turn == 2  # Island, then the Strand finding an Island (the engine proves the plan, not always the turn)


def test_a_cost_that_may_change_stays_unknown():
    deck = _deck("24 Island\n8 Mind Stone\n28 Tolarian Terror\n")
    r = _roles(deck)
    island, stone, terror = r["Island"], r["Mind Stone"], r["Tolarian Terror"]
    game = Game(hand=(island, stone, terror, terror, terror, terror, terror), draws=(island,) * 4, on_play=True)
    planner = TurnsPlanner(deck, 4)
    assert planner.answers(game) == LandsOnlyPlanner(deck, 4).answers(game)
    assert planner.tried.calls == 0


def test_the_bound_leaves_unknown():
    deck = _deck("24 Island\n8 Azorius Signet\n28 Sower of Temptation\n")
    r = _roles(deck)
    island, signet, sower = r["Island"], r["Azorius Signet"], r["Sower of Temptation"]
    game = Game(hand=(island, island, signet, sower, sower, sower, sower), draws=(sower, island, sower, sower),
                on_play=True)
    starved = TurnsPlanner(deck, 5, game_solves=0)
    assert starved.answers(game) == LandsOnlyPlanner(deck, 5).answers(game)


# ---- properties: small random games of a deck with rocks, a Signet, a dork and tapped lands ---------------------

PROPERTY_DECK = ("8 Forest\n6 Island\n3 Selesnya Guildgate\n2 Mind Stone\n2 Simic Signet\n2 Llanowar Elves\n"
                 "2 Woodland Cemetery\n5 Grizzly Bears\n5 Counterspell\n5 Centaur Courser\n5 Air Elemental\n"
                 "5 Opt\n")
_PROPERTY = _deck(PROPERTY_DECK)


@st.composite
def _games(draw):
    library = list(_PROPERTY.library)
    order = draw(st.permutations(library))
    on_play = draw(st.booleans())
    return Game(tuple(order[:7]), tuple(order[7:12]), on_play)


def _within(answer: Earliest, lands: Earliest) -> bool:
    """``answer`` decides nothing ``lands`` decided otherwise."""
    if lands.unknown_from is None:
        return answer == lands
    turn, start = answer
    if lands.turn is not None and (turn is None or turn > lands.turn):
        return False
    decided_before = lands.unknown_from  # turns before it are "not castable" for sure
    return turn is None or turn >= decided_before or turn == lands.turn


@settings(max_examples=12, deadline=None)
@given(_games())
def test_the_engine_only_decides_what_the_lands_leave_unknown(game):
    lands = LandsOnlyPlanner(_PROPERTY, 4).answers(game)
    answers = TurnsPlanner(_PROPERTY, 4).answers(game)
    assert all(_within(a, b) for a, b in zip(answers, lands))


@settings(max_examples=4, deadline=None)
@given(st.lists(_games(), min_size=2, max_size=2))
def test_the_memo_changes_no_answer(games):
    shared = TurnsPlanner(_PROPERTY, 3)
    alone = [TurnsPlanner(_PROPERTY, 3, memo=False).answers(game) for game in games]
    assert [shared.answers(game) for game in games + games[::-1]] == alone + alone[::-1]


# ---- determinism ---------------------------------------------------------------------------------------------------

MOUNTAIN = Card("Mountain", "", "Basic Land — Mountain", "({T}: Add {R}.)")
ROCK = Card("Mind Stone", "{2}", "Artifact", "{T}: Add {C}.\n{1}, {T}, Sacrifice this artifact: Draw a card.")
RR = Card("Fireblast Twin", "{R}{R}", "Sorcery", "")
OGRE = Card("Gray Ogre", "{2}{R}", "Creature — Ogre", "")
ROCKS = DeckList((DeckEntry(MOUNTAIN, 22), DeckEntry(ROCK, 8), DeckEntry(RR, 15), DeckEntry(OGRE, 15)), source="t")


def test_same_seed_same_numbers_on_two_workers_with_the_engine():
    rules = Settings(horizon=2)
    alone = simulate(ROCKS, games=2_000, seed=4, settings=rules, planner=TurnsPlanner).to_json()
    lands = simulate(ROCKS, games=2_000, seed=4, settings=rules).to_json()
    with ProcessPoolExecutor(max_workers=2) as pool:
        pooled = simulate(ROCKS, games=2_000, seed=4, settings=rules, executor=pool, workers=2,
                          planner=TurnsPlanner).to_json()
    del alone["engine"], pooled["engine"], lands["engine"]
    assert pooled == alone
    def unknown(data):
        return sum(n for s in data["spells"] for n in s["unknown_by_turn"].values())
    assert unknown(alone) == 0 < unknown(lands)
