"""The one builder of ``pay`` and ``produce``: groups of identical permanents, their mana abilities as uses, units.

:func:`activation_board` reads an :class:`~manaplan.solver.effective.EffectiveBoard` (every effect on mana applied)
and makes :class:`SourceGroup` values (identical untouched permanents grouped, so forty Forests are one group of
forty) and :class:`AbilityUse` values (one per ability of a group: its cost, what it adds as a
:class:`~manaplan.solver.rules.yields.Yield` and, for ``pay``, as concrete choices, whether it taps or removes the
permanent, how often it can be used and why not, if it cannot). Every part of every ability is read through the one
table of :mod:`.costparts`, so a part honoured by one command is honoured by the other. ``pay`` takes the uses as
they are (:meth:`manaplan.solver.analysis.Analysis.activations`) with the :class:`Unit` kinds of mana the board can
hold; ``produce`` merges a permanent's abilities with the same cost into one use of "may be W or U" classes
(:func:`~manaplan.solver.produce.model.production_board`).

The builder's steps, each in a module of its own:

- :mod:`.values`: what it makes — :class:`Unit`, :class:`SourceGroup`, :class:`AbilityUse`, :class:`PaymentBoard`;
- :mod:`.sources`: your sources in the order plans prefer them (:func:`~manaplan.solver.core.sources.source_views`:
  :func:`hand_sources`, :func:`before_casting`, the lands fetchlands find, the permanents untappers untap:
  :mod:`.untappers`);
- :mod:`.groups`: identical permanents grouped (:func:`~manaplan.solver.core.groups.group_sources`), and
  :func:`flexibility`;
- :mod:`.uses`: each ability of a group as a use, how often it can be used and why not
  (:func:`~manaplan.solver.core.uses.read_uses`);
- :mod:`.symbols`: the ways to pay each mana symbol (:func:`symbol_options`, :func:`least_mana`);
- :mod:`.costed`: the hook for activations that are no ability of the board (:func:`with_costed_activations`:
  ``turn``'s spells cast).

This module puts them together: sources → groups → uses → the groups that matter → the units of mana. The names
other layers use are imported from here (``from ..core.activations import PaymentBoard``), wherever they are
written.

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> from manaplan.solver.effective import effective_board
>>> pb = activation_board(effective_board(parse_inline("Forest x3, Azorius Signet, Llanowar Elves (sick)")))
>>> [(g.ids[0], g.size) for g in pb.groups]
[('Forest#1', 3), ('Azorius Signet#1', 1), ('Llanowar Elves#1', 1)]
>>> [(u.label, u.cap, u.why_not) for u in pb.uses]
[('Forest#1:0', 3, None), ('Azorius Signet#1:0', 1, None), ('Llanowar Elves#1:0', 0, 'summoning sick')]
"""

from __future__ import annotations

from dataclasses import replace

from ...models.ability import ActivationCost
from ...models.board import Board
from ...models.mana import ALL_TYPES
from ..effective import EffectiveBoard
from .costed import CostedActivation, with_costed_activations
from .groups import flexibility, group_sources, instance_free
from .reader import FRESH, Reader
from .sources import BEFORE_CASTING, before_casting, hand_sources, reveals_hand, source_views
from .symbols import class_accepts, least_mana, symbol_options
from .uses import held_back, read_uses, released_sources
from .values import (DOUBLING_BOUND, REPEAT_CAP, AbilitiesFn, AbilityUse, PaymentBoard, SourceGroup, Unit,
                     doubled_unit, doubles_pool, purpose_of, unit_of)

__all__ = [
    "Unit",
    "SourceGroup",
    "AbilityUse",
    "PaymentBoard",
    "AbilitiesFn",
    "flexibility",
    "reveals_hand",
    "symbol_options",
    "class_accepts",
    "activation_board",
    "plain_tap",
    "hand_sources",
    "before_casting",
    "BEFORE_CASTING",
    "instance_free",
    "least_mana",
    "REPEAT_CAP",
    "DOUBLING_BOUND",
    "unit_of",
    "purpose_of",
    "doubles_pool",
    "doubled_unit",
    "CostedActivation",
    "with_costed_activations",
]

