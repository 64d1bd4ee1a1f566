"""Whether an activation condition (CR 602.5b) holds for a permanent on a board.

"Activate only if you control three or more artifacts.", "Activate only if creatures you control have total power 8
or greater." (Circle of Elders): :func:`why_not` checks each field of an
:class:`~manaplan.models.ability.ActivationCondition` that is set, on the board as given, and answers ``None``
when every one holds, else a reason:

* a field that fails on the board: what it needs (``'only if you control three or more artifacts'``);
* a field that depends on what the board does not say: ``'needs facts: max_speed'`` for a fact of
  :data:`~manaplan.models.facts.FACTS` the board's ``facts:`` does not give, ``'needs the power of …'`` for a
  creature whose power is not known (``*``);
* a field this module does not evaluate (a field added to the condition later, or a timing the question leaves
  open): a reason that starts with ``'its condition is not supported'``, so that the caller reports the ability as
  not understood rather than merely not usable. Nothing is ever taken to hold without being checked.

Timing. ``pay`` answers "can I pay this cost now?" without knowing the step or the stack, only that you hold
priority (``timing='priority'``): "as an instant" holds (CR 117.1a: with priority you may activate what an instant
could), other conditions on timing (as a sorcery, whose turn) are not evaluated. ``produce`` answers "what
could this board make in my main phase?" (``timing='main'``): your turn, the stack empty, so "as a sorcery", "as
an instant" and "during your turn" hold and "during an opponent's turn" fails.

Examples
--------
>>> from manaplan.models.ability import ActivationCondition
>>> from manaplan.models.board_files import parse_inline
>>> board = parse_inline("Llanowar Elves, Grizzly Bears")
>>> elves = board.permanents[0]
>>> why_not(ActivationCondition(total_power=3), elves, board) is None
True
>>> why_not(ActivationCondition(total_power=8), elves, board)
'only if creatures you control have total power 8 or greater (they have 3)'
>>> why_not(ActivationCondition(sorcery_speed=True), elves, board)
'its condition is not supported by pay (Activate only as a sorcery.)'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields

from ...models.ability import ActivationCondition, ControlCount
from ...models.board import YOU, Board, Permanent
from ...models.facts import FACTS
from ...models.mana import ManaType

__all__ = ["Traits", "printed_traits", "why_not", "control_count_holds", "EVALUATED", "NOT_SUPPORTED"]

#: How every reason for a field this module cannot evaluate begins (callers report such abilities as unsupported).
NOT_SUPPORTED = "its condition is not supported"

#: The fields of :class:`~manaplan.models.ability.ActivationCondition` :func:`why_not` evaluates; any other field
#: that is set makes the condition unsupported (fail closed).
EVALUATED = frozenset({
    "sorcery_speed", "instant_speed", "max_per_turn", "turn", "you_control", "self_counters", "total_power",
    "self_types", "entered_this_turn", "facts", "self_counters_at_most", "once", "any_player_own_turn",
})


@dataclass(frozen=True, slots=True)
class Traits:
    """A permanent's characteristics as the condition sees them (after effects, when the caller has them)."""

    card_types: frozenset[str]
    subtypes: frozenset[str]
    supertypes: frozenset[str]
    colors: frozenset[ManaType]


def printed_traits(p: Permanent) -> Traits:
    """The card's printed characteristics (a board with no effects on them)."""
    card = p.card
    colors = set()
    for c in getattr(card, "colors", ()) or ():
        try:
            colors.add(ManaType.parse(c))
        except ValueError:
            pass
    return Traits(frozenset(getattr(card, "card_types", ()) or ()), frozenset(getattr(card, "subtypes", ()) or ()),
                  frozenset(getattr(card, "supertypes", ()) or ()), frozenset(colors))


def _set(condition: ActivationCondition) -> list[str]:
    out = []
    for f in fields(condition):
        if f.name == "text":
            continue
        value = getattr(condition, f.name)
        empty = f.default_factory() if callable(f.default_factory) else f.default  # type: ignore[misc]
        if value != f.default and value != empty:
            out.append(f.name)
    return out


