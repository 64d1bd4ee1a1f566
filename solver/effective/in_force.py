"""The first state of the effective board: the effects in force (:func:`effects_in_force`).

They are the effects of every permanent's text (:mod:`manaplan.models.effects`), those of the board's ``effects:``
list (spells and abilities that resolved this turn, such as Pale Moon, or Deep Water's activated ability), which
are yours, and those that work from your graveyard. An effect the parser wraps (under a level, "as long as …", a
Saga's chapter, an activated ability) is unwrapped by the handlers of :data:`PERMANENT_TEXT` and
:data:`BOARD_EFFECTS`, in the order the wrappers nest; each says whether the effect is in force on this board. An
effect "as long as" a condition holds (CR 611.3b) is in force only when the board shows it (a ``library_top:`` not
given is not assumed). An activated ability's effect is in force only through the ``effects:`` list.

References
----------
CR 611.3b, 613.1f, 700.9, 702.112, 714.2b.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from ...models.ability import ParsedCard, Unsupported
from ...models.board import YOU, Board, Permanent
from ...models.effects import (
    Activated,
    AsLongAs,
    ChapterEffect,
    InSection,
    LoyaltyEffect,
    ReturnsAsAura,
    SetsColor,
    TargetGrant,
    TriggeredMana,
    UntapAbility,
    ZoneAbilitiesLost,
)
from ..deadline import check
from ..rules.conditions import section_holds
from .state import EFFECTIVE, EffectState
from .values import ActiveEffect

__all__ = ["Step", "PERMANENT_TEXT", "BOARD_EFFECTS", "effects_in_force"]


class Step(NamedTuple):
    """What one handler makes of an effect: the effect in force under it (None: none), why a person should know
    it is left out, and whether the permanent is back as an Aura."""

    effect: object | None
    problem: str | None = None
    returned: bool = False


def _unknown_condition(e: AsLongAs) -> str:
    """Why an "As long as …" effect is left out when the board does not show its condition."""
    if e.fact is not None:
        return f"needs facts: {e.fact} (give it in the board's facts:); this effect is left out"
    return "the top card of your library is not given (library_top:); this effect is left out"


def as_long_as_holds(e: AsLongAs, p: Permanent, board: Board) -> bool | None:
    """Whether an "As long as …" condition holds for a permanent's effect: the source's own counter, its renown
    (CR 702.112) or being modified (CR 700.9), the top card of the library (None when the board does not give
    ``library_top:``), or a count of permanents its controller controls by printed card type (land-type effects do
    not change card types). An effect that works from the graveyard is not in force on the battlefield."""
    if e.in_graveyard:
        return False
    if e.fact is not None:  # a flag of the game's facts, yours only
        value = board.facts.get(e.fact) if p.controller == YOU else None
        return None if value is None else bool(value)
    if e.own_counter is not None:
        return p.counter(e.own_counter) > 0
    if e.own_state == "renowned":
        return p.renowned
    if e.own_state == "modified":  # CR 700.9: a counter, an Equipment, or an Aura its controller controls
        return any(n > 0 for _, n in p.counters) or any(
            "Equipment" in q.card.subtypes or ("Aura" in q.card.subtypes and q.controller == p.controller)
            for q in board.attached(p.id))
    if e.library_top is not None:
        if not board.library_top or p.controller != YOU:  # not given (an opponent's library is never given)
            return None
        return e.library_top in board.library_top[0].card_types
    f = e.control.filter
    n = sum(1 for q in board.permanents if q.controller == p.controller
            and f.matches(frozenset(q.card.card_types), frozenset(q.card.subtypes)))
    return n >= e.control.at_least


def _returned_as_aura(e: ReturnsAsAura, p: Permanent, board: Board) -> bool:
    """Whether the card is on the board as the Aura it returned as: attached (a creature is attached to nothing) to a
    permanent it may enchant (else the Aura would go to the graveyard, CR 704.5m) — by printed types."""
    if p.attached_to is None:
        return False
    try:
        q = board.get(p.attached_to)
    except KeyError:
        return False
    return e.enchant.matches(card_types=q.card.card_types, subtypes=q.card.subtypes, supertypes=q.card.supertypes,
                             controlled_by_you=q.controller == p.controller, is_attached_to=True,
                             is_source=False, is_token=q.is_token, counters=q.counters, name=q.name)


def _chapter_not_in_force(e: ChapterEffect, p: Permanent) -> str | None:
    """Why a Saga's granting chapter is not applied, or None when it is: the chapter has triggered once the Saga's
    lore counters reached its number (CR 714.2b; a board is a snapshot with it resolved). A Saga that entered this
    turn (``entered``: the land played, a Saga a turn puts onto the battlefield) with no lore counters given has one:
    its controller puts it on as it enters (CR 714.3a). "Until your next turn" ends at a time no board gives (which
    turn and step it is), so it is never applied."""
    if e.until_your_next_turn:
        return ("lasts until your next turn, and the board does not say whether that turn has begun: its mana is left "
                "out")
    lore = p.counter("lore") or (1 if p.entered is True else 0)
    if lore < min(e.chapters):
        have = f"{lore} lore counter{'s' if lore != 1 else ''}" if lore else "no lore counters (give counters: {lore: N})"
        return f"chapter {min(e.chapters)} has not triggered: {p.id} has {have}"
    return None


def _as_long_as(e: AsLongAs, p: Permanent, board: Board) -> Step:
    """In force only while its condition holds on the board (CR 611.3b)."""
    holds = as_long_as_holds(e, p, board)
    return Step(e.effect if holds else None, _unknown_condition(e) if holds is None else None)


def _facts_named(e: TriggeredMana, p: Permanent, board: Board) -> Step:
    """Regal Behemoth's extra mana needs a fact the board may not give: named once, here."""
    if e.fact is not None and (p.controller != YOU or board.facts.get(e.fact) is None):
        return Step(e, f"needs facts: {e.fact} (give it in the board's facts:); this extra mana is left out")
    return Step(e)


