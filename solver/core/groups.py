"""Grouping: your sources in groups of identical permanents, so forty Forests are one group of forty.

Permanents are grouped when they are the same card in the same state (tapped, summoning sick, counters, chosen
value, token or not) and nothing singles one out: no Aura or Equipment on it, not attached to anything, and every
ability of the card is either *one-shot per permanent* (it taps or sacrifices the permanent itself, so each
permanent does it at most once) or *instance-free* (:func:`instance_free`: any copy may do it again and again,
nothing counted per permanent, so the group's activations need only one copy still there). Never grouped, each its
own group of one so the model counts its activations one by one: a card with ``{Q}``, with an ability that counts
per permanent (counters removed, "once each turn"), with both a ``{T}`` ability and a separate sacrifice-itself
ability, or with an ability that sacrifices other permanents — unless it is a pure sacrifice outlet (Ashnod's Altar)
that nothing on the board can sacrifice. A permanent that doubles the pool (Doubling Cube) is a group of one too: the
models follow each doubling one by one; so is one an untapper whose cost returns or sacrifices another permanent
may untap (Wirewood Symbiote returning one Llanowar Elves to untap the other: which one leaves and which one is
untapped are told apart, CR 400.7).

:func:`group_sources` is the builder's second step (:func:`~manaplan.solver.core.activations.activation_board`),
after your sources are listed (:mod:`.sources`); :func:`flexibility` scores how much a player would rather leave a
permanent untapped.

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> from manaplan.solver.effective import effective_board
>>> eb = effective_board(parse_inline("Forest x2, Ashnod's Altar, Llanowar Elves, Forest (tapped)"))
>>> [(g.ids, g.singleton) for g in group_sources(list(eb.yours), eb.board)]  # doctest: +NORMALIZE_WHITESPACE
[(('Forest#1', 'Forest#2'), False), (("Ashnod's Altar#1",), False), (('Llanowar Elves#1',), False),
 (('Forest#3',), False)]
"""

from __future__ import annotations

import functools
import re
from dataclasses import replace

from ...models.ability import ManaAbility, ParsedCard, PermanentFilter
from ...models.board import Board, Permanent
from ...models.mana import COLORS, ManaType
from ..effective import PermanentView
from . import costparts
from .untappers import RETAP
from .values import SourceGroup, doubles_pool

__all__ = ["group_sources", "group_key", "flexibility", "one_shot", "sacrifice_rider", "instance_free"]


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
def one_shot(ability: ManaAbility) -> bool:
    """Each permanent does it at most once: it taps or untaps the permanent, removes it (sacrificed, exiled,
    returned, or a rider that sacrifices it when its counters are gone), or removes every counter of a kind."""
    c = ability.cost
    return bool(c.tap or c.untap or c.sacrifice_self or c.return_self or c.exile_self or c.remove_x_counters
                or sacrifice_rider(ability))


def sacrifice_rider(ability: ManaAbility) -> str:
    """The kind of counter whose last removal sacrifices the permanent ("if there are no mining counters on ~,
    sacrifice it"), or ``''``."""
    return getattr(ability, "sacrifice_if_no_counters", "") or ""


