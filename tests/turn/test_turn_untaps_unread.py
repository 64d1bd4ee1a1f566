"""A card the turn may cast that untaps permanents of yours as it resolves or enters, or returns them to the
battlefield untapped: the permanent can be tapped for mana again (CR 106.12; a permanent that returns is a new object,
untapped, CR 400.7). The turn does not count that mana, so it names the card and the answer is not proven — it said
"at most 1 of the 2", proven, where both could be cast."""

from __future__ import annotations

import pytest

from manaplan.models.board_files import board_from_data
from manaplan.solver.turn import solve_turn

LANDS = ["Island", "Island", "Plains", "Sea Gate Oracle"]


@pytest.mark.parametrize("card, cost_lands", [
    ("Snap", 2),              # {1}{U}: "Untap up to two lands."
    ("Frantic Search", 3),    # {2}{U}: "Untap up to three lands."
    ("Cloud of Faeries", 2),  # {1}{U}: "When Cloud of Faeries enters, untap up to two lands."
])
def test_cr_106_12_a_spell_that_untaps_lands_then_ghostly_flicker_is_not_called_impossible(card, cost_lands):
    """Three lands: the untapper first, its lands untapped again, then Ghostly Flicker ({2}{U}) — both cast in a real
    turn. The turn counts one of them: not proven, and the untapper named."""
    plan = solve_turn(board_from_data({"land_played": True, "permanents": LANDS, "hand": [card, "Ghostly Flicker"]}),
                      most=True)
    assert len(plan.cast) == 1 and not plan.proven
    assert any(n.startswith(f"not proven: {card} may untap permanents of yours") for n in plan.notes), plan.notes


def test_cr_400_7_a_flicker_of_your_lands_is_named():
    """Ghostly Flicker exiles two lands you control and returns them: new objects, untapped (CR 400.7)."""
    plan = solve_turn(board_from_data({"land_played": True, "permanents": LANDS,
                                       "hand": ["Ghostly Flicker", "Counterspell"]}), most=True)
    assert not plan.proven
    assert any(n.startswith("not proven: Ghostly Flicker may return permanents of yours to the battlefield untapped")
               for n in plan.notes)


def test_an_untapper_no_plan_can_cast_is_not_named():
    """Garruk Wildspeaker ("+1: Untap two target lands.") costs {2}{G}{G}; Forest, Island and Swamp make three mana:
    it is never cast, so its untap changes nothing — proven."""
    plan = solve_turn(board_from_data({"permanents": ["Forest", "Island", "Swamp"],
                                       "hand": ["Garruk Wildspeaker"]}), most=True)
    assert plan.proven and plan.cast == ()
    assert not any("Garruk" in n for n in plan.notes)


def test_what_the_turn_reads_is_not_named():
    """Amulet of Vigor's untap of what enters tapped and Voltaic Key's activated untap are read (the turn and the
    activation core use them); Heritage Druid's "Tap three untapped Elves" untaps nothing."""
    plan = solve_turn(board_from_data({"land_played": True, "permanents": ["Forest", "Forest", "Forest"],
                                       "hand": ["Amulet of Vigor", "Voltaic Key", "Heritage Druid"]}), most=True)
    assert not any("may untap permanents" in n for n in plan.notes), plan.notes


def test_cr_106_12_an_untap_that_cannot_help_is_proven_moot():
    """Two Islands: Snap ({1}{U}) untaps both, two more mana — Mnemonic Wall ({4}{U}) still out of reach. The turn
    relaxed with two free mana after Snap's cast, each counted one permanent tapped (:mod:`~manaplan.solver.turn.
    untap_bound`), does no better: Snap alone, proven (a relaxed mana left in the pool counted as better would have
    kept it named)."""
    plan = solve_turn(board_from_data({"land_played": True, "permanents": ["Island", "Island", "Sea Gate Oracle"],
                                       "hand": ["Snap", "Mnemonic Wall"]}), most=True)
    assert plan.proven and plan.cast == ("Snap",), plan.notes
    assert not any("may untap" in n for n in plan.notes)


def test_an_untap_that_may_help_stays_named():
    """Sunscape Familiar makes Snap cost {U}: with it on the battlefield, Snap from one Island untaps two lands, and
    Preordain and Counterspell's mana may follow. The relaxation does better than the plan found: named, not proven."""
    plan = solve_turn(board_from_data({"land_played": True, "permanents": ["Island", "Island", "Sunscape Familiar"],
                                       "hand": ["Snap", "Preordain", "Impulse"]}), most=True)
    assert not plan.proven
    assert any(n.startswith("not proven: Snap may untap permanents of yours") for n in plan.notes)


def test_an_untap_of_a_permanent_whose_mana_is_a_count_stays_named():
    """Kiora, Behemoth Beckoner's "−1: Untap target permanent." may untap Nykthos, Shrine to Nyx, whose mana is a
    count (devotion): not bounded, named."""
    plan = solve_turn(board_from_data({"land_played": True, "permanents": ["Forest", "Island", "Forest", "Forest",
                                                                            "Nykthos, Shrine to Nyx"],
                                       "hand": ["Kiora, Behemoth Beckoner", "Grizzly Bears"]}), most=True)
    assert any(n.startswith("not proven: Kiora, Behemoth Beckoner may untap") for n in plan.notes)
    assert not plan.proven
