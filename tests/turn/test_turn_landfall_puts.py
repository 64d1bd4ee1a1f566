"""Lotus Cobra beside the lands Scapeshift and Khalni Heart Expedition put onto the battlefield.

- Lotus Cobra: "Landfall — Whenever a land you control enters, add one mana of any color." A land entering tapped is
  a landfall too (CR 603.2, 603.6a): one trigger per land (CR 603.2c).
- Scapeshift: "Sacrifice any number of lands. Search your library for up to that many land cards, put them onto the
  battlefield tapped, then shuffle." (CR 701.21a sacrifice, 701.23 search: one land found per land sacrificed at
  most).
- Khalni Heart Expedition: "Landfall — … you may put a quest counter on ~." and "Remove three quest counters from ~
  and sacrifice it: Search your library for up to two basic land cards, put them onto the battlefield tapped";
  Evolution Sage: "Landfall — … proliferate." (CR 701.34a: one more counter of each kind already there).

The turn counts Scapeshift's lands where the library surely holds them (:mod:`manaplan.solver.turn.landfall_puts`:
each land's trigger a free activation after the cast whose cost sacrifices a land there as the turn begins), not the
Expedition's; it proves a plan where the turn with both read as a relaxation (each land's trigger a free activation
charged one permanent sacrificed; the Expedition's only where enough lands enter for its counters, charged its mana
value) does no better.
"""

from __future__ import annotations

import re

import pytest

from manaplan.models.board_files import board_from_data
from manaplan.solver.analysis import analysed
from manaplan.solver.turn import solve_turn
from manaplan.solver.turn.cards import read_copies
from manaplan.solver.turn.landfall_puts import landfall_relaxation, shift_bound
from manaplan.solver.work import metered

COBRA = "not proven: Lotus Cobra#1's mana on an event this turn may cause"


def turn(data: dict, *cards: str, **kwargs):
    return solve_turn(board_from_data(data), cards or None, **kwargs)


def relaxation(data: dict, **kwargs):
    board = board_from_data(data)
    analysis = analysed(board)
    return landfall_relaxation(analysis, read_copies(analysis, [("hand", c) for c in board.hand if not c.is_land]),
                               **kwargs)


def test_scapeshift_whose_lands_could_better_nothing_is_proven():
    """Four Forests pay Scapeshift, the only spell, and nothing is sacrificed, no mana is left: Lotus Cobra's mana for
    the lands Scapeshift may put there could only be left in the pool, each land for a land sacrificed — worse on the
    sacrifices than the plan (it said "not proven")."""
    plan = turn({"permanents": ["Lotus Cobra", "Forest", "Forest", "Forest", "Forest"], "hand": ["Scapeshift"],
                 "library": ["Forest", "Forest", "Island"]}, most=True)
    assert plan.possible and plan.proven and plan.cast == ("Scapeshift",)
    assert not any(n.startswith(COBRA) for n in plan.notes)


def test_scapeshift_sacrificing_tapped_lands_spares_the_land_play():
    """Four Forests pay Scapeshift; Grizzly Bears needs two more mana. Playing Fabled Passage and cracking it gives two
    landfalls (the old plan, with the land play); without the land play, Scapeshift sacrificing two of the Forests
    tapped for it puts two lands there tapped: two landfalls, Lotus Cobra's two mana pay the Bears. A land play fewer
    comes first (the turn's levels count a land played with the helpers, before the sacrifices): that plan, each
    trigger saying the land sacrificed for it, proven (it said "not proven" beside the Passage plan)."""
    plan = turn({"permanents": ["Lotus Cobra", "Forest", "Forest", "Forest", "Forest"],
                 "hand": ["Scapeshift", "Grizzly Bears", "Fabled Passage"],
                 "library": ["Forest", "Forest", "Forest", "Island"]}, most=True)
    assert plan.possible and plan.proven and plan.cast == ("Scapeshift", "Grizzly Bears")
    assert not any(s.action == "play" for s in plan.steps) and len(plan.sacrificed) == 2
    triggers = [p for s in plan.steps for p in s.plan if p.permanent.startswith("Lotus Cobra#1 (landfall: a land")]
    assert len(triggers) == 2 and sorted(v for p in triggers for v in p.sacrifices) == sorted(plan.sacrificed)
    assert not any(n.startswith(COBRA) for n in plan.notes)


