"""Every effect on mana applied to a board: the effective mana abilities of each permanent.

:func:`effective_board` is what every command reads (``produce``, ``pay``, ``cast``, ``turn``, ``board`` and
``card``, so they see the same effects), once per board state (:class:`manaplan.solver.analysis.Analysis`): a pure
function of the board and the parser, which passes one state through phases, each a function from one
:class:`~.state.EffectState` to the next (:mod:`.pipeline`):

0. **Effects in force** (:mod:`.in_force`) — the effects of every permanent's text (:mod:`manaplan.models.effects`),
   those of the board's ``effects:`` list (spells and abilities that resolved this turn), which are yours, and those
   that work from your graveyard; "as long as" a condition holds (CR 611.3b) only when the board shows it.
1. **Land types** (:mod:`.land_types`, layer 4, CR 305.7, 613.1d) — Blood Moon's Mountains lose the abilities of
   their text, and the effects of that text cease (CR 613.8); the other land-type effects apply in timestamp order;
   a land has the intrinsic mana ability of each basic land type it has (CR 305.6).
2. **Ability loss and grants** (:mod:`.grants`, layer 6, CR 613.1f) — Chromatic Lantern's lands, Cryptolith Rite's
   creatures; the loss of all abilities (Imprisoned in the Moon, Humility) and the grants in timestamp order (CR
   613.7).
3. **Base power and toughness** (:mod:`.power_toughness`, layer 7b, CR 613.4b) — Humility's 1/1s, a Frogified
   creature: the board's permanents get the power and toughness set, their counters on top (CR 613.4c), so every
   count of a power reads it (Bighorner Rancher); a ``power:`` the board gives is kept.
4. **Outputs and could-produce** (:mod:`.outputs`) — the least fixed point of
   :mod:`manaplan.solver.rules.could_produce` (CR 106.7), and what each activation adds: its own mana
   (:mod:`.base_yields`, amounts counted by :mod:`.counting`), the replacement effects in every order when it is
   tapped for mana (:mod:`.replacements`, CR 616.1), then triggered mana (:mod:`.triggered`, CR 605.1b).
5. **Prohibitions and haste** (:mod:`.prohibitions`, CR 602.5, 302.6, 702.10) — Null Rod, Pithing Needle; haste in
   timestamp order with the loss of all abilities.
6. **Permissions and cost changes** (:mod:`.permissions`, CR 609.4b, 601.2f) — the spending permissions in force;
   Power Artifact's cheaper abilities. The casting permissions (:attr:`EffectiveBoard.casting`) are worked out when
   first asked for.
7. **Notes** (:mod:`.notes`) — each permanent's :class:`PermanentView`: its abilities in force, why the others
   can't be used, what changed it.

Each phase dispatches on the type of an effect or output by a table (:data:`.pipeline.HANDLERS`,
:data:`.base_yields.BASE_YIELDS`, :data:`.counting.COUNTS`, :data:`.triggered.TRIGGER_ADDS`), so a new effect is
written in one place, as its handler.

Wiring into ``pay``: :meth:`EffectiveBoard.parsed` gives, per permanent id, a
:class:`~manaplan.models.ability.ParsedCard` whose mana abilities are the effective ones (outputs as plain
:class:`~manaplan.models.ability.Produce` choices, costs after reductions) — the same value the payment model
reads from the parser today, so grouping by it keeps Forests with and without Overgrowth apart.
:attr:`EffectiveAbility.victims` restricts "Sacrifice a land" for abilities whose mana depends on the land
sacrificed (Squandered Resources).

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> eff = effective_board(parse_inline("Forest, Overgrowth (on=Forest#1), Reflecting Pool"))
>>> [a.output.text for a in eff["Forest#1"].abilities]
['[G×3]']
>>> sorted(t.value for t in eff["Reflecting Pool#1"].could_produce)
['G']
>>> eff.parsed("Forest#1").mana_abilities[0].output.choices
((ManaType.G, ManaType.G, ManaType.G),)

References
----------
CR 106.5, 106.7, 106.12a-b, 305.6-305.7, 602.5, 605.1b, 609.4b, 613.1d/f, 613.4b-c, 613.7, 613.8, 616.1, 700.5.
"""

from __future__ import annotations

from .characteristics import BASIC_TYPE_MANA, LAND_SUBTYPES, Characteristics, in_scope
from .counting import UnknownCount, count_of, devotion
from .permissions import reduce_cost
from .pipeline import PHASES, effective_board
from .replacements import apply_replacements
from .state import EffectState
from .values import CHOICES_LIMIT, ActiveEffect, EffectiveAbility, EffectiveBoard, PermanentView
from .x_costs import X_PERMANENTS_LIMIT

__all__ = [
    "ActiveEffect",
    "EffectiveAbility",
    "PermanentView",
    "EffectiveBoard",
    "EffectState",
    "effective_board",
    "PHASES",
    "LAND_SUBTYPES",
    "BASIC_TYPE_MANA",
    "Characteristics",
    "in_scope",
    "devotion",
    "count_of",
    "UnknownCount",
    "reduce_cost",
    "apply_replacements",
    "CHOICES_LIMIT",
    "X_PERMANENTS_LIMIT",
]
