"""The builder's hook for extra costed activations: an activation that is no ability of a permanent on the board,
paid like a costed one (``turn``: a spell cast, CR 601.2g-h; ``pay``: the permanents a spell's cost sacrifices).

:func:`with_costed_activations` adds each :class:`CostedActivation` to a payment board as a group of one with one
costed use per cost; the models then order and pay it like any costed ability (no self-funding), with its own
spending purpose (CR 106.6). A spell's additional cost "sacrifice a creature" (CR 601.2b, 601.2h) is a "Sacrifice a
…" part of that use's cost, so the models count its victim like any ability's: a permanent of yours that fits, which
may have been tapped for mana in its layer or before and makes nothing after it. :func:`with_victim_groups` first adds
the permanents such a cost may take that are no source of mana (a Grizzly Bears the builder left out).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...models.ability import ActivationCost, ManaAbility, ParsedCard, PermanentFilter, Produce
from ...models.board import Permanent
from ...models.cards.card import Card
from ...models.costs import ManaCost, SymbolKind
from ...models.mana import ManaType
from ..rules import yields as Y
from ..rules.spending import SpendPurpose
from .groups import group_sources
from .values import AbilityUse, PaymentBoard, SourceGroup, unit_of

__all__ = ["CostedActivation", "with_costed_activations", "with_victim_groups", "sacrifice_victims"]


@dataclass(frozen=True, slots=True)
class CostedActivation:
    """An activation that is no ability of a permanent on the board, paid like a costed one: from mana made before
    it, with its own purpose (``turn``: a spell cast, CR 601.2g-h). It may add mana as it resolves (a ritual).

    Parameters
    ----------
    id : str
        The id of its group of one (``turn``: the copy's key).
    name : str
    card : Card
        What it is (the card cast): its group's permanent, in your hand.
    costs : tuple of ManaCost
        Its costs, one use each, each used at most once (``turn``: the cost after each set of cost changers).
    purpose : SpendPurpose
        What the mana paying it is spent on (CR 106.6).
    adds : tuple of tuple of ManaType
        What it may add as it resolves, one combination of them (a ritual's ``(B, B, B)``); empty: nothing.
    spend : SpendRestriction or None
        The spending restriction of the mana it adds.
    rank : int
        Its group's rank: the order of the steps of one layer (see :class:`~manaplan.solver.core.values.SourceGroup`).
    card_types, subtypes : frozenset of str
    text : str
        How a plan names it (``'cast Dark Ritual'``).
    sacrifices : tuple of PermanentFilter
        Permanents its cost sacrifices, one per filter (Fling's "sacrifice a creature", CR 601.2b): the victims of
        its use, among the board's groups (:func:`sacrifice_victims`).
    spares : frozenset of str
        Permanents its sacrifices never take (``turn``: the permanent the spell itself becomes; permanents whose
        effects the model applies to every step).
    """

    id: str
    name: str
    card: Card
    costs: tuple[ManaCost, ...]
    purpose: SpendPurpose
    adds: tuple[tuple[ManaType, ...], ...] = ()
    spend: object = None
    rank: int = 0
    card_types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    text: str = ""
    sacrifices: tuple[PermanentFilter, ...] = ()
    spares: frozenset[str] = frozenset()


def with_costed_activations(pb: PaymentBoard, extra: tuple[CostedActivation, ...]
                            ) -> tuple[PaymentBoard, tuple[tuple[int, ...], ...]]:
    """``pb`` with each of ``extra`` as a group of one and one costed use per cost: capped at one activation, in
    any layer after the first (its cost is paid from mana made before it), paid for its own purpose
    (:attr:`~manaplan.solver.core.values.AbilityUse.purpose`), adding what it adds in units of its own (snow never,
    restricted as it says).

    Parameters
    ----------
    pb : PaymentBoard
    extra : tuple of CostedActivation

    Returns
    -------
    (PaymentBoard, tuple of tuple of int)
        The board, and for each of ``extra`` the indices of its uses, one per cost.

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> from manaplan.models.cards.card import Card
    >>> from manaplan.solver.effective import effective_board
    >>> from manaplan.solver.core.activations import activation_board
    >>> pb = activation_board(effective_board(parse_inline("Swamp")))
    >>> ritual = CostedActivation("ritual", "Dark Ritual", Card("Dark Ritual", "{B}", "Instant", ""),
    ...                           (ManaCost.parse("{B}"),), SpendPurpose.cast(frozenset({"Instant"})),
    ...                           adds=((ManaType.B,) * 3,), text="cast Dark Ritual")
    >>> pb, added = with_costed_activations(pb, (ritual,))
    >>> added, [(u.label, u.cost.mana.text, u.costed, u.layered) for u in pb.uses][1:], pb.units
    (((1,),), [('ritual:v0', '{B}', True, True)], (Unit(B),))
    """
    groups, uses, units = list(pb.groups), list(pb.uses), set(pb.units)
    added = []
    for a in extra:
        gi = len(groups)
        groups.append(SourceGroup(index=gi, ids=(a.id,), permanent=Permanent(id=a.id, card=a.card, zone="hand"),
                                  parsed=ParsedCard(name=a.name), rank=a.rank, flexibility=0, singleton=True,
                                  card_types=a.card_types, subtypes=a.subtypes))
        choices = a.adds if a.adds else ((),)
        victims = tuple(sacrifice_victims(groups, f, a.spares) for f in a.sacrifices)
        short = next((f for f, entry in zip(a.sacrifices, victims) if not entry), None)
        mine = []
        for v, cost in enumerate(a.costs):
            paid = ManaCost.parse("".join(s.text for s in cost if not (s.kind is SymbolKind.GENERIC and not s.amount)))
            ability = ManaAbility(cost=ActivationCost(mana=paid, sacrifices=a.sacrifices), output=Produce(choices),
                                  spend=a.spend, text=a.text)
            use = AbilityUse(index=len(uses), group=gi, ability_index=v, ability=ability, cap=0 if short else 1,
                             why_not=f"nothing to sacrifice ({short.text})" if short else None,
                             once=False, sacrifices_self=False, costed=True, layered=True, victims=victims, life=0,
                             label=f"{a.id}:v{v}", choices=choices,
                             output=Y.from_choices(a.adds) if a.adds else Y.NOTHING, purpose=a.purpose)
            uses.append(use)
            mine.append(use.index)
            for combo in a.adds:
                units.update(unit_of(groups[gi], ability, t) for t in combo)
        added.append(tuple(mine))
    return replace(pb, groups=tuple(groups), uses=tuple(uses), units=tuple(sorted(units))), tuple(added)


def sacrifice_victims(groups: list[SourceGroup] | tuple[SourceGroup, ...], filt: PermanentFilter,
                      spares: frozenset[str] = frozenset()) -> tuple[int, ...]:
    """The groups of your permanents on the battlefield that "Sacrifice a …" (``filt``) may take, by their
    characteristics now (every effect applied: the group's view), none of ``spares`` (CR 701.21a: a permanent you
    control that fits).

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> from manaplan.models.ability import PermanentFilter
    >>> from manaplan.solver.effective import effective_board
    >>> from manaplan.solver.core.activations import activation_board
    >>> pb = activation_board(effective_board(parse_inline("Forest, Llanowar Elves, Sol Ring")))
    >>> [pb.groups[h].ids[0] for h in sacrifice_victims(pb.groups, PermanentFilter(frozenset({"Creature"})))]
    ['Llanowar Elves#1']
    """
    out = []
    for g in groups:
        p, view = g.permanent, g.view
        if view is None or p.zone != "battlefield" or not p.is_yours or spares.intersection(g.ids):
            continue
        if filt.untapped and g.tapped:
            continue
        if filt.matches(view.card_types, view.subtypes, view.colors, supertypes=view.supertypes,
                        is_token=g.is_token, power=p.current_power, name=p.name):
            out.append(g.index)
    return tuple(out)


def with_victim_groups(pb: PaymentBoard, filters: tuple[PermanentFilter, ...]) -> PaymentBoard:
    """``pb`` with a group for each of your permanents that one of ``filters`` may sacrifice and that is in no group
    yet (no mana ability, nothing on the board sacrifices or taps it: the builder left it out), grouped as the
    builder groups (:func:`~manaplan.solver.core.groups.group_sources`), numbered after the board's groups. Without
    filters, or with nothing to add, ``pb`` itself.

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> from manaplan.models.ability import PermanentFilter
    >>> from manaplan.solver.effective import effective_board
    >>> from manaplan.solver.core.activations import activation_board
    >>> pb = activation_board(effective_board(parse_inline("Forest, Grizzly Bears x2")))
    >>> [g.ids for g in with_victim_groups(pb, (PermanentFilter(frozenset({"Creature"})),)).groups]
    [('Forest#1',), ('Grizzly Bears#1', 'Grizzly Bears#2')]
    """
    if not filters or pb.effective is None:
        return pb
    have = {pid for g in pb.groups for pid in g.ids}
    missing = [v for v in pb.effective.yours if v.id not in have and v.permanent.zone == "battlefield"]
    if not missing:
        return pb
    extra = [g for g in group_sources(missing, pb.board)
             if any(sacrifice_victims((g,), f) for f in filters)]
    if not extra:
        return pb
    start, rank = len(pb.groups), max((g.rank for g in pb.groups), default=-1) + 1
    added = tuple(replace(g, index=start + i, rank=rank + g.rank) for i, g in enumerate(extra))
    return replace(pb, groups=pb.groups + added)
