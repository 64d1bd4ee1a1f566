"""The builder's values: units of mana, groups of identical permanents, ability uses, the payment board.

:func:`~manaplan.solver.core.activations.activation_board` makes them (the grouping in :mod:`.groups`, the uses in
:mod:`.uses`); ``pay``, ``produce`` and ``turn`` read them.

Mana units
----------
Mana in the model is a :class:`Unit`: its type, whether a snow source made it (for ``{S}``, CR 107.4h) and the
spending restriction it carries (:class:`~manaplan.solver.rules.spending.Restriction`, CR 106.6; None for most mana).
The model treats units as commodities; a restricted unit pays only what its restriction allows
(:func:`unit_of`, :func:`purpose_of`).

Examples
--------
>>> from manaplan.models.mana import ManaType
>>> sorted([Unit(ManaType.G, snow=True), Unit(ManaType.G), Unit(ManaType.W)])
[Unit(W), Unit(G), Unit(G, snow)]
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ...models.ability import DoublePool, ManaAbility, ParsedCard, PermanentFilter
from ...models.board import Board, Permanent
from ...models.mana import ManaType
from ...models.spells import colors_of
from ..effective import EffectiveAbility, EffectiveBoard, PermanentView
from ..rules import yields as Y
from ..rules.spending import Permission, Restriction, SpendPurpose, restriction_of
from . import costparts
from .searches import ChangingFind

__all__ = [
    "Unit",
    "SourceGroup",
    "AbilityUse",
    "PaymentBoard",
    "AbilitiesFn",
    "REPEAT_CAP",
    "DOUBLING_BOUND",
    "unit_of",
    "doubled_unit",
    "doubles_pool",
    "purpose_of",
]

#: The most activations counted for a repeatable ability that nothing bounds (an infinite-mana engine), in both
#: commands (``pay`` raises it to the mana its cost demands, up to 64).
REPEAT_CAP = 16

#: The most of one kind of mana a doubling of the pool (Doubling Cube) is modelled with, in both commands (the
#: pool's bound doubles with each doubling): a plan that would need more is not found, never a wrong one.
DOUBLING_BOUND = 1_000_000

#: A function from a card to what the parser understood of it (:func:`manaplan.models.oracle.parser.parse_card`).
AbilitiesFn = Callable[[object], ParsedCard]


@dataclass(frozen=True, slots=True)
class Unit:
    """One kind of mana in a pool: the model's commodity.

    Parameters
    ----------
    type : ManaType
    snow : bool
        Made by a snow source (pays ``{S}``, CR 107.4h).
    restriction : Restriction or None
        What it may be spent on (CR 106.6); None: anything.

    Units sort in WUBRGC order, ordinary before snow, unrestricted before restricted.
    """

    type: ManaType
    snow: bool = False
    restriction: Restriction | None = None

    @property
    def sort_key(self) -> tuple[int, bool, bool, str]:
        """WUBRGC order, ordinary before snow, unrestricted before restricted."""
        r = self.restriction
        return (self.type.order, self.snow, r is not None, r.sort_key if r is not None else "")

    def __lt__(self, other: Unit) -> bool:
        return self.sort_key < other.sort_key

    @property
    def text(self) -> str:
        """``'{G}'`` (snow or not: a pool does not show where mana came from)."""
        return f"{{{self.type.value}}}"

    def __repr__(self) -> str:
        restricted = ", restricted" if self.restriction is not None else ""
        return f"Unit({self.type.value}{', snow' if self.snow else ''}{restricted})"

    def pays_for(self, purpose: SpendPurpose | None) -> bool:
        """Whether this unit may be spent on ``purpose`` (None: a cost whose purpose is unknown)."""
        return self.restriction is None or self.restriction.allows(purpose)


@dataclass(frozen=True, slots=True)
class SourceGroup:
    """Identical permanents that the model counts together (or one permanent, ``size == 1``).

    Parameters
    ----------
    index : int
        Position among the board's groups (file order of the first member).
    ids : tuple of str
        The members' ids in file order; plans use the lowest first.
    permanent : Permanent
        The first member (all members share card and state).
    parsed : ParsedCard
    rank : int
        File position of the first member (tie-breaks by file order).
    flexibility : int
        See :func:`~manaplan.solver.core.groups.flexibility`.
    singleton : bool
        Never grouped (see :mod:`.groups`); its size is 1.
    card_types, subtypes : frozenset of str
        Its types now, every effect applied (for sacrifice filters).
    view : PermanentView
        The first member as the effects leave it.
    """

    index: int
    ids: tuple[str, ...]
    permanent: Permanent
    parsed: ParsedCard
    rank: int
    flexibility: int
    singleton: bool
    card_types: frozenset[str]
    subtypes: frozenset[str]
    view: PermanentView | None = None

    @property
    def size(self) -> int:
        """How many permanents."""
        return len(self.ids)

    @property
    def name(self) -> str:
        """The card's name."""
        return self.permanent.name

    @property
    def is_token(self) -> bool:
        """Tokens are sacrificed before anything else."""
        return self.permanent.is_token or bool(getattr(self.permanent.card, "is_token", False))

    @property
    def snow(self) -> bool:
        """A snow permanent: its mana pays ``{S}``."""
        return "Snow" in tuple(getattr(self.permanent.card, "supertypes", ()))

    @property
    def tapped(self) -> bool:
        """Tapped at the start."""
        return self.permanent.tapped

    def counter(self, kind: str) -> int:
        """Counters of ``kind`` on each member."""
        return self.permanent.counter(kind)


