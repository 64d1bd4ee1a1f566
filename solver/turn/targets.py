"""A spell of the turn that must target a permanent the battlefield lacks as the turn begins (Snap's "target
creature" on a board of lands, CR 115.1a, 601.2c).

- :func:`with_target_needs`: such a copy is not cast (:data:`NO_TARGET`) where nothing of that kind can enter this
  turn; else it records what may enter first — the permanent spells of the turn that fit
  (:attr:`~.cards.Copy.target_after`, which the model casts before it: :func:`~.model.build_turn_model`), and
  whether something else may (:attr:`~.cards.Copy.target_other`: a land played, a token, a permanent that becomes a
  creature), which the model does not order. A spell that removes its one target (Snap) records how many fit as
  the turn begins (:attr:`~.cards.Copy.removal_supply`): the model casts no more such spells than there are
  targets for them, those there and those cast;
- :func:`targets_unchecked`: after the plan is read, the notes for each such spell cast with no permanent that fits
  cast before it — the answer is then not proven.

Whether a target is there as each spell is cast is checked on the plan read, step by step: what the plan
sacrifices is not counted, and a spell that may remove its target takes one away (:func:`targets_unchecked`).

References
----------
CR 115.1a (a targeted spell), 601.2c (its targets are chosen as it is cast: it can't be cast without them).
"""

from __future__ import annotations

import re
from dataclasses import replace

from ...models.board import Permanent
from ...models.oracle.parser import loyalty_cost
from ...models.targets import CARD_TYPES, TargetNeed
from ..analysis import Analysis
from ..cast.targets import permanent_traits, said, targets_of, unmet_target
from ..lazy_patterns import lazy_compile
from .cards import PERMANENT_TYPES, Copy, is_land

__all__ = ["with_target_needs", "other_sources", "targets_unchecked", "waiting_notes", "NO_TARGET", "TARGET_UNSHOWN",
           "TARGET_BOUNDED"]

#: Why a spell is not cast: it needs a target of a kind the battlefield has none of, and none can enter this turn.
NO_TARGET = ("it needs {need} and the battlefield has {none}, nor can one enter this turn (CR 115.1a, 601.2c; an "
             "opponent's permanent counts once listed with controller: opponent)")
#: Why a spell is left out of a second solve: the first plan cast it with no target shown to be there, one that only
#: something the turn does not model might give it (a token, a planeswalker's ability); the answer is not proven.
TARGET_UNSHOWN = ("its target could only come from something the turn does not model (a token, a planeswalker's "
                  "ability, a permanent removed first): left out (CR 115.1a, 601.2c)")
#: Why a spell is left out, proven: its only target could be a token a planeswalker's loyalty ability creates, and
#: every plan activating it for that (and so no other loyalty ability of it) does worse (:mod:`.walker_target_bound`).
TARGET_BOUNDED = ("its only possible target is a token from {walker}'s loyalty ability, and a plan using that ability "
                  "(so no other of {walker}'s this turn, CR 606.3) does no better (CR 115.1a, 601.2c)")
_ENTERS = lazy_compile(r"\bcreates?\b|\bonto the battlefield\b|\bbecomes? (?:a|an)\b|\bbecome\b", re.IGNORECASE)


def _enter_keys(copy: Copy, need: TargetNeed, copies: list[Copy]) -> tuple[str, ...]:
    """The other copies whose permanents, once cast, fit ``need``."""
    if need.controller == "opponent":
        return ()
    return tuple(o.key for o in copies if o.alt != copy.alt and o.why_not is None and o.spell is not None
                 and o.spell.card_types & PERMANENT_TYPES
                 and need.matches(frozenset(o.spell.card_types), frozenset(o.spell.supertypes), "you"))


def _other_ways(analysis: Analysis, need: TargetNeed, copies: list[Copy]) -> bool:
    """Whether something the model does not order may put a permanent that fits ``need`` onto the battlefield this
    turn: a land played (where a land fits), a token created, a permanent put onto the battlefield, one that
    becomes a creature (as far as your permanents' and the turn's spells' texts say: :func:`other_sources`)."""
    land, lines = other_sources(analysis, need, copies)
    return land or bool(lines)


def other_sources(analysis: Analysis, need: TargetNeed, copies: list[Copy]
                  ) -> tuple[bool, tuple[tuple[Permanent | Copy, str], ...]]:
    """What :func:`_other_ways` reads: whether a land to play fits ``need`` (from your hand, or the top of your
    library or a graveyard where allowed), and each permanent of yours or copy of the turn with the line of its
    text that may put a permanent that fits onto the battlefield this turn (:func:`_may_enter`)."""
    if need.controller == "opponent":
        return False, ()
    board = analysis.board
    land = (not need.kinds or "Land" in need.kinds) and "Land" not in need.excluded and any(
        is_land(card) for card in (*board.hand, *board.library_top, *board.graveyard))
    owners = [(p, p.card, dict(p.counters).get("loyalty")) for p in board.permanents if p.controller == "you"]
    owners += [(o, o.spell.part, int(o.spell.part.loyalty) if (o.spell.part.loyalty or "").isdigit() else None)
               for o in copies if o.spell is not None and o.why_not is None]
    nouns = [k.lower() for k in need.kinds] or ["permanent", *(k.lower() for k in CARD_TYPES.values())]
    return land, tuple((owner, line) for owner, card, loyalty in owners
                       for line in (card.oracle_text or "").split("\n") if _may_enter(loyalty, line, nouns))


