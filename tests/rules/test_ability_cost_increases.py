"""Suppression Field: "Activated abilities cost {2} more to activate unless they're mana abilities." (CR 602.2b
applies CR 601.2f to activated abilities; CR 605.1a says which are mana abilities). A fetchland's search, an untap
ability and Magus of the Will's ability cost {2} more; a land's {T}: Add … costs what it did."""

from __future__ import annotations

from pathlib import Path

import yaml

from manaplan.models.board_files import board_from_data, load_board, parse_inline
from manaplan.models.cards.store import default_database
from manaplan.models.costs import ManaCost
from manaplan.models.effects import CostIncrease
from manaplan.models.oracle.casting import parse_permissions
from manaplan.models.oracle.parser import parse_card
from manaplan.solver.cast.solve import cast_report
from manaplan.solver.effective import effective_board
from manaplan.solver.pay.solve import solve_payment


def _board(tmp_path: Path, text: str):
    path = tmp_path / "board.yaml"
    path.write_text(text)
    return load_board(path)


def test_suppression_field_is_read_as_a_cost_increase_on_abilities_that_are_not_mana_abilities():
    db = default_database()
    (effect,) = parse_card(db.get("Suppression Field")).effects
    assert isinstance(effect, CostIncrease) and effect.generic == 2 and not effect.mana_abilities
    # the casting reader leaves it to the effects: nothing "not understood" about casting
    assert parse_permissions(db.get("Suppression Field")).grant_unsupported == ()
    (rays,) = [e for e in parse_card(db.get("Oppressive Rays")).effects if isinstance(e, CostIncrease)]
    assert rays.generic == 3 and rays.mana_abilities and rays.scope.attached


def test_a_fetchlands_search_costs_two_more(tmp_path):
    """Polluted Delta's search is no mana ability (CR 605.1a): {2} more. Two Mountains pay it and Delta's Island pays
    {U}; one Mountain can't."""
    two = _board(tmp_path, "permanents: [Polluted Delta, Mountain, Mountain, {card: Suppression Field, controller: "
                           "opponent}]\nlibrary: [Island]\n")
    payment = solve_payment(two, ManaCost.parse("{U}"))
    assert payment.payable and set(payment.tapped) >= {"Mountain#1", "Mountain#2"}
    one = _board(tmp_path, "permanents: [Polluted Delta, Mountain, {card: Suppression Field, controller: opponent}]\n"
                           "library: [Island]\n")
    assert not solve_payment(one, ManaCost.parse("{U}")).payable
    free = _board(tmp_path, "permanents: [Polluted Delta, Mountain]\nlibrary: [Island]\n")
    assert solve_payment(free, ManaCost.parse("{U}{R}")).payable


def test_a_lands_mana_ability_costs_what_it_did():
    """The condition fails for mana abilities ("unless they're mana abilities", CR 605.1a): a Forest pays {G}, and its
    {T}: Add {G} has no mana in its cost."""
    board = parse_inline("Forest, Suppression Field (opp)")
    forest = effective_board(board)["Forest#1"]
    assert [a.ability.cost.mana.text for a in forest.abilities] == [""]
    assert solve_payment(board, ManaCost.parse("{G}")).payable


def test_an_untap_ability_costs_two_more():
    """Basalt Monolith's "{3}: Untap Basalt Monolith." is no mana ability: {5}."""
    view = effective_board(parse_inline("Basalt Monolith, Suppression Field (opp)"))["Basalt Monolith#1"]
    assert [u.describe() for u in view.untaps] == ["{5}: Untap this permanent."]
    assert view.dearer_by == (("Suppression Field#1", 2),)


def test_increases_come_before_a_reduction_with_a_floor():
    """CR 601.2f: the total cost is the cost "plus all … cost increases, and minus all cost reductions". An untap
    ability costing {2}, Suppression Field's {2} more, then Power Artifact's {2} less not below one mana: {2}, whatever
    the order the permanents came in (Power Artifact first would give {1} then {3})."""
    text = ('permanents: [{id: rock, name: Test Rock, type: Artifact, text: "{T}: Add {C}{C}.\\n{2}: Untap Test '
            'Rock."}, {card: Power Artifact, attached_to: rock}, {card: Suppression Field, controller: opponent}]')
    board = board_from_data(yaml.safe_load(text))
    assert [u.describe() for u in effective_board(board)["rock"].untaps] == ["{2}: Untap this permanent."]


def test_magus_of_the_wills_ability_costs_two_more(tmp_path):
    """Magus of the Will's "{2}{B}, {T}, Exile …" is no mana ability: {4}{B}. Four Swamps can't pay it and Dark
    Ritual's {B}; six can."""
    text = ("permanents: [%s, Magus of the Will, {card: Suppression Field, controller: opponent}]\n"
            "graveyard: [Dark Ritual]\n")
    (short,) = cast_report(_board(tmp_path, text % ", ".join(["Swamp"] * 4))).answers
    assert not short.castable and "{4}{B}, {T}, Exile this permanent" in short.reason
    report = cast_report(_board(tmp_path, text % ", ".join(["Swamp"] * 6)))
    (ritual,) = report.answers
    assert ritual.castable and ritual.activation[1].mana.text == "{4}{B}"
    assert not any("Suppression Field" in item for item in report.may_stop)


def test_a_chosen_name_makes_that_cards_abilities_dearer_mana_abilities_only_when_it_says_so():
    """Skyseer's Chariot naming Sol Ring: "Activated abilities of sources with the chosen name cost {2} more to
    activate." — mana abilities too: Sol Ring's {T} costs {2} more. Anointed Peacekeeper's "… unless they're mana
    abilities": Sol Ring's costs what it did. Without ``chosen:`` nothing is made dearer, and that is said."""
    chariot = effective_board(parse_inline("Sol Ring, Skyseer's Chariot (opp, chosen=Sol Ring)"))["Sol Ring#1"]
    assert [a.ability.cost.mana.text for a in chariot.abilities] == ["{2}"]
    keeper = effective_board(parse_inline("Sol Ring, Anointed Peacekeeper (opp, chosen=Sol Ring)"))["Sol Ring#1"]
    assert [a.ability.cost.mana.text for a in keeper.abilities] == [""]
    unnamed = effective_board(parse_inline("Sol Ring, Skyseer's Chariot (opp)"))
    assert [a.ability.cost.mana.text for a in unnamed["Sol Ring#1"].abilities] == [""]
    assert any("no name chosen" in u.reason for _, u in unnamed.unsupported)
