"""Do two checkouts give the same answers? Every command's ``--json`` (and its text) on many boards, byte for byte.

A refactor must not change an answer. This script runs one fixed list of command lines — on the real boards of
``benchmarks/boards/``, the ``examples/`` and every rules-scenario board of the tests (``tests/*_boards/``,
``tests/engine/boards/``): ``produce``, ``pay`` of a few costs (``{X} --max-x`` among them, one with ``--keep``),
``cast``, ``board``, ``turn --most`` where the board has a hand and ``turn --turns 3`` where it has draws — in each
checkout, and lists every command whose output differs. Each checkout runs the whole list in one process of its own
interpreter (through click's test runner: start-up is not what is compared), with a generous ``--time-limit`` so that
no answer depends on the machine's speed; the checkouts run one after the other in the same run.

Usage::

    python benchmarks/same_answers.py [--checkout NAME=DIR ...] [--only SUBSTRING] [--text]
    python benchmarks/same_answers.py --flow [--only SUBSTRING]

A checkout is a directory with a ``.venv`` whose ``manaplan`` is that checkout's code (``pip install -e .`` there,
or a plain install of it). Defaults: ``before=/work/baseline`` and ``after=`` this repository. ``--text`` also
compares the text answers (words may change where JSON does not). Exit status 0 when every JSON answer agrees.

``--flow`` compares nothing: it runs the list's ``pay`` lines in this checkout and counts how each was answered —
by the min-cost flow without a model (``manaplan.solver.pay.flow``), by a payment model, or by neither (the quick
bounds, a loop).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent

#: Costs paid on every board (the most X first: it is what produce's max_total_unrestricted must equal).
COSTS: tuple[tuple[str, ...], ...] = (
    ("{X}", "--max-x"),
    ("{2}{G}",),
    ("{1}{W}{U}",),
    ("{B}{R}", "--keep", "{1}{G}"),
    ("{W/P}{U/B}{2/G}",),
)
#: Costs for the real boards (a cost that fits each).
REAL_COSTS = {
    "ten_lands.yaml": "{2}{W}{U}",
    "five_color.yaml": "{5}{W}{U}{B}{R}{G}",
    "five_color_no_lantern.yaml": "{5}{W}{U}{B}{R}{G}",
    "golgari_coffers.yaml": "{5}{G}{G}{G}",
    "artifacts_tron.yaml": "{7}",
    "tokens.yaml": "{5}{G}{G}{G}",
}
TIME_LIMIT = "60"


def boards() -> list[Path]:
    """Every board file the list covers, in a fixed order."""
    out = sorted((REPO / "benchmarks" / "boards").glob("*.yaml")) + sorted((REPO / "examples").glob("*.*"))
    for folder in sorted((REPO / "tests").glob("*_boards")) + [REPO / "tests" / "engine" / "boards"]:
        out += sorted(p for p in folder.glob("*") if p.suffix in (".yaml", ".yml", ".json", ".toml"))
    return out


def _has_hand(path: Path) -> bool:
    text = path.read_text(errors="replace")
    return "hand:" in text or '"hand"' in text or "hand =" in text


def _has_draws(path: Path) -> bool:
    text = path.read_text(errors="replace")
    return "draws:" in text or '"draws"' in text or "draws =" in text


def command_lines(only: str | None = None) -> list[list[str]]:
    """The command lines, each without the program name; boards as paths relative to the repository."""
    lines: list[list[str]] = []
    for path in boards():
        rel = str(path.relative_to(REPO))
        if only and only not in rel:
            continue
        lines.append(["produce", rel])
        lines.append(["board", rel])
        costs = list(COSTS)
        if path.name in REAL_COSTS and path.parent.name == "boards":
            costs.insert(1, (REAL_COSTS[path.name],))
        for cost in costs:
            lines.append(["pay", rel, *cost])
        lines.append(["cast", rel])
        if _has_hand(path):
            lines.append(["turn", rel, "--most"])
        if _has_draws(path):
            lines.append(["turn", rel, "--turns", "3"])
    return [line + ["--json", "--time-limit", TIME_LIMIT] if line[0] != "board" else line + ["--json"]
            for line in lines]


def emit(out: str, only: str | None) -> None:
    """Run every command line in this interpreter's manaplan and write {line: [exit, json, text]} to ``out``."""
    from click.testing import CliRunner

    from manaplan.cli.main import app

    runner = CliRunner()
    answers = {}
    for line in command_lines(only):
        key = " ".join(line)
        got = runner.invoke(app, line, catch_exceptions=True)
        text_line = [a for a in line if a != "--json"]
        text = runner.invoke(app, text_line, catch_exceptions=True) if "--text" in sys.argv else None
        answers[key] = [got.exit_code, got.output, None if text is None else text.output]
    Path(out).write_text(json.dumps(answers))


