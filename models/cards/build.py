"""Build the card database the package ships (``models/cards/data/cards.sqlite``) from the team's card data.

Run it as ``python -m manaplan.models.cards.build [SRC.jsonl.gz] [MANA_CARDS.jsonl] [-o OUT]``. The sources are
``all_cards.jsonl.gz`` (every card, one JSON object a line, with the fields of ``Card.to_dict`` and more) and
``mana_cards.jsonl``
(the mana cards, with heuristic ``categories`` and corrected ``produced_mana`` ground truth), joined by name: a
whole card by its full name, a face by the face's name; a multi-face card's ``categories`` also collect its faces'.

Only the fields :class:`~manaplan.models.cards.card.Card` has are kept (``source``, ``produced_mana_source``,
``line_breaks_restored``, ``digital_only`` and notes are dropped). The text is never rewritten. One thing is
derived: a split card's whole-card ``mana_cost``, ``type_line`` and ``oracle_text`` join its halves' (the source
gives the left half's), so that ``Fire // Ice`` reads ``{1}{R} // {1}{U}``.

Set ``SOURCE_DATE_EPOCH`` for a byte-identical rebuild; the data file is committed, so rebuild only when the
sources or the format change.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import sys
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from .card import Card
from .store import CardDatabaseInfo, shipped_database_path, write_card_database
from ..errors import CardDataError

__all__ = ["DEFAULT_SOURCE", "DEFAULT_MANA_CARDS", "read_mana_cards", "card_from_source", "read_cards", "build",
           "main"]

DEFAULT_SOURCE = Path("/work/shared/cards/all_cards.jsonl.gz")
DEFAULT_MANA_CARDS = Path("/work/shared/cards/mana_cards.jsonl")


def _lines(path: Path) -> Iterable[str]:
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8") as f:
        yield from f


def read_mana_cards(path: str | Path) -> dict[str, dict[str, Any]]:
    """The records of ``mana_cards.jsonl`` by name.

    Raises
    ------
    CardDataError
        When the file cannot be read or a line is not a JSON object with a name.
    """
    path = Path(path)
    result: dict[str, dict[str, Any]] = {}
    try:
        for number, line in enumerate(_lines(path), 1):
            if line.strip():
                record = json.loads(line)
                if not isinstance(record, dict) or not record.get("name"):
                    raise CardDataError(f"{path}:{number}: not a card record")
                result[record["name"]] = record
    except (OSError, ValueError) as exc:
        raise CardDataError(f"{path}: {exc}") from None
    return result


def card_from_source(record: Mapping[str, Any], mana: Mapping[str, Mapping[str, Any]] | None = None) -> Card:
    """One card of ``all_cards.jsonl.gz`` as a :class:`Card`, with ``categories`` and ``produced_mana`` joined.

    ``produced_mana`` comes from ``mana_cards.jsonl`` where that has it (it carries corrections), else from the
    record itself. ``mana_cards.jsonl`` lists a multi-face card's faces by their own names; the whole card's
    ``categories`` are its own and its faces' (so that a scan of whole cards finds every mana card).

    Parameters
    ----------
    record : mapping
        The source record.
    mana : mapping of str to mapping, optional
        ``mana_cards.jsonl`` by name.

    Returns
    -------
    Card

    Examples
    --------
    >>> record = {"name": "Fire // Ice", "mana_cost": "{1}{R}", "type_line": "Instant", "layout": "split",
    ...           "oracle_text": "Fire deals 2 damage divided as you choose among one or two targets.",
    ...           "colors": ["U", "R"], "source": "x", "text_as_of": "2019-11-24",
    ...           "faces": [{"name": "Fire", "mana_cost": "{1}{R}", "type_line": "Instant", "oracle_text": "A"},
    ...                     {"name": "Ice", "mana_cost": "{1}{U}", "type_line": "Instant", "oracle_text": "B"}]}
    >>> card = card_from_source(record, {"Ice": {"categories": ["requested"], "produced_mana": None}})
    >>> card.mana_cost, card.type_line, card.oracle_text
    ('{1}{R} // {1}{U}', 'Instant // Instant', 'A\\n//\\nB')
    >>> card.faces[1].categories, card.categories
    (('requested',), ('requested',))
    """
    mana = mana or {}
    out: dict[str, Any] = {}
    for key in ("name", "mana_cost", "type_line", "oracle_text", "layout", "colors", "power", "toughness",
                "loyalty", "text_as_of", "produced_mana"):
        if record.get(key) is not None:
            out[key] = record[key]
    joined = mana.get(out["name"])
    if joined is not None:
        if joined.get("categories"):
            out["categories"] = list(joined["categories"])
        if joined.get("produced_mana") is not None:
            out["produced_mana"] = list(joined["produced_mana"])
    faces = record.get("faces") or ()
    if faces:
        out["faces"] = [card_from_source(face, mana).to_dict() for face in faces]
        if out.get("layout") == "split":
            out["mana_cost"] = " // ".join(face.get("mana_cost") or "" for face in faces)
            out["type_line"] = " // ".join(face.get("type_line") or "" for face in faces)
            out["oracle_text"] = "\n//\n".join(face.get("oracle_text") or "" for face in faces)
    for face in out.get("faces", ()):
        face.pop("layout", None)
    categories = dict.fromkeys(out.get("categories", []))
    for face in out.get("faces", ()):
        categories.update(dict.fromkeys(face.get("categories", [])))
    if categories:
        out["categories"] = list(categories)
    return Card.from_dict(out)


def read_cards(source: str | Path, mana_cards: str | Path | None = None) -> list[Card]:
    """Every card of ``source`` (``all_cards.jsonl.gz``), joined with ``mana_cards`` when given.

    Raises
    ------
    CardDataError
        When a file cannot be read or a line is not a card record.
    """
    source = Path(source)
    mana = read_mana_cards(mana_cards) if mana_cards is not None else {}
    cards: list[Card] = []
    try:
        for number, line in enumerate(_lines(source), 1):
            if line.strip():
                record = json.loads(line)
                if not isinstance(record, dict) or not record.get("name"):
                    raise CardDataError(f"{source}:{number}: not a card record")
                cards.append(card_from_source(record, mana))
    except (OSError, ValueError) as exc:
        raise CardDataError(f"{source}: {exc}") from None
    return cards


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:12]


def build(source: str | Path = DEFAULT_SOURCE, mana_cards: str | Path | None = DEFAULT_MANA_CARDS,
          output: str | Path | None = None) -> tuple[CardDatabaseInfo, dict[str, Any]]:
    """Read the sources and write the database file.

    Parameters
    ----------
    source : str or Path
        ``all_cards.jsonl.gz``.
    mana_cards : str or Path or None
        ``mana_cards.jsonl``, or ``None`` for no categories.
    output : str or Path, optional
        Where to write; the package's own data file by default.

    Returns
    -------
    (CardDatabaseInfo, dict)
        What was written, and counts for the build report (faces, joined names, names not found).
    """
    source = Path(source)
    output = Path(output) if output is not None else shipped_database_path()
    cards = read_cards(source, mana_cards)
    described = f"{source.name} sha256:{_digest(source)}"
    stats: dict[str, Any] = {"cards": len(cards), "faces": sum(len(card.faces) for card in cards)}
    if mana_cards is not None:
        mana_path = Path(mana_cards)
        described += f" + {mana_path.name} sha256:{_digest(mana_path)}"
        mana = read_mana_cards(mana_path)
        names = {card.name for card in cards} | {face.name for card in cards for face in card.faces}
        stats["mana_cards"] = len(mana)
        stats["mana_cards_joined"] = sum(1 for name in mana if name in names)
        stats["mana_cards_not_found"] = sorted(name for name in mana if name not in names)
    info = write_card_database(cards, output, source=described)
    stats["bytes"] = output.stat().st_size
    return info, stats


def main(argv: Sequence[str] | None = None) -> int:
    """The command line; returns the exit status."""
    parser = argparse.ArgumentParser(prog="python -m manaplan.models.cards.build",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("source", nargs="?", type=Path, default=DEFAULT_SOURCE, help="all_cards.jsonl.gz")
    parser.add_argument("mana_cards", nargs="?", type=Path, default=DEFAULT_MANA_CARDS, help="mana_cards.jsonl")
    parser.add_argument("-o", "--output", type=Path, default=None,
                        help=f"the database file to write (default: {shipped_database_path()})")
    args = parser.parse_args(argv)
    try:
        info, stats = build(args.source, args.mana_cards, args.output)
    except CardDataError as exc:
        print(f"manaplan.models.cards.build: {exc}", file=sys.stderr)
        return 2
    print(f"wrote {info.path}: {info.cards} cards, {stats['faces']} faces, {stats['bytes']:,} bytes")
    print(f"source: {info.source}; built at {info.built_at}")
    if "mana_cards" in stats:
        missing = stats["mana_cards_not_found"]
        print(f"mana_cards: {stats['mana_cards_joined']} of {stats['mana_cards']} names joined; "
              f"{len(missing)} not in the card data: {', '.join(missing)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
