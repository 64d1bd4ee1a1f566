"""The lands Scapeshift and Khalni Heart Expedition put onto the battlefield beside Lotus Cobra: the landfalls the
turn counts exactly, and a sound bound on those it does not.

Lotus Cobra ("Whenever a land you control enters, add one mana of any color.") adds mana for every land that enters,
tapped or not (CR 603.2, 603.6a). The turn model counts the lands played, found and fetched
(:mod:`.landfall`); two more ways a land may enter are not modelled exactly, and :func:`~.landfall.landfall_modelled`
says so (the answer is then not proven): Scapeshift ("Sacrifice any number of lands. Search your library for up to
that many land cards, put them onto the battlefield tapped …") and Khalni Heart Expedition (a quest counter per
landfall; "Remove three quest counters from ~ and sacrifice it: Search your library for up to two basic land cards,
put them onto the battlefield tapped"), whose counters Evolution Sage's proliferate on each landfall may raise to
three this turn (CR 701.34a).

Where those are the only landfalls it does not count (:func:`_reading`):

- :func:`shift_activations` models Scapeshift's lands: each a free activation adding Cobra's mana after its cast,
  whose cost sacrifices a land there as the turn begins (one found per land sacrificed), as many as the library
  surely holds lands for. Every plan using them is a real plan; not every real plan is one of them (a land that
  entered this turn sacrificed, the library's last lands).
- :func:`landfall_relaxation` reads both as a relaxation of the turn (:class:`LandfallRelaxation`): each land
  Scapeshift may put there a free activation adding Cobra's mana, used only after Scapeshift's cast (at most as many
  as the land cards of the library and the lands you may control then: :func:`shift_bound`); each Expedition one
  free activation adding Cobra's mana for the two lands it may put there, used only where the turn's other landfalls
  (of the lands played, found, fetched, shifted) are enough for its counters (:func:`relaxed_gates`). Each such
  activation counts one permanent sacrificed at the least weight it may have (a nontoken permanent's, a token's
  where a land of yours may be one), and the Expedition its mana value (:func:`charged_levels`): every land
  Scapeshift finds needs a land sacrificed (it finds "up to that many", CR 701.21a, 701.23), and the Expedition
  sacrifices itself.

Why the relaxation can only over-estimate: every plan of the real turn is a plan of the relaxed model, valued no
better there. Its lands put there are at most the activations (more mana, never less: an activation is free and may
go unused; the lands it puts there enter tapped and make no mana of their own, CR 107.5); what the plan sacrifices
for them counts as the permanent it is, or a token where it may be one (:func:`~manaplan.solver.pay.model.
objective_levels` weighs a nontoken permanent more), and at least their mana value (a land's is 0 at the least);
the Expedition's counters come from the landfalls before its activation, counted here over the whole turn (before
or after), at most its own and one per proliferate on each landfall; nothing else of the model changes. So where
the relaxed turn's best plan is no better than the plan found on the turn's levels (:func:`~.model.turn_levels`), no
real plan with those lands is either, and the plan found is proven (:func:`~.solve.solve_turn`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from itertools import combinations_with_replacement

from ...models.ability import PermanentFilter
from ...models.board import Permanent
from ...models.costs import ManaCost
from ...models.oracle.text import strip_reminder_text
from ..analysis import Analysis
from ..core.costed import CostedActivation
from ..core.lexico import Level, Lin
from ..lazy_patterns import lazy_compile
from ..pay.model import nontoken_weight
from ..rules.spending import SpendPurpose
from .cards import Copy, card_mana_value, is_land, tapped_finds
from .landfall import lands_entering_bound, landfall_modelled, landfall_sources
from .plays import plays_allowed

__all__ = ["LandfallRelaxation", "landfall_relaxation", "shift_activations", "shift_bound", "relaxed_gates",
           "landfall_in_order", "payment_phase_only", "charged_levels", "charged_counts", "tapped_levels"]

#: Scapeshift: "Sacrifice any number of lands. Search your library for up to that many land cards, put them onto the
#: battlefield tapped …" (one land at most per land sacrificed).
_SHIFT = lazy_compile(r"^Sacrifice any number of lands\. Search your library for up to that many land cards, put them "
                      r"onto the battlefield tapped\b")
#: Khalni Heart Expedition's search: its own counters removed, itself sacrificed, up to N basic lands put there.
_EXPEDITION = lazy_compile(r"^Remove (?P<need>\w+) (?P<kind>[\w+/-]+) counters? from ~ and sacrifice it: Search your "
                           r"library for up to (?P<n>\w+) basic land cards?, put (?:them|it) onto the battlefield "
                           r"tapped\b")
#: "Landfall — Whenever a land enters …, you may put a quest counter on ~." (one of its own counters per landfall).
_OWN_COUNTER = lazy_compile(r"^(?:Landfall — )?Whenever a land (?:you control )?enters(?: the battlefield)?"
                            r"(?: under your control)?, (?:you may )?put an? (?P<kind>[\w+/-]+) counter on ~\.$")
#: Evolution Sage: "Landfall — Whenever a land enters …, proliferate." (one more of each kind, CR 701.34a).
_PROLIFERATE = lazy_compile(r"^(?:Landfall — )?Whenever a land (?:you control )?enters(?: the battlefield)?"
                            r"(?: under your control)?, proliferate\.$")
#: Text that puts counters on permanents or adds to them (as :mod:`.landfall` reads it).
_GIVES_COUNTERS = lazy_compile(r"proliferate|\bcounters? on\b|number of counters", re.IGNORECASE)
#: A sentence that may put a land onto the battlefield (as :mod:`.landfall` reads it).
_PUTS = lazy_compile(r"Search your library|\b(?:onto|to) the battlefield\b")
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}
#: A sentence that may make a land token: a land token created, a token copy (of what may be a land), a token
#: becoming a land.
_LAND_TOKEN = lazy_compile(r"\blands? tokens?\b|\btokens?\b[^.]*\bcop(?:y|ies)\b|\bcop(?:y|ies)\b[^.]*\btokens?\b|"
                           r"\btokens?\b[^.]*\bbecomes?\b[^.]*\blands?\b", re.IGNORECASE)
#: The most combinations of mana one relaxed activation may add (Cobra's five colours for two lands: 15).
_MAX_ADDS = 64


@dataclass(frozen=True, slots=True)
class LandfallRelaxation:
    """The landfall mana the turn model does not count, as free activations of a relaxed turn.

    Parameters
    ----------
    after : tuple of (str, CostedActivation)
        Each land Scapeshift may put there: the spell's copy key and the activation adding the landfall mana, used
        only after that cast.
    anytime : tuple of CostedActivation
        Each Expedition's lands: one activation adding their landfall mana together.
    gates : tuple of (str, int)
        Each Expedition's activation (by id) and how many lands must enter this turn for its counters.
    values : tuple of (str, int)
        Each Expedition's activation (by id) and its mana value: what its sacrifice adds to the mana value
        sacrificed.
    nontoken : frozenset of str
        The activations (by id) whose sacrifice is surely of a nontoken permanent: an Expedition that is no token,
        a land Scapeshift sacrifices where no land of yours may be a token (:func:`_land_tokens_possible`); each
        other is charged as a token, the least a permanent weighs.
    charged : str
        What each activation counts as: ``'sacrificed'``, one permanent sacrificed (a land Scapeshift sacrifices, a
        Spawn); ``'tapped'``, one permanent tapped, of no flexibility (a land from the library's top:
        :mod:`.entering_bound`); ``'retapped'``, one permanent tapped of flexibility 1 (a permanent an untap frees,
        tapped again for mana: :mod:`.untap_bound`; every permanent that adds mana can make one type at least, and
        counts it, :func:`~manaplan.solver.core.groups.flexibility`).
    """

    after: tuple[tuple[str, CostedActivation], ...]
    anytime: tuple[CostedActivation, ...]
    gates: tuple[tuple[str, int], ...]
    values: tuple[tuple[str, int], ...] = ()
    nontoken: frozenset[str] = frozenset()
    charged: str = "sacrificed"

    @property
    def ids(self) -> frozenset[str]:
        """The ids of every activation of the relaxation (each charged one sacrifice)."""
        return frozenset(a.id for _, a in self.after) | frozenset(a.id for a in self.anytime)


def _lines(p: Permanent) -> list[str]:
    """The lines of ``p``'s text, reminder text left out, its name marked ``~``."""
    return [line.strip().replace(p.card.name, "~") for line in strip_reminder_text(p.card.oracle_text or "").split("\n")
            if line.strip()]


