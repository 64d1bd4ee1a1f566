"""``manaplan turn``: what can I do this turn (:func:`~manaplan.solver.turn.solve.solve_turn`), and over the next N
turns (:func:`~manaplan.solver.turn.turns.solve_turns`)."""

from .solve import TurnPlan, TurnStep, solve_turn
from .turns import TurnOf, TurnsPlan, solve_turns
from .untap_spells import read_by_turn

__all__ = ["solve_turn", "TurnPlan", "TurnStep", "solve_turns", "TurnsPlan", "TurnOf", "read_by_turn"]
