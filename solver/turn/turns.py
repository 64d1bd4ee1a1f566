"""Your next N turns: :func:`solve_turns` (``manaplan turn --turns N``).

Turn 1 is the current main phase, planned exactly as :func:`~.solve.solve_turn` plans it. Each later turn begins with
the untap step (your permanents untap, CR 502.3), the draw step (the next card of the board's ``draws``, CR 504.1) and
a main phase with a new land play (CR 305.2). Permanents you controlled since the turn began are no longer summoning
sick (CR 302.6); the pool empties between steps and phases (CR 500.4), so no mana carries from one turn to the next;
life, counters and the cards used carry over. Nothing happens on opponents' turns: no interaction is modelled.

The objective, in order (SPEC, "Several turns"): every candidate cast by turn N; each candidate as early as possible,
the first named first; then the pay objectives over all turns (life lost, permanents sacrificed, permanents tapped).

How
---
A search over what each turn does, every turn checked by the one-turn engine (:func:`~.solve.solve_turn`, not a
copy of it). On a turn before the last, a branch is a land play (each land of the hand by name) and a set of cards
to cast: candidates not cast yet and *lasting helpers* from the hand (a permanent with a mana ability or a cost
change, a spell putting lands onto the battlefield: :func:`~.cards.read_copies`' helpers that leave something
behind, and ramp whose lands enter tapped, :func:`~.cards.tapped_finds`, each choice of the lands it finds in
``library:`` a branch). The one-turn engine says whether that set can be cast this turn, adding rituals and other
helpers of the hand only where they are needed (its "fewest helpers" objective), and with the least life lost. The
land, if the turn's casts did not use it, is played at the end of the turn, entering at no life cost. The state after
the turn (the permanents, untapped and no longer sick; the hand with the next draw; life; the library) is the next
turn's board, or, on a turn before the last, a fetchland on the battlefield whose land enters tapped (Evolving Wilds,
Fabled Passage, a Triome found) is cracked at the end of the turn, a branch for each land it can find (:meth:`_Search._cracks`): its
land is then untapped on the next turn (CR 701.23, 502.3), where cracked during a turn it adds no mana that turn. On
the last turn the candidates left are added greedily in the named order, which is exact for a
lexicographic order on one turn: the sets castable in one turn are closed under taking subsets, since the one-turn
engine may add any helper of the hand to any set.

A first pass finds the earliest turns (with the dominance of point 2 below); a second pass, among the plans casting
each candidate on those turns, finds the fewest helpers, then the least life lost, sacrificed and tapped, so that a
helper is cast only where it brings a candidate earlier.

Exactness
---------
A plan found is a plan: every turn of it is a one-turn plan of the one-turn engine on that turn's board. "Not
earlier" is proven only when the search saw every branch, and then because:

1. A set of cards the one-turn engine proves not castable has no castable superset (it adds helpers itself), so
   supersets are skipped, and a branch whose optimistic bound (each candidate not cast yet cast on the next turn,
   and never before the turn it is drawn, CR 504.1, nor the turn it can be cast alone, found by the same search with
   that candidate only) cannot beat the best plan found is not explored (branch and bound).
2. A turn's plan leaves behind only what it cast, the land played and the life it lost, and loses the least life
   among the plans casting that set; more life and the same permanents never make a later turn worse for mana (CR
   119.4 only lets you pay life you have). A *safe* helper (a mana source that untaps and changes no cost, or ramp)
   is never worse on the battlefield than in hand, so in the first pass a branch casting a subset of the safe
   helpers of a branch already followed, with the same land and candidates, is skipped. A plan that also sacrifices, exiles, searches (a fetchland, CR 701.23),
   moves counters or casts a helper not asked for may have an equally good sibling that leaves a different board:
   such a branch is followed, and the answer's "not earlier" is marked not proven (the plan itself stays valid).
3. A land in hand is always played: it is untapped on every later turn and keeps the land play of later turns for
   the lands drawn. Where a land of the hand or the draws enters tapped beside more lands (a fastland, "two or
   fewer other lands"), not playing is a branch too; a bounceland (it returns a land, modelled as returning itself)
   and cards whose text was not read leave "not earlier" unproven.
4. A fetchland is kept or cracked at the end of each turn, every choice a branch: keeping it keeps its life, the
   library's card and a later landfall. A land that enters untapped is not found there: found during the next
   turn, it leaves the same board.
5. The work is bounded by a number of one-turn solves (:data:`MAX_SOLVES`), never by seconds: when it is reached,
   or a one-turn answer is itself not proven, the answer says "not proven".

Without ``draws`` later turns draw nothing known, and the answer says so; a plan found is then a plan with the
cards you have, and "not earlier" is about those cards only.

Not modelled
------------
Opponents (no interaction, said in every answer); upkeep and draw-step triggers (Phyrexian Arena's life, a cumulative
upkeep) and card draw or selection beyond ``draws``; discarding to hand size (CR 514.1: said where a hand ends a turn
with more than seven cards); ``effects:`` end with turn 1. After a turn whose plan leaves you at 0 life or less, no
later turn is planned (CR 704.5a). Extra land plays on later turns (Exploration) and helpers the one-turn engine
does not cast are not used: a plan missed at most.

Examples
--------
>>> from manaplan.models.board_files import board_from_data
>>> b = board_from_data({"permanents": ["Forest"], "hand": ["Grizzly Bears"], "draws": ["Forest"]})
>>> plan = solve_turns(b, turns=2)
>>> plan.possible, dict(plan.earliest), [t.drawn for t in plan.turns]
(True, {'Grizzly Bears': 2}, [None, 'Forest'])

References
----------
CR 302.6 (summoning sickness), 305.2 (one land a turn), 500.4 (mana empties), 502.3 (untap step), 504.1 (draw step),
601.2f (cost changes), 614.1c-d (entering tapped or for life), 701.23 (search).
"""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field, replace
from itertools import combinations_with_replacement, product

from ...models.ability import ActivationCost
from ...models.board import Board, Permanent
from ...models.cards.store import Card, default_database
from ...models.effects.entering import ControlsAtMost, EntersTapped, ReturnsLand
from ...models.errors import BoardError
from ...models.oracle.relevance import UNTAP_STEPS, classify_card
from ...models.pool import ManaPool
from ...models.spells import spells_of
from ..analysis import Session, analysed
from ..cast.zones import next_id
from ..core.searches import search_stoppers, searches_of
from ..deadline import TimeLimitReached, remaining
from .cards import Ramp, changes_costs, is_land, pick_candidates, read_copies, tapped_finds
from .entering import land_options
from .land_zones import copy_land_zones
from .solve import TurnPlan, TurnStep, solve_turn
from .untap_spells import UNTAPS_ID, loyalty_used

