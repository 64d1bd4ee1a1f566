"""What a mana ability's own output adds on the board, before any effect on its mana: one handler per type of
:data:`~manaplan.models.ability.abilities.ManaOutput` in :data:`BASE_YIELDS`.

An output that depends on the board is settled here: the colour chosen for the permanent, the commander's colours,
an amount counted (:mod:`.counting`), a condition checked (:mod:`manaplan.solver.rules.conditions`), the colours
among what is there. An output that adds nothing for a reason a person should know says why (a
:attr:`BaseYield.problem`); one that reads the board's hand says so (:attr:`BaseYield.reads_hand`), so the effective
board is not shared between hands.

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> from manaplan.models.oracle.parser import parse_card
>>> from manaplan.solver.effective.characteristics import printed_characteristics
>>> board = parse_inline("Command Tower")
>>> tower = board.permanents[0]
>>> on = OnBoard(board, {tower.id: printed_characteristics(tower)})
>>> base_yield(parse_card(tower.card).mana_abilities[0], tower, on).problem
'no commander colours on the board (commander_colors)'

References
----------
CR 106.1b, 106.5, 107.3, 605.1a, 700.5, 701.20, 705, 706.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import NamedTuple

from ...models.ability import (
    AmongColors,
    AnyCombination,
    AnyOneColor,
    Chance,
    ChosenColor,
    ChosenColors,
    CommanderColor,
    Conditional,
    CostX,
    Counted,
    DoneThisWay,
    DoublePool,
    ManaAbility,
    MilledSymbols,
    OwnColors,
    ParsedCard,
    PermanentCount,
    Produce,
    Reflect,
    RevealedCards,
    SacrificedStat,
)
from ...models.board import YOU, Board, Permanent
from ...models.mana import ManaType
from ...models.oracle.parser import parse_card
from ..rules import yields as Y
from ..rules.conditions import Traits, conditional_holds
from .characteristics import Chars, card_colors
from .counting import counted, revealable, sacrificed_victims

__all__ = ["OnBoard", "BaseYield", "BASE_YIELDS", "base_yield", "chosen_type", "fixed_colors", "settled_reflection",
           "NOT_IMPRINTED"]

#: How a Chrome Mox with no card imprinted on it begins what is said of its mana (none, and the board's hint).
NOT_IMPRINTED = "no card imprinted on it"


@dataclass(frozen=True)
class OnBoard:
    """What an output is settled against: the board, every permanent's types now, and the permanents an effect
    makes colorless (layer 5).

    Parameters
    ----------
    board : Board
    chars : mapping of str to Characteristics
    colorless : frozenset of str
    parse : callable
        Card → ParsedCard, the effective board's parser (a devotion reads what the permanents' text adds to it).
    """

    board: Board
    chars: Chars
    colorless: frozenset[str] = field(default=frozenset())
    parse: Callable[[object], ParsedCard] = parse_card

    def traits(self, q: Permanent) -> Traits:
        """``q``'s types now and its colours, for :func:`~manaplan.solver.rules.conditions.conditional_holds`."""
        c = self.chars[q.id]
        return Traits(c.card_types, c.subtypes, c.supertypes, card_colors(q))


class BaseYield(NamedTuple):
    """What an output adds before effects (None for a reflecting one, which the could-produce graph settles),
    why it adds nothing when a person should know, and whether working it out read the board's hand."""

    output: Y.Yield | None
    problem: str | None = None
    reads_hand: bool = False


def base_yield(ability: ManaAbility, p: Permanent, on: OnBoard) -> BaseYield:
    """The yield of ``p``'s ability before any effect on its mana, by the handler of its output's type in
    :data:`BASE_YIELDS`."""
    return BASE_YIELDS[type(ability.output)](ability, p, on)


def chosen_type(p: Permanent, noted: bool = False) -> ManaType | None:
    """The colour chosen for ``p`` (its ``chosen``); with ``noted``, the type noted for it, colorless too (Jeweled
    Amulet's "last noted type")."""
    if not p.chosen:
        return None
    try:
        t = ManaType.parse(p.chosen)
    except ValueError:
        return None
    return t if t.is_color or (noted and t is ManaType.C) else None


