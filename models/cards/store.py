"""The card database: look a card up by name, fast, without loading the whole database.

A :class:`CardDatabase` finds :class:`~manaplan.models.cards.card.Card` values (re-exported here) by name in a
database file; :func:`default_database` opens the user's imported one (``manaplan cards import``, see
:mod:`manaplan.models.cards.importers`) when there is one, else the one shipped with the package (lazily, once).

Lookup is by exact name, forgiving only in form: case, typographic apostrophes and quotes, accents, extra spaces
and the spaces around ``//`` do not matter. A multi-face card is found by its full name (``"Fire // Ice"``) and by
each face's name (``"Ice"`` gives that face). A miss raises :class:`~manaplan.models.errors.UnknownCardError` with
the nearest names. The predefined mana tokens (Treasure, Gold, Powerstone, Eldrazi Spawn, Eldrazi Scion) are found
in every database, unless the database has a real card of that name.

Storage (one format for the shipped file and for a user's imported one, written by :func:`write_card_database`):
an SQLite file, read-only and immutable while open, with three tables:

``meta(key, value)``
    ``format`` (``'manaplan-cards'``), ``version`` (:data:`FORMAT_VERSION`), ``built_at``, ``source``, ``cards``,
    ``block_size`` and ``zdict`` (the preset zlib dictionary of the blocks).
``blocks(id, data)``
    the cards sorted by normalised name, :data:`BLOCK_SIZE` to a block, each block a zlib-compressed JSON list of
    card records (see :meth:`Card.to_dict`).
``names(key, name, block, idx, face)``
    one row per name a card is found by: the normalised name (the primary key), the name as printed, where the
    card's record is, and the face's index (``NULL`` for the whole card).

A lookup is one indexed query and one small block to inflate; opening reads one row. Nothing else is read until
it is needed (all names are read for a near-miss suggestion only).

Examples
--------
>>> db = default_database()
>>> db.get("llanowar elves")
Card('Llanowar Elves')
>>> db.get("Llanowar Elves").oracle_text
'{T}: Add {G}.'
>>> db.get("Ice")
Card('Ice', full_name='Fire // Ice')
>>> db.get("Treasure").oracle_text
'{T}, Sacrifice this token: Add one mana of any color.'
"""

from __future__ import annotations

import datetime
import json
import os
import re
import sqlite3
import stat
import tempfile
import threading
import zlib
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from glob import escape as glob_escape
from pathlib import Path
from typing import Any

try:
    import fcntl
except ImportError:  # pragma: no cover - not on POSIX: no locks, and stale temporary files are left for the user
    fcntl = None

from .card import TOKENS, Card, TypeLine, normalize_name, parse_type_line
from ..errors import CardDataError, ManaplanError, UnknownCardError

__all__ = [
    # the card values of card.py, re-exported: a store hands them out
    "Card",
    "TypeLine",
    "TOKENS",
    "normalize_name",
    "parse_type_line",
    # the store
    "CardDatabase",
    "CardDatabaseInfo",
    "FORMAT_VERSION",
    "BLOCK_SIZE",
    "default_database",
    "default_database_path",
    "refresh_default_database",
    "set_default_database",
    "shipped_database_path",
    "user_database_path",
    "write_card_database",
]

#: Version of the database file format; :meth:`CardDatabase.open` refuses other versions.
FORMAT_VERSION = 1
#: Cards per compressed block in a database file: one, so that looking a card up inflates and reads that card alone
#: (with the preset dictionary, the file is 5.3 MB instead of 3.5 MB with 32 a block; a board of a hundred cards,
#: library and all, is read in 4-8 ms instead of 26-32 ms, in every command).
BLOCK_SIZE = 1
_FORMAT_NAME = "manaplan-cards"
_SHIPPED_FILE = "cards.sqlite"

# --------------------------------------------------------------------------------------------------------------
# The predefined tokens, found in every database
# --------------------------------------------------------------------------------------------------------------

