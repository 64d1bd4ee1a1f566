"""The card database: lookup by name, faces, type lines, tokens, suggestions, the file format."""

from __future__ import annotations

import sqlite3

import pytest

from manaplan.models.cards.build import card_from_source
from manaplan.models.cards.store import (
    TOKENS,
    Card,
    CardDatabase,
    default_database,
    normalize_name,
    parse_type_line,
    set_default_database,
    shipped_database_path,
    write_card_database,
)
from manaplan.models.errors import CardDataError, ManaplanError, UnknownCardError


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    return CardDatabase.open(shipped_database_path())


# -- lookup ----------------------------------------------------------------------------------------------------


def test_exact_name(db):
    card = db.get("Llanowar Elves")
    assert card.name == "Llanowar Elves"
    assert card.mana_cost == "{G}"
    assert card.type_line == "Creature — Elf Druid"
    assert card.oracle_text == "{T}: Add {G}."
    assert (card.power, card.toughness) == ("1", "1")
    assert card.colors == ("G",)
    assert card.full_name == "Llanowar Elves" and not card.is_face and not card.is_token


@pytest.mark.parametrize("name", ["llanowar elves", "LLANOWAR ELVES", "  Llanowar   Elves ", "lLaNoWaR eLvEs"])
def test_case_and_spaces_do_not_matter(db, name):
    assert db.get(name).name == "Llanowar Elves"


@pytest.mark.parametrize("name", ["Gaea\u2019s Cradle", "Gaea\u2018s Cradle", "gaea's cradle", "GAEA\u2019S CRADLE"])
def test_typographic_apostrophes(db, name):
    assert db.get(name).name == "Gaea's Cradle"


def test_typographic_quotes_accents_and_ae(db):
    assert db.get("Henzie \u201cToolbox\u201d Torre").name == 'Henzie "Toolbox" Torre'
    assert db.get("Lim-Dul's Vault").name == "Lim-D\u00fbl's Vault"
    assert db.get("\u00c6ther Vial").name == "Aether Vial"


def test_find_and_contains(db):
    assert db.find("Sol Ring") == db.get("Sol Ring")
    assert db.find("Sol Rign") is None
    assert db.find("") is None
    assert "sol ring" in db
    assert "Sol Rign" not in db
    assert 42 not in db


def test_lookups_are_cached_values(db):
    assert db.get("Forest") is db.get("forest")
    assert hash(db.get("Forest")) == hash(db.get("Forest"))


# -- multi-face cards ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["Fire // Ice", "Fire//Ice", "fire //ice", "FIRE  //  ICE"])
def test_split_card_by_full_name(db, name):
    card = db.get(name)
    assert card.name == "Fire // Ice"
    assert card.layout == "split"
    assert [face.name for face in card.faces] == ["Fire", "Ice"]
    assert card.mana_cost == "{1}{R} // {1}{U}"
    assert card.type_line == "Instant // Instant"
    assert card.card_types == ("Instant",)
    assert card.battlefield_face() is card


def test_split_card_faces_by_name(db):
    fire, ice = db.get("Fire"), db.get("ice")
    assert (fire.name, fire.full_name, fire.mana_cost) == ("Fire", "Fire // Ice", "{1}{R}")
    assert (ice.name, ice.full_name, ice.mana_cost) == ("Ice", "Fire // Ice", "{1}{U}")
    assert ice.oracle_text == "Tap target permanent.\nDraw a card."
    assert ice.is_face and ice.layout == "split" and ice.faces == ()
    assert db.get("Fire // Ice").faces == (fire, ice)
    assert db.get("Fire // Ice").face("ICE") == ice


def test_adventure(db):
    card = db.get("Bonecrusher Giant // Stomp")
    assert card.layout == "adventure"
    assert card.is_creature and card.mana_cost == "{2}{R}"
    giant = card.battlefield_face()
    assert (giant.name, giant.power, giant.toughness) == ("Bonecrusher Giant", "4", "3")
    assert db.get("Bonecrusher Giant") == giant
    stomp = db.get("Stomp")
    assert stomp.full_name == "Bonecrusher Giant // Stomp"
    assert stomp.card_types == ("Instant",) and stomp.subtypes == ("Adventure",)
    assert stomp.mana_cost == "{1}{R}"


