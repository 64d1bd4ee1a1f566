"""One effective board seen through the commands: ``board``, ``card`` and ``pay --for`` show and use what is in force
(CR 305.7 land types, 613.1f ability loss, 106.7 could-produce, 609.4b spending permissions), not the printed text."""

import json


# ---------------------------------------------------------------------------------------------------- spending
def test_cr609_4b_a_vizier_that_lost_its_abilities_lets_no_island_pay_green(run):
    """Vizier of the Menagerie's "spend mana as though it were mana of any type to cast creature spells" is an
    ability of its text; under Imprisoned in the Moon it has none (CR 613.1f), so an Island cannot pay {G} for
    Llanowar Elves. Without the Aura it can (CR 609.4b)."""
    imprisoned = "Vizier of the Menagerie (id=v), Imprisoned in the Moon (on=v), Island"
    result = run("pay", "--board", imprisoned, "--for", "Llanowar Elves", "--json")
    data = json.loads(result.output)
    assert result.exit_code == 1 and data["payable"] is False
    free = json.loads(run("pay", "--board", "Vizier of the Menagerie, Island", "--for", "Llanowar Elves",
                          "--json").output)
    assert free["payable"] is True and free["tapped"] == ["Island#1"]


# ---------------------------------------------------------------------------------------------------- board
def _board(run, text: str) -> dict:
    result = run("board", "--board", text, "--json")
    assert result.exit_code == 0, result.output
    return {p["id"]: p for p in json.loads(result.output)["permanents"]}


def test_cr305_7_under_blood_moon_a_breeding_pool_is_a_mountain_that_could_produce_only_red(run):
    """CR 305.7: a land whose subtype is set to Mountain loses its old land types and the abilities of its rules
    text, and has "{T}: Add {R}" (CR 305.6); so it could produce R (CR 106.7), not U or G."""
    pool = _board(run, "Blood Moon, Breeding Pool")["Breeding Pool#1"]
    assert (pool["could_produce"], pool["printed_could_produce"]) == ("R", "UG")
    assert (pool["type_line"], pool["printed_type_line"]) == ("Land — Mountain", "Land — Forest Island")
    assert pool["lost_text"] is True and pool["changed_by"] == ["Blood Moon#1"]
    text = run("board", "--board", "Blood Moon, Breeding Pool").output
    assert "could produce R (printed: U and G — Blood Moon)" in text


def test_cr613_1f_under_chromatic_lantern_a_swamp_could_produce_every_color(run):
    """Chromatic Lantern grants lands you control "{T}: Add one mana of any color" (layer 6, CR 613.1f): a Swamp
    has that ability besides its {B} one, so it could produce WUBRG (CR 106.7)."""
    swamp = _board(run, "Chromatic Lantern, Swamp")["Swamp#1"]
    assert (swamp["could_produce"], swamp["printed_could_produce"]) == ("WUBRG", "B")
    assert [a["origin"] for a in swamp["abilities"]] == ["land type", "granted by Chromatic Lantern#1"]
    assert "could produce any colour (printed: B — Chromatic Lantern)" in run("board", "--board",
                                                                         "Chromatic Lantern, Swamp").output


def test_cr106_7_gaeas_cradle_with_no_creatures_could_produce_nothing(run):
    """CR 106.7: a permanent that would produce no mana if its ability resolved now could produce no type; Gaea's
    Cradle adds {G} for each creature you control, and there are none."""
    cradle = _board(run, "Gaea's Cradle")["Gaea's Cradle#1"]
    assert (cradle["could_produce"], cradle["printed_could_produce"]) == ("", "G")
    assert "could produce nothing (printed: G" in run("board", "--board", "Gaea's Cradle").output
    assert _board(run, "Gaea's Cradle, Llanowar Elves")["Gaea's Cradle#1"]["could_produce"] == "G"


def test_cr106_5_corrupted_grafstone_with_an_empty_graveyard_could_produce_nothing(run):
    """Corrupted Grafstone: "Choose a color of a card in your graveyard. Add one mana of that color." With no card
    in the graveyard no colour can be chosen, so it adds no mana (CR 106.5) and could produce nothing (106.7)."""
    stone = _board(run, "Corrupted Grafstone")["Corrupted Grafstone#1"]
    assert (stone["could_produce"], stone["printed_could_produce"]) == ("", "WUBRG")
    assert stone["not_understood"] == []


def test_a_board_shows_the_permissions_and_cost_changes_in_force(run):
    """CR 609.4b, 601.2f: Chromatic Orrery's permission and an opponent's Thalia's cost change are in force; a
    Vizier under Imprisoned in the Moon gives none (CR 613.1f)."""
    result = run("board", "--board", "Vizier of the Menagerie (id=v), Imprisoned in the Moon (on=v), "
                 "Thalia, Guardian of Thraben (opp), Chromatic Orrery", "--json")
    data = json.loads(result.output)
    assert [p["source"] for p in data["spend_permissions"]] == ["Chromatic Orrery#1"]
    assert [c["source"] for c in data["cost_changes"]] == ["Thalia, Guardian of Thraben#1"]


# ---------------------------------------------------------------------------------------------------- card
def test_card_alone_has_nothing_in_force_so_printed_is_effective(run):
    data = json.loads(run("card", "Breeding Pool", "--json").output)
    assert data["could_produce"] == data["printed_could_produce"] == "UG"
    assert data["type_line"] == "Land — Forest Island"


def test_cr305_7_card_on_a_board_shows_it_as_it_is_there(run):
    """``card NAME --board``: the card as the permanent it is on that board — under Blood Moon a Breeding Pool is a
    Mountain that could produce R (CR 305.7), beside the printed UG."""
    data = json.loads(run("card", "Breeding Pool", "--board", "Blood Moon, Breeding Pool", "--json").output)
    assert (data["could_produce"], data["printed_could_produce"]) == ("R", "UG")
    assert data["on_board"]["id"] == "Breeding Pool#1" and data["on_board"]["type_line"] == "Land — Mountain"
    added = json.loads(run("card", "Swamp", "--board", "Chromatic Lantern", "--json").output)  # not on it: added
    assert added["on_board"]["id"] == "Swamp#1" and added["could_produce"] == "WUBRG"
    text = run("card", "Breeding Pool", "--board", "Blood Moon, Breeding Pool").output
    assert "could produce R (printed: U and G — Blood Moon)" in text
