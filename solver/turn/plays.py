"""More than one land play in a turn (CR 305.2): how many the board allows, the permanents cast this turn that add
more, and every set of lands played, each as it enters.

- The board allows one land play, and one more for each additional land its permanents give (Exploration, Oracle of
  Mul Daya, Dryad of the Ilysian Grove: one; Azusa, Lost but Seeking: two; cumulative, CR 305.2 and the rulings of
  2009-10-01 on Oracle of Mul Daya); none once ``land_played`` says the turn's land plays are used.
- A permanent with such an ability cast this turn adds its plays once it is on the battlefield, a spell that gives
  more as it resolves (Explore: "You may play an additional land this turn.") once it resolved — and a spell that
  puts a land of your hand onto the battlefield as it resolves (Growth Spiral) is read as one (not a land play, CR
  305.4, but for the turn's mana the same: the land is there once the spell resolved): a land played with
  such a play is used only after that cast (the turn model's :attr:`~.model.TurnBoard.entering`), and it must
  surely enter untapped at no cost then (:func:`~manaplan.solver.cast.zones.entering_untapped`, with every
  permanent that may enter before it counted: a plan missed, never a wrong one).
- A land on top of your library or in your graveyard may be played where a permanent lets you play lands from there
  (Oracle of Mul Daya, Courser of Kruphix; Crucible of Worlds: :mod:`.land_zones`): it is one of your land plays
  (CR 305.2a). A permanent cast this turn that gives such a permission (Courser, Crucible) lets the board's plays
  take a land from there once it resolved: those plays are then made after its cast, like the plays it would give.
  Where the top card would be played but is not given, or a land may reach your graveyard during the turn, the
  answer is not proven and says so.

The board's own plays come first in a set (the model puts those lands on the battlefield from the start: a special
action, CR 116.2a, may be done first), then the plays of one permanent cast this turn. Sets of the same lands entering
the same way are tried once.

Examples
--------
>>> from manaplan.models.board_files import board_from_data
>>> b = board_from_data({"permanents": ["Exploration"], "hand": ["Forest", "Island", "Mountain"]})
>>> sets, missed = play_sets(b, None, set(), [])
>>> [[w.card.name for w in s.ways] for s in sets], missed
([['Forest', 'Island'], ['Forest', 'Mountain'], ['Island', 'Mountain']], ())
>>> plays_allowed(b), plays_allowed(board_from_data({"permanents": ["Exploration"], "land_played": True}))
(2, 0)
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from ...models.board import Board, Permanent
from ...models.cards.store import Card
from ...models.oracle.casting import parse_permissions
from ..analysis import Analysis, analysed
from ..cast.costs import board_rules
from ..cast.zones import PlayedLand, entering_untapped, land_plays, next_id, played_lands
from ..core.searches import surely_there
from ..lazy_patterns import lazy_compile
from .cards import Copy, spell_land_plays, spell_puts_lands
from .land_zones import as_in_hand, copy_land_zones, land_zones, lands_to_graveyard, unknown_top, zone_lands
from .puts import enters_puts, put_after, put_inert, put_limit_notes, put_note

__all__ = ["LandPlays", "plays_allowed", "granting", "lands_after_casts", "play_sets", "MAX_PLAY_SETS",
           "lands_not_modelled", "lands_to_play"]

#: Most sets of lands played tried beyond the single land plays (each is one model, most of them small); past it the
#: answer is not proven.
MAX_PLAY_SETS = 120


@dataclass(frozen=True, slots=True)
class LandPlays:
    """Lands played in one turn, in order, each as it entered on the board after those before it.

    Parameters
    ----------
    ways : tuple of PlayedLand
        The lands played (:func:`~manaplan.solver.cast.zones.played_lands`); the last one's board has them all.
    after : tuple of (str or None)
        For each, the key of the copy whose cast gives that play (Exploration cast this turn), or None for a play
        the board allows from the start.
    zones : tuple of str
        Where each was played from: ``'hand'``, ``'library_top'`` or ``'graveyard'``.
    """

    ways: tuple[PlayedLand, ...]
    after: tuple[str | None, ...]
    zones: tuple[str, ...]

    @property
    def board(self) -> Board:
        """The board with every land played."""
        return self.ways[-1].board

    @property
    def gated(self) -> dict[str, str]:
        """The ids of the lands played with a play a cast gives, and that copy's key."""
        return {w.permanent.id: key for w, key in zip(self.ways, self.after) if key is not None and w.permanent}

    @property
    def life(self) -> int:
        """The life the lands asked as they entered (a shockland's)."""
        return sum(w.entry.life for w in self.ways)


