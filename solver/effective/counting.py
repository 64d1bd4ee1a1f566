"""Amounts counted on the board: Gaea's Cradle's creatures, Cabal Coffers' Swamps (after land types), Nykthos'
devotion (CR 700.5), the sacrificed creature's power — on the board as given (tapped and summoning-sick permanents
count).

:func:`count_of` dispatches on the count's type through :data:`COUNTS`, one handler per
:data:`~manaplan.models.ability.amounts.Count` type. A count the board does not give (a fact not in ``facts:``, a
power of ``*`` without ``power:``, an opponent's graveyard) raises :class:`UnknownCount`: the mana is then unknown,
never taken as 0.

Examples
--------
>>> from manaplan.models.ability import LifeTotal
>>> from manaplan.models.board_files import parse_inline
>>> board = parse_inline("Forest")
>>> count_of(LifeTotal(), board.permanents[0], board, {})
20

References
----------
CR 107.1b, 202.3, 208.3, 305.6, 508.1, 608.2h, 700.5, 701.20.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable
from dataclasses import replace

from ...models.ability import (
    BasicLandTypes,
    Counted,
    CounterCount,
    Devotion,
    DifferentPowers,
    FactCount,
    GraveyardCount,
    GreatestPower,
    LifeTotal,
    ManaAbility,
    NamedInGraveyards,
    ParsedCard,
    PermanentCount,
    PermanentFilter,
    RevealedCards,
    SacrificedStat,
    SelfStat,
    SharedCreatureType,
    TotalPower,
    WatermarkCount,
)
from ...models.board import YOU, Board, Permanent
from ...models.costs import ManaCost
from ...models.effects import Becomes, DevotionBonus
from ...models.errors import CostSyntaxError
from ...models.mana import ManaType
from ...models.oracle.parser import parse_card
from ..rules import yields as Y
from .characteristics import BASIC_TYPES, LAND_SUBTYPES, Chars, card_colors

__all__ = ["UnknownCount", "COUNTS", "count_of", "devotion", "counted", "counted_yield", "removed_filter",
           "sacrificed_victims", "revealable", "power"]


class UnknownCount(Exception):
    """A count the board does not give (a fact not in ``facts:``, a power of ``*`` without ``power:``): the mana is
    unknown, never taken as 0."""


def has_keyword(card, keyword: str) -> bool:
    """Whether the card's text prints the keyword ability on a line of keywords ("Defender", "Defender, reach";
    reminder text in parentheses ignored). Keywords granted by other effects are not on the board."""
    for line in (card.oracle_text or "").split("\n"):
        line = re.sub(r"\([^)]*\)", "", line).strip()
        if any(w.strip().lower() == keyword for w in line.split(",")):
            return True
    return False


def power(q: Permanent, stat: str = "power") -> int:
    """``q``'s power (or toughness) now; raises :class:`UnknownCount` when the board does not give it."""
    value = q.current_power if stat == "power" else q.current_toughness
    if value is None:
        raise UnknownCount(f"the {stat} of {q.id} is unknown (give it {stat}: on the board)")
    return value


def _creatures(p: Permanent, board: Board, chars: Chars) -> list[Permanent]:
    return [q for q in board.permanents if q.controller == p.controller and "Creature" in chars[q.id].card_types]


def count_of(count, p: Permanent, board: Board, chars: Chars, chosen: ManaType | None = None,
             parse: Callable[[object], ParsedCard] = parse_card) -> int:
    """How many ``count`` counts for ``p``'s ability on the board (before the rule that a negative amount is 0), by
    the handler of its type in :data:`COUNTS`.

    Parameters
    ----------
    count : Count
    p : Permanent
        The permanent whose ability counts ("you" is its controller).
    board : Board
    chars : mapping of str to Characteristics
        Every permanent's types now (after land-type effects).
    chosen : ManaType, optional
        The colour of the mana being counted, for a devotion "to that colour".
    parse : callable, optional
        Card → ParsedCard (the effective board's parser): a devotion reads what the permanents' text adds to it.

    Raises
    ------
    UnknownCount
        When the board does not give what is counted.
    """
    return COUNTS[type(count)](count, p, board, chars, chosen, parse)


