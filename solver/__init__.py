"""manaplan.solver — the reasoning: the ability graph, could-produce, and the CP-SAT payment models.

The payment API is importable from here (loaded on first use, so importing the package stays cheap)::

    from . import solve_payment, Payment, PlanStep
"""

__all__ = ["solve_payment", "Payment", "PlanStep"]

_LAZY = {
    "solve_payment": "manaplan.solver.pay.solve",
    "Payment": "manaplan.solver.pay.plan",
    "PlanStep": "manaplan.solver.pay.plan",
}


def __getattr__(name: str):
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'manaplan.solver' has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(module), name)
