"""The net in every answer (issue 11): text no reader reads that may change the answer is listed under one heading
in pay, produce, cast and board, and as ``not_read`` in their JSON; on an ordinary board it lists nothing."""

import json

import pytest

from manaplan.cli.not_read import HEADING

ORDINARY = ("Forest, Island, Llanowar Elves, Grizzly Bears, Serra Angel, Sol Ring, Azorius Signet, Birds of Paradise, "
            "Shivan Dragon, Swamp (opp), Serra Angel (opp)")


def _answers(run, board: str, cost: str = "{1}"):
    """(text, json) of pay, produce, cast and board on one inline board."""
    out = {}
    for name, args in (("pay", ("pay", "--board", board, cost)), ("produce", ("produce", "--board", board)),
                       ("cast", ("cast", "--board", board)), ("board", ("board", "--board", board))):
        text = run(*args).output
        data = json.loads(run(*args, "--json").output)
        out[name] = (text, data)
    return out


def test_on_an_ordinary_board_the_net_lists_nothing(run, tmp_path):
    for name, (text, data) in _answers(run, ORDINARY).items():
        assert data["not_read"] == [], name
        assert HEADING not in text, name
    board = tmp_path / "ordinary.yaml"
    board.write_text("permanents: [Forest, Island, Llanowar Elves, Sol Ring, {card: Serra Angel, controller: opp}]\n"
                     "hand: [Lightning Bolt, Grizzly Bears, Shivan Dragon]\ngraveyard: [Counterspell]\n"
                     "library_top: Birds of Paradise\n", encoding="utf-8")
    data = json.loads(run("cast", str(board), "--json").output)
    assert data["not_read"] == []
    assert HEADING not in run("cast", str(board)).output


def test_null_rod_is_applied_or_named_never_neither(run):
    """`pay --board "Sol Ring, Null Rod (opp)" {2}`: either Sol Ring is stopped (Null Rod read and applied) or the
    answer names Null Rod's text under the net's heading."""
    result = run("pay", "--board", "Sol Ring, Null Rod (opp)", "{2}", "--json")
    data = json.loads(result.output)
    named = [item for item in data["not_read"] if item["permanent"] == "Null Rod#1"]
    assert data["payable"] is False or named
    if named:
        assert named[0]["text"] == "Activated abilities of artifacts can't be activated."
        text = run("pay", "--board", "Sol Ring, Null Rod (opp)", "{2}").output
        assert HEADING in text and 'Null Rod#1: "Activated abilities of artifacts can\'t be activated."' in text


#: Homebrew cards whose text no reader reads (so these tests hold whatever the readers learn about real cards).
BREWS = """permanents:
  - Forest
  - {id: venom, name: Brew Venom, type: Enchantment — Aura, attached_to: Forest#1,
     text: "Whenever enchanted land becomes tapped, this Aura deals 2 damage to that land's controller."}
  - {id: angel, name: Brew Angel, type: Artifact Creature — Angel, controller: opponent,
     text: "Flying\\nAll permanents are colorless."}
"""


def _brew(tmp_path, text: str = BREWS):
    path = tmp_path / "brews.yaml"
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_every_command_names_an_unread_card_of_either_controller(run, tmp_path):
    """A trigger on tapping (it happens as you pay) on your Aura and an unknown static ability on the opponent's
    creature: every answer names both, by id, in text and JSON; the flying is known irrelevant and not named."""
    board = _brew(tmp_path)
    for args in (("pay", board, "{1}"), ("produce", board), ("cast", board), ("board", board)):
        text = run(*args).output
        data = json.loads(run(*args, "--json").output)
        assert [item["permanent"] for item in data["not_read"]] == ["venom", "angel"], args[0]
        assert [item["text"] for item in data["not_read"]] == [
            "Whenever enchanted land becomes tapped, this Aura deals 2 damage to that land's controller.",
            "All permanents are colorless."]
        assert HEADING in text and 'angel: "All permanents are colorless."' in text, args[0]
        for item in data["not_read"]:
            assert set(item) == {"permanent", "permanents", "card", "text", "reason", "can_only_add"} and item["reason"]


