"""Real boards a little changed: is any command slow on a board *like* the benchmark boards, not only on them?

A benchmark board can be fast by luck (Chromatic Lantern on five_color made every land tap for any colour, and
without it ``pay {X} --max-x`` took 103 s). This draws variants of the real boards in ``benchmarks/boards/``, seeded
so that every run draws the same ones: each permanent kept, dropped (15%) or tapped (10%), and Chromatic Lantern
added or not. For each variant it times ``pay '{X}' --max-x``, ``produce`` and ``cast`` (when the board has a hand)
as a user runs them — a fresh process, ``--json``, default limits — and prints the CPU seconds of each as a ratio to
``pay ten_lands.yaml '{2}{W}{U}'`` in the same run, with whether the answer is proven.

Usage::

    python benchmarks/board_variants.py [--variants N] [--seed S] [--boards NAME ...] [--manaplan PATH]

The last lines give the worst ratio per command and how many answers were not proven.
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
BOARD_DIR = HERE / "boards"
DEFAULT_BOARDS = ["five_color.yaml", "five_color_no_lantern.yaml", "golgari_coffers.yaml", "artifacts_tron.yaml",
                  "tokens.yaml"]


def variant(data: dict, rng: random.Random) -> dict:
    """One variant of a board's data: each of your permanents kept, dropped or tapped; Lantern added or not."""
    out = dict(data)
    kept = []
    for entry in data.get("permanents", []):
        entry = {"card": entry} if isinstance(entry, str) else dict(entry)
        if entry.get("controller") == "opponent":
            kept.append(entry)
            continue
        roll = rng.random()
        if roll < 0.15:
            continue
        if roll < 0.25:
            entry["tapped"] = True
        kept.append(entry)
    if rng.random() < 0.5 and not any(e.get("card") == "Chromatic Lantern" for e in kept):
        kept.append({"card": "Chromatic Lantern"})
    out["permanents"] = kept
    return out


def cpu_of(args: list[str], cwd: str) -> tuple[float, dict | None]:
    """The CPU seconds of one fresh process and its JSON answer (None when it printed none)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(args, capture_output=True, text=True, cwd=cwd, timeout=300)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    try:
        return cpu, json.loads(done.stdout)
    except json.JSONDecodeError:
        return cpu, None


def proven(kind: str, data: dict | None) -> bool:
    if data is None:
        return False
    if kind == "pay":
        return bool(data.get("optimal"))
    if kind == "produce":
        return bool(data.get("proven"))
    return all(c.get("optimal", True) for c in data.get("castable", []))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variants", type=int, default=6, help="variants per board")
    parser.add_argument("--seed", type=int, default=12)
    parser.add_argument("--boards", nargs="*", default=DEFAULT_BOARDS)
    parser.add_argument("--manaplan", default=str(Path(sys.executable).with_name("manaplan")))
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as tmp:
        reference = [cpu_of([args.manaplan, "pay", str(BOARD_DIR / "ten_lands.yaml"), "{2}{W}{U}", "--json"], tmp)[0]
                     for _ in range(3)]
        ref = statistics.median(reference)
        print(f"reference: pay ten_lands.yaml {{2}}{{W}}{{U}} = {ref:.2f} s CPU (median of 3)")
        print(f"{'variant':34} {'pay X --max-x':>16} {'produce':>16} {'cast':>16}")
        worst: dict[str, float] = {}
        unproven: dict[str, int] = {}
        for name in args.boards:
            data = yaml.safe_load((BOARD_DIR / name).read_text())
            for i in range(args.variants):
                board = Path(tmp) / f"{Path(name).stem}_v{i}.yaml"
                board.write_text(yaml.safe_dump(variant(data, rng)))
                cells = []
                for kind, command in (("pay", ["pay", str(board), "{X}", "--max-x"]), ("produce", ["produce", str(board)]),
                                      ("cast", ["cast", str(board)])):
                    if kind == "cast" and not data.get("hand"):
                        cells.append(f"{'-':>16}")
                        continue
                    cpu, answer = cpu_of([args.manaplan, *command, "--json"], tmp)
                    ratio = cpu / ref
                    worst[kind] = max(worst.get(kind, 0.0), ratio)
                    ok = proven(kind, answer)
                    unproven[kind] = unproven.get(kind, 0) + (not ok)
                    cells.append(f"{cpu:6.2f}s ×{ratio:4.1f}{'' if ok else ' NP'}".rjust(16))
                print(f"{board.stem:34} " + " ".join(cells))
        print("worst ratio: " + ", ".join(f"{k} ×{v:.1f}" for k, v in worst.items()))
        print("not proven (NP): " + ", ".join(f"{k} {v}" for k, v in unproven.items()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
