"""What a board file may say, by the rules: which cards can be a commander (CR 903.3) and what an Aura, Equipment or
Fortification can be attached to (CR 303.4, 301.5, 301.6, 701.3a).

Pure functions from cards to a problem in words (or None): :mod:`~manaplan.models.board_files` raises them as errors
naming the entry. They refuse only what no board can hold; where an effect on the board might make an attachment
legal (a land made a creature, artifacts made creatures), they let it be.

Examples
--------
>>> from manaplan.models.cards.card import Card
>>> print(commander_problem(Card("Sol Ring", "{1}", "Artifact", "{T}: Add {C}{C}.")))
Sol Ring can't be your commander: a commander is a legendary creature card, or a card whose text says it can be your
commander (CR 903.3, 903.3a)
>>> wild_growth = Card("Wild Growth", "{G}", "Enchantment — Aura", "Enchant land\\nWhenever enchanted land is "
...                    "tapped for mana, its controller adds an additional {G}.")
>>> print(attachment_problem(wild_growth, Card("Sol Ring", "{1}", "Artifact", "{T}: Add {C}{C}."), "Sol Ring#1"))
Wild Growth can enchant only a land (Enchant land), and Sol Ring#1 is not one (CR 303.4a, 303.4c)
"""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["commander_problem", "attachment_problem", "enchant_types"]

_CAN_BE_COMMANDER = re.compile(r"\bcan be your commander\b", re.IGNORECASE)


def commander_problem(card) -> str | None:
    """Why ``card`` can't be a commander, or None when it can: a legendary creature card (its front face), a card
    whose text says it can be your commander (CR 903.3a), or a legendary Background, which a commander with "Choose
    a Background" takes as its second (CR 702.124k).

    >>> from manaplan.models.cards.card import Card
    >>> commander_problem(Card("Krenko, Mob Boss", "{2}{R}{R}", "Legendary Creature — Goblin Warrior", "")) is None
    True
    """
    front = card.faces[0] if getattr(card, "faces", ()) else card
    legendary = "Legendary" in front.supertypes
    if legendary and ("Creature" in front.card_types or "Background" in front.subtypes):
        return None
    if _CAN_BE_COMMANDER.search(card.oracle_text or "") or any(_CAN_BE_COMMANDER.search(f.oracle_text or "")
                                                              for f in getattr(card, "faces", ())):
        return None
    return (f"{card.name} can't be your commander: a commander is a legendary creature card, or a card whose text "
            f"says it can be your commander (CR 903.3, 903.3a)")


#: The words of an "Enchant …" line that name card types (a plural is its singular).
_CARD_TYPES = {"land": "Land", "creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment",
               "planeswalker": "Planeswalker", "battle": "Battle"}
#: Subtypes an "Enchant …" line may name, with the card type they belong to (an unknown subtype restricts nothing).
_SUBTYPE_OF = {**dict.fromkeys(("forest", "island", "swamp", "mountain", "plains", "desert", "gate", "cave",
                                "locus", "sphere", "town", "lair", "mine", "tower", "power-plant"), "Land"),
               **dict.fromkeys(("equipment", "vehicle"), "Artifact"), "aura": "Enchantment"}
_ENCHANT = re.compile(r"^Enchant (?P<what>[^.\n(]+)", re.IGNORECASE | re.MULTILINE)
_PLAYER = re.compile(r"\b(?:player|opponent)\b", re.IGNORECASE)


def enchant_types(card) -> frozenset[str] | None:
    """The card types an Aura may enchant, from its "Enchant …" line (CR 702.5a): ``{"Land"}`` for Wild Growth;
    ``frozenset()`` for "Enchant player" (no permanent); None when any permanent may do or the line restricts nothing
    this reads (no line, "Enchant permanent", a creature type).

    >>> from manaplan.models.cards.card import Card
    >>> sorted(enchant_types(Card("Brew", "", "Enchantment — Aura", "Enchant creature or land")))
    ['Creature', 'Land']
    >>> enchant_types(Card("Brew", "", "Enchantment — Aura", "Enchant permanent")) is None
    True
    """
    found = _ENCHANT.search(card.oracle_text or "")
    if found is None:
        return None
    what = found.group("what")
    words = [w.lower().rstrip("s") if w.lower() not in ("plains", "locus") else w.lower()
             for w in re.findall(r"[\w'-]+", what)]
    if "permanent" in words:
        return None
    types = {_CARD_TYPES[w] for w in words if w in _CARD_TYPES}
    types |= {_SUBTYPE_OF[w] for w in words if w in _SUBTYPE_OF}
    if types:
        return frozenset(types)
    if _PLAYER.search(what):
        return frozenset()
    return None


#: Text that may change a permanent's card types ("All lands are 1/1 creatures", "This land becomes a 3/3 …
#: creature", "Each artifact is a creature"): beside it an attachment is not refused.
_RETYPES = re.compile(r"\b(?:becomes?|are|is)\b[^.]*?\b(creature|land|artifact|enchantment|planeswalker)s?\b",
                      re.IGNORECASE)


def _may_become(board_texts: Iterable[str]) -> set[str]:
    return {m.group(1).capitalize() for text in board_texts for m in _RETYPES.finditer(text or "")}


def attachment_problem(card, target, target_id: str, board_texts: Iterable[str] = ()) -> str | None:
    """Why ``card`` can't be attached to ``target`` (the card of the permanent ``target_id``), or None: an Aura
    only to what its enchant ability allows (CR 303.4a, 303.4c), an Equipment only to a creature (CR 301.5), a
    Fortification only to a land (CR 301.6). A type that text on the board (``board_texts``, the target's own among
    them) may give is allowed.

    >>> from manaplan.models.cards.card import Card
    >>> greaves = Card("Lightning Greaves", "{2}", "Artifact — Equipment", "Equipped creature has haste.")
    >>> forest = Card("Forest", "", "Basic Land — Forest", "")
    >>> attachment_problem(greaves, forest, "Forest#1")
    'Lightning Greaves is an Equipment: it can be attached only to a creature, and Forest#1 is not one (CR 301.5)'
    >>> attachment_problem(greaves, forest, "Forest#1", ["All lands are 2/2 creatures that are still lands."])
    """
    subtypes = set(card.subtypes)
    if "Aura" in subtypes:
        allowed = enchant_types(card)
        line = _ENCHANT.search(card.oracle_text or "")
        if allowed is None:
            return None
        if not allowed:
            return (f"{card.name} enchants a player ({line.group(0).strip()}), not a permanent: write attached_to: "
                    f"you or attached_to: opponent (CR 303.4a)")
        rule, need = f"can enchant only {_one_of(allowed)} ({line.group(0).strip()})", allowed
        cite = "CR 303.4a, 303.4c"
    elif "Equipment" in subtypes:
        rule, need, cite = "is an Equipment: it can be attached only to a creature", {"Creature"}, "CR 301.5"
    elif "Fortification" in subtypes:
        rule, need, cite = "is a Fortification: it can be attached only to a land", {"Land"}, "CR 301.6"
    else:
        return None
    if set(need) & (set(target.card_types) | _may_become([target.oracle_text, *board_texts])):
        return None
    return f"{card.name} {rule}, and {target_id} is not one ({cite})"


def _one_of(types: frozenset[str]) -> str:
    """``'a land'``, ``'a creature or a land'``."""
    words = [("an " if t[0] in "AEIOU" else "a ") + t.lower() for t in sorted(types)]
    return " or ".join(words)
