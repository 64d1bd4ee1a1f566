"""``manaplan cast``'s answer: what can be cast now, and how."""

from __future__ import annotations

from collections.abc import Callable

from ...solver.analysis import Analysis
from ...solver.cast.solve import cast_report
from ..json_out import cast_report_json
from ..not_read import echo_not_read, not_read_dict
from ..text_out import cast_lines
from . import Answer, lines_of

__all__ = ['cast_answer']


def cast_answer(analysis: Analysis, *, whole=None, time_limit: float = 10.0, explain: bool = False) -> Answer:
    """``manaplan cast``: each card of hand, library top, graveyard and command zone, castable now and how, or why
    not, with the net (``whole``: card → the whole card of a face, from the card database)."""
    report = cast_report(analysis, whole=whole, time_limit=time_limit, own_colours=explain)
    # text no reader reads that may change this answer (issue 11); "left out" lists the casting reader's own reports
    net = analysis.net(zones=("hand", "library_top", "graveyard"), casting_reported=False)

    def printer(echo: Callable[[str], None]) -> None:
        for line in cast_lines(report, analysis.board, explain, net):
            echo(line)
        echo_not_read(net, echo)

    return Answer(report, {**cast_report_json(report, net), **not_read_dict(net)}, 0, lines_of(printer))
