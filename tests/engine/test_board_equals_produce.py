"""Property: for every permanent ``produce`` reports, ``board --json`` says it could produce the same types
(CR 106.7), on boards where effects change what permanents could produce (land types CR 305.7, grants and ability
loss CR 613.1f, reflection CR 106.7)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from manaplan.solver.work import metered

from manaplan_tests import NO_TIME_LIMIT, PER_SOLVE

BOARDS = Path(__file__).resolve().parent / "boards"

INLINE = [
    "Blood Moon, Breeding Pool, Urborg, Tomb of Yawgmoth, Forest",
    "Urborg, Tomb of Yawgmoth, Forest, Reflecting Pool",
    "Chromatic Lantern, Swamp, Reflecting Pool, Exotic Orchard, Glacial Fortress (opp)",
    "Cryptolith Rite, Llanowar Elves, Birds of Paradise (sick), Reflecting Pool, Forest",
    "Imprisoned in the Moon (on=Birds of Paradise#1), Birds of Paradise, Exotic Orchard, Plains (opp)",
    "Blood Moon, Chromatic Lantern, Reflecting Pool, Hallowed Fountain, Exotic Orchard, Watery Grave (opp)",
    "Gaea's Cradle, Corrupted Grafstone, Cryptolith Rite",
]


def _board_sets(run, args) -> dict[str, set[str]]:
    data = json.loads(run("board", *args, "--json").output)
    return {p["id"]: set(p["could_produce"]) for p in data["permanents"]}


def _produce_sets(run, args) -> dict[str, set[str]]:
    with metered(per_solve=PER_SOLVE):
        data = json.loads(run("produce", *args, "--json", "--time-limit", NO_TIME_LIMIT).output)
    return {s["permanent"]: set(s["could_produce"]) for s in data["sources"]}


@pytest.mark.parametrize("args", [("--board", text) for text in INLINE] + [(str(BOARDS / "effects_mix.yaml"),)],
                         ids=[*(f"inline{i}" for i in range(len(INLINE))), "effects_mix"])
def test_board_could_produce_equals_produce_could_produce(run, args):
    board, produce = _board_sets(run, args), _produce_sets(run, args)
    assert produce, "produce reports no source"
    for pid, types in produce.items():
        assert board[pid] == types, pid
