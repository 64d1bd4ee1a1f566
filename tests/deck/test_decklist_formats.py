"""Deck lists as players export them (issue 23): each format read from a realistic export, names with commas,
apostrophes, digits, accents and split cards; sideboards and maybeboards left out, commanders in the command zone;
each bad line one error naming the file, the line and the problem."""

from __future__ import annotations

import io

import pytest

from manaplan.models.cards.store import default_database
from manaplan.models.decks import DeckListError, load_decklist, parse_decklist


@pytest.fixture(scope="module")
def db():
    return default_database()


def _main(deck) -> dict[str, int]:
    return {e.card.name: e.count for e in deck.main}


ARENA = """About
Name Izzet Arrows

Commander
1 Kenrith, the Returned King (ELD) 303

Companion
1 Lurrus of the Dream-Den (IKO) 226

Deck
4 Fire // Ice (MH2) 290
1 Borrowing 100,000 Arrows (PTK) 35
2 Kozilek, Butcher of Truth (ROE) 6
3 Urza's Tower (ATQ) 85
4 Hangarback Walker (ORI) 229
1 Borborygmos Enraged (RNA) 186
1 Circle of Protection: Red (5ED) 290
1 Lim-Dûl's Vault (ALL) 102
1 Jace, Vryn's Prodigy (ORI) 60
1 Valakut Awakening (ZNR) 174
40 Island (UNF) 236
40 Mountain (UNF) 238

Sideboard
2 Negate (M20) 69
1 Lurrus of the Dream-Den (IKO) 226
"""


def test_arena_export_with_every_section(db):
    deck = parse_decklist(ARENA, "arrows.txt", cards=db)
    assert deck.format == "arena" and deck.name == "Izzet Arrows"
    assert [c.name for c in deck.commanders] == ["Kenrith, the Returned King"]
    assert deck.companion.name == "Lurrus of the Dream-Den"
    main = _main(deck)
    assert main["Fire // Ice"] == 4 and main["Borrowing 100,000 Arrows"] == 1
    assert main["Kozilek, Butcher of Truth"] == 2 and main["Urza's Tower"] == 3
    assert main["Lim-Dûl's Vault"] == 1 and main["Circle of Protection: Red"] == 1
    assert main["Jace, Vryn's Prodigy // Jace, Telepath Unbound"] == 1  # a front face's name finds the whole card
    assert main["Valakut Awakening // Valakut Stoneforge"] == 1
    assert "Negate" not in main and deck.left_out == ("sideboard: 3 cards",)
    assert deck.size == 99 and deck.is_commander


MTGO_TXT = """4 Lightning Bolt
4 Fire/Ice
4 Snapcaster Mage
4 Counterspell
4 Opt
4 Expressive Iteration
4 Murktide Regent
4 Consider
4 Spell Pierce
20 Island
4 Mountain

2 Blood Moon
3 Mystical Dispute
"""


def test_mtgo_txt_reads_the_block_after_the_last_blank_line_as_the_sideboard(db):
    deck = parse_decklist(MTGO_TXT, "murktide.txt", cards=db)
    assert deck.format == "mtgo-txt"
    assert deck.size == 60 and _main(deck)["Fire // Ice"] == 4  # MTGO writes split cards 'Fire/Ice'
    assert deck.left_out == ("sideboard: 5 cards",)
    assert any("blank line" in note and "line 13" in note for note in deck.notes)


def test_a_plain_list_in_blank_line_groups_stays_whole(db):
    text = "4 Lightning Bolt\n4 Lava Spike\n\n4 Goblin Guide\n4 Monastery Swiftspear\n\n20 Mountain\n"
    deck = parse_decklist(text, cards=db)
    assert deck.size == 36 and deck.left_out == () and deck.format == "text"


MTGO_DEK = """<?xml version="1.0" encoding="utf-8"?>
<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <NetDeckID>0</NetDeckID>
  <PreconstructedDeckID>0</PreconstructedDeckID>
  <Cards CatID="91012" Quantity="4" Sideboard="false" Name="Fire/Ice" Annotation="0" />
  <Cards CatID="33401" Quantity="4" Sideboard="false" Name="Hangarback Walker" Annotation="0" />
  <Cards CatID="43549" Quantity="2" Sideboard="false" Name="Kozilek, Butcher of Truth" Annotation="0" />
  <Cards CatID="235" Quantity="50" Sideboard="false" Name="Island" Annotation="0" />
  <Cards CatID="12345" Quantity="2" Sideboard="true" Name="Urza's Tower" Annotation="0" />
</Deck>
"""


