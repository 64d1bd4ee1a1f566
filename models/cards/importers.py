"""Import a card database from a Scryfall bulk file or an MTGJSON AtomicCards file (``manaplan cards import``).

The file is streamed (parsed record by record with :mod:`ijson`, never loaded whole), the cards are turned into
:class:`~manaplan.models.cards.card.Card` values laid out exactly as in the shipped database (one record per card,
``'A // B'`` full names with faces, a split card's halves joined; see
:func:`~manaplan.models.cards.build.card_from_source`, which does that part), and written with
:func:`~manaplan.models.cards.store.write_card_database` to the user's data directory
(:func:`~manaplan.models.cards.store.user_database_path`), where :func:`~manaplan.models.cards.store.default_database` finds
it from then on.

Files
-----
Scryfall bulk card files
    A JSON array of card objects: ``oracle-cards`` (one record per card) or ``default-cards``, ``unique-artwork``,
    ``all-cards`` (one record per printing). A saved API list (``{"object": "list", "data": [...]}``) is read too.
    Of several printings of a name the first is kept: Scryfall's Oracle fields (``oracle_text``, ``colors``,
    ``produced_mana`` …) are the same on every printing, so which one is kept does not change the data.
MTGJSON ``AtomicCards.json`` (and the other ``*Atomic.json`` files)
    ``{"meta": {...}, "data": {name: [face, ...]}}``; ``meta.date`` dates the text.

Plain or compressed with gzip, xz, bzip2 or zip (one JSON member), recognised by the file's first bytes, not its
name. A file that is not one of these, is truncated or damaged raises
:class:`~manaplan.models.errors.CardDataError` naming the file and where it went wrong; nothing is written then,
and a database written before stays as it was (the new file is renamed over it only once every record was read).

Fields
------
Scryfall ``name``, ``mana_cost``, ``type_line``, ``oracle_text``, ``layout``, ``colors``, ``power``,
``toughness``, ``loyalty``, ``produced_mana`` and ``card_faces`` (``name``, ``mana_cost``, ``type_line``,
``oracle_text``, ``colors``, ``power``, ``toughness``, ``loyalty``); MTGJSON ``name``, ``faceName``, ``side``,
``manaCost``, ``type``, ``text``, ``layout``, ``colors``, ``power``, ``toughness``, ``loyalty``. A multi-face
card's whole-card cost, type line, text and power/toughness are its front face's (a split card's join its halves');
its colours are those Scryfall gives the whole card, else (double-faced cards on Scryfall, all of MTGJSON) a split
card's halves' together and any other card's front face's. A face without colours of its own gets those of its
mana cost (a flip card's back: the card's).
``produced_mana`` (Scryfall's own, an upper bound for "any type" cards) is kept on the whole card; MTGJSON has none
(``None``: unknown). ``text_as_of`` is the snapshot's date: MTGJSON's ``meta.date``, or the date in a Scryfall
bulk file's name (``oracle-cards-20250101100313.json``); ``None`` when neither says.

Layouts other than split, flip, transform, modal_dfc, meld and adventure become ``'normal'`` (one face: saga,
class, leveler, mutate, prototype …) or ``'other'`` (several faces); MTGJSON's ``aftermath`` is ``'split'``.
Reversible cards (two unrelated cards on one piece of cardboard) become their cards; meld cards are each their own
card (MTGJSON lists a meld card and its result as faces).

Skipped: tokens, double-faced tokens, art-series cards, emblems, planes and phenomena, schemes and vanguards (by
layout, and a type line starting ``Token``); cards of token and minigame sets; cards of un-sets (Scryfall
``set_type`` ``'funny'``, MTGJSON ``isFunny``) and of memorabilia sets unless they are legal (or banned or
restricted) in some format, so that Unfinity's tournament-legal cards and reprints in collectors' sets stay.

Examples
--------
>>> import json, pathlib, tempfile
>>> records = [
...     {"object": "card", "name": "Llanowar Elves", "layout": "normal", "mana_cost": "{G}",
...      "type_line": "Creature — Elf Druid", "oracle_text": "{T}: Add {G}.", "colors": ["G"],
...      "power": "1", "toughness": "1", "produced_mana": ["G"], "set_type": "core"},
...     {"object": "card", "name": "Goblin", "layout": "token", "type_line": "Token Creature — Goblin"}]
>>> with tempfile.TemporaryDirectory() as tmp:
...     src = pathlib.Path(tmp) / "oracle-cards-20250101100313.json"
...     _ = src.write_text(json.dumps(records), encoding="utf-8")
...     report = import_cards(src, pathlib.Path(tmp) / "cards.sqlite", built_at="2025-01-02T00:00:00+00:00")
>>> report.cards, dict(report.skipped), report.kind, report.text_as_of
(1, {'token': 1}, 'Scryfall oracle-cards', '2025-01-01')
"""

from __future__ import annotations

import bz2
import datetime
import gzip
import hashlib
import io
import lzma
import os
import re
import stat
import sqlite3
import time
import zipfile
import zlib
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import ExitStack
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

import ijson

from .build import card_from_source
from .card import Card, normalize_name
from .store import (
    CardDatabaseInfo,
    refresh_default_database,
    shipped_database_path,
    user_database_path,
    write_card_database,
)
from ..errors import CardDataError, ManaplanError
from ..files import writable_target
from ..limits import MAX_JSON_DEPTH

__all__ = [
    "SKIPPED_LAYOUTS",
    "CardFile",
    "ImportReport",
    "detect_compression",
    "sniff_format",
    "colors_of_cost",
    "scryfall_skip_reason",
    "scryfall_cards",
    "mtgjson_skip_reason",
    "mtgjson_cards",
    "snapshot_date",
    "read_card_file",
    "import_cards",
]

