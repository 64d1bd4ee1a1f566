"""``manaplan deck`` from Python: play N games of a deck list over an executor and answer per spell.

The games are cut into batches of :data:`BATCH` games, batch i seeded from (seed, i); the batches are grouped into
tasks (a few per worker, so that a worker's planner memo serves many games and progress can be shown) and mapped
over the executor; the tallies add up to the same integers in any order. So the same seed gives the same numbers
on any engine and any number of workers; changing :data:`BATCH` would change them.

Examples
--------
>>> from manaplan.models.cards.store import default_database
>>> from manaplan.models.decks import parse_decklist
>>> deck = parse_decklist("36 Lightning Bolt\\n24 Mountain\\n", cards=default_database())
>>> report = simulate(deck, games=2000, seed=7)
>>> bolt = report.spells[0]
>>> bolt.spell.name, bolt.at(1).trials, 0.99 < bolt.at(1).p <= 1.0, bolt.unknown[0]
('Lightning Bolt', 2000, True, 0)
>>> simulate(deck, games=2000, seed=7).to_json() == report.to_json()
True
"""

from __future__ import annotations

from concurrent.futures import Executor, as_completed
from typing import Callable

from ...models.decks import DeckList
from ...models.errors import ManaplanError
from .cards import GameDeck, read_deck
from .games import Settings, Tally, play_batches
from .mulligan import MULLIGANS
from .helpers_planner import HelpersPlanner
from .planner import Planner
from .report import DeckReport, build_report

__all__ = ["BATCH", "MAX_GAMES", "simulate", "batches_of", "check_settings"]

#: Games in a batch (each batch has its own seed).
BATCH = 1000
#: The most games one run may ask for.
MAX_GAMES = 100_000_000
#: Tasks per worker: enough for progress and to even out the load, few enough for each memo to warm up.
_TASKS_PER_WORKER = 4
_TASKS_IN_PROCESS = 20


def batches_of(games: int) -> list[tuple[int, int]]:
    """The batches of ``games`` games: (index, games) pairs.

    >>> batches_of(2500)
    [(0, 1000), (1, 1000), (2, 500)]
    """
    return [(i, min(BATCH, games - i * BATCH)) for i in range((games + BATCH - 1) // BATCH)]


def _tasks(batches: list[tuple[int, int]], count: int) -> list[list[tuple[int, int]]]:
    """``batches`` cut into at most ``count`` runs of consecutive batches."""
    count = max(1, min(count, len(batches)))
    size, extra = divmod(len(batches), count)
    out, start = [], 0
    for i in range(count):
        end = start + size + (i < extra)
        out.append(batches[start:end])
        start = end
    return out


def check_settings(deck: GameDeck, settings: Settings, games: int) -> None:
    """Refuse settings no game can be played with.

    Raises
    ------
    ManaplanError
        For a number of games out of 1 … :data:`MAX_GAMES`, an unknown mulligan rule, a turn horizon under 1, or a
        library too small to deal seven cards and draw for T turns.
    """
    if not 1 <= games <= MAX_GAMES:
        raise ManaplanError(f"--games {games}: give from 1 to {MAX_GAMES:,} games")
    if settings.mulligan not in MULLIGANS:
        raise ManaplanError(f"unknown mulligan rule {settings.mulligan!r}; choose one of {', '.join(MULLIGANS)}")
    if settings.horizon < 1:
        raise ManaplanError(f"--by-turn {settings.horizon}: give a turn from 1 on")
    if deck.size < settings.horizon + 8:
        raise ManaplanError(f"a library of {deck.size} cards cannot deal seven cards and draw for "
                            f"{settings.horizon} turns; give --by-turn {max(deck.size - 8, 0)} or less, or more cards")


def simulate(deck: DeckList, *, games: int = 10_000, seed: int = 1, settings: Settings = Settings(),
             executor: Executor | None = None, workers: int = 1, engine: str = "local",
             progress: Callable[[int, int], None] | None = None,
             planner: Callable[[GameDeck, int], Planner] = HelpersPlanner,
             prepared: GameDeck | None = None) -> DeckReport:
    """Play ``games`` games of ``deck`` and answer per spell.

    Parameters
    ----------
    deck : DeckList
    games : int
    seed : int
    settings : Settings
        The last turn asked about, on the play or the draw, the mulligan rule.
    executor : Executor, optional
        Where the tasks run (:func:`~manaplan.solver.deck.executors.open_executor`); this process when None.
    workers : int
        The executor's workers (how many tasks to cut the games into).
    engine : str
        The engine's name, for the answer.
    progress : callable, optional
        Called with (games done, games in all) as tasks finish.
    planner : callable
        Makes the planner of each task (:class:`~manaplan.solver.deck.helpers_planner.HelpersPlanner`, exact
        with simple lands, rocks, dorks, Signets and fetchlands;
        :func:`~manaplan.solver.deck.turns_planner.planner_for` adds the several-turns engine for the rest).
    prepared : GameDeck, optional
        ``read_deck(deck)``, when the caller has it already.

    Returns
    -------
    DeckReport
    """
    game_deck = prepared if prepared is not None else read_deck(deck)
    check_settings(game_deck, settings, games)
    batches = batches_of(games)
    tally = Tally(len(game_deck.questions), settings.horizon)
    done = 0
    if executor is None:
        for task in _tasks(batches, _TASKS_IN_PROCESS):
            tally.add(play_batches(game_deck, settings, seed, task, planner))
            done += sum(n for _, n in task)
            if progress is not None:
                progress(done, games)
    else:
        futures = {executor.submit(play_batches, game_deck, settings, seed, task, planner): sum(n for _, n in task)
                   for task in _tasks(batches, workers * _TASKS_PER_WORKER)}
        try:
            for future in as_completed(futures):
                tally.add(future.result())
                done += futures[future]
                if progress is not None:
                    progress(done, games)
        finally:
            for future in futures:
                future.cancel()
    return build_report(deck, game_deck, settings, tally, seed, engine)
