"""Landfall mana in a turn: "Whenever a land you control enters, add one mana of any color." (Lotus Cobra).

Such an ability is a triggered ability, not a mana ability (CR 605.1b: it triggers on a land entering, not on a mana
ability's activation), so it uses the stack (CR 603.3, 605.5a): it resolves before the next spell can be cast, and
its mana stays in your pool for the phase (CR 500.4). So a land played as the turn begins (a special action, CR
116.2a, done first) gives each such permanent of the board one activation, free and usable from the start: a costed
activation of the turn's model (:func:`landfall_activations`); so does a land a spell finds (Nature's Lore), an
activation after that spell's cast, used only when the land is found (:func:`~.model.turn_board`); so does the
land a fetchland's crack puts there (:func:`fetch_landfall_activations`: CR 603.2, 603.6a — the search is an
activated ability, no mana ability, CR 605.1a, and the land it puts there enters as it resolves), an activation
used only once that fetchland was cracked (:func:`~.model.turn_board`). Lands entering otherwise (put by Scapeshift
or Growth Spiral, played with a play a cast gives) are not counted: :func:`landfall_modelled` says when none may
enter, else the answer is not proven (:func:`~.unproven.stack_mana_unused`). A permanent whose search needs counters
it cannot get this turn (Khalni Heart Expedition's three quest counters, one per landfall) puts no land there
(:func:`counters_out_of_reach`). Scapeshift's lands and Khalni Heart Expedition's, where they are the only ones not
counted, are counted or bounded by :mod:`.landfall_puts`.
"""

from __future__ import annotations

import re

from ...models.ability import Produce
from ...models.board import Board, Permanent
from ...models.cards.store import Card
from ...models.costs import ManaCost
from ...models.effects.triggers import EventMana
from ...models.oracle.text import mark_self, self_names, strip_reminder_text
from ..analysis import Analysis
from ..core.costed import CostedActivation
from ..core.searches import searches_of
from ..core.values import PaymentBoard
from ..lazy_patterns import lazy_compile
from ..rules.spending import SpendPurpose
from .cards import Copy, Ramp, lands_put_tapped, search_fits, tapped_finds, tapped_search_read
from .entering import play_timing_free, played_later
from .plays import lands_after_casts, plays_allowed

__all__ = ["landfall_sources", "landfall_activations", "ramp_landfall_activations", "ramp_landfall_exact", "ramp_of",
           "fetch_landfall_activations", "fetches_left_out",
           "landfall_modelled", "counters_out_of_reach", "counter_search_lands", "lands_entering_bound",
           "fires_this_turn", "may_reenter", "REENTERS", "LANDFALL_RANK"]

#: A text that searches your library (a tutor, a fetchland, Rampant Growth).
_SEARCHES = lazy_compile(r"\bsearch your library\b", re.IGNORECASE)
#: "Whenever a land you control enters" (the trigger as the parser keeps it).
_LANDFALL = lazy_compile(r"^Whenever a land you control enters(?: the battlefield)?$", re.IGNORECASE)
#: "Remove three quest counters from ~ and sacrifice it: Search your library …" (Khalni Heart Expedition): a search
#: whose cost removes counters of one kind from the permanent itself.
_COUNTER_SEARCH = lazy_compile(r"^Remove (?P<n>\w+) (?P<kind>[\w+/-]+) counters? from ~[^:]*: Search your library\b")
#: "Landfall — Whenever a land enters …, you may put a quest counter on ~." (the permanent's own counters).
_LANDFALL_COUNTER = lazy_compile(r"^(?:Landfall — )?Whenever a land (?:you control )?enters(?: the battlefield)?"
                                 r"(?: under your control)?, (?:you may )?put an? (?P<kind>[\w+/-]+) counter on ~\.$")
