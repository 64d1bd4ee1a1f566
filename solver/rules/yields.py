"""What one activation adds, symbolically: alternatives of bags of slots, and the algebra effects need.

A :class:`Slot` is ``size`` mana of one type chosen from ``types`` as it is made: ``Slot({W, U})`` is one mana that
may be W or U; ``Slot({W, U, B, R, G}, 2)`` is two mana of one colour (Gilded Lotus's "three mana of any one colour"
is size 3). A bag is a tuple of slots made together; a :class:`Yield` is the alternatives (the player picks one as
the ability resolves). Every output of the parser has an exact Yield:

=========================================  =============================================================
output                                      yield
=========================================  =============================================================
``{G}``                                     ``[G]``
``{R} or {G}``                              ``[RG]``
``{W}{W}, {W}{U}, or {U}{U}``               ``[WU, WU]``
``two mana of any one color``               ``[WUBRG×2]``
``five mana in any combination of colors``  ``[WUBRG, WUBRG, WUBRG, WUBRG, WUBRG]``
``{C} or {W}{U}``                           ``[C] | [W, U]`` (two alternatives)
=========================================  =============================================================

so big outputs stay small (seven Cascading Cataracts are thirty-five slots, not 126⁷ combinations). Replacement
effects (CR 106.12b) map yields to yields — :func:`multiply` ("twice as much of that mana"), :func:`retype` ("{U}
instead of any other type"), :func:`exactly` ("{B} instead of any other type and amount") — and triggered mana
(CR 605.1b) adds to them — :func:`combine`, :func:`add_same_type` ("one mana of any type that land produced").

Examples
--------
>>> from manaplan.models.ability import Produce
>>> y = from_choices(Produce.one_of("R", "G").choices)
>>> y.text
'[RG]'
>>> multiply(y, 2).text, multiply(y, 2).amount
('[RG×2]', 2)
>>> add_same_type(from_choices(Produce.one_of("G").choices)).text
'[G×2]'
>>> from_choices(Produce.one_of("WW", "WU", "UU").choices).text
'[WU, WU]'
>>> sorted(len(c) for c in from_choices(Produce.one_of("WW", "WU", "UU").choices).choices())
[2, 2, 2]
"""

from __future__ import annotations

import functools
import math
import itertools
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from ...models.mana import ALL_TYPES, ManaType, sort_types, types_text

__all__ = [
    "Slot",
    "Yield",
    "NOTHING",
    "from_choices",
    "any_combination",
    "multiply",
    "retype",
    "exactly",
    "retype_choice",
    "exactly_one_of",
    "combine",
    "add_same_type",
    "bag_dominates",
    "prune",
    "class_counts",
    "counts_dominate",
    "beating_sets",
    "SUBSETS",
]

#: Every nonempty set of mana types: the Hall test of :func:`counts_dominate` runs over these.
SUBSETS: tuple[frozenset[ManaType], ...] = tuple(
    frozenset(c) for r in range(1, len(ALL_TYPES) + 1) for c in itertools.combinations(ALL_TYPES, r)
)


def _types_key(types: frozenset[ManaType]) -> tuple[int, ...]:
    return tuple(t.order for t in sort_types(types))


@dataclass(frozen=True, slots=True)
class Slot:
    """``size`` mana of one type, chosen from ``types`` when it is made."""

    types: frozenset[ManaType]
    size: int = 1

    @property
    def key(self) -> tuple:
        """Sort key: fewer types first, then WUBRGC order, then size."""
        return (len(self.types), _types_key(self.types), self.size)

    @property
    def text(self) -> str:
        """``'RG'``, ``'WUBRG×2'``."""
        return types_text(self.types) + (f"×{self.size}" if self.size != 1 else "")


Bag = tuple[Slot, ...]