def _may_enter(loyalty: int | None, line: str, nouns: list[str]) -> bool:
    """Whether a line of a card's text may put a permanent named by one of ``nouns`` onto the battlefield this turn:
    a sentence that creates, puts onto the battlefield or makes something become one, naming such a permanent (or a
    "card", "token" or "copy" of unsaid type), not a loyalty ability costing more than the planeswalker's
    ``loyalty`` (its printed loyalty as it is cast, its counters on the board where given: Karn Liberated's −14,
    CR 606.6)."""
    cost = loyalty_cost(line)
    if cost is not None and loyalty is not None and -cost > loyalty:
        return False
    return any(_ENTERS.search(s) and re.search(r"\b(?:" + "|".join(nouns) + r"|card|token|cop(?:y|ies))s?\b", s,
                                               re.IGNORECASE) for s in re.split(r"(?<=\.)\s+", line))


def with_target_needs(analysis: Analysis, copies: list[Copy], refused: frozenset[str] = frozenset(),
                      bounded: str | None = None) -> list[Copy]:
    """The copies, each whose spell lacks a target on the battlefield as the turn begins either refused
    (:data:`NO_TARGET`, where nothing that fits may enter this turn) or with what may enter first; those of
    ``refused`` (keys: a plan cast them with no target shown, :func:`targets_unchecked`) refused
    (:data:`TARGET_UNSHOWN`), or, where ``bounded`` names the planeswalker whose loyalty ability alone could give
    them one and the plans so casting them are shown no better (:mod:`.walker_target_bound`),
    :data:`TARGET_BOUNDED`.

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.turn.cards import read_copies
    >>> b = board_from_data({"permanents": ["Island", "Island"], "hand": ["Snap", "Opt"]})
    >>> from manaplan.solver.analysis import analysed
    >>> a = analysed(b)
    >>> [(c.name, c.why_not is None) for c in with_target_needs(a, read_copies(a, [("hand", c) for c in b.hand]))]
    [('Snap', False), ('Opt', True)]
    """
    out = []
    unmet_of: dict = {}  # each spell's needs, each need's other ways and supply: read once (a hand of 300 Snaps)
    others: dict[TargetNeed, bool] = {}
    supply: dict[TargetNeed, int] = {}
    for c in copies:
        if c.key in refused and c.why_not is None:
            out.append(replace(c, why_not=TARGET_UNSHOWN if bounded is None else TARGET_BOUNDED.format(
                walker=bounded)))
            continue
        if c.why_not is not None or c.spell is None or not c.spell.target_needs:
            out.append(c)
            continue
        if c.spell.target_needs not in unmet_of:
            unmet_of[c.spell.target_needs] = unmet_target(c.spell, analysis)
        unmet = unmet_of[c.spell.target_needs]
        alone = c.spell.target_needs[0] if len(c.spell.target_needs) == 1 else ()
        removal = alone[0] if len(alone) == 1 and alone[0].removes else None
        if unmet is None and removal is None:
            out.append(c)
            continue
        need = unmet or removal
        if need not in others:
            others[need] = _other_ways(analysis, need, copies)
        keys, other = _enter_keys(c, need, copies), others[need]
        if unmet is not None and not keys and not other:
            out.append(replace(c, why_not=NO_TARGET.format(need=said(need), none="none" if need.count == 1
                                                           else "fewer")))
            continue
        if removal is not None and removal not in supply:
            supply[removal] = len(targets_of(removal, analysis))
        out.append(replace(c, target_need=unmet, target_after=keys, target_other=other, removal=removal,
                           removal_supply=supply.get(removal, 0)))
    return out


