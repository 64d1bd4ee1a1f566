"""How what enters during a turn enters: the land played (each way it may enter), the permanents cast, the lands a
spell finds or puts into your hand — by the rules for entering (:mod:`manaplan.solver.effective.entering`), never by
text.

- The land play is modelled first (a special action, CR 116.2a, 305.2), so every permanent of the board is there as
  it enters: a checkland beside a Forest enters untapped, a shockland untapped for 2 life or tapped (one model each),
  a bounceland returns itself (:func:`~manaplan.solver.cast.zones.played_lands`).
- A permanent cast enters tapped where an effect says so (Thalia, Heretic Cathar's creatures; Blind Obedience's
  artifacts), untapped again under Amulet of Vigor. The effects of permanents that may be cast this turn count as if
  they were there already (a plan missed, never a wrong one).
- A land played after a spell put it into your hand (Cultivate) must enter untapped at no cost with only the
  permanents surely there then (:func:`~manaplan.solver.core.searches.surely_there`).

Examples
--------
>>> from manaplan.models.board_files import board_from_data
>>> b = board_from_data({"permanents": ["Forest"], "hand": ["Breeding Pool", "Coiling Oracle"]})
>>> [(w.permanent.id, w.permanent.tapped, w.entry.life) for w in land_options(b, None, set())]
[('Breeding Pool#1', False, 2), ('Breeding Pool#1', True, 0)]
"""

from __future__ import annotations

import re
from dataclasses import replace

from ...models.board import Board, Permanent
from ...models.cards.store import Card
from ...models.effects import AsLongAs, OthersEnterTapped, Untapper
from ...models.oracle.relevance import IRRELEVANT_KIND, classify_card
from ..cast.zones import PlayedLand, entering_untapped, land_plays, played_lands
from ..core.searches import surely_there
from ..analysis import Analysis, analysed
from ..effective import EffectiveBoard, PermanentView
from ..effective.entering import entries
from ..lazy_patterns import lazy_compile
from .cards import Copy

__all__ = ["land_options", "played_later", "played_later_life", "play_timing_free", "entering_casts", "play_note", "own_reduction_helpers",
           "mana_signature", "haste_decides"]


#: Reminder text: a rule summarised in parentheses, no ability of the card.
_REMINDER = lazy_compile(r"\([^()]*\)")


def mana_signature(eff, ids: set[str]) -> dict:
    """What the effective board says of each permanent that could bear on its mana (types, colours, abilities and
    their outputs, haste where it decides anything: :func:`haste_decides`, what stops them): two boards whose
    signatures agree on ``ids`` give those permanents the same mana.

    Examples
    --------
    Goblin Warchief gives a Goblin that has been yours since the turn began haste, which changes nothing it may do
    (CR 302.6); a Goblin that came this turn with a ``{T}`` ability may now use it:

    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.analysis import analysed
    >>> b = analysed(board_from_data({"permanents": ["Mountain", "Goblin Matron",
    ...                                              {"card": "Krenko, Mob Boss", "sick": True}]}))
    >>> chief = analysed(board_from_data({"permanents": ["Goblin Warchief"]})).board.permanents[0]
    >>> w = b.of(replace(b.board, permanents=b.board.permanents + (chief,)))
    >>> ids = {"Goblin Matron#1", "Krenko, Mob Boss#1"}
    >>> [i for i in sorted(ids) if mana_signature(b.effective, ids)[i] != mana_signature(w.effective, ids)[i]]
    ['Krenko, Mob Boss#1']
    """
    return {v.id: (v.card_types, v.subtypes, v.supertypes, v.colors, v.lost_text, v.haste and haste_decides(eff, v),
                   v.prohibited, v.barred_by, v.tapped_damage, v.untaps, v.unsupported,
                   tuple((a.ability, a.output, a.problem, a.victims, a.trigger_damage) for a in v.abilities))
            for v in eff.views if v.id in ids}


#: An effect that may bring a turn something to use: tokens, cards, a permanent, an untap, mana, a copy.
_MAY_FEED = lazy_compile(r"\bcreate|\bdraw|\bsearch|\breturn|\bput\b|\buntap|\badd\b|\bcop(?:y|ies)\b|\bexile",
                         re.IGNORECASE)


