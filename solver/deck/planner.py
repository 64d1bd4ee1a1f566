"""The per-game question, "on which turn could I first have the mana for this spell?", behind one interface, and
its exact answer for decks of simple lands.

The interface
-------------
A :class:`Planner` answers every :class:`~manaplan.solver.deck.cards.Question` of a deck for one :class:`Game` (the
opening hand after the mulligan and the draws that follow, as role indices of the
:class:`~manaplan.solver.deck.cards.GameDeck`), up to its ``horizon`` T. Each answer is an :class:`Earliest`:

- ``turn``: the first turn k ≤ T on which the spell can be cast, proven by a plan; ``None`` when no turn ≤ T is;
- ``unknown_from``: the first turn from which "not castable by turn k" is not proven; ``None`` when every turn is
  decided.

So for a turn k: castable when ``turn`` is not None and k ≥ ``turn``; not castable when k < ``turn`` (or no
``turn``) and k < ``unknown_from`` (or no ``unknown_from``); unknown otherwise. ``Earliest(None, 1)`` is "nothing
known", ``Earliest(3, None)`` "exactly turn 3", ``Earliest(None, None)`` "not by turn T", ``Earliest(5, 2)``
"not on turn 1, by turn 5 surely, turns 2 to 4 unknown". Answers never guess: a planner that cannot prove a turn
leaves it unknown, and every count made of them keeps the unknowns apart.

The moment: the spell is in hand from the start (as F. Karsten counts: the question is the mana, not drawing the
card); your turns follow one another with nothing from opponents; each turn you untap, draw (not on the first turn
on the play; on it on the draw and in Commander), may play one land, and ask whether the spell could be cast in
your main phase. Mana does not carry over between turns. The plan for turn k may use anything drawn by turn k and
knows the order of the library (the answer is the best a player could do with these draws, as ``turn --turns``
plans it), and each turn k is its own plan: casting the spell on turn 3 does not stop asking about turn 4.

The lands-only planner
----------------------
:class:`LandsOnlyPlanner` answers exactly while only simple lands (:func:`~manaplan.solver.deck.cards.simple_land`)
have been seen, and proves "castable" from them whatever else was seen:

1. Lands played on turns 1 … k−1 are untapped on turn k, whatever they entered as; the land played on turn k makes
   mana on turn k only if it enters untapped. Any k−1 of the lands seen by turn k−1 can be the lands of turns
   1 … k−1 (a land can be played on any turn from the one it was drawn on, and after the opening hand at most one
   card is drawn a turn, so Hall's condition for that schedule always holds), and the land of turn k is any other
   land seen by turn k.
2. So a demand of n symbols (each simple land makes one mana) is castable on turn k exactly when
   there is a set M of n ≤ k lands, each seen by turn k, that can pay the demand (:func:`~.shapes.payable`, Hall's
   condition), with at most one land seen on turn k itself, which must enter untapped; and when n = k, M must hold
   a land entering untapped (the one played on turn k). The planner tries each candidate for that land (a kind of
   untapped land new on turn k, or one seen earlier) with one symbol it pays, then checks Hall's condition for
   the rest: no search over plays, no solver.
3. Castable on turn k implies castable on k+1 (the same lands, all played by then), so the first castable turn is
   the answer ``turn``.
4. Helpers (any other land, rocks, dorks, rituals, ramp, cost changers: see :mod:`~manaplan.solver.deck.cards`)
   can only add ways to cast: from the first turn a helper is in hand (turn 1 for one in the opening hand or in
   the command zone), a spell the simple lands cannot cast yet is unknown, not "not castable" (for
   :class:`~manaplan.solver.deck.helpers_planner.HelpersPlanner`, which plays the common helpers, and
   :class:`~manaplan.solver.deck.turns_planner.TurnsPlanner`, the several-turns engine, to decide). A spell whose own
   cost may change (convoke, delve, alternative costs) is unknown from turn 1 likewise.
5. Not modelled, as in Karsten's tables and ``turn --turns``: card draw and selection (the draws are the library's
   order), discarding to hand size, opponents.

Answers are memoised per planner on a canonical state: a group of questions, the turn k, the number of simple
lands of each kind seen by turn k−1 as the group sees them (:class:`Projection`: kinds paying the same symbols and
entering the same way are one; counts capped at k and at the most lands a question of the group uses) and the
projected kinds of untapped land new on turn k. One
planner serves many games (a worker keeps one for all its batches).

Examples
--------
>>> from manaplan.models.cards.store import default_database
>>> from manaplan.models.decks import parse_decklist
>>> from manaplan.solver.deck.cards import read_deck
>>> deck = read_deck(parse_decklist("20 Counterspell\\n20 Island\\n20 Azorius Guildgate\\n",
...                                 cards=default_database()))
>>> [r.name for r in deck.roles]
['Counterspell', 'Island', 'Azorius Guildgate']
>>> planner = LandsOnlyPlanner(deck, horizon=4)
>>> planner.answers(Game(hand=(2, 2, 0, 0, 0, 0, 0), draws=(1, 0, 0, 0), on_play=True))  # two Guildgates
(Earliest(turn=2, unknown_from=None),)
>>> planner.answers(Game(hand=(2, 1, 0, 0, 0, 0, 0), draws=(0, 0, 0, 0), on_play=True))  # Guildgate, Island
(Earliest(turn=2, unknown_from=None),)
>>> planner.answers(Game(hand=(1, 0, 0, 0, 0, 0, 0), draws=(0, 0, 2, 0), on_play=True))  # Island, then a Gate on 4
(Earliest(turn=None, unknown_from=None),)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple, Protocol, Sequence

from .cards import GameDeck, LandKind
from .shapes import ANY, Demand, payable

__all__ = ["Game", "Earliest", "Planner", "LandsOnlyPlanner", "Projection", "MEMO_LIMIT"]

#: The most memoised states a planner keeps; past it the memo starts again (a bound on memory, not on answers).
MEMO_LIMIT = 2_000_000


class Game(NamedTuple):
    """One game's cards, as role indices of the deck: the opening hand after the mulligan, then the draws of turns
    in order (the first draw is turn 2's on the play, turn 1's on the draw)."""

    hand: tuple[int, ...]
    draws: tuple[int, ...]
    on_play: bool


class Earliest(NamedTuple):
    """The answer to one question in one game (see the module's description of the interface)."""

    turn: int | None
    unknown_from: int | None


class Planner(Protocol):
    """Answers every question of a deck for one game (the interface the several-turns engine plugs into).

    Attributes
    ----------
    horizon : int
        T: the last turn asked about.

    Methods
    -------
    answers(game) -> tuple of Earliest
        One :class:`Earliest` per question of the deck, in the deck's order. The game is the hand after the
        mulligan and at least T draws. Must be a function of the game alone (memoisation and the order of games
        must never change an answer), so that every worker and executor gives the same numbers.
    """

    horizon: int

    def answers(self, game: Game) -> tuple[Earliest, ...]: ...


@dataclass(frozen=True, slots=True)
class Projection:
    """The land kinds as the questions of one group see them: two kinds that pay the same symbol classes and enter
    the same way are one projected kind, their counts added (an exact reduction: no plan tells them apart).

    Parameters
    ----------
    classes : tuple of int
        The symbol classes (masks) of the group's questions, generic (:data:`~.shapes.ANY`) among them.
    of_kind : tuple of int
        Each land kind's projected kind.
    masks : tuple of int
        Each projected kind's mask over the classes (bit i: it pays class i).
    untapped : tuple of int
        The projected kinds that enter untapped.
    cap : int
        The most lands a question of the group uses (counts are capped at it and at the turn).

    Examples
    --------
    >>> from manaplan.solver.deck.shapes import mask_of
    >>> kinds = (LandKind(mask_of("G"), False), LandKind(mask_of("GW"), False), LandKind(mask_of("U"), True))
    >>> green = Projection.of((mask_of("G"), ANY), kinds, cap=3)
    >>> green.of_kind, green.masks, green.untapped  # Forest and Temple Garden are one kind to a green question
    ((0, 0, 1), (3, 2), (0,))
    """

    classes: tuple[int, ...]
    of_kind: tuple[int, ...]
    masks: tuple[int, ...]
    untapped: tuple[int, ...]
    cap: int

    @classmethod
    def of(cls, classes: tuple[int, ...], kinds: Sequence[LandKind], cap: int) -> Projection:
        """The projection of ``kinds`` on ``classes``."""
        signatures: dict[tuple[int, bool], int] = {}
        of_kind = []
        for kind in kinds:
            bits = sum(1 << i for i, c in enumerate(classes) if kind.mask & c)
            of_kind.append(signatures.setdefault((bits, kind.tapped), len(signatures)))
        masks = tuple(bits for bits, _ in signatures)
        untapped = tuple(i for i, (_, tapped) in enumerate(signatures) if not tapped)
        return cls(classes, tuple(of_kind), masks, untapped, cap)

    def demand(self, demand: Demand) -> Demand:
        """``demand`` written over this projection's classes."""
        return Demand(tuple(sorted((1 << self.classes.index(mask), count) for mask, count in demand.classes)))


class LandsOnlyPlanner:
    """The exact planner for simple lands (see the module's description for what it proves and assumes).

    Questions whose symbols name the same classes (``{G}``, ``{2}{G}``, ``{G}{G}``) form a group and see the land
    kinds through one :class:`Projection`; the memo maps a group's state on a turn to the set of its questions
    castable then, so a game costs one look-up per group and turn.

    Parameters
    ----------
    deck : GameDeck
    horizon : int
        T, the last turn asked about.
    memo : bool
        Memoise answers on the canonical state (the default; off only to measure what the memo saves).
    """

    def __init__(self, deck: GameDeck, horizon: int, memo: bool = True):
        self.deck = deck
        self.horizon = horizon
        self.memo = memo
        roles = deck.roles
        self._kind = tuple(r.land_kind for r in roles)
        self._helper = tuple(r.helper for r in roles)
        kinds = deck.land_kinds
        groups: dict[tuple[int, ...], list[int]] = {}
        for q, question in enumerate(deck.questions):
            classes = {ANY} | {mask for d in question.shape.demands for mask, _ in d.classes}
            groups.setdefault(tuple(sorted(classes)), []).append(q)
        self._members = tuple(tuple(members) for members in groups.values())  # each group's questions
        self._projections = tuple(
            Projection.of(classes, kinds, max(d.total for q in members for d in deck.questions[q].shape.demands))
            for classes, members in groups.items())
        group = {q: g for g, members in enumerate(self._members) for q in members}
        self._demands = tuple(tuple(self._projections[group[q]].demand(d) for d in question.shape.demands)
                              for q, question in enumerate(deck.questions))
        self._less = {(d, mask): d.less(mask) for ds in self._demands for d in ds for mask, _ in d.classes}
        self._new_bit = tuple(tuple(1 << p.of_kind[r.land_kind] if r.land_kind >= 0 and not kinds[r.land_kind].tapped
                                    else 0 for r in roles) for p in self._projections)
        self._varies = tuple(q.varies for q in deck.questions)
        self._fewest = tuple(max(q.shape.fewest, 1) for q in deck.questions)
        self._first = tuple(min(self._fewest[q] for q in members) for members in self._members)
        self._memo: dict[tuple, int] = {}

    def answers(self, game: Game) -> tuple[Earliest, ...]:
        """One :class:`Earliest` per question (see :class:`Planner`)."""
        kind_of, helper = self._kind, self._helper
        projections, new_bits, members, first = self._projections, self._new_bit, self._members, self._first
        memo = self._memo
        if len(memo) > MEMO_LIMIT or not self.memo:
            memo.clear()
        merged = [[0] * len(p.masks) for p in projections]  # lands seen so far, per projected kind of each group
        pending = [(1 << len(m)) - 1 for m in members]  # each group's questions not castable yet, as bits
        earliest: list[int | None] = [None] * len(self._fewest)
        helper_turn = 1 if self.deck.command_helper else None
        hand, draws, on_play = game
        for t in range(1, self.horizon + 1):
            if not any(pending):  # every question castable: later helpers change nothing
                break
            if t == 1:
                new = hand if on_play else hand + draws[:1]
            else:
                new = (draws[t - 2] if on_play else draws[t - 1],)
            for card in new:
                if helper[card]:
                    helper_turn = helper_turn or t
            for g, waiting in enumerate(pending):
                if not waiting or first[g] > t:
                    continue
                cap = projections[g].cap if projections[g].cap < t else t
                mask = 0
                bits = new_bits[g]
                for card in new:
                    mask |= bits[card]
                key = (g, t, tuple([c if c < cap else cap for c in merged[g]]), mask)
                castable = memo.get(key)
                if castable is None:
                    castable = memo[key] = self._castable_group(g, t, key[2], mask)
                done = castable & waiting
                if done:
                    pending[g] = waiting & ~done
                    for i, q in enumerate(members[g]):
                        if done >> i & 1:
                            earliest[q] = t
            for card in new:
                kind = kind_of[card]
                if kind >= 0:
                    for g, row in enumerate(merged):
                        row[projections[g].of_kind[kind]] += 1
        out = []
        for q, turn in enumerate(earliest):
            start = 1 if self._varies[q] else helper_turn
            if start is not None and (turn is None or start < turn):
                out.append(Earliest(turn, start))
            else:
                out.append(Earliest(turn, None))
        return tuple(out)

    def _castable_group(self, g: int, t: int, seen: tuple[int, ...], new: int) -> int:
        """The questions of group ``g`` castable on turn ``t`` from this state, as bits (one per member): ``seen``
        counts the lands seen by turn t−1 per projected kind, ``new`` is the mask of untapped projected kinds new
        on turn t."""
        projection = self._projections[g]
        out = 0
        for i, q in enumerate(self._members[g]):
            if self._fewest[q] <= t and any(self._castable(d, projection, t, seen, new) for d in self._demands[q]):
                out |= 1 << i
        return out

    def _castable(self, demand: Demand, projection: Projection, t: int, seen: tuple[int, ...], new: int) -> bool:
        """Whether ``demand`` is payable on turn ``t`` (see the module's description, point 2)."""
        masks = projection.masks
        n = demand.total
        if n > t:
            return False
        if n == 0:
            return True
        new_kinds = [j for j in range(len(masks)) if new >> j & 1]
        if n < t:  # any n lands seen by t-1, or n-1 of them and one untapped land new on turn t
            return payable(demand, seen, masks) or any(payable(demand, _plus(seen, j, 1), masks) for j in new_kinds)
        # n == t: one of the lands is the land of turn t, untapped: new on turn t, or seen before
        return (any(self._with(demand, masks, j, seen) for j in new_kinds)
                or any(self._with(demand, masks, j, _plus(seen, j, -1)) for j in projection.untapped if seen[j]))

    def _with(self, demand: Demand, masks: tuple[int, ...], j: int, rest: tuple[int, ...]) -> bool:
        """Whether ``demand`` is payable by one land of projected kind ``j`` (paying some symbol) and lands
        ``rest``."""
        for symbols, _ in demand.classes:
            if symbols & masks[j] and payable(self._less[demand, symbols], rest, masks):
                return True
        return False


def _plus(counts: Sequence[int], j: int, n: int) -> tuple[int, ...]:
    return tuple(c + n if i == j else c for i, c in enumerate(counts))
