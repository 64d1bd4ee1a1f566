"""Additional costs of casting a spell (CR 601.2b, 601.2h; 118.8) in ``cast`` and ``pay --for``, on real cards: a
permanent to sacrifice ("As an additional cost to cast this spell, sacrifice a creature", Fling), which must be yours
and fit (CR 701.21a) and may be tapped for mana first (mana abilities are activated before the costs are paid, CR
601.2g-h), and "discard a card or pay {5}" (Lightning Axe). Each scenario has the case where the condition fails."""

from __future__ import annotations

import re

from manaplan.models.board_files import board_from_data
from manaplan.models.cards.store import default_database
from manaplan.solver.cast.pay_for import pay_for
from manaplan.solver.cast.solve import CastAnswer, cast_report, named_spell

from manaplan_tests import FOE


def answer(data: dict, card: str, zone: str = "hand") -> CastAnswer:
    (found,) = [a for a in cast_report(board_from_data(data)).answers if a.card == card and a.zone == zone]
    return found


def tapped_steps(a: CastAnswer) -> list[str]:
    return [s.permanent for s in a.payment.steps if s.permanent]


def test_cr601_2b_fling_needs_a_creature_to_sacrifice():
    """Fling: "As an additional cost to cast this spell, sacrifice a creature." Two Mountains alone pay {1}{R}, but
    with no creature it can't be cast; a Grizzly Bears beside them is sacrificed (and named)."""
    alone = answer({"permanents": ["Mountain", "Mountain"], "hand": ["Fling"]}, "Fling")
    assert not alone.castable and alone.reason == ("it needs a creature to sacrifice and you control none "
                                                   "(CR 601.2b, 701.21a)")
    bears = answer({"permanents": ["Mountain", "Mountain", "Grizzly Bears"], "hand": ["Fling"]}, "Fling")
    assert bears.castable and bears.payment.sacrificed == ("Grizzly Bears#1",) and bears.extra == (
        "sacrifice a creature")


def test_cr701_21a_an_opponents_creature_is_not_yours_to_sacrifice():
    """Only a permanent you control can be sacrificed: an opponent's Grizzly Bears does not pay Fling's cost."""
    a = answer({"permanents": ["Mountain", "Mountain", {"card": "Grizzly Bears", "controller": "opponent"}],
                "hand": ["Fling"]}, "Fling")
    assert not a.castable and "a creature to sacrifice" in a.reason


def test_cr601_2g_h_the_creature_sacrificed_may_tap_for_mana_first():
    """Mountain and Llanowar Elves pay Fling's {1}{R}: the Elves' {G} is made first (CR 601.2g), then the Elves are
    sacrificed as the costs are paid (CR 601.2h)."""
    a = answer({"permanents": ["Mountain", "Llanowar Elves"], "hand": ["Fling"]}, "Fling")
    assert a.castable and a.payment.sacrificed == ("Llanowar Elves#1",)
    assert sorted(tapped_steps(a)) == ["Llanowar Elves#1", "Mountain#1"]


def test_natural_order_needs_a_green_creature():
    """Natural Order: "sacrifice a green creature". Grizzly Bears is green; Goblin Guide, red, is not."""
    forests = ["Forest"] * 4
    red = answer({"permanents": forests + ["Goblin Guide"], "hand": ["Natural Order"]}, "Natural Order")
    assert not red.castable and red.reason.startswith("it needs a green creature to sacrifice")
    green = answer({"permanents": forests + ["Grizzly Bears"], "hand": ["Natural Order"]}, "Natural Order")
    assert green.castable and green.payment.sacrificed == ("Grizzly Bears#1",)


def test_tinker_sacrifices_the_sol_ring_it_tapped_for_mana():
    """Tinker ({2}{U}, "sacrifice an artifact"): Island and Sol Ring pay it, and the Sol Ring, tapped for {C}{C}, is
    the artifact sacrificed. Without another artifact, an Island and a Sol Ring are the whole board; with Sol Ring
    gone (two Islands only) it can't be cast."""
    a = answer({"permanents": ["Island", "Sol Ring"], "hand": ["Tinker"]}, "Tinker")
    assert a.castable and a.payment.sacrificed == ("Sol Ring#1",) and "Sol Ring#1" in tapped_steps(a)
    none = answer({"permanents": ["Island", "Island", "Island"], "hand": ["Tinker"]}, "Tinker")
    assert not none.castable and "an artifact to sacrifice" in none.reason


