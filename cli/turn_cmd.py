"""``manaplan turn BOARD [CARD …]``: can these cards all be cast this turn, in which order and how (exit 0), or why
not (exit 1); with ``--most``, the most of them (exit 0); with ``--turns N``, the earliest of your next N turns each
can be cast on (exit 0 when all are cast by turn N).

The command reads its options, asks :func:`~.answers.turn.turn_answer` (the solver's
:func:`~manaplan.solver.turn.solve.solve_turn`) or :func:`~.answers.turn.turns_answer` (the solver's
:func:`~manaplan.solver.turn.turns.solve_turns`) and prints the answer.
"""

from __future__ import annotations

import click

from .answers.turn import turn_answer, turns_answer
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
@click.option("--turns", "n_turns", type=click.IntRange(1, 20), metavar="N", default=None,
              help="Plan your next N turns (1: this one) with the board's draws: the earliest turn each CARD can be "
              "cast on, and the plan turn by turn.")
@click.option("--explain", is_flag=True, help="Show the objectives that chose between plans, in order.")
@click.option("--time-limit", type=Seconds(0.1), default=10.0, show_default=True,
              help="Seconds the whole command may take; a plan cut short says it is not proven optimal.")
@json_option
@click.pass_context
@whole_command
def turn(ctx: click.Context, board_path: str | None, inline: str | None, cards: tuple[str, ...], most: bool,
         keep: str | None, n_turns: int | None, explain: bool, time_limit: float, as_json: bool) -> None:
    """Can the CARDs all be cast this turn from BOARD, in which order and how?

    It is your main phase and the stack is empty (a spell that must target a spell, Counterspell, is not counted by
    --most over the hand; named, its mana is planned, with a note). CARDs come from any zone the board gives (hand,
    library_top, graveyard, command_zone); a name twice means two copies; without CARDs, every nonland card in hand;
    with --board, every argument is a CARD. Between the spells the turn may play a land from hand (if land_played is
    false; also a land Cultivate put there; more lands with Exploration or Azusa, and the top of the library with
    Oracle of Mul Daya, on the battlefield or cast), crack fetchlands and search (Cultivate, Nature's Lore, Wood
    Elves) with library:, exile Spirit Guides, use the mana of enters triggers (Burning-Tree Emissary) and Lion's
    Eye Diamond for a spell not in hand, and cast other cards of the hand that help, marked (helps): rituals (Dark
    Ritual), rocks, creatures with haste, cost reducers (Goblin Electromancer). Mana left in the pool carries to the
    next spell (CR 500.4). X is 0.

    Each cast is paid by a pay plan, with pay's objectives. Exit status 0 when every card can be cast (with --most,
    whenever a plan was found), 1 when not (with the reason) or when no answer was found within --time-limit, 2 for
    bad input.

    --turns N plans your next N turns: turn 1 is this main phase; each later turn untaps your permanents, draws the
    next card of the board key draws: [CARD, ...] (library_top, if given, is the first draw; without draws, later
    draws are unknown), gives a new land play and ends summoning sickness; mana does not carry over, life does.
    CARDs may then be in draws too; without CARDs, every nonland card of the hand and the draws. Lands, rocks,
    dorks, rituals and ramp are played or cast on earlier turns only where they bring a CARD earlier. The answer is
    the earliest turn of each CARD, the first named first, and the plan turn by turn; opponents are assumed to do
    nothing. Exit status 0 when every CARD is cast by turn N, else 1. Not with --most or --keep.
    """
    if inline is not None and board_path is not None:
        cards = (board_path, *cards)  # with --board, every argument is a card
        board_path = None
    if n_turns is not None and (most or keep is not None):
        raise click.UsageError("--turns plans several turns for the named cards: it does not take --most or --keep")
    kept = cost_argument(keep, "--keep") if keep is not None else None
    board = read_board(ctx, board_path, inline)
    zones = (board.hand, board.library_top, board.graveyard, board.command_zone, board.draws)
    if inline is not None and cards and not any(zones):
        raise BoardError("an inline board (--board) has no hand: write the board in a file with hand: [...] to name "
                         "cards to cast")
    db = card_database(ctx)
    analysis = Session().analysis(board)  # what the command works out of each board state, once
    with progress_on(as_json):
        if n_turns is not None:
            echo_answer(ctx, turns_answer(analysis, cards or None, turns=n_turns, time_limit=time_limit, find=db.get),
                        as_json)
            return
        answer = turn_answer(analysis, cards or None, most=most, keep=kept, time_limit=time_limit, find=db.get,
                             explain=explain)
    echo_answer(ctx, answer, as_json)