@dataclass(frozen=True, slots=True)
class AbilityUse:
    """One mana ability of one group, as the model uses it.

    Parameters
    ----------
    index : int
        Position among all uses.
    group : int
        Its :class:`SourceGroup` index.
    ability_index : int
        Position among the card's mana abilities.
    ability : ManaAbility
    cap : int
        The most activations the whole group can make (0: unusable, see ``why_not``).
    why_not : str or None
        Why it cannot be used, in a few words.
    once : bool
        One-shot per permanent: it taps (``{T}``), untaps (``{Q}``) or sacrifices the permanent.
    sacrifices_self : bool
        The permanent is sacrificed by the cost, or by a rider ("if there are no mining counters …") that this
        activation triggers for certain.
    costed : bool
        Has a mana cost: it must be paid with mana made earlier.
    layered : bool
        May happen after layer 0 (it is costed, sacrifices others, or sacrifices a permanent whose other abilities
        may come later).
    victims : tuple of tuple of int
        For each "Sacrifice a …" in the cost, the groups that may be sacrificed.
    life : int
        Life lost per activation: "Pay N life", damage the ability deals you, life you lose as it resolves, and
        damage the permanent deals you whenever it becomes tapped (City of Brass) when the ability taps it: the sum
        of the three parts below.
    life_cost : int
        Of ``life``, life paid as a cost ("Pay N life", Mana Confluence): you can pay it only with at least that much
        life (CR 119.4).
    life_effect : int
        Of ``life``, damage and life loss of the mana ability's own effect (painlands): it happens as the ability
        resolves, before the next payment (CR 605.3b), and never stops the payment itself.
    life_trigger : int
        Of ``life``, damage from triggers when it becomes tapped (City of Brass, Manabarbs): they go on the stack
        after the payment (CR 603.3) and never stop it.
    label : str
        ``'<first id>:<ability index>'``, for variable names.
    choices : tuple of tuple of ManaType
        What one activation may add, resolved on the board (the chosen colour, the commander's colours …).
    tapped : tuple of tuple of int
        For each "Tap an untapped … you control" in the cost (:attr:`~manaplan.models.ability.ActivationCost.taps`),
        the groups whose untapped permanents it may tap: every group untapped at the start that fits the filter,
        summoning sick creatures included (CR 302.6 forbids only a creature's own ``{T}``/``{Q}`` abilities), the
        ability's own group too unless the filter says "another" or the cost also has ``{T}`` on a group of one.
    output : Yield
        What one activation adds, every effect applied (``produce``'s classes come from it; ``choices`` are its
        concrete combinations); nothing when it cannot be used.
    effective : EffectiveAbility
        The ability on the effective board (its printed form, notes, victims).
    left_out : bool
        It cannot be used because something about it is not supported (listed as left out of the answer).
    doubles : bool
        It doubles the mana in your pool (Doubling Cube, :class:`~manaplan.models.ability.DoublePool`): it adds no
        fixed mana (``choices`` and ``output`` are empty); each model adds, as it resolves, what the pool holds then
        (CR 701.9f). Its permanent is a group of one.
    purpose : SpendPurpose or None
        What its mana cost is spent on when it is not an ability of its group's permanent (``turn``: casting a
        spell, :func:`~manaplan.solver.core.costed.with_costed_activations`); None: activating an ability of that
        source (:func:`purpose_of`).
    counts : tuple of str
        The permanents of yours whose leaving may lower what it adds (:func:`~manaplan.solver.core.counts.board_reads`:
        Nykthos' devotion, Cabal Coffers' Swamps), counted as it resolves (CR 605.3b): the activation model keeps it
        before their removals; empty for a fixed amount.
    retap : bool
        An untapper's activation that untaps a permanent and adds nothing
        (:data:`~manaplan.solver.core.untappers.RETAP`): the activation model counts it as one more tap of that
        permanent in later layers, so it counts towards a plan's depth like a costed one.
    """

    index: int
    group: int
    ability_index: int
    ability: ManaAbility
    cap: int
    why_not: str | None
    once: bool
    sacrifices_self: bool
    costed: bool
    layered: bool
    victims: tuple[tuple[int, ...], ...]
    life: int
    label: str
    choices: tuple[tuple[ManaType, ...], ...] = ()
    tapped: tuple[tuple[int, ...], ...] = ()
    output: Y.Yield = Y.NOTHING
    effective: EffectiveAbility | None = None
    left_out: bool = False
    life_cost: int = 0
    life_effect: int = 0
    life_trigger: int = 0
    doubles: bool = False
    purpose: SpendPurpose | None = None
    counts: tuple[str, ...] = ()
    retap: bool = False

    @property
    def cost(self):
        """The :class:`~manaplan.models.ability.ActivationCost`."""
        return self.ability.cost

    @property
    def taps(self) -> bool:
        """Its cost has ``{T}``."""
        return self.ability.cost.tap

    @property
    def untaps(self) -> bool:
        """Its cost has ``{Q}``."""
        return self.ability.cost.untap

    @property
    def amount(self) -> int:
        """The most mana one activation adds."""
        return max((len(c) for c in self.choices), default=0)

    @property
    def filters(self) -> tuple[PermanentFilter, ...]:
        """The "Sacrifice a …" parts of the cost, then its "Exile a … you control" parts (for mana alike: the
        permanent leaves the battlefield)."""
        return self.ability.cost.removes_others

    @property
    def sacrifices_others(self) -> bool:
        """Its cost sacrifices (or exiles) other permanents."""
        return bool(self.ability.cost.removes_others)

    @property
    def ordered(self) -> bool:
        """May count towards the depth of a plan: costed, sacrificing others or untapping alone. Which of them do on
        a board is :func:`~manaplan.solver.core.model.ordered_uses`' (a sacrifice outlet only where its victims may
        be outlets too)."""
        return self.costed or self.sacrifices_others or self.retap

    @property
    def usable(self) -> bool:
        """It can be activated at least once."""
        return self.cap > 0

    @property
    def text(self) -> str:
        """The ability's text as printed, or built from its values."""
        return self.ability.text or self.ability.describe()