def _canonical(slots: Iterable[Slot]) -> Bag:
    """Slots of one type merged (``G`` and ``G×2`` make ``G×3``), empty ones dropped, sorted."""
    single: Counter[ManaType] = Counter()
    rest: list[Slot] = []
    for s in slots:
        if s.size <= 0 or not s.types:
            continue
        if len(s.types) == 1:
            (t,) = s.types
            single[t] += s.size
        else:
            rest.append(s)
    out = [Slot(frozenset({t}), n) for t, n in single.items()] + rest
    return tuple(sorted(out, key=lambda s: s.key))


@dataclass(frozen=True, slots=True)
class Yield:
    """The alternatives an activation may add: one bag of slots is chosen as the ability resolves.

    ``options`` are canonical (sorted, no duplicates); ``Yield(())`` adds nothing (see :data:`NOTHING`).
    """

    options: tuple[Bag, ...]

    @classmethod
    def of(cls, options: Iterable[Iterable[Slot]]) -> Yield:
        """A yield from bags in any form (made canonical; duplicate bags and empty bags among others dropped)."""
        bags = {_canonical(b) for b in options}
        if len(bags) > 1:
            bags.discard(())
        return cls(tuple(sorted(bags, key=lambda b: (-_amount(b), [s.key for s in b]))))

    @property
    def amount(self) -> int:
        """The most mana one activation adds."""
        return max((_amount(b) for b in self.options), default=0)

    @property
    def min_amount(self) -> int:
        """The least mana one activation adds."""
        return min((_amount(b) for b in self.options), default=0)

    def types(self) -> frozenset[ManaType]:
        """Every type it could add (CR 106.7 for the ability alone)."""
        return frozenset(t for b in self.options for s in b for t in s.types)

    @property
    def empty(self) -> bool:
        """It adds no mana whatever is chosen (CR 106.5)."""
        return self.amount == 0

    def choices(self, limit: int | None = None) -> tuple[tuple[ManaType, ...], ...]:
        """Every combination of concrete mana it may add, in WUBRGC order, without duplicates.

        Parameters
        ----------
        limit : int, optional
            Stop after this many (the result is then cut).
        """
        seen: dict[tuple[ManaType, ...], None] = {}
        for bag in self.options:
            per_slot = [[(t,) * s.size for t in sort_types(s.types)] for s in bag]
            for pick in itertools.product(*per_slot):
                combo = tuple(sort_types(t for part in pick for t in part))
                seen.setdefault(combo, None)
                if limit is not None and len(seen) >= limit:
                    return tuple(seen)
        return tuple(seen)

    def count_choices(self) -> int:
        """How many concrete combinations :meth:`choices` would list, at most (duplicates counted)."""
        total = 0
        for bag in self.options:
            n = 1
            for s in bag:
                n *= len(s.types)
            total += n
        return total

    @property
    def text(self) -> str:
        """``'[RG]'``, ``'[C] | [W, U]'``; ``'[]'`` for nothing."""
        if not self.options:
            return "[]"
        return " | ".join("[" + ", ".join(s.text for s in b) + "]" for b in self.options)


def _amount(bag: Bag) -> int:
    return sum(s.size for s in bag)


#: A yield that adds nothing.
NOTHING = Yield(())


def from_choices(choices: Iterable[Iterable[ManaType]]) -> Yield:
    """The exact yield of a list of concrete choices (a :class:`~manaplan.models.ability.Produce`'s).

    Choices of one length ``n`` that are every multiset of ``n`` over their types become ``n`` slots of those
    types; choices that are ``n`` of one type each (``two mana of any one color``) become one slot of size ``n``;
    anything else stays one alternative per choice.

    Examples
    --------
    >>> from manaplan.models.mana import COLORS
    >>> from_choices([(c, c) for c in COLORS]).text
    '[WUBRG×2]'
    >>> from_choices([(ManaType.C,), (ManaType.W, ManaType.U)]).text
    '[W, U] | [C]'
    """
    if type(choices) is tuple:  # a Produce's choices: already a tuple of tuples (the cache takes it as it is)
        try:
            return _from_choices(choices)
        except TypeError:  # an unhashable choice inside
            pass
    return _from_choices(tuple(tuple(c) for c in choices))


