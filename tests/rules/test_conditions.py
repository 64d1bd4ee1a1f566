"""Activation conditions (CR 602.5b) read from real cards and checked on the board by ``pay`` and ``produce``
(:mod:`manaplan.solver.rules.conditions`): a condition holds, fails, or depends on what the board does not say — and an
ability is used only when every part of its condition is known to hold (fail closed). Expected figures are worked
out by hand from the cards' printed power and the rules cited."""

from __future__ import annotations

from pathlib import Path

import pytest

from manaplan.models.ability import ActivationCondition, Conditional, Produce
from manaplan.models.board_files import board_from_data, parse_inline
from manaplan.models.cards.store import default_database
from manaplan.models.mana import ManaType
from manaplan.models.oracle.parser import parse_text
from manaplan.solver.pay.solve import solve_payment
from manaplan.solver.analysis import analysed
from manaplan.solver.rules.conditions import NOT_SUPPORTED, why_not
from manaplan.solver.produce.solve import produce

PAY_BOARDS = Path(__file__).resolve().parents[1] / "pay_boards"


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
    pb = analysed(b).activations()
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


# ------------------------------------------------------------------------------------------- self types, entered
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
    import manaplan.solver.rules.conditions as conditions

    monkeypatch.setattr(conditions, "EVALUATED", conditions.EVALUATED - {"total_power"})
    b = parse_inline("Forest")
    assert why_not(ActivationCondition(total_power=1), b.permanents[0], b).startswith(NOT_SUPPORTED)


@pytest.mark.parametrize("field", ["sorcery_speed", "instant_speed", "max_per_turn", "turn", "you_control",
                                   "self_counters", "total_power", "self_types", "entered_this_turn", "facts",
                                   "self_counters_at_most", "once", "any_player_own_turn"])
def test_every_condition_field_is_evaluated(field):
    """Every field of ActivationCondition (but the text) is one the solvers check."""
    import dataclasses

    from manaplan.solver.rules.conditions import EVALUATED

    names = {f.name for f in dataclasses.fields(ActivationCondition)} - {"text"}
    assert names <= EVALUATED
    assert field in names


# ---------------------------------------------------------------------------------------------------- keyword prefixes
def test_max_speed_endrider_catalyzer_parses_as_a_fact_condition():
    """"Max speed — {T}: Add {R}{R}." The creature has the ability only while you have max speed (speed 4): the
    ability with the condition on the fact max_speed, printed back in oracle-like words."""
    (ability,) = parsed("Endrider Catalyzer").mana_abilities
    assert ability.condition.facts == (("max_speed", 1),)
    assert ability.describe() == "{T}: Add {R}{R}. Activate only if you have max speed."


@pytest.mark.parametrize("facts, payable", [(None, False), ({"speed": 3}, False), ({"speed": 4}, True),
                                            ({"max_speed": True}, True)])
def test_max_speed_in_pay(facts, payable):
    """Endrider Catalyzer (not sick) pays {R}{R} only when the board says you have max speed; without the fact the
    ability is left out and the fact named (never assumed)."""
    b = board("Endrider Catalyzer", facts=facts)
    assert solve_payment(b, "{R}{R}").payable is payable
    if facts is None:
        assert use_reason(b, "Endrider Catalyzer") == "needs facts: max_speed"


def test_muraganda_raceway_produce_with_and_without_max_speed():
    """Muraganda Raceway: "{T}: Add {C}." always; "Max speed — {T}: Add {C}{C}." with max speed: at most 1 or 2."""
    assert produce(board("Muraganda Raceway")).max_total == 1
    assert produce(board("Muraganda Raceway", facts={"max_speed": True})).max_total == 2


def test_corrupted_glistening_sphere():
    """Glistening Sphere: "Corrupted — {T}: Add three mana of any one color. Activate only if an opponent has three
    or more poison counters." (Corrupted is an ability word, CR 207.2c; the condition is the board's fact
    opponent_poison.) With 3 poison counters it pays {G}{G}{G}; with 2 only its other ability (one mana)."""
    abilities = parsed("Glistening Sphere").mana_abilities
    assert abilities[1].condition.facts == (("opponent_poison", 3),)
    assert solve_payment(board("Glistening Sphere", facts={"opponent_poison": 3}), "{G}{G}{G}").payable
    assert not solve_payment(board("Glistening Sphere", facts={"opponent_poison": 2}), "{G}{G}").payable
    assert use_reason(board("Glistening Sphere"), "Glistening Sphere") == "needs facts: opponent_poison"


