"""A card a spell puts into your hand that is mana there (Elvish Spirit Guide: "Exile Elvish Spirit Guide from your
hand: Add {G}.", a mana ability activated from your hand, CR 605.1a): a source of the turn's model once that spell
resolved (CR 608.2), in that search's slot as a card cast after it is (a tutor's one card, Shared Summons' two), each
card of the library once (CR 701.23). It was named ("may put Elvish Spirit Guide into your hand, which this turn
neither plays nor casts"), and the answer not proven.
"""

from __future__ import annotations

from manaplan.models.board_files import board_from_data
from manaplan.solver.turn import solve_turn

from manaplan_tests import FOE


def turn(data: dict, *cards: str, **kwargs):
    return solve_turn(board_from_data(data), cards or None, **kwargs)


def test_a_spirit_guide_a_pact_finds_pays_the_next_spell():
    """One Forest: Summoner's Pact (free) takes Elvish Spirit Guide (a green creature card), whose {G} with the
    Forest's pays Grizzly Bears {1}{G}. Both cast, proven, the Spirit Guide exiled after the Pact (it said "not all",
    Bears uncast, not proven)."""
    plan = turn({"land_played": True, "permanents": ["Forest"], "hand": ["Summoner's Pact", "Grizzly Bears"],
                 "library": ["Elvish Spirit Guide", "Forest"]}, most=True)
    assert plan.possible and plan.proven and plan.cast == ("Summoner's Pact", "Grizzly Bears"), plan.notes
    assert [s.card for s in plan.steps] == ["Summoner's Pact", "Grizzly Bears"]
    assert [(p.card, p.action) for p in plan.steps[1].plan] == [("Forest", "tap"), ("Elvish Spirit Guide", "exile")]
    assert not any("Spirit Guide" in n for n in plan.notes)


def test_a_tutor_takes_one_spirit_guide_shared_summons_two():
    """Two Swamps pay Demonic Tutor {1}{B}, which takes one card: Elvish or Simian Spirit Guide, never both, so
    Lightning Strike {1}{R} is not cast (one {R} or one {G}), proven. Five Forests pay Shared Summons {3}{G}{G}, whose
    two creature cards of different names are both Spirit Guides: {G} and {R} pay Lightning Strike, proven."""
    library = ["Elvish Spirit Guide", "Simian Spirit Guide", "Forest"]
    tutor = turn({"land_played": True, "permanents": ["Swamp"] * 2, "hand": ["Demonic Tutor", "Lightning Strike"],
                  "library": library}, most=True)
    assert tutor.cast == ("Demonic Tutor",) and tutor.proven, tutor.notes
    summons = turn({"land_played": True, "permanents": ["Forest"] * 5, "hand": ["Shared Summons", "Lightning Strike"],
                    "library": library}, most=True)
    assert summons.possible and summons.proven and summons.cast == ("Shared Summons", "Lightning Strike"), summons.notes
    exiled = sorted(p.card for p in summons.steps[-1].plan if p.action == "exile")
    assert exiled == ["Elvish Spirit Guide", "Simian Spirit Guide"]


def test_one_spirit_guide_in_the_library_is_taken_once():
    """Two Summoner's Pacts may each take a green creature card, but the library holds one Elvish Spirit Guide
    (CR 701.23): its {G} and the Forest's make two mana, and Grizzly Bears {1}{G} with Llanowar Elves {G} need three:
    never both."""
    plan = turn({"land_played": True, "permanents": ["Forest"],
                 "hand": ["Summoner's Pact", "Summoner's Pact", "Grizzly Bears", "Llanowar Elves"],
                 "library": ["Elvish Spirit Guide", "Forest"]}, most=True)
    assert plan.proven, plan.notes
    assert not {"Grizzly Bears", "Llanowar Elves"} <= set(plan.cast)


def test_a_spirit_guide_stays_where_shared_summons_other_finds_are_left_out():
    """Priest of Titania counts the Elves there: with Shared Summons' twelve Elves modelled beside Elvish Visionary
    it would count too many casts, so those finds are left out (named, not proven) rather than Visionary cast last.
    Simian Spirit Guide, also a card it may take, enters nothing the Priest counts: it stays, and its {R} pays Shock
    after Visionary (Priest then {G}{G}) and Shared Summons — all three cast, proven (it was named with them)."""
    elves = ["Boreal Druid", "Canopy Tactician", "Elvish Archdruid", "Elvish Harbinger", "Elvish Mystic",
             "Fyndhorn Elves", "Heritage Druid", "Joraga Treespeaker", "Llanowar Elves", "Wirewood Channeler",
             "Arbor Elf", "Quirion Ranger"]
    plan = turn({"land_played": True, "permanents": ["Forest"] * 5 + ["Priest of Titania"],
                 "hand": ["Shared Summons", "Elvish Visionary", "Shock"],
                 "library": elves + ["Simian Spirit Guide", "Forest"]}, most=True)
    assert plan.possible and plan.proven and plan.cast == ("Elvish Visionary", "Shared Summons", "Shock"), plan.notes


def test_a_spirit_guide_taken_may_be_the_card_lightning_axe_discards():
    """One Mountain, Summoner's Pact and Lightning Axe ("As an additional cost to cast this spell, discard a card or
    pay {5}."): with the Pact cast, the only card left to discard is the Spirit Guide it took, in your hand once the
    Pact resolved (CR 608.2) and discarded instead of exiled for mana (CR 601.2b, 701.9a). Both cast (it was the Axe
    alone); a Spirit Guide the Pact does not take is no card of your hand to discard (the model counts it only when
    taken)."""
    data = {"land_played": True, "permanents": [FOE] + ["Mountain"], "hand": ["Summoner's Pact", "Lightning Axe"],
            "library": ["Elvish Spirit Guide"]}
    plan = turn(data, most=True)
    assert plan.possible and plan.cast == ("Summoner's Pact", "Lightning Axe")
    assert not any(p.action == "exile" for s in plan.steps for p in s.plan)
    assert turn({**data, "library": ["Forest"]}, most=True).cast == ("Lightning Axe",)
