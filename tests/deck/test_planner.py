"""The lands-only planner (issue 23) against a brute force that tries every sequence of land plays, on random decks of
simple lands (colours, duals, tapped lands, colorless and snow) and random costs (hybrid, {2/W}, {C}, {S}); and its
unknowns: never a guess where a helper or a changing cost could make a spell castable sooner."""

from __future__ import annotations

import random
from itertools import product

import pytest

from manaplan.models.costs import ManaCost
from manaplan.solver.deck.cards import GameDeck, LandKind, Question, Role, SpellInfo
from manaplan.solver.deck.planner import Earliest, Game, LandsOnlyPlanner
from manaplan.solver.deck.shapes import BITS, mask_of, shape_of

COSTS = ("{R}", "{R}{R}", "{1}{R}", "{1}{R}{G}", "{R}{R}{G}", "{2}{G}{G}", "{W/U}{W/U}", "{2/R}{G}", "{C}{1}",
         "{S}{R}", "{3}", "{R}{G}{W}", "{1}{R}{R}{R}", "{G/P}{R}", "{X}{G}")
MASKS = (mask_of("R"), mask_of("G"), mask_of("RG"), mask_of("W"), mask_of("WU"), mask_of("C"), mask_of("RGW"),
         mask_of("R") | BITS["S"], mask_of("U"))


def _deck(kinds: list[LandKind], costs: list[str], helper: bool = False, varies: bool = False) -> GameDeck:
    roles = [Role("spell", False)] + [Role(f"land {i}", True, i) for i in range(len(kinds))]
    if helper:
        roles.append(Role("rock", False, -1, True, 0, "makes mana"))
    questions = tuple(Question(shape_of(ManaCost.parse(c)), ManaCost.parse(c).mana_value, varies) for c in costs)
    spells = tuple(SpellInfo(c, None, "library", c, q.mana_value, i) for i, (c, q) in enumerate(zip(costs, questions)))
    return GameDeck(tuple(roles), tuple(range(len(roles))), tuple(kinds), questions, spells)


def _symbols(demand) -> list[int]:
    return [mask for mask, count in demand.classes for _ in range(count)]


def _pays(symbols: list[int], lands: list[int]) -> bool:
    """Whether each symbol can be given its own land (a land pays a symbol when their masks meet)."""
    if not symbols:
        return True
    first, rest = symbols[0], symbols[1:]
    return any(mask & first and _pays(rest, lands[:i] + lands[i + 1:]) for i, mask in enumerate(lands))


def brute_earliest(deck: GameDeck, question: int, game: Game, horizon: int) -> int | None:
    """The first turn some sequence of land plays (one a turn, from the hand at that time) leaves lands that pay one
    of the question's demands; lands played before the turn are untapped, the turn's own only if it enters so."""
    kinds = deck.land_kinds
    demands = deck.questions[question].shape.demands
    for k in range(1, horizon + 1):
        new_cards = [list(game.hand) + ([] if game.on_play else [game.draws[0]])]
        for t in range(2, k + 1):
            new_cards.append([game.draws[t - 2] if game.on_play else game.draws[t - 1]])
        options = []
        for _ in range(k):
            options.append([None] + list(range(len(kinds))))
        for plays in product(*options):  # the kind played on each turn, or None
            hand = {}
            ok = True
            battlefield = []
            for t, kind in enumerate(plays, start=1):
                for card in new_cards[t - 1]:
                    j = deck.roles[card].land_kind
                    if j >= 0:
                        hand[j] = hand.get(j, 0) + 1
                if kind is not None:
                    if not hand.get(kind):
                        ok = False
                        break
                    hand[kind] -= 1
                    battlefield.append((kind, t))
            if not ok:
                continue
            lands = [kinds[j].mask for j, t in battlefield if t < k or not kinds[j].tapped]
            if any(_pays(_symbols(d), lands) for d in demands):
                return k
    return None


def _game(rng: random.Random, deck: GameDeck, horizon: int, on_play: bool) -> Game:
    cards = [rng.randrange(len(deck.roles)) if rng.random() < 0.5 else 0 for _ in range(7 + horizon)]
    return Game(tuple(cards[:7]), tuple(cards[7:]), on_play)


