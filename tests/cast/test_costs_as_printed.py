"""Costs as printed rules say (issue 21, item 2): reducers by type or name, affinity, a chosen type, a spending
restriction — in ``cast``, ``pay --for`` and ``turn`` through one cost function (solver/cast/costs.py, CR 601.2f) —;
a spell that must target a spell or ability is not castable with the stack empty (CR 115.1, 601.2c); prohibitions
stop every ability a plan uses (CR 602.5); ``pay --for`` pays what ``cast`` pays (the card on the stack, CR 601.2a;
flashback's cost, CR 702.34a). Oracle texts are the card database's; each test has a case where the rule does not
apply."""

from __future__ import annotations

from manaplan.models.board_files import board_from_data
from manaplan.models.cards.store import default_database
from manaplan.solver.cast.pay_for import pay_for
from manaplan.solver.cast.solve import cast_report, named_spell
from manaplan.solver.turn import solve_turn

DB = default_database()


def cast(data: dict, card: str, zone: str = "hand"):
    (a,) = [a for a in cast_report(board_from_data(data)).answers if a.card == card and a.zone == zone]
    return a


def test_goblin_warchief_makes_goblin_spells_cheaper_and_no_other():
    """Goblin Warchief: "Goblin spells you cast cost {1} less to cast." A second Warchief ({1}{R}{R}, a Goblin) costs
    {R}{R}; Lightning Bolt (no Goblin) stays {R}."""
    board = {"permanents": ["Goblin Warchief", {"card": "Mountain", "count": 2}],
             "hand": ["Goblin Warchief", "Lightning Bolt"]}
    assert cast(board, "Goblin Warchief").cost == "{R}{R}"
    assert cast(board, "Lightning Bolt").cost == "{R}"


def test_turn_casts_two_warchiefs_with_five_mountains():
    """Five Mountains, two Goblin Warchiefs in hand: the first costs {1}{R}{R}, the second {R}{R} once the first is
    on the battlefield (CR 601.2f): both, five mana. With four Mountains, only one (the first needs 3, the second 2)."""
    five = solve_turn(board_from_data({"permanents": [{"card": "Mountain", "count": 5}],
                                       "hand": ["Goblin Warchief", "Goblin Warchief"]}))
    assert five.possible and five.proven and len(five.cast) == 2
    four = solve_turn(board_from_data({"permanents": [{"card": "Mountain", "count": 4}],
                                       "hand": ["Goblin Warchief", "Goblin Warchief"]}))
    assert not four.possible and four.proven


def test_affinity_for_artifacts_counts_the_artifacts_you_control():
    """Myr Enforcer {7}, affinity for artifacts ("This spell costs {1} less to cast for each artifact you control",
    CR 702.41a): eleven Ornithopters make it {0}, three make it {4}; Islands are no artifacts."""
    eleven = {"permanents": [{"card": "Ornithopter", "count": 11}], "hand": ["Myr Enforcer"]}
    assert cast(eleven, "Myr Enforcer").castable and cast(eleven, "Myr Enforcer").cost == "{0}"
    three = {"permanents": [{"card": "Ornithopter", "count": 3}, {"card": "Island", "count": 4}],
             "hand": ["Myr Enforcer"]}
    assert cast(three, "Myr Enforcer").cost == "{4}"
    short = {"permanents": [{"card": "Ornithopter", "count": 3}, {"card": "Island", "count": 3}],
             "hand": ["Myr Enforcer"]}
    assert not cast(short, "Myr Enforcer").castable
    assert solve_turn(board_from_data(eleven)).possible


def test_affinity_in_turn_counts_a_treasure_while_it_is_there():
    """In a turn a Treasure may be sacrificed for mana, but affinity counts it while it is there, as Myr Enforcer's
    cost is determined (CR 702.41a, 601.2f): three Ornithopters and a Treasure with four Islands — cast counts 4
    artifacts ({3}), and so does turn (it counted only the 3 that surely stay, {4}); proven, the Treasure kept."""
    board = {"permanents": [{"card": "Ornithopter", "count": 3}, "Treasure", {"card": "Island", "count": 4}],
             "hand": ["Myr Enforcer"]}
    assert cast(board, "Myr Enforcer").cost == "{3}"
    plan = solve_turn(board_from_data(board))
    assert plan.possible and plan.proven and plan.steps[0].cost.text == "{3}"
    assert plan.sacrificed == ()


