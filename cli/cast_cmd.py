"""``manaplan cast BOARD``: every card in hand, on top of the library and in the graveyard — castable now (your main
phase, the stack empty), and how to pay for it, or why not."""

from __future__ import annotations

import click

from .common import Seconds, board_options, card_database, echo_json, json_option, read_board, whole_command
from .terminal import visible as v

__all__ = ["cast", "summary"]

_ZONE_TITLES = {"hand": "hand", "library_top": "top of library", "graveyard": "graveyard",
                "command": "command zone"}


#: The most permanents a summary names one by one; past it, it counts them by kind (``--explain`` lists them).
_LISTED = 6


def summary(answer, board=None) -> str:
    """The plan of a castable answer in a few words: ``'tap Island#1, Island#2'``, ``'play it (your land play)'``;
    a plan that taps more than six permanents counts them by kind, ``'tap 52 permanents (all 30 lands,
    19 artifacts, 3 creatures)'`` (with the board; ``--explain`` and ``--json`` give the whole plan).

    Examples
    --------
    >>> from manaplan.solver.cast.solve import CastAnswer
    >>> summary(CastAnswer("Forest", "hand", None, "land", True))
    'play it (your land play)'
    """
    if answer.kind == "land":
        via = f" via {answer.via}" if answer.via else ""
        return f"play it (your land play){via}"
    parts: list[str] = []
    if answer.activation:
        who, cost = answer.activation.split(": ", 1)
        parts.append(f"activate {who} first ({cost})")
    p = answer.payment
    if p is not None:
        if any(s.action == "pool" for s in p.steps):
            parts.append("use your pool")
        if p.tapped:
            parts.append("tap " + _listed(p.tapped, board))
        if p.sacrificed:
            parts.append("sacrifice " + _listed(p.sacrificed, board))
        if p.exiled:
            parts.append("exile " + ", ".join(p.exiled))
        other = [s.permanent for s in p.steps if s.action == "activate" and s.permanent]
        if other:
            parts.append("activate " + ", ".join(dict.fromkeys(other)))
    if answer.extra:
        parts.append(answer.extra)
    if p is not None and p.life_lost:
        parts.append(f"lose {p.life_lost} life")
    if p is not None and p.loses_game:  # CR 704.5a
        parts.append(f"this leaves you at {p.life_after} life: you lose the game when state-based actions are "
                     f"checked (CR 704.5a)")
    if not parts:
        parts.append("free")
    words = "; ".join(parts)
    if answer.x is not None:
        words = f"X={answer.x}: " + words
    if answer.via:
        words += f" (via {answer.via})"
    return words


_KINDS = (("Land", "land"), ("Creature", "creature"), ("Artifact", "artifact"), ("Enchantment", "enchantment"))
_PLURAL = {"land": "lands", "creature": "creatures", "artifact": "artifacts", "enchantment": "enchantments",
           "other permanent": "other permanents", "card from your hand": "cards from your hand"}


def _listed(ids, board) -> str:
    """A few permanents by id; more, counted by kind (``'52 permanents (all 30 lands, 19 artifacts, 3 creatures)'``)
    or, all of one card, ``'Treasure ×7 (#1–#7)'``.

    >>> _listed(("Forest#1", "Island#1"), None)
    'Forest#1, Island#1'
    >>> _listed(tuple(f"Treasure#{n}" for n in range(1, 8)), None)
    'Treasure ×7 (#1–#7)'
    """
    from .pay_cmd import _card, _ids

    ids = tuple(ids)
    if len(ids) <= _LISTED:
        return ", ".join(ids)
    cards = {_card(pid) for pid in ids}
    if len(cards) == 1:
        return f"{cards.pop()} ×{len(ids)} ({_ids(ids)})"
    if board is None:
        return f"{len(ids)} permanents"
    counts: dict[str, int] = {}
    kind_of = {}
    for p in board.permanents:
        types = set(getattr(p.card, "card_types", ()) or ())
        kind_of[p.id] = next((word for kind, word in _KINDS if kind in types), "other permanent")
    for pid in ids:
        kind = kind_of.get(pid, "card from your hand")
        counts[kind] = counts.get(kind, 0) + 1
    untapped = {kind: sum(1 for p in board.permanents if p.is_yours and not p.tapped and kind_of[p.id] == kind)
                for kind in counts}
    words = [f"{'all ' if n == untapped.get(kind) and n > 1 else ''}{n} {kind if n == 1 else _PLURAL[kind]}"
             for kind, n in counts.items()]
    return f"{len(ids)} permanents ({', '.join(words)})"