def test_mdfc_land_back_face(db):
    land = db.get("Agadeem, the Undercrypt")
    assert land.name == "Agadeem, the Undercrypt"
    assert land.full_name == "Agadeem's Awakening // Agadeem, the Undercrypt"
    assert land.is_land and not land.is_sorcery
    assert "{T}: Add {B}." in land.oracle_text
    assert land.battlefield_face() is land
    whole = db.get(land.full_name)
    assert whole.layout == "modal_dfc"
    assert whole.is_sorcery and not whole.is_land  # a modal DFC has its front face's characteristics
    assert whole.battlefield_face() == land  # the front is a sorcery; the permanent side is the land


def test_transform_card_enters_front_face_up(db):
    card = db.get("Delver of Secrets // Insectile Aberration")
    assert card.layout == "transform"
    assert card.battlefield_face().name == "Delver of Secrets"
    assert db.get("Insectile Aberration").full_name == card.name


def test_a_name_with_slashes_that_is_not_multi_face(db):
    card = db.get("SP//dr, Piloted by Peni")
    assert card.faces == () and card.is_creature
    assert db.get("sp // dr, piloted by peni") == card


def test_names_lists_whole_cards_and_optionally_faces(db):
    names = db.names()
    assert len(names) == len(db) > 29000
    assert "Fire // Ice" in names and "Ice" not in names
    assert "Ice" in db.names(faces=True)
    assert "Treasure" not in names


# -- type lines ------------------------------------------------------------------------------------------------


def test_dual_land_subtypes(db):
    card = db.get("Breeding Pool")
    assert card.type_line == "Land — Forest Island"
    assert card.card_types == ("Land",)
    assert card.subtypes == ("Forest", "Island")
    assert card.supertypes == ()


def test_legendary_snow_land(db):
    card = db.get("Dark Depths")
    assert card.type_line == "Legendary Snow Land"
    assert card.supertypes == ("Legendary", "Snow")
    assert card.is_legendary and card.is_snow and card.is_land and not card.is_basic
    assert card.subtypes == ()


def test_basic_snow_land(db):
    card = db.get("Snow-Covered Forest")
    assert card.supertypes == ("Basic", "Snow")
    assert card.is_basic and card.subtypes == ("Forest",)


def test_artifact_creature_land(db):
    arbor = db.get("Dryad Arbor")
    assert arbor.card_types == ("Land", "Creature")
    assert arbor.is_land and arbor.is_creature and arbor.is_permanent
    assert arbor.subtypes == ("Forest", "Dryad")


def test_type_predicates(db):
    assert db.get("Sol Ring").is_artifact and db.get("Sol Ring").is_permanent
    assert db.get("Lightning Bolt").is_instant and not db.get("Lightning Bolt").is_permanent
    assert db.get("Jace, the Mind Sculptor").is_planeswalker
    assert db.get("Utopia Sprawl").is_enchantment and db.get("Utopia Sprawl").subtypes == ("Aura",)


@pytest.mark.parametrize(("line", "expected"), [
    ("Land — Forest Island", ((), ("Land",), ("Forest", "Island"))),
    ("Land - Forest Island", ((), ("Land",), ("Forest", "Island"))),
    ("Artifact Creature -- Construct", ((), ("Artifact", "Creature"), ("Construct",))),
    ("Creature Human Soldier", ((), ("Creature",), ("Human", "Soldier"))),
    ("Summon Jaguar", ((), ("Creature",), ("Jaguar",))),
    ("Legendary Creature — Time Lord Doctor", (("Legendary",), ("Creature",), ("Time Lord", "Doctor"))),
    ("Tribal Instant — Goblin", ((), ("Tribal", "Instant"), ("Goblin",))),
    ("Kindred Artifact — Elf", ((), ("Kindred", "Artifact"), ("Elf",))),
    ("Token Artifact — Treasure", ((), ("Artifact",), ("Treasure",))),
    ("Battle — Siege", ((), ("Battle",), ("Siege",))),
    ("", ((), (), ())),
])
def test_parse_type_line(line, expected):
    assert tuple(parse_type_line(line)) == expected


