"""The net's alarms as a player meets them (issue 24): no false alarm on a card that cannot change mana (Pernicious
Deed), no text cut mid-word, Pitiless Plunderer named beside an altar, and never a ✓ beside text that might make it a
✗."""

import json

from manaplan.cli.not_read import HEADING
from manaplan.models.cards.store import default_database
from manaplan.models.oracle.relevance import IRRELEVANT_KIND, MANA_ON_DEATH, classify_card
from manaplan.solver.net import shorten


def test_pernicious_deed_is_known_irrelevant_with_its_reason(run):
    """Its "converted mana cost X or less" compares a characteristic: it is no cost that changes."""
    (piece,) = classify_card(default_database().get("Pernicious Deed")).pieces
    assert piece.kind == IRRELEVANT_KIND and "not activated while paying" in piece.reason
    for command in (("produce",), ("board",), ("cast",), ("pay", "{1}")):
        out = run(command[0], "--board", "Forest, Pernicious Deed", *command[1:]).output
        assert HEADING not in out and "Pernicious Deed#1:" not in out, command


def test_a_cost_change_beside_a_mana_cost_is_still_flagged():
    """The fix reads "mana cost" as a characteristic only: "… with mana cost 3 or less cost {1} more" still changes
    a cost."""
    from manaplan.models.oracle.relevance import classify_text

    (piece,) = classify_text("Brew Tax", "Enchantment", "Spells with converted mana cost 3 or less cost {1} more to "
                             "cast and are red.").pieces
    assert piece.kind != IRRELEVANT_KIND


def test_text_is_never_cut_mid_word(run):
    text = ("Threshold — {T}: Untap up to three target lands. Activate only if seven or more cards are in your "
            "graveyard.")
    short = shorten(text)
    assert short.endswith("…") and len(short) <= 100
    kept = short[:-1]
    assert text.startswith(kept) and text[len(kept)] == " "
    data = json.loads(run("board", "--board", "Krosan Restorer, Forest", "--json").output)
    (item,) = data["not_read"]
    assert text.startswith(item["text"][:-1]) and text[len(item["text"]) - 1] == " "


def test_pitiless_plunderer_is_flagged_beside_a_sacrifice_outlet_only(run):
    (piece,) = classify_card(default_database().get("Pitiless Plunderer")).pieces
    assert piece.kind == IRRELEVANT_KIND and piece.reason == MANA_ON_DEATH
    for outlet in ("Ashnod's Altar", "Eldrazi Spawn"):
        data = json.loads(run("produce", "--board", f"Pitiless Plunderer, Grizzly Bears, {outlet}", "--json").output)
        (item,) = [i for i in data["not_read"] if i["card"] == "Pitiless Plunderer"]
        assert item["can_only_add"] is True and "dies" in item["reason"], outlet
    alone = json.loads(run("produce", "--board", "Pitiless Plunderer, Grizzly Bears, Forest", "--json").output)
    assert alone["not_read"] == []


IONA = """permanents:
  - Mountain
  - {card: "Iona, Shield of Emeria", controller: opponent%s}
hand: [Lightning Bolt]
"""


def test_no_tick_beside_text_that_might_stop_the_spell(run, tmp_path):
    """Iona with no colour chosen on the board: what it stops is not known, so Lightning Bolt is only probably
    castable."""
    board = tmp_path / "iona.yaml"
    board.write_text(IONA % "", encoding="utf-8")
    text = run("cast", str(board)).output
    line = next(line for line in text.splitlines() if "Lightning Bolt" in line)
    assert "✓" not in line and line.lstrip().startswith("?")
    assert "probably castable (not read: Iona, Shield of Emeria#1)" in line
    data = json.loads(run("cast", str(board), "--json").output)
    (bolt,) = data["castable"]
    assert bolt["may_be_stopped_by"] == ["Iona, Shield of Emeria#1"]


def test_iona_naming_red_is_a_cross_beside_lightning_bolt(run, tmp_path):
    """Iona naming red is read (CR 601.3, 105.2): Lightning Bolt is ✗, and the reason names Iona and the colour."""
    board = tmp_path / "iona.yaml"
    board.write_text(IONA % ", chosen: R", encoding="utf-8")
    line = next(line for line in run("cast", str(board)).output.splitlines() if "Lightning Bolt" in line)
    assert line.lstrip().startswith("✗") and "can't be cast: Iona, Shield of Emeria#1" in line and "chose R" in line


def test_text_that_can_only_add_mana_leaves_the_tick(run, tmp_path):
    """Krosan Restorer's threshold untap only adds mana: a castable card stays ✓."""
    board = tmp_path / "elves.yaml"
    board.write_text("permanents: [Forest, Krosan Restorer]\nhand: [Llanowar Elves]\n", encoding="utf-8")
    text = run("cast", str(board)).output
    assert HEADING in text and "✓ Llanowar Elves" in text and "probably" not in text
    data = json.loads(run("cast", str(board), "--json").output)
    assert all(item["can_only_add"] for item in data["not_read"]) and data["not_read"]
    assert data["castable"][0]["may_be_stopped_by"] == []