__all__ = ["solve_turns", "earliest_each", "TurnsPlan", "TurnOf", "MAX_SOLVES", "MAX_CRACKS", "draw_order"]

#: The most one-turn solves one answer may use; past it the answer is "not proven".
MAX_SOLVES = 400

#: "Not proven" notes, said once each.
_DROPPED = ("a turn's plan moves counters, casts from the top of the library or plays a land in a way the search does "
            "not follow: an earlier turn is not ruled out")
_CUT = "the search stopped at its limit of {n} one-turn plans before seeing every way: an earlier turn is not ruled out"
_UNSAFE = ("a turn's plan {what}: another plan of that turn could leave a different board, so an earlier turn is not "
           "ruled out")
#: The most ways to crack the fetchlands at the end of one turn followed; past it (where the bound does not rule the
#: others out) the answer is "not proven".
MAX_CRACKS = 8
_CRACKS = ("the fetchlands on the battlefield could be cracked at the end of a turn in more ways than the search "
           "follows: an earlier turn is not ruled out")
_STOPPED = ("a fetchland could be cracked at the end of a turn, but a permanent stops, limits or punishes searching: "
            "the crack is not counted on, and an earlier turn is not ruled out")


@dataclass(frozen=True, slots=True)
class TurnOf:
    """One turn of a several-turns plan.

    Parameters
    ----------
    turn : int
        From 1 (the current main phase).
    drawn : str or None
        The card drawn in its draw step (None on turn 1, or when the draws are unknown).
    plan : TurnPlan
        The one-turn plan of that turn: its land play and casts (``steps``), tapped, life lost.
    hand_size : int
        The cards in your hand at the end of the turn.
    """

    turn: int
    drawn: str | None
    plan: TurnPlan
    hand_size: int = 0


@dataclass(frozen=True, slots=True)
class TurnsPlan:
    """The answer to "on which of my next N turns can I first cast each of these?".

    Parameters
    ----------
    possible : bool
        Every candidate is cast by turn N.
    turns : tuple of TurnOf
        The plan, turn by turn (up to the last turn that does something).
    earliest : tuple of (str, int or None)
        Each candidate, in the order named, and the turn it is cast in the plan (None: not by turn N). With one
        candidate it is the earliest turn it can be cast.
    candidates : tuple of str
    n_turns : int
    proven : bool
        No candidate can be cast earlier than the plan casts it (over the plans the module's notes describe).
    reason : str or None
        Why not, when not possible.
    notes : tuple of str
    draws_known : bool
        The board gives ``draws`` (else later turns draw nothing known).
    solves : int
        One-turn solves the search used.
    """

    possible: bool
    turns: tuple[TurnOf, ...] = ()
    earliest: tuple[tuple[str, int | None], ...] = ()
    candidates: tuple[str, ...] = ()
    n_turns: int = 1
    proven: bool = True
    reason: str | None = None
    notes: tuple[str, ...] = ()
    draws_known: bool = False
    solves: int = 0

    @property
    def cast(self) -> tuple[str, ...]:
        """Every spell cast, helpers included, turn by turn."""
        return tuple(c for t in self.turns for c in t.plan.cast)

    @property
    def tapped(self) -> tuple[str, ...]:
        """Every permanent tapped, turn by turn (a permanent tapped on two turns is named twice)."""
        return tuple(p for t in self.turns for p in t.plan.tapped)

    @property
    def sacrificed(self) -> tuple[str, ...]:
        return tuple(p for t in self.turns for p in t.plan.sacrificed)

    @property
    def life_lost(self) -> int:
        return sum(t.plan.life_lost for t in self.turns)


def draw_order(board: Board) -> tuple[Card, ...]:
    """The cards of your next draw steps, in order: ``library_top`` first when given, then ``draws`` (a ``draws`` list
    that starts with the ``library_top`` card counts it once).

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> b = board_from_data({"library_top": "Island", "draws": ["Island", "Forest"]})
    >>> [c.name for c in draw_order(b)]
    ['Island', 'Forest']
    """
    top = board.library_top[:1]
    if top and board.draws and board.draws[0].name == top[0].name:
        return board.draws
    return top + board.draws


# ------------------------------------------------------------------------------------------------ the search
@dataclass
class _Best:
    """The best complete plan found: its score and its turns."""

    score: tuple | None = None
    turns: tuple[TurnOf, ...] = ()
    cast_at: dict[int, int] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class _State:
    """A board at the start of a turn's main phase, the candidates not cast yet (indices) and the next draw."""

    board: Board
    turn: int
    pending: tuple[int, ...]
    drawn: str | None
    next_draw: int
    hand_before: int = 0


@dataclass(frozen=True, slots=True)
class _Option:
    """A branch of a turn: the land played (None: none; :data:`_ENGINE`: the one-turn engine's choice), the names to
    cast, the candidates they cast (index → turn), the lasting helpers among them and the safe ones, and every
    name the turn could choose (:attr:`items`)."""

    land: object
    names: tuple[str, ...]
    now: dict[int, int]
    helpers: Counter = field(default_factory=Counter)
    safe: frozenset[str] = frozenset()
    items: frozenset[str] = frozenset()


def _dominates(done: _Option, other: _Option) -> bool:
    """Whether the branch ``done``, followed with a plan that left only what it cast, makes ``other`` needless: the
    same land and candidates, and more helpers, the extra ones safe (module notes, 2)."""
    if done.land is not other.land or done.now.keys() != other.now.keys():
        return False
    extra = done.helpers - other.helpers
    return not (other.helpers - done.helpers) and all(n in done.safe for n in extra)


@dataclass
class _Memo:
    """What the searches of one answer share: the one-turn plans by board and names (None: not castable), the sets
    known not castable by board, the boards' keys, which cards stay tapped, and which let you play lands from the
    top of your library (by name)."""

    solves: dict = field(default_factory=dict)
    infeasible: dict = field(default_factory=dict)
    keys: dict = field(default_factory=dict)
    no_untap: dict = field(default_factory=dict)
    plays_top: dict = field(default_factory=dict)


