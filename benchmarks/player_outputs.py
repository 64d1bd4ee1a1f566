"""What a player reads: the text answers of ``produce``, ``pay --explain``, ``cast`` and ``board`` on each benchmark
board, one file per board and command, for a review to read and to compare two checkouts by.

The costs paid are the board's own (the ``manaplan pay …`` lines of its comment) and the one
``benchmarks/same_answers.py`` pays on it. Each command runs in this interpreter's manaplan through click's test
runner (no terminal: no colours, no progress line), with a generous ``--time-limit`` so that no answer depends on the
machine's speed.

Usage::

    python benchmarks/player_outputs.py OUT_DIR [--only SUBSTRING]

Run it with each checkout's interpreter (``/path/to/checkout/.venv/bin/python benchmarks/player_outputs.py
benchmarks/outputs/after``) and compare the folders (``diff -r``). The files are named
``<board>.<command>[.<n>].txt``; each starts with the command line it answers.
"""

from __future__ import annotations

import argparse
import re
import shlex
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(HERE))

from same_answers import REAL_COSTS  # noqa: E402 - a sibling script: the costs it pays on the real boards

TIME_LIMIT = "60"
_PAY_LINE = re.compile(r"^#\s+manaplan pay \S+ (.*)$")


def command_lines(board: Path) -> list[tuple[str, list[str]]]:
    """(file stem, command line without the program name) for one board."""
    rel = str(board.relative_to(REPO))
    lines = [("produce", ["produce", rel]), ("board", ["board", rel]), ("cast", ["cast", rel])]
    costs: list[list[str]] = []
    if board.name in REAL_COSTS:
        costs.append([REAL_COSTS[board.name]])
    for text in board.read_text().splitlines():
        found = _PAY_LINE.match(text)
        if found and shlex.split(found.group(1)) not in costs:
            costs.append(shlex.split(found.group(1)))
    for n, cost in enumerate(costs, 1):
        lines.append((f"pay.{n}", ["pay", rel, *cost, "--explain"]))
    return [(stem, line + (["--time-limit", TIME_LIMIT] if line[0] != "board" else [])) for stem, line in lines]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", help="the folder to write the text answers to")
    parser.add_argument("--only", default=None, help="only boards whose file name contains this")
    args = parser.parse_args()
    from click.testing import CliRunner

    from manaplan.cli.main import app

    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    runner = CliRunner()
    for board in sorted((HERE / "boards").glob("*.yaml")):
        if args.only and args.only not in board.name:
            continue
        for stem, line in command_lines(board):
            got = runner.invoke(app, line, catch_exceptions=True, terminal_width=120)
            shown = " ".join(shlex.quote(a) for a in ["manaplan", *line])
            text = f"$ {shown}\n{got.output}" + (f"(exit {got.exit_code})\n" if got.exit_code else "")
            (out / f"{board.stem}.{stem}.txt").write_text(text)
            print(f"{board.stem}.{stem}: exit {got.exit_code}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
