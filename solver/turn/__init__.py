"""``manaplan turn``: what can I do this turn (:func:`~manaplan.solver.turn.solve.solve_turn`)."""

from .solve import TurnPlan, TurnStep, solve_turn

__all__ = ["solve_turn", "TurnPlan", "TurnStep"]
