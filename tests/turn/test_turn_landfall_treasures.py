"""Tireless Provisioner's Treasure ("Landfall — Whenever a land you control enters, create a Food token or a Treasure
token.") where the only land that may enter is the one a fetchland of yours puts there: a Treasure on the model's
board used only once that fetchland was cracked (CR 603.2, 603.3, 111.10a; :mod:`manaplan.solver.turn.
landfall_treasures`)."""

from __future__ import annotations

from manaplan.models.board_files import board_from_data
from manaplan.solver.turn import solve_turn

BASE = {"land_played": True, "permanents": ["Forest"] * 3 + ["Tireless Provisioner", "Windswept Heath"],
        "hand": ["Hill Giant"]}


def _turn(data: dict):
    return solve_turn(board_from_data(data), most=True, time_limit=float("inf"))


def test_cr_603_2_the_treasure_of_the_land_a_fetchland_puts_there_pays_the_red():
    """Three Forests and Windswept Heath make no red: the Forest it finds enters (CR 305.4 aside: no land play),
    Tireless Provisioner's landfall makes a Treasure (CR 603.2), whose {R} casts Hill Giant. Possible and proven, the
    Treasure said (it was "not possible", not proven: the Treasure was not counted)."""
    plan = _turn({**BASE, "library": ["Forest"]})
    assert plan.possible and plan.proven, plan.notes
    assert "Treasure#1" in plan.sacrificed and "Windswept Heath#1" in plan.sacrificed
    assert any(n.startswith("Treasure#1: the Treasure Tireless Provisioner#1's landfall trigger") for n in plan.notes)
    assert not any("mana token" in n for n in plan.notes)


def test_cr_701_23b_no_land_found_no_landfall_and_no_treasure():
    """The library holds no Forest or Plains: Windswept Heath finds nothing (CR 701.23b), no land enters, no
    Treasure is made — the Treasure is used only once its fetchland was cracked. Not possible, proven."""
    plan = _turn({**BASE, "library": ["Island"]})
    assert not plan.possible and plan.proven, plan.notes
    assert not any("mana token" in n for n in plan.notes)


def test_a_land_to_play_may_enter_otherwise_and_the_treasure_stays_named():
    """With a Forest in hand and the land play left, a land may enter by the play too: not modelled here, the
    Treasure stays named, not proven."""
    plan = _turn({**BASE, "land_played": False, "hand": ["Hill Giant", "Forest"], "library": ["Forest"]})
    assert not plan.proven and any("Tireless Provisioner#1's trigger creates a mana token" in n for n in plan.notes)


def test_the_korvold_board_of_turn_5_casts_one_of_two_proven():
    """realistic.py's edh_korvold_aristocrats game 0 turn 5: five sources with the Heath's Forest and a Treasure,
    Provisioner's Treasure one more (two with Goldspan Dragon there): never the ten Goldspan Dragon and Revel in
    Riches need. At most 1 of the 2, proven (Revel's, Goldspan's and Pawn of Ulamog's triggers cannot fire: no
    creature dies, no spell targets, no combat; Provisioner's Treasure counted)."""
    plan = _turn({"land_played": True, "life": 33, "commander_colors": "BRG", "permanents": [
        "Command Tower", {"card": "Sol Ring", "tapped": True}, "Swamp", "Tireless Provisioner",
        {"card": "Stomping Ground", "tapped": True}, "Korvold, Fae-Cursed King", "Pawn of Ulamog",
        {"card": "Mountain", "sick": True}, {"card": "Windswept Heath", "sick": True},
        {"card": "Dockside Extortionist", "sick": True}, {"card": "Treasure", "sick": True}],
        "hand": ["Revel in Riches", "Wooded Foothills", "Goldspan Dragon"], "library": ["Forest", "Plains"]})
    assert plan.proven and len(plan.cast) == 1, plan.notes
    assert not any(n.startswith("not proven") for n in plan.notes)