def plays_allowed(board: Board | Analysis) -> int:
    """The land plays left this turn (CR 305.2): one and each additional one your permanents give; none once
    ``land_played`` is set (the board's plays are used)."""
    analysis = analysed(board)
    return 0 if analysis.board.land_played else board_rules(analysis).land_plays


def granting(copies: list[Copy], *, puts: bool = True) -> list[tuple[Copy, int, frozenset[str]]]:
    """The copies whose permanent gives more land plays once it is on the battlefield, or lets you play lands from
    another zone then (Courser of Kruphix, Crucible of Worlds: :func:`~.land_zones.copy_land_zones`), or whose enters
    trigger puts lands of your hand onto the battlefield (Arboreal Grazer: :func:`~.puts.enters_puts`), or that give
    more this turn as they resolve (Explore, :func:`~.cards.spell_land_plays`) or put lands of your hand onto the
    battlefield then (Growth Spiral, :func:`~.cards.spell_puts_lands`: for the turn's mana, a land there once it
    resolved, as one played after it): (copy, how many plays, the zones other than your hand it lets you play lands
    from). Without ``puts``, the enters triggers' puts are left out."""
    out = []
    for c in copies:
        if c.why_not is not None:
            continue
        if c.enters is None:
            n = spell_land_plays(c.spell) + spell_puts_lands(c.spell)
            if n:
                out.append((c, n, frozenset()))
            continue
        put = enters_puts(c.enters.card) if puts else None
        n, zones = parse_permissions(c.enters.card).additional_lands, copy_land_zones(c.enters.card)
        n += put.count if put is not None else 0
        if n or zones:
            out.append((c, n, zones))
    return out


def lands_after_casts(board: Board | Analysis, copies: list[Copy]) -> bool:
    """Whether a land may enter this turn after a cast, by what :func:`granting` reads: a play or a put a copy gives
    (Explore, Growth Spiral, Arboreal Grazer) with a land in your hand, or a play a copy lets take a land from another
    zone (Crucible of Worlds with a land in your graveyard) with a land play left."""
    analysis = analysed(board)
    board = analysis.board
    grants = granting(copies)
    if any(n for _, n, _ in grants) and any(c.is_land for c in board.hand):
        return True
    return plays_allowed(analysis) > 0 and any(zone_lands(board, None, z) for _, _, z in grants if z)


#: Text that lets you play or put more lands this turn (Explore: "You may play an additional land this turn.";
#: Growth Spiral: "You may put a land card from your hand onto the battlefield."; Arboreal Grazer's "… onto the
#: battlefield tapped"; Burgeoning's): not modelled unless :func:`granting` reads it.
_MORE_LANDS = lazy_compile(r"\bplay (?:an|two|three) additional lands?\b|\bput (?:a|up to \w+) land cards? from your hand "
                           r"onto the battlefield\b", re.I)


def lands_not_modelled(copies: list[Copy]) -> list[str]:
    """The names of the spells that would let you play or put more lands from your hand this turn in a way the turn
    does not model (Sakura-Tribe Scout's activated put, Burgeoning's trigger on an opponent's land; Explore, Growth
    Spiral and Arboreal Grazer's enters trigger are modelled: :func:`granting`): with a land in hand, a plan may be
    missed.

    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.turn.cards import read_copies
    >>> b = board_from_data({"hand": ["Explore", "Exploration", "Growth Spiral", "Arboreal Grazer", "Burgeoning",
    ...                               "Forest"]})
    >>> lands_not_modelled(read_copies(b, [("hand", c) for c in b.hand if not c.is_land]))
    ['Burgeoning']
    """
    modelled = {c.key for c, n, _ in granting(copies) if n}
    return list(dict.fromkeys(c.name for c in copies if c.key not in modelled and c.why_not is None
                              and _MORE_LANDS.search(c.spell.part.oracle_text or "")))


def lands_to_play(board: Board, whole, zones: frozenset[str]) -> list[tuple[Card, Card, str]]:
    """The lands one play may put onto the battlefield: (card, face, zone), from your hand and from ``zones``
    (:func:`~.land_zones.zone_lands`)."""
    return [(card, face, "hand") for card, face in land_plays(replace(board, land_played=False), whole)] + zone_lands(
        board, whole, zones)


def _play(analysis: Analysis, card: Card, face: Card, zone: str, taken: set[str]) -> list[PlayedLand]:
    """Each way a land the board's own play puts onto the battlefield may enter."""
    board = as_in_hand(replace(analysis.board, land_played=False), card, zone)
    return list(played_lands(analysis.of(board), card, face, taken))


