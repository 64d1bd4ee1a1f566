"""Games in batches: each batch its own generator seeded from (seed, batch index), each game dealt, planned and
counted.

A :class:`Tally` holds integer counts only, and tallies add up in any order to the same numbers: however batches are
grouped into tasks and whichever worker runs them, the same seed gives the same answer. :func:`play_batches` is
the task an executor runs: it makes one planner for all its batches (its memo is shared by them) and returns their
summed tally.

What is counted, per question q and turn k (1 … T), over games:

- ``cast[q][k]``: castable by turn k (proven);
- ``unknown[q][k]``: not decided for turn k;
- ``enough[q][k]``: games with at least the spell's mana value in lands among the cards seen by turn k (the hand
  after the mulligan and the draws by then: F. Karsten's condition), and ``enough_cast``, ``enough_unknown`` the
  same two counts among those games.

Each is kept as a difference array (a game adds 1 from one turn on, or between two turns), summed up at the end
(:meth:`Tally.totals`): a game costs a few additions per question, whatever T.

Examples
--------
>>> from manaplan.models.cards.store import default_database
>>> from manaplan.models.decks import parse_decklist
>>> from manaplan.solver.deck.cards import read_deck
>>> deck = read_deck(parse_decklist("40 Lightning Bolt\\n20 Mountain\\n", cards=default_database()))
>>> tally = play_batches(deck, Settings(horizon=3, mulligan="none"), seed=1, batches=((0, 200), (1, 200)))
>>> totals = tally.totals()
>>> tally.games, totals["cast"][0][1] <= totals["cast"][0][2] <= totals["cast"][0][3] <= 400
(400, True)
>>> totals["unknown"][0], totals["enough"][0][1] == totals["enough_cast"][0][1]  # a Mountain seen: Bolt castable
([0, 0, 0, 0], True)
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass, field
from typing import Callable, Sequence

from .cards import GameDeck
from .mulligan import Dealer
from .planner import Game, LandsOnlyPlanner, Planner

__all__ = ["Settings", "Tally", "batch_seed", "play_batches", "COUNTS"]

#: The counts a tally keeps per question and turn.
COUNTS = ("cast", "unknown", "enough", "enough_cast", "enough_unknown")


@dataclass(frozen=True, slots=True)
class Settings:
    """How games are played: the last turn asked about (T), on the play or the draw (a Commander deck draws on turn 1
    either way) and the mulligan rule."""

    horizon: int = 10
    on_play: bool = True
    mulligan: str = "karsten2022"


def batch_seed(seed: int, batch: int) -> int:
    """The seed of one batch: a hash of the user's seed and the batch's index, the same on every machine.

    >>> batch_seed(1, 0) == batch_seed(1, 0) != batch_seed(1, 1)
    True
    """
    digest = hashlib.sha256(f"manaplan deck {seed} {batch}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


@dataclass(slots=True)
class Tally:
    """Counts over games (see the module's description); ``kept[n]`` counts hands kept with n cards, ``free`` the
    games where a free mulligan was taken."""

    questions: int
    horizon: int
    games: int = 0
    kept: list[int] = field(default_factory=lambda: [0] * 8)
    free: int = 0
    counts: dict[str, list[list[int]]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.counts:
            self.counts = {name: [[0] * (self.horizon + 2) for _ in range(self.questions)] for name in COUNTS}

    def add(self, other: Tally) -> None:
        """Add ``other``'s counts to these."""
        self.games += other.games
        self.free += other.free
        self.kept = [a + b for a, b in zip(self.kept, other.kept)]
        for name in COUNTS:
            mine, theirs = self.counts[name], other.counts[name]
            for q in range(self.questions):
                mine[q] = [a + b for a, b in zip(mine[q], theirs[q])]

    def totals(self) -> dict[str, list[list[int]]]:
        """Each count per question and turn (index k = turn k; index 0 unused), the difference arrays summed."""
        out = {}
        for name in COUNTS:
            rows = []
            for diff in self.counts[name]:
                running, row = 0, [0]
                for k in range(1, self.horizon + 1):
                    running += diff[k]
                    row.append(running)
                rows.append(row)
            out[name] = rows
        return out


def play_batches(deck: GameDeck, settings: Settings, seed: int, batches: Sequence[tuple[int, int]],
                 planner: Callable[[GameDeck, int], Planner] = LandsOnlyPlanner) -> Tally:
    """Play batches of games and count them.

    Parameters
    ----------
    deck : GameDeck
    settings : Settings
    seed : int
        The user's seed; each batch's generator is seeded with :func:`batch_seed`.
    batches : sequence of (int, int)
        Each batch's index and number of games.
    planner : callable
        Makes the planner from the deck and T (:class:`~manaplan.solver.deck.planner.LandsOnlyPlanner` by default);
        one planner serves every batch here.

    Returns
    -------
    Tally
        The sum of the batches' counts.
    """
    horizon = settings.horizon
    plan = planner(deck, horizon)
    dealer = Dealer(deck, settings.mulligan)
    on_play = settings.on_play and not deck.commander
    draws = horizon if not on_play else horizon - 1
    questions = deck.questions
    values = tuple(q.mana_value for q in questions)
    distinct = sorted(set(values))
    land = tuple(r.land for r in deck.roles)
    tally = Tally(len(questions), horizon)
    cast, unknown = tally.counts["cast"], tally.counts["unknown"]
    enough, enough_cast, enough_unknown = (tally.counts["enough"], tally.counts["enough_cast"],
                                           tally.counts["enough_unknown"])
    beyond = horizon + 1
    for index, games in batches:
        rng = random.Random(batch_seed(seed, index))
        for _ in range(games):
            dealt = dealer.deal(rng, draws)
            tally.kept[len(dealt.cards)] += 1
            tally.free += dealt.free
            answers = plan.answers(Game(dealt.cards, dealt.draws, on_play))
            # the first turn with at least v lands seen, for each mana value v asked about
            lands = sum(land[c] for c in dealt.cards)
            first: dict[int, int] = {}
            waiting = list(distinct)
            turn = 1
            if not on_play:
                lands += land[dealt.draws[0]]
            while waiting and turn <= horizon:
                while waiting and waiting[0] <= lands:
                    first[waiting.pop(0)] = turn
                turn += 1
                if turn <= horizon:
                    lands += land[dealt.draws[turn - 2] if on_play else dealt.draws[turn - 1]]
            for q, (earliest, unknown_from) in enumerate(answers):
                e = earliest if earliest is not None else beyond
                c = first.get(values[q], beyond)
                cast[q][e] += 1
                enough[q][c] += 1
                enough_cast[q][e if e > c else c] += 1
                if unknown_from is not None:
                    unknown[q][unknown_from] += 1
                    unknown[q][e] -= 1
                    a = unknown_from if unknown_from > c else c
                    b = e if e > c else c
                    if a < b:
                        enough_unknown[q][a] += 1
                        enough_unknown[q][b] -= 1
        tally.games += games
    return tally
