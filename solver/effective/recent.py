"""The effective board of recent boards, remembered — the module caches keyed by board that a value built once per
board state and passed down (an analysis of the board) is to replace. Nothing else in this package remembers a
board: :func:`~.pipeline.effective_board` is a pure function of the board and the parser.

:func:`effective_abilities` shares the work between boards that differ only in their hand (the cards ``cast`` puts
on the stack, CR 601.2a), unless the effective board read the hand
(:attr:`~.values.EffectiveBoard.reads_hand`); :func:`spend_permissions` remembers the permissions of the last
boards that have any.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import replace

from ...models.ability import ParsedCard
from ...models.board import Board
from ...models.oracle.parser import parse_card
from ..rules.spending import Permission, speaks_of_spending
from .pipeline import effective_board
from .values import EffectiveBoard

__all__ = ["effective_abilities", "spend_permissions"]

#: Recent effective boards, by the board less its hand (which no effect on mana reads) and the parser: ``cast``
#: pays for every card of a hand on boards that differ only in the hand, and ``pay`` asks twice per board.
_RECENT: OrderedDict[tuple, EffectiveBoard] = OrderedDict()
_RECENT_SIZE = 8
#: Boards (less their hand) whose effective board read the hand after all (Metalworker reveals artifact cards from
#: it): those are remembered with their hand.
_READS_HAND: set[tuple] = set()


def effective_abilities(board: Board, *, parse: Callable[[object], ParsedCard] | None = None) -> EffectiveBoard:
    """Apply every effect on mana to a board (:func:`~.pipeline.effective_board`), once per board.

    The work is shared between boards that differ only in their hand (the cards ``cast`` puts on the stack, CR
    601.2a): the answer is the same but for :attr:`EffectiveBoard.board`, which is the board asked about.

    Parameters
    ----------
    board : Board
    parse : callable, optional
        Card → :class:`~manaplan.models.ability.ParsedCard`; :func:`manaplan.models.oracle.parser.parse_card` by
        default.

    Returns
    -------
    EffectiveBoard

    Examples
    --------
    >>> from dataclasses import replace
    >>> from manaplan.models.board_files import parse_inline
    >>> b = parse_inline("Forest, Sol Ring")
    >>> one, two = effective_abilities(b), effective_abilities(replace(b, hand=(b.permanents[0].card,)))
    >>> one.views is two.views, [c.name for c in two.board.hand]
    (True, ['Forest'])
    """
    if parse is None:
        parse = parse_card
    try:
        key = (replace(board, hand=(), source=None), parse)
        hash(key)
        if key in _READS_HAND:
            key = (replace(board, source=None), parse)
            hash(key)
    except TypeError:  # a board with an unhashable part: not shared
        return effective_board(board, parse)
    found = _RECENT.get(key)
    if found is None:
        found = effective_board(board, parse)
        if found.reads_hand:
            _READS_HAND.add(key)
            key = (replace(board, source=None), parse)
        _RECENT[key] = found
        while len(_RECENT) > _RECENT_SIZE:
            _RECENT.popitem(last=False)
    else:
        _RECENT.move_to_end(key)
    if found.board is board:
        return found
    # the same effects on another hand: a fresh copy (what is worked out later may read the hand), the graph shared
    return replace(found, board=board, built={k: v for k, v in found.built.items() if k == "graph"})


def spend_permissions(board: Board | EffectiveBoard, parse: Callable[[object], ParsedCard] | None = None
                      ) -> tuple[Permission, ...]:
    """The permissions in force for you on a board (CR 609.4b): those of your permanents' text, those of any
    permanent's text that says "Players may …" (Mycosynth Lattice), and those of the board's ``effects:`` (yours) —
    read from the effective board, so a permanent that lost its abilities (Imprisoned in the Moon, Blood Moon on a
    land) gives none, and an "As long as …" permission counts only while its condition holds (CR 611.3b).

    Parameters
    ----------
    board : Board or EffectiveBoard
        A board (its effective board is worked out when some card on it speaks of spending mana "as though"), or
        the effective board itself (:attr:`~.values.EffectiveBoard.spend_permissions`).
    parse : callable, optional
        Card → ParsedCard; :func:`manaplan.models.oracle.parser.parse_card` by default.

    Returns
    -------
    tuple of Permission

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> [(p.source, p.effect.describe()) for p in spend_permissions(parse_inline("Forest, Chromatic Orrery"))]
    [('Chromatic Orrery#1', 'You may spend mana as though it were mana of any color.')]
    >>> spend_permissions(parse_inline("Vizier of the Menagerie (id=v), Imprisoned in the Moon (on=v)"))
    ()
    """
    if isinstance(board, EffectiveBoard):
        return board.spend_permissions
    key = (board, parse)
    if key in _SPENDING:  # pay asks once for its model and again for its reasons
        return _SPENDING[key]
    parser = parse_card if parse is None else parse
    cards = [p.card for p in board.permanents] + list(board.effects) + list(board.graveyard)
    if not any(speaks_of_spending(e) for card in cards for e in getattr(parser(card), "effects", ())):
        return ()  # nothing to look for: the effective board is not worked out for this
    found = effective_abilities(board, parse=parser).spend_permissions
    if len(_SPENDING) >= 16:
        _SPENDING.pop(next(iter(_SPENDING)))
    _SPENDING[key] = found
    return found


#: The permissions of the last boards that have any (a board and its parser are values: the answer never changes).
_SPENDING: dict = {}
