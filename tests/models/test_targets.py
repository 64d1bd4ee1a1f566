"""What a spell must target as it is cast, read from its text (CR 115.1a: "target [something]" in an instant's or a
sorcery's spell ability; CR 115.1b: an Aura spell targets what it enchants; CR 601.2c: the targets are chosen as
the spell is cast, so it can't be cast without them). Only what is surely needed is read: anything that may be
chosen off the battlefield (a player, a card in a graveyard, a spell) or may be left unchosen ("up to one") is no
need, and words that only narrow a target are left unread."""

from __future__ import annotations

import pytest

from manaplan.models.cards.card import Card
from manaplan.models.cards.store import default_database
from manaplan.models.spells import spells_of
from manaplan.models.targets import TargetNeed, target_needs


def needs(name: str) -> list[list[str]]:
    (spell,) = [s for s in spells_of(default_database().get(name)) if s.kind == "spell"][:1]
    return [[n.describe() for n in alternative] for alternative in spell.target_needs]


@pytest.mark.parametrize("name, expected", [
    ("Snap", [["target creature"]]),  # "Return target creature to its owner's hand."
    ("Swords to Plowshares", [["target creature"]]),
    ("Dismember", [["target creature"]]),  # "Target creature gets -5/-5": the capital T of a sentence's start
    ("Abrupt Decay", [["target nonland permanent"]]),
    ("Ghostly Flicker", [["two target artifacts, creatures, and/or lands you control"]]),
    ("Radiant Strike", [["target artifact or tapped creature"]]),  # the noun after "or" is read past its adjective
    ("Rancor", [["target creature"]]),  # Enchant creature (CR 115.1b)
    ("Lightning Bolt", []),  # any target: a player will do
    ("Counterspell", []),  # a spell: the stack's (targets_only_the_stack)
    ("Cyclonic Rift", []),  # overload: "each" instead (CR 702.96b)
    ("Brainstorm", []),
])
def test_cr_115_1a_the_targets_a_spell_needs_are_read(name, expected):
    assert needs(name) == expected


def test_cr_700_2_a_modal_spell_needs_a_target_only_where_every_mode_does():
    """A mode with no target may be chosen instead (CR 700.2)."""
    both = Card("Both", "{1}", "Instant", "Choose one \u2014\n\u2022 Destroy target artifact.\n\u2022 Destroy target "
                "enchantment.")
    either = Card("Either", "{1}", "Instant", "Choose one \u2014\n\u2022 Destroy target artifact.\n\u2022 Draw a card.")
    assert [[n.describe() for n in a] for a in target_needs(both)] == [["target artifact"], ["target enchantment"]]
    assert target_needs(either) == ()


@pytest.mark.parametrize("text", [
    "Return up to one target creature to its owner's hand.",  # zero may be chosen (CR 601.2c)
    "Return target creature card from your graveyard to your hand.",  # a card, not a permanent
    "Target creature or player gains 3 life.",  # a player will do
    "Draw a card. If this spell was kicked, destroy target creature.",  # only for the kicker (CR 601.2c)
    "Target Goblin gets +2/+0 until end of turn.",  # a subtype: not read
])
def test_what_may_be_chosen_off_the_battlefield_or_not_at_all_is_no_need(text):
    assert target_needs(Card("Test", "{1}", "Sorcery", text)) == ()


def test_a_spell_that_may_remove_its_target_says_so():
    """Snap returns its target to a hand, Dismember may kill it; Giant Growth and Ghostly Flicker leave it (or a new
    object, CR 400.7) on the battlefield: a target removed is none for a later spell."""
    removes = {name: spells_of(default_database().get(name))[0].target_needs[0][0].removes
               for name in ("Snap", "Dismember", "Giant Growth", "Ghostly Flicker")}
    assert removes == {"Snap": True, "Dismember": True, "Giant Growth": False, "Ghostly Flicker": False}


def test_a_need_matches_by_type_exclusion_and_controller():
    need = TargetNeed(frozenset({"Creature"}), frozenset({"Artifact"}), "opponent")
    assert need.matches(frozenset({"Creature"}), frozenset(), "opponent")
    assert not need.matches(frozenset({"Creature"}), frozenset(), "you")
    assert not need.matches(frozenset({"Artifact", "Creature"}), frozenset(), "opponent")
    assert eval(repr(need)) == need  # repr rebuilds the value


def test_cr_115_1a_a_list_of_spell_types_is_a_spell_target():
    """Swan Song ("Counter target enchantment, instant, or sorcery spell.") targets a spell on the stack, not an
    enchantment on the battlefield: no permanent need is read, and it is one of the spells with only stack targets
    (CR 115.1a, 601.2c), whose list of types with commas was not read as one."""
    (swan,) = spells_of(default_database().get("Swan Song"))
    assert swan.target_needs == () and swan.stack_target
