"""The text answers of ``pay``, ``cast``, ``turn`` and ``board``, and the pieces of ``produce``'s that say what a
figure or a mark means (README "Output for people"), made from the solver's values.

Plain functions from a value to the lines a command prints, callable without click's command machinery (the lines
carry click's styles, which ``click.echo`` drops where the terminal does not show them, and
:func:`click.unstyle` removes). Every text from a board or a card goes through :func:`~.terminal.visible`.

Examples
--------
>>> from manaplan.models.costs import ManaCost
>>> from manaplan.solver.pay.plan import Payment
>>> [click.unstyle(line) for line in payment_lines(Payment(ManaCost.parse("{U}"), False, None, reason="no source"))]
['{U} is not payable: no source']
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import click

from .ids import card_of, id_range
from .json_out import unsure_of
from .plan_words import (SHOWN, cast_words, compact_cost, counted, exiled_words, grouped_assignments, grouped_steps,
                         life_words, listed_ids, mana_words, objective_words)
from .terminal import visible as v
from .words import (RESTRICTION_MARKS, ability_words, changed_words, could_words, effective_ability_words, named_line,
                    self_words, spend_words)
from ..models.mana import types_text

if TYPE_CHECKING:  # values of the solver, read here by their fields only
    from ..solver.cast.solve import CastAnswer, CastReport
    from ..solver.pay.plan import Payment
    from ..solver.turn.solve import TurnPlan
    from ..solver.turn.turns import TurnsPlan

__all__ = ["payment_lines", "cast_summary", "cast_lines", "turn_lines", "turn_step_lines", "turns_lines", "board_lines",
           "permanent_status", "pool_legend", "restriction_marks", "unrestricted_words"]


# ---------------------------------------------------------------------------------------------------- pay
def payment_lines(p: Payment, explain: bool = False, board=None, x_given: bool = True) -> list[str]:
    """``pay``'s answer: a one-line summary (tapped, sacrificed, life, mana left), the steps in order
    (:func:`~.plan_words.grouped_steps`), the cost line, life, loops, what was left out; with ``explain`` the
    objectives. ``board`` names what the permanents are; ``x_given`` is false when the cost's X was not asked for
    (neither ``--x`` nor ``--max-x``): X = 0, and the answer says how to give it.

    >>> from manaplan.models.costs import ManaCost
    >>> from manaplan.solver.pay.plan import Payment
    >>> click.unstyle(payment_lines(Payment(ManaCost.parse("{X}{R}"), False, 0, reason="no {R}"), x_given=False)[0])
    '{X}{R} with X=0 (X not given: use --x N or --max-x) is not payable: no {R}'
    """
    out: list[str] = []
    cost = p.cost.text + (f" with X={p.x}" if p.x is not None else "")
    if not x_given and p.x == 0 and p.cost.x_count:
        cost += " (X not given: use --x N or --max-x)"
    if not p.payable:
        out.append(f"{click.style(cost, bold=True)} is " + click.style("not payable", fg="red", bold=True)
                   + f": {v(p.reason)}")
        out += _payment_notes(p)
        if explain:
            out += _objectives(p)
        return out
    gone = tapped_then_gone(p)
    summary = [
        f"tapped {len(p.tapped) + gone}" + (_then_gone(gone, len(p.tapped), _gone_how(p)) if gone else ""),
        f"sacrificed {v(listed_ids(p.sacrificed, board)) if p.sacrificed else 'nothing'}",
        *([f"exiled {v(listed_ids(p.exiled, board))}"] if p.exiled else []),
        *([f"returned {v(listed_ids(p.returned, board))} to hand"] if p.returned else []),
        f"life lost {p.life_lost}",
        f"mana left {compact_cost(p.mana_left.text) if p.mana_left.text else 'none'}",
    ]
    if p.kept is not None:
        summary.append(f"{p.keep.text} still payable" if p.kept else f"{p.keep.text} no longer payable")
        if p.keeping is not None:
            summary[-1] += f" (keeping it costs {p.keeping.words()})"
    out.append(f"pay {click.style(cost, bold=True)}: " + " · ".join(summary))
    lines = grouped_steps(p.steps, board)
    width = max((len(number) for number, _ in lines), default=1)
    for number, words in lines:
        out.append(f"  {number:>{width}}. {words}")
    if p.assignments:
        out.append("  " + " " * width + "  " + click.style("cost: ", dim=True)
                   + v(", ".join(grouped_assignments(p.assignments, most=SHOWN))))
    for line in life_words(p):  # life after the payment, by the rules (CR 603.3, 704.5a)
        out.append(click.style(line, fg="red" if p.loses_game else "yellow"))
    if p.unbounded:  # a loop makes arbitrarily much mana: no largest X
        out.append(click.style("X can be as large as you like: ", bold=True) + "; ".join(p.loops))
    elif p.loops and any(s.action == "loop" for s in p.steps):  # a fixed cost's generic part
        out.append(click.style("paid with a loop that makes arbitrarily much mana: ", bold=True) + "; ".join(p.loops))
    elif p.loops:
        out.append(click.style("X may be larger: ", fg="yellow") + "a loop makes arbitrarily much mana, but this plan "
                   "needs its permanents for the rest of the cost: " + "; ".join(p.loops))
    elif not p.optimal and p.left_out:  # a plan not looked for, named under "left out"
        out.append(click.style("not proven optimal: a plan left out below may do better", fg="yellow"))
    elif not p.optimal:
        out.append(click.style("not proven optimal: the search stopped at its time limit or at the deepest model it "
                               "builds", fg="yellow"))
    out += _payment_notes(p)
    if explain:
        out += _objectives(p, board)
    return out


def _then_gone(gone: int, kept: int, how: str = "sacrificed") -> str:
    """What became of the permanents tapped that are gone: ``" (then sacrificed)"`` for one tapped,
    ``" (all then sacrificed)"`` for several, ``" (2 of them then sacrificed)"`` beside others left tapped (``how``:
    ``'returned to hand'`` for Quirion Ranger's Forest)."""
    if kept:
        return f" ({gone} of them then {how})"
    return f" (then {how})" if gone == 1 else f" (all then {how})"


def _gone_how(p: Payment) -> str:
    """How the permanents a plan taps and then removes left: ``'sacrificed'`` (or exiled), ``'returned to hand'``
    when each was returned, ``'sacrificed or returned to hand'`` for both."""
    tapped = {s.permanent for s in p.steps if s.permanent and s.ability is not None and s.ability.cost.tap}
    tapped |= {pid for s in p.steps for pid in s.taps}
    returned = tapped & set(p.returned)
    if not returned:
        return "sacrificed"
    return "returned to hand" if not (tapped - returned - set(p.tapped)) else "sacrificed or returned to hand"


def tapped_then_gone(p: Payment) -> int:
    """How many permanents a plan taps that are not among those it leaves tapped (``tapped``, what ``--json``
    lists): tapped for mana, then sacrificed (a creature tapped, then fed to Ashnod's Altar; a Treasure). The
    summary counts them among the permanents tapped, as the objective "the fewest permanents tapped" does."""
    touched = {s.permanent for s in p.steps if s.permanent and s.ability is not None and s.ability.cost.tap}
    touched |= {pid for s in p.steps for pid in s.taps}
    return len(touched - set(p.tapped))


def _payment_notes(p: Payment) -> list[str]:
    """Mana left out and why (not understood, not honoured, a fact not given), and mana the board adds only on an
    event (CR 605.5a): not used, said so."""
    out = []
    if p.left_out:
        out.append(click.style("left out", bold=True))
        out += [f"  {v(named_line(line))}" for line in p.left_out[:SHOWN]]
        if len(p.left_out) > SHOWN:
            out.append(f"  … and {len(p.left_out) - SHOWN} more (--json lists them all)")
    if p.notes:
        out.append(click.style("not usable now (not mana abilities: they use the stack)", bold=True))
        out += [f"  {v(named_line(note))}" for note in p.notes]
    return out


def _objectives(p: Payment, board=None) -> list[str]:
    return ["how this plan was chosen, in order (an earlier aim decides first):"] + [
        f"  {n}. {v(objective_words(name, value, p, board))}" for n, (name, value) in enumerate(p.objectives, 1)]


# ---------------------------------------------------------------------------------------------------- cast
_ZONE_TITLES = {"hand": "hand", "library_top": "top of library", "graveyard": "graveyard",
                "command": "command zone"}
#: The most permanents a summary names one by one; past it, it counts them by kind (``--explain`` lists them).
_LISTED = 6
_KINDS = (("Land", "land"), ("Creature", "creature"), ("Artifact", "artifact"), ("Enchantment", "enchantment"))
_PLURAL = {"land": "lands", "creature": "creatures", "artifact": "artifacts", "enchantment": "enchantments",
           "other permanent": "other permanents", "card from your hand": "cards from your hand"}


def cast_summary(answer: CastAnswer, board=None) -> str:
    """The plan of a castable answer in a few words: ``'tap Island#1, Island#2'``, ``'play it (your land play)'``;
    a plan that taps more than six permanents counts them by kind, ``'tap 52 permanents (all 30 lands,
    19 artifacts, 3 creatures)'`` (with the board; ``--explain`` and ``--json`` give the whole plan).

    Examples
    --------
    >>> from manaplan.solver.cast.solve import CastAnswer
    >>> cast_summary(CastAnswer("Forest", "hand", None, "land", True))
    'play it (your land play)'
    """
    if answer.kind == "land":
        via = f" via {answer.via}" if answer.via else ""
        return f"play it (your land play){via}"
    parts: list[str] = []
    if answer.activation:
        who, cost = answer.activation
        parts.append(f"activate {who} first ({cost.describe()})")
    p = answer.payment
    for_cost: tuple[str, ...] = ()  # what the plan sacrifices for the spell's own cost, not for mana
    if p is not None:
        if any(s.action == "pool" for s in p.steps):
            parts.append("use your pool")
        if p.tapped:
            parts.append("tap " + _listed(p.tapped, board))
        by_abilities = {s.permanent for s in p.steps if s.action == "sacrifice"} | {
            v for s in p.steps for v in s.sacrifices}
        abilities = tuple(v for v in p.sacrificed if v in by_abilities)
        if abilities:
            parts.append("sacrifice " + _listed(abilities, board))
        for_cost = tuple(v for v in p.sacrificed if v not in by_abilities)
        if p.exiled:
            parts.append("exile " + ", ".join(p.exiled))
        if p.returned:
            parts.append("return " + ", ".join(p.returned) + " to your hand")
        other = [s.permanent for s in p.steps if s.action == "activate" and s.permanent]
        if other:
            parts.append("activate " + ", ".join(dict.fromkeys(other)))
    parts += _extra_words(answer.extra, for_cost, board)
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


def _extra_words(extra: str, victims: tuple[str, ...], board) -> list[str]:
    """What a way to cast costs besides mana (:meth:`~manaplan.models.effects.casting.ExtraCost.describe`), with the
    permanents the plan sacrifices for it named in its words: ``'sacrifice Grizzly Bears#1 as the green creature
    its cost asks for'``, not the victim and ``'sacrifice a green creature'`` side by side, which reads as two
    sacrifices (CR 601.2b, 601.2h).

    >>> _extra_words("sacrifice a green creature", ("Grizzly Bears#1",), None)
    ['sacrifice Grizzly Bears#1 as the green creature its cost asks for']
    >>> _extra_words("discard a card, sacrifice an artifact", ("Sol Ring#1",), None)
    ['discard a card', 'sacrifice Sol Ring#1 as the artifact its cost asks for']
    >>> _extra_words("pay 3 life", (), None)
    ['pay 3 life']
    """
    parts = extra.split(", ") if extra else []
    asked = [p.removeprefix("sacrifice ") for p in parts if p.startswith("sacrifice ")]
    if not victims or not asked:  # (a permanent sacrificed for no cost of the spell is named all the same)
        return ([extra] if extra else []) + ([f"sacrifice {_listed(victims, board)}"] if victims else [])
    what = " and ".join(re.sub(r"^(?:a|an|one) ", "the ", a) for a in asked)
    return [p for p in parts if not p.startswith("sacrifice ")] + [
        f"sacrifice {_listed(victims, board)} as {what} its cost asks for"]


def _listed(ids, board) -> str:
    """A few permanents by id; more, counted by kind (``'52 permanents (all 30 lands, 19 artifacts, 3 creatures)'``)
    or, all of one card, ``'Treasure ×7 (#1–#7)'``.

    >>> _listed(("Forest#1", "Island#1"), None)
    'Forest#1, Island#1'
    >>> _listed(tuple(f"Treasure#{n}" for n in range(1, 8)), None)
    'Treasure ×7 (#1–#7)'
    """
    ids = tuple(ids)
    if len(ids) <= _LISTED:
        return listed_ids(ids)
    cards = {card_of(pid) for pid in ids}
    if len(cards) == 1:
        return f"{cards.pop()} ×{len(ids)} ({id_range(ids)})"
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


def _name(answer: CastAnswer) -> str:
    if answer.face and answer.face != answer.card:
        return v(f"{answer.face} ({answer.card})")
    return v(answer.card)


def cast_lines(report: CastReport, board=None, explain: bool = False, net=()) -> list[str]:
    """``cast``'s answer: by zone, each card castable (✓, its cost and :func:`cast_summary`) or not (✗, why); with
    ``explain`` each plan step by step; what was left out. A card that text not read might stop (``net``, the
    casting text left out: :func:`unsure_of`) is never ✓: it is "?", probably castable, and says whose text."""
    out: list[str] = []
    if not report.answers:
        out.append("nothing in hand, on top of the library, in the graveyard or in the command zone")
    shared = _shared_notes([a for a in report.answers if a.castable])
    for zone, title in _ZONE_TITLES.items():
        answers = [a for a in report.answers if a.zone == zone]
        if not answers:
            continue
        out.append(click.style(title, bold=True))
        ordered = [a for a in answers if a.castable] + [a for a in answers if not a.castable]
        width = max(len(_name(a)) for a in ordered)
        cost_width = max((len(v(a.cost or "")) for a in ordered if a.castable), default=0)
        for a in ordered:
            name = _name(a).ljust(width)
            if a.castable:
                cost = v(a.cost or "").ljust(cost_width)
                unsure = unsure_of(a, report, net)
                mark = click.style('?', fg='yellow', bold=True) if unsure else click.style('✓', fg='green', bold=True)
                able = "playable" if a.kind == "land" else "castable"
                hedge = click.style(f"probably {able} (not read: {v(', '.join(unsure))}): ", fg="yellow") \
                    if unsure else ""
                out.append(f"  {mark} {click.style(name, bold=True)}"
                           f" {click.style(cost, fg='cyan')}  {hedge}{v(cast_summary(a, board))}")
                if explain and a.payment is not None and a.payment.steps:
                    lines = grouped_steps(a.payment.steps, board)
                    step_width = max(len(number) for number, _ in lines)
                    out += [" " * (width + 6) + f"{number:>{step_width}}. {words}" for number, words in lines]
                if a.exiled:
                    out.append(" " * (width + 6) + click.style(f"exiled: {v(a.exiled)}", dim=True))
                out += [" " * (width + 6) + click.style(f"note: {v(note)}", dim=True) for note in a.notes
                        if note not in shared]
            else:
                out.append(f"  {click.style('✗', fg='red', bold=True)} {name}  "
                           f"{click.style(v(a.reason or ''), dim=True)}")
    castable = sum(1 for a in report.answers if a.castable)
    for note, names in shared.items():
        whose = "every card castable above" if len(names) == castable else "; ".join(names)
        out.append(click.style(f"note ({v(whose)}): {v(note)}", dim=True))
    if report.left_out:
        out.append(click.style("left out (not understood or not counted):", fg="yellow"))
        out += [f"  {v(named_line(text))}" for text in report.left_out]
    return out


def _shared_notes(answers: list[CastAnswer]) -> dict[str, list[str]]:
    """The notes that two or more of ``answers`` carry (Ruby Medallion's reduction on every red spell), each with the
    names of the cards that carry it: said once after the list, not under each card."""
    having: dict[str, list[str]] = {}
    for a in answers:
        for note in dict.fromkeys(a.notes):
            having.setdefault(note, []).append(_name(a))
    return {note: list(dict.fromkeys(names)) for note, names in having.items() if len(names) > 1}


# ---------------------------------------------------------------------------------------------------- turn
_FROM = {"graveyard": " from your graveyard", "library_top": " from the top of your library",
         "command": " from the command zone"}


def turn_lines(plan: TurnPlan, explain: bool = False, most: bool = False) -> list[str]:
    """``turn``'s answer: whether it is possible, a one-line summary, each land played and spell cast with how it
    was paid (:func:`~.plan_words.cast_words`) and its steps, the notes; with ``explain`` the objectives. ``most``:
    the question was ``--most``."""
    out: list[str] = []
    if not plan.possible and not plan.steps:
        # cut short by --time-limit before any plan: nothing is known either way, so not "not possible"
        reason = plan.reason or ""
        if plan.proven:
            out.append(click.style("not possible", fg="red", bold=True) + f": {v(reason)}")
        elif (most or plan.most) and not plan.timed_out:  # --most's plan casting nothing, not proven
            out.append(click.style("not proven", fg="yellow", bold=True) + f": {v(reason)}")
        else:  # 'no answer within the time limit of 1 s (…): not proven either way'
            rest = reason[len("no answer"):] if reason.startswith("no answer") else f": {reason}"
            out.append(click.style("no answer", fg="yellow", bold=True) + v(rest))
        return out + _turn_notes(plan)
    if plan.possible and not plan.candidates and not plan.steps:  # nothing asked: no spell in hand, no CARD named
        out.append("turn: nothing to cast — your hand has no spell (name a card of library_top, graveyard or "
                   "command_zone to cast it from there)")
        return out + _turn_notes(plan)
    names, in_hand = dict(plan.names), dict(plan.in_hand)
    head = click.style("possible", fg="green", bold=True) if plan.possible else \
        click.style("not all", fg="yellow", bold=True)
    summary = [f"cast {v(counted(plan.cast)) if plan.cast else 'nothing'}",
               f"tapped {len(plan.tapped)}",
               f"sacrificed {v(listed_ids(plan.sacrificed)) if plan.sacrificed else 'nothing'}",
               *([f"exiled {v(exiled_words(plan.exiled, in_hand))}"] if plan.exiled else []),
               f"life lost {plan.life_lost}",
               f"mana left {compact_cost(plan.mana_left.text) if plan.mana_left.text else 'none'}",
               *([f"land plays left {plan.land_plays_left}"] if plan.land_plays_left is not None else [])]
    if plan.kept is not None:
        summary.append(f"{plan.keep.text} still payable" if plan.kept else f"{plan.keep.text} not payable after")
        if plan.keeping is not None:
            summary[-1] += f" (keeping it costs {plan.keeping.words()})"
    out.append(f"turn: {head} · " + " · ".join(summary))
    if not plan.possible and plan.reason:
        out.append(click.style("  " + v(plan.reason), fg="yellow"))
    out += turn_step_lines(plan)
    if plan.life_after <= 0:
        out.append(click.style(f"this leaves you at {plan.life_after} life: you lose the game when state-based "
                               f"actions are checked (CR 704.5a)", fg="red"))
    if not plan.proven:
        why = "see the notes" if any("not proven" in n for n in plan.notes) else \
            "it may depend on what was left out (below)" if plan.left_out else "the search stopped at its time limit"
        out.append(click.style(f"not proven optimal: {why}", fg="yellow"))
    out += _turn_notes(plan)
    if explain:
        out.append(click.style("how this plan was chosen, in order (an earlier aim decides first)", bold=True))
        out += [f"  {objective_words(name, value)}" for name, value in plan.objectives]
    return out


def _named_note(note: str) -> str:
    """A turn's note with its card's ``~`` read (:func:`~.words.named_line`), after a leading ``'not used (…): '``."""
    head, sep, rest = note.partition("): ")
    if sep and head.startswith("not used (") and "(" not in head[len("not used ("):]:
        return f"{head}{sep}{named_line(rest)}"
    return named_line(note)


def turn_step_lines(plan: TurnPlan) -> list[str]:
    """Each land played and spell cast of a turn, with how it was paid and its steps."""
    names, in_hand = dict(plan.names), dict(plan.in_hand)
    out: list[str] = []
    for s in plan.steps:
        if s.action == "play":
            life = f" (−{s.life} life)" if s.life else ""
            where = _FROM.get(s.zone, "")
            out.append(f"  {s.step}. play {click.style(v(s.card), bold=True)}{where} ({v(s.permanent or 'back to hand')})"
                       f"{life}")
            continue
        if s.action == "crack":  # ``turn --turns``: a fetchland cracked at the end of the turn
            life = f" (−{s.life} life)" if s.life else ""
            out.append(f"  {s.step}. at the end of the turn, crack {click.style(v(s.permanent), bold=True)}: it finds "
                       f"{v(', '.join(s.finds))}, tapped, untapped from the next turn on{life}")
            continue
        cost = compact_cost(s.cost.text) if s.cost is not None and s.cost.symbols else "{0}"
        where = "" if s.zone == "hand" else _FROM.get(s.zone, "")
        helper = click.style(f" (helps; found by {v(s.found_by)})" if s.found_by else " (helps)", dim=True) \
            if s.helper else ""
        adds = f" → adds {v(compact_cost(mana_words(s.adds)))}" if s.adds else ""
        if s.finds:
            adds += f" → finds {v(', '.join(s.finds))}"
        if s.takes:  # what a tutor puts into your hand that the turn uses (Shared Summons' Elvish Spirit Guide)
            adds += f" → take {v(' and '.join(s.takes))} into your hand"
        exiling = f", exiling {v(s.imprinted)}" if s.imprinted else ""  # Chrome Mox's imprint
        exiling += f", discarding {v(s.discarded)}" if s.discarded else ""  # Mox Diamond's land
        exiling += f", choosing {v(s.chosen)}" if s.chosen else ""  # Cloud Key's type, chosen as it enters
        out.append(f"  {s.step}. cast {click.style(v(names.get(s.key, s.card)), bold=True)}{v(where)} "
                   f"{click.style(v(cost), fg='cyan')}{exiling} ({v(cast_words(s, names, in_hand))}){adds}{helper}")
        out += [click.style(f"       {number}. ", dim=True) + words
                for number, words in grouped_steps(s.plan, names=names)]
    return out


def turns_lines(plan: TurnsPlan) -> list[str]:
    """``turn --turns N``'s answer: whether every card can be cast by turn N, the turn each is cast on, then a short
    block per turn (what was drawn, the land played, the spells cast and how), then the notes."""
    head = click.style("possible", fg="green", bold=True) if plan.possible else \
        click.style("not all" if any(t is not None for _, t in plan.earliest) else "not possible", fg="yellow"
                    if any(t is not None for _, t in plan.earliest) else "red", bold=True)
    when = [f"{v(name)} on turn {turn}" if turn is not None else f"{v(name)} not by turn {plan.n_turns}"
            for name, turn in plan.earliest]
    out = [f"turns 1–{plan.n_turns}: {head} · " + (", ".join(when) if when else "nothing to cast")]
    if not plan.possible and plan.reason:
        out.append(click.style("  " + v(plan.reason), fg="yellow"))
    for t in plan.turns:
        drawn = "this turn, as the board is" if t.turn == 1 else (
            f"draw {v(t.drawn)}" if t.drawn is not None else "no known draw")
        life = f" · life lost {t.plan.life_lost}" if t.plan.life_lost else ""
        out.append(click.style(f"turn {t.turn}", bold=True) + f" ({drawn}){life}")
        lines = turn_step_lines(t.plan)
        out += lines if lines else ["  nothing to do"]
        out += [click.style("  note: ", dim=True) + v(_named_note(note)) for note in t.plan.notes]
    if not plan.proven:
        out.append(click.style("not proven: an earlier turn is not ruled out (see the notes)", fg="yellow"))
    out += [click.style("note: ", dim=True) + v(note) for note in plan.notes]
    return out


def _turn_notes(plan: TurnPlan) -> list[str]:
    out = [click.style("note: ", dim=True) + v(_named_note(note)) for note in plan.notes]
    if plan.left_out:
        out.append(click.style("left out", bold=True))
        out += [f"  {v(named_line(line))}" for line in plan.left_out[:SHOWN]]
        if len(plan.left_out) > SHOWN:
            out.append(f"  … and {len(plan.left_out) - SHOWN} more (--json lists them all)")
    return out


# ---------------------------------------------------------------------------------------------------- board
def permanent_status(p, view=None) -> str:
    """A permanent's state in a few words: ``'untapped'``, ``'tapped, summoning sick'``, ``'haste (Lightning
    Greaves#1), on Forest#1, chose U'`` (``view``: the permanent as the effects leave it, for haste)."""
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


def _permanent_lines(pc, view, hoisted=frozenset()) -> tuple[str, list[str]]:
    """One permanent as ``board`` says it: its head (status, could-produce) and the lines under it (but the
    ``hoisted`` ability lines, said once above the list)."""
    could = could_words(view)
    head = permanent_status(view.permanent, view) + (f"  · {could}" if could else "")
    under = list(changed_words(view))
    under += [words for words in (effective_ability_words(ability) for ability in view.abilities)
              if words not in hoisted]
    under += [click.style(f"{why}: {text}", fg="yellow") for text, why in view.prohibited]
    if view.tapped_damage:
        under.append(f"whenever it becomes tapped, it deals {view.tapped_damage} damage to you")
    for effect in pc.effects:
        said = self_words(effect.describe(), view.permanent.card.name)
        under.append(click.style(f"no longer: {said}", dim=True) if view.lost_text else f"effect: {said}")
    under += [click.style(f"not understood: {item.text!r}", fg="yellow") for item in view.unsupported]
    return head, under


def _whom(ids, parsed) -> str:
    """Permanents in words: ``'every land you control (30)'`` when they are exactly those, else listed."""
    chosen = set(ids)
    for kind in ("Land", "Creature", "Artifact"):
        yours = {p.id for p, _, view in parsed if p.is_yours and kind in view.card_types}
        if yours == chosen and len(yours) > 1:
            return f"every {kind.lower()} you control ({len(yours)})"
    return listed_ids(ids)


def board_lines(board, parsed, effective) -> list[str]:
    """``board``'s answer: the board's life, land play, pool, commanders, effects and facts; each permanent (its
    status, what it could produce, its abilities in force, what changed it), permanents of one card that read the
    same said once (``Swamp ×4 (#1–#4)``); what is in force; the other zones.

    Parameters
    ----------
    board : Board
    parsed : sequence of (Permanent, ParsedCard, PermanentView)
    effective : EffectiveBoard
    """
    b = board
    out: list[str] = []
    head = [f"life {b.life}", "land played" if b.land_played else "land play available"]
    if b.pool:
        head.append(f"pool {b.pool.text}")
    if b.commander_colors:
        head.append(f"commander colours {types_text(b.commander_colors)}")
    out.append(" · ".join(head))
    if b.command_zone:
        out.append("command zone: " + ", ".join(
            c.card.name + (f" (cast {c.casts}×, tax {{{c.tax}}})" if c.casts else "") for c in b.command_zone))
    if b.effects:
        out.append("effects this turn: " + counted(c.name for c in b.effects))
    if b.facts:
        out.append("facts: " + ", ".join(f"{k} {str(value).lower() if isinstance(value, bool) else value}"
                                          for k, value in b.facts.values))
    granted: dict[str, tuple[str, list[str]]] = {}  # an ability granted to several permanents: said once
    for p, _, view in parsed:
        for ability in view.abilities:
            if ability.origin.startswith("granted by"):
                said = f"{ability.origin} to {{}}: {ability_words(ability.base)}"
                granted.setdefault(effective_ability_words(ability), (said, []))[1].append(p.id)
    hoisted = {words: (said, ids) for words, (said, ids) in granted.items() if len(ids) > 1}
    for said, ids in hoisted.values():  # "granted by Chromatic Lantern#1 to every land you control (30): …"
        out.append(click.style(said.format(_whom(ids, parsed)), dim=True))
    rows: dict[tuple, list[str]] = {}  # permanents of one card that read the same: one row
    for p, pc, view in parsed:
        said, under = _permanent_lines(pc, view, frozenset(hoisted))
        rows.setdefault((p.card.name, said, tuple(under)), []).append(p.id)
    names = {key: ids[0] if len(ids) == 1 else f"{key[0]} ×{len(ids)} ({id_range(ids)})"
             for key, ids in rows.items()}
    width = max((len(name) for name in names.values()), default=0)
    pad = f"  {'':{width}}    "
    out.append(click.style(f"{len(b.permanents)} permanent{'s' if len(b.permanents) != 1 else ''}", bold=True))
    for key, name in names.items():
        _, said, under = key
        out.append(f"  {click.style(name.ljust(width), bold=True)}  {said}")
        out += [pad + line for line in under]
    rules = effective.casting
    lines = [f"spend mana: {q.effect.describe()} ({q.source})" for q in effective.spend_permissions]
    lines += [f"cast: {g.permission.describe()} ({g.source}{'; not now: ' + g.inactive if g.inactive else ''})"
              for g in rules.grants]
    lines += [f"cost change: {c.describe()} ({who})" for c, who in rules.cost_changes]
    lines += [f"can't cast: {ban.describe()} ({who}" + (f", chose {chosen})" if chosen else ")")
              for ban, who, chosen in rules.bans]
    if lines:
        out.append(click.style("in force", bold=True))
        out += [f"  {line}" for line in lines]
    for zone, cards in (("hand", b.hand), ("library top", b.library_top), ("library", b.library or ()),
                        ("graveyard", b.graveyard)):
        if cards:
            out.append(f"{zone}: " + counted(c.name for c in cards))
    if b.draws:
        out.append("draws, in order: " + ", ".join(c.name for c in b.draws))
    return out


# ---------------------------------------------------------------------------------------------------- produce
def pool_legend(lines) -> str:
    """The pool notation, said for what ``lines`` (the pools as printed) use, each with an example of theirs:
    ``'(G×3: 3 {G}; WU: one mana, W or U as you choose; WUBRG: one mana of any colour)'``; ``''`` when there is
    nothing to explain.

    >>> pool_legend(["B×15, G×12, BG×5"])
    '(B×15: 15 {B}; BG: one mana, B or G as you choose)'
    >>> pool_legend(["WUBRG×2"])
    '(WUBRG: one mana of any colour; WUBRG×2: 2 of them)'
    >>> pool_legend(["C"])
    ''
    """
    kinds = re.findall(r"\b([WUBRGC]+)(?:×(\d+))?\b", " ".join(lines))
    parts = []
    single = next(((k, n) for k, n in kinds if n and len(k) == 1), None)
    if single:
        parts.append(f"{single[0]}×{single[1]}: {single[1]} {{{single[0]}}}")
    several = next((k for k, _ in kinds if 1 < len(k) and k not in ("WUBRG", "WUBRGC")), None)
    if several:
        parts.append(f"{several}: one mana, {', '.join(several[:-1])} or {several[-1]} as you choose")
    if any(k == "WUBRG" for k, _ in kinds):
        parts.append("WUBRG: one mana of any colour")
    if any(k == "WUBRGC" for k, _ in kinds):
        parts.append("WUBRGC: one mana of any colour or colorless")
    counted = next(((k, n) for k, n in kinds if n), None)
    if counted and not single:
        parts.append(f"{counted[0]}×{counted[1]}: {counted[1]} of them")
    return f"({'; '.join(parts)})" if parts else ""


def restriction_marks(sources) -> dict[str, tuple[str, str, list[str]]]:
    """The spending restrictions of the sources that can make mana now, in the order they first come: restriction
    (oracle-like words) → (mark, a player's words, the ids with it).

    >>> restriction_marks([])
    {}
    """
    marks: dict[str, tuple[str, str, list[str]]] = {}
    for src in sources:
        if not src.available:
            continue
        for ability, spend in zip(src.abilities, src.spend):
            if spend is None or ability.output.empty:
                continue
            if spend not in marks:
                mark = RESTRICTION_MARKS[min(len(marks), len(RESTRICTION_MARKS) - 1)]
                marks[spend] = (mark, spend_words(ability.ability.spend), [])
            if src.permanent not in marks[spend][2]:
                marks[spend][2].append(src.permanent)
    return marks


def unrestricted_words(out) -> str:
    """How much of the most in all pays for anything: ``''`` when all of it does, else ``'11 of it for anything'``
    (``'at least 11 …'`` when not proven)."""
    free = out.max_total_unrestricted
    if free is None or free == out.max_total:
        return ""
    if free == 0 and out.max_total_unrestricted_proven:
        return "all of it restricted"
    return f"{'' if out.max_total_unrestricted_proven else 'at least '}{free} of it for anything"
