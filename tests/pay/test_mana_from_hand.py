"""Mana from hand and from the library (issue 13, items 2 and 3): Spirit Guides exiled from hand, Chrome Mox's
imprinted card, Lion's Eye Diamond only before casting, fetchlands searching the listed library. Expected answers
are worked out from the rules in each docstring."""

from __future__ import annotations

from manaplan.models.board_files import board_from_data
from manaplan.solver.pay.solve import solve_payment
from manaplan.solver.produce.solve import produce


def _board(**data):
    return board_from_data(data)


def test_spirit_guides_in_hand_are_exiled_for_mana():
    """Simian Spirit Guide: "Exile Simian Spirit Guide from your hand: Add {R}." A mana ability of a card in hand may
    be activated from there (CR 605.1a); its cost exiles that card, so each Guide adds its mana once. Mountain and
    both Guides pay {R}{G}{R}, and no more: {R}{R}{R} is one {R} short. produce agrees: 3."""
    board = _board(permanents=["Mountain"], hand=["Simian Spirit Guide", "Elvish Spirit Guide"])
    p = solve_payment(board, "{R}{G}{R}")
    assert p.payable
    assert {s.permanent for s in p.steps} == {"Mountain#1", "Simian Spirit Guide (hand)#1",
                                              "Elvish Spirit Guide (hand)#1"}
    assert not solve_payment(board, "{R}{R}{R}").payable
    assert produce(board).max_total == 3 == solve_payment(board, "{X}", max_x=True).x


def test_spirit_guide_and_skirge_share_the_hand():
    """Skirge Familiar: "Discard a card: Add {B}." The Guide exiled is no longer in hand to discard (CR 118.3): with
    a hand of the Guide and one more card, the two abilities take at most two cards in all — {R}{B} (exile the Guide,
    discard the other) but not {R}{B}{B}; without the Guide's exile, {B}{B} discarding both."""
    board = _board(permanents=["Skirge Familiar"], hand=["Simian Spirit Guide", "Island"])
    assert solve_payment(board, "{R}{B}").payable
    assert solve_payment(board, "{B}{B}").payable
    assert not solve_payment(board, "{R}{B}{B}").payable
    assert produce(board).max_total == 2


def test_a_spirit_guide_cast_from_hand_does_not_pay_for_itself():
    """Casting a spell moves it from the hand to the stack first (CR 601.2a), so a Guide being cast is not in hand to
    exile for its own {2}{R}; it pays for Lightning Bolt."""
    from manaplan.solver.cast.solve import cast_report

    board = _board(hand=["Simian Spirit Guide", "Lightning Bolt"])
    verdicts = {a.card: a.castable for a in cast_report(board).answers}
    assert verdicts == {"Simian Spirit Guide": False, "Lightning Bolt": True}


def test_chrome_mox_makes_the_colours_of_its_imprinted_card():
    """Chrome Mox: "{T}: Add one mana of any of the exiled card's colors." With Lightning Helix imprinted it adds {R}
    or {W} (CR 106.7: only colours of the exiled card), never {U}; Ancestral Vision is blue by its colour indicator
    (CR 204), so that Mox pays {U}. A colorless imprint would add nothing (CR 106.5)."""
    board = _board(permanents=[{"card": "Chrome Mox", "imprinted": "Lightning Helix"}])
    assert solve_payment(board, "{W}").payable and solve_payment(board, "{R}").payable
    assert not solve_payment(board, "{U}").payable
    vision = _board(permanents=[{"card": "Chrome Mox", "imprinted": "Ancestral Vision"}])
    assert solve_payment(vision, "{U}").payable
    chosen = _board(permanents=[{"card": "Chrome Mox", "chosen": "G"}])
    assert solve_payment(chosen, "{G}").payable and not solve_payment(chosen, "{R}").payable


def test_chrome_mox_without_an_imprint_is_left_out_and_says_how():
    """Without the imprinted card on the board its colours are unknown: the Mox is left out, never assumed, and the
    reason says which key to give."""
    board = _board(permanents=["Chrome Mox"])
    p = solve_payment(board, "{U}")
    assert not p.payable
    assert any("imprinted: CARD" in why for why in p.left_out)
    assert produce(board).max_total == 0


