"""``turn`` casts a spell that needs a target only with one there as it is cast (CR 115.1a, 601.2c). Seen on a
Pauper Familiars board of benchmarks/realistic.py (seed 3, pauper_familiars g00 turn 9): with an Island and a
Mountain, Snap ("Return target creature to its owner's hand. Untap up to two lands.") was cast twice, "proven", on
a battlefield with no creature at all. Now:

- with no creature there and none that can enter this turn, Snap is not cast, and the answer says why;
- a creature cast this turn gives it one: the creature is cast first;
- each Snap removes its target, so two Snaps need two creatures (or a creature cast between them)."""

from __future__ import annotations

from manaplan.models.board_files import board_from_data
from manaplan.solver.turn import solve_turn, solve_turns

from manaplan_tests import FOE


def _plan(data: dict, *cards: str, most: bool = True):
    return solve_turn(board_from_data(data), list(cards) or None, most=most)


def test_cr_601_2c_snap_with_no_creature_anywhere_is_not_cast():
    """The corpus board: Island and Mountain, two Snaps and Preordain. Only Preordain, proven; named, Snap is not
    possible and the reason is its target."""
    plan = _plan({"permanents": ["Island", "Mountain"], "hand": ["Snap", "Preordain", "Snap"]})
    assert plan.cast == ("Preordain",) and plan.proven
    named = _plan({"permanents": ["Island", "Mountain"], "hand": ["Snap"]}, "Snap", most=False)
    assert not named.possible and named.proven and "target creature" in named.reason


def test_cr_601_2c_a_creature_cast_first_is_the_target():
    """Five Islands, Sea Gate Oracle ({2}{U}) and Snap ({1}{U}): the Oracle first, then Snap returning it — both,
    proven.
    With four Islands, Snap first would untap two Islands for the Oracle, but has no target then: one of the two."""
    five = _plan({"permanents": ["Island"] * 5, "hand": ["Snap", "Sea Gate Oracle"]})
    assert five.possible and five.proven and five.cast == ("Sea Gate Oracle", "Snap")
    four = _plan({"permanents": ["Island"] * 4, "hand": ["Snap", "Sea Gate Oracle"]})
    assert not four.possible and four.proven and len(four.cast) == 1


def test_cr_601_2c_with_the_opponents_creature_snap_comes_first():
    """The opponent's creature is there as the turn begins: Snap first untaps two Islands for the rest."""
    plan = _plan({"permanents": ["Island"] * 4 + [FOE], "hand": ["Snap", "Sea Gate Oracle", "Preordain"]})
    assert plan.possible and plan.proven and plan.cast[0] == "Snap"


def test_cr_601_2c_each_snap_takes_a_target_away():
    """One creature of the opponent's and two Snaps: the first returns it, so the second has none — one Snap and
    Preordain, proven; with two creatures, both Snaps."""
    one = _plan({"permanents": ["Island"] * 4 + [FOE], "hand": ["Snap", "Snap", "Preordain"]})
    assert one.proven and sorted(one.cast) == ["Preordain", "Snap"]
    two = _plan({"permanents": ["Island"] * 4 + [{**FOE, "count": 2}], "hand": ["Snap", "Snap", "Preordain"]})
    assert two.possible and two.proven


def test_cr_115_1b_the_land_played_first_is_the_auras_target():
    """No permanent, Wild Growth ("Enchant land") and a Forest in hand: the Forest is played, then Wild Growth cast
    on it — proven, the land play being before the cast in the plan."""
    plan = _plan({"hand": ["Wild Growth", "Forest"]})
    assert plan.possible and plan.proven and plan.cast == ("Wild Growth",)


def test_a_target_that_may_come_another_way_leaves_the_answer_not_proven():
    """A Forest, Raise the Alarm (two Soldier tokens) and Mutagenic Growth ("Target creature gets +2/+2"): only the
    tokens could be its target, which the model does not order. The first plan cast Mutagenic Growth with no
    creature there — not a legal plan (CR 601.2c) — so the turn is solved again without it: the answer is that
    plan, not proven, and names Mutagenic Growth as left out."""
    plan = _plan({"permanents": ["Forest"], "land_played": True,
                  "hand": ["Raise the Alarm", "Mutagenic Growth", "Forest"]})
    assert "Mutagenic Growth" not in plan.cast and not plan.proven
    assert any(n.startswith("not proven: Mutagenic Growth left out") for n in plan.notes), plan.notes
    assert "target could only come from" in plan.reason


def test_a_plan_with_a_spell_whose_target_is_not_shown_is_solved_again_without_it():
    """Garruk Wildspeaker's "−1: Create a 3/3 green Beast creature token" is the only creature Path to Exile could
    target (a corpus state, seed 1, edh_atraxa_superfriends g02 turn 4). The first plan used Garruk's "+1: Untap two
    target lands" and cast Path to Exile too, with no creature there — both are not one plan (CR 606.3, 601.2c). The
    answer is the plan without Path to Exile, not proven: every step of it legal."""
    plan = _plan({"permanents": ["Plains", "Temple Garden", "Watery Grave", "Selesnya Signet", "Simic Signet",
                                 {"card": "Island", "sick": True}],
                  "hand": ["Path to Exile", "Talisman of Resilience", "Garruk Wildspeaker", "Heroic Intervention"]})
    assert "Path to Exile" not in plan.cast and "Garruk Wildspeaker" in plan.cast and not plan.proven
    assert plan.untargeted == ()

def test_cr_606_6_a_loyalty_ability_beyond_the_loyalty_puts_nothing_onto_the_battlefield():
    """Karn Liberated (loyalty 6) cast this turn can't use its −14 ("… put … onto the battlefield", CR 306.5b,
    606.6),
    so it gives Dismember no target: with no creature anywhere, Dismember is not cast, for that reason, proven (a
    corpus state, seed 3, modern_mono_green_tron g03 turn 9, said "not proven")."""
    plan = _plan({"permanents": ["Urza's Tower", "Urza's Mine", "Urza's Power Plant", "Forest", "Forest", "Forest",
                                 "Forest", "Forest"], "hand": ["Karn Liberated", "Dismember"]})
    assert plan.proven and plan.cast == ("Karn Liberated",)
    assert any("Dismember" in n and "target creature" in n for n in (plan.reason or "", *plan.notes)), plan


def test_cr_601_2c_a_creature_returned_on_one_turn_is_no_target_on_the_next():
    """Over several turns (nothing happens on the opponents' turns): Snap returns the opponent's only creature to its
    owner's hand on turn 1, so a second Snap has no target on turn 2 or 3 — not castable by turn 3, and, the first
    turn's choice of target being one of several, an earlier turn is not ruled out (not proven). It was cast on
    turn 2 at the creature already returned."""
    board = board_from_data({"permanents": ["Island", "Island", {**FOE, "card": "Grizzly Bears"}],
                             "land_played": True, "hand": ["Snap", "Snap"], "draws": ["Island", "Island"],
                             "library": ["Island", "Island", "Plains", "Plains"]})
    plan = solve_turns(board, ("Snap", "Snap"), turns=3)
    assert plan.earliest == (("Snap", 1), ("Snap", None)) and not plan.possible
    assert not plan.proven
