"""``produce`` without CP-SAT on a board of plain taps: :func:`plain_production`.

A board whose every usable use taps its permanents for one fixed bag of mana and does nothing else (lands, dorks
that are not summoning sick, Sol Ring, a bounceland, a Treasure sacrificed as it taps;
:func:`~manaplan.solver.core.activations.plain_tap`) has one answer the model needs no search for: tapping
everything is the only plan worth having. Most boards a deck simulation meets are of this kind, and a command that
builds no model never loads OR-Tools and numpy (:mod:`..lazy`), about a third of a small command's time.

The class
---------
- no spending permission on the board (CR 609.4b);
- every usable use of the production board (:func:`~manaplan.solver.produce.model.production_board`) is made of
  plain taps only, usable by every member of its group, the only usable use of its group (Eldrazi Temple's {C} or
  restricted {C}{C} is a choice, left to the model), and adds one bag (no alternatives: "{R}{R} or {G}{G}" would
  make two pools), each slot of which is one type or one mana ("two mana of any one colour" is left to the model);
- a use's spending restriction is allowed: such mana counts in every figure but ``max_total_unrestricted``;
- ``{T}, Sacrifice this`` is allowed (Treasure, Lotus Petal) when no effect adds mana on an event (a permanent
  leaving, CR 603.6c): sacrificed as it taps, it is once per permanent like a tap, and nothing else may take it.

Unusable uses (a tapped land, a summoning-sick dork) are no part of the model: they may be on the board.

Why it is the model's answer
----------------------------
With no costed use, the production model (:class:`~manaplan.solver.produce.model.ProduceModel`) has no sink: the
final pool is the board's pool plus what the activations make, each activation adds its bag, and a use activates at
most its cap, every member once (:func:`~manaplan.solver.core.model.add_instance_constraints`). A bag of two single
types (a bounceland's ``{G}{U}``) may split its pair into a "GU" unit and a spare half, but the spare half is made
only to be spent (:func:`~manaplan.solver.core.mana.add_transient_spent`) and nothing spends it: no split. So the
final pool is largest, class by class, when every use activates its cap: that pool is every figure's optimum (each
figure sums classes with nonnegative weights) and dominates every other pool the board can make — it is the one
maximal pool. No plan has an ordered activation, so no deeper plan exists: every figure and the pool are proven.

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> from manaplan.solver.effective import effective_board
>>> from manaplan.solver.produce.class_pool import pool_text
>>> from manaplan.solver.produce.model import production_board
>>> plain = plain_production(production_board(effective_board(parse_inline("Forest x2, Breeding Pool, Sol Ring"))))
>>> pool_text(plain.pool), plain.total, plain.unrestricted
('G×2, C×2, UG', 5, 5)
>>> plain_production(production_board(effective_board(parse_inline("Forest, Azorius Signet")))) is None
True

References
----------
CR 106.4 (mana pool), 106.6 (spending restrictions), 605.1a (mana abilities), 605.3b.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ...models.effects import EventMana
from ...models.mana import ManaType
from ..core.activations import plain_tap
from .class_pool import canonical
from .model import Figure, ProductionBoard, Solved
from .pools import PoolList

__all__ = ["PlainProduction", "plain_production"]


@dataclass(frozen=True)
class PlainProduction:
    """What a board of plain taps makes: everything, tapped once.

    Parameters
    ----------
    final : Counter
        The final pool by class ``(types, restricted)``: the board's pool and every usable use's bag times its cap.
    activations : dict of (use index, time) to int
        Each usable use's activations (at time 0), as :class:`~manaplan.solver.produce.model.Solved` keeps them.
    """

    final: Counter
    activations: dict

    @property
    def pool(self) -> Counter:
        """The one maximal pool: the final pool by types (restricted mana merged in, as the model's pools have it)."""
        pool: Counter = Counter()
        for (types, _), n in self.final.items():
            pool[types] += n
        return +pool

    @property
    def total(self) -> int:
        """``max_total``."""
        return sum(self.final.values())

    @property
    def unrestricted(self) -> int:
        """The most mana with no spending restriction."""
        return sum(n for (_, restricted), n in self.final.items() if not restricted)

    def of_type(self, t: ManaType) -> int:
        """The most mana that may be of type ``t``."""
        return sum(n for (types, _), n in self.final.items() if t in types)

    def figures(self, figures: list) -> tuple[dict, dict]:
        """:func:`~manaplan.solver.produce.model.solve_figures`'s first two values for ``figures``: each solved to
        optimality, with this plan, and certified."""
        def value(figure: Figure) -> int:
            if figure[0] == "unrestricted":
                return self.unrestricted
            return self.total if figure[0] == "total" else self.of_type(figure[1])

        found = {f: Solved("optimal", value(f), self.pool, dict(self.activations)) for f in figures}
        return found, {f: True for f in figures}

    def pools(self) -> PoolList:
        """:func:`~manaplan.solver.produce.pools.list_pools`'s answer: the one maximal pool, complete and proven (none
        when the board makes nothing)."""
        if not self.total:
            return PoolList([], False)
        return PoolList(canonical([self.pool]), False, True, 1, True)


def plain_production(pb: ProductionBoard) -> PlainProduction | None:
    """What a board of plain taps makes (see the module notes), or None when the board is not of that class.

    Parameters
    ----------
    pb : ProductionBoard

    Returns
    -------
    PlainProduction or None
    """
    if pb.core.permissions:
        return None
    # mana on a permanent's leaving (CR 603.6c) is the model's: with it, no plain tap sacrifices its permanent
    triggered = any(isinstance(e.effect, EventMana) for e in pb.effective.effects)
    final: Counter = Counter(pb.pool)
    activations = {}
    tapped: set[int] = set()  # the sources whose one usable use is counted
    for u in pb.uses:
        if not u.usable:
            continue
        members = [pb.core.uses[i] for i in u.members]
        if (not all(plain_tap(m, sacrificed=not triggered) for m in members) or u.cap != pb.sources[u.source].size
                or u.source in tapped):
            return None
        tapped.add(u.source)
        if len(u.output.options) != 1:
            return None
        for slot in u.output.options[0]:
            if slot.size > 1 and len(slot.types) > 1:
                return None
            final[(slot.types, u.restricted)] += slot.size * u.cap
        activations[(u.index, 0)] = u.cap
    return PlainProduction(+final, activations)
