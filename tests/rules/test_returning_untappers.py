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

from manaplan.models.board_files import board_from_data, load_board
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


def test_an_elf_priest_of_titania_counts_may_be_returned_to_untap_it():
    """Wirewood Symbiote may return Llanowar Elves, already tapped, to untap Priest of Titania, which then taps again
    for the Elves left (CR 400.7: the returned Elf is gone; CR 106.12, 605.3b: the count is taken as the ability
    resolves). Forest 1, Priest 3 (three Elves), Llanowar 1, Mystic 1, Priest again for two: 8, proven (before,
    the Symbiote never took an Elf the Priest counts, and 7 was not proven)."""
    board = board_from_data({"permanents": ["Forest", "Wirewood Symbiote", "Priest of Titania", "Llanowar Elves",
                                            "Elvish Mystic"]})
    paid = solve_payment(board, "{X}", max_x=True)
    assert paid.payable and paid.x == 8 and paid.optimal, paid.left_out
    assert not paid.left_out
    (step,) = [s for s in paid.steps if s.untaps]
    assert step.untaps == "Priest of Titania#1" and step.returns[0] in ("Llanowar Elves#1", "Elvish Mystic#1")


def test_an_untapper_may_be_returned_after_its_own_untap():
    """Arbor Elf untaps a Forest ("{T}: Untap target Forest."), then Wirewood Symbiote returns it to untap Llanowar
    Elves: the Elf's untap is an activation of its own (CR 602, 605.1a: a target, no mana ability), done before it left
    (CR 400.7), not an effect in force that its leaving would end. Two Forests, the Elf's untap, Llanowar twice: five.
    The Symbiote could instead untap Arbor Elf to untap a Forest again (its {T} ability used twice: five too here):
    that untap is modelled now (an untap alone, one more tap of Arbor Elf after it, CR 701.26b), so five is proven;
    before, it was named and the answer not proven."""
    board = board_from_data({"permanents": ["Forest", "Forest", "Arbor Elf", "Wirewood Symbiote", "Llanowar Elves"]})
    paid = solve_payment(board, "{X}", max_x=True)
    assert paid.payable and paid.x == 5 and paid.optimal, paid.left_out
    assert not paid.left_out


def test_a_forest_returned_leaves_marwyns_power_as_it_was():
    """Marwyn, the Nurturer adds {G} equal to its power; Quirion Ranger returns a Forest, already tapped, to untap it
    (CR 400.7, 106.12): the Forest changes nothing of Marwyn's power, so Marwyn taps again for as much, proven."""
    board = board_from_data({"permanents": ["Forest", "Forest", "Quirion Ranger",
                                            {"card": "Marwyn, the Nurturer", "counters": {"+1/+1": 3}}]})
    paid = solve_payment(board, "{X}", max_x=True)
    assert paid.payable and paid.x == 2 + 4 + 4 and paid.optimal, (paid.x, paid.left_out)


def test_one_of_two_identical_elves_returned_to_untap_the_other():
    """Two Llanowar Elves and Wirewood Symbiote: tap both, return one (already tapped: CR 400.7, it leaves) to untap
    the other, which taps again (CR 106.12): 3. The two Elves are told apart (each its own group), so the plan is
    found; before, the model's group of two never let one leave while the other was untapped, and said 2, proven."""
    board = board_from_data({"permanents": ["Llanowar Elves", "Llanowar Elves", "Wirewood Symbiote"]})
    paid = solve_payment(board, "{X}", max_x=True)
    assert paid.payable and paid.x == 3 and paid.optimal
    (step,) = [s for s in paid.steps if s.untaps]
    assert {step.untaps, *step.returns} == {"Llanowar Elves#1", "Llanowar Elves#2"}
    assert produce(board).max_total == 3


