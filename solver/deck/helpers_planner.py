"""The exact planner for the common helpers: mana rocks, Talismans, Signets, dorks, and lands that enter tapped by a
rule (shock, check, fast and slow lands), behind the lands-only planner.

What it decides
---------------
:class:`HelpersPlanner` asks :class:`~manaplan.solver.deck.planner.LandsOnlyPlanner` first and decides what that one
leaves unknown, on the turns before the first card that is not a :class:`~manaplan.solver.deck.makers.Maker` is seen
(a fetchland, a ritual, a ramp spell: from that turn on the answer stays unknown, for the several-turns engine or
for the counts of unknowns). A question whose own cost may change, and a deck whose commander helps, are left as
they are.

How
---
The moment is the lands-only planner's (see :mod:`manaplan.solver.deck.planner`): your turns only, the draws in
order, each turn asked about on its own. A state at the start of a turn is the permanents you control (lands and
makers, every one untapped and no longer summoning sick, CR 302.6, 502.3) and the lands and makers in hand. Each
turn you play a land if you have one (never worse than keeping it: it untaps on every later turn and the land play
of a later turn stays for the land drawn then; but where a fastland may follow, keeping it is a choice too),
entering as its rule says given the lands you control (a fetchland sacrificed at once for each land it can find in
the library below the game's draws), and cast a
set of makers from your hand; a state casting a set of makers is kept only where no other state of the same land
casts a larger set (a maker on the battlefield is never worse than in hand: it makes its mana on every later turn).
The spell is castable on turn k when some state of turn k, some land played and some set of makers cast first
leave the mana for it.

One turn's mana is decided by :func:`turn_pays`: the casts in some order (each maker that makes mana at once, a
Signet's activation, then the dorks, then the spell), each mana a source makes given to one symbol of a later
payment (a bipartite matching, each order tried). A payment may use mana of a permanent cast earlier in the turn
(an artifact's, not a creature's); a Signet's {1} in is paid like a cost.

Answers never guess: the turns it cannot see are left unknown. Memos (one-turn checks by their sources and casts,
for all games) belong to the planner.

Examples
--------
>>> from manaplan.models.cards.store import default_database
>>> from manaplan.models.decks import parse_decklist
>>> from manaplan.solver.deck.cards import read_deck
>>> deck = read_deck(parse_decklist("24 Island\\n8 Azorius Signet\\n28 Sower of Temptation\\n",
...                                 cards=default_database()))
>>> island, signet, sower = 0, 1, 2
>>> game = Game(hand=(island, island, signet, sower, sower, sower, sower), draws=(sower, island, sower), on_play=True)
>>> LandsOnlyPlanner(deck, 4).answers(game)
(Earliest(turn=2, unknown_from=1), Earliest(turn=None, unknown_from=1))
>>> HelpersPlanner(deck, 4).answers(game)  # the Signet on turn 2; {2}{U}{U} on turn 3 with three Islands
(Earliest(turn=2, unknown_from=None), Earliest(turn=3, unknown_from=None))

References
----------
CR 302.6 (summoning sickness), 305.2 (one land a turn), 500.4 (mana empties between steps), 502.3 (untap step),
605.3 (activating mana abilities), 614.1c (entering tapped).
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations, permutations, product

from ...models.board import color_identity
from ...models.mana import ManaType
from .cards import GameDeck
from .makers import Maker, maker_of, opponents_land
from .planner import MEMO_LIMIT, Earliest, Game, LandsOnlyPlanner
from .shapes import ANY, Demand

__all__ = ["HelpersPlanner", "turn_pays", "MAX_EVENTS", "not_played"]

#: The most casts of makers that make mana at once and activations of Signets one turn's check puts in order; a
#: turn that would need more is left unknown (the orders grow as the factorial).
MAX_EVENTS = 5


class _TooMany(Exception):
    """A turn's check would order more than :data:`MAX_EVENTS` casts and activations."""


