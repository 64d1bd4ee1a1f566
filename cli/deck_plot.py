"""``manaplan deck --plot FILE``: castability by turn, one line per cost shape, as a PNG or SVG picture.

matplotlib is an optional dependency (``pip install 'manaplan[plot]'``), imported only when a plot is asked for.
"""

from __future__ import annotations

import io

from ..models.errors import ManaplanError
from ..solver.deck.report import DeckReport

__all__ = ["PLOT_FORMATS", "plot_bytes", "curves"]

#: The picture formats, by file suffix.
PLOT_FORMATS = ("png", "svg")
_MAX_NAMES = 3


def curves(report: DeckReport) -> list[tuple[str, int, list[float | None], list[float | None]]]:
    """One curve per question: a label naming its spells, the on-curve turn, and P(by turn k) for k = 1 … T,
    unconditional and conditional (None where no game decided it). Spells of one cost shape share one curve.

    >>> from manaplan.models.cards.store import default_database
    >>> from manaplan.models.decks import parse_decklist
    >>> from manaplan.solver.deck.simulate import simulate
    >>> from manaplan.solver.deck.games import Settings
    >>> deck = parse_decklist("30 Shock\\n6 Lightning Bolt\\n24 Mountain\\n", cards=default_database())
    >>> [(label, turn, len(p)) for label, turn, p, _ in curves(simulate(deck, games=100,
    ...                                                                 settings=Settings(horizon=3)))]
    [('Shock, Lightning Bolt {R}', 1, 3)]
    """
    by_question: dict[int, list] = {}
    for answer in report.spells:
        by_question.setdefault(answer.spell.question, []).append(answer)
    out = []
    for answers in by_question.values():
        names = [a.spell.shown for a in answers]
        label = ", ".join(names[:_MAX_NAMES]) + (f" +{len(names) - _MAX_NAMES}" if len(names) > _MAX_NAMES else "")
        first = answers[0]
        out.append((f"{label} {first.spell.cost}", first.on_curve_turn, [e.p for e in first.by_turn],
                    [e.p for e in first.by_turn_conditional]))
    return out


def plot_bytes(report: DeckReport, fmt: str) -> bytes:
    """The picture of castability by turn, as the bytes of a ``fmt`` file (``'png'`` or ``'svg'``).

    Raises
    ------
    ManaplanError
        When matplotlib is not installed.
    """
    try:
        import matplotlib  # lazy: an optional dependency, imported only for --plot

        matplotlib.use("Agg")
        from matplotlib import pyplot
    except ImportError:
        raise ManaplanError("--plot needs matplotlib: pip install 'manaplan[plot]'") from None
    horizon = report.settings.horizon
    turns = list(range(1, horizon + 1))
    figure, axes = pyplot.subplots(figsize=(9, 5.5), dpi=110)
    try:
        for label, curve, p, _ in curves(report):
            # from the first turn it may be cast (its mana value, or sooner when it is): 0 % before says nothing
            start = next((k for k in turns if k >= curve or (p[k - 1] or 0) > 0), horizon + 1)
            xs = [k for k in turns if k >= start]
            ys = [None if p[k - 1] is None else 100 * p[k - 1] for k in xs]
            if not xs:
                continue
            (line,) = axes.plot(xs, ys, marker="o", markersize=3, linewidth=1.6, label=label)
            if curve in xs and ys[xs.index(curve)] is not None:
                axes.plot([curve], [ys[xs.index(curve)]], marker="o", markersize=8, markerfacecolor="none",
                          color=line.get_color())
        d = report.deck
        title = d.name or d.source.replace("\\", "/").rsplit("/", 1)[-1]
        play = "on the play" if report.on_play else "on the draw"
        axes.set_title(f"{title}: castable by turn ({report.games:,} games, {play}, mulligan "
                       f"{report.settings.mulligan})", fontsize=10)
        axes.set_xlabel("turn (circled: on curve)")
        axes.set_ylabel("% of games with the mana")
        axes.set_xticks(turns)
        axes.set_ylim(0, 100)
        axes.grid(True, alpha=0.3)
        axes.legend(fontsize=7, loc="lower right")
        figure.tight_layout()
        buffer = io.BytesIO()
        figure.savefig(buffer, format=fmt, metadata={"Software": None} if fmt == "png" else {"Date": None})
        return buffer.getvalue()
    finally:
        pyplot.close(figure)
