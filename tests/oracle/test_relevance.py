"""The soundness net's classifier on real cards (issue 11): every piece of a card's text is read, known irrelevant
with a reason, or flagged; the staples that stop, enable or change mana are never known irrelevant."""

import pytest

from manaplan.models.board_files import parse_inline
from manaplan.models.cards.store import default_database
from manaplan.models.oracle.casting import parse_permissions
from manaplan.models.oracle.relevance import FLAGGED, IRRELEVANT_KIND, READ, classify_card, classify_text
from manaplan.solver.produce.solve import produce


@pytest.fixture(scope="module")
def db():
    return default_database()


def _kinds(db, name):
    return [(p.kind, p.text) for p in classify_card(db.get(name)).pieces]


# ---------------------------------------------------------------------------------------------------- ordinary cards
@pytest.mark.parametrize("name", ["Forest", "Island", "Llanowar Elves", "Grizzly Bears", "Serra Angel", "Sol Ring",
                                  "Azorius Signet", "Birds of Paradise", "Shivan Dragon", "Viscera Seer",
                                  "Blood Artist", "Eternal Witness", "Lightning Bolt", "Counterspell"])
def test_ordinary_cards_have_nothing_flagged(db, name):
    """Lands, mana creatures, rocks and creatures with combat keywords, pumps and triggers on events that cannot
    happen while paying: nothing flagged, so the net stays quiet on an ordinary board."""
    assert classify_card(db.get(name)).flagged == ()


def test_mana_abilities_are_read_and_combat_keywords_are_irrelevant_with_a_reason(db):
    birds = classify_card(db.get("Birds of Paradise")).pieces
    assert [(p.kind, p.text) for p in birds] == [(IRRELEVANT_KIND, "Flying"),
                                                 (READ, "{T}: Add one mana of any color.")]
    assert "combat" in birds[0].reason and "mana parser" in birds[1].reason
    assert [p.kind for p in classify_card(db.get("Serra Angel")).pieces] == [IRRELEVANT_KIND, IRRELEVANT_KIND]


def test_a_non_mana_activated_ability_is_irrelevant_because_it_is_not_activated_while_paying(db):
    (_, firebreathing) = classify_card(db.get("Shivan Dragon")).pieces
    assert firebreathing.kind == IRRELEVANT_KIND and "601.2g" in firebreathing.reason


def test_printed_haste_is_read_from_the_card(db):
    kinds = dict((t, k) for k, t in _kinds(db, "Goblin Guide"))
    assert kinds["Haste"] == READ


def test_the_casting_reader_reads_thalia(db):
    assert (READ, "Noncreature spells cost {1} more to cast.") in _kinds(db, "Thalia, Guardian of Thraben")


# ---------------------------------------------------------------------------------------------------- staples
#: The staples of issue 11 that stop, enable or change mana, and the words of the piece that does it.
STAPLES = [
    ("Null Rod", "Activated abilities of artifacts can't be activated."),
    ("Stony Silence", "Activated abilities of artifacts can't be activated."),
    ("Collector Ouphe", "Activated abilities of artifacts can't be activated."),
    ("Cursed Totem", "Activated abilities of creatures can't be activated."),
    ("Linvala, Keeper of Silence", "Activated abilities of creatures your opponents control can't be activated."),
    ("Karn, the Great Creator", "Activated abilities of artifacts your opponents control can't be activated."),
    ("Phyrexian Revoker", "Activated abilities of sources with the chosen name can't be activated."),
    ("Pithing Needle", "Activated abilities of sources with the chosen name can't be activated unless"),
    ("Damping Matrix", "Activated abilities of artifacts and creatures can't be activated unless"),
    ("Lightning Greaves", "Equipped creature has haste and shroud."),
    ("Swiftfoot Boots", "Equipped creature has hexproof and haste."),
    ("Fervor", "Creatures you control have haste."),
    ("Concordant Crossroads", "All creatures have haste."),
    ("Thousand-Year Elixir", "as though those creatures had haste"),
    ("Humility", "All creatures lose all abilities"),
    ("Kenrith's Transformation", "Enchanted creature loses all abilities"),
    ("Frogify", "Enchanted creature loses all abilities"),
    ("Dress Down", "Creatures lose all abilities."),
    ("Overwhelming Splendor", "lose all abilities"),
    ("Trinisphere", "costs three mana to cast"),
    ("Meddling Mage", "Spells with the chosen name can't be cast."),
    ("Gaddock Teeg", "can't be cast"),
    ("Yixlid Jailer", "Cards in graveyards lose all abilities."),
    ("Grafdigger's Cage", "Players can't cast spells from graveyards or libraries."),
    ("Drannith Magistrate", "can't cast spells from anywhere other than their hands"),
    ("Platinum Angel", "You can't lose the game"),
    ("Angel of Jubilation", "Players can't pay life or sacrifice creatures"),
    ("Psychic Venom", "Whenever enchanted land becomes tapped"),
    ("Thalia, Guardian of Thraben", "Noncreature spells cost {1} more to cast."),
]


