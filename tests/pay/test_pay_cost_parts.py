"""pay honours the cost parts produce honours, read from the one table (solver/core/costparts.py): Wall of Roots' -0/-1
counter, Skirge Familiar's discard. Expected answers are worked out from the rules in each docstring."""

from __future__ import annotations

from pathlib import Path

from manaplan.cli.plan_words import doing_words
from manaplan.models.board_files import load_board
from manaplan.solver.pay.solve import solve_payment
from manaplan.solver.produce.solve import produce

BOARDS = Path(__file__).resolve().parents[1] / "pay_boards"


def _board(name: str):
    return load_board(BOARDS / f"{name}.yaml")


def test_wall_of_roots_and_a_forest_pay_two_green():
    """Wall of Roots (0/5): "Put a -0/-1 counter on Wall of Roots: Add {G}. Activate only once each turn." Putting
    a counter on it is a cost it can pay (CR 118.3, 602.2b) while its toughness stays at 1 or more (5 → 4), and
    it is not {T}, so neither a tapped Wall nor summoning sickness (CR 302.6) would stop it. With the Forest: {G}{G}.
    produce says the same: 2."""
    board = _board("wall_of_roots")
    p = solve_payment(board, "{G}{G}")
    assert p.payable and {s.permanent for s in p.steps} == {"Wall of Roots#1", "Forest#1"}
    (wall,) = [s for s in p.steps if s.permanent == "Wall of Roots#1"]
    assert wall.action == "activate" and doing_words(wall) == ("putting a -0/-1 counter on it",)
    assert not solve_payment(board, "{G}{G}{G}").payable  # once each turn
    assert produce(board).max_total == 2 == solve_payment(board, "{X}", max_x=True).x


def test_wall_of_roots_is_not_used_when_the_counter_would_leave_it_at_zero_toughness():
    """With four -0/-1 counters it is 0/1: a fifth would leave it at 0 toughness and it would die (CR 704.5f). Both
    commands leave that activation out and say why; only the Forest's {G} is made."""
    board = _board("wall_of_roots_worn")
    assert not solve_payment(board, "{G}{G}").payable
    out = produce(board)
    assert out.max_total == 1
    (wall,) = [s for s in out.sources if s.permanent == "Wall of Roots#1"]
    assert "would die" in wall.why_not


def test_skirge_familiar_discards_the_cards_in_hand():
    """Skirge Familiar: "Discard a card: Add {B}." Two cards in hand: two activations (CR 118.3: no third card to
    discard), and the Swamp: {B}{B}{B} and no more. produce agrees: 3. With an empty hand: only the Swamp."""
    board = _board("skirge_hand")
    p = solve_payment(board, "{B}{B}{B}")
    assert p.payable and sum(s.permanent == "Skirge Familiar#1" for s in p.steps) == 2
    assert all(doing_words(s) == ("discarding a card",) for s in p.steps if s.permanent == "Skirge Familiar#1")
    assert not solve_payment(board, "{B}{B}{B}{B}").payable
    assert produce(board).max_total == 3 == solve_payment(board, "{X}", max_x=True).x
    empty = _board("skirge_no_hand")
    assert not solve_payment(empty, "{B}{B}").payable
    assert produce(empty).max_total == 1 == solve_payment(empty, "{X}", max_x=True).x
