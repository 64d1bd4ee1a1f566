"""Rules scenarios for ``manaplan turn`` (issue 14): one small board file (tests/turn_boards/) per behaviour, the
expected answer worked out by hand (in each file's comment, with its rule) and checked twice here:

- by the independent brute force (:mod:`brute`), always — so the hand-worked answers are checked today;
- through the command line (click's runner, ``manaplan turn … --json``), once the command exists (skipped before,
  with the reason): the exit status, ``possible``, the cards cast, ``kept``, the least life, and every answer
  replayed step by step (:mod:`turn_replay`).

Rules: CR 305.2 (one land each turn), 302.6 (summoning sickness; artifacts tap at once, haste: 702.10c), 500.4 and
106.4 (mana stays in the pool until the phase ends), 601.2f (total cost: increases, then reductions), 608 (a ritual
resolves and adds its mana; a tutor's card is in your hand once it resolved, 608.2, 701.23), 903.4f (Arcane Signet without a commander).
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from manaplan_tests import load_helper


brute = load_helper("turn/brute")
turn_replay = load_helper("turn/turn_replay")

BOARDS = Path(__file__).resolve().parents[1] / "turn_boards"

#: (file, named cards, --most, --keep, possible, cards cast (a multiset; None: not checked), least life, kept)
SCENARIOS = {
    "a land played from hand": ("a_land_play.yaml", (), False, None, True, ["Counterspell"], 0, None),
    "b land already played": ("b_land_played.yaml", (), False, None, False, None, 0, None),
    "c Cultivate's land played": ("c_cultivate_counterspell.yaml", (), False, None, True,
                                  ["Cultivate", "Counterspell"], 0, None),
    "c keep UU": ("c_cultivate_counterspell.yaml", ("Cultivate",), False, "{U}{U}", True, ["Cultivate"], 0, True),
    "c land played": ("c_cultivate_counterspell_played.yaml", (), False, None, False, None, 0, None),
    "c land played keep UU": ("c_cultivate_counterspell_played.yaml", ("Cultivate",), False, "{U}{U}", True,
                              ["Cultivate"], 0, False),
    "d Sol Ring Signet four-drop": ("d_rocks.yaml", (), False, None, True,
                                    ["Sol Ring", "Azorius Signet", "Phantom Monster"], 0, None),
    "d three lands": ("d_rocks_three_lands.yaml", (), False, None, False, None, 0, None),
    "d three lands most": ("d_rocks_three_lands.yaml", (), True, None, False, ["Sol Ring", "Phantom Monster"], 0,
                           None),
    "e Dark Ritual": ("e_dark_ritual.yaml", (), False, None, True, ["Dark Ritual", "Deathgaze Cockatrice"], 0, None),
    "e Dark Ritual as a helper": ("e_dark_ritual.yaml", ("Deathgaze Cockatrice",), False, None, True,
                                  ["Dark Ritual", "Deathgaze Cockatrice"], 0, None),
    "f Elves sick": ("f_elves_sick.yaml", (), False, None, False, None, 0, None),
    "f Elves sick most": ("f_elves_sick.yaml", (), True, None, False, ["Grizzly Bears"], 0, None),
    "f Ruby haste": ("f_ruby_haste.yaml", (), False, None, True, ["Ruby, Daring Tracker", "Lightning Bolt"], 0,
                     None),
    "g Electromancer": ("g_electromancer.yaml", (), False, None, True, ["Goblin Electromancer", "Divination"], 0,
                        None),
    "h Thalia": ("h_thalia.yaml", (), False, None, False, None, 0, None),
    "h Thalia and Electromancer": ("h_thalia_electromancer.yaml", (), False, None, True, ["Counterspell"], 0, None),
    "i pool carries": ("i_pool_carries.yaml", (), False, None, True,
                       ["Dark Ritual", "Dark Ritual", "Divination", "Pitiless Gorgon"], 0, None),
    "j Cultivate tapped": ("j_cultivate_tapped.yaml", (), False, None, False, None, 0, None),
    "j Cultivate tapped most": ("j_cultivate_tapped.yaml", (), True, None, False, ["Cultivate"], 0, None),
    "j Nature's Lore untapped": ("j_natures_lore_untapped.yaml", (), False, None, True,
                                 ["Nature's Lore", "Llanowar Elves"], 0, None),
    "j Rampant Growth tapped": ("j_rampant_growth_tapped.yaml", (), False, None, False, None, 0, None),
    "j Cultivate then land play": ("j_cultivate_land_play.yaml", (), False, None, True,
                                   ["Cultivate", "Llanowar Elves"], 0, None),
    "j Cultivate finding one land": ("j_cultivate_one_land.yaml", (), False, None, False, None, 0, None),
    "j Cultivate finding one land most": ("j_cultivate_one_land.yaml", (), True, None, False, ["Cultivate"], 0,
                                          None),
    "painland least life": ("pain_least_life.yaml", (), False, None, True, ["Grizzly Bears"], 1, None),
    "k a rock pays the next spell": ("k_rock_pays_next.yaml", (), False, None, True, ["Sol Ring", "Arcane Signet"],
                                     0, None),
    "l Thalia after Counterspell": ("l_thalia_order.yaml", (), False, None, True,
                                    ["Counterspell", "Thalia, Guardian of Thraben"], 0, None),
    "n Demonic Tutor's Dark Ritual": ("n_tutor_ritual.yaml", (), False, None, True,
                                      ["Demonic Tutor", "Dark Ritual", "Deathgaze Cockatrice"], 0, None),
    "n Demonic Tutor, three Swamps": ("n_tutor_ritual_three.yaml", (), True, None, False, ["Demonic Tutor"], 0, None),
    "n Demonic Tutor's land": ("n_tutor_land.yaml", (), False, None, True, ["Demonic Tutor", "Llanowar Elves"], 0,
                               None),
    "m the land play that costs no life": ("m_land_play_least_life.yaml", (), False, None, True,
                                           ["Thalia, Guardian of Thraben"], 0, None),
    "o Goblin Warchief's haste": ("warchief_haste.yaml", (), False, None, True,
                                  ["Goblin Warchief", "Ignoble Hierarch", "Lightning Bolt"], 0, None),
    "o Goblin Warchief's reduction": ("warchief_cheaper.yaml", (), False, None, True,
                                      ["Goblin Warchief", "Goblin Piker"], 0, None),
    "o Goblin Warchief's haste for a Goblin already there": ("warchief_sick_goblin.yaml", (), False, None, True,
                                                             ["Goblin Warchief", "Lightning Bolt"], 0, None),
    "o two Mountains": ("warchief_sick_goblin_short.yaml", (), True, None, False, ["Lightning Bolt"], 0, None),
    "o a Goblin Piker too": ("warchief_sick_goblin_piker.yaml", (), False, None, True,
                             ["Goblin Warchief", "Goblin Piker", "Lightning Bolt"], 0, None),
    "o either of two Warchiefs": ("warchief_two.yaml", (), True, None, False,
                                  ["Goblin Warchief", "Ignoble Hierarch", "Lightning Bolt"], 0, None),
}


def _turn(file: str, cards: tuple[str, ...], keep: str | None):
    return brute.load_turn(BOARDS / file, cards or None, keep)


# ---------------------------------------------------------------------------------------------------- brute force
@pytest.mark.parametrize("name", SCENARIOS)
def test_the_brute_force_agrees_with_the_hand_worked_answer(name):
    file, cards, most, keep, possible, cast, life, kept = SCENARIOS[name]
    ans = brute.solve(_turn(file, cards, keep))
    assert ans.possible is possible, ans.plan
    assert ans.life_lost == life, ans.plan
    assert ans.kept is kept, ans.plan
    if cast is not None:
        wanted = Counter(_turn(file, cards, keep).wanted())
        assert ans.cast == sum((Counter(cast) & wanted).values()), ans.plan
        assert ans.mana_value == sum(brute.CARDS[c].mana_value for c in (Counter(cast) & wanted).elements())


def test_the_brute_force_orders_electromancer_first_and_reads_its_reduction():
    ans = brute.solve(_turn("g_electromancer.yaml", (), None))
    casts = [m for m in ans.plan if m.startswith("cast")]
    assert casts == ["cast Goblin Electromancer for {U}{R}", "cast Divination for {1}{U}"]


def test_the_brute_force_plays_the_land_cultivate_put_into_the_hand():
    ans = brute.solve(_turn("c_cultivate_counterspell.yaml", (), None))
    assert "play Island" in ans.plan
    assert ans.plan.index("play Island") > next(i for i, m in enumerate(ans.plan) if m.startswith("cast Cultivate"))


# ---------------------------------------------------------------------------------------------------- the command
def run_turn(run, file: str, cards=(), most=False, keep=None) -> tuple[int, dict]:
    """``manaplan turn BOARD [CARD …] [--most] [--keep COST] --json``: (exit status, JSON)."""
    args = ["turn", str(BOARDS / file), *cards, "--json"]
    if most:
        args.append("--most")
    if keep:
        args += ["--keep", keep]
    result = run(*args)
    assert result.exit_code in (0, 1), f"exit {result.exit_code}: {result.output}{result.stderr}"
    return result.exit_code, json.loads(result.stdout)


@pytest.mark.parametrize("name", SCENARIOS)
def test_manaplan_turn_answers_the_scenario(run, name):
    file, cards, most, keep, possible, cast, life, kept = SCENARIOS[name]
    status, data = run_turn(run, file, cards, most, keep)
    assert data["possible"] is possible, data
    assert status == (0 if possible or most else 1), data
    if not possible and not most:
        assert data["reason"], data
        return
    if cast is not None:
        assert Counter(data["cast"]) == Counter(cast), data
    assert data["life_lost"] == life, data
    if keep is not None:
        assert data["kept"] is kept, data
    turn_replay.replay(_turn(file, cards, keep), data)


def test_manaplan_turn_plays_the_land_before_tapping_it(run):
    _, data = run_turn(run, "a_land_play.yaml")
    plays = [s for s in data["steps"] if s["action"] == "play"]
    assert [s["card"] for s in plays] == ["Island"]
    assert data["steps"][0]["action"] == "play"


def test_manaplan_turn_casts_electromancer_first_and_divination_costs_one_less(run):
    _, data = run_turn(run, "g_electromancer.yaml")
    casts = [(s["card"], s["cost"]) for s in data["steps"] if s["action"] == "cast"]
    assert casts[0][0] == "Goblin Electromancer"
    assert casts[1][0] == "Divination" and turn_replay.same_cost(casts[1][1], "{1}{U}")


def test_manaplan_turn_casts_counterspell_before_thalia(run):
    _, data = run_turn(run, "l_thalia_order.yaml")
    casts = [(s["card"], s["cost"]) for s in data["steps"] if s["action"] == "cast"]
    assert [c for c, _ in casts] == ["Counterspell", "Thalia, Guardian of Thraben"], casts  # CR 601.2f


def test_manaplan_turn_lists_the_land_a_fetchland_finds_and_taps_under_tapped(run):  # SPEC: fetches included
    _, data = run_turn(run, "fetch_from_hand.yaml")
    assert data["tapped"] == ["Island#1", "Island#2"] and data["sacrificed"] == ["Polluted Delta#1"]
    crack = next(p for s in data["steps"] if s["action"] == "cast" for p in s["plan"] if p["action"] == "sacrifice")
    assert "searching your library for Island (it enters untapped as Island#2) and tapping it" in crack["doing"]


def test_manaplan_turn_plays_the_land_that_costs_no_life(run):
    _, data = run_turn(run, "m_land_play_least_life.yaml")
    assert [s["card"] for s in data["steps"] if s["action"] == "play"] == ["Plains"]
    assert data["life_lost"] == 0


def test_manaplan_turn_thalia_and_electromancer_cost(run):
    _, data = run_turn(run, "h_thalia_electromancer.yaml")
    (step,) = [s for s in data["steps"] if s["action"] == "cast"]
    assert turn_replay.same_cost(step["cost"], "{U}{U}")  # CR 601.2f: +{1} -{1}


@pytest.mark.parametrize("args", [("Lightning Bolt",),  # in no zone of the board
                                  ("Island",),  # a land is played, never cast: never a candidate (SPEC)
                                  ("Counterspell", "Counterspell"),  # a name twice is two copies; the hand has one
                                  ("--keep", "{Q}")])  # not a cost
def test_manaplan_turn_bad_input_is_one_line_and_exit_2(run, args):
    result = run("turn", str(BOARDS / "a_land_play.yaml"), *args, "--json")
    assert result.exit_code == 2
    assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.stderr


# ---------------------------------------------------------------------------------------------------- the replayer
def _tap(pid: str, adds: str) -> dict:
    return {"permanent": pid, "card": pid.split("#")[0], "action": "tap", "adds": adds}


def _answer(steps: list[dict], *, tapped, life=0, left="") -> dict:
    for i, s in enumerate(steps, 1):
        s["step"] = i
    return {"possible": True, "cast": [s["card"] for s in steps if s["action"] == "cast"], "steps": steps,
            "tapped": tapped, "sacrificed": [], "life_lost": life, "mana_left": left}


def test_the_replayer_follows_a_land_play_then_a_cast():
    turn = _turn("a_land_play.yaml", (), None)
    answer = _answer([{"action": "play", "card": "Island"},
                      {"action": "cast", "card": "Counterspell", "zone": "hand", "cost": "{U}{U}",
                       "plan": [_tap("Island#1", "{U}"), _tap("Island#2", "{U}")]}],
                     tapped=["Island#1", "Island#2"])
    assert turn_replay.replay(turn, answer)
    answer["steps"] = answer["steps"][::-1]  # cast first: the second Island is not there yet
    for i, s in enumerate(answer["steps"], 1):
        s["step"] = i
    with pytest.raises(turn_replay.ReplayError, match="no way to follow it"):
        turn_replay.replay(turn, answer)


def test_the_replayer_refuses_a_second_land_play():  # CR 305.2
    turn = _turn("b_land_played.yaml", (), None)
    answer = _answer([{"action": "play", "card": "Island"}], tapped=[])
    with pytest.raises(turn_replay.ReplayError, match="CR 305.2"):
        turn_replay.replay(turn, answer)


def test_the_replayer_refuses_a_summoning_sick_elf():  # CR 302.6
    turn = _turn("f_elves_sick.yaml", (), None)
    answer = _answer([{"action": "cast", "card": "Llanowar Elves", "zone": "hand", "cost": "{G}",
                       "plan": [_tap("Forest#1", "{G}")]},
                      {"action": "cast", "card": "Grizzly Bears", "zone": "hand", "cost": "{1}{G}",
                       "plan": [_tap("Llanowar Elves#1", "{G}"), _tap("Mountain#1", "{R}")]}],
                     tapped=["Forest#1", "Llanowar Elves#1", "Mountain#1"])
    with pytest.raises(turn_replay.ReplayError, match="step 2 .*Llanowar Elves#1"):
        turn_replay.replay(turn, answer)


def test_the_replayer_refuses_a_cost_without_thalia_and_a_self_funded_signet():  # CR 601.2f, 605.3b
    turn = _turn("h_thalia.yaml", (), None)
    answer = _answer([{"action": "cast", "card": "Counterspell", "zone": "hand", "cost": "{U}{U}",
                       "plan": [_tap("Island#1", "{U}"), _tap("Island#2", "{U}")]}],
                     tapped=["Island#1", "Island#2"])
    with pytest.raises(turn_replay.ReplayError, match="CR 601.2f"):
        turn_replay.replay(turn, answer)
    turn = brute.Turn(battlefield=(brute.Perm("Azorius Signet"),), hand=("Nature's Chant",), land_played=True)
    answer = _answer([{"action": "cast", "card": "Nature's Chant", "zone": "hand", "cost": "{1}{G/W}",
                       "plan": [_tap("Azorius Signet#1", "{W}{U}")]}], tapped=["Azorius Signet#1"])
    with pytest.raises(turn_replay.ReplayError, match="no way to follow it"):
        turn_replay.replay(turn, answer)


def test_the_replayer_carries_the_pool_and_checks_the_totals():  # CR 500.4
    turn = _turn("e_dark_ritual.yaml", (), None)
    steps = [{"action": "cast", "card": "Dark Ritual", "zone": "hand", "cost": "{B}",
              "plan": [_tap("Swamp#1", "{B}")]},
             {"action": "cast", "card": "Deathgaze Cockatrice", "zone": "hand", "cost": "{2}{B}{B}",
              "plan": [{"action": "pool", "adds": "{B}{B}{B}"}, _tap("Swamp#2", "{B}")]}]
    assert turn_replay.replay(turn, _answer(steps, tapped=["Swamp#1", "Swamp#2"]))
    with pytest.raises(turn_replay.ReplayError, match="life_lost"):
        turn_replay.replay(turn, _answer(steps, tapped=["Swamp#1", "Swamp#2"], life=1))
    with pytest.raises(turn_replay.ReplayError, match="mana_left"):
        turn_replay.replay(turn, _answer(steps, tapped=["Swamp#1", "Swamp#2"], left="{B}"))
    with pytest.raises(turn_replay.ReplayError, match="tapped is"):
        turn_replay.replay(turn, _answer(steps, tapped=["Swamp#1"]))


def test_the_replayer_follows_a_fetchland_cracked_for_a_land_tapped_at_once():  # CR 701.23
    turn = brute.Turn(battlefield=(brute.Perm("Polluted Delta"), brute.Perm("Island")), hand=("Counterspell",),
                      library=("Island", "Forest"), land_played=True)
    crack = {"permanent": "Polluted Delta#1", "card": "Polluted Delta", "action": "sacrifice", "adds": "{U}",
             "life": 1, "before": True,
             "doing": ["searching your library for Island (it enters untapped as Island#2) and tapping it",
                       "before casting"]}
    steps = [{"action": "cast", "card": "Counterspell", "zone": "hand", "cost": "{U}{U}",
              "plan": [_tap("Island#1", "{U}"), crack]}]
    answer = _answer(steps, tapped=["Island#1", "Island#2"], life=1)
    answer["sacrificed"] = ["Polluted Delta#1"]
    assert turn_replay.replay(turn, answer)
    answer["sacrificed"] = []
    with pytest.raises(turn_replay.ReplayError, match="sacrificed is"):
        turn_replay.replay(turn, answer)
    answer["sacrificed"], answer["tapped"] = ["Polluted Delta#1"], ["Island#1"]  # SPEC: fetches included
    with pytest.raises(turn_replay.ReplayError, match="tapped is"):
        turn_replay.replay(turn, answer)
    answer["tapped"] = ["Island#1", "Island#2"]
    crack["doing"] = ["searching your library for Island (it enters untapped) and tapping it"]  # no id: not listable
    with pytest.raises(turn_replay.ReplayError, match="id of its own"):
        turn_replay.replay(turn, answer)
    crack["doing"] = ["searching your library for Island (it enters untapped as Island#1) and tapping it"]  # taken
    with pytest.raises(turn_replay.ReplayError, match="id of its own"):
        turn_replay.replay(turn, answer)
    crack["doing"] = ["searching your library for Forest (it enters untapped as Forest#1) and tapping it"]
    answer["sacrificed"] = ["Polluted Delta#1"]
    with pytest.raises(turn_replay.ReplayError, match="no way to follow it"):  # Polluted Delta finds no Forest
        turn_replay.replay(turn, answer)
