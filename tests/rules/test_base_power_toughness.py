"""Base power and toughness set by an effect (layer 7b, CR 613.4b): Frogify, Kenrith's Transformation, Humility,
Honest Work. What a power-counting mana ability counts is the power after the effect, with counters on top (CR
613.4c), a later effect winning (CR 613.7), and a ``power:`` the board gives kept as the power now. Printed
figures: Bighorner Rancher 2/2 ("{T}: Add an amount of {G} equal to the greatest power among creatures you
control"), Craterhoof Behemoth 5/5, Craw Wurm 6/4."""

from __future__ import annotations

import pytest

from manaplan.models.board_files import board_from_data, parse_inline
from manaplan.models.cards.store import default_database
from manaplan.models.effects import BasePowerToughness, Becomes
from manaplan.models.oracle.parser import parse_card
from manaplan.solver.core.uses import effect_sources
from manaplan.solver.effective import effective_board
from manaplan.solver.net import not_read
from manaplan.solver.produce.solve import produce
from manaplan.solver.turn.solve import solve_turn

RANCHER = "Bighorner Rancher"
HOOF = "Craterhoof Behemoth#1"


def _most(board) -> int:
    return produce(board).max_total


def test_frogify_makes_the_creature_a_one_one_for_the_rancher():
    """CR 613.4b: Frogify's creature has base power 1; the greatest power among your creatures is the Rancher's 2,
    not Craterhoof's printed 5."""
    assert _most(parse_inline(f"{RANCHER}, Craterhoof Behemoth")) == 5
    board = parse_inline(f"{RANCHER}, Craterhoof Behemoth, Frogify (on={HOOF})")
    assert _most(board) == 2
    eff = effective_board(board)
    assert eff[HOOF].permanent.current_power == 1 and eff[HOOF].permanent.current_toughness == 1
    assert ("Frogify#1", "Frogify") in eff[HOOF].changed_by


def test_counters_apply_on_top_of_the_base_set():
    """CR 613.4c: +1/+1 counters apply after the base Frogify sets (layer 7c after 7b): 1 + 2 = 3."""
    board = parse_inline(f"{RANCHER}, Craterhoof Behemoth (+1/+1=2), Frogify (on={HOOF})")
    assert _most(board) == 3
    eff = effective_board(parse_inline(f"Craw Wurm (-1/-1=1), Kenrith's Transformation (on=Craw Wurm#1)"))
    assert (eff["Craw Wurm#1"].permanent.current_power, eff["Craw Wurm#1"].permanent.current_toughness) == (2, 2)


def test_a_power_the_board_gives_is_kept():
    """The board's ``power:`` is the creature's power now, every effect applied: Frogify does not change it."""
    board = board_from_data({"permanents": [RANCHER, {"card": "Craterhoof Behemoth", "power": 9},
                                            {"card": "Frogify", "attached_to": HOOF}]})
    assert _most(board) == 9


@pytest.mark.parametrize("auras, power", [
    ("Frogify (on={hoof}), Kenrith's Transformation (on={hoof})", 3),
    ("Kenrith's Transformation (on={hoof}), Frogify (on={hoof})", 2),
])
def test_the_later_setter_wins(auras, power):
    """CR 613.7: of two effects setting the base in layer 7b, the later timestamp (board order) wins: the Elk's 3/3
    after the Frog's 1/1, the Frog's 1/1 after the Elk (then the Rancher's own 2 is the greatest)."""
    board = parse_inline(f"{RANCHER}, Craterhoof Behemoth, " + auras.format(hoof=HOOF))
    assert _most(board) == power


def test_humility_makes_every_creature_one_one():
    """CR 613.4b-c: under Humility each creature has base power and toughness 1/1, counters on top; the base it
    sets reaches an opponent's creature too (its scope: all creatures)."""
    eff = effective_board(parse_inline("Craw Wurm (+1/+1=1), Craterhoof Behemoth (opp), Humility, Forest"))
    assert eff["Craw Wurm#1"].permanent.current_power == 2
    assert eff["Craterhoof Behemoth#1"].permanent.current_power == 1
    assert eff["Forest#1"].permanent.current_power is None
    assert ("Humility#1", "Humility") in eff["Craw Wurm#1"].changed_by


def test_humility_makes_a_star_power_known():
    """CR 613.4a-b: a base set in layer 7b overrides the characteristic-defining ability of layer 7a, so a power of
    ``*`` is known under Humility (1), where it is unknown alone."""
    eff = effective_board(parse_inline("Tarmogoyf, Humility"))
    assert eff["Tarmogoyf#1"].permanent.current_power == 1
    assert effective_board(parse_inline("Tarmogoyf"))["Tarmogoyf#1"].permanent.current_power is None