class _Search:
    """The branch and bound of the module's notes, with its memo of one-turn solves and what it could not prove."""

    def __init__(self, session: Session, names: tuple[str, ...], draws: tuple[Card, ...], n: int, find,
                 max_solves: int, deadline: float, memo: _Memo, floors: tuple[int, ...]):
        self.session, self.names, self.draws, self.n, self.find = session, names, draws, n, find
        self.max_solves, self.deadline = max_solves, deadline
        self.floors = floors
        self.memo = memo
        self.solves, self.keys, self.infeasible, self.no_untap = memo.solves, memo.keys, memo.infeasible, memo.no_untap
        self.unsafe: set[str] = set()
        self.cut = False
        self.best = _Best()
        self.pay_phase = False

    def cheapest(self) -> None:
        """The second pass: among the plans casting each candidate on the turn the best plan found does, the fewest
        helpers, then the pay objectives (no dominance: a helper not needed is not cast)."""
        flag, turns, _ = self.best.score
        self.pay_phase = True
        self.best = _Best((flag, turns, (float("inf"),) * 4), self.best.turns, self.best.cast_at)
        self.cut = False

    # ---- one turn
    def solve(self, board: Board, names: tuple[str, ...]) -> bool:
        """Whether ``names`` (sorted) can all be cast on ``board`` this turn (proven; memoised with the search's)."""
        return self._solve(board, names) is not None and not self.cut

    def _solve(self, board: Board, names: tuple[str, ...]) -> TurnPlan | None:
        """The one-turn plan casting ``names`` (sorted) on ``board``, memoised; None when not castable or not
        known (the search is then cut)."""
        key = (self._key(board), names)
        if key in self.solves:
            return self.solves[key]
        if len(self.solves) >= self.max_solves or time.monotonic() > self.deadline:
            self.cut = True
            return None
        try:
            plan = solve_turn(self.session.analysis(board), names, time_limit=max(0.1, self.deadline -
                                                                                   time.monotonic()), find=self.find,
                              explain=False)  # a turn not castable is a branch cut: its reason is read nowhere
        except TimeLimitReached:
            plan = TurnPlan(False, proven=False)
        if not plan.possible and not plan.proven:
            self.cut = True
        self.solves[key] = plan if plan.possible else None
        return self.solves[key]

    def _key(self, board: Board) -> tuple:
        """The board as the turn sees it: boards reached in different orders are one state (ids are kept: a plan
        names permanents by id)."""
        key = self.keys.get(board)
        if key is None:
            key = self.keys[board] = (
                tuple(sorted(repr(p) for p in board.permanents)),
                tuple(sorted(c.name for c in board.hand)), board.life, board.land_played,
                tuple(sorted(c.name for c in board.graveyard)), tuple(sorted(repr(c) for c in board.command_zone)),
                None if board.library is None else tuple(sorted(c.name for c in board.library)))
        return key

    # ---- the tree
    def run(self, start: _State) -> None:
        self._visit(start, {}, (0, 0, 0, 0), ())

    def _score(self, cast_at: dict[int, int], pending: tuple[int, ...], at: int, pay: tuple) -> tuple:
        """A (partial) plan's score: candidates not cast yet counted cast on turn ``at`` at best (and never before
        their floor), lower is better."""
        turns = tuple(cast_at.get(i, max(at, self.floors[i])) for i in range(len(self.names)))
        return (any(t > self.n for t in turns), turns, pay if self.pay_phase else ())

    def _beaten(self, bound: tuple) -> bool:
        return self.best.score is not None and bound >= self.best.score

    def _visit(self, state: _State, cast_at: dict[int, int], pay: tuple, history: tuple[TurnOf, ...]) -> None:
        if not state.pending or state.turn > self.n:
            score = self._score(cast_at, state.pending, self.n + 1, pay)
            if self.best.score is None or score < self.best.score:
                self.best = _Best(score, history, dict(cast_at))
            return
        if self._beaten(self._score(cast_at, state.pending, state.turn, pay)):
            return
        followed: list[_Option] = []  # branches followed whose plans left only what they cast (module notes, 2)
        for option in self._options(state, cast_at, pay):
            if self._beaten(self._score({**cast_at, **option.now}, state.pending, state.turn + 1, pay)):
                continue
            if not self.pay_phase and any(_dominates(o, option) for o in followed):
                continue
            ways = self._turn(state, option)
            if ways and not any(plan.life_lost or plan.sacrificed or plan.exiled or
                                Counter(plan.cast) - Counter(option.names) for plan, _, _ in ways):
                followed.append(option)
            for plan, after, unsafe in ways:
                self._follow(state, cast_at, pay, history, plan, after, unsafe)

    def _follow(self, state: _State, cast_at: dict[int, int], pay: tuple, history: tuple[TurnOf, ...],
                plan: TurnPlan, after: _State, unsafe: frozenset[str]) -> None:
        """The next turn after ``plan``."""
        now = self._cast_pending(state, plan)
        done = {**cast_at, **{i: state.turn for i in now}}
        left = tuple(i for i in state.pending if i not in done)
        if left and state.turn < self.n:  # a later turn depends on what this one left
            self.unsafe |= unsafe
        ends = [(plan, after)] + (self._cracks(plan, after) if left and state.turn < self.n else [])
        for k, (plan, after) in enumerate(ends):  # kept, or cracked at the end of the turn (Evolving Wilds)
            more = (pay[0] + len(plan.cast) - len(now), pay[1] + plan.life_lost, pay[2] + len(plan.sacrificed),
                    pay[3] + len(plan.tapped))
            if k > MAX_CRACKS:  # not followed: unproven, unless the bound would not follow it either
                if not self._beaten(self._score(done, left, state.turn + 1, more)):
                    self.unsafe.add(_CRACKS)
                continue
            turn = TurnOf(state.turn, state.drawn, plan, after.hand_before)
            if after.board.life <= 0:  # you lose the game as state-based actions are checked (CR 704.5a)
                after = replace(after, turn=self.n + 1)
            self._visit(replace(after, pending=left), done, more, history + (turn,))

    def _cracks(self, plan: TurnPlan, after: _State) -> list[tuple[TurnPlan, _State]]:
        """Each way to crack, at the end of the turn, the fetchlands whose land enters tapped (Evolving Wilds, Fabled
        Passage; Misty Rainforest finding a Triome or a shockland not paid for; cracked during a turn, their land
        adds no mana that turn): the land found is on the battlefield and untapped from the next turn on (CR 701.23,
        502.3), the plan naming it as its last step. Keeping a fetch is the plan itself (it keeps its life, the
        library's card and the fetch for a later landfall), so each fetch is kept or cracked for each land it can
        find that may enter tapped, a branch each (a land entering untapped is as good found during the next turn);
        the most cracked first (:meth:`_follow` follows :data:`MAX_CRACKS` of them; past it the answer is not
        proven). ``after``: the next turn's state, before which the fetches are cracked."""
        board = after.board
        fetches = []
        for p in board.permanents:
            search = next(iter(searches_of(p.card)), None) if p.is_yours and not p.tapped and \
                p.id not in plan.tapped else None
            if search is None or replace(search.cost, life=0) != ActivationCost(tap=True, sacrifice_self=True):
                continue
            finds = sorted({c.name for c in board.library or () if search.finds(c) and (
                search.tapped or self._may_enter_tapped(c))})
            if finds:
                fetches.append((p, search, finds))
        if not fetches:
            return []
        if search_stoppers(board):  # Leonin Arbiter: a crack is not counted on, nor ruled out (CR 701.23)
            self.unsafe.add(_STOPPED)
            return []
        stock = Counter(c.name for c in board.library or ())
        ways: dict[tuple, list] = {}  # by the board they leave: the fetches kept and the lands found, by name
        for choice in product(*([None, *finds] for _, _, finds in fetches)):
            picked = [(p, search, name) for (p, search, _), name in zip(fetches, choice) if name is not None]
            life = sum(search.cost.life for _, search, _ in picked)
            if not picked or Counter(name for _, _, name in picked) - stock or board.life - life <= 0:
                continue  # the life paid must leave you above 0 (CR 117.3c, 704.5a)
            kept = sorted(p.card.name for (p, _, _), name in zip(fetches, choice) if name is None)
            ways.setdefault((tuple(kept), tuple(sorted(name for _, _, name in picked)), life), picked)
        out: list[tuple[TurnPlan, _State]] = []
        for picked in sorted(ways.values(), key=len, reverse=True):  # the most cracked first
            life = sum(search.cost.life for _, search, _ in picked)
            library, perms, grave, taken = list(board.library), list(board.permanents), list(board.graveyard), set()
            steps = list(plan.steps)
            for p, search, name in picked:
                card = _take(library, name)
                pid = next_id(board, name, taken)
                perms = [q for q in perms if q.id != p.id] + [Permanent(id=pid, card=card)]
                grave.append(p.card)
                steps.append(TurnStep(len(steps) + 1, "crack", p.card.name, "battlefield", permanent=p.id,
                                      finds=(pid,), life=search.cost.life))
            cracked = replace(plan, steps=tuple(steps), sacrificed=plan.sacrificed + tuple(p.id for p, _, _ in picked),
                              life_lost=plan.life_lost + life, life_after=plan.life_after - life)
            out.append((cracked, replace(after, board=replace(board, permanents=tuple(perms), library=tuple(library),
                                                               graveyard=tuple(grave), life=board.life - life))))
        return out

    def _cast_pending(self, state: _State, plan: TurnPlan) -> list[int]:
        """The candidates (indices) a turn's plan casts: each name cast, the first named copies first."""
        out: list[int] = []
        for name, count in Counter(plan.cast).items():
            out += [i for i in state.pending if self.names[i] == name][:count]
        return out

    def _options(self, state: _State, cast_at: dict[int, int], pay: tuple) -> list[_Option]:
        """The branches of a turn, best bound first, and of equal bound the most helpers first."""
        if state.turn == self.n:  # greedy in the named order (see the module's notes), one branch
            return self._last(state)
        board = state.board
        lands = [] if board.land_played else list({c.name: c for c in board.hand if is_land(c)}.values())
        skip = not lands or any(self._fewer(c) for c in (*board.hand, *self.draws) if is_land(c))
        land_options: list[Card | None] = [*lands, *([None] if skip else [])]
        present = _present(board)
        wanted = Counter(self.names[i] for i in state.pending)
        cands = {name: min(n, present[name]) for name, n in wanted.items() if present[name]}
        helpers, safe = self._helpers(board, wanted)
        helpers = {name: n for name, n in helpers.items() if name not in cands}
        out: list[_Option] = []
        for counts in _sub_multisets([*cands.items(), *helpers.items()]):
            names = tuple(sorted(name for name, k in counts for _ in range(k)))
            now: dict[int, int] = {}
            for name, k in counts:
                if name in cands:
                    now.update({i: state.turn for i in [i for i in state.pending if self.names[i] == name][:k]})
            used = Counter({name: k for name, k in counts if name in helpers})
            items = frozenset(cands) | frozenset(helpers)
            for land in land_options:
                out.append(_Option(land, names, now, used, frozenset(n for n in used if n in safe), items))
        turn = state.turn
        fewer = 1 if self.pay_phase else -1  # the first pass tries the most helpers first, the second the fewest
        out.sort(key=lambda o: (self._score({**cast_at, **o.now}, state.pending, turn + 1, pay),
                                fewer * sum(o.helpers.values()), o.land is None, len(o.names)))
        return out

    def _last(self, state: _State) -> list[_Option]:
        """The last turn: the candidates left, added in the named order while the one-turn engine can cast them."""
        chosen: list[str] = []
        now: dict[int, int] = {}
        present = _present(state.board)
        for i in state.pending:
            if present[self.names[i]] <= chosen.count(self.names[i]):
                continue  # not drawn yet
            names = tuple(sorted([*chosen, self.names[i]]))
            if self._solve(state.board, names) is not None:
                chosen.append(self.names[i])
                now[i] = state.turn
        return [_Option(_ENGINE, tuple(sorted(chosen)), now)]

    def _stays_tapped(self, card: Card) -> bool:
        """Its text says it does not untap in your untap step (read as :data:`~manaplan.models.oracle.relevance.
        UNTAP_STEPS`; "you may choose not to untap" too: a plan missed at most)."""
        if card.name not in self.no_untap:
            self.no_untap[card.name] = any(p.reason == UNTAP_STEPS for p in classify_card(card).pieces)
        return self.no_untap[card.name]

    def _rechooses(self, card: Card) -> bool:
        """Its mana ability chooses the next colour at random (Gem Bazaar): tapped this turn, its colour on later
        turns is one no board gives."""
        return any(a.rechooses_color for a in self.session.read(card).mana_abilities)

    def _may_enter_tapped(self, card: Card) -> bool:
        """Its own "enters tapped", whatever its condition (a Triome; a shockland, CR 614.1d)."""
        return any(isinstance(r, EntersTapped) for r in self.session.read(card).entering)

    def _fewer(self, card: Card) -> bool:
        """A land that enters tapped beside more lands (a fastland): not playing it is a branch."""
        own = self.session.read(card).entering
        return any(isinstance(r, EntersTapped) and any(isinstance(c, ControlsAtMost) for c in r.unless) for r in own)

    def _helpers(self, board: Board, wanted: Counter) -> tuple[dict[str, int], set[str]]:
        """The lasting helpers of the hand by name, with their counts (candidates' copies left out), and those that
        are *safe*: mana sources that untap, changing no cost (on the battlefield they are never worse than in hand)."""
        analysis = self.session.analysis(board)
        copies = read_copies(analysis, [], helpers=True)
        out: Counter = Counter()
        safe: set[str] = set()
        for c in copies:
            if c.why_not is None and c.zone == "hand" and (c.enters is not None or c.finds):
                out[c.name] += 1
                if (c.finds or analysis.read(c.spell.part).mana_abilities) and not self._stays_tapped(c.card) and (
                        c.enters is None or not changes_costs(analysis, c.enters)):
                    safe.add(c.name)
        for card in board.hand:  # ramp putting lands onto the battlefield tapped: no help now, but later
            spell = next((p for p in spells_of(card) if p.kind == "spell"), None)
            if spell is not None and card.name not in out and tapped_finds(spell, board) is not None:
                out[card.name] = 1
                safe.add(card.name)
        in_hand = Counter(c.name for c in board.hand)
        return {name: min(n, in_hand[name] - wanted.get(name, 0)) for name, n in out.items()
                if in_hand[name] - wanted.get(name, 0) > 0}, safe

    def _turn(self, state: _State, option: _Option) -> list[tuple[TurnPlan, _State, frozenset[str]]]:
        """One turn: the plan casting the option's names with its land as the land play, and the next turn's state
        for each choice of the lands its ramp spells find (Rampant Growth); none when not castable, or when the plan
        casts more of the turn's choices than asked (that set is a branch of its own); and the reasons it gives for
        "not proven"."""
        board, land, names = state.board, option.land, option.names
        before = set(self.unsafe)
        if land is _ENGINE:
            solve_board = board
        else:
            solve_board = replace(board, hand=tuple(c for c in board.hand if not is_land(c)) + (
                (land,) if land is not None else ()))
        if names:
            bad = self.infeasible.setdefault(self._key(solve_board), [])
            wanted = Counter(names)
            if any(not (b - wanted) for b in bad):  # a subset is not castable: nor is this (module notes, 1)
                return []
            plan = self._solve(solve_board, names)
            if plan is None:
                bad.append(wanted)
                return []
        else:
            plan = TurnPlan(True, life_after=board.life)
        plan = replace(plan, steps=tuple(replace(s, helper=True) if s.action == "cast" and s.card not in self.names
                                         else s for s in plan.steps))  # not asked about: a helper over the turns
        extra = Counter(plan.cast) - Counter(names)
        if extra and land is not _ENGINE and all(n in option.items for n in extra):
            return []
        end = self._after(solve_board, plan, names, land is _ENGINE)
        if end is None:
            if land is not _ENGINE and len(self._cast_pending(state, plan)) < len(state.pending):
                self.unsafe = before | {_DROPPED}  # a later turn would need the board this plan leaves
                return []
            end = (board, plan)  # nothing left to cast after it: the board it leaves does not matter
        end_board, plan = end
        if land is not _ENGINE:  # the lands kept back come back to the hand
            back = [c for c in board.hand if is_land(c)]
            played = [s.card for s in plan.steps if s.action == "play"]
            if land is not None and (not played or land.name in played):  # else another land was the land play
                back.remove(land)
            end_board = replace(end_board, hand=end_board.hand + tuple(back))
            if land is not None and not played:
                placed = self._play_at_end(end_board, land, plan)
                if placed is None:
                    self.unsafe = before | {_DROPPED}
                    return []
                end_board, plan = placed
        tapped = {p.id for p in end_board.permanents if p.tapped} | set(plan.tapped)
        unsafe = self._taken_unsafe(before)
        took_top = any(s.action == "play" and s.zone == "library_top" for s in plan.steps)
        return [(found_plan, self._untap(found_board, state, tapped, took_top), unsafe)
                for found_board, found_plan in self._ramped(solve_board, end_board, plan)]

    def _ramped(self, board: Board, end: Board, plan: TurnPlan) -> list[tuple[Board, TurnPlan]]:
        """The board at the end of the turn for each choice of the lands the plan's ramp spells put onto the
        battlefield tapped and into your hand (:func:`~.cards.tapped_finds`), the plan naming them (``board``: the
        turn's board as it began)."""
        out = [(end, plan)]
        in_hand = Counter(c.name for c in board.hand)
        played_found = any(s.action == "play" and not in_hand[s.card] for s in plan.steps)  # Cultivate's, played
        for k, step in enumerate(plan.steps):
            spell = self._ramp_spell(board, step) if step.action == "cast" else None
            ramp = tapped_finds(spell, board) if spell is not None else None
            if ramp is None:
                continue
            grown = []
            for b, p in out:
                for ids, bf, hand in _ramp_choices(b, ramp, to_hand=ramp.to_hand and not played_found):
                    library = list(b.library or ())
                    for card in (*bf, *hand):
                        _take(library, card.name)
                    perms = tuple(Permanent(id=pid, card=card, tapped=True) for pid, card in zip(ids, bf))
                    steps = list(p.steps)
                    steps[k] = replace(steps[k], finds=steps[k].finds + ids)
                    notes = p.notes + tuple(f"{step.card} puts {card.name} into your hand" for card in hand)
                    grown.append((replace(b, permanents=b.permanents + perms, library=tuple(library),
                                          hand=b.hand + hand), replace(p, steps=tuple(steps), notes=notes)))
            out = grown or out
        return out

    def _ramp_spell(self, board: Board, step: TurnStep):
        """The spell a cast step cast, from its zone of ``board`` (None when it is not there)."""
        zone = {"hand": board.hand, "graveyard": board.graveyard}.get(step.zone or "", ())
        for card in zone:
            for spell in spells_of(card):
                if spell.kind == "spell" and spell.name == step.card:
                    return spell
        return None

    def _taken_unsafe(self, before: set[str]) -> frozenset[str]:
        """The reasons for "not proven" noted since ``before``, taken back: they count only where a later turn has a
        candidate left to cast (:meth:`_visit`)."""
        new = frozenset(self.unsafe - before)
        self.unsafe = before
        return new

    def _after(self, board: Board, plan: TurnPlan, names: tuple[str, ...], last: bool
               ) -> tuple[Board, TurnPlan] | None:
        """The board at the end of the turn ``plan`` plays (None: a plan whose traces the search cannot follow)."""
        perms = [p for p in board.permanents if p.id not in set(plan.sacrificed) and p.id not in set(plan.exiled)
                 and p.id not in set(plan.removed)]  # Snap's creature: returned to its owner's hand
        hand, grave, command = list(board.hand), list(board.graveyard), list(board.command_zone)
        library = None if board.library is None else list(board.library)
        in_hand = dict(plan.in_hand)
        for pid in plan.exiled:  # a Spirit Guide exiled from your hand for its mana
            if pid in in_hand and not _take(hand, in_hand[pid]):
                return None
        if plan.sacrificed and not last:
            self.unsafe.add(_UNSAFE.format(what="sacrifices a permanent"))
        if plan.exiled and not last:
            self.unsafe.add(_UNSAFE.format(what="exiles a card or permanent"))
        if plan.removed and not last:  # another target, or yours to recast, is not followed
            self.unsafe.add(_UNSAFE.format(what="removes a permanent a spell targets"))
        if Counter(plan.cast) - Counter(names) and not last:
            self.unsafe.add(_UNSAFE.format(what="casts a helper not asked for (a ritual, a Spirit Guide)"))
        if any(s.chosen for s in plan.steps) and not last:  # chosen for that turn's spells (:mod:`.choosing`)
            self.unsafe.add(_UNSAFE.format(what="chooses a type as a permanent enters (Cloud Key)"))
        for pid in dict.fromkeys(p.permanent.removesuffix(UNTAPS_ID) for s in plan.steps for p in s.plan
                                 if p.permanent and p.permanent.endswith(UNTAPS_ID)):
            at = next((i for i, q in enumerate(perms) if q.id == pid), None)
            if at is None:
                continue  # a card cast this turn (Snap)
            walker, known = loyalty_used(perms[at])  # Kiora's "−1: Untap target permanent."
            if not known and not last:
                self.unsafe.add(_UNSAFE.format(what="uses a planeswalker whose loyalty the board does not give"))
            if walker is None:
                grave.append(perms.pop(at).card)
            else:
                perms[at] = walker
        for s in plan.steps:
            for p in s.plan:
                cost = p.ability.cost if p.ability is not None else None
                if cost is not None and (cost.remove_counters or cost.remove_x_counters or cost.put_counters):
                    return None  # counters moved: not followed (see the module's notes)
                if p.search is not None and not last:
                    self.unsafe.add(_UNSAFE.format(what="searches your library (a fetchland)"))
                    card = _take(library, p.search.land) if library is not None else None
                    if card is None or p.search.id is None:
                        return None
                    perms.append(Permanent(id=p.search.id, card=card))
            if s.action == "play" and s.zone == "library_top":  # Courser of Kruphix: the top card, known
                card = next((c for c in board.library_top[:1] if c.name == s.card), None)
                if card is not None and library is not None:
                    _take(library, s.card)
            elif s.action == "play":
                card = _take(hand, s.card) or (_take(library, s.card) if library is not None else None)
            if s.action == "play":
                if card is None:
                    return None
                if s.permanent is None:  # a bounceland returning itself
                    self.unsafe.add("a bounceland is taken to return itself: an earlier turn is not ruled out")
                    hand.append(card)
                else:
                    perms.append(Permanent(id=s.permanent, card=_face(card, s.card)))
                continue
            zone = {"hand": hand, "graveyard": grave}.get(s.zone or "")
            if s.zone == "command":
                commander = next((c for c in command if c.card.name == s.card), None)
                if commander is None:
                    return None
                command.remove(commander)
                card = commander.card
            elif zone is not None:
                card = _take(zone, s.card)
                if card is None:
                    return None
            else:
                return None  # cast from the top of the library: not followed
            exiled = _take(hand, s.imprinted) if s.imprinted else None  # Chrome Mox's card (CR 614.1c)
            land = _take(hand, s.discarded) if s.discarded else None  # Mox Diamond's land (CR 614.1a)
            if (s.imprinted and exiled is None) or (s.discarded and land is None):
                return None
            if (s.imprinted or s.discarded) and not last:
                self.unsafe.add(_UNSAFE.format(what="exiles or discards a card of your hand as a permanent enters"))
            if land is not None:
                grave.append(land)
            if s.permanent is not None:
                # with the card it exiled and the type it chose as it entered (Chrome Mox; Cloud Key, CR 614.12c)
                perms.append(Permanent(id=s.permanent, card=_face(card, s.card), imprinted=exiled, chosen=s.chosen))
            elif s.zone == "hand":
                grave.append(card)
            for pid in s.finds:  # a land a spell put onto the battlefield (Rampant Growth)
                found = _take(library, pid.rsplit("#", 1)[0]) if library is not None else None
                if found is None:
                    return None
                perms.append(Permanent(id=pid, card=found))
        discarded = sum(s.discards for s in plan.steps)  # Lightning Axe: cards the turn did not use, which left open
        if discarded and not last:
            self.unsafe.add(_UNSAFE.format(what="discards a card"))
        for _ in range(min(discarded, len(hand))):  # a spell before a land: the land may still be played later
            card = next((c for c in reversed(hand) if not is_land(c)), hand[-1])
            hand.remove(card)
            grave.append(card)
        gone = set(plan.sacrificed) | set(plan.exiled)  # also what entered this turn and left (a fetch played, cracked)
        perms = [p for p in perms if p.id not in gone]
        end = replace(board, permanents=tuple(perms), hand=tuple(hand), graveyard=tuple(grave),
                      command_zone=tuple(command), library=None if library is None else tuple(library),
                      life=board.life - plan.life_lost)
        return end, plan

    def _play_at_end(self, board: Board, land: Card, plan: TurnPlan) -> tuple[Board, TurnPlan] | None:
        """``land`` played after the turn's casts, entering at no life cost (tapped or not: it untaps next turn)."""
        if any(isinstance(r, ReturnsLand) for r in self.session.read(land).entering):
            self.unsafe.add("a bounceland is taken to return itself: an earlier turn is not ruled out")
        ways = [w for w in land_options(self.session.analysis(replace(board, land_played=False)), None, set())
                if w.card.name == land.name or w.card.name in {f.name for f in getattr(land, "faces", ()) or ()}]
        way = next((w for w in ways if w.entry.life == 0), None)
        if way is None:
            return None
        step = TurnStep(1, "play", way.card.name, "hand", permanent=way.permanent.id if way.permanent is not None
                        else None)  # first, as a player would: the casts did not need it, so it changes nothing
        steps = (step, *(replace(s, step=s.step + 1) for s in plan.steps))
        return way.board, replace(plan, steps=steps)

    def _untap(self, board: Board, state: _State, tapped: set[str], took_top: bool = False) -> _State:
        """The next turn's board: untap (CR 502.3) but what "doesn't untap during your untap step" (Mana Vault) among
        ``tapped``, no longer sick (CR 302.6), the pool empty (CR 500.4), a new land play (CR 305.2), the next draw
        (CR 504.1); effects of this turn end. A permanent among ``tapped`` whose colour was then chosen at random
        (Gem Bazaar) has no ``chosen`` colour known.

        The top card of your library is the next of the draws: when the turn played it (``took_top``: Courser of
        Kruphix), the draw is the one after it. On the next turn the top card, the draw after that one, is known as
        ``library_top`` when a land may be played from there and it is a land (Courser may play it); else it stays
        unknown (a spell that draws it would read it, but the draws are the draw steps')."""
        perms = tuple(replace(p, tapped=p.id in tapped and self._stays_tapped(p.card), sick=False, entered=None,
                              attacking=False, chosen=None if p.id in tapped and self._rechooses(p.card) else p.chosen)
                      if p.is_yours else p for p in board.permanents)
        at = state.next_draw + took_top
        drawn = self.draws[at] if at < len(self.draws) else None
        top = self.draws[at + 1:at + 2] if drawn is not None and _top_playable(board, self.draws,
                                                                                  self.memo.plays_top) else ()
        library = board.library
        if drawn is not None and library is not None:
            rest = list(library)
            _take(rest, drawn.name)
            library = tuple(rest)
        nxt = replace(board, permanents=perms, pool=ManaPool(), land_played=False, effects=(), library=library,
                      hand=board.hand + ((drawn,) if drawn is not None else ()),
                      library_top=tuple(c for c in top if is_land(c)), draws=())
        return _State(nxt, state.turn + 1, state.pending, drawn.name if drawn is not None else None,
                      at + (drawn is not None), len(board.hand))