def control_count_holds(need: ControlCount, p: Permanent, board: Board,
                        traits: Callable[[Permanent], Traits] = printed_traits) -> tuple[bool, int]:
    """Whether ``p``'s controller controls enough permanents of the kind (this one included unless "another"), and
    how many (for ``same_name``: the most with one name).

    Examples
    --------
    >>> from manaplan.models.ability import PermanentFilter
    >>> from manaplan.models.board_files import parse_inline
    >>> board = parse_inline("Sol Ring, Mind Stone, Forest")
    >>> artifacts = ControlCount(PermanentFilter(frozenset({"Artifact"}), text="artifacts"), 3)
    >>> control_count_holds(artifacts, board.permanents[2], board)
    (False, 2)
    """
    f = need.filter
    names: dict[str, int] = {}
    for q in board.permanents:
        if q.controller != p.controller:
            continue
        if f.another and q.id == p.id:
            continue
        if f.untapped and q.tapped:
            continue
        t = traits(q)
        if f.matches(t.card_types, t.subtypes, t.colors, supertypes=t.supertypes, is_token=q.is_token,
                     power=q.current_power, name=q.name):
            names[q.name] = names.get(q.name, 0) + 1
    have = max(names.values(), default=0) if need.same_name else sum(names.values())
    return have >= need.at_least, have


def _total_power(p: Permanent, board: Board, traits: Callable[[Permanent], Traits]) -> tuple[int | None, str]:
    total, unknown = 0, []
    for q in board.permanents:
        if q.controller != p.controller or "Creature" not in traits(q).card_types:
            continue
        power = q.current_power
        if power is None:
            unknown.append(q.id)
        else:
            total += power
    return (None, ", ".join(unknown)) if unknown else (total, "")


def why_not(condition: ActivationCondition | None, p: Permanent, board: Board, *,
            traits: Callable[[Permanent], Traits] = printed_traits, timing: str = "unknown") -> str | None:
    """None when every part of the condition holds for permanent ``p`` on ``board``; else why not (see the module
    notes).

    Parameters
    ----------
    condition : ActivationCondition or None
    p : Permanent
        The permanent whose ability it is.
    board : Board
    traits : callable
        A permanent's characteristics now (card types after effects …); the printed ones by default.
    timing : {'unknown', 'priority', 'main'}
        What the question says of the moment: nothing; that you hold priority (``pay``: a cost is paid by a player
        about to cast or activate, who may first activate mana abilities "as an instant" — any time they could cast
        an instant, CR 117.1a, 304.1 — and keep the mana in their pool); or your main phase with an empty stack
        (``produce``).

    Examples
    --------
    >>> from manaplan.models.ability import ActivationCondition
    >>> from manaplan.models.board_files import parse_inline
    >>> board = parse_inline("Forest")
    >>> why_not(ActivationCondition(facts=(("max_speed", 1),)), board.permanents[0], board)
    'needs facts: max_speed'
    >>> why_not(ActivationCondition(turn="yours"), board.permanents[0], board, timing="main") is None
    True
    """
    if condition is None:
        return None
    set_fields = _set(condition)
    unknown_fields = [f for f in set_fields if f not in EVALUATED]
    if unknown_fields:
        return f"{NOT_SUPPORTED} ({', '.join(unknown_fields)}: {condition.describe()})"
    if timing == "main":
        if condition.turn == "opponents":
            return "only during an opponent's turn"
    elif (condition.sorcery_speed or condition.turn or condition.any_player_own_turn
          or (condition.instant_speed and timing != "priority")):
        return f"{NOT_SUPPORTED} by pay ({condition.describe()})"
    for need in condition.you_control:
        ok, _ = control_count_holds(need, p, board, traits)
        if not ok:
            return f"only if you control {need.describe()}"
    for kind, n in condition.self_counters:
        if p.counter(kind) < n:
            return f"only with {n} {kind} counter{'s' if n != 1 else ''} on it"
    for kind, n in getattr(condition, "self_counters_at_most", ()):
        if p.counter(kind) > n:
            return f"only with at most {n} {kind} counter{'s' if n != 1 else ''} on it"
    if condition.total_power:
        total, unknown = _total_power(p, board, traits)
        if total is None:
            return f"needs the power of {unknown} (give power:)"
        if total < condition.total_power:
            return (f"only if creatures you control have total power {condition.total_power} or greater "
                    f"(they have {total})")
    missing_types = condition.self_types - traits(p).card_types
    if missing_types:
        return f"only if it is {' and '.join(sorted(t.lower() for t in missing_types))} (it is not, on this board)"
    if condition.entered_this_turn:
        entered = p.entered_this_turn
        if entered is False:
            return ("only if it entered the battlefield this turn (it did not" +
                    (")" if p.entered is not None else ": it is not marked sick)"))
        if entered is None:
            return ("the board does not say whether it entered the battlefield this turn (sick: only that it came "
                    "under your control this turn; give entered: true or false)")
    if condition.once:
        return "activate only once: the board does not say whether it was activated before"
    missing = []
    for name, n in getattr(condition, "facts", ()):
        value = board.facts.get(name)
        if value is None:
            missing.append(name)
        elif FACTS[name].kind == "flag":
            if not value:
                return f"only if {FACTS[name].words}"
        elif value < n:
            return f"only if {FACTS[name].words} is {n} or more (it is {value})"
    if missing:
        return "needs facts: " + ", ".join(missing)
    return None


