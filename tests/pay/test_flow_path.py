"""The payment by a min-cost flow (``manaplan.solver.pay.flow``) gives the model's answer, field for field.

Wherever the flow answers, the :class:`~manaplan.solver.pay.plan.Payment` (steps, units, what pays what, the
objectives and their values, the reason when not payable) is the one the CP-SAT model gives with the flow turned
off; it declines where the model's optimum is not the only one (a dual land's colour paying generic mana, two kinds
of mana that pay alike) and outside its class; and where it answers, no model is built.
"""

from __future__ import annotations


import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import manaplan.solver.pay.solve as pay_solve
from manaplan.cli.json_out import payment_json
from manaplan.models.board import Board
from manaplan.models.board_files import parse_inline
from manaplan.models.costs import ManaCost
from manaplan.models.pool import ManaPool
from manaplan.solver.analysis import Session
from manaplan.solver.core.lexico import fix_level, solve_levels, solve_once
from manaplan.solver.pay.flow import flow_optimum, flow_solution
from manaplan.solver.pay.model import ModelSpec, build_model, objective_levels
from manaplan.solver.pay.reasons import mana_bounds, min_units
from manaplan.solver.pay.solve import solve_payment
from manaplan_tests import plain_boards

#: Sources of the flow's class, as hands of lands have them (basics most): basics, snow basics, duals and tri-lands,
#: lands and dorks of any colour, a colourless rock, a land that has no mana without a commander, Chromatic Lantern
#: (its lands' granted colours break the last tie).
BASICS = ["Plains", "Island", "Swamp", "Mountain", "Forest"]
IN_CLASS = BASICS * 3 + [
    "Wastes", "Snow-Covered Forest", "Snow-Covered Island", "Tundra", "Breeding Pool", "Arcane Sanctum",
    "Jungle Shrine", "Raffine's Tower", "Birds of Paradise", "Llanowar Elves", "Avacyn's Pilgrim", "Sylvan Caryatid",
    "Mind Stone", "Gemstone Caverns", "Forbidden Orchard", "Command Tower", "Chromatic Lantern"]
#: Sources it leaves to the model: two mana, a mana cost, damage, life.
OUTSIDE = ["Sol Ring", "Azorius Signet", "City of Brass", "Talisman of Progress", "Llanowar Wastes"]
#: Symbols of a cost, generic mana most, then coloured (and two the flow leaves to the model).
SYMBOLS = (["{1}"] * 8 + ["{2}"] * 3 + ["{W}", "{U}", "{B}", "{R}", "{G}"] * 2 + ["{X}"] * 3
           + ["{C}", "{W/U}", "{B/G}", "{S}", "{2/W}", "{G/P}"])


def boards():
    return plain_boards(IN_CLASS * 4 + OUTSIDE, min_size=2, lives=(20, 20, 20, 1, 0))


@st.composite
def questions(draw):
    symbols = draw(st.lists(st.sampled_from(SYMBOLS), min_size=1, max_size=4))
    cost = ManaCost.parse("".join(symbols))
    x, max_x = None, False
    if cost.x_count:
        mode = draw(st.sampled_from(["max", "max", "fixed", "none"]))
        max_x = mode == "max"
        x = draw(st.integers(0, 3)) if mode == "fixed" else None
    return cost, x, max_x, draw(st.booleans())


def _pay(analysis, cost, x, max_x, own_colours, flow) -> tuple:
    """The payment with the flow (``flow`` a list that records whether it answered) or without it (None)."""
    with pytest.MonkeyPatch.context() as mp:
        if flow is None:
            mp.setattr(pay_solve, "flow_solution", lambda pb, spec: None)
        else:
            def recorded(pb, spec):
                found = flow_solution(pb, spec)
                flow.append(found is not None)
                return found
            mp.setattr(pay_solve, "flow_solution", recorded)
        return solve_payment(analysis, cost, x=x, max_x=max_x, own_colours=own_colours)


def test_the_flow_answers_as_the_model_does():
    """On random boards of lands, dorks and a few other sources, and random costs: the same payment with the flow
    as without it, field for field. Not vacuous: of the questions the quick bounds leave to a solver, the flow
    answers a good share (the others: outside its class, or an optimum that is not the only one)."""
    asked: list[bool] = []

    @settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(boards(), questions())
    def check(board, question):
        cost, x, max_x, own_colours = question
        analysis = Session().analysis(board)
        flow: list[bool] = []
        fast = _pay(analysis, cost, x, max_x, own_colours, flow)
        model = _pay(analysis, cost, x, max_x, own_colours, None)
        assert fast == model
        assert payment_json(fast) == payment_json(model)
        if flow:
            asked.append(all(flow))

    check()
    assert sum(asked) >= 0.3 * len(asked) and len(asked) >= 30, f"the flow answered {sum(asked)} of {len(asked)}"


def _only_optimum(pb, spec, values, level_values) -> bool:
    """Whether ``values`` is the payment model's only optimal solution: CP-SAT reaches the same optimum at every
    level, and with every level fixed there finds no solution that differs from ``values`` in some variable."""
    pm = build_model(pb, spec)
    levels = objective_levels(pm)
    best = solve_levels(pm.model, pm.table, levels, 30.0)
    assert best.status == "optimal" and best.level_values == tuple(level_values)  # the flow's optimum is the model's
    for level, value in zip(levels, best.level_values):
        fix_level(pm.table, level, value)
    differs = []
    for var, value in zip(pm.table.vars, values, strict=True):
        flag = pm.model.new_bool_var("")
        pm.model.add(var != value).only_enforce_if(flag)
        differs.append(flag)
    pm.model.add_bool_or(differs)
    return solve_once(pm.model, pm.table, None, 30.0)[0] == "infeasible"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards(), questions())
