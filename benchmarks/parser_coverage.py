"""How much of the real mana cards the oracle parser understands, and where it disagrees with ground truth.

Run ``python benchmarks/parser_coverage.py`` (``--help`` for options). The cards come from the shipped card database
(the cards its heuristic ``categories`` label as mana cards), or from a JSON-lines file such as
``/work/shared/cards/mana_cards.jsonl`` (``--file``; used automatically when the database cannot be read).

Printed:

* cards with mana text (the parser found a mana ability, tapped damage or unsupported mana text);
* fully understood %, and with unsupported text %;
* disagreements with ``produced_mana`` ground truth on cards the parser understood fully. The truth is only a hint:
  Scryfall lists all five colours for cards that copy another land's mana (an upper bound), Magarena ``mana=`` hints
  are an AI's and can be odd. They are listed for a person to judge;
* the most frequent unsupported texts (the card's name written ``~``) and reasons.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from manaplan.models.abilities import ParsedCard
from manaplan.models.mana import types_text
from manaplan.models.oracle import parse_text

__all__ = ["Face", "load_faces", "main"]

SHARED_FILE = Path("/work/shared/cards/mana_cards.jsonl")


@dataclass(frozen=True)
class Face:
    """One card face to parse, with its ground truth (``None``: unknown)."""

    name: str
    type_line: str
    text: str
    truth: tuple[str, ...] | None


def _faces_of_record(record: dict) -> Iterator[Face]:
    truth = record.get("produced_mana")
    truth = None if truth is None else tuple(truth)
    faces = record.get("faces") or []
    if not faces:
        yield Face(record["name"], record.get("type_line") or "", record.get("oracle_text") or "", truth)
        return
    for face in faces:  # ground truth is about the whole card; kept on the face that makes the mana, see below
        yield Face(face["name"], face.get("type_line") or "", face.get("oracle_text") or "", truth)


def _from_file(path: Path) -> list[list[Face]]:
    with path.open(encoding="utf-8") as fh:
        return [list(_faces_of_record(json.loads(line))) for line in fh if line.strip()]


def _from_database(every_card: bool = False) -> list[list[Face]]:
    from manaplan.models.cards import default_database  # noqa: PLC0415 - optional until the database exists

    cards = []
    for card in default_database():
        if not card.categories and not every_card:
            continue
        truth = card.produced_mana
        parts = card.faces or (card,)
        cards.append([Face(f.name, f.type_line, f.oracle_text, truth) for f in parts])
    return cards


def load_faces(source: str, path: Path | None, every_card: bool = False) -> tuple[str, list[list[Face]]]:
    """The cards to measure, each a list of faces, and a description of where they came from.

    Parameters
    ----------
    source : {'auto', 'db', 'file'}
        ``auto``: the shipped database, else the shared file.
    path : Path or None
        The JSON-lines file for ``file`` (default :data:`SHARED_FILE`).
    every_card : bool
        From the database, every card rather than those its categories call mana cards.
    """
    if source in ("auto", "db"):
        try:
            cards = _from_database(every_card)
            if cards:
                what = "every card" if every_card else "cards with mana categories"
                return f"shipped card database ({what})", cards
        except Exception as error:  # noqa: BLE001 - any failure means: use the file
            if source == "db":
                raise
            print(f"(card database not usable: {error}; reading the shared file)", file=sys.stderr)
    file = path or SHARED_FILE
    return str(file), _from_file(file)


def _about_mana(parsed: ParsedCard) -> bool:
    return bool(parsed.mana_abilities or parsed.unsupported or parsed.tapped_damage)


def _generalise(text: str, name: str) -> str:
    for n in sorted({name, name.split(",")[0]}, key=len, reverse=True):
        text = re.sub(rf"(?<![\w']){re.escape(n)}(?!\w)", "~", text)
    return text


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", choices=("auto", "db", "file"), default="auto")
    parser.add_argument("--file", type=Path, default=None, help=f"JSON-lines cards (default {SHARED_FILE})")
    parser.add_argument("--top", type=int, default=30, help="how many unsupported texts to list")
    parser.add_argument("--show-all-disagreements", action="store_true")
    parser.add_argument("--every-card", action="store_true",
                        help="with the database: parse every card, not only those labelled as mana cards")
    args = parser.parse_args(argv)

    where, cards = load_faces(args.source, args.file, args.every_card)
    start = time.perf_counter()
    parsed_cards = [[(f, parse_text(f.name, f.type_line, f.text)) for f in faces] for faces in cards]
    elapsed = time.perf_counter() - start

    with_mana = full = partial = 0
    truth_checked = 0
    disagreements: list[tuple[str, str, str, str]] = []
    texts: Counter[str] = Counter()
    reasons: Counter[str] = Counter()
    for faces in parsed_cards:
        about = [(f, p) for f, p in faces if _about_mana(p)]
        if not about:
            continue
        with_mana += 1
        if all(p.fully_understood for _, p in about):
            full += 1
            truth = faces[0][0].truth
            if truth is not None:
                truth_checked += 1
                got = frozenset().union(*(p.could_produce() for _, p in about))
                want = "".join(sorted(truth, key="WUBRGC".index))
                if types_text(got) != want:
                    name = " // ".join(f.name for f, _ in faces)
                    text = " | ".join(f.text.replace("\n", " / ") for f, _ in about)
                    disagreements.append((name, types_text(got) or "-", want or "-", text))
        else:
            partial += 1
        for f, p in about:
            for u in p.unsupported:
                texts[_generalise(u.text, f.name)] += 1
                reasons[re.sub(r""":\s*(?:'.*'|\".*\")$""", "", u.reason)] += 1

    def pct(n: int) -> str:
        return f"{100 * n / with_mana:5.1f}%" if with_mana else "  n/a"

    print(f"source: {where}")
    print(f"cards read: {len(cards)}  (faces: {sum(len(f) for f in cards)}; parsed in {elapsed:.2f} s)")
    print()
    print(f"{'':32}{'cards':>8}{'share':>9}")
    print(f"{'with mana text':32}{with_mana:>8}{'100.0%':>9}")
    print(f"{'fully understood':32}{full:>8}{pct(full):>9}")
    print(f"{'with unsupported text':32}{partial:>8}{pct(partial):>9}")
    print(f"{'  understood, with ground truth':32}{truth_checked:>8}")
    print(f"{'  ... disagreeing with it':32}{len(disagreements):>8}")
    print()
    if disagreements:
        print("disagreements with produced_mana (parsed vs truth) on fully understood cards:")
        shown = disagreements if args.show_all_disagreements else disagreements[:40]
        for name, got, want, text in shown:
            print(f"  {name}: parsed {got}, truth {want}  — {text[:110]}")
        if len(shown) < len(disagreements):
            print(f"  … and {len(disagreements) - len(shown)} more (--show-all-disagreements)")
        print()
    print(f"top {args.top} unsupported texts (name as ~):")
    for text, n in texts.most_common(args.top):
        print(f"  {n:4}  {text[:120]}")
    print()
    print("unsupported, by reason:")
    for reason, n in reasons.most_common(20):
        print(f"  {n:4}  {reason}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