def test_affinity_in_turn_counts_the_artifacts_cast_before_it():
    """Affinity counts the artifacts you control as the spell is cast (CR 702.41a, 601.2f): Frogmite ({4}, affinity)
    cast first is one more artifact for Myr Enforcer ({7}). Ornithopter and Springleaf Drum make Frogmite {2} and
    Enforcer {5}; after Frogmite, {4} (or Enforcer first, then Frogmite {1}): five Islands and the Drum (six mana)
    cast both, proven, in either order — each cost counts the artifact cast before it."""
    board = {"permanents": [{"card": "Island", "count": 5}, "Ornithopter", "Springleaf Drum"],
             "hand": ["Myr Enforcer", "Frogmite"]}
    plan = solve_turn(board_from_data(board), most=True)
    assert plan.possible and plan.proven
    casts = [(s.card, s.cost.text) for s in plan.steps if s.action == "cast"]
    assert casts in ([("Frogmite", "{2}"), ("Myr Enforcer", "{4}")], [("Myr Enforcer", "{5}"), ("Frogmite", "{1}")])
    assert not any("not proven" in n for n in plan.notes)


def test_affinity_in_turn_the_artifact_cast_first_is_not_enough_with_one_island_fewer():
    """The failing case: four Islands and the Drum make five mana; Frogmite then Enforcer needs {2} + {4} = 6, so at
    most one is cast (Enforcer, the greater mana value), proven."""
    board = {"permanents": [{"card": "Island", "count": 4}, "Ornithopter", "Springleaf Drum"],
             "hand": ["Myr Enforcer", "Frogmite"]}
    plan = solve_turn(board_from_data(board), most=True)
    assert not plan.possible and plan.proven
    assert [s.card for s in plan.steps if s.action == "cast"] == ["Myr Enforcer"]


def test_affinity_in_turn_counts_an_artifact_sacrificed_for_mana_after_the_spell():
    """Affinity counts the artifacts you control as Frogmite is cast (CR 702.41a, 601.2f): Chromatic Star counts if
    it is still there, and may be sacrificed for {R} afterwards (Frogmite {1} from one Seat of the Synod, the other
    Seat paying the Star's {1} for Galvanic Blast's {R}: both cast, proven). Priced without what may leave during
    the turn, turn found one of the two and said it was not proven."""
    board = {"permanents": ["Chromatic Star", "Seat of the Synod", "Seat of the Synod"],
             "hand": ["Frogmite", "Galvanic Blast"]}
    plan = solve_turn(board_from_data(board), most=True)
    assert plan.possible and plan.proven
    assert not any(n.startswith("not proven: Frogmite's own reduction") for n in plan.notes)
    sure = solve_turn(board_from_data({**board, "permanents": ["Ornithopter", "Seat of the Synod", "Great Furnace"]}),
                      most=True)
    assert sure.possible and sure.proven  # Ornithopter stays all turn: Frogmite {1}, Blast {R} from the Furnace


def test_cloud_key_reduces_the_chosen_type_only():
    """Cloud Key with artifact chosen: "Spells you cast of the chosen type cost {1} less to cast." Mind Stone {2}
    costs {1}; Shock stays {R}. Without chosen: it changes nothing, and says why."""
    board = {"permanents": [{"card": "Cloud Key", "chosen": "artifact"}, "Mountain"], "hand": ["Mind Stone", "Shock"]}
    assert cast(board, "Mind Stone").cost == "{1}" and cast(board, "Shock").cost == "{R}"
    unchosen = board_from_data({"permanents": ["Cloud Key", "Mountain"], "hand": ["Mind Stone"]})
    report = cast_report(unchosen)
    assert report.answers[0].cost == "" and not report.answers[0].castable
    assert any("no type chosen" in line for line in report.left_out)


def test_eye_of_ugin_reduces_colorless_eldrazi_spells():
    """Eye of Ugin: "Colorless Eldrazi spells you cast cost {2} less to cast." Ulamog's Crusher {8} costs {6};
    Drowner of Hope is colorless too (devoid, CR 702.114): {3}{U}; Wurmcoil Engine (no Eldrazi) stays {6}."""
    board = {"permanents": ["Eye of Ugin", {"card": "Island", "count": 6}],
             "hand": ["Ulamog's Crusher", "Drowner of Hope", "Wurmcoil Engine"]}
    assert cast(board, "Ulamog's Crusher").cost == "{6}"
    assert cast(board, "Drowner of Hope").cost == "{3}{U}"
    assert cast(board, "Wurmcoil Engine").cost == "{6}"


def test_sunscape_familiar_one_reduction_per_spell():
    """Sunscape Familiar: "Green spells and blue spells you cast cost {1} less to cast." Mystic Snake (green and blue)
    costs {1} less once: {G}{U}{U}; Shock (red) stays {R}."""
    board = {"permanents": ["Sunscape Familiar", "Forest", {"card": "Island", "count": 2}, "Mountain"],
             "hand": ["Mystic Snake", "Shock"]}
    assert cast(board, "Mystic Snake").cost == "{G}{U}{U}" and cast(board, "Shock").cost == "{R}"