#: Layouts of things that are not cards one plays (Scryfall's and MTGJSON's names).
SKIPPED_LAYOUTS = frozenset({"token", "double_faced_token", "art_series", "emblem", "planar", "scheme", "vanguard"})
#: Scryfall set types whose cards are skipped unless legal somewhere, with the reason reported.
_NOVELTY_SET_TYPES = {"funny": "un-card", "memorabilia": "memorabilia", "token": "token", "minigame": "minigame"}
#: Layouts kept as they are; other multi-face layouts become 'other', other single-face ones 'normal'.
_KNOWN_LAYOUTS = frozenset({"normal", "split", "flip", "transform", "modal_dfc", "meld", "adventure"})
_LAYOUT_ALIASES = {"aftermath": "split"}
#: Double-faced layouts: the card's colours are its front face's (a back face has its own, from a colour indicator).
_DOUBLE_FACED = frozenset({"transform", "modal_dfc", "meld"})
_REAL_CARD_STATUSES = frozenset({"legal", "restricted", "banned"})
_WUBRG = "WUBRG"

_HEAD_SIZE = 64 * 1024
_BUF_SIZE = 256 * 1024
_MAGIC = (
    (b"\x1f\x8b", "gzip"),
    (b"\xfd7zXZ\x00", "xz"),
    (b"BZh", "bz2"),
    (b"PK\x03\x04", "zip"),
    (b"\x28\xb5\x2f\xfd", "zstd"),
)
_SQLITE_MAGIC = b"SQLite format 3\x00"
_EXPECTED = ("expected a Scryfall bulk card file (a JSON array of cards: oracle-cards or default-cards) or an "
             "MTGJSON AtomicCards file ({\"meta\": ..., \"data\": {card name: [faces]}})")


# --------------------------------------------------------------------------------------------------------------
# Results
# --------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class CardFile:
    """The cards :func:`read_card_file` found in a file, and what it made of the file.

    Attributes
    ----------
    path : Path
        The file read.
    format : str
        ``'scryfall'`` or ``'mtgjson'``.
    kind : str
        For people: ``'Scryfall oracle-cards'``, ``'Scryfall default-cards'``, ``'Scryfall cards'``,
        ``'MTGJSON AtomicCards 5.2.2+20250101'`` …
    compression : str or None
        ``'gzip'``, ``'xz'``, ``'bz2'``, ``'zip'`` or ``None``.
    cards : tuple of Card
        One per name, in file order.
    records : int
        Records read: Scryfall card objects (printings), MTGJSON names.
    skipped : mapping of str to int
        Records left out, by reason (``'token'``, ``'art_series'``, ``'un-card'`` …).
    duplicates : int
        Records (or reversible cards' halves) whose name an earlier one already had: other printings.
    text_as_of : str or None
        The snapshot's date given to the cards (see :func:`snapshot_date`).
    meta : mapping or None
        MTGJSON's ``meta`` object.
    """

    path: Path
    format: str
    kind: str
    compression: str | None
    cards: tuple[Card, ...]
    records: int
    skipped: Mapping[str, int]
    duplicates: int
    text_as_of: str | None
    meta: Mapping[str, Any] | None = None


@dataclass(frozen=True)
class ImportReport:
    """What :func:`import_cards` did.

    Attributes
    ----------
    file : Path
        The file imported.
    format, kind, compression, records, skipped, duplicates, text_as_of
        As in :class:`CardFile`.
    cards : int
        Cards written.
    database : CardDatabaseInfo
        The database written (its ``source`` names the file, its kind and its SHA-256).
    size : int
        The database file's size in bytes.
    seconds : float
        Wall time of the whole import.
    """

    file: Path
    format: str
    kind: str
    compression: str | None
    records: int
    cards: int
    skipped: Mapping[str, int]
    duplicates: int
    text_as_of: str | None
    database: CardDatabaseInfo
    size: int
    seconds: float = field(compare=False)

    def to_dict(self) -> dict[str, Any]:
        """The report as JSON-ready data (``manaplan cards import --json``).

        Returns
        -------
        dict
            ``file``, ``format``, ``kind``, ``compression``, ``records``, ``cards``, ``skipped`` (reason to count),
            ``duplicates``, ``text_as_of``, ``seconds`` and ``database`` (``path``, ``cards``, ``built_at``,
            ``source``, ``format_version``, ``bytes``).
        """
        info = self.database
        return {
            "file": str(self.file), "format": self.format, "kind": self.kind, "compression": self.compression,
            "records": self.records, "cards": self.cards, "skipped": dict(self.skipped),
            "duplicates": self.duplicates, "text_as_of": self.text_as_of, "seconds": round(self.seconds, 3),
            "database": {"path": str(info.path), "cards": info.cards, "built_at": info.built_at,
                         "source": info.source, "format_version": info.format_version, "bytes": self.size},
        }


# --------------------------------------------------------------------------------------------------------------
# Recognising a file
# --------------------------------------------------------------------------------------------------------------


def detect_compression(head: bytes) -> str | None:
    """The compression a file's first bytes show.

    Parameters
    ----------
    head : bytes
        The file's first bytes (6 are enough).

    Returns
    -------
    str or None
        ``'gzip'``, ``'xz'``, ``'bz2'``, ``'zip'``, ``'zstd'``, or ``None`` for none of them.

    Examples
    --------
    >>> detect_compression(gzip.compress(b"[]")), detect_compression(lzma.compress(b"[]"))
    ('gzip', 'xz')
    >>> detect_compression(bz2.compress(b"[]")), detect_compression(b"[{}]")
    ('bz2', None)
    """
    for magic, name in _MAGIC:
        if head.startswith(magic):
            return name
    return None


