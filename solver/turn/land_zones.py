"""Lands played from a zone other than your hand: the top of your library (Oracle of Mul Daya, Courser of Kruphix:
"You may play lands from the top of your library.") and your graveyard (Crucible of Worlds, Ramunap Excavator: "You
may play lands from your graveyard.").

Playing a land is a special action: the player puts it onto the battlefield from the zone it was in (CR 116.2a,
305.1), and such a land is one of the turn's land plays (CR 305.2a; the Oracle of Mul Daya rulings of 2009-10-01:
"If the top card of your library is a land card, you may play it only if you haven't played a land yet that turn"),
unlike a land an effect puts onto the battlefield (CR 305.4). So such a permission adds no land play: it widens where
the turn's plays may take a land from, once its permanent is on the battlefield (cast this turn: after it resolved,
CR 608.3).

What the board knows of those zones:

- the top of your library is the first card of ``library_top``; without it the top card is not known (``library``
  lists cards in no known order), and a land there is never counted on: the answer says so
  (:func:`unknown_top`). Once it is played, the next given card of ``library_top`` is on top;
- your graveyard is the board's ``graveyard``; a land that goes there during the turn (a fetchland cracked, a land
  sacrificed or discarded) and is played again is not modelled: :func:`lands_to_graveyard` names what may do that,
  but a land sacrificed by its own ability that a land of the same name in your hand, untapped at no cost as the
  turn begins, would replace with the same play, is left out (playing that one from the start is never worse).

Examples
--------
>>> from manaplan.models.board_files import board_from_data
>>> b = board_from_data({"permanents": ["Crucible of Worlds"], "graveyard": ["Forest", "Lightning Bolt"]})
>>> sorted(land_zones(b)), [(c.name, z) for c, _, z in zone_lands(b, None, land_zones(b))]
(['graveyard'], [('Forest', 'graveyard')])
"""

from __future__ import annotations

import re
from dataclasses import replace

from ...models.board import Board
from ...models.cards.store import Card
from ...models.oracle.casting import parse_permissions
from ..analysis import Analysis, analysed
from ..cast.costs import board_rules
from ..cast.zones import entering_untapped, land_plays
from ..lazy_patterns import lazy_compile
from .cards import Copy

__all__ = ["LAND_ZONES", "land_zones", "copy_land_zones", "zone_lands", "as_in_hand", "unknown_top",
           "lands_to_graveyard"]

#: The zones other than your hand a permission may let you play lands from.
LAND_ZONES = ("library_top", "graveyard")


def land_zones(board: Board | Analysis) -> frozenset[str]:
    """The zones other than your hand your permanents let you play lands from now (:data:`LAND_ZONES`)."""
    return frozenset(g.permission.zone for g in board_rules(analysed(board)).grants
                     if g.permission.lands and g.inactive is None and g.permission.zone in LAND_ZONES)


def copy_land_zones(card: Card) -> frozenset[str]:
    """The zones other than your hand a permanent lets you play lands from once it is on the battlefield (Courser of
    Kruphix: ``{'library_top'}``; Crucible of Worlds: ``{'graveyard'}``).

    >>> from manaplan.models.cards.store import default_database
    >>> [sorted(copy_land_zones(default_database().get(n))) for n in ("Courser of Kruphix", "Crucible of Worlds",
    ...                                                             "Exploration")]
    [['library_top'], ['graveyard'], []]
    """
    return frozenset(p.zone for p in parse_permissions(card).grants
                     if p.zone in LAND_ZONES and p.lands and not p.while_attached_to_creature and p.activation is None)


def zone_lands(board: Board, whole, zones: frozenset[str]) -> list[tuple[Card, Card, str]]:
    """The lands of ``zones`` one land play may take: (card, face, zone) — the top card of your library when it is
    given and a land, each land of your graveyard (a modal card's land face too, CR 712), one per face name."""
    out: list[tuple[Card, Card, str]] = []
    if "library_top" in zones and board.library_top and board.library_top[0].is_land:
        out.append((board.library_top[0], board.library_top[0], "library_top"))
    if "graveyard" in zones:
        out += [(card, face, "graveyard") for card, face in
                land_plays(replace(board, hand=board.graveyard, land_played=False), whole)]
    return out


def as_in_hand(board: Board, card: Card, zone: str) -> Board:
    """The board with a land of the top of your library or of your graveyard moved to your hand, so that playing it
    takes it from there."""
    if zone == "library_top":
        return replace(board, hand=board.hand + (card,), library_top=board.library_top[1:])
    if zone == "graveyard":
        graveyard = list(board.graveyard)
        graveyard.remove(card)
        return replace(board, hand=board.hand + (card,), graveyard=tuple(graveyard))
    return board


def unknown_top(source: str) -> str:
    """The note for a land play that could take the top card of your library where it is not known."""
    return (f"the top card of your library is not known (give library_top): a land there, which {source} lets you "
            f"play, was not tried")


#: Text that may put a land of yours into your graveyard: a cost or an effect that sacrifices lands or permanents,
#: discards or mills.
_TO_GRAVEYARD = lazy_compile(r"\bsacrifice (?:a|an|another|two|three|x|any number of|all) (?:[\w-]+ )*?(?:lands?|"
                             r"permanents?)\b|\bdiscards?\b|\bmills?\b|\binto your graveyard\b", re.IGNORECASE)


def lands_to_graveyard(analysis: Analysis, copies: list[Copy], plays: int) -> list[str]:
    """What may put a land of yours into your graveyard this turn, to be played again from there (see the module
    notes), by name: your lands whose own ability sacrifices them (a fetchland, Wasteland) and the permanents and
    spells whose text sacrifices lands or permanents, discards or mills. A land sacrificed by its own ability is left
    out when at most one land play is possible (``plays``) and a land of the same name in your hand enters untapped
    at no cost as the turn begins: the play that would take it from the graveyard may take that one from the start."""
    board = analysis.board
    hand = {c.name for c in board.hand}
    out = []
    for p in board.permanents:
        if not p.is_yours:
            continue
        text = p.card.oracle_text or ""
        if _TO_GRAVEYARD.search(text):
            out.append(p.card.name)
        elif p.card.is_land and re.search(rf"\bsacrifice (?:{re.escape(p.card.name)}|this land)\b", text, re.I):
            if plays > 1 or p.card.name not in hand or entering_untapped(
                    analysis, p.card, sure=lambda pid: False) is None:
                out.append(p.card.name)
    for c in copies:
        if c.why_not is None and (c.discards or _TO_GRAVEYARD.search(c.spell.part.oracle_text or "")):
            out.append(c.name)
    return list(dict.fromkeys(out))
