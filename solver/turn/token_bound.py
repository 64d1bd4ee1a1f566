"""A sound bound on the Eldrazi Spawns a death trigger makes (Pawn of Ulamog: "Whenever ~ or another nontoken
creature you control dies, you may create a 0/1 colorless Eldrazi Spawn creature token. It has 'Sacrifice this
creature: Add {C}.'"), where only spells the turn casts may kill: the turn relaxed with each Spawn a free mana
activation after such a spell's cast (:func:`spawn_relaxation`, read by :func:`~.solve.solve_turn` as
:mod:`.landfall_puts`' relaxations are).

Where every death the turn may cause comes from a spell it casts that is no permanent (Toxic Deluge's -X/-X, Beast
Within's destroy: :attr:`~.token_events.TurnEvents.killed_by`, with no permanent of yours that may kill one and no
text that puts a creature onto the battlefield), a Spawn exists only once such a spell was cast (its trigger
resolves after the cast, CR 603.3, 608.2), and such a spell, resolving once, kills each creature of yours at most
once (CR 700.4: a creature returned after it resolved is a new object, CR 400.7, its -X/-X not applied to it,
CR 611.2c): at most as many nontoken creatures as may be yours then — those you control, the creature cards the turn
may cast, those of your graveyard — so at most that many Spawns per trigger source. The relaxation gives each such
spell that many activations per source, each free, used only after its cast, adding {C} (the Spawn's own mana) and
counted one permanent sacrificed at a token's weight (:func:`~.landfall_puts.charged_levels`: the Spawn is a token
sacrificed, CR 701.21a). Every plan of the real turn is then a plan of the relaxed one, valued no better there: its
Spawns are among the activations (more mana, never less), each sacrificed as charged, and a Spawn entering changes
no permanent's mana (checked: :func:`~.entering.mana_signature`). Never with a cost to keep payable (a Spawn may be
kept; the relaxation's mana is made in the turn's phase, :func:`~.landfall_puts.payment_phase_only`), nor beside
a landfall source (whose relaxation uses the same activations, :func:`~.model.turn_board`).
"""

from __future__ import annotations

import re
from dataclasses import replace

from ...models.board import Permanent
from ...models.cards.store import Card, default_database
from ...models.costs import ManaCost
from ...models.mana import ManaType
from ...models.oracle.text import strip_reminder_text
from ..analysis import Analysis
from ..cast.zones import next_id
from ..core.costed import CostedActivation
from ..lazy_patterns import lazy_compile
from ..rules.spending import SpendPurpose
from .cards import PERMANENT_TYPES, Copy
from .entering import mana_signature
from .landfall import landfall_sources
from .landfall_puts import LandfallRelaxation
from .token_events import may_kill, turn_events
from .unproven import PAID_OTHERWISE, never_cast, token_triggers

__all__ = ["sacrifice_kill", "spawn_relaxation", "spawns_realized", "one_destroyed", "sources_never_cast",
           "never_cast_names", "SPAWN_TRIGGER"]

#: A death trigger of a nontoken creature of yours that creates an Eldrazi Spawn or Scion (Pawn of Ulamog's).
SPAWN_TRIGGER = lazy_compile(r"^Whenever [^,]*\bnontoken creatures? you control dies?, (?:you may )?create (?:a|an|one) "
                             r"[^.]*\bEldrazi (?:Spawn|Scion) creature token\b", re.IGNORECASE)
#: Text that may put a permanent onto the battlefield (a reanimation, Chord of Calling's search): a creature may then
#: be yours that is not counted, but a land (a fetch's) or the card itself returned (Reassembling Skeleton's).
_PUTS = lazy_compile(r"[^.\n]*\b(?:onto|to) the battlefield\b[^.\n]*", re.IGNORECASE)
#: A spell that destroys one permanent it targets, which may be a creature of yours (CR 115.1, 701.8a).
_ONE_DESTROYED = lazy_compile(r"^Destroy target (?:nonland )?(?:permanent|creature)\.")
#: A replacement that makes more tokens than a trigger creates (Doubling Season, Academy Manufactor): not read.
_MORE_TOKENS = lazy_compile(r"\bwould create\b|\btwice that many\b|\bthat many plus\b|\binstead create\b",
                            re.IGNORECASE)