def _matching(symbols: list[tuple[int, int]], units: list[tuple[int, int]]) -> bool:
    """Whether each symbol (its time, its mask) gets its own unit (the time it is made, its mask) made before it and
    of a kind it takes (Kuhn's augmenting paths)."""
    owner: list[int] = [-1] * len(units)

    def place(s: int, seen: list[bool]) -> bool:
        time, mask = symbols[s]
        for u, (made, kinds) in enumerate(units):
            if not seen[u] and made <= time and kinds & mask:
                seen[u] = True
                if owner[u] < 0 or place(owner[u], seen):
                    owner[u] = s
                    return True
        return False

    return all(place(s, [False] * len(units)) for s in range(len(symbols)))


def _symbols(demand: Demand) -> list[int]:
    return [mask for mask, count in demand.classes for _ in range(count)]


def turn_pays(units: tuple[int, ...], signets: tuple[Maker, ...], casts: tuple[Maker, ...],
              spell: tuple[Demand, ...] | None) -> bool | None:
    """Whether one turn can cast ``casts`` and then the spell (None: more casts and activations to order than
    :data:`MAX_EVENTS`).

    Parameters
    ----------
    units : tuple of int
        The masks of the mana the turn has from the start: untapped lands and makers that need nothing put in.
    signets : tuple of Maker
        The makers on the battlefield from the start that need mana put in (a Signet).
    casts : tuple of Maker
        The makers cast this turn.
    spell : tuple of Demand, or None
        The spell's demands (any one will do), or None for no spell.

    Returns
    -------
    bool or None
        Some order of the casts and activations, and some giving of each mana to a symbol paid after it was made,
        pays everything (CR 605.3: a mana ability may be activated while paying). The makers that make no mana this
        turn (dorks, CR 302.6) are cast after the others, just before the spell: a payment made later has every mana
        an earlier one had.

    Examples
    --------
    >>> from manaplan.models.costs import ManaCost
    >>> from manaplan.solver.deck.shapes import BITS, shape_of
    >>> signet = Maker((BITS["W"], BITS["U"]), shape_of(ManaCost.parse("{2}")), input=1)
    >>> uu2 = shape_of(ManaCost.parse("{2}{U}{U}")).demands
    >>> turn_pays((BITS["U"],) * 3, (signet,), (), uu2), turn_pays((BITS["U"],) * 2, (signet,), (), uu2)
    (True, False)
    >>> elves = Maker((BITS["G"],), shape_of(ManaCost.parse("{G}")), sick=True)
    >>> turn_pays((BITS["G"],), (), (elves,), shape_of(ManaCost.parse("{G}")).demands)  # sick: no mana this turn
    False
    """
    # events: ("cast", i) for casts[i], ("tap", i) for a maker needing mana put in (i < 0: signets[-i - 1])
    making = [i for i, m in enumerate(casts) if not m.sick and m.units]
    taps = [-j - 1 for j in range(len(signets))] + [i for i in making if casts[i].input]
    tail = [("cast", i) for i, m in enumerate(casts) if m.sick or not m.units]
    if not _pays(units, signets, casts, [("cast", i) for i in making] + [("tap", i) for i in taps] + tail, spell,
                 timeless=True):
        return False  # not even with every mana there from the start
    if len(making) + len(taps) > MAX_EVENTS:
        return None
    for use in range(len(taps), -1, -1):
        for chosen in combinations(taps, use):
            events = ([("tap", i) for i in chosen if i < 0] + [("cast", i) for i in making]
                      + [("tap", i) for i in chosen if i >= 0])
            labels = {e: (e[0], casts[e[1]] if e[1] >= 0 else signets[-e[1] - 1], e[1] >= 0) for e in events}
            tried = set()
            for order in permutations(events):
                seen = tuple(labels[e] for e in order)
                if seen in tried:
                    continue  # the same makers in the same order
                tried.add(seen)
                if any(what == "tap" and i >= 0 and order.index(("cast", i)) > k
                       for k, (what, i) in enumerate(order)):
                    continue  # a Signet cast this turn is tapped after it is cast
                if _pays(units, signets, casts, list(order) + tail, spell):
                    return True
    return False