def fixed_colors(p: Permanent) -> frozenset[ManaType] | None:
    """The colours fixed for ``p`` before now (:class:`~manaplan.models.ability.ChosenColors`): its ``imprinted``
    card's colours (none for a colorless card), else the colour letters of its ``chosen`` (``'WU'``); None when the
    board gives neither.

    >>> from manaplan.models.cards.card import Card
    >>> sorted(t.value for t in fixed_colors(Permanent("m", Card("Chrome Mox"), chosen="wu")))
    ['U', 'W']
    >>> fixed_colors(Permanent("m", Card("Chrome Mox"))) is None
    True
    """
    if p.imprinted is not None:
        return card_colors(replace(p, card=p.imprinted))
    text = (p.chosen or "").upper()
    if text and set(text) <= set("WUBRGC"):
        return frozenset(ManaType(c) for c in text)
    return None


def settled_reflection(a: ManaAbility, p: Permanent, on: OnBoard) -> ManaAbility:
    """``a`` with a :class:`~manaplan.models.ability.Conditional` that reflects ("Add one mana of any type that a
    land you control could produce. If this creature has a +1/+1 counter on it, add three mana of that type
    instead.", Incubation Druid) replaced by the branch the board decides, so that the reflection joins the
    could-produce graph; unchanged when the board does not decide it (then :func:`base_yield` leaves it out with
    the reason) or when nothing in it reflects."""
    out = a.output
    if not isinstance(out, Conditional) or not isinstance(out.base, Reflect) and not isinstance(out.instead,
                                                                                                    Reflect):
        return a
    holds, _ = conditional_holds(out, p, on.board, on.traits)
    return a if holds is None else replace(a, output=out.choose(holds))


def _among_colors(out: AmongColors, p: Permanent, on: OnBoard) -> frozenset[ManaType]:
    """The colours an :class:`~manaplan.models.ability.AmongColors` output may choose from on the board: those of
    the cards in your graveyard that fit (``zone`` ``'graveyard'``; an opponent's graveyard is never given, so
    every colour there), else those of the permanents ``p``'s controller controls that fit."""
    board = on.board
    if out.zone == "graveyard":
        if p.controller != YOU:
            return frozenset(t for t in ManaType if t.is_color)
        return frozenset(t for card in board.graveyard
                         if out.filter.matches(frozenset(card.card_types), frozenset(card.subtypes),
                                               frozenset(ManaType(c) for c in card.colors),
                                               supertypes=frozenset(card.supertypes))
                         for t in (ManaType(c) for c in card.colors) if t.is_color)
    found: set[ManaType] = set()
    for q in board.permanents:
        c = on.chars[q.id]
        colors = frozenset() if q.id in on.colorless else card_colors(q)
        if q.controller == p.controller and out.filter.matches(c.card_types, c.subtypes, colors,
                                                               supertypes=c.supertypes, is_token=q.is_token):
            found |= colors
    return frozenset(found)


def _produce(ability: ManaAbility, p: Permanent, on: OnBoard) -> BaseYield:
    return BaseYield(Y.from_choices(ability.output.choices))


def _counted(ability: ManaAbility, p: Permanent, on: OnBoard) -> BaseYield:
    out: Counted = ability.output
    if isinstance(out.count, PermanentCount) and out.count.chosen_type and not p.chosen:
        return BaseYield(Y.NOTHING, f"no creature type chosen for {p.id} (give it chosen: on the board)")
    if isinstance(out.count, SacrificedStat):  # every victim's amount: the could-produce node's types
        sets, problem = sacrificed_victims(ability, p, on.board, on.chars, on.colorless)
        return BaseYield(Y.Yield.of([bag for _, y in sets for bag in y.options]), problem)
    return BaseYield(*counted(out, p, on.board, on.chars, parse=on.parse))


def _any_combination(ability: ManaAbility, p: Permanent, on: OnBoard) -> BaseYield:
    out: AnyCombination = ability.output
    if isinstance(out.amount, CostX):
        kind = ability.cost.remove_x_counters
        if ability.cost.sacrifice_x is not None or ability.cost.taps_x is not None:
            return BaseYield(Y.NOTHING,
                             "an X amount that is a number of permanents sacrificed or tapped is not supported")
        if not kind or ability.cost.mana.x_count:
            return BaseYield(Y.NOTHING, "an X amount paid with mana is not supported by produce")
        return BaseYield(Y.any_combination(out.amount.value(p.counter(kind)), out.types))
    return BaseYield(Y.any_combination(out.amount, out.types))


def _chosen_color(ability: ManaAbility, p: Permanent, on: OnBoard) -> BaseYield:
    out: ChosenColor = ability.output
    fixed = out.resolve(chosen=chosen_type(p, out.noted))
    if fixed is None:
        what = "no type noted" if out.noted else "no colour chosen"
        return BaseYield(Y.from_choices(out.alternatives), f"{what} for {p.id} (give it chosen: on the board)")
    return BaseYield(Y.from_choices(fixed.choices))


