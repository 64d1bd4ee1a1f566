"""How ``manaplan turn --most`` scales with the hand: 3, 5, 7 and 10 real cards on three real boards; and how ``turn
--turns N`` (N = 3 and 5 by default) does with a seven-card hand and known draws on those boards and on a small board
(two lands). Not a test.

Each measurement is a fresh process, ``manaplan turn BOARD --most --json`` started from an empty directory (start-up,
imports, the card database, the solve and the printing all count), as in ``benchmarks/side_by_side.py``. The boards
are ``benchmarks/boards/ten_lands.yaml``, ``five_color.yaml`` and ``golgari_coffers.yaml`` with their hand replaced by
the first N cards of a fixed list of real cards for that board (written below; a land among them is the land
play, the rest are candidates), and ``land_played: false`` so the land play is open.

The table gives the median wall seconds and the median CPU seconds (user + system of the child, from
``getrusage``; steadier than wall time on a busy machine) over ``--runs`` runs, each also as a ratio to ``manaplan
pay ten_lands.yaml '{2}{W}{U}' --json`` measured in the same run, then what the answer says: ``possible``, the
number of spells cast (helpers included), and whether it is proven (``proven``/``optimal`` in the JSON, when given). ``TIMEOUT``
when the process was killed after ``--timeout`` seconds; ``exit N`` for an exit status of 2 or more.

Before ``manaplan turn`` exists in the checkout the ``turn`` rows are skipped with a message and only the
reference is timed; before ``turn --turns`` exists, so are the ``--turns`` rows (``--turns`` with no number: none).

Usage::

    python benchmarks/turn_scale.py [--runs N] [--exe PATH/TO/manaplan] [--sizes 3 5 7 10] [--turns 3 5]
                                    [--timeout S]
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
BOARD_DIR = HERE / "boards"

#: The small board of the ``--turns`` rows: two lands, written into the run's folder (not one of benchmarks/boards).
SMALL = "small_two_lands"
SMALL_BOARD = {"life": 20, "permanents": ["Forest", "Swamp"]}

#: board file -> its hand, in the order cards are taken (the first N make a hand of N). Real cards a player of that
#: deck could hold: rocks, rituals, ramp, cost changers, spells of every size.
HANDS: dict[str, list[str]] = {
    "ten_lands.yaml": ["Sol Ring", "Counterspell", "Lightning Bolt", "Azorius Signet", "Divination",
                       "Dark Ritual", "Forest", "Goblin Electromancer", "Cultivate", "Grizzly Bears"],
    "five_color.yaml": ["Cyclonic Rift", "Swords to Plowshares", "Cultivate", "Toxic Deluge", "Mystic Confluence",
                        "Arcane Signet", "Niv-Mizzet Reborn", "Command Tower", "Craterhoof Behemoth",
                        "Rhystic Study"],
    "golgari_coffers.yaml": ["Dark Ritual", "Eternal Witness", "Toxic Deluge", "Golgari Signet", "Llanowar Elves",
                             "Grim Harvest", "Swamp", "Craterhoof Behemoth", "Cultivate", "Exsanguinate"],
    SMALL: ["Forest", "Golgari Signet", "Llanowar Elves", "Grizzly Bears", "Ravenous Chupacabra", "Cultivate",
            "Craterhoof Behemoth", "Swamp", "Dark Ritual", "Eternal Witness"],
}
#: board file -> the draws of the ``--turns`` rows (lands and spells a player of that deck could draw).
DRAWS: dict[str, list[str]] = {
    "ten_lands.yaml": ["Island", "Mind Stone", "Plains", "Fact or Fiction"],
    "five_color.yaml": ["Forest", "Kodama's Reach", "Island", "Cyclonic Rift"],
    "golgari_coffers.yaml": ["Swamp", "Grim Harvest", "Forest", "Toxic Deluge"],
    SMALL: ["Swamp", "Forest", "Island", "Forest"],
}
REFERENCE = ["pay", str(BOARD_DIR / "ten_lands.yaml"), "{2}{W}{U}", "--json"]


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_once(exe: str, args: list[str], timeout: float, cwd: str) -> tuple[float, float, str, dict | None]:
    """Wall seconds, CPU seconds, status ('' / 'TIMEOUT' / 'exit N' / 'bad json'), the parsed JSON."""
    cpu0, start = _children_cpu(), time.perf_counter()
    try:
        proc = subprocess.run([exe, *args], capture_output=True, text=True, cwd=cwd, timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        return time.perf_counter() - start, _children_cpu() - cpu0, "TIMEOUT", None
    wall, cpu = time.perf_counter() - start, _children_cpu() - cpu0
    if proc.returncode >= 2 or proc.returncode < 0:
        last = (proc.stderr.strip().splitlines() or [""])[-1]
        return wall, cpu, f"exit {proc.returncode}: {last[:60]}", None
    try:
        return wall, cpu, "", json.loads(proc.stdout)
    except json.JSONDecodeError:
        return wall, cpu, "bad json", None


def has_turn(exe: str) -> tuple[bool, bool]:
    """(the checkout has ``turn``, its ``turn`` takes ``--time-limit``)."""
    probe = subprocess.run([exe, "turn", "--help"], capture_output=True, text=True, check=False)
    return probe.returncode == 0, "--time-limit" in probe.stdout


def has_turns(exe: str) -> bool:
    """The checkout's ``turn`` takes ``--turns``."""
    probe = subprocess.run([exe, "turn", "--help"], capture_output=True, text=True, check=False)
    return "--turns" in probe.stdout