def _play_after(analysis: Analysis, card: Card, face: Card, zone: str, taken: set[str], entering: tuple[Permanent, ...]
                ) -> PlayedLand | None:
    """A land played with a play a cast gives, once the permanents that may enter before it are there
    (``entering``): untapped at no cost whatever they are, else None (it is not played that way)."""
    board = analysis.board
    with_them = analysis.of(replace(board, permanents=board.permanents + entering))
    eff = with_them.effective
    entry = entering_untapped(with_them, face, sure=surely_there(eff, eff.yours, frozenset(p.id for p in entering)))
    if entry is None:
        return None
    perm = Permanent(id=next_id(board, face.name, taken), card=face, sick=True, entered=True)
    moved = as_in_hand(board, card, zone)
    hand = list(moved.hand)
    hand.remove(card)
    after = replace(moved, permanents=board.permanents + (perm,), hand=tuple(hand), land_played=True)
    return PlayedLand(face, after, perm, entry)


def _key(s: LandPlays) -> tuple:
    return tuple(sorted((w.card.name, z, w.permanent is None or w.permanent.tapped, w.entry.life, a or "")
                        for w, a, z in zip(s.ways, s.after, s.zones)))


def play_sets(board: Board | Analysis, whole, taken: set[str], copies: list[Copy], *, cap: int = MAX_PLAY_SETS,
              puts: bool = True) -> tuple[list[LandPlays], bool]:
    """Every set of lands the turn may play beyond one land from hand with the board's play (those are
    :func:`~.entering.land_options`): two or more lands, a land from the top of your library, lands played with
    the plays a permanent cast this turn gives (see the module notes); fewer lands first.

    Parameters
    ----------
    board : Board or Analysis
        The board as it is (before any land play).
    whole : callable or None
        Card → the whole card (a hand entry naming one face).
    taken : set of str
        Ids of permanents that may enter this turn (not given to a land played).
    copies : list of Copy
        The copies the turn may cast (what may enter before a land played with a cast's play).
    cap : int
        Most sets returned.
    puts : bool
        Whether the lands the copies' enters triggers put (Arboreal Grazer: :mod:`.puts`) are followed.

    Returns
    -------
    (list of LandPlays, tuple of str)
        The sets, and what was left out of them (more sets than ``cap``; a land that a cast's play would put onto
        the battlefield only tapped or for life as far as is sure): a plan missed, so the answer is not proven.
    """
    analysis = analysed(board)
    base = plays_allowed(analysis)
    zones = land_zones(analysis)
    grants = granting(copies, puts=puts)
    if base <= 1 and not grants and not (zones and base):
        return [], ()  # one land play from hand at most: the single plays are all there is
    entering = tuple(c.enters for c in copies if c.enters is not None) + tuple(p for c in copies for p in c.finds)
    sets = _Sets(cap, entering, copies, puts)
    sets.missed += _zone_notes(analysis, copies, base, zones, grants)
    if puts:
        sets.missed += put_limit_notes(analysis.board, [g for g, _, _ in grants])
    # the board's own plays: every land of hand (and of the zones the board lets you play lands from) each way it
    # enters, chained; by_count[k]: the sets of k of them
    frontier = [(analysis, LandPlays((), (), ()), set(taken))]
    by_count = [frontier]
    for _ in range(base):
        nxt = []
        for a, s, tk in frontier:
            for card, face, zone in lands_to_play(a.board, whole, zones):
                for way in _play(a, card, face, zone, set(tk)):
                    t = LandPlays(s.ways + (way,), s.after + (None,), s.zones + (zone,))
                    if sets.add(t):
                        nxt.append((a.of(t.board), t, tk))
        by_count.append(nxt)
        frontier = nxt
    # then the plays of one permanent cast this turn, once the board's are used (a land the board's play puts there
    # is there from the start: never worse)
    # (each after the lands of the permanents before it: two Arboreal Grazers put a land each, CR 603.3)
    chained: list = []
    for g, n, g_zones in grants:
        frontier = by_count[base] + chained
        more = base > 0 or any(m for c, m, _ in grants if c.key != g.key and not _puts_tapped(c))
        made: list = []
        for _ in range(n):
            frontier = sets.after(frontier, g, lambda b, z=zones | g_zones: lands_to_play(b, whole, z), more)
            made += frontier
        chained += made
    # the board's last plays made after the cast of a permanent that lets you play lands from another zone (Crucible
    # of Worlds cast this turn, then a land of your graveyard played): k of them, each from those zones
    for g, _, g_zones in grants:
        new = g_zones - zones
        if not new or g.enters is None:
            continue
        for k in range(1, base + 1):
            frontier = by_count[base - k]
            for _ in range(k):
                frontier = sets.after(frontier, g, lambda b, z=new: zone_lands(b, whole, z), True)
    sets.out.sort(key=lambda s: len(s.ways))
    return sets.out, tuple(dict.fromkeys(sets.missed))


