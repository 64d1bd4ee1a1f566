"""Tokens that are no mana themselves, used for mana or a cast: Beetleback Chief's Goblins sacrificed to Skirk
Prospector ("Sacrifice a Goblin: Add {R}."), a Soldier of Raise the Alarm sacrificed to Fling's additional cost (CR
601.2b), Raise the Alarm's Soldiers counted by Gaea's Cradle. A token is created as the spell resolves or its enters
trigger does (CR 608.2, 603.2): the plain creature tokens of a cast are on the turn's board from that cast on
(``solver.turn.token_fodder``); where they would change another permanent's mana (a count) they are named and the
answer is not proven. Before, the turn read no such token: "at most 3 of the 4" was proven beside Beetleback Chief
while all four can be cast."""

from __future__ import annotations

from pathlib import Path

from manaplan.models.board_files import board_from_data, load_board
from manaplan.solver.turn import solve_turn

BOARDS = Path(__file__).resolve().parents[1] / "turn_boards"


def test_cr_603_2_beetleback_chief_s_goblins_are_sacrificed_to_skirk_prospector():
    plan = solve_turn(load_board(BOARDS / "beetleback_tokens_for_prospector.yaml"), most=True)
    assert plan.possible and plan.proven
    assert {"Goblin token (Beetleback Chief)#1", "Goblin token (Beetleback Chief)#2"} <= set(plan.sacrificed)
    assert plan.cast[0] == "Beetleback Chief"  # cast first: its tokens exist from then on
    assert not any("tokens" in n for n in plan.notes)


def test_tokens_nothing_can_use_change_nothing():
    """The same hand beside Mountains only: no cost takes a Goblin and nothing counts one, so the answer stays
    proven."""
    plan = solve_turn(board_from_data({"permanents": ["Mountain", "Mountain", "Ruby Medallion"], "land_played": True,
                                       "hand": ["Vandalblast", "Beetleback Chief", "Lightning Bolt"]}), most=True)
    assert plan.proven and not any("tokens" in n for n in plan.notes)


def test_cr_601_2b_a_soldier_is_sacrificed_to_fling():
    """Raise the Alarm, then Fling sacrificing one of its Soldiers (no other creature): both cast, proven."""
    fling = solve_turn(board_from_data({"permanents": ["Mountain", "Mountain", "Plains", "Plains"],
                                        "land_played": True, "hand": ["Raise the Alarm", "Fling"]}), most=True)
    assert fling.possible and fling.proven
    assert any(pid.startswith("Soldier token (Raise the Alarm)") for pid in fling.sacrificed)


def test_cr_608_2_gaea_s_cradle_counts_raise_the_alarm_s_soldiers_once_it_resolved():
    """Two Plains pay Raise the Alarm; its two Soldiers enter as it resolves (CR 608.2) and Gaea's Cradle, tapped
    after, counts them (CR 605.3b: {G}{G}) for Grizzly Bears. The tokens enter with their cast, as a permanent spell's
    permanent does, and the Cradle has a version per count (``solver.turn.counted``): both cast, proven. Before, the
    Soldiers were named and the answer said one of the two."""
    cradle = solve_turn(board_from_data({"permanents": ["Gaea's Cradle", "Plains", "Plains"], "land_played": True,
                                         "hand": ["Raise the Alarm", "Grizzly Bears"]}), most=True)
    assert cradle.possible and cradle.proven
    assert cradle.cast == ("Raise the Alarm", "Grizzly Bears")
    assert not any("tokens" in n for n in cradle.notes)
    alone = solve_turn(board_from_data({"permanents": ["Gaea's Cradle", "Plains", "Plains"], "land_played": True,
                                        "hand": ["Grizzly Bears"]}), most=True)
    assert not alone.possible and alone.proven  # no creature: the Cradle makes nothing


def test_cr_302_6_gilded_goose_cast_this_turn_cannot_use_its_own_food():
    """Gilded Goose makes a Food as it enters; its "{T}, Sacrifice a Food: Add one mana of any color." needs {T},
    and a creature that came this turn can't use it (CR 302.6): the Food changes nothing, the answer stays proven."""
    plan = solve_turn(board_from_data({"permanents": ["Forest", "Forest"], "land_played": True,
                                       "hand": ["Gilded Goose", "Grizzly Bears"]}), most=True)
    assert plan.proven and not any("tokens" in n for n in plan.notes)


def test_cr_603_2_lys_alana_huntmaster_s_token_is_counted_by_priest_of_titania():
    """Lys Alana Huntmaster ("Whenever you cast an Elf spell, you may create a 1/1 green Elf Warrior creature
    token.") beside Priest of Titania, which counts Elves: the token of each Elf spell enters with it (its trigger
    resolves before the spell does, CR 603.3), so Priest tapped after Llanowar Elves counts four Elves and pays for
    Elvish Mystic and Leatherback Baloth — all three, proven. With Grizzly Bears only, no Elf spell is cast, the
    trigger never fires (CR 603.2)."""
    board = {"permanents": ["Lys Alana Huntmaster", "Priest of Titania", "Forest"], "land_played": True}
    elf = solve_turn(board_from_data({**board, "hand": ["Llanowar Elves", "Elvish Mystic", "Leatherback Baloth"]}),
                     most=True)
    assert elf.possible and elf.proven and not any("tokens" in n for n in elf.notes)
    bears = solve_turn(board_from_data({**board, "hand": ["Grizzly Bears"]}), most=True)
    assert bears.proven and not any("tokens" in n for n in bears.notes)