def sniff_format(head: bytes, *, complete: bool = False) -> tuple[str, dict[str, Any] | None]:
    """Which kind of card file this is, from the start of its JSON.

    Parameters
    ----------
    head : bytes
        The first bytes of the (decompressed) JSON; 64 KiB is plenty.
    complete : bool
        ``head`` is the whole file (so JSON ending inside it is a truncated file, not a short head).

    Returns
    -------
    (str, dict or None)
        ``'scryfall'`` (a top-level array), ``'scryfall-list'`` (an object whose ``data`` is an array) or
        ``'mtgjson'`` (an object whose ``data`` is an object); MTGJSON's ``meta`` when it comes before ``data``.

    Raises
    ------
    CardDataError
        When it is none of them (the message says what was expected and what the file is); the caller adds the
        file's name.

    Examples
    --------
    >>> sniff_format(b' [{"object": "card"')
    ('scryfall', None)
    >>> sniff_format(b'{"meta": {"date": "2025-01-01", "version": "5.2.2"}, "data": {"Forest": [')
    ('mtgjson', {'date': '2025-01-01', 'version': '5.2.2'})
    >>> sniff_format(b'{"object": "list", "has_more": false, "data": [')
    ('scryfall-list', None)
    >>> sniff_format(b'{"name": "Forest"}', complete=True)
    Traceback (most recent call last):
    ...
    manaplan.models.errors.CardDataError: not a Scryfall or MTGJSON card file: a JSON object without "data"; ...
    """
    if head.startswith(_SQLITE_MAGIC):
        raise CardDataError("not a Scryfall or MTGJSON card file: an SQLite database (to use a manaplan card "
                            "database, give it with --cards); " + _EXPECTED)
    head = head.removeprefix(b"\xef\xbb\xbf")
    events = ijson.parse(io.BytesIO(head), use_float=True)
    meta_builder: ijson.ObjectBuilder | None = None
    meta: dict[str, Any] | None = None
    after_data = False
    try:
        for prefix, event, value in events:
            if prefix == "" and event == "start_array":
                return "scryfall", None
            if prefix == "" and event in ("start_map", "end_map"):
                continue
            if prefix == "" and event != "map_key":
                raise CardDataError(f"not a Scryfall or MTGJSON card file: a JSON {event}; {_EXPECTED}")
            if meta_builder is not None:
                if prefix == "meta" or prefix.startswith("meta."):
                    meta_builder.event(event, value)
                    continue
                meta = meta_builder.value if isinstance(meta_builder.value, dict) else None
                meta_builder = None
            if after_data:
                if event == "start_map":
                    return "mtgjson", meta
                if event == "start_array":
                    return "scryfall-list", None
                raise CardDataError(f"not a Scryfall or MTGJSON card file: its \"data\" is a JSON {event}; "
                                    f"{_EXPECTED}")
            if prefix == "" and value == "meta":
                meta_builder = ijson.ObjectBuilder()
            elif prefix == "" and value == "data":
                after_data = True
    except ijson.IncompleteJSONError as exc:
        problem = _json_problem(exc)
        if not head.strip():
            raise CardDataError(f"the file is empty; {_EXPECTED}") from None
        if head.lstrip()[:1] not in (b"[", b"{"):
            start = head.lstrip()[:24]
            raise CardDataError(f"not a Scryfall or MTGJSON card file: not JSON (it starts {start!r}); "
                                f"{_EXPECTED}") from None
        if complete:
            raise CardDataError(f"the JSON is truncated or damaged near its start: {problem}") from None
        raise CardDataError(f"not a Scryfall or MTGJSON card file: no \"data\" in its first {len(head):,} "
                            f"bytes; {_EXPECTED}") from None
    raise CardDataError(f"not a Scryfall or MTGJSON card file: a JSON object without \"data\"; {_EXPECTED}")


def _json_problem(exc: Exception) -> str:
    """yajl's several-line message as one line: the problem and the text near it."""
    lines = str(exc).splitlines()
    problem = lines[0].strip() if lines else type(exc).__name__
    near = lines[1].strip() if len(lines) > 1 else ""
    return f"{problem} near {near[:40]!r}" if near else problem


_STAMP = re.compile(r"(?<!\d)((?:19|20)\d\d)-?(\d\d)-?(\d\d)(?:T?\d{4,6})?(?!\d)")


def snapshot_date(path: str | Path, meta: Mapping[str, Any] | None = None) -> str | None:
    """The date a card file's text is from: MTGJSON's ``meta.date``, else a date in the file's name.

    Scryfall names its bulk files with a timestamp (``oracle-cards-20250101100313.json``), which a download keeps.

    Parameters
    ----------
    path : str or Path
        The file.
    meta : mapping, optional
        MTGJSON's ``meta`` object.

    Returns
    -------
    str or None
        An ISO date, or ``None`` when neither says.

    Examples
    --------
    >>> snapshot_date("oracle-cards-20250101100313.json.gz")
    '2025-01-01'
    >>> snapshot_date("AtomicCards.json.xz", {"date": "2024-11-05", "version": "5.2.2+20241105"})
    '2024-11-05'
    >>> snapshot_date("cards.json") is None
    True
    """
    candidates = []
    if meta and isinstance(meta.get("date"), str):
        candidates.append(meta["date"])
    candidates.append(Path(path).name)
    for text in candidates:
        match = _STAMP.search(text)
        if match:
            try:
                return datetime.date(*(int(part) for part in match.groups())).isoformat()
            except ValueError:
                continue
    return None


def _scryfall_kind(path: Path) -> str:
    name = path.name.casefold()
    for bulk in ("oracle-cards", "default-cards", "unique-artwork", "all-cards"):
        if name.startswith(bulk) or name.startswith(bulk.replace("-", "_")):
            return f"Scryfall {bulk}"
    return "Scryfall cards"


def _mtgjson_kind(path: Path, meta: Mapping[str, Any] | None) -> str:
    stem = path.name.split(".")[0]
    kind = f"MTGJSON {stem}" if stem.casefold().endswith("atomic") or stem == "AtomicCards" else "MTGJSON atomic cards"
    version = (meta or {}).get("version")
    return f"{kind} {version}" if isinstance(version, str) and version else kind


# --------------------------------------------------------------------------------------------------------------
# Records to cards
# --------------------------------------------------------------------------------------------------------------


def _wubrg(colors: Any) -> list[str]:
    present = set(colors or ())
    return [c for c in _WUBRG if c in present]


def colors_of_cost(mana_cost: str) -> list[str]:
    """The colours a mana cost gives (CR 202.2), in WUBRG order.

    Parameters
    ----------
    mana_cost : str
        ``'{1}{R}'``, ``'{2/W}{G/U/P}'``, ``''`` …

    Returns
    -------
    list of str

    Examples
    --------
    >>> colors_of_cost("{2}{G}{W/U}"), colors_of_cost("{3}"), colors_of_cost("")
    (['W', 'U', 'G'], [], [])
    """
    return _wubrg(c for symbol in re.findall(r"\{([^}]*)\}", mana_cost or "") for c in symbol)


