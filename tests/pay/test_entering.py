"""Every land as it enters (issue 21, item 1): the rules for entering worked out on a board
(:func:`manaplan.solver.effective.entering.entries`), a fetchland's land in ``pay``, ``produce`` and ``cast``, and
the fetchland bug at its root — a permanent's own "enters tapped" applies to that permanent only (CR 614.1d).
Expected answers are worked out from the rules in each docstring."""

from __future__ import annotations

import pytest

from manaplan.models.board_files import board_from_data, parse_inline
from manaplan.solver.cast.solve import cast_report
from manaplan.solver.analysis import analysed
from manaplan.solver.effective.entering import entries
from manaplan.solver.pay.solve import solve_payment
from manaplan.solver.produce.solve import produce


def ways(inline: str, pid: str, life: int = 20) -> list[tuple[bool, int]]:
    """(tapped, life) of each way ``pid`` may enter on the inline board (which has it on the battlefield)."""
    return [(e.tapped, e.life) for e in entries(analysed(parse_inline(inline)).effective, pid, life=life)]


# ------------------------------------------------------------------------------------------------- the rules
def test_checkland_needs_a_forest_or_an_island():
    """Hinterland Harbor: "enters tapped unless you control a Forest or an Island" — beside a Forest untapped; beside
    a Mountain only, or alone, tapped (the condition fails)."""
    assert ways("Forest, Hinterland Harbor (id=h)", "h") == [(False, 0)]
    assert ways("Mountain, Hinterland Harbor (id=h)", "h") == [(True, 0)]
    assert ways("Hinterland Harbor (id=h)", "h") == [(True, 0)]


def test_fastland_two_or_fewer_other_lands():
    """Blooming Marsh: "enters tapped unless you control two or fewer other lands" — with two other lands untapped,
    with three tapped."""
    assert ways("Swamp, Forest, Blooming Marsh (id=m)", "m") == [(False, 0)]
    assert ways("Swamp, Forest, Island, Blooming Marsh (id=m)", "m") == [(True, 0)]


def test_slowland_two_or_more_other_lands():
    """Deserted Beach: "enters tapped unless you control two or more other lands" — with two untapped, one tapped."""
    assert ways("Plains, Island, Deserted Beach (id=b)", "b") == [(False, 0)]
    assert ways("Plains, Deserted Beach (id=b)", "b") == [(True, 0)]


def test_battle_land_two_or_more_basic_lands():
    """Prairie Stream: "enters tapped unless you control two or more basic lands" — Plains and Island untapped; a
    Plains and Hallowed Fountain (not basic, CR 205.4c) tapped."""
    assert ways("Plains, Island, Prairie Stream (id=p)", "p") == [(False, 0)]
    assert ways("Plains, Hallowed Fountain, Prairie Stream (id=p)", "p") == [(True, 0)]


def test_shockland_pays_two_life_only_when_it_leaves_you_alive():
    """Breeding Pool: "you may pay 2 life. If you don't, it enters tapped." At 20 life: untapped for 2, or tapped.
    Paying needs 2 life (CR 119.4), and at 2 life the payment leaves you at 0: state-based actions make you lose before
    it can be tapped (CR 117.3c, 704.5a), so only tapped; at 3 life, untapped for 2 (1 left)."""
    assert ways("Breeding Pool (id=p)", "p") == [(False, 2), (True, 0)]
    assert ways("Breeding Pool (id=p)", "p", life=2) == [(True, 0)]
    assert ways("Breeding Pool (id=p)", "p", life=1) == [(True, 0)]
    assert ways("Breeding Pool (id=p)", "p", life=3) == [(False, 2), (True, 0)]


def test_blood_moon_removes_the_rule_before_it_applies():
    """Under Blood Moon a nonbasic land is a Mountain with no abilities of its text (CR 305.7), and replacement
    effects on entering are checked as it would be on the battlefield (CR 614.12; Gatherer ruling on Blood Moon):
    Breeding Pool and Bojuka Bog enter untapped, without life."""
    assert ways("Blood Moon, Breeding Pool (id=p)", "p") == [(False, 0)]
    assert ways("Blood Moon, Bojuka Bog (id=b)", "b") == [(False, 0)]