#: The land play left to the one-turn engine (the last turn: no later turn to keep a land for).
_ENGINE = object()


def _floors(searcher, names: tuple[str, ...], arrivals: tuple[int, ...], start: _State) -> tuple[int, ...]:
    """Each candidate's earliest turn at best: the later of its arrival and the turn it can be cast alone (a search
    with that candidate only, by ``searcher(name, arrival)``), once per name; the arrival alone where that search was
    cut short or followed a plan it could not prove the best (its turn is then no bound)."""
    alone_turn: dict[str, int] = {}
    probe = searcher(names[0], 1)
    first = [name for name, arrival in zip(names, arrivals) if arrival == 1]
    if first and probe.solve(start.board, tuple(sorted(first))):  # all on turn 1: each alone too (module notes, 1)
        alone_turn.update({name: 1 for name in first})
    out = []
    for name, arrival in zip(names, arrivals):
        if name not in alone_turn:
            alone = searcher(name, arrival)
            alone.run(replace(start, pending=(0,)))
            t = alone.best.cast_at.get(0) if alone.best.score is not None else None
            alone_turn[name] = (t if t is not None else alone.n + 1) if not (alone.cut or alone.unsafe) else 1
        out.append(max(arrival, alone_turn[name]))
    return tuple(out)


def _top_playable(board: Board, draws: tuple[Card, ...], known: dict[str, bool] | None = None) -> bool:
    """Whether a land may be played from the top of your library in these turns (Courser of Kruphix on the
    battlefield, or a card of the hand or the draws that may become one). ``known``: each card's answer by name,
    kept between calls (its text is read once)."""
    known = {} if known is None else known
    cards = [p.card for p in board.permanents if p.is_yours] + list(board.hand) + list(draws)
    for c in cards:
        if c.name not in known:
            known[c.name] = "library_top" in copy_land_zones(c)
    return any(known[c.name] for c in cards)


