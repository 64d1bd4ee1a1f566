"""How ``solve_payment`` scales: boards of 10, 50, 300 and 1,000 permanents. Not a test.

Each board mixes basics, duals, pain lands, any-colour lands, rocks, Signets, filter lands, Treasures and mana
creatures (some summoning sick), in a fixed pseudo-random order. For each board and cost the table shows the
solver's time (median of a few runs, in this process, OR-Tools already imported), the number of groups and ability
uses the model sees, the layers used, and whether the answer is proven optimal; then the whole-command time of a
fresh process on a ten-land board (``manaplan pay`` when the CLI has it, else ``python -c`` doing the same).

Aims: solve < 0.5 s at 300 permanents, < 2 s at 1,000; whole command on a ten-land board < 1 s.

Usage::

    python benchmarks/pay_scale.py [--runs N]
"""

from __future__ import annotations

import argparse
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from manaplan.models.board import Board, Permanent
from manaplan.models.cards.store import default_database
from manaplan.models.oracle.parser import parse_card
from manaplan.solver.analysis import analysed
from manaplan.solver.pay.solve import solve_payment
from manaplan.solver.pay.model import ordered_bound

MIX = [  # (card, weight)
    ("Plains", 6), ("Island", 6), ("Swamp", 6), ("Mountain", 6), ("Forest", 6), ("Snow-Covered Forest", 1),
    ("Hallowed Fountain", 2), ("Breeding Pool", 2), ("Sulfurous Springs", 2), ("City of Brass", 1),
    ("Command Tower", 1), ("Sol Ring", 1), ("Mind Stone", 1), ("Azorius Signet", 2), ("Golgari Signet", 2),
    ("Rakdos Signet", 2), ("Mystic Gate", 2), ("Graven Cairns", 1), ("Treasure", 2), ("Llanowar Elves", 2),
    ("Birds of Paradise", 1), ("Grizzly Bears", 2),
]
#: (cost, kept cost)
COSTS = [("{2}{W}{U}", None), ("{5}{W}{W}{U}{U}{B}{R}{G}", None), ("{X}{G}{G}", None), ("{3}{W}{U}", "{2}{B}{G}")]
#: A harder mix: abilities that can be used again and again (never grouped), sacrifice outlets, pain, counters.
HARD_MIX = MIX + [("Prismite", 2), ("Skyshroud Elf", 2), ("Ashnod's Altar", 1), ("Phyrexian Altar", 1),
                  ("Llanowar Wastes", 2), ("Gemstone Mine", 1), ("Eldrazi Spawn", 2), ("Crystal Vein", 1)]


def make_board(n: int, seed: int = 7, mix: list[tuple[str, int]] = MIX) -> Board:
    """A board of ``n`` permanents drawn from ``mix`` (fixed seed)."""
    rng = random.Random(seed)
    db = default_database()
    names = [name for name, _ in mix]
    weights = [w for _, w in mix]
    counts: dict[str, int] = {}
    perms = []
    for _ in range(n):
        name = rng.choices(names, weights)[0]
        card = db.get(name)
        counts[name] = counts.get(name, 0) + 1
        counters = (("mining", rng.randint(1, 3)),) if name == "Gemstone Mine" else ()
        perms.append(Permanent(id=f"{name}#{counts[name]}", card=card, sick=card.is_creature and rng.random() < 0.3,
                               tapped=rng.random() < 0.1, is_token=card.is_token, counters=counters))
    return Board(permanents=tuple(perms), life=20)


def time_solve(board: Board, cost: str, keep: str | None, runs: int) -> tuple[float, object]:
    times, payment = [], None
    for _ in range(runs):
        start = time.perf_counter()
        payment = solve_payment(board, cost, keep=keep, max_x="{X}" in cost, abilities=parse_card)
        times.append(time.perf_counter() - start)
    return statistics.median(times), payment


def whole_command() -> tuple[str, float]:
    """Seconds for a fresh process to answer a ten-land board (the CLI if it has ``pay``)."""
    board = "Plains x3, Island x3, Forest x2, Swamp, Mountain"
    exe = shutil.which("manaplan")
    if exe:
        probe = subprocess.run([exe, "pay", "--help"], capture_output=True, text=True)
        if probe.returncode == 0:
            cmd = [exe, "pay", "--board", board, "{2}{W}{U}"]
            return "manaplan pay", _median_run(cmd)
    code = ("from manaplan.models.board_files import parse_inline;"
            "from manaplan.solver.pay.solve import solve_payment;"
            f"p = solve_payment(parse_inline({board!r}), '{{2}}{{W}}{{U}}'); print(p.payable)")
    return "python -c", _median_run([sys.executable, "-c", code])


def _median_run(cmd: list[str], runs: int = 5) -> float:
    times = []
    with tempfile.TemporaryDirectory() as tmp:
        for _ in range(runs):
            start = time.perf_counter()
            subprocess.run(cmd, capture_output=True, text=True, cwd=tmp, check=False)
            times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--sizes", type=int, nargs="*", default=[10, 50, 300, 1000])
    args = parser.parse_args()
    solve_payment(make_board(3), "{1}")  # import OR-Tools once, outside the timings
    print(f"{'board':>5} {'perms':>5} {'groups':>6} {'uses':>5} {'ordered':>7}  {'cost':<36} {'solve s':>8}  "
          f"{'payable':<7} {'x':>4} {'tapped':>6} {'kept':<5} optimal")
    for label, mix in (("mixed", MIX), ("hard", HARD_MIX)):
        for n in args.sizes:
            board = make_board(n, mix=mix)
            pb = analysed(board, parse_card).activations()
            for cost, keep in COSTS:
                seconds, p = time_solve(board, cost, keep, args.runs)
                shown = cost + (f" keep {keep}" if keep else "")
                print(f"{label:>5} {n:>5} {len(pb.groups):>6} {len(pb.uses):>5} {ordered_bound(pb):>7}  {shown:<36} "
                      f"{seconds:>8.3f}  {str(p.payable):<7} {str(p.x if p.x is not None else ''):>4} "
                      f"{len(p.tapped):>6} {str(p.kept if p.kept is not None else ''):<5} {p.optimal}")
    how, seconds = whole_command()
    print(f"\nwhole command, ten-land board ({how}): {seconds:.2f} s")


if __name__ == "__main__":
    main()
