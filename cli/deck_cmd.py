"""``manaplan deck DECKLIST``: how often a deck has the mana for each spell, on curve and by each turn, over random
games — a table for people, ``--json`` for programs, ``--plot FILE`` for a picture."""

from __future__ import annotations

import sys

import click

from ..models.decks import FORMAT_NAMES, load_decklist
from ..models.files import writable_target, write_atomically
from ..solver.deck.cards import read_deck
from ..solver.deck.executors import ENGINES, open_executor
from ..solver.deck.games import Settings
from ..solver.deck.karsten import CITATION
from ..solver.deck.mulligan import MULLIGANS
from ..solver.deck.report import DeckReport, SpellAnswer
from ..solver.deck.simulate import MAX_GAMES, check_settings, simulate
from .common import card_database, echo_json, json_option
from .deck_plot import PLOT_FORMATS, plot_bytes
from .terminal import visible as v

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


def _percent(p: float | None, digits: int = 1) -> str:
    return "  —  " if p is None else f"{100 * p:.{digits}f}%"


def _asks(answer: SpellAnswer, sources: dict[str, int]) -> str:
    words = []
    for letter, need in answer.asks:
        have = sources.get(letter, 0)
        mark = click.style("✓", fg="green") if have >= need else click.style(f"✗ {have}", fg="red")
        words.append(f"{letter} {need} {mark}")
    return " · ".join(words)


def _print(report: DeckReport, where: str) -> None:
    d = report.deck
    head = f"{v(d.name)}: " if d.name else ""
    sources = dict(report.game_deck.sources)
    source_words = ", ".join(f"{c} {n}" for c, n in sources.items()) or "none"
    click.echo(f"{click.style('deck', bold=True)}: {head}{v(d.source)} ({FORMAT_NAMES.get(d.format, d.format)}) · "
               f"{d.size} cards, {d.lands} lands"
               + (f" · commander {v(', '.join(c.name for c in d.commanders))}" if d.commanders else "")
               + f" · sources {source_words}")
    kept = [(n, report.kept[n]) for n in range(7, -1, -1) if report.kept[n]]
    kept_words = ", ".join(f"{n}: {100 * k / report.games:.1f}%" for n, k in kept)
    play = "on the play" if report.on_play else ("drawing on turn 1 (Commander)" if d.is_commander else "on the draw")
    click.echo(f"{click.style('games', bold=True)}: {report.games:,} · seed {report.seed} · {play} · mulligan "
               f"{report.settings.mulligan} (kept {kept_words}) · {where}")
    horizon = report.settings.horizon
    labels = [v(a.spell.shown) for a in report.spells]
    costs = [v(a.spell.cost) for a in report.spells]
    name_w = max([len("spell")] + [len(x) for x in labels])
    cost_w = max([len("cost")] + [len(x) for x in costs])
    turns = "".join(f"{k:>4}" for k in range(1, horizon + 1))
    unknowns = any(any(a.unknown) for a in report.spells)
    unknown_head = f"{'unknown':>8} " if unknowns else ""
    click.echo("")
    click.echo(click.style(f"{'spell':<{name_w}}  {'cost':<{cost_w}}  {'on curve':<15} {'given lands':<13} "
                           f"{unknown_head}{'by turn':<7}{turns}   Karsten asks", bold=True))
    for answer, label, cost in zip(report.spells, labels, costs):
        curve = answer.on_curve_turn
        unknown = ""
        if curve <= horizon:
            now, given = answer.at(curve), answer.at(curve, True)
            on_curve = f"T{curve} {_percent(now.p):>6} ±{100 * (now.se or 0):.1f}"
            lands = f"{_percent(given.p):>6} ±{100 * (given.se or 0):.1f}"
            if unknowns:
                share = answer.unknown[curve - 1] / report.games
                unknown = click.style(f"{_percent(share, 0):>8} ", fg="yellow" if share else None)
        else:
            on_curve, lands = f"T{curve} beyond --by-turn", ""
            unknown = f"{'':9}" if unknowns else ""
        by = "".join(f"{'—' if e.p is None else round(100 * e.p):>4}" for e in answer.by_turn)
        click.echo(f"{click.style(label.ljust(name_w), bold=True)}  {click.style(cost.ljust(cost_w), fg='cyan')}  "
                   f"{on_curve:<15} {lands:<13} {unknown}{'':7}{by}   {_asks(answer, sources)}")
    click.echo("")
    notes = [f"on curve: castable on the turn equal to its mana value; given lands: among the games with at least "
             f"that many lands by then (Karsten's measure); ± one standard error; by turn: % castable by each turn",
             f"Karsten asks: sources of each colour of the cost that the {report.table}-card column of {CITATION} "
             f"asks for it (✓ the deck has them, ✗ it has fewer)"]
    helpers = [r.name for r in report.game_deck.roles if r.helper]
    if report.game_deck.command_helper:
        helpers.append(", ".join(c.name for c in d.commanders) + " (command zone)")
    if helpers:
        notes.append(f"unknown: games not decided on curve, left out of the figures (never counted as a success or a "
                     f"failure): the cards that may make mana otherwise than as simple lands are not planned yet, "
                     f"so a game where one is drawn before the lands cast the spell is unknown: {', '.join(helpers)}")
    varies = [a.spell.shown for a in report.spells if a.spell.varies]
    if varies:
        notes.append(f"unknown too where the lands do not cast them: spells whose cost may change (convoke, delve, "
                     f"alternative costs …): {', '.join(varies)}")
    notes += list(d.notes) + [f"left out: {x}" for x in d.left_out] + [f"not asked: {x}" for x in
                                                                        report.game_deck.not_asked]
    if d.companion:
        notes.append(f"companion {d.companion.name}: outside the game, not in the library")
    for note in notes:
        click.echo(click.style("note: ", dim=True) + v(note))


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
         engine: str, scheduler: str | None, workers: int | None, plot_path: str | None, as_json: bool) -> None:
    """How often DECKLIST has the mana for each of its spells: on curve and by each turn, over random games.

    DECKLIST is a deck file (or - for standard input) as players export them: plain text or MTG Arena ("4
    Lightning Bolt (M10) 146", sections Deck, Sideboard, Commander, Companion), MTGO .dek or .txt, Moxfield
    (*CMDR*), Archidekt ([Commander{top}], [Maybeboard{noDeck}]) or Forge .dck; the format is recognised by
    content. Sideboards and maybeboards are left out; commanders go to the command zone (the Commander rules: a
    free first mulligan, a draw on turn 1).

    Each game: shuffle, draw seven, mulligan, then your turns. Each spell is assumed in hand (as F. Karsten counts)
    and the answer is the first turn you could have its mana, planned with the lands you drew. A game the planner
    cannot decide (rocks, dorks, fetches and other lands it does not play yet) is counted as unknown, never as a
    success or a failure.
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
                              workers=opened.workers, engine=engine, progress=bar, prepared=prepared)
        finally:
            bar.clear()
    if target is not None:
        write_atomically(target, plot_bytes(report, suffix))
    if as_json:
        echo_json(report.to_json())
    else:
        _print(report, f"{engine}: {opened.where}")
