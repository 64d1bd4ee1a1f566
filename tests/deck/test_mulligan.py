"""Opening hands (issue 23): Karsten 2022's London mulligan — keep 2-5 lands of 7, bottom toward 3 lands (off-colour
lands first) and keep 2-4 of 6 or 5, always 4; a Commander deck's free first mulligan keeps 3-5 of 7; or none."""

from __future__ import annotations

import random
from math import comb

import pytest

from manaplan.solver.deck.cards import GameDeck, LandKind, Role
from manaplan.solver.deck.mulligan import Dealer
from manaplan.solver.deck.shapes import mask_of

SPELL, HELPER, MOUNTAIN, ISLAND, GATE = 0, 1, 2, 3, 4


def _deck(commander: bool = False) -> GameDeck:
    roles = (Role("Bolt", False), Role("Signet", False, -1, True), Role("Mountain", True, 0, False, mask_of("R")),
             Role("Island", True, 1, False, mask_of("U")), Role("Gate", True, 2, False, mask_of("R")))
    kinds = (LandKind(mask_of("R"), False), LandKind(mask_of("U"), False), LandKind(mask_of("R"), True))
    library = (SPELL,) * 30 + (HELPER,) * 6 + (MOUNTAIN,) * 12 + (ISLAND,) * 6 + (GATE,) * 6
    return GameDeck(roles, library, kinds, (), (), commander=commander, wanted=mask_of("R"))


class Shuffles:
    """A generator whose shuffles are written in advance: each ``sample`` gives the next hand and draws."""

    def __init__(self, *hands: tuple[int, ...]):
        self.hands = list(hands)

    def sample(self, population, k):
        hand = list(self.hands.pop(0))
        return hand + [SPELL] * (k - len(hand))


def test_seven_with_two_to_five_lands_is_kept():
    dealer = Dealer(_deck(), "karsten2022")
    hand = (MOUNTAIN, ISLAND, SPELL, SPELL, SPELL, SPELL, SPELL)
    assert dealer.deal(Shuffles(hand), 3) == (hand, (SPELL,) * 3, 0, False)


def test_one_land_is_a_mulligan_and_six_bottoms_toward_three_lands_off_colour_first():
    dealer = Dealer(_deck(), "karsten2022")
    one_land = (MOUNTAIN,) + (SPELL,) * 6
    five_lands = (ISLAND, MOUNTAIN, GATE, MOUNTAIN, ISLAND, SPELL, HELPER)
    dealt = dealer.deal(Shuffles(one_land, five_lands), 3)
    # bottom one card of seven, lands above three: an Island (it makes no red, the colour the spells ask for)
    assert dealt.mulligans == 1 and sorted(dealt.cards) == sorted((ISLAND, MOUNTAIN, GATE, MOUNTAIN, SPELL, HELPER))


def test_bottoming_spells_keeps_helpers_and_a_hand_outside_two_to_four_is_a_mulligan_again():
    dealer = Dealer(_deck(), "karsten2022")
    six_lands = (MOUNTAIN,) * 6 + (SPELL,)
    no_land = (SPELL,) * 6 + (HELPER,)
    two_lands = (MOUNTAIN, GATE, SPELL, HELPER, SPELL, SPELL, SPELL)
    dealt = dealer.deal(Shuffles(six_lands, six_lands, no_land, two_lands), 2)
    # 7: six lands; 6 (bottom 1 land): five lands, no; 5: no land, no; 4: always kept, bottoming three spells first
    assert dealt.mulligans == 3 and sorted(dealt.cards) == sorted((MOUNTAIN, GATE, HELPER, SPELL))


def test_five_cards_from_seven_with_four_lands_bottom_one_land_then_one_spell():
    dealer = Dealer(_deck(), "karsten2022")
    dealt = dealer.deal(Shuffles((SPELL,) * 7, (SPELL,) * 7, (MOUNTAIN, MOUNTAIN, GATE, ISLAND, SPELL, SPELL,
                                                                  HELPER)), 1)
    assert dealt.mulligans == 2 and sorted(dealt.cards) == sorted((MOUNTAIN, MOUNTAIN, GATE, SPELL, HELPER))


def test_commander_free_mulligan_keeps_three_to_five_then_the_usual_rules():
    dealer = Dealer(_deck(commander=True), "karsten2022")
    two_lands = (MOUNTAIN, ISLAND, SPELL, SPELL, SPELL, SPELL, SPELL)
    three = (MOUNTAIN, ISLAND, GATE, SPELL, SPELL, SPELL, SPELL)
    assert dealer.deal(Shuffles(three), 1) == (three, (SPELL,), 0, False)
    assert dealer.deal(Shuffles(two_lands, two_lands), 1) == (two_lands, (SPELL,), 0, True)  # free, then 2 is fine


def test_none_keeps_any_seven():
    hand = (SPELL,) * 7
    assert Dealer(_deck(commander=True), "none").deal(Shuffles(hand), 1) == (hand, (SPELL,), 0, False)


def test_the_share_of_kept_sevens_is_the_hypergeometric_one():
    """24 lands in 60 cards: a seven is kept when it has 2 to 5 lands, P = Σ C(24,k) C(36,7-k) / C(60,7)."""
    deck = _deck()
    games = 20_000
    rng = random.Random(5)
    dealer = Dealer(deck, "karsten2022")
    kept = sum(dealer.deal(rng, 10).mulligans == 0 for _ in range(games))
    p = sum(comb(24, k) * comb(36, 7 - k) for k in range(2, 6)) / comb(60, 7)  # this deck: 24 lands of 60
    se = (p * (1 - p) / games) ** 0.5
    assert abs(kept / games - p) < 4 * se


def test_a_library_too_small_for_the_draws_is_refused():
    with pytest.raises(ValueError, match="cannot deal 7 cards and 60 draws"):
        Dealer(_deck(), "karsten2022").deal(random.Random(1), 60)
