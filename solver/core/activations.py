"""A board as the payment model sees it: groups of identical permanents, their usable abilities, mana units.

This is the first arrow of ``pay``: :func:`payment_board` turns a :class:`~manaplan.models.board.Board` into
:class:`SourceGroup` values (identical untouched permanents grouped, so forty Forests are one group of forty),
:class:`AbilityUse` values (one per ability of a group, with what it costs, what it adds, whether it taps, how often
it can be used and why not, if it cannot) and the :class:`Unit` kinds of mana the board can hold.

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
>>> pb = payment_board(parse_inline("Forest x3, Azorius Signet, Llanowar Elves (sick)"))
>>> [(g.ids[0], g.size) for g in pb.groups]
[('Forest#1', 3), ('Azorius Signet#1', 1), ('Llanowar Elves#1', 1)]
>>> [(u.label, u.cap, u.why_not) for u in pb.uses]
[('Forest#1:0', 3, None), ('Azorius Signet#1:0', 1, None), ('Llanowar Elves#1:0', 0, 'summoning sick')]
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from ...models.ability import ManaAbility, ParsedCard, PermanentFilter
from ...models.board import Board, Permanent
from ...models.costs import ManaCost, ManaSymbol, SymbolKind
from ...models.mana import ALL_TYPES, COLORS, ManaType
from ..rules.conditions import NOT_SUPPORTED, Traits, printed_traits
from ..rules.conditions import why_not as condition_why_not
from ..rules.spending import Restriction, SpendPurpose, restriction_of

__all__ = [
    "Unit",
    "SourceGroup",
    "AbilityUse",
    "PaymentBoard",
    "AbilitiesFn",
    "payment_board",
    "flexibility",
    "default_abilities",
    "symbol_options",
    "net_gain",
    "resolve_output",
    "needs_effects",
    "instance_free",
    "least_mana",
    "HONOURED",
    "unit_of",
    "purpose_of",
]

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
        For sacrifice filters.
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
        Life lost per activation: "Pay N life", damage the ability deals you, and damage the permanent deals you
        whenever it becomes tapped (City of Brass) when the ability taps it.
    label : str
        ``'<first id>:<ability index>'``, for variable names.
    choices : tuple of tuple of ManaType
        What one activation may add, resolved on the board (the chosen colour, the commander's colours …).
    tapped : tuple of tuple of int
        For each "Tap an untapped … you control" in the cost (:attr:`~manaplan.models.ability.ActivationCost.taps`),
        the groups whose untapped permanents it may tap: every group untapped at the start that fits the filter,
        summoning sick creatures included (CR 302.6 forbids only a creature's own ``{T}``/``{Q}`` abilities), the
        ability's own group too unless the filter says "another" or the cost also has ``{T}`` on a group of one.
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
        """Counts towards the depth of a plan: costed or sacrificing others (see :mod:`~manaplan.solver.pay.model`)."""
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
        The most activations counted for a repeatable ability that nothing else bounds (see :func:`payment_board`).
    """

    board: Board
    groups: tuple[SourceGroup, ...]
    uses: tuple[AbilityUse, ...]
    units: tuple[Unit, ...]
    pool: dict[Unit, int]
    life: int
    unsupported: tuple[tuple[str, str], ...]
    repeat_cap: int

    def uses_of(self, group: int) -> tuple[AbilityUse, ...]:
        """The uses of one group."""
        return tuple(u for u in self.uses if u.group == group)

    @property
    def usable(self) -> tuple[AbilityUse, ...]:
        """The uses that can be activated at least once."""
        return tuple(u for u in self.uses if u.usable)


def default_abilities() -> AbilitiesFn:
    """:func:`manaplan.models.oracle.parser.parse_card`, imported on first use."""
    from ...models.oracle.parser import parse_card

    return parse_card


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


def net_gain(use: AbilityUse) -> int:
    """The most mana one activation adds, less its mana cost's mana value (may be negative)."""
    return use.amount - use.cost.mana.mana_value


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
    c = ability.cost
    return c.tap or c.untap or c.sacrifice_self or bool(_rider(ability))


