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
- A land on top of your library may be played where a permanent lets you play lands from there (Oracle of Mul Daya,
  Courser of Kruphix): it is one of your land plays (the 2009-10-01 ruling); the next card is not known.

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
from .cards import Copy, spell_land_plays, spell_puts_lands

__all__ = ["LandPlays", "plays_allowed", "top_lands_playable", "granting", "play_sets", "MAX_PLAY_SETS",
           "lands_not_modelled"]

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
        Where each was played from: ``'hand'`` or ``'library_top'``.
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


def top_lands_playable(board: Board | Analysis) -> bool:
    """Whether a permanent of yours lets you play lands from the top of your library now (Oracle of Mul Daya)."""
    return any(g.permission.zone == "library_top" and g.permission.lands and g.inactive is None
               for g in board_rules(analysed(board)).grants)


def granting(copies: list[Copy]) -> list[tuple[Copy, int, bool]]:
    """The copies whose permanent gives more land plays once it is on the battlefield, or that give more this turn
    as they resolve (Explore, :func:`~.cards.spell_land_plays`) or put lands of your hand onto the battlefield then
    (Growth Spiral, :func:`~.cards.spell_puts_lands`: for the turn's mana, a land there once it resolved, as one
    played after it): (copy, how many, whether it lets you play lands from the top of your library too)."""
    out = []
    for c in copies:
        if c.why_not is not None:
            continue
        if c.enters is None:
            n = spell_land_plays(c.spell) + spell_puts_lands(c.spell)
            if n:
                out.append((c, n, False))
            continue
        parsed = parse_permissions(c.enters.card)
        if parsed.additional_lands:
            top = any(p.zone == "library_top" and p.lands and not p.while_attached_to_creature and p.activation is None
                      for p in parsed.grants)
            out.append((c, parsed.additional_lands, top))
    return out


#: Text that lets you play or put more lands this turn (Explore: "You may play an additional land this turn.";
#: Growth Spiral: "You may put a land card from your hand onto the battlefield."; Arboreal Grazer's "… onto the
#: battlefield tapped"): not modelled unless :func:`granting` reads it.
_MORE_LANDS = re.compile(r"\bplay (?:an|two|three) additional lands?\b|\bput (?:a|up to \w+) land cards? from your hand "
                         r"onto the battlefield\b", re.I)


def lands_not_modelled(copies: list[Copy]) -> list[str]:
    """The names of the spells that would let you play or put more lands from your hand this turn in a way the turn
    does not model (Arboreal Grazer's land put tapped, Cultivator Colossus; Explore and Growth Spiral are modelled:
    :func:`granting`): with a land in hand, a plan may be missed.

    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.turn.cards import read_copies
    >>> b = board_from_data({"hand": ["Explore", "Exploration", "Growth Spiral", "Arboreal Grazer", "Forest"]})
    >>> lands_not_modelled(read_copies(b, [("hand", c) for c in b.hand if not c.is_land]))
    ['Arboreal Grazer']
    """
    modelled = {c.key for c, _, _ in granting(copies)}
    return list(dict.fromkeys(c.name for c in copies if c.key not in modelled and c.why_not is None
                              and _MORE_LANDS.search(c.spell.part.oracle_text or "")))


def _lands_to_play(board: Board, whole, top: bool) -> list[tuple[Card, Card, str]]:
    """The lands one play may put onto the battlefield: (card, face, zone), from your hand and, with ``top``, the top
    of your library."""
    out = [(card, face, "hand") for card, face in land_plays(replace(board, land_played=False), whole)]
    if top and board.library_top and board.library_top[0].is_land:
        out.append((board.library_top[0], board.library_top[0], "library_top"))
    return out


def _as_in_hand(board: Board, card: Card, zone: str) -> Board:
    """The board with a land of the top of your library moved to your hand, so that playing it takes it from there."""
    if zone != "library_top":
        return board
    return replace(board, hand=board.hand + (card,), library_top=board.library_top[1:])