def _chapter(e: ChapterEffect, p: Permanent, board: Board) -> Step:
    """A Saga's chapter that grants (CR 714.2b): in force once the chapter has triggered."""
    why = _chapter_not_in_force(e, p)
    return Step(None, why) if why else Step(e.effect)


def _returns_as_aura(e: ReturnsAsAura, p: Permanent, board: Board) -> Step:
    """Back as an Aura (:class:`~manaplan.models.effects.ReturnsAsAura`): its grant, when the board attaches it."""
    return Step(e.grant, returned=True) if _returned_as_aura(e, p, board) else Step(None)


def _only_through_effects(e, p: Permanent, board: Board) -> Step:
    """An activated ability's effect, or a grant to a target: in force only through the board's ``effects:``."""
    return Step(None)


#: How each wrapper of a permanent's text comes into force: ``handler(effect, permanent, board) -> Step``, applied
#: in this order (the order the parser nests them); any other effect is in force as it is.
PERMANENT_TEXT: dict[type, Callable[[object, Permanent, Board], Step]] = {
    InSection: lambda e, p, board: Step(e.effect if section_holds(e, p) else None),  # "LEVEL 5+", a Class level
    AsLongAs: _as_long_as,
    TriggeredMana: _facts_named,
    ChapterEffect: _chapter,
    Activated: _only_through_effects,
    TargetGrant: _only_through_effects,
    LoyaltyEffect: _only_through_effects,
    ReturnsAsAura: _returns_as_aura,
}


def _while_fact(e: AsLongAs, board: Board) -> Step:
    """Worldknit, in the command zone: in force while a fact of the board holds; other conditions are kept."""
    if e.fact is None:
        return Step(e)
    value = board.facts.get(e.fact)
    return Step(e.effect if value else None, _unknown_condition(e) if value is None else None)


