"""Reading boards: YAML / JSON / TOML files, standard input, and the inline ``--board`` form.

The file format is the README's ("Board files", "More board keys"). Everything here either returns a whole
:class:`~manaplan.models.board.Board` or raises :class:`~manaplan.models.errors.BoardError` naming the file,
the entry and the problem; nothing is half-read.

Decisions the README leaves open
--------------------------------
- **Ids.** ``id:`` if given, else ``'<card name>#<n>'``, numbering each name from 1 in file order over the entries
  *without* an ``id:`` (an entry with its own id takes no number). An ``id:`` on an entry with ``count: N > 1``
  names its copies ``'<id>#1'`` … ``'<id>#N'``. Ids are unique, ignoring case; ``attached_to`` finds an id
  ignoring case and stores it as spelled in the board.
- **Homebrew cards.** A permanent (or a hand / graveyard / library / effects entry) given as ``{name, type, text}``
  with an optional ``mana_cost`` is a card built from that text; ``card:`` looks a card up in the database. An entry
  has one or the other, never both.
- **Zones.** ``hand``, ``graveyard``, ``library_top``, ``library``, ``draws`` and ``effects`` each take one card name
  or a list; a list entry may also be ``{card: NAME, count: N}`` or a homebrew mapping. ``library_top`` lists the top
  card first; ``library`` the other cards known to be in the library (for fetchlands), absent: unknown; ``draws`` the
  cards of your next draw steps in order (``turn --turns``).
- **Imprint.** ``imprinted: CARD`` on a permanent (inline ``imprinted=CARD``) is the card exiled with it (Chrome
  Mox): its colours are "the exiled card's colors".
- **An empty file** is an empty board (life 20, nothing on the battlefield).
- **Entries** in messages are numbered from 0, as in ``permanents[3] (Llanowar Elfs)``.
- **Counters** kinds are lower-cased; zero counts are dropped.
- **Tokens.** A predefined token (Treasure, Gold, Powerstone, Eldrazi Spawn, Eldrazi Scion) is a token;
  ``token: true`` marks any other permanent as one (a token copy of a land, say).
- **Faces.** A multi-face card on the battlefield is its ``battlefield_face()``; a face's own name (an MDFC's land
  back, ``Agadeem, the Undercrypt``) is that face. A card that cannot be a permanent (an instant, a sorcery, an
  MDFC's spell face) on the battlefield is an error. Hand, library and graveyard keep the whole card.
- **commander_colors** takes letters (``WUG``), colour words (``white blue green``) or a list of either; ``C`` is
  not a colour and is an error.
- **Counts** are whole numbers from 1 to :data:`MAX_COUNT`; booleans are not numbers. A key given twice in one
  mapping is a syntax error (YAML and JSON would otherwise keep the last silently).
- **Standard input** and unknown extensions are tried as JSON, then YAML, then TOML.

Inline form (``--board``)
-------------------------
``"Forest, Island x3, Llanowar Elves (sick), Sol Ring (tapped), Urborg, Tomb of Yawgmoth"``:

- entries are separated by commas outside parentheses;
- a count is written ``Island x3``, ``Island x 3``, ``Island*3``, ``3 Island``, ``3x Island`` or ``3 x Island``;
- flags go in parentheses after the name, separated by commas or spaces, in one or more groups:
  ``sick``, ``tapped``, ``untapped``, ``haste``, ``token``, ``opponent`` / ``opp``, ``yours``; ``id=NAME``,
  ``chosen=U``, ``attached_to=ID`` (or ``on=ID``), and ``KIND=N`` for counters (``Gemstone Mine (mining=2)``);
- a card whose name holds a comma: at each position the longest run of up to four comma-separated parts that
  makes an entry naming a known card wins (so ``Urborg, Tomb of Yawgmoth`` is one card); if no run does, the single
  part is the entry and an unknown name there is an error with suggestions;
- a name that is itself a card is never read as a count (``1996 World Champion``).

Examples
--------
>>> board = parse_inline('Forest, Island x2, Llanowar Elves (sick), Urborg, Tomb of Yawgmoth (tapped)')
>>> [p.id for p in board.permanents]
['Forest#1', 'Island#1', 'Island#2', 'Llanowar Elves#1', 'Urborg, Tomb of Yawgmoth#1']
>>> board.get('Llanowar Elves#1').summoning_sick
True
>>> parse_inline('Forest, Llanowar Elfs')
Traceback (most recent call last):
...
manaplan.models.errors.BoardError: --board: permanents[1] (Llanowar Elfs): unknown card 'Llanowar Elfs'; ...
"""

from __future__ import annotations

import difflib
import json
import re
import sys
import tomllib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

import yaml

from .board import OPPONENT, YOU, Board, Commander, Permanent, color_identity
from .board_rules import attachment_problem, commander_problem
from .cards.card import Card
from .cards.store import CardDatabase, default_database
from .files import read_regular_file
from .costs import ManaCost
from .errors import BoardError, CostSyntaxError, UnknownCardError
from .facts import FACTS, GameFacts
from .limits import (MAX_BOARD_BYTES, MAX_COUNT, MAX_DEPTH, MAX_LIFE, MAX_NUMBER, MAX_PERMANENTS, MAX_VALUES,
                     MAX_ZONE_CARDS)
from .mana import COLOR_NAMES, ManaType, parse_types
from .pool import ManaPool

__all__ = [
    "BOARD_KEYS",
    "PERMANENT_KEYS",
    "ZONE_ENTRY_KEYS",
    "STDIN",
    "INLINE_SOURCE",
    "MAX_COUNT",
    "load_board",
    "read_board_data",
    "parse_board_text",
    "board_from_data",
    "parse_inline",
    "inline_data",
]

BOARD_KEYS: tuple[str, ...] = (
    "life", "land_played", "permanents", "hand", "library_top", "graveyard", "pool", "commander_colors", "effects",
    "facts", "command_zone", "library", "draws",
)
"""The top-level keys of a board file."""

PERMANENT_KEYS: tuple[str, ...] = (
    "card", "count", "sick", "tapped", "haste", "token", "counters", "controller", "attached_to", "chosen", "id",
    "name", "type", "text", "mana_cost", "power", "toughness", "level", "attacking", "renowned", "entered",
    "imprinted",
)
"""The keys of a permanent given as a mapping (``name``/``type``/``text``/``mana_cost`` for a homebrew card)."""

ZONE_ENTRY_KEYS: tuple[str, ...] = ("card", "count", "name", "type", "text", "mana_cost")
"""The keys of a hand / graveyard / library_top / effects entry given as a mapping."""

