"""What keeping a cost payable costs (SPEC, 2026-12-03: ``--keep`` comes first, and the answer says what keeping it
costs: a sacrifice, life).

A plan that keeps ``--keep`` payable is preferred to any that doesn't, before the least life and the fewest
sacrifices (:func:`~manaplan.solver.pay.model.objective_levels`). When the plan found keeps it and loses life or
removes permanents, the best plan that does not keep it is asked for too (a second solve, only then), and the
difference is what keeping costs: the life lost beyond that plan's, and the permanents sacrificed or exiled that it
keeps.

Examples
--------
>>> KeepCost(0, ("Eldrazi Spawn#1",)).words()
'sacrificing Eldrazi Spawn#1'
>>> KeepCost(2, ()).words()
'2 more life'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

__all__ = ["KeepCost", "keep_cost", "with_keeping"]


@dataclass(frozen=True, slots=True)
class KeepCost:
    """What keeping the kept cost payable costs beyond the best plan that does not keep it.

    Parameters
    ----------
    life : int
        Life lost beyond that plan's.
    removed : tuple of str
        The permanents this plan sacrifices or exiles and that plan does not.
    """

    life: int
    removed: tuple[str, ...]

    def words(self) -> str:
        """``'sacrificing Eldrazi Spawn#1 and 2 more life'``."""
        parts = ([f"sacrificing {', '.join(self.removed)}"] if self.removed else []) + (
            [f"{self.life} more life"] if self.life else [])
        return " and ".join(parts)


def keep_cost(kept: Any, free: Any) -> KeepCost | None:
    """The difference between a plan that keeps the cost payable (``kept``) and the best that doesn't (``free``), both
    with ``life_lost``, ``sacrificed`` and ``exiled``; None when keeping costs nothing more."""
    removed = tuple(p for p in (*kept.sacrificed, *kept.exiled) if p not in (*free.sacrificed, *free.exiled))
    life = max(0, kept.life_lost - free.life_lost)
    return KeepCost(life, removed) if life or removed else None


def with_keeping(answer: Any, again: Callable[[], Any]) -> Any:
    """``answer`` (a :class:`~manaplan.solver.pay.plan.Payment` or a turn's plan) with what keeping its kept cost
    costs (``keeping``): ``again()`` is the same question without the kept cost, asked only when the answer keeps it
    and loses life or removes permanents."""
    if not answer.kept or not (answer.life_lost or answer.sacrificed or answer.exiled):
        return answer
    free = again()
    if not (free.payable if hasattr(free, "payable") else bool(free.steps)):
        return answer
    return replace(answer, keeping=keep_cost(answer, free))
