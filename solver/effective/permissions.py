"""Phase 6 of the effective board: spending and casting permissions, and cost changes.

- **Spending permissions** (CR 609.4b: Chromatic Orrery, Celestial Dawn) among the effects in force, so from no
  permanent that lost its abilities (:func:`~manaplan.solver.rules.spending.permissions_in_force`).
- **Casting permissions and cost changes** (CR 601.2f, 601.3) are those of the permanents that keep the abilities of
  their text: a Vizier of the Menagerie or a Thalia under Imprisoned in the Moon gives none. They read the board's
  hand and command zone, so :attr:`~manaplan.solver.effective.values.EffectiveBoard.casting` works them out when
  first asked for; this phase notes what they need of the effects (cards in graveyards that lose all abilities).
- **Cost changes on abilities** (:data:`COST_CHANGES`): Power Artifact's "{2} less, not below one mana" on the
  enchanted artifact's abilities (CR 601.2f by CR 602.2b), Zirda's on abilities that aren't mana abilities (its
  untap abilities), Suppression Field's "{2} more unless they're mana abilities" (the untap abilities here; the
  other abilities that aren't mana abilities through :attr:`~.state.EffectState.dearer`), Vizier of Remedies'
  fewer -1/-1 counters: the increases first (CR 601.2f: "plus all … cost increases, and minus all cost
  reductions"), then in timestamp order.

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> from manaplan.models.oracle.parser import parse_card
>>> from manaplan.solver.effective.in_force import effects_in_force
>>> from manaplan.solver.effective.pipeline import PHASES
>>> state = effects_in_force(parse_inline("Grim Monolith, Power Artifact (on=Grim Monolith#1)"), parse_card)
>>> for phase in PHASES[:-1]:
...     state = phase(state)
>>> [u.describe() for u in state.untaps["Grim Monolith#1"]], state.cheaper_by
(['{2}: Untap this permanent.'], {})

References
----------
CR 601.2f, 601.3, 602.2b, 609.4b, 613.1f.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ...models.costs import ManaCost, ManaSymbol, SymbolKind
from ...models.ability import Unsupported
from ...models.effects import CostIncrease, CostReduction, CounterReduction, SpendAsColorless, SpendAsThough, \
    UntapAbility, ZoneAbilitiesLost
from ..rules.spending import permissions_in_force
from .characteristics import in_scope
from .state import Ability, EffectState, changes
from .values import ActiveEffect

__all__ = ["PERMISSIONS", "COST_CHANGES", "reduce_cost", "apply_permissions"]

#: The permissions among the effects in force, by type, and the field of the state that holds what they give.
PERMISSIONS: dict[type, str] = {
    SpendAsThough: "spend_permissions",
    SpendAsColorless: "spend_permissions",
    ZoneAbilitiesLost: "graveyard_lost",
}


def reduce_cost(cost: ManaCost, generic: int, floor: int = 0) -> ManaCost:
    """``cost`` with up to ``generic`` less generic mana, never below ``floor`` mana in all (CR 601.2f).

    Examples
    --------
    >>> str(reduce_cost(ManaCost.parse("{3}"), 2, floor=1)), str(reduce_cost(ManaCost.parse("{1}"), 2, floor=1))
    ('{1}', '{1}')
    >>> str(reduce_cost(ManaCost.parse("{4}{U}"), 2))
    '{2}{U}'
    """
    total = sum(s.amount if s.kind is SymbolKind.GENERIC else 1 for s in cost if s.kind is not SymbolKind.X)
    have = sum(s.amount for s in cost if s.kind is SymbolKind.GENERIC)
    off = max(0, min(generic, have, total - floor))
    if off == 0:
        return cost
    symbols = [s for s in cost if s.kind is not SymbolKind.GENERIC]
    left = have - off
    if left:
        symbols.insert(sum(1 for s in symbols if s.kind is SymbolKind.X), ManaSymbol(SymbolKind.GENERIC, amount=left))
    return ManaCost(tuple(symbols))


Costs = tuple[list[Ability], list[UntapAbility], bool]


def _cheaper(e: ActiveEffect, items: list[Ability], untaps: list[UntapAbility]) -> Costs:
    """:class:`CostReduction`: the mana abilities' costs (unless it speaks only of abilities that aren't mana
    abilities, Zirda) and the untap abilities' costs, less generic mana; whether a mana ability got cheaper."""
    cr: CostReduction = e.effect
    changed = False
    if cr.mana_abilities:
        new = []
        for item in items:
            a = item.ability
            if a.cost.mana:
                cheaper = reduce_cost(a.cost.mana, cr.generic, cr.floor)
                if cheaper != a.cost.mana:
                    changed = True
                    item = replace(item, ability=replace(a, cost=replace(a.cost, mana=cheaper)),
                                   notes=item.notes + (f"{e.source}: costs {{{cr.generic}}} less",))
            new.append(item)
        items = new
    untaps = [replace(u, cost=replace(u.cost, mana=reduce_cost(u.cost.mana, cr.generic, cr.floor))) for u in untaps]
    return items, untaps, changed


