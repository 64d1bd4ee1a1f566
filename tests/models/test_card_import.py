"""Importing card data: Scryfall bulk files and MTGJSON AtomicCards, compressed or not, wrong or truncated."""

from __future__ import annotations

import bz2
import gzip
import json
import lzma
import zipfile
from pathlib import Path
from typing import Any

import platformdirs
import pytest

from manaplan.models.cards import importers as card_import
from manaplan.models.cards.importers import (
    colors_of_cost,
    detect_compression,
    import_cards,
    mtgjson_cards,
    read_card_file,
    scryfall_cards,
    scryfall_skip_reason,
    snapshot_date,
    sniff_format,
)
from manaplan.models.cards.store import (
    Card,
    CardDatabase,
    default_database,
    set_default_database,
    shipped_database_path,
    user_database_path,
    write_card_database,
)
from manaplan.models.errors import CardDataError, ManaplanError

BUILT = "2025-01-02T03:04:05+00:00"


@pytest.fixture(autouse=True)
def user_dir(tmp_path, monkeypatch):
    """Point the user data directory at tmp_path: tests never touch the real one."""
    folder = tmp_path / "user-data"
    monkeypatch.setattr(platformdirs, "user_data_dir", lambda *args, **kwargs: str(folder))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    set_default_database(None)
    yield folder
    set_default_database(None)


# -- Scryfall records, as Scryfall lays them out -----------------------------------------------------------------


def scryfall(name: str, **fields: Any) -> dict[str, Any]:
    """A Scryfall card object with the printing-level noise a real one has."""
    record: dict[str, Any] = {
        "object": "card", "id": f"id-{name}", "oracle_id": f"oracle-{name}", "lang": "en", "name": name,
        "layout": "normal", "set": "abc", "set_type": "expansion", "rarity": "common", "digital": False,
        "image_uris": {"small": "https://example.invalid/s.jpg", "normal": "https://example.invalid/n.jpg"},
        "legalities": {"standard": "not_legal", "legacy": "legal", "commander": "legal"},
        "prices": {"usd": "0.25", "eur": None}, "cmc": 1.0, "keywords": [], "games": ["paper"],
    }
    record.update(fields)
    return record


def face(name: str, **fields: Any) -> dict[str, Any]:
    return {"object": "card_face", "name": name, "artist": "Someone", **fields}


LLANOWAR = scryfall("Llanowar Elves", mana_cost="{G}", type_line="Creature — Elf Druid",
                    oracle_text="{T}: Add {G}.", colors=["G"], power="1", toughness="1", produced_mana=["G"])
FIRE_ICE = scryfall(
    "Fire // Ice", layout="split", mana_cost="{1}{R} // {1}{U}", type_line="Instant // Instant", colors=["U", "R"],
    card_faces=[face("Fire", mana_cost="{1}{R}", type_line="Instant",
                     oracle_text="Fire deals 2 damage divided as you choose among one or two targets."),
                face("Ice", mana_cost="{1}{U}", type_line="Instant",
                     oracle_text="Tap target permanent.\nDraw a card.")])
BONECRUSHER = scryfall(
    "Bonecrusher Giant // Stomp", layout="adventure", mana_cost="{2}{R} // {1}{R}",
    type_line="Creature — Giant // Instant — Adventure", colors=["R"], power="4", toughness="3",
    card_faces=[face("Bonecrusher Giant", mana_cost="{2}{R}", type_line="Creature — Giant",
                     oracle_text="Whenever Bonecrusher Giant becomes the target of a spell, Bonecrusher Giant deals 2 "
                                 "damage to that spell's controller."),
                face("Stomp", mana_cost="{1}{R}", type_line="Instant — Adventure",
                     oracle_text="Damage can't be prevented this turn. Stomp deals 2 damage to any target.")])
DELVER = scryfall(
    "Delver of Secrets // Insectile Aberration", layout="transform",
    type_line="Creature — Human Wizard // Creature — Human Insect",
    card_faces=[face("Delver of Secrets", mana_cost="{U}", type_line="Creature — Human Wizard", colors=["U"],
                     oracle_text="At the beginning of your upkeep, look at the top card of your library.",
                     power="1", toughness="1"),
                face("Insectile Aberration", mana_cost="", type_line="Creature — Human Insect", colors=["U"],
                     color_indicator=["U"], oracle_text="Flying", power="3", toughness="2")])