def test_thalia_heretic_cathar_taps_your_nonbasic_lands_not_your_basics():
    """An opponent's Thalia, Heretic Cathar: "Creatures and nonbasic lands your opponents control enter tapped." Your
    Harbor beside a Forest enters tapped; your Forest does not (basic)."""
    assert ways("Forest, Thalia, Heretic Cathar (opp), Hinterland Harbor (id=h)", "h") == [(True, 0)]
    assert ways("Thalia, Heretic Cathar (opp), Forest (id=f)", "f") == [(False, 0)]
    assert ways("Thalia, Heretic Cathar, Hinterland Harbor (id=h), Forest", "h") == [(False, 0)]  # yours: not you


def test_amulet_of_vigor_untaps_what_entered_tapped():
    """Amulet of Vigor: "Whenever a permanent enters tapped and under your control, untap it." A Triome enters
    tapped, then untapped (CR 603.3); an opponent's Amulet does nothing for you."""
    assert ways("Amulet of Vigor, Zagoth Triome (id=t)", "t") == [(False, 0)]
    assert ways("Amulet of Vigor (opp), Zagoth Triome (id=t)", "t") == [(True, 0)]


def test_spelunking_and_archelos():
    """Spelunking: "Lands you control enter untapped." wins over the land's own "enters tapped" (you order the
    replacement effects, CR 616.1). Archelos, Lagoon Mystic: while it is tapped other permanents enter tapped, while
    untapped untapped."""
    assert ways("Spelunking, Zagoth Triome (id=t)", "t") == [(False, 0)]
    assert ways("Archelos, Lagoon Mystic (tapped), Forest (id=f)", "f") == [(True, 0)]
    assert ways("Archelos, Lagoon Mystic, Zagoth Triome (id=t)", "t") == [(False, 0)]


# ------------------------------------------------------------------------------------------- the fetchland bug
@pytest.mark.parametrize("other", ["Bojuka Bog", "Seaside Citadel", "Arcane Sanctum", "Tranquil Cove",
                                   "Savage Lands"])
def test_another_permanents_own_enters_tapped_does_not_stop_a_fetch(other):
    """Bloodstained Mire beside a land that enters tapped by its own text: that text is about that land only (CR
    614.1d), so the Mountain found enters untapped and pays {R}, as without it. produce and cast agree."""
    tapped = {"card": other, "tapped": True}  # its own mana out of the way: only the fetch can pay
    board = board_from_data({"permanents": ["Bloodstained Mire", tapped], "library": ["Mountain", "Swamp"]})
    p = solve_payment(board, "{R}")
    assert p.payable and p.optimal and p.steps[0].search.land == "Mountain"
    assert produce(board).max_total == 1
    bolt = board_from_data({"permanents": ["Bloodstained Mire", tapped], "library": ["Mountain"],
                            "hand": ["Lightning Bolt"]})
    assert cast_report(bolt).castable[0].card == "Lightning Bolt"


def test_misty_rainforest_beside_valakut():
    """Valakut, the Molten Pinnacle's "This land enters tapped." is Valakut's own: Misty Rainforest finds an Island
    for {U}."""
    board = board_from_data({"permanents": ["Misty Rainforest", "Valakut, the Molten Pinnacle"],
                             "library": ["Island"]})
    assert solve_payment(board, "{U}").payable


def test_a_fetched_watery_grave_pays_two_life_to_enter_untapped():
    """Polluted Delta finds Watery Grave (Island Swamp); "you may pay 2 life. If you don't, it enters tapped": paid,
    it enters untapped and taps for {U}. With a Mountain, {U}{R} is payable for 3 life (the fetch's 1, the
    Grave's 2); the step says so."""
    board = board_from_data({"permanents": ["Polluted Delta", "Mountain"], "library": ["Polluted Delta",
                                                                                          "Watery Grave"]})
    p = solve_payment(board, "{U}{R}")
    assert p.payable and p.optimal and p.life_lost == 3
    fetch = next(s for s in p.steps if s.search is not None)
    assert fetch.search.land == "Watery Grave"
    from manaplan.cli.plan_words import doing_words
    assert "for 2 life" in " ".join(doing_words(fetch))


