"""JSON-ready dictionaries for cards, abilities and boards (the data behind ``--json``)."""

from __future__ import annotations

from typing import Any

from ..models.ability import ManaAbility, ParsedCard, mana_text
from ..models.mana import types_text

__all__ = ["ability_dict", "parsed_dict", "card_dict", "permanent_dict"]


def ability_dict(ability: ManaAbility) -> dict[str, Any]:
    """One mana ability: its printed text, cost, what it may add, could-produce types."""
    from .words import ability_words

    return {
        "text": ability.text or ability.describe(),
        "words": ability_words(ability),
        "cost": ability.cost.describe(),
        "adds": [mana_text(c) for c in getattr(ability.output.resolve() or ability.output, "choices", ())],
        "could_produce": types_text(ability.could_produce()),
        "damage_to_you": ability.damage_to_you,
        "intrinsic": ability.intrinsic,
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
        "token": permanent.is_token,
        **parsed_dict(parsed),
    }
