"""How much of the real mana cards the oracle parser understands, and where it disagrees with ground truth.

Run ``python benchmarks/parser_coverage.py`` (``--help`` for options). The cards come from the shipped card database
(the cards its heuristic ``categories`` label as mana cards), or from a JSON-lines file such as
``/work/shared/cards/mana_cards.jsonl`` (``--file``; used automatically when the database cannot be read).

Printed:

* cards with mana text (the parser found a mana ability, tapped damage or unsupported mana text);
* fully understood %, and with unsupported text %;
* the headline: of the cards labelled ``mana_ability`` (an "add" clause outside reminder text), how many are fully
  understood, and how many would be but for the effect families (the unsupported texts are sorted into
  families: could-produce, counted amounts, replacement effects, triggered mana, granted abilities, land types —
  the effect families — and the activated-ability forms, spells and loyalty abilities);
* coverage by category label, and unsupported texts by family;
* disagreements with ``produced_mana`` ground truth on cards the parser understood fully. The truth is only a hint:
  Scryfall lists all five colours for cards that copy another land's mana (an upper bound), Magarena ``mana=`` hints
  are an AI's and can be odd. They are listed for a person to judge;
* the most frequent unsupported texts (the card's name written ``~``) and reasons;
* the time to import a synthetic 30,000-record Scryfall oracle-cards file (``manaplan cards import``, in a fresh
  process; :mod:`card_import` has the detailed benchmark). ``--import-records 0`` skips it.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from manaplan.models.ability import ParsedCard
from manaplan.models.mana import types_text
from manaplan.models.oracle.parser import parse_text

__all__ = ["Face", "load_faces", "family", "EFFECT_FAMILIES", "main"]

SHARED_FILE = Path("/work/shared/cards/mana_cards.jsonl")


@dataclass(frozen=True)
class Face:
    """One card face to parse, with its ground truth (``None``: unknown) and the whole card's category labels."""

    name: str
    type_line: str
    text: str
    truth: tuple[str, ...] | None
    categories: tuple[str, ...] = ()


#: Families of unsupported text about effects on mana other than the card's own activated abilities.
EFFECT_FAMILIES = ("could produce", "counted amount", "replacement", "triggered", "granted", "land types")

_COULD = re.compile(r"\bcould produce\b|\bthat (?:land|artifact token|permanent) produced\b|\blast noted\b")
_COUNTED = re.compile(r"\bfor each\b|\bequal to\b|\bwhere X is\b|\bthat much\b|\bdevotion\b|\btwice\b",
                      re.IGNORECASE)
# Triggered mana that the parser's reason does not call so: a mode's trigger ("• Khans — At the beginning of …"),
# a delayed trigger ("If you do, at the beginning of your first main phase, add {G}.", "Whenever a creature … dies
# this turn, add {R}."), cumulative upkeep (a triggered ability, CR 702.24a).
_TRIGGERED = re.compile(r"(?:^|\u2014 |\. |, )(?:[Aa]t the beginning of|[Ww]henever|When)\b|^Cumulative upkeep")
_REPLACEMENT = re.compile(r"\binstead\b|\bwould\b|\bas though\b|\bproduces?\b|\bunspent mana\b|\bcan be spent\b")


def family(text: str, reason: str) -> str:
    """The family an unsupported text belongs to: one of :data:`EFFECT_FAMILIES`, or this parser's ("spell",
    "loyalty ability", "activated: <reason>", "other: <reason>")."""
    activated = ":" in text.split(".")[0] and not reason.startswith(("triggered", "chapter", "grants"))
    if reason.startswith("sets land types"):
        return "land types"
    if reason.startswith("grants or creates"):
        return "granted"
    if reason.startswith(("triggered", "chapter")) or (not activated and _TRIGGERED.search(text)):
        return "triggered"
    if _COULD.search(text):
        return "could produce"
    if _COUNTED.search(text):
        return "counted amount"
    if not activated and _REPLACEMENT.search(text) and not reason.startswith(("loyalty", "a spell", "spell")):
        return "replacement"
    if reason.startswith(("a spell", "spell")):
        return "spell"
    if reason.startswith("loyalty"):
        return "loyalty ability"
    short = re.sub(r""":\s*(?:'.*'|\".*\")$""", "", reason)
    return ("activated: " if activated else "other: ") + short