def _pays(units: tuple[int, ...], signets: tuple[Maker, ...], casts: tuple[Maker, ...],
          seq: list[tuple[str, int]], spell: tuple[Demand, ...] | None, timeless: bool = False) -> bool:
    """Whether the events in this order can be paid (each mana given to a symbol paid after it is made; with
    ``timeless``, every mana there from the start: a check that only rules out)."""
    made = [(0, mask) for mask in units]
    fixed: list[tuple[int, int]] = []
    choices: list[tuple[int, tuple[Demand, ...]]] = []
    for t, (what, i) in enumerate(seq, start=1):
        maker = casts[i] if i >= 0 else signets[-i - 1]
        if what == "cast":
            choices.append((t, maker.cost.demands))
            if not maker.sick and not maker.input:
                made += [(t + 1, mask) for mask in maker.units]
        else:
            fixed += [(t, ANY)] * maker.input
            made += [(t + 1, mask) for mask in maker.units]
    if spell is not None:
        choices.append((len(seq) + 1, spell))
    if timeless:
        made = [(0, mask) for _, mask in made]
    for picked in product(*(demands for _, demands in choices)):
        symbols = list(fixed)
        for (t, _), demand in zip(choices, picked):
            symbols += [(t, mask) for mask in _symbols(demand)]
        if len(symbols) <= len(made) and _matching(symbols, made):
            return True
    return False


