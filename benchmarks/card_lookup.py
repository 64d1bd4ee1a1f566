"""How fast is a card lookup? Prints a table; run as ``python benchmarks/card_lookup.py [--runs N] [--cards DB]``.

Rows: opening the database, the first lookup, ten more lookups, a near-miss suggestion (first and warm), a fresh
``python -c`` process that imports the module and looks one card up (wall time, next to a bare ``python -c pass``),
(with bytecode cached, as after ``pip install``; and, where ``PYTHONDONTWRITEBYTECODE`` is set, also without),
and, where the team's source file is at hand, the alternative we did not choose: loading the gzip'd JSON whole.
Each figure is the median of ``--runs`` runs; in-process runs each use a new database object, so nothing is cached
but the operating system's file cache.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from manaplan.models.cards.store import CardDatabase, shipped_database_path
from manaplan.models.errors import UnknownCardError

__all__ = ["main"]

TEN = ["Forest", "Llanowar Elves", "Sol Ring", "Gaea's Cradle", "Fire // Ice", "Agadeem, the Undercrypt",
       "Birds of Paradise", "Chromatic Lantern", "Mana Reflection", "Urborg, Tomb of Yawgmoth"]
SOURCE = Path("/work/shared/cards/all_cards.jsonl.gz")


def _median_ms(runs: int, setup: Callable[[], object], action: Callable[[object], object]) -> float:
    times = []
    for _ in range(runs):
        state = setup()
        start = time.perf_counter()
        action(state)
        times.append(time.perf_counter() - start)
    return 1000 * statistics.median(times)


def _process_ms(runs: int, code: str, env: dict[str, str] | None = None) -> float:
    subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, env=env)  # warm-up
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, env=env)
        times.append(time.perf_counter() - start)
    return 1000 * statistics.median(times)


def _bytecode_env(cache: str) -> dict[str, str]:
    """The environment with bytecode caching on (as after ``pip install``), caching into ``cache``."""
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = cache
    return env


def _miss(db: CardDatabase, name: str) -> tuple[str, ...]:
    try:
        db.get(name)
    except UnknownCardError as exc:
        return exc.suggestions
    raise AssertionError(f"{name!r} was found")


def main(argv: list[str] | None = None) -> int:
    """Measure and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=7, help="runs per row (median reported)")
    parser.add_argument("--cards", type=Path, default=shipped_database_path(), help="database file to measure")
    args = parser.parse_args(argv)
    path, runs = args.cards, args.runs

    def fresh() -> CardDatabase:
        return CardDatabase.open(path)

    def opened() -> CardDatabase:
        db = CardDatabase.open(path)
        db.get("Island")  # the first query warms SQLite's own setup, not the blocks of the names below
        return db

    def warm_suggest() -> CardDatabase:
        db = CardDatabase.open(path)
        db.suggest("Forrest")
        return db

    rows: list[tuple[str, float, str]] = [
        ("open the database (new object)", _median_ms(runs, lambda: None, lambda _: fresh()), ""),
        ("first lookup after open", _median_ms(runs, fresh, lambda db: db.get("Llanowar Elves")), "Llanowar Elves"),
        ("10 lookups, uncached", _median_ms(runs, opened, lambda db: [db.get(n) for n in TEN]),
         ", ".join(TEN[:3]) + ", …"),
        ("10 lookups, cached", _median_ms(runs, lambda: _warm(path), lambda db: [db.get(n) for n in TEN]), ""),
        ("near miss, first (loads all names)", _median_ms(runs, fresh, lambda db: _miss(db, "Llanowar Elfs")),
         f"'Llanowar Elfs' -> {_miss(fresh(), 'Llanowar Elfs')}"),
        ("near miss, warm", _median_ms(runs, warm_suggest, lambda db: _miss(db, "Birds of Paradice")),
         f"'Birds of Paradice' -> {_miss(fresh(), 'Birds of Paradice')}"),
    ]
    code = ("from manaplan.models.cards.store import CardDatabase; "
            f"print(CardDatabase.open({str(path)!r}).get('Llanowar Elves').oracle_text)")
    with tempfile.TemporaryDirectory() as cache:
        for label, env in (("", _bytecode_env(cache)), (" (no .pyc)", None)):
            if env is None and not sys.dont_write_bytecode:
                continue  # this environment caches bytecode: the row above is the one
            bare = _process_ms(runs, "pass", env)
            whole = _process_ms(runs, code, env)
            rows.append((f"fresh process{label}: import + open + 1 lookup", whole,
                         f"wall time; bare `python -c pass` {bare:.0f} ms"))
            rows.append(("  of which manaplan (difference)", whole - bare, ""))
    if SOURCE.exists():
        def load_all(_: object) -> None:
            with gzip.open(SOURCE, "rt", encoding="utf-8") as f:
                {json.loads(line)["name"].casefold(): None for line in f}

        rows.append(("alternative: load all_cards.jsonl.gz whole",
                     _median_ms(max(1, runs // 3), lambda: None, load_all), f"{SOURCE.stat().st_size:,} bytes, not chosen"))

    info = CardDatabase.open(path).info()
    print(f"card database {info.path}: {info.cards:,} cards, {path.stat().st_size:,} bytes, built {info.built_at}")
    print(f"median of {runs} runs\n")
    width = max(len(row[0]) for row in rows)
    print(f"{'measure':<{width}}  {'ms':>8}  note")
    print(f"{'-' * width}  {'-' * 8}  ----")
    for label, ms, note in rows:
        print(f"{label:<{width}}  {ms:8.2f}  {note}")
    return 0


def _warm(path: Path) -> CardDatabase:
    db = CardDatabase.open(path)
    for name in TEN:
        db.get(name)
    return db


if __name__ == "__main__":
    sys.exit(main())
