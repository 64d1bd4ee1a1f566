"""A bound on the plans that cast ramp spells whose landfall the turn does not count exactly (Seasons Past returning
Rampant Growth or Farseek beside Lotus Cobra and Khalni Heart Expedition).

A spell that puts lands onto the battlefield tapped (Rampant Growth: :func:`~.cards.tapped_finds`) gives the turn no
mana from its land (a tapped land cannot be tapped for mana, CR 107.5), but each land entering is a landfall (CR
603.2, 603.6a; put there by an effect, not played: CR 305.4, 701.23): Lotus Cobra adds one mana for it, Khalni Heart
Expedition gets a quest counter, three of which search for two more basic lands put there tapped, a landfall each
again. The turn counts such a spell's landfall exactly only where it surely finds its lands and nothing else searches
(:func:`~.landfall.ramp_landfall_exact`), and a card a spell puts into your hand is a helper only when it could help
as the model reads it (:func:`~.cards.read_copies`): else the answer names it, not proven
(:func:`~.unproven.hand_gains_unused`).

:func:`ramp_relaxation` reads the copies of a relaxation instead (:func:`~.cards.read_copies` with ``ramp``: such
spells are helpers too): each one adds as it resolves the landfall mana of its lands at its most, and of the lands of
every counter search its lands may bring in reach, as a ritual adds its mana (one cast, no activation more: a model
with the landfall triggers as activations of their own, gated after the cast, took the whole time limit on a Tatyova
board, this one 0.1 s). :func:`~.solve.solve_turn` solves the turn again with them: no real plan is better on the
turn's levels (:func:`~.model.turn_levels`) than that relaxation's best, so a plan it does not better is the best of
all.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ...models.effects.triggers import EventMana
from ...models.mana import ManaType
from ..analysis import Analysis
from ..lazy_patterns import lazy_compile
from .cards import Copy
from .landfall import counter_search_lands, counters_out_of_reach, landfall_modelled, landfall_sources, ramp_of
from .unproven import TURN_EVENTS, tapped_lands_inert

__all__ = ["ramp_relaxation", "MAX_CHOICES"]

#: A triggered ability on a land entering (Tatyova's "Landfall — Whenever a land you control enters, you gain 1 life
#: and draw a card."): its effect, after the comma.
_LANDFALL_LINE = lazy_compile(r"^(?:Landfall — )?Whenever [^,]*\blands?\b[^,]*\benters?\b[^,]*, (?P<effect>.+)$",
                              re.IGNORECASE | re.MULTILINE)
#: An effect of such a trigger that may give the turn mana, or lands, as the lands the relaxation adds enter: it adds
#: mana (Lotus Cobra, read as a landfall source), makes a Treasure (Tireless Provisioner), untaps, puts something
#: onto the battlefield or searches, puts counters (Khalni Heart Expedition's, read as a counter search) or adds to
#: them (Evolution Sage's proliferate: a charge counter more on Everflowing Chalice), copies.
_LANDFALL_GIVES = lazy_compile(r"\badd\b|\bTreasure\b|\buntap\b|onto the battlefield|search your library|\bcounters?\b|"
                               r"\bproliferate\b|\bcopy\b", re.IGNORECASE)
#: Mana counted per permanent of a kind (Gaea's Cradle's "Add {G} for each creature you control."): a token a landfall
#: creates (Field of the Dead's Zombie, Rampaging Baloths' Beast) would add to it.
_COUNTS_PERMANENTS = lazy_compile(r"\badd\b[^.]*\bfor each\b[^.]*\b(?:creature|artifact|token|permanent)s?\b",
                                  re.IGNORECASE)
#: A triggered ability on a spell cast (Storm-Kiln Artist's "Magecraft — Whenever you cast or copy an instant or
#: sorcery spell, create a Treasure token."): a ramp spell cast is one more such event, what it gives not counted.
_CAST_TRIGGER = lazy_compile(r"^(?:[\w' ]+ — )?Whenever (?:you|a player) (?:casts?|copy|copies)\b",
                             re.IGNORECASE | re.MULTILINE)


def ramp_relaxation(analysis: Analysis, copies: list[Copy]) -> list[Copy] | None:
    """``copies`` with each spell that puts lands onto the battlefield tapped (:func:`~.landfall.ramp_of`) adding,
    as it resolves, the landfall mana of those lands at its most (as a ritual adds its mana: :attr:`~.cards.Copy.
    adds`), or None where that could miss mana.

    The lands counted with each such copy are those it puts plus those of every counter search of your permanents
    (:func:`~.landfall.counter_search_lands`: Khalni Heart Expedition's two) that may be in reach once lands enter
    (:func:`~.landfall.counters_out_of_reach`, with every ramp spell's lands and every other counter search's
    counted); for each, what each landfall source adds (:func:`~.landfall.landfall_sources`: Lotus Cobra's one mana
    of any color), every way to choose it (at most :data:`MAX_CHOICES`).

    Why it can only over-estimate. A real plan casting such a spell has a landfall for each land it puts, at most
    as many as it puts (fewer where the library runs out, CR 701.23b), each trigger resolving after the spell (CR
    603.3): the relaxation adds all their mana as the spell resolves. A counter search puts lands only once its
    counters are there: none without a ramp spell, for with the other copies alone its counters are out of reach
    (:func:`~.landfall.landfall_modelled` of those copies asks it), so in a real plan its lands enter only after
    some ramp spell resolved, once (its cost sacrifices it); the relaxation adds their landfall mana as every ramp
    spell cast resolves, and asks neither its counters nor its sacrifice (a permanent sacrificed is worse on the
    turn's levels, :func:`~.model.turn_levels`). Mana made earlier is no worse (it stays in your pool through the
    phase, CR 500.4). Every other land that may enter is one the model counts already (``landfall_modelled`` of
    the other copies; a ramp spell's own landfall triggers are no longer counted, :attr:`~.cards.Copy.
    landfall_added`: its mana is among its ``adds``), and these lands give nothing else: they enter
    tapped and nothing within reach untaps them or counts them for mana (:func:`~.unproven.tapped_lands_inert`),
    every triggered mana of yours on an event of the turn is a landfall the model reads (:data:`~.unproven.
    TURN_EVENTS`), no other landfall of yours or of what is cast makes mana, lands or counters
    (:data:`_LANDFALL_GIVES`), and no trigger of theirs on a spell cast makes anything (:data:`_CAST_TRIGGER`).

    Conditions (None otherwise): ``library:`` given, a landfall source read, every such spell one that puts only
    lands tapped (nothing into your hand, no land found untapped), and those above.

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.analysis import analysed
    >>> from manaplan.solver.turn.cards import read_copies
    >>> def adds(khalni):
    ...     b = board_from_data({"permanents": ["Lotus Cobra", khalni], "hand": ["Rampant Growth"],
    ...                          "library": ["Forest", "Forest", "Forest"]})
    ...     return [(c.name, {len(a) for a in c.adds}) for c in ramp_relaxation(analysed(b), read_copies(
    ...         b, [("hand", b.hand[0])]))]
    >>> adds("Khalni Heart Expedition")  # one land: one mana (of any colour); three counters out of reach
    [('Rampant Growth', {1})]
    >>> adds({"card": "Khalni Heart Expedition", "counters": {"quest": 2}})  # its two lands too
    [('Rampant Growth', {3})]

    References
    ----------
    CR 107.5 (a tapped permanent cannot be tapped), 305.4 and 701.23 (lands put onto the battlefield by a search),
    500.4 (mana empties between steps and phases), 603.2 and 603.6a (a land entering triggers landfall).
    """
    board = analysis.board
    sources = landfall_sources(analysis)
    ramps = {c.key: ramp for c in copies if (ramp := ramp_of(c, board)) is not None}
    if board.library is None or not sources or not ramps:
        return None
    if any(ramps[c.key].to_hand or c.finds or c.to_hand or c.adds for c in copies if c.key in ramps):
        return None
    yours = [p for p in board.permanents if p.is_yours]
    if any(isinstance(e, EventMana) and e.player == "you" and TURN_EVENTS.match(e.trigger)
           and not any(s.id == p.id and read == e for s, read in sources)
           for p in yours for e in analysis.read(p.card).effects):
        return None  # triggered mana the relaxation does not count
    searches = {p.id: counter_search_lands(p, board) for p in yours}
    if any(r is None for r in searches.values()):
        return None
    searches = {pid: r for pid, r in searches.items() if r.count}
    sourced = {s.id for s, _ in sources}
    others = [c for c in copies if c.key not in ramps]
    if not _triggers_give_nothing(analysis, copies, sourced, set(searches)) or not landfall_modelled(analysis, others):
        return None
    total = sum(r.count for r in searches.values())
    reach = [r for p in yours if (r := searches.get(p.id))
             and not counters_out_of_reach(analysis, copies, p, more=total - r.count)]
    entering = {card.name: card for r in (*ramps.values(), *reach) for card in r.choices}
    if not tapped_lands_inert(analysis, copies, tuple(entering.values())):
        return None
    bonus = sum(r.count for r in reach)
    out = []
    for c in copies:
        if c.key in ramps:
            adds = _landfall_mana([e.adds.choices for _, e in sources] * (ramps[c.key].count + bonus))
            if adds is None:
                return None
            c = replace(c, adds=adds, landfall_added=True)
        out.append(c)
    return out


#: The most ways to choose the landfall mana one ramp spell adds in the relaxation (as a ritual's: ``turn`` reads at
#: most so many).
MAX_CHOICES = 64


def _landfall_mana(outputs: list[tuple[tuple[ManaType, ...], ...]]) -> tuple[tuple[ManaType, ...], ...] | None:
    """Every way to choose all of ``outputs`` (each trigger's choices), each the mana added in all, in WUBRG order;
    None for more than :data:`MAX_CHOICES`.

    >>> from manaplan.models.mana import ManaType
    >>> any_colour = tuple((t,) for t in (ManaType.W, ManaType.U, ManaType.B, ManaType.R, ManaType.G))
    >>> len(_landfall_mana([any_colour] * 3)), _landfall_mana([any_colour] * 4) is None
    (35, True)
    """
    order = {t: i for i, t in enumerate(ManaType)}
    ways = {()}
    for choices in outputs:
        ways = {tuple(sorted(way + choice, key=order.__getitem__)) for way in ways for choice in choices}
        if len(ways) > MAX_CHOICES:
            return None
    return tuple(sorted(ways, key=lambda way: [order[t] for t in way]))


def _triggers_give_nothing(analysis: Analysis, copies: list[Copy], sourced: set[str], searching: set[str]) -> bool:
    """Whether your permanents and the permanents cast this turn have no trigger on a spell cast
    (:data:`_CAST_TRIGGER`), and no landfall trigger of theirs (:data:`_LANDFALL_LINE`) may give the turn mana,
    lands or counters (:data:`_LANDFALL_GIVES`), tokens that a permanent's mana counts (:data:`_COUNTS_PERMANENTS`)
    or a draw of the ``library_top`` given (a card known: from a library whose order is not given, a draw is no part
    of any plan), but the mana of a landfall source the model reads (``sourced``: the ids of their permanents, Lotus
    Cobra's) and the counters of a counter search (``searching``: the ids of such permanents, Khalni Heart
    Expedition's own quest counters)."""
    board = analysis.board
    cards = [(p.id, p.card) for p in board.permanents if p.is_yours] + [
        ("", c.enters.card) for c in copies if c.enters is not None]
    counting = any(_COUNTS_PERMANENTS.search(card.oracle_text or "") for _, card in cards)
    if any(_CAST_TRIGGER.search(card.oracle_text or "") for _, card in cards):
        return False
    for pid, card in cards:
        for m in _LANDFALL_LINE.finditer(card.oracle_text or ""):
            effect = m["effect"]
            if counting and re.search(r"\bcreate\b", effect, re.IGNORECASE):
                return False
            if board.library_top and re.search(r"\bdraws? (?:a|an|one|two|\w+) cards?\b", effect, re.IGNORECASE):
                return False  # Tatyova's draw of a top card given: a card to cast
            if not _LANDFALL_GIVES.search(effect):
                continue
            if pid in sourced and re.match(r"add [^.]*\.$", effect, re.IGNORECASE):
                continue  # Lotus Cobra: counted as the landfall source read
            if pid in searching and re.match(r"(?:you may )?put an? [\w+/-]+ counter on ", effect, re.IGNORECASE):
                continue  # Khalni Heart Expedition's quest counter: counted in its search's reach
            return False
    return True