@functools.lru_cache(maxsize=4096)
def _from_choices(choices: tuple[tuple[ManaType, ...], ...]) -> Yield:
    """:func:`from_choices` of a tuple of tuples, remembered (every Forest on a board has the same choices)."""
    combos = {tuple(sort_types(c)) for c in choices}
    combos.discard(())
    if not combos:
        return NOTHING
    lengths = {len(c) for c in combos}
    if len(lengths) == 1:
        (n,) = lengths
        types = frozenset(t for c in combos for t in c)
        # every multiset of n over the types, counted rather than listed: listing them is C(n+k-1, k-1) tuples
        # (4.6 million for "100 mana of any one color"), and the distinct sorted combos are among them already
        if len(combos) == math.comb(n + len(types) - 1, len(types) - 1):
            return Yield.of([[Slot(types)] * n])
        if all(len(set(c)) == 1 for c in combos) and len(combos) > 1:
            return Yield.of([[Slot(frozenset(c[0] for c in combos), n)]])
    return Yield.of([[Slot(frozenset({t})) for t in c] for c in combos])


def any_combination(amount: int, types: frozenset[ManaType]) -> Yield:
    """``amount`` mana in any combination of ``types``: ``amount`` slots of ``types``."""
    if amount <= 0 or not types:
        return NOTHING
    return Yield.of([[Slot(frozenset(types))] * amount])


def multiply(y: Yield, factor: int) -> Yield:
    """"It produces twice (three times) as much of that mana instead": every slot ``factor`` times as big (the
    extra mana is of the type chosen for the slot)."""
    return Yield.of([[Slot(s.types, s.size * factor) for s in b] for b in y.options])


def retype(y: Yield, to: ManaType) -> Yield:
    """"It produces {U} instead of any other type": the same amount, all of type ``to``."""
    return Yield.of([[Slot(frozenset({to}), s.size) for s in b] for b in y.options])


def exactly(y: Yield, mana: tuple[ManaType, ...]) -> Yield:
    """"It produces {B} instead of any other type and amount": each alternative that adds mana adds ``mana``."""
    return Yield.of([[Slot(frozenset({t})) for t in mana] if _amount(b) else [] for b in y.options])


def retype_choice(y: Yield, types: frozenset[ManaType]) -> Yield:
    """"It produces mana of a color of your choice instead of any other type" (Pulse of Llanowar): the same amount,
    all of one type chosen from ``types`` (one slot per alternative; the text gives one choice, not one a mana).

    Examples
    --------
    >>> from manaplan.models.mana import COLORS
    >>> retype_choice(from_choices([(ManaType.C, ManaType.C)]), frozenset(COLORS)).text
    '[WUBRG×2]'
    """
    return Yield.of([[Slot(frozenset(types), _amount(b))] if _amount(b) else [] for b in y.options])


def exactly_one_of(y: Yield, types: frozenset[ManaType]) -> Yield:
    """"It produces one mana of a color of your choice instead of any other type and amount" (Harvest Mage): each
    alternative that adds mana adds one mana of one of ``types``."""
    return Yield.of([[Slot(frozenset(types))] if _amount(b) else [] for b in y.options])


def combine(y: Yield, extra: Yield) -> Yield:
    """Both: each alternative of ``y`` with each alternative of ``extra`` (triggered mana added to it)."""
    if not extra.options:
        return y
    if not y.options:
        return extra
    return Yield.of([a + b for a in y.options for b in extra.options])


def add_same_type(y: Yield, amount: int = 1) -> Yield:
    """"Adds one mana of any type that land produced" (Mana Flare): ``amount`` more of the type chosen for one of
    the slots — one alternative per slot enlarged. Alternatives that add nothing trigger nothing (CR 106.12a)."""
    out: list[list[Slot]] = []
    for bag in y.options:
        if not _amount(bag):
            out.append([])
            continue
        for i, s in enumerate(bag):
            out.append([*bag[:i], Slot(s.types, s.size + amount), *bag[i + 1:]])
    return Yield.of(out)


