"""Additional costs in ``turn`` (CR 601.2b, 601.2h): a spell whose cost sacrifices a permanent is cast, its victim
counted by the model like any ability's (yours, fitting, tapped for mana first if the plan likes, nothing after it);
a permanent cast earlier this turn may be sacrificed to a later spell (CR 608.3: it resolved); text about another
way to cast a card (its flashback) does not stop it being cast from the hand. Each scenario has the case where the
condition fails."""

from __future__ import annotations

from manaplan.models.board_files import board_from_data
from manaplan.solver.turn import TurnPlan, solve_turn

from manaplan_tests import FOE


def turn(data: dict, *cards: str, **kwargs) -> TurnPlan:
    return solve_turn(board_from_data(data), cards or None, **kwargs)


def cast_step(plan: TurnPlan, card: str):
    return next(s for s in plan.steps if s.action == "cast" and s.card == card)


def test_a_flashback_not_understood_does_not_stop_casting_from_the_hand():
    """Battle Screech's "Flashback—Tap three untapped white creatures you control." is not read: it bears on casting
    it from the graveyard only, so from the hand it is cast for {2}{W}{W}; named in the graveyard it is still left
    out, and the answer is not proven."""
    plains = ["Plains"] * 4
    plan = turn({"permanents": plains, "hand": ["Battle Screech"]})
    assert plan.possible and plan.proven and plan.cast == ("Battle Screech",)
    grave = turn({"permanents": plains, "graveyard": ["Battle Screech"]}, "Battle Screech")
    assert not grave.possible and not grave.proven and "cannot tell" in grave.reason


def test_cabal_therapy_from_hand_is_cast_for_its_mana_cost():
    """Cabal Therapy ({B}; "Flashback—Sacrifice a creature.") from the hand costs {B} and sacrifices nothing."""
    plan = turn({"permanents": ["Swamp"], "hand": ["Cabal Therapy"]})
    assert plan.possible and plan.proven and plan.sacrificed == ()


def test_cr601_2b_fling_sacrifices_a_creature_and_not_without_one():
    """Fling ({1}{R}, "sacrifice a creature"): two Mountains and Grizzly Bears cast it, sacrificing the Bears; two
    Mountains alone cannot."""
    plan = turn({"permanents": ["Mountain", "Mountain", "Grizzly Bears"], "hand": ["Fling"]})
    assert plan.possible and plan.proven and cast_step(plan, "Fling").sacrifices == ("Grizzly Bears#1",)
    assert plan.sacrificed == ("Grizzly Bears#1",)
    alone = turn({"permanents": ["Mountain", "Mountain"], "hand": ["Fling"]})
    assert not alone.possible and alone.proven


def test_cr608_3_a_creature_cast_this_turn_may_be_sacrificed_to_a_later_spell():
    """Forest and two Mountains: Llanowar Elves ({G}) is cast, resolves, and is sacrificed to Fling ({1}{R}). With one
    Mountain, Fling's {1}{R} can't be paid after the Elves: one of the two."""
    plan = turn({"permanents": ["Forest", "Mountain", "Mountain"], "hand": ["Llanowar Elves", "Fling"]})
    assert plan.possible and plan.proven
    assert [s.card for s in plan.steps] == ["Llanowar Elves", "Fling"]
    assert cast_step(plan, "Fling").sacrifices == ("Llanowar Elves#1",)
    short = turn({"permanents": ["Forest", "Mountain"], "hand": ["Llanowar Elves", "Fling"]}, most=True)
    assert not short.possible and short.proven and short.cast == ("Llanowar Elves",)


def test_tinker_sacrifices_the_sol_ring_that_paid_for_it():
    """Island and Sol Ring: Tinker ({2}{U}, "sacrifice an artifact") is paid with Sol Ring's {C}{C} and the Island's
    {U}, and the Sol Ring is then sacrificed (CR 601.2g-h). Three Islands have no artifact: not castable."""
    plan = turn({"permanents": ["Island", "Sol Ring"], "hand": ["Tinker"]})
    assert plan.possible and plan.proven and cast_step(plan, "Tinker").sacrifices == ("Sol Ring#1",)
    assert "Sol Ring#1" in [p.permanent for p in cast_step(plan, "Tinker").plan]
    assert not turn({"permanents": ["Island"] * 3, "hand": ["Tinker"]}).possible


def test_a_sacrificed_permanent_makes_no_mana_for_a_later_spell():
    """Swamp and a Treasure: Deadly Dispute ({1}{B}) must sacrifice the Treasure, which then can't pay for it."""
    plan = turn({"permanents": ["Swamp", "Treasure"], "hand": ["Deadly Dispute"]})
    assert not plan.possible and plan.proven
    two = turn({"permanents": ["Swamp", "Swamp", "Treasure"], "hand": ["Deadly Dispute"]})
    assert two.possible and cast_step(two, "Deadly Dispute").sacrifices == ("Treasure#1",)


