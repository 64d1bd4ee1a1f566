"""What can I do this turn: :func:`solve_turn` (``manaplan turn``).

It is your main phase and the stack is empty. The named cards (or every nonland card in hand but its mana: a Spirit
Guide is exiled for mana, CR 605.1a) are cast in an order, each paid by a ``pay`` plan, with everything the turn
allows in between: the land plays (a land of the hand, one per turn and more with Exploration, CR 305.2), fetchlands
and ``library:`` searches, rituals' mana (Dark Ritual) and enters triggers' (Burning-Tree Emissary, Wood Elves'
Forest: CR 603.3, 603.6a), permanents cast this turn and then used (an artifact at once, a creature only with haste,
CR 302.6), cost changes in force or that enter (Thalia, Goblin Electromancer: CR 601.2f), Lion's Eye Diamond for a
spell not in your hand, mana left in the pool carried from one spell to the next (CR 500.4), and a kept cost still
payable at the end (``--keep``), the mana of permanents that count the permanents cast this turn or that their
effects change once they resolved (Gaea's Cradle, Nykthos, Chromatic Lantern: :mod:`.counted`, CR 608.3, 605.3b).
What the model leaves out (other effects that permanents cast this turn have on others' mana: Blood Moon; land plays
it cannot use) makes the answer not proven, named in a note.

How
---
One layered payment model per land play (no land, each land of the hand, or each set of lands where more plays are
possible — Exploration, Azusa, Oracle of Mul Daya's top land: :mod:`.plays` — on the battlefield from the start):
each cast is a costed activation of the model (:mod:`.model`), solved lexicographically — with ``--most`` the most
candidates, then the greatest total mana value; the kept cost; the fewest helpers; then the ``pay`` objectives —
and certified exact by the same certify-or-deepen loop as ``pay``. The best of the land plays wins; a land is
played only when it does better than none on the turn's own objectives (it is a helper too). A card a spell may put
into your hand that the model leaves out is named, not proven — but where the turn solved again with a relaxation
that can only do better does not better the plan found (:func:`_gains_said`: Intuition read as a tutor for any
card; the ramp spells a spell returns, their landfall at its most, :mod:`.ramp_bound`; the lands a spell puts into
your hand, in your hand from the start, where more than one land may be played: :func:`_to_hand_bounded`).

Examples
--------
>>> from manaplan.models.board_files import board_from_data
>>> b = board_from_data({"permanents": ["Island"], "hand": ["Island", "Counterspell"]})
>>> t = solve_turn(b)
>>> t.possible, [(s.action, s.card) for s in t.steps], t.tapped
(True, [('play', 'Island'), ('cast', 'Counterspell')], ('Island#1', 'Island#2'))
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, replace
from itertools import combinations, product
from typing import Any

from ...models.board import Board, Permanent
from ...models.cards.store import Card, default_database
from ...models.costs import ManaCost
from ...models.errors import BoardError
from ...models.pool import ManaPool
from ..analysis import Analysis, analysed
from ..cast.costs import board_rules
from ..cast.zones import PlayedLand, next_id
from .. import progress
from ..core.activations import REPEAT_CAP, Unit
from ..core.costed import sacrifice_victims
from ..core.counts import removed_first_notes
from ..deadline import remaining
from ..lazy_patterns import lazy_compile
from ..work import bounded
from ..core.lexico import LexResult, solve_levels, solve_once
from ..core.model import DIRECT_LAYERS, START_LAYERS, certify_or_deepen, layer_cap, relaxation_certificate
from ..core.symbols import least_mana
from ..core.uses import ordered_recounts
from ..core.untappers import never_untapped
from ..pay.keeping import with_keeping
from ..pay.model import ModelSpec
from ..pay.plan import Paid, PlanParts, PlanStep, read_plan
from ..pay.reasons import mana_bounds, quick_reason
from ..pay.solve import solve_payment
from ..rules.event_mana import event_mana_notes
from .cards import (AURA_NOTE, MAX_CHANGERS, STACK_EMPTY, ZONE_LABELS, Copy, changes_costs, count_left_out, lands_found_tapped,
                    opponent_chooses, pick_candidates, read_copies, rituals_unread, spell_puts_lands, with_cost_versions,
                    with_leaving_versions, without_stack_targets)
from .choosing import with_type_choices
from .counted import Counted, counted_mana
from .returned_lands import returned_lands_unplayed
from .takes_from_hand import (discarded_lands, first_versions, imprinted_cards, version_ids, with_ids,
                              with_imprints, with_land_discards)
from .entering import (entering_casts, land_options, mana_signature, own_reduction_helpers, play_note, play_timing_free,
                       played_later_life)
from .model import (TurnBoard, build_turn_model, exact_layers, held_back_apart, layered_casts, turn_board,
                    turn_levels, turn_sacrifices)
from .plays import LandPlays, granting, lands_not_modelled, play_sets, plays_allowed
from .puts import enters_puts, is_put_note
from .landfall import landfall_activations, landfall_sources
from .landfall_puts import LandfallRelaxation, landfall_relaxation
from .ramp_bound import ramp_relaxation
from .landfall_treasures import landfall_treasures
from .untap_bound import untap_relaxation
from .targets import targets_unchecked, waiting_notes, with_target_needs
from .walker_target_bound import walker_token_board
from .auras import AuraMana, auras_modelled, enchanted_by
from .entering_bound import entering_relaxation, top_puts_as_finds
from .untap_spells import (Untaps, gross_with_untaps, lands_may_enter, untaps_lands, untaps_modelled,
                           untaps_on_battlefield)
from .token_bound import (never_cast_names, one_destroyed, sacrifice_kill, sources_never_cast, spawn_relaxation,
                          spawns_realized)
from .token_fodder import fodder_tokens, split_tokens, storm_tokens
from .unproven import (never_cast, entering_left_out, graveyard_unread, lands_sacrificing_unplayed,
                       token_fodder_unused, hand_gains_unused, hand_mana_notes, hellbent_finds_moot, stack_mana_unused,
                       token_mana_unused, untaps_unread, entering_mana_unread)

__all__ = ["solve_turn", "TurnPlan", "TurnStep"]


@dataclass(frozen=True, slots=True)
class TurnStep:
    """One step of a turn: a land played or a spell cast, with the ``pay`` plan that pays it.

    Parameters
    ----------
    step : int
    action : str
        ``'play'`` or ``'cast'``; ``'crack'`` (``turn --turns`` only): a fetchland on the battlefield sacrificed for
        its search at the end of the turn (:func:`~.turns.solve_turns`), ``permanent`` the fetch, ``finds`` the land.
    card : str
        The name of the card (the part cast).
    zone : str or None
        Where it comes from: ``'hand'``, ``'library_top'``, ``'graveyard'``, ``'command'`` (``'battlefield'``: a
        crack).
    cost : ManaCost or None
        What it cost (after cost changes and tax); None for a land played.
    plan : tuple of PlanStep
        The steps that pay it (numbered through the whole turn).
    permanent : str or None
        The id it has on the battlefield (a land played, a permanent cast).
    adds : tuple of Unit
        Mana it adds as it resolves (Dark Ritual: three ``{B}``), in WUBRGC order.
    paying : tuple of Paid
        How its cost was paid, symbol by symbol.
    helper : bool
        Not asked about: cast because it lets more of the candidates be cast.
    life : int
        Life paid for its Phyrexian symbols.
    finds : tuple of str
        The ids of the lands it put onto the battlefield from the library (Nature's Lore) that the turn uses.
    key : str or None
        For a cast: the spell's key in the plan (``'Dark Ritual (hand)#1'``), by which the steps'
        :class:`~manaplan.solver.pay.plan.Pays` and :class:`~manaplan.solver.pay.plan.Paid` name it;
        :attr:`TurnPlan.names` says how a player names it.
    sacrifices : tuple of str
        For a cast: the permanents its additional cost sacrificed (Fling's creature, CR 601.2b, 601.2h).
    discards : int
        For a cast: the cards of your hand its additional cost discarded (Lightning Axe, CR 601.2b, 701.9a), any the
        turn neither casts nor plays (which ones is left open).
    found_by : str or None
        For a cast of a card a spell cast before put into your hand (Demonic Tutor's Dark Ritual): that spell.
    chosen : str or None
        For a cast of a permanent that chooses a type as it enters (Cloud Key: :mod:`.choosing`), the type chosen
        (CR 614.12c).
    imprinted : str or None
        For a cast of a permanent that exiles a card of your hand as it enters (Chrome Mox's imprint, CR 614.1c): the
        card exiled (None: none), one the turn does not cast (:func:`~.takes_from_hand.imprinted_cards`).
    discarded : str or None
        For a cast of a permanent that enters only by discarding a land card (Mox Diamond, CR 614.1a): the land card
        of your hand discarded (:func:`~.takes_from_hand.discarded_lands`).
    takes : tuple of str
        For a cast of a spell that puts cards into your hand (Demonic Tutor, Shared Summons, CR 701.23): the cards
        the turn then uses, each cast after it (:attr:`found_by` on its step) or exiled from your hand for its mana
        (a Spirit Guide, CR 605.1a) — so a player knows what to take.
    """

    step: int
    action: str
    card: str
    zone: str | None
    cost: ManaCost | None = None
    plan: tuple[PlanStep, ...] = ()
    permanent: str | None = None
    adds: tuple[Unit, ...] = ()
    paying: tuple[Paid, ...] = ()
    helper: bool = False
    life: int = 0
    finds: tuple[str, ...] = ()
    key: str | None = None
    sacrifices: tuple[str, ...] = ()
    discards: int = 0
    found_by: str | None = None
    chosen: str | None = None
    imprinted: str | None = None
    discarded: str | None = None
    takes: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class TurnPlan:
    """The answer to "what can I do this turn?".

    Parameters
    ----------
    possible : bool
        Every candidate is cast.
    cast : tuple of str
        Every spell cast, helpers included, in order.
    steps : tuple of TurnStep
    tapped, sacrificed : tuple of str
        Over the whole turn.
    life_lost : int
    mana_left : ManaPool
        Left in the pool at the end.
    kept : bool or None
        With ``keep``: whether the kept cost is still payable.
    reason : str or None
        Why not, when not possible.
    proven : bool
        The plan is proven optimal (and "not possible" proven).
    timed_out : bool
        No plan was found before the time limit: nothing is known either way ("no answer", not "not possible").
    candidates : tuple of str
    not_cast : tuple of str
        Candidates not cast (``--most``).
    keep : ManaCost or None
    most : bool
    notes, left_out : tuple of str
    life_after : int
    objectives : tuple of (str, int)
    exiled : tuple of str
        Over the whole turn.
    names : tuple of (str, str)
        Each spell's key in the plan (``'Dark Ritual (hand)#1'``: :attr:`TurnStep.key`) and the name a player says
        for it: its name, ``'Dark Ritual (2)'`` for the second copy cast.
    in_hand : tuple of (str, str)
        The ids of cards in your hand that are sources of the plan (``'Elvish Spirit Guide (hand)#1'``, exiled from
        there for its mana) and their cards' names.
    keeping : KeepCost or None
        What keeping ``--keep`` payable costs beyond the best plan that does not keep it (a sacrifice, life:
        :mod:`~manaplan.solver.pay.keeping`).
    land_plays_left : int or None
        The land plays left after the plan (CR 305.2), where more than one is possible this turn (Exploration on
        the battlefield or cast); None otherwise.
    untargeted : tuple of str
        The keys of the spells the plan casts with no target shown to be there as each is cast
        (:func:`~.targets.targets_unchecked`): :func:`solve_turn` solves again without them.
    removed : tuple of str
        The permanents its spells remove as their targets, as the plan's check chose them (an opponent's first):
        gone from the next turn's board (:func:`~.turns.solve_turns`).
    """

    possible: bool
    cast: tuple[str, ...] = ()
    steps: tuple[TurnStep, ...] = ()
    tapped: tuple[str, ...] = ()
    sacrificed: tuple[str, ...] = ()
    life_lost: int = 0
    mana_left: ManaPool = ManaPool()
    kept: bool | None = None
    reason: str | None = None
    proven: bool = True
    timed_out: bool = False
    candidates: tuple[str, ...] = ()
    not_cast: tuple[str, ...] = ()
    keep: ManaCost | None = None
    most: bool = False
    notes: tuple[str, ...] = ()
    left_out: tuple[str, ...] = ()
    life_after: int = 20
    objectives: tuple[tuple[str, int], ...] = ()
    exiled: tuple[str, ...] = ()
    names: tuple[tuple[str, str], ...] = ()
    in_hand: tuple[tuple[str, str], ...] = ()
    keeping: object = None
    land_plays_left: int | None = None
    untargeted: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()


# ---------------------------------------------------------------------------------------------------- boards
def _spell_grants(rules) -> list:
    """The permissions that let you cast spells: a permission to play lands only from another zone (Courser of
    Kruphix, Crucible of Worlds) casts nothing (a land is played, CR 305.1), and its plays are the turn's land plays
    (:mod:`.plays`)."""
    return [g for g in rules.grants if g.permission.spells or not g.permission.lands]


def _effectful(analysis: Analysis, copies: list[Copy], companions: dict[str, tuple[Permanent, ...]] | None = None
               ) -> tuple[set[str], set[str], set[str], dict[str, tuple[str, ...]], dict[str, tuple[str, ...]],
                          list[Counted]]:
    """What entering permanents do to the mana of others, so that none is silently assumed: the board with them (each
    alone, some together, all of them) analysed in the session of ``analysis``.

    Returns
    -------
    (last_only, unused, lost_finds, affects, requires, counted)
        ``last_only``: copies whose permanent changes other permanents' mana (Blood Moon, a lord; not a creature
        Gaea's Cradle counts nor Chromatic Lantern: ``counted``), the spending rules (Chromatic Orrery) or what can
        be cast (a ban, a permission): cast last, not on the model's board. ``unused``: copies whose permanent's own mana
        depends on other permanents entering this turn (Priest of Titania with an Elf cast too): not on the model's
        board (its abilities are not used). ``lost_finds``: ids of lands a spell finds that would change other
        permanents' mana (a Swamp that Cabal Coffers counts): not found. ``affects``: for each of ``last_only``,
        what it changes (ids, or words), for the note. ``requires``: copies whose permanent's mana is as the model
        has it only once other permanents cast this turn are there (Llanowar Elves after Concordant Crossroads):
        its abilities wait for their casts too. ``counted``: the permanents of the board whose mana counts
        permanents cast this turn or that their effects give more (Gaea's Cradle, Nykthos, the lands under
        Chromatic Lantern: :func:`~.counted.counted_mana`), with a version of their uses per count; the copies they
        count are on the model's board.

    ``companions``: by copy key, the tokens its cast makes that change another permanent's mana (Raise the Alarm's
    Soldiers beside Gaea's Cradle, :func:`~.token_fodder.split_tokens`): read as its permanent is, entering with
    it — counted with it, or cast last with it.
    """
    companions = companions or {}
    own: list[tuple[str, Permanent]] = [(c.key, c.enters) for c in copies if c.enters is not None]
    own += [(key, t) for key, tokens in companions.items() for t in tokens]
    entering: list[tuple[str, Permanent]] = list(own)
    entering += [(c.key, p) for c in copies for p in c.finds]
    affects: dict[str, tuple[str, ...]] = {}
    if not entering:
        return set(), set(), set(), affects, {}, []
    board = analysis.board
    ids = {p.id for p in board.permanents}
    base_eff = analysis.effective
    base = mana_signature(base_eff, ids)
    base_perm = base_eff.spend_permissions
    base_rules = board_rules(analysis)

    def with_(extra: tuple[Permanent, ...]) -> Analysis:
        return analysis.of(replace(board, permanents=board.permanents + extra))

    def changes(b: Analysis) -> list[str]:
        """What ``b`` changes: the ids of permanents whose mana differs (but those nothing may untap: no use of theirs
        is left), or words for the rules."""
        sig = mana_signature(b.effective, ids)
        out = [pid for pid in sorted(ids) if sig.get(pid) != base.get(pid) and pid not in spent]
        if b.effective.spend_permissions != base_perm:
            out.append("how mana may be spent")
        rules = board_rules(b)
        if len(rules.bans) != len(base_rules.bans) or len(_spell_grants(rules)) != len(_spell_grants(base_rules)):
            out.append("what can be cast")
        return out

    everything = with_(tuple(p for _, p in entering))
    spent = never_untapped(everything.effective, [c.card for c in copies])  # Gaea's Cradle tapped: its count is moot
    last_only: set[str] = set()
    lost: set[str] = set()
    if changes(everything):
        for key, p in entering:
            changed = changes(with_((p,)))
            if changed:
                if (key, p) in own:
                    last_only.add(key)
                    affects[key] = tuple(dict.fromkeys(affects.get(key, ()) + tuple(changed)))
                else:
                    lost.add(p.id)
        if not last_only and not lost:  # only together: all of them, to be safe
            last_only = {key for key, _ in entering}
    # what changes a permanent of the board's mana only by how much it counts (Gaea's Cradle's creatures) or by
    # effects that only give more (Prismatic Omen): a version of its uses per count, not cast last
    counted, now = counted_mana(analysis, own, last_only, affects, tuple(p for c in copies for p in c.finds),
                                sacrificing=any(c.sacrifices for c in copies), together=_slots(copies))
    last_only -= now
    counted_affects = {key: affects.pop(key) for key in now}
    is_cast = {p.id: (key, p) in own for key, p in entering}
    unused, requires = _entering_together(analysis, entering, is_cast, last_only, lost)
    # a counting permanent's versions are read with the copies it counts on the board: none of them left unused
    back = {k for c in counted if c.keys & unused for k in c.keys}
    if back:
        counted = [c for c in counted if not c.keys & back]
        last_only |= back - unused
        affects.update((k, counted_affects[k]) for k in back - unused)
    return last_only, unused, lost, affects, requires, counted


def _slots(copies: list[Copy]) -> tuple[tuple[frozenset[str], int], ...]:
    """The copies a spell's slot puts into your hand (:attr:`~.cards.Copy.fetched_by`, :attr:`~.cards.Copy.
    fetch_slot`), each with the most of them a plan casts: one cast of that spell takes
    :attr:`~.cards.Copy.fetch_takes` cards of the slot (CR 601.2: each copy cast at most once; the model's bound,
    :func:`~.model._fetched_after`)."""
    slots: dict[tuple[str, int], list[Copy]] = {}
    for c in copies:
        if c.fetched_by:
            slots.setdefault((c.fetched_by, c.fetch_slot), []).append(c)
    return tuple((frozenset(c.key for c in same), same[0].fetch_takes) for _, same in sorted(slots.items()))


def _entering_together(analysis: Analysis, entering: list[tuple[str, Permanent]], is_cast: dict[str, bool],
                       last_only: set[str], lost: set[str]) -> tuple[set[str], dict[str, tuple[tuple[str, ...], ...]]]:
    """What the model's board has of what enters: all but the last-cast ones, the lost finds (``lost``, added to) and
    the unused; a permanent whose own mana differs there from alone (haste from Concordant Crossroads, Priest of
    Titania's Elves) is used only once the permanents that make the difference are there, when with them alone it is
    as there (see :func:`_effectful`) — once any one of them is there, when each alone and every few of them make it
    so (haste from either of two Goblin Warchiefs, CR 702.10c: :func:`_any_one_makes`). Returns ``(unused,
    requires)``: ``requires`` as :func:`~.model.turn_board` takes it."""
    board = analysis.board

    def with_(extra: tuple[Permanent, ...]) -> Analysis:
        return analysis.of(replace(board, permanents=board.permanents + extra))

    unused: set[str] = set()
    requires: dict[str, tuple[str, ...]] = {}
    effects = any(analysis.read(p.card).effects for _, p in entering)
    for _ in range(len(entering)):
        model = [(key, p) for key, p in entering if key not in last_only and key not in unused and p.id not in lost]
        if len(model) < 2:
            break
        model_eff = with_(tuple(p for _, p in model)).effective
        dropped = False
        requires = {}
        for key, p in model:
            if not (analysis.read(p.card).mana_abilities or effects):
                continue
            there = mana_signature(model_eff, {p.id})
            alone = mana_signature(with_((p,)).effective, {p.id})
            if there == alone:
                continue
            makers = [(k, q) for k, q in model if q.id != p.id and
                      mana_signature(with_((p, q)).effective, {p.id}) != alone]
            if makers and is_cast[p.id] and all(is_cast[q.id] for _, q in makers) and mana_signature(
                    with_((p, *(q for _, q in makers))).effective, {p.id}) == there:
                keys = tuple(dict.fromkeys(k for k, _ in makers))
                any_one = _any_one_makes(p, [q for _, q in makers], there, lambda ps: mana_signature(
                    with_(ps).effective, {p.id}))
                requires[key] = (keys,) if any_one else tuple((k,) for k in keys)
                continue
            dropped = True
            if is_cast[p.id]:
                unused.add(key)
            else:
                lost.add(p.id)
        if not dropped:
            break
    return unused, requires


#: The most makers whose every set is read by :func:`_any_one_makes`.
_MAX_ANY_ONE = 4


def _any_one_makes(p: Permanent, makers: list[Permanent], there, signature) -> bool:
    """Whether every nonempty set of ``makers`` (the permanents cast this turn that change ``p``'s mana) gives ``p``
    the mana it has with all of them (``there``; ``signature``: permanents added to the board → ``p``'s
    :func:`~.entering.mana_signature`), so that the cast of any one of them is enough: haste from either of two
    Goblin Warchiefs (CR 702.10c), not Priest of Titania's count of Elves. At most :data:`_MAX_ANY_ONE` makers."""
    if len(makers) < 2 or len(makers) > _MAX_ANY_ONE:
        return False
    return all(signature((p, *subset)) == there for n in range(1, len(makers)) for subset in combinations(makers, n))


_ONE_SPELL = lazy_compile(r"can't cast more than one (?:(?P<kind>noncreature|nonartifact|creature|artifact) )?"
                          r"spells? each turn|can't cast additional (?P<kind2>noncreature|nonartifact)? ?spells"
                          r"|can cast only one more spell this turn",  # Irencrag Feat resolved (the board's effects:)
                          re.IGNORECASE)
_COUNTS_SPELLS = lazy_compile(r"\bspells?\b[^.]*\bcast this turn\b|\bfor each other spell\b|\b(?:first|second|third)"
                              r" (?:\w+ )?spell\b[^.]*\beach turn\b", re.IGNORECASE)


@dataclass(frozen=True)
class _Limits:
    """What the board says about a turn of casting that no other reader reads (CR 101.2: can't beats can)."""

    one_spell: tuple[tuple[str, str], ...] = ()     # (source id, kind: '' or 'noncreature' …)
    counted: tuple[tuple[str, str], ...] = ()       # (source id, text): costs or rules counting spells this turn
    # (Treasure id, fetchland id, source id): a Treasure of the model's board a landfall trigger makes as the
    # fetchland's land enters, used only after its crack (:mod:`.landfall_treasures`, :attr:`~.model.TurnBoard.
    # crack_made`)
    after_crack: tuple[tuple[str, str, str], ...] = ()
    # whether the untaps of your planeswalkers on the battlefield are modelled (:func:`_with_walkers_or_without`)
    walkers: bool = True


def _limits(board: Board) -> _Limits:
    """Rule of Law and the like (at most one spell each turn) and Damping Sphere and the like (what spells cast this
    turn change, not read: named), on every permanent of the board, yours and your opponents', and the board's
    ``effects:``. (How permanents enter is read as values: :mod:`.entering`.)"""
    one, counted = [], []
    sources = [(p.id, p.card) for p in board.permanents] + [(f"effect {c.name}", c) for c in board.effects]
    for pid, card in sources:
        for line in (card.oracle_text or "").split("\n"):
            m = _ONE_SPELL.search(line)
            if m:
                one.append((pid, (m["kind"] or m["kind2"] or "").lower()))
            elif _COUNTS_SPELLS.search(line):
                counted.append((pid, line.strip()))
    return _Limits(tuple(one), tuple(counted))


def _spell_caps(limits: _Limits, copies: list[Copy]) -> list[tuple[frozenset[str], int]]:
    """The caps on spells cast this turn: (the copies counted, the most of them), one per "can't cast more than one
    … spell each turn" (CR 101.2). Spells cast earlier this turn are not known to the board (a note says so)."""
    out = []
    for _, kind in limits.one_spell:
        def counted(c: Copy) -> bool:
            types = c.spell.card_types
            return {"": True, "noncreature": "Creature" not in types, "nonartifact": "Artifact" not in types,
                    "creature": "Creature" in types, "artifact": "Artifact" in types}.get(kind, True)
        out.append((frozenset(c.key for c in copies if counted(c)), 1))
    return out


def _limit_notes(limits: _Limits, plan: TurnPlan) -> tuple[str, ...]:
    notes = []
    for pid, kind in limits.one_spell:
        notes.append(f"at most one {kind + ' ' if kind else ''}spell this turn ({pid}); spells cast earlier this turn "
                     f"are not known to the board")
    if len(plan.cast) > 1:
        for pid, text in limits.counted:
            notes.append(f"not read — counts spells cast this turn, which may change this answer: {pid}: {text!r}")
    return tuple(notes)


def _reads_hand(before: Analysis, after: Analysis) -> list[str]:
    """The permanents whose mana differs between two hands (Metalworker, "if you have no cards in hand")."""
    ids = {p.id for p in before.board.permanents}
    a, b = mana_signature(before.effective, ids), mana_signature(after.effective, ids)
    return [pid for pid in sorted(ids) if a.get(pid) != b.get(pid)]


def _without_cast(board: Board, copies: list[Copy]) -> Board:
    """The hand and graveyard without the copies that may be cast from them (a card being cast is not there to
    discard or exile: a plan missed, never a wrong one)."""
    hand, graveyard = list(board.hand), list(board.graveyard)
    for c in {c.alt or c.key: c for c in copies}.values():  # one card, whatever part is cast
        where = c.fetched_from or c.zone  # Regrowth's card: out of the graveyard; Demonic Tutor's: in no zone given
        zone = None if where == "library" else hand if where == "hand" else graveyard if where == "graveyard" else None
        if zone is not None and c.card in zone:
            zone.remove(c.card)
    return replace(board, hand=tuple(hand), graveyard=tuple(graveyard))


# ---------------------------------------------------------------------------------------------------- solving
@dataclass
class _Solved:
    """A turn's model solved: its board, model, levels, CP-SAT's result and whether the optimum is certified, and
    what its plan sacrifices (:func:`~.model.turn_sacrifices`; None without a plan)."""
    tb: TurnBoard
    pm: Any
    levels: list
    result: Any
    certified: bool | None
    sacrifices: tuple[int, int, int] | None = None


def _certify(tb: TurnBoard, spec, result, time_limit: float, most: bool) -> tuple[bool | None, int]:
    """``pay``'s certificate (:func:`~manaplan.solver.core.model.relaxation_certificate`) on the turn model."""
    deadline = time.monotonic() + time_limit
    relaxed = build_turn_model(tb, replace(spec, loose=True, min_ordered=spec.layers + 1), most=most)
    levels = turn_levels(relaxed, tb, most=most)
    return relaxation_certificate(relaxed, levels, list(result.level_values) if result.found else None, deadline)


#: ``turn --most`` solves its first level (the candidates cast) alone, then the rest merged into one objective
#: (:func:`~manaplan.solver.core.lexico.solve_levels`). Measured in process on the 277 realistic states whose hand
#: holds a spell (``benchmarks/realistic.py``): all levels merged, 7.1 s in all and 1.23 s at worst (a Krenko board:
#: Skirk Prospector sacrificing Goblins cast this turn, where CP-SAT took 42,741 branches to prove the weighted
#: objective); the first level alone, 6.3 s and 0.19 s; every level alone, 7.4 s and 0.26 s. Every state's optimum
#: is the same (the lexicographic optimum does not depend on how the levels are grouped).
_MOST_ALONE = 1

#: ... but first all levels merged, within this much of CP-SAT's deterministic time (:func:`~manaplan.solver.core.
#: lexico.solve_levels`' ``merged_first``). Without cutting planes (:func:`~manaplan.solver.core.lexico.solve_once`)
#: most models now prove the merged objective faster than the first level alone and then the rest: measured in process
#: on the 300 realistic states, 1.48 s of solves in all with the first level alone, 1.25 s merged, 33 states faster
#: (the slowest by 15-33 ms), but two far slower (Krenko g03 t04 0.10 → 0.28 s, Kess g00 t09 0.12 → 0.18 s: a
#: deterministic time of 0.13 and 0.10 where every other merged solve took at most 0.016). Beyond this budget the
#: levels are solved as :data:`_MOST_ALONE` says, from the best plan found. 0.025 was too little for Krenko g00 t04
#: (seed 1), whose two models prove the merged objective at 0.040 and 0.044 (0.14 s each) and took 0.11 s + 0.19 s
#: the other way after 0.025 spent: at 0.08, on seeds 1, 2 and 3 (in process, median of 3 each), turn's p95
#: 190 → 163 ms, 105 → 107 ms and 155 → 134 ms, its total 13.4 → 13.1 s, 13.0 → 13.2 s and 15.8 → 15.7 s, every
#: answer the same.
_MERGED_FIRST = 0.08


def _recounts_unordered(tb: TurnBoard, kept: bool) -> tuple[tuple[str, str], ...]:
    """:func:`_untaps_unordered`, and the counts the core keeps before the removals of what they count
    (:func:`~manaplan.solver.core.counts.removed_first`: Nykthos' devotion) where the turn's plans may remove one
    first: with a cost to keep (the keep phase's plain taps too), or by a cast's sacrifice (CR 601.2b)."""
    out = _untaps_unordered(tb, kept)
    if kept:
        out += removed_first_notes(tb.pb, "with a cost to keep", layered=False)
    taken = frozenset(pid for c in tb.copies for f in c.sacrifices for h in sacrifice_victims(tb.pb.groups, f)
                      for pid in tb.pb.groups[h].ids)
    if taken:
        out += removed_first_notes(tb.pb, "with spells cast this turn that sacrifice", also=taken)
    return tuple(dict.fromkeys(out))


def _untaps_unordered(tb: TurnBoard, kept: bool) -> tuple[tuple[str, str], ...]:
    """The untappers' activations the core keeps before the removals of what the permanents they untap count
    (:func:`~manaplan.solver.core.uses.ordered_recounts`), named where that order may miss a plan of the turn: with
    a cost to keep, or where a cast's cost sacrifices, or what such an activation returns or untaps may enter this
    turn (cast, played or found: it waits for its entering, and a removal before it may not)."""
    if kept:
        return ordered_recounts(tb.pb)
    if any(c.sacrifices for c in tb.copies):
        return ordered_recounts(tb.pb, "with spells cast this turn that sacrifice", every=True)
    named = ordered_recounts(tb.pb, "with spells cast this turn")
    if not named:
        return named
    entering = {pid for h in tb.entering for pid in tb.pb.groups[h].ids}
    if tb.land is not None:
        entering.add(tb.land.id)
    for u in tb.pb.uses:
        ea = u.effective
        if not (u.usable and ea is not None and ea.reads and ea.victims is not None):
            continue
        taken = {pid for entry in u.victims for h in entry for pid in tb.pb.groups[h].ids}
        if ea.untaps in entering or taken & entering:
            return named
    return ()


def _no_plan(pm, deadline: float) -> bool:
    """Whether the model of a turn that casts every candidate has no plan at all, proven by one feasibility solve
    with CP-SAT's LP holding the enforced constraints (``linearization_level`` 2). Proving that is the lexicographic
    solve's hard part, where the default search may take the whole time limit (Lotus Cobra beside a Forest and three
    Wood Elves: 11 s, now 0.2 s); a model with a plan is then solved as before, its plan the same."""
    status, _ = solve_once(pm.model, pm.table, None, max(0.05, deadline - time.monotonic()), linearization=2,
                           presolve=1)
    return status == "infeasible"


def _solve(tb: TurnBoard, keep: ManaCost | None, most: bool, deadline: float) -> _Solved:
    exact = exact_layers(tb)
    start = exact if exact <= DIRECT_LAYERS else max(START_LAYERS, layered_casts(tb) + 1)

    def solve(layers: int, objectives: list) -> tuple:
        spec = ModelSpec(target=ManaCost.parse(""), keep=keep, layers=layers, counts_ordered=not tb.held_relaxed,
                         reads_ordered=not tb.held_relaxed)
        pm = build_turn_model(tb, spec, most=most)
        solved = []
        for objective in objectives:
            levels = objective(pm)
            # --most: the spells cast first, alone, then how to pay for them (see _MOST_ALONE)
            if not most and _no_plan(pm, deadline):  # every candidate cast: first, whether any plan does
                solved.append((spec, pm, levels, LexResult("infeasible", (), ())))
                continue
            solved.append((spec, pm, levels, solve_levels(pm.model, pm.table, levels,
                                                          max(0.05, deadline - time.monotonic()),
                                                          alone=_MOST_ALONE if most else 0, presolve=1,
                                                          merged_first=_MERGED_FIRST if most else 0.0)))
        return pm, solved

    def certify(layers: int, objectives: list, solved: list) -> list:
        out = []
        for spec, _, _, result in solved:
            if result.status == "unknown":
                out.append((None, 0))
                continue
            verdict, deeper = _certify(tb, spec, result, max(0.05, deadline - time.monotonic()), most)
            # casts in layers count as ordered activations, so once the relaxation finds a "deeper" plan it will
            # again at every depth short of them all: go to the exact depth at once (when it is not too deep)
            out.append((False, exact) if verdict is False and tb.versions and exact <= 32 else (verdict, deeper))
        return out

    found = certify_or_deepen(exact, start, [lambda pm: turn_levels(pm, tb, most=most)], solve, certify, deadline,
                              max_layers=layer_cap(len(tb.pb.uses), len(tb.pb.units)))
    (_, pm, levels, result), certified = found.results[0], found.certified[0]
    return _Solved(tb, pm, levels, result, certified,
                   turn_sacrifices(pm, tb, result.values) if result.found else None)


#: The levels compared between land plays, in the order of :func:`~.model.turn_levels`, with their direction (+1
#: maximised); "file order" is not compared (group numbers differ between the boards of two land plays). A fixed
#: list by name, not the models' own levels: some levels exist only on some boards ("mana value sacrificed" needs two
#: mana values to sacrifice), so the models of two land plays may list different levels; the two sacrifice levels
#: are read from the plan (:func:`_score`). Every level a model orders plans by before "mana left" is here, so that a
#: relaxation's optimum is no worse on this list than any of its plans ("cards taken from hand" too).
_COMPARED = (("candidates cast", 1), ("mana value cast", 1), ("kept payable", 1), ("helpers cast", -1),
             ("cards taken from hand", -1), ("ends at 1 life or more", 1), ("life lost", -1), ("sacrificed", -1),
             ("mana value sacrificed", -1), ("permanents tapped", -1), ("flexibility tapped", -1), ("mana left", 1))


def _proven(s: _Solved) -> bool:
    """The solve is exact: an optimum certified, or "no plan" proven."""
    return s.result.status in ("optimal", "infeasible") and bool(s.certified)


def _score(s: _Solved) -> tuple:
    """``s``'s plan valued on :data:`_COMPARED`, the greater the better, comparable between the models of two land
    plays or a relaxation: the life a land play costs added, and what it sacrifices read as (nontoken permanents,
    tokens) and their mana value (:func:`~.model.turn_sacrifices`), the order of its model's levels on any model,
    whatever weight its tokens give a nontoken permanent there (CR 111.1: a token is a permanent too). ``(0,)``
    without a plan."""
    if not s.result.found:
        return (0,)
    values = {lv.name: v for lv, v in zip(s.levels, s.result.level_values)}
    nontoken, tokens, value = s.sacrifices
    values["sacrificed"], values["mana value sacrificed"] = (nontoken, tokens), value
    if s.tb.played is not None or s.tb.via is not None:
        values["helpers cast"] = values.get("helpers cast", 0) + 1  # the land play is a helper too
    if s.tb.played is not None:  # the life a shockland asked as it entered (taken from the model's life)
        values["life lost"] = values.get("life lost", 0) + s.tb.played.entry.life
    if s.tb.via is not None:  # the same for a shockland a spell put into your hand, then played (counted played)
        values["life lost"] = values.get("life lost", 0) + s.tb.via_life
    if s.tb.plays is not None:  # each land played a helper, with its life
        values["helpers cast"] = values.get("helpers cast", 0) + len(s.tb.plays.ways)
        values["life lost"] = values.get("life lost", 0) + s.tb.plays.life
    return (1,) + tuple(tuple(sign * v for v in values[name]) if name == "sacrificed" else sign * values.get(name, 0)
                        for name, sign in _COMPARED)


def _done(s: _Solved, n_candidates: int, keep: ManaCost | None) -> bool:
    """No land play can beat ``s`` on :data:`_COMPARED`: every candidate cast, the kept cost kept, and no helper at all
    (so no land played either: a land play counts as a helper, the level right after those). A plan that already
    plays a land or casts a helper may be beaten by another land play with fewer life lost, fewer taps …: all are
    tried and their optima compared (City of Brass or a Plains: the Plains costs no life)."""
    if not s.result.found or not _proven(s):
        return False
    values = {lv.name: v for lv, v in zip(s.levels, s.result.level_values)}
    if values.get("candidates cast", n_candidates) < n_candidates:
        return False
    if keep is not None and values.get("kept payable", 0) != 1:
        return False
    return _score(s)[1 + [n for n, _ in _COMPARED].index("helpers cast")] == 0


# ---------------------------------------------------------------------------------------------------- reading
def _display(copies: list[Copy]) -> dict[str, str]:
    """A copy's key as a player names it: the card's name (``'Lightning Bolt (2)'`` for a second copy, a card a spell
    puts into your hand after those you hold); the routes of one card (Lightning Axe paying {5} or discarding a card)
    are named alike."""
    seen: dict[str, int] = {}
    out = {}
    said: dict[tuple[str, str], str] = {}
    for c in _held_first(copies):
        if (c.alt or c.key, c.name) not in said:
            seen[c.name] = n = seen.get(c.name, 0) + 1
            said[c.alt or c.key, c.name] = c.name if n == 1 else f"{c.name} ({n})"
        out[c.key] = said[c.alt or c.key, c.name]
    return out


def _held_first(copies: list[Copy]) -> list[Copy]:
    """The copies with the cards a spell puts into your hand this turn (:attr:`~.cards.Copy.fetched_by`) last, so that
    a card you hold keeps its plain name beside a copy of it a tutor may find."""
    return sorted(copies, key=lambda c: bool(c.fetched_by))


def _numbered(copies: list[Copy]) -> dict[str, tuple[str, int]]:
    """Each card (its key shared by its parts) as a player names it: the card's name for a card of several parts
    (``'Fire // Ice'``), else the part's; and which card of that name it is (2 for a second Lightning Bolt)."""
    parts: dict[str, list[Copy]] = {}
    for c in _held_first(copies):
        parts.setdefault(c.alt or c.key, []).append(c)
    seen: dict[str, int] = {}
    out = {}
    for alt, cs in parts.items():
        name = cs[0].card.name if len(cs) > 1 or cs[0].key != alt else cs[0].name
        seen[name] = n = seen.get(name, 0) + 1
        out[alt] = (name, n)
    return out


def _said(name: str, n: int) -> str:
    """``'Lightning Bolt'``, ``'Lightning Bolt (2)'`` for the second."""
    return name if n == 1 else f"{name} ({n})"


def _card_names(copies: list[Copy]) -> dict[str, str]:
    """Each card (its key shared by its parts) as a player names it (:func:`_numbered`): ``'Fire // Ice'``,
    ``'Lightning Bolt (2)'`` for a second copy."""
    return {alt: _said(name, n) for alt, (name, n) in _numbered(copies).items()}


def _unnumbered(copies: list[Copy]) -> dict[str, str]:
    """The names :func:`_card_names` gives, each with its card's name: ``'Lightning Bolt (2)'`` → ``'Lightning
    Bolt'``, for counting the copies of a card (:func:`_counted`)."""
    return {_said(name, n): name for name, n in _numbered(copies).values()}


def _regroup(steps: list[PlanStep], cast_at: dict[int, str], barriers: dict[int, frozenset[str] | None] | None = None,
             conditioned: frozenset[str] = frozenset()) -> list[PlanStep]:
    """Each step moved to just before the first cast its mana pays (directly or through the steps it pays for), so
    that a cast's plan is what pays it ("cast Sol Ring (tap Island); cast Cultivate (tap Sol Ring, Forest)").

    Moving a mana step later is legal when its permanent stays untapped and on the battlefield until then: the mana
    made before a cast stays in the pool (CR 500.4, 106.4). A step that sacrifices, exiles or taps another
    permanent, and the steps of such a permanent, stay where the model ordered them, with the steps that pay for them
    (which must come first: :func:`_fixed_steps`); the others move. No step of a permanent a ``barriers`` cast
    changes (its step → the ids it changes, None for all: it changes the rules) moves past it — the mana was counted as it is
    before it enters —, nor do the steps read with such a step; others may (a Forest tapped for Eternal Witness
    after Grizzly Bears, which Gaea's Cradle counts, is listed under Eternal Witness). The steps of the permanents
    whose condition counts permanents (``conditioned``: Mox Opal's three artifacts, CR 602.5b) stay too: the model
    put each where its count holds, before what leaves later.

    Examples
    --------
    A Great Furnace tapped as the turn begins, for the Myr Enforcer cast after a free Frogmite, is listed under
    Myr Enforcer; Fling's sacrifice of the Frogmite does not keep it where it was:

    >>> frog = PlanStep(1, "Frogmite (hand)#1", "Frogmite", "activate")
    >>> furnace = PlanStep(2, "Great Furnace#1", "Great Furnace", "tap")
    >>> enforcer = PlanStep(3, "Myr Enforcer (hand)#1", "Myr Enforcer", "activate", paid_by=(2,))
    >>> fling = PlanStep(4, "Fling (hand)#1", "Fling", "activate", sacrifices=("Frogmite#1",))
    >>> casts = {1: frog.permanent, 3: enforcer.permanent, 4: fling.permanent}
    >>> [s.card for s in _regroup([furnace, frog, enforcer, fling], casts)]
    ['Frogmite', 'Great Furnace', 'Myr Enforcer', 'Fling']
    """
    barriers = barriers or {}
    fixed = _fixed_steps(steps, cast_at, conditioned)
    by_no = {s.step: s for s in steps}
    owner: dict[int, int] = {}
    for s in steps:
        if s.step not in cast_at:
            continue
        stack = list(s.paid_by)
        while stack:
            n = stack.pop()
            if n in owner or n in cast_at or n not in by_no or n in fixed:
                continue
            owner[n] = s.step
            stack.extend(by_no[n].paid_by)
    pairs = _aura_pairs(steps)  # an Aura's mana comes with its land's tap: listed together, after it
    for a, t in pairs.items():
        owners = [owner[n] for n in (a, t) if n in owner]
        for n in (a, t):
            owner.pop(n, None)
        if owners and a not in fixed and t not in fixed:
            owner[a] = owner[t] = min(owners)
    out: list[PlanStep] = []
    pending: list[PlanStep] = []
    waiting: dict[int, list[PlanStep]] = {}
    for s in steps:
        if s.step in cast_at:
            if s.step in barriers:  # what it changes is made before it (with the steps read with that)
                changed = barriers[s.step]

                def before(lst: list[PlanStep]) -> bool:
                    return changed is None or any(w.permanent in changed for w in lst)

                early = [(k, lst) for k, lst in waiting.items() if before(lst)]
                out += (pending if before(pending) else []) + [w for _, lst in early for w in lst]
                pending = [] if before(pending) else pending
                for k, _ in early:
                    del waiting[k]
            out += pending + waiting.pop(s.step, [])
            pending = []
            out.append(s)
        elif s.step in owner:
            waiting.setdefault(owner[s.step], []).append(s)
        else:
            pending.append(s)
    out += pending + [s for lst in waiting.values() for s in lst]
    for a, t in pairs.items():  # each Aura's step right after its land's tap
        step = next(s for s in out if s.step == a)
        out.remove(step)
        out.insert(next(i for i, s in enumerate(out) if s.step == t) + 1, step)
    return out


def _aura_pairs(steps: list[PlanStep]) -> dict[int, int]:
    """Each step of an Aura's mana (:mod:`.auras`: Wild Growth's as its land is tapped) and the tap of its land it
    comes with: the land's last taps, in order (its mana comes only after the Aura's cast, CR 605.1b).

    >>> tap = PlanStep(1, "Forest#1", "Forest", "tap")
    >>> aura = PlanStep(2, "Wild Growth (hand)#1 (enchanting Forest#1, 1)", "Wild Growth", "activate")
    >>> _aura_pairs([aura, tap])
    {2: 1}
    """
    out: dict[int, int] = {}
    by_land: dict[str, list[int]] = {}
    for s in steps:
        on = enchanted_by(s.permanent) if s.permanent else None
        if on is not None:
            by_land.setdefault(on[1], []).append(s.step)
    for land, auras in by_land.items():
        taps = [s.step for s in steps if s.permanent == land and s.action == "tap"]
        out.update(zip(auras, taps[len(taps) - len(auras):] if len(taps) >= len(auras) else ()))
    return out


def _fixed_steps(steps: list[PlanStep], cast_at: dict[int, str], conditioned: frozenset[str] = frozenset()
                 ) -> set[int]:
    """The mana steps :func:`_regroup` leaves where the model put them: each that sacrifices, exiles, returns to its
    owner's hand, taps or untaps another permanent (Ashnod's Altar, Quirion Ranger's Forest, Springleaf Drum, Snap's
    untap), each of a permanent another step (a cast's cost too) sacrifices, exiles, returns, taps or untaps (its
    mana is made before that: a Forest tapped, then returned, CR 400.7; an Island tapped, untapped, tapped again,
    CR 106.12), each of a permanent in ``conditioned`` (Mox Opal: its count holds there), and the steps that pay for
    them (made before them)."""
    touched = {pid for s in steps for pid in (*s.sacrifices, *s.exiles, *s.returns, *s.taps)} | conditioned
    touched |= {s.untaps for s in steps if s.untaps is not None}
    by_no = {s.step: s for s in steps}
    stack = [s.step for s in steps if s.step not in cast_at and (s.sacrifices or s.exiles or s.returns or s.taps
                                                                 or s.untaps is not None or s.permanent in touched)]
    fixed: set[int] = set()
    while stack:
        n = stack.pop()
        if n in fixed or n in cast_at or n not in by_no:
            continue
        fixed.add(n)
        stack.extend(by_no[n].paid_by)
    return fixed


def _cracks_before_landfall(steps: list[PlanStep], tb: TurnBoard) -> list[PlanStep]:
    """``steps`` with each fetchland's crack before the landfall trigger of the land it puts there (Lotus Cobra's:
    :attr:`~.model.TurnBoard.fetched_landfall`): the trigger resolves after the crack did (CR 603.2, 603.3), while
    :func:`_regroup` lists the crack under the spell its land's mana pays. The crack moves up to just before its
    trigger (its land's mana then waits in the pool for that spell, CR 500.4), each trigger named after the crack it
    follows (identical fetchlands share their triggers' group)."""
    if not tb.fetched_landfall:
        return steps
    by_id = {tb.pb.groups[lg].ids[0]: lg for lg in tb.fetched_landfall}
    out, used = list(steps), set()
    for st in steps:
        lg = by_id.get(st.permanent)
        if lg is None:
            continue
        fg, source = tb.fetched_landfall[lg]
        crack = next((c for c in out if c.search is not None and c.permanent in tb.pb.groups[fg].ids
                      and c.step not in used), None)
        if crack is None:  # pragma: no cover - the model cracks a fetchland before each trigger of its land
            continue
        used.add(crack.step)
        i = out.index(st)
        if out.index(crack) > i:
            out.remove(crack)
            out.insert(i, crack)
            i += 1
        name = f"{source} (landfall: the land {crack.permanent} fetches)"
        if st.permanent != name:
            out[i] = replace(st, permanent=name)
    return out


def _name_fetched(steps: list[PlanStep], board: Board, tb: TurnBoard) -> tuple[list[PlanStep], tuple[str, ...]]:
    """Each land a fetchland finds and taps at once, given the next free id of its name (``'Island#2'``, as the
    permanents that enter this turn are named) in its step's :attr:`~manaplan.solver.pay.plan.PlanStep.search`, and
    those ids: ``tapped`` totals the whole turn, fetches included (SPEC)."""
    taken = {p.id for p in board.permanents} | {i for g in tb.pb.groups for i in g.ids}
    if tb.land is not None:
        taken.add(tb.land.id)
    if tb.plays is not None:
        taken |= {w.permanent.id for w in tb.plays.ways if w.permanent is not None}
    out, found = [], []
    for st in steps:
        if st.search is not None and st.adds:
            pid = next_id(board, st.search.land, taken)
            st = replace(st, search=replace(st.search, id=pid))
            found.append(pid)
        out.append(st)
    return out, tuple(found)


#: Most terminal casts put in order by :func:`_end_order` (2**n sets of them are compared).
_MAX_ORDERED = 12


def _after_targets(order: list[int], end_paid, tb: TurnBoard) -> list[int]:
    """The terminal casts in ``order``, each spell that needs a target the battlefield lacked as the turn began
    (:attr:`~.cards.Copy.target_need`) moved to just after the first permanent cast that gives it one, where it came
    before them all (any order of the terminal casts is legal: :func:`_end_order`)."""
    out = list(order)
    for j in order:
        c = tb.by_key[end_paid[j][0]]
        if c.target_need is None:
            continue
        places = [i for i, k in enumerate(out) if end_paid[k][0] in c.target_after]
        if places and out.index(j) < min(places):
            out.remove(j)
            out.insert(min(places), j)  # after the first of them, the list being one shorter before it
    return out


def _end_order(steps: list[PlanStep], end_paid, last: set[str], casts: set[int]) -> list[int]:
    """The order to read the terminal casts in (spells whose resolving gives the turn nothing, paid after
    everything else: any order is legal, CR 500.4 keeping the mana from one to the next): the one in which the fewest
    activations' mana waits in the pool from one spell to a later one — summed over the gaps between spells, so that
    the spells an activation pays come one after the other and each activation is listed under the spell it pays
    (:func:`_regroup`) — then as the model gave them. The last-cast ones (``last``) stay last.

    Returns
    -------
    list of int
        Indexes into ``end_paid``.
    """
    free = [j for j, e in enumerate(end_paid) if e[0] not in last]
    fixed = [j for j, e in enumerate(end_paid) if e[0] in last]
    n = len(free)
    if n < 3 or n > _MAX_ORDERED:
        return free + fixed
    by_no = {st.step: st for st in steps}

    def feeders(paid_by) -> set[int]:
        out, stack = set(), list(paid_by)
        while stack:
            k = stack.pop()
            if k not in out and k in by_no:
                out.add(k)
                stack.extend(by_no[k].paid_by)
        return out

    uses: dict[int, int] = {}  # activation step → bit set of the free terminal casts its mana pays
    for bit, j in enumerate(free):
        for k in feeders(end_paid[j][2]):
            uses[k] = uses.get(k, 0) | (1 << bit)
    early = set()  # activations whose mana pays something cast before them all too: made before the first
    for st in steps:
        if st.step in casts:
            early |= feeders(st.paid_by)
    for j in fixed:
        early |= feeders(end_paid[j][2])
    masks = [(m, k in early) for k, m in uses.items()]
    full = (1 << n) - 1

    def waiting(done: int) -> int:  # activations made by now whose mana still pays a spell not cast yet
        return sum(1 for m, e in masks if (e or m & done) and m & ~done)

    best = [0] * (1 << n)
    for done in range(full - 1, -1, -1):
        best[done] = min((waiting(done | 1 << b) if done | 1 << b != full else 0) + best[done | 1 << b]
                         for b in range(n) if not done & 1 << b)
    order, done = [], 0
    while done != full:
        b = next(b for b in range(n) if not done & 1 << b and (
            waiting(done | 1 << b) if done | 1 << b != full else 0) + best[done | 1 << b] == best[done])
        order.append(free[b])
        done |= 1 << b
    return order + fixed


#: Step numbers given to the terminal casts while reading (after every step of the plan).
_END = 10**6


def _cast_alone_never(given: Analysis, find, deadline: float):
    """copy → whether no plan of the turn casts it: the turn asked to cast that card alone (the rest of your hand
    helpers, as any turn reads them) is proven not possible. For what a card cast last would change
    (:func:`~.unproven.entering_left_out`): a plan that never casts it changes nothing. Only a card of a zone the turn
    names cards from (not one a spell finds); each asked once."""
    asked: dict[tuple[str, str], bool] = {}

    def never(c: Copy) -> bool:
        if c.fetched_by or c.zone not in ZONE_LABELS:
            return False
        key = (c.zone, c.name)
        if key not in asked:
            try:
                alone = solve_turn(given, (c.name,), find=find, explain=False,
                                   time_limit=max(0.05, min(deadline - time.monotonic(), 5.0)))
            except (BoardError, ValueError):
                asked[key] = False
            else:
                asked[key] = not alone.possible and alone.proven and not alone.timed_out
        return asked[key]

    return never


def _read(s: _Solved, analysis: Analysis, gross: int | None = None, never=None) -> TurnPlan:
    """The turn from a solution: ``pay``'s plan (:func:`~manaplan.solver.pay.plan.read_plan`) cut at each cast, each
    cast's steps just before it (:func:`_regroup`), the land play first (or right after the spell that found it).
    ``analysis``: the board as asked about; ``gross``: a sound bound on all the mana of the turn over every land play
    (:attr:`_Tried.gross`), for what the model leaves out of spells no plan can cast (:func:`~.unproven.
    entering_left_out`)."""
    tb, pm, values = s.tb, s.pm, s.result.values
    by_key = tb.by_key
    parts = _read_in_end_order(tb, pm, values)
    steps, found_tapped = _name_fetched(list(parts.steps), analysis.board, tb)
    end_life: dict[str, int] = {}
    end_order = _after_targets(_end_order(steps, parts.end_paid, _read_last(tb),
                                          {st.step for st in steps if st.permanent in by_key}), parts.end_paid, tb)
    for i, (owner, paying, paid_by, life) in enumerate(parts.end_paid[j] for j in end_order):  # after the rest
        steps.append(PlanStep(_END + i, owner, by_key[owner].name, "activate", paid_by=paid_by, paying=paying))
        end_life[owner] = life
    cast_at = {st.step: st.permanent for st in steps if st.permanent in by_key}
    counting = _counting(tb)
    barriers = {n: _changed_ids(tb.affects.get(key)) for n, key in cast_at.items() if key in tb.last_only}
    barriers.update((n, counting[key]) for n, key in cast_at.items() if key in counting)
    conditioned = frozenset(pid for c in tb.conditioned for pid in tb.pb.groups[tb.pb.uses[c.use].group].ids)
    ordered = _cracks_before_landfall(_regroup(steps, cast_at, barriers, conditioned), tb)
    # copies of one card numbered in the order they are cast: "cast Dark Ritual (2) … (with Dark Ritual's mana)"
    cast_rank = {cast_at[st.step]: i for i, st in enumerate(ordered) if st.step in cast_at}
    names = _display(sorted(tb.copies, key=lambda c: cast_rank.get(c.key, len(cast_rank))))
    turn_steps, cast_names = _turn_steps(s, ordered, cast_at, end_life)
    cast_keys = {k for k in cast_at.values()}
    card_names = _card_names(tb.copies)
    cast_alts = {by_key[k].alt for k in cast_keys}
    cand_alts = list(dict.fromkeys(c.alt for c in tb.copies if c.candidate))
    not_cast = tuple(card_names[a] for a in cand_alts if a not in cast_alts)
    life_lost = parts.life_lost + sum(end_life.values()) + (tb.played.entry.life if tb.played is not None else 0) \
        + (tb.plays.life if tb.plays is not None else 0) + sum(
            ts.life for ts in turn_steps if ts.action == "play" and tb.via is not None and ts.permanent == tb.via[1])
    plan = TurnPlan(
        possible=not not_cast, cast=tuple(cast_names), steps=tuple(turn_steps), tapped=parts.tapped + found_tapped,
        sacrificed=parts.sacrificed, life_lost=life_lost, mana_left=parts.mana_left, kept=parts.kept,
        reason=None, proven=s.result.status == "optimal" and bool(s.certified),
        candidates=tuple(card_names[a] for a in cand_alts), not_cast=not_cast, keep=pm.spec.keep,
        notes=_cast_notes(tb, cast_keys, analysis.read) + tuple(
            n for n in (play_note(tb.played) if tb.played is not None else None,) if n) + tuple(
            n for w, key in (zip(tb.plays.ways, tb.plays.after) if tb.plays is not None else ())
            if not _put_by_trigger(tb, key) for n in (play_note(w),) if n) + _put_notes(tb) + _leaving_notes(s, names, cast_rank),
        left_out=_left_out_said(tb, tb.pb.unsupported),
        life_after=analysis.board.life - life_lost,
        objectives=tuple((lv.name, v) for lv, v in zip(s.levels, s.result.level_values)), exiled=parts.exiled,
        names=tuple(names.items()),
        in_hand=tuple((pid, g.permanent.card.name) for g in tb.pb.groups if g.permanent.zone == "hand"
                      for pid in g.ids),
        land_plays_left=_plays_left(analysis, tb, turn_steps, cast_keys),
    )
    plan = with_ids(plan, version_ids(tb.copies, cast_keys))  # Chrome Mox#1, whichever version is cast
    used = {i for st in ordered for i in ((st.permanent,) if st.step not in cast_at else ()) + (
        *st.sacrifices, *st.exiles, *st.taps, *st.returns) if i}  # what a step acts on, but a spell cast
    untargeted, removed = targets_unchecked(analysis, tb.copies, turn_steps, used | set(parts.tapped),
                                            set(parts.sacrificed) | set(parts.exiled))
    plan = replace(plan, notes=plan.notes + waiting_notes(tb.copies, cast_keys), removed=removed)
    if untargeted:
        plan = replace(plan, proven=False, untargeted=untargeted)
    left = entering_left_out(tb, cast_keys, not not_cast, pm.kept is not None, gross, never)
    return replace(plan, proven=False, notes=plan.notes + left) if left else plan


def _leaving_notes(s: _Solved, names: dict[str, str], rank: dict[str, int]) -> tuple[str, ...]:
    """For each spell cast by a version whose own reduction counts permanents that may leave this turn (Myr
    Enforcer's affinity counting a Chromatic Star: :attr:`~.cards.Copy.leaving_counts`), how it is cast: it counts
    them as its total cost is determined (CR 702.41a, 601.2f), so they are sacrificed only after that — while it is
    paid (CR 601.2g) or later. ``names``: the copies' names in the plan ("Myr Enforcer (2)"), ``rank``: their order
    there."""
    tb, pm, values = s.tb, s.pm, s.result.values
    out = []
    for key in sorted(tb.leaving, key=lambda k: rank.get(k, len(rank))):
        c = tb.by_key[key]
        for (ui, _), k, (_, cost) in zip(tb.versions[key], c.leaving_counts, c.costs):
            if k and any(values[pm.x[ui, t]] for t in pm.times if (ui, t) in pm.x):
                which = " and ".join(c.leaving) if k == len(c.leaving) else f"{k} of {', '.join(c.leaving)}"
                out.append(f"{names.get(key, c.name)}'s own reduction counts {which} too, on the battlefield as its cost is "
                           f"determined (CR 702.41a, 601.2f): {cost.text}; cast it before sacrificing "
                           f"{'it' if k == 1 else 'them'} for mana (while paying for it is soon enough, CR 601.2g)")
    return tuple(out)


def _counting(tb: TurnBoard) -> dict[str, frozenset[str]]:
    """Each copy a permanent's mana counts (Gaea's Cradle's creatures: :mod:`.counted`), with the ids of the
    permanents that count it: their steps stay on the side of its cast the model put them (the count differs)."""
    out: dict[str, set[str]] = {}
    for ui, (ci, _) in tb.count_uses.items():
        for key in tb.counted[ci].keys:
            out.setdefault(key, set()).update(tb.pb.groups[tb.pb.uses[ui].group].ids)
    return {k: frozenset(v) for k, v in out.items()}


def _plays_left(analysis: Analysis, tb: TurnBoard, steps: list[TurnStep], cast_keys: set[str]) -> int | None:
    """The land plays left after the plan (CR 305.2: those the board allows and those of the permanents cast that
    give more, less the lands played), where more than one is possible; None otherwise."""
    grants = {c.key: n for c, n, _ in granting(tb.copies) if n}
    if board_rules(analysis).land_plays <= 1 and not grants:
        return None
    # a land Growth Spiral puts onto the battlefield is no land play (CR 305.4), and its put is gone once it resolved
    puts = {c.key for c in tb.copies if c.key in grants and (c.enters is None and spell_puts_lands(c.spell) or (
        c.enters is not None and enters_puts(c.enters.card) is not None))}
    put = sum(1 for key in (tb.plays.after if tb.plays is not None else ()) if key in puts)
    total = plays_allowed(analysis) + sum(n for key, n in grants.items() if key in cast_keys and key not in puts)
    return max(0, total - (sum(1 for s in steps if s.action == "play") - put))


def _put_by_trigger(tb: TurnBoard, key: str | None) -> bool:
    """Whether a land of :attr:`~.model.TurnBoard.plays` with that key was put by a permanent's enters trigger
    (Arboreal Grazer), said by :func:`_put_notes`."""
    c = tb.by_key.get(key) if key is not None else None
    return c is not None and c.enters is not None and enters_puts(c.enters.card) is not None


def _put_notes(tb: TurnBoard) -> tuple[str, ...]:
    """What the lands a spell or an enters trigger put onto the battlefield from your hand (Growth Spiral, Arboreal
    Grazer) were, said: shown as played right after it, they are no land play (CR 305.4, 701.14a)."""
    if tb.plays is None:
        return ()
    out = []
    for w, key in zip(tb.plays.ways, tb.plays.after):
        c = tb.by_key.get(key) if key is not None else None
        if c is not None and c.enters is None and spell_puts_lands(c.spell):
            out.append(f"{c.name} puts {w.card.name} onto the battlefield from your hand as it resolves (shown as "
                       f"played right after it; it is not a land play, CR 305.4)")
        elif _put_by_trigger(tb, key):
            out.append(f"{c.name}'s enters trigger puts {w.card.name} onto the battlefield from your hand: "
                       f"{w.entry.why} (shown as played right after it; it is not a land play, CR 305.4)")
    return tuple(out)


def _read_last(tb: TurnBoard) -> set[str]:
    """The terminal casts read last, in the model's order (:func:`~.model.end_costs`): those cast last, and those
    that discard cards (after the spells that draw them)."""
    return tb.last_only | {c.key for c in tb.copies if c.discards}


def _read_in_end_order(tb: TurnBoard, pm, values) -> PlanParts:
    """``pay``'s reading of the solution, read again with the terminal casts in the order they read best
    (:func:`_end_order`) when there are more than two."""
    parts = read_plan(pm, values)
    end_sinks = list(getattr(pm, "end_sinks", ()))
    if len(parts.end_paid) > 2:
        order = _end_order(list(parts.steps), parts.end_paid, _read_last(tb),
                           {st.step for st in parts.steps if st.permanent in tb.by_key})
        keys = [parts.end_paid[j][0] for j in order]
        pm.end_sinks = sorted(end_sinks, key=lambda e: keys.index(e[2]) if e[2] in keys else len(keys))
        try:
            parts = read_plan(pm, values)
        finally:
            pm.end_sinks = end_sinks
    return parts


def _turn_steps(s: _Solved, ordered: list[PlanStep], cast_at: dict[int, str], end_life: dict[str, int]
                ) -> tuple[list[TurnStep], list[str]]:
    """The turn's steps (the land play, then each cast with the plan steps that pay it, numbered through the turn)
    and the names of the spells cast, in order."""
    tb, pm, values = s.tb, s.pm, s.result.values
    by_key = tb.by_key
    version_cost: dict[str, ManaCost] = {}
    for key, versions in tb.versions.items():  # the cost of the version cast (after the changers before it)
        for i, (ui, _) in enumerate(versions):
            if any(values[pm.x[ui, t]] for t in pm.times if (ui, t) in pm.x):
                version_cost[key] = by_key[key].costs[i][1]
    number: dict[int, int] = {}
    for st in ordered:
        if st.step not in cast_at:
            number[st.step] = len(number) + 1
    turn_steps: list[TurnStep] = []
    if tb.played is not None:
        turn_steps.append(TurnStep(1, "play", tb.played.card.name, "hand", life=tb.played.entry.life,
                                   permanent=tb.land.id if tb.land is not None else None))
    after_cast: dict[str, list[TurnStep]] = {}  # the lands played with the play a cast gives: right after it
    for w, key, zone in zip(*((tb.plays.ways, tb.plays.after, tb.plays.zones) if tb.plays is not None else ((),) * 3)):
        step = TurnStep(0, "play", w.card.name, zone, life=w.entry.life,
                        permanent=w.permanent.id if w.permanent is not None else None)
        if key is None:
            turn_steps.append(step)
        else:
            after_cast.setdefault(key, []).append(step)
    bucket: list[PlanStep] = []
    cast_names: list[str] = []
    cast_copies = [by_key[cast_at[st.step]] for st in ordered if st.step in cast_at]
    exiled, discarded = imprinted_cards(cast_copies), discarded_lands(cast_copies, tb.pb.board.hand)
    pending_play = None  # a land found by a spell and played: right after that spell, before the next cast
    for st in ordered:
        if st.step in cast_at:
            c = by_key[cast_at[st.step]]
            if pending_play is not None:
                turn_steps.append(pending_play)
                pending_play = None
            cast_names.append(c.name)
            turn_steps.append(TurnStep(
                len(turn_steps) + 1, "cast", c.name, c.zone, cost=version_cost.get(c.key, c.cost),
                plan=tuple(bucket), permanent=c.enters.id if c.enters is not None else None,
                adds=st.adds, paying=st.paying, helper=not c.candidate,
                life=end_life.get(c.key, sum(p.life for p in st.paying)), key=c.key, sacrifices=st.sacrifices, discards=c.discards,
                found_by=by_key[c.fetched_by].name if c.fetched_by in by_key else None, imprinted=exiled.get(c.key),
                discarded=discarded.get(c.key), chosen=c.enters.chosen if c.enters is not None else None,
                finds=tuple(tb.pb.groups[gi].ids[0] for gi, var in getattr(pm, "found_flags", {}).items()
                            if tb.entering.get(gi) == c.key and values[var])))
            if tb.via is not None and tb.via[0] == c.key and tb.via[1] in turn_steps[-1].finds:
                turn_steps[-1] = replace(turn_steps[-1], finds=())
                pending_play = TurnStep(0, "play", by_key[c.key].finds[0].card.name, "hand", permanent=tb.via[1],
                                        life=tb.via_life)
            turn_steps += after_cast.pop(c.key, [])
            bucket = []
        else:
            bucket.append(replace(st, step=number[st.step],
                                  paid_by=tuple(number[n] for n in st.paid_by if n in number)))
    if pending_play is not None:
        turn_steps.append(pending_play)
    taken = _taken_into_hand(tb, ordered, cast_copies)
    turn_steps = [replace(t, step=i + 1, takes=taken.get(t.key, ()) if t.action == "cast" else ())
                  for i, t in enumerate(turn_steps)]
    if bucket and turn_steps:  # mana made after the last cast (left in the pool): with the last step
        last = turn_steps[-1]
        turn_steps[-1] = replace(last, plan=last.plan + tuple(bucket))
    return turn_steps, cast_names


def _taken_into_hand(tb: TurnBoard, ordered: list[PlanStep], cast_copies: list[Copy]) -> dict[str, tuple[str, ...]]:
    """By the key of each spell cast that put cards into your hand, the names of those the turn uses (:attr:`TurnStep.
    takes`): the copies it found that are cast (:attr:`~.cards.Copy.fetched_by`) and the Spirit Guides it found that
    are exiled for mana (:attr:`TurnBoard.guides`, by the ids their groups have): those cast in the order cast, then
    the Spirit Guides in the order exiled."""
    guide_at = {tb.pb.groups[gi].ids[0]: c for gi, c in tb.guides.items()}
    exiled = [guide_at[st.permanent] for st in ordered if st.permanent in guide_at]
    out: dict[str, list[str]] = {}
    for c in (c for c in (*cast_copies, *exiled) if c.fetched_by):
        names = out.setdefault(c.fetched_by, [])
        if c.card.name not in names:
            names.append(c.card.name)
    return {key: tuple(names) for key, names in out.items()}


def _cast_notes(tb: TurnBoard, cast_keys: set[str], read) -> tuple[str, ...]:
    """The notes of the spells cast (each said once for the spells it is about: "Exsanguinate and Finale …: X is
    0"), why some are cast last (:func:`_last_notes`) and whose mana is not used (``read``: card → ParsedCard)."""
    by_key = tb.by_key
    said: dict[str, list[str]] = {}
    enchanting = {key for key, _, _ in tb.aura_links}  # an Aura whose mana is modelled: said where it is used
    for c in tb.copies:
        if c.key in cast_keys:
            for n in c.notes:
                if c.key in enchanting and n == AURA_NOTE:
                    continue
                n = _counted_as_cast(c, n)
                who = said.setdefault(n, [])
                if c.name not in n and c.name not in who:
                    who.append(c.name)
    notes = [n if not who else f"{who[0] if len(who) == 1 else ', '.join(who[:-1]) + ' and ' + who[-1]}: {n}"
             for n, who in said.items()]
    notes += _last_notes([by_key[key] for key in sorted(tb.last_only) if key in cast_keys], tb.affects, read)
    for key in sorted(tb.unused):
        if key in cast_keys:
            notes.append(f"{by_key[key].name}'s mana depends on other permanents cast this turn: it is not used "
                         f"this turn")
    return tuple(notes)


def _counted_as_cast(c: Copy, note: str) -> str:
    """``note``, or for the note of a spell's own reduction (affinity for artifacts, CR 702.41a: "…: 5 ({5} less)",
    counted on what is surely there all turn) when the turn may cast it at more than one cost (artifacts cast or
    sacrificed before it: :attr:`~.cards.Copy.costs`): then no count is said but that it is counted as the spell is
    cast (CR 601.2f), the cost each plan step shows.

    Examples
    --------
    >>> from types import SimpleNamespace
    >>> from manaplan.models.ability import PermanentFilter
    >>> from manaplan.models.effects.casting import OwnReduction
    >>> own = OwnReduction(1, PermanentFilter(frozenset({"Artifact"}), text="artifact"))
    >>> c = SimpleNamespace(spell=SimpleNamespace(reductions=(own,)), costs=((frozenset(), None), (frozenset(), None)))
    >>> _counted_as_cast(c, f"{own.describe()}: 5 ({{5}} less)")  # doctest: +NORMALIZE_WHITESPACE
    'this spell costs {1} less to cast for each artifact you control: counted as each is cast
     (the cost each step shows)'
    """
    if len(c.costs) < 2:
        return note
    for own in c.spell.reductions:
        head = own.describe()
        if note.startswith(f"{head}: ") and note.endswith(" less)"):
            return f"{head}: counted as each is cast (the cost each step shows)"
    return note


def _changed_ids(affects: tuple[str, ...] | None) -> frozenset[str] | None:
    """The ids of permanents whose mana a spell cast last changes; None when it changes the rules ('how mana may be
    spent', 'what can be cast') or it is not known what it changes: every step is then made before it."""
    if not affects or any("#" not in a for a in affects):
        return None
    return frozenset(affects)


def _last_notes(copies: list[Copy], affects: dict[str, tuple[str, ...]], read) -> list[str]:
    """Why spells that change other permanents' mana (or the rules) are cast last, as a player says it, one note for
    the spells that change the same things: "Blood Moon changes the mana of Volcanic Island#1 once it enters: it is
    cast last, after all the mana used is made, so that change is not counted";
    "its own mana is not used" only for permanents with mana abilities (``read``: card → ParsedCard)."""
    groups: dict[tuple, list[str]] = {}
    for c in copies:
        own = c.enters is not None and bool(read(c.enters.card).mana_abilities)
        groups.setdefault((affects.get(c.key, ()), own), []).append(c.name)
    out = []
    for (changed, own), names in groups.items():
        ids = [a for a in changed if "#" in a]
        words = [a for a in changed if "#" not in a]
        what = ", ".join(([f"the mana of {', '.join(ids)}"] if ids else []) + words) or "other permanents' mana"
        who = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        one = len(names) == 1
        note = (f"{who} {'changes' if one else 'change'} {what} once {'it enters' if one else 'they enter'}: "
                f"{'it is' if one else 'they are'} cast last, after all the mana used is made, so that change is not "
                f"counted")
        if own:
            note += ", and " + ("its own mana is not used" if one else "their own mana is not used")
        out.append(note)
    return out


# ---------------------------------------------------------------------------------------------------- the answer
def solve_turn(board: Board | Analysis, cards: tuple[str, ...] | None = None, *, most: bool = False,
               keep: ManaCost | str | None = None, time_limit: float = 10.0, find=None,
               explain: bool = True) -> TurnPlan:
    """Can these cards all be cast this turn, in which order and how (see the module notes)? A plan that casts a
    spell with no target shown to be there as it is cast (its target could only come from a token or a
    planeswalker's ability the turn does not model, CR 601.2c: :func:`~.targets.targets_unchecked`) may not be
    legal: the turn is solved again without that spell (:data:`~.targets.TARGET_UNSHOWN`), within the same time
    limit, and that answer, not proven, is given.

    Parameters
    ----------
    board : Board or Analysis
        The board, analysed (a Board is analysed in a session of its own): every board state the turn looks at (a
        land played, the permanents that enter) is analysed once, in its session.
    cards : tuple of str, optional
        The candidates by name, from any zone the board gives (hand, library top, graveyard, command zone); a name
        twice is two copies. None: every nonland card in hand.
    most : bool
        Cast as many candidates as possible, then the greatest total mana value.
    keep : ManaCost or str, optional
        A cost to keep payable at the end (plans that leave it payable come first).
    time_limit : float
        Seconds for the whole answer (within a command's deadline when one is set).
    find : callable, optional
        Name → Card (a database's ``get``), for "did you mean" on an unknown name.
    explain : bool
        Work out why the candidates can't all be cast, where they can't (the default). False: the plan's ``reason``
        only says that they can't (:data:`UNEXPLAINED`); a search over many turns, which reads no one turn's reason,
        skips the payment or the ``--most`` turn that the reason is worked out from. Nothing else of the plan
        changes: whether it is possible, proven, its notes.

    Returns
    -------
    TurnPlan

    Raises
    ------
    BoardError
        A named card in none of the board's zones, or a land.
    UnknownCardError
        A name no card has (with ``find``).
    CostSyntaxError
        ``keep`` does not parse.

    References
    ----------
    CR 106.6 (spending restrictions), 116.2a and 305.2 (the land play), 302.6 (summoning sickness), 500.4 (mana
    empties between steps and phases, not between spells), 601.2f (cost changes), 605.5b (a ritual is no mana
    ability), 903.8 (commander tax).
    """
    end = time.monotonic() + remaining(time_limit)
    refused: frozenset[str] = frozenset()
    while True:
        plan = _solve_turn(board, cards, most=most, keep=keep, time_limit=max(0.001, end - time.monotonic()),
                           find=find, refused=refused, explain=explain)
        if not plan.untargeted or set(plan.untargeted) <= refused:
            break
        refused |= frozenset(plan.untargeted)
    if refused and not plan.proven:
        plan = _walker_target_bounded(board, cards, most, keep, end, find, refused, explain) or plan
    return plan


def _walker_target_bounded(board: Board | Analysis, cards: tuple[str, ...] | None, most: bool,
                           keep: ManaCost | str | None, end: float, find, refused: frozenset[str],
                           explain: bool = True) -> TurnPlan | None:
    """The turn without the spells of ``refused``, proven, where the one thing that could give them a target is a
    planeswalker's loyalty ability creating a token and the turn bounding every plan that so casts them
    (:func:`~.walker_target_bound.walker_token_board`) does worse than it: on the candidates cast, then their mana
    value (``most``), or casting not all of them. A planeswalker in your hand must be cast before its token is made:
    where that turn cannot cast both it and the one spell (Liliana, Dreadhorde General's {4}{B}{B} and Murder's
    {1}{B}{B} on five Swamps), no plan so casts the spell at all. None where that is not shown."""
    analysis = analysed(board)
    if find is None:
        find = default_database().get
    copies = _turn_copies(analysis, cards, find, most, frozenset())[2]
    found = walker_token_board(analysis, copies, refused)
    if found is None:
        return None
    bound_board, walker = found
    bounding = analysis.of(bound_board)
    spells = list(dict.fromkeys(c.name for c in copies if c.key in refused))
    in_hand = not any(p.is_yours and p.name == walker for p in analysis.board.permanents)
    never_both = False  # no plan casts both the planeswalker in hand and the spell: none so casts the spell at all
    if in_hand and len(spells) == 1:
        both = _solve_turn(bounding, (walker, spells[0]), most=False, keep=None, find=find, refused=frozenset(),
                           explain=False,
                           time_limit=max(0.001, end - time.monotonic()))
        never_both = both.proven and not both.possible and not both.untargeted
    bound = None if never_both else _solve_turn(bounding, cards, most=most, keep=keep, find=find, refused=frozenset(),
                                                explain=False,
                                                time_limit=max(0.001, end - time.monotonic()))
    if bound is not None and (not bound.proven or bound.untargeted):
        return None
    plan = _solve_turn(analysis, cards, most=most, keep=keep, time_limit=max(0.001, end - time.monotonic()),
                       find=find, refused=refused, bounded=walker, explain=explain)
    if not plan.proven or plan.untargeted:
        return None
    if never_both:
        return plan
    top = ("candidates cast", "mana value cast")
    worse = not bound.possible if not most else \
        tuple(dict(bound.objectives).get(k, 0) for k in top) < tuple(dict(plan.objectives).get(k, 0) for k in top)
    return plan if worse else None


def _turn_copies(analysis: Analysis, cards: tuple[str, ...] | None, find, most: bool, refused: frozenset[str],
                 bounded: str | None = None) -> tuple[list, Any, list[Copy]]:
    """The candidates (zone, card), the whole-card reader and the copies of the turn, each with what it must target
    (:func:`~.targets.with_target_needs`; ``refused`` and ``bounded`` as there)."""
    candidates = pick_candidates(analysis.board, cards, find, analysis.read)
    whole = _whole_card(find)
    copies = with_target_needs(analysis, read_copies(analysis, candidates, whole=whole,
                                                     landfall=bool(landfall_sources(analysis))), refused, bounded)
    if most and cards is None:  # the hand's spells castable now: Counterspell has no target (CR 601.2c)
        copies = without_stack_targets(copies)
    return candidates, whole, copies


def _solve_turn(board: Board | Analysis, cards: tuple[str, ...] | None, *, most: bool, keep: ManaCost | str | None,
                time_limit: float, find, refused: frozenset[str], bounded: str | None = None,
                explain: bool = True) -> TurnPlan:
    """:func:`solve_turn`, with the copies of ``refused`` left out (:data:`~.targets.TARGET_UNSHOWN`, or
    :data:`~.targets.TARGET_BOUNDED` where ``bounded`` names the planeswalker that shows it)."""
    analysis = analysed(board)
    board = analysis.board
    deadline = time.monotonic() + remaining(time_limit)
    keep_cost = ManaCost.parse(keep) if isinstance(keep, str) else keep
    if find is None:
        find = default_database().get
    candidates, whole, copies = _turn_copies(analysis, cards, find, most, refused, bounded)
    names = _card_names(copies)
    base = _unnumbered(copies)
    blocked = [c for c in copies if c.candidate and all(o.why_not is not None for o in copies if o.alt == c.alt)]
    blocked = list({c.alt: c for c in reversed(blocked)}.values())[::-1]  # one per card
    if blocked and not most:
        c = blocked[0]
        return TurnPlan(False, reason=f"{names[c.alt]}: {c.why_not}", candidates=tuple(dict.fromkeys(
                        names[o.alt] for o in copies if o.candidate)), keep=keep_cost,
                        not_cast=tuple(names[b.alt] for b in blocked), life_after=board.life,
                        kept=None if keep_cost is None else False, proven=not _unread(c))
    names_cast = tuple(dict.fromkeys(names[o.alt] for o in copies if o.candidate))
    limits = _limits(board)
    usable, dropped, entered_notes = _usable(analysis, copies, limits)
    head = (hand_mana_notes(board, analysis.read) if cards is None else ()) + entered_notes \
        + _found_tapped_notes(analysis, usable) + stack_mana_unused(analysis, usable) + graveyard_unread(analysis, usable) \
        + lands_sacrificing_unplayed(analysis, whole)
    fodder_said = token_fodder_unused(analysis, usable)
    rituals = rituals_unread(analysis, list(candidates) + [("hand", c) for c in board.hand if c not in
                                                           {card for _, card in candidates}])
    before = head + fodder_said + rituals
    tokens = token_mana_unused(analysis, usable)  # a Treasure a trigger makes: moot where a Spirit Guide is
    given = analysis  # the board as given (the model's may hold the Treasures landfall triggers make)
    made = landfall_treasures(analysis, usable, keep_cost is not None)
    if made is not None:  # Tireless Provisioner's Treasures, each once its fetchland was cracked: modelled exactly
        analysis = analysis.of(replace(board, permanents=board.permanents + made.treasures))
        board = analysis.board
        limits = replace(limits, after_crack=made.after_crack)
        tokens = tuple(n for n in tokens if not n.startswith(tuple(f"not proven: {w}'s trigger creates"
                                                                   for w in made.sources)))
    moot = hellbent_finds_moot(analysis, usable, keep_cost is not None)
    blocked += dropped
    limits, alone, tried = _with_walkers_or_without(analysis, usable, blocked, limits, keep_cost, most, deadline,
                                                    whole)
    tried = _to_hand_bounded(analysis, usable, blocked, limits, keep_cost, most, deadline, whole, tried)
    tried, tokens, spawned = _spawns_modelled(analysis, usable, limits, keep_cost, most, deadline, whole, tried, tokens)
    never_made = never_cast_names(analysis, usable, tried.gross)  # a maker no plan can cast: its tokens moot
    storm_moot = _storm_moot(analysis, usable, limits, keep_cost, most, deadline, whole, tried, fodder_said)
    if never_made or storm_moot:
        before = head + token_fodder_unused(analysis, usable, never=never_made, storm=not storm_moot) + rituals
    # Snap's untap: modelled (.untap_spells), or named unless its relaxation is no better (below); not that of a card
    # no plan casts, nor of the one candidate where no plan casts it (its untaps come after its cast)
    never = _cast_alone_never(given, find, deadline) if cards is None or len(set(cards)) > 1 else None
    by_key = {c.key: c for c in usable}
    if tried.untaps_missed:  # an untapper no plan casts untaps nothing (a planeswalker there is no cast: kept)
        tried = replace(tried, untaps_missed=tuple(k for k in tried.untaps_missed if k not in by_key or not never_cast(
            by_key[k], tried.gross) and not (never is not None and never(by_key[k]))))
    # the one card asked about: what it gives comes after its cast, when nothing more is asked but a kept cost
    sole = {c.key for c in usable if c.candidate} if len({c.alt for c in usable if c.candidate}) == 1 else set()
    after_all = sole if keep_cost is None else set()
    moot_untaps = set(untaps_modelled(analysis, usable)) | after_all | (set() if tried.best.result.found else sole)
    untaps = untaps_unread(usable, tried.gross, moot_untaps, never=never)
    before += untaps
    # an Aura's mana, a land found in a library not listed or put from its top: after the cast, not counted; not an
    # Aura whose mana the models count (.auras)
    modelled = set() if tried.best.tb.auras_missed else set(auras_modelled(analysis, usable))
    entering = entering_mana_unread(usable, tried.gross, never, after_all | modelled)
    before += entering
    # what spells put into your hand, read as it is: only where it is asked (a plan found reads it against that
    # plan: _gains_said)
    gained: tuple[str, ...] | None = None
    if tokens and alone is None and not any(n.startswith("not proven") for n in before):
        gained = hand_gains_unused(analysis, usable, hellbent_moot=moot)
        if not any(n.startswith("not proven") for n in gained) and sources_never_cast(analysis, usable, tried.gross):
            tokens = ()  # every trigger's permanent is to be cast, none can be without its tokens: none made
    best = tried.best
    # (a turn asked about one card asks no other: the card alone is what the check would ask: ``never`` above)
    if not best.result.found:
        if gained is None:
            gained = hand_gains_unused(analysis, usable, hellbent_moot=moot)
        entered_notes = before + tokens + spawned + gained + returned_lands_unplayed(analysis, usable, 0)
        reason = _why_not(given, cards, usable, keep_cost, deadline, best, find, base) if explain else \
            _unexplained(best)
        plan = _left_out_unproven(TurnPlan(
            False, reason=reason, candidates=names_cast, keep=keep_cost, most=most, not_cast=names_cast,
            proven=tried.all_proven and not tried.cut_short and not _unproven_notes(entered_notes) and not tried.missed,
            timed_out=best.result.status == "unknown", life_after=board.life,
            kept=None if keep_cost is None else False,
            left_out=_left_out_said(best.tb, best.tb.pb.unsupported),
            notes=entered_notes + _limit_notes(limits, TurnPlan(False)) + _missed_notes(tried)
            + entering_left_out(best.tb, set(), False, keep_cost is not None, tried.gross, never)), best.tb)
        if any(n.startswith("not proven") for n in plan.notes):
            plan = replace(plan, proven=False)
        return plan
    plan = replace(_read(best, analysis, tried.gross, never), most=most)
    if spawned:
        plan = _spawns_sacrificed(plan, analysis)
    settled = _settled(plan, blocked, usable)
    never_there = _never_entering(best.tb, tried.gross, never, plan)
    plan = replace(plan, left_out=_left_out_said(best.tb, tuple(
        (who, text) for who, text in best.tb.pb.unsupported if who not in never_there)))
    moot_ids = (_helpers(best.tb) if settled else frozenset()) | never_there
    held = _held_back_moot(analysis, usable, limits, keep_cost, most, deadline, whole, tried, moot_ids, before)
    moot_ids |= held
    plan = _left_out_unproven(plan, best.tb, moot_ids)
    gains = _gains_reading(analysis, plan, best.tb, settled, moot, None if alone else tried)
    said = _gains_said(analysis, candidates, usable, blocked, limits, keep_cost, most, deadline, whole, best, gains)
    if not settled:  # a land played again is a helper: no settled plan is bettered by it
        said += returned_lands_unplayed(analysis, usable, sum(1 for s in plan.steps if s.action == "play"))
    # no other relaxation proved the plan (a plan better with both would be missed): asked only with untaps or mana
    # once resolved named
    relaxed_elsewhere = (untaps or entering) and bool(held or storm_moot or spawned or made is not None or any(
        c.to_hand for c in usable) or said != hand_gains_unused(analysis, usable, **gains))
    if untaps and not relaxed_elsewhere and _untaps_moot(analysis, usable, limits, keep_cost, most, deadline, whole,
                                                         tried, plan, before + tokens + said, untaps, settled):
        before = tuple(n for n in before if n not in untaps)
    if entering and not relaxed_elsewhere and _entering_moot(analysis, usable, limits, keep_cost, most, deadline,
                                                             whole, tried, plan, before + tokens + said, entering):
        before = tuple(n for n in before if n not in entering)
    entered_notes = _landfall_bounded(analysis, usable, limits, keep_cost, most, deadline, whole, tried, plan,
                                      before + (() if _treasures_moot(analysis, plan, settled) else tokens) + spawned
                                      + (made.notes(plan.sacrificed) if made is not None else ()) + said)
    plan = _with_notes(plan, analysis, tried, limits, usable, blocked, names, names_cast, base, entered_notes)
    return with_keeping(plan, lambda: solve_turn(given, cards, most=most, keep=None, find=find, explain=explain,
                                                 time_limit=max(0.1, deadline - time.monotonic())))


#: The CP-SAT deterministic time each solve of :func:`_untaps_moot`'s relaxation may take (the same on every
#: machine): it may only prove a plan, and where its free mana makes the turn hard (Frantic Search beside
#: Underworld Breach, benchmarks/realistic.py seed 3: the whole time limit) it stops and the untapper stays named.
_UNTAP_WORK = 0.05
#: The same for the relaxation in which a land put from the library's top is chosen among ``library:``'s
#: (:func:`~.entering_bound.top_puts_as_finds`): its lands' own costs (Castle Garenbrig's {2}{G}{G}) make the
#: model deeper; at 0.05 two Mono-Green Devotion boards of benchmarks/realistic.py seed 1 stay unproven, at 0.2
#: both are proven in 0.4–0.7 s.
_TOP_WORK = 0.2


def _untaps_moot(analysis: Analysis, usable: list[Copy], limits: _Limits, keep_cost: ManaCost | None, most: bool,
                 deadline: float, whole, tried: _Tried, plan: TurnPlan, notes: tuple[str, ...],
                 untaps: tuple[str, ...], settled: bool) -> bool:
    """Whether the permanents the cards the turn may cast untap (``untaps``: :func:`~.unproven.untaps_unread`'s
    notes, Snap's "Untap up to two lands.", Ghostly Flicker's return) can better no plan: :func:`_relaxed_no_better`
    with the mana their untaps may free (:func:`~.untap_bound.untap_relaxation`; ``settled``: :func:`_settled`)."""
    return _relaxed_no_better(analysis, usable, limits, keep_cost, most, deadline, whole, tried, plan, notes, untaps,
                              lambda: untap_relaxation(analysis, usable, keep_cost is not None, settled))


def _entering_moot(analysis: Analysis, usable: list[Copy], limits: _Limits, keep_cost: ManaCost | None, most: bool,
                   deadline: float, whole, tried: _Tried, plan: TurnPlan, notes: tuple[str, ...],
                   entering: tuple[str, ...]) -> bool:
    """Whether the mana cards the turn may cast give once they resolved that the turn does not count (``entering``:
    :func:`~.unproven.entering_mana_unread`'s notes: an Aura's, a land from the library's top) can better no plan:
    :func:`_relaxed_no_better` with that mana free (:func:`~.entering_bound.entering_relaxation`)."""
    untaps = untaps_modelled(analysis, usable)
    walkers = untaps_on_battlefield(analysis) if limits.walkers else {}  # those the relaxed turn models too
    found = None if keep_cost is not None else top_puts_as_finds(  # Cavalier of Thorns' land
        analysis, usable, {**walkers, **untaps})

    def relaxation():
        modelled = frozenset() if tried.best.tb.auras_missed else frozenset(auras_modelled(analysis, usable))
        return entering_relaxation(analysis, usable, keep_cost is not None, untaps, modelled, tops=found is None)

    return _relaxed_no_better(analysis, usable, limits, keep_cost, most, deadline, whole, tried, plan, notes,
                              entering, relaxation, found, work=_TOP_WORK if found is not None else _UNTAP_WORK)


def _relaxed_no_better(analysis: Analysis, usable: list[Copy], limits: _Limits, keep_cost: ManaCost | None,
                       most: bool, deadline: float, whole, tried: _Tried, plan: TurnPlan, notes: tuple[str, ...],
                       own: tuple[str, ...], relaxation, wider_copies: list[Copy] | None = None,
                       work: float = _UNTAP_WORK) -> bool:
    """Whether the turn solved again relaxed (``relaxation`` → a :class:`~.landfall_puts.LandfallRelaxation` that
    makes every real plan one of its plans, valued no better, or None) is, exactly, no better on :data:`_COMPARED`
    than the plan found: then what the notes ``own`` name can better no plan. Only where that plan is otherwise
    proven — its other notes (``notes``) none that says "not proven", nothing left out, every land play solved — and
    no other relaxation proved it (a plan better with both would be missed: the caller checks). Each solve bounded
    by ``work`` (CP-SAT's deterministic time). ``wider_copies``: the copies the relaxed turn may cast, where they differ
    from ``usable`` (:func:`~.entering_bound.top_puts_as_finds`)."""
    if not tried.exact or plan.left_out or any(n.startswith("not proven") for n in notes if n not in own):
        return False
    relaxed = relaxation()
    if relaxed is None and wider_copies is None:
        return False
    with bounded(work):
        wider = _try_land_plays(analysis, wider_copies or usable, limits, keep_cost, most, deadline, whole,
                                relaxed=relaxed)
    return wider.exact and not wider.best.tb.pb.unproven and _no_better_than(wider.best, tried.best)


def _treasures_moot(analysis: Analysis, plan: TurnPlan, settled: bool) -> bool:
    """Whether no mana token a trigger may create this turn (:func:`~.unproven.token_mana_unused`) can better the
    plan: it casts every candidate with no helper (``settled``), loses no life, and sacrifices tokens only. A
    Treasure used is a permanent sacrificed: in place of a tap it is worse on the levels of :func:`~.model.
    turn_levels` (the sacrificed before the tapped), in place of a token sacrificed it is no better."""
    if not settled:
        return False
    tokens = {p.id for p in analysis.board.permanents if p.is_token}
    return not dict(plan.objectives).get("life lost", 0) and all(pid in tokens for pid in plan.sacrificed)


def _gains_reading(analysis: Analysis, plan: TurnPlan, tb: TurnBoard, settled: bool, moot: bool,
                   tried: _Tried | None = None) -> dict:
    """How :func:`~.unproven.hand_gains_unused` reads what spells put into your hand after the plan found: settled
    (:func:`_settled`: such a card, cast, would be a helper; and where the plan plays no land, ``plays_moot``: a land
    played is a helper too, :func:`_score`), with no mana at all (:func:`_no_mana`: nothing that
    costs mana can be cast, whatever comes into your hand), or as it is; ``moot``: what a hellbent search finds
    (:func:`~.unproven.hellbent_finds_moot`); ``tried``: the land plays of the whole model (None: not known), whose
    sound bound on all the turn's mana over every land play (:attr:`_Tried.gross`) bounds how many copies of a card of
    your hand may be cast (:func:`~.unproven.hand_gains_unused`'s ``mana_bound``), and the same by spell less what that
    spell may find (:attr:`_Tried.gross_without`, its ``bounds_without``) what it may find and the turn leaves out."""
    gross, without = (tried.gross, tried.gross_without) if tried is not None else (None, None)
    if settled:
        paid = dict(plan.objectives)
        return {"settled": True, "guides_moot": not paid.get("life lost", 0) and not paid.get("sacrificed", 0),
                "hellbent_moot": moot, "plays_moot": tb.played is None and tb.via is None and tb.plays is None}
    if _no_mana(analysis, tb):
        return {"no_mana": True, "hellbent_moot": moot, "mana_bound": gross, "bounds_without": without}
    return {"hellbent_moot": moot, "mana_bound": gross, "bounds_without": without}


def _gains_said(analysis: Analysis, candidates: list, usable: list[Copy], blocked: list[Copy], limits: _Limits,
                keep_cost: ManaCost | None, most: bool, deadline: float, whole, best: _Solved,
                gains: dict) -> tuple[str, ...]:
    """What :func:`~.unproven.hand_gains_unused` (read as ``gains``) names that the plan found (``best``) is not
    proven the best beside by a bound: Intuition read as a tutor for any card (:func:`_bounded`), the ramp spells a
    spell puts into your hand cast with their landfall at its most (:func:`_ramp_bounded`)."""
    said = hand_gains_unused(analysis, usable, **gains)
    chosen = tuple(f"not proven: {c.name} may put " for c in usable
                   if c.spell is not None and opponent_chooses(c.spell))
    if any(n.startswith(chosen) for n in said) and _bounded(analysis, candidates, usable, blocked, limits, keep_cost,
                                                            most, deadline, whole, best, gains, chosen):
        said = tuple(n for n in said if not n.startswith(chosen))  # Intuition as a tutor betters nothing
    if said:
        said = _ramp_bounded(analysis, candidates, usable, blocked, limits, keep_cost, most, deadline, whole, best,
                             gains, said)
    return said


def _bounded(analysis: Analysis, candidates: list, usable: list[Copy], blocked: list[Copy], limits: _Limits,
             keep_cost: ManaCost | None, most: bool, deadline: float, whole, best: _Solved, gains: dict,
             chosen: tuple[str, ...]) -> bool:
    """Whether the plan found (``best``) is the best even were Intuition a tutor for any card (an opponent chooses
    which of the three cards it finds you get: :func:`~.cards.opponent_chooses`): the turn solved again with it read
    so (:func:`~.cards.fetch_reading`'s ``bound``: its lands each a land play after it resolved, its helpers cast after
    it), exactly, with nothing it may find left out (no note of :func:`~.unproven.hand_gains_unused` read as
    ``gains`` starts with ``chosen``), and no better on :data:`_COMPARED`. Every plan with the card the opponent
    chooses is a plan of that model, so none betters ``best``. The bound's copies are the cards of the usable ones,
    Intuition's reading aside: their versions (:func:`_usable`) are made again."""
    copies = read_copies(analysis, candidates, whole=whole, bound=True, landfall=bool(landfall_sources(analysis)))
    cards = {c.alt for c in usable if not c.fetched_by}  # the versions _usable makes share their card's key
    wider, _, _ = _usable(analysis, [c for c in copies if c.alt in cards or c.fetched_by], limits)
    narrower = {k: v for k, v in gains.items() if k != "mana_bound"}  # a bound of the model without Intuition's reading
    if any(n.startswith(chosen) for n in hand_gains_unused(analysis, wider, **narrower)):
        return False
    return _no_better(analysis, wider, blocked, limits, keep_cost, most, deadline, whole, best)


def _ramp_bounded(analysis: Analysis, candidates: list, usable: list[Copy], blocked: list[Copy], limits: _Limits,
                  keep_cost: ManaCost | None, most: bool, deadline: float, whole, best: _Solved, gains: dict,
                  said: tuple[str, ...]) -> tuple[str, ...]:
    """``said`` (what :func:`~.unproven.hand_gains_unused` names, read as ``gains``) without the ramp spells a spell
    puts into your hand (Seasons Past's Rampant Growth beside Lotus Cobra) where the plan found (``best``) is the
    best even were each of them cast with its landfall counted at its most: the turn solved again with them helpers
    (:func:`~.cards.read_copies` with ``ramp``) so counted (:func:`~.ramp_bound.ramp_relaxation`, which says why that
    can only over-estimate), exactly, and no better on :data:`_COMPARED`. Every plan casting them is then no better
    than ``best``. What that relaxation still leaves out stays named (``hand_gains_unused`` of its copies); ``said``
    as it is where the relaxation is not sound or betters ``best``. The copies are the usable ones' cards, their
    versions (:func:`_usable`) made again, and the cards spells put into your hand."""
    copies = read_copies(analysis, candidates, whole=whole, ramp=True)
    cards = {c.alt for c in usable if not c.fetched_by}
    wider, _, _ = _usable(analysis, [c for c in copies if c.alt in cards or c.fetched_by], limits)
    wider = ramp_relaxation(analysis, wider)
    if wider is None:
        return said
    # the mana bounds of the model without the ramp spells bound no plan casting them: not read here
    left = hand_gains_unused(analysis, wider, **{k: v for k, v in gains.items()
                                                 if k not in ("mana_bound", "bounds_without")})
    if set(said) <= set(left) or not _no_better(analysis, wider, blocked, limits, keep_cost, most, deadline, whole,
                                                best):
        return said
    return left


def _no_better(analysis: Analysis, wider: list[Copy], blocked: list[Copy], limits: _Limits,
               keep_cost: ManaCost | None, most: bool, deadline: float, whole, best: _Solved) -> bool:
    """Whether the turn solved with the copies of a relaxation (``wider``: :func:`_bounded`, :func:`_ramp_bounded`)
    is solved exactly, every land play proven, and its best plan is no better than ``best`` on :data:`_COMPARED`."""
    tried = _without_helpers(analysis, wider, blocked, limits, keep_cost, most, deadline, whole) \
        or _try_land_plays(analysis, wider, limits, keep_cost, most, deadline, whole)
    if not tried.exact:
        return False
    return _no_better_than(tried.best, best)


def _landfall_bounded(analysis: Analysis, usable: list[Copy], limits: _Limits, keep_cost: ManaCost | None, most: bool,
                      deadline: float, whole, tried: _Tried, plan: TurnPlan, notes: tuple[str, ...]) -> tuple[str, ...]:
    """``notes`` without the note that Lotus Cobra's landfall mana is not used (:func:`~.unproven.stack_mana_unused`)
    where the plan found (``tried``'s best, otherwise proven: no other note says it is not) is the best even with
    the landfalls the turn does not count, Scapeshift's and Khalni Heart Expedition's: the turn solved again with
    them read as a relaxation (:func:`~.landfall_puts.landfall_relaxation`: every real plan is one of its plans,
    valued no better), exactly, and no better on :data:`_COMPARED`. ``notes`` as they are otherwise."""
    said = tuple(f"not proven: {p.id}'s mana on an event this turn may cause ({e.trigger.lower()})"
                 for p, e in landfall_sources(analysis))
    unproven = [n for n in notes if n.startswith("not proven")]
    if not said or not unproven or not all(n.startswith(said) for n in unproven) or not plan.proven \
            or not tried.exact:
        return notes
    relaxation = landfall_relaxation(analysis, usable, land_play_moot=_done(tried.best, len(
        {c.alt for c in usable if c.candidate}), keep_cost))
    if relaxation is None:
        return notes
    wider = _try_land_plays(analysis, usable, limits, keep_cost, most, deadline, whole, relaxed=relaxation)
    if not wider.exact or not _no_better_than(wider.best, tried.best):
        return notes
    return tuple(n for n in notes if not n.startswith(said))


def _storm_moot(analysis: Analysis, usable: list[Copy], limits: _Limits, keep_cost: ManaCost | None, most: bool,
                deadline: float, whole, tried: _Tried, said: tuple[str, ...]) -> bool:
    """Whether the tokens of a storm spell's copies, which ``said`` (:func:`~.unproven.token_fodder_unused`'s notes)
    names as not counted (Empty the Warrens' Goblins beside Skirk Prospector), cannot better the plan found: the turn
    solved again with them read as a relaxation (:func:`~.token_fodder.storm_tokens`: a copy's tokens once as many
    other spells are cast as it needs, by the layer they are used in, CR 702.40a — every real plan one of its
    plans), exactly, and no better on :data:`_COMPARED` than ``tried``'s best."""
    if not tried.exact or not said or said == token_fodder_unused(analysis, usable, storm=False):
        return False  # nothing said of storm copies
    storm = storm_tokens(usable, fodder_tokens(analysis, usable))
    if not storm:
        return False
    wider = _try_land_plays(analysis, usable, limits, keep_cost, most, deadline, whole, storm=storm)
    return wider.exact and _no_better_than(wider.best, tried.best)


#: What :func:`~manaplan.solver.core.uses.held_back` says of a permanent whose effects are in force that a cost may
#: remove ("removed by Skirk Prospector#1: … (its effects are in force, and a plan that removes it after using them
#: is not looked for)"), and the turn's own for a cast's sacrifice (Natural Order's, :func:`~.model._not_sacrificed`).
_HELD_BACK = lazy_compile(r"^removed by .*\(its effects are in force\b|'s cost may sacrifice it \(its effects are in "
                          r"force all turn\b")


def _held_back_moot(analysis: Analysis, usable: list[Copy], limits: _Limits, keep_cost: ManaCost | None, most: bool,
                    deadline: float, whole, tried: _Tried, moot: frozenset[str], notes: tuple[str, ...]
                    ) -> frozenset[str]:
    """The ids of the permanents whose effects are in force that the model holds back from a cost (Goblin Warchief
    from Skirk Prospector's "Sacrifice a Goblin", :func:`~manaplan.solver.core.uses.held_back`; Kinnan, Bonder
    Prodigy from Natural Order's additional cost) where no plan that
    removes them does better: the turn solved again where those plans are plans, each removed permanent's effects and
    counts left in force (the reduction of a spell cast after Goblin Warchief left is kept: it can only
    over-count, CR 601.2f, 611.3a — every real plan one of its plans), exactly, and no better on :data:`_COMPARED`
    than ``tried``'s best. Only where nothing else the model left out (but ``moot``) nor any of the ``notes`` makes
    the answer not proven; none otherwise."""
    tb = tried.best.tb
    left = [(who, text) for who, text in tb.pb.unproven if who not in moot]
    held = frozenset(who for who, text in left if _HELD_BACK.search(text))
    if not held or len(held) != len({who for who, _ in left}) or not tried.exact or keep_cost is not None \
            or any(n.startswith("not proven") for n in notes):
        return frozenset()
    wider = _try_land_plays(analysis, usable, limits, keep_cost, most, deadline, whole, held_relaxed=True)
    if not wider.exact or wider.best.tb.pb.unproven or not _no_better_than(wider.best, tried.best):
        return frozenset()
    return held


def _no_better_than(bound: _Solved, best: _Solved) -> bool:
    """Whether ``bound``, the best plan of a relaxed turn (every real plan one of its plans, valued no better there),
    is no better than ``best`` on :data:`_COMPARED`: then no real plan is better than ``best`` either. Sound across
    the two models because :func:`_score` reads each in the same terms, and each model's levels order its plans as
    :data:`_COMPARED` does (a relaxation's charged activations weigh as what they stand for, a nontoken permanent
    more than all the tokens: :func:`~.model.turn_levels`)."""
    return _score(bound) <= _score(best)


def _spawns_modelled(analysis: Analysis, usable: list[Copy], limits: _Limits, keep_cost: ManaCost | None,
                     most: bool, deadline: float, whole, tried: _Tried, tokens: tuple[str, ...]
                     ) -> tuple[_Tried, tuple[str, ...], tuple[str, ...]]:
    """The land plays tried, the notes that mana tokens triggers create are not counted (``tokens``: :func:`~.
    unproven.token_mana_unused`) and the notes of the Spawns a plan uses, once the Eldrazi Spawns death triggers may
    make are read (:func:`~.token_bound.spawn_relaxation`: a relaxation, every real plan one of its plans valued no
    better), where ``tried`` is exact: the turn solved again with them, exactly. No better on :data:`_COMPARED`,
    ``tried`` is the best even with them (the notes go); better, its plan is the answer where it is a real plan
    (:func:`~.token_bound.spawns_realized`: its optimum, no worse than any real plan's, is one), the notes going and
    the Spawns' said. Otherwise a real plan may be found with fewer Spawns (:func:`_spawns_of_one_target`), and the
    better of it and ``tried`` proven case by case (:func:`_spawns_by_victims_no_better`); ``tried`` and ``tokens``
    as they are where nothing is proven."""
    if not tokens or not tried.exact:
        return tried, tokens, ()
    relaxation = spawn_relaxation(analysis, usable, keep_cost is not None)
    if relaxation is None:
        return tried, tokens, ()
    wider = _try_land_plays(analysis, usable, limits, keep_cost, most, deadline, whole, relaxed=relaxation)
    if not wider.exact:
        return tried, tokens, ()
    if _no_better_than(wider.best, tried.best):
        return tried, (), ()
    said = spawns_realized(analysis, usable, relaxation, _read(wider.best, analysis))
    if said is not None:
        return wider, (), said
    # another plan may be real: the Spawns of one-target spells and lone sacrifices alone
    real, said = _spawns_of_one_target(analysis, usable, limits, keep_cost, most, deadline, whole, relaxation)
    if said is None:
        return tried, tokens, ()
    if _score(real.best) == _score(wider.best):  # a real plan at the whole relaxation's optimum: the best of all
        return real, (), said
    best = real if _score(real.best) > _score(tried.best) else tried
    if _spawns_by_victims_no_better(analysis, usable, limits, keep_cost, most, deadline, whole, relaxation,
                                    best.best):
        return (real, (), said) if best is real else (tried, (), ())
    # a real plan with the Spawns, better than any without them, not proven the best: the answer, named (a plan that
    # sacrifices a token to Village Rites, or a Spawn, is no plan of that relaxation)
    return (real, tokens, said) if best is real else (tried, tokens, ())


#: The most spells whose one death is the creature they sacrifice that :func:`_spawns_by_victims_no_better` splits
#: on (two cases each).
_MAX_VICTIM_SPLITS = 3


def _spawns_by_victims_no_better(analysis: Analysis, usable: list[Copy], limits: _Limits, keep_cost: ManaCost | None,
                                 most: bool, deadline: float, whole, relaxation: LandfallRelaxation, best: _Solved
                                 ) -> bool:
    """Whether no real plan is better than ``best``, proven case by case where the whole Spawn relaxation's optimum
    is no real plan because a spell whose one death is the creature it sacrifices (Village Rites, Deadly Dispute:
    :func:`~.token_bound.sacrifice_kill`) sacrificed a token there and still had its Spawn. In a real plan each such
    spell sacrifices a token, whose death makes no Spawn (Pawn of Ulamog: "another nontoken creature", CR 111.1), or
    a nontoken permanent: for each choice, the relaxation with that spell's Spawns gone or its sacrifice a nontoken
    one is solved exactly; every real plan is a plan of one of them, valued no better there, so where none is better
    than ``best`` (:func:`_no_better_than`), no real plan is. At most :data:`_MAX_VICTIM_SPLITS` such spells."""
    by_key = {c.key: c for c in usable}
    split = sorted({k for k, _ in relaxation.after if k in by_key and sacrifice_kill(by_key[k])})
    if not split or len(split) > _MAX_VICTIM_SPLITS:
        return False
    for tokens in product((False, True), repeat=len(split)):
        dropped = {k for k, token in zip(split, tokens) if token}
        case = replace(relaxation, after=tuple((k, a) for k, a in relaxation.after if k not in dropped))
        copies = [replace(c, sacrifices=tuple(replace(f, token=False) for f in c.sacrifices))
                  if c.key in split and c.key not in dropped else c for c in usable]
        tried = _try_land_plays(analysis, copies, limits, keep_cost, most, deadline, whole, relaxed=case)
        if not tried.exact or not _no_better_than(tried.best, best):
            return False
    return True


def _spawns_of_one_target(analysis: Analysis, usable: list[Copy], limits: _Limits, keep_cost: ManaCost | None,
                          most: bool, deadline: float, whole, relaxation: LandfallRelaxation
                          ) -> tuple[_Tried | None, tuple[str, ...] | None]:
    """Where the relaxed turn's plan is not a real plan (:func:`~.token_bound.spawns_realized`: it uses a Spawn made
    after Toxic Deluge, or after Village Rites sacrificed a token), a real one may still be found: the turn relaxed
    again with only the Spawns of the spells that destroy one target (:func:`~.token_bound.one_destroyed`) or whose
    one death is the creature they sacrifice (:func:`~.token_bound.sacrifice_kill`, that creature then a nontoken
    one: a token's death makes no Spawn, CR 111.1), whose every plan is one of the whole relaxation's. Solved
    exactly and its plan real: ``(that turn, the Spawns said)``; ``(None, None)`` otherwise."""
    by_key = {c.key: c for c in usable}
    after = tuple((k, a) for k, a in relaxation.after
                  if k in by_key and (one_destroyed(by_key[k]) or sacrifice_kill(by_key[k])))
    # Village Rites' creature a nontoken one (a token's death makes no Spawn): every plan so is one of the whole's
    nontoken = [replace(c, sacrifices=tuple(replace(f, token=False) for f in c.sacrifices))
                if sacrifice_kill(c) else c for c in usable]
    if not after or (len(after) == len(relaxation.after) and nontoken == usable):
        return None, None
    narrower = replace(relaxation, after=after)
    tried = _try_land_plays(analysis, nontoken, limits, keep_cost, most, deadline, whole, relaxed=narrower)
    if not tried.exact:
        return None, None
    said = spawns_realized(analysis, nontoken, narrower, _read(tried.best, analysis))
    return (None, None) if said is None else (tried, said)


def _spawns_sacrificed(plan: TurnPlan, analysis: Analysis) -> TurnPlan:
    """``plan`` with the Eldrazi Spawns it uses (the relaxed activations of :func:`~.token_bound.spawn_relaxation`,
    named ``Eldrazi Spawn#n`` as the tokens would be, on no board) said as sacrificed for their {C} (CR 701.21a)."""
    board = {p.id for p in analysis.board.permanents}
    spawns = [ps.permanent for st in plan.steps for ps in st.plan if ps.permanent and ps.action == "activate"
              and ps.permanent.startswith("Eldrazi Spawn#") and ps.permanent not in board]
    if not spawns:
        return plan
    steps = tuple(replace(st, plan=tuple(replace(ps, action="sacrifice") if ps.permanent in spawns else ps
                                         for ps in st.plan)) for st in plan.steps)
    return replace(plan, steps=steps, sacrificed=plan.sacrificed + tuple(spawns))


#: The CP-SAT deterministic time each solve of a turn with your planeswalkers' untaps may take
#: (:func:`_with_walkers_or_without`): two Kioras, one there and one cast, beside Nissa, Nykthos and two Castles
#: (benchmarks/realistic.py seed 3) took more than a minute.
_WALKERS_WORK = 0.25
#: The same beside a card the turn may cast that untaps too: those three boards, solved without the planeswalker's
#: untaps in 0.2–0.6 s, took 0.8–2.4 s more to find the bound of 0.05 too small.
_WALKERS_BESIDE_WORK = 0.01


def _with_walkers_or_without(analysis: Analysis, usable: list[Copy], blocked: list[Copy], limits: _Limits,
                             keep_cost: ManaCost | None, most: bool, deadline: float, whole
                             ) -> tuple[_Limits, _Tried | None, _Tried]:
    """The land plays tried (:func:`_without_helpers`, else the whole model), with the untaps of your planeswalkers
    on the battlefield (:func:`~.untap_spells.untaps_on_battlefield`) each solve bounded by :data:`_WALKERS_WORK`;
    (:data:`_WALKERS_BESIDE_WORK` beside a card the turn may cast that untaps too); where one is cut short there,
    tried again without them, and the answer says so (not proven). Returns the limits
    used (``walkers`` False without them) for the rest of the turn's solves, the land plays tried with the
    candidates alone (None: the whole model was solved), and those kept."""
    def attempt(limits):
        alone = _without_helpers(analysis, usable, blocked, limits, keep_cost, most, deadline, whole)
        return alone, alone or _try_land_plays(analysis, usable, limits, keep_cost, most, deadline, whole)

    walkers = untaps_on_battlefield(analysis)
    if not walkers:
        return limits, *attempt(limits)
    beside = bool(untaps_modelled(analysis, usable))  # Kiora there and Kiora cast: a harder model, a smaller bound
    with bounded(_WALKERS_BESIDE_WORK if beside else _WALKERS_WORK):
        alone, tried = attempt(limits)
    if tried.all_proven and not tried.cut_short:
        return limits, alone, tried
    limits = replace(limits, walkers=False)
    alone, tried = attempt(limits)
    note = (f"{', '.join(walkers)}: a plan untapping with {'its' if len(walkers) == 1 else 'their'} loyalty "
            f"ability made the turn too hard to solve within its bound of work, and was not looked for")
    return limits, alone, replace(tried, missed=tried.missed + (note,))


def _without_helpers(analysis: Analysis, usable: list[Copy], blocked: list[Copy], limits: _Limits,
                     keep_cost: ManaCost | None, most: bool, deadline: float, whole) -> _Tried | None:
    """The land plays tried with the candidates alone, where some copies are helpers (a card a tutor may find, one of
    the graveyard): kept when their best plan casts every candidate, keeps the kept cost and is proven, for then no
    plan casting a helper is better (one helper cast is worse on :func:`~.model.turn_levels` once the levels before
    it are at their most), and the smaller model is solved faster (a Krenko board with Goblin Warchief that Goblin
    Matron may find: 0.65 s → 0.16 s in process). None otherwise: the whole model is solved."""
    alone = [c for c in usable if c.candidate]
    if blocked or len(alone) == len(usable):
        return None
    tried = _try_land_plays(analysis, alone, limits, keep_cost, most, deadline, whole)
    # a land a candidate puts into your hand played only as the one land play (Summoner's Pact's), bounded on the
    # candidates alone as on the whole model: the smaller relaxation, where it proves the plan, spares both
    tried = _to_hand_bounded(analysis, alone, blocked, limits, keep_cost, most, deadline, whole, tried)
    best = tried.best
    if tried.cut_short or tried.hand_read or not tried.all_proven or tried.missed or not best.result.found:
        return None
    values = {lv.name: v for lv, v in zip(best.levels, best.result.level_values)}
    return tried if _before_helpers_at_most(values, alone, most, keep_cost is not None) else None


def _settled(plan: TurnPlan, blocked: list[Copy], usable: list[Copy]) -> bool:
    """Whether the plan found casts every candidate, each by its part of the greatest mana value (a split card,
    :func:`_most_value`), keeps the kept cost (if any) and casts no helper: then no plan that also casts a card a
    spell puts into your hand is better, for such a card is cast as a helper only (not a candidate: it is in no zone
    the candidates are picked from as the turn begins), and one helper cast is worse than none once the levels before
    it are at their most (the order of :func:`~.model.turn_levels`). :func:`~.unproven.hand_gains_unused` then leaves
    such cards unnamed, and :func:`_left_out_unproven` what the model leaves out of any helper.

    A candidate no plan may cast, by the rules of the turn planned (``--most`` over the hand: Counterspell with the
    stack empty has no target, :data:`~.cards.STACK_EMPTY`), counts at none of these levels (the model has no copy
    of it): the plan is settled when it casts every other one."""
    return plan.possible and not plan.not_cast and all(c.why_not == STACK_EMPTY for c in blocked) \
        and not any(s.helper for s in plan.steps) \
        and _before_helpers_at_most(dict(plan.objectives), usable, plan.most, plan.keep is not None)


def _before_helpers_at_most(values: dict[str, int], copies: list[Copy], most: bool, keeping: bool) -> bool:
    """Whether the levels of :func:`~.model.turn_levels` before "helpers cast" are at their most (``values``: level
    name → value): with ``most``, every candidate cast, each by its part of the greatest mana value (a split card cast
    by its cheaper half might let a helper cast the other: :func:`_most_value`); the kept cost, where one is asked
    (``keeping``), kept."""
    cards = len({c.alt or c.key for c in copies if c.candidate})
    if most and (values.get("candidates cast") != cards or values.get("mana value cast") != _most_value(copies)):
        return False
    return not keeping or values.get("kept payable") == 1


def _most_value(copies: list[Copy]) -> int:
    """The greatest total mana value of the candidates cast, each card once (:func:`~.model.turn_levels`' "mana value
    cast" at its most): each by its part of the greatest mana value (Fire // Ice's halves are two copies of one
    card)."""
    most: dict[str, int] = {}
    for c in copies:
        if c.candidate:
            most[c.alt or c.key] = max(most.get(c.alt or c.key, 0), c.mana_value)
    return sum(most.values())


def _no_mana(analysis: Analysis, tb: TurnBoard) -> bool:
    """Whether the turn can make no mana at all: the board (with what may enter, and the mana of your hand) makes
    none by a sound upper bound (:func:`~manaplan.solver.pay.reasons.mana_bounds`), and no land of your hand may be
    played (the model is the best land play's: another land played could make some)."""
    if plays_allowed(analysis) > 0 and any(c.is_land for c in analysis.board.hand):
        return False
    return mana_bounds(tb.pb).gross == 0


def _found_tapped_notes(analysis: Analysis, copies: list[Copy]) -> tuple[str, ...]:
    """Lands a spell or an enters trigger may put onto the battlefield tapped (Farhaven Elf, Solemn Simulacrum,
    Rampant Growth: :func:`~.cards.lands_found_tapped`) make no mana this turn, but would change the mana of a
    permanent that counts them (Cabal Coffers' Swamps): that is not counted, and each such note says the answer is
    not proven."""
    board = analysis.board
    ids = {p.id for p in board.permanents}
    base = mana_signature(analysis.effective, ids)
    out = []
    for c in copies:
        for card in lands_found_tapped(c.spell, board):
            land = Permanent(id=next_id(board, card.name, set()), card=card, tapped=True, sick=True, entered=True)
            sig = mana_signature(analysis.of(replace(board, permanents=board.permanents + (land,))).effective, ids)
            changed = [i for i in sorted(ids) if sig.get(i) != base.get(i)]
            if changed:
                out.append(f"not proven: the {card.name} {c.name} may put onto the battlefield tapped would change the "
                           f"mana of {', '.join(changed)}, which is not counted")
                break
    return tuple(dict.fromkeys(out))


def _whole_card(find):
    """Card → the whole card (``find`` by its full name), or the face alone for a card not in the database."""
    def whole(card):
        try:
            return find(card.full_name)
        except Exception:  # noqa: BLE001 - a card not in this database: its face alone
            return card
    return whole


def _generic_all_reduced(copy: Copy) -> bool:
    """Whether every cost of ``copy`` (on the board as it is, and after each set of cost changers) has no generic
    mana and no X left: a reduction only lowers the generic mana (CR 601.2f), so more of it cannot make the spell
    cheaper (Emry, Lurker of the Loch with four artifacts: {U}, whatever else is cast before it)."""
    costs = [copy.cost, *(cost for _, cost in copy.costs)]
    return all(cost is not None and not cost.generic and not cost.x_count for cost in costs)


def _usable(analysis: Analysis, copies: list[Copy], limits: _Limits
            ) -> tuple[list[Copy], list[Copy], tuple[str, ...]]:
    """The copies the turn may cast, each with its cost versions (:func:`~.cards.with_cost_versions`; per count of
    what its own reduction counts that may leave: :func:`~.cards.with_leaving_versions`), a Chrome Mox as one
    version per set of colours it may exile as it enters (:func:`~.takes_from_hand.with_imprints`), a Mox Diamond
    also as one that enters by discarding a land card (:func:`~.takes_from_hand.with_land_discards`), entering as
    the rules for entering say (:func:`~.entering.entering_casts`: Blind Obedience, Amulet of Vigor …), the
    candidates dropped for want of a model (more cost changers than :data:`~.cards.MAX_CHANGERS`), and the notes on
    how what enters enters."""
    usable, entered = entering_casts(analysis, with_type_choices(analysis, with_land_discards(analysis, with_imprints(
        analysis, [c for c in copies if c.why_not is None and not c.hand_source]))))
    changers = [c for c in usable if c.enters is not None and changes_costs(analysis, c.enters)]
    # affinity (CR 702.41a) counts the permanents there as the spell is cast: the copies it would count are cost
    # changers of that spell, each version allowed after exactly those casts — while they are few enough
    counted = own_reduction_helpers(usable)
    extra = first_versions(list({h.key: h for hs in counted.values() for h in hs if h not in changers}.values()))
    if counted and len(changers) + len(extra) <= MAX_CHANGERS:
        changers, counted = changers + extra, {}
    dropped: list[Copy] = []
    cards = list(dict.fromkeys(c.alt for c in changers))  # a Cloud Key's choices: one card, one changer cast
    if len(cards) > MAX_CHANGERS:  # every order of more changers is too many versions: the rest are not cast
        extra = {c.key for c in changers if c.alt in cards[MAX_CHANGERS:]}
        usable = [c for c in usable if c.key not in extra]
        dropped = [replace(c, why_not=f"more than {MAX_CHANGERS} spells that change costs as they enter: turn casts "
                           f"the first {MAX_CHANGERS}") for c in copies if c.key in extra]
        dropped = [c for c in dropped if c.candidate]
        changers = [c for c in changers if c.alt in cards[:MAX_CHANGERS]]
    versioned = with_leaving_versions(analysis, with_cost_versions(analysis, usable, changers))
    notes = list(entered)
    for c in versioned:  # what a version does not count: not proven
        missed = [h.name for h in counted.get(c.key, ()) if h.key not in c.changed_by]
        if missed and not _generic_all_reduced(c):
            notes.append(f"not proven: {c.name}'s own reduction counts the permanents on the board as the turn "
                         f"begins; {', '.join(dict.fromkeys(missed))} cast before it would make it cheaper")
        leaving = count_left_out(c, analysis)
        if leaving:
            notes.append(f"not proven: {c.name}'s own reduction counts only what surely stays all turn; "
                         f"{', '.join(leaving)} may be sacrificed or exiled for mana, and counted as {c.name} is cast "
                         f"before that would make it cheaper")
    guides = [c for c in copies if c.hand_source]  # a Spirit Guide a spell finds: mana in your hand, never cast
    return _many_found_kept(analysis, versioned + guides), dropped, tuple(dict.fromkeys(notes))


def _many_found_kept(analysis: Analysis, copies: list[Copy]) -> list[Copy]:
    """``copies`` without the cards a search for more than one puts into your hand (Shared Summons' two creature
    cards: :attr:`~.cards.Copy.fetch_takes`) where modelling them would leave the other copies' permanents less
    counted (:func:`_effectful`: a Priest of Titania counting more Elves than :data:`~.counted.MAX_VERSIONS` casts
    each of them last): a plan with those cards is then not looked for, and they are named, not proven
    (:func:`~.unproven.hand_gains_unused`), rather than every other plan made worse. A Spirit Guide among them
    (:attr:`~.cards.Copy.hand_source`) enters nothing any permanent counts: it stays."""
    many = {c.key for c in copies if c.fetched_by and c.fetch_takes > 1 and not c.hand_source}
    if not many:
        return copies
    rest = [c for c in copies if c.key not in many]
    last_only, unused, *_ = _effectful(analysis, copies)
    alone, alone_unused, *_ = _effectful(analysis, rest)
    return copies if (last_only | unused) - many <= alone | alone_unused else rest


@dataclass
class _Tried:
    """The land plays tried: the best solve, whether a play was not tried for want of time (``cut_short``), whether
    every one tried was solved exactly (``all_proven``), the permanents whose mana depends on the cards in hand
    (``hand_read``, which casting changes), the sets of lands played not tried, when the best does not make them
    moot (``missed``: :func:`~.plays.play_sets`, each said as a note), and a sound bound on all the mana of the turn
    over every land play (``gross``: the most :func:`~manaplan.solver.pay.reasons.mana_bounds` of their models; a
    play skipped as the turn playing none is bounded by that one's), None where a play was not tried."""

    best: _Solved
    cut_short: bool
    all_proven: bool
    hand_read: list[str]
    missed: tuple[str, ...] = ()
    gross: int | None = None
    #: By the key of a spell whose search puts cards into your hand, the same bound less the mana of the cards it may
    #: find (:func:`_gross_without`): what a plan that casts one card it did not model has for both (None: not known).
    gross_without: dict[str, int] | None = None
    #: The keys of the cards whose untaps are modelled (:mod:`.untap_spells`) beside a land they could untap that no
    #: model lets them (tapped as the turn begins, or entering during it): a plan untapping it is not looked for.
    untaps_missed: tuple[str, ...] = ()

    @property
    def exact(self) -> bool:
        """Every land play tried and solved exactly, nothing left out nor read off the hand, the best certified: a
        turn whose best plan a bound may be compared with (:func:`_no_better` and the relaxations)."""
        return not self.cut_short and not self.hand_read and self.all_proven and not self.missed \
            and not self.untaps_missed \
            and _proven(self.best)


def _try_land_plays(analysis: Analysis, usable: list[Copy], limits: _Limits, keep_cost: ManaCost | None, most: bool,
                    deadline: float, whole, *, puts: bool = True, relaxed: LandfallRelaxation | None = None,
                    storm: dict[str, tuple[tuple[Permanent, int], ...]] | None = None,
                    held_relaxed: bool = False) -> _Tried:
    """One model per land play (none, each land of the hand, a land a spell puts into your hand), solved; the best
    of them on :data:`_COMPARED` wins (see the module notes). ``puts``: whether the lands enters triggers put are
    followed (:mod:`.puts`); a put not tried is moot when no permanent that puts lands can be cast
    (:func:`_puts_never_cast`). ``relaxed``: the landfall mana the turn does not count, for a relaxed turn
    (:func:`_landfall_bounded`); ``storm``: the tokens of storm spells' copies, for a relaxed turn too
    (:func:`_storm_moot`); ``held_relaxed``: the plans held back as plans (:func:`_held_back_moot`)."""
    board = analysis.board
    demand = sum(c.cost.mana_value for c in usable if c.cost is not None) + (keep_cost.mana_value if keep_cost else 0)
    repeat_cap = min(64, max(REPEAT_CAP, demand + 2))
    n_cands = len({c.alt for c in usable if c.candidate})
    best: _Solved | None = None
    taken: set[str] = {c.enters.id for c in usable if c.enters is not None} | {p.id for c in usable for p in c.finds}
    # tokens a cast makes, on every model's board (.token_fodder); those a count reads, entering with their cast
    fodder, companions = split_tokens(analysis, usable)
    # Snap's untaps of lands, each after its cast (.untap_spells); not the one candidate's (they come after its cast)
    untaps = untaps_modelled(analysis, usable)
    if keep_cost is None and len({c.alt for c in usable if c.candidate}) == 1:  # a kept cost may use them
        untaps = {k: n for k, n in untaps.items() if not any(c.key == k and c.candidate for c in usable)}
    if limits.walkers:  # Kiora there: "−1: Untap target permanent."
        untaps = {**untaps_on_battlefield(analysis), **untaps}
    lands_enter = untaps_lands(untaps) and lands_may_enter(analysis, usable)  # an untap of one: not looked for
    auras = auras_modelled(analysis, usable)  # Wild Growth's mana, after its cast (.auras)
    untaps_missed: tuple[str, ...] = ()
    before = set(taken)  # the ids of what may enter, before the land plays take theirs
    options: list = [None, *land_options(analysis, whole, taken)]  # each land, each way it may enter
    if any(c.to_hand for c in usable) and play_timing_free(analysis):
        # a land a spell puts into your hand (Cultivate) may be the land play, once the spell resolved
        # (a shockland for its 2 life: played_later_life)
        options += _distinct_puts(usable, [(c.key, land) for c in usable if not c.finds for land in c.to_hand
                                           if played_later_life(analysis, land) is not None])
    sets, missed = play_sets(analysis, whole, before, usable, puts=puts)  # more land plays (Exploration), the top
    options += sets
    missed = list(missed)
    more = lands_not_modelled(usable) if any(c.is_land for c in board.hand) else []
    if more:  # Sakura-Tribe Scout, Burgeoning
        missed.append(f"{', '.join(more)}: the land {'it lets' if len(more) == 1 else 'they let'} you play or put "
                      f"onto the battlefield from your hand is not used by turn")
    if any(c.to_hand for c in usable) and (plays_allowed(analysis) > 1 or any(n for _, n, _ in granting(
            usable, puts=puts))):  # another land play may take it, or a put (Arboreal Grazer), which is not tried
        missed.append(_to_hand_note(usable))
    cut_short = False  # a land play not tried for want of time: the answer is not proven
    all_proven = True  # every land play tried was solved exactly: the best of them is the best
    hand_read: list[str] = []  # permanents whose mana depends on the cards in hand (which casting changes)
    none_gross: int | None = None  # the most mana the turn can make playing no land (a sound bound)
    none_pb = None  # the mana of the turn playing no land: what a spell putting a land into your hand is paid with
    single_gross: dict[str, int] = {}  # the same playing one land of your hand (by name, its most over the ways)
    by_key = {c.key: c for c in usable}
    gross: int | None = 0  # the most mana of the models built (a sound bound over every land play), None: one untried
    tutors = {c.fetched_by for c in usable if c.fetched_by}
    without: dict[str, int] = {}  # the same, less each tutor's finds (_gross_without)
    for i, land in enumerate(options):
        if best is not None and _done(best, n_cands, keep_cost):
            gross = None
            break  # no land play can do better (see _done): the rest need not be tried
        if best is not None and time.monotonic() > deadline:
            cut_short, gross = True, None
            break
        way = land if isinstance(land, PlayedLand) else None
        plays = land if isinstance(land, LandPlays) else None
        via = land if land is not None and way is None and plays is None else None
        name = way.card.name if way is not None else via[1].name if via is not None else \
            " and ".join(w.card.name for w in plays.ways) if plays is not None else "none"
        progress.within(f"land play {i + 1} of {len(options)}: {name}")
        progress.report("reading the board")
        lb, perm = (way.board, way.permanent) if way is not None else (plays.board, None) if plays is not None \
            else (board, None)
        mb = _without_cast(lb, usable)
        via_life = played_later_life(analysis, via[1]) if via is not None else 0
        if via_life:  # the life the land found asks as it enters untapped (a shockland's), taken from the model's
            mb = replace(mb, life=mb.life - via_life)
        if i == 0 and mb.hand != lb.hand:
            hand_read = _reads_hand(analysis.of(lb), analysis.of(mb))
        gated = dict(plays.gated) if plays is not None else {}
        # the plain creature tokens a cast makes (Beetleback Chief's Goblins), each used only after that cast
        made = [(key, t) for key, tokens in fodder.items() for t in tokens]
        made += [(key, t) for key, tokens in (storm or {}).items() for t, _ in tokens]
        if made:
            mb = replace(mb, permanents=mb.permanents + tuple(t for _, t in made))
            gated.update((t.id, key) for key, t in made)
        # the lands entering as the turn begins, each a landfall (Lotus Cobra; a bounceland that returned itself too)
        entered = tuple(w.permanent.id if w.permanent is not None else w.card.name for w, after in (
            ((way, None),) if way is not None else zip(plays.ways, plays.after) if plays is not None else ())
            if after is None)
        if plays is not None and _gates_out_of_reach(plays, usable, none_gross, single_gross):
            continue  # no land of it can be played after a cast: a turn tried before (none, or its one land)
        if via is not None and none_pb is not None and _never_paid(by_key[via[0]], none_pb):
            continue  # the spell that would put it into your hand cannot be cast: the turn playing none, tried first
        tb = _land_play_board(analysis.of(mb), usable, via, perm, taken, limits, repeat_cap, gated,
                              landfall_activations(analysis.of(mb), entered), relaxed,
                              {t.id: m for tokens in (storm or {}).values() for t, m in tokens}, companions,
                              held_relaxed, untaps, auras)
        tb.played = way
        tb.plays = plays
        tb.via_life = via_life if tb.via is not None else 0
        reach = _gross(tb)  # the most mana of this land play's turn
        if land is None:
            none_gross, none_pb = reach, tb.pb
        if way is not None:  # one land played from your hand, each way it may enter: the most of them
            single_gross[way.card.name] = max(single_gross.get(way.card.name, 0), reach)
        if gross is not None:
            gross = max(gross, reach)
            for key in tutors:
                without[key] = max(without.get(key, 0), _gross_without(tb, key))
        if tb.untaps_missed or (untaps and lands_enter):  # not a land play: kept even where none does better
            untaps_missed = tuple(untaps)
        unusable = _gated_unusable(analysis.of(mb), tb, gated)
        if unusable:
            missed.append(unusable)
            continue
        tb.pb = replace(tb.pb, unproven=tb.pb.unproven + _recounts_unordered(tb, keep_cost is not None))
        if not most and relaxed is None and storm is None and not held_relaxed and _out_of_reach(usable, reach):
            solved = _Solved(tb, None, [], LexResult("infeasible", (), ()), True)  # no model to build: no plan
        else:
            solved = _solve(tb, keep_cost, most, deadline)
        all_proven = all_proven and _proven(solved)
        if best is None or _score(solved) > _score(best):
            best = solved
    progress.within("")
    assert best is not None
    if _done(best, n_cands, keep_cost):
        missed = []  # no land play can do better
    if any(is_put_note(m) for m in missed) and _puts_never_cast(analysis, usable, limits, deadline, whole):
        missed = [m for m in missed if not is_put_note(m)]
    return _Tried(best, cut_short, all_proven, hand_read, tuple(dict.fromkeys(missed)), gross,
                  None if gross is None else without, untaps_missed)


def _untaps_missed_notes(tried: _Tried) -> tuple[str, ...]:
    """The note that the untaps of :attr:`_Tried.untaps_missed`'s cards may take a permanent the models do not let
    them (:func:`~.untap_spells.untap_targets`)."""
    if not tried.untaps_missed:
        return ()
    keys = {c.key for c in tried.best.tb.copies}
    names = ", ".join(dict.fromkeys([c.name for c in tried.best.tb.copies if c.key in tried.untaps_missed]
                                    + [k for k in tried.untaps_missed if k not in keys]))  # a planeswalker there
    return (f"not proven: {names}: an untap of a permanent that may enter during the turn (after a cast or a "
            f"crack), or whose mana counts what is cast, is not looked for",)


def _to_hand_note(usable: list[Copy]) -> str:
    """The note that the lands spells put into your hand (:attr:`~.cards.Copy.to_hand`) are tried only as the one
    land play, not among the sets of lands more land plays allow (:func:`~.plays.play_sets`)."""
    names = ", ".join(dict.fromkeys(c.name for c in usable if c.to_hand))
    return f"a land {names} puts into your hand is played only as your one land play"


#: Text of a land by which it enters worse where more lands are there (a fastland's "enters tapped unless you control
#: two or fewer other lands"; "if you control two or more other lands"): with a land there earlier, it may enter
#: tapped.
_FEWER = lazy_compile(r"\bfewer\b|\bif you control (?:\w+ )+or more (?:other )?lands\b", re.IGNORECASE)


def _to_hand_bounded(analysis: Analysis, usable: list[Copy], blocked: list[Copy], limits: _Limits,
                     keep_cost: ManaCost | None, most: bool, deadline: float, whole, tried: _Tried) -> _Tried:
    """``tried`` without the note that the lands spells put into your hand are played only as the one land play
    (:func:`_to_hand_note`: Summoner's Pact's Dryad Arbor beside Dryad of the Ilysian Grove's additional play) where
    the plan found is the best even with each such land in your hand as the turn begins: the turn solved again so
    (the spells' finds kept, their ``to_hand`` read as lands of your hand), exactly, with nothing else missed, and no
    better on :data:`_COMPARED`.

    That turn is a relaxation: a plan that plays such a land after its spell resolved (CR 608.2, 305.2) is one of its
    plans with the land played the same way, or from the start, which is never worse — where no permanent's mana
    depends on when a land is played (:func:`~.entering.play_timing_free`), every land within reach enters no worse
    for more lands there (no "fewer" in its text: a fastland), no permanent's mana changes with those lands there
    (:func:`~.entering.mana_signature`), and no permanent's mana depends on the cards in your hand (``hand_read``);
    the spell may then find another card too (more, not less). The land played counts a helper in both
    (:func:`_score`)."""
    note = _to_hand_note(usable)
    if tried.missed != (note,) or tried.cut_short or tried.hand_read or not tried.all_proven \
            or not tried.best.result.found or not play_timing_free(analysis):
        return tried
    board = analysis.board
    lands = tuple(land for c in usable for land in c.to_hand)
    within = (*board.hand, *lands, *(board.library or ()), *board.library_top, *board.graveyard,
              *(p.card for p in board.permanents))
    if any(_FEWER.search(k.oracle_text or "") for k in within if k.is_land):
        return tried
    ids = {p.id for p in board.permanents}
    taken: set[str] = set()
    there = tuple(Permanent(id=next_id(board, k.name, taken), card=k, sick=True, entered=True) for k in lands)
    base = mana_signature(analysis.effective, ids)
    for entering in (there, *((p,) for p in there)):  # all of them, and each alone
        if mana_signature(analysis.of(replace(board, permanents=board.permanents + entering)).effective, ids) != base:
            return tried
    relaxed = analysis.of(replace(board, hand=board.hand + lands))
    wider = [replace(c, to_hand=()) for c in usable]
    if not _no_better(relaxed, wider, blocked, limits, keep_cost, most, deadline, whole, tried.best):
        return tried
    return replace(tried, missed=())


def _gross(tb: TurnBoard) -> int:
    """A sound bound on the gross mana of ``tb``'s turn: :func:`~manaplan.solver.pay.reasons.mana_bounds`' gross, or
    where untaps are modelled the smaller of it and the bound that ties them to their casts (:func:`~.untap_spells.
    gross_with_untaps`: Snap with every land tapped untaps nothing, for it cannot be cast)."""
    gross = mana_bounds(tb.pb).gross
    return gross if tb.untap_gross is None else min(gross, gross_with_untaps(tb.untap_gross))


def _out_of_reach(usable: list[Copy], gross: int) -> bool:
    """Whether some candidate can't be cast with a land play at all, whatever else is cast: each of its copies
    (:func:`~.unproven.never_cast`: every cost version) takes more mana, at the least, than ``gross``, :func:`_gross`'s
    bound on all the mana of that land play's turn. A turn that must cast every candidate then has no plan, proven
    without its model: the search over many turns asks most such turns (Air Elemental's {3}{U}{U} on turn 2)."""
    alts: dict[str, bool] = {}
    for c in usable:
        if c.candidate:
            alts[c.alt] = alts.get(c.alt, True) and never_cast(c, gross)
    return any(alts.values())


def _gross_without(tb: TurnBoard, key: str) -> int:
    """:func:`~manaplan.solver.pay.reasons.mana_bounds`' gross of ``tb`` without the groups of the cards the spell of
    ``key`` may put into your hand (cast or exiled for mana after it: :attr:`~.cards.Copy.fetched_by`): a sound
    bound on the mana of a plan in which that spell found a card the model does not hold, for it finds one card a
    slot and then none of those (Fabricate takes one artifact)."""
    groups = {g for g, k in tb.entering.items() if tb.by_key[k].fetched_by == key}
    groups |= {g for g, c in tb.guides.items() if c.fetched_by == key}
    if not groups:
        return mana_bounds(tb.pb).gross
    return mana_bounds(replace(tb.pb, uses=tuple(u for u in tb.pb.uses if u.group not in groups), memo={})).gross


def _gates_out_of_reach(plays: LandPlays, usable: list[Copy], gross: int | None,
                          singles: dict[str, int] | None = None) -> bool:
    """Whether none of ``plays``' lands played with a play a cast gives, or put by its trigger (Dryad of the Ilysian
    Grove, Explore, Arboreal Grazer: ``gated``), can enter: each such cast needs more mana, at the least
    (:func:`~manaplan.solver.core.symbols.least_mana` of each of its cost versions), than a sound bound on all the mana
    the turn makes without those lands (:func:`~manaplan.solver.pay.reasons.mana_bounds`): ``gross``, the model's
    playing no land, where every land of the set is gated; ``singles``' bound for the one land of the set played
    with your own land play (by name: the model of that land alone, tried before), where one is (None: not known).
    A gated land enters only after its cast (CR 305.2, 601.2g-h: its cost is paid before it resolves), and the first
    of the set's casts is paid without any of them, so such a set is a turn tried before: none, or its one land.

    Examples
    --------
    >>> from types import SimpleNamespace
    >>> from manaplan.models.costs import ManaCost
    >>> dryad = SimpleNamespace(key="Dryad (hand)#1", cost=ManaCost.parse("{1}{G}"), costs=())
    >>> plays = SimpleNamespace(after=("Dryad (hand)#1",), ways=(None,))
    >>> _gates_out_of_reach(plays, [dryad], 1), _gates_out_of_reach(plays, [dryad], 2)
    (True, False)
    >>> forest = SimpleNamespace(card=SimpleNamespace(name="Forest"))  # played with your own land play
    >>> both = SimpleNamespace(after=(None, "Dryad (hand)#1"), ways=(forest, None))
    >>> [_gates_out_of_reach(both, [dryad], 0, {"Forest": n}) for n in (1, 2)], _gates_out_of_reach(both, [dryad], 0)
    ([True, False], False)
    """
    free = [w for w, key in zip(plays.ways, plays.after) if key is None]
    if free:
        if singles is None or len(free) > 1 or free[0].card.name not in singles:
            return False
        gross = singles[free[0].card.name]
    if gross is None:
        return False
    by_key = {c.key: c for c in usable}
    for key in set(plays.after) - {None}:
        c = by_key.get(key)
        if c is None:
            return False
        costs = [m for m in (c.cost, *(m for _, m in c.costs)) if m is not None]
        if any(least_mana(m) <= gross for m in costs):
            return False
    return True


def _distinct_puts(usable: list[Copy], puts: list[tuple[str, Card]]) -> list[tuple[str, Card]]:
    """The land plays of lands spells put into your hand (``(the spell's key, the land)``), one per land for copies
    of one card that differ in nothing but their key (three Sylvan Scryings in hand, none changing another's cost):
    the turns where one or another of them puts the land are the same turn, its copies swapped, so they score alike
    and the first one tried is kept (:func:`_try_land_plays`)."""
    by_key = {c.key: c for c in usable}
    seen: set = set()
    out = []
    for key, land in puts:
        c = by_key[key]
        same = (c.card, c.zone, c.fetched_from, c.cost, tuple(m for _, m in c.costs), c.finds, c.to_hand, land)
        try:
            if same in seen:
                continue
            seen.add(same)
        except TypeError:  # a part that cannot be compared: kept
            pass
        out.append((key, land))
    return out


def _never_paid(c: Copy, pb) -> bool:
    """Whether no cost version of ``c`` can be paid with all the mana a turn could make, ``pb`` (the payment board of
    the turn playing no land, which holds every mana ability and helper of the turn: a spell that puts a land into
    your hand is cast before that land comes), by the bounds alone (:func:`~manaplan.solver.pay.reasons.quick_reason`:
    a colour no source makes, too little mana); never where mana may be spent as though it were another colour
    (CR 609.4b)."""
    if pb.permissions:
        return False
    costs = [m for m in (c.cost, *(m for _, m in c.costs)) if m is not None]
    return bool(costs) and all(quick_reason(pb, m) is not None for m in costs)


def _puts_never_cast(analysis: Analysis, usable: list[Copy], limits: _Limits, deadline: float, whole) -> bool:
    """Whether no permanent whose enters trigger puts lands (Arboreal Grazer: :mod:`.puts`) can be cast this turn, so
    that the lands they would put are moot. The first of them cast is paid before any of their puts: the turn
    without the puts, each such copy a candidate and nothing else, casting none at most (proven) says so."""
    keys = {c.key for c in usable if c.enters is not None and enters_puts(c.enters.card) is not None}
    copies = [replace(c, candidate=c.key in keys) for c in usable]
    tried = _try_land_plays(analysis, copies, limits, None, True, deadline, whole, puts=False)
    if tried.cut_short or tried.hand_read or not tried.all_proven or tried.missed or not tried.best.result.found:
        return False
    values = {lv.name: v for lv, v in zip(tried.best.levels, tried.best.result.level_values)}
    return values.get("candidates cast") == 0


def _gated_unusable(model: Analysis, tb: TurnBoard, gated: dict[str, str]) -> str | None:
    """Why the model of a set of lands played cannot use a land played with the play a cast gives (None: it can):
    that cast is last (Dryad of the Ilysian Grove changes your lands' mana, so no mana is made after it) or its
    abilities unused; or the land changes other permanents' mana (a Swamp Cabal Coffers counts), which the model
    would count from the start. ``model``: the board of the model, with the lands played."""
    if not gated:
        return None
    for key in dict.fromkeys(gated.values()):
        c = tb.by_key.get(key)
        if c is None or key in tb.last_only or key in tb.unused:
            name = c.name if c is not None else key
            return (f"the land play {name} gives once cast this turn is not used: {name} is cast last or not used "
                    f"in this turn's model (it changes other permanents' mana)")
    board = model.board
    without = model.of(replace(board, permanents=tuple(p for p in board.permanents if p.id not in gated)))
    ids = {p.id for p in without.board.permanents}
    before, after = mana_signature(without.effective, ids), mana_signature(model.effective, ids)
    changed = [i for i in sorted(ids) if before.get(i) != after.get(i)]
    if changed:
        names = ", ".join(pid.split("#")[0] for pid in gated)
        granting_names = ", ".join(dict.fromkeys(tb.by_key[k].name for k in gated.values()))
        return (f"{names}, played with the land play {granting_names} gives once cast, would change the mana of "
                f"{', '.join(changed)}: not tried")
    return None


def _land_play_board(model: Analysis, usable: list[Copy], via: tuple | None, perm: Permanent | None,
                     taken: set[str], limits: _Limits, repeat_cap: int, gated: dict[str, str] | None = None,
                     landfall: tuple = (), relaxed: LandfallRelaxation | None = None,
                     storm: dict[str, int] | None = None,
                     companions: dict[str, tuple[Permanent, ...]] | None = None, held_relaxed: bool = False,
                     untaps: dict[str, Untaps] | None = None, auras: dict[str, AuraMana] | None = None
                     ) -> TurnBoard:
    """The turn's board for one land play (``model``: the board with the land, the cast cards out of the hand;
    ``via``: a land a spell puts into your hand, then played): what enters and what it does (:func:`_effectful`);
    ``companions``: the tokens a cast makes that a count reads, entering with it (:func:`~.token_fodder.
    split_tokens`); ``untaps``: the cards whose untaps are modelled (:func:`~.untap_spells.untaps_modelled`);
    ``auras``: the Auras whose mana is (:func:`~.auras.auras_modelled`)."""
    here = list(usable)
    played = None
    if via is not None:  # the land found, then played: a land the spell "finds", used after it resolved
        played = Permanent(id=next_id(model.board, via[1].name, taken), card=via[1], sick=True, entered=True)
        # the cards the spell would put into your hand in the land's slot instead are not: a plan with one of them
        # finds no land, and is the plan without a land play, one helper fewer (_score), which is tried first
        here = [replace(c, finds=(played,), find_count=1) if c.key == via[0] else c for c in here
                if c.fetched_by != via[0] or c.fetch_slot or c.fetch_takes > 1]  # Shared Summons: the land, a card
    companions = {key: tokens for key, tokens in (companions or {}).items() if key in {c.key for c in here}}
    last_only, unused, lost, affects, requires, counted = _effectful(model, here, companions)
    here = [replace(c, finds=tuple(p for p in c.finds if p.id not in lost)) if c.finds else c for c in here]
    # with priority between spells: an "activate only as an instant" ability that discards your hand (Lion's Eye
    # Diamond) may pay a spell cast from the graveyard or the command zone, never one from your hand after it
    # (:func:`~.model.turn_board`), as ``cast`` pays such a spell
    tb = turn_board(model, here, land=perm, last_only=last_only, unused=unused, repeat_cap=repeat_cap,
                    requires=requires, gated=gated, timing="priority", counted=counted, landfall=landfall,
                    relaxed=relaxed, cracked=limits.after_crack, storm=storm, companions=companions,
                    held_relaxed=held_relaxed, untaps=untaps, auras=auras)
    tb.pb = replace(tb.pb, unproven=held_back_apart(tb.pb.unproven, here))
    tb.affects = affects
    tb.lost_finds = {p.id: c.key for c in here for p in c.finds if p.id in lost}
    tb.limits = _spell_caps(limits, here)
    tb.via = (via[0], played.id) if via is not None and played.id not in lost else None
    tb.via_from = next((c.to_hand_from for c in here if via is not None and c.key == via[0]), "library")
    return tb


def _with_notes(plan: TurnPlan, analysis: Analysis, tried: _Tried, limits: _Limits, usable: list[Copy],
                blocked: list[Copy], names: dict[str, str], names_cast: tuple[str, ...], base: dict[str, str],
                entered: tuple[str, ...] = ()) -> TurnPlan:
    """The plan found, with what is not proven and why, the notes of how what enters enters (``entered``), of the
    board's limits and events, and the candidates that could not be cast."""
    if tried.cut_short or tried.hand_read or not tried.all_proven or tried.missed or tried.untaps_missed:
        plan = replace(plan, proven=False, notes=plan.notes + _missed_notes(tried))
    if tried.hand_read:
        plan = replace(plan, notes=plan.notes + (
            f"the mana of {', '.join(tried.hand_read)} depends on the cards in your hand, which casting changes: "
            f"worked out with the spells cast already gone, so not proven",))
    counted = tuple(f"{p.id}: " for p, _ in landfall_sources(analysis))  # Lotus Cobra: landfall_activations
    unused_events = tuple(f"not used (mana on an event, not a mana ability): {n}"
                          for n in event_mana_notes(analysis.board, analysis.read) if not n.startswith(counted))
    plan = replace(plan, notes=plan.notes + entered + _limit_notes(limits, plan) + unused_events,
                   proven=plan.proven and not _unproven_notes(entered))
    exilable = _exilable_not_cast(plan, usable, names, analysis.read)
    if exilable:  # a Spirit Guide asked about is a spell to cast, never also mana (a plan missed: say so)
        plan = replace(plan, proven=False, notes=plan.notes + (
            f"not proven: {_counted(exilable, base)} "
            + (f"is counted as a card to cast, not also as mana to exile from your hand (CR 605.1a); exiling it "
               if len(exilable) == 1 else
               f"are counted as cards to cast, not also as mana to exile from your hand (CR 605.1a); exiling them ")
            + "may let more be cast: name the cards you want cast without them",))
    if blocked:
        plan = replace(plan, possible=False, not_cast=plan.not_cast + tuple(names[b.alt] for b in blocked),
                       candidates=names_cast, proven=plan.proven and not any(_unread(b) for b in blocked))
        unread = [names[b.alt] for b in blocked if _unread(b)]
        if unread:
            plan = replace(plan, notes=plan.notes + (
                f"not proven: {_counted(unread, base)} left out for what turn does not read or model, not by the "
                f"rules",))
    if not plan.possible:
        plan = replace(plan, reason=_partial_reason(plan, blocked, base))
    return plan


def _missed_notes(tried: _Tried) -> tuple[str, ...]:
    """The sets of lands played that were not tried (:attr:`_Tried.missed`), each a note that says the answer is not
    proven, and the untaps not looked for (:func:`_untaps_missed_notes`)."""
    return tuple(f"not proven: {m}" for m in tried.missed) + _untaps_missed_notes(tried)


def _unproven_notes(notes: tuple[str, ...]) -> bool:
    """Whether a note says what makes the answer not proven (an own reduction counted without the permanents cast
    before it: :func:`~.entering.entering_casts`)."""
    return any(n.startswith("not proven") for n in notes)


def _left_out_unproven(plan: TurnPlan, tb: TurnBoard, moot: frozenset[str] = frozenset()) -> TurnPlan:
    """A plan over a model that left something out that could change it (:attr:`~manaplan.solver.core.activations.
    PaymentBoard.unproven`: a source dropped, text not understood, a permanent whose effects are in force never
    sacrificed) is not proven, and names it in ``left_out``; a turn with nothing to cast and no cost to keep pays
    nothing, so nothing left out of its payments can change it; nor can what is left out of the helpers (``moot``:
    :func:`_helpers`) of a plan that no plan casting a helper betters (:func:`_settled`)."""
    unproven = [(who, text) for who, text in tb.pb.unproven if who not in moot]
    if not unproven or (not plan.candidates and plan.keep is None):
        return plan
    named = _left_out_said(tb, unproven)
    return replace(plan, proven=False, left_out=tuple(dict.fromkeys(plan.left_out + named)))


#: A hint to give a permanent of the board what it lacks ("give it imprinted: CARD … on the board").
_BOARD_HINT = lazy_compile(r"give (?:it|them|toughness)\b[^;]*?\bon the board(?: \(such as [^)]*\))?")


def _left_out_said(tb: TurnBoard, left: tuple[tuple[str, str], ...]) -> tuple[str, ...]:
    """What is left out, each "who: what": a permanent that may enter this turn (one of ``tb.entering``: cast, played
    or found) is not on the board, so it is said so, and a hint to give it something on the board (Chrome Mox's
    imprinted card) says instead that what it takes as it enters is not modelled.

    >>> from types import SimpleNamespace
    >>> tb = SimpleNamespace(entering={0: "Chrome Mox (by Fabricate)"}, pb=SimpleNamespace(groups=[
    ...     SimpleNamespace(ids=("Chrome Mox#1",))]))
    >>> for line in _left_out_said(tb, (("Chrome Mox#1", "(no card imprinted on it: give it imprinted: CARD (the card "
    ...                                  "exiled with it) or chosen: its colours (such as chosen: WU) on the board)"),
    ...                                 ("Sol Ring#1", "text"))):
    ...     print(line)
    Chrome Mox#1 (if it enters this turn): (no card imprinted on it: what it takes as it enters is not modelled)
    Sol Ring#1: text
    """
    entering = {pid for gi in tb.entering for pid in tb.pb.groups[gi].ids}
    said = "what it takes as it enters is not modelled"
    return tuple(f"{who} (if it enters this turn): " + _BOARD_HINT.sub(said, text) if who in entering
                 else f"{who}: {text}" for who, text in left)


def _never_entering(tb: TurnBoard, gross: int | None, never, plan: TurnPlan) -> frozenset[str]:
    """The ids of the permanents that spells no plan can cast would become, and their keys: each cost version takes
    more than ``gross``, a sound bound on all the turn's mana (:func:`~.unproven.never_cast`: Phyrexian Metamorph's
    {3}{U/P} beside two lands; a version after a cost changer no plan casts is none), or, not cast by ``plan``, the
    turn asked to cast that card alone is proven not possible (``never``). What the model leaves out of them (Metamorph's copy effect, CR 707) changes no plan."""
    cast = set(plan.cast)
    named = {who for who, _ in tb.pb.unproven + tb.pb.unsupported}
    if not any(c.enters is not None and c.enters.id in named for c in tb.copies):
        return frozenset()  # nothing left out of what such a spell would become: no need to ask
    keys = {c.key for c in tb.copies if never is not None and c.enters is not None and c.enters.id in named
            and c.name not in cast and never(c)}
    while gross is not None:  # a version after a cost changer no plan casts is no version (Foundry Inspector's)
        more = {c.key for c in tb.copies if c.key not in keys and never_cast(replace(c, costs=tuple(
            (changers, cost) for changers, cost in c.costs if not set(changers) & keys)) if c.costs else c, gross)}
        if not more:
            break
        keys |= more
    return frozenset(k for c in tb.copies if c.key in keys and c.enters is not None for k in (c.key, c.enters.id))


def _helpers(tb: TurnBoard) -> frozenset[str]:
    """The keys of the helpers of ``tb`` (copies not asked about) and the ids of the permanents they become: what a
    plan that casts none of them leaves out of them (Goblin Warchief, held back from Skirk Prospector's sacrifice
    once Goblin Matron may find it) is a plan that casts a helper."""
    return frozenset(k for c in tb.copies if not c.candidate
                     for k in (c.key, *((c.enters.id,) if c.enters is not None else ())))


def _counted(names, base: dict[str, str]) -> str:
    """Card names as a player counts them: copies of a card said once with their number (``base``: a name said →
    its card's name, :func:`_unnumbered`), in the order each card first comes.

    Examples
    --------
    >>> _counted(["Dark Ritual", "Sol Ring", "Dark Ritual (2)", "Dark Ritual"], {"Dark Ritual (2)": "Dark Ritual"})
    'Dark Ritual ×3, Sol Ring'
    >>> _counted([], {})
    ''
    """
    counts: dict[str, int] = {}
    for n in names:
        name = base.get(n, n)
        counts[name] = counts.get(name, 0) + 1
    return ", ".join(n if k == 1 else f"{n} ×{k}" for n, k in counts.items())


def _exilable_not_cast(plan: TurnPlan, usable: list[Copy], names: dict[str, str], read) -> list[str]:
    """The candidates from hand left uncast whose mana ability exiles them from there (Elvish Spirit Guide): the
    model takes a card asked about out of the hand, so that mana was not used, and more might have been cast
    (``read``: card → ParsedCard)."""
    if plan.possible and not plan.not_cast:
        return []
    left = set(plan.not_cast)
    out = []
    for c in usable:
        if c.candidate and c.zone == "hand" and names.get(c.alt) in left and any(
                a.cost.exile_self == "hand" for a in read(c.card).mana_abilities):
            out.append(names[c.alt])
    return list(dict.fromkeys(out))


#: Words of a ``why_not`` that is turn's limit, not the rules: whether the card can be cast is not known.
_UNREAD = ("cannot tell", "does not model", "turn casts the first")


def _unread(copy: Copy) -> bool:
    """The copy is left out for what turn does not read or model (Deep Analysis's flashback with a life cost, text
    not understood, a fourth cost changer), not because the rules forbid it: the answer is not proven."""
    return any(words in (copy.why_not or "") for words in _UNREAD)


def _partial_reason(plan: TurnPlan, blocked: list[Copy], base: dict[str, str]) -> str:
    parts = []
    cast = [n for n in plan.candidates if n not in plan.not_cast]
    free = [n for n in plan.not_cast if n not in {b.card.name if b.alt != b.key else b.name for b in blocked}]
    if cast:
        parts.append(f"{'at most' if plan.proven else 'this plan casts'} {len(cast)} of the {len(plan.candidates)}"
                     f"{' can be cast this turn' if plan.proven else ''} "
                     f"({_counted(cast, base)}); not {_counted(free, base)} with {'it' if len(cast) == 1 else 'them'}"
                     if free else f"{_counted(cast, base)} can be cast this turn")
    elif free and not plan.proven:
        parts.append(f"this plan casts none of {_counted(free, base)}")
    elif free:
        parts.append(f"none of {_counted(free, base)} can be cast this turn" if len(free) > 1
                     else f"{free[0]} can't be cast this turn")
    why: dict[str, list[str]] = {}  # the cards blocked for one reason, said once (Mana Drain and Force of Will)
    for b in blocked:
        why.setdefault(b.why_not, []).append(b.card.name if b.alt != b.key else b.name)
    for reason, names in why.items():
        names = list(dict.fromkeys(names))
        if len(names) > 1 and reason.startswith("it "):
            reason = "each " + reason.removeprefix("it ")
        parts.append(f"{', '.join(names[:-1])} and {names[-1]}: {reason}" if len(names) > 1
                     else f"{names[0]}: {reason}")
    return "; ".join(parts)


#: The reason of a turn whose search the time limit cut short before any plan.
_TIMED_OUT = "no plan found within the time limit (not proven either way)"
#: The reason of a plan that casts not every candidate, where it is not worked out (``solve_turn(..., explain=False)``).
UNEXPLAINED = "not every candidate can be cast this turn (why is not worked out)"


def _unexplained(best: _Solved) -> str:
    """:func:`_why_not`'s reason without its work: the time limit where it cut the search short, else
    :data:`UNEXPLAINED`."""
    return _TIMED_OUT if best.result.status == "unknown" else UNEXPLAINED


def _why_not(analysis: Analysis, cards, usable: list[Copy], keep: ManaCost | None, deadline: float, best: _Solved,
             find, base: dict[str, str]) -> str:
    """Why the candidates can't all be cast: the one card's payment, or the most that can be (``--most``), worked
    out in the session of ``analysis``."""
    if best.result.status == "unknown":
        return _TIMED_OUT
    cands = [c for c in usable if c.candidate]
    if len(cands) == 1 and cands[0].alt == cands[0].key:
        c = cands[0]
        p = solve_payment(analysis.of(_without_cast(analysis.board, usable)), c.cost, purpose=c.purpose,
                          time_limit=max(0.1, deadline - time.monotonic()), timing="casting")
        if not p.payable:
            return f"{c.name}: cannot pay {c.cost.text}: {p.reason}"
        return f"{c.name}: cannot pay {c.cost.text} this turn" + (f" and keep {keep.text} payable" if keep else "")
    plan = solve_turn(analysis, cards, most=True, keep=keep, time_limit=max(0.1, deadline - time.monotonic()),
                      find=find)
    if not plan.steps and plan.reason:
        return plan.reason
    return _partial_reason(plan, [], base)
