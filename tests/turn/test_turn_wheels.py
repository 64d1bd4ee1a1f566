"""Spells whose mana or whose effect on your hand the turn must not get wrong.

- Wheel of Fortune ("Each player discards their hand, then draws seven cards.") takes every card of your hand as it
  resolves (CR 608.2): a card of your hand is cast before it or not at all — the turn cast Lightning Bolt after it.
- Rite of Flame ("Add {R}{R}, then add {R} for each card named Rite of Flame in each graveyard.") counts every
  graveyard, and the board gives only yours: its mana is not counted, and the answer said nothing of it, proven.
"""

from __future__ import annotations

from manaplan.models.board_files import board_from_data
from manaplan.solver.turn import solve_turn


def turn(data: dict, **kwargs):
    return solve_turn(board_from_data(data), most=True, **kwargs)


def test_a_card_of_your_hand_is_cast_before_wheel_of_fortune():
    """Four Mountains pay both; Lightning Bolt comes first, for after Wheel of Fortune resolved it is in your
    graveyard (CR 608.2). Proven."""
    plan = turn({"land_played": True, "permanents": ["Mountain"] * 4, "hand": ["Wheel of Fortune", "Lightning Bolt"],
                 "library": ["Forest"]})
    assert plan.possible and plan.proven
    assert [s.card for s in plan.steps if s.action == "cast"] == ["Lightning Bolt", "Wheel of Fortune"]


def test_timetwister_and_windfall_too():
    """Timetwister shuffles your hand into your library, Windfall has each player discard their hand: Lightning Bolt
    first either way (CR 608.2)."""
    for wheel, lands in (("Timetwister", ["Island"] * 3), ("Windfall", ["Island"] * 3)):
        plan = turn({"land_played": True, "permanents": lands + ["Mountain"], "hand": [wheel, "Lightning Bolt"],
                     "library": ["Forest"]})
        assert plan.possible and [s.card for s in plan.steps if s.action == "cast"] == ["Lightning Bolt", wheel]


def test_rite_of_flame_whose_mana_is_not_counted_is_named():
    """Rite of Flame's count reads every graveyard: its mana is not counted, so Wheel of Fortune beside it (three
    Mountains: Rite's {R}{R} would pay for the third card) is not called impossible, proven; it is named."""
    plan = turn({"land_played": True, "permanents": ["Mountain"] * 3,
                 "hand": ["Rite of Flame", "Wheel of Fortune"], "library": ["Forest"]})
    assert not plan.proven
    assert any(n.startswith("not proven: the mana Rite of Flame adds is not counted") for n in plan.notes)


def test_rite_of_flame_counted_where_the_opponents_graveyards_are_given():
    """With ``facts: {opponents_graveyards_named: 0}`` (a game alone, as ``manaplan deck`` plays it), Rite of Flame
    adds {R}{R} and one {R} for the Rite in your graveyard: with it, three Mountains pay Wheel of Fortune too.
    Proven. A second Rite in hand would count the first once it resolved (CR 608.2n): named, not proven."""
    data = {"land_played": True, "permanents": ["Mountain"] * 3, "hand": ["Rite of Flame", "Wheel of Fortune"],
            "graveyard": ["Rite of Flame"], "facts": {"opponents_graveyards_named": 0}, "library": ["Forest"]}
    plan = turn(data)
    assert plan.possible and plan.proven
    assert len(next(s for s in plan.steps if s.card == "Rite of Flame").adds) == 3
    two = turn({**data, "hand": ["Rite of Flame", "Rite of Flame", "Wheel of Fortune"]})
    assert two.possible and not two.proven and any("a second Rite of Flame" in n for n in two.notes)


def test_culling_the_weak_adds_its_mana_once_its_creature_is_sacrificed():
    """Culling the Weak ("As an additional cost to cast this spell, sacrifice a creature. Add {B}{B}{B}{B}."): the
    sacrifice is the cast's (CR 601.2b), its mana counted: the Swamp casts it, Grizzly Bears sacrificed, and its
    {B}{B}{B}{B} pays Hypnotic Specter. Both, proven (it said "at most 1 of the 2", proven: the mana left out)."""
    plan = turn({"land_played": True, "permanents": ["Swamp", "Grizzly Bears"],
                 "hand": ["Culling the Weak", "Hypnotic Specter"], "library": ["Forest"]})
    assert plan.possible and plan.proven and plan.sacrificed == ("Grizzly Bears#1",)


def test_deadly_disputes_treasure_pays_a_later_spell():
    """Deadly Dispute ("As an additional cost to cast this spell, sacrifice an artifact or creature. Draw two cards
    and create a Treasure token.") leaves a Treasure, one mana of any color (CR 111.10a): it pays Lightning Bolt after
    it. Both, proven (it said "at most 1 of the 2", proven: the Treasure left out)."""
    plan = turn({"land_played": True, "permanents": ["Swamp", "Swamp", "Grizzly Bears"],
                 "hand": ["Deadly Dispute", "Lightning Bolt"], "library": ["Forest"]})
    assert plan.possible and plan.proven
    assert [s.card for s in plan.steps if s.action == "cast"] == ["Deadly Dispute", "Lightning Bolt"]
