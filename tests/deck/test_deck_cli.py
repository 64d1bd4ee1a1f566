"""``manaplan deck`` on the command line (issue 23): the table, the JSON of SPEC's "Decks", the plot, the progress
bar (a terminal only, never with --json), and one line with exit status 2 for bad input."""

from __future__ import annotations

import json

import pytest

from manaplan.cli import deck_cmd
from manaplan.solver.deck import executors

IZZET = """Deck
4 Lightning Bolt (M10) 146
4 Counterspell (MH2) 267
4 Fire // Ice (MH2) 290
4 Izzet Charm (RNA) 173
4 Cryptic Command (IMA) 46
12 Opt (XLN) 65
4 Hangarback Walker (ORI) 229
10 Island (UNF) 236
8 Mountain (UNF) 238
4 Shivan Reef (DMU) 255
2 Izzet Guildgate (GRN) 251

Sideboard
2 Negate (M20) 69
"""


@pytest.fixture
def izzet(tmp_path):
    path = tmp_path / "izzet.txt"
    path.write_text(IZZET)
    return path


def test_the_table_for_people(run, izzet):
    result = run("deck", str(izzet), "--games", "2000", "--workers", "1")
    assert result.exit_code == 0, result.stderr
    out = result.output
    assert "60 cards, 24 lands" in out and "sources U 16, R 14" in out and "games: 2,000 · seed 1 · on the play" in out
    for name in ("Lightning Bolt", "Fire (Fire // Ice)", "Ice (Fire // Ice)", "Cryptic Command", "Hangarback Walker"):
        assert name in out
    assert "U 21 ✗ 16" in out  # Counterspell: Karsten's 60-card table asks 21 blue sources for CC
    assert "left out: sideboard: 2 cards" in out
    assert result.stderr == ""


def test_json_per_spec(run, izzet):
    data = json.loads(run("deck", str(izzet), "--games", "2000", "--seed", "7", "--workers", "1", "--json").output)
    assert {"games", "seed", "on_play", "mulligan", "engine", "spells", "sources"} <= set(data)
    assert (data["games"], data["seed"], data["on_play"], data["mulligan"], data["engine"]) == \
        (2000, 7, True, "karsten2022", "local")
    assert data["sources"] == {"U": 16, "R": 14}
    cryptic = next(s for s in data["spells"] if s["card"] == "Cryptic Command")
    assert cryptic["cost"] == "{1}{U}{U}{U}" and cryptic["mana_value"] == 4 and cryptic["unknown"] == 0
    assert set(cryptic["on_curve"]) >= {"p", "se", "p_conditional", "se_conditional"}
    assert cryptic["on_curve"]["p"] == cryptic["by_turn"]["4"]
    assert cryptic["on_curve"]["p_conditional"] > cryptic["on_curve"]["p"]
    assert list(cryptic["by_turn"]) == [str(k) for k in range(1, 11)] and cryptic["by_turn"]["3"] == 0.0
    ice = next(s for s in data["spells"] if s["face"] == "Ice")
    assert ice["card"] == "Fire // Ice" and ice["cost"] == "{1}{U}"
    walker = next(s for s in data["spells"] if s["card"] == "Hangarback Walker")
    assert walker["mana_value"] == 0 and walker["on_curve"]["turn"] == 1 and walker["on_curve"]["p"] == 1.0


def test_same_seed_same_json_on_two_workers(run, izzet):
    one = run("deck", str(izzet), "--games", "3000", "--workers", "1", "--json").output
    two = run("deck", str(izzet), "--games", "3000", "--workers", "2", "--json").output
    assert one == two


def test_on_the_draw_and_no_mulligan(run, izzet):
    data = json.loads(run("deck", str(izzet), "--games", "1000", "--workers", "1", "--on-draw", "--mulligan", "none",
                          "--by-turn", "4", "--json").output)
    assert data["on_play"] is False and data["mulligan"] == "none" and data["by_turn"] == 4
    assert data["mulligans"]["kept"] == {"7": 1000}
    bolt = next(s for s in data["spells"] if s["card"] == "Lightning Bolt")
    assert list(bolt["by_turn"]) == ["1", "2", "3", "4"]


def test_commander_deck_draws_on_turn_one_and_asks_about_its_commander(run, tmp_path):
    path = tmp_path / "atraxa.txt"
    path.write_text("1 Atraxa, Praetors' Voice *CMDR*\n1 Sol Ring\n1 Command Tower\n24 Plains\n24 Island\n24 Swamp\n"
                    "24 Forest\n1 Swords to Plowshares\n")
    data = json.loads(run("deck", str(path), "--games", "1000", "--workers", "1", "--json").output)
    assert data["on_play"] is False and data["deck"]["commanders"] == ["Atraxa, Praetors' Voice"]
    atraxa = next(s for s in data["spells"] if s["zone"] == "command")
    assert atraxa["card"] == "Atraxa, Praetors' Voice" and atraxa["karsten"] == {"W": 16, "U": 16, "B": 16, "G": 16}
    assert data["karsten_table"] == {"cards": 99} and data["sources"]["W"] == 25  # 24 Plains and Command Tower
    assert "Sol Ring" in data["deck"]["helpers"] and atraxa["unknown"] == 0  # Sol Ring is played exactly


