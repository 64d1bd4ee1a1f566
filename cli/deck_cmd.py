"""``manaplan deck DECKLIST``: how often a deck has the mana for each spell, on curve and by each turn, over random
games — a table for people, ``--json`` for programs, ``--plot FILE`` for a picture."""

from __future__ import annotations

import sys

import click

from ..models.decks import load_decklist
from ..models.files import writable_target, write_atomically
from ..solver.deck.cards import read_deck
from ..solver.deck.executors import ENGINES, open_executor
from ..solver.deck.games import Settings
from ..solver.deck.mulligan import MULLIGANS
from ..solver.deck.simulate import MAX_GAMES, check_settings, simulate
from ..solver.deck.turns_planner import planner_for
from .answers.deck import deck_answer
from .common import card_database, echo_answer, json_option
from .deck_plot import PLOT_FORMATS, plot_bytes

__all__ = ["deck", "ProgressBar"]

_BAR = 24


class ProgressBar:
    """Games done, as a bar rewritten in place on standard error (only on a terminal, never with ``--json``)."""

    def __init__(self, show: bool):
        self.show = show
        self.width = 0
        # the line's carriage returns are meant: write under the escaping stream (cli/terminal.py)
        self.stream = getattr(sys.stderr, "raw", sys.stderr)

    @staticmethod
    def wanted(as_json: bool) -> bool:
        """Whether to show it: standard error is a terminal and the answer is not JSON."""
        if as_json:
            return False
        try:
            return bool(sys.stderr.isatty())
        except (AttributeError, ValueError):
            return False

    def __call__(self, done: int, total: int) -> None:
        if not self.show:
            return
        filled = _BAR * done // total if total else _BAR
        line = f"deck: {done:,} of {total:,} games ▕{'█' * filled}{' ' * (_BAR - filled)}▏ {100 * done // total}%"
        click.echo("\r" + line.ljust(self.width), file=self.stream, nl=False)
        self.width = len(line)
        self.stream.flush()

    def clear(self) -> None:
        if self.show and self.width:
            click.echo("\r" + " " * self.width + "\r", file=self.stream, nl=False)
            self.stream.flush()


@click.command()
@click.argument("decklist", metavar="DECKLIST")
@click.option("--games", type=click.IntRange(1, MAX_GAMES), default=10_000, show_default=True,
              help="Random games to play.")
@click.option("--seed", type=click.IntRange(0, 2**63 - 1), default=1, show_default=True,
              help="The seed: the same seed gives the same numbers on any engine and any number of workers.")
@click.option("--on-draw", is_flag=True, help="On the draw (a Commander deck always draws on turn 1).")
@click.option("--by-turn", "by_turn", type=click.IntRange(1, 30), default=10, show_default=True,
              help="The last turn asked about.")
@click.option("--mulligan", type=click.Choice(MULLIGANS), default="karsten2022", show_default=True,
              help="karsten2022: the London mulligan, keep 2-5 lands of 7, bottom toward 3 lands and keep 2-4 of "
                   "6 or 5, always 4 (Commander: a free first mulligan keeps 3-5); none: keep any 7.")
@click.option("--solves", type=click.IntRange(0, 100_000), default=0, show_default=True,
              help="One-turn solves of the several-turns engine each game may spend on what the exact planners "
                   "leave unknown (rituals, ramp spells, other lands); 0: not asked (fast), the rest counted "
                   "unknown.")
@click.option("--engine", type=click.Choice(ENGINES), default="local", show_default=True,
              help="local: this machine's cores; dask: a Dask cluster (pip install 'manaplan[dask]').")
@click.option("--scheduler", metavar="ADDRESS",
              help="The Dask scheduler (tcp://host:8786), or $DASK_SCHEDULER_ADDRESS; without one, a local cluster.")
@click.option("--workers", type=click.IntRange(1, 1024), help="Worker processes (default: the machine's cores).")
@click.option("--plot", "plot_path", metavar="FILE", help="Draw castability by turn to FILE (.png or .svg; needs "
              "matplotlib: pip install 'manaplan[plot]').")
@json_option
@click.pass_context
def deck(ctx: click.Context, decklist: str, games: int, seed: int, on_draw: bool, by_turn: int, mulligan: str,
         solves: int, engine: str, scheduler: str | None, workers: int | None, plot_path: str | None, as_json: bool) -> None:
    """How often DECKLIST has the mana for each of its spells: on curve and by each turn, over random games.

    DECKLIST is a deck file (or - for standard input) as players export them: plain text or MTG Arena ("4
    Lightning Bolt (M10) 146", sections Deck, Sideboard, Commander, Companion), MTGO .dek or .txt, Moxfield
    (*CMDR*), Archidekt ([Commander{top}], [Maybeboard{noDeck}]) or Forge .dck; the format is recognised by
    content. Sideboards and maybeboards are left out; commanders go to the command zone (the Commander rules: a
    free first mulligan, a draw on turn 1).

    Each game: shuffle, draw seven, mulligan, then your turns. Each spell is assumed in hand (as F. Karsten counts)
    and the answer is the first turn you could have its mana, planned exactly with the lands, rocks, Talismans,
    Signets, dorks and fetchlands you drew (and, with --solves, the several-turns engine for the rest: rituals,
    ramp spells, other lands). A game not decided is counted as unknown, never as a success or a failure.
    """
    db = card_database(ctx)
    deck_list = load_decklist(decklist, cards=db)
    settings = Settings(horizon=by_turn, on_play=not on_draw, mulligan=mulligan)
    prepared = read_deck(deck_list)
    check_settings(prepared, settings, games)
    target = None
    if plot_path is not None:
        suffix = plot_path.rsplit(".", 1)[-1].lower() if "." in plot_path else ""
        if suffix not in PLOT_FORMATS:
            raise click.BadParameter(f"{plot_path!r}: give a .png or .svg file", param_hint="--plot")
        target = writable_target(plot_path, "--plot", protect=() if decklist == "-" else (decklist,))
    bar = ProgressBar(ProgressBar.wanted(as_json))
    with open_executor(engine, workers, scheduler) as opened:
        try:
            report = simulate(deck_list, games=games, seed=seed, settings=settings, executor=opened.executor,
                              workers=opened.workers, engine=engine, progress=bar, prepared=prepared,
                              planner=planner_for(solves))
        finally:
            bar.clear()
    if target is not None:
        write_atomically(target, plot_bytes(report, suffix))
    echo_answer(ctx, deck_answer(report, f"{engine}: {opened.where}"), as_json)