STDIN = "-"
"""The ``source`` that means standard input."""

INLINE_SOURCE = "--board"
"""The file name that messages about an inline board use."""

_STDIN_NAME = "<stdin>"
_HOMEBREW_KEYS = ("name", "type", "text", "mana_cost")
_FLAG_KEYS = ("sick", "tapped", "haste", "token", "attacking", "renowned")
_CONTROLLERS = {"you": YOU, "opponent": OPPONENT, "opp": OPPONENT}
_FORMATS = {".yaml": "yaml", ".yml": "yaml", ".json": "json", ".toml": "toml"}


# --------------------------------------------------------------------------------------------------------------
# Reading text into data
# --------------------------------------------------------------------------------------------------------------


def load_board(source: str | Path, *, cards: CardDatabase | None = None, stream: TextIO | None = None) -> Board:
    """Read a board from a file or standard input.

    Parameters
    ----------
    source : str or Path
        A path, or ``'-'`` for standard input. The format follows the extension (``.yaml``/``.yml``, ``.json``,
        ``.toml``); standard input and other extensions are tried as JSON, then YAML, then TOML.
    cards : CardDatabase, optional
        Where card names are looked up; the shipped database by default.
    stream : file-like, optional
        Read instead of ``sys.stdin`` when ``source`` is ``'-'`` (for tests and embedding).

    Returns
    -------
    Board

    Raises
    ------
    BoardError
        If the file is missing or unreadable, does not parse (the message gives the line), or describes a board
        that is not valid (the message names the entry and the problem).
    """
    data, name = read_board_data(source, stream=stream)
    return board_from_data(data, cards=cards, source=name)


def read_board_data(source: str | Path, *, stream: TextIO | None = None) -> tuple[Any, str]:
    """The parsed but unchecked data of a board file, and the name messages use for it.

    Raises
    ------
    BoardError
        If the file cannot be read or does not parse.
    """
    if isinstance(source, str) and source == STDIN:
        binary = getattr(sys.stdin, "buffer", None) if stream is None else None
        if binary is not None:  # bytes, decoded strictly: the same checks as a file
            data = binary.read(MAX_BOARD_BYTES + 1)
            if len(data) > MAX_BOARD_BYTES:
                raise BoardError(f"more than {_megabytes(MAX_BOARD_BYTES)} of input; a board file is far smaller",
                                 _STDIN_NAME)
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError as e:
                raise BoardError(f"not UTF-8 text (byte {e.start + 1})", _STDIN_NAME) from None
        else:
            text = (stream if stream is not None else sys.stdin).read(MAX_BOARD_BYTES + 1)
        if len(text) > MAX_BOARD_BYTES:
            raise BoardError(f"more than {_megabytes(MAX_BOARD_BYTES)} of input; a board file is far smaller",
                             _STDIN_NAME)
        return parse_board_text(text, None, _STDIN_NAME), _STDIN_NAME
    path = Path(source)
    name = str(source)
    text = _read_file(path, name)
    return parse_board_text(text, _FORMATS.get(path.suffix.lower()), name), name


def _megabytes(size: int) -> str:
    return f"{size / (1024 * 1024):g} MB"


def _read_file(path: Path, name: str) -> str:
    """The text of a regular file of at most :data:`MAX_BOARD_BYTES` (:func:`~manaplan.models.files.read_regular_file`:
    a device, a FIFO or a socket is refused before it is read)."""
    data = read_regular_file(path, name, kind="board file", limit=MAX_BOARD_BYTES, error=BoardError,
                             too_big=lambda size: f"is {size:,} bytes, more than the {_megabytes(MAX_BOARD_BYTES)} a "
                                                  f"board file may have")
    if len(data) > MAX_BOARD_BYTES:
        raise BoardError(f"more than the {_megabytes(MAX_BOARD_BYTES)} a board file may have", name)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise BoardError(f"not UTF-8 text (byte {e.start + 1})", name) from None


def parse_board_text(text: str, fmt: str | None, name: str) -> Any:
    """Parse board text as ``fmt`` (``'yaml'``, ``'json'``, ``'toml'``), or guess it when ``fmt`` is None.

    A guess tries JSON, then YAML, then TOML (when YAML reads the text as something other than a mapping),
    and reports the YAML error if nothing parses.

    Raises
    ------
    BoardError
        If the text does not parse; the message gives the format, line and column.
    """
    if fmt is not None:
        return _checked(_PARSERS[fmt](text, name), name)
    return _checked(_guess(text, name), name)


def _guess(text: str, name: str) -> Any:
    try:
        return _parse_json(text, name)
    except BoardError:
        pass
    try:
        data = _parse_yaml(text, name)
    except BoardError as yaml_error:
        try:
            return _parse_toml(text, name)
        except BoardError:
            raise yaml_error from None
    if data is None or isinstance(data, dict):
        return data
    try:
        return _parse_toml(text, name)
    except BoardError:
        return data  # board_from_data says that it is not a mapping


class _Strict:
    """What both YAML loaders add to PyYAML's safe one: a key given twice in one mapping is refused, dates are read
    as text (no board key takes a date, and ``2001-13-01`` would not even construct), and a value that cannot be
    constructed (``!!int 'x'``, a number of over 4,300 digits) is a YAML error at its line, not an exception from
    deep inside."""

    yaml_implicit_resolvers = {
        first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:timestamp"]
        for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
    }

    def construct_object(self, node: yaml.Node, deep: bool = False) -> Any:  # type: ignore[override]
        try:
            return super().construct_object(node, deep=deep)
        except (yaml.YAMLError, RecursionError):
            raise
        except Exception as e:  # noqa: BLE001 - a tagged value PyYAML cannot build ('!!int' alone: IndexError)
            raise yaml.constructor.ConstructorError(
                None, None, f"cannot read {node.tag.rsplit(':', 1)[-1]} {_short(node)}: {_number_problem(e)}",
                node.start_mark) from None

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict:  # type: ignore[override]
        seen: set = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            try:
                duplicate = key in seen
                seen.add(key)
            except TypeError:  # an unhashable key; the base class reports it
                duplicate = False
            if duplicate:
                mark = key_node.start_mark
                raise yaml.constructor.ConstructorError(
                    None, None, f"duplicate key {key!r}", mark)
        return super().construct_mapping(node, deep=deep)


class _UniqueKeyLoader(_Strict, yaml.SafeLoader):
    """The safe YAML loader in Python: its messages for bad YAML are the ones a board's errors quote."""


#: The same loader on libyaml (about four times quicker on a board with its library listed), when PyYAML has it.
_FastLoader = type("_FastLoader", (_Strict, yaml.CSafeLoader), {}) if hasattr(yaml, "CSafeLoader") else None


