"""What can I cast now: every card in your hand, on top of your library and in your graveyard, whether it may be cast
(or, for a land, played) right now, and how to pay for it (``manaplan cast``).

The moment is your main phase, the stack empty, you holding priority: every spell's normal timing allows it, and
cards cast from other zones keep their normal timing (the rulings of Magus of the Future, Magus of the Will and
Summoning Materia). A land needs your land play (CR 305.2), wherever it is played from.

Routes
------
A card part (:class:`~manaplan.models.spells.Spell`) may be cast by one or more *routes*: from your hand; by a
permission that a permanent you control grants (Magus of the Future, Mystic Forge, Crucible of Worlds …), one that a
resolved effect grants (Yawgmoth's Will as an ``effects:`` entry), one that a permanent's ability would grant once
activated (Magus of the Will: its activation is paid by the same plan as the spell, with Magus gone from the sources,
so that no permanent is used twice — CR 602.2, 302.6), or by the card's own keyword (flashback, escape, jump-start,
retrace, aftermath, unearth). Routes are tried in that order (the cheapest first: no activation, no life instead of
mana); the first castable one is the answer, else the reasons of all are.

Each route's cost is the part's mana cost (or the keyword's cost; Bolas's Citadel: life equal to the mana value
rather than the mana cost, CR 118.9), changed by the board's cost changes (Thalia: CR 601.2f, :mod:`.costs`), plus
its extra costs (cards to discard or exile, life: CR 119.4; "discard a card or pay {5}" as two routes,
:func:`either_way`; permanents to sacrifice, CR 601.2b, paid by the same plan as the mana, which may tap them first:
``solve_payment(sacrifice=…)``). The payment is
:func:`~manaplan.solver.pay.solve.solve_payment` with the spell as the purpose of the mana, so spending restrictions
(CR 106.6) decide which mana may pay it; an X spell reports the largest X it can be cast with.

The answers are values (:class:`CastAnswer`, :class:`CastReport`); ``manaplan.cli`` says them in words and in
``--json``. ``pay --for CARD`` pays for one spell as it is cast now: :mod:`.pay_for`.

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> from dataclasses import replace
>>> from manaplan.models.cards.store import default_database
>>> db = default_database()
>>> board = replace(parse_inline("Island x2"), hand=(db.get("Boomerang"), db.get("Lightning Bolt")))
>>> report = cast_report(board)
>>> [(a.card, a.castable) for a in report.answers]
[('Boomerang', True), ('Lightning Bolt', False)]
>>> report.answers[1].reason
'cannot pay {R}: needs {R} but the board can make no {R}'
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from ...models.ability import ActivationCost
from ...models.board import Board, Permanent
from ...models.cards.store import Card
from ...models.costs import ManaCost
from ...models.effects.casting import CastOption, ExtraCost
from ...models.spells import Spell, colors_of, spells_of
from ...models.targets import TargetNeed
from .. import progress
from ..deadline import TimeLimitReached, expired
from ..analysis import Analysis, analysed
from ..pay.plan import Payment
from ..pay.solve import solve_payment
from ..rules.casting import BoardRules, Grant
from ..rules.spending import SpendPurpose
from .targets import said, unmet_target
from .costs import ban_reason, board_rules, changed_cost, commander_tax, permanent_counter, spell_purpose, x_parity
from .zones import CAST_ZONES, ZONE_NAMES, land_plays, played_lands, zone_cards, zones_while_casting

__all__ = ["cast_answer", "Route", "CastAnswer", "CastReport", "routes_for", "no_permission", "command_beacons", "cast_report",
           "named_spell", "another_way", "either_way", "unread_for", "sacrifice_shortfall", "extra_shortfall"]

_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
          10: "ten"}


# ---------------------------------------------------------------------------------------------------- values
@dataclass(frozen=True, slots=True)
class Route:
    """One way to cast a part of a card from a zone.

    Parameters
    ----------
    zone : str
    via : str
        What allows it: ``'hand'``, a permission's source (``'Magus of the Future#1'``), or the card's keyword
        (``'flashback'``).
    mana : ManaCost or None
        The mana to pay for the spell itself before cost changes; None: its mana cost is needed and it has none.
    pay_life : bool
        Life equal to the mana value instead of the mana cost (Bolas's Citadel).
    extra : ExtraCost
    activation : tuple of (Permanent, ActivationCost) or None
        An ability to activate first (Magus of the Will), paid by the same plan.
    ability : bool
        Unearth: an activated ability of the card, not a spell (cost changes of spells do not apply; mana pays an
        ability).
    exiled : str
        What the route exiles, in words, for the answer (``'the card, as it resolves'``).
    """

    zone: str
    via: str
    mana: ManaCost | None
    pay_life: bool = False
    extra: ExtraCost = ExtraCost()
    activation: tuple[Permanent, ActivationCost] | None = None
    ability: bool = False
    exiled: str = ""


@dataclass(frozen=True, slots=True)
class CastAnswer:
    """Whether one part of one card may be cast (played) now, and how.

    Parameters
    ----------
    card : str
        The card's name (the whole card's, ``'Fire // Ice'``).
    zone : str
        ``'hand'``, ``'library_top'``, ``'graveyard'`` or ``'command'`` (a commander in the command zone).
    face : str or None
        The part cast, for a card with several (``'Ice'``).
    kind : str
        ``'spell'``, ``'land'`` (a land play) or ``'ability'`` (unearth).
    castable : bool
    reason : str or None
        Why not, in one sentence.
    via : str or None
        What allows it (see :attr:`Route.via`).
    cost : str
        The mana paid for the card itself (after cost changes; ``''`` for none).
    payment : Payment or None
        The plan (None for a land, or when not castable).
    life_cost : int
        Life paid besides the plan's (Bolas's Citadel, "Pay 3 life").
    extra : str
        Other costs in words ("discard a card").
    activation : tuple of (str, ActivationCost) or None
        An ability activated first: its permanent's id and its cost.
    exiled : str
    notes : tuple of str
        What the answer leaves out that could only make it easier (cost reductions, Delve …), and cost changes
        applied.
    tax : int
        From the command zone: the commander tax included in ``cost``, {2} per earlier cast (CR 903.8).
    """

    card: str
    zone: str
    face: str | None
    kind: str
    castable: bool
    reason: str | None = None
    via: str | None = None
    cost: str = ""
    payment: Payment | None = None
    life_cost: int = 0
    extra: str = ""
    activation: tuple[str, ActivationCost] | None = None
    exiled: str = ""
    notes: tuple[str, ...] = ()
    tax: int = 0

    @property
    def x(self) -> int | None:
        """The largest X it can be cast with (None without X)."""
        return self.payment.x if self.payment is not None else None

    @property
    def life_lost(self) -> int:
        """All life it costs: the plan's and the route's."""
        return self.life_cost + (self.payment.life_lost if self.payment is not None else 0)


@dataclass(frozen=True, slots=True)
class CastReport:
    """Every answer, in zone order (hand, top of the library, graveyard) and card order, and what was left out.

    Parameters
    ----------
    answers : tuple of CastAnswer
    left_out : tuple of str
        Text about casting, or mana text, that is not understood and may change answers; notes on what is not
        counted.
    may_stop : tuple of str
        The entries of ``left_out`` that might make a castable card not castable (text about casting not understood:
        :attr:`~manaplan.solver.rules.casting.BoardRules.may_stop`); the others can only add mana or ways to cast.
    """

    answers: tuple[CastAnswer, ...]
    left_out: tuple[str, ...] = ()
    may_stop: tuple[str, ...] = ()

    @property
    def castable(self) -> tuple[CastAnswer, ...]:
        """The castable answers."""
        return tuple(a for a in self.answers if a.castable)

    @property
    def not_castable(self) -> tuple[CastAnswer, ...]:
        """The others."""
        return tuple(a for a in self.answers if not a.castable)


# ---------------------------------------------------------------------------------------------------- routes
def _allows(grant: Grant, spell: Spell) -> bool:
    permission = grant.permission
    if spell.kind == "land":
        return permission.lands
    return permission.allows_spell(spell.card_types, spell.colors, spell.mana_value)


def _exiled(grant: Grant) -> str:
    """What using a permission exiles, in words: its source when its activation exiles it, and every card put into
    your graveyard this turn when its source says so."""
    parts = []
    activation = grant.permission.activation
    if activation is not None and activation.exile_self == "battlefield" and grant.permanent is not None:
        parts.append(f"{grant.source} (as a cost)")
    if grant.exiles_instead:
        parts.append("every card put into your graveyard this turn (a spell cast this way too, as it resolves)")
    return "; ".join(parts)


def _grant_route(grant: Grant, spell: Spell) -> Route:
    permission = grant.permission
    activation = None
    if permission.activation is not None and grant.permanent is not None:
        activation = (grant.permanent, permission.activation)
    exiled = _exiled(grant)
    if permission.pay_life and spell.kind == "spell":
        return Route(permission.zone, grant.source, ManaCost(()), pay_life=True, extra=spell.additional,
                     activation=activation, exiled=exiled)
    return Route(permission.zone, grant.source, spell.mana_cost, extra=spell.additional, activation=activation,
                 exiled=exiled)


def _option_route(option: CastOption, spell: Spell) -> Route:
    mana = option.mana if option.mana is not None else spell.mana_cost
    extra = option.extra if option.ability else option.extra + spell.additional
    exiled = {"flashback": "the card, as it leaves the stack", "escape": "", "jump-start":
              "the card, as it leaves the stack", "unearth": "the card, at the next end step or if it would leave "
              "the battlefield"}.get(option.keyword, "")
    if option.keyword == "aftermath":
        exiled = "the card, as it leaves the stack"
    return Route(option.zone, option.keyword, mana, extra=extra, ability=option.ability, exiled=exiled)


def routes_for(spell: Spell, zone: str, rules: BoardRules) -> tuple[Route, ...]:
    """The ways to cast (play) ``spell`` from ``zone``, cheapest first (see the module notes).

    Examples
    --------
    >>> from manaplan.models.cards.store import default_database
    >>> think = spells_of(default_database().get("Think Twice"))[0]
    >>> [(r.via, r.mana.text) for r in routes_for(think, "graveyard", BoardRules())]
    [('flashback', '{2}{U}')]
    """
    return tuple(r for route in _routes(spell, zone, rules) for r in either_way(route))


def either_way(route: Route) -> tuple[Route, ...]:
    """The route, or, when its extra cost says "discard a card or pay {5}" (Lightning Axe, CR 601.2b), the route
    discarding the card, then the route paying the mana instead; the route as it is otherwise.

    Examples
    --------
    >>> from manaplan.models.cards.store import default_database
    >>> axe = spells_of(default_database().get("Lightning Axe"))[0]
    >>> [(r.mana.text, r.extra.describe()) for r in routes_for(axe, "hand", BoardRules())]
    [('{R}', 'discard a card'), ('{5}{R}', '')]
    """
    extra = route.extra
    if extra.or_pay is None:
        return (route,)
    paying = replace(route, extra=extra.paying_instead(),
                     mana=None if route.mana is None else route.mana + extra.or_pay)
    return replace(route, extra=extra.discarding()), paying


def _routes(spell: Spell, zone: str, rules: BoardRules) -> tuple[Route, ...]:
    """:func:`routes_for`, each route's extra cost as the card says it."""
    if zone == "hand":
        return () if spell.graveyard_only else (Route("hand", "hand", spell.mana_cost, extra=spell.additional),)
    if zone == "command":  # a commander: its mana cost plus the tax (CR 903.8), added by the caller
        return () if spell.graveyard_only else (Route("command", "command", spell.mana_cost,
                                                      extra=spell.additional),)
    grants = [g for g in rules.grants if g.permission.zone == zone and g.inactive is None and _allows(g, spell)]
    plain = [g for g in grants if g.permission.activation is None and not g.permission.pay_life]
    routes: list[Route] = []
    if not spell.graveyard_only or zone == "graveyard":
        routes += [_grant_route(g, spell) for g in plain]
    own_lost = zone == "graveyard" and bool(rules.graveyard_lost)  # Yixlid Jailer (CR 613.1f)
    if spell.kind == "spell" and not own_lost:
        for option in spell.options:
            if option.zone == zone and (option.face is None or option.face == spell.name or not spell.is_part):
                routes.append(_option_route(option, spell))
        if spell.graveyard_only and zone == "graveyard":
            routes.append(Route("graveyard", "aftermath", spell.mana_cost, extra=spell.additional,
                                exiled="the card, as it leaves the stack"))
    if not spell.graveyard_only or zone == "graveyard":
        routes += [_grant_route(g, spell) for g in grants if g.permission.pay_life and g.permission.activation is None]
        routes += [_grant_route(g, spell) for g in grants if g.permission.activation is not None]
    return tuple(routes)


