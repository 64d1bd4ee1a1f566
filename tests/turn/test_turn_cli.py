"""``manaplan turn`` through click's runner: the JSON of SPEC, exit statuses, bad input, and ``cast``'s reason that
names it."""

from __future__ import annotations

import json
import re
from pathlib import Path

from manaplan.solver.work import metered

from manaplan_tests import NO_TIME_LIMIT

BOARDS = Path(__file__).resolve().parents[1] / "turn_boards"


def test_turn_json_has_the_spec_keys(run):
    result = run("turn", str(BOARDS / "rocks.yaml"), "Sol Ring", "Azorius Signet", "Swords to Plowshares", "--json")
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert set(data) >= {"possible", "cast", "steps", "tapped", "sacrificed", "life_lost", "mana_left", "kept",
                         "reason"}
    assert data["possible"] is True and data["reason"] is None and data["kept"] is None
    assert data["cast"] == ["Sol Ring", "Azorius Signet", "Swords to Plowshares"]
    first = data["steps"][0]
    assert {"step", "action", "card", "zone", "cost", "plan"} <= set(first)
    assert first == {**first, "step": 1, "action": "cast", "card": "Sol Ring", "zone": "hand", "cost": "{1}"}
    assert first["plan"][0]["permanent"] in ("Island#1", "Forest#1") and first["plan"][0]["action"] == "tap"
    assert data["mana_left"] == "{U}"  # CR 500.4: the Signet's {U} is still in the pool


def test_turn_json_a_land_played_is_a_step_not_a_cast(run):
    data = json.loads(run("turn", str(BOARDS / "land_then_counterspell.yaml"), "--json").output)
    assert data["steps"][0] == {"step": 1, "action": "play", "card": "Island", "zone": "hand",
                                "permanent": "Island#2"}
    assert data["cast"] == ["Counterspell"]
    assert data["tapped"] == ["Island#1", "Island#2"]


def test_turn_exit_1_when_not_possible_with_the_reason(run):
    result = run("turn", str(BOARDS / "elves_no_haste.yaml"))
    assert result.exit_code == 1
    assert "Llanowar Elves" in result.output
    data = json.loads(run("turn", str(BOARDS / "elves_no_haste.yaml"), "--json").output)
    assert data["possible"] is False and data["reason"]


def test_turn_most_exits_0_and_says_what_was_not_cast(run):
    result = run("turn", str(BOARDS / "elves_no_haste.yaml"), "--most", "--json")
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert data["possible"] is False and len(data["cast"]) == 1 and len(data["not_cast"]) == 1


def test_turn_keep_says_whether_it_is_kept(run):
    data = json.loads(run("turn", str(BOARDS / "forest_cultivate_keep.yaml"), "Cultivate", "--keep", "UU",
                          "--json").output)
    assert data["kept"] is True and data["keep"] == "{U}{U}"


def test_turn_text_reads_as_a_player_says_it(run):
    out = run("turn", str(BOARDS / "rocks.yaml"), "Sol Ring", "Azorius Signet", "Swords to Plowshares").output
    assert "1. cast Sol Ring {1} (tap Island#1)" in out or "1. cast Sol Ring {1} (tap Forest#1)" in out  # a tie
    assert "cast Swords to Plowshares {W} (tap Azorius Signet#1)" in out
    out = run("turn", str(BOARDS / "dark_ritual.yaml"), "Hypnotic Specter").output
    assert "cast Dark Ritual {B} (tap Swamp#1) → adds {B}{B}{B}" in out
    assert "cast Hypnotic Specter {1}{B}{B} (with Dark Ritual's mana)" in out


def test_turn_bad_input_is_one_line_exit_2(run):
    for args, words in ((("Lightning Bolt",), "none of the board's zones"), (("Dark Ritul",), "did you mean"),
                        (("--keep", "{Q"), "bad mana cost")):
        result = run("turn", str(BOARDS / "dark_ritual.yaml"), *args)
        assert result.exit_code == 2, args
        assert words in result.stderr and len(result.stderr.strip().splitlines()) == 1


def test_turn_inline_board_takes_every_argument_as_a_card(run):
    result = run("turn", "--board", "Island", "--json")
    assert result.exit_code == 0 and json.loads(result.output)["cast"] == []


