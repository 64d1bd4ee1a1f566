"""``manaplan board BOARD``: the board as understood — ids, statuses, and each permanent's types, mana abilities and
could-produce as they are in force (the effective board, :mod:`manaplan.solver.effective`), beside the printed ones
where they differ; the permissions and cost changes in force; text not understood."""

from __future__ import annotations

import click

from .common import board_options, echo_json, json_option, read_board
from .not_read import echo_not_read, not_read_dict
from .serialize import effective_dict, in_force_dict, permanent_dict
from .text_out import board_lines
from ..models.mana import types_text
from ..solver.analysis import Session

__all__ = ["board"]


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
            **({"draws": _zone(b.draws)} if b.draws else {}),  # given only when the board has draws
            "facts": b.facts.as_dict(),
            **in_force_dict(eff),
            **not_read_dict(net),
        })
        return
    for line in board_lines(b, parsed, eff):
        click.echo(line)
    echo_not_read(net)