def test_lions_eye_diamond_pays_for_a_spell_from_the_graveyard_never_from_hand():
    """Lion's Eye Diamond: "Discard your hand, Sacrifice ~: Add three mana of any one color. Activate only as an
    instant." There is no priority while a spell is being cast (CR 601.2, 602.5), so it is cracked before casting:
    a spell in the hand would be discarded with it, so Lightning Bolt is not castable; Deep Analysis's flashback
    from the graveyard ({1}{U}, pay 3 life) is."""
    from manaplan.solver.cast.solve import cast_report

    board = _board(permanents=["Lion's Eye Diamond"], hand=["Lightning Bolt"], graveyard=["Deep Analysis"])
    verdicts = {a.card: a for a in cast_report(board).answers}
    assert not verdicts["Lightning Bolt"].castable and "601.2" in verdicts["Lightning Bolt"].reason
    assert verdicts["Deep Analysis"].castable


def test_imprinted_is_a_card_name_checked_like_any_other():
    """`imprinted:` names a card of the database; a typo is an error with a suggestion, never a guess."""
    import pytest

    from manaplan.models.errors import BoardError

    with pytest.raises(BoardError, match="imprinted|Lightning Bolt"):
        _board(permanents=[{"card": "Chrome Mox", "imprinted": "Lightnig Bolt"}])
    from manaplan.models.board_files import parse_inline

    assert parse_inline("Chrome Mox (imprinted=Lightning Bolt)").permanents[0].imprinted.name == "Lightning Bolt"


def test_a_spirit_guide_is_exiled_before_lions_eye_diamond_discards_the_hand():
    """Lion's Eye Diamond's cost discards the whole hand (CR 118.3): a Spirit Guide exiled for mana must be exiled
    first, and the plan lists it first."""
    board = _board(permanents=["Lion's Eye Diamond", "Mountain"], hand=["Simian Spirit Guide"])
    p = solve_payment(board, "{R}{R}{R}{R}{R}")
    order = [s.permanent for s in p.steps]
    assert order.index("Simian Spirit Guide (hand)#1") < order.index("Lion's Eye Diamond#1")


def test_pay_for_a_card_in_hand_never_discards_or_exiles_that_card_to_pay_for_it():
    """`pay --for` answers as `cast` does: the card is on the stack while its cost is paid (CR 601.2a), so Skirge
    Familiar ("Discard a card: Add {B}.") can't discard it to pay for itself, and a Spirit Guide being paid for is not
    in hand to exile. With only Dark Ritual in hand, its {B} is paid by the Swamp, and {B}{B} is not payable."""
    import json

    from click.testing import CliRunner

    from manaplan.cli.main import app as cli

    board = '{"permanents": ["Skirge Familiar", "Swamp"], "hand": ["Dark Ritual"]}'
    run = CliRunner().invoke(cli, ["pay", "-", "--for", "Dark Ritual", "--json"], input=board)
    assert run.exit_code == 0, run.output
    assert [s["permanent"] for s in json.loads(run.output)["plan"]] == ["Swamp#1"]
    run = CliRunner().invoke(cli, ["pay", "-", "{B}{B}", "--for", "Dark Ritual", "--json"], input=board)
    assert run.exit_code == 1 and not json.loads(run.output)["payable"]
    guide = '{"hand": ["Simian Spirit Guide"]}'
    run = CliRunner().invoke(cli, ["pay", "-", "{R}", "--for", "Simian Spirit Guide", "--json"], input=guide)
    assert run.exit_code == 1


def test_metalworker_may_reveal_the_artifact_about_to_be_cast_if_tapped_before_casting():
    """Metalworker: "{T}: Reveal any number of artifact cards in your hand. Add {C}{C} for each card revealed this
    way." While Walking Ballista is cast it is on the stack (CR 601.2a), but a mana ability may be activated whenever
    you hold priority (CR 605.3a), so before casting, with Ballista still in hand, and the mana waits in the pool
    (CR 106.4): two artifacts in hand give {C}×4 and X=2 with nothing else; the step is marked before casting.
    `cast` and `pay --for` agree, and without the spell in hand (plain `pay`) nothing changes."""
    import json

    from click.testing import CliRunner

    from manaplan.cli.main import app as cli
    from manaplan.solver.cast.solve import cast_report

    data = {"permanents": ["Metalworker"], "hand": ["Walking Ballista", "Sol Ring"]}
    ballista = next(a for a in cast_report(_board(**data)).answers if a.card == "Walking Ballista")
    assert ballista.castable and ballista.payment.x == 2
    assert [s.before for s in ballista.payment.steps] == [True]
    run = CliRunner().invoke(cli, ["pay", "-", "--for", "Walking Ballista", "--max-x", "--json"],
                             input=json.dumps(data))
    answer = json.loads(run.output)
    assert answer["x"] == 2 and answer["plan"][0]["before"] is True
    plain = solve_payment(_board(**data), "{X}{X}", max_x=True)
    assert plain.x == 2 and not plain.steps[0].before  # both cards stay in hand: nothing is cast