def test_natural_order_needs_a_green_creature():
    """Natural Order ({2}{G}{G}, "sacrifice a green creature"): Goblin Guide is red, Grizzly Bears green."""
    forests = ["Forest"] * 4
    assert not turn({"permanents": forests + ["Goblin Guide"], "hand": ["Natural Order"]}).possible
    plan = turn({"permanents": forests + ["Grizzly Bears"], "hand": ["Natural Order"]})
    assert plan.possible and cast_step(plan, "Natural Order").sacrifices == ("Grizzly Bears#1",)


def test_a_cost_reducer_is_not_sacrificed_and_the_answer_says_so():
    """Goblin Electromancer makes instants cost {1} less (CR 601.2f); the turn prices every later spell with it
    there, so no cast sacrifices it: Fling is not cast with it as the only creature, and the answer is not proven,
    naming it."""
    plan = turn({"permanents": ["Mountain", "Mountain", "Goblin Electromancer"], "hand": ["Fling"]})
    assert not plan.possible and not plan.proven
    assert any(entry.startswith("Goblin Electromancer#1: Fling's cost may sacrifice it") for entry in plan.left_out)


def test_lightning_axe_pays_five_more_when_the_hand_is_empty():
    """Lightning Axe ("As an additional cost to cast this spell, discard a card or pay {5}.", CR 601.2b): with no
    other card in hand, {5}{R} from six Mountains, proven; five Mountains can't."""
    plan = turn({"permanents": [FOE] + ["Mountain"] * 6, "hand": ["Lightning Axe"]})
    assert plan.possible and plan.proven and cast_step(plan, "Lightning Axe").cost.text == "{5}{R}"
    assert not turn({"permanents": [FOE] + ["Mountain"] * 5, "hand": ["Lightning Axe"]}).possible


def test_cr701_9a_lightning_axe_discards_a_card_the_turn_does_not_use():
    """Lightning Axe cast by discarding a card (CR 601.2b, 701.9a: the card goes from hand to graveyard as the cost
    is paid) costs {R}: the card discarded is one the turn neither casts nor plays. A Mountain and an Island in hand
    beside one Mountain: the Island is discarded, proven; with only the Mountain in hand and no land on the
    battlefield, the Mountain must be played, so there is nothing left to discard and {5}{R} is out of reach."""
    plan = turn({"permanents": [FOE] + ["Mountain"], "hand": ["Lightning Axe", "Island"], "land_played": True},
                "Lightning Axe")
    assert plan.possible and plan.proven and plan.left_out == ()
    assert cast_step(plan, "Lightning Axe").cost.text == "{R}"
    assert any("discarding a card" in n for n in plan.notes)
    assert not turn({"permanents": [FOE], "hand": ["Lightning Axe", "Mountain"]}, "Lightning Axe").possible
    # alone in hand with one Mountain: nothing to discard, {5}{R} not there
    alone = turn({"permanents": [FOE] + ["Mountain"], "hand": ["Lightning Axe"]})
    assert not alone.possible and alone.proven


def test_lightning_axe_discarding_counts_the_cards_cast_and_exiled_for_mana():
    """A card cast is not discarded too: Mountain and Forest with Lightning Axe and Grizzly Bears ({1}{G}) cast one of
    the two (the Axe discarding the Bears); with an Island in hand as well, both. A card exiled for mana is not
    discarded either: Simian Spirit Guide (exiled from your hand for {R}, CR 605.1a) alone beside the Axe pays {R}
    but leaves nothing to discard. Two Lightning Axes and one Mountain: one discards the other, one is cast."""
    plan = turn({"permanents": [FOE] + ["Mountain", "Forest"], "hand": ["Lightning Axe", "Grizzly Bears"]}, most=True)
    assert plan.proven and plan.cast in (("Lightning Axe",), ("Grizzly Bears",))
    both = turn({"permanents": [FOE] + ["Mountain", "Forest", "Forest"],
                 "hand": ["Lightning Axe", "Grizzly Bears", "Island"],
                 "land_played": True}, most=True)
    assert both.proven and sorted(both.cast) == ["Grizzly Bears", "Lightning Axe"]
    guide = turn({"permanents": [FOE], "hand": ["Lightning Axe", "Simian Spirit Guide"]}, "Lightning Axe")
    assert not guide.possible and guide.proven
    assert turn({"permanents": [FOE], "hand": ["Lightning Axe", "Simian Spirit Guide", "Island"],
                 "land_played": True}).possible
    axes = turn({"permanents": [FOE] + ["Mountain"], "hand": ["Lightning Axe", "Lightning Axe"]}, most=True)
    assert axes.proven and axes.cast == ("Lightning Axe",)


