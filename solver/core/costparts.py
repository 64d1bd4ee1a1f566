"""Every part of a mana ability's cost (and its riders), declared once: supported or not, and what it asks.

Both ``pay`` and ``produce`` read an ability's parts from :data:`PARTS` through the one builder
(:func:`~manaplan.solver.core.activations.activation_board`): a part honoured by one is honoured by both, because
neither has its own list. Each :class:`CostPart` says

- whether it is *supported*; an ability with a part that is not is unusable, with the part's reason in a player's
  words (never used as if the part were not there);
- why one activation cannot be paid now (``why_not``: tapped, summoning sick, no counters, a toughness that would
  reach 0 …);
- how many activations the resources it takes allow the whole group (``bound``: counters, life, toughness, cards in
  hand) — ``None`` when it sets no bound;
- whether it makes each permanent act at most once (``once``: ``{T}``, ``{Q}``, or the permanent leaves the
  battlefield) and whether it removes the permanent (``removes``);
- whether it is counted per permanent (``per_permanent``: counters removed or put, so identical permanents are not
  interchangeable for it);
- the cards it takes from a zone every activation shares (``zone`` and ``takes``): cards discarded and exiled
  from your hand all come from one hand, so the models bound their sum by the hand's size.

The names are those of :meth:`~manaplan.models.ability.ManaAbility.features`; a feature that is not in the table
(a part the parser learns later) is unsupported until it is added here.

Examples
--------
>>> from manaplan.models.ability import ActivationCost, ManaAbility, Produce
>>> wall = ManaAbility(ActivationCost(put_counters=(("-0/-1", 1),)), Produce.one_of("G"))
>>> sorted(parts_of(wall))
['Produce', 'put_counters']
>>> PARTS["put_counters"].supported, PARTS["energy"].supported
(True, False)
>>> PARTS["energy"].reason
'pays energy ({E}), which the board does not count'
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from ...models.ability import ActivationCost, ManaAbility
from ...models.board import Board, Permanent
from ...models.costs import SymbolKind

__all__ = [
    "reads_hand",
    "Context",
    "CostPart",
    "PARTS",
    "ZONES",
    "parts_of",
    "unsupported_reason",
    "why_not",
    "bound",
    "is_once",
    "removes_self",
    "per_permanent",
    "zone_takes",
    "zone_counts",
    "toughness_now",
    "removal",
]


@dataclass(frozen=True, slots=True)
class Context:
    """One ability of a group of identical permanents, as a cost part checks it.

    Parameters
    ----------
    ability : ManaAbility
        The ability as it works on the board (every effect applied).
    permanent : Permanent
        The group's first member (all share card and state).
    card_types : frozenset of str
        Its card types now (a creature obeys CR 302.6 and dies at 0 toughness, CR 704.5f).
    size : int
        How many permanents in the group.
    board : Board

    Attributes
    ----------
    parts : tuple of CostPart
        The supported and unsupported parts of :data:`PARTS` the ability uses, in name order (read once).
    """

    ability: ManaAbility
    permanent: Permanent
    card_types: frozenset[str]
    size: int
    board: Board
    parts: tuple[CostPart, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "parts", tuple(PARTS[n] for n in sorted(parts_of(self.ability)) if n in PARTS))

    @property
    def cost(self) -> ActivationCost:
        """The ability's cost."""
        return self.ability.cost


def _none(ctx: Context) -> None:
    return None


def _false(ctx: Context) -> bool:
    return False


@dataclass(frozen=True, slots=True)
class CostPart:
    """One part of a mana ability, with everything the builder needs to know about it.

    Parameters
    ----------
    name : str
        As :meth:`~manaplan.models.ability.ManaAbility.features` names it.
    words : str
        What it asks, in a player's words.
    supported : bool
    reason : str
        For a part not supported: why, in a player's words.
    why_not : callable
        Context → why one activation cannot be paid now, or None.
    bound : callable
        Context → the most activations of the whole group it allows, or None (no bound).
    once : callable
        Context → each permanent does it at most once.
    removes : callable
        Context → the permanent leaves the battlefield.
    per_permanent : bool
        Counted per permanent (identical permanents are not interchangeable for it).
    zone : str
        ``'hand'`` or ``'graveyard'``: the zone whose cards every activation shares; ``''``: none.
    takes : callable
        ActivationCost → cards one activation takes from ``zone``.
    """

    name: str
    words: str
    supported: bool = True
    reason: str = ""
    why_not: Callable[[Context], str | None] = _none
    bound: Callable[[Context], int | None] = _none
    once: Callable[[Context], bool] = _false
    removes: Callable[[Context], bool] = _false
    per_permanent: bool = False
    zone: str = ""
    takes: Callable[[ActivationCost], int] = lambda cost: 0


