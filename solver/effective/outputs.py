"""Phase 4 of the effective board: outputs and could-produce.

First the abilities are made concrete for the board: an X that is a number of permanents becomes one ability per X
(:mod:`.x_costs`), and a reflection under a condition the board decides becomes its branch. Then:

- **Could produce** (CR 106.7): the least fixed point of :mod:`manaplan.solver.rules.could_produce` over the
  ability graph of every permanent, yours and your opponents', with replacement effects applied in every order and
  triggered mana left out (a triggered ability is not an ability *of that permanent*).
- **What an activation adds**: the ability's own mana (:mod:`.base_yields`), then, when it is *tapped for mana*
  (``{T}`` in its cost, CR 106.12), the replacement effects in every order (:mod:`.replacements`, CR 616.1: each
  order's outcome is an alternative; dominated ones are dropped), then the triggered mana of CR 605.1b
  (:mod:`.triggered`) — which is not itself "tapping for mana" and so is not doubled by Mana Reflection nor replaced
  by Contamination. An ability whose mana depends on the permanent it sacrifices (Squandered Resources, Furgul)
  adds one :class:`~.state.Made` per group of victims.

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> from manaplan.models.oracle.parser import parse_card
>>> from manaplan.solver.effective.grants import apply_grants
>>> from manaplan.solver.effective.in_force import effects_in_force
>>> from manaplan.solver.effective.land_types import apply_land_types
>>> board = parse_inline("Forest, Overgrowth (on=Forest#1), Reflecting Pool")
>>> state = apply_outputs(apply_grants(apply_land_types(effects_in_force(board, parse_card))))
>>> [m.output.text for m in state.mana["Forest#1"][0].made]
['[G×3]']
>>> sorted(t.value for t in state.values["Reflecting Pool#1:0"])
['G']

References
----------
CR 106.5, 106.7, 106.12a-b, 107.3, 605.1b, 616.1.
"""

from __future__ import annotations

import functools
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import replace

from ...models.ability import ChosenColor, Counted, DoublePool, ManaAbility, Produce, Reflect, SacrificedStat, \
    Unsupported
from ...models.board import Board, Permanent
from ...models.effects import ManaDamage, Replacement, TriggeredMana
from ...models.mana import ManaType
from ..deadline import check
from ..rules import yields as Y
from ..rules.could_produce import AbilityNode, settle
from .base_yields import BaseYield, OnBoard, base_yield, chosen_type, settled_reflection
from .characteristics import in_scope
from .counting import removed_filter, sacrificed_victims
from .reflection import kind_filter, looks_at, reflect_transfer
from .replacements import apply_replacements
from .state import EFFECTIVE, Ability, AbilityMana, EffectState, Made
from .triggered import add_triggers, doubling_changed, fires
from .values import CHOICES_LIMIT, ActiveEffect
from .x_costs import expand_x

__all__ = ["ON_MANA", "apply_outputs"]

#: Per permanent id, the effects of one kind in force whose scope takes it in.
Scoped = Mapping[str, list[ActiveEffect]]

#: The effects on the mana a permanent makes, by type, in the order they apply to it: the replacement effects when it
#: is tapped for mana (:mod:`.replacements`), then triggered mana and damage triggers (:mod:`.triggered`).
ON_MANA: dict[type, str] = {
    Replacement: "replaces the mana it makes when tapped for mana (CR 106.12b, 616.1)",
    TriggeredMana: "adds mana when it is tapped for mana (CR 605.1b)",
    ManaDamage: "deals damage when it is tapped for mana (CR 106.12a)",
}


@functools.lru_cache(maxsize=1024)
def _concrete(y: Y.Yield) -> Produce:
    """The concrete choices of a yield as a :class:`~manaplan.models.ability.Produce` (what the payment model
    reads), remembered: a board's Forests share one."""
    return Produce(y.choices())


@functools.lru_cache(maxsize=4096)
def _short(a: ManaAbility) -> str:
    return a.text or a.describe()


