"""The command line through click's runner: card, board, --version, --help, exit statuses."""

import json
from pathlib import Path

import pytest


EXAMPLES = Path(__file__).resolve().parents[1].parent / "examples"


def test_version_and_help(run):
    assert run("--version").output.startswith("manaplan, version ")
    for command in ("card", "board"):
        result = run(command, "--help")
        assert result.exit_code == 0 and "--json" in result.output


def test_card_mystic_gate_shows_two_abilities_one_a_filter_paid_with_hybrid(run):
    result = run("card", "Mystic Gate")
    assert result.exit_code == 0
    assert "mana abilities: 2" in result.output
    filters = [line for line in result.output.splitlines() if "filter:" in line]
    assert "(a filter land)" in result.output
    assert len(filters) == 1 and "{W/U}" in filters[0]


def test_card_json_lists_parsed_abilities(run):
    data = json.loads(run("card", "mystic gate", "--json").output)
    assert data["name"] == "Mystic Gate"
    assert [a["cost"] for a in data["mana_abilities"]] == ["{T}", "{W/U}, {T}"]
    assert data["mana_abilities"][1]["adds"] == ["{W}{W}", "{W}{U}", "{U}{U}"]
    assert data["could_produce"] == "WUC"
    assert data["unsupported"] == []


def test_card_reports_unsupported_mana_text(run):
    # "could produce" (CR 106.7) is not part of the parser's core: it must be reported, never guessed.
    data = json.loads(run("card", "Reflecting Pool", "--json").output)
    if data["unsupported"]:
        assert any("could produce" in text for text in data["unsupported"])
        assert data["mana_abilities"] == []
    result = run("card", "Reflecting Pool")
    assert result.exit_code == 0


def test_card_multi_face_shows_each_face(run):
    data = json.loads(run("card", "Agadeem's Awakening", "--json").output)
    assert [f["name"] for f in data["faces"]] == ["Agadeem's Awakening", "Agadeem, the Undercrypt"]
    land = data["faces"][1]
    assert any(a["adds"] == ["{B}"] for a in land["mana_abilities"])


def test_unknown_card_exits_1_with_suggestion(run):
    result = run("card", "Llanowar Elfs")
    assert result.exit_code == 1
    assert "Llanowar Elves" in result.output
    assert "Traceback" not in result.output


def test_board_example_lists_ids_and_abilities(run):
    result = run("board", str(EXAMPLES / "commander.yaml"))
    assert result.exit_code == 0, result.output
    for pid in ("Forest ×2 (#1–#2)", "Treasure ×2 (#1–#2)", "Llanowar Elves#1", "Mystic Gate#1"):
        assert pid in result.output  # permanents of one card that read the same: one row (issue 24)
    assert "summoning sick" in result.output


def test_board_json(run):
    data = json.loads(run("board", str(EXAMPLES / "commander.yaml"), "--json").output)
    by_id = {p["id"]: p for p in data["permanents"]}
    assert by_id["Llanowar Elves#1"]["summoning_sick"] is True
    assert by_id["Simic Signet#1"]["tapped"] is True
    assert by_id["Mountain#1"]["controller"] == "opponent"
    assert by_id["Treasure#1"]["token"] is True
    assert by_id["Forest#1"]["could_produce"] == "G"
    assert data["commander_colors"] == "WUG"


def test_board_inline_and_stdin(run):
    inline = run("board", "--board", "Forest, Island x3, Llanowar Elves (sick), Sol Ring (tapped)", "--json")
    ids = [p["id"] for p in json.loads(inline.output)["permanents"]]
    assert ids == ["Forest#1", "Island#1", "Island#2", "Island#3", "Llanowar Elves#1", "Sol Ring#1"]
    piped = run("board", "-", "--json", input='{"permanents": ["Forest", {"card": "Island", "count": 2}]}')
    assert [p["id"] for p in json.loads(piped.output)["permanents"]] == ["Forest#1", "Island#1", "Island#2"]