def haste_decides(eff: EffectiveBoard, view: PermanentView) -> bool:
    """Whether haste may change what ``view``'s permanent does for mana: it came under your control this turn (sick:
    the only permanents summoning sickness bars, CR 302.6) and has an ability with ``{T}`` or ``{Q}`` in its cost —
    a mana ability, an untap ability, an untapper of ``eff`` (Arbor Elf), or any its card's text has outside
    reminder text, read or not, but one known to bear on no mana, payment or cast (:func:`~manaplan.models.oracle.
    relevance.classify_card`) that brings nothing to use (Goblin Sharpshooter's damage; not Krenko, Mob Boss's
    tokens: :data:`_MAY_FEED`) — an over-approximation: haste lets a creature attack and use such abilities, and
    only the latter matters here, CR 702.10c. Goblin Warchief's haste for Goblins that were yours as the turn began,
    or that have no such ability (Dockside Extortionist, whose Treasures' ``{T}`` is reminder text), changes nothing.

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.analysis import analysed
    >>> eff = analysed(board_from_data({"permanents": [{"card": "Llanowar Elves", "sick": True},
    ...     {"card": "Dockside Extortionist", "sick": True}, "Fyndhorn Elves"]})).effective
    >>> [haste_decides(eff, v) for v in eff.views]
    [True, False, False]
    """
    if not view.permanent.sick:
        return False
    costs = [a.ability.cost for a in view.abilities] + [u.cost for u in view.untaps] + [
        e.effect.cost for e in eff.effects_of(Untapper) if e.source == view.id]
    if any(c.tap or c.untap for c in costs):
        return True
    text = _REMINDER.sub("", view.permanent.card.oracle_text or "")
    # an ability known to bear on no mana, payment or cast and that brings nothing a later cast may use (Goblin
    # Sharpshooter's "{T}: ~ deals 1 damage to any target.", not Krenko's tokens): its use changes no mana (a death
    # it causes is the death triggers' to name, :mod:`.token_events`)
    idle = {p.text for p in classify_card(view.permanent.card).pieces
            if p.kind == IRRELEVANT_KIND and not _MAY_FEED.search(p.text.split(":", 1)[-1])}
    return any("{T}" in line.split(":")[0] or "{Q}" in line.split(":")[0] for line in text.split("\n")
               if ":" in line and line.strip() not in idle)


def land_options(board: Board | Analysis, whole, taken: set[str]) -> list[PlayedLand]:
    """Every way to use the land play on a land of the hand (:func:`~manaplan.solver.cast.zones.land_plays`), each
    way it may enter (:func:`~manaplan.solver.cast.zones.played_lands`); the ids taken in ``taken``."""
    analysis = analysed(board)
    out: list[PlayedLand] = []
    for land, face in land_plays(analysis.board, whole):
        out += played_lands(analysis, land, face, taken)
    return out


def play_timing_free(analysis: Analysis) -> bool:
    """Whether no permanent's mana depends on a land having been played this turn (River of Tears: CR 305.2), so a
    land played in the middle of the turn (after Cultivate) changes nothing before or after it."""
    board = analysis.board
    if board.land_played:
        return False
    cards = (*(p.card for p in board.permanents), *board.graveyard, *board.effects)
    if not any("played a land" in text.lower() for c in cards for text in _texts(c)):
        return True  # only "If you played a land this turn" reads it (models.oracle.adds): the boards are the same
    ids = {p.id for p in board.permanents}
    return mana_signature(analysis.effective, ids) == mana_signature(
        analysis.of(replace(board, land_played=True)).effective, ids)


def _texts(card) -> tuple[str, ...]:
    """The Oracle text of ``card`` and of each of its faces."""
    return (card.oracle_text or "", *(f.oracle_text or "" for f in (getattr(card, "faces", ()) or ())))


def played_later(board: Board | Analysis, land: Card) -> bool:
    """Whether ``land``, played after a spell put it into your hand (Cultivate), surely enters untapped at no cost
    then: its conditions met by permanents surely still there (:func:`~manaplan.solver.core.searches.surely_there`)."""
    analysis = analysed(board)
    if _enter_as_cast(analysis, [land]):
        return True  # no rule of its own for entering and no effect on others entering: untapped, at no cost
    eff = analysis.effective
    return entering_untapped(analysis, land, sure=surely_there(eff, eff.yours)) is not None


def played_later_life(board: Board | Analysis, land: Card) -> int | None:
    """The life ``land``, played after a spell put it into your hand (Demonic Tutor's), asks to enter untapped then:
    0 where it surely enters untapped at no cost (:func:`played_later`), a shockland's 2 ("As Overgrown Tomb enters,
    you may pay 2 life. If you don't, it enters tapped.": CR 614.1c, 119.4) where that is its only untapped way and
    you have the life for it now (at 2 life or less it leaves you at 0: not played so, CR 704.5a); None otherwise
    (tapped it adds nothing to the turn: a plan missed, never a wrong one).

    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.models.cards.store import default_database
    >>> b = board_from_data({"permanents": ["Swamp"]})
    >>> [played_later_life(b, default_database().get(n)) for n in ("Forest", "Overgrown Tomb", "Fetid Pools")]
    [0, 2, None]
    """
    if played_later(board, land):
        return 0
    analysis = analysed(board)
    board = analysis.board
    eff = analysis.effective
    sure = surely_there(eff, eff.yours)
    perm = Permanent(id=f"{land.name} (entering)#1", card=land, sick=True, entered=True)
    there = analysis.of(replace(board, permanents=board.permanents + (perm,))).effective
    ways = [w for w in entries(there, perm.id, life=board.life, sure=sure)
            if not w.tapped and w.life and not w.returns and not w.sacrifices]
    return min((w.life for w in ways), default=None)


