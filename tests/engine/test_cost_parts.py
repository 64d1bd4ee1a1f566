"""Every part of a mana ability is declared once (solver/core/costparts.py) and handled alike by pay and produce.

For each part of the table, a stand-in permanent (a Mind Stone whose one mana ability is ``<part>: Add {G}``) sits on
a board that can pay the part (a Forest, cards in hand and graveyard, counters, an opponent's tapped land): both
commands must agree whether the ability can be used, give the same reason when it cannot, and agree on the most
mana (``produce``'s ``max_total`` == ``pay '{X}' --max-x``). A part added to the table without a case here fails
:func:`test_every_part_of_the_table_has_a_case`.
"""

from __future__ import annotations

from dataclasses import fields

import pytest

from manaplan.models.ability import (ActivationCondition, ActivationCost, ControlCount, ManaAbility, ParsedCard,
                                     PermanentFilter, Produce, SpendRestriction, SpendUse)
from manaplan.models.board_files import board_from_data
from manaplan.models.costs import ManaCost
from manaplan.models.oracle.parser import parse_card
from manaplan.solver.analysis import analysed
from manaplan.solver.core.costparts import PARTS, unsupported_reason
from manaplan.solver.effective import effective_board
from manaplan.solver.pay.solve import solve_payment
from manaplan.solver.produce.model import production_board
from manaplan.solver.produce.solve import produce
from manaplan.solver.rules.spending import ANYTHING

LAND = PermanentFilter(card_types=frozenset({"Land"}), text="a land")
UNTAPPED_LAND = PermanentFilter(card_types=frozenset({"Land"}), untapped=True, text="an untapped land you control")

#: part -> (cost fields, ability fields, the stand-in is tapped)
CASES: dict[str, tuple[dict, dict, bool]] = {
    "tap": ({"tap": True}, {}, False),
    "untap": ({"untap": True}, {}, True),
    "mana": ({"mana": ManaCost.parse("{1}")}, {}, False),
    "life": ({"life": 2}, {}, False),
    "sacrifice_self": ({"sacrifice_self": True}, {}, False),
    "sacrifices": ({"sacrifices": (LAND,)}, {}, False),
    "exiles": ({"exiles": (LAND,)}, {}, False),
    "returns": ({"returns": (LAND,)}, {}, False),
    "remove_counters": ({"remove_counters": (("charge", 1),)}, {}, False),
    "remove_x_counters": ({"tap": True, "remove_x_counters": "charge"}, {}, False),
    "x_at_least": ({"tap": True, "remove_x_counters": "charge", "x_at_least": 1}, {}, False),
    "put_counters": ({"put_counters": (("-0/-1", 1),)}, {"condition": ActivationCondition(max_per_turn=1)}, False),
    "taps": ({"taps": (UNTAPPED_LAND,)}, {}, False),
    "discard": ({"discard": 1}, {}, False),
    "discard_hand": ({"discard_hand": True}, {}, False),
    "exile_cards": ({"exile_cards": (("graveyard", 1),)}, {}, False),
    "mill": ({"tap": True, "mill": 1}, {}, False),
    "return_self": ({"return_self": True}, {}, False),
    "exile_self": ({"exile_self": "battlefield"}, {}, False),
    "exert": ({"tap": True, "exert": True}, {}, False),
    "untaps_opponents": ({"untaps_opponents": (LAND,)}, {}, False),
    "search": ({"tap": True, "sacrifice_self": True, "search": "Island"}, {}, False),
    "X": ({"mana": ManaCost.parse("{X}")}, {}, False),
    "energy": ({"tap": True, "energy": 1}, {}, False),
    "collect_evidence": ({"tap": True, "collect_evidence": 3}, {}, False),
    "forage": ({"tap": True, "forage": True}, {}, False),
    "sacrifice_x": ({"tap": True, "sacrifice_x": LAND}, {}, False),
    "taps_x": ({"tap": True, "taps_x": UNTAPPED_LAND}, {}, False),
    "damage_to_you": ({"tap": True}, {"damage_to_you": 1}, False),
    "sacrifice_if_no_counters": ({"tap": True, "remove_counters": (("charge", 1),)},
                                 {"sacrifice_if_no_counters": "charge"}, False),
    "spend": ({"tap": True}, {"spend": SpendRestriction(only=(SpendUse("cast", card_types=frozenset({"Artifact"})),))},
              False),
    "condition": ({}, {"condition": ActivationCondition(max_per_turn=1)}, False),
    "skips_next_untap": ({"tap": True}, {"skips_next_untap": True}, False),
    "counter_changes": ({"tap": True}, {"counter_changes": (("charge", 1),)}, False),
    "side_effects": ({"tap": True}, {"side_effects": ("Draw a card.",)}, False),
    "life_loss": ({"tap": True}, {"life_loss": 1}, False),
    "damage_unless": ({"tap": True}, {"damage_to_you": 1, "damage_unless": (ControlCount(LAND),)}, False),
    "counters_from": ({"remove_x_counters": "+1/+1", "x_at_least": 1, "counters_from": LAND}, {}, False),
    "rechooses_color": ({"tap": True}, {"rechooses_color": True}, False),
}