def _sooner(board: Board, names: tuple[str, ...], draws: tuple[Card, ...], earliest) -> list[str]:
    """The candidates a land played from the top of your library could bring sooner than the turns found: drawn
    after a land of the draws (played from the top instead, CR 305.2 and Courser of Kruphix, the draws after it come
    a turn sooner, CR 504.1) and not cast on turn 2, the first draw's. The turns follow the draws in order."""
    if not _top_playable(board, draws):
        return []
    arrivals = _arrivals(board, names, draws, len(draws) + 2)
    out = []
    for (name, turn), arrival in zip(earliest, arrivals):
        j = arrival - 2  # its draw's index
        if 0 < j < len(draws) and any(is_land(c) for c in draws[:j]) and (turn is None or turn > 2):
            out.append(name)
    return list(dict.fromkeys(out))


def _arrivals(board: Board, names: tuple[str, ...], draws: tuple[Card, ...], n: int) -> tuple[int, ...]:
    """The turn each candidate's copy can first be cast on at best: 1 for the copies there now (hand, graveyard,
    command zone), the turn of its draw for the others (CR 504.1: the draw of turn k is ``draws[k - 2]``), ``n + 1``
    for a copy never drawn by turn ``n``.

    >>> from manaplan.models.board_files import board_from_data
    >>> b = board_from_data({"hand": ["Opt"], "draws": ["Island", "Opt"]})
    >>> _arrivals(b, ("Opt", "Opt", "Opt"), b.draws, 5)
    (1, 3, 6)
    """
    seen: Counter = Counter()
    here = _present(board)
    out = []
    for name in names:
        seen[name] += 1
        k = seen[name] - here[name]
        if k <= 0:
            out.append(1)
            continue
        at = [j + 2 for j, c in enumerate(draws) if c.name == name]
        out.append(at[k - 1] if k <= len(at) and at[k - 1] <= n else n + 1)
    return tuple(out)


