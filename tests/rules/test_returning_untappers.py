"""Untappers whose cost returns another permanent you control to its owner's hand: Quirion Ranger and Scryb Ranger
("Return a Forest you control to its owner's hand: Untap target creature. Activate only once each turn."), Wirewood
Symbiote ("Return an Elf you control …"). Returning is not sacrificing (CR 701.21), but the permanent leaves the
battlefield and is a new object if it comes back (CR 400.7), so for mana it is taken as a sacrifice is: it may be
tapped for mana first, does nothing after, and counts among the permanents a plan removes. "Activate only once each
turn" (CR 602.5b) caps the Ranger's activations, whatever it untaps. The creature untapped is tapped for mana again
(CR 106.12)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from manaplan.models.board_files import load_board
from manaplan.models.cards.store import default_database
from manaplan.models.effects import Untapper
from manaplan.models.oracle.parser import parse_card
from manaplan.models.oracle.relevance import FLAGGED, classify_card
from manaplan.solver.pay.solve import solve_payment
from manaplan.solver.produce.solve import produce

BOARDS = Path(__file__).resolve().parents[1] / "pay_boards"


def _board(name: str):
    return load_board(BOARDS / f"{name}.yaml")


@pytest.mark.parametrize("name, kind", [("Quirion Ranger", "Forest"), ("Scryb Ranger", "Forest"),
                                        ("Wirewood Symbiote", "Elf")])
def test_the_returning_untappers_are_read(name, kind):
    card = default_database().get(name)
    (untapper,) = parse_card(card).effects
    assert isinstance(untapper, Untapper) and untapper.card_types == {"Creature"} and untapper.max_per_turn == 1
    (returned,) = untapper.cost.returns
    assert returned.subtypes == {kind} and untapper.cost.removes_others == (returned,)
    assert untapper.describe() == (f"Return {'an' if kind == 'Elf' else 'a'} {kind} you control to its owner's hand: "
                                   "Untap target creature. Activate only once each turn.")
    assert not any(p.kind == FLAGGED for p in classify_card(card).pieces)


def test_the_ranger_returns_a_tapped_forest_to_untap_priest_of_titania():
    """Forest {G}, Priest {G}×4 (four Elves), Elves {G}, Mystic {G}: 7; then the Forest, already tapped, is returned
    to untap the Priest, which taps again for four: 11. The step says what it returns; the Forest is tapped before
    it leaves and never after; the return counts among the permanents removed."""
    payment = solve_payment(_board("quirion_ranger"), "{X}", max_x=True)
    assert payment.x == 11 and payment.optimal
    steps = payment.steps
    (ranger,) = [i for i, s in enumerate(steps) if s.permanent == "Quirion Ranger#1"]
    assert steps[ranger].returns == ("Forest#1",) and steps[ranger].untaps == "Priest of Titania#1"
    assert not steps[ranger].sacrifices and not steps[ranger].exiles
    forest = [i for i, s in enumerate(steps) if "Forest#1" in (s.permanent, s.untaps)]
    assert forest and max(forest) < ranger
    assert payment.returned == ("Forest#1",) and "Forest#1" not in payment.tapped
    assert dict(payment.objectives)["sacrificed"] == 1


def test_the_plan_says_what_it_returns(run):
    out = run("pay", str(BOARDS / "quirion_ranger.yaml"), "{X}", "--max-x").output
    assert "activate Quirion Ranger#1, returning Forest#1 to your hand, untapping Priest of Titania#1" in out
    assert "returned Forest to hand" in out
    data = json.loads(run("pay", str(BOARDS / "quirion_ranger.yaml"), "{X}", "--max-x", "--json").output)
    assert [s["returns"] for s in data["plan"] if "returns" in s] == [["Forest#1"]]
    assert data["returned"] == ["Forest#1"]


def test_the_ranger_is_activated_once_each_turn():
    """Three Forests could pay three returns, but "Activate only once each turn": Forests 3, Priest 3 (three Elves),
    Elves 1, and the Priest once again for 3: 10, not 13."""
    payment = solve_payment(_board("quirion_ranger_forests"), "{X}", max_x=True)
    assert payment.x == 10
    assert sum(1 for s in payment.steps if s.permanent == "Quirion Ranger#1") == 1


def test_the_symbiote_never_returns_an_elf_the_priest_counts():
    """Priest {G}{G} (two Elves), Elves {G}: 3. Returning the Elves to untap the Priest would leave one Elf, so the
    Priest's mana again is one, not two: 4 at most, which returning the tapped Priest to untap the Elves also
    makes. The plan never claims 5."""
    payment = solve_payment(_board("wirewood_symbiote_priest"), "{X}", max_x=True)
    assert payment.x == 4


@pytest.mark.parametrize("name", ["quirion_ranger", "quirion_ranger_forests", "wirewood_symbiote_priest"])
def test_produce_makes_what_pay_pays(name):
    """The engine property: produce's most mana is pay's largest X."""
    board = _board(name)
    assert produce(board).max_total == solve_payment(board, "{X}", max_x=True).x
