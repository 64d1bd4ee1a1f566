"""The ``--json`` objects of ``pay``, ``cast`` and ``turn`` (README "JSON answers"), made from the solver's values.

Plain functions from a value to a dictionary of JSON types, callable without click: what a command prints with
``--json`` is ``json.dumps`` of one of them (and of the keys the command adds: ``not_read``, ``cost_changes`` …).
The strings in them (``"pays": "Azorius Signet#1's {1}"``) are made by :mod:`.plan_words`.

Examples
--------
>>> from manaplan.models.costs import ManaCost
>>> from manaplan.solver.pay.plan import Payment
>>> payment_json(Payment(ManaCost.parse("{U}"), False, None, reason="no untapped source"))["reason"]
'no untapped source'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .plan_words import ability_text, doing_words, mana_words, paid_text, pays_text, source_text

if TYPE_CHECKING:  # values of the solver, read here by their fields only
    from ..solver.cast.solve import CastAnswer, CastReport
    from ..solver.pay.plan import Payment, PlanStep
    from ..solver.turn.solve import TurnPlan, TurnStep
    from ..solver.turn.turns import TurnsPlan

__all__ = ["step_json", "payment_json", "cast_answer_json", "cast_report_json", "unsure_of", "turn_step_json",
           "turn_json", "turns_json"]


def step_json(step: PlanStep, names: Mapping[str, str] | None = None) -> dict[str, Any]:
    """One step of a plan as in ``pay --json``'s ``plan``: ``step``, ``permanent``, ``card``, ``action``,
    ``ability``, ``adds``, ``pays``, ``paid_by``, ``paying``, ``sacrifices``, ``life``, ``exiles``, ``taps``,
    ``doing``, ``before``, and ``returns`` where its cost returns other permanents to your hand (Quirion Ranger)
    (``names``: how a turn names its spells)."""
    return {
        "step": step.step, "permanent": step.permanent, "card": step.card, "action": step.action,
        "ability": ability_text(step.ability), "adds": mana_words(step.adds), "pays": pays_text(step.pays, names),
        "paid_by": list(step.paid_by), "paying": [paid_text(p, names) for p in step.paying],
        "sacrifices": list(step.sacrifices), "life": step.life, "exiles": list(step.exiles), "taps": list(step.taps),
        "doing": list(doing_words(step)), "before": step.before,
        **({"returns": list(step.returns)} if step.returns else {}),
    }


def payment_json(payment: Payment) -> dict[str, Any]:
    """The ``pay --json`` object (README "JSON answers"), with the keys ``optimal``, ``objectives``, ``keep``,
    ``assignments``, ``left_out``, ``notes``, ``exiled``, ``unbounded``, ``loops``, ``life_after``, ``loses_game``,
    ``saved_by``, ``trigger_life``, and ``returned`` where the plan returns permanents to your hand."""
    p = payment
    return {
        "cost": p.cost.text, "payable": p.payable, "x": p.x,
        **keeping_json(p),
        "plan": [step_json(s) for s in p.steps],
        "tapped": list(p.tapped), "sacrificed": list(p.sacrificed), "life_lost": p.life_lost,
        "mana_left": p.mana_left.text, "kept": p.kept, "reason": p.reason,
        "optimal": p.optimal, "objectives": [[name, value] for name, value in p.objectives],
        "keep": p.keep.text if p.keep is not None else None,
        "assignments": [[paid.symbol.text, source_text(paid)] for paid in p.assignments],
        "left_out": list(p.left_out),
        "notes": list(p.notes),
        "exiled": list(p.exiled),
        "unbounded": p.unbounded,
        "loops": list(p.loops),
        "life_after": p.life_after, "loses_game": p.loses_game, "saved_by": p.saved_by,
        "trigger_life": [[who, n] for who, n in p.trigger_life],
        **({"returned": list(p.returned)} if p.returned else {}),
    }


def keeping_json(answer) -> dict[str, Any]:
    """``{"keeping": {"life": 2, "sacrificed": ["Eldrazi Spawn#1"]}}`` when keeping ``--keep`` payable cost a sacrifice
    or life beyond the best plan that does not keep it (SPEC: the answer says what keeping costs); else nothing."""
    k = getattr(answer, "keeping", None)
    return {} if k is None else {"keeping": {"life": k.life, "sacrificed": list(k.removed)}}


def cast_answer_json(answer: CastAnswer) -> dict[str, Any]:
    """One entry of ``cast --json`` (README "JSON answers"): ``card``, ``zone``, ``cost``, ``plan`` or ``reason``,
    and extra keys; ``tax`` from the command zone."""
    out: dict[str, Any] = {"card": answer.card, "zone": answer.zone}
    if answer.castable:
        p = answer.payment
        activation = answer.activation
        out.update({
            "cost": answer.cost, "plan": [step_json(s) for s in p.steps] if p else [], "face": answer.face,
            "kind": answer.kind, "via": answer.via, "x": answer.x, "tapped": list(p.tapped) if p else [],
            "sacrificed": list(p.sacrificed) if p else [], "life_lost": answer.life_lost,
            "mana_left": p.mana_left.text if p else "", "extra_costs": answer.extra,
            "activation": None if activation is None else f"{activation[0]}: {activation[1].describe()}",
            "exiled": answer.exiled, "notes": list(answer.notes),
            "optimal": p.optimal if p else True,
            "life_after": p.life_after if p else None, "loses_game": p.loses_game if p else False,
        })
    else:
        out.update({"reason": answer.reason, "face": answer.face, "kind": answer.kind, "notes": list(answer.notes)})
    if answer.zone == "command":
        out["tax"] = answer.tax
    return out


def cast_report_json(report: CastReport, net=()) -> dict[str, Any]:
    """The ``cast --json`` object (README "JSON answers"), with ``left_out``; each castable entry has
    ``may_be_stopped_by``: who has text not read that might make it not castable (:func:`~.text_out.unsure_of`;
    empty: castable for sure, as far as the text read goes)."""
    return {"castable": [{**cast_answer_json(a), "may_be_stopped_by": unsure_of(a, report, net)}
                         for a in report.castable],
            "not_castable": [cast_answer_json(a) for a in report.not_castable],
            "left_out": list(report.left_out)}


def unsure_of(answer: CastAnswer, report: CastReport, net=()) -> list[str]:
    """Who has text not read that might make a castable ``answer`` not castable: the net's items that can do more
    than add mana (:attr:`~manaplan.solver.net.NotRead.can_only_add`) and apply to it (every permanent's and effect's;
    a card's in a zone only to that card), then the casting text the casting reader left out
    (:attr:`~manaplan.solver.cast.solve.CastReport.may_stop`); each once, in order.

    >>> from manaplan.solver.cast.solve import CastAnswer, CastReport
    >>> from manaplan.solver.net import NotRead
    >>> bolt = CastAnswer("Lightning Bolt", "hand", "{R}", "spell", True)
    >>> unsure_of(bolt, CastReport((bolt,), may_stop=("Iona, Shield of Emeria#1: Your opponents can't …",)),
    ...           [NotRead("Wirewood Symbiote#1", "Wirewood Symbiote", "…", "untaps: more mana")])
    ['Iona, Shield of Emeria#1']
    """
    who = [item.permanent for item in net if not item.can_only_add and item.applies_to(answer.card, answer.zone)]
    who += [entry.split(": ", 1)[0] for entry in report.may_stop]
    return list(dict.fromkeys(who))


def turn_step_json(step: TurnStep, names: Mapping[str, str] | None = None) -> dict[str, Any]:
    """One step of ``turn --json``'s ``steps`` (SPEC): a land played or a spell cast, with the plan paying it, or
    (``turn --turns``) a fetchland cracked at the end of a turn, with the land it found. A cast carries
    ``sacrifices``, ``found_by``, ``takes`` (the cards it put into your hand that the turn uses), ``imprinted`` (the
    card Chrome Mox exiled as it entered) and ``discarded`` (the land card Mox Diamond was put onto the battlefield by
    discarding) only where there is one."""
    out: dict[str, Any] = {"step": step.step, "action": step.action, "card": step.card, "zone": step.zone}
    if step.action == "cast":
        out.update(cost=step.cost.text if step.cost is not None and step.cost.symbols else "{0}",
                   plan=[step_json(s, names) for s in step.plan], adds=mana_words(step.adds),
                   paying=[paid_text(p, names) for p in step.paying], helper=step.helper, life=step.life,
                   finds=list(step.finds))
        if step.sacrifices:  # its additional cost sacrificed them (CR 601.2b): only when it did
            out["sacrifices"] = list(step.sacrifices)
        if step.found_by:  # a card a spell cast before put into your hand (Demonic Tutor's): only then
            out["found_by"] = step.found_by
        if step.takes:  # the cards it put into your hand that the turn uses (cast or exiled for mana): only then
            out["takes"] = list(step.takes)
        if step.chosen:  # the type a permanent chose as it entered (Cloud Key, CR 614.12c): only then
            out["chosen"] = step.chosen
        if step.imprinted:  # the card of your hand Chrome Mox exiled as it entered: only then
            out["imprinted"] = step.imprinted
        if step.discarded:  # the land card Mox Diamond was put onto the battlefield by discarding: only then
            out["discarded"] = step.discarded
    elif step.action == "crack":  # ``turn --turns``: a fetchland cracked at the end of the turn, what it found
        out.update(finds=list(step.finds), life=step.life)
    elif step.life:  # a land played that asked life as it entered (a shockland's 2)
        out["life"] = step.life
    out["permanent"] = step.permanent
    return out


def turn_json(plan: TurnPlan) -> dict[str, Any]:
    """``turn --json`` (SPEC: ``possible``, ``cast``, ``steps``, ``tapped``, ``sacrificed``, ``life_lost``,
    ``mana_left``, ``kept``, ``reason``; and ``proven``, ``most``, ``candidates``, ``not_cast``, ``keep``,
    ``exiled``, ``life_after``, ``notes``, ``left_out``, ``objectives``; ``land_plays_left`` where more than one
    land play is possible this turn)."""
    names = dict(plan.names)
    return {
        **keeping_json(plan),
        "possible": plan.possible, "cast": list(plan.cast), "steps": [turn_step_json(s, names) for s in plan.steps],
        "tapped": list(plan.tapped), "sacrificed": list(plan.sacrificed), "life_lost": plan.life_lost,
        "mana_left": plan.mana_left.text, "kept": plan.kept, "reason": plan.reason, "proven": plan.proven,
        "most": plan.most, "candidates": list(plan.candidates), "not_cast": list(plan.not_cast),
        "keep": plan.keep.text if plan.keep is not None else None, "exiled": list(plan.exiled),
        "life_after": plan.life_after, "notes": list(plan.notes), "left_out": list(plan.left_out),
        "objectives": [{"name": n, "value": v} for n, v in plan.objectives],
        **({"land_plays_left": plan.land_plays_left} if plan.land_plays_left is not None else {}),
    }


def turns_json(plan: TurnsPlan) -> dict[str, Any]:
    """``turn --turns N --json`` (SPEC, "Several turns"): ``turn``'s keys over all turns (``cast``, ``tapped``,
    ``sacrificed``, ``life_lost``; ``steps`` each with its ``turn``), ``turns`` (each turn's ``turn``, ``drawn``,
    ``steps``, ``cast``, ``tapped``, ``life_lost``, ``notes``) and ``earliest`` (candidate → turn or null; a name
    named twice is ``'Name (2)'`` the second time); and ``proven``, ``candidates``, ``turns_asked``,
    ``draws_known``, ``notes``."""
    turns = []
    for t in plan.turns:
        names = dict(t.plan.names)
        turns.append({"turn": t.turn, "drawn": t.drawn, "steps": [turn_step_json(s, names) for s in t.plan.steps],
                      "cast": list(t.plan.cast), "tapped": list(t.plan.tapped), "sacrificed": list(t.plan.sacrificed),
                      "life_lost": t.plan.life_lost, "notes": list(t.plan.notes)})
    earliest: dict[str, int | None] = {}
    for name, turn in plan.earliest:
        n = sum(1 for k in earliest if k == name or k.startswith(f"{name} ("))
        earliest[name if not n else f"{name} ({n + 1})"] = turn
    return {
        "possible": plan.possible, "cast": list(plan.cast),
        "steps": [{"turn": t["turn"], **s} for t in turns for s in t["steps"]],
        "tapped": list(plan.tapped), "sacrificed": list(plan.sacrificed), "life_lost": plan.life_lost,
        "mana_left": "", "kept": None, "reason": plan.reason, "proven": plan.proven, "turns": turns,
        "earliest": earliest, "candidates": list(plan.candidates), "turns_asked": plan.n_turns,
        "draws_known": plan.draws_known, "notes": list(plan.notes),
    }
