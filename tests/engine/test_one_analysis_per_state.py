"""One analysis per board state (issue 20, part 2): a command reads each card once and works out the effective board
of each distinct board state once, through its session (:mod:`manaplan.solver.analysis`), and nothing is remembered
between commands.

The pure computations are spied: :func:`~manaplan.solver.effective.in_force.effects_in_force`, the first step of
every :func:`~manaplan.solver.effective.effective_board`, and the parser's ``parse_text``, which
:func:`~manaplan.models.oracle.parser.parse_card` calls for each card it reads. (The net's classifier,
:mod:`manaplan.models.oracle.relevance`, holds its own reference to ``parse_text``, bound when it was imported: it
reads text for what no reader reads, and is not counted.)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

import manaplan.models.oracle.parser as parser
import manaplan.models.oracle.relevance  # noqa: F401 - imported before the spy: its parse_text is not the spied one
import manaplan.solver.effective.pipeline as pipeline
from manaplan.models.board_files import parse_inline
from manaplan.models.cards.store import default_database
from manaplan.solver.analysis import Session

#: A land play (a Swamp in hand) and a ritual (Dark Ritual): both needed to cast Phyrexian Obliterator ({B}{B}{B}{B}).
TURN_BOARD = """land_played: false
permanents: [Swamp]
hand: [Swamp, Dark Ritual, Phyrexian Obliterator, Lightning Bolt]
library: [Forest]
"""

#: A hand to cast from, cards in the graveyard, a permanent with flagged text for the net.
CAST_BOARD = """permanents: [Island, Island, Sol Ring, Azorius Signet, Mishra's Factory]
hand: [Counterspell, Opt, Lightning Bolt, Island, Divination]
graveyard: [Think Twice]
"""


class Work:
    """What the spies counted: effective boards by board, parses by card (name, type line, text)."""

    def __init__(self) -> None:
        self.boards: Counter = Counter()
        self.cards: Counter = Counter()

    def clear(self) -> None:
        self.boards.clear()
        self.cards.clear()


@pytest.fixture
def work(monkeypatch) -> Work:
    counted = Work()
    real_effects, real_parse = pipeline.effects_in_force, parser.parse_text

    def effects_in_force(board, parse):
        counted.boards[board] += 1
        return real_effects(board, parse)

    def parse_text(name, type_line, text):
        counted.cards[name, type_line, text] += 1
        return real_parse(name, type_line, text)

    monkeypatch.setattr(pipeline, "effects_in_force", effects_in_force)
    monkeypatch.setattr(parser, "parse_text", parse_text)
    return counted


def _once_each(work: Work) -> None:
    assert work.boards, "no effective board was worked out"
    assert max(work.boards.values()) == 1, [b for b, n in work.boards.items() if n > 1]
    assert work.cards and max(work.cards.values()) == 1, [c[0] for c, n in work.cards.items() if n > 1]


def test_a_two_card_turn_works_out_each_board_state_and_reads_each_card_once(run, work, tmp_path):
    path = tmp_path / "turn.yaml"
    path.write_text(TURN_BOARD)
    first = run("turn", str(path), "Dark Ritual", "Phyrexian Obliterator", "--json")
    assert first.exit_code == 0 and '"action": "play"' in first.output  # the land play, then the ritual
    _once_each(work)
    boards, cards = Counter(work.boards), Counter(work.cards)
    assert len(boards) >= 3  # the board, with the land played, with the Obliterator entering …
    work.clear()
    again = run("turn", str(path), "Dark Ritual", "Phyrexian Obliterator", "--json")
    assert again.output == first.output
    assert work.boards == boards and work.cards == cards  # a command of its own: nothing kept from the first


def test_cast_over_a_hand_shares_the_effective_board_between_hands(run, work, tmp_path):
    path = tmp_path / "cast.yaml"
    path.write_text(CAST_BOARD)
    assert run("cast", str(path), "--json").exit_code == 0
    _once_each(work)
    # each card is paid for on the board without it in hand (CR 601.2a): those boards share one effective board
    assert len({replace(b, hand=()) for b in work.boards}) == len(work.boards)


@pytest.mark.parametrize("board, spell", [
    ("Island, Swamp x2, Sol Ring, Llanowar Elves, Mishra's Factory", None),
    ("Island, Swamp x2, Sol Ring, Llanowar Elves, Mishra's Factory", "Hypnotic Specter"),
    ("Nykthos, Shrine to Nyx, Altar of the Pantheon, Llanowar Elves, Forest x2", None),  # devotion read from the text
])
def test_pay_reads_each_card_once(run, work, board, spell):
    args = ["pay", "--board", board, "{3}{G}" if spell is None else "{3}{B}", "--json"]
    assert run(*args, *(["--for", spell] if spell else [])).exit_code in (0, 1)
    _once_each(work)
    assert len(work.boards) == 1


def test_a_session_reads_a_card_once_and_analyses_a_board_once(work):
    session = Session()
    board = parse_inline("Forest, Forest, Sol Ring")
    a = session.analysis(board)
    assert session.analysis(parse_inline("Forest, Forest, Sol Ring")) is a
    assert a.activations() is a.activations() and a.effective is session.effective(board)
    assert dict(work.cards) == {("Forest", "Basic Land — Forest", "({T}: Add {G}.)"): 1,
                                ("Sol Ring", "Artifact", "{T}: Add {C}{C}."): 1}
    assert list(work.boards.values()) == [1]
    Session().analysis(board).effective  # another session: worked out again
    assert list(work.boards.values()) == [2]


def test_boards_that_differ_in_a_hand_that_is_read_are_worked_out_each():
    """Metalworker reveals artifact cards from your hand: its effective board is worked out for each hand; Skirge
    Familiar discards one: its activations are built for each hand (CR 605.1a, 701.20)."""
    db = default_database()
    session = Session()
    metal = parse_inline("Metalworker")
    one = session.analysis(replace(metal, hand=(db.get("Sol Ring"),)))
    two = session.analysis(replace(metal, hand=(db.get("Sol Ring"), db.get("Mind Stone"))))
    assert one.effective.views is not two.effective.views
    skirge = parse_inline("Skirge Familiar, Swamp")
    three = session.analysis(replace(skirge, hand=(db.get("Opt"),))).activations()
    four = session.analysis(replace(skirge, hand=(db.get("Opt"), db.get("Opt")))).activations()
    assert three.reads_hand and three.uses is not four.uses