def test_a_board_without_such_effect_is_the_same_board():
    """No effect sets a base: the phase leaves the board's permanents as they are."""
    board = parse_inline(f"{RANCHER}, Craterhoof Behemoth (+1/+1=1)")
    assert effective_board(board).board.permanents == board.permanents


def test_honest_work_is_read_whole():
    """Honest Work: the creature loses all abilities, is a Citizen (its card types kept), 1/1, with "{T}: Add {C}";
    the name "Humble Merchant" is not read (it matters only to what counts names among your permanents, and the
    creature is an opponent's)."""
    parsed = parse_card(default_database().get("Honest Work"))
    assert not parsed.unsupported
    becomes, size = parsed.effects
    assert isinstance(becomes, Becomes) and isinstance(size, BasePowerToughness)
    assert becomes.subtypes == frozenset({"Citizen"}) and not becomes.card_types
    assert [a.describe() for a in becomes.abilities] == ["{T}: Add {C}."]
    assert (size.power, size.toughness) == (1, 1)
    eff = effective_board(parse_inline("Craw Wurm (opp), Honest Work (on=Craw Wurm#1)"))
    wurm = eff["Craw Wurm#1"]
    assert wurm.permanent.current_power == 1 and wurm.subtypes == frozenset({"Citizen"})
    assert [a.ability.describe() for a in wurm.abilities] == ["{T}: Add {C}."]


def test_an_anthem_is_applied_in_layer_7c():
    """Glorious Anthem's "Creatures you control get +1/+1" changes power and toughness on top of the printed or set
    base and the counters (layer 7c, CR 613.4c), while the Anthem is on the battlefield (CR 611.3a): Bighorner Rancher
    reads Craw Wurm as a 7, so nothing is left unread; after Frogify's base 1 (layer 7b, CR 613.4b) the Wurm is a 2,
    and the Rancher itself (2 + 1) is the greatest. A ``power:`` the board gives is the power now, kept as given."""
    assert _most(parse_inline(f"{RANCHER}, Craw Wurm, Glorious Anthem")) == 7
    assert not_read(parse_inline(f"{RANCHER}, Craw Wurm, Glorious Anthem")) == ()
    assert _most(parse_inline(f"{RANCHER}, Craw Wurm, Glorious Anthem, Frogify (on=Craw Wurm#1)")) == 3
    assert _most(board_from_data({"permanents": [RANCHER, {"card": "Craw Wurm", "power": 6}, "Glorious Anthem"]})) == 6
    eff = effective_board(parse_inline(f"{RANCHER}, Craw Wurm (+1/+1=2), Glorious Anthem"))
    assert eff["Craw Wurm#1"].permanent.current_power == 9
    assert ("Glorious Anthem#1", "Glorious Anthem") in eff["Craw Wurm#1"].changed_by


def test_a_lord_changes_other_creatures_of_its_type_only():
    """"Other Elves you control get +1/+1" (Elvish Archdruid, CR 613.4c) does not change the Archdruid itself nor a
    creature of another type, nor an opponent's Elf; Skullclamp's "Equipped creature gets +1/-1" only the creature it
    is attached to (CR 301.5)."""
    eff = effective_board(parse_inline("Elvish Archdruid, Llanowar Elves, Craw Wurm, Fyndhorn Elves (opp)"))
    assert [eff[i].permanent.current_power for i in ("Elvish Archdruid#1", "Llanowar Elves#1", "Craw Wurm#1",
                                                      "Fyndhorn Elves#1")] == [2, 2, 6, 1]
    eff = effective_board(parse_inline("Llanowar Elves, Craw Wurm, Skullclamp (on=Craw Wurm#1)"))
    assert (eff["Craw Wurm#1"].permanent.current_power, eff["Craw Wurm#1"].permanent.current_toughness) == (7, 3)
    assert eff["Llanowar Elves#1"].permanent.current_power == 1


def test_marwyn_taps_for_her_power_with_the_lords_on():
    """Marwyn, the Nurturer: "{T}: Add an amount of {G} equal to Marwyn's power." Printed 1/1, two +1/+1 counters,
    Elvish Clancaller's and Imperious Perfect's "Other Elves you control get +1/+1" (CR 613.4c): 5."""
    board = parse_inline("Marwyn, the Nurturer (+1/+1=2), Elvish Clancaller, Imperious Perfect")
    assert _most(board) == 5
    assert not_read(board) == ()


