"""``manaplan deck``'s answer: how often a deck has the mana for each spell."""

from __future__ import annotations

from ..deck_text import print_deck_report
from . import Answer, lines_of

__all__ = ['deck_answer']


def deck_answer(report, where: str) -> Answer:
    """``manaplan deck``: the answer of a simulation already run (:func:`~manaplan.solver.deck.simulate.simulate`:
    the games take an executor, which the caller opens and closes); ``where`` names the engine that played them."""
    return Answer(report, report.to_json(), 0, lines_of(lambda echo: print_deck_report(report, where, echo)))