@pytest.mark.parametrize("seed", range(40))
def test_matches_a_brute_force_over_every_sequence_of_land_plays(seed):
    rng = random.Random(seed)
    kinds = list({LandKind(rng.choice(MASKS), rng.random() < 0.4) for _ in range(rng.randint(1, 4))})
    costs = rng.sample(COSTS, 5)
    deck = _deck(kinds, costs)
    horizon = 5
    planner = LandsOnlyPlanner(deck, horizon)
    for _ in range(12):
        game = _game(rng, deck, horizon, rng.random() < 0.5)
        answers = planner.answers(game)
        for q in range(len(costs)):
            expected = brute_earliest(deck, q, game, horizon)
            assert answers[q] == Earliest(expected, None), (kinds, costs[q], game)


def test_a_tapped_land_makes_mana_from_the_next_turn():
    deck = _deck([LandKind(mask_of("U"), True), LandKind(mask_of("U"), False)], ["{U}", "{U}{U}"])
    planner = LandsOnlyPlanner(deck, 4)
    spell, tapped, untapped = 0, 1, 2
    # a tapped Island on turn 1, an untapped one drawn on turn 2: {U} on turn 1? no; {U}{U} on turn 2: yes
    game = Game((tapped, spell, spell, spell, spell, spell, spell), (untapped, spell, spell), True)
    assert planner.answers(game) == (Earliest(2, None), Earliest(2, None))
    # two tapped lands only: {U} on 2, {U}{U} on 3
    game = Game((tapped, tapped, spell, spell, spell, spell, spell), (spell, spell, spell), True)
    assert planner.answers(game) == (Earliest(2, None), Earliest(3, None))
    # the untapped land kept in hand for turn 2 while the tapped one goes first: {U}{U} on turn 2
    game = Game((tapped, untapped, spell, spell, spell, spell, spell), (spell, spell, spell), True)
    assert planner.answers(game) == (Earliest(1, None), Earliest(2, None))


def test_on_the_draw_the_first_draw_is_in_hand_on_turn_one():
    deck = _deck([LandKind(mask_of("R"), False)], ["{R}"])
    game = Game((0,) * 7, (1, 0, 0, 0), on_play=False)
    assert LandsOnlyPlanner(deck, 3).answers(game) == (Earliest(1, None),)
    assert LandsOnlyPlanner(deck, 3).answers(game._replace(on_play=True)) == (Earliest(2, None),)


def test_a_helper_makes_later_turns_unknown_never_failures():
    deck = _deck([LandKind(mask_of("R"), False)], ["{R}", "{R}{R}{R}"], helper=True)
    spell, mountain, rock = 0, 1, 2
    planner = LandsOnlyPlanner(deck, 5)
    # a Mountain in hand, a rock drawn on turn 3: {R} on turn 1 exactly; {R}{R}{R} not before turn 3, unknown from 3
    game = Game((mountain, spell, spell, spell, spell, spell, spell), (mountain, rock, mountain, spell), True)
    assert planner.answers(game) == (Earliest(1, None), Earliest(4, 3))
    # no land at all but the rock in hand: nothing is known
    game = Game((rock, spell, spell, spell, spell, spell, spell), (spell,) * 4, True)
    assert planner.answers(game) == (Earliest(None, 1), Earliest(None, 1))


def test_a_spell_whose_cost_may_change_is_unknown_where_the_lands_do_not_cast_it():
    deck = _deck([LandKind(mask_of("U"), False)], ["{4}{U}"], varies=True)
    game = Game((1, 1, 0, 0, 0, 0, 0), (1, 1, 1, 0), True)
    assert LandsOnlyPlanner(deck, 5).answers(game) == (Earliest(5, 1),)


def test_memoised_answers_are_the_answers():
    rng = random.Random(99)
    kinds = [LandKind(mask_of("R"), False), LandKind(mask_of("G"), False), LandKind(mask_of("RG"), True)]
    deck = _deck(kinds, ["{R}{G}", "{1}{R}{R}", "{G}{G}{G}"])
    warm, cold = LandsOnlyPlanner(deck, 6), None
    games = [_game(rng, deck, 6, True) for _ in range(300)]
    first = [warm.answers(g) for g in games]
    for game, answer in zip(games, first):
        cold = LandsOnlyPlanner(deck, 6)
        assert cold.answers(game) == answer == warm.answers(game)