def test_kindred_predicate():
    assert Card("X", type_line="Tribal Instant — Goblin").is_kindred
    assert Card("Y", type_line="Kindred Sorcery — Elf").is_kindred
    assert not Card("Z", type_line="Instant").is_kindred


# -- tokens ----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "type_line", "text", "pt"), [
    ("Treasure", "Artifact — Treasure", "{T}, Sacrifice this token: Add one mana of any color.", (None, None)),
    ("Gold", "Artifact — Gold", "Sacrifice this token: Add one mana of any color.", (None, None)),
    ("Powerstone", "Artifact — Powerstone", "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell.",
     (None, None)),
    ("Eldrazi Spawn", "Creature — Eldrazi Spawn", "Sacrifice this token: Add {C}.", ("0", "1")),
    ("Eldrazi Scion", "Creature — Eldrazi Scion", "Sacrifice this token: Add {C}.", ("1", "1")),
])
def test_tokens(db, name, type_line, text, pt):
    token = db.get(name.upper())
    assert token is TOKENS[name]
    assert token.is_token and token.layout == "token" and token.colors == ()
    assert (token.type_line, token.oracle_text, (token.power, token.toughness)) == (type_line, text, pt)
    assert db.get(f"{name} token") is token


def test_no_real_card_shadows_a_token(db):
    # The shipped data has no real card of these names, so the tokens are what is found.
    for name in TOKENS:
        assert name not in db.names(faces=True)


def test_tokens_are_found_in_any_database_and_real_cards_win(tmp_path):
    path = tmp_path / "user.sqlite"
    write_card_database([Card("Forest", type_line="Basic Land — Forest"),
                         Card("Gold", mana_cost="{3}", type_line="Artifact", oracle_text="A homebrew card.")], path)
    with CardDatabase.open(path) as user_db:
        assert user_db.get("Treasure").is_token
        assert user_db.get("Gold").oracle_text == "A homebrew card."  # a real card of that name wins
        assert not user_db.get("Gold").is_token
        assert len(user_db) == 2


# -- unknown cards ---------------------------------------------------------------------------------------------


def test_unknown_card_suggests_nearest(db):
    with pytest.raises(UnknownCardError) as info:
        db.get("Llanowar Elfs")
    error = info.value
    assert error.name == "Llanowar Elfs"
    assert error.suggestions[0] == "Llanowar Elves"
    assert 1 <= len(error.suggestions) <= 3
    assert "did you mean 'Llanowar Elves'" in str(error)
    assert isinstance(error, ManaplanError)


@pytest.mark.parametrize(("typo", "meant"), [
    ("Birds of Paradice", "Birds of Paradise"),
    ("Gaea's Cradel", "Gaea's Cradle"),
    ("Urborg tomb of yawgmoth", "Urborg, Tomb of Yawgmoth"),
    ("Tomb of Yawgmoth, Urborg", "Urborg, Tomb of Yawgmoth"),
    ("Tresure", "Treasure"),
    ("Bonecrusher", "Bonecrusher Giant"),
    ("Snapp", "Snap"),  # the whole name mistyped, before the names that contain it (Shore Snapper, Snapping Drake)
])
def test_suggestions(db, typo, meant):
    assert db.suggest(typo)[0] == meant


def test_no_suggestion_for_nonsense(db):
    with pytest.raises(UnknownCardError) as info:
        db.get("Xyzzy Plugh")
    assert info.value.suggestions == ()
    assert db.suggest("") == ()
    assert db.suggest("Sol Rign", limit=1) == ("Sol Ring",)


# -- data ------------------------------------------------------------------------------------------------------


def test_pre_2021_wording_is_kept(db):
    card = db.get("Mistveil Plains")
    assert card.text_as_of is not None and card.text_as_of < "2021"
    assert card.oracle_text.startswith("Mistveil Plains enters the battlefield tapped.")


def test_categories_and_ground_truth_joined(db):
    elves = db.get("Llanowar Elves")
    assert "mana_ability" in elves.categories
    assert elves.produced_mana == ("G",)
    # mana_cards.jsonl's corrected truth wins over the raw one (C added for "{T}: Add {C}" pain lands)
    assert db.get("Adarkar Wastes").produced_mana == ("W", "U", "C")
    assert db.get("Lightning Bolt").categories == ()
    assert db.get("Lightning Bolt").produced_mana is None
    # mana_cards.jsonl lists faces by the face's name; the whole card collects its faces' labels
    assert "mana_ability" in db.get("Adanto, the First Fort").categories
    assert db.get("Legion's Landing").categories == ()
    assert "mana_ability" in db.get("Legion's Landing // Adanto, the First Fort").categories