AGADEEM = scryfall(
    "Agadeem's Awakening // Agadeem, the Undercrypt", layout="modal_dfc", type_line="Sorcery // Land",
    produced_mana=["B"],
    card_faces=[face("Agadeem's Awakening", mana_cost="{X}{B}{B}{B}", type_line="Sorcery", colors=["B"],
                     oracle_text="Return from your graveyard to the battlefield any number of target creature cards."),
                face("Agadeem, the Undercrypt", mana_cost="", type_line="Land", colors=[],
                     oracle_text="As Agadeem, the Undercrypt enters, you may pay 3 life.\n{T}: Add {B}.")])
BUSHI = scryfall(
    "Bushi Tenderfoot // Kenzo the Hardhearted", layout="flip", mana_cost="{W}", colors=["W"],
    type_line="Creature — Human Soldier // Legendary Creature — Human Samurai",
    card_faces=[face("Bushi Tenderfoot", mana_cost="{W}", type_line="Creature — Human Soldier",
                     oracle_text="When a creature dealt damage by Bushi Tenderfoot this turn dies, flip it.",
                     power="1", toughness="1"),
                face("Kenzo the Hardhearted", mana_cost="", type_line="Legendary Creature — Human Samurai",
                     oracle_text="Double strike; bushido 2", power="3", toughness="4")])
SAGA = scryfall("History of Benalia", layout="saga", mana_cost="{1}{W}{W}", colors=["W"],
                type_line="Enchantment — Saga", oracle_text="I, II — Create a 2/2 white Knight creature token.")
TOKEN = scryfall("Goblin", layout="token", set_type="token", type_line="Token Creature — Goblin", colors=["R"],
                 power="1", toughness="1", legalities={"legacy": "not_legal"})
ART = scryfall("Fire // Fire", layout="art_series", set_type="memorabilia", type_line="Card // Card",
               card_faces=[face("Fire", type_line="Card"), face("Fire", type_line="Card")])
UNCARD = scryfall("Sword of Dungeons & Dragons", set_type="funny", mana_cost="{3}", type_line="Artifact — Equipment",
                  oracle_text="Equip {2}", legalities={"legacy": "not_legal", "vintage": "not_legal"})
LEGAL_UNCARD = scryfall("Saw in Half", set_type="funny", mana_cost="{2}{B}", type_line="Instant", colors=["B"],
                        oracle_text="Destroy target creature.", legalities={"legacy": "legal"})
REVERSIBLE = scryfall(
    "Propaganda // Propaganda", layout="reversible_card",
    card_faces=[face("Propaganda", layout="normal", mana_cost="{2}{U}", type_line="Enchantment", colors=["U"],
                     oracle_text="Creatures can't attack you unless their controller pays {2}."),
                face("Propaganda", layout="normal", mana_cost="{2}{U}", type_line="Enchantment", colors=["U"],
                     oracle_text="Creatures can't attack you unless their controller pays {2}.")])
GATE = scryfall("Synthetic Gate", type_line="Land — Gate", oracle_text="{T}: Add {W} or {U}.",
                produced_mana=["W", "U"])

ORACLE_CARDS = [LLANOWAR, FIRE_ICE, BONECRUSHER, DELVER, AGADEEM, BUSHI, SAGA, TOKEN, ART, UNCARD, LEGAL_UNCARD,
                REVERSIBLE, GATE]


def write_json(path: Path, data: Any, compress=None) -> Path:
    raw = json.dumps(data, ensure_ascii=False, indent=1).encode()
    path.write_bytes(compress(raw) if compress else raw)
    return path


@pytest.fixture
def oracle_cards(tmp_path) -> Path:
    return write_json(tmp_path / "oracle-cards-20250101100313.json", ORACLE_CARDS)


def comparable(card: Card) -> dict[str, Any]:
    """A card's record without the fields a Scryfall file does not carry the same way."""
    record = card.to_dict()
    for part in (record, *record.get("faces", ())):
        for key in ("text_as_of", "categories", "produced_mana"):
            part.pop(key, None)
    return record


# -- Scryfall oracle-cards -----------------------------------------------------------------------------------------