def test_mtgo_dek(db):
    deck = parse_decklist(MTGO_DEK, "tron.dek", cards=db)
    assert deck.format == "mtgo-dek"
    assert _main(deck) == {"Fire // Ice": 4, "Hangarback Walker": 4, "Kozilek, Butcher of Truth": 2, "Island": 50}
    assert deck.left_out == ("sideboard: 2 cards",) and not deck.commanders


def test_mtgo_keeps_a_commander_in_the_sideboard(db):
    text = MTGO_DEK.replace('Quantity="50" Sideboard="false" Name="Island"', 'Quantity="89" Sideboard="false" '
                            'Name="Island"').replace('Quantity="2" Sideboard="true" Name="Urza\'s Tower"',
                                                     'Quantity="1" Sideboard="true" Name="Kenrith, the Returned King"')
    deck = parse_decklist(text, "kenrith.dek", cards=db)
    assert [c.name for c in deck.commanders] == ["Kenrith, the Returned King"] and deck.size == 99
    assert deck.left_out == () and any("command zone" in note for note in deck.notes)


MOXFIELD = """1 Atraxa, Praetors' Voice (2X2) 190 *CMDR*
1 Sol Ring (CMM) 464 *F*
1 Arcane Signet (CMM) 390 *E*
1 Fire // Ice (MH2) 290
1 Urza's Tower (ATQ) 85 *F*
1 Hangarback Walker (ORI) 229
1 Kozilek, Butcher of Truth (ROE) 6
1 Borborygmos Enraged (RNA) 186
92 Forest (UNF) 240
"""


def test_moxfield_markers(db):
    deck = parse_decklist(MOXFIELD, "atraxa.txt", cards=db)
    assert deck.format == "moxfield"
    assert [c.name for c in deck.commanders] == ["Atraxa, Praetors' Voice"]
    assert deck.size == 99 and _main(deck)["Sol Ring"] == 1 and "Atraxa, Praetors' Voice" not in _main(deck)


ARCHIDEKT = """1x Atraxa, Praetors' Voice (2x2) 190 [Commander{top}]
1x Sol Ring (cmm) 464 [Ramp]
1x Fire // Ice (mh2) 290 [Removal,Draw]
1x Urza's Tower (atq) 85 [Land]
1x Kozilek, Butcher of Truth (roe) 6 *F* [Finisher] ^Have,#37d67a^
1x Hangarback Walker (ori) 229 [Maybeboard{noDeck}{noPrice}]
1x Borborygmos Enraged (rna) 186 [Sideboard{noDeck}]
95x Forest (unf) 240 [Land]
"""


def test_archidekt_categories(db):
    deck = parse_decklist(ARCHIDEKT, "atraxa-archidekt.txt", cards=db)
    assert deck.format == "archidekt"
    assert [c.name for c in deck.commanders] == ["Atraxa, Praetors' Voice"]
    assert set(_main(deck)) == {"Sol Ring", "Fire // Ice", "Urza's Tower", "Kozilek, Butcher of Truth", "Forest"}
    assert sorted(deck.left_out) == ["maybeboard: 1 card", "sideboard: 1 card"]


FORGE = """[metadata]
Name=Kenrith Arrows
Description=Five colours of arrows
[Commander]
1 Kenrith, the Returned King|ELD|1
[Main]
4 Fire // Ice|MH2|1
1 Borrowing 100,000 Arrows|PTK
2 Kozilek, Butcher of Truth|ROE
3 Urza's Tower|ATQ|2
89 Island|UNF
[Sideboard]
2 Negate|M20
"""


def test_forge_dck(db):
    deck = parse_decklist(FORGE, "kenrith.dck", cards=db)
    assert deck.format == "forge" and deck.name == "Kenrith Arrows"
    assert [c.name for c in deck.commanders] == ["Kenrith, the Returned King"]
    assert _main(deck) == {"Fire // Ice": 4, "Borrowing 100,000 Arrows": 1, "Kozilek, Butcher of Truth": 2,
                           "Urza's Tower": 3, "Island": 89}
    assert deck.left_out == ("sideboard: 2 cards",)