def test_cr702_41a_an_artifact_affinity_counts_is_sacrificed_after_the_spell_that_counts_it():
    """Myr Enforcer ({7}, affinity for artifacts) costs {2} beside five artifacts; Fling ({1}{R}) may sacrifice an
    artifact creature. Sacrificing Frogmite first would make Myr Enforcer cost {3}, more than the four lands make
    with Fling's {1}{R}: the plan casts Myr Enforcer, then Fling sacrificing Frogmite (CR 601.2f: Myr Enforcer's
    total cost was fixed as it was cast; CR 601.2h: sacrificing Frogmite then changes nothing it paid). Every plan is
    looked for: proven."""
    plan = turn({"permanents": ["Great Furnace", "Great Furnace", "Great Furnace", "Seat of the Synod", "Frogmite"],
                 "hand": ["Fling", "Myr Enforcer"]})
    assert plan.possible and plan.proven and plan.left_out == ()
    assert [s.card for s in plan.steps] == ["Myr Enforcer", "Fling"]
    assert cast_step(plan, "Myr Enforcer").cost.text == "{2}"
    assert cast_step(plan, "Fling").sacrifices in (("Frogmite#1",), ("Myr Enforcer#1",))
    short = turn({"permanents": ["Great Furnace", "Great Furnace", "Seat of the Synod", "Frogmite"],
                  "hand": ["Fling", "Myr Enforcer"]}, most=True)  # {3} and {1}{R} from three lands: one of the two
    assert not short.possible and short.proven and len(short.cast) == 1


def test_cr702_41a_a_spell_cast_after_the_sacrifice_counts_one_fewer():
    """Three Great Furnaces, two Frogmites ({4}, affinity for artifacts) and Fling in hand: the first Frogmite costs
    {1}, the second {0} with the first there (CR 702.41a), and Fling ({1}{R}) sacrifices one of them after both were
    cast. The second Frogmite is never priced {0} after the first was sacrificed: Fling comes last."""
    plan = turn({"permanents": ["Great Furnace"] * 3, "hand": ["Fling", "Frogmite", "Frogmite"]})
    assert plan.possible and plan.proven
    assert [(s.card, s.cost.text) for s in plan.steps] == [("Frogmite", "{1}"), ("Frogmite", "{0}"),
                                                           ("Fling", "{1}{R}")]
    assert cast_step(plan, "Fling").sacrifices in (("Frogmite#1",), ("Frogmite#2",))


def test_cr601_2f_thoughtcast_is_cast_before_fling_sacrifices_an_artifact_it_counts():
    """Thoughtcast ({4}{U}, affinity for artifacts) costs {U} beside four artifacts; after Fling sacrificed Frogmite
    it would cost {1}{U}, one more than the three lands make with Fling's {1}{R}. So Thoughtcast, whose resolving
    gives the turn nothing, is cast before Fling (its cost fixed as it is cast, CR 601.2f), not at the end. With
    Grizzly Bears (no artifact) instead of Frogmite, Thoughtcast costs {1}{U}: one of the two."""
    plan = turn({"permanents": ["Great Furnace", "Great Furnace", "Seat of the Synod", "Frogmite"],
                 "hand": ["Thoughtcast", "Fling"]})
    assert plan.possible and plan.proven and [s.card for s in plan.steps] == ["Thoughtcast", "Fling"]
    assert cast_step(plan, "Thoughtcast").cost.text == "{U}" and cast_step(plan, "Fling").sacrifices == ("Frogmite#1",)
    bears = turn({"permanents": ["Great Furnace", "Great Furnace", "Seat of the Synod", "Grizzly Bears"],
                  "hand": ["Thoughtcast", "Fling"]}, most=True)
    assert not bears.possible and bears.proven and len(bears.cast) == 1


def test_a_counted_artifact_sacrificed_where_the_spell_could_not_move_later_is_said():
    """Lion's Eye Diamond discards your hand: no spell from your hand after it (CR 602.5), so a plan that casts Fling
    before Myr Enforcer cannot always be turned into one that casts it after: the plan found sacrifices Frogmite
    after Myr Enforcer was cast, but a plan that casts Myr Enforcer after the sacrifice is not looked for, and the
    answer says so. Without Lion's Eye Diamond it is proven."""
    lands = ["Great Furnace", "Great Furnace", "Great Furnace", "Seat of the Synod", "Frogmite"]
    plan = turn({"permanents": ["Lion's Eye Diamond"] + lands, "hand": ["Fling", "Myr Enforcer"]})
    assert plan.possible and not plan.proven and [s.card for s in plan.steps] == ["Myr Enforcer", "Fling"]
    assert "Frogmite#1: Fling's cost may sacrifice it, and Myr Enforcer's cost counts it" in " ".join(plan.left_out)
    assert turn({"permanents": lands, "hand": ["Fling", "Myr Enforcer"]}).proven


