"""How a permanent enters the battlefield on a board: tapped or untapped, and at what cost (:func:`entries`).

The values are the parser's (:mod:`manaplan.models.effects.entering`); nothing here reads text. A permanent's own
"enters tapped unless …" applies to it alone (CR 614.1d, 614.12), and only if it still has that ability as it would
exist on the battlefield: under Blood Moon a nonbasic land has no such ability, so it enters untapped (CR 305.7,
614.12; Gatherer ruling on Blood Moon). Effects of other permanents make it enter tapped (Thalia, Heretic Cathar;
Kismet) or untapped (Spelunking); the controller of the entering permanent orders the replacement effects (CR 616.1),
so an "enter untapped" effect that applies wins. Amulet of Vigor's trigger untaps a permanent that entered tapped
(CR 603.3: before you next cast a spell or activate a non-mana ability).

A shockland's "you may pay 2 life" needs that much life (CR 119.4), and the land's mana is usable only if the payment
leaves you above 0 life: after a land is played you receive priority (CR 116.2a, 117.3c), and state-based actions
make you lose at 0 life first (CR 117.5, 704.5a); the same holds after a fetchland's search resolves.

Sound by construction: a condition is checked only over permanents the caller says are surely there ("you control a
Forest": not one a plan may sacrifice first, nor one cast later this turn), and an upper bound ("two or fewer other
lands") over every permanent that may be there.

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> from manaplan.solver.effective import effective_board
>>> eff = effective_board(parse_inline("Forest, Hinterland Harbor (id=h)"))
>>> [(e.tapped, e.life) for e in entries(eff, "h", life=20)]
[(False, 0)]
>>> eff = effective_board(parse_inline("Mountain, Hinterland Harbor (id=h)"))
>>> [(e.tapped, e.why) for e in entries(eff, "h", life=20)]
[(True, "it enters tapped (you don't control a Forest or an Island)")]
>>> eff = effective_board(parse_inline("Breeding Pool (id=p)"))
>>> [(e.tapped, e.life) for e in entries(eff, "p", life=20)], [(e.tapped, e.life) for e in entries(eff, "p", life=2)]
([(False, 2), (True, 0)], [(True, 0)])
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass

from ...models.ability import ControlCount
from ...models.effects import EnterUntapped, OthersEnterTapped, UntapsEntering
from ...models.effects.entering import (
    ControlsAtMost,
    EntersTapped,
    LifeAtMost,
    PaysLife,
    ReturnsLand,
    RevealsCard,
    SacrificesOnEntering,
)
from .characteristics import Characteristics, in_scope

__all__ = ["Entry", "entries"]

#: The effects in force on how other permanents enter.
_ENTERING = (OthersEnterTapped, EnterUntapped, UntapsEntering)


@dataclass(frozen=True, slots=True)
class Entry:
    """One way a permanent may enter.

    Parameters
    ----------
    tapped : bool
        It is tapped once it is on the battlefield (and any Amulet of Vigor's trigger resolved).
    life : int
        Life you pay as it enters (a shockland's 2).
    why : str
        In a player's words ("it enters untapped for 2 life").
    untapped_by : str
        The id of the permanent whose trigger untapped it (Amulet of Vigor), or ``''``.
    returns : bool
        Its own trigger returns a land you control to your hand (a bounceland, :class:`ReturnsLand`): the caller
        says which.
    sacrifices : bool
        Its own trigger sacrifices permanents as it enters (Lotus Field, Rupture Spire: :class:`SacrificesOnEntering`):
        not worked out, so callers do not count on it.
    """

    tapped: bool
    life: int = 0
    why: str = ""
    untapped_by: str = ""
    returns: bool = False
    sacrifices: bool = False


def _count(eff, pid: str, f, counted: Callable[[str], bool]) -> list[str]:
    """The ids of the permanents of the entering one's controller (itself not) that fit ``f`` and ``counted``."""
    owner = eff[pid].permanent.controller
    out = []
    for v in eff.views:
        q = v.permanent
        if v.id == pid or q.controller != owner or q.zone != "battlefield" or not counted(v.id):
            continue
        if v.fits(f):
            out.append(v.id)
    return out


def _holds(cond, eff, pid: str, *, life: int, hand, absent: Collection[str], sure: Callable[[str], bool]
           ) -> tuple[bool, str]:
    """Whether a condition of "enters tapped unless …" surely holds, and why in words."""
    if isinstance(cond, ControlCount):
        have = _count(eff, pid, cond.filter, lambda i: i not in absent and sure(i))
        if len(have) >= cond.at_least:
            return True, f"you control {', '.join(have[:cond.at_least + 2])}"
        if cond.at_least == 1:
            return False, f"you don't control {cond.filter.text}"
        return False, f"you control {len(have)}, not {cond.describe()}"
    if isinstance(cond, ControlsAtMost):
        have = _count(eff, pid, cond.filter, lambda i: i not in absent)
        if len(have) <= cond.at_most:
            return True, f"you control {len(have)} {cond.filter.text}"
        return False, f"you control {len(have)} {cond.filter.text}"
    if isinstance(cond, RevealsCard):
        cards = [c for c in hand if cond.filter.matches(frozenset(c.card_types), frozenset(c.subtypes),
                                                         supertypes=frozenset(c.supertypes), name=c.name)]
        if cards:
            return True, f"you reveal {cards[0].name} from your hand"
        return False, f"no {cond.filter.text} card in your hand to reveal"
    if isinstance(cond, LifeAtMost):
        if life <= cond.life:
            return True, f"you have {life} life"
        return False, f"your life is above {cond.life} (the other players' life is not on the board)"
    return False, "its condition is not read"


def _applies(e, eff, pid: str, absent: Collection[str]) -> bool:
    """Whether an effect in force on others (Thalia's, Spelunking's, Amulet's) speaks of the entering permanent."""
    if e.source in absent:
        return False
    v = eff[pid]
    if not in_scope(e.effect.scope, Characteristics(v.card_types, v.subtypes, v.supertypes), v.permanent, e):
        return False
    state = getattr(e.effect, "source_tapped", None)
    if state is not None:
        try:
            source = eff[e.source].permanent
        except KeyError:
            return False
        return source.tapped == state
    return True


def entries(eff, pid: str, *, life: int, hand=None, absent: Collection[str] = frozenset(),
            sure: Callable[[str], bool] = lambda _: True, put_tapped: bool = False) -> tuple[Entry, ...]:
    """The ways the permanent ``pid`` may enter, on the effective board ``eff`` that has it on the battlefield
    already (so that its characteristics there, CR 614.12, and the effects in force are known).

    Parameters
    ----------
    eff : EffectiveBoard
    pid : str
        The entering permanent's id on ``eff``.
    life : int
        Your life as it enters (a shockland's payment needs that much, and must leave you above 0 to be of use).
    hand : iterable of Card, optional
        The cards in your hand as it enters (what a snarl may reveal); default the board's hand.
    absent : collection of str
        Ids of permanents not on the battlefield as it enters (the fetchland sacrificed to find it; other lands
        found by the same model): never counted, and their effects do not apply.
    sure : callable
        Whether a permanent is surely there as it enters (one that a plan may sacrifice or cast later is not): only
        such permanents make a "you control …" condition hold, or untap it (Amulet of Vigor), or make it enter
        untapped (Spelunking). Upper bounds ("two or fewer other lands") count every permanent not ``absent``.
    put_tapped : bool
        What puts it onto the battlefield puts it there tapped (Evolving Wilds): no "enter untapped" effect is
        counted on then, but Amulet of Vigor's trigger still untaps it.

    Returns
    -------
    tuple of Entry
        The untapped ways first (the cheapest in life first), then the tapped one; at least one.
    """
    v = eff[pid]
    own = () if v.lost_text else v.parsed.entering
    rule = next((r for r in own if isinstance(r, EntersTapped)), None)
    returns = any(isinstance(r, ReturnsLand) for r in own)
    if any(isinstance(r, SacrificesOnEntering) for r in own):
        return (Entry(True, why="its trigger sacrifices permanents as it enters: not counted on", sacrifices=True),)
    hand = eff.board.hand if hand is None else hand
    effects = [e for e in eff.effects if isinstance(e.effect, _ENTERING) and _applies(e, eff, pid, absent)]
    makes_tapped = [e.source for e in effects if isinstance(e.effect, OthersEnterTapped)]
    makes_untapped = [e.source for e in effects if isinstance(e.effect, EnterUntapped) and sure(e.source)]
    amulets = [e.source for e in effects if isinstance(e.effect, UntapsEntering) and sure(e.source)
               and e.controller == v.permanent.controller]
    if put_tapped:
        if amulets:
            return (Entry(False, why=f"it is put onto the battlefield tapped and {amulets[0]} untaps it",
                          untapped_by=amulets[0], returns=returns),)
        return (Entry(True, why="it is put onto the battlefield tapped", returns=returns),)
    if makes_untapped:  # the controller applies it last (CR 616.1)
        return (Entry(False, why=f"it enters untapped ({makes_untapped[0]})", returns=returns),)
    options: list[Entry] = []
    own_tapped, why = False, ""
    if rule is not None:
        own_tapped, why = True, "by its own text"
        if rule.unread:
            why = f"its own condition is not read ({rule.unread})"
        for cond in rule.unless:
            if isinstance(cond, PaysLife):
                continue
            ok, words = _holds(cond, eff, pid, life=life, hand=hand, absent=absent, sure=sure)
            if ok:
                own_tapped, why = False, words
                break
            why = words
        pay = next((c for c in rule.unless if isinstance(c, PaysLife)), None)
        if own_tapped and pay is not None and not makes_tapped and not amulets:
            if life - pay.life >= 1:
                options.append(Entry(False, life=pay.life, why=f"it enters untapped for {pay.life} life",
                                     returns=returns))
            why = (f"you don't pay {pay.life} life" if life - pay.life >= 1
                   else f"paying {pay.life} life would leave you at {life - pay.life} (CR 119.4, 704.5a)")
    tapped = own_tapped or bool(makes_tapped)
    if makes_tapped and not own_tapped:
        why = f"{makes_tapped[0]} makes it enter tapped"
    if tapped and amulets:
        return (Entry(False, why=f"it enters tapped and {amulets[0]} untaps it", untapped_by=amulets[0],
                      returns=returns),)
    if not tapped:
        return (Entry(False, why=f"it enters untapped ({why})" if why else "", returns=returns),)
    options.append(Entry(True, why=f"it enters tapped ({why})", returns=returns))
    return tuple(options)

