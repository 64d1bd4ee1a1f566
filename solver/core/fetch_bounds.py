"""Bounds on the plans whose fetch finds a land that changes other permanents' mana as it enters.

A land a fetch finds enters the battlefield (CR 701.23, 305.4); the models count its own mana but not what its being
there changes of your other permanents' mana — Gaea's Cradle or Circle of Dreams Druid counting a Dryad Arbor found
(CR 604.3, 605.3b), Cabal Coffers counting a Swamp found — so :func:`~.searches.search_abilities` names each such find
(a :class:`~.searches.ChangingFind`) and an answer is not proven. This module bounds those plans from above, so that an
answer can be proven after all.

For each assignment of such finds to the fetches that may find them (:func:`relaxed_boards`), a relaxed board holds
the lands assigned on the battlefield from the start, as they would enter (untapped where they may enter so for
nothing, summoning sick: CR 302.6), and their fetches kept with their searches spent (no life paid, not sacrificed);
no other fetch finds a land named so (those plans are another assignment's). Every real plan whose fetches find just
those lands is then a plan of the relaxed board that is at least as good, *provided* the lands placed only ever add to
the others' mana. That is checked (:func:`_dominates`) for every permanent of yours: on the relaxed board against the
board as it is and every board between (some of the fetches cracked), and on each board after cracks against the same
board without the lands found (so the model's own plans, where a find's effect on the others is not counted, are real:
its answer is a lower bound, the relaxed boards' an upper one) — the same costs, types, problems and colours, each
ability's mana at least as much of every kind (:func:`~manaplan.solver.rules.yields.bag_dominates`); the effects in
force, spending permissions and casting rules the same. A count or a condition that would go down, a colour gained,
keeps the note (no relaxed board is made). The commands compare: ``produce`` its figures, ``pay`` its objectives (with
what the relaxed plan saved, :class:`Spent`), ``cast`` through ``pay``.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace

from ...models.ability import ActivationCost
from ...models.board import Board, FoundAhead, Permanent
from ..effective import EffectiveBoard, PermanentView
from ..effective.entering import entries
from ..rules import yields as Y
from .groups import flexibility
from .reader import FRESH, Reader
from .searches import ChangingFind, Search, found_land

__all__ = ["Spent", "Relaxed", "relaxed_boards", "MAX_RELAXED"]

#: The most relaxed boards compared for one answer (one per assignment of finds to fetches); beyond it the notes stay.
MAX_RELAXED = 6


@dataclass(frozen=True, slots=True)
class Spent:
    """A fetch whose search a relaxed board spent on a land placed ahead: what a real plan pays for it that the
    relaxed plan does not.

    Parameters
    ----------
    fetch : str
        The fetch's id (kept, untapped, with no search).
    land : str
        The id of the land placed.
    life : int
        The life its search costs (CR 119.4).
    land_taps : bool
        The land may be tapped by an ability of its own on the relaxed board (False: a creature summoning sick,
        CR 302.6, so the real plan's tap of the fetch has no counterpart).
    land_flexibility : int
        The land's :func:`~.groups.flexibility`, as ``pay`` weighs a permanent tapped.
    """

    fetch: str
    land: str
    life: int
    land_taps: bool
    land_flexibility: int


@dataclass(frozen=True, slots=True)
class Relaxed:
    """One relaxed board (:func:`relaxed_boards`) and the searches it spent."""

    board: Board
    spent: tuple[Spent, ...]


def relaxed_boards(effective: EffectiveBoard, notes: Sequence[tuple[str, str]], finds: Sequence[ChangingFind],
                   reader: Reader = FRESH) -> tuple[Relaxed, ...] | None:
    """The relaxed boards that bound every plan finding a land of ``finds``, or None when they can't.

    Parameters
    ----------
    effective : EffectiveBoard
        The board asked about, every effect applied.
    notes : sequence of (str, str)
        What the answer left out, (permanent id, "text (why)") as
        :attr:`~manaplan.solver.core.values.PaymentBoard.unproven` has it: every one must be the
        :attr:`~.searches.ChangingFind.note` of one of ``finds``.
    finds : sequence of ChangingFind
        Every find of the board that changes other permanents' mana
        (:attr:`~manaplan.solver.core.values.PaymentBoard.changing_finds`).
    reader : Reader

    Returns
    -------
    tuple of Relaxed or None
        One per assignment of finds to their fetches (each fetch finds at most one, each card once); None when a
        note is of another kind, the board is itself relaxed, there are more than :data:`MAX_RELAXED`, or a land
        placed could take from another permanent's mana (:func:`_dominates`).

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.effective import effective_board
    >>> from manaplan.solver.core.activations import activation_board
    >>> b = board_from_data({"permanents": ["Circle of Dreams Druid", "Verdant Catacombs"], "library": ["Dryad Arbor"]})
    >>> pb = activation_board(effective_board(b))
    >>> [(f.fetch, f.land) for f in pb.changing_finds]
    [('Verdant Catacombs#1', 'Dryad Arbor')]
    >>> [(r.board.found_ahead.finds, r.spent[0].life, r.spent[0].land_taps)
    ...  for r in relaxed_boards(pb.effective, pb.unproven, pb.changing_finds)]
    [((('Verdant Catacombs#1', 'Dryad Arbor (found ahead)#1'),), 1, False)]
    """
    board = effective.board
    finds = _named_finds(effective, notes, finds)
    if finds is None or board.found_ahead is not None or any(
            c.name in {n for _, _, n in finds} for c in board.library_top):
        return None
    assignments = _assignments(finds, Counter(c.name for c in board.library or ()))
    if assignments is None:
        return None
    withheld = frozenset(name for _, _, name in finds)
    out = []
    for chosen in assignments:
        relaxed = _relaxed(effective, chosen, withheld, reader)
        if relaxed is None:
            return None
        out.append(relaxed)
    return tuple(out)


def _named_finds(effective: EffectiveBoard, notes: Sequence[tuple[str, str]], finds: Sequence[ChangingFind]
                 ) -> list[tuple[PermanentView, Search, str]] | None:
    """(fetch, its search, land name) for each of ``finds``, or None when a note is not a find's, or a search costs
    more than a tap, life and the fetch itself (its mana or tax would be a saving the comparison does not count)."""
    named = {f.note for f in finds}
    if any(note not in named for note in notes):
        return None
    out = []
    for find in finds:
        fetch = next((v for v in effective.yours if v.id == find.fetch), None)
        if fetch is None or fetch.ability_tax or fetch.dearer_by:
            return None
        search = find.search
        if search.untap_at or search.cost != ActivationCost(tap=True, life=search.cost.life, sacrifice_self=True):
            return None  # Fabled Passage's untap reads the lands there then: not placed
        out.append((fetch, search, find.land))
    return out


def _assignments(finds: list[tuple[PermanentView, Search, str]], copies: Counter
                 ) -> list[tuple[tuple[PermanentView, Search, str], ...]] | None:
    """Every way some of the fetches each find one named land, no card found twice (at most :data:`MAX_RELAXED`; None
    beyond)."""
    by_fetch: dict[str, list[tuple[PermanentView, Search, str]]] = {}
    for find in finds:
        by_fetch.setdefault(find[0].id, []).append(find)
    out = []
    for pick in itertools.product(*[[None, *options] for options in by_fetch.values()]):
        chosen = tuple(f for f in pick if f is not None)
        if chosen and all(n <= copies[name] for name, n in Counter(f[2] for f in chosen).items()):
            out.append(chosen)
            if len(out) > MAX_RELAXED:
                return None
    return out


def _relaxed(effective: EffectiveBoard, chosen: tuple[tuple[PermanentView, Search, str], ...],
             withheld: frozenset[str], reader: Reader) -> Relaxed | None:
    """The relaxed board of one assignment, or None when a land placed may take from another permanent's mana or
    does not simply enter (a shockland's life, a bounceland's return: not placed)."""
    board = effective.board
    cards = {c.name: c for c in board.library or ()}
    placed: list[tuple[PermanentView, Search, Permanent]] = []
    for fetch, search, name in chosen:
        land = found_land(cards[name], "found ahead", len(placed) + 1)
        tapped = _enters_tapped(effective, fetch, search, land, reader)
        if tapped is None:
            return None
        placed.append((fetch, search, replace(land, tapped=tapped)))
    ahead = FoundAhead(finds=tuple((f.id, p.id) for f, _, p in placed), withheld=withheld)
    relaxed = replace(board, permanents=board.permanents + tuple(p for _, _, p in placed), found_ahead=ahead)
    top = reader.effective(relaxed)
    for n in range(len(placed) + 1):  # the board before, between and after the real plan's cracks
        for cracked in itertools.combinations(placed, n):
            gone = {f.id for f, _, _ in cracked}
            without = replace(board, permanents=tuple(p for p in board.permanents if p.id not in gone))
            between = reader.effective(replace(without, permanents=without.permanents
                                               + tuple(p for _, _, p in cracked)))
            if not _dominates(top, between if cracked else effective):
                return None
            if cracked and not _dominates(between, reader.effective(without)):  # the model's own plans are real
                return None
    return Relaxed(relaxed, tuple(_spent(top, f, s, p) for f, s, p in placed))


def _enters_tapped(effective: EffectiveBoard, fetch: PermanentView, search: Search, land: Permanent,
                   reader: Reader) -> bool | None:
    """How ``land`` enters from ``fetch``'s search: untapped (False) where it may for nothing, whatever else is there
    (no permanent counted as surely there); tapped (True) where it surely enters tapped (Evolving Wilds puts it so);
    None where it costs life or returns a land (CR 614.1c-d)."""
    board = effective.board
    scratch = reader.effective(replace(board, permanents=board.permanents + (land,)))
    ways = entries(scratch, land.id, life=board.life - search.cost.life, absent={fetch.id}, sure=lambda _: False,
                   put_tapped=search.tapped)
    if any(not w.tapped and not w.life and not w.returns for w in ways):
        return False
    if all(w.tapped and not w.life and not w.returns for w in ways):
        return True
    return None


def _spent(top: EffectiveBoard, fetch: PermanentView, search: Search, land: Permanent) -> Spent:
    """What the relaxed board ``top`` saves a real plan of cracking ``fetch`` for ``land``."""
    view = top[land.id]
    types = frozenset(t for a in view.abilities for t in a.output.types())
    sick = land.tapped or (land.summoning_sick and not view.haste_from)
    return Spent(fetch.id, land.id, search.cost.life, not sick, flexibility(view.permanent, view.mana_parsed, types))


def _dominates(top: EffectiveBoard, other: EffectiveBoard) -> bool:
    """Whether every permanent of yours on ``other`` has, on ``top`` (the same permanents and the lands placed), the
    same view but for its abilities' amounts, each at least as much of every kind (CR 106.1: more mana is never
    less); and the effects in force, spending permissions and casting rules are the same."""
    if (top.effects != other.effects or top.spend_permissions != other.spend_permissions
            or top.unsupported != other.unsupported or top.prohibited != other.prohibited or top.lost != other.lost
            or top.casting != other.casting):
        return False
    for v in other.yours:
        if v.permanent.zone != "battlefield":
            continue
        try:
            t = top[v.id]
        except KeyError:
            return False
        if replace(t, abilities=()) != replace(v, abilities=()) or len(t.abilities) != len(v.abilities):
            return False
        if not all(_ability_dominates(a, b) for a, b in zip(t.abilities, v.abilities)):
            return False
    return True


def _ability_dominates(a, b) -> bool:
    """Whether effective ability ``a`` is ``b`` but for what it adds, which is at least as much of every kind, of the
    same types (so ``pay`` weighs its permanent the same: :func:`~.groups.flexibility`)."""
    if replace(a, output=Y.NOTHING, ability=replace(a.ability, output=None)) != replace(
            b, output=Y.NOTHING, ability=replace(b.ability, output=None)):
        return False
    if a.output.types() != b.output.types():
        return False
    return all(any(Y.bag_dominates(x, y) for x in a.output.options) for y in b.output.options)
