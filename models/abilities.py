"""Abilities are data: what a mana ability costs and what it adds (DESIGN.md "Abilities are data").

The oracle parser (:mod:`manaplan.models.oracle`) turns card text into these values; the solver reads only these
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
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Union

from manaplan.models.costs import ManaCost
from manaplan.models.mana import COLORS, ManaType, sort_types

__all__ = [
    "PermanentFilter",
    "ActivationCost",
    "Produce",
    "ManaOutput",
    "ManaAbility",
    "Unsupported",
    "ParsedCard",
    "mana_text",
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
    """

    card_types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    another: bool = False
    untapped: bool = False
    text: str = ""

    def matches(self, card_types: frozenset[str] | set[str], subtypes: frozenset[str] | set[str]) -> bool:
        """Whether a permanent with these card types and subtypes is of this kind (``another``/``untapped``
        are the caller's to check: they depend on the board)."""
        if self.card_types and not (self.card_types & set(card_types)):
            return False
        if self.subtypes and not (self.subtypes & set(subtypes)):
            return False
        return True


@dataclass(frozen=True, slots=True)
class ActivationCost:
    """The activation cost of an ability (CR 602.1a, 107.5, 107.6).

    Parameters
    ----------
    tap : bool
        ``{T}``: tap this permanent (it must be untapped; creatures: CR 302.6).
    untap : bool
        ``{Q}``: untap this permanent (it must be tapped; creatures: CR 302.6).
    mana : ManaCost
        Mana to pay, paid from mana made earlier (no self-funding).
    life : int
        "Pay N life" (CR 119.4: only with at least N life).
    sacrifice_self : bool
        "Sacrifice this …" / "Sacrifice <its name>".
    sacrifices : tuple of PermanentFilter
        Other permanents to sacrifice, one per entry.
    remove_counters : tuple of (str, int)
        "Remove N <kind> counters from this …": (kind, N).
    """

    tap: bool = False
    untap: bool = False
    mana: ManaCost = ManaCost(())
    life: int = 0
    sacrifice_self: bool = False
    sacrifices: tuple[PermanentFilter, ...] = ()
    remove_counters: tuple[tuple[str, int], ...] = ()

    @property
    def is_free(self) -> bool:
        """True when the cost asks for nothing at all."""
        return self == ActivationCost()

    def describe(self) -> str:
        """The cost in printed form: ``'{1}, {T}, Sacrifice this artifact'``."""
        parts: list[str] = []
        if self.mana:
            parts.append(self.mana.text)
        if self.tap:
            parts.append("{T}")
        if self.untap:
            parts.append("{Q}")
        if self.life:
            parts.append(f"Pay {self.life} life")
        for kind, n in self.remove_counters:
            parts.append(f"Remove {_count_word(n)} {kind} counter{'s' if n != 1 else ''} from this permanent")
        if self.sacrifice_self:
            parts.append("Sacrifice this permanent")
        for f in self.sacrifices:
            parts.append(f"Sacrifice {f.text}")
        return ", ".join(parts)


def _count_word(n: int) -> str:
    return {1: "a", 2: "two", 3: "three", 4: "four", 5: "five"}.get(n, str(n))


@dataclass(frozen=True, slots=True)
class Produce:
    """What a mana ability adds: exactly one of ``choices``, chosen as the ability resolves (CR 106.4).

    Each choice is a combination of mana in WUBRGC order: ``Add {R} or {G}`` is ``(('R',), ('G',))``
    (as ManaTypes), ``Add {W}{W}, {W}{U}, or {U}{U}`` has three choices of two mana, ``Add two mana of any
    one color`` five choices of two, ``Add {C}{C}`` one choice.
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
    def any_color(cls, amount: int = 1) -> Produce:
        """``amount`` mana of any one colour (``Add two mana of any one color``)."""
        return cls(tuple((c,) * amount for c in COLORS))

    @property
    def amount(self) -> int:
        """How much mana the ability adds (the largest choice)."""
        return max((len(c) for c in self.choices), default=0)

    def could_produce(self) -> frozenset[ManaType]:
        """The types this output could produce (CR 106.7), before replacement effects."""
        return frozenset(t for c in self.choices for t in c)

    def describe(self) -> str:
        """Plain words in oracle style: ``'Add {R} or {G}.'``."""
        ch = self.choices
        if len(ch) == 5 and set(ch) == {(c,) * len(ch[0]) for c in COLORS}:
            n = len(ch[0])
            return "Add one mana of any color." if n == 1 else f"Add {_count_word(n)} mana of any one color."
        texts = [mana_text(c) for c in ch]
        if len(texts) == 1:
            return f"Add {texts[0]}."
        if len(texts) == 2:
            return f"Add {texts[0]} or {texts[1]}."
        return "Add " + ", ".join(texts[:-1]) + f", or {texts[-1]}."


# Later issues add outputs (any combination, counted amounts, could-produce reflections); the solver dispatches
# on the class.
ManaOutput = Union[Produce]


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
    """

    cost: ActivationCost
    output: ManaOutput
    damage_to_you: int = 0
    text: str = ""
    intrinsic: bool = False
    sacrifice_if_no_counters: str = ""

    def could_produce(self) -> frozenset[ManaType]:
        """Types this ability could produce (CR 106.7), before effects of other permanents."""
        return self.output.could_produce()

    def describe(self) -> str:
        """The ability in oracle-like words, built from the values (not copied from the text)."""
        cost = self.cost.describe()
        words = self.output.describe()
        if self.damage_to_you:
            words += f" This deals {self.damage_to_you} damage to you."
        if self.sacrifice_if_no_counters:
            words += f" If there are no {self.sacrifice_if_no_counters} counters on this permanent, sacrifice it."
        return f"{cost}: {words}" if cost else words


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
    """

    name: str
    mana_abilities: tuple[ManaAbility, ...] = ()
    tapped_damage: int = 0
    unsupported: tuple[Unsupported, ...] = field(default=())

    @property
    def fully_understood(self) -> bool:
        """True when no mana text was left unsupported."""
        return not self.unsupported

    def could_produce(self) -> frozenset[ManaType]:
        """Types the card's own abilities could produce (CR 106.7), before effects of other permanents."""
        return frozenset(t for a in self.mana_abilities for t in a.could_produce())

