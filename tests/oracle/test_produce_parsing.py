"""The parser on issue 4's families, real cards' text from the shipped database: effects on mana become values of
manaplan.models.effects; counted amounts and reflections become Counted / Reflect outputs; nothing is left
unsupported that the values express, and text they cannot express stays unsupported."""

from __future__ import annotations

import pytest

from manaplan.models.ability import Counted, Devotion, PermanentCount, Reflect
from manaplan.models.cards.store import default_database
from manaplan.models.effects import (
    Activated, CostReduction, CounterReduction, Grant, LandTypes, Replacement, SameType, SetsColor, TriggeredMana,
    UntapAbility,
)
from manaplan.models.mana import ManaType as T
from manaplan.models.oracle.parser import parse_card, parse_text


def parsed(name: str):
    card = default_database().get(name).battlefield_face()
    out = parse_card(card)
    assert out.unsupported == (), out.unsupported
    return out


@pytest.mark.parametrize("name, replace, types", [
    ("Blood Moon", True, {"Mountain"}),
    ("Magus of the Moon", True, {"Mountain"}),
    ("Urborg, Tomb of Yawgmoth", False, {"Swamp"}),
    ("Yavimaya, Cradle of Growth", False, {"Forest"}),
    ("Prismatic Omen", False, {"Plains", "Island", "Swamp", "Mountain", "Forest"}),
    ("Dryad of the Ilysian Grove", False, {"Plains", "Island", "Swamp", "Mountain", "Forest"}),
])
def test_land_type_effects_cr_305_7(name, replace, types):
    (effect,) = parsed(name).effects
    assert isinstance(effect, LandTypes) and effect.replace == replace and effect.types == types
    assert "Land" in effect.scope.card_types


@pytest.mark.parametrize("name, factor, to_type, to_mana, controller", [
    ("Mana Reflection", 2, None, (), "you"),
    ("Nyxbloom Ancient", 3, None, (), "you"),
    ("Contamination", 1, None, (T.B,), "any"),
])
def test_replacement_effects_cr_106_12b(name, factor, to_type, to_mana, controller):
    (effect,) = parsed(name).effects
    assert isinstance(effect, Replacement)
    assert (effect.factor, effect.to_type, effect.to_mana, effect.scope.controller) == (factor, to_type, to_mana,
                                                                                       controller)


def test_pale_moon_and_deep_water_effects():
    (pale,) = parsed("Pale Moon").effects
    assert isinstance(pale, Replacement) and pale.to_type is T.C and pale.scope.nonbasic
    (deep,) = parsed("Deep Water").effects
    assert isinstance(deep, Activated) and str(deep.cost.mana) == "{U}"
    assert isinstance(deep.effect, Replacement) and deep.effect.to_type is T.U and deep.effect.scope.controller == "you"


@pytest.mark.parametrize("name, adds_kind, attached", [
    ("Overgrowth", "Produce", True),
    ("Wild Growth", "Produce", True),
    ("Fertile Ground", "Produce", True),
    ("Utopia Sprawl", "ChosenColor", True),
    ("Mana Flare", "SameType", False),
    ("Heartbeat of Spring", "SameType", False),
    ("Zendikar Resurgent", "SameType", False),
    ("Dictate of Karametra", "SameType", False),
])
def test_triggered_mana_cr_605_1b(name, adds_kind, attached):
    effects = [e for e in parsed(name).effects if isinstance(e, TriggeredMana)]
    assert len(effects) == 1
    assert type(effects[0].adds).__name__ == adds_kind and effects[0].scope.attached == attached


def test_zendikar_resurgent_is_only_your_lands():
    (trigger,) = [e for e in parsed("Zendikar Resurgent").effects if isinstance(e, TriggeredMana)]
    assert trigger.scope.controller == "you" and isinstance(trigger.adds, SameType)


@pytest.mark.parametrize("name, scope_types, attached", [
    ("Chromatic Lantern", {"Land"}, False),
    ("Cryptolith Rite", {"Creature"}, False),
    ("Summoning Materia", {"Creature"}, True),
])
def test_granted_abilities(name, scope_types, attached):
    (grant,) = [e for e in parsed(name).effects if isinstance(e, Grant)]
    assert grant.scope.card_types == scope_types and grant.scope.attached == attached
    assert grant.ability.cost.tap


@pytest.mark.parametrize("name, kind", [
    ("Reflecting Pool", "type"), ("Naga Vitalist", "type"), ("Harvester Druid", "color"),
    ("Exotic Orchard", "color"), ("Fellwar Stone", "color"),
])
def test_could_produce_reflections(name, kind):
    (ability,) = parsed(name).mana_abilities
    assert isinstance(ability.output, Reflect) and ability.output.kind == kind
    assert ability.output.controller == ("opponent" if name in ("Exotic Orchard", "Fellwar Stone") else "you")


def test_squandered_resources_reflects_the_sacrificed_land():
    (ability,) = parsed("Squandered Resources").mana_abilities
    assert ability.output.sacrificed and ability.cost.sacrifices[0].card_types == {"Land"}


@pytest.mark.parametrize("name, counted", [
    ("Gaea's Cradle", ("Creature", "you")), ("Cabal Coffers", ("Swamp", "you")), ("Elvish Archdruid", ("Elf", "you")),
    ("Priest of Titania", ("Elf", "any")), ("Tolarian Academy", ("Artifact", "you")),
    ("Serra's Sanctum", ("Enchantment", "you")),
])
def test_counted_amounts(name, counted):
    (ability,) = parsed(name).mana_abilities
    out = ability.output
    assert isinstance(out, Counted) and isinstance(out.count, PermanentCount)
    f = out.count.filter
    assert (next(iter(f.card_types | f.subtypes)), out.count.controller) == counted


def test_nykthos_devotion_to_a_chosen_colour():
    abilities = parsed("Nykthos, Shrine to Nyx").mana_abilities
    devotion = [a for a in abilities if isinstance(a.output, Counted)]
    assert len(devotion) == 1 and isinstance(devotion[0].output.count, Devotion)
    assert devotion[0].output.count.colors == frozenset() and str(devotion[0].cost.mana) == "{2}"


def test_untap_abilities_cost_and_counter_reductions():
    (basalt,) = [e for e in parsed("Basalt Monolith").effects if isinstance(e, UntapAbility)]
    assert str(basalt.cost.mana) == "{3}"
    (druid,) = [e for e in parsed("Devoted Druid").effects if isinstance(e, UntapAbility)]
    assert druid.cost.put_counters == (("-1/-1", 1),)
    (artifact,) = parsed("Power Artifact").effects
    assert isinstance(artifact, CostReduction) and (artifact.generic, artifact.floor) == (2, 1)
    (vizier,) = parsed("Vizier of Remedies").effects
    assert isinstance(vizier, CounterReduction) and vizier.kind == "-1/-1"


def test_grand_architect_taps_a_blue_creature_and_makes_one_blue():
    out = parsed("Grand Architect")
    (ability,) = out.mana_abilities
    (f,) = ability.cost.taps
    assert f.colors == {T.U} and f.card_types == {"Creature"}
    (setup,) = out.effects
    assert isinstance(setup, Activated) and isinstance(setup.effect, SetsColor)


@pytest.mark.parametrize("text", [
    "{T}: Add {G} for each card in each graveyard.",  # only your graveyard is on the board
])
def test_what_the_values_cannot_say_stays_unsupported(text):
    out = parse_text("Homebrew", "Enchantment", text)
    assert len(out.unsupported) == 1 and out.effects == () and out.mana_abilities == ()
