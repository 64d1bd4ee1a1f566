"""Where cards are cast from and how permanents enter: the zones, the cards left in them while a spell is cast, the
lands your land play may put onto the battlefield and each way one may enter (:func:`played_lands`), and the ids and
state of a permanent entering this turn.

``cast`` and ``turn`` both read these (``turn`` plays lands and casts permanents through a whole turn; ``cast`` tells
you when playing a land first would make a card castable), so they live here, below both.

Examples
--------
>>> from manaplan.models.board_files import board_from_data
>>> b = board_from_data({"permanents": ["Island"], "hand": ["Island", "Counterspell"]})
>>> [(card.name, face.name) for card, face in land_plays(b)]
[('Island', 'Island')]
>>> next_id(b, "Island", set())
'Island#2'
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...models.ability import ActivationCost
from ...models.board import Board, Permanent
from ...models.cards.store import Card
from ...models.effects.casting import ZONES, ExtraCost
from ...models.pool import ManaPool
from ...models.spells import spells_of
from ..analysis import Analysis, analysed
from ..effective.entering import Entry, entries

__all__ = ["CAST_ZONES", "ZONE_NAMES", "zone_cards", "next_id", "PlayedLand", "played_lands", "entering_untapped",
           "land_plays", "zones_while_casting"]

#: The zones cards are cast from, in the order ``cast`` looks at them and ``turn`` looks for a name: the casting
#: zones, then your commanders in the command zone (CR 903.8).
CAST_ZONES = (*ZONES, "command")
#: How each zone is named in answers and reasons.
ZONE_NAMES = {"hand": "hand", "library_top": "the top of the library", "graveyard": "graveyard",
              "command": "the command zone"}


def zone_cards(board: Board, zone: str) -> tuple[Card, ...]:
    """The cards of ``zone`` on ``board`` (the command zone's commanders; every card given as ``library_top``)."""
    if zone == "command":
        return tuple(c.card for c in board.command_zone)
    return {"hand": board.hand, "library_top": board.library_top, "graveyard": board.graveyard}[zone]


def next_id(board: Board, name: str, taken: set[str]) -> str:
    """The next free ``'<name>#<n>'`` id on the board, not in ``taken`` (a permanent entering this turn), which is
    then taken."""
    ids = {p.id for p in board.permanents} | taken
    n = 1
    while f"{name}#{n}" in ids:
        n += 1
    taken.add(f"{name}#{n}")
    return f"{name}#{n}"


@dataclass(frozen=True, slots=True)
class PlayedLand:
    """One way to play a land from your hand: the board after it entered, the permanent (None when it returned to
    your hand: a bounceland returning itself), how it entered, and the mana it left in your pool.

    Parameters
    ----------
    card : Card
        The face played.
    board : Board
        With the land on the battlefield (tapped or not), out of the hand, ``land_played`` set, and the life paid
        for it (a shockland's) taken from your life.
    permanent : Permanent or None
    entry : Entry
    pool : ManaPool
        Mana it made before it left (a bounceland untapped by Amulet of Vigor, tapped before its trigger resolves).
    """

    card: Card
    board: Board
    permanent: Permanent | None
    entry: Entry
    pool: ManaPool = ManaPool()


def played_lands(board: Board | Analysis, land: Card, face: Card, taken: set[str]) -> tuple[PlayedLand, ...]:
    """Each way playing ``face`` (of ``land``, a card in hand) may go (CR 305.2, 116.2a), as the rules for entering
    say (:func:`~manaplan.solver.effective.entering.entries`, on the board with it there, CR 614.12): a checkland
    beside a Forest untapped; a shockland untapped for 2 life (CR 119.4; at 2 life or less it would leave you at 0, and
    state-based actions make you lose before it can be tapped, CR 117.3c, 704.5a) or tapped; Amulet of Vigor untapping
    it. A bounceland (its trigger returns a land you control, CR 603.3) returns itself: tapped it adds nothing, and
    untapped by Amulet of Vigor it is tapped for mana first (the mana stays in your pool, CR 500.4) — another land
    returned instead would be one already used, no better this turn. Its id is taken in ``taken``.

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> b = board_from_data({"permanents": ["Forest"], "hand": ["Breeding Pool", "Hinterland Harbor"], "life": 20})
    >>> [(p.permanent.tapped, p.board.life) for p in played_lands(b, b.hand[0], b.hand[0], set())]
    [(False, 18), (True, 20)]
    >>> [p.permanent.tapped for p in played_lands(b, b.hand[1], b.hand[1], set())]
    [False]
    """
    analysis = analysed(board)
    board = analysis.board
    hand = list(board.hand)
    hand.remove(land)
    perm = Permanent(id=next_id(board, face.name, taken), card=face, sick=True, entered=True)
    there = replace(board, permanents=board.permanents + (perm,), hand=tuple(hand), land_played=True)
    eff = analysis.of(there).effective
    out = []
    for entry in entries(eff, perm.id, life=board.life, hand=hand, sure=lambda pid: pid != perm.id):
        if entry.sacrifices:  # Lotus Field, Rupture Spire: what its trigger sacrifices is not worked out
            continue
        after = replace(there, life=board.life - entry.life)
        placed = replace(perm, tapped=entry.tapped)
        if entry.returns:  # it returns itself, after its mana was made if it is untapped
            made = ManaPool() if entry.tapped else _tapped_for(eff, perm.id)
            back = replace(board, land_played=True, life=after.life, pool=board.pool + made)
            out.append(PlayedLand(face, back, None, entry, made))
            continue
        out.append(PlayedLand(face, replace(after, permanents=board.permanents + (placed,)), placed, entry))
    return tuple(out)


def entering_untapped(board: Board | Analysis, card: Card, *, sure) -> Entry | None:
    """How ``card``, put onto the battlefield under your control later this turn (a land a spell finds, a permanent
    cast), enters untapped at no cost, or None when it may enter tapped (a condition not surely met, an effect that
    taps it, life it would ask: a plan missed, never a wrong one).

    Parameters
    ----------
    board : Board
        The board it enters (with any permanents that may enter before it, whose effects then count).
    sure : callable
        Whether a permanent is surely there when it enters (:func:`~manaplan.solver.core.searches.surely_there`).

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.models.cards.store import default_database
    >>> b = board_from_data({"permanents": ["Forest"]})
    >>> entering_untapped(b, default_database().get("Hinterland Harbor"), sure=lambda pid: True).why
    'it enters untapped (you control Forest#1)'
    >>> entering_untapped(b, default_database().get("Breeding Pool"), sure=lambda pid: True) is None
    True
    """
    analysis = analysed(board)
    board = analysis.board
    perm = Permanent(id=f"{card.name} (entering)#1", card=card, sick=True, entered=True)
    eff = analysis.of(replace(board, permanents=board.permanents + (perm,))).effective
    ways = entries(eff, perm.id, life=board.life, sure=sure)
    return next((w for w in ways if not w.tapped and not w.life and not w.returns), None)


def _tapped_for(eff, pid: str) -> ManaPool:
    """The mana a permanent's one plain ``{T}`` ability makes when it has one fixed result (a bounceland's {W}{U});
    else none (which colours a plan would want is not known here: a plan missed, never a wrong one)."""
    plain = [a for a in eff[pid].abilities if a.ability.cost == ActivationCost(tap=True) and a.ability.condition is None]
    choices = getattr(plain[0].ability.output, "choices", ()) if len(plain) == 1 else ()
    if len(choices) != 1:
        return ManaPool()
    amounts: dict = {}
    for t in choices[0]:
        amounts[t] = amounts.get(t, 0) + 1
    return ManaPool.of(amounts)


def land_plays(board: Board, whole=None) -> list[tuple[Card, Card]]:
    """The lands of your hand that your land play may put onto the battlefield (CR 305.2): (the card in hand, the
    face played — a modal card's land face, either face of a Pathway, CR 712), one per face name; none once the land
    play is used.

    Parameters
    ----------
    board : Board
    whole : callable, optional
        Card → the whole card, for a hand entry that names one face.
    """
    if board.land_played:
        return []
    out: dict[str, tuple[Card, Card]] = {}
    for card in board.hand:
        full = whole(card) if whole is not None and card.is_face else card
        faces = [s.part for s in spells_of(full) if s.kind == "land"] or ([full] if full.is_land else [])
        for face in faces:
            out.setdefault(face.name, (card, face))
    return list(out.values())


def zones_while_casting(board: Board, card: Card, zone: str, extra: ExtraCost) -> Board:
    """The hand and graveyard that mana abilities' costs may still take cards from while the card is cast: the card
    is on the stack (CR 601.2a, before any cost is paid, 601.2g-h), and the cards its extra costs discard or exile
    are taken by them (paid together with the mana, CR 601.2h): lands first for "discard a land card", cards of the
    named type first for "exile a … card"."""
    hand, graveyard = list(board.hand), list(board.graveyard)
    if zone == "hand" and card in hand:
        hand.remove(card)
    if zone == "graveyard" and card in graveyard:
        graveyard.remove(card)
    for _ in range(extra.discard_lands):
        lands = [c for c in hand if c.is_land]
        if lands:
            hand.remove(lands[0])
    del hand[max(0, len(hand) - extra.discard):]
    for kind, n in extra.exile_types:
        for _ in range(n):
            typed = [c for c in graveyard if kind in c.card_types]
            if typed:
                graveyard.remove(typed[0])
    del graveyard[max(0, len(graveyard) - extra.exile_other):]
    if len(hand) == len(board.hand) and len(graveyard) == len(board.graveyard):
        return board
    return replace(board, hand=tuple(hand), graveyard=tuple(graveyard))