def no_permission(spell: Spell, zone: str, rules: BoardRules) -> str:
    """Why ``spell`` may not be cast (a land not played) from ``zone`` on this board: no permission, and what the
    permissions there allow instead (CR 601.3), or that its own way from the graveyard is lost (CR 613.1f).

    >>> from manaplan.models.cards.store import default_database
    >>> no_permission(spells_of(default_database().get("Fireball"))[0], "graveyard", BoardRules())
    'no permission to cast from graveyard'
    """
    verb = "play lands" if spell.kind == "land" else "cast"
    reason = f"no permission to {verb} from {ZONE_NAMES[zone]}"
    if spell.graveyard_only and zone != "graveyard":
        return "it has aftermath: this half may be cast only from a graveyard (CR 702.127)"
    near = [g for g in rules.grants if g.permission.zone == zone]
    why = []
    if zone == "graveyard" and rules.graveyard_lost:
        own = [o.keyword for o in spell.options if o.zone == zone] + (["aftermath"] if spell.graveyard_only else [])
        if own:
            return (f"its {', '.join(dict.fromkeys(own))} is lost: cards in graveyards lose all abilities "
                    f"({', '.join(rules.graveyard_lost)}, CR 613.1f)")
    for g in near:
        if g.inactive is not None:
            why.append(g.inactive)
        elif not _allows(g, spell):
            allowed = (["lands"] if g.permission.lands else []) + [f.describe() for f in g.permission.spells]
            why.append(f"{g.source} allows only {' and '.join(allowed) if allowed else 'nothing'}")
    return reason + (f" ({'; '.join(why)})" if why else "")