def test_exhaust_is_understood_but_never_counted_on():
    """Loot, the Pathfinder: "Exhaust — {G}, {T}: Add three mana of any one color." Each exhaust ability may be
    activated only once in the game; the board cannot say whether it was, so the solvers leave it out and say why.
    Its other exhaust abilities (draw, damage) are not about mana."""
    p = parsed("Loot, the Pathfinder")
    assert p.fully_understood
    (ability,) = p.mana_abilities
    assert ability.condition.once and ability.describe().endswith("Activate only once.")
    b = board("Loot, the Pathfinder", "Forest")
    assert use_reason(b, "Loot, the Pathfinder").startswith("activate only once")
    assert produce(b).max_total == 1


# ---------------------------------------------------------------------------------------------------- sections
def test_cr_711_joraga_treespeaker_level_1_to_4():
    """CR 711: a leveler's "LEVEL 1-4" abilities exist while it has one to four level counters. Joraga Treespeaker's
    {T}: Add {G}{G} then; its "LEVEL 5+" grant to Elves is an effect in force only from five counters on."""
    p = parsed("Joraga Treespeaker")
    (ability,) = p.mana_abilities
    assert ability.condition.self_counters == (("level", 1),)
    assert ability.condition.self_counters_at_most == (("level", 4),)
    assert p.fully_understood
    (grant,) = p.effects
    assert (grant.counter, grant.low, grant.high) == ("level", 5, 0)


@pytest.mark.parametrize("levels, total", [(0, 0), (1, 2), (4, 2), (5, 2)])
def test_cr_711_joraga_treespeaker_produce_by_level_counters(levels, total):
    """No level counter: no ability (0). One to four: its own {T}: Add {G}{G}. Five: the LEVEL 5+ grant to Elves
    you control, Joraga itself an Elf: {G}{G} again, from the granted ability."""
    entry = {"card": "Joraga Treespeaker", **({"counters": {"level": levels}} if levels else {})}
    assert produce(board(entry)).max_total == total


def test_station_evendo_needs_twelve_charge_counters():
    """Evendo, Waking Haven: "STATION 12+ / {G}, {T}: Add {G} for each creature you control." With 11 charge
    counters only its "{T}: Add {G}." counts: with Llanowar Elves, Grizzly Bears and Craw Wurm (not sick) at most
    Evendo's {G} + the Elves' {G} = 2. With 12, the Elves' {G} pays the station ability, which adds {G} for each of
    the three creatures: 3."""
    p = parsed("Evendo, Waking Haven")
    assert p.fully_understood
    assert p.mana_abilities[1].condition.self_counters == (("charge", 12),)
    creatures = ("Llanowar Elves", "Grizzly Bears", "Craw Wurm")
    low = board({"card": "Evendo, Waking Haven", "counters": {"charge": 11}}, *creatures)
    high = board({"card": "Evendo, Waking Haven", "counters": {"charge": 12}}, *creatures)
    assert produce(low).max_total == 2
    assert produce(high).max_total == 3
    assert use_reason(low, "Evendo, Waking Haven") == "only with 12 charge counters on it"


def test_cli_pay_board_with_max_speed_and_total_power(run):
    """tests/pay_boards/cond_max_speed.yaml: {R}{R}{C}{C}{C} = Endrider Catalyzer's {R}{R} (speed 4 is max speed)
    + Circle of Elders' {C}{C}{C} (total power 2 + 6 = 8): both conditions hold, so {5} with two red is payable by
    tapping the two of them."""
    result = run("pay", str(PAY_BOARDS / "cond_max_speed.yaml"), "{3}{R}{R}", "--json")
    assert result.exit_code == 0, result.output
    import json

    answer = json.loads(result.output)
    assert answer["payable"] and sorted(answer["tapped"]) == ["Circle of Elders#1", "Endrider Catalyzer#1"]