#: How each wrapper of an effect of the board's ``effects:`` comes into force: ``handler(effect, board) -> Step``,
#: in this order (an activated or loyalty ability's effect is the effect that resolved; an untap ability or a colour
#: set is not an effect on mana here).
BOARD_EFFECTS: dict[type, Callable[[object, Board], Step]] = {
    AsLongAs: _while_fact,
    Activated: lambda e, board: Step(e.effect),
    LoyaltyEffect: lambda e, board: Step(e.effect),
    UntapAbility: lambda e, board: Step(None),
    SetsColor: lambda e, board: Step(None),
}


def _unwrapped(e, table: dict, *args) -> tuple[object | None, list[Unsupported], bool]:
    """The effect in force under ``e`` by the handlers of ``table`` (each applied once, in the table's order), the
    reasons a person should know, and whether a handler returned the permanent as an Aura."""
    problems, returned = [], False
    for kind, handler in table.items():
        if type(e) is not kind:
            continue
        step = handler(e, *args)
        if step.problem:
            problems.append(Unsupported(e.text or e.describe(), step.problem))
        if step.effect is None:
            return None, problems, False
        returned = returned or step.returned
        e = step.effect
    return e, problems, returned


def effects_in_force(board: Board, parse: Callable[[object], ParsedCard]) -> EffectState:
    """The first state: each permanent's parsed card and the effects in force, in timestamp order (permanents in
    board order, then the graveyard's, then ``effects:``).

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> from manaplan.models.oracle.parser import parse_card
    >>> state = effects_in_force(parse_inline("Forest, Overgrowth (on=Forest#1)"), parse_card)
    >>> [(e.source, e.attached_to) for e in state.effects]
    [('Overgrowth#1', 'Forest#1')]
    """
    cache: dict[object, ParsedCard] = {}

    def parsed_of(card) -> ParsedCard:
        try:
            return cache[card]
        except KeyError:
            cache[card] = out = parse(card)
            return out

    perms = board.permanents
    parsed = {p.id: parsed_of(p.card) for p in perms}
    unsupported: list[tuple[str, Unsupported]] = []
    active: list[ActiveEffect] = []
    returned: set[str] = set()  # cards back on the battlefield as an Aura (Old-Growth Troll)
    for i, p in enumerate(perms):
        check(EFFECTIVE)
        for e in parsed[p.id].effects:
            e, problems, back = _unwrapped(e, PERMANENT_TEXT, p, board)
            unsupported.extend((p.id, u) for u in problems)
            if back:
                returned.add(p.id)
            if e is not None:
                active.append(ActiveEffect(p.id, p.name, p.controller, e, i, p.attached_to, p.chosen))
    if not any(isinstance(e.effect, ZoneAbilitiesLost) for e in active):
        # "As long as ~ is in your graveyard, …" (CR 611.3b), unless "Cards in graveyards lose all abilities."
        # (Yixlid Jailer, CR 613.1f)
        for k, card in enumerate(board.graveyard):
            for e in parsed_of(card).effects:
                if isinstance(e, AsLongAs) and e.in_graveyard:
                    active.append(ActiveEffect(f"{card.name} (graveyard)", card.name, YOU, e.effect,
                                               len(perms) + len(board.effects) + k))
    for j, card in enumerate(board.effects):
        label = f"{card.name} (effect)"
        pc = parsed_of(card)
        for e in pc.effects:
            e, problems, _ = _unwrapped(e, BOARD_EFFECTS, board)
            unsupported.extend((label, u) for u in problems)
            if e is not None:
                active.append(ActiveEffect(label, card.name, YOU, e, len(perms) + j))
        unsupported.extend((label, u) for u in pc.unsupported)
    return EffectState(board=board, parsed=parsed, effects=tuple(active), unsupported=tuple(unsupported),
                       returned=frozenset(returned), parse=parse)
