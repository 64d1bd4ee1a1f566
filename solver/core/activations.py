"""The one builder of ``pay`` and ``produce``: groups of identical permanents, their mana abilities as uses, units.

:func:`activation_board` reads an :class:`~manaplan.solver.effective.EffectiveBoard` (every effect on mana applied)
and makes :class:`SourceGroup` values (identical untouched permanents grouped, so forty Forests are one group of
forty) and :class:`AbilityUse` values (one per ability of a group: its cost, what it adds as a
:class:`~manaplan.solver.rules.yields.Yield` and, for ``pay``, as concrete choices, whether it taps or removes the
permanent, how often it can be used and why not, if it cannot). Every part of every ability is read through the one
table of :mod:`.costparts`, so a part honoured by one command is honoured by the other. ``pay`` takes the uses as
they are (:meth:`manaplan.solver.analysis.Analysis.activations`) with the :class:`Unit` kinds of mana the board can
hold; ``produce`` merges a
permanent's abilities with the same cost into one use of "may be W or U" classes
(:func:`~manaplan.solver.produce.model.production_board`).

Grouping
--------
Permanents are grouped when they are the same card in the same state (tapped, summoning sick, counters, chosen
value, token or not) and nothing singles one out: no Aura or Equipment on it, not attached to anything, and every
ability of the card is either *one-shot per permanent* (it taps or sacrifices the permanent itself, so each
permanent does it at most once) or *instance-free* (:func:`instance_free`: any copy may do it again and again,
nothing counted per permanent, so the group's activations need only one copy still there). Never grouped, each its
own group of one so the model counts its activations one by one: a card with ``{Q}``, with an ability that counts
per permanent (counters removed, "once each turn"), with both a ``{T}`` ability and a separate sacrifice-itself
ability, or with an ability that sacrifices other permanents — unless it is a pure sacrifice outlet (Ashnod's Altar)
that nothing on the board can sacrifice.

Mana units
----------
Mana in the model is a :class:`Unit`: its type, whether a snow source made it (for ``{S}``, CR 107.4h) and the
spending restriction it carries (:class:`~manaplan.solver.rules.spending.Restriction`, CR 106.6; None for most mana).
The model treats units as commodities; a restricted unit pays only what its restriction allows
(:func:`unit_of`, :func:`purpose_of`).

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> from manaplan.solver.effective import effective_board
>>> pb = activation_board(effective_board(parse_inline("Forest x3, Azorius Signet, Llanowar Elves (sick)")))
>>> [(g.ids[0], g.size) for g in pb.groups]
[('Forest#1', 3), ('Azorius Signet#1', 1), ('Llanowar Elves#1', 1)]
>>> [(u.label, u.cap, u.why_not) for u in pb.uses]
[('Forest#1:0', 3, None), ('Azorius Signet#1:0', 1, None), ('Llanowar Elves#1:0', 0, 'summoning sick')]
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from ...models.ability import (ActivationCost, ChosenColor, CommanderColor, DoublePool, ManaAbility, ParsedCard,
                               PermanentFilter, Produce, Reflect, RevealedCards)
from ...models.board import Board, Permanent
from ...models.cards.card import Card
from ...models.costs import ManaCost, ManaSymbol, SymbolKind
from ...models.effects import Activated, EventMana, UntapAbility
from ...models.mana import ALL_TYPES, COLORS, ManaType
from ...models.spells import colors_of
from ..effective import CHOICES_LIMIT, EffectiveAbility, EffectiveBoard, PermanentView
from ..rules import yields as Y
from ..rules.conditions import NOT_SUPPORTED, Traits
from ..rules.conditions import why_not as condition_why_not
from ..rules.spending import Permission, Restriction, SpendPurpose, restriction_of
from . import costparts
from .reader import FRESH, Reader
from .searches import search_abilities

__all__ = [
    "Unit",
    "SourceGroup",
    "AbilityUse",
    "PaymentBoard",
    "AbilitiesFn",
    "flexibility",
    "reveals_hand",
    "symbol_options",
    "activation_board",
    "instance_free",
    "least_mana",
    "REPEAT_CAP",
    "DOUBLING_BOUND",
    "unit_of",
    "purpose_of",
    "doubles_pool",
    "doubled_unit",
    "CostedActivation",
    "with_costed_activations",
    "held_back",
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
        See :func:`flexibility`.
    singleton : bool
        Never grouped (see the module notes); its size is 1.
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
        spell, :func:`with_costed_activations`); None: activating an ability of that source (:func:`purpose_of`).
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
        """Counts towards the depth of a plan: costed or sacrificing others (see :mod:`~manaplan.solver.core.model`,
        "Why it is exact")."""
        return self.costed or self.sacrifices_others

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
        The most activations counted for a repeatable ability that nothing else bounds (see :func:`activation_board`).
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
        with no known library, and plans that would remove a permanent whose effects are in force (:func:`held_back`).
        An answer is proven only when this is empty. Rules exclusions (a prohibition, lost abilities) are not here.
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


# -------------------------------------------------------------------------------------------------- symbols
def symbol_options(sym: ManaSymbol) -> tuple[tuple[tuple[tuple, int], ...], int]:
    """The ways to pay one mana symbol (CR 107.4), as (base-class demands, life) options.

    A base class is ``('any',)`` (generic), ``('type', T)``, ``('snow',)`` or ``('pair', A, B)``.

    Returns
    -------
    (options, life)
        ``options`` is a tuple of ``(demands, life)``, where ``demands`` is a tuple of (class, units).

    Raises
    ------
    ValueError
        For ``{X}``, whose amount the caller decides.

    Examples
    --------
    >>> symbol_options(ManaSymbol.parse('{2/W}'))
    ((((('type', ManaType.W), 1),), 0), (((('any',), 2),), 0))
    >>> symbol_options(ManaSymbol.parse('{B/P}'))[1]
    ((), 2)
    """
    k = sym.kind
    if k is SymbolKind.GENERIC:
        return (((("any",), sym.amount),), 0) if sym.amount else ((), 0),
    if k is SymbolKind.COLORED:
        return (((("type", sym.colors[0]), 1),), 0),
    if k is SymbolKind.COLORLESS:
        return (((("type", ManaType.C), 1),), 0),
    if k is SymbolKind.SNOW:
        return (((("snow",), 1),), 0),
    if k is SymbolKind.HYBRID:
        return (((("pair",) + tuple(sym.colors), 1),), 0),
    if k is SymbolKind.MONO_HYBRID:
        return (((("type", sym.colors[0]), 1),), 0), (((("any",), sym.amount),), 0)
    if k is SymbolKind.PHYREXIAN:
        return (((("type", sym.colors[0]), 1),), 0), ((), 2)
    if k is SymbolKind.HYBRID_PHYREXIAN:
        return (((("pair",) + tuple(sym.colors), 1),), 0), ((), 2)
    raise ValueError(f"{sym.text} has no fixed amount")


def class_accepts(cls: tuple, unit: Unit) -> bool:
    """Whether a unit may pay a base class (see :func:`symbol_options`)."""
    tag = cls[0]
    if tag == "any":
        return True
    if tag == "type":
        return unit.type is cls[1]
    if tag == "snow":
        return unit.snow
    return unit.type in cls[1:]


def _is_costed(cost: ManaCost) -> bool:
    return any(not (s.kind is SymbolKind.GENERIC and s.amount == 0) for s in cost)


# -------------------------------------------------------------------------------------------------- flexibility
_REMINDER = re.compile(r"\([^)]*\)")


def _other_activated_abilities(text: str) -> int:
    """Lines of rules text that are activated abilities (a colon after the cost) not adding mana."""
    count = 0
    for line in _REMINDER.sub("", text).split("\n"):
        head, colon, effect = line.partition(":")
        if colon and head.strip() and '"' not in head and "Add " not in effect and "add " not in effect:
            count += 1
    return count


def flexibility(permanent: Permanent, parsed: ParsedCard, types: frozenset[ManaType] | None = None) -> int:
    """How much a player would rather leave this permanent untapped (higher: more flexible).

    The score is the number of mana types its mana abilities could produce, plus the mana beyond one that its best
    ability makes net of its mana cost (Sol Ring keeps two mana ready, so it is left untapped before a Plains), plus
    2 if it can make any colour,
    plus 2 if it is a creature (it could attack or block), plus 2 if its text has an activated ability that is not
    a mana ability (a creature land, a utility land).

    Parameters
    ----------
    permanent : Permanent
    parsed : ParsedCard
    types : frozenset of ManaType, optional
        The types its abilities could produce on the board (resolved); ``parsed.could_produce()`` by default.

    Returns
    -------
    int

    Examples
    --------
    Forest 1, Breeding Pool 2, a Signet 2, Sol Ring 2, City of Brass 7, Birds of Paradise 9, Mutavault 3.
    """
    types = parsed.could_produce() if types is None else types
    score = len(types) + _extra_mana(parsed)
    if all(c in types for c in COLORS):
        score += 2
    card = permanent.card
    if getattr(card, "is_creature", False):
        score += 2
    if _other_activated_abilities(getattr(card, "oracle_text", "") or ""):
        score += 2
    return score


def _extra_mana(parsed: ParsedCard) -> int:
    """Mana beyond one that the best fixed-amount ability makes, net of its mana cost (0 for most sources)."""
    best = 0
    for ability in parsed.mana_abilities:
        amount = getattr(ability.output, "amount", None)
        if isinstance(amount, int):
            best = max(best, amount - ability.cost.mana.mana_value - 1)
    return best


# -------------------------------------------------------------------------------------------------- grouping
def _one_shot(ability: ManaAbility) -> bool:
    """Each permanent does it at most once: it taps or untaps the permanent, removes it (sacrificed, exiled,
    returned, or a rider that sacrifices it when its counters are gone), or removes every counter of a kind."""
    c = ability.cost
    return bool(c.tap or c.untap or c.sacrifice_self or c.return_self or c.exile_self or c.remove_x_counters
                or _rider(ability))


def _rider(ability: ManaAbility) -> str:
    return getattr(ability, "sacrifice_if_no_counters", "") or ""


def instance_free(ability: ManaAbility) -> bool:
    """An ability any copy of a permanent can activate again and again, with nothing counted per permanent: not
    one-shot, no counters removed or changed, no "once each turn". Identical permanents with such abilities can be
    grouped: the activations need only one copy still on the battlefield."""
    condition = getattr(ability, "condition", None)
    return (not _one_shot(ability) and not costparts.per_permanent(ability)
            and not (condition is not None and condition.max_per_turn))


def _needs_own_group(permanent: Permanent, parsed: ParsedCard, board: Board, may_be_sacrificed: bool,
                     attached: frozenset[str] | None = None) -> bool:
    """Whether a permanent must be a group of one (see the module notes). ``attached``: the ids something is
    attached to (found on the board when not given)."""
    if permanent.attached_to is not None:
        return True
    if (permanent.id in attached) if attached is not None else board.attached(permanent.id):
        return True
    abilities = parsed.mana_abilities
    if any(a.cost.untap or not (_one_shot(a) or instance_free(a)) for a in abilities):
        return True
    has_tap = any(a.cost.tap for a in abilities)
    if has_tap and any(_one_shot(a) and not a.cost.tap for a in abilities):  # tap it, then sacrifice it
        return True
    if any(a.cost.removes_others for a in abilities):
        # grouped only as a pure sacrifice outlet that nothing can sacrifice: then every copy stays to the end
        return may_be_sacrificed or any(_one_shot(a) or not instance_free(a) for a in abilities)
    return False


def _may_be_sacrificed(types: tuple[frozenset[str], frozenset[str]], filters: list[PermanentFilter]) -> bool:
    """Whether some filter may take a permanent of these types: by types and subtypes only (colours, tokens,
    power … are not looked at), so it errs on the side of yes."""
    return any(f.matches(types[0], types[1]) for f in _loosened(tuple(filters)))


@functools.lru_cache(maxsize=256)
def _loosened(filters: tuple[PermanentFilter, ...]) -> tuple[PermanentFilter, ...]:
    """The filters by types and subtypes only, each once (see :func:`_may_be_sacrificed`)."""
    return tuple(dict.fromkeys(
        replace(f, colors=frozenset(), or_card_types=frozenset(), supertypes=frozenset(), token=None, min_power=0,
                names=frozenset(), monocolored=False) for f in filters))


def _group_key(p: Permanent) -> tuple:
    """Permanents with equal keys are interchangeable: every field of the permanent but its id (power, level,
    "entered this turn" and attachments matter to counts, conditions and sacrifice values)."""
    return (p.card, p.tapped, p.sick, p.summoning_sick, p.counters, p.chosen, p.is_token, p.controller,
            p.attached_to, p.power, p.toughness, p.level, p.attacking, p.renowned, p.imprinted)


# -------------------------------------------------------------------------------------------------- usability
def _no_mana_reason(a: EffectiveAbility) -> str:
    """Why an ability adds nothing on this board, in a player's words."""
    if a.problem:
        return a.problem
    base = a.base.output
    if isinstance(base, Reflect):
        if a.victims is not None or a.base.cost.removes_others:
            return "nothing it may sacrifice could produce mana (CR 106.5)"
        return "no permanent it looks at could produce mana (CR 106.5, 106.7)"
    if isinstance(base, CommanderColor):
        return "adds no mana: the board names no commander colours"
    if isinstance(base, ChosenColor):
        return f"adds no mana: no {'type noted' if base.noted else 'colour chosen'} for it on the board"
    return "adds no mana here"