# ---------------------------------------------------------------------------------------------------- "instead"
def test_urza_lands_add_more_with_the_other_two():
    """Urza's Mine: "{T}: Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead."
    (Tower: {C}{C}{C} with the other two.) All three: 2 + 2 + 3 = 7, so pay taps the three for {7}. Without the
    Tower, the Mine and the Power Plant add {C} each: with a Forest, 3 in all. (Conditional outputs were left out
    by both solvers before.)"""
    tron = board("Urza's Mine", "Urza's Power Plant", "Urza's Tower")
    assert produce(tron).max_total == 7
    p = solve_payment(tron, "{7}")
    assert p.payable and len(p.tapped) == 3
    assert produce(board("Urza's Mine", "Urza's Power Plant", "Forest")).max_total == 3
    assert not solve_payment(board("Urza's Mine", "Urza's Power Plant", "Forest"), "{4}").payable


def test_sarevoks_tome_initiative():
    """Sarevok's Tome: "{T}: Add {C}. If you have the initiative, add {C}{C} instead." (CR 725: the initiative is
    the board's fact.) With it 2, without it 1; when the board does not say, the ability is left out and the fact
    named (neither amount is assumed)."""
    (ability,) = parsed("Sarevok's Tome").mana_abilities
    assert ability.output.facts == (("initiative", 1),)
    assert ability.describe() == "{T}: Add {C}. If you have the initiative, add {C}{C} instead."
    assert produce(board("Sarevok's Tome", facts={"initiative": True})).max_total == 2
    assert produce(board("Sarevok's Tome", facts={"initiative": False})).max_total == 1
    unknown = produce(board("Sarevok's Tome"))
    assert unknown.max_total == 0
    assert any("needs facts: initiative" in reason for _, _, reason in unknown.unsupported)
    assert solve_payment(board("Sarevok's Tome", facts={"initiative": True}), "{2}").payable
    assert not solve_payment(board("Sarevok's Tome"), "{1}").payable


def test_undermountain_adventurer_completed_dungeon():
    """Undermountain Adventurer: "{T}: Add {G}{G}. If you've completed a dungeon, add six {G} instead." (CR 309.7)"""
    (ability,) = parsed("Undermountain Adventurer").mana_abilities
    assert ability.output.facts == (("dungeon_completed", 1),)
    assert produce(board("Undermountain Adventurer", facts={"dungeon_completed": True})).max_total == 6
    assert produce(board("Undermountain Adventurer", facts={"dungeon_completed": False})).max_total == 2


# ---------------------------------------------------------------------------------------------------- odd spells
def test_sacrifice_the_card_named_for_its_cost():
    """Sacrifice: "As an additional cost to cast this spell, sacrifice a creature. / Add an amount of {B} equal to the
    sacrificed creature's mana value." The card's name is a word of its cost: "sacrifice a creature" is the cost,
    not a reference to the card itself."""
    p = parsed("Sacrifice")
    assert p.fully_understood
    (effect,) = p.mana_effects
    (victim,) = effect.additional_cost.sacrifices
    assert victim.card_types == frozenset({"Creature"})


def test_meeting_of_the_five_spending_restriction():
    """Meeting of the Five: "Spend this mana only to cast spells with exactly three colors." (CR 106.6) The
    restriction is read whole; no solver knows a spell's colour count yet, so it never pays anything (fail closed)."""
    from manaplan.solver.rules.spending import SpendPurpose, use_fits

    (effect,) = parsed("Meeting of the Five").mana_effects
    (use,) = effect.spend.only
    assert use.qualities == frozenset({"with exactly three colors"})
    assert effect.spend.describe() == "Spend this mana only to cast spells with exactly three colors."
    assert not use_fits(use, SpendPurpose("cast", card_types=frozenset({"Creature"})))