def test_solves_lets_the_engine_decide_what_the_exact_planners_leave(run, tmp_path):
    path = tmp_path / "rituals.txt"
    path.write_text("24 Swamp\n8 Dark Ritual\n28 Hypnotic Specter\n")
    unknown = {}
    for solves in ("0", "200"):
        data = json.loads(run("deck", str(path), "--games", "150", "--workers", "1", "--by-turn", "3", "--solves",
                              solves, "--json").output)
        unknown[solves] = next(s for s in data["spells"] if s["card"] == "Hypnotic Specter")["unknown"]
    assert unknown["200"] < unknown["0"]


def test_plot_png_and_svg(run, izzet, tmp_path):
    pytest.importorskip("matplotlib")
    png, svg = tmp_path / "curve.png", tmp_path / "curve.svg"
    assert run("deck", str(izzet), "--games", "500", "--workers", "1", "--plot", str(png)).exit_code == 0
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert run("deck", str(izzet), "--games", "500", "--workers", "1", "--plot", str(svg), "--json").exit_code == 0
    assert b"<svg" in svg.read_bytes()[:500]


def test_progress_bar_on_a_terminal_only_and_never_with_json(run, izzet, monkeypatch):
    monkeypatch.setattr(deck_cmd.ProgressBar, "wanted", staticmethod(lambda as_json: not as_json))
    shown = run("deck", str(izzet), "--games", "3000", "--workers", "1")
    assert "deck: 3,000 of 3,000 games" in shown.stderr and shown.stderr.endswith("\r")
    assert "games ▕" not in shown.stdout
    assert run("deck", str(izzet), "--games", "3000", "--workers", "1", "--json").stderr == ""


@pytest.mark.parametrize("args, message", [
    (["--games", "0"], "Invalid value for '--games'"),
    (["--by-turn", "40"], "Invalid value for '--by-turn'"),
    (["--mulligan", "paris"], "Invalid value for '--mulligan'"),
    (["--scheduler", "tcp://127.0.0.1:1"], "--scheduler is for --engine dask"),
    (["--plot", "curve.jpg"], "give a .png or .svg file"),
])
def test_bad_options_are_one_line_exit_2(run, izzet, args, message):
    result = run("deck", str(izzet), "--games", "100", *args)
    assert result.exit_code == 2 and message in result.stderr and result.stderr.count("\n") == 1


def test_a_bad_line_is_one_line_exit_2(run, tmp_path):
    path = tmp_path / "typo.txt"
    path.write_text("4 Lightning Bolt\n4 Counterspel\n20 Island\n")
    result = run("deck", str(path))
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr == (f"manaplan: error: {path}: line 2 '4 Counterspel': unknown card 'Counterspel'; did you "
                             f"mean 'Counterspell'? (a card newer than the card database: `manaplan cards import FILE` "
                             f"brings it in)\n")


def test_a_library_too_small_for_the_turns_asked(run, tmp_path):
    path = tmp_path / "small.txt"
    path.write_text("4 Lightning Bolt\n10 Mountain\n")
    result = run("deck", str(path), "--by-turn", "10")
    assert result.exit_code == 2 and "a library of 14 cards cannot deal seven cards and draw for 10 turns" in \
        result.stderr


def test_standard_input(run):
    result = run("deck", "-", "--games", "200", "--workers", "1", "--json", input="24 Mountain\n36 Lightning Bolt\n")
    assert json.loads(result.output)["spells"][0]["card"] == "Lightning Bolt"


def test_an_unreachable_dask_scheduler_is_one_line_exit_2(run, izzet, monkeypatch):
    pytest.importorskip("distributed")
    monkeypatch.setattr(executors, "CONNECT_SECONDS", 0.2)  # nothing listens: refused at once, then retried till this
    monkeypatch.setenv("DASK_SCHEDULER_ADDRESS", "tcp://127.0.0.1:1")  # nothing listens on port 1
    result = run("deck", str(izzet), "--games", "100", "--engine", "dask")
    assert result.exit_code == 2 and result.stderr.count("\n") == 1
    assert result.stderr.startswith("manaplan: error: cannot reach the Dask scheduler at tcp://127.0.0.1:1")


def test_the_unknown_note_names_only_the_cards_the_exact_planners_do_not_play(run, tmp_path):
    """Mind Stone and Polluted Delta are played exactly (the helpers planner); Dark Ritual is not (a ritual: left to
    --solves), so the note names it, and only it."""
    path = tmp_path / "ritual.txt"
    path.write_text("4 Mind Stone\n4 Dark Ritual\n4 Polluted Delta\n12 Island\n12 Swamp\n4 Counterspell\n"
                    "20 Hypnotic Specter\n")
    out = run("deck", str(path), "--games", "200", "--workers", "1").output
    note = next(line for line in out.splitlines() if line.startswith("note: unknown:"))
    assert "do not play Dark Ritual, so a game" in note
    assert "Mind Stone" not in note and "Polluted Delta" not in note