def doubles_pool(a: EffectiveAbility) -> bool:
    """Whether an ability doubles the mana in your pool (Doubling Cube): its output as printed or granted is a
    :class:`~manaplan.models.ability.DoublePool` (the effective ability's own output is the empty yield)."""
    return isinstance(a.base.output, DoublePool)


def _why_not(a: EffectiveAbility, group: SourceGroup, board: Board, traits: Callable[[Permanent], Traits],
             timing: str) -> tuple[str | None, bool]:
    """Why one ability of a group cannot be used, and whether that is because something is not supported (then it
    is listed as left out of the answer). Every part of the ability is checked through :mod:`.costparts`."""
    ability, p = a.ability, group.permanent
    why = costparts.unsupported_reason(ability)
    if why is not None:
        return why, True
    condition = ability.condition
    if condition is not None:  # every field checked on the board, or the ability left out (solver/conditions.py)
        why = condition_why_not(condition, p, board, timing="priority" if timing == "casting" else timing,
                                traits=traits)
        if why is not None:
            return why, why.startswith(NOT_SUPPORTED)
        if timing == "casting" and condition.instant_speed and (ability.cost.discard or ability.cost.discard_hand):
            return ("only as an instant: it would be activated before the spell is cast, and discarding would take "
                    "the spell from your hand (CR 601.2)"), False
    for kind, _ in ability.counter_changes:
        others = [b for b in group.parsed.mana_abilities if b is not ability]
        if not _one_shot(ability) or any(kind in {k for k, _ in b.cost.remove_counters} | {_rider(b)}
                                         for b in others):
            return f"{kind} counters it changes are not tracked yet", True
    if doubles_pool(a):
        if a.problem:  # Mana Reflection or Kinnan would change what it adds (effective.py): not followed
            return a.problem, True
    elif a.output.empty:
        return _no_mana_reason(a), False
    ctx = costparts.Context(ability, p, group.card_types, group.size, board)
    return costparts.why_not(ctx), False


