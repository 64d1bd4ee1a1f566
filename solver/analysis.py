"""One analysis per board state, passed down: what a command works out once.

A command (or one board of the Python API) makes one :class:`Session`. The session reads each card once
(:meth:`Session.read`, the parser called once per distinct card) and analyses each distinct board state once
(:meth:`Session.analysis`). The :class:`Analysis` of a board holds what every answer reads of it:

- :attr:`Analysis.effective` — the board with every effect on mana applied
  (:func:`~manaplan.solver.effective.effective_board`), worked out on first use;
- :meth:`Analysis.activations` — the groups of identical permanents and the uses of their mana abilities, as the
  payment models read them (:func:`~manaplan.solver.core.activations.activation_board`), once per distinct
  arguments;
- :meth:`Analysis.net` — the text on the board that no reader reads (:func:`~manaplan.solver.net.not_read`).

The solvers take an Analysis and pass it down; a state they derive from it (a land played, a spell on the stack, a
permanent cast this turn, a fetchland's land found) is :meth:`Analysis.of` that board, from the same session. The
session is the only memory: nothing is kept in a module between commands, and no flag is set while building.

Sharing between hands
---------------------
``cast`` pays for each card of a hand on boards that differ only in their hand (the card cast is on the stack, CR
601.2a). Those boards share the effective board unless working it out read the hand
(:attr:`~manaplan.solver.effective.EffectiveBoard.reads_hand`: Metalworker reveals artifact cards from it), and share
the activations unless building them read how many cards the hand has
(:attr:`~manaplan.solver.core.values.PaymentBoard.reads_hand`: Skirge Familiar discards one) or the hand's mana
sources differ (a Spirit Guide). Each board still gets its own hand: only the work is shared.

Examples
--------
>>> from dataclasses import replace
>>> from manaplan.models.board_files import parse_inline
>>> session = Session()
>>> board = parse_inline("Forest, Sol Ring")
>>> a = session.analysis(board)
>>> [(g.ids[0], g.size) for g in a.activations().groups]
[('Forest#1', 1), ('Sol Ring#1', 1)]
>>> a.of(board) is a, session.analysis(replace(board, life=3)) is a
(True, False)
>>> b = a.of(replace(board, hand=(board.permanents[0].card,)))
>>> b.effective.views is a.effective.views, [c.name for c in b.effective.board.hand]
(True, ['Forest'])

References
----------
CR 601.2a (the spell on the stack, no longer in hand), 605.1a (a Spirit Guide's ability from the hand), 701.20
(revealing: Metalworker).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from ..models.ability import ParsedCard
from ..models.board import Board
from ..models.cards.card import Card
from ..models.oracle.parser import parse_card
from .core.activations import REPEAT_CAP, PaymentBoard, activation_board, hand_sources, reveals_hand
from .effective import EffectiveBoard, effective_board
from .net import NotRead, not_read

__all__ = ["Session", "Analysis", "analysed"]


class Session:
    """What one command works out once: each card read once, each distinct board state analysed once.

    A session is a :class:`~manaplan.solver.core.reader.Reader` for the builders (they read the cards of your hand
    and the board states of the hand's sources and a fetchland's finds through it).

    Parameters
    ----------
    parse : callable, optional
        Card → :class:`~manaplan.models.ability.ParsedCard`; :func:`manaplan.models.oracle.parser.parse_card` by
        default (which reads a card by its name, type line and Oracle text: cards equal in those are read once).

    Notes
    -----
    A session keeps all it worked out for as long as it lives: one per command, or per board a program asks about
    (not one for a whole program, whose memory it would hold).

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> session = Session()
    >>> forest = parse_inline("Forest").permanents[0].card
    >>> session.read(forest) is session.read(forest), [a.describe() for a in session.read(forest).mana_abilities]
    (True, ['{T}: Add {G}.'])
    >>> a = session.analysis(parse_inline("Forest x2"))
    >>> session.analysis(parse_inline("Forest x2")) is a, session.effective(a.board) is a.effective
    (True, True)
    """

    def __init__(self, parse: Callable[[Card], ParsedCard] | None = None):
        #: The parser: what a card's text means.
        self.parse = parse_card if parse is None else parse
        self._cards: dict = {}  # card (its text, for the default parser) → ParsedCard
        self._states: dict[Board, Analysis] = {}
        self._effective: dict[Board, EffectiveBoard] = {}  # by the board less its hand, unless it read the hand
        self._reads_hand: set[Board] = set()  # boards less their hand whose effective board read the hand
        self._shared: dict[tuple, tuple] = {}  # activations that read no hand: (views, hand sources, PaymentBoard)
        self._readings: dict[tuple, tuple[Card, Session]] = {}

    def read(self, card: Card) -> ParsedCard:
        """What the parser understood of ``card``, read once per session."""
        key = (card.name, card.type_line or "", card.oracle_text or "") if self.parse is parse_card else card
        try:
            found = self._cards.get(key)
        except TypeError:  # an unhashable card: read each time
            return self.parse(card)
        if found is None:
            found = self._cards[key] = self.parse(card)
        return found

    def analysis(self, board: Board) -> Analysis:
        """The analysis of ``board``: the same value for every board equal to it, in this session."""
        try:
            found = self._states.get(board)
        except TypeError:  # a board with an unhashable part: analysed on its own
            return Analysis(board, self)
        if found is None:
            found = self._states[board] = Analysis(board, self)
        return found

    def effective(self, board: Board) -> EffectiveBoard:
        """The effective board of ``board`` (:attr:`Analysis.effective`)."""
        return self.analysis(board).effective

    def reading(self, card: Card, parsed: ParsedCard) -> Session:
        """A session that reads this very ``card`` (the object, not its equals) as ``parsed`` and every other card as
        this one does (sharing what it read), with board states of its own: a spell's mana worked out as if the
        spell were a permanent with a mana ability (``turn``'s rituals). Asked again, the same session.

        Examples
        --------
        >>> from manaplan.models.ability import ManaAbility, ActivationCost, Produce
        >>> from manaplan.models.cards.card import Card
        >>> ritual = Card("Dark Ritual", "{B}", "Instant", "Add {B}{B}{B}.")
        >>> bbb = ManaAbility(ActivationCost(), Produce.one_of("BBB"))
        >>> adds = ParsedCard(name="Dark Ritual", mana_abilities=(bbb,))
        >>> session = Session()
        >>> inner = session.reading(ritual, adds)
        >>> inner.read(ritual) is adds, session.read(ritual).mana_abilities, session.reading(ritual, adds) is inner
        (True, (), True)
        """
        key = (id(card), parsed)
        found = self._readings.get(key)
        if found is None:
            found = self._readings[key] = (card, _Reading(self, card, parsed))
        return found[1]

    # ------------------------------------------------------------------------------------------- the work shared
    def _effective_of(self, board: Board) -> EffectiveBoard:
        """:func:`~manaplan.solver.effective.effective_board` of ``board``, shared with the boards of this session
        that differ from it only in their hand unless working it out read the hand."""
        try:
            key = replace(board, hand=())
            if key in self._reads_hand:
                key = board
        except TypeError:  # a board with an unhashable part: not shared
            return effective_board(board, self.read)
        found = self._effective.get(key)
        if found is None:
            found = effective_board(board, self.read)
            if found.reads_hand:
                self._reads_hand.add(key)
                key = board
            self._effective[key] = found
            return found
        # the same effects on another hand: a fresh copy (what is worked out later may read the hand), the graph shared
        return replace(found, board=replace(found.board, hand=board.hand),
                       built={k: v for k, v in found.built.items() if k == "graph"})

    def _activations_of(self, analysis: Analysis, repeat_cap: int, timing: str, casting: Card | None,
                        single_ids: frozenset[str], later_casts: bool = True, relaxed: bool = False,
                        retapped: frozenset[str] = frozenset()) -> PaymentBoard:
        """:func:`~manaplan.solver.core.activations.activation_board` of an analysed board, shared with the boards
        that differ from it only in their hand when building it read nothing of the hand and the hand's mana
        sources are the same."""
        board, effective = analysis.board, analysis.effective
        build = dict(repeat_cap=repeat_cap, timing=timing, single_ids=single_ids, reader=self, later_casts=later_casts,
                     relaxed=relaxed, retapped=retapped)
        if casting is not None and reveals_hand(effective):  # Metalworker may reveal the spell: built for this hand
            before = analysis.of(replace(board, hand=board.hand + (casting,))).effective
            return activation_board(effective, before=before, **build)
        # the key is the board less its hand (its pool, life, permanents …), not only the views: two boards without
        # permanents share the empty views
        try:
            key = (replace(board, hand=()), repeat_cap, timing, single_ids, later_casts, relaxed, retapped)
            hash(key)
        except TypeError:  # a board with an unhashable part: not shared
            return activation_board(effective, **build)
        hand = tuple((v.id, v.permanent.card) for v in hand_sources(effective, self))
        hit = self._shared.get(key)
        if hit is not None and hit[0] is effective.views and hit[1] == hand:
            return replace(hit[2], board=effective.board, life=board.life, effective=effective,
                           permissions=effective.spend_permissions)
        built = activation_board(effective, **build)
        if not built.reads_hand:
            self._shared[key] = (effective.views, hand, built)
        return built


class _Reading(Session):
    """A session reading one card as given (:meth:`Session.reading`)."""

    def __init__(self, parent: Session, card: Card, parsed: ParsedCard):
        super().__init__(parent.parse)
        self._parent, self._card, self._parsed = parent, card, parsed

    def read(self, card: Card) -> ParsedCard:
        return self._parsed if card is self._card else self._parent.read(card)


@dataclass(frozen=True, eq=False)
class Analysis:
    """One board state, analysed once in its session (see the module notes): frozen to the outside, what it works
    out is remembered inside.

    Parameters
    ----------
    board : Board
        The board as asked about.
    session : Session

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> a = Session().analysis(parse_inline("Plains, Llanowar Elves (sick), Sol Ring"))
    >>> [u.label for u in a.activations().usable], a.activations() is a.activations()
    (['Plains#1:0', 'Sol Ring#1:0'], True)
    >>> a.effective is a.effective, a.net()
    (True, ())
    """

    board: Board
    session: Session = field(repr=False)
    _memo: dict = field(default_factory=dict, init=False, repr=False)

    @property
    def effective(self) -> EffectiveBoard:
        """The board with every effect on mana applied (:func:`~manaplan.solver.effective.effective_board`), worked
        out on first use; its :attr:`~manaplan.solver.effective.EffectiveBoard.board` shows what the effects change
        (a permanent an effect gives haste has ``haste`` set, CR 302.6, 702.10)."""
        found = self._memo.get("effective")
        if found is None:
            found = self._memo["effective"] = self.session._effective_of(self.board)
        return found

    def activations(self, *, repeat_cap: int = REPEAT_CAP, timing: str = "priority", casting: Card | None = None,
                    single_ids: frozenset[str] = frozenset(), later_casts: bool = True,
                    relaxed: bool = False, retapped: frozenset[str] = frozenset()) -> PaymentBoard:
        """The groups and ability uses of the board, as ``pay`` and ``turn`` read them, once per distinct arguments.

        Parameters
        ----------
        repeat_cap, timing, single_ids, later_casts, relaxed, retapped
            See :func:`~manaplan.solver.core.activations.activation_board`.
        casting : Card, optional
            The spell being cast from your hand, which the board shows on the stack (no longer in ``hand``, CR
            601.2a): a mana ability that reads the hand may also be activated before it is cast, with the card still
            in hand (Metalworker revealing it too, :func:`~manaplan.solver.core.sources.before_casting`).

        Returns
        -------
        PaymentBoard
        """
        return self._once(("activations", repeat_cap, timing, casting, single_ids, later_casts, relaxed, retapped),
                          lambda: self.session._activations_of(self, repeat_cap, timing, casting, single_ids,
                                                               later_casts, relaxed, retapped))

    def net(self, *, zones: tuple[str, ...] = (), casting_reported: bool = True, cards: tuple = (),
            casts: bool = False) -> tuple[NotRead, ...]:
        """The text on the board no reader reads that may change an answer (:func:`~manaplan.solver.net.not_read`,
        whose parameters these are), read against this analysis's effective board; once per distinct arguments (a
        board asked many costs through the API reads its net once)."""
        return self._once(("net", zones, casting_reported, cards, casts),
                          lambda: not_read(self.board, reader=self.session, zones=zones,
                                           casting_reported=casting_reported, cards=cards, casts=casts))

    def _once(self, key: tuple, make: Callable[[], Any]) -> Any:
        """``make()``, worked out once per ``key`` for this analysis (each time where ``key`` holds an unhashable
        card)."""
        try:
            found = self._memo.get(key)
        except TypeError:
            return make()
        if found is None:
            found = self._memo[key] = make()
        return found

    def of(self, board: Board) -> Analysis:
        """The analysis of another board state in the same session (a land played, a spell cast …)."""
        return self.session.analysis(board)

    def read(self, card: Card) -> ParsedCard:
        """What the parser understood of ``card`` (:meth:`Session.read`)."""
        return self.session.read(card)


def analysed(board: Board | Analysis, parse: Callable[[Card], ParsedCard] | None = None) -> Analysis:
    """An analysis as given, or a board analysed in a session of its own (a one-off call of an entry point: nothing
    is shared with any other call).

    Parameters
    ----------
    board : Board or Analysis
    parse : callable, optional
        For a board: the session's parser (:class:`Session`). An analysis reads with its own session's.

    Returns
    -------
    Analysis

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> a = analysed(parse_inline("Island"))
    >>> analysed(a) is a, analysed(a.board) is a
    (True, False)
    """
    if isinstance(board, Analysis):
        if parse is not None and parse is not board.session.parse:
            raise ValueError("an Analysis reads cards with its session's parser: give a board to read with another")
        return board
    return Session(parse).analysis(board)
