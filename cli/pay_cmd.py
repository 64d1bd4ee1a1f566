"""``manaplan pay BOARD COST``: an optimal plan to pay a cost, step by step (exit 0), or why not (exit 1).

The command reads its options, asks :func:`~.answers.pay_answer` (the solver's
:func:`~manaplan.solver.pay.solve.solve_payment`, or with ``--for`` :func:`~manaplan.solver.cast.pay_for.pay_for`)
and prints the answer.
"""

from __future__ import annotations

import click

from .answers.pay import pay_answer
from .common import Seconds, board_options, card_database, cost_argument, echo_answer, json_option, read_board
from .progress import progress_on
from .whole_command import whole_command
from ..models.limits import MAX_NUMBER
from ..solver.analysis import Session
from ..solver.cast.solve import named_spell

__all__ = ["pay"]


@click.command()
@board_options
@click.argument("cost", metavar="COST", required=False)
@click.option("--keep", metavar="COST", help="A cost to keep payable with what the plan leaves.")
@click.option("--x", "x", type=click.IntRange(min=0, max=MAX_NUMBER), metavar="N", help="Pay the cost with X = N.")
@click.option("--max-x", is_flag=True, help="Find the largest payable X and pay that.")
@click.option("--for", "for_card", metavar="CARD",
              help="The spell the cost pays for (restricted mana pays it where allowed); COST defaults to its cost.")
@click.option("--explain", is_flag=True, help="Show the objectives that chose between plans, in order.")
@click.option("--time-limit", type=Seconds(0.1), default=10.0, show_default=True,
              help="Seconds the solver may take; a plan cut short says it is not proven optimal.")
@json_option
@click.pass_context
@whole_command
def pay(ctx: click.Context, board_path: str | None, inline: str | None, cost: str | None, keep: str | None,
        x: int | None, max_x: bool, for_card: str | None, explain: bool, time_limit: float, as_json: bool) -> None:
    """Pay COST from BOARD: which permanents to tap, sacrifice or pay life for, in order.

    COST is written as on cards, {2}{W}{U}, {X}{R}, {W/U}, {2/W}, {W/P}, or in shorthand, 2WU. Exit status 0 when
    payable, 1 when not (with the reason), 2 for bad input.
    """
    if inline is not None and board_path is not None and cost is None:
        board_path, cost = None, board_path  # with --board, the one argument is the cost
    spell = None
    if for_card is not None:
        spell = named_spell(for_card, card_database(ctx).get)
        if cost is None and spell.mana_cost is None:
            raise click.UsageError("missing argument COST")
    elif cost is None:
        raise click.UsageError("missing argument COST")
    if x is not None and max_x:
        raise click.UsageError("give --x N or --max-x, not both")
    # --for alone: the spell's cost as the board changes it (CR 601.2f), worked out by pay_for
    target = cost_argument(cost, "COST", board=board_path) if cost is not None else None
    asked = target if target is not None else spell.mana_cost
    if (x is not None or max_x) and not asked.x_count:  # an X for a cost without one is a mistake, not ignored
        raise click.UsageError(f"{'--x' if x is not None else '--max-x'}: the cost {asked.text} has no {{X}}")
    kept = cost_argument(keep, "--keep") if keep is not None else None
    board = read_board(ctx, board_path, inline)
    spell_card = () if spell is None else ((f"{for_card} (the spell paid for)", card_database(ctx).get(for_card)),)
    analysis = Session().analysis(board)  # what the command works out of each board state, once
    with progress_on(as_json):
        answer = pay_answer(analysis, target, keep=kept, x=x, max_x=max_x, spell=spell, spell_card=spell_card,
                            time_limit=time_limit, explain=explain)
    echo_answer(ctx, answer, as_json)