#: Text that puts counters on permanents or adds to them (proliferate, Evolution Sage; "put a +1/+1 counter on
#: target …"; "double the number of counters").
_GIVES_COUNTERS = lazy_compile(r"proliferate|\bcounters? on\b|number of counters", re.IGNORECASE)
#: Text that searches your library or puts something onto the battlefield, or returns it there (Splendid
#: Reclamation's "Return all land cards from your graveyard to the battlefield tapped"): where a land may enter.
_PUTS = lazy_compile(r"Search your library|\b(?:onto|to) the battlefield\b")
#: A triggered ability and its trigger event (CR 603.1), after the card's name was marked ``~``.
_TRIGGER = lazy_compile(r"^(?:[A-Z][\w' ]* — )?(?:When|Whenever) (?P<event>[^,]+), ")
#: A trigger event that cannot happen in the main phase the turn plans, for a permanent already on the battlefield:
#: it entering (it is there, CR 603.6a: only leaving and returning would make it enter again, :data:`REENTERS`), it
#: attacking or dealing combat damage (in combat, CR 506.1, no part of a main phase), an opponent playing a land
#: (only in their own turn, CR 116.2a, 305.2).
_NOT_THIS_PHASE = lazy_compile(r"^(?:~ )?(?:enters(?: the battlefield)?|attacks|deals combat damage to a player)$|"
                               r"^an opponent plays a land$")
#: A sentence that may make a permanent of yours leave the battlefield and enter it again, or return it to a hand
#: to be cast again (a flicker, a bounce; not one of a permanent you don't control).
REENTERS = lazy_compile(r"\breturn\b[^.]*\bto the battlefield\b|\bto (?:its|their) owner(?:'s|s') hands?\b",
                       re.IGNORECASE)
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}
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


def ramp_landfall_activations(analysis: Analysis, board: Board, copies: list[Copy]
                              ) -> tuple[tuple[str, CostedActivation], ...]:
    """One free activation per landfall source and land a spell cast this turn puts onto the battlefield tapped from
    ``library:`` (Rampant Growth, Explosive Vegetation, Cultivate's first land: :func:`~.cards.tapped_finds`; as
    many as it puts, at most the fitting cards of the library), adding what the trigger adds as it resolves (CR
    603.2, 603.6a: a land entering tapped is a landfall too; CR 608.2): each (the spell's copy key, the activation),
    used only after that cast (:func:`~.model.turn_board`). The land itself makes no mana this turn. None for a copy
    whose landfall mana is among its own (:attr:`~.cards.Copy.landfall_added`: the relaxation of
    :func:`~.ramp_bound.ramp_relaxation`).

    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.analysis import analysed
    >>> from manaplan.solver.turn.cards import read_copies
    >>> b = board_from_data({"permanents": ["Lotus Cobra"], "hand": ["Rampant Growth"], "library": ["Forest"]})
    >>> [(key, a.id) for key, a in ramp_landfall_activations(analysed(b), b, read_copies(b, [("hand", b.hand[0])]))]
    [('Rampant Growth (hand)#1', 'Lotus Cobra#1 (landfall: the land Rampant Growth puts)')]
    """
    if not landfall_sources(analysis) or not ramp_landfall_exact(board, copies):
        return ()
    out, said = [], set()
    for c in copies:
        ramp = ramp_of(c, board)
        if ramp is None or c.landfall_added:
            continue
        for i in range(ramp.count):
            label = f"the land {c.name} puts" + (f" ({i + 1})" if ramp.count > 1 else "")
            while label in said:
                label += "'"
            said.add(label)
            out += [(c.key, a) for a in landfall_activations(analysis, (label,))]
    return tuple(out)


def ramp_of(c: Copy, board: Board):
    """The lands ``c`` (a spell, not a permanent) puts onto the battlefield tapped (:func:`~.cards.tapped_finds`), or
    None."""
    if c.spell is None or c.enters is not None or c.why_not is not None or board.library is None:
        return None
    return tapped_finds(c.spell, board)


