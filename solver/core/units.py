"""Concrete units: the :class:`~manaplan.solver.core.mana.UnitStrategy` of ``pay`` and ``turn``.

Mana is counted in :class:`~manaplan.solver.core.values.Unit` kinds: a type, whether a snow source made it
(``{S}``, CR 107.4h), and the spending restriction it carries (CR 106.6). Each activation of a use with several
outputs chooses one of its concrete combinations (a variable per combination: ``y``), so the plan can name every
unit; a restricted unit pays only what its restriction allows; the spending permissions in force (CR 609.4b) widen
(Chromatic Orrery) or narrow (Celestial Dawn) which units pay a coloured symbol; a doubling of the pool adds, for
each unit in the pool, one more of its type (:func:`~manaplan.solver.core.values.doubled_unit`).

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> from manaplan.solver.core.activations import activation_board
>>> from manaplan.solver.effective import effective_board
>>> units = ConcreteUnits(activation_board(effective_board(parse_inline("Forest, Mishra's Workshop"))))
>>> units.kinds, units.restricted
((Unit(G), Unit(C, restricted)), True)
"""

from __future__ import annotations

from ...models.mana import ALL_TYPES, ManaType
from .activations import PaymentBoard, SourceGroup, Unit, class_accepts, doubled_unit, unit_of
from .lexico import Lin
from .mana import ManaModel, Sink
from ..rules.spending import permitted

__all__ = ["ConcreteUnits", "accepts", "paying_types"]


def accepts(cls: tuple, unit: Unit, permits: tuple[object, ...]) -> bool:
    """Whether a unit may pay a base class, with the spending permissions of the sink (CR 609.4b): Chromatic
    Orrery's "as though it were mana of any color" lets any unit pay a coloured class; Celestial Dawn's "other mana
    only as though it were colorless" keeps other units off coloured ones.

    >>> from manaplan.models.effects import SpendAsThough
    >>> from manaplan.models.mana import ManaType as T
    >>> accepts(("type", T.W), Unit(T.C), ()), accepts(("type", T.W), Unit(T.C), (SpendAsThough(),))
    (False, True)
    """
    if permits and cls[0] in ("type", "pair"):
        verdict = permitted(cls[1:], unit.type, permits)
        if verdict is not None:
            return verdict
    return class_accepts(cls, unit)


def paying_types(types: frozenset[ManaType], permits: tuple[object, ...]) -> frozenset[ManaType]:
    """The types of mana that pay a symbol only mana of ``types`` pays, under the spending permissions ``permits``
    (CR 609.4b): Chromatic Orrery's "as though it were mana of any color" widens a coloured symbol's to every type,
    Celestial Dawn's "other mana only as though it were colorless" narrows them. Generic (every type) is unchanged.

    >>> from manaplan.models.effects import SpendAsThough
    >>> from manaplan.models.mana import ManaType as T
    >>> sorted(t.value for t in paying_types(frozenset({T.W}), (SpendAsThough(),)))
    ['B', 'C', 'G', 'R', 'U', 'W']
    """
    if not permits or not types or types == frozenset(ALL_TYPES):
        return types
    key = tuple(t for t in ALL_TYPES if t in types)
    return frozenset(t for t in ALL_TYPES if (v := permitted(key, t, permits)) is True or (v is None and t in types))


class ConcreteUnits:
    """Mana as concrete units (see the module notes).

    Parameters
    ----------
    pb : PaymentBoard

    Attributes
    ----------
    y : dict of (use index, choice index, time) to var
        Of the activations of a use with several outputs, how many chose each output.
    """

    def __init__(self, pb: PaymentBoard):
        self.pb = pb
        self.kinds: tuple[Unit, ...] = pb.units
        self.transient: tuple[Unit, ...] = ()
        self.pool: dict[Unit, int] = pb.pool
        self.restricted = any(unit.restriction is not None for unit in pb.units)
        self.y: dict[tuple[int, int, int], int] = {}

    def label(self, kind: Unit) -> str:
        """``'Unit(G, snow)'``."""
        return str(kind)

    def on_activation(self, mm: ManaModel, use, t: int, var: int) -> None:
        """The output each activation chooses, for a use with several."""
        if len(use.choices) > 1:
            total = Lin()
            for m in range(len(use.choices)):
                y = mm.table.int_var(0, use.cap, f"y[{use.label}|m{m}|t{t}]")
                self.y[use.index, m, t] = y
                total.add(y)
            mm.table.add_eq(total, Lin({var: 1}))

    def add_production(self, mm: ManaModel) -> None:
        """Each combination chosen adds its units."""
        for use in mm.pb.uses:
            if not use.usable:
                continue
            group = mm.pb.groups[use.group]
            for t in mm.times:
                var = mm.x.get((use.index, t))
                if var is None:
                    continue
                for m, combo in enumerate(use.choices):
                    count_var = self.y[use.index, m, t] if len(use.choices) > 1 else var
                    for mana_type in sorted(set(combo), key=lambda t: t.order):
                        unit = unit_of(group, use.ability, mana_type)
                        mm.prod.setdefault((t, unit), Lin()).add(count_var, combo.count(mana_type))

    def payers(self, cls: tuple, sink: Sink) -> list[Unit]:
        """The units of the type (and snow) the class takes, with the sink's permissions, whose restriction allows
        the sink's purpose."""
        return [u for u in self.kinds if accepts(cls, u, sink.permits) and u.pays_for(sink.purpose)]

    def doubled(self, mm: ManaModel, group: SourceGroup, kind: Unit, out: int, t: int, label: str) -> dict:
        """One more unit of the same type, unrestricted, snow from a snow source."""
        return {doubled_unit(group, kind): Lin({out: 1})}
