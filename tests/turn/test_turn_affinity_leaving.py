"""Affinity counting what may leave during the turn: a spell's own reduction (affinity for artifacts, CR 702.41a)
counts the artifacts there as its total cost is determined (CR 601.2f), a Chromatic Star or a Treasure too while it
is still on the battlefield; a mana ability may be activated while the spell is paid for (CR 601.2g, 605.3a), after
the count. ``turn`` prices such a spell per count of them (:func:`~manaplan.solver.turn.cards.with_leaving_versions`)
and casts each version only where that many are still there (the model's ``_leaving_counted``).

Each scenario is a small board file of tests/turn_boards/ with a case where the rule does not help."""

from __future__ import annotations

from pathlib import Path

from manaplan.models.board_files import board_from_data, load_board
from manaplan.models.cards.store import default_database
from manaplan.solver.analysis import analysed
from manaplan.solver.turn import TurnPlan, solve_turn
from manaplan.solver.turn.cards import MAX_LEAVING, count_left_out, read_copies, with_leaving_versions

BOARDS = Path(__file__).resolve().parents[1] / "turn_boards"


def turn(board_file: str, **kwargs) -> TurnPlan:
    return solve_turn(load_board(BOARDS / board_file), **kwargs)


def casts(plan: TurnPlan) -> list[tuple[str, str]]:
    return [(s.card, s.cost.text) for s in plan.steps if s.action == "cast"]


def test_cr_702_41a_frogmite_counts_chromatic_star_then_the_star_is_cracked_for_galvanic_blast():
    """Chromatic Star and two Seats of the Synod: Frogmite counts three artifacts ({1}, one Seat), then the other
    Seat pays the Star's {1} for Galvanic Blast's {R}. Priced without the Star ({2}) only one was cast and the answer
    said "not proven"."""
    plan = turn("affinity_star_then_crack.yaml", most=True)
    assert plan.possible and plan.proven
    assert casts(plan) == [("Frogmite", "{1}"), ("Galvanic Blast", "{R}")]
    assert plan.sacrificed == ("Chromatic Star#1",)
    assert not any("not proven" in n for n in plan.notes)
    assert any(n.startswith("Frogmite's own reduction counts Chromatic Star#1 too") for n in plan.notes)


def test_cr_601_2g_a_treasure_counted_by_frogmite_is_sacrificed_while_frogmite_is_paid_for():
    """Treasure and Seat of the Synod: Frogmite counts both ({2}); the Treasure's mana ability is activated while
    Frogmite is paid for, after its cost was locked in (CR 601.2f-g, 605.3a): Seat and Treasure pay it."""
    plan = turn("affinity_treasure_pays.yaml")
    assert plan.possible and plan.proven
    assert casts(plan) == [("Frogmite", "{2}")]
    assert plan.sacrificed == ("Treasure#1",)


def test_cr_601_2f_chromatic_star_counted_makes_no_mana_to_pay_with():
    """The case where it cannot be: Chromatic Star and one Seat of the Synod. Frogmite counts both ({2}), but the
    Star's "{1}, {T}, Sacrifice" turns the Seat's one mana into one mana: Frogmite is not cast, proven."""
    plan = turn("affinity_star_pays_nothing.yaml")
    assert not plan.possible and plan.proven


def test_cr_601_2g_only_one_spell_counts_a_treasure_sacrificed_while_it_is_paid_for():
    """Two Thoughtcasts ({4}{U}, affinity), two Treasures (the only blue), Mountains: the first counts both Treasures
    ({2}{U}) and takes one's {U} as it is paid for; the second counts the one left ({3}{U}). Four Mountains cast one,
    five both, each proven: a Treasure sacrificed for the first is not counted by the second, though both were cast
    after it was cracked (the model lets it leave while paying only for a spell alone in its layer)."""
    plan = turn("affinity_two_thoughtcasts.yaml", most=True)
    assert not plan.possible and plan.proven and len(plan.cast) == 1
    board = load_board(BOARDS / "affinity_two_thoughtcasts.yaml")
    more = solve_turn(board_from_data({"land_played": True, "hand": ["Thoughtcast", "Thoughtcast"],
                                       "permanents": [p.card.name for p in board.permanents] + ["Mountain"]}), most=True)
    assert more.possible and more.proven
    assert casts(more) == [("Thoughtcast", "{2}{U}"), ("Thoughtcast", "{3}{U}")]


def test_versions_are_bounded_beyond_them_the_spell_counts_what_surely_stays_and_says_so():
    """Each count of what may leave is a version of the spell's cost, up to MAX_LEAVING of them; Myr Enforcer beside
    more Treasures than that, each still making it cheaper, is priced without them (counting only what surely stays)
    and named: the answer is not proven."""
    db = default_database()
    many = MAX_LEAVING + 1
    b = board_from_data({"permanents": [{"card": "Treasure", "count": many}], "hand": ["Myr Enforcer"]})
    a = analysed(b)
    (enforcer,) = read_copies(b, [("hand", db.get("Myr Enforcer"))])
    (out,) = with_leaving_versions(a, [enforcer])
    assert out.leaving_counts == () and len(count_left_out(out, a)) == many
    plan = solve_turn(b, most=True)
    assert not plan.proven and any("Myr Enforcer's own reduction counts only what surely stays" in n
                                   for n in plan.notes)
    few = board_from_data({"permanents": [{"card": "Treasure", "count": MAX_LEAVING}], "hand": ["Myr Enforcer"]})
    (out,) = with_leaving_versions(few, read_copies(few, [("hand", db.get("Myr Enforcer"))]))
    assert out.leaving_counts == tuple(range(MAX_LEAVING + 1))


def test_cr_601_2f_a_spell_cast_at_more_than_one_count_says_no_count_of_the_turn_s_start():
    """Frogmite counts the Chromatic Star while it is there (three artifacts, {1}) and two without it: the note on its
    reduction says it is counted as it is cast (the cost its step shows), not the two surely there all turn, which
    read beside the step's {1} as a contradiction."""
    plan = turn("affinity_star_then_crack.yaml", most=True)
    own = [n for n in plan.notes if "less to cast for each artifact you control" in n]
    assert own and all("counted as each is cast" in n and "less)" not in n for n in own), own


def test_cr_601_2f_a_reduction_that_takes_all_the_generic_mana_needs_no_more_artifacts():
    """Emry, Lurker of the Loch ({2}{U}) beside two artifacts costs {U}: a reduction lowers only the generic mana
    (CR 601.2f), so the artifacts Fabricate may find, cast before Emry, cannot make it cheaper — the plan is proven.
    Beside one artifact ({1}{U}) they could, and the answer says so."""
    full = turn("emry_reduction_full.yaml", most=True)
    assert full.possible and full.proven
    assert not any("would make it cheaper" in n for n in full.notes)
    partial = turn("emry_reduction_partial.yaml", most=True)
    assert not partial.proven
    assert any("Emry, Lurker of the Loch's own reduction counts the permanents" in n for n in partial.notes)
