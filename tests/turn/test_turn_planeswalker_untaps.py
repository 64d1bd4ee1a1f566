"""A planeswalker of yours already on the battlefield whose loyalty ability untaps a permanent (Kiora, Behemoth
Beckoner's "−1: Untap target permanent."): activated once a turn, any time you could cast a sorcery (CR 606.3), its
cost paid in loyalty (CR 606.4); the permanent untapped may be tapped for mana again (CR 106.12). ``turn`` used to
name it under "not read" and call "at most 1 of the 2" proven where both could be cast. Over several turns its
loyalty counters carry over, and at none it is put into the graveyard (CR 704.5i)."""

from __future__ import annotations

import json

from manaplan.models.board_files import board_from_data
from manaplan.solver.turn import solve_turn, solve_turns


def _kiora(loyalty: int | None = 7) -> dict:
    return {"card": "Kiora, Behemoth Beckoner", **({"counters": {"loyalty": loyalty}} if loyalty else {})}


def test_cr_606_3_kiora_there_untaps_a_forest_for_a_second_spell():
    """Two Forests and Kiora (loyalty 7): Grizzly Bears ({1}{G}) and Llanowar Elves ({G}) need three mana; Kiora's
    −1 untaps a Forest, tapped again — both cast, proven, the untap a step of the plan."""
    board = {"land_played": True, "permanents": ["Forest", "Forest", _kiora()],
             "hand": ["Grizzly Bears", "Llanowar Elves"]}
    plan = solve_turn(board_from_data(board), most=True)
    assert plan.possible and plan.proven and sorted(plan.cast) == ["Grizzly Bears", "Llanowar Elves"], plan.notes
    untaps = [(p.permanent, p.untaps) for s in plan.steps for p in s.plan if p.untaps is not None]
    assert len(untaps) == 1 and untaps[0][0] == "Kiora, Behemoth Beckoner#1 (untaps)"
    assert untaps[0][1].startswith("Forest#")


def test_cr_606_3_without_kiora_one_of_the_two():
    """The same board without Kiora: two mana, one of the two spells — the untap above is what casts both."""
    board = {"land_played": True, "permanents": ["Forest", "Forest"], "hand": ["Grizzly Bears", "Llanowar Elves"]}
    plan = solve_turn(board_from_data(board), most=True)
    assert plan.proven and len(plan.cast) == 1


def test_the_untap_modelled_is_no_longer_named_not_read(run, tmp_path):
    """``turn`` reads Kiora's untap: its JSON's ``not_read`` no longer lists it; ``produce``, which does not model
    it, still does, and the text says who untaps what."""
    path = tmp_path / "kiora.yaml"
    path.write_text("land_played: true\npermanents:\n- Forest\n- Forest\n- card: Kiora, Behemoth Beckoner\n"
                    "  counters: {loyalty: 7}\nhand: [Grizzly Bears, Llanowar Elves]\n")
    data = json.loads(run("turn", str(path), "--most", "--json").output)
    assert data["proven"] and not any(i["card"] == "Kiora, Behemoth Beckoner" for i in data.get("not_read", []))
    assert "Kiora, Behemoth Beckoner#1: untap Forest#" in run("turn", str(path), "--most").output
    produced = json.loads(run("produce", str(path), "--json").output)
    assert any(i["card"] == "Kiora, Behemoth Beckoner" for i in produced["not_read"])


def test_an_activation_the_board_may_stop_is_not_counted_on():
    """An opponent's Pithing Needle ("Activated abilities of sources with the chosen name can't be activated unless
    they're mana abilities", CR 602.5) may name Kiora: her untap is not counted on, and one spell is cast."""
    board = {"land_played": True, "hand": ["Grizzly Bears", "Llanowar Elves"],
             "permanents": ["Forest", "Forest", _kiora(), {"card": "Pithing Needle", "controller": "opponent"}]}
    plan = solve_turn(board_from_data(board), most=True)
    assert len(plan.cast) == 1


def test_cr_704_5i_loyalty_carries_over_and_kiora_at_none_is_gone():
    """One Forest, Kiora and a Grizzly Bears each turn (one in hand, one drawn), no land to play: each Bears needs
    Kiora's untap. With loyalty 2 both are cast, on turns 1 and 2; with loyalty 1 Kiora is put into the graveyard
    after turn 1's −1 (CR 704.5i), and the second Bears is not castable by turn 3."""
    def earliest(loyalty):
        board = {"land_played": True, "permanents": ["Forest", _kiora(loyalty)], "hand": ["Grizzly Bears"],
                 "draws": ["Grizzly Bears", "Opt"]}
        plan = solve_turns(board_from_data(board), None, turns=3, time_limit=float("inf"))
        return sorted(t for _, t in plan.earliest if t is not None), plan

    twice, plan = earliest(2)
    assert twice == [1, 2], plan
    once, plan = earliest(1)
    assert once == [1], plan