#: The token an Eldrazi Spawn trigger makes (CR 111.10): the card of the relaxation's activations, as plans name it.
SPAWN = Card("Eldrazi Spawn", "", "Token Creature — Eldrazi Spawn",
             "Sacrifice this creature: Add {C}.")

#: The most activations a relaxation makes.
_MAX = 24


def _creatures_bound(analysis: Analysis, copies: list[Copy]) -> int | None:
    """At most how many nontoken creatures may be yours at once this turn: those you control, the creature cards the
    turn may cast (a card once), the creature cards of your graveyard; None where a text of yours or of a card cast
    may put another one onto the battlefield (:data:`_PUTS`: not a land's search, not the card returning itself)."""
    board = analysis.board
    yours = [p for p in board.permanents if p.is_yours]
    if _puts_permanents(analysis, copies):
        return None
    cards = {c.alt or c.key: c.card for c in copies if "Creature" in (c.card.type_line or "")}
    return (sum(1 for p in yours if not p.is_token and "Creature" in (p.card.type_line or ""))
            + len(cards) + sum(1 for k in board.graveyard if "Creature" in (k.type_line or "")))


def _puts_permanents(analysis: Analysis, copies: list[Copy]) -> bool:
    """Whether a text of yours or of a card cast may put a permanent onto the battlefield other than by casting it
    (:data:`_PUTS`: a reanimation, Chord of Calling's search, Sneak Attack), but a land (a fetch's) or the card itself
    returned from your graveyard (Reassembling Skeleton's)."""
    yours = [p for p in analysis.board.permanents if p.is_yours]
    texts = [(p.card.name, p.card.oracle_text or "") for p in yours] + [(c.card.name, c.card.oracle_text or "")
                                                                       for c in copies]
    for name, text in texts:
        for sentence in _PUTS.findall(strip_reminder_text(text)):
            if re.search(r"\blands?\b|\b(?:Forest|Plains|Island|Swamp|Mountain)\b", sentence) or (
                    re.search(rf"(?:^|: )Return {re.escape(name)} from your graveyard to the battlefield\b",
                              sentence.strip())):
                continue
            return True
    return False


def _spawns_inert(analysis: Analysis, n: int) -> bool:
    """Whether ``n`` Eldrazi Spawns entering change no permanent of yours' mana (:func:`~.entering.mana_signature`:
    Gaea's Cradle counts creatures)."""
    board = analysis.board
    spawn: Card = default_database().get("Eldrazi Spawn")
    ids = {p.id for p in board.permanents if p.is_yours}
    base = mana_signature(analysis.effective, ids)
    taken: set[str] = set()
    added = []
    for _ in range(n):
        pid = next_id(board, spawn.name, taken)
        added.append(Permanent(id=pid, card=spawn, sick=True, entered=True, is_token=True))
    return mana_signature(analysis.of(replace(board, permanents=board.permanents + tuple(added))).effective,
                          ids) == base


def _texts(analysis: Analysis, copies: list[Copy]) -> list[str]:
    """The texts of your permanents and of the cards the turn may cast."""
    return [p.card.oracle_text or "" for p in analysis.board.permanents if p.is_yours] + [
        c.card.oracle_text or "" for c in copies]


def _sees_itself(t) -> bool:
    """Whether trigger ``t`` fires on its own permanent's death too ("Whenever Pawn of Ulamog or another nontoken
    creature you control dies": a leaves-the-battlefield trigger looks back, CR 603.10a)."""
    return bool(re.match(r"^Whenever ~ or another\b", t.line.replace(t.card.name, "~")))


def sacrifice_kill(c: Copy) -> bool:
    """Whether spell ``c``'s only death is the one creature its additional cost sacrifices (Village Rites: CR
    601.2b, 701.21a), a creature the plan chooses: :func:`_deaths` is 1."""
    return not one_destroyed(c) and _deaths(c, 2) == 1


