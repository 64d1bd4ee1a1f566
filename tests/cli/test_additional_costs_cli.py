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
