"""What the builders read besides the effective board they are given: a :class:`Reader`.

Building the activations of a board reads two more things: cards (what the parser understood of a card in your hand
whose ability exiles it from there, a Spirit Guide) and other board states (the board with the Spirit Guides of your
hand alone, the board with the lands a fetchland finds). A command works each out once, through its
:class:`~manaplan.solver.analysis.Session`, which is a reader; :data:`FRESH` works them out on every call (a one-off
call of a builder, the examples).

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> FRESH.effective(parse_inline("Forest"))["Forest#1"].abilities[0].output.text
'[G]'
>>> [a.describe() for a in FRESH.read(parse_inline("Sol Ring").permanents[0].card).mana_abilities]
['{T}: Add {C}{C}.']
"""

from __future__ import annotations

from typing import Protocol

from ...models.ability import ParsedCard
from ...models.board import Board
from ...models.oracle.parser import parse_card
from ..effective import EffectiveBoard, effective_board

__all__ = ["Reader", "Fresh", "FRESH"]


class Reader(Protocol):
    """Reads cards and board states for a builder.

    Methods
    -------
    read(card) -> ParsedCard
        What the parser understood of a card.
    effective(board) -> EffectiveBoard
        The board with every effect on mana applied (:func:`~manaplan.solver.effective.effective_board`).
    """

    def read(self, card) -> ParsedCard:
        """What the parser understood of ``card``."""
        ...

    def effective(self, board: Board) -> EffectiveBoard:
        """``board`` with every effect on mana applied."""
        ...


class Fresh:
    """A :class:`Reader` that works each answer out when asked (nothing is remembered): the parser
    (:func:`~manaplan.models.oracle.parser.parse_card`) and :func:`~manaplan.solver.effective.effective_board`."""

    def read(self, card) -> ParsedCard:
        """:func:`~manaplan.models.oracle.parser.parse_card`."""
        return parse_card(card)

    def effective(self, board: Board) -> EffectiveBoard:
        """:func:`~manaplan.solver.effective.effective_board` with the parser."""
        return effective_board(board, self.read)


#: The reader of one-off calls: every card and board worked out when asked.
FRESH = Fresh()
