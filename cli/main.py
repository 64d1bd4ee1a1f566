"""The ``manaplan`` command: a click group whose commands read input, call the solver and print.

Exit statuses (as the README's "A short tour" says): 0 success; 1 a negative answer (not payable, unknown card
for ``card``); 2 bad input — one clear line on standard error, never a traceback; 3 an internal error, a bug in
manaplan — one line that says so and how to report it (``--debug`` shows the traceback).

Every way out of the command passes through :class:`_App`: a :class:`ManaplanError` or a click usage error is one
line ``manaplan: error: …`` (click's "Usage: … Try …" block is not printed), anything else is the bug line. The
guard is the last resort: bad input is meant to be caught where it is read, with the file, entry and problem.
Standard output and standard error go through :class:`~.terminal.VisibleStream` while a command runs, so that no
control character from a board or card file reaches the terminal raw.
"""

from __future__ import annotations

import errno
import importlib
import sys
import traceback

import click

from ..models.errors import ManaplanError
from .common import not_empty
from .terminal import VisibleStream, visible
from .version import __version__

__all__ = ["app", "main"]


BUG_EXIT = 3
"""The exit status of an internal error (a bug in manaplan)."""


class _OneLineError(click.ClickException):
    """A click error shown as one line, ``manaplan: error: …``, with the original exit status."""

    def __init__(self, message: str, exit_code: int):
        super().__init__(message)
        self.exit_code = exit_code

    def show(self, file=None) -> None:
        click.echo(f"manaplan: error: {visible(self.format_message())}", err=True)


def _one_line(error: click.ClickException) -> _OneLineError:
    if isinstance(error, _OneLineError):
        return error
    message = " ".join(error.format_message().split())  # click's messages may span lines
    path = error.ctx.command_path.split(" ", 1) if isinstance(error, click.UsageError) and error.ctx else []
    if len(path) == 2:  # which command: "pay: No such option '--bogus'."
        message = f"{path[1]}: {message}"
    return _OneLineError(message, error.exit_code)


def _bug(error: BaseException, debug: bool) -> None:
    """Say that ``error`` is a bug, on one line (after its traceback with ``--debug``)."""
    if debug:
        traceback.print_exception(error, file=sys.stderr)
    kind = type(error).__name__
    detail = " ".join(str(error).split())[:200]
    hint = "" if debug else "; run again with --debug for the traceback"
    click.echo(f"manaplan: internal error (a bug in manaplan, not in your input): {visible(kind)}"
               f"{': ' + visible(detail) if detail else ''}{hint}; please report it with the command and the board "
               f"that caused it", err=True)


_PASS_THROUGH = (click.exceptions.Exit, click.Abort, EOFError, KeyboardInterrupt, SystemExit)


class _App(click.Group):
    """The guard: a :class:`ManaplanError` or a click error is one line on stderr (exit 2, or click's status),
    anything unexpected is one line saying it is a bug (exit 3)."""

    def make_context(self, info_name, args, parent=None, **extra):
        try:
            return super().make_context(info_name, args, parent=parent, **extra)
        except click.ClickException as error:
            raise _one_line(error) from error

    def invoke(self, ctx: click.Context):
        try:
            return super().invoke(ctx)
        except ManaplanError as error:
            click.echo(f"manaplan: error: {visible(error)}", err=True)
            ctx.exit(2)
        except click.ClickException as error:
            raise _one_line(error) from error
        except _PASS_THROUGH:
            raise
        except OSError as error:
            if error.errno == errno.EPIPE:  # output piped into head: click ends quietly
                raise
            _bug(error, _debug(ctx))
            ctx.exit(BUG_EXIT)
        except Exception as error:  # noqa: BLE001 - the last resort, by design
            _bug(error, _debug(ctx))
            ctx.exit(BUG_EXIT)

    def main(self, args=None, prog_name=None, complete_var=None, standalone_mode=True, **extra):
        stdout, stderr = sys.stdout, sys.stderr
        sys.stdout, sys.stderr = VisibleStream(stdout), VisibleStream(stderr)
        try:
            return super().main(args, prog_name, complete_var, standalone_mode, **extra)
        except _PASS_THROUGH:
            raise
        except Exception as error:  # noqa: BLE001 - raised before a command ran (while reading the options)
            if not standalone_mode:
                raise
            arguments = sys.argv[1:] if args is None else list(args)
            _bug(error, "--debug" in arguments)
            sys.exit(BUG_EXIT)
        finally:
            sys.stdout, sys.stderr = stdout, stderr

    def list_commands(self, ctx: click.Context) -> list[str]:
        return list(COMMANDS)  # the order of the tour in --help

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        """The command, its module imported now: ``manaplan --help`` imports none of them (nor the solver)."""
        entry = COMMANDS.get(name)
        if entry is None:
            return None
        module, short = entry
        command = getattr(importlib.import_module(f"{__package__}.{module}"), name)
        command.short_help = short
        return command

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """The commands and their one line each, from :data:`COMMANDS` (no command module is imported)."""
        with formatter.section("Commands"):
            formatter.write_dl([(name, short) for name, (_, short) in COMMANDS.items()])


