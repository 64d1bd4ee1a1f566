"""``manaplan turn BOARD [CARD …]``: can these cards all be cast this turn, in which order and how (exit 0), or why
not (exit 1); with ``--most``, the most of them (exit 0).

The command reads its options, asks :func:`~.answers.turn_answer` (the solver's
:func:`~manaplan.solver.turn.solve.solve_turn`) and prints the answer.
"""

from __future__ import annotations

import click

from .answers.turn import turn_answer
from .common import Seconds, board_options, card_database, cost_argument, echo_answer, json_option, read_board
from .progress import progress_on
from .whole_command import whole_command
from ..models.errors import BoardError
from ..solver.analysis import Session

__all__ = ["turn"]


@click.command()
@board_options
@click.argument("cards", metavar="[CARD]...", nargs=-1)
@click.option("--most", is_flag=True, help="Cast as many of the cards as possible (without CARDs: of the hand), "
              "then the greatest total mana value.")
@click.option("--keep", metavar="COST", help="A cost to keep payable at the end of the turn's casting (Counterspell's "
              "{U}{U}), as pay writes costs; X is 0.")
@click.option("--explain", is_flag=True, help="Show the objectives that chose between plans, in order.")
@click.option("--time-limit", type=Seconds(0.1), default=10.0, show_default=True,
              help="Seconds the whole command may take; a plan cut short says it is not proven optimal.")
@json_option
@click.pass_context
@whole_command
def turn(ctx: click.Context, board_path: str | None, inline: str | None, cards: tuple[str, ...], most: bool,
         keep: str | None, explain: bool, time_limit: float, as_json: bool) -> None:
    """Can the CARDs all be cast this turn from BOARD, in which order and how?

    It is your main phase and the stack is empty (a spell that must target a spell, Counterspell, says so). CARDs
    come from any zone the board gives (hand, library_top, graveyard, command_zone); a name twice means two copies;
    without CARDs, every nonland card in hand; with --board, every argument is a CARD. Between the spells the turn
    may play a land from hand (if land_played is false; also a land Cultivate put there; more lands with
    Exploration or Azusa, and the top of the library with Oracle of Mul Daya, on the battlefield or cast), crack
    fetchlands and search (Cultivate, Nature's Lore, Wood Elves) with library:, exile Spirit Guides, use the mana of
    enters triggers (Burning-Tree Emissary) and Lion's Eye Diamond for a spell not in hand, and cast other cards of
    the hand that help, marked (helps): rituals (Dark Ritual), rocks, creatures with haste, cost reducers (Goblin
    Electromancer). Mana left in the pool carries to the next spell (CR 500.4). X is 0.

    Each cast is paid by a pay plan, with pay's objectives. Exit status 0 when every card can be cast (with --most,
    whenever a plan was found), 1 when not (with the reason) or when no answer was found within --time-limit, 2 for
    bad input.
    """
    if inline is not None and board_path is not None:
        cards = (board_path, *cards)  # with --board, every argument is a card
        board_path = None
    kept = cost_argument(keep, "--keep") if keep is not None else None
    board = read_board(ctx, board_path, inline)
    zones = (board.hand, board.library_top, board.graveyard, board.command_zone)
    if inline is not None and cards and not any(zones):
        raise BoardError("an inline board (--board) has no hand: write the board in a file with hand: [...] to name "
                         "cards to cast")
    db = card_database(ctx)
    analysis = Session().analysis(board)  # what the command works out of each board state, once
    with progress_on(as_json):
        answer = turn_answer(analysis, cards or None, most=most, keep=kept, time_limit=time_limit, find=db.get,
                             explain=explain)
    echo_answer(ctx, answer, as_json)