_TOKEN_KEYS = {normalize_name(name): card for name, card in TOKENS.items()}
#: The plain similarity (rapidfuzz's ``ratio``, 0-100) from which a name reads as the whole name mistyped: "Snapp" for
#: Snap (89), "Llanowar Elfs" for Llanowar Elves (89), "Cultivat" for Cultivate (94); such names come first.
_WHOLE_TYPO = 85


def _token_for(key: str) -> Card | None:
    """The predefined token for a normalised name; ``'treasure token'`` is accepted too."""
    card = _TOKEN_KEYS.get(key)
    if card is None and key.endswith(" token"):
        card = _TOKEN_KEYS.get(key[: -len(" token")])
    return card


# --------------------------------------------------------------------------------------------------------------
# Database
# --------------------------------------------------------------------------------------------------------------


_LONGEST_NAME = 500
"""Longer than any card's name (the longest is under 150 characters): not looked up, not matched for suggestions."""


def _is_text(name: str) -> bool:
    """Whether ``name`` is valid Unicode text (no lone surrogate, as a bad ``\\ud800`` escape or argv makes)."""
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


@dataclass(frozen=True)
class CardDatabaseInfo:
    """What :meth:`CardDatabase.info` says about a database file.

    Attributes
    ----------
    path : Path
        The file.
    cards : int
        How many cards (multi-face cards count once; faces and tokens do not count).
    built_at : str
        When the file was written (ISO 8601, UTC).
    source : str
        What it was built from.
    format_version : int
        The file format's version.
    """

    path: Path
    cards: int
    built_at: str
    source: str
    format_version: int