def test_a_counted_artifact_land_sacrificed_by_a_spell_whose_lands_matter_is_said():
    """Harrow ("As an additional cost to cast this spell, sacrifice a land.") finds two basic lands untapped as it
    resolves: moving it after Frogmite (affinity counts Seat of the Synod) would delay those lands, so a plan that
    casts Frogmite after Harrow sacrificed the Seat is not looked for — the plan found is legal, the answer says so
    and is not proven."""
    plan = turn({"land_played": True, "permanents": ["Forest", "Forest", "Forest", "Seat of the Synod"],
                 "hand": ["Harrow", "Frogmite"], "library": ["Forest", "Forest", "Island"]}, most=True)
    assert plan.possible and not plan.proven
    assert any(e.startswith("Seat of the Synod#1: Harrow's cost may sacrifice it, and Frogmite's cost counts it")
               for e in plan.left_out)


def test_a_cost_reducer_cast_this_turn_is_not_sacrificed_and_the_answer_says_so():
    """Goblin Electromancer cast this turn makes Lightning Bolt and Fling cost {1} less: its effect is in force all
    turn for the model (CR 601.2f), so no cast sacrifices it, and the answer is not proven, naming it."""
    plan = turn({"permanents": ["Mountain", "Mountain", "Mountain", "Island"],
                 "hand": ["Goblin Electromancer", "Fling", "Lightning Bolt"]}, most=True)
    assert not plan.proven and plan.sacrificed == ()
    assert any(e.startswith("Goblin Electromancer#1 (if it enters this turn): Fling's cost may sacrifice it (its "
                            "effects are in force all turn") for e in plan.left_out)


def test_cr121_1_lightning_axe_discards_a_card_drawn_before_it():
    """Opt ("Scry 1. Draw a card.") puts a card into your hand as it resolves (CR 121.1, 608.2); Lightning Axe cast
    after it may discard that card (CR 601.2b). Island and Mountain, Lightning Axe and Opt in hand: both are cast,
    Opt first, proven. With Lion's Eye Diamond on the battlefield the Axe is not cast at the end (a cast from your
    hand comes before the Diamond's discard), so the drawn card is not counted, and the answer is not proven."""
    plan = turn({"permanents": [FOE] + ["Island", "Mountain"], "hand": ["Lightning Axe", "Opt"]})
    assert plan.possible and plan.proven and plan.cast == ("Opt", "Lightning Axe")
    led = turn({"permanents": [FOE] + ["Lion's Eye Diamond", "Island", "Mountain"], "hand": ["Lightning Axe", "Opt"]},
               most=True)
    assert not led.proven and any("a card drawn" in entry for entry in led.left_out)
    # Faithless Looting's "Draw two cards, then discard two cards." leaves the hand as many cards as before: one of
    # the two, proven; Brainstorm's "Draw three cards, then put two cards from your hand on top" is not read
    looting = turn({"permanents": [FOE] + ["Mountain", "Mountain"], "hand": ["Lightning Axe", "Faithless Looting"]},
                   most=True)
    assert looting.proven and looting.cast in (("Lightning Axe",), ("Faithless Looting",))
    storm = turn({"permanents": [FOE] + ["Mountain", "Island"], "hand": ["Lightning Axe", "Brainstorm"]}, most=True)
    assert not storm.proven and any("a card drawn" in entry for entry in storm.left_out)


def test_cathartic_reunion_does_not_discard_the_cards_it_draws():
    """Cathartic Reunion ("As an additional cost to cast this spell, discard two cards. Draw three cards."): its
    cost is paid as it is cast (CR 601.2b, 601.2h), its draws come as it resolves (CR 608.2), so they never pay it.
    Two Mountains, Cathartic Reunion and Opt in hand: one other card, not two — Opt is cast, proven; with two other
    cards in hand it is cast, discarding them."""
    plan = turn({"permanents": ["Mountain", "Mountain"], "hand": ["Cathartic Reunion", "Opt"]}, most=True)
    assert plan.proven and "Cathartic Reunion" not in plan.cast
    two = turn({"permanents": ["Mountain", "Mountain"], "hand": ["Cathartic Reunion", "Opt", "Island"],
                "land_played": True}, "Cathartic Reunion")
    assert two.possible and two.proven