@pytest.mark.parametrize(
    "args, words",
    [
        (("board", "--board", "Forest, Llanowar Elfs"), "Llanowar Elves"),
        (("board", "no/such/file.yaml"), "file.yaml"),
        (("board",), "BOARD"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(run, args, words):
    result = run(*args)
    assert result.exit_code == 2
    assert words in result.output
    assert "Traceback" not in result.output


def test_bad_board_file_names_file_and_entry(run, tmp_path):
    path = tmp_path / "b.yaml"
    path.write_text("permanents:\n  - Forest\n  - {card: Forest, attached_to: Nowhere#1}\n")
    result = run("board", str(path))
    assert result.exit_code == 2
    line = result.output.strip()
    assert "\n" not in line and "b.yaml" in line and "permanents[1]" in line and "Nowhere#1" in line


def test_pay_example_board_plan_and_summary(run):
    result = run("pay", str(EXAMPLES / "commander.yaml"), "{3}{W}{U}")
    assert result.exit_code == 0, result.output
    steps = [line for line in result.output.splitlines() if line.strip()[:2].rstrip(".").isdigit()]
    assert steps and all(("tap " in s or "sacrifice " in s or "activate " in s) for s in steps)
    assert "life lost 0" in result.output


def test_pay_json_has_the_spec_keys(run):
    data = json.loads(run("pay", "--board", "Plains, Island, Azorius Signet", "{1}{W}{U}", "--json").output)
    for key in ("cost", "payable", "x", "plan", "tapped", "sacrificed", "life_lost", "mana_left", "kept", "reason"):
        assert key in data
    assert data["payable"] is True and data["cost"] == "{1}{W}{U}"
    assert sorted(data["tapped"]) == ["Azorius Signet#1", "Island#1", "Plains#1"]
    for step in data["plan"]:
        assert {"step", "permanent", "card", "action", "ability", "adds", "pays"} <= set(step)


def test_pay_not_payable_exits_1_with_reason(run):
    result = run("pay", "--board", "Forest", "{U}", "--json")
    assert result.exit_code == 1
    data = json.loads(result.output)
    assert data["payable"] is False and data["plan"] == [] and data["reason"]


def test_pay_max_x_and_explain(run):
    result = run("pay", "--board", "Forest x3, Sol Ring", "{X}{G}", "--max-x", "--json")
    assert json.loads(result.output)["x"] == 4
    explained = run("pay", "--board", "Forest x3", "{G}", "--explain")
    assert "life lost" in explained.output and "permanents tapped" in explained.output


@pytest.mark.parametrize("cost", ["{W}{oops}", "3WQ"])
def test_pay_bad_cost_is_exit_2(run, cost):
    result = run("pay", "--board", "Forest", cost)
    assert result.exit_code == 2 and "bad mana cost" in result.output and "Traceback" not in result.output


def test_card_and_board_show_effects_on_mana(run):
    """Effects on other permanents' mana (Mana Flare, CR 106.12a) and a spell's mana are shown, not "none" alone."""
    flare = run("card", "Mana Flare")
    assert flare.exit_code == 0
    assert "effects on mana: 1" in flare.output and "any type that land produced" in flare.output
    ritual = run("card", "Dark Ritual")
    assert "mana from resolving it: 1" in ritual.output and "Add {B}{B}{B}." in ritual.output
    board = run("board", "--board", "Blood Moon, Forest")
    assert "effect: Nonbasic lands are Mountain" in board.output
    import json

    data = json.loads(run("card", "Mana Flare", "--json").output)
    assert data["effects"] == ["whenever a land is tapped for mana: +one mana of any type that land produced"]


def test_pay_names_mana_abilities_that_are_not_mana_abilities(run):
    """The Warring Triad's "{T}, Mill a card: Target player adds one mana of any color." has a target and Chandra's
    "+1: Add {R}{R}." is a loyalty ability: neither is a mana ability (CR 605.1a), so neither pays now; pay says so."""
    result = run("pay", "--board", "The Warring Triad, Forest, Chandra, Torch of Defiance", "{G}{G}")
    assert result.exit_code == 1
    assert "The Warring Triad#1: {T}, Mill a card: Target player adds one mana of any color." in result.output
    assert "Chandra, Torch of Defiance#1: +1: Add {R}{R}." in result.output
    assert "CR 605.1a" in result.output


def test_help_names_the_board_keys_for_the_table(run):
    """The new board keys are documented where a user looks first: --help names library, command_zone and imprinted."""
    out = run("--help").output
    assert "library" in out and "command_zone" in out and "imprinted" in out and "casts" in out