@pytest.mark.parametrize("name, words", STAPLES, ids=[n for n, _ in STAPLES])
def test_a_staple_that_changes_mana_is_read_or_flagged_never_known_irrelevant(db, name, words):
    """Whatever the readers learn later, the piece is read (a reader turns it into a value) or flagged (the net names
    it in every answer): never dropped in silence as irrelevant."""
    pieces = [p for p in classify_card(db.get(name)).pieces if words in p.text]
    assert pieces, [p.text for p in classify_card(db.get(name)).pieces]
    assert all(p.kind in (READ, FLAGGED) for p in pieces)
    assert all(p.reason for p in pieces)


def test_null_rods_line_is_flagged_for_stopping_activated_abilities_unless_a_reader_reads_it(db):
    (piece,) = classify_card(db.get("Null Rod")).pieces
    assert piece.kind == READ or (piece.kind == FLAGGED and piece.reason == "stops or changes activated abilities"
                                  and not piece.reported)


# ---------------------------------------------------------------------------------------------------- shapes
def test_every_piece_is_in_exactly_one_kind_with_a_reason(db):
    for name in ("Karn, the Great Creator", "Kenrith, the Returned King", "Urza's Saga", "Grim Monolith",
                 "Fire // Ice", "Delver of Secrets // Insectile Aberration", "Brimaz, Moon Blessed"
                 if "Brimaz, Moon Blessed" in db else "Brimaz, King of Oreskos"):
        for p in classify_card(db.get(name)).pieces:
            assert p.kind in (READ, IRRELEVANT_KIND, FLAGGED) and p.reason and p.text


def test_mana_text_the_parser_reports_is_flagged_as_reported():
    c = classify_text("Grave Garden", "Land", "{T}: Add {G} for each card in each graveyard.")
    (piece,) = c.pieces
    assert piece.kind == FLAGGED and piece.reported and c.silent == ()


def test_a_trigger_on_an_event_that_cannot_happen_while_paying_is_irrelevant():
    c = classify_text("Test Card", "Creature — Bear", "Whenever Test Card attacks, draw a card.\n"
                      "At the beginning of your upkeep, you gain 1 life.\nWhen Test Card dies, create a 1/1 token.")
    assert [p.kind for p in c.pieces] == [IRRELEVANT_KIND] * 3


def test_a_trigger_that_sets_a_lasting_rule_is_flagged():
    c = classify_text("Test Card", "Creature — Bear", "When Test Card enters, spells your opponents cast cost {1} "
                      "more to cast until your next turn.")
    assert [p.kind for p in c.pieces] == [FLAGGED]


def test_an_unknown_static_ability_is_flagged_when_in_doubt():
    (piece,) = classify_text("Test Card", "Enchantment", "All permanents are colorless.").pieces
    assert (piece.kind, piece.reason) == (FLAGGED, "not known to be irrelevant")


def test_an_enchant_keyword_with_a_list_is_one_irrelevant_keyword():
    """CR 702.5a: "Enchant creature, land, or planeswalker" (Imprisoned in the Moon) says what the Aura may enchant;
    the board says what it is attached to, so the net stays quiet about it."""
    (piece,) = classify_text("Imprisoned in the Moon", "Enchantment — Aura",
                             "Enchant creature, land, or planeswalker").pieces
    assert piece.kind == "irrelevant"


