"""Additional costs that sacrifice a permanent (CR 601.2b, 601.2h), through click's runner: ``cast``, ``pay --for``
and ``turn`` name the permanent sacrificed, and say why not when there is none."""

from __future__ import annotations

import json

BOARD = "permanents: [Mountain, Mountain, Grizzly Bears]\nhand: [Fling]\n"
NO_CREATURE = "permanents: [Mountain, Mountain]\nhand: [Fling]\n"


def test_cast_json_names_the_creature_sacrificed(run):
    data = json.loads(run("cast", "-", "--json", input=BOARD).stdout)
    (fling,) = data["castable"]
    assert fling["card"] == "Fling" and fling["extra_costs"] == "sacrifice a creature"
    assert fling["sacrificed"] == ["Grizzly Bears#1"]
    data = json.loads(run("cast", "-", "--json", input=NO_CREATURE).stdout)
    (fling,) = data["not_castable"]
    assert fling["reason"] == "it needs a creature to sacrifice and you control none (CR 601.2b, 701.21a)"


def test_pay_for_sacrifices_as_cast_does(run):
    result = run("pay", "--for", "Fling", "-", input=BOARD)
    assert result.exit_code == 0 and "sacrificed Grizzly Bears" in result.output
    result = run("pay", "--for", "Fling", "-", input=NO_CREATURE)
    assert result.exit_code == 1 and "a creature to sacrifice" in result.output


def test_turn_says_which_creature_each_cast_sacrifices(run):
    board = "permanents: [Forest, Mountain, Mountain]\nhand: [Llanowar Elves, Fling]\n"
    result = run("turn", "-", "--json", input=board)
    data = json.loads(result.stdout)
    assert result.exit_code == 0 and data["possible"] and data["proven"]
    fling = next(s for s in data["steps"] if s["card"] == "Fling")
    assert fling["sacrifices"] == ["Llanowar Elves#1"]
    elves = next(s for s in data["steps"] if s["card"] == "Llanowar Elves")
    assert "sacrifices" not in elves  # only a cast that sacrificed something says so
    text = run("turn", "-", input=board).output
    assert "sacrifice Llanowar Elves#1" in text


def test_turn_sacrifices_an_artifact_after_the_affinity_spells_that_count_it(run):
    """Two Frogmites and Myr Enforcer (affinity for artifacts, CR 702.41a) are priced with the artifacts there as
    each is cast (CR 601.2f); Fling then sacrifices one of them (CR 601.2b, 601.2h): four of the five cast, Fling
    rather than Galvanic Blast (the greater mana value), proven, nothing left out."""
    board = ("land_played: true\npermanents: [Great Furnace, Great Furnace, Prophetic Prism, Tree of Tales]\n"
             "hand: [Myr Enforcer, Fling, Frogmite, Frogmite, Galvanic Blast]\n")
    result = run("turn", "-", "--most", "--json", input=board)
    data = json.loads(result.stdout)
    assert result.exit_code == 0 and not data["possible"] and data["proven"] and data["left_out"] == []
    assert [s["card"] for s in data["steps"]] == ["Frogmite", "Frogmite", "Myr Enforcer", "Fling"]
    assert data["not_cast"] == ["Galvanic Blast"] and data["sacrificed"][0].startswith("Frogmite#")
    text = run("turn", "-", "--most", input=board).output
    assert "left out" not in text and "4. cast Fling {1}{R}" in text and "sacrifice Frogmite#" in text
