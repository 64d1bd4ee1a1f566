"""The command zone (issue 13, item 1): ``command_zone:`` lists your commanders with their earlier casts; ``cast``
offers them from zone ``command`` with the tax (CR 903.8); partners combine colour identities (CR 903.4,
702.124c), which ``commander_colors`` defaults to; mana spendable only on your commander pays for it and for
nothing else (CR 106.6)."""

from __future__ import annotations

import json

import pytest

from manaplan.cli.json_out import cast_answer_json
from manaplan.models.board_files import board_from_data
from manaplan.models.errors import BoardError
from manaplan.models.mana import ManaType as T
from manaplan.models.cards.store import default_database
from manaplan.solver.cast.costs import spell_purpose
from manaplan.solver.cast.solve import cast_report, named_spell
from manaplan.solver.pay.solve import solve_payment
from manaplan.solver.produce.solve import produce

KRENKO = "Krenko, Mob Boss"


def board(**data):
    return board_from_data(data)


def command_answer(b, card=KRENKO):
    (found,) = [a for a in cast_report(b).answers if a.zone == "command" and a.card == card]
    return found


def test_jeweled_lotus_pays_for_the_commander_and_for_nothing_else(run, tmp_path):
    """Jeweled Lotus: "Spend this mana only to cast your commander." (CR 106.6): it pays Krenko from the command zone
    and refuses Shivan Dragon, though the mana is the same."""
    b = board(command_zone=[KRENKO], permanents=["Jeweled Lotus", "Mountain"], hand=["Shivan Dragon"])
    krenko = command_answer(b)
    assert krenko.castable and krenko.cost == "{2}{R}{R}" and "Jeweled Lotus#1" in krenko.payment.sacrificed
    (dragon,) = [a for a in cast_report(b).answers if a.card == "Shivan Dragon"]
    assert not dragon.castable
    path = tmp_path / "lotus.yaml"
    path.write_text(f'command_zone: ["{KRENKO}"]\npermanents: [Jeweled Lotus, Mountain]\n')
    paid = run("pay", str(path), "--for", KRENKO, "--json")
    assert paid.exit_code == 0 and json.loads(paid.output)["payable"]
    refused = run("pay", str(path), "--for", "Goblin Guide", "{3}", "--json")
    assert refused.exit_code == 1 and "your commander" in json.loads(refused.output)["reason"]


def test_commander_tax_after_two_casts():
    """Cast twice from the command zone before: {2}{R}{R} costs {4} more (CR 903.8)."""
    b = board(command_zone=[{"card": KRENKO, "casts": 2}], permanents=[{"card": "Mountain", "count": 8}])
    krenko = command_answer(b)
    assert krenko.castable and krenko.cost == "{6}{R}{R}" and krenko.tax == 4
    assert cast_answer_json(krenko)["zone"] == "command" and cast_answer_json(krenko)["tax"] == 4
    short = command_answer(board(command_zone=[{"card": KRENKO, "casts": 2}],
                                 permanents=[{"card": "Mountain", "count": 7}]))
    assert not short.castable and "{6}{R}{R}" in short.reason


def test_partners_combine_their_colour_identities_and_command_tower_follows():
    """Tymna (W, B) and Thrasios (G, U): the identity is WUBG (CR 903.4, 702.124c); with no commander_colors, the
    board takes it: Command Tower and Arcane Signet make those colours and never R."""
    b = board(command_zone=["Tymna the Weaver", "Thrasios, Triton Hero"],
              permanents=["Command Tower", "Arcane Signet"])
    assert b.commander_colors == {T.W, T.U, T.B, T.G}
    result = produce(b)
    assert result.max_by_type[T.R] == 0 and result.max_by_type[T.G] == 2
    assert solve_payment(b, "{R}").reason is not None and solve_payment(b, "{W}{B}").reason is None


def test_command_tower_under_one_commander_and_given_colours_win():
    """Krenko alone: Command Tower adds {R} only; a board's own commander_colors is kept as given."""
    b = board(command_zone=[KRENKO], permanents=["Command Tower"])
    assert b.commander_colors == {T.R} and solve_payment(b, "{G}").reason is not None
    assert board(command_zone=[KRENKO], commander_colors="G").commander_colors == {T.G}


@pytest.mark.parametrize(("entry", "words"), [
    ({"card": KRENKO, "casts": -1}, "must be non-negative"),
    ("Krenko, Mob Bos", "unknown card"),
    ({"card": KRENKO, "cast": 1}, "unknown key 'cast'"),
    ({"casts": 1}, "needs 'card'"),
])
def test_bad_command_zone_entries_are_one_line_errors(entry, words, run, tmp_path):
    with pytest.raises(BoardError, match=words):
        board(command_zone=[entry])
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"command_zone": [entry]}))
    result = run("cast", str(path))
    assert result.exit_code == 2 and len(result.output.strip().splitlines()) == 1


def test_without_a_command_zone_commander_mana_pays_nothing_and_says_how_to_include_it():
    """With no command_zone: whether Krenko is your commander is unknown (CR 903.3): Jeweled Lotus's mana is not
    spent on it, and the reason names the key."""
    krenko = named_spell(KRENKO, default_database().get)
    paid = solve_payment(board(permanents=["Jeweled Lotus"]), "{3}", purpose=spell_purpose(krenko))
    assert not paid.payable and "command_zone:" in paid.reason


def test_command_beacon_puts_the_commander_in_hand_so_no_tax_is_paid():
    """Command Beacon ("{T}, Sacrifice Command Beacon: Put your commander into your hand from the command zone."):
    cast from the hand, the commander costs no tax (CR 903.8 counts casts from the command zone only)."""
    b = board(command_zone=[{"card": KRENKO, "casts": 1}], permanents=["Command Beacon"] + ["Mountain"] * 4)
    krenko = command_answer(b)
    assert krenko.castable and krenko.cost == "{2}{R}{R}" and krenko.tax == 0 and krenko.via == "Command Beacon#1"
    assert cast_answer_json(krenko)["activation"].startswith("Command Beacon#1: {T}, Sacrifice")
    taxed = command_answer(board(command_zone=[{"card": KRENKO, "casts": 1}], permanents=["Mountain"] * 4))
    assert not taxed.castable and taxed.tax == 2