def test_cast_reason_says_a_land_play_would_help_and_names_turn(run):
    data = json.loads(run("cast", str(BOARDS / "land_then_counterspell.yaml"), "--json").output)
    counterspell = next(a for a in data["not_castable"] if a["card"] == "Counterspell")
    assert "playing Island first" in counterspell["reason"] and "manaplan turn" in counterspell["reason"]


def test_turn_help_names_the_options(run):
    out = run("turn", "--help").output
    for words in ("--most", "--keep", "--json", "--time-limit", "land_played"):
        assert words in out


def test_turn_text_a_fetchland_is_cracked_for_its_land(run):
    out = run("turn", str(BOARDS / "fetch_from_hand.yaml")).output
    assert "1. play Polluted Delta (Polluted Delta#1)" in out
    assert "crack Polluted Delta#1 for Island" in out


def test_turn_text_names_each_copy_whole_and_counts_copies(run):
    """Twelve Dark Rituals (each adds {B}{B}{B}, CR 106.4: the mana stays in the pool between spells, CR 500.4):
    a ritual's mana is said as that copy's name ('Dark Ritual (12)'), never the first copy's key rewriting the start
    of the twelfth's ('Dark Ritual2'), and the summary counts the copies."""
    out = run("turn", str(BOARDS / "twelve_rituals.yaml"), "--most").output
    assert re.search(r"Ritual\d", out) is None, out
    assert "(hand)" not in out
    assert out.startswith("turn: possible · cast Dark Ritual ×12 · tapped 1 ·")
    # copies numbered in the order they are cast, so that "with Dark Ritual (2)'s mana" names a step above it
    assert "  2. cast Dark Ritual (2) {B} (with Dark Ritual's mana)" in out
    assert re.search(r"  \d+\. cast Dark Ritual \(\d+\) \{B\} \(with Dark Ritual \(2\)'s mana\)", out)
    data = json.loads(run("turn", str(BOARDS / "twelve_rituals.yaml"), "--most", "--json").output)
    assert data["cast"] == ["Dark Ritual"] * 12
    assert not any(re.search(r"Ritual\d", p) for s in data["steps"] for p in s.get("paying", []))


def test_turn_help_says_what_it_reads_and_every_exit_status(run):
    out = " ".join(run("turn", "--help").output.split())
    for words in ("--board, every argument is a CARD", "Cultivate, Nature's Lore", "(helps)", "X is 0",
                  "no answer was found within --time-limit", "2 for bad input", "Counterspell"):
        assert words in out, words


def test_turn_most_with_no_answer_in_time_exits_1(run, tmp_path, ticking):
    """--most exits 0 with a plan, even a partial one; a turn cut short before any plan is 'no answer' (exit 1, as
    without --most), never a success. The deadline passes at its hundredth check (``ticking``), on every machine."""
    path = tmp_path / "hand.json"
    path.write_text(json.dumps({"permanents": ["Swamp"], "hand": ["Dark Ritual"] * 300}))
    result = run("turn", str(path), "--most", "--time-limit", "0.1")
    assert result.exit_code == 1 and result.output.startswith("no answer within the time limit of 0.1 s")


def test_turn_a_permanent_named_says_it_is_on_the_battlefield_already(run):
    """A card named that is on the battlefield (already cast, or a land in play) is bad input that says where it is,
    not 'in none of the board's zones'."""
    result = run("turn", str(BOARDS / "dark_ritual.yaml"), "swamp")
    assert result.exit_code == 2 and len(result.stderr.strip().splitlines()) == 1
    assert "Swamp is on the battlefield already (Swamp#1)" in result.stderr