def _scoped(state: EffectState, kind: type) -> Scoped:
    """The effects of ``kind`` in force in scope of each permanent."""
    effects = [e for e in state.effects if isinstance(e.effect, kind)]
    perms = state.board.permanents
    if not effects:  # most boards: nothing to look at per permanent
        return {p.id: [] for p in perms}
    return {p.id: [e for e in effects if in_scope(e.effect.scope, state.chars[p.id], p, e)] for p in perms}


def _concrete_abilities(state: EffectState, on: OnBoard) -> dict[str, tuple[Ability, ...]]:
    """Each permanent's abilities with "Sacrifice X Goats" / "Tap X untapped tokens" expanded, one ability per X the
    board allows, and a reflection under a condition (Incubation Druid) replaced by the branch the board decides."""
    board, perms = state.board, state.board.permanents
    expanded = {}
    for p in perms:
        check(EFFECTIVE)
        expanded[p.id] = [x for item in state.abilities[p.id] for x in expand_x(item, p, board, state.chars)]
    out = {}
    for p in perms:
        check(EFFECTIVE)
        out[p.id] = tuple(replace(item, ability=settled_reflection(item.ability, p, on)) for item in expanded[p.id])
    return out


def _graph_nodes(abilities: Mapping[str, tuple[Ability, ...]], reps: Scoped, state: EffectState, on: OnBoard
                 ) -> tuple[list[AbilityNode], dict[str, BaseYield]]:
    """The could-produce graph's nodes, one per ability (a reflecting one looks at permanents; any other is fixed by
    its own mana after the replacement effects), and each non-reflecting ability's yield before effects."""
    perms = state.board.permanents
    nodes: list[AbilityNode] = []
    bases: dict[str, BaseYield] = {}
    for p in perms:
        check(EFFECTIVE)
        for k, item in enumerate(abilities[p.id]):
            a, key = item.ability, f"{p.id}:{k}"
            rp = [e.effect for e in reps[p.id]] if a.cost.tap else []
            if isinstance(a.output, Reflect):
                nodes.append(AbilityNode(key, p.id, looks_at=looks_at(a.output, a, p, perms, state.chars),
                                         transfer=reflect_transfer(a.output, rp), label=_short(item.base)))
                bases[key] = BaseYield(None)
            else:
                bases[key] = base = base_yield(a, p, on)
                yy = apply_replacements(base.output, rp)
                nodes.append(AbilityNode(key, p.id, fixed=yy.types() if not yy.empty else frozenset(),
                                         label=_short(item.base)))
    return nodes, bases


def _victim_sets(a: ManaAbility, p: Permanent, base: Y.Yield | None, on: OnBoard,
                 permanent_values: Mapping[str, frozenset[ManaType]]
                 ) -> list[tuple[tuple[str, ...] | None, Y.Yield]]:
    """What the ability adds before effects, per group of the permanents it may sacrifice (None: whatever its cost
    allows): a reflection of "the sacrificed …" by the types each victim could produce, "the sacrificed creature's
    power" by each victim's value, anything else one group."""
    if base is None:  # reflecting
        out: Reflect = a.output
        perms = on.board.permanents
        if out.sacrificed:
            groups: dict[frozenset[ManaType], list[str]] = defaultdict(list)
            for vid in looks_at(out, a, p, perms, on.chars):
                groups[kind_filter(permanent_values.get(vid, frozenset()), out.kind)].append(vid)
            sets = [(tuple(ids), Y.Yield.of([[Y.Slot(types)]]) if types else Y.NOTHING)
                    for types, ids in groups.items()]
            return sets or [(None, Y.NOTHING)]
        seen = kind_filter(frozenset().union(*(permanent_values.get(v, frozenset())
                                                for v in looks_at(out, a, p, perms, on.chars))), out.kind)
        return [(None, Y.Yield.of([[Y.Slot(seen, out.amount)]]) if seen else Y.NOTHING)]
    if isinstance(a.output, Counted) and isinstance(a.output.count, SacrificedStat) and removed_filter(a) is not None:
        # one use per group of victims of one value
        return sacrificed_victims(a, p, on.board, on.chars, on.colorless)[0] or [((), Y.NOTHING)]
    return [(None, base)]


