"""Mana from the stack in a turn: enter-the-battlefield triggers that add mana or put lands onto the battlefield, and
counts that include permanents cast this turn.

- Burning-Tree Emissary: "When Burning-Tree Emissary enters the battlefield, add {R}{G}." A triggered ability that
  does not trigger from a mana ability is no mana ability (CR 605.1b): it goes on the stack the next time a player
  would receive priority (CR 603.3), after the creature spell resolved, and resolves before the next spell is cast;
  its mana stays in the pool until the phase ends (CR 500.4).
- Wood Elves: "When Wood Elves enters the battlefield, search your library for a Forest card, put that card onto the
  battlefield, then shuffle." (an enters trigger, CR 603.6a): the Forest enters untapped and taps for the next spell.
  Farhaven Elf ("… put it onto the battlefield tapped …") and Solemn Simulacrum ("… put that card onto the
  battlefield tapped …"): a tapped land makes no mana this turn.
- Gaea's Cradle ("{T}: Add {G} for each creature you control."), Cabal Coffers ("{2}, {T}: Add {B} for each Swamp you
  control."), Nykthos (devotion): what a permanent cast this turn adds to those counts is not modelled, so an answer
  that could use it is not proven and names the card (never "proven" over something left out).
"""

from __future__ import annotations

import json

from manaplan.models.board_files import board_from_data
from manaplan.solver.turn import solve as turn_solve
from manaplan.solver.turn import solve_turn

from manaplan_tests import FOE


def turn(data: dict, *cards: str, **kwargs):
    return solve_turn(board_from_data(data), cards or None, **kwargs)


#: Twenty-one cards that make mana, more than ``MAX_FETCHED``.
ROCKS = ["Sol Ring", "Mana Crypt", "Arcane Signet", "Azorius Signet", "Dimir Signet", "Rakdos Signet",
         "Golgari Signet", "Orzhov Signet", "Boros Signet", "Selesnya Signet", "Gruul Signet", "Izzet Signet",
         "Simic Signet", "Mind Stone", "Fellwar Stone", "Thought Vessel", "Commander's Sphere", "Worn Powerstone",
         "Hedron Archive", "Dark Ritual", "Cabal Ritual"]

#: The nineteen of them that are no rituals: beside a few more, more cards than the model takes from a search.
FILLER = [r for r in ROCKS if not r.endswith("Ritual")]


BTE = {"land_played": True, "permanents": ["Mountain", "Forest"], "hand": ["Burning-Tree Emissary", "Grizzly Bears"]}


def test_cr_603_3_burning_tree_emissarys_mana_pays_the_next_spell():
    """Mountain and Forest pay Burning-Tree Emissary's {R/G}{R/G}; its trigger adds {R}{G}, which pays Grizzly Bears'
    {1}{G}: both cast, proven; the step says what it adds."""
    plan = turn(BTE)
    assert plan.possible and plan.proven and plan.cast == ("Burning-Tree Emissary", "Grizzly Bears")
    emissary = plan.steps[0]
    assert emissary.card == "Burning-Tree Emissary" and len(emissary.adds) == 2  # {R} and {G}


def test_burning_tree_emissary_without_a_cast_for_its_mana_leaves_it_in_the_pool():
    """The condition fails: with nothing else to cast, its {R}{G} is left in the pool; with Grizzly Bears and
    Lightning Bolt too, four mana (two lands, {R}{G}) pays two of the three spells ({R/G}{R/G}, {1}{G}, {R}): at
    most two, proven."""
    alone = turn({**BTE, "hand": ["Burning-Tree Emissary"]})
    assert alone.possible and alone.proven and alone.mana_left.text in ("{R}{G}", "{G}{R}")
    three = turn({**BTE, "hand": ["Burning-Tree Emissary", "Grizzly Bears", "Lightning Bolt"]}, most=True)
    assert three.proven and len(three.cast) == 2 and not three.possible


def test_cr_603_6a_wood_elves_forest_enters_untapped_and_pays_the_next_spell():
    """Three Forests cast Wood Elves ({2}{G}); its trigger puts the library's Forest onto the battlefield untapped,
    which casts Llanowar Elves. The condition fails with no Forest in the library (an Island is no Forest card): at
    most one, proven."""
    data = {"land_played": True, "permanents": [{"card": "Forest", "count": 3}],
            "hand": ["Wood Elves", "Llanowar Elves"], "library": ["Forest"]}
    plan = turn(data)
    assert plan.possible and plan.proven
    assert plan.steps[0].card == "Wood Elves" and plan.steps[0].finds == ("Forest#4",)
    island = turn({**data, "library": ["Island"]}, most=True)
    assert island.proven and len(island.cast) == 1


def test_farhaven_elf_and_solemn_simulacrum_find_a_land_tapped_no_mana_this_turn():
    """Farhaven Elf's and Solemn Simulacrum's basic land enters tapped: nothing for Llanowar Elves after them, proven
    (no permanent counts the land found)."""
    farhaven = turn({"land_played": True, "permanents": [{"card": "Forest", "count": 3}],
                     "hand": ["Farhaven Elf", "Llanowar Elves"], "library": ["Forest"]}, most=True)
    assert farhaven.proven and len(farhaven.cast) == 1
    solemn = turn({"land_played": True, "permanents": [{"card": "Forest", "count": 4}],
                   "hand": ["Solemn Simulacrum", "Llanowar Elves"], "library": ["Forest"]}, most=True)
    assert solemn.proven and len(solemn.cast) == 1


def test_a_swamp_found_tapped_that_cabal_coffers_counts_is_not_proven_and_named():
    """Cabal Coffers counts Swamps: the Swamp Farhaven Elf finds tapped would add {B} to it, which is not counted —
    the answer is not proven and names Cabal Coffers#1."""
    plan = turn({"land_played": True, "permanents": ["Cabal Coffers", "Swamp", "Swamp", {"card": "Forest", "count": 4}],
                 "hand": ["Farhaven Elf", "Phyrexian Obliterator"], "library": ["Swamp"]}, most=True)
    assert not plan.proven
    assert any(n.startswith("not proven") and "Cabal Coffers#1" in n and "Farhaven Elf" in n for n in plan.notes)


def test_gaeas_cradle_counting_creatures_cast_this_turn_is_counted_and_proven():
    """Gaea's Cradle taps for more once Grizzly Bears is on the battlefield (CR 608.3; counted as its mana ability
    resolves, CR 605.3b): the count is used, with no note saying it is not, and the answer is proven. Lightning
    Bolt alone (no creature cast): proven too."""
    data = {"land_played": True, "permanents": ["Gaea's Cradle", "Llanowar Elves", "Forest", "Mountain"],
            "hand": ["Grizzly Bears", "Lightning Bolt"]}
    plan = turn(data)
    assert plan.possible and plan.proven
    assert not any(n.startswith("not proven") for n in plan.notes)
    bolt = turn({**data, "hand": ["Lightning Bolt"]})
    assert bolt.possible and bolt.proven


def test_nykthos_devotion_counts_a_permanent_cast_this_turn():
    """Nykthos, Shrine to Nyx: "{2}, {T}: Choose a color. Add an amount of mana of that color equal to your devotion
    to that color." Leatherback Baloth ({G}{G}{G}) cast from three Forests makes the devotion to green 5 with Kalonian
    Tusker's {G}{G} (CR 700.5); the other two Forests pay Nykthos' {2} for five {G}, which casts Thragtusk ({4}{G}):
    both, proven. Without counting the Baloth, Nykthos would add {G}{G} for its {2}, and six mana in all cannot pay
    the eight both cost."""
    plan = turn({"land_played": True, "permanents": ["Nykthos, Shrine to Nyx", "Kalonian Tusker",
                                                     {"card": "Forest", "count": 5}],
                 "hand": ["Leatherback Baloth", "Thragtusk"]}, most=True)
    assert plan.possible and plan.proven and plan.cast == ("Leatherback Baloth", "Thragtusk")
    nykthos = [st for s in plan.steps for st in s.plan if st.permanent == "Nykthos, Shrine to Nyx#1"]
    assert len(nykthos) == 1 and len(nykthos[0].adds) == 5


