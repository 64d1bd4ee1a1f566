"""``pay``'s bound on the plans whose fetch finds a land that changes other permanents' mana as it enters.

The payment model counts a found land's own mana, not what its entering adds to your other permanents' (Circle of
Dreams Druid counting a Dryad Arbor found: CR 604.3, 605.3b); such a find is named and the payment not proven. Each
relaxed board of :func:`~manaplan.solver.core.fetch_bounds.relaxed_boards` holds the land from the start and keeps its
fetch unused: a real plan that cracks the fetch for it is, there, the same plan without that search (the land's mana
from the land itself), which adds at least as much mana and pays, per search, the fetch's life, its sacrifice and its
tap less (the tap only where the land can't be tapped instead: summoning sick, CR 302.6) — :func:`_saved`. So the
real plan's objectives are no better than the relaxed plan's plus what it saved, level by level; the relaxed optimum
plus those savings is no better than any real plan of that assignment, and where the model's optimum is no worse than
that (lexicographically, the tie-breaks aside), or every relaxed board is as unpayable, it is proven.
"""

from __future__ import annotations

from collections.abc import Callable

from ...models.board import Board
from ..analysis import Analysis
from ..core.activations import PaymentBoard
from ..core.counts import removable
from ..core.fetch_bounds import Relaxed, relaxed_boards
from ..core.lexico import Level
from .model import TIE_BREAKS, mana_value
from .plan import Payment

__all__ = ["found_ahead_moot"]


def found_ahead_moot(analysis: Analysis, pb: PaymentBoard, levels: list[Level] | None, values: list[int] | None,
                     again: Callable[[Board], Payment]) -> bool:
    """Whether no plan a note of ``pb`` names (a fetch finding a land that changes other permanents' mana) can do
    better than the model's proven answer: ``levels`` and their optimal ``values``, or None when the model proved the
    cost not payable.

    Parameters
    ----------
    analysis : Analysis
        The board asked about, in the command's session.
    pb : PaymentBoard
        Its payment board: every note it leaves out must be such a find.
    levels : list of Level or None
    values : list of int or None
    again : callable
        The same payment asked of another board (no cost to keep).

    Returns
    -------
    bool

    Examples
    --------
    Circle of Dreams Druid, Verdant Catacombs, a Dryad Arbor and a Forest in the library: the Arbor adds {G} to the
    Druid's mana where the Forest found adds its own {G}, for the same life, sacrifice and taps.

    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.pay.solve import solve_payment
    >>> b = board_from_data({"permanents": ["Circle of Dreams Druid", "Verdant Catacombs"],
    ...                      "library": ["Dryad Arbor", "Forest"]})
    >>> [(p.payable, p.optimal, p.left_out) for p in [solve_payment(b, "{G}{G}")]]
    [(True, True, ())]
    """
    if any(p.is_token for p in pb.board.yours):  # a token weighs less among the sacrificed: the saving would differ
        return False
    relaxed = relaxed_boards(pb.effective, pb.unsupported + pb.unproven, pb.changing_finds, analysis.session)
    if not relaxed:
        return False
    for r in relaxed:
        paid = again(r.board)
        if not paid.optimal:
            return False
        if not paid.payable:
            continue
        saved = _saved(pb, r)
        theirs = _with_value_sacrificed(pb, r, dict(paid.objectives), levels)
        if levels is None or saved is None or theirs is None or not _no_better(levels, values, theirs, saved):
            return False
    return True


def _with_value_sacrificed(pb: PaymentBoard, r: Relaxed, theirs: dict[str, int],
                           levels: list[Level] | None) -> dict[str, int] | None:
    """``theirs`` (a relaxed optimum, by level name) with the mana value it sacrifices where the model has that level
    and the relaxed board does not (:func:`~.model.objective_levels` makes it only where the permanents a plan may
    remove have two mana values: the fetch, a land of mana value 0, kept unused there, may leave one). Every
    permanent the model's plans may remove but the fetches (:func:`_removable_values`) may be removed on the relaxed
    board, which holds one mana value among them: where they have one, that is it, and no token weighs less
    (:func:`found_ahead_moot` asks none), so the relaxed plan sacrifices that value times the permanents it
    sacrifices. None where it can't be told."""
    if levels is None or "mana value sacrificed" in theirs or not any(
            lv.name == "mana value sacrificed" for lv in levels):
        return theirs
    found = _removable_values(pb, {s.fetch for s in r.spent})
    if len(found) != 1:
        return None
    return {**theirs, "mana value sacrificed": found.pop() * theirs.get("sacrificed", 0)}


def _removable_values(pb: PaymentBoard, fetches: set[str]) -> set[int]:
    """The mana values of the permanents a usable activation of ``pb`` may remove (:func:`~..core.counts.removable`:
    a victim, or one that sacrifices itself), the groups of ``fetches`` aside."""
    gone = removable(pb.groups, pb.uses)
    return {mana_value(g) for g in pb.groups if set(g.ids) & gone and not set(g.ids) & fetches}


def _saved(pb: PaymentBoard, r: Relaxed) -> dict[str, int] | None:
    """What a real plan of ``r``'s assignment pays at least beyond its relaxed plan, by level: each search's life, its
    fetch sacrificed (a land, of mana value 0, weighing 1 with no token about) and tapped, less the land's own tap
    where it may be tapped instead (counted with its flexibility). None where a fetch is no group of ``pb``."""
    saved = {"life lost": 0, "sacrificed": 0, "permanents tapped": 0, "flexibility tapped": 0}
    for s in r.spent:
        fetch = next((g for g in pb.groups if s.fetch in g.ids), None)
        if fetch is None or "Land" not in fetch.card_types:
            return None
        saved["life lost"] += s.life
        saved["sacrificed"] += 1
        saved["permanents tapped"] += 0 if s.land_taps else 1
        saved["flexibility tapped"] += fetch.flexibility - (s.land_flexibility if s.land_taps else 0)
    return saved


def _no_better(levels: list[Level], values: list[int], theirs: dict[str, int], saved: dict[str, int]) -> bool:
    """Whether the optimum ``values`` of ``levels`` is lexicographically no worse than ``theirs`` (another model's
    optimum, by level name) plus ``saved``; the tie-breaks aside (:data:`~.model.TIE_BREAKS`). Both must have the
    same levels."""
    names = [lv.name for lv in levels if lv.name not in TIE_BREAKS]
    if set(names) != {name for name in theirs if name not in TIE_BREAKS}:
        return False
    ours, bound = [], []
    for lv, value in zip(levels, values):
        if lv.name in TIE_BREAKS:
            continue
        other = theirs[lv.name] + (0 if lv.maximize else saved.get(lv.name, 0))
        ours.append(-value if lv.maximize else value)
        bound.append(-other if lv.maximize else other)
    return ours <= bound