def _short(node: yaml.Node) -> str:
    value = node.value if isinstance(node.value, str) else ""
    return repr(value if len(value) <= 20 else value[:20] + "…")


def _number_problem(error: Exception) -> str:
    """The problem in a ValueError from ``int()``, in words (the 4,300-digit limit's message names a function)."""
    text = str(error)
    if "Exceeds the limit" in text:
        return "a number of more than 4,300 digits"
    return text or type(error).__name__


_TOO_DEEP = f"nested too deeply (a board needs a few levels; more than {MAX_DEPTH} are refused)"


def _parse_yaml(text: str, name: str) -> Any:
    if _FastLoader is not None:
        try:
            return yaml.load(text, Loader=_FastLoader)  # noqa: S506 - a CSafeLoader subclass
        except (yaml.YAMLError, RecursionError):
            pass  # read again in Python, whose messages say more ("expected ',' or '}', but got ':'")
    try:
        return yaml.load(text, Loader=_UniqueKeyLoader)  # noqa: S506 - a SafeLoader subclass
    except RecursionError:
        raise BoardError(f"not valid YAML: {_TOO_DEEP}", name) from None
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        problem = " ".join((getattr(e, "problem", None) or str(e)).split())  # one line
        where = f"line {mark.line + 1}, column {mark.column + 1}: " if mark is not None else ""
        context, context_mark = getattr(e, "context", None), getattr(e, "context_mark", None)
        if context and context_mark is not None and (mark is None or context_mark.line != mark.line):
            problem += f" ({context} at line {context_mark.line + 1}, column {context_mark.column + 1})"
        raise BoardError(f"not valid YAML: {where}{problem}", name) from None


def _json_pairs(pairs: list[tuple[str, Any]]) -> dict:
    out: dict = {}
    for key, value in pairs:
        if key in out:
            raise ValueError(f"duplicate key {key!r}")
        out[key] = value
    return out


def _parse_json(text: str, name: str) -> Any:
    try:
        return json.loads(text, object_pairs_hook=_json_pairs)
    except json.JSONDecodeError as e:
        raise BoardError(f"not valid JSON: line {e.lineno}, column {e.colno}: {e.msg}", name) from None
    except RecursionError:
        raise BoardError(f"not valid JSON: {_TOO_DEEP}", name) from None
    except ValueError as e:  # a duplicate key, a number of over 4,300 digits
        raise BoardError(f"not valid JSON: {_number_problem(e)}", name) from None


def _parse_toml(text: str, name: str) -> Any:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise BoardError(f"not valid TOML: {e}", name) from None
    except RecursionError:
        raise BoardError(f"not valid TOML: {_TOO_DEEP}", name) from None
    except ValueError as e:  # a number of over 4,300 digits
        raise BoardError(f"not valid TOML: {_number_problem(e)}", name) from None


def _checked(data: Any, name: str) -> Any:
    """``data`` once it is known to be small, shallow and valid text.

    Every value is visited as often as it appears, so YAML aliases count after expansion: a "billion laughs"
    board stops at :data:`MAX_VALUES`, long before the board is built.

    Raises
    ------
    BoardError
        For nesting deeper than :data:`MAX_DEPTH`, more than :data:`MAX_VALUES` values, or a string that is not
        valid Unicode text (a lone surrogate, which JSON's ``\\ud800`` makes).
    """
    seen = 0
    stack: list[tuple[Any, int]] = [(data, 0)]
    while stack:
        value, depth = stack.pop()
        seen += 1
        if seen > MAX_VALUES:
            raise BoardError(f"more than {MAX_VALUES:,} values (counted with YAML aliases expanded)", name)
        if isinstance(value, str):
            _check_text(value, name)
        elif isinstance(value, dict | list | tuple):
            if depth >= MAX_DEPTH:
                raise BoardError(_TOO_DEEP, name)
            items = value.items() if isinstance(value, dict) else ((None, v) for v in value)
            for key, item in items:
                if isinstance(key, str):
                    _check_text(key, name)
                stack.append((item, depth + 1))
    return data


