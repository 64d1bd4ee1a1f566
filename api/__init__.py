"""manaplan from Python: the commands' answers as values, for deck tools, notebooks and rules engines.

Load a board — a board file's path, inline text as ``--board`` takes it, or a dict with the board file's keys — and
ask it what the commands ask: :meth:`Board.pay`, :meth:`Board.produce`, :meth:`Board.cast`, :meth:`Board.turn`. A
deck list loads with :func:`load_deck` and plays its games with :meth:`Deck.simulate`. Each answer is an
:class:`Answer`: ``value`` is the solver's value (a plan, the figures, a report), ``to_json()`` is exactly the
command's ``--json``, ``text()`` its text, and ``status`` its exit status (0, or 1 for a negative answer).

A board keeps what it worked out (each card read once, each board state analysed once, each proven ``pay`` answer),
so asking it again is cheaper than the first time, and the same ``pay`` question again is answered at once.
Importing this module loads no solver library: OR-Tools loads on the first solve.

Examples
--------
>>> from manaplan.api import load_board
>>> board = load_board("Plains, Island, Azorius Signet")
>>> answer = board.pay("{W}{U}")
>>> answer.status, answer.value.payable
(0, True)
>>> [(step["permanent"], step["adds"]) for step in answer.to_json()["plan"]]
[('Plains#1', '{W}'), ('Island#1', '{U}')]
>>> board.pay("{B}").status
1
>>> board.produce().value.max_total  # the Plains pays the Signet's {1}
3
>>> load_board({"permanents": ["Forest", {"card": "Llanowar Elves", "sick": True}]}).produce().to_json()["max_total"]
1

Errors in what is asked are :class:`~manaplan.models.errors.ManaplanError` (the command's exit status 2): an unknown
card, a cost that does not parse, ``x`` for a cost without ``{X}``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from os import PathLike
from pathlib import Path
from typing import Any

from ..cli.answers import Answer
from ..cli.answers.cast import cast_answer
from ..cli.answers.deck import deck_answer
from ..cli.answers.pay import pay_answer
from ..cli.answers.produce import produce_answer
from ..cli.answers.turn import turn_answer, turns_answer
from ..models import board_files
from ..models.board import Board as BoardValue
from ..models.cards.store import CardDatabase, default_database
from ..models.costs import ManaCost
from ..models.decks import DeckList, load_decklist, parse_decklist
from ..models.errors import BoardError, ManaplanError
from ..solver.analysis import Session
from ..solver.cast.solve import named_spell
from ..solver.deadline import Deadline, within
from ..solver.deck.cards import read_deck
from ..solver.deck.executors import open_executor
from ..solver.deck.games import Settings
from ..solver.deck.simulate import check_settings, simulate
from ..solver.deck.turns_planner import planner_for

__all__ = ["load_board", "load_deck", "Board", "Deck", "Answer", "Session"]

#: Board files are these; another string is inline text.
_BOARD_SUFFIXES = (".yaml", ".yml", ".json", ".toml")


def load_board(source: str | PathLike | Mapping[str, Any], *, cards: CardDatabase | None = None,
               session: Session | None = None) -> "Board":
    """A board to ask questions of.

    Parameters
    ----------
    source : str, path or mapping
        A path (a :class:`~pathlib.Path`, or a string ending in ``.yaml``, ``.yml``, ``.json`` or ``.toml``) to a
        board file; a mapping with the board file's keys (``{"permanents": ["Forest"], "hand": ["Llanowar
        Elves"]}``); or other text, read as ``--board`` reads it (``"Forest, Island x3, Llanowar Elves (sick)"``).
    cards : CardDatabase, optional
        The card database (default: the one the command would use, an imported one or the bundled one).
    session : Session, optional
        What boards loaded with the same session share: each card read once, each board state analysed once, for all
        of them — a deck tool asking about many hands of one deck passes one session (``Session()``), and a hand
        equal to one asked before (the same cards in the same order and states) is not analysed again. A session
        keeps all it worked out while it lives. Default: a session of the board's own.

    Examples
    --------
    >>> from manaplan.api import Session
    >>> deck = Session()
    >>> first = load_board("Plains, Island x2", session=deck)
    >>> again = load_board("Plains, Island x2", session=deck)
    >>> same = deck.analysis(again.board) is deck.analysis(first.board)
    >>> same, again.pay("{1}{U}").to_json() == first.pay("{1}{U}").to_json()
    (True, True)

    Returns
    -------
    Board

    Raises
    ------
    ManaplanError
        A board that cannot be read, with the file, the entry and the problem.
    """
    db = cards if cards is not None else default_database()
    if isinstance(source, Mapping):
        value = board_files.board_from_data(dict(source), cards=db, source="(a mapping)")
    elif isinstance(source, PathLike) or (isinstance(source, str) and source.lower().endswith(_BOARD_SUFFIXES)):
        value = board_files.load_board(Path(source), cards=db)
    elif isinstance(source, str):
        value = board_files.parse_inline(source, cards=db)
    else:
        raise ManaplanError(f"a board is a path, inline text or a mapping, not {type(source).__name__}")
    return Board(value, db) if session is None else Board(value, db, session)


def _cost(cost: str | ManaCost | None) -> ManaCost | None:
    return ManaCost.parse(cost) if isinstance(cost, str) else cost


@dataclass
class Board:
    """A board and what has been worked out of it (:class:`~manaplan.solver.analysis.Session`): ask it questions.

    Attributes
    ----------
    board : manaplan.models.board.Board
        The board as read (ids, statuses, cards).
    cards : CardDatabase
    """

    board: BoardValue
    cards: CardDatabase
    session: Session = field(default_factory=Session, repr=False)
    #: ``pay``'s proven answers, by question: the same question asked again is answered at once (the solver is
    #: deterministic, and a proven answer is the answer; one cut short by the time limit is asked again).
    _paid: dict = field(default_factory=dict, init=False, repr=False, compare=False)

    def pay(self, cost: str | ManaCost | None = None, *, keep: str | ManaCost | None = None, x: int | None = None,
            max_x: bool = False, for_card: str | None = None, time_limit: float = 10.0,
            explain: bool = False) -> Answer:
        """``manaplan pay``: an optimal plan to pay ``cost`` (with ``for_card``, the spell paid for; the cost then
        defaults to the spell's as cast now), or why it is not payable (status 1).

        >>> load_board("Forest x3").pay("{X}", max_x=True).value.x
        3
        """
        target = _cost(cost)
        spell = named_spell(for_card, self.cards.get) if for_card is not None else None
        if target is None and (spell is None or spell.mana_cost is None):
            raise ManaplanError("pay: give a cost (or for_card, a spell with a mana cost)")
        if x is not None and max_x:
            raise ManaplanError("pay: give x or max_x, not both")
        asked = target if target is not None else spell.mana_cost
        if (x is not None or max_x) and not asked.x_count:
            raise ManaplanError(f"pay: the cost {asked.text} has no {{X}}")
        key = (target, _cost(keep), x, max_x, for_card, explain)
        known = self._paid.get(key)
        if known is not None:
            return known
        spell_card = () if spell is None else ((f"{for_card} (the spell paid for)", self.cards.get(for_card)),)
        with within(Deadline.start(time_limit)):
            answer = pay_answer(self.session.analysis(self.board), target, keep=_cost(keep), x=x, max_x=max_x,
                                spell=spell, spell_card=spell_card, time_limit=time_limit, explain=explain)
        if answer.value is not None and answer.value.optimal:
            self._paid[key] = answer
        return answer

    def produce(self, *, time_limit: float = 20.0, max_pools: int = 32, all_pools: bool = False) -> Answer:
        """``manaplan produce``: what the board can make — per source, the most of each type and in all, the
        maximal pools.

        >>> load_board("Forest, Azorius Signet").produce().to_json()["max_by_type"]["U"]
        1
        """
        with within(Deadline.start(time_limit)):
            return produce_answer(self.session.analysis(self.board), time_limit=time_limit, max_pools=max_pools,
                                  all_pools=all_pools)

    def cast(self, *, time_limit: float = 10.0, explain: bool = False) -> Answer:
        """``manaplan cast``: each card of hand, library top, graveyard and command zone, castable now and how.

        >>> answer = load_board({"permanents": ["Island"], "hand": ["Counterspell", "Opt"]}).cast()
        >>> [entry["card"] for entry in answer.to_json()["castable"]]
        ['Opt']
        """
        def whole(card):
            return self.cards.find(card.full_name) or card

        with within(Deadline.start(time_limit)):
            return cast_answer(self.session.analysis(self.board), whole=whole, time_limit=time_limit,
                               explain=explain)

    def turn(self, *cards: str, most: bool = False, keep: str | ManaCost | None = None, turns: int | None = None,
             time_limit: float = 10.0, explain: bool = False) -> Answer:
        """``manaplan turn``: can these cards (none named: every nonland card in hand) all be cast this turn, in
        which order and how; ``most``: as many of them as possible; ``turns``: over your next N turns with the
        board's ``draws`` (``turn --turns N``), the earliest turn of each.

        >>> b = load_board({"permanents": ["Swamp"], "hand": ["Dark Ritual", "Hypnotic Specter"]})
        >>> b.turn("Hypnotic Specter").to_json()["cast"]
        ['Dark Ritual', 'Hypnotic Specter']
        >>> b = load_board({"permanents": ["Forest"], "hand": ["Grizzly Bears"], "draws": ["Forest"]})
        >>> b.turn(turns=2).to_json()["earliest"]
        {'Grizzly Bears': 2}
        """
        if turns is not None:
            if most or keep is not None:
                raise BoardError("turns plans several turns for the named cards: it does not take most or keep")
            with within(Deadline.start(time_limit)):
                return turns_answer(self.session.analysis(self.board), cards or None, turns=turns,
                                    time_limit=time_limit, find=self.cards.get)
        with within(Deadline.start(time_limit)):
            return turn_answer(self.session.analysis(self.board), cards or None, most=most, keep=_cost(keep),
                               time_limit=time_limit, find=self.cards.get, explain=explain)


def load_deck(source: str | PathLike, *, cards: CardDatabase | None = None) -> "Deck":
    """A deck list to play games with: a path to a file in any format players export (MTG Arena, MTGO, Moxfield,
    Archidekt, Forge, plain text: recognised by content), or the list's text itself (a string with a line break).

    >>> load_deck("4 Lightning Bolt\\n20 Mountain\\n").deck.size
    24
    """
    db = cards if cards is not None else default_database()
    if isinstance(source, str) and "\n" in source:
        return Deck(parse_decklist(source, cards=db))
    return Deck(load_decklist(str(source), cards=db))


@dataclass(frozen=True)
class Deck:
    """A deck list (:class:`~manaplan.models.decks.DeckList`) whose games :meth:`simulate` plays."""

    deck: DeckList

    def simulate(self, *, games: int = 10_000, seed: int = 1, on_draw: bool = False, by_turn: int = 10,
                 mulligan: str = "karsten2022", engine: str = "local", workers: int | None = None,
                 scheduler: str | None = None, solves: int = 0) -> Answer:
        """``manaplan deck``: how often the deck has the mana for each spell, on curve and by each turn, over
        ``games`` random games (the same seed gives the same numbers on any engine and any number of workers);
        ``solves`` is ``--solves``, the several-turns engine's work each game may spend on what the exact planners
        leave unknown.

        >>> answer = load_deck("20 Lightning Bolt\\n20 Mountain\\n").simulate(games=200, workers=1)
        >>> answer.to_json()["spells"][0]["on_curve"]["p"] > 0.8
        True
        """
        settings = Settings(horizon=by_turn, on_play=not on_draw, mulligan=mulligan)
        prepared = read_deck(self.deck)
        check_settings(prepared, settings, games)
        with open_executor(engine, workers, scheduler) as opened:
            report = simulate(self.deck, games=games, seed=seed, settings=settings, executor=opened.executor,
                              workers=opened.workers, engine=engine, prepared=prepared, planner=planner_for(solves))
        return deck_answer(report, f"{engine}: {opened.where}")
