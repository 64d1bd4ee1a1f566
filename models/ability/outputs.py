"""What a mana ability adds (CR 106): a fixed :class:`Produce`, or an output that the board resolves.

Fixed or chosen as the ability resolves: :class:`Produce` ("Add {R} or {G}"), :class:`AnyCombination`,
:class:`AnyOneColor`. Fixed by the board: :class:`ChosenColor`, :class:`ChosenColors`, :class:`OwnColors`,
:class:`CommanderColor`, :class:`AmongColors`. Decided as it resolves: :class:`Chance` (a coin flip or die roll).
Read from the pool as it resolves: :class:`DoublePool` (Doubling Cube). Every output has ``could_produce()``,
``describe()`` and ``resolve(chosen=, commander=, x=)``. Outputs whose amount or type the board counts are in
:mod:`.amounts`; :class:`~manaplan.models.ability.any_output.Conditional` ("… instead"), made of two outputs of any
kind, and :data:`~manaplan.models.ability.any_output.ManaOutput`, every output, are in :mod:`.any_output`.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from ..mana import COLORS, ManaType, sort_types
from .costs import CostX, PermanentFilter
from .words import amount_word, braced_list, count_word, mana_text

__all__ = ["Produce", "AnyCombination", "AnyOneColor", "ChosenColor", "ChosenColors", "OwnColors",
           "CommanderColor", "AmongColors", "ChanceOutcome", "Chance", "DoublePool"]


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
        """No mana: the ``base`` of a :class:`~manaplan.models.ability.any_output.Conditional` that adds mana only if
        its condition holds."""
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
        n = self.amount.describe() if isinstance(self.amount, CostX) else amount_word(self.amount)
        if len(self.types) == 1:
            (t,) = self.types
            return f"Add an amount of {{{t.value}}} equal to {n}."
        if self.types == frozenset(COLORS):
            return f"Add {n} mana in any combination of colors."
        return f"Add {n} mana in any combination of {braced_list(self.types, 'and/or')}."


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
            mine = f"{amount_word(self.amount)} mana of ~'s last noted type"
            return f"Add {' or '.join([mana_text(c) for c in self.alternatives] + [mine])}."
        mine = f"{amount_word(self.amount)} mana of the chosen color"
        texts = [mana_text(c) for c in self.alternatives] + [mine]
        if len(texts) == 1:
            return f"Add {texts[0]}."
        if len(texts) == 2:
            return f"Add {texts[0]} or {texts[1]}."
        return "Add " + ", ".join(texts[:-1]) + f", or {texts[-1]}."


class _ColorsOnTheBoard:
    """What :class:`ChosenColors`, :class:`OwnColors` and :class:`AmongColors` share: one mana of a colour the board
    fixes (the permanent's ``chosen`` colours, its own colours, the colours among other permanents), so an upper
    bound of every colour without the board."""

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
        return f"Add {amount_word(self.amount)} mana of any color in your commander's color identity."


@dataclass(frozen=True, slots=True)
class AmongColors(_ColorsOnTheBoard):
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

    def with_colors(self, colors: frozenset[ManaType]) -> Produce | None:
        """The output once the colours among the fitting permanents are known; None when there are none. With
        ``each``, one mana of each of them at once."""
        if self.each:
            found = tuple(c for c in sort_types(colors) if c.is_color)
            return Produce((found,)) if found else None
        return _ColorsOnTheBoard.with_colors(self, colors)

    def describe(self) -> str:
        """``'Add one mana of any color among … you control.'``."""
        which = "each color" if self.each else "any color"
        if self.zone == "graveyard":
            return f"Add one mana of {which} among {self.filter.text or 'cards'} in your graveyard."
        return f"Add one mana of {which} among {self.filter.text or 'permanents'} you control."


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


@dataclass(frozen=True, slots=True)
class DoublePool:
    """"Double the amount of each type of mana in your mana pool." (Doubling Cube): as it resolves, you add, of each
    type, as much mana as your pool holds (CR 701.9f: "that player adds an amount of mana of that type equal to the
    amount they already have"). Its mana depends on the pool at that moment, so no fixed output
    says it: the solvers follow the pool through the plan (:mod:`manaplan.solver.pay.model`, "Doubling the pool").

    The mana added is of the pool's types only (CR 106.1b: the five colours and colorless); restrictions and riders
    of the mana already there are not types and are not copied (Doubling Cube's rulings: mana from Mishra's Workshop
    doubled is unrestricted); mana added by a snow source is snow (CR 107.4h; the rulings: a Cube that is snow adds snow mana).

    Examples
    --------
    >>> DoublePool().describe()
    'Double the amount of each type of mana in your mana pool.'
    >>> DoublePool().could_produce(), DoublePool().amount
    (frozenset(), 0)
    """

    unspent: bool = False

    @property
    def amount(self) -> int:
        """Unknown until it resolves: 0 (what it adds is the pool's)."""
        return 0

    def could_produce(self) -> frozenset[ManaType]:
        """No type of its own: it makes what the pool holds as it resolves (CR 106.7 asks what it would produce if
        it resolved now; nothing is read into that here, so a Reflecting Pool never counts on it)."""
        return frozenset()

    def resolve(self, *, chosen: ManaType | None = None, commander: frozenset[ManaType] = frozenset(),
                x: int | None = None) -> Produce | None:
        """None: the pool decides as it resolves."""
        return None

    def describe(self) -> str:
        """The printed wording (older printings: "… of unspent mana you have")."""
        if self.unspent:
            return "Double the amount of each type of unspent mana you have."
        return "Double the amount of each type of mana in your mana pool."
