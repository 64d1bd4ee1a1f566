"""A card the turn may cast that untaps permanents of yours as it resolves or enters, or returns them to the
battlefield untapped: the permanent can be tapped for mana again (CR 106.12; a permanent that returns is a new object,
untapped, CR 400.7). The turn does not count that mana, so it names the card and the answer is not proven — it said
"at most 1 of the 2", proven, where both could be cast."""

from __future__ import annotations

import pytest

from manaplan.models.board_files import board_from_data
from manaplan.solver.turn import solve_turn

LANDS = ["Island", "Island", "Plains", "Sea Gate Oracle"]


@pytest.mark.parametrize("card", [
    "Snap",              # {1}{U}: "Untap up to two lands."
    "Frantic Search",    # {2}{U}: "Untap up to three lands."
    "Cloud of Faeries",  # {1}{U}: "When Cloud of Faeries enters, untap up to two lands."
])
def test_cr_106_12_a_card_that_untaps_lands_then_ghostly_flicker_are_both_cast(card):
    """Three lands: the untapper first, its lands untapped as it resolves and tapped again, then Ghostly Flicker
    ({2}{U}) — both cast (it said "at most 1 of the 2", proven). Ghostly Flicker's own return of your permanents
    untapped (CR 400.7) is not modelled, and is not proven moot here: Sea Gate Oracle returned would look at the top
    two cards again (CR 603.6a, tests/turn/test_turn_flicker_bound.py): named, not proven."""
    plan = solve_turn(board_from_data({"land_played": True, "permanents": LANDS, "hand": [card, "Ghostly Flicker"]}),
                      most=True)
    assert plan.possible and set(plan.cast) == {card, "Ghostly Flicker"}
    untapped = [p.untaps for s in plan.steps for p in s.plan if p.untaps is not None]
    assert untapped and len(untapped) == len(set(untapped))  # each land once
    assert not plan.proven and any(n.startswith("not proven: Ghostly Flicker may return") for n in plan.notes)
    assert not any(n.startswith(f"not proven: {card}") for n in plan.notes)


def test_cr_106_12_snap_untaps_a_bounceland_for_foresee():
    """Azorius Chancery taps for {W}{U} and an Island is untapped: Snap ({1}{U}) from both, which it then untaps
    (CR 106.12), and Foresee ({3}{U}) from them again — both cast, proven (a Pauper Familiars board of the benchmark
    said "1 of the 2"). With three more lands tapped as the turn begins, Snap may untap those instead: each is read
    as if untapped, its taps counted against its untaps, and the answer is the same two spells, proven."""
    board = {"land_played": True, "permanents": ["Azorius Chancery", "Island", "Sea Gate Oracle"],
             "hand": ["Foresee", "Snap"]}
    plan = solve_turn(board_from_data(board), most=True)
    assert plan.possible and plan.proven and set(plan.cast) == {"Snap", "Foresee"}, plan.notes
    untapped = [p.untaps for s in plan.steps for p in s.plan if p.untaps is not None]
    assert "Azorius Chancery#1" in untapped and len(untapped) <= 2
    tapped = {**board, "permanents": board["permanents"] + [{"card": c, "tapped": True} for c in
                                                            ("Ash Barrens", "Island", "Mountain")]}
    plan = solve_turn(board_from_data(tapped), most=True)
    assert plan.possible and set(plan.cast) == {"Snap", "Foresee"} and plan.proven, plan.notes


