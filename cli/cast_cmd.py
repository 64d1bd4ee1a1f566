"""``manaplan cast BOARD``: every card in hand, on top of the library and in the graveyard — castable now (your main
phase, the stack empty), and how to pay for it, or why not.

The command reads its options, asks :func:`~.answers.cast_answer` (the solver's
:func:`~manaplan.solver.cast.solve.cast_report`) and prints the answer.
"""

from __future__ import annotations

import click

from .answers.cast import cast_answer
from .common import Seconds, board_options, card_database, echo_answer, json_option, read_board
from .progress import progress_on
from .whole_command import whole_command
from ..solver.analysis import Session

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
        answer = cast_answer(analysis, whole=whole, time_limit=time_limit, explain=explain)
    echo_answer(ctx, answer, as_json)
