"""``manaplan pay BOARD COST``: an optimal plan to pay a cost, step by step (exit 0), or why not (exit 1)."""

from __future__ import annotations

import re

import click

from .common import Seconds, board_options, cost_argument, echo_json, json_option, read_board, whole_command
from .terminal import visible as v
from ..models.costs import ManaCost
from ..models.limits import MAX_NUMBER

__all__ = ["pay"]


def _cost(ctx: click.Context, param: click.Parameter, value: str | None) -> ManaCost | None:
    return None if value is None else ManaCost.parse(value)


@click.command()
@board_options
@click.argument("cost", metavar="COST", required=False)
@click.option("--keep", metavar="COST", help="A cost to keep payable with what the plan leaves.")
@click.option("--x", "x", type=click.IntRange(min=0, max=MAX_NUMBER), metavar="N", help="Pay the cost with X = N.")
@click.option("--max-x", is_flag=True, help="Find the largest payable X and pay that.")
@click.option("--for", "for_card", metavar="CARD",
              help="The spell the cost pays for (restricted mana pays it where allowed); COST defaults to its cost.")
@click.option("--explain", is_flag=True, help="Show the objectives that chose between plans, in order.")
@click.option("--time-limit", type=Seconds(0.1), default=10.0, show_default=True,
              help="Seconds the solver may take; a plan cut short says it is not proven optimal.")
@json_option
@click.pass_context
@whole_command
def pay(ctx: click.Context, board_path: str | None, inline: str | None, cost: str | None, keep: str | None,
        x: int | None, max_x: bool, for_card: str | None, explain: bool, time_limit: float, as_json: bool) -> None:
    """Pay COST from BOARD: which permanents to tap, sacrifice or pay life for, in order.

    COST is written as on cards, {2}{W}{U}, {X}{R}, {W/U}, {2/W}, {W/P}, or in shorthand, 2WU. Exit status 0 when
    payable, 1 when not (with the reason), 2 for bad input.
    """
    if inline is not None and board_path is not None and cost is None:
        board_path, cost = None, board_path  # with --board, the one argument is the cost
    spell = None
    printed_cost = cost is None  # --for alone: the spell's cost as the board changes it (CR 601.2f)
    if for_card is not None:
        from .common import card_database
        from ..solver.cast.solve import named_spell

        spell = named_spell(for_card, card_database(ctx).get)
        if cost is None and spell.mana_cost is not None:
            cost = spell.mana_cost.text
    if cost is None:
        raise click.UsageError("missing argument COST")
    if x is not None and max_x:
        raise click.UsageError("give --x N or --max-x, not both")
    target = cost_argument(cost, "COST")
    kept = cost_argument(keep, "--keep") if keep is not None else None
    board = read_board(ctx, board_path, inline)
    from ..solver.core.deadline import TimeLimitReached

    try:
        _pay(ctx, board, target, kept, spell, printed_cost, for_card, x, max_x, explain, time_limit, as_json)
    except TimeLimitReached as exc:  # the effective board or a model build cut short (issue 15): not proven
        from ..solver.pay.plan import Payment

        payment = Payment(cost=target, payable=False, x=x, optimal=False,
                          reason=f"no answer within the time limit of {time_limit:g} s ({exc.what} was still being "
                                 "worked out): not proven either way")
        if as_json:
            echo_json({**payment.as_dict(), "proven": False})
        else:
            _print_payment(payment, explain)
        ctx.exit(1)


