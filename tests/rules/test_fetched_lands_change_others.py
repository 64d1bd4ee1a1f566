"""A land a fetchland finds enters the battlefield (CR 701.23, 305.4): what it changes of your other permanents' mana
as it enters — a count that reads it, a colour another land could produce with it there — is not modelled, so it is
named and the answer is not called proven. Before, Gaea's Cradle beside Verdant Catacombs with Dryad Arbor in the
library answered 0 mana, proven: cracked, the fetch puts Dryad Arbor (a Land Creature, summoning sick, so its own
{T} waits, CR 302.6) onto the battlefield, and the Cradle counts it (CR 604.3, 605.3b): {G}.

The land's own mana is modelled as before (a Forest found taps for {G}); a find that changes no other permanent's
mana adds no note.
"""

from __future__ import annotations

from manaplan.models.board_files import board_from_data
from manaplan.models.mana import ManaType as T
from manaplan.solver.pay.solve import solve_payment
from manaplan.solver.produce.solve import produce
from manaplan.solver.work import metered

from manaplan_tests import INF, PER_SOLVE


def _named(left_out, fetch: str, found: str, changed: str) -> bool:
    return any(fetch in n and f"the {found} it may find would change the mana of {changed}" in n for n in left_out)


def test_cr_604_3_cradle_counts_the_dryad_arbor_a_fetch_finds_named_not_proven():
    board = board_from_data({"permanents": ["Gaea's Cradle", "Verdant Catacombs"], "library": ["Dryad Arbor"]})
    made = produce(board, time_limit=INF)
    assert not made.max_total_proven
    assert _named(made.left_out, "Verdant Catacombs#1", "Dryad Arbor", "Gaea's Cradle#1"), made.left_out
    with metered(per_solve=PER_SOLVE):
        paid = solve_payment(board, "{G}", time_limit=INF)
    assert not paid.optimal  # payable for real (the Cradle after the Arbor entered): never "not payable, proven"


def test_cr_605_3b_coffers_counts_the_swamp_a_fetch_finds_named():
    """Cabal Coffers ("{2}, {T}: Add {B} for each Swamp you control"), a Swamp, two Islands and Polluted Delta with a
    Swamp in the library: the Swamp found taps for {B} and the Coffers counts it too — four {B}, where the model
    counts one Swamp for the Coffers."""
    board = board_from_data({"permanents": ["Cabal Coffers", "Swamp", "Island", "Island", "Polluted Delta"],
                             "library": ["Swamp"]})
    made = produce(board, time_limit=INF)
    assert not made.proven and made.max_by_type[T.B] >= 3
    assert _named(made.left_out, "Polluted Delta#1", "Swamp", "Cabal Coffers#1"), made.left_out


def test_cr_106_7_reflecting_pool_could_produce_what_the_found_land_makes_named():
    board = board_from_data({"permanents": ["Reflecting Pool", "Forest", "Scalding Tarn"], "library": ["Island"]})
    made = produce(board, time_limit=INF)
    assert _named(made.left_out, "Scalding Tarn#1", "Island", "Reflecting Pool#1"), made.left_out


def test_a_find_that_changes_nothing_else_adds_no_note():
    board = board_from_data({"permanents": ["Forest", "Wooded Foothills", "Llanowar Elves"],
                             "library": ["Mountain", "Forest"]})
    made = produce(board, time_limit=INF)
    assert made.max_total_proven and made.max_total == 3 and not made.left_out


def test_produce_says_a_plan_left_out_may_make_some_not_a_time_limit(run, tmp_path):
    path = tmp_path / "cradle.yaml"
    path.write_text("permanents:\n- Gaea's Cradle\n- Verdant Catacombs\nlibrary:\n- Dryad Arbor\n")
    out = run("produce", str(path)).output
    assert "none found: a plan left out below may make some" in out and "time limit" not in out, out
