"""Every category of the real mana-card corpus is represented here by real cards, read as printed.

The categories are the corpus's labels (``Card.categories``, from ``mana_cards.jsonl``): each row names a real card of
that category and what its mana text means, checked by hand against the oracle text. A row fails when the card
leaves the category, when the parser stops understanding it, or when it reads it differently.
"""

from __future__ import annotations

import pytest

from manaplan.models.cards.store import default_database
from manaplan.models.mana import types_text
from manaplan.models.oracle.parser import parse_card

# (category, card, what its faces' mana abilities say (describe), kinds of effects on other mana, could produce)
FAMILIES = [
    # "Add" in an activated ability (CR 605.1a): fixed, any colour, filter (hybrid cost), counted, damage, restriction
    ("mana_ability", "Sol Ring", ["{T}: Add {C}{C}."], [], "C"),
    ("mana_ability", "Birds of Paradise", ["{T}: Add one mana of any color."], [], "WUBRG"),
    ("mana_ability", "Mystic Gate", ["{T}: Add {C}.", "{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}."], [], "WUC"),
    ("mana_ability", "Gaea's Cradle", ["{T}: Add {G} for each creature you control."], [], "G"),
    ("mana_ability", "Ancient Tomb", ["{T}: Add {C}{C}. This deals 2 damage to you."], [], "C"),
    ("mana_ability", "Pentad Prism", ["Remove a charge counter from this permanent: Add one mana of any color."], [],
     "WUBRG"),
    # triggered mana abilities and triggered abilities that add mana on other events (CR 605.1b, 603)
    ("mana_pool_effect", "Savage Ventmaw", [], ["EventMana"], ""),
    ("mana_replacement_or_modifier", "Mana Flare", [], ["TriggeredMana"], ""),
    ("mana_replacement_or_modifier", "High Tide", [], ["TriggeredMana"], ""),
    ("mana_replacement_or_modifier", "Nyxbloom Ancient", [], ["Replacement"], ""),
    ("mana_replacement_or_modifier", "Black Mana Battery",
     ["{T}, Remove X charge counters from this permanent: Add an amount of {B} equal to X plus one."], [], "B"),
    # intrinsic abilities of basic land types (CR 305.6), in reminder text only
    ("reminder_mana_ability", "Badlands", ["{T}: Add {B}.", "{T}: Add {R}."], [], "BR"),
    ("reminder_mana_ability", "Breeding Pool", ["{T}: Add {G}.", "{T}: Add {U}."], [], "UG"),
    ("basic_land", "Wastes", ["{T}: Add {C}."], [], "C"),
    ("basic_land", "Snow-Covered Island", ["{T}: Add {U}."], [], "U"),
    # could produce (CR 106.7)
    ("could_produce", "Reflecting Pool", ["{T}: Add one mana of any type that a land you control could produce."],
     [], ""),
    ("could_produce", "Fellwar Stone",
     ["{T}: Add one mana of any color that a land an opponent controls could produce."], [], ""),
    ("could_produce", "Squandered Resources",
     ["Sacrifice a land: Add one mana of any type the sacrificed land could produce."], [], ""),
    # land types (CR 305.7)
    ("land_type_heuristic", "Blood Moon", [], ["LandTypes"], ""),
    ("land_type_heuristic", "Urborg, Tomb of Yawgmoth", [], ["LandTypes"], ""),
    # the names the brief asked for
    ("requested", "Summoning Materia", [], ["Grant"], ""),
]


@pytest.fixture(scope="module")
def db():
    return default_database()


@pytest.mark.parametrize("category, name, abilities, effects, could", FAMILIES, ids=[r[1] for r in FAMILIES])
def test_family_card_is_read_as_printed(db, category, name, abilities, effects, could):
    card = db.get(name)
    assert category in card.categories
    parsed = [parse_card(face) for face in (card.faces or (card,))]
    assert all(p.fully_understood for p in parsed), [u.reason for p in parsed for u in p.unsupported]
    assert [a.describe() for p in parsed for a in p.mana_abilities] == abilities
    assert [type(e).__name__ for p in parsed for e in p.effects] == effects
    produced = frozenset().union(*(p.could_produce() for p in parsed))
    assert types_text(produced) == could
    if card.produced_mana and could:  # the corpus's ground truth, where it has one
        assert set(could) == set(card.produced_mana)


def test_every_category_of_the_corpus_has_a_row(db):
    categories = {c for card in db for c in card.categories}
    assert categories <= {row[0] for row in FAMILIES} | {"reminder_mana_ability_token"}


def test_treasure_makers_make_tokens_the_database_knows(db):
    """reminder_mana_ability_token: a card whose only mana text is a token's reminder (Dockside Extortionist makes
    Treasures); the token itself is a card of the database with the ability its reminder text states (CR 111.10a)."""
    maker = db.get("Dockside Extortionist")
    assert "reminder_mana_ability_token" in maker.categories and "Treasure" in maker.oracle_text
    (ability,) = parse_card(db.get("Treasure")).mana_abilities
    assert ability.describe() == "{T}, Sacrifice this permanent: Add one mana of any color."