# ----------------------------------------------------------------------------------------------- the checks
def _tap_why_not(ctx: Context) -> str | None:
    p = ctx.permanent
    if p.tapped:
        return "tapped"
    if p.summoning_sick and "Creature" in ctx.card_types:  # CR 302.6: creatures only
        return "summoning sick"
    return None


def _untap_why_not(ctx: Context) -> str | None:
    p = ctx.permanent
    if not p.tapped:
        return "untapped ({Q} needs it tapped)"
    if p.summoning_sick and "Creature" in ctx.card_types:  # CR 302.6
        return "summoning sick"
    return None


def _mana_why_not(ctx: Context) -> str | None:
    mana = ctx.cost.mana
    if mana.x_count:
        return "X in its cost is not supported"
    if any(s.kind is SymbolKind.SNOW for s in mana):
        return "{S} in its cost (mana from a snow source) is not tracked for costs of abilities"
    return None


def _life_bound(ctx: Context) -> int | None:
    """CR 119.4: you can pay life only with at least that much, and paying all of it is legal."""
    return max(0, ctx.board.life) // ctx.cost.life


def _life_why_not(ctx: Context) -> str | None:
    """Why the life of the cost can't be paid: more than your life total (CR 119.4; paying it all is legal).

    >>> from types import SimpleNamespace as NS
    >>> _life_why_not(NS(board=NS(life=1), cost=NS(life=1))) is None
    True
    >>> _life_why_not(NS(board=NS(life=1), cost=NS(life=2)))
    'paying 2 life needs 2 life and you have 1 (CR 119.4)'
    """
    life = ctx.board.life
    if ctx.cost.life > life:
        return f"paying {ctx.cost.life} life needs {ctx.cost.life} life and you have {life} (CR 119.4)"
    return None


def _counters_why_not(ctx: Context) -> str | None:
    for kind, n in ctx.cost.remove_counters:
        have = ctx.permanent.counter(kind)
        if have < n:
            return f"no {kind} counters" if have == 0 else f"only {have} {kind} counter{'s' if have != 1 else ''}"
    return None