def test_cli_turn_json_burning_tree_emissary_adds_its_mana(run, tmp_path):
    """`manaplan turn --json`: the Emissary's cast step adds {R}{G} and Grizzly Bears is paid from the pool; exit 0."""
    path = tmp_path / "bte.json"
    path.write_text(json.dumps(BTE))
    result = run("turn", str(path), "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["possible"] is True and data["proven"] is True
    assert data["steps"][0]["card"] == "Burning-Tree Emissary" and data["steps"][0]["adds"] in ("{R}{G}", "{G}{R}")
    text = run("turn", str(path)).output
    assert "→ adds {R}{G}" in text


def test_coal_stokers_mana_when_cast_from_hand_pays_the_next_spells():
    """Coal Stoker: "When Coal Stoker enters the battlefield, if you cast it from your hand, add {R}{R}{R}." Cast
    from hand with four Mountains, its {R}{R}{R} pays two Lightning Bolts: all three, proven."""
    plan = turn({"land_played": True, "permanents": [{"card": "Mountain", "count": 4}],
                 "hand": ["Coal Stoker", "Lightning Bolt", "Lightning Bolt"]})
    assert plan.possible and plan.proven and plan.cast[0] == "Coal Stoker"


def test_omnath_locus_of_creations_second_landfall_mana_is_not_used_so_not_proven():
    """Omnath, Locus of Creation adds {R}{G}{W}{U} on its landfall's second resolution this turn (CR 605.1b): not
    used by the turn, so with a land to play the answer is not proven and names it."""
    plan = turn({"permanents": ["Omnath, Locus of Creation", "Forest"], "hand": ["Mountain", "Lightning Bolt"]},
                most=True)
    assert not plan.proven and any(n.startswith("not proven: Omnath, Locus of Creation#1") for n in plan.notes)


def test_lotus_cobras_landfall_mana_for_the_land_played_pays_the_turns_spells():
    """Lotus Cobra: "Whenever a land you control enters, add one mana of any color." — a trigger, no mana ability
    (CR 605.1b; the ruling of 2020-09-25: it uses the stack, as it does not trigger on a mana ability), so its mana is
    there once it resolved (CR 608.2), before the next spell, for the phase (CR 500.4). Cobra and a Forest, a Mountain
    to play: the Mountain's {R}, the Forest's {G} and the Cobra's one mana pay Lightning Bolt and Grizzly Bears,
    proven. The condition fails with no land to play: one of the two. (The land a fetchland puts there:
    :func:`test_cr603_2_lotus_cobras_landfall_for_the_land_a_fetchland_puts_there`.)"""
    plan = turn({"permanents": ["Lotus Cobra", "Forest"], "hand": ["Mountain", "Lightning Bolt", "Grizzly Bears"]},
                most=True)
    assert plan.possible and plan.proven and sorted(plan.cast) == ["Grizzly Bears", "Lightning Bolt"]
    assert any(p.permanent == "Lotus Cobra#1 (landfall: Mountain#1)" for s in plan.steps for p in s.plan)
    played = turn({"land_played": True, "permanents": ["Lotus Cobra", "Forest", "Mountain"],
                   "hand": ["Lightning Bolt", "Grizzly Bears"]}, most=True)
    assert played.proven and len(played.cast) == 1


def _plan_ids(plan) -> list[str]:
    return [p.permanent for s in plan.steps for p in s.plan]


def test_cr603_2_lotus_cobras_landfall_for_the_land_a_fetchland_puts_there():
    """Polluted Delta's search is an activated ability, no mana ability (CR 605.1a), and the Island it puts onto the
    battlefield enters as it resolves: a land entering by an ability is a landfall too (CR 603.2, 603.6a), so Lotus
    Cobra's trigger resolves after the crack (CR 603.3) and adds one mana of any color. Forest, the Island and that
    mana pay Tireless Tracker {2}{G}, proven (it said "not proven", and cast nothing), the crack listed before its
    trigger. The condition fails with no card the Delta can find in the library (a Forest): no land enters, nothing
    cast, proven. Evolving Wilds puts its land onto the battlefield tapped: the model does not crack it (no mana from
    the land), so its landfall is left out, named, and the answer not proven."""
    board = {"land_played": True, "permanents": ["Lotus Cobra", "Forest", "Polluted Delta"],
             "hand": ["Tireless Tracker"]}
    plan = turn({**board, "library": ["Island"]}, most=True)
    assert plan.possible and plan.proven and plan.cast == ("Tireless Tracker",)
    ids = _plan_ids(plan)
    assert ids.index("Polluted Delta#1") < ids.index("Lotus Cobra#1 (landfall: the land Polluted Delta#1 fetches)")
    none = turn({**board, "library": ["Forest"]}, most=True)
    assert not none.possible and none.proven and none.cast == ()
    wilds = turn({**board, "permanents": ["Lotus Cobra", "Forest", "Evolving Wilds"], "library": ["Island"]},
                 most=True)
    assert not wilds.proven and any(o.startswith("Evolving Wilds#1: the land it may fetch would trigger Lotus "
                                                 "Cobra#1's landfall") for o in wilds.left_out)


def test_cr603_2_a_fetchland_played_gives_two_landfalls():
    """Polluted Delta played (a landfall, CR 305.1) and cracked for a Swamp (a second one, CR 603.2, 603.2c): with
    the Forest and the Swamp, four mana for Tireless Tracker and Llanowar Elves, the Swamp's trigger after the crack
    (CR 603.3), proven (it said "at most 1 of the 2", proven: the second landfall was not counted)."""
    plan = turn({"permanents": ["Lotus Cobra", "Forest"], "hand": ["Polluted Delta", "Tireless Tracker",
                                                                    "Llanowar Elves"], "library": ["Swamp"]},
                most=True)
    assert plan.possible and plan.proven and sorted(plan.cast) == ["Llanowar Elves", "Tireless Tracker"]
    ids = _plan_ids(plan)
    assert {"Lotus Cobra#1 (landfall: Polluted Delta#1)",
            "Lotus Cobra#1 (landfall: the land Polluted Delta#1 fetches)"} <= set(ids)
    assert ids.index("Polluted Delta#1") < ids.index("Lotus Cobra#1 (landfall: the land Polluted Delta#1 fetches)")


def test_a_fetchland_a_spell_returns_then_played_and_cracked_gives_two_landfalls():
    """Regrowth returns Prismatic Vista from the graveyard (CR 608.2), played with the land play left (CR 305.2): a
    landfall, and its crack's Mountain another (CR 603.2, 603.6a), each Lotus Cobra's one mana, so with the Mountain
    Lightning Bolt and Llanowar Elves are cast after Regrowth, proven (it said "not proven": a land a spell puts into
    your hand was not counted for landfall). Evolving Wilds returned instead: played, a landfall; its crack's land,
    which enters tapped, is not cracked by the model, so that landfall is left out and named: not proven."""
    data = {"permanents": ["Lotus Cobra", "Forest", "Forest"], "graveyard": ["Prismatic Vista"],
            "library": ["Mountain"], "hand": ["Regrowth", "Lightning Bolt", "Llanowar Elves"]}
    plan = turn(data, most=True)
    assert plan.possible and plan.proven and plan.cast == ("Regrowth", "Lightning Bolt", "Llanowar Elves")
    assert [s.card for s in plan.steps][:2] == ["Regrowth", "Prismatic Vista"]
    wilds = turn({**data, "graveyard": ["Evolving Wilds"]}, most=True)
    assert not wilds.possible and not wilds.proven
    assert any(o.startswith("Evolving Wilds#1 (if it enters this turn): the land it may fetch")
               for o in wilds.left_out)


def test_khalni_heart_expedition_without_the_counters_for_its_search_puts_no_land():
    """Khalni Heart Expedition ("Landfall — … you may put a quest counter on ~." and "Remove three quest counters
    from ~ and sacrifice it: Search your library for up to two basic land cards, put them onto the battlefield
    tapped"): with no counter and one land to enter this turn (the Mountain played: one trigger, CR 603.2c) it
    cannot pay its cost (CR 118.3, 602.2b), so it puts no land there and Lotus Cobra's landfall for the Mountain is all:
    Lightning Bolt and Grizzly Bears, proven (it said "not proven"). With two counters, the Mountain's gives the
    third: its two lands would be two more landfalls, not counted by the turn — but the plan casts both spells and
    sacrifices nothing, and the Expedition's lands come with its sacrifice: the turn with them (a relaxation,
    :mod:`~manaplan.solver.turn.landfall_puts`) does no better, proven; so too with Evolution Sage (proliferate on each
    landfall, CR 701.34a: two counters for the Mountain, still one short). With a third spell that needs more mana
    than the board makes, the two counters and the Expedition's two lands could cast it: not proven."""
    data = {"permanents": ["Lotus Cobra", "Forest", "Khalni Heart Expedition"], "library": ["Forest", "Island"],
            "hand": ["Mountain", "Lightning Bolt", "Grizzly Bears"]}
    plan = turn(data, most=True)
    assert plan.possible and plan.proven and sorted(plan.cast) == ["Grizzly Bears", "Lightning Bolt"]
    cobra = "not proven: Lotus Cobra#1's mana on an event this turn may cause"
    two = {**data, "permanents": ["Lotus Cobra", "Forest",
                                  {"card": "Khalni Heart Expedition", "counters": {"quest": 2}}]}
    assert turn(two, most=True).proven
    sage = turn({**data, "permanents": data["permanents"] + ["Evolution Sage"]}, most=True)
    assert sage.possible and sage.proven
    more = turn({**two, "hand": two["hand"] + ["Hill Giant"]}, most=True)
    assert not more.possible and not more.proven and any(n.startswith(cobra) for n in more.notes)

def test_cr603_2c_one_landfall_trigger_per_land_entering():
    """Lotus Cobra triggers once for the Mountain played (CR 603.2c: once each time its trigger event occurs): one
    mana of any color, once, whatever the number of spells cast after it. Forest, Mountain and the trigger make
    three mana, Sol Ring two more for {1}: not enough colors for Sol Ring, Llanowar Elves, Grizzly Bears and
    Lightning Bolt (the trigger's mana is not spent twice), three of the four, proven. With Exploration and a
    Forest to play too, a second land enters: a second trigger, and all four."""
    hand = ["Mountain", "Sol Ring", "Llanowar Elves", "Grizzly Bears", "Lightning Bolt"]
    plan = turn({"permanents": ["Lotus Cobra", "Forest"], "hand": hand}, most=True)
    assert not plan.possible and plan.proven and len(plan.cast) == 3
    triggers = [p for s in plan.steps for p in s.plan if p.permanent.startswith("Lotus Cobra#1 (landfall")]
    assert len(triggers) <= 1
    more = turn({"permanents": ["Lotus Cobra", "Forest", "Exploration"], "hand": hand + ["Forest"]}, most=True)
    assert more.possible and more.proven


def test_lotus_cobras_landfall_for_a_land_a_spell_finds():
    """Nature's Lore ("Search your library for a Forest card, put that card onto the battlefield") finds an untapped
    Forest: Lotus Cobra's trigger for it resolves after the spell (CR 603.3, 608.2), one mana of any color, which
    with the Forest pays Grizzly Bears, proven. The condition fails with no Forest in the library: nothing enters,
    no trigger, one of the two, proven."""
    board = {"land_played": True, "permanents": ["Lotus Cobra", "Forest", "Forest"],
             "hand": ["Nature's Lore", "Grizzly Bears"]}
    plan = turn({**board, "library": ["Forest", "Island"]}, most=True)
    assert plan.possible and plan.proven and [s.card for s in plan.steps] == ["Nature's Lore", "Grizzly Bears"]
    assert any(p.permanent == "Lotus Cobra#1 (landfall: Forest#3)" for p in plan.steps[1].plan)
    none = turn({**board, "library": ["Island", "Island"]}, most=True)
    assert not none.possible and none.proven and none.cast == ("Grizzly Bears",)


def test_a_land_a_spell_puts_onto_the_battlefield_tapped_is_a_landfall_counted_where_surely_found():
    """Explosive Vegetation puts two basic lands onto the battlefield tapped: no mana from them this turn, but two
    Lotus Cobra triggers (CR 603.2, 603.6a), counted — they pay Grizzly Bears, proven. Beside Nature's Lore, another
    search that may take the library's lands first (each card found once, CR 701.23), the triggers are not counted:
    the answer says so and is not proven. Without Lotus Cobra the turn is proven either way."""
    board = {"land_played": True, "permanents": ["Forest"] * 4, "library": ["Forest", "Forest", "Island"],
             "hand": ["Explosive Vegetation", "Grizzly Bears"]}
    plan = turn({**board, "permanents": ["Lotus Cobra"] + board["permanents"]}, most=True)
    assert plan.possible and plan.proven and plan.cast == ("Explosive Vegetation", "Grizzly Bears")
    lore = {**board, "hand": [*board["hand"], "Nature's Lore"]}
    shared = turn({**lore, "permanents": ["Lotus Cobra"] + board["permanents"]}, most=True)
    assert not shared.proven and any(n.startswith("not proven: Lotus Cobra#1's mana") for n in shared.notes)
    assert turn(board, most=True).proven and turn(lore, most=True).proven


def test_a_land_a_spell_returns_to_your_hand_is_the_land_play():
    """Regrowth ("Return target card from your graveyard to your hand.") returns the Forest of the graveyard as it
    resolves (CR 608.2), which is then played with the land play left (CR 305.2) and pays Llanowar Elves: both are
    cast, proven (it said "not proven", Regrowth alone). With the land play used, the Forest returned cannot be
    played: Regrowth alone, proven. A Spirit Guide it may return instead (exiled from your hand for mana, CR 605.1a)
    is a source after Regrowth resolved: it pays Llanowar Elves with the land play used, proven (it was named,
    not proven)."""
    data = {"land_played": False, "permanents": ["Forest", "Forest"], "hand": ["Regrowth", "Llanowar Elves"],
            "graveyard": ["Forest"]}
    plan = turn(data, most=True)
    assert plan.possible and plan.proven and not any("into your hand" in n for n in plan.notes)
    assert [(s.action, s.card) for s in plan.steps] == [("cast", "Regrowth"), ("play", "Forest"),
                                                        ("cast", "Llanowar Elves")]
    played = turn({**data, "land_played": True}, most=True)
    assert played.proven and played.cast == ("Regrowth",) and not any("into your hand" in n for n in played.notes)
    guide = turn({**data, "land_played": True, "graveyard": ["Forest", "Elvish Spirit Guide"]}, most=True)
    assert guide.proven and guide.cast == ("Regrowth", "Llanowar Elves")
    assert not any("into your hand" in n for n in guide.notes)


def test_no_land_in_the_graveyard_no_land_returned():
    """With no land in the graveyard Regrowth returns none to play (CR 608.2), and both are not castable: Regrowth
    alone, proven (Opt returned neither makes mana nor is a land)."""
    data = {"land_played": False, "permanents": ["Forest", "Forest"], "hand": ["Regrowth", "Llanowar Elves"],
            "graveyard": ["Opt"]}
    plan = turn(data, most=True)
    assert plan.proven and plan.cast == ("Regrowth",)


def test_a_tutored_land_is_the_land_play():
    """Demonic Tutor ("Search your library for a card, put that card into your hand", CR 701.23) finds the Swamp of
    the library given, played after it resolved (CR 305.2, 608.2) to cast Hymn to Tourach: both, proven; an Island
    found instead pays no {B}: one of them. Eternal
    Witness's enters trigger returns a land the same way (CR 603.6a)."""
    data = {"land_played": False, "permanents": ["Swamp", "Swamp", "Swamp"],
            "hand": ["Demonic Tutor", "Hymn to Tourach"], "library": ["Swamp", "Lightning Bolt"]}
    plan = turn(data, most=True)
    assert plan.possible and plan.proven and plan.cast == ("Demonic Tutor", "Hymn to Tourach")
    assert ("play", "Swamp") in [(s.action, s.card) for s in plan.steps]
    island = turn({**data, "library": ["Island", "Lightning Bolt"]}, most=True)
    assert island.proven and len(island.cast) == 1  # the Island played pays neither {B} of Hymn
    witness = turn({"land_played": False, "permanents": ["Forest"] * 3, "graveyard": ["Forest"],
                    "hand": ["Eternal Witness", "Llanowar Elves"]}, most=True)
    assert witness.possible and witness.proven and witness.cast == ("Eternal Witness", "Llanowar Elves")


def test_a_card_a_spell_puts_into_your_hand_is_cast_after_it():
    """Demonic Tutor finds Dark Ritual (CR 701.23), cast once the Tutor resolved (CR 608.2, 601.2), whose {B}{B}{B}
    pays Hypnotic Specter: all three, proven (it said "not proven", the Tutor alone). With two Swamps the Ritual
    cannot be paid after the Tutor: the Tutor alone, proven. The Tutor takes one card: the Ritual or the Swamp to
    play (CR 305.2), never both — Duress stays uncast."""
    data = {"land_played": True, "permanents": ["Swamp"] * 3, "hand": ["Demonic Tutor", "Hypnotic Specter"],
            "library": ["Dark Ritual", "Island", "Lightning Bolt"]}
    plan = turn(data, most=True)
    assert plan.possible and plan.proven and not any("into your hand" in n for n in plan.notes)
    assert [s.card for s in plan.steps] == ["Demonic Tutor", "Dark Ritual", "Hypnotic Specter"]
    two = turn({**data, "permanents": ["Swamp"] * 2}, most=True)
    assert two.proven and two.cast == ("Demonic Tutor",)
    one = turn({**data, "land_played": False, "hand": ["Demonic Tutor", "Hypnotic Specter", "Duress"],
                "library": ["Dark Ritual", "Swamp"]}, most=True)
    assert one.proven and not one.possible and "Duress" not in one.cast and "Hypnotic Specter" in one.cast


def test_each_card_a_spell_may_put_into_your_hand_once():
    """Two Demonic Tutors and one Dark Ritual in the library: the Ritual is cast once (each card of the library once,
    CR 701.23), so with six Swamps one Hypnotic Specter is left uncast (3 of 4, proven); with two Rituals there, each
    Tutor finds one and both Specters are cast. Goblin Matron's search (its enters trigger, CR 603.6a) is for a
    Goblin card: Dark Ritual is none, never cast nor named."""
    data = {"land_played": True, "permanents": ["Swamp"] * 6,
            "hand": ["Demonic Tutor", "Demonic Tutor", "Hypnotic Specter", "Hypnotic Specter"],
            "library": ["Dark Ritual", "Lightning Bolt"]}
    plan = turn(data, most=True)
    assert plan.proven and not plan.possible and [s.card for s in plan.steps].count("Dark Ritual") == 1
    two = turn({**data, "library": ["Dark Ritual", "Dark Ritual"]}, most=True)
    assert two.proven and two.possible and [s.card for s in two.steps].count("Dark Ritual") == 2
    matron = turn({"land_played": True, "permanents": ["Mountain"] * 3, "hand": ["Goblin Matron"],
                   "library": ["Dark Ritual", "Mountain"]}, most=True)
    assert matron.proven and matron.cast == ("Goblin Matron",) and not any("Dark Ritual" in n for n in matron.notes)


def test_a_tutor_is_named_with_what_it_may_find():
    """Infernal Tutor with a cost kept may find a ritual when hellbent (any card, CR 207.2c): named (the library
    given; test_turn_infernal_tutor has the rest); Demonic Tutor ("Search your
    library for a card, put that card into your hand") with no library given: "any card"; Goblin Matron's search for
    a Goblin card is read (Goblin Warchief cast after it, or not: proven); so are Shared Summons' two cards of
    different names (test_turn_many_to_hand has the rest). Mox Diamond, whose entering is replaced by a discard of a land card, is not cast once
    found: named."""
    data = {"land_played": True, "permanents": ["Swamp", "Swamp"], "hand": ["Infernal Tutor", "Hypnotic Specter"],
            "library": ["Dark Ritual", "Island", "Lightning Bolt"]}
    plan = turn(data, most=True, keep="{B}")  # any card if hellbent: its mana could be what is kept
    assert not plan.proven
    assert any(n.startswith("not proven: Infernal Tutor may put Dark Ritual into") for n in plan.notes)
    data = {**data, "hand": ["Demonic Tutor", "Hypnotic Specter"]}
    blind = turn({k: v for k, v in data.items() if k != "library"}, most=True)
    assert any("any card of a library not given" in n for n in blind.notes) and not blind.proven
    matron = turn({"land_played": True, "permanents": ["Mountain"] * 3, "hand": ["Goblin Matron"],
                   "library": ["Dark Ritual", "Goblin Warchief", "Mountain"]}, most=True)
    assert matron.proven and not any("Goblin Warchief" in n for n in matron.notes)  # read: cast after Matron
    diamond = turn({"land_played": True, "permanents": ["Swamp"] * 2, "hand": ["Demonic Tutor", "Duress", "Swamp"],
                    "library": ["Mox Diamond"]}, most=True)  # its entering replaced by a discard (CR 614.1a): not read
    assert not diamond.proven and "Mox Diamond" not in diamond.cast
    assert any(n.startswith("not proven: Demonic Tutor may put Mox Diamond into") for n in diamond.notes)
    # with no land card that could be in your hand to discard, Mox Diamond would go to the graveyard: no mana, unnamed
    bare = turn({"land_played": True, "permanents": ["Swamp"] * 2, "hand": ["Demonic Tutor", "Duress"],
                 "library": ["Mox Diamond"]}, most=True)
    assert bare.proven and not any("Mox Diamond" in n for n in bare.notes)
    summons = turn({"land_played": True, "permanents": ["Forest"] * 5, "hand": ["Shared Summons", "Centaur Courser"],
                    "library": ["Burning-Tree Emissary", "Forest"]}, most=True)  # "two … different names": read
    assert summons.proven and not any("Burning-Tree Emissary" in n for n in summons.notes)


def test_a_dork_tutored_is_summoning_sick_and_not_named():
    """Llanowar Elves found by Summoner's Pact this turn could not tap for mana (summoning sickness, CR 302.6): nothing
    the turn leaves out, proven."""
    data = {"land_played": True, "permanents": ["Forest", "Forest"], "hand": ["Summoner's Pact", "Grizzly Bears"],
            "library": ["Llanowar Elves", "Forest"]}
    plan = turn(data, most=True)
    assert not any("into your hand" in n for n in plan.notes) and plan.proven


def test_a_card_put_into_your_hand_cannot_better_a_plan_that_casts_everything_without_help():
    """A card a spell puts into your hand is cast, if at all, as a helper (not a candidate: the candidates are the
    cards of the hand as the turn begins, CR 601.2), and ``turn --most`` wants every candidate cast first, then the
    fewest helpers: once a plan casts every candidate with no helper, a plan casting Demonic Tutor's Dark Ritual (not
    modelled: more helpers in the library than ``MAX_FETCHED``) is no better — proven, nothing named. With a
    candidate left uncast, the Ritual might let it be cast: named, not proven. A Spirit Guide found is no helper
    cast but mana exiled from your hand (CR 605.1a), a source of the model after the Pact resolved: where the plan
    pays life (Mutagenic Growth's {G/P}, CR 107.4f) the model weighs it against the life paid (it was named, not
    proven), and it is not named where the plan loses no life and sacrifices nothing."""
    data = {"land_played": True, "permanents": [FOE] + ["Swamp"] * 3, "hand": ["Demonic Tutor", "Duress"],
            "library": ["Dark Ritual", "Cabal Ritual", "Lotus Petal", "Lion's Eye Diamond", "Island", *FILLER]}
    plan = turn(data, most=True)
    assert plan.possible and plan.proven and not any("into your hand" in n for n in plan.notes)
    short = turn({**data, "hand": ["Demonic Tutor", "Duress", "Hypnotic Specter"]}, most=True)
    assert not short.possible and not short.proven
    assert any(n.startswith("not proven: Demonic Tutor may put Dark Ritual, Cabal Ritual") for n in short.notes)
    guide = turn({"land_played": True, "permanents": [FOE] + ["Forest"], "hand": ["Summoner's Pact", "Llanowar Elves"],
                  "library": ["Elvish Spirit Guide"]}, most=True)
    assert guide.possible and guide.proven and not any("Elvish Spirit Guide" in n for n in guide.notes)
    life = turn({"land_played": True, "permanents": [FOE] + ["Island"], "hand": ["Summoner's Pact", "Mutagenic Growth"],
                 "library": ["Elvish Spirit Guide"]}, most=True)
    assert life.possible and life.proven and life.life_after == 18
    assert not any("Elvish Spirit Guide" in n for n in life.notes)


def test_a_search_for_a_card_of_at_most_a_mana_value_is_read():
    """Trinket Mage: "search your library for an artifact card with converted mana cost 1 or less, reveal that card,
    and put it into your hand" (the mana value of a card in a library, CR 202.3; "converted mana cost" is the old
    name, CR 202.3 note): Sol Ring ({1}) is found and cast after it, paying Su-Chi with six Islands (proven); Mind Stone
    ({2}) cannot be found: neither cast nor named, and only one of the two is cast, proven."""
    data = {"land_played": True, "permanents": ["Island"] * 6, "hand": ["Trinket Mage", "Su-Chi"],
            "library": ["Sol Ring", "Island"]}
    ring = turn(data, most=True)
    assert ring.possible and ring.proven and "Sol Ring" in [s.card for s in ring.steps]
    stone = turn({**data, "library": ["Mind Stone", "Island"]}, most=True)
    assert stone.proven and not stone.possible and stone.cast == ("Su-Chi",)  # the greater mana value of the two
    assert not any("Mind Stone" in n for n in stone.notes)


def test_a_card_that_only_puts_lands_tapped_gives_no_mana_to_name():
    """Sakura-Tribe Elder found by Summoner's Pact puts a basic land onto the battlefield tapped: a tapped land cannot
    be tapped for mana (CR 107.5), so with nothing that untaps it, makes mana as it enters or counts it, the Elder
    could not help cast Centaur Courser — not named, proven. Beside Amulet of Vigor (which untaps it), Cabal Coffers
    (which counts a Swamp found) or a Lotus Cobra the Pact may find (mana as a land enters), the Elder is named, not
    proven; a Lotus Cobra no spell of the turn can reach changes nothing."""
    data = {"land_played": True, "permanents": ["Forest", "Forest"], "hand": ["Summoner's Pact", "Centaur Courser"],
            "library": ["Sakura-Tribe Elder", "Forest", "Swamp"]}
    plan = turn(data, most=True)
    assert not plan.possible and plan.proven and not any("Sakura-Tribe Elder" in n for n in plan.notes)
    for other in ("Amulet of Vigor", "Cabal Coffers"):
        named = turn({**data, "permanents": [*data["permanents"], other]}, most=True)
        assert not named.proven and any(n.startswith("not proven: Summoner's Pact may put Sakura-Tribe Elder into")
                                        for n in named.notes), other
    commander = turn({**data, "command_zone": ["Marwyn, the Nurturer"]}, most=True)  # a commander is within reach
    assert commander.proven and not any("Sakura-Tribe Elder" in n for n in commander.notes)
    cobra = turn({**data, "library": [*data["library"], "Lotus Cobra"]}, most=True)  # the Pact may find it too
    assert not cobra.proven and any("Sakura-Tribe Elder" in n for n in cobra.notes)
    # Regrowth takes Rampant Growth ("put it onto the battlefield tapped") from the graveyard; the Lotus Cobra of the
    # library is out of reach of every spell of the turn: nothing named, proven
    regrowth = turn({"land_played": True, "permanents": ["Forest", "Forest"], "hand": ["Regrowth", "Centaur Courser"],
                     "graveyard": ["Rampant Growth"], "library": ["Lotus Cobra", "Forest"]}, most=True)
    assert not regrowth.possible and regrowth.proven and not any("Rampant Growth" in n for n in regrowth.notes)


def test_a_tutored_arboreal_grazer_puts_a_land_amulet_of_vigor_untaps():
    """Summoner's Pact finds Arboreal Grazer, cast with the Forest's {G}; its enters trigger puts the Island of the
    hand onto the battlefield (not a land play, CR 305.4) tapped, and Amulet of Vigor untaps it: its {U} pays Opt.
    The Grazer is a helper that may help (a land in hand to put), so the turn models it: all cast, proven (it said
    "not all", the Grazer only named)."""
    plan = turn({"land_played": True, "permanents": ["Forest", "Amulet of Vigor"],
                 "hand": ["Summoner's Pact", "Opt", "Island"], "library": ["Arboreal Grazer", "Forest"]}, most=True)
    assert plan.possible and plan.proven
    assert [s.card for s in plan.steps if s.action == "cast"] == ["Summoner's Pact", "Arboreal Grazer", "Opt"]
    assert [s.found_by for s in plan.steps if s.card == "Arboreal Grazer"] == ["Summoner's Pact"]


def test_combat_triggers_and_unknown_top_cards_give_the_main_phase_nothing():
    """Goblin Matron may find Goblin Lackey (its put comes when it deals damage to a player: in combat, after the main
    phase the turn plans, CR 506) or Muxus, Goblin Grandee (it reveals the top six cards of a library whose order is
    not given: unknown cards, no part of a plan): neither is named, and the answer leaving Krenko's Command uncast is
    proven. With the top cards given (``library_top``), Muxus' reveal is of known cards: named."""
    data = {"land_played": True, "permanents": ["Mountain"] * 3, "hand": ["Goblin Matron", "Krenko's Command"],
            "library": ["Goblin Lackey", "Muxus, Goblin Grandee", "Mountain"]}
    plan = turn(data, most=True)
    assert not plan.possible and plan.proven and not any("Lackey" in n or "Muxus" in n for n in plan.notes)
    top = turn({**data, "library_top": ["Goblin Lackey"]}, most=True)
    assert not top.proven and any(n.startswith("not proven: Goblin Matron may put Muxus") for n in top.notes)


def test_a_card_that_puts_a_land_of_your_hand_needs_one_there():
    """Arboreal Grazer puts a land card from your hand onto the battlefield: with none in hand, and none that can
    come there this turn (the Pact that would find the Grazer finds one card, so not also Dryad Arbor, CR 701.23),
    it could give nothing even beside Amulet of Vigor — not named, proven. Another Pact that may find Dryad Arbor
    (a land card to put) makes it named."""
    data = {"land_played": True, "permanents": ["Forest", "Amulet of Vigor"],
            "hand": ["Summoner's Pact", "Centaur Courser"], "library": ["Arboreal Grazer", "Dryad Arbor", "Forest"]}
    plan = turn(data, most=True)
    assert not plan.possible and plan.proven and not any("Arboreal Grazer" in n for n in plan.notes)
    commander = turn({**data, "command_zone": ["Marwyn, the Nurturer"]}, most=True)
    assert commander.proven and not any("Arboreal Grazer" in n for n in commander.notes)
    two = turn({**data, "hand": ["Summoner's Pact", "Summoner's Pact", "Centaur Courser"]}, most=True)
    assert not two.proven and any("Arboreal Grazer" in n for n in two.notes)


def test_what_a_sacrifice_ability_finds_cannot_better_a_plan_that_sacrifices_nothing():
    """Expedition Map's "{2}, {T}, Sacrifice Expedition Map: Search your library for a land card … put it into your
    hand": once the plan casts every card with no helper, loses no life and sacrifices nothing, a land the Map finds
    could only come at the price of a permanent sacrificed (a cost, CR 118.1), which ranks every such plan lower —
    not named, proven. Where the plan pays life (Gitaxian Probe's {U/P}, CR 107.4f) and plays a land already (the Island
    of your hand: the land found could be played in its place, no helper more), the land might save it: named. (With
    no land played, a plan that plays the land found has a helper more, the land play, and is worse however much life
    it saves: ``test_turn_found_lands``.)"""
    data = {"permanents": ["Island", "Island"], "hand": ["Expedition Map", "Opt"], "library": ["Forest", "Island"]}
    plan = turn(data, most=True)
    assert plan.possible and plan.proven and not any("Expedition Map may" in n for n in plan.notes)
    life = turn({**data, "permanents": [], "hand": ["Island", "Expedition Map", "Gitaxian Probe"]}, most=True)
    assert [s.action for s in life.steps][0] == "play"
    assert life.possible and not life.proven and any(n.startswith("not proven: Expedition Map may put") for n in
                                                     life.notes)


def test_with_no_mana_at_all_only_what_needs_none_could_help():
    """Every land tapped and no land play left: the turn can make no mana (a sound bound), so Demonic Tutor (what it
    finds not modelled: more helpers than ``MAX_FETCHED``) cannot be cast and the Dark Ritual it might find is not
    named — proven, Summoner's Pact (free) cast. Elvish Spirit Guide, which the Pact may find, is exiled from your
    hand for {G} with no mana spent (CR 605.1a): a source of the model after the Pact, not named, but the turn then
    has mana, so Demonic Tutor's Dark Ritual is named again, as with a Spirit Guide already in hand."""
    data = {"land_played": True, "permanents": [{"card": "Forest", "tapped": True}],
            "hand": ["Summoner's Pact", "Demonic Tutor", "Centaur Courser"],
            "library": ["Dark Ritual", "Cabal Ritual", "Seething Song", "Pyretic Ritual", "Forest", *FILLER]}
    plan = turn(data, most=True)
    assert plan.proven and plan.cast == ("Summoner's Pact",) and not any("may put" in n for n in plan.notes)
    guide = turn({**data, "library": ["Dark Ritual", "Cabal Ritual", "Seething Song", "Pyretic Ritual",
                                      "Elvish Spirit Guide", *FILLER]}, most=True)
    assert not guide.proven and not any(n.startswith("not proven: Summoner's Pact") for n in guide.notes)
    assert any(n.startswith("not proven: Demonic Tutor may put Dark Ritual") for n in guide.notes)
    held = turn({**data, "hand": [*data["hand"], "Elvish Spirit Guide"]}, most=True)
    assert not held.proven and any(n.startswith("not proven: Demonic Tutor may put Dark Ritual") for n in held.notes)


def test_a_tutor_that_then_discards_at_random_is_not_counted_on():
    """Gamble: "Search your library for a card, put that card into your hand, discard a card at random, then
    shuffle." The Dark Ritual it finds may be the card discarded (at random, not your choice: CR 701.9), so a plan
    casting it is no sure line: turn said "possible", Dark Ritual paying Hypnotic Specter, where half the time the
    Ritual is gone. Now the Ritual is named, and the answer not proven."""
    plan = turn({"land_played": True, "permanents": ["Swamp", "Mountain"], "hand": ["Gamble", "Hypnotic Specter"],
                 "library": ["Dark Ritual", "Island"]}, most=True)
    assert not plan.possible and not plan.proven and "Dark Ritual" not in [s.card for s in plan.steps]
    assert any(n.startswith("not proven: Gamble may put Dark Ritual into") for n in plan.notes)


def test_lotus_cobra_counts_the_land_rampant_growth_puts_tapped():
    """Rampant Growth puts a basic land onto the battlefield tapped: no mana from the land this turn, but it enters,
    and Lotus Cobra's landfall trigger (CR 603.2, 603.6a) adds a mana as it resolves after Rampant Growth (CR 608.2):
    that {G} pays Llanowar Elves — both cast, proven (it said "not all", the Cobra named). With no basic land in the
    library the search finds nothing (CR 701.23b): no trigger, the Elves out of reach, proven. Explosive Vegetation's
    two lands give two triggers."""
    data = {"land_played": True, "permanents": ["Forest", "Forest", "Lotus Cobra"],
            "hand": ["Rampant Growth", "Llanowar Elves"], "library": ["Forest", "Island"]}
    plan = turn(data, most=True)
    assert plan.possible and plan.proven and [s.card for s in plan.steps] == ["Rampant Growth", "Llanowar Elves"]
    none = turn({**data, "library": ["Lightning Bolt"]}, most=True)
    assert not none.possible and none.proven and none.cast == ("Rampant Growth",)
    two = turn({"land_played": True, "permanents": ["Forest"] * 4 + ["Lotus Cobra"],
                "hand": ["Explosive Vegetation", "Grizzly Bears"], "library": ["Forest", "Forest"]}, most=True)
    assert two.possible and two.proven and two.cast == ("Explosive Vegetation", "Grizzly Bears")


def test_a_rampant_growth_not_asked_about_is_a_helper_for_lotus_cobras_landfall():
    """Asked about the two Grizzly Bears alone, with three Forests, three Lotus Cobras and Rampant Growth in hand:
    Rampant Growth's land entering tapped is a landfall (CR 603.2, 603.6a), three Cobra mana for its two, so it is a
    helper, cast first, and both Bears follow: possible, proven. It was no helper (its land makes no mana), and the
    answer said "not possible", proven. With two Cobras it gives back only its two: not possible, proven."""
    data = {"land_played": True, "permanents": ["Forest"] * 3 + ["Lotus Cobra"] * 3,
            "hand": ["Rampant Growth", "Grizzly Bears", "Grizzly Bears"], "library": ["Forest"] * 4}
    plan = turn(data, "Grizzly Bears", "Grizzly Bears")
    assert plan.possible and plan.proven and plan.cast == ("Rampant Growth", "Grizzly Bears", "Grizzly Bears")
    two = turn({**data, "permanents": ["Forest"] * 3 + ["Lotus Cobra"] * 2}, "Grizzly Bears", "Grizzly Bears")
    assert not two.possible and two.proven


def test_a_split_card_cast_by_its_cheaper_half_is_no_settled_plan():
    """Wear // Tear: Tear ({W}) is cast with the Plains and no helper, Summoner's Pact too — every card cast. But Wear
    ({1}{R}, mana value 2 as it is cast, CR 709.3) is cast only with the {R}{G} of Burning-Tree Emissary, which the
    Pact finds: the greater mana value cast comes before the fewest helpers (turn's objectives), so that plan is the
    best, proven — not Tear's, which a candidates-alone solve had kept. The
    opponent's Ornithopter and Glorious Anthem are the targets of Wear and Tear (CR 601.2c)."""
    plan = turn({"land_played": True,
                 "permanents": [FOE, {**FOE, "card": "Glorious Anthem"}, "Forest", "Forest", "Plains"],
                 "hand": ["Wear // Tear", "Summoner's Pact"], "library": ["Burning-Tree Emissary", "Forest"]},
                most=True)
    assert plan.possible and plan.proven and plan.cast == ("Summoner's Pact", "Burning-Tree Emissary", "Wear")


def test_reminder_text_takes_no_card_into_your_hand():
    """Grim Harvest returns a creature card from your graveyard; its recover reminder ("return this card from your
    graveyard to your hand", reminder text having no rules meaning, CR 207.2) returns Grim Harvest itself, never Dark
    Ritual: with a plan leaving a card uncast, Dark Ritual in the graveyard is not named, and the answer is proven."""
    plan = turn({"land_played": True, "permanents": ["Swamp"] * 3, "hand": ["Grim Harvest", "Hypnotic Specter"],
                 "graveyard": ["Dark Ritual"]}, most=True)
    assert not plan.possible and plan.proven and not any("Dark Ritual" in n for n in plan.notes)


def test_mox_diamond_makes_no_mana_without_a_land_to_discard():
    """Mox Diamond: "If Mox Diamond would enter the battlefield, you may discard a land card instead. If you do, put
    Mox Diamond onto the battlefield. If you don't, put it into its owner's graveyard." (a replacement effect, CR
    614.1a). With no land card in hand it goes to the graveyard: it cannot pay Lightning Bolt's {R} (the turn said
    "possible", tapping it), proven; with a land card in hand to discard (the land play used), it enters by
    discarding the Mountain and taps for {R}: possible, proven (that line was named, not proven)."""
    plan = turn({"permanents": ["Island"], "hand": ["Mox Diamond", "Lightning Bolt"]}, most=True)
    assert plan.proven and not plan.possible and "Lightning Bolt" not in plan.cast
    land = turn({"land_played": True, "permanents": ["Island"], "hand": ["Mox Diamond", "Lightning Bolt", "Mountain"]},
                most=True)
    assert land.proven and land.possible and land.cast == ("Mox Diamond", "Lightning Bolt")
    assert land.steps[0].discarded == "Mountain"


def test_a_tutor_with_many_cards_to_find_casts_the_one_that_helps_proven():
    """Demonic Tutor in a library of four cards that make mana: each is a copy cast after it, at most one of them
    (CR 701.23: one card), so the Tutor's cards take one layer of the model, not one each. Three Swamps pay the Tutor
    and Dark Ritual, whose {B}{B}{B} pays Hypnotic Specter: both candidates cast, proven (with at most three cards
    modelled, these four were named, not proven)."""
    plan = turn({"land_played": True, "permanents": ["Swamp", "Swamp", "Swamp"],
                 "hand": ["Demonic Tutor", "Hypnotic Specter"],
                 "library": ["Dark Ritual", "Cabal Ritual", "Sol Ring", "Mana Crypt", "Island"]}, most=True)
    assert plan.proven, plan.notes
    assert set(plan.cast) == {"Demonic Tutor", "Hypnotic Specter", "Dark Ritual"}


def test_a_tutor_with_more_cards_to_find_than_turn_models_names_them():
    """Demonic Tutor in a library of more cards that make mana than ``MAX_FETCHED`` (each a copy with variables in
    every layer of the model): none is cast after it and each is named, not proven — a bound on the model, never a
    silent "proven"."""
    plan = turn({"land_played": True, "permanents": ["Swamp", "Swamp", "Swamp"],
                 "hand": ["Demonic Tutor", "Hypnotic Specter"], "library": ROCKS + ["Island"]}, most=True)
    assert not plan.proven
    assert any(n.startswith("not proven: Demonic Tutor may put Sol Ring, Mana Crypt, Arcane Signet …")
               for n in plan.notes), plan.notes


def test_a_tutor_that_may_find_many_lands_to_play_models_fewer_cards():
    """Demonic Tutor may find any of sixteen lands to play (CR 305.2): ``turn`` builds a model for each, seventeen in
    all, and four cards that make mana in each would pass ``MAX_FETCHED_WORK``: they are named, not proven (with one
    land in the library, they are modelled and the answer is proven)."""
    lands = ["Forest", "Island", "Swamp", "Mountain", "Plains", "Wastes", "Tropical Island", "Underground Sea",
             "Badlands", "Bayou", "Volcanic Island", "Scrubland", "Taiga", "Savannah", "Tundra", "Plateau"]
    plan = turn({"permanents": ["Swamp", "Swamp", "Swamp"], "hand": ["Demonic Tutor", "Hypnotic Specter"],
                 "library": ["Dark Ritual", "Cabal Ritual", "Sol Ring", "Mana Crypt"] + lands}, most=True)
    assert not plan.proven
    assert any(n.startswith("not proven: Demonic Tutor may put Dark Ritual, Cabal Ritual, Sol Ring …")
               for n in plan.notes), plan.notes


def test_the_cards_one_tutor_may_find_take_one_layer(monkeypatch):
    """The model is exact with one layer per cast, but the cards one Tutor may put into your hand are cast at most one
    (CR 701.23): they count one layer together (with the activations of the costliest), not one each — a realistic
    Urza board with Fabricate among 18 artifacts was built with 21 layers and took the whole time limit."""
    seen = []
    real = turn_solve.certify_or_deepen

    def spy(exact, start, *args, **kwargs):
        seen.append((exact, start))
        return real(exact, start, *args, **kwargs)

    monkeypatch.setattr(turn_solve, "certify_or_deepen", spy)
    library = ["Sol Ring", "Mind Stone", "Hedron Archive", "Dark Ritual", "Fellwar Stone", "Thought Vessel"]
    plan = turn({"land_played": True, "permanents": ["Swamp", "Swamp", "Swamp"],
                 "hand": ["Demonic Tutor", "Hypnotic Specter"], "library": library}, most=True)
    assert plan.proven and "Dark Ritual" in plan.cast
    assert seen and all(exact <= 3 and start <= 3 for exact, start in seen), seen


def test_the_cards_a_tutor_may_find_are_modelled_only_where_they_could_better_the_plan(monkeypatch):
    """The turn is first planned with the candidates alone, without the cards Demonic Tutor may find: where that plan
    casts every candidate, proven, no card found could better it (one helper is worse than none: the order of
    ``turn_levels``), and they are never modelled (twenty of them would be a copy each in every model); else the turn
    is planned again with them (Dark Ritual pays Hypnotic Specter)."""
    tried = []
    real = turn_solve._try_land_plays

    def spy(analysis, usable, *args, **kwargs):
        tried.append(any(c.fetched_by for c in usable))
        return real(analysis, usable, *args, **kwargs)

    monkeypatch.setattr(turn_solve, "_try_land_plays", spy)
    data = {"land_played": True, "permanents": ["Swamp"] * 3, "hand": ["Demonic Tutor", "Duress"],
            "library": ["Dark Ritual", "Cabal Ritual", "Sol Ring", "Mana Crypt", "Island"]}
    plan = turn(data, most=True)
    assert plan.proven and set(plan.cast) == {"Demonic Tutor", "Duress"} and tried == [False]
    tried.clear()
    plan = turn({**data, "hand": ["Demonic Tutor", "Hypnotic Specter"]}, most=True)
    assert plan.proven and "Dark Ritual" in plan.cast and tried == [False, True]


def test_a_card_you_hold_keeps_its_name_beside_the_copy_a_tutor_may_find():
    """Dark Ritual in hand and in the library Demonic Tutor searches: the one you hold is "Dark Ritual", the one the
    Tutor may find comes after it ("Dark Ritual (2)"), not the other way round (Gray Merchant of Asphodel, out of
    reach, keeps the helpers in the model)."""
    plan = turn({"land_played": True, "permanents": ["Swamp", "Swamp", "Swamp"],
                 "hand": ["Demonic Tutor", "Hypnotic Specter", "Dark Ritual", "Gray Merchant of Asphodel"],
                 "library": ["Dark Ritual", "Island"]}, most=True)
    names = dict(plan.names)
    assert names["Dark Ritual (hand)#1"] == "Dark Ritual"
    assert sorted(n for k, n in names.items() if k != "Dark Ritual (hand)#1" and n.startswith("Dark Ritual")) \
        == ["Dark Ritual (2)"]


def test_an_enters_trigger_of_a_permanent_already_there_puts_no_land_this_turn():
    """Wood Elves on the battlefield ("When Wood Elves enters the battlefield, search your library for a Forest card,
    put that card onto the battlefield"): it is there already, so its enters trigger does not fire this turn (CR
    603.6a) and puts no land there; nor do Coiling Oracle's, Uro's ("enters or attacks": an attack is in combat, CR
    506.1, no part of the main phase planned) or Burgeoning's ("Whenever an opponent plays a land": only in their own
    turn, CR 116.2a, 305.2). Lotus Cobra's landfall for the Mountain played is then all: Lightning Bolt and Grizzly
    Bears, proven (it said "not proven"). With Boomerang in hand (a permanent of yours returned to your hand could be
    cast again and enter), or beside Risen Reef (its trigger fires when another Elemental enters), not proven."""
    data = {"permanents": ["Lotus Cobra", "Forest", "Wood Elves"], "library": ["Forest"],
            "hand": ["Mountain", "Lightning Bolt", "Grizzly Bears"]}
    plan = turn(data, most=True)
    assert plan.possible and plan.proven and sorted(plan.cast) == ["Grizzly Bears", "Lightning Bolt"]
    others = turn({**data, "permanents": ["Lotus Cobra", "Forest", "Coiling Oracle", "Uro, Titan of Nature's Wrath",
                                          "Burgeoning"]}, most=True)
    assert others.possible and others.proven
    cobra = "not proven: Lotus Cobra#1's mana on an event this turn may cause"
    bounce = turn({**data, "hand": data["hand"] + ["Boomerang"]}, most=True)
    assert not bounce.proven and any(n.startswith(cobra) for n in bounce.notes)
    reef = turn({**data, "permanents": ["Lotus Cobra", "Forest", "Risen Reef"]}, most=True)
    assert not reef.proven and any(n.startswith(cobra) for n in reef.notes)


def test_lands_a_spell_returns_to_the_battlefield_are_landfalls_not_counted():
    """Splendid Reclamation ("Return all land cards from your graveyard to the battlefield tapped."): three Islands
    enter, three Lotus Cobra triggers (CR 603.2, 603.6a) that would pay Grizzly Bears, which the model does not
    count: not proven (it said "at most 1 of the 2", proven)."""
    plan = turn({"land_played": True, "permanents": ["Lotus Cobra"] + ["Forest"] * 4, "library": ["Forest"],
                 "hand": ["Splendid Reclamation", "Grizzly Bears"], "graveyard": ["Island"] * 3}, most=True)
    assert not plan.proven
    assert any(n.startswith("not proven: Lotus Cobra#1's mana on an event this turn may cause") for n in plan.notes)


def test_a_counterspell_with_no_target_leaves_the_plan_settled():
    """``turn --most`` over the hand counts no Counterspell (no spell on the stack to target, CR 115.1, 601.2c): no
    plan casts it, so a plan casting every other candidate with no helper is settled, and what the model leaves out
    of a helper Fabricate may find (Chrome Mox's imprint) cannot better it — proven (it was not, for the Counterspell
    not cast)."""
    data = {"permanents": ["Island"] * 3, "hand": ["Counterspell", "Fabricate"], "library": ["Chrome Mox", "Island"]}
    plan = turn(data, most=True)
    assert plan.proven and plan.cast == ("Fabricate",) and plan.not_cast == ("Counterspell",)


def test_a_land_put_from_your_hand_that_the_land_play_would_put_is_moot():
    """Seasons Past ("Return any number of cards with different mana values from your graveyard to your hand.") may
    return Growth Spiral ("Draw a card. You may put a land card from your hand onto the battlefield.") and Prismatic
    Vista, the one land card it can return (every land card's mana value is 0: CR 202.3a, 202.1b). With no land in
    hand and the land play left (CR 305.2), Growth Spiral putting Vista gains nothing over playing it where the put
    resolves: the same land enters, the same Lotus Cobra landfall (CR 603.2), two mana kept and one helper fewer
    (the turn's levels). So Growth Spiral is not named and the answer is proven (it said "not proven"). With a land
    in hand as well (Growth Spiral may put it beside the land played) or the land play used (Growth Spiral's put is
    one more land entering), it is still named, not proven."""
    data = {"land_played": False, "permanents": ["Lotus Cobra"] + ["Forest"] * 6,
            "hand": ["Seasons Past", "Rampaging Baloths"], "graveyard": ["Growth Spiral", "Prismatic Vista"],
            "library": ["Forest", "Island"]}
    plan = turn(data, most=True)
    assert plan.proven and len(plan.cast) == 1 and not any("Growth Spiral" in n for n in plan.notes)
    spiral = "not proven: Seasons Past may put Growth Spiral into your hand, which this turn neither plays nor casts"
    for other in ({**data, "land_played": True}, {**data, "hand": [*data["hand"], "Island"]}):
        assert not turn(other, most=True).proven
    assert spiral in turn({**data, "land_played": True}, most=True).notes


def test_khalni_heart_expedition_counts_the_land_rampant_growth_puts_tapped():
    """Khalni Heart Expedition ("Landfall — Whenever a land enters the battlefield under your control, you may put a
    quest counter on ~." and "Remove three quest counters from ~ and sacrifice it: Search your library for up to
    two basic land cards, put them onto the battlefield tapped …") with two quest counters: the land Rampant Growth
    puts onto the battlefield tapped is a landfall too (CR 603.2, 603.6a), its third counter, so its search is in
    reach this turn (it was counted out of reach: the count of lands entering left out the lands put tapped)."""
    from manaplan.solver.analysis import analysed
    from manaplan.solver.turn.cards import read_copies
    from manaplan.solver.turn.landfall import counters_out_of_reach

    def out_of_reach(quest):
        b = board_from_data({"land_played": True, "permanents": [
            "Lotus Cobra", {"card": "Khalni Heart Expedition", "counters": {"quest": quest}}],
            "hand": ["Rampant Growth"], "library": ["Forest", "Forest", "Forest"]})
        a = analysed(b)
        return counters_out_of_reach(a, read_copies(a, [("hand", b.hand[0])]), a.board.permanents[1])
    assert out_of_reach(1) and not out_of_reach(2)


def test_cr_603_2_a_treasure_a_trigger_creates_as_a_spell_is_cast_is_named_not_proven():
    """Storm-Kiln Artist's magecraft creates a Treasure whenever you cast an instant or sorcery (CR 603.2, 111.10a):
    Harmonize's four of five Forests, then the Treasure and the fifth Forest cast Grizzly Bears. The turn does not
    count the Treasure, so its "at most 1 of the 2" is not proven, and the note says why (it was "proven")."""
    plan = solve_turn(board_from_data({"permanents": ["Forest"] * 5 + ["Storm-Kiln Artist"],
                                       "hand": ["Harmonize", "Grizzly Bears"]}), most=True, time_limit=float("inf"))
    assert not plan.proven
    assert any("Storm-Kiln Artist#1's trigger creates a mana token" in n for n in plan.notes), plan.notes


def test_a_treasure_a_trigger_may_create_betters_no_plan_that_casts_everything_and_sacrifices_tokens_only():
    """Goldspan Dragon makes a Treasure when it becomes the target of a spell; with Counterspell named, the turn casts
    both, paying with the Treasure it has (CR 111.10a): a new Treasure could only take a tap's place as one more
    sacrifice, or a token's as another token — no better. Proven, with no note."""
    plan = solve_turn(board_from_data({"land_played": True, "permanents": [{"card": "Mountain", "count": 5}, "Treasure"],
                                       "hand": ["Goldspan Dragon", "Counterspell"]}), ("Goldspan Dragon", "Counterspell"),
                      most=True, time_limit=float("inf"))
    assert plan.proven and not any("mana token" in n for n in plan.notes)


def test_cr_603_2_a_spawn_a_death_may_make_is_named_only_where_something_may_die():
    """Pawn of Ulamog makes an Eldrazi Spawn (sacrifice it: {C}) when a nontoken creature of yours dies (CR 603.2):
    beside Ashnod's Altar, whose cost sacrifices a creature, a death may come this turn and the Spawn is named; with
    no such cost nothing dies in a main phase the turn plans, and nothing is named."""
    hand = ["Llanowar Elves", "Grizzly Bears", "Divination"]
    altar = solve_turn(board_from_data({"permanents": ["Forest", "Forest", "Pawn of Ulamog", "Ashnod's Altar"],
                                        "hand": hand}), most=True, time_limit=float("inf"))
    plain = solve_turn(board_from_data({"permanents": ["Forest", "Forest", "Pawn of Ulamog"], "hand": hand}),
                       most=True, time_limit=float("inf"))
    assert any("Pawn of Ulamog#1's trigger creates a mana token this turn may use (an Eldrazi Spawn" in n
               for n in altar.notes), altar.notes
    assert not any("mana token" in n for n in plain.notes), plain.notes
