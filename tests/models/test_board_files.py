"""Board files: every key of the format (README "Board files"), ids, the inline form, YAML/JSON/TOML/stdin, and
every error message.

The tests use a small card database built from ``tests/boards/cards.json`` (real cards), so that they do not
depend on the shipped database; ``test_examples_load`` checks the bundled examples against the shipped one.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from manaplan.models import board_files as bf
from manaplan.models.board import OPPONENT, YOU, Board
from manaplan.models.cards.store import Card, CardDatabase, shipped_database_path, write_card_database
from manaplan.models.errors import BoardError, ManaplanError, UnknownCardError
from manaplan.models.mana import ManaType
from manaplan.models.pool import ManaPool

BOARDS = Path(__file__).resolve().parents[1] / "boards"
EXAMPLES = Path(__file__).resolve().parents[1].parent / "examples"


@pytest.fixture(scope="module")
def db(tmp_path_factory) -> CardDatabase:
    records = json.loads((BOARDS / "cards.json").read_text(encoding="utf-8"))
    path = tmp_path_factory.mktemp("cards") / "cards.sqlite"
    write_card_database([Card.from_dict(r) for r in records], path, source="tests/boards/cards.json")
    database = CardDatabase.open(path)
    yield database
    database.close()


def load(name: str, db: CardDatabase) -> Board:
    return bf.load_board(BOARDS / name, cards=db)


def data(db: CardDatabase, **keys) -> Board:
    return bf.board_from_data(keys, cards=db, source="t.yaml")


def error(db: CardDatabase, **keys) -> BoardError:
    with pytest.raises(BoardError) as info:
        bf.board_from_data(keys, cards=db, source="t.yaml")
    return info.value


def inline_error(text: str, db: CardDatabase) -> BoardError:
    with pytest.raises(BoardError) as info:
        bf.parse_inline(text, cards=db)
    return info.value


def ids(board: Board) -> list[str]:
    return [p.id for p in board.permanents]


# ---- the full board, every key ----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def full(db) -> Board:
    return load("full.yaml", db)


def test_full_board_ids_in_file_order(full):
    assert ids(full) == [
        "Forest#1", "Island#1", "Island#2", "Island#3", "Llanowar Elves#1", "Sol Ring#1", "Gemstone Mine#1",
        "Plains#1", "Overgrowth#1", "Grizzly Bears#1", "Utopia Sprawl#1", "Treasure#1", "Treasure#2", "gate",
        "Agadeem, the Undercrypt#1",
    ]


def test_full_board_scalars(full):
    assert full.life == 17
    assert full.land_played is True
    assert full.pool == ManaPool.parse("{R}{R}")
    assert full.commander_colors == frozenset({ManaType.W, ManaType.U, ManaType.G})
    assert full.source == str(BOARDS / "full.yaml")


def test_full_board_zones(full):
    assert [c.name for c in full.hand] == ["Counterspell", "Forest"]
    assert [c.name for c in full.library_top] == ["Lightning Bolt"]
    assert [c.name for c in full.library] == ["Island", "Forest"]
    assert [c.name for c in full.graveyard] == ["Fireball"]
    assert [c.name for c in full.effects] == ["Pale Moon"]


def test_shorthand_permanent_is_plain(full):
    forest = full.get("Forest#1")
    assert (forest.tapped, forest.sick, forest.haste, forest.counters, forest.controller, forest.attached_to,
            forest.chosen, forest.is_token) == (False, False, False, (), YOU, None, None, False)


def test_permanent_statuses(full):
    assert full.get("Llanowar Elves#1").sick and full.get("Llanowar Elves#1").summoning_sick
    assert full.get("Sol Ring#1").tapped
    assert full.get("Gemstone Mine#1").counter("mining") == 2
    assert full.get("Plains#1").controller == OPPONENT
    bears = full.get("Grizzly Bears#1")
    assert bears.sick and bears.haste and not bears.summoning_sick


def test_attachments_and_choice(full):
    assert full.get("Overgrowth#1").attached_to == "Forest#1"
    assert full.get("Utopia Sprawl#1").chosen == "U"
    assert [p.id for p in full.attached("Forest#1")] == ["Overgrowth#1", "Utopia Sprawl#1"]


def test_tokens(full):
    assert all(full.get(f"Treasure#{n}").is_token for n in (1, 2))
    assert not full.get("Sol Ring#1").is_token


def test_homebrew_card(full):
    gate = full.get("gate")
    assert (gate.card.name, gate.card.type_line, gate.card.oracle_text) == ("Homebrew Gate", "Land",
                                                                            "{T}: Add {W} or {U}.")
    assert gate.card.is_land


def test_mdfc_face_by_name(full):
    face = full.get("Agadeem, the Undercrypt#1").card
    assert face.name == "Agadeem, the Undercrypt" and face.is_land


def test_mdfc_by_full_name_is_its_battlefield_face(db):
    board = data(db, permanents=["Agadeem's Awakening // Agadeem, the Undercrypt"])
    assert ids(board) == ["Agadeem, the Undercrypt#1"]


def test_defaults(db):
    board = data(db)
    assert board == Board()
    assert (board.life, board.land_played, board.pool, board.commander_colors) == (20, False, ManaPool(),
                                                                                    frozenset())


def test_empty_file_is_an_empty_board(db):
    assert load("empty.yaml", db) == Board()


def test_homebrew_file(db):
    board = load("homebrew.yaml", db)
    assert ids(board) == ["gate", "Mana Pebble#1", "Mana Pebble#2"]
    assert board.get("Mana Pebble#1").card.mana_cost == "{1}"
    assert [(c.name, c.mana_cost, c.is_instant) for c in board.hand] == [("Homebrew Bolt", "{R}", True)]


# ---- keys one by one -----------------------------------------------------------------------------------------


def test_library_top_list_is_top_first(db):
    assert [c.name for c in data(db, library_top=["Lightning Bolt", "Forest"]).library_top] == [
        "Lightning Bolt", "Forest"]


def test_zone_single_name_and_counted_entry(db):
    board = data(db, hand="Counterspell", graveyard=[{"card": "Fireball", "count": 2}])
    assert [c.name for c in board.hand] == ["Counterspell"]
    assert [c.name for c in board.graveyard] == ["Fireball", "Fireball"]


def test_zone_keeps_whole_multiface_card(db):
    assert data(db, hand=["Fire // Ice"]).hand[0].name == "Fire // Ice"


@pytest.mark.parametrize("value", ["WUG", "gwu", "W, U, G", "white blue Green", ["W", "U", "G"],
                                   ["white", "blue", "green"], ["WU", "G"]])
def test_commander_colors_forms(db, value):
    assert data(db, commander_colors=value).commander_colors == frozenset({ManaType.W, ManaType.U, ManaType.G})


def test_commander_colors_empty(db):
    assert data(db, commander_colors=[]).commander_colors == frozenset()


def test_pool_shorthand(db):
    assert data(db, pool="RRC").pool == ManaPool.parse("{R}{R}{C}")


def test_counters_lowercased_and_zero_dropped(db):
    board = data(db, permanents=[{"card": "Gemstone Mine", "counters": {"Mining": 2, "charge": 0}}])
    assert board.permanents[0].counters == (("mining", 2),)


def test_controller_you_and_opp(db):
    board = data(db, permanents=[{"card": "Plains", "controller": "you"}, {"card": "Plains", "controller": "Opp"}])
    assert [p.controller for p in board.permanents] == [YOU, OPPONENT]


def test_token_flag_and_named_token(db):
    board = data(db, permanents=[{"card": "Forest", "token": True}, "Treasure token", "Eldrazi Spawn"])
    assert [(p.id, p.is_token) for p in board.permanents] == [
        ("Forest#1", True), ("Treasure#1", True), ("Eldrazi Spawn#1", True)]


def test_sick_on_noncreature_is_harmless(db):
    ring = data(db, permanents=[{"card": "Sol Ring", "sick": True}]).permanents[0]
    assert ring.sick and not ring.summoning_sick


def test_card_lookup_ignores_case(db):
    assert data(db, permanents=["llanowar ELVES"]).permanents[0].id == "Llanowar Elves#1"


# ---- ids ------------------------------------------------------------------------------------------------------


def test_ids_number_each_name_across_entries(db):
    board = data(db, permanents=["Forest", {"card": "Island", "count": 2}, "Forest", {"card": "Island"}])
    assert ids(board) == ["Forest#1", "Island#1", "Island#2", "Forest#2", "Island#3"]


def test_given_id_takes_no_number(db):
    board = data(db, permanents=[{"card": "Forest", "id": "home"}, "Forest"])
    assert ids(board) == ["home", "Forest#1"]


def test_given_id_with_count_numbers_copies(db):
    board = data(db, permanents=[{"id": "gate", "name": "Gate", "type": "Land", "text": "{T}: Add {W}.",
                                  "count": 2}])
    assert ids(board) == ["gate#1", "gate#2"]


def test_numeric_id_becomes_text(db):
    assert ids(data(db, permanents=[{"card": "Forest", "id": 7}])) == ["7"]


def test_attached_to_ignores_case_and_later_entries(db):
    board = data(db, permanents=[{"card": "Overgrowth", "attached_to": "forest#1"}, "Forest"])
    assert board.permanents[0].attached_to == "Forest#1"


def test_duplicate_id_file(db):
    with pytest.raises(BoardError) as info:
        load("duplicate_id.yaml", db)
    assert str(info.value) == (f"{BOARDS / 'duplicate_id.yaml'}: permanents[1] (Island): duplicate id 'home' "
                               "(also permanents[0] (Forest))")


def test_given_id_clashing_with_generated_id(db):
    e = error(db, permanents=["Forest", {"card": "Island", "id": "forest#1"}])
    assert e.entry == "permanents[1] (Island)" and "duplicate id 'forest#1'" in e.problem


def test_missing_attachment_file(db):
    with pytest.raises(BoardError) as info:
        load("missing_attachment.yaml", db)
    e = info.value
    assert e.file == str(BOARDS / "missing_attachment.yaml")
    assert e.entry == "permanents[1] (Overgrowth)"
    assert e.problem == "attached_to 'Forest#2': no permanent has that id; did you mean 'Forest#1'?"


def test_attached_to_itself(db):
    e = error(db, permanents=[{"card": "Overgrowth", "id": "o", "attached_to": "o"}])
    assert "cannot be attached to itself" in e.problem


# ---- formats and sources ---------------------------------------------------------------------------------------


def test_yaml_json_toml_are_the_same_board(db):
    boards = [load(name, db) for name in ("full.yaml", "full.json", "full.toml")]
    assert boards[0] == boards[1] == boards[2]
    assert ids(boards[0]) == ids(boards[2])


@pytest.mark.parametrize("name", ["full.yaml", "full.json", "full.toml"])
def test_stdin_guesses_the_format(db, name):
    text = (BOARDS / name).read_text(encoding="utf-8")
    board = bf.load_board("-", cards=db, stream=io.StringIO(text))
    assert board == load("full.yaml", db)
    assert board.source == "<stdin>"


def test_stdin_errors_name_stdin(db):
    with pytest.raises(BoardError) as info:
        bf.load_board("-", cards=db, stream=io.StringIO("permanents: [Forset]"))
    assert str(info.value).startswith("<stdin>: permanents[0] (Forset): unknown card 'Forset'")


def test_unknown_extension_is_guessed(db):
    assert ids(load("board.txt", db)) == ["Forest#1", "Island#1", "Island#2"]


def test_path_as_string(db):
    assert bf.load_board(str(BOARDS / "full.json"), cards=db) == load("full.yaml", db)


# ---- file errors ------------------------------------------------------------------------------------------------


def test_missing_file(db):
    with pytest.raises(BoardError) as info:
        bf.load_board(BOARDS / "nope.yaml", cards=db)
    assert str(info.value) == f"{BOARDS / 'nope.yaml'}: no such file"


def test_directory(db):
    with pytest.raises(BoardError, match="is a directory"):
        bf.load_board(BOARDS, cards=db)


def test_not_utf8(db, tmp_path):
    path = tmp_path / "latin1.yaml"
    path.write_bytes("permanents: [Lim-D\xfbl's Vault]".encode("latin-1"))
    with pytest.raises(BoardError, match="not UTF-8"):
        bf.load_board(path, cards=db)


@pytest.mark.parametrize("name, expected", [
    ("bad_syntax.yaml", "not valid YAML: line 5, column 5: expected ',' or '}', but got ':' "
                        "(while parsing a flow mapping at line 4, column 5)"),
    ("bad_syntax.json", "not valid JSON: line 3, column 27: Expecting value"),
    ("bad_syntax.toml", "not valid TOML: "),
    ("duplicate_key.yaml", "not valid YAML: line 3, column 1: duplicate key 'life'"),
])
def test_syntax_errors(db, name, expected):
    with pytest.raises(BoardError) as info:
        load(name, db)
    assert info.value.file == str(BOARDS / name)
    assert info.value.problem.startswith(expected)


def test_duplicate_json_key(db):
    with pytest.raises(BoardError, match="duplicate key 'life'"):
        bf.load_board("-", cards=db, stream=io.StringIO('{"life": 1, "life": 2}'))


def test_stdin_garbage_reports_yaml_error(db):
    with pytest.raises(BoardError, match="^<stdin>: not valid YAML: line 1"):
        bf.load_board("-", cards=db, stream=io.StringIO("{[}"))


def test_not_a_mapping(db):
    with pytest.raises(BoardError, match="a board must be a mapping .* not a list"):
        load("not_a_mapping.yaml", db)


# ---- content errors ---------------------------------------------------------------------------------------------


def test_unknown_top_level_key(db):
    with pytest.raises(BoardError) as info:
        load("typo_key.yaml", db)
    assert str(info.value) == f"{BOARDS / 'typo_key.yaml'}: unknown key 'permanent'; did you mean 'permanents'?"


def test_unknown_key_without_near_match_lists_keys(db):
    assert "(known: life, land_played, permanents" in error(db, zzz=1).problem


def test_unknown_permanent_key(db):
    with pytest.raises(BoardError) as info:
        load("typo_permanent_key.yaml", db)
    assert info.value.entry == "permanents[0] (Sol Ring)"
    assert info.value.problem.startswith("unknown key 'taped'; did you mean 'tapped'")


def test_unknown_card_names_entry_and_suggests(db):
    with pytest.raises(BoardError) as info:
        load("typo_card.yaml", db)
    e = info.value
    assert str(e).startswith(f"{BOARDS / 'typo_card.yaml'}: permanents[3] (Llanowar Elfs): unknown card "
                             "'Llanowar Elfs'; did you mean 'Llanowar Elves'")
    assert isinstance(e.__cause__, UnknownCardError)
    assert isinstance(e, ManaplanError)


@pytest.mark.parametrize("zone", ["hand", "graveyard", "library_top", "effects"])
def test_unknown_card_in_zone(db, zone):
    e = error(db, **{zone: ["Counterspell", "Counterspel"]})
    assert e.entry == f"{zone}[1] (Counterspel)"
    assert e.problem.startswith("unknown card 'Counterspel'; did you mean 'Counterspell'")


@pytest.mark.parametrize("keys, entry, problem", [
    ({"life": "twenty"}, "life", "must be a whole number, not a string ('twenty')"),
    ({"life": True}, "life", "must be a whole number, not a boolean (true)"),
    ({"life": 20.5}, "life", "must be a whole number, not a number (20.5)"),
    ({"land_played": "no"}, "land_played", "must be true or false, not a string ('no')"),
    ({"permanents": "Forest"}, "permanents", "must be a list of card names or mappings, not a string ('Forest')"),
    ({"permanents": {"card": "Forest"}}, "permanents", "must be a list of card names or mappings, not a mapping"),
    ({"hand": 3}, "hand", "must be a list of card names, not a number (3)"),
    ({"pool": "{2}{R}"}, "pool", "bad mana cost '{2}{R}': a pool holds only {W}{U}{B}{R}{G}{C}, not '{2}'"),
    ({"pool": "{Q}"}, "pool", "bad mana cost '{Q}': unknown mana symbol '{Q}'"),
    ({"pool": 2}, "pool", 'must be a string of mana symbols such as "{R}{R}", not a number (2)'),
    ({"commander_colors": "WUX"}, "commander_colors", "not a mana type: 'X'"),
    ({"commander_colors": "C"}, "commander_colors", "a colour identity holds colours only"),
    ({"commander_colors": ["colorless"]}, "commander_colors", "a colour identity holds colours only"),
    ({"commander_colors": "purple"}, "commander_colors", "not a mana type: 'p'"),
    ({"commander_colors": 5}, "commander_colors", "must be colour letters such as 'WUG'"),
    ({"commander_colors": [1]}, "commander_colors", "each colour must be a letter or colour name"),
])
def test_top_level_value_errors(db, keys, entry, problem):
    e = error(db, **keys)
    assert (e.file, e.entry) == ("t.yaml", entry)
    assert e.problem.startswith(problem)


@pytest.mark.parametrize("entry, problem", [
    ({"card": "Forest", "count": 0}, "count: must be positive, not 0"),
    ({"card": "Forest", "count": -2}, "count: must be positive, not -2"),
    ({"card": "Forest", "count": True}, "count: must be a whole number, not a boolean (true)"),
    ({"card": "Forest", "count": "3"}, "count: must be a whole number, not a string ('3')"),
    ({"card": "Forest", "count": 2.0}, "count: must be a whole number, not a number (2.0)"),
    ({"card": "Forest", "count": 10**6}, "count: 1000000 is more than 10000"),
    ({"card": "Forest", "tapped": "yes"}, "tapped: must be true or false, not a string ('yes')"),
    ({"card": "Forest", "sick": 1}, "sick: must be true or false, not a number (1)"),
    ({"card": "Forest", "haste": None}, "haste: must be true or false, not nothing (null)"),
    ({"card": "Forest", "counters": 2}, "counters: must be a mapping of kind to number"),
    ({"card": "Forest", "counters": ["charge"]}, "counters: must be a mapping of kind to number"),
    ({"card": "Forest", "counters": {"charge": -1}}, "counters: charge: must be non-negative, not -1"),
    ({"card": "Forest", "counters": {"charge": "two"}}, "counters: charge: must be a whole number"),
    ({"card": "Forest", "counters": {"charge": True}}, "counters: charge: must be a whole number"),
    ({"card": "Forest", "counters": {"Charge": 1, "charge": 2}}, "counters: 'charge' is given twice"),
    ({"card": "Forest", "controller": "me"}, "controller: must be 'you' or 'opponent', not 'me'"),
    ({"card": "Forest", "controller": 2}, "controller: must be 'you' or 'opponent', not a number (2)"),
    ({"card": "Forest", "id": ""}, "id: must be a non-empty string"),
    ({"card": "Forest", "id": True}, "id: must be a non-empty string, not a boolean (true)"),
    ({"card": "Forest", "chosen": 3}, "chosen: must be a non-empty string, not a number (3)"),
    ({"card": "Forest", "attached_to": ["x"]}, "attached_to: must be a non-empty string, not a list"),
    ({"card": 42}, "card: must be a non-empty string, not a number (42)"),
    ({"count": 2}, "needs 'card' (a card by name) or 'name', 'type' and 'text'"),
    ({"card": "Forest", "text": "x"}, "give either 'card' (a card by name) or 'name'/'type'/'text'"),
    ({"name": "Gate", "text": "{T}: Add {W}."}, "a homebrew card needs 'type'"),
    ({"type": "Land", "text": "{T}: Add {W}."}, "a homebrew card needs 'name' as well as 'type', 'text'"),
    ({"name": "Gate", "type": "Lnad"}, "type: 'Lnad' names no card type"),
    ({"name": "Gate", "type": "Land", "text": 3}, "text: must be a string, not a number (3)"),
    ({"name": "Rock", "type": "Artifact", "mana_cost": "{1}{Q}"}, "mana_cost: bad mana cost '{1}{Q}'"),
    ({"name": "Rock", "type": "Artifact", "mana_cost": 2}, 'mana_cost: must be a string such as "{1}{G}"'),
    ({"name": "Bolt", "type": "Instant"}, "Bolt is an Instant, not a permanent"),
    ({"card": "Lightning Bolt"}, "Lightning Bolt is an Instant, not a permanent"),
    ({"card": "Agadeem's Awakening"}, "Agadeem's Awakening is a Sorcery, not a permanent; on the battlefield "
                                      "this card is 'Agadeem, the Undercrypt'"),
])
def test_permanent_value_errors(db, entry, problem):
    e = error(db, permanents=["Forest", entry])
    assert e.file == "t.yaml"
    assert e.entry.startswith("permanents[1]")
    assert e.problem.startswith(problem), e.problem


def test_permanent_entry_label_names_the_card(db):
    assert error(db, permanents=[{"card": "Forest", "count": 0}]).entry == "permanents[0] (Forest)"


@pytest.mark.parametrize("entry", [3, None, ["Forest"], True])
def test_permanent_entry_of_wrong_type(db, entry):
    e = error(db, permanents=[entry])
    assert e.entry.startswith("permanents[0]")
    assert e.problem.startswith("must be a card name or a mapping with 'card'")


def test_zone_entry_errors(db):
    assert error(db, hand=[{"card": "Forest", "tapped": True}]).problem.startswith("unknown key 'tapped'")
    assert error(db, hand=[3]).problem.startswith("must be a card name or a mapping")


def test_nothing_half_done(db):
    """An error anywhere means no board: the error is raised, not a partial result returned."""
    with pytest.raises(BoardError):
        data(db, permanents=["Forest", "Island"], graveyard=["Fireball"], effects=["Pale Mooon"])


def test_unquoted_yaml_pool_hint(db):
    with pytest.raises(BoardError, match="in YAML, put braces in quotes"):
        load("unquoted_pool.yaml", db)


def test_bad_pool_file(db):
    with pytest.raises(BoardError) as info:
        load("bad_pool.yaml", db)
    assert str(info.value) == (f"{BOARDS / 'bad_pool.yaml'}: pool: bad mana cost '{{2}}{{R}}': a pool holds only "
                               "{W}{U}{B}{R}{G}{C}, not '{2}' at position 1")


# ---- the inline form --------------------------------------------------------------------------------------------


def test_inline_spec_example(db):
    board = bf.parse_inline("Forest, Island x3, Llanowar Elves (sick), Sol Ring (tapped)", cards=db)
    assert ids(board) == ["Forest#1", "Island#1", "Island#2", "Island#3", "Llanowar Elves#1", "Sol Ring#1"]
    assert board.get("Llanowar Elves#1").sick and board.get("Sol Ring#1").tapped
    assert board.source == "--board"


@pytest.mark.parametrize("text", ["Island x3", "Island x 3", "Island X3", "3 Island", "3x Island", "3 x Island",
                                  "Island*3", "island x3"])
def test_inline_counts(db, text):
    assert ids(bf.parse_inline(text, cards=db)) == ["Island#1", "Island#2", "Island#3"]


def test_inline_name_with_commas(db):
    board = bf.parse_inline("Urborg, Tomb of Yawgmoth (tapped), Xenagos, the Reveler, Forest, "
                            "2 Agadeem, the Undercrypt", cards=db)
    assert ids(board) == ["Urborg, Tomb of Yawgmoth#1", "Xenagos, the Reveler#1", "Forest#1",
                          "Agadeem, the Undercrypt#1", "Agadeem, the Undercrypt#2"]
    assert board.permanents[0].tapped


def test_inline_name_starting_with_a_number(db):
    assert ids(bf.parse_inline("1996 World Champion, 2 Forest", cards=db)) == [
        "1996 World Champion#1", "Forest#1", "Forest#2"]


def test_inline_flags(db):
    board = bf.parse_inline("Forest (tapped opp, id=grove), Grizzly Bears (sick, haste) (token), Gemstone Mine "
                            "(mining=2), Utopia Sprawl (on=grove, chosen=U, id=sprawl), Overgrowth (attached_to=grove)",
                            cards=db)
    forest, bears, mine, sprawl, growth = board.permanents
    assert forest.tapped and forest.controller == OPPONENT and forest.id == "grove"
    assert bears.sick and bears.haste and bears.is_token and not bears.summoning_sick
    assert mine.counters == (("mining", 2),)
    assert (sprawl.id, sprawl.attached_to, sprawl.chosen) == ("sprawl", "grove", "U")
    assert growth.attached_to == "grove"


def test_inline_attached_to_id_with_spaces(db):
    board = bf.parse_inline("Gemstone Mine, Overgrowth (on=Gemstone Mine#1)", cards=db)
    assert board.permanents[1].attached_to == "Gemstone Mine#1"


def test_inline_tokens(db):
    board = bf.parse_inline("Treasure x2", cards=db)
    assert [(p.id, p.is_token) for p in board.permanents] == [("Treasure#1", True), ("Treasure#2", True)]


def test_inline_empty(db):
    assert bf.parse_inline("  ", cards=db) == Board()


def test_inline_data_is_the_file_form(db):
    assert bf.inline_data("Island x2, Sol Ring (tapped, charge=1)", cards=db) == {"permanents": [
        {"card": "Island", "count": 2}, {"card": "Sol Ring", "tapped": True, "counters": {"charge": 1}}]}


@pytest.mark.parametrize("text, entry, problem", [
    ("Forest, Llanowar Elfs (sick)", "permanents[1] (Llanowar Elfs)",
     "unknown card 'Llanowar Elfs'; did you mean 'Llanowar Elves'"),
    ("Forest, Islnd x3", "permanents[1] (Islnd)", "unknown card 'Islnd'"),
    ("Forest (sik)", "permanents[0] (Forest (sik))", "unknown flag 'sik'; did you mean 'sick'?"),
    ("Forest (mining=two)", "permanents[0] (Forest (mining=two))", "flag 'mining=two': counters are written KIND=N"),
    ("Forest, , Island", "permanents[1]", "empty entry (two commas in a row?)"),
    ("Forest (tapped", None, "a '(' without its ')'"),
    ("Forest tapped)", None, "a ')' without its '('"),
    ("Overgrowth (on=Forest#1)", "permanents[0] (Overgrowth)", "attached_to 'Forest#1': no permanent has that id"),
    ("Lightning Bolt", "permanents[0] (Lightning Bolt)", "Lightning Bolt is an Instant, not a permanent"),
])
def test_inline_errors(db, text, entry, problem):
    e = inline_error(text, db)
    assert (e.file, e.entry) == ("--board", entry)
    assert e.problem.startswith(problem), e.problem


# ---- the bundled examples ---------------------------------------------------------------------------------------


EXAMPLE_BOARDS = sorted(p for p in EXAMPLES.iterdir() if p.suffix in (".yaml", ".yml", ".json", ".toml"))


def test_examples_exist():
    assert {p.suffix for p in EXAMPLE_BOARDS} >= {".yaml", ".json", ".toml"}
    assert (EXAMPLES / "commander.yaml") in EXAMPLE_BOARDS  # the README's example


@pytest.mark.skipif(not shipped_database_path().is_file(), reason="the shipped card database is not built")
@pytest.mark.parametrize("path", EXAMPLE_BOARDS, ids=lambda p: p.name)
def test_examples_load(path):
    board = bf.load_board(path)
    assert len(board.permanents) >= 10
    assert board.hand and board.source == str(path)
