"""Every effect on mana applied to a board: the effective mana abilities of each permanent.

:func:`effective_abilities` is the one entry point, a pure function of a :class:`~manaplan.models.board.Board`.
``produce``, ``pay``, ``cast``, ``board`` and ``card`` read its answer, so they see the same effects. In order:

1. **Effects in force** — the effects of every permanent's text (:mod:`manaplan.models.effects`), and those of the
   board's ``effects:`` list (spells and abilities that resolved this turn, such as Pale Moon, or Deep Water's
   activated ability), which are yours. An activated ability's effect is in force only through that list.
2. **Land types** (layer 4, CR 305.7, 613.1d) — a land made a basic land type by an effect that *replaces* its types
   (Blood Moon: "Nonbasic lands are Mountains") loses its other land types and every ability from its rules text;
   effects that came from such text cease (Urborg under Blood Moon makes nothing a Swamp: its effect depends on Blood
   Moon's, CR 613.8). The remaining land-type effects then apply in timestamp order, which is the board's order
   (permanents in file order, then ``effects:``). A land has the intrinsic mana ability of each basic land type it
   has (CR 305.6).
3. **Granted abilities** (layer 6) — Chromatic Lantern's lands, Cryptolith Rite's creatures, Summoning Materia's
   equipped creature; a creature that gets "{T}: Add {G}" still obeys CR 302.6 (the pay model checks that). An
   effect that removes all abilities (Imprisoned in the Moon, Toxicrene: :class:`~manaplan.models.effects.Becomes`)
   and the grants apply in timestamp order, the board's order as for land types (CR 613.7): a grant later than the
   loss is kept. Its card types are set in layer 4, before the land-type effects (CR 613.8a). Effects "as long as"
   a condition holds (CR 611.3b) are in force only when the board shows it (a ``library_top:`` not given is not
   assumed); those that work from the graveyard come from the board's ``graveyard:``.
4. **Cost reductions** — Power Artifact's "{2} less, not below one mana" on the enchanted artifact's abilities.
5. **Amounts counted on the board** — Gaea's Cradle's creatures, Cabal Coffers' Swamps (after land types), Nykthos'
   devotion (CR 700.5) — on the board as given: tapped and summoning-sick permanents count.
6. **Could produce** (CR 106.7) — the least fixed point of :mod:`manaplan.solver.rules.could_produce` over the ability
   graph of every permanent, yours and your opponents', with replacement effects applied in every order and
   triggered mana left out (a triggered ability is not an ability *of that permanent*).
7. **What an activation adds** — a :class:`~manaplan.solver.rules.yields.Yield`: the ability's own mana, then, when it is
   *tapped for mana* (``{T}`` in its cost, CR 106.12), the replacement effects in every order (CR 616.1: the
   player chooses the order, so each order's outcome is an alternative; dominated ones are dropped), then the
   triggered mana of CR 605.1b (Overgrowth, Mana Flare …) — which is not itself "tapping for mana" and so is not
   doubled by Mana Reflection nor replaced by Contamination.

8. **Permissions in force** — the spending permissions (CR 609.4b, :attr:`EffectiveBoard.spend_permissions`) among
   the effects in force, and the casting permissions and cost changes (CR 601.2f, :attr:`EffectiveBoard.casting`)
   of the permanents that keep the abilities of their text: a Vizier of the Menagerie or a Thalia under Imprisoned
   in the Moon gives none. Both are worked out once, when first asked for.

9. **Activation** — abilities that can't be activated (CR 602.5: :class:`~manaplan.models.effects.Prohibition`,
   Null Rod, Pithing Needle …) are not among a permanent's abilities nor its untap abilities, and
   :attr:`PermanentView.prohibited` says why; what it could produce still counts them (CR 106.7). Haste
   (:class:`~manaplan.models.effects.Haste`, CR 702.10) applies in timestamp order with the loss of all abilities;
   a permanent that gets it is in :attr:`EffectiveBoard.board` with ``haste`` set, which the builders read for CR
   302.6.

Each :class:`PermanentView` keeps its card's could-produce and type line beside those in force, and the effects
that changed it, so ``board`` and ``card`` show both where they differ.

Wiring into ``pay``: :meth:`EffectiveBoard.parsed` gives, per permanent id, a
:class:`~manaplan.models.ability.ParsedCard` whose mana abilities are the effective ones (outputs as plain
:class:`~manaplan.models.ability.Produce` choices, costs after reductions) — the same value the payment model
reads from the parser today, so grouping by it keeps Forests with and without Overgrowth apart.
:attr:`EffectiveAbility.victims` restricts "Sacrifice a land" for abilities whose mana depends on the land
sacrificed (Squandered Resources).

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> eff = effective_abilities(parse_inline("Forest, Overgrowth (on=Forest#1), Reflecting Pool"))
>>> [a.output.text for a in eff["Forest#1"].abilities]
['[G×3]']
>>> sorted(t.value for t in eff["Reflecting Pool#1"].could_produce)
['G']
>>> eff.parsed("Forest#1").mana_abilities[0].output.choices
((ManaType.G, ManaType.G, ManaType.G),)

References
----------
CR 106.5, 106.7, 106.12a-b, 305.6-305.7, 605.1b, 613.1d/f, 613.8, 616.1, 700.5.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections import OrderedDict, defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import networkx as nx

from ..models.ability import (
    AmongColors,
    AnyCombination,
    AnyOneColor,
    Chance,
    Conditional,
    DoneThisWay,
    DoublePool,
    BasicLandTypes,
    ChosenColor,
    ChosenColors,
    CommanderColor,
    CostX,
    Counted,
    CounterCount,
    Devotion,
    DifferentPowers,
    FactCount,
    GraveyardCount,
    WatermarkCount,
    NamedInGraveyards,
    GreatestPower,
    LifeTotal,
    ManaAbility,
    OwnColors,
    ParsedCard,
    PermanentCount,
    PermanentFilter,
    Produce,
    Reflect,
    RevealedCards,
    SacrificedStat,
    SelfStat,
    TotalPower,
    Unsupported,
)
from ..models.board import YOU, Board, Permanent
from ..models.costs import ManaCost, ManaSymbol, SymbolKind
from ..models.effects import (
    Activated,
    AsLongAs,
    ChapterEffect,
    Becomes,
    DevotionBonus,
    CostReduction,
    CounterReduction,
    Effect,
    Grant,
    Haste,
    InSection,
    LandTypes,
    LoyaltyEffect,
    ManaDamage,
    Prohibition,
    ReturnsAsAura,
    Replacement,
    SameType,
    Scope,
    SetsColor,
    TargetGrant,
    TriggeredMana,
    UntapAbility,
    ZoneAbilitiesLost,
)
from ..models.errors import CostSyntaxError
from ..models.mana import ManaType, types_text
from .core.deadline import check as _check
from .rules import yields as Y
from .rules.could_produce import AbilityNode, build_graph, settle
from .rules.triggered_mana import add_if_produced

__all__ = [
    "ActiveEffect",
    "EffectiveAbility",
    "PermanentView",
    "EffectiveBoard",
    "effective_abilities",
    "LAND_SUBTYPES",
    "BASIC_TYPE_MANA",
    "devotion",
    "reduce_cost",
    "apply_replacements",
    "CHOICES_LIMIT",
]

#: The land types (CR 205.3i): what a land loses when an effect sets its land type (CR 305.7).
LAND_SUBTYPES = frozenset({
    "Cave", "Cloud", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine", "Mountain", "Plains", "Planet",
    "Power-Plant", "Sphere", "Swamp", "Tower", "Town", "Urza's",
})
#: The basic land types and their intrinsic mana (CR 305.6), in WUBRG order.
BASIC_TYPE_MANA = {"Plains": ManaType.W, "Island": ManaType.U, "Swamp": ManaType.B, "Mountain": ManaType.R,
                   "Forest": ManaType.G}
#: The most concrete combinations an effective ability lists for the payment model (:meth:`Yield.choices`).
CHOICES_LIMIT = 4096


# ---------------------------------------------------------------------------------------------------- values
@dataclass(frozen=True, slots=True)
class ActiveEffect:
    """An effect in force and where it comes from.

    Parameters
    ----------
    source : str
        The id of the permanent whose text it is, or ``'<card> (effect)'`` for the board's ``effects:``.
    name : str
        The card's name.
    controller : str
        Who controls it (``'you'`` / ``'opponent'``): "you" in its text.
    effect : Effect
    order : int
        Its timestamp rank (board order).
    attached_to : str or None
        What its source is attached to ("enchanted land").
    chosen : str or None
        What was chosen for its source (the board's ``chosen:``), for "with the chosen name".
    """

    source: str
    name: str
    controller: str
    effect: Effect
    order: int
    attached_to: str | None = None
    chosen: str | None = None


@dataclass(frozen=True, slots=True)
class EffectiveAbility:
    """One mana ability of a permanent as it works on this board.

    Parameters
    ----------
    key : str
        ``'<permanent id>:<n>'``, unique on the board.
    ability : ManaAbility
        For the payment model: the cost after reductions; the output the concrete choices of :attr:`output`
        (a :class:`~manaplan.models.ability.Produce`), or the :class:`~manaplan.solver.rules.yields.Yield` itself when
        there are more than :data:`CHOICES_LIMIT`.
    output : Yield
        What one activation adds, every effect applied.
    base : ManaAbility
        The ability as printed or granted, before any effect.
    origin : str
        ``'printed'``, ``'land type'`` (intrinsic, CR 305.6) or ``'granted by <id>'``.
    notes : tuple of str
        The effects that changed it, in words ("Mana Reflection#1: twice as much").
    victims : tuple of str or None
        For an ability whose mana is of a type the sacrificed permanent could produce: the ids it may sacrifice to
        add :attr:`output`. None: whatever its cost allows.
    could_produce : frozenset of ManaType
        CR 106.7: the types it would produce now, replacement effects in every order, triggered mana left out.
    taps : bool
        It is "tapped for mana" (``{T}`` in its cost, CR 106.12).
    problem : str or None
        Why it adds nothing it could otherwise add (no colour chosen, an X amount …), for people.
    trigger_damage : int
        Of ``ability.damage_to_you``, the damage a trigger deals you when it is tapped for mana (Manabarbs, CR 603.3):
        it resolves after the payment, so it never stops one (the rest is the ability's own effect, CR 605.3b).
    """

    key: str
    ability: ManaAbility
    output: Y.Yield
    base: ManaAbility
    origin: str = "printed"
    notes: tuple[str, ...] = ()
    victims: tuple[str, ...] | None = None
    could_produce: frozenset[ManaType] = frozenset()
    taps: bool = False
    problem: str | None = None
    trigger_damage: int = 0

    @property
    def text(self) -> str:
        """The ability's text as printed, or built from its values."""
        return self.base.text or self.base.describe()


@dataclass(frozen=True, slots=True)
class PermanentView:
    """A permanent as the effects leave it.

    Parameters
    ----------
    permanent : Permanent
    parsed : ParsedCard
        What the parser read of its own card.
    card_types, subtypes, supertypes : frozenset of str
        Its characteristics now (land types after layer 4).
    lost_text : bool
        It lost the abilities of its rules text (CR 305.7).
    abilities : tuple of EffectiveAbility
    could_produce : frozenset of ManaType
        CR 106.7, the union over its abilities.
    tapped_damage : int
        Damage to you whenever it becomes tapped (City of Brass), unless it lost its text.
    unsupported : tuple of Unsupported
        Its own text about mana that was not understood (left out of every answer), and effects on it that could not
        be applied.
    untaps : tuple of UntapAbility
        Its own untap abilities (for loops), costs after reductions.
    colors : frozenset of ManaType
        Its colours (the card's).
    printed_could_produce : frozenset of ManaType
        What its own card's mana abilities could produce with nothing else in force (the parser's reading: an
        amount counted on the board or a type reflected from other permanents taken at its widest).
    changed_by : tuple of (str, str)
        (source id, card name) of each effect in force that changed it — its types, its abilities, their cost or
        their mana — in the order met.
    lost_by : tuple of (str, str)
        Those of :attr:`changed_by` that took the abilities of its text away (:attr:`lost_text`).
    prohibited : tuple of (str, str)
        (ability text, reason) for each of its activated abilities that can't be activated (CR 602.5: "can't be
        activated: Null Rod#1"; CR 302.6: a creature that came under your control this turn and lost its haste).
        They are not among :attr:`abilities` nor :attr:`untaps`, so no plan uses them.
    barred_by : tuple of str
        The ids of the effects that stop its activated abilities that are not mana abilities (CR 602.5): Magus of the
        Will's, an untap ability's.
    haste_from : tuple of str
        Where its haste comes from (``'haste: on the board'``, ``'printed'``, an effect's source id), in the order
        met; empty: it has none.

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> pool = effective_abilities(parse_inline("Blood Moon, Breeding Pool"))["Breeding Pool#1"]
    >>> pool.type_line, pool.printed_type_line
    ('Land — Mountain', 'Land — Forest Island')
    >>> sorted(t.value for t in pool.could_produce), sorted(t.value for t in pool.printed_could_produce)
    (['R'], ['G', 'U'])
    >>> pool.changed_by, pool.lost_text
    ((('Blood Moon#1', 'Blood Moon'),), True)
    """

    permanent: Permanent
    parsed: ParsedCard
    card_types: frozenset[str]
    subtypes: frozenset[str]
    supertypes: frozenset[str]
    lost_text: bool = False
    abilities: tuple[EffectiveAbility, ...] = ()
    could_produce: frozenset[ManaType] = frozenset()
    tapped_damage: int = 0
    unsupported: tuple[Unsupported, ...] = ()
    untaps: tuple[UntapAbility, ...] = ()
    colors: frozenset[ManaType] = frozenset()
    printed_could_produce: frozenset[ManaType] = frozenset()
    changed_by: tuple[tuple[str, str], ...] = ()
    lost_by: tuple[tuple[str, str], ...] = ()
    prohibited: tuple[tuple[str, str], ...] = ()
    haste_from: tuple[str, ...] = ()
    barred_by: tuple[str, ...] = ()

    @property
    def haste(self) -> bool:
        """Whether it has haste, or its abilities may be activated as though it had (CR 702.10, 302.6): from the
        board's ``haste:``, its own printed haste (unless it lost its abilities), or an effect in force
        (:attr:`haste_from`)."""
        return bool(self.haste_from)

    @property
    def id(self) -> str:
        """The permanent's id."""
        return self.permanent.id

    @property
    def type_line(self) -> str:
        """Its type line now: ``'Land — Mountain'`` (supertypes, card types, then subtypes, each sorted as the
        rules order them: supertypes and card types by :data:`TYPE_ORDER`, subtypes as printed, then new ones
        alphabetically)."""
        return _type_line(self.supertypes, self.card_types, self.subtypes, tuple(self.permanent.card.subtypes))

    @property
    def printed_type_line(self) -> str:
        """Its card's type line, in the same form as :attr:`type_line` (one face's, for a card with faces)."""
        card = self.permanent.card
        return _type_line(frozenset(card.supertypes), frozenset(card.card_types), frozenset(card.subtypes),
                          tuple(card.subtypes))

    @property
    def printed_colors(self) -> frozenset[ManaType]:
        """Its card's colours (:attr:`colors` are those now: none when an effect makes it colorless)."""
        return _colors(self.permanent)

    @property
    def changed(self) -> bool:
        """Whether its types, colours or could-produce are not its card's (an effect, or what is on the board)."""
        return (self.type_line != self.printed_type_line or self.could_produce != self.printed_could_produce
                or self.colors != self.printed_colors)

    def why_changed(self) -> str:
        """In words, why it is not as printed: the effects that changed it (``'Blood Moon'``), else what the board
        lacks for its abilities (``'it adds no mana on this board, CR 106.7'``); ``''`` when it is as printed."""
        if not self.changed:
            return ""
        if self.changed_by:
            return ", ".join(dict.fromkeys(name for _, name in self.changed_by))
        problems = [a.problem or _why_nothing(a) for a in self.abilities if a.problem or a.output.empty]
        problems = [p for p in problems if p]
        if problems:
            return "; ".join(dict.fromkeys(problems)) + ", CR 106.7"
        if self.could_produce < self.printed_could_produce:
            return "not all of it on this board, CR 106.7" if self.could_produce else \
                "it adds no mana on this board, CR 106.7"
        return "what its abilities count or look at on this board, CR 106.7"

    @property
    def mana_parsed(self) -> ParsedCard:
        """A ParsedCard with the effective mana abilities (what the payment model reads)."""
        return ParsedCard(name=self.parsed.name, mana_abilities=tuple(a.ability for a in self.abilities),
                          tapped_damage=self.tapped_damage, unsupported=self.unsupported)


@dataclass(frozen=True)
class EffectiveBoard:
    """The board with every effect applied.

    Parameters
    ----------
    board : Board
    views : tuple of PermanentView
        In board order, every permanent (yours and your opponents').
    effects : tuple of ActiveEffect
        The effects in force.
    nodes : tuple of AbilityNode
        The nodes of the ability graph of :mod:`manaplan.solver.rules.could_produce`; :attr:`graph` is built from
        them when first asked for (a board where nothing reflects another permanent's mana needs no graph to settle
        could-produce, and pay's answer then does not wait for networkx to load).
    values : dict of str to frozenset of ManaType
        Each ability node's could-produce set.
    unsupported : tuple of (str, Unsupported)
        (source, marker) for every piece of mana text on the board not understood, permanents and ``effects:``.

    Attributes
    ----------
    spend_permissions : tuple of Permission
        The spending permissions in force for you (CR 609.4b), worked out once, when first asked for.
    casting : BoardRules
        The casting permissions and cost changes in force (CR 601.2f), worked out once, when first asked for.

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> eff = effective_abilities(parse_inline("Vizier of the Menagerie (id=v), Imprisoned in the Moon (on=v)"))
    >>> eff.in_force("v"), eff.spend_permissions
    (False, ())
    >>> eff = effective_abilities(parse_inline("Thalia, Guardian of Thraben (opp), Chromatic Orrery"))
    >>> [p.source for p in eff.spend_permissions], [who for _, who in eff.casting.cost_changes]
    (['Chromatic Orrery#1'], ['Thalia, Guardian of Thraben#1'])
    """

    board: Board
    views: tuple[PermanentView, ...]
    effects: tuple[ActiveEffect, ...]
    nodes: tuple[AbilityNode, ...] = field(compare=False, repr=False)
    values: dict = field(compare=False, repr=False)
    unsupported: tuple[tuple[str, Unsupported], ...] = ()
    built: dict = field(default_factory=dict, compare=False, repr=False)

    @property
    def graph(self) -> nx.DiGraph:
        """The ability graph (:func:`~manaplan.solver.rules.could_produce.build_graph`, node attribute ``node``),
        built on first use."""
        if "graph" not in self.built:
            self.built["graph"] = build_graph(self.nodes)
        return self.built["graph"]

    def __getitem__(self, permanent_id: str) -> PermanentView:
        # one dict, built on first use (for these views: a copy by replace shares built): a scan per look-up made
        # casting_rules quadratic (10,000 permanents: 2 s past a 1 s --time-limit)
        views, index = self.built.get("index", (None, None))
        if views is not self.views:
            index = {}
            for v in self.views:
                index.setdefault(v.id, v)
            self.built["index"] = (self.views, index)
        return index[permanent_id]

    def parsed(self, permanent_id: str) -> ParsedCard:
        """The effective :class:`~manaplan.models.ability.ParsedCard` of one permanent (for the payment model)."""
        return self[permanent_id].mana_parsed

    @property
    def yours(self) -> tuple[PermanentView, ...]:
        """The views of the permanents you control."""
        return tuple(v for v in self.views if v.permanent.is_yours)

    def effects_of(self, kind: type) -> tuple[ActiveEffect, ...]:
        """The effects in force of one kind (``Replacement``, ``UntapAbility`` …)."""
        return tuple(e for e in self.effects if isinstance(e.effect, kind))

    @property
    def prohibited(self) -> tuple[tuple[str, str, str], ...]:
        """(permanent id, ability text, reason) for every activated ability on the board that can't be activated
        (CR 602.5) or is barred by summoning sickness after its haste was lost (CR 302.6): why each can't be used.

        >>> from manaplan.models.board_files import parse_inline
        >>> effective_abilities(parse_inline("Sol Ring, Null Rod (opp)")).prohibited
        (('Sol Ring#1', '{T}: Add {C}{C}.', "can't be activated: Null Rod#1"),)
        """
        return tuple((v.id, text, why) for v in self.views for text, why in v.prohibited)

    @property
    def lost(self) -> tuple[tuple[str, str, str], ...]:
        """(permanent id, ability text, reason) for each printed mana ability gone because its permanent lost all its
        abilities (CR 613.1f: Humility, Kenrith's Transformation), so an answer can name what it left out.

        >>> from manaplan.models.board_files import parse_inline
        >>> effective_abilities(parse_inline("Llanowar Elves, Frogify (on=Llanowar Elves#1)")).lost
        (('Llanowar Elves#1', '{T}: Add {G}.', 'lost its abilities: Frogify#1'),)
        """
        out = []
        for v in self.views:
            by = [s for s, _ in v.lost_by if any(isinstance(e.effect, Becomes) and e.source == s for e in self.effects)]
            if v.lost_text and by:
                out += [(v.id, a.text or a.describe(), f"lost its abilities: {', '.join(by)}")
                        for a in v.parsed.mana_abilities if not a.intrinsic]
        return tuple(out)

    def why_not_activated(self, permanent_id: str) -> tuple[str, ...]:
        """The reasons the activated abilities of one permanent can't be activated (empty: none)."""
        return tuple(dict.fromkeys(why for _, why in self[permanent_id].prohibited))

    def has_haste(self, permanent_id: str) -> bool:
        """Whether a permanent has haste or may be activated as though it had (:attr:`PermanentView.haste`)."""
        return self[permanent_id].haste

    def in_force(self, permanent_id: str) -> bool:
        """Whether the abilities of a permanent's own text are in force: it did not lose them (CR 305.7, or an effect
        that removes all abilities, CR 613.1f)."""
        return not self[permanent_id].lost_text

    @cached_property
    def spend_permissions(self) -> tuple:
        """The spending permissions in force for you (CR 609.4b), as
        :class:`~manaplan.solver.rules.spending.Permission` values: only from effects in force, so from no
        permanent that lost its abilities."""
        from .rules.spending import permissions_in_force

        return permissions_in_force(self.effects)

    @cached_property
    def casting(self):
        """The casting permissions and cost changes in force (:class:`~manaplan.solver.rules.casting.BoardRules`):
        those of permanents whose own abilities are in force, and those of the board's ``effects:``; "attached to a
        creature" (Summoning Materia) looks at card types now."""
        from .rules.casting import casting_rules

        return casting_rules(self.board, in_force=lambda p: not self[p.id].lost_text,
                             card_types=lambda p: self[p.id].card_types, barred=lambda p: self[p.id].barred_by,
                             graveyard_lost=tuple(e.source for e in self.effects
                                                  if isinstance(e.effect, ZoneAbilitiesLost)))


# ---------------------------------------------------------------------------------------------------- helpers
def _why_nothing(a: EffectiveAbility) -> str | None:
    """Why an ability adds no mana on this board, as a player says it (``'no creature you control'``): for an amount
    counted on the board, a colour among what is there, a type reflected from other permanents; None otherwise."""
    out = a.base.output
    if isinstance(out, Counted):
        what = out.count.describe()
        return f"no {what}" if isinstance(out.count, PermanentCount) else f"{what} is 0"
    if isinstance(out, AmongColors):
        return f"no colour among {out.filter.text or 'them'}" + (" in your graveyard" if out.zone == "graveyard"
                                                                 else " you control")
    if isinstance(out, Reflect):
        return "nothing it looks at could produce mana"
    return None


#: The order of supertypes and card types on a type line (CR 205.2a, 205.4a).
TYPE_ORDER = ("Basic", "Legendary", "Ongoing", "Snow", "World", "Kindred", "Tribal", "Artifact", "Battle",
              "Conspiracy", "Creature", "Dungeon", "Enchantment", "Instant", "Land", "Phenomenon", "Plane",
              "Planeswalker", "Scheme", "Sorcery", "Vanguard")


def _type_line(supertypes: frozenset[str], card_types: frozenset[str], subtypes: frozenset[str],
               printed: tuple[str, ...] = ()) -> str:
    """``'Legendary Land — Forest Island'``: a type line from sets of types (subtypes in their ``printed`` order,
    then the others alphabetically).

    Examples
    --------
    >>> _type_line(frozenset({"Snow"}), frozenset({"Land", "Artifact"}), frozenset({"Swamp", "Forest"}))
    'Snow Artifact Land — Forest Swamp'
    """
    rank = {t: i for i, t in enumerate(TYPE_ORDER)}
    head = sorted(supertypes, key=lambda t: (rank.get(t, len(rank)), t)) + sorted(
        card_types, key=lambda t: (rank.get(t, len(rank)), t))
    order = {t: i for i, t in enumerate(printed)}
    subs = sorted(subtypes, key=lambda t: (order.get(t, len(order)), t))
    return " ".join(head) + (" — " + " ".join(subs) if subs else "")


@dataclass
class _Chars:
    card_types: frozenset[str]
    subtypes: frozenset[str]
    supertypes: frozenset[str]


def _in_scope(scope: Scope, chars: _Chars, p: Permanent, eff: ActiveEffect) -> bool:
    return scope.matches(card_types=chars.card_types, subtypes=chars.subtypes, supertypes=chars.supertypes,
                         controlled_by_you=p.controller == eff.controller,
                         is_attached_to=eff.attached_to is not None and eff.attached_to == p.id,
                         is_source=eff.source == p.id, is_token=p.is_token, counters=p.counters, name=p.name,
                         source_chosen=eff.chosen)


def _intrinsic(chars: _Chars) -> list[ManaAbility]:
    if "Land" not in chars.card_types:
        return []
    basics = tuple(t for t in BASIC_TYPE_MANA if t in chars.subtypes)
    return list(_intrinsic_of(basics)) if basics else []


@functools.lru_cache(maxsize=1024)
def _concrete(y: Y.Yield) -> Produce:
    """The concrete choices of a yield as a :class:`~manaplan.models.ability.Produce` (what the payment model
    reads), remembered: a board's Forests share one."""
    return Produce(y.choices())


@functools.lru_cache(maxsize=64)
def _intrinsic_of(basics: tuple[str, ...]) -> tuple[ManaAbility, ...]:
    """The intrinsic mana abilities of a land with these basic land types (CR 305.6), remembered."""
    from ..models.oracle.parser import intrinsic_abilities

    return tuple(intrinsic_abilities("Land — " + " ".join(basics)))


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


def devotion(board: Board, controller: str, colors: frozenset[ManaType], views: dict[str, _Chars] | None = None) -> int:
    """Devotion to ``colors`` (CR 700.5): mana symbols that are of at least one of those colours in the mana costs
    of permanents ``controller`` controls (hybrid and Phyrexian symbols count for each of their colours).

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> devotion(parse_inline("Nykthos, Shrine to Nyx, Nyxbloom Ancient, Llanowar Elves"), "you", frozenset({ManaType.G}))
    4
    """
    n = 0
    for p in board.permanents:
        if p.controller != controller:
            continue
        try:
            cost = ManaCost.parse(p.card.mana_cost.split("//")[0]) if p.card.mana_cost else ManaCost(())
        except CostSyntaxError:
            continue
        n += sum(1 for s in cost if set(s.colors) & colors)
    return n + (_devotion_bonus(board, controller) if colors else 0)


def _devotion_bonus(board: Board, controller: str) -> int:
    """What :class:`~manaplan.models.effects.DevotionBonus` effects of ``controller``'s permanents add to a devotion
    (Altar of the Pantheon). Where an effect on the board may remove abilities (:class:`Becomes`), none is counted:
    a devotion too small never makes a plan that cannot be carried out."""
    from ..models.oracle.parser import parse_card

    parsed = [(p, parse_card(p.card)) for p in board.permanents]
    if any(isinstance(e, Becomes) for _, pc in parsed for e in pc.effects) or any(
            isinstance(e, Becomes) for card in board.effects for e in parse_card(card).effects):
        return 0
    return sum(e.amount for p, pc in parsed if p.controller == controller
               for e in pc.effects if isinstance(e, DevotionBonus))


def _own_colors(ability: ManaAbility, p: Permanent, colorless: bool) -> ManaAbility | None:
    """A granted ability as it works on ``p``: "one mana of any of this creature's colors" (:class:`OwnColors`)
    becomes a choice of ``p``'s colours (none if it is colorless: the ability adds no mana, CR 106.5, and is left
    out); any other ability as it is."""
    if not isinstance(ability.output, OwnColors):
        return ability
    fixed = ability.output.with_colors(frozenset() if colorless else _colors(p))
    return None if fixed is None else replace(ability, output=fixed)


def _has_another_activated(p: Permanent, item: tuple, items: list[tuple], lost_text: bool) -> bool:
    """Whether ``p`` surely has an activated ability other than the granted one ``item``: another mana ability it
    has (printed, intrinsic or granted, but not the same ability granted again), or a "[Cost]: [Effect]" line of its
    text (CR 602.1) if it kept its text. Keyword abilities that are activated (equip, cycling …) are not read, so
    False may mean "not known"."""
    from ..models.oracle.text import split_cost_effect

    if any(x is not item and x[1] != item[1] for x in items):
        return True
    if lost_text:
        return False
    return any(split_cost_effect(line.strip()) is not None for line in (p.card.oracle_text or "").split("\n"))


def _set_card_types(active: list[ActiveEffect], perms, chars: dict[str, _Chars],
                    touched: dict[str, dict[str, str]] | None = None) -> None:
    """Layer 4 card types set by :class:`~manaplan.models.effects.Becomes` ("is a colorless land", "is a Treasure
    artifact"), in timestamp order and before the land-type effects, whose scopes depend on them (CR 613.8a). The
    set card type replaces the others; subtypes of a card type the permanent no longer has are gone, and a subtype
    that is set replaces the permanent's other subtypes but its land types (CR 205.1a)."""
    for e in sorted((e for e in active if isinstance(e.effect, Becomes) and e.effect.card_types),
                    key=lambda e: e.order):
        b: Becomes = e.effect
        for p in perms:
            c = chars[p.id]
            if _in_scope(b.scope, c, p, e):
                kept = c.subtypes & LAND_SUBTYPES if "Land" in b.card_types else frozenset()
                chars[p.id] = _Chars(b.card_types, kept | b.subtypes, c.supertypes)
                if touched is not None:
                    touched[p.id][e.source] = e.name


def _strip_abilities(active: list[ActiveEffect], perms, chars: dict[str, _Chars]
                     ) -> tuple[list[ActiveEffect], set[str]]:
    """The permanents that lose all their abilities (:class:`~manaplan.models.effects.Becomes`), and the effects in
    force without those of their text — but for land-type effects, which applied in layer 4 already. An effect that
    removes the ability of another such effect's source applies first (CR 613.8a), so this repeats until nothing
    changes."""
    while True:
        stripped = {p.id for e in active if isinstance(e.effect, Becomes)
                    for p in perms if _in_scope(e.effect.scope, chars[p.id], p, e)}
        kept = [e for e in active if e.source not in stripped or isinstance(e.effect, LandTypes)]
        if len(kept) == len(active):
            return kept, stripped
        active = kept


def _returned_as_aura(e: ReturnsAsAura, p: Permanent, board: Board) -> bool:
    """Whether the card is on the board as the Aura it returned as: attached (a creature is attached to nothing) to a
    permanent it may enchant (else the Aura would go to the graveyard, CR 704.5m) — by printed types."""
    if p.attached_to is None:
        return False
    try:
        q = board.get(p.attached_to)
    except KeyError:
        return False
    return e.enchant.matches(card_types=q.card.card_types, subtypes=q.card.subtypes, supertypes=q.card.supertypes,
                             controlled_by_you=q.controller == p.controller, is_attached_to=True,
                             is_source=False, is_token=q.is_token, counters=q.counters, name=q.name)


def _unknown_condition(e) -> str:
    """Why an "As long as …" effect is left out when the board does not show its condition."""
    if e.fact is not None:
        return f"needs facts: {e.fact} (give it in the board's facts:); this effect is left out"
    return "the top card of your library is not given (library_top:); this effect is left out"


def _as_long_as_holds(e, p: Permanent, board: Board) -> bool | None:
    """Whether an "As long as …" condition holds for a permanent's effect: the source's own counter, its renown
    (CR 702.112) or being modified (CR 700.9), the top card of the library (None when the board does not give
    ``library_top:``), or a count of permanents its controller controls by printed card type (land-type effects do
    not change card types). An effect that works from the graveyard is not in force on the battlefield."""
    if e.in_graveyard:
        return False
    if e.fact is not None:  # a flag of the game's facts, yours only
        value = board.facts.get(e.fact) if p.controller == YOU else None
        return None if value is None else bool(value)
    if e.own_counter is not None:
        return p.counter(e.own_counter) > 0
    if e.own_state == "renowned":
        return p.renowned
    if e.own_state == "modified":  # CR 700.9: a counter, an Equipment, or an Aura its controller controls
        return any(n > 0 for _, n in p.counters) or any(
            "Equipment" in q.card.subtypes or ("Aura" in q.card.subtypes and q.controller == p.controller)
            for q in board.attached(p.id))
    if e.library_top is not None:
        if not board.library_top or p.controller != YOU:  # not given (an opponent's library is never given)
            return None
        return e.library_top in board.library_top[0].card_types
    f = e.control.filter
    n = sum(1 for q in board.permanents if q.controller == p.controller
            and f.matches(frozenset(q.card.card_types), frozenset(q.card.subtypes)))
    return n >= e.control.at_least


class _UnknownCount(Exception):
    """A count the board does not give (a fact not in ``facts:``, a power of ``*`` without ``power:``): the mana is
    unknown, never taken as 0."""


_BASIC_TYPES = frozenset(BASIC_TYPE_MANA)


def _has_keyword(card, keyword: str) -> bool:
    """Whether the card's text prints the keyword ability on a line of keywords ("Defender", "Defender, reach";
    reminder text in parentheses ignored). Keywords granted by other effects are not on the board."""
    for line in (card.oracle_text or "").split("\n"):
        line = re.sub(r"\([^)]*\)", "", line).strip()
        if any(w.strip().lower() == keyword for w in line.split(",")):
            return True
    return False


def _power(q: Permanent, stat: str = "power") -> int:
    """``q``'s power (or toughness) now; raises :class:`_UnknownCount` when the board does not give it."""
    value = q.current_power if stat == "power" else q.current_toughness
    if value is None:
        raise _UnknownCount(f"the {stat} of {q.id} is unknown (give it {stat}: on the board)")
    return value


def _creatures(p: Permanent, board: Board, chars: dict[str, _Chars]) -> list[Permanent]:
    return [q for q in board.permanents if q.controller == p.controller and "Creature" in chars[q.id].card_types]


def _count(count, p: Permanent, board: Board, chars: dict[str, _Chars], chosen: ManaType | None = None) -> int:
    """How many ``count`` counts for ``p``'s ability on the board (before the rule that a negative amount is 0).

    Raises
    ------
    _UnknownCount
        When the board does not give what is counted.
    """
    if isinstance(count, PermanentCount):
        if count.controller not in (YOU, "any"):  # "Islands target opponent controls": a target, never chosen here
            raise _UnknownCount(f"counts what {count.controller} controls: a target no board names")
        total = 0
        for q in board.permanents:
            if count.controller == YOU and q.controller != p.controller:
                continue
            if count.filter.another and q.id == p.id:  # "other Gates you control": not this one
                continue
            if count.attacking and not q.attacking:  # "attacking creature" (CR 508.1)
                continue
            c = chars[q.id]
            f = count.filter
            if count.chosen_type:  # "of the chosen type": the creature type chosen for this permanent
                f = replace(f, subtypes=frozenset({p.chosen or ""}))
            if "~" in f.names:  # "named ~": the name of the ability's own permanent
                f = replace(f, names=(f.names - {"~"}) | {p.name})
            if not replace(f, min_power=0).matches(c.card_types, c.subtypes, supertypes=c.supertypes,
                                                   is_token=q.is_token, name=q.name):
                continue
            if count.keyword and not _has_keyword(q.card, count.keyword):
                continue
            if f.min_power and ("Creature" not in c.card_types or _power(q) < f.min_power):  # "with power N or
                continue  # greater": a creature's power now; unknown makes the count unknown
            total += 1
        return total
    if isinstance(count, CounterCount):
        if not count.kind:  # "for each counter on ~": every kind
            return sum(n for _, n in p.counters)
        return p.counter(count.kind)
    if isinstance(count, Devotion):
        colors = count.colors or (frozenset({chosen}) if chosen is not None else frozenset())
        return devotion(board, p.controller, colors)
    if isinstance(count, GraveyardCount):  # the board's graveyard: list is yours; an opponent's is not given
        if count.whose != "your":  # Spoils of Evil: target opponent's graveyard
            raise _UnknownCount(f"counts cards in {count.whose} graveyard, which no board gives")
        if p.controller != YOU:
            return 0
        return sum(1 for card in board.graveyard
                   if count.filter.matches(frozenset(card.card_types), frozenset(card.subtypes),
                                           frozenset(ManaType(c) for c in card.colors),
                                           supertypes=frozenset(card.supertypes)))
    if isinstance(count, LifeTotal):  # the board's life is yours
        return board.life if p.controller == YOU else 0
    if isinstance(count, SelfStat):  # CR 208.3
        return _power(p, count.stat)
    if isinstance(count, GreatestPower):
        creatures = _creatures(p, board, chars)
        if count.entered:  # Alena: only those that entered this turn (the board's entered:, else not sick)
            unknown = [q.id for q in creatures if q.entered_this_turn is None]
            if unknown:
                raise _UnknownCount(f"whether {', '.join(unknown)} entered the battlefield this turn is not known "
                                    "(give entered: true or false)")
            creatures = [q for q in creatures if q.entered_this_turn]
        return max((_power(q) for q in creatures), default=0)
    if isinstance(count, TotalPower):  # anyone's attacking creatures (CR 508.1)
        return sum(_power(q) for q in board.permanents if q.attacking and "Creature" in chars[q.id].card_types)
    if isinstance(count, DifferentPowers):
        return len({_power(q) for q in _creatures(p, board, chars)})
    if isinstance(count, BasicLandTypes):  # domain: after land-type effects (CR 305.7)
        seen: set[str] = set()
        for q in board.permanents:
            if q.controller == p.controller and "Land" in chars[q.id].card_types:
                seen |= chars[q.id].subtypes & _BASIC_TYPES
        return len(seen)
    if isinstance(count, FactCount):
        if p.controller != YOU:
            raise _UnknownCount(f"needs facts of its controller: {count.fact}")
        value = board.facts.get(count.fact)
        if value is None:
            raise _UnknownCount(f"needs facts: {count.fact}")
        return int(value)
    if isinstance(count, SacrificedStat):
        raise _UnknownCount("the amount depends on the permanent sacrificed")
    if isinstance(count, NamedInGraveyards):  # Rite of Flame: every player's graveyard
        raise _UnknownCount("counts cards in each graveyard; the board gives only yours")
    if isinstance(count, WatermarkCount):  # Druid of the Sacred Beaker
        raise _UnknownCount(f"counts {count.watermark} watermarks, which no board gives")
    raise TypeError(count)


def _counted(out: Counted, p: Permanent, board: Board, chars: dict[str, _Chars], n: int | None = None
             ) -> tuple[Y.Yield, str | None]:
    """What a counted output adds on the board, or nothing and why (a count the board does not give). ``n``: the
    count when the caller knows it (the sacrificed permanent's value). A negative amount is 0 (CR 107.1b)."""
    try:
        if out.combination:  # each mana chosen on its own (CR 106.1b)
            k = n if n is not None else _count(out.count, p, board, chars)
            types = frozenset(t for c in out.unit.choices for t in c)
            return Y.any_combination(max(0, k + out.plus), types), None
        combos = []
        for choice in out.unit.choices:
            chosen = choice[0] if len(set(choice)) == 1 else None
            k = n if n is not None else _count(out.count, p, board, chars, chosen)
            combos.append(tuple(choice) * max(0, k + out.plus))
        return Y.from_choices(combos), None
    except _UnknownCount as unknown:
        return Y.NOTHING, f"{unknown}; its mana is left out"


def _counted_yield(out: Counted, p: Permanent, board: Board, chars: dict[str, _Chars]) -> Y.Yield:
    """What a counted output adds on the board; nothing when the board does not give the count (never 0 assumed:
    see :func:`_counted` for the reason)."""
    return _counted(out, p, board, chars)[0]


def _sacrificed_value(out: Counted, q: Permanent) -> int:
    """The sacrificed permanent's power or mana value, as it last existed on the battlefield (CR 608.2h, 202.3)."""
    if out.count.stat == "mana value":
        if q.card.is_face and not q.card.mana_cost and q.card.layout in ("transform", "meld", "flip"):
            # a transformed, melded or flipped permanent: its mana value comes from the front face's mana cost
            raise _UnknownCount(f"the mana value of {q.id} (its other face's) is not computed")
        try:
            return ManaCost.parse(q.card.mana_cost.split("//")[0]).mana_value if q.card.mana_cost else 0
        except CostSyntaxError:
            raise _UnknownCount(f"the mana value of {q.id} is unknown") from None
    return _power(q)


def _removed_filter(ability: ManaAbility) -> PermanentFilter | None:
    """The one permanent whose value a :class:`SacrificedStat` amount speaks of: the cost's only "Sacrifice a …"
    ("the sacrificed creature's power") or only "Exile a … you control" ("the exiled creature's mana value", Food
    Chain); None when the cost removes other than exactly that one permanent (not understood by the solvers)."""
    cost, count = ability.cost, ability.output.count
    if len(cost.removes_others) != 1 or cost.sacrifice_x is not None:
        return None
    mine = cost.exiles if count.verb == "exiled" else cost.sacrifices if count.verb == "sacrificed" else ()
    return mine[0] if len(mine) == 1 else None


def _sacrificed_victims(ability: ManaAbility, p: Permanent, board: Board, chars: dict[str, _Chars],
                        colorless: frozenset[str] | set[str] = frozenset()
                        ) -> tuple[list[tuple[tuple[str, ...], Y.Yield]], str | None]:
    """For "an amount of {G} equal to the sacrificed creature's power" (Furgul), "… 1 plus the exiled creature's
    mana value" (Food Chain): the permanents the cost may sacrifice (or exile), grouped by what each makes the
    ability add (one use per group, as for Squandered Resources), and the permanents left out because their value
    is unknown, in words. ``colorless``: the ids of permanents an effect makes colorless (for a filter with
    colours, "a black or artifact creature")."""
    out: Counted = ability.output
    f = _removed_filter(ability)
    if f is None:
        return [], "the sacrificed permanent's value with other than one sacrifice is not supported"
    groups: dict[int, list[str]] = defaultdict(list)
    unknown: list[str] = []
    for q in board.permanents:
        c = chars[q.id]
        if q.controller != p.controller or (f.another and q.id == p.id) or (f.untapped and q.tapped):
            continue
        if not f.matches(c.card_types, c.subtypes, frozenset() if q.id in colorless else _colors(q),
                         supertypes=c.supertypes, is_token=q.is_token, power=q.current_power, name=q.name):
            continue
        try:
            groups[_sacrificed_value(out, q)].append(q.id)
        except _UnknownCount as e:
            unknown.append(str(e))
    sets = [(tuple(ids), _counted(out, p, board, chars, n=value)[0]) for value, ids in sorted(groups.items())]
    problem = "; ".join(unknown) + ": not sacrificed for this ability" if unknown else None
    return sets, problem


def _settled_reflection(a: ManaAbility, p: Permanent, board: Board, chars: dict[str, _Chars]) -> ManaAbility:
    """``a`` with a :class:`~manaplan.models.ability.Conditional` that reflects ("Add one mana of any type that a
    land you control could produce. If this creature has a +1/+1 counter on it, add three mana of that type
    instead.", Incubation Druid) replaced by the branch the board decides, so that the reflection joins the
    could-produce graph; unchanged when the board does not decide it (then :func:`_base_yield` leaves it out with
    the reason) or when nothing in it reflects."""
    out = a.output
    if not isinstance(out, Conditional) or not isinstance(out.base, Reflect) and not isinstance(out.instead,
                                                                                                    Reflect):
        return a
    from .rules.conditions import Traits, conditional_holds  # noqa: PLC0415

    holds, _ = conditional_holds(out, p, board, lambda q: Traits(
        chars[q.id].card_types, chars[q.id].subtypes, chars[q.id].supertypes, _colors(q)))
    return a if holds is None else replace(a, output=out.choose(holds))


def _fixed_colors(p: Permanent) -> frozenset[ManaType] | None:
    """The colours fixed for ``p`` before now (:class:`~manaplan.models.ability.ChosenColors`): its ``imprinted``
    card's colours (none for a colorless card), else the colour letters of its ``chosen`` (``'WU'``); None when the
    board gives neither.

    >>> from manaplan.models.cards.card import Card
    >>> sorted(t.value for t in _fixed_colors(Permanent("m", Card("Chrome Mox"), chosen="wu")))
    ['U', 'W']
    >>> _fixed_colors(Permanent("m", Card("Chrome Mox"))) is None
    True
    """
    if p.imprinted is not None:
        return _colors(replace(p, card=p.imprinted))
    text = (p.chosen or "").upper()
    if text and set(text) <= set("WUBRGC"):
        return frozenset(ManaType(c) for c in text)
    return None


def _chosen(p: Permanent, noted: bool = False) -> ManaType | None:
    """The colour chosen for ``p`` (its ``chosen``); with ``noted``, the type noted for it, colorless too (Jeweled
    Amulet's "last noted type")."""
    if not p.chosen:
        return None
    try:
        t = ManaType.parse(p.chosen)
    except ValueError:
        return None
    return t if t.is_color or (noted and t is ManaType.C) else None


#: The most permanents an X of "Sacrifice X Goats" / "Tap X untapped tokens you control" is expanded for; with more
#: candidates the ability is left out (see :func:`_expand_x`).
X_PERMANENTS_LIMIT = 12


def _expand_x(item: tuple, p: Permanent, board: Board, chars: dict[str, _Chars]) -> list[tuple]:
    """"{T}, Sacrifice X Goats: Add X mana of any one color." (Springjack Pasture), "{T}, Pay 2 life, Tap X untapped
    tokens you control: Add X mana in any combination of colors." (Hazel of the Rootbloom): one ability for each X
    from 1 to the number of permanents of that kind you control (CR 107.3: X is chosen as the cost is paid), each
    sacrificing or tapping X of them as "Sacrifice a Goat" / "Tap an untapped token you control" parts do, and adding
    that X's mana. The solvers then choose X as they choose between abilities. Kept as it is (left out, with its
    reason) when the output is not X mana or there are more than :data:`X_PERMANENTS_LIMIT` candidates."""
    a: ManaAbility = item[0]
    cost = a.cost
    f = cost.sacrifice_x if cost.sacrifice_x is not None else cost.taps_x
    if f is None:
        return [item]
    out = a.output
    amount = getattr(out, "amount", None)
    if not isinstance(amount, CostX) or not isinstance(out, (AnyOneColor, AnyCombination)):
        return [item]
    n = 0
    for q in board.permanents:
        c = chars[q.id]
        if q.controller != p.controller or (f.untapped and q.tapped) or (f.another and q.id == p.id):
            continue
        if cost.taps_x is not None and cost.tap and q.id == p.id:  # it taps itself with {T} already
            continue
        if f.matches(c.card_types, c.subtypes, _colors(q), supertypes=c.supertypes, is_token=q.is_token,
                     power=q.current_power, name=q.name):
            n += 1
    if not n or n > X_PERMANENTS_LIMIT:
        return [item]
    expanded = []
    for x in range(max(1, cost.x_at_least), n + 1):  # "one or more": from 1 (X = 0 adds nothing anyway)
        if cost.sacrifice_x is not None:
            new_cost = replace(cost, sacrifice_x=None, x_at_least=0, sacrifices=cost.sacrifices + (f,) * x)
        else:
            new_cost = replace(cost, taps_x=None, x_at_least=0, taps=cost.taps + (f,) * x)
        new_out = (AnyCombination(amount.value(x), out.types) if isinstance(out, AnyCombination)
                   else Produce.any_color(amount.value(x)))
        expanded.append((replace(a, cost=new_cost, output=new_out), *item[1:]))
    return expanded


def _base_yield(ability: ManaAbility, p: Permanent, board: Board, chars: dict[str, _Chars],
                colorless: frozenset[str] | set[str] = frozenset()) -> tuple[Y.Yield, str | None]:
    """The yield of a non-reflecting output before effects, and a problem in words if it adds nothing for a reason
    a person should know (``colorless``: see :func:`_sacrificed_victims`)."""
    out = ability.output
    if isinstance(out, Produce):
        return Y.from_choices(out.choices), None
    if isinstance(out, Counted):
        if isinstance(out.count, PermanentCount) and out.count.chosen_type and not p.chosen:
            return Y.NOTHING, f"no creature type chosen for {p.id} (give it chosen: on the board)"
        if isinstance(out.count, SacrificedStat):  # every victim's amount: the could-produce node's types
            sets, problem = _sacrificed_victims(ability, p, board, chars, colorless)
            return Y.Yield.of([bag for _, y in sets for bag in y.options]), problem
        return _counted(out, p, board, chars)
    if isinstance(out, AnyCombination):
        if isinstance(out.amount, CostX):
            kind = ability.cost.remove_x_counters
            if ability.cost.sacrifice_x is not None or ability.cost.taps_x is not None:
                return Y.NOTHING, "an X amount that is a number of permanents sacrificed or tapped is not supported"
            if not kind or ability.cost.mana.x_count:
                return Y.NOTHING, "an X amount paid with mana is not supported by produce"
            return Y.any_combination(out.amount.value(p.counter(kind)), out.types), None
        return Y.any_combination(out.amount, out.types), None
    if isinstance(out, ChosenColor):
        fixed = out.resolve(chosen=_chosen(p, out.noted))
        if fixed is None:
            what = "no type noted" if out.noted else "no colour chosen"
            return Y.from_choices(out.alternatives), f"{what} for {p.id} (give it chosen: on the board)"
        return Y.from_choices(fixed.choices), None
    if isinstance(out, CommanderColor):
        fixed = out.resolve(commander=board.commander_colors)
        if fixed is None:
            return Y.NOTHING, "no commander colours on the board (commander_colors)"
        return Y.from_choices(fixed.choices), None
    if isinstance(out, Conditional):  # "If you control …, add {C}{C} instead.": checked on the board
        from .rules.conditions import Traits, conditional_holds  # noqa: PLC0415

        holds, why = conditional_holds(out, p, board, lambda q: Traits(
            chars[q.id].card_types, chars[q.id].subtypes, chars[q.id].supertypes, _colors(q)))
        if holds is None:
            return Y.NOTHING, why
        return _base_yield(replace(ability, output=out.choose(holds)), p, board, chars, colorless)
    if isinstance(out, DoneThisWay):  # "Add {G} for each nonland card revealed this way." (Selvala)
        return Y.NOTHING, f"the amount is known only as it resolves (for each {out.what}): never counted on"
    if isinstance(out, DoublePool):  # Doubling Cube: the pool's mana as it resolves, followed by the solvers
        return Y.NOTHING, None
    if isinstance(out, Chance):  # "Flip a coin. If you win the flip, add {C}{C}." (Mana Screw)
        return Y.NOTHING, ("the mana follows a coin flip or a die roll (CR 705, 706), known only as it resolves: "
                           "never counted on")
    if isinstance(out, AmongColors):  # Plaza of Heroes, Corrupted Grafstone, Bloom Tender: on the board as given
        fixed = out.with_colors(_among_colors(out, p, board, chars, colorless))
        if fixed is None:  # no colour to choose: no mana (CR 106.5)
            return Y.NOTHING, None
        return Y.from_choices(fixed.choices), None
    if isinstance(out, ChosenColors):  # Chrome Mox: the imprinted card's colours, or colours given as chosen:
        colors = _fixed_colors(p)
        if colors is None:
            if out.source == "exiled card":
                return Y.NOTHING, ("no card imprinted on it: give it imprinted: CARD (the card exiled with it) or "
                                   "chosen: its colours (such as chosen: WU) on the board")
            return Y.NOTHING, "no colours given for it: give them as chosen: on the board (such as chosen: WU)"
        fixed = out.with_colors(colors)
        return (Y.from_choices(fixed.choices), None) if fixed is not None else (Y.NOTHING, None)  # CR 106.5
    if isinstance(out, RevealedCards):  # Metalworker: the fitting cards of the hand, all revealed (the most mana)
        n = _revealable(out, board) if p.controller == YOU else 0
        return Y.from_choices(tuple(choice * n for choice in out.unit.choices)), None
    return Y.NOTHING, f"'{out.describe()}' is not understood by the solvers: its mana is left out"


def _doubling_changed(reps: list, triggers: list) -> str:
    """Why a doubling of the pool (Doubling Cube) that other effects change when it is tapped for mana (Mana
    Reflection's "twice as much", Kinnan's extra mana; CR 106.12) is left out, in a player's words."""
    who = ", ".join(dict.fromkeys(e.source for e in (*reps, *triggers)))
    return (f"it doubles the mana in your pool, and {who} would change what it adds when it is tapped for mana "
            f"(CR 106.12): the two together are not followed yet")


def _revealable(out: RevealedCards, board: Board) -> int:
    """How many cards of the board's ``hand:`` fit a :class:`~manaplan.models.ability.RevealedCards` filter (an
    artifact card for Metalworker; a creature card with power 5 or greater for Sacellum Godspeaker, whose power
    is its printed one, a ``*`` counting as not known so never revealed). Revealing more adds more, so the plan
    reveals every one (CR 701.20: revealed cards stay in the hand).

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> board = board_from_data({"permanents": ["Metalworker"], "hand": ["Sol Ring", "Mind Stone", "Forest"]})
    >>> _revealable(RevealedCards(Produce.one_of("CC"), PermanentFilter(frozenset({"Artifact"}))), board)
    2
    """
    def power(card) -> int | None:
        return int(card.power) if card.power is not None and str(card.power).lstrip("-").isdigit() else None

    _HAND_READ[0] = True  # this board's effective abilities depend on its hand: not shared across hands
    return sum(1 for card in board.hand
               if out.filter.matches(frozenset(card.card_types), frozenset(card.subtypes),
                                     frozenset(ManaType(c) for c in card.colors),
                                     supertypes=frozenset(card.supertypes), power=power(card), name=card.name))


def _among_colors(out, p: Permanent, board: Board, chars: dict[str, _Chars],
                  colorless: frozenset[str] | set[str] = frozenset()) -> frozenset[ManaType]:
    """The colours an :class:`~manaplan.models.ability.AmongColors` output may choose from on the board: those of
    the cards in your graveyard that fit (``zone`` ``'graveyard'``; an opponent's graveyard is never given, so
    every colour there), else those of the permanents ``p``'s controller controls that fit."""
    if out.zone == "graveyard":
        if p.controller != YOU:
            return frozenset(t for t in ManaType if t.is_color)
        return frozenset(t for card in board.graveyard
                         if out.filter.matches(frozenset(card.card_types), frozenset(card.subtypes),
                                               frozenset(ManaType(c) for c in card.colors),
                                               supertypes=frozenset(card.supertypes))
                         for t in (ManaType(c) for c in card.colors) if t.is_color)
    found: set[ManaType] = set()
    for q in board.permanents:
        c = chars[q.id]
        colors = frozenset() if q.id in colorless else _colors(q)
        if q.controller == p.controller and out.filter.matches(c.card_types, c.subtypes, colors,
                                                               supertypes=c.supertypes, is_token=q.is_token):
            found |= colors
    return frozenset(found)


def _apply_one(bag: Y.Bag, rep: Replacement) -> Y.Bag:
    amount = sum(s.size for s in bag)
    if not amount or amount < rep.min_amount:
        return bag
    y = Y.Yield((bag,))
    if rep.factor > 1:
        y = Y.multiply(y, rep.factor)
    elif rep.to_type is not None:
        y = Y.retype(y, rep.to_type)
    elif rep.to_mana:
        y = Y.exactly(y, rep.to_mana)
    elif rep.to_choice:
        y = Y.retype_choice(y, rep.to_choice)
    elif rep.to_one_of:
        y = Y.exactly_one_of(y, rep.to_one_of)
    return y.options[0] if y.options else ()


def apply_replacements(y: Y.Yield, reps: list[Replacement]) -> Y.Yield:
    """Replacement effects on one production of mana, in every order (CR 616.1: the player chooses the order; each
    order's outcome is an alternative).

    Examples
    --------
    >>> from manaplan.models.effects import Scope
    >>> reflection = Replacement(Scope(controller="you"), factor=2)
    >>> contamination = Replacement(Scope(frozenset({"Land"})), to_mana=(ManaType.B,))
    >>> apply_replacements(Y.from_choices([(ManaType.G,)]), [reflection, contamination]).text
    '[B×2] | [B]'
    """
    if not reps:
        return y
    orders = list(dict.fromkeys(itertools.permutations(reps))) if len(reps) <= 7 else [tuple(reps),
                                                                                     tuple(reversed(reps))]
    bags = []
    for bag in y.options:
        for order in orders:
            out = bag
            for rep in order:
                out = _apply_one(out, rep)
            bags.append(out)
    return Y.Yield.of(bags)


def _label(e: ActiveEffect) -> str:
    return e.source


# ---------------------------------------------------------------------------------------------------- the function
#: Recent effective boards, by the board less its hand (which no effect on mana reads) and the parser: ``cast``
#: pays for every card of a hand on boards that differ only in the hand, and ``pay`` asks twice per board.
_RECENT: "OrderedDict[tuple, EffectiveBoard]" = OrderedDict()
_RECENT_SIZE = 8
#: Boards (less their hand) whose effective abilities read the hand after all (Metalworker reveals artifact cards
#: from it): those are remembered with their hand; ``_HAND_READ`` is set while one is worked out.
_READS_HAND: set[tuple] = set()
_HAND_READ = [False]


def effective_abilities(board: Board, *, parse: Callable[[object], ParsedCard] | None = None) -> EffectiveBoard:
    """Apply every effect on mana to a board (see the module notes for the steps), once per board.

    The work is shared between boards that differ only in their hand (the cards ``cast`` puts on the stack, CR
    601.2a): the answer is the same but for :attr:`EffectiveBoard.board`, which is the board asked about.

    >>> from dataclasses import replace
    >>> from manaplan.models.board_files import parse_inline
    >>> b = parse_inline("Forest, Sol Ring")
    >>> one, two = effective_abilities(b), effective_abilities(replace(b, hand=(b.permanents[0].card,)))
    >>> one.views is two.views, [c.name for c in two.board.hand]
    (True, ['Forest'])
    """
    if parse is None:
        from ..models.oracle.parser import parse_card as parse
    try:
        key = (replace(board, hand=(), source=None), parse)
        hash(key)
        if key in _READS_HAND:
            key = (replace(board, source=None), parse)
            hash(key)
    except TypeError:  # a board with an unhashable part: not shared
        return _effective_abilities(board, parse=parse)
    found = _RECENT.get(key)
    if found is None:
        _HAND_READ[0] = False
        found = _effective_abilities(board, parse=parse)
        if _HAND_READ[0]:
            _READS_HAND.add(key)
            key = (replace(board, source=None), parse)
        _RECENT[key] = found
        while len(_RECENT) > _RECENT_SIZE:
            _RECENT.popitem(last=False)
    else:
        _RECENT.move_to_end(key)
    if found.board is board:
        return found
    # the same effects on another hand: a fresh copy (what is worked out later may read the hand), the graph shared
    return replace(found, board=board, built={k: v for k, v in found.built.items() if k == "graph"})


def _effective_abilities(board: Board, *, parse: Callable[[object], ParsedCard] | None = None) -> EffectiveBoard:
    """Apply every effect on mana to a board (see the module notes for the steps).

    Parameters
    ----------
    board : Board
    parse : callable, optional
        Card → :class:`~manaplan.models.ability.ParsedCard`; :func:`manaplan.models.oracle.parser.parse_card` by default.

    Returns
    -------
    EffectiveBoard

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> eff = effective_abilities(parse_inline("Blood Moon, Urborg, Tomb of Yawgmoth, Forest"))
    >>> eff["Urborg, Tomb of Yawgmoth#1"].subtypes, eff["Forest#1"].subtypes
    (frozenset({'Mountain'}), frozenset({'Forest'}))

    Notes
    -----
    The result does not depend on the order of the effects' sources beyond timestamps of land-type effects (file
    order), and is deterministic.
    """
    if parse is None:
        from ..models.oracle.parser import parse_card as parse
    cache: dict[object, ParsedCard] = {}

    def parsed_of(card) -> ParsedCard:
        try:
            return cache[card]
        except KeyError:
            cache[card] = out = parse(card)
            return out

    perms = board.permanents
    parsed = {p.id: parsed_of(p.card) for p in perms}
    unsupported: list[tuple[str, Unsupported]] = []

    # 1. effects in force
    active: list[ActiveEffect] = []
    returned: set[str] = set()  # cards back on the battlefield as an Aura (Old-Growth Troll)
    for i, p in enumerate(perms):
        _check(_EFFECTIVE)
        for e in parsed[p.id].effects:
            if isinstance(e, InSection):  # under "LEVEL 5+", "STATION 12+", a Class level (solver/conditions.py)
                from .rules.conditions import section_holds  # noqa: PLC0415

                if not section_holds(e, p):
                    continue
                e = e.effect
            if isinstance(e, AsLongAs):  # in force only while its condition holds on the board (CR 611.3b)
                holds = _as_long_as_holds(e, p, board)
                if holds is None:
                    unsupported.append((p.id, Unsupported(e.text or e.describe(), _unknown_condition(e))))
                if not holds:
                    continue
                e = e.effect
            if isinstance(e, TriggeredMana) and e.fact is not None and (
                    p.controller != YOU or board.facts.get(e.fact) is None):  # Regal Behemoth: named once, here
                unsupported.append((p.id, Unsupported(e.text or e.describe(), f"needs facts: {e.fact} (give it in the "
                                                      f"board's facts:); this extra mana is left out")))
            if isinstance(e, ChapterEffect):  # a Saga's chapter that grants (CR 714.2b): see _chapter_not_in_force
                why = _chapter_not_in_force(e, p)
                if why:
                    unsupported.append((p.id, Unsupported(e.text or e.describe(), why)))
                    continue
                e = e.effect
            if isinstance(e, (Activated, TargetGrant, LoyaltyEffect)):  # in force only through effects:
                continue
            if isinstance(e, ReturnsAsAura):  # back as an Aura: the board attaches it (models.effects.ReturnsAsAura)
                if not _returned_as_aura(e, p, board):
                    continue
                returned.add(p.id)
                e = e.grant
            active.append(ActiveEffect(p.id, p.name, p.controller, e, i, p.attached_to, p.chosen))
    jailers = [e for e in active if isinstance(e.effect, ZoneAbilitiesLost)]
    for k, card in enumerate(board.graveyard):  # "As long as ~ is in your graveyard, …" (CR 611.3b)
        if jailers:  # "Cards in graveyards lose all abilities." (Yixlid Jailer, CR 613.1f)
            break
        for e in parsed_of(card).effects:
            if isinstance(e, AsLongAs) and e.in_graveyard:
                active.append(ActiveEffect(f"{card.name} (graveyard)", card.name, YOU, e.effect,
                                           len(perms) + len(board.effects) + k))
    for j, card in enumerate(board.effects):
        label = f"{card.name} (effect)"
        pc = parsed_of(card)
        for e in pc.effects:
            if isinstance(e, AsLongAs) and e.fact is not None:  # Worldknit, in the command zone
                value = board.facts.get(e.fact)
                if value is None:
                    unsupported.append((label, Unsupported(e.text or e.describe(), _unknown_condition(e))))
                if not value:
                    continue
                e = e.effect
            inner = e.effect if isinstance(e, (Activated, LoyaltyEffect)) else e
            if isinstance(inner, (UntapAbility, SetsColor)):
                continue
            active.append(ActiveEffect(label, card.name, YOU, inner, len(perms) + j))
        unsupported.extend((label, u) for u in pc.unsupported)

    # the effects that remove the abilities of a permanent's text: a basic land type set (CR 305.7), or "loses all
    # abilities" (layer 6)
    removers = {e.source for e in active if isinstance(e.effect, Becomes)
                or (isinstance(e.effect, LandTypes) and e.effect.replace)}

    # 2. land types (layer 4)
    printed_chars: dict[int, _Chars] = {}  # the card's types, once per card object (a card's types are computed)
    chars = {}
    for p in perms:
        _check(_EFFECTIVE)
        c = printed_chars.get(id(p.card))
        if c is None:
            c = printed_chars[id(p.card)] = _Chars(frozenset(p.card.card_types), frozenset(p.card.subtypes),
                                                   frozenset(p.card.supertypes))
        chars[p.id] = _Chars(c.card_types, c.subtypes, c.supertypes)
    for pid in returned:  # "It's an Aura enchantment": its card types and subtypes now (CR 205.1a)
        chars[pid] = _Chars(frozenset({"Enchantment"}), frozenset({"Aura"}), chars[pid].supertypes)
    # the effects that changed each permanent, by source id (for "printed: … — Blood Moon")
    touched: dict[str, dict[str, str]] = {p.id: {} for p in perms}
    _set_card_types(active, perms, chars, touched)
    lost: set[str] = set()
    for e in active:
        if isinstance(e.effect, LandTypes) and e.effect.replace:
            for p in perms:
                if _in_scope(e.effect.scope, chars[p.id], p, e):
                    lost.add(p.id)
                    touched[p.id][e.source] = e.name
    active = [e for e in active if e.source not in lost]
    for e in sorted((e for e in active if isinstance(e.effect, LandTypes)
                     or (isinstance(e.effect, Becomes) and e.effect.loses_land_types)), key=lambda e: e.order):
        if isinstance(e.effect, Becomes):  # "loses all land types" (Lithoform Blight), in timestamp order
            for p in perms:
                c = chars[p.id]
                if _in_scope(e.effect.scope, c, p, e):
                    chars[p.id] = _Chars(c.card_types, c.subtypes - LAND_SUBTYPES, c.supertypes)
                    if c.subtypes & LAND_SUBTYPES:
                        touched[p.id][e.source] = e.name
            continue
        lt: LandTypes = e.effect
        for p in perms:
            c = chars[p.id]
            if "Land" in c.card_types and _in_scope(lt.scope, c, p, e):
                subs = (c.subtypes - LAND_SUBTYPES) | lt.types if lt.replace else c.subtypes | lt.types
                chars[p.id] = _Chars(c.card_types, frozenset(subs), c.supertypes)
                if frozenset(subs) != c.subtypes:
                    touched[p.id][e.source] = e.name
    # permanents that lose all their abilities (layer 6): the other effects of their text cease (their land-type
    # effects, applied in layer 4 before, stay)
    active, stripped = _strip_abilities(active, perms, chars)
    lost |= stripped
    colorless = {p.id for e in active if isinstance(e.effect, Becomes) and e.effect.colorless
                 for p in perms if _in_scope(e.effect.scope, chars[p.id], p, e)}

    # 3. abilities after layer 4, 4. grants, 5. cost reductions
    raw: dict[str, list[tuple[ManaAbility, ManaAbility, str, list[str]]]] = {}
    for p in perms:
        _check(_EFFECTIVE)
        c, own = chars[p.id], parsed[p.id]
        items: list[tuple[ManaAbility, ManaAbility, str, list[str]]] = []
        notes = [f"{e.source}: it is a {'/'.join(sorted(e.effect.types))}, it lost its text abilities (CR 305.7)"
                 for e in active if isinstance(e.effect, LandTypes) and e.effect.replace and p.id in lost
                 and _in_scope(e.effect.scope, _Chars(frozenset(p.card.card_types), frozenset(p.card.subtypes),
                                                       frozenset(p.card.supertypes)), p, e)]
        for a in _intrinsic(c):
            items.append((a, a, "land type", list(notes)))
        if p.id not in lost:
            items.extend((a, a, "printed", []) for a in own.mana_abilities if not a.intrinsic)
        raw[p.id] = items
    # granted abilities and the loss of all abilities: layer 6, in timestamp order (board order, CR 613.7)
    needs_another: list[tuple[Permanent, tuple]] = []
    for e in active:
        if isinstance(e.effect, TargetGrant) or (isinstance(e.effect, Becomes) and e.effect.scope.target):
            # no board names the target (models.effects.TargetGrant)
            unsupported.append((e.source, Unsupported(e.effect.text or e.effect.describe(),
                                                      "grants a mana ability to a target the board cannot name: "
                                                      "applied to nothing (give that permanent the ability as a "
                                                      "homebrew card instead)")))
    for e in sorted((e for e in active if isinstance(e.effect, (Grant, Becomes))), key=lambda e: e.order):
        if e.effect.scope.chosen_name and e.chosen is None:  # "with the chosen name": never assumed
            unsupported.append((e.source, Unsupported(e.effect.text or e.effect.describe(),
                                                      f"no name chosen for {e.source} (give it chosen: on the "
                                                      f"board); its effect is left out")))
        for p in perms:
            if not _in_scope(e.effect.scope, chars[p.id], p, e):
                continue
            touched[p.id][e.source] = e.name
            if isinstance(e.effect, Grant):
                granted = _own_colors(e.effect.ability, p, p.id in colorless)
                if granted is not None:
                    item = (granted, e.effect.ability, f"granted by {e.source}", [])
                    raw[p.id].append(item)
                    if e.effect.needs_another_activated:
                        needs_another.append((p, item))
            else:  # it loses every ability it has so far and has only these
                note = [f"{e.source}: it lost all its other abilities"]
                raw[p.id] = [(a, a, f"granted by {e.source}", list(note)) for a in e.effect.abilities]
    for p, item in needs_another:  # "Activate only if this creature has another activated ability." (Tazri)
        if not any(x is item for x in raw[p.id]):
            continue
        if _has_another_activated(p, item, raw[p.id], p.id in lost):
            item[3].append("activate only if it has another activated ability: it has")
            continue
        raw[p.id] = [x for x in raw[p.id] if x is not item]
        entry = (p.id, Unsupported(item[1].text or item[1].describe(), "activate only if it has another activated "
                                   "ability: none known (keyword abilities such as equip are not read), so it is "
                                   "left out"))
        if entry not in unsupported:
            unsupported.append(entry)
    haste_from, haste_lost_by = _haste(active, perms, chars, lost, stripped)
    for p in perms:  # the board's haste: true comes from no card on it: its timestamp is not known (CR 613.7)
        _check(_EFFECTIVE)
        if p.haste and p.sick and p.id in stripped:
            unsupported.append((p.id, Unsupported("haste: true", "given on the board, and an effect removes all its "
                                                  "abilities: whether that haste is removed too depends on where it "
                                                  "comes from (CR 613.7); it is kept")))
    prohibitions = _prohibitions(active, perms, chars, unsupported)
    untaps: dict[str, list[UntapAbility]] = defaultdict(list)
    for p in perms:
        _check(_EFFECTIVE)
        if p.id not in lost:
            untaps[p.id].extend(x for x in parsed[p.id].effects if isinstance(x, UntapAbility))
    for e in active:
        if isinstance(e.effect, CostReduction):
            cr: CostReduction = e.effect
            for p in perms:
                if not _in_scope(cr.scope, chars[p.id], p, e):
                    continue
                items = raw[p.id] if cr.mana_abilities else []  # Zirda: abilities that aren't mana abilities
                for k, (a, base, origin, notes) in enumerate(items):
                    if a.cost.mana:
                        cheaper = reduce_cost(a.cost.mana, cr.generic, cr.floor)
                        if cheaper != a.cost.mana:
                            touched[p.id][e.source] = e.name
                            items[k] = (replace(a, cost=replace(a.cost, mana=cheaper)), base, origin,
                                        notes + [f"{e.source}: costs {{{cr.generic}}} less"])
                untaps[p.id] = [replace(u, cost=replace(u.cost, mana=reduce_cost(u.cost.mana, cr.generic, cr.floor)))
                                for u in untaps[p.id]]
    for e in active:
        if isinstance(e.effect, CounterReduction):
            red: CounterReduction = e.effect
            for p in perms:
                if _in_scope(red.scope, chars[p.id], p, e):
                    untaps[p.id] = [replace(u, cost=replace(u.cost, put_counters=tuple(
                        (k, max(0, n - red.by) if k == red.kind else n) for k, n in u.cost.put_counters)))
                        for u in untaps[p.id]]

    # "Sacrifice X Goats", "Tap X untapped tokens you control": one ability per X the board allows
    for p in perms:
        _check(_EFFECTIVE)
        raw[p.id] = [x for item in raw[p.id] for x in _expand_x(item, p, board, chars)]

    # replacement effects and triggered mana that apply to each permanent when it is tapped for mana
    replacing = [e for e in active if isinstance(e.effect, Replacement)]
    burning = [e for e in active if isinstance(e.effect, ManaDamage)]
    triggering = [e for e in active if isinstance(e.effect, TriggeredMana)]
    def in_scope(effects: list[ActiveEffect]) -> dict[str, list[ActiveEffect]]:
        if not effects:  # most boards: nothing to look at per permanent
            return {p.id: [] for p in perms}
        return {p.id: [e for e in effects if _in_scope(e.effect.scope, chars[p.id], p, e)] for p in perms}

    reps = in_scope(replacing)
    burns = in_scope(burning)  # Manabarbs (CR 106.12a)
    triggers = in_scope(triggering)

    for p in perms:  # a reflection under a condition (Incubation Druid): the branch the board decides
        _check(_EFFECTIVE)
        raw[p.id] = [(_settled_reflection(a, p, board, chars), *rest) for a, *rest in raw[p.id]]

    # 6. the could-produce graph
    by_id = {p.id: p for p in perms}
    nodes: list[AbilityNode] = []
    base_yields: dict[str, tuple[Y.Yield | None, str | None]] = {}
    for p in perms:
        _check(_EFFECTIVE)
        for k, (a, base, origin, notes) in enumerate(raw[p.id]):
            key = f"{p.id}:{k}"
            rp = [e.effect for e in reps[p.id]] if a.cost.tap else []
            if isinstance(a.output, Reflect):
                looks = _looks_at(a.output, a, p, perms, chars)
                nodes.append(AbilityNode(key, p.id, looks_at=looks, transfer=_reflect_transfer(a.output, rp),
                                         label=_short(base)))
                base_yields[key] = (None, None)
            else:
                y, problem = _base_yield(a, p, board, chars, colorless)
                base_yields[key] = (y, problem)
                yy = apply_replacements(y, rp)
                nodes.append(AbilityNode(key, p.id, fixed=yy.types() if not yy.empty else frozenset(),
                                         label=_short(base)))
    built: dict = {}
    values, permanent_values = settle(nodes)  # the least fixed point; a graph only for chains of reflection

    # 7. what each activation adds
    views: list[PermanentView] = []
    for p in perms:
        _check(_EFFECTIVE)
        effective: list[EffectiveAbility] = []
        barred: dict[str, str] = {}  # ability text -> why it can't be activated (CR 602.5, 302.6)
        issues: list[Unsupported] = [] if p.id in lost else list(parsed[p.id].unsupported)
        for k, (a, base, origin, notes) in enumerate(raw[p.id]):
            key = f"{p.id}:{k}"
            taps = a.cost.tap
            rp = reps[p.id] if taps else []
            tg = [e for e in triggers[p.id] if _fires(e, p, taps, board, chars, by_id)]
            burn = [e for e in burns[p.id] if _fires(e, p, taps, board, chars, by_id)]
            damage = sum(e.effect.amount for e in burn)
            for e in (*rp, *tg, *burn):
                touched[p.id][e.source] = e.name
            y0, problem = base_yields[key]
            victim_sets: list[tuple[tuple[str, ...] | None, Y.Yield]] = []
            if y0 is None:  # reflecting
                out: Reflect = a.output
                if out.sacrificed:
                    groups: dict[frozenset[ManaType], list[str]] = defaultdict(list)
                    for vid in _looks_at(out, a, p, perms, chars):
                        groups[_kind_filter(permanent_values.get(vid, frozenset()), out.kind)].append(vid)
                    for types, ids in groups.items():
                        victim_sets.append((tuple(ids), Y.Yield.of([[Y.Slot(types)]]) if types else Y.NOTHING))
                    if not victim_sets:
                        victim_sets.append((None, Y.NOTHING))
                else:
                    seen = _kind_filter(frozenset().union(*(permanent_values.get(v, frozenset())
                                                            for v in _looks_at(out, a, p, perms, chars))), out.kind)
                    victim_sets.append((None, Y.Yield.of([[Y.Slot(seen, out.amount)]]) if seen else Y.NOTHING))
            elif isinstance(a.output, Counted) and isinstance(a.output.count, SacrificedStat) and _removed_filter(
                    a) is not None:  # one use per group of victims of one value (_sacrificed_victims)
                victim_sets.extend(_sacrificed_victims(a, p, board, chars, colorless)[0] or [((), Y.NOTHING)])
            else:
                victim_sets.append((None, y0))
            if isinstance(a.output, DoublePool) and (rp or tg):  # Doubling Cube under Mana Reflection, Kinnan …
                problem = _doubling_changed(rp, tg)
            for victims, y in victim_sets:
                y_rep = apply_replacements(y, [e.effect for e in rp])
                could = y_rep.types() if not y_rep.empty else frozenset()
                if victims is None:
                    could = values.get(key, could)
                final, more = _add_triggers(y_rep, tg, board, chars, by_id, p)
                final = Y.prune(final)
                all_notes = list(notes)
                all_notes += [f"{e.source}: {e.effect.describe()}" for e in rp]
                all_notes += more
                all_notes += [f"{e.source}: {e.effect.amount} damage to its controller" for e in burn]
                n = final.count_choices()
                if n <= CHOICES_LIMIT:
                    pay_output = _concrete(final)
                else:
                    pay_output = final
                why = _why_barred(a, p, prohibitions, haste_from, haste_lost_by)
                if why is not None:
                    barred.setdefault(base.text or base.describe(), why)
                    continue
                effective.append(EffectiveAbility(
                    key=key if len(victim_sets) == 1 else f"{key}/{len(effective)}",
                    ability=_settled(a, pay_output, damage), output=final, base=base, origin=origin,
                    notes=tuple(all_notes), victims=victims, could_produce=could, taps=taps, problem=problem,
                    trigger_damage=damage))
                if problem:
                    issues.append(Unsupported(a.text or a.describe(), problem))
        tapped_damage = 0 if p.id in lost else parsed[p.id].tapped_damage
        for e in triggers[p.id]:
            if isinstance(e.effect.adds, ChosenColor) and _chosen(by_id[e.source]) is None:
                issues.append(Unsupported(e.effect.text, f"no colour chosen for {e.source} (give it chosen: on the "
                                                         f"board); its mana is left out"))
        c = chars[p.id]
        kept_untaps = []
        for u in untaps[p.id]:  # an untap ability is no mana ability: "unless they're mana abilities" stops it too
            stopper = next((e for e in prohibitions[p.id] if e.effect.stops(mana_ability=False)), None)
            if stopper is None:
                kept_untaps.append(u)
            else:
                barred.setdefault(u.describe(), f"can't be activated: {stopper.source}")
        for e in prohibitions[p.id]:
            touched[p.id].setdefault(e.source, e.name)
        if haste_from[p.id] and not p.has_haste:  # the builders read the permanent's haste (CR 302.6)
            p = replace(p, haste=True)
        views.append(PermanentView(
            permanent=p, parsed=parsed[p.id], card_types=c.card_types, subtypes=c.subtypes, supertypes=c.supertypes,
            lost_text=p.id in lost, abilities=tuple(effective), could_produce=permanent_values.get(p.id, frozenset()),
            tapped_damage=tapped_damage, unsupported=tuple(dict.fromkeys(issues)), untaps=tuple(kept_untaps),
            colors=frozenset() if p.id in colorless else _colors(p),
            printed_could_produce=parsed[p.id].could_produce(), changed_by=tuple(touched[p.id].items()),
            lost_by=tuple((s, n) for s, n in touched[p.id].items() if s in removers) if p.id in lost else (),
            prohibited=tuple(barred.items()), haste_from=tuple(haste_from[p.id]),
            barred_by=tuple(e.source for e in prohibitions[p.id]),
        ))
        unsupported.extend((p.id, u) for u in dict.fromkeys(issues))
    if any(v.permanent is not q for v, q in zip(views, perms)):  # haste given: the board the builders read
        board = replace(board, permanents=tuple(v.permanent for v in views))
    return EffectiveBoard(board=board, views=tuple(views), effects=tuple(active), nodes=tuple(nodes), values=values,
                          built=built,
                          unsupported=tuple(unsupported))


def _haste(active: list[ActiveEffect], perms, chars: dict[str, _Chars], lost: set[str], stripped: set[str]
           ) -> tuple[dict[str, list[str]], dict[str, str]]:
    """Where each permanent's haste comes from, and what took its haste away.

    Haste is an ability (CR 702.10): the board's ``haste: true`` (from elsewhere, kept), its printed haste (gone with
    the abilities of its text), and :class:`~manaplan.models.effects.Haste` effects apply in timestamp order with the
    loss of all abilities (layer 6, CR 613.7: Fervor before Humility gives nothing, after it gives haste). "As though
    those creatures had haste" (Thousand-Year Elixir) is no ability of the creature, and no loss removes it."""
    haste_from: dict[str, list[str]] = {}
    for p in perms:
        _check(_EFFECTIVE)
        own = ["haste: on the board"] if p.haste else []
        if p.has_haste and not p.haste and (p.id not in lost or p.id in stripped):
            own.append("printed")
        haste_from[p.id] = own
    lost_by: dict[str, str] = {}
    layered = [e for e in active if (isinstance(e.effect, Haste) and not e.effect.as_though)
               or isinstance(e.effect, Becomes)]
    for e in sorted(layered, key=lambda e: e.order):
        for p in perms:
            if not _in_scope(e.effect.scope, chars[p.id], p, e):
                continue
            if isinstance(e.effect, Haste):
                haste_from[p.id].append(e.source)
            elif any(h != "haste: on the board" for h in haste_from[p.id]):
                lost_by[p.id] = e.source
                haste_from[p.id] = [h for h in haste_from[p.id] if h == "haste: on the board"]
    for e in active:
        if isinstance(e.effect, Haste) and e.effect.as_though:
            for p in perms:
                if _in_scope(e.effect.scope, chars[p.id], p, e):
                    haste_from[p.id].append(e.source)
    for p in perms:
        _check(_EFFECTIVE)
        haste_from[p.id] = list(dict.fromkeys(haste_from[p.id]))
    return haste_from, lost_by


def _prohibitions(active: list[ActiveEffect], perms, chars: dict[str, _Chars],
                  unsupported: list[tuple[str, Unsupported]]) -> dict[str, list[ActiveEffect]]:
    """The :class:`~manaplan.models.effects.Prohibition` effects in force on each permanent (CR 602.5). One "with
    the chosen name" whose source has no ``chosen:`` stops nothing, and says so."""
    out: dict[str, list[ActiveEffect]] = {p.id: [] for p in perms}
    for e in active:
        if not isinstance(e.effect, Prohibition):
            continue
        if e.effect.scope.chosen_name and e.chosen is None:
            entry = (e.source, Unsupported(e.effect.text or e.effect.describe(),
                                           f"no name chosen for {e.source} (give it chosen: on the board); what it "
                                           f"stops is not known, so nothing is stopped"))
            if entry not in unsupported:
                unsupported.append(entry)
            continue
        for p in perms:
            if _in_scope(e.effect.scope, chars[p.id], p, e):
                out[p.id].append(e)
    return out


def _why_barred(a: ManaAbility, p: Permanent, prohibitions: dict[str, list[ActiveEffect]],
                haste_from: dict[str, list[str]], haste_lost_by: dict[str, str]) -> str | None:
    """Why a mana ability of ``p`` can't be activated, in a player's words, or None: an effect says so (CR 602.5,
    a mana ability unless the effect exempts mana abilities), or ``p`` is a creature that came under your control
    this turn whose haste was taken away (CR 302.6)."""
    stopper = next((e for e in prohibitions[p.id] if e.effect.stops(mana_ability=True)), None)
    if stopper is not None:
        return f"can't be activated: {stopper.source}"
    if ((a.cost.tap or a.cost.untap) and p.sick and p.card.is_creature and p.has_haste
            and not haste_from[p.id] and p.id in haste_lost_by):
        return f"summoning sick: {haste_lost_by[p.id]} took its haste away"
    return None


def _colors(p: Permanent) -> frozenset[ManaType]:
    out = set()
    for c in getattr(p.card, "colors", ()) or ():
        try:
            out.add(ManaType.parse(c))
        except ValueError:
            continue
    return frozenset(t for t in out if t.is_color)


@functools.lru_cache(maxsize=4096)
def _short(a: ManaAbility) -> str:
    return a.text or a.describe()


@functools.lru_cache(maxsize=4096)
def _settled(a: ManaAbility, output, damage: int) -> ManaAbility:
    """The ability as the payment model reads it: its output the concrete choices, the damage effects add to it
    (remembered: a board's Forests share one)."""
    return replace(a, output=output, damage_to_you=a.damage_to_you + damage)


def _kind_filter(types: frozenset[ManaType], kind: str) -> frozenset[ManaType]:
    return frozenset(t for t in types if t.is_color) if kind == "color" else types


#: What the command was doing when its deadline passed inside the effective board (issue 15).
_EFFECTIVE = "the effective board"


def _looks_at(out: Reflect, ability: ManaAbility, p: Permanent, perms, chars: dict[str, _Chars]) -> tuple[str, ...]:
    """The permanents a reflecting ability takes types from (for "the sacrificed …": those its cost may
    sacrifice; for "that land" after "Untap a tapped land an opponent controls": the tapped ones of an opponent that
    cost may untap, and none unless the cost has exactly one such part)."""
    ids = []
    filters = ability.cost.sacrifices if out.sacrificed else (out.scope,)
    if out.untapped_by_cost:
        if len(ability.cost.untaps_opponents) != 1:
            return ()
        (f,) = ability.cost.untaps_opponents
        return tuple(q.id for q in perms if q.controller != p.controller and q.tapped
                     and f.matches(chars[q.id].card_types, chars[q.id].subtypes)
                     and out.scope.matches(chars[q.id].card_types, chars[q.id].subtypes))
    for i, q in enumerate(perms):
        if not i & 255:
            _check(_EFFECTIVE)
        c = chars[q.id]
        if out.sacrificed:
            if q.controller != p.controller or not any(
                    f.matches(c.card_types, c.subtypes) and not (f.another and q.id == p.id) for f in filters):
                continue
            if not out.scope.matches(c.card_types, c.subtypes):
                continue
        else:
            if (out.controller == YOU) != (q.controller == p.controller):
                continue
            if not out.scope.matches(c.card_types, c.subtypes):
                continue
            if out.basic and "Basic" not in c.supertypes:
                continue
        ids.append(q.id)
    return tuple(ids)


def _reflect_transfer(out: Reflect, reps: list[Replacement]) -> Callable[[frozenset[ManaType]], frozenset[ManaType]]:
    def transfer(seen: frozenset[ManaType]) -> frozenset[ManaType]:
        types = _kind_filter(seen, out.kind)
        if not types:
            return frozenset()
        y = apply_replacements(Y.Yield.of([[Y.Slot(types)]]), reps)
        return y.types() if not y.empty else frozenset()

    return transfer


def _chapter_not_in_force(e: ChapterEffect, p: Permanent) -> str | None:
    """Why a Saga's granting chapter is not applied, or None when it is: the chapter has triggered once the Saga's
    lore counters reached its number (CR 714.2b; a board is a snapshot with it resolved). "Until your next turn"
    ends at a time no board gives (which turn and step it is), so it is never applied."""
    if e.until_your_next_turn:
        return ("lasts until your next turn, and the board does not say whether that turn has begun: its mana is left "
                "out")
    lore = p.counter("lore")
    if lore < min(e.chapters):
        have = f"{lore} lore counter{'s' if lore != 1 else ''}" if lore else "no lore counters (give counters: {lore: N})"
        return f"chapter {min(e.chapters)} has not triggered: {p.id} has {have}"
    return None


def _fires(e: ActiveEffect, p: Permanent, taps: bool, board: Board, chars: dict[str, _Chars],
           by_id: dict[str, Permanent]) -> bool:
    """Whether a triggered mana ability or a damage trigger in scope of ``p`` triggers when one of ``p``'s mana
    abilities resolves: on tapping for mana (``taps``, CR 106.12a), or on any of its abilities ("a land's ability
    causes you to add", Caged Sun); only on snow permanents ("a snow land", CR 205.4a); only while its source is
    tapped (CR 603.4, Barbflare Gremlin); only while a fact holds (Regal Behemoth: the board must say so — a fact not
    given is not assumed)."""
    t = e.effect
    if not (taps or getattr(t, "any_ability", False)):
        return False
    if getattr(t, "snow", False) and "Snow" not in chars[p.id].supertypes:
        return False
    if t.if_source_tapped:
        source = by_id.get(e.source)
        if source is None or not source.tapped:
            return False
    fact = getattr(t, "fact", None)  # the board's facts are yours: an opponent's monarchy is not given
    return fact is None or (e.controller == YOU and board.facts.get(fact) is True)


def _add_triggers(y: Y.Yield, triggers: list[ActiveEffect], board: Board, chars: dict[str, _Chars],
                  by_id: dict[str, Permanent], tapped: Permanent | None = None) -> tuple[Y.Yield, list[str]]:
    """Triggered mana (CR 605.1b) added to each alternative that makes mana (CR 106.12a); ``tapped`` is the
    permanent whose ability resolves (for "each other land you control with the same name", Sasaya's Essence)."""
    if not triggers:
        return y, []
    notes: list[str] = []
    out = y
    for e in triggers:  # "any type that land produced" looks at the land's own mana: first
        t: TriggeredMana = e.effect
        if isinstance(t.adds, SameType):
            times = 1
            if t.adds.per_same_name:  # one each, chosen one by one: as many separate triggers' worth of mana
                times = 0 if tapped is None else sum(
                    1 for q in board.permanents if q.id != tapped.id and q.controller == tapped.controller
                    and q.name == tapped.name and "Land" in chars[q.id].card_types)
            for _ in range(times):
                out = Y.add_same_type(out, t.adds.amount)
            if times:
                notes.append(f"{e.source}: +{t.adds.describe()}" + (f" ({times})" if t.adds.per_same_name else ""))
    extras: list[Y.Yield] = []
    conditional: list[tuple[frozenset[ManaType], Y.Yield]] = []
    for e in triggers:
        t = e.effect
        adds = t.adds
        if isinstance(adds, SameType):
            continue
        source = by_id.get(e.source)
        if isinstance(adds, Produce):
            extra = Y.from_choices(adds.choices)
        elif isinstance(adds, AnyCombination) and isinstance(adds.amount, int):
            extra = Y.any_combination(adds.amount, adds.types)
        elif isinstance(adds, ChosenColor):
            fixed = adds.resolve(chosen=_chosen(source) if source else None)
            if fixed is None:
                continue
            extra = Y.from_choices(fixed.choices)
        elif isinstance(adds, Counted) and source is not None:
            extra = _counted_yield(adds, source, board, chars)
        else:
            continue
        if extra.empty:
            continue
        if t.produced or t.produced_chosen:  # "tapped for {C}": only alternatives making that type (triggered_mana)
            types = t.produced
            if not types and source is not None and _chosen(source) is not None:
                types = frozenset({_chosen(source)})
            if types:
                conditional.append((types, extra))
                notes.append(f"{e.source}: +{extra.text} with {types_text(types)}")
            continue
        extras.append(extra)
        notes.append(f"{e.source}: +{extra.text}")
    # "tapped for {C}", "a land's ability causes you to add … of the chosen color": the permanent's own mana decides
    # (another trigger's mana is not what the permanent's ability produced, CR 106.12a), so these go first
    for types, extra in conditional:
        out = add_if_produced(out, types, extra)
    bags = []
    for bag in out.options:
        if not sum(s.size for s in bag):
            bags.append(bag)
            continue
        combined = Y.Yield((bag,))
        for extra in extras:
            combined = Y.combine(combined, extra)
        bags.extend(combined.options)
    return Y.Yield.of(bags), notes