def _commander_color(ability: ManaAbility, p: Permanent, on: OnBoard) -> BaseYield:
    fixed = ability.output.resolve(commander=on.board.commander_colors)
    if fixed is None:
        return BaseYield(Y.NOTHING, "no commander colours on the board (commander_colors)")
    return BaseYield(Y.from_choices(fixed.choices))


def _conditional(ability: ManaAbility, p: Permanent, on: OnBoard) -> BaseYield:
    """"If you control …, add {C}{C} instead.": checked on the board."""
    out: Conditional = ability.output
    holds, why = conditional_holds(out, p, on.board, on.traits)
    if holds is None:
        return BaseYield(Y.NOTHING, why)
    return base_yield(replace(ability, output=out.choose(holds)), p, on)


def _among(ability: ManaAbility, p: Permanent, on: OnBoard) -> BaseYield:
    """Plaza of Heroes, Corrupted Grafstone, Bloom Tender: on the board as given."""
    fixed = ability.output.with_colors(_among_colors(ability.output, p, on))
    if fixed is None:  # no colour to choose: no mana (CR 106.5)
        return BaseYield(Y.NOTHING)
    return BaseYield(Y.from_choices(fixed.choices))


def _chosen_colors(ability: ManaAbility, p: Permanent, on: OnBoard) -> BaseYield:
    """Chrome Mox: the imprinted card's colours, or colours given as chosen:."""
    out: ChosenColors = ability.output
    colors = fixed_colors(p)
    if colors is None:
        if out.source == "exiled card":
            return BaseYield(Y.NOTHING, f"{NOT_IMPRINTED}: give it imprinted: CARD (the card exiled with it) "
                                        "or chosen: its colours (such as chosen: WU) on the board")
        return BaseYield(Y.NOTHING, "no colours given for it: give them as chosen: on the board (such as chosen: WU)")
    fixed = out.with_colors(colors)
    return BaseYield(Y.from_choices(fixed.choices)) if fixed is not None else BaseYield(Y.NOTHING)  # CR 106.5


def _revealed(ability: ManaAbility, p: Permanent, on: OnBoard) -> BaseYield:
    """Metalworker: the fitting cards of the hand, all revealed (the most mana); the hand is read."""
    out: RevealedCards = ability.output
    mine = p.controller == YOU
    n = revealable(out, on.board) if mine else 0
    return BaseYield(Y.from_choices(tuple(choice * n for choice in out.unit.choices)), None, reads_hand=mine)


def _not_understood(ability: ManaAbility, p: Permanent, on: OnBoard) -> BaseYield:
    """An output no solver reads (an X amount not expanded, "this creature's colors" not granted, a milled card's
    symbols): left out, with the reason."""
    return BaseYield(Y.NOTHING, f"'{ability.output.describe()}' is not understood by the solvers: its mana is left out")


#: What each type of output adds before effects: ``handler(ability, permanent, on_board) -> BaseYield``
#: (:func:`base_yield`). A reflecting output (:class:`~manaplan.models.ability.Reflect`) is settled by the
#: could-produce graph instead; here it is one the board's condition left undecided.
BASE_YIELDS: dict[type, Callable[[ManaAbility, Permanent, OnBoard], BaseYield]] = {
    Produce: _produce,
    Counted: _counted,
    AnyCombination: _any_combination,
    ChosenColor: _chosen_color,
    CommanderColor: _commander_color,
    Conditional: _conditional,
    DoneThisWay: lambda ability, p, on: BaseYield(  # "Add {G} for each nonland card revealed this way." (Selvala)
        Y.NOTHING, f"the amount is known only as it resolves (for each {ability.output.what}): never counted on"),
    DoublePool: lambda ability, p, on: BaseYield(Y.NOTHING),  # Doubling Cube: the pool's mana, followed by the solvers
    Chance: lambda ability, p, on: BaseYield(Y.NOTHING, (  # "Flip a coin. If you win the flip, add {C}{C}."
        "the mana follows a coin flip or a die roll (CR 705, 706), known only as it resolves: never counted on")),
    AmongColors: _among,
    ChosenColors: _chosen_colors,
    RevealedCards: _revealed,
    AnyOneColor: _not_understood,
    OwnColors: _not_understood,
    MilledSymbols: _not_understood,
    Reflect: _not_understood,
}