def test_cabal_ritual_threshold():
    """Cabal Ritual: "Add {B}{B}{B}. / Threshold — Add {B}{B}{B}{B}{B} instead if seven or more cards are in your
    graveyard." One mana effect (CR 605.5b: a spell's, not a mana ability) whose output is {B}{B}{B}, or five {B}
    when the graveyard holds seven cards as it resolves."""
    p = parsed("Cabal Ritual")
    assert p.fully_understood
    (effect,) = p.mana_effects
    out = effect.output
    assert out.base == Produce.one_of("BBB") and out.instead == Produce.one_of("BBBBB")
    assert out.graveyard == ((frozenset(), 7),)


@pytest.mark.parametrize("name, condition", [
    ("Dark Petition", {"graveyard": ((frozenset({"Instant", "Sorcery"}), 2),)}),
    ("Apex of Power", {"facts": (("cast_from_hand", 1),)}),
])
def test_spell_mana_only_if(name, condition):
    """Dark Petition (spell mastery) and Apex of Power add mana only if the condition holds as they resolve: a
    Conditional with nothing as its base, printed back as "If …, add …."."""
    (effect,) = parsed(name).mana_effects
    out = effect.output
    assert out.base == Produce.nothing()
    for field, value in condition.items():
        assert getattr(out, field) == value
    assert effect.describe() == effect.text.split(" — ")[-1]


def test_graveyard_condition_checked_on_the_board():
    """The board's graveyard: list is yours: seven cards there make threshold hold; six do not."""
    from manaplan.solver.rules.conditions import conditional_holds

    out = Conditional(Produce.one_of("BBB"), Produce.one_of("BBBBB"), graveyard=((frozenset(), 7),))
    seven = board_from_data({"permanents": ["Swamp"], "graveyard": ["Forest"] * 7}, source="t")
    six = board_from_data({"permanents": ["Swamp"], "graveyard": ["Forest"] * 6}, source="t")
    assert conditional_holds(out, seven.permanents[0], seven) == (True, "")
    assert conditional_holds(out, six.permanents[0], six) == (False, "")
    mastery = Conditional(Produce.nothing(), Produce.one_of("BBB"), graveyard=((frozenset({"Instant", "Sorcery"}), 2),))
    two = board_from_data({"permanents": ["Swamp"], "graveyard": ["Dark Ritual", "Forest", "Duress"]}, source="t")
    assert conditional_holds(mastery, two.permanents[0], two) == (True, "")


def test_mana_cache_any_player_during_their_turn():
    """Mana Cache: "Remove a charge counter from Mana Cache: Add {C}. Any player may activate this ability but only
    during his or her turn before the end step." For you: during your turn before the end step — so produce (your
    main phase) counts one {C} per charge counter (3 here); pay, which does not know the step, leaves it out and
    reports it."""
    (ability,) = parsed("Mana Cache").mana_abilities
    assert ability.condition.any_player_own_turn
    b = board({"card": "Mana Cache", "counters": {"charge": 3}})
    assert produce(b).max_total == 3
    assert use_reason(b, "Mana Cache").startswith(NOT_SUPPORTED)


def test_throne_of_eldraine_own_cost_rule_is_set_aside():
    """Throne of Eldraine's "{3}, {T}: Draw two cards. Spend only mana of the chosen color to activate this ability."
    adds no mana; it rules the mana that pays its own cost, which no answer pays. Its mana ability is read whole."""
    p = parsed("Throne of Eldraine")
    assert p.fully_understood
    (ability,) = p.mana_abilities
    assert ability.spend is not None


def test_irencrag_feat_is_a_ritual_that_limits_the_spells_after_it():
    """Irencrag Feat: "Add seven {R}. You can cast only one more spell this turn." The second sentence limits what
    can be cast once it resolved (CR 101.2: a "can't" beats a "can"), so what its mana can pay for: read as
    ``spells_after`` 1 on the spell's mana effect, never as a side effect (tests/turn/test_turn_rules.py applies
    it)."""
    p = parsed("Irencrag Feat")
    (effect,) = p.mana_effects
    assert p.fully_understood and effect.kind == "spell" and effect.spells_after == 1
    assert effect.output == Produce.one_of("RRRRRRR") and "spells_after" in effect.features()
    assert effect.describe() == "Add {R}{R}{R}{R}{R}{R}{R}. You can cast only one more spell this turn."


