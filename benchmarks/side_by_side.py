"""Whole commands as a user runs them, on real late-game boards, for two (or more) checkouts side by side.

Each measurement is a fresh process, ``<venv>/bin/manaplan <command> … --json``, started from an empty directory:
interpreter start-up, imports, the card database, parsing, the solve and the printing are all in the time. The
checkouts are run interleaved — for every run, every command is run once per checkout in turn (A B A B …) — so
that noise on the machine (other processes, the CPU's clock) falls on both alike; the table shows the median of
``--runs`` runs.

Boards are the files in ``benchmarks/boards/``. Per board: ``pay`` of a cost that fits the board, ``pay '{X}'
--max-x``, ``produce``, ``cast`` (when the board has a hand) and ``board``. Every command that takes
``--time-limit`` gets one (``--time-limit``, default 10 s), and every process is killed after ``--timeout``
seconds (default 120 s), so nothing hangs.

The table gives, per checkout, the median wall seconds and the median CPU seconds of the process (user + system,
from ``getrusage``: on a busy machine it varies far less than wall time), each also as a ratio to ``pay`` on
``ten_lands.yaml`` of that checkout (so checkouts on a slower or faster moment of the machine still compare; CP-SAT
may use more than one thread, so CPU can exceed wall), and whether the answer is
proven (``pay``: ``optimal``; ``produce``: ``proven``, and ``pools cut`` when the time limit cut the list of
maximal pools — ``produce`` then takes about its whole ``--time-limit``; ``cast``: every castable card's plan
``optimal``);
``TIMEOUT`` when the process was killed, ``exit N`` for an exit status of 2 or more (1 is an answer: not payable).
The last column says whether the checkouts' answers agree (``pay``: payable and X; ``produce``: the most in all
and the most of each type; ``cast``: which cards are castable and with which X; ``board``: each permanent's
could-produce); differences are listed below the table, and so is a board where one checkout's ``produce``
gives a most-in-all other than the X that its ``pay '{X}' --max-x`` pays (the two should be equal).

Usage::

    python benchmarks/side_by_side.py [--runs N] [--checkout NAME=VENV_BIN ...] [--boards NAME ...]

``--checkout before=/work/baseline/.venv/bin --checkout after=.venv/bin`` is the default (this repository's
``.venv``). A checkout needs only a ``manaplan`` executable in that directory.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
BOARD_DIR = HERE / "boards"

#: board file -> a cost that fits it (something a player would cast there).
BOARDS: dict[str, str] = {
    "ten_lands.yaml": "{2}{W}{U}",
    "five_color.yaml": "{5}{W}{U}{B}{R}{G}",
    "five_color_no_lantern.yaml": "{5}{W}{U}{B}{R}{G}",
    "golgari_coffers.yaml": "{5}{G}{G}{G}",
    "artifacts_tron.yaml": "{7}",
    "tokens.yaml": "{5}{G}{G}{G}",
}
REFERENCE = ("ten_lands.yaml", "pay")
DEFAULT_CHECKOUTS = [f"before={Path('/work/baseline/.venv/bin')}", f"after={REPO / '.venv' / 'bin'}"]


@dataclass
class Command:
    """One command line (without the executable) and how to read its answer."""

    board: str
    label: str
    args: list[str]
    kind: str  # pay | produce | cast | board


@dataclass
class Outcome:
    """What one checkout did for one command, over all runs."""

    times: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)  # the process's user + system CPU seconds
    status: str = ""  # "" (ran), "TIMEOUT", "exit N", "bad json"
    proven: str = ""  # "proven", "NOT proven", "proven, pools cut" (produce listed only some pools), ""
    answer: object = None
    stderr: str = ""

    @property
    def median(self) -> float:
        return statistics.median(self.times) if self.times else float("nan")

    @property
    def cpu_median(self) -> float:
        return statistics.median(self.cpu) if self.cpu else float("nan")


def commands(boards: list[str], time_limit: float) -> list[Command]:
    """The commands to time, per board, in table order."""
    out = []
    for name in boards:
        path = str(BOARD_DIR / name)
        tl = ["--time-limit", f"{time_limit:g}"]
        out.append(Command(name, "pay", ["pay", path, BOARDS[name], *tl, "--json"], "pay"))
        out.append(Command(name, "pay X --max-x", ["pay", path, "{X}", "--max-x", *tl, "--json"], "pay"))
        out.append(Command(name, "produce", ["produce", path, *tl, "--json"], "produce"))
        if _has_hand(BOARD_DIR / name):
            out.append(Command(name, "cast", ["cast", path, *tl, "--json"], "cast"))
        out.append(Command(name, "board", ["board", path, "--json"], "board"))
    return out


def _has_hand(path: Path) -> bool:
    try:
        import yaml  # manaplan reads YAML board files, so PyYAML is there when this runs in its venv
    except ImportError:
        return "\nhand:" in path.read_text()
    return bool((yaml.safe_load(path.read_text()) or {}).get("hand"))


def _proven(flag: object) -> str:
    return {True: "proven", False: "NOT proven"}.get(flag, "")  # type: ignore[call-overload]


def read_answer(kind: str, data: dict) -> tuple[str, object]:
    """(proven or not, in words; the part of the answer the checkouts must agree on) from a command's JSON."""
    if kind == "pay":
        return _proven(data.get("optimal")), {"payable": data.get("payable"), "x": data.get("x")}
    if kind == "produce":
        proven = _proven(data.get("proven")) + (", pools cut" if data.get("pools_truncated") else "")
        return proven, {"max_total": data.get("max_total"), "max_by_type": data.get("max_by_type"),
                        "unbounded": data.get("unbounded")}
    if kind == "cast":
        castable = data.get("castable", [])
        proven = _proven(all(c.get("optimal", True) for c in castable))
        return proven, {"castable": sorted(f"{c.get('card')}" + (f" X={c['x']}" if c.get("x") is not None else "")
                                           for c in castable),
                        "not castable": sorted(str(c.get("card")) for c in data.get("not_castable", []))}
    if kind == "board":
        return "", {p.get("id"): p.get("could_produce") for p in data.get("permanents", [])}
    raise ValueError(kind)


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_once(exe: Path, cmd: Command, timeout: float, cwd: str) -> tuple[float, float, str, dict | None, str]:
    """Wall seconds, CPU seconds, status ('' / 'TIMEOUT' / 'exit N' / 'bad json'), parsed JSON, last stderr line."""
    cpu0, start = _children_cpu(), time.perf_counter()
    try:
        proc = subprocess.run([str(exe), *cmd.args], capture_output=True, text=True, cwd=cwd, timeout=timeout,
                              check=False)
    except subprocess.TimeoutExpired:  # the child is killed and reaped, so its CPU counts as well
        return time.perf_counter() - start, _children_cpu() - cpu0, "TIMEOUT", None, ""
    seconds, cpu = time.perf_counter() - start, _children_cpu() - cpu0
    err = (proc.stderr.strip().splitlines() or [""])[-1]
    if proc.returncode >= 2 or proc.returncode < 0:
        return seconds, cpu, f"exit {proc.returncode}", None, err
    try:
        return seconds, cpu, "", json.loads(proc.stdout), err
    except json.JSONDecodeError:
        return seconds, cpu, "bad json", None, err


