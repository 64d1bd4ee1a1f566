"""Activation conditions (CR 602.5b) read from real cards and checked on the board by ``pay`` and ``produce``
(:mod:`manaplan.solver.conditions`): a condition holds, fails, or depends on what the board does not say — and an
ability is used only when every part of its condition is known to hold (fail closed). Expected figures are worked
out by hand from the cards' printed power and the rules cited."""

from __future__ import annotations

from pathlib import Path

import pytest

from manaplan.models.abilities import ActivationCondition
from manaplan.models.board_files import board_from_data, parse_inline
from manaplan.models.cards import default_database
from manaplan.models.oracle import parse_text
from manaplan.solver import solve_payment
from manaplan.solver.board_abilities import payment_board
from manaplan.solver.conditions import NOT_SUPPORTED, why_not
from manaplan.solver.produce import produce

PAY_BOARDS = Path(__file__).resolve().parent / "pay_boards"


def parsed(name: str):
    card = default_database().get(name)
    assert card is not None, name
    return parse_text(card.name, card.type_line, card.oracle_text)


def board(*entries, facts=None):
    data = {"permanents": [e if isinstance(e, dict) else {"card": e} for e in entries]}
    if facts is not None:
        data["facts"] = facts
    return board_from_data(data, source="test")


def use_reason(b, card_name: str) -> str | None:
    """Why the (last) mana ability of the permanent named ``card_name`` is not usable by ``pay``."""
    pb = payment_board(b)
    (group,) = [g for g in pb.groups if g.name == card_name]
    return pb.uses_of(group.index)[-1].why_not


# ---------------------------------------------------------------------------------------------------- total power
def test_cr_602_5b_circle_of_elders_needs_total_power_8_to_pay():
    """Circle of Elders (2/4): "{T}: Add {C}{C}{C}. Activate only if creatures you control have total power 8 or
    greater." With only a Forest beside it the total power is 2: the ability may not be activated (CR 602.5b), so
    {3} is not payable (1 mana from the Forest). Before the fix, pay ignored the condition and paid {3}."""
    (ability,) = parsed("Circle of Elders").mana_abilities
    assert ability.condition.total_power == 8
    p = solve_payment(board("Circle of Elders", "Forest"), "{3}")
    assert not p.payable
    assert use_reason(board("Circle of Elders", "Forest"), "Circle of Elders").startswith(
        "only if creatures you control have total power 8")


def test_cr_602_5b_circle_of_elders_with_craw_wurm_pays():
    """Circle of Elders (power 2) + Craw Wurm (6/4): total power 8, so {C}{C}{C} pays {3} alone."""
    p = solve_payment(board("Circle of Elders", "Forest", "Craw Wurm"), "{3}")
    assert p.payable and p.tapped == ("Circle of Elders#1",)


def test_total_power_counts_power_given_on_the_board_and_counters():
    """The board's ``power:`` overrides the printed power; +1/+1 counters add (CR 122.1a): Circle of Elders with
    six +1/+1 counters has power 8 by itself."""
    assert use_reason(board({"card": "Circle of Elders", "counters": {"+1/+1": 6}}), "Circle of Elders") is None
    assert use_reason(board("Circle of Elders", {"card": "Grizzly Bears", "power": 6}), "Circle of Elders") is None
    assert use_reason(board("Circle of Elders", {"card": "Grizzly Bears", "power": 5}), "Circle of Elders") \
        is not None


def test_unknown_power_is_never_assumed():
    """Tarmogoyf's power is ``*`` (a characteristic-defining ability): not known from the board, so the total is not
    known and the ability is left out, naming what is missing; with ``power:`` given it counts."""
    why = use_reason(board("Circle of Elders", "Tarmogoyf"), "Circle of Elders")
    assert why == "needs the power of Tarmogoyf#1 (give power:)"
    assert use_reason(board("Circle of Elders", {"card": "Tarmogoyf", "power": 6}), "Circle of Elders") is None


def test_produce_honours_total_power():
    """produce: Circle of Elders and a Forest make 1 mana at most (the condition fails); with Craw Wurm, 4."""
    assert produce(board("Circle of Elders", "Forest")).max_total == 1
    assert produce(board("Circle of Elders", "Forest", "Craw Wurm")).max_total == 4


# ---------------------------------------------------------------------------------------------------- self types, entered
def test_flywheel_racer_is_not_a_creature_unless_the_board_says_so():
    """Flywheel Racer: "Activate only if this Vehicle is a creature." An uncrewed Vehicle is an artifact, not a
    creature (CR 301.7b): pay and produce leave the ability out."""
    (ability,) = [a for a in parsed("Flywheel Racer").mana_abilities if a.condition is not None]
    assert ability.condition.self_types == frozenset({"Creature"})
    b = board("Flywheel Racer")
    assert use_reason(b, "Flywheel Racer") == "only if it is creature (it is not, on this board)"
    assert produce(b).max_total == 0


