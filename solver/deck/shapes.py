"""Cost shapes: what a spell's mana cost asks of one-mana sources, and the matching check that decides it.

Every game asks one question per *shape*, not per spell: Lightning Bolt and Burst Lightning are both "one red";
``{1}{R}{R}`` is one generic and two red whatever the card. A :class:`Demand` is a multiset of symbol classes, each
a bit mask of the kinds of mana that pay it (:data:`BITS`: the five colours, colorless and snow); a generic symbol
is paid by any mana (:data:`ANY`). A cost with a choice in it (``{2/W}``: one white or two of anything) has one
demand per way of paying; its :class:`CostShape` is castable when any of them is.

How the symbols of CR 107.4 become demands (X is 0, as ``turn`` casts it):

- ``{W}`` ... ``{G}``: that colour; ``{C}``: colorless mana specifically; ``{S}``: mana from a snow source (a snow
  land's mana carries the snow bit beside its colour, so one mana pays ``{G}`` or ``{S}``, never both);
- ``{W/U}``: either colour; ``{2/W}``: white, or two generic (two demands);
- ``{W/P}`` and ``{G/W/P}``: nothing, for 2 life each is always there to pay them (life 20, at most ten such
  symbols on a card, CR 119.4 allows paying life down to 0);
- generic ``{N}``: N of :data:`ANY`.

:func:`payable` decides whether sources that each make one mana of a fixed set of kinds can pay a demand: a
bipartite supply and demand problem, decided by Hall's condition over the demand's classes (Gale 1957): for every
set X of classes, the symbols of X number at most the sources that can pay some class of X.

Examples
--------
>>> from manaplan.models.costs import ManaCost
>>> shape = shape_of(ManaCost.parse("{1}{R}{R}"))
>>> shape.mana_value, [d.total for d in shape.demands]
(3, [3])
>>> mountains, islands = BITS["R"], BITS["U"]
>>> payable(shape.demands[0], (2, 1), (mountains, islands)), payable(shape.demands[0], (1, 2), (mountains, islands))
(True, False)

References
----------
D. Gale, "A theorem on flows in networks", Pacific J. Math. 7 (1957) 1073–1082 (supply and demand).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations, product

from ...models.costs import ManaCost, SymbolKind

__all__ = ["BITS", "ANY", "Demand", "CostShape", "shape_of", "payable", "mask_of"]

#: The bit of each kind of mana in a mask: the five colours, colorless, and snow (carried beside the type).
BITS = {"W": 1, "U": 2, "B": 4, "R": 8, "G": 16, "C": 32, "S": 64}
#: What pays a generic symbol: any mana.
ANY = 127


def mask_of(letters: str) -> int:
    """The mask of mana kinds named by ``letters`` (``'WU'`` → 3).

    >>> mask_of("WU"), mask_of("")
    (3, 0)
    """
    out = 0
    for letter in letters:
        out |= BITS[letter]
    return out


@dataclass(frozen=True, slots=True)
class Demand:
    """One way of paying a cost: symbol classes and how many symbols of each.

    Parameters
    ----------
    classes : tuple of (int, int)
        ``(mask, count)`` pairs, masks distinct, sorted; generic symbols are the class :data:`ANY`.
    """

    classes: tuple[tuple[int, int], ...]
    #: For each nonempty set of classes: the union of their masks and their number of symbols (Hall's condition
    #: is checked on these); computed once.
    subsets: tuple[tuple[int, int], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        out = []
        for size in range(1, len(self.classes) + 1):
            for chosen in combinations(self.classes, size):
                union = 0
                for mask, _ in chosen:
                    union |= mask
                out.append((union, sum(count for _, count in chosen)))
        object.__setattr__(self, "subsets", tuple(out))

    @property
    def total(self) -> int:
        """The number of one-mana sources it takes."""
        return sum(count for _, count in self.classes)

    def less(self, mask: int) -> Demand:
        """This demand with one symbol of the class ``mask`` paid."""
        return Demand(tuple((m, c - (m == mask)) for m, c in self.classes if c - (m == mask) > 0))


@dataclass(frozen=True, slots=True)
class CostShape:
    """What a cost asks of one-mana sources: its demands (any one of them will do) and its mana value.

    Two spells with the same shape are the same question in every game.
    """

    demands: tuple[Demand, ...]
    mana_value: int

    @property
    def fewest(self) -> int:
        """The fewest sources any of its demands takes."""
        return min(d.total for d in self.demands)


def shape_of(cost: ManaCost) -> CostShape:
    """The shape of ``cost`` with X = 0.

    Examples
    --------
    >>> from manaplan.models.costs import ManaCost
    >>> [d.classes for d in shape_of(ManaCost.parse("{2/W}{U/B}")).demands]
    [((1, 1), (6, 1)), ((6, 1), (127, 2))]
    >>> shape_of(ManaCost.parse("{G/P}{1}")).demands[0].classes, shape_of(ManaCost.parse("{X}{X}")).mana_value
    (((127, 1),), 0)
    """
    fixed: dict[int, int] = {}
    choices: list[tuple[tuple[int, int], ...]] = []  # (mask, count) options of each choice symbol
    for symbol in cost:
        kind = symbol.kind
        if kind is SymbolKind.GENERIC:
            if symbol.amount:
                fixed[ANY] = fixed.get(ANY, 0) + symbol.amount
        elif kind is SymbolKind.COLORED or kind is SymbolKind.HYBRID:
            mask = mask_of("".join(c.value for c in symbol.colors))
            fixed[mask] = fixed.get(mask, 0) + 1
        elif kind is SymbolKind.COLORLESS:
            fixed[BITS["C"]] = fixed.get(BITS["C"], 0) + 1
        elif kind is SymbolKind.SNOW:
            fixed[BITS["S"]] = fixed.get(BITS["S"], 0) + 1
        elif kind is SymbolKind.MONO_HYBRID:
            choices.append(((mask_of(symbol.colors[0].value), 1), (ANY, symbol.amount)))
        # X is 0; Phyrexian symbols are paid with life
    demands: list[Demand] = []
    for picked in product(*choices):
        classes = dict(fixed)
        for mask, count in picked:
            classes[mask] = classes.get(mask, 0) + count
        demand = Demand(tuple(sorted((m, c) for m, c in classes.items() if c)))
        if demand not in demands:
            demands.append(demand)
    return CostShape(tuple(demands), cost.mana_value)


def payable(demand: Demand, supply: tuple[int, ...], masks: tuple[int, ...]) -> bool:
    """Whether sources can pay ``demand``, each making one mana of one of the kinds of its mask.

    Parameters
    ----------
    demand : Demand
    supply : tuple of int
        How many sources there are of each kind of source.
    masks : tuple of int
        What each kind of source can make (parallel to ``supply``).

    Returns
    -------
    bool
        Hall's condition for every set of the demand's classes.

    Examples
    --------
    >>> from manaplan.models.costs import ManaCost
    >>> ww_u = shape_of(ManaCost.parse("{W}{W}{U}")).demands[0]
    >>> plains, island, tundra = BITS["W"], BITS["U"], BITS["W"] | BITS["U"]
    >>> payable(ww_u, (1, 1, 1), (plains, island, tundra)), payable(ww_u, (0, 2, 1), (plains, island, tundra))
    (True, False)
    """
    for union, needed in demand.subsets:
        have = 0
        for count, mask in zip(supply, masks):
            if count and mask & union:
                have += count
        if have < needed:
            return False
    return True