def test_oracle_cards_import(oracle_cards, tmp_path):
    report = import_cards(oracle_cards, tmp_path / "out.sqlite", built_at=BUILT)
    assert report.format == "scryfall" and report.kind == "Scryfall oracle-cards" and report.compression is None
    assert report.records == len(ORACLE_CARDS)
    assert dict(report.skipped) == {"token": 1, "art_series": 1, "un-card": 1}
    assert report.cards == 10 and report.duplicates == 0
    assert report.text_as_of == "2025-01-01"
    info = report.database
    assert info.cards == 10 and info.built_at == BUILT and info.path == tmp_path / "out.sqlite"
    assert info.source.startswith(f"Scryfall oracle-cards {oracle_cards.resolve()} sha256:")
    with CardDatabase.open(tmp_path / "out.sqlite") as db:
        assert len(db) == 10
        assert "Goblin" not in db and "Sword of Dungeons & Dragons" not in db and "Saw in Half" in db
        elves = db.get("llanowar elves")
        assert (elves.mana_cost, elves.type_line, elves.oracle_text) == ("{G}", "Creature — Elf Druid", "{T}: Add {G}.")
        assert elves.colors == ("G",) and (elves.power, elves.toughness) == ("1", "1")
        assert elves.produced_mana == ("G",) and elves.text_as_of == "2025-01-01" and elves.layout == "normal"
        assert db.get("Treasure").is_token  # the predefined tokens stay available


def test_multi_face_cards_are_laid_out_as_in_the_shipped_database(oracle_cards, tmp_path):
    import_cards(oracle_cards, tmp_path / "out.sqlite")
    with CardDatabase.open(tmp_path / "out.sqlite") as db, CardDatabase.open(shipped_database_path()) as shipped:
        for name in ("Fire // Ice", "Bonecrusher Giant // Stomp", "Llanowar Elves"):
            assert comparable(db.get(name)) == comparable(shipped.get(name)), name
        fire_ice = db.get("Fire//Ice")
        assert fire_ice.mana_cost == "{1}{R} // {1}{U}" and fire_ice.type_line == "Instant // Instant"
        assert fire_ice.oracle_text.split("\n//\n")[1] == "Tap target permanent.\nDraw a card."
        assert [f.colors for f in fire_ice.faces] == [("R",), ("U",)] and fire_ice.colors == ("U", "R")
        assert db.get("Ice") == fire_ice.faces[1] and db.get("Ice").full_name == "Fire // Ice"


def test_double_faced_cards(oracle_cards, tmp_path):
    import_cards(oracle_cards, tmp_path / "out.sqlite")
    with CardDatabase.open(tmp_path / "out.sqlite") as db:
        delver = db.get("Delver of Secrets // Insectile Aberration")
        assert delver.layout == "transform" and delver.mana_cost == "{U}" and delver.colors == ("U",)
        assert delver.type_line == "Creature — Human Wizard" and (delver.power, delver.toughness) == ("1", "1")
        back = db.get("Insectile Aberration")
        assert back.full_name == delver.name and back.colors == ("U",) and back.oracle_text == "Flying"
        assert (back.power, back.toughness) == ("3", "2") and back.layout == "transform"
        agadeem = db.get("Agadeem's Awakening // Agadeem, the Undercrypt")
        assert agadeem.layout == "modal_dfc" and agadeem.battlefield_face().name == "Agadeem, the Undercrypt"
        assert agadeem.colors == ("B",) and agadeem.faces[1].colors == () and agadeem.produced_mana == ("B",)
        assert agadeem.faces[1].produced_mana is None  # Scryfall's figure is the whole card's


def test_adventure_flip_saga_and_reversible_cards(oracle_cards, tmp_path):
    import_cards(oracle_cards, tmp_path / "out.sqlite")
    with CardDatabase.open(tmp_path / "out.sqlite") as db:
        giant = db.get("Bonecrusher Giant")  # an adventurer's power and toughness are on Scryfall's whole card
        assert (giant.power, giant.toughness) == ("4", "3") and giant.colors == ("R",)
        assert db.get("Stomp").colors == ("R",) and db.get("Stomp").power is None
        bushi = db.get("Bushi Tenderfoot // Kenzo the Hardhearted")
        assert bushi.layout == "flip" and bushi.mana_cost == "{W}"
        assert db.get("Kenzo the Hardhearted").colors == ("W",)  # a flip card's back has the card's colours
        assert db.get("History of Benalia").layout == "normal"
        propaganda = db.get("Propaganda")
        assert propaganda.layout == "normal" and not propaganda.faces and propaganda.mana_cost == "{2}{U}"
        assert "Propaganda // Propaganda" not in db