class CardDatabase:
    """Cards by name, from a database file; use :meth:`open` or :func:`default_database`.

    The file is opened read-only and treated as immutable while open; replace it (write a new file and rename it
    over the old one), never rewrite it in place. Cards already looked up are cached. Safe to share between
    threads.

    Examples
    --------
    >>> db = default_database()
    >>> "Sol Ring" in db, "Sol Rign" in db
    (True, False)
    >>> db.suggest("Sol Rign")
    ('Sol Ring', ...)
    """

    def __init__(self, path: str | os.PathLike[str]):
        self._path = Path(path)
        try:
            found = self._path.is_file()
        except OSError as exc:  # a folder on the way that cannot be searched
            raise CardDataError(f"card database {self._path} cannot be read: {exc.strerror or exc}") from None
        if not found:
            raise CardDataError(f"card database not found: {self._path}")
        self._lock = threading.RLock()
        self._cards: dict[str, Card | None] = {}
        self._blocks: dict[int, list[dict[str, Any]]] = {}
        self._choices: tuple[list[str], list[str]] | None = None
        try:
            uri = self._path.resolve().as_uri() + "?mode=ro&immutable=1"
            self._db = sqlite3.connect(uri, uri=True, check_same_thread=False)
            meta = dict(self._db.execute("SELECT key, value FROM meta WHERE key != 'zdict'").fetchall())
        except sqlite3.Error as exc:
            raise CardDataError(f"{self._path} is not a manaplan card database ({exc})") from None
        if meta.get("format") != _FORMAT_NAME:
            self._db.close()
            raise CardDataError(f"{self._path} is not a manaplan card database")
        if str(meta.get("version")) != str(FORMAT_VERSION):
            self._db.close()
            raise CardDataError(f"{self._path} has card database format {meta.get('version')}, "
                                f"this manaplan reads format {FORMAT_VERSION}; rebuild or re-import it")
        self._meta = meta
        self._zdict: bytes | None = None

    @classmethod
    def open(cls, path: str | os.PathLike[str]) -> CardDatabase:
        """Open a database file written by :func:`write_card_database`.

        Parameters
        ----------
        path : str or PathLike
            The file.

        Returns
        -------
        CardDatabase

        Raises
        ------
        CardDataError
            When the file is missing or is not a card database of this format.

        Examples
        --------
        >>> CardDatabase.open(shipped_database_path()).get("Forest").type_line
        'Basic Land — Forest'
        >>> CardDatabase.open("no/such/file.sqlite")
        Traceback (most recent call last):
        ...
        manaplan.models.errors.CardDataError: card database not found: no/such/file.sqlite
        """
        return cls(path)

    def __repr__(self) -> str:
        return f"CardDatabase.open({str(self._path)!r})"

    @property
    def path(self) -> Path:
        """The database file."""
        return self._path

    def close(self) -> None:
        """Close the file; the database cannot be used afterwards."""
        with self._lock:
            self._db.close()

    def __enter__(self) -> CardDatabase:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    # -- reading -----------------------------------------------------------------------------------------------
    def _query(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        try:
            return self._db.execute(sql, params).fetchall()
        except sqlite3.Error as exc:
            raise CardDataError(f"card database {self._path} cannot be read: {exc}") from None

    def _block(self, block: int) -> list[dict[str, Any]]:
        records = self._blocks.get(block)
        if records is None:
            rows = self._query("SELECT data FROM blocks WHERE id = ?", (block,))
            if not rows:
                raise CardDataError(f"card database {self._path} is damaged: block {block} is missing")
            records = self._inflated(block, rows[0][0])
            if len(self._blocks) >= 64:
                self._blocks.pop(next(iter(self._blocks)))
            self._blocks[block] = records
        return records

    def _zdict_bytes(self) -> bytes:
        if self._zdict is None:
            rows = self._query("SELECT value FROM meta WHERE key = 'zdict'")
            self._zdict = bytes(rows[0][0]) if rows and rows[0][0] else b""
        return self._zdict

    def _inflated(self, block: int, data: bytes) -> list[dict[str, Any]]:
        """The card records of one block's compressed bytes."""
        zdict = self._zdict_bytes()
        try:
            inflater = zlib.decompressobj(zdict=zdict) if zdict else zlib.decompressobj()
            return json.loads(inflater.decompress(data) + inflater.flush())
        except (zlib.error, ValueError) as exc:
            raise CardDataError(f"card database {self._path} is damaged: block {block}: {exc}") from None

    def _load(self, key: str) -> Card | None:
        rows = self._query("SELECT block, idx, face FROM names WHERE key = ?", (key,))
        if not rows:
            return _token_for(key)
        block, idx, face = rows[0]
        try:
            card = Card.from_dict(self._block(block)[idx])
            return card if face is None else card.faces[face]
        except IndexError:
            raise CardDataError(f"card database {self._path} is damaged: no card at {block}/{idx}/{face}") from None

    def find(self, name: str) -> Card | None:
        """The card of that name, or ``None``.

        Parameters
        ----------
        name : str
            A card's name, a face's name, ``'A // B'`` for a multi-face card, or a predefined token's name.

        Returns
        -------
        Card or None

        Examples
        --------
        >>> db = default_database()
        >>> db.find("GAEA\u2019S CRADLE")
        Card("Gaea's Cradle")
        >>> db.find("Fire//Ice").faces
        (Card('Fire', full_name='Fire // Ice'), Card('Ice', full_name='Fire // Ice'))
        >>> db.find("Llanowar Elfs") is None
        True
        """
        key = normalize_name(name)
        if len(key) > _LONGEST_NAME or not _is_text(key):  # no card is so named (a lone surrogate cannot be looked up)
            return None
        with self._lock:
            try:
                return self._cards[key]
            except KeyError:
                pass
            card = self._load(key) if key else None
            if len(self._cards) >= 4096:
                self._cards.clear()
            self._cards[key] = card
            return card

    def get(self, name: str) -> Card:
        """The card of that name.

        Parameters
        ----------
        name : str
            As for :meth:`find`.

        Returns
        -------
        Card

        Raises
        ------
        UnknownCardError
            When no card has that name; its ``suggestions`` are the nearest names (at most 3, best first).

        Examples
        --------
        >>> default_database().get("Stomp").mana_cost
        '{1}{R}'
        >>> default_database().get("Llanowar Elfs")
        Traceback (most recent call last):
        ...
        manaplan.models.errors.UnknownCardError: unknown card 'Llanowar Elfs'; did you mean 'Llanowar Elves', ...? (...)
        """
        if not name.strip():
            raise ManaplanError("a card name is empty; give the name of a card, such as 'Sol Ring'")
        card = self.find(name)
        if card is None:
            raise UnknownCardError(name, self.suggest(name) if _is_text(name) and len(name) <= _LONGEST_NAME else ())
        return card

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.find(name) is not None

    def __len__(self) -> int:
        """The number of cards (a multi-face card counts once; faces and tokens do not count)."""
        return int(self._meta.get("cards", 0))

    def __iter__(self) -> Iterator[Card]:
        """Every card in the file (whole cards, no faces, no tokens), in normalised-name order."""
        with self._lock:  # one read of every block (a card a block: one query each would be most of the time)
            rows = self._query("SELECT id, data FROM blocks ORDER BY id")
        for block, data in rows:
            with self._lock:
                records = self._inflated(block, data)
            yield from (Card.from_dict(record) for record in records)

    def names(self, *, faces: bool = False) -> list[str]:
        """The cards' names (full names of multi-face cards) in normalised-name order.

        Parameters
        ----------
        faces : bool
            Also list each face's name.

        Returns
        -------
        list of str
            Tokens are not listed (they are in :data:`TOKENS`).

        Examples
        --------
        >>> db = default_database()
        >>> len(db.names()) == len(db)
        True
        >>> "Ice" in db.names(faces=True), "Ice" in db.names()
        (True, False)
        """
        where = "" if faces else " WHERE face IS NULL"
        with self._lock:
            return [row[0] for row in self._query(f"SELECT name FROM names{where} ORDER BY key")]

    def suggest(self, name: str, limit: int = 3) -> tuple[str, ...]:
        """The names nearest to ``name`` (cards, faces and tokens), best first.

        Parameters
        ----------
        name : str
            A name that was not found.
        limit : int
            At most this many.

        Returns
        -------
        tuple of str
            Possibly empty, when nothing is near.

        Examples
        --------
        >>> default_database().suggest("Llanowar Elfs", limit=1)
        ('Llanowar Elves',)
        """
        from rapidfuzz import fuzz, process  # lazy: ~40 ms to import, and only a name not found needs it

        query = normalize_name(name)
        if not query or limit <= 0:
            return ()
        keys, shown = self._suggestion_choices()
        # Typos: plain similarity (fast); words out of order: token-sorted similarity; a part of a name
        # ("Cradle", "Bonecrusher"): the names that contain it, scored by WRatio (slow, so only those).
        scores: dict[int, float] = {}
        for scorer, cutoff in ((fuzz.ratio, 60), (fuzz.token_sort_ratio, 70)):
            for _key, score, index in process.extract(query, keys, scorer=scorer, limit=limit * 4,
                                                      score_cutoff=cutoff):
                scores[index] = max(scores.get(index, 0.0), score)
        if len(query) >= 3:
            containing = [index for index, key in enumerate(keys) if query in key]
            for _key, score, index in process.extract(query, {i: keys[i] for i in containing}, scorer=fuzz.WRatio,
                                                      limit=limit * 4, score_cutoff=60):
                scores[index] = max(scores.get(index, 0.0), score)
        if not scores:
            return ()
        best = max(scores.values())
        # a typo of the whole name ("Snapp" for Snap) before the names that merely contain it (Shore Snapper, whose
        # WRatio a part of it scores higher)
        whole = {i: fuzz.ratio(query, keys[i]) for i in scores}
        ranked = sorted((i for i in scores if scores[i] >= best - 15 or whole[i] >= _WHOLE_TYPO),
                        key=lambda i: (whole[i] < _WHOLE_TYPO, -scores[i], -whole[i], keys[i]))
        result: list[str] = []
        for index in ranked:
            if shown[index] not in result:
                result.append(shown[index])
        return tuple(result[:limit])

    def _suggestion_choices(self) -> tuple[list[str], list[str]]:
        """Every normalised name a card is found by, and the same names as printed (tokens included)."""
        with self._lock:
            if self._choices is None:
                rows = self._query("SELECT key, name FROM names")
                keys = [row[0] for row in rows]
                shown = [row[1] for row in rows]
                known = set(keys)
                for key, token in _TOKEN_KEYS.items():
                    if key not in known:
                        keys.append(key)
                        shown.append(token.name)
                self._choices = (keys, shown)
            return self._choices

    def info(self) -> CardDatabaseInfo:
        """Where the file is, how many cards it has, when it was built and from what.

        Examples
        --------
        >>> info = default_database().info()
        >>> info.cards > 29000, info.path.name
        (True, 'cards.sqlite')
        """
        return CardDatabaseInfo(path=self._path, cards=len(self), built_at=str(self._meta.get("built_at", "")),
                                source=str(self._meta.get("source", "")), format_version=FORMAT_VERSION)


# --------------------------------------------------------------------------------------------------------------
# Writing
# --------------------------------------------------------------------------------------------------------------

_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value) WITHOUT ROWID;
CREATE TABLE blocks (id INTEGER PRIMARY KEY, data BLOB NOT NULL);
CREATE TABLE names (key TEXT PRIMARY KEY, name TEXT NOT NULL, block INTEGER NOT NULL, idx INTEGER NOT NULL,
                    face INTEGER) WITHOUT ROWID;