def test_turn_text_gaeas_cradle_counts_the_creatures_cast_before_it_is_tapped(run):
    """Grizzly Bears and Eternal Witness change what Gaea's Cradle makes (it counts creatures): the Cradle is tapped
    after both resolved (CR 608.3; the count is taken as the mana ability resolves, CR 605.3b) for {G}{G}{G}, which
    pays Genesis Wave and, left in the pool (CR 500.4), Finale of Devastation — 8 permanents tapped, not 10, proven.
    The Forests tapped for Eternal Witness are listed under it, not under Grizzly Bears; one note for the two spells
    whose X is 0, none saying a spell is cast last."""
    out = run("turn", str(BOARDS / "cradle_creatures.yaml")).output
    bears = re.search(r"cast Grizzly Bears \{1\}\{G\} \(tap (?P<tapped>[^)]*)\)", out)
    witness = re.search(r"cast Eternal Witness \{1\}\{G\}\{G\} \(tap (?P<tapped>[^;)]*)\)", out)
    assert bears and witness, out
    assert len(bears["tapped"].split(", ")) == 2 and len(witness["tapped"].split(", ")) == 3, out
    assert out.startswith("turn: possible") and "tapped 8 ·" in out.splitlines()[0], out
    assert "tap Gaea's Cradle#1 for {G}{G}{G}" in out and "not proven" not in out, out
    assert out.index("cast Eternal Witness") < out.index("tap Gaea's Cradle#1"), out
    assert "note: Genesis Wave and Finale of Devastation: X is 0" in out
    assert "cast last" not in out


def test_turn_a_hand_without_spells_says_there_is_nothing_to_cast(run, tmp_path):
    """Only lands in hand and no card named: not 'possible · cast nothing', but what there is to cast and where
    else a card may come from; --json is the plan of SPEC (possible, nothing cast)."""
    board = tmp_path / "lands.yaml"
    board.write_text("permanents: [Forest]\nhand: [Forest, Island]\n")
    result = run("turn", str(board))
    assert result.exit_code == 0 and result.output.startswith("turn: nothing to cast — your hand has no spell")
    data = json.loads(run("turn", str(board), "--json").output)
    assert data["possible"] is True and data["cast"] == [] and data["candidates"] == []


def test_turn_a_card_turn_does_not_model_is_no_answer_not_not_possible(run):
    """Deep Analysis's flashback ({1}{U}, pay 3 life) is not modelled: turn does not know whether it can be cast, so
    it says 'no answer' (exit 1), and with --most the plan is not proven, with a note that says why (not the time
    limit)."""
    result = run("turn", str(BOARDS / "deep_analysis.yaml"), "Deep Analysis")
    assert result.exit_code == 1 and result.output.startswith("no answer: Deep Analysis: "), result.output
    assert json.loads(run("turn", str(BOARDS / "deep_analysis.yaml"), "Deep Analysis", "--json").output)[
        "proven"] is False
    out = run("turn", str(BOARDS / "deep_analysis.yaml"), "Deep Analysis", "Dark Ritual", "--most").output
    assert "not proven optimal: see the notes" in out
    assert "note: not proven: Deep Analysis left out for what turn does not read or model" in out


def test_turn_cards_named_with_an_inline_board_say_it_has_no_hand(run):
    """An inline board has no hand: a card named with --board is bad input that says where to write the hand, not
    'in none of the board's zones'."""
    result = run("turn", "--board", "Island, Swamp", "Dark Ritual")
    assert result.exit_code == 2 and len(result.stderr.strip().splitlines()) == 1
    assert "an inline board (--board) has no hand" in result.stderr


def test_turn_text_a_step_done_before_casting_says_so_first(run):
    """A fetchland's search is no mana ability, so it is done before the spell is cast (CR 601.2, 701.23): the step
    says 'before casting:' first, not '…, before casting for {U}'."""
    out = run("turn", str(BOARDS / "fetch_from_hand.yaml")).output
    assert "before casting: sacrifice Polluted Delta#1, searching your library for Island" in out
    assert "before casting for" not in out


def test_turn_text_says_spirit_guides_are_exiled_from_your_hand(run):
    """Spirit Guides exiled for mana read as a player says it in the summary and each cast ('exile Elvish Spirit
    Guide from your hand'), not as the ids of --json ('Elvish Spirit Guide (hand)#1')."""
    out = run("turn", str(BOARDS / "spirit_guides_most.yaml"), "Grizzly Bears", "Llanowar Elves").output
    assert "exiled Elvish Spirit Guide ×2 from your hand ·" in out.splitlines()[0]
    assert "(tap Forest#1; exile Elvish Spirit Guide from your hand)" in out
    data = json.loads(run("turn", str(BOARDS / "spirit_guides_most.yaml"), "Grizzly Bears", "Llanowar Elves",
                          "--json").output)
    assert data["exiled"] == ["Elvish Spirit Guide (hand)#1", "Elvish Spirit Guide (hand)#2"]