def _rider(ability: ManaAbility) -> str:
    return getattr(ability, "sacrifice_if_no_counters", "") or ""


def instance_free(ability: ManaAbility) -> bool:
    """An ability any copy of a permanent can activate again and again, with nothing counted per permanent: not
    one-shot, no counters removed or changed, no "once each turn". Identical permanents with such abilities can be
    grouped: the activations need only one copy still on the battlefield."""
    condition = getattr(ability, "condition", None)
    return (not _one_shot(ability) and not ability.cost.remove_counters
            and not (condition is not None and condition.max_per_turn)
            and not getattr(ability, "counter_changes", ()))


def _needs_own_group(permanent: Permanent, parsed: ParsedCard, board: Board, may_be_sacrificed: bool) -> bool:
    """Whether a permanent must be a group of one (see the module notes)."""
    if permanent.attached_to is not None or board.attached(permanent.id):
        return True
    abilities = parsed.mana_abilities
    if any(a.cost.untap or not (_one_shot(a) or instance_free(a)) for a in abilities):
        return True
    has_tap = any(a.cost.tap for a in abilities)
    if has_tap and any((a.cost.sacrifice_self or _rider(a)) and not a.cost.tap for a in abilities):
        return True
    if any(a.cost.removes_others for a in abilities):
        # grouped only as a pure sacrifice outlet that nothing can sacrifice: then every copy stays to the end
        return may_be_sacrificed or any(_one_shot(a) or not instance_free(a) for a in abilities)
    return False


def _sacrifice_filters(board: Board, parsed_of: Callable[[Permanent], ParsedCard]) -> list[PermanentFilter]:
    return [f for p in board.permanents if p.is_yours for a in parsed_of(p).mana_abilities
            for f in a.cost.removes_others]


def _printed_types(p: Permanent) -> tuple[frozenset[str], frozenset[str]]:
    card = p.card
    return frozenset(getattr(card, "card_types", ()) or ()), frozenset(getattr(card, "subtypes", ()) or ())


def _may_be_sacrificed(types: tuple[frozenset[str], frozenset[str]], filters: list[PermanentFilter]) -> bool:
    """Whether some filter may take a permanent of these types: by types and subtypes only (colours, tokens,
    power … are not looked at), so it errs on the side of yes."""
    return any(replace(f, colors=frozenset(), or_card_types=frozenset(), supertypes=frozenset(), token=None,
                       min_power=0, names=frozenset(), monocolored=False).matches(types[0], types[1])
               for f in filters)


def needs_effects(board: Board, printed: Callable[[Permanent], ParsedCard], parse: AbilitiesFn) -> bool:
    """Whether the board needs :func:`manaplan.solver.effective.effective_abilities`: some permanent (anyone's) or
    resolved ``effects:`` card has an effect on mana, or some mana ability adds an amount counted on the board or
    a type reflected from other permanents. Otherwise the printed abilities are the effective ones (and the
    payment skips the cost of applying effects)."""
    if board.effects:
        return True
    for p in board.permanents:
        parsed = printed(p)
        if getattr(parsed, "effects", ()):
            return True
        if any(type(a.output).__name__ in ("Reflect", "Counted", "Conditional") for a in parsed.mana_abilities):
            return True
        if any(a.cost.sacrifice_x is not None or a.cost.taps_x is not None for a in parsed.mana_abilities):
            return True  # expanded into one ability per X on the effective board (effects._expand_x)
    return False


def _effective_board(board: Board, printed: Callable[[Permanent], ParsedCard], parse: AbilitiesFn):
    from ..effective import effective_abilities

    return effective_abilities(board, parse=parse)


def _group_key(p: Permanent) -> tuple:
    """Permanents with equal keys are interchangeable: every field of the permanent but its id (power, level,
    "entered this turn" and attachments matter to counts, conditions and sacrifice values)."""
    return (p.card, p.tapped, p.sick, p.summoning_sick, p.counters, p.chosen, p.is_token, p.controller,
            p.attached_to, p.power, p.toughness, p.level, p.attacking, p.renowned)


