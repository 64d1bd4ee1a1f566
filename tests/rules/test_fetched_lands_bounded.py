"""A land a fetch finds may change other permanents' mana as it enters (Circle of Dreams Druid or Gaea's Cradle
counting a Dryad Arbor found: CR 604.3, 605.3b); the models name such a find, not model it. An answer is proven
after all where a relaxed board — the land there from the start, summoning sick (CR 302.6), its fetch kept unused —
does no better: every real plan finding it is such a board's plan, at least as good but for the fetch's life,
sacrifice and tap (CR 119.4, 701.23). Where the relaxed board does better, or the land could take from another's mana
(a colour another land could then produce: CR 106.7), the note stays.
"""

from __future__ import annotations

from manaplan.models.board_files import board_from_data
from manaplan.solver.cast.solve import cast_report
from manaplan.solver.core.activations import activation_board
from manaplan.solver.core.fetch_bounds import MAX_RELAXED, relaxed_boards
from manaplan.solver.effective import effective_board
from manaplan.solver.pay.solve import solve_payment
from manaplan.solver.produce.solve import produce
from manaplan.solver.work import metered

from manaplan_tests import INF, PER_SOLVE

_DRUID = ["Circle of Dreams Druid", "Verdant Catacombs"]


def _board(library, permanents=_DRUID, **more):
    return board_from_data({"permanents": permanents, "library": library, **more})


def test_cr_604_3_druid_and_an_arbor_or_a_forest_found_proven_the_same_figure():
    """The Forest found adds its {G}; the Arbor found adds its {G} through the Druid (its own {T} waits, CR 302.6)."""
    made = produce(_board(["Dryad Arbor", "Forest"]), time_limit=INF)
    assert made.proven and made.max_total_proven and made.max_total == 2 and not made.left_out, made.left_out


def test_an_arbor_alone_makes_more_than_the_model_so_it_stays_named():
    """Only the Arbor to find: the model makes {G} (the Druid), a real plan {G}{G} (the Druid counting the Arbor)."""
    made = produce(_board(["Dryad Arbor"]), time_limit=INF)
    assert not made.proven and made.left_out and made.max_total == 1


def test_cr_605_3b_cradle_with_an_arbor_alone_stays_not_proven():
    """Gaea's Cradle and no creature: 0 without the Arbor, {G} with it: the relaxed board does better."""
    made = produce(_board(["Dryad Arbor"], permanents=["Gaea's Cradle", "Verdant Catacombs"]), time_limit=INF)
    assert not made.max_total_proven and made.left_out


def test_two_fetches_and_two_forests_proven():
    made = produce(_board(["Dryad Arbor", "Forest", "Forest"], permanents=[*_DRUID, "Wooded Foothills"]),
                   time_limit=INF)
    assert made.proven and made.max_total == 3 and not made.left_out


def test_two_fetches_one_forest_a_plan_finding_the_arbor_makes_more_stays_named():
    """One Forest: the second fetch's Arbor adds {G} through the Druid that the model can't count."""
    made = produce(_board(["Dryad Arbor", "Forest"], permanents=[*_DRUID, "Wooded Foothills"]), time_limit=INF)
    assert not made.proven and made.left_out


def test_pay_proven_optimal_the_forest_found():
    with metered(per_solve=PER_SOLVE):
        paid = solve_payment(_board(["Dryad Arbor", "Forest"]), "{G}{G}", time_limit=INF)
    assert paid.payable and paid.optimal and not paid.left_out


def test_pay_not_payable_proven_where_the_arbor_makes_no_more():
    with metered(per_solve=PER_SOLVE):
        paid = solve_payment(_board(["Dryad Arbor", "Forest"]), "{G}{G}{G}", time_limit=INF)
    assert not paid.payable and paid.optimal and not paid.left_out


def test_pay_with_a_cradle_of_no_creature_the_arbor_gives_it_a_type_so_the_note_stays():
    """Gaea's Cradle with no creature adds nothing; with the Arbor it adds {G}: a type it had not, which ``pay`` weighs
    (a permanent's flexibility), so the relaxed board is not compared and the Forest found is not proven best."""
    with metered(per_solve=PER_SOLVE):
        paid = solve_payment(_board(["Dryad Arbor", "Forest"], permanents=["Gaea's Cradle", "Verdant Catacombs"]),
                             "{G}", time_limit=INF)
    assert paid.payable and not paid.optimal and paid.left_out


def test_pay_not_payable_with_the_cradle_and_an_arbor_stays_named():
    """{G} with only the Arbor to find is payable for real (the Cradle counts it): never "not payable, proven"."""
    with metered(per_solve=PER_SOLVE):
        paid = solve_payment(_board(["Dryad Arbor"], permanents=["Gaea's Cradle", "Verdant Catacombs"]), "{G}",
                             time_limit=INF)
    assert not paid.optimal and paid.left_out


def test_cast_proven_both_ways():
    board = _board(["Dryad Arbor", "Forest"], hand=["Llanowar Elves", "Grizzly Bears", "Centaur Courser"])
    report = cast_report(board, time_limit=INF)
    by_card = {a.card: a for a in report.answers}
    assert by_card["Llanowar Elves"].castable and by_card["Grizzly Bears"].castable
    assert not by_card["Centaur Courser"].castable
    assert all(a.payment.optimal for a in report.castable) and not report.left_out, report.left_out