def test_turn_most_with_a_plan_not_proven_exits_0_and_says_not_proven(run, tmp_path):
    """--most answers with a plan even when it casts nothing and is not proven (a fourth cost changer is left out):
    exit 0, as SPEC says for --most, and the head says 'not proven', not 'no answer' (that is the time limit's).
    Found by the brute-force property: a Plains and {B} floating cannot cast any Goblin Electromancer ({1}{R})."""
    path = tmp_path / "changers.json"
    path.write_text(json.dumps({"permanents": ["Plains"], "pool": "{B}", "hand": ["Goblin Electromancer"] * 4}))
    result = run("turn", str(path), "--most")
    assert result.exit_code == 0, result.output
    assert result.output.startswith("not proven: this plan casts none of Goblin Electromancer"), result.output
    data = json.loads(run("turn", str(path), "--most", "--json").output)
    assert data["possible"] is False and data["proven"] is False and data["cast"] == []


def test_turn_most_without_cards_counts_spirit_guides_as_mana_and_is_proven(run):
    """CR 605.1a: a Spirit Guide's mana ability is activated from the hand. `turn --most` over the whole hand casts
    Grizzly Bears and Llanowar Elves with both Guides exiled, exit 0, proven: the Guides are not candidates."""
    result = run("turn", str(BOARDS / "spirit_guides_most.yaml"), "--most", "--json")
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert data["possible"] is True and data["proven"] is True
    assert data["candidates"] == ["Grizzly Bears", "Llanowar Elves"] and data["cast"] == data["candidates"]
    text = run("turn", str(BOARDS / "spirit_guides_most.yaml"), "--most").output
    assert text.startswith("turn: possible") and "not proven" not in text


def test_most_solves_the_spells_cast_before_how_to_pay_for_them(run):
    """Skirk Prospector sacrificing Goblins cast this turn (a realistic Krenko board): the spells cast are solved on
    their own first, then how to pay. One weighted objective over all the levels needed more than a unit of CP-SAT's
    deterministic work to prove (42,741 branches); now each solve is proven within a fifth of one (counted without a
    clock, the same on every machine)."""
    with metered(per_solve=0.2):
        data = json.loads(run("turn", str(BOARDS / "skirk_prospector_goblins.yaml"), "--most", "--json",
                              "--time-limit", NO_TIME_LIMIT).output)
    assert data["proven"] and data["most"]
    assert sorted(data["cast"]) == ["Beetleback Chief", "Goblin Rabblemaster", "Goblin Sharpshooter", "Vandalblast"]
    # the lands and the sacrifices pay {1}{R} ×2, {1}{R}{R} and {R}: Beetleback Chief's two Goblin tokens go before a
    # third Goblin of yours would (a token weighs less, CR 603.2: they exist once the Chief entered)
    assert sorted(data["sacrificed"]) == ["Goblin Sharpshooter#1", "Goblin Sledder#1", "Goblin token (Beetleback "
                                          "Chief)#1", "Goblin token (Beetleback Chief)#2", "Skirk Prospector#1"]


def test_a_plan_with_every_card_and_no_helper_is_solved_without_the_helpers(run):
    """Goblin Matron may find Goblin Warchief (a helper with effects, modelled with a version per layer) on a realistic
    Krenko board, and every card of the hand can be cast without any helper: the candidates alone are solved first,
    and as their plan casts them all, no plan casting a helper can be better (the fewest helpers come first after the
    cards cast: turn_levels). That smaller model is proven within a twentieth of a unit of CP-SAT's deterministic
    work per solve, four solves; the whole model needed 0.2 and eight (counted without a clock)."""
    with metered(per_solve=0.05) as meter:
        data = json.loads(run("turn", str(BOARDS / "krenko_matron_settled.yaml"), "--most", "--json",
                              "--time-limit", NO_TIME_LIMIT).output)
    assert data["possible"] and data["proven"] and meter.solves <= 4
    assert sorted(data["cast"]) == ["Beetleback Chief", "Goblin Matron", "Goblin Sharpshooter", "Vandalblast"]
    assert not any(s.get("helper") for s in data["steps"])


