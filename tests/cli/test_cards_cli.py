"""``manaplan cards import`` and ``manaplan cards info`` through click's runner, and the imported database in use."""

from __future__ import annotations

import gzip
import json
import lzma
from pathlib import Path
from typing import Any

import platformdirs
import pytest
from click.testing import CliRunner

from manaplan.cli.main import app
from manaplan.models.cards.store import set_default_database, shipped_database_path, user_database_path


@pytest.fixture(autouse=True)
def user_dir(tmp_path, monkeypatch):
    """The user data directory in tmp_path, no $MANAPLAN_CARDS, and no default database left from other tests."""
    folder = tmp_path / "user-data"
    monkeypatch.setattr(platformdirs, "user_data_dir", lambda *args, **kwargs: str(folder))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.delenv("MANAPLAN_CARDS", raising=False)
    set_default_database(None)
    yield folder
    set_default_database(None)


@pytest.fixture
def run():
    try:
        runner = CliRunner(mix_stderr=False)  # click 8.1: keep stderr apart (8.2 always does)
    except TypeError:
        runner = CliRunner()

    def invoke(*args: str, env: dict[str, str] | None = None):
        return runner.invoke(app, list(args), env=env, catch_exceptions=False)

    return invoke


def scryfall(name: str, **fields: Any) -> dict[str, Any]:
    return {"object": "card", "id": f"id-{name}", "name": name, "layout": "normal", "set_type": "expansion",
            "lang": "en", "legalities": {"legacy": "legal"}, "prices": {"usd": "1.00"}, **fields}


CARDS = [
    scryfall("Synthetic Gate", type_line="Land — Gate", oracle_text="{T}: Add {W} or {U}.", produced_mana=["W", "U"]),
    scryfall("Llanowar Elves", mana_cost="{G}", type_line="Creature — Elf Druid", oracle_text="{T}: Add {G}.",
             colors=["G"], power="1", toughness="1"),
    scryfall("Fire // Ice", layout="split", mana_cost="{1}{R} // {1}{U}", type_line="Instant // Instant",
             colors=["U", "R"], card_faces=[
                 {"object": "card_face", "name": "Fire", "mana_cost": "{1}{R}", "type_line": "Instant",
                  "oracle_text": "Fire deals 2 damage divided as you choose among one or two targets."},
                 {"object": "card_face", "name": "Ice", "mana_cost": "{1}{U}", "type_line": "Instant",
                  "oracle_text": "Tap target permanent.\nDraw a card."}]),
    scryfall("Goblin", layout="token", set_type="token", type_line="Token Creature — Goblin"),
]


@pytest.fixture
def oracle_cards(tmp_path) -> Path:
    path = tmp_path / "oracle-cards-20250101100313.json.gz"
    path.write_bytes(gzip.compress(json.dumps(CARDS).encode()))
    return path


@pytest.fixture
def atomic_cards(tmp_path) -> Path:
    data = {"meta": {"date": "2024-11-05", "version": "5.2.2+20241105"},
            "data": {"Other Gate": [{"name": "Other Gate", "layout": "normal", "type": "Land — Gate",
                                     "text": "{T}: Add {B} or {R}.", "colors": []}]}}
    path = tmp_path / "AtomicCards.json.xz"
    path.write_bytes(lzma.compress(json.dumps(data).encode()))
    return path


def info(run, *args: str, env: dict[str, str] | None = None) -> dict[str, Any]:
    result = run(*args, "cards", "info", "--json", env=env)
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


# -- cards info ---------------------------------------------------------------------------------------------------


def test_info_before_any_import_is_the_shipped_database(run, user_dir):
    data = info(run)
    assert data["kind"] == "shipped" and data["selected_by"] == "default"
    assert data["path"] == str(shipped_database_path()) and data["cards"] > 29000
    assert data["user_database"] == str(user_database_path()) and not data["user_database_exists"]
    assert data["built_at"] and data["source"] and data["format_version"] == 1 and data["bytes"] > 0
    text = run("cards", "info").stdout
    assert "card database: shipped" in text and f"imports go to {user_database_path()}" in text


def test_import_then_info(run, oracle_cards):
    result = run("cards", "import", str(oracle_cards))
    assert result.exit_code == 0, result.output
    assert "imported 3 cards from oracle-cards-20250101100313.json.gz (Scryfall oracle-cards, gzip)" in result.stdout
    assert "skipped 1 (token 1)" in result.stdout and "manaplan uses it from now on" in result.stdout
    data = info(run)
    assert data["kind"] == "imported" and data["selected_by"] == "user database"
    assert data["path"] == str(user_database_path()) and data["cards"] == 3 and data["user_database_exists"]
    assert data["source"].startswith(f"Scryfall oracle-cards {oracle_cards.resolve()} sha256:")
    text = run("cards", "info").stdout
    assert "card database: imported (the user database" in text and "cards:    3 " in text