def ramp_landfall_exact(board: Board, copies: list[Copy]) -> bool:
    """Whether every spell that puts lands onto the battlefield tapped (Rampant Growth) surely finds as many as it
    puts, whatever else is cast: nothing else of the turn searches your library (another spell, a fetchland of the
    board or the hand, a permanent's ability), and the library holds, for each such spell, as many fitting cards as
    all of them put together (each card of a library is found once, CR 701.23). Then its landfall triggers are
    counted exactly (:func:`ramp_landfall_activations`); otherwise they are not, and the answer says so."""
    if board.library is None:
        return False
    ramps = {c.key: ramp_of(c, board) for c in copies}
    ramps = {k: r for k, r in ramps.items() if r is not None}
    if not ramps:
        return False
    searching = [c.card for c in copies if c.key not in ramps and c.spell is not None and _SEARCHES.search(
        c.spell.part.oracle_text or "")] + [c for c in board.hand if c.is_land and _SEARCHES.search(
        c.oracle_text or "")] + [
        p.card for p in board.permanents if p.is_yours and _SEARCHES.search(p.card.oracle_text or "")]
    if searching or any(c.finds or c.to_hand for c in copies if c.key not in ramps):
        return False
    demand = sum(r.count for r in ramps.values())
    library = (*board.library, *board.library_top)
    return all(sum(1 for card in library if card.name in {k.name for k in r.choices}) >= demand
               for r in ramps.values())


def fetch_landfall_activations(analysis: Analysis, pb: PaymentBoard) -> tuple[tuple[int, str, CostedActivation], ...]:
    """One free activation per landfall source and fetchland of the model's board the model cracks (a group with a
    usable search: :mod:`~manaplan.solver.core.searches`), for the land its crack puts onto the battlefield (CR
    603.2, 603.6a: a land entering by an ability is a landfall too), adding what the trigger adds as it resolves
    (CR 608.2): each (the fetchland's group, the landfall source's id, the activation), used only once that fetchland
    was cracked (:func:`~.model.turn_board`).

    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.analysis import analysed
    >>> a = analysed(board_from_data({"permanents": ["Lotus Cobra", "Polluted Delta"], "library": ["Island"]}))
    >>> [(src, act.id) for _, src, act in fetch_landfall_activations(a, a.activations())]
    [('Lotus Cobra#1', 'Lotus Cobra#1 (landfall: the land Polluted Delta#1 fetches)')]
    """
    sources = landfall_sources(analysis)
    if not sources:
        return ()
    out = []
    for g in pb.groups:
        if not any(u.usable and u.ability.cost.search for u in pb.uses if u.group == g.index):
            continue
        for p, e in sources:
            for fid in g.ids:
                out.append((g.index, p.id, CostedActivation(
                    id=f"{p.id} (landfall: the land {fid} fetches)", name=p.card.name, card=p.card,
                    costs=(ManaCost.parse("{0}"),), purpose=SpendPurpose.cast(frozenset()),
                    adds=tuple(e.adds.choices), rank=0,
                    text=f"{p.id}'s landfall trigger (the land {fid} fetched entered) resolves")))
    return tuple(out)


def fetches_left_out(analysis: Analysis, pb: PaymentBoard, permanents: tuple[Permanent, ...]
                     ) -> tuple[tuple[str, str], ...]:
    """The fetchlands among ``permanents`` (yours) the model never cracks (no usable search in ``pb``: its land would
    enter tapped, its land makes no mana …) beside a landfall source: cracked, the land it puts there would still
    trigger Lotus Cobra (CR 603.2), which is not counted — each (its id, why), for ``unproven``. A fetchland that can
    find no card the library lists (the library given) puts no land there: no landfall.

    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.analysis import analysed
    >>> def left_out(library):
    ...     a = analysed(board_from_data({"permanents": ["Lotus Cobra", "Evolving Wilds"], "library": library}))
    ...     return [pid for pid, _ in fetches_left_out(a, a.activations(), a.board.permanents)]
    >>> left_out(["Forest"]), left_out(["Lotus Petal"])
    (['Evolving Wilds#1'], [])
    """
    sources = landfall_sources(analysis)
    if not sources:
        return ()
    board = analysis.board
    known = (*(board.library or ()), *board.library_top)
    cracked = {pid for g in pb.groups if any(u.usable and u.ability.cost.search for u in pb.uses
                                             if u.group == g.index) for pid in g.ids}
    return tuple((p.id, f"the land it may fetch would trigger {sources[0][0].id}'s landfall, which is not counted: "
                        f"the model does not crack it") for p in permanents
                 if p.is_yours and p.id not in cracked and searches_of(p.card) and (board.library is None or any(
                     s.finds(c) for s in searches_of(p.card) for c in known)))