"""


def _encode(value: Any) -> bytes:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode()


def _zdict(records: list[dict[str, Any]], size: int = 32 * 1024) -> bytes:
    """A preset dictionary for the blocks: the commonest sentences and type lines, the commonest last."""
    counts: Counter[str] = Counter()
    for record in records:
        for part in (record, *record.get("faces", ())):
            counts.update(s for s in re.split(r"(?<=[.)\n])\s*", part.get("oracle_text", "")) if len(s) > 8)
            counts[part.get("type_line", "")] += 1
    phrases: list[bytes] = []
    total = 0
    for phrase, n in counts.most_common():
        data = phrase.encode()
        if n < 2 or total + len(data) > size - 512:
            break
        phrases.append(data)
        total += len(data) + 1
    keys = _encode({"name": "", "mana_cost": "", "type_line": "", "oracle_text": "", "colors": [], "power": "",
                    "toughness": "", "text_as_of": "20"})
    return b" ".join(reversed(phrases)) + keys


def write_card_database(cards: Iterable[Card], path: str | os.PathLike[str], *, source: str = "",
                        built_at: str | None = None, block_size: int = BLOCK_SIZE) -> CardDatabaseInfo:
    """Write cards to a database file that :meth:`CardDatabase.open` reads (the shipped one and imported ones).

    The file is written next to ``path`` and then renamed over it, so a database open elsewhere is never
    half-written. Whole-card names win over face names; when two faces of different cards share a name, the
    first card (in normalised-name order) keeps it.

    Parameters
    ----------
    cards : iterable of Card
        Whole cards (faces inside them); tokens are not needed, they are always found.
    path : str or PathLike
        Where to write.
    source : str
        What the cards came from, for :meth:`CardDatabase.info`.
    built_at : str, optional
        The build time to record (ISO 8601); by default now, or ``SOURCE_DATE_EPOCH`` when that is set.
    block_size : int
        Cards per compressed block.

    Returns
    -------
    CardDatabaseInfo

    Raises
    ------
    CardDataError
        When two cards have the same normalised name.

    Examples
    --------
    >>> import tempfile, pathlib
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     path = pathlib.Path(tmp) / "mini.sqlite"
    ...     info = write_card_database([Card("Forest", type_line="Basic Land — Forest")], path, source="doctest")
    ...     with CardDatabase.open(path) as db:
    ...         print(info.cards, db.get("forest").type_line, db.get("Treasure").is_token)
    1 Basic Land — Forest True
    """
    ordered = _in_name_order(cards)
    records = [card.to_dict() for card in ordered]
    zdict = _zdict(records)
    built_at = _build_time() if built_at is None else built_at

    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    # A temporary file of its own beside the target: two imports at once cannot clobber each other's, and a
    # failed write leaves nothing behind.
    _remove_stale_temporaries(path)
    fd, tmp_name = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    _hold(fd)  # while this process lives, its temporary file is locked: another import leaves it alone
    tmp = Path(tmp_name)
    try:
        db = sqlite3.connect(tmp)
    except BaseException:
        os.close(fd)
        tmp.unlink(missing_ok=True)
        raise
    try:
        _write_tables(db, ordered, records, zdict, block_size=block_size, built_at=built_at, source=source)
    except BaseException:
        db.close()
        tmp.unlink(missing_ok=True)
        os.close(fd)
        raise
    db.close()
    try:
        os.replace(tmp, path)
    finally:
        os.close(fd)
    return CardDatabaseInfo(path=path, cards=len(records), built_at=built_at, source=source,
                            format_version=FORMAT_VERSION)


def _in_name_order(cards: Iterable[Card]) -> list[Card]:
    """The cards in normalised-name order; :class:`CardDataError` when two have the same normalised name."""
    keyed: dict[str, Card] = {}
    for card in cards:
        key = normalize_name(card.name)
        if key in keyed:
            raise CardDataError(f"two cards named {keyed[key].name!r} and {card.name!r}")
        keyed[key] = card
    return [keyed[key] for key in sorted(keyed)]


def _build_time() -> str:
    """Now, or ``SOURCE_DATE_EPOCH`` when that is set (reproducible builds), in ISO 8601 to the second."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    moment = (datetime.datetime.fromtimestamp(int(epoch), datetime.timezone.utc) if epoch
              else datetime.datetime.now(datetime.timezone.utc))
    return moment.replace(microsecond=0).isoformat()


