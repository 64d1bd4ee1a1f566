"""The last mana_ability cards of issue 6 (helper H7): spending restrictions on the zone a spell is cast from and on
foretell, and the other families read in this file's later sections. Each test reads the real card's text from the
shipped database; solver tests use small boards in ``tests/*_boards/last_*.yaml``."""

from __future__ import annotations

import json
from pathlib import Path

from manaplan.models.abilities import SpendRestriction, SpendUse
from manaplan.models.cards import default_database
from manaplan.models.effects import EventMana
from manaplan.models.oracle import parse_card

TESTS = Path(__file__).resolve().parent
CAST_BOARDS = TESTS / "cast_boards"


def parsed(name: str):
    p = parse_card(default_database().get(name))
    assert not p.unsupported, p.unsupported
    return p


# ------------------------------------------------------------------------------------ spending restrictions
def test_vhal_mana_cannot_cast_spells_from_your_hand_is_read():
    """CR 106.6: "This mana can't be spent to cast spells from your hand." is a restriction on casting from one zone."""
    (ability,) = parsed("Vhal, Candlekeep Researcher").mana_abilities
    assert ability.spend == SpendRestriction(never=(SpendUse("cast", from_zone="hand"),))
    assert ability.spend.describe() == "This mana can't be spent to cast spells from your hand."


def test_vhal_mana_pays_a_spell_from_the_library_top_never_one_from_hand(run):
    """CR 106.6: Vhal's three {C} pay for Mind Stone cast from the top of the library (Magus of the Future), never for
    Sol Ring cast from the hand — no other source makes mana."""
    data = json.loads(run("cast", str(CAST_BOARDS / "last_vhal.yaml"), "--json").output)
    (stone,) = data["castable"]
    assert stone["card"] == "Mind Stone" and stone["zone"] == "library_top"
    assert [s["permanent"] for s in stone["plan"]] == ["Vhal, Candlekeep Researcher#1"]
    (ring,) = data["not_castable"]
    assert ring["card"] == "Sol Ring" and ring["zone"] == "hand" and "restriction forbids" in ring["reason"]


def test_niko_defies_destiny_chapter_mana_only_for_foretell():
    """CR 714.2b: a chapter ability is triggered (not a mana ability); its mana may be spent only to foretell
    (a special action, CR 116.2) or to cast spells that have foretell."""
    (e,) = [e for e in parsed("Niko Defies Destiny").effects if isinstance(e, EventMana)]
    assert e.trigger.startswith("Chapter II")
    assert e.spend == SpendRestriction(only=(SpendUse("foretell"),
                                             SpendUse("cast", qualities=frozenset({"with foretell"}))))
    assert e.spend.describe() == "Spend this mana only to foretell cards or cast spells that have foretell."