def test_mirrex_entered_this_turn():
    """Mirrex: "{T}: Add one mana of any color. Activate only if this land entered the battlefield this turn." Not
    sick: it did not come under your control this turn, so it did not enter this turn (fails). Sick: the board does
    not tell entering from a change of control, so it is left out (never assumed)."""
    abilities = parsed("Mirrex").mana_abilities
    assert any(a.condition is not None and a.condition.entered_this_turn for a in abilities)
    assert produce(board("Mirrex")).max_total == 1  # only its {T}: Add {C}.
    assert use_reason(board("Mirrex"), "Mirrex").startswith("only if it entered the battlefield this turn")
    assert "does not say whether it entered" in use_reason(board({"card": "Mirrex", "sick": True}), "Mirrex")


# ---------------------------------------------------------------------------------------------------- you control
def test_cr_602_5b_mox_opal_metalcraft_in_pay():
    """Mox Opal: "Activate only if you control three or more artifacts." (metalcraft, itself included). With two
    artifacts it may not be activated; with three it pays {1}. (pay left such abilities out entirely before.)"""
    assert not solve_payment(board("Mox Opal", "Sol Ring"), "{3}").payable
    p = solve_payment(board("Mox Opal", "Sol Ring", "Mind Stone"), "{4}")
    assert p.payable and "Mox Opal#1" in p.tapped


def test_tainted_field_needs_a_swamp():
    """Tainted Field: "{T}: Add {W} or {B}. Activate only if you control a Swamp." The {C} ability is always there."""
    assert not solve_payment(board("Tainted Field", "Plains"), "{W}{W}").payable
    assert solve_payment(board("Tainted Field", "Plains", "Swamp"), "{W}{W}").payable


def test_sceptre_same_name():
    """Sceptre of Eternal Glory: "three or more lands with the same name": three Forests hold, a Forest, a Plains
    and an Island do not."""
    ok = board("Sceptre of Eternal Glory", "Forest", "Forest", "Forest")
    not_ok = board("Sceptre of Eternal Glory", "Forest", "Plains", "Island")
    assert use_reason(ok, "Sceptre of Eternal Glory") is None
    assert use_reason(not_ok, "Sceptre of Eternal Glory").startswith("only if you control three or more lands")


# ---------------------------------------------------------------------------------------------------- timing, facts
def test_timing_is_not_evaluated_by_pay_but_is_by_produce():
    """pay does not know the step or the stack (while a spell is being cast it is on the stack, CR 601.2a), so
    "Activate only as a sorcery." (Grinning Ignus) is left out and reported; produce asks about your main phase
    with an empty stack: the Mountain's {R} pays Ignus's {R} and Ignus adds {C}{C}{R}, 3 in all."""
    b = board("Grinning Ignus", "Mountain")
    (ignus,) = parsed("Grinning Ignus").mana_abilities
    assert ignus.condition.sorcery_speed
    assert why_not(ignus.condition, b.permanents[0], b).startswith(NOT_SUPPORTED)
    assert why_not(ignus.condition, b.permanents[0], b, timing="main") is None
    assert produce(b).max_total == 3


def test_a_fact_the_board_does_not_give_is_named():
    cond = ActivationCondition(facts=(("opponent_poison", 3),))
    b = parse_inline("Forest")
    assert why_not(cond, b.permanents[0], b) == "needs facts: opponent_poison"
    b3 = board("Forest", facts={"opponent_poison": 3})
    assert why_not(cond, b3.permanents[0], b3) is None
    b2 = board("Forest", facts={"opponent_poison": 2})
    assert why_not(cond, b2.permanents[0], b2).startswith("only if")


def test_a_field_not_evaluated_fails_closed(monkeypatch):
    """A condition field the module does not evaluate makes the ability unusable and reported, never ignored."""
    import manaplan.solver.conditions as conditions

    monkeypatch.setattr(conditions, "EVALUATED", conditions.EVALUATED - {"total_power"})
    b = parse_inline("Forest")
    assert why_not(ActivationCondition(total_power=1), b.permanents[0], b).startswith(NOT_SUPPORTED)


@pytest.mark.parametrize("field", ["sorcery_speed", "instant_speed", "max_per_turn", "turn", "you_control",
                                   "self_counters", "total_power", "self_types", "entered_this_turn", "facts",
                                   "self_counters_at_most"])
def test_every_condition_field_is_evaluated(field):
    """Every field of ActivationCondition (but the text) is one the solvers check."""
    import dataclasses

    from manaplan.solver.conditions import EVALUATED

    names = {f.name for f in dataclasses.fields(ActivationCondition)} - {"text"}
    assert names <= EVALUATED
    assert field in names