#: The commands, in the order of the tour: name → (module of ``cli``, its line in ``manaplan --help``). The line is
#: the command's ``short_help`` too, so the two never drift.
COMMANDS: dict[str, tuple[str, str]] = {
    "pay": ("pay_cmd", "how to pay a cost: what to tap, sacrifice or pay life for, in order"),
    "produce": ("produce_cmd", "what the board can make: per source, per type, in all, the pools"),
    "cast": ("cast_cmd", "what can be cast now, from which zone, and how to pay for it"),
    "turn": ("turn_cmd", "can these cards be cast this turn: in which order, and how"),
    "deck": ("deck_cmd", "how often a deck has the mana for each spell, over sampled games"),
    "board": ("board_cmd", "the board as understood: ids, statuses, abilities in force"),
    "card": ("card_cmd", "one card: its mana abilities in plain words, what it could produce"),
    "cards": ("cards_cmd", "the card database: import Scryfall or MTGJSON data, which is in use"),
}


def _print_version(ctx: click.Context, _param: click.Parameter, value: bool) -> None:
    """``--version`` (from :mod:`.version`: reading the installed metadata would cost every command 40 ms)."""
    if value and not ctx.resilient_parsing:
        click.echo(f"manaplan, version {__version__}")
        ctx.exit()


@click.group(cls=_App, context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--version", is_flag=True, expose_value=False, is_eager=True, callback=_print_version,
              help="Show the version and exit.")
@click.option(
    "--cards",
    "cards_path",
    type=click.Path(dir_okay=False),
    envvar="MANAPLAN_CARDS",
    callback=not_empty,
    help="Card database to use instead of the bundled one (or $MANAPLAN_CARDS).",
)
@click.option("--debug", is_flag=True, envvar="MANAPLAN_DEBUG",
              help="On an internal error (exit status 3), show the traceback.")
@click.pass_context
def app(ctx: click.Context, cards_path: str | None, debug: bool) -> None:
    """manaplan: what mana a Magic: The Gathering board can make, and exactly how to pay a cost.

    BOARD arguments are a YAML, JSON or TOML file, or - for standard input; --board "Forest, Island x3,
    Llanowar Elves (sick)" gives a board inline.

    \b
    Board keys (every one; the README says more):
      permanents        cards on the battlefield: a name, or a mapping of card (or a homebrew
                        card's name, type, text, mana_cost) and count, id, tapped, sick, entered,
                        haste, token, controller, counters, chosen, attached_to, imprinted (the
                        card exiled with Chrome Mox), power, toughness, level, attacking, renowned
      hand, graveyard   cards by name (a list: [Forest, Island]); library_top: the top card
      library           cards known to be in your library: what fetchlands and searches may find
      draws             the cards of your next draw steps, in order (turn --turns)
      effects           spells or abilities that resolved this turn and still apply
      life, pool        your life total (default 20); mana already in your pool ("{R}{R}")
      land_played       true when your land plays for this turn are used (default false)
      facts             what the permanents do not show: cards_in_hand, monarch, speed …
      command_zone      your commanders: a name, or {card: NAME, casts: N} (N earlier casts: tax {2} each)
      commander_colors  defaults to the command zone's colour identity
    """
    ctx.obj = {"cards_path": cards_path, "debug": debug}


def _debug(ctx: click.Context) -> bool:
    return bool((ctx.find_root().obj or {}).get("debug"))


def main() -> None:
    """Console entry point."""
    app(prog_name="manaplan")


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
