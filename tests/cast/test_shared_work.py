"""What ``cast`` shares across the cards of a hand, and the proofs that need no solve (issue 12). Each saving keeps
the answer: the same payment board only where building it read nothing of the hand (within one session:
:mod:`manaplan.solver.analysis`), the depth certified without the relaxation only where every deeper plan taps more
permanents."""

from __future__ import annotations

from dataclasses import replace

import pytest

from manaplan.models.board_files import parse_inline
from manaplan.models.cards.store import default_database
from manaplan.solver.cast.solve import cast_report
from manaplan.solver.analysis import Session
from manaplan.solver.pay.solve import solve_payment

DB = default_database()


def with_hand(board, *names):
    return replace(board, hand=tuple(DB.get(n) for n in names))


# ---------------------------------------------------------------------------------------------------- payment board
def test_boards_that_differ_only_in_the_hand_share_one_payment_board():
    board = parse_inline("Island x2, Sol Ring, Azorius Signet")
    session = Session()
    one = session.analysis(with_hand(board, "Counterspell", "Opt")).activations()
    two = session.analysis(with_hand(board, "Opt")).activations()
    assert two.uses is one.uses and two.groups is one.groups  # built once
    assert [c.name for c in two.board.hand] == ["Opt"]  # but it is the board asked about
    assert two.effective.board is two.board


def test_a_cost_that_reads_the_hand_is_built_for_each_hand():
    """Skirge Familiar discards a card: how often it can be used depends on the hand (CR 605.1a, 601.2h)."""
    board = parse_inline("Skirge Familiar, Swamp")
    session = Session()
    one = session.analysis(with_hand(board, "Opt", "Opt")).activations()
    two = session.analysis(with_hand(board, "Opt")).activations()
    assert one.reads_hand and two.uses is not one.uses
    familiar = lambda pb: next(u for u in pb.uses if u.label.startswith("Skirge"))  # noqa: E731
    assert (familiar(one).cap, familiar(two).cap) == (2, 1)


def test_a_spirit_guide_in_one_hand_is_not_taken_for_another():
    board = parse_inline("Mountain")
    session = Session()
    without = session.analysis(with_hand(board, "Lightning Bolt")).activations()
    guided = session.analysis(with_hand(board, "Simian Spirit Guide", "Lightning Bolt")).activations()
    assert any(g.ids[0].startswith("Simian Spirit Guide (hand)") for g in guided.groups)
    assert not any(g.ids[0].startswith("Simian Spirit Guide") for g in session.analysis(
        with_hand(board, "Lightning Bolt")).activations().groups)
    assert without.uses is not guided.uses


def test_cast_answers_as_each_card_paid_alone():
    board = with_hand(parse_inline("Island x2, Plains, Sol Ring, Azorius Signet, Dimir Signet, Treasure"),
                      "Counterspell", "Swords to Plowshares", "Sphinx's Revelation", "Cancel")
    report = cast_report(board)
    for answer in report.answers:
        alone = solve_payment(replace(board, hand=tuple(c for c in board.hand if c.name != answer.card)),
                              answer.cost or DB.get(answer.card).mana_cost, max_x=True, timing="casting")
        # Counterspell and Cancel need a spell to target (CR 115.1, 601.2c): not castable, their plan still there
        paid = answer.payment is not None and answer.payment.payable
        assert paid == alone.payable
        if paid:
            assert (answer.payment.x, answer.payment.tapped, answer.payment.sacrificed) == (
                alone.x, alone.tapped, alone.sacrificed)


# ---------------------------------------------------------------------------------------------------- depth proof
def _count_relaxed_solves(monkeypatch) -> list[int]:
    """Count the solves of the relaxation's certificate (:func:`~manaplan.solver.core.model.relaxation_certificate`
    as pay calls it)."""
    import manaplan.solver.core.model as core_model
    import manaplan.solver.pay.solve as pay_solve

    calls, inside = [0], [False]
    real_solve, real_certificate = core_model.solve_once, pay_solve.relaxation_certificate

    def counting(*args, **kwargs):
        calls[0] += inside[0]
        return real_solve(*args, **kwargs)

    def certificate(*args, **kwargs):
        inside[0] = True
        try:
            return real_certificate(*args, **kwargs)
        finally:
            inside[0] = False

    monkeypatch.setattr(core_model, "solve_once", counting)
    monkeypatch.setattr(pay_solve, "relaxation_certificate", certificate)
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
    """Two Krark-Clan Ironworks sacrifice without tapping, and one may sacrifice the other after it sacrificed
    (:func:`~manaplan.solver.core.model.ordered_uses`): a deeper plan need not tap more, so the relaxation decides.
    (Ashnod's Altar beside Llanowar Elves no longer counts towards the depth: no victim of it sacrifices.)"""
    calls = _count_relaxed_solves(monkeypatch)
    board = parse_inline("Island, Sol Ring, Azorius Signet x9, Krark-Clan Ironworks x2")
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


def test_models_skip_or_tools_camel_case_aliases_and_leave_or_tools_as_it_is():
    """A dozen models a cast: each skips OR-Tools' ~80 camelCase aliases (manaplan calls only PEP 8 names), and
    OR-Tools' own class is untouched for any other code in the process."""
    from manaplan.solver.core.cpsat import load_cp_model, new_model

    model = new_model()
    assert not hasattr(model, "NewIntVar") and hasattr(model, "new_int_var")
    assert hasattr(load_cp_model().CpModel(), "NewIntVar")
