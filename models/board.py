"""The board: permanents with their status, the zones a player may cast from, life, pool and effects.

These are plain values. Reading them from YAML / JSON / TOML / the inline ``--board`` form, with validation, is
:mod:`manaplan.models.board_files`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .cards.card import Card
from .facts import GameFacts
from .mana import ManaType
from .pool import ManaPool

__all__ = ["YOU", "OPPONENT", "Permanent", "Board", "Commander", "FoundAhead", "color_identity"]

YOU = "you"
OPPONENT = "opponent"


@dataclass(frozen=True, slots=True)
class Permanent:
    """One permanent on the battlefield.

    Parameters
    ----------
    id : str
        Its id: the board's ``id:`` if given, else ``'<card name>#<n>'`` numbering each name from 1 in file order.
    card : Card
        The card (the face on the battlefield).
    tapped : bool
    sick : bool
        Came under its controller's control this turn (CR 302.6); only matters for creatures.
    haste : bool
        Has haste from elsewhere (its own printed haste is read from its text).
    counters : tuple of (str, int)
        Counters on it, by kind, sorted by kind.
    controller : str
        ``'you'`` or ``'opponent'``.
    attached_to : str or None
        Id of the permanent an Aura or Equipment is attached to.
    chosen : str or None
        A choice made as it entered (a colour such as ``'U'``, a creature type, a card name).
    is_token : bool
    power, toughness : int or None
        Its power and toughness now, when effects change them; None: the card's printed value with its +1/+1 and
        -1/-1 counters (CR 208.3, 122.1a).
    level : int or None
        A Class's level (CR 716); None: level 1, as it enters.
    attacking : bool
        It is an attacking creature (declared as an attacker, CR 508.1).
    renowned : bool
        It is renowned (CR 702.112).
    entered : bool or None
        It entered the battlefield this turn (True), or did not (False); None: as ``sick`` says when it is not
        sick (it did not), else unknown — coming under your control this turn (``sick``) is not entering.
    """

    id: str
    card: Card
    tapped: bool = False
    sick: bool = False
    haste: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    controller: str = YOU
    attached_to: str | None = None
    chosen: str | None = None
    is_token: bool = False
    power: int | None = None
    toughness: int | None = None
    level: int | None = None
    attacking: bool = False
    renowned: bool = False
    entered: bool | None = None
    imprinted: Card | None = None
    zone: str = "battlefield"

    @property
    def name(self) -> str:
        """The card's name."""
        return self.card.name

    def counter(self, kind: str) -> int:
        """How many counters of ``kind`` it has."""
        return dict(self.counters).get(kind, 0)

    def _stat(self, given: int | None, printed: str | None) -> int | None:
        if given is not None:
            return given
        if printed is None or not printed.lstrip("-").isdigit():  # no value, or "*" (a characteristic-defining ability)
            return None
        return int(printed) + self.counter("+1/+1") - self.counter("-1/-1")

    @property
    def current_power(self) -> int | None:
        """Its power: the board's ``power:``, else the printed power with its +1/+1 and -1/-1 counters (CR 122.1a);
        None when neither is known (no printed power, or ``*``)."""
        return self._stat(self.power, self.card.power)

    @property
    def current_toughness(self) -> int | None:
        """Its toughness, as :attr:`current_power`."""
        return self._stat(self.toughness, self.card.toughness)

    @property
    def is_yours(self) -> bool:
        """Whether you control it."""
        return self.controller == YOU

    @property
    def has_haste(self) -> bool:
        """Haste granted on the board or printed as a keyword on the card."""
        if self.haste:
            return True
        first_lines = (self.card.oracle_text or "").split("\n")
        return any(w.strip().lower() == "haste" for line in first_lines for w in line.split(","))

    @property
    def entered_this_turn(self) -> bool | None:
        """Whether it entered the battlefield this turn: the board's ``entered:``; else False when it is not sick (it
        has been under your control since the turn began, so it did not enter this turn), None (unknown) when it is."""
        if self.entered is not None:
            return self.entered
        return None if self.sick else False

    @property
    def summoning_sick(self) -> bool:
        """Whether its {T}/{Q} abilities are barred by CR 302.6: a creature, sick, without haste."""
        return self.sick and self.card.is_creature and not self.has_haste


_SYMBOL = re.compile(r"\{([^{}]+)\}")


