"""How long ``produce`` takes on big boards, and on the two boards that freeze an engine which enumerates
combinations. Run ``python benchmarks/produce_scale.py`` (``--repeat N`` to take the best of N).

Printed, per board: permanents, ability-graph nodes and edges, source groups, the figures, the number of pools (``+``:
cut), and seconds for the effects (fixed point included), for the whole answer, and for the fixed point alone.
"""

from __future__ import annotations

import argparse
import sys
import time

from manaplan.models.board_files import board_from_data
from manaplan.solver.rules.could_produce import fixed_point
from manaplan.solver.analysis import Session
from manaplan.solver.produce.solve import produce
from manaplan.solver.produce.model import production_board

__all__ = ["BOARDS", "main"]


def _opp(card: str, n: int = 1) -> dict:
    return {"card": card, "count": n, "controller": "opponent"}


#: name -> board data (as a board file would give it).
BOARDS: dict[str, dict] = {
    "200 Reflecting Pools + 20 basics": {"permanents": [
        {"card": "Reflecting Pool", "count": 200}, {"card": "Forest", "count": 10}, {"card": "Island", "count": 10}]},
    "200 reflecting sources, mixed": {"permanents": [
        {"card": "Reflecting Pool", "count": 60}, {"card": "Exotic Orchard", "count": 50},
        {"card": "Fellwar Stone", "count": 40}, {"card": "Naga Vitalist", "count": 30},
        {"card": "Harvester Druid", "count": 20}, {"card": "Breeding Pool", "count": 5}, "Wastes",
        _opp("Plains", 3), _opp("Swamp", 3), _opp("Mountain", 2)]},
    "200 Reflecting Pools, tapped lands, Mana Reflection": {"permanents": [
        {"card": "Reflecting Pool", "count": 200}, {"card": "Forest", "count": 5, "tapped": True},
        {"card": "Wastes", "tapped": True}, "Mana Reflection", "Contamination"]},
    "7 Cascading Cataracts": {"permanents": [{"card": "Cascading Cataracts", "count": 7}]},
    "Dryad of the Ilysian Grove + 12 lands": {"permanents": [
        "Dryad of the Ilysian Grove", {"card": "Forest", "count": 3}, {"card": "Island", "count": 3},
        {"card": "Wastes", "count": 2}, "Breeding Pool", "Reflecting Pool", "Exotic Orchard", "Cascading Cataracts"]},
    "20 basics + 10 Signets": {"permanents": [
        {"card": "Plains", "count": 10}, {"card": "Island", "count": 10}, {"card": "Azorius Signet", "count": 10}]},
    "1 Forest + 40 Signets (deep chain)": {"permanents": [
        "Forest", {"card": "Simic Signet", "count": 40}]},
}


def _measure(name: str, data: dict, repeat: int) -> dict:
    board = board_from_data(data, source=name)
    best_eff = best_all = best_fp = float("inf")
    out = eff = None
    for _ in range(repeat):
        analysis = Session().analysis(board)
        t0 = time.perf_counter()
        eff = analysis.effective
        t1 = time.perf_counter()
        out = produce(analysis)
        t2 = time.perf_counter()
        fixed_point(eff.graph)
        t3 = time.perf_counter()
        best_eff, best_all, best_fp = min(best_eff, t1 - t0), min(best_all, t2 - t0), min(best_fp, t3 - t2)
    groups = len(production_board(eff).sources)
    return {
        "board": name, "permanents": len(board.permanents), "nodes": eff.graph.number_of_nodes(),
        "edges": eff.graph.number_of_edges(), "groups": groups, "total": out.max_total,
        "by_type": " ".join(f"{t.value}{n}" for t, n in out.max_by_type.items()),
        "pools": f"{len(out.pools)}{'+' if out.pools_truncated else ''}", "proven": out.proven,
        "effects_s": best_eff, "produce_s": best_all, "fixed_point_s": best_fp,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=1, help="take the best of N runs (default 1)")
    args = parser.parse_args(argv)
    rows = [_measure(name, data, max(1, args.repeat)) for name, data in BOARDS.items()]
    head = ("board", "perm", "nodes", "edges", "groups", "total", "most of each type", "pools", "proven",
            "effects s", "produce s", "fixpoint s")
    widths = (52, 5, 6, 7, 6, 6, 24, 6, 6, 9, 9, 10)
    print("  ".join(h.ljust(w) for h, w in zip(head, widths)))
    for r in rows:
        cells = (r["board"], r["permanents"], r["nodes"], r["edges"], r["groups"], r["total"], r["by_type"],
                 r["pools"], "yes" if r["proven"] else "no", f"{r['effects_s']:.3f}", f"{r['produce_s']:.3f}",
                 f"{r['fixed_point_s']:.4f}")
        print("  ".join(str(c).ljust(w) for c, w in zip(cells, widths)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
