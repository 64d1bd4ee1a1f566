"""The Treasures a landfall trigger makes (Tireless Provisioner: "Landfall — Whenever a land you control enters,
create a Food token or a Treasure token."), modelled exactly where every land that may enter this turn is one a
fetchland of yours puts there.

Such a trigger resolves after the land entered (CR 603.2, 603.3): after the fetchland's crack, which is no mana
ability (CR 605.1a) and resolves before the next spell is cast. Its Treasure ("{T}, Sacrifice this artifact: Add one
mana of any color.", CR 111.10a) then stays on the battlefield for later spells, and is worth what any Treasure is
there (Goldspan Dragon's "Treasures you control have …" included, as the turn reads it for the Treasures the board
has). So :func:`landfall_treasures` puts one Treasure per fetchland of yours and trigger source on the model's board,
each a group of its own used only once that fetchland was cracked (:func:`~.model._made_after_crack`): a plan with
the Treasures is a real plan and every real plan is one of the model's, where

- no land may enter otherwise: no land play left with a land in your hand, graveyard, command zone or on top of
  your library (nor one a cast may give:
  :func:`~.plays.lands_after_casts`), no card the turn may cast that searches or puts a land onto the battlefield,
  no permanent of yours that may put one there but by a fetch the turn reads (:func:`~manaplan.solver.core.searches.
  searches_of`) that sacrifices itself (cracked once);
- nothing may use a Treasure before it exists other than by its own ability: no text that sacrifices or taps
  another artifact or permanent, improvise, convoke, affinity, a count of artifacts (:data:`_USES_ARTIFACTS`), and
  its entering changes no permanent's mana (:func:`~.entering.mana_signature`);
- the trigger makes one Treasure (a Food instead never gives mana) and no cost is kept payable (kept for later, a
  Treasure is more than a turn's mana; not read).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from ...models.board import Permanent
from ...models.cards.store import default_database
from ...models.oracle.text import mark_self, self_names, strip_reminder_text
from ..analysis import Analysis
from ..cast.zones import next_id
from ..core.searches import searches_of
from ..lazy_patterns import lazy_compile
from .cards import Copy
from .entering import mana_signature
from .landfall import fires_this_turn, may_reenter
from .plays import lands_after_casts, plays_allowed
from .token_events import effect_of
from .unproven import token_triggers

__all__ = ["LandfallTreasures", "landfall_treasures"]

#: A landfall trigger that makes one Treasure (a Food instead makes no mana).
_LANDFALL_TREASURE = lazy_compile(r"^(?:Landfall — )?Whenever a land (?:you control )?enters(?: the battlefield)?"
                                  r"(?: under your control)?, create (?:a Treasure token|a Food token or a Treasure "
                                  r"token|a Treasure token or a Food token)\.$")
#: A text by which something may use a Treasure otherwise than by its own ability, or count it.
_USES_ARTIFACTS = lazy_compile(r"\bimprovise\b|\bconvoke\b|\baffinity\b|\bmetalcraft\b|\bfor each artifact\b|"
                               r"\bnumber of artifacts\b|\bartifacts you control\b|\bor more artifacts\b|"
                               r"\b(?:number of|for each) (?:Treasures?|tokens?|permanents?)\b|"
                               r"\bsacrifices? (?:an?|another|one|two|"
                               r"three|X|any number of) (?:artifacts?|permanents?|tokens?|Treasures?|nonland|noncreature)"
                               r"|\btap (?:an?|X|two|three|any number of) untapped\b", re.IGNORECASE)
#: A text that may put a land onto the battlefield or search for one.
_PUTS = lazy_compile(r"Search your library|\b(?:onto|to) the battlefield\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class LandfallTreasures:
    """The Treasures landfall triggers make, for the model's board.

    Parameters
    ----------
    treasures : tuple of Permanent
        One per fetchland of yours and trigger source, on no board yet.
    after_crack : tuple of (str, str, str)
        Each Treasure's id, its fetchland's id and its trigger source's id.
    """

    treasures: tuple[Permanent, ...]
    after_crack: tuple[tuple[str, str, str], ...]

    @property
    def sources(self) -> tuple[str, ...]:
        """The ids of the trigger sources."""
        return tuple(dict.fromkeys(source for _, _, source in self.after_crack))

    def notes(self, used: tuple[str, ...]) -> tuple[str, ...]:
        """What a plan using the Treasures ``used`` (ids) should know of them."""
        return tuple(f"{tid}: the Treasure {source}'s landfall trigger makes once the land {fid} fetches enters "
                     f"(CR 603.2), used after that crack" for tid, fid, source in self.after_crack if tid in used)


def landfall_treasures(analysis: Analysis, copies: list[Copy], keeping: bool) -> LandfallTreasures | None:
    """The Treasures the landfall triggers of your permanents make as fetchlands' lands enter, where that is the
    turn exactly (see the module notes); None otherwise, or where no such trigger may fire this turn.

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.analysis import analysed
    >>> from manaplan.solver.turn.cards import read_copies
    >>> b = board_from_data({"land_played": True, "permanents": ["Tireless Provisioner", "Windswept Heath",
    ...                      "Treasure"], "hand": ["Grizzly Bears"], "library": ["Forest"]})
    >>> made = landfall_treasures(analysed(b), read_copies(b, [("hand", b.hand[0])]), False)
    >>> made.after_crack
    (('Treasure#2', 'Windswept Heath#1', 'Tireless Provisioner#1'),)
    """
    triggers = token_triggers(analysis, copies)
    landfall = [t for t in triggers if _LANDFALL_TREASURE.match(
        mark_self(strip_reminder_text(t.line).strip(), self_names(t.card.name)))]
    if keeping or not landfall or any(t.entering for t in landfall):
        return None
    board = analysis.board
    plays = any(c.is_land for c in (*board.hand, *board.graveyard, *board.library_top,
                                    *(z.card for z in board.command_zone)))
    if (plays_allowed(analysis) > 0 and plays) or lands_after_casts(analysis, copies):
        return None
    if any(c.finds or c.to_hand or _PUTS.search(c.card.oracle_text or "") for c in copies):
        return None
    reenters = may_reenter(analysis, copies)
    yours = [p for p in board.permanents if p.is_yours]
    fetches = []
    for p in yours:
        fetch_lines = {s.text for s in searches_of(p.card)}
        lines = [mark_self(line.strip(), self_names(p.card.name)) for line in
                 strip_reminder_text(p.card.oracle_text or "").split("\n") if line.strip()]
        if any(_USES_ARTIFACTS.search(effect_of(line)) for line in lines if fires_this_turn(line, reenters)):
            return None
        puts = [line.strip() for line in strip_reminder_text(p.card.oracle_text or "").split("\n")
                if _PUTS.search(line)]
        if not puts:
            continue
        if not all(line in fetch_lines and re.search(r"\bSacrifice ~", mark_self(line, self_names(p.card.name)))
                   for line in puts):
            return None  # a search not read as a fetch, or one that may be used again (no sacrifice of itself)
        fetches.append(p)
    if any(_USES_ARTIFACTS.search(c.card.oracle_text or "") for c in copies):
        return None
    treasure = default_database().get("Treasure")
    taken = {c.enters.id for c in copies if c.enters is not None} | {p.id for c in copies for p in c.finds}
    made, after = [], []
    for f in fetches:
        for t in landfall:
            pid = next_id(board, treasure.name, taken)
            made.append(Permanent(id=pid, card=treasure, sick=True, entered=True, is_token=True))
            after.append((pid, f.id, t.who))
    if not made:
        return None
    ids = {p.id for p in yours}
    wider = analysis.of(replace(board, permanents=board.permanents + tuple(made)))
    if mana_signature(wider.effective, ids) != mana_signature(analysis.effective, ids):
        return None
    return LandfallTreasures(tuple(made), tuple(after))