#: Why a permanent whose effects change the board's mana does not leave it by a cost of the plan.
LEAVES_WITH_EFFECT = ("it would take its effects on the rest of the plan's mana with it (a plan that removes it is "
                      "not looked for)")


def effect_sources(effective: EffectiveBoard) -> frozenset[str]:
    """The ids of your permanents whose effects in force change what other abilities make, cost or may pay
    (replacements, grants, land types, triggered mana, spending permissions, reductions, prohibitions, haste …).

    The sources of cost reductions in force (Goblin Electromancer, Goblin Warchief) count too: ``turn`` prices every
    later spell with them there (CR 601.2f). A plan never sacrifices or exiles one of them, nor lets one remove itself:
    the payment and production models apply the effects of the board as given to every activation, so an activation after such a permanent left would
    be counted with effects no longer in force (CR 611.2, 613: a static ability's effect ends when its source leaves
    the battlefield). Leaving them out may miss a plan, never make a wrong one. Effects that do not last past
    their own permanent's use — triggered mana on events, its own untap or activated abilities — do not count.

    Parameters
    ----------
    effective : EffectiveBoard

    Returns
    -------
    frozenset of str

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> from manaplan.solver.effective import effective_board
    >>> sorted(effect_sources(effective_board(parse_inline("Nyxbloom Ancient, Ashnod's Altar, Llanowar Elves"))))
    ['Nyxbloom Ancient#1']
    """
    ids = {p.id for p in effective.board.permanents if p.is_yours}
    # a cost reduction in force (Goblin Electromancer): in a turn, a spell cast after it left would cost more
    reducers = {source for change, source in effective.casting.cost_changes if change.amount < 0}
    return frozenset(e.source for e in effective.effects
                     if e.source in ids and not isinstance(e.effect, (EventMana, UntapAbility, Activated))) | (
        reducers & ids)


