"""``manaplan cast`` and ``manaplan pay --for`` through click's runner."""

from __future__ import annotations

import json
from pathlib import Path



BOARDS = Path(__file__).resolve().parents[1] / "cast_boards"


def test_cast_json_has_the_spec_keys(run):
    result = run("cast", str(BOARDS / "magus_future.yaml"), "--json")
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert set(data) >= {"castable", "not_castable"}
    bolt = next(a for a in data["castable"] if a["card"] == "Lightning Bolt")
    assert {"card", "zone", "cost", "plan"} <= set(bolt)
    assert bolt["zone"] == "library_top" and bolt["cost"] == "{R}" and bolt["via"] == "Magus of the Future#1"
    assert [s["permanent"] for s in bolt["plan"]] == ["Mountain#1"]
    under = next(a for a in data["not_castable"] if a["card"] == "Counterspell")
    assert {"card", "zone", "reason"} <= set(under) and "top card" in under["reason"]


def test_cast_json_graveyard_reason_as_in_the_spec(run):
    data = json.loads(run("cast", str(BOARDS / "graveyard_no_permission.yaml"), "--json").output)
    assert data["castable"] == []
    assert data["not_castable"] == [{"card": "Fireball", "zone": "graveyard", "face": None, "kind": "spell",
                                     "reason": "no permission to cast from graveyard", "notes": []}]


def test_cast_json_magus_of_the_will_extra_keys(run, tmp_path):
    # magus_will.yaml's Counterspell has no target with the stack empty (CR 115.1, 601.2c: not castable, issue 21);
    # Boomerang ({U}{U}, "Return target permanent to its owner's hand.") has one on the board
    board = tmp_path / "magus_will_boomerang.yaml"
    board.write_text((BOARDS / "magus_will.yaml").read_text().replace("graveyard: [Counterspell]",
                                                                       "graveyard: [Boomerang]"))
    data = json.loads(run("cast", str(board), "--json").output)
    (counter,) = data["castable"]
    assert counter["activation"].startswith("Magus of the Will#1: {2}{B}")
    assert len(counter["tapped"]) == 5 and counter["life_lost"] == 0 and counter["x"] is None


def test_cast_json_x_and_life(run):
    data = json.loads(run("cast", str(BOARDS / "hand.yaml"), "--json").output)
    fireball = next(a for a in data["castable"] if a["card"] == "Fireball")
    assert fireball["x"] == 3
    data = json.loads(run("cast", str(BOARDS / "citadel.yaml"), "--json").output)
    assert data["castable"][0]["life_lost"] == 6 and data["castable"][0]["plan"] == []


def test_cast_for_people_groups_by_zone_castable_first(run):
    result = run("cast", str(BOARDS / "aftermath.yaml"))
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert lines[0] == "hand" and "graveyard" in lines
    hand = lines[1:lines.index("graveyard")]
    assert hand[0].lstrip().startswith("✓ Dusk") and hand[1].lstrip().startswith("✗ Dawn")
    assert "tap Plains#1" in hand[0]


def test_cast_inline_board_and_left_out(run):
    result = run("cast", "--board", "Food Chain, Forest")
    assert result.exit_code == 0 and "nothing in hand" in result.output
    result = run("cast", str(BOARDS / "food_chain.yaml"))
    assert "Food Chain#1" in result.output  # Radiant Lotus's targeted ability is never used (CR 605.1a)
    assert "Radiant Lotus#1" not in result.output and "left out" not in result.output


def test_cast_bad_board_exits_2(run):
    result = run("cast", "--board", "Llanowar Elfs")
    assert result.exit_code == 2


def test_pay_for_a_card_honours_spending_restrictions(run):
    """CR 106.6: Mishra's Workshop pays an artifact spell; without --for its mana pays nothing, and the reason
    says so."""
    bare = run("pay", "--board", "Mishra's Workshop", "{3}")
    assert bare.exit_code == 1 and "restricted mana" in bare.output and "--for" in bare.output
    artifact = run("pay", "--board", "Mishra's Workshop", "{3}", "--for", "Hedron Archive", "--json")
    assert artifact.exit_code == 0 and json.loads(artifact.output)["tapped"] == ["Mishra's Workshop#1"]
    instant = run("pay", "--board", "Mishra's Workshop", "{3}", "--for", "Lightning Bolt")
    assert instant.exit_code == 1 and "restriction forbids" in instant.output


def test_pay_for_a_card_defaults_to_its_mana_cost(run):
    data = json.loads(run("pay", "--board", "Mishra's Workshop, Island", "--for", "Stomp", "--json").output)
    assert data["cost"] == "{1}{R}" and data["payable"] is False
    data = json.loads(run("pay", "--board", "Cavern of Souls (chosen=Elf)", "--for", "Llanowar Elves",
                          "--json").output)
    assert data["payable"] and data["plan"][0]["adds"] == "{G}"


def test_a_note_on_several_cards_is_said_once(run, tmp_path):
    """Ruby Medallion lowers every red spell's cost by {1} (CR 601.2f): `cast` says so once, after the list, with
    the cards it is about, not under each card (a wall of the same line on a red hand); a card's own note (Vandalblast's
    overload not considered) stays under it, and `--json` keeps every card's notes."""
    board = tmp_path / "medallion.yaml"
    board.write_text("permanents: [Ruby Medallion, Mountain, Mountain]\n"
                     "hand: [Goblin Matron, Lightning Bolt, Vandalblast, Forest]\n")
    text = run("cast", str(board)).output
    reduction = "red spells you cast cost {1} less to cast (Ruby Medallion#1)"
    assert text.count(reduction) == 1
    assert f"note (Goblin Matron; Lightning Bolt; Vandalblast): {reduction}" in text
    assert text.count("Overload is not considered") == 1
    data = json.loads(run("cast", str(board), "--json").output)
    assert all(reduction in a["notes"] for a in data["castable"] if a["card"] != "Forest")