def test_zuko_mode_that_adds_mana_is_triggered_mana():
    """Zuko, Conflicted: "At the beginning of your first main phase, choose one that hasn't been chosen and you lose
    2 life — … • Add {R}. …" A mode of a modal triggered ability (CR 700.2): triggered mana, not a mana ability
    (CR 605.5a), so no payment can use it; the trigger says the mode must be chosen and the life is lost."""
    from manaplan.models.effects import EventMana

    p = parsed("Zuko, Conflicted")
    assert p.fully_understood
    (e,) = [e for e in p.effects if isinstance(e, EventMana)]
    assert e.adds == Produce.one_of("R") and e.before == ("You lose 2 life.",)
    assert e.trigger.startswith("At the beginning of your first main phase, if this mode is chosen")
    assert produce(board("Zuko, Conflicted")).max_total == 0


def test_a_legendary_card_called_by_its_first_name():
    """Rasputin Dreamweaver: "Remove a dream counter from Rasputin: Add {C}." The legendary card's text calls it by
    its first name; a nonlegendary card's first word is never taken for its name."""
    (ability,) = parsed("Rasputin Dreamweaver").mana_abilities
    assert ability.cost.remove_counters == (("dream", 1),)
    p = parse_text("Rasputin Test", "Creature — Human", "Remove a dream counter from Rasputin: Add {C}.")
    assert not p.fully_understood


@pytest.mark.parametrize("levels, total", [(4, 3), (5, 4)])
def test_cr_711_joraga_level_5_grants_elves(levels, total):
    """Joraga Treespeaker and Llanowar Elves. With 4 level counters: Joraga's own {T}: Add {G}{G} and the Elves' {G}
    = 3. With 5: the LEVEL 1-4 ability is gone and "Elves you control have "{T}: Add {G}{G}."" applies to both
    (Joraga is an Elf too): 2 + 2 = 4."""
    b = board({"card": "Joraga Treespeaker", "counters": {"level": levels}}, "Llanowar Elves")
    assert produce(b).max_total == total


@pytest.mark.parametrize("level, total", [(None, 0), (1, 0), (2, 2)])
def test_cr_716_alchemists_talent_level_2(level, total):
    """Alchemist's Talent: "{1}{R}: Level 2 / Treasures you control have "{T}, Sacrifice this artifact: Add two mana
    of any one color."" A Class enters at level 1 (CR 716); from level 2 a Treasure adds two mana (its own ability
    adds one, and only one of the two can be activated: each sacrifices it). The Treasure here is a token of the
    Treasure card, so at level 1 it makes 1."""
    entry = {"card": "Alchemist's Talent", **({"level": level} if level else {})}
    b = board(entry, {"card": "Treasure", "token": True})
    assert produce(b).max_total == (total or 1)


def test_cr_716_sorcerer_class_level_2_restricted_mana():
    """Sorcerer Class at level 2: "Creatures you control have "{T}: Add {U} or {R}. Spend this mana only to cast an
    instant or sorcery spell or to gain a Class level."" A Grizzly Bears makes one such mana; at level 1 none."""
    assert produce(board({"card": "Sorcerer Class", "level": 2}, "Grizzly Bears")).max_total == 1
    assert produce(board("Sorcerer Class", "Grizzly Bears")).max_total == 0
    p = parsed("Sorcerer Class")
    assert p.fully_understood and p.effects[0].low == 2 and p.effects[0].counter == ""


def test_pay_honours_a_level_section_grant():
    """pay: Joraga Treespeaker with five level counters and Llanowar Elves pay {G}{G}{G}{G} (two each, from the
    granted ability); with four counters they make 3 and cannot."""
    five = board({"card": "Joraga Treespeaker", "counters": {"level": 5}}, "Llanowar Elves")
    four = board({"card": "Joraga Treespeaker", "counters": {"level": 4}}, "Llanowar Elves")
    assert solve_payment(five, "{G}{G}{G}{G}").payable
    assert not solve_payment(four, "{G}{G}{G}{G}").payable