#: The whole cost of a plain tap: ``{T}``; and of one that also sacrifices its permanent.
_TAP = ActivationCost(tap=True)
_TAP_SACRIFICE = ActivationCost(tap=True, sacrifice_self=True)


def plain_tap(use: AbilityUse, *, sacrificed: bool = False) -> bool:
    """Whether ``use`` is a plain tap: ``{T}`` and no other cost part (no mana, life, sacrifice, counters, cards,
    ``{Q}``), and it does nothing but add mana — no condition, no counter changes, no damage or life loss, no doubling
    of the pool, not only before the spell is cast, not a spell's cost (``turn``). Its mana may have a spending
    restriction, and it may add any amount of any types: the exact paths (``pay``'s flow, ``produce``'s plain boards)
    each ask the rest of what they need. With ``sacrificed``, ``{T}, Sacrifice this`` counts too (Treasure, Lotus
    Petal), when nothing else of the permanent may wait for a later layer.

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> from manaplan.solver.effective import effective_board
    >>> pb = activation_board(effective_board(parse_inline("Forest, Sol Ring, Azorius Signet, City of Brass")))
    >>> [(u.label, plain_tap(u)) for u in pb.uses]
    [('Forest#1:0', True), ('Sol Ring#1:0', True), ('Azorius Signet#1:0', False), ('City of Brass#1:0', False)]
    >>> [plain_tap(u, sacrificed=s) for u in activation_board(effective_board(parse_inline("Treasure"))).uses
    ...  for s in (False, True)]
    [False, True]
    """
    a = use.ability
    cost = (a.cost == _TAP and not use.sacrifices_self) or (sacrificed and a.cost == _TAP_SACRIFICE
                                                            and use.sacrifices_self)
    return (cost and use.once and not use.costed and not use.layered
            and not use.doubles and use.purpose is None and not use.life and not use.victims and not use.tapped
            and a.condition is None and not a.counter_changes and not a.sacrifice_if_no_counters
            and not a.damage_to_you and not a.life_loss and not a.damage_unless
            and (use.effective is None or use.effective.origin != BEFORE_CASTING))


