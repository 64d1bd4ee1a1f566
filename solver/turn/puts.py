"""Lands a permanent cast this turn puts onto the battlefield from your hand as it enters: Arboreal Grazer ("When
Arboreal Grazer enters the battlefield, you may put a land card from your hand onto the battlefield tapped."),
Cultivator Colossus ("When Cultivator Colossus enters, you may put a land card from your hand onto the battlefield
tapped. If you do, draw a card and repeat this process.").

Putting a land onto the battlefield is not playing it (CR 305.4): it uses no land play. The trigger resolves once the
permanent is on the battlefield (CR 603.3, 608.3), so the land is there only after that cast, like a land Growth
Spiral puts (:mod:`.plays`). It is put there tapped, so it makes no mana this turn unless Amulet of Vigor ("Whenever
a permanent enters the battlefield tapped and under your control, untap it.") surely on the battlefield untaps it
(:func:`~manaplan.solver.effective.entering.entries`, ``put_tapped``): then it is used as an untapped land after the
cast (:func:`put_after`). A land that stays tapped is not tried when it changes nothing the turn uses
(:func:`put_inert`); otherwise the answer names it (:func:`put_note`) and is not proven — unless no such permanent
can be cast at all this turn: the first of them cast is paid before any put, so the turn without their puts says
whether one can be (:func:`~.solve.solve_turn` checks it).

Cultivator Colossus draws a card after each land it puts; the library's order is not known (``library`` lists cards in
no known order), so the drawn cards are never counted on, as no card a spell draws is: it puts the lands of your hand,
one after another. Where the top card is given (``library_top``) and is a land, it would be drawn and could be put
too: that is not tried, and the answer says so (:func:`put_limit_notes`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from ...models.board import Board, Permanent
from ...models.cards.store import Card
from ...models.effects import UntapsEntering
from ..analysis import Analysis
from ..cast.zones import PlayedLand, next_id
from ..core.searches import surely_there
from ..effective.entering import entries
from ..lazy_patterns import lazy_compile
from .cards import Copy
from .entering import mana_signature

__all__ = ["EntersPuts", "enters_puts", "MAX_PUTS", "put_after", "put_inert", "put_note", "put_limit_notes",
           "is_put_note"]

#: Most lands a repeating put (Cultivator Colossus) is followed for: one per land of the hand, at most this many.
MAX_PUTS = 4

_PUT = lazy_compile(r"When (?:this creature|(?P<name>[^,]+?)) enters(?: the battlefield)?, you may put a land card from "
                    r"your hand onto the battlefield(?P<tapped> tapped)?\.(?P<repeat> If you do, draw a card and repeat "
                    r"this process\.)?")


@dataclass(frozen=True, slots=True)
class EntersPuts:
    """What a permanent's enters trigger puts onto the battlefield from your hand.

    Parameters
    ----------
    tapped : bool
        The land is put there tapped.
    repeats : bool
        After each land put, a card is drawn and the trigger's process repeats (Cultivator Colossus): as many lands
        as your hand has, at most :data:`MAX_PUTS`.
    """

    tapped: bool
    repeats: bool

    @property
    def count(self) -> int:
        """The most lands followed."""
        return MAX_PUTS if self.repeats else 1


def enters_puts(card: Card) -> EntersPuts | None:
    """The lands ``card``'s enters trigger puts from your hand, or None.

    >>> from manaplan.models.cards.store import default_database
    >>> [enters_puts(default_database().get(n)) for n in ("Arboreal Grazer", "Cultivator Colossus", "Growth Spiral")]
    [EntersPuts(tapped=True, repeats=False), EntersPuts(tapped=True, repeats=True), None]
    """
    m = _PUT.search(re.sub(r"\([^)]*\)", "", card.oracle_text or ""))
    if m is None or (m["name"] is not None and m["name"] != card.name):
        return None
    return EntersPuts(tapped=bool(m["tapped"]), repeats=bool(m["repeat"]))


def put_after(analysis: Analysis, card: Card, puts: EntersPuts, taken: set[str], entering: tuple[Permanent, ...]
              ) -> PlayedLand | None:
    """A land of your hand put onto the battlefield by a trigger once the permanents that may enter before it are
    there (``entering``): untapped at no cost whatever they are — put tapped, only where Amulet of Vigor surely there
    untaps it — else None."""
    board = analysis.board
    with_them = analysis.of(replace(board, permanents=board.permanents + entering))
    eff = with_them.effective
    sure = surely_there(eff, eff.yours, frozenset(p.id for p in entering))
    probe = Permanent(id=f"{card.name} (entering)#1", card=card, sick=True, entered=True)
    eff = with_them.of(replace(with_them.board, permanents=with_them.board.permanents + (probe,))).effective
    ways = entries(eff, probe.id, life=board.life, sure=sure, put_tapped=puts.tapped)
    entry = next((w for w in ways if not w.tapped and not w.life and not w.returns and not w.sacrifices), None)
    if entry is None:
        return None
    perm = Permanent(id=next_id(board, card.name, taken), card=card, sick=True, entered=True)
    hand = list(board.hand)
    hand.remove(card)
    after = replace(board, permanents=board.permanents + (perm,), hand=tuple(hand))
    return PlayedLand(card, after, perm, entry)


def put_inert(analysis: Analysis, card: Card, copies: list[Copy], more_lands: bool) -> bool:
    """Whether ``card`` put onto the battlefield tapped changes nothing the turn uses: it stays tapped (no permanent
    of yours on the battlefield or cast this turn untaps what enters tapped), it changes no other permanent's mana,
    and its own enters trigger returns or sacrifices nothing — or does, but no other land enters after it
    (``more_lands``: a land play or a put that could bring a land it returned back untapped)."""
    board = analysis.board
    perms = list(board.permanents) + [c.enters for c in copies if c.enters is not None]
    if any(isinstance(e, UntapsEntering) for p in perms if p.is_yours for e in analysis.read(p.card).effects):
        return False
    land = Permanent(id=f"{card.name} (entering)#1", card=card, sick=True, entered=True, tapped=True)
    there = analysis.of(replace(board, permanents=board.permanents + (land,)))
    ids = {p.id for p in board.permanents}
    if mana_signature(there.effective, ids) != mana_signature(analysis.effective, ids):
        return False
    ways = entries(there.effective, land.id, life=board.life, put_tapped=True)
    return not (more_lands and any(w.returns or w.sacrifices for w in ways))


def put_note(card: Card, source: str) -> str:
    """The note for a land a trigger puts tapped that the turn does not try (see :func:`put_inert`)."""
    return (f"{card.name}, put onto the battlefield tapped by {source}'s trigger, may change what the turn makes "
            f"(untapped by a permanent not surely there, a land returned, another permanent's mana): not tried")


def put_limit_notes(board: Board, copies: list[Copy]) -> list[str]:
    """What a repeating put (Cultivator Colossus) may do that is not tried, each a note: more lands in your hand than
    :data:`MAX_PUTS`; the land given on top of your library, which it would draw after a land it puts and could put
    too."""
    out = []
    lands = sum(c.is_land for c in board.hand)
    for c in copies:
        put = enters_puts(c.enters.card) if c.enters is not None else None
        if put is None or not put.repeats or not lands:
            continue
        if lands > put.count:
            out.append(f"{c.name} may put more than {put.count} lands of your hand: the rest were not tried")
        if board.library_top and board.library_top[0].is_land:
            out.append(f"{c.name} draws {board.library_top[0].name} (the top card of your library) after a land it "
                       f"puts, and could put it too: not tried")
    return out


def is_put_note(note: str) -> bool:
    """Whether ``note`` is one of :func:`put_note` or :func:`put_limit_notes`."""
    return ("put onto the battlefield tapped by" in note or f"may put more than {MAX_PUTS} lands" in note
            or "after a land it puts, and could put it too" in note)
