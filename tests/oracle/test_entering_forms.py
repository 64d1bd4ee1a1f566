"""How a permanent enters, read into values by the parser (issue 21, item 1): a card's own "enters tapped unless …"
(CR 614.1d, 614.12), a shockland's life (CR 119.4), a bounceland's return, and the effects of other permanents
(Thalia, Heretic Cathar; Kismet; Blind Obedience; Archelos; Amulet of Vigor; Spelunking). Oracle texts are the card
database's."""

from __future__ import annotations

import pytest

from manaplan.models.ability import ControlCount
from manaplan.models.cards.store import default_database
from manaplan.models.effects import EnterUntapped, OthersEnterTapped, UntapsEntering
from manaplan.models.effects.entering import (
    ControlsAtMost,
    EntersTapped,
    LifeAtMost,
    PaysLife,
    ReturnsLand,
    RevealsCard,
    SacrificesOnEntering,
)
from manaplan.models.oracle.parser import parse_card
from manaplan.models.oracle.relevance import READ, classify_card


def own(name: str) -> tuple:
    return parse_card(default_database().get(name)).entering


def rule(name: str) -> EntersTapped:
    (r,) = [e for e in own(name) if isinstance(e, EntersTapped)]
    return r


def test_checkland_enters_tapped_unless_you_control_a_forest_or_an_island():
    """Hinterland Harbor: "This land enters tapped unless you control a Forest or an Island."."""
    (cond,) = rule("Hinterland Harbor").unless
    assert isinstance(cond, ControlCount) and cond.at_least == 1
    assert cond.filter.subtypes == {"Forest", "Island"}


def test_fastland_slowland_and_battle_land_count_lands():
    """Blooming Marsh: "… unless you control two or fewer other lands."; Deserted Beach: "… two or more other lands.";
    Canopy Vista: "… two or more basic lands." (basic is a supertype, CR 205.4c)."""
    (fast,) = rule("Blooming Marsh").unless
    assert isinstance(fast, ControlsAtMost) and fast.at_most == 2 and fast.filter.card_types == {"Land"}
    (slow,) = rule("Deserted Beach").unless
    assert isinstance(slow, ControlCount) and slow.at_least == 2 and slow.filter.card_types == {"Land"}
    (battle,) = rule("Canopy Vista").unless
    assert isinstance(battle, ControlCount) and battle.at_least == 2 and battle.filter.supertypes == {"Basic"}


def test_if_you_control_two_or_more_other_lands_it_enters_tapped():
    """Cave of the Frost Dragon: "If you control two or more other lands, ~ enters the battlefield tapped." — untapped
    only with one or fewer other lands."""
    (cond,) = rule("Cave of the Frost Dragon").unless
    assert isinstance(cond, ControlsAtMost) and cond.at_most == 1


def test_shockland_and_modal_land_face_pay_life():
    """Breeding Pool: "As this land enters, you may pay 2 life. If you don't, it enters tapped."; the land face of
    Agadeem's Awakening, Agadeem, the Undercrypt: 3 life (CR 119.4)."""
    assert rule("Breeding Pool").unless == (PaysLife(2),)
    assert rule("Agadeem, the Undercrypt").unless == (PaysLife(3),)


def test_snarl_reveals_and_temple_reveals_or_controls():
    """Choked Estuary reveals an Island or Swamp card from your hand; Temple of the Dragon Queen: "unless you revealed
    a Dragon card this way or you control a Dragon" (either is enough)."""
    (reveal,) = rule("Choked Estuary").unless
    assert isinstance(reveal, RevealsCard) and reveal.filter.subtypes == {"Island", "Swamp"}
    a, b = rule("Temple of the Dragon Queen").unless
    assert isinstance(a, RevealsCard) and isinstance(b, ControlCount)


def test_plain_enters_tapped_and_conditions_not_read():
    """Bojuka Bog and Savage Lands enter tapped, always; "unless a player has 13 or less life" is read (your own life
    is on the board); "unless you have two or more opponents" (Luxury Suite) is not: taken as tapped."""
    assert rule("Bojuka Bog") == EntersTapped() and rule("Savage Lands") == EntersTapped()
    assert rule("Abandoned Campground").unless == (LifeAtMost(13),)
    suite = rule("Luxury Suite")
    assert suite.unread and not suite.unless


def test_bounceland_and_lotus_field():
    """Azorius Chancery enters tapped and "When ~ enters, return a land you control to its owner's hand."; Lotus
    Field's "When ~ enters, sacrifice two lands." is a trigger that sacrifices (not worked out, never counted on)."""
    assert EntersTapped() in own("Azorius Chancery") and any(isinstance(e, ReturnsLand) for e in own("Azorius Chancery"))
    assert any(isinstance(e, SacrificesOnEntering) for e in own("Lotus Field"))


def test_effects_on_others():
    """Thalia, Heretic Cathar: "Creatures and nonbasic lands your opponents control enter tapped." — an opponent's
    scope with both kinds; Kismet three kinds; Amulet of Vigor untaps; Spelunking makes your lands enter untapped;
    Archelos only while it is tapped (or untapped)."""
    db = default_database()
    (thalia,) = [e for e in parse_card(db.get("Thalia, Heretic Cathar")).effects if isinstance(e, OthersEnterTapped)]
    assert thalia.scope.controller == "opponent" and len(thalia.scope.alternatives) == 2
    (kismet,) = parse_card(db.get("Kismet")).effects
    assert isinstance(kismet, OthersEnterTapped) and len(kismet.scope.alternatives) == 3
    (blind,) = [e for e in parse_card(db.get("Blind Obedience")).effects if isinstance(e, OthersEnterTapped)]
    assert {t for a in blind.scope.alternatives for t in a.card_types} == {"Artifact", "Creature"}
    (amulet,) = parse_card(db.get("Amulet of Vigor")).effects
    assert isinstance(amulet, UntapsEntering) and amulet.scope.controller == "you"
    (spelunking,) = parse_card(db.get("Spelunking")).effects
    assert isinstance(spelunking, EnterUntapped) and spelunking.scope.card_types == {"Land"}
    tapped, untapped = parse_card(db.get("Archelos, Lagoon Mystic")).effects
    assert isinstance(tapped, OthersEnterTapped) and tapped.source_tapped is True and tapped.scope.other
    assert isinstance(untapped, EnterUntapped) and untapped.source_tapped is False


@pytest.mark.parametrize("name", ["Breeding Pool", "Hinterland Harbor", "Blooming Marsh", "Bojuka Bog",
                                  "Azorius Chancery", "Thalia, Heretic Cathar", "Amulet of Vigor", "Kismet"])
def test_the_net_counts_these_pieces_as_read(name):
    """The pieces about entering tapped are read now (README, "The net"): none is irrelevant or flagged."""
    pieces = [p for p in classify_card(default_database().get(name)).pieces
              if "tapped" in p.text or "return a land" in p.text]
    assert pieces and all(p.kind == READ for p in pieces), pieces