def held_back(ea: EffectiveAbility, own: SourceGroup, groups: list[SourceGroup], anchors: frozenset[str],
              traits: Callable[[Permanent], Traits] | None) -> list[tuple[str, str, str]]:
    """The permanents whose effects are in force (:func:`effect_sources`) that an ability's cost could sacrifice or
    exile (Goblin Warchief to Ashnod's Altar) — plans the models do not look for, since they apply the board's effects
    to every step: (the permanent's id, the ability, why), so an answer over the other plans is not called proven.

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> from manaplan.solver.analysis import analysed
    >>> pb = analysed(parse_inline("Goblin Warchief, Ashnod's Altar")).activations()
    >>> [pid for pid, _ in pb.unproven]
    ['Goblin Warchief#1']
    """
    out = []
    for f in ea.ability.cost.removes_others:
        for h in _victims(f, own, groups, frozenset(ea.victims) if ea.victims is not None else None, traits):
            for pid in anchors.intersection(groups[h].ids):
                out.append((pid, f"removed by {own.ids[0]}: {ea.ability.text or ea.ability.describe()}",
                            "its effects are in force, and a plan that removes it after using them is not looked "
                            "for"))
    return out


def _victims(filt: PermanentFilter, own: SourceGroup, groups: list[SourceGroup],
             only: frozenset[str] | None = None,
             traits: Callable[[Permanent], Traits] | None = None) -> tuple[int, ...]:
    """The groups whose permanents ``filt`` ("a creature", "a black or artifact creature") may take; ``only``: the
    ids the effective board allows (one value of "the sacrificed creature's power"); ``traits`` give colours and
    supertypes (without them a filter that needs them takes nothing)."""
    out = []
    for g in groups:
        if only is not None and not set(g.ids) <= only:
            continue
        if filt.another and g.index == own.index:
            continue
        if filt.untapped and g.tapped:
            continue
        t = traits(g.permanent) if traits is not None else None
        p = g.permanent
        if filt.matches(g.card_types, g.subtypes, t.colors if t is not None else None,
                        supertypes=t.supertypes if t is not None else None, is_token=p.is_token,
                        power=p.current_power, name=p.name):
            out.append(g.index)
    return tuple(out)


def _tap_victims(filt: PermanentFilter, own: SourceGroup, groups: list[SourceGroup], tap_self: bool,
                 traits: Callable[[Permanent], Traits] | None = None) -> tuple[int, ...]:
    """The groups whose permanents "Tap an untapped … you control" (``filt``) may tap: untapped at the start (a
    permanent tapped by the plan is never untapped again in it, see :mod:`~manaplan.solver.core.model`) and fitting the
    filter; not the ability's own group of one when the cost also taps it with ``{T}`` (it cannot be tapped twice, CR
    601.2h). Summoning sickness does not matter (CR 302.6)."""
    out = []
    for h in _victims(filt, own, groups, None, traits):
        g = groups[h]
        if g.tapped or (tap_self and h == own.index and g.size == 1):
            continue
        out.append(h)
    return tuple(out)


def untap_activations(abilities_per_permanent) -> int:
    """How many activations of abilities whose cost untaps an opponent's permanent ("Untap a tapped land an
    opponent controls", Benthic Explorers) your permanents allow: one per permanent and such ability that taps,
    untaps or sacrifices its permanent, two (that is, "more than one") for any other."""
    n = 0
    for abilities in abilities_per_permanent:
        for a in abilities:
            if a.cost.untaps_opponents:
                n += 1 if (a.cost.tap or a.cost.untap or a.cost.sacrifice_self) else 2
    return n


def untap_why_not(cost, permanent: Permanent, board: Board,
                  chars: Callable[[Permanent], tuple[frozenset[str], frozenset[str]]], activations: int) -> str | None:
    """Why a cost that untaps an opponent's tapped permanent cannot be used, or None. Honoured exactly only when it is
    the board's one such activation: with two, which permanent each untaps (never the same one twice) would decide
    what they add, and that is not modelled. An opponent's permanent the board does not list is never assumed."""
    if not cost.untaps_opponents:
        return None
    if activations > 1:
        return "more than one activation that untaps an opponent's permanent is not supported"
    for f in cost.untaps_opponents:
        if not any(q.controller != permanent.controller and q.tapped and f.matches(*chars(q))
                   for q in board.permanents):
            return f"nothing to untap ({f.text}) on the board"
    return None


def least_mana(cost: ManaCost) -> int:
    """The least mana a cost can take (Phyrexian symbols paid with life, ``{2/W}`` with one ``{W}``, X as 0)."""
    out = 0
    for s in cost:
        if s.kind is SymbolKind.GENERIC:
            out += s.amount
        elif s.kind not in (SymbolKind.PHYREXIAN, SymbolKind.HYBRID_PHYREXIAN, SymbolKind.X):
            out += 1
    return out


def _phyrexian(cost) -> bool:
    """Whether a mana cost has a Phyrexian symbol (payable with life, CR 107.4f)."""
    return any(s.kind in (SymbolKind.PHYREXIAN, SymbolKind.HYBRID_PHYREXIAN) for s in cost)