def test_cr_106_12_snap_untaps_lands_tapped_as_the_turn_begins():
    """An Island and Mind Stone pay Snap ({1}{U}); two more Islands are tapped as the turn begins. Snap untaps up to
    two lands (CR 106.12: a land untapped may be tapped for mana again), so one of those at least, with the Island
    just tapped, pays Think Twice ({1}{U}): both cast, proven. A land tapped as the turn begins is read as if
    untapped, its taps counted against its untaps: it is tapped only after the untap."""
    plan = solve_turn(board_from_data({"land_played": True, "permanents": [
        "Island", "Mind Stone", {"card": "Island", "tapped": True}, {"card": "Island", "tapped": True},
        "Sea Gate Oracle"], "hand": ["Snap", "Think Twice"]}), most=True)
    assert plan.possible and plan.proven and set(plan.cast) == {"Snap", "Think Twice"}, plan.notes
    steps = [p for s in plan.steps for p in s.plan]
    untapped = [p.untaps for p in steps if p.untaps is not None]
    assert {"Island#2", "Island#3"} & set(untapped) and len(untapped) <= 2
    for island in ("Island#2", "Island#3"):
        taps = [i for i, p in enumerate(steps) if p.untaps is None and p.permanent == island]
        if island in untapped:
            assert len(taps) == 1 and [p.untaps for p in steps].index(island) < taps[0]
        else:
            assert not taps  # tapped as the turn begins and never untapped: never tapped again


def test_cr_606_3_kiora_untaps_a_permanent_any_time_after_she_resolves():
    """Kiora, Behemoth Beckoner ({2}{G/U}) has "−1: Untap target permanent.": a loyalty ability, activated any time
    you could cast a sorcery once she is there (CR 606.3), so it may wait for a Forest enchanted by Wolfwillow Haven
    ({G}{G} a tap, CR 605.1b) to be tapped, and untap it. Two Forests (one enchanted) and Llanowar Elves make four:
    Kiora from three of it, then the enchanted Forest untapped and the one left pay Old-Growth Troll ({G}{G}{G}) —
    both, proven; without the untap, one of them at most."""
    plan = solve_turn(board_from_data({"land_played": True, "permanents": [
        "Forest", "Llanowar Elves", "Forest", {"card": "Wolfwillow Haven", "attached_to": "Forest#1"}],
        "hand": ["Kiora, Behemoth Beckoner", "Old-Growth Troll"]}), most=True)
    assert plan.possible and plan.proven and set(plan.cast) == {"Kiora, Behemoth Beckoner", "Old-Growth Troll"}, \
        plan.notes
    assert [p.untaps for s in plan.steps for p in s.plan if p.untaps is not None] == ["Forest#1"]


def test_cr_606_3_garruk_untaps_two_lands_after_it_resolves():
    """Four Forests cast Garruk Wildspeaker ({2}{G}{G}); its "+1: Untap two target lands." (a loyalty ability,
    activated once it is on the battlefield, CR 606.3) untaps two of them for Grizzly Bears: both, proven."""
    plan = solve_turn(board_from_data({"land_played": True, "permanents": ["Forest"] * 4,
                                       "hand": ["Garruk Wildspeaker", "Grizzly Bears"]}), most=True)
    assert plan.possible and plan.proven and set(plan.cast) == {"Garruk Wildspeaker", "Grizzly Bears"}, plan.notes


def test_an_untap_of_a_land_that_may_enter_during_the_turn_is_said_not_looked_for():
    """With Evolving Wilds on the battlefield ("Search your library for a basic land card, put it onto the
    battlefield tapped"), a land may enter during the turn, and Snap could untap it (cracked before Snap resolves):
    that plan is not looked for — said, not proven — while Snap's untaps of the Islands are."""
    plan = solve_turn(board_from_data({"land_played": True, "permanents": ["Island", "Island", "Evolving Wilds",
                                                                            "Sea Gate Oracle"],
                                       "hand": ["Snap", "Preordain", "Impulse"], "library": ["Island"]}),
                      most=True)
    assert not plan.proven
    assert any("an untap of a permanent that may enter during the turn (after a cast or a crack)" in n
               for n in plan.notes), plan.notes


