"""Real late-game boards (issue 12): produce lists every maximal pool, proven, and its most in all is pay's X."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

BOARDS = Path(__file__).resolve().parents[2] / "benchmarks" / "boards"


@pytest.mark.parametrize("name", ["tokens", "golgari_coffers", "artifacts_tron"])
def test_produce_lists_every_pool_proven(run, name):
    board = str(BOARDS / f"{name}.yaml")
    out = json.loads(run("produce", board, "--json", "--time-limit", "60").stdout)
    assert out["proven"] and not out["pools_truncated"]
    paid = json.loads(run("pay", board, "{X}", "--max-x", "--json", "--time-limit", "60").stdout)
    assert paid["optimal"] and paid["x"] == out["max_total"]


def test_produce_writes_a_step_by_step_trade_off_as_one_line(run):
    out = run("produce", str(BOARDS / "tokens.yaml")).stdout
    assert "and one of (19): C×(36−2k), WUBRG×k for k = 0…18" in out
    assert "in every pool: " in out