def test_import_json_report(run, oracle_cards):
    result = run("cards", "import", str(oracle_cards), "--json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data["cards"] == 3 and data["records"] == 4 and data["skipped"] == {"token": 1}
    assert data["compression"] == "gzip" and data["format"] == "scryfall" and data["text_as_of"] == "2025-01-01"
    assert data["database"]["path"] == str(user_database_path()) and data["database"]["cards"] == 3


# -- the imported database in use -----------------------------------------------------------------------------------


def test_card_command_uses_the_imported_database(run, oracle_cards):
    assert run("card", "Synthetic Gate").exit_code == 1  # not in the shipped database
    assert run("cards", "import", str(oracle_cards)).exit_code == 0
    result = run("card", "Synthetic Gate", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["name"] == "Synthetic Gate" and [a["cost"] for a in data["mana_abilities"]] == ["{T}"]
    assert run("card", "Ice").exit_code == 0
    assert run("card", "Mystic Gate").exit_code == 1  # only in the shipped database
    assert run("card", "Treasure").exit_code == 0  # the predefined tokens stay available


def test_cards_option_chooses_another_database(run, tmp_path, oracle_cards, atomic_cards):
    assert run("cards", "import", str(oracle_cards)).exit_code == 0
    other = tmp_path / "other.sqlite"
    result = run("cards", "import", str(atomic_cards), "-o", str(other))
    assert result.exit_code == 0 and f"use it with: manaplan --cards {other}" in result.stdout
    data = info(run, "--cards", str(other))
    assert data["path"] == str(other) and data["selected_by"] == "--cards" and data["cards"] == 1
    assert data["source"].startswith("MTGJSON AtomicCards 5.2.2+20241105 ")
    assert run("--cards", str(other), "card", "Other Gate").exit_code == 0
    assert run("--cards", str(other), "card", "Synthetic Gate").exit_code == 1
    assert info(run, env={"MANAPLAN_CARDS": str(other)})["selected_by"] == "MANAPLAN_CARDS"
    assert info(run, "--cards", str(shipped_database_path()))["kind"] == "shipped"
    text = run("--cards", str(other), "cards", "info").stdout
    assert "not used while --cards chooses another" in text
    assert info(run)["cards"] == 3  # the user database is still the default


def test_import_while_cards_option_is_set_says_so(run, oracle_cards, tmp_path):
    result = run("--cards", str(shipped_database_path()), "cards", "import", str(oracle_cards))
    assert result.exit_code == 0 and "is used only without it" in result.stdout


def test_second_import_replaces_the_first(run, oracle_cards, atomic_cards):
    assert run("cards", "import", str(oracle_cards)).exit_code == 0
    assert run("cards", "import", str(atomic_cards)).exit_code == 0
    data = info(run)
    assert data["cards"] == 1 and data["source"].startswith("MTGJSON")
    assert run("card", "Other Gate").exit_code == 0 and run("card", "Synthetic Gate").exit_code == 1


# -- errors ---------------------------------------------------------------------------------------------------------


def test_truncated_file_is_an_error_and_the_previous_database_stays(run, tmp_path, oracle_cards):
    assert run("cards", "import", str(oracle_cards)).exit_code == 0
    before = user_database_path().read_bytes()
    records = [scryfall(f"Card {n}", type_line="Land", oracle_text="{T}: Add {C}.") for n in range(3000)]
    data = gzip.compress(json.dumps(records).encode())
    truncated = tmp_path / "oracle-cards-truncated.json.gz"
    truncated.write_bytes(data[: len(data) // 2])
    result = run("cards", "import", str(truncated))
    assert result.exit_code == 2
    assert result.stdout == "" and "Traceback" not in result.output
    [line] = result.stderr.splitlines()
    assert line.startswith(f"manaplan: error: {truncated}: the gzip data is truncated: it breaks off after ")
    assert user_database_path().read_bytes() == before
    assert info(run)["cards"] == 3


@pytest.mark.parametrize("content", [b"name,mana_cost\nForest,\n", b'{"hello": "world"}', b"[]"])
def test_wrong_file_is_an_error(run, tmp_path, content):
    path = tmp_path / "cards.json"
    path.write_bytes(content)
    result = run("cards", "import", str(path))
    assert result.exit_code == 2 and "Traceback" not in result.output
    [line] = result.stderr.splitlines()
    assert line.startswith(f"manaplan: error: {path}: ") and "expected a Scryfall bulk card file" in line
    assert not user_database_path().exists()


def test_missing_file_is_an_error(run, tmp_path):
    result = run("cards", "import", str(tmp_path / "nope.json"))
    assert result.exit_code == 2 and "cannot read" in result.stderr and "Traceback" not in result.output


def test_help(run):
    for args in (("cards", "--help"), ("cards", "import", "--help"), ("cards", "info", "--help")):
        result = run(*args)
        assert result.exit_code == 0
    assert "--json" in run("cards", "import", "--help").stdout and "--output" in run("cards", "import", "--help").stdout
    assert "cards" in run("--help").stdout
