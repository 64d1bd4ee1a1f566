"""Abilities are data: what a mana ability costs and what it adds (README, "Design": "Abilities are data").

The oracle parser (:mod:`manaplan.models.oracle.parser`) turns card text into these values; the solver reads only these
values, never text. Text about mana that the parser does not understand becomes an :class:`Unsupported` marker.

Examples
--------
>>> from manaplan.models.mana import ManaType as T
>>> ability = ManaAbility(cost=ActivationCost(tap=True), output=Produce.one_of("R", "G"))
>>> ability.describe()
'{T}: Add {R} or {G}.'
>>> Produce.any_color().describe()
'Add one mana of any color.'
>>> Produce.one_of("WW", "WU", "UU").could_produce() == frozenset({T.W, T.U})
True

Outputs that depend on the board name what they depend on and are resolved by :meth:`resolve`:

>>> ChosenColor().describe(), ChosenColor().resolve(chosen=T.U).describe()
('Add one mana of the chosen color.', 'Add {U}.')
>>> AnyCombination(CostX(), frozenset({T.R, T.G})).describe()
'Add X mana in any combination of {R} and/or {G}.'

The values live in one module per family; this package re-exports them all, so ``from manaplan.models.ability import
X`` works for any of them:

- :mod:`.costs`: what activating costs (:class:`ActivationCost`, :class:`PermanentFilter`, :class:`CostX`);
- :mod:`.outputs`: what an ability adds (:class:`Produce`, :class:`AnyCombination`, :class:`ChosenColor`,
  :class:`CommanderColor`, :class:`Chance` …);
- :mod:`.amounts`: what the board counts or decides (:class:`Reflect`, :class:`Counted` of a :class:`PermanentCount`,
  :class:`Devotion` …, :class:`DoneThisWay` …);
- :mod:`.any_output`: any of these (:data:`ManaOutput`), and :class:`Conditional` ("… instead"), which holds two
  of them;
- :mod:`.conditions`: when an ability may be activated (:class:`ActivationCondition`, :class:`ControlCount`);
- :mod:`.spending`: what its mana may be spent on (:class:`SpendRestriction`, :class:`SpendUse`);
- :mod:`.abilities`: the abilities themselves (:class:`ManaAbility`, :class:`ManaEffect`, :class:`Unsupported`,
  :class:`ParsedCard`);
- :mod:`.words`: how they say themselves in Oracle words.
"""

from __future__ import annotations

from .costs import PermanentFilter, ActivationCost, CostX, Amount
from .outputs import (
    Produce, AnyCombination, AnyOneColor, ChosenColor, ChosenColors, OwnColors, CommanderColor, AmongColors,
    ChanceOutcome, Chance, DoublePool
)
from .amounts import (
    Reflect, PermanentCount, Devotion, CounterCount, GraveyardCount, LifeTotal, plural_words, SelfStat,
    SacrificedStat, GreatestPower, SharedCreatureType, TotalPower, DifferentPowers, BasicLandTypes, FACT_EACH_WORDS,
    FACT_AMOUNT_WORDS,
    FactCount, WatermarkCount, NamedInGraveyards, Count, Counted, DoneThisWay, MilledSymbols, RevealedCards
)
from .conditions import ControlCount, ActivationCondition, FACT_CONDITION_WORDS, fact_condition_words
from .spending import SpendUse, SpendRestriction
from .any_output import ManaOutput, Conditional
from .abilities import CORE_FEATURES, ManaAbility, ManaEffect, Unsupported, ParsedCard
from .words import mana_text, count_word, graveyard_card_words

__all__ = ["PermanentFilter", "ActivationCost", "CostX", "Amount", "Produce", "AnyCombination", "AnyOneColor",
           "ChosenColor", "ChosenColors", "OwnColors", "CommanderColor", "AmongColors", "Conditional",
           "ChanceOutcome", "Chance", "DoublePool", "Reflect", "PermanentCount", "Devotion", "CounterCount", "GraveyardCount",
           "LifeTotal", "plural_words", "SelfStat", "SacrificedStat", "GreatestPower", "SharedCreatureType", "TotalPower",
           "DifferentPowers", "BasicLandTypes", "FACT_EACH_WORDS", "FACT_AMOUNT_WORDS", "FactCount",
           "WatermarkCount", "NamedInGraveyards", "Count", "Counted", "DoneThisWay", "MilledSymbols",
           "RevealedCards", "ControlCount", "ActivationCondition", "FACT_CONDITION_WORDS", "fact_condition_words",
           "SpendUse", "SpendRestriction", "ManaOutput", "CORE_FEATURES", "ManaAbility", "ManaEffect",
           "Unsupported", "ParsedCard", "mana_text", "count_word", "graveyard_card_words"]