def activation_board(effective: EffectiveBoard, *, repeat_cap: int = REPEAT_CAP, timing: str = "priority",
                     concrete: bool = True, before: EffectiveBoard | None = None,
                     single_ids: frozenset[str] = frozenset(), reader: Reader = FRESH,
                     later_casts: bool = True, relaxed: bool = False,
                     retapped: frozenset[str] = frozenset()) -> PaymentBoard:
    """Group an effective board's permanents and list their mana abilities as uses: the one builder of ``pay`` and
    ``produce``.

    Parameters
    ----------
    effective : EffectiveBoard
        :func:`~manaplan.solver.effective.effective_board` of the board: every effect on mana applied.
    repeat_cap : int
        The most activations counted for a repeatable ability that nothing bounds: one that adds more mana than it
        costs, or costs nothing (an infinite-mana engine). Other repeatable abilities are bounded by what they
        cost: counters, life, cards, permanents to sacrifice, or — for a converter that adds no more than it costs
        — the mana the rest of the board can make.
    timing : str
        For activation conditions (:func:`~manaplan.solver.rules.conditions.why_not`): ``'priority'`` for ``pay``
        (you hold priority: "as an instant" holds), ``'main'`` for ``produce``; ``'casting'`` for a spell cast from
        your hand: an "as an instant" ability is activated before the spell is cast (there is no priority while
        casting, CR 601.2), with the spell still in hand, so one whose cost discards cards is left out.
    concrete : bool
        The uses list every concrete choice of mana (``pay``'s units); an ability with more than
        :data:`~manaplan.solver.effective.CHOICES_LIMIT` is then unusable. False: only the yields (``produce``'s
        classes).
    before : EffectiveBoard, optional
        The board before the spell being paid for was cast, with it still in hand: abilities that add more then are
        uses too (:func:`before_casting`).
    single_ids : frozenset of str
        Permanents that are each a group of one whatever their card (``turn``: a permanent cast or a land played
        this turn, whose abilities are usable only after it entered).
    reader : Reader
        Reads the cards of your hand and the board states the hand's sources and the fetchlands' finds are worked
        out on (:mod:`.reader`): a command's :class:`~manaplan.solver.analysis.Session`.
    later_casts : bool
        Spells may be cast after the mana is made (``turn``); False for one payment or ``produce``, where the
        sources of a cost reduction, and of haste nothing of yours needs, may be sacrificed
        (:func:`~manaplan.solver.core.uses.effect_sources`).
    relaxed : bool
        The relaxation that bounds the plans :func:`~manaplan.solver.core.uses.held_back` names: a cost may remove a
        permanent whose effects are in force (Goldspan Dragon to Ashnod's Altar) and an untapper's cost may take one
        the untapped permanent's mana counts (Wirewood Symbiote returning Imperious Perfect before Marwyn is tapped
        again), while the effective board stays as it is — every removed permanent's effects and counts in force
        all along. Each real plan is a plan of it making at least as much (with counts that may come after a
        removal: :attr:`~manaplan.solver.core.model.ActivationModel.counts_ordered` off), so its optimum bounds them
        all (:func:`~manaplan.solver.pay.solve.held_back_moot`); its :attr:`~.values.PaymentBoard.unproven` holds
        only what it still leaves out.
    retapped : frozenset of str
        Permanents of yours (each among ``single_ids``) that something the caller adds may untap alone
        (:data:`~.untappers.RETAP`): ``turn``'s Snap (:mod:`~manaplan.solver.turn.untap_spells`). One tapped as
        the board begins has its abilities read as if untapped; the model counts its taps against its untaps.

    Returns
    -------
    PaymentBoard

    Notes
    -----
    Only your permanents, and the cards of your hand that say so, are sources (CR 602.2: you activate abilities of
    permanents you control; CR 605.1a, :mod:`.sources`). A permanent with no usable mana ability is kept only when
    some ability may sacrifice or tap it. Every part of every ability is read through :mod:`.costparts`.

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> from manaplan.solver.effective import effective_board
    >>> ab = activation_board(effective_board(parse_inline("Wall of Roots, Skirge Familiar, Forest x2")))
    >>> [(u.label, u.cap, u.once, u.output.text, u.why_not) for u in ab.uses]  # doctest: +NORMALIZE_WHITESPACE
    [('Wall of Roots#1:0', 1, False, '[G]', None),
     ('Skirge Familiar#1:0', 0, False, '[]', "needs 1 card in hand to discard (the board's hand has 0)"),
     ('Forest#1:0', 2, True, '[G]', None)]
    """
    board = effective.board
    yours, unsupported, changing = source_views(effective, before, reader, single_ids)
    groups = group_sources(yours, board, single_ids)
    # one payment: a permanent whose effects are in force may be removed after they were used (Goldspan Dragon)
    released = {} if relaxed else released_sources(effective, yours, reader.effective, later_casts=later_casts)
    uses = read_uses(effective, groups, yours, repeat_cap=repeat_cap, timing=timing, concrete=concrete,
                     later_casts=later_casts, relaxed=relaxed, released=released, retapped=retapped)
    # what could change an answer and was left out (PaymentBoard.unproven): searches, then what the model omits
    unproven = unsupported + _not_modelled(groups, uses) + ([] if relaxed else held_back(
        effective, groups, yours, uses, later_casts=later_casts, released=frozenset(released)))
    unsupported += _left_out(effective, groups, uses)
    groups, uses = _keep_needed(groups, uses)
    pool, units = _board_units(board, groups, uses)
    return PaymentBoard(
        board=board, groups=tuple(groups), uses=tuple(uses), units=units, pool=pool, life=board.life,
        unsupported=_first_reasons(unsupported), repeat_cap=repeat_cap, effective=effective,
        permissions=effective.spend_permissions, unproven=_first_reasons(unproven), changing_finds=tuple(changing),
        released=frozenset(pid for pid, (changed, _) in released.items() if changed),
    )