def _deaths(c: Copy, creatures: int) -> int:
    """The most creatures spell ``c`` may kill: one where it destroys one target (:func:`one_destroyed`) or where its
    only death is the creature its additional cost sacrifices (Village Rites: "As an additional cost to cast this
    spell, sacrifice a creature. You draw two cards.", CR 601.2b, 701.21a: one per "sacrifice a creature"), else
    ``creatures`` (a bound on the creatures there may be)."""
    if one_destroyed(c):
        return 1
    if c.sacrifices and c.spell is not None:
        rest = re.sub(r"^As an additional cost to cast this spell, sacrifice [^.]*\.\s*", "",
                      strip_reminder_text(c.spell.part.oracle_text or "").strip(), flags=re.IGNORECASE)
        if not re.search(r"\bsacrific", rest, re.IGNORECASE) and not any(may_kill(line) for line in rest.split("\n")):
            return min(creatures, len(c.sacrifices))
    return creatures


def one_destroyed(c: Copy) -> bool:
    """Whether ``c`` is a spell that kills one creature at most: its text begins "Destroy target permanent." (or
    "creature", "nonland permanent": one target, CR 115.1), and nothing else of it may kill (:func:`~.token_events.
    may_kill`) or sacrifice (Beast Within: "Destroy target permanent. Its controller creates a 3/3 green Beast
    creature token.")."""
    if c.spell is None or c.enters is not None:
        return False
    text = strip_reminder_text(c.spell.part.oracle_text or "").strip()
    m = _ONE_DESTROYED.match(text)
    if m is None:
        return False
    rest = text[m.end():]
    return not re.search(r"\bsacrific", rest, re.IGNORECASE) and not any(may_kill(line) for line in rest.split("\n"))


def spawn_relaxation(analysis: Analysis, copies: list[Copy], keeping: bool) -> LandfallRelaxation | None:
    """The relaxation of the turn with the Spawns death triggers may make (see the module notes), where every mana
    token trigger that may fire this turn (:func:`~.unproven.token_triggers`) is such a Spawn's and every death comes
    from a spell cast that is no permanent; None otherwise (``keeping``: a cost is kept payable).

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.turn.cards import read_copies
    >>> from manaplan.solver.analysis import analysed
    >>> b = board_from_data({"permanents": ["Swamp", "Pawn of Ulamog"], "hand": ["Damnation"]})
    >>> r = spawn_relaxation(analysed(b), read_copies(b, [("hand", b.hand[0])]), False)
    >>> [(key, a.id) for key, a in r.after]
    [('Damnation (hand)#1', 'Eldrazi Spawn#1')]
    """
    triggers = token_triggers(analysis, copies)
    if keeping or not triggers or landfall_sources(analysis):
        return None
    if not all(SPAWN_TRIGGER.match(strip_reminder_text(t.line).strip()) for t in triggers):
        return None
    events = turn_events(analysis, copies)
    by_key = {c.key: c for c in copies}
    killers = [by_key[k] for k in events.killed_by]
    if events.by_permanents or not killers or any(
            c.enters is not None or set(c.card.card_types) & PERMANENT_TYPES for c in killers):
        return None
    creatures = _creatures_bound(analysis, copies)
    if creatures is None:
        return None
    n = sum(_deaths(c, creatures) * len(triggers) for c in killers)
    if not n or n > _MAX or not _spawns_inert(analysis, n) or any(
            _MORE_TOKENS.search(text) for text in _texts(analysis, copies)):
        return None
    after, taken = [], set()
    for c in killers:
        for t in triggers:
            for _ in range(_deaths(c, creatures)):
                after.append((c.key, CostedActivation(
                    id=next_id(analysis.board, "Eldrazi Spawn", taken), name="Eldrazi Spawn", card=SPAWN,
                    costs=(ManaCost.parse("{0}"),), purpose=SpendPurpose.cast(frozenset()), adds=((ManaType.C,),),
                    text=f"{t.who}'s trigger makes an Eldrazi Spawn (a creature died to {c.name}), sacrificed for "
                         f"{{C}}")))
    return LandfallRelaxation(tuple(after), (), ())