def _ramp_choices(board: Board, ramp: Ramp, *, to_hand: bool) -> list[tuple[tuple[str, ...], tuple, tuple]]:
    """Each way ``ramp`` may go on ``board``: the ids and cards of the lands put onto the battlefield (as many as
    ``ramp.count`` and the library allow) and the card put into your hand. With one land to find, Cultivate puts it
    onto the battlefield (Wizards ruling of 2010-08-15)."""
    stock = Counter(c.name for c in board.library or () if c.name in {r.name for r in ramp.choices})
    cards = {c.name: c for c in ramp.choices}
    n = min(ramp.count, sum(stock.values()))
    out = []
    for bf in sorted(set(combinations_with_replacement(sorted(stock), n))):
        if any(bf.count(name) > stock[name] for name in bf):
            continue
        rest = stock - Counter(bf)
        hands = sorted(rest) if to_hand and rest else [None]
        for hand in hands:
            taken: set[str] = set()
            ids = tuple(next_id(board, name, taken) for name in bf)
            out.append((ids, tuple(cards[name] for name in bf), (cards[hand],) if hand else ()))
    return out


def _present(board: Board) -> Counter:
    """The names of the cards a turn may cast from (hand, graveyard, command zone), counted."""
    return Counter(c.name for c in (*board.hand, *board.graveyard, *(c.card for c in board.command_zone)))


