"""Issue 11, item 1: the Oracle text of cards that change mana without mana text of their own is read into typed
values (prohibitions CR 602.5, haste CR 702.10 / 302.6, loss of all abilities CR 613.1f), from the shipped card
database."""

from __future__ import annotations

import pytest

from manaplan.models.cards.store import default_database
from manaplan.models.effects import OPPONENT, YOU, Becomes, Haste, Prohibition
from manaplan.models.oracle.parser import parse_card


def _effects(name: str) -> tuple:
    parsed = parse_card(default_database().get(name))
    assert parsed.unsupported == ()
    return parsed.effects


@pytest.mark.parametrize("name, types, controller, exempt", [
    ("Null Rod", {"Artifact"}, "any", False),
    ("Stony Silence", {"Artifact"}, "any", False),
    ("Collector Ouphe", {"Artifact"}, "any", False),
    ("Cursed Totem", {"Creature"}, "any", False),
    ("Linvala, Keeper of Silence", {"Creature"}, OPPONENT, False),
    ("Karn, the Great Creator", {"Artifact"}, OPPONENT, False),
])
def test_prohibitions_by_card_type_and_controller(name, types, controller, exempt):
    """CR 602.5: "Activated abilities of <permanents> can't be activated." — mana abilities included."""
    (rule,) = [e for e in _effects(name) if isinstance(e, Prohibition)]
    assert rule.scope.card_types == frozenset(types) and rule.scope.controller == controller
    assert rule.exempt_mana is exempt


def test_prohibitions_by_chosen_name_needle_exempts_mana_abilities_revoker_does_not():
    """CR 602.5, 605.1a: Pithing Needle "unless they're mana abilities"; Phyrexian Revoker without."""
    (needle,) = _effects("Pithing Needle")
    (revoker,) = _effects("Phyrexian Revoker")
    assert needle.scope.chosen_name and revoker.scope.chosen_name
    assert needle.exempt_mana and not revoker.exempt_mana


def test_damping_matrix_reads_artifacts_and_creatures_exempting_mana_abilities():
    """CR 602.5: "Activated abilities of artifacts and creatures can't be activated unless they're mana
    abilities."."""
    (matrix,) = _effects("Damping Matrix")
    assert matrix.exempt_mana and [sorted(a.card_types) for a in matrix.scope.alternatives] == [["Artifact"],
                                                                                                 ["Creature"]]
    assert matrix.describe() == ("Activated abilities of artifacts and creatures can't be activated unless they're "
                                 "mana abilities.")


@pytest.mark.parametrize("name, attached, controller, as_though", [
    ("Lightning Greaves", True, "any", False),
    ("Swiftfoot Boots", True, "any", False),
    ("Fervor", False, YOU, False),
    ("Concordant Crossroads", False, "any", False),
    ("Thousand-Year Elixir", False, YOU, True),
])
def test_haste(name, attached, controller, as_though):
    """CR 702.10, 302.6: haste from Equipment and anthems; "as though those creatures had haste"."""
    (haste,) = [e for e in _effects(name) if isinstance(e, Haste)]
    assert (haste.scope.attached, haste.scope.controller, haste.as_though) == (attached, controller, as_though)
    assert haste.scope.card_types == frozenset({"Creature"})


@pytest.mark.parametrize("name, attached, controller, subtypes", [
    ("Humility", False, "any", set()),
    ("Dress Down", False, "any", set()),
    ("Kenrith's Transformation", True, "any", {"Elk"}),
    ("Frogify", True, "any", {"Frog"}),
    ("Overwhelming Splendor", False, OPPONENT, set()),
])
def test_loss_of_all_abilities(name, attached, controller, subtypes):
    """CR 613.1f: creatures that lose all abilities (and for the Auras, are a creature of one type, CR 205.1a)."""
    (loss,) = [e for e in _effects(name) if isinstance(e, Becomes)]
    assert loss.abilities == () and loss.scope.card_types == frozenset({"Creature"})
    assert (loss.scope.attached, loss.scope.controller, loss.subtypes) == (attached, controller, frozenset(subtypes))


def test_overwhelming_splendor_also_stops_the_enchanted_players_other_abilities():
    """CR 602.5: "Enchanted player can't activate abilities that aren't mana abilities or loyalty abilities."."""
    (rule,) = [e for e in _effects("Overwhelming Splendor") if isinstance(e, Prohibition)]
    assert rule.player and rule.exempt_mana and rule.scope.controller == OPPONENT