def test_ancient_ziggurat_pays_creature_spells_only():
    """Ancient Ziggurat: "Spend this mana only to cast a creature spell." (CR 106.6) With a Mountain and a Forest,
    turn casts Grizzly Bears (Ziggurat and Forest) and Shock (Mountain); with two Mountains only, Shock and Lightning
    Bolt can't both be paid (the Ziggurat pays neither)."""
    both = solve_turn(board_from_data({"permanents": ["Ancient Ziggurat", "Mountain", "Forest"],
                                       "hand": ["Grizzly Bears", "Shock"]}))
    assert both.possible
    burn = solve_turn(board_from_data({"permanents": ["Ancient Ziggurat", "Mountain"],
                                       "hand": ["Lightning Bolt", "Shock"]}))
    assert not burn.possible and burn.proven


def test_counterspell_is_not_castable_with_the_stack_empty():
    """Counterspell: "Counter target spell." With the stack empty there is no legal target (CR 115.1, 601.2c): cast
    says so, and that its mana is there; turn says so in a note. Lightning Bolt ("any target") is castable."""
    board = {"permanents": [{"card": "Island", "count": 2}, "Mountain"], "hand": ["Counterspell", "Lightning Bolt"]}
    counter = cast(board, "Counterspell")
    assert not counter.castable and "CR 115.1, 601.2c" in counter.reason and counter.payment.payable
    assert cast(board, "Lightning Bolt").castable
    plan = solve_turn(board_from_data(board), ("Counterspell",))
    assert any("needed to target (CR 115.1, 601.2c)" in n for n in plan.notes)


def test_pithing_needle_on_command_beacon_stops_its_ability():
    """An opponent's Pithing Needle naming Command Beacon: "Activated abilities of sources with the chosen name can't
    be activated unless they're mana abilities." Beacon's "{T}, Sacrifice ~: Put your commander into your hand" is no
    mana ability (CR 602.5): Krenko is cast from the command zone with its tax, not from hand via Beacon. Without
    the Needle, Beacon's route casts it for {2}{R}{R}."""
    needle = {"card": "Pithing Needle", "controller": "opponent", "chosen": "Command Beacon"}
    board = {"permanents": ["Command Beacon", needle, {"card": "Mountain", "count": 5}],
             "command_zone": [{"card": "Krenko, Mob Boss", "casts": 2}]}
    krenko = cast(board, "Krenko, Mob Boss", "command")
    assert not krenko.castable and "Pithing Needle#1 (CR 602.5)" in krenko.reason
    free = cast({**board, "permanents": ["Command Beacon", {"card": "Mountain", "count": 5}]}, "Krenko, Mob Boss",
                "command")
    assert free.castable and free.cost == "{2}{R}{R}"


def test_pay_for_grapeshot_in_hand_does_not_discard_it_with_lions_eye_diamond():
    """Lion's Eye Diamond: "Discard your hand, Sacrifice ~: Add three mana of any one color. Activate only as an
    instant." It can't be activated while Grapeshot is being cast (CR 601.2g, 602.5), so it would be activated before,
    discarding Grapeshot: with one Mountain, {1}{R} is not payable. From the graveyard, Past in Flames pays its
    flashback {4}{R} (CR 702.34a) with the Diamond, which discards the hand (not Past in Flames)."""
    board = board_from_data({"permanents": ["Mountain", "Lion's Eye Diamond"], "hand": ["Grapeshot"]})
    paid = pay_for(board, named_spell("Grapeshot", DB.get))
    assert not paid.payment.payable
    assert cast_report(board).answers[0].castable is False
    past = board_from_data({"permanents": [{"card": "Mountain", "count": 2}, "Lion's Eye Diamond"],
                            "hand": ["Grapeshot"], "graveyard": ["Past in Flames"]})
    flashback = pay_for(past, named_spell("Past in Flames", DB.get))
    assert flashback.zone == "graveyard" and flashback.payment.payable
    assert flashback.payment.cost.text == "{4}{R}" and "Lion's Eye Diamond#1" in flashback.payment.sacrificed


def test_pay_for_a_flashback_card_pays_its_flashback_cost_as_cast_does():
    """Think Twice in the graveyard: flashback {2}{U} (CR 702.34a), not its mana cost {1}{U}; Deep Analysis's
    flashback is {1}{U} and 3 life. In hand, Think Twice pays {1}{U}."""
    board = board_from_data({"permanents": [{"card": "Island", "count": 2}, {"card": "Swamp", "count": 2}],
                             "graveyard": ["Think Twice", "Deep Analysis"]})
    think = pay_for(board, named_spell("Think Twice", DB.get))
    assert think.zone == "graveyard" and think.payment.cost.text == "{2}{U}" and think.payment.payable
    deep = pay_for(board, named_spell("Deep Analysis", DB.get))
    assert deep.payment.cost.text == "{1}{U}" and "pay 3 life" in deep.cost_changes[0]
    in_hand = pay_for(board_from_data({"permanents": [{"card": "Island", "count": 2}], "hand": ["Think Twice"]}),
                      named_spell("Think Twice", DB.get))
    assert in_hand.zone == "hand" and in_hand.payment.cost.text == "{1}{U}"
