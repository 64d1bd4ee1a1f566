"""Landfall mana in a turn: "Whenever a land you control enters, add one mana of any color." (Lotus Cobra).

Such an ability is a triggered ability, not a mana ability (CR 605.1b: it triggers on a land entering, not on a mana
ability's activation), so it uses the stack (CR 603.3, 605.5a): it resolves before the next spell can be cast, and
its mana stays in your pool for the phase (CR 500.4). So a land played as the turn begins (a special action, CR
116.2a, done first) gives each such permanent of the board one activation, free and usable from the start: a costed
activation of the turn's model (:func:`landfall_activations`); so does a land a spell finds (Nature's Lore), an
activation after that spell's cast, used only when the land is found (:func:`~.model.turn_board`). Lands entering
otherwise (fetched, put by Scapeshift or Growth Spiral, played with a play a cast gives) are not counted:
:func:`landfall_modelled` says when none may enter, else the answer is not proven
(:func:`~.unproven.stack_mana_unused`).
"""

from __future__ import annotations

import re

from ...models.ability import Produce
from ...models.board import Permanent
from ...models.costs import ManaCost
from ...models.effects.triggers import EventMana
from ..analysis import Analysis
from ..core.costed import CostedActivation
from ..rules.spending import SpendPurpose
from .cards import Copy, search_fits
from .plays import lands_after_casts

__all__ = ["landfall_sources", "landfall_activations", "landfall_modelled", "LANDFALL_RANK"]

#: "Whenever a land you control enters" (the trigger as the parser keeps it).
_LANDFALL = re.compile(r"^Whenever a land you control enters(?: the battlefield)?$", re.IGNORECASE)
#: The rank of a landfall activation's group: before the casts of its layer (its mana is there before them).
LANDFALL_RANK = -30_000


def landfall_sources(analysis: Analysis) -> list[tuple[Permanent, EventMana]]:
    """Your permanents on the board with landfall mana the turn reads: the mana added by you, unconditionally, with
    no spending restriction and few choices (Lotus Cobra's one mana of any color).

    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.analysis import analysed
    >>> [p.id for p, _ in landfall_sources(analysed(board_from_data({"permanents": ["Lotus Cobra", "Forest"]})))]
    ['Lotus Cobra#1']
    """
    out = []
    for p in analysis.board.permanents:
        if not p.is_yours:
            continue
        for e in analysis.read(p.card).effects:
            if (isinstance(e, EventMana) and e.player == "you" and _LANDFALL.match(e.trigger) and e.spend is None
                    and not e.optional and not e.condition and e.mana_if and isinstance(e.adds, Produce)
                    and 0 < len(e.adds.choices) <= 64):
                out.append((p, e))
    return out


def landfall_activations(analysis: Analysis, entered: tuple[str, ...]) -> tuple[CostedActivation, ...]:
    """One free activation per landfall source and land entered as the turn begins (``entered``: the lands played
    with the board's own plays, by id), adding what the trigger adds as it resolves (CR 608.2)."""
    out = []
    for p, e in landfall_sources(analysis):
        for land in entered:
            out.append(CostedActivation(
                id=f"{p.id} (landfall: {land})", name=p.card.name, card=p.card, costs=(ManaCost.parse("{0}"),),
                purpose=SpendPurpose.cast(frozenset()), adds=tuple(e.adds.choices), rank=LANDFALL_RANK,
                text=f"{p.id}'s landfall trigger ({land} entered) resolves"))
    return tuple(out)


def landfall_modelled(analysis: Analysis, copies: list[Copy]) -> bool:
    """Whether every land that may enter this turn is one the board's own land plays put there or one a spell finds
    (Nature's Lore, Wood Elves: the turn model counts its landfall once it is found, :func:`~.model.turn_board`;
    every land of the library its search fits is among its finds, :func:`~.cards.search_fits`, none when the library
    has none), so that every landfall is counted: no spell that puts a land into your hand or lets you play or put
    more lands (Cultivate, Explore, Growth Spiral, Arboreal Grazer, Crucible of Worlds with a land in your graveyard:
    :func:`~.plays.lands_after_casts`), none that puts lands onto the battlefield otherwise (Scapeshift), no
    permanent of yours that searches for one (a fetchland)."""
    if any(c.to_hand for c in copies) or lands_after_casts(analysis, copies):
        return False
    for c in copies:  # a search whose every land it fits is among its finds (none when the library has none)
        if c.spell is not None and "onto the battlefield" in (c.spell.part.oracle_text or ""):
            fits = search_fits(c.spell, analysis)
            if fits is None or not set(fits) <= {p.card.name for p in c.finds}:
                return False
    return not any("Search your library" in (p.card.oracle_text or "") or "onto the battlefield" in (
        p.card.oracle_text or "") for p in analysis.board.permanents if p.is_yours and p.id not in {
        s.id for s, _ in landfall_sources(analysis)})