def _take(cards: list[Card], name: str) -> Card | None:
    """Remove and return the first card of ``cards`` named ``name`` (or with a face of that name)."""
    for i, c in enumerate(cards):
        if c.name == name or c.full_name == name or name in {f.name for f in getattr(c, "faces", ()) or ()}:
            return cards.pop(i)
    return None


def _face(card: Card, name: str) -> Card:
    """The face of ``card`` named ``name`` (the card itself when it has no such face)."""
    return next((f for f in getattr(card, "faces", ()) or () if f.name == name and card.name != name), card)


def _sub_multisets(items: list[tuple[str, int]]) -> list[tuple[tuple[str, int], ...]]:
    """Every sub-multiset of ``items`` (name, count), as (name, count > 0) pairs."""
    out: list[tuple[tuple[str, int], ...]] = [()]
    for name, n in items:
        out = [(*s, *(((name, k),) if k else ())) for s in out for k in range(n + 1)]
    return out


# ------------------------------------------------------------------------------------------------ entry point
def solve_turns(board: Board, cards: tuple[str, ...] | None = None, *, turns: int, time_limit: float = 10.0,
                find=None, max_solves: int = MAX_SOLVES, cheapest: bool = True) -> TurnsPlan:
    """On which of your next ``turns`` turns can each candidate first be cast, and the plan turn by turn (see the
    module's notes).

    Parameters
    ----------
    board : Board or Analysis
        The board now (turn 1's main phase), with ``draws`` (and ``library_top``, the first draw).
    cards : tuple of str, optional
        The candidates by name, from the hand, the draws, the graveyard or the command zone; a name twice is two
        copies. None: every nonland card of the hand and the draws.
    turns : int
        N, the last turn asked about (1: this turn only).
    time_limit : float
        Seconds for the whole answer (within a command's deadline when one is set); reaching it is "not proven".
    find : callable, optional
        Name → Card (a database's ``get``), for "did you mean" on an unknown name.
    max_solves : int
        The most one-turn solves (:data:`MAX_SOLVES`); reaching it is "not proven".
    cheapest : bool
        Run the second pass (the plan with the fewest helpers, then the pay objectives); off, the earliest turns
        and whether they are proven are the same, the plan shown may use more than it needs, and fewer solves are
        spent.

    Returns
    -------
    TurnsPlan

    Raises
    ------
    BoardError
        A named card in none of the zones (or a land), or ``turns`` below 1.

    References
    ----------
    CR 302.6, 305.2, 500.4, 502.3, 504.1.
    """
    if turns < 1:
        raise BoardError(f"--turns must be 1 or more, not {turns}")
    analysis = analysed(board)
    session = analysis.session
    board = analysis.board
    if find is None:
        find = default_database().get
    draws = draw_order(board)
    whole = replace(board, hand=board.hand + draws, library_top=())  # every card the turns may cast from hand
    try:
        picked = pick_candidates(whole, cards, find)
    except BoardError as exc:
        if "in none of the board's zones" in str(exc):
            raise BoardError(str(exc).replace("command_zone)", "command_zone, draws)")) from None
        raise
    names = tuple(card.name for _, card in picked)
    notes = ["opponents' interaction is assumed absent: nothing happens on their turns"]
    if not board.draws and not board.library_top:
        notes.append("no draws given: later draws are unknown, and each turn draws nothing known")
    if not names:
        return TurnsPlan(True, candidates=(), n_turns=turns, notes=tuple(notes), draws_known=bool(draws))
    deadline = time.monotonic() + remaining(time_limit)
    start = _State(replace(board, draws=()), 1, tuple(range(len(names))), None, 0)
    memo = _Memo()
    floors = _arrivals(board, names, draws, turns)
    if len(names) > 1:  # each candidate alone first: its earliest turn bounds the joint search
        floors = _floors(lambda name, floor: _Search(session, (name,), draws, turns, find, max_solves, deadline, memo,
                                                     (floor,)), names, floors, start)
    search = _Search(session, names, draws, turns, find, max_solves, deadline, memo, floors)
    search.run(start)
    cut, unsafe = search.cut, set(search.unsafe)
    if search.best.score is not None and cheapest:
        search.cheapest()
        search.run(start)
        if search.cut:
            notes.append("the search stopped at its limit before it saw every plan with the fewest helpers and taps: "
                         "the turns are the earliest, the plan shown may use more than it needs")
    used = len(memo.solves)
    best = search.best
    earliest = tuple((name, best.cast_at.get(i)) for i, name in enumerate(names))
    possible = all(t is not None for _, t in earliest)
    history = best.turns
    while history and not history[-1].plan.steps:  # turns that do nothing, at the end
        history = history[:-1]
    sooner = _sooner(board, names, draws, earliest)
    if sooner:
        notes.append(f"not proven: a land played from the top of your library could bring {', '.join(sooner)} a turn "
                     f"sooner (the draws after it come sooner): the turns follow the draws in order")
    proven = not cut and not unsafe and not sooner
    full = [t.turn for t in history[:-1] if t.hand_size > 7]
    if full:
        notes.append(f"your hand holds more than seven cards at the end of turn {full[0]}: discarding to hand size "
                     f"(CR 514.1) is not modelled, so the plan keeps them all")
    if cut:
        notes.append(_CUT.format(n=max_solves) if used >= max_solves else
                     "the search stopped at its time limit or a turn it could not decide: an earlier turn is not "
                     "ruled out")
    notes += sorted(unsafe)
    missing = [name for name, t in earliest if t is None]
    reason = None if possible else (
        f"{', '.join(missing)}: not castable by turn {turns}" + ("" if draws else " with the cards you have"))
    return TurnsPlan(possible, tuple(history), earliest, names, turns, proven, reason, tuple(notes), bool(draws), used)