def conditional_holds(output, p: Permanent, board: Board,
                      traits: Callable[[Permanent], Traits] = printed_traits) -> tuple[bool | None, str]:
    """Whether the "instead" of a :class:`~manaplan.models.ability.Conditional` output applies for permanent
    ``p`` on ``board`` ("If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead.", "If you
    have the initiative, …"): ``(True, '')``, ``(False, '')``, or ``(None, reason)`` when it depends on a fact the
    board does not give (never assumed either way). A field of the output not checked here gives ``(None, …)``.

    Examples
    --------
    >>> from manaplan.models.ability import Conditional, Produce
    >>> from manaplan.models.board_files import parse_inline
    >>> tome = Conditional(Produce.one_of("C"), Produce.one_of("CC"), facts=(("initiative", 1),))
    >>> board = parse_inline("Forest")
    >>> conditional_holds(tome, board.permanents[0], board)
    (None, 'needs facts: initiative')
    """
    known = {"base", "instead", "you_control", "self_counters", "land_played", "facts", "graveyard", "unless_paid"}
    extra = [f.name for f in fields(output) if f.name not in known and getattr(output, f.name) != f.default]
    if extra:
        return None, f"{NOT_SUPPORTED} ({', '.join(extra)})"
    if output.unless_paid:
        return None, (f"any player may pay {output.unless_paid} so that it adds nothing (an opponent decides): "
                      "never counted on")
    holds = all(control_count_holds(need, p, board, traits)[0] for need in output.you_control)
    holds = holds and all(p.counter(kind) >= n for kind, n in output.self_counters)
    holds = holds and (board.land_played or not output.land_played)
    for types, n in output.graveyard:  # the board's graveyard: list is yours; an opponent's is not given
        if p.controller != YOU:
            return None, "an opponent's graveyard is not on the board"
        have = sum(1 for card in board.graveyard if not types or set(types) & set(card.card_types))
        holds = holds and have >= n
    missing = []
    for name, n in output.facts:
        value = board.facts.get(name)
        if value is None:
            missing.append(name)
        elif (not value) if FACTS[name].kind == "flag" else value < n:
            holds = False
    if missing and holds:  # a condition known to fail settles it; otherwise the missing fact decides
        return None, "needs facts: " + ", ".join(missing)
    return holds, ""


def section_holds(section, p: Permanent) -> bool:
    """Whether an :class:`~manaplan.models.effects.InSection` effect is in force on permanent ``p``: its level or
    charge counters in the section's range (CR 711 for levelers), or, for a Class, its level (the board's ``level:``;
    a Class enters at level 1, CR 716).

    Examples
    --------
    >>> from manaplan.models.effects import InSection
    >>> from manaplan.models.board_files import board_from_data
    >>> b = board_from_data({"permanents": [{"card": "Sorcerer Class", "level": 2}, "Joraga Treespeaker"]})
    >>> section_holds(InSection(None, "", 2), b.permanents[0]), section_holds(InSection(None, "level", 5),
    ...                                                                        b.permanents[1])
    (True, False)
    """
    if not section.counter:
        return (p.level or 1) >= section.low
    n = p.counter(section.counter)
    return n >= section.low and (not section.high or n <= section.high)