def _left_out(effective: EffectiveBoard, groups: list[SourceGroup],
              uses: list[AbilityUse]) -> list[tuple[str, str, str]]:
    """What is left out of every answer, (permanent id, text, reason): text of a source not understood, abilities
    unusable because a part of them is not supported, effects on mana that could not be applied, and your abilities
    an effect prohibits or takes away."""
    out = _not_modelled(groups, uses)
    for source, marker in effective.unsupported:
        out.append((source, marker.text, marker.reason))
    out.extend((pid, text, why) for pid, text, why in effective.prohibited + effective.lost
               if effective.board.get(pid).is_yours)
    return out


def _not_modelled(groups: list[SourceGroup], uses: list[AbilityUse]) -> list[tuple[str, str, str]]:
    """What the model leaves out of your sources, (permanent id, text, reason): their text not understood, and
    abilities unusable because a part of them is not supported (too many ways to choose their mana …)."""
    out: list[tuple[str, str, str]] = []
    for g in groups:
        for pid in g.ids:
            for u in g.view.unsupported:
                out.append((pid, u.text, u.reason))
    for u in uses:
        if u.left_out:
            for pid in groups[u.group].ids:
                out.append((pid, u.text, u.why_not))
    return out


def _first_reasons(items: list[tuple[str, str, str]]) -> tuple[tuple[str, str], ...]:
    """(permanent id, "text (reason)") once per permanent and text, with the first reason found for it."""
    seen: dict[tuple[str, str], str] = {}
    for pid, text, reason in items:
        seen.setdefault((pid, text), reason)
    return tuple((pid, f"{text} ({reason})") for (pid, text), reason in seen.items())


def _keep_needed(groups: list[SourceGroup], uses: list[AbilityUse]
                 ) -> tuple[list[SourceGroup], list[AbilityUse]]:
    """The groups that matter — sources, and whatever some usable ability may sacrifice or tap — numbered again,
    and the uses with their groups' new numbers."""
    needed = {u.group for u in uses}
    for u in uses:
        if u.usable:
            for entry in u.victims + u.tapped:
                needed.update(entry)
    if len(needed) < len(groups):
        remap = {}
        kept: list[SourceGroup] = []
        for g in groups:
            if g.index in needed:
                remap[g.index] = len(kept)
                kept.append(replace(g, index=len(kept)))
        uses = [_reuse(u, remap) for u in uses]
        groups = kept
    return groups, uses


def _reuse(u: AbilityUse, remap: dict[int, int]) -> AbilityUse:
    """``u`` with the new numbers of its group and of the groups it may sacrifice or tap (those not kept dropped)."""
    victims = tuple(tuple(remap[h] for h in entry if h in remap) for entry in u.victims)
    tapped = tuple(tuple(remap[h] for h in entry if h in remap) for entry in u.tapped)
    return replace(u, group=remap[u.group], victims=victims, tapped=tapped)


def _board_units(board: Board, groups: list[SourceGroup], uses: list[AbilityUse]
                 ) -> tuple[dict[Unit, int], tuple[Unit, ...]]:
    """The board's pool as units, and every kind of mana the board could hold, sorted: the pool's, what the usable
    uses add (:func:`unit_of`), and what a doubling of the pool adds of each (:func:`doubled_unit`: unrestricted,
    snow from a snow source)."""
    pool = {Unit(t): n for t, n in zip(ALL_TYPES, board.pool.counts) if n}
    unit_set = set(pool)
    for u in uses:
        if u.usable:
            for combo in u.choices:
                unit_set.update(unit_of(groups[u.group], u.ability, t) for t in combo)
    for u in uses:
        if u.usable and u.doubles:
            unit_set.update(doubled_unit(groups[u.group], unit) for unit in list(unit_set))
    return pool, tuple(sorted(unit_set))
