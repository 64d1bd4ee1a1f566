"""``manaplan turn`` reads a permanent's activation condition that counts permanents (CR 602.5b: Mox Opal's
metalcraft, "Activate only if you control three or more artifacts.") as the ability is activated: with the
permanents cast before it (CR 601.2i, 608.3: a permanent spell is on the battlefield once it resolved) and without
those sacrificed before it (a Lotus Petal, a Treasure, Fling's cost: CR 601.2b, 601.2h). A permanent there from the
start may be tapped before anything leaves, its mana staying in the pool through the main phase (CR 106.4).

Before, the turn model read the condition on its board with every permanent that may enter this turn already there
and none gone: it tapped Mox Opal for Llanowar Elves counting a Bonesplitter never cast, and after Fabricate's Lotus
Petal was sacrificed."""

from __future__ import annotations

import json
from pathlib import Path

from manaplan.models.board_files import board_from_data, load_board
from manaplan.solver.turn import solve_turn
from manaplan.solver.turn.conditioned import conditioned_uses
from manaplan.solver.analysis import analysed

BOARDS = Path(__file__).resolve().parents[1] / "turn_boards"


def turn(data: dict, **kwargs):
    return solve_turn(board_from_data(data), most=True, **kwargs)


def plan_steps(data: dict) -> list[tuple[int, str, str]]:
    """Every mana step of a ``turn --json`` answer in the order played: (step, permanent, action)."""
    return sorted((p["step"], p["permanent"], p["action"]) for s in data["steps"] for p in s["plan"])


def test_opal_found_after_the_petal_left_is_not_tapped():
    """Fabricate paid with Sol Ring and the sacrificed Lotus Petal finds Mox Opal; then Sol Ring and Opal are the
    only artifacts, so Opal cannot be tapped (CR 602.5b) and Llanowar Elves cannot be cast: one of the two, proven."""
    plan = turn({"permanents": ["Lotus Petal", "Sol Ring"], "hand": ["Fabricate", "Llanowar Elves"],
                 "library": ["Mox Opal", "Forest"]})
    assert plan.proven and not plan.possible
    assert "Llanowar Elves" not in plan.cast


def test_opal_does_not_count_an_artifact_never_cast():
    """Two artifacts; Bonesplitter ({1}) would be the third, but nothing pays for it: Opal is never tapped, so
    neither spell is cast (before: "cast Llanowar Elves (tap Mox Opal#1)", counting the uncast Bonesplitter)."""
    plan = turn({"permanents": ["Mox Opal", "Darksteel Relic"], "hand": ["Bonesplitter", "Llanowar Elves"]})
    assert plan.proven and not plan.possible and plan.cast == ()


def test_opal_counts_an_artifact_cast_before_it_and_taps_before_the_petal_leaves():
    """With Mox Opal, Lotus Petal and Darksteel Relic, Opal taps while the Petal is there (its mana waits in the pool,
    CR 106.4) or after Ornithopter entered (CR 608.3): every spell is cast, proven."""
    both = turn({"permanents": ["Mox Opal", "Lotus Petal", "Darksteel Relic"],
                 "hand": ["Opt", "Ornithopter", "Llanowar Elves"]})
    assert both.proven and both.possible
    before = turn({"permanents": ["Mox Opal", "Lotus Petal", "Darksteel Relic"], "hand": ["Opt", "Llanowar Elves"]})
    assert before.proven and before.possible


def test_opal_tapped_before_the_petal_is_sacrificed_in_the_plan(run, tmp_path):
    """The plan shows Opal's tap before the Petal's sacrifice: after it, two artifacts are left (CR 602.5b)."""
    path = tmp_path / "opal.json"
    path.write_text(json.dumps({"permanents": ["Mox Opal", "Lotus Petal", "Darksteel Relic"],
                                "hand": ["Opt", "Llanowar Elves"]}))
    result = run("turn", str(path), "--json")
    assert result.exit_code == 0, result.output
    steps = plan_steps(json.loads(result.output))
    opal = [n for n, pid, action in steps if pid == "Mox Opal#1" and action == "tap"]
    petal = [n for n, pid, action in steps if pid == "Lotus Petal#1" and action == "sacrifice"]
    assert len(opal) == len(petal) == 1 and opal[0] < petal[0], steps


def test_a_realistic_fabricate_for_opal_never_taps_it(run):
    """The realistic Kinnan board: Fabricate paid with Lotus Petal's {U} finds Mox Opal, which then sees two artifacts
    (Grim Monolith and itself): the plan never taps it (before, it tapped Opal for Veil of Summer)."""
    result = run("turn", str(BOARDS / "opal_kinnan_fabricate.yaml"), "--most", "--json")
    assert result.exit_code in (0, 1), result.output
    data = json.loads(result.output)
    assert not any(pid == "Mox Opal#1" for _, pid, _ in plan_steps(data)), data["steps"]
    assert len(data["cast"]) >= 3


def test_a_condition_that_holds_all_turn_needs_nothing():
    """Three artifacts that no cost may remove: Opal's use is not gated (the model is as before)."""
    pb = analysed(board_from_data({"permanents": ["Mox Opal", "Sol Ring", "Darksteel Relic"]})).activations()
    assert conditioned_uses(pb, {}, frozenset())[1] == []


def test_an_output_counting_a_creature_flung_before_it(run, tmp_path):
    """Leafkin Druid ("{T}: Add {G}. If you control four or more creatures, add {G}{G} instead."), cast this turn
    with haste from Concordant Crossroads, taps for {G}{G} while the three Elves are there, before Fling sacrifices
    one (CR 605.3b: counted as it resolves): all three spells, proven. Tapped after Fling it would add {G} (its base:
    a version of its use counted at three creatures); before, the plan tapped it for {G}{G} after Fling."""
    path = tmp_path / "leafkin.json"
    path.write_text(json.dumps({"permanents": ["Concordant Crossroads", "Llanowar Elves", "Elvish Mystic",
                                               "Fyndhorn Elves", "Mountain"],
                                "hand": ["Fling", "Leafkin Druid", "Grizzly Bears", "Wurmcoil Engine"]}))
    result = run("turn", str(path), "--most", "--json")
    data = json.loads(result.output)
    assert data["proven"] and sorted(data["cast"]) == ["Fling", "Grizzly Bears", "Leafkin Druid"]
    casts = [s["card"] for s in data["steps"]]
    # a step listed under a cast is played before it: the Druid's {G}{G} comes before Fling's sacrifice
    druid = [i for i, s in enumerate(data["steps"]) for p in s["plan"]
             if p["permanent"] == "Leafkin Druid#1" and p["adds"] == "{G}{G}"]
    assert druid and druid[0] <= casts.index("Fling"), data["steps"]