def _write_tables(db: sqlite3.Connection, ordered: list[Card], records: list[dict], zdict: bytes, *,
                  block_size: int, built_at: str, source: str) -> None:
    """The database's tables: the cards in compressed blocks of ``block_size``, every name (whole-card names first,
    then face names not taken) with its block and position, and the metadata; committed and vacuumed."""
    db.execute("PRAGMA page_size = 1024")
    db.executescript(_SCHEMA)
    names: dict[str, tuple[str, int, int, int | None]] = {}
    face_names: dict[str, tuple[str, int, int, int | None]] = {}
    for start in range(0, len(records), block_size):
        block = start // block_size
        deflater = zlib.compressobj(9, zdict=zdict)
        data = deflater.compress(_encode(records[start:start + block_size])) + deflater.flush()
        db.execute("INSERT INTO blocks VALUES (?, ?)", (block, data))
        for idx, card in enumerate(ordered[start:start + block_size]):
            names[normalize_name(card.name)] = (card.name, block, idx, None)
            for number, face in enumerate(card.faces):
                face_names.setdefault(normalize_name(face.name), (face.name, block, idx, number))
    for key, row in face_names.items():
        names.setdefault(key, row)
    db.executemany("INSERT INTO names VALUES (?, ?, ?, ?, ?)", ((key, *row) for key, row in names.items()))
    meta = {"format": _FORMAT_NAME, "version": FORMAT_VERSION, "built_at": built_at, "source": source,
            "cards": len(records), "block_size": block_size, "zdict": zdict}
    db.executemany("INSERT INTO meta VALUES (?, ?)", meta.items())
    db.commit()
    db.execute("VACUUM")