def test_gem_bazaar_adds_the_colour_last_chosen_once():
    """Gem Bazaar: "{T}: Add to your mana pool one mana of the color last chosen. Then choose a random color."
    (older wording of "Add one mana …", CR 106.4): the colour last chosen is the board's ``chosen:`` (as it entered,
    or after its last activation); the next colour is random, so the ability is read with ``rechooses_color``: one
    activation adds the colour given; a second (an untapper's, Ley Druid: "{T}: Untap target land.", CR 106.12) is
    not counted, nor is any colour when none is given."""
    (ability,) = parsed("Gem Bazaar").mana_abilities
    assert parsed("Gem Bazaar").fully_understood and ability.rechooses_color
    red = produce(board({"card": "Gem Bazaar", "chosen": "red"}))
    assert red.max_total == 1 and red.max_by_type[ManaType.R] == 1 and red.max_by_type[ManaType.G] == 0
    assert produce(board("Gem Bazaar")).max_total == 0  # no colour given: nothing counted, never a guess
    untapped = produce(board({"card": "Gem Bazaar", "chosen": "red"}, "Ley Druid"))
    assert untapped.max_total == 1  # the Druid's untap is not a second {R}
    assert produce(board("Forest", "Ley Druid")).max_total == 2  # a plain land tapped again is


def test_gem_bazaar_tapped_on_one_turn_has_no_colour_known_on_the_next():
    """turn --turns 2: the first Lightning Bolt is paid with the Bazaar's {R} (chosen red); on turn 2 (CR 502.3) its
    colour was chosen at random after that activation, so the second Bolt is not shown castable (not proven)."""
    from manaplan.solver.turn import solve_turns

    data = {"permanents": [{"card": "Gem Bazaar", "chosen": "red"}], "hand": ["Lightning Bolt", "Lightning Bolt"],
            "draws": ["Island"]}
    plan = solve_turns(board_from_data(data), None, turns=2, time_limit=float("inf"))
    assert plan.earliest == (("Lightning Bolt", 1), ("Lightning Bolt", None)) and not plan.proven


def test_rhystic_cave_is_never_counted_on():
    """Rhystic Cave: "{T}: Choose a color. Add one mana of that color unless any player pays {1}. Activate this
    ability only any time you could cast an instant." Understood; but any player may pay {1} so that it adds
    nothing, and an opponent decides, so neither pay nor produce counts on it, and both say why."""
    (ability,) = parsed("Rhystic Cave").mana_abilities
    assert ability.output.unless_paid == "{1}" and ability.output.instead == Produce.any_color(1)
    assert ability.condition.instant_speed
    b = board("Rhystic Cave", "Forest")
    result = produce(b)
    assert result.max_total == 1
    assert any("never counted on" in reason for _, _, reason in result.unsupported)
    assert not solve_payment(b, "{2}").payable


def test_channel_stays_unsupported_with_the_reason():
    """Channel lets you pay 1 life for {C} any time you could activate a mana ability until end of turn: mana with
    no permanent as its source, which the solvers do not model; unsupported, saying so."""
    (left,) = parsed("Channel").unsupported
    assert "no permanent as the source" in left.reason


def test_mirrex_with_entered_given():
    """The board's entered: true says the land entered this turn (it is then also new to your control, CR 302.6);
    entered: false that it did not."""
    from manaplan.models.board_files import board_from_data
    from manaplan.models.costs import ManaCost
    from manaplan.solver.pay.solve import solve_payment

    fresh = board_from_data({"permanents": [{"card": "Mirrex", "entered": True}]})
    assert fresh.permanents[0].sick
    assert solve_payment(fresh, ManaCost.parse("{U}")).payable
    stolen = board_from_data({"permanents": [{"card": "Mirrex", "sick": True, "entered": False}]})
    assert not solve_payment(stolen, ManaCost.parse("{U}")).payable


def test_entered_true_with_sick_false_is_an_error():
    import pytest
    from manaplan.models.board_files import board_from_data
    from manaplan.models.errors import BoardError

    with pytest.raises(BoardError, match="entered: true, but sick: false"):
        board_from_data({"permanents": [{"card": "Mirrex", "entered": True, "sick": False}]}, source="b.yaml")
