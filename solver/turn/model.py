"""The turn as one payment model: each spell cast is a costed activation of the layered model.

The payment model (:mod:`manaplan.solver.pay.model`) already orders costed activations in time layers with no
self-funding. A turn adds, on the same model:

- **casts**: for each copy (:class:`~manaplan.solver.turn.cards.Copy`) one use per cost version, costed (its cost is
  paid at the start of its layer from mana made before, CR 601.2g-h), its mana spent with that spell as the purpose
  (CR 106.6), adding a ritual's mana as it resolves — the core's costed activations
  (:func:`~manaplan.solver.core.costed.with_costed_activations`); each copy at most once, a candidate exactly
  once (or, with ``--most``, as many as possible), never in the keep phase. A spell whose resolving gives the turn
  nothing is paid at the end instead, like ``pay``'s target, when its flag says it is cast (``pay``'s optional costs:
  :func:`end_costs`) — unless its cost sacrifices a permanent (Fling, CR 601.2b): its use's "Sacrifice a …" part
  takes a victim the core counts, one that acted in an earlier layer if at all (in a layer the casts come first,
  :func:`_victim_idle_in_its_layer`), a permanent cast this turn only after its cast, one a spell's own reduction
  counts (affinity) only after that spell's cast (:func:`_sacrificed_after_counting_casts`), never the spell's own
  permanent nor one whose effects are in force or that changes costs (:func:`_spares`: then not proven);
- **what enters**: the permanent a spell becomes is on the model's board from the start, a group of its own, but
  each of its activations (and each time another's cost sacrifices or taps it) in its cast's layer or a later one
  (in a layer the casts come first, then the activations: both are paid from mana of earlier layers) — in the keep
  phase, when it was cast at all. Its abilities are read by the effective board with it there, summoning
  sick (CR 302.6: a creature needs haste for ``{T}``), so an artifact's mana is usable at once;
- **cost changes that enter** (Goblin Electromancer, Thalia; Cloud Key, one part per type it may choose as it
  enters: :mod:`.choosing`): a copy's version for a set of changers is allowed only in a layer after exactly those
  changers' casts (CR 601.2f);
- **what leaves, counted**: a copy whose own reduction counts permanents that may leave (Myr Enforcer's affinity
  counts a Chromatic Star cracked for mana, a Treasure) has a version per count of them (:attr:`~.cards.Copy.
  leaving_counts`), allowed only where that many are still on the battlefield as it is cast (:func:`_leaving_counted`;
  CR 702.41a, 601.2f): what leaves in an earlier layer is gone, what leaves by a mana ability in the layer just
  before may instead leave while it is paid (CR 601.2g, 605.3a) when it is the only cast of its layer;
- **counts and effects that enter** on other permanents' mana: a permanent of the board whose mana counts the
  permanents cast this turn (Gaea's Cradle, Nykthos) or that an effect cast this turn gives more (Chromatic Lantern,
  Prismatic Omen) has one version of its uses per count (:mod:`.counted`), each used only in a layer where the casts
  up to it make that count (:func:`_count_gates`; CR 608.3, 605.3b), and so has an untapper's activation that taps
  it again (Quirion Ranger's), after its own taps (:func:`_retapped_after_tap`);
- **conditions that count permanents** (Mox Opal's "Activate only if you control three or more artifacts.", CR
  602.5b; an output's "If you control four or more creatures, add {G}{G} instead."): a use whose count the
  permanents there all turn do not make is used only in a layer where the permanents there make it — the board's
  not yet removed, the casts' up to that layer (:mod:`.conditioned`, :func:`_condition_gates`);
- **other effects that enter** on other permanents' mana (Blood Moon, a lord, a doubler with a count): such a spell
  is cast last — no cast and no activation after it in the turn — and never with a kept cost, because the model's
  board does not have its effects (its own abilities are not used): never a wrong plan.

Playing a land is not in the model: the solver builds one model per land play (none, or each land of the hand,
or each set of lands where more land plays are possible: :mod:`.plays`) with the lands on the battlefield from the
start (a special action, CR 305.2, 116.2a: it can be done first); a land played with the play a permanent cast this
turn gives (Exploration) is among what enters, used after that cast (``gated``).

A spell from your hand is never cast after an ability that discards your hand (Lion's Eye Diamond, activated with
priority between spells: :func:`_hand_casts_before_discarding`); so such casts are never the terminal ones.

A spell that limits the spells cast after it (Irencrag Feat: "You can cast only one more spell this turn.", CR 101.2)
allows at most that many casts in the layers after its own (:func:`_spells_after`); with such a spell among the
copies no cast is terminal, so that every cast is before or after it.

Why it stays exact: a cast is a costed activation, so :func:`~manaplan.solver.core.model.ordered_bound` counts it
(each copy once), and a use of a permanent that entered sits in its cast's layer: along any chain the layer still
rises only at ordered activations. The relaxation of certify-or-deepen (``loose``)
keeps the casts' counts and drops only their order: a use of what entered needs its cast, a version its changers.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field, replace

from ...models.board import Board, Permanent
from ...models.costs import ManaCost
from ..core import costparts
from ..analysis import Analysis
from ..core.activations import AbilityUse, CostedActivation, PaymentBoard, unit_of, with_costed_activations
from ..core.costed import sacrifice_victims, with_victim_groups
from ..core.untappers import UNTAP
from ..core.uses import effect_sources, remover_of
from ..core.lexico import Level, Lin
from ..core.model import capped_total, ordered_uses
from ..pay.model import ModelSpec, PayModel, build_model, objective_levels, sacrifice_counts
from .cards import Copy, draws_unread, empties_hand, is_land, spell_land_plays, spell_puts_lands
from .conditioned import Conditioned, conditioned_uses
from .counted import Counted
from .takes_from_hand import card_versions, changing, imprints_said
from .landfall import fetch_landfall_activations, fetches_left_out, landfall_activations, ramp_landfall_activations
from .auras import AuraMana, aura_constraints, lands_in_order, with_aura_mana
from .untap_spells import Untaps, untap_constraints, untap_gross, untap_target_groups, with_untap_spells
from .landfall_puts import (LandfallRelaxation, charged_counts, charged_levels, landfall_in_order,
                            payment_phase_only, relaxed_gates, shift_activations, tapped_levels)

__all__ = ["TurnBoard", "turn_board", "build_turn_model", "turn_levels", "turn_sacrifices", "exact_layers",
           "layered_casts", "held_back_apart"]


@dataclass
class TurnBoard:
    """The payment board of a turn and what the model adds to it.

    Attributes
    ----------
    pb : PaymentBoard
        The board's groups and uses, then one group per copy and its cast uses.
    copies : list of Copy
    versions : dict of copy key to list of (use index, frozenset of changer keys)
    entering : dict of group index to copy key
        The groups of permanents cast this turn.
    last_only : set of str
        Copies whose permanent's effects change other permanents' mana: cast last, its abilities unused.
    land : Permanent or None
        The land played (on the board from the start).
    played : PlayedLand or None
        How the land play went (:func:`~manaplan.solver.cast.zones.played_lands`): the land played, the life it
        asked, a bounceland that returned itself (``land`` None).
    plays : LandPlays or None
        The lands played when there are more land plays than one, or from the top of the library
        (:class:`~.plays.LandPlays`; ``played`` is then None): a land played with the play a permanent cast this
        turn gives is among ``entering``, with that cast's key.
    lost_finds : dict of str to str
        The lands a spell would find that are left out of the model because they would change other permanents'
        mana (a Swamp Cabal Coffers counts), with the spell's key.
    found : dict of group index to str
        The groups of lands a spell may find (Nature's Lore), with the land's name: among ``entering``, and each
        used only when found (at most ``find_count`` per cast, each library card once).
    terminal : set of str
        Copies cast after everything else (their resolving gives the turn nothing): a cost paid at the end, like
        ``pay``'s target, with a flag.
    counted : list of Counted
        The permanents of the board whose mana counts permanents cast this turn (Gaea's Cradle:
        :mod:`.counted`), one per group.
    count_uses : dict of int to (int, int)
        The uses of their groups, each with its :class:`~.counted.Counted` (an index into ``counted``) and its
        version (an index into its ``versions``): used only at that count (:func:`_count_gates`).
    counted_by : dict of int to tuple of str
        The groups a cast's cost may sacrifice that a spell's own reduction counts (Frogmite for Myr Enforcer's
        affinity), with the keys of the copies that count them: sacrificed only after those casts
        (:func:`_sacrificed_after_counting_casts`).
    leaving : dict of str to (tuple of int, int)
        By copy with :attr:`~.cards.Copy.leaving_counts`: the groups of the permanents its versions count while they
        are there (a Chromatic Star, Treasures), and how many permanents they hold (:func:`_leaving_counted`).
    found_landfall : dict of int to int
        The groups of the landfall triggers (Lotus Cobra) of the lands a spell finds, with the found land's group:
        used only when that land is found (:func:`_found_lands`).
    fetched_landfall : dict of int to (int, str)
        The groups of the landfall triggers (Lotus Cobra) of the lands fetchlands put there, with the fetchland's
        group and the landfall source's id: used only once that fetchland was cracked (:func:`_landfall_after_crack`).
    landfall_uses : tuple of int
        The uses of every landfall trigger (of a land played, found or fetched): each resolves once
        (:func:`_landfall_once`).
    conditioned : list of Conditioned
        The uses whose condition counts permanents that may enter or leave this turn (Mox Opal's three artifacts:
        :mod:`.conditioned`), each used only where the permanents there make its counts (:func:`_condition_gates`).
    guides : dict of int to Copy
        The groups of the cards a spell may put into your hand that are mana there (:attr:`~.cards.Copy.
        hand_source`: a Spirit Guide), with their copy: each in your hand on the model's board, used only after that
        spell's cast and when taken, in its slot (:func:`_fetched_after`). Not among ``copies``: never cast.
    charged : tuple of (int, int, bool)
        In a relaxed turn (:mod:`.landfall_puts`, :mod:`.token_bound`), the uses of the activations it adds, each
        counted one permanent sacrificed of a mana value, a token or not (:func:`~.landfall_puts.charged_levels`).
    charged_taps : tuple of int
        In a relaxed turn (:mod:`.untap_bound`, :mod:`.entering_bound`), the uses of the activations it adds, each
        counted one permanent tapped (:func:`~.landfall_puts.tapped_levels`), of ``charged_flexibility``.
    charged_flexibility : int
        The flexibility each of ``charged_taps`` counts (:attr:`~.landfall_puts.LandfallRelaxation.charged`).
    untap_spells : tuple of (int, int, tuple of int)
        The cards whose untaps of lands are modelled (:mod:`.untap_spells`): each one's group, how many lands it
        untaps, and its uses, one per land (:func:`~.untap_spells.untap_constraints`).
    untaps_missed : bool
        A permanent those cards may untap is left out of their targets (:func:`~.untap_spells.untap_targets`): a plan
        untapping it is not looked for.
    aura_links : tuple of (str, int, tuple of int)
        The Auras whose mana is modelled (:func:`~.auras.with_aura_mana`): each Aura's key, a land it may enchant,
        and the activations adding its mana as that land is tapped (:func:`~.auras.aura_constraints`).
    auras_missed : bool
        A land such an Aura may enchant is left out of them: a plan enchanting it is not looked for.
    untap_gross : tuple, optional
        :func:`~.untap_spells.untap_gross`: the parts of a sound bound on the turn's gross mana that ties the untaps
        to their casts (:func:`~.untap_spells.gross_with_untaps`).
    landfall_gates : tuple of (int, int)
        In a relaxed turn, the Expedition's use and how many lands must enter for its counters
        (:func:`~.landfall_puts.relaxed_gates`).
    landfall_order : tuple of tuple of int
        Chains of interchangeable landfall triggers (those of the lands Scapeshift puts there): each used only where
        the one before it is (:func:`~.landfall_puts.landfall_in_order`).
    shifted : tuple of int
        The uses of the landfall triggers of the lands Scapeshift puts there (each sacrificing a land; in a relaxed
        turn, each charged one): only in the payment phase (:func:`~.landfall_puts.payment_phase_only`).
    crack_made : dict of int to (int or None, str)
        The groups of the Treasures a landfall trigger makes as the land a fetchland puts there enters (Tireless
        Provisioner: :mod:`.landfall_treasures`), with the fetchland's group (None: none in the model) and the
        trigger source's id: used only once that fetchland was cracked (:func:`_made_after_crack`).
    held_relaxed : bool
        A relaxed turn where the plans the model holds back are plans, every removed permanent's effects and counts
        left in force (:func:`~manaplan.solver.core.activations.activation_board` with ``relaxed``; its counts and
        reads unordered): :func:`~.solve._held_back_moot`.
    storm_gated : dict of int to int
        In a relaxed turn, the groups of the tokens of a storm spell's copies (:func:`~.token_fodder.storm_tokens`),
        each with the spells that must be cast for its copy: used only once that many other spells are cast
        (:func:`_storm_gates`).
    """

    pb: PaymentBoard
    copies: list[Copy]
    versions: dict[str, list[tuple[int, frozenset[str]]]] = field(default_factory=dict)
    entering: dict[int, str] = field(default_factory=dict)
    last_only: set[str] = field(default_factory=set)
    land: Permanent | None = None
    by_key: dict[str, Copy] = field(default_factory=dict)
    terminal: set[str] = field(default_factory=set)
    found: dict[int, str] = field(default_factory=dict)
    unused: set[str] = field(default_factory=set)
    affects: dict[str, tuple[str, ...]] = field(default_factory=dict)
    via: tuple[str, str] | None = None
    via_from: str = "library"
    #: The life the land of ``via`` asks as it enters untapped (a shockland's 2: taken from the model's life).
    via_life: int = 0
    limits: list[tuple[frozenset[str], int]] = field(default_factory=list)
    requires: dict[str, tuple[tuple[str, ...], ...]] = field(default_factory=dict)
    played: object = None
    plays: object = None
    lost_finds: dict[str, str] = field(default_factory=dict)
    counted: list[Counted] = field(default_factory=list)
    count_uses: dict[int, tuple[int, int]] = field(default_factory=dict)
    counted_by: dict[int, tuple[str, ...]] = field(default_factory=dict)
    leaving: dict[str, tuple[tuple[int, ...], int]] = field(default_factory=dict)
    found_landfall: dict[int, int] = field(default_factory=dict)
    fetched_landfall: dict[int, tuple[int, str]] = field(default_factory=dict)
    landfall_uses: tuple[int, ...] = ()
    conditioned: list[Conditioned] = field(default_factory=list)
    guides: dict[int, Copy] = field(default_factory=dict)
    charged: tuple[tuple[int, int, bool], ...] = ()
    charged_taps: tuple[int, ...] = ()
    charged_flexibility: int = 0
    untap_spells: tuple[tuple[int, int, tuple[int, ...]], ...] = ()
    untaps_missed: bool = False
    untap_gross: tuple[int, tuple[tuple[int, int], ...]] | None = None
    aura_links: tuple[tuple[str, int, tuple[int, ...]], ...] = ()
    auras_missed: bool = False
    landfall_gates: tuple[tuple[int, int], ...] = ()
    landfall_order: tuple[tuple[int, ...], ...] = ()
    shifted: tuple[int, ...] = ()
    crack_made: dict[int, tuple[int | None, str]] = field(default_factory=dict)
    storm_gated: dict[int, int] = field(default_factory=dict)
    held_relaxed: bool = False


def turn_board(analysis: Analysis, copies: list[Copy], *, land: Permanent | None, last_only: set[str], repeat_cap: int,
               unused: set[str] = frozenset(), requires: dict[str, tuple[tuple[str, ...], ...]] | None = None,
               timing: str = "casting", gated: dict[str, str] | None = None, counted: list[Counted] | None = None,
               landfall: tuple[CostedActivation, ...] = (), relaxed: LandfallRelaxation | None = None,
               cracked: tuple[tuple[str, str, str], ...] = (), storm: dict[str, int] | None = None,
               companions: dict[str, tuple[Permanent, ...]] | None = None, held_relaxed: bool = False,
               untaps: dict[str, Untaps] | None = None, auras: dict[str, AuraMana] | None = None) -> TurnBoard:
    """The payment board with the permanents that may enter and one cast use per copy and cost version.

    Parameters
    ----------
    analysis : Analysis
        The board with the land played (if any), the copies cast from hand out of the hand, analysed; the board with
        the permanents that may enter is analysed in its session.
    copies : list of Copy
        Castable copies (``why_not`` None).
    land : Permanent or None
    last_only : set of str
        Copies whose permanent is not put on the model's board and that are cast last (see the module notes).
    unused : set of str
        Copies whose permanent is not put on the model's board (its own mana is not used).
    requires : dict of str to tuple of tuple of str
        Copies whose permanent's abilities also wait for the cast of one copy of each tuple (never cast at the end).
    gated : dict of str to str
        Permanents of the board used only after a copy's cast (a land played with the land play Exploration cast
        this turn gives): their ids, and that copy's key.
    counted : list of Counted
        Permanents of the board whose mana counts copies cast this turn (:func:`~.counted.counted_mana`): one
        version of their group's uses per count (:func:`_count_versions`).
    landfall : tuple of CostedActivation
        The landfall triggers of the lands played as the turn begins (Lotus Cobra: :func:`~.landfall.
        landfall_activations`), free activations adding their mana. Those of the lands a spell finds are added here,
        each after that cast and only when its land is found (:func:`_gate_found_landfall`), and those of the lands
        fetchlands put there, each once that fetchland was cracked (:func:`_with_fetch_landfall`).
    relaxed : LandfallRelaxation or None
        A relaxed turn's landfall mana the turn does not count (:mod:`.landfall_puts`, :func:`_with_landfall_puts`).
    cracked : tuple of (str, str, str)
        Treasures of the board made as a fetchland's land enters: (the Treasure's id, the fetchland's id, the id of
        the permanent whose landfall trigger makes it), each a group of its own used only once that fetchland was
        cracked (:attr:`TurnBoard.crack_made`).
    storm : dict of str to int
        In a relaxed turn, the tokens of a storm spell's copies among ``gated``: by id, the spells that must be cast
        for its copy (:attr:`TurnBoard.storm_gated`).
    companions : dict of str to tuple of Permanent
        By copy key, the tokens its cast makes that a count reads (:func:`~.token_fodder.split_tokens`): on the
        model's board with the copy's permanent, used only after its cast, off it where the copy is cast last.
    held_relaxed : bool
        The relaxed turn of :attr:`TurnBoard.held_relaxed`.
    untaps : dict of str to Untaps
        By copy key, the cards whose untaps are modelled (:func:`~.untap_spells.untaps_modelled`): each permanent of
        yours they may untap in a group of its own (one tapped as the turn begins read as if untapped, its taps
        counted against its untaps), each card's untaps used after its cast (:attr:`TurnBoard.untap_spells`).
    auras : dict of str to AuraMana
        By copy key, the Auras whose mana is modelled (:func:`~.auras.auras_modelled`): each land of yours in a group
        of its own, each Aura's mana used after its cast (:attr:`TurnBoard.aura_links`).
    """
    board, copies, guide_ids = _with_guides(analysis.board, copies)
    off = set(last_only) | set(unused)
    entering = [c.enters for c in copies if c.enters is not None and c.key not in off]
    tokens = [(key, t) for key, made in (companions or {}).items() if key not in off for t in made]
    entering += [t for _, t in tokens]
    found = [(c.key, p) for c in copies if c.key not in last_only for p in c.finds]
    entering += [p for _, p in found]
    model_board = replace(board, permanents=board.permanents + tuple(entering))
    gated = dict(gated or {})
    single_ids = frozenset(p.id for p in entering) | frozenset(gated) | frozenset(guide_ids) | frozenset(
        tid for tid, _, _ in cracked)
    retapped: frozenset[str] = frozenset()
    auras = {k: a for k, a in (auras or {}).items() if k not in off}
    if auras:  # each land an Aura may enchant: its taps counted one by one
        single_ids |= frozenset(p.id for p in model_board.permanents if p.is_yours and p.card.is_land)
    if untaps:  # each permanent an untap may take apart: the activation model counts its taps one by one
        lands_only = all(u.kind == "land" for u in untaps.values())
        fitting = frozenset(p.id for p in model_board.permanents if p.is_yours and (p.card.is_land or not lands_only))
        single_ids |= fitting
        # one tapped as the turn begins: its abilities read as if untapped, its taps counted against its untaps
        retapped = frozenset(p.id for p in model_board.permanents if p.id in fitting and p.tapped)
    args = dict(repeat_cap=repeat_cap, timing=timing, single_ids=single_ids, relaxed=held_relaxed)
    if retapped:
        args["retapped"] = retapped
    pb = analysis.of(model_board).activations(**args)
    counted_groups: list[Counted] = []
    count_uses: dict[int, tuple[int, int]] = {}
    if counted:
        perms: dict[str, tuple[str, ...]] = {c.key: (c.enters.id,) for c in copies if c.enters is not None}
        for key, t in tokens:  # a cast's tokens a count reads: off the board with it
            perms[key] = perms.get(key, ()) + (t.id,)
        pb, counted_groups, count_uses = _count_versions(analysis, pb, counted, model_board, perms, args)
    pb = imprints_said(with_victim_groups(pb, tuple(f for c in copies for f in c.sacrifices)), copies)  # Chrome Mox
    spares, counted_by, left_out = _sacrifice_rules(pb, copies, set(last_only), held_relaxed)
    pb = replace(pb, unproven=pb.unproven + left_out + tuple((c.key, c.skipped) for c in copies if c.skipped))
    key_of_id = {**gated, **{c.enters.id: c.key for c in copies if c.enters is not None and c.key not in off},
                 **{t.id: key for key, t in tokens},
                 **{p.id: key for key, p in found}}  # what may enter, and the cast it enters after
    found_ids = {p.id: p.name for _, p in found}
    pb, conditioned = _conditions(pb, copies, spares, key_of_id, frozenset(found_ids), frozenset(count_uses),
                                  _base_reader(analysis, model_board, args))
    groups, uses = list(pb.groups), list(pb.uses)
    tb = TurnBoard(pb=pb, copies=copies, last_only=set(last_only), land=land, by_key={c.key: c for c in copies},
                   unused=set(unused), requires=dict(requires or {}), counted=counted_groups, count_uses=count_uses,
                   counted_by=counted_by, leaving=_leaving_groups(pb, copies), conditioned=conditioned,
                   held_relaxed=held_relaxed)
    tb.entering.update((g.index, key_of_id[g.ids[0]]) for g in groups if g.ids[0] in key_of_id)
    tb.found.update((g.index, found_ids[g.ids[0]]) for g in groups if g.ids[0] in found_ids)
    tb.guides.update((g.index, guide_ids[g.ids[0]]) for g in groups if g.ids[0] in guide_ids)
    tb.entering.update((gi, c.fetched_by) for gi, c in tb.guides.items())  # exiled for mana after its spell
    if untaps:  # Snap's untaps, each after its cast
        gated_groups = frozenset(tb.entering) | frozenset(tb.found) | frozenset(tb.guides) | frozenset(
            g.index for g in groups if any(pid in gated or pid in {t for t, _, _ in cracked} for pid in g.ids))
        before = pb
        pb, untapping, tb.untap_spells, tb.untaps_missed = with_untap_spells(
            pb, untaps, copies, gated_groups, frozenset(c.pid for c in counted_groups),
            {p.id: p for p in model_board.permanents if p.id in untaps})
        if tb.untap_spells:
            tb.untap_gross = untap_gross(before, pb, tb.untap_spells, untapping, copies, retapped)
        tb.pb = pb
        tb.entering.update(untapping)
        groups, uses = list(pb.groups), list(pb.uses)
    if auras:  # Wild Growth's mana, after its cast, for the land it enchants
        pb, enchanting, tb.aura_links, tb.auras_missed = with_aura_mana(tb.pb, auras, copies)
        tb.pb = pb
        tb.entering.update(enchanting)
        groups, uses = list(pb.groups), list(pb.uses)
    # a spell whose resolving gives the turn nothing (no mana, no permanent that taps, sacrifices or is taken by a
    # cost, no change to a later spell's cost or to another's mana) and whose cost no changer cast this turn changes
    # is cast after everything else: paid at the end from all the turn's mana
    taken = {h for u in uses if u.usable for entry in u.victims + u.tapped for h in entry}
    taken |= {h for c in copies for f in c.sacrifices for h in sacrifice_victims(groups, f, spares[c.key])}
    live = {gi for gi in tb.entering if any(u.usable for u in uses if u.group == gi) or gi in taken}
    live_keys = {tb.entering[gi] for gi in live}
    changers = changing(copies)  # what changes a later cast's cost (each version of a Chrome Mox): in time
    tapped_landfall = _tapped_landfall(analysis, model_board, copies, relaxed, frozenset(key_of_id).union(
        (c.pid for c in counted_groups), (i for c in conditioned for i in groups[uses[c.use].group].ids)))
    makers = _in_time(tb, copies, counted_groups, counted_by, conditioned, tapped_landfall)
    discards = any(u.usable and u.ability.cost.discard_hand for u in uses) or any(  # Lion's Eye Diamond: hand
        c.spell is not None and empties_hand(c.spell) for c in copies)  # casts first; Wheel of Fortune the same
    limited = any(c.spells_after is not None for c in copies)  # Irencrag Feat: every cast before or after it
    threshold = any(c.graveyard_needs for c in copies)  # Cabal Ritual's: the spells resolved before it count
    tb.terminal = {c.key for c in copies if not c.adds and c.key not in live_keys | makers | changers
                   and not c.changed_by and not (discards and c.zone == "hand") and c.key not in tb.leaving
                   and not c.sacrifices and not limited and not (threshold and not c.spell.is_permanent)}
    # (a sacrifice is its cast's: counted in a layer)
    uses = _layered(tb, uses)
    casts = []
    for rank, c in enumerate(copies):
        if c.key in tb.terminal:
            continue
        # in a layer the casts come first, the changers last among them, a last-cast one after all
        order = -20_000 + rank + (10_000 if c.key in last_only else 5_000 if c.key in changers
                                  or c.spells_after is not None else 0)
        casts.append((c, CostedActivation(id=c.key, name=c.name, card=c.card, costs=tuple(cost for _, cost in c.costs),
                                          purpose=c.purpose, adds=c.adds, spend=c.adds_spend, rank=order,
                                          card_types=c.spell.card_types, subtypes=c.spell.subtypes,
                                          text=f"cast {c.name}", sacrifices=c.sacrifices, spares=spares[c.key])))
    pb = replace(pb, unproven=pb.unproven + _discards_left_out(pb, copies, tb.terminal))
    found_landfall = [(key, p.id, a) for key, p in found for a in landfall_activations(analysis, (p.id,))]
    _with_activations(tb, replace(pb, uses=tuple(uses)), casts, landfall + (relaxed.anytime if relaxed else ()),
                      found_landfall + tapped_landfall)
    _with_fetch_landfall(tb, analysis, model_board)
    _with_landfall_puts(tb, relaxed, tapped_landfall)
    group_of = {pid: g.index for g in tb.pb.groups for pid in g.ids}
    tb.crack_made = {group_of[tid]: (group_of.get(fid), source) for tid, fid, source in cracked if tid in group_of}
    tb.storm_gated = {group_of[tid]: m for tid, m in (storm or {}).items() if tid in group_of}
    return tb


def _tapped_landfall(analysis: Analysis, board: Board, copies: list[Copy], relaxed: LandfallRelaxation | None,
                     spared: frozenset[str]) -> list[tuple[str, None, CostedActivation]]:
    """The landfall triggers (Lotus Cobra's) of the lands spells put onto the battlefield tapped, each (the spell's
    key, None, its activation), used only after that cast: Rampant Growth's (:func:`~.landfall.
    ramp_landfall_activations`), Scapeshift's (:func:`~.landfall_puts.shift_activations`: each sacrificing a land
    there as the turn begins, none of ``spared`` — one that enters this turn may enter after Scapeshift resolved, one
    whose mana a count or a condition changes may make it only after —: a land sacrificed was tapped, or could have
    been, before Scapeshift resolved, its mana kept in the pool, CR 500.4), but in a relaxed turn those Scapeshift
    may put there instead (:attr:`~.landfall_puts.LandfallRelaxation.after`: a plan with the former is one with the
    latter, valued no better — each charged a land's weight, a token's where a land may be one, and no mana value,
    the least a land sacrificed weighs)."""
    shifts = () if relaxed is not None else tuple(
        (key, replace(a, spares=spared)) for key, a in shift_activations(analysis, copies))
    return [(key, None, a) for key, a in ramp_landfall_activations(analysis, board, copies) + shifts
            + (relaxed.after if relaxed is not None else ())]


def _in_time(tb: TurnBoard, copies: list[Copy], counted: list[Counted], counted_by: dict[int, tuple[str, ...]],
             conditioned: list[Conditioned], tapped_landfall: list) -> set[str]:
    """The copies whose casts something waits for, so never cast at the end (:attr:`TurnBoard.terminal`): what
    abilities wait for, what a permanent's mana counts, what counts what a cast sacrifices, what Mox Opal counts, a
    card a spell puts into your hand and that spell, a spell before the landfall triggers for the lands it puts
    there (Rampant Growth, then Lotus Cobra's trigger for its land), a permanent another spell needs to target
    (:func:`_targets_entered`: Sea Gate Oracle before Snap)."""
    makers = {k for needed in tb.requires.values() for ks in needed for k in ks}
    makers |= {k for c in copies if c.target_need is not None and not c.target_other for k in c.target_after}
    makers |= {k for c in counted for k in c.keys}
    makers |= {k for keys in counted_by.values() for k in keys}
    makers |= {k for c in conditioned for n in c.needs for k, _, _ in n.entering}
    makers |= {k for c in [*copies, *tb.guides.values()] if c.fetched_by for k in (c.key, c.fetched_by)}
    return makers | {key for key, _, _ in tapped_landfall}


def _with_landfall_puts(tb: TurnBoard, relaxed: LandfallRelaxation | None,
                        tapped_landfall: list[tuple[str, None, CostedActivation]]) -> None:
    """``tb`` with the landfall triggers of the lands Scapeshift puts there (:func:`_tapped_landfall`, or in a relaxed
    turn its :attr:`~.landfall_puts.LandfallRelaxation.after`) in the payment phase only (:attr:`TurnBoard.shifted`)
    and in order, each interchangeable with the others (:attr:`TurnBoard.landfall_order`); those of a relaxed turn
    charged one sacrifice each (:attr:`TurnBoard.charged`) and the Expedition's gated by the lands that enter
    (:attr:`TurnBoard.landfall_gates`)."""
    first = {tb.pb.groups[u.group].ids[0]: u.index for u in reversed(tb.pb.uses)}
    exact = tuple(first[a.id] for _, _, a in tapped_landfall if a.sacrifices)
    after = tuple((key, first[a.id]) for key, a in relaxed.after) if relaxed is not None else ()
    tb.shifted = exact + tuple(ui for _, ui in after)
    # the relaxed uses after one cast are interchangeable, those after two casts are not (either may come first)
    chains = (exact, *(tuple(ui for k, ui in after if k == key) for key in dict.fromkeys(k for k, _ in after)))
    tb.landfall_order = tuple(chain for chain in chains if len(chain) > 1)
    if relaxed is None:
        return
    ids = {aid: first[aid] for aid in relaxed.ids if aid in first}
    values = dict(relaxed.values)
    if relaxed.charged in ("tapped", "retapped"):
        tb.charged_taps = tuple(sorted(ids.values()))
        tb.charged_flexibility = int(relaxed.charged == "retapped")
    else:
        tb.charged = tuple(sorted((ui, values.get(aid, 0), aid not in relaxed.nontoken) for aid, ui in ids.items()))
    tb.landfall_gates = tuple((ids[aid], need) for aid, need in relaxed.gates if aid in ids)


def _with_guides(board: Board, copies: list[Copy]) -> tuple[Board, list[Copy], dict[str, Copy]]:
    """``board`` with the cards of the copies that are mana in your hand (:attr:`~.cards.Copy.hand_source`: a Spirit
    Guide a spell finds, never cast) put after its hand, the other copies, and the ids their hand sources have there
    (:func:`~manaplan.solver.core.sources.hand_sources` numbers the cards of a name in the hand's order), each with
    its copy."""
    guides = [c for c in copies if c.hand_source]
    if not guides:
        return board, copies, {}
    seen: dict[str, int] = {}
    for card in board.hand:
        seen[card.name] = seen.get(card.name, 0) + 1
    ids: dict[str, Copy] = {}
    for c in guides:
        seen[c.card.name] = n = seen.get(c.card.name, 0) + 1
        ids[f"{c.card.name} (hand)#{n}"] = c
    return replace(board, hand=board.hand + tuple(c.card for c in guides)), \
        [c for c in copies if not c.hand_source], ids


def _with_activations(tb: TurnBoard, pb: PaymentBoard, casts: list[tuple[Copy, CostedActivation]],
                      landfall: tuple[CostedActivation, ...], found_landfall: list[tuple[str, str, CostedActivation]]
                      ) -> None:
    """``tb`` with ``pb`` and its costed activations: the casts (each copy's cost versions: :attr:`TurnBoard.
    versions`), the landfall triggers of the lands played, those of the lands spells find, each (the finding copy's
    key, the land's id, its activation): :func:`_gate_found_landfall`."""
    tb.pb, added = with_costed_activations(pb, tuple(a for _, a in casts) + landfall + tuple(
        replace(a, rank=0) for _, _, a in found_landfall))  # a found land's trigger: after the casts of its layer
    for (c, _), indices in zip(casts, added):
        tb.versions[c.key] = [(ui, before_set) for ui, (before_set, _) in zip(indices, c.costs)]
    tb.landfall_uses = tuple(ui for indices in added[len(casts):] for ui in indices)
    _gate_found_landfall(tb, found_landfall, added[len(casts) + len(landfall):])


def _with_fetch_landfall(tb: TurnBoard, analysis: Analysis, board: Board) -> None:
    """``tb`` with the landfall triggers (Lotus Cobra's) of the lands the fetchlands of the model's ``board`` put
    there (:func:`~.landfall.fetch_landfall_activations`), each used once that fetchland was cracked
    (:attr:`TurnBoard.fetched_landfall`), and the fetchlands the model never cracks beside a landfall source left out
    (:func:`~.landfall.fetches_left_out`). Added after every other activation: a board without them builds the model
    it built before."""
    fetched = fetch_landfall_activations(analysis, tb.pb)
    missed = fetches_left_out(analysis, tb.pb, board.permanents)
    if missed:
        tb.pb = replace(tb.pb, unproven=tb.pb.unproven + missed)
    if not fetched:
        return
    tb.pb, added = with_costed_activations(tb.pb, tuple(a for _, _, a in fetched))
    for (fg, source, _), (ui,) in zip(fetched, added):
        tb.fetched_landfall[tb.pb.uses[ui].group] = (fg, source)
    tb.landfall_uses += tuple(ui for (ui,) in added)


def _gate_found_landfall(tb: TurnBoard, found_landfall: list[tuple[str, str, CostedActivation]],
                         added: tuple[tuple[int, ...], ...]) -> None:
    """The landfall triggers of the lands a spell finds (Lotus Cobra beside Nature's Lore: "Whenever a land you
    control enters, add one mana of any color."), each (the finding copy's key, the land's id — None for a land put
    there tapped, :func:`~.landfall.ramp_landfall_activations` —, its activation): each
    used only after that cast (among :attr:`TurnBoard.entering`) and, but for a land put tapped, only when its land is found
    (:attr:`TurnBoard.found_landfall`: :func:`_found_lands`) — the trigger resolves after the spell that put the land
    there (CR 603.3, 608.2). A land found that shares its group with another (one flag for both) is not so gated:
    its trigger is left out, and said so."""
    for (key, pid, a), (ui,) in zip(found_landfall, added):
        g = tb.pb.uses[ui].group
        tb.entering[g] = key
        if pid is None:  # a land the spell surely puts there tapped (Rampant Growth): no flag, only after its cast
            continue
        fg = next((fg for fg in tb.found if tb.pb.groups[fg].ids == (pid,)), None)
        if fg is None:
            tb.pb = replace(tb.pb, uses=tuple(replace(u, cap=0) if u.index == ui else u for u in tb.pb.uses),
                            unproven=tb.pb.unproven + ((a.id, "the landfall trigger of a land found among others "
                                                                "like it is not counted"),))
            continue
        tb.found_landfall[g] = fg


def held_back_apart(unproven: tuple[tuple[str, str], ...], copies: list[Copy]) -> tuple[tuple[str, str], ...]:
    """``unproven`` (a :class:`TurnBoard`'s ``pb.unproven``) without the permanents held back from an ability's cost
    (Goblin Warchief from Skirk Prospector's sacrifice, whose plans are not looked for: :func:`~manaplan.solver.core.
    uses.held_back`) that are never on the battlefield with that ability's permanent: both cards one search puts into
    your hand, one of them at most (Goblin Matron's one Goblin card: :func:`_fetched_after`). The model's board has
    every permanent that may enter, so it sees removals between permanents that no plan has together.

    Examples
    --------
    >>> from manaplan.models.board import Permanent
    >>> from manaplan.models.cards.store import default_database
    >>> from manaplan.solver.turn.cards import Copy
    >>> db = default_database()
    >>> def fetched(name, slot=0):
    ...     card = db.get(name)
    ...     return Copy(f"{name} (by Goblin Matron)", card, None, "hand", False, alt=f"{name} (by Goblin Matron)",
    ...                 enters=Permanent(id=f"{name}#1", card=card), fetched_by="Goblin Matron", fetch_slot=slot)
    >>> held = (("Goblin Warchief#1", "removed by Skirk Prospector#1: Sacrifice a Goblin: Add {R}. (…)"),)
    >>> held_back_apart(held, [fetched("Goblin Warchief"), fetched("Skirk Prospector")])
    ()
    >>> len(held_back_apart(held, [fetched("Goblin Warchief"), fetched("Skirk Prospector", 1)]))
    1
    """
    slot = {c.enters.id: (c.fetched_by, c.fetch_slot, c.alt) for c in copies
            if c.enters is not None and c.fetched_by and c.fetch_takes == 1}  # Shared Summons' two may be together

    def apart(pid: str, other: str | None) -> bool:
        a, b = slot.get(pid), slot.get(other) if other is not None else None
        return a is not None and b is not None and a[:2] == b[:2] and a[2] != b[2]
    return tuple((pid, text) for pid, text in unproven if not apart(pid, remover_of(text)))


def _layered(tb: TurnBoard, uses: list[AbilityUse]) -> list[AbilityUse]:
    """``uses`` with those that may come in any layer marked so: the abilities of what enters (after its cast), one
    that discards your hand (Lion's Eye Diamond: after the casts from your hand), a counting permanent's versions
    (:func:`_count_gates`), one whose condition counts what may enter or leave (Mox Opal after an artifact's cast:
    :func:`_condition_gates`), and one removing a permanent a spell's own reduction counts or such a condition counts
    (a Treasure sacrificed for mana: after the spells that count it, :func:`_leaving_counted`; after Mox Opal, cast
    this turn, was tapped)."""
    leaving = {g for gs, _ in tb.leaving.values() for g in gs}
    leaving |= {g for c in tb.conditioned for n in c.needs for g, _ in n.groups}
    conditioned = {c.use for c in tb.conditioned}
    return [replace(u, layered=True) if (u.group in tb.entering or u.ability.cost.discard_hand
                                         or u.index in tb.count_uses or (u.group in leaving and u.sacrifices_self)
                                         or u.index in conditioned)
            and u.usable else u for u in uses]


def _base_reader(analysis: Analysis, board: Board, args: dict):
    """A use of the model's ``board`` as read there without some permanents (``args``: how the model's board was
    read), or None when its group or its ability differs there, or it takes or taps other permanents (an output's
    ``base`` version: :func:`~.conditioned.conditioned_uses`)."""
    def read(u: AbilityUse, ids: tuple[str, ...], off: frozenset[str]) -> AbilityUse | None:
        there = analysis.of(replace(board, permanents=tuple(p for p in board.permanents if p.id not in off)))
        spb = there.activations(**args)
        h = next((h for h in spb.groups if h.ids == ids), None)
        v = next((v for v in spb.uses_of(h.index) if v.ability_index == u.ability_index), None) if h else None
        if v is None or not v.usable or v.victims or v.tapped or v.ability.cost != u.ability.cost:
            return None
        return v
    return read


def _conditions(pb: PaymentBoard, copies: list[Copy], spares: dict[str, frozenset[str]], entering: dict[str, str],
                found: frozenset[str], count_uses: frozenset[int], base_uses
                ) -> tuple[PaymentBoard, list[Conditioned]]:
    """``pb`` with the uses whose condition counts permanents the model cannot follow left out (and said so in
    ``unproven``), and the uses to gate at their counts (:func:`~.conditioned.conditioned_uses`): what may enter
    (``entering``: each copy's permanent on the model's board, each land a spell finds (``found``), each land played
    after a cast, with the copy's key); what may leave, a group some cost of the board or of a cast may remove. A
    use may come in a later layer (:func:`_layered`) when it is costed or layered, of what enters, or a counting
    permanent's version (``count_uses``)."""
    late_groups = {g.index for g in pb.groups if set(g.ids) & set(entering)}
    late = frozenset(u.index for u in pb.uses if u.costed or u.layered or u.group in late_groups
                     or u.index in count_uses or u.ability.cost.discard_hand)
    removable = {u.group for u in pb.uses if u.usable and u.sacrifices_self}
    removable |= {h for u in pb.uses if u.usable for entry in u.victims for h in entry}
    removable |= {h for c in copies for f in c.sacrifices for h in sacrifice_victims(pb.groups, f, spares[c.key])}
    pb, conditioned, left = conditioned_uses(pb, entering, frozenset(removable), found, late, base_uses)
    if not left:
        return pb, conditioned
    why = dict(left)
    return replace(pb, uses=tuple(replace(u, cap=0, why_not=why[u.index]) if u.index in why else u for u in pb.uses),
                   unproven=pb.unproven + tuple((pb.groups[pb.uses[i].group].ids[0], f"{pb.uses[i].text} ({w})")
                                                for i, w in left)), conditioned


def _leaving_groups(pb: PaymentBoard, copies: list[Copy]) -> dict[str, tuple[tuple[int, ...], int]]:
    """By copy with :attr:`~.cards.Copy.leaving_counts`: the groups of its :attr:`~.cards.Copy.leaving` permanents
    on the model's board, and how many permanents they hold (identical permanents share a group)."""
    out: dict[str, tuple[tuple[int, ...], int]] = {}
    for c in copies:
        if c.leaving_counts:
            groups = tuple(g.index for g in pb.groups if set(g.ids) & set(c.leaving))
            out[c.key] = groups, sum(pb.groups[g].size for g in groups)
    return out


def _count_versions(analysis: Analysis, pb: PaymentBoard, counted: list[Counted], board: Board,
                    perms: dict[str, tuple[str, ...]], args: dict
                    ) -> tuple[PaymentBoard, list[Counted], dict[int, tuple[int, int]]]:
    """``pb`` with one version of each counting permanent's group's uses per count (:mod:`.counted`): the uses
    of the model's board (every copy counted there) are the version of the full count; the others are read on the
    board without the copies a count leaves out (``perms``: by key, the ids of a copy's permanent and of the tokens
    its cast makes), in the group's place (``args``: how ``pb`` was read). A version that
    cannot be read so (its group differs there, its cost sacrifices or taps others) is left out, and said so in
    ``unproven``.

    Returns
    -------
    (PaymentBoard, list of Counted, dict of int to (int, int))
        The board, the :class:`~.counted.Counted` of each group (one per group: identical permanents count alike),
        and each use of their groups with its Counted's index and its version.
    """
    uses, units = list(pb.uses), set(pb.units)
    kept: list[Counted] = []
    count_uses: dict[int, tuple[int, int]] = {}
    missed: list[tuple[str, str]] = []
    done: set[int] = set()
    for c in counted:
        g = next((g for g in pb.groups if c.pid in g.ids), None)
        if g is None or g.index in done:  # no mana ability usable, or its group has its versions
            continue
        done.add(g.index)
        ci = len(kept)
        kept.append(c)
        retaps = _retaps_of(pb, g)
        for vi, (_, subset) in enumerate(c.versions):
            if subset == c.keys:
                count_uses.update((u.index, (ci, vi)) for u in (*pb.uses_of(g.index), *retaps))
                continue
            off = {pid for k in c.keys - subset for pid in perms[k]}
            there = analysis.of(replace(board, permanents=tuple(p for p in board.permanents if p.id not in off)))
            spb = there.activations(**args)
            h = next((h for h in spb.groups if h.ids == g.ids), None)
            if h is None and not any(h2 for h2 in spb.groups if set(h2.ids) & set(g.ids)) and not any(
                    a.problem is None for v in there.effective.views if v.id in g.ids for a in v.abilities):
                continue  # no mana ability there at this count (Cryptolith Rite not cast yet): no uses
            for u in spb.uses_of(h.index) if h is not None else ():
                if u.victims or u.tapped:
                    h = None
                    break
            if h is None:
                missed.append((c.pid, f"its mana with {len(c.keys - subset)} fewer of the permanents cast this "
                                      f"turn it counts is not modelled"))
                continue
            for u in spb.uses_of(h.index):
                v = replace(u, index=len(uses), group=g.index, label=f"{u.label}@{vi}",
                            layered=u.layered or u.usable)
                uses.append(v)
                count_uses[v.index] = (ci, vi)
                if v.usable:
                    units.update(unit_of(g, v.ability, t) for combo in v.choices for t in combo)
            for r in retaps:  # an untapper's activation taps it again for the mana of this count (CR 605.3b)
                u = next((u for u in spb.uses_of(h.index) if u.effective is not None
                          and r.effective.key.endswith(f":untap:{r.effective.untaps}:{u.effective.key}")), None)
                if u is None or not (r.once or r.effective.shares_cap):  # else its cap would hold per version
                    missed.append((c.pid, f"its mana tapped again by {r.effective.key.split(':untap:')[0]}'s untap "
                                          f"with {len(c.keys - subset)} fewer of the permanents cast this turn it "
                                          f"counts is not modelled"))
                    continue
                v = replace(r, index=len(uses), label=f"{r.label}@{vi}", output=u.output, choices=u.choices,
                            effective=replace(r.effective, output=u.effective.output))
                uses.append(v)
                count_uses[v.index] = (ci, vi)
                if v.usable:
                    ug = pb.groups[r.group]
                    units.update(unit_of(ug, v.ability, t) for combo in v.choices for t in combo)
    return (replace(pb, uses=tuple(uses), units=tuple(sorted(units)), unproven=pb.unproven + tuple(missed), memo={}),
            kept, count_uses)


def _retaps_of(pb: PaymentBoard, g) -> tuple:
    """The untappers' activations that untap a permanent of group ``g`` and tap it again (Quirion Ranger untapping
    Circle of Dreams Druid: :mod:`~manaplan.solver.core.untappers`), read on the model's board: what they add is that
    permanent's mana there, the full count (:func:`_count_versions` adds one per other count)."""
    return tuple(u for u in pb.uses if u.effective is not None and u.effective.origin == UNTAP
                 and u.effective.untaps in g.ids)


def _sacrifice_rules(pb: PaymentBoard, copies: list[Copy], last_only: set[str], relaxed: bool = False
                     ) -> tuple[dict[str, frozenset[str]], dict[int, tuple[str, ...]], tuple[tuple[str, str], ...]]:
    """What the casts' sacrifices may take: by copy the permanents never taken (:func:`_spares`; ``relaxed``: only
    its own, the others' effects in force all the same, :attr:`TurnBoard.held_relaxed`), the groups taken only after
    the casts that count them (:func:`_counted_by`), and (permanent id, why) for the plans this leaves out
    (:func:`_not_sacrificed`, :func:`_counted_left_out`)."""
    spares = _spares(pb, copies, relaxed)
    counted_by = _counted_by(pb, copies, spares)
    return spares, counted_by, _not_sacrificed(pb, copies, spares) + _counted_left_out(
        pb, copies, counted_by, spares, last_only)


def _spares(pb: PaymentBoard, copies: list[Copy], relaxed: bool = False) -> dict[str, frozenset[str]]:
    """By copy: the permanents its cast's sacrifices never take — the permanent it becomes itself (on the stack as it
    is cast, CR 601.2a), the permanents whose effects the model applies to every step
    (:func:`~manaplan.solver.core.uses.effect_sources`) and those that change what spells cost (Thalia, Goblin
    Electromancer cast this turn: the later casts are priced with them there, CR 601.2f). What a spell's own
    reduction only counts (Frogmite for Myr Enforcer's affinity for artifacts, CR 702.41a) is not spared: it is
    sacrificed only after the casts that count it (:func:`_counted_by`)."""
    anchors: frozenset[str] = frozenset()
    if pb.effective is not None and any(c.sacrifices for c in copies) and not relaxed:
        anchors = effect_sources(pb.effective) | {source for _, source in pb.effective.casting.cost_changes}
        by_key = {c.key: c for c in copies}
        # a copy cast this turn that changes a later cast's cost other than by being counted by it (Goblin
        # Electromancer): its effect is in force all turn
        anchors |= {by_key[k].enters.id for c in copies for k in c.changed_by
                    if k in by_key and by_key[k].enters is not None and not _counts(pb, c, by_key[k].enters.id)}
    return {c.key: anchors | ({c.enters.id} if c.enters is not None else set()) for c in copies}


def _counts(pb: PaymentBoard, copy: Copy, pid: str) -> bool:
    """Whether a copy's own reduction counts permanent ``pid`` (Myr Enforcer's affinity counts Frogmite, CR
    702.41a), by its characteristics on the model's board."""
    return any(pid in pb.groups[h].ids for r in copy.spell.reductions for h in sacrifice_victims(pb.groups, r.per))


def _counted_by(pb: PaymentBoard, copies: list[Copy], spares: dict[str, frozenset[str]]) -> dict[int, tuple[str, ...]]:
    """By group that a cast's cost may sacrifice (Fling's "sacrifice a creature"): the copies whose own reduction
    counts it (Myr Enforcer's affinity for artifacts, CR 702.41a), but for their own permanent (a group of
    identical copies cast this turn is counted by each of them: it holds the others). The count is
    taken as each such spell's total cost is determined (CR 601.2f); sacrificing the permanent later (another
    spell's cost, CR 601.2b, 601.2h) does not change what was paid, a spell cast after that counts one fewer: so
    such a sacrifice is made only in a layer after the counting casts (:func:`_sacrificed_after_counting_casts`)."""
    victims = {h for c in copies for f in c.sacrifices for h in sacrifice_victims(pb.groups, f, spares[c.key])}
    out: dict[int, list[str]] = {}
    for x in copies:
        own = {x.enters.id} if x.enters is not None else set()
        for r in x.spell.reductions:
            for h in sacrifice_victims(pb.groups, r.per):
                if h in victims and set(pb.groups[h].ids) - own:  # identical copies cast share a group
                    out.setdefault(h, []).append(x.key)
    return {h: tuple(dict.fromkeys(keys)) for h, keys in out.items()}


def _counted_left_out(pb: PaymentBoard, copies: list[Copy], counted_by: dict[int, tuple[str, ...]],
                      spares: dict[str, frozenset[str]], last_only: set[str]) -> tuple[tuple[str, str], ...]:
    """(permanent id, why) for each permanent a spell's own reduction counts that a cast's cost may sacrifice, where
    the model's order (the sacrifice after every counting cast: :func:`_sacrificed_after_counting_casts`) may miss a
    plan. It misses none when the sacrificing cast can always move to just after the last counting cast: its
    resolving gives the turn nothing (no mana, no permanent, no land found or played, no card drawn: Harrow's
    sacrificed land is no such case), its cost changes with nothing cast this turn (no cost
    changer, no reduction of its own), no spell limits the casts after another (Irencrag Feat), no ability discards
    your hand (Lion's Eye Diamond: no cast from your hand after it), and no counting cast is cast last (Chromatic
    Lantern). Then a plan that sacrifices such a permanent before a counting cast has a twin that casts that spell
    first: the same mana, the same victim (idle since its sacrifice), the counting spell as cheap or cheaper."""
    if not counted_by:
        return ()
    discards = any(u.usable and u.ability.cost.discard_hand for u in pb.uses)
    limited = any(c.spells_after is not None for c in copies)
    by_key = {c.key: c for c in copies}
    out: dict[tuple[str, str], None] = {}
    for c in copies:
        gives = (c.adds or c.enters is not None or c.finds or c.to_hand or c.draws or draws_unread(c.spell)
                 or spell_land_plays(c.spell) or spell_puts_lands(c.spell))  # Harrow's lands, Explore's play
        movable = not (gives or c.changed_by or c.spell.reductions or limited or discards)
        for f in c.sacrifices:
            for h in sacrifice_victims(pb.groups, f, spares[c.key]):
                counting = [k for k in counted_by.get(h, ()) if k != c.key]
                if counting and not (movable and not last_only.intersection(counting)):
                    names = " and ".join(dict.fromkeys(by_key[k].name for k in counting))
                    for pid in pb.groups[h].ids:
                        out[pid, f"{c.name}'s cost may sacrifice it, and {names}'s cost counts it: a plan that "
                                  f"casts {names} after that sacrifice is not looked for"] = None
    return tuple(out)


def _draws_first(board: Board, copies: list[Copy], terminal: set[str]) -> bool:
    """Whether every cast that discards cards is terminal (after every other cast; the terminal casts in any order,
    those that draw first), so that the cards drawn this turn are there to discard — as long as the library has
    them (a library unknown is a library of a real game)."""
    drawn = sum(c.draws for c in copies)
    enough = board.library is None or len(board.library) + len(board.library_top) >= drawn
    return enough and all(c.key in terminal for c in copies if c.discards)


def _discards_left_out(pb: PaymentBoard, copies: list[Copy], terminal: set[str]) -> tuple[tuple[str, str], ...]:
    """(copy key, why) for a cast that discards cards (Lightning Axe) beside a spell that puts cards into your hand
    that :func:`_cards_to_discard` does not count (a draw not read, Cultivate's land, or any draw when the discarding
    cast is not terminal): discarding such a card is not looked for — which matters only when the hand may run short
    (its cards, less those the board's costs may take, fewer than the cards the casts may discard)."""
    discards = {c.alt or c.key: c.discards for c in copies if c.discards}
    if not discards:
        return ()
    first = _draws_first(pb.board, copies, terminal)
    # the draws of a spell that discards are not counted: only another discarding spell cast after it could use them
    uncounted = [c for c in copies if (c.draws and (not first or (c.discards and len(discards) > 1)))
                 or draws_unread(c.spell)]
    if not uncounted:
        return ()
    takes = sum(costparts.zone_takes(u.cost).get("hand", 0) * pb.groups[u.group].size for u in pb.uses if u.usable)
    if len(pb.board.hand) - takes >= sum(discards.values()):
        return ()
    return tuple((c.key, "discarding a card a spell puts into your hand this turn (a card drawn, a land found) is "
                         "not looked for") for c in copies if c.discards)


def _not_sacrificed(pb: PaymentBoard, copies: list[Copy], spares: dict[str, frozenset[str]]
                    ) -> tuple[tuple[str, str], ...]:
    """(permanent id, why) for each permanent whose effects are in force that a cast's sacrifice could take but the
    model never lets it (:func:`_spares`): a plan that sacrifices it is not looked for, so the answer is not
    proven."""
    out: dict[tuple[str, str], None] = {}
    for c in copies:
        own = {c.enters.id} if c.enters is not None else set()
        for f in c.sacrifices:
            for h in sacrifice_victims(pb.groups, f):
                for pid in set(pb.groups[h].ids) & (spares[c.key] - own):
                    out[pid, f"{c.name}'s cost may sacrifice it (its effects are in force all turn: a plan that "
                             f"sacrifices it after that is not looked for)"] = None
    return tuple(out)


def exact_layers(tb: TurnBoard) -> int:
    """The layers that make the model exact: the costed and sacrificing activations of the board, plus one per copy
    (each is cast at most once, whatever its versions; a Chrome Mox's imprint versions are one card: one layer), and
    one per card whose untaps are modelled (they all come in one layer, whatever they untap). The
    cards one slot of a spell puts into your hand (Fabricate's one artifact card among forty: :attr:`~.cards.Copy.
    fetch_slot`) are cast at most :attr:`~.cards.Copy.fetch_takes` (:func:`_fetched_after`): the slot counts as its
    costliest cards alone, their casts and their permanents' activations, not as all of them (forty layers where one
    is needed: a realistic Urza board took the whole time limit).
    """
    slot_of = {c.key: (c.fetched_by, c.fetch_slot) for c in tb.copies if c.fetched_by}
    takes = {slot_of[c.key]: c.fetch_takes for c in tb.copies if c.fetched_by}
    cast_uses = {ui for vs in tb.versions.values() for ui, _ in vs}
    # an untapper's activation at each count of what it untaps (:func:`_count_versions`): one family, the first
    # counted as any activation (its cap holds over them all: each is capped once a turn or taps the untapper)
    families: dict[tuple[int, str], int] = {}
    for ui in sorted(tb.count_uses):
        u = tb.pb.uses[ui]
        if u.effective is not None and u.effective.origin == UNTAP:
            families.setdefault((u.group, u.effective.key), ui)
    skipped = cast_uses | (set(tb.count_uses) - set(families.values()))
    skipped |= {ui for _, _, indices in tb.untap_spells for ui in indices}  # one layer a card: counted below
    fetched: dict[str, int] = {key: 1 if key in tb.versions else 0 for key in slot_of}  # a card's cast, its uses
    on_board = []  # one untapper's ability limited each turn counts its limit once (capped_total, CR 602.5b)
    ordered = ordered_uses(tb.pb)
    for u in tb.pb.uses:
        if u.index in ordered and u.index not in skipped:
            key = tb.entering.get(u.group)
            if key in fetched:
                fetched[key] += u.cap
            else:
                on_board.append(u)
    board = capped_total(tb.pb, on_board)
    slots: dict[tuple[str, int], list[int]] = {}
    for key, n in fetched.items():
        slots.setdefault(slot_of[key], []).append(n)
    board += sum(sum(sorted(ns, reverse=True)[:takes[slot]]) for slot, ns in slots.items())
    by_version: dict[tuple[int, int], list] = {}  # a counting permanent's versions: one of them per activation
    for ui, (ci, vi) in tb.count_uses.items():
        u = tb.pb.uses[ui]
        if u.effective is None or u.effective.origin != UNTAP:  # the untappers' families: counted above
            by_version.setdefault((u.group, vi), []).append(u)
    per_group: dict[int, list[int]] = {}
    for (g, _), vuses in by_version.items():
        per_group.setdefault(g, []).append(sum(u.cap for u in vuses if u.index in ordered))
    for g, caps in per_group.items():
        once = all(u.once for (h, _), vuses in by_version.items() if h == g for u in vuses)
        board += max(caps) if once else sum(caps)
    board += len(tb.untap_spells)  # a card's untaps all come in one layer (.untap_spells.untap_constraints)
    # the terminal casts need no layer; Chrome Mox's versions are one card, cast once (.takes_from_hand)
    return board + len({_card_of(tb, key) for key in tb.versions if key not in slot_of})


def layered_casts(tb: TurnBoard) -> int:
    """The most casts a plan makes in layers (the terminal casts need none): one per copy with versions, the cards
    one slot of a spell puts into your hand :attr:`~.cards.Copy.fetch_takes` in all (:func:`exact_layers`), a Chrome
    Mox's versions one."""
    slot_of = {c.key: (c.fetched_by, c.fetch_slot) for c in tb.copies if c.fetched_by}
    takes = {slot_of[c.key]: c.fetch_takes for c in tb.copies if c.fetched_by}
    slots = Counter(slot_of.get(key, _card_of(tb, key)) for key in tb.versions)
    return sum(min(n, takes.get(slot, 1)) for slot, n in slots.items())


def _card_of(tb: TurnBoard, key: str) -> str:
    """What a layer counts a copy as: its card for a Chrome Mox's versions (:attr:`~.cards.Copy.imprint`: at most one
    of them is cast), else itself."""
    c = tb.by_key[key]
    return c.alt if c.imprint else key


def _casts(pm, tb: TurnBoard, key: str, times) -> Lin:
    if key in tb.terminal:
        return Lin({pm.turn_flags[key]: 1})
    out = Lin()
    for ui, _ in tb.versions.get(key, ()):
        for t in times:
            var = pm.x.get((ui, t))
            if var is not None:
                out.add(var)
    return out


def end_costs(tb: TurnBoard) -> tuple[tuple[ManaCost, object, str], ...]:
    """The terminal casts, as costs paid after every layer when cast (``pay``'s optional costs,
    :attr:`~manaplan.solver.pay.model.ModelSpec.optional`), in the order the plan reads them: one whose permanent
    changes others' mana last (nothing after it), one that discards cards (Lightning Axe) before it, after the rest
    (after the spells that draw: :func:`_cards_to_discard`)."""
    return tuple((c.cost, c.purpose, c.key) for c in sorted(
        tb.copies, key=lambda c: 2 if c.key in tb.last_only else 1 if c.discards else 0) if c.key in tb.terminal)


def build_turn_model(tb: TurnBoard, spec: ModelSpec, *, most: bool, required: bool = True) -> PayModel:
    """The payment model of :mod:`manaplan.solver.pay.model` for the turn board, with the turn's constraints (see the
    module notes), added in this order: casts (:func:`_casts_once`), what entered used after its cast
    (:func:`_entered_after_cast`), the lands spells find (:func:`_found_lands`), cost versions
    (:func:`_cost_versions`, :func:`_changers_apart`), spells cast last (:func:`_cast_last`), casts from hand before
    an ability that discards your hand (:func:`_hand_casts_before_discarding`), the casts a spell allows after it
    (:func:`_spells_after`), a ritual's threshold after the cards that fill your graveyard (:func:`_graveyard_filled`), victims after their casts (:func:`_sacrificed_after_cast`), the cards a cast discards
    (:func:`_cards_to_discard`), the cards Chrome Mox exiles not cast and Mox Diamond's lands
    (:func:`_taken_from_hand`), the counting permanents' versions at their counts (:func:`_count_gates`), an
    untapper's taps of one after its own (:func:`_retapped_after_tap`), what a
    spell's own reduction counts sacrificed after that spell (:func:`_sacrificed_after_counting_casts`), the
    versions counting what may leave at the count there (:func:`_leaving_counted`), the landfall triggers
    (:func:`_landfall_once`, :func:`_landfall_after_crack`), the uses whose condition counts permanents at their
    counts (:func:`_condition_gates`), the landfall triggers of Scapeshift's lands in order
    (:func:`~.landfall_puts.landfall_in_order`) and in the payment phase (:func:`~.landfall_puts.
    payment_phase_only`), and in a relaxed turn the Expedition's landfalls
    (:func:`~.landfall_puts.relaxed_gates`).

    Parameters
    ----------
    tb : TurnBoard
    spec : ModelSpec
        The target is nothing (``{0}``); ``keep`` the kept cost.
    most : bool
        Candidates may be left uncast (``--most``); else each is cast.
    required : bool
        Without ``most``: each candidate must be cast (False: it may be left uncast too).
    """
    pm = build_model(tb.pb, replace(spec, optional=end_costs(tb)), building="the turn model")
    pm.turn_flags = {owner: flag for _, _, owner, flag in pm.end_sinks}
    _casts_once(pm, tb, kept=spec.keep is not None, exactly=not most and required)
    _entered_after_cast(pm, tb)
    _targets_entered(pm, tb)
    _targets_removed(pm, tb)
    copies_of = _copies_alike(tb)
    untapping = {tb.entering[gi]: gi for gi, _, _ in tb.untap_spells if gi in tb.entering}  # not a planeswalker there
    untap_constraints(pm, tb.untap_spells, [[untapping[k] for k in keys if k in untapping] for keys in copies_of],
                      lambda gi: _casts(pm, tb, tb.entering[gi], pm.phase_times(0)) if gi in tb.entering else None)
    aura_constraints(pm, tb.aura_links, copies_of, lambda key: _casts(pm, tb, key, pm.phase_times(0)))
    targets = {t for _, t, _ in tb.aura_links} | set(untap_target_groups(tb.pb, tb.untap_spells))
    lands_in_order(pm, sorted(targets), frozenset(tb.entering))  # lands alike: a symmetry broken
    if tb.found:
        _found_lands(pm, tb)
    _fetched_after(pm, tb)
    _revealed_in_hand(pm, tb)
    _cost_versions(pm, tb)
    _changers_apart(pm, tb)
    _cast_last(pm, tb)
    _hand_casts_before_discarding(pm, tb)
    _hand_casts_before_emptying(pm, tb)
    _spells_after(pm, tb)
    if any(c.graveyard_needs for c in tb.copies):
        _graveyard_filled(pm, tb)
    _sacrificed_after_cast(pm, tb)
    _cards_to_discard(pm, tb)
    if any(c.exiles or c.discards_land for c in tb.copies):
        _taken_from_hand(pm, tb)
    if tb.count_uses:
        _count_gates(pm, tb)
        _retapped_after_tap(pm, tb)
    if tb.counted_by:
        _sacrificed_after_counting_casts(pm, tb)
    if tb.leaving:
        _leaving_counted(pm, tb)
    _landfall_once(pm, tb)
    if tb.fetched_landfall:
        _landfall_after_crack(pm, tb)
    if tb.crack_made:
        _made_after_crack(pm, tb)
    if tb.storm_gated:
        _storm_gates(pm, tb)
    if tb.conditioned:
        _condition_gates(pm, tb)
    if tb.landfall_gates:
        relaxed_gates(pm, tb.landfall_uses, tb.landfall_gates)
    if tb.landfall_order:
        landfall_in_order(pm, tb.landfall_order)
    if tb.shifted:
        payment_phase_only(pm, tb.shifted)
    return pm


def _condition_gates(pm: PayModel, tb: TurnBoard) -> None:
    """A use whose condition counts permanents (Mox Opal's "Activate only if you control three or more artifacts",
    CR 602.5b: :attr:`TurnBoard.conditioned`) is used in a layer only where the permanents there make each count:
    those there the whole turn, those of the board not yet removed, those cast up to that layer (a land found only
    when found) and not yet removed. In a layer the casts come first, a cast's sacrifice with it (CR 601.2b, 601.2h),
    then the activations that remove nothing (the use among them), then those that remove permanents: so the
    removals by abilities count from the layer after theirs (the mana made before them stays in the pool, CR 106.4).
    In the keep phase every cast is done. In the relaxation (``loose``) the casts and removals of a phase have no
    order: a use counts every cast of the payment phase and no removal of its own phase."""
    table, zero = pm.table, pm.phase_times(0)
    cast_uses = _cast_uses(tb)
    flags = getattr(pm, "found_flags", {})
    removals: dict[int, list[tuple[int, Lin]]] = {}

    def gone(g: int, t: int) -> Lin:  # the members of group g removed before a use at t can count them
        if g not in removals:
            removals[g] = [(s, Lin.total(pm.acts(u, range(s, s + 1)) for u in pm.group_uses(g) if u.sacrifices_self))
                           for s in pm.times]
            removals[g] = [(s, lin.add_lin(Lin.total(
                Lin({var: 1}) for use, _, var in pm.victim_index.get((g, s), ()) if use.index not in cast_uses)))
                for s, lin in removals[g]]
        out = Lin()
        for s, lin in removals[g]:
            if s < t and not (pm.loose and pm.phase_of(s) == pm.phase_of(t)):
                out.add_lin(lin)
        for s in pm.times:  # a cast's sacrifice: before the activations of its own layer
            if s <= t and not (pm.loose and pm.phase_of(s) == pm.phase_of(t)):
                for use, _, var in pm.victim_index.get((g, s), ()):
                    if use.index in cast_uses:
                        out.add(var)
        return out

    def counted(need, t: int) -> tuple[Lin, int]:  # the permanents there for a use at t: variable part, constant
        keep = pm.phase_of(t) > 0
        count, const = Lin(), need.sure
        for g, w in need.groups:
            const += w * tb.pb.groups[g].size
            count.add_lin(gone(g, t), -w)
        for key, g, w in need.entering:
            there = _casts(pm, tb, key, zero) if keep else _cast_by(pm, tb, key, t)
            if g in flags:  # a land found: there once its spell was cast and it was found
                both = table.bool_var(f"found_there[{tb.pb.groups[g].ids[0]},{t}]")
                table.add_le(Lin({both: 1, flags[g]: -1}), 0)
                table.add_le(Lin({both: 1}).add_lin(there, -1), 0)
                there = Lin({both: 1})
            count.add_lin(there, w)
            if g is not None:
                count.add_lin(gone(g, t), -w)
        return count, const

    for c in tb.conditioned:
        u = tb.pb.uses[c.use]
        for t in pm.times:
            var = pm.x.get((c.use, t))
            if var is None:
                continue
            on = var
            if u.cap > 1:  # used at all in this layer
                on = table.bool_var(f"conditioned[{u.label},{t}]")
                table.add_le(Lin({var: 1, on: -u.cap}), 0)
            if c.holds:  # every count made
                for need in c.needs:
                    count, const = counted(need, t)
                    table.add_ge(count.add(on, -need.at_least), -const)
                continue
            fails = Lin()  # the base of an output: some count not made
            for need in c.needs:
                count, const = counted(need, t)
                short = on if len(c.needs) == 1 else table.bool_var(f"short[{u.label},{t},{need.at_least}]")
                fails.add(short)
                big = max(0, table.upper(count) + const - (need.at_least - 1))
                table.add_le(count.add(short, big), need.at_least - 1 - const + big)
            if len(c.needs) > 1:
                table.add_ge(fails.add(on, -1), 0)


def _leaving_counted(pm: PayModel, tb: TurnBoard) -> None:
    """A copy's version counting ``k`` of the permanents its own reduction counts that may leave (Myr Enforcer's
    affinity for artifacts counting a Chromatic Star or a Treasure, CR 702.41a: :attr:`TurnBoard.leaving`) is cast
    only where ``k`` of them are on the battlefield as its total cost is determined (CR 601.2f) — at least ``k`` for
    its greatest version (more make it no cheaper). In a layer the casts come first: what leaves in that layer or
    later (sacrificed for mana, or by another's cost) is still there; what left before is gone — but for what left in
    the layer just before by a mana ability (not a search, not Lion's Eye Diamond's, not a cast's cost): that
    activation may as well come while this spell's cost is paid (CR 601.2g-h, 605.3a), after the count, its mana
    still paying this spell, when this is the only cast of its layer (else another cast of the layer may come first).
    So the count is between the permanents there without those (a plan may crack the Star first) and, alone in its
    layer, with them. In the relaxation (``loose``) the casts have no order: the versions are left free (at most as
    many as there are)."""
    if pm.loose:
        return
    table, zero = pm.table, pm.phase_times(0)
    cast_uses = _cast_uses(tb)
    crowded: dict[int, int] = {}

    def crowded_at(t: int) -> int:  # 1 when the layer holds more than one cast
        if t not in crowded:
            casts = Lin.total(_casts(pm, tb, c.key, range(t, t + 1)) for c in tb.copies if c.key not in tb.terminal)
            crowded[t] = table.bool_var(f"crowded[{t}]")
            table.add_le(casts.add(crowded[t], -max(1, len(casts.terms))), 1)
        return crowded[t]

    def paying(use) -> bool:  # a mana ability that may be activated while a spell is paid for
        return not (use.index in cast_uses or use.ability.cost.search or use.ability.cost.discard_hand)

    for key, (groups, n) in tb.leaving.items():
        counts = tb.by_key[key].leaving_counts
        gone = {t: Lin() for t in zero}  # left at t, and could not wait for the next cast's payment
        late = {t: Lin() for t in zero}  # left at t by a mana ability: could
        for g in groups:
            for t in zero:
                for u in pm.group_uses(g):
                    if u.sacrifices_self:
                        (late if paying(u) else gone)[t].add_lin(pm.acts(u, range(t, t + 1)))
                for use, _, var in pm.victim_index.get((g, t), ()):
                    (late if paying(use) else gone)[t].add(var)
        top = max(counts)
        for t in zero:
            versions = [(pm.x[ui, t], k) for (ui, _), k in zip(tb.versions[key], counts) if (ui, t) in pm.x]
            if not versions:
                continue
            before = Lin.total(gone[s].copy().add_lin(late[s]) for s in range(zero.start, t - 1))
            just = late[t - 1] if t > zero.start else Lin()
            if t > zero.start:
                before.add_lin(gone[t - 1])
            count = Lin.total(Lin({var: k}) for var, k in versions)
            table.add_le(count.copy().add_lin(before), n)  # at most those there, the layer before's leaving later
            if just.terms:  # … and those only when alone in its layer
                table.add_le(count.copy().add_lin(before).add_lin(just).add(crowded_at(t), n), 2 * n)
            for var, k in versions:  # exactly k: at least those there when the layer before's left before
                if k < top:
                    table.add_le(Lin({var: n}).add_lin(before, -1).add_lin(just, -1), k)


def _landfall_once(pm: PayModel, tb: TurnBoard) -> None:
    """A landfall trigger (Lotus Cobra's, for one land entering) resolves once (CR 603.2c: once per occurrence): its
    use, a free costed activation, at most once over every layer."""
    for ui in tb.landfall_uses:
        acts = pm.acts(tb.pb.uses[ui])
        if len(acts.terms) > 1:
            pm.table.add_le(acts, 1)


def _landfall_after_crack(pm: PayModel, tb: TurnBoard) -> None:
    """A landfall trigger for the land a fetchland puts onto the battlefield (Lotus Cobra beside Polluted Delta:
    :attr:`TurnBoard.fetched_landfall`) resolves only after that fetchland's crack resolved (CR 603.2, 603.3), once
    per crack (CR 603.2c), in the same phase (its mana empties as the phase ends, CR 500.4): for every layer of a
    phase, each source's triggers for a fetchland's group up to it are at most that group's cracks up to it (a crack
    in a layer, its trigger in it or later; in the relaxation, per phase)."""
    by_fetch: dict[tuple[int, str], list[int]] = {}
    for lg, (fg, source) in tb.fetched_landfall.items():
        by_fetch.setdefault((fg, source), []).append(lg)
    for (fg, _), groups in by_fetch.items():
        cracks = [u for u in pm.group_uses(fg) if u.ability.cost.search]
        triggers = [u for lg in groups for u in pm.group_uses(lg)]
        for phase in range(pm.phases):
            times = pm.phase_times(phase)
            for t in times:
                _at_most_cracks(pm, triggers, cracks, range(times.start, t + 1))


def _at_most_cracks(pm: PayModel, uses: list, cracks: list, upto) -> None:
    """The acts of ``uses`` in the times ``upto`` are at most those of a fetchland's ``cracks`` there (none where
    ``uses`` have no act there): what a crack makes happen comes after it, once per crack."""
    lin = Lin()
    for u in uses:
        lin.add_lin(pm.acts(u, upto))
    if not lin.terms:
        return
    for u in cracks:
        lin.add_lin(pm.acts(u, upto), -1)
    pm.table.add_le(lin, 0)


def _made_after_crack(pm: PayModel, tb: TurnBoard) -> None:
    """A Treasure a landfall trigger makes as the land a fetchland puts there enters (Tireless Provisioner beside
    Windswept Heath: :attr:`TurnBoard.crack_made`) exists only once that crack resolved and the trigger did (CR
    603.2, 603.3, 111.10a), one per crack and trigger source (CR 603.2c): over the whole turn, for every layer, the
    uses of such Treasures of a fetchland's group and source up to it are at most that group's cracks up to it (a
    Treasure stays from one phase to the next, unlike mana). None where the fetchland is no group of the model."""
    by_fetch: dict[tuple[int | None, str], list[int]] = {}
    for tg, (fg, source) in tb.crack_made.items():
        by_fetch.setdefault((fg, source), []).append(tg)
    every = sorted(t for phase in range(pm.phases) for t in pm.phase_times(phase))
    prefixes = [every] if pm.loose else [every[:i + 1] for i in range(len(every))]  # the relaxation: no order
    for (fg, _), groups in by_fetch.items():
        cracks = [u for u in pm.group_uses(fg) if u.ability.cost.search] if fg is not None else []
        uses = [u for tg in groups for u in pm.group_uses(tg)]
        for upto in prefixes:
            _at_most_cracks(pm, uses, cracks, upto)


def _sacrificed_after_counting_casts(pm: PayModel, tb: TurnBoard) -> None:
    """A permanent a spell's own reduction counts (Myr Enforcer's affinity for artifacts counts Frogmite, CR
    702.41a: :attr:`TurnBoard.counted_by`) is sacrificed by another cast's cost (Fling, CR 601.2b) only in a layer
    after every cast of the spells that count it: their count was taken as their total cost was determined (CR
    601.2f) and sacrificing it afterwards changes nothing they paid (CR 601.2h), while a spell cast after the
    sacrifice would count one fewer than its cost version does. A spell's own cast may sacrifice what it counts (its
    cost is determined before it is paid). In the relaxation (``loose``) the casts have no order: nothing."""
    if pm.loose:
        return
    zero = pm.phase_times(0)
    owner = {ui: key for key, vs in tb.versions.items() for ui, _ in vs}
    for gi, keys in tb.counted_by.items():
        for t in zero:
            for use, _, var in pm.victim_index.get((gi, t), ()):
                key = owner.get(use.index)
                if key is None:
                    continue
                cap = max(1, pm.table.upper(Lin({var: 1})))
                for x in keys:
                    later = _casts(pm, tb, x, range(t, zero.stop)) if x != key else Lin()
                    if later.terms:  # at most one cast of x: none from layer t on when it sacrifices here
                        pm.table.add_le(Lin({var: 1}).add_lin(later, cap), cap)


def _count_gates(pm: PayModel, tb: TurnBoard) -> None:
    """A counting permanent's version (Gaea's Cradle's uses at one count: :mod:`.counted`) is used in a layer only
    where the copies it counts cast up to that layer make that count, in each dimension: the count is taken as the
    mana ability resolves (CR 605.3b), after the casts of its layer resolved (CR 608.3). In the keep phase the count is
    of every copy cast. In the relaxation (``loose``) the casts have no order: a version needs no more than every copy
    cast counts (a count taken before some of them)."""
    zero = pm.phase_times(0)
    table = pm.table
    for ui, (ci, vi) in tb.count_uses.items():
        u = tb.pb.uses[ui]
        c = tb.counted[ci]
        value = c.versions[vi][0]
        for t in pm.times:
            var = pm.x.get((ui, t))
            if var is None:
                continue
            keep = pm.phase_of(t) > 0
            on = var
            if u.cap > 1:  # used at all in this layer
                on = table.bool_var(f"counted[{u.label},{t}]")
                table.add_le(Lin({var: 1, on: -u.cap}), 0)
            for want, dim in zip(value, c.dims):
                count = Lin()
                for key, weight in dim:
                    count.add_lin(_casts(pm, tb, key, zero) if keep else _cast_by(pm, tb, key, t), weight)
                top = sum(w for _, w in dim)
                table.add_ge(count.copy().add(on, -want), 0)  # at least that count …
                if keep or not pm.loose:  # … and no more
                    table.add_le(count.add(on, top - want), top)


def _retapped_after_tap(pm: PayModel, tb: TurnBoard) -> None:
    """An untapper's activation that taps a counting permanent again at a count (:func:`_count_versions`: Quirion
    Ranger untapping Circle of Dreams Druid) follows the permanent's own taps: up to each time, no more of them than
    of its own ``{T}`` uses, so the plan taps it first for the earlier count and again for the later one (CR 605.3b),
    as it reads. No plan is lost: one whose untap came first has the same mana at the same times with the two counts
    exchanged, the untapper's cost paid later (its Forest returned later, still there: it was tapped before), and an
    untap with no tap of its own before is that tap. Without layers (``loose``) nothing is ordered."""
    if pm.loose:
        return
    group_of = {pid: g.index for g in tb.pb.groups for pid in g.ids}
    retaps: dict[int, list[int]] = {}
    for ui in sorted(tb.count_uses):
        u = tb.pb.uses[ui]
        if u.usable and u.effective is not None and u.effective.origin == UNTAP and u.effective.untaps in group_of:
            retaps.setdefault(group_of[u.effective.untaps], []).append(ui)
    for g, uses in retaps.items():
        own = [u.index for u in tb.pb.uses_of(g) if u.usable and u.taps]
        again, tapped = Lin(), Lin()
        for t in pm.times:
            for ui in uses:
                if (ui, t) in pm.x:
                    again.add(pm.x[ui, t])
            for ui in own:
                if (ui, t) in pm.x:
                    tapped.add(pm.x[ui, t])
            if again.terms:
                pm.table.add_le(again.copy().add_lin(tapped, -1), 0)


def _sacrificed_after_cast(pm: PayModel, tb: TurnBoard) -> None:
    """A permanent cast this turn that a later cast's cost sacrifices (Fling sacrificing a creature cast before it):
    cast in an earlier layer (it must have resolved, CR 608.3; in a layer the casts are read in one order, so the
    victim's cast comes strictly before). :func:`_entered_after_cast` already gates every victim by its cast up to
    that layer. A cast's victim is idle in the cast's layer (:func:`_victim_idle_in_its_layer`)."""
    cast_uses = _cast_uses(tb)
    for gi, key in tb.entering.items():
        for t in pm.times:
            if pm.phase_of(t) > 0:
                continue
            for use, _, var in pm.victim_index.get((gi, t), ()):
                if use.index in cast_uses:
                    pm.table.add_le(Lin({var: 1}).add_lin(_cast_before(pm, tb, key, t), -1), 0)
    if not pm.loose:
        for g in tb.pb.groups:
            _victim_idle_in_its_layer(pm, g, cast_uses)


def _victim_idle_in_its_layer(pm: PayModel, group, cast_uses: set[int]) -> None:
    """In a layer the casts come first: a permanent a cast sacrifices at layer ``t`` does nothing at ``t`` or later
    (it may have been tapped for mana in an earlier layer, CR 601.2g-h). The core's rule lets a victim act in its own
    layer (there, sacrifices follow the plain activations); for the casts' victims the cut falls before the layer:
    for every ``k``, what casts sacrifice up to ``k``, what others sacrifice before ``k`` and what acts once from
    ``k`` on, with the group's self-sacrifices and untapped victims, fit in its ``n`` permanents."""
    g, n = group.index, group.size
    by_cast = {t: Lin() for t in pm.times}
    others = {t: Lin() for t in pm.times}
    for t in pm.times:
        for use, _, var in pm.victim_index.get((g, t), ()):
            (by_cast if use.index in cast_uses else others)[t].add(var)
    if not any(lin.terms for lin in by_cast.values()):
        return
    uses = pm.group_uses(g)
    counted = uses if group.singleton else [u for u in uses if u.once]
    selfsac = Lin.total(pm.acts(u) for u in counted if u.sacrifices_self)
    untapped = Lin.total(pm.victims_of(g, t, untapped=True) for t in pm.times)
    for k in pm.times:
        if not by_cast[k].terms:
            continue
        lin = selfsac.copy().add_lin(untapped)
        for t in pm.times:
            if t <= k:
                lin.add_lin(by_cast[t])
            if t < k:
                lin.add_lin(others[t])
            if t >= k:
                lin.add_lin(Lin.total(pm.acts(u, range(t, t + 1)) for u in counted if not u.sacrifices_self))
                lin.add_lin(pm.tapped_by_others(g, range(t, t + 1)))
        big = n if not group.singleton else max(1, pm.table.upper(lin))
        if group.singleton:  # sacrificed by a cast at k: nothing of it from k on (its repeatable abilities too)
            pm.table.add_le(lin.copy().add_lin(by_cast[k], big - 1), big)
        else:
            pm.table.add_le(lin, n)


def _cast_uses(tb: TurnBoard) -> set[int]:
    """The indices of the cast uses (every version of every copy)."""
    return {ui for vs in tb.versions.values() for ui, _ in vs}


def _casts_once(pm: PayModel, tb: TurnBoard, *, kept: bool, exactly: bool) -> None:
    """Casts are never in the keep phase (the kept cost is paid from what is left, not cast); a spell whose effects
    enter is not cast at all with a kept cost (``kept``); each card at most once — one of its parts (Fire // Ice,
    CR 709.3) — and each candidate exactly once (``exactly``); copies of one card in one zone cast in order (they
    are interchangeable: a symmetry broken); and at most as many spells as a limit allows (Rule of Law, CR 101.2)."""
    table, zero = pm.table, pm.phase_times(0)
    for ui in _cast_uses(tb):
        for t in pm.times:
            if pm.phase_of(t) > 0 and (ui, t) in pm.x:
                table.add_le(Lin({pm.x[ui, t]: 1}), 0)
    cards: dict[str, list[Copy]] = {}
    for c in tb.copies:  # the parts of one card (Fire // Ice): one of them at most
        cards.setdefault(c.alt or c.key, []).append(c)
        if c.key in tb.last_only and kept:
            table.add_le(_casts(pm, tb, c.key, zero), 0)
    for parts in cards.values():
        total = Lin.total(_casts(pm, tb, c.key, zero) for c in parts)
        table.add_le(total, 1)
        if parts[0].candidate and exactly:
            table.add_ge(total, 1)
    for keys in _copies_alike(tb):
        for a, b in zip(keys, keys[1:]):
            table.add_ge(_casts(pm, tb, a, zero).add_lin(_casts(pm, tb, b, zero), -1), 0)
    for keys, cap in tb.limits:
        table.add_le(Lin.total(_casts(pm, tb, c.key, zero) for c in tb.copies if c.key in keys), cap)


def _copies_alike(tb: TurnBoard) -> list[list[str]]:
    """The keys of the copies of one card in one zone, each list of two or more in the order :func:`_casts_once`
    casts them (interchangeable: a symmetry broken there, and in their untaps and Auras' lands); not what spells take
    into your hand (each after its own: :func:`_fetched_after`)."""
    same: dict[tuple, list[str]] = {}
    for c in tb.copies:
        if c.alt == c.key and not c.fetched_by:
            same.setdefault((c.card.name, c.zone, c.candidate), []).append(c.key)
    return [keys for keys in same.values() if len(keys) > 1]


def _cast_before(pm: PayModel, tb: TurnBoard, key: str, t: int) -> Lin:
    """Casts of copy ``key`` in a layer before ``t`` (in the relaxation: in any layer)."""
    zero = pm.phase_times(0)
    return _casts(pm, tb, key, range(zero.start, t)) if not pm.loose else _casts(pm, tb, key, zero)


def _cast_by(pm: PayModel, tb: TurnBoard, key: str, t: int) -> Lin:
    """Casts of copy ``key`` in a layer up to ``t``: in a layer the casts come first (in the relaxation: any)."""
    zero = pm.phase_times(0)
    return _casts(pm, tb, key, range(zero.start, t + 1)) if not pm.loose else _casts(pm, tb, key, zero)


def _gate(pm: PayModel, tb: TurnBoard, var: int, cap: int, keys: tuple[str, ...], t: int) -> None:
    """``var`` (at most ``cap``) only when one of the copies ``keys`` was cast (each is cast at most once): by layer
    ``t`` in the first phase, at all in the keep phase."""
    lin = Lin({var: 1})
    for key in keys:
        if pm.phase_of(t) == 0:
            lin.add_lin(_cast_by(pm, tb, key, t), -cap)
        else:
            lin.add_lin(_casts(pm, tb, key, pm.phase_times(0)), -cap)
    pm.table.add_le(lin, 0)


def _entered_after_cast(pm: PayModel, tb: TurnBoard) -> None:
    """What entered is used only after its cast (CR 601.2i, 608.3: a permanent spell enters as it resolves): its
    own abilities, and others' costs that sacrifice or tap it; its abilities also after the casts of the permanents
    its mana needs there (haste from Concordant Crossroads, CR 302.6)."""
    for gi, key in tb.entering.items():
        for u in pm.group_uses(gi):
            for t in pm.times:
                var = pm.x.get((u.index, t))
                if var is not None:
                    for needed in ((key,), *tb.requires.get(key, ())):
                        _gate(pm, tb, var, u.cap, needed, t)
        for t in pm.times:
            for use, _, var in list(pm.victim_index.get((gi, t), ())) + list(pm.tap_index.get((gi, t), ())):
                _gate(pm, tb, var, 1, (key,), t)


def _targets_entered(pm: PayModel, tb: TurnBoard) -> None:
    """A spell that needs a target the battlefield lacks as the turn begins (:attr:`~.cards.Copy.target_need`: Snap
    on a board of lands) is cast only once a permanent spell that fits was cast, by its layer (CR 601.2c); where
    something else may give it one (:attr:`~.cards.Copy.target_other`: a land played, a token), not gated. A terminal
    cast comes after every layer, so only a terminal spell's target may come from one (the plan reads the terminal
    casts in an order that casts the permanent first). Two casts in one layer have no order here: the plan read is
    checked (:func:`~.targets.targets_unchecked`)."""
    zero = pm.phase_times(0)
    for c in tb.copies:
        if c.target_need is None or c.target_other:
            continue
        if c.key in tb.terminal:
            pm.table.add_le(Lin({pm.turn_flags[c.key]: 1}).add_lin(Lin.total(
                _casts(pm, tb, k, zero) for k in c.target_after), -1), 0)
            continue
        layered = tuple(k for k in c.target_after if k not in tb.terminal)
        for ui, _ in tb.versions.get(c.key, ()):
            for t in pm.times:
                var = pm.x.get((ui, t))
                if var is not None:
                    _gate(pm, tb, var, 1, layered, t)


def _targets_removed(pm: PayModel, tb: TurnBoard) -> None:
    """The spells that may remove their one target (:attr:`~.cards.Copy.removal`: Snap returns a creature to its
    owner's hand) are cast no more often, those of one need together, than the permanents that fit it: those there
    as the turn begins (:attr:`~.cards.Copy.removal_supply`) and those cast (CR 601.2c: a removed one is no target
    for the next). Where something else may enter that fits (:attr:`~.cards.Copy.target_other`), not counted."""
    zero = pm.phase_times(0)
    groups: dict = {}
    for c in tb.copies:
        if c.removal is not None and not c.target_other:
            groups.setdefault(c.removal, []).append(c)
    for members in groups.values():
        supply = Lin.total(_casts(pm, tb, k, zero) for k in members[0].target_after)
        casts = Lin.total(_casts(pm, tb, c.key, zero) for c in members)
        pm.table.add_le(casts.add_lin(supply, -1), members[0].removal_supply)


def _storm_gates(pm: PayModel, tb: TurnBoard) -> None:
    """A relaxed turn's tokens of a storm spell's copies (:attr:`TurnBoard.storm_gated`): the token of the ``m``-th
    copy is used (its abilities, sacrificed or tapped by others) at layer ``t`` only once ``m`` other spells are cast
    in layers up to ``t`` or at the end, ``m·x ≤ cap·casts``. A copy exists for each spell cast before the storm
    spell (CR 702.40a): a terminal cast, read after every layer, may be cast before it in the real turn (Lightning
    Bolt, then Empty the Warrens), so it counts wherever it is. Counting the casts up to ``t`` counts some after the
    storm spell too: a relaxation, every real plan one of its plans."""
    zero = pm.phase_times(0)
    casts_by: dict[tuple[str, int], Lin] = {}  # the other spells' casts up to each layer, by storm spell
    for gi, m in tb.storm_gated.items():
        own = tb.by_key[tb.entering[gi]].alt
        for t in pm.times:
            casts = casts_by.get((own, t))
            if casts is None:
                upto = range(zero.start, t + 1) if pm.phase_of(t) == 0 else zero
                casts = casts_by[own, t] = Lin.total(_casts(pm, tb, key, upto) for key in sorted(
                    {*tb.versions, *tb.terminal}) if tb.by_key[key].alt != own)
            gated = [(u.cap, pm.x.get((u.index, t))) for u in pm.group_uses(gi)]
            gated += [(1, var) for _, _, var in list(pm.victim_index.get((gi, t), ()))
                      + list(pm.tap_index.get((gi, t), ()))]
            for cap, var in gated:
                if var is not None:
                    pm.table.add_le(Lin({var: m}).add_lin(casts, -cap), 0)


def _found_lands(pm: PayModel, tb: TurnBoard) -> None:
    """The lands a spell finds (Cultivate): one flag each, usable (its abilities, sacrificed or tapped by others)
    only when found; at most ``find_count`` per cast, and each card of the library once, with the searches of the
    board's fetches (CR 701.23); a land returned from the graveyard (Regrowth's, then played: ``tb.via_from``) is
    one of the graveyard's cards, with those the costs exile."""
    pb, table, zero = tb.pb, pm.table, pm.phase_times(0)
    flags: dict[int, int] = {}
    by_key: dict[str, Lin] = {}
    by_name: dict[str, Lin] = {}
    graveyard: dict[int, Lin] = {}
    for gi, name in tb.found.items():
        f = flags[gi] = table.bool_var(f"found[{pb.groups[gi].ids[0]}]")
        by_key.setdefault(tb.entering[gi], Lin()).add(f)
        if tb.via is not None and tb.via_from == "graveyard" and pb.groups[gi].ids[0] == tb.via[1]:
            graveyard[gi] = Lin({f: 1})
        else:
            by_name.setdefault(name, Lin()).add(f)
        for u in pm.group_uses(gi):
            for t in pm.times:
                var = pm.x.get((u.index, t))
                if var is not None:
                    table.add_le(Lin({var: 1, f: -u.cap}), 0)
        for t in pm.times:
            for _, _, var in list(pm.victim_index.get((gi, t), ())) + list(pm.tap_index.get((gi, t), ())):
                table.add_le(Lin({var: 1, f: -1}), 0)
    for gi, fg in tb.found_landfall.items():  # Lotus Cobra's trigger for a land found: only when it is found
        for u in pm.group_uses(gi):
            for t in pm.times:
                var = pm.x.get((u.index, t))
                if var is not None:
                    table.add_le(Lin({var: 1, flags[fg]: -u.cap}), 0)
    for key, lin in by_key.items():
        table.add_le(lin.copy().add_lin(_casts(pm, tb, key, zero), -tb.by_key[key].find_count), 0)
    have = costparts.zone_counts(pb.board)
    for gi, lin in graveyard.items():  # Regrowth's land: a card of the graveyard, which no cost then exiles
        for u in pb.uses:
            n = costparts.zone_takes(u.cost).get("graveyard", 0) if u.usable else 0
            if n:
                lin.add_lin(pm.acts(u), n)
        table.add_le(lin, have.get("graveyard", 0))
    for name, lin in by_name.items():
        for u in pb.uses:
            n = costparts.zone_takes(u.cost).get(f"library:{name}", 0) if u.usable else 0
            if n:
                lin.add_lin(pm.acts(u), n)
        table.add_le(lin, have.get(f"library:{name}", 0))
    pm.found_flags = flags


def _fetched_after(pm: PayModel, tb: TurnBoard) -> None:
    """A card a spell puts into your hand (:attr:`~.cards.Copy.fetched_by`: Demonic Tutor's Dark Ritual) is cast
    only in a layer after that spell's cast (CR 608.2: it is in your hand once the spell resolved; CR 601.2a), and a
    spell's casts take at most :attr:`~.cards.Copy.fetch_takes` cards per slot (:attr:`~.cards.Copy.fetch_slot`: a
    tutor's one card, Seasons Past's one per mana value, Shared Summons' two), the land it may put into your hand to
    play (``tb.via``) in slot 0; and the cards of a name cast are at most those of their zone
    (:attr:`~.cards.Copy.fetch_have`)."""
    table, zero = pm.table, pm.phase_times(0)
    slots: dict[tuple[str, int], Lin] = {}
    takes: dict[str, int] = {}
    pm.guide_flags = {}
    taken: dict[str, Lin] = {}  # by copy key: its casts, or a Spirit Guide's flag (taken into your hand)
    for gi, c in tb.guides.items():  # used only when taken and after its spell's cast (_entered_after_cast)
        f = pm.guide_flags[gi] = table.bool_var(f"taken[{tb.pb.groups[gi].ids[0]}]")
        taken[c.key] = Lin({f: 1})
        slots.setdefault((c.fetched_by, c.fetch_slot), Lin()).add(f)
        takes[c.fetched_by] = c.fetch_takes
        for u in pm.group_uses(gi):
            for t in pm.times:
                var = pm.x.get((u.index, t))
                if var is not None:
                    table.add_le(Lin({var: 1, f: -u.cap}), 0)
    for c in tb.copies:
        if not c.fetched_by:
            continue
        taken[c.key] = _casts(pm, tb, c.key, zero)
        slots.setdefault((c.fetched_by, c.fetch_slot), Lin()).add_lin(taken[c.key])
        takes[c.fetched_by] = c.fetch_takes
        for ui, _ in tb.versions.get(c.key, ()):
            for t in zero:
                var = pm.x.get((ui, t))
                if var is not None:
                    table.add_le(Lin({var: 1}).add_lin(_cast_before(pm, tb, c.fetched_by, t), -1), 0)
    if tb.via is not None and slots:
        flags = getattr(pm, "found_flags", {})
        for gi, flag in flags.items():
            if tb.pb.groups[gi].ids[0] == tb.via[1]:
                slots.setdefault((tb.via[0], 0), Lin()).add(flag)
    for (key, _), lin in slots.items():
        table.add_le(lin.add_lin(_casts(pm, tb, key, zero), -takes.get(key, 1)), 0)
    cards: dict[tuple[str, str], list[Copy]] = {}
    for c in [*tb.copies, *tb.guides.values()]:
        if c.fetched_by:
            cards.setdefault((c.fetched_from, c.card.name), []).append(c)
    for same in cards.values():  # each card of the zone once (CR 701.23), whatever takes it
        table.add_le(Lin.total(taken[c.key] for c in same), same[0].fetch_have)


def _revealed_in_hand(pm: PayModel, tb: TurnBoard) -> None:
    """A card a same-name search takes (Infernal Tutor: :attr:`~.cards.Copy.reveals`) is cast only when a card of
    your hand of that name is still there as the search resolves (revealed then, CR 608.2): the copies of your hand
    of that name cast in a layer up to the search's cast are fewer than the cards of that name. In a layer the casts
    are read in one order: one of the search's layer counts as cast before it (a plan casting it after the search
    resolved has it in a later layer). Not in the relaxation, where the casts have no order."""
    if pm.loose:
        return
    table, zero = pm.table, pm.phase_times(0)
    for c in tb.copies:
        if not c.reveals:
            continue
        same = [o.key for o in tb.copies if o.zone == "hand" and not o.fetched_by and o.card.name == c.reveals
                and o.key not in tb.terminal]  # a terminal cast comes after every layer
        k, found = c.reveal_have, _casts(pm, tb, c.key, zero)
        for t in zero:
            search = _casts(pm, tb, c.fetched_by, range(t, t + 1))
            if not search.terms:
                continue
            gone = Lin.total(_casts(pm, tb, key, range(zero.start, t + 1)) for key in same)
            # found and searched at t: at most k - 1 of them gone by then
            table.add_le(gone.add_lin(found, k).add_lin(search, k), 3 * k - 1)


def _cost_versions(pm: PayModel, tb: TurnBoard) -> None:
    """A copy's version for a set of cost changers (Goblin Electromancer) is cast only in a layer after exactly
    those changers' casts, of the changers that change this copy's cost (CR 601.2f: the total cost is fixed as it
    is cast); a changer that is a card's versions (a Chrome Mox an affinity spell counts: :func:`~.takes_from_hand.
    card_versions`) is cast as any of them."""
    versions = card_versions(tb.copies)
    for key, costs in tb.versions.items():
        relevant = tb.by_key[key].changed_by
        for ui, changers in costs:
            for t in pm.phase_times(0):
                var = pm.x.get((ui, t))
                if var is None:
                    continue
                for j in relevant:
                    before = Lin.total(_cast_before(pm, tb, k, t) for k in versions.get(j, (j,)))
                    if j in changers:
                        pm.table.add_le(Lin({var: 1}).add_lin(before, -1), 0)
                    elif not pm.loose:
                        pm.table.add_le(Lin({var: 1}).add_lin(before), 1)


def _changers_apart(pm: PayModel, tb: TurnBoard) -> None:
    """Two cost changers never share a layer (in a layer the casts are read in an order; the changers last among
    them)."""
    changers = changing(tb.copies)
    changer_keys = [c.key for c in tb.copies if c.key in changers]
    if len(changer_keys) > 1 and not pm.loose:
        for t in pm.phase_times(0):
            pm.table.add_le(Lin.total(_casts(pm, tb, k, range(t, t + 1)) for k in changer_keys), 1)


def _cast_last(pm: PayModel, tb: TurnBoard) -> None:
    """A spell whose effects enter on others' mana (Chromatic Lantern) is cast last: no cast in a later layer and no
    activation in its layer or after (the model's board does not have its effects)."""
    if pm.loose:
        return
    cast_uses = _cast_uses(tb)
    for key in tb.last_only - tb.terminal:
        for u in tb.pb.uses:
            if not u.usable:
                continue
            for t in pm.phase_times(0):
                var = pm.x.get((u.index, t))
                if var is None or (u.index in cast_uses and any(ui == u.index for ui, _ in tb.versions[key])):
                    continue
                # another cast may share its layer (casts come first, the last-only one last among them);
                # an activation may not (activations follow the casts of their layer)
                b = _cast_before(pm, tb, key, t) if u.index in cast_uses else _cast_by(pm, tb, key, t)
                if b.terms:
                    pm.table.add_le(Lin({var: 1}).add_lin(b, u.cap), u.cap)


def _hand_casts_before_discarding(pm: PayModel, tb: TurnBoard) -> None:
    """No spell is cast from your hand after an ability that discards your hand (Lion's Eye Diamond: "Discard your
    hand, Sacrifice Lion's Eye Diamond: Add three mana of any one color. Activate only as an instant."): its cards
    are in the graveyard then. Such an ability is activated with priority between spells (CR 602.5: "activate only
    as an instant"), never while a spell from your hand is being cast (:func:`~manaplan.solver.core.uses.why_not`
    leaves it out of ``pay``'s casting from hand); so in a layer after it no cast from your hand, nor one at the end
    (in a layer the casts come first). A spell from your graveyard or the command zone may follow it (Past in
    Flames' flashback)."""
    if pm.loose:
        return
    discards = [u for u in tb.pb.uses if u.usable and u.ability.cost.discard_hand]
    hand = [c.key for c in tb.copies if c.zone == "hand"]
    if not discards or not hand:
        return
    zero = pm.phase_times(0)
    for u in discards:
        for t in zero:
            var = pm.x.get((u.index, t))
            if var is None:
                continue
            _no_hand_cast_from(pm, tb, var, u.cap, range(t + 1, zero.stop), hand)


def _hand_casts_before_emptying(pm: PayModel, tb: TurnBoard) -> None:
    """No spell is cast from your hand after one that takes every card of your hand as it resolves (Wheel of
    Fortune: "Each player discards their hand, then draws seven cards.", :func:`~.cards.empties_hand`), nor in its
    layer (the casts of a layer in any order): the cards are in your graveyard or library then (CR 608.2). What it
    draws is not known (``library`` has no order), so nothing is cast from it. Such casts are never terminal
    (:func:`turn_board`). A relaxation (``loose``) has no order."""
    if pm.loose:
        return
    zero = pm.phase_times(0)
    hand = [c.key for c in tb.copies if c.zone == "hand"]
    for c in tb.copies:
        if c.spell is None or not empties_hand(c.spell):
            continue
        for t, var in _cast_times(pm, tb, c):
            _no_hand_cast_from(pm, tb, var, 1, range(t, zero.stop), [key for key in hand if key != c.key])


def _no_hand_cast_from(pm: PayModel, tb: TurnBoard, var: int, cap: int, times: range, hand: list[str]) -> None:
    """Where ``var`` (at most ``cap``: an activation or a cast that takes your whole hand) is not 0, no copy of
    ``hand`` is cast in ``times``: each at most once, so ``var + cap × its casts there ≤ cap``."""
    for key in hand:
        later = _casts(pm, tb, key, times)
        if later.terms:
            pm.table.add_le(Lin({var: 1}).add_lin(later, cap), cap)


def _cards_to_discard(pm: PayModel, tb: TurnBoard) -> None:
    """A cast whose additional cost discards cards from your hand (Lightning Axe cast by "discard a card", CR
    601.2b, 701.9a) discards cards the turn uses for nothing else: a card cast before it has left your hand, one cast
    after it would have been discarded, a land played or a card exiled for mana (Simian Spirit Guide) is not there.
    So the cards discarded, the copies of your hand cast (each card once, whatever its route or part) and the cards
    the board's costs take from your hand (:func:`~manaplan.solver.core.costparts.zone_takes`) are at most the cards
    of your hand: the model board's hand (the land played and every copy out of it; a Spirit Guide a spell finds,
    :attr:`TurnBoard.guides`, only when taken) and one per copy of your hand.
    Lion's Eye Diamond's "discard your hand" takes what is left, after the casts from your hand
    (:func:`_hand_casts_before_discarding`); a card Chrome Mox exiles, a land Mox Diamond discards as they enter
    are taken too (:func:`_taken_from_hand`). When every such cast is terminal (paid at the end, after every other
    cast: :func:`_draws_first`), the cards the other spells cast draw (Opt, CR 121.1) may be discarded too — never
    those a discarding spell draws itself, after its cost was paid (Cathartic Reunion). Order plays no part: the
    relaxation has it too."""
    discarding = [c for c in tb.copies if c.discards]
    if not discarding:
        return
    zero = pm.phase_times(0)
    used = Lin()
    for c in discarding:
        used.add_lin(_casts(pm, tb, c.key, zero), c.discards)
    if _draws_first(tb.pb.board, tb.copies, tb.terminal):  # cast at the end, after every spell that draws (Opt: "Draw a card.")
        for c in tb.copies:
            if c.draws and not c.discards:  # a spell's own draws come after its cost is paid
                used.add_lin(_casts(pm, tb, c.key, zero), -c.draws)
    cards: dict[str, list[Copy]] = {}
    for c in tb.copies:
        if c.zone == "hand":
            cards.setdefault(c.alt or c.key, []).append(c)
    for parts in cards.values():
        used.add_lin(Lin.total(_casts(pm, tb, c.key, zero) for c in parts))
    for c in tb.copies:  # a card Chrome Mox exiles, a land Mox Diamond discards as it enters (_taken_from_hand)
        if c.exiles or c.discards_land:
            used.add_lin(_casts(pm, tb, c.key, zero))
    for u in tb.pb.uses:
        n = costparts.zone_takes(u.cost).get("hand", 0) if u.usable else 0
        if n:
            used.add_lin(pm.acts(u), n)
    for f in getattr(pm, "guide_flags", {}).values():  # a Spirit Guide a spell finds: in your hand only when taken
        used.add(f, -1)
    pm.table.add_le(used, len(tb.pb.board.hand) - len(tb.guides) + len(cards))


def _taken_from_hand(pm: PayModel, tb: TurnBoard) -> None:
    """A card of your hand Chrome Mox exiles as it enters (:attr:`~.cards.Copy.exiles`, CR 614.1c, 614.12) is not
    cast: for each set of cards a version may exile (one set of colours: any of them gives the same mana), the
    versions cast and the cards of those names cast from your hand are at most the cards. A card cast before the
    Mox has left your hand, one cast after it would have been exiled: order plays no part (the relaxation has it
    too). Mox Diamond's versions that enter (:attr:`~.cards.Copy.discards_land`) discard a land card each, of the
    model's hand (the land played has left it; CR 614.1a)."""
    zero = pm.phase_times(0)
    exiling: dict[tuple[str, ...], Lin] = {}
    for c in tb.copies:
        if c.exiles:
            exiling.setdefault(tuple(card.name for card in c.exiles), Lin()).add_lin(_casts(pm, tb, c.key, zero))
    for names, lin in exiling.items():
        cards: dict[str, list[Copy]] = {}
        for c in tb.copies:
            if c.zone == "hand" and not c.fetched_by and c.card.name in names:
                cards.setdefault(c.alt or c.key, []).append(c)
        for parts in cards.values():
            lin.add_lin(Lin.total(_casts(pm, tb, c.key, zero) for c in parts))
        pm.table.add_le(lin, len(names))
    diamonds = Lin.total(_casts(pm, tb, c.key, zero) for c in tb.copies if c.discards_land)
    if diamonds.terms:  # Mox Diamond entering: a land card of your hand each, not played (CR 614.1a)
        pm.table.add_le(diamonds, sum(1 for card in tb.pb.board.hand if is_land(card)))


def _cast_times(pm: PayModel, tb: TurnBoard, c: Copy):
    """Each layer of the payment phase in which a version of copy ``c`` may be cast, with that cast's variable."""
    for ui, _ in tb.versions.get(c.key, ()):
        for t in pm.phase_times(0):
            var = pm.x.get((ui, t))
            if var is not None:
                yield t, var


def _spells_after(pm: PayModel, tb: TurnBoard) -> None:
    """After a spell that limits the spells cast once it resolved (Irencrag Feat: "You can cast only one more spell
    this turn.", CR 101.2), at most that many casts in the layers after its own (in a layer the casts come first,
    it last among them: the others of its layer are cast before it, paid from mana made before it)."""
    if pm.loose:
        return
    zero = pm.phase_times(0)
    for c in tb.copies:
        if c.spells_after is None:
            continue
        for t, var in _cast_times(pm, tb, c):
            later = Lin.total(_casts(pm, tb, o.key, range(t + 1, zero.stop)) for o in tb.copies if o.key != c.key)
            big = len(tb.copies)
            if len(later.terms) > c.spells_after:
                pm.table.add_le(later.add_lin(Lin({var: big})), c.spells_after + big)


def _exiled_as_it_resolves(c: Copy) -> bool:
    """Whether a spell's text may put it somewhere else than your graveyard as it resolves (rebound, CR 702.88a;
    "Exile Ancestral Vision"; a split second's "instead"): not counted as filling it."""
    text = c.spell.part.oracle_text or ""
    return bool(re.search(r"\brebound\b|\binstead of\b|\bexile " + re.escape(c.spell.part.name) + r"\b|"
                          r"\bshuffle " + re.escape(c.spell.part.name) + r"\b|\binto (?:its owner's|your) library\b",
                          text, re.IGNORECASE))


def _graveyard_filled(pm: PayModel, tb: TurnBoard) -> None:
    """A ritual's version read with its graveyard condition met (Cabal Ritual's threshold: :func:`~.cards.
    threshold_version`) is cast only once the cards put into your graveyard before it are at least its
    :attr:`~.cards.Copy.graveyard_needs`: the instants and sorceries of your hand cast in the layers before its own
    (each put there as it resolves, CR 608.2n; the others of its layer may be cast after it) and the nontoken
    permanents sacrificed by their own abilities in those layers (Lotus Petal: CR 701.21a). Nothing else is counted
    (a card discarded, a creature sacrificed to an altar): a plan found is a real plan, and the answer names what
    else could fill the graveyard (:func:`~.unproven.graveyard_unread`). A relaxation (``loose``) has no order."""
    if pm.loose:
        return
    zero = pm.phase_times(0)
    filling = [o for o in tb.copies if o.zone == "hand" and o.spell.kind == "spell" and not o.spell.is_permanent
               and not _exiled_as_it_resolves(o)]
    sacrificed = [u for u in tb.pb.uses if u.usable and u.sacrifices_self
                  and not tb.pb.groups[u.group].permanent.is_token]
    for c in tb.copies:
        if not c.graveyard_needs:
            continue
        before = [o for o in filling if (o.alt or o.key) != (c.alt or c.key)]

        def filled(stop: int) -> Lin:
            out = Lin.total(_casts(pm, tb, o.key, range(zero.start, stop)) for o in before
                            if o.key not in tb.terminal)
            for u in sacrificed:
                for t in range(zero.start, stop):
                    if (u.index, t) in pm.x:
                        out.add(pm.x[u.index, t])
            return out

        if c.key in tb.terminal:
            flag = pm.turn_flags[c.key]
            got = filled(zero.stop)
            pm.table.add_le(Lin({flag: c.graveyard_needs}).add_lin(got, -1), 0)
            continue
        for t, var in _cast_times(pm, tb, c):
            pm.table.add_le(Lin({var: c.graveyard_needs}).add_lin(filled(t), -1), 0)


def turn_levels(pm, tb: TurnBoard, *, most: bool) -> list[Level]:
    """The turn's objectives, then ``pay``'s: with ``--most`` the most candidates cast, then the greatest total mana
    value of those; the kept cost kept payable; the fewest helpers cast (a helper only when it lets more candidates
    be cast); the fewest cards of your hand a permanent takes as it enters (Chrome Mox's, Mox Diamond's: only when
    its mana helps); then the pay objectives (life, sacrifices, permanents tapped …). In a relaxed turn each
    landfall trigger it adds counts one permanent sacrificed (:func:`~.landfall_puts.charged_levels`)."""
    zero = pm.phase_times(0)
    levels: list[Level] = []
    cands = [c for c in tb.copies if c.candidate]
    helpers = [c for c in tb.copies if not c.candidate]
    if most:
        count, value = Lin(), Lin()
        for c in cands:
            total = _casts(pm, tb, c.key, zero)
            count.add_lin(total)
            value.add_lin(total, c.mana_value)
        levels.append(Level("candidates cast", count, maximize=True, bounds=(0, len({c.alt or c.key for c in cands}))))
        levels.append(Level("mana value cast", value, maximize=True,
                            bounds=(0, sum(c.mana_value for c in cands))))
    if pm.kept is not None:
        levels.append(Level("kept payable", Lin({pm.kept: 1}), maximize=True, bounds=(0, 1)))
    help_count = Lin()
    for c in helpers:
        help_count.add_lin(_casts(pm, tb, c.key, zero))
    levels.append(Level("helpers cast", help_count, bounds=(0, len(helpers))))
    taking = [c for c in tb.copies if c.exiles or c.discards_land]  # Chrome Mox's card, Mox Diamond's land
    if taking:
        levels.append(Level("cards taken from hand", Lin.total(_casts(pm, tb, c.key, zero) for c in taking),
                            bounds=(0, len(taking))))
    charged = tuple(token for _, _, token in tb.charged)
    levels += [lv for lv in objective_levels(pm, charged=charged) if lv.name != "kept payable"]
    return tapped_levels(charged_levels(levels, pm, tb.charged), pm, tb.charged_taps, tb.charged_flexibility)


def turn_sacrifices(pm, tb: TurnBoard, values) -> tuple[int, int, int]:
    """What a solution of the turn's model (``values``, each variable's) sacrifices: (nontoken permanents, tokens,
    their mana value in all), a relaxation's charged activations each counted as it is charged — how
    :func:`turn_levels` orders plans there, read the same on the model of any land play or relaxation
    (:func:`~manaplan.solver.pay.model.sacrifice_counts`, :func:`~.landfall_puts.charged_counts`)."""
    nontoken, tokens, value = sacrifice_counts(pm, values)
    more, more_tokens, more_value = charged_counts(pm, tb.charged, values)
    return nontoken + more, tokens + more_tokens, value + more_value
