"""``pay --for CARD`` as one solver function (:func:`~manaplan.solver.cast.pay_for.pay_for`): the spell is cast from
your hand or, a commander, from the command zone (CR 903.8); its cost is its mana cost as cast now (CR 601.2f); the
card is on the stack while its cost is paid (CR 601.2a); a ban is said, not refused (CR 101.2, 601.3)."""

from __future__ import annotations

import pytest

from manaplan.models.board_files import board_from_data
from manaplan.models.cards.store import default_database
from manaplan.models.costs import ManaCost
from manaplan.solver.cast.pay_for import pay_for
from manaplan.solver.cast.solve import named_spell


def spell(name: str):
    return named_spell(name, default_database().get)


def test_the_cost_is_the_mana_cost_as_cast_now_with_the_changes_said():
    """CR 601.2f: Thalia, Guardian of Thraben (an opponent's) taxes a noncreature spell {1}: Lightning Bolt costs
    {1}{R}, and the answer says why; a cost given is paid as given, unchanged."""
    board = board_from_data({"permanents": ["Mountain", "Mountain", {"card": "Thalia, Guardian of Thraben",
                                                                     "controller": "opponent"}]})
    paid = pay_for(board, spell("Lightning Bolt"))
    assert paid.payment.payable and paid.payment.cost.text == "{1}{R}" and paid.zone == "hand"
    assert paid.cost_changes == ("noncreature spells cost {1} more to cast (Thalia, Guardian of Thraben#1)",)
    given = pay_for(board, spell("Lightning Bolt"), ManaCost.parse("{R}"))
    assert given.payment.cost.text == "{R}" and given.cost_changes == ()


def test_a_commander_is_cast_from_the_command_zone_with_its_tax():
    """CR 903.8: Krenko, cast twice from the command zone before, costs {4} more."""
    board = board_from_data({"command_zone": [{"card": "Krenko, Mob Boss", "casts": 2}],
                             "permanents": [{"card": "Mountain", "count": 8}]})
    paid = pay_for(board, spell("Krenko, Mob Boss"))
    assert paid.zone == "command" and paid.payment.payable and paid.payment.cost.text == "{6}{R}{R}"
    assert paid.cost_changes[0] == "commander tax {4} (CR 903.8)"


def test_the_card_is_on_the_stack_while_its_cost_is_paid():
    """CR 601.2a: the card paid for is no longer in your hand, so the board paid from has it out of the hand."""
    board = board_from_data({"permanents": ["Mountain"], "hand": ["Lightning Bolt", "Forest"]})
    paid = pay_for(board, spell("Lightning Bolt"))
    assert [c.name for c in paid.board.hand] == ["Forest"] and paid.payment.payable


def test_a_ban_is_said_not_refused():
    """CR 101.2, 601.3: Gaddock Teeg stops Wildfire from being cast, which the answer says; its cost can still be
    paid."""
    board = board_from_data({"permanents": [{"card": "Mountain", "count": 6},
                                            {"card": "Gaddock Teeg", "controller": "opponent"}]})
    paid = pay_for(board, spell("Wildfire"))
    assert paid.cannot_cast and paid.cannot_cast.startswith("can't be cast: Gaddock Teeg#1")
    assert paid.payment.payable


def test_a_spell_without_a_mana_cost_needs_a_cost_given():
    """CR 118.6: Ancestral Vision has no mana cost: nothing to pay unless a cost is given."""
    board = board_from_data({"permanents": ["Island"]})
    with pytest.raises(ValueError, match="no mana cost"):
        pay_for(board, spell("Ancestral Vision"))
    assert pay_for(board, spell("Ancestral Vision"), ManaCost.parse("{U}")).payment.payable