def _pay(ctx, board, target, kept, spell, printed_cost, for_card, x, max_x, explain, time_limit, as_json) -> None:
    from ..solver.pay.solve import solve_payment
    from .common import card_database

    changes: tuple[str, ...] = ()
    banned = None
    from .progress import progress_on

    with progress_on(as_json):
        if spell is None:
            payment = solve_payment(board, target, keep=kept, x=x, max_x=max_x, time_limit=time_limit)
        else:
            from ..solver.cast.pay_for import pay_for

            # --for alone: the spell's cost as the board changes it (CR 601.2f), worked out by pay_for
            paid = pay_for(board, spell, None if printed_cost else target, keep=kept, x=x, max_x=max_x,
                           time_limit=time_limit)
            payment, board, changes, banned = paid.payment, paid.board, paid.cost_changes, paid.cannot_cast
    from ..solver.net import not_read
    from .not_read import echo_not_read, not_read_dict

    spell_card = () if spell is None else ((f"{for_card} (the spell paid for)", card_database(ctx).get(for_card)),)
    net = not_read(board, cards=spell_card)  # text no reader reads that may change this answer (issue 11)
    if as_json:
        echo_json({**payment.as_dict(), "cost_changes": list(changes), "cannot_cast": banned, **not_read_dict(net)})
    else:
        if banned:
            click.echo(click.style(f"note: {spell.name} {banned}", fg="yellow"))
        for change in changes:
            click.echo(f"cost changed from {spell.mana_cost.text}: {change}")
        _print_payment(payment, explain, board)
        echo_not_read(net)
    ctx.exit(0 if payment.payable else 1)


def _print_payment(p, explain: bool, board=None) -> None:
    cost = p.cost.text + (f" with X={p.x}" if p.x is not None else "")
    if not p.payable:
        click.echo(f"{click.style(cost, bold=True)} is " + click.style("not payable", fg="red", bold=True)
                   + f": {v(p.reason)}")
        _print_notes(p)
        if explain:
            _print_objectives(p)
        return
    summary = [
        f"tapped {len(p.tapped)}",
        f"sacrificed {v(', '.join(p.sacrificed)) if p.sacrificed else 'nothing'}",
        *([f"exiled {v(', '.join(p.exiled))}"] if p.exiled else []),
        f"life lost {p.life_lost}",
        f"mana left {compact_cost(p.mana_left.text) if p.mana_left.text else 'none'}",
    ]
    if p.kept is not None:
        summary.append(f"{p.keep.text} still payable" if p.kept else f"{p.keep.text} no longer payable")
    click.echo(f"pay {click.style(cost, bold=True)}: " + " · ".join(summary))
    lines = grouped_steps(p.steps, board)
    width = max((len(number) for number, _ in lines), default=1)
    for number, words in lines:
        click.echo(f"  {number:>{width}}. {words}")
    if p.assignments:
        click.echo("  " + " " * width + "  " + click.style("cost: ", dim=True)
                   + v(", ".join(grouped_assignments(p.assignments, most=_SHOWN))))
    for line in p.life_words():  # life after the payment, by the rules (CR 603.3, 704.5a)
        click.echo(click.style(line, fg="red" if p.loses_game else "yellow"))
    if getattr(p, "unbounded", False):  # a loop makes arbitrarily much mana: no largest X
        click.echo(click.style("X can be as large as you like: ", bold=True) + "; ".join(p.loops))
    elif getattr(p, "loops", ()) and any(s.action == "loop" for s in p.steps):  # a fixed cost's generic part
        click.echo(click.style("paid with a loop that makes arbitrarily much mana: ", bold=True) + "; ".join(p.loops))
    elif getattr(p, "loops", ()):
        click.echo(click.style("X may be larger: ", fg="yellow") + "a loop makes arbitrarily much mana, but this plan "
                   "needs its permanents for the rest of the cost: " + "; ".join(p.loops))
    elif not p.optimal:
        click.echo(click.style("not proven optimal: the search stopped at its time limit or at the deepest model it builds", fg="yellow"))
    _print_notes(p)
    if explain:
        _print_objectives(p)


_SHOWN = 8


def _print_notes(p) -> None:
    """Mana left out and why (not understood, not honoured, a fact not given), and mana the board adds only on an
    event (CR 605.5a): not used, said so."""
    if p.left_out:
        click.echo(click.style("left out", bold=True))
        for line in p.left_out[:_SHOWN]:
            click.echo(f"  {v(line)}")
        if len(p.left_out) > _SHOWN:
            click.echo(f"  … and {len(p.left_out) - _SHOWN} more (--json lists them all)")
    if p.notes:
        click.echo(click.style("not usable now (not mana abilities: they use the stack)", bold=True))
        for note in p.notes:
            click.echo(f"  {v(note)}")