# ---------------------------------------------------------------------------------------------------- costs
def extra_shortfall(extra: ExtraCost, card: Card, zone: str, board: Board) -> str | None:
    """Why the extra costs cannot be paid (cards to discard or exile), else None."""
    hand = list(board.hand)
    if zone == "hand" and card in hand:
        hand.remove(card)
    graveyard = list(board.graveyard)
    if zone == "graveyard" and card in graveyard:
        graveyard.remove(card)
    lands_in_hand = sum(1 for c in hand if c.is_land)  # an MDFC with a land back is not a land card (CR 712.8a)
    if extra.discard_lands > lands_in_hand:
        return (f"it needs {_count(extra.discard_lands, 'land card')} to discard and your hand has "
                f"{lands_in_hand or 'none'}{' other' if zone == 'hand' else ''}")
    if extra.discard + extra.discard_lands > len(hand):
        need = extra.discard + extra.discard_lands
        return (f"it needs {_count(need, 'other card' if zone == 'hand' else 'card')} in hand to discard and "
                f"there {'is' if len(hand) == 1 else 'are'} {len(hand) or 'none'}")
    typed = 0
    for kind, n in extra.exile_types:
        have = sum(1 for c in graveyard if kind in c.card_types)
        if n > have:
            return (f"it needs {_count(n, kind.lower() + ' card')} in your graveyard to exile and there "
                    f"{'is' if have == 1 else 'are'} {have or 'none'}")
        typed += n
    if extra.exile_other + typed > len(graveyard):
        need = extra.exile_other + typed
        other = " other" if zone == "graveyard" else ""
        return (f"it needs {_count(need, other.strip() + ' card' if other else 'card')} in your graveyard to exile "
                f"and there {'is' if len(graveyard) == 1 else 'are'} {len(graveyard) or 'none'}")
    return None


