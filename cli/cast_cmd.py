"""``manaplan cast BOARD``: every card in hand, on top of the library and in the graveyard — castable now (your main
phase, the stack empty), and how to pay for it, or why not.

The command reads its options, asks :func:`~manaplan.solver.cast.solve.cast_report` and prints the answer
(:func:`~.text_out.cast_lines`, :func:`~.json_out.cast_report_json`).
"""

from __future__ import annotations

import click

from .common import Seconds, board_options, card_database, echo_json, json_option, read_board, whole_command
from .json_out import cast_report_json
from .not_read import echo_not_read, not_read_dict
from .progress import progress_on
from .text_out import cast_lines
from ..solver.analysis import Session
from ..solver.cast.solve import cast_report

__all__ = ["cast"]


@click.command()
@board_options
@click.option("--time-limit", type=Seconds(0.1), default=10.0, show_default=True,
              help="Seconds the whole command may take (every card); cards not reached in time are marked "
                   "not tried.")
@click.option("--explain", is_flag=True, help="Show each castable card's whole plan, step by step.")
@json_option
@click.pass_context
@whole_command
def cast(ctx: click.Context, board_path: str | None, inline: str | None, time_limit: float, explain: bool,
         as_json: bool) -> None:
    """What can be cast now from BOARD's hand, library top, graveyard and command zone, and how to pay for it.

    Commanders come from the board's command_zone: key, each a name or {card: NAME, casts: N}: N earlier casts
    from the command zone add {2} each (the commander tax); their colour identity is the default commander_colors.

    The moment is your main phase with the stack empty. Permissions (Magus of the Future, Yawgmoth's Will,
    flashback …) and spending restrictions (Mishra's Workshop, Cavern of Souls …) are read from the cards.
    """
    board = read_board(ctx, board_path, inline)
    analysis = Session().analysis(board)  # what the command works out of each board state, once
    db = card_database(ctx)

    def whole(card):
        return db.find(card.full_name) or card

    with progress_on(as_json):
        report = cast_report(analysis, whole=whole, time_limit=time_limit, own_colours=explain)
    # text no reader reads that may change this answer (issue 11); "left out" lists the casting reader's own reports
    net = analysis.net(zones=("hand", "library_top", "graveyard"), casting_reported=False)
    if as_json:
        echo_json({**cast_report_json(report, net), **not_read_dict(net)})
    else:
        for line in cast_lines(report, board, explain, net):
            click.echo(line)
        echo_not_read(net)
