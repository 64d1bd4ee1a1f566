"""Permissions to play cards from zones other than your hand, the ways a card casts itself from a zone, extra costs
of casting, and changes to what spells cost: values, as :mod:`manaplan.models.oracle.casting` reads them from
card text. Nothing here looks at a board; :mod:`manaplan.solver.cast` applies them.

A *permission* is granted by something else: a permanent ("You may play lands and cast spells from the top of your
library.", Magus of the Future), a permanent's activated ability (Magus of the Will) or a spell or ability that
resolved this turn (Yawgmoth's Will, as an ``effects:`` entry of a board). A *cast option* is a card's own way to be
cast from a zone: flashback, escape, jump-start, retrace, aftermath, "you may cast ~ from your graveyard", and
unearth (an activated ability of the card in the graveyard, not a cast).

Examples
--------
>>> magus = CastPermission("library_top", lands=True, spells=(SpellFilter(),))
>>> magus.describe()
'You may play lands and cast spells from the top of your library.'
>>> forge = CastPermission("library_top", spells=(SpellFilter(card_types=frozenset({"Artifact"})),
...                                                SpellFilter(colorless=True)))
>>> forge.describe()
'You may cast artifact spells and colorless spells from the top of your library.'
>>> forge.allows_spell(frozenset({"Creature"}), frozenset(), 3)
True
>>> forge.allows_spell(frozenset({"Creature"}), frozenset({"G"}), 3)
False
>>> ExtraCost(exile_other=5).describe()
'exile five other cards from your graveyard'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from ..ability import ActivationCost, PermanentFilter, count_word
from ..costs import ManaCost
from ..mana import ManaType

__all__ = [
    "ZONES",
    "ZONE_WORDS",
    "SpellFilter",
    "CastBan",
    "chosen_color",
    "CastPermission",
    "ExtraCost",
    "CastOption",
    "CostChange",
    "OwnReduction",
    "ParsedPermissions",
    "CARD_TYPES",
]

#: The card types a "chosen type" may name (Cloud Key: artifact, creature, enchantment, instant or sorcery).
CARD_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land",
                        "Planeswalker", "Sorcery"})

#: The zones a card may be cast from in ``cast``, in the order answers list them.
ZONES: tuple[str, ...] = ("hand", "library_top", "graveyard")
#: How each zone is written in messages.
ZONE_WORDS: dict[str, str] = {"hand": "your hand", "library_top": "the top of your library",
                              "graveyard": "your graveyard"}


@dataclass(frozen=True, slots=True)
class SpellFilter:
    """Which spells: "creature spells", "artifact spells", "colorless spells", "noncreature spells", "spells with
    mana value 2 or less". Every field that is set must hold; an empty filter is every spell.

    Parameters
    ----------
    card_types : frozenset of str
        The spell has one of these card types (``'Creature'``, ``'Instant'`` …).
    not_card_types : frozenset of str
        … and none of these ("noncreature").
    colors : frozenset of str
        … and one of these colours (letters from WUBRG: "white spells").
    colorless : bool
        … and no colour (CR 105.2c).
    permanent : bool
        … and is a permanent spell (CR 110.4b).
    max_mana_value : int or None
        … and a mana value of at most this.
    subtypes : frozenset of str
        … and one of these subtypes ("Goblin spells", "colorless Eldrazi spells"). A caller that does not give the
        spell's subtypes never matches a filter with subtypes.
    chosen : bool
        "… of the chosen type" (Cloud Key, Urza's Incubator): the type chosen for the source, which the board gives
        (``chosen:``); :meth:`with_chosen` makes it concrete. Unresolved, it matches nothing.
    """

    card_types: frozenset[str] = frozenset()
    not_card_types: frozenset[str] = frozenset()
    colors: frozenset[str] = frozenset()
    colorless: bool = False
    permanent: bool = False
    max_mana_value: int | None = None
    subtypes: frozenset[str] = frozenset()
    chosen: bool = False

    def matches(self, card_types: Iterable[str], colors: Iterable[str], mana_value: int,
                subtypes: Iterable[str] | None = None) -> bool:
        """Whether a spell with these card types, colours (letters), mana value (and subtypes) is of this kind.

        Examples
        --------
        >>> SpellFilter(not_card_types=frozenset({"Creature"})).matches({"Instant"}, {"R"}, 1)
        True
        >>> goblins = SpellFilter(subtypes=frozenset({"Goblin"}))
        >>> goblins.matches({"Creature"}, {"R"}, 3, {"Goblin", "Warrior"}), goblins.matches({"Creature"}, {"R"}, 3)
        (True, False)
        """
        types, cols = set(card_types), set(colors)
        if self.chosen:
            return False
        if self.subtypes and (subtypes is None or not (self.subtypes & set(subtypes))):
            return False
        if self.card_types and not (self.card_types & types):
            return False
        if self.not_card_types & types:
            return False
        if self.colors and not (self.colors & cols):
            return False
        if self.colorless and cols:
            return False
        if self.permanent and not (types & {"Artifact", "Battle", "Creature", "Enchantment", "Land",
                                            "Planeswalker"}):
            return False
        return self.max_mana_value is None or mana_value <= self.max_mana_value

    def describe(self) -> str:
        """``'creature spells'``, ``'colorless spells'``, ``'spells with mana value 2 or less'``."""
        words: list[str] = []
        names = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
        words += [" or ".join(names[c] for c in "WUBRG" if c in self.colors)] if self.colors else []
        words += ["colorless"] if self.colorless else []
        words += [f"non{t.lower()}" for t in sorted(self.not_card_types)]
        words += [" or ".join(t.lower() for t in sorted(self.card_types))] if self.card_types else []
        words += [" or ".join(sorted(self.subtypes))] if self.subtypes else []
        words += ["permanent"] if self.permanent else []
        tail = f" with mana value {self.max_mana_value} or less" if self.max_mana_value is not None else ""
        tail += " of the chosen type" if self.chosen else ""
        return " ".join([*words, "spells"]) + tail

    def with_chosen(self, chosen: str | None) -> SpellFilter | None:
        """The filter with "the chosen type" made the type chosen for its source (a card type, "artifact", or a
        subtype, "Goblin"); None when nothing was chosen (the board gives no ``chosen:``).

        >>> SpellFilter(chosen=True).with_chosen("artifact").describe()
        'artifact spells'
        >>> SpellFilter(frozenset({"Creature"}), chosen=True).with_chosen("Elf").describe()
        'creature Elf spells'
        """
        if not self.chosen:
            return self
        if not chosen:
            return None
        card_type = chosen.strip().capitalize()
        if card_type in CARD_TYPES:
            return replace(self, chosen=False, card_types=self.card_types | {card_type})
        return replace(self, chosen=False, subtypes=self.subtypes | {chosen.strip()})


def chosen_color(chosen: str | None) -> str | None:
    """The colour letter of a source's ``chosen`` (``'blue'``, ``'U'``), or None when it names no colour.

    >>> chosen_color("blue"), chosen_color("r"), chosen_color("Goblin"), chosen_color(None)
    ('U', 'R', None, None)
    """
    try:
        t = ManaType.parse(chosen) if chosen else None
    except ValueError:
        return None
    return t.value if t is not None and t.is_color else None


def _and(parts: list[str]) -> str:
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


@dataclass(frozen=True, slots=True)
class CastPermission:
    """Leave to play lands and/or cast spells from a zone, granted by a permanent, its ability or a resolved effect.

    Parameters
    ----------
    zone : str
        ``'library_top'`` (the top card of your library) or ``'graveyard'``.
    lands : bool
        You may play lands from there; each uses your land play (CR 305.2).
    spells : tuple of SpellFilter
        The spells you may cast from there: one of the filters must fit; ``()``: none.
    pay_life : bool
        Bolas's Citadel: a spell cast this way costs life equal to its mana value rather than its mana cost
        (CR 118.9, 119.4).
    while_attached_to_creature : bool
        Summoning Materia: only while this Equipment is attached to a creature.
    activation : ActivationCost or None
        The cost of the activated ability that grants the permission until end of turn (Magus of the Will); None
        for a static ability or an effect that already resolved.
    text : str
        The sentence as printed (not compared).
    """

    zone: str
    lands: bool = False
    spells: tuple[SpellFilter, ...] = ()
    pay_life: bool = False
    while_attached_to_creature: bool = False
    activation: ActivationCost | None = None
    text: str = field(default="", compare=False)

    def allows_spell(self, card_types: Iterable[str], colors: Iterable[str], mana_value: int) -> bool:
        """Whether a spell with these characteristics may be cast with this permission."""
        types, cols = frozenset(card_types), frozenset(colors)
        return any(f.matches(types, cols, mana_value) for f in self.spells)

    def describe(self) -> str:
        """The permission in oracle-like words."""
        parts = ["play lands"] if self.lands else []
        if self.spells:
            parts.append("cast " + _and([f.describe() for f in self.spells]))
        where = {"library_top": "the top of your library", "graveyard": "your graveyard"}.get(self.zone, self.zone)
        head = "As long as this Equipment is attached to a creature, you" if self.while_attached_to_creature \
            else "You"
        words = f"{head} may {_and(parts) if parts else 'play nothing'} from {where}."
        if self.pay_life:
            words += " If you cast a spell this way, pay life equal to its mana value rather than pay its mana cost."
        if self.activation is not None:
            words = f"{self.activation.describe()}: Until end of turn, {words[0].lower()}{words[1:]}"
        return words


@dataclass(frozen=True, slots=True)
class ExtraCost:
    """What a way to cast costs besides mana: "Exile five other cards from your graveyard" (escape), "Discard a
    card" (jump-start), "Discard a land card" (retrace), "Pay 3 life", "As an additional cost to cast this spell,
    discard two cards" (CR 118.8, 601.2b).

    Parameters
    ----------
    life : int
        Life to pay (CR 119.4).
    discard : int
        Cards to discard from your hand (other than the card cast).
    discard_lands : int
        Land cards to discard from your hand.
    exile_other : int
        Other cards to exile from your graveyard.
    exile_types : tuple of (str, int)
        Cards of a card type to exile from your graveyard: ``('Creature', 1)`` for "exile a creature card from
        your graveyard".
    sacrifices : tuple of PermanentFilter
        Permanents to sacrifice, one per filter: "sacrifice a creature", "sacrifice an artifact or creature" (Fling,
        Deadly Dispute). Each must be a permanent you control that fits (CR 701.21a); it is sacrificed as the costs
        are paid, after mana abilities were activated (CR 601.2g-h), so it may have been tapped for mana first.
    or_pay : ManaCost or None
        "Discard a card or pay {5}" (Lightning Axe): one of the cards of ``discard`` may be replaced by paying this
        mana too (CR 601.2b: the choice is made as the spell is cast).

    Examples
    --------
    >>> from manaplan.models.ability import PermanentFilter
    >>> ExtraCost(sacrifices=(PermanentFilter(frozenset({"Creature"}), text="a creature"),)).describe()
    'sacrifice a creature'
    >>> axe = ExtraCost(discard=1, or_pay=ManaCost.parse("{5}"))
    >>> axe.describe(), axe.paying_instead().describe(), axe.paying_instead().is_free
    ('discard a card or pay {5}', '', True)
    """

    life: int = 0
    discard: int = 0
    discard_lands: int = 0
    exile_other: int = 0
    exile_types: tuple[tuple[str, int], ...] = ()
    sacrifices: tuple[PermanentFilter, ...] = ()
    or_pay: ManaCost | None = None

    def __add__(self, other: ExtraCost) -> ExtraCost:
        if self.or_pay is not None and other.or_pay is not None:
            raise ValueError("two costs of 'discard a card or pay mana' are not combined")
        return ExtraCost(self.life + other.life, self.discard + other.discard,
                         self.discard_lands + other.discard_lands, self.exile_other + other.exile_other,
                         self.exile_types + other.exile_types, self.sacrifices + other.sacrifices,
                         self.or_pay if self.or_pay is not None else other.or_pay)

    def paying_instead(self) -> ExtraCost:
        """The cost with the card of "discard a card or pay {N}" not discarded (its mana paid instead, which the
        caller adds to the route's mana); the cost itself when it has no such choice."""
        if self.or_pay is None:
            return self
        return replace(self, discard=self.discard - 1, or_pay=None)

    def discarding(self) -> ExtraCost:
        """The cost with the card of "discard a card or pay {N}" discarded (no mana instead)."""
        return replace(self, or_pay=None)

    @property
    def is_free(self) -> bool:
        """Nothing besides mana."""
        return self == ExtraCost()

    def describe(self) -> str:
        """``'discard a land card'``, ``'exile five other cards from your graveyard, pay 3 life'``; ``''`` for
        none."""
        parts: list[str] = []
        if self.discard:
            parts.append(f"discard {count_word(self.discard)} card{'s' if self.discard != 1 else ''}")
        if self.discard_lands:
            parts.append(f"discard {count_word(self.discard_lands)} land card{'s' if self.discard_lands != 1 else ''}")
        if self.exile_other:
            n = self.exile_other
            parts.append(f"exile {_number(n)} other card{'s' if n != 1 else ''} from your graveyard")
        for kind, n in self.exile_types:
            parts.append(f"exile {count_word(n)} {kind.lower()} card{'s' if n != 1 else ''} from your graveyard")
        if self.or_pay is not None and parts and parts[0].startswith("discard "):
            parts[0] += f" or pay {self.or_pay.text}"
        parts += [f"sacrifice {f.text or 'a permanent'}" for f in self.sacrifices]
        if self.life:
            parts.append(f"pay {self.life} life")
        return ", ".join(parts)


def _number(n: int) -> str:
    return "one" if n == 1 else count_word(n)


@dataclass(frozen=True, slots=True)
class CastOption:
    """A card's own way to be cast (or, for unearth, put onto the battlefield) from a zone.

    Parameters
    ----------
    keyword : str
        ``'flashback'``, ``'escape'``, ``'jump-start'``, ``'retrace'``, ``'aftermath'``, ``'unearth'`` or
        ``'may cast'`` ("You may cast ~ from your graveyard.").
    zone : str
        Where the card must be: ``'graveyard'``.
    mana : ManaCost or None
        The mana to pay; None: the card's mana cost (jump-start, retrace, aftermath).
    extra : ExtraCost
        What else it costs.
    ability : bool
        An activated ability of the card rather than a cast (unearth: CR 702.84a, only as a sorcery); spending
        restrictions see an ability of the card, not a spell.
    face : str or None
        The face it belongs to (an aftermath half), or None for the whole card.
    text : str
        As printed (not compared).
    """

    keyword: str
    zone: str = "graveyard"
    mana: ManaCost | None = None
    extra: ExtraCost = ExtraCost()
    ability: bool = False
    face: str | None = None
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """``'flashback {2}{U}'``, ``'escape {G}{G}{U}{U}, exile five other cards from your graveyard'``."""
        mana = self.mana.text if self.mana is not None else ""
        extra = self.extra.describe()
        if not mana and extra and self.mana is not None:  # "Flashback—Sacrifice a creature." (Cabal Therapy)
            return f"{self.keyword}\u2014{extra}"
        head = self.keyword + (f" {mana}" if self.mana is not None else "")
        return f"{head}, {extra}" if extra else head


@dataclass(frozen=True, slots=True)
class CostChange:
    """"Noncreature spells cost {1} more to cast." (Thalia), "Artifact spells you cast cost {1} less to cast."
    (CR 601.2f): a change to the generic mana of the total cost of some spells.

    Parameters
    ----------
    amount : int
        Generic mana more (positive) or less (negative) per spell.
    spells : SpellFilter
        Which spells.
    whose : str
        ``'all'`` ("Spells cost …"), ``'yours'`` ("Spells you cast …", relative to the source's controller) or
        ``'opponents'`` ("Spells your opponents cast …").
    text : str
        As printed (not compared).
    minimum : int
        "Each spell that would cost less than three mana to cast costs three mana to cast" (Trinisphere): after every
        increase and reduction, the total mana cost is raised to at least this, with generic mana (CR 601.2f); 0:
        none.
    while_untapped : bool
        "As long as ~ is untapped": in force only while its source is untapped.
    also : tuple of SpellFilter
        Other spells it changes too, one change per spell however many fit ("Green spells and blue spells you cast
        cost {1} less to cast.", Sunscape Familiar: a green and blue spell costs {1} less, not {2}).
    """

    amount: int
    spells: SpellFilter = SpellFilter()
    whose: str = "all"
    text: str = field(default="", compare=False)
    minimum: int = 0
    while_untapped: bool = False
    also: tuple[SpellFilter, ...] = ()

    def matches(self, card_types: Iterable[str], colors: Iterable[str], mana_value: int,
                subtypes: Iterable[str] | None = None) -> bool:
        """Whether it changes the cost of a spell with these characteristics (:meth:`SpellFilter.matches`, one of its
        filters)."""
        return any(f.matches(card_types, colors, mana_value, subtypes) for f in (self.spells, *self.also))

    def applies(self, controlled_by_you: bool) -> bool:
        """Whether it changes the cost of *your* spells when its source is controlled by you (or not)."""
        if self.whose == "all":
            return True
        return (self.whose == "yours") == controlled_by_you

    def describe(self) -> str:
        """``'noncreature spells cost {1} more to cast'``.

        >>> CostChange(0, minimum=3, while_untapped=True).describe()
        'each spell that would cost less than 3 mana to cast costs 3 mana to cast'
        """
        if self.minimum:
            return (f"each spell that would cost less than {self.minimum} mana to cast costs {self.minimum} mana to "
                    f"cast")
        who = {"all": "", "yours": " you cast", "opponents": " your opponents cast"}[self.whose]
        more = "more" if self.amount > 0 else "less"
        spells = " and ".join(f.describe() for f in (self.spells, *self.also))
        return f"{spells}{who} cost {{{abs(self.amount)}}} {more} to cast"


@dataclass(frozen=True, slots=True)
class OwnReduction:
    """"This spell costs {1} less to cast for each artifact you control." (affinity for artifacts, CR 702.41a; Frogmite,
    Myr Enforcer): the spell's own cost, ``amount`` generic mana less per permanent you control that fits ``per``
    (CR 601.2f: generic mana only).

    >>> from manaplan.models.ability import PermanentFilter
    >>> OwnReduction(1, PermanentFilter(frozenset({"Artifact"}), text="artifact")).describe()
    'this spell costs {1} less to cast for each artifact you control'
    """

    amount: int
    per: PermanentFilter
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Plain words."""
        return f"this spell costs {{{self.amount}}} less to cast for each {self.per.text} you control"


@dataclass(frozen=True, slots=True)
class CastBan:
    """Spells that can't be cast (CR 601.3, 101.2: a "can't" beats a "may"): by a name chosen for the source
    ("Spells with the chosen name can't be cast.", Meddling Mage), by a property ("Noncreature spells with mana
    value 4 or greater …", "Noncreature spells with {X} in their mana costs …", Gaddock Teeg), or from a zone
    ("Players can't cast spells from graveyards or libraries.", Grafdigger's Cage; "Your opponents can't cast spells
    from anywhere other than their hands.", Drannith Magistrate).

    Parameters
    ----------
    spells : SpellFilter
        Which spells (every spell by default).
    min_mana_value : int or None
        … with a mana value of at least this.
    has_x : bool
        … with {X} in their mana cost.
    chosen_name : bool
        … with the name chosen for the source (the board's ``chosen:``).
    chosen_color : bool
        … of the colour chosen for the source ("Your opponents can't cast spells of the chosen color.", Iona, Shield
        of Emeria): a spell is of each of its colours (CR 105.2, 202.2), so a multicoloured spell with that colour is
        stopped and a colorless one never.
    parity : str
        ``'even'`` or ``'odd'``: … with a mana value of this parity ("Your opponents can't cast spells with even mana
        values.", Void Winnower). A spell's mana value counts {X} as the number chosen for it on the stack and as 0
        elsewhere (CR 202.3e); a player may begin to cast a spell when some choice made while proposing it (the value
        of X) could give it another mana value (CR 601.3a), and the spell is then stopped only if the X chosen gives
        the parity named (CR 601.2e).
    zones : frozenset of str
        … cast from one of these zones (:data:`ZONES`); empty: from anywhere.
    whose : str
        ``'all'`` (players), ``'opponents'`` (the source's controller's opponents).
    text : str

    Examples
    --------
    >>> teeg = CastBan(SpellFilter(not_card_types=frozenset({"Creature"})), min_mana_value=4)
    >>> teeg.stops({"Sorcery"}, {"R"}, 4, has_x=False, zone="hand", name="Wildfire")
    True
    >>> teeg.stops({"Creature"}, {"G"}, 6, has_x=False, zone="hand", name="Craterhoof Behemoth")
    False
    >>> iona = CastBan(chosen_color=True, whose="opponents")
    >>> iona.stops({"Instant"}, {"R"}, 1, has_x=False, zone="hand", name="Lightning Bolt", chosen="red")
    True
    >>> iona.stops({"Instant"}, {"R"}, 1, has_x=False, zone="hand", name="Lightning Bolt", chosen="blue")
    False
    >>> winnower = CastBan(parity="even", whose="opponents")
    >>> winnower.stops({"Sorcery"}, {"R"}, 2, has_x=True, zone="hand", name="Rolling Thunder", x_count=1, x=None)
    False
    >>> winnower.stops({"Sorcery"}, {"R"}, 2, has_x=True, zone="hand", name="Rolling Thunder", x_count=1, x=2)
    True
    """

    spells: SpellFilter = SpellFilter()
    min_mana_value: int | None = None
    has_x: bool = False
    chosen_name: bool = False
    chosen_color: bool = False
    parity: str = ""
    zones: frozenset[str] = frozenset()
    whose: str = "all"
    text: str = field(default="", compare=False)

    def applies(self, controlled_by_you: bool) -> bool:
        """Whether it stops *your* spells when its source is controlled by you (or not)."""
        return self.whose == "all" or not controlled_by_you

    def stops(self, card_types, colors, mana_value: int, *, has_x: bool, zone: str, name: str,
              chosen: str | None = None, x_count: int = 0, x: int | None = 0) -> bool:
        """Whether it stops a spell with these characteristics cast from ``zone`` (``chosen``: the source's chosen
        name or colour; none given stops nothing). ``mana_value`` is the spell's off the stack ({X} as 0);
        ``x_count`` the {X} in its mana cost and ``x`` the value chosen for X, or None when it is still to be
        chosen (a parity the X can change does not stop the spell from being begun, CR 601.3a)."""
        if not self.spells.matches(card_types, colors, mana_value):
            return False
        if self.min_mana_value is not None and mana_value < self.min_mana_value:
            return False
        if self.has_x and not has_x:
            return False
        if self.chosen_name and (chosen is None or chosen.casefold() != name.casefold()):
            return False
        if self.chosen_color and (chosen_color(chosen) is None or chosen_color(chosen) not in set(colors)):
            return False
        if self.parity:
            if x is None and x_count % 2:
                return False
            if (mana_value + x_count * (x or 0)) % 2 != (0 if self.parity == "even" else 1):
                return False
        return not self.zones or zone in self.zones

    def x_parity(self, mana_value: int, x_count: int) -> int | None:
        """The parity (0 even, 1 odd) the value of X must have for a spell with this mana value off the stack and
        ``x_count`` {X} not to be stopped by a :attr:`parity` ban (CR 202.3e, 601.3a); None when X changes
        nothing.

        >>> CastBan(parity="even").x_parity(2, 1), CastBan(parity="even").x_parity(2, 2)
        (1, None)
        """
        if not self.parity or x_count % 2 == 0:
            return None
        banned = 0 if self.parity == "even" else 1
        return (banned - mana_value + 1) % 2

    def describe(self) -> str:
        """Plain words: ``"noncreature spells with mana value 4 or greater can't be cast"``."""
        words = self.spells.describe()
        if self.min_mana_value is not None:
            words += f" with mana value {self.min_mana_value} or greater"
        if self.has_x:
            words += " with {X} in their mana costs"
        if self.chosen_name:
            words += " with the chosen name"
        if self.chosen_color:
            words += " of the chosen color"
        if self.parity:
            words += f" with {self.parity} mana values"
        if self.zones:
            where = " or ".join({"graveyard": "a graveyard", "library_top": "a library"}.get(z, z)
                                for z in sorted(self.zones))
            words += f" from {where}"
        who = "your opponents' " if self.whose == "opponents" else ""
        return f"{who}{words} can't be cast"


@dataclass(frozen=True, slots=True)
class ParsedPermissions:
    """What :func:`~manaplan.models.oracle.casting.parse_permissions` read from one card.

    Parameters
    ----------
    grants : tuple of CastPermission
        Permissions the card grants you while it is a permanent you control (static, or by its activated ability).
    resolved : tuple of CastPermission
        Permissions in force once the card's spell effect or activated ability has resolved this turn (the card as
        an ``effects:`` entry of a board).
    options : tuple of CastOption
        The card's own ways to be cast from a zone.
    additional : ExtraCost
        "As an additional cost to cast this spell, …" (mandatory additional costs, CR 601.2b).
    cost_changes : tuple of CostChange
        Changes it makes to what spells cost, while it is a permanent.
    notes : tuple of str
        Text that can only make the card cheaper or easier to cast than the answer says (Delve, Convoke, "This
        spell costs {1} less …"): left out, never a wrong "castable".
    unsupported : tuple of str
        Sentences about casting the card itself that were not understood (reported, never guessed): the card's
        castability cannot be told.
    timing : tuple of str
        Why "Cast this spell only …" forbids casting it in your main phase with the stack empty (empty: it does not).
    grant_notes : tuple of str
        Like ``notes``, about what the card lets you do as a permanent or a resolved effect ("once each turn").
    grant_unsupported : tuple of str
        Sentences about casting or playing cards, or about what spells cost, that the card says as a permanent or a
        resolved effect and that were not understood.
    bans : tuple of CastBan
        Spells that can't be cast while the card is a permanent (Meddling Mage, Grafdigger's Cage).
    reductions : tuple of OwnReduction
        Its own cost, less for each permanent of a kind you control (affinity, CR 702.41a).
    additional_lands : int
        The land plays it adds on each of your turns while it is a permanent you control (Exploration 1, Azusa 2:
        CR 305.2, cumulative).
    """

    grants: tuple[CastPermission, ...] = ()
    resolved: tuple[CastPermission, ...] = ()
    options: tuple[CastOption, ...] = ()
    additional: ExtraCost = ExtraCost()
    cost_changes: tuple[CostChange, ...] = ()
    notes: tuple[str, ...] = ()
    unsupported: tuple[str, ...] = ()
    timing: tuple[str, ...] = ()
    grant_notes: tuple[str, ...] = ()
    grant_unsupported: tuple[str, ...] = ()
    bans: tuple[CastBan, ...] = ()
    reductions: tuple[OwnReduction, ...] = ()
    additional_lands: int = 0