def test_default_cards_keeps_one_printing_per_name(tmp_path):
    printings = [
        scryfall("Llanowar Elves", id="p1", set="lea", mana_cost="{G}", type_line="Creature — Elf Druid",
                 oracle_text="{T}: Add {G}.", colors=["G"], power="1", toughness="1", produced_mana=["G"]),
        scryfall("Forest", id="p2", set="lea", type_line="Basic Land — Forest", oracle_text="({T}: Add {G}.)",
                 produced_mana=["G"]),
        {**TOKEN, "id": "p3"},
        scryfall("Llanowar Elves", id="p4", set="m19", mana_cost="{G}", type_line="Creature — Elf Druid",
                 oracle_text="{T}: Add {G}.", colors=["G"], power="1", toughness="1", produced_mana=["G"]),
        scryfall("Llanowar Elves", id="p5", set="a-dom", digital=True, mana_cost="{G}",
                 type_line="Creature — Elf Druid", oracle_text="{T}: Add {G}.", colors=["G"], power="1",
                 toughness="1", produced_mana=["G"]),
        scryfall("Forest", id="p6", set="unh", set_type="funny", type_line="Basic Land — Forest",
                 oracle_text="({T}: Add {G}.)", legalities={"legacy": "legal"}),
        {**FIRE_ICE, "id": "p7"}, {**FIRE_ICE, "id": "p8"},
    ]
    path = write_json(tmp_path / "default-cards-20250202101010.json", printings)
    report = import_cards(path, tmp_path / "out.sqlite")
    assert report.kind == "Scryfall default-cards" and report.records == 8
    assert report.cards == 3 and report.duplicates == 4 and dict(report.skipped) == {"token": 1}
    with CardDatabase.open(tmp_path / "out.sqlite") as db:
        assert sorted(db.names()) == ["Fire // Ice", "Forest", "Llanowar Elves"]
        assert db.get("Forest").is_basic and db.get("Llanowar Elves").oracle_text == "{T}: Add {G}."


def test_scryfall_api_list_object(tmp_path):
    path = write_json(tmp_path / "search.json", {"object": "list", "has_more": False, "total_cards": 2,
                                                 "data": [LLANOWAR, FIRE_ICE]})
    file = read_card_file(path)
    assert file.format == "scryfall" and [c.name for c in file.cards] == ["Llanowar Elves", "Fire // Ice"]


# -- MTGJSON -------------------------------------------------------------------------------------------------------


def atomic(name: str, **fields: Any) -> dict[str, Any]:
    entry = {"name": name, "layout": "normal", "colors": [], "colorIdentity": [], "convertedManaCost": 1.0,
             "manaValue": 1.0, "identifiers": {"scryfallOracleId": "x"}, "legalities": {"legacy": "Legal"},
             "printings": ["LEA"], "foreignData": [{"language": "German", "name": name + " (de)"}],
             "purchaseUrls": {"tcgplayer": "https://example.invalid"}, "types": [], "subtypes": [], "supertypes": []}
    entry.update(fields)
    return entry


ATOMIC = {
    "meta": {"date": "2024-11-05", "version": "5.2.2+20241105"},
    "data": {
        "Llanowar Elves": [atomic("Llanowar Elves", manaCost="{G}", type="Creature — Elf Druid", colors=["G"],
                                  text="{T}: Add {G}.", power="1", toughness="1")],
        "Fire // Ice": [
            atomic("Fire // Ice", faceName="Fire", side="a", layout="split", manaCost="{1}{R}", type="Instant",
                   colors=["R"], text="Fire deals 2 damage divided as you choose among one or two targets."),
            atomic("Fire // Ice", faceName="Ice", side="b", layout="split", manaCost="{1}{U}", type="Instant",
                   colors=["U"], text="Tap target permanent.\nDraw a card.")],
        "Dusk // Dawn": [
            atomic("Dusk // Dawn", faceName="Dusk", side="a", layout="aftermath", manaCost="{2}{W}{W}",
                   type="Sorcery", colors=["W"], text="Destroy all creatures with power 3 or greater."),
            atomic("Dusk // Dawn", faceName="Dawn", side="b", layout="aftermath", manaCost="{3}{W}{W}",
                   type="Sorcery", colors=["W"], text="Aftermath\nReturn all creature cards with power 2 or less.")],
        "Delver of Secrets // Insectile Aberration": [
            atomic("Delver of Secrets // Insectile Aberration", faceName="Insectile Aberration", side="b",
                   layout="transform", type="Creature — Human Insect", colors=["U"], text="Flying", power="3",
                   toughness="2"),
            atomic("Delver of Secrets // Insectile Aberration", faceName="Delver of Secrets", side="a",
                   layout="transform", manaCost="{U}", type="Creature — Human Wizard", colors=["U"],
                   text="At the beginning of your upkeep, look at the top card of your library.", power="1",
                   toughness="1")],
        "Bruna, the Fading Light // Brisela, Voice of Nightmares": [
            atomic("Bruna, the Fading Light // Brisela, Voice of Nightmares", faceName="Bruna, the Fading Light",
                   side="a", layout="meld", manaCost="{5}{W}{W}", type="Legendary Creature — Angel Horror",
                   colors=["W"], text="Flying, vigilance", power="5", toughness="7"),
            atomic("Bruna, the Fading Light // Brisela, Voice of Nightmares", faceName="Brisela, Voice of Nightmares",
                   side="b", layout="meld", type="Legendary Creature — Eldrazi Angel", colors=["W"],
                   text="Flying, first strike, vigilance, lifelink", power="9", toughness="10")],
        "Gisela, the Broken Blade // Brisela, Voice of Nightmares": [
            atomic("Gisela, the Broken Blade // Brisela, Voice of Nightmares", faceName="Gisela, the Broken Blade",
                   side="a", layout="meld", manaCost="{2}{W}{W}", type="Legendary Creature — Angel Horror",
                   colors=["W"], text="Flying, first strike, lifelink", power="4", toughness="3"),
            atomic("Gisela, the Broken Blade // Brisela, Voice of Nightmares", faceName="Brisela, Voice of Nightmares",
                   side="b", layout="meld", type="Legendary Creature — Eldrazi Angel", colors=["W"],
                   text="Flying, first strike, vigilance, lifelink", power="9", toughness="10")],
        "Ach! Hans, Run!": [atomic("Ach! Hans, Run!", manaCost="{2}{R}{R}{G}{G}", type="Enchantment",
                                   isFunny=True, legalities={}, text="At the beginning of your upkeep, …")],
        "Goblin": [atomic("Goblin", layout="token", type="Token Creature — Goblin", colors=["R"])],
    },
}


