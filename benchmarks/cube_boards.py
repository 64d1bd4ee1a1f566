"""How long ``pay '{X}' --max-x`` and ``produce`` take on boards with Doubling Cube, beside the same boards without
it. Run ``python benchmarks/cube_boards.py`` (``--repeat N`` to take the best of N).

Printed, per board: the largest X (``?``: not proven) and pay's seconds, produce's most in all, its number of maximal
pools (``+``: cut) and seconds — each with the Cube and without it. A doubling fixes every "W or U" unit made before it
to one type, so a board of Signets or any-colour sources lists many more maximal pools with a Cube than without.
"""

from __future__ import annotations

import argparse
import time

from manaplan.models.board_files import board_from_data
from manaplan.solver.pay.solve import solve_payment
from manaplan.solver.produce.solve import produce

__all__ = ["BOARDS", "main"]

#: name -> the board's permanents without the Cube (as a board file would give them).
BOARDS: dict[str, list] = {
    "8 Forests": [{"card": "Forest", "count": 8}],
    "200 Forests": [{"card": "Forest", "count": 200}],
    "4 Signets + 10 Forests": [{"card": "Azorius Signet", "count": 4}, {"card": "Forest", "count": 10}],
    "6 Signets + Sol Ring + 12 Forests": [{"card": "Azorius Signet", "count": 6}, "Sol Ring",
                                          {"card": "Forest", "count": 12}],
    "Food Chain + Elves + 4 Forests": ["Food Chain", "Llanowar Elves", {"card": "Forest", "count": 4}],
}


def _run(permanents: list, repeat: int) -> tuple[str, float, str, float]:
    board = board_from_data({"permanents": permanents})
    best_pay = best_produce = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        paid = solve_payment(board, "{X}", max_x=True, time_limit=30)
        t1 = time.perf_counter()
        out = produce(board, time_limit=30)
        t2 = time.perf_counter()
        best_pay, best_produce = min(best_pay, t1 - t0), min(best_produce, t2 - t1)
    x = f"{paid.x}{'' if paid.optimal else '?'}" if paid.payable else "-"
    pools = f"{len(out.pools)}{'+' if out.pools_truncated else ''}"
    return x, best_pay, f"{out.max_total}{'' if out.max_total_proven else '?'} / {pools}", best_produce


def main(argv: list[str] | None = None) -> None:
    """Print the table."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=1)
    args = parser.parse_args(argv)
    print(f"{'board':<36} {'cube':<5} {'X':>5} {'pay s':>7} {'total / pools':>15} {'produce s':>10}")
    for name, permanents in BOARDS.items():
        for cube in (False, True):
            x, pay_s, figures, produce_s = _run(permanents + (["Doubling Cube"] if cube else []), args.repeat)
            print(f"{name:<36} {'yes' if cube else 'no':<5} {x:>5} {pay_s:>7.2f} {figures:>15} {produce_s:>10.2f}")


if __name__ == "__main__":
    main()