def test_darksteel_mutation_makes_a_zero_one_insect_artifact():
    """Darksteel Mutation: the creature is an Insect artifact creature (layer 4, CR 205.1a), has no mana ability
    (layer 6, CR 613.1f) and is 0/1 (layer 7b, CR 613.4b): the Rancher counts its own 2, not Craw Wurm's 6."""
    board = parse_inline(f"{RANCHER}, Craw Wurm, Darksteel Mutation (on=Craw Wurm#1)")
    wurm = effective_board(board)["Craw Wurm#1"]
    assert wurm.card_types == frozenset({"Artifact", "Creature"}) and wurm.subtypes == frozenset({"Insect"})
    assert (wurm.permanent.current_power, wurm.permanent.current_toughness) == (0, 1)
    assert _most(board) == 2
    assert effective_board(parse_inline("Llanowar Elves, Darksteel Mutation (on=Llanowar Elves#1)")
                           )["Llanowar Elves#1"].abilities == ()


@pytest.mark.parametrize("aura, power", [("Illusory Wrappings", 2), ("Gigantiform", 8)])
def test_a_base_set_alone_is_applied(aura, power):
    """CR 613.4b: "Enchanted creature has base power and toughness 0/2." (Illusory Wrappings: the Rancher's own 2
    is then the greatest), "… 8/8 and has trample." (Gigantiform: trample changes no mana)."""
    assert _most(parse_inline(f"{RANCHER}, Craw Wurm, {aura} (on=Craw Wurm#1)")) == power


def test_a_pump_spell_of_effects_is_flagged_beside_mana_that_counts_power():
    """Overrun in ``effects:`` resolved this turn: its +3/+3 (CR 613.4c) is in force until end of turn and not
    applied, so beside Bighorner Rancher the net names it; without a power counter it stays known irrelevant."""
    board = board_from_data({"permanents": [RANCHER, "Craw Wurm"], "effects": ["Overrun"]})
    (item,) = not_read(board)
    assert item.permanent == "Overrun (effect)" and "Bighorner Rancher#1" in item.reason
    assert not_read(board_from_data({"permanents": ["Craw Wurm"], "effects": ["Overrun"]})) == ()


def test_a_lord_may_be_sacrificed_where_no_ability_is_gated_by_power():
    """A change of power and toughness (CR 613.4c) that only changes an amount (Marwyn's "equal to Marwyn's power") is
    read by that amount like any count (its source among the permanents it counts), so the models keep the amount's use
    before the source's removal; only where a condition or cost reads power ("Activate only if you control a creature
    with power 4 or greater", Whisperer of the Wilds), or a count of creatures of some power (Leafkin Avenger's), is its
    source never sacrificed by a plan that used it, since the models apply the board's effects to every step (CR 611.2:
    the effect ends when its source leaves). Elsewhere it is a permanent like any other, and `turn` casting Natural
    Order (sacrifice a green creature) is proven."""
    assert effect_sources(effective_board(parse_inline("Elvish Clancaller, Llanowar Elves"))) == frozenset()
    assert effect_sources(effective_board(parse_inline("Elvish Clancaller, Marwyn, the Nurturer"))) == frozenset()
    assert effect_sources(effective_board(parse_inline("Glorious Anthem, Whisperer of the Wilds"))) == {
        "Glorious Anthem#1"}
    # Leafkin Avenger counts the creatures with power 4 or greater: the Anthem, no creature, is not among them
    assert effect_sources(effective_board(parse_inline("Glorious Anthem, Leafkin Avenger"))) == {"Glorious Anthem#1"}
    board = board_from_data({"permanents": [{"card": "Forest", "count": 6}, "Dryad Arbor"],
                             "hand": ["Elvish Clancaller", "Natural Order", "Craw Wurm"], "library": ["Craw Wurm"]})
    plan = solve_turn(board, most=True)
    assert plan.proven and set(plan.cast) == {"Elvish Clancaller", "Natural Order"}, (plan.left_out, plan.notes)


def test_produce_lists_a_lord_among_the_effects_on_mana_only_where_power_is_read():
    """Elvish Archdruid's "+1/+1" (CR 613.4c) is in force either way; it is an effect on mana only beside an ability
    that reads a power (Marwyn's), so `produce` lists it there and not beside Llanowar Elves."""
    assert produce(parse_inline("Elvish Archdruid, Llanowar Elves")).effects == ()
    assert [who for who, _ in produce(parse_inline("Elvish Archdruid, Marwyn, the Nurturer")).effects] == [
        "Elvish Archdruid#1"]