def test_a_trigger_source_the_turn_may_take_away_is_named():
    """Wirewood Symbiote may return an Elf to your hand (Lys Alana Huntmaster among them): Elves cast after that make
    no token, which the model does not order — the tokens are named, not proven."""
    plan = solve_turn(board_from_data({"permanents": ["Lys Alana Huntmaster", "Priest of Titania", "Forest",
                                                      "Wirewood Symbiote"], "land_played": True,
                                       "hand": ["Llanowar Elves", "Elvish Mystic", "Leatherback Baloth"]}), most=True)
    assert any("Lys Alana Huntmaster#1's tokens" in n for n in plan.notes) and not plan.proven


def test_a_cast_trigger_whose_kind_is_not_read_is_taken_to_fire():
    """Glóin, Dwarf Emissary's "Whenever you cast a historic spell, create a Treasure token." names no card type
    (historic: legendary, artifact or Saga): Sol Ring cast may trigger it, so the Treasure is named, not proven —
    where "an Elf spell" beside a hand of no Elf is known not to fire."""
    plan = solve_turn(board_from_data({"permanents": ["Glóin, Dwarf Emissary", "Plains"], "land_played": True,
                                       "hand": ["Sol Ring", "Grizzly Bears"]}), most=True)
    assert any(n.startswith("not proven: Glóin, Dwarf Emissary#1's trigger creates a mana token") for n in plan.notes)


def test_cr_702_40a_the_tokens_of_storm_copies_are_named():
    """Empty the Warrens' own two Goblins are on the board from its cast on; its storm copies (one for each spell
    cast before it, CR 702.40a) would make two more each, which the turn does not count: named, not proven, where
    another spell may be cast before it and Skirk Prospector may sacrifice Goblins."""
    plan = solve_turn(board_from_data({"permanents": ["Mountain"] * 4 + ["Skirk Prospector"], "land_played": True,
                                       "hand": ["Lightning Bolt", "Shock", "Empty the Warrens", "Goblin Piker"]}),
                      most=True)
    assert any(n.startswith("not proven: the tokens of Empty the Warrens's copies") for n in plan.notes)
    assert not plan.proven


def test_cr_702_40a_storm_copies_that_cannot_help_are_proven_moot():
    """Empty the Warrens and Goblin Goon cost four each, four Mountains: whichever is cast first, the other cannot
    follow — no spell is cast before Empty the Warrens, so it has no copy. The turn solved again with the copies'
    tokens (each once as many other spells are cast) is no better: proven, the note gone."""
    plan = solve_turn(board_from_data({"permanents": ["Mountain"] * 4 + ["Skirk Prospector"], "land_played": True,
                                       "hand": ["Empty the Warrens", "Goblin Goon"]}), most=True)
    assert plan.proven and len(plan.cast) == 1
    assert not any("copies" in n for n in plan.notes)


def test_cr_702_40a_a_spell_cast_at_the_end_may_be_the_one_before_the_storm_spell():
    """Lightning Bolt, then Empty the Warrens (storm 1: four Goblins), then Goblin Goon paid with the four Goblins
    sacrificed to Skirk Prospector: all three. The turn casts Bolt "at the end" (its resolving gives the turn
    nothing), but in the real turn it may come first: the relaxation counts it as a spell before, so it finds three
    and the answer of two stays not proven (it was once called proven)."""
    plan = solve_turn(board_from_data({"permanents": ["Mountain"] * 5 + ["Skirk Prospector"], "land_played": True,
                                       "hand": ["Lightning Bolt", "Empty the Warrens", "Goblin Goon"]}), most=True)
    assert len(plan.cast) == 2 and not plan.proven
    assert any(n.startswith("not proven: the tokens of Empty the Warrens's copies") for n in plan.notes)


def test_tokens_for_each_of_something_are_named_not_read_as_one():
    """Elvish Promenade makes an Elf Warrior "for each Elf you control": not a fixed number, so not one token on the
    model's board (it once was: an altar sacrificed one where there could be several) — named, not proven."""
    plan = solve_turn(board_from_data({"permanents": ["Forest"] * 4 + ["Ashnod's Altar", "Llanowar Elves"],
                                       "land_played": True, "hand": ["Elvish Promenade", "Phyrexian Metamorph"]}),
                      most=True)
    assert any(n.startswith("not proven: Elvish Promenade's tokens") for n in plan.notes) and not plan.proven
    assert not any("Elf Warrior token" in pid for pid in plan.sacrificed)


def test_the_tokens_of_a_spell_no_plan_can_cast_change_nothing():
    """Two Forests make at most two mana all turn: Elvish Promenade ({3}{G}) is never cast, so its tokens, which
    Ashnod's Altar could sacrifice, are never made — the note goes, the answer is proven."""
    plan = solve_turn(board_from_data({"permanents": ["Forest", "Forest", "Ashnod's Altar"], "land_played": True,
                                       "hand": ["Elvish Promenade", "Lightning Bolt"]}), most=True)
    assert plan.proven and not any("tokens" in n for n in plan.notes)