def _text(value: Any) -> str | None:
    """A printed value as text: power, toughness and loyalty may come as numbers."""
    if value is None or isinstance(value, str):
        return value
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return str(int(value)) if float(value).is_integer() else str(value)
    raise CardDataError(f"expected text, found {value!r}")


def _layout(layout: Any, faces: int) -> str:
    layout = _LAYOUT_ALIASES.get(layout, layout) if isinstance(layout, str) else "normal"
    if layout in _KNOWN_LAYOUTS and (faces > 1 or layout in ("normal", "meld")):
        return layout
    return "other" if faces > 1 else "normal"


def _whole_colors(layout: str, faces: Sequence[Mapping[str, Any]]) -> list[str]:
    """A multi-face card's colours from its faces': a split card's are all its halves' (CR 709.4), any other's
    (double-faced, adventurer, omen, flip) its front face's, which are the card's own outside the stack."""
    if layout == "split":
        return _wubrg(c for face in faces for c in face["colors"])
    return list(faces[0]["colors"])


def _face_fields(face: Mapping[str, Any], keys: Mapping[str, str]) -> dict[str, Any]:
    """The fields of one face (or single-faced card), renamed to the build format; ``None`` left out."""
    out: dict[str, Any] = {}
    for ours, theirs in keys.items():
        value = face.get(theirs)
        if value is None:
            continue
        if ours in ("power", "toughness", "loyalty"):
            value = _text(value)
        elif ours == "colors":
            value = _wubrg(value)
        elif not isinstance(value, str):
            raise CardDataError(f"{theirs} is {value!r}, not text")
        out[ours] = value
    if not out.get("name"):
        raise CardDataError("a card or face without a name")
    return out


def _source_record(name: str, layout: str, faces: Sequence[dict[str, Any]], whole: dict[str, Any],
                   text_as_of: str | None) -> dict[str, Any]:
    """A record in the build's source form (see ``card_from_source``): the whole card's fields are the front
    face's, except its name, layout, colours and produced mana; ``card_from_source`` joins a split card's."""
    record: dict[str, Any] = {"name": name, "layout": layout}
    if faces:
        record.update({key: faces[0][key] for key in ("mana_cost", "type_line", "oracle_text", "power",
                                                      "toughness", "loyalty") if key in faces[0]})
        record["faces"] = [{**face, "text_as_of": text_as_of} if text_as_of else face for face in faces]
    else:
        record.update(whole)
    for key in ("colors", "produced_mana"):
        if whole.get(key) is not None:
            record[key] = whole[key]
    if text_as_of:
        record["text_as_of"] = text_as_of
    return record


_SCRYFALL_KEYS = {"name": "name", "mana_cost": "mana_cost", "type_line": "type_line",
                  "oracle_text": "oracle_text", "colors": "colors", "power": "power", "toughness": "toughness",
                  "loyalty": "loyalty"}
_MTGJSON_KEYS = {"name": "name", "mana_cost": "manaCost", "type_line": "type", "oracle_text": "text",
                 "colors": "colors", "power": "power", "toughness": "toughness", "loyalty": "loyalty"}


def _legal_somewhere(legalities: Any) -> bool:
    if not isinstance(legalities, Mapping):
        return False
    return any(isinstance(status, str) and status.casefold() in _REAL_CARD_STATUSES for status in legalities.values())


def _is_token_type(type_line: Any) -> bool:
    return isinstance(type_line, str) and type_line.lstrip().casefold().startswith("token")


def scryfall_skip_reason(record: Mapping[str, Any]) -> str | None:
    """Why a Scryfall card object is not imported, or ``None`` when it is.

    Parameters
    ----------
    record : mapping
        A Scryfall card object.

    Returns
    -------
    str or None
        The layout for tokens, art-series cards, emblems and the like (:data:`SKIPPED_LAYOUTS`); ``'token'``,
        ``'minigame'``, ``'un-card'`` or ``'memorabilia'`` for a card of such a set that is not legal (or banned or
        restricted) in any format; ``'token'`` for a type line starting with Token.

    Examples
    --------
    >>> scryfall_skip_reason({"name": "Goblin", "layout": "token"})
    'token'
    >>> scryfall_skip_reason({"name": "Pick Your Poison", "set_type": "funny", "legalities": {"legacy": "legal"}})
    >>> scryfall_skip_reason({"name": "Sword of Dungeons & Dragons", "set_type": "funny",
    ...                       "legalities": {"legacy": "not_legal"}})
    'un-card'
    """
    layout = record.get("layout")
    if layout in SKIPPED_LAYOUTS:
        return layout
    novelty = _NOVELTY_SET_TYPES.get(record.get("set_type"))
    if novelty is not None and not _legal_somewhere(record.get("legalities")):
        return novelty
    if _is_token_type(record.get("type_line")):
        return "token"
    return None