def _permanents(count: PermanentCount, p: Permanent, board: Board, chars: Chars, chosen, parse) -> int:
    if count.controller not in (YOU, "any"):  # "Islands target opponent controls": a target, never chosen here
        raise UnknownCount(f"counts what {count.controller} controls: a target no board names")
    f = count.filter
    if count.chosen_type:  # "of the chosen type": the creature type chosen for this permanent
        f = replace(f, subtypes=frozenset({p.chosen or ""}))
    if "~" in f.names:  # "named ~": the name of the ability's own permanent
        f = replace(f, names=(f.names - {"~"}) | {p.name})
    by_types = replace(f, min_power=0)  # the power is checked on creatures only, below
    total = 0
    for q in board.permanents:
        if count.controller == YOU and q.controller != p.controller:
            continue
        if count.filter.another and q.id == p.id:  # "other Gates you control": not this one
            continue
        if count.attacking and not q.attacking:  # "attacking creature" (CR 508.1)
            continue
        c = chars[q.id]
        if not by_types.matches(c.card_types, c.subtypes, supertypes=c.supertypes, is_token=q.is_token,
                                name=q.name):
            continue
        if count.keyword and not has_keyword(q.card, count.keyword):
            continue
        if f.min_power and ("Creature" not in c.card_types or power(q) < f.min_power):  # "with power N or
            continue  # greater": a creature's power now; unknown makes the count unknown
        total += 1
    return total


def _counters(count: CounterCount, p: Permanent, board: Board, chars: Chars, chosen, parse) -> int:
    if not count.kind:  # "for each counter on ~": every kind
        return sum(n for _, n in p.counters)
    return p.counter(count.kind)


def _devotion(count: Devotion, p: Permanent, board: Board, chars: Chars, chosen, parse) -> int:
    colors = count.colors or (frozenset({chosen}) if chosen is not None else frozenset())
    return devotion(board, p.controller, colors, parse)


def _graveyard(count: GraveyardCount, p: Permanent, board: Board, chars: Chars, chosen, parse) -> int:
    """The board's ``graveyard:`` list is yours; an opponent's is not given."""
    if count.whose != "your":  # Spoils of Evil: target opponent's graveyard
        raise UnknownCount(f"counts cards in {count.whose} graveyard, which no board gives")
    if p.controller != YOU:
        return 0
    return sum(1 for card in board.graveyard
               if count.filter.matches(frozenset(card.card_types), frozenset(card.subtypes),
                                       frozenset(ManaType(c) for c in card.colors),
                                       supertypes=frozenset(card.supertypes)))


def _named_in_graveyards(count: NamedInGraveyards, p: Permanent, board: Board, chars: Chars, chosen, parse) -> int:
    """The cards named as ``p``'s card in every graveyard (Rite of Flame, CR 404): the board's ``graveyard:`` (yours)
    and the fact ``opponents_graveyards_named`` (the same name in your opponents'; 0 in a game with no opponent, as
    ``manaplan deck`` plays one); not known without that fact."""
    others = board.facts.get("opponents_graveyards_named")
    if others is None:
        raise UnknownCount("counts cards in each graveyard; the board gives only yours (give facts: "
                           "opponents_graveyards_named)")
    return sum(1 for card in board.graveyard if card.name == p.card.name) + int(others)


def _greatest_power(count: GreatestPower, p: Permanent, board: Board, chars: Chars, chosen, parse) -> int:
    creatures = _creatures(p, board, chars)
    if count.entered:  # Alena: only those that entered this turn (the board's entered:, else not sick)
        unknown = [q.id for q in creatures if q.entered_this_turn is None]
        if unknown:
            raise UnknownCount(f"whether {', '.join(unknown)} entered the battlefield this turn is not known "
                               "(give entered: true or false)")
        creatures = [q for q in creatures if q.entered_this_turn]
    return max((power(q) for q in creatures), default=0)