def _count(n: int, noun: str) -> str:
    return f"{_WORDS.get(n, str(n))} {noun}{'s' if n != 1 else ''}"


def _activation_problem(permanent: Permanent, cost: ActivationCost, board: Board | Analysis | None = None
                        ) -> str | None:
    """Why the permission's ability cannot be activated now, else None (CR 302.6, 602.5): an effect in force on
    ``board`` stops its activated abilities (Pithing Needle naming it: a prohibition stops every ability a plan uses,
    mana ability or not), it lost the abilities of its text (Blood Moon on Command Beacon, CR 305.7), it is tapped,
    or summoning sick."""
    supported = ActivationCost(tap=cost.tap, mana=cost.mana, life=cost.life, exile_self=cost.exile_self,
                               sacrifice_self=cost.sacrifice_self)
    if cost != supported or cost.exile_self not in ("", "battlefield"):
        return f"its cost {cost.describe()} is not supported"
    if board is not None and any(p.id == permanent.id for p in analysed(board).board.permanents):
        view = analysed(board).effective[permanent.id]
        if view.barred_by:
            return f"{permanent.id}'s ability can't be activated: {view.barred_by[0]} (CR 602.5)"
        if view.lost_text:
            return f"{permanent.id} lost the abilities of its text: {', '.join(s for s, _ in view.lost_by) or 'an effect'}"
    if cost.tap and permanent.tapped:
        return f"{permanent.id} is tapped"
    if cost.tap and permanent.summoning_sick:
        return (f"{permanent.id} came under your control this turn, so its {{T}} ability cannot be activated "
                f"(CR 302.6)")
    return None


def _without(board: Board, permanent: Permanent) -> Board:
    """The board once ``permanent`` is exiled as a cost: gone from the sources; what was attached to it is not."""
    kept = tuple(replace(p, attached_to=None) if p.attached_to == permanent.id else p
                 for p in board.permanents if p.id != permanent.id)
    return replace(board, permanents=kept)


_TO_HAND = re.compile(r"^\{T\}, Sacrifice (?P<name>[^:]+): Put your commander into your hand from the command zone\.$",
                      re.M)


def command_beacons(board: Board, spell: Spell) -> tuple[Route, ...]:
    """Routes that put a commander into your hand from the command zone first and cast it from there, so without
    the tax (Command Beacon: "{T}, Sacrifice Command Beacon: Put your commander into your hand from the command
    zone."), one per untapped permanent of yours with that ability.

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> b = board_from_data({"command_zone": [{"card": "Krenko, Mob Boss", "casts": 1}],
    ...                      "permanents": ["Command Beacon"]})
    >>> [(r.zone, r.via, r.mana.text) for r in command_beacons(b, spells_of(b.command_zone[0].card)[0])]
    [('hand', 'Command Beacon#1', '{2}{R}{R}')]
    """
    out = []
    for p in board.permanents:
        m = _TO_HAND.search(p.card.oracle_text or "")
        if p.is_yours and m and m["name"] == p.card.name:
            out += either_way(Route("hand", p.id, spell.mana_cost, extra=spell.additional,
                                    activation=(p, ActivationCost(tap=True, sacrifice_self=True))))
    return tuple(out)


def named_spell(name: str, find: Callable[[str], Card]) -> Spell:
    """The part of a card that a name means: a face's or half's name gives that part; a card's name its first part
    (the front face, the first half).

    Parameters
    ----------
    name : str
    find : callable
        Name → Card (a card database's ``get``: it raises for an unknown name).

    Examples
    --------
    >>> from manaplan.models.cards.store import default_database
    >>> named_spell("Stomp", default_database().get).mana_cost.text
    '{1}{R}'
    """
    card = find(name)
    whole = find(card.full_name) if card.is_face else card
    parts = spells_of(whole)
    return next((p for p in parts if p.name == card.name), parts[0])


def _ability_purpose(permanent: Permanent) -> SpendPurpose:
    """Mana paying the cost of an ability of ``permanent`` (Magus of the Will's {2}{B})."""
    card = permanent.card
    return SpendPurpose.activate(frozenset(card.card_types), frozenset(card.subtypes), frozenset(card.supertypes),
                                 colors_of(card), name=f"{permanent.id}'s ability")


def _purpose(spell: Spell, route: Route, has_x: bool, route_cost: str, board: Board | None = None) -> SpendPurpose:
    if route.ability:
        return SpendPurpose.activate(spell.card_types, spell.subtypes, spell.supertypes, spell.colors,
                                     has_x=has_x, name=f"{spell.name}'s {route.via} ability", cost=route_cost)
    return spell_purpose(spell, route.zone, has_x=has_x, cost=route_cost, board=board)


