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


def test_every_command_names_an_unread_card_of_either_controller(run):
    """Psychic Venom (its "becomes tapped" damage) and Platinum Angel (the life rule) are read by no reader yet: every
    answer names them, the opponent's as well as yours."""
    board = "Forest, Psychic Venom (on=Forest#1), Platinum Angel (opp)"
    for name, (text, data) in _answers(run, board).items():
        ids = {item["permanent"] for item in data["not_read"]}
        assert {"Psychic Venom#1", "Platinum Angel#1"} <= ids, name
        assert HEADING in text and "Platinum Angel#1:" in text, name
        for item in data["not_read"]:
            assert set(item) == {"permanent", "permanents", "card", "text", "reason"}


def test_the_same_card_is_listed_once_with_all_its_ids(run):
    data = json.loads(run("produce", "--board", "Forest, Platinum Angel (opp), Platinum Angel (opp), "
                          "Platinum Angel (opp)", "--json").output)
    angels = [item for item in data["not_read"] if item["card"] == "Platinum Angel"]
    assert len(angels) == 1
    assert angels[0]["permanents"] == ["Platinum Angel#1", "Platinum Angel#2", "Platinum Angel#3"]
    text = run("produce", "--board", "Forest, Platinum Angel (opp), Platinum Angel (opp)").output
    assert text.count("Platinum Angel#1") == 1 and "(and 1 more of the same card)" in text


def test_cast_names_a_card_in_hand_only_for_text_about_casting_it(run, tmp_path):
    """A card in hand matters through its own casting text: "You may pay {W}{U}{B}{R}{G} rather than pay this spell's
    mana cost" is named; a card's abilities that work on the battlefield (Fervor's haste) are not."""
    board = tmp_path / "hand.yaml"
    board.write_text("permanents: [Island, Island]\nhand: [Fervor, Bringer of the Blue Dawn]\n", encoding="utf-8")
    data = json.loads(run("cast", str(board), "--json").output)
    who = {item["permanent"] for item in data["not_read"]}
    assert "Fervor (in hand)" not in who
    assert "Bringer of the Blue Dawn (in hand)" in who
    assert "Bringer of the Blue Dawn (in hand):" in run("cast", str(board)).output


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
    """`pay --for` looks at the spell: its alternative cost ("You may pay {W}{U}{B}{R}{G} rather than pay this spell's
    mana cost") is named; an ordinary spell's text is not."""
    data = json.loads(run("pay", "--board", "Island x7", "--for", "Bringer of the Blue Dawn", "--json").output)
    assert [item["permanent"] for item in data["not_read"]] == ["Bringer of the Blue Dawn (the spell paid for)"]
    data = json.loads(run("pay", "--board", "Island x2", "--for", "Counterspell", "--json").output)
    assert data["not_read"] == []
