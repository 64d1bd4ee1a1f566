"""What the commands share: the card database, reading a board, JSON output."""

from __future__ import annotations

import json
import math
from typing import Any

import click

from ..models import board_files
from ..models.cards import store as cards
from ..models.costs import ManaCost
from ..models.errors import CostSyntaxError

__all__ = ["card_database", "board_options", "read_board", "json_option", "echo_json", "echo_answer", "Seconds",
           "cost_argument", "MAX_SECONDS", "not_empty"]

MAX_SECONDS = 24 * 3600.0
"""The longest ``--time-limit``: a day."""


class Seconds(click.ParamType):
    """A time limit in seconds: a finite number from ``minimum`` to :data:`MAX_SECONDS` (``nan`` and ``inf`` are
    not time limits)."""

    name = "seconds"

    def __init__(self, minimum: float):
        self.minimum = minimum

    def convert(self, value, param, ctx) -> float:
        try:
            seconds = float(value)
        except (TypeError, ValueError):
            self.fail(f"{value!r} is not a number of seconds", param, ctx)
        if not math.isfinite(seconds) or not self.minimum <= seconds <= MAX_SECONDS:
            self.fail(f"{value} is not a number of seconds from {self.minimum:g} to {MAX_SECONDS:g}", param, ctx)
        return seconds


def not_empty(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """A click callback: an option given as ``''`` (``--cards ''``, ``--graph ''``) is an error, not the option
    left out.

    Raises
    ------
    click.BadParameter
        For an empty or blank value (exit status 2).
    """
    if value is not None and not value.strip():
        raise click.BadParameter("empty: give a file name (or leave the option out)", ctx=ctx, param=param)
    return value


_BOARD_SUFFIXES = (".yaml", ".yml", ".json", ".toml")


def cost_argument(text: str, what: str, board: str | None = None):
    """The cost ``text`` (COST, ``--keep``) parsed; an empty one is an error, not a cost of nothing.

    ``board`` is the BOARD argument beside it: when the cost does not parse but reads as a board file and ``board``
    as a cost (``manaplan pay '{2}{G}' board.yaml``), the error says the two are swapped.

    Raises
    ------
    click.BadParameter
        For an empty cost (exit status 2); a cost that does not parse raises ``CostSyntaxError``.
    click.UsageError
        For BOARD and COST given the other way round.
    """
    if not text.strip():
        raise click.BadParameter("empty: give a cost such as {2}{W} (or {0} for a cost of nothing)",
                                 param_hint=what)
    try:
        return ManaCost.parse(text)
    except CostSyntaxError:
        if board is not None and (text == "-" or text.lower().endswith(_BOARD_SUFFIXES)):
            try:
                ManaCost.parse(board)
            except CostSyntaxError:
                raise
            raise click.UsageError(f"BOARD and COST are the other way round: the board file comes first, then the "
                                   f"cost (manaplan pay {text} '{board}')") from None
        raise


def card_database(ctx: click.Context):
    """The card database the user chose with ``--cards``, else the bundled one (opened lazily)."""
    obj = ctx.find_root().obj or {}
    path = obj.get("cards_path")
    if "db" not in obj:
        obj["db"] = cards.CardDatabase.open(path) if path else cards.default_database()
    return obj["db"]


def board_options(func):
    """``BOARD`` (a path or ``-``) and ``--board "…"`` (inline); exactly one of them."""
    func = click.option("--board", "inline", metavar="TEXT",
                        help='The board inline: "Forest, Island x3, Llanowar Elves (sick), Sol Ring (tapped)".')(func)
    return click.argument("board_path", metavar="[BOARD]", required=False)(func)


def read_board(ctx: click.Context, board_path: str | None, inline: str | None):
    """The board from a file / stdin or from ``--board``.

    Raises
    ------
    click.UsageError
        When neither or both are given (exit status 2).
    ManaplanError
        For a board that cannot be read.
    """
    if (board_path is None) == (inline is None):
        raise click.UsageError("give a BOARD file (or - for standard input), or --board \"…\", but not both")
    db = card_database(ctx)
    if inline is not None:
        return board_files.parse_inline(inline, cards=db)
    return board_files.load_board(board_path, cards=db)


json_option = click.option("--json", "as_json", is_flag=True, help="Machine-readable JSON on standard output.")


def echo_answer(ctx: click.Context, answer, as_json: bool) -> None:
    """Print a command's answer (:class:`~.answers.Answer`): its JSON, or its text line by line; then exit with its
    status when that is not 0."""
    if as_json:
        echo_json(dict(answer.json))  # read only: no deep copy (Answer.to_json's) to print it
    else:
        for line in answer.lines():
            click.echo(line)
    if answer.status:
        ctx.exit(answer.status)


def echo_json(data: Any) -> None:
    """Print ``data`` as indented JSON, ASCII only: every control character is escaped, and it is still JSON."""
    click.echo(json.dumps(data, indent=2, ensure_ascii=True))  # C1 controls, bidi overrides, surrogates as \\uXXXX