# ---------------------------------------------------------------------------------------------------- one answer
@dataclass(slots=True)
class _Solver:
    """Solves routes on one analysed board (the payment function is injectable for tests: it is given an
    :class:`~manaplan.solver.analysis.Analysis` of the board each route is paid on, in the same session)."""

    analysis: Analysis
    rules: BoardRules
    pay: Callable[..., Payment]
    time_limit: float
    left_out: list[str] = field(default_factory=list)
    options: dict = field(default_factory=dict)  # passed on to every payment (own_colours)
    paid: dict = field(default_factory=dict)  # answers by payment asked: a second copy of a card is not paid again
    unmet: dict = field(default_factory=dict)  # each spell's target needs unmet on the board: read once

    @property
    def board(self) -> Board:
        """The board the routes are solved on."""
        return self.analysis.board

    def _pay(self, board: Board, cost: ManaCost, **kwargs) -> Payment:
        """The payment function, once per (board, cost, arguments): the same question has the same answer (the
        solver is deterministic), so two copies of a card in hand are worked out once."""
        kwargs.update(self.options)
        try:
            key = (board, cost, tuple(sorted((k, v) for k, v in kwargs.items() if k != "time_limit")))
            hash(key)
        except TypeError:
            return self.pay(self.analysis.of(board), cost, **kwargs)
        found = self.paid.get(key)
        if found is None or not found.optimal:
            found = self.paid[key] = self.pay(self.analysis.of(board), cost, **kwargs)
        return found

    def answer(self, spell: Spell, zone: str) -> CastAnswer:
        base = dict(card=spell.card.name, zone=zone, face=spell.name if spell.is_part else None, kind=spell.kind,
                    notes=spell.notes, tax=commander_tax(spell, self.board) if zone == "command" else 0)
        if spell.kind == "land":
            return self._land(spell, zone, base)
        blocking = [text for text in spell.unsupported if not another_way(text)]
        other_ways = [text for text in spell.unsupported if another_way(text)] if zone == "graveyard" else []
        if blocking:
            return CastAnswer(castable=False, reason=f"cannot tell whether it can be cast: "
                              f"{blocking[0]!r} is not understood", **base)
        if spell.timing:
            return CastAnswer(castable=False, reason=spell.timing[0], **base)
        banned = ban_reason(spell, zone, self.rules, x=None)  # X is chosen as it is cast (CR 601.3a)
        if banned:
            return CastAnswer(castable=False, reason=banned, **base)
        routes = routes_for(spell, zone, self.rules)
        if zone == "command" and routes:  # Command Beacon: to hand first, then cast without the tax
            beacons = command_beacons(self.board, spell)
            routes = (*beacons, *routes) if base["tax"] else (*routes, *beacons)
        unknown = f"cannot tell whether it can be cast from {ZONE_NAMES[zone]}: {other_ways[0]!r} is not understood" \
            if other_ways else ""
        if not routes:
            return CastAnswer(castable=False, reason=unknown or no_permission(spell, zone, self.rules), **base)
        failures: list[tuple[Route, str]] = []
        for route in routes:
            answer = self._route(spell, route, base)
            if answer.castable:
                if spell.target_needs not in self.unmet:
                    self.unmet[spell.target_needs] = unmet_target(spell, self.analysis)
                return _needs_a_target(spell, answer, self.unmet[spell.target_needs])
            failures.append((route, answer.reason or ""))
        if len(failures) == 1:
            reason = failures[0][1]
        else:
            reason = "; ".join(f"{_label(route)}: {why}" for route, why in failures)
        if spell.notes and ("pay" in reason or "needs" in reason):
            reason += f" (not counted: {'; '.join(spell.notes)})"
        if unknown:
            reason = f"{unknown}; {reason}"
        return CastAnswer(castable=False, reason=reason, **base)

    def _land(self, spell: Spell, zone: str, base: dict) -> CastAnswer:
        """A land play (CR 305.2): from the hand, or by a permission — paying its activation first if it has one."""
        grants: list[Grant | None] = [None]
        if zone != "hand":
            allowed = [g for g in self.rules.grants if g.permission.zone == zone and g.inactive is None
                       and g.permission.lands]
            grants = sorted(allowed, key=lambda g: g.permission.activation is not None)  # free ones first
            if not grants:
                return CastAnswer(castable=False, reason=no_permission(spell, zone, self.rules), **base)
        via = grants[0].source if grants[0] is not None else None
        if self.board.land_played:
            where = "" if zone == "hand" else f" (playing a land from {ZONE_NAMES[zone]} uses it too)"
            return CastAnswer(castable=False, reason=f"your land play for this turn is used{where}", via=via,
                              **base)
        failures: list[str] = []
        for grant in grants:
            if grant is None or grant.permission.activation is None or grant.permanent is None:
                return CastAnswer(castable=True, via=via, **base)
            answer = self._activated_land(grant, base)
            if answer.castable:
                return answer
            failures.append(f"{grant.source}: {answer.reason}" if len(grants) > 1 else answer.reason or "")
        return CastAnswer(castable=False, reason="; ".join(failures), via=via, **base)

    def _activated_land(self, grant: Grant, base: dict) -> CastAnswer:
        """Playing a land by a permission that an ability grants: the ability's cost is the plan (Magus of the
        Will's {2}{B}, its {T}, exiling it)."""
        permanent, cost = grant.permanent, grant.permission.activation
        assert permanent is not None and cost is not None
        common = dict(base, via=grant.source, exiled=_exiled(grant))
        problem = _activation_problem(permanent, cost, self.analysis)
        if problem:
            return CastAnswer(castable=False, reason=problem, **common)
        if cost.life > self.board.life:
            return CastAnswer(castable=False, reason=_life_short(cost.life, self.board.life), **common)
        board = _without(self.board, permanent)
        payment = self._pay(board, cost.mana, purpose=_ability_purpose(permanent), time_limit=self.time_limit,
                            life_paid=cost.life)
        self.left_out += list(payment.left_out)
        if not payment.payable:
            return CastAnswer(castable=False, reason=f"cannot pay {cost.describe()}: {payment.reason}", **common)
        return CastAnswer(castable=True, payment=payment, life_cost=cost.life, activation=(permanent.id, cost),
                          **common)

    def _x_of_parity(self, spell: Spell, zone: str, payment: Payment, board: Board, mana: ManaCost,
                     kwargs: dict) -> tuple[Payment, str]:
        """The payment with the largest X a ban on a mana value's parity allows (Void Winnower: CR 202.3e, 601.3a,
        601.2e), and a note saying so; the payment as it is when no ban cares about X or its X already fits."""
        need = x_parity(spell, zone, self.rules)
        if need is None or payment.x is None or payment.x % 2 == need[0]:
            return payment, ""
        def unpayable(reason: str) -> Payment:
            return Payment(cost=payment.cost, payable=False, x=None, keep=payment.keep,
                           kept=None if payment.keep is None else False, reason=reason, left_out=payment.left_out)

        if payment.x == 0:  # an odd X is needed, and none can be paid
            return unpayable(f"with X = 0 it is stopped by {need[1]}, and no X of 1 or more can be paid"), ""
        fewer = self._pay(board, mana, x=payment.x - 1, **kwargs)
        if not fewer.payable:
            return unpayable(f"X = {payment.x} is the most that can be paid, and {need[1]} stops it; with X = "
                             f"{payment.x - 1}: {fewer.reason}"), ""
        return fewer, f"X = {payment.x - 1}, not {payment.x}: with X = {payment.x} it is stopped by {need[1]}"

    def _route(self, spell: Spell, route: Route, base: dict) -> CastAnswer:
        board, notes = self.board, list(spell.notes)
        common = dict(base, via=None if route.via in ("hand", "command") else route.via, exiled=route.exiled)
        if route.mana is None:
            if spell.missing_cost:
                why = "its mana cost is missing from the card database (import full card data: manaplan cards import)"
            else:
                why = "it has no mana cost, so it cannot be cast by paying one (CR 118.6)"
            return CastAnswer(castable=False, reason=why, **common)
        life = route.extra.life + (spell.mana_value if route.pay_life else 0)
        short = extra_shortfall(route.extra, spell.card, route.zone, board) or sacrifice_shortfall(
            route.extra, self.analysis)
        if short:
            return CastAnswer(castable=False, reason=short, **common)
        if life > board.life:
            return CastAnswer(castable=False, reason=_life_short(life, board.life), **common)
        mana = route.mana
        if route.zone != "command":  # Command Beacon's route: cast from the hand, no tax
            common["tax"] = 0
        if common["tax"]:  # the commander tax is an additional cost, before cost changes (CR 601.2f, 903.8)
            mana = mana + ManaCost.parse(f"{{{common['tax']}}}")
        if not route.ability:
            mana, changed = changed_cost(mana, spell, self.rules, permanent_counter(self.analysis))
            notes += changed
        also: tuple = ()
        activation = None
        if route.activation is not None:
            permanent, cost = route.activation
            problem = _activation_problem(permanent, cost, self.analysis)
            if problem:
                return CastAnswer(castable=False, reason=problem, **common)
            if life + cost.life > board.life:
                return CastAnswer(castable=False, reason=_life_short(life + cost.life, board.life), **common)
            life += cost.life
            board = _without(board, permanent)
            if cost.mana:
                also = ((cost.mana, _ability_purpose(permanent), permanent.id),)
            activation = (permanent.id, cost)
        has_x = mana.x_count > 0
        board = zones_while_casting(board, spell.card, route.zone, route.extra)
        if route.extra.sacrifices:  # paid with the mana by the same plan (CR 601.2h)
            also_sacrificed = dict(sacrifice=route.extra.sacrifices)
        else:
            also_sacrificed = {}
        payment = self._pay(board, mana, max_x=has_x, purpose=_purpose(spell, route, has_x, mana.text, self.board),
                            **also_sacrificed,
                            also=also, time_limit=self.time_limit,
                            timing="casting" if route.zone == "hand" else "priority", life_paid=life,
                            casting=spell.card if route.zone == "hand" and spell.card in self.board.hand else None)
        if payment.payable and has_x:
            payment, parity_note = self._x_of_parity(spell, route.zone, payment, board, mana, dict(
                purpose=_purpose(spell, route, has_x, mana.text, self.board), also=also, time_limit=self.time_limit,
                timing="casting" if route.zone == "hand" else "priority", life_paid=life,
                casting=spell.card if route.zone == "hand" and spell.card in self.board.hand else None))
            if parity_note:
                notes.append(parity_note)
        self.left_out += list(payment.left_out)
        extra = route.extra.describe()
        if route.pay_life:
            extra = ", ".join(p for p in (f"pay {spell.mana_value} life rather than its mana cost", extra) if p)
        if not payment.payable:
            total = mana.text + (f" and {activation[1].describe()}" if activation else "")
            if route.extra.sacrifices:  # the permanent sacrificed makes no mana after it (CR 601.2h)
                total += " while sacrificing " + ", ".join(f.text or "a permanent" for f in route.extra.sacrifices)
            return CastAnswer(castable=False, reason=f"cannot pay {total or '{0}'}: {payment.reason}",
                              notes=tuple(notes), **{k: v for k, v in common.items() if k != "notes"})
        return CastAnswer(castable=True, cost=mana.text, payment=payment, life_cost=life, extra=extra,
                          activation=activation, notes=tuple(notes),
                          **{k: v for k, v in common.items() if k != "notes"})