#: The staples issue 24 names as only flagged (with the cost reducers that take a chosen type): each is read now.
STAPLES_READ = [
    ("Iona, Shield of Emeria", "Your opponents can't cast spells of the chosen color."),
    ("Void Winnower", "Your opponents can't cast spells with even mana values."),
    ("Cloud Key", "Spells you cast of the chosen type cost {1} less to cast."),
    ("Urza's Incubator", "Creature spells of the chosen type cost {2} less to cast."),
    ("Herald's Horn", "Creature spells you cast of the chosen type cost {1} less to cast."),
    ("Suppression Field", "Activated abilities cost {2} more to activate unless they're mana abilities."),
    ("Magus of the Will", "Until end of turn, you may play lands and cast spells from your graveyard."),
    ("Earthcraft", "Tap an untapped creature you control: Untap target basic land."),
]


@pytest.mark.parametrize("name, words", STAPLES_READ, ids=[n for n, _ in STAPLES_READ])
def test_the_staples_of_issue_24_are_read_and_nothing_of_them_is_flagged(db, name, words):
    pieces = classify_card(db.get(name)).pieces
    assert any(words in p.text and p.kind == READ for p in pieces), [(p.kind, p.text) for p in pieces]
    assert not any(p.kind == FLAGGED for p in pieces)


@pytest.mark.parametrize("name", ["Boseiju, Who Endures", "Eiganjo, Seat of the Empire", "Otawara, Soaring City"])
def test_a_channel_abilitys_own_cost_reduction_is_not_about_casting(db, name):
    """"This ability costs {1} less to activate for each legendary creature you control.": what the channel ability
    costs (CR 602.2b), which adds no mana and is never activated while paying: known irrelevant, not "about casting"."""
    (channel,) = [p for p in classify_card(db.get(name)).pieces if p.text.startswith("Channel")]
    assert channel.kind == IRRELEVANT_KIND and "adds no mana" in channel.reason
    assert parse_permissions(db.get(name)).grant_unsupported == ()


def test_the_channel_rider_does_not_hide_what_the_ability_does():
    """Sokenzan's channel makes hasty tokens: still flagged for its haste."""
    (channel,) = [p for p in classify_card(default_database().get("Sokenzan, Crucible of Defiance")).pieces
                  if p.text.startswith("Channel")]
    assert channel.kind == FLAGGED and channel.reason.startswith("haste")


@pytest.mark.parametrize("name", ["Seedborn Muse", "Victory Chimes", "Urban Burgeoning", "Prophet of Kruphix"])
def test_untapping_in_other_players_untap_steps_is_known_irrelevant(db, name):
    """CR 502.3: an untap step is a turn-based action before the board's moment; the board says what is tapped."""
    (piece,) = [p for p in classify_card(db.get(name)).pieces if "other player's untap step" in p.text]
    assert piece.kind == IRRELEVANT_KIND and "CR 502.3" in piece.reason


def test_untapping_in_your_own_turn_stays_flagged():
    """The condition fails: untapping during your upkeep (your own turn) may add mana: still flagged."""
    (piece,) = classify_text("Test Untap", "Enchantment", "Untap all lands you control during your upkeep.").pieces
    assert (piece.kind, piece.reason) == (FLAGGED, "untaps: more mana")


@pytest.mark.parametrize("name", ["Grenzo, Havoc Raiser", "Daxos of Meletis", "Whispersteel Dagger", "Rogue Class"])
def test_spending_mana_of_any_colour_on_a_card_cast_from_exile_is_irrelevant(db, name):
    """"Exile the top card of that player's library. Until end of turn, you may cast that card and you may spend mana
    as though it were mana of any color to cast that spell." (Grenzo's mode): the permission (CR 609.4b) is for the
    exiled card (or, Whispersteel Dagger, a card of an opponent's graveyard), which no answer casts; nothing of the
    card is flagged, and a board with it is answered, proven."""
    assert classify_card(db.get(name)).flagged == ()
    answer = produce(parse_inline(f"Mountain, {name}"))
    assert answer.proven and answer.max_total == 1


def test_spending_mana_of_any_colour_stays_read_or_flagged_where_it_is_not_for_an_exiled_card(db):
    """Chromatic Orrery's "You may spend mana as though it were mana of any color." is read (CR 609.4b, every
    payment). The same permission for spells cast from the top of your library (a zone ``cast`` looks at) is not
    about exiled cards: it stays flagged."""
    assert (READ, "You may spend mana as though it were mana of any color.") in _kinds(db, "Chromatic Orrery")
    top = classify_text("Homebrew Lens", "Artifact", "You may cast spells from the top of your library, and you may "
                        "spend mana as though it were mana of any color to cast those spells.")
    assert [p.kind for p in top.pieces] == [FLAGGED]