def scryfall_cards(record: Mapping[str, Any], *, text_as_of: str | None = None) -> list[Card]:
    """The cards a Scryfall card object describes: one, or a reversible card's different cards.

    Parameters
    ----------
    record : mapping
        A Scryfall card object that :func:`scryfall_skip_reason` lets through.
    text_as_of : str, optional
        The snapshot's date, given to each card and face.

    Returns
    -------
    list of Card

    Raises
    ------
    CardDataError
        When a field has the wrong kind of value.

    Examples
    --------
    >>> fire_ice = {"object": "card", "name": "Fire // Ice", "layout": "split", "mana_cost": "{1}{R} // {1}{U}",
    ...             "type_line": "Instant // Instant", "colors": ["U", "R"], "card_faces": [
    ...     {"name": "Fire", "mana_cost": "{1}{R}", "type_line": "Instant", "oracle_text": "Fire deals 2 damage."},
    ...     {"name": "Ice", "mana_cost": "{1}{U}", "type_line": "Instant", "oracle_text": "Tap target permanent."}]}
    >>> [card] = scryfall_cards(fire_ice)
    >>> card.mana_cost, card.colors, card.faces[1], card.faces[1].colors
    ('{1}{R} // {1}{U}', ('U', 'R'), Card('Ice', full_name='Fire // Ice'), ('U',))
    """
    raw_faces = record.get("card_faces") or ()
    if not isinstance(raw_faces, Sequence) or not all(isinstance(face, Mapping) for face in raw_faces):
        raise CardDataError("card_faces is not a list of faces")
    if record.get("layout") == "reversible_card" and raw_faces:
        cards: dict[str, Card] = {}
        for face in raw_faces:
            for card in scryfall_cards({**face, "layout": face.get("layout") or "normal"}, text_as_of=text_as_of):
                cards.setdefault(normalize_name(card.name), card)
        return list(cards.values())
    whole = _face_fields(record, _SCRYFALL_KEYS)
    layout = _layout(record.get("layout"), len(raw_faces))
    produced = record.get("produced_mana")
    if produced is not None:
        whole["produced_mana"] = _wubrg(produced) + (["C"] if "C" in produced else [])
    faces: list[dict[str, Any]] = []
    if len(raw_faces) > 1:
        for number, raw in enumerate(raw_faces):
            face = _face_fields(raw, _SCRYFALL_KEYS)
            if number == 0:  # an adventurer's power and toughness are on the card, not on its face
                for key in ("power", "toughness", "loyalty"):
                    if key not in face and key in whole:
                        face[key] = whole[key]
            if "colors" not in face:
                face["colors"] = (colors_of_cost(face.get("mana_cost", "")) if face.get("mana_cost")
                                  else whole.get("colors", []) if layout == "flip" else [])
            faces.append(face)
        if "colors" not in whole:
            whole["colors"] = _whole_colors(layout, faces)
    elif len(raw_faces) == 1:  # not seen in Scryfall data; read the face as the card
        whole = {**_face_fields(raw_faces[0], _SCRYFALL_KEYS), **whole}
    return [card_from_source(_source_record(whole["name"], layout, faces, whole, text_as_of))]


def mtgjson_skip_reason(entries: Sequence[Mapping[str, Any]]) -> str | None:
    """Why an MTGJSON AtomicCards entry (the list of faces under one name) is not imported, or ``None``.

    Parameters
    ----------
    entries : sequence of mapping
        ``data[name]``.

    Returns
    -------
    str or None
        The layout for tokens, emblems and the like (:data:`SKIPPED_LAYOUTS`); ``'un-card'`` for a card with
        ``isFunny`` that is not legal (or banned or restricted) in any format; ``'token'`` for a Token type line.

    Examples
    --------
    >>> mtgjson_skip_reason([{"name": "Forest", "layout": "normal", "type": "Basic Land — Forest"}])
    >>> mtgjson_skip_reason([{"name": "Ach! Hans, Run!", "layout": "normal", "isFunny": True, "legalities": {}}])
    'un-card'
    """
    first = entries[0]
    layout = first.get("layout")
    if layout in SKIPPED_LAYOUTS:
        return layout
    if first.get("isFunny") and not _legal_somewhere(first.get("legalities")):
        return "un-card"
    if _is_token_type(first.get("type")):
        return "token"
    return None


def mtgjson_cards(name: str, entries: Sequence[Mapping[str, Any]], *, text_as_of: str | None = None) -> list[Card]:
    """The cards an MTGJSON AtomicCards entry describes: one, or each part of a meld pair.

    Faces are told apart by ``side`` (``'a'``, ``'b'`` …; the first entry of each side is used).

    Parameters
    ----------
    name : str
        The entry's key.
    entries : sequence of mapping
        ``data[name]``, which :func:`mtgjson_skip_reason` lets through.
    text_as_of : str, optional
        The snapshot's date, given to each card and face.

    Returns
    -------
    list of Card

    Raises
    ------
    CardDataError
        When a field has the wrong kind of value.

    Examples
    --------
    >>> faces = [{"name": "Delver of Secrets // Insectile Aberration", "faceName": "Delver of Secrets",
    ...           "side": "a", "layout": "transform", "manaCost": "{U}", "type": "Creature — Human Wizard",
    ...           "colors": ["U"], "power": "1", "toughness": "1", "text": "At the beginning of your upkeep, ..."},
    ...          {"name": "Delver of Secrets // Insectile Aberration", "faceName": "Insectile Aberration",
    ...           "side": "b", "layout": "transform", "type": "Creature — Human Insect", "colors": ["U"],
    ...           "power": "3", "toughness": "2", "text": "Flying"}]
    >>> [card] = mtgjson_cards("Delver of Secrets // Insectile Aberration", faces)
    >>> card.mana_cost, card.power, card.faces[1].oracle_text, card.faces[1].full_name
    ('{U}', '1', 'Flying', 'Delver of Secrets // Insectile Aberration')
    """
    by_side: dict[Any, Mapping[str, Any]] = {}
    for entry in entries:
        by_side.setdefault(entry.get("side"), entry)
    sides = sorted(by_side, key=lambda side: (side is None, str(side)))
    parts = [by_side[side] for side in sides]
    layout = _layout(parts[0].get("layout"), len(parts))

    def single(entry: Mapping[str, Any], layout: str) -> Card:
        whole = _face_fields(entry, _MTGJSON_KEYS)
        face_name = entry.get("faceName")
        whole["name"] = face_name if isinstance(face_name, str) and face_name else whole.get("name") or name
        return card_from_source(_source_record(whole["name"], layout, (), whole, text_as_of))

    if layout == "meld" or len(parts) == 1:
        return [single(part, layout) for part in parts]
    faces = []
    for part in parts:
        face = _face_fields(part, _MTGJSON_KEYS)
        face["name"] = part.get("faceName") or face.get("name") or name
        face.setdefault("colors", colors_of_cost(face.get("mana_cost", "")))
        faces.append(face)
    colors = _whole_colors(layout, faces)
    full_name = parts[0].get("name") if isinstance(parts[0].get("name"), str) else name
    return [card_from_source(_source_record(full_name, layout, faces, {"colors": colors}, text_as_of))]