def _needs_a_target(spell: Spell, answer: CastAnswer, unmet: TargetNeed | None) -> CastAnswer:
    """A castable answer for a spell with no legal target now: not castable, its plan kept and the reason saying
    its mana is there (CR 115.1a, 601.2c). A spell that must target a spell or an ability (Counterspell) has none
    with the stack empty; one that must target a permanent (Snap's "target creature") has none where the battlefield
    holds none of that kind (``unmet``: :func:`~.targets.unmet_target`, yours and the opponents' the board lists)."""
    paid = f"its mana is there ({answer.cost or '{0}'} can be paid{' via ' + answer.via if answer.via else ''})"
    if spell.stack_target:
        return replace(answer, castable=False,
                       reason=f"it needs a spell or ability on the stack to target (CR 115.1, 601.2c), and the "
                              f"stack is empty now; {paid}")
    if unmet is None:
        return answer
    return replace(answer, castable=False,
                   reason=f"it needs {said(unmet)} and the battlefield has {'none' if unmet.count == 1 else 'fewer'} "
                          f"(CR 115.1a, 601.2c; an opponent's permanent counts once listed with controller: "
                          f"opponent); {paid}")


def cast_answer(board: Board | Analysis, spell: Spell, zone: str, *, time_limit: float = 10.0,
                pay: Callable[..., Payment] | None = None, **options) -> CastAnswer:
    """``cast``'s answer for one part of a card in one zone (the routes it may be cast by, the first that can be
    paid: a flashback card from the graveyard pays its flashback cost, CR 702.34a); ``options`` go to every payment
    (``keep``, ``own_colours``). What ``pay --for`` pays for a card outside your hand."""
    analysis = analysed(board)
    solver = _Solver(analysis, board_rules(analysis), pay or solve_payment, time_limit, options=dict(options))
    return solver.answer(spell, zone)