def _check_text(text: str, name: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as e:
        raise BoardError(f"a string holds {text[e.start]!r} (at character {e.start + 1}), a lone surrogate, "
                         f"which is not Unicode text", name) from None


_PARSERS: dict[str, Callable[[str, str], Any]] = {"yaml": _parse_yaml, "json": _parse_json, "toml": _parse_toml}


# --------------------------------------------------------------------------------------------------------------
# Checking data and building the board
# --------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Where:
    """Where a value came from, for messages: the file and the entry."""

    file: str | None
    entry: str | None = None

    def error(self, problem: str) -> BoardError:
        return BoardError(problem, self.file, self.entry)

    def at(self, entry: str) -> _Where:
        return _Where(self.file, entry)


@dataclass(slots=True)
class _Spec:
    """One checked permanent entry, before ids are given out."""

    where: _Where
    card: Card
    count: int
    given_id: str | None
    attached_to: str | None
    fields: dict[str, Any] = field(default_factory=dict)


def board_from_data(data: Any, *, cards: CardDatabase | None = None, source: str | None = None) -> Board:
    """The board that already-parsed data (a mapping with the keys of a board file) describes.

    Parameters
    ----------
    data : mapping or None
        As read from YAML / JSON / TOML; None is an empty board.
    cards : CardDatabase, optional
        Where card names are looked up; the shipped database by default.
    source : str, optional
        The file name for messages and ``Board.source``.

    Returns
    -------
    Board

    Raises
    ------
    BoardError
        For an unknown key (with the nearest known keys), an unknown card (with the nearest names), a value of the
        wrong type or range, a malformed pool, a missing ``attached_to`` target or a duplicate id.
    """
    where = _Where(source)
    if data is None:
        data = {}
    if not isinstance(data, Mapping):
        raise where.error(f"a board must be a mapping of keys such as 'permanents' and 'life', not {_kind(data)}")
    _check_keys(data, BOARD_KEYS, where, "key")
    db = cards if cards is not None else default_database()
    command_zone = _command_zone(data.get("command_zone"), db, where)
    colors = _commander_colors(data.get("commander_colors"), where.at("commander_colors"))
    if data.get("commander_colors") is None:  # the command zone's colour identity (CR 903.4, 702.124c)
        colors = frozenset(t for c in command_zone for t in color_identity(c.card))
    effects = _zone(data.get("effects"), db, where, "effects")
    return Board(
        permanents=_permanents(data.get("permanents"), db, where.at("permanents"),
                               effect_texts=tuple(card.oracle_text for card in effects)),
        life=_life(data.get("life", 20), where.at("life")),
        land_played=_bool(data.get("land_played", False), where.at("land_played")),
        hand=_zone(data.get("hand"), db, where, "hand"),
        library_top=_zone(data.get("library_top"), db, where, "library_top"),
        library=None if data.get("library") is None else _zone(data.get("library"), db, where, "library"),
        graveyard=_zone(data.get("graveyard"), db, where, "graveyard"),
        draws=_zone(data.get("draws"), db, where, "draws"),
        pool=_pool(data.get("pool"), where.at("pool")),
        commander_colors=colors,
        effects=effects,
        facts=_facts(data.get("facts"), where.at("facts")),
        command_zone=command_zone,
        source=source,
    )


def _kind(value: Any) -> str:
    """A few words for the type of a parsed value, for messages."""
    if value is None:
        return "nothing (null)"
    if isinstance(value, bool):
        return f"a boolean ({str(value).lower()})"
    if isinstance(value, int | float):
        return f"a number ({value})"
    if isinstance(value, str):
        return f"a string ({value!r})"
    if isinstance(value, Mapping):
        return "a mapping"
    if isinstance(value, list | tuple):
        return "a list"
    return f"a {type(value).__name__}"


def _suggest(word: str, choices: Iterable[str]) -> str:
    """``"; did you mean 'x'?"`` for the nearest of ``choices``, or ``''``."""
    near = difflib.get_close_matches(word, list(choices), n=2, cutoff=0.6)
    return f"; did you mean {' or '.join(repr(n) for n in near)}?" if near else ""


def _check_keys(data: Mapping, allowed: tuple[str, ...], where: _Where, what: str) -> None:
    for key in data:
        if not isinstance(key, str) or key not in allowed:
            hint = _suggest(key, allowed) if isinstance(key, str) else ""
            if not hint:
                hint = f" (known: {', '.join(allowed)})"
            raise where.error(f"unknown {what} {str(key)!r}{hint}")


def _say(what: str, problem: str) -> str:
    """``'what: problem'``, or the problem alone for a top-level key (whose name is the entry already)."""
    return f"{what}: {problem}" if what else problem


def _bool(value: Any, where: _Where, what: str = "") -> bool:
    if not isinstance(value, bool):
        raise where.error(_say(what, f"must be true or false, not {_kind(value)}"))
    return value


def _int(value: Any, where: _Where, what: str = "", *, minimum: int | None = None,
         maximum: int = MAX_NUMBER) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise where.error(_say(what, f"must be a whole number, not {_kind(value)}"))
    if minimum is not None and value < minimum:
        bound = "positive" if minimum == 1 else "non-negative" if minimum == 0 else f"at least {minimum}"
        raise where.error(_say(what, f"must be {bound}, not {_number(value)}"))
    if value > maximum:
        raise where.error(_say(what, f"{_number(value)} is more than {maximum}, the most manaplan takes"))
    return value


def _number(value: int) -> str:
    """A number for a message: in full, or its first digits and its length when it is long."""
    digits = str(abs(value))
    if len(digits) <= 24:
        return str(value)
    return f"{'-' if value < 0 else ''}{digits[:6]}… ({len(digits)} digits)"


def _text(value: Any, where: _Where, what: str = "") -> str:
    if not isinstance(value, str) or not value.strip():
        raise where.error(_say(what, f"must be a non-empty string, not {_kind(value)}"))
    return value.strip()


def _life(value: Any, where: _Where) -> int:
    return _int(value, where, minimum=-MAX_LIFE, maximum=MAX_LIFE)


def _pool(value: Any, where: _Where) -> ManaPool:
    if value is None:
        return ManaPool()
    if isinstance(value, Mapping):
        raise where.error('must be a string of mana symbols such as "{R}{R}"; in YAML, put braces in quotes')
    if not isinstance(value, str):
        raise where.error(f'must be a string of mana symbols such as "{{R}}{{R}}", not {_kind(value)}')
    try:
        return ManaPool.parse(value)
    except CostSyntaxError as e:
        raise where.error(str(e)) from None


def _commander_colors(value: Any, where: _Where) -> frozenset[ManaType]:
    if value is None:
        return frozenset()
    if isinstance(value, str):
        value = [value]
    if isinstance(value, list | tuple):
        colors: frozenset[ManaType] = frozenset()
        for item in value:
            if not isinstance(item, str):
                raise where.error(f"each colour must be a letter or colour name, not {_kind(item)}")
            try:
                colors |= _colors_in(item)
            except ValueError as e:
                raise where.error(str(e)) from None
    else:
        raise where.error(f"must be colour letters such as 'WUG' or a list of colours, not {_kind(value)}")
    if ManaType.C in colors:
        raise where.error("a colour identity holds colours only (W, U, B, R, G); leave it empty for a colorless "
                          "commander")
    return colors


def _colors_in(text: str) -> frozenset[ManaType]:
    """The colours that text such as ``'WUG'``, ``'W, U'``, ``'green'`` or ``'white blue'`` names.

    Raises
    ------
    ValueError
        For a word that is neither a colour's name nor mana letters.

    >>> sorted(t.value for t in _colors_in('Green, wu'))
    ['G', 'U', 'W']
    """
    out: frozenset[ManaType] = frozenset()
    for word in re.split(r"[\s,/]+", text.strip()):
        if word.lower() in {name for name in COLOR_NAMES.values()}:
            out |= {ManaType.parse(word)}
        elif word:
            out |= parse_types(word)
    return out


# ---- cards ---------------------------------------------------------------------------------------------------


def _lookup(db: CardDatabase, name: str, where: _Where, around: tuple[Sequence[Any], int] = ((), 0)) -> Card:
    """The card of that name, as a :class:`BoardError` naming the entry when there is none: for cards written as one
    comma-separated string, ``hand: "Forest, Island"``, how to write a list; for a name holding a comma split by a
    YAML flow list, ``hand: [Emrakul, the Aeons Torn]`` (``around``: the list's entries and this one's index), how to
    quote it."""
    try:
        return db.get(name)
    except UnknownCardError as e:
        parts = [part.strip() for part in name.split(",")]
        if len(parts) > 1 and all(part and db.find(part) is not None for part in parts):
            listed = ", ".join(parts)
            raise where.error(f"unknown card {name!r}: several cards are a list, [{listed}] (or one card a line "
                              f"under the key, each after '- '), not one string") from e
        joined = _split_name(db, *around)
        if joined is not None:
            raise where.error(f"unknown card {name!r}: {joined!r} holds a comma, which splits it in a [...] list; "
                              f"quote it there: \"{joined}\"") from e
        raise where.error(str(e)) from e


def _split_name(db: CardDatabase, entries: Sequence[Any], i: int) -> str | None:
    """The card named by entry ``i`` joined with ``", "`` to up to three string entries before or after it (a name a
    flow list split at its comma: ``[Urborg, Tomb of Yawgmoth]``), or None."""
    for first in range(max(0, i - 3), i + 1):
        for last in range(max(i, first + 1), min(len(entries), first + 4)):
            parts = entries[first:last + 1]
            if all(isinstance(p, str) for p in parts):
                card = db.find(", ".join(p.strip() for p in parts))
                if card is not None:
                    return card.name
    return None


def _battlefield_card(card: Card, db: CardDatabase, where: _Where) -> Card:
    """The face of ``card`` that is on the battlefield (a face named by the user is that face).

    Raises
    ------
    BoardError
        For a card that cannot be a permanent (an instant, a sorcery, the spell face of a modal double-faced card).
    """
    face = card.battlefield_face()
    if not face.card_types or face.is_permanent:
        return face
    problem = f"{face.name} is {_a(' '.join(face.card_types))}, not a permanent"
    if face.is_face:
        whole = db.find(face.full_name)
        other = whole.battlefield_face() if whole is not None else None
        if other is not None and other.is_permanent:
            problem += f"; on the battlefield this card is {other.name!r}"
    raise where.error(problem)


def _a(words: str) -> str:
    """``words`` with ``'a'`` or ``'an'`` before it."""
    return f"an {words}" if words[:1].lower() in "aeiou" else f"a {words}"


def _homebrew(entry: Mapping, where: _Where) -> Card:
    """A card built from ``name``, ``type``, ``text`` and optional ``mana_cost``."""
    name = _text(entry.get("name"), where, "name")
    if "type" not in entry:
        raise where.error("a homebrew card needs 'type' (such as 'Land' or 'Artifact'); "
                          "use 'card:' to look a card up by name")
    type_line = _text(entry.get("type"), where, "type")
    text = entry.get("text", "")
    if text is None:
        text = ""
    if not isinstance(text, str):
        raise where.error(f"text: must be a string, not {_kind(text)}")
    cost_value = entry.get("mana_cost", "")
    if cost_value is None:
        cost_value = ""
    if not isinstance(cost_value, str):
        raise where.error(f'mana_cost: must be a string such as "{{1}}{{G}}", not {_kind(cost_value)}')
    if cost_value.strip():
        try:
            cost_value = str(ManaCost.parse(cost_value))
        except CostSyntaxError as e:
            raise where.error(f"mana_cost: {e}") from None
    card = Card(name=name, mana_cost=cost_value.strip(), type_line=type_line, oracle_text=text.strip())
    if not card.card_types:
        raise where.error(f"type: {type_line!r} names no card type (Land, Creature, Artifact, Enchantment, …)")
    return card


def _entry_card(entry: Mapping, db: CardDatabase, where: _Where, *, battlefield: bool) -> Card:
    """The card a mapping entry names: ``card:`` looked up, or a homebrew card from ``name``/``type``/``text``."""
    homebrew = [k for k in _HOMEBREW_KEYS if k in entry]
    if "card" in entry:
        if homebrew:
            raise where.error(f"give either 'card' (a card by name) or 'name'/'type'/'text' (a homebrew card), "
                              f"not both ({', '.join(homebrew)} with card)")
        name = _text(entry["card"], where, "card")
        card = _lookup(db, name, where)
        return _battlefield_card(card, db, where) if battlefield else card
    if "name" in entry:
        card = _homebrew(entry, where)
        return _battlefield_card(card, db, where) if battlefield else card
    if homebrew:
        raise where.error("a homebrew card needs 'name' as well as " + ", ".join(repr(k) for k in homebrew))
    raise where.error("needs 'card' (a card by name) or 'name', 'type' and 'text' (a homebrew card)")


def _label(entry: Any) -> str:
    """A short name for an entry, as the user wrote it, for ``permanents[3] (Llanowar Elfs)``."""
    if isinstance(entry, str):
        return entry.strip()
    if isinstance(entry, Mapping):
        for key in ("card", "name", "id"):
            if isinstance(entry.get(key), str | int) and not isinstance(entry.get(key), bool):
                return str(entry[key]).strip()
    return ""


def _entry_where(where: _Where, zone: str, index: int, entry: Any) -> _Where:
    label = _label(entry)
    return where.at(f"{zone}[{index}] ({label})" if label else f"{zone}[{index}]")


def _count(entry: Mapping, where: _Where) -> int:
    if "count" not in entry:
        return 1
    return _int(entry["count"], where, "count", minimum=1, maximum=MAX_COUNT)


def _as_list(value: Any, where: _Where, what: str) -> list:
    """A zone's value as a list: None is empty, one string is one entry."""
    if value is None:
        return []
    if isinstance(value, str):
        return [value]
    if isinstance(value, list | tuple):
        return list(value)
    raise where.error(f"must be a list of {what}, not {_kind(value)}")


def _zone(value: Any, db: CardDatabase, where: _Where, zone: str) -> tuple[Card, ...]:
    """The cards of ``hand``, ``graveyard``, ``library_top``, ``library``, ``draws`` or ``effects``."""
    out: list[Card] = []
    entries = _as_list(value, where.at(zone), "card names")
    for i, entry in enumerate(entries):
        at = _entry_where(where, zone, i, entry)
        if isinstance(entry, str):
            out.append(_lookup(db, _text(entry, at, "card name"), at, (entries, i)))
        elif isinstance(entry, Mapping):
            _check_keys(entry, ZONE_ENTRY_KEYS, at, "key")
            out.extend([_entry_card(entry, db, at, battlefield=False)] * _count(entry, at))
        else:
            raise at.error(f"must be a card name or a mapping with 'card', not {_kind(entry)}")
        if len(out) > MAX_ZONE_CARDS:
            raise at.error(f"{zone} holds more than {MAX_ZONE_CARDS:,} cards, the most manaplan takes")
    return tuple(out)


def _command_zone(value: Any, db: CardDatabase, where: _Where) -> tuple[Commander, ...]:
    """``command_zone:``: your commanders, each a card name or ``{card: NAME, casts: N}`` (N earlier casts from the
    command zone, for the tax of CR 903.8)."""
    out: list[Commander] = []
    entries = _as_list(value, where.at("command_zone"), "card names")
    for i, entry in enumerate(entries):
        at = _entry_where(where, "command_zone", i, entry)
        if isinstance(entry, str):
            out.append(Commander(_lookup(db, _text(entry, at, "card name"), at, (entries, i))))
        elif isinstance(entry, Mapping):
            _check_keys(entry, ("card", "casts"), at, "key")
            if "card" not in entry:
                raise at.error("needs 'card': the commander's name")
            card = _lookup(db, _text(entry["card"], at, "card name"), at)
            casts = _int(entry.get("casts", 0), at, "casts", minimum=0)
            if casts > 99:
                raise at.error(f"casts: {casts} is more than 99")
            out.append(Commander(card, casts))
        else:
            raise at.error(f"must be a card name or a mapping with 'card' and 'casts', not {_kind(entry)}")
        problem = commander_problem(out[-1].card)
        if problem:  # Sol Ring in the command zone (CR 903.3)
            raise at.error(problem)
    return tuple(out)


# ---- permanents ----------------------------------------------------------------------------------------------


def _counters(value: Any, where: _Where) -> tuple[tuple[str, int], ...]:
    if value is None:
        return ()
    if not isinstance(value, Mapping):
        raise where.error(f"counters: must be a mapping of kind to number, such as {{charge: 2}}, not {_kind(value)}")
    out: dict[str, int] = {}
    for kind, n in value.items():
        if not isinstance(kind, str) or not kind.strip():
            raise where.error(f"counters: a kind must be a word such as 'charge', not {_kind(kind)}")
        key = kind.strip().lower()
        if key in out:
            raise where.error(f"counters: {key!r} is given twice")
        n = _int(n, where, f"counters: {kind.strip()}", minimum=0)
        out[key] = n
    return tuple(sorted((k, n) for k, n in out.items() if n))


def _facts(value: Any, where: _Where) -> GameFacts:
    if value is None:
        return GameFacts()
    if not isinstance(value, Mapping):
        raise where.error(f"must be a mapping of fact to value, such as {{cards_in_hand: 3}}, not {_kind(value)}")
    _check_keys(value, tuple(FACTS), where, "fact")
    for fact, n in value.items():
        if isinstance(n, int) and not isinstance(n, bool):
            _int(n, where, fact)
    try:
        return GameFacts.from_mapping(value)
    except ValueError as e:
        raise where.error(str(e)) from None


def _controller(value: Any, where: _Where) -> str:
    if isinstance(value, str) and value.strip().lower() in _CONTROLLERS:
        return _CONTROLLERS[value.strip().lower()]
    shown = repr(value) if isinstance(value, str) else _kind(value)
    raise where.error(f"controller: must be 'you' or 'opponent', not {shown}")


def _given_id(value: Any, where: _Where) -> str:
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    return _text(value, where, "id")


def _permanent_spec(entry: Any, db: CardDatabase, where: _Where, around: tuple[Sequence[Any], int] = ((), 0)
                    ) -> _Spec:
    """Check one ``permanents`` entry: a card name or a mapping (``around``: the list's entries and its index)."""
    if isinstance(entry, str):
        name = _text(entry, where, "card name")
        card = _lookup(db, name, where, around)
        return _Spec(where, _battlefield_card(card, db, where), 1, None, None)
    if not isinstance(entry, Mapping):
        raise where.error(f"must be a card name or a mapping with 'card', not {_kind(entry)}")
    _check_keys(entry, PERMANENT_KEYS, where, "key")
    card = _entry_card(entry, db, where, battlefield=True)
    fields: dict[str, Any] = {k: _bool(entry[k], where, k) for k in _FLAG_KEYS if k in entry}
    if "counters" in entry:
        fields["counters"] = _counters(entry["counters"], where)
    if "controller" in entry:
        fields["controller"] = _controller(entry["controller"], where)
    if entry.get("chosen") is not None:
        fields["chosen"] = _chosen(entry["chosen"], where)
    if entry.get("imprinted") is not None:  # Chrome Mox: the card exiled with it
        fields["imprinted"] = _lookup(db, _text(entry["imprinted"], where, "imprinted"), where)
    for key in ("power", "toughness"):
        if entry.get(key) is not None:
            fields[key] = _int(entry[key], where, key)
    if entry.get("entered") is not None:
        fields["entered"] = _bool(entry["entered"], where, "entered")
        if fields["entered"] and fields.get("sick") is False:
            raise where.error("entered: true, but sick: false — a permanent that entered this turn came under your "
                              "control this turn (CR 302.6)")
        if fields["entered"]:
            fields["sick"] = True
    if entry.get("level") is not None:
        fields["level"] = _int(entry["level"], where, "level", minimum=1)
    attached = entry.get("attached_to")
    attached_to = _text(attached, where, "attached_to") if attached is not None else None
    given = _given_id(entry["id"], where) if entry.get("id") is not None else None
    return _Spec(where, card, _count(entry, where), given, attached_to, fields)


def _chosen(value: Any, where: _Where) -> str:
    """A choice made as the permanent entered: a colour, a creature type, a card name, a basic land type.

    One character is only ever a colour (or ``C``, a noted type): ``chosen: Q`` is a typo, not a choice.
    """
    text = _text(value, where, "chosen")
    if len(text) == 1 and text.upper() not in "WUBRGC":
        raise where.error(f"chosen: {text!r} is not a colour (W, U, B, R, G, or C for a noted type); a creature "
                          f"type, card name or basic land type is written out")
    return text


def _assign_ids(specs: list[_Spec]) -> list[list[str]]:
    """The ids of each spec's copies: ``id:`` (``id#n`` for several), else ``name#n`` numbered per name."""
    numbers: dict[str, int] = {}
    out: list[list[str]] = []
    for spec in specs:
        if spec.given_id is not None:
            out.append([spec.given_id] if spec.count == 1
                       else [f"{spec.given_id}#{k}" for k in range(1, spec.count + 1)])
            continue
        start = numbers.get(spec.card.name, 0)
        numbers[spec.card.name] = start + spec.count
        out.append([f"{spec.card.name}#{start + k}" for k in range(1, spec.count + 1)])
    return out


def _check_unique(specs: list[_Spec], ids: list[list[str]]) -> dict[str, str]:
    """A map from each id folded to lower case to the id as spelled.

    Raises
    ------
    BoardError
        If two permanents share an id (ignoring case).
    """
    seen: dict[str, tuple[str, _Spec]] = {}
    for spec, spec_ids in zip(specs, ids):
        for pid in spec_ids:
            key = pid.casefold()
            if key in seen:
                other = seen[key][1].where.entry
                also = "this entry" if seen[key][1] is spec else other
                raise spec.where.error(f"duplicate id {pid!r} (also {also})")
            seen[key] = (pid, spec)
    return {key: pid for key, (pid, _) in seen.items()}


def _resolve_attachment(spec: _Spec, own_ids: list[str], known: dict[str, str]) -> str | None:
    if spec.attached_to is None:
        return None
    target = known.get(spec.attached_to.casefold())
    if target is None:
        raise spec.where.error(f"attached_to {spec.attached_to!r}: no permanent has that id"
                               f"{_suggest(spec.attached_to, known.values())}")
    if target in own_ids:
        raise spec.where.error(f"attached_to {spec.attached_to!r}: a permanent cannot be attached to itself")
    _check_attachable(spec)
    return target


def _permanents(value: Any, db: CardDatabase, where: _Where, effect_texts: tuple[str, ...] = ()
                ) -> tuple[Permanent, ...]:
    if isinstance(value, str):
        raise where.error(f"must be a list of card names or mappings, not {_kind(value)}")
    entries = _as_list(value, where, "card names or mappings")
    specs: list[_Spec] = []
    total = 0
    for i, e in enumerate(entries):
        spec = _permanent_spec(e, db, _entry_where(where, "permanents", i, e), (entries, i))
        total += spec.count
        if total > MAX_PERMANENTS:
            raise spec.where.error(f"more than {MAX_PERMANENTS:,} permanents in all (counts added up), the most "
                                   f"manaplan takes")
        specs.append(spec)
    ids = _assign_ids(specs)
    known = _check_unique(specs, ids)
    out: list[Permanent] = []
    targets: dict[str, tuple[str, _Spec]] = {}
    for spec, spec_ids in zip(specs, ids):
        attached_to = _resolve_attachment(spec, spec_ids, known)
        if attached_to is not None:
            targets.update((pid, (attached_to, spec)) for pid in spec_ids)
        fields = dict(spec.fields)
        token = fields.pop("token", False) or bool(getattr(spec.card, "is_token", False))
        out.extend(Permanent(id=pid, card=spec.card, attached_to=attached_to, is_token=token, **fields)
                   for pid in spec_ids)
    _check_cycles(targets)
    _check_targets(targets, {p.id: p.card for p in out}, tuple(spec.card.oracle_text for spec in specs) + effect_texts)
    return tuple(out)


def _check_targets(targets: dict[str, tuple[str, _Spec]], cards: dict[str, Card], texts: tuple[str, ...]) -> None:
    """Refuse an attachment the rules forbid: Wild Growth on Sol Ring, Lightning Greaves on a Forest
    (:func:`~manaplan.models.board_rules.attachment_problem`, CR 303.4, 301.5, 301.6)."""
    for target, spec in {id(spec): (target, spec) for target, spec in targets.values()}.values():
        problem = attachment_problem(spec.card, cards[target], target, texts)
        if problem:
            raise spec.where.error(f"attached_to {spec.attached_to!r}: {problem}")


def _check_attachable(spec: _Spec) -> None:
    """A land is never attached to anything (only Auras, Equipment and Fortifications are, CR 301.5, 303.4,
    301.6), unless it is an Aura itself."""
    card = spec.card
    if spec.attached_to is not None and "Land" in card.card_types and "Aura" not in card.subtypes:
        raise spec.where.error(f"attached_to {spec.attached_to!r}: {card.name} is a land, and a land is not attached "
                               f"to anything (only Auras, Equipment and Fortifications are)")


def _check_cycles(targets: dict[str, tuple[str, _Spec]]) -> None:
    """Refuse ``a`` attached to ``b`` attached to … ``a`` (CR 301.5c, 303.4d: nothing is attached to itself)."""
    done: set[str] = set()
    for start in targets:
        path: list[str] = []
        on_path: set[str] = set()
        pid: str | None = start
        while pid is not None and pid in targets and pid not in done:
            if pid in on_path:
                cycle = path[path.index(pid):] + [pid]
                raise targets[pid][1].where.error(f"attached_to: an attachment cycle ({' → '.join(cycle)})")
            path.append(pid)
            on_path.add(pid)
            pid = targets[pid][0]
        done.update(path)


# --------------------------------------------------------------------------------------------------------------
# The inline form
# --------------------------------------------------------------------------------------------------------------

_MAX_NAME_PARTS = 4
_COUNT_PATTERNS = (  # tried in order; the first whose name is a known card wins
    re.compile(r"^(?P<name>.+?)\s*[x×*]\s*(?P<n>[0-9]+)$", re.IGNORECASE),  # Island x3, Island x 3, Island*3
    re.compile(r"^(?P<n>[0-9]+)\s*[x×*]\s+(?P<name>.+)$", re.IGNORECASE),  # 3x Island, 3 x Island
    re.compile(r"^(?P<n>[0-9]+)\s+(?P<name>.+)$"),  # 3 Island
)
_WORD_FLAGS: dict[str, tuple[str, Any]] = {
    "sick": ("sick", True), "tapped": ("tapped", True), "untapped": ("tapped", False), "haste": ("haste", True),
    "token": ("token", True), "opponent": ("controller", OPPONENT), "opp": ("controller", OPPONENT),
    "yours": ("controller", YOU),
}
_VALUE_FLAGS = {"id": "id", "chosen": "chosen", "attached_to": "attached_to", "on": "attached_to",
                "imprinted": "imprinted"}


def _split_top(text: str) -> list[str]:
    """``text`` split at commas outside parentheses; parts stripped.

    Raises
    ------
    ValueError
        If the parentheses do not balance.
    """
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth < 0:
                raise ValueError("a ')' without its '('")
        elif ch == "," and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    if depth:
        raise ValueError("a '(' without its ')'")
    parts.append(text[start:].strip())
    return parts


def _strip_flags(text: str) -> tuple[str, list[str]]:
    """The name-and-count part of a (balanced) entry and the contents of its trailing parenthesised groups.

    >>> _strip_flags('Sol Ring (tapped) (opp)')
    ('Sol Ring', ['tapped', 'opp'])
    """
    groups: list[str] = []
    rest = text.strip()
    while rest.endswith(")"):
        depth, i = 0, len(rest) - 1
        for i in range(len(rest) - 1, -1, -1):
            depth += {")": 1, "(": -1}.get(rest[i], 0)
            if depth == 0:
                break
        groups.insert(0, rest[i + 1:-1])
        rest = rest[:i].rstrip()
    return rest, groups


def _flag_words(groups: list[str]) -> list[str]:
    """The flags of parenthesised groups: comma-separated; a piece without ``=`` may hold several words.

    >>> _flag_words(['sick tapped', 'on=Llanowar Elves#1, mining=2'])
    ['sick', 'tapped', 'on=Llanowar Elves#1', 'mining=2']
    """
    out: list[str] = []
    for group in groups:
        for piece in group.split(","):
            piece = piece.strip()
            out.extend([piece] if "=" in piece else piece.split())
    return out


def _flag_fields(groups: list[str], where: _Where) -> dict[str, Any]:
    """The permanent-mapping fields that inline flags such as ``(sick, tapped, mining=2)`` stand for.

    Raises
    ------
    BoardError
        For an unknown flag or a counter written without a number.
    """
    fields: dict[str, Any] = {}
    counters: dict[str, int] = {}
    for flag in _flag_words(groups):
        if "=" in flag:
            key, _, val = (s.strip() for s in flag.partition("="))
            if key.lower() in _VALUE_FLAGS:
                fields[_VALUE_FLAGS[key.lower()]] = val
            elif key and re.fullmatch(r"[0-9]+", val):
                counters[key] = _inline_number(val, where, key)
            else:
                raise where.error(f"flag {flag!r}: counters are written KIND=N, such as mining=2")
        elif flag.lower() in _WORD_FLAGS:
            key, val = _WORD_FLAGS[flag.lower()]
            if key in fields and fields[key] != val:
                other = next(w for w, (k, v) in _WORD_FLAGS.items() if k == key and v == fields[key])
                raise where.error(f"flags {other!r} and {flag.lower()!r} contradict each other")
            fields[key] = val
        else:
            known = ", ".join([*_WORD_FLAGS, *(f"{k}=…" for k in _VALUE_FLAGS)])
            raise where.error(f"unknown flag {flag!r}{_suggest(flag.lower(), _WORD_FLAGS)} "
                              f"(known: {known}, and KIND=N for counters)")
    if counters:
        fields["counters"] = counters
    return fields


def _inline_number(text: str, where: _Where, what: str) -> int:
    """An inline count or counter: ASCII digits (checked by the caller), at most :data:`MAX_NUMBER`."""
    if len(text) > 9:
        raise where.error(f"{what}: {text[:12]}{'…' if len(text) > 12 else ''} is more than {MAX_NUMBER:,}, the "
                          f"most manaplan takes")
    return int(text)


def _name_and_count(text: str, known: Callable[[str], bool]) -> tuple[str, int] | None:
    """The card name and count of ``'Island x3'``-like text if some reading names a known card, else None.

    The whole text is tried first, so that a name starting with a number is never read as a count.
    """
    if known(text):
        return text, 1
    for pattern in _COUNT_PATTERNS:
        m = pattern.match(text)
        if m and known(m.group("name").strip()):
            return m.group("name").strip(), _count_of(m.group("n"))
    return None


def _count_of(digits: str) -> int:
    """A count written inline; the board check names the bound a huge one is past (one of over a thousand
    digits is read as its first thousand: it is refused all the same)."""
    return int(digits[:1000])


def _guess_name_and_count(text: str) -> tuple[str, int]:
    """A reading of ``text`` for an entry that names no known card, so that the error names the right part."""
    for pattern in _COUNT_PATTERNS:
        m = pattern.match(text)
        if m:
            return m.group("name").strip(), _count_of(m.group("n"))
    return text, 1


def _inline_entry(text: str, known: Callable[[str], bool], where: _Where) -> dict[str, Any]:
    """The permanent mapping for one inline entry; an unknown name is kept for the lookup to report."""
    rest, groups = _strip_flags(text)
    fields = _flag_fields(groups, where)
    name, count = _name_and_count(rest, known) or _guess_name_and_count(rest)
    if not name:
        raise where.error("no card name")
    entry: dict[str, Any] = {"card": name, **fields}
    if count != 1:
        entry["count"] = count
    return entry


def _inline_entries(parts: list[str], known: Callable[[str], bool]) -> list[str]:
    """Comma-separated parts regrouped into entries: the longest run of up to four parts naming a known card.

    >>> _inline_entries(['Urborg', 'Tomb of Yawgmoth (tapped)', 'Forest'],
    ...                 lambda n: n in ('Urborg, Tomb of Yawgmoth', 'Forest'))
    ['Urborg, Tomb of Yawgmoth (tapped)', 'Forest']
    """
    out: list[str] = []
    i = 0
    while i < len(parts):
        j = next((j for j in range(min(len(parts), i + _MAX_NAME_PARTS), i + 1, -1)
                  if all(parts[i:j]) and _name_and_count(_strip_flags(", ".join(parts[i:j]))[0], known)),
                 i + 1)
        out.append(", ".join(parts[i:j]))
        i = j
    return out


def inline_data(text: str, *, cards: CardDatabase | None = None) -> dict[str, Any]:
    """The board data (``{'permanents': [...]}``) that an inline ``--board`` text stands for.

    See the module's docstring for the grammar.

    Raises
    ------
    BoardError
        For unbalanced parentheses, an unknown flag, or an empty entry. Unknown cards are left in the data, for
        :func:`board_from_data` to report with suggestions.
    """
    where = _Where(INLINE_SOURCE)
    _check_text(text, INLINE_SOURCE)
    if len(text) > MAX_BOARD_BYTES:
        raise where.error(f"more than the {_megabytes(MAX_BOARD_BYTES)} a board may have")
    db = cards if cards is not None else default_database()
    try:
        parts = _split_top(text)
    except ValueError as e:
        raise where.error(str(e)) from None
    if parts == [""]:
        return {"permanents": []}

    def known(name: str) -> bool:
        return bool(name) and db.find(name) is not None

    permanents: list[dict[str, Any]] = []
    for i, entry in enumerate(_inline_entries(parts, known)):
        at = where.at(f"permanents[{i}] ({entry})" if entry else f"permanents[{i}]")
        if not entry:
            raise at.error("empty entry (two commas in a row?)")
        permanents.append(_inline_entry(entry, known, at))
    return {"permanents": permanents}


def parse_inline(text: str, *, cards: CardDatabase | None = None) -> Board:
    """The board of an inline ``--board`` text such as ``"Forest, Island x3, Llanowar Elves (sick)"``.

    Only permanents can be given this way; everything else takes its default. See the module's docstring for
    the grammar and the rule for names with commas.

    Raises
    ------
    BoardError
        Naming ``--board`` and the entry, for an unknown card (with suggestions), an unknown flag, unbalanced
        parentheses, or anything :func:`board_from_data` rejects.
    """
    db = cards if cards is not None else default_database()
    return board_from_data(inline_data(text, cards=db), cards=db, source=INLINE_SOURCE)
