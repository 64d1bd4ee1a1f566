"""What ``cast`` shares across the cards of a hand, and the proofs that need no solve (issue 12). Each saving keeps
the answer: the same payment board only where building it read nothing of the hand, the depth certified without
the relaxation only where every deeper plan taps more permanents."""

from __future__ import annotations

from dataclasses import replace

import pytest

from manaplan.models.board_files import parse_inline
from manaplan.models.cards.store import default_database
from manaplan.solver.cast.solve import cast_report
from manaplan.solver.core.activations import payment_board
from manaplan.solver.pay.solve import solve_payment

DB = default_database()


def with_hand(board, *names):
    return replace(board, hand=tuple(DB.get(n) for n in names))


# ---------------------------------------------------------------------------------------------------- payment board
def test_boards_that_differ_only_in_the_hand_share_one_payment_board():
    board = parse_inline("Island x2, Sol Ring, Azorius Signet")
    one = payment_board(with_hand(board, "Counterspell", "Opt"))
    two = payment_board(with_hand(board, "Opt"))
    assert two.uses is one.uses and two.groups is one.groups  # built once
    assert [c.name for c in two.board.hand] == ["Opt"]  # but it is the board asked about
    assert two.effective.board is two.board


def test_a_cost_that_reads_the_hand_is_built_for_each_hand():
    """Skirge Familiar discards a card: how often it can be used depends on the hand (CR 605.1a, 601.2h)."""
    board = parse_inline("Skirge Familiar, Swamp")
    one = payment_board(with_hand(board, "Opt", "Opt"))
    two = payment_board(with_hand(board, "Opt"))
    assert two.uses is not one.uses
    familiar = lambda pb: next(u for u in pb.uses if u.label.startswith("Skirge"))  # noqa: E731
    assert (familiar(one).cap, familiar(two).cap) == (2, 1)


def test_a_spirit_guide_in_one_hand_is_not_taken_for_another():
    board = parse_inline("Mountain")
    without = payment_board(with_hand(board, "Lightning Bolt"))
    guided = payment_board(with_hand(board, "Simian Spirit Guide", "Lightning Bolt"))
    assert any(g.ids[0].startswith("Simian Spirit Guide (hand)") for g in guided.groups)
    assert not any(g.ids[0].startswith("Simian Spirit Guide") for g in payment_board(
        with_hand(board, "Lightning Bolt")).groups)
    assert without.uses is not guided.uses


def test_cast_answers_as_each_card_paid_alone():
    board = with_hand(parse_inline("Island x2, Plains, Sol Ring, Azorius Signet, Dimir Signet, Treasure"),
                      "Counterspell", "Swords to Plowshares", "Sphinx's Revelation", "Cancel")
    report = cast_report(board)
    for answer in report.answers:
        alone = solve_payment(replace(board, hand=tuple(c for c in board.hand if c.name != answer.card)),
                              answer.cost or DB.get(answer.card).mana_cost, max_x=True, timing="casting")
        assert answer.castable == alone.payable
        if answer.castable:
            assert (answer.payment.x, answer.payment.tapped, answer.payment.sacrificed) == (
                alone.x, alone.tapped, alone.sacrificed)


# ---------------------------------------------------------------------------------------------------- depth proof
def _count_relaxed_solves(monkeypatch) -> list[int]:
    import manaplan.solver.pay.solve as pay_solve

    calls = [0]
    real = pay_solve.solve_once

    def counting(*args, **kwargs):
        calls[0] += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(pay_solve, "solve_once", counting)
    return calls


def test_a_plan_tapping_no_more_than_the_layers_is_certified_without_the_relaxation(monkeypatch):
    """Nine Signets: the layered model starts at 3 layers and needs a depth certificate. A deeper plan activates more
    than 3 Signets, each tapping itself, so it taps more than the 2 permanents paying {1}{U} takes."""
    calls = _count_relaxed_solves(monkeypatch)
    board = parse_inline("Island, Sol Ring, Azorius Signet x9")
    payment = solve_payment(board, "{1}{U}")
    assert payment.optimal and len(payment.tapped) == 2
    assert calls[0] == 0


def test_the_relaxation_still_runs_where_an_ordered_ability_taps_nothing(monkeypatch):
    """Ashnod's Altar sacrifices without tapping: a deeper plan need not tap more, so the relaxation decides."""
    calls = _count_relaxed_solves(monkeypatch)
    board = parse_inline("Island, Sol Ring, Azorius Signet x9, Ashnod's Altar, Llanowar Elves")
    payment = solve_payment(board, "{1}{U}")
    assert payment.optimal and len(payment.tapped) == 2
    assert calls[0] >= 1


