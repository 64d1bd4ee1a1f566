"""Deck lists written as text, one card to a line: plain lists, MTG Arena, MTGO ``.txt``, Moxfield, Archidekt and
Forge ``.dck`` exports.

Every text format writes a card as a count and a name; they differ in what comes around them. :func:`read_text`
reads all of them with one grammar and tells which it was (for messages); the names are looked up later
(:mod:`manaplan.models.decks.read`).

A card line
    ``[SB: ]COUNT[x] NAME [(SET) [NUMBER]] [*F*|*E*|*A*|*CMDR*]… [[Category{flag}, …]] [^tag^]…``, or a Forge line
    ``COUNT NAME|SET|ART``. A line with a name and no count is one copy (singleton lists often omit it).
Sections
    A header line starts one: ``Deck``/``Main``, ``Sideboard``/``SB``, ``Commander``, ``Companion``, ``Maybeboard``
    /``Considering``, ``About`` (Arena: ``Name …``), with an optional colon and count (``Sideboard (15)``, ``SIDEBOARD:``),
    or Forge's ``[Main]``, ``[Sideboard]``, ``[Commander]``, ``[metadata]`` (``Name=…``). Type headings
    (``Creatures (12)``, ``Lands``) keep the main deck. ``SB:`` before a line puts it in the sideboard, Moxfield's
    ``*CMDR*`` in the command zone; an Archidekt category decides for its line: ``Commander`` is the command zone,
    a category flagged ``{noDeck}`` (``Maybeboard{noDeck}``) or named ``Sideboard`` or ``Maybeboard`` is out of
    the deck.
A list without headers
    MTGO's ``.txt`` (and some other exports) put the sideboard after a blank line, without a header: when the last
    blank-line block of a headerless list has at most 15 cards and the blocks before it at least 40, it is read as
    the sideboard, and a note says so.
Comments
    Lines that begin with ``//`` or ``#`` (other than a header such as ``// Sideboard``).

Anything else is an error naming the line (:class:`~manaplan.models.decks.values.DeckListError`): nothing is
skipped in silence.

Examples
--------
>>> read = read_text("Deck\\n4 Lightning Bolt (M10) 146\\n20 Mountain\\n\\nSideboard\\n2 Duress (M19) 94\\n")
>>> read.format, [(c.count, c.name, c.section) for c in read.cards]
('arena', [(4, 'Lightning Bolt', 'main'), (20, 'Mountain', 'main'), (2, 'Duress', 'sideboard')])
>>> [(c.name, c.section) for c in read_text("1x Sol Ring (cmm) 464 [Ramp]\\n"
...                                          "1x Atraxa, Praetors' Voice (2x2) 190 [Commander{top}]\\n").cards]
[('Sol Ring', 'main'), ("Atraxa, Praetors' Voice", 'commander')]
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..limits import MAX_COUNT
from .values import DeckListError

__all__ = ["ListedCard", "TextReading", "read_text", "SECTIONS"]


@dataclass(frozen=True, slots=True)
class ListedCard:
    """One card line as written: the name (not yet looked up), the count, the section and where it was.

    ``section`` is ``'main'``, ``'commander'``, ``'companion'`` or a section out of the deck (``'sideboard'``,
    ``'maybeboard'``, a Forge section such as ``'avatar'``, an Archidekt category flagged ``{noDeck}``).
    """

    name: str
    count: int
    section: str
    line: int
    text: str


@dataclass(frozen=True, slots=True)
class TextReading:
    """What :func:`read_text` read: the card lines, the format it recognised, the deck's name and notes."""

    cards: tuple[ListedCard, ...]
    format: str
    name: str | None = None
    notes: tuple[str, ...] = ()