def _resource_cap(ctx: costparts.Context, victims: tuple[tuple[int, ...], ...], sizes: dict[int, int],
                  life_per_use: int) -> int | None:
    """The most activations the ability's non-mana costs allow the whole group (counters, life, toughness, cards,
    permanents to sacrifice or tap); None when nothing but mana bounds it. ``life_per_use`` is the life paid as a
    cost (CR 119.4: all of it, at most your life total); damage and life loss don't bound it."""
    caps: list[int] = []
    c = costparts.bound(ctx)
    if c is not None:
        caps.append(c)
    if life_per_use:  # never 0 here: the model's life rule, and its diagnosis, speak for life
        caps.append(max(1, max(0, ctx.board.life) // life_per_use))
    for entry in victims:
        caps.append(sum(sizes[h] for h in entry))
    if victims:
        caps.append(sum(sizes[h] for h in set().union(*victims)) // len(victims))
    return min(caps) if caps else None


#: The origin of an ability activated before the spell is cast, with the spell still in hand (SPEC: ``before``).
BEFORE_CASTING = "before casting"


def reveals_hand(effective: EffectiveBoard) -> bool:
    """Some ability of yours adds mana counted from your hand (Metalworker: "Reveal any number of artifact cards in
    your hand"): paying for a spell cast from your hand, it may be activated before, with the spell still there
    (:func:`before_casting`)."""
    return any(isinstance(a.base.output, RevealedCards) for v in effective.yours for a in v.abilities)


def before_casting(views: list[PermanentView], before: EffectiveBoard) -> list[PermanentView]:
    """Each view with, beside its abilities, those that add more when activated before the spell is cast, while it
    is still in your hand (``before``: the effective board with the spell in hand).

    A mana ability may be activated whenever you have priority (CR 605.3a), so before casting, its mana kept in
    your pool (CR 106.4) to pay the spell's cost: Metalworker then reveals the artifact being cast too (CR 701.20)
    and adds {C}{C} more. Such a use is marked :data:`BEFORE_CASTING`; it is the same permanent's ability, so it
    is one tap like the other (a permanent's ``{T}`` is paid once).
    """
    by_id = {v.id: v for v in before.yours}
    out = []
    for v in views:
        twin = by_id.get(v.id)
        extra = []
        if twin is not None:
            mine = {a.key: a for a in v.abilities}
            for a in twin.abilities:
                now = mine.get(a.key)
                if isinstance(a.base.output, RevealedCards) and now is not None and a.output != now.output:
                    extra.append(replace(a, key=f"{a.key}/before", origin=BEFORE_CASTING))
        out.append(replace(v, abilities=v.abilities + tuple(extra)) if extra else v)
    return out


def activation_board(effective: EffectiveBoard, *, repeat_cap: int = REPEAT_CAP, timing: str = "priority",
                     concrete: bool = True, before: EffectiveBoard | None = None,
                     single_ids: frozenset[str] = frozenset(), reader: Reader = FRESH) -> PaymentBoard:
    """Group an effective board's permanents and list their mana abilities as uses: the one builder of ``pay`` and
    ``produce``.

    Parameters
    ----------
    effective : EffectiveBoard
        :func:`~manaplan.solver.effective.effective_board` of the board: every effect on mana applied.
    repeat_cap : int
        The most activations counted for a repeatable ability that nothing bounds: one that adds more mana than it
        costs, or costs nothing (an infinite-mana engine). Other repeatable abilities are bounded by what they
        cost: counters, life, cards, permanents to sacrifice, or — for a converter that adds no more than it costs
        — the mana the rest of the board can make.
    timing : str
        For activation conditions (:func:`~manaplan.solver.rules.conditions.why_not`): ``'priority'`` for ``pay``
        (you hold priority: "as an instant" holds), ``'main'`` for ``produce``; ``'casting'`` for a spell cast from
        your hand: an "as an instant" ability is activated before the spell is cast (there is no priority while
        casting, CR 601.2), with the spell still in hand, so one whose cost discards cards is left out.
    concrete : bool
        The uses list every concrete choice of mana (``pay``'s units); an ability with more than
        :data:`~manaplan.solver.effective.CHOICES_LIMIT` is then unusable. False: only the yields (``produce``'s
        classes).
    before : EffectiveBoard, optional
        The board before the spell being paid for was cast, with it still in hand: abilities that add more then are
        uses too (:func:`before_casting`).
    single_ids : frozenset of str
        Permanents that are each a group of one whatever their card (``turn``: a permanent cast or a land played
        this turn, whose abilities are usable only after it entered).
    reader : Reader
        Reads the cards of your hand and the board states the hand's sources and the fetchlands' finds are worked
        out on (:mod:`.reader`): a command's :class:`~manaplan.solver.analysis.Session`.

    Returns
    -------
    PaymentBoard

    Notes
    -----
    Only your permanents are sources (CR 602.2: you activate abilities of permanents you control). A permanent
    with no usable mana ability is kept only when some ability may sacrifice or tap it. Every part of every
    ability is read through :mod:`.costparts`.

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> from manaplan.solver.effective import effective_board
    >>> ab = activation_board(effective_board(parse_inline("Wall of Roots, Skirge Familiar, Forest x2")))
    >>> [(u.label, u.cap, u.once, u.output.text, u.why_not) for u in ab.uses]  # doctest: +NORMALIZE_WHITESPACE
    [('Wall of Roots#1:0', 1, False, '[G]', None),
     ('Skirge Familiar#1:0', 0, False, '[]', "needs 1 card in hand to discard (the board's hand has 0)"),
     ('Forest#1:0', 2, True, '[G]', None)]
    """
    board = effective.board
    views = {v.id: v for v in effective.views}
    anchors = effect_sources(effective)
    traits: Callable[[Permanent], Traits] = lambda p: Traits(  # noqa: E731
        views[p.id].card_types, views[p.id].subtypes, views[p.id].supertypes, views[p.id].colors)
    chars: Callable[[Permanent], tuple[frozenset[str], frozenset[str]]] = lambda p: (  # noqa: E731
        views[p.id].card_types, views[p.id].subtypes)

    life = board.life
    yours = list(hand_sources(effective, reader)) + list(effective.yours)  # hand first (before "discard your hand")
    if before is not None:
        yours = before_casting(yours, before)
    fetched, unsupported_searches = search_abilities(effective, yours, reader, single_ids)  # fetchlands' finds
    yours = [replace(v, abilities=v.abilities + fetched[v.id]) if v.id in fetched else v for v in yours]
    views.update((v.id, v) for v in yours)
    filters = [f for v in yours for a in v.abilities for f in a.ability.cost.removes_others]
    untaps = untap_activations((a.ability for a in v.abilities) for v in yours)
    # 1. group
    members: list[list[PermanentView]] = []
    keyed: dict[tuple, int] = {}
    singles: list[bool] = []
    ranks: list[int] = []
    unsupported: list[tuple[str, str, str]] = list(unsupported_searches)
    attached = frozenset(q.attached_to for q in board.permanents if q.attached_to is not None)
    sacrificeable: dict[tuple, bool] = {}
    for rank, view in enumerate(yours):
        p = view.permanent
        parsed = view.mana_parsed
        types = chars(p)
        if types not in sacrificeable:
            sacrificeable[types] = _may_be_sacrificed(types, filters)
        single = p.id in single_ids or _needs_own_group(p, parsed, board, sacrificeable[types], attached) or any(
            doubles_pool(a) for a in view.abilities)  # the models follow each doubling of the pool one by one
        key = None if single else (_group_key(p), view.card_types, view.subtypes, view.supertypes,
                                   tuple((a.ability, a.output, a.victims) for a in view.abilities),
                                   view.tapped_damage)
        if key is not None:
            try:
                at = keyed.get(key)
            except TypeError:
                at = None
                key = None
            if at is not None:
                members[at].append(view)
                continue
        if key is not None:
            keyed[key] = len(members)
        members.append([view])
        singles.append(single)
        ranks.append(rank)
    groups: list[SourceGroup] = []
    for i, ms in enumerate(members):
        view = ms[0]
        p = view.permanent
        parsed = view.mana_parsed
        types = frozenset(t for a in view.abilities for t in a.output.types())
        groups.append(SourceGroup(
            index=i, ids=tuple(m.id for m in ms), permanent=p, parsed=parsed, rank=ranks[i],
            flexibility=flexibility(p, parsed, types), singleton=singles[i],
            card_types=view.card_types, subtypes=view.subtypes, view=view,
        ))
    sizes = {g.index: g.size for g in groups}
    # 2. uses
    pending: list[dict] = []
    held: list[tuple[str, str, str]] = []  # plans removing a permanent whose effects are in force: not looked for
    for g in groups:
        abilities_g = g.view.abilities
        layered_perm = any(_is_costed(a.ability.cost.mana) or a.ability.cost.removes_others for a in abilities_g)
        for ai, ea in enumerate(abilities_g):
            a = ea.ability
            ctx = costparts.Context(a, g.permanent, g.card_types, g.size, board)
            why, left_out = _why_not(ea, g, board, traits, timing)
            choices: tuple = ()
            if concrete and why is None:
                n = ea.output.count_choices()
                if n > CHOICES_LIMIT:
                    why, left_out = (f"too many ways to choose its mana ({n}) for a plan that names each "
                                     f"mana"), True
                else:  # pay's concrete choices: the combinations of the yield, in WUBRGC order
                    choices = ea.output.choices()
            victims = tuple(tuple(h for h in _victims(f, g, groups, frozenset(ea.victims) if ea.victims is not None
                                                      else None, traits) if not anchors.intersection(groups[h].ids))
                            for f in a.cost.removes_others)
            held += held_back(ea, g, groups, anchors, traits) if why is None else []
            if why is None:
                why = untap_why_not(a.cost, g.permanent, board, chars, untaps)
            if why is None and any(not v for v in victims):
                first = [bool(v) for v in victims].index(False)
                verb = "sacrifice" if first < len(a.cost.sacrifices) else "exile"
                why = f"nothing to {verb} ({a.cost.removes_others[first].text})"
            tapped = tuple(_tap_victims(f, g, groups, a.cost.tap, traits) for f in a.cost.taps)
            if why is None and any(not v for v in tapped):
                why = f"nothing untapped to tap ({a.cost.taps[[bool(v) for v in tapped].index(False)].text})"
            sac_self = costparts.removes_self(ctx)
            if why is None and sac_self and anchors.intersection(g.ids):
                why = LEAVES_WITH_EFFECT
                held.append((g.ids[0], a.text or a.describe(), LEAVES_WITH_EFFECT))
            once = costparts.is_once(ctx)
            costed = _is_costed(a.cost.mana)
            tap_damage = g.view.tapped_damage if a.cost.tap else 0
            trigger_life = ea.trigger_damage + tap_damage
            effect_life = a.damage_to_you - ea.trigger_damage + a.life_loss
            life_per_use = a.cost.life + effect_life + trigger_life
            if why is not None:
                cap: int | None = 0
            else:
                cap = _resource_cap(ctx, victims + tapped, sizes, a.cost.life)
                if once:
                    cap = g.size if cap is None else min(cap, g.size)
                if cap == 0:
                    why = "its costs cannot be paid"
            pending.append(dict(
                index=len(pending), group=g.index, ability_index=ai, ability=a, cap=cap, why_not=why, once=once,
                sacrifices_self=sac_self, costed=costed,
                layered=costed or bool(a.cost.removes_others) or (sac_self and layered_perm),
                victims=victims, life=life_per_use, label=f"{g.ids[0]}:{ai}", choices=choices, tapped=tapped,
                life_cost=a.cost.life, life_effect=effect_life, life_trigger=trigger_life,
                output=ea.output if why is None else Y.NOTHING, effective=ea, left_out=left_out,
                doubles=doubles_pool(ea),
            ))
    # repeatable abilities bounded by mana only: a converter (adds no more than it costs) is used at most as often
    # as the rest of the board's mana allows; one that adds more than it costs, or costs nothing, is unbounded
    # (an infinite-mana engine) and counted up to repeat_cap
    base_mana = sum(board.pool.counts) + sum(
        d["cap"] * d["output"].amount for d in pending if d["cap"] is not None)
    for d in pending:
        if d["cap"] is None:
            m = least_mana(d["ability"].cost.mana)
            amount = d["output"].amount
            d["cap"] = max(1, base_mana // m) if 1 <= m and amount <= m else repeat_cap
    # life paid as a cost later in a plan (Mana Confluence after Sol Ring's mana paid it …): an ability whose own
    # effect costs life (a painland's damage) may wait for the layer its mana is needed in, so the life rule (CR
    # 119.4) sees its damage only when it has happened; without life costs on the board nothing changes
    if any(d["life_cost"] or _phyrexian(d["ability"].cost.mana) for d in pending if d["cap"]):
        for d in pending:
            if d["life_effect"] and d["cap"]:
                d["layered"] = True
    uses: list[AbilityUse] = [AbilityUse(**d) for d in pending]
    for g in groups:
        for pid in g.ids:
            for u in g.view.unsupported:
                unsupported.append((pid, u.text, u.reason))
    for u in uses:
        if u.left_out:
            for pid in groups[u.group].ids:
                unsupported.append((pid, u.text, u.why_not))
    unproven = _first_reasons(unsupported + held)  # what could change an answer and was left out
    for source, marker in effective.unsupported:
        unsupported.append((source, marker.text, marker.reason))
    unsupported.extend((pid, text, why) for pid, text, why in effective.prohibited + effective.lost
                       if board.get(pid).is_yours)
    # 3. keep the groups that matter (sources, and whatever some usable ability may sacrifice)
    needed = {u.group for u in uses}
    for u in uses:
        if u.usable:
            for entry in u.victims + u.tapped:
                needed.update(entry)
    if len(needed) < len(groups):
        remap = {}
        kept: list[SourceGroup] = []
        for g in groups:
            if g.index in needed:
                remap[g.index] = len(kept)
                kept.append(replace(g, index=len(kept)))
        uses = [_reuse(u, remap) for u in uses]
        groups = kept
    # 4. units
    pool = {Unit(t): n for t, n in zip(ALL_TYPES, board.pool.counts) if n}
    unit_set = set(pool)
    for u in uses:
        if u.usable:
            for combo in u.choices:
                unit_set.update(unit_of(groups[u.group], u.ability, t) for t in combo)
    for u in uses:  # a doubling adds, of each type in the pool, unrestricted mana, snow from a snow source
        if u.usable and u.doubles:
            unit_set.update(doubled_unit(groups[u.group], unit) for unit in list(unit_set))
    return PaymentBoard(
        board=board, groups=tuple(groups), uses=tuple(uses), units=tuple(sorted(unit_set)), pool=pool, life=life,
        unsupported=_first_reasons(unsupported), repeat_cap=repeat_cap, effective=effective,
        permissions=effective.spend_permissions, unproven=unproven,
    )


def hand_sources(effective: EffectiveBoard, reader: Reader = FRESH) -> tuple[PermanentView, ...]:
    """The cards of your hand whose mana ability exiles them from there (Simian and Elvish Spirit Guide: "Exile ~
    from your hand: Add {R}."), each a source of its own, once (CR 605.1a: a mana ability of a card in hand may be
    activated from there; its cost takes that card from the hand, counted with the hand's other costs).

    They are read on their own, with none of the battlefield's effects (those apply to permanents); their ids are
    ``'<name> (hand)#<n>'``. ``reader`` reads the hand's cards and works out the board of those alone
    (:mod:`.reader`).

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.effective import effective_board
    >>> b = board_from_data({"hand": ["Simian Spirit Guide", "Mountain", "Simian Spirit Guide"]})
    >>> [(v.id, v.permanent.zone, v.abilities[0].output.text) for v in hand_sources(effective_board(b))]
    [('Simian Spirit Guide (hand)#1', 'hand', '[R]'), ('Simian Spirit Guide (hand)#2', 'hand', '[R]')]
    """
    if "hand_sources" in effective.built:
        return effective.built["hand_sources"]
    board = effective.board
    seen: dict[str, int] = {}
    perms = []
    for card in board.hand:
        if not any(a.cost.exile_self == "hand" for a in reader.read(card).mana_abilities):
            continue
        seen[card.name] = n = seen.get(card.name, 0) + 1
        perms.append(Permanent(id=f"{card.name} (hand)#{n}", card=card, zone="hand"))
    out: tuple[PermanentView, ...] = ()
    if perms:
        alone = replace(board, permanents=tuple(perms), effects=())
        out = tuple(v for v in reader.effective(alone).views if v.abilities)
    effective.built["hand_sources"] = out
    return out


def _first_reasons(items: list[tuple[str, str, str]]) -> tuple[tuple[str, str], ...]:
    """(permanent id, "text (reason)") once per permanent and text, with the first reason found for it."""
    seen: dict[tuple[str, str], str] = {}
    for pid, text, reason in items:
        seen.setdefault((pid, text), reason)
    return tuple((pid, f"{text} ({reason})") for (pid, text), reason in seen.items())


def _reuse(u: AbilityUse, remap: dict[int, int]) -> AbilityUse:
    victims = tuple(tuple(remap[h] for h in entry if h in remap) for entry in u.victims)
    tapped = tuple(tuple(remap[h] for h in entry if h in remap) for entry in u.tapped)
    return replace(u, group=remap[u.group], victims=victims, tapped=tapped)


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
    >>> g = activation_board(effective_board(parse_inline("Doubling Cube"))).groups[0]
    >>> doubled_unit(g, Unit(ManaType.G, snow=True))
    Unit(G)
    """
    return Unit(unit.type, group.snow, None)


def purpose_of(group: SourceGroup) -> SpendPurpose:
    """What mana paying the cost of an ability of ``group`` is spent on: activating an ability of that source
    (CR 106.6: "activate abilities of artifacts" fits a Signet's ``{1}``)."""
    card = group.permanent.card
    colors = colors_of(card) if hasattr(card, "mana_cost") else frozenset()
    return SpendPurpose.activate(group.card_types, group.subtypes,
                                 frozenset(getattr(card, "supertypes", ()) or ()), colors,
                                 name=f"{group.ids[0]}'s ability")


@dataclass(frozen=True, slots=True)
class CostedActivation:
    """An activation that is no ability of a permanent on the board, paid like a costed one: from mana made before
    it, with its own purpose (``turn``: a spell cast, CR 601.2g-h). It may add mana as it resolves (a ritual).

    Parameters
    ----------
    id : str
        The id of its group of one (``turn``: the copy's key).
    name : str
    card : Card
        What it is (the card cast): its group's permanent, in your hand.
    costs : tuple of ManaCost
        Its costs, one use each, each used at most once (``turn``: the cost after each set of cost changers).
    purpose : SpendPurpose
        What the mana paying it is spent on (CR 106.6).
    adds : tuple of tuple of ManaType
        What it may add as it resolves, one combination of them (a ritual's ``(B, B, B)``); empty: nothing.
    spend : SpendRestriction or None
        The spending restriction of the mana it adds.
    rank : int
        Its group's rank: the order of the steps of one layer (see :class:`SourceGroup`).
    card_types, subtypes : frozenset of str
    text : str
        How a plan names it (``'cast Dark Ritual'``).
    """

    id: str
    name: str
    card: Card
    costs: tuple[ManaCost, ...]
    purpose: SpendPurpose
    adds: tuple[tuple[ManaType, ...], ...] = ()
    spend: object = None
    rank: int = 0
    card_types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    text: str = ""


def with_costed_activations(pb: PaymentBoard, extra: tuple[CostedActivation, ...]
                            ) -> tuple[PaymentBoard, tuple[tuple[int, ...], ...]]:
    """``pb`` with each of ``extra`` as a group of one and one costed use per cost: capped at one activation, in
    any layer after the first (its cost is paid from mana made before it), paid for its own purpose
    (:attr:`AbilityUse.purpose`), adding what it adds in units of its own (snow never, restricted as it says).

    Parameters
    ----------
    pb : PaymentBoard
    extra : tuple of CostedActivation

    Returns
    -------
    (PaymentBoard, tuple of tuple of int)
        The board, and for each of ``extra`` the indices of its uses, one per cost.

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> from manaplan.models.cards.card import Card
    >>> from manaplan.solver.effective import effective_board
    >>> pb = activation_board(effective_board(parse_inline("Swamp")))
    >>> ritual = CostedActivation("ritual", "Dark Ritual", Card("Dark Ritual", "{B}", "Instant", ""),
    ...                           (ManaCost.parse("{B}"),), SpendPurpose.cast(frozenset({"Instant"})),
    ...                           adds=((ManaType.B,) * 3,), text="cast Dark Ritual")
    >>> pb, added = with_costed_activations(pb, (ritual,))
    >>> added, [(u.label, u.cost.mana.text, u.costed, u.layered) for u in pb.uses][1:], pb.units
    (((1,),), [('ritual:v0', '{B}', True, True)], (Unit(B),))
    """
    groups, uses, units = list(pb.groups), list(pb.uses), set(pb.units)
    added = []
    for a in extra:
        gi = len(groups)
        groups.append(SourceGroup(index=gi, ids=(a.id,), permanent=Permanent(id=a.id, card=a.card, zone="hand"),
                                  parsed=ParsedCard(name=a.name), rank=a.rank, flexibility=0, singleton=True,
                                  card_types=a.card_types, subtypes=a.subtypes))
        choices = a.adds if a.adds else ((),)
        mine = []
        for v, cost in enumerate(a.costs):
            paid = ManaCost.parse("".join(s.text for s in cost if not (s.kind is SymbolKind.GENERIC and not s.amount)))
            ability = ManaAbility(cost=ActivationCost(mana=paid), output=Produce(choices), spend=a.spend, text=a.text)
            use = AbilityUse(index=len(uses), group=gi, ability_index=v, ability=ability, cap=1, why_not=None,
                             once=False, sacrifices_self=False, costed=True, layered=True, victims=(), life=0,
                             label=f"{a.id}:v{v}", choices=choices,
                             output=Y.from_choices(a.adds) if a.adds else Y.NOTHING, purpose=a.purpose)
            uses.append(use)
            mine.append(use.index)
            for combo in a.adds:
                units.update(unit_of(groups[gi], ability, t) for t in combo)
        added.append(tuple(mine))
    return replace(pb, groups=tuple(groups), uses=tuple(uses), units=tuple(sorted(units))), tuple(added)
