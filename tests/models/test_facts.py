"""Board facts (``facts:``) and the per-permanent keys power / toughness / level / attacking / renowned."""

import pytest

from manaplan.models.board_files import board_from_data
from manaplan.models.errors import BoardError
from manaplan.models.facts import FACTS, GameFacts


def test_facts_are_read_and_unknown_until_given():
    board = board_from_data({"facts": {"cards_in_hand": 5, "initiative": True}})
    assert board.facts.get("cards_in_hand") == 5
    assert board.facts.get("initiative") is True
    assert board.facts.get("monarch") is None  # not given: unknown, not false
    assert board_from_data({}).facts.get("cards_in_hand") is None


def test_speed_four_is_max_speed():
    assert GameFacts.from_mapping({"speed": 4}).get("max_speed") is True
    assert GameFacts.from_mapping({"speed": 3}).get("max_speed") is False


def test_repr_rebuilds():
    facts = GameFacts.from_mapping({"monarch": False, "cards_drawn_this_turn": 2})
    assert eval(repr(facts)) == facts  # noqa: S307 - the repr is the code that rebuilds it


@pytest.mark.parametrize("facts, message", [
    ({"cards_in_hnd": 2}, "did you mean 'cards_in_hand'"),
    ({"initiative": 1}, "initiative: must be true or false"),
    ({"cards_in_hand": -1}, "cards_in_hand: must be a whole number"),
    ({"cards_in_hand": True}, "cards_in_hand: must be a whole number"),
    ([1, 2], "must be a mapping of fact to value"),
])
def test_bad_facts_are_clear_errors(facts, message):
    with pytest.raises(BoardError, match=message):
        board_from_data({"facts": facts}, source="b.yaml")


def test_every_fact_has_words_and_a_kind():
    assert all(f.kind in ("count", "flag") and f.words for f in FACTS.values())


def test_power_from_counters_or_as_given():
    """CR 122.1a: each +1/+1 counter adds one to power and toughness; the board's power: overrides."""
    board = board_from_data({"permanents": [
        {"card": "Llanowar Elves", "counters": {"+1/+1": 2}},
        {"card": "Llanowar Elves", "power": 5, "attacking": True},
        {"card": "Forest"},
    ]})
    grown, given, land = board.permanents
    assert (grown.current_power, grown.current_toughness) == (3, 3)
    assert given.current_power == 5 and given.attacking
    assert land.current_power is None


def test_level_must_be_positive():
    with pytest.raises(BoardError, match="level: must be positive"):
        board_from_data({"permanents": [{"card": "Forest", "level": 0}]}, source="b.yaml")


def test_board_command_shows_facts(run, tmp_path):
    path = tmp_path / "b.yaml"
    path.write_text("facts: {monarch: true}\npermanents: [{card: Llanowar Elves, renowned: true}]\n")
    result = run("board", str(path))
    assert result.exit_code == 0, result.output
    assert "facts: monarch true" in result.output
    assert "renowned" in result.output


def test_pay_says_which_fact_is_missing(run, tmp_path):
    """Regal Behemoth's extra mana needs to know whether you're the monarch (CR 724): not given, it is left out and
    pay says why, instead of "not understood"."""
    path = tmp_path / "b.yaml"
    path.write_text("permanents: [Regal Behemoth, Forest]\n")
    result = run("pay", str(path), "{G}{G}")
    assert result.exit_code == 1, result.output  # not payable (exit status 1: a negative answer)
    assert "not payable" in result.output and "left out" in result.output
    assert "needs facts: monarch" in result.output
    path.write_text("facts: {monarch: true}\npermanents: [Regal Behemoth, Forest]\n")
    result = run("pay", str(path), "{G}{G}")
    assert result.exit_code == 0 and "not payable" not in result.output, result.output


def test_a_text_left_out_is_listed_once_with_its_first_reason():
    """A coin flip's mana (CR 705) is never counted on, and its instant timing is not checked by pay either: the
    ability is listed once, not once per reason."""
    from manaplan.models.costs import ManaCost
    from manaplan.solver.pay.solve import solve_payment

    board = board_from_data({"permanents": [
        {"name": "Screw", "type": "Artifact", "text": "{1}: Flip a coin. If you win the flip, add {C}{C}. Activate this "
                                                       "ability only any time you could cast an instant."},
        "Forest"]})
    plan = solve_payment(board, ManaCost.parse("{G}{G}"))
    assert not plan.payable
    assert len([x for x in plan.left_out if x.startswith("Screw#1:")]) == 1