@dataclass(frozen=True, slots=True)
class PaymentBoard:
    """Everything the payment model needs from a board.

    Parameters
    ----------
    board : Board
    groups : tuple of SourceGroup
    uses : tuple of AbilityUse
    units : tuple of Unit
        Every kind of mana the board could hold (from its sources and its pool), sorted.
    pool : dict of Unit to int
        The board's pool (not from snow sources).
    life : int
    unsupported : tuple of (str, str)
        (permanent id, text left out with the reason in parentheses): text not understood, parts the model does not
        honour, facts the board does not give.
        (permanent id, text) for what is left out of every answer: mana text the parser did not understand, effects
        on mana that could not be applied, and mana abilities using parts the payment model does not honour yet.
    repeat_cap : int
        The most activations counted for a repeatable ability that nothing else bounds (see
        :func:`~manaplan.solver.core.activations.activation_board`).
    effective : EffectiveBoard
        The board with every effect applied, which the groups and uses were read from.
    permissions : tuple of Permission
        The spending permissions in force on the board (CR 609.4b,
        :attr:`~manaplan.solver.effective.EffectiveBoard.spend_permissions`).
    memo : dict
        What is worked out from the groups and uses alone (the bounds of :mod:`~manaplan.solver.pay.reasons`), kept
        with them: copies for other hands (:meth:`manaplan.solver.analysis.Analysis.activations`) share it.
    unproven : tuple of (str, str)
        (permanent id, "text (reason)"): what was left out of the model and could change an answer — your mana text
        not understood, abilities using parts the model does not honour (too many ways to choose their mana), fetches
        with no known library, and plans that would remove a permanent whose effects are in force
        (:func:`~manaplan.solver.core.uses.held_back`). An answer is proven only when this is empty. Rules exclusions
        (a prohibition, lost abilities) are not here.
    changing_finds : tuple of ChangingFind
        The fetches' finds whose entering changes other permanents' mana (CR 604.3, 605.3b), as facts: each is among
        ``unproven`` (its :attr:`~.searches.ChangingFind.note`, or another find's of the same search, which
        :func:`~.activations._first_reasons` keeps in its place), and :mod:`.fetch_bounds` bounds them all.
    released : frozenset of str
        Permanents whose effects are in force that costs may remove, after the activations their leaving changes
        (:func:`~manaplan.solver.core.uses.released_sources`): a removal of one raises a plan's layer
        (:func:`~manaplan.solver.core.model.ordered_uses`). Not one whose leaving changes none of your sources
        (Goldspan Dragon with no Treasure among them): it may go at any time.
    """

    board: Board
    groups: tuple[SourceGroup, ...]
    uses: tuple[AbilityUse, ...]
    units: tuple[Unit, ...]
    pool: dict[Unit, int]
    life: int
    unsupported: tuple[tuple[str, str], ...]
    repeat_cap: int
    effective: EffectiveBoard | None = None
    permissions: tuple[Permission, ...] = ()
    memo: dict = field(default_factory=dict, compare=False, repr=False)
    unproven: tuple[tuple[str, str], ...] = ()
    changing_finds: tuple[ChangingFind, ...] = ()
    released: frozenset[str] = frozenset()

    def uses_of(self, group: int) -> tuple[AbilityUse, ...]:
        """The uses of one group."""
        return tuple(u for u in self.uses if u.group == group)

    @property
    def usable(self) -> tuple[AbilityUse, ...]:
        """The uses that can be activated at least once."""
        return tuple(u for u in self.uses if u.usable)

    @property
    def reads_hand(self) -> bool:
        """Whether building it read how many cards the board's hand has (a cost that discards, or exiles from your
        hand: :func:`~.costparts.reads_hand`): otherwise it holds for any hand with the same mana sources in it."""
        return any(costparts.reads_hand(u.ability) for u in self.uses)


