"""The several-turns engine behind the exact planners (issue 23): a ritual's game decided where the exact planners
leave it unknown; what it is not asked (a cost that may change, a fetchland seen, a spent bound); its answers agree
with the lands-only planner wherever that one decides; the memo changes no answer; the same seed gives the same
numbers on one and two workers."""

from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor

from hypothesis import given, settings, strategies as st

from manaplan.models.cards.card import Card
from manaplan.models.cards.store import default_database
from manaplan.models.decks import DeckEntry, DeckList, parse_decklist
from manaplan.solver.deck.cards import read_deck
from manaplan.solver.deck.games import Settings
from manaplan.solver.deck.helpers_planner import HelpersPlanner
from manaplan.solver.deck.planner import Earliest, Game, LandsOnlyPlanner
from manaplan.solver.deck.simulate import simulate
from manaplan.solver.deck.turns_planner import TurnsPlanner


def _deck(text: str):
    return read_deck(parse_decklist(text, cards=default_database()))


def _roles(deck) -> dict[str, int]:
    return {r.name: i for i, r in enumerate(deck.roles)}


def test_a_ritual_is_the_engines():
    deck = _deck("24 Swamp\n8 Dark Ritual\n28 Hypnotic Specter\n")
    r = _roles(deck)
    swamp, ritual, specter = r["Swamp"], r["Dark Ritual"], r["Hypnotic Specter"]
    game = Game(hand=(swamp, ritual) + (specter,) * 5, draws=(swamp, swamp, specter, specter), on_play=True)
    assert HelpersPlanner(deck, 5).answers(game)[1] == Earliest(3, 1)  # not a maker: left unknown
    planner = TurnsPlanner(deck, 5)
    assert planner.answers(game)[1] == Earliest(1, None)  # Swamp, Dark Ritual: {B}{B}{B} on turn 1
    assert planner.tried.calls > 0


def test_a_game_with_a_fetchland_is_not_asked_of_the_engine():
    deck = _deck("20 Forest\n4 Wooded Foothills\n4 Cultivate\n32 Air Elemental\n")
    r = _roles(deck)
    forest, foothills, cultivate, other = r["Forest"], r["Wooded Foothills"], r["Cultivate"], r["Air Elemental"]
    game = Game(hand=(forest, foothills, cultivate) + (other,) * 4, draws=(other,) * 4, on_play=True)
    planner = TurnsPlanner(deck, 5)
    assert planner.answers(game) == HelpersPlanner(deck, 5).answers(game)
    assert planner.tried.calls == 0 < planner.tried.not_asked


def test_a_cost_that_may_change_stays_unknown():
    deck = _deck("24 Island\n8 Mind Stone\n28 Tolarian Terror\n")
    r = _roles(deck)
    island, stone, terror = r["Island"], r["Mind Stone"], r["Tolarian Terror"]
    game = Game(hand=(island, stone, terror, terror, terror, terror, terror), draws=(island,) * 4, on_play=True)
    planner = TurnsPlanner(deck, 4)
    assert planner.answers(game) == LandsOnlyPlanner(deck, 4).answers(game)
    assert planner.tried.calls == 0


def test_the_bound_leaves_unknown():
    deck = _deck("24 Swamp\n8 Dark Ritual\n28 Hypnotic Specter\n")
    r = _roles(deck)
    swamp, ritual, specter = r["Swamp"], r["Dark Ritual"], r["Hypnotic Specter"]
    game = Game(hand=(swamp, ritual) + (specter,) * 5, draws=(swamp, swamp, specter, specter), on_play=True)
    starved = TurnsPlanner(deck, 5, game_solves=0)
    assert starved.answers(game) == HelpersPlanner(deck, 5).answers(game)


# ---- properties: small random games of a deck with rocks, a Signet, a dork and tapped lands ---------------------

PROPERTY_DECK = ("8 Forest\n6 Island\n3 Selesnya Guildgate\n2 Mind Stone\n2 Simic Signet\n2 Elvish Spirit Guide\n"
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


@settings(max_examples=2, deadline=None)
@given(st.lists(_games(), min_size=2, max_size=2))
def test_the_memo_changes_no_answer(games):
    shared = TurnsPlanner(_PROPERTY, 3)
    alone = [TurnsPlanner(_PROPERTY, 3, memo=False).answers(game) for game in games]
    assert [shared.answers(game) for game in games + games[::-1]] == alone + alone[::-1]


# ---- determinism ---------------------------------------------------------------------------------------------------

MOUNTAIN = Card("Mountain", "", "Basic Land — Mountain", "({T}: Add {R}.)")
ROCK = Card("Mind Stone", "{2}", "Artifact", "{T}: Add {C}.\n{1}, {T}, Sacrifice this artifact: Draw a card.")
RITE = Card("Rite of Flame", "{R}", "Sorcery", "Add {R}{R}, then add {R} for each card named Rite of Flame in each "
            "graveyard.")
RR = Card("Fireblast Twin", "{R}{R}", "Sorcery", "")
OGRE = Card("Gray Ogre", "{2}{R}", "Creature — Ogre", "")
ROCKS = DeckList((DeckEntry(MOUNTAIN, 22), DeckEntry(ROCK, 4), DeckEntry(RITE, 4), DeckEntry(RR, 15),
                  DeckEntry(OGRE, 15)), source="t")


def test_same_seed_same_numbers_on_two_workers_with_the_engine():
    rules = Settings(horizon=2)
    alone = simulate(ROCKS, games=100, seed=4, settings=rules, planner=TurnsPlanner).to_json()
    lands = simulate(ROCKS, games=100, seed=4, settings=rules).to_json()
    with ProcessPoolExecutor(max_workers=2) as pool:
        pooled = simulate(ROCKS, games=100, seed=4, settings=rules, executor=pool, workers=2,
                          planner=TurnsPlanner).to_json()
    del alone["engine"], pooled["engine"], lands["engine"]
    assert pooled == alone
    def unknown(data):
        return sum(n for s in data["spells"] for n in s["unknown_by_turn"].values())
    # Rite of Flame's mana is counted (a game alone: "each graveyard" is yours), so a turn may cast it as a helper,
    # which ``solve_turns`` does not prove the earliest (it counted no mana of it before, and called that proven)
    assert unknown(alone) < unknown(lands)
