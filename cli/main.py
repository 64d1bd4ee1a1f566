"""The ``manaplan`` command: a click group whose commands read input, call the solver and print.

Exit statuses (as the README's "A short tour" says): 0 success; 1 a negative answer (not payable, unknown card
for ``card``); 2 bad input — one clear line on standard error, never a traceback.
"""

from __future__ import annotations

import sys
from importlib import metadata

import click

from ..models.errors import ManaplanError

__all__ = ["app", "main"]


class _App(click.Group):
    """A group that turns every :class:`ManaplanError` into one line on stderr and exit status 2."""

    def invoke(self, ctx: click.Context):
        try:
            return super().invoke(ctx)
        except ManaplanError as error:
            click.echo(f"manaplan: error: {error}", err=True)
            ctx.exit(2)

    def list_commands(self, ctx: click.Context) -> list[str]:
        return list(self.commands)  # in the order they were added: the order of the tour in --help


def _version() -> str:
    try:
        return metadata.version("manaplan")
    except metadata.PackageNotFoundError:  # running from a source tree that was not installed
        return "unknown"


@click.group(cls=_App, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(_version(), "--version", prog_name="manaplan")
@click.option(
    "--cards",
    "cards_path",
    type=click.Path(dir_okay=False),
    envvar="MANAPLAN_CARDS",
    help="Card database to use instead of the bundled one (or $MANAPLAN_CARDS).",
)
@click.pass_context
def app(ctx: click.Context, cards_path: str | None) -> None:
    """manaplan: what mana a Magic: The Gathering board can make, and exactly how to pay a cost.

    BOARD arguments are a YAML, JSON or TOML file, or - for standard input; --board "Forest, Island x3,
    Llanowar Elves (sick)" gives a board inline.
    """
    ctx.obj = {"cards_path": cards_path}


def _register() -> None:
    from . import board_cmd, card_cmd, cards_cmd, pay_cmd

    app.add_command(pay_cmd.pay)
    from . import produce_cmd  # issue 4

    app.add_command(produce_cmd.produce)
    from . import cast_cmd  # issue 5

    app.add_command(cast_cmd.cast)
    app.add_command(board_cmd.board)
    app.add_command(card_cmd.card)
    app.add_command(cards_cmd.cards)


_register()


def main() -> None:
    """Console entry point."""
    app(prog_name="manaplan")


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