def _faces_of_record(record: dict) -> Iterator[Face]:
    truth = record.get("produced_mana")
    truth = None if truth is None else tuple(truth)
    faces = record.get("faces") or []
    if not faces:
        yield Face(record["name"], record.get("type_line") or "", record.get("oracle_text") or "", truth,
                   tuple(record.get("categories") or ()))
        return
    for face in faces:  # ground truth is about the whole card; kept on the face that makes the mana, see below
        yield Face(face["name"], face.get("type_line") or "", face.get("oracle_text") or "", truth,
                   tuple(record.get("categories") or ()))


def _from_file(path: Path) -> list[list[Face]]:
    with path.open(encoding="utf-8") as fh:
        return [list(_faces_of_record(json.loads(line))) for line in fh if line.strip()]


def _from_database(every_card: bool = False) -> list[list[Face]]:
    from manaplan.models.cards.store import default_database  # noqa: PLC0415 - optional until the database exists

    cards = []
    for card in default_database():
        if not card.categories and not every_card:
            continue
        truth = card.produced_mana
        parts = card.faces or (card,)
        cards.append([Face(f.name, f.type_line, f.oracle_text, truth, card.categories) for f in parts])
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


# Outputs whose could-produce set is exact without the board; for the others (a chosen colour, the commander's
# colours, a reflection of other permanents) and for cards with effects on other permanents' mana (Wild Growth) the
# parsed set is an upper bound or empty, so only the exact part is compared with the truth (it must be within it).
_EXACT_OUTPUTS = ("Produce", "AnyCombination", "AnyOneColor", "Counted", "Conditional")


def _could_produce(parsed: Iterable[ParsedCard]) -> tuple[frozenset, bool]:
    """The types the faces' own abilities could produce, and whether that set is exact (no board-dependent output);
    when it is not, only the exactly known part."""
    got: set = set()
    exact = True
    for p in parsed:
        if p.effects:  # effects on other permanents' mana (the effect families): what they make is the board's business
            exact = False
        for a in (*p.mana_abilities, *p.mana_effects):
            if type(a.output).__name__ in _EXACT_OUTPUTS:
                got |= a.could_produce()
            else:
                exact = False
    return frozenset(got), exact


def _about_mana(parsed: ParsedCard) -> bool:
    return bool(parsed.mana_abilities or parsed.unsupported or parsed.tapped_damage or parsed.mana_effects
                or parsed.effects)


def _generalise(text: str, name: str) -> str:
    for n in sorted({name, name.split(",")[0]}, key=len, reverse=True):
        text = re.sub(rf"(?<![\w']){re.escape(n)}(?!\w)", "~", text)
    return text


def _modal_land_faces() -> tuple[int, int] | None:
    """(land faces of modal double-faced cards in the database, how many are fully understood with an ability)."""
    try:
        from manaplan.models.cards.store import default_database  # noqa: PLC0415

        faces = [f for c in default_database() if c.layout == "modal_dfc" for f in c.faces if f.is_land]
    except Exception:  # noqa: BLE001 - only a figure
        return None
    parsed = [parse_text(f.name, f.type_line, f.oracle_text) for f in faces]
    return len(faces), sum(1 for p in parsed if p.fully_understood and p.mana_abilities)