# ---------------------------------------------------------------------------------------------------- dominance
def class_counts(bag: Bag) -> Counter[frozenset[ManaType]] | None:
    """Units per class of types for a bag of one-type and size-1 slots; None when a slot is several mana of one
    type chosen from several (those compare only by equality)."""
    out: Counter[frozenset[ManaType]] = Counter()
    for s in bag:
        if s.size > 1 and len(s.types) > 1:
            return None
        out[s.types] += s.size
    return out


def counts_dominate(a: Counter, b: Counter) -> bool:
    """Whether pool ``a`` can always hold what pool ``b`` holds: for every way to choose a type for each unit of
    ``b``, ``a``'s units can be chosen to contain it.

    By Hall's theorem that is, for every set S of types, ``b``'s units that may be of a type in S are no more than
    ``a``'s (:data:`SUBSETS`, 63 sums).

    Examples
    --------
    >>> W, U = frozenset({ManaType.W}), frozenset({ManaType.U})
    >>> counts_dominate(Counter({W: 1, U: 1}), Counter({W | U: 1})), counts_dominate(Counter({W | U: 1}), Counter({W: 1}))
    (True, True)
    >>> counts_dominate(Counter({W | U: 1}), Counter({W: 1, U: 1}))
    False
    """
    for subset in SUBSETS:
        if sum(n for k, n in b.items() if k & subset) > sum(n for k, n in a.items() if k & subset):
            return False
    return True


def beating_sets(classes) -> tuple[frozenset[ManaType], ...]:
    """The sets S of :func:`counts_dominate`'s test that matter for pools of ``classes``: those whose types the
    classes connect (two types linked when one class may be both), in :data:`SUBSETS` order.

    A set S that is not connected splits into parts S1 … Sm that no class meets two of, so every pool of those
    classes has as many units that may fall in S as the sum over its parts: where ``b`` has more than ``a`` in S, it
    has more in some part. The test over the connected sets alone is the test over all 63; with one-type classes only
    it is the six single types (``a`` has at least as much of each type as ``b``).

    Parameters
    ----------
    classes : iterable of frozenset of ManaType
        Every class either pool may hold.

    Returns
    -------
    tuple of frozenset of ManaType

    Examples
    --------
    >>> W, U, G = ManaType.W, ManaType.U, ManaType.G
    >>> [types_text(s) for s in beating_sets([frozenset({W}), frozenset({U}), frozenset({G})])]
    ['W', 'U', 'B', 'R', 'G', 'C']
    >>> [types_text(s) for s in beating_sets([frozenset({W, U}), frozenset({G})]) if len(s) > 1]
    ['WU']
    """
    classes = [c for c in set(classes) if c]
    out = []
    for subset in SUBSETS:
        reached = {next(iter(sort_types(subset)))}
        grew = True
        while grew:
            grew = False
            for c in classes:
                part = c & subset
                if part and not part <= reached and part & reached:
                    reached |= part
                    grew = True
        if reached == subset:
            out.append(subset)
    return tuple(out)


def bag_dominates(a: Bag, b: Bag) -> bool:
    """Whether alternative ``a`` is always at least as good as ``b`` (see :func:`counts_dominate`)."""
    if a == b:
        return True
    ca, cb = class_counts(a), class_counts(b)
    if ca is None or cb is None:
        return False
    return counts_dominate(ca, cb)


@functools.lru_cache(maxsize=4096)
def prune(y: Yield) -> Yield:
    """The alternatives no other alternative dominates (the player never needs a dominated one)."""
    keep: list[Bag] = []
    for i, b in enumerate(y.options):
        if any(j != i and bag_dominates(a, b) and not (bag_dominates(b, a) and j > i)
               for j, a in enumerate(y.options)):
            continue
        keep.append(b)
    return Yield(tuple(keep))