#: Header words and the section each starts (compared case-insensitively).
SECTIONS = {
    "deck": "main", "main": "main", "maindeck": "main", "main deck": "main", "mainboard": "main", "main board": "main",
    "sideboard": "sideboard", "side board": "sideboard", "side": "sideboard", "sb": "sideboard",
    "commander": "commander", "commanders": "commander",
    "companion": "companion",
    "maybeboard": "maybeboard", "maybe": "maybeboard", "considering": "maybeboard",
    "about": "about",
}
#: Type headings that some exports write over groups of the main deck.
_TYPE_HEADINGS = frozenset({
    "creature", "creatures", "land", "lands", "instant", "instants", "sorcery", "sorceries", "artifact", "artifacts",
    "enchantment", "enchantments", "planeswalker", "planeswalkers", "battle", "battles", "spells", "other", "others",
    "nonland", "nonlands",
})
_ARENA_HEADERS = frozenset({"deck", "sideboard", "commander", "companion", "about"})
_HEADER = re.compile(r"^(?:#+\s*|//\s*)?(?P<word>[A-Za-z][A-Za-z ]*?)\s*(?:\(\s*\d+\s*\))?\s*:?\s*$")
_FORGE_SECTION = re.compile(r"^\[(?P<word>[A-Za-z][A-Za-z ]*)\]$")
_FORGE_SECTIONS = {"main": "main", "sideboard": "sideboard", "commander": "commander", "metadata": "metadata"}
_SIDEBOARD_PREFIX = re.compile(r"^SB:\s*", re.IGNORECASE)
_COUNTED = re.compile(r"^(?P<count>\d+)(?:\s*[xX])?\s+(?P<rest>\S.*)$")
_TAG = re.compile(r"\s+\^[^^]*\^$")
_CATEGORIES = re.compile(r"\s*\[(?P<categories>[^\[\]]*)\]$")
_MARKER = re.compile(r"\s+\*(?P<marker>[A-Za-z]+)\*$")
_SET = re.compile(r"\s+\((?P<set>[A-Za-z0-9_]{1,8})\)(?:\s+(?P<number>[^\s()\[\]*^]+))?$")
_CATEGORY = re.compile(r"^(?P<name>[^{}]*?)\s*(?P<flags>(?:\{[^{}]*\}\s*)*)$")
#: Moxfield's markers: foil, etched, alter and the commander.
_MARKERS = {"F": None, "E": None, "A": None, "CMDR": "commander"}
_SIDEBOARD_MAX = 15
_MAIN_MIN = 40


class _Line:
    """The state of a line's reading: the text left, and what its decorations said."""

    def __init__(self, text: str):
        self.rest = text
        self.section: str | None = None
        self.decorated: set[str] = set()


def _strip_decorations(line: _Line, error) -> None:
    """Take the decorations off the end of ``line.rest``, right to left, recording what they say."""
    while True:
        if m := _TAG.search(line.rest):
            line.decorated.add("archidekt")
        elif m := _CATEGORIES.search(line.rest):
            line.decorated.add("archidekt")
            line.section = _category_section(m["categories"], error) or line.section
        elif m := _MARKER.search(line.rest):
            marker = m["marker"].upper()
            if marker not in _MARKERS:
                raise error(f"unknown marker *{m['marker']}* (known: *F* foil, *E* etched, *A* alter, "
                            f"*CMDR* commander)")
            line.decorated.add("moxfield")
            line.section = _MARKERS[marker] or line.section
        elif m := _SET.search(line.rest):
            line.decorated.add("set")
            line.rest = line.rest[:m.start()]
            return  # the set and number come first of the decorations: the name is what is left
        else:
            return
        line.rest = line.rest[:m.start()]


def _category_section(text: str, error) -> str | None:
    """The section an Archidekt category list puts its line in: ``'commander'``, a section out of the deck, or
    None for the main deck (``'Ramp,Artifact'``)."""
    section = None
    for part in text.split(","):
        m = _CATEGORY.match(part.strip())
        if m is None:
            raise error(f"unreadable category {part.strip()!r}")
        name = m["name"].strip()
        flags = {f.strip().lower() for f in re.findall(r"\{([^{}]*)\}", m["flags"])}
        lowered = name.lower()
        if "nodeck" in flags or lowered in ("sideboard", "maybeboard"):
            return lowered or "maybeboard"
        if lowered == "commander":
            section = "commander"
        elif lowered == "companion" and section is None:
            section = "companion"
    return section


def _count(text: str, error) -> int:
    count = int(text)
    if count < 1:
        raise error("a count must be at least 1")
    if count > MAX_COUNT:
        raise error(f"a count of {count:,} is more than the {MAX_COUNT:,} one line may have")
    return count


def read_text(text: str, file: str | None = None) -> TextReading:
    """Read a text deck list (any of the text formats above).

    Parameters
    ----------
    text : str
        The file's text.
    file : str, optional
        The file's name, for messages.

    Returns
    -------
    TextReading

    Raises
    ------
    DeckListError
        For a line that is neither a card, a header, a comment nor blank; naming the line.

    Examples
    --------
    >>> read_text("// Burn\\n4 Lightning Bolt\\n20 Mountain\\n").cards[1]
    ListedCard(name='Mountain', count=20, section='main', line=3, text='20 Mountain')
    >>> read_text("[metadata]\\nName=Burn\\n[Main]\\n4 Lightning Bolt|M10|1\\n").name
    'Burn'
    >>> read_text("4 Lightning Bolt\\n0 Mountain\\n", "burn.txt")
    Traceback (most recent call last):
    ...
    manaplan.models.decks.values.DeckListError: burn.txt: line 2 '0 Mountain': a count must be at least 1
    """
    reader = _Reader(file)
    for number, raw in enumerate(text.splitlines(), start=1):
        reader.read(number, raw)
    return reader.result()