def _only_fetches(card: Card) -> bool:
    """Whether every sentence of ``card``'s text that searches your library or puts something onto the battlefield
    is a fetch the model reads (:func:`~manaplan.solver.core.searches.searches_of`): each crack's land is then a
    landfall the turn counts (:func:`fetch_landfall_activations`) or names (:func:`fetches_left_out`)."""
    fetches = {s.text for s in searches_of(card)}
    return all(line.strip() in fetches for line in strip_reminder_text(card.oracle_text or "").split("\n")
               if _PUTS.search(line))


def may_reenter(analysis: Analysis, copies: list[Copy]) -> bool:
    """Whether a permanent of yours or a spell the turn casts has text that may make a permanent of yours enter the
    battlefield again (:data:`REENTERS`), a sentence at a time (Cyclonic Rift's "… you don't control to its owner's
    hand" is none)."""
    texts = [q.card.oracle_text or "" for q in analysis.board.permanents if q.is_yours] + [
        c.card.oracle_text or "" for c in copies]
    return any(REENTERS.search(sentence) and "don't control" not in sentence and "opponent" not in sentence
               for text in texts for sentence in re.split(r"[.\n]", text))


def fires_this_turn(line: str, reenters: bool) -> bool:
    """Whether the ability ``line`` (its card's name marked ``~``) of a permanent already on the battlefield may do
    what it does in the main phase the turn plans: not a triggered ability whose every event cannot happen then
    (:data:`_NOT_THIS_PHASE`: Wood Elves' and Coiling Oracle's enters triggers, Uro's "enters or attacks",
    Burgeoning's "an opponent plays a land"), an enters trigger only while nothing may make it enter again
    (``reenters``: :func:`may_reenter`).

    >>> fires_this_turn("When ~ enters the battlefield, search your library for a Forest card, put that card onto "
    ...                  "the battlefield, then shuffle.", False)
    False
    >>> fires_this_turn("Whenever ~ or another Elemental enters the battlefield under your control, look at the top "
    ...                  "card of your library.", False)
    True
    """
    m = _TRIGGER.match(line)
    if m is None:
        return True
    events = [e.strip() for e in re.split(r",? or ", m["event"])]
    if not all(_NOT_THIS_PHASE.match(e) for e in events):
        return True
    return reenters and any("enters" in e for e in events)


def _puts_unmodelled(analysis: Analysis, copies: list[Copy], p: Permanent, reenters: bool) -> bool:
    """Whether ``p`` (yours, on the battlefield) may put a land onto the battlefield this turn in a way the turn does
    not count: by a sentence (:data:`_PUTS`) that is no fetch the model reads (its crack's land is counted:
    :func:`fetch_landfall_activations`) and no trigger that cannot fire this turn (:func:`fires_this_turn`), unless
    its every search needs counters out of reach (:func:`counters_out_of_reach`)."""
    fetches = {s.text for s in searches_of(p.card)}
    names = self_names(p.card.name)
    lines = [line.strip() for line in strip_reminder_text(p.card.oracle_text or "").split("\n") if _PUTS.search(line)]
    if all(line in fetches or not fires_this_turn(mark_self(line, names), reenters) for line in lines):
        return False
    return not counters_out_of_reach(analysis, copies, p)


