"""``manaplan turn BOARD [CARD …]``: can these cards all be cast this turn, in which order and how (exit 0), or why
not (exit 1); with ``--most``, the most of them (exit 0)."""

from __future__ import annotations

import re

import click

from .common import Seconds, board_options, card_database, cost_argument, echo_json, json_option, read_board, \
    whole_command
from .pay_cmd import compact_cost, grouped_steps
from .terminal import visible as v

__all__ = ["turn", "cast_words", "exiled_words"]

_FROM_HAND = re.compile(r"^(?P<name>.+) \(hand\)#\d+$")


def exiled_words(ids) -> str:
    """What a turn exiled, as a player says it: cards exiled from the hand by name and count, the rest by id.

    >>> exiled_words(["Elvish Spirit Guide (hand)#1", "Elvish Spirit Guide (hand)#2", "Relic#1"])
    'Elvish Spirit Guide ×2 from your hand, Relic#1'
    """
    from ..solver.turn.solve import counted_names

    hand = [m["name"] for i in ids if (m := _FROM_HAND.match(i))]
    rest = [i for i in ids if not _FROM_HAND.match(i)]
    return ", ".join(([f"{counted_names(hand)} from your hand"] if hand else []) + rest)


_PAID_WITH = re.compile(r" with (?P<who>.+)'s \{[^}]*\}$")
_SEARCHING = re.compile(r"searching your library for (?P<land>.+?) \(")


def cast_words(step) -> str:
    """How a cast was paid, in a few words, as a player says it: ``'tap Island#1, Forest#2'``,
    ``"with Dark Ritual's mana"``, ``'exile Elvish Spirit Guide from your hand'``.

    Examples
    --------
    >>> from manaplan.solver.turn.solve import TurnStep
    >>> cast_words(TurnStep(2, "cast", "Counterspell", "hand", paying=("{U} with Island#1's {U}",)))
    "with Island#1's mana"
    >>> cast_words(TurnStep(5, "cast", "Hypnotic Specter", "hand",
    ...                     paying=("{B} with Dark Ritual's {B}", "{1} with Sol Ring#1's {C}")))
    'with mana from Dark Ritual and Sol Ring#1'
    """
    parts: list[str] = []
    own = set()
    by_action: dict[str, list[str]] = {}
    for s in step.plan:
        if s.action == "pool":
            parts.append("use your pool")
            continue
        if s.permanent:
            own.add(s.permanent)
            found = next((m["land"] for d in s.doing if (m := _SEARCHING.match(d))), None)
            if found:  # a fetchland: "crack Polluted Delta#1 for Island"
                by_action.setdefault("crack", []).append(f"{s.permanent} for {found}")
                continue
            verb = {"tap": "tap", "sacrifice": "sacrifice", "exile": "exile"}.get(s.action, s.action)
            by_action.setdefault(verb, []).append(s.permanent)
    for verb, who in by_action.items():
        who = list(dict.fromkeys(who))
        parts.append(f"{verb} {exiled_words(who) if verb == 'exile' else ', '.join(who)}")
    floating = []
    for text in step.paying:
        m = _PAID_WITH.search(text)
        if m and m["who"] not in own:
            floating.append(m["who"])
        elif text.endswith("with 2 life"):
            floating.append("2 life")
    sources = [who for who in dict.fromkeys(floating) if who != "2 life"]
    if len(sources) == 1:
        parts.append(f"with {sources[0]}'s mana")
    elif sources:  # "with mana from Dark Ritual and Sol Ring#1", not "with Dark Ritual's mana; with Sol Ring#1's mana"
        parts.append("with mana from " + ", ".join(sources[:-1]) + f" and {sources[-1]}")
    if "2 life" in floating:
        parts.append("pay 2 life")
    return "; ".join(parts) if parts else "free"


def _print(plan, explain: bool, most: bool = False) -> None:
    from ..solver.turn.solve import counted_names

    if not plan.possible and not plan.steps:
        # cut short by --time-limit before any plan: nothing is known either way, so not "not possible"
        reason = plan.reason or ""
        if plan.proven:
            click.echo(click.style("not possible", fg="red", bold=True) + f": {v(reason)}")
        elif (most or plan.most) and not plan.timed_out:  # --most's plan casting nothing, not proven
            click.echo(click.style("not proven", fg="yellow", bold=True) + f": {v(reason)}")
        else:  # 'no answer within the time limit of 1 s (…): not proven either way'
            rest = reason[len("no answer"):] if reason.startswith("no answer") else f": {reason}"
            click.echo(click.style("no answer", fg="yellow", bold=True) + v(rest))
        _notes(plan)
        return
    if plan.possible and not plan.candidates and not plan.steps:  # nothing asked: no spell in hand, no CARD named
        click.echo("turn: nothing to cast — your hand has no spell (name a card of library_top, graveyard or "
                   "command_zone to cast it from there)")
        _notes(plan)
        return
    head = click.style("possible", fg="green", bold=True) if plan.possible else \
        click.style("not all", fg="yellow", bold=True)
    summary = [f"cast {v(counted_names(plan.cast)) if plan.cast else 'nothing'}",
               f"tapped {len(plan.tapped)}",
               f"sacrificed {v(', '.join(plan.sacrificed)) if plan.sacrificed else 'nothing'}",
               *([f"exiled {v(exiled_words(plan.exiled))}"] if plan.exiled else []),
               f"life lost {plan.life_lost}",
               f"mana left {compact_cost(plan.mana_left.text) if plan.mana_left.text else 'none'}"]
    if plan.kept is not None:
        summary.append(f"{plan.keep.text} still payable" if plan.kept else f"{plan.keep.text} not payable after")
    click.echo(f"turn: {head} · " + " · ".join(summary))
    if not plan.possible and plan.reason:
        click.echo(click.style("  " + v(plan.reason), fg="yellow"))
    for s in plan.steps:
        if s.action == "play":
            click.echo(f"  {s.step}. play {click.style(v(s.card), bold=True)} ({v(s.permanent or '')})")
            continue
        cost = compact_cost(s.cost.text) if s.cost is not None and s.cost.symbols else "{0}"
        where = "" if s.zone == "hand" else {"graveyard": " from your graveyard", "library_top": " from the top of "
                                             "your library", "command": " from the command zone"}.get(s.zone, "")
        helper = click.style(" (helps)", dim=True) if s.helper else ""
        adds = f" → adds {v(compact_cost(s.adds))}" if s.adds else ""
        if s.finds:
            adds += f" → finds {v(', '.join(s.finds))}"
        click.echo(f"  {s.step}. cast {click.style(v(s.shown or s.card), bold=True)}{v(where)} "
                   f"{click.style(v(cost), fg='cyan')} ({v(cast_words(s))}){adds}{helper}")
        for number, words in grouped_steps(s.plan):
            click.echo(click.style(f"       {number}. ", dim=True) + words)
    if plan.life_after <= 0:
        click.echo(click.style(f"this leaves you at {plan.life_after} life: you lose the game when state-based "
                               f"actions are checked (CR 704.5a)", fg="red"))
    if not plan.proven:
        why = "see the notes" if any("not proven" in n for n in plan.notes) else \
            "the search stopped at its time limit"
        click.echo(click.style(f"not proven optimal: {why}", fg="yellow"))
    _notes(plan)
    if explain:
        click.echo(click.style("objectives, in order", bold=True))
        for name, value in plan.objectives:
            click.echo(f"  {name}: {value}")


