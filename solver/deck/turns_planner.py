"""The games the lands-only planner leaves unknown, decided by the several-turns engine: rocks, dorks, Signets,
Talismans, rituals, ramp, tapped and conditional lands, played exactly.

How
---
:class:`TurnsPlanner` asks the exact planners first (:class:`~manaplan.solver.deck.helpers_planner.HelpersPlanner`,
itself behind :class:`~manaplan.solver.deck.planner.LandsOnlyPlanner`). For each answer they leave unknown (turns
``unknown_from`` … ``turn − 1`` undecided, or … T when no turn was found), it builds the game's board as it stands
in turn 1's main phase — the hand (with turn 1's draw on the draw), the commanders in the command zone, life 20 (40
in Commander), the library as the lands below the game's draws (where a fetchland or a ramp spell searches; the
draws stay the draws) — and asks :func:`~manaplan.solver.turn.turns.solve_turns` for the earliest turn of one spell with that cost, the
draws of the turns asked about as ``draws``. Its answer replaces the unknown one:

- proven: the earliest turn exactly (``Earliest(t, None)``, or the lands-only turn when the engine finds none by
  then);
- a plan found but not proven earliest (the engine's search was cut at its bound, or followed a plan it could not
  prove the best: a fetchland's search, a sacrifice, a ritual): castable by that turn, the turns before it still
  unknown;
- nothing found and not proven: the lands-only answer, unchanged.

A game where a fetchland has been seen by the turns asked about is not asked either: the several-turns engine
sacrifices a fetchland whose land enters tapped (Evolving Wilds, Fabled Passage) only to pay for something that
turn, never to have the land on later turns, and has been seen to count a fetchland's search twice; the
fetchlands are :class:`~manaplan.solver.deck.helpers_planner.HelpersPlanner`'s.

The spell asked about is a card made for the question: a sorcery with the question's mana cost and no text, so
the answer is the mana for that cost, whatever else the deck's spells ask (a sacrifice, a target), as the
lands-only planner answers. A question whose own cost may change (convoke, delve, …) is not asked, nor a game
where a card that changes costs has been seen by the turns asked about (a reduction for creature spells would
not apply to the made sorcery): they stay unknown.

The engine's model is the lands-only planner's (see :mod:`manaplan.solver.deck.planner`): your turns only, the
draws in the library's order, each turn asked about on its own. Where the engine notes what it does not model
(discarding to hand size) the answer is its plan all the same, as ``turn --turns`` gives it.

Bounds, memo and determinism
----------------------------
The work is bounded by one-turn solves, never by seconds: each game may spend :data:`GAME_SOLVES`, each question at
most :data:`QUESTION_SOLVES` of them (less when the game has less left); what is not decided within the bound stays
unknown and is counted as such. The engine runs without a time limit that could bind (its CP-SAT solves are
single-threaded with a fixed seed), so an answer is a function of the game alone.

Answers are memoised, per planner, on a canonical state: the question, the last turn asked about, the hand's cards
that can matter (lands and helpers; inert cards left out) as a multiset, the draws of the turns asked about in
order (an inert draw as a blank) and the lands of the library. A memoised answer is reused under another allowance only
where it stays the same: a search that finished within s solves finishes the same way with any allowance of at
least s. The memo is a value of the planner a worker keeps; no module cache.

Examples
--------
>>> from manaplan.models.cards.store import default_database
>>> from manaplan.models.decks import parse_decklist
>>> from manaplan.solver.deck.cards import read_deck
>>> from manaplan.solver.deck.planner import LandsOnlyPlanner
>>> deck = read_deck(parse_decklist("20 Mind Stone\\n20 Gray Merchant of Asphodel\\n20 Island\\n",
...                                 cards=default_database()))
>>> [q.mana_value for q in deck.questions]
[2, 5]
>>> hand = (2, 2, 0, 1, 1, 1, 1)  # two Islands, Mind Stone, four Gray Merchants; then Islands
>>> game = Game(hand=hand, draws=(2, 2, 2, 2), on_play=True)
>>> LandsOnlyPlanner(deck, 4).answers(game)  # the Mind Stone is a helper: unknown from turn 1
(Earliest(turn=2, unknown_from=1), Earliest(turn=None, unknown_from=1))
>>> TurnsPlanner(deck, 4).answers(game)  # Mind Stone on 2; {3}{B}{B}: no black
(Earliest(turn=2, unknown_from=None), Earliest(turn=None, unknown_from=None))
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from functools import partial
from typing import Callable

from ...models.board import Board, Commander, color_identity
from ...models.cards.card import Card
from ...models.mana import ManaType
from ...models.facts import GameFacts
from ..turn.turns import solve_turns
from .cards import GameDeck, helps
from .helpers_planner import HelpersPlanner
from .planner import MEMO_LIMIT, Earliest, Game, Planner

__all__ = ["TurnsPlanner", "GAME_SOLVES", "QUESTION_SOLVES", "COST_CHANGERS", "Tried", "planner_for"]

#: The one-turn solves one game may spend, over all its questions.
GAME_SOLVES = 600
#: The one-turn solves one question of a game may spend.
QUESTION_SOLVES = 150
#: The reasons of :func:`~manaplan.solver.deck.cards.helps` that make a game's answer not the engine's to give
#: with the made spell (a cost change may depend on the spell's type).
COST_CHANGERS = frozenset({"changes costs", "changes mana or costs"})
#: Life at the start of a game (CR 103.4; 903.7 in Commander).
_LIFE, _COMMANDER_LIFE = 20, 40
#: No time limit that could bind: the bound is the count of solves.
_NO_TIME_LIMIT = 1e9


class Tried:
    """What a planner's engine calls did, for benchmarks: calls, memo hits, solves spent, answers decided (proven)
    and left unknown, and questions not asked (their cost or a card seen may change costs)."""

    __slots__ = ("calls", "hits", "solves", "decided", "undecided", "not_asked")

    def __init__(self) -> None:
        self.calls = self.hits = self.solves = self.decided = self.undecided = self.not_asked = 0


class TurnsPlanner:
    """The lands-only planner first, then the several-turns engine for what it leaves unknown (see the module's
    description).

    Parameters
    ----------
    deck : GameDeck
    horizon : int
        T, the last turn asked about.
    game_solves : int
        The one-turn solves one game may spend (:data:`GAME_SOLVES`).
    question_solves : int
        The one-turn solves one question of a game may spend (:data:`QUESTION_SOLVES`).
    memo : bool
        Memoise the engine's answers on the canonical state (off only to measure what the memo saves).
    first : callable
        Makes the exact planner asked first, from the deck, T and ``memo``
        (:class:`~manaplan.solver.deck.helpers_planner.HelpersPlanner`, itself behind the lands-only planner).
    """

    def __init__(self, deck: GameDeck, horizon: int, game_solves: int = GAME_SOLVES,
                 question_solves: int = QUESTION_SOLVES, memo: bool = True,
                 first: Callable[..., Planner] = HelpersPlanner):
        self.deck = deck
        self.horizon = horizon
        self.game_solves = game_solves
        self.question_solves = question_solves
        self.memo = memo
        self.first = first(deck, horizon, memo=memo)
        self.tried = Tried()
        roles = deck.roles
        self._relevant = tuple(r.land or r.helper for r in roles)
        self._changer = tuple(r.why in COST_CHANGERS for r in roles)
        identity: frozenset[ManaType] = frozenset()
        for commander in deck.commanders:
            identity |= color_identity(commander)
        self._fetch = tuple(r.land and "search your library" in (card.oracle_text or "").lower()
                            for r, card in zip(roles, deck.cards))
        self._command_changer = any(helps(c) in COST_CHANGERS for c in deck.commanders)
        self._spells: tuple[Card | None, ...] = tuple(self._made_spell(q) for q in range(len(deck.questions)))
        # a game alone (no opponent): Rite of Flame's "each graveyard" is yours (models.facts)
        self._base = Board(life=_COMMANDER_LIFE if deck.commander else _LIFE, commander_colors=identity,
                           command_zone=tuple(Commander(c) for c in deck.commanders),
                           facts=GameFacts.from_mapping({"opponents_graveyards_named": 0}))
        self._library = Counter(i for i in deck.library if roles[i].land)
        self._memo: dict[tuple, tuple[int | None, bool, int, int | None]] = {}

    def _made_spell(self, q: int) -> Card | None:
        """The sorcery asked about for question ``q``: its mana cost, no text (None when its cost may change)."""
        question = self.deck.questions[q]
        if question.varies:
            return None
        cost = next(s.cost for s in self.deck.spells if s.question == q)
        return Card(f"Question {q + 1}", cost, "Sorcery")

    def answers(self, game: Game) -> tuple[Earliest, ...]:
        """One :class:`~manaplan.solver.deck.planner.Earliest` per question (see
        :class:`~manaplan.solver.deck.planner.Planner`)."""
        first = self.first.answers(game)
        if all(e.unknown_from is None for e in first):
            return first
        if len(self._memo) > MEMO_LIMIT or not self.memo:
            self._memo.clear()
        left = self.game_solves
        out = []
        for q, e in enumerate(first):
            upto = self.horizon if e.turn is None else e.turn - 1
            spell = self._spells[q]
            if e.unknown_from is None or e.unknown_from > upto or left <= 0:
                out.append(e)
                continue
            if spell is None or self._command_changer or self._seen_any(self._changer, game, upto):
                self.tried.not_asked += 1
                out.append(e)
                continue
            allowed = min(self.question_solves, left)
            if self._seen_any(self._fetch, game, upto):
                self.tried.not_asked += 1
                out.append(e)
                continue
            turn, proven, solves = self._earliest(q, spell, game, upto, allowed)
            left -= solves
            if proven:
                self.tried.decided += 1
                out.append(Earliest(turn if turn is not None else e.turn, None))
            elif turn is not None:
                self.tried.undecided += 1
                out.append(Earliest(turn, e.unknown_from if e.unknown_from < turn else None))
            else:
                self.tried.undecided += 1
                out.append(e)
        return tuple(out)

    def _seen(self, game: Game, upto: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """The hand in turn 1's main phase and the draws of turns 2 … ``upto``, as role indices."""
        hand, draws, on_play = game
        if on_play:
            return hand, draws[:upto - 1]
        return hand + draws[:1], draws[1:upto]

    def _seen_any(self, flags: tuple[bool, ...], game: Game, upto: int) -> bool:
        """Whether a card flagged in ``flags`` is seen by turn ``upto``."""
        hand, draws = self._seen(game, upto)
        return any(flags[c] for c in hand) or any(flags[c] for c in draws)

    def _earliest(self, q: int, spell: Card, game: Game, upto: int, allowed: int) -> tuple[int | None, bool, int]:
        """The engine's earliest turn ≤ ``upto`` for question ``q`` in ``game`` (None: not by then), whether it is
        proven, and the solves it spent (memoised; see the module's description)."""
        hand, draws = self._seen(game, upto)
        relevant = self._relevant
        library = self._library - Counter(game.hand) - Counter(game.draws)
        key = (q, upto, tuple(sorted(c for c in hand if relevant[c])), tuple(c if relevant[c] else -1 for c in draws),
               tuple(sorted(library.items())))
        known = self._memo.get(key)
        if known is not None:
            turn, proven, solves, cut_at = known
            if (solves <= allowed and cut_at is None) or cut_at == allowed:
                self.tried.hits += 1
                return turn, proven, solves
        cards = self.deck.cards
        board = replace(self._base, hand=tuple(cards[c] for c in hand) + (spell,),
                        draws=tuple(cards[c] for c in draws),
                        library=tuple(cards[c] for c in sorted(library.elements())))
        plan = solve_turns(board, (spell.name,), turns=upto, time_limit=_NO_TIME_LIMIT, max_solves=allowed,
                           cheapest=False, find=_no_other_card)
        turn = plan.earliest[0][1]
        cut = plan.solves >= allowed
        self.tried.calls += 1
        self.tried.solves += plan.solves
        if known is None or not cut:
            self._memo[key] = (turn, plan.proven, plan.solves, allowed if cut else None)
        return turn, plan.proven, plan.solves


def planner_for(solves: int) -> Callable[[GameDeck, int], Planner]:
    """The planner of a run whose games may each spend ``solves`` one-turn solves of the several-turns engine: the
    exact planners alone for 0 (:class:`~manaplan.solver.deck.helpers_planner.HelpersPlanner`), else
    :class:`TurnsPlanner` behind them (a value a process pool can send to its workers).

    >>> planner_for(0) is HelpersPlanner, planner_for(50).keywords
    (True, {'game_solves': 50, 'question_solves': 50})
    """
    if solves <= 0:
        return HelpersPlanner
    return partial(TurnsPlanner, game_solves=solves, question_solves=min(solves, QUESTION_SOLVES))


def _no_other_card(name: str) -> Card:
    """The engine looks up only the names it was given, which are all on the board."""
    raise KeyError(name)