def _import_time(records: int) -> None:
    """Print the time to import a synthetic Scryfall oracle-cards file of ``records`` records."""
    import tempfile  # noqa: PLC0415

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from card_import import measure, write_oracle_cards  # noqa: PLC0415 - the sibling benchmark

    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / "oracle-cards.json"
        written, _ = write_oracle_cards(source, records)
        run = measure(source, Path(tmp) / "cards.sqlite")
        size = source.stat().st_size / 1e6
        print(f"import of a synthetic Scryfall oracle-cards file: {written} records, {size:.0f} MB: "
              f"{run['seconds']:.1f} s, {run['cards']} cards, peak Python allocations "
              f"{run['traced'] / 1e6:.0f} MB")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", choices=("auto", "db", "file"), default="auto")
    parser.add_argument("--file", type=Path, default=None, help=f"JSON-lines cards (default {SHARED_FILE})")
    parser.add_argument("--top", type=int, default=30, help="how many unsupported texts to list")
    parser.add_argument("--show-all-disagreements", action="store_true")
    parser.add_argument("--import-records", type=int, default=30000,
                        help="records of the synthetic Scryfall file whose import is timed (0: skip)")
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
    texts: Counter[str] = Counter()  # outside the effect families
    texts_4: Counter[str] = Counter()
    reasons: Counter[str] = Counter()
    families: Counter[str] = Counter()
    family_cards: Counter[str] = Counter()
    by_category: dict[str, list[int]] = {}  # category -> [cards, fully understood, understood but for the effect families]
    for faces in parsed_cards:
        about = [(f, p) for f, p in faces if _about_mana(p)]
        card_families = {family(u.text, u.reason) for _, p in about for u in p.unsupported}
        ok = all(p.fully_understood for _, p in about)
        ok_4 = not (card_families - set(EFFECT_FAMILIES))
        for category in faces[0][0].categories:
            row = by_category.setdefault(category, [0, 0, 0])
            row[0] += 1
            row[1] += ok
            row[2] += ok_4
        for fam in card_families:
            family_cards[fam] += 1
        if not about:
            continue
        with_mana += 1
        if ok:
            full += 1
            truth = faces[0][0].truth
            if truth is not None:
                truth_checked += 1
                got, exact = _could_produce(p for _, p in about)
                want = "".join(sorted(truth, key="WUBRGC".index))
                if (types_text(got) != want) if exact else not set(types_text(got)) <= set(want):
                    name = " // ".join(f.name for f, _ in faces)
                    text = " | ".join(f.text.replace("\n", " / ") for f, _ in about)
                    disagreements.append((name, types_text(got) or "-", want or "-", text))
        else:
            partial += 1
        for f, p in about:
            for u in p.unsupported:
                fam = family(u.text, u.reason)
                families[fam] += 1
                (texts_4 if fam in EFFECT_FAMILIES else texts)[_generalise(u.text, f.name)] += 1
                reasons[re.sub(r""":\s*(?:'.*'|\".*\")$""", "", u.reason)] += 1

    def pct(n: int, of: int | None = None) -> str:
        of = with_mana if of is None else of
        return f"{100 * n / of:5.1f}%" if of else "  n/a"

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
    if "mana_ability" in by_category:
        n, ok, ok_4 = by_category["mana_ability"]
        print(f"headline: cards labelled mana_ability: {n}")
        print(f"  fully understood                             {ok:>6}  {pct(ok, n)}")
        print(f"  understood but for the effect families       {ok_4:>6}  {pct(ok_4, n)}")
        print()
    mdfc = _modal_land_faces() if where.startswith("shipped") else None
    if mdfc is not None:
        print(f"modal double-faced land faces (whole database): {mdfc[0]}, fully understood {mdfc[1]}")
        print()
    print(f"{'by category':32}{'cards':>8}{'understood':>12}{'share':>8}{'  but for effects':>18}")
    for category, (n, ok, ok_4) in sorted(by_category.items(), key=lambda kv: -kv[1][0]):
        print(f"{category:32}{n:>8}{ok:>12}{pct(ok, n):>8}{ok_4:>10}{pct(ok_4, n):>8}")
    print()
    print(f"{'unsupported texts by family':40}{'texts':>7}{'cards':>7}")
    for fam, n in sorted(families.items(), key=lambda kv: (kv[0] not in EFFECT_FAMILIES, -kv[1])):
        owner = "  (effects)" if fam in EFFECT_FAMILIES else ""
        print(f"  {fam[:38]:38}{n:>7}{family_cards[fam]:>7}{owner}")
    print()
    if disagreements:
        print("disagreements with produced_mana (parsed vs truth) on fully understood cards:")
        shown = disagreements if args.show_all_disagreements else disagreements[:40]
        for name, got, want, text in shown:
            print(f"  {name}: parsed {got}, truth {want}  — {text[:110]}")
        if len(shown) < len(disagreements):
            print(f"  … and {len(disagreements) - len(shown)} more (--show-all-disagreements)")
        print()
    print(f"top {args.top} unsupported texts outside the effect families (name as ~):")
    for text, n in texts.most_common(args.top):
        print(f"  {n:4}  {text[:120]}")
    print()
    print(f"top {min(args.top, 15)} unsupported texts of the effect families:")
    for text, n in texts_4.most_common(min(args.top, 15)):
        print(f"  {n:4}  {text[:120]}")
    print()
    print("unsupported, by reason:")
    for reason, n in reasons.most_common(20):
        print(f"  {n:4}  {reason}")
    if args.import_records:
        _import_time(args.import_records)
    return 0

if __name__ == "__main__":
    sys.exit(main())