def test_the_same_card_is_listed_once_with_all_its_ids(run):
    board = "Forest, Mishra's Factory (opp), Mishra's Factory (opp), Mishra's Factory (opp)"
    data = json.loads(run("produce", "--board", board, "--json").output)
    factories = [item for item in data["not_read"] if item["card"] == "Mishra's Factory"]
    assert len(factories) == 1
    assert factories[0]["permanents"] == ["Mishra's Factory#1", "Mishra's Factory#2", "Mishra's Factory#3"]
    text = run("produce", "--board", board).output
    net = text.split(HEADING)[1]
    assert net.count("Mishra's Factory#") == 1 and "Mishra's Factory#1 (and 2 more of the same card):" in net


def test_cast_names_a_card_in_hand_only_for_text_about_casting_it(run, tmp_path):
    """A card in hand matters through its own casting text: "If at least three white mana was spent to cast this
    spell, …" (Ardenvale Paladin) is named; a card's abilities that work on the battlefield (Fervor's haste) are not.
    (Bringer of the Blue Dawn's alternative cost is read now, as a note: it can only make casting easier.)"""
    board = tmp_path / "hand.yaml"
    board.write_text("permanents: [Plains, Plains]\nhand: [Fervor, Ardenvale Paladin, Bringer of the Blue Dawn]\n",
                     encoding="utf-8")
    data = json.loads(run("cast", str(board), "--json").output)
    who = {item["permanent"] for item in data["not_read"]}
    assert "Fervor (in hand)" not in who and "Bringer of the Blue Dawn (in hand)" not in who
    assert "Ardenvale Paladin (in hand)" in who
    assert "Ardenvale Paladin (in hand):" in run("cast", str(board)).output


def test_a_permanent_that_lost_its_text_is_not_named_in_any_answer(run):
    """Under Blood Moon a nonbasic land has no abilities of its text (CR 305.7): Mishra's Factory's "becomes a
    creature" cannot change the answer, so it is named without Blood Moon and not with it."""
    for command in ("board", "produce", "cast"):
        alone = json.loads(run(command, "--board", "Mishra's Factory", "--json").output)["not_read"]
        assert [item["permanent"] for item in alone] == ["Mishra's Factory#1"]
        moon = json.loads(run(command, "--board", "Blood Moon, Mishra's Factory", "--json").output)["not_read"]
        assert moon == []
    pay = json.loads(run("pay", "--board", "Blood Moon, Mishra's Factory", "{R}", "--json").output)
    assert pay["payable"] is True and pay["not_read"] == []


def test_text_is_shown_without_control_characters(run, tmp_path):
    """A homebrew card's text with a control character in it is shown escaped, never raw."""
    board = tmp_path / "brew.yaml"
    board.write_text('permanents:\n  - {id: brew, name: Brew, type: Enchantment, text: "All permanents are '
                     'colorless.\\u001b[31m"}\n', encoding="utf-8")
    data = json.loads(run("board", str(board), "--json").output)
    (item,) = data["not_read"]
    assert "\x1b" not in item["text"] and "\\x1b" in item["text"]
    line = next(line for line in run("board", str(board)).output.splitlines() if line.startswith("  brew:"))
    assert "\x1b" not in line


def test_pay_for_a_spell_names_its_own_casting_text_not_read(run):
    """`pay --for` looks at the spell: its text about the mana spent to cast it ("If at least three white mana was
    spent to cast this spell", Ardenvale Paladin) is named; an ordinary spell's text is not."""
    data = json.loads(run("pay", "--board", "Plains x4", "--for", "Ardenvale Paladin", "--json").output)
    assert [item["permanent"] for item in data["not_read"]] == ["Ardenvale Paladin (the spell paid for)"]
    data = json.loads(run("pay", "--board", "Island x2", "--for", "Counterspell", "--json").output)
    assert data["not_read"] == []
