"""Classes of mana: the :class:`~manaplan.solver.core.mana.UnitStrategy` of ``produce``.

Mana is counted in *classes*: the set of types a unit may still become (``{W, U}`` for a "WU" unit, ``{G}`` for a
Forest's), and whether a spending restriction holds it (such mana counts in every figure but pays no cost here — a
sound simplification: the model never spends restricted mana on other abilities). A slot of several mana of one type
chosen from several (Gilded Lotus) is realised as a type in the model. A use adding two mana of two single types (a
Signet's ``{W}{U}``) may *split* its pair: one of the two pays a generic cost or a hybrid of the two types in a later
layer (a *spare* half, a transient kind: it pays nothing else and is never left over), and what is left is one ``WU``
unit — which of the two paid is the player's choice when paying, so one pool stands for the permutations of concrete
leftovers it dominates. A doubling of the pool first fixes each unit of several types to one of them, then adds as
much again of each (:mod:`~manaplan.solver.core.doubling`, "Doubling the pool").

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> from manaplan.solver.effective import effective_board
>>> from manaplan.solver.produce.model import production_board
>>> units = ClassUnits(production_board(effective_board(parse_inline("Forest, Azorius Signet"))))
>>> [units.label(k) for k in units.kinds], [units.label(k) for k in units.transient]
(['W', 'U', 'G', 'WU'], ['spare WU'])
"""

from __future__ import annotations

from collections import Counter

from ...models.mana import ALL_TYPES, ManaType
from ..core.activations import SourceGroup
from ..core.lexico import Lin
from ..core.mana import ManaModel, Sink
from ..core.units import paying_types

__all__ = ["ClassUnits", "SPARE", "halvable", "class_types"]

_ALL = frozenset(ALL_TYPES)

#: The mark of the class of the other half of a split pair: it pays a cost that either of the pair's types pays
#: (generic, a hybrid of the two) and nothing else, and is never left over.
SPARE = "spare"


def _order(t: ManaType) -> int:
    return t.order


def halvable(bag) -> frozenset[ManaType] | None:
    """The two types of a bag of two single mana of two single types (a Signet's ``{W}{U}``), else None."""
    slots = list(bag)
    if len(slots) != 2 or any(s.size != 1 or len(s.types) != 1 for s in slots):
        return None
    pair = slots[0].types | slots[1].types
    return pair if len(pair) == 2 else None


def class_types(cls: tuple) -> frozenset[ManaType]:
    """The types that pay a base class of :func:`~manaplan.solver.core.symbols.symbol_options`.

    Raises
    ------
    ValueError
        For ``{S}``, which classes do not track (the builder leaves abilities whose cost has it out of ``produce``).
    """
    if cls[0] == "any":
        return _ALL
    if cls[0] == "type":
        return frozenset({cls[1]})
    if cls[0] == "pair":
        return frozenset(cls[1:])
    raise ValueError("{S} in a cost is not paid by produce's classes (the builder leaves such abilities out)")