def compact_cost(text: str) -> str:
    """A cost or a bag of mana written canonically (generic first, then WUBRG order), a run of more than four of one
    symbol as a count; text that is not a cost is left as it is.

    >>> compact_cost("{G}{G}{G}{5}"), compact_cost("{B}" * 10), compact_cost("Boros Signet#1's {1}")
    ('{5}{G}{G}{G}', '{B}×10', "Boros Signet#1's {1}")
    """
    try:
        symbols = [sym.text for sym in ManaCost.parse(text)]
    except Exception:  # not a cost: "Boros Signet#1's {1}"
        return text
    out: list[str] = []
    for sym in dict.fromkeys(symbols):
        n = symbols.count(sym)
        out.append(f"{sym}×{n}" if n > 4 else sym * n)
    return "".join(out)


_OWNED = re.compile(r"^(?P<who>.+)'s (?P<cost>(?:\{[^{}]+\})+)$")
_PAID = re.compile(r"^(?P<sym>\{[^{}]+\}) with (?P<who>.+)'s (?P<unit>(?:\{[^{}]+\})+)$")


def pays_words(text: str) -> str:
    """What a step's mana pays, each cost written canonically (generic first): ``"Grim Harvest's {1}{B}"`` for
    ``"Grim Harvest's {B}{1}"``.

    >>> pays_words("{B}{1}, Grim Harvest's {B}{1}, Craterhoof Behemoth's {G}{G}{G}{5}")
    "{1}{B}, Grim Harvest's {1}{B}, Craterhoof Behemoth's {5}{G}{G}{G}"
    """
    if not text:
        return text
    whole = compact_cost(text)
    if whole != text or "'s " not in text:
        return whole
    out = []
    for part in text.split(", "):
        m = _OWNED.match(part)
        out.append(f"{m['who']}'s {compact_cost(m['cost'])}" if m else compact_cost(part))
    return ", ".join(out)


def paying_words(paying) -> str:
    """How a step's own cost was paid, the symbols paid from one source said once: ``"{2} with Gaea's Cradle#1's
    {G}{G}"`` for ``"{1} with Gaea's Cradle#1's {G}", "{1} with Gaea's Cradle#1's {G}"``.

    >>> paying_words(["{1} with Gaea's Cradle#1's {G}", "{1} with Gaea's Cradle#1's {G}", "{U} with Island#1's {U}"])
    "{2} with Gaea's Cradle#1's {G}{G}, {U} with Island#1's {U}"
    >>> paying_words(["{B/P} with 2 life"])
    '{B/P} with 2 life'
    """
    by_who: dict[str, list[tuple[str, str]]] = {}
    others: list[str] = []
    for text in paying:
        m = _PAID.match(text)
        if m:
            by_who.setdefault(m["who"], []).append((m["sym"], m["unit"]))
        else:
            others.append(text)
    out = []
    for who, paid in by_who.items():
        syms = [sym for sym, _ in paid]
        generic = sum(int(sym[1:-1]) for sym in syms if sym[1:-1].isdigit())
        rest = "".join(sym for sym in syms if not sym[1:-1].isdigit())
        out.append(f"{f'{{{generic}}}' if generic else ''}{rest} with {who}'s "
                   f"{compact_cost(''.join(unit for _, unit in paid))}")
    return ", ".join(out + others)


def _step_words(s, who: str | None = None, each: str = "") -> str:
    who = v(who or s.permanent) if (who or s.permanent) else "your pool"
    if s.action == "pool":
        head = f"use {v(compact_cost(s.adds))} from your pool"
    elif s.action == "life":
        head = f"pay {s.life} life"
    else:
        head = f"{v(s.action)} {click.style(who, bold=True)}"
        if s.paying:
            head += ", paying " + v(paying_words(s.paying))
        if getattr(s, "taps", ()):
            head += ", tapping " + v(", ".join(s.taps))
        if s.sacrifices:
            head += ", sacrificing " + v(", ".join(s.sacrifices))
        if s.exiles:
            head += ", exiling " + v(", ".join(s.exiles))
        doing = getattr(s, "doing", ())
        for words in doing:
            if words != "before casting":
                head += ", " + v(words)
        if s.adds:
            head += f"{each} for {v(compact_cost(s.adds))}"
        if "before casting" in doing:  # said first: "before casting: sacrifice Polluted Delta#1, … for {U}"
            head = "before casting: " + head
    if s.pays:
        head += f" → {each.strip(', ') + ' ' if each else ''}pays {v(pays_words(s.pays))}"
    if s.life and s.action != "life":
        head += click.style(f" (−{s.life} life)", fg="red")
    return head