def test_mtgjson_atomic_cards(tmp_path):
    path = write_json(tmp_path / "AtomicCards.json", ATOMIC)
    report = import_cards(path, tmp_path / "out.sqlite")
    assert report.format == "mtgjson" and report.kind == "MTGJSON AtomicCards 5.2.2+20241105"
    assert report.text_as_of == "2024-11-05" and report.records == 8
    assert dict(report.skipped) == {"un-card": 1, "token": 1} and report.duplicates == 1  # Brisela twice
    with CardDatabase.open(tmp_path / "out.sqlite") as db, CardDatabase.open(shipped_database_path()) as shipped:
        assert sorted(db.names()) == ["Brisela, Voice of Nightmares", "Bruna, the Fading Light",
                                      "Delver of Secrets // Insectile Aberration", "Dusk // Dawn", "Fire // Ice",
                                      "Gisela, the Broken Blade", "Llanowar Elves"]
        for name in ("Fire // Ice", "Llanowar Elves"):
            assert comparable(db.get(name)) == comparable(shipped.get(name)), name
        assert db.get("Dusk // Dawn").layout == "split" and db.get("Dawn").mana_cost == "{3}{W}{W}"
        delver = db.get("Delver of Secrets // Insectile Aberration")  # faces in side order, not file order
        assert [f.name for f in delver.faces] == ["Delver of Secrets", "Insectile Aberration"]
        assert delver.mana_cost == "{U}" and delver.colors == ("U",)
        bruna = db.get("Bruna, the Fading Light")
        assert bruna.layout == "meld" and not bruna.faces and (bruna.power, bruna.toughness) == ("5", "7")
        assert db.get("Brisela, Voice of Nightmares").power == "9"
        assert db.get("Llanowar Elves").produced_mana is None  # MTGJSON does not say: unknown
        assert db.get("Llanowar Elves").text_as_of == "2024-11-05"


def test_mtgjson_cards_colours_of_split_and_double_faced_cards():
    [fire_ice] = mtgjson_cards("Fire // Ice", ATOMIC["data"]["Fire // Ice"])
    assert fire_ice.colors == ("U", "R") and fire_ice.oracle_text.count("\n//\n") == 1
    [delver] = mtgjson_cards("x", ATOMIC["data"]["Delver of Secrets // Insectile Aberration"], text_as_of="2024-01-01")
    assert delver.name == "Delver of Secrets // Insectile Aberration" and delver.faces[1].text_as_of == "2024-01-01"


# -- compression ---------------------------------------------------------------------------------------------------


def _zip(raw: bytes) -> bytes:
    import io

    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("AtomicCards.json", raw)
    return buffer.getvalue()


