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
...     pb, {}, frozenset({1}))[1]]
[('Mox Opal#1:0', [(3, 2, ((1, 1),))])]
>>> conditioned_uses(pb, {}, frozenset())[1]  # nothing leaves: three artifacts all turn
[]
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from ...models.ability import ActivationCondition, Conditional, ControlCount
from ...models.board import Permanent
from ..core.activations import AbilityUse, PaymentBoard, unit_of
from ..rules.conditions import Traits, conditional_holds

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
    """A use whose condition counts permanents that may enter or leave this turn, and the counts it needs: each of
    them (``holds``), or, for the version of an output's ``base`` (its "instead" not in force), one of them not."""

    use: int
    needs: tuple[Need, ...]
    holds: bool = True


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
                     found: frozenset[str] = frozenset(), late: frozenset[int] = frozenset(),
                     base_uses: Callable[[AbilityUse, tuple[str, ...], frozenset[str]], AbilityUse | None] = (
                         lambda u, ids, off: None)
                     ) -> tuple[PaymentBoard, list[Conditioned], tuple[tuple[int, str], ...]]:
    """The uses of the model's board whose condition counts permanents that may enter or leave (see the module
    notes), and those the model cannot follow.

    An output's condition ("If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead.", Urza's
    Mine; Leafkin Druid's four creatures) is read as the ability resolves, and what the permanents cast this turn
    change of it is read by count already (:mod:`.counted`, or such a cast comes last): here only what may leave
    matters, for a use that may come in a later layer than a removal (``late``). Where its count then rests on a
    permanent a plan may remove, the use is allowed only where its counts hold, and a version of it with the output's
    ``base`` (``base_uses``: the use read without the permanents that may enter or leave that it counts) is added,
    allowed only where one of them does not; when that version cannot be read, the use is left out.

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
    late : frozenset of int
        The uses that may come in a layer after the first.
    base_uses : callable
        A use of ``pb`` (with its group's ids) as it is read on the model's board without some permanents (their
        ids): an output's ``base`` version, its index and group to be set; None when it cannot be read so.

    Returns
    -------
    (PaymentBoard, list of Conditioned, tuple of (int, str))
        ``pb`` with the base versions, the uses to gate, and the uses to leave out, each with why.
    """
    if pb.effective is None:
        return pb, [], ()
    group_of = {pid: g.index for g in pb.groups for pid in g.ids}
    untapped = {u.effective.untaps for u in pb.uses if u.usable and u.effective is not None
                and u.effective.untaps is not None and not u.retap}  # an untap alone: its taps are its own uses
    out: list[Conditioned] = []
    left: list[tuple[int, str]] = []
    added: list[AbilityUse] = []
    for u in pb.uses:
        if not u.usable:
            continue
        owner = pb.groups[u.group].permanent
        output = u.effective.base.output if u.effective is not None else None
        if isinstance(output, Conditional) and output.you_control and u.index in late:
            base = _base_version(pb, u, output, entering, removable, found, base_uses)
            if base is None:
                left.append((u.index, "what it adds counts permanents a plan may remove before it: not modelled"))
            elif base:
                v = replace(base[1], index=len(pb.uses) + len(added), group=u.group, label=f"{u.label}@base",
                            layered=True)
                added.append(v)
                out += [Conditioned(u.index, base[0]), Conditioned(v.index, base[0], holds=False)]
        condition = u.ability.condition
        if condition is None or not _needs(condition):
            continue
        needs = []
        followed = not (u.sacrifices_self or u.sacrifices_others or u.doubles or set(pb.groups[u.group].ids) & untapped)
        for need, at_least in _needs(condition):
            n, unflagged = _need(pb, owner, need, at_least, entering, removable, group_of, found)
            if n.sure >= at_least:
                continue
            if unflagged or need is not None and (need.same_name or need.filter.another or need.filter.untapped):
                followed = False
            needs.append(n)
        if not needs:
            continue
        if followed:
            out.append(Conditioned(u.index, tuple(needs)))
        elif all(i != u.index for i, _ in left):
            left.append((u.index, "its condition counts permanents a plan may cast or remove this turn, and that "
                                  "count is not modelled for it"))
    if added:
        units = set(pb.units)
        for v in added:
            units.update(unit_of(pb.groups[v.group], v.ability, t) for combo in v.choices for t in combo)
        pb = replace(pb, uses=pb.uses + tuple(added), units=tuple(sorted(units)), memo={})
    return pb, out, tuple(left)


def _base_version(pb: PaymentBoard, u: AbilityUse, output: Conditional, entering: dict[str, str],
                  removable: frozenset[int], found: frozenset[str], base_uses
                  ) -> tuple[tuple[Need, ...], AbilityUse] | tuple[()] | None:
    """For a use whose output's "instead" holds on the model's board only with permanents a plan may remove: the
    counts not surely made and the use read without the permanents they count (its ``base``); ``()`` when nothing
    needs it; None when it cannot be read so (see :func:`conditioned_uses`)."""
    owner = pb.groups[u.group].permanent
    if not conditional_holds(output, owner, pb.board, _traits(pb))[0]:
        return ()
    group_of = {pid: g.index for g in pb.groups for pid in g.ids}
    reads = [_need(pb, owner, need, need.at_least, entering, removable, group_of, found)
             for need in output.you_control]
    if all(n.sure + sum(w for _, _, w in n.entering) >= n.at_least for n, _ in reads):
        return ()
    needs = tuple(n for n, _ in reads if n.sure < n.at_least)
    off = {pid for n in needs for g, _ in n.groups for pid in pb.groups[g].ids}
    off |= {q.id for q in pb.board.permanents if q.id in entering and any(
        _weight(need, owner, q, _traits(pb)(q)) for need in output.you_control)}
    base = base_uses(u, pb.groups[u.group].ids, frozenset(off - set(pb.groups[u.group].ids)))
    if base is None or any(unflagged for _, unflagged in reads):
        return None
    return needs, base


def _traits(pb: PaymentBoard):
    """A permanent's characteristics on the model's board, every effect applied."""
    def traits(q: Permanent) -> Traits:
        v = pb.effective[q.id]
        return Traits(v.card_types, v.subtypes, v.supertypes, v.colors)
    return traits


def _need(pb: PaymentBoard, owner: Permanent, need: ControlCount | None, at_least: int, entering: dict[str, str],
          removable: frozenset[int], group_of: dict[str, int], found: frozenset[str]) -> tuple[Need, bool]:
    """The count ``need`` of ``owner``'s condition on the model's board, each permanent that adds to it there the
    whole turn, there from the start but removable, or entering; and whether it counts a land a spell may find that
    has no group (no flag says whether it was found)."""
    traits = _traits(pb)
    sure, groups, enters = 0, {}, []
    for q in pb.board.permanents:
        w = _weight(need, owner, q, traits(q))
        if not w:
            continue
        h = group_of.get(q.id)
        if q.id in entering:
            enters.append((q.id, h, w))
        elif h is not None and h in removable:
            groups[h] = w
        else:
            sure += w
    return Need(at_least, sure, tuple(sorted(groups.items())), tuple((entering[pid], h, w) for pid, h, w in enters)), \
        any(h is None and pid in found for pid, h, _ in enters)
