"""The command's ``--time-limit`` as one deadline for all of it (:mod:`manaplan.solver.deadline`)."""

from __future__ import annotations

import functools

from ..solver.deadline import Deadline, within

__all__ = ["whole_command"]


def whole_command(f):
    """The command's ``--time-limit`` as one deadline for all of it — reading the board, the effective board, every
    model and solve (:mod:`manaplan.solver.deadline`). Put it right above the function, under the options."""
    @functools.wraps(f)
    def wrapper(*args, **kwargs):
        with within(Deadline.start(kwargs["time_limit"])):
            return f(*args, **kwargs)

    return wrapper
