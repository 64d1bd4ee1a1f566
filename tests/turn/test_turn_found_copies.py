"""A card a spell may put into your hand that is a copy of a candidate in your hand (Summoner's Pact's Dryad of the
Ilysian Grove beside the Dryad in hand). Where no plan may cast one copy more than your hand holds (their least costs
above a sound bound on the turn's mana over every land play), a plan casting a found copy leaves one of your hand's
uncast: casting that one instead is a candidate cast for a helper, a better plan the model considers. The find is not
named; it still is where the bound allows one more, or where a card may take a copy from your hand without casting it
(Elvish Piper puts it onto the battlefield)."""

from __future__ import annotations

from manaplan.models.board_files import board_from_data
from manaplan.solver.turn import solve_turn

#: Three Forests (three mana); the Dryad's {2}{G} twice is six. Craterhoof Behemoth is never cast: not settled.
DRYADS = {"land_played": True, "permanents": ["Forest", "Forest", "Forest"],
          "hand": ["Summoner's Pact", "Dryad of the Ilysian Grove", "Craterhoof Behemoth"],
          "library": ["Dryad of the Ilysian Grove", "Forest"]}
NAMED = "not proven: Summoner's Pact may put Dryad of the Ilysian Grove"


def turn(data: dict, **kwargs):
    return solve_turn(board_from_data(data), **kwargs)


def test_a_copy_of_a_card_in_hand_beyond_the_mana_for_two_is_not_named():
    """Three mana cast one Dryad at most (CR 601.2f-h): the one in hand, with the Pact for nothing. Proven (the found
    Dryad, entering, makes the Forests every basic land type: it was named as a count it changes)."""
    plan = turn(DRYADS, most=True)
    assert "Dryad of the Ilysian Grove" in plan.cast and "Craterhoof Behemoth" not in plan.cast, plan.cast
    assert not any(n.startswith(NAMED) for n in plan.notes), plan.notes
    assert plan.proven, plan.notes


def test_a_copy_is_named_where_the_mana_may_cast_two():
    """Six Forests may cast both Dryads ({2}{G} each): a plan with two is not looked for, the found one is named."""
    plan = turn({**DRYADS, "permanents": ["Forest"] * 6}, most=True)
    assert any(n.startswith(NAMED) for n in plan.notes), plan.notes
    assert not plan.proven


def test_a_copy_is_named_where_a_card_may_take_one_from_your_hand():
    """Elvish Piper may put the Dryad of your hand onto the battlefield without casting it: the found one cast beside
    it is two Dryads with three mana's casts. Named, not proven."""
    plan = turn({**DRYADS, "permanents": DRYADS["permanents"] + ["Elvish Piper"]}, most=True)
    assert any(n.startswith(NAMED) for n in plan.notes), plan.notes
    assert not plan.proven