def targets_unchecked(analysis: Analysis, copies: list[Copy], steps, used: set[str], gone: set[str] = frozenset()
                      ) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The keys of the spells the plan casts without a target shown to be there as it is cast (the plan may not be
    legal: :func:`~.solve.solve_turn` solves again without them), and the ids of the permanents the walk took as
    the targets the spells remove (one legal choice of them: the next turn's board of ``turn --turns``). The plan's
    steps (``steps``: :class:`~.solve.TurnStep`, in order) are walked over the permanents there: the board's, less
    those the plan sacrifices or exiles (``gone``), then the land played, the permanent spells cast and the lands
    they put onto the battlefield, each from its step on. A spell that may remove its target
    (:attr:`~manaplan.models.targets.TargetNeed.removes`: Snap) takes one away: an opponent's, or one of yours that
    nothing in the plan uses (``used``: the ids its steps act on), is the source of no effect in force and changes no
    cost (:attr:`~.cards.Copy.costs`) — so removing it changes nothing else.

    Examples
    --------
    >>> from types import SimpleNamespace
    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.analysis import analysed
    >>> from manaplan.solver.turn.cards import read_copies
    >>> b = board_from_data({"permanents": ["Island", {"card": "Grizzly Bears", "controller": "opponent"}],
    ...                      "hand": ["Snap", "Snap"]})
    >>> a = analysed(b)
    >>> copies = with_target_needs(a, read_copies(a, [("hand", c) for c in b.hand]))
    >>> steps = [SimpleNamespace(action="cast", key=c.key, permanent=None, finds=()) for c in copies]
    >>> targets_unchecked(a, copies, steps, set())  # the second Snap has none; the first returned the Bears
    (('Snap (hand)#2',), ('Grizzly Bears#1',))
    """
    cast = {st.key for st in steps if st.action == "cast"}
    if not any(c.key in cast and c.spell is not None and c.spell.target_needs for c in copies):
        return (), ()  # most plans: nothing to walk (every plan read of a turn, of every turn --turns follows)
    by_key = {c.key: c for c in copies}
    sources = {e.source for e in analysis.effective.effects}
    changers = {k for c in copies if c.key in cast for keys, _ in c.costs for k in keys}
    there: dict[str, tuple[frozenset[str], frozenset[str], str, bool]] = {}  # id → types, supertypes, whose, free
    for p in analysis.board.permanents:
        if p.id not in gone:
            types, supertypes, whose = permanent_traits(analysis, p)
            there[p.id] = (types, supertypes, whose, whose != "you" or (p.id not in used and p.id not in sources))
    out, removed = [], []
    for st in steps:
        c = by_key.get(st.key) if st.action == "cast" else None
        if st.action == "play" and st.permanent:  # a land: of its supertypes, any (a nonbasic need: not shown)
            there[st.permanent] = (_LAND, _ANY_SUPERTYPE, "you", st.permanent not in used)
        if c is None or c.spell is None:
            continue
        if c.spell.target_needs:
            picked = _pick(c.spell.target_needs, there)
            if picked is None:
                out.append(c.key)
            else:
                for pid in picked:
                    there.pop(pid, None)
                removed += picked
        if c.spell.card_types & PERMANENT_TYPES:
            pid = c.enters.id if c.enters is not None else c.key
            there[pid] = (frozenset(c.spell.card_types), frozenset(c.spell.supertypes), "you",
                          pid not in used and c.key not in used and c.key not in changers)
        for found in st.finds:
            there[found] = (_LAND, _ANY_SUPERTYPE, "you", found not in used)
    return tuple(dict.fromkeys(out)), tuple(removed)


_LAND = frozenset({"Land"})
_ANY_SUPERTYPE = frozenset({"Basic", "Legendary", "Snow"})


def _pick(alternatives, there: dict) -> list[str] | None:
    """The permanents the first alternative whose needs are all met removes (those of its needs that may remove
    theirs), or None where none is met: each need takes ``count`` different ones, a removing need only free ones
    (an opponent's first)."""
    for needs in alternatives:
        taken: list[str] = []
        for need in needs:
            fits = [pid for pid, (types, supertypes, whose, free) in there.items()
                    if need.matches(types, supertypes, whose) and (free or not need.removes) and pid not in taken]
            fits.sort(key=lambda pid: there[pid][2] == "you")
            if len(fits) < need.count:
                break
            if need.removes:
                taken += fits[:need.count]
        else:
            return taken
    return None


def waiting_notes(copies: list[Copy], cast_keys: set[str]) -> tuple[str, ...]:
    """Why a candidate that needs a target the battlefield lacks is not cast, where only a permanent the turn may
    cast would give it one (:attr:`~.cards.Copy.target_after`): a note each, once per card (the reason a player
    asks for when Snap is not cast on two lands).

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.analysis import analysed
    >>> from manaplan.solver.turn.cards import read_copies
    >>> b = board_from_data({"permanents": ["Island", "Island"], "hand": ["Snap", "Sea Gate Oracle"]})
    >>> a = analysed(b)
    >>> waiting_notes(with_target_needs(a, read_copies(a, [("hand", c) for c in b.hand])), set())
    ('Snap needs a target creature and the battlefield has none: it can be cast only after Sea Gate Oracle',)
    """
    by_key = {c.key: c for c in copies}
    out = []
    for c in copies:
        if c.candidate and c.key not in cast_keys and c.target_need is not None and c.target_after \
                and not c.target_other and c.why_not is None:
            after = list(dict.fromkeys(by_key[k].name for k in c.target_after if k in by_key))
            first = ", ".join(after[:-1]) + " or " + after[-1] if len(after) > 1 else after[0]
            out.append(f"{c.name} needs {said(c.target_need)} and the battlefield has none: it can be cast only "
                       f"after {first}")
    return tuple(dict.fromkeys(out))