@pytest.mark.parametrize("life,payable", [(3, False), (4, True)])
def test_a_fetched_shockland_must_leave_you_alive(life, payable):
    """At 3 life the fetch's 1 and the Grave's 2 leave you at 0: you lose before the land can be tapped (CR 704.5a);
    at 4, 1 life is left."""
    board = board_from_data({"life": life, "permanents": ["Polluted Delta"], "library": ["Watery Grave"]})
    assert solve_payment(board, "{U}").payable is payable


@pytest.mark.parametrize("life,payable", [(1, False), (2, True)])
def test_a_fetch_at_one_life_makes_no_mana(life, payable):
    """At 1 life paying the fetch's 1 life is legal (CR 119.4), but you receive priority after activating it and
    state-based actions make you lose at 0 before the search resolves (CR 117.3c, 704.5a): no land, no mana."""
    board = board_from_data({"life": life, "permanents": ["Bloodstained Mire"], "library": ["Mountain"]})
    assert solve_payment(board, "{R}").payable is payable


def test_thalia_heretic_cathar_stops_a_fetched_nonbasic_not_a_basic():
    """An opponent's Thalia, Heretic Cathar makes your nonbasic lands enter tapped: a fetched Watery Grave can't pay
    {B} (whatever life you pay); a fetched basic Island still pays {U}."""
    board = board_from_data({"permanents": ["Polluted Delta", {"card": "Thalia, Heretic Cathar",
                                                               "controller": "opponent"}],
                             "library": ["Watery Grave", "Island"]})
    assert not solve_payment(board, "{B}").payable
    assert solve_payment(board, "{U}").payable


def test_amulet_of_vigor_untaps_a_fetched_triome():
    """Zagoth Triome enters tapped; Amulet of Vigor's trigger untaps it before the cost is paid: {B} from Polluted
    Delta."""
    board = board_from_data({"permanents": ["Polluted Delta", "Amulet of Vigor"], "library": ["Zagoth Triome"]})
    assert solve_payment(board, "{B}").payable
    assert not solve_payment(board_from_data({"permanents": ["Polluted Delta"], "library": ["Zagoth Triome"]}),
                             "{B}").payable


def test_a_tango_land_fetched_counts_only_basics_that_stay():
    """Prairie Stream: "enters tapped unless you control two or more basic lands". Flooded Strand with two Plains:
    untapped, {U} payable; with one Plains and the Strand itself (sacrificed as the cost, and no basic): tapped."""
    two = board_from_data({"permanents": ["Flooded Strand", "Plains", "Plains"], "library": ["Prairie Stream"]})
    assert solve_payment(two, "{U}").payable
    one = board_from_data({"permanents": ["Flooded Strand", "Plains"], "library": ["Prairie Stream"]})
    assert not solve_payment(one, "{U}").payable


def test_amulet_untaps_a_land_put_onto_the_battlefield_tapped():
    """Evolving Wilds puts the basic land "onto the battlefield tapped"; Amulet of Vigor's trigger ("Whenever a
    permanent enters tapped and under your control, untap it") untaps it: {G} from the Forest found. Without the
    Amulet, nothing; and Sakura-Tribe Elder's tapped land is never left out for an unknown library (it could make no
    mana now anyway)."""
    wilds = {"permanents": ["Evolving Wilds", "Amulet of Vigor"], "library": ["Forest"]}
    assert solve_payment(board_from_data(wilds), "{G}").payable
    assert not solve_payment(board_from_data({"permanents": ["Evolving Wilds"], "library": ["Forest"]}),
                             "{G}").payable
    elder = solve_payment(board_from_data({"permanents": ["Sakura-Tribe Elder", "Forest"]}), "{G}")
    assert elder.optimal and elder.left_out == ()