def grouped_steps(steps, board=None) -> list[tuple[str, str]]:
    """The plan's steps for people, in order, runs of steps that act alike as one line:

    - steps whose mana pays only generic mana (of the cost, or of later steps' costs) and that pay nothing but generic
      mana themselves, whatever their cards: the colour they make does not matter, so one line names them all,
      ``5–16. tap 12 lands (Hallowed Fountain, Watery Grave, …, Plains#1–#2) → pays {12}``;
    - otherwise a run that does the same with permanents of one card,
      ``3–8. tap Forest ×6 (#1–#6), each for {G} → each pays {1}``.

    Parameters
    ----------
    steps : sequence of PlanStep
    board : Board, optional
        Names what the permanents are ("12 lands", "4 artifacts") and, in a line that lists several cards, drops
        ``#1`` from a card you have only one of; without it, "permanents" and ids.

    Returns
    -------
    list of (str, str)
        (the step number or range, the words).

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> from manaplan.solver.pay.solve import solve_payment
    >>> board = parse_inline("Island, Forest x2, Sol Ring, Azorius Signet")
    >>> for number, words in grouped_steps(solve_payment(board, "{5}{U}").steps, board):
    ...     print(f"{number}. {click.unstyle(words)}")
    1. tap Island#1 for {U} → pays {U}
    2–4. tap 3 permanents (Forest#1–#2, Sol Ring) → pays {3} of the cost and {1} for Azorius Signet#1
    5. tap Azorius Signet#1, paying {1} with Sol Ring#1's {C} for {W}{U} → pays {2}
    """
    out: list[tuple[str, str]] = []
    i = 0
    steps = list(steps)
    while i < len(steps):
        s = steps[i]
        key = _same(s)
        j = i + 1
        while key is not None and j < len(steps) and _same(steps[j]) == key:
            j += 1
        loose = _generic(s)
        k = i + 1
        while loose is not None and k < len(steps) and _generic(steps[k]) == loose:
            k += 1
        if k - i > max(1, j - i):
            out.append((f"{steps[i].step}–{steps[k - 1].step}", _generic_words(steps[i:k], board)))
            i = k
        elif j - i == 1:
            out.append((str(s.step), _step_words(s)))
            i = j
        else:
            run = steps[i:j]
            out.append((f"{run[0].step}–{run[-1].step}",
                        _step_words(s, who=f"{s.card} ×{len(run)} ({_ids(p.permanent for p in run)})", each=", each")))
            i = j
    return out


def _paid_symbols(s) -> tuple[str, ...]:
    """The symbols a step's own mana cost was paid for (``'{1}'`` of ``"{1} with Sol Ring#1's {C}"``)."""
    return tuple(entry.split(" with ", 1)[0] for entry in s.paying)


def _generic(s):
    """The kind of step that may be grouped with steps of other cards (None: never): its mana pays only generic
    mana, and its own cost is only generic mana, so which colours it makes and with what it is paid do not
    matter."""
    if not s.permanent or s.action not in ("tap", "sacrifice") or not s.pays_each:
        return None
    if s.taps or s.sacrifices or s.exiles or s.doing or s.life or s.before:
        return None
    if any(sym != "{1}" for _, sym in s.pays_each):
        return None
    paid = _paid_symbols(s)
    if any(not sym.strip("{}").isdigit() for sym in paid):
        return None
    try:
        made = len(ManaCost.parse(s.adds)) if paid else 0
    except Exception:  # not a plain bag of mana: said as "its mana"
        made = 0
    return s.action, paid, made


