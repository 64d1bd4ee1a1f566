"""The values of the effective board: an effect in force (:class:`ActiveEffect`), a mana ability as it works
(:class:`EffectiveAbility`), a permanent as the effects leave it (:class:`PermanentView`), and the board with every
effect applied (:class:`EffectiveBoard`), which :func:`~manaplan.solver.effective.effective_board` returns and
every command reads (once per board state: :class:`manaplan.solver.analysis.Analysis`).

References
----------
CR 106.7, 205.2a, 205.4a, 602.5, 609.4b, 613.1f.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING

from ...models.ability import AmongColors, Counted, ManaAbility, ParsedCard, PermanentCount, Reflect, Unsupported
from ...models.board import Board, Permanent
from ...models.effects import Becomes, Effect, UntapAbility
from ...models.mana import ManaType
from ..rules import yields as Y
from ..rules.casting import BoardRules, casting_rules
from ..rules.could_produce import AbilityNode, build_graph
from ..rules.spending import Permission
from .characteristics import card_colors

if TYPE_CHECKING:
    import networkx as nx

__all__ = ["CHOICES_LIMIT", "TYPE_ORDER", "ActiveEffect", "EffectiveAbility", "PermanentView", "EffectiveBoard",
           "format_type_line", "why_nothing", "WHY_NOTHING"]

#: The most concrete combinations an effective ability lists for the payment model (:meth:`Yield.choices`).
CHOICES_LIMIT = 4096


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
    untaps : str or None
        For an untapper's activation (Earthcraft, :mod:`~manaplan.solver.core.untappers`): the id of the land it
        untaps and taps again; None for any other ability.
    shares_cap : str or None
        For an untapper's activation limited each turn (Quirion Ranger's "Activate only once each turn"): the key of
        the untapper's ability, the same for every permanent it may untap, whose activations together obey the
        condition's ``max_per_turn`` (CR 602.5b); None: its own cap only.
    reads : tuple of str or None
        For an untapper's activation whose cost removes another permanent (Wirewood Symbiote's Elf returned): the
        permanents of yours whose leaving before the untapped permanent is tapped again lowers what it adds (Priest
        of Titania's Elves, Marwyn's power changers), which the activation model keeps in place until then
        (:mod:`~manaplan.solver.core.model`); None: not so ordered.
    gone : int
        Of :attr:`reads`, how many :attr:`output` already takes as gone: 1 for the version that returns one the
        untapped permanent counts (Priest of Titania tapped again for one Elf fewer, CR 400.7), else 0.
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
    untaps: str | None = None
    shares_cap: str | None = None
    reads: tuple[str, ...] | None = None
    gone: int = 0

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
        (source id, card name) of each effect in force that changed it, once each: those that changed its types
        (layer 4), its abilities (layer 6), their cost, their mana, then those that stop them (CR 602.5), each
        group in timestamp order.
    lost_by : tuple of (str, str)
        Those of :attr:`changed_by` that took the abilities of its text away (:attr:`lost_text`).
    prohibited : tuple of (str, str)
        (ability text, reason) for each of its activated abilities that can't be activated (CR 602.5: "can't be
        activated: Null Rod#1"; CR 302.6: a creature that came under your control this turn and lost its haste).
        They are not among :attr:`abilities` nor :attr:`untaps`, so no plan uses them.
    barred_by : tuple of str
        The ids of the effects that stop its activated abilities that are not mana abilities (CR 602.5): Magus of the
        Will's, an untap ability's.
    dearer_by : tuple of (str, int)
        (source id, generic mana more) of each effect that makes its activated abilities that are not mana abilities
        cost more (Suppression Field, CR 602.2b): a fetchland's search, Magus of the Will's; its untap abilities
        (:attr:`untaps`) already cost it.
    haste_from : tuple of str
        Where its haste comes from (``'haste: on the board'``, ``'printed'``, an effect's source id), in the order
        met; empty: it has none.

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> from manaplan.solver.effective import effective_board
    >>> pool = effective_board(parse_inline("Blood Moon, Breeding Pool"))["Breeding Pool#1"]
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
    dearer_by: tuple[tuple[str, int], ...] = ()

    def fits(self, f) -> bool:
        """Whether it is of the kind the :class:`~manaplan.models.ability.PermanentFilter` ``f`` names, every effect
        applied: its types, colours, supertypes now, and its card's name, power and whether it is a token (an Elf a
        count or a cost reads, a Forest Quirion Ranger returns)."""
        q = self.permanent
        return f.matches(self.card_types, self.subtypes, self.colors, supertypes=self.supertypes, is_token=q.is_token,
                         power=q.current_power, name=q.name)

    @property
    def ability_tax(self) -> int:
        """The generic mana more its activated abilities that are not mana abilities cost (:attr:`dearer_by`)."""
        return sum(n for _, n in self.dearer_by)

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
        return format_type_line(self.supertypes, self.card_types, self.subtypes, tuple(self.permanent.card.subtypes))

    @property
    def printed_type_line(self) -> str:
        """Its card's type line, in the same form as :attr:`type_line` (one face's, for a card with faces)."""
        card = self.permanent.card
        return format_type_line(frozenset(card.supertypes), frozenset(card.card_types), frozenset(card.subtypes),
                          tuple(card.subtypes))

    @property
    def printed_colors(self) -> frozenset[ManaType]:
        """Its card's colours (:attr:`colors` are those now: none when an effect makes it colorless)."""
        return card_colors(self.permanent)

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
        problems = [a.problem or why_nothing(a) for a in self.abilities if a.problem or a.output.empty]
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
        them when first asked for (no command needs it to settle could-produce:
        :func:`~manaplan.solver.rules.could_produce.settle`, so that no answer waits for networkx to load).
    values : dict of str to frozenset of ManaType
        Each ability node's could-produce set.
    unsupported : tuple of (str, Unsupported)
        (source, marker) for every piece of mana text on the board not understood, permanents and ``effects:``.
    built : dict
        What is worked out from it on first use (the graph, the index by id, the hand's sources).
    spend_permissions : tuple of Permission
        The spending permissions in force for you (CR 609.4b), as
        :class:`~manaplan.solver.rules.spending.Permission` values: only from effects in force, so from no
        permanent that lost its abilities.
    graveyard_lost : tuple of str
        The sources of the effects in force by which cards in graveyards lose all abilities (Yixlid Jailer, CR
        613.1f), for :attr:`casting`.
    reads_hand : bool
        Whether working it out read the board's hand (Metalworker reveals artifact cards from it): otherwise it is
        the same for every hand.

    Attributes
    ----------
    casting : BoardRules
        The casting permissions and cost changes in force (CR 601.2f), worked out once, when first asked for (they
        read the board's hand and command zone, which :attr:`board` may change without changing the rest).

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> from manaplan.solver.effective import effective_board
    >>> eff = effective_board(parse_inline("Vizier of the Menagerie (id=v), Imprisoned in the Moon (on=v)"))
    >>> eff.in_force("v"), eff.spend_permissions
    (False, ())
    >>> eff = effective_board(parse_inline("Thalia, Guardian of Thraben (opp), Chromatic Orrery"))
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
    spend_permissions: tuple[Permission, ...] = field(default=(), compare=False)
    graveyard_lost: tuple[str, ...] = field(default=(), compare=False, repr=False)
    reads_hand: bool = field(default=False, compare=False)

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
        >>> from manaplan.solver.effective import effective_board
        >>> effective_board(parse_inline("Sol Ring, Null Rod (opp)")).prohibited
        (('Sol Ring#1', '{T}: Add {C}{C}.', "can't be activated: Null Rod#1"),)
        """
        return tuple((v.id, text, why) for v in self.views for text, why in v.prohibited)

    @property
    def lost(self) -> tuple[tuple[str, str, str], ...]:
        """(permanent id, ability text, reason) for each printed mana ability gone because its permanent lost all its
        abilities (CR 613.1f: Humility, Kenrith's Transformation), so an answer can name what it left out.

        >>> from manaplan.models.board_files import parse_inline
        >>> from manaplan.solver.effective import effective_board
        >>> effective_board(parse_inline("Llanowar Elves, Frogify (on=Llanowar Elves#1)")).lost
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
    def casting(self) -> BoardRules:
        """The casting permissions and cost changes in force (:class:`~manaplan.solver.rules.casting.BoardRules`):
        those of permanents whose own abilities are in force, and those of the board's ``effects:``; "attached to a
        creature" (Summoning Materia) looks at card types now."""
        return casting_rules(self.board, in_force=lambda p: not self[p.id].lost_text,
                             card_types=lambda p: self[p.id].card_types, barred=lambda p: self[p.id].barred_by,
                             graveyard_lost=self.graveyard_lost, dearer=lambda p: self[p.id].ability_tax)


#: The order of supertypes and card types on a type line (CR 205.2a, 205.4a).
TYPE_ORDER = ("Basic", "Legendary", "Ongoing", "Snow", "World", "Kindred", "Tribal", "Artifact", "Battle",
              "Conspiracy", "Creature", "Dungeon", "Enchantment", "Instant", "Land", "Phenomenon", "Plane",
              "Planeswalker", "Scheme", "Sorcery", "Vanguard")


def format_type_line(supertypes: frozenset[str], card_types: frozenset[str], subtypes: frozenset[str],
              printed: tuple[str, ...] = ()) -> str:
    """``'Legendary Land — Forest Island'``: a type line from sets of types (subtypes in their ``printed`` order,
    then the others alphabetically).

    Examples
    --------
    >>> format_type_line(frozenset({"Snow"}), frozenset({"Land", "Artifact"}), frozenset({"Swamp", "Forest"}))
    'Snow Artifact Land — Forest Swamp'
    """
    rank = {t: i for i, t in enumerate(TYPE_ORDER)}
    head = sorted(supertypes, key=lambda t: (rank.get(t, len(rank)), t)) + sorted(
        card_types, key=lambda t: (rank.get(t, len(rank)), t))
    order = {t: i for i, t in enumerate(printed)}
    subs = sorted(subtypes, key=lambda t: (order.get(t, len(order)), t))
    return " ".join(head) + (" — " + " ".join(subs) if subs else "")


def why_nothing(a: EffectiveAbility) -> str | None:
    """Why an ability adds no mana on this board, as a player says it (``'no creature you control'``): for an amount
    counted on the board, a colour among what is there, a type reflected from other permanents
    (:data:`WHY_NOTHING`); None otherwise."""
    why = WHY_NOTHING.get(type(a.base.output))
    return None if why is None else why(a.base.output)


def _no_count(out: Counted) -> str:
    what = out.count.describe()
    return f"no {what}" if isinstance(out.count, PermanentCount) else f"{what} is 0"


def _no_colour_among(out: AmongColors) -> str:
    return f"no colour among {out.filter.text or 'them'}" + (" in your graveyard" if out.zone == "graveyard"
                                                             else " you control")


#: Why an output of this type adds nothing on a board, in words (:func:`why_nothing`).
WHY_NOTHING: dict[type, Callable[[object], str]] = {
    Counted: _no_count,
    AmongColors: _no_colour_among,
    Reflect: lambda out: "nothing it looks at could produce mana",
}