#: Text by which a creature may not die as destroyed, or not be targeted (CR 702.12b, 702.18a, 702.16b, 701.19,
#: 614.1a): then a plan with its Spawn is not surely real.
_SAVED = lazy_compile(r"indestructible|\bshroud\b|\bhexproof\b|\bprotection\b|\bward\b|\bregenerat|would die|would be "
                      r"put into a graveyard|from anywhere|can't be the targets?", re.IGNORECASE)
#: Text of a spell that may remove a creature from the battlefield otherwise (exile, a bounce, control, a sacrifice).
_REMOVES = lazy_compile(r"\bexile|\bhands?\b|\bcontrol of\b|\bsacrific", re.IGNORECASE)


def spawns_realized(analysis: Analysis, copies: list[Copy], relaxation: LandfallRelaxation, plan
                    ) -> tuple[str, ...] | None:
    """Whether the relaxed turn's plan (``plan``, a :class:`~.solve.TurnPlan` of the turn relaxed by
    ``relaxation``: :func:`spawn_relaxation`) is a real plan, each said as a note; None where it may not be. It is
    where each spell whose Spawns it uses destroys one target (:func:`one_destroyed`, one Spawn per trigger source at
    most), a distinct nontoken creature of yours (on the battlefield as the turn begins, no trigger source, with no
    text of the board that may save it or stop its being targeted: :data:`_SAVED`), each cast before any other spell
    that may kill or remove a creature (:data:`_REMOVES`): as it resolves, the creature it destroys dies (CR 701.8a,
    700.4) and each trigger source (on the battlefield since the turn began) makes a Spawn (CR 603.2, 603.3; a
    leaves-the-battlefield trigger looks back in time, CR 603.10a), whose {C} pays the later spells as the relaxed
    activations do."""
    key_of = {a.id: key for key, a in relaxation.after}
    used: dict[str, list[str]] = {}
    for st in plan.steps:
        for ps in st.plan:
            if ps.permanent in key_of:
                used.setdefault(key_of[ps.permanent], []).append(ps.permanent)
    by_key = {c.key: c for c in copies}
    triggers = token_triggers(analysis, copies)
    if not used or any(t.entering for t in triggers) or not all(
            one_destroyed(by_key[k]) or sacrifice_kill(by_key[k]) for k in used):
        return None
    board = analysis.board
    sources = {t.who for t in triggers}
    ids = {p.id: p for p in board.permanents}
    sacrificed: dict[str, str] = {}  # Village Rites' creature: the plan's, a nontoken creature of yours, no source
    for st in plan.steps:
        if st.key in used and sacrifice_kill(by_key[st.key]):
            v = ids.get(st.sacrifices[0]) if len(st.sacrifices) == 1 else None
            if v is None or not v.is_yours or v.is_token or "Creature" not in (v.card.type_line or "") or (
                    v.id in sources and not all(_sees_itself(t) for t in triggers if t.who == v.id)):
                return None
            sacrificed[st.key] = v.id
    if any(_SAVED.search(p.card.oracle_text or "") for p in board.permanents):
        return None
    order = [st.key for st in plan.steps]
    last = max(order.index(k) for k in used)
    if any(k not in used and (_REMOVES.search(by_key[k].card.oracle_text or "") or any(
            may_kill(line) for line in (by_key[k].card.oracle_text or "").split("\n")))
           for k in order[:last] if k in by_key):
        return None
    victims = [p for p in board.permanents if p.is_yours and not p.is_token and p.id not in sources
               and "Creature" in (p.card.type_line or "") and p.id not in sacrificed.values()]
    targeted = [k for k in sorted(used, key=order.index) if k not in sacrificed]
    if len(victims) < len(targeted):
        return None
    said = " and ".join(sorted(sources))
    chosen = dict(zip(targeted, (v.id for v in victims)))
    return tuple(f"{by_key[k].name} {'sacrifices' if k in sacrificed else 'targets'} your "
                 f"{sacrificed.get(k) or chosen[k]}, a nontoken creature: as it dies, {said}'s trigger makes "
                 f"{' and '.join(dict.fromkeys(spawn_ids))}, sacrificed here for {{C}} (CR 700.4, 603.2)"
                 for k, spawn_ids in sorted(used.items(), key=lambda kv: order.index(kv[0])))


