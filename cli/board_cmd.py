"""``manaplan board BOARD``: the board as understood — ids, statuses, parsed mana abilities, unsupported text."""

from __future__ import annotations

import click

from .common import board_options, echo_json, json_option, read_board
from .serialize import permanent_dict
from .words import ability_words
from ..models.mana import types_text

__all__ = ["board"]


def _status(p) -> str:
    bits = []
    if p.tapped:
        bits.append("tapped")
    if p.summoning_sick:
        bits.append("summoning sick")
    elif p.sick:
        bits.append("new this turn")
    if p.haste:
        bits.append("haste")
    bits += [f"{n} {kind}" for kind, n in p.counters]
    if p.attached_to:
        bits.append(f"on {p.attached_to}")
    if p.chosen:
        bits.append(f"chose {p.chosen}")
    if p.power is not None or p.toughness is not None:
        bits.append(f"{p.current_power if p.current_power is not None else '?'}/"
                    f"{p.current_toughness if p.current_toughness is not None else '?'}")
    if p.level is not None:
        bits.append(f"level {p.level}")
    bits += [flag for flag in ("attacking", "renowned") if getattr(p, flag)]
    if p.is_token:
        bits.append("token")
    if not p.is_yours:
        bits.append(p.controller)
    return ", ".join(bits) or "untapped"


def _zone(cards) -> list[str]:
    return [c.name for c in cards]


@click.command()
@board_options
@json_option
@click.pass_context
def board(ctx: click.Context, board_path: str | None, inline: str | None, as_json: bool) -> None:
    """Show BOARD as understood: each permanent's id, status, mana abilities and text not understood."""
    from ..models.oracle.parser import parse_card

    b = read_board(ctx, board_path, inline)
    parsed = [(p, parse_card(p.card)) for p in b.permanents]
    if as_json:
        echo_json({
            "life": b.life,
            "land_played": b.land_played,
            "pool": b.pool.text,
            "commander_colors": types_text(b.commander_colors),
            "effects": _zone(b.effects),
            "permanents": [permanent_dict(p, pc) for p, pc in parsed],
            "hand": _zone(b.hand),
            "library_top": _zone(b.library_top),
            "graveyard": _zone(b.graveyard),
            "facts": b.facts.as_dict(),
        })
        return
    head = [f"life {b.life}", "land played" if b.land_played else "land play available"]
    if b.pool:
        head.append(f"pool {b.pool.text}")
    if b.commander_colors:
        head.append(f"commander colours {types_text(b.commander_colors)}")
    click.echo(" · ".join(head))
    if b.effects:
        click.echo("effects this turn: " + ", ".join(_zone(b.effects)))
    if b.facts:
        click.echo("facts: " + ", ".join(f"{k} {str(v).lower() if isinstance(v, bool) else v}"
                                          for k, v in b.facts.values))
    width = max((len(p.id) for p in b.permanents), default=0)
    click.echo(click.style(f"{len(b.permanents)} permanents", bold=True))
    for p, pc in parsed:
        could = types_text(pc.could_produce())
        click.echo(f"  {click.style(p.id.ljust(width), bold=True)}  {_status(p)}"
                   + (f"  · could produce {could}" if could else ""))
        for ability in pc.mana_abilities:
            click.echo(f"  {'':{width}}    {ability_words(ability)}")
        if pc.tapped_damage:
            click.echo(f"  {'':{width}}    whenever it becomes tapped, it deals {pc.tapped_damage} damage to you")
        for effect in pc.effects:
            click.echo(f"  {'':{width}}    effect: {effect.describe()}")
        for item in pc.unsupported:
            click.echo(click.style(f"  {'':{width}}    not understood: {item.text!r}", fg="yellow"))
    for zone, cards in (("hand", b.hand), ("library top", b.library_top), ("graveyard", b.graveyard)):
        if cards:
            click.echo(f"{zone}: " + ", ".join(_zone(cards)))
