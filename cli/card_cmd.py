"""``manaplan card NAME``: a card, its parsed mana abilities in plain words, what it could produce, and any text not
understood; with ``--board``, the card as it is on that board (what is in force there: land types, abilities lost or
granted, could-produce, CR 305.7, 613, 106.7), beside the printed card where they differ."""

from __future__ import annotations

from dataclasses import replace

import click

from .common import card_database, echo_json, json_option, read_board
from .serialize import card_dict, effective_dict
from .words import ability_words, card_kind, changed_words, could_words, effective_ability_words, types_words
from ..models.board import Permanent
from ..models.errors import UnknownCardError
from ..models.oracle.parser import parse_card
from ..solver.analysis import Session

__all__ = ["card"]


def _faces(card):
    return card.faces if card.faces else (card,)


def _on_board(board, name: str, found):
    """The board, and the id of the permanent that is the card: the one with that id, else the first with that
    card, else the card (its first face that is a permanent) added as a new permanent you control, the latest
    timestamp; None for an id when no face of the card is a permanent."""
    for p in board.permanents:
        if p.id == name:
            return board, p.id
    names = {found.name.casefold(), getattr(found, "full_name", found.name).casefold()}
    for p in board.permanents:
        if p.card.name.casefold() in names or getattr(p.card, "full_name", "").casefold() in names:
            return board, p.id
    permanent_types = {"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"}
    card = next((face for face in _faces(found) if permanent_types & set(face.card_types)), None)
    if card is None:  # an instant or a sorcery: never a permanent
        return board, None
    n = sum(1 for p in board.permanents if p.card.name == card.name) + 1
    added = Permanent(id=f"{card.name}#{n}", card=card)
    return replace(board, permanents=board.permanents + (added,)), added.id


@click.command()
@click.argument("name", nargs=-1, required=True)
@click.option("--board", "inline", metavar="TEXT",
              help='A board inline ("Blood Moon, Breeding Pool"): show the card as it is there.')
@click.option("--board-file", "board_path", metavar="FILE", help="A board file (or - for standard input): show the "
              "card as it is there.")
@json_option
@click.pass_context
def card(ctx: click.Context, name: tuple[str, ...], inline: str | None, board_path: str | None,
         as_json: bool) -> None:
    """Show card NAME, its mana abilities in plain words, what it could produce, and any mana text not understood.

    With --board or --board-file, also show it as it is on that board: the permanent with that id or card (else the
    card as a new permanent of yours), with what is in force there. Alone, nothing is in force: printed is
    effective.

    Exit status 1 when there is no such card (the nearest names are suggested).
    """
    db = card_database(ctx)
    words = " ".join(name)
    view = None
    if inline is not None or board_path is not None:
        board = read_board(ctx, board_path, inline)
        ids = {p.id: p for p in board.permanents}
        try:
            found = ids[words].card if words in ids else db.get(words)
        except UnknownCardError as error:
            click.echo(f"manaplan: {error}", err=True)
            ctx.exit(1)
        if found.is_face:
            found = db.get(found.full_name)
        board, pid = _on_board(board, words, found)
        if pid is None:
            click.echo(f"manaplan: {found.name} is not a permanent card: it is never on the board", err=True)
            ctx.exit(1)
        view = Session().analysis(board).effective[pid]
    else:
        try:
            found = db.get(words)
        except UnknownCardError as error:
            click.echo(f"manaplan: {error}", err=True)
            ctx.exit(1)
    if found.is_face:  # named by one face: show the whole card, each face in turn
        found = db.get(found.full_name)
    faces = [(face, parse_card(face)) for face in _faces(found)]
    if as_json:
        data = card_dict(found, None if found.faces else faces[0][1])
        if found.faces:
            data["faces"] = [_printed_keys(card_dict(face, parsed), face) for face, parsed in faces]
        else:
            _printed_keys(data, found)
        if view is not None:
            data["on_board"] = {"id": view.id, **effective_dict(view)}
            if not found.faces:
                data.update({k: data["on_board"][k] for k in ("could_produce", "type_line")})
        echo_json(data)
        return
    for i, (face, parsed) in enumerate(faces):
        if i:
            click.echo()
        _print_face(face, parsed)
    if view is not None:
        _print_view(view)


def _printed_keys(data: dict, face) -> dict:
    """Alone, nothing is in force: the printed could-produce and type line are the effective ones."""
    data["printed_could_produce"] = data.get("could_produce", "")
    data["printed_type_line"] = data["type_line"] = face.type_line
    return data


def _print_face(face, parsed) -> None:
    title = click.style(face.name, bold=True)
    click.echo(f"{title}  {face.mana_cost}".rstrip())
    kind = card_kind(face, parsed)
    click.echo(face.type_line + (click.style(f"  ({kind})", dim=True) if kind else ""))
    for line in (face.oracle_text or "").splitlines():
        click.echo(click.style(f"  {line}", dim=True))
    abilities = parsed.mana_abilities
    click.echo(f"mana abilities: {len(abilities) or 'none'}")
    for n, ability in enumerate(abilities, 1):
        click.echo(f"  {n}. {ability_words(ability)}")
    if parsed.tapped_damage:
        click.echo(f"  whenever it becomes tapped, it deals {parsed.tapped_damage} damage to you")
    could = types_words(parsed.could_produce())
    if could:
        click.echo(f"could produce {could}")
    if parsed.mana_effects:
        click.echo(f"mana from resolving it: {len(parsed.mana_effects)}")
        for effect in parsed.mana_effects:
            click.echo(f"  - {effect.describe()}")
    if parsed.effects:
        click.echo(f"effects on mana: {len(parsed.effects)}")
        for effect in parsed.effects:
            click.echo(f"  - {effect.describe()}")
    if parsed.unsupported:
        click.echo(click.style("not understood (left out of every answer):", fg="yellow"))
        for item in parsed.unsupported:
            click.echo(f"  - {item.text!r}: {item.reason}")


def _print_view(view) -> None:
    click.echo()
    click.echo(click.style(f"on the board as {view.id}", bold=True))
    click.echo(f"  {could_words(view) or 'could produce nothing'}")
    for line in changed_words(view):
        click.echo("  " + line)
    click.echo(f"  mana abilities now: {len(view.abilities) or 'none'}")
    for n, ability in enumerate(view.abilities, 1):
        click.echo(f"    {n}. {effective_ability_words(ability)}")
    for text, why in view.prohibited:  # CR 602.5, 302.6
        click.echo(click.style(f"  {why}: {text}", fg="yellow"))
    given = [h for h in view.haste_from if h not in ("printed", "haste: on the board")]
    if given:
        click.echo(f"  has haste ({', '.join(given)})")
    for item in view.unsupported:
        click.echo(click.style(f"  not understood: {item.text!r}: {item.reason}", fg="yellow"))
