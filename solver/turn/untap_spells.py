"""Cards the turn may cast that untap permanents of yours as they resolve or enter, or by a loyalty ability,
modelled exactly: Snap ("Untap up to two lands."), Frantic Search, Rewind, Cloud of Faeries' and Peregrine Drake's
triggers, Garruk Wildspeaker's "+1: Untap two target lands.", Kiora, Behemoth Beckoner's "−1: Untap target
permanent." (CR 106.12: a permanent untapped may be tapped for mana again).

Each such card gets, once it is cast (:attr:`~.model.TurnBoard.entering`: its untaps come as it resolves, its trigger
or loyalty ability after that, CR 608.2, 603.3, 606.3), one activation per permanent of yours of the kind it names
that untaps that permanent alone (:data:`~manaplan.solver.core.untappers.RETAP`, as an untapper's on the
battlefield): the activation model counts it as one more tap of that permanent, for any use, after it, and only
where it was tapped by then (an untap of an untapped permanent frees nothing) and is still there. Each permanent at
most once per card, and at most as many as the card untaps, all in one layer (:func:`untap_constraints`). A
permanent tapped as the turn begins is read as if untapped (the activation board's ``retapped``), its taps counted
against its untaps: untapped as the card resolves, it may be tapped whenever the model taps it.

Why that is exact here (:func:`untaps_modelled`): the model may untap a permanent in a later layer than the card's
resolution, and count a tap made after that resolution as the one untapped; a player taps it before the card
resolves instead and keeps its mana in the pool (CR 500.4: it empties only as the step or phase ends), the same mana
wherever a tap adds a fixed amount — so only where every permanent of that kind within reach does
(:func:`~.untap_bound._most_per_tap`), no text may change what a tap adds (:data:`~.untap_bound._CHANGES_TAPS`), and
no permanent it may take enters during the turn after a cast (:func:`untap_targets`). A loyalty ability's untap needs
none of this: it is activated when you choose, any time you could cast a sorcery (CR 606.3), as the model's layers
are. Where a land may enter with no part in the model (:func:`lands_may_enter`), or a target's mana counts what is
cast, a plan untapping it is not looked for, and the turn says so (:attr:`~.model.TurnBoard.untaps_missed`).
Elsewhere the card is named (:func:`~.unproven.untaps_unread`) and proven moot where it is (:mod:`.untap_bound`), as
a card that returns permanents to the battlefield untapped is (Ghostly Flicker: :data:`~.untap_bound.REENTERS`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from ...models.ability import ActivationCost, ManaAbility, ParsedCard, Produce
from ...models.board import Permanent
from ...models.oracle.text import strip_reminder_text
from ..analysis import Analysis
from ..deadline import TimeLimitReached
from ..lazy_patterns import lazy_compile
from ..net import UNTAPS_REASON, NotRead
from ..core.lexico import Lin
from ..core.symbols import least_mana
from ..core.untappers import RETAP, untaps_others
from ..core.values import AbilityUse, PaymentBoard, SourceGroup
from ..effective.values import EffectiveAbility
from ..pay.reasons import mana_bounds
from ..rules import yields as Y
from .cards import Copy
from .entering_bound import TOP_LAND_PUT
from .landfall import landfall_sources
from .untap_bound import (_CHANGES_TAPS, _most_per_tap, fits_kind, loyalty_change, untap_count, untaps_by_loyalty,
                          within_reach)

__all__ = ["Untaps", "untaps_modelled", "untaps_on_battlefield", "loyalty_used", "read_by_turn", "UNTAPS_ID",
           "lands_may_enter", "with_untap_spells", "untap_constraints", "untap_gross", "gross_with_untaps",
           "untap_target_groups"]

#: A sentence by which a land of yours may enter during the turn: a search or a put of a land (a fetchland, Cultivate,
#: Arboreal Grazer); not one whose land is its controller's (Path to Exile's, which the turn gives an opponent).
_LAND_ENTERS = lazy_compile(r"\b(?:onto the battlefield|search your library)\b", re.IGNORECASE)

@dataclass(frozen=True)
class Untaps:
    """What one card the turn may cast untaps (:func:`untaps_modelled`).

    Parameters
    ----------
    n : int
        How many permanents, at most.
    kind : str
        Of which kind (:func:`~.untap_bound.untap_count`: ``'land'``, ``'permanent'`` …).
    any_time : bool
        A loyalty ability's untap (Kiora, Behemoth Beckoner's "−1: Untap target permanent."): activated any time
        you could cast a sorcery once its planeswalker is there (CR 606.3), not as a spell resolves.

    >>> Untaps(2, "land")
    Untaps(n=2, kind='land', any_time=False)
    """

    n: int
    kind: str
    any_time: bool = False


def untaps_modelled(analysis: Analysis, copies: list[Copy]) -> dict[str, Untaps]:
    """The cards among ``copies`` whose untaps the turn models exactly (see the module notes), by copy key: how many
    permanents each untaps, of which kind, and whether at any time. Empty where one condition fails: every untapper
    is then named instead.

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.turn.cards import read_copies
    >>> from manaplan.solver.analysis import analysed
    >>> b = board_from_data({"permanents": ["Island", "Island"], "hand": ["Snap", "Kiora, Behemoth Beckoner"]})
    >>> untaps_modelled(analysed(b), read_copies(b, [("hand", c) for c in b.hand]))  # doctest: +NORMALIZE_WHITESPACE
    {'Snap (hand)#1': Untaps(n=2, kind='land', any_time=False),
     'Kiora, Behemoth Beckoner (hand)#1': Untaps(n=1, kind='permanent', any_time=True)}
    """
    untappers = [c for c in copies if untaps_others(c.card)]
    if not untappers or landfall_sources(analysis):
        return {}
    board = analysis.board
    out = {}
    for c in untappers:
        counted = untap_count(c.card)
        if counted is None:
            return {}
        out[c.key] = Untaps(counted[0], counted[1], untaps_by_loyalty(c.card))
    timed = {u.kind for u in out.values() if not u.any_time}  # as a spell resolves: a tap's mana may not wait
    if timed:
        texts = [strip_reminder_text(t) for t in [p.card.oracle_text or "" for p in board.permanents if p.is_yours]
                 + [c.card.oracle_text or "" for c in copies] + [k.oracle_text or "" for k in board.effects]]
        if any(_CHANGES_TAPS.search(t) for t in texts):
            return {}
        within = within_reach(analysis, copies)
        if any(_most_per_tap(analysis, within, kind, False) is None for kind in timed):
            return {}
    return out


#: Text that may stop an activation (Pithing Needle's "Activated abilities of sources with the chosen name can't be
#: activated", Suppression Field's tax, Cursed Totem's): a loyalty ability the board may stop is not counted on.
_STOPS_ACTIVATION = lazy_compile(r"\bcan't be activated\b|\bactivated abilities\b|\bcan't activate\b|"
                                 r"\bloyalty abilities\b", re.IGNORECASE)


def untaps_on_battlefield(analysis: Analysis) -> dict[str, Untaps]:
    """Your planeswalkers on the battlefield whose one line that untaps other permanents is a loyalty ability (Kiora,
    Behemoth Beckoner's "−1: Untap target permanent.", Garruk Wildspeaker's "+1: Untap two target lands."), by
    permanent id: activated once this turn (the turn assumes none of its loyalty abilities was), at any time you
    could cast a sorcery (CR 606.3), as the model's layers are — where its loyalty pays the cost (CR 606.4; one
    loyalty counter at least on any planeswalker there, CR 704.5i, else its ``counters:``), the effective board
    leaves it a planeswalker with the abilities of its text, none barred nor dearer (Minimus Containment makes it a
    Treasure that lost them, CR 613.1d, 613.1f; Pithing Needle, Suppression Field: CR 602.5, 602.2b), and no other
    text on the battlefield may stop or repeat an activation (:data:`_STOPS_ACTIVATION`, read whether or not a
    reader of the effective board read it: a plan missed at most). Empty beside landfall, as
    :func:`untaps_modelled` is.

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.analysis import analysed
    >>> b = board_from_data({"permanents": ["Forest", "Kiora, Behemoth Beckoner", "Garruk Wildspeaker"]})
    >>> untaps_on_battlefield(analysed(b))  # doctest: +NORMALIZE_WHITESPACE
    {'Kiora, Behemoth Beckoner#1': Untaps(n=1, kind='permanent', any_time=True),
     'Garruk Wildspeaker#1': Untaps(n=2, kind='land', any_time=True)}
    """
    board = analysis.board
    if landfall_sources(analysis) or any(
            _STOPS_ACTIVATION.search(strip_reminder_text(t)) for t in
            [p.card.oracle_text or "" for p in board.permanents] + [k.oracle_text or "" for k in board.effects]):
        return {}
    out = {}
    for p in board.permanents:
        if not p.is_yours or p.zone != "battlefield" or "Planeswalker" not in p.card.card_types:
            continue
        counted, change = untap_count(p.card), loyalty_change(p.card)
        if counted is None or change is None or -change > max(1, p.counter("loyalty")):
            continue
        view = analysis.effective[p.id]  # what the effects on the board leave it (CR 613): its abilities, their bars
        if view.lost_text or view.barred_by or view.dearer_by or "Planeswalker" not in view.card_types:
            continue
        out[p.id] = Untaps(counted[0], counted[1], True)
    return out


def read_by_turn(analysis: Analysis, net: tuple[NotRead, ...]) -> tuple[NotRead, ...]:
    """``net`` (the text no reader reads, :meth:`~manaplan.solver.analysis.Analysis.net`) without what the turn
    models: the untaps of your planeswalkers there (:func:`untaps_on_battlefield`).

    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.analysis import analysed
    >>> a = analysed(board_from_data({"permanents": ["Forest", "Kiora, Behemoth Beckoner"]}))
    >>> [i.reason for i in a.net()], read_by_turn(a, a.net())
    (['untaps: more mana'], ())
    """
    try:
        modelled = untaps_on_battlefield(analysis)  # each has one line that untaps: the one named "untaps"
    except TimeLimitReached:  # the time limit passed before its effective board was worked out: none is modelled
        modelled = {}
    return tuple(i for i in net if not (i.permanent in modelled and i.reason == UNTAPS_REASON))


def loyalty_used(p: Permanent) -> tuple[Permanent | None, bool]:
    """Planeswalker ``p`` (one of :func:`untaps_on_battlefield`'s) once its untap's loyalty cost is paid (CR 606.4),
    for the turn after: its loyalty counters moved by the cost, or None where none is left (it is put into its
    owner's graveyard, CR 704.5i); and whether its loyalty was known (its ``counters:``). Where it was not, one
    counter is taken to be there, the least a planeswalker on the battlefield has: a later turn may have fewer uses
    than it could.

    >>> from manaplan.models.board_files import board_from_data
    >>> b = board_from_data({"permanents": [{"card": "Kiora, Behemoth Beckoner", "counters": {"loyalty": 7}}]})
    >>> kiora, known = loyalty_used(b.permanents[0])
    >>> kiora.counter("loyalty"), known
    (6, True)
    """
    known = p.counter("loyalty") > 0
    left = max(1, p.counter("loyalty")) + loyalty_change(p.card)
    if left <= 0:
        return None, known
    return replace(p, counters=tuple((k, n) for k, n in p.counters if k != "loyalty") + (("loyalty", left),)), known



def untap_kinds(untaps: dict[str, Untaps]) -> tuple[str, ...]:
    """The kinds of permanent ``untaps`` may untap, once each.

    >>> untap_kinds({"a": Untaps(2, "land"), "b": Untaps(1, "permanent", True)})
    ('land', 'permanent')
    """
    return tuple(dict.fromkeys(u.kind for u in untaps.values()))


def untaps_lands(untaps: dict[str, Untaps]) -> bool:
    """Whether one of ``untaps`` may untap a land."""
    return any(fits_kind({"Land"}, u.kind) for u in untaps.values())


def lands_may_enter(analysis: Analysis, copies: list[Copy]) -> bool:
    """Whether a land of yours may enter during the turn other than by the land play: a sentence of your permanents'
    or of what the turn may cast that searches your library or puts something onto the battlefield and names a land
    (:data:`_LAND_ENTERS`). Where one may, a plan in which an untap takes it is not looked for: the turn says so
    (a model may have no group for a land that enters tapped and makes nothing). Not a land put from the top of your
    library (Cavalier of Thorns'): the turn names it, or bounds its mana with its untaps
    (:mod:`.entering_bound`).

    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.turn.cards import read_copies
    >>> from manaplan.solver.analysis import analysed
    >>> b = board_from_data({"permanents": ["Island", "Evolving Wilds"], "hand": ["Snap", "Path to Exile"]})
    >>> lands_may_enter(analysed(b), read_copies(b, [("hand", c) for c in b.hand]))
    True
    """
    board = analysis.board
    texts = [p.card.oracle_text or "" for p in board.permanents if p.is_yours] + [c.card.oracle_text or ""
                                                                                  for c in copies]
    return any(_LAND_ENTERS.search(sentence) and re.search(r"\blands?\b", sentence, re.IGNORECASE)
               and not re.search(r"\bits controller\b|\btheir library\b", sentence, re.IGNORECASE)
               and not TOP_LAND_PUT.search(sentence)
               for text in texts for sentence in strip_reminder_text(text).replace("\n", ". ").split(". "))


def untap_targets(pb: PaymentBoard, untaps: Untaps, gated: frozenset[int], counted: frozenset[str]
                  ) -> tuple[list[int], bool]:
    """The groups one card's untaps may untap: each a permanent of yours of their kind on the battlefield, in a group
    of its own — one tapped as the turn begins too (its abilities read as if untapped, its taps counted against its
    untaps: :func:`~manaplan.solver.core.activations.activation_board`'s ``retapped``); and whether one is left
    out: one whose mana counts what is cast (``counted``, by id: :mod:`.counted`'s versions), one not in a group of
    its own, or, as a spell resolves, one of ``gated`` (what enters after a cast or a crack: it may enter after the
    untap). A loyalty ability's untap may take one of ``gated``: it comes when you choose, and the model has it
    after that permanent's first tap."""
    out, missed = [], False
    for g in pb.groups:
        p = g.permanent
        types = g.view.card_types if g.view is not None else frozenset(p.card.card_types)
        if p.zone != "battlefield" or not p.is_yours or not fits_kind(types, untaps.kind):
            continue
        if (g.index in gated and not untaps.any_time) or not g.singleton or counted.intersection(g.ids):
            missed = True
            continue
        out.append(g.index)
    return out, missed


#: The end of the id of an untapper's group, its steps' permanent: ``"Snap (hand)#1 (untaps)"``, ``"Kiora, Behemoth
#: Beckoner#1 (untaps)"`` (:func:`~manaplan.cli.plan_words.untapper_words` reads it for people).
UNTAPS_ID = " (untaps)"


def with_untap_spells(pb: PaymentBoard, untaps: dict[str, Untaps], copies: list[Copy], gated: frozenset[int],
                      counted: frozenset[str] = frozenset(), present: dict[str, Permanent] | None = None
                      ) -> tuple[PaymentBoard, dict[int, str], tuple[tuple[int, int, tuple[int, ...]], ...], bool]:
    """``pb`` with a group of one for each card of ``untaps`` (its untaps, entering with its cast; those of
    ``present``, your planeswalkers on the battlefield by id, there from the start: :func:`untaps_on_battlefield`)
    and one use per permanent it may untap (:func:`untap_targets`), that permanent's tapping uses layered and capped
    one more per card that may untap it; the groups' cast each enters after (by group), for each card (its group, how
    many it untaps, its uses), and whether a permanent was left out of them."""
    by_key = {c.key: c for c in copies}
    present = present or {}
    chosen = {key: untap_targets(pb, u, gated, counted) for key, u in untaps.items()}
    missed = any(m for _, m in chosen.values())
    if not any(t for t, _ in chosen.values()):
        return pb, {}, (), missed
    more: dict[int, int] = {}
    for targets, _ in chosen.values():
        for h in targets:
            more[h] = more.get(h, 0) + 1
    groups, uses = list(pb.groups), list(pb.uses)
    for i, u in enumerate(uses):
        if u.group in more and u.ability.cost.tap:
            uses[i] = replace(u, layered=True, cap=max(u.cap, 1 + more[u.group]) if u.cap else 0)
    entering: dict[int, str] = {}
    made = []
    last = max((g.rank for g in groups), default=0) + 1  # an untap comes after its layer's taps (.model's order)
    for key, u in untaps.items():
        targets = chosen[key][0]
        if not targets:
            continue
        card = by_key[key].card if key in by_key else present[key].card
        gi, gid = len(groups), f"{key}{UNTAPS_ID}"
        groups.append(SourceGroup(index=gi, ids=(gid,), permanent=Permanent(id=gid, card=card, zone="hand"),
                                  parsed=ParsedCard(name=card.name), rank=last, flexibility=0, singleton=True,
                                  card_types=frozenset(), subtypes=frozenset()))
        mine = []
        for j, h in enumerate(targets):
            tid = groups[h].ids[0]
            ability = ManaAbility(cost=ActivationCost(), output=Produce(()), text=f"{card.name}: untap {tid}")
            effective = EffectiveAbility(key=f"{gid}:retap:{tid}", ability=ability, output=Y.NOTHING, base=ability,
                                         origin=RETAP, untaps=tid)
            use = AbilityUse(index=len(uses), group=gi, ability_index=j, ability=ability, cap=1, why_not=None,
                             once=False, sacrifices_self=False, costed=False, layered=True, victims=(), life=0,
                             label=f"{gid}:{j}", output=Y.NOTHING, effective=effective, retap=True)
            uses.append(use)
            mine.append(use.index)
        if key in by_key:  # a card cast this turn: its untaps after its cast
            entering[gi] = key
        made.append((gi, u.n, tuple(mine)))
    return replace(pb, groups=tuple(groups), uses=tuple(uses)), entering, tuple(made), missed


def untap_constraints(pm, spells: tuple[tuple[int, int, tuple[int, ...]], ...], same: list[list[int]] = (),
                      cast=None) -> None:
    """Each card's untaps (:func:`with_untap_spells`): each permanent at most once, at most as many as it untaps,
    all in one layer (they happen together, as it resolves), and in the turn's main phase, never in the keep phase
    (a kept cost is paid later, on another turn maybe: Snap resolved, Kiora's ability was activated, before it; the
    mana of a tap moved before them would be gone by then, CR 500.4). Copies of one card (``same``: their groups, in
    the order their casts are) are interchangeable: the earlier untaps at least as many (a symmetry broken: any plan
    is one such with the two exchanged, casts and all; one not cast untaps nothing). Implied, said for the solver's
    bound: each card untaps at most as many as it says times its casts (``cast``: its group → its casts), and the
    permanents it may untap are tapped in all at most as often as they are untapped, and once more each untapped as
    the turn begins."""
    table = pm.table
    for gi, n, indices in spells:
        uses = [pm.pb.uses[ui] for ui in indices]
        for t in pm.times:
            if pm.phase_of(t) > 0:
                for u in uses:
                    acts = pm.acts(u, range(t, t + 1))
                    if acts.terms:
                        table.add_le(acts, 0)
        for u in uses:
            acts = pm.acts(u, pm.times)
            if acts.terms:
                table.add_le(acts, 1)
        when = Lin()
        for t in pm.times:
            now = Lin.total(pm.acts(u, range(t, t + 1)) for u in uses)
            if now.terms:
                at = table.bool_var(f"untaps[{gi}|t{t}]")
                table.add_le(now.add(at, -n), 0)
                when.add(at)
        if when.terms:
            table.add_le(when, 1)
    totals = {gi: Lin.total(pm.acts(pm.pb.uses[ui]) for ui in indices) for gi, _, indices in spells}
    if cast is not None:
        for gi, n, _ in spells:
            casts = cast(gi)  # None: a planeswalker there from the start (bounded by its one layer above)
            if totals[gi].terms and casts is not None:
                table.add_le(totals[gi].copy().add_lin(casts, -n), 0)
    targets = untap_target_groups(pm.pb, spells)
    if targets:  # Σ taps ≤ Σ untapped at the start + Σ untaps
        taps = Lin.total(pm.acts(u) for gi in targets for u in pm.pb.uses_of(gi) if u.usable and u.taps)
        taps.add_lin(Lin.total(pm.tapped_by_others(gi) for gi in targets))
        start = sum(0 if pm.pb.groups[gi].tapped else 1 for gi in targets)
        ids = {pid for gi in targets for pid in pm.pb.groups[gi].ids}
        freed = Lin.total(pm.acts(u) for u in pm.pb.uses if u.usable and u.retap and u.effective is not None
                          and u.effective.untaps in ids)
        table.add_le(taps.add_lin(freed, -1), start)
    for groups in same:
        for a, b in zip(groups, groups[1:]):
            if a in totals and b in totals:
                table.add_ge(totals[a].copy().add_lin(totals[b], -1), 0)


def untap_target_groups(pb: PaymentBoard, spells: tuple[tuple[int, int, tuple[int, ...]], ...]) -> list[int]:
    """The groups the untaps of ``spells`` (:func:`with_untap_spells`) may untap, in order."""
    group_of = {pid: g.index for g in pb.groups for pid in g.ids}
    return sorted({group_of[pb.uses[ui].effective.untaps] for _, _, indices in spells for ui in indices})


def untap_gross(before: PaymentBoard, after: PaymentBoard, spells: tuple[tuple[int, int, tuple[int, ...]], ...],
                entering: dict[int, str], copies: list[Copy], retapped: frozenset[str]
                ) -> tuple[int, tuple[tuple[int, int], ...]] | None:
    """The parts of a sound bound on the gross mana of a turn whose untaps are modelled (:func:`with_untap_spells`:
    ``before`` and ``after`` them, ``spells`` and ``entering`` as it returns them), tied to the untappers' casts:
    :func:`~manaplan.solver.pay.reasons.mana_bounds`' gross with no untap — the permanents of ``retapped`` tapped as
    the turn begins tapping nothing, unless another untapper may untap them — and for each untapper its least cost
    and the most its untaps add (how many it untaps, times the most one tap of one of its targets adds, one where a
    cost may tap it). :func:`gross_with_untaps` adds an untapper's only where the mana may pay its cast. None where a
    doubler may double what they add (the bound of ``after`` is then used)."""
    usable = [u for u in before.uses if u.usable]
    if any(u.doubles for u in usable):
        return None
    others = {u.effective.untaps for u in usable if u.retap and u.effective is not None}
    idle = {g.index for g in before.groups if retapped.intersection(g.ids) and g.permanent.tapped
            and not others.intersection(g.ids)}
    base = mana_bounds(replace(before, uses=tuple(replace(u, cap=0) if u.group in idle and u.taps else u
                                                  for u in before.uses), memo={})).gross
    tapping = any(u.tapped for u in usable)  # a cost that taps others (Heritage Druid, convoke-like): one mana
    group_of = {pid: g.index for g in before.groups for pid in g.ids}
    by_key = {c.key: c for c in copies}
    cards = []
    for gi, n, indices in spells:
        targets = {group_of[after.uses[ui].effective.untaps] for ui in indices}
        per = max((u.amount for u in usable if u.group in targets and u.taps), default=0)
        c = by_key.get(entering.get(gi))  # None: a planeswalker there from the start, nothing to cast
        costs = [] if c is None else [cost for _, cost in c.costs] or ([c.cost] if c.cost is not None else [])
        least = min((least_mana(cost) for cost in costs), default=0)
        cards.append((least, n * max(per, 1 if tapping else 0)))
    return base, tuple(cards)


def gross_with_untaps(parts: tuple[int, tuple[tuple[int, int], ...]]) -> int:
    """The bound of :func:`untap_gross`'s ``parts``: the gross with no untap, plus what each untapper's untaps add
    where its least cost is within the bound so far (the least fixed point: the first untapper a plan casts is paid
    without untaps, each later one with the untaps of those before).

    >>> gross_with_untaps((2, ((3, 2), (1, 1))))  # {1}: cast, +1; then {3}: cast, +2
    5
    >>> gross_with_untaps((0, ((2, 4),)))  # nothing to cast Snap with: no untap
    0
    """
    base, cards = parts
    extra, left = 0, list(cards)
    grown = True
    while grown:
        grown = False
        for least, more in list(left):
            if least <= base + extra:
                extra += more
                left.remove((least, more))
                grown = True
    return base + extra
