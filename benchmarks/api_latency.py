"""Latency of the answers, in process and as a whole command, for two (or more) checkouts in one run.

Two tables:

1. **In process.** Each checkout's interpreter loads manaplan once, then answers ``pay``, ``produce``, ``cast`` and
   ``turn --most`` on ten lands and on each real board of ``benchmarks/boards/`` (and, where the checkout has the
   Python API, ``manaplan.api``'s ``pay`` on ten lands). Each answer is timed ``--repeat`` times after a first,
   untimed call (imports and OR-Tools' loading are then paid); the table shows the median milliseconds per answer,
   from the command's entry point to its JSON (through click's test runner, so both checkouts do the same work).
   Then hands as a deck simulation asks about them, through the Python API (:data:`API_HANDS`: lands only, lands
   with dorks and a rock — both answered without a model where the min-cost flow applies — and with Sol Ring and a
   Signet, which need the model): the whole answer to a question the board was not asked before, the solve itself,
   the rendering (the JSON and the text no reader reads), the same question asked again (a proven answer is kept),
   a new hand each time (read, analysed and asked), and a hand read again into boards sharing one session (its board
   state analysed once: ``load_board(..., session=...)``).
2. **A whole ``pay`` on ten lands against the import floor.** A fresh process of ``manaplan pay
   benchmarks/boards/ten_lands.yaml '{2}{W}{U}'`` against a fresh process of ``python -c "import
   ortools.sat.python.cp_model"`` (what any tool that uses CP-SAT pays before it does anything), run in turn (A B A B
   …) so that the machine's noise falls on both alike; the table shows the median CPU seconds (user + system, from
   ``getrusage``) and wall seconds of each, and the median of the ratios pair by pair; and whether that ``pay`` and
   ``manaplan --help`` loaded OR-Tools or the solver (``-X importtime``).

Usage::

    python benchmarks/api_latency.py [--checkout NAME=DIR ...] [--repeat N] [--runs N]

A checkout is a directory with a ``.venv`` whose ``manaplan`` runs that checkout's code. Defaults:
``before=/work/baseline`` and ``after=`` this repository.
"""

from __future__ import annotations

import argparse
import inspect
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
BOARDS = HERE / "boards"

#: board → a cost that fits it (as in side_by_side.py).
COSTS = {
    "ten_lands.yaml": "{2}{W}{U}",
    "five_color.yaml": "{5}{W}{U}{B}{R}{G}",
    "five_color_no_lantern.yaml": "{5}{W}{U}{B}{R}{G}",
    "golgari_coffers.yaml": "{5}{G}{G}{G}",
    "artifacts_tron.yaml": "{7}",
    "tokens.yaml": "{5}{G}{G}{G}",
}


def _lines() -> list[tuple[str, str, list[str]]]:
    """(board, command, arguments) for the in-process table."""
    out = []
    for name, cost in COSTS.items():
        board = str(BOARDS / name)
        out.append((name, "pay", ["pay", board, cost, "--json"]))
        out.append((name, "produce", ["produce", board, "--json"]))
        out.append((name, "cast", ["cast", board, "--json"]))
        out.append((name, "turn --most", ["turn", board, "--most", "--json"]))
    return out


#: Hands as a deck simulation asks about them, through the Python API: (row, board, cost). Lands only and lands with
#: dorks and a colourless rock (the payment is a min-cost flow: no model), and with Sol Ring and a Signet too (two
#: mana from one tap, a mana cost: the model).
API_HANDS = (
    ("ten_lands.yaml api pay", BOARDS / "ten_lands.yaml", "{2}{W}{U}"),
    ("lands and dorks api pay", "Plains, Island x2, Forest x2, Llanowar Elves, Elvish Mystic, Mind Stone", "{3}{G}{U}"),
    ("rocks and dorks api pay", "Plains, Island x2, Forest x2, Llanowar Elves, Birds of Paradise, Sol Ring, "
                                "Azorius Signet, Mind Stone", "{3}{W}{U}"),
)


def _median_ms(call, repeat: int) -> float:
    """The median milliseconds of ``repeat`` calls (after one untimed call)."""
    call()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def _api_hands(api, repeat: int) -> dict[str, tuple[float, int]]:
    """Each of :data:`API_HANDS` asked of a board loaded once (its cards read, its board analysed), as a whole answer
    to a question the board was not asked before (the board's kept answers forgotten before each call), and in its
    parts: the solve itself (``solve_payment`` on the board's analysis) and the rendering (the answer's JSON and the
    text no reader reads); the same question asked again (a proven answer is kept: :meth:`manaplan.api.Board.pay`);
    a new hand each time (the board read from its source, analysed and asked), and the same hand read again into a new
    board that shares one session with the others (its state analysed once)."""
    from manaplan.cli.json_out import payment_json  # noqa: PLC0415 - the checkout's own, once it is on the path
    from manaplan.solver.pay.solve import solve_payment  # noqa: PLC0415

    out = {}
    repeat = max(repeat, 50)  # sub-millisecond answers: more calls for a steady median
    for row, source, cost in API_HANDS:
        board = api.load_board(source)
        analysis = board.session.analysis(board.board)
        payment = solve_payment(analysis, cost)
        kept = getattr(board, "_paid", {})  # a checkout without kept answers: nothing to forget

        def asked_first(board=board, kept=kept, cost=cost):
            kept.clear()
            return board.pay(cost)

        out[row] = (_median_ms(asked_first, repeat), 0)
        out[f"{row}: solve"] = (_median_ms(lambda: solve_payment(analysis, cost), repeat), 0)
        out[f"{row}: JSON and net"] = (_median_ms(lambda: (payment_json(payment), analysis.net()), repeat), 0)
        out[f"{row}: asked again"] = (_median_ms(lambda: board.pay(cost), repeat), 0)
        out[f"{row}: a new hand"] = (_median_ms(lambda: api.load_board(source).pay(cost), repeat), 0)
        if "session" in inspect.signature(api.load_board).parameters:  # a checkout whose boards may share one
            deck = api.Session()
            out[f"{row}: the hand again, one session"] = (
                _median_ms(lambda deck=deck: api.load_board(source, session=deck).pay(cost), repeat), 0)
    return out