def board_variant(board: str, hand: list[str], folder: Path, draws: list[str] | None = None) -> Path:
    """The board file with ``hand`` (and ``draws``) and the land play open, written into ``folder``."""
    import yaml  # manaplan reads YAML board files, so PyYAML is there when this runs in its venv

    data = dict(SMALL_BOARD) if board == SMALL else (yaml.safe_load((BOARD_DIR / board).read_text()) or {})
    data["hand"] = list(hand)
    data["land_played"] = False
    if draws is not None:
        data["draws"] = list(draws)
    path = folder / f"{Path(board).stem}_hand{len(hand)}{'_draws' if draws is not None else ''}.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False))
    return path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--exe", default=str(REPO / ".venv" / "bin" / "manaplan"))
    parser.add_argument("--sizes", type=int, nargs="*", default=[3, 5, 7, 10])
    parser.add_argument("--boards", nargs="*", default=[b for b in HANDS if b != SMALL])
    parser.add_argument("--turns", type=int, nargs="*", default=[3, 5], help="the --turns rows (hand of 7)")
    parser.add_argument("--timeout", type=float, default=120.0)
    parser.add_argument("--time-limit", type=float, default=10.0, help="passed to turn when it takes --time-limit")
    args = parser.parse_args()

    turn_ok, takes_limit = has_turn(args.exe)
    takes_turns = turn_ok and has_turns(args.exe)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        rows: list[tuple[str, str, list[str]]] = []
        for board in args.boards:
            for n in args.sizes:
                path = board_variant(board, HANDS[board][:n], folder)
                cmd = ["turn", str(path), "--most", "--json"]
                if takes_limit:
                    cmd += ["--time-limit", f"{args.time_limit:g}"]
                rows.append((board, f"hand {n}", cmd))
        for board in [*args.boards, SMALL] if takes_turns else []:
            for t in args.turns:
                path = board_variant(board, HANDS[board][:7], folder, DRAWS[board])
                cmd = ["turn", str(path), "--turns", str(t), "--json", "--time-limit", f"{args.time_limit:g}"]
                rows.append((board, f"7, turns {t}", cmd))
        run_once(args.exe, REFERENCE, args.timeout, tmp)  # warm-up, untimed
        ref_wall, ref_cpu = [], []
        results: dict[int, dict] = {i: {"wall": [], "cpu": [], "status": "", "data": None} for i in range(len(rows))}
        for r in range(args.runs):
            wall, cpu, status, _ = run_once(args.exe, REFERENCE, args.timeout, tmp)
            ref_wall.append(wall)
            ref_cpu.append(cpu)
            if not turn_ok:
                continue
            for i, (board, n, cmd) in enumerate(rows):
                wall, cpu, status, data = run_once(args.exe, cmd, args.timeout, tmp)
                out = results[i]
                out["wall"].append(wall)
                out["cpu"].append(cpu)
                out["status"] = out["status"] or status
                out["data"] = out["data"] or data
                print(f"  run {r + 1}/{args.runs} {board:<22} {n:>12}: {wall:6.2f}s (cpu {cpu:5.2f}s) {status}",
                      file=sys.stderr, flush=True)
    rw, rc = statistics.median(ref_wall), statistics.median(ref_cpu)
    print(f"reference: manaplan pay ten_lands.yaml '{{2}}{{W}}{{U}}' --json: {rw:.2f}s wall, {rc:.2f}s cpu "
          f"(median of {args.runs})")
    if not turn_ok:
        print(f"turn rows skipped: {args.exe} has no 'turn' command (issue 14 is not in this checkout yet)")
        return
    if turn_ok and not takes_turns:
        print(f"--turns rows skipped: {args.exe} has no 'turn --turns'")
    print(f"{'board':<22} {'hand':>12} {'wall s':>7} {'×pay':>6} {'cpu s':>6} {'×pay':>6}  {'possible':<8} "
          f"{'cast':>4}  proven")
    for i, (board, n, _) in enumerate(rows):
        out = results[i]
        wall, cpu = statistics.median(out["wall"]), statistics.median(out["cpu"])
        data = out["data"] or {}
        proven = data.get("proven", data.get("optimal", ""))
        shown = out["status"] or f"{str(data.get('possible')):<8} {len(data.get('cast') or []):>4}  {proven}"
        print(f"{board:<22} {n:>12} {wall:7.2f} {wall / rw:6.1f} {cpu:6.2f} {cpu / rc:6.1f}  {shown}")


if __name__ == "__main__":
    main()