def test_a_land_scapeshift_sacrifices_weighs_as_a_land_in_the_relaxation_too():
    """The same with a Treasure: the Bears are paid by one landfall (a Forest sacrificed) and the Treasure. A
    nontoken permanent weighs more than every token (the Treasure goes first); the relaxation charged each land
    Scapeshift sacrifices a token's weight, so its best (two landfalls) read as two tokens, better than a land and a
    Treasure, and the plan was "not proven". Charged as the land it is (no land of yours may be a token here), the
    relaxation's best is the plan's: proven."""
    plan = turn({"permanents": ["Lotus Cobra", "Forest", "Forest", "Forest", "Forest", "Treasure"],
                 "hand": ["Scapeshift", "Grizzly Bears", "Fabled Passage"],
                 "library": ["Forest", "Forest", "Forest", "Island"]}, most=True)
    assert plan.possible and plan.proven and plan.cast == ("Scapeshift", "Grizzly Bears"), plan.notes
    assert sorted(plan.sacrificed) == ["Forest#1", "Treasure#1"]


def test_relaxation_charges_scapeshifts_lands_as_tokens_where_a_land_may_be_one():
    """A land of yours that may be a token (a token copy, :func:`~manaplan.solver.turn.landfall_puts.
    _land_tokens_possible`) is the least Scapeshift may sacrifice: then each land's trigger is charged as a token."""
    base = {"permanents": ["Lotus Cobra", "Forest", "Forest"], "hand": ["Scapeshift"],
            "library": ["Forest", "Island", "Island"]}
    lands = relaxation(base)
    assert lands.after and {a.id for _, a in lands.after} <= lands.nontoken
    copied = relaxation({**base, "permanents": base["permanents"] + [
        {"name": "Forest", "type": "Token Land — Forest", "text": "({T}: Add {G}.)", "token": True}]})
    assert copied.after and not {a.id for _, a in copied.after} & copied.nontoken


def test_scapeshift_with_the_library_short_of_lands_is_counted_only_by_the_relaxation():
    """With one land card in the library, which the Passage's crack may take too, the turn counts no land Scapeshift
    puts there (each library card is found once, CR 701.23: it counts one only where the library surely holds one
    whatever else searches): the plan plays the Passage and cracks it. Playing it and sacrificing it uncracked to
    Scapeshift for the Forest taps a land fewer; the relaxation finds that, so the answer is not proven, and says so."""
    plan = turn({"permanents": ["Lotus Cobra", "Forest", "Forest", "Forest", "Forest"],
                 "hand": ["Scapeshift", "Grizzly Bears", "Fabled Passage"], "library": ["Forest"]}, most=True)
    assert plan.possible and plan.cast == ("Scapeshift", "Grizzly Bears")
    assert any(s.action == "play" for s in plan.steps)
    assert not plan.proven and any(n.startswith(COBRA) for n in plan.notes)


@pytest.mark.parametrize("quest, proven", [(0, True), (2, False)])
def test_khalni_heart_expedition_with_evolution_sage_needs_two_landfalls(quest, proven):
    """With Evolution Sage each landfall gives the Expedition two counters at most (its own, then one proliferated,
    CR 603.3b: you order your triggers). Playing a Forest is the only landfall: from none, two counters, one short of
    its search, so its two lands never enter and Gigantosaurus ({G}{G}{G}{G}{G}) is out of reach, proven (it said
    "not proven"). From two counters the Forest gives the third: its two lands, two more mana with Lotus Cobra, would
    cast it, not proven."""
    khalni = {"card": "Khalni Heart Expedition", "counters": {"quest": quest}}
    plan = turn({"permanents": ["Lotus Cobra", khalni, "Evolution Sage", "Forest", "Forest"],
                 "hand": ["Forest", "Gigantosaurus"], "library": ["Forest", "Forest", "Island"]}, most=True)
    assert not plan.possible and plan.proven is proven
    assert any(n.startswith(COBRA) for n in plan.notes) is not proven


