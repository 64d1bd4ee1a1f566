"""Reading what a permanent's controller chooses as it enters, for its "… of the chosen type" cost changes.

"As Cloud Key enters, choose artifact, creature, enchantment, instant, or sorcery." (CR 614.12c: the choice is made
as it enters, before it is on the battlefield). On a board the choice is given (``chosen:``); a permanent that enters
this turn makes it then, and :func:`entering_type_choice` says which card types it may name, or that it names a
creature type (Herald's Horn, Urza's Incubator), whose values are the subtypes of the spells at hand.

Examples
--------
>>> from manaplan.models.cards.store import default_database
>>> db = default_database()
>>> entering_type_choice(db.get("Cloud Key"))
TypeChoice(card_types=('artifact', 'creature', 'enchantment', 'instant', 'sorcery'), creature_type=False)
>>> entering_type_choice(db.get("Stenn, Paranoid Partisan")).card_types
('artifact', 'battle', 'enchantment', 'instant', 'kindred', 'planeswalker', 'sorcery')
>>> entering_type_choice(db.get("Herald's Horn"))
TypeChoice(card_types=(), creature_type=True)
>>> entering_type_choice(db.get("Grizzly Bears")) is None
True
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..cards.card import Card
from ..effects.casting import CostChange
from .casting import parse_permissions
from .text import strip_reminder_text

__all__ = ["TypeChoice", "SPELL_CARD_TYPES", "entering_type_choice", "chosen_type_changes"]

#: The card types a spell may have, as a choice of "a card type" lists them (CR 205.2a, alphabetical as printed).
SPELL_CARD_TYPES = ("artifact", "battle", "creature", "enchantment", "instant", "kindred", "land", "planeswalker",
                    "sorcery")

_CHOOSE = re.compile(r"^As (?:~|this [\w ]+?|(?P<name>.+?)) enters(?: the battlefield)?, (?:look at an opponent's "
                     r"hand, then )?choose (?P<what>[^.]+)\.$", re.MULTILINE)
_LISTED = re.compile(r"^(?P<types>(?:[a-z]+, )+(?:or )?[a-z]+)$")
_OTHER = re.compile(r"^a card type(?: other than (?P<but>[a-z]+)(?: or (?P<nor>[a-z]+))?)?$")


@dataclass(frozen=True, slots=True)
class TypeChoice:
    """What a permanent may name as it enters for "the chosen type".

    Parameters
    ----------
    card_types : tuple of str
        The card types it may name, lower case, as printed (``'artifact'`` …); empty for a creature type.
    creature_type : bool
        It names a creature type (any: the ones that matter are those of the spells cast).
    """

    card_types: tuple[str, ...] = ()
    creature_type: bool = False


def entering_type_choice(card: Card) -> TypeChoice | None:
    """The type a permanent chooses as it enters, where its text has such a choice ("As ~ enters, choose artifact,
    creature, enchantment, instant, or sorcery.", "… choose a card type other than creature or land.", "… choose a
    creature type."); None for any other text (a colour, a card name: not read here).

    Parameters
    ----------
    card : Card

    Returns
    -------
    TypeChoice or None

    References
    ----------
    CR 614.12c (a choice made as a permanent enters), 205.2a (card types), 205.3m (creature types).
    """
    text = strip_reminder_text(card.oracle_text or "")
    for m in _CHOOSE.finditer(text):
        if m.group("name") and m.group("name") not in (card.name, card.name.split(",")[0]):
            continue
        what = m.group("what")
        if what == "a creature type":
            return TypeChoice(creature_type=True)
        listed = _LISTED.match(what)
        if listed:
            types = tuple(t.removeprefix("or ") for t in listed.group("types").split(", "))
            if all(t in SPELL_CARD_TYPES for t in types):
                return TypeChoice(card_types=types)
        other = _OTHER.match(what)
        if other:
            return TypeChoice(card_types=tuple(t for t in SPELL_CARD_TYPES if t not in other.group("but", "nor")))
    return None


def chosen_type_changes(card: Card) -> tuple[CostChange, ...]:
    """The cost changes "of the chosen type" of a permanent that chooses the type as it enters
    (:func:`entering_type_choice`): Cloud Key's "Spells you cast of the chosen type cost {1} less to cast."; empty
    for any other card.

    >>> from manaplan.models.cards.store import default_database
    >>> [c.amount for c in chosen_type_changes(default_database().get("Cloud Key"))]
    [-1]
    >>> chosen_type_changes(default_database().get("Goblin Electromancer"))
    ()
    """
    if entering_type_choice(card) is None:
        return ()
    return tuple(c for c in parse_permissions(card).cost_changes if any(f.chosen for f in (c.spells, *c.also)))