def test_the_flow_answers_exactly_when_the_optimum_is_the_only_one(board, question):
    """The residual graph's cycles of cost zero, against CP-SAT asked for a second optimum: the flow answers if and
    only if there is none."""
    cost, x, max_x, own_colours = question
    pb = Session().analysis(board).activations()
    has_x = cost.x_count > 0
    spec = ModelSpec(target=cost, x=(x or 0) if has_x and not max_x else None, maximize_x=has_x and max_x,
                     own_colours=own_colours, layers=0)
    if spec.maximize_x:
        spec = ModelSpec(target=cost, maximize_x=True, own_colours=own_colours, layers=0,
                         x_max=max(0, (mana_bounds(pb).total - min_units(cost, 0, pb.life)) // cost.x_count))
    found = flow_optimum(pb, spec)
    if found is None or found.result.status != "optimal":
        return
    assert found.unique == _only_optimum(pb, found.spec, found.result.values, found.result.level_values)
    assert (flow_solution(pb, spec) is not None) == found.unique


def _spec(board: str, cost: str, pool: str = ""):
    board_value = Board(permanents=parse_inline(board).permanents, pool=ManaPool.parse(pool))
    return Session().analysis(board_value).activations(), ModelSpec(target=ManaCost.parse(cost))


@pytest.mark.parametrize("board, cost, pool", [
    ("Tundra, Plains", "{1}{W}", ""),  # Tundra pays {1} with {W} or {U}: the plan does not show which, CP-SAT chooses
    ("Plains, Snow-Covered Plains", "{W}{1}", ""),  # which {W} pays {W}: the snow one or the other
    ("Forest", "{1}", "{W}{U}"),  # which mana of the pool pays
])
def test_the_flow_declines_where_the_optimum_is_not_the_only_one(board, cost, pool):
    pb, spec = _spec(board, cost, pool)
    assert flow_solution(pb, spec) is None
    assert flow_solution(*_spec(board, cost.replace("{1}", ""), pool)) is not None  # without the choice, it answers


@pytest.mark.parametrize("board, cost", [
    ("Sol Ring, Island", "{1}{U}"),  # two mana from one tap
    ("Azorius Signet, Plains", "{W}{U}"),  # a mana cost
    ("City of Brass, Island", "{U}{R}"),  # damage
    ("Plains, Island", "{2/W}"),  # a symbol paid two ways
    ("Plains, Island", "{W/P}"),  # or with life
])
def test_the_flow_leaves_what_is_outside_its_class_to_the_model(board, cost):
    assert flow_solution(*_spec(board, cost)) is None


def test_the_flow_answers_lands_and_a_dork():
    pb, spec = _spec("Plains x3, Island x3, Forest x2, Swamp, Mountain, Llanowar Elves", "{2}{W}{U}")
    found = flow_solution(pb, spec)
    assert found is not None and found.result.status == "optimal"
    assert dict((lv.name, v) for lv, v in zip(found.levels, found.result.level_values))["file order"] == 1


def test_the_flow_proves_a_cost_unpayable_as_the_model_does():
    """{S}{G} from a Snow-Covered Forest and a Plains: the quick bounds pass it (one {S}, one {G}, two mana), Hall's
    condition does not (the snow source is the only one for both)."""
    board = parse_inline("Snow-Covered Forest, Plains")
    pb, spec = Session().analysis(board).activations(), ModelSpec(target=ManaCost.parse("{S}{G}"))
    assert flow_solution(pb, spec).result.status == "infeasible"
    analysis = Session().analysis(board)
    fast = _pay(analysis, ManaCost.parse("{S}{G}"), None, False, True, [])
    assert fast == _pay(analysis, ManaCost.parse("{S}{G}"), None, False, True, None)
    assert fast.reason == "no combination of the board's sources makes {S}{G} at once"


def test_the_most_x_by_the_flow():
    analysis = Session().analysis(parse_inline("Plains x2, Island, Forest"))
    flow: list[bool] = []
    fast = _pay(analysis, ManaCost.parse("{X}{X}{W}"), None, True, True, flow)
    assert flow == [True] and fast.x == 1
    assert fast == _pay(analysis, ManaCost.parse("{X}{X}{W}"), None, True, True, None)


def test_a_spells_sacrifice_with_nothing_to_sacrifice_is_not_payable():
    """``solve_payment(..., sacrifice=...)``, a spell's additional cost "sacrifice a creature" (Bone Splinters, CR
    601.2b): with no creature it cannot be paid, however much mana there is. A board of lands is the flow's class,
    but the sacrifice is the model's (it said payable, with nothing sacrificed)."""
    from manaplan.models.board_files import board_from_data
    from manaplan.models.cards.store import default_database
    from manaplan.models.spells import spells_of
    from manaplan.solver.pay.solve import solve_payment

    sacrifice = spells_of(default_database().get("Bone Splinters"))[0].additional.sacrifices
    alone = solve_payment(board_from_data({"permanents": ["Swamp"]}), "{B}", sacrifice=sacrifice)
    assert not alone.payable and alone.optimal and "sacrifice" in alone.reason
    beside = solve_payment(board_from_data({"permanents": ["Swamp", "Grizzly Bears"]}), "{B}", sacrifice=sacrifice)
    assert beside.payable and beside.sacrificed == ("Grizzly Bears#1",)
