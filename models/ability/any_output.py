"""Any output of a mana ability (:data:`ManaOutput`), and the one output made of two others (:class:`Conditional`).

The outputs themselves are in :mod:`.outputs` (fixed, chosen or decided as the ability resolves) and :mod:`.amounts`
(counted by the board). :class:`Conditional` ("Add {C}. If you control …, add {C}{C} instead.") holds two outputs of
any kind, so it is defined with the union of every kind, above the modules of the outputs it names.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from ..mana import ManaType
from .amounts import Counted, DoneThisWay, MilledSymbols, Reflect, RevealedCards
from .conditions import ControlCount, fact_condition_words
from .outputs import (
    AmongColors,
    AnyCombination,
    AnyOneColor,
    Chance,
    ChosenColor,
    ChosenColors,
    CommanderColor,
    DoublePool,
    OwnColors,
    Produce,
)
from .words import count_word, counter_words, graveyard_card_words

__all__ = ["ManaOutput", "Conditional"]


@dataclass(frozen=True, slots=True)
class Conditional:
    """"Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead." (Urza's Mine):
    ``instead`` when every condition holds as the ability resolves, else ``base``.

    Parameters
    ----------
    base, instead : ManaOutput
    you_control : tuple of ControlCount
        "If you control …" (each must hold; see :class:`~manaplan.models.ability.conditions.ActivationCondition`).
    self_counters : tuple of (str, int)
        "If ~ has a luck counter on it" (Gemstone Caverns): at least that many counters of the kind on the source.
    land_played : bool
        "If you played a land this turn" (River of Tears): the board's ``land_played``.
    facts : tuple of (str, int)
        "If you have the initiative" (Sarevok's Tome), "If you've completed a dungeon" (Undermountain Adventurer):
        facts of the game (:mod:`manaplan.models.facts`), as in
        :attr:`~manaplan.models.ability.conditions.ActivationCondition.facts`.
    graveyard : tuple of (frozenset of str, int)
        "If there are seven or more cards in your graveyard" (threshold, Cabal Ritual), "two or more instant and/or
        sorcery cards" (spell mastery): (card types, any of which; empty: any card) and how many at least, among
        the cards of the board's ``graveyard:``.

    unless_paid : str
        "Add one mana of any color unless any player pays {1}." (Rhystic Cave): a cost any player may pay as it
        resolves so that nothing is added (``base`` is then :meth:`Produce.nothing`); an opponent decides, so the
        mana is never certain.

    A ``base`` of :meth:`Produce.nothing` is "If …, add …." with no mana otherwise (Dark Petition).

    Examples
    --------
    >>> from manaplan.models.ability import PermanentFilter
    >>> mine = Conditional(Produce.one_of("C"), Produce.one_of("CC"), (
    ...     ControlCount(PermanentFilter(subtypes=frozenset({"Urza's Power-Plant"}), text="an Urza's Power-Plant")),
    ...     ControlCount(PermanentFilter(subtypes=frozenset({"Urza's Tower"}), text="an Urza's Tower"))))
    >>> mine.describe()
    "Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead."
    >>> mine.choose(True).describe()
    'Add {C}{C}.'
    """

    base: ManaOutput
    instead: ManaOutput
    you_control: tuple[ControlCount, ...] = ()
    self_counters: tuple[tuple[str, int], ...] = ()
    land_played: bool = False
    facts: tuple[tuple[str, int], ...] = ()
    graveyard: tuple[tuple[frozenset[str], int], ...] = ()
    unless_paid: str = ""

    @property
    def amount(self) -> int:
        """The larger of the two amounts (0 when either is not a number)."""
        a, b = getattr(self.base, "amount", 0), getattr(self.instead, "amount", 0)
        return max(a, b) if isinstance(a, int) and isinstance(b, int) else 0

    def could_produce(self) -> frozenset[ManaType]:
        """Either output's types: an upper bound until the condition is checked on the board."""
        return self.base.could_produce() | self.instead.could_produce()

    def choose(self, holds: bool) -> ManaOutput:
        """The output, once the board says whether the conditions hold."""
        return self.instead if holds else self.base

    def resolve(self, *, chosen: ManaType | None = None, commander: frozenset[ManaType] = frozenset(),
                x: int | None = None) -> Produce | None:
        """None: the condition is the board's to check (:meth:`choose`)."""
        return None

    def describe(self) -> str:
        """``"Add {C}. If you control …, add {C}{C} instead."``."""
        instead = self.instead.describe()
        instead = "a" + instead[1:-1]
        conditions = ["you control " + " and ".join(c.describe() for c in self.you_control)] if self.you_control else []
        conditions += [f"this permanent has {counter_words(n, kind, or_more=True)} on it"
                       for kind, n in self.self_counters]
        if self.land_played:
            conditions.append("you played a land this turn")
        conditions += [fact_condition_words(name, n) for name, n in self.facts]
        conditions += [f"there are {count_word(n) if n > 1 else 'one'} or more {graveyard_card_words(types)} in your "
                       "graveyard" for types, n in self.graveyard]
        if self.unless_paid and not conditions and self.base == Produce.nothing():
            return f"{self.instead.describe()[:-1]} unless any player pays {self.unless_paid}."
        if self.base == Produce.nothing():
            return f"If {' and '.join(conditions)}, {instead}."
        return f"{self.base.describe()} If {' and '.join(conditions)}, {instead} instead."


#: What a mana ability adds. The solver dispatches on the class; an output it does not know makes the ability
#: unusable. Every output has ``could_produce()``, ``describe()`` and ``resolve(chosen=, commander=, x=)`` (the
#: fixed :class:`~manaplan.models.ability.outputs.Produce` it amounts to on a board, or None when it adds nothing
#: there / is not known).
ManaOutput = Union[Produce, AnyCombination, ChosenColor, CommanderColor, Reflect, Counted, Conditional,
                   AmongColors, AnyOneColor, ChosenColors, OwnColors, DoneThisWay, MilledSymbols, RevealedCards,
                   Chance, DoublePool]
