"""The state passed from one phase of the effective board to the next (:class:`EffectState`), and the values it
holds per ability: the ability on its way through the phases (:class:`Ability`) and what it adds (:class:`Made`,
:class:`AbilityMana`).

Each phase is a function from one :class:`EffectState` to the next: it reads the fields the phases before it set
and returns a new state with its own fields set (:func:`dataclasses.replace`), never changing a mapping it was
given. The fields are grouped below by the phase that sets them, in the order of the phases
(:data:`manaplan.solver.effective.pipeline.PHASES`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from ...models.ability import ManaAbility, ParsedCard, Produce, Unsupported
from ...models.board import Board
from ...models.effects import UntapAbility
from ...models.mana import ManaType
from ...models.oracle.parser import parse_card
from ..rules import yields as Y
from ..rules.could_produce import AbilityNode
from ..rules.spending import Permission
from .characteristics import Chars
from .values import ActiveEffect

__all__ = ["EFFECTIVE", "Ability", "Made", "AbilityMana", "Changes", "EffectState", "changes"]

#: What the command was doing when its deadline passed inside the effective board (issue 15).
EFFECTIVE = "the effective board"

#: Per permanent id, the (source id, card name) of the effects that changed it in one phase, in the order met.
Changes = Mapping[str, tuple[tuple[str, str], ...]]


def changes(touched: Mapping[str, Mapping[str, str]]) -> Changes:
    """A phase's record of what changed each permanent (source id → card name, in the order met) as a
    :data:`Changes` value."""
    return {pid: tuple(by.items()) for pid, by in touched.items() if by}


@dataclass(frozen=True, slots=True)
class Ability:
    """One mana ability of a permanent on its way through the phases.

    Parameters
    ----------
    ability : ManaAbility
        As it works now: after the X of its cost is expanded, a reflecting condition settled, and (from the cost
        phase on) its cost reduced.
    base : ManaAbility
        As printed or granted, before any effect.
    origin : str
        ``'printed'``, ``'land type'`` (intrinsic, CR 305.6) or ``'granted by <id>'``.
    notes : tuple of str
        What the effects did to it so far, in words.
    """

    ability: ManaAbility
    base: ManaAbility
    origin: str
    notes: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Made:
    """What one activation of an ability adds with one group of victims, every effect on its mana applied.

    Parameters
    ----------
    victims : tuple of str or None
        The ids it may sacrifice to add :attr:`output` (Squandered Resources, Furgul); None: whatever its cost allows.
    output : Yield
        Replacement effects in every order, then triggered mana, dominated alternatives dropped.
    payable : Produce or Yield
        :attr:`output` as the payment model reads it: its concrete choices, or the yield itself when there are
        more than :data:`~manaplan.solver.effective.values.CHOICES_LIMIT`.
    could_produce : frozenset of ManaType
        CR 106.7: triggered mana left out.
    notes : tuple of str
        What the replacement effects, triggers and damage triggers did, in words.
    """

    victims: tuple[str, ...] | None
    output: Y.Yield
    payable: Produce | Y.Yield
    could_produce: frozenset[ManaType]
    notes: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class AbilityMana:
    """What one ability adds on the board.

    Parameters
    ----------
    made : tuple of Made
        One per group of victims (one group for most abilities).
    changed_by : tuple of ActiveEffect
        The replacement effects, triggers and damage triggers that apply to it, in that order.
    damage : int
        The damage its triggers deal you when it is tapped for mana (Manabarbs).
    problem : str or None
        Why it adds nothing it could otherwise add, for people.
    """

    made: tuple[Made, ...]
    changed_by: tuple[ActiveEffect, ...] = ()
    damage: int = 0
    problem: str | None = None


@dataclass(frozen=True)
class EffectState:
    """The board part way through the phases of the effective board.

    Parameters
    ----------
    board : Board
    parsed : mapping of str to ParsedCard
        What the parser read of each permanent's own card, by id.
    effects : tuple of ActiveEffect
        The effects in force: all of them after :func:`~.in_force.effects_in_force`; without those of the text of
        permanents that lost it after the land-type phase.
    unsupported : tuple of (str, Unsupported)
        What no phase could apply, in the order met (each phase adds its own).
    returned : frozenset of str
        The permanents back on the battlefield as an Aura (Old-Growth Troll).
    parse : callable
        Card → ParsedCard: the parser the effective board reads cards with (what a count reads of them too).

    chars : mapping of str to Characteristics
        *Land types* (:func:`~.land_types.apply_land_types`): each permanent's types after layer 4.
    lost, stripped : frozenset of str
        The permanents that lost the abilities of their text (CR 305.7 or 613.1f), and those of them that lost all
        their abilities (:class:`~manaplan.models.effects.Becomes`).
    removers : frozenset of str
        The sources of the effects that may take a text's abilities away.
    colorless : frozenset of str
        The permanents an effect makes colorless (layer 5).
    typed_by : Changes
        The effects that changed each permanent's types.

    abilities : mapping of str to tuple of Ability
        *Ability loss and grants* (:func:`~.grants.apply_grants`): each permanent's mana abilities (intrinsic,
        printed, granted); the outputs phase expands and settles them, the cost phase reduces their costs.
    untaps : mapping of str to tuple of UntapAbility
        Each permanent's own untap abilities (the cost phase reduces them).
    granted_by : Changes
        The effects that changed each permanent's abilities.

    board, sized_by : Board, Changes
        *Base power and toughness* (:func:`~.power_toughness.apply_base_power_toughness`): the board with each
        permanent's power and toughness after layer 7b and its counters, and the effects that set a base.

    mana : mapping of str to tuple of AbilityMana
        *Outputs and could-produce* (:func:`~.outputs.apply_outputs`): what each ability adds, in the order of
        :attr:`abilities`.
    nodes : tuple of AbilityNode
        The could-produce graph's nodes.
    values : mapping of str to frozenset of ManaType
        Each ability node's could-produce set.
    could_produce : mapping of str to frozenset of ManaType
        Each permanent's could-produce set.
    trigger_issues : mapping of str to tuple of Unsupported
        The triggers in scope of a permanent whose mana is left out (no colour chosen).
    reads_hand : bool
        Whether an output read the board's hand.

    prohibitions : mapping of str to tuple of ActiveEffect
        *Prohibitions and haste* (:func:`~.prohibitions.apply_prohibitions`): the effects that stop each permanent's
        activated abilities (CR 602.5).
    barred : mapping of str to tuple of (str or None)
        Why each ability of :attr:`abilities` can't be activated (None: it can).
    untaps_barred : mapping of str to (str or None)
        Why a permanent's untap abilities can't be activated (None: they can).
    haste_from : mapping of str to tuple of str
        Where each permanent's haste comes from (empty: none).

    spend_permissions : tuple of Permission
        *Permissions and cost changes* (:func:`~.permissions.apply_permissions`): the spending permissions in force.
    graveyard_lost : tuple of str
        The sources of "cards in graveyards lose all abilities".
    cheaper_by : Changes
        The effects that made each permanent's abilities cheaper.
    dearer : mapping of str to tuple of (str, int)
        Per permanent, (source id, generic mana more) of each effect that makes its activated abilities that aren't
        mana abilities cost more (Suppression Field, CR 602.2b); permanents without one are left out.
    """

    board: Board
    parsed: Mapping[str, ParsedCard]
    effects: tuple[ActiveEffect, ...]
    unsupported: tuple[tuple[str, Unsupported], ...] = ()
    returned: frozenset[str] = frozenset()
    parse: Callable[[object], ParsedCard] = field(default=parse_card, repr=False, compare=False)
    # land types (layer 4) and the loss of the text's abilities
    chars: Chars = field(default_factory=dict)
    lost: frozenset[str] = frozenset()
    stripped: frozenset[str] = frozenset()
    removers: frozenset[str] = frozenset()
    colorless: frozenset[str] = frozenset()
    typed_by: Changes = field(default_factory=dict)
    # ability loss and grants (layer 6)
    abilities: Mapping[str, tuple[Ability, ...]] = field(default_factory=dict)
    untaps: Mapping[str, tuple[UntapAbility, ...]] = field(default_factory=dict)
    granted_by: Changes = field(default_factory=dict)
    # base power and toughness (layer 7b): also sets board
    sized_by: Changes = field(default_factory=dict)
    # outputs and could-produce
    mana: Mapping[str, tuple[AbilityMana, ...]] = field(default_factory=dict)
    nodes: tuple[AbilityNode, ...] = ()
    values: Mapping[str, frozenset[ManaType]] = field(default_factory=dict)
    could_produce: Mapping[str, frozenset[ManaType]] = field(default_factory=dict)
    trigger_issues: Mapping[str, tuple[Unsupported, ...]] = field(default_factory=dict)
    reads_hand: bool = False
    # prohibitions and haste
    prohibitions: Mapping[str, tuple[ActiveEffect, ...]] = field(default_factory=dict)
    barred: Mapping[str, tuple[str | None, ...]] = field(default_factory=dict)
    untaps_barred: Mapping[str, str | None] = field(default_factory=dict)
    haste_from: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # spending and casting permissions, cost changes
    spend_permissions: tuple[Permission, ...] = ()
    graveyard_lost: tuple[str, ...] = ()
    cheaper_by: Changes = field(default_factory=dict)
    dearer: Mapping[str, tuple[tuple[str, int], ...]] = field(default_factory=dict)
