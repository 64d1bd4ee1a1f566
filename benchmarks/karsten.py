"""Does ``manaplan deck`` reproduce F. Karsten's 2022 table? Every cell, for 40, 60, 80 and 99 cards. Not a test.

For each deck size and number N of red sources it builds Karsten's lands-only deck
(:func:`manaplan.solver.deck.karsten.karsten_deck`: N Mountains among 17/25/35/41 lands, Islands for the rest, the
spells of the table's rows in red; a 99-card deck has a commander and plays by the Commander rules) and plays
``--games`` games with ``manaplan deck``'s own machinery (``simulate``, Karsten's mulligan, on the play). For each
cell — a cost pattern and a deck size, whose table entry is k sources — it prints the probability of casting the
spell on curve given enough lands at k−1, k and k+1 sources (each ± one standard error) beside the threshold
(89 + mana value) %, and the verdict:

- ``reproduces``: P(k−1) < threshold ≤ P(k): k is the smallest count meeting it;
- ``differs: N``: the smallest count meeting the threshold among k−1 … k+1 is N (or none);
- ``(close)`` after either: P(k−1) or P(k) is within 3 standard errors of the threshold, so that ``--games``
  games do not decide the cell (nor, likely, did the games Karsten's table came from).

Probabilities are monotone in N, so the three counts decide the cell. The work is bounded by ``--games`` per deck,
never by a clock.

Usage::

    python benchmarks/karsten.py [--games 100000] [--sizes 40 60 80 99] [--seed 1] [--workers K] [--json]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from manaplan.solver.deck.executors import open_executor  # noqa: E402
from manaplan.solver.deck.games import Settings  # noqa: E402
from manaplan.solver.deck.karsten import CITATION, LANDS, ROWS, TABLE, karsten_deck, threshold  # noqa: E402
from manaplan.solver.deck.simulate import simulate  # noqa: E402

CLOSE = 3.0
"""Standard errors within which a probability does not decide a cell."""


def mana_value(row: str) -> int:
    """The mana value of a row: ``'2CC'`` → 4."""
    digits = row.rstrip("C")
    return (int(digits) if digits else 0) + row.count("C")


def measure(size: int, games: int, seed: int, executor, workers: int, progress) -> dict[tuple[str, int], tuple]:
    """(row, N) → (p, se) of on-curve castability given enough lands, for the N around each table entry."""
    wanted: dict[int, list[str]] = {}
    for row in ROWS:
        k = TABLE[size][row]
        for n in (k - 1, k, k + 1):
            if 0 <= n <= LANDS[size]:
                wanted.setdefault(n, []).append(row)
    out = {}
    for n in sorted(wanted):
        rows = tuple(wanted[n])
        report = simulate(karsten_deck(size, n, rows), games=games, seed=seed, settings=Settings(horizon=7),
                          executor=executor, workers=workers)
        for answer in report.spells:
            row = answer.spell.name.split(" ", 1)[1]
            if answer.spell.zone != "library":
                continue
            e = answer.at(answer.on_curve_turn, conditional=True)
            out[row, n] = (e.p, e.se)
        progress(size, n)
    return out


def verdict(size: int, row: str, found: dict) -> dict:
    k = TABLE[size][row]
    thr = threshold(mana_value(row))
    ps = {n: found.get((row, n)) for n in (k - 1, k, k + 1)}
    meets = [n for n in (k - 1, k, k + 1) if ps[n] is not None and ps[n][0] >= thr]
    smallest = min(meets) if meets else None
    close = any(ps[n] is not None and abs(ps[n][0] - thr) < CLOSE * ps[n][1] for n in (k - 1, k) if ps[n])
    return {"cards": size, "row": row, "table": k, "threshold": thr,
            "p": {str(n): (None if ps[n] is None else round(ps[n][0], 5)) for n in ps},
            "se": {str(n): (None if ps[n] is None else round(ps[n][1], 5)) for n in ps},
            "smallest": smallest, "reproduces": smallest == k, "close": close}


def _cell(p) -> str:
    return "    —          " if p is None else f"{100 * p[0]:6.2f}% ±{100 * p[1]:.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--games", type=int, default=100_000, help="games per deck (default 100,000)")
    parser.add_argument("--sizes", type=int, nargs="+", default=[40, 60, 80, 99], choices=sorted(TABLE))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=None, help="worker processes (default: the cores)")
    parser.add_argument("--json", action="store_true", help="the cells as JSON")
    args = parser.parse_args()
    started = time.perf_counter()
    cells = []

    def progress(size, n):
        print(f"  {size} cards, {n} sources done ({time.perf_counter() - started:.0f} s)", file=sys.stderr)

    with open_executor("local", args.workers) as opened:
        for size in args.sizes:
            found = measure(size, args.games, args.seed, opened.executor, opened.workers, progress)
            for row in ROWS:
                cells.append((verdict(size, row, found), found))
    if args.json:
        print(json.dumps([cell for cell, _ in cells], indent=1))
        return
    print(f"Karsten 2022 ({CITATION}) against manaplan deck: {args.games:,} games per deck, seed {args.seed}, "
          f"on the play, mulligan karsten2022, lands 17/25/35/41")
    print(f"{'cards':>5} {'cost':<6} {'table':>5} {'thr':>5}   {'P(k-1)':<15} {'P(k)':<15} {'P(k+1)':<15} verdict")
    same = 0
    for cell, found in cells:
        k, row = cell["table"], cell["row"]
        ps = [found.get((row, n)) for n in (k - 1, k, k + 1)]
        if cell["reproduces"]:
            same += 1
            words = "reproduces"
        else:
            words = f"differs: {cell['smallest'] if cell['smallest'] is not None else f'more than {k + 1}'}"
        if cell["close"]:
            words += " (close)"
        print(f"{cell['cards']:>5} {row:<6} {k:>5} {100 * cell['threshold']:4.0f}%   "
              + " ".join(f"{_cell(p):<15}" for p in ps) + f" {words}")
    print(f"{same} of {len(cells)} cells reproduce ({time.perf_counter() - started:.0f} s)")


if __name__ == "__main__":
    main()