def test_scapeshift_beside_the_expedition_the_cheaper_sacrifices_win():
    """Five Forests, Scapeshift and Hill Giant ({3}{R}): eight mana. Scapeshift sacrificing three tapped Forests puts
    three lands there, three mana with Lotus Cobra: the plan, three lands sacrificed, five tapped. With two lands
    instead, the Expedition gets four counters (its own and Evolution Sage's proliferate on each landfall) and could
    be sacrificed for two more lands: three permanents sacrificed too and a Forest fewer tapped, but the Expedition's
    mana value sacrificed (2) comes before the permanents tapped, and the lands' is 0 — no better, so the plan is
    proven. Proving it needs the relaxation to charge the Expedition its mana value, and to let it search only after
    two landfalls."""
    plan = turn({"permanents": ["Lotus Cobra", "Khalni Heart Expedition", "Evolution Sage"] + ["Forest"] * 5,
                 "hand": ["Scapeshift", "Hill Giant"],
                 "library": ["Forest", "Forest", "Forest", "Mountain", "Mountain", "Island"]}, most=True)
    assert plan.possible and plan.proven and plan.cast == ("Scapeshift", "Hill Giant")
    assert len(plan.sacrificed) == 3 and all(p.startswith("Forest#") for p in plan.sacrificed)


def test_relaxation_reads_the_expeditions_counters_and_scapeshifts_lands():
    """The Expedition's activation needs as many landfalls as its missing counters over the counters each gives (its
    own and Evolution Sage's: two); Scapeshift puts at most as many lands as the library's land cards and the lands you
    may control (those there, and the land played, :func:`~manaplan.solver.turn.landfall_puts.shift_bound`)."""
    base = {"permanents": ["Lotus Cobra", "Khalni Heart Expedition", "Evolution Sage", "Forest", "Forest"],
            "hand": ["Forest", "Scapeshift"], "library": ["Forest", "Forest", "Island", "Plains", "Swamp"]}
    r = relaxation(base)
    assert [a.id for a in r.anytime] == ["Lotus Cobra#1 (landfall: the lands Khalni Heart Expedition#1 puts)"]
    assert r.gates == ((r.anytime[0].id, 2),)
    assert len(r.anytime[0].adds) == 15  # two mana, each of five colours
    assert {key for key, _ in r.after} == {"Scapeshift (hand)#1"} and len(r.after) == 5  # two Forests, a play, two
    alone = relaxation({**base, "permanents": ["Lotus Cobra", "Khalni Heart Expedition", "Forest", "Forest"]})
    assert alone.gates == ((alone.anytime[0].id, 3),)
    few = {**base, "library": ["Forest", "Swamp", "Lightning Bolt"]}
    board = board_from_data(few)
    analysis = analysed(board)
    assert shift_bound(analysis, [], 0) == 2  # the library's two lands


def test_relaxation_only_where_those_are_the_only_landfalls_not_counted():
    """No relaxation with two landfall sources, a library not given, or another spell putting lands there tapped
    (Explosive Vegetation: its lands would count too); none without Scapeshift or an Expedition."""
    base = {"permanents": ["Lotus Cobra", "Forest"], "hand": ["Scapeshift"], "library": ["Forest"]}
    assert relaxation(base) is not None
    assert relaxation({**base, "permanents": ["Lotus Cobra", "Lotus Cobra", "Forest"]}) is None
    assert relaxation({k: v for k, v in base.items() if k != "library"}) is None
    assert relaxation({**base, "hand": ["Scapeshift", "Explosive Vegetation"]}) is None
    assert relaxation({**base, "hand": ["Grizzly Bears"]}) is None