@pytest.mark.parametrize("cost", ["{U}", "{1}{U}", "{4}{U}{U}", "{9}"])
def test_certified_and_full_certificate_agree(monkeypatch, cost):
    """The shortcut answers what the relaxation answers (the property tests check both against brute force)."""
    board = parse_inline("Island, Plains, Sol Ring, Azorius Signet x9, Mystic Gate")
    quick = solve_payment(board, cost)
    import manaplan.solver.pay.solve as pay_solve

    monkeypatch.setattr(pay_solve, "_deeper_taps_more", lambda *a, **k: False)
    full = solve_payment(board, cost)
    assert (quick.payable, quick.optimal, quick.objectives, quick.tapped) == (
        full.payable, full.optimal, full.objectives, full.tapped)


def test_models_skip_or_tools_camel_case_aliases():
    """A dozen models a cast: each skips OR-Tools' ~80 camelCase aliases (manaplan calls only PEP 8 names)."""
    from manaplan.solver.core.cpsat import load_cp_model

    model = load_cp_model().CpModel()
    assert not hasattr(model, "NewIntVar") and hasattr(model, "new_int_var")


def test_boards_without_permanents_do_not_share_a_payment_board():
    """Two boards with no permanents share the empty views; their pools differ, and so do their payment boards."""
    from manaplan.models.board import Board
    from manaplan.models.pool import ManaPool

    assert solve_payment(Board(pool=ManaPool.parse("{W}")), "{W}").payable
    assert not solve_payment(Board(), "{W}").payable


# ---------------------------------------------------------------------------------------------------- the property
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

PERMANENTS = ("Forest", "Island", "Swamp", "Azorius Signet", "Sol Ring", "Treasure", "Skirge Familiar",
              "Metalworker", "Llanowar Elves", "Chromatic Lantern", "Mystic Gate")
HAND = ("Counterspell", "Opt", "Sol Ring", "Simian Spirit Guide", "Elvish Spirit Guide", "Dark Ritual",
        "Wurmcoil Engine", "Fireball", "Llanowar Elves", "Mind Stone")


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from(PERMANENTS), st.integers(1, 2)), min_size=1, max_size=5),
       st.lists(st.sampled_from(HAND), min_size=1, max_size=4))
def test_cast_with_shared_work_answers_as_each_card_worked_out_afresh(entries, hand):
    """cast's shared effective and payment boards give every card the answer a fresh computation gives (Spirit
    Guides and discards read the hand; Metalworker reveals it)."""
    import manaplan.solver.core.activations as activations
    import manaplan.solver.effective as effective

    board = with_hand(parse_inline(", ".join(f"{name} x{n}" for name, n in entries)), *hand)
    shared = cast_report(board)

    def fresh(*args, **kwargs):
        activations._RECENT_BOARDS.clear()
        effective._RECENT.clear()
        kwargs.setdefault("own_colours", False)
        return solve_payment(*args, **kwargs)

    alone = cast_report(board, pay=fresh)
    assert [(a.card, a.castable, a.reason) for a in shared.answers] == [
        (a.card, a.castable, a.reason) for a in alone.answers]
    for a, b in zip(shared.answers, alone.answers):
        if a.payment is not None:
            assert (a.payment.x, a.payment.tapped, a.payment.sacrificed, a.payment.objectives,
                    [(s.permanent, s.adds, s.pays) for s in a.payment.steps]) == (
                b.payment.x, b.payment.tapped, b.payment.sacrificed, b.payment.objectives,
                [(s.permanent, s.adds, s.pays) for s in b.payment.steps])


def test_two_copies_of_a_card_are_paid_once():
    calls = []

    def counting(*args, **kwargs):
        calls.append(args[1])
        return solve_payment(*args, **kwargs)

    board = with_hand(parse_inline("Island x2, Sol Ring"), "Counterspell", "Counterspell", "Opt")
    report = cast_report(board, pay=counting)
    assert [a.castable for a in report.answers] == [True, True, True]
    assert report.answers[0].payment is report.answers[1].payment and len(calls) == 2


def test_a_copy_of_a_payment_board_with_other_uses_works_its_bounds_out_again():
    """A copy made with ``replace`` shares the memo dict: bounds worked out for other uses are not taken."""
    from manaplan.solver.pay.reasons import mana_bounds

    pb = payment_board(parse_inline("Forest x3, Sol Ring"))
    assert mana_bounds(pb).total == 5
    fewer = replace(pb, uses=tuple(u for u in pb.uses if not u.label.startswith("Sol Ring")))
    assert mana_bounds(fewer).total == 3 and mana_bounds(pb).total == 5
