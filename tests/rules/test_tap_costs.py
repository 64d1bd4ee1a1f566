"""Costs that tap other permanents you control in ``pay``: "{T}, Tap an untapped creature you control: Add one mana
of any color." (Springleaf Drum and its kin), "Tap three untapped Elves you control: Add {G}{G}{G}." (Heritage
Druid), Hazel's "Tap X untapped tokens you control" once expanded per X.

Every number below is worked out by hand from the cards' text. Rules: a creature's own ``{T}`` abilities need it
to have been under your control since your turn began, but tapping it for another permanent's cost does not
(CR 302.6); the costs of an ability are paid together (CR 601.2h), so one permanent cannot be both the ``{T}`` of
the cost and the "untapped creature" it taps.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from manaplan.cli.json_out import step_json
from manaplan.cli.plan_words import mana_words
from manaplan.models.board_files import load_board, parse_inline
from manaplan.models.cards.store import default_database
from manaplan.models.oracle.parser import parse_card
from manaplan.solver.analysis import analysed
from manaplan.solver.core.costparts import PARTS
from manaplan.solver.pay.solve import solve_payment

PAY = Path(__file__).resolve().parents[1] / "pay_boards"


def _ability(name: str):
    (a,) = parse_card(default_database().get(name)).mana_abilities
    return a


# ------------------------------------------------------------------------------------------------ what is read
def test_springleaf_drum_cost_taps_one_untapped_creature_you_control():
    a = _ability("Springleaf Drum")
    assert a.cost.tap and len(a.cost.taps) == 1
    (f,) = a.cost.taps
    assert f.untapped and f.card_types == frozenset({"Creature"}) and not f.another
    assert "taps" in a.features() and PARTS["taps"].supported


def test_heritage_druid_taps_three_elves_and_no_tap_symbol():
    a = _ability("Heritage Druid")
    assert not a.cost.tap and len(a.cost.taps) == 3
    assert all(f.subtypes == frozenset({"Elf"}) and f.untapped for f in a.cost.taps)


def test_payment_board_lists_sick_untapped_creatures_as_tappable_and_not_tapped_ones():
    pb = analysed(parse_inline("Springleaf Drum, Llanowar Elves (sick), Grizzly Bears (tapped)")).activations()
    drum = next(u for u in pb.uses if u.label.startswith("Springleaf Drum"))
    assert drum.usable and drum.why_not is None
    (entry,) = drum.tapped
    assert [pb.groups[h].ids for h in entry] == [("Llanowar Elves#1",)]  # the tapped Bears are not untapped


def test_drum_with_nothing_to_tap_is_unusable_with_the_reason():
    pb = analysed(parse_inline("Springleaf Drum, Forest")).activations()
    drum = next(u for u in pb.uses if u.label.startswith("Springleaf Drum"))
    assert not drum.usable and drum.why_not.startswith("nothing untapped to tap")


# ------------------------------------------------------------------------------------------------ solver
def test_drum_taps_a_summoning_sick_elf_for_blue():
    """CR 302.6: the sick Elves cannot tap for {G} themselves, but the Drum may tap them for its cost."""
    p = solve_payment(parse_inline("Springleaf Drum, Llanowar Elves (sick)"), "{U}")
    assert p.payable and p.left_out == ()
    (step,) = p.steps
    assert (step.permanent, step.action, mana_words(step.adds), step.taps) == ("Springleaf Drum#1", "tap", "{U}",
                                                                  ("Llanowar Elves#1",))
    assert set(p.tapped) == {"Springleaf Drum#1", "Llanowar Elves#1"}
    assert dict(p.objectives)["permanents tapped"] == 2
    assert step_json(step)["taps"] == ["Llanowar Elves#1"]
    assert not solve_payment(parse_inline("Springleaf Drum, Llanowar Elves (sick)"), "{U}{G}").payable


def test_drum_and_a_forest_alone_cannot_pay_blue():
    """No creature to tap: the Drum adds nothing; the Forest makes only {G}."""
    assert not solve_payment(parse_inline("Springleaf Drum, Forest"), "{U}").payable
    assert not solve_payment(parse_inline("Springleaf Drum, Forest"), "{U}{G}").payable


def test_an_elf_either_taps_for_green_or_is_tapped_for_the_drum_not_both():
    board = parse_inline("Springleaf Drum, Llanowar Elves")
    assert not solve_payment(board, "{U}{G}").payable
    g = solve_payment(board, "{G}")
    assert g.payable and g.tapped == ("Llanowar Elves#1",)  # one permanent tapped rather than two


def test_board_file_drum_sick_elves_and_forest():
    board = load_board(PAY / "tapcost_drum_sick_elves.yaml")
    p = solve_payment(board, "{U}{G}")
    assert p.payable and p.life_lost == 0
    assert set(p.tapped) == {"Springleaf Drum#1", "Llanowar Elves#1", "Forest#1"}
    drum = next(s for s in p.steps if s.permanent == "Springleaf Drum#1")
    assert drum.taps == ("Llanowar Elves#1",) and mana_words(drum.adds) == "{U}"
    assert not solve_payment(board, "{U}{U}").payable


def test_a_creature_with_the_drums_ability_cannot_tap_itself_for_both_parts():
    """Jaspera Sentinel is a creature with "{T}, Tap an untapped creature you control": alone it has nothing else
    to tap (CR 601.2h: its {T} and the creature it taps are paid together); two of them make one mana, not two."""
    assert not solve_payment(parse_inline("Jaspera Sentinel"), "{U}").payable
    two = parse_inline("Jaspera Sentinel x2")
    p = solve_payment(two, "{U}")
    assert p.payable and set(p.tapped) == {"Jaspera Sentinel#1", "Jaspera Sentinel#2"}
    (step,) = p.steps
    assert step.taps == ("Jaspera Sentinel#2",) and step.permanent == "Jaspera Sentinel#1"
    assert not solve_payment(two, "{U}{U}").payable


def test_a_sick_sentinel_is_tapped_by_a_ready_one_but_does_not_activate():
    board = parse_inline("Jaspera Sentinel, Jaspera Sentinel (sick)")
    p = solve_payment(board, "{W}")
    assert p.payable and p.steps[0].permanent == "Jaspera Sentinel#1"
    assert p.steps[0].taps == ("Jaspera Sentinel#2",)


def test_two_drums_need_two_creatures():
    assert not solve_payment(parse_inline("Springleaf Drum x2, Llanowar Elves (sick)"), "{U}{U}").payable
    p = solve_payment(parse_inline("Springleaf Drum x2, Llanowar Elves x2 (sick)"), "{U}{B}")
    assert p.payable and len(p.tapped) == 4
    assert sorted(t for s in p.steps for t in s.taps) == ["Llanowar Elves#1", "Llanowar Elves#2"]


def test_heritage_druid_may_tap_itself_and_sick_elves():
    """"Tap three untapped Elves you control" has no {T}: the sick Druid may be one of the three (CR 302.6)."""
    board = parse_inline("Heritage Druid (sick), Llanowar Elves x2 (sick)")
    p = solve_payment(board, "{G}{G}{G}")
    assert p.payable and len(p.tapped) == 3
    (step,) = p.steps
    assert sorted(step.taps) == ["Heritage Druid#1", "Llanowar Elves#1", "Llanowar Elves#2"]
    assert not solve_payment(board, "{G}{G}{G}{G}").payable


def test_heritage_druid_or_the_elves_own_taps():
    """Two ready Elves make {G}{G} by themselves, or all three Elves make {G}{G}{G} through the Druid: never four."""
    board = parse_inline("Heritage Druid, Llanowar Elves x2")
    assert solve_payment(board, "{G}{G}{G}").payable
    assert not solve_payment(board, "{G}{G}{G}{G}").payable
    two = solve_payment(board, "{G}{G}")
    assert two.payable and len(two.tapped) == 2  # the Elves' own taps: two permanents, not three


def test_city_of_brass_tapped_for_a_cost_still_deals_its_damage():
    """"Whenever City of Brass becomes tapped, it deals 1 damage to you": Gene Pollinator ("{T}, Tap an untapped
    permanent you control") tapping the City costs 1 life. It is a trigger, not a cost (CR 603.3): at 1 life {U} is
    payable and leaves you at 0 (CR 704.5a); with a Forest to tap instead, {U} costs no life and keeps you alive."""
    lose = solve_payment(replace(parse_inline("Gene Pollinator, City of Brass"), life=1), "{U}")
    assert lose.payable and lose.life_lost == 1 and lose.loses_game and lose.trigger_life == (("City of Brass#1", 1),)
    p = solve_payment(replace(parse_inline("Gene Pollinator, City of Brass, Forest"), life=1), "{U}")
    assert p.payable and p.life_lost == 0 and p.steps[0].taps == ("Forest#1",)
    q = solve_payment(parse_inline("Gene Pollinator, City of Brass, Forest"), "{U}{G}")
    # the Forest pays {G}, so the Pollinator must tap the City: 1 damage (or the City taps itself: 1 damage too)
    assert q.payable and q.life_lost == 1


def test_the_drum_taps_the_elves_while_the_spawn_sacrifices_itself():
    """Eldrazi Spawn sacrifices itself for {C}; the sick Elves go to the Drum for {U}."""
    p = solve_payment(parse_inline("Springleaf Drum, Eldrazi Spawn, Llanowar Elves (sick)"), "{U}{C}")
    assert p.payable and p.sacrificed == ("Eldrazi Spawn#1",)
    drum = next(s for s in p.steps if s.permanent == "Springleaf Drum#1")
    assert drum.taps == ("Llanowar Elves#1",)


def test_keep_a_blue_through_the_drum():
    """Pay {G} and keep {U} payable: the Forest pays, so the Drum can still tap the Elves for {U} later."""
    p = solve_payment(parse_inline("Springleaf Drum, Llanowar Elves, Forest"), "{G}", keep="{U}")
    assert p.payable and p.kept and p.tapped == ("Forest#1",)


def test_pay_json_names_the_tapped_creature(run):
    out = run("pay", str(PAY / "tapcost_drum_sick_elves.yaml"), "{U}", "--json")
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    assert [(s["permanent"], s["taps"]) for s in data["plan"]] == [("Springleaf Drum#1", ["Llanowar Elves#1"])]
    assert sorted(data["tapped"]) == ["Llanowar Elves#1", "Springleaf Drum#1"]


def test_a_creature_tapped_for_the_drum_may_then_be_sacrificed_to_ashnods_altar():
    """A tapped creature can still be sacrificed ("Sacrifice a creature" asks nothing about tapped): the Drum taps the
    sick Elves for {U}, then Ashnod's Altar sacrifices them for {C}{C} — one permanent sacrificed, the Drum tapped."""
    p = solve_payment(parse_inline("Springleaf Drum, Llanowar Elves (sick), Ashnod's Altar"), "{U}{C}{C}")
    assert p.payable and p.sacrificed == ("Llanowar Elves#1",) and p.tapped == ("Springleaf Drum#1",)
    drum, altar = p.steps
    assert drum.taps == ("Llanowar Elves#1",) and altar.sacrifices == ("Llanowar Elves#1",)
    assert not solve_payment(parse_inline("Springleaf Drum, Llanowar Elves (sick), Ashnod's Altar"),
                             "{U}{C}{C}{C}").payable


def test_a_goblin_tapped_for_the_drum_may_sacrifice_itself_to_its_own_ability():
    """Skirk Prospector ("Sacrifice a Goblin: Add {R}.", a Goblin itself, a group of one): the Drum taps it for
    {U}, then it sacrifices itself for {R}. For {R} alone the Drum tapping it beats sacrificing it."""
    board = parse_inline("Springleaf Drum, Skirk Prospector (sick)")
    p = solve_payment(board, "{U}{R}")
    assert p.payable and p.sacrificed == ("Skirk Prospector#1",)
    r = solve_payment(board, "{R}")
    assert r.payable and r.sacrificed == () and set(r.tapped) == {"Springleaf Drum#1", "Skirk Prospector#1"}


def test_the_text_plan_names_the_creature_tapped_for_the_cost(run):
    """Springleaf Drum: "{T}, Tap an untapped creature you control: Add one mana of any color." The plan says which
    creature it taps (a summoning-sick one may be tapped for another permanent's cost, CR 302.6)."""
    result = run("pay", "--board", "Springleaf Drum, Llanowar Elves (sick)", "{U}")
    assert result.exit_code == 0, result.output
    assert "tap Springleaf Drum#1, tapping Llanowar Elves#1 for {U}" in click_unstyle(result.output)


def click_unstyle(text: str) -> str:
    import click

    return click.unstyle(text)