# -------------------------------------------------------------------------------------------------- usability
#: The parts of a mana ability (:meth:`~manaplan.models.ability.ManaAbility.features`) the payment model honours;
#: an ability using any other part is unusable (reported, never guessed). Some are honoured only in part — see
#: :func:`_why_not`.
HONOURED = frozenset({
    "tap", "untap", "mana", "life", "sacrifice_self", "sacrifices", "remove_counters", "damage_to_you",
    "sacrifice_if_no_counters", "Produce", "ChosenColor", "CommanderColor", "AnyCombination", "side_effects",
    "skips_next_untap", "condition", "spend", "counter_changes", "exiles", "untaps_opponents", "taps",
})


def _features(ability: ManaAbility) -> frozenset[str]:
    features = getattr(ability, "features", None)
    return features() if callable(features) else frozenset({type(ability.output).__name__})


def _chosen_color(permanent: Permanent) -> ManaType | None:
    try:
        return ManaType.parse(permanent.chosen) if permanent.chosen else None
    except ValueError:
        return None


def resolve_output(ability: ManaAbility, permanent: Permanent, board: Board) -> tuple[tuple[ManaType, ...], ...]:
    """What one activation may add on this board: the choices of the output resolved with the permanent's chosen
    colour and the commander's colours; ``()`` when it adds nothing (or depends on what is not known).

    Examples
    --------
    >>> from manaplan.models.ability import ActivationCost, CommanderColor, ManaAbility
    >>> from manaplan.models.board_files import parse_inline
    >>> tower = ManaAbility(ActivationCost(tap=True), CommanderColor())
    >>> board = parse_inline("Forest")
    >>> resolve_output(tower, board.permanents[0], board)
    ()
    """
    output = ability.output
    resolve = getattr(output, "resolve", None)
    if resolve is None:
        return tuple(getattr(output, "choices", ()))
    try:
        fixed = resolve(chosen=_chosen_color(permanent), commander=frozenset(board.commander_colors), x=None)
    except TypeError:  # an older output without keywords
        fixed = output
    if fixed is None:
        return ()
    return tuple(c for c in getattr(fixed, "choices", ()) if c)


def _why_not(ability: ManaAbility, group: SourceGroup, life: int, choices: tuple, board: Board | None = None,
             traits: Callable[[Permanent], Traits] = printed_traits) -> str | None:
    p, cost = group.permanent, ability.cost
    missing = _features(ability) - HONOURED
    if missing:
        return "not supported by the payment solver yet: " + ", ".join(sorted(missing))
    condition = getattr(ability, "condition", None)
    if condition is not None:  # every field checked on the board, or the ability left out (solver/conditions.py)
        why = condition_why_not(condition, p, board if board is not None else Board(permanents=(p,)),
                                traits=traits)
        if why is not None:
            return why
    for kind, _ in getattr(ability, "counter_changes", ()):
        others = [a for a in group.parsed.mana_abilities if a is not ability]
        if not _one_shot(ability) or any(kind in {k for k, _ in a.cost.remove_counters} | {_rider(a)}
                                         for a in others):
            return f"{kind} counters it changes are not tracked yet"
    if not choices:
        kind = type(ability.output).__name__
        if kind == "CommanderColor":
            return "adds no mana: the board names no commander colours"
        if kind == "ChosenColor":
            noted = getattr(ability.output, "noted", False)
            return f"adds no mana: no {'type noted' if noted else 'colour chosen'} for it on the board"
        return "adds no mana here"
    if cost.tap and p.tapped:
        return "tapped"
    if cost.untap and not p.tapped:
        return "untapped ({Q} needs it tapped)"
    if (cost.tap or cost.untap) and p.summoning_sick and "Creature" in group.card_types:  # CR 302.6: creatures
        return "summoning sick"
    if any(s.kind is SymbolKind.X for s in cost.mana):
        return "X in its cost is not supported"
    for kind, n in cost.remove_counters:
        have = p.counter(kind)
        if have < n:
            return f"no {kind} counters" if have == 0 else f"only {have} {kind} counter{'s' if have != 1 else ''}"
    if cost.life and cost.life > life - 1:
        return f"paying {cost.life} life would leave you at {life - cost.life}"
    if _rider(ability) and not _one_shot_rider_static(ability, group):
        return "repeated use with a sacrifice rider is not supported"
    return None