def entering_casts(board: Board | Analysis, copies: list[Copy]) -> tuple[list[Copy], tuple[str, ...]]:
    """The copies with each permanent cast entering as the rules say: tapped where an effect makes it (Blind
    Obedience, Thalia, Heretic Cathar), unless Amulet of Vigor (surely there) untaps it. Where a permanent that may be
    cast this turn would make your permanents enter tapped (your own Root Maze), what enters this turn is taken to
    enter tapped and the lands spells find or put into your hand are not counted on (a plan missed at most); notes
    say what entered tapped and why."""
    analysis = analysed(board)
    board = analysis.board
    mine = [c.enters for c in copies if c.enters is not None]
    tapping = [p for p in mine if any(isinstance(e, OthersEnterTapped) for e in analysis.read(p.card).effects)]
    if not tapping and _enter_as_cast(analysis, [p.card for p in mine]):
        return list(copies), ()
    there = replace(board, permanents=board.permanents + tuple(mine))
    eff = analysis.of(there).effective
    present = {p.id for p in board.permanents}
    out, notes = [], []
    for c in copies:
        if tapping:
            c = replace(c, finds=(), to_hand=())
        if c.enters is None:
            out.append(c)
            continue
        ways = entries(eff, c.enters.id, life=board.life, sure=lambda pid: pid in present)
        if all(w.tapped for w in ways):
            notes.append(f"{c.name} enters tapped this turn: {ways[0].why.removeprefix('it enters tapped ')}")
            c = replace(c, enters=replace(c.enters, tapped=True))
        out.append(c)
    if tapping:
        notes.append(f"{', '.join(p.card.name for p in tapping)} may make what enters this turn enter tapped: "
                     f"everything that enters is counted as tapped, and no land found is counted on")
    return out, tuple(dict.fromkeys(notes))


def _enter_as_cast(analysis: Analysis, cards: list[Card]) -> bool:
    """Whether permanents of the cards ``cards`` surely enter as they are cast or played, untapped: none has a rule of
    its own for entering (enters tapped, sacrifices as it enters: :attr:`~manaplan.models.ability.ParsedCard.
    entering`) and no effect in force makes others enter tapped (Blind Obedience: CR 614.1c) — all that
    :func:`~manaplan.solver.effective.entering.entries` could find, read without the effective board of them all."""
    if any(analysis.read(card).entering for card in cards):
        return False
    if any(isinstance(e.effect, OthersEnterTapped) for e in analysis.effective.effects):
        return False
    # one in force only while a count holds ("as long as you control …", CR 611.3b), which what enters may make true
    return not any(isinstance(e, AsLongAs) and isinstance(e.effect, OthersEnterTapped)
                   for p in analysis.board.permanents for e in analysis.read(p.card).effects)


def own_reduction_helpers(copies: list[Copy]) -> dict[str, list[Copy]]:
    """For each copy whose own reduction counts permanents (affinity for artifacts, CR 702.41a), the other copies
    whose permanent it would count once cast (Frogmite for Myr Enforcer), by the copy's key; copies with none are
    left out.

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.turn.cards import read_copies
    >>> b = board_from_data({"permanents": ["Island"], "hand": ["Myr Enforcer", "Frogmite", "Opt"]})
    >>> helpers = own_reduction_helpers(read_copies(b, [("hand", c) for c in b.hand]))
    >>> {key: [h.name for h in hs] for key, hs in helpers.items()}
    {'Myr Enforcer (hand)#1': ['Frogmite'], 'Frogmite (hand)#1': ['Myr Enforcer']}
    """
    out: dict[str, list[Copy]] = {}
    for c in copies:
        helping = [o for o in copies if o.key != c.key and o.enters is not None and any(
            r.per.matches(frozenset(o.enters.card.card_types), frozenset(o.enters.card.subtypes),
                          supertypes=frozenset(o.enters.card.supertypes)) for r in c.spell.reductions)]
        if helping and c.cost is not None:
            out[c.key] = helping
    return out


def play_note(way: PlayedLand) -> str | None:
    """What a player should know of how the land played entered, or None for a plain land: the life paid, the
    condition met, Amulet of Vigor untapping it, a bounceland returning itself."""
    e = way.entry
    name = way.card.name
    if e.returns:
        made = f" after it is tapped for {way.pool.text} (in your pool)" if way.pool else ""
        return f"{name} played: {e.why}; its trigger returns it to your hand{made}"
    if not e.why:
        return None
    return f"{name} played: {e.why}"