# --------------------------------------------------------------------------------------------------------------
# Streaming
# --------------------------------------------------------------------------------------------------------------


#: Every byte but those that decide JSON nesting: brackets, braces and quotes.
_NOT_STRUCTURE = bytes(b for b in range(256) if b not in b'[]{}"')


class JsonDepth:
    """How deeply the JSON fed so far nests, checked chunk by chunk before the parser sees it.

    ijson builds a prefix string per level, so its memory grows with the square of the depth: a 200 KB file of
    nested brackets reached 24 GB. A card file nests five or six levels; past ``limit`` the file is refused.
    The bytes are scanned in C: escaped backslashes and escaped quotes are removed, ``bytes.translate`` keeps only
    brackets, braces and quotes, and the quotes split strings from the rest; Python looks only at the brackets
    outside strings, a few per card.

    Examples
    --------
    >>> depth = JsonDepth(3)
    >>> depth.feed(b'{"a": [1, "]]]]", "[\\\\"["')
    >>> depth.depth
    2
    >>> depth.feed(b'[[')
    Traceback (most recent call last):
    ...
    ValueError: JSON nested more than 3 levels deep
    """

    def __init__(self, limit: int):
        self.limit = limit
        self.depth = 0
        self._in_string = False
        self._backslash = b""  # a backslash that ended the last chunk and escapes the first byte of the next

    def feed(self, data: bytes) -> None:
        data = self._backslash + data
        run = len(data) - len(data.rstrip(b"\\"))
        self._backslash = b"\\" if run % 2 else b""
        if run % 2:
            data = data[:-1]
        # Escapes: "\\\\" pairs first (left to right, as JSON reads them), then an escaped quote; any other
        # backslash escapes a letter or a slash, which translate drops anyway.
        data = data.replace(b"\\\\", b"").replace(b'\\"', b"").translate(None, _NOT_STRUCTURE)
        if not data:
            return
        parts = data.split(b'"')
        outside = parts[1::2] if self._in_string else parts[0::2]
        if len(parts) % 2 == 0:  # an odd number of quotes: a string begins or ends here and goes on
            self._in_string = not self._in_string
        depth = self.depth
        for byte in b"".join(outside):
            if byte in b"[{":
                depth += 1
                if depth > self.limit:
                    raise ValueError(f"JSON nested more than {self.limit} levels deep")
            else:
                depth -= 1
        self.depth = depth


class _Stream:
    """A binary stream over ``rest`` that counts the bytes read from it, and can be handed bytes to read again.

    Every new byte is checked with :class:`JsonDepth` before it is handed on — but for a file that starts as an SQLite
    database, which is no JSON at all: :func:`sniff_format` refuses it by name (its compressed blocks may hold any
    number of brackets).
    """

    def __init__(self, rest: BinaryIO, progress: Callable[[], None] | None = None):
        self._rest = rest
        self._progress = progress
        self._again = b""
        self.position = 0
        self._depth: JsonDepth | None = JsonDepth(MAX_JSON_DEPTH)

    def read_again(self, data: bytes) -> None:
        """Make the next reads return ``data`` first (not counted again)."""
        self._again = data + self._again

    def read(self, size: int = -1) -> bytes:
        if size == 0:
            return b""
        if self._again:
            if size < 0 or size >= len(self._again):
                data, self._again = self._again, b""
            else:
                data, self._again = self._again[:size], self._again[size:]
            return data
        data = self._rest.read(size)
        if self.position == 0 and data.startswith(_SQLITE_MAGIC):
            self._depth = None
        self.position += len(data)
        if self._progress is not None:
            self._progress()
        try:
            if self._depth is not None:
                self._depth.feed(data)
        except ValueError as exc:
            raise _TooDeep(str(exc)) from None
        return data


class _TooDeep(Exception):
    """JSON nested past :data:`MAX_JSON_DEPTH` (turned into a CardDataError naming the file)."""


def _read_head(stream: _Stream, size: int) -> bytes:
    parts: list[bytes] = []
    total = 0
    while total < size:
        data = stream.read(size - total)
        if not data:
            break
        parts.append(data)
        total += len(data)
    return b"".join(parts)


