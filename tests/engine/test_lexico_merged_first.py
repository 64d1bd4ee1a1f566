"""``solve_levels(..., alone=1, merged_first=work)``: every level merged first, within a deterministic-time budget;
proven so, that is the answer (one solve), otherwise the levels are solved as ``alone`` says, from the best found —
the same lexicographic optimum either way."""

from __future__ import annotations

import pytest

import manaplan.solver.core.lexico as lexico
from manaplan.solver.core.cpsat import new_model
from manaplan.solver.core.lexico import Level, Lin, VarTable, solve_levels


def _model():
    """Three items of weights 2, 3, 4 and values 3, 4, 5 in a knapsack of 6: most items first (two: the 2 and the
    3, or the 2 and the 4), then the most value (the 2 and the 4: 8), then the least weight (6)."""
    model = new_model()
    xs = VarTable(model)
    take = [xs.bool_var(f"take{i}") for i in range(3)]
    weights, values = (2, 3, 4), (3, 4, 5)
    model.add(xs.expr(Lin(dict(zip(take, weights)))) <= 6)
    levels = [Level("items", Lin({t: 1 for t in take}), maximize=True, bounds=(0, 3)),
              Level("value", Lin(dict(zip(take, values))), maximize=True, bounds=(0, 12)),
              Level("weight", Lin(dict(zip(take, weights))), bounds=(0, 9))]
    return model, xs, levels


@pytest.fixture
def solves(monkeypatch):
    """The budgets of the solves made (None: no budget of their own), in order."""
    made: list = []
    real = lexico.solve_once

    def counted(*args, **kwargs):
        made.append(kwargs.get("work"))
        return real(*args, **kwargs)

    monkeypatch.setattr(lexico, "solve_once", counted)
    return made


def test_the_merged_levels_proven_within_the_budget_are_the_answer(solves):
    model, xs, levels = _model()
    result = solve_levels(model, xs, levels, 10.0, alone=1, merged_first=1.0)
    assert result.status == "optimal" and result.level_values == (2, 8, 6)
    assert solves == [1.0]


def test_without_the_budget_the_first_level_is_solved_alone_then_the_rest(solves):
    model, xs, levels = _model()
    result = solve_levels(model, xs, levels, 10.0, alone=1)
    assert result.status == "optimal" and result.level_values == (2, 8, 6)
    assert solves == [None, None]


def test_a_merged_try_not_proven_in_its_budget_falls_back_to_the_levels_alone(monkeypatch):
    """The merged try stopped short (its best only "feasible", as when the budget runs out): the levels are solved
    alone after all, from its solution, and the optimum is proven."""
    made: list = []
    real = lexico.solve_once

    def cut_short(*args, **kwargs):
        made.append(kwargs.get("work"))
        status, values = real(*args, **kwargs)
        return ("feasible", values) if kwargs.get("work") is not None else (status, values)

    monkeypatch.setattr(lexico, "solve_once", cut_short)
    model, xs, levels = _model()
    result = solve_levels(model, xs, levels, 10.0, alone=1, merged_first=1.0)
    assert result.status == "optimal" and result.level_values == (2, 8, 6)
    assert made == [1.0, None, None]
