"""A land an untapper's cost returns to your hand, played again: not modelled, named.

Quirion Ranger's and Scryb Ranger's "Return a Forest you control to its owner's hand: Untap target creature." take
the Forest as a sacrifice is taken (:mod:`~manaplan.solver.core.untappers`): it leaves the battlefield, tapped for
mana first or not. In your hand it is a land card like any other, and with a land play left this turn it may be
played again (CR 305.2) and tapped for mana once more (a new object, CR 400.7): Forest and Llanowar Elves tapped, the
Forest returned to untap the Elves, tapped again, and the Forest played and tapped: four mana, not three. The turn
plays only the lands in your hand as it begins (:mod:`.plays`), so where an untapper whose cost may return a land can
be used and a land play is left after the plan, the answer names it and is not proven — but where the plan is
settled (:func:`~.solve._settled`: every candidate cast with no helper), for a land played is a helper on the turn's
levels (:func:`~.solve._score`), so a plan playing the land again is worse.

Examples
--------
>>> from manaplan.models.board_files import board_from_data
>>> from manaplan.solver.analysis import analysed
>>> a = analysed(board_from_data({"permanents": ["Quirion Ranger", "Llanowar Elves", "Forest"]}))
>>> returned_lands_unplayed(a, [], 0)  # doctest: +NORMALIZE_WHITESPACE
("not proven: Quirion Ranger's untap returns a land to your hand (Forest#1), which the land play left could play
  again (CR 305.2): not looked for",)
>>> returned_lands_unplayed(a, [], 1)
()
"""

from __future__ import annotations

from dataclasses import replace

from ...models.effects import Untapper
from ..analysis import Analysis
from ..effective.characteristics import LAND_SUBTYPES
from .cards import Copy
from .plays import plays_allowed

__all__ = ["returned_lands_unplayed"]


def returned_lands_unplayed(analysis: Analysis, copies: list[Copy], plays_used: int) -> tuple[str, ...]:
    """The notes for the untappers of yours (on the battlefield or that may enter: ``copies``) whose cost may return
    a land of yours to your hand, where the turn leaves a land play (``plays_used``: the plan's; see the module
    notes). A land that may enter later (a fetchland's find) counts where the cost's filter names a land type."""
    if plays_allowed(analysis) <= plays_used:
        return ()
    board = analysis.board
    entering = tuple(c.enters for c in copies if c.enters is not None) + tuple(p for c in copies for p in c.finds)
    if not any(isinstance(e, Untapper) and e.cost.returns for p in board.permanents + entering if p.is_yours
               for e in analysis.read(p.card).effects):  # no untapper that returns anything: no board read
        return ()
    effective = analysis.of(replace(board, permanents=board.permanents + entering)).effective
    views = {v.id: v for v in effective.views if v.permanent.is_yours}
    out: list[str] = []
    for e in effective.effects_of(Untapper):
        source = views.get(e.source)
        if source is None:
            continue
        lands = [pid for pid, v in views.items() if "Land" in v.card_types
                 and any(v.fits(f) for f in e.effect.cost.returns)]
        named = any("Land" in f.card_types or f.subtypes & LAND_SUBTYPES for f in e.effect.cost.returns)
        if lands or named:
            said = f" ({', '.join(sorted(lands))})" if lands else ""
            out.append(f"not proven: {source.permanent.name}'s untap returns a land to your hand{said}, which the "
                       f"land play left could play again (CR 305.2): not looked for")
    return tuple(dict.fromkeys(out))

