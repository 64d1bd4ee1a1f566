"""What a spell cast this turn may put into your hand that makes mana without a mana ability of its own: a card that
untaps a permanent (Quirion Ranger: a permanent tapped for mana may be tapped again, CR 107.5), and a permanent
whose entering changes the mana of a permanent of yours (a creature Gaea's Cradle counts, CR 608.3, 605.3b). Where
the turn does not model such a card as a helper (an untapper beside a count its cost may lower, a card with no mana
of its own), and its plan is not settled, the card is named and the answer is not proven (it was proven before, a
better plan missed)."""

from __future__ import annotations

from manaplan.models.board_files import board_from_data
from manaplan.solver.turn import solve_turn


def turn(data: dict, **kwargs):
    return solve_turn(board_from_data(data), **kwargs)


#: Priest of Titania with two Elves: {G}{G}{G}; two Swamps and a Forest. Demonic Tutor, then Regal Force.
PRIEST = {"land_played": True, "permanents": ["Priest of Titania", "Llanowar Elves", "Elvish Mystic", "Swamp", "Swamp",
                                              "Forest"], "hand": ["Demonic Tutor", "Regal Force"]}


def test_an_untapper_a_tutor_may_find_is_cast():
    """The Swamps cast Demonic Tutor for Quirion Ranger, the Forest casts it (CR 608.2: in your hand once the Tutor
    resolved). Priest of Titania, tapped for {G}×4 (four Elves), is untapped by the Ranger (its ability has no {T}:
    CR 302.6 does not stop it) and tapped again for {G}×4, the Elves there as it resolves (CR 605.3b): with the two
    Elves, ten mana, and Regal Force's seven paid. Both spells cast, proven. Before, the Priest untapped by an
    untapper had no versions of its count: the Ranger was cast last, named, the answer not proven."""
    plan = turn({**PRIEST, "library": ["Quirion Ranger", "Island"]}, most=True)
    assert plan.possible and plan.proven and set(plan.cast) >= {"Demonic Tutor", "Regal Force"}, (plan.cast,
                                                                                                   plan.notes)


def test_a_card_whose_entering_a_count_reads_is_named():
    """Gaea's Cradle counts two creatures; Demonic Tutor (the Swamps) may find Memnite ({0}, no ability): once it
    resolved the Cradle adds {G}{G}{G} (CR 608.3, 605.3b), and with the Elves Thragtusk's {4}{G} is paid. Both cast; the
    plan found casts Thragtusk alone: not proven, Memnite named."""
    data = {"land_played": True, "permanents": ["Gaea's Cradle", "Llanowar Elves", "Elvish Mystic", "Swamp", "Swamp"],
            "hand": ["Demonic Tutor", "Thragtusk"], "library": ["Memnite", "Island"]}
    plan = turn(data, most=True)
    assert not plan.proven
    assert any(n.startswith("not proven: Demonic Tutor may put Memnite") for n in plan.notes), plan.notes


def test_a_card_that_changes_no_mana_is_not_named():
    """Grizzly Bears is no Elf: Priest of Titania counts the same with it, and it has no text that makes mana or
    untaps. Regal Force alone, proven, as before."""
    plan = turn({**PRIEST, "library": ["Grizzly Bears", "Island"]}, most=True)
    assert plan.cast == ("Regal Force",)
    assert plan.proven, plan.notes


def test_shared_summons_may_find_wirewood_symbiote_with_heritage_druid():
    """A realistic Marwyn board (turn 4) with Wirewood Symbiote for Quirion Ranger: its untap's cost returns an Elf
    to your hand, and Priest of Titania and Circle of Dreams Druid count Elves and creatures, one fewer once it left
    (CR 400.7, 605.3b): their counts have no versions there, so Shared Summons' creatures are not cast and stay named,
    the plan (three of the four) not proven. (With Quirion Ranger, whose Forest neither counts, all four are cast:
    ``test_turn_untapped_counts``.)"""
    data = {"permanents": [{"card": "Forest", "count": 2}, "Priest of Titania", "Verdant Catacombs",
                           "Circle of Dreams Druid"],
            "hand": ["Castle Garenbrig", "Growing Rites of Itlimoc // Itlimoc, Cradle of the Sun", "Shared Summons",
                     "Elvish Visionary", "Regal Force", "Forest"],
            "library": ["Heritage Druid", "Wirewood Symbiote", "Forest", "Forest"]}
    plan = turn(data, most=True)
    assert not plan.possible and "Regal Force" not in plan.cast and not plan.proven
    assert any(n.startswith("not proven: Shared Summons may put") and "Wirewood Symbiote" in n for n in plan.notes), \
        plan.notes


def test_a_card_that_untaps_only_itself_is_named_only_beside_a_cost_that_taps_others():
    """Goblin Sharpshooter untaps only itself ("Whenever a creature dies, untap Goblin Sharpshooter"), and its own
    {T} ability cannot be used the turn it comes (CR 302.6): alone it makes no mana, and the plan stays proven. Where
    Demonic Tutor may also find Heritage Druid (a helper the model casts), whose cost taps three untapped Elves (no
    {T}: CR 302.6 does not stop it), a permanent untapped may be tapped again for such a cost (CR 107.5): the
    Sharpshooter is named, not proven."""
    alone = turn({**PRIEST, "library": ["Goblin Sharpshooter", "Island"]}, most=True)
    assert alone.cast == ("Regal Force",) and alone.proven, alone.notes
    beside = turn({**PRIEST, "library": ["Goblin Sharpshooter", "Heritage Druid", "Island"]}, most=True)
    assert not beside.proven
    assert any(n.startswith("not proven: Demonic Tutor may put Goblin Sharpshooter") for n in beside.notes), \
        beside.notes