def test_singleton_list_without_counts_comments_and_type_headings(db):
    text = ("// Commander deck, written by hand\nCommander\nAtraxa, Praetors' Voice\n\nCreatures (2)\n"
            "Hangarback Walker\nBorborygmos Enraged\nLands\n97 Forest\n")
    deck = parse_decklist(text, cards=db)
    assert [c.name for c in deck.commanders] == ["Atraxa, Praetors' Voice"]
    assert _main(deck) == {"Hangarback Walker": 1, "Borborygmos Enraged": 1, "Forest": 97}


def test_copies_on_several_lines_add_up_and_names_are_forgiving(db):
    deck = parse_decklist("2 fire//ice\n2 Fire // Ice (MH2) 290\n1 aether vial\n20 island\n", cards=db)
    assert _main(deck) == {"Fire // Ice": 4, "Aether Vial": 1, "Island": 20}


@pytest.mark.parametrize("text, line, problem", [
    ("4 Lightning Bolt\n4 Lightnig Bolt\n", 2, "unknown card 'Lightnig Bolt'; did you mean 'Lightning Bolt'"),
    ("4 Lightning Bolt\n0 Mountain\n", 2, "a count must be at least 1"),
    ("1 Sol Ring (CMM) 464 *Q*\n", 1, "unknown marker *Q*"),
    ("4 Lightning Bolt\n----\n", 2, "not a card line"),
    ("Deck\n4 Lightning Bolt\n\nAbout\nAuthor me\n", 5, "not a line of the About section"),
    ("[metadata]\nName=x\njunk\n[Main]\n4 Lightning Bolt|M10\n", 3, "not a metadata line"),
    ("2 Treasure\n", 1, "a token, not a card"),
    ("Commander\n2 Atraxa, Praetors' Voice\n20 Forest\n", 2, "a commander is one card, not 2"),
    ("20 Forest\n99999 Island\n", 2, "more than the 10,000 one line may have"),
])
def test_a_bad_line_is_one_error_naming_the_file_and_the_line(db, text, line, problem):
    with pytest.raises(DeckListError) as caught:
        parse_decklist(text, "deck.txt", cards=db)
    message = str(caught.value)
    assert message.startswith(f"deck.txt: line {line} ") and problem in message and "\n" not in message


def test_bad_xml_names_its_line(db):
    with pytest.raises(DeckListError, match=r"^tron\.dek: line 4 .*not well-formed XML"):
        parse_decklist('<?xml version="1.0"?>\n<Deck>\n  <Cards Quantity="4" Name="Island"\n</Deck>\n', "tron.dek",
                       cards=db)
    with pytest.raises(DeckListError, match=r"line 2 .*Quantity 'four' is not a number"):
        parse_decklist('<Deck>\n<Cards Quantity="four" Sideboard="false" Name="Island" />\n</Deck>', "x.dek",
                       cards=db)
    with pytest.raises(DeckListError, match="DTD or entity"):
        parse_decklist('<?xml version="1.0"?>\n<!DOCTYPE Deck [<!ENTITY a "aaaa">]>\n<Deck></Deck>', "x.dek",
                       cards=db)


@pytest.mark.parametrize("text, problem", [
    ("Sideboard\n4 Negate\n", "no cards in the deck"),
    ("Commander\n1 Tymna the Weaver\n1 Thrasios, Triton Hero\n1 Kenrith, the Returned King\nDeck\n20 Island\n",
     "3 commanders"),
])
def test_whole_deck_problems_name_the_file(db, text, problem):
    with pytest.raises(DeckListError, match=f"^deck.txt: {problem}"):
        parse_decklist(text, "deck.txt", cards=db)


def test_files_and_standard_input(db, tmp_path):
    path = tmp_path / "burn.txt"
    path.write_bytes("\ufeff4 Lightning Bolt\r\n20 Mountain\r\n".encode())  # a BOM and Windows line ends
    assert _main(load_decklist(path, cards=db)) == {"Lightning Bolt": 4, "Mountain": 20}
    assert load_decklist("-", cards=db, stream=io.StringIO("4 Opt\n")).source == "<stdin>"
    with pytest.raises(DeckListError, match="no such file"):
        load_decklist(tmp_path / "missing.txt", cards=db)
    with pytest.raises(DeckListError, match="is a directory"):
        load_decklist(tmp_path, cards=db)
    (tmp_path / "latin1.txt").write_bytes("4 Lim-D\xfbl's Vault\n".encode("latin-1"))
    with pytest.raises(DeckListError, match=r"latin1.txt: not UTF-8 text \(byte 8\)"):
        load_decklist(tmp_path / "latin1.txt", cards=db)