class _Reader:
    """The state of a text list's reading, line after line: the section, the cards so far, what was seen."""

    def __init__(self, file: str | None):
        self.file = file
        self.cards: list[ListedCard] = []
        self.blocks: list[list[int]] = [[]]  # indexes into cards, split at blank lines (for the MTGO sideboard)
        self.section = "main"
        self.name: str | None = None
        self.seen: set[str] = set()  # what the lines showed of their format
        self.headers = False

    def read(self, number: int, raw: str) -> None:
        """Read one line."""
        stripped = raw.strip().lstrip("\ufeff").strip()

        def error(problem: str) -> DeckListError:
            return DeckListError(problem, self.file, number, raw)

        if not stripped:
            if self.blocks[-1]:
                self.blocks.append([])
        elif not self._heading(stripped, error) and not stripped.startswith(("//", "#")):
            self._card(stripped, number, raw, error)

    def _heading(self, stripped: str, error) -> bool:
        """Read ``stripped`` as a section header, a Forge metadata line or an Arena About line, if it is one."""
        if m := _FORGE_SECTION.match(stripped):
            word = m["word"].strip().lower()
            self.section = _FORGE_SECTIONS.get(word, word)
            self.seen.add("forge")
            self.headers = True
            return True
        if self.section == "metadata":
            key, eq, value = stripped.partition("=")
            if not eq:
                raise error("not a metadata line (Key=Value) of a Forge deck")
            if key.strip().lower() == "name" and value.strip():
                self.name = value.strip()
            return True
        header = _HEADER.match(stripped)
        word = " ".join(header["word"].lower().split()) if header else ""
        if self.section == "about" and word not in SECTIONS:
            key, _, value = stripped.partition(" ")
            if key.lower() != "name" or not value.strip():
                raise error("not a line of the About section (Name …) of an MTG Arena deck")
            self.name = value.strip()
            return True
        if word in _TYPE_HEADINGS:
            self.section = "main"
            return True
        if word in SECTIONS:
            self.section = SECTIONS[word]
            self.headers = True
            if word in _ARENA_HEADERS and not stripped.endswith(":"):
                self.seen.add("arena")
            return True
        return False

    def _card(self, stripped: str, number: int, raw: str, error) -> None:
        """Read ``stripped`` as a card line."""
        line = _Line(stripped)
        if m := _SIDEBOARD_PREFIX.match(line.rest):
            line.rest = line.rest[m.end():]
            line.section = "sideboard"
            self.headers = True
        if m := _COUNTED.match(line.rest):
            count = _count(m["count"], error)
            line.rest = m["rest"]
        elif not re.search(r"[A-Za-z]", line.rest):
            raise error("not a card line (a count and a card name, such as '4 Lightning Bolt'), a section header "
                        "or a comment")
        else:
            count = 1
        if "forge" in self.seen and "|" in line.rest:
            line.rest = line.rest.split("|", 1)[0]
        else:
            _strip_decorations(line, error)
        card_name = " ".join(line.rest.split())
        if not card_name:
            raise error("no card name")
        self.seen |= line.decorated
        where = line.section or self.section
        if where in ("metadata", "about"):
            raise error(f"a card line in the {where} section")
        self.cards.append(ListedCard(card_name, count, where, number, raw.strip()))
        self.blocks[-1].append(len(self.cards) - 1)

    def result(self) -> TextReading:
        """What was read, with MTGO's headerless sideboard found (see the module's description)."""
        cards = self.cards
        notes: list[str] = []
        fmt = _format(self.seen)
        blocks = [b for b in self.blocks if b]
        if not self.headers and fmt in ("text", "moxfield") and len(blocks) >= 2:
            last = blocks[-1]
            before = sum(cards[i].count for b in blocks[:-1] for i in b if cards[i].section == "main")
            after = sum(cards[i].count for i in last)
            if after <= _SIDEBOARD_MAX and before >= _MAIN_MIN and all(cards[i].section == "main" for i in last):
                for i in last:
                    c = cards[i]
                    cards[i] = ListedCard(c.name, c.count, "sideboard", c.line, c.text)
                notes.append(f"the {after} card{'s' if after != 1 else ''} after the last blank line (from line "
                             f"{cards[last[0]].line}) are read as the sideboard, as MTGO's .txt export writes it")
                fmt = "mtgo-txt" if fmt == "text" else fmt
        return TextReading(tuple(cards), fmt, self.name, tuple(notes))


def _format(seen: set[str]) -> str:
    """The format the decorations and headers seen point to (for messages)."""
    for fmt in ("forge", "archidekt", "moxfield", "arena"):
        if fmt in seen:
            return fmt
    return "arena" if "set" in seen else "text"
