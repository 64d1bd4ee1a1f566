"""What the turn model leaves out, said as notes that make the answer not proven ("proven" is over every legal plan,
issue 21 item 6), and why a Spirit Guide is not a spell asked about.

- :func:`stack_mana_unused`: mana from the stack the turn does not use (an enters trigger's mana with a condition
  not read; your permanents' triggered mana on an event the turn may cause, Lotus Cobra, Birgi: CR 605.1b);
- :func:`entering_left_out`: what permanents cast this turn change in other permanents' mana that the model does
  not count (Blood Moon; what a count or an effect gives is counted: :mod:`.counted`);
- :func:`hand_mana_notes`: the cards of the hand that are mana (Spirit Guides, CR 605.1a), not spells to cast.
"""

from __future__ import annotations

import re

from ...models.board import Board
from ...models.effects.triggers import EventMana
from ..analysis import Analysis
from .cards import Copy, hand_mana
from .landfall import landfall_modelled, landfall_sources
from .model import TurnBoard
from .plays import lands_after_casts, plays_allowed

__all__ = ["TURN_EVENTS", "stack_mana_unused", "entering_left_out", "hand_mana_notes"]


#: Events of your permanents' triggered mana (not mana abilities, CR 605.1b) that the turn itself may cause: a spell
#: cast (Birgi), a land or a creature entering (Lotus Cobra, Carnival of Souls), a sacrifice or a discard (Crime
#: Novelist, Bone Miser: Lion's Eye Diamond). Their mana is not used by the turn.
TURN_EVENTS = re.compile(r"^Whenever (?:you (?:cast|sacrifice|discard)|(?:a|an|one or more) [\w ]*?(?:land|creature|"
                         r"artifact|permanent)s?\b[\w ]*? enters?)", re.IGNORECASE)


#: A spell's text that may put a land onto the battlefield (Rampant Growth and Explosive Vegetation's lands entering
#: tapped, Scapeshift, Growth Spiral): a landfall this turn.
_PUTS_LAND = re.compile(r"\bland\b[^.]*\bonto the battlefield|onto the battlefield[^.]*\bland\b", re.IGNORECASE)


def stack_mana_unused(analysis: Analysis, copies: list[Copy]) -> tuple[str, ...]:
    """What the turn leaves out of mana that comes from the stack, each said as a note that makes the answer not
    proven: a permanent spell's enters trigger whose mana is not read (a condition, an amount: :func:`~.cards.
    enters_mana`), and your permanents' triggered mana on an event the turn may cause (:data:`TURN_EVENTS`: Lotus
    Cobra's landfall where a land may enter — a land in hand to play, a spell that finds or puts one, a permanent
    that searches — Birgi's casts) — but landfall mana when only the board's land plays and the lands spells find
    put lands there (:func:`~.landfall.landfall_modelled`: the model counts it)."""
    out = [f"not proven: {c.name}'s enters trigger adds mana that is not counted" for c in copies
           if any("enters trigger adds is not counted" in n for n in c.notes)]
    board = analysis.board
    lands = (plays_allowed(analysis) > 0 and any(c.is_land for c in board.hand)) or any(
        c.finds or c.to_hand or _PUTS_LAND.search(c.spell.part.oracle_text or "") for c in copies
        if c.spell is not None) or any("Search your library" in (p.card.oracle_text or "")
                                       for p in board.permanents if p.is_yours) or lands_after_casts(analysis, copies)
    creatures = any(c.enters is not None and "Creature" in c.spell.card_types for c in copies)
    read, modelled = landfall_sources(analysis), landfall_modelled(analysis, copies)
    for p in board.permanents:
        if not p.is_yours:
            continue
        for e in analysis.read(p.card).effects:
            trigger = e.trigger.lower() if isinstance(e, EventMana) else ""
            if " land" in trigger and "enter" in trigger and not lands:
                continue  # no land enters this turn
            if " creature" in trigger and "enter" in trigger and not creatures:
                continue
            if modelled and (p, e) in read:
                continue  # Lotus Cobra with only the land plays entering: counted (landfall_activations)
            if isinstance(e, EventMana) and e.player == "you" and TURN_EVENTS.match(e.trigger):
                out.append(f"not proven: {p.id}'s mana on an event this turn may cause ({e.trigger.lower()}) is not "
                           f"used")
    return tuple(dict.fromkeys(out))


def entering_left_out(tb: TurnBoard, cast: set[str], possible: bool) -> tuple[str, ...]:
    """What the model leaves out of the permanents that enter, said as notes that make the answer not proven: the
    mana that others make once a spell cast last entered (Blood Moon, a lord, more counts than
    :data:`~.counted.MAX_VERSIONS`: :func:`~.solve._effectful`), the own mana of one not used, the lands a spell would
    find that change others' mana. Only where it could change the answer: such a spell was cast, or not every
    candidate was (``cast``: the keys of the spells cast; ``possible``: every candidate was)."""
    keys = sorted(k for k in tb.last_only | tb.unused if not possible or k in cast)
    out = []
    if keys:
        names = list(dict.fromkeys(tb.by_key[k].name for k in keys))
        said = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        out.append(f"not proven: the mana made once {said} {'is' if len(names) == 1 else 'are'} on the battlefield "
                   f"is not counted (what {'it changes' if len(names) == 1 else 'they change'} in other permanents' "
                   f"mana, or {'its' if len(names) == 1 else 'their'} own): a plan using it was not considered")
    lost = sorted({tb.by_key[k].name for pid, k in tb.lost_finds.items() if not possible or k in cast})
    if lost:
        out.append(f"not proven: the lands {', '.join(lost)} would find change other permanents' mana and are not "
                   f"counted")
    return tuple(out)


def hand_mana_notes(board: Board, read) -> tuple[str, ...]:
    """Why the cards of the hand that are mana (:func:`~.cards.hand_mana`: Spirit Guides) are not among the spells
    asked about without CARDs (``read``: card → ParsedCard)."""
    mana = list(dict.fromkeys(c.name for c in board.hand if not c.is_land and hand_mana(c, read)))
    if not mana:
        return ()
    one = len(mana) == 1
    return (f"{' and '.join(mana)} {'is' if one else 'are'} mana here (exiled from your hand for "
            f"{'its' if one else 'their'} mana, CR 605.1a), not {'a spell' if one else 'spells'} to cast: name "
            f"{'it' if one else 'them'} to cast {'it' if one else 'them'}",)