def earliest_each(board: Board, draws: tuple[Card, ...], turns: int, cards: tuple[str, ...], *,
                  max_solves: int = MAX_SOLVES, time_limit: float = 10.0) -> tuple[tuple[int | None, bool], ...]:
    """Each card's own earliest turn within ``turns`` (None: not by then) and whether it is proven, each card asked
    alone: the question a deck simulation's planner (:class:`~manaplan.solver.deck.planner.Planner`) asks of one game,
    ``board`` holding the opening hand and ``draws`` the cards drawn after it. A proven answer is
    ``Earliest(turn, None)``; an unproven one is ``Earliest(turn, 1)`` (nothing ruled out before ``turn``).

    >>> from manaplan.models.board_files import board_from_data
    >>> b = board_from_data({"hand": ["Forest", "Grizzly Bears", "Counterspell"], "draws": ["Island", "Forest"]})
    >>> earliest_each(b, b.draws, 3, ("Grizzly Bears", "Counterspell"))
    ((2, True), (None, True))
    """
    board = replace(board, draws=tuple(draws))
    out = []
    for name in cards:
        plan = solve_turns(board, (name,), turns=turns, max_solves=max_solves, time_limit=time_limit, cheapest=False)
        out.append((plan.earliest[0][1], plan.proven))
    return tuple(out)
