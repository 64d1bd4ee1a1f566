"""``manaplan turn``'s answer: can these cards be cast this turn, in which order and how; with ``--turns N``, the
earliest of your next N turns each can be cast on, and the plan turn by turn."""

from __future__ import annotations

from collections.abc import Callable

from ...models.costs import ManaCost
from ...solver.analysis import Analysis
from ...solver.deadline import TimeLimitReached
from ...solver.turn import TurnPlan, TurnsPlan, read_by_turn, solve_turn, solve_turns
from ..json_out import turn_json, turns_json
from ..not_read import echo_not_read, not_read_dict
from ..text_out import turn_lines, turns_lines
from . import Answer, lines_of, timed_out

__all__ = ['turn_answer', 'turns_answer']


def turn_answer(analysis: Analysis, cards: tuple[str, ...] | None = None, *, most: bool = False,
                keep: ManaCost | None = None, time_limit: float = 10.0, find=None, explain: bool = False) -> Answer:
    """``manaplan turn``: can these cards (None: every nonland card in hand) all be cast this turn, in which order
    and how; with ``most``, the most of them."""
    try:
        plan = solve_turn(analysis, cards or None, most=most, keep=keep, time_limit=time_limit, find=find)
    except TimeLimitReached as exc:
        plan = TurnPlan(False, reason=timed_out(time_limit, exc), proven=False, timed_out=True, keep=keep,
                        most=most)
    net = read_by_turn(analysis, analysis.net(zones=("hand", "library_top", "graveyard"), casting_reported=False,
                                              casts=True))

    def printer(echo: Callable[[str], None]) -> None:
        for line in turn_lines(plan, explain, most):
            echo(line)
        echo_not_read(net, echo)

    # --most answers with a plan, even one casting nothing or not proven (exit 0); only a turn cut short by the time
    # limit before any plan is "no answer" (exit 1)
    status = 1 if not plan.possible and (not most or plan.timed_out) else 0
    return Answer(plan, {**turn_json(plan), **not_read_dict(net)}, status, lines_of(printer))


def turns_answer(analysis: Analysis, cards: tuple[str, ...] | None = None, *, turns: int, time_limit: float = 10.0,
                 find=None) -> Answer:
    """``manaplan turn --turns N``: the earliest of your next N turns each card (None: every nonland card of the hand
    and the draws) can be cast on, and the plan turn by turn; exit status 0 when all are cast by turn N."""
    # before the search
    net = read_by_turn(analysis, analysis.net(zones=("hand", "library_top", "graveyard"), casting_reported=False,
                                              casts=True))
    try:  # uses the time left
        plan = solve_turns(analysis, cards or None, turns=turns, time_limit=time_limit, find=find)
    except TimeLimitReached as exc:
        plan = TurnsPlan(False, n_turns=turns, proven=False, reason=timed_out(time_limit, exc))

    def printer(echo: Callable[[str], None]) -> None:
        for line in turns_lines(plan):
            echo(line)
        echo_not_read(net, echo)

    return Answer(plan, {**turns_json(plan), **not_read_dict(net)}, 0 if plan.possible else 1, lines_of(printer))