def test_deadly_dispute_sacrifices_a_treasure_that_then_makes_no_mana():
    """Deadly Dispute ({1}{B}, "sacrifice an artifact or creature"): with Swamp and a Treasure, the Treasure is the
    only artifact, so it can't also be sacrificed for mana: not castable. With two Swamps it is sacrificed."""
    short = answer({"permanents": ["Swamp", "Treasure"], "hand": ["Deadly Dispute"]}, "Deadly Dispute")
    assert not short.castable and "while sacrificing an artifact or creature" in short.reason
    a = answer({"permanents": ["Swamp", "Swamp", "Treasure"], "hand": ["Deadly Dispute"]}, "Deadly Dispute")
    assert a.castable and a.payment.sacrificed == ("Treasure#1",) and sorted(tapped_steps(a)) == [
        "Swamp#1", "Swamp#2"]


def test_a_token_is_sacrificed_before_a_card():
    """Given the choice, the plan sacrifices the Treasure token rather than Sol Ring (pay's least-sacrificed rule:
    tokens first)."""
    a = answer({"permanents": ["Swamp", "Swamp", "Sol Ring", "Treasure"], "hand": ["Deadly Dispute"]},
               "Deadly Dispute")
    assert a.castable and a.payment.sacrificed == ("Treasure#1",)


def test_lightning_axe_discards_a_card_or_pays_five_more():
    """Lightning Axe: "discard a card or pay {5}". With another card in hand it costs {R} and a discard; with an
    empty hand it costs {5}{R} (six Mountains pay it), and five Mountains can't."""
    other = answer({"permanents": [FOE] + ["Mountain"], "hand": ["Lightning Axe", "Island"]}, "Lightning Axe")
    assert other.castable and other.cost == "{R}" and other.extra == "discard a card"
    six = answer({"permanents": [FOE] + ["Mountain"] * 6, "hand": ["Lightning Axe"]}, "Lightning Axe")
    assert six.castable and six.cost == "{5}{R}" and six.extra == ""
    five = answer({"permanents": [FOE] + ["Mountain"] * 5, "hand": ["Lightning Axe"]}, "Lightning Axe")
    assert not five.castable and "{5}{R}" in five.reason


def test_pay_for_pays_what_cast_pays():
    """``pay --for`` pays the additional cost as ``cast`` does: Tinker sacrifices the Sol Ring; Lightning Axe with an
    empty hand pays {5} more (and says why); Fling with no creature is not payable, with the reason."""
    find = default_database().get
    tinker = pay_for(board_from_data({"permanents": ["Island", "Sol Ring"], "hand": ["Tinker"]}),
                     named_spell("Tinker", find))
    assert tinker.payment.payable and tinker.payment.sacrificed == ("Sol Ring#1",)
    axe = pay_for(board_from_data({"permanents": ["Mountain"] * 6, "hand": ["Lightning Axe"]}),
                  named_spell("Lightning Axe", find))
    assert axe.payment.payable and axe.payment.cost.text == "{5}{R}" and "rather than a card discarded" in \
        axe.cost_changes[0]
    fling = pay_for(board_from_data({"permanents": ["Mountain", "Mountain"], "hand": ["Fling"]}),
                    named_spell("Fling", find))
    assert not fling.payment.payable and "a creature to sacrifice" in fling.payment.reason


def test_cabal_therapy_flashback_sacrifices_a_creature_from_the_graveyard():
    """Cabal Therapy's "Flashback—Sacrifice a creature." (CR 702.34a): from the graveyard it costs no mana and a
    creature; from the hand it costs {B}."""
    a = answer({"permanents": ["Swamp", "Grizzly Bears"], "graveyard": ["Cabal Therapy"]}, "Cabal Therapy",
               "graveyard")
    assert a.castable and a.via == "flashback" and a.payment.sacrificed == ("Grizzly Bears#1",)
    none = answer({"permanents": ["Swamp"], "graveyard": ["Cabal Therapy"]}, "Cabal Therapy", "graveyard")
    assert not none.castable and "a creature to sacrifice" in none.reason
    hand = answer({"permanents": ["Swamp"], "hand": ["Cabal Therapy"]}, "Cabal Therapy")
    assert hand.castable and hand.cost == "{B}" and hand.payment.sacrificed == ()


def test_cr601_2b_the_creature_sacrificed_for_the_cost_is_named_once_in_its_words(run, tmp_path):
    """Natural Order's "sacrifice a green creature" paid by a green creature: the summary names the victim as what
    the cost asks for, not the victim and the cost's words side by side (which read as two sacrifices); a Treasure
    sacrificed for its own mana is named apart (CR 601.2b, 601.2g-h)."""
    board = tmp_path / "order.yaml"
    board.write_text("permanents: [Forest, Forest, Treasure, Wirewood Symbiote, Llanowar Elves, Grizzly Bears]\n"
                     "hand: [Natural Order]\n")
    out = run("cast", str(board)).stdout
    line = next(x for x in out.splitlines() if "Natural Order" in x)
    assert "sacrifice Treasure#1;" in line
    assert re.search(r"sacrifice (Wirewood Symbiote|Llanowar Elves|Grizzly Bears)#1 as the green creature its cost "
                     r"asks for$", line)
    assert line.count("sacrifice") == 2