#: The artifact types (CR 205.3g) and enchantment types (CR 205.3h): with the land types, the subtypes an artifact
#: or enchantment creature (or a land creature) may have that are not creature types (CR 205.3m).
NONCREATURE_SUBTYPES = LAND_SUBTYPES | frozenset({
    "Attraction", "Blood", "Bobblehead", "Clue", "Contraption", "Equipment", "Food", "Fortification", "Gold",
    "Incubator", "Infinity", "Junk", "Lander", "Map", "Mutagen", "Powerstone", "Spacecraft", "Stone", "Terminus",
    "Treasure", "Vehicle",
    "Aura", "Background", "Cartouche", "Case", "Class", "Curse", "Role", "Room", "Rune", "Saga", "Shard", "Shrine",
})


def _shared_creature_type(count: SharedCreatureType, p: Permanent, board: Board, chars: Chars, chosen,
                          parse) -> int:
    """White Lotus Tile: the most of your creatures that have one creature type in common. A changeling has every
    creature type (CR 702.73a), so it counts with any type; changelings alone share every type."""
    by_type: dict[str, int] = defaultdict(int)
    every = 0
    for q in _creatures(p, board, chars):
        if has_keyword(q.card, "changeling"):
            every += 1
            continue
        for kind in chars[q.id].subtypes - NONCREATURE_SUBTYPES:
            by_type[kind] += 1
    return every + max(by_type.values(), default=0)


def _domain(count: BasicLandTypes, p: Permanent, board: Board, chars: Chars, chosen, parse) -> int:
    """Domain: after land-type effects (CR 305.7)."""
    seen: set[str] = set()
    for q in board.permanents:
        if q.controller == p.controller and "Land" in chars[q.id].card_types:
            seen |= chars[q.id].subtypes & BASIC_TYPES
    return len(seen)


def _fact(count: FactCount, p: Permanent, board: Board, chars: Chars, chosen, parse) -> int:
    if p.controller != YOU:
        raise UnknownCount(f"needs facts of its controller: {count.fact}")
    value = board.facts.get(count.fact)
    if value is None:
        raise UnknownCount(f"needs facts: {count.fact}")
    return int(value)


def _never(why: str) -> Callable[..., int]:
    """A count no board gives: it raises :class:`UnknownCount` with ``why`` (formatted with the count)."""
    def unknown(count, p: Permanent, board: Board, chars: Chars, chosen, parse) -> int:
        raise UnknownCount(why.format(count=count))

    return unknown


#: How each type of :data:`~manaplan.models.ability.amounts.Count` counts on a board: ``handler(count, p, board,
#: chars, chosen, parse) -> int`` (see :func:`count_of`).
COUNTS: dict[type, Callable[..., int]] = {
    PermanentCount: _permanents,
    CounterCount: _counters,
    Devotion: _devotion,
    GraveyardCount: _graveyard,
    LifeTotal: lambda count, p, board, chars, *_: board.life if p.controller == YOU else 0,  # the board's is yours
    SelfStat: lambda count, p, board, chars, *_: power(p, count.stat),  # CR 208.3
    GreatestPower: _greatest_power,
    SharedCreatureType: _shared_creature_type,
    TotalPower: lambda count, p, board, chars, *_: sum(  # anyone's attacking creatures (CR 508.1)
        power(q) for q in board.permanents if q.attacking and "Creature" in chars[q.id].card_types),
    DifferentPowers: lambda count, p, board, chars, *_: len({power(q) for q in _creatures(p, board, chars)}),
    BasicLandTypes: _domain,
    FactCount: _fact,
    SacrificedStat: _never("the amount depends on the permanent sacrificed"),
    NamedInGraveyards: _named_in_graveyards,  # Rite of Flame
    WatermarkCount: _never("counts {count.watermark} watermarks, which no board gives"),  # Druid of the Sacred Beaker
}