def test_relaxation_only_where_a_land_entering_does_nothing_else_for_mana():
    """The relaxation counts a land entering as Lotus Cobra's mana and the Expedition's counters only: none with
    Amulet of Vigor (it untaps the lands put there tapped) or Retreat to Coralhelm (a landfall untaps a creature: a
    mana creature tapped again); none with a bounceland in the library (its land returned may be played: a land
    play more) but where no plan with a land play more can be better (``land_play_moot``); Zhalfirin Void's scry on
    entering changes nothing. Evolution Sage's proliferate (CR 701.34a) only where nothing else of yours has
    counters (Everflowing Chalice's charge counters are its mana); Tatyova's draw only where no top of the library is
    given."""
    base = {"permanents": ["Lotus Cobra", "Forest"], "hand": ["Scapeshift"], "library": ["Forest", "Zhalfirin Void"]}
    assert relaxation(base) is not None
    assert relaxation({**base, "permanents": base["permanents"] + ["Amulet of Vigor"]}) is None
    assert relaxation({**base, "permanents": base["permanents"] + ["Retreat to Coralhelm"]}) is None
    bounce = {**base, "library": ["Forest", "Simic Growth Chamber"]}
    assert relaxation(bounce) is None and relaxation(bounce, land_play_moot=True) is not None
    sage = {**base, "permanents": base["permanents"] + ["Evolution Sage"]}
    assert relaxation(sage) is not None  # proliferate with nothing else to add counters to
    chalice = {"card": "Everflowing Chalice", "counters": {"charge": 1}}
    assert relaxation({**sage, "permanents": sage["permanents"] + [chalice]}) is None  # more counters, more mana
    tatyova = {**base, "permanents": base["permanents"] + ["Tatyova, Benthic Druid"]}
    assert relaxation(tatyova) is not None  # a card drawn from a library of unknown order is no part of any plan
    assert relaxation({**tatyova, "library_top": ["Llanowar Elves"]}) is None  # but a known top card could be


def test_turn_says_the_land_sacrificed_for_each_trigger(run, tmp_path):
    """In words, each trigger of a land Scapeshift puts there names the land sacrificed for it, and a spell paid
    with a trigger's mana from an earlier step names Lotus Cobra, not the trigger's id."""
    board = tmp_path / "shift.yaml"
    board.write_text("permanents: [Lotus Cobra, Forest, Forest, Forest, Forest]\n"
                     "hand: [Scapeshift, Llanowar Elves, Birds of Paradise, Fabled Passage]\n"
                     "library: [Forest, Forest, Forest, Island]\n")
    out = run("turn", str(board), "--most").output
    assert re.search(r"Lotus Cobra#1 triggers on a land Scapeshift puts \(1\) entering \(for Forest#\d sacrificed\), "
                     r"adding", out)
    assert "cast Birds of Paradise {G} (with Lotus Cobra#1's mana)" in out and "(landfall: " not in out


def test_a_kept_cost_paid_by_scapeshifts_landfall_sacrifices_its_land_in_the_plan():
    """Keeping {R} open after Scapeshift: the only red is Lotus Cobra's mana for a land Scapeshift puts there, and how
    many lands Scapeshift sacrifices is chosen as it resolves (CR 608.2), not later when the kept cost would be paid:
    the plan sacrifices a Forest tapped for Scapeshift and leaves {R} in the pool (CR 500.4), kept, proven — never
    "kept" with nothing sacrificed."""
    plan = turn({"permanents": ["Lotus Cobra", "Forest", "Forest", "Forest", "Forest"], "hand": ["Scapeshift"],
                 "library": ["Forest", "Forest", "Mountain"]}, most=True, keep="{R}")
    assert plan.possible and plan.kept and plan.proven
    assert len(plan.sacrificed) == 1 and str(plan.mana_left) == "{R}"


def test_every_candidate_cast_is_proven_impossible_within_a_bounded_search():
    """Lotus Cobra beside two Forests, a Forest and three Wood Elves in hand (each finds a Forest, Lotus Cobra adds a
    mana for each land entering): at most two Elves, and the turn asked to cast all three must prove that no plan
    does. With CP-SAT's default search that proof took 11 s (the whole time limit: "not proven either way"); its LP
    holding the enforced constraints proves it within a tenth of a unit of deterministic work per solve."""
    board = board_from_data({"permanents": ["Lotus Cobra", "Forest", "Forest"], "land_played": False,
                             "hand": ["Forest", "Wood Elves", "Wood Elves", "Wood Elves"],
                             "library": ["Island", "Forest", "Forest"]})
    with metered(per_solve=0.1):
        plan = solve_turn(board, ["Wood Elves"] * 3, time_limit=float("inf"))
    assert not plan.possible and plan.proven
    assert "2 of the 3" in plan.reason