def color_identity(card: Card) -> frozenset[ManaType]:
    """A card's colour identity (CR 903.4): its colours (colour indicator included) and the colours of every mana
    symbol in its mana cost and rules text, reminder text aside (CR 903.4b), on every face.

    Examples
    --------
    >>> sorted(t.value for t in color_identity(Card("Test", "{1}{G}", "Creature", "{T}: Add {W/U}. ({B})")))
    ['G', 'U', 'W']
    >>> color_identity(Card("Sol Ring", "{1}", "Artifact", "{T}: Add {C}{C}."))
    frozenset()
    """
    text = " ".join([card.mana_cost, re.sub(r"\([^()]*\)", "", card.oracle_text)]
                    + [f.mana_cost + " " + re.sub(r"\([^()]*\)", "", f.oracle_text) for f in card.faces])
    found = {ManaType(c) for c in card.colors} | {ManaType(c) for f in card.faces for c in f.colors}
    for symbol in _SYMBOL.findall(text):
        parts = symbol.split("/")
        if all(p in "WUBRGCPSX" or p.isdigit() for p in parts):  # {G}, {W/U}, {2/B}, {G/P}; not {PW}, {TK}
            found |= {ManaType(p) for p in parts if p in "WUBRG"}
    return frozenset(found)


@dataclass(frozen=True, slots=True)
class Commander:
    """A commander in the command zone (CR 903.6), with the number of times it was cast from there before: each
    costs {2} more (commander tax, CR 903.8).

    Examples
    --------
    >>> Commander(Card("Tester"), casts=2).tax
    4
    """

    card: Card
    casts: int = 0

    @property
    def tax(self) -> int:
        """{2} for each earlier cast from the command zone (CR 903.8)."""
        return 2 * self.casts


@dataclass(frozen=True, slots=True)
class FoundAhead:
    """Lands a relaxed board holds ahead of the fetches that would find them: no board file gives it (the solver's
    bound on plans whose fetch finds a land that changes other permanents' mana as it enters,
    :mod:`manaplan.solver.core.fetch_bounds`).

    Parameters
    ----------
    finds : tuple of (str, str)
        (fetch id, id of the land placed): that fetch's search may find only that land, already there.
    withheld : frozenset of str
        Names of lands no other fetch finds on this board (the plans finding them are other relaxed boards').
    """

    finds: tuple[tuple[str, str], ...] = ()
    withheld: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class Board:
    """Everything a question about mana needs to know.

    Parameters
    ----------
    permanents : tuple of Permanent
        In file order; ids are unique.
    life : int
    land_played : bool
    hand, library_top, graveyard : tuple of Card
    draws : tuple of Card
        The cards you will draw, in order, one in each of your next draw steps (``turn --turns``): after
        ``library_top``, which is the first draw when given (a ``draws`` list starting with the same card counts it
        once). Empty: later draws are unknown.
    library : tuple of Card or None
        Cards known to be in your library besides ``library_top`` (order unknown), for searches (fetchlands); None:
        the library is unknown, and nothing is assumed found in it.
    pool : ManaPool
        Mana already in the pool.
    commander_colors : frozenset of ManaType
        Your commander's colour identity; a board file without ``commander_colors:`` takes the command zone's.
    command_zone : tuple of Commander
        Your commanders in the command zone (partners: both, CR 702.124).
    effects : tuple of Card
        Spells or abilities that resolved this turn and still apply.
    facts : GameFacts
        Facts of the game the permanents do not show (cards in hand, the initiative, …), as given.
    source : str or None
        The file it was read from, for messages.
    found_ahead : FoundAhead or None
        A relaxed board's lands placed ahead of their fetches (never from a file: :class:`FoundAhead`).
    """

    permanents: tuple[Permanent, ...] = ()
    life: int = 20
    land_played: bool = False
    hand: tuple[Card, ...] = ()
    library_top: tuple[Card, ...] = ()
    graveyard: tuple[Card, ...] = ()
    pool: ManaPool = ManaPool()
    commander_colors: frozenset[ManaType] = frozenset()
    effects: tuple[Card, ...] = ()
    facts: GameFacts = GameFacts()
    command_zone: tuple[Commander, ...] = ()
    library: tuple[Card, ...] | None = None
    draws: tuple[Card, ...] = ()
    source: str | None = field(default=None, compare=False)
    found_ahead: FoundAhead | None = None

    def get(self, permanent_id: str) -> Permanent:
        """The permanent with that id.

        Raises
        ------
        KeyError
            If no permanent has that id.
        """
        for p in self.permanents:
            if p.id == permanent_id:
                return p
        raise KeyError(permanent_id)

    @property
    def yours(self) -> tuple[Permanent, ...]:
        """The permanents you control."""
        return tuple(p for p in self.permanents if p.is_yours)

    def attached(self, permanent_id: str) -> tuple[Permanent, ...]:
        """The Auras and Equipment attached to that permanent."""
        return tuple(p for p in self.permanents if p.attached_to == permanent_id)
