"""Triggered mana (CR 605.1b: Overgrowth, Mana Flare, Caged Sun …) and damage triggers (Manabarbs) on the mana an
ability makes: whether each fires (:func:`fires`), and the mana it adds to each alternative that makes mana
(:func:`add_triggers`, dispatching on what the trigger adds through :data:`TRIGGER_ADDS`). Triggered mana is not
itself "tapping for mana", so it is neither doubled by Mana Reflection nor replaced by Contamination.

References
----------
CR 106.12a, 205.4a, 603.4, 605.1b.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ...models.ability import AnyCombination, ChosenColor, Counted, ParsedCard, Produce
from ...models.board import YOU, Board, Permanent
from ...models.effects import SameType, TriggeredMana
from ...models.mana import ManaType, types_text
from ...models.oracle.parser import parse_card
from ..rules import yields as Y
from ..rules.triggered_mana import add_if_produced
from .base_yields import chosen_type
from .characteristics import Chars
from .counting import counted_yield
from .values import ActiveEffect

__all__ = ["TRIGGER_ADDS", "fires", "add_triggers", "doubling_changed"]


def fires(e: ActiveEffect, p: Permanent, taps: bool, board: Board, chars: Chars,
          by_id: Mapping[str, Permanent]) -> bool:
    """Whether a triggered mana ability or a damage trigger in scope of ``p`` triggers when one of ``p``'s mana
    abilities resolves: on tapping for mana (``taps``, CR 106.12a), or on any of its abilities ("a land's ability
    causes you to add", Caged Sun); only on snow permanents ("a snow land", CR 205.4a); only while its source is
    tapped (CR 603.4, Barbflare Gremlin); only while a fact holds (Regal Behemoth: the board must say so — a fact not
    given is not assumed)."""
    t = e.effect
    if not (taps or getattr(t, "any_ability", False)):
        return False
    if getattr(t, "snow", False) and "Snow" not in chars[p.id].supertypes:
        return False
    if t.if_source_tapped:
        source = by_id.get(e.source)
        if source is None or not source.tapped:
            return False
    fact = getattr(t, "fact", None)  # the board's facts are yours: an opponent's monarchy is not given
    return fact is None or (e.controller == YOU and board.facts.get(fact) is True)


def _same_type_first(adds: SameType, source: Permanent | None, board: Board, chars: Chars, parse) -> None:
    """"Add one mana of any type that land produced": added first, to the land's own mana (see
    :func:`add_triggers`), never as extra mana of its own."""
    return None


def _any_combination(adds: AnyCombination, source, board: Board, chars: Chars, parse) -> Y.Yield | None:
    return Y.any_combination(adds.amount, adds.types) if isinstance(adds.amount, int) else None


def _chosen_color(adds: ChosenColor, source: Permanent | None, board: Board, chars: Chars, parse) -> Y.Yield | None:
    fixed = adds.resolve(chosen=chosen_type(source) if source else None)
    return None if fixed is None else Y.from_choices(fixed.choices)


def _counted(adds: Counted, source: Permanent | None, board: Board, chars: Chars, parse) -> Y.Yield | None:
    return None if source is None else counted_yield(adds, source, board, chars, parse)


#: The extra mana a trigger adds, by the type of its :attr:`~manaplan.models.effects.TriggeredMana.adds`:
#: ``handler(adds, source, board, chars, parse) -> Yield or None`` (None: it adds nothing that is known here).
TRIGGER_ADDS: dict[type, Callable[..., Y.Yield | None]] = {
    Produce: lambda adds, *_: Y.from_choices(adds.choices),
    AnyCombination: _any_combination,
    ChosenColor: _chosen_color,
    Counted: _counted,
    SameType: _same_type_first,
}


def _add_same_type(out: Y.Yield, triggers: list[ActiveEffect], board: Board, chars: Chars,
                   tapped: Permanent | None) -> tuple[Y.Yield, list[str]]:
    """The triggers that add mana "of any type that land produced" (:class:`SameType`), on the land's own mana."""
    notes = []
    for e in triggers:
        t: TriggeredMana = e.effect
        if not isinstance(t.adds, SameType):
            continue
        times = 1
        if t.adds.per_same_name:  # one each, chosen one by one: as many separate triggers' worth of mana
            times = 0 if tapped is None else sum(
                1 for q in board.permanents if q.id != tapped.id and q.controller == tapped.controller
                and q.name == tapped.name and "Land" in chars[q.id].card_types)
        for _ in range(times):
            out = Y.add_same_type(out, t.adds.amount)
        if times:
            notes.append(f"{e.source}: +{t.adds.describe()}" + (f" ({times})" if t.adds.per_same_name else ""))
    return out, notes


def add_triggers(y: Y.Yield, triggers: list[ActiveEffect], board: Board, chars: Chars,
                 by_id: Mapping[str, Permanent], tapped: Permanent | None = None,
                 parse: Callable[[object], ParsedCard] = parse_card) -> tuple[Y.Yield, list[str]]:
    """Triggered mana (CR 605.1b) added to each alternative that makes mana (CR 106.12a); ``tapped`` is the
    permanent whose ability resolves (for "each other land you control with the same name", Sasaya's Essence);
    ``parse`` reads cards for what a count reads of them (:func:`~.counting.count_of`)."""
    if not triggers:
        return y, []
    # "any type that land produced" looks at the land's own mana: first
    out, notes = _add_same_type(y, triggers, board, chars, tapped)
    extras: list[Y.Yield] = []
    conditional: list[tuple[frozenset[ManaType], Y.Yield]] = []
    for e in triggers:
        t: TriggeredMana = e.effect
        source = by_id.get(e.source)
        extra = TRIGGER_ADDS[type(t.adds)](t.adds, source, board, chars, parse)
        if extra is None or extra.empty:
            continue
        if t.produced or t.produced_chosen:  # "tapped for {C}": only alternatives making that type (triggered_mana)
            types = t.produced
            if not types and source is not None and chosen_type(source) is not None:
                types = frozenset({chosen_type(source)})
            if types:
                conditional.append((types, extra))
                notes.append(f"{e.source}: +{extra.text} with {types_text(types)}")
            continue
        extras.append(extra)
        notes.append(f"{e.source}: +{extra.text}")
    # "tapped for {C}", "a land's ability causes you to add … of the chosen color": the permanent's own mana decides
    # (another trigger's mana is not what the permanent's ability produced, CR 106.12a), so these go first
    for types, extra in conditional:
        out = add_if_produced(out, types, extra)
    bags = []
    for bag in out.options:
        if not sum(s.size for s in bag):
            bags.append(bag)
            continue
        combined = Y.Yield((bag,))
        for extra in extras:
            combined = Y.combine(combined, extra)
        bags.extend(combined.options)
    return Y.Yield.of(bags), notes


def doubling_changed(reps: list[ActiveEffect], triggers: list[ActiveEffect]) -> str:
    """Why a doubling of the pool (Doubling Cube) that other effects change when it is tapped for mana (Mana
    Reflection's "twice as much", Kinnan's extra mana; CR 106.12) is left out, in a player's words."""
    who = ", ".join(dict.fromkeys(e.source for e in (*reps, *triggers)))
    return (f"it doubles the mana in your pool, and {who} would change what it adds when it is tapped for mana "
            f"(CR 106.12): the two together are not followed yet")
