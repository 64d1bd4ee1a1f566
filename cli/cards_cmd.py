"""``manaplan cards``: import card data (Scryfall or MTGJSON) and say which card database is in use.

``manaplan cards import FILE`` writes the user's card database (in the user data directory), which every command
then uses unless ``--cards PATH`` / ``$MANAPLAN_CARDS`` names another; ``manaplan cards info`` says which database
is in use, how many cards it has, when it was built and from what.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click
from click.core import ParameterSource

from ..models.cards.importers import import_cards
from ..models.cards.store import shipped_database_path, user_database_path

from .common import card_database, echo_json, json_option
from .terminal import visible as v

__all__ = ["cards", "import_command", "info_command", "database_description"]


@click.group()
def cards() -> None:
    """The card database: import Scryfall or MTGJSON card data, show which database is in use."""


def _progress_bar(path: Path, enabled: bool):
    """A progress bar on standard error for a big file on a terminal, else ``None``."""
    try:
        size = path.stat().st_size
    except OSError:
        return None
    if not enabled or size < 8 << 20 or not sys.stderr.isatty():
        return None
    stream = getattr(sys.stderr, "raw", sys.stderr)  # the bar's carriage returns are meant; its label is escaped
    return click.progressbar(length=size, label=f"reading {v(path.name)}", file=stream, show_percent=True)


def _skipped_words(skipped: dict[str, int]) -> str:
    return ", ".join(f"{reason.replace('_', ' ')} {count:,}" for reason, count in skipped.items())


@cards.command("import", short_help="Import a Scryfall or MTGJSON card file as the card database.")
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Write the database here instead of the user data directory (then use it with --cards).")
@click.option("--force", is_flag=True,
              help="Replace a file at the output that is not a card database (a damaged one, say).")
@json_option
@click.pass_context
def import_command(ctx: click.Context, file: Path, output: Path | None, force: bool, as_json: bool) -> None:
    """Import FILE: a Scryfall bulk file (oracle-cards or default-cards) or an MTGJSON AtomicCards file.

    Plain JSON or compressed with gzip, xz, bzip2 or zip. The database goes to the user data directory and is
    used from then on (unless --cards or $MANAPLAN_CARDS names another); a later import replaces it. A file that
    is not card data, or is truncated, changes nothing.
    """
    bar = _progress_bar(file, not as_json)
    if bar is None:
        report = import_cards(file, output, force=force)
    else:
        with bar:
            report = import_cards(file, output, progress=lambda done: bar.update(done - bar.pos), force=force)
    chosen = (ctx.find_root().obj or {}).get("cards_path")
    written = report.database.path
    if as_json:
        echo_json(report.to_dict())
        return
    compression = f", {report.compression}" if report.compression else ""
    click.echo(f"imported {report.cards:,} cards from {v(file.name)} ({report.kind}{compression})")
    details = f"  read {report.records:,} records"
    if report.skipped:
        details += f"; skipped {sum(report.skipped.values()):,} ({_skipped_words(dict(report.skipped))})"
    if report.duplicates:
        details += f"; {report.duplicates:,} other printings of cards already read"
    click.echo(details)
    click.echo(f"  wrote {v(written)} ({report.size / 1e6:.1f} MB) in {report.seconds:.1f} s")
    if output is None or Path(written).resolve() == user_database_path().resolve():
        if chosen:
            click.echo(f"  note: --cards / $MANAPLAN_CARDS chooses {v(chosen)}, so this database is used only "
                       f"without it")
        else:
            click.echo("  manaplan uses it from now on (manaplan cards info)")
    else:
        click.echo(f"  use it with: manaplan --cards {v(written)} …")


def database_description(ctx: click.Context) -> dict[str, Any]:
    """What ``cards info`` reports about the database in use (opening it as every command does).

    Returns
    -------
    dict
        ``path``, ``kind`` (``'shipped'`` or ``'imported'``), ``selected_by`` (``'--cards'``,
        ``'MANAPLAN_CARDS'``, ``'user database'`` or ``'default'``), ``cards``, ``built_at``, ``source``,
        ``format_version``, ``bytes``, ``user_database`` (where imports go) and ``user_database_exists``.
    """

    db = card_database(ctx)
    info = db.info()
    root = ctx.find_root()
    user = user_database_path()
    path = Path(info.path)
    if (root.obj or {}).get("cards_path"):
        source = root.get_parameter_source("cards_path")
        selected_by = "MANAPLAN_CARDS" if source == ParameterSource.ENVIRONMENT else "--cards"
    else:
        selected_by = "user database" if path.resolve() == user.resolve() else "default"
    try:
        size = path.stat().st_size
    except OSError:
        size = None
    return {
        "path": str(path),
        "kind": "shipped" if path.resolve() == shipped_database_path().resolve() else "imported",
        "selected_by": selected_by,
        "cards": info.cards,
        "built_at": info.built_at,
        "source": info.source,
        "format_version": info.format_version,
        "bytes": size,
        "user_database": str(user),
        "user_database_exists": _is_file(user),
    }


def _is_file(path: Path) -> bool:
    try:
        return path.is_file()
    except OSError:  # a folder on the way that cannot be searched
        return False


_CHOSEN_BY = {"--cards": "chosen with --cards", "MANAPLAN_CARDS": "chosen with $MANAPLAN_CARDS",
              "user database": "the user database, from manaplan cards import", "default": "the default"}


@cards.command("info", short_help="Which card database is in use, and what it holds.")
@json_option
@click.pass_context
def info_command(ctx: click.Context, as_json: bool) -> None:
    """Which card database is in use: its file, shipped or imported, how many cards, built when, from what."""
    data = database_description(ctx)
    if as_json:
        echo_json(data)
        return
    size = f" ({data['bytes'] / 1e6:.1f} MB)" if data["bytes"] is not None else ""
    click.echo(f"card database: {data['kind']} ({_CHOSEN_BY[data['selected_by']]})")
    click.echo(f"  path:     {v(data['path'])}{size}")
    click.echo(f"  cards:    {data['cards']:,} (and the predefined tokens)")
    click.echo(f"  built:    {v(data['built_at'] or 'unknown')}")
    click.echo(f"  source:   {v(data['source'] or 'unknown')}")
    if data["selected_by"] == "default":
        click.echo(f"  imports go to {v(data['user_database'])} (manaplan cards import FILE)")
    elif data["selected_by"] != "user database" and data["user_database_exists"]:
        option = "$MANAPLAN_CARDS" if data["selected_by"] == "MANAPLAN_CARDS" else "--cards"
        click.echo(f"  the imported database {v(data['user_database'])} is not used while {option} chooses another")
