"""What can be cast (or played) from a card: its faces and halves, each with its characteristics, mana cost, extra
costs and its own ways to be cast from a zone.

- A card with one face is one :class:`Spell` (a land is played, not cast: ``kind='land'``).
- A split card (Fire // Ice) offers each half (CR 709.3); an aftermath half only from the graveyard (CR 702.127).
- An adventurer (Bonecrusher Giant // Stomp) offers the creature and its adventure (CR 715.3).
- A modal double-faced card offers each face (CR 712.11); a land face is a land play.
- A transforming, flip or meld card is cast by its front face only (CR 712.11a, 710).

Characteristics are the part's own (CR 709.3a, 715.3b): a half's mana cost, types and colours. Colours come from
the card data, or, where the data has none (homebrew cards, faces), from the mana cost (CR 202.2; Devoid and "is
colorless" keep a card colorless).

Examples
--------
>>> from manaplan.models.cards.store import default_database
>>> [(s.name, s.kind, s.mana_cost.text) for s in spells_of(default_database().get("Fire // Ice"))]
[('Fire', 'spell', '{1}{R}'), ('Ice', 'spell', '{1}{U}')]
>>> [(s.name, s.kind) for s in spells_of(default_database().get("Valakut Awakening // Valakut Stoneforge"))]
[('Valakut Awakening', 'spell'), ('Valakut Stoneforge', 'land')]
>>> spells_of(default_database().get("Think Twice"))[0].options[0].describe()
'flashback {2}{U}'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .cards.card import Card
from .costs import ManaCost
from .errors import CostSyntaxError
from .oracle.casting import parse_permissions
from .effects.casting import CastOption, ExtraCost, OwnReduction
from .targets import TargetNeed, target_needs

__all__ = ["Spell", "spells_of", "card_parts", "colors_of", "targets_only_the_stack"]

_FRONT_ONLY = frozenset({"transform", "flip", "meld"})
_PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"})
_COLORLESS_TEXT = re.compile(r"^Devoid\b|\bis colorless\.", re.M)


@dataclass(frozen=True, slots=True)
class Spell:
    """One part of a card that may be cast (or played, for a land), with what casting it takes.

    Parameters
    ----------
    card : Card
        The whole card (what sits in the zone).
    part : Card
        The face or half cast; the card itself when it has one face.
    kind : str
        ``'spell'`` or ``'land'`` (played, using your land play: CR 305.2).
    mana_cost : ManaCost or None
        The part's mana cost; None when it has none (it cannot be cast by paying it, CR 118.6).
    card_types, subtypes, supertypes : frozenset of str
    colors : frozenset of str
        Letters from WUBRG (see :func:`colors_of`).
    changeling : bool
        Has every creature type (CR 702.73a), for "a creature spell of the chosen type".
    additional : ExtraCost
        Mandatory additional costs (CR 601.2b).
    options : tuple of CastOption
        The part's own ways to be cast from a zone (flashback, escape …).
    graveyard_only : bool
        An aftermath half: cast only from a graveyard.
    timing : tuple of str
        Why it cannot be cast in your main phase (from "Cast this spell only …"); empty when it can.
    notes : tuple of str
        What can only make it cheaper or easier to cast, left out.
    unsupported : tuple of str
        Text about casting it that was not understood: whether it can be cast cannot be told.
    missing_cost : bool
        The card data has no mana cost for a part that surely has one (incomplete data for some double-faced
        cards), as opposed to a card printed without one.
    reductions : tuple of OwnReduction
        Its own cost, less for each permanent of a kind you control (affinity for artifacts, CR 702.41a).
    stack_target : bool
        An instant or sorcery whose only legal targets are spells or abilities on the stack (Counterspell, Stifle;
        a modal spell only when every mode is so): it can't be cast with the stack empty (CR 115.1, 601.2c).
    target_needs : tuple of tuple of TargetNeed
        The permanents it surely needs to target as it is cast, as alternatives (:func:`~.targets.target_needs`):
        it can't be cast where no alternative's needs are all met (CR 115.1a-b, 601.2c).
    """

    card: Card
    part: Card
    kind: str
    mana_cost: ManaCost | None
    card_types: frozenset[str]
    subtypes: frozenset[str]
    supertypes: frozenset[str]
    colors: frozenset[str]
    changeling: bool = False
    additional: ExtraCost = ExtraCost()
    options: tuple[CastOption, ...] = ()
    graveyard_only: bool = False
    timing: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    unsupported: tuple[str, ...] = ()
    missing_cost: bool = False
    stack_target: bool = False
    reductions: tuple[OwnReduction, ...] = ()
    target_needs: tuple[tuple[TargetNeed, ...], ...] = ()

    @property
    def name(self) -> str:
        """The part's name (the card's, for a card with one face)."""
        return self.part.name

    @property
    def is_part(self) -> bool:
        """It is one of several parts of the card (a face or half)."""
        return self.part is not self.card

    @property
    def mana_value(self) -> int:
        """Mana value with X = 0 (CR 202.3), 0 without a mana cost."""
        return self.mana_cost.mana_value if self.mana_cost is not None else 0

    @property
    def is_permanent(self) -> bool:
        """A permanent spell (CR 110.4b)."""
        return not self.card_types.isdisjoint(_PERMANENT_TYPES)


def colors_of(part: Card) -> frozenset[str]:
    """A part's colours: from the card data, else from its mana cost (CR 202.2), colorless with Devoid or "is
    colorless".

    Examples
    --------
    >>> colors_of(Card("Shock", "{R}", "Instant", "Shock deals 2 damage to any target."))
    frozenset({'R'})
    >>> colors_of(Card("Eldrazi", "{8}", "Creature — Eldrazi"))
    frozenset()
    """
    if part.colors:
        return frozenset(part.colors)
    if _COLORLESS_TEXT.search(part.oracle_text or ""):
        return frozenset()
    try:
        cost = ManaCost.parse(part.mana_cost) if part.mana_cost else ManaCost(())
    except CostSyntaxError:
        return frozenset()
    return frozenset(t.value for t in cost.colors)


_TARGETS_STACK = re.compile(r"\btarget (?:[a-z-]+,? )*?(?:spell|activated or triggered ability|activated ability|"
                            r"triggered ability|ability)\b")


def targets_only_the_stack(part: Card) -> bool:
    """Whether an instant or sorcery must target a spell or an ability (Counterspell, Stifle): it has no legal target
    with the stack empty (CR 115.1, 601.2c); a modal spell only when every mode does. A permanent spell never (Mystic
    Snake's target is its enters trigger's).

    Examples
    --------
    >>> targets_only_the_stack(Card("Counterspell", "{U}{U}", "Instant", "Counter target spell."))
    True
    >>> targets_only_the_stack(Card("Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target."))
    False
    """
    text = part.oracle_text or ""
    if not (part.is_instant or part.is_sorcery) or not _TARGETS_STACK.search(text):
        return False
    modes = [m for m in text.split("\n") if m.startswith("\u2022")]
    return not modes or all(_TARGETS_STACK.search(m) for m in modes)


def card_parts(card: Card) -> tuple[Card, ...]:
    """The parts of a card that may be cast or played, in printed order (one :class:`Spell` each in
    :func:`spells_of`, read without parsing its text): the card itself, or each of its faces — a transforming, flip
    or meld card's front face only (the face that is cast or played).

    Examples
    --------
    >>> [p.name for p in card_parts(Card("Forest", "", "Basic Land \u2014 Forest", "({T}: Add {G}.)"))]
    ['Forest']
    """
    if not card.faces:
        return (card,)
    if card.layout in _FRONT_ONLY:
        return (card.faces[0],)
    return card.faces


def _spell(card: Card, part: Card) -> Spell:
    parsed = parse_permissions(part)
    try:
        cost = ManaCost.parse(part.mana_cost) if part.mana_cost else None
    except CostSyntaxError:
        cost = None
    text = part.oracle_text or ""
    kind = "land" if part.is_land else "spell"
    missing = kind == "spell" and cost is None and card.text_as_of is None and card.layout == "modal_dfc"
    options = tuple(o for o in parsed.options if o.keyword != "aftermath")
    return Spell(
        card=card, part=part, kind=kind, mana_cost=cost, card_types=frozenset(part.card_types),
        subtypes=frozenset(part.subtypes), supertypes=frozenset(part.supertypes), colors=colors_of(part),
        changeling=re.search(r"^Changeling\b", text, re.M) is not None, additional=parsed.additional,
        options=options, graveyard_only=any(o.keyword == "aftermath" for o in parsed.options),
        timing=parsed.timing, notes=parsed.notes, unsupported=parsed.unsupported, missing_cost=missing,
        stack_target=kind == "spell" and targets_only_the_stack(part), reductions=parsed.reductions,
        target_needs=target_needs(part) if kind == "spell" else (),
    )


@lru_cache(maxsize=4096)
def spells_of(card: Card) -> tuple[Spell, ...]:
    """The parts of a card that may be cast or played, in printed order.

    Parameters
    ----------
    card : Card
        The whole card (a face alone gives that face only).

    Returns
    -------
    tuple of Spell
    """
    return tuple(_spell(card, part) for part in card_parts(card))