def unit_of(group: SourceGroup, ability: ManaAbility, mana_type: ManaType) -> Unit:
    """The unit one mana of ``mana_type`` made by ``ability`` of ``group`` is: snow from a snow source, restricted as
    the ability says (Cavern of Souls' restriction with the type chosen for it)."""
    return Unit(mana_type, group.snow, restriction_of(getattr(ability, "spend", None), group.permanent.chosen))


def doubled_unit(group: SourceGroup, unit: Unit) -> Unit:
    """The unit a doubling of the pool by ``group`` (Doubling Cube) adds for one ``unit`` in the pool: the same type
    (CR 701.9f), snow when the doubling source is snow (CR 107.4h), and no restriction — restrictions are not types,
    so the Cube's mana doubled from Mishra's Workshop's may be spent on anything (the Cube's rulings).

    >>> from manaplan.models.mana import ManaType
    >>> from manaplan.models.board_files import parse_inline
    >>> from manaplan.solver.effective import effective_board
    >>> from manaplan.solver.core.activations import activation_board
    >>> g = activation_board(effective_board(parse_inline("Doubling Cube"))).groups[0]
    >>> doubled_unit(g, Unit(ManaType.G, snow=True))
    Unit(G)
    """
    return Unit(unit.type, group.snow, None)


def doubles_pool(a: EffectiveAbility) -> bool:
    """Whether an ability doubles the mana in your pool (Doubling Cube): its output as printed or granted is a
    :class:`~manaplan.models.ability.DoublePool` (the effective ability's own output is the empty yield)."""
    return isinstance(a.base.output, DoublePool)


def purpose_of(group: SourceGroup) -> SpendPurpose:
    """What mana paying the cost of an ability of ``group`` is spent on: activating an ability of that source
    (CR 106.6: "activate abilities of artifacts" fits a Signet's ``{1}``)."""
    card = group.permanent.card
    colors = colors_of(card) if hasattr(card, "mana_cost") else frozenset()
    return SpendPurpose.activate(group.card_types, group.subtypes,
                                 frozenset(getattr(card, "supertypes", ()) or ()), colors,
                                 name=f"{group.ids[0]}'s ability")