_NOT_HONOURED = ("not supported", NOT_SUPPORTED, "its mana is restricted", "counters it changes")


def _per_turn(ability: ManaAbility) -> int:
    """"Activate only once each turn": the most activations per permanent (0: no limit)."""
    condition = getattr(ability, "condition", None)
    return condition.max_per_turn if condition is not None else 0


def _one_shot_rider_static(ability: ManaAbility, group: SourceGroup) -> bool:
    """A rider the model can settle statically: the ability is one-shot for other reasons (taps/untaps)."""
    return ability.cost.tap or ability.cost.untap or ability.cost.sacrifice_self


def _rider_sacrifices(ability: ManaAbility, group: SourceGroup) -> bool:
    kind = _rider(ability)
    if not kind:
        return False
    removed = sum(n for k, n in ability.cost.remove_counters if k == kind)
    return group.counter(kind) - removed <= 0


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
    permanent tapped by the plan is never untapped again in it, see :mod:`~manaplan.solver.pay.model`) and fitting the
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


def _resource_cap(ability: ManaAbility, group: SourceGroup, life: int, victims: tuple[tuple[int, ...], ...],
                  sizes: dict[int, int]) -> int | None:
    """The most activations of a repeatable ability that its non-mana costs allow (counters, life, permanents to
    sacrifice); None when nothing but mana bounds it."""
    caps: list[int] = []
    for kind, n in ability.cost.remove_counters:
        caps.append(group.counter(kind) // n)
    if ability.cost.life:
        caps.append(max(0, life - 1) // ability.cost.life)
    for entry in victims:
        caps.append(sum(sizes[h] for h in entry))
    if victims:
        caps.append(sum(sizes[h] for h in set().union(*victims)) // len(victims))
    return min(caps) if caps else None


def payment_board(board: Board, abilities: AbilitiesFn | None = None, *, repeat_cap: int = 12) -> PaymentBoard:
    """Group a board's permanents and list their usable mana abilities.

    Parameters
    ----------
    board : Board
    abilities : callable, optional
        Card → :class:`~manaplan.models.ability.ParsedCard`; :func:`manaplan.models.oracle.parser.parse_card` by
        default. Called once per distinct card.
    repeat_cap : int
        The most activations counted for a repeatable ability that nothing bounds: one that adds more mana than it
        costs, or costs nothing (an infinite-mana engine). Other repeatable abilities are bounded by what they
        cost: counters, life, permanents to sacrifice, or — for a converter that adds no more than it costs — the
        mana the rest of the board can make.

    Returns
    -------
    PaymentBoard

    Notes
    -----
    Only your permanents are sources (CR 602.2: you activate abilities of permanents you control). A permanent
    with no usable mana ability is kept only when some ability may sacrifice it.
    """
    parse = abilities or default_abilities()
    cache: dict[object, ParsedCard] = {}

    def printed(p: Permanent) -> ParsedCard:
        key = p.card
        try:
            return cache[key]
        except KeyError:
            cache[key] = parsed = parse(p.card)
            return parsed
        except TypeError:  # an unhashable stand-in card
            return parse(p.card)

    parsed_of: Callable[[Permanent], ParsedCard] = printed
    chars: Callable[[Permanent], tuple[frozenset[str], frozenset[str]]] = _printed_types
    victim_ids: dict[tuple[str, int], frozenset[str]] = {}
    effective = _effective_board(board, printed, parse) if needs_effects(board, printed, parse) else None
    traits: Callable[[Permanent], Traits] = printed_traits
    if effective is not None:
        board = effective.board  # its permanents with the haste effects give them (CR 702.10)
        parsed_of = lambda p: effective.parsed(p.id)  # noqa: E731
        chars = lambda p: (effective[p.id].card_types, effective[p.id].subtypes)  # noqa: E731
        by_id = {v.id: v for v in effective.views}
        traits = lambda p: Traits(by_id[p.id].card_types, by_id[p.id].subtypes,  # noqa: E731
                                  by_id[p.id].supertypes, by_id[p.id].colors)
        for view in effective.yours:
            for i, a in enumerate(view.abilities):
                if a.victims is not None:
                    victim_ids[view.id, i] = frozenset(a.victims)

    life = board.life
    yours = [p for p in board.permanents if p.is_yours]
    filters = _sacrifice_filters(board, parsed_of)
    untaps = untap_activations(parsed_of(p).mana_abilities for p in yours)
    # 1. group
    members: list[list[Permanent]] = []
    keyed: dict[tuple, int] = {}
    singles: list[bool] = []
    ranks: list[int] = []
    parsed_list: list[ParsedCard] = []
    unsupported: list[tuple[str, str, str]] = []
    for rank, p in enumerate(yours):
        parsed = parsed_of(p)
        for u in parsed.unsupported:
            unsupported.append((p.id, u.text, u.reason))
        single = _needs_own_group(p, parsed, board, _may_be_sacrificed(chars(p), filters))
        key = None if single else (_group_key(p), parsed if effective is not None else None)
        if key is not None:
            try:
                at = keyed.get(key)
            except TypeError:
                at = None
                key = None
            if at is not None:
                members[at].append(p)
                continue
        if key is not None:
            keyed[key] = len(members)
        members.append([p])
        singles.append(single)
        ranks.append(rank)
        parsed_list.append(parsed)
    groups: list[SourceGroup] = []
    for i, ms in enumerate(members):
        p = ms[0]
        types = frozenset(t for a in parsed_list[i].mana_abilities for c in resolve_output(a, p, board) for t in c)
        groups.append(SourceGroup(
            index=i, ids=tuple(m.id for m in ms), permanent=p, parsed=parsed_list[i], rank=ranks[i],
            flexibility=flexibility(p, parsed_list[i], types), singleton=singles[i],
            card_types=chars(p)[0], subtypes=chars(p)[1],
        ))
    sizes = {g.index: g.size for g in groups}
    # 2. uses
    pending: list[dict] = []
    for g in groups:
        abilities_g = g.parsed.mana_abilities
        layered_perm = any(_is_costed(a.cost.mana) or a.cost.removes_others for a in abilities_g)
        for ai, a in enumerate(abilities_g):
            choices = resolve_output(a, g.permanent, board)
            why = _why_not(a, g, life, choices, board, traits)
            victims = tuple(_victims(f, g, groups, victim_ids.get((g.ids[0], ai)), traits)
                            for f in a.cost.removes_others)
            if why is None:
                why = untap_why_not(a.cost, g.permanent, board, chars, untaps)
            if why is None and any(not v for v in victims):
                verb = "sacrifice" if [bool(v) for v in victims].index(False) < len(a.cost.sacrifices) else "exile"
                why = f"nothing to {verb} ({a.cost.removes_others[[bool(v) for v in victims].index(False)].text})"
            tapped = tuple(_tap_victims(f, g, groups, a.cost.tap, traits) for f in a.cost.taps)
            if why is None and any(not v for v in tapped):
                why = f"nothing untapped to tap ({a.cost.taps[[bool(v) for v in tapped].index(False)].text})"
            sac_self = a.cost.sacrifice_self or _rider_sacrifices(a, g)
            once = a.cost.tap or a.cost.untap or sac_self
            costed = _is_costed(a.cost.mana)
            if why is not None:
                cap: int | None = 0
            elif once:
                cap = g.size
            else:
                cap = _resource_cap(a, g, life, victims + tapped, sizes)
                if _per_turn(a):
                    cap = min(cap if cap is not None else _per_turn(a) * g.size, _per_turn(a) * g.size)
            tap_damage = g.parsed.tapped_damage if a.cost.tap else 0
            pending.append(dict(
                index=len(pending), group=g.index, ability_index=ai, ability=a, cap=cap, why_not=why, once=once,
                sacrifices_self=sac_self, costed=costed,
                layered=costed or bool(a.cost.removes_others) or (sac_self and layered_perm),
                victims=victims, life=a.cost.life + a.damage_to_you + tap_damage,
                label=f"{g.ids[0]}:{ai}", choices=choices, tapped=tapped,
            ))
    # repeatable abilities bounded by mana only: a converter (adds no more than it costs) is used at most as often
    # as the rest of the board's mana allows; one that adds more than it costs, or costs nothing, is unbounded
    # (an infinite-mana engine) and counted up to repeat_cap
    base_mana = sum(board.pool.counts) + sum(
        d["cap"] * max((len(c) for c in d["choices"]), default=0) for d in pending if d["cap"] is not None)
    for d in pending:
        if d["cap"] is None:
            m = least_mana(d["ability"].cost.mana)
            amount = max((len(c) for c in d["choices"]), default=0)
            d["cap"] = max(1, base_mana // m) if 1 <= m and amount <= m else repeat_cap
    uses: list[AbilityUse] = [AbilityUse(**d) for d in pending]
    for u in uses:
        if u.why_not and u.why_not.startswith(_NOT_HONOURED):
            for pid in groups[u.group].ids:
                unsupported.append((pid, u.text, u.why_not))
    if effective is not None:
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
                kept.append(_reindex(g, len(kept)))
        uses = [_reuse(u, remap) for u in uses]
        groups = kept
    # 4. units
    pool = {Unit(t): n for t, n in zip(ALL_TYPES, board.pool.counts) if n}
    unit_set = set(pool)
    for u in uses:
        if u.usable:
            for combo in u.choices:
                unit_set.update(unit_of(groups[u.group], u.ability, t) for t in combo)
    return PaymentBoard(
        board=board, groups=tuple(groups), uses=tuple(uses), units=tuple(sorted(unit_set)), pool=pool, life=life,
        unsupported=_first_reasons(unsupported), repeat_cap=repeat_cap,
    )


def _first_reasons(items: list[tuple[str, str, str]]) -> tuple[tuple[str, str], ...]:
    """(permanent id, "text (reason)") once per permanent and text, with the first reason found for it."""
    seen: dict[tuple[str, str], str] = {}
    for pid, text, reason in items:
        seen.setdefault((pid, text), reason)
    return tuple((pid, f"{text} ({reason})") for (pid, text), reason in seen.items())


def _reindex(g: SourceGroup, index: int) -> SourceGroup:
    return SourceGroup(index=index, ids=g.ids, permanent=g.permanent, parsed=g.parsed, rank=g.rank,
                       flexibility=g.flexibility, singleton=g.singleton, card_types=g.card_types,
                       subtypes=g.subtypes)


def _reuse(u: AbilityUse, remap: dict[int, int]) -> AbilityUse:
    victims = tuple(tuple(remap[h] for h in entry if h in remap) for entry in u.victims)
    tapped = tuple(tuple(remap[h] for h in entry if h in remap) for entry in u.tapped)
    return AbilityUse(index=u.index, group=remap[u.group], ability_index=u.ability_index, ability=u.ability,
                      cap=u.cap, why_not=u.why_not, once=u.once, sacrifices_self=u.sacrifices_self,
                      costed=u.costed, layered=u.layered, victims=victims, life=u.life, label=u.label,
                      choices=u.choices, tapped=tapped)


def unit_of(group: SourceGroup, ability: ManaAbility, mana_type: ManaType) -> Unit:
    """The unit one mana of ``mana_type`` made by ``ability`` of ``group`` is: snow from a snow source, restricted as
    the ability says (Cavern of Souls' restriction with the type chosen for it)."""
    return Unit(mana_type, group.snow, restriction_of(getattr(ability, "spend", None), group.permanent.chosen))


def purpose_of(group: SourceGroup) -> SpendPurpose:
    """What mana paying the cost of an ability of ``group`` is spent on: activating an ability of that source
    (CR 106.6: "activate abilities of artifacts" fits a Signet's ``{1}``)."""
    from ...models.spells import colors_of

    card = group.permanent.card
    colors = colors_of(card) if hasattr(card, "mana_cost") else frozenset()
    return SpendPurpose.activate(group.card_types, group.subtypes,
                                 frozenset(getattr(card, "supertypes", ()) or ()), colors,
                                 name=f"{group.ids[0]}'s ability")