def _play(analysis: Analysis, card: Card, face: Card, zone: str, taken: set[str]) -> list[PlayedLand]:
    """Each way a land the board's own play puts onto the battlefield may enter."""
    board = _as_in_hand(replace(analysis.board, land_played=False), card, zone)
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
    moved = _as_in_hand(board, card, zone)
    hand = list(moved.hand)
    hand.remove(card)
    after = replace(moved, permanents=board.permanents + (perm,), hand=tuple(hand), land_played=True)
    return PlayedLand(face, after, perm, entry)


def _key(s: LandPlays) -> tuple:
    return tuple(sorted((w.card.name, z, w.permanent is None or w.permanent.tapped, w.entry.life, a or "")
                        for w, a, z in zip(s.ways, s.after, s.zones)))


def play_sets(board: Board | Analysis, whole, taken: set[str], copies: list[Copy], *, cap: int = MAX_PLAY_SETS
              ) -> tuple[list[LandPlays], bool]:
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

    Returns
    -------
    (list of LandPlays, tuple of str)
        The sets, and what was left out of them (more sets than ``cap``; a land that a cast's play would put onto
        the battlefield only tapped or for life as far as is sure): a plan missed, so the answer is not proven.
    """
    analysis = analysed(board)
    base = plays_allowed(analysis)
    top = top_lands_playable(analysis)
    grants = granting(copies)
    if base <= 1 and not grants and not (top and base):
        return [], ()  # one land play from hand at most: the single plays are all there is
    entering = tuple(c.enters for c in copies if c.enters is not None) + tuple(p for c in copies for p in c.finds)
    out: list[LandPlays] = []
    seen: set[tuple] = set()
    frontier = [(analysis, LandPlays((), (), ()), set(taken))]
    missed: list[str] = []

    def add(s: LandPlays) -> bool:
        k = _key(s)
        if k in seen:
            return False
        seen.add(k)
        single = len(s.ways) == 1 and s.after == (None,) and s.zones == ("hand",)
        if not single:
            if len(out) >= cap:
                missed.append(f"more than {cap} sets of lands to play: the rest were not tried")
                return False
            out.append(s)
        return True

    # the board's own plays: every land of hand (and top) each way it enters, chained
    states = []
    for _ in range(base):
        nxt = []
        for a, s, tk in frontier:
            for card, face, zone in _lands_to_play(a.board, whole, top):
                for way in _play(a, card, face, zone, set(tk)):
                    t = LandPlays(s.ways + (way,), s.after + (None,), s.zones + (zone,))
                    if add(t):
                        nxt.append((a.of(t.board), t, tk))
        states += nxt
        frontier = nxt
    # then the plays of one permanent cast this turn, once the board's are used (a land the board's play puts there
    # is there from the start: never worse)
    states = [st for st in states if len(st[1].ways) == base] or ([(analysis, LandPlays((), (), ()), set(taken))]
                                                                   if base == 0 else [])
    for g, n, g_top in grants:
        frontier = states
        for _ in range(n):
            nxt = []
            for a, s, tk in frontier:
                if any(k is not None and k != g.key for k in s.after):
                    continue
                for card, face, zone in _lands_to_play(a.board, whole, top or g_top):
                    if spell_puts_lands(g.spell) and g.enters is None and (zone != "hand" or not card.is_land):
                        continue  # Growth Spiral puts a land card of your hand (a modal card's front face is not)
                    tk2 = set(tk)
                    way = _play_after(a, card, face, zone, tk2, entering)
                    if way is None:
                        if any(not w.permanent.tapped for w in _play(a, card, face, zone, set(tk)) if w.permanent):
                            missed.append(f"{face.name}, played with the land play {g.name} gives once cast, may "
                                          f"enter tapped or ask life then: not tried")
                        continue
                    t = LandPlays(s.ways + (way,), s.after + (g.key,), s.zones + (zone,))
                    if add(t):
                        nxt.append((a.of(t.board), t, tk2))
            frontier = nxt
    out.sort(key=lambda s: len(s.ways))
    return out, tuple(dict.fromkeys(missed))
