"""A payment plan is values (issue 20): each step holds the permanent's id, its ability, the units of mana it adds,
what each unit pays (a symbol of the cost, or of another step's cost, by the id of that step's permanent) and with
which units its own cost was paid; the words and the strings of ``--json`` are made from them by the command line.
The values print as the calls that build them."""

from __future__ import annotations

from manaplan.cli.json_out import payment_json
from manaplan.models.board_files import board_from_data, parse_inline
from manaplan.models.costs import ManaSymbol
from manaplan.models.mana import ManaType
from manaplan.solver.core.activations import Unit
from manaplan.solver.pay.plan import Paid, Pays, Search
from manaplan.solver.pay.solve import solve_payment


def test_a_signet_paid_by_a_plains_is_ids_units_and_symbols():
    """CR 605.3b: the Plains' {W} pays the Signet's {1}; the Signet's {W}{U} pays the cost."""
    p = solve_payment(parse_inline("Plains, Azorius Signet"), "{W}{U}")
    plains, signet = p.steps
    w, u = Unit(ManaType.W), Unit(ManaType.U)
    assert (plains.permanent, plains.adds, plains.pays) == ("Plains#1", (w,), (Pays(w, ManaSymbol.parse("{1}"),
                                                                                   "Azorius Signet#1"),))
    assert signet.ability.text == "{1}, {T}: Add {W}{U}."
    assert signet.paying == (Paid(ManaSymbol.parse("{1}"), "Plains#1", w),) and signet.paid_by == (1,)
    assert signet.pays == (Pays(w, ManaSymbol.parse("{W}")), Pays(u, ManaSymbol.parse("{U}")))
    assert p.assignments == (Paid(ManaSymbol.parse("{W}"), "Azorius Signet#1", w),
                             Paid(ManaSymbol.parse("{U}"), "Azorius Signet#1", u))


def test_mana_in_the_pool_and_life_are_values_too():
    """CR 106.4: mana already in your pool is the pool's step, its units from no permanent; CR 107.4f: a Phyrexian
    symbol paid with 2 life is a step of its own and a payment without a unit."""
    p = solve_payment(parse_inline("Plains"), "{W}{B/P}")
    assert [s.action for s in p.steps] == ["tap", "life"]
    assert p.steps[1].pays == (Pays(None, ManaSymbol.parse("{B/P}")),) and p.steps[1].life == 2
    assert Paid(ManaSymbol.parse("{B/P}")) in p.assignments
    assert payment_json(p)["assignments"] == [["{W}", "Plains#1's {W}"], ["{B/P}", "2 life"]]
    pooled = solve_payment(board_from_data({"permanents": ["Forest"], "pool": "{G}"}), "{G}")
    (pool,) = pooled.steps
    g = Unit(ManaType.G)
    assert (pool.action, pool.permanent, pool.adds) == ("pool", None, (g,))
    assert pooled.assignments == (Paid(ManaSymbol.parse("{G}"), None, g),)
    assert payment_json(pooled)["assignments"] == [["{G}", "your pool's {G}"]]


def test_values_print_as_the_calls_that_build_them():
    for value in (Search("Island"), Search("Island", "Island#2"), Paid(ManaSymbol.parse("{B/P}")),
                  Paid(ManaSymbol.parse("{1}"), "Basalt Monolith#1", loop=True)):
        assert eval(repr(value)) == value  # noqa: S307 - the repr of a value, built here
