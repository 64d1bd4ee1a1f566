"""The effective board as phases: :func:`effective_board` makes the first state (the effects in force) and passes
it through :data:`PHASES`, each a function from one :class:`~.state.EffectState` to the next, in the order of the
rules; the last writes the :class:`~.values.EffectiveBoard`.

1. :func:`~.land_types.apply_land_types` — land types (CR 305.7, 613.1d), and the text's abilities lost with them;
2. :func:`~.grants.apply_grants` — ability loss and grants (CR 613.1f), in timestamp order (CR 613.7);
3. :func:`~.power_toughness.apply_base_power_toughness` — base power and toughness set (CR 613.4b), counters and
   changes on top (CR 613.4c);
4. :func:`~.outputs.apply_outputs` — what each ability adds, and could-produce (CR 106.7);
5. :func:`~.prohibitions.apply_prohibitions` — prohibitions and haste (CR 602.5, 302.6, 702.10);
6. :func:`~.permissions.apply_permissions` — spending and casting permissions, cost changes (CR 609.4b, 601.2f);
7. :func:`~.notes.write_notes` — each permanent's view, what changed it and why, in words.

Within a phase, each effect applies itself by the handler of its type in the phase's table (:data:`HANDLERS` lists
them), as the static abilities of each layer do in turn. :data:`NOT_APPLIED` names the effects in force that no
phase applies, and who reads them instead.

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> eff = effective_board(parse_inline("Blood Moon, Urborg, Tomb of Yawgmoth, Forest"))
>>> eff["Urborg, Tomb of Yawgmoth#1"].subtypes, eff["Forest#1"].subtypes
(frozenset({'Mountain'}), frozenset({'Forest'}))

References
----------
CR 106.7, 302.6, 305.7, 601.2f, 602.5, 609.4b, 613.1d, 613.1f, 613.4b-c, 613.7, 702.10.
"""

from __future__ import annotations

from collections.abc import Callable

from ...models.ability import ParsedCard
from ...models.board import Board
from ...models.effects import (
    DevotionBonus,
    EnterUntapped,
    EventMana,
    OthersEnterTapped,
    SetsColor,
    SpendTrigger,
    StackGrant,
    TapTrigger,
    UnspentMana,
    UntapAbility,
    UntapsEntering,
    Untapper,
)
from ...models.oracle.parser import parse_card
from .grants import LAYER_6, apply_grants
from .in_force import BOARD_EFFECTS, PERMANENT_TEXT, effects_in_force
from .land_types import LAYER_4, apply_land_types
from .notes import write_notes
from .outputs import ON_MANA, apply_outputs
from .permissions import COST_CHANGES, PERMISSIONS, apply_permissions
from .power_toughness import LAYER_7B, LAYER_7C, apply_base_power_toughness
from .prohibitions import HASTE_LAYER_6, PROHIBITIONS, apply_prohibitions
from .state import EffectState
from .values import EffectiveBoard

__all__ = ["PHASES", "HANDLERS", "NOT_APPLIED", "effective_board"]

#: The phases after the effects in force, in order; the last returns the EffectiveBoard.
PHASES: tuple[Callable[[EffectState], EffectState], ...] = (
    apply_land_types, apply_grants, apply_base_power_toughness, apply_outputs, apply_prohibitions, apply_permissions,
    write_notes)

#: Every table of handlers keyed on an effect's type, by the phase that dispatches on it.
HANDLERS: dict[str, dict[type, object]] = {
    "in force: a permanent's text": PERMANENT_TEXT,
    "in force: the board's effects": BOARD_EFFECTS,
    "land types": LAYER_4,
    "ability loss and grants": LAYER_6,
    "base power and toughness": LAYER_7B,
    "power and toughness changed": LAYER_7C,
    "outputs: effects on mana": ON_MANA,
    "prohibitions": PROHIBITIONS,
    "haste": HASTE_LAYER_6,
    "permissions": PERMISSIONS,
    "cost changes": COST_CHANGES,
}

#: The effects in force no phase applies, and what reads them.
NOT_APPLIED: dict[type, str] = {
    EventMana: "mana on an event: the activation core's event mana, and rules.event_mana's notes",
    TapTrigger: "rules.event_mana's notes",
    SpendTrigger: "rules.event_mana's notes",
    StackGrant: "rules.event_mana's notes (a granted ability with a target: no mana ability, CR 605.1a)",
    UnspentMana: "no solver yet (what unspent mana does as a step ends)",
    DevotionBonus: "counting.devotion, from the parsed cards",
    SetsColor: "the activation core's loops (an activated ability that sets a colour)",
    UntapAbility: "the grants phase (a permanent's own untap abilities, from its parsed card)",
    Untapper: "the activation core's untappers (core.untappers: Earthcraft, Voltaic Key), activated before casting",
    OthersEnterTapped: "how a permanent enters (effective.entering), where a land enters: turn's land play, searches",
    EnterUntapped: "how a permanent enters (effective.entering)",
    UntapsEntering: "how a permanent enters (effective.entering): Amulet of Vigor untaps what entered tapped",
}


def effective_board(board: Board, parse: Callable[[object], ParsedCard] = parse_card) -> EffectiveBoard:
    """Apply every effect on mana to a board: the phases of :data:`PHASES` in order, a pure function of the board
    and the parser.

    Parameters
    ----------
    board : Board
    parse : callable, optional
        Card → :class:`~manaplan.models.ability.ParsedCard`; :func:`manaplan.models.oracle.parser.parse_card` by
        default.

    Returns
    -------
    EffectiveBoard
        Its :attr:`~.values.EffectiveBoard.reads_hand` says whether the answer depends on the board's hand.

    Notes
    -----
    The result does not depend on the order of the effects' sources beyond timestamps (file order), and is
    deterministic.
    """
    state = effects_in_force(board, parse)
    for phase in PHASES:
        state = phase(state)
    return state
