"""``manaplan card NAME``: a card, its parsed mana abilities in plain words, and any text not understood."""

from __future__ import annotations

import click

from .common import card_database, echo_json, json_option
from .serialize import card_dict
from .words import ability_words
from ..models.errors import UnknownCardError

__all__ = ["card"]


def _faces(card):
    return card.faces if card.faces else (card,)


@click.command()
@click.argument("name", nargs=-1, required=True)
@json_option
@click.pass_context
def card(ctx: click.Context, name: tuple[str, ...], as_json: bool) -> None:
    """Show card NAME, its mana abilities in plain words, and any mana text not understood.

    Exit status 1 when there is no such card (the nearest names are suggested).
    """
    from ..models.oracle.parser import parse_card

    db = card_database(ctx)
    try:
        found = db.get(" ".join(name))
    except UnknownCardError as error:
        click.echo(f"manaplan: {error}", err=True)
        ctx.exit(1)
    if found.is_face:  # named by one face: show the whole card, each face in turn
        found = db.get(found.full_name)
    faces = [(face, parse_card(face)) for face in _faces(found)]
    if as_json:
        data = card_dict(found, None if found.faces else faces[0][1])
        if found.faces:
            data["faces"] = [card_dict(face, parsed) for face, parsed in faces]
        echo_json(data)
        return
    for i, (face, parsed) in enumerate(faces):
        if i:
            click.echo()
        _print_face(face, parsed)


def _print_face(face, parsed) -> None:
    title = click.style(face.name, bold=True)
    click.echo(f"{title}  {face.mana_cost}".rstrip())
    click.echo(face.type_line)
    for line in (face.oracle_text or "").splitlines():
        click.echo(click.style(f"  {line}", dim=True))
    abilities = parsed.mana_abilities
    click.echo(f"mana abilities: {len(abilities) or 'none'}")
    for n, ability in enumerate(abilities, 1):
        click.echo(f"  {n}. {ability_words(ability)}")
    if parsed.tapped_damage:
        click.echo(f"  whenever it becomes tapped, it deals {parsed.tapped_damage} damage to you")
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
