"""Issue 11, item 1: Yixlid Jailer, "Cards in graveyards lose all abilities." (CR 613.1f): a card's own way to be
cast from a graveyard (flashback, CR 702.34) and its abilities that work from the graveyard (Riftstone Portal, CR
611.3b) are gone; a permission from another card (Yawgmoth's Will) is not an ability of the card and stays."""

from __future__ import annotations

from pathlib import Path

from manaplan.models.board_files import load_board
from manaplan.models.cards.store import default_database
from manaplan.models.effects import ZoneAbilitiesLost
from manaplan.models.mana import ManaType as T
from manaplan.models.oracle.parser import parse_card
from manaplan.solver.cast.solve import cast_report
from manaplan.solver.produce.solve import produce


def _board(tmp_path: Path, text: str):
    path = tmp_path / "board.yaml"
    path.write_text(text)
    return load_board(path)


def test_yixlid_jailer_is_read():
    """CR 613.1f: the line is one value, nothing unsupported."""
    parsed = parse_card(default_database().get("Yixlid Jailer"))
    assert parsed.effects == (ZoneAbilitiesLost("graveyard"),) and parsed.unsupported == ()


def test_flashback_is_lost_under_an_opponents_yixlid_jailer(tmp_path):
    """CR 613.1f, 702.34: Faithless Looting in your graveyard has no flashback; the reason names the Jailer."""
    text = "permanents: [Mountain, Mountain, Mountain%s]\ngraveyard: [Faithless Looting]\n"
    (answer,) = cast_report(_board(tmp_path, text % ", {card: Yixlid Jailer, controller: opponent}")).answers
    assert not answer.castable and "Yixlid Jailer#1" in answer.reason and "flashback" in answer.reason
    (answer,) = cast_report(_board(tmp_path, text % "")).answers
    assert answer.castable and answer.via == "flashback"


def test_a_jailer_under_humility_takes_nothing(tmp_path):
    """CR 613.1f: Yixlid Jailer is a creature; under Humility it has no ability, so flashback works."""
    board = _board(tmp_path, "permanents: [Mountain, Mountain, Mountain, {card: Yixlid Jailer, controller: opponent}, "
                             "Humility]\ngraveyard: [Faithless Looting]\n")
    assert cast_report(board).answers[0].castable


def test_riftstone_portal_in_the_graveyard_gives_nothing_under_the_jailer(tmp_path):
    """CR 611.3b, 613.1f: Riftstone Portal's "As long as ~ is in your graveyard" ability is gone: the Island taps
    only for {U}."""
    text = "permanents: [Island%s]\ngraveyard: [Riftstone Portal]\n"
    assert produce(_board(tmp_path, text % "")).max_by_type[T.G] == 1
    out = produce(_board(tmp_path, text % ", {card: Yixlid Jailer, controller: opponent}"))
    assert out.max_by_type[T.G] == 0 and out.max_by_type[T.U] == 1


def test_yawgmoths_will_still_lets_you_cast_from_the_graveyard(tmp_path):
    """CR 613.1f, 601.3: Yawgmoth's Will's permission is its effect, not an ability of the card in the graveyard:
    Lightning Bolt is cast from the graveyard for {R} under the Jailer (the Looting's own flashback is still gone,
    but the permission casts it for its mana cost)."""
    board = _board(tmp_path, "permanents: [Mountain, {card: Yixlid Jailer, controller: opponent}]\n"
                             "effects: [Yawgmoth's Will]\ngraveyard: [Lightning Bolt]\n")
    (answer,) = cast_report(board).answers
    assert answer.castable and answer.cost == "{R}"
