"""Pay groups identical permanents; permanents that differ in any field but their id are never one group."""

from manaplan.models.board_files import board_from_data
from manaplan.models.costs import ManaCost
from manaplan.solver.core.groups import group_key
from manaplan.solver.pay.solve import solve_payment


def test_power_given_on_the_board_keeps_a_creature_apart():
    """Furgul: "{T}, Sacrifice a creature: Add an amount of {G} equal to the sacrificed creature's power." The Bears
    given power 5 is sacrificed for five {G}; its printed twin (power 2) would make only two."""
    board = board_from_data({"permanents": [
        "Furgul, Quag Nurturer", "Grizzly Bears", {"card": "Grizzly Bears", "power": 5, "id": "big"}]})
    plan = solve_payment(board, ManaCost.parse("{G}{G}{G}{G}{G}"))
    assert plan.payable
    assert [s for s in plan.steps if "big" in str(s)]


def test_new_land_is_kept_apart_for_entered_this_turn():
    """A land that came under your control this turn (sick: true) is not summoning sick (CR 302.6 is about
    creatures) but differs from an old one for "entered the battlefield this turn" conditions."""
    board = board_from_data({"permanents": ["Forest", {"card": "Forest", "sick": True}]})
    old, new = board.permanents
    assert not new.summoning_sick
    assert group_key(old) != group_key(new)


def test_food_chain_exiles_the_cheaper_creature():
    """Two plans exile one creature each; the default choice sacrifices (exiles) the least, then the cheapest:
    Grizzly Bears (mana value 2), not Craterhoof Behemoth (8), though the Behemoth would leave more mana."""
    from manaplan.models.cards.store import default_database
    from manaplan.models.spells import spells_of
    from manaplan.solver.cast.costs import spell_purpose

    board = board_from_data({"permanents": ["Food Chain", "Craterhoof Behemoth", "Grizzly Bears"]})
    purpose = spell_purpose(spells_of(default_database().get("Llanowar Elves"))[0])
    plan = solve_payment(board, ManaCost.parse("{G}{G}{G}"), purpose=purpose)
    assert plan.payable and plan.exiled == ("Grizzly Bears#1",)
    assert [name for name, _ in plan.objectives][:4] == ["ends at 1 life or more", "life lost", "sacrificed",
                                                     "mana value sacrificed"]
