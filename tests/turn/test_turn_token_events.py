"""A mana token a trigger creates (a Treasure, an Eldrazi Spawn) is named as not counted only where the trigger's
event may happen in the main phase the turn plans (CR 603.2): no combat (CR 506.1), a target only of a spell the
turn may cast (CR 115.1), a death (CR 700.4) only by something of the turn that may put a creature into a graveyard
(:mod:`manaplan.solver.turn.token_events`)."""

from __future__ import annotations

from manaplan.models.board_files import board_from_data
from manaplan.solver.analysis import analysed
from manaplan.solver.turn import solve_turn
from manaplan.solver.turn.cards import read_copies
from manaplan.solver.turn.token_events import turn_events

from manaplan_tests import FOE


def _notes(data: dict) -> list[str]:
    plan = solve_turn(board_from_data(data), most=True, time_limit=float("inf"))
    return [n for n in plan.notes if "mana token" in n]


def _events(data: dict):
    b = board_from_data(data)
    a = analysed(b)
    return turn_events(a, read_copies(a, [("hand", c) for c in b.hand if not c.is_land]))


def test_cr_506_1_115_1_goldspan_dragon_makes_no_treasure_without_combat_or_a_spell_that_targets():
    """Goldspan Dragon ("Whenever ~ attacks or becomes the target of a spell, create a Treasure token."): the turn
    plans no combat (CR 506.1) and, beside Hill Giant, casts no spell that targets (CR 115.1): its Treasure cannot
    be made, and is not named. Beside Shock ("deals 2 damage to any target"), a spell the turn may cast targets it:
    named (it was named in both)."""
    base = {"permanents": ["Mountain"] * 5}
    assert not _notes({**base, "hand": ["Goldspan Dragon", "Hill Giant"]})
    assert any("Goldspan Dragon's trigger" in n for n in _notes({**base, "hand": ["Goldspan Dragon", "Shock"]}))


def test_cr_700_4_revel_in_riches_makes_no_treasure_where_no_creature_of_an_opponent_may_die():
    """Revel in Riches ("Whenever a creature an opponent controls dies, create a … Treasure"): the turn's costs
    sacrifice only your own permanents (CR 701.21a), so beside Ashnod's Altar and Hill Giant no creature of an
    opponent dies: not named. Beside Murder ("Destroy target creature.") and the opponent's Ornithopter, one may:
    named."""
    base = {"permanents": ["Swamp"] * 6 + ["Ashnod's Altar", "Grizzly Bears"]}
    assert not _notes({**base, "hand": ["Revel in Riches", "Hill Giant"]})
    assert any("Revel in Riches's trigger" in n for n in _notes({"permanents": base["permanents"] + [FOE],
                                                                 "hand": ["Revel in Riches", "Murder"]}))


def test_cr_700_4_pawn_of_ulamog_s_spawn_is_named_where_a_spell_may_kill_a_creature_of_yours():
    """Pawn of Ulamog makes an Eldrazi Spawn when a nontoken creature of yours dies: Toxic Deluge's -X/-X kills them
    with no cost that sacrifices (CR 704.5f, 700.4). With X = 2 (2 life) Pawn and Grizzly Bears die, their two
    Spawns pay Mind Stone: both cast, which the turn (X counted 0, no Spawn made) does not find. Not proven, and the
    Spawn named (it was not: only a sacrifice was read as a death)."""
    plan = solve_turn(board_from_data({"land_played": True, "permanents": ["Swamp"] * 3 + ["Pawn of Ulamog",
                                                                                           "Grizzly Bears"],
                                       "hand": ["Toxic Deluge", "Mind Stone"]}), most=True, time_limit=float("inf"))
    assert not plan.proven
    assert any("Pawn of Ulamog#1's trigger creates a mana token" in n for n in plan.notes), plan.notes


def test_pawn_of_ulamog_s_spawn_is_not_named_where_only_lands_artifacts_and_triggers_that_cannot_fire_sacrifice():
    """Beside Pawn of Ulamog: Windswept Heath and a Treasure sacrifice themselves, no creature (CR 701.21a); Korvold's
    "Whenever ~ enters or attacks, sacrifice another permanent." cannot fire, Korvold being on the battlefield and
    the turn planning no combat; "Whenever you sacrifice a permanent" is an event, no sacrifice. Nothing of yours
    dies: not named (it was)."""
    notes = _notes({"permanents": ["Swamp"] * 3 + ["Windswept Heath", "Treasure", "Pawn of Ulamog",
                                                    "Korvold, Fae-Cursed King"],
                    "hand": ["Hill Giant", "Grizzly Bears"], "library": ["Forest"]})
    assert not notes, notes