def _notes(plan) -> None:
    for note in plan.notes:
        click.echo(click.style("note: ", dim=True) + v(note))
    if plan.left_out:
        click.echo(click.style("left out", bold=True))
        for line in plan.left_out[:8]:
            click.echo(f"  {v(line)}")
        if len(plan.left_out) > 8:
            click.echo(f"  … and {len(plan.left_out) - 8} more (--json lists them all)")


@click.command()
@board_options
@click.argument("cards", metavar="[CARD]...", nargs=-1)
@click.option("--most", is_flag=True, help="Cast as many of the cards as possible (without CARDs: of the hand), "
              "then the greatest total mana value.")
@click.option("--keep", metavar="COST", help="A cost to keep payable at the end of the turn's casting (Counterspell's "
              "{U}{U}), as pay writes costs; X is 0.")
@click.option("--explain", is_flag=True, help="Show the objectives that chose between plans, in order.")
@click.option("--time-limit", type=Seconds(0.1), default=10.0, show_default=True,
              help="Seconds the whole command may take; a plan cut short says it is not proven optimal.")
@json_option
@click.pass_context
@whole_command
def turn(ctx: click.Context, board_path: str | None, inline: str | None, cards: tuple[str, ...], most: bool,
         keep: str | None, explain: bool, time_limit: float, as_json: bool) -> None:
    """Can the CARDs all be cast this turn from BOARD, in which order and how?

    It is your main phase and the stack is empty (a spell that must target a spell, Counterspell, says so). CARDs
    come from any zone the board gives (hand, library_top, graveyard, command_zone); a name twice means two copies;
    without CARDs, every nonland card in hand; with --board, every argument is a CARD. Between the spells the turn
    may play a land from hand (if land_played is false; also a land Cultivate put there), crack fetchlands and
    search (Cultivate, Nature's Lore) with library:, exile Spirit Guides, and cast other cards of the hand that
    help, marked (helps): rituals (Dark Ritual), rocks, creatures with haste, cost reducers (Goblin Electromancer).
    Mana left in the pool carries to the next spell (CR 500.4). X is 0.

    Each cast is paid by a pay plan, with pay's objectives. Exit status 0 when every card can be cast (with --most,
    whenever a plan was found), 1 when not (with the reason) or when no answer was found within --time-limit, 2 for
    bad input.
    """
    if inline is not None and board_path is not None:
        cards = (board_path, *cards)  # with --board, every argument is a card
        board_path = None
    kept = cost_argument(keep, "--keep") if keep is not None else None
    board = read_board(ctx, board_path, inline)
    zones = (board.hand, board.library_top, board.graveyard, board.command_zone)
    if inline is not None and cards and not any(zones):
        from ..models.errors import BoardError

        raise BoardError("an inline board (--board) has no hand: write the board in a file with hand: [...] to name "
                         "cards to cast")
    db = card_database(ctx)
    from ..solver.core.deadline import TimeLimitReached
    from ..solver.turn import TurnPlan, solve_turn
    from .progress import progress_on

    try:
        with progress_on(as_json):
            plan = solve_turn(board, cards or None, most=most, keep=kept, time_limit=time_limit, find=db.get)
    except TimeLimitReached as exc:
        plan = TurnPlan(False, reason=f"no answer within the time limit of {time_limit:g} s ({exc.what} was still "
                        "being worked out): not proven either way", proven=False, timed_out=True, keep=kept,
                        most=most)
    from ..solver.net import not_read
    from .not_read import echo_not_read, not_read_dict

    net = not_read(board, zones=("hand", "library_top", "graveyard"), casting_reported=False)
    if as_json:
        echo_json({**plan.as_dict(), **not_read_dict(net)})
    else:
        _print(plan, explain, most)
        echo_not_read(net)
    # --most answers with a plan, even one casting nothing or not proven (exit 0); only a turn cut short by the time
    # limit before any plan is "no answer" (exit 1)
    if not plan.possible and (not most or plan.timed_out):
        ctx.exit(1)
