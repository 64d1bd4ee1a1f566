"""Text that leaves a creature to sacrifice again when a creature dies — a death trigger's creature token (Mogg War
Marshal), its Treasure mode (Shambling Ghast), undying (CR 702.93a) — beside a permanent that sacrifices creatures
for mana: the trigger resolves after a payment (CR 603.3), so sacrificing before casting and letting it resolve
makes more mana. Such text is named where the answer may sacrifice the creature that dies, never dropped: "2 at
most" beside Mogg War Marshal and Skirk Prospector was wrong and said nothing (the Goblin token is a third {R})."""

import json

import pytest

from manaplan.models.board_files import board_from_data
from manaplan.models.cards.store import default_database
from manaplan.models.oracle.parser import parse_card
from manaplan.models.oracle.relevance import MANA_ON_DEATH, MORE_ON_DEATH, classify_card, dies_only_itself
from manaplan.solver.analysis import Session
from manaplan.solver.net import not_read


def _named(run, command, board, *args):
    data = json.loads(run(command, "--board", board, *args, "--json").output)
    return {item["card"]: item for item in data["not_read"]}


@pytest.mark.parametrize("card, reason", [("Mogg War Marshal", MORE_ON_DEATH), ("Wurmcoil Engine", MORE_ON_DEATH),
                                          ("Young Wolf", MORE_ON_DEATH), ("Reassembling Skeleton", MORE_ON_DEATH),
                                          ("Shambling Ghast", MANA_ON_DEATH), ("Pitiless Plunderer", MANA_ON_DEATH)])
def test_the_text_a_death_sets_off_is_known_by_what_it_leaves(card, reason):
    pieces = [p for p in classify_card(default_database().get(card)).pieces if p.reason == reason]
    assert len(pieces) == 1


def test_a_death_of_its_own_is_told_from_any_creatures():
    assert dies_only_itself("When Mogg War Marshal enters the battlefield or dies, create a 1/1 red Goblin creature "
                            "token.")
    assert not dies_only_itself("Whenever another creature you control dies, create a Treasure token.")


def test_mogg_war_marshal_beside_skirk_prospector_is_named(run):
    item = _named(run, "produce", "Mogg War Marshal, Skirk Prospector")["Mogg War Marshal"]
    assert item["can_only_add"] is True and "Skirk Prospector#1 sacrifices creatures" in item["reason"]
    assert "Mogg War Marshal" in _named(run, "pay", "Mogg War Marshal, Skirk Prospector", "{R}{R}")


def test_shambling_ghasts_treasure_mode_and_undying_beside_an_altar_are_named(run):
    named = _named(run, "produce", "Shambling Ghast, Young Wolf, Reassembling Skeleton, Ashnod's Altar")
    assert "makes mana when a creature dies" in named["Shambling Ghast"]["reason"]
    assert "leaves a creature to sacrifice" in named["Young Wolf"]["reason"]
    # an activated return from the graveyard, no trigger: sacrificed, returned for {1}{B}, sacrificed again
    assert named["Reassembling Skeleton"]["reason"].startswith("returns it from your graveyard")
    assert all(item["can_only_add"] for item in named.values())


@pytest.mark.parametrize("board", [
    "Mogg War Marshal, Forest",  # no sacrifice for mana
    "Doomed Traveler, Skirk Prospector",  # the Prospector sacrifices Goblins: the Traveler never dies to it
    "Mogg War Marshal, Eldrazi Spawn",  # the Spawn sacrifices only itself
])
def test_no_alarm_where_nothing_may_sacrifice_the_creature(run, board):
    assert _named(run, "produce", board) == {}


def test_turn_counts_an_outlet_it_may_cast_and_cast_does_not(tmp_path, run):
    """``turn`` may cast Skirk Prospector from your hand and sacrifice Mogg War Marshal to it; ``cast`` answers each
    card from the board as it is."""
    board = tmp_path / "b.yaml"
    board.write_text("permanents: [Mogg War Marshal, Mountain]\nhand: [Skirk Prospector, Goblin Goon]\n")
    turn = json.loads(run("turn", str(board), "--most", "--json").output)
    assert [i["card"] for i in turn["not_read"]] == ["Mogg War Marshal"]
    assert "Skirk Prospector (in hand)" in turn["not_read"][0]["reason"]
    cast = json.loads(run("cast", str(board), "--json").output)
    assert cast["not_read"] == []


@pytest.mark.parametrize("tutor, named", [("Goblin Matron", True), ("Polluted Delta", False)])
def test_turn_counts_an_outlet_in_the_library_only_where_a_search_may_find_it(tmp_path, run, tutor, named):
    """Goblin Matron may find Skirk Prospector (a Goblin card); a fetchland finds only lands."""
    board = tmp_path / "b.yaml"
    board.write_text(f"permanents: [Mogg War Marshal, Mountain, Mountain, Mountain]\nhand: [{tutor}]\n"
                     "library: [Skirk Prospector, Island]\n")
    turn = json.loads(run("turn", str(board), "--most", "--json").output)
    assert ("Mogg War Marshal" in [i["card"] for i in turn["not_read"]]) is named


def test_a_library_a_tutor_makes_castable_is_read_only_where_a_card_says_sacrifice():
    """Demonic Tutor in hand makes every permanent card of ``library:`` castable, and an outlet among them is looked
    for: only a card whose text says "sacrifice" can have a cost that sacrifices (CR 118.1, 602.1), so the others
    are not read — the answer is the same, found by reading Skirk Prospector alone of the library."""
    read = []

    def counting(card):
        read.append(card.name)
        return parse_card(card)

    library = ["Llanowar Elves", "Grizzly Bears", "Wurmcoil Engine", "Skirk Prospector", "Sol Ring"]
    board = board_from_data({"permanents": ["Mogg War Marshal", "Swamp", "Swamp"], "hand": ["Demonic Tutor"],
                             "library": library})
    items = not_read(board, reader=Session(counting), zones=("hand",), casts=True)
    assert [i.permanent for i in items] == ["Mogg War Marshal#1"]
    assert "Skirk Prospector (in library)" in items[0].reason
    assert set(read) & set(library) == {"Skirk Prospector"}
