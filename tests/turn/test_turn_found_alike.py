"""The permanent cards a tutor may find, read once per kind: what they change of your mana as they enter (a creature
Gaea's Cradle or Elvish Archdruid counts, CR 604.3, 605.3b) is the same for two cards the board's texts cannot tell
apart (`manaplan.solver.turn.unproven._counted_gains`).

Each board here is checked against the long way (every card's own effective board), and the work is bounded: cards
that differ only in a subtype no text of the board names cost one effective board between them.
"""

from dataclasses import replace

import pytest

import manaplan.solver.analysis as analysis_module
from manaplan.models.board import Permanent
from manaplan.models.board_files import board_from_data
from manaplan.solver.analysis import analysed
from manaplan.solver.cast.zones import next_id
from manaplan.solver.turn.cards import PERMANENT_TYPES, is_land
from manaplan.solver.turn.entering import mana_signature
from manaplan.solver.turn.unproven import _counted_gains

#: Goblins of six second subtypes, Elves (one a Druid), and creatures of other types.
LIBRARY = ["Goblin Guide", "Goblin Instigator", "Goblin Piledriver", "Goblin Warchief", "Beetleback Chief",
           "Goblin Sharpshooter", "Skirk Prospector", "Mogg War Marshal", "Llanowar Elves", "Elvish Visionary",
           "Wirewood Herald", "Elvish Archdruid", "Grizzly Bears", "Memnite", "Ornithopter"]

BOARDS = {
    "mountains only": ["Mountain", "Mountain"],
    "Gaea's Cradle counts creatures": ["Gaea's Cradle", "Forest"],
    "Elvish Archdruid counts Elves": ["Elvish Archdruid", "Forest"],
    "Priest of Titania counts Elves": ["Priest of Titania", "Forest"],
    "Cavern of Souls reads a chosen type": [{"card": "Cavern of Souls", "chosen": "Goblin"}, "Mountain"],
    "Cryptolith Rite gives creatures mana": ["Cryptolith Rite", "Forest"],
}


def _the_long_way(analysis, known):
    """Each permanent card's own effective board: whether its entering changes the mana of your permanents."""
    board = analysis.board
    ids = {p.id for p in board.permanents if p.is_yours}
    base = mana_signature(analysis.effective, ids)
    out = []
    for card in {k.name: k for k in known}.values():
        if is_land(card) or not set(card.card_types) & PERMANENT_TYPES:
            continue
        p = Permanent(id=next_id(board, card.name, set()), card=card, sick=True, entered=True)
        if mana_signature(analysis.of(replace(board, permanents=board.permanents + (p,))).effective, ids) != base:
            out.append(card.name)
    return out


@pytest.mark.parametrize("name", BOARDS)
def test_read_once_per_kind_names_what_the_long_way_names(name):
    a = analysed(board_from_data({"permanents": BOARDS[name], "library": LIBRARY}))
    known = list(a.board.library)
    assert _counted_gains(a, known, set()) == _the_long_way(analysed(a.board), known)


def test_elves_counted_are_named_and_goblins_are_not():
    a = analysed(board_from_data({"permanents": ["Elvish Archdruid", "Forest"], "library": LIBRARY}))
    named = _counted_gains(a, list(a.board.library), set())
    assert {"Llanowar Elves", "Elvish Visionary", "Wirewood Herald", "Elvish Archdruid"} <= set(named)
    assert not {"Goblin Guide", "Grizzly Bears", "Memnite"} & set(named)


def test_subtypes_no_text_names_cost_one_board_between_them(monkeypatch):
    """Six Goblins of six second subtypes (Scout, Warrior, Shaman …) beside two Mountains: nothing reads a
    subtype, so they are one kind; Grizzly Bears (green) and the artifacts are others."""
    goblins = ["Goblin Guide", "Goblin Instigator", "Goblin Piledriver", "Goblin Sharpshooter", "Skirk Prospector",
               "Beetleback Chief"]
    a = analysed(board_from_data({"permanents": ["Mountain", "Mountain"], "library": goblins}))
    a.effective  # the board's own, before counting
    built = []
    original = analysis_module.effective_board

    def counting(board, read):
        built.append(board)
        return original(board, read)

    monkeypatch.setattr(analysis_module, "effective_board", counting)
    plain = [k for k in a.board.library if not a.read(k).effects and not a.read(k).mana_effects]
    assert len({tuple(k.subtypes) for k in plain}) >= 3  # the subtypes differ
    assert _counted_gains(a, list(a.board.library), set()) == []
    assert len(built) <= len(a.board.library) - len(plain) + 1
