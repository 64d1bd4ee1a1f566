"""Abilities are data: what a mana ability costs and what it adds (DESIGN.md "Abilities are data").

The oracle parser (:mod:`manaplan.models.oracle.parser`) turns card text into these values; the solver reads only these
values, never text. Text about mana that the parser does not understand becomes an :class:`Unsupported` marker.

Examples
--------
>>> from manaplan.models.mana import ManaType as T
>>> ability = ManaAbility(cost=ActivationCost(tap=True), output=Produce.one_of("R", "G"))
>>> ability.describe()
'{T}: Add {R} or {G}.'
>>> Produce.any_color().describe()
'Add one mana of any color.'
>>> Produce.one_of("WW", "WU", "UU").could_produce() == frozenset({T.W, T.U})
True

Outputs that depend on the board name what they depend on and are resolved by :meth:`resolve`:

>>> ChosenColor().describe(), ChosenColor().resolve(chosen=T.U).describe()
('Add one mana of the chosen color.', 'Add {U}.')
>>> AnyCombination(CostX(), frozenset({T.R, T.G})).describe()
'Add X mana in any combination of {R} and/or {G}.'
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Union

from ..costs import ManaCost
from ..mana import COLORS, ManaType, sort_types

__all__ = [
    "PermanentFilter",
    "ActivationCost",
    "CostX",
    "Amount",
    "Produce",
    "AnyCombination",
    "AnyOneColor",
    "ChosenColor",
    "ChosenColors",
    "OwnColors",
    "CommanderColor",
    "Conditional",
    "DoneThisWay",
    "MilledSymbols",
    "RevealedCards",
    "Chance",
    "ChanceOutcome",
    "AmongColors",
    "Reflect",
    "PermanentCount",
    "Devotion",
    "CounterCount",
    "GraveyardCount",
    "LifeTotal",
    "SelfStat",
    "SacrificedStat",
    "GreatestPower",
    "TotalPower",
    "DifferentPowers",
    "WatermarkCount",
    "NamedInGraveyards",
    "BasicLandTypes",
    "FactCount",
    "FACT_EACH_WORDS",
    "FACT_AMOUNT_WORDS",
    "plural_words",
    "Count",
    "Counted",
    "ManaOutput",
    "SpendUse",
    "SpendRestriction",
    "ControlCount",
    "ActivationCondition",
    "ManaAbility",
    "ManaEffect",
    "CORE_FEATURES",
    "Unsupported",
    "ParsedCard",
    "mana_text",
    "count_word",
]


def mana_text(types: tuple[ManaType, ...]) -> str:
    """Braced symbols for a combination of mana, e.g. ``'{W}{U}'``."""
    return "".join(f"{{{t.value}}}" for t in types)


@dataclass(frozen=True, slots=True)
class PermanentFilter:
    """Which permanents a cost or effect speaks of: "a land", "another untapped Elf", "an artifact".

    Parameters
    ----------
    card_types : frozenset of str
        Any of these card types (Land, Creature, Artifact …); empty means any.
    subtypes : frozenset of str
        Any of these subtypes (Forest, Elf, Treasure …); empty means any.
    another : bool
        "another": not the permanent whose ability this is.
    untapped : bool
        Only untapped permanents.
    text : str
        The words as printed ("an untapped Elf you control").
    colors : frozenset of ManaType
        Any of these colours ("an untapped blue creature"); empty means any. A caller that does not pass a
        permanent's colours to :meth:`matches` never matches a filter with colours (never a wrong match).
    all_subtypes : frozenset of str
        Every one of these subtypes as well: "an Urza's Power-Plant" is a land that is both Urza's and Power-Plant
        (CR 205.3i); empty means no such requirement.
    supertypes : frozenset of str
        Every one of these supertypes ("a legendary creature"); empty means any. A caller that does not pass a
        permanent's supertypes to :meth:`matches` never matches a filter with supertypes.
    token : bool or None
        ``True`` only tokens ("two untapped tokens", "a Prism token"), ``False`` only nontokens ("a nontoken
        artifact"), ``None`` either. A caller that does not say whether the permanent is a token never matches a
        filter with ``token`` set.
    min_power : int
        Only creatures with at least this power ("a creature with power 4 or greater"); 0: any. A caller that does
        not give the permanent's power never matches a filter with ``min_power``.
    names : frozenset of str
        Only permanents with one of these names ("a token named Wood", "a creature named Mine Worker"); empty: any.
        A caller that does not give the name never matches a filter with ``names``.
    monocolored : bool
        Only monocolored permanents (exactly one colour, CR 105.2b); a caller must give the colours.
    or_card_types : frozenset of str
        With ``colors``: a permanent that has none of the colours matches when it has one of these card types
        instead ("a black or artifact creature", Soldevi Adnate: a creature that is black or an artifact); empty:
        the colours alone. A caller that does not give the colours never matches a filter with colours.
    """

    card_types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    another: bool = False
    untapped: bool = False
    text: str = ""
    colors: frozenset[ManaType] = frozenset()
    all_subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    token: bool | None = None
    min_power: int = 0
    names: frozenset[str] = frozenset()
    monocolored: bool = False
    or_card_types: frozenset[str] = frozenset()

    def matches(self, card_types: frozenset[str] | set[str], subtypes: frozenset[str] | set[str],
                colors: frozenset[ManaType] | set[ManaType] | None = None, *,
                supertypes: frozenset[str] | set[str] | None = None, is_token: bool | None = None,
                power: int | None = None, name: str | None = None) -> bool:
        """Whether a permanent with these card types, subtypes (and colours) is of this kind
        (``another``/``untapped`` are the caller's to check: they depend on the board)."""
        if self.card_types and not (self.card_types & set(card_types)):
            return False
        if self.subtypes and not (self.subtypes & set(subtypes)):
            return False
        if self.colors and (colors is None or not (self.colors & set(colors) or self.or_card_types & set(card_types))):
            return False
        if self.or_card_types and not self.colors:  # never built so; no colours to be an alternative to
            return False
        if self.all_subtypes and not self.all_subtypes <= set(subtypes):
            return False
        if self.supertypes and (supertypes is None or not self.supertypes <= set(supertypes)):
            return False
        if self.token is not None and (is_token is None or is_token != self.token):
            return False
        if self.min_power and (power is None or power < self.min_power):
            return False
        if self.names and (name is None or name not in self.names):
            return False
        if self.monocolored and (colors is None or len(set(colors)) != 1):
            return False
        return True


@dataclass(frozen=True, slots=True)
class ActivationCost:
    """The activation cost of an ability (CR 602.1a, 107.5, 107.6, 118).

    Parameters
    ----------
    tap : bool
        ``{T}``: tap this permanent (it must be untapped; creatures: CR 302.6).
    untap : bool
        ``{Q}``: untap this permanent (it must be tapped; creatures: CR 302.6).
    mana : ManaCost
        Mana to pay, paid from mana made earlier (no self-funding). May hold ``{X}`` only when the effect's amount
        is :class:`CostX` (the parser leaves any other ``{X}`` unsupported).
    life : int
        "Pay N life" (CR 119.4: only with at least N life).
    sacrifice_self : bool
        "Sacrifice this …" / "Sacrifice <its name>".
    sacrifices : tuple of PermanentFilter
        Other permanents to sacrifice, one per entry.
    remove_counters : tuple of (str, int)
        "Remove N <kind> counters from this …": (kind, N).
    remove_x_counters : str
        "Remove X <kind> counters from this …" or "Remove any number of <kind> counters …": the kind; the
        number removed is the ability's X (CR 107.3), any number from 0 to the counters it has. ``''``: none.
    taps : tuple of PermanentFilter
        "Tap an untapped creature you control", "Tap two untapped Elves you control": other untapped permanents
        you control to tap, one per entry (each a different permanent, none of them the source if it taps itself
        with ``{T}``). Tapping a creature this way is not a ``{T}`` cost of that creature, so summoning sickness
        does not stop it (CR 302.6 speaks only of its own ``{T}``/``{Q}`` abilities).
    discard : int
        "Discard a card", "Discard two cards": cards from your hand, any cards.
    discard_hand : bool
        "Discard your hand" (possible with an empty hand).
    exile_self : str
        "Exile ~ from your hand" (``'hand'``), "Exile ~ from your graveyard" (``'graveyard'``), "Exile ~"
        (``'battlefield'``); ``''`` for none. The ability can be activated only while its card is in that zone
        (CR 113.6): a Spirit Guide is a card in hand, not a permanent.
    exile_cards : tuple of (str, int)
        "Exile a card from your graveyard" ``('graveyard', 1)``, "Exile a card from your hand" ``('hand', 1)``:
        other cards to exile, by zone.
    mill : int
        "Mill a card": cards put from the top of your library into your graveyard (CR 701.13).
    return_self : bool
        "Return ~ to its owner's hand".
    put_counters : tuple of (str, int)
        "Put a -0/-1 counter on ~" (Wall of Roots): counters put on this permanent as a cost.
    exert : bool
        "Exert ~" (CR 701.43): it won't untap during your next untap step; no effect on this turn's mana (an
        exerted permanent may be exerted again).
    energy : int
        "Pay {E}{E}" (CR 107.14): energy counters you have to pay. The board has no energy yet, so a consumer that
        cannot count your energy treats such an ability as unusable.
    collect_evidence : int
        "Collect evidence N" (CR 701.59): exile cards from your graveyard with total mana value N or more.
    forage : bool
        "Forage" (CR 701.61): exile three cards from your graveyard or sacrifice a Food.
    exiles : tuple of PermanentFilter
        "Exile a creature you control" (Food Chain): other permanents you control exiled as a cost, one per entry.
        For mana this is like a sacrifice: the permanent leaves the battlefield (CR 406.2) — but it is not
        sacrificed, so see :attr:`removes_others` for both.
    x_at_least : int
        With ``remove_x_counters`` or ``sacrifice_x``: the least X, 1 for "one or more" ("Remove one or more dream
        counters from ~", Rasputin, the Oneiromancer; "Sacrifice one or more artifacts", Radiant Lotus); 0 for
        "Remove X …", "any number of …", "Sacrifice X …".
    sacrifice_x : PermanentFilter or None
        "Sacrifice X Goats" (Springjack Pasture): X permanents of this kind, X chosen as the cost is paid and the
        ability's X (CR 107.3, 601.2b via 602.2b); its ``text`` is the plural words ("Goats"). None: no such part.
    taps_x : PermanentFilter or None
        "Tap X untapped tokens you control" (Hazel of the Rootbloom): X other untapped permanents you control, the
        ability's X; its ``text`` is the plural words ("untapped tokens you control"). None: no such part.
    untaps_opponents : tuple of PermanentFilter
        "Untap a tapped land an opponent controls" (Benthic Explorers): a tapped permanent an opponent controls,
        untapped as a cost, one per entry; its ``text`` is the words after "Untap".
    """

    tap: bool = False
    untap: bool = False
    mana: ManaCost = ManaCost(())
    life: int = 0
    sacrifice_self: bool = False
    sacrifices: tuple[PermanentFilter, ...] = ()
    remove_counters: tuple[tuple[str, int], ...] = ()
    remove_x_counters: str = ""
    taps: tuple[PermanentFilter, ...] = ()
    discard: int = 0
    discard_hand: bool = False
    exile_self: str = ""
    exile_cards: tuple[tuple[str, int], ...] = ()
    mill: int = 0
    return_self: bool = False
    put_counters: tuple[tuple[str, int], ...] = ()
    exert: bool = False
    energy: int = 0
    collect_evidence: int = 0
    forage: bool = False
    exiles: tuple[PermanentFilter, ...] = ()
    x_at_least: int = 0
    sacrifice_x: PermanentFilter | None = None
    taps_x: PermanentFilter | None = None
    untaps_opponents: tuple[PermanentFilter, ...] = ()

    @property
    def removes_others(self) -> tuple[PermanentFilter, ...]:
        """The other permanents the cost makes leave the battlefield, one per entry: those sacrificed, then those
        exiled. For the mana a plan makes the two are alike (the permanent is gone, its value last known counts,
        CR 608.2h)."""
        return self.sacrifices + self.exiles

    @property
    def is_free(self) -> bool:
        """True when the cost asks for nothing at all."""
        return self == ActivationCost()

    @property
    def has_x(self) -> bool:
        """Whether the activator chooses an X for this cost (``{X}`` in the mana, or X counters removed)."""
        return (bool(self.remove_x_counters) or self.mana.x_count > 0 or self.sacrifice_x is not None
                or self.taps_x is not None)

    def describe(self) -> str:
        """The cost in printed form: ``'{1}, {T}, Sacrifice this artifact'``."""
        parts: list[str] = []
        if self.mana:
            parts.append(self.mana.text)
        if self.tap:
            parts.append("{T}")
        if self.untap:
            parts.append("{Q}")
        for f in self.taps:
            parts.append(f"Tap {f.text}")
        if self.taps_x is not None:
            parts.append(f"Tap X {self.taps_x.text}")
        for f in self.untaps_opponents:
            parts.append(f"Untap {f.text}")
        if self.life:
            parts.append(f"Pay {self.life} life")
        if self.energy:
            parts.append("Pay " + "{E}" * self.energy)
        if self.collect_evidence:
            parts.append(f"Collect evidence {self.collect_evidence}")
        if self.forage:
            parts.append("Forage")
        if self.discard_hand:
            parts.append("Discard your hand")
        if self.discard:
            parts.append(f"Discard {count_word(self.discard)} card{'s' if self.discard != 1 else ''}")
        if self.mill:
            parts.append(f"Mill {count_word(self.mill)} card{'s' if self.mill != 1 else ''}")
        for zone, n in self.exile_cards:
            parts.append(f"Exile {count_word(n)} card{'s' if n != 1 else ''} from your {zone}")
        for kind, n in self.put_counters:
            parts.append(f"Put {_counters(n, kind)} on this permanent")
        for kind, n in self.remove_counters:
            parts.append(f"Remove {_counters(n, kind)} from this permanent")
        if self.remove_x_counters:
            how_many = "one or more" if self.x_at_least == 1 else "X"
            parts.append(f"Remove {how_many} {self.remove_x_counters} counters from this permanent")
        if self.exile_self:
            parts.append("Exile this permanent" if self.exile_self == "battlefield"
                         else f"Exile this card from your {self.exile_self}")
        if self.return_self:
            parts.append("Return this permanent to its owner's hand")
        if self.exert:
            parts.append("Exert this permanent")
        if self.sacrifice_self:
            parts.append("Sacrifice this permanent")
        for f in self.sacrifices:
            parts.append(f"Sacrifice {f.text}")
        if self.sacrifice_x is not None:
            how_many = "one or more" if self.x_at_least == 1 else "X"
            parts.append(f"Sacrifice {how_many} {self.sacrifice_x.text}")
        for f in self.exiles:
            parts.append(f"Exile {f.text}")
        return ", ".join(parts)


def count_word(n: int) -> str:
    """The word for a count as Oracle text writes it after a verb: ``'a'``, ``'two'`` … ``'ten'``, else digits."""
    return {1: "a", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
            10: "ten"}.get(n, str(n))


_count_word = count_word  # the older private name


def _counters(n: int, kind: str, *, or_more: bool = False) -> str:
    """``'a charge counter'``, ``'an oil counter'``, ``'two +1/+1 counters'``, ``'three or more brick counters'``."""
    if n == 1:
        return f"{'an' if kind[:1].lower() in 'aeiou' else 'a'} {kind} counter"
    return f"{count_word(n)}{' or more' if or_more else ''} {kind} counters"


def _number_word(n: int) -> str:
    """``'one'``, ``'two'`` … as an amount of mana is written ("one mana", "two mana")."""
    return "one" if n == 1 else count_word(n)


@dataclass(frozen=True, slots=True)
class CostX:
    """An amount that is the X chosen as the ability is activated (CR 107.3), plus a constant.

    "{1}, Remove X storage counters from ~: Add X mana in any combination of {W} and/or {U}." — X is the same number
    in the cost and in the effect. "Remove any number of … counters from ~: Add {B} for each … counter removed this
    way" is X too. ``CostX(1)`` is "X plus one" ("Add {W}, then add an additional {W} for each charge counter removed
    this way", Kyren Toy's "an amount of {C} equal to X plus one").

    Examples
    --------
    >>> CostX().describe(), CostX(1).describe(), CostX(1).value(3)
    ('X', 'X plus one', 4)
    """

    plus: int = 0

    def value(self, x: int) -> int:
        """The amount for a chosen X."""
        return x + self.plus

    def describe(self) -> str:
        """``'X'``, ``'X plus one'``."""
        return "X" if not self.plus else f"X plus {_number_word(self.plus)}"


#: An amount of mana: a number, or the ability's X (:class:`CostX`).
Amount = Union[int, CostX]


@dataclass(frozen=True, slots=True)
class Produce:
    """What a mana ability adds: exactly one of ``choices``, chosen as the ability resolves (CR 106.4).

    Each choice is a combination of mana in WUBRGC order: ``Add {R} or {G}`` is ``(('R',), ('G',))``
    (as ManaTypes), ``Add {W}{W}, {W}{U}, or {U}{U}`` has three choices of two mana, ``Add two mana of any
    one color`` five choices of two, ``Add {C}{C}`` one choice, ``Add two mana of different colors`` ten choices.
    """

    choices: tuple[tuple[ManaType, ...], ...]

    @classmethod
    def one_of(cls, *combos: str | tuple[ManaType, ...]) -> Produce:
        """Choices from letters: ``Produce.one_of('R', 'G')``, ``Produce.one_of('WW', 'WU', 'UU')``."""
        out = []
        for c in combos:
            types = tuple(ManaType(ch) for ch in c) if isinstance(c, str) else tuple(c)
            out.append(tuple(sort_types(types)))
        return cls(tuple(out))

    @classmethod
    def nothing(cls) -> Produce:
        """No mana: the ``base`` of a :class:`Conditional` that adds mana only if its condition holds."""
        return cls(((),))

    @classmethod
    def any_color(cls, amount: int = 1) -> Produce:
        """``amount`` mana of any one colour (``Add two mana of any one color``)."""
        return cls(tuple((c,) * amount for c in COLORS))

    @classmethod
    def different_colors(cls, amount: int = 2) -> Produce:
        """``amount`` mana of different colours (``Add two mana of different colors``)."""
        return cls(tuple(itertools.combinations(COLORS, amount)))

    @property
    def amount(self) -> int:
        """How much mana the ability adds (the largest choice)."""
        return max((len(c) for c in self.choices), default=0)

    def could_produce(self) -> frozenset[ManaType]:
        """The types this output could produce (CR 106.7), before replacement effects."""
        return frozenset(t for c in self.choices for t in c)

    def resolve(self, *, chosen: ManaType | None = None, commander: frozenset[ManaType] = frozenset(),
                x: int | None = None) -> Produce | None:
        """Itself: a fixed output depends on nothing (see :meth:`ChosenColor.resolve`)."""
        return self

    def describe(self) -> str:
        """Plain words in oracle style: ``'Add {R} or {G}.'``."""
        ch = self.choices
        if len(ch) == 5 and set(ch) == {(c,) * len(ch[0]) for c in COLORS}:
            n = len(ch[0])
            return "Add one mana of any color." if n == 1 else f"Add {count_word(n)} mana of any one color."
        if len(ch) > 1 and set(ch) == set(Produce.different_colors(len(ch[0])).choices):
            return f"Add {count_word(len(ch[0]))} mana of different colors."
        if len(ch) == 10 and set(ch) == {(a, a, b, b) for i, a in enumerate(COLORS) for b in COLORS[i + 1:]}:
            return "Add two mana of any one color and two mana of any other color."
        texts = [mana_text(c) for c in ch]
        if len(texts) == 1:
            return f"Add {texts[0]}."
        if len(texts) == 2:
            return f"Add {texts[0]} or {texts[1]}."
        return "Add " + ", ".join(texts[:-1]) + f", or {texts[-1]}."


def _braced_list(types: frozenset[ManaType], joiner: str) -> str:
    """``'{R} and/or {G}'``, ``'{U}, {B}, and/or {R}'``."""
    texts = [f"{{{t.value}}}" for t in sort_types(types)]
    if len(texts) <= 2:
        return f" {joiner} ".join(texts)
    return ", ".join(texts[:-1]) + f", {joiner} {texts[-1]}"


@dataclass(frozen=True, slots=True)
class AnyCombination:
    """"Add two mana in any combination of colors", "Add X mana in any combination of {R} and/or {G}": ``amount``
    mana, each of which may be any of ``types``, chosen one by one as the ability resolves (CR 106.4).

    With one type it is ``amount`` mana of that type: "Add {B} for each storage counter removed this way" is
    ``AnyCombination(CostX(), {B})``. A fixed amount of one type is a :class:`Produce` instead (the parser never
    makes such an AnyCombination).

    Parameters
    ----------
    amount : int or CostX
    types : frozenset of ManaType

    Examples
    --------
    >>> two = AnyCombination(2, frozenset(COLORS))
    >>> two.describe(), len(two.resolve().choices)
    ('Add two mana in any combination of colors.', 15)
    >>> AnyCombination(CostX(1), frozenset({ManaType.W})).describe()
    'Add an amount of {W} equal to X plus one.'
    >>> AnyCombination(CostX(), frozenset({ManaType.U, ManaType.B})).resolve(x=2).describe()
    'Add {U}{U}, {U}{B}, or {B}{B}.'
    """

    amount: int | CostX
    types: frozenset[ManaType]

    def could_produce(self) -> frozenset[ManaType]:
        """Its types (CR 106.7; an X of 0 would add nothing, but X is not known yet)."""
        if isinstance(self.amount, int) and self.amount <= 0:
            return frozenset()
        return frozenset(self.types)

    def resolve(self, *, chosen: ManaType | None = None, commander: frozenset[ManaType] = frozenset(),
                x: int | None = None) -> Produce | None:
        """The same output as fixed choices (every multiset of the types); ``None`` for an X amount without ``x``."""
        if isinstance(self.amount, CostX):
            if x is None:
                return None
            n = self.amount.value(x)
        else:
            n = self.amount
        if n <= 0:
            return Produce(((),))
        combos = itertools.combinations_with_replacement(sort_types(self.types), n)
        return Produce(tuple(tuple(c) for c in combos))

    def describe(self) -> str:
        """``'Add two mana in any combination of colors.'``, ``'Add X mana in any combination of {R} and/or {G}.'``,
        ``'Add an amount of {B} equal to X.'``."""
        n = self.amount.describe() if isinstance(self.amount, CostX) else _number_word(self.amount)
        if len(self.types) == 1:
            (t,) = self.types
            return f"Add an amount of {{{t.value}}} equal to {n}."
        if self.types == frozenset(COLORS):
            return f"Add {n} mana in any combination of colors."
        return f"Add {n} mana in any combination of {_braced_list(self.types, 'and/or')}."


@dataclass(frozen=True, slots=True)
class AnyOneColor:
    """"Add X mana of any one color" (Petalmane Baku): X mana, all of one colour chosen as it resolves, X being the
    ability's X (a fixed amount is a :class:`Produce`, ``Produce.any_color(n)``).

    Examples
    --------
    >>> AnyOneColor(CostX()).describe(), AnyOneColor(CostX()).resolve(x=2) == Produce.any_color(2)
    ('Add X mana of any one color.', True)
    """

    amount: CostX

    def could_produce(self) -> frozenset[ManaType]:
        """Every colour."""
        return frozenset(COLORS)

    def resolve(self, *, chosen: ManaType | None = None, commander: frozenset[ManaType] = frozenset(),
                x: int | None = None) -> Produce | None:
        """The fixed output for a chosen X; None without ``x``."""
        if x is None:
            return None
        n = self.amount.value(x)
        return Produce.any_color(n) if n > 0 else Produce(((),))

    def describe(self) -> str:
        """``'Add X mana of any one color.'``."""
        return f"Add {self.amount.describe()} mana of any one color."


@dataclass(frozen=True, slots=True)
class ChosenColor:
    """"Add one mana of the chosen color" (Thriving lands, Utopia-style cards): the colour chosen as the permanent
    entered, which the board gives as the permanent's ``chosen``; optionally or a fixed combination instead
    ("Add {W} or one mana of the chosen color").

    Parameters
    ----------
    amount : int
        How much mana of the chosen colour ("two mana of the chosen color").
    alternatives : tuple of tuple of ManaType
        Fixed combinations that may be added instead, as in :class:`Produce`.
    noted : bool
        "one mana of ~'s last noted type" (Jeweled Amulet): the type of mana noted when it was last charged, which
        may be colorless as well as a colour (CR 106.1); the board gives it as ``chosen`` too.

    Examples
    --------
    >>> ChosenColor(1, ((ManaType.W,),)).describe()
    'Add {W} or one mana of the chosen color.'
    >>> ChosenColor(1, ((ManaType.W,),)).resolve(chosen=ManaType.B).describe()
    'Add {W} or {B}.'
    >>> ChosenColor(noted=True).resolve(chosen=ManaType.C).describe()
    'Add {C}.'
    """

    amount: int = 1
    alternatives: tuple[tuple[ManaType, ...], ...] = ()
    noted: bool = False

    def could_produce(self) -> frozenset[ManaType]:
        """Without the board: every colour (any may have been chosen; any type, colorless too, if noted) and the
        alternatives; an upper bound. Use :meth:`resolve` with the permanent's choice for the exact set."""
        noted = frozenset({ManaType.C}) if self.noted else frozenset()
        return frozenset(COLORS) | noted | frozenset(t for c in self.alternatives for t in c)

    def resolve(self, *, chosen: ManaType | None = None, commander: frozenset[ManaType] = frozenset(),
                x: int | None = None) -> Produce | None:
        """The fixed output once the colour is known; ``None`` when no colour was chosen (or colorless given, for
        a chosen colour; a noted type may be colorless)."""
        if chosen is None or not (chosen.is_color or (self.noted and chosen is ManaType.C)):
            return None
        mine = (chosen,) * self.amount
        return Produce(tuple(dict.fromkeys((*self.alternatives, mine))))

    def describe(self) -> str:
        """``'Add one mana of the chosen color.'``, ``'Add {W} or one mana of the chosen color.'``, ``"Add one mana
        of ~'s last noted type."``."""
        if self.noted:
            mine = f"{_number_word(self.amount)} mana of ~'s last noted type"
            return f"Add {' or '.join([mana_text(c) for c in self.alternatives] + [mine])}."
        mine = f"{_number_word(self.amount)} mana of the chosen color"
        texts = [mana_text(c) for c in self.alternatives] + [mine]
        if len(texts) == 1:
            return f"Add {texts[0]}."
        if len(texts) == 2:
            return f"Add {texts[0]} or {texts[1]}."
        return "Add " + ", ".join(texts[:-1]) + f", or {texts[-1]}."


class _ColorsOnTheBoard:
    """What :class:`ChosenColors` and :class:`OwnColors` share: one mana of a colour the board fixes (the
    permanent's ``chosen`` colours, or its own colours), so an upper bound of every colour without the board."""

    __slots__ = ()

    @property
    def amount(self) -> int:
        """One mana."""
        return 1

    def could_produce(self) -> frozenset[ManaType]:
        """Without the board: every colour; an upper bound."""
        return frozenset(COLORS)

    def resolve(self, *, chosen: ManaType | None = None, commander: frozenset[ManaType] = frozenset(),
                x: int | None = None) -> Produce | None:
        """None: the colours are the board's (:meth:`with_colors`)."""
        return None

    def with_colors(self, colors: frozenset[ManaType]) -> Produce | None:
        """One mana of any of ``colors``; None when there are none (CR 106.5)."""
        found = [c for c in sort_types(colors) if c.is_color]
        return Produce(tuple((c,) for c in found)) if found else None


@dataclass(frozen=True, slots=True)
class ChosenColors(_ColorsOnTheBoard):
    """"Add one mana of any of the exiled card's colors" (Chrome Mox), "either of the circled colors" (Cryptic
    Spires), "any color chosen as you drafted cards named ~" (Paliano): one mana of any of a set of colours fixed for
    this permanent before now, which the board gives as its ``chosen`` (e.g. ``chosen: WU``).

    Parameters
    ----------
    source : str
        What fixed the colours, in words: ``'exiled card'``, ``'exiled cards'``, ``'circled'``, ``'drafted'``;
        ``'crafted'``: "For each color among the exiled cards used to craft ~, add one mana of that color." (Sunbird
        Effigy), one mana of *each* of them.

    Examples
    --------
    >>> ChosenColors("exiled card").with_colors(frozenset({ManaType.W, ManaType.U})).describe()
    'Add {W} or {U}.'
    """

    source: str

    def with_colors(self, colors: frozenset[ManaType]) -> Produce | None:
        """The output for the permanent's colours; None when there are none (CR 106.5). For ``'crafted'`` one mana
        of each of them at once."""
        if self.source == "crafted":
            found = tuple(c for c in sort_types(colors) if c.is_color)
            return Produce((found,)) if found else None
        return _ColorsOnTheBoard.with_colors(self, colors)

    def describe(self) -> str:
        """The printed wording for each source."""
        return _CHOSEN_COLORS_WORDS[self.source]


_CHOSEN_COLORS_WORDS = {
    "exiled card": "Add one mana of any of the exiled card's colors.",
    "exiled cards": "Add one mana of any of the exiled cards' colors.",
    "circled": "Add one mana of either of the circled colors.",
    "drafted": "Add one mana of any color chosen as you drafted cards named this card.",
    "crafted": "Add one mana of each color among the exiled cards used to craft ~.",
}


@dataclass(frozen=True, slots=True)
class OwnColors(_ColorsOnTheBoard):
    """"Add one mana of any of this creature's colors." (the ability Katilda, Dawnhart Prime grants): one mana of any
    of the colours of the permanent that has the ability, as they are now. A colorless permanent adds no mana
    (CR 106.5). The solver fixes it for each permanent it is granted to (:meth:`with_colors`).

    Examples
    --------
    >>> OwnColors().with_colors(frozenset({ManaType.G, ManaType.W})).describe()
    'Add {W} or {G}.'
    >>> OwnColors().with_colors(frozenset()) is None
    True
    """

    def describe(self) -> str:
        """The printed wording, the permanent as ``~``."""
        return "Add one mana of any of ~'s colors."


@dataclass(frozen=True, slots=True)
class CommanderColor:
    """"Add one mana of any color in your commander's color identity" (Command Tower, Arcane Signet): resolved from
    the board's ``commander_colors``. With no commander colours it adds no mana (CR 903.4f).

    Examples
    --------
    >>> CommanderColor().resolve(commander=frozenset({ManaType.W, ManaType.G})).describe()
    'Add {W} or {G}.'
    >>> CommanderColor().resolve() is None
    True
    """

    amount: int = 1

    def could_produce(self) -> frozenset[ManaType]:
        """Without the board: every colour; an upper bound. Use :meth:`resolve` with the commander's colours."""
        return frozenset(COLORS)

    def resolve(self, *, chosen: ManaType | None = None, commander: frozenset[ManaType] = frozenset(),
                x: int | None = None) -> Produce | None:
        """The fixed output for the commander's colours; ``None`` when there are none (no mana is produced)."""
        colors = [c for c in sort_types(commander) if c.is_color]
        if not colors:
            return None
        return Produce(tuple((c,) * self.amount for c in colors))

    def describe(self) -> str:
        """``"Add one mana of any color in your commander's color identity."``."""
        return f"Add {_number_word(self.amount)} mana of any color in your commander's color identity."


# ---------------------------------------------------------------------------------------------------- board-counted
@dataclass(frozen=True, slots=True)
class Reflect:
    """"Add one mana of any type that a land you control could produce" (CR 106.7): one mana of a type (or colour)
    that some permanents could produce, decided on the board by the could-produce fixed point
    (:mod:`manaplan.solver.rules.could_produce`).

    Parameters
    ----------
    scope : PermanentFilter
        The permanents looked at ("a land", "a Gate", "a basic land": ``basic``).
    controller : str
        Whose permanents: ``'you'`` (the ability's controller) or ``'opponent'``.
    kind : str
        ``'type'`` (colorless counts, Reflecting Pool) or ``'color'`` (Exotic Orchard, Fellwar Stone).
    sacrificed : bool
        "any type the sacrificed land could produce" (Squandered Resources): only the permanent sacrificed to pay
        the cost is looked at.
    basic : bool
        Only basic permanents ("a basic land you control").
    untapped_by_cost : bool
        "any type that land could produce" (Benthic Explorers): only the permanent the cost untaps
        (:attr:`ActivationCost.untaps_opponents`, an opponent's) is looked at.
    amount : int
        How much mana, all of the one type: "add three mana of that type instead" (Incubation Druid, the instead
        of a :class:`Conditional` whose base reflects one mana), written back as "three mana of any one type that
        …".

    Examples
    --------
    >>> pool = Reflect(PermanentFilter(frozenset({"Land"}), text="a land"))
    >>> pool.describe()
    'Add one mana of any type that a land you control could produce.'
    >>> pool.could_produce(), pool.resolve() is None
    (frozenset(), True)
    """

    scope: PermanentFilter
    controller: str = "you"
    kind: str = "type"
    sacrificed: bool = False
    basic: bool = False
    untapped_by_cost: bool = False
    amount: int = 1

    def could_produce(self) -> frozenset[ManaType]:
        """Nothing known without the board: the could-produce fixed point decides (CR 106.7)."""
        return frozenset()

    def resolve(self, *, chosen: ManaType | None = None, commander: frozenset[ManaType] = frozenset(),
                x: int | None = None) -> Produce | None:
        """None: what it adds depends on other permanents (see :mod:`manaplan.solver.effective`)."""
        return None

    def describe(self) -> str:
        """``'Add one mana of any color that a land an opponent controls could produce.'``."""
        if self.sacrificed:
            return f"Add one mana of any {self.kind} the sacrificed {self.scope.text or 'permanent'} could produce."
        if self.untapped_by_cost:
            return f"Add one mana of any {self.kind} that {self.scope.text or 'permanent'} could produce."
        who = "you control" if self.controller == "you" else "an opponent controls"
        words = self.scope.text or "a permanent"
        if self.amount > 1:
            return f"Add {_number_word(self.amount)} mana of any one {self.kind} that {words} {who} could produce."
        return f"Add one mana of any {self.kind} that {words} {who} could produce."


@dataclass(frozen=True, slots=True)
class PermanentCount:
    """"for each creature you control", "for each Elf on the battlefield": permanents that fit ``filter``.

    Parameters
    ----------
    filter : PermanentFilter
        Its ``text`` is the kind in the singular ("creature"); its ``min_power`` is said after the controller
        ("creature you control with power 4 or greater", Leafkin Avenger).
    controller : str
        ``'you'`` (the ability's controller), ``'any'`` ("on the battlefield"; "for each attacking creature") or
        ``'target opponent'`` ("the number of Islands target opponent controls", Carpet of Flowers: a triggered
        ability's target, which no solver counts).
    chosen_type : bool
        Only those of the creature type chosen for the ability's permanent ("creatures you control of the chosen
        type", Three Tree City; the board's ``chosen:``).
    attacking : bool
        Only attacking creatures ("for each attacking creature you control", Dragonrage; the board's ``attacking:``,
        CR 508.1).
    keyword : str
        Only permanents with this keyword ability ("creature with defender", Overgrown Battlement; CR 702.3),
        lower case; ``''``: any.

    Examples
    --------
    >>> walls = PermanentCount(PermanentFilter(frozenset({"Creature"}), text="creature"), keyword="defender")
    >>> walls.describe(), walls.plural()
    ('creature with defender you control', 'creatures with defender you control')
    >>> big = PermanentCount(PermanentFilter(frozenset({"Creature"}), min_power=4, text="creature"))
    >>> big.describe()
    'creature you control with power 4 or greater'
    """

    filter: PermanentFilter
    controller: str = "you"
    chosen_type: bool = False
    attacking: bool = False
    keyword: str = ""

    def _words(self, kind: str) -> str:
        who = {"you": "you control", "target opponent": "target opponent controls"}.get(self.controller,
                                                                                        "on the battlefield")
        if self.attacking and self.controller != "you":
            who = ""
        named = ""
        if kind.endswith(" named ~"):  # "artifact you control named ~" (Powerstone Shard)
            kind, named = kind[: -len(" named ~")], " named ~"
        words = f"{'attacking ' if self.attacking else ''}{kind}{f' with {self.keyword}' if self.keyword else ''}"
        tail = named + (" of the chosen type" if self.chosen_type else "")
        if self.filter.min_power:
            tail += f" with power {self.filter.min_power} or greater"
        return " ".join(w for w in (words, who) if w) + tail

    def describe(self) -> str:
        """``'creature you control'``, ``'Elf on the battlefield'``, ``'creature you control of the chosen type'``,
        ``'attacking creature you control'``, ``'attacking creature'`` (anyone's)."""
        return self._words(self.filter.text)

    def plural(self) -> str:
        """The words after "the number of": ``'creatures with defender you control'``."""
        return self._words(plural_words(self.filter.text))


@dataclass(frozen=True, slots=True)
class Devotion:
    """Your devotion to a colour (CR 700.5): mana symbols of that colour in the mana costs of permanents you
    control. ``colors`` empty: to the colour chosen as the ability resolves ("Choose a color. Add an amount of mana
    of that color equal to your devotion to that color.")."""

    colors: frozenset[ManaType] = frozenset()

    def describe(self) -> str:
        """``'your devotion to green'``."""
        from ..mana import COLOR_NAMES

        if not self.colors:
            return "your devotion to that color"
        return "your devotion to " + " and ".join(COLOR_NAMES[c] for c in sort_types(self.colors))


@dataclass(frozen=True, slots=True)
class CounterCount:
    """"for each charge counter on ~": counters of ``kind`` on the ability's own permanent; ``kind`` ``''``: every
    counter on it, of any kind ("for each counter on ~")."""

    kind: str

    def describe(self) -> str:
        """``'charge counter on this permanent'``."""
        return f"{self.kind + ' ' if self.kind else ''}counter on this permanent"


@dataclass(frozen=True, slots=True)
class GraveyardCount:
    """"for each creature card in your graveyard" (Songs of the Damned, Crypt of Agadeem): cards in your graveyard
    that fit ``filter`` (card types, subtypes, colours of the card), counted in the board's ``graveyard:`` list as
    given (CR 404.1). ``whose`` ``"target opponent's"`` ("for each artifact or creature card in target opponent's
    graveyard", Spoils of Evil): a graveyard no board gives, so no solver counts it."""

    filter: PermanentFilter
    whose: str = "your"

    def describe(self) -> str:
        """``'creature card in your graveyard'``."""
        return f"{self.filter.text} card in {self.whose} graveyard"


@dataclass(frozen=True, slots=True)
class LifeTotal:
    """"X is your life total" (Sanctum of the Sun, CR 119.1): the board's ``life``."""

    def describe(self) -> str:
        """``'your life total'``."""
        return "your life total"


_PLURALS = {"Elf": "Elves", "Dwarf": "Dwarves", "Wolf": "Wolves", "Plains": "Plains", "Myr": "Myr",
            "Eldrazi": "Eldrazi", "sorcery": "sorceries", "Sorcery": "Sorceries"}


def plural_words(words: str) -> str:
    """The plural of a kind of permanent as a count writes it: ``'creature'`` → ``'creatures'``, ``'Elf'`` →
    ``'Elves'``, ``'Ally'`` → ``'Allies'``, ``'basic Swamp'`` → ``'basic Swamps'`` (the last word; "or" joins each).

    Examples
    --------
    >>> [plural_words(w) for w in ("creature", "Elf", "Ally", "basic Swamp", "artifact or creature", "Plains")]
    ['creatures', 'Elves', 'Allies', 'basic Swamps', 'artifacts or creatures', 'Plains']
    """
    def one(w: str) -> str:
        head, _, last = w.rpartition(" ")
        if last in _PLURALS:
            last = _PLURALS[last]
        elif last.endswith("y") and last[-2:-1] not in tuple("aeiou"):
            last = last[:-1] + "ies"
        elif last.endswith(("ch", "sh", "ss", "x")):
            last += "es"
        elif not last.endswith("s"):
            last += "s"
        return f"{head} {last}" if head else last

    return " or ".join(one(w) for w in words.split(" or "))


@dataclass(frozen=True, slots=True)
class SelfStat:
    """"~'s power" (Cradle Clearcutter, Heronblade Elite), "~'s toughness" (Vhal, Candlekeep Researcher): the
    ability's own permanent's power or toughness now (CR 208.3), the board's ``power:`` / ``toughness:`` or the printed
    value with its counters. Unknown (``*`` without ``power:``): the mana is unknown, never 0."""

    stat: str = "power"

    def describe(self) -> str:
        """``"this permanent's power"``."""
        return f"this permanent's {self.stat}"


@dataclass(frozen=True, slots=True)
class SacrificedStat:
    """"the sacrificed creature's power" (Furgul), "… mana value" (Illuminor Szeras; older "converted mana cost",
    CR 202.3), "the sacrificed artifact's mana value" (Priest of Yawgmoth): a characteristic of the permanent
    sacrificed to pay the cost, as it last existed on the battlefield (CR 608.2h). ``verb`` ``'exiled'``: the
    permanent exiled to pay the cost ("the exiled creature's mana value", Food Chain)."""

    stat: str = "power"
    what: str = "creature"
    verb: str = "sacrificed"

    def describe(self) -> str:
        """``"the sacrificed creature's power"``."""
        return f"the {self.verb} {self.what}'s {self.stat}"


@dataclass(frozen=True, slots=True)
class GreatestPower:
    """"the greatest power among creatures you control" (Bighorner Rancher, Selvala, Heart of the Wilds): 0 when
    you control none; unknown when some creature's power is. With ``entered``, only creatures that entered the
    battlefield this turn (Alena, Kessig Trapper; the board's ``entered:``): unknown when whether some creature
    entered is."""

    entered: bool = False

    def describe(self) -> str:
        """``'the greatest power among creatures you control'`` (``' that entered the battlefield this turn'``)."""
        tail = " that entered the battlefield this turn" if self.entered else ""
        return "the greatest power among creatures you control" + tail


@dataclass(frozen=True, slots=True)
class TotalPower:
    """"the total power of attacking creatures" (Klauth, Unrivaled Ancient): the sum of the powers of the creatures
    given ``attacking:`` on the board, anyone's; unknown when some attacking creature's power is."""

    def describe(self) -> str:
        """``'the total power of attacking creatures'``."""
        return "the total power of attacking creatures"


@dataclass(frozen=True, slots=True)
class DifferentPowers:
    """"for each different power among creatures you control" (Selvala, Eager Trailblazer): the number of distinct
    power values; unknown when some creature's power is."""

    def describe(self) -> str:
        """``'different power among creatures you control'``."""
        return "different power among creatures you control"


@dataclass(frozen=True, slots=True)
class BasicLandTypes:
    """Domain: "the number of basic land types among lands you control" (Prismatic Geoscope): Plains, Island,
    Swamp, Mountain, Forest (CR 205.3i) among the lands' subtypes, after land-type effects (CR 305.7)."""

    def describe(self) -> str:
        """``'the number of basic land types among lands you control'``."""
        return "the number of basic land types among lands you control"


#: Facts (:data:`manaplan.models.facts.FACTS`) counted "for each …", in the words after "for each".
FACT_EACH_WORDS = {
    "cards_in_hand": "card in your hand",
    "opponent_cards_in_hand": "card in target opponent's hand",
    "cards_drawn_this_turn": "card you've drawn this turn",
    "opponent_tapped_lands": "tapped land your opponents control",
    "party_size": "creature in your party",
    "opponents_life_lost_this_turn": "1 life your opponents have lost this turn",
    "opponents_who_lost_life_this_turn": "of your opponents who lost life this turn",
}
#: Facts that are amounts, in the words after "where X is" / "equal to".
FACT_AMOUNT_WORDS = {
    "life_gained_this_turn": "the amount of life you gained this turn",
}


@dataclass(frozen=True, slots=True)
class FactCount:
    """A count the permanents do not show, given in the board's ``facts:`` (:mod:`manaplan.models.facts`): "for each
    card in your hand" (Inner Fire), "for each card you've drawn this turn" (Kydele), "the amount of life you gained
    this turn" (Accomplished Alchemist). Not given: the mana is unknown, never 0.

    Examples
    --------
    >>> FactCount("cards_in_hand").describe(), FactCount("life_gained_this_turn").each
    ('card in your hand', False)
    """

    fact: str

    @property
    def each(self) -> bool:
        """Whether the text counts "for each" (else "the amount of")."""
        return self.fact in FACT_EACH_WORDS

    def describe(self) -> str:
        """The words after "for each" or "where X is"."""
        return FACT_EACH_WORDS.get(self.fact) or FACT_AMOUNT_WORDS[self.fact]


def _each_plural(count) -> str | None:
    """"the number of …" words for a count written "for each …"; None for a count that is an amount."""
    if isinstance(count, PermanentCount):
        return f"the number of {count.plural()}"
    if isinstance(count, CounterCount):
        return f"the number of {count.kind + ' ' if count.kind else ''}counters on this permanent"
    if isinstance(count, GraveyardCount):
        return f"the number of {count.filter.text} cards in {count.whose} graveyard"
    if isinstance(count, NamedInGraveyards):
        return f"the number of cards named {count.name} in each graveyard"
    return None


#: The things a :class:`Counted` amount counts.
@dataclass(frozen=True, slots=True)
class WatermarkCount:
    """"for each Crossbreed Labs watermark among permanents you control" (Druid of the Sacred Beaker): your
    permanents whose card has this watermark. No board gives watermarks, so no solver counts it: the ability is left
    out with the reason.

    Examples
    --------
    >>> WatermarkCount("Crossbreed Labs").describe()
    'Crossbreed Labs watermark among permanents you control'
    """

    watermark: str

    def describe(self) -> str:
        """``'Crossbreed Labs watermark among permanents you control'``."""
        return f"{self.watermark} watermark among permanents you control"


@dataclass(frozen=True, slots=True)
class NamedInGraveyards:
    """"for each card named Rite of Flame in each graveyard" (Rite of Flame): cards with the card's own name (``~``)
    in every player's graveyard. The board gives only your graveyard, so no solver counts it.

    Examples
    --------
    >>> NamedInGraveyards().describe()
    'card named ~ in each graveyard'
    """

    name: str = "~"

    def describe(self) -> str:
        """``'card named ~ in each graveyard'``."""
        return f"card named {self.name} in each graveyard"


Count = Union[PermanentCount, Devotion, CounterCount, GraveyardCount, LifeTotal, SelfStat, SacrificedStat, GreatestPower,
              TotalPower, DifferentPowers, BasicLandTypes, FactCount, WatermarkCount, NamedInGraveyards]


class _AmountOnTheBoard:
    """What the outputs whose amount only the board or the resolution fixes share (:class:`Counted`,
    :class:`DoneThisWay`, :class:`RevealedCards`, :class:`MilledSymbols`): no amount known here, nothing fixed
    without the board, and at most the types of their ``unit`` (an upper bound; a count of 0 adds nothing,
    CR 106.7)."""

    __slots__ = ()

    @property
    def amount(self) -> int:
        """Unknown here: 0 (resolve it on the board)."""
        return 0

    def could_produce(self) -> frozenset[ManaType]:
        """An upper bound: the unit's types."""
        return self.unit.could_produce()

    def resolve(self, *, chosen: ManaType | None = None, commander: frozenset[ManaType] = frozenset(),
                x: int | None = None) -> Produce | None:
        """None: the amount is the board's (see :mod:`manaplan.solver.effective`) or the resolution's."""
        return None


@dataclass(frozen=True, slots=True)
class Counted(_AmountOnTheBoard):
    """An amount counted on the board: ``unit`` once for each thing counted ("Add {G} for each creature you
    control", Gaea's Cradle; "Add {B} for each Swamp you control", Cabal Coffers), or an amount equal to a devotion
    (Nykthos, Shrine to Nyx), a power ("Add an amount of {G} equal to ~'s power"), a fact of the game ("the amount
    of life you gained this turn"). Counted on the board as given, after land-type effects (CR 305.7);
    summoning-sick creatures count. Resolved by :mod:`manaplan.solver.effective`; a count the board does not give
    (a fact not in ``facts:``, a power of ``*``) makes the mana unknown, never 0. A negative count is 0 (CR 107.1b).

    Parameters
    ----------
    unit : Produce
        What is added per thing counted; several choices (one colour chosen as it resolves) for "Choose a color"
        and "X mana of any one color".
    count : Count
    combination : bool
        "X mana in any combination of colors / of {U} and/or {R}, where X is …" (CR 106.1b): each of the X mana
        is chosen on its own among the unit's choices (each one mana).
    plus : int
        "where X is 1 plus the sacrificed creature's mana value" (Metamorphosis): added to the count.

    Examples
    --------
    >>> cradle = Counted(Produce.one_of("G"), PermanentCount(PermanentFilter(frozenset({"Creature"}),
    ...                                                                   text="creature")))
    >>> cradle.describe()
    'Add {G} for each creature you control.'
    >>> Counted(Produce.any_color(), Devotion()).describe()
    'Choose a color. Add an amount of mana of that color equal to your devotion to that color.'
    >>> Counted(Produce.any_color(), SelfStat()).describe()
    "Add X mana of any one color, where X is this permanent's power."
    >>> Counted(Produce.one_of("U", "R"), SelfStat(), combination=True).describe()
    "Add X mana in any combination of {U} and/or {R}, where X is this permanent's power."
    >>> Counted(Produce.one_of("B"), SacrificedStat("mana value"), plus=1).describe()
    "Add an amount of {B} equal to 1 plus the sacrificed creature's mana value."
    """

    unit: Produce
    count: Count
    combination: bool = False
    plus: int = 0

    def _x_words(self) -> str:
        words = _each_plural(self.count) or self.count.describe()
        return f"{self.plus} plus {words}" if self.plus else words

    def describe(self) -> str:
        """Oracle-like words."""
        one = len(self.unit.choices) == 1
        unit = mana_text(self.unit.choices[0]) if one else "one mana of that color"
        any_color = set(self.unit.choices) == {(c,) for c in COLORS}
        if self.combination:
            types = frozenset(t for c in self.unit.choices for t in c)
            kinds = "colors" if types == frozenset(COLORS) else _braced_list(types, "and/or")
            return f"Add X mana in any combination of {kinds}, where X is {self._x_words()}."
        if isinstance(self.count, Devotion) and not self.plus:
            if one:
                return f"Add an amount of {unit} equal to {self.count.describe()}."
            return f"Choose a color. Add an amount of mana of that color equal to {self.count.describe()}."
        if isinstance(self.count, PermanentCount) and self.count.chosen_type and any_color and not self.plus:
            return f"Choose a color. Add an amount of mana of that color equal to {self._x_words()}."
        each = isinstance(self.count, (PermanentCount, CounterCount, GraveyardCount, DifferentPowers,
                                       WatermarkCount)) or (
            isinstance(self.count, FactCount) and self.count.each)
        if any_color and isinstance(self.count, (PermanentCount, GraveyardCount)):  # "X mana of any one color,
            each = False  # where X is the number of Allies you control" (Harabaz Druid)
        if each and not self.plus:
            head = "" if one else "Choose a color. "
            return f"{head}Add {unit} for each {self.count.describe()}."
        if one:
            return f"Add an amount of {unit} equal to {self._x_words()}."
        if any_color:
            return f"Add X mana of any one color, where X is {self._x_words()}."
        raise ValueError(f"no words for {self!r}")


@dataclass(frozen=True, slots=True)
class AmongColors:
    """"Add one mana of any color among legendary permanents you control." (Plaza of Heroes, Mox Amber): one mana of
    a colour that some permanent you control that fits ``filter`` has (its card's colours, CR 105.2); with
    ``each``, one mana of each such colour ("For each color among permanents you control, add one mana of that
    color.", Bloom Tender). Resolved on the board; no such colour, no mana (CR 106.5). ``zone`` ``'graveyard'``: the
    cards in your graveyard instead ("any color among legendary creature cards in your graveyard", The Grey Havens;
    "Choose a color of a card in your graveyard.", Corrupted Grafstone).

    Examples
    --------
    >>> plaza = AmongColors(PermanentFilter(supertypes=frozenset({"Legendary"}), text="legendary permanents"))
    >>> plaza.describe()
    'Add one mana of any color among legendary permanents you control.'
    >>> AmongColors(PermanentFilter(text="permanents"), each=True).describe()
    'Add one mana of each color among permanents you control.'
    """

    filter: PermanentFilter
    each: bool = False
    zone: str = "battlefield"

    @property
    def amount(self) -> int:
        """One mana (any colour), or one per colour found: 0 until resolved on the board."""
        return 0 if self.each else 1

    def could_produce(self) -> frozenset[ManaType]:
        """Without the board: every colour; an upper bound (the colours found on the board decide)."""
        return frozenset(COLORS)

    def resolve(self, *, chosen: ManaType | None = None, commander: frozenset[ManaType] = frozenset(),
                x: int | None = None) -> Produce | None:
        """None: the colours are the board's (:meth:`with_colors`)."""
        return None

    def with_colors(self, colors: frozenset[ManaType]) -> Produce | None:
        """The output once the colours among the fitting permanents are known; None when there are none."""
        found = [c for c in sort_types(colors) if c.is_color]
        if not found:
            return None
        return Produce((tuple(found),)) if self.each else Produce(tuple((c,) for c in found))

    def describe(self) -> str:
        """``'Add one mana of any color among … you control.'``."""
        which = "each color" if self.each else "any color"
        if self.zone == "graveyard":
            return f"Add one mana of {which} among {self.filter.text or 'cards'} in your graveyard."
        return f"Add one mana of {which} among {self.filter.text or 'permanents'} you control."


@dataclass(frozen=True, slots=True)
class Conditional:
    """"Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead." (Urza's Mine):
    ``instead`` when every condition holds as the ability resolves, else ``base``.

    Parameters
    ----------
    base, instead : ManaOutput
    you_control : tuple of ControlCount
        "If you control …" (each must hold; see :class:`ActivationCondition`).
    self_counters : tuple of (str, int)
        "If ~ has a luck counter on it" (Gemstone Caverns): at least that many counters of the kind on the source.
    land_played : bool
        "If you played a land this turn" (River of Tears): the board's ``land_played``.
    facts : tuple of (str, int)
        "If you have the initiative" (Sarevok's Tome), "If you've completed a dungeon" (Undermountain Adventurer):
        facts of the game (:mod:`manaplan.models.facts`), as in :attr:`ActivationCondition.facts`.
    graveyard : tuple of (frozenset of str, int)
        "If there are seven or more cards in your graveyard" (threshold, Cabal Ritual), "two or more instant and/or
        sorcery cards" (spell mastery): (card types, any of which; empty: any card) and how many at least, among
        the cards of the board's ``graveyard:``.

    unless_paid : str
        "Add one mana of any color unless any player pays {1}." (Rhystic Cave): a cost any player may pay as it
        resolves so that nothing is added (``base`` is then :meth:`Produce.nothing`); an opponent decides, so the
        mana is never certain.

    A ``base`` of :meth:`Produce.nothing` is "If …, add …." with no mana otherwise (Dark Petition).

    Examples
    --------
    >>> mine = Conditional(Produce.one_of("C"), Produce.one_of("CC"), (
    ...     ControlCount(PermanentFilter(subtypes=frozenset({"Urza's Power-Plant"}), text="an Urza's Power-Plant")),
    ...     ControlCount(PermanentFilter(subtypes=frozenset({"Urza's Tower"}), text="an Urza's Tower"))))
    >>> mine.describe()
    "Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead."
    >>> mine.choose(True).describe()
    'Add {C}{C}.'
    """

    base: ManaOutput
    instead: ManaOutput
    you_control: tuple[ControlCount, ...] = ()
    self_counters: tuple[tuple[str, int], ...] = ()
    land_played: bool = False
    facts: tuple[tuple[str, int], ...] = ()
    graveyard: tuple[tuple[frozenset[str], int], ...] = ()
    unless_paid: str = ""

    @property
    def amount(self) -> int:
        """The larger of the two amounts (0 when either is not a number)."""
        a, b = getattr(self.base, "amount", 0), getattr(self.instead, "amount", 0)
        return max(a, b) if isinstance(a, int) and isinstance(b, int) else 0

    def could_produce(self) -> frozenset[ManaType]:
        """Either output's types: an upper bound until the condition is checked on the board."""
        return self.base.could_produce() | self.instead.could_produce()

    def choose(self, holds: bool) -> ManaOutput:
        """The output, once the board says whether the conditions hold."""
        return self.instead if holds else self.base

    def resolve(self, *, chosen: ManaType | None = None, commander: frozenset[ManaType] = frozenset(),
                x: int | None = None) -> Produce | None:
        """None: the condition is the board's to check (:meth:`choose`)."""
        return None

    def describe(self) -> str:
        """``"Add {C}. If you control …, add {C}{C} instead."``."""
        instead = self.instead.describe()
        instead = "a" + instead[1:-1]
        conditions = ["you control " + " and ".join(c.describe() for c in self.you_control)] if self.you_control else []
        conditions += [f"this permanent has {_counters(n, kind, or_more=True)} on it" for kind, n in self.self_counters]
        if self.land_played:
            conditions.append("you played a land this turn")
        conditions += [fact_condition_words(name, n) for name, n in self.facts]
        conditions += [f"there are {count_word(n) if n > 1 else 'one'} or more {graveyard_card_words(types)} in your "
                       "graveyard" for types, n in self.graveyard]
        if self.unless_paid and not conditions and self.base == Produce.nothing():
            return f"{self.instead.describe()[:-1]} unless any player pays {self.unless_paid}."
        if self.base == Produce.nothing():
            return f"If {' and '.join(conditions)}, {instead}."
        return f"{self.base.describe()} If {' and '.join(conditions)}, {instead} instead."


def graveyard_card_words(types: frozenset[str]) -> str:
    """``'cards'``, ``'creature cards'``, ``'instant and/or sorcery cards'`` (card types in alphabetical order)."""
    words = " and/or ".join(t.lower() for t in sorted(types))
    return f"{words} cards" if words else "cards"



#: What a mana ability adds. The solver dispatches on the class; an output it does not know makes the ability
#: unusable. Every output has ``could_produce()``, ``describe()`` and ``resolve(chosen=, commander=, x=)`` (the
#: fixed :class:`Produce` it amounts to on a board, or None when it adds nothing there / is not known).
@dataclass(frozen=True, slots=True)
class DoneThisWay(_AmountOnTheBoard):
    """"Add {R} for each card exiled this way." (Quintorius Kand), "Add {C} for each {S} spent to cast this spell."
    (Tundra Fumarole): ``unit`` once for each thing an earlier sentence of the same effect did, or for each snow
    mana spent to cast the spell — known only as the spell or ability resolves. Only a :class:`ManaEffect` (which
    uses the stack, CR 605.5) has it; no solver resolves it, and a mana ability with it would be left out (its
    feature ``'DoneThisWay'`` is honoured nowhere).

    Parameters
    ----------
    unit : Produce
    what : str
        What is counted, as printed after "for each": ``'card exiled this way'``, ``'{S} spent to cast this spell'``.
    by : str
        The sentence of the effect that does what is counted, when it costs the player (so it is no mere side
        effect): "Discard all the cards in your hand." (Path of the Pyromancer), "Sacrifice any number of lands."
        (Mana Seism's "…, then add that much {C}"); printed before the mana.
    equal : bool
        "an amount of {C} equal to <what>" rather than "{C} for each <what>".
    if_done : bool
        "If you do, add …": only if the sentence before was done ("Tap target untapped creature you control. If you
        do, add an amount of {C} equal to that creature's mana value.", Energy Tap).
    combination : bool
        "Add {B} or {G} for each permanent destroyed this way." (Culling Ritual): one of the unit's choices for each,
        chosen each time (any combination); otherwise a unit of several choices is one colour chosen once.

    Examples
    --------
    >>> DoneThisWay(Produce.one_of("R"), "card exiled this way").describe()
    'Add {R} for each card exiled this way.'
    >>> DoneThisWay(Produce.one_of("C"), "land sacrificed this way", by="Sacrifice any number of lands.").describe()
    'Sacrifice any number of lands. Add {C} for each land sacrificed this way.'
    """

    unit: Produce
    what: str
    by: str = ""
    equal: bool = False
    if_done: bool = False
    combination: bool = False

    def describe(self) -> str:
        """``'Add {R} for each card exiled this way.'``; ``'Choose a color. Add three mana of the chosen color for
        each artifact sacrificed this way.'`` when the unit is one colour chosen once (Radiant Lotus)."""
        by = f"{self.by} " if self.by else ""
        if self.equal:
            add = "If you do, add" if self.if_done else "Add"
            return f"{by}{add} an amount of {mana_text(self.unit.choices[0])} equal to {self.what}."
        if self.combination:
            return f"{by}Add {' or '.join(mana_text(c) for c in self.unit.choices)} for each {self.what}."
        if len(self.unit.choices) > 1:
            return (f"{by}Choose a color. Add {_number_word(self.unit.amount)} mana of the chosen color for each "
                    f"{self.what}.")
        return f"{by}{self.unit.describe()[:-1]} for each {self.what}."


@dataclass(frozen=True, slots=True)
class MilledSymbols(_AmountOnTheBoard):
    """"For each colored mana symbol in that card's mana cost, add one mana of that color." (Charmed Pendant), after
    a cost that mills one card: the mana follows the mana cost of the card milled, the top card of the library as
    the ability is activated (the board's ``library_top:``). No solver reads it yet: its feature
    ``'MilledSymbols'`` is honoured nowhere, so the ability is left out with the reason.

    Examples
    --------
    >>> MilledSymbols().describe()
    "For each colored mana symbol in that card's mana cost, add one mana of that color."
    """

    def could_produce(self) -> frozenset[ManaType]:
        """Any colour (the card is not known here); never colorless."""
        return frozenset(COLORS)

    def describe(self) -> str:
        """The printed wording."""
        return "For each colored mana symbol in that card's mana cost, add one mana of that color."


@dataclass(frozen=True, slots=True)
class RevealedCards(_AmountOnTheBoard):
    """"Reveal any number of artifact cards in your hand. Add {C}{C} for each card revealed this way." (Metalworker),
    "… creature cards with power 5 or greater from your hand. Add {G} …" (Sacellum Godspeaker): ``unit`` for each
    card of the hand that fits ``filter`` and is revealed (any number of them). No solver reads a hand
    for it yet: its feature ``'RevealedCards'`` is honoured nowhere, so the ability is left out with the reason.

    Examples
    --------
    >>> RevealedCards(Produce.one_of("CC"), PermanentFilter(frozenset({"Artifact"}), text="artifact")).describe()
    'Reveal any number of artifact cards from your hand. Add {C}{C} for each card revealed this way.'
    """

    unit: Produce
    filter: PermanentFilter

    def describe(self) -> str:
        """The printed wording (the hand as "from your hand")."""
        kind, _, rest = self.filter.text.partition(" ")
        cards = f"{kind} cards" + (f" {rest}" if rest else "")
        return (f"Reveal any number of {cards} from your hand. {self.unit.describe()[:-1]} for each card revealed "
                "this way.")

_DIE_WORDS = {4: "four", 6: "six", 8: "eight", 10: "ten", 12: "twelve", 20: "twenty"}

def _adds_words(add: Produce, they_choose: bool) -> str:
    """``'{C}'``, ``'one mana of any color'`` (``'… they choose'`` when another player adds it)."""
    words = add.describe()[len("Add "):-1]
    return f"{words} they choose" if they_choose and words.startswith("one mana of any color") else words


@dataclass(frozen=True, slots=True)
class ChanceOutcome:
    """What one result of a coin flip or die roll does (:class:`Chance`).

    Parameters
    ----------
    result : str
        ``'win'`` (you win the flip, CR 705.2) or the number rolled (``'2'``).
    add : Produce
        The mana added (:meth:`Produce.nothing` for none).
    sacrifice_self : bool
        "Sacrifice ~ …" (Jack-in-the-Mox's 1).
    life_loss : int
        "… and you lose 5 life."

    Examples
    --------
    >>> ChanceOutcome("1", sacrifice_self=True, life_loss=5).describe()
    '1 \u2014 Sacrifice ~ and you lose 5 life.'
    """

    result: str
    add: Produce = field(default_factory=Produce.nothing)
    sacrifice_self: bool = False
    life_loss: int = 0

    def describe(self) -> str:
        """``'2 — Add {W}.'``; for a won flip, ``'If you win the flip, add {C}{C}.'``."""
        if self.result == "win":
            return f"If you win the flip, a{self.add.describe()[1:]}"
        parts = []
        if self.sacrifice_self:
            parts.append("Sacrifice ~")
        if self.life_loss:
            parts.append(f"you lose {self.life_loss} life")
        words = " and ".join(parts) + "." if parts else self.add.describe()
        if parts and self.add != Produce.nothing():
            words = f"{words[:-1]}. {self.add.describe()}"
        return f"{self.result} \u2014 {words}"


@dataclass(frozen=True, slots=True)
class Chance:
    """"Flip a coin. If you win the flip, add {C}{C}." (Mana Screw; CR 705), "Roll a six-sided die. This ability
    has the indicated effect. 1 — Sacrifice ~ and you lose 5 life. 2 — Add {W}. …" (Jack-in-the-Mox; CR 706): the
    mana follows a random result, known only as the ability resolves. No solver counts on chance: its feature
    ``'Chance'`` is honoured nowhere, so the ability is left out with the reason.

    Parameters
    ----------
    sides : int
        2 for a coin flip (whose results are "win" and "lose"), else the die's number of sides.
    outcomes : tuple of ChanceOutcome
        The results that do something, in printed order; any other result does nothing.
    at_most : int
        "On a 3 or lower, target player adds {C}. Otherwise, that player adds one mana of any color they choose."
        (Mad Science Fair Project): two outcomes, ``'1-3'`` and ``'4-6'``, printed that way; 0 otherwise.
    target_player : bool
        "target player adds …" / "that player adds …": a targeted player adds the mana (so the ability is not a
        mana ability, CR 605.1a).

    Examples
    --------
    >>> Chance(2, (ChanceOutcome("win", Produce.one_of("CC")),)).describe()
    'Flip a coin. If you win the flip, add {C}{C}.'
    >>> Chance(6, (ChanceOutcome("2", Produce.one_of("W")),)).describe()
    'Roll a six-sided die. This ability has the indicated effect. 2 \u2014 Add {W}.'
    """

    sides: int
    outcomes: tuple[ChanceOutcome, ...]
    at_most: int = 0
    target_player: bool = False

    @property
    def amount(self) -> int:
        """Unknown until the flip or roll: 0."""
        return 0

    def could_produce(self) -> frozenset[ManaType]:
        """The types some result adds."""
        return frozenset().union(*(o.add.could_produce() for o in self.outcomes))

    def resolve(self, *, chosen: ManaType | None = None, commander: frozenset[ManaType] = frozenset(),
                x: int | None = None) -> Produce | None:
        """None: chance decides."""
        return None

    def describe(self) -> str:
        """The printed wording, each result of a die on its own "N — …" (here in one line)."""
        if self.at_most:
            low, high = (_adds_words(o.add, self.target_player) for o in self.outcomes)
            first, then = ("target player adds", "that player adds") if self.target_player else ("add", "add")
            return (f"Roll a {_DIE_WORDS.get(self.sides, self.sides)}-sided die. On a {self.at_most} or lower, "
                    f"{first} {low}. Otherwise, {then} {high}.")
        results = " ".join(o.describe() for o in self.outcomes)
        if self.sides == 2:
            return f"Flip a coin. {results}"
        return f"Roll a {_DIE_WORDS.get(self.sides, self.sides)}-sided die. This ability has the indicated effect. " \
            + results


ManaOutput = Union[Produce, AnyCombination, ChosenColor, CommanderColor, Reflect, Counted, Conditional,
                   AmongColors, AnyOneColor, ChosenColors, OwnColors, DoneThisWay, MilledSymbols, RevealedCards,
                   Chance]


# ---------------------------------------------------------------------------------------------------- spending
@dataclass(frozen=True, slots=True)
class SpendUse:
    """One thing that mana with a spending restriction may be spent on ("cast creature spells", "activate abilities
    of artifacts", "pay cumulative upkeep costs"); in :attr:`SpendRestriction.never` one it may not be spent on.

    Every field that is set must hold (they are "and"); within a set any member will do ("or").

    Parameters
    ----------
    action : str
        ``'cast'`` (cast a spell), ``'activate'`` (activate an ability), ``'pay'`` (pay a kind of cost: see
        ``cost``), and the special actions (CR 116.2) ``'turn face up'`` (a morph or manifested permanent: see
        ``cost``), ``'unlock'`` (unlock a door of a Room) and ``'foretell'`` (foretell a card from your hand).
    card_types : frozenset of str
        The spell, or the ability's source, has one of these card types (``'Creature'``, ``'Instant'`` …).
    subtypes : frozenset of str
        … and one of these subtypes (``'Elf'``, ``'Dragon'``, ``'Aura'`` …).
    supertypes : frozenset of str
        … and every one of these supertypes (``'Legendary'``).
    not_card_types : frozenset of str
        … and none of these card types ("noncreature", "nonartifact").
    colorless, multicolored : bool
        … and is colorless / multicolored (CR 105.2).
    chosen_type : bool
        … and has the creature type chosen for the mana's source (its ``chosen`` on the board).
    commander : bool
        The spell is your commander.
    from_zone : str
        The spell is cast from this zone: ``'graveyard'`` ("from your graveyard", "from a graveyard": the board
        knows only yours), ``'exile'``, ``'hand'`` ("from your hand"), ``'not hand'`` ("from anywhere other than
        your hand"); ``''``: any.
    cost : str
        For ``'pay'``: ``'cumulative upkeep'``, ``'disturb'``, or ``'{X}'`` / ``'{C}'`` for "costs that contain
        {X}"; for ``'turn face up'``: ``'morph'`` ("pay a morph cost"), ``'manifest'`` ("turn a manifested creature
        face up"), ``''`` any.
    ability : str
        For ``'activate'``: the kind of ability, ``'equip'`` ("activate an equip ability") or ``'class level'``
        ("gain a Class level"); ``''`` any.
    qualities : frozenset of str
        … and the spell has each of these, named in words: ``'kicked'``, ``'face-down'``, ``'colored'``,
        ``'monocolored'``, ``'of the chosen color'`` (the colour chosen for the mana's source), ``'with {X}'`` /
        ``'without {X}'`` (in its mana cost), ``'with flashback'``, ``'with foretell'``, ``'with devoid'``,
        ``'with no abilities'``, ``'not owned'`` ("spells you don't own"). A consumer that cannot check one treats
        the use as not fitting.
    min_mana_value : int
        … and its mana value is at least this ("with mana value 5 or greater"); 0: any.
    """

    action: str
    card_types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    not_card_types: frozenset[str] = frozenset()
    colorless: bool = False
    multicolored: bool = False
    chosen_type: bool = False
    commander: bool = False
    from_zone: str = ""
    cost: str = ""
    ability: str = ""
    qualities: frozenset[str] = frozenset()
    min_mana_value: int = 0

    def describe(self) -> str:
        """``'cast creature spells'``, ``'activate abilities of artifact sources'``, ``'pay cumulative upkeep
        costs'``."""
        if self.action == "pay":
            if self.cost in ("{X}", "{C}"):
                return f"pay costs that contain {self.cost}"
            return f"pay {self.cost} costs"
        if self.action == "turn face up":
            what = "creatures" if "Creature" in self.card_types else "permanents"
            return {"morph": "pay a morph cost",
                    "manifest": "pay a mana cost to turn a manifested creature face up"}.get(self.cost,
                                                                                          f"turn {what} face up")
        if self.action == "unlock":
            return "unlock a door"
        if self.action == "foretell":
            return "foretell cards"
        if self.action == "activate" and self.qualities == frozenset({"that puts tokens"}):
            return "activate abilities that put tokens onto the battlefield"
        if self.action == "activate" and self.ability:
            return "gain a Class level" if self.ability == "class level" else f"activate an {self.ability} ability"
        if self.commander:
            return "cast your commander"
        words: list[str] = [w.lower() for w in sorted(self.supertypes)]
        words += [q for q in _PREFIX_QUALITIES if q in self.qualities]
        if self.colorless:
            words.append("colorless")
        if self.multicolored:
            words.append("multicolored")
        words += [f"non{t.lower()}" for t in sorted(self.not_card_types)]
        if self.subtypes:
            words.append(" or ".join(sorted(self.subtypes)))
        if self.card_types:
            words.append(" or ".join(t.lower() for t in sorted(self.card_types)))
        tail = " of the chosen type" if self.chosen_type else ""
        if self.action == "activate":
            of = " ".join(words)
            return f"activate abilities of {of} sources{tail}" if of or tail else "activate abilities"
        if "of the chosen color" in self.qualities:
            tail += " of the chosen color"
        if self.min_mana_value:
            tail += f" with mana value {self.min_mana_value} or greater"
        tail += "".join(f" {_SUFFIX_QUALITIES[q]}" for q in _SUFFIX_QUALITIES if q in self.qualities)
        zone = {"graveyard": " from your graveyard", "exile": " from exile", "hand": " from your hand",
                "not hand": " from anywhere other than your hand"}.get(self.from_zone, "")
        return " ".join(["cast", *words, "spells"]) + tail + zone


# Qualities of SpendUse written before "spells" and after it, in printing order.
_PREFIX_QUALITIES = ("kicked", "face-down", "colored", "monocolored")
_SUFFIX_QUALITIES = {"with {X}": "with {X} in their mana costs", "without {X}": "without {X} in their mana costs",
                     "with flashback": "with flashback", "with devoid": "with devoid",
                     "with no abilities": "with no abilities", "not owned": "you don't own",
                     "with exactly three colors": "with exactly three colors", "with foretell": "that have foretell",
                     "with a watermark": "with watermarks",
                     "sharing a watermark with this": "that share a watermark with ~",
                     "that puts tokens": "that put tokens onto the battlefield"}


@dataclass(frozen=True, slots=True)
class SpendRestriction:
    """"Spend this mana only to …" / "This mana can't be spent to …" (CR 106.6): what the mana an ability adds may
    pay for. The mana may pay for something when ``only`` is empty or one of its uses fits, and no use in ``never``
    fits. A payment whose purpose is not known (a bare cost) fits no use.

    Parameters
    ----------
    only : tuple of SpendUse
    never : tuple of SpendUse
    no_generic : bool
        "This mana can't be spent to pay generic mana costs." (Jegantha): it pays only coloured, colorless-specific,
        hybrid and Phyrexian symbols, never generic ones.
    text : str
        The sentence as printed (not compared).

    Examples
    --------
    >>> workshop = SpendRestriction(only=(SpendUse("cast", card_types=frozenset({"Artifact"})),))
    >>> workshop.describe()
    'Spend this mana only to cast artifact spells.'
    """

    only: tuple[SpendUse, ...] = ()
    never: tuple[SpendUse, ...] = ()
    text: str = field(default="", compare=False)
    no_generic: bool = False

    def describe(self) -> str:
        """The restriction in oracle-like words (one sentence per part)."""
        out = []
        if self.only:
            uses = [u.describe() for u in self.only]
            joined = uses[0] if len(uses) == 1 else ", ".join(uses[:-1]) + (", or " if len(uses) > 2 else " or ") \
                + uses[-1]
            out.append(f"Spend this mana only to {joined}.")
        for u in self.never:
            out.append(f"This mana can't be spent to {u.describe()}.")
        if self.no_generic:
            out.append("This mana can't be spent to pay generic mana costs.")
        return " ".join(out)


# ---------------------------------------------------------------------------------------------------- conditions
@dataclass(frozen=True, slots=True)
class ControlCount:
    """"you control three or more artifacts", "you control a Swamp or a Mountain": at least ``at_least`` permanents
    you control (this one included) that fit ``filter``; with ``same_name``, that many with one name between them
    ("three or more lands with the same name", Sceptre of Eternal Glory).

    Examples
    --------
    >>> ControlCount(PermanentFilter(frozenset({"Artifact"}), text="artifacts"), 3).describe()
    'three or more artifacts'
    """

    filter: PermanentFilter
    at_least: int = 1
    same_name: bool = False

    def describe(self) -> str:
        """``'an Island'``, ``'three or more artifacts'`` (the filter's printed words)."""
        if self.at_least == 1:
            return self.filter.text
        tail = " with the same name" if self.same_name else ""
        return f"{count_word(self.at_least)} or more {self.filter.text}{tail}"


@dataclass(frozen=True, slots=True)
class ActivationCondition:
    """When an ability may be activated, beyond its cost (CR 602.5b): "Activate only as a sorcery.", "Activate only
    once each turn.", "Activate only if you control three or more artifacts." Each field that is set must hold.

    Parameters
    ----------
    sorcery_speed : bool
        "Activate only as a sorcery": your main phase, stack empty (CR 307.1).
    instant_speed : bool
        "Activate only as an instant": only when you have priority, so not while casting a spell or activating an
        ability (a mana ability could otherwise be activated then, CR 605.3a).
    max_per_turn : int
        "Activate only once each turn" (1), "no more than three times each turn" (3); 0: no limit.
    turn : str
        ``'yours'`` ("Activate only during your turn"), ``'opponents'`` ("during an opponent's turn"), ``''``.
    you_control : tuple of ControlCount
        "Activate only if you control …": each must hold.
    self_counters : tuple of (str, int)
        "Activate only if ~ has two or more oil counters on it": (kind, at least).
    total_power : int
        "Activate only if creatures you control have total power 8 or greater" (formidable); 0: no such condition.
    self_types : frozenset of str
        "Activate only if ~ is a creature" (a Vehicle, Flywheel Racer): the permanent has these card types now.
    entered_this_turn : bool
        "Activate only if ~ entered the battlefield this turn" (Mirrex).
    facts : tuple of (str, int)
        Facts of the game (:data:`~manaplan.models.facts.FACTS`) that must hold: (name, at least) for a count
        ("Activate only if an opponent has three or more poison counters.": ``('opponent_poison', 3)``), (name, 1)
        for a flag that must be true ("Max speed — {T}: Add {R}{R}." has the ability only while you have max
        speed: ``('max_speed', 1)``).
    self_counters_at_most : tuple of (str, int)
        (kind, at most) counters on the permanent: the upper end of a leveler's "LEVEL 1-4" section (CR 711), whose
        abilities exist only with one to four level counters.
    once : bool
        "Activate only once." (an exhaust ability, "Exhaust — {G}, {T}: Add three mana of any one color."): once in
        the game, so usable only if it has not been activated before.
    any_player_own_turn : bool
        "Any player may activate this ability but only during their turn before the end step." (Mana Cache): you may
        activate it during your turn before your end step (another player may activate yours during theirs, which
        adds nothing to your mana).
    text : str
        The sentences as printed (not compared).
    """

    sorcery_speed: bool = False
    instant_speed: bool = False
    max_per_turn: int = 0
    turn: str = ""
    you_control: tuple[ControlCount, ...] = ()
    self_counters: tuple[tuple[str, int], ...] = ()
    text: str = field(default="", compare=False)
    total_power: int = 0
    self_types: frozenset[str] = frozenset()
    entered_this_turn: bool = False
    facts: tuple[tuple[str, int], ...] = ()
    self_counters_at_most: tuple[tuple[str, int], ...] = ()
    once: bool = False
    any_player_own_turn: bool = False

    def describe(self) -> str:
        """One sentence per condition: ``'Activate only as a sorcery. Activate only once each turn.'``."""
        out = []
        if self.sorcery_speed:
            out.append("Activate only as a sorcery.")
        if self.instant_speed:
            out.append("Activate only as an instant.")
        if self.max_per_turn == 1:
            out.append("Activate only once each turn.")
        elif self.max_per_turn:
            out.append(f"Activate no more than {count_word(self.max_per_turn)} times each turn.")
        if self.turn:
            out.append("Activate only during your turn." if self.turn == "yours"
                       else "Activate only during an opponent's turn.")
        for c in self.you_control:
            out.append(f"Activate only if you control {c.describe()}.")
        for kind, n in self.self_counters:
            out.append(f"Activate only if this permanent has {count_word(n)} or more {kind} counters on it."
                       if n > 1 else f"Activate only if this permanent has {_counters(1, kind)} on it.")
        if self.total_power:
            out.append(f"Activate only if creatures you control have total power {self.total_power} or greater.")
        for t in sorted(self.self_types):
            out.append(f"Activate only if this permanent is {'an' if t[0] in 'AEIOU' else 'a'} {t.lower()}.")
        if self.entered_this_turn:
            out.append("Activate only if this permanent entered the battlefield this turn.")
        for kind, n in self.self_counters_at_most:
            out.append(f"Activate only if this permanent has {count_word(n)} or fewer {kind} counters on it.")
        for name, n in self.facts:
            out.append(f"Activate only if {fact_condition_words(name, n)}.")
        if self.once:
            out.append("Activate only once.")
        if self.any_player_own_turn:
            out.append("Any player may activate this ability but only during their turn before the end step.")
        return " ".join(out)


#: How "Activate only if …" says a count fact is at least n ({n}: the number in words).
FACT_CONDITION_WORDS = {"opponent_poison": "an opponent has {n} or more poison counters"}


def fact_condition_words(name: str, n: int) -> str:
    """The words of a condition on a fact: ``'you have max speed'`` (a flag), ``'an opponent has three or more
    poison counters'`` (a count, at least ``n``).

    Examples
    --------
    >>> fact_condition_words("opponent_poison", 3)
    'an opponent has three or more poison counters'
    >>> fact_condition_words("max_speed", 1)
    'you have max speed'
    """
    from ..facts import FACTS  # noqa: PLC0415

    fact = FACTS[name]
    if fact.kind == "flag":
        return fact.words
    template = FACT_CONDITION_WORDS.get(name)
    return template.format(n=count_word(n)) if template else f"{fact.words} is {n} or greater"


#: The parts of a :class:`ManaAbility` every consumer understands. :meth:`ManaAbility.features` names each other
#: part an ability uses; a consumer that does not honour one of them must treat the ability as unusable.
CORE_FEATURES = frozenset({
    "tap", "untap", "mana", "life", "sacrifice_self", "sacrifices", "remove_counters", "Produce", "damage_to_you",
    "sacrifice_if_no_counters",
})


@dataclass(frozen=True, slots=True)
class ManaAbility:
    """An activated mana ability (CR 605.1a): a cost, what it adds, and riders.

    Parameters
    ----------
    cost : ActivationCost
    output : ManaOutput
    damage_to_you : int
        Damage the source deals to you as part of the effect (pain lands, Ancient Tomb): life lost.
    text : str
        The ability's text as printed (for plain-word output); empty when built by hand.
    intrinsic : bool
        True for the ability a basic land type grants (CR 305.6), not printed in the text.
    sacrifice_if_no_counters : str
        A counter kind, for "If there are no <kind> counters on <this>, sacrifice it." after the mana is added
        (Gemstone Mine): the source is sacrificed when this activation removed its last such counter. ``''``
        when the ability has no such rider.
    spend : SpendRestriction or None
        What the mana may be spent on ("Spend this mana only to cast artifact spells."); None: anything.
    condition : ActivationCondition or None
        When it may be activated ("Activate only once each turn."); None: whenever a mana ability may be.
    skips_next_untap : bool
        "~ doesn't untap during your next untap step." (Thalakos Lowlands): no effect on this turn's mana.
    counter_changes : tuple of (str, int)
        Counters the effect puts on (+n) or removes from (−n) the source after adding the mana: "Put a depletion
        counter on ~." is ``('depletion', 1)``, "Remove a time counter from ~." ``('time', -1)``.
    life_loss : int
        Life you lose as part of the effect ("Each player loses 1 life.", Cryptolith Fragment): counted with the
        life a plan costs, like ``damage_to_you``.
    damage_unless : tuple of ControlCount
        "~ deals 1 damage to you if you don't control an Ogre." (Tomb of Urami): ``damage_to_you`` is dealt only
        when one of these does not hold.
    side_effects : tuple of str
        Sentences of the effect, as printed, that do not change the mana added, what it can pay for, or the life a
        plan costs: "Draw a card.", "You gain 2 life.", "When you spend this mana to cast a Dragon creature spell,
        scry 2.", "… and that spell can't be countered." For people reading a plan.
    """

    cost: ActivationCost
    output: ManaOutput
    damage_to_you: int = 0
    text: str = ""
    intrinsic: bool = False
    sacrifice_if_no_counters: str = ""
    spend: SpendRestriction | None = None
    condition: ActivationCondition | None = None
    skips_next_untap: bool = False
    counter_changes: tuple[tuple[str, int], ...] = ()
    side_effects: tuple[str, ...] = ()
    life_loss: int = 0
    damage_unless: tuple[ControlCount, ...] = ()

    def could_produce(self) -> frozenset[ManaType]:
        """Types this ability could produce (CR 106.7), before effects of other permanents; for outputs that depend
        on the board (:class:`ChosenColor`, :class:`CommanderColor`) an upper bound — resolve them first."""
        return self.output.could_produce()

    def features(self) -> frozenset[str]:
        """The names of the parts of this ability that it uses: ``'tap'``, ``'mana'``, ``'Produce'`` …

        Those outside :data:`CORE_FEATURES` are the newer ones a consumer may not honour yet: ``'spend'``,
        ``'condition'``, ``'AnyCombination'``, ``'taps'``, ``'X'`` … A consumer treats an ability that uses a part
        it does not honour as unusable.

        Examples
        --------
        >>> from manaplan.models.costs import ManaCost
        >>> sorted(ManaAbility(ActivationCost(tap=True), Produce.one_of("G")).features())
        ['Produce', 'tap']
        >>> sorted(ManaAbility(ActivationCost(tap=True), CommanderColor()).features())
        ['CommanderColor', 'tap']
        """
        out = {type(self.output).__name__}
        c = self.cost
        for name in ("tap", "untap", "mana", "life", "sacrifice_self", "sacrifices", "remove_counters",
                     "remove_x_counters", "taps", "discard", "discard_hand", "exile_self", "exile_cards", "mill",
                     "return_self", "put_counters", "exert", "energy", "collect_evidence", "forage", "exiles",
                     "x_at_least", "sacrifice_x", "taps_x", "untaps_opponents"):
            if getattr(c, name):
                out.add(name)
        if c.has_x or isinstance(getattr(self.output, "amount", None), CostX):
            out.add("X")
        for name in ("damage_to_you", "sacrifice_if_no_counters", "spend", "condition", "skips_next_untap",
                     "counter_changes", "side_effects", "life_loss", "damage_unless"):
            if getattr(self, name):
                out.add(name)
        return frozenset(out)

    def details(self) -> frozenset[str]:
        """The finer parts of the parts :meth:`features` names, as ``'<part>.<field>'``: each field set in the
        condition (``'condition.total_power'``), the spending restriction (``'spend.no_generic'``, and for its uses
        ``'spend.use.qualities'``, ``'spend.use.min_mana_value'`` …), and the permanent filters of the cost
        (``'taps.filter.token'``, ``'sacrifices.filter.names'`` …). A consumer that honours ``'condition'`` or
        ``'spend'`` must honour each of these details (fields are added as the parser learns new words).

        Examples
        --------
        >>> c = ActivationCondition(max_per_turn=1, total_power=8)
        >>> sorted(ManaAbility(ActivationCost(tap=True), Produce.one_of("C"), condition=c).details())
        ['condition.max_per_turn', 'condition.total_power']
        """
        out: set[str] = set()
        if self.condition is not None:
            out |= {f"condition.{f}" for f in _set_fields(self.condition) if f != "text"}
        if self.spend is not None:
            out |= {f"spend.{f}" for f in _set_fields(self.spend) if f not in ("text", "only")}
            for use in (*self.spend.only, *self.spend.never):
                out |= {f"spend.use.{f}" for f in _set_fields(use)}
        for name in ("taps", "sacrifices", "exiles", "sacrifice_x", "taps_x", "untaps_opponents"):
            value = getattr(self.cost, name)
            for f in (value if isinstance(value, tuple) else (value,) if value is not None else ()):
                out |= {f"{name}.filter.{g}" for g in _set_fields(f) if g != "text"}
        for count in getattr(self.condition, "you_control", ()):
            out |= {f"condition.you_control.{g}" for g in _set_fields(count.filter) if g != "text"}
            if count.same_name:
                out.add("condition.you_control.same_name")
        return frozenset(out)

    def describe(self) -> str:
        """The ability in oracle-like words, built from the values (not copied from the text)."""
        cost = self.cost.describe()
        words = self.output.describe()
        if self.damage_to_you:
            unless = " and ".join(c.describe() for c in self.damage_unless)
            words += f" This deals {self.damage_to_you} damage to you" + (
                f" if you don't control {unless}." if unless else ".")
        if self.sacrifice_if_no_counters:
            words += f" If there are no {self.sacrifice_if_no_counters} counters on this permanent, sacrifice it."
        if self.life_loss:
            words += f" You lose {self.life_loss} life."
        if self.skips_next_untap:
            words += " This permanent doesn't untap during your next untap step."
        for kind, n in self.counter_changes:
            words += (f" Put {_counters(n, kind)} on this permanent." if n > 0 else
                      f" Remove {_counters(-n, kind)} from this permanent.")
        for sentence in self.side_effects:
            words += " " + sentence
        if self.spend is not None:
            words += " " + self.spend.describe()
        if self.condition is not None:
            words += " " + self.condition.describe()
        return f"{cost}: {words}" if cost else words


def _set_fields(value: object) -> list[str]:
    """The names of the dataclass fields of ``value`` that differ from their defaults."""
    import dataclasses  # noqa: PLC0415

    out = []
    for f in dataclasses.fields(value):  # type: ignore[arg-type]
        default = f.default if f.default is not dataclasses.MISSING else (
            f.default_factory() if f.default_factory is not dataclasses.MISSING else dataclasses.MISSING)
        if getattr(value, f.name) != default:
            out.append(f.name)
    return out


@dataclass(frozen=True, slots=True)
class ManaEffect:
    """Mana added by something that is not a mana ability, so it uses the stack (CR 605.5): an instant's or a
    sorcery's effect (Dark Ritual) or a loyalty ability (Chandra's "+1: Add {R}{R}.").

    Parameters
    ----------
    kind : str
        ``'spell'``: the card's effect as it resolves; it is cast by paying its mana cost (the card's) and
        ``additional_cost`` (CR 605.5b). ``'loyalty'``: a loyalty ability of a planeswalker, activated only as a
        sorcery and only if none of that permanent's loyalty abilities was activated this turn (CR 606.3); ``loyalty``
        is its cost (CR 606.4). ``'activated'``: an activated ability that is not a mana ability because it has
        targets (CR 605.1a: Deathrite Shaman), so it uses the stack; ``cost`` is its activation cost.
    output : ManaOutput
    loyalty : int
        The loyalty cost: ``1`` for "+1", ``-3`` for "−3", ``0`` for "0".
    additional_cost : ActivationCost or None
        "As an additional cost to cast this spell, sacrifice a creature." (CR 601.2b, 118.8); for ``'activated'``,
        the activation cost.
    spend : SpendRestriction or None
    side_effects : tuple of str
        As for :class:`ManaAbility`: sentences that change nothing about the mana or its payments ("Draw a card.",
        "Exile the top three cards of your library. …").
    targets : tuple of str
        The sentences of the effect that choose targets, as printed ("Destroy target artifact.", "~ deals 2 damage
        to target player."): it can be cast or activated only with a legal target for each (CR 601.2c, 115); a
        consumer that cannot check them treats the effect as unusable.
    player : str
        Who adds the mana: ``'you'``, or ``'target player'`` ("Target player adds one mana of any color.", The
        Warring Triad: the player chosen as the target, who may be you or another player, CR 115.1).
    text : str
        As printed.
    """

    kind: str
    output: ManaOutput
    loyalty: int = 0
    additional_cost: ActivationCost | None = None
    spend: SpendRestriction | None = None
    side_effects: tuple[str, ...] = ()
    targets: tuple[str, ...] = ()
    text: str = field(default="", compare=False)
    player: str = "you"

    def could_produce(self) -> frozenset[ManaType]:
        """The types it could add. Not part of a permanent's could-produce set (CR 106.7 looks at mana abilities)."""
        return self.output.could_produce()

    def features(self) -> frozenset[str]:
        """As :meth:`ManaAbility.features`: ``'spell'`` or ``'loyalty'``, the output's class, and ``'spend'``,
        ``'side_effects'``, ``'additional_cost'``, ``'targets'`` when present; ``'target player'`` when another
        player than you may add the mana."""
        out = {self.kind, type(self.output).__name__}
        for name in ("additional_cost", "spend", "side_effects", "targets"):
            if getattr(self, name):
                out.add(name)
        if self.player != "you":
            out.add(self.player)
        return frozenset(out)

    def describe(self) -> str:
        """``'Add {B}{B}{B}.'``, ``'+1: Add {R}{R}.'``, with an additional cost sentence before a spell's effect;
        ``'{T}: Target player adds one mana of any color.'``."""
        adds = self.output.describe()
        if self.player == "target player" and "Add " in adds:  # "Choose a color. Target player adds …"
            adds = adds.replace("Add ", "Target player adds ", 1)
        words = " ".join([*self.targets, adds])
        for sentence in self.side_effects:
            words += " " + sentence
        if self.spend is not None:
            words += " " + self.spend.describe()
        if self.kind == "loyalty":
            sign = "+" if self.loyalty > 0 else ("\u2212" if self.loyalty < 0 else "")
            return f"{sign}{abs(self.loyalty)}: {words}"
        if self.kind == "activated":
            cost = self.additional_cost.describe() if self.additional_cost else ""
            return f"{cost}: {words}" if cost else words
        if self.additional_cost is not None:
            cost = self.additional_cost.describe()
            words = f"As an additional cost to cast this spell, {cost[:1].lower()}{cost[1:]}.\n{words}"
        return words


@dataclass(frozen=True, slots=True)
class Unsupported:
    """Text about mana that the parser did not understand; it is left out of every answer and reported.

    Parameters
    ----------
    text : str
        The text, quoted as printed.
    reason : str
        A few words on what was not understood.
    """

    text: str
    reason: str = "not understood"


@dataclass(frozen=True, slots=True)
class ParsedCard:
    """What the parser understood of one card (one face).

    Parameters
    ----------
    name : str
    mana_abilities : tuple of ManaAbility
        Printed and intrinsic (CR 305.6) mana abilities.
    tapped_damage : int
        "Whenever <this> becomes tapped, it deals N damage to you" (City of Brass): life lost on each tap.
    unsupported : tuple of Unsupported
        Every piece of mana text not understood.
    effects : tuple
        Effects on mana that are not mana abilities: land types, granted abilities, triggered mana, replacement
        effects, untap abilities (values of :mod:`manaplan.models.effects`).
    mana_effects : tuple of ManaEffect
        Mana added by the card's spell effect or its loyalty abilities: not mana abilities (CR 605.5).
    """

    name: str
    mana_abilities: tuple[ManaAbility, ...] = ()
    tapped_damage: int = 0
    unsupported: tuple[Unsupported, ...] = field(default=())
    effects: tuple = field(default=())
    mana_effects: tuple[ManaEffect, ...] = field(default=())

    @property
    def fully_understood(self) -> bool:
        """True when no mana text was left unsupported."""
        return not self.unsupported

    def could_produce(self) -> frozenset[ManaType]:
        """Types the card's own abilities could produce (CR 106.7), before effects of other permanents."""
        return frozenset(t for a in self.mana_abilities for t in a.could_produce())

