"""``manaplan turn`` uses the mana of permanents that count the permanents cast this turn, or that their effects
change (issue 21 item 3): Gaea's Cradle's creatures, Nykthos' devotion, Prismatic Omen's land types — counted when
the ability resolves (CR 605.3b), with the permanent spells that resolved before (CR 608.3), mana made while
casting (CR 601.2g-h, 605.3a) staying in the pool for a later spell (CR 500.4, 106.4). Each answer here was "not
proven" before, with the counted or changing spells cast last — but Cabal Coffers' (a land played is on the
battlefield from the start: counted already) and Blood Moon's (still not proven: it takes mana away)."""

from __future__ import annotations

import json

from manaplan.models.board import Permanent
from manaplan.models.board_files import board_from_data
from manaplan.solver.analysis import analysed
from manaplan.solver.turn import solve_turn
from manaplan.solver.turn.counted import counted_mana


def turn(data: dict, **kwargs):
    return solve_turn(board_from_data(data), **kwargs)


CRADLE = {"land_played": True, "permanents": ["Gaea's Cradle", "Forest", "Forest", "Grizzly Bears"],
          "hand": ["Llanowar Elves", "Elvish Mystic", "Eternal Witness"]}


def test_cradle_tapped_after_the_elves_resolved_pays_the_three_drop(run, tmp_path):
    """The Forests cast Llanowar Elves and Elvish Mystic; once both resolved (CR 608.3) Gaea's Cradle counts three
    creatures as its ability resolves (CR 605.3b) and pays Eternal Witness {1}{G}{G}: all three, proven, with the
    Cradle tapped after the elves were cast. Counted as the turn began (one creature), it could not."""
    path = tmp_path / "cradle.json"
    path.write_text(json.dumps(CRADLE))
    result = run("turn", str(path), "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["possible"] is True and data["proven"] is True
    steps = data["steps"]
    assert [s["card"] for s in steps][-1] == "Eternal Witness"
    cradle = [p for p in steps[-1]["plan"] if p.get("permanent") == "Gaea's Cradle#1"]
    assert len(cradle) == 1 and cradle[0]["adds"] == "{G}{G}{G}", steps[-1]
    assert not any(n.startswith("not proven") for n in data.get("notes", []))


def test_cradle_counts_nothing_a_noncreature_spell_adds():
    """Giant Growth is an instant, not a creature: after it the Cradle still counts one creature, so Eternal Witness
    ({1}{G}{G}) and Giant Growth ({G}) can't both be cast from two Forests and the Cradle — at most one, proven. The
    same hand with Llanowar Elves for Giant Growth casts both."""
    plan = turn({**CRADLE, "hand": ["Giant Growth", "Eternal Witness"]}, most=True)
    assert plan.proven and not plan.possible and plan.cast == ("Eternal Witness",)
    elves = turn({**CRADLE, "hand": ["Llanowar Elves", "Eternal Witness"]}, most=True)
    assert elves.proven and elves.possible


def test_cradle_adds_nothing_before_a_creature_resolved():
    """With no creature on the battlefield the Cradle adds nothing (CR 605.3b: counted as it resolves): Forest casts
    Llanowar Elves, then the Cradle adds {G} for Elvish Mystic — Grizzly Bears ({1}{G}) is left, proven."""
    plan = turn({"land_played": True, "permanents": ["Gaea's Cradle", "Forest"],
                 "hand": ["Llanowar Elves", "Elvish Mystic", "Grizzly Bears"]}, most=True)
    assert plan.proven and len(plan.cast) == 2 and "Grizzly Bears" not in plan.cast


def test_nykthos_counts_the_devotion_of_a_creature_cast_this_turn(run, tmp_path):
    """Nykthos, Shrine to Nyx ("{2}, {T}: ... mana of that color equal to your devotion to that color", CR 700.5):
    after Leatherback Baloth ({G}{G}{G}) resolved, two Forests pay its {2} for {G}{G}{G}, which casts Eternal
    Witness — both, proven (the text answer too)."""
    path = tmp_path / "nykthos.yaml"
    path.write_text("land_played: true\npermanents: [\"Nykthos, Shrine to Nyx\", {card: Forest, count: 5}]\n"
                    "hand: [Leatherback Baloth, Eternal Witness]\n")
    out = run("turn", str(path)).output
    assert out.startswith("turn: possible"), out
    assert "tap Nykthos, Shrine to Nyx#1" in out and "for {G}{G}{G}" in out and "not proven" not in out, out


def test_cabal_coffers_counts_the_swamp_played():
    """Cabal Coffers ("{2}, {T}: Add {B} for each Swamp you control") counts the Swamp played from hand (a special
    action, CR 305.1, done first): three Swamps, two of them paying the Coffers' {2}, make {B}{B}{B}{B} for
    Phyrexian Obliterator. Without the land play it can't be cast."""
    data = {"permanents": ["Cabal Coffers", "Swamp", "Swamp"], "hand": ["Swamp", "Phyrexian Obliterator"]}
    plan = turn(data)
    assert plan.possible and plan.proven and plan.steps[0].action == "play"
    assert not turn({**data, "land_played": True}).possible


# ---------------------------------------------------------------------------------------------------- effects
def test_prismatic_omen_makes_the_mountains_tap_for_blue_once_it_resolved():
    """Prismatic Omen ("Lands you control are every basic land type in addition to their other types.") applies once
    it is on the battlefield (CR 608.3; a basic land type gives its mana ability, CR 305.6): two Forests cast it,
    then the Mountains tap for Counterspell's {U}{U} — both, proven, the Omen not cast last. (Counterspell named: the
    mana to hold it up, CR 601.2c.)"""
    plan = turn({"land_played": True, "permanents": ["Forest", "Forest", "Mountain", "Mountain"],
                 "hand": ["Prismatic Omen", "Counterspell"]}, cards=("Prismatic Omen", "Counterspell"), most=True)
    assert plan.possible and plan.proven and plan.cast == ("Prismatic Omen", "Counterspell")
    assert {st.permanent for st in plan.steps[1].plan} == {"Mountain#1", "Mountain#2"}
    assert not any("cast last" in n or n.startswith("not proven") for n in plan.notes)


def test_goldspan_dragon_gives_the_treasure_its_two_mana_after_it_resolved():
    """Goldspan Dragon: "Treasures you control have 'Sacrifice this artifact: Add two mana of any one color.'" —
    after it resolved, the Treasure pays Counterspell's {U}{U} alone: both, proven (Counterspell named, CR 601.2c)."""
    plan = turn({"land_played": True, "permanents": [{"card": "Mountain", "count": 5}, "Treasure"],
                 "hand": ["Goldspan Dragon", "Counterspell"]}, cards=("Goldspan Dragon", "Counterspell"), most=True)
    assert plan.possible and plan.proven and plan.cast == ("Goldspan Dragon", "Counterspell")
    assert plan.sacrificed == ("Treasure#1",)


def test_cryptolith_rite_lets_a_creature_tap_for_mana_after_it_resolved():
    """Cryptolith Rite ("Creatures you control have '{T}: Add one mana of any color.'"): the Grizzly Bears, not
    summoning sick, taps for Lightning Bolt's {R} once the Rite resolved — both, proven. Before it, the Bears has no
    mana ability at all."""
    plan = turn({"land_played": True, "permanents": ["Forest", "Forest", "Grizzly Bears"],
                 "hand": ["Cryptolith Rite", "Lightning Bolt"]}, most=True)
    assert plan.possible and plan.proven and plan.cast == ("Cryptolith Rite", "Lightning Bolt")
    assert [st.permanent for st in plan.steps[1].plan] == ["Grizzly Bears#1"]


def test_bloom_tender_counts_the_colours_of_a_commander_cast_this_turn():
    """Bloom Tender ("{T}: For each color among permanents you control, add one mana of that color."): after Thrasios
    ({G}{U}) resolved it adds {G}{U}, whose {U} with two Forests casts Divination {2}{U}; green alone it could not:
    both, proven."""
    plan = turn({"land_played": True, "permanents": [{"card": "Forest", "count": 3}, "Island", "Bloom Tender"],
                 "hand": ["Thrasios, Triton Hero", "Divination"]}, most=True)
    assert plan.possible and plan.proven and plan.cast == ("Thrasios, Triton Hero", "Divination")


def test_blood_moon_which_takes_mana_away_is_still_cast_last_and_not_proven():
    """Blood Moon ("Nonbasic lands are Mountains.", CR 305.7) makes a Volcanic Island tap for {R} only: the mana of a
    later version is not at least the earlier one's, so the count is not used — it is cast last, and the answer is
    not proven and names it (the condition fails), while Lava Axe is not cast with it. (Alone in hand, nothing would
    be cast after it: proven, :func:`test_the_one_card_cast_last_changes_nothing_that_pays_for_it`.)"""
    plan = turn({"land_played": True, "permanents": ["Mountain", "Mountain", "Volcanic Island", "Volcanic Island"],
                 "hand": ["Blood Moon", "Lava Axe"]}, most=True)
    assert not plan.proven
    assert any(n.startswith("not proven") and "Blood Moon" in n for n in plan.notes)


def test_a_permanent_whose_cost_takes_creatures_keeps_the_counted_creature_cast_last():
    """Food Chain ("Exile a creature you control: Add X mana of any one color, where X is 1 plus the exiled
    creature's mana value. Spend this mana only to cast creature spells.") may exile Grizzly Bears once cast: what
    its cost may take changes with the casts, which the versions do not read — the Bears stays cast last (not
    proven, named: the Elves tapped and exiled cast the Bears, and the Bears exiled would make the three Eternal
    Witness costs, a plan not looked for)."""
    plan = solve_turn(board_from_data({"permanents": ["Food Chain", "Llanowar Elves"],
                                       "hand": ["Grizzly Bears", "Eternal Witness"], "land_played": True}), most=True)
    assert len(plan.cast) == 1 and not plan.proven
    assert any(n.startswith("not proven") and "Grizzly Bears" in n for n in plan.notes)


def test_a_count_that_a_sacrifice_could_lower_is_not_versioned():
    """Phyrexian Altar ("Sacrifice a creature: Add one mana of any color.") may sacrifice a creature cast this turn
    before Gaea's Cradle is tapped, lowering its count (CR 605.3b counts what is there then): the versions would not
    see it, so the creatures stay cast last and the answer is not proven, named. A creature that sacrifices itself
    for mana (Blood Pet: "Sacrifice Blood Pet: Add {B}.") is left out the same way."""
    for extra, hand in ((["Phyrexian Altar"], ["Llanowar Elves", "Eternal Witness"]),
                        (["Swamp"], ["Blood Pet", "Eternal Witness"])):  # a Swamp: Blood Pet can be cast
        plan = turn({**CRADLE, "permanents": CRADLE["permanents"] + extra, "hand": hand}, most=True)
        assert not plan.proven, hand
        assert any(n.startswith("not proven") and hand[0] in n for n in plan.notes), plan.notes


def test_a_kept_cost_is_paid_with_the_cradle_counting_every_creature_cast():
    """``--keep`` (the cost paid after the turn's casts): two Forests cast Llanowar Elves and Elvish Mystic, and the
    Cradle, untapped, counts both for the kept {G}{G} — still payable, proven; {G}{G}{G} is not (two creatures),
    proven too. Before, the elves were cast last and never with a kept cost: no answer."""
    data = {"land_played": True, "permanents": ["Gaea's Cradle", "Forest", "Forest"],
            "hand": ["Llanowar Elves", "Elvish Mystic"]}
    two = turn(data, keep="{G}{G}")
    assert two.possible and two.kept is True and two.proven
    three = turn(data, keep="{G}{G}{G}")
    assert three.possible and three.kept is False and three.proven


def test_priest_of_titania_untapped_by_quirion_ranger_counts_only_the_elves_there():
    """Quirion Ranger returns a tapped Forest to untap Priest of Titania, which taps again for one {G} per Elf then on
    the battlefield (CR 106.12, 605.3b; the Ranger is an Elf). The Forests cast two Elves; the Priest adds four (the
    Ranger, itself and the two), casts the third, and untapped adds five: Regal Force's seven, {G} left, all four
    proven, the Priest's tap shown before its untap (the untap's count the later one). With one Forest the Priest taps first for at most three (one Elf cast before), then five: nine, one short
    of the four spells' ten, so Regal Force is not cast, proven: a plan that untapped the Priest for the count of Elves
    not yet cast would claim it. Before, the Priest's count had no versions beside an untapper: the Elves were cast
    last, the answer not proven."""
    hand = ["Llanowar Elves", "Elvish Mystic", "Fyndhorn Elves", "Regal Force"]
    plan = turn({"land_played": True, "permanents": ["Forest", "Forest", "Quirion Ranger", "Priest of Titania"],
                 "hand": hand}, most=True)
    assert plan.possible and plan.proven and set(plan.cast) == set(hand), (plan.cast, plan.notes)
    # as it can be followed: the Priest tapped first (four Elves), then untapped and tapped again (five)
    steps = [s for step in plan.steps for s in step.plan]
    tap = next(i for i, s in enumerate(steps) if s.permanent == "Priest of Titania#1" and s.action == "tap")
    again = next(i for i, s in enumerate(steps) if s.untaps == "Priest of Titania#1")
    assert tap < again and (len(steps[tap].adds), len(steps[again].adds)) == (4, 5), steps
    one = turn({"land_played": True, "permanents": ["Forest", "Quirion Ranger", "Priest of Titania"], "hand": hand},
               most=True)
    assert not one.possible and "Regal Force" not in one.cast and one.proven, (one.cast, one.notes)


def test_no_count_is_versioned_where_an_untapper_may_return_what_it_counts():
    """Wirewood Symbiote returns an Elf to untap a creature (its cost, CR 602.2b): an Elf cast this turn and counted
    by Gaea's Cradle may be gone again before the Cradle is tapped, a count the versions (what was cast by a layer)
    would not see, so none is read; the Elves stay cast last, named."""
    def board(permanents):
        return board_from_data({"permanents": permanents, "hand": ["Llanowar Elves"]})

    for permanents, versioned in ((["Gaea's Cradle"], True), (["Gaea's Cradle", "Wirewood Symbiote"], False)):
        b = board(permanents)
        elves = [("e", Permanent(id="Llanowar Elves#1", card=b.hand[0], sick=True, entered=True))]
        found, keys = counted_mana(analysed(b), elves, {"e"}, {"e": ("Gaea's Cradle#1",)})
        assert bool(found) == versioned and bool(keys) == versioned, permanents


#: Circle of Dreams Druid ("{T}: Add {G} for each creature you control.") beside an Elf and seven Forests; Shared
#: Summons ("Search your library for up to two creature cards with different names, reveal them, put them into your
#: hand, then shuffle.") may find any of eight mana creatures, Canopy Tactician's "Other Elves you control get +1/+1"
#: among them (an effect in force: a count of its own).
SUMMONS = {"land_played": True,
           "permanents": [{"card": "Forest", "count": 7}, "Circle of Dreams Druid", "Elvish Warrior"],
           "hand": ["Shared Summons", "Regal Force"],
           "library": ["Heritage Druid", "Llanowar Elves", "Elvish Mystic", "Fyndhorn Elves", "Boreal Druid",
                       "Elves of Deep Shadow", "Wirewood Channeler", "Canopy Tactician"]}


def test_circle_of_dreams_druid_counts_the_two_creatures_shared_summons_finds():
    """Five Forests cast Shared Summons, which finds Heritage Druid and Llanowar Elves (two creature cards with
    different names), cast with the other two Forests once it resolved (CR 608.2). Circle of Dreams Druid tapped
    after they resolved counts four creatures (CR 605.3b, 608.3), and Heritage Druid taps three untapped Elves, the
    summoning-sick two among them (no {T} in its cost, CR 302.6): {G}×7 for Regal Force, both cast, proven. Before,
    the counts of every set of the nine creatures it may count (with Canopy Tactician's, a count of its own: 18) were
    too many, the creatures were cast last and the Druid counted two; now only the sets a plan may cast are counted
    (at most two of what one Shared Summons finds: CR 601.2, one cast)."""
    plan = turn(SUMMONS, most=True)
    assert plan.possible and plan.proven, plan.notes
    assert plan.cast[0] == "Shared Summons" and plan.cast[-1] == "Regal Force"
    assert set(plan.cast[1:-1]) == {"Heritage Druid", "Llanowar Elves"}


def test_circle_of_dreams_druid_never_counts_more_than_shared_summons_takes():
    """One Forest fewer: Shared Summons' two creatures can't make the seven Regal Force needs after it (Circle of
    Dreams Druid counts the Druid, the Elf and the two found: four, with Heritage Druid's three less the Forest each
    cost), and no plan casts both — proven, for only the sets of at most two found creatures are counted (a count of
    all nine found, the model's board's, is allowed only where all nine were cast: never)."""
    plan = turn({**SUMMONS, "permanents": [{"card": "Forest", "count": 6}, *SUMMONS["permanents"][1:]]}, most=True)
    assert not plan.possible and plan.proven, plan.cast
    assert len({"Shared Summons", "Regal Force"} & set(plan.cast)) == 1


def test_the_counts_are_those_of_the_sets_a_plan_may_cast():
    """Circle of Dreams Druid's versions over Shared Summons' finds: the counts of at most two of them with the
    creature of the hand, each with a set making it, and the count of all of them (the model's board's own uses,
    gated to it). The counted copies are every creature that may enter."""
    from manaplan.solver.turn.cards import read_copies
    from manaplan.solver.turn.solve import _effectful

    b = board_from_data(SUMMONS)
    a = analysed(b)
    copies = read_copies(a, [("hand", c) for c in b.hand])
    counted = _effectful(a, copies)[5]
    circle = next(c for c in counted if c.pid == "Circle of Dreams Druid#1")
    found = {c.key for c in copies if c.fetched_by}
    for value, subset in circle.versions:
        if subset != circle.keys:
            assert len(subset & found) <= 2 and sum(value) == len(subset), (value, subset)
    assert len(circle.versions) == 5 and circle.keys == found | {"Regal Force (hand)#1"}  # 0-3, and all nine


def test_a_leveler_below_its_level_has_no_effect_of_its_own():
    """Joraga Treespeaker enters with no level counter (CR 711.2): its "LEVEL 5+" grant to Elves is not in force, so
    it is an Elf Priest of Titania counts by its weight, like any other, not a permanent with effects whose change to
    Elvish Archdruid's mana (an Elf it counts) kept both cast last. The Forest casts the Treespeaker; Priest of Titania
    then counts two Elves and pays Grizzly Bears: two of the three, proven (Elvish Archdruid's {1}{G}{G} is beyond
    the three mana in any order)."""
    plan = turn({"permanents": ["Forest", "Priest of Titania"],
                 "hand": ["Joraga Treespeaker", "Elvish Archdruid", "Grizzly Bears"]}, most=True)
    assert plan.proven and plan.cast == ("Joraga Treespeaker", "Grizzly Bears"), (plan.cast, plan.notes)


HOOF = {"land_played": True, "permanents": ["Gaea's Cradle", "Wirewood Symbiote", "Llanowar Elves",
                                          {"card": "Forest", "count": 6}],
        "hand": ["Craterhoof Behemoth"]}


def test_the_one_card_cast_last_changes_nothing_that_pays_for_it():
    """Craterhoof Behemoth would add a creature to Gaea's Cradle's count (CR 605.3b), which Wirewood Symbiote's
    return may lower, so it is cast last and its change is not counted. With it the only card to cast and no cost to
    keep, the mana made once it entered pays for nothing: the answer (the Cradle's two, the Elves' one and six Forests
    for its {5}{G}{G}{G}) is proven. With a cost to keep, that mana could pay it: not proven."""
    plan = turn(HOOF, most=True)
    assert plan.cast == ("Craterhoof Behemoth",) and plan.proven, plan.notes
    kept = turn(HOOF, most=True, keep="{G}")
    assert not kept.proven and any("not counted" in n for n in kept.notes)


def test_a_card_cast_last_that_no_plan_can_cast_leaves_nothing_out():
    """Mana Reflection would double what Talisman of Dominance makes once both entered (CR 616.1: cast last, its change
    not counted), but one land makes one mana all turn (every land play's bound: none in hand), and neither it
    ({4}{G}{G}) nor the Talisman ({2}) can be cast: nothing is left out, proven. With three lands the Talisman is
    cast, and Mana Reflection still can't be: proven too."""
    plan = turn({"permanents": ["Godless Shrine"], "hand": ["Talisman of Dominance", "Mana Reflection"]}, most=True)
    assert not plan.cast and plan.proven, plan.notes
    bigger = turn({"permanents": ["Godless Shrine", "Forest", "Forest"],
                   "hand": ["Talisman of Dominance", "Mana Reflection"]}, most=True)
    assert bigger.cast == ("Talisman of Dominance",) and bigger.proven, bigger.notes


def test_a_forest_an_untapper_returns_is_no_devotion():
    """Quirion Ranger's cost returns a Forest to your hand: a count it reads would fall (CR 605.3b, 400.7), but
    Nykthos' devotion counts mana symbols of permanents' mana costs (CR 700.5), and a Forest has none. So the
    creatures cast are counted for Nykthos as they resolve: the answer (two of the three) is proven — it cast them
    last, their devotion not counted, not proven."""
    plan = turn({"land_played": True, "permanents": ["Nykthos, Shrine to Nyx", "Forest", "Forest", "Forest", "Forest",
                                                     "Quirion Ranger"],
                 "hand": ["Leatherback Baloth", "Elvish Visionary", "Thragtusk"], "library": ["Forest"]}, most=True)
    assert plan.proven and len(plan.cast) == 2
    assert not any("not counted" in n for n in plan.notes)
    ranger = turn({"land_played": True, "permanents": ["Gaea's Cradle", "Forest", "Forest", "Forest", "Forest",
                                                       "Wirewood Symbiote", "Llanowar Elves"],
                   "hand": ["Leatherback Baloth", "Elvish Visionary", "Thragtusk"], "library": ["Forest"]}, most=True)
    # Wirewood Symbiote returns an Elf, which Gaea's Cradle counts: its versions stay unread there
    assert not ranger.proven


def test_a_card_cast_last_that_no_plan_can_cast_changes_nothing():
    """Craterhoof Behemoth would add a creature to Gaea's Cradle's count once it resolved (CR 608.3, 605.3b), and
    Wirewood Symbiote's return of an Elf may lower that count, so it is cast last, its change not counted. But its
    {5}{G}{G}{G} is more than the turn can ever pay (the turn asked to cast it alone is proven not possible, though
    the sound mana bound over the land plays allows it): no plan casts it, and the answer — Glimpse of Nature and
    Giant Growth — is proven (it named Craterhoof's change, not proven)."""
    plan = turn({"land_played": True,
                 "permanents": ["Gaea's Cradle", "Wirewood Symbiote", "Heritage Druid", "Llanowar Elves", "Forest"],
                 "hand": ["Craterhoof Behemoth", "Glimpse of Nature", "Giant Growth"], "library": ["Forest"]},
                most=True)
    assert plan.proven and set(plan.cast) == {"Glimpse of Nature", "Giant Growth"}
    assert not any("Craterhoof" in n for n in plan.notes)