def instance_free(ability: ManaAbility) -> bool:
    """An ability any copy of a permanent can activate again and again, with nothing counted per permanent: not
    one-shot, no counters removed or changed, no "once each turn". Identical permanents with such abilities can be
    grouped: the activations need only one copy still on the battlefield."""
    condition = getattr(ability, "condition", None)
    return (not one_shot(ability) and not costparts.per_permanent(ability)
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
    if any(a.cost.untap or not (one_shot(a) or instance_free(a)) for a in abilities):
        return True
    has_tap = any(a.cost.tap for a in abilities)
    if has_tap and any(one_shot(a) and not a.cost.tap for a in abilities):  # tap it, then sacrifice it
        return True
    if any(a.cost.removes_others for a in abilities):
        # grouped only as a pure sacrifice outlet that nothing can sacrifice: then every copy stays to the end
        return may_be_sacrificed or any(one_shot(a) or not instance_free(a) for a in abilities)
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


def group_key(p: Permanent) -> tuple:
    """Permanents with equal keys are interchangeable: every field of the permanent but its id (power, level,
    "entered this turn" and attachments matter to counts, conditions and sacrifice values)."""
    return (p.card, p.tapped, p.sick, p.summoning_sick, p.counters, p.chosen, p.is_token, p.controller,
            p.attached_to, p.power, p.toughness, p.level, p.attacking, p.renowned, p.imprinted)



def group_sources(yours: list[PermanentView], board: Board,
                  single_ids: frozenset[str] = frozenset()) -> list[SourceGroup]:
    """Your sources in groups of identical permanents (see the module notes), in the order of their first members.

    Parameters
    ----------
    yours : list of PermanentView
        Your sources in the order a plan prefers them (file order, the hand's first).
    board : Board
    single_ids : frozenset of str
        Permanents that are each a group of one whatever their card (``turn``: a permanent cast or a land played
        this turn).

    Returns
    -------
    list of SourceGroup
        Each group's index is its position; its rank is its first member's position in ``yours``.
    """
    return [_source_group(i, views, single, rank)
            for i, (views, single, rank) in enumerate(_group_members(yours, board, single_ids))]


def _group_members(yours: list[PermanentView], board: Board,
                   single_ids: frozenset[str]) -> list[tuple[list[PermanentView], bool, int]]:
    """The members of each group, whether it is a group of one, and its first member's position in ``yours``."""
    filters = [f for v in yours for a in v.abilities for f in a.ability.cost.removes_others]
    # untapped by an activation whose cost removes another (Wirewood Symbiote returning one Llanowar Elves to untap
    # the other): its own group, so that which member leaves and which is untapped are told apart (CR 400.7); and
    # untapped alone (:data:`~.untappers.RETAP`): its own group, whose taps the model counts against its untaps
    untapped = frozenset(a.untaps for v in yours for a in v.abilities
                         if a.untaps is not None and (a.victims is not None or a.origin == RETAP))
    # untapped while another cost may remove one like it (Arbor Elf untapping a Forest, Quirion Ranger returning
    # another): its own group, so that the one returned does not stop the other's untap (CR 400.7)
    untap_targets = frozenset(a.untaps for v in yours for a in v.abilities if a.untaps is not None)
    attached = frozenset(q.attached_to for q in board.permanents if q.attached_to is not None)
    sacrificeable: dict[tuple, bool] = {}
    members: list[tuple[list[PermanentView], bool, int]] = []
    keyed: dict[tuple, int] = {}
    for rank, view in enumerate(yours):
        p = view.permanent
        types = (view.card_types, view.subtypes)
        if types not in sacrificeable:
            sacrificeable[types] = _may_be_sacrificed(types, filters)
        single = p.id in single_ids or p.id in untapped or (p.id in untap_targets and sacrificeable[types]) \
            or _needs_own_group(p, view.mana_parsed, board, sacrificeable[types],
                                                        attached) or any(doubles_pool(a) for a in view.abilities)
        key = None if single else _view_key(view)
        at = None
        if key is not None:
            try:
                at = keyed.get(key)
            except TypeError:  # a part that cannot be compared for grouping: a group of its own
                key = None
        if at is not None:
            members[at][0].append(view)
            continue
        if key is not None:
            keyed[key] = len(members)
        members.append(([view], single, rank))
    return members


def _view_key(view: PermanentView) -> tuple:
    """Views with equal keys are interchangeable: the permanent (:func:`group_key`), its types now and its abilities
    as the effects leave them."""
    return (group_key(view.permanent), view.card_types, view.subtypes, view.supertypes,
            tuple((a.ability, a.output, a.victims) for a in view.abilities), view.tapped_damage)


def _source_group(index: int, views: list[PermanentView], single: bool, rank: int) -> SourceGroup:
    """The group of ``views`` (the first one stands for all)."""
    view = views[0]
    p = view.permanent
    parsed = view.mana_parsed
    types = frozenset(t for a in view.abilities for t in a.output.types())
    return SourceGroup(
        index=index, ids=tuple(m.id for m in views), permanent=p, parsed=parsed, rank=rank,
        flexibility=flexibility(p, parsed, types), singleton=single,
        card_types=view.card_types, subtypes=view.subtypes, view=view,
    )