@pytest.mark.parametrize(("suffix", "compress", "expected"), [
    (".json.gz", gzip.compress, "gzip"),
    (".json.xz", lzma.compress, "xz"),
    (".json.bz2", bz2.compress, "bz2"),
    (".json.zip", _zip, "zip"),
    (".json", gzip.compress, "gzip"),  # by the bytes, not the name
    (".json.gz", None, None),
])
def test_compressed_files(tmp_path, suffix, compress, expected):
    path = write_json(tmp_path / f"oracle-cards{suffix}", ORACLE_CARDS, compress)
    file = read_card_file(path)
    assert file.compression == expected and len(file.cards) == 10


def test_compressed_mtgjson(tmp_path):
    for compress in (gzip.compress, lzma.compress):
        path = write_json(tmp_path / "AtomicCards.json.x", ATOMIC, compress)
        assert len(read_card_file(path).cards) == 7


def test_detect_compression():
    assert detect_compression(b"\x1f\x8b\x08") == "gzip"
    assert detect_compression(b"\xfd7zXZ\x00\x00") == "xz"
    assert detect_compression(b"BZh91AY") == "bz2"
    assert detect_compression(b"PK\x03\x04") == "zip"
    assert detect_compression(b"\x28\xb5\x2f\xfd") == "zstd"
    assert detect_compression(b"[{") is None


def test_zstd_is_refused_clearly(tmp_path):
    path = tmp_path / "oracle-cards.json.zst"
    path.write_bytes(b"\x28\xb5\x2f\xfd" + b"\0" * 20)
    with pytest.raises(CardDataError, match="zstd-compressed data cannot be read here; decompress it first"):
        read_card_file(path)


def test_byte_order_mark(tmp_path):
    path = tmp_path / "oracle-cards.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps([LLANOWAR]).encode())
    assert [c.name for c in read_card_file(path).cards] == ["Llanowar Elves"]


# -- truncated and wrong files --------------------------------------------------------------------------------------


def _big_records(count: int = 2000) -> list[dict[str, Any]]:
    return [scryfall(f"Card {n}", type_line="Land", oracle_text="{T}: Add {G}.") for n in range(count)]


@pytest.fixture
def previous(tmp_path, oracle_cards) -> Path:
    """A database imported before, which a failed import must leave as it was."""
    output = tmp_path / "cards.sqlite"
    import_cards(oracle_cards, output, built_at=BUILT)
    return output


