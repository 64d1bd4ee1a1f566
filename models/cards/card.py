"""A card as printed: :class:`Card`, an immutable value with the card's characteristics (name, mana cost, type line,
Oracle text, faces, …) and the properties its type line gives (:func:`parse_type_line`); and the predefined mana
tokens (:data:`TOKENS`).

Cards come from a :class:`~manaplan.models.cards.store.CardDatabase`; this module knows nothing of storage.

Examples
--------
>>> Card("Llanowar Elves", "{G}", "Creature — Elf Druid", "{T}: Add {G}.").is_creature
True
>>> parse_type_line("Legendary Snow Land — Forest")
TypeLine(supertypes=('Legendary', 'Snow'), card_types=('Land',), subtypes=('Forest',))
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType
from typing import Any, NamedTuple

from ..errors import CardDataError

__all__ = ["Card", "TypeLine", "TOKENS", "normalize_name", "parse_type_line"]

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
        >>> from manaplan.models.cards.store import default_database
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
        >>> from manaplan.models.cards.store import default_database
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


def _token(name: str, type_line: str, text: str, power: str | None = None, toughness: str | None = None,
           colors: tuple[str, ...] = ()) -> Card:
    return Card(name=name, type_line=type_line, oracle_text=text, layout="token", power=power, toughness=toughness,
                is_token=True, colors=colors)


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
        # Preston Garvey, Minuteman's (the card defines it, CR 111.4): a board lists it attached to its land
        _token("Settlement", "Enchantment — Aura",
               'Enchant land\nEnchanted land has "{T}: Add one mana of any color."', colors=("G",)),
    )
})