def _name(answer) -> str:
    if answer.face and answer.face != answer.card:
        return v(f"{answer.face} ({answer.card})")
    return v(answer.card)


def _print(report, board=None, explain: bool = False) -> None:
    if not report.answers:
        click.echo("nothing in hand, on top of the library, in the graveyard or in the command zone")
    for zone, title in _ZONE_TITLES.items():
        answers = [a for a in report.answers if a.zone == zone]
        if not answers:
            continue
        click.echo(click.style(title, bold=True))
        ordered = [a for a in answers if a.castable] + [a for a in answers if not a.castable]
        width = max(len(_name(a)) for a in ordered)
        cost_width = max((len(v(a.cost or "")) for a in ordered if a.castable), default=0)
        for a in ordered:
            name = _name(a).ljust(width)
            if a.castable:
                cost = v(a.cost or "").ljust(cost_width)
                click.echo(f"  {click.style('✓', fg='green', bold=True)} {click.style(name, bold=True)}"
                           f" {click.style(cost, fg='cyan')}  {v(summary(a, board))}")
                if explain and a.payment is not None and a.payment.steps:
                    from .pay_cmd import grouped_steps

                    lines = grouped_steps(a.payment.steps, board)
                    step_width = max(len(number) for number, _ in lines)
                    for number, words in lines:
                        click.echo(" " * (width + 6) + f"{number:>{step_width}}. {words}")
                if a.exiled:
                    click.echo(" " * (width + 6) + click.style(f"exiled: {v(a.exiled)}", dim=True))
                for note in a.notes:
                    click.echo(" " * (width + 6) + click.style(f"note: {v(note)}", dim=True))
            else:
                click.echo(f"  {click.style('✗', fg='red', bold=True)} {name}  "
                           f"{click.style(v(a.reason or ''), dim=True)}")
    if report.left_out:
        click.echo(click.style("left out (not understood or not counted):", fg="yellow"))
        for text in report.left_out:
            click.echo(f"  {v(text)}")


@click.command()
@board_options
@click.option("--time-limit", type=Seconds(0.1), default=10.0, show_default=True,
              help="Seconds the whole command may take (every card); cards not reached in time are marked "
                   "not tried.")
@click.option("--explain", is_flag=True, help="Show each castable card's whole plan, step by step.")
@json_option
@click.pass_context
@whole_command
def cast(ctx: click.Context, board_path: str | None, inline: str | None, time_limit: float, explain: bool,
         as_json: bool) -> None:
    """What can be cast now from BOARD's hand, library top, graveyard and command zone, and how to pay for it.

    Commanders come from the board's command_zone: key, each a name or {card: NAME, casts: N}: N earlier casts
    from the command zone add {2} each (the commander tax); their colour identity is the default commander_colors.

    The moment is your main phase with the stack empty. Permissions (Magus of the Future, Yawgmoth's Will,
    flashback …) and spending restrictions (Mishra's Workshop, Cavern of Souls …) are read from the cards.
    """
    from ..solver.cast.solve import cast_report

    board = read_board(ctx, board_path, inline)
    db = card_database(ctx)

    def whole(card):
        return db.find(card.full_name) or card

    from .progress import progress_on

    with progress_on(as_json):
        report = cast_report(board, whole=whole, time_limit=time_limit, own_colours=explain)
    from ..solver.net import not_read
    from .not_read import echo_not_read, not_read_dict

    # text no reader reads that may change this answer (issue 11); "left out" lists the casting reader's own reports
    net = not_read(board, zones=("hand", "library_top", "graveyard"), casting_reported=False)
    if as_json:
        echo_json({**report.as_dict(), **not_read_dict(net)})
    else:
        _print(report, board, explain)
        echo_not_read(net)
