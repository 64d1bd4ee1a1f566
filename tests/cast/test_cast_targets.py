"""``cast`` says a spell with no legal target now is not castable, and why, its mana shown to be there (CR 115.1a:
a targeted spell; CR 601.2c: its targets are chosen as it is cast, so with none it can't be). The opponents'
permanents count where the board lists them (``controller: opponent``)."""

from __future__ import annotations

from manaplan.models.board_files import board_from_data
from manaplan.solver.cast.solve import CastAnswer, cast_report

from manaplan_tests import FOE


def answer(data: dict, card: str) -> CastAnswer:
    (found,) = [a for a in cast_report(board_from_data(data)).answers if a.card == card]
    return found


def test_cr_601_2c_snap_with_no_creature_on_the_battlefield_is_not_castable():
    snap = answer({"permanents": ["Island", "Mountain"], "hand": ["Snap"]}, "Snap")
    assert not snap.castable
    assert snap.reason.startswith("it needs a target creature and the battlefield has none")
    assert "{1}{U} can be paid" in snap.reason


def test_cr_601_2c_an_opponents_creature_or_your_own_is_a_target():
    assert answer({"permanents": ["Island", "Mountain", FOE], "hand": ["Snap"]}, "Snap").castable
    assert answer({"permanents": ["Island", "Mountain", "Grizzly Bears"], "hand": ["Snap"]}, "Snap").castable


def test_cr_601_2c_a_target_you_control_must_be_yours():
    """Ghostly Flicker needs two artifacts, creatures or lands you control: the opponent's Ornithopter is not one."""
    board = {"permanents": ["Island", "Island", "Island", FOE], "hand": ["Ghostly Flicker"]}
    assert answer(board, "Ghostly Flicker").castable  # the Islands are lands you control
    lone = answer({"permanents": [FOE], "pool": "{U}{U}{U}", "hand": ["Ghostly Flicker"]}, "Ghostly Flicker")
    assert not lone.castable and "two target artifacts, creatures, and/or lands you control" in lone.reason


def test_cr_115_1b_an_aura_needs_what_it_enchants():
    """Rancor ("Enchant creature") with no creature: not castable; with the opponent's, castable."""
    assert not answer({"permanents": ["Forest"], "hand": ["Rancor"]}, "Rancor").castable
    assert answer({"permanents": ["Forest", FOE], "hand": ["Rancor"]}, "Rancor").castable