def _life_short(life: int, have: int) -> str:
    """Why life can't be paid (CR 119.4: only with at least that much; paying all you have is legal).

    >>> _life_short(4, 3)
    'paying 4 life needs 4 life and you have 3 (CR 119.4)'
    """
    return f"paying {life} life needs {life} life and you have {have} (CR 119.4)"


_ANOTHER_WAY = re.compile(r"^(?:Flashback|Escape|Unearth|Disturb|Harmonize|Mayhem|Jump-start|Retrace)\b|"
                          r"\bfrom (?:your|a) graveyard\b", re.I)


def another_way(text: str) -> bool:
    """Unsupported text that only offers another way to cast the card from a graveyard (it cannot make a route that
    works wrong; it can only leave out one that might)."""
    return _ANOTHER_WAY.search(text) is not None and "additional cost" not in text.lower()


def unread_for(spell: Spell, zone: str) -> tuple[str, ...]:
    """The sentences about casting ``spell`` that were not understood and bear on casting it from ``zone``: all of
    them, but those that only offer another way to cast it from a graveyard ("Flashback—Tap three untapped white
    creatures you control.", Battle Screech), which bear on the graveyard only.

    Examples
    --------
    >>> from manaplan.models.cards.store import default_database
    >>> screech = spells_of(default_database().get("Battle Screech"))[0]
    >>> unread_for(screech, "hand"), len(unread_for(screech, "graveyard"))
    ((), 1)
    """
    return tuple(t for t in spell.unsupported if zone == "graveyard" or not another_way(t))


def sacrifice_shortfall(extra: ExtraCost, board: Board | Analysis) -> str | None:
    """Why the permanents ``extra`` sacrifices can't be found: for some filter, no permanent of yours on the
    battlefield fits it now (every effect applied), or fewer than the filters ask for; None when each may be found
    (whether the plan can spare them is the payment's to say)."""
    if not extra.sacrifices:
        return None
    views = [v for v in analysed(board).effective.yours if v.permanent.zone == "battlefield"]

    def fits(f, v) -> bool:
        p = v.permanent
        return not (f.untapped and p.tapped) and f.matches(
            v.card_types, v.subtypes, v.colors, supertypes=v.supertypes, is_token=p.is_token,
            power=p.current_power, name=p.name)
    for f in extra.sacrifices:
        if not any(fits(f, v) for v in views):
            return f"it needs {f.text or 'a permanent'} to sacrifice and you control none (CR 601.2b, 701.21a)"
    if len(extra.sacrifices) > len(views):
        return f"it needs {len(extra.sacrifices)} permanents to sacrifice and you control {len(views)}"
    return None