def _generic_words(run, board) -> str:
    """One line for a run of :func:`_generic` steps: what to do with which permanents, and what their mana pays."""
    action, paid, made = _generic(run[0])
    ids = [s.permanent for s in run]
    nouns = {_noun(pid, board) for pid in ids}
    noun = nouns.pop() if len(nouns) == 1 else "permanent"
    by_card: dict[str, list[str]] = {}
    for s in run:
        by_card.setdefault(s.card, []).append(s.permanent)
    names = [_short_id(members[0], board) if len(members) == 1 else f"{card}{_ids(members)}"
             for card, members in by_card.items()]
    listing = ("; " if any("," in name for name in names) else ", ").join(names)  # Urborg, Tomb of Yawgmoth
    if len(by_card) == 1:  # one card: "sacrifice Treasure ×3 (#1–#3)"
        card = next(iter(by_card))
        head = f"{v(action)} {click.style(f'{card} ×{len(run)}', bold=True)} ({v(_ids(ids))})"
    else:
        head = f"{v(action)} {click.style(f'{len(run)} {noun}s', bold=True)} ({v(listing)})"
    if paid:
        mana = "two mana" if made == 2 else f"{made} mana" if made else "its mana"
        head += f", each paying {{{sum(int(sym.strip('{}')) for sym in paid)}}} for {mana}"
    return head + " → pays " + v(_generic_pays(run))


def _generic_pays(run) -> str:
    """``'{12}'``, ``"{2} of the cost and {1} each for Dimir Signet#1 and Selesnya Signet#1"``: generic mana of the
    cost, then of other steps' costs."""
    total = 0
    owed: dict[str, int] = {}
    for s in run:
        for owner, _ in s.pays_each:
            if owner is None:
                total += 1
            else:
                owed[owner] = owed.get(owner, 0) + 1
    parts = [f"{{{total}}}" + (" of the cost" if owed else "")] if total else []
    by_amount: dict[int, list[str]] = {}
    for who, n in owed.items():
        by_amount.setdefault(n, []).append(who)
    for n, names in by_amount.items():
        joined = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        parts.append(f"{{{n}}} {'each ' if len(names) > 1 else ''}for {joined}")
    if len(parts) > 2 or any("," in who for who in owed):  # "Nykthos, Shrine to Nyx#1" keeps its comma
        return "; ".join(parts)
    return " and ".join(parts)


_NOUNS = (("Land", "land"), ("Creature", "creature"), ("Artifact", "artifact"), ("Enchantment", "enchantment"))


def _noun(pid: str, board) -> str:
    """What a permanent is, in one word a player would use (``'land'``); ``'permanent'`` without the board."""
    if board is None:
        return "permanent"
    try:
        card = board.get(pid).card
    except Exception:  # not on the battlefield (a Spirit Guide in hand)
        return "card"
    types = set(getattr(card, "card_types", ()) or ())
    return next((word for kind, word in _NOUNS if kind in types), "permanent")


def _short_id(pid: str | None, board) -> str | None:
    """``'Sol Ring'`` for ``'Sol Ring#1'`` when you have only one permanent of that card; else the id."""
    if pid is None or board is None:
        return pid
    name, sep, number = pid.rpartition("#")
    if not sep or number != "1":
        return pid
    same = [p for p in board.permanents if p.is_yours and p.id.rpartition("#")[0] == name]
    return name if len(same) == 1 and same[0].id == pid else pid


def _same(s):
    """What a step does, but for which permanent of its card (None: a step that is never grouped)."""
    if not s.permanent or s.action in ("pool", "life") or s.paying:
        return None
    return (s.card, s.action, tuple(getattr(s, "taps", ())), tuple(s.sacrifices), tuple(s.exiles),
            tuple(getattr(s, "doing", ())), s.adds, s.pays, s.life)


def _ids(ids) -> str:
    """``Forest#1, Forest#2, Forest#3`` as ``#1–#3`` (ids that are not numbered are listed)."""
    ids = list(ids)
    numbers = [pid.rpartition("#")[2] for pid in ids]
    if all(n.isdigit() for n in numbers) and len({pid.rpartition("#")[0] for pid in ids}) == 1:
        values = [int(n) for n in numbers]
        if values == list(range(values[0], values[0] + len(values))):
            return f"#{values[0]}–#{values[-1]}"
        return ", ".join(f"#{n}" for n in numbers)
    return ", ".join(ids)


