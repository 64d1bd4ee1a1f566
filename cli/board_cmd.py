"""``manaplan board BOARD``: the board as understood — ids, statuses, and each permanent's types, mana abilities and
could-produce as they are in force (the effective board, :mod:`manaplan.solver.effective`), beside the printed ones
where they differ; the permissions and cost changes in force; text not understood."""

from __future__ import annotations

import click

from .common import board_options, echo_json, json_option, read_board
from .not_read import echo_not_read, not_read_dict
from .serialize import effective_dict, in_force_dict, permanent_dict
from .words import changed_words, could_words, effective_ability_words
from ..models.mana import types_text
from ..solver.analysis import Session

__all__ = ["board"]


def _status(p, view=None) -> str:
    bits = []
    if p.tapped:
        bits.append("tapped")
    if p.summoning_sick:
        bits.append("summoning sick")
    elif p.sick:
        bits.append("new this turn")
    if view is not None and view.haste:  # the board's, printed, or an effect's (CR 702.10)
        given = [h for h in view.haste_from if h not in ("printed", "haste: on the board")]
        bits.append(f"haste ({', '.join(given)})" if given else "haste")
    elif p.haste:
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
    """Show BOARD as understood: each permanent's id, status, types and mana abilities as they are now (and as
    printed, where an effect or the board changes them), what it could produce, and text not understood."""
    b = read_board(ctx, board_path, inline)
    analysis = Session().analysis(b)
    eff = analysis.effective
    parsed = [(p, analysis.read(p.card), eff[p.id]) for p in b.permanents]
    net = analysis.net()  # text no reader reads that may change an answer (issue 11)
    if as_json:
        echo_json({
            "life": b.life,
            "land_played": b.land_played,
            "pool": b.pool.text,
            "commander_colors": types_text(b.commander_colors),
            "command_zone": [{"card": c.card.name, "casts": c.casts, "tax": c.tax} for c in b.command_zone],
            "effects": _zone(b.effects),
            "permanents": [{**permanent_dict(p, pc), **effective_dict(view)} for p, pc, view in parsed],
            "hand": _zone(b.hand),
            "library_top": _zone(b.library_top),
            "library": None if b.library is None else _zone(b.library),
            "graveyard": _zone(b.graveyard),
            "facts": b.facts.as_dict(),
            **in_force_dict(eff),
            **not_read_dict(net),
        })
        return
    head = [f"life {b.life}", "land played" if b.land_played else "land play available"]
    if b.pool:
        head.append(f"pool {b.pool.text}")
    if b.commander_colors:
        head.append(f"commander colours {types_text(b.commander_colors)}")
    click.echo(" · ".join(head))
    if b.command_zone:
        click.echo("command zone: " + ", ".join(
            c.card.name + (f" (cast {c.casts}×, tax {{{c.tax}}})" if c.casts else "") for c in b.command_zone))
    if b.effects:
        click.echo("effects this turn: " + ", ".join(_zone(b.effects)))
    if b.facts:
        click.echo("facts: " + ", ".join(f"{k} {str(v).lower() if isinstance(v, bool) else v}"
                                          for k, v in b.facts.values))
    width = max((len(p.id) for p in b.permanents), default=0)
    pad = f"  {'':{width}}    "
    click.echo(click.style(f"{len(b.permanents)} permanent{'s' if len(b.permanents) != 1 else ''}", bold=True))
    for p, pc, view in parsed:
        could = could_words(view)
        click.echo(f"  {click.style(p.id.ljust(width), bold=True)}  {_status(view.permanent, view)}"
                   + (f"  · {could}" if could else ""))
        for line in changed_words(view):
            click.echo(pad + line)
        for ability in view.abilities:
            click.echo(pad + effective_ability_words(ability))
        for text, why in view.prohibited:
            click.echo(click.style(f"{pad}{why}: {text}", fg="yellow"))
        if view.tapped_damage:
            click.echo(f"{pad}whenever it becomes tapped, it deals {view.tapped_damage} damage to you")
        for effect in pc.effects:
            if view.lost_text:
                click.echo(click.style(f"{pad}no longer: {effect.describe()}", dim=True))
            else:
                click.echo(f"{pad}effect: {effect.describe()}")
        for item in view.unsupported:
            click.echo(click.style(f"{pad}not understood: {item.text!r}", fg="yellow"))
    rules = eff.casting
    lines = [f"spend mana: {q.effect.describe()} ({q.source})" for q in eff.spend_permissions]
    lines += [f"cast: {g.permission.describe()} ({g.source}{'; not now: ' + g.inactive if g.inactive else ''})"
              for g in rules.grants]
    lines += [f"cost change: {c.describe()} ({who})" for c, who in rules.cost_changes]
    lines += [f"can't cast: {b.describe()} ({who}" + (f", chose {chosen})" if chosen else ")")
              for b, who, chosen in rules.bans]
    if lines:
        click.echo(click.style("in force", bold=True))
        for line in lines:
            click.echo(f"  {line}")
    for zone, cards in (("hand", b.hand), ("library top", b.library_top), ("library", b.library or ()),
                        ("graveyard", b.graveyard)):
        if cards:
            click.echo(f"{zone}: " + ", ".join(_zone(cards)))
    echo_not_read(net)