def lands_entering_bound(analysis: Analysis, copies: list[Copy]) -> int:
    """At most how many lands enter this turn when every land that may enter is one the turn counts
    (:func:`landfall_modelled`'s other conditions): each land play, a fetchland played then cracked, the fetchlands
    of the board, the lands spells find (a found fetchland cracked too), the lands spells put into your hand and
    those they put onto the battlefield tapped (Rampant Growth's: a land entering tapped is a landfall too, CR
    603.2, 603.6a)."""
    board = analysis.board
    plays = plays_allowed(analysis)
    hand = [c for c in board.hand if c.is_land] + [card for c in copies for card in c.to_hand]
    played = plays * (2 if any(searches_of(c) for c in hand) else 1) if hand else 0
    fetches = sum(1 for p in board.permanents if p.is_yours and searches_of(p.card))
    finds = sum(max(c.find_count, 1) * (2 if any(searches_of(p.card) for p in c.finds) else 1)
                for c in copies if c.finds)
    tapped = sum(ramp.count for ramp in (ramp_of(c, board) for c in copies) if ramp is not None)
    return played + fetches + finds + tapped


def counters_out_of_reach(analysis: Analysis, copies: list[Copy], p: Permanent, more: int = 0) -> bool:
    """Whether ``p``'s every search of the library needs more of its own counters than it can get this turn, so that
    it puts no land onto the battlefield: Khalni Heart Expedition ("Landfall — … you may put a quest counter on ~."
    and "Remove three quest counters from ~ and sacrifice it: Search your library …") with fewer than three quest
    counters, less the lands that may enter this turn (:func:`lands_entering_bound`: one counter each, CR 603.2c;
    a bound only where every land that may enter is one the turn counts: :func:`landfall_modelled` asks last, and
    ``more`` lands that may enter besides: another such permanent's), and nothing else of yours or cast this turn
    that puts or adds counters (proliferate: Evolution Sage).

    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.analysis import analysed
    >>> a = analysed(board_from_data({"permanents": ["Lotus Cobra", "Khalni Heart Expedition"], "hand": ["Forest"]}))
    >>> counters_out_of_reach(a, [], a.board.permanents[1])
    True
    """
    lines = _own_lines(p)
    searches = [m for m in map(_COUNTER_SEARCH.match, lines) if m is not None]
    if not searches or len(searches) != sum(_PUTS.search(line) is not None for line in lines):
        return False
    kinds = {m["kind"] for m in searches}
    own = [m for m in map(_LANDFALL_COUNTER.match, lines) if m is not None]
    if len(kinds) != 1 or any(m["kind"] not in kinds for m in own) or len(own) > 1 or sum(
            _GIVES_COUNTERS.search(line) is not None for line in lines) != len(own):
        return False
    others = [q.card for q in analysis.board.permanents if q.is_yours and q.id != p.id] + [
        c.card for c in copies]
    if any(_GIVES_COUNTERS.search(card.oracle_text or "") for card in others):
        return False
    need = min(_NUMBERS.get(m["n"].lower(), 0) for m in searches)
    gained = lands_entering_bound(analysis, copies) + more if own else 0
    return need > 0 and p.counter(next(iter(kinds))) + gained < need


def _own_lines(p: Permanent) -> list[str]:
    """The lines of ``p``'s text, reminder text left out, its name marked ``~``."""
    return [line.strip().replace(p.card.name, "~") for line in
            strip_reminder_text(p.card.oracle_text or "").split("\n") if line.strip()]


def counter_search_lands(p: Permanent, board: Board) -> Ramp | None:
    """The lands ``p``'s searches whose cost removes its own counters put onto the battlefield tapped
    (:data:`_COUNTER_SEARCH`: Khalni Heart Expedition's "Remove three quest counters from ~ and sacrifice it: Search
    your library for up to two basic land cards, put them onto the battlefield tapped, then shuffle.", once: its
    cost sacrifices it), read by :func:`~.cards.lands_put_tapped` from ``board``'s library: the most any puts, every
    card any may find. No such search: a count of 0; None: one not read so (lands put untapped, a library not
    given, an ability with no sacrifice that could be activated again).

    >>> from manaplan.models.board_files import board_from_data
    >>> b = board_from_data({"permanents": ["Khalni Heart Expedition", "Lotus Cobra"], "library": ["Forest"]})
    >>> [(r.count, [c.name for c in r.choices]) for r in (counter_search_lands(p, b) for p in b.permanents)]
    [(2, ['Forest']), (0, [])]
    """
    count, choices = 0, {}
    for line in _own_lines(p):
        if _COUNTER_SEARCH.match(line) is None:
            continue
        cost, _, effect = line.partition(":")
        ramp = lands_put_tapped(effect, board)
        if ramp is None or re.search(r"\bsacrifice (?:~|it)\b", cost, re.IGNORECASE) is None:
            return None
        count = max(count, ramp.count)
        choices.update((card.name, card) for card in ramp.choices)
    return Ramp(tuple(choices.values()), count)


