"""Mana counted on the board as it is when the ability resolves: what a count reads, and the plans that remove it
first.

A mana ability's count is taken as it resolves (CR 605.3b), and a permanent that left the battlefield is no longer
counted (CR 400.7): Nykthos, Shrine to Nyx ("{2}, {T}: Choose a color. Add an amount of mana of that color equal to
your devotion to that color", CR 700.5) activated after Wirewood Symbiote returned Elvish Visionary, or after
Ashnod's Altar sacrificed Llanowar Elves, counts one green symbol fewer. The models count what an ability adds on the
board as given, so an activation that waits for a later layer (a costed one, or one whose cost removes others) must
not follow a removal of a permanent it counts: :func:`board_reads` says which permanents a use's mana reads
(:attr:`~manaplan.solver.core.values.AbilityUse.counts`), the activation model keeps such a use before their
removals (:mod:`~manaplan.solver.core.model`), and :func:`removed_first` names the plans that order leaves out (a
removal first, for its mana or its untap, then the count for what is left), so an answer over the others is not
called proven.

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> from manaplan.solver.effective import effective_board
>>> eb = effective_board(parse_inline("Nykthos, Shrine to Nyx, Llanowar Elves, Forest"))
>>> views = {v.id: v for v in eb.yours}
>>> nykthos = views["Nykthos, Shrine to Nyx#1"]
>>> [board_reads(a, nykthos, views) for a in nykthos.abilities]  # a Forest adds nothing to a devotion
[(), ('Llanowar Elves#1',)]
"""

from __future__ import annotations

from dataclasses import replace

from ...models.ability import (AmongColors, CounterCount, Counted, Devotion, FactCount, GraveyardCount, LifeTotal, NamedInGraveyards,
                               PermanentCount, Reflect, SacrificedStat, SelfStat, WatermarkCount)
from ...models.costs import ManaCost
from ...models.errors import CostSyntaxError
from ...models.mana import ManaType
from ..effective import EffectiveAbility, PermanentView
from .values import AbilityUse, SourceGroup

__all__ = ["board_reads", "removable", "removed_first", "removed_first_notes", "COUNTED_GONE"]

#: Counts that read nothing on the battlefield a removal lowers: the ability's own counters, your life, your
#: graveyard or hand (a removal adds to them at most: the count as given is never more than there is), the
#: sacrificed permanent's own stat (its cost's own victim), what no board gives.
_OFF_BATTLEFIELD = (CounterCount, LifeTotal, GraveyardCount, FactCount, SacrificedStat, NamedInGraveyards,
                    WatermarkCount)

_COLORS = frozenset({ManaType.W, ManaType.U, ManaType.B, ManaType.R, ManaType.G})

#: Why a count is kept before the removals of what it counts.
COUNTED_GONE = "counted as it resolves (CR 605.3b, 400.7)"


def _devoted(v: PermanentView, colors: frozenset[ManaType]) -> bool:
    """Whether ``v`` may add to a devotion to ``colors`` (any colour when empty: the one chosen as it resolves): a
    symbol of one of them in its mana cost, or text that speaks of devotion (Altar of the Pantheon's bonus)."""
    card = v.permanent.card
    if "devotion" in (card.oracle_text or "").lower():
        return True
    try:
        cost = ManaCost.parse(card.mana_cost.split("//")[0]) if card.mana_cost else ManaCost(())
    except CostSyntaxError:
        return True
    return any(set(sym.colors) & (colors or _COLORS) for sym in cost)