def devotion(board: Board, controller: str, colors: frozenset[ManaType],
             parse: Callable[[object], ParsedCard] = parse_card) -> int:
    """Devotion to ``colors`` (CR 700.5): mana symbols that are of at least one of those colours in the mana costs
    of permanents ``controller`` controls (hybrid and Phyrexian symbols count for each of their colours), and what
    the permanents' text adds to it as ``parse`` reads it (Altar of the Pantheon).

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> devotion(parse_inline("Nykthos, Shrine to Nyx, Nyxbloom Ancient, Llanowar Elves"), "you", frozenset({ManaType.G}))
    4
    """
    n = 0
    for p in board.permanents:
        if p.controller != controller:
            continue
        try:
            cost = ManaCost.parse(p.card.mana_cost.split("//")[0]) if p.card.mana_cost else ManaCost(())
        except CostSyntaxError:
            continue
        n += sum(1 for s in cost if set(s.colors) & colors)
    return n + (_devotion_bonus(board, controller, parse) if colors else 0)


def _devotion_bonus(board: Board, controller: str, parse: Callable[[object], ParsedCard]) -> int:
    """What :class:`~manaplan.models.effects.DevotionBonus` effects of ``controller``'s permanents add to a devotion
    (Altar of the Pantheon). Where an effect on the board may remove abilities (:class:`Becomes`), none is counted:
    a devotion too small never makes a plan that cannot be carried out."""
    parsed = [(p, parse(p.card)) for p in board.permanents]
    if any(isinstance(e, Becomes) for _, pc in parsed for e in pc.effects) or any(
            isinstance(e, Becomes) for card in board.effects for e in parse(card).effects):
        return 0
    return sum(e.amount for p, pc in parsed if p.controller == controller
               for e in pc.effects if isinstance(e, DevotionBonus))


def counted(out: Counted, p: Permanent, board: Board, chars: Chars, n: int | None = None,
            parse: Callable[[object], ParsedCard] = parse_card) -> tuple[Y.Yield, str | None]:
    """What a counted output adds on the board, or nothing and why (a count the board does not give). ``n``: the
    count when the caller knows it (the sacrificed permanent's value); ``parse``: as :func:`count_of`'s. A negative
    amount is 0 (CR 107.1b)."""
    try:
        if out.combination:  # each mana chosen on its own (CR 106.1b)
            k = n if n is not None else count_of(out.count, p, board, chars, parse=parse)
            types = frozenset(t for c in out.unit.choices for t in c)
            return Y.any_combination(max(0, k + out.plus), types), None
        combos = []
        for choice in out.unit.choices:
            chosen = choice[0] if len(set(choice)) == 1 else None
            k = n if n is not None else count_of(out.count, p, board, chars, chosen, parse)
            combos.append(tuple(choice) * max(0, k + out.plus))
        return Y.from_choices(combos), None
    except UnknownCount as unknown:
        return Y.NOTHING, f"{unknown}; its mana is left out"


def counted_yield(out: Counted, p: Permanent, board: Board, chars: Chars,
                  parse: Callable[[object], ParsedCard] = parse_card) -> Y.Yield:
    """What a counted output adds on the board; nothing when the board does not give the count (never 0 assumed:
    see :func:`counted` for the reason)."""
    return counted(out, p, board, chars, parse=parse)[0]


def _sacrificed_value(out: Counted, q: Permanent) -> int:
    """The sacrificed permanent's power or mana value, as it last existed on the battlefield (CR 608.2h, 202.3)."""
    if out.count.stat == "mana value":
        if q.card.is_face and not q.card.mana_cost and q.card.layout in ("transform", "meld", "flip"):
            # a transformed, melded or flipped permanent: its mana value comes from the front face's mana cost
            raise UnknownCount(f"the mana value of {q.id} (its other face's) is not computed")
        try:
            return ManaCost.parse(q.card.mana_cost.split("//")[0]).mana_value if q.card.mana_cost else 0
        except CostSyntaxError:
            raise UnknownCount(f"the mana value of {q.id} is unknown") from None
    return power(q)


