"""A deck read for its games: what each card is to the question "when could I have the mana?".

Each distinct card gets a :class:`Role`:

- a **simple land** (:class:`LandKind`): a land whose every mana ability is ``{T}: Add`` one mana of a fixed set of
  kinds (basics, duals, tri-lands, pain lands, City of Brass; Command Tower in a Commander deck), with nothing else
  on it but "enters tapped" without condition, a scry 1 or 1 life as it enters, cycling, or damage dealt as it
  becomes tapped. The lands-only planner plays these exactly (:mod:`manaplan.solver.deck.planner`).
- a **helper**: anything else that might make mana sooner or cheaper — any other land (fetches, check lands, shock
  lands, bounce lands, Urza's lands, modal double-faced lands), a card with mana abilities or mana effects (rocks,
  dorks, rituals), a card whose text the parser could not read, a card that searches for lands or puts them onto
  the battlefield, lets you play more lands, untaps, makes Treasure, or changes costs. Once a helper has been seen,
  a spell not yet castable from the simple lands is *unknown* to the lands-only planner: the helpers planner
  (:mod:`manaplan.solver.deck.helpers_planner`) decides it where the helper is a rock, a dork, a Signet, a fetchland
  or a land entering by a rule, the several-turns engine (:mod:`manaplan.solver.deck.turns_planner`) where asked;
  nothing guesses.
- an **inert** card: the rest (Lightning Bolt, Counterspell). It never changes when you could have the mana.

Card draw and selection (scry, surveil, cycling, cantrips) are not part of the question, as in F. Karsten's model
and in ``turn --turns``: the draws are the library's order.

A spell (each castable face: both halves of a split card, an adventurer and its adventure, a modal double-faced
card's spell face; a commander from the command zone) is asked about through its :class:`Question`: its cost shape
(:mod:`manaplan.solver.deck.shapes`), its mana value, and whether its own cost may change (convoke, delve, "this
spell costs {1} less", an alternative cost …), in which case a game where the simple lands do not cast it is
unknown from turn 1.

Examples
--------
>>> from manaplan.models.cards.store import default_database
>>> from manaplan.models.decks import parse_decklist
>>> deck = read_deck(parse_decklist("4 Lightning Bolt\\n4 Llanowar Elves\\n8 Mountain\\n8 Forest\\n4 Temple of "
...                                 "Abandon\\n2 Stomping Ground\\n", cards=default_database()))
>>> [(r.name, r.kind) for r in deck.roles]  # doctest: +NORMALIZE_WHITESPACE
[('Lightning Bolt', 'inert'), ('Llanowar Elves', 'helper'), ('Mountain', 'land'), ('Forest', 'land'),
 ('Temple of Abandon', 'land'), ('Stomping Ground', 'helper land')]
>>> [(k.letters, k.tapped) for k in deck.land_kinds]
[('R', False), ('G', False), ('RG', True)]
>>> [(s.name, s.cost, s.mana_value) for s in deck.spells]
[('Lightning Bolt', '{R}', 1), ('Llanowar Elves', '{G}', 1)]
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ...models.ability.outputs import CommanderColor, Produce
from ...models.board import color_identity
from ...models.cards.card import Card
from ...models.costs import ManaCost
from ...models.decks import DeckList, is_land_card
from ...models.errors import CostSyntaxError
from ...models.mana import ManaType
from ...models.oracle.parser import parse_card
from ...models.oracle.text import strip_reminder_text
from .shapes import BITS, CostShape, mask_of, shape_of

__all__ = ["LandKind", "Role", "Question", "SpellInfo", "GameDeck", "read_deck", "simple_land", "helps",
           "varies_cost", "COLOR_ORDER"]

#: The colours in the order answers list them.
COLOR_ORDER = "WUBRG"


@dataclass(frozen=True, slots=True)
class LandKind:
    """A kind of simple land: it taps for one mana of any kind of ``mask``; ``tapped`` when it enters tapped."""

    mask: int
    tapped: bool

    @property
    def letters(self) -> str:
        """The kinds of mana it makes, ``'WU'`` (snow as ``S``)."""
        return "".join(letter for letter, bit in BITS.items() if self.mask & bit)


@dataclass(frozen=True, slots=True)
class Role:
    """What one distinct card is to the games.

    Parameters
    ----------
    name : str
    land : bool
        It can be played as a land: it counts for the mulligan and for "enough lands".
    land_kind : int
        The index of its :class:`LandKind` in :attr:`GameDeck.land_kinds`, or -1 when it is not a simple land.
    helper : bool
        It might make mana otherwise than as a simple land (see the module's description).
    colors : int
        The mask of the colours it can make (a land's; 0 for a spell), for "off-colour" and the sources.
    why : str
        For a helper, why (in a few words).
    """

    name: str
    land: bool
    land_kind: int = -1
    helper: bool = False
    colors: int = 0
    why: str = ""

    @property
    def kind(self) -> str:
        """``'land'`` (simple), ``'helper land'``, ``'helper'`` or ``'inert'``."""
        if self.land:
            return "helper land" if self.helper else "land"
        return "helper" if self.helper else "inert"


@dataclass(frozen=True, slots=True)
class Question:
    """One question each game answers: a cost shape, the mana value "enough lands" counts to, and whether the
    spell's own cost may change (then a game the simple lands do not decide is unknown from turn 1)."""

    shape: CostShape
    mana_value: int
    varies: bool


@dataclass(frozen=True, slots=True)
class SpellInfo:
    """A spell asked about: its card, the face cast (``None`` for a card cast whole), where it is cast from
    (``'library'`` or ``'command'``), its cost as printed, mana value (X is 0) and question; ``varies`` says why its
    cost may change (``''`` when it cannot), ``shown`` is how people read its name (``'Petty Theft (Brazen
    Borrower)'``, ``'Fire (Fire // Ice)'``, ``'Thing in the Ice'``)."""

    name: str
    face: str | None
    zone: str
    cost: str
    mana_value: int
    question: int
    varies: str = ""
    shown: str = ""


@dataclass(frozen=True, slots=True)
class GameDeck:
    """A deck ready for games: small integers for the hot loop, values for the answers.

    Parameters
    ----------
    roles : tuple of Role
        One per distinct card of the library.
    library : tuple of int
        The library, one role index per card.
    land_kinds : tuple of LandKind
        The kinds of simple land, indexed by :attr:`Role.land_kind`.
    questions : tuple of Question
    spells : tuple of SpellInfo
    commander : bool
        The Commander rules apply (a free first mulligan, a draw on turn 1).
    command_helper : bool
        A commander might make mana: every game's undecided answers are unknown from turn 1.
    wanted : int
        The colours the spells' costs ask for: a land making none of them is off-colour (bottomed first).
    sources : dict
        Colour letter → the number of lands that can make it (fetchlands for the land types they find).
    not_asked : tuple of str
        Spells left out, with the reason ("Ancestral Vision: no mana cost").
    cards : tuple of Card
        The card of each role (parallel to :attr:`roles`), for a planner that reads the cards themselves.
    commanders : tuple of Card
        The commanders, in the command zone.
    """

    roles: tuple[Role, ...]
    library: tuple[int, ...]
    land_kinds: tuple[LandKind, ...]
    questions: tuple[Question, ...]
    spells: tuple[SpellInfo, ...]
    commander: bool = False
    command_helper: bool = False
    wanted: int = 0
    sources: tuple[tuple[str, int], ...] = ()
    not_asked: tuple[str, ...] = ()
    cards: tuple[Card, ...] = ()
    commanders: tuple[Card, ...] = ()

    @property
    def size(self) -> int:
        """The number of cards in the library."""
        return len(self.library)

    @property
    def lands(self) -> int:
        """The number of cards of the library that can be played as lands."""
        return sum(1 for i in self.library if self.roles[i].land)


# ---- simple lands ------------------------------------------------------------------------------------------------

_PLAIN = frozenset({"tap", "Produce", "damage_to_you"})


def _self(card: Card) -> str:
    names = {re.escape(card.name), "this land", "~"}
    if "," in card.name:
        names.add(re.escape(card.name.split(",")[0]))
    return "(?:" + "|".join(sorted(names, key=len, reverse=True)) + ")"


def _harmless_lines(card: Card) -> tuple[re.Pattern[str], re.Pattern[str]]:
    me = _self(card)
    tapped = re.compile(rf"^{me} enters(?: the battlefield)? tapped\.$", re.IGNORECASE)
    other = re.compile(
        rf"^(?:When {me} enters(?: the battlefield)?, (?:scry 1|you gain 1 life)\."
        rf"|Whenever {me} becomes tapped, it deals 1 damage to you\."
        rf"|(?:basic )?(?:land)?cycling \{{[^{{}}]+\}}(?:\{{[^{{}}]+\}})*"
        rf"|\{{T\}}: Add .*)$", re.IGNORECASE)
    return tapped, other


def simple_land(card: Card, commander_colors: frozenset[ManaType]) -> LandKind | None:
    """The :class:`LandKind` of ``card`` when it is a simple land, else None.

    Parameters
    ----------
    card : Card
        A whole card.
    commander_colors : frozenset of ManaType
        The commanders' colour identity (what Command Tower makes; nothing without a commander, CR 903.4f).

    Examples
    --------
    >>> from manaplan.models.cards.store import default_database
    >>> db = default_database()
    >>> simple_land(db.get("Azorius Guildgate"), frozenset())
    LandKind(mask=3, tapped=True)
    >>> simple_land(db.get("Glacial Fortress"), frozenset()) is None  # enters tapped unless …: not simple
    True
    >>> simple_land(db.get("Command Tower"), frozenset({ManaType.G, ManaType.U}))
    LandKind(mask=18, tapped=False)
    """
    if card.faces or not card.is_land or card.is_legendary:
        return None
    parsed = parse_card(card)
    if parsed.unsupported or parsed.effects or parsed.mana_effects or not parsed.mana_abilities:
        return None
    mask = 0
    for ability in parsed.mana_abilities:
        features = ability.features()
        output = ability.output
        if isinstance(output, CommanderColor) and features <= {"tap", "CommanderColor"}:
            output = output.resolve(commander=commander_colors) or Produce(((),))
        elif not features <= _PLAIN or not isinstance(output, Produce):
            return None
        if any(len(choice) > 1 for choice in output.choices):
            return None
        for choice in output.choices:
            for kind in choice:
                mask |= BITS[kind.value]
    if mask and card.is_snow:
        mask |= BITS["S"]
    tapped_line, other = _harmless_lines(card)
    tapped = False
    for line in strip_reminder_text(card.oracle_text or "").split("\n"):
        line = line.strip()
        if not line:
            continue
        if tapped_line.match(line):
            tapped = True
        elif not other.match(line):
            return None
    return LandKind(mask, tapped)


# ---- helpers -------------------------------------------------------------------------------------------------------

_NOT_MANA = re.compile(r"\b(?:converted )?mana (?:value|costs?)\b", re.IGNORECASE)
_HELPS = re.compile(
    r"search(?:es)? (?:your|their) library for [^.]*\blands?\b"
    r"|\blands?\b[^.]*\bonto the battlefield|\bonto the battlefield\b[^.]*\blands?\b"
    r"|\badditional lands?\b|\bplay lands?\b|\bplay (?:an?|any number of) (?:additional )?lands?\b"
    r"|\buntap\b|\btreasure\b|\bgold token|\bpowerstone|\beldrazi (?:spawn|scion)"
    r"|\bcosts? (?:\{[^}]+\})+ (?:less|more)\b|\bcosts? less\b|\bcost reduction\b|\bless to cast\b"
    r"|\bmana\b|\badd \{",
    re.IGNORECASE)
_VARIES = re.compile(
    r"\bthis spell costs\b|\b(?:convoke|improvise|delve|affinity for|emerge|spectacle|surge|prowl|evoke|dash|blitz"
    r"|madness|miracle|foretell|offering|undaunted|assist|bargain)\b"
    r"|rather than pay this spell's mana cost|\bthis spell without paying\b",
    re.IGNORECASE)


def _texts(card: Card) -> list[Card]:
    return list(card.faces) if card.faces else [card]


def helps(card: Card) -> str:
    """Why ``card`` (a nonland card) might make mana sooner or cheaper, in a few words; ``''`` when it cannot.

    Examples
    --------
    >>> from manaplan.models.cards.store import default_database
    >>> db = default_database()
    >>> helps(db.get("Llanowar Elves")), helps(db.get("Cultivate")), helps(db.get("Lightning Bolt"))
    ('makes mana', 'finds or puts lands', '')
    >>> helps(db.get("Fire // Ice")), helps(db.get("Counterspell"))
    ('', '')
    """
    for face in _texts(card):
        parsed = parse_card(face)
        if parsed.mana_abilities or parsed.mana_effects:
            return "makes mana"
        if parsed.unsupported:
            return "text about mana not understood"
        if parsed.effects:
            return "changes mana or costs"
        text = _NOT_MANA.sub("", strip_reminder_text(face.oracle_text or ""))
        m = _HELPS.search(text)
        if m:
            word = m.group().lower()
            if "land" in word:
                return "finds or puts lands"
            if "untap" in word:
                return "untaps or taps for more"
            if "cost" in word or "less" in word:
                return "changes costs"
            return "makes mana"
    return ""


def varies_cost(face: Card) -> str:
    """Why the cost of casting ``face`` may differ from its printed mana cost, or ``''``.

    >>> from manaplan.models.cards.store import default_database
    >>> varies_cost(default_database().get("Tolarian Terror")), varies_cost(default_database().get("Opt"))
    ('this spell costs', '')
    """
    m = _VARIES.search(strip_reminder_text(face.oracle_text or ""))
    return m.group().lower() if m else ""


# ---- the deck ------------------------------------------------------------------------------------------------------

_BASIC_TYPES = {"plains": "W", "island": "U", "swamp": "B", "mountain": "R", "forest": "G"}
_FETCH = re.compile(r"search your library for (?:an? |up to \w+ )?(?P<what>[^.]*?) cards?\b", re.IGNORECASE)


def _land_colors(card: Card, commander_colors: frozenset[ManaType]) -> int:
    """The colours a land card can make (a fetchland: the basic land types it finds), for sources and off-colour."""
    mask = 0
    for face in _texts(card):
        if not face.is_land:
            continue
        parsed = parse_card(face)
        for ability in parsed.mana_abilities:
            output = ability.output
            if isinstance(output, CommanderColor):
                output = output.resolve(commander=commander_colors) or Produce(((),))
            for kind in output.could_produce():
                if kind.is_color:
                    mask |= BITS[kind.value]
        for m in _FETCH.finditer(strip_reminder_text(face.oracle_text or "")):
            for word in re.findall(r"[a-z]+", m["what"].lower()):
                if word in _BASIC_TYPES:
                    mask |= BITS[_BASIC_TYPES[word]]
    return mask


def _castable_faces(card: Card) -> list[tuple[Card, str | None, str]]:
    """The faces of ``card`` that can be cast, each with the face's name (``None`` for the card cast whole) and its
    name for people: a split card's half with the card (``'Fire (Fire // Ice)'``), an adventure or a modal
    double-faced card's other face with the first (``'Petty Theft (Brazen Borrower)'``), a front face alone."""
    if not card.faces:
        return [] if card.is_land else [(card, None, card.name)]
    front = card.faces[0]
    if card.layout in ("split", "adventure", "modal_dfc"):
        out = []
        for face in card.faces:
            if face.is_land:
                continue
            if card.layout == "split":
                shown = f"{face.name} ({card.name})"
            else:
                shown = face.name if face is front else f"{face.name} ({front.name})"
            out.append((face, face.name, shown))
        return out
    return [] if front.is_land else [(front, front.name, front.name)]


def read_deck(deck: DeckList) -> GameDeck:
    """Read a deck list for its games.

    Parameters
    ----------
    deck : DeckList

    Returns
    -------
    GameDeck
    """
    identity: frozenset[ManaType] = frozenset()
    for commander in deck.commanders:
        identity |= color_identity(commander)
    kinds: dict[LandKind, int] = {}
    roles: list[Role] = []
    library: list[int] = []
    questions: dict[Question, int] = {}
    spells: list[SpellInfo] = []
    not_asked: list[str] = []
    sources: dict[str, int] = {}

    def ask(card: Card, zone: str) -> None:
        for face, face_name, shown in _castable_faces(card):
            if not face.mana_cost:
                not_asked.append(f"{shown}: no mana cost (it is not cast for mana)")
                continue
            try:
                cost = ManaCost.parse(face.mana_cost)
            except CostSyntaxError:
                not_asked.append(f"{shown}: its mana cost {face.mana_cost!r} is not understood")
                continue
            varies = varies_cost(face)
            question = Question(shape_of(cost), cost.mana_value, bool(varies))
            index = questions.setdefault(question, len(questions))
            spells.append(SpellInfo(card.name, face_name, zone, str(cost), cost.mana_value, index, varies,
                                    shown + (" (commander)" if zone == "command" else "")))

    for entry in deck.main:
        card = entry.card
        if is_land_card(card):
            kind = simple_land(card, identity)
            colors = _land_colors(card, identity)
            if kind is not None:
                role = Role(card.name, True, kinds.setdefault(kind, len(kinds)), False, colors)
            else:
                role = Role(card.name, True, -1, True, colors, "a land that is not a simple land")
            for letter in COLOR_ORDER:
                if colors & BITS[letter]:
                    sources[letter] = sources.get(letter, 0) + entry.count
        else:
            why = helps(card)
            role = Role(card.name, False, -1, bool(why), 0, why)
        roles.append(role)
        library.extend([len(roles) - 1] * entry.count)
        ask(card, "library")
    command_helper = False
    for commander in deck.commanders:
        command_helper = command_helper or bool(helps(commander))
        ask(commander, "command")
    wanted = 0
    for question in questions:
        for demand in question.shape.demands:
            for mask, _ in demand.classes:
                if mask != mask_of("WUBRGCS"):
                    wanted |= mask & mask_of(COLOR_ORDER)
    return GameDeck(tuple(roles), tuple(library), tuple(kinds), tuple(questions), tuple(spells),
                    deck.is_commander, command_helper, wanted,
                    tuple((c, sources[c]) for c in COLOR_ORDER if c in sources), tuple(not_asked),
                    tuple(entry.card for entry in deck.main), deck.commanders)
