"""Effects on mana that are not mana abilities: values, as the parser reads them from text (README, "Design":
"Abilities are data").

A permanent's text may change what *other* permanents make, or how: it sets land types (Blood Moon, Urborg),
grants mana abilities (Chromatic Lantern), adds mana whenever something is tapped for mana (Overgrowth, Mana Flare),
replaces the mana a tapped permanent produces (Mana Reflection, Contamination), untaps a permanent (Basalt Monolith),
makes abilities cheaper (Power Artifact) or puts fewer counters (Vizier of Remedies). Each of these is a frozen value
here; :mod:`manaplan.models.oracle.static` reads them from text and :mod:`manaplan.solver.effective` applies them to a
board. Nothing here looks at a board.

Who "you" is
------------
A :class:`Scope` speaks relative to the effect's controller: ``controller='you'`` means permanents controlled by
whoever controls the source of the effect ("Lands you control", "If you tap a permanent for mana"), ``'any'``
every permanent ("Each land", "If a land is tapped for mana"). The effects of a board's ``effects:`` list (spells and
abilities that resolved this turn) are yours.

Examples
--------
>>> moon = LandTypes(Scope(frozenset({"Land"}), nonbasic=True, text="Nonbasic lands"), frozenset({"Mountain"}),
...                  replace=True)
>>> moon.describe()
'Nonbasic lands are Mountains (they lose their other land types and abilities from rules text).'
>>> Replacement(Scope(controller="you"), factor=2).describe()
'tapped for mana: twice as much'

One module per family; this package re-exports every name, so ``from manaplan.models.effects import X``
works:

- :mod:`.scope`: which permanents an effect speaks of (:class:`Scope`);
- :mod:`.land_types`: what permanents are (:class:`LandTypes`, :class:`Becomes`, :class:`SetsColor`,
  :class:`BasePowerToughness`, :class:`ModifiesPowerToughness`);
- :mod:`.grants`: mana abilities given to permanents (:class:`Grant`, :class:`TargetGrant`, :class:`ReturnsAsAura`,
  :class:`StackGrant`);
- :mod:`.triggers`: triggered mana and triggers on mana (:class:`TriggeredMana`, :class:`EventMana`, …);
- :mod:`.replacements`: replaced mana (:class:`Replacement`);
- :mod:`.spending`: how mana is spent and what unspent mana does (:class:`SpendAsThough`, :class:`UnspentMana`, …);
- :mod:`.reductions`: costs, counters and devotion changed (:class:`CostReduction`, :class:`CostIncrease`,
  :class:`CounterReduction`, :class:`DevotionBonus`);
- :mod:`.abilities`: non-mana abilities that matter (:class:`UntapAbility`, :class:`Untapper`,
  :class:`LoyaltyEffect`);
- :mod:`.conditional`: effects in force only under a condition (:class:`AsLongAs`, :class:`InSection`);
- :mod:`.prohibitions`: abilities that can't be activated, and haste (:class:`Prohibition`, :class:`Haste`);
- :mod:`.entering`: how permanents enter — effects on others (:class:`OthersEnterTapped`, :class:`EnterUntapped`,
  :class:`UntapsEntering`); a card's own "enters tapped unless …" and a bounceland's return are values of that module
  (on the card's parse, not effects in force: imported from there, not re-exported here);
- :mod:`.any_effect`: any of these (:data:`Effect`), and :class:`Activated`, an activated ability whose lasting
  effect is one of them;
- :mod:`.casting`: permissions and costs of casting spells (imported from there, not re-exported here).
"""

from __future__ import annotations

from .scope import YOU, OPPONENT, ANY, Scope
from .land_types import LandTypes, Becomes, SetsColor, BasePowerToughness, ModifiesPowerToughness
from .grants import Grant, ANOTHER_ACTIVATED, TargetGrant, ReturnsAsAura, StackGrant
from .triggers import (
    SameType, TriggerAdds, TriggeredMana, CHOSEN_PLAYER, EventMana, EventAmount, EventAdds, RevealedColors,
    ChapterEffect, CostMana, SpendTrigger, ManaDamage, TapTrigger
)
from .replacements import MULTIPLIER_WORDS, Replacement
from .spending import SpendAsThough, SpendAsColorless, UnspentMana
from .reductions import CostIncrease, CostReduction, CounterReduction, DevotionBonus
from .abilities import LoyaltyEffect, UntapAbility, Untapper
from .conditional import AsLongAs, InSection
from .prohibitions import Prohibition, Haste, ZoneAbilitiesLost
from .entering import OthersEnterTapped, EnterUntapped, UntapsEntering
from .any_effect import Effect, Activated

__all__ = ["YOU", "OPPONENT", "ANY", "Scope", "LandTypes", "Becomes", "SetsColor", "BasePowerToughness",
           "ModifiesPowerToughness", "Grant",
           "ANOTHER_ACTIVATED",
           "TargetGrant", "ReturnsAsAura", "StackGrant", "SameType", "TriggerAdds", "TriggeredMana", "CHOSEN_PLAYER",
           "EventMana", "EventAmount", "EventAdds", "RevealedColors", "ChapterEffect", "CostMana", "SpendTrigger",
           "ManaDamage", "TapTrigger", "MULTIPLIER_WORDS", "Replacement", "SpendAsThough", "SpendAsColorless", "UnspentMana",
           "CostReduction", "CostIncrease", "CounterReduction", "DevotionBonus", "UntapAbility", "Untapper",
           "LoyaltyEffect", "Activated", "AsLongAs", "InSection", "Prohibition", "Haste", "ZoneAbilitiesLost", "Effect",
           "OthersEnterTapped", "EnterUntapped", "UntapsEntering"]
