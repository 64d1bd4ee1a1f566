"""Phase 7 of the effective board, the last: notes. Each permanent's :class:`~.values.PermanentView` is written from
what the phases worked out — its abilities that can be activated, with what the effects did to each in words, the
abilities it can't activate and why, the effects that changed it, what was not understood — and the
:class:`~.values.EffectiveBoard` is made of them.

Each :class:`~.values.PermanentView` keeps its card's could-produce and type line beside those in force, so
``board`` and ``card`` show both where they differ. Its :attr:`~.values.PermanentView.mana_parsed` is a
:class:`~manaplan.models.ability.ParsedCard` whose mana abilities are the effective ones (outputs as plain
:class:`~manaplan.models.ability.Produce` choices, costs after reductions): the value the payment model reads, so
grouping by it keeps Forests with and without Overgrowth apart.

References
----------
CR 106.7, 302.6, 602.5.
"""

from __future__ import annotations

import functools
from dataclasses import replace

from ...models.ability import ManaAbility, Unsupported
from ...models.board import Permanent
from ..deadline import check
from .characteristics import card_colors
from .state import EFFECTIVE, EffectState
from .values import EffectiveAbility, EffectiveBoard, PermanentView

__all__ = ["write_notes"]


@functools.lru_cache(maxsize=4096)
def _settled(a: ManaAbility, output, damage: int) -> ManaAbility:
    """The ability as the payment model reads it: its output the concrete choices, the damage effects add to it
    (remembered: a board's Forests share one)."""
    return replace(a, output=output, damage_to_you=a.damage_to_you + damage)


def _changed_by(state: EffectState, p: Permanent) -> dict[str, str]:
    """The effects that changed ``p`` (source id → card name), once each: its types, its abilities, their cost,
    their power and toughness, their mana, then those that stop them."""
    touched: dict[str, str] = {}
    for phase in (state.typed_by, state.granted_by, state.sized_by, state.cheaper_by):
        for source, name in phase.get(p.id, ()):
            touched[source] = name
    for mana in state.mana[p.id]:
        for e in mana.changed_by:
            touched[e.source] = e.name
    for e in state.prohibitions[p.id]:
        touched.setdefault(e.source, e.name)
    return touched


def _abilities(state: EffectState, p: Permanent, barred: dict[str, str], issues: list[Unsupported]
               ) -> list[EffectiveAbility]:
    """``p``'s effective abilities, one per ability and group of victims, but for those it can't activate (noted in
    ``barred``); the problems of those it has go to ``issues``."""
    effective: list[EffectiveAbility] = []
    for k, (item, mana, why) in enumerate(zip(state.abilities[p.id], state.mana[p.id], state.barred[p.id])):
        key = f"{p.id}:{k}"
        for made in mana.made:
            if why is not None:
                barred.setdefault(item.base.text or item.base.describe(), why)
                continue
            a = item.ability
            effective.append(EffectiveAbility(
                key=key if len(mana.made) == 1 else f"{key}/{len(effective)}",
                ability=_settled(a, made.payable, mana.damage), output=made.output, base=item.base,
                origin=item.origin, notes=item.notes + made.notes, victims=made.victims,
                could_produce=made.could_produce, taps=a.cost.tap, problem=mana.problem, trigger_damage=mana.damage))
            if mana.problem:
                issues.append(Unsupported(a.text or a.describe(), mana.problem))
    return effective


def _view(state: EffectState, p: Permanent) -> PermanentView:
    """``p`` as the effects leave it."""
    lost = p.id in state.lost
    parsed = state.parsed[p.id]
    barred: dict[str, str] = {}  # ability text -> why it can't be activated (CR 602.5, 302.6)
    issues: list[Unsupported] = [] if lost else list(parsed.unsupported)
    effective = _abilities(state, p, barred, issues)
    issues.extend(state.trigger_issues[p.id])
    kept_untaps = []
    why_untaps = state.untaps_barred[p.id]
    for u in state.untaps[p.id]:
        if why_untaps is None:
            kept_untaps.append(u)
        else:
            barred.setdefault(u.describe(), why_untaps)
    touched = _changed_by(state, p)
    haste = state.haste_from[p.id]
    if haste and not p.has_haste:  # the builders read the permanent's haste (CR 302.6)
        p = replace(p, haste=True)
    c = state.chars[p.id]
    return PermanentView(
        permanent=p, parsed=parsed, card_types=c.card_types, subtypes=c.subtypes, supertypes=c.supertypes,
        lost_text=lost, abilities=tuple(effective), could_produce=state.could_produce.get(p.id, frozenset()),
        tapped_damage=0 if lost else parsed.tapped_damage, unsupported=tuple(dict.fromkeys(issues)),
        untaps=tuple(kept_untaps), colors=frozenset() if p.id in state.colorless else card_colors(p),
        printed_could_produce=parsed.could_produce(), changed_by=tuple(touched.items()),
        lost_by=tuple((s, n) for s, n in touched.items() if s in state.removers) if lost else (),
        prohibited=tuple(barred.items()), haste_from=haste,
        barred_by=tuple(e.source for e in state.prohibitions[p.id]), dearer_by=state.dearer.get(p.id, ()),
    )


def write_notes(state: EffectState) -> EffectiveBoard:
    """Phase 7: the :class:`~.values.EffectiveBoard`, a view per permanent in board order (see the module notes).
    A permanent given haste by an effect is on its :attr:`~.values.EffectiveBoard.board` with ``haste`` set, which
    the builders read for CR 302.6."""
    board = state.board
    views = []
    unsupported = list(state.unsupported)
    for p in board.permanents:
        check(EFFECTIVE)
        view = _view(state, p)
        views.append(view)
        unsupported.extend((p.id, u) for u in view.unsupported)
    if any(v.permanent is not q for v, q in zip(views, board.permanents)):  # haste given: the board the builders read
        board = replace(board, permanents=tuple(v.permanent for v in views))
    return EffectiveBoard(board=board, views=tuple(views), effects=state.effects, nodes=state.nodes,
                          values=state.values, unsupported=tuple(unsupported), built={},
                          spend_permissions=state.spend_permissions, graveyard_lost=state.graveyard_lost,
                          reads_hand=state.reads_hand)