def test_nothing_to_cast_is_proven_whatever_the_payments_leave_out(run, tmp_path):
    """A hand with no spell and no cost to keep: nothing is paid, so what the payments leave out (Goblin Warchief's
    effects in force, which a plan never sacrifices to Skirk Prospector) cannot change the answer: proven, nothing
    left out (it said "not proven")."""
    board = tmp_path / "warchief.yaml"
    board.write_text("permanents: [Goblin Warchief, Skirk Prospector, Mountain]\nhand: [Mountain]\n")
    data = json.loads(run("turn", str(board), "--most", "--json").output)
    assert data["possible"] and data["proven"] and data["cast"] == [] and data["left_out"] == []


def test_a_card_a_tutor_found_says_so(run):
    """Demonic Tutor's Dark Ritual, cast after the Tutor resolved (CR 608.2, 701.23): the step names the spell that
    put it into your hand, in `--json` (`found_by`, only on such a step) and in words."""
    board = str(BOARDS / "n_tutor_ritual.yaml")
    data = json.loads(run("turn", board, "--most", "--json").output)
    ritual = next(s for s in data["steps"] if s["card"] == "Dark Ritual")
    assert ritual["found_by"] == "Demonic Tutor" and ritual["helper"]
    assert all("found_by" not in s for s in data["steps"] if s["card"] != "Dark Ritual")
    assert "(helps; found by Demonic Tutor)" in run("turn", board, "--most").output


def test_a_tutor_says_what_to_take(run, tmp_path):
    """A tutor's step says which cards to take (CR 701.23: the player chooses): Demonic Tutor's Dark Ritual, cast after
    it, and Shared Summons' Elvish Spirit Guide, never cast but exiled from your hand for {G} (CR 605.1a) — before,
    the plan exiled a Spirit Guide the hand never held and no step said where it came from."""
    board = str(BOARDS / "n_tutor_ritual.yaml")
    data = json.loads(run("turn", board, "--most", "--json").output)
    tutor = next(s for s in data["steps"] if s["card"] == "Demonic Tutor")
    assert tutor["takes"] == ["Dark Ritual"]
    assert all("takes" not in s for s in data["steps"] if s["card"] != "Demonic Tutor")
    summons = tmp_path / "summons.yaml"
    summons.write_text("permanents: [Forest, Forest, Forest, Forest, Forest, Forest]\n"
                       "hand: [Shared Summons, Grizzly Bears]\n"
                       "library: [Elvish Spirit Guide, Llanowar Elves, Forest]\n")
    data = json.loads(run("turn", str(summons), "--most", "--json").output)
    assert data["possible"] and data["proven"] and data["exiled"] == ["Elvish Spirit Guide (hand)#1"]
    assert next(s for s in data["steps"] if s["card"] == "Shared Summons")["takes"] == ["Elvish Spirit Guide"]
    text = run("turn", str(summons), "--most").output
    assert "cast Shared Summons {3}{G}{G} (tap Forest#1, Forest#2, Forest#3, Forest#4, Forest#5) → take Elvish Spirit " \
           "Guide into your hand" in text


def test_turn_says_a_landfall_trigger_as_a_trigger_not_an_activation(run):
    """Lotus Cobra's mana is a trigger's (CR 603.2), not an ability activated: the plan says "Lotus Cobra#1 triggers on
    Mountain#1 entering, adding …" and the cast's summary "Lotus Cobra#1's landfall", never "activate Lotus Cobra#1
    (landfall: …)"; the JSON keeps its id."""
    result = run("turn", str(BOARDS / "cobra_landfall_words.yaml"), "--most")
    assert result.exit_code == 0
    assert "Lotus Cobra#1 triggers on Mountain#1 entering, adding {" in result.output
    assert "Lotus Cobra#1's landfall" in result.output
    assert "activate Lotus Cobra" not in result.output and "(landfall:" not in result.output
    data = json.loads(run("turn", str(BOARDS / "cobra_landfall_words.yaml"), "--most", "--json").output)
    assert any(p["permanent"] == "Lotus Cobra#1 (landfall: Mountain#1)" for s in data["steps"] for p in s.get("plan", []))