def _expedition(p: Permanent) -> tuple[int, str, int, bool] | None:
    """``p`` read as Khalni Heart Expedition: (the counters its search needs, their kind, the lands it puts there,
    whether it puts one of them on itself per landfall), where its only sentence that may put a land onto the
    battlefield is that search; None otherwise."""
    lines = _lines(p)
    puts = [line for line in lines if _PUTS.search(line)]
    m = _EXPEDITION.match(puts[0]) if len(puts) == 1 else None
    if m is None or m["need"].lower() not in _NUMBERS or m["n"].lower() not in _NUMBERS:
        return None
    own = any(o is not None and o["kind"] == m["kind"] for o in map(_OWN_COUNTER.match, lines))
    return _NUMBERS[m["need"].lower()], m["kind"], _NUMBERS[m["n"].lower()], own


def _landfalls_needed(analysis: Analysis, copies: list[Copy], p: Permanent, need: int, kind: str, own: bool
                      ) -> int | None:
    """How many lands must enter this turn before ``p`` (an Expedition) has ``need`` counters of ``kind``: each
    landfall gives it one of its own (``own``) and one more per proliferate on landfall (Evolution Sage, CR 701.34a:
    one more of each kind already there). 0 where nothing else of yours or cast this turn gives counters in a way
    read here (any number of landfalls, even none, may then do); None where they can never be enough."""
    others = [q for q in analysis.board.permanents if q.is_yours and q.id != p.id]
    own_lines = [line for line in _lines(p) if _GIVES_COUNTERS.search(line)]
    if len(own_lines) != int(own) or any(_GIVES_COUNTERS.search(c.card.oracle_text or "") for c in copies):
        return 0
    per = int(own)
    for q in others:
        lines = [line for line in _lines(q) if _GIVES_COUNTERS.search(line)]
        if any(not _PROLIFERATE.match(line) for line in lines):
            return 0
        per += len(lines)
    missing = need - p.counter(kind)
    if missing <= 0:
        return 0
    return None if per == 0 else -(-missing // per)


def shift_bound(analysis: Analysis, copies: list[Copy], expeditions: int) -> int:
    """At most how many lands Scapeshift puts onto the battlefield: the land cards of the library (each found once,
    CR 701.23), and the lands you may control as it resolves (one sacrificed for each: those on the battlefield, the
    lands that may enter before it — :func:`~.landfall.lands_entering_bound`, where every other land that may enter
    is one the turn counts — and those the Expeditions put there, ``expeditions`` of them)."""
    board = analysis.board
    library = sum(1 for card in (*(board.library or ()), *board.library_top) if is_land(card))
    controlled = sum(1 for p in board.permanents if p.is_yours and p.card.is_land)
    return min(library, controlled + lands_entering_bound(analysis, copies) + expeditions)


def _mana(choices: tuple, lands: int) -> tuple[tuple, ...]:
    """What ``lands`` landfalls of one source add together, each one of ``choices``: every combination once."""
    return tuple(dict.fromkeys(tuple(sorted((m for pick in picks for m in pick), key=str))
                               for picks in combinations_with_replacement(choices, lands)))


@dataclass(frozen=True, slots=True)
class _Reading:
    """The landfall source, Scapeshift's copy (if any), the Expedition (if any) with its reading
    (:func:`_expedition`), and the board without it analysed, with the other copies: where
    :func:`~.landfall.landfall_modelled` counts every other landfall."""

    source: Permanent
    choices: tuple
    shift: Copy | None
    expeditions: tuple[tuple[Permanent, tuple[int, str, int, bool]], ...]
    reduced: Analysis
    others: list[Copy]

    @property
    def expedition_lands(self) -> int:
        """The lands the Expeditions may put there."""
        return sum(n for _, (_, _, n, _) in self.expeditions)


def _is_shift(c: Copy) -> bool:
    """Whether ``c`` is a castable Scapeshift (:data:`_SHIFT`)."""
    return c.spell is not None and c.enters is None and c.why_not is None \
        and _SHIFT.match(strip_reminder_text(c.spell.part.oracle_text or "").strip()) is not None


#: A triggered ability (CR 603.1), its ability word aside: its event and its effect.
_TRIGGER = lazy_compile(r"^(?:[A-Z][\w' ]* — )?(?:When|Whenever) (?P<event>[^,]+), (?P<effect>.*)$")
#: An effect that may make mana, untap a permanent, put or return a land, or let one be played: what a land entering
#: must not set off for the relaxation to hold.
_MANA_EFFECT = lazy_compile(r"\buntap|\badd\b|\bmana\b|\breturn\b|onto the battlefield|\bplay\b", re.IGNORECASE)
#: A bounceland's return ("When ~ enters, return a land you control to its owner's hand.").
_BOUNCE = lazy_compile(r"^return a land you control to its owner's hand\.$", re.IGNORECASE)


def _abilities(text: str | None) -> list[str]:
    """The abilities of a text, one a line, reminder text left out, a modal ability's modes ("• …") with it."""
    out: list[str] = []
    for line in strip_reminder_text(text or "").split("\n"):
        line = line.strip()
        if line.startswith("•") and out:
            out[-1] += " " + line
        elif line:
            out.append(line)
    return out


def _entering_inert(analysis: Analysis, copies: list[Copy], r: _Reading, land_play_moot: bool) -> bool:
    """Whether the lands Scapeshift and the Expedition may put there do nothing this turn but trigger the landfall
    source and the Expedition's counters: no triggered ability of a permanent of yours or of a card cast this turn,
    but the source's, makes mana, untaps (Amulet of Vigor, Retreat to Coralhelm), puts or returns a land or lets one
    be played as a land enters (:data:`_MANA_EFFECT`); where one draws (Tatyova), no top of the library is given (a
    card drawn is no part of any plan otherwise); where one proliferates (Evolution Sage, CR 701.34a), no permanent
    of yours but the Expedition has counters or speaks of them, nor of energy (more counters, more mana: Everflowing
    Chalice); no land card of the library has such a triggered ability — but a bounceland's return with
    ``land_play_moot`` (the land returned could only be played, a land play more) — nor adds mana without {T} in its
    cost (a land put there tapped cannot pay {T}, CR 107.5, 602.2b)."""
    board = analysis.board
    yours = [p for p in board.permanents if p.is_yours and p.id != r.source.id]
    effects = [m["effect"] for text in [p.card.oracle_text for p in yours] + [c.card.oracle_text for c in copies]
               for m in map(_TRIGGER.match, _abilities(text)) if m is not None and "enter" in m["event"]]
    if any(_MANA_EFFECT.search(e) for e in effects):
        return False
    if board.library_top and any(re.search(r"\bdraws?\b", e, re.IGNORECASE) for e in effects):
        return False
    shifting = {p.id for p, _ in r.expeditions}
    if any("proliferate" in e.lower() for e in effects) and any(
            p.counters or re.search(r"counter|\{E\}|energy", strip_reminder_text(p.card.oracle_text or ""),
                                    re.IGNORECASE) for p in yours if p.id not in shifting):
        return False
    for card in {c.name: c for c in (*(board.library or ()), *board.library_top) if is_land(c)}.values():
        for line in _abilities(card.oracle_text):
            m = _TRIGGER.match(line)
            if m is not None and _MANA_EFFECT.search(m["effect"]) and not (land_play_moot and _BOUNCE.match(
                    m["effect"])):
                return False
            cost, colon, effect = line.partition(":")
            if m is None and colon and "{T}" not in cost and re.search(r"\bAdd\b", effect):
                return False
    return True


def _reading(analysis: Analysis, copies: list[Copy]) -> _Reading | None:
    """The landfalls the turn does not count, where they are only Scapeshift's and the Expedition's: one landfall
    source of yours (Lotus Cobra), the library given, one Scapeshift among ``copies`` at most, one Expedition at most,
    no spell that puts lands there tapped besides (Rampant Growth: its lands would count too), and
    :func:`~.landfall.landfall_modelled` true without them. None otherwise (and where neither is there)."""
    board = analysis.board
    sources = landfall_sources(analysis)
    if len(sources) != 1 or board.library is None:
        return None
    (source, event), = sources
    shifts = [c for c in copies if _is_shift(c)]
    expeditions = [(p, read) for p in board.permanents if p.is_yours for read in [_expedition(p)] if read is not None]
    if not (shifts or expeditions) or len(shifts) > 1 or len(expeditions) > 1:
        return None
    others = [c for c in copies if c not in shifts]
    if any(c.spell is not None and c.enters is None and c.why_not is None and tapped_finds(c.spell, board) is not None
           for c in others):
        return None
    gone = {p.id for p, _ in expeditions}
    reduced = analysis.of(replace(board, permanents=tuple(p for p in board.permanents if p.id not in gone))) \
        if gone else analysis
    if not landfall_modelled(reduced, others):
        return None
    return _Reading(source, tuple(event.adds.choices), shifts[0] if shifts else None, tuple(expeditions), reduced,
                    others)


def shift_activations(analysis: Analysis, copies: list[Copy]) -> tuple[tuple[str, CostedActivation], ...]:
    """Each land Scapeshift may put onto the battlefield beside Lotus Cobra (where those are the landfalls the turn
    does not count, with the Expedition's: :func:`_reading`), exactly: a free activation adding Cobra's mana whose
    cost sacrifices a land you control (one land found for each land sacrificed, CR 701.21a, 701.23; the land found
    enters tapped, a landfall all the same, CR 603.6a), each (Scapeshift's copy key, the activation), used only after
    its cast. As many as the library surely holds land cards with no triggered ability for (a bounceland's return,
    Zhalfirin Void's scry: the player finds others), whatever else finds one (:func:`~.landfall.
    lands_entering_bound`), and as the lands it may sacrifice, which the turn model says (:func:`~.model.turn_board`:
    those there as the turn begins, or played from your hand then).

    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.analysis import analysed
    >>> from manaplan.solver.turn.cards import read_copies
    >>> b = board_from_data({"permanents": ["Lotus Cobra", "Forest", "Forest"], "hand": ["Scapeshift"],
    ...                      "library": ["Forest", "Island", "Island"]})
    >>> shifts = shift_activations(analysed(b), read_copies(b, [("hand", b.hand[0])]))
    >>> [(key, a.id, a.sacrifices[0].text) for key, a in shifts]
    [('Scapeshift (hand)#1', 'Lotus Cobra#1 (landfall: a land Scapeshift puts (1))', 'a land'),
     ('Scapeshift (hand)#1', 'Lotus Cobra#1 (landfall: a land Scapeshift puts (2))', 'a land')]
    """
    if not any(_is_shift(c) for c in copies):
        return ()
    r = _reading(analysis, copies)
    if r is None or r.shift is None:
        return ()
    board = r.reduced.board
    library = sum(1 for card in (*board.library, *board.library_top) if is_land(card) and not any(
        _TRIGGER.match(line) for line in strip_reminder_text(card.oracle_text or "").split("\n")))
    free = library - lands_entering_bound(r.reduced, r.others) - r.expedition_lands
    there = sum(1 for p in board.permanents if p.is_yours and p.card.is_land) + min(
        plays_allowed(r.reduced), sum(1 for c in board.hand if c.is_land))
    count = min(free, there)  # each sacrifices a land there as the turn begins (or played then)
    land = PermanentFilter(frozenset({"Land"}), text="a land")
    return tuple((r.shift.key, replace(_activation(r.source, f"a land {r.shift.name} puts ({i + 1})", r.choices),
                                       sacrifices=(land,))) for i in range(max(0, count)))


def landfall_relaxation(analysis: Analysis, copies: list[Copy], *, land_play_moot: bool = False
                        ) -> LandfallRelaxation | None:
    """The relaxation of the turn that counts Scapeshift's and the Expeditions' landfalls (see the module notes),
    where they are the only landfalls the turn does not count (:func:`_reading`) and a land entering does nothing
    else that could make mana (:func:`_entering_inert`; with ``land_play_moot``, no plan with one more land play can
    be better, so a bounceland's return does nothing that could matter); None otherwise.

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.analysis import analysed
    >>> from manaplan.solver.turn.cards import read_copies
    >>> b = board_from_data({"permanents": ["Lotus Cobra", "Forest", "Forest"], "hand": ["Scapeshift"],
    ...                      "library": ["Forest", "Island", "Island"]})
    >>> r = landfall_relaxation(analysed(b), read_copies(b, [("hand", b.hand[0])]))
    >>> [(key, a.id) for key, a in r.after]  # two lands at most: the two you control
    [('Scapeshift (hand)#1', 'Lotus Cobra#1 (landfall: a land Scapeshift may put (1))'),
     ('Scapeshift (hand)#1', 'Lotus Cobra#1 (landfall: a land Scapeshift may put (2))')]
    """
    r = _reading(analysis, copies)
    if r is None or not _entering_inert(analysis, copies, r, land_play_moot):
        return None
    anytime, gates, values, nontoken = [], [], [], set()
    for p, (need, kind, lands, own) in r.expeditions:
        landfalls = _landfalls_needed(analysis, copies, p, need, kind, own)
        adds = _mana(r.choices, lands)
        if len(adds) > _MAX_ADDS:
            return None
        if landfalls is None:
            continue  # its counters are out of reach: it puts no land there
        anytime.append(_activation(r.source, f"the lands {p.id} puts", adds))
        values.append((anytime[-1].id, card_mana_value(p.card)))
        if not p.is_token:
            nontoken.add(anytime[-1].id)
        if landfalls:
            gates.append((anytime[-1].id, landfalls))
    after = () if r.shift is None else tuple(
        (r.shift.key, _activation(r.source, f"a land {r.shift.name} may put ({i + 1})", r.choices))
        for i in range(shift_bound(r.reduced, r.others, r.expedition_lands)))
    if not _land_tokens_possible(analysis, copies):
        nontoken |= {a.id for _, a in after}
    return LandfallRelaxation(after, tuple(anytime), tuple(gates), tuple(values), frozenset(nontoken))


def _land_tokens_possible(analysis: Analysis, copies: list[Copy]) -> bool:
    """Whether a land of yours may be a token this turn: one is, or a text of the board or of a card the turn may
    cast may make one (:data:`_LAND_TOKEN`)."""
    if any(p.is_yours and p.is_token and p.card.is_land for p in analysis.board.permanents):
        return True
    texts = [p.card.oracle_text or "" for p in analysis.board.permanents] + [c.card.oracle_text or "" for c in copies]
    return any(_LAND_TOKEN.search(text) for text in texts)


def _activation(source: Permanent, what: str, adds: tuple) -> CostedActivation:
    """A free activation adding ``source``'s landfall mana for ``what`` entered (CR 603.2, 608.2)."""
    return CostedActivation(id=f"{source.id} (landfall: {what})", name=source.card.name, card=source.card,
                            costs=(ManaCost.parse("{0}"),), purpose=SpendPurpose.cast(frozenset()), adds=adds,
                            text=f"{source.id}'s landfall trigger ({what} entered) resolves")


def relaxed_gates(pm, landfall_uses: tuple[int, ...], gated: tuple[tuple[int, int], ...]) -> None:
    """Each Expedition's activation only where enough lands enter this turn for its counters (``gated``: its use and
    how many lands): that many times its activations at most the landfall triggers of the turn's other lands
    (``landfall_uses``: one trigger per land, of the one landfall source; a land that entered may always have its
    free trigger used), over every layer (a relaxation of "before it")."""
    table = pm.table
    for ui, need in gated:
        lin = Lin().add_lin(pm.acts(pm.pb.uses[ui]), need)
        for other in landfall_uses:
            if other != ui:
                lin.add_lin(pm.acts(pm.pb.uses[other]), -1)
        table.add_le(lin, 0)


def landfall_in_order(pm, chains: tuple[tuple[int, ...], ...]) -> None:
    """Each chain's uses (interchangeable free activations, each used once at most: the triggers of the lands one
    Scapeshift puts there) used in order, each only where the one before it is, over every layer: any plan is one
    of these with its triggers renumbered, and the plan names them in order."""
    for chain in chains:
        for before, after in zip(chain, chain[1:]):
            pm.table.add_le(Lin().add_lin(pm.acts(pm.pb.uses[after])).add_lin(pm.acts(pm.pb.uses[before]), -1), 0)


def payment_phase_only(pm, uses: tuple[int, ...]) -> None:
    """``uses`` (the triggers of the lands Scapeshift puts there) never in the phase that keeps a cost payable: how
    many lands it sacrifices is chosen as it resolves (CR 608.2), so a land sacrificed for a trigger whose mana only
    a kept cost would use is sacrificed in the plan too, and counted there; a kept cost pays only with what the
    plan's own triggers left in the pool (mana stays there for the phase, CR 500.4). So too in a relaxed turn: any
    plan's triggers resolve as Scapeshift does."""
    for ui in uses:
        for t in pm.times:
            var = pm.x.get((ui, t))
            if var is not None and pm.phase_of(t) > 0:
                pm.table.add_le(Lin({var: 1}), 0)


def _charged(pm, charged: tuple[tuple[int, int, bool], ...], token: bool | None = None) -> tuple[Lin, Lin]:
    """How many of ``charged`` (the relaxation's uses, each with a mana value and whether it is charged as a token;
    only those of ``token`` where given) a plan uses in the payment phase, and their mana value in all."""
    times = pm.phase_times(0)
    chosen = [(ui, mv) for ui, mv, is_token in charged if token is None or is_token == token]
    count = Lin.total(pm.acts(pm.pb.uses[ui], times) for ui, _ in chosen)
    value = Lin.total(Lin().add_lin(pm.acts(pm.pb.uses[ui], times), mv) for ui, mv in chosen if mv)
    return count, value


def charged_counts(pm, charged: tuple[tuple[int, int, bool], ...], values) -> tuple[int, int, int]:
    """How many of ``charged`` a solution (``values``, each variable's) uses as nontoken permanents and as tokens,
    and their mana value in all: what :func:`charged_levels` counts as sacrificed."""
    nontoken, _ = _charged(pm, charged, token=False)
    tokens, _ = _charged(pm, charged, token=True)
    _, value = _charged(pm, charged)
    return nontoken.value(values), tokens.value(values), value.value(values)


def tapped_levels(levels: list[Level], pm, uses: tuple[int, ...], flexibility: int = 0) -> list[Level]:
    """``levels`` with each activation of ``uses`` (a relaxation's, :attr:`LandfallRelaxation.charged` ``'tapped'``
    or ``'retapped'``) counted as one permanent tapped, of ``flexibility``."""
    if not uses:
        return levels
    count = Lin.total(pm.acts(pm.pb.uses[ui], pm.phase_times(0)) for ui in uses)
    out = []
    for lv in levels:
        if lv.name == "permanents tapped" or lv.name == "flexibility tapped" and flexibility:
            weight = 1 if lv.name == "permanents tapped" else flexibility
            low, high = lv.bounds if lv.bounds is not None else (pm.table.lower(lv.expr), pm.table.upper(lv.expr))
            lv = replace(lv, expr=lv.expr.copy().add_lin(count, weight),
                         bounds=(low, high + weight * pm.table.upper(count)))
        out.append(lv)
    return out


def charged_levels(levels: list[Level], pm, charged: tuple[tuple[int, int, bool], ...]) -> list[Level]:
    """``levels`` with each activation of ``charged`` (the relaxation's uses, each with a mana value and whether it
    is charged as a token) counted as one permanent sacrificed in the payment phase: at a token's weight (1, the least
    any permanent weighs) or a nontoken permanent's (:func:`~manaplan.solver.pay.model.nontoken_weight`, the levels
    made by :func:`~manaplan.solver.pay.model.objective_levels` with ``charged``: more than all the tokens; each
    charged activation is used once at most, :func:`~manaplan.solver.core.costed.with_costed_activations`), and its
    mana value as the mana value sacrificed (the Expedition's own; 0 for a land Scapeshift sacrifices, the least a
    land's): a level made after "sacrificed" where the model has none."""
    if not charged:
        return levels
    table = pm.table
    nontoken, _ = _charged(pm, charged, token=False)
    tokens, _ = _charged(pm, charged, token=True)
    _, value = _charged(pm, charged)
    count = tokens.copy().add_lin(nontoken, nontoken_weight(pm, charged=tuple(t for _, _, t in charged)))
    out = []
    for lv in levels:
        if lv.name in ("sacrificed", "mana value sacrificed"):
            extra = count if lv.name == "sacrificed" else value
            low, high = lv.bounds if lv.bounds is not None else (table.lower(lv.expr), table.upper(lv.expr))
            lv = replace(lv, expr=lv.expr.copy().add_lin(extra), bounds=(low, high + table.upper(extra)))
        out.append(lv)
        if lv.name == "sacrificed" and value.terms and not any(o.name == "mana value sacrificed" for o in levels):
            out.append(Level("mana value sacrificed", value, bounds=(0, table.upper(value))))
    return out
