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
from manaplan.solver.effective import effective_board
from manaplan.solver.net import not_read
from manaplan.solver.produce.solve import produce

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


def test_an_anthem_is_flagged_beside_mana_that_counts_power_only():
    """Glorious Anthem's "+1/+1" (layer 7c, CR 613.4c) is not applied: the board's ``power:`` gives a creature's
    power now. Beside Bighorner Rancher a ``power:`` left out reads Craw Wurm as a 6, not 7: the net says so; beside
    mana that counts no power it stays known irrelevant."""
    (item,) = not_read(parse_inline(f"{RANCHER}, Craw Wurm, Glorious Anthem"))
    assert item.permanent == "Glorious Anthem#1" and "Bighorner Rancher#1" in item.reason
    assert not item.can_only_add
    assert not_read(parse_inline("Llanowar Elves, Craw Wurm, Glorious Anthem")) == ()
    # Sacellum Godspeaker counts the power of creature cards revealed from the hand, where no anthem applies
    assert not_read(parse_inline("Sacellum Godspeaker, Craw Wurm, Glorious Anthem")) == ()
    (ferocious,) = not_read(parse_inline("Whisperer of the Wilds, Craw Wurm, Glorious Anthem"))
    assert "Whisperer of the Wilds#1" in ferocious.reason
    assert not_read(parse_inline(f"{RANCHER}, Craterhoof Behemoth, Frogify (on={HOOF})")) == ()


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