def _dearer(e: ActiveEffect, items: list[Ability], untaps: list[UntapAbility]) -> Costs:
    """:class:`CostIncrease` (Suppression Field): the untap abilities' costs, which are not mana abilities, and the
    mana abilities' costs unless it speaks only of abilities that aren't mana abilities, more generic mana (CR
    601.2f by CR 602.2b); whether a mana ability got dearer. What other abilities that aren't mana abilities cost more
    (a fetchland's search, Magus of the Will's) is :attr:`~.values.PermanentView.dearer_by`."""
    ci: CostIncrease = e.effect
    more = ManaCost((ManaSymbol(SymbolKind.GENERIC, amount=ci.generic),))
    changed = False
    if ci.mana_abilities:
        new = []
        for item in items:
            a = item.ability
            changed = True
            new.append(replace(item, ability=replace(a, cost=replace(a.cost, mana=a.cost.mana + more)),
                               notes=item.notes + (f"{e.source}: costs {{{ci.generic}}} more",)))
        items = new
    untaps = [replace(u, cost=replace(u.cost, mana=u.cost.mana + more)) for u in untaps]
    return items, untaps, changed


def _fewer_counters(e: ActiveEffect, items: list[Ability], untaps: list[UntapAbility]) -> Costs:
    """:class:`CounterReduction` (Vizier of Remedies): fewer counters of its kind put by the untap abilities."""
    red: CounterReduction = e.effect
    untaps = [replace(u, cost=replace(u.cost, put_counters=tuple(
        (k, max(0, n - red.by) if k == red.kind else n) for k, n in u.cost.put_counters))) for u in untaps]
    return items, untaps, False


#: The cost changes on abilities, by type: ``handler(effect, mana abilities, untap abilities) -> (mana abilities,
#: untap abilities, whether a mana ability changed)``.
COST_CHANGES: dict[type, Callable[[ActiveEffect, list[Ability], list[UntapAbility]], Costs]] = {
    CostReduction: _cheaper,
    CostIncrease: _dearer,
    CounterReduction: _fewer_counters,
}


def apply_permissions(state: EffectState) -> EffectState:
    """Phase 6: the spending permissions in force, what the casting permissions need, and the abilities' costs after
    cost changes (see the module notes)."""
    perms = state.board.permanents
    abilities = {pid: list(items) for pid, items in state.abilities.items()}
    untaps = {pid: list(us) for pid, us in state.untaps.items()}
    touched: dict[str, dict[str, str]] = {p.id: {} for p in perms}
    dearer: dict[str, list[tuple[str, int]]] = {p.id: [] for p in perms}
    unsupported = list(state.unsupported)
    # CR 601.2f by 602.2b: the total cost is the cost "plus all … cost increases, and minus all cost reductions",
    # so the increases come first (a floor such as Power Artifact's then sees them); otherwise timestamp order
    for e in sorted(state.effects, key=lambda e: not isinstance(e.effect, CostIncrease)):
        handler = COST_CHANGES.get(type(e.effect))
        if handler is None:
            continue
        if e.effect.scope.chosen_name and e.chosen is None:  # Anointed Peacekeeper with no name: nothing is known
            unsupported.append((e.source, Unsupported(e.effect.text or e.effect.describe(), f"no name chosen for "
                                                      f"{e.source} (give it chosen: on the board); what it makes "
                                                      f"dearer is not known, so nothing is")))
            continue
        for p in perms:
            if in_scope(e.effect.scope, state.chars[p.id], p, e):
                abilities[p.id], untaps[p.id], changed = handler(e, abilities[p.id], untaps[p.id])
                if changed:
                    touched[p.id][e.source] = e.name
                if isinstance(e.effect, CostIncrease):
                    dearer[p.id].append((e.source, e.effect.generic))
    return replace(state, abilities={pid: tuple(items) for pid, items in abilities.items()},
                   untaps={pid: tuple(us) for pid, us in untaps.items()}, cheaper_by=changes(touched),
                   dearer={pid: tuple(by) for pid, by in dearer.items() if by}, unsupported=tuple(unsupported),
                   spend_permissions=permissions_in_force(state.effects),
                   graveyard_lost=tuple(e.source for e in state.effects
                                        if PERMISSIONS.get(type(e.effect)) == "graveyard_lost"))