def _puts_tapped(c: Copy) -> bool:
    """Whether ``c``'s permanent's enters trigger puts lands tapped (Arboreal Grazer)."""
    put = enters_puts(c.enters.card) if c.enters is not None else None
    return put is not None and put.tapped


class _Sets:
    """The sets of lands played found so far (each kind once, at most ``cap`` beyond the single plays), and what was
    left out: the builder of :func:`play_sets`."""

    def __init__(self, cap: int, entering: tuple[Permanent, ...], copies: list[Copy], puts: bool):
        self.cap, self.entering, self.copies, self.puts = cap, entering, copies, puts
        self.out: list[LandPlays] = []
        self.seen: set[tuple] = set()
        self.missed: list[str] = []

    def add(self, s: LandPlays) -> bool:
        """Keep ``s`` unless a set of the same lands entering the same way was kept; whether it is new."""
        k = _key(s)
        if k in self.seen:
            return False
        self.seen.add(k)
        single = len(s.ways) == 1 and s.after == (None,) and s.zones == ("hand",)
        if not single:
            if len(self.out) >= self.cap:
                self.missed.append(f"more than {self.cap} sets of lands to play: the rest were not tried")
                return False
            self.out.append(s)
        return True

    def after(self, frontier: list, g: Copy, lands, more_lands: bool) -> list:
        """The sets of ``frontier`` each with one more land played with the play ``g`` gives (or moves after its
        cast), or put by it (Growth Spiral, Arboreal Grazer), taken from ``lands(board)``; ``more_lands``: whether
        another land may enter after it (:func:`~.puts.put_inert`)."""
        nxt = []
        put = enters_puts(g.enters.card) if g.enters is not None and self.puts else None
        for a, s, tk in frontier:
            for card, face, zone in lands(a.board):
                if (put is not None or spell_puts_lands(g.spell) and g.enters is None) and (
                        zone != "hand" or not card.is_land):
                    continue  # Growth Spiral, Grazer put a land card of your hand (a modal card's front face is not)
                tk2 = set(tk)
                if put is not None:  # Arboreal Grazer: put tapped, untapped by Amulet of Vigor
                    way = put_after(a, card, put, tk2, self.entering)
                    if way is None and not put_inert(a, card, self.copies, more_lands):
                        self.missed.append(put_note(card, g.name))
                else:
                    way = _play_after(a, card, face, zone, tk2, self.entering)
                    if way is None and any(not w.permanent.tapped for w in _play(a, card, face, zone, set(tk))
                                           if w.permanent):
                        self.missed.append(f"{face.name}, played with the land play {g.name} gives once cast, may "
                                           f"enter tapped or ask life then: not tried")
                if way is None:
                    continue
                t = LandPlays(s.ways + (way,), s.after + (g.key,), s.zones + (zone,))
                if self.add(t):
                    nxt.append((a.of(t.board), t, tk2))
        return nxt


def _zone_notes(analysis: Analysis, copies: list[Copy], base: int, zones: frozenset[str],
                grants: list[tuple[Copy, int, frozenset[str]]]) -> list[str]:
    """What the plays from other zones leave out (:mod:`.land_zones`), where a land play may take a land from there:
    the top card of your library not given, a land that may go to your graveyard during the turn."""
    board = analysis.board
    sources = [(g.source.split("#")[0], g.permission.zone) for g in board_rules(analysis).grants
               if g.permission.lands and g.inactive is None and g.permission.zone in zones] if base else []
    sources += [(g.name, z) for g, n, g_zones in grants if base or n for z in g_zones]
    out = []
    top = list(dict.fromkeys(name for name, z in sources if z == "library_top"))
    if top and not board.library_top:
        out.append(unknown_top(" and ".join(top)))
    graveyard = list(dict.fromkeys(name for name, z in sources if z == "graveyard"))
    if graveyard:
        names = lands_to_graveyard(analysis, copies, base + sum(n for _, n, _ in grants))
        if names:
            out.append(f"{', '.join(names)} may put a land into your graveyard this turn, and a land played from there "
                       f"again ({' and '.join(graveyard)}) was not tried")
    return out
