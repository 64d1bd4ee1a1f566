"""Whether the battlefield holds what a spell must target as it is cast (CR 115.1a-b, 601.2c): the needs
:mod:`manaplan.models.targets` reads, counted on the board's permanents — yours and the opponents' the board
lists — with their card types as the effects in force leave them (CR 613.1d).

Examples
--------
>>> from manaplan.models.board_files import board_from_data
>>> from manaplan.models.cards.store import default_database
>>> from manaplan.models.spells import spells_of
>>> from manaplan.solver.analysis import analysed
>>> snap = spells_of(default_database().get("Snap"))[0]
>>> unmet_target(snap, analysed(board_from_data({"permanents": ["Island", "Mountain"]}))).describe()
'target creature'
>>> unmet_target(snap, analysed(board_from_data({"permanents": [
...     "Island", {"card": "Grizzly Bears", "controller": "opponent"}]}))) is None
True

References
----------
CR 115.1a (a targeted instant or sorcery), 115.1b (an Aura spell), 601.2c (a spell needs each of its targets).
"""

from __future__ import annotations

from ...models.board import Permanent
from ...models.spells import Spell
from ...models.targets import TargetNeed
from ..analysis import Analysis

__all__ = ["unmet_target", "targets_of", "permanent_traits", "said"]


def permanent_traits(analysis: Analysis, permanent: Permanent) -> tuple[frozenset[str], frozenset[str], str]:
    """(card types, supertypes, controller) of a permanent for a target: its types as the effects leave them (a
    land Blood Moon made a Mountain is still a land), with its printed ones where the effective board has no view
    of it."""
    card = permanent.card
    try:
        view = analysis.effective[permanent.id]
    except KeyError:
        return frozenset(card.card_types), frozenset(card.supertypes), permanent.controller
    return frozenset(view.card_types), frozenset(view.supertypes), permanent.controller


def targets_of(need: TargetNeed, analysis: Analysis) -> list[str]:
    """The ids of the board's permanents that ``need`` could target."""
    return [p.id for p in analysis.board.permanents if need.matches(*permanent_traits(analysis, p))]


def unmet_target(spell: Spell, analysis: Analysis) -> TargetNeed | None:
    """The first need of the spell that the battlefield can't meet as it is, where no alternative (mode) has all its
    needs met; ``None`` where the spell can be cast as far as its targets go (or needs none on the battlefield)."""
    first = None
    for needs in spell.target_needs:
        unmet = next((n for n in needs if len(targets_of(n, analysis)) < n.count), None)
        if unmet is None:
            return None
        first = first or unmet
    return first


def said(need: TargetNeed) -> str:
    """The need in words with its article: ``'a target creature'``, ``'two target lands'``."""
    words = need.describe().split()
    if words[0] != "target":
        return " ".join(words)
    return ("an " if words[1][0] in "aeiou" else "a ") + " ".join(words)