@pytest.mark.parametrize(("compress", "message"), [
    (None, r"the file is truncated: the JSON ends after [\d,]+ bytes of JSON and [\d,]+ complete records"),
    (gzip.compress, r"the gzip data is truncated: it breaks off after [\d,]+ bytes of JSON"),
    (lzma.compress, r"the xz data is truncated"),
    (bz2.compress, r"the bz2 data is truncated"),
])
def test_truncated_file_leaves_the_previous_database_intact(tmp_path, previous, compress, message):
    before = previous.read_bytes()
    raw = json.dumps(_big_records()).encode()
    data = compress(raw) if compress else raw
    path = tmp_path / "oracle-cards-truncated.json"
    path.write_bytes(data[: len(data) * 2 // 3])
    with pytest.raises(CardDataError, match=message) as caught:
        import_cards(path, previous)
    assert str(path) in str(caught.value) and "\n" not in str(caught.value)
    assert previous.read_bytes() == before
    with CardDatabase.open(previous) as db:
        assert len(db) == 10 and db.info().built_at == BUILT
    assert not previous.with_name(previous.name + ".tmp").exists()


def test_truncated_between_records(tmp_path, previous):
    text = json.dumps([LLANOWAR, FIRE_ICE])
    path = tmp_path / "oracle-cards.json"
    path.write_text(text[: text.index("}, {") + 1])  # '[{...}' : one whole record, no closing bracket
    with pytest.raises(CardDataError, match=r"truncated: the JSON ends after [\d,]+ bytes of JSON and 1 complete "
                                            r"record$"):
        import_cards(path, previous)
    with CardDatabase.open(previous) as db:
        assert len(db) == 10


def test_truncated_zip(tmp_path, previous):
    data = _zip(json.dumps(ATOMIC).encode())
    path = tmp_path / "AtomicCards.json.zip"
    path.write_bytes(data[:-30])
    with pytest.raises(CardDataError, match="truncated or damaged zip file"):
        import_cards(path, previous)


def test_damaged_gzip(tmp_path, previous):
    data = bytearray(gzip.compress(json.dumps(_big_records()).encode()))
    data[len(data) // 2: len(data) // 2 + 64] = b"\xff" * 64
    path = tmp_path / "oracle-cards.json.gz"
    path.write_bytes(bytes(data))
    with pytest.raises(CardDataError, match="the gzip data is damaged|invalid JSON in the decompressed gzip data"):
        import_cards(path, previous)


@pytest.mark.parametrize(("content", "message"), [
    (b"name,mana_cost\nForest,\n", r"not a Scryfall or MTGJSON card file: not JSON \(it starts b'name,mana_cost"),
    (b"", "the file is empty"),
    (b"   \n", "the file is empty"),
    (b'"just a string"', "a JSON string"),
    (b'{"name": "Forest", "type_line": "Land"}', 'a JSON object without "data"'),
    (b'{"meta": {}, "data": "nothing"}', 'its "data" is a JSON string'),
    (b'[{"object": "ruling", "oracle_id": "x", "comment": "..."}]', "record 1 is a Scryfall 'ruling' object"),
    (b'[1, 2, 3]', "record 1 is a JSON int, not a card object"),
    (b'[{"object": "card"}]', "record 1 is a card object without a name"),
    (b'{"meta": {}, "data": {"10E": {"code": "10E", "cards": []}}}', "looks like AllPrintings or a set file"),
    (b'{"meta": {}, "data": {"Forest": [1]}}', r"data\['Forest'\] is a list holding something"),
    (b"[]", "no cards found"),
    (b'[{"object": "card", "name": "Goblin", "layout": "token"}]', r"no cards found \(1 records read, 1 of them"),
    (b'[{"object": "card", "name": "Forest"}] trailing', r"invalid JSON \(parse error: trailing garbage"),
    (b'[{"object": "card", "name": "Forest", "power": [1]}]', r"record 1 \('Forest'\): expected text"),
    (b'[{"object": "card", "name": "Forest", "layout": ["normal"]}]', r"record 1 \('Forest'\): unexpected data"),
    (b'[{"object": "card", "name": "A // B", "layout": "split", "card_faces": [{"name": "A"}, {"type_line": "X"}]}]',
     r"record 1 \('A // B'\): a card or face without a name"),
    (b'{"data": {"X": [{"name": "X", "layout": "normal", "text": 5}]}}', r"data\['X'\]: text is 5, not text"),
])
def test_wrong_files(tmp_path, previous, content, message):
    path = tmp_path / "cards.json"
    path.write_bytes(content)
    before = previous.read_bytes()
    with pytest.raises(CardDataError, match=message) as caught:
        import_cards(path, previous)
    assert str(caught.value).startswith(str(path)) and "\n" not in str(caught.value)
    assert previous.read_bytes() == before


def test_not_a_card_file_says_what_was_expected(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text("hello")
    with pytest.raises(CardDataError) as caught:
        read_card_file(path)
    assert "expected a Scryfall bulk card file" in str(caught.value) and "MTGJSON AtomicCards" in str(caught.value)
    assert isinstance(caught.value, ManaplanError)


def test_a_database_is_not_a_card_file(tmp_path):
    with pytest.raises(CardDataError, match="an SQLite database .*give it with --cards"):
        read_card_file(shipped_database_path())


def test_a_database_is_named_as_one_whatever_brackets_its_blocks_hold(tmp_path):
    """Its compressed blocks are no JSON: their bytes are not counted as JSON nesting before the file is recognised."""
    path = tmp_path / "cards.db"
    path.write_bytes(b"SQLite format 3\x00" + b"[{" * 5000)
    with pytest.raises(CardDataError, match="an SQLite database .*give it with --cards"):
        read_card_file(path)


def test_name_promising_compression_is_noted(tmp_path):
    path = tmp_path / "oracle-cards.json.gz"
    path.write_text("hello")
    with pytest.raises(CardDataError, match=r"oracle-cards.json.gz \(named .gz, but not compressed\): not a"):
        read_card_file(path)


def test_missing_file_and_directory(tmp_path):
    with pytest.raises(CardDataError, match="cannot read .*nope.json: No such file"):
        read_card_file(tmp_path / "nope.json")
    with pytest.raises(CardDataError, match="cannot read"):
        read_card_file(tmp_path)


def test_output_that_is_not_a_database_is_not_overwritten(tmp_path, oracle_cards):
    precious = tmp_path / "notes.txt"
    precious.write_text("my notes")
    with pytest.raises(CardDataError, match="exists and is not a card database"):
        import_cards(oracle_cards, precious)
    assert precious.read_text() == "my notes"
    with pytest.raises(CardDataError, match="is the shipped card database"):
        import_cards(oracle_cards, shipped_database_path())
    with pytest.raises(CardDataError, match="is a directory"):
        import_cards(oracle_cards, tmp_path)


# -- the user database and the default ------------------------------------------------------------------------------


def test_import_goes_to_the_user_directory_and_becomes_the_default(oracle_cards, user_dir):
    assert default_database().path == shipped_database_path()
    report = import_cards(oracle_cards)
    assert report.database.path == user_database_path() and user_database_path().parent == user_dir
    db = default_database()
    assert db.path == user_database_path() and len(db) == 10
    assert "Synthetic Gate" in db and "Mystic Gate" not in db and db.get("Treasure").is_token


def test_second_import_replaces_the_first(tmp_path, oracle_cards):
    import_cards(oracle_cards)
    first = default_database()
    path = write_json(tmp_path / "AtomicCards.json", ATOMIC)
    import_cards(path)
    second = default_database()
    assert second is not first and len(second) == 7 and "Synthetic Gate" not in second
    assert "Synthetic Gate" in first  # a database already open goes on reading the file it opened


def test_a_chosen_default_stays_chosen_after_an_import(tmp_path, oracle_cards):
    chosen = tmp_path / "chosen.sqlite"
    write_card_database([Card("Homebrew Gate", type_line="Land")], chosen)
    set_default_database(chosen)
    import_cards(oracle_cards)
    assert default_database().path == chosen


def test_a_damaged_user_database_says_how_to_recover(user_dir):
    user_database_path().parent.mkdir(parents=True)
    user_database_path().write_bytes(b"SQLite format 3\x00" + b"\0" * 100)
    with pytest.raises(CardDataError, match="imported card database: import again, or delete the file"):
        default_database()


def test_progress_is_reported(tmp_path):
    path = write_json(tmp_path / "oracle-cards.json.gz", _big_records(), gzip.compress)
    seen: list[int] = []
    read_card_file(path, progress=seen.append)
    assert seen and seen == sorted(seen) and seen[-1] == path.stat().st_size


# -- pure pieces ----------------------------------------------------------------------------------------------------


def test_sniff_format():
    assert sniff_format(b"\n [") == ("scryfall", None)
    assert sniff_format(b'{"meta": {"version": "5"}, "data": {') == ("mtgjson", {"version": "5"})
    assert sniff_format(b'{"data": {"A": [') == ("mtgjson", None)
    assert sniff_format(b'{"object": "list", "data": [') == ("scryfall-list", None)
    with pytest.raises(CardDataError, match='no "data" in its first'):
        sniff_format(b'{"other": [1, 2, 3')
    with pytest.raises(CardDataError, match="truncated or damaged near its start"):
        sniff_format(b'{"other": [1, 2, 3', complete=True)


def test_snapshot_date():
    assert snapshot_date("default-cards-20240229093012.json") == "2024-02-29"
    assert snapshot_date("x/AtomicCards.json", {"date": "2023-05-06"}) == "2023-05-06"
    assert snapshot_date("cards-2023-13-45.json") is None
    assert snapshot_date("cards.json", {"date": 5}) is None


def test_colors_of_cost():
    assert colors_of_cost("{W/U}{B/P}{2/R}{G}") == ["W", "U", "B", "R", "G"]
    assert colors_of_cost("{C}{S}{X}{10}") == []


def test_skip_reasons():
    assert scryfall_skip_reason(LLANOWAR) is None
    assert scryfall_skip_reason(TOKEN) == "token"
    assert scryfall_skip_reason(ART) == "art_series"
    assert scryfall_skip_reason(UNCARD) == "un-card"
    assert scryfall_skip_reason(LEGAL_UNCARD) is None
    assert scryfall_skip_reason(scryfall("The Protector", set_type="memorabilia", legalities={})) == "memorabilia"
    assert scryfall_skip_reason(scryfall("Black Lotus", set_type="memorabilia",
                                         legalities={"vintage": "restricted"})) is None
    for layout in ("emblem", "planar", "scheme", "vanguard", "double_faced_token"):
        assert scryfall_skip_reason(scryfall("X", layout=layout)) == layout
    assert scryfall_skip_reason(scryfall("Spirit", type_line="Token Creature — Spirit")) == "token"


def test_scryfall_cards_pure():
    [card] = scryfall_cards(GATE, text_as_of="2025-01-01")
    assert card.produced_mana == ("W", "U") and card.text_as_of == "2025-01-01" and card.subtypes == ("Gate",)
    assert len(scryfall_cards(REVERSIBLE)) == 1
    with pytest.raises(CardDataError):
        scryfall_cards({**LLANOWAR, "card_faces": "oops"})


def test_module_all_is_exported():
    for name in card_import.__all__:
        assert hasattr(card_import, name)