def flow_count(only: str | None) -> None:
    """Run the list's ``pay`` lines in this interpreter's manaplan and print how many the min-cost flow answered."""
    from click.testing import CliRunner

    import manaplan.solver.pay.solve as pay_solve
    from manaplan.cli.main import app

    flow, built = pay_solve.flow_solution, pay_solve.build_model
    seen: list[str] = []

    def counted_flow(pb, spec):
        found = flow(pb, spec)
        seen.append("flow" if found is not None else "declined")
        return found

    def counted_build(pb, spec, **kwargs):
        seen.append("model")
        return built(pb, spec, **kwargs)

    pay_solve.flow_solution, pay_solve.build_model = counted_flow, counted_build
    runner = CliRunner()
    lines = [line for line in command_lines(only) if line[0] == "pay"]
    by_flow = by_model = 0
    for line in lines:
        seen.clear()
        runner.invoke(app, line, catch_exceptions=True)
        if "model" in seen:
            by_model += 1
        elif "flow" in seen:
            by_flow += 1
    print(f"{len(lines)} pay commands: {by_flow} answered by the min-cost flow (no model), {by_model} by a payment "
          f"model, {len(lines) - by_flow - by_model} by neither (the quick bounds, a loop)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--checkout", action="append", default=None, metavar="NAME=DIR")
    parser.add_argument("--only", default=None, help="only boards whose path contains this")
    parser.add_argument("--text", action="store_true", help="compare the text answers too")
    parser.add_argument("--flow", action="store_true",
                        help="count the pay commands the min-cost flow answers, in this checkout")
    parser.add_argument("--emit", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.flow:
        flow_count(args.only)
        return 0
    if args.emit:
        emit(args.emit, args.only)
        return 0
    checkouts = args.checkout or ["before=/work/baseline", f"after={REPO}"]
    results = {}
    for spec in checkouts:
        name, _, folder = spec.partition("=")
        python = Path(folder) / ".venv" / "bin" / "python"
        with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as handle:
            out = handle.name
        cmd = [str(python), str(Path(__file__).resolve()), "--emit", out]
        if args.only:
            cmd += ["--only", args.only]
        if args.text:
            cmd.append("--text")
        # run from the repository holding the boards: paths are relative to it
        subprocess.run(cmd, cwd=REPO, check=True)
        results[name] = json.loads(Path(out).read_text())
    names = list(results)
    first = results[names[0]]
    differ = text_differ = 0
    for key in first:
        for other in names[1:]:
            a, b = first[key], results[other].get(key)
            if b is None or a[0] != b[0] or a[1] != b[1]:
                differ += 1
                print(f"DIFFERS ({names[0]} vs {other}): manaplan {key}")
                if b is not None:
                    print(f"  exit {a[0]} vs {b[0]}")
                    _show_diff(a[1], b[1])
            elif args.text and a[2] != b[2]:
                text_differ += 1
                print(f"text differs ({names[0]} vs {other}): manaplan {key}")
                _show_diff(a[2] or "", b[2] or "")
    print(f"{len(first)} commands: {len(first) - differ} JSON answers identical, {differ} differ"
          + (f"; {text_differ} text answers differ" if args.text else ""))
    return 0 if differ == 0 else 1


def _show_diff(a: str, b: str) -> None:
    import difflib

    try:  # one JSON object a line: compare them indented
        a, b = (json.dumps(json.loads(s), indent=1, sort_keys=True) for s in (a, b))
    except ValueError:
        pass
    for line in list(difflib.unified_diff(a.splitlines(), b.splitlines(), lineterm="", n=1))[2:14]:
        print("   ", line[:200])


if __name__ == "__main__":
    sys.exit(main())