def inner(repeat: int, out: str) -> None:
    """In a checkout's interpreter: time each line in process, and the API's pay where there is one."""
    from click.testing import CliRunner

    from manaplan.cli.main import app

    runner = CliRunner()
    results = {}
    for board, command, args in _lines():
        runner.invoke(app, args)  # imports, OR-Tools, the card database: paid once, not timed
        times = []
        for _ in range(repeat):
            start = time.perf_counter()
            result = runner.invoke(app, args)
            times.append(time.perf_counter() - start)
        results[f"{board} {command}"] = (statistics.median(times) * 1000, result.exit_code)
    try:
        import manaplan.api as api  # noqa: PLC0415 - only checkouts that have it
    except ImportError:
        api = None
    if api is not None:
        results.update(_api_hands(api, repeat))
    Path(out).write_text(json.dumps(results))


#: The environment of the timed processes: bytecode is written and read as on a user's machine (an environment
#: that forbids writing it would make an editable checkout compile every module on every run, and a plain install,
#: compiled by pip, would not).
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def _run(cmd: list[str]) -> tuple[float, float]:
    """CPU and wall seconds of one fresh process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=tempfile.gettempdir(), check=False,
                   env=ENV)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), wall


def _loads(python: Path, args: list[str]) -> str:
    """What ``manaplan ARGS`` imported of OR-Tools and the solver."""
    proc = subprocess.run([str(python), "-X", "importtime", "-c",
                           "import sys; from manaplan.cli.main import main; sys.argv = ['manaplan'] + sys.argv[1:]; "
                           "main()", *args], capture_output=True, text=True, cwd=tempfile.gettempdir())
    names = {line.split("|")[-1].strip() for line in proc.stderr.splitlines() if "|" in line}
    loaded = [n for n in ("ortools", "manaplan.solver") if any(x == n or x.startswith(n + ".") for x in names)]
    return ", ".join(loaded) if loaded else "neither OR-Tools nor the solver"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--checkout", action="append", default=None, metavar="NAME=DIR")
    parser.add_argument("--repeat", type=int, default=5, help="timed answers per line, in process (default 5)")
    parser.add_argument("--runs", type=int, default=7, help="paired fresh processes (default 7)")
    parser.add_argument("--inner", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.inner:
        inner(args.repeat, args.inner)
        return 0
    checkouts = [c.partition("=")[::2] for c in (args.checkout or ["before=/work/baseline", f"after={REPO}"])]
    pythons = {name: Path(folder) / ".venv" / "bin" / "python" for name, folder in checkouts}
    # 1. in process
    tables = {}
    for name, python in pythons.items():
        with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as handle:
            out = handle.name
        subprocess.run([str(python), str(Path(__file__).resolve()), "--inner", out, "--repeat", str(args.repeat)],
                       cwd=REPO, check=True)
        tables[name] = json.loads(Path(out).read_text())
    names = list(tables)
    keys = list(dict.fromkeys(k for t in tables.values() for k in t))
    print("In process: median milliseconds per answer (exit status when not 0 or 1)")
    width = max(42, *(len(k) + 2 for k in keys))
    print(f"{'board and command':<{width}}" + "".join(f"{n:>12}" for n in names))
    for key in keys:
        cells = []
        for n in names:
            got = tables[n].get(key)
            cells.append("—" if got is None else f"{got[0]:.{2 if got[0] < 10 else 1}f}"
                         + (f" e{got[1]}" if got[1] not in (0, 1) else ""))
        print(f"{key:<{width}}" + "".join(f"{c:>12}" for c in cells))
    # 2. whole processes, paired with the import floor
    print()
    print(f"A whole pay on ten lands against 'import ortools.sat.python.cp_model' ({args.runs} paired runs each, "
          "medians)")
    print(f"{'checkout':<10}{'pay cpu':>10}{'floor cpu':>11}{'ratio cpu':>11}{'pay wall':>10}{'floor wall':>12}"
          f"{'ratio wall':>12}   the pay loads; manaplan --help loads")
    for name, python in pythons.items():
        manaplan = python.parent / "manaplan"
        pay = [str(manaplan), "pay", str(BOARDS / "ten_lands.yaml"), COSTS["ten_lands.yaml"]]
        floor = [str(python), "-c", "import ortools.sat.python.cp_model"]
        _run(pay), _run(floor)  # warm the file cache
        a, b = [], []
        for _ in range(args.runs):
            a.append(_run(pay))
            b.append(_run(floor))
        cpu = statistics.median(x[0] / y[0] for x, y in zip(a, b))
        wall = statistics.median(x[1] / y[1] for x, y in zip(a, b))
        print(f"{name:<10}{statistics.median(x[0] for x in a):>10.3f}{statistics.median(y[0] for y in b):>11.3f}"
              f"{cpu:>11.2f}{statistics.median(x[1] for x in a):>10.3f}{statistics.median(y[1] for y in b):>12.3f}"
              f"{wall:>12.2f}   {_loads(python, pay[1:])}; {_loads(python, ['--help'])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
