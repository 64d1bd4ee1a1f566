"""Cards and the card database: look a card up by name, fast, without loading the whole database.

A :class:`Card` is an immutable value with the card's printed characteristics (name, mana cost, type line, Oracle
text, faces, …) and properties derived from its type line. A :class:`CardDatabase` finds cards by name in a
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

import json
import os
import re
import sqlite3
import tempfile
import threading
import unicodedata
import zlib
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Any, NamedTuple

from ..errors import CardDataError, UnknownCardError

__all__ = [
    "Card",
    "TypeLine",
    "CardDatabase",
    "CardDatabaseInfo",
    "TOKENS",
    "FORMAT_VERSION",
    "BLOCK_SIZE",
    "normalize_name",
    "parse_type_line",
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
#: Cards per compressed block in a database file.
BLOCK_SIZE = 32
_FORMAT_NAME = "manaplan-cards"
_SHIPPED_FILE = "cards.sqlite"

# --------------------------------------------------------------------------------------------------------------
# Names
# --------------------------------------------------------------------------------------------------------------

_FOLD = str.maketrans({
    "\u2019": "'", "\u2018": "'", "\u02bc": "'", "\u00b4": "'", "`": "'",
    "\u201c": '"', "\u201d": '"', "\u201e": '"',
    "\u00c6": "Ae", "\u00e6": "ae",
    "\u00a0": " ",
})
_SLASHES = re.compile(r"\s*//\s*")


def normalize_name(name: str) -> str:
    """The form of a card name that lookups compare.

    Case, typographic apostrophes and quotes, accents, Æ, runs of spaces and the spaces around ``//`` do not
    matter; everything else does.

    Parameters
    ----------
    name : str
        A card name as a user or a file wrote it.

    Returns
    -------
    str
        The normalised name.

    Examples
    --------
    >>> normalize_name("  Gaea\u2019s   CRADLE ")
    "gaea's cradle"
    >>> normalize_name("Fire//Ice")
    'fire // ice'
    >>> normalize_name("Lim-D\u00fbl's Vault") == normalize_name("lim-dul's vault")
    True
    >>> normalize_name("\u00c6ther Vial")
    'aether vial'
    """
    s = name.translate(_FOLD)
    if not s.isascii():
        s = "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))
    s = " ".join(s.casefold().split())
    if "/" in s:
        s = _SLASHES.sub(" // ", s).strip()
    return s


# --------------------------------------------------------------------------------------------------------------
# Type lines
# --------------------------------------------------------------------------------------------------------------

_SUPERTYPES = ("Basic", "Legendary", "Ongoing", "Snow", "World", "Elite", "Host")
_CARD_TYPES = ("Artifact", "Battle", "Conspiracy", "Creature", "Dungeon", "Enchantment", "Instant", "Kindred", "Land",
               "Phenomenon", "Plane", "Planeswalker", "Scheme", "Sorcery", "Tribal", "Vanguard")
_PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"})
_WORD_KIND = {w.casefold(): ("super", w) for w in _SUPERTYPES} | {w.casefold(): ("type", w) for w in _CARD_TYPES}
_WORD_KIND["summon"] = ("type", "Creature")  # "Summon Jaguar": pre-1997 wording kept on a few Astral cards
_WORD_KIND["token"] = ("skip", "Token")  # "Token Creature — Goblin" in Scryfall token records
_MULTI_WORD_SUBTYPES = ("Time Lord",)
_TYPE_DASH = re.compile(r"\s+(?:\u2014|\u2013|-{1,2})\s+")


class TypeLine(NamedTuple):
    """A type line taken apart: ``supertypes``, ``card_types`` and ``subtypes``, each a tuple in printed order."""

    supertypes: tuple[str, ...]
    card_types: tuple[str, ...]
    subtypes: tuple[str, ...]


@lru_cache(maxsize=4096)
def parse_type_line(type_line: str) -> TypeLine:
    """Split a type line into supertypes, card types and subtypes.

    The parts are split at ``' — '`` (also ``' – '``, ``' - '`` and ``' -- '``). A split card's combined line
    (``'Instant // Sorcery'``) gives the union of its halves. A word left of the dash that is neither a supertype
    nor a card type starts the subtypes (some sources drop the dash: ``'Creature Human Soldier'``); ``Summon``
    (old wording) counts as Creature and ``Token`` is skipped. ``Time Lord`` is one subtype.

    Parameters
    ----------
    type_line : str
        The type line as printed.

    Returns
    -------
    TypeLine

    Examples
    --------
    >>> parse_type_line("Legendary Snow Land")
    TypeLine(supertypes=('Legendary', 'Snow'), card_types=('Land',), subtypes=())
    >>> parse_type_line("Land — Forest Island").subtypes
    ('Forest', 'Island')
    >>> parse_type_line("Artifact Creature - Construct").card_types
    ('Artifact', 'Creature')
    >>> parse_type_line("Instant // Sorcery — Adventure")
    TypeLine(supertypes=(), card_types=('Instant', 'Sorcery'), subtypes=('Adventure',))
    """
    supers: list[str] = []
    types: list[str] = []
    subs: list[str] = []
    for half in _SLASHES.split(type_line.strip()):
        parts = _TYPE_DASH.split(half, maxsplit=1)
        words = parts[0].split()
        rest = parts[1] if len(parts) > 1 else ""
        for i, word in enumerate(words):
            kind, canonical = _WORD_KIND.get(word.casefold(), ("sub", word))
            if kind == "super":
                supers.append(canonical)
            elif kind == "type":
                types.append(canonical)
            elif kind == "sub":
                rest = " ".join(words[i:] + ([rest] if rest else []))
                break
        rest = rest.strip()
        for multi in _MULTI_WORD_SUBTYPES:
            rest = rest.replace(multi, multi.replace(" ", "\0"))
        subs.extend(w.replace("\0", " ") for w in rest.split())

    def unique(items: list[str]) -> tuple[str, ...]:
        return tuple(dict.fromkeys(items))

    return TypeLine(unique(supers), unique(types), unique(subs))


# --------------------------------------------------------------------------------------------------------------
# Card
# --------------------------------------------------------------------------------------------------------------

_FRONT_FACE_LAYOUTS = frozenset({"transform", "flip", "meld"})


@dataclass(frozen=True, repr=False)
class Card:
    """One card (or one face of a multi-face card, or a predefined token), as printed, with its Oracle text.

    Parameters
    ----------
    name : str
        The name; for a multi-face card the full name, ``'Fire // Ice'``; for a face, the face's name.
    mana_cost : str
        As printed, ``'{2}{G}'``; ``''`` when the card has none. A split card's whole-card cost joins its halves'
        costs with ``' // '``.
    type_line : str
        As printed, ``'Legendary Creature — Elf Druid'``. A split card's whole-card line joins its halves'.
    oracle_text : str
        The rules text, abilities separated by ``\\n``; ``''`` when there is none. For a multi-face card other than
        a split card it is the front face's text (use :attr:`faces`); a split card's joins its halves' with
        ``'\\n//\\n'``.
    layout : str
        ``'normal'``, ``'split'``, ``'transform'``, ``'modal_dfc'``, ``'adventure'``, ``'flip'``, ``'meld'``,
        ``'other'`` or ``'token'``. A face carries the layout of the card it belongs to.
    faces : tuple of Card
        The faces of a multi-face card, front first; ``()`` otherwise (and for a face).
    colors : tuple of str
        The card's colours, letters from WUBRG.
    power, toughness, loyalty : str or None
        As printed (``'*'``, ``'1+*'`` are possible).
    text_as_of : str or None
        ISO date of the snapshot the text was taken from; text older than 2021 can have older wording
        ("enters the battlefield", "converted mana cost"). For a multi-face card, the oldest face's date.
    produced_mana : tuple of str or None
        Ground truth about the mana types the card can produce (from Scryfall or Magarena data), for the coverage
        benchmark; ``None`` means unknown, not "none".
    categories : tuple of str
        Heuristic labels of mana cards (``'mana_ability'``, ``'could_produce'``, …), for the benchmark. A
        multi-face card's include its faces'.
    is_token : bool
        A predefined token rather than a card.
    full_name : str
        The name of the whole card this is a face of; the card's own name when it is not a face.

    Examples
    --------
    >>> forest = Card("Forest", "", "Basic Land — Forest", "({T}: Add {G}.)")
    >>> forest.is_land, forest.is_basic, forest.subtypes
    (True, True, ('Forest',))
    >>> forest
    Card('Forest')
    """

    name: str
    mana_cost: str = ""
    type_line: str = ""
    oracle_text: str = ""
    layout: str = "normal"
    faces: tuple[Card, ...] = ()
    colors: tuple[str, ...] = ()
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    text_as_of: str | None = None
    produced_mana: tuple[str, ...] | None = None
    categories: tuple[str, ...] = ()
    is_token: bool = False
    full_name: str = ""

    def __post_init__(self) -> None:
        if not self.full_name:
            object.__setattr__(self, "full_name", self.name)

    def __repr__(self) -> str:
        extra = ""
        if self.full_name != self.name:
            extra += f", full_name={self.full_name!r}"
        if self.is_token:
            extra += ", is_token=True"
        return f"Card({self.name!r}{extra})"

    # -- type line ---------------------------------------------------------------------------------------------
    @property
    def supertypes(self) -> tuple[str, ...]:
        """Basic, Legendary, Snow, World, Ongoing … in printed order."""
        return parse_type_line(self.type_line).supertypes

    @property
    def card_types(self) -> tuple[str, ...]:
        """Land, Creature, Artifact, Enchantment, Planeswalker, Instant, Sorcery, Battle, Kindred/Tribal …"""
        return parse_type_line(self.type_line).card_types

    @property
    def subtypes(self) -> tuple[str, ...]:
        """The words after the dash: ``('Forest', 'Island')``, ``('Elf', 'Druid')``."""
        return parse_type_line(self.type_line).subtypes

    def _has_type(self, card_type: str) -> bool:
        return card_type in parse_type_line(self.type_line).card_types

    @property
    def is_land(self) -> bool:
        """Has the card type Land."""
        return self._has_type("Land")

    @property
    def is_creature(self) -> bool:
        """Has the card type Creature."""
        return self._has_type("Creature")

    @property
    def is_artifact(self) -> bool:
        """Has the card type Artifact."""
        return self._has_type("Artifact")

    @property
    def is_enchantment(self) -> bool:
        """Has the card type Enchantment."""
        return self._has_type("Enchantment")

    @property
    def is_planeswalker(self) -> bool:
        """Has the card type Planeswalker."""
        return self._has_type("Planeswalker")

    @property
    def is_battle(self) -> bool:
        """Has the card type Battle."""
        return self._has_type("Battle")

    @property
    def is_instant(self) -> bool:
        """Has the card type Instant."""
        return self._has_type("Instant")

    @property
    def is_sorcery(self) -> bool:
        """Has the card type Sorcery."""
        return self._has_type("Sorcery")

    @property
    def is_kindred(self) -> bool:
        """Has the card type Kindred (formerly Tribal)."""
        return self._has_type("Kindred") or self._has_type("Tribal")

    @property
    def is_permanent(self) -> bool:
        """Has a permanent card type (artifact, battle, creature, enchantment, land, planeswalker)."""
        return not _PERMANENT_TYPES.isdisjoint(parse_type_line(self.type_line).card_types)

    @property
    def is_basic(self) -> bool:
        """Has the supertype Basic."""
        return "Basic" in self.supertypes

    @property
    def is_legendary(self) -> bool:
        """Has the supertype Legendary."""
        return "Legendary" in self.supertypes

    @property
    def is_snow(self) -> bool:
        """Has the supertype Snow."""
        return "Snow" in self.supertypes

    # -- faces -------------------------------------------------------------------------------------------------
    @property
    def is_face(self) -> bool:
        """This is one face of a multi-face card (its :attr:`full_name` names the whole card)."""
        return self.full_name != self.name

    def face(self, name: str) -> Card:
        """The face of this card with that name (compared as :func:`normalize_name` does).

        Raises
        ------
        KeyError
            When the card has no face of that name.

        Examples
        --------
        >>> default_database().get("Fire // Ice").face("ice").mana_cost
        '{1}{U}'
        """
        key = normalize_name(name)
        for face in self.faces:
            if normalize_name(face.name) == key:
                return face
        raise KeyError(f"{self.name!r} has no face named {name!r}")

    def battlefield_face(self) -> Card:
        """The face that is on the battlefield when this card is a permanent.

        The front face for transform, flip and meld cards; for modal double-faced cards, adventurers, omens and
        other two-part cards the first face that is a permanent (so a spell // land MDFC gives its land); the card
        itself for a split card (a Room is on the battlefield whole), for a face and for a card without faces.

        Returns
        -------
        Card

        Examples
        --------
        >>> db = default_database()
        >>> db.get("Bonecrusher Giant // Stomp").battlefield_face()
        Card('Bonecrusher Giant', full_name='Bonecrusher Giant // Stomp')
        >>> db.get("Agadeem's Awakening // Agadeem, the Undercrypt").battlefield_face().name
        'Agadeem, the Undercrypt'
        >>> db.get("Forest").battlefield_face()
        Card('Forest')
        """
        if not self.faces or self.layout == "split":
            return self
        if self.layout in _FRONT_FACE_LAYOUTS:
            return self.faces[0]
        return next((face for face in self.faces if face.is_permanent), self.faces[0])

    # -- records -----------------------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """The card as a JSON-ready record, as stored in a database file; empty and default fields are left out.

        ``full_name`` is left out too (a face's is its card's name), and so is ``layout`` inside ``faces``.

        Examples
        --------
        >>> Card("Sol Ring", "{1}", "Artifact", "{T}: Add {C}{C}.").to_dict()
        {'name': 'Sol Ring', 'mana_cost': '{1}', 'type_line': 'Artifact', 'oracle_text': '{T}: Add {C}{C}.'}
        """
        record: dict[str, Any] = {"name": self.name}
        for field in ("mana_cost", "type_line", "oracle_text"):
            if getattr(self, field):
                record[field] = getattr(self, field)
        if self.layout != "normal" and not self.is_face:
            record["layout"] = self.layout
        if self.faces:
            record["faces"] = [face.to_dict() for face in self.faces]
        for field in ("colors", "categories"):
            if getattr(self, field):
                record[field] = list(getattr(self, field))
        for field in ("power", "toughness", "loyalty", "text_as_of"):
            if getattr(self, field) is not None:
                record[field] = getattr(self, field)
        if self.produced_mana is not None:
            record["produced_mana"] = list(self.produced_mana)
        if self.is_token:
            record["is_token"] = True
        return record

    @classmethod
    def from_dict(cls, record: Mapping[str, Any], *, _whole: Mapping[str, Any] | None = None) -> Card:
        """The card a record of :meth:`to_dict` describes (faces included).

        Raises
        ------
        CardDataError
            When the record has no name or a field of the wrong kind.

        Examples
        --------
        >>> card = Card.from_dict({"name": "Fire // Ice", "layout": "split",
        ...                        "faces": [{"name": "Fire"}, {"name": "Ice"}]})
        >>> card.faces[1]
        Card('Ice', full_name='Fire // Ice')
        >>> card.faces[1].layout
        'split'
        """
        try:
            name = record["name"]
            layout = (_whole or record).get("layout") or "normal"
            faces = tuple(cls.from_dict(face, _whole=record) for face in record.get("faces") or ())
            produced = record.get("produced_mana")
            card = cls(
                name=name,
                mana_cost=record.get("mana_cost") or "",
                type_line=record.get("type_line") or "",
                oracle_text=record.get("oracle_text") or "",
                layout=layout,
                faces=faces,
                colors=tuple(record.get("colors") or ()),
                power=record.get("power"),
                toughness=record.get("toughness"),
                loyalty=record.get("loyalty"),
                text_as_of=record.get("text_as_of"),
                produced_mana=None if produced is None else tuple(produced),
                categories=tuple(record.get("categories") or ()),
                is_token=bool(record.get("is_token", False)),
                full_name=_whole["name"] if _whole is not None else name,
            )
        except (KeyError, TypeError, AttributeError) as exc:
            raise CardDataError(f"bad card record {dict(record)!r:.200}: {exc!r}") from None
        if not isinstance(card.name, str) or not card.name:
            raise CardDataError(f"bad card record {dict(record)!r:.200}: no name")
        return card


def _token(name: str, type_line: str, text: str, power: str | None = None, toughness: str | None = None) -> Card:
    return Card(name=name, type_line=type_line, oracle_text=text, layout="token", power=power, toughness=toughness,
                is_token=True)


#: The predefined tokens that make mana, by name, with their current rules text (CR 111.10a, c, h; the Eldrazi
#: tokens as the cards that make them define them today). Found by every :class:`CardDatabase`.
TOKENS: Mapping[str, Card] = MappingProxyType({
    card.name: card for card in (
        _token("Treasure", "Artifact — Treasure", "{T}, Sacrifice this token: Add one mana of any color."),
        _token("Gold", "Artifact — Gold", "Sacrifice this token: Add one mana of any color."),
        _token("Powerstone", "Artifact — Powerstone",
               "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell."),
        _token("Eldrazi Spawn", "Creature — Eldrazi Spawn", "Sacrifice this token: Add {C}.", "0", "1"),
        _token("Eldrazi Scion", "Creature — Eldrazi Scion", "Sacrifice this token: Add {C}.", "1", "1"),
    )
})
_TOKEN_KEYS = {normalize_name(name): card for name, card in TOKENS.items()}


def _token_for(key: str) -> Card | None:
    """The predefined token for a normalised name; ``'treasure token'`` is accepted too."""
    card = _TOKEN_KEYS.get(key)
    if card is None and key.endswith(" token"):
        card = _TOKEN_KEYS.get(key[: -len(" token")])
    return card


# --------------------------------------------------------------------------------------------------------------
# Database
# --------------------------------------------------------------------------------------------------------------


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
        if not self._path.is_file():
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
            if self._zdict is None:
                rows = self._query("SELECT value FROM meta WHERE key = 'zdict'")
                self._zdict = bytes(rows[0][0]) if rows and rows[0][0] else b""
            rows = self._query("SELECT data FROM blocks WHERE id = ?", (block,))
            if not rows:
                raise CardDataError(f"card database {self._path} is damaged: block {block} is missing")
            try:
                inflater = zlib.decompressobj(zdict=self._zdict) if self._zdict else zlib.decompressobj()
                records = json.loads(inflater.decompress(rows[0][0]) + inflater.flush())
            except (zlib.error, ValueError) as exc:
                raise CardDataError(f"card database {self._path} is damaged: block {block}: {exc}") from None
            if len(self._blocks) >= 64:
                self._blocks.pop(next(iter(self._blocks)))
            self._blocks[block] = records
        return records

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
        manaplan.models.errors.UnknownCardError: unknown card 'Llanowar Elfs'; did you mean 'Llanowar Elves', ...?
        """
        card = self.find(name)
        if card is None:
            raise UnknownCardError(name, self.suggest(name))
        return card

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.find(name) is not None

    def __len__(self) -> int:
        """The number of cards (a multi-face card counts once; faces and tokens do not count)."""
        return int(self._meta.get("cards", 0))

    def __iter__(self) -> Iterator[Card]:
        """Every card in the file (whole cards, no faces, no tokens), in normalised-name order."""
        with self._lock:
            blocks = [row[0] for row in self._query("SELECT id FROM blocks ORDER BY id")]
        for block in blocks:
            with self._lock:
                records = self._block(block)
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
        from rapidfuzz import fuzz, process

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
        ranked = sorted((i for i in scores if scores[i] >= best - 15),
                        key=lambda i: (-scores[i], -fuzz.ratio(query, keys[i]), keys[i]))
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
    import datetime

    keyed: dict[str, Card] = {}
    for card in cards:
        key = normalize_name(card.name)
        if key in keyed:
            raise CardDataError(f"two cards named {keyed[key].name!r} and {card.name!r}")
        keyed[key] = card
    ordered = [keyed[key] for key in sorted(keyed)]
    records = [card.to_dict() for card in ordered]
    zdict = _zdict(records)
    if built_at is None:
        epoch = os.environ.get("SOURCE_DATE_EPOCH")
        moment = (datetime.datetime.fromtimestamp(int(epoch), datetime.timezone.utc) if epoch
                  else datetime.datetime.now(datetime.timezone.utc))
        built_at = moment.replace(microsecond=0).isoformat()

    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    # A temporary file of its own beside the target: two imports at once cannot clobber each other's, and a
    # failed write leaves nothing behind.
    fd, tmp_name = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    os.close(fd)
    tmp = Path(tmp_name)
    db = sqlite3.connect(tmp)
    try:
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
    except BaseException:
        db.close()
        tmp.unlink(missing_ok=True)
        raise
    db.close()
    os.replace(tmp, path)
    return CardDatabaseInfo(path=path, cards=len(records), built_at=built_at, source=source,
                            format_version=FORMAT_VERSION)


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
    import platformdirs

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
    return user if user.is_file() else shipped_database_path()


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