def _label(route: Route) -> str:
    if route.via == "hand":
        return "from your hand"
    return route.via


# ---------------------------------------------------------------------------------------------------- the report
def cast_report(board: Board | Analysis, *, whole: Callable[[Card], Card] | None = None, time_limit: float = 10.0,
                pay: Callable[..., Payment] | None = None, own_colours: bool = False) -> CastReport:
    """Every card of the hand, the top of the library and the graveyard: castable now, and how, or why not.

    Parameters
    ----------
    board : Board or Analysis
        The board, analysed (a Board is analysed in a session of its own): every card is paid for in its session,
        which shares the work between the boards that differ only in the card on the stack.
    whole : callable, optional
        Card → the whole card, for a zone entry that names one face (``'Bonecrusher Giant'``: the card is
        ``'Bonecrusher Giant // Stomp'``, and both parts are offered); without it, a face is offered alone.
    time_limit : float
        Seconds for each payment, within the command's deadline when it set one (then cards not reached in time
        are answered "not tried").
    pay : callable, optional
        The payment function, :func:`manaplan.solver.pay.solve.solve_payment` by default (given an Analysis).
    own_colours : bool
        Plans name the permanents' own colours where any colour would do (the payment's last tie-break, a solve
        more per card on boards with Chromatic Lantern): on for plans printed step by step (``cast --explain``);
        off, which colours such steps name is the solver's (the plans are as optimal).

    Returns
    -------
    CastReport

    Notes
    -----
    Only the first card of ``library_top`` is the top card; the cards under it are reported as not castable.
    """
    options = {"own_colours": own_colours} if pay is None or own_colours else {}  # a test's pay may not take it
    if pay is None:
        pay = solve_payment
    analysis = analysed(board)
    board = analysis.board
    try:
        rules = board_rules(analysis)
    except TimeLimitReached:  # the effective board not worked out in time (issue 15): every card is "not tried"
        rules = None
    solver = None if rules is None else _Solver(analysis, rules, pay, time_limit, options=options)

    def not_tried(card, spell) -> CastAnswer:
        return CastAnswer(castable=False, reason="not tried: the time limit was reached before this card (not "
                          "proven either way)", card=card.name, zone=zone, face=spell.name if spell.is_part else None,
                          kind=spell.kind)
    answers: list[CastAnswer] = []
    count = sum(len(zone_cards(board, zone)) for zone in CAST_ZONES)
    done = 0
    for zone in CAST_ZONES:
        for index, card in enumerate(zone_cards(board, zone)):
            done += 1
            progress.within(f"card {done} of {count}: {card.name}")
            progress.report(f"from {ZONE_NAMES[zone]}")
            if whole is not None and card.is_face:
                card = whole(card)
            for spell in spells_of(card):
                if zone == "library_top" and index > 0:
                    base = dict(card=card.name, zone=zone, face=spell.name if spell.is_part else None,
                                kind=spell.kind)
                    answers.append(CastAnswer(castable=False, reason=f"not the top card of your library (it is "
                                              f"card {index + 1} from the top)", **base))
                    continue
                if solver is None or expired():  # --time-limit bounds the whole command (issue 15): "not tried"
                    answers.append(not_tried(card, spell))
                    continue
                try:
                    answer = solver.answer(spell, zone)
                    if not answer.castable and answer.kind == "spell" and "cannot pay" in (answer.reason or ""):
                        answer = _after_land_play(analysis, spell, zone, answer, pay, time_limit, whole)
                    answers.append(answer)
                except TimeLimitReached:  # inside a model build or the effective board (issue 15)
                    answers.append(not_tried(card, spell))
    progress.within("")
    if solver is None:
        return CastReport(tuple(answers), ())
    left_out = tuple(dict.fromkeys(list(rules.left_out) + solver.left_out))
    return CastReport(tuple(answers), left_out, rules.may_stop)


def _after_land_play(analysis: Analysis, spell: Spell, zone: str, answer: CastAnswer, pay, time_limit: float,
                     whole=None) -> CastAnswer:
    """A card not castable now that would be after playing a land from hand (SPEC: ``cast`` answers for the board as
    it is, and its reason says that playing a land first would help and names ``manaplan turn``, CR 305.2)."""
    board = analysis.board
    for land, face in land_plays(board, whole):
        if zone == "hand" and land is spell.card:
            continue
        for way in played_lands(analysis, land, face, set()):
            after = analysis.of(way.board)
            found = _Solver(after, board_rules(after), pay, time_limit).answer(spell, zone)
            if found.castable or (spell.stack_target and found.payment is not None):
                paying = f" (paying {way.entry.life} life)" if way.entry.life else ""
                what = "pay its mana" if spell.stack_target else "make it castable"
                return replace(answer, reason=f"{answer.reason}; playing {face.name} first{paying} would {what} "
                                              f"(see manaplan turn)")
    return answer