def test_cr_704_5j_a_legendary_creature_cast_beside_one_of_its_name_may_die():
    """The legend rule puts one of two legendary permanents of one name into its owner's graveyard (CR 704.5j): a
    death (CR 700.4). Korvold cast beside Korvold may make a creature of yours die; Hill Giant may not."""
    board = {"permanents": ["Swamp", {"card": "Korvold, Fae-Cursed King"}]}
    assert _events({**board, "hand": ["Korvold, Fae-Cursed King"]}).yours_die
    assert not _events({**board, "hand": ["Hill Giant"]}).yours_die


def test_a_sacrifice_a_spell_s_cost_makes_may_be_a_creature_s_and_a_granted_ability_s_is_its_holder_s():
    """Village Rites' additional cost sacrifices a creature (CR 601.2b): a death. Goldspan Dragon's granted
    "{T}, Sacrifice this artifact" sacrifices a Treasure, not the Dragon: no death."""
    assert _events({"permanents": ["Swamp"], "hand": ["Village Rites"]}).yours_die
    assert not _events({"permanents": ["Mountain"], "hand": ["Goldspan Dragon"]}).yours_die


def test_cr_704_5f_a_creature_cast_with_toughness_0_dies():
    """Hangarback Walker cast with X = 0 is a 0/0: it dies as state-based actions are checked (CR 704.5f, 700.4),
    with no text that kills: a death of yours, so Pawn of Ulamog's Spawn is named. Grizzly Bears is no such death."""
    board = {"permanents": ["Forest", "Pawn of Ulamog"]}
    assert _events({**board, "hand": ["Hangarback Walker"]}).yours_die
    assert not _events({**board, "hand": ["Grizzly Bears"]}).yours_die


def test_cr_603_2_a_castable_storm_kiln_artist_beside_instants_is_still_named():
    """Storm-Kiln Artist in hand, castable, with Lightning Bolts to cast after it: its magecraft Treasure (on a cast,
    CR 603.2) may pay a later spell, so it is named, not proven — the events read here leave a cast alone."""
    plan = solve_turn(board_from_data({"land_played": True, "permanents": ["Mountain"] * 5,
                                       "hand": ["Storm-Kiln Artist", "Lightning Bolt", "Lightning Bolt", "Shock"]}),
                      most=True, time_limit=float("inf"))
    assert not plan.proven
    assert any("Storm-Kiln Artist's trigger creates a mana token" in n for n in plan.notes), plan.notes


def test_cr_601_2f_a_trigger_source_only_in_hand_that_no_plan_can_cast_makes_no_token():
    """Storm-Kiln Artist ({3}{R}) only in hand beside two Mountains: before it is cast no Treasure of its exists, so
    it is paid with the turn's own mana, at most 2 (CR 601.2f-h): never cast, no Treasure made. Lightning Bolt and
    Shock, proven (it was not: the Treasure was named). With five Mountains it may be cast first, and its Treasures
    then pay the Bolt and the Shock: named, not proven."""
    def turn(n):
        return solve_turn(board_from_data({"land_played": True, "permanents": ["Mountain"] * n,
                                           "hand": ["Storm-Kiln Artist", "Lightning Bolt", "Shock"]}),
                          most=True, time_limit=float("inf"))
    two, five = turn(2), turn(5)
    assert two.proven and two.cast == ("Lightning Bolt", "Shock") and not two.notes
    assert not five.proven and any("Storm-Kiln Artist's trigger creates a mana token" in n for n in five.notes)


def test_cr_305_1_700_4_a_land_you_may_play_that_sacrifices_a_creature_is_a_death_of_the_turn():
    """Phyrexian Tower ("{T}, Sacrifice a creature: Add {B}{B}.") in hand is played for free (CR 305.1) and may
    sacrifice Pawn of Ulamog (a death, CR 700.4): Pawn's Spawn may be made, and is named. It was not — the lands of
    the hand were not read — while the plan itself sacrificed Pawn to the Tower for Vampire Nighthawk's {B}{B}. One
    in your library counts only where a search of yours may find it: Demonic Tutor's "a card" may, Three Visits' "a
    Forest card" may not (CR 305.6)."""
    board = {"permanents": ["Swamp", "Pawn of Ulamog"]}
    assert not _events({**board, "hand": ["Grizzly Bears"]}).yours_die
    played = {**board, "hand": ["Phyrexian Tower", "Vampire Nighthawk", "Sol Ring"]}
    assert _events(played).yours_die and _events(played).by_lands
    plan = solve_turn(board_from_data(played), most=True, time_limit=float("inf"))
    assert "Pawn of Ulamog#1" in plan.sacrificed and not plan.proven
    assert any("Pawn of Ulamog#1's trigger creates a mana token" in n for n in plan.notes), plan.notes
    library = {**board, "library": ["Phyrexian Tower", "Forest"]}
    assert not _events({**library, "hand": ["Three Visits"]}).yours_die
    assert _events({**library, "hand": ["Demonic Tutor"]}).yours_die