def test_cr_106_7_a_colour_another_land_could_then_produce_keeps_the_note():
    """Reflecting Pool could produce {U} with the Island found: a colour is no amount, and the note stays (the
    relaxed boards compare amounts of the same types only)."""
    board = board_from_data({"permanents": ["Reflecting Pool", "Forest", "Scalding Tarn"], "library": ["Island"]})
    made = produce(board, time_limit=INF)
    assert not made.proven and made.left_out
    pb = activation_board(effective_board(board))
    assert pb.changing_finds and relaxed_boards(pb.effective, pb.unproven, pb.changing_finds) is None
    with metered(per_solve=PER_SOLVE):
        paid = solve_payment(board, "{G}{G}", time_limit=INF)
    assert not paid.optimal and paid.left_out


def test_more_assignments_than_the_cap_keep_the_note():
    """Three fetches and three Arbors: seven ways some of them find an Arbor, more than :data:`MAX_RELAXED`."""
    fetches = ["Verdant Catacombs", "Wooded Foothills", "Windswept Heath"]
    board = _board(["Dryad Arbor"] * 3 + ["Forest"] * 3, permanents=["Circle of Dreams Druid", *fetches])
    assert MAX_RELAXED < 7
    made = produce(board, time_limit=INF)
    assert not made.proven and len(made.left_out) == 3


def test_produce_prints_the_figure_proven(run, tmp_path):
    path = tmp_path / "druid.yaml"
    path.write_text("permanents:\n- Circle of Dreams Druid\n- Verdant Catacombs\nlibrary:\n- Dryad Arbor\n- Forest\n")
    out = run("produce", str(path)).output
    assert "most in all        2 (net of costs)" in out and "left out" not in out and "?" not in out, out


def test_cr_701_23_a_land_put_onto_the_battlefield_tapped_still_counts_for_coffers_named():
    """Evolving Wilds puts the Swamp onto the battlefield tapped: no mana from it, but Cabal Coffers counts it
    (CR 605.3b): Islands pay the Coffers' {2}, it adds {B}{B}, the Swamp {B} — three {B}. Before, the find that adds
    nothing was not compared at all and the most {B} was 2, proven."""
    board = board_from_data({"permanents": ["Cabal Coffers", "Swamp", "Island", "Island", "Evolving Wilds"],
                             "library": ["Swamp"]})
    made = produce(board, time_limit=INF)
    assert not made.proven and any("the Swamp it may find would change the mana of Cabal Coffers#1" in n
                                   for n in made.left_out), made.left_out


def test_a_land_put_tapped_a_payment_the_relaxed_board_does_not_beat_is_proven():
    """The same board paying {U}: an Island tapped; a plan that cracks Evolving Wilds for the Swamp (the Coffers
    counting it) taps one permanent more for it, so the Island stays the best, proven."""
    board = board_from_data({"permanents": ["Cabal Coffers", "Swamp", "Island", "Island", "Evolving Wilds"],
                             "library": ["Swamp"]})
    with metered(per_solve=PER_SOLVE):
        paid = solve_payment(board, "{U}", time_limit=INF)
        more = solve_payment(board, "{B}{B}{B}", time_limit=INF)
    assert paid.payable and paid.optimal and not paid.left_out
    assert not more.payable and not more.optimal and more.left_out  # payable for real: never "not payable, proven"


_TWO_CHANGES = {"permanents": ["Circle of Dreams Druid", "Cabal Coffers", "Verdant Catacombs", "Island", "Island",
                               "Swamp", "Swamp"], "library": ["Dryad Arbor", "Forest", "Swamp"]}


def test_cr_605_3b_a_fetch_with_two_finds_that_change_others_compares_both():
    """Verdant Catacombs may find a Dryad Arbor (the Druid counts it, CR 604.3) or a Swamp (Cabal Coffers counts it,
    CR 605.3b): one note names the fetch's search, but both finds are bounded. Cracking it for the Swamp, the Islands
    pay the Coffers' {2} for {B}{B}{B}, the three Swamps {B}{B}{B} and the Druid {G}: 7, where the model counts 6.
    Before, only the Arbor (the note's first reason) was placed ahead, and 6 was called proven."""
    board = board_from_data(_TWO_CHANGES)
    made = produce(board, time_limit=INF)
    assert not made.proven and not made.max_total_proven and made.left_out, made.max_total
    with metered(per_solve=PER_SOLVE):
        paid = solve_payment(board, "{B}" * 6, time_limit=INF)
    assert not paid.optimal and paid.left_out  # payable for real: never "not payable, proven"


def test_pay_compares_the_mana_value_sacrificed_where_the_relaxed_board_has_one():
    """Wirewood Symbiote may return an Elf (Deathrite Shaman, mana value 1) and Misty Rainforest is sacrificed (a land,
    mana value 0): the model ranks the plans by the mana value they sacrifice too (two values). The relaxed board
    keeps the fetch unused, so every permanent its plans may remove has mana value 1 and it has no such level: its
    value is 1 per permanent sacrificed, and the bound is compared level by level — proven, where it was named for
    want of that level."""
    board = _board(["Dryad Arbor", "Tropical Island"], ["Gaea's Cradle", "Wirewood Symbiote", "Dryad Arbor", "Forest",
                                                        "Misty Rainforest", {"card": "Deathrite Shaman", "sick": True}])
    paid = solve_payment(board, "{X}", max_x=True)
    assert paid.x == 7 and paid.optimal and not paid.left_out
    assert dict(paid.objectives)["mana value sacrificed"] == 1
