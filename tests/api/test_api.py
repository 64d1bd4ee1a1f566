"""The Python API (issue 20): a board loaded from a path, inline text or a mapping; each answer's ``to_json()`` is
exactly the command's ``--json`` and its ``status`` the command's exit status; importing it loads no solver
library."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from manaplan.api import Session, load_board, load_deck
from manaplan.cli.main import app

ROOT = Path(__file__).resolve().parents[2]
TESTS = ROOT / "tests"
TURN = ROOT / "examples" / "turn.yaml"
COMMANDER = ROOT / "examples" / "commander.yaml"
REAL = ROOT / "benchmarks" / "boards" / "golgari_coffers.yaml"


def _command(*args: str):
    """The command's exit status and its --json object."""
    result = CliRunner().invoke(app, [*args, "--json"])
    return result.exit_code, json.loads(result.stdout)


@pytest.mark.parametrize("path", [TURN, COMMANDER, REAL], ids=lambda p: p.name)
def test_every_answer_is_the_commands_json(path):
    board = load_board(path)
    cases = [
        (board.pay("{2}{G}"), ("pay", str(path), "{2}{G}")),
        (board.pay("{X}", max_x=True), ("pay", str(path), "{X}", "--max-x")),
        (board.pay("{B}{B}", keep="{1}"), ("pay", str(path), "{B}{B}", "--keep", "{1}")),
        (board.produce(), ("produce", str(path))),
        (board.cast(), ("cast", str(path))),
        (board.turn(most=True), ("turn", str(path), "--most")),
    ]
    for answer, args in cases:
        status, data = _command(*args)
        assert (answer.status, answer.to_json()) == (status, data), args


def test_a_spell_paid_for_and_a_turn_with_named_cards_are_the_commands_json():
    board = load_board(TURN)
    assert board.pay(for_card="Cultivate").to_json() == _command("pay", str(TURN), "--for", "Cultivate")[1]
    answer = board.turn("Cultivate", "Hypnotic Specter", keep="{U}{U}")
    assert (answer.status, answer.to_json()) == _command("turn", str(TURN), "Cultivate", "Hypnotic Specter", "--keep",
                                                         "{U}{U}")


def test_a_board_loads_from_a_path_inline_text_or_a_mapping(tmp_path):
    file = tmp_path / "b.yaml"
    file.write_text("permanents: [Forest, Island]\n")
    from_path = load_board(file).produce().to_json()
    assert load_board(str(file)).produce().to_json() == from_path
    assert load_board("Forest, Island").produce().to_json()["max_by_type"] == from_path["max_by_type"]
    assert load_board({"permanents": ["Forest", "Island"]}).produce().to_json()["max_total"] == 2


def test_the_text_is_the_commands_text():
    answer = load_board(TURN).pay("{2}{G}")
    assert answer.text() == CliRunner().invoke(app, ["pay", str(TURN), "{2}{G}"]).stdout.rstrip("\n")


def test_bad_questions_are_errors_as_in_the_command():
    from manaplan.models.errors import ManaplanError

    board = load_board("Forest")
    with pytest.raises(ManaplanError):
        board.pay("{1}", x=2)  # the command: exit 2
    with pytest.raises(ManaplanError):
        load_board("Forrest")  # did you mean Forest?


def test_a_deck_simulates_as_the_command_does(tmp_path):
    deck = tmp_path / "deck.txt"
    deck.write_text("20 Lightning Bolt\n4 Counterspell\n18 Mountain\n18 Island\n")
    answer = load_deck(deck).simulate(games=300, seed=7, workers=1)
    status, data = _command("deck", str(deck), "--games", "300", "--seed", "7", "--workers", "1")
    assert answer.to_json() == data and answer.status == status == 0


def test_importing_the_api_loads_no_solver_library():
    code = (f"import sys; sys.path.insert(0, {str(TESTS)!r}); import conftest; import manaplan.api; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('ortools', 'numpy', 'networkx', 'pandas')))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.stdout.strip() == "[]", done.stdout + done.stderr


def test_the_readmes_python_example_runs():
    import doctest

    result = doctest.testfile(str(ROOT / "README.md"), module_relative=False,
                              optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.attempted >= 5 and result.failed == 0


def test_turn_over_several_turns_is_the_command():
    """``Board.turn(turns=N)`` is ``manaplan turn --turns N``: the same JSON, the same exit status."""
    board = load_board(ROOT / "examples" / "turns.yaml")
    answer = board.turn("Craterhoof Behemoth", "Mulldrifter", turns=3)
    status, data = _command("turn", str(ROOT / "examples" / "turns.yaml"), "Craterhoof Behemoth", "Mulldrifter",
                            "--turns", "3")
    assert answer.to_json() == data and answer.status == status == 0
    assert answer.to_json()["earliest"] == {"Craterhoof Behemoth": 2, "Mulldrifter": 3}
    inline = load_board({"permanents": ["Forest"], "hand": ["Grizzly Bears"]})
    assert inline.turn(turns=2).status == 1


def test_a_proven_pay_answer_is_kept_and_an_unproven_one_asked_again():
    """The same ``pay`` question of a board again is the answer already found, when it was proven (the solver is
    deterministic); another question, or one whose answer was not proven (Selvala's combinations left out), is
    solved (again)."""
    board = load_board("Plains, Island x2, Forest")
    first = board.pay("{1}{W}{U}")
    assert board.pay("{1}{W}{U}") is first and first.value.optimal
    assert board.pay("{W}{U}") is not first and board.pay("{W}{U}").to_json() == \
        load_board("Plains, Island x2, Forest").pay("{W}{U}").to_json()
    selvala = load_board({"permanents": [{"card": "Selvala, Heart of the Wilds", "power": 8},
                                         {"card": "Forest", "count": 3}]})
    unproven = selvala.pay("{X}", max_x=True)
    assert not unproven.value.optimal and selvala.pay("{X}", max_x=True) is not unproven


def test_boards_loaded_with_one_session_share_what_they_worked_out():
    """A deck tool asking about many hands passes one session: a hand equal to one asked before is not analysed
    again, and every answer is the one a board of its own gives."""
    deck = Session()
    hands = ["Plains, Island x2", "Forest x2, Island", "Plains, Island x2"]
    boards = [load_board(hand, session=deck) for hand in hands]
    assert [b.pay("{1}{U}").to_json() for b in boards] == [load_board(h).pay("{1}{U}").to_json() for h in hands]
    assert all(b.session is deck for b in boards)
    assert len(deck._states) == 2  # two board states for three hands: the third is the first again