def removed_filter(ability: ManaAbility) -> PermanentFilter | None:
    """The one permanent whose value a :class:`SacrificedStat` amount speaks of: the cost's only "Sacrifice a …"
    ("the sacrificed creature's power") or only "Exile a … you control" ("the exiled creature's mana value", Food
    Chain); None when the cost removes other than exactly that one permanent (not understood by the solvers)."""
    cost, count = ability.cost, ability.output.count
    if len(cost.removes_others) != 1 or cost.sacrifice_x is not None:
        return None
    mine = cost.exiles if count.verb == "exiled" else cost.sacrifices if count.verb == "sacrificed" else ()
    return mine[0] if len(mine) == 1 else None


def sacrificed_victims(ability: ManaAbility, p: Permanent, board: Board, chars: Chars,
                       colorless: frozenset[str] | set[str] = frozenset()
                       ) -> tuple[list[tuple[tuple[str, ...], Y.Yield]], str | None]:
    """For "an amount of {G} equal to the sacrificed creature's power" (Furgul), "… 1 plus the exiled creature's
    mana value" (Food Chain): the permanents the cost may sacrifice (or exile), grouped by what each makes the
    ability add (one use per group, as for Squandered Resources), and the permanents left out because their value
    is unknown, in words. ``colorless``: the ids of permanents an effect makes colorless (for a filter with
    colours, "a black or artifact creature")."""
    out: Counted = ability.output
    f = removed_filter(ability)
    if f is None:
        return [], "the sacrificed permanent's value with other than one sacrifice is not supported"
    groups: dict[int, list[str]] = defaultdict(list)
    unknown: list[str] = []
    for q in board.permanents:
        c = chars[q.id]
        if q.controller != p.controller or (f.another and q.id == p.id) or (f.untapped and q.tapped):
            continue
        if not f.matches(c.card_types, c.subtypes, frozenset() if q.id in colorless else card_colors(q),
                         supertypes=c.supertypes, is_token=q.is_token, power=q.current_power, name=q.name):
            continue
        try:
            groups[_sacrificed_value(out, q)].append(q.id)
        except UnknownCount as e:
            unknown.append(str(e))
    sets = [(tuple(ids), counted(out, p, board, chars, n=value)[0]) for value, ids in sorted(groups.items())]
    problem = "; ".join(unknown) + ": not sacrificed for this ability" if unknown else None
    return sets, problem


def revealable(out: RevealedCards, board: Board) -> int:
    """How many cards of the board's ``hand:`` fit a :class:`~manaplan.models.ability.RevealedCards` filter (an
    artifact card for Metalworker; a creature card with power 5 or greater for Sacellum Godspeaker, whose power
    is its printed one, a ``*`` counting as not known so never revealed). Revealing more adds more, so the plan
    reveals every one (CR 701.20: revealed cards stay in the hand).

    Examples
    --------
    >>> from manaplan.models.ability import Produce
    >>> from manaplan.models.board_files import board_from_data
    >>> board = board_from_data({"permanents": ["Metalworker"], "hand": ["Sol Ring", "Mind Stone", "Forest"]})
    >>> revealable(RevealedCards(Produce.one_of("CC"), PermanentFilter(frozenset({"Artifact"}))), board)
    2
    """
    def printed_power(card) -> int | None:
        return int(card.power) if card.power is not None and str(card.power).lstrip("-").isdigit() else None

    return sum(1 for card in board.hand
               if out.filter.matches(frozenset(card.card_types), frozenset(card.subtypes),
                                     frozenset(ManaType(c) for c in card.colors),
                                     supertypes=frozenset(card.supertypes), power=printed_power(card),
                                     name=card.name))