def _open_decompressed(path: Path, stack: ExitStack) -> tuple[BinaryIO, BinaryIO, str | None]:
    """The raw file, the stream of its JSON and the compression."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except OSError as exc:
        raise CardDataError(f"cannot read {path}: {exc.strerror or exc}") from None
    except ValueError:  # a NUL character
        raise CardDataError(f"cannot read {path}: a file name cannot hold a NUL character") from None
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):  # a FIFO would wait for a writer, /dev/zero never ends
        os.close(fd)
        kind = "a directory" if stat.S_ISDIR(mode) else "a device, FIFO or socket"
        raise CardDataError(f"cannot read {path}: not a regular file ({kind}); give a card file")
    if hasattr(os, "O_NONBLOCK"):
        os.set_blocking(fd, True)
    raw = stack.enter_context(os.fdopen(fd, "rb"))
    compression = detect_compression(raw.read(8))
    raw.seek(0)
    if compression is None:
        return raw, raw, None
    if compression == "gzip":
        return raw, stack.enter_context(gzip.GzipFile(fileobj=raw, mode="rb")), compression
    if compression == "xz":
        return raw, stack.enter_context(lzma.LZMAFile(raw)), compression
    if compression == "bz2":
        return raw, stack.enter_context(bz2.BZ2File(raw)), compression
    if compression == "zip":
        archive = stack.enter_context(zipfile.ZipFile(raw))
        members = [info for info in archive.infolist() if not info.is_dir()]
        jsons = [info for info in members if info.filename.casefold().endswith(".json")]
        chosen = jsons or members
        if len(chosen) != 1:
            listed = ", ".join(info.filename for info in members[:5]) or "nothing"
            raise CardDataError(f"{path}: a zip file should hold one JSON file; it holds {listed}")
        if chosen[0].flag_bits & 0x1:
            raise CardDataError(f"{path}: the zip file is encrypted; decrypt it first, or use the .gz, .xz or .bz2 "
                                f"download")
        try:
            return raw, stack.enter_context(archive.open(chosen[0])), compression
        except (RuntimeError, NotImplementedError, ValueError) as exc:  # encrypted, or a method zipfile lacks
            raise CardDataError(f"{path}: the zip file cannot be read here ({exc}); decompress it first") from None
    raise CardDataError(f"{path}: {compression}-compressed data cannot be read here; decompress it first, or use "
                        f"the .gz, .xz or .bz2 download")


class _Collector:
    """Cards by normalised name (the first of each name kept), with counts for the report."""

    def __init__(self) -> None:
        self.cards: dict[str, Card] = {}
        self.records = 0
        self.skipped: Counter[str] = Counter()
        self.duplicates = 0

    def keep(self, cards: list[Card]) -> None:
        for card in cards:
            key = normalize_name(card.name)
            if key in self.cards:
                self.duplicates += 1
            else:
                self.cards[key] = card


def _scryfall_record_problem(item: Any) -> str | None:
    if not isinstance(item, dict):
        return f"a JSON {type(item).__name__}, not a card object"
    kind = item.get("object", "card")
    if kind != "card":
        return f"a Scryfall {kind!r} object, not a card (a bulk card file is oracle-cards or default-cards)"
    if not isinstance(item.get("name"), str) or not item["name"]:
        return "a card object without a name"
    return None


def _mtgjson_entry_problem(value: Any) -> str | None:
    if isinstance(value, dict):
        return ("an object, not a list of card faces: this looks like AllPrintings or a set file, not "
                "AtomicCards" if "cards" in value or "code" in value else "an object, not a list of card faces")
    if not isinstance(value, list) or not value:
        return "not a list of card faces"
    if not all(isinstance(face, dict) and isinstance(face.get("name"), str) for face in value):
        return "a list holding something that is not a card face with a name"
    return None


#: What a record of an unexpected shape can raise on its way to a Card (turned into a CardDataError naming it).
_RECORD_ERRORS = (CardDataError, KeyError, TypeError, AttributeError, ValueError)


def _record_error(exc: Exception) -> str:
    return str(exc) if isinstance(exc, CardDataError) else f"unexpected data ({type(exc).__name__}: {exc})"


def _collect_scryfall(items: Iterator[Any], into: _Collector, path: Path, text_as_of: str | None) -> None:
    for item in items:
        into.records += 1
        problem = _scryfall_record_problem(item)
        if problem:
            raise CardDataError(f"{path}: record {into.records:,} is {problem}; {_EXPECTED}")
        try:
            reason = scryfall_skip_reason(item)
            if reason is not None:
                into.skipped[reason] += 1
            elif normalize_name(item["name"]) in into.cards:  # another printing: its Oracle fields are the same
                into.duplicates += 1
            else:
                into.keep(scryfall_cards(item, text_as_of=text_as_of))
        except _RECORD_ERRORS as exc:
            raise CardDataError(f"{path}: record {into.records:,} ({item['name']!r}): {_record_error(exc)}") from None


def _collect_mtgjson(entries: Iterator[tuple[str, Any]], into: _Collector, path: Path,
                     text_as_of: str | None) -> None:
    for name, value in entries:
        into.records += 1
        problem = _mtgjson_entry_problem(value)
        if problem:
            raise CardDataError(f"{path}: data[{name!r}] is {problem}; {_EXPECTED}")
        try:
            reason = mtgjson_skip_reason(value)
            if reason is not None:
                into.skipped[reason] += 1
            else:
                into.keep(mtgjson_cards(name, value, text_as_of=text_as_of))
        except _RECORD_ERRORS as exc:
            raise CardDataError(f"{path}: data[{name!r}]: {_record_error(exc)}") from None


def read_card_file(path: str | Path, *, progress: Callable[[int], None] | None = None) -> CardFile:
    """Stream a Scryfall or MTGJSON card file (plain or compressed) and return its cards, one per name.

    Parameters
    ----------
    path : str or Path
        The file.
    progress : callable, optional
        Called now and then with how many bytes of the file have been read.

    Returns
    -------
    CardFile
        Possibly with no cards (everything skipped); :func:`import_cards` refuses that.

    Raises
    ------
    CardDataError
        When the file cannot be read, is not a Scryfall or MTGJSON card file, or is truncated or damaged; the
        message names the file and where (bytes of JSON read, complete records read).
    """
    path = Path(path)
    into = _Collector()
    state: dict[str, Any] = {"stream": None, "compression": None}
    with ExitStack() as stack:
        try:
            raw, decompressed, compression = _open_decompressed(path, stack)
            state["compression"] = compression
            reader = _Stream(decompressed, (lambda: progress(raw.tell())) if progress is not None else None)
            state["stream"] = reader
            head = _read_head(reader, _HEAD_SIZE)
            complete = len(head) < _HEAD_SIZE
            head = head.removeprefix(b"\xef\xbb\xbf")
            try:
                shape, meta = sniff_format(head, complete=complete)
            except CardDataError as exc:
                raise CardDataError(f"{path}{_name_hint(path, compression)}: {exc}") from None
            text_as_of = snapshot_date(path, meta)
            reader.read_again(head)
            if shape == "mtgjson":
                _collect_mtgjson(ijson.kvitems(reader, "data", use_float=True, buf_size=_BUF_SIZE), into, path,
                                 text_as_of)
                kind = _mtgjson_kind(path, meta)
            else:
                prefix = "item" if shape == "scryfall" else "data.item"
                _collect_scryfall(ijson.items(reader, prefix, use_float=True, buf_size=_BUF_SIZE), into, path,
                                  text_as_of)
                kind = _scryfall_kind(path)
        except ijson.JSONError as exc:
            raise CardDataError(_where(path, state, into, exc)) from None
        except _TooDeep as exc:
            raise CardDataError(f"{path}: {exc}; a card file nests a few levels") from None
        except EOFError as exc:
            raise CardDataError(_where(path, state, into, exc)) from None
        except (OSError, zlib.error, lzma.LZMAError, zipfile.BadZipFile) as exc:
            raise CardDataError(_where(path, state, into, exc)) from None
    return CardFile(path=path, format="mtgjson" if shape == "mtgjson" else "scryfall", kind=kind,
                    compression=compression, cards=tuple(into.cards.values()), records=into.records,
                    skipped=dict(into.skipped.most_common()), duplicates=into.duplicates, text_as_of=text_as_of,
                    meta=meta)


def _name_hint(path: Path, compression: str | None) -> str:
    """A note when the name promises a compression the bytes do not have."""
    suffix = path.suffix.casefold().lstrip(".")
    named = {"gz": "gzip", "xz": "xz", "bz2": "bz2", "zip": "zip"}.get(suffix)
    if named and named != compression:
        actual = f"{compression}-compressed" if compression else "not compressed"
        return f" (named .{suffix}, but {actual})"
    return ""


def _where(path: Path, state: Mapping[str, Any], into: _Collector, exc: BaseException) -> str:
    """One line for a stream that stopped early: what went wrong, how far the JSON got, how many records."""
    stream = state["stream"]
    compression = state["compression"]
    json_bytes = stream.position if stream is not None else 0
    records = f"{into.records:,} complete record{'' if into.records == 1 else 's'}"
    where = f"after {json_bytes:,} bytes of JSON and {records}"
    if isinstance(exc, EOFError):
        return f"{path}: the {compression} data is truncated: it breaks off {where}"
    if isinstance(exc, ijson.JSONError):
        problem = _json_problem(exc)
        if "premature EOF" in problem:
            return f"{path}: the file is truncated: the JSON ends {where}"
        inside = f" in the decompressed {compression} data (damaged?)" if compression else ""
        return f"{path}: invalid JSON{inside} ({problem}), {where}"
    if isinstance(exc, zipfile.BadZipFile):
        return f"{path}: a truncated or damaged zip file ({exc})"
    if compression:
        return f"{path}: the {compression} data is damaged ({exc}), {where}"
    return f"{path}: cannot be read ({getattr(exc, 'strerror', None) or exc}), {where}"


# --------------------------------------------------------------------------------------------------------------
# Importing
# --------------------------------------------------------------------------------------------------------------


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def _check_output(output: Path, source: Path, *, force: bool = False) -> Path:
    """The file to write: a regular file (or nothing yet), never the source, the shipped database, a device, a
    FIFO or a directory, and a file that is not an SQLite database only with ``force``. A symbolic link to a
    regular file is followed (the link stays).

    Raises
    ------
    CardDataError
        For an output that may not be written.
    """
    if output.exists() and source.exists() and output.resolve() == source.resolve():
        raise CardDataError(f"{output}: the database would be written over the file being imported")
    if output.resolve() == shipped_database_path().resolve():
        raise CardDataError(f"{output} is the shipped card database; it is built with "
                            f"'python -m manaplan.models.cards.build', not imported")
    if output.is_dir():
        raise CardDataError(f"{output} is a directory; give the database file's path")
    try:
        target = writable_target(output, "-o", protect=[source], new_folder=True)
    except ManaplanError as exc:
        raise CardDataError(str(exc)) from None
    if target.is_file() and target.stat().st_size and not force:
        with open(target, "rb") as f:
            if f.read(len(_SQLITE_MAGIC)) != _SQLITE_MAGIC:
                raise CardDataError(f"{output} exists and is not a card database; not writing over it (--force "
                                    f"replaces it)")
    return target


def import_cards(path: str | Path, output: str | Path | None = None, *, built_at: str | None = None,
                 progress: Callable[[int], None] | None = None, force: bool = False) -> ImportReport:
    """Read a Scryfall or MTGJSON card file and write it as a card database, replacing any database there.

    Nothing is written unless the whole file was read and at least one card found; the new database is then
    renamed over the old one, so a database that is open elsewhere is never half-written. When it replaces the
    file :func:`~manaplan.models.cards.store.default_database` opened, the next call opens the new one.

    Parameters
    ----------
    path : str or Path
        The file: Scryfall oracle-cards / default-cards, or MTGJSON AtomicCards; plain, gzip, xz, bzip2 or zip.
    output : str or Path, optional
        Where to write; :func:`~manaplan.models.cards.store.user_database_path` by default, which
        :func:`~manaplan.models.cards.store.default_database` then uses.
    built_at : str, optional
        The build time to record (ISO 8601); now by default.
    progress : callable, optional
        As for :func:`read_card_file`.
    force : bool
        Replace a file at ``output`` that is not a card database (a damaged one at the default location).

    Returns
    -------
    ImportReport

    Raises
    ------
    CardDataError
        When the file cannot be read, is not a card file, is truncated or damaged, has no cards, or the database
        cannot be written; the database that was there is left as it was.

    Examples
    --------
    See the module's example.
    """
    started = time.perf_counter()
    path = Path(path)
    output = Path(output) if output is not None else user_database_path()
    output = _check_output(output, path, force=force)
    card_file = read_card_file(path, progress=progress)
    if not card_file.cards:
        skipped = sum(card_file.skipped.values())
        raise CardDataError(f"{path}: no cards found ({card_file.records:,} records read, {skipped:,} of them "
                            f"skipped as tokens, un-cards and the like); {_EXPECTED}")
    source = f"{card_file.kind} {path.resolve()} sha256:{_sha256(path)[:16]}"
    try:
        info = write_card_database(card_file.cards, output, source=source, built_at=built_at)
        size = output.stat().st_size
    except (OSError, sqlite3.Error) as exc:
        raise CardDataError(f"cannot write {output}: {getattr(exc, 'strerror', None) or exc}") from None
    refresh_default_database()
    return ImportReport(file=path, format=card_file.format, kind=card_file.kind,
                        compression=card_file.compression, records=card_file.records, cards=info.cards,
                        skipped=card_file.skipped, duplicates=card_file.duplicates,
                        text_as_of=card_file.text_as_of, database=info, size=size,
                        seconds=time.perf_counter() - started)
