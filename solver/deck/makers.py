"""The helpers a dedicated planner plays exactly: permanents that make a fixed amount of mana each turn, and lands
that enter tapped or not by a rule it can check.

A :class:`Maker` is what one card is to :class:`~manaplan.solver.deck.helpers_planner.HelpersPlanner`:

- a **land** (``cost`` None): one mana of ``units[0]``'s kinds each turn, entering as :attr:`Maker.enters` says:
  ``'untapped'``, ``'tapped'``, ``'shock'`` (untapped for 2 life, CR 614.12: paid, as 20 life allows within the
  turns asked), ``'check'`` (tapped unless you control a land of one of :attr:`Maker.types`, the check lands),
  ``'fast'`` (tapped unless you control two or fewer other lands) or ``'slow'`` (tapped unless you control two or
  more other lands). Simple lands (:func:`~manaplan.solver.deck.cards.simple_land`) and the shock, check, fast and
  slow lands whose mana abilities are ``{T}: Add`` one mana, with nothing else about mana on them (a manland's
  animation is nothing to its mana).
- a **fetchland** (``finds`` not empty; no mana of its own): sacrificed as it is played (for 1 life, or none), it
  puts a land card of one of :attr:`Maker.types` (``'basic'``: a basic land) from the library onto the
  battlefield, as that land enters (``finds='untapped'``), tapped (Evolving Wilds), or tapped unless you control
  four or more lands then (``'passage'``, Fabled Passage) (CR 701.23).
- a **mana permanent** (``cost`` its cost shape): each turn, by tapping it and putting ``input`` generic mana in,
  one mana of each mask of ``units`` (Sol Ring: two of {C}; a Talisman: one of {C}, {W} or {U}; a Signet: {1} in,
  {W} and {U} out); a creature (``sick``) makes none on the turn it enters (summoning sickness, CR 302.6), an
  artifact makes its mana at once. Only cards whose every mana ability is of that form, whose text has nothing
  else about mana, lands, untapping or costs, and that do not enter tapped.

A card that helps only an opponent's mana (:func:`opponents_land`: Assassin's Trophy) is nothing to yours.
Everything else a card may do (rituals, ramp spells, cost changes, Treasure) is not a maker:
:func:`maker_of` gives None, and a game that sees it is left to the several-turns engine.

Examples
--------
>>> from manaplan.models.cards.store import default_database
>>> db = default_database()
>>> maker_of(db.get("Azorius Signet"), frozenset())  # doctest: +ELLIPSIS
Maker(units=(1, 2), cost=CostShape(...), input=1, sick=False, enters='untapped', types=frozenset(), finds='')
>>> maker_of(db.get("Llanowar Elves"), frozenset()).sick, maker_of(db.get("Sol Ring"), frozenset()).units
(True, (32, 32))
>>> maker_of(db.get("Woodland Cemetery"), frozenset()).enters, maker_of(db.get("Overgrown Tomb"), frozenset()).enters
('check', 'shock')
>>> maker_of(db.get("Raging Ravine"), frozenset()).enters, maker_of(db.get("Azorius Chancery"), frozenset())
('tapped', None)
>>> strand = maker_of(db.get("Flooded Strand"), frozenset())
>>> sorted(strand.types), strand.finds, maker_of(db.get("Dark Ritual"), frozenset()) is None
(['Island', 'Plains'], 'untapped', True)

References
----------
CR 302.6 (summoning sickness), 305.7 (land types), 605.1a (mana abilities), 614.1c (entering tapped), 614.12.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ...models.ability.outputs import CommanderColor, Produce
from ...models.cards.card import Card
from ...models.costs import ManaCost
from ...models.errors import CostSyntaxError
from ...models.mana import ManaType
from ...models.oracle.parser import parse_card
from ...models.oracle.text import strip_reminder_text
from .shapes import ANY, BITS, CostShape, shape_of

__all__ = ["Maker", "maker_of", "ENTERS", "opponents_land"]

#: How a maker land may enter.
ENTERS = ("untapped", "tapped", "shock", "check", "fast", "slow")
_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")


@dataclass(frozen=True, slots=True)
class Maker:
    """One card as the dedicated planner plays it (see the module's description).

    Parameters
    ----------
    units : tuple of int
        The masks of the mana it makes each turn, one per mana.
    cost : CostShape or None
        Its cost shape; None for a land.
    input : int
        Generic mana put in each time it makes mana (a Signet: 1).
    sick : bool
        A creature: no mana on the turn it enters.
    enters : str
        A land's rule of entering (:data:`ENTERS`); ``'untapped'`` for a mana permanent.
    types : frozenset of str
        A check land's land types: it enters untapped when you control a land of one of them; a fetchland's: it
        finds a land card of one of them (``'basic'``: a basic land card).
    finds : str
        A fetchland's way of putting what it finds: ``'untapped'`` (as that land enters), ``'tapped'`` or
        ``'passage'``; ``''`` for every other maker.
    """

    units: tuple[int, ...]
    cost: CostShape | None = None
    input: int = 0
    sick: bool = False
    enters: str = "untapped"
    types: frozenset[str] = frozenset()
    finds: str = ""

    @property
    def land(self) -> bool:
        return self.cost is None


def _self(card: Card) -> str:
    names = {re.escape(card.name), "this land", "this artifact", "this creature", "~"}
    if "," in card.name:
        names.add(re.escape(card.name.split(",")[0]))
    return "(?:" + "|".join(sorted(names, key=len, reverse=True)) + ")"


_ENTERS_LINES = (
    ("tapped", r"^{me} enters(?: the battlefield)? tapped\.$"),
    ("shock", r"^As {me} enters(?: the battlefield)?, you may pay 2 life\. If you don't, it enters(?: the battlefield)? "
              r"tapped\.$"),
    ("check", r"^{me} enters(?: the battlefield)? tapped unless you control an? (?P<a>\w+) or an? (?P<b>\w+)\.$"),
    ("fast", r"^{me} enters(?: the battlefield)? tapped unless you control two or fewer other lands\.$"),
    ("slow", r"^{me} enters(?: the battlefield)? tapped unless you control two or more other lands\.$"),
)
_HARMLESS_LAND = (r"^When {me} enters(?: the battlefield)?, (?:scry 1|you gain 1 life)\.$",
                  r"^Whenever {me} becomes tapped, it deals 1 damage to you\.$",
                  r"^(?:basic )?(?:land)?cycling \{{[^{{}}]+\}}(?:\{{[^{{}}]+\}})*$")
_FETCH = (r"^\{{T\}}, (?:Pay 1 life, )?Sacrifice {me}: Search your library for (?:an? )?(?P<what>[\w ]+?) card, "
          r"put it onto the battlefield(?P<tapped> tapped)?, then shuffle(?: your library)?\.(?P<passage> Then if you "
          r"control four or more lands, untap that land\.)?$")
#: Words that make a line of a land's text more than flavour for mana (a manland's animation is not).
_LAND_WORDS = re.compile(r"\b(?:add|mana|untap|search|sacrifice|costs?|less|play|return|instead|double|enters|spend"
                         r"|choose|chosen)\b", re.IGNORECASE)
#: Words that make a line of a mana permanent's text more than flavour for mana.
_MANA_WORDS = re.compile(r"\b(?:add|mana|untap|lands?|treasure|costs?|less|enters|search|haste|double|instead)\b",
                         re.IGNORECASE)


def _units(card: Card, identity: frozenset[ManaType], lands: bool) -> tuple[tuple[int, ...], int] | None:
    """The units and the generic input of ``card``'s mana abilities when they are all of the maker's form."""
    parsed = parse_card(card)
    if parsed.unsupported or parsed.effects or parsed.mana_effects or not parsed.mana_abilities:
        return None
    shapes = set()
    one_mask = 0
    for ability in parsed.mana_abilities:
        output = ability.output
        features = ability.features() - {"damage_to_you"}
        if isinstance(output, CommanderColor):
            output = output.resolve(commander=identity) or Produce(((),))
            features = (features - {"CommanderColor"}) | {"Produce"}
        if not isinstance(output, Produce) or not features <= {"tap", "Produce", "mana"} or "tap" not in features:
            return None
        cost = ability.cost
        generic = 0
        if cost.mana:
            symbols = ManaCost.parse(str(cost.mana)) if not isinstance(cost.mana, ManaCost) else cost.mana
            shape = shape_of(symbols)
            if len(shape.demands) != 1 or any(m != ANY for m, _ in shape.demands[0].classes):
                return None
            generic = shape.demands[0].total
        choices = output.choices
        if not choices or any(not choice for choice in choices):
            return None
        if all(len(choice) == 1 for choice in choices):
            mask = 0
            for (kind,) in choices:
                mask |= BITS[kind.value]
            one_mask |= mask
            shapes.add((1, generic, None))
        elif len(choices) == 1:
            shapes.add((len(choices[0]), generic, tuple(BITS[k.value] for k in choices[0])))
        else:
            return None
    if len(shapes) != 1:
        return None
    (size, generic, fixed), = shapes
    if lands and (size != 1 or generic):
        return None
    if fixed is not None:
        return fixed, generic
    return (one_mask,), generic


_OPPONENTS = re.compile(r"^[^.]*\btarget [^.]*\ban opponent controls\. Its controller may search their library for "
                        r"an? basic land card, put it onto the battlefield(?: tapped)?, then shuffle\.$", re.IGNORECASE)


def opponents_land(card: Card) -> bool:
    """Whether ``card`` is a helper only by the land it lets an opponent find (Assassin's Trophy): nothing to your
    mana.

    >>> from manaplan.models.cards.store import default_database
    >>> db = default_database()
    >>> opponents_land(db.get("Assassin's Trophy")), opponents_land(db.get("Path to Exile"))  # Path your own
    (True, False)
    """
    if card.faces or card.is_land:
        return False
    parsed = parse_card(card)
    if parsed.mana_abilities or parsed.mana_effects or parsed.effects or parsed.unsupported:
        return False
    lines = [line.strip() for line in strip_reminder_text(card.oracle_text or "").split("\n") if line.strip()]
    return len(lines) == 1 and bool(_OPPONENTS.match(lines[0]))


def maker_of(card: Card, identity: frozenset[ManaType]) -> Maker | None:
    """``card`` as a :class:`Maker`, or None when it is not one (see the module's description).

    Parameters
    ----------
    card : Card
    identity : frozenset of ManaType
        The commanders' colour identity (what Command Tower and Arcane Signet make; nothing without a commander).
    """
    if card.faces or card.is_legendary and card.is_land:
        return None
    me = _self(card)
    lines = [line.strip() for line in strip_reminder_text(card.oracle_text or "").split("\n") if line.strip()]
    if card.is_land:
        if len(lines) == 1:
            m = re.match(_FETCH.format(me=me), lines[0], re.IGNORECASE)
            if m:
                what = m["what"]
                types = frozenset({"basic"}) if what.lower() == "basic land" else frozenset(
                    w.strip().capitalize() for w in what.split(" or "))
                if not types <= set(_LAND_TYPES) | {"basic"}:
                    return None
                finds = "passage" if m["passage"] else "tapped" if m["tapped"] else "untapped"
                return Maker((), None, 0, False, "untapped", types, finds)
        made = _units(card, identity, lands=True)
        if made is None:
            return None
        (mask,), _ = made
        if mask and card.is_snow:
            mask |= BITS["S"]
        enters, types = "untapped", frozenset()
        for line in lines:
            if line.startswith("{T}: Add") or line.startswith("({T}: Add"):
                continue
            for rule, pattern in _ENTERS_LINES:
                m = re.match(pattern.format(me=me), line, re.IGNORECASE)
                if m:
                    if enters != "untapped":
                        return None
                    enters = rule
                    if rule == "check":
                        types = frozenset({m["a"].capitalize(), m["b"].capitalize()})
                        if not types <= set(_LAND_TYPES):
                            return None
                    break
            else:
                if _LAND_WORDS.search(line) and not any(re.match(p.format(me=me), line, re.IGNORECASE)
                                                        for p in _HARMLESS_LAND):
                    return None
        return Maker((mask,), None, 0, False, enters, types)
    if not card.mana_cost or not (card.is_artifact or card.is_creature) or card.is_land:
        return None
    made = _units(card, identity, lands=False)
    if made is None:
        return None
    units, generic = made
    for line in lines:
        if re.match(r"^(?:\{[^}]+\}, )*\{T\}(?:, \{[^}]+\})*: Add ", line):
            continue
        if _MANA_WORDS.search(line):
            return None
    try:
        cost = shape_of(ManaCost.parse(card.mana_cost))
    except CostSyntaxError:
        return None
    return Maker(units, cost, generic, card.is_creature, "untapped", frozenset())
