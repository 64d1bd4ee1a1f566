"""``--keep`` first (SPEC, changed 2026-12-03): a plan that leaves the kept cost payable beats any that doesn't,
before the least life and the fewest sacrifices, in ``pay`` as in ``turn``; and the answer says what keeping it costs
(a sacrifice, life)."""

from __future__ import annotations

from manaplan.cli.json_out import payment_json, turn_json
from manaplan.models.board_files import board_from_data
from manaplan.solver.pay.solve import solve_payment
from manaplan.solver.turn import solve_turn

ALTAR = {"permanents": ["Swamp", "Forest", "Ashnod's Altar", "Eldrazi Spawn"]}


def test_pay_sacrifices_the_spawn_to_keep_black_green():
    """Swamp, Forest, Ashnod's Altar, Eldrazi Spawn; pay {2}, keep {B}{G}: tapping the two lands pays {2} with no
    sacrifice but leaves {B}{G} unpayable; sacrificing the Spawn to the Altar ({C}{C}) keeps it. Keeping comes first,
    so the Spawn goes, and the answer says that is what keeping cost."""
    p = solve_payment(board_from_data(ALTAR), "{2}", keep="{B}{G}")
    assert p.payable and p.kept and p.optimal
    assert p.sacrificed == ("Eldrazi Spawn#1",) and p.tapped == ()
    assert p.keeping is not None and p.keeping.removed == ("Eldrazi Spawn#1",) and p.keeping.life == 0
    names = [name for name, _ in p.objectives]
    assert names.index("kept payable") < names.index("life lost") < names.index("sacrificed")
    assert payment_json(p)["keeping"] == {"life": 0, "sacrificed": ["Eldrazi Spawn#1"]}


def test_without_keep_nothing_is_sacrificed_and_no_keeping_is_said():
    """The same board without --keep taps the lands (a sacrifice is worse than a tap); no "keeping" key."""
    p = solve_payment(board_from_data(ALTAR), "{2}")
    assert p.sacrificed == () and p.keeping is None and "keeping" not in payment_json(p)


def test_keeping_that_costs_life():
    """A Forest; pay {G/P}, keep {G}: the Forest would pay the Phyrexian {G} for no life, but keeping {G} payable
    means paying 2 life for it instead (CR 107.4f): keeping costs 2 more life."""
    p = solve_payment(board_from_data({"permanents": ["Forest"]}), "{G/P}", keep="{G}")
    assert p.kept and p.life_lost == 2 and p.tapped == ()
    assert p.keeping is not None and p.keeping.life == 2 and p.keeping.removed == ()


def test_a_cost_that_cannot_be_kept_costs_nothing_to_try():
    """Swamp and Forest; pay {1}, keep {B}{G}: no plan keeps it; the cheapest plan is paid, kept false, no keeping."""
    p = solve_payment(board_from_data({"permanents": ["Swamp", "Forest"]}), "{1}", keep="{B}{G}")
    assert p.payable and p.kept is False and p.keeping is None


def test_turn_keeps_first_and_says_what_it_costs():
    """turn on the Altar board with Mind Stone {2} in hand: the Spawn is sacrificed to cast it and {B}{G} stays
    payable; the answer says what keeping cost."""
    plan = solve_turn(board_from_data({**ALTAR, "hand": ["Mind Stone"]}), keep="{B}{G}")
    assert plan.possible and plan.kept and plan.sacrificed == ("Eldrazi Spawn#1",)
    assert turn_json(plan)["keeping"] == {"life": 0, "sacrificed": ["Eldrazi Spawn#1"]}