def _ability_mana(key: str, item: Ability, p: Permanent, base: BaseYield, scoped: tuple[Scoped, Scoped, Scoped],
                  on: OnBoard, by_id: Mapping[str, Permanent], values: Mapping[str, frozenset[ManaType]],
                  permanent_values: Mapping[str, frozenset[ManaType]]) -> AbilityMana:
    """What one ability adds, every effect on its mana applied, per group of victims."""
    reps, triggers, burns = scoped
    board, chars = on.board, on.chars
    a = item.ability
    taps = a.cost.tap
    rp = reps[p.id] if taps else []
    tg = [e for e in triggers[p.id] if fires(e, p, taps, board, chars, by_id)]
    burn = [e for e in burns[p.id] if fires(e, p, taps, board, chars, by_id)]
    problem = base.problem
    if isinstance(a.output, DoublePool) and (rp or tg):  # Doubling Cube under Mana Reflection, Kinnan …
        problem = doubling_changed(rp, tg)
    made = []
    for victims, y in _victim_sets(a, p, base.output, on, permanent_values):
        y_rep = apply_replacements(y, [e.effect for e in rp])
        could = y_rep.types() if not y_rep.empty else frozenset()
        if victims is None:
            could = values.get(key, could)
        final, more = add_triggers(y_rep, tg, board, chars, by_id, p, on.parse)
        final = Y.prune(final)
        notes = [f"{e.source}: {e.effect.describe()}" for e in rp]
        notes += more
        notes += [f"{e.source}: {e.effect.amount} damage to its controller" for e in burn]
        payable = _concrete(final) if final.count_choices() <= CHOICES_LIMIT else final
        made.append(Made(victims, final, payable, could, tuple(notes)))
    return AbilityMana(tuple(made), (*rp, *tg, *burn), sum(e.effect.amount for e in burn), problem)


def _trigger_issues(p: Permanent, triggers: Scoped, by_id: Mapping[str, Permanent]) -> tuple[Unsupported, ...]:
    """The triggers in scope of ``p`` that add "mana of the chosen color" with no colour chosen for their source."""
    return tuple(Unsupported(e.effect.text, f"no colour chosen for {e.source} (give it chosen: on the board); its mana "
                                            f"is left out")
                 for e in triggers[p.id]
                 if isinstance(e.effect.adds, ChosenColor) and chosen_type(by_id[e.source]) is None)


def apply_outputs(state: EffectState) -> EffectState:
    """Phase 4: what each ability adds and could produce (see the module notes)."""
    board: Board = state.board
    perms: Sequence[Permanent] = board.permanents
    on = OnBoard(board, state.chars, state.colorless, state.parse)
    abilities = _concrete_abilities(state, on)
    # replacement effects, triggered mana and damage triggers that apply to each permanent when it is tapped for mana
    scoped = tuple(_scoped(state, kind) for kind in ON_MANA)
    nodes, bases = _graph_nodes(abilities, scoped[0], state, on)
    values, permanent_values = settle(nodes)  # the least fixed point, without a graph
    by_id = {p.id: p for p in perms}
    mana = {}
    issues = {}
    for p in perms:
        check(EFFECTIVE)
        mana[p.id] = tuple(_ability_mana(f"{p.id}:{k}", item, p, bases[f"{p.id}:{k}"], scoped, on, by_id, values,
                                         permanent_values) for k, item in enumerate(abilities[p.id]))
        issues[p.id] = _trigger_issues(p, scoped[1], by_id)
    return replace(state, abilities=abilities, mana=mana, nodes=tuple(nodes), values=values,
                   could_produce=permanent_values, trigger_issues=issues,
                   reads_hand=any(b.reads_hand for b in bases.values()))
