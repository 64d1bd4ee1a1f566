"""Lands that sacrifice permanents as they enter: a Lair's trigger ("When ~ enters, sacrifice it unless you return a
non-Lair land you control to its owner's hand.", CR 603.2), Lotus Field's ("sacrifice two untapped lands"), and the
replacement of Scorched Ruins and Lotus Vale ("If ~ would enter, sacrifice two untapped lands instead.", CR 614.1a).
What they sacrifice is not worked out, so ``turn`` does not play them — a plan missed, which the answer says: it is
not proven where playing one could matter (mana abilities may be activated while the trigger waits, CR 605.3a).
Played as if they entered like any land, Scorched Ruins paid for Wurmcoil Engine beside the two lands it sacrifices."""

from __future__ import annotations

from manaplan.models.board_files import board_from_data
from manaplan.solver.analysis import analysed
from manaplan.solver.turn import solve_turn


def turn(data: dict, **kwargs):
    return solve_turn(board_from_data({"land_played": False, **data}), most=True, **kwargs)


def test_cr_614_1a_scorched_ruins_does_not_enter_for_free_beside_the_lands_it_sacrifices():
    """Two Wastes and Scorched Ruins in hand: entering, the Ruins takes both Wastes (or goes to the graveyard), so
    Wurmcoil Engine ({6}) is never cast by tapping all three."""
    plan = turn({"permanents": ["Wastes", "Wastes"], "hand": ["Scorched Ruins", "Wurmcoil Engine"]})
    assert not plan.possible
    assert not any(s.action == "play" for s in plan.steps)
    assert any("playing Scorched Ruins is not looked for" in n for n in plan.notes)


def test_cr_605_3a_a_lair_played_could_add_its_mana_so_at_most_one_is_not_proven():
    """Plains, Island and Dromar's Cavern: tapping both lands while the Cavern's trigger waits, then the Cavern, and
    returning a tapped land makes three mana — Raise the Alarm and Opt both. ``turn`` does not play the Cavern: its
    "at most 1 of the 2" was called proven."""
    plan = turn({"permanents": ["Plains", "Island"], "hand": ["Dromar's Cavern", "Raise the Alarm", "Opt"]})
    assert not plan.proven
    assert any("playing Dromar's Cavern is not looked for" in n for n in plan.notes)


def test_lotus_field_that_enters_tapped_with_nothing_to_untap_it_changes_nothing():
    """Lotus Field enters tapped: with nothing within reach that untaps it or sees a land enter, playing it could add
    nothing this turn, and the answer stays proven."""
    plan = turn({"permanents": ["Forest", "Forest"], "hand": ["Lotus Field", "Grizzly Bears"]})
    assert plan.possible and plan.proven
    assert not any("Lotus Field" in n for n in plan.notes)
    untapper = turn({"permanents": ["Forest", "Forest", "Amulet of Vigor"],
                     "hand": ["Lotus Field", "Grizzly Bears", "Hill Giant"]})
    assert not untapper.proven
    assert any("playing Lotus Field is not looked for" in n for n in untapper.notes)


def test_the_entering_replacement_on_the_battlefield_is_read_not_named():
    """Mox Diamond and Lotus Vale on the battlefield have entered: their "If you do, put ~ onto the battlefield. If
    you don't, put it into its owner's graveyard." no longer stands among the text not read."""
    net = analysed(board_from_data({"permanents": ["Mox Diamond", "Lotus Vale"]})).net()
    assert not any(u.card in ("Mox Diamond", "Lotus Vale") for u in net)
    assert any(u.card == "Homebrew Vale" for u in analysed(board_from_data({"permanents": [
        {"name": "Homebrew Vale", "type": "Land", "text": "If you do, put it into exile.\n{T}: Add {G}."}]})).net())