def board_reads(ability: EffectiveAbility, owner: PermanentView, views: dict[str, PermanentView]) -> tuple[str, ...]:
    """The permanents of yours but ``owner`` (the permanent whose mana ``ability`` is) whose leaving may lower what
    it adds: those a count of permanents may count (Cabal Coffers' Swamps, any creature where the filter reads power,
    every one where it reads the permanent's chosen type or name), those that change its power where its mana is its
    power, those with a symbol of its colour for a devotion (CR 700.5), another count of the battlefield or mana read off other permanents
    (:class:`~manaplan.models.ability.Reflect`, colours among them); none for a fixed amount, a count off the
    battlefield (:data:`_OFF_BATTLEFIELD`), or an output's condition ("If you control four or more creatures, add
    {G}{G} instead", Leafkin Druid: a free tap comes first in a payment, and ``turn`` follows what may leave,
    :mod:`~manaplan.solver.turn.conditioned`)."""
    output = ability.base.output
    others = {pid: v for pid, v in views.items() if pid != owner.id and v.permanent.zone == "battlefield"}
    if isinstance(output, Reflect):  # what the lands it looks at could produce; not its own victim's (Squandered)
        if output.sacrificed or output.untapped_by_cost or output.controller != "you":
            return ()
        return tuple(pid for pid, v in others.items() if v.fits(output.scope))
    if isinstance(output, AmongColors):  # Plaza of Heroes, Bloom Tender: colours among your permanents
        return tuple(pid for pid, v in others.items() if v.fits(output.filter)) if output.zone != "graveyard" \
            else ()
    if not isinstance(output, Counted) or isinstance(output.count, _OFF_BATTLEFIELD):
        return ()
    count = output.count
    if isinstance(count, SelfStat):
        changers = {source for source, _ in owner.changed_by}
        return tuple(pid for pid in others if pid in changers)
    if isinstance(count, Devotion):  # CR 700.5: the coloured symbols of their mana costs (a Forest has none)
        return tuple(pid for pid, v in others.items() if _devoted(v, count.colors))
    if isinstance(count, PermanentCount):
        if count.chosen_type or "~" in count.filter.names:
            return tuple(others)
        counted = replace(count.filter, min_power=0)
        return tuple(pid for pid, v in others.items() if v.fits(counted))
    return tuple(others)


def removed_first(groups: list[SourceGroup] | tuple[SourceGroup, ...], uses: list[AbilityUse] | tuple[AbilityUse, ...],
                  when: str = "", *, every: bool = False, layered: bool = True,
                  also: frozenset[str] = frozenset()) -> list[tuple[str, str, str]]:
    """The uses the activation model keeps before the removals of what they count (:func:`board_reads`) where another
    activation's cost may remove one of those (a victim of a "Sacrifice …" or "Return … to its owner's hand" cost, or
    a permanent that sacrifices itself): a plan that removes it first and then activates the use for what is left
    (Nykthos paid with the mana Ashnod's Altar or an untapped Llanowar Elves made) is not looked for, so an answer
    over the other plans is not called proven. Each as (the use's permanent id, its ability, why).

    Parameters
    ----------
    groups, uses
        The builder's (:mod:`.uses`).
    when : str
        The case, as the reason begins ("with a cost to keep").
    every : bool
        Name every such use, whatever may remove what it counts (a turn's casts that sacrifice are no use).
    layered : bool
        The uses that may wait for a later layer (one phase: the others come first in layer 0, before every
        removal); False: the others (with a cost to keep, the keep phase's layer 0 follows the payment's removals).
    also : frozenset of str
        Permanents something else may remove (``turn``: what the casts' costs may sacrifice, CR 601.2b).
    """
    out: list[tuple[str, str, str]] = []
    for u in uses:
        ea = u.effective
        if not u.usable or not u.counts or ea is None or ea.reads is not None:
            continue
        if u.layered != layered:
            continue
        counted = set(u.counts)
        removable_here = (removable(groups, uses, u) | also) & counted
        if not removable_here and not every:
            continue
        names = sorted(removable_here or counted)
        said = ", ".join(names[:3]) + (f" and {len(names) - 3} more" if len(names) > 3 else "")
        owner = ea.untaps or groups[u.group].ids[0]
        out.append((groups[u.group].ids[0], ea.text,
                    f"{when + ': ' if when else ''}{owner}'s mana is {COUNTED_GONE}, and a plan that removes {said} "
                    f"before it is activated, for what is left, is not looked for"))
    return out


def removable(groups, uses, u: AbilityUse | None = None) -> set[str]:
    """The permanents usable activations may remove: their costs' victims and those that sacrifice themselves (not
    ``u``'s own group, where given: after its own removal it adds nothing)."""
    out: set[str] = set()
    for w in uses:
        if not w.usable:
            continue
        out.update(pid for entry in w.victims for h in entry for pid in groups[h].ids)
        if w.sacrifices_self and (u is None or w.group != u.group or groups[w.group].size > 1):
            out.update(groups[w.group].ids)
    return out


def removed_first_notes(pb, when: str, *, every: bool = False, layered: bool = True,
                        also: frozenset[str] = frozenset()) -> tuple[tuple[str, str], ...]:
    """:func:`removed_first` of a payment board's uses as its :attr:`~.values.PaymentBoard.unproven` has them,
    (permanent id, "ability (why)"), for a command whose plans the order may miss besides the board's own: with a
    cost to keep (``layered=False``: the uses of layer 0), or a turn whose casts sacrifice (``also``)."""
    return tuple(dict.fromkeys((pid, f"{text} ({why})") for pid, text, why in removed_first(
        pb.groups, pb.uses, when, every=every, layered=layered, also=also)))
