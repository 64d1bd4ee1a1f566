"""How ``manaplan turn --most`` scales with the hand: hands of 3, 5, 7 and 10 cards on real boards. Not a test.

Each measurement is a fresh process, ``manaplan turn BOARD --most --json`` (interpreter start-up, imports, the card
database, the effective board, every model and the printing), on a copy of the board whose ``hand:`` is the first
N cards of a fixed list for that board (rocks, rituals, dorks, lands, spells of every colour). The table gives the
median CPU seconds of the process (user + system, ``getrusage``) and that time as a ratio to ``manaplan pay
ten_lands.yaml '{2}{W}{U}'`` measured in the same run (the project's reference), with how many cards were cast and
whether the answer is proven.

Target (issue 14): 7 cards on five_color in about twice the time of ``pay`` on ten lands.

Usage::

    python benchmarks/turn_scale.py [--runs N] [--exe PATH]
"""

from __future__ import annotations

import argparse
import json
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
BOARDS = HERE / "boards"

#: board file -> the hand, in order (the first N cards are the hand of N).
HANDS: dict[str, list[str]] = {
    "ten_lands.yaml": ["Sol Ring", "Counterspell", "Dark Ritual", "Llanowar Elves", "Lightning Bolt", "Mind Stone",
                       "Grizzly Bears", "Swords to Plowshares", "Divination", "Forest"],
    "five_color.yaml": ["Cyclonic Rift", "Craterhoof Behemoth", "Genesis Wave", "Swords to Plowshares",
                        "Niv-Mizzet Reborn", "Cultivate", "Mystic Confluence", "Dark Ritual", "Sol Ring",
                        "Counterspell"],
    "golgari_coffers.yaml": ["Exsanguinate", "Craterhoof Behemoth", "Eternal Witness", "Grim Harvest",
                             "Dark Ritual", "Llanowar Elves", "Nature's Lore", "Sol Ring", "Swamp",
                             "Finale of Devastation"],
}
SIZES = (3, 5, 7, 10)


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(args: list[str]) -> tuple[float, float, dict | None]:
    """(wall seconds, CPU seconds, JSON answer or None) of one fresh process."""
    cpu0, start = _children_cpu(), time.perf_counter()
    done = subprocess.run(args, capture_output=True, text=True, timeout=300)
    wall, cpu = time.perf_counter() - start, _children_cpu() - cpu0
    try:
        return wall, cpu, json.loads(done.stdout)
    except json.JSONDecodeError:
        return wall, cpu, None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--exe", default=shutil.which("manaplan") or str(Path(sys.executable).parent / "manaplan"))
    opts = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        reference = [run([opts.exe, "pay", str(BOARDS / "ten_lands.yaml"), "{2}{W}{U}", "--json"])[1]
                     for _ in range(opts.runs)]
        pay_cpu = statistics.median(reference)
        print(f"reference: pay ten_lands.yaml '{{2}}{{W}}{{U}}': {pay_cpu:.2f} s CPU (median of {opts.runs})")
        print(f"{'board':<22}{'hand':>5}{'CPU s':>8}{'× pay':>7}{'wall s':>8}  {'cast':>5}  proven")
        for board_name, hand in HANDS.items():
            data = yaml.safe_load((BOARDS / board_name).read_text())
            for n in SIZES:
                data["hand"] = hand[:n]
                data["land_played"] = False
                data.setdefault("library", ["Forest", "Swamp", "Island", "Forest"])
                path = Path(tmp) / f"{board_name[:-5]}_{n}.yaml"
                path.write_text(yaml.safe_dump(data))
                results = [run([opts.exe, "turn", str(path), "--most", "--json"]) for _ in range(opts.runs)]
                cpu = statistics.median(r[1] for r in results)
                wall = statistics.median(r[0] for r in results)
                answer = results[-1][2] or {}
                cast = f"{len(answer.get('cast', []))}" if answer else "err"
                print(f"{board_name:<22}{n:>5}{cpu:>8.2f}{cpu / pay_cpu:>7.1f}{wall:>8.2f}  {cast:>5}  "
                      f"{answer.get('proven')}")
                sys.stdout.flush()


if __name__ == "__main__":
    start = time.perf_counter()
    main()
    print(f"({time.perf_counter() - start:.0f} s)")
