"""Spells that put cards into your hand beyond one tutor's card, in a turn.

- Intuition: "Search your library for three cards and reveal them. Target opponent chooses one. Put that card into
  your hand and the rest into your graveyard." You choose the three cards the search finds (CR 701.23), the opponent
  the one you get: what you can count on is the worst of the three. Three cards of one name leave the opponent no
  choice, so a name the library holds three of is found for sure, in your hand once Intuition resolved (CR 608.2),
  cast after it (CR 601.2). Otherwise Intuition read as a tutor for any card bounds every plan: where even that
  bound betters nothing, the plan found is proven.
- Shared Summons: "Search your library for up to two creature cards with different names, reveal them, put them
  into your hand": two finds, each a card of the library once and of another name (CR 701.23), each cast after it.
"""

from __future__ import annotations

from manaplan.models.board_files import board_from_data
from manaplan.solver.turn import solve_turn


def turn(data: dict, *cards: str, **kwargs):
    return solve_turn(board_from_data(data), cards or None, **kwargs)


def test_intuition_finds_a_name_the_library_holds_three_of():
    """Three Islands pay Intuition {2}{U}; the library's three Dark Rituals leave the opponent no choice (CR
    701.23): the Ritual, in your hand once Intuition resolved (CR 608.2), turns the Swamp's {B} into {B}{B}{B} for
    Phyrexian Arena {1}{B}{B}. Both candidates cast, proven (Intuition found nothing read: one of the two)."""
    data = {"land_played": True, "permanents": ["Island"] * 3 + ["Swamp"], "hand": ["Intuition", "Phyrexian Arena"],
            "library": ["Dark Ritual"] * 3 + ["Island"]}
    plan = turn(data, most=True)
    assert plan.possible and plan.proven, plan.notes
    names = [s.card for s in plan.steps]
    assert names.index("Intuition") < names.index("Dark Ritual") < names.index("Phyrexian Arena")


def test_intuition_with_no_three_of_a_name_counts_on_none():
    """The same board with two Dark Rituals in the library: the opponent would give you the Island, so no plan can
    count on a Ritual. One candidate cast, and not proven: the Ritual, were it chosen, would cast both (the bound
    betters the plan: it is not looked away from)."""
    data = {"land_played": True, "permanents": ["Island"] * 3 + ["Swamp"], "hand": ["Intuition", "Phyrexian Arena"],
            "library": ["Dark Ritual"] * 2 + ["Island"]}
    plan = turn(data, most=True)
    assert len(plan.cast) == 1 and "Dark Ritual" not in plan.cast
    assert not plan.proven
    assert any(n.startswith("not proven: Intuition may put") for n in plan.notes)


def test_intuition_that_can_better_nothing_is_proven():
    """Three Islands cast Intuition, the only card of the hand, with the land play left: a land it may find could be
    played, but even read as a tutor for any card (an upper bound on what the opponent gives you) no plan is better
    — a land played is one more helper, after every candidate is cast. Proven, the land not named (it was: "may put
    Forest … into your hand")."""
    data = {"permanents": ["Island"] * 3, "hand": ["Intuition"],
            "library": ["Forest", "City of Brass", "Llanowar Elves", "Sol Ring"]}
    plan = turn(data, most=True)
    assert plan.possible and plan.cast == ("Intuition",)
    assert plan.proven and not any("Intuition may put" in n for n in plan.notes), plan.notes