def test_info(db):
    info = db.info()
    assert info.path == shipped_database_path()
    assert info.cards == len(db) == 29763
    assert info.built_at[:2] == "20"
    assert "all_cards.jsonl.gz" in info.source


def test_iterating_gives_every_card(db):
    cards = list(db)
    assert len(cards) == len(db)
    assert sum(1 for card in cards if card.faces) == 683
    assert all(isinstance(card, Card) for card in cards)


# -- default database ------------------------------------------------------------------------------------------


def test_default_database_is_cached_and_replaceable(tmp_path):
    shipped = default_database()
    assert shipped is default_database()
    assert shipped.path == shipped_database_path()
    path = tmp_path / "other.sqlite"
    write_card_database([Card("Homebrew Gate", type_line="Land", oracle_text="{T}: Add {W} or {U}.")], path)
    try:
        set_default_database(path)
        assert default_database().get("homebrew gate").is_land
        assert "Forest" not in default_database()
    finally:
        set_default_database(None)
    assert default_database().path == shipped_database_path()


# -- records and the file format -------------------------------------------------------------------------------


def test_record_round_trip(db):
    for name in ["Fire // Ice", "Bonecrusher Giant // Stomp", "Llanowar Elves", "Jace, the Mind Sculptor"]:
        card = db.get(name)
        assert Card.from_dict(card.to_dict()) == card


def test_card_from_source_joins_split_halves():
    record = {"name": "Wear // Tear", "mana_cost": "{1}{R}", "type_line": "Instant", "layout": "split",
              "oracle_text": "Destroy target artifact.", "colors": ["R", "W"], "source": "dropped",
              "faces": [{"name": "Wear", "mana_cost": "{1}{R}", "type_line": "Instant",
                         "oracle_text": "Destroy target artifact.", "source": "dropped"},
                        {"name": "Tear", "mana_cost": "{W}", "type_line": "Instant",
                         "oracle_text": "Destroy target enchantment.", "source": "dropped"}]}
    card = card_from_source(record, {"Tear": {"categories": ["requested"], "produced_mana": None}})
    assert card.mana_cost == "{1}{R} // {W}"
    assert card.oracle_text == "Destroy target artifact.\n//\nDestroy target enchantment."
    assert card.faces[1].categories == ("requested",) and card.faces[0].categories == ()
    assert card.categories == ("requested",)  # the whole card collects its faces' labels
    assert "source" not in card.to_dict()


def test_duplicate_names_are_refused(tmp_path):
    with pytest.raises(CardDataError, match="two cards"):
        write_card_database([Card("Forest"), Card("forest")], tmp_path / "dup.sqlite")


def test_missing_and_foreign_files_are_card_data_errors(tmp_path):
    with pytest.raises(CardDataError, match="not found"):
        CardDatabase.open(tmp_path / "nothing.sqlite")
    junk = tmp_path / "junk.sqlite"
    junk.write_bytes(b"this is not a database" * 100)
    with pytest.raises(CardDataError, match="not a manaplan card database"):
        CardDatabase.open(junk)
    other = tmp_path / "other.sqlite"
    with sqlite3.connect(other) as conn:
        conn.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value)")
        conn.execute("INSERT INTO meta VALUES ('format', 'something-else')")
    with pytest.raises(CardDataError, match="not a manaplan card database"):
        CardDatabase.open(other)


def test_a_newer_format_is_refused(tmp_path):
    path = tmp_path / "new.sqlite"
    write_card_database([Card("Forest")], path)
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE meta SET value = 999 WHERE key = 'version'")
    with pytest.raises(CardDataError, match="format 999"):
        CardDatabase.open(path)


def test_normalize_name():
    assert normalize_name("  Gaea\u2019s   CRADLE ") == "gaea's cradle"
    assert normalize_name("Fire//Ice") == normalize_name("fire // ice") == "fire // ice"
    assert normalize_name("J\u00f6tun Grunt") == "jotun grunt"
