"""Phase 3 of the effective board: base power and toughness set by an effect (layer 7b, CR 613.4b), and changed (layer
7c, CR 613.4c).

Humility's creatures are 1/1, a Frogified creature is a 1/1 Frog: each
:class:`~manaplan.models.effects.BasePowerToughness` in force applies, in timestamp order, the board's order (CR
613.7: of two such effects on one permanent the later wins), by its handler in :data:`LAYER_7B`, to the permanents
its scope speaks of after layer 4 (its types: :attr:`~.state.EffectState.chars`). The +1/+1 and -1/-1 counters then
apply on top of the base (layer 7c, CR 613.4c), and so does each
:class:`~manaplan.models.effects.ModifiesPowerToughness` in force ("Other Elves you control get +1/+1.": Elvish
Archdruid, :data:`LAYER_7C`; the sum does not depend on their order), and the result is the permanent's ``power``
and ``toughness`` on the board every later phase and every command reads
(:attr:`manaplan.models.board.Permanent.current_power`): one place for every reader of a power — "the greatest power
among creatures you control" (Bighorner Rancher), a sacrificed creature's power (Furgul), a filter "creature with
power 4 or greater".

A ``power:`` or ``toughness:`` the board gives is the permanent's power now, every effect applied (the board's own
word): it is kept as given. Characteristic-defining abilities (layer 7a, CR 613.4a) are not read: a printed ``*``
without ``power:`` stays unknown, unless an effect sets the base, which applies after them.

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> from manaplan.models.oracle.parser import parse_card
>>> from manaplan.solver.effective.grants import apply_grants
>>> from manaplan.solver.effective.in_force import effects_in_force
>>> from manaplan.solver.effective.land_types import apply_land_types
>>> board = parse_inline("Craterhoof Behemoth, Frogify (on=Craterhoof Behemoth#1)")
>>> state = apply_base_power_toughness(apply_grants(apply_land_types(effects_in_force(board, parse_card))))
>>> state.board.get("Craterhoof Behemoth#1").current_power, state.sized_by["Craterhoof Behemoth#1"]
(1, (('Frogify#1', 'Frogify'),))
>>> board = parse_inline("Marwyn, the Nurturer (+1/+1=2), Elvish Clancaller, Elvish Archdruid")
>>> state = apply_base_power_toughness(apply_grants(apply_land_types(effects_in_force(board, parse_card))))
>>> [state.board.get(i).current_power for i in ("Marwyn, the Nurturer#1", "Elvish Clancaller#1",
...                                               "Elvish Archdruid#1")]
[5, 2, 3]

References
----------
CR 611.3a, 613.4a-c, 613.7.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ...models.ability import Counted, PermanentCount
from ...models.board import Permanent
from ...models.effects import BasePowerToughness, ModifiesPowerToughness
from ...models.oracle.relevance import COUNTS_POWER
from ..deadline import check
from .characteristics import in_scope
from .state import EFFECTIVE, EffectState, changes
from .values import ActiveEffect, EffectiveAbility, EffectiveBoard

__all__ = ["LAYER_7B", "LAYER_7C", "apply_base_power_toughness", "with_base", "power_read", "power_gates",
           "effects_on_mana"]


def with_base(p: Permanent, power: int, toughness: int) -> Permanent:
    """``p`` with a base power and toughness set by an effect: its +1/+1 and -1/-1 counters on top (CR 613.4c); a
    ``power:`` or ``toughness:`` the board gives kept as given (its value now, every effect applied).

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> elves = parse_inline("Llanowar Elves (+1/+1=2)").permanents[0]
    >>> big = with_base(elves, 3, 3)
    >>> big.current_power, big.current_toughness
    (5, 5)
    >>> with_base(replace(elves, power=7), 1, 1).current_power
    7
    """
    bonus = p.counter("+1/+1") - p.counter("-1/-1")
    return replace(p, power=p.power if p.power is not None else power + bonus,
                   toughness=p.toughness if p.toughness is not None else toughness + bonus)


def _set_base(e: ActiveEffect, p: Permanent) -> tuple[int, int]:
    """"has base power and toughness 1/1" (:class:`BasePowerToughness`): the base it sets."""
    return e.effect.power, e.effect.toughness


#: The effects of layer 7b, by type: ``handler(effect, permanent) -> (base power, base toughness)``.
LAYER_7B: dict[type, Callable[[ActiveEffect, Permanent], tuple[int, int]]] = {
    BasePowerToughness: _set_base,
}


def _change(e: ActiveEffect, p: Permanent) -> tuple[int, int]:
    """"Other Elves you control get +1/+1" (:class:`ModifiesPowerToughness`): what it adds."""
    return e.effect.power, e.effect.toughness


#: The effects of layer 7c but counters, by type: ``handler(effect, permanent) -> (power, toughness) added``.
LAYER_7C: dict[type, Callable[[ActiveEffect, Permanent], tuple[int, int]]] = {
    ModifiesPowerToughness: _change,
}


def _changed(p: Permanent, base: tuple[int, int] | None, delta: tuple[int, int]) -> Permanent:
    """``p`` with its base (layer 7b, or printed) and ``delta`` (layer 7c) on top, counters too (:func:`with_base`); a
    printed ``*`` with no base set stays unknown, and a ``power:`` the board gives stays as given."""
    if base is None:
        if p.current_power is None or p.current_toughness is None:
            return p
        return replace(p, power=p.power if p.power is not None else p.current_power + delta[0],
                       toughness=p.toughness if p.toughness is not None else p.current_toughness + delta[1])
    return with_base(p, base[0] + delta[0], base[1] + delta[1])


def apply_base_power_toughness(state: EffectState) -> EffectState:
    """Phase 3: the board with each permanent's power and toughness after layers 7b and 7c, its counters among them
    (see the module notes); the same board when no effect sets a base or changes one."""
    active = sorted((e for e in state.effects if type(e.effect) in LAYER_7B or type(e.effect) in LAYER_7C),
                    key=lambda e: e.order)
    if not active:
        return replace(state)
    perms = state.board.permanents
    base: dict[str, tuple[int, int]] = {}
    delta: dict[str, tuple[int, int]] = {}
    touched: dict[str, dict[str, str]] = {p.id: {} for p in perms}
    for e in active:
        check(EFFECTIVE)
        for p in perms:
            if not in_scope(e.effect.scope, state.chars[p.id], p, e):
                continue
            if type(e.effect) in LAYER_7B:
                base[p.id] = LAYER_7B[type(e.effect)](e, p)  # a later timestamp wins (CR 613.7)
            else:
                dp, dt = LAYER_7C[type(e.effect)](e, p)
                before = delta.get(p.id, (0, 0))
                delta[p.id] = (before[0] + dp, before[1] + dt)
            touched[p.id][e.source] = e.name
    if not base and not delta:
        return replace(state)
    sized = tuple(_changed(p, base.get(p.id), delta.get(p.id, (0, 0))) if p.id in base or p.id in delta else p
                  for p in perms)
    return replace(state, board=replace(state.board, permanents=sized), sized_by=changes(touched))


def power_read(effective: EffectiveBoard) -> bool:
    """Whether an ability of your permanents reads a power on the battlefield (Marwyn's "equal to Marwyn's power",
    Bighorner Rancher's greatest power: :data:`~manaplan.models.oracle.relevance.COUNTS_POWER`): only then does a
    change of power and toughness (an Elf lord's +1/+1, CR 613.4c) change what an ability makes.

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> from manaplan.solver.effective import effective_board
    >>> power_read(effective_board(parse_inline("Elvish Clancaller, Marwyn, the Nurturer")))
    True
    >>> power_read(effective_board(parse_inline("Elvish Clancaller, Llanowar Elves")))
    False
    """
    return _power_in(effective, lambda a: a.ability.text or a.ability.describe())


def power_gates(effective: EffectiveBoard) -> bool:
    """Whether an ability of your permanents reads a power in its condition or cost ("Activate only if you control a
    creature with power 4 or greater", Whisperer of the Wilds), or counts the creatures of some power ("for each
    creature you control with power 4 or greater"), not only as an amount of its own: a change of power and
    toughness may then decide whether it can be activated at all, or whether a creature is counted, and a count of
    creatures does not count a non-creature anthem. Where power is read only as an amount (Marwyn's, Selvala's
    greatest power), the permanents that change it are among those the amount counts
    (:func:`~manaplan.solver.core.counts.board_reads`), and the activation models keep such a use before their removal,
    as for any count.

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> from manaplan.solver.effective import effective_board
    >>> power_gates(effective_board(parse_inline("Elvish Clancaller, Marwyn, the Nurturer")))
    False
    >>> power_gates(effective_board(parse_inline("Glorious Anthem, Whisperer of the Wilds")))
    True
    """
    return _power_in(effective, lambda a: a.ability.cost.describe() + " " + (
        a.ability.condition.describe() if a.ability.condition else "")) or any(
        v.permanent.is_yours and isinstance(a.base.output, Counted) and isinstance(a.base.output.count, PermanentCount)
        and a.base.output.count.filter.min_power for v in effective.views for a in v.abilities)


def _power_in(effective: EffectiveBoard, words: Callable[[EffectiveAbility], str]) -> bool:
    """Whether the ``words`` of an ability of your permanents speak of a power on the battlefield."""
    return any(v.permanent.is_yours and any(COUNTS_POWER.search(words(a)) for a in v.abilities)
               for v in effective.views)


def effects_on_mana(effective: EffectiveBoard) -> tuple[ActiveEffect, ...]:
    """The effects in force that may change what an ability makes: all but a change of power and toughness where no
    ability reads a power (:func:`power_read`, asked once)."""
    if not any(isinstance(e.effect, ModifiesPowerToughness) for e in effective.effects) or power_read(effective):
        return effective.effects
    return tuple(e for e in effective.effects if not isinstance(e.effect, ModifiesPowerToughness))