class HelpersPlanner:
    """The lands-only planner, then an exact search over the makers' games (see the module's description).

    Parameters
    ----------
    deck : GameDeck
    horizon : int
        T, the last turn asked about.
    memo : bool
        Memoise the one-turn checks (off only to measure what the memo saves).
    """

    def __init__(self, deck: GameDeck, horizon: int, memo: bool = True):
        self.deck = deck
        self.horizon = horizon
        self.memo = memo
        self.lands = LandsOnlyPlanner(deck, horizon, memo=memo)
        identity: frozenset[ManaType] = frozenset()
        for commander in deck.commanders:
            identity |= color_identity(commander)
        roles = deck.roles
        self._maker: tuple[Maker | None, ...] = tuple(
            maker_of(card, identity) if role.land or role.helper else None for role, card in zip(roles, deck.cards))
        self._relevant = tuple(r.land or (r.helper and not opponents_land(card)) for r, card in zip(roles, deck.cards))
        self._types = tuple(frozenset(card.subtypes) for card in deck.cards)
        self._finds = tuple(self._found_by(m) if m is not None and m.finds else () for m in self._maker)
        self._supported = tuple(not rel or (m is not None and (not m.finds or self._finds[i] is not None))
                                for i, (rel, m) in enumerate(zip(self._relevant, self._maker)))
        self._library = Counter(deck.library)
        self._fast = any(m is not None and m.enters == "fast" for m in self._maker)
        self._demands = tuple(None if q.varies else q.shape.demands for q in deck.questions)
        self._memo: dict[tuple, bool] = {}
        self.decided = 0

    def _found_by(self, fetch: Maker) -> tuple[int, ...] | None:
        """The land roles a fetchland can find (None when one of them is not a maker: the fetch is not played
        here)."""
        out = []
        for i, card in enumerate(self.deck.cards):
            if not self.deck.roles[i].land:
                continue
            if card.is_basic if "basic" in fetch.types else bool(self._types[i] & fetch.types):
                m = self._maker[i]
                if m is None or m.finds:
                    return None
                out.append(i)
        return tuple(out)

    def answers(self, game: Game) -> tuple[Earliest, ...]:
        """One :class:`~manaplan.solver.deck.planner.Earliest` per question (see
        :class:`~manaplan.solver.deck.planner.Planner`)."""
        first = self.lands.answers(game)
        if all(e.unknown_from is None for e in first) or self.deck.command_helper:
            return first
        if len(self._memo) > MEMO_LIMIT or not self.memo:
            self._memo.clear()
        wanted = [q for q, e in enumerate(first) if e.unknown_from is not None and self._demands[q] is not None]
        if not wanted:
            return first
        arrivals = self._arrivals(game)
        limit = next((t for t, cards in enumerate(arrivals, start=1)
                      if any(not self._supported[c] for c in cards)), self.horizon + 1)
        last = min(limit - 1, max(self.horizon if first[q].turn is None else first[q].turn - 1 for q in wanted))
        if last < min(first[q].unknown_from for q in wanted):
            return first
        stock = self._library - Counter(game.hand) - Counter(game.draws)
        castable, cut = self._search(arrivals, last, wanted, first, stock)
        limit = min(limit, cut)
        out = list(first)
        for q in wanted:
            e = first[q]
            upto = self.horizon if e.turn is None else e.turn - 1
            if e.unknown_from > min(upto, limit - 1):
                continue
            turn = castable.get(q)
            if turn is not None:
                out[q] = Earliest(turn, None)
            elif limit > upto:
                out[q] = Earliest(e.turn, None)
            else:
                out[q] = Earliest(e.turn, limit)
            self.decided += 1
        return tuple(out)

    def _arrivals(self, game: Game) -> list[tuple[int, ...]]:
        """The cards that matter new on each turn 1 … T (inert cards left out)."""
        hand, draws, on_play = game
        relevant = self._relevant
        first = hand if on_play else hand + draws[:1]
        out = [tuple(c for c in first if relevant[c])]
        for t in range(2, self.horizon + 1):
            card = draws[t - 2] if on_play else draws[t - 1]
            out.append((card,) if relevant[card] else ())
        return out

    def _search(self, arrivals: list[tuple[int, ...]], last: int, wanted: list[int], first: tuple[Earliest, ...],
                stock: Counter) -> tuple[dict[int, int], int]:
        """The first turn ≤ ``last`` each wanted question is castable on (absent: not by then), and the first turn
        the search could not see whole (T + 1 when none); ``stock`` is the library below the draws, where
        fetchlands search."""
        states = {((), (), ())}  # (permanents, hand, lands fetched): sorted role indices
        found: dict[int, int] = {}
        for t in range(1, last + 1):
            new = arrivals[t - 1]
            states = {(bf, tuple(sorted(hand + new)), took) for bf, hand, took in states}
            ask = [q for q in wanted if first[q].unknown_from <= t and (first[q].turn is None or t < first[q].turn)]
            nxt: set = set()
            try:
                self._turn(t, last, states, nxt, ask, found, stock)
            except _TooMany:
                return found, t
            states = nxt
        return found, self.horizon + 1

    def _turn(self, t: int, last: int, states: set, nxt: set, ask: list[int], found: dict[int, int],
              stock: Counter) -> None:
        """One turn of :meth:`_search`: the questions castable from ``states``, and the next turn's states."""
        maker = self._maker
        for bf, hand, took in states:
            for land, placed, untapped in self._land_plays(bf, hand, took, stock):
                units, signets = self._sources(bf, placed if untapped else None)
                left = list(hand)
                if land is not None:
                    left.remove(land)
                spells = [c for c in left if not maker[c].land]
                for q in ask:
                    if q not in found and self._castable_now(units, signets, spells, q):
                        found[q] = t
                if t < last:
                    after = bf + ((placed,) if placed is not None else ())
                    fetched = tuple(sorted(took + (placed,))) if land != placed and placed is not None else took
                    for cast in self._maximal_casts(units, signets, spells):
                        rest = list(left)
                        for c in cast:
                            rest.remove(c)
                        nxt.add((tuple(sorted(after + cast)), tuple(sorted(rest)), fetched))

    def _land_plays(self, bf: tuple[int, ...], hand: tuple[int, ...], took: tuple[int, ...], stock: Counter
                    ) -> list[tuple[int | None, int | None, bool]]:
        """The turn's land plays: (the land played from hand, the land that stays on the battlefield, whether it
        makes mana this turn); a fetchland once for each land it can find, sacrificed at once (never worse than
        later: what it can find does not change). No land play where there is no land in hand, or where the deck
        has a fastland (a land played is never worse than one kept, but for a fastland that would then enter
        tapped)."""
        maker = self._maker
        out: list[tuple[int | None, int | None, bool]] = []
        for land in sorted({c for c in hand if maker[c].land}):
            m = maker[land]
            if not m.finds:
                out.append((land, land, self._enters_untapped(bf, land)))
                continue
            taken = Counter(took)
            choices = [c for c in self._finds[land] if stock[c] > taken[c]]
            for c in choices:
                if m.finds == "untapped":
                    untapped = self._enters_untapped(bf, c)
                elif m.finds == "passage":
                    untapped = sum(1 for b in bf if maker[b].land) + 1 >= 4
                else:
                    untapped = False
                out.append((land, c, untapped))
            if not choices:
                out.append((land, None, False))
        if not out or self._fast:
            out.append((None, None, False))
        return out

    def _sources(self, bf: tuple[int, ...], land: int | None) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """The mana of a turn from the start: the permanents' (the makers needing mana put in apart, as roles) and
        ``land``'s (the land played, when it makes mana this turn)."""
        maker = self._maker
        units: list[int] = []
        signets: list[int] = []
        for c in bf:
            m = maker[c]
            if m.input:
                signets.append(c)
            else:
                units += m.units
        if land is not None:
            units += maker[land].units
        return tuple(sorted(units)), tuple(signets)

    def _enters_untapped(self, bf: tuple[int, ...], land: int) -> bool:
        m = self._maker[land]
        if m.enters in ("untapped", "shock"):
            return True
        if m.enters == "tapped":
            return False
        lands = [c for c in bf if self._maker[c].land]
        if m.enters == "check":
            return any(self._types[c] & m.types for c in lands)
        if m.enters == "fast":
            return len(lands) <= 2
        return len(lands) >= 2  # slow

    def _pays(self, units: tuple[int, ...], signets: tuple[int, ...], casts: tuple[int, ...], q: int) -> bool:
        """:func:`turn_pays` for roles (``q`` < 0: no spell), memoised; :class:`_TooMany` where it cannot say."""
        key = (units, signets, casts, q)
        if key in self._memo:
            known = self._memo[key]
        else:
            maker = self._maker
            known = self._memo[key] = turn_pays(units, tuple(maker[c] for c in signets), tuple(maker[c] for c in casts),
                                                None if q < 0 else self._demands[q])
        if known is None:
            raise _TooMany
        return known

    def _castable_now(self, units, signets, spells: list[int], q: int) -> bool:
        """The spell of question ``q`` this turn, after casting some makers of the hand that make mana at once."""
        quick = sorted(c for c in spells if not self._maker[c].sick)
        for size in range(len(quick) + 1):
            for cast in set(combinations(quick, size)):
                if self._pays(units, signets, cast, q):
                    return True
        return False

    def _maximal_casts(self, units, signets, spells: list[int]) -> list[tuple[int, ...]]:
        """The sets of makers of the hand castable this turn that no castable set strictly contains."""
        spells = sorted(spells)
        ok: list[tuple[int, ...]] = []
        for size in range(len(spells), -1, -1):
            for cast in sorted(set(combinations(spells, size))):
                if any(not (Counter(cast) - Counter(bigger)) for bigger in ok):
                    continue
                if self._pays(units, signets, cast, -1):
                    ok.append(cast)
        return ok


def not_played(deck: GameDeck) -> tuple[str, ...]:
    """The cards of ``deck`` that may make mana (or find lands, or change costs) and that :class:`HelpersPlanner`
    does not play: a game that draws one before the spell is castable is left to the several-turns engine
    (``--solves``) or unknown. What the report names beside the unknowns.

    Examples
    --------
    >>> from manaplan.models.cards.store import default_database
    >>> from manaplan.models.decks import parse_decklist
    >>> from manaplan.solver.deck.cards import read_deck
    >>> deck = read_deck(parse_decklist("4 Mind Stone\\n4 Dark Ritual\\n4 Polluted Delta\\n20 Island\\n20 Swamp\\n"
    ...                                 "8 Counterspell\\n", cards=default_database()))
    >>> not_played(deck)
    ('Dark Ritual',)
    """
    planner = HelpersPlanner(deck, horizon=1, memo=False)
    return tuple(dict.fromkeys(role.name for role, ok in zip(deck.roles, planner._supported) if not ok))
