"""JSON-ready dictionaries for cards, abilities and boards (the data behind ``--json``)."""

from __future__ import annotations

from typing import Any

from ..models.ability import ManaAbility, ParsedCard, mana_text
from ..models.mana import types_text
from .words import ability_label, ability_words

__all__ = ["ability_dict", "parsed_dict", "card_dict", "permanent_dict", "effective_dict", "in_force_dict"]


def ability_dict(ability: ManaAbility) -> dict[str, Any]:
    """One mana ability: its printed text, cost, what it may add, could-produce types, its spending restriction
    (``spend``, CR 106.6: the sentence, or None) and what kind of ability it is (``label``: ``'filter'``,
    ``'counter-based'`` or None, :func:`~.words.ability_label`)."""
    return {
        "text": ability.text or ability.describe(),
        "words": ability_words(ability),
        "cost": ability.cost.describe(),
        "adds": [mana_text(c) for c in getattr(ability.output.resolve() or ability.output, "choices", ())],
        "could_produce": types_text(ability.could_produce()),
        "damage_to_you": ability.damage_to_you,
        "intrinsic": ability.intrinsic,
        "spend": ability.spend.describe() if ability.spend is not None else None,
        "label": ability_label(ability),
    }


def parsed_dict(parsed: ParsedCard) -> dict[str, Any]:
    """The parser's findings for one card face."""
    return {
        "mana_abilities": [ability_dict(a) for a in parsed.mana_abilities],
        "could_produce": types_text(parsed.could_produce()),
        "tapped_damage": parsed.tapped_damage,
        "unsupported": [u.text for u in parsed.unsupported],
        "effects": [e.describe() for e in parsed.effects],
        "mana_effects": [e.describe() for e in parsed.mana_effects],
    }


def card_dict(card, parsed: ParsedCard | None) -> dict[str, Any]:
    """A card's facts and, when given, what the parser made of it."""
    out: dict[str, Any] = {
        "name": card.name,
        "mana_cost": card.mana_cost,
        "type_line": card.type_line,
        "oracle_text": card.oracle_text,
    }
    if parsed is not None:
        out.update(parsed_dict(parsed))
    return out


def permanent_dict(permanent, parsed: ParsedCard) -> dict[str, Any]:
    """A permanent as the board file gave it, with its parsed mana abilities."""
    return {
        "id": permanent.id,
        "card": permanent.card.name,
        "tapped": permanent.tapped,
        "sick": permanent.sick,
        "summoning_sick": permanent.summoning_sick,
        "haste": permanent.haste,
        "counters": dict(permanent.counters),
        "controller": permanent.controller,
        "attached_to": permanent.attached_to,
        "chosen": permanent.chosen,
        "imprinted": permanent.imprinted.name if permanent.imprinted is not None else None,
        "token": permanent.is_token,
        **parsed_dict(parsed),
    }


def effective_dict(view) -> dict[str, Any]:
    """What is in force for one permanent (a :class:`~manaplan.solver.effective.PermanentView`), for ``--json``.

    ``could_produce`` is what it could produce now (CR 106.7: the same set ``produce`` reports), and
    ``printed_could_produce`` its card's alone; ``type_line`` is its type line now, ``printed_type_line`` its card's;
    ``abilities`` are its mana abilities now (printed, from its land types, or granted), ``changed_by`` the ids of
    the effects that changed it, and ``why_changed`` says in words why it is not as printed (``''`` when it is);
    ``cannot_activate`` lists its activated abilities that can't be activated and why (CR 602.5), ``haste_from``
    where its haste comes from (CR 702.10; empty: none).
    """
    return {
        "could_produce": types_text(view.could_produce),
        "printed_could_produce": types_text(view.printed_could_produce),
        "type_line": view.type_line,
        "printed_type_line": view.printed_type_line,
        "colors": types_text(view.colors),
        "printed_colors": types_text(view.printed_colors),
        "card_types": sorted(view.card_types),
        "subtypes": sorted(view.subtypes),
        "supertypes": sorted(view.supertypes),
        "lost_text": view.lost_text,
        "changed_by": [source for source, _ in view.changed_by],
        "lost_by": [source for source, _ in view.lost_by],
        "why_changed": view.why_changed(),
        "abilities": [{
            "text": a.text,
            "words": ability_words(a.base),
            "origin": a.origin,
            "adds": a.output.text,
            "could_produce": types_text(a.could_produce),
            "notes": list(a.notes),
            "problem": a.problem,
            "spend": a.ability.spend.describe() if a.ability.spend is not None else None,
        } for a in view.abilities],
        "not_understood": [{"text": u.text, "reason": u.reason} for u in view.unsupported],
        "cannot_activate": [{"text": text, "reason": why} for text, why in view.prohibited],
        "haste_from": list(view.haste_from),
    }


def in_force_dict(effective) -> dict[str, Any]:
    """The effects, spending permissions, casting permissions, cost changes and spells that can't be cast (CR 601.3,
    101.2) in force on an effective board."""
    rules = effective.casting
    return {
        "effects_in_force": [{"source": e.source, "effect": e.effect.describe()} for e in effective.effects],
        "spend_permissions": [{"source": p.source, "text": p.effect.describe()} for p in effective.spend_permissions],
        "cast_permissions": [{"source": g.source, "text": g.permission.describe(), "inactive": g.inactive}
                             for g in rules.grants],
        "cost_changes": [{"source": who, "text": c.describe()} for c, who in rules.cost_changes],
        "cast_bans": [{"source": who, "text": b.describe(), "chosen": chosen} for b, who, chosen in rules.bans],
    }
