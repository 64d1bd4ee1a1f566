"""``deck``'s text answer in a player's words: the deck and its sources, the games and the mulligans, a row per spell
(on curve, given enough lands as Karsten counts, by each turn, what Karsten's 2022 table asks), then the notes."""

from __future__ import annotations

import click

from ..models.decks import FORMAT_NAMES
from ..solver.deck.karsten import CITATION
from ..solver.deck.helpers_planner import not_played
from ..solver.deck.report import DeckReport, SpellAnswer
from .terminal import visible as v

__all__ = ["print_deck_report"]


def _percent(p: float | None, digits: int = 1) -> str:
    return "  —  " if p is None else f"{100 * p:.{digits}f}%"


def _asks(answer: SpellAnswer, sources: dict[str, int]) -> str:
    words = []
    for letter, need in answer.asks:
        have = sources.get(letter, 0)
        mark = click.style("✓", fg="green") if have >= need else click.style(f"✗ {have}", fg="red")
        words.append(f"{letter} {need} {mark}")
    return " · ".join(words)


def print_deck_report(report: DeckReport, where: str, echo=click.echo) -> None:
    """``deck``'s text answer through ``echo``: the deck, the games, a row per spell (on curve, given lands, by turn,
    what Karsten's table asks) and the notes; ``where`` names the engine that played the games."""
    d = report.deck
    head = f"{v(d.name)}: " if d.name else ""
    sources = dict(report.game_deck.sources)
    source_words = ", ".join(f"{c} {n}" for c, n in sources.items()) or "none"
    echo(f"{click.style('deck', bold=True)}: {head}{v(d.source)} ({FORMAT_NAMES.get(d.format, d.format)}) · "
               f"{d.size} cards, {d.lands} lands"
               + (f" · commander {v(', '.join(c.name for c in d.commanders))}" if d.commanders else "")
               + f" · sources {source_words}")
    kept = [(n, report.kept[n]) for n in range(7, -1, -1) if report.kept[n]]
    kept_words = ", ".join(f"{n}: {100 * k / report.games:.1f}%" for n, k in kept)
    play = "on the play" if report.on_play else ("drawing on turn 1 (Commander)" if d.is_commander else "on the draw")
    echo(f"{click.style('games', bold=True)}: {report.games:,} · seed {report.seed} · {play} · mulligan "
               f"{report.settings.mulligan} (kept {kept_words}) · {where}")
    horizon = report.settings.horizon
    labels = [v(a.spell.shown) for a in report.spells]
    costs = [v(a.spell.cost) for a in report.spells]
    name_w = max([len("spell")] + [len(x) for x in labels])
    cost_w = max([len("cost")] + [len(x) for x in costs])
    turns = "".join(f"{k:>4}" for k in range(1, horizon + 1))
    unknowns = any(any(a.unknown) for a in report.spells)
    unknown_head = f"{'unknown':>8} " if unknowns else ""
    echo("")
    echo(click.style(f"{'spell':<{name_w}}  {'cost':<{cost_w}}  {'on curve':<15} {'given lands':<13} "
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
        echo(f"{click.style(label.ljust(name_w), bold=True)}  {click.style(cost.ljust(cost_w), fg='cyan')}  "
                   f"{on_curve:<15} {lands:<13} {unknown}{'':7}{by}   {_asks(answer, sources)}")
    echo("")
    notes = [f"on curve: castable on the turn equal to its mana value; given lands: among the games with at least "
             f"that many lands by then (Karsten's measure); ± one standard error; by turn: % castable by each turn",
             f"Karsten asks: sources of each colour of the cost that the {report.table}-card column of {CITATION} "
             f"asks for it (✓ the deck has them, ✗ it has fewer)"]
    unplayed = list(not_played(report.game_deck))
    if report.game_deck.command_helper:
        unplayed.append(", ".join(c.name for c in d.commanders) + " (command zone)")
    if unknowns or unplayed:
        notes.append("unknown: games not decided on curve, left out of the figures (never counted as a success or a "
                     "failure): " + (f"the exact planners do not play {', '.join(unplayed)}, so a game that draws "
                                     f"one before the spell is castable is left to --solves or unknown; "
                                     if unplayed else "")
                     + "a turn that needs more casts and activations ordered than the search checks is unknown too")
    varies = [a.spell.shown for a in report.spells if a.spell.varies]
    if varies:
        notes.append(f"unknown too where the lands do not cast them: spells whose cost may change (convoke, delve, "
                     f"alternative costs …): {', '.join(varies)}")
    notes += list(d.notes) + [f"left out: {x}" for x in d.left_out] + [f"not asked: {x}" for x in
                                                                        report.game_deck.not_asked]
    if d.companion:
        notes.append(f"companion {d.companion.name}: outside the game, not in the library")
    for note in notes:
        echo(click.style("note: ", dim=True) + v(note))