class ClassUnits:
    """Mana as classes (see the module notes).

    Parameters
    ----------
    pb : ProductionBoard

    Attributes
    ----------
    kinds : tuple of (frozenset of ManaType, bool)
        (types, restricted) for every class the pool may hold: the board's classes, the pairs a split leaves, and
        with a doubling of the pool the single types it adds.
    transient : tuple of (frozenset of ManaType, str)
        (pair, :data:`SPARE`): the spare half of each pair that may be split.
    doublers : list of Use
        The uses that double the pool (they add nothing themselves).
    acts : dict of (use index, time) to Lin
        The activations of each of ``pb``'s uses at a time (the sum of its members').
    """

    def __init__(self, pb):
        self.pb = pb
        classes = list(pb.classes)
        for u in pb.uses:
            if u.usable and not u.restricted:
                for bag in u.output.options:
                    pair = halvable(bag)
                    if pair is not None and (pair, False) not in classes:
                        classes.append((pair, False))
        self.doublers = [u for u in pb.uses if u.usable and any(pb.core.uses[i].doubles for i in u.members)]
        if self.doublers:  # a doubling adds unrestricted mana of each type the pool may hold (CR 701.9f)
            kinds = {t for types, _ in classes for t in types} | {t for c in pb.pool for t in c[0]}
            fixed = {(frozenset({t}), r) for types, r in classes if len(types) > 1 for t in types}
            classes += sorted(({(frozenset({t}), False) for t in kinds} | fixed) - set(classes),
                              key=lambda c: (c[1], next(iter(c[0])).order))
        self.kinds = tuple(classes)
        self.transient = tuple(sorted({(halvable(bag), SPARE) for u in pb.uses if u.usable and not u.restricted
                                       for bag in u.output.options if halvable(bag) is not None},
                                      key=lambda c: sorted(t.order for t in c[0])))
        self.pool = pb.pool
        self.restricted = False  # restricted classes pay no cost here
        self.acts: dict[tuple[int, int], Lin] = {}

    def label(self, kind) -> str:
        """``'WU'``, ``'C*'`` (restricted), ``'spare WU'``."""
        types, mark = kind
        letters = "".join(t.value for t in sorted(types, key=_order))
        return f"spare {letters}" if mark == SPARE else letters + ("*" if mark else "")

    def on_activation(self, mm: ManaModel, use, t: int, var: int) -> None:
        """Nothing: a use's output is chosen in :meth:`add_production`."""

    def add_production(self, mm: ManaModel) -> None:
        """Per use of the production board and time: which of its options each activation takes, a slot of several
        mana of several types split into types, and how many of its pairs are split."""
        table = mm.table
        for u in self.pb.uses:
            for t in mm.times:
                keys = [(c, t) for c in u.members if (c, t) in mm.x]
                if not keys:
                    continue
                xv = Lin({mm.x[k]: 1 for k in keys})
                self.acts[u.index, t] = xv
                if u not in self.doublers:  # a doubling's mana is the pool's (core.doubling)
                    self._production(mm, u, t, xv, table.upper(xv))

    def _production(self, mm: ManaModel, u, t: int, xv: Lin, top: int) -> None:
        table = mm.table

        def made(kind) -> Lin:
            return mm.prod.setdefault((t, kind), Lin())

        options = u.output.options
        if not options:  # an untap alone adds nothing (:data:`~manaplan.solver.core.untappers.RETAP`)
            return
        if len(options) == 1:
            ys = [xv]
        else:
            ys = [Lin({table.int_var(0, max(0, top), f"y[{u.label}|{o}|{t}]"): 1}) for o in range(len(options))]
            table.add_eq(Lin.total(ys), xv)
        for o, (bag, yv) in enumerate(zip(options, ys)):
            slots = Counter(bag)
            for si, (slot, mult) in enumerate(slots.items()):
                if slot.size > 1 and len(slot.types) > 1:
                    zs = Lin()
                    for typ in sorted(slot.types, key=_order):
                        z = table.int_var(0, max(0, top * mult), f"z[{u.label}|{o}|{si}|{typ.value}|{t}]")
                        zs.add(z)
                        made((frozenset({typ}), u.restricted)).add(z, slot.size)
                    table.add_eq(zs, Lin().add_lin(yv, mult))
                else:
                    made((slot.types, u.restricted)).add_lin(yv, slot.size * mult)
            pair = None if u.restricted else halvable(bag)
            if pair is not None:
                h = table.int_var(0, max(0, top), f"split[{u.label}|{o}|{t}]")
                table.add_le(Lin({h: 1}).add_lin(yv, -1), 0)
                for typ in pair:
                    made((frozenset({typ}), False)).add(h, -1)
                made((pair, False)).add(h)
                made((pair, SPARE)).add(h)

    def payers(self, cls: tuple, sink: Sink) -> list:
        """The unrestricted classes that may be a type the class takes (with the sink's permissions), then the
        spare halves of pairs whose both types it takes."""
        allowed = paying_types(class_types(cls), sink.permits)
        eligible = [c for c in self.kinds if not c[1] and c[0] & allowed]
        if not eligible:
            return []
        return eligible + [s for s in self.transient if s[0] <= allowed]

    def doubled(self, mm: ManaModel, group: SourceGroup, kind, out: int, t: int, label: str) -> dict:
        """A class of one type: as much again, unrestricted. A class of several: its units fixed to one type each
        (the original keeps its restriction), then as much again of each, unrestricted."""
        types, restricted = kind
        if len(types) == 1:
            return {(types, False): Lin({out: 1})}
        table = mm.table
        adds = {kind: Lin({out: -1})}
        fixed = Lin()
        for typ in sorted(types, key=_order):
            z = table.int_var(0, table.ub[out], f"fixed[{label}|{typ.value}|t{t}]")
            fixed.add(z)
            adds.setdefault((frozenset({typ}), restricted), Lin()).add(z)
            adds.setdefault((frozenset({typ}), False), Lin()).add(z)
        table.add_eq(fixed, Lin({out: 1}))
        return adds