def measure(checkouts: dict[str, Path], cmds: list[Command], runs: int, timeout: float,
            progress: bool = True) -> dict[tuple[str, str], dict[str, Outcome]]:
    """Every command on every checkout, ``runs`` times, interleaved."""
    results = {(c.board, c.label): {name: Outcome() for name in checkouts} for c in cmds}
    with tempfile.TemporaryDirectory() as tmp:
        for exe in checkouts.values():  # warm-up, untimed: byte-compile, fill the page cache
            run_once(exe, cmds[0], timeout, tmp)
        for r in range(runs):
            for cmd in cmds:
                for name, exe in checkouts.items():
                    seconds, cpu, status, data, err = run_once(exe, cmd, timeout, tmp)
                    out = results[(cmd.board, cmd.label)][name]
                    out.times.append(seconds)
                    out.cpu.append(cpu)
                    if status:
                        out.status, out.stderr = status, err
                    elif data is not None and not out.status:
                        out.proven, out.answer = read_answer(cmd.kind, data)
                if progress:
                    print(f"  run {r + 1}/{runs}  {cmd.board:<22} {cmd.label:<14} "
                          + "  ".join(f"{n} {results[(cmd.board, cmd.label)][n].times[-1]:6.2f}s "
                                      f"(cpu {results[(cmd.board, cmd.label)][n].cpu[-1]:5.2f}s)"
                                      for n in checkouts), file=sys.stderr, flush=True)
    return results


def _ratio(value: float, reference: float) -> str:
    return f"×{value / reference:5.2f}" if reference == reference and reference > 0 else "×  n/a"


def _cell(out: Outcome, reference: Outcome | None) -> str:
    if out.status:
        return f"{out.median:6.2f}s {out.status}"
    ref_wall, ref_cpu = ((reference.median, reference.cpu_median) if reference and not reference.status
                         else (float("nan"), float("nan")))  # no ratios against a reference run that failed
    return (f"{out.median:6.2f}s {_ratio(out.median, ref_wall)}  cpu {out.cpu_median:5.2f}s "
            f"{_ratio(out.cpu_median, ref_cpu)} {out.proven}")