def _board(tapped: bool):
    return board_from_data({
        "permanents": [
            {"card": "Mind Stone", "id": "stone", "tapped": tapped, "counters": {"charge": 2}},
            {"card": "Forest", "id": "forest"},
            {"card": "Island", "id": "theirs", "controller": "opponent", "tapped": True},
        ],
        "hand": ["Island", "Island"],
        "graveyard": ["Island", "Island"],
    }, source="cost parts")


def _parse_with(ability: ManaAbility):
    def parse(card):
        if card.name == "Mind Stone":
            return ParsedCard(name=card.name, mana_abilities=(ability,))
        return parse_card(card)
    return parse


def _case(name: str):
    cost, extra, tapped = CASES[name]
    ability = ManaAbility(ActivationCost(**cost), Produce.one_of("G"), **extra)
    return ability, _board(tapped), _parse_with(ability)


def test_every_part_of_the_table_has_a_case():
    assert set(CASES) == set(PARTS)


def test_every_part_the_parser_can_name_is_in_the_table():
    """An ability with every cost field and every rider set names each of its parts; each is in the table (a
    part the parser learns later must be declared, supported or not, before either command uses it)."""
    cost = ActivationCost(**{f.name: CASES_VALUES.get(f.name, True) for f in fields(ActivationCost)})
    ability = ManaAbility(cost, Produce.one_of("G"), damage_to_you=1, sacrifice_if_no_counters="charge",
                          spend=CASES["spend"][1]["spend"], condition=ActivationCondition(max_per_turn=1),
                          skips_next_untap=True, counter_changes=(("charge", 1),), side_effects=("Draw a card.",),
                          life_loss=1, damage_unless=(ControlCount(LAND),), rechooses_color=True)
    named = {n for n in ability.features() if not n[:1].isupper()}
    assert named <= set(PARTS), named - set(PARTS)


#: A value for each ActivationCost field (those that are not bool).
CASES_VALUES = {
    "mana": ManaCost.parse("{1}"), "life": 1, "sacrifices": (LAND,), "remove_counters": (("charge", 1),),
    "remove_x_counters": "charge", "taps": (UNTAPPED_LAND,), "discard": 1, "exile_self": "battlefield",
    "exile_cards": (("graveyard", 1),), "mill": 1, "put_counters": (("-0/-1", 1),), "energy": 1,
    "collect_evidence": 3, "exiles": (LAND,), "x_at_least": 1, "sacrifice_x": LAND, "taps_x": UNTAPPED_LAND,
    "untaps_opponents": (LAND,), "search": "Island", "counters_from": LAND, "returns": (LAND,),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_pay_and_produce_handle_each_part_alike(name):
    ability, board, parse = _case(name)
    assert name in ability.features()
    pay_use = next(u for u in analysed(board, parse).activations().uses if u.label.startswith("stone"))
    produce_use = next(u for u in production_board(effective_board(board, parse)).uses
                       if u.label.startswith("stone"))
    assert pay_use.usable == produce_use.usable, (pay_use.why_not, produce_use.why_not)
    assert pay_use.why_not == produce_use.why_not
    part = PARTS[name]
    if not part.supported:
        assert not pay_use.usable and unsupported_reason(ability) == part.reason == pay_use.why_not
    # mana with a spending restriction counts in produce's total: pay it on anything to compare
    paid = solve_payment(board, "{X}", max_x=True, abilities=parse, purpose=ANYTHING)
    made = produce(analysed(board, parse))
    assert (paid.x if paid.payable else 0) == made.max_total


def test_an_unsupported_part_is_named_in_a_players_words_by_both_commands():
    ability, board, parse = _case("energy")
    paid = solve_payment(board, "{G}{G}", abilities=parse)
    assert any("pays energy ({E})" in line for line in paid.left_out)
    made = produce(analysed(board, parse))
    (stone,) = [s for s in made.sources if s.permanent == "stone"]
    assert not stone.available and "pays energy ({E})" in stone.why_not