def _hold(fd: int) -> None:
    """Lock the open file ``fd`` (an advisory ``flock``, released when the process ends, however it ends)."""
    if fcntl is None:  # pragma: no cover - not on POSIX: stale files are then left for the user
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        pass


def _remove_stale_temporaries(path: Path) -> list[Path]:
    """Remove the temporary files that imports killed before they finished left beside ``path``.

    A temporary file is ``<name>.<random>.tmp``; a live import holds a lock on its own, so a file that can be
    locked belongs to no running import and is removed. Returns the files removed.
    """
    if fcntl is None:  # pragma: no cover
        return []
    removed: list[Path] = []
    try:
        candidates = list(path.parent.glob(glob_escape(path.name) + ".*.tmp"))
    except OSError:
        return []
    for candidate in candidates:
        try:
            fd = os.open(candidate, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
        except OSError:
            continue
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                continue
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:  # a running import's
                continue
            candidate.unlink(missing_ok=True)
            removed.append(candidate)
        except OSError:
            continue
        finally:
            os.close(fd)
    return removed


# --------------------------------------------------------------------------------------------------------------
# The default database
# --------------------------------------------------------------------------------------------------------------

_default: CardDatabase | None = None
_default_chosen = False  # set by set_default_database: refresh_default_database keeps it
_default_lock = threading.Lock()


def shipped_database_path() -> Path:
    """The database file shipped inside the package.

    Examples
    --------
    >>> shipped_database_path().name
    'cards.sqlite'
    """
    return Path(__file__).resolve().parent / "data" / _SHIPPED_FILE


def user_database_path() -> Path:
    """Where ``manaplan cards import`` keeps a user's database (the user data directory); it may not exist.

    Examples
    --------
    >>> user_database_path().name
    'cards.sqlite'
    """
    import platformdirs  # lazy: ~10 ms to import, and only finding the user's database needs it (not --cards PATH)

    return Path(platformdirs.user_data_dir("manaplan", appauthor=False)) / _SHIPPED_FILE


def default_database_path() -> Path:
    """The file :func:`default_database` opens: the user's imported database if there is one, else the shipped one.

    Returns
    -------
    Path
        :func:`user_database_path` when that file exists, else :func:`shipped_database_path`.

    Examples
    --------
    >>> default_database_path() in (user_database_path(), shipped_database_path())
    True
    """
    user = user_database_path()
    try:
        found = user.is_file()
    except OSError as exc:  # the data folder cannot be searched: say so, rather than ignore an imported database
        raise CardDataError(f"cannot read the card data folder {user.parent}: {exc.strerror or exc}; fix its "
                            f"permissions, or choose a database with --cards PATH") from None
    return user if found else shipped_database_path()


def default_database() -> CardDatabase:
    """The database to use when none is named.

    The one :func:`set_default_database` chose, else the user's imported database (``manaplan cards import``)
    when it exists, else the shipped one (see :func:`default_database_path`). Opened on the first call, then
    reused; :func:`refresh_default_database` makes the next call choose again.

    Returns
    -------
    CardDatabase

    Raises
    ------
    CardDataError
        When the file cannot be opened (an imported file that is damaged or of an older format: the message says
        so and how to get back to the shipped database).

    Examples
    --------
    >>> default_database() is default_database()
    True
    """
    global _default
    if _default is None:
        with _default_lock:
            if _default is None:
                path = default_database_path()
                try:
                    _default = CardDatabase.open(path)
                except CardDataError as exc:
                    if path == shipped_database_path():
                        raise
                    raise CardDataError(f"{exc} (this is the imported card database: import again, or delete "
                                        f"the file to use the shipped one)") from None
    return _default


def refresh_default_database() -> None:
    """Make the next :func:`default_database` call choose its file again (after an import wrote a new one).

    A database chosen with :func:`set_default_database` stays chosen; the open database is not closed (whoever
    holds it may go on using it).
    """
    global _default
    with _default_lock:
        if not _default_chosen:
            _default = None


def set_default_database(database: CardDatabase | str | os.PathLike[str] | None) -> None:
    """Make ``database`` (or the file at that path) what :func:`default_database` returns.

    ``None`` resets it: the next :func:`default_database` call chooses the file again.

    Raises
    ------
    CardDataError
        When a path is given and the file cannot be opened.
    """
    global _default, _default_chosen
    if database is not None and not isinstance(database, CardDatabase):
        database = CardDatabase.open(database)
    with _default_lock:
        _default = database
        _default_chosen = database is not None