def sources_never_cast(analysis: Analysis, copies: list[Copy], bound: int | None) -> bool:
    """Whether no mana token trigger that may fire this turn (:func:`~.unproven.token_triggers`) ever can: each is a
    permanent's that may enter (a card cast: none on the battlefield), and each such card needs, at its least cost
    (:func:`~manaplan.solver.core.symbols.least_mana` of every cost version of each of its copies), more mana than
    ``bound`` (:attr:`~.solve._Tried.gross`: a sound bound on all the turn's mana over every land play, tokens made by
    triggers aside; None: not known, never). Before the first such card is cast no such token exists, so it is paid
    without one (CR 601.2f-h): no more than ``bound``, so none is cast and no token made. Never where a text of yours
    or of a card cast may pay a spell otherwise than with mana (:data:`~.unproven.PAID_OTHERWISE`: convoke, a
    reduction, an alternative cost) or put a permanent onto the battlefield uncast (:func:`_puts_permanents`).

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.analysis import analysed
    >>> from manaplan.solver.turn.cards import read_copies
    >>> b = board_from_data({"permanents": ["Mountain"] * 2, "hand": ["Storm-Kiln Artist", "Lightning Bolt"]})
    >>> a = analysed(b)
    >>> copies = read_copies(a, [("hand", c) for c in b.hand])
    >>> [sources_never_cast(a, copies, n) for n in (3, 4)]
    [True, False]
    """
    triggers = token_triggers(analysis, copies)
    if bound is None or not triggers or any(not t.entering for t in triggers):
        return False
    if any(PAID_OTHERWISE.search(text) for text in _texts(analysis, copies)) or _puts_permanents(analysis, copies):
        return False
    names = {t.who for t in triggers}
    alts = {c.alt or c.key for c in copies if c.enters is not None and c.name in names}
    theirs = [c for c in copies if (c.alt or c.key) in alts]
    return bool(theirs) and all(never_cast(c, bound) for c in theirs)


def never_cast_names(analysis: Analysis, copies: list[Copy], bound: int | None) -> frozenset[str]:
    """The names of the cards the turn may cast that it never can: every cost version of every copy needs, at its
    least (:func:`~manaplan.solver.core.symbols.least_mana`), more mana than ``bound`` (:attr:`~.solve._Tried.gross`,
    a sound bound on all the turn's mana over every land play; None: not known, none). Only where no trigger may
    make a mana token this turn (:func:`~.unproven.token_triggers`: its mana is outside ``bound``), and no text of
    yours or of a card cast may pay a spell otherwise than with mana (:data:`~.unproven.PAID_OTHERWISE`). What such
    a card would make (its tokens, Elvish Promenade's) is never made.

    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.analysis import analysed
    >>> from manaplan.solver.turn.cards import read_copies
    >>> b = board_from_data({"permanents": ["Forest"] * 2, "hand": ["Elvish Promenade", "Llanowar Elves"]})
    >>> a = analysed(b)
    >>> sorted(never_cast_names(a, read_copies(a, [("hand", c) for c in b.hand]), 2))
    ['Elvish Promenade']
    """
    if bound is None or token_triggers(analysis, copies):
        return frozenset()
    if any(PAID_OTHERWISE.search(text) for text in _texts(analysis, copies)):
        return frozenset()
    names = {c.name for c in copies}
    return frozenset(name for name in names if all(never_cast(c, bound) for c in copies if c.name == name))