def _counters_bound(ctx: Context) -> int | None:
    per = [ctx.permanent.counter(kind) // n for kind, n in ctx.cost.remove_counters if n]
    return min(per) * ctx.size if per else None


def _x_counters_why_not(ctx: Context) -> str | None:
    kind, least = ctx.cost.remove_x_counters, max(1, ctx.cost.x_at_least)
    if ctx.permanent.counter(kind) < least:
        return f"no {kind} counters"
    return None


_PT = re.compile(r"^([+-]\d+)/([+-]\d+)$")


def toughness_now(p: Permanent) -> int | None:
    """Its toughness with every power/toughness counter on it (``-0/-1`` too, CR 122.1a); the board's
    ``toughness:`` as given; None when not known.

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> toughness_now(parse_inline("Wall of Roots").permanents[0])
    5
    """
    if p.toughness is not None:
        return p.toughness
    printed = p.card.toughness
    if printed is None or not str(printed).lstrip("-").isdigit():
        return None
    out = int(printed)
    for kind, n in p.counters:
        m = _PT.match(kind)
        if m:
            out += int(m.group(2)) * n
    return out


def _toughness_loss(cost: ActivationCost) -> int:
    """Toughness one activation takes away with the counters its cost puts (a -0/-1 counter: 1)."""
    loss = 0
    for kind, n in cost.put_counters:
        m = _PT.match(kind)
        if m and int(m.group(2)) < 0:
            loss += -int(m.group(2)) * n
    return loss


def _put_why_not(ctx: Context) -> str | None:
    loss = _toughness_loss(ctx.cost)
    if not loss or "Creature" not in ctx.card_types:
        return None
    t = toughness_now(ctx.permanent)
    if t is None:
        return "its toughness is not known (give toughness: on the board)"
    if t - loss < 1:  # CR 704.5f: a creature with 0 toughness dies
        return f"its toughness ({t}) would reach {t - loss}: it would die"
    return None


def _put_bound(ctx: Context) -> int | None:
    loss = _toughness_loss(ctx.cost)
    if not loss or "Creature" not in ctx.card_types:
        return None
    t = toughness_now(ctx.permanent)
    return max(0, (t - 1) // loss) * ctx.size if t is not None else 0


def reads_hand(ability: ManaAbility) -> bool:
    """Whether a cost part of the ability reads how many cards your hand has (it discards or exiles cards from
    there, or exiles the card itself from there): an activation board whose abilities read none holds for any hand.

    Examples
    --------
    >>> from manaplan.models.ability import ActivationCost, ManaAbility, Produce
    >>> reads_hand(ManaAbility(ActivationCost(tap=True, discard=1), Produce.one_of("B")))
    True
    >>> reads_hand(ManaAbility(ActivationCost(tap=True, search="Island"), Produce.one_of("U")))
    False
    """
    return bool(_hand_takes(ability.cost))


def _hand_why_not(ctx: Context) -> str | None:
    need = _hand_takes(ctx.cost)
    have = len(ctx.board.hand)
    if ctx.cost.discard and have < ctx.cost.discard:
        n = ctx.cost.discard
        return f"needs {n} card{'s' if n != 1 else ''} in hand to discard (the board's hand has {have})"
    if need > have:
        return f"needs {need} cards in your hand (the board's hand has {have})"
    return None


def _hand_takes(cost: ActivationCost) -> int:
    """Cards a cost takes from your hand: discarded, exiled, and the card itself exiled from there (Simian Spirit
    Guide: one of the hand's cards, shared with every other cost that takes from it)."""
    return (cost.discard + sum(n for zone, n in cost.exile_cards if zone == "hand")
            + (1 if cost.exile_self == "hand" else 0))


def _grave_takes(cost: ActivationCost) -> int:
    return sum(n for zone, n in cost.exile_cards if zone == "graveyard")


def _zone_bound(ctx: Context) -> int | None:
    caps = []
    if _hand_takes(ctx.cost):
        caps.append(len(ctx.board.hand) // _hand_takes(ctx.cost))
    if _grave_takes(ctx.cost):
        caps.append(len(ctx.board.graveyard) // _grave_takes(ctx.cost))
    return min(caps) if caps else None


def _exile_cards_why_not(ctx: Context) -> str | None:
    for zone, n in ctx.cost.exile_cards:
        have = len(ctx.board.graveyard) if zone == "graveyard" else len(ctx.board.hand)
        if have < n:
            return f"needs {n} card{'s' if n != 1 else ''} in your {zone} to exile"
    return None


def _exile_self_why_not(ctx: Context) -> str | None:
    if ctx.cost.exile_self != getattr(ctx.permanent, "zone", "battlefield"):
        return f"exiles its card from your {ctx.cost.exile_self}: not a permanent's ability"
    return None


def _search_bound(ctx: Context) -> int | None:
    return zone_counts(ctx.board).get(f"library:{ctx.cost.search}", 0) if ctx.cost.search else None


def _search_why_not(ctx: Context) -> str | None:
    if ctx.cost.search and not _search_bound(ctx):
        return f"no {ctx.cost.search} is listed in your library (`library:`)"
    return None


def _per_turn_bound(ctx: Context) -> int | None:
    condition = ctx.ability.condition
    if condition is not None and condition.max_per_turn:
        return condition.max_per_turn * ctx.size
    return None


def _rider_removes(ctx: Context) -> bool:
    """"If there are no <kind> counters on it, sacrifice it" (Gemstone Mine): this activation removes the last."""
    kind = ctx.ability.sacrifice_if_no_counters
    removed = sum(n for k, n in ctx.cost.remove_counters if k == kind)
    return ctx.permanent.counter(kind) - removed <= 0


def _rider_why_not(ctx: Context) -> str | None:
    c = ctx.cost
    if not (c.tap or c.untap or c.sacrifice_self or c.return_self or c.exile_self):
        return "repeated use with a sacrifice rider is not supported"
    return None


def _always(ctx: Context) -> bool:
    return True


# ----------------------------------------------------------------------------------------------- the table
def _part(*args, **kwargs) -> tuple[str, CostPart]:
    p = CostPart(*args, **kwargs)
    return p.name, p


def _unsupported(name: str, words: str, reason: str) -> tuple[str, CostPart]:
    return _part(name, words, supported=False, reason=reason)


#: Every part of a mana ability, by the name :meth:`~manaplan.models.ability.ManaAbility.features` gives it.
PARTS: dict[str, CostPart] = dict([
    # costs (CR 118, 602.2b)
    _part("tap", "{T}: tap it", why_not=_tap_why_not, once=_always),
    _part("untap", "{Q}: untap it", why_not=_untap_why_not, once=_always),
    _part("mana", "pay mana", why_not=_mana_why_not),
    _part("life", "pay life", why_not=_life_why_not, bound=_life_bound),
    _part("sacrifice_self", "sacrifice it", once=_always, removes=_always),
    _part("sacrifices", "sacrifice another permanent"),  # victims: the builder
    _part("exiles", "exile another permanent you control"),  # victims: the builder
    _part("returns", "return another permanent you control to its owner's hand"),  # victims: the builder
    _part("remove_counters", "remove counters from it", why_not=_counters_why_not, bound=_counters_bound,
          per_permanent=True),
    _part("remove_x_counters", "remove X counters from it", why_not=_x_counters_why_not, once=_always,
          per_permanent=True),  # X is every counter it has (its yield says so): the counters are gone after one
    _part("x_at_least", "remove one or more counters", why_not=_x_counters_why_not),
    _part("put_counters", "put counters on it", why_not=_put_why_not, bound=_put_bound, per_permanent=True),
    _part("taps", "tap an untapped permanent you control"),  # the permanents tapped: the builder
    _part("discard", "discard cards", why_not=_hand_why_not, bound=_zone_bound, zone="hand", takes=_hand_takes),
    _part("discard_hand", "discard your hand", bound=lambda ctx: 1),
    _part("exile_cards", "exile cards from your hand or graveyard", why_not=_exile_cards_why_not,
          bound=_zone_bound, zone="hand", takes=_hand_takes),
    _part("mill", "mill cards (your library is taken to have them)"),
    _part("return_self", "return it to its owner's hand", once=_always, removes=_always),
    _part("exile_self", "exile it", why_not=_exile_self_why_not, once=_always, removes=_always),
    _part("exert", "exert it (it won't untap next turn: nothing this turn)"),
    _part("untaps_opponents", "untap a tapped permanent an opponent controls"),  # checked by the builder
    _part("search", "search your library for a land and tap it", why_not=_search_why_not, bound=_search_bound,
          once=_always),  # fetchlands: solver/core/searches.py
    _part("X", "an amount X"),  # {X} in the mana: see "mana"; X counters: see "remove_x_counters"
    _unsupported("energy", "pay energy", "pays energy ({E}), which the board does not count"),
    _unsupported("collect_evidence", "collect evidence",
                 "collects evidence: the mana values of your graveyard's cards are not counted"),
    _unsupported("forage", "forage", "forages (three cards from your graveyard or a Food): not supported"),
    _unsupported("sacrifice_x", "sacrifice X permanents",
                 "sacrifices X permanents where X is not an amount of mana, or too many could be chosen"),
    _unsupported("counters_from", "remove counters from among other permanents",
                 "removes counters from among other permanents, which are not counted as a cost yet"),
    _unsupported("taps_x", "tap X untapped permanents",
                 "taps X permanents where X is not an amount of mana, or too many could be chosen"),
    # riders of the ability (its effect besides the mana)
    _part("damage_to_you", "it deals damage to you"),  # counted with life by the builder
    _part("sacrifice_if_no_counters", "sacrifice it when its last counter is gone", why_not=_rider_why_not,
          removes=_rider_removes, per_permanent=True),
    _part("spend", "its mana may be spent only on some things"),
    _part("condition", "activate only if …", bound=_per_turn_bound),  # checked by solver/rules/conditions.py
    _part("skips_next_untap", "it doesn't untap next turn (nothing this turn)"),
    _part("counter_changes", "it puts or removes counters as it resolves", per_permanent=True),
    _part("side_effects", "another effect besides the mana (no bearing on mana now)"),
    _part("life_loss", "you lose life as it resolves"),  # counted with life by the builder
    # Gem Bazaar: this activation adds the board's chosen colour; the next colour is random (untappers skip it,
    # solver/core/untappers.py; a later turn forgets the colour, solver/turn/turns.py)
    _part("rechooses_color", "then a colour is chosen at random for its next activation"),
    _unsupported("damage_unless", "damage to you unless you control something",
                 "deals damage to you unless you control something: whether it does is not worked out yet"),
])

#: The zones whose cards the activations share: the name, and how many cards the board has there.
ZONES: dict[str, Callable[[Board], int]] = {
    "hand": lambda board: len(board.hand),
    "graveyard": lambda board: len(board.graveyard),
}


def parts_of(ability: ManaAbility) -> frozenset[str]:
    """The names of the parts an ability uses (:meth:`~manaplan.models.ability.ManaAbility.features`)."""
    return ability.features()


def _output_part(name: str) -> bool:
    """A feature that names the ability's output (``'Produce'``, ``'Yield'`` …), not a cost part: the effective
    board gives every output as a yield, and an output it cannot count comes with its own reason."""
    return name[:1].isupper()


def unsupported_reason(ability: ManaAbility) -> str | None:
    """Why an ability cannot be used because of a part that is not supported, or None.

    Examples
    --------
    >>> from manaplan.models.ability import ActivationCost, ManaAbility, Produce
    >>> unsupported_reason(ManaAbility(ActivationCost(tap=True, energy=2), Produce.one_of("G")))
    'pays energy ({E}), which the board does not count'
    """
    for name in sorted(parts_of(ability)):
        if _output_part(name):
            continue
        part = PARTS.get(name)
        if part is None:
            return f"a part of its cost or effect ({name.replace('_', ' ')}) is not supported yet"
        if not part.supported:
            return part.reason
    return None


def why_not(ctx: Context) -> str | None:
    """Why one activation cannot be paid now, by the first part that says so (supported parts only)."""
    for part in ctx.parts:
        why = part.why_not(ctx)
        if why is not None:
            return why
    return None


def bound(ctx: Context) -> int | None:
    """The most activations of the whole group the ability's parts allow; None when no part bounds it."""
    caps = [c for c in (part.bound(ctx) for part in ctx.parts) if c is not None]
    return min(caps) if caps else None


def is_once(ctx: Context) -> bool:
    """Each permanent activates it at most once ({T}, {Q}, or the permanent leaves the battlefield)."""
    return any(part.once(ctx) for part in ctx.parts) or removes_self(ctx)


def removes_self(ctx: Context) -> bool:
    """An activation removes the permanent (sacrificed, exiled, returned, or its last counter gone)."""
    return any(part.removes(ctx) for part in ctx.parts)


def per_permanent(ability: ManaAbility) -> bool:
    """Some part is counted per permanent (counters), so identical permanents are not interchangeable for it."""
    return any(PARTS[n].per_permanent for n in parts_of(ability) if n in PARTS)


def zone_counts(board: Board) -> dict[str, int]:
    """The cards each shared zone has: :data:`ZONES`, and ``'library:<name>'`` for each card name known to be in
    the library (``library`` and ``library_top``), which a search finds once per copy.

    >>> from manaplan.models.cards.card import Card
    >>> zone_counts(Board(hand=(Card("Island"),), library=(Card("Island"), Card("Island"))))
    {'hand': 1, 'graveyard': 0, 'library:Island': 2}
    """
    out = {zone: have(board) for zone, have in ZONES.items()}
    for card in (*(board.library or ()), *board.library_top):
        out[f"library:{card.name}"] = out.get(f"library:{card.name}", 0) + 1
    return out


def zone_takes(cost: ActivationCost) -> dict[str, int]:
    """Cards one activation takes from each shared zone (:data:`ZONES`).

    Examples
    --------
    >>> zone_takes(ActivationCost(discard=1, exile_cards=(("graveyard", 2),)))
    {'hand': 1, 'graveyard': 2}
    """
    out = {"hand": _hand_takes(cost), "graveyard": _grave_takes(cost)}
    if cost.search:
        out[f"library:{cost.search}"] = 1
    return {zone: n for zone, n in out.items() if n}


def removal(ability: ManaAbility) -> str:
    """How an activation that removes its permanent does it: ``'sacrifice'``, ``'return'`` (to its owner's hand) or
    ``'exile'``; ``''`` when it does not remove it by its cost."""
    c = ability.cost
    if c.sacrifice_self or ability.sacrifice_if_no_counters:
        return "sacrifice"
    if c.return_self:
        return "return"
    if c.exile_self:
        return "exile"
    return ""
