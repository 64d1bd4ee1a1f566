"""The net under every answer: text on the board that no reader reads and that may change the answer (issue 11).

:func:`not_read` lists, for a board, every piece of text that
:func:`~manaplan.models.oracle.relevance.classify_card` flags, on every permanent (yours and your opponents') and on
every card of the board's ``effects:``, and, when asked, on the cards of the zones an answer looks at (``cast``: hand,
graveyard, top of library; there only text about casting the card itself can matter). Text a reader already reports
as not understood is left to that report: the mana parser's everywhere, the casting reader's where the answer lists it
(``cast``'s "left out"). Each card name and text is listed once, with the ids of every permanent that has it.

Some text known to be irrelevant to most boards is flagged on a board where it may matter: a trigger that makes
mana when a creature dies beside an altar (Pitiless Plunderer), and text that changes power and toughness without
setting a base (an anthem, "gets +1/+1": not applied; the board's ``power:`` says a creature's power now) beside a
mana ability of yours that counts power (Bighorner Rancher), on a permanent or a spell of ``effects:`` (Overrun
resolved this turn). A base power and toughness set is read and applied
(:mod:`manaplan.solver.effective.power_toughness`).

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> not_read(parse_inline("Forest, Llanowar Elves, Serra Angel, Sol Ring"))
()
>>> (item,) = not_read(parse_inline("Sol Ring, Mishra's Factory (opp), Mishra's Factory (opp)"))
>>> item.permanent, item.permanents
("Mishra's Factory#1", ("Mishra's Factory#1", "Mishra's Factory#2"))
>>> item.text
"{1}: This land becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land."
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..models.oracle.relevance import (CHANGES_POWER, COUNTS_POWER, FLAGGED, IRRELEVANT_KIND, MANA_ON_DEATH, ON_DEATH,
                                       Piece, classify_card, dies_only_itself)
from .core.reader import FRESH, Reader
from .core.searches import searches_of

__all__ = ["NotRead", "not_read", "shorten", "ZONE_WORDS", "ONLY_MORE", "UNTAPS_REASON"]

#: How each zone an answer looks at is named beside a card in it.
ZONE_WORDS = {"hand": "in hand", "graveyard": "in graveyard", "library_top": "on top of library"}

_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")


def shorten(text: str, width: int = 100) -> str:
    """``text`` for a person: control characters escaped (``\\n`` → ``\\\\n``), at most ``width`` characters, cut
    between words (a word longer than the whole width is cut where it must be).

    Examples
    --------
    >>> shorten("Flying\\nHaste\\x1b[31m")
    'Flying\\\\nHaste\\\\x1b[31m'
    >>> len(shorten("x" * 300))
    100
    >>> shorten("Activate this ability only once each turn.", 30)
    'Activate this ability only…'
    """
    out = _CONTROL.sub(lambda m: {"\n": "\\n", "\t": "\\t", "\r": "\\r"}.get(m.group(), f"\\x{ord(m.group()):02x}"),
                       text)
    if len(out) <= width:
        return out
    cut = out[: width - 1]
    space = cut.rfind(" ")
    if space > 0 and out[width - 1] != " ":  # the cut falls inside a word: end before it
        cut = cut[:space]
    return cut.rstrip(" ,;:.—-") + "…"


@dataclass(frozen=True, slots=True)
class NotRead:
    """One piece of text not read that may change the answer.

    Parameters
    ----------
    permanent : str
        The first permanent's id, ``'<card> (effect)'`` for a card of ``effects:``, or ``'<card> (in hand)'`` …
    card : str
        The card's name.
    text : str
        The text as printed, shortened and with control characters escaped.
    reason : str
        Why it may matter, in a player's words.
    permanents : tuple of str
        Every permanent (or card) with this name and text.
    """

    permanent: str
    card: str
    text: str
    reason: str
    permanents: tuple[str, ...] = ()

    @property
    def can_only_add(self) -> bool:
        """The text can only add mana or ways to pay (an untap, haste, mana on a creature's death): an answer that
        says "payable" or "castable" stays so whatever it does; only a "no" might become a "yes".

        >>> NotRead("Wirewood Symbiote#1", "Wirewood Symbiote", "…", "untaps: more mana").can_only_add
        True
        """
        return self.reason in ONLY_MORE or self.reason.startswith((_ON_DEATH_FLAG, _MORE_ON_DEATH_FLAG, _RETURN_FLAG))

    def describe(self) -> str:
        """``'Null Rod#1: "Activated abilities …"'``, with the other ids when there are several.

        Examples
        --------
        >>> NotRead("Null Rod#1", "Null Rod", "Activated abilities of artifacts can't be activated.",
        ...         "stops or changes activated abilities", ("Null Rod#1",)).describe()
        'Null Rod#1: "Activated abilities of artifacts can\\'t be activated."'
        """
        more = len(self.permanents) - 1
        who = self.permanent + (f" (and {more} more of the same card)" if more > 0 else "")
        return f'{who}: "{self.text}"'

    def applies_to(self, card: str, zone: str) -> bool:
        """Whether it may change the answer for ``card`` cast from ``zone``: the text of a permanent or an effect
        may change every answer, a card's in a zone only that card's.

        >>> NotRead("Null Rod#1", "Null Rod", "…", "…").applies_to("Sol Ring", "hand")
        True
        >>> item = NotRead("Force of Will (in hand)", "Force of Will", "…", "…")
        >>> item.applies_to("Force of Will", "hand"), item.applies_to("Sol Ring", "hand")
        (True, False)
        """
        if not any(self.permanent.endswith(f"({words})") for words in ZONE_WORDS.values()):
            return True
        return self.permanent == f"{card} ({ZONE_WORDS.get(zone, zone)})"

    def as_dict(self) -> dict:
        """For ``--json``: ``permanent``, ``permanents``, ``card``, ``text``, ``reason``."""
        return {"permanent": self.permanent, "permanents": list(self.permanents), "card": self.card,
                "text": self.text, "reason": self.reason, "can_only_add": self.can_only_add}


#: The reasons of flagged text that can only add mana or ways to pay (:attr:`NotRead.can_only_add`).
#: The reason an untap no reader reads is named (:mod:`manaplan.models.oracle.relevance`'s): it can only add mana.
UNTAPS_REASON = "untaps: more mana"
ONLY_MORE = frozenset({UNTAPS_REASON, "haste: whether a creature may tap the turn it comes (CR 302.6)"})
_ON_DEATH_FLAG = "makes mana when a creature dies"
_MORE_ON_DEATH_FLAG = "leaves a creature to sacrifice when a creature dies"
_RETURN_FLAG = "returns it from your graveyard to the battlefield"
#: An activated ability of a card in the graveyard that returns it (Reassembling Skeleton), not a trigger.
_RETURNS = re.compile(r"^[^:]*\{[^:]*:\s*Return\b")
_POWER_FLAG = "changes power and toughness (not applied)"


#: A flagged piece of a card in a zone matters only when it is about casting that card.
_ABOUT_CASTING_IT = re.compile(r"\bthis spell\b|\bcast\b|\bcosts?\b|\brather than pay\b|\bfrom your (?:hand|graveyard)\b"
                               r"|\bwithout paying\b", re.IGNORECASE)


def _shown(piece: Piece, casting_reported: bool) -> bool:
    if not piece.reported:
        return True
    return casting_reported and piece.reason.startswith("about casting")


def _searched(card, piece: Piece) -> bool:
    """The piece is a fetch's text, which the solvers read (:mod:`~manaplan.solver.core.searches`)."""
    return any(piece.text in s.text or s.text in piece.text for s in searches_of(card))


def _lost_text(effective, permanent_id: str) -> bool:
    try:
        return bool(effective[permanent_id].lost_text)
    except KeyError:
        return False


@dataclass(frozen=True, slots=True)
class _Outlet:
    """A mana ability of yours whose cost sacrifices a creature: ``who`` (a permanent's id, or a card in a zone),
    the kinds it sacrifices (``filters``) or only itself (``itself``, an Eldrazi Spawn)."""

    who: str
    filters: tuple
    itself: bool

    def takes(self, who: str, card) -> bool:
        """Whether this ability may sacrifice the creature ``who`` (``card``), setting off its own death trigger."""
        if self.itself:
            return who == self.who
        return any(f.matches(card.card_types, card.subtypes) and not (f.another and who == self.who)
                   for f in self.filters)


def _sacrifice_outlets(board, reader: Reader, cards=()) -> list[_Outlet]:
    """Your permanents' (and ``cards``', ``(who, card)`` pairs: cards a turn may cast) mana abilities that sacrifice
    a creature: an altar, Skirk Prospector's Goblins, an Eldrazi Spawn itself.

    A card whose text (no face of it) says "sacrifice" is not read: a cost sacrifices only where its words do (the
    cost reader's sacrifices all start "Sacrifice", :mod:`manaplan.models.oracle.costs`, CR 118.1, 602.1), and reading
    is the costly part where a tutor in hand makes the whole ``library:`` castable (Demonic Tutor beside 76 cards:
    each command read them all, 15–30 ms)."""
    out = []
    for who, card in [(p.id, p.card) for p in board.permanents if p.is_yours] + list(cards):
        if not any("sacrific" in (part.oracle_text or "").lower() for part in (card, *card.faces)):
            continue
        creature = "Creature" in card.card_types
        for ability in reader.read(card).mana_abilities:
            cost = ability.cost
            filters = tuple(f for f in cost.sacrifices if not f.card_types or "Creature" in f.card_types)
            if filters or (cost.sacrifice_self and creature):
                out.append(_Outlet(who, filters, not filters))
    return out


#: A search of your library that may find a permanent to cast (Goblin Matron's Goblin, Demonic Tutor), not a land
#: (a fetchland's "an Island or Swamp card", Cultivate's basic lands).
_TUTOR = re.compile(r"\bsearch(?:es)? your library for (?![^.]*\b(?:lands?|Plains|Island|Swamp|Mountain|Forest)"
                    r" cards?\b)", re.IGNORECASE)


#: A card that is no permanent: it is never on the battlefield to sacrifice or to be sacrificed.
_NOT_PERMANENT = re.compile(r"\b(?:Instant|Sorcery)\b")


def _castable(looked_at: list, board) -> list:
    """Of the cards looked at (``(who, card)`` in hand, on top of the library, in the graveyard), the permanent
    cards a turn may cast; with a search of your library for a card that need not be a land in your hand, on top of
    your library or on the battlefield (:data:`_TUTOR`), the permanent cards of the ``library:`` given too."""
    out = [(who, card) for who, card in looked_at if not _NOT_PERMANENT.search(card.type_line or "")]
    if looked_at and any(_TUTOR.search(card.oracle_text or "") for card in
                         list(board.hand) + list(board.library_top) + [p.card for p in board.permanents if p.is_yours]):
        out += [(f"{card.name} (in library)", card) for card in getattr(board, "library", ()) or ()
                if not _NOT_PERMANENT.search(card.type_line or "")]
    return out


def _death_flags(who: str, card, outlets: list[_Outlet]) -> list[Piece]:
    """The pieces of ``card``'s text that matter when a creature dies (:data:`~manaplan.models.oracle.relevance.
    ON_DEATH`: Pitiless Plunderer's Treasure, Mogg War Marshal's Goblin, undying), flagged where one of ``outlets``
    may set them off: any sacrifice of a creature, or for a death of its own (:func:`~manaplan.models.oracle.
    relevance.dies_only_itself`) one that may sacrifice ``who``."""
    out = []
    for q in classify_card(card).pieces:
        if q.reason not in ON_DEATH:
            continue
        outlet = next((o for o in outlets if not dies_only_itself(q.text) or o.takes(who, card)), None)
        if outlet is None:
            continue
        if _RETURNS.match(q.text):  # Reassembling Skeleton's "{1}{B}: Return ~ from your graveyard …"
            out.append(Piece(q.text, FLAGGED, f"{_RETURN_FLAG}, and {outlet.who} sacrifices creatures for mana: "
                                              f"sacrificed, returned and sacrificed again, its mana may differ"))
            continue
        what = _ON_DEATH_FLAG if q.reason == MANA_ON_DEATH else _MORE_ON_DEATH_FLAG
        out.append(Piece(q.text, FLAGGED, f"{what}, and {outlet.who} sacrifices creatures for mana: sacrificing "
                                          f"before casting and letting it resolve makes more"))
    return out


#: A spell's effect that changes power and toughness ("Creatures you control get +3/+3 …", Overrun), in force when
#: the board lists the spell in ``effects:`` (it resolved this turn).
_POWER_CHANGE = re.compile(r"\bgets? [+-][\dX*]+/[+-][\dX*]+|\bbase power and toughness\b", re.IGNORECASE)


def _power_counter(board, reader: Reader) -> str | None:
    """The first of your permanents with a mana ability that reads a power (Bighorner Rancher, Selvala), or None."""
    for p in board.permanents:
        if p.is_yours and any(COUNTS_POWER.search(a.text or a.describe())
                              for a in reader.read(p.card).mana_abilities):
            return p.id
    return None


def _power_flag(piece: Piece, counter: str) -> Piece:
    """``piece``, which changes power and toughness and is not applied, flagged beside ``counter``'s mana."""
    return Piece(piece.text, FLAGGED, f"{_POWER_FLAG}, and {counter}'s mana counts power: give the creatures it "
                                      f"changes their `power:` on the board")


def not_read(board, *, reader: Reader = FRESH, zones: tuple[str, ...] = (), casting_reported: bool = True,
             cards: tuple = (), casts: bool = False) -> tuple[NotRead, ...]:
    """The flagged text of a board that may change an answer, grouped by card name and text, in board order.

    Parameters
    ----------
    board : Board
    reader : Reader
        Gives the board's effective board (:meth:`~manaplan.solver.core.reader.Reader.effective`; a command's
        :class:`~manaplan.solver.analysis.Session` has it already), asked only when some permanent has flagged
        text: a permanent that lost the abilities of its text (Blood Moon, or Humility once it is read) is left out,
        since its text is not in force.
    zones : tuple of str
        The zones the answer looks at besides the battlefield: ``'hand'``, ``'graveyard'``, ``'library_top'``.
    casting_reported : bool
        List text about casting that the casting reader reports as not understood (True for answers that do not list
        that report; ``cast`` does).
    cards : tuple of (str, Card)
        Other cards the answer looks at, with how each is named (``pay --for``'s spell): as cards in a zone, only
        their text about casting them counts.
    casts : bool
        The answer may cast permanents of ``zones`` (and of the library, through a search) before paying with what
        they make (``turn``): a creature cast, sacrificed for mana and leaving a token behind (Mogg War Marshal), or
        an altar cast, counts as one on the battlefield for the text that matters when a creature dies.

    Returns
    -------
    tuple of NotRead

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> [i.permanent for i in not_read(parse_inline("Forest, Arcane Adaptation"))]
    ['Arcane Adaptation#1', 'Arcane Adaptation#1']
    >>> from manaplan.models.cards.store import default_database
    >>> [i.permanent for i in not_read(parse_inline("Island"), cards=(("the spell", default_database().get(
    ...     "Gravecrawler")),))]
    ['the spell']
    """
    groups: dict[tuple[str, str], list] = {}
    effective = None

    def add(who: str, card, pieces) -> None:
        for piece in pieces:
            key = (card.name, piece.text)
            if key in groups:
                if who not in groups[key][1]:
                    groups[key][1].append(who)
            else:
                groups[key] = [piece, [who]]

    looked_at = [(f"{card.name} ({ZONE_WORDS.get(zone, zone)})", card) for zone in zones
                 for card in getattr(board, zone, ()) or ()]
    castable = _castable(looked_at, board) if casts else []
    outlets = _sacrifice_outlets(board, reader, castable)
    cast_here = {who for who, _ in castable}
    counter = _power_counter(board, reader)
    for p in board.permanents:
        pieces = [q for q in classify_card(p.card).flagged if _shown(q, casting_reported) and not _searched(p.card, q)]
        if outlets and p.is_yours:  # Pitiless Plunderer, Mogg War Marshal beside an altar
            pieces += _death_flags(p.id, p.card, outlets)
        if counter is not None:  # an anthem beside Bighorner Rancher: not applied, the creatures read as printed
            pieces += [_power_flag(q, counter) for q in classify_card(p.card).pieces if q.reason == CHANGES_POWER]
        if pieces and effective is None:
            effective = reader.effective(board)
        if pieces and _lost_text(effective, p.id):
            continue
        add(p.id, p.card, pieces)
    for card in board.effects:
        pieces = [q for q in classify_card(card).flagged if _shown(q, casting_reported)]
        if counter is not None:  # Overrun resolved this turn: its +3/+3 is in force and not applied
            pieces += [_power_flag(q, counter) for q in classify_card(card).pieces
                       if q.kind == IRRELEVANT_KIND and _POWER_CHANGE.search(q.text)]
        add(f"{card.name} (effect)", card, pieces)
    for who, card in [*looked_at, *cards]:
        pieces = [q for q in classify_card(card).flagged
                  if _shown(q, casting_reported) and _ABOUT_CASTING_IT.search(q.text)]
        if outlets and who in cast_here:  # Mogg War Marshal cast, then sacrificed
            pieces += _death_flags(who, card, outlets)
        add(who, card, pieces)
    return tuple(NotRead(ids[0], name, shorten(piece.text), piece.reason, tuple(ids))
                 for (name, _), (piece, ids) in groups.items())
