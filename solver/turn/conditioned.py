"""Abilities whose condition counts permanents, in the turn: Mox Opal's metalcraft ("Activate only if you control
three or more artifacts."), Temple of the False God's five lands, a Verge's "a Swamp or a Mountain", Circle of
Elders' total power (CR 602.5b).

The turn model's board (:mod:`.model`) has every permanent that may enter this turn from the start and none that a
plan removes gone, and the uses of its permanents are read there (:func:`~manaplan.solver.core.uses.why_not`): a
condition read so may count an artifact never cast, or a Lotus Petal already sacrificed. A restriction on
activating is checked as the ability is activated (CR 602.5b, 602.2), against the permanents there at that moment.

:func:`conditioned_uses` reads each usable use of the model's board whose condition counts permanents (``you
control …``, total power), one :class:`Need` per count:

- a count that the permanents there the whole turn make — there as the turn begins, and no cost of the board nor of
  a spell cast may remove them (sacrifice, exile, return: a fetchland cracked, a Petal) — needs nothing (most boards:
  their uses are as before);
- otherwise the use is allowed only in a layer where the permanents there make the count (:func:`~.model.
  _condition_gates`): those there as the turn begins less those removed before it, plus the permanents cast up to
  it (in a layer the casts come first, CR 601.2i, 608.3). A permanent there from the start may be tapped before
  anything leaves, its mana staying in the pool through the main phase (CR 106.4): in a layer the activations that
  remove nothing come first (:mod:`~manaplan.solver.pay.plan`'s order), so only the removals of earlier layers, and
  those of the casts of its own layer (CR 601.2b, 601.2h), count against it;
- a count the model cannot so follow (permanents with the same name, "another", untapped ones; a use that itself
  removes permanents, doubles the pool or is untapped and tapped again by another's ability, whose place in its
  layer is not so fixed; a permanent that enters otherwise than cast or found) leaves the use out, and the
  answer says so (``left_out``): never a wrong plan.

Examples
--------
>>> from manaplan.models.board_files import board_from_data
>>> from manaplan.solver.analysis import analysed
>>> pb = analysed(board_from_data({"permanents": ["Mox Opal", "Lotus Petal", "Darksteel Relic"]})).activations()
>>> [(pb.uses[c.use].label, [(n.at_least, n.sure, n.groups) for n in c.needs]) for c in conditioned_uses(
...     pb, {}, frozenset({1}))[0]]
[('Mox Opal#1:0', [(3, 2, ((1, 1),))])]
>>> conditioned_uses(pb, {}, frozenset())[0]  # nothing leaves: three artifacts all turn
[]
"""

from __future__ import annotations

from dataclasses import dataclass

from ...models.ability import ActivationCondition, ControlCount
from ...models.board import Permanent
from ..core.activations import PaymentBoard
from ..rules.conditions import Traits

__all__ = ["Need", "Conditioned", "conditioned_uses"]


@dataclass(frozen=True, slots=True)
class Need:
    """One count a use's condition needs: at least ``at_least`` of the weighted permanents there.

    Parameters
    ----------
    at_least : int
    sure : int
        The weight of the permanents there the whole turn.
    groups : tuple of (int, int)
        The groups there as the turn begins that a plan may remove, each with the weight of each member.
    entering : tuple of (str, int or None, int)
        The permanents that may enter (a copy cast, a land found or played after a cast), each with its copy's key,
        its group (None when it has none: nothing acts with it or takes it) and its weight.
    """

    at_least: int
    sure: int
    groups: tuple[tuple[int, int], ...]
    entering: tuple[tuple[str, int | None, int], ...]


@dataclass(frozen=True, slots=True)
class Conditioned:
    """A use whose condition counts permanents that may enter or leave this turn, and the counts it needs."""

    use: int
    needs: tuple[Need, ...]


def _needs(condition: ActivationCondition) -> list[tuple[ControlCount | None, int]]:
    """The counts of a condition: each ``you control …`` and its least count, the total power (None)."""
    out: list[tuple[ControlCount | None, int]] = [(need, need.at_least) for need in condition.you_control]
    if condition.total_power:
        out.append((None, condition.total_power))
    return out


def _weight(need: ControlCount | None, owner: Permanent, q: Permanent, traits: Traits) -> int:
    """What ``q`` adds to the count: one when it fits the filter, its power for the total power of creatures."""
    if q.controller != owner.controller:
        return 0
    if need is None:
        return (q.current_power or 0) if "Creature" in traits.card_types else 0
    f = need.filter
    return int(f.matches(traits.card_types, traits.subtypes, traits.colors, supertypes=traits.supertypes,
                         is_token=q.is_token, power=q.current_power, name=q.name))


def conditioned_uses(pb: PaymentBoard, entering: dict[str, str], removable: frozenset[int],
                     found: frozenset[str] = frozenset()) -> tuple[list[Conditioned], tuple[tuple[int, str], ...]]:
    """The uses of the model's board whose condition counts permanents that may enter or leave (see the module
    notes), and those the model cannot follow.

    Parameters
    ----------
    pb : PaymentBoard
        The model's board, read with every permanent that may enter this turn.
    entering : dict of str to str
        The ids of the permanents that may enter this turn, with the key of the copy whose cast puts them there
        (or after whose cast they are played).
    removable : frozenset of int
        The groups some cost of the board or of a spell cast may remove.
    found : frozenset of str
        Of ``entering``, the lands a spell may find (there once cast and found: only a land with a group has a flag
        that says it was found).

    Returns
    -------
    (list of Conditioned, tuple of (int, str))
        The uses to gate, and the uses to leave out, each with why.
    """
    if pb.effective is None:
        return [], ()
    group_of = {pid: g.index for g in pb.groups for pid in g.ids}
    untapped = {u.effective.untaps for u in pb.uses if u.usable and u.effective is not None
                and u.effective.untaps is not None}
    out: list[Conditioned] = []
    left: list[tuple[int, str]] = []
    for u in pb.uses:
        condition = u.ability.condition
        if not u.usable or condition is None or not _needs(condition):
            continue
        owner = pb.groups[u.group].permanent
        needs = []
        followed = not (u.sacrifices_self or u.sacrifices_others or u.doubles or set(pb.groups[u.group].ids) & untapped)
        for need, at_least in _needs(condition):
            sure, groups, enters = 0, {}, []
            for q in pb.board.permanents:
                v = pb.effective[q.id]
                w = _weight(need, owner, q, Traits(v.card_types, v.subtypes, v.supertypes, v.colors))
                if not w:
                    continue
                h = group_of.get(q.id)
                if q.id in entering:
                    enters.append((entering[q.id], h, w))
                    followed = followed and not (h is None and q.id in found)
                elif h is not None and h in removable:
                    groups[h] = w
                else:
                    sure += w
            if sure >= at_least:
                continue
            if need is not None and (need.same_name or need.filter.another or need.filter.untapped):
                followed = False
            needs.append(Need(at_least, sure, tuple(sorted(groups.items())), tuple(enters)))
        if not needs:
            continue
        if followed:
            out.append(Conditioned(u.index, tuple(needs)))
        else:
            left.append((u.index, "its condition counts permanents a plan may cast or remove this turn, and that "
                                  "count is not modelled for it"))
    return out, tuple(left)