def test_beside_a_land_that_may_enter_the_untap_of_it_is_not_looked_for_and_said():
    """Cultivate may put a land onto the battlefield during the turn, tapped (CR 701.23): a plan in which Kiora
    untaps it is not looked for, and the answer names Kiora and is not proven (it used to stop with an internal
    error: the planeswalker is no card of the hand)."""
    board = {"land_played": True, "permanents": ["Forest", "Forest", "Forest", _kiora()],
             "hand": ["Cultivate", "Llanowar Elves"], "library": ["Forest", "Forest", "Island"]}
    plan = solve_turn(board_from_data(board), most=True)
    assert not plan.proven
    assert any(n.startswith("not proven: Kiora, Behemoth Beckoner#1") for n in plan.notes), plan.notes


def test_a_turn_too_hard_with_the_untap_is_solved_without_it_and_says_so(monkeypatch):
    """Where a solve with the planeswalker's untap is cut short by its bound of work (none here), the turn is solved
    without it: a plan, not proven, the reason said."""
    from manaplan.solver.turn import solve as turn_solve

    monkeypatch.setattr(turn_solve, "_WALKERS_WORK", 0.0)
    board = {"land_played": True, "permanents": ["Forest", "Forest", _kiora()],
             "hand": ["Grizzly Bears", "Llanowar Elves"]}
    plan = solve_turn(board_from_data(board), most=True)
    assert plan.possible is False and len(plan.cast) == 1 and not plan.proven
    assert any("made the turn too hard to solve within its bound of work" in n for n in plan.notes), plan.notes


def test_a_planeswalker_left_out_may_still_untap_the_land_cavalier_puts(monkeypatch):
    """Where the turn is solved without Kiora's untap (too hard within its bound: none here), Kiora may still untap
    the land Cavalier of Thorns puts: Cavalier's land stays named and the answer is not proven (the relaxation that
    lets Cavalier choose its land counts on only the untaps the turn models)."""
    from manaplan.solver.turn import solve as turn_solve

    monkeypatch.setattr(turn_solve, "_WALKERS_WORK", 0.0)
    board = {"land_played": True, "permanents": ["Forest"] * 5 + [_kiora()],
             "hand": ["Cavalier of Thorns", "Grizzly Bears"], "library": ["Forest"] * 10}
    plan = solve_turn(board_from_data(board), most=True)
    assert not plan.proven
    assert any(n.startswith("not proven: Cavalier of Thorns may put a land") for n in plan.notes), plan.notes


def test_cr_613_1d_a_planeswalker_made_a_treasure_has_no_loyalty_ability_to_untap_with():
    """Minimus Containment on Kiora: she is a Treasure artifact with "{T}, Sacrifice this artifact: Add one mana of
    any color." and loses every other ability (CR 613.1d, 613.1f). Her "−1: Untap target permanent." is gone, so the
    third mana for Grizzly Bears and Llanowar Elves is the Treasure's, sacrificed — not an untapped Forest (the turn
    read her printed text, and cast both sacrificing nothing)."""
    board = {"land_played": True, "permanents": ["Forest", "Forest", _kiora(3), {
        "card": "Minimus Containment", "attached_to": "Kiora, Behemoth Beckoner#1"}],
        "hand": ["Grizzly Bears", "Llanowar Elves"]}
    plan = solve_turn(board_from_data(board), most=True)
    assert set(plan.cast) == {"Grizzly Bears", "Llanowar Elves"} and plan.proven
    assert plan.sacrificed == ("Kiora, Behemoth Beckoner#1",)
    assert not any(p.untaps for s in plan.steps for p in s.plan)


def test_a_time_limit_passed_before_the_effective_board_leaves_the_planeswalker_named():
    """After the time limit (the turn cut short), what the answer lists as not read is still worked out: Kiora's
    untap needs the effective board, which the passed deadline refuses — she is then not modelled and stays named,
    not an internal error (a 10,000-permanent board with a 1 s limit stopped with exit 3)."""
    from manaplan.solver.analysis import analysed
    from manaplan.solver.deadline import Deadline, within
    from manaplan.solver.turn.untap_spells import read_by_turn

    board = board_from_data({"permanents": ["Forest", _kiora()]})
    net = analysed(board).net()
    with within(Deadline.start(0.0)):  # a new analysis: its effective board not worked out yet
        assert [i.permanent for i in read_by_turn(analysed(board), net)] == ["Kiora, Behemoth Beckoner#1"]
    assert read_by_turn(analysed(board), net) == ()
