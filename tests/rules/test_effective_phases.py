"""The effective board as phases (solver/effective/): every value type has its handler, each phase leaves the state
it is given as it was, the computation says whether it read the hand, and the layers hold (rules below the
effective board, imports at the top)."""

import ast
import copy
import inspect
from pathlib import Path
from typing import get_args

import pytest

import manaplan.models.effects as effects_module
import manaplan.solver.effective as effective_package
from manaplan.models.ability.abilities import ManaOutput
from manaplan.models.ability.amounts import Count
from manaplan.models.board_files import board_from_data, parse_inline
from manaplan.models.effects import Effect, TriggerAdds
from manaplan.models.oracle.parser import parse_card
from manaplan.solver.analysis import Session
from manaplan.solver.effective import PHASES, effective_board
from manaplan.solver.effective.base_yields import BASE_YIELDS
from manaplan.solver.effective.counting import COUNTS
from manaplan.solver.effective.in_force import effects_in_force
from manaplan.solver.effective.pipeline import HANDLERS, NOT_APPLIED
from manaplan.solver.effective.triggered import TRIGGER_ADDS

SOLVER = Path(effective_package.__file__).resolve().parent.parent

#: The values of models.effects that are parts of an effect, never an effect in force by themselves.
PARTS = {"Scope", "SameType", "EventAmount", "EventAdds", "CostMana", "RevealedColors"}


def _effect_types() -> set[type]:
    names = [n for n in effects_module.__all__ if n not in PARTS]
    return {obj for n in names if inspect.isclass(obj := getattr(effects_module, n))}


def test_every_count_has_a_handler():
    assert set(get_args(Count)) == set(COUNTS)


def test_every_mana_output_has_a_handler():
    assert set(get_args(ManaOutput)) == set(BASE_YIELDS)


def test_everything_a_trigger_adds_has_a_handler():
    assert set(get_args(TriggerAdds)) == set(TRIGGER_ADDS)


def test_every_effect_is_applied_by_a_phase_or_named_as_read_elsewhere():
    """A new effect type in models.effects fails here until a phase's table has its handler (or NOT_APPLIED says
    who reads it)."""
    handled = set(NOT_APPLIED).union(*HANDLERS.values())
    types = _effect_types()
    assert set(get_args(Effect)) <= types
    assert types - handled == set()
    assert handled <= types  # no handler for a type that is not an effect


@pytest.mark.parametrize("inline", [
    "Forest, Overgrowth (on=Forest#1), Reflecting Pool, Mana Reflection, Manabarbs (opp)",
    "Blood Moon, Urborg, Tomb of Yawgmoth, Breeding Pool, Chromatic Lantern, Imprisoned in the Moon (on=Forest#1), "
    "Forest",
    "Grim Monolith, Power Artifact (on=Grim Monolith#1), Null Rod (opp), Llanowar Elves, Cryptolith Rite, "
    "Squandered Resources, Gaea's Cradle, Food Chain, Grizzly Bears, Metalworker, Fervor, Humility",
])
def test_no_phase_changes_the_state_it_is_given(inline):
    state = effects_in_force(parse_inline(inline), parse_card)
    for phase in PHASES:
        before = copy.deepcopy(state)
        after = phase(state)
        assert after is not state and state == before, phase.__name__
        state = after


def test_effective_board_is_the_sessions_answer_without_the_session():
    board = parse_inline("Forest, Overgrowth (on=Forest#1), Reflecting Pool, Chromatic Orrery")
    fresh, remembered = effective_board(board), Session().analysis(board).effective
    assert fresh is not remembered
    assert (fresh.views, fresh.effects, fresh.unsupported, fresh.spend_permissions) == (
        remembered.views, remembered.effects, remembered.unsupported, remembered.spend_permissions)


def test_the_effective_board_says_whether_it_read_the_hand():
    """Metalworker reveals artifact cards from the hand: its board is worked out again for another hand; a board
    that reads no hand is shared between hands."""
    reads = {"permanents": ["Metalworker"], "hand": ["Sol Ring"]}
    assert effective_board(board_from_data(reads)).reads_hand
    assert not effective_board(board_from_data({"permanents": ["Forest"], "hand": ["Sol Ring"]})).reads_hand
    session = Session()
    one = session.effective(board_from_data(reads))
    two = session.effective(board_from_data({**reads, "hand": ["Sol Ring", "Mind Stone"]}))
    assert [a.output.text for a in one["Metalworker#1"].abilities] == ["[C×2]"]
    assert [a.output.text for a in two["Metalworker#1"].abilities] == ["[C×4]"]
    plain = {"permanents": ["Forest"], "hand": ["Sol Ring"]}
    assert session.effective(board_from_data(plain)).views is session.effective(
        board_from_data({**plain, "hand": ["Mind Stone"]})).views


def _imports(path: Path) -> list[tuple[ast.AST, bool]]:
    """Every import of a module, and whether it sits inside a function."""
    tree = ast.parse(path.read_text())
    inside = {id(node) for fn in ast.walk(tree) if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef))
              for node in ast.walk(fn) if node is not fn}
    return [(node, id(node) in inside) for node in ast.walk(tree) if isinstance(node, (ast.Import, ast.ImportFrom))]


@pytest.mark.parametrize("path", sorted((SOLVER / "rules").glob("*.py")) + sorted((SOLVER / "effective").glob("*.py")),
                         ids=lambda p: f"{p.parent.name}/{p.name}")
def test_rules_sit_below_the_effective_board_and_import_at_the_top(path):
    """models <- solver.rules <- solver.effective: no rule imports the effective board; imports sit at the top (but
    networkx, loaded only for a graph); no private name is taken from another module."""
    for node, inside in _imports(path):
        names = [a.name for a in node.names]
        module = node.module or "" if isinstance(node, ast.ImportFrom) else names[0]
        if path.parent.name == "rules":
            assert "effective" not in module.split("."), ast.unparse(node)
        assert not inside or module == "networkx", ast.unparse(node)
        assert not any(n.startswith("_") and n != "__future__" for n in names), ast.unparse(node)