def test_cr_400_7_a_flicker_of_your_lands_is_named():
    """Ghostly Flicker exiles two lands you control and returns them: new objects, untapped (CR 400.7)."""
    plan = solve_turn(board_from_data({"land_played": True, "permanents": LANDS,
                                       "hand": ["Ghostly Flicker", "Think Twice"]}), most=True)
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
    """Three Forests cast Kiora, Behemoth Beckoner ({2}{G/U}); its "−1: Untap target permanent." (any permanent: not
    modelled) frees one more mana — Mnemonic Wall ({4}{U}) still out of reach. The turn relaxed with one free mana
    after Kiora's cast, counted one permanent tapped (:mod:`~manaplan.solver.turn.untap_bound`), does no better:
    Kiora alone, proven (a relaxed mana left in the pool counted as better would have kept it named)."""
    plan = solve_turn(board_from_data({"land_played": True, "permanents": ["Forest", "Forest", "Forest"],
                                       "hand": ["Kiora, Behemoth Beckoner", "Mnemonic Wall"]}), most=True)
    assert plan.proven and plan.cast == ("Kiora, Behemoth Beckoner",), plan.notes
    assert not any("may untap" in n for n in plan.notes)


def test_an_untap_of_a_permanent_whose_mana_is_a_count_stays_not_proven():
    """Kiora, Behemoth Beckoner's "−1: Untap target permanent." may untap Nykthos, Shrine to Nyx, whose mana is a
    count (devotion) that Kiora and Grizzly Bears change as they enter: the untap is modelled (a loyalty ability,
    any time after she resolves, CR 606.3), but the change of the count is not, and said: not proven."""
    plan = solve_turn(board_from_data({"land_played": True, "permanents": ["Forest", "Island", "Forest", "Forest",
                                                                            "Nykthos, Shrine to Nyx"],
                                       "hand": ["Kiora, Behemoth Beckoner", "Grizzly Bears"]}), most=True)
    assert set(plan.cast) == {"Kiora, Behemoth Beckoner", "Grizzly Bears"}
    assert not plan.proven and any("Nykthos" in n for n in plan.notes), plan.notes


def test_the_untap_of_a_card_no_plan_casts_is_not_named():
    """One Island untapped: Ghostly Flicker costs {U} only once two Sunscape Familiars ({1}{W}) are cast, which one
    Island cannot. The turn asked to cast Ghostly Flicker alone is proven impossible, so its return of your
    permanents untapped, which would come after its cast, changes nothing: nothing castable, proven (it said "not
    proven" for the Flicker)."""
    plan = solve_turn(board_from_data({"land_played": True, "permanents": [
        "Island", {"card": "Azorius Chancery", "tapped": True}],
        "hand": ["Ghostly Flicker", "Sunscape Familiar", "Sunscape Familiar"]}), most=True)
    assert plan.proven and plan.cast == (), plan.notes
    assert not any("Ghostly Flicker may return" in n for n in plan.notes)


def test_a_library_card_nothing_brings_is_not_within_reach():
    """Gaea's Cradle in the library (its mana a count, which an untap could not bound) with nothing that searches,
    draws or returns: no land of the turn may be it, so Garruk Wildspeaker's untaps are modelled — Garruk and Grizzly
    Bears both cast, proven."""
    plan = solve_turn(board_from_data({"land_played": True, "permanents": ["Forest"] * 4,
                                       "hand": ["Garruk Wildspeaker", "Grizzly Bears"],
                                       "library": ["Gaea's Cradle"]}), most=True)
    assert plan.possible and plan.proven and set(plan.cast) == {"Garruk Wildspeaker", "Grizzly Bears"}, plan.notes


def test_cr_601_2h_an_untapper_that_cannot_be_cast_frees_no_tapped_land():
    """Every land tapped as the turn begins: Snap ({1}{U}) cannot be paid (CR 601.2h), so its untaps free nothing —
    the bound on the turn's mana ties each untap to its card's cast (a Pauper Familiars board of the benchmark read the
    tapped Islands as mana and said Mnemonic Wall's return of Snap "not proven"). Nothing castable, proven."""
    plan = solve_turn(board_from_data({"land_played": True, "permanents": [
        {"card": "Island", "tapped": True}, {"card": "Mountain", "tapped": True}, {"card": "Island", "tapped": True},
        {"card": "Sea Gate Oracle", "sick": True}],
        "hand": ["Mulldrifter", "Mnemonic Wall", "Flame Slash", "Snap", "Snap"], "graveyard": ["Snap"]}), most=True)
    assert plan.proven and plan.cast == (), plan.notes
