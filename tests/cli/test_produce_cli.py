"""``manaplan produce`` through click's runner: its JSON keys (README "JSON answers"), the table for people,
--graph, errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest


BOARDS = Path(__file__).resolve().parents[1] / "produce_boards"
EXAMPLES = Path(__file__).resolve().parents[1].parent / "examples"


def test_json_has_the_spec_keys(run):
    result = run("produce", str(BOARDS / "auras.yaml"), "--json")
    assert result.exit_code == 0
    data = json.loads(result.output)
    for key in ("sources", "max_total", "max_by_type", "pools", "pools_truncated", "unbounded"):
        assert key in data
    assert list(data["max_by_type"]) == ["W", "U", "B", "R", "G", "C"]
    source = data["sources"][0]
    for key in ("permanent", "card", "could_produce", "available", "why_not", "unsupported"):
        assert key in source
    pool_ref = next(s for s in data["sources"] if s["permanent"] == "Reflecting Pool#1")
    assert pool_ref["could_produce"] == ["W", "G"]  # WUBRGC order
    assert all(isinstance(n, int) and n > 0 for pool in data["pools"] for n in pool.values())


def test_people_table_marks_and_totals(run):
    result = run("produce", "--board", "Forest, Breeding Pool, Azorius Signet (tapped)")
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert lines[0] == "produce: 2 mana at most (net of costs) · most of each W 0 U 1 B 0 R 0 G 2 C 0 · 2 sources ready, 1 not now"
    header = lines[1].split()
    assert header == ["source", "W", "U", "B", "R", "G", "C"]
    pool_line = next(line for line in lines if line.startswith("Breeding Pool#1"))
    assert pool_line.count("✓") == 2
    assert any("tapped" in line for line in lines if line.startswith("Azorius Signet#1"))
    assert any(line.startswith("most in all") and " 2 " in line for line in lines)


def test_unbounded_loop_is_named(run):
    result = run("produce", str(BOARDS / "monolith_power_artifact.yaml"))
    assert "unbounded" in result.output and "Basalt Monolith#1" in result.output and "Power Artifact" in result.output
    data = json.loads(run("produce", str(BOARDS / "monolith_power_artifact.yaml"), "--json").output)
    assert data["unbounded"] is True and data["loops"][0]["permanent"] == "Basalt Monolith#1"


def test_graph_writes_dot_with_could_produce_labels(run, tmp_path):
    target = tmp_path / "g.dot"
    result = run("produce", str(BOARDS / "reflecting_colorless.yaml"), "--graph", str(target))
    assert result.exit_code == 0
    text = target.read_text()
    assert text.startswith("digraph") and "→ GC" in text and '"Reflecting Pool#1:0" -> "Forest#1:0"' in text


def test_example_board_and_stdin(run):
    assert run("produce", str(EXAMPLES / "commander.yaml")).exit_code == 0
    piped = run("produce", "-", "--json", input='{"permanents": ["Forest", {"card": "Island", "count": 2}]}')
    assert json.loads(piped.output)["max_total"] == 3


@pytest.mark.parametrize("args, words", [
    (("produce", "--board", "Forest, Llanowar Elfs"), "Llanowar Elves"),
    (("produce", "no/such/file.yaml"), "file.yaml"),
    (("produce",), "BOARD"),
])
def test_bad_input_exit_2(run, args, words):
    result = run(*args)
    assert result.exit_code == 2 and words in result.output and "Traceback" not in result.output