def test_shared_summons_takes_two_creature_cards():
    """Seven Forests: Shared Summons {3}{G}{G} takes Burning-Tree Emissary and Wild Cantor (up to two creature cards
    with different names, CR 701.23), in your hand once it resolved (CR 608.2). The Emissary, paid {G}{G}, adds
    {R}{G} as it enters (CR 603.6a); that {G} pays Wild Cantor, sacrificed for {R}: Lightning Bolt and Shock both
    cast. Each card found is a helper cast after the Summons."""
    data = {"land_played": True, "permanents": ["Forest"] * 7, "hand": ["Shared Summons", "Lightning Bolt", "Shock"],
            "library": ["Burning-Tree Emissary", "Wild Cantor", "Forest"]}
    plan = turn(data, most=True)
    assert plan.possible, plan.notes
    names = [s.card for s in plan.steps]
    assert {"Burning-Tree Emissary", "Wild Cantor"} <= set(names)
    assert names.index("Shared Summons") < min(names.index("Burning-Tree Emissary"), names.index("Wild Cantor"))


def test_shared_summons_takes_cards_with_different_names():
    """The same board with two Wild Cantors and no Emissary: the Summons takes cards with different names, so one
    Cantor at most, one {R}: Bolt or Shock, not both (two of the three cast)."""
    data = {"land_played": True, "permanents": ["Forest"] * 7, "hand": ["Shared Summons", "Lightning Bolt", "Shock"],
            "library": ["Wild Cantor", "Wild Cantor", "Forest"]}
    plan = turn(data, most=True)
    assert not plan.possible and "Shared Summons" in plan.cast
    assert len({"Lightning Bolt", "Shock"} & set(plan.cast)) == 1
    assert [s.card for s in plan.steps].count("Wild Cantor") == 1


#: Elves of different names, more than a Priest of Titania's counts are modelled for (:data:`~manaplan.solver.turn.
#: counted.MAX_VERSIONS`).
ELVES = ["Llanowar Elves", "Fyndhorn Elves", "Elvish Mystic", "Boreal Druid", "Arbor Elf", "Elvish Archdruid",
         "Heritage Druid", "Joraga Treespeaker", "Elvish Harbinger", "Wirewood Channeler", "Priest of Titania",
         "Elvish Champion", "Elvish Clancaller", "Canopy Tactician", "Leaf-Crowned Visionary", "Imperious Perfect",
         "Elvish Warmaster", "Dwynen's Elite", "Nettle Sentinel"]


def test_shared_summons_cards_that_would_count_others_less_are_left_out_and_named():
    """Priest of Titania adds {G} for each Elf on the battlefield; Circle of Dreams Druid for each creature. With the
    nineteen Elves Shared Summons may find modelled, the counts are too many to model and every Elf cast (Elvish
    Visionary too) would be cast last, uncounted: the plan was Shared Summons and the Visionary. Left out instead
    (named, not proven), the Visionary entering counts for the Priest and the Druid (CR 608.3): Elvish Visionary and
    Regal Force, the greater mana value cast."""
    data = {"permanents": ["Forest", "Forest", "Priest of Titania", "Circle of Dreams Druid"],
            "hand": ["Shared Summons", "Elvish Visionary", "Regal Force", "Forest"], "library": ELVES}
    plan = turn(data, most=True)
    assert plan.cast == ("Elvish Visionary", "Regal Force")
    assert not plan.proven and any(n.startswith("not proven: Shared Summons may put") for n in plan.notes)
    assert not any("Elvish Visionary changes the mana" in n for n in plan.notes)


def test_what_a_helper_puts_into_your_hand_betters_no_settled_plan():
    """Lightning Bolt asked, paid by the Mountain: every candidate cast, no helper. Demonic Tutor, a helper here, may
    find Mystic Sanctuary (a land whose entering tapped or not the turn does not tell); but to have it you cast the
    Tutor, a helper, and any plan that casts one is worse than this one on the turn's first levels. Proven (it named
    the Sanctuary, not proven). The same holds for Intuition that Merchant Scroll finds, whose read is a helper."""
    data = {"permanents": ["Mountain", "Swamp", "Swamp"], "hand": ["Lightning Bolt", "Demonic Tutor"],
            "library": ["Mystic Sanctuary", "Dark Ritual"]}
    plan = turn(data, "Lightning Bolt")
    assert plan.possible and plan.cast == ("Lightning Bolt",)
    assert plan.proven and not plan.notes