def test_an_untap_for_another_s_cost_is_one_more_tap_of_the_permanent_after_it():
    """Heritage Druid's "Tap three untapped Elves you control" and Birchlore Rangers' "Tap two …" tap Elves as their
    cost (CR 302.6: Nettle Sentinel, summoning sick, too). The Ranger and the Symbiote may untap a tapped Elf
    (CR 605.1a: a target, so no mana ability; activated before the spell; CR 701.26b) to be tapped again for such a
    cost: three Elves for Heritage Druid, two of them untapped, then tapped for Birchlore Rangers: X = 4, the most
    (tests/pay/test_untappers_brute.py's search agrees). Before, the model made 3 and named both untappers; the plan
    now reads in a legal order: each untap after its Elf's tap, each Elf tapped again after its untap."""
    payment = solve_payment(_board("ranger_untaps_for_heritage"), "{X}", max_x=True)
    assert payment.x == 4 and payment.optimal and not payment.left_out
    tapped: dict[str, bool] = {"Leovold, Emissary of Trest#1": False, "Birchlore Rangers#1": False,
                               "Nettle Sentinel#1": False, "Quirion Ranger#1": True, "Heritage Druid#1": True}
    for step in payment.steps:
        for pid in step.taps:
            assert not tapped[pid], (step, tapped)  # "Tap an untapped …" (CR 601.2h)
            tapped[pid] = True
        if step.untaps is not None and not step.adds:
            assert tapped[step.untaps], step  # an untap frees only a tapped Elf
            tapped[step.untaps] = False
    assert sum(1 for s in payment.steps if s.untaps) == 2
    board = load_board(BOARDS / "ranger_untaps_for_heritage.yaml")
    assert produce(board).max_total == 4 and produce(board).proven


def test_an_untap_with_nothing_to_return_is_not_named():
    """Quirion Ranger with no Forest to return (CR 602.2b, 601.2h: a cost that can't be paid) untaps nothing: no
    note, the answer proven (Heritage Druid's three Elves, {G}{G}{G}, and the fourth's {G})."""
    board = board_from_data({"permanents": ["Quirion Ranger", "Llanowar Elves", "Elvish Mystic", "Heritage Druid"]})
    payment = solve_payment(board, "{X}", max_x=True)
    assert payment.x == 4 and payment.optimal and not payment.left_out  # the Druid taps the Ranger, itself, one Elf


def test_an_untap_the_untapper_itself_could_stand_in_for_is_not_named():
    """Manifold Key ("{1}, {T}: Untap another target artifact") beside Urza, Lord High Artificer ("Tap an untapped
    artifact you control: Add {U}"): untapping Darksteel Citadel for Urza to tap it again gives one {U} for the Key's
    tap and {1}; tapping the Key itself for Urza gives the same {U} for its tap alone (CR 302.6: a tap for another's
    cost). No answer is better with the untap: not named, proven."""
    board = board_from_data({"permanents": ["Manifold Key", "Urza, Lord High Artificer", "Darksteel Citadel",
                                            "Island"]})
    payment = solve_payment(board, "{X}", max_x=True)
    assert payment.optimal and not payment.left_out and produce(board).proven


def test_mox_opal_untapped_alone_where_its_metalcraft_holds_whatever_the_plan_removes():
    """Mox Opal's "Activate only if you control three or more artifacts" is checked as it is activated (CR 602.5b).
    With four artifacts none of which a cost removes it holds at every moment: Manifold Key's untap of the Opal is an
    untap alone, tapped again after it (CR 701.26b), proven. With Lotus Petal as its third artifact, the Petal's
    sacrifice may come before the Opal's second tap: that untap stays named, the answer not proven."""
    board = board_from_data({"permanents": ["Manifold Key", "Urza, Lord High Artificer", "Darksteel Citadel",
                                            "Mox Opal", "Sol Ring"]})
    payment = solve_payment(board, "{X}", max_x=True)
    assert payment.optimal and not payment.left_out
    board = board_from_data({"permanents": ["Manifold Key", "Mox Opal", "Lotus Petal", "Island"]})
    payment = solve_payment(board, "{X}", max_x=True)
    assert not payment.optimal and any(line.startswith("Manifold Key#1: ") and "untapping Mox Opal#1" in line
                                       for line in payment.left_out)


def test_an_untap_of_what_sacrifices_itself_is_not_named():
    """Lotus Petal's "{T}, Sacrifice Lotus Petal: Add one mana of any color." takes it away (CR 400.7): untapped by
    Voltaic Key it can't be used again. Not named, proven."""
    board = board_from_data({"permanents": ["Voltaic Key", "Lotus Petal", "Island", "Island"]})
    payment = solve_payment(board, "{X}", max_x=True)
    assert payment.x == 3 and payment.optimal and not payment.left_out