def landfall_modelled(analysis: Analysis, copies: list[Copy]) -> bool:
    """Whether every land that may enter this turn is one the board's own land plays put there or one a spell finds
    (Nature's Lore, Wood Elves: the turn model counts its landfall once it is found, :func:`~.model.turn_board`;
    every land of the library its search fits is among its finds, :func:`~.cards.search_fits`, none when the library
    has none), so that every landfall is counted: no spell that puts a land into your hand or lets you play or put
    more lands (Cultivate, Explore, Growth Spiral, Arboreal Grazer, Crucible of Worlds with a land in your graveyard:
    :func:`~.plays.lands_after_casts`), none that puts lands onto the battlefield otherwise (Scapeshift), no
    permanent of yours that searches for one or puts one there but a fetchland whose crack's land the turn counts
    (:func:`fetch_landfall_activations`, or names: :func:`fetches_left_out`; with the library given), a trigger that
    cannot fire this turn (Wood Elves' enters trigger, Burgeoning's: :func:`fires_this_turn`) or a search that needs
    counters out of reach this turn (:func:`counters_out_of_reach`); a spell that returns lands to the battlefield
    (Splendid Reclamation) puts lands there too. A land a spell puts into your hand
    (Seasons Past's Prismatic Vista) is counted when played as the land play after it (a land the spell "finds",
    :func:`~.model.turn_board`): where the play's timing changes nothing and it surely enters untapped then
    (:func:`~.entering.played_later`; a land that enters tapped is not played so)."""
    board = analysis.board
    to_hand = [card for c in copies for card in c.to_hand]
    if to_hand and not (play_timing_free(analysis) and all(played_later(analysis, card) for card in to_hand)):
        return False
    if lands_after_casts(analysis, copies):
        return False
    lands = [c for c in board.hand if c.is_land] + to_hand + [p.card for c in copies for p in c.finds]
    if any(_PUTS.search(c.oracle_text or "") and not _only_fetches(c) for c in lands):
        return False
    exact_ramp = ramp_landfall_exact(board, copies)
    for c in copies:  # a search whose every land it fits is among its finds (none when the library has none)
        if exact_ramp and ramp_of(c, board) is not None:
            continue  # Rampant Growth's land, put there tapped: its landfall counted (ramp_landfall_activations)
        if c.spell is not None and c.enters is None and board.library is not None and tapped_search_read(c.spell) \
                and tapped_finds(c.spell, board) is None:
            continue  # its search fits no card of the library: no land enters (CR 701.23b)
        if c.spell is not None and _PUTS.search(c.spell.part.oracle_text or ""):
            fits = search_fits(c.spell, analysis)
            if fits is None or not set(fits) <= {p.card.name for p in c.finds}:
                return False
    sources = {s.id for s, _ in landfall_sources(analysis)}
    searching = [p for p in board.permanents if p.is_yours and p.id not in sources and _PUTS.search(
        p.card.oracle_text or "")]
    fetches = [p for p in searching if searches_of(p.card)] + [c for c in lands if searches_of(c)]
    if fetches and board.library is None:  # nothing is assumed found in a library not given: no crack modelled
        return False
    reenters = may_reenter(analysis, copies)
    return not any(_puts_unmodelled(analysis, copies, p, reenters) for p in searching)