def _diff(a: object, b: object) -> str:
    if isinstance(a, dict) and isinstance(b, dict):
        keys = [k for k in dict.fromkeys([*a, *b]) if a.get(k) != b.get(k)]
        return "; ".join(f"{k}: {a.get(k)!r} vs {b.get(k)!r}" for k in keys[:6]) + (" …" if len(keys) > 6 else "")
    return f"{a!r} vs {b!r}"


def table(checkouts: dict[str, Path], cmds: list[Command],
          results: dict[tuple[str, str], dict[str, Outcome]]) -> str:
    names = list(checkouts)
    ref = {n: results[REFERENCE][n] if REFERENCE in results else None for n in names}
    width = 52
    lines = [f"{'board':<22} {'command':<14} " + " ".join(f"{n:<{width}}" for n in names) + " answers"]
    lines.append("-" * len(lines[0]))
    diffs = []
    for cmd in cmds:
        row = results[(cmd.board, cmd.label)]
        answers = [row[n].answer for n in names if not row[n].status]
        if len(names) == 1:
            agree = "-"
        elif len(answers) < len(names):
            agree = "n/a"
        elif all(a == answers[0] for a in answers):
            agree = "agree"
        else:
            agree = "DIFFER"
            for n in names[1:]:
                if row[n].answer != row[names[0]].answer:
                    diffs.append(f"{cmd.board} {cmd.label}: {names[0]} vs {n}: "
                                 f"{_diff(row[names[0]].answer, row[n].answer)}")
        lines.append(f"{cmd.board:<22} {cmd.label:<14} "
                     + " ".join(f"{_cell(row[n], ref[n]):<{width}}" for n in names) + f" {agree}")
        for n in names:
            if row[n].status and row[n].stderr:
                diffs.append(f"{cmd.board} {cmd.label}: {n} {row[n].status}: {row[n].stderr}")
    for board in dict.fromkeys(c.board for c in cmds):  # within one checkout: produce's most in all = pay's max X
        for n in names:
            x = results.get((board, "pay X --max-x"), {}).get(n)
            total = results.get((board, "produce"), {}).get(n)
            if x and total and isinstance(x.answer, dict) and isinstance(total.answer, dict) \
                    and x.answer.get("x") != total.answer.get("max_total"):
                diffs.append(f"{board}: {n}: produce's most in all is {total.answer.get('max_total')} but "
                             f"pay {{X}} --max-x pays X={x.answer.get('x')}")
    lines.append("")
    lines.append("ratio = median / the median of `pay ten_lands.yaml {2}{W}{U}` on the same checkout, for wall "
                 "seconds and for the process's CPU seconds (user + system; steadier than wall time on a busy "
                 "machine): " + ", ".join(f"{n} {ref[n].median:.2f}s, cpu {ref[n].cpu_median:.2f}s"
                                          for n in names if ref[n]))
    if diffs:
        lines.append("")
        lines.extend(diffs)
    return "\n".join(lines)


def parse_checkouts(specs: list[str]) -> dict[str, Path]:
    out = {}
    for spec in specs:
        name, sep, path = spec.partition("=")
        if not sep or not name or not path:
            raise SystemExit(f"--checkout takes NAME=PATH_TO_VENV_BIN, not {spec!r}")
        exe = Path(path).expanduser().resolve() / "manaplan"
        if not os.access(exe, os.X_OK):
            raise SystemExit(f"--checkout {name}: no executable {exe}")
        out[name] = exe
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--checkout", action="append", metavar="NAME=VENV_BIN",
                        help="a checkout's venv bin directory (repeat; default: before=/work/baseline/.venv/bin "
                             "after=<this repo>/.venv/bin)")
    parser.add_argument("--runs", type=int, default=3, help="runs per command and checkout (median; default 3)")
    parser.add_argument("--boards", nargs="*", default=list(BOARDS), choices=list(BOARDS), metavar="FILE",
                        help="board files from benchmarks/boards/ (default: all)")
    parser.add_argument("--time-limit", type=float, default=10.0, help="--time-limit for each command (default 10)")
    parser.add_argument("--timeout", type=float, default=120.0, help="kill a process after this many seconds")
    parser.add_argument("--quiet", action="store_true", help="no progress lines on standard error")
    args = parser.parse_args(argv)
    checkouts = parse_checkouts(args.checkout or DEFAULT_CHECKOUTS)
    boards = list(dict.fromkeys([REFERENCE[0], *args.boards]))
    cmds = commands(boards, args.time_limit)
    print(f"{len(cmds)} commands × {len(checkouts)} checkouts × {args.runs} runs, interleaved; "
          f"{os.cpu_count()} CPUs; load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)
    results = measure(checkouts, cmds, max(1, args.runs), args.timeout, progress=not args.quiet)
    print(table(checkouts, cmds, results))
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