def grouped_assignments(assignments, most: int | None = None) -> list[str]:
    """The cost line for people: the units one permanent gives to one kind of symbol are one entry, generic symbols
    added up: ``{10} ← Cabal Coffers#1 ({B}×10)``, ``{G}{G}{G} ← Gaea's Cradle#1 ({G}×3)``. With ``most``, a line
    of more entries than that keeps the coloured ones and sums the generic ones: ``{52} ← 38 permanents`` (the
    steps say which; ``--json`` lists every unit).

    >>> grouped_assignments([("{1}", "Sol Ring#1's {C}"), ("{1}", "Sol Ring#1's {C}"), ("{G}", "Forest#1's {G}")])
    ['{2} ← Sol Ring#1 ({C}×2)', '{G} ← Forest#1 ({G})']
    >>> grouped_assignments([("{1}", "Sol Ring#1's {C}"), ("{1}", "Island#1's {U}"), ("{G}", "Forest#1's {G}")],
    ...                     most=2)
    ['{G} ← Forest#1 ({G})', '{2} ← 2 permanents']
    """
    out = _assignment_entries(assignments)
    if most is None or len(out) <= most:
        return out
    generic = [(sym, what) for sym, what in assignments if sym.strip("{}").isdigit()]
    if len(generic) == len(assignments) and len(out) == 1:
        return out
    who = {what.rpartition("'s ")[0] or what for _, what in generic}
    total = sum(int(sym.strip("{}")) for sym, _ in generic)
    coloured = _assignment_entries([(sym, what) for sym, what in assignments if not sym.strip("{}").isdigit()])
    return coloured + ([f"{{{total}}} ← {len(who)} permanent{'s' if len(who) != 1 else ''}"] if generic else [])


def _assignment_entries(assignments) -> list[str]:
    groups: dict[tuple[str, str], list[str]] = {}
    for sym, what in assignments:
        who, sep, unit = what.rpartition("'s ")
        if not sep:
            who, unit = what, ""
        kind = "generic" if sym.strip("{}").isdigit() else sym
        groups.setdefault((kind, who), []).append((sym, unit))
    entries: list[tuple[str, str, str, int]] = []  # (paid, who, made, how many permanents alike)
    for (kind, who), items in groups.items():
        units = [u for _, u in items]
        if kind == "generic":
            total = sum(int(sym.strip("{}")) for sym, _ in items)
            paid = f"{{{total}}}"
        else:
            paid = compact_cost(kind * len(items))
        kinds = list(dict.fromkeys(units))
        made = ", ".join(f"{u}×{units.count(u)}" if units.count(u) > 1 else u for u in kinds if u)
        last = entries[-1] if entries else None
        if last is not None and last[0] == paid and last[2] == made and _card(last[1].split("|")[-1]) == _card(who) != who:
            entries[-1] = (paid, f"{last[1]}|{who}", made, last[3] + 1)
        else:
            entries.append((paid, who, made, 1))
    out = []
    for paid, who, made, n in entries:
        if n > 1:  # permanents of one card that each gave the same: "{1} ← Plains ×2 (#1–#2, {U} each)"
            ids = who.split("|")
            total = f"{{{int(paid.strip('{}')) * n}}}" if paid.strip("{}").isdigit() else compact_cost(paid * n)
            out.append(f"{total} ← {_card(ids[0])} ×{n} ({_ids(ids)}{', ' + made + ' each' if made else ''})")
        else:
            out.append(f"{paid} ← {who}" + (f" ({made})" if made else ""))
    return out


def _card(pid: str) -> str:
    """The card of an id: ``Plains#2`` → ``Plains``."""
    name, sep, number = pid.rpartition("#")
    return name if sep and number.isdigit() else pid


def _print_objectives(p) -> None:
    click.echo("objectives, in order (earlier ones decide first):")
    for n, (name, value) in enumerate(p.objectives, 1):
        click.echo(f"  {n}. {v(name)}: {v(value)}")
