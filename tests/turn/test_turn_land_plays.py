"""More land plays in a turn: CR 305.2 ("A player can normally play one land during their turn; however, continuous
effects may increase this number.") and 305.2a (compare the lands a player can play this turn with those played).

Exploration and Dryad of the Ilysian Grove: "You may play an additional land on each of your turns."; Azusa, Lost but
Seeking: "You may play two additional lands on each of your turns."; Oracle of Mul Daya also: "You may play lands from
the top of your library." (rulings of 2009-10-01: the effects are cumulative, and a land played from the top of your
library counts as one of your land plays). Each on the battlefield, or cast this turn before the extra play is used;
where a play cannot be used by the model, the answer is not proven and names the card.
"""

from __future__ import annotations

import json

from manaplan.models.board_files import board_from_data
from manaplan.solver.turn import solve_turn


def turn(data: dict, *cards: str, **kwargs):
    return solve_turn(board_from_data(data), cards or None, **kwargs)


def plays(plan) -> list[tuple[str, str]]:
    return [(s.card, s.zone) for s in plan.steps if s.action == "play"]


def test_cr_305_2_exploration_on_the_battlefield_plays_two_lands():
    """Exploration, a Forest and a Mountain in hand: both are played (two land plays), and Grizzly Bears ({1}{G})
    and Lightning Bolt ({R}) are both cast from them and the Forest on the battlefield; no play is left."""
    plan = turn({"permanents": ["Exploration", "Forest"], "hand": ["Forest", "Mountain", "Grizzly Bears",
                                                                  "Lightning Bolt"]})
    assert plan.possible and plan.proven
    assert sorted(plays(plan)) == [("Forest", "hand"), ("Mountain", "hand")]
    assert plan.land_plays_left == 0


def test_cr_305_2_exploration_with_one_land_in_hand_plays_one():
    """The condition fails: one land in hand, so one land is played whatever Exploration allows; Grizzly Bears and
    Lightning Bolt need three mana, the board makes two: at most one, proven, and one land play is left."""
    plan = turn({"permanents": ["Exploration", "Forest"], "hand": ["Mountain", "Grizzly Bears", "Lightning Bolt"]},
                most=True)
    assert plan.proven and len(plan.cast) == 1 and plays(plan) == [("Mountain", "hand")]
    assert plan.land_plays_left == 1


def test_land_played_means_the_turns_land_plays_are_used_even_with_exploration():
    """``land_played: true`` says the turn's land plays are used (the board file's meaning): no land is played
    beside Exploration, and the answer says none is left."""
    plan = turn({"land_played": True, "permanents": ["Exploration", "Forest"], "hand": ["Mountain", "Lightning Bolt"]},
                most=True)
    assert plan.proven and plan.cast == () and plays(plan) == [] and plan.land_plays_left == 0


def test_cr_305_2_exploration_cast_this_turn_gives_its_play_after_it_resolves():
    """No land on the battlefield; Forest, Mountain, Exploration and Lightning Bolt in hand: play the Forest, cast
    Exploration with it, then play the Mountain (Exploration's play) and cast Lightning Bolt with it — the Mountain is
    played after the cast, as the steps say."""
    plan = turn({"hand": ["Forest", "Mountain", "Exploration", "Lightning Bolt"]})
    assert plan.possible and plan.proven
    assert [(s.action, s.card) for s in plan.steps] == [
        ("play", "Forest"), ("cast", "Exploration"), ("play", "Mountain"), ("cast", "Lightning Bolt")]
    assert plan.land_plays_left == 0


def test_cr_305_2_exploration_cast_with_one_land_in_hand_gives_nothing_to_play():
    """The condition fails: one land in hand, so Exploration's play has no land: Exploration ({G}) and Lightning Bolt
    ({R}) are not both cast from one Forest, proven."""
    plan = turn({"hand": ["Forest", "Exploration", "Lightning Bolt"]})
    assert not plan.possible and plan.proven


def test_cr_305_2_azusa_plays_three_lands():
    """Azusa, Lost but Seeking gives two additional land plays: Forest, Island and Mountain from hand and an Island on
    the battlefield pay Phantom Monster's {3}{U}; with two lands in hand it is not castable (proven)."""
    azusa = {"permanents": ["Azusa, Lost but Seeking", "Island"], "hand": ["Forest", "Island", "Mountain",
                                                                          "Phantom Monster"]}
    plan = turn(azusa)
    assert plan.possible and plan.proven and len(plays(plan)) == 3
    two = turn({**azusa, "hand": ["Forest", "Mountain", "Phantom Monster"]})
    assert not two.possible and two.proven


def test_oracle_of_mul_daya_plays_the_land_on_top_of_the_library():
    """Oracle of Mul Daya: "You may play lands from the top of your library." and one additional land play: the
    Forest from hand and the Mountain on top pay Lightning Bolt and Llanowar Elves. The condition fails with a spell on
    top: one land, one of the two."""
    data = {"permanents": ["Oracle of Mul Daya"], "hand": ["Forest", "Lightning Bolt", "Llanowar Elves"],
            "library_top": "Mountain"}
    plan = turn(data)
    assert plan.possible and plan.proven
    assert plays(plan) == [("Forest", "hand"), ("Mountain", "library_top")]
    spell_on_top = turn({**data, "library_top": "Divination"}, most=True)
    assert spell_on_top.proven and len(spell_on_top.cast) == 1


def test_dryad_of_the_ilysian_grove_on_the_battlefield_plays_two_lands():
    """Dryad of the Ilysian Grove on the battlefield: an additional land play (its lands are every basic land type
    too: the Forest taps for {R})."""
    plan = turn({"permanents": ["Dryad of the Ilysian Grove"], "hand": ["Forest", "Forest", "Lightning Bolt",
                                                                       "Llanowar Elves"]})
    assert plan.possible and plan.proven and len(plays(plan)) == 2


def test_dryad_cast_this_turn_gives_its_land_play_and_its_effect_after_it_resolved():
    """Dryad of the Ilysian Grove ("You may play an additional land on each of your turns. Lands you control are
    every basic land type in addition to their other types.") cast this turn: its effects apply once it resolved
    (CR 608.3), the mana made before it is the lands' own. Two Forests and a Forest played cast the Dryad; its play
    brings the Mountain for Lightning Bolt (CR 305.2): all, proven."""
    plan = turn({"permanents": ["Forest", "Forest"], "hand": ["Dryad of the Ilysian Grove", "Forest", "Mountain",
                                                               "Lightning Bolt"]}, most=True)
    assert plan.possible and plan.proven
    assert [s.card for s in plan.steps if s.action == "play"] == ["Forest", "Mountain"]
    assert not any(n.startswith("not proven") for n in plan.notes)


def test_cli_turn_says_the_land_plays_left_and_where_a_land_is_played_from(run, tmp_path):
    """`manaplan turn` with Oracle of Mul Daya: the text says 'play Mountain from the top of your library' and the
    land plays left; the JSON has ``land_plays_left`` and the play's zone."""
    path = tmp_path / "oracle.yaml"
    path.write_text(json.dumps({"permanents": ["Oracle of Mul Daya"], "hand": ["Forest", "Lightning Bolt"],
                                "library_top": "Mountain"}))
    result = run("turn", str(path))
    assert result.exit_code == 0, result.output
    assert "land plays left 1" in result.output.splitlines()[0]
    data = json.loads(run("turn", str(path), "--json").output)
    assert data["land_plays_left"] == 1 and data["proven"] is True
    path.write_text(json.dumps({"permanents": ["Forest"], "hand": ["Lightning Bolt"]}))
    plain = json.loads(run("turn", str(path), "--json").output)
    assert "land_plays_left" not in plain  # one land play at most: not said


def test_cr_305_2_explore_gives_its_land_play_after_it_resolves():
    """Explore ("You may play an additional land this turn. Draw a card.") gives one more land play once it
    resolved (the Wizards rulings of 2017-03-14 on Urban Evolution: the land is played after the spell fully
    resolves, with the normal timing for playing lands; such effects are cumulative, CR 305.2). Forest and Island on
    the battlefield, Explore, Forest, Island and Counterspell in hand: the Forest is played, Explore cast, then the
    Island played with its play pays Counterspell's {U}{U}, proven. The condition fails with one land in hand: the
    one play is all there is, so Counterspell is not cast with Explore."""
    plan = turn({"permanents": ["Forest", "Island"], "hand": ["Explore", "Forest", "Island", "Counterspell"]})
    assert plan.possible and plan.proven and plan.cast == ("Explore", "Counterspell")
    steps = [(s.action, s.card) for s in plan.steps]
    assert steps.index(("cast", "Explore")) < steps.index(("play", "Island")) < steps.index(("cast", "Counterspell"))
    assert not any("Explore" in n for n in plan.notes if n.startswith("not proven"))
    one = turn({"permanents": ["Forest", "Island"], "hand": ["Explore", "Forest", "Counterspell"]}, most=True)
    assert one.proven and len(one.cast) == 1


def test_cr_305_4_growth_spiral_puts_a_land_from_hand_after_the_land_play():
    """Growth Spiral ("Draw a card. You may put a land card from your hand onto the battlefield.") puts a land onto
    the battlefield as it resolves; that is not playing a land (CR 305.4), so the turn's land play is still there.
    Forest and Island, Growth Spiral, two Forests and Grizzly Bears in hand: a Forest is played, Growth Spiral cast,
    the other Forest put onto the battlefield, and Grizzly Bears ({1}{G}) cast from the two, proven, with no land
    play left and the put said. The condition fails with one Forest in hand: it is the land play, nothing is left
    for Growth Spiral, and only one of the two spells is cast."""
    plan = turn({"permanents": ["Forest", "Island"], "hand": ["Growth Spiral", "Forest", "Forest", "Grizzly Bears"]})
    assert plan.possible and plan.proven and plan.cast == ("Growth Spiral", "Grizzly Bears")
    assert plan.land_plays_left == 0
    assert any(n.startswith("Growth Spiral puts Forest onto the battlefield") for n in plan.notes)
    one = turn({"permanents": ["Forest", "Island"], "hand": ["Growth Spiral", "Forest", "Grizzly Bears"]},
               most=True)
    assert one.proven and len(one.cast) == 1
    # no land left in hand: nothing to put, proven
    none = turn({"permanents": ["Forest", "Island"], "land_played": True, "hand": ["Growth Spiral", "Lightning Bolt"]},
                most=True)
    assert none.proven


def test_cr_305_4_arboreal_grazer_puts_a_land_tapped_that_changes_nothing_so_proven():
    """Arboreal Grazer ("When Arboreal Grazer enters the battlefield, you may put a land card from your hand onto the
    battlefield tapped.") puts a land, which is no land play (CR 305.4), tapped: with nothing to untap it and nothing
    that counts it, the land makes no mana this turn, so leaving it out misses no plan: Grazer and Lightning Bolt
    are cast, proven (it was not proven before)."""
    plan = turn({"permanents": ["Forest"], "hand": ["Arboreal Grazer", "Forest", "Mountain", "Lightning Bolt"]},
                most=True)
    assert plan.proven and plan.cast == ("Arboreal Grazer", "Lightning Bolt")
    assert not any("Arboreal Grazer" in n for n in plan.notes if n.startswith("not proven"))


def test_arboreal_grazer_with_amulet_of_vigor_the_land_put_is_untapped_and_used_after_the_cast():
    """Amulet of Vigor ("Whenever a permanent enters the battlefield tapped and under your control, untap it.") on
    the battlefield untaps the land Grazer's trigger puts (CR 603.2: it triggers as the land enters tapped): with the
    turn's land play used, a Forest casts Grazer and the Mountain it puts casts Lightning Bolt, after the cast, proven,
    and the put is said. The condition fails without Amulet: the Mountain stays tapped, Bolt is not cast, proven."""
    data = {"land_played": True, "permanents": ["Forest", "Amulet of Vigor"],
            "hand": ["Arboreal Grazer", "Mountain", "Lightning Bolt"]}
    plan = turn(data, most=True)
    assert plan.possible and plan.proven and plan.cast == ("Arboreal Grazer", "Lightning Bolt")
    steps = [s.card for s in plan.steps if s.action in ("cast", "play")]
    assert steps == ["Arboreal Grazer", "Mountain", "Lightning Bolt"]
    assert any(n.startswith("Arboreal Grazer's enters trigger puts Mountain onto the battlefield") and "Amulet of Vigor"
               in n for n in plan.notes)
    assert plan.land_plays_left is None or plan.land_plays_left == 0
    without = turn({**data, "permanents": ["Forest"]}, most=True)
    assert without.proven and without.cast == ("Arboreal Grazer",)


def test_two_arboreal_grazers_each_put_a_land():
    """Two Grazers beside Amulet of Vigor: the first (the Forest) puts a Forest, untapped by Amulet, which casts the
    second; it puts the Mountain, which casts Lightning Bolt (each trigger resolves after its own Grazer, CR 603.3,
    608.3; no land play, CR 305.4). All three, proven — the lands of two casts' triggers were never combined, and
    "at most 2 of the 3" was called proven (found by the brute-force property under its deep profile)."""
    plan = turn({"land_played": True, "permanents": ["Forest", "Amulet of Vigor"],
                 "hand": ["Arboreal Grazer", "Forest", "Mountain", "Lightning Bolt", "Arboreal Grazer"]},
                "Arboreal Grazer", "Arboreal Grazer", "Lightning Bolt")
    assert plan.possible and plan.proven
    assert [s.card for s in plan.steps if s.action == "play"] == ["Forest", "Mountain"]


def test_arboreal_grazer_with_amulet_cast_this_turn_is_named_not_proven():
    """Amulet of Vigor in hand may be cast before Grazer and untap the land put: that plan is not tried (the land is
    used only where Amulet is surely there), so the answer is not proven and names the land and Grazer."""
    plan = turn({"land_played": True, "permanents": ["Forest", "Forest", "Sol Ring"],
                 "hand": ["Arboreal Grazer", "Amulet of Vigor", "Mountain", "Lightning Bolt"]}, most=True)
    assert not plan.proven
    assert any(n.startswith("not proven: Mountain, put onto the battlefield tapped by Arboreal Grazer")
               for n in plan.notes)


def test_a_put_is_moot_when_the_permanent_that_puts_can_never_be_cast():
    """The first permanent cast that puts lands is paid before any put (CR 601.2g-h: its cost is paid as it is cast,
    its trigger comes after it resolved), so where none can be cast this turn their puts change nothing: with no
    mana, two Grazers and Amulet of Vigor in hand, the answer is proven (Amulet could have untapped a land put)."""
    plan = turn({"land_played": True, "permanents": [{"card": "Forest", "tapped": True}],
                 "hand": ["Arboreal Grazer", "Arboreal Grazer", "Amulet of Vigor", "Forest"]}, most=True)
    assert plan.proven and plan.cast == ()


def test_cultivator_colossus_puts_each_land_of_the_hand_and_the_draws_are_not_counted_on():
    """Cultivator Colossus ("When Cultivator Colossus enters, you may put a land card from your hand onto the
    battlefield tapped. If you do, draw a card and repeat this process.") puts the Mountain and the Island, each
    untapped by Amulet of Vigor: Lightning Bolt and Opt are cast after it, proven. The cards drawn are not known
    (the library's order is not, SPEC) and are not counted on. Without Amulet: Colossus alone, proven."""
    data = {"land_played": True, "permanents": ["Forest"] * 7 + ["Amulet of Vigor"],
            "hand": ["Cultivator Colossus", "Mountain", "Island", "Lightning Bolt", "Opt"]}
    plan = turn(data, most=True)
    assert plan.possible and plan.proven and plan.cast == ("Cultivator Colossus", "Lightning Bolt", "Opt")
    assert sorted(s.card for s in plan.steps if s.action == "play") == ["Island", "Mountain"]
    without = turn({**data, "permanents": ["Forest"] * 7}, most=True)
    assert without.proven and without.cast == ("Cultivator Colossus",)


def test_cli_turn_says_the_land_grazer_puts(run, tmp_path):
    """`manaplan turn --most` with Grazer and Amulet: the text shows the Mountain after Grazer and says the trigger
    put it and Amulet untapped it; the JSON is proven."""
    path = tmp_path / "grazer.yaml"
    path.write_text(json.dumps({"land_played": True, "permanents": ["Forest", "Amulet of Vigor"],
                                "hand": ["Arboreal Grazer", "Mountain", "Lightning Bolt"]}))
    result = run("turn", str(path), "--most")
    assert result.exit_code == 0, result.output
    assert "Arboreal Grazer's enters trigger puts Mountain onto the battlefield from your hand" in result.output
    data = json.loads(run("turn", str(path), "--most", "--json").output)
    assert data["proven"] is True and data["cast"] == ["Arboreal Grazer", "Lightning Bolt"]


def test_cr_305_2a_crucible_of_worlds_cast_this_turn_lets_the_land_play_take_a_land_of_the_graveyard():
    """Crucible of Worlds ("You may play lands from your graveyard.") cast this turn: once it resolved (CR 608.3) the
    turn's land play may put a land of your graveyard onto the battlefield (CR 116.2a: from the zone it is in), as one
    of the turn's land plays (CR 305.2a). Two Forests and Sol Ring cast Crucible ({3}); the Forest of the graveyard,
    played after it, and Sol Ring's other mana pay Grizzly Bears ({1}{G}): both, proven, the play said to come from
    the graveyard. The condition fails with an empty graveyard: only Crucible."""
    data = {"permanents": ["Forest", "Forest", "Sol Ring"], "hand": ["Crucible of Worlds", "Grizzly Bears"],
            "graveyard": ["Forest"]}
    plan = turn(data, most=True)
    assert plan.possible and plan.proven and plan.cast == ("Crucible of Worlds", "Grizzly Bears")
    steps = [(s.action, s.card, s.zone) for s in plan.steps if s.action in ("cast", "play")]
    assert steps == [("cast", "Crucible of Worlds", "hand"), ("play", "Forest", "graveyard"),
                     ("cast", "Grizzly Bears", "hand")]
    empty = turn({**data, "graveyard": []}, most=True)
    assert empty.proven and empty.cast == ("Crucible of Worlds",)


def test_crucible_of_worlds_on_the_battlefield_plays_a_land_of_the_graveyard():
    """Crucible of Worlds on the battlefield: the land play takes the graveyard's Forest (CR 305.2a), and with the
    Forest there Grizzly Bears is cast, proven (it was left out before: no land in hand, no plan)."""
    plan = turn({"permanents": ["Crucible of Worlds", "Forest"], "hand": ["Grizzly Bears"], "graveyard": ["Forest"]})
    assert plan.possible and plan.proven and plays(plan) == [("Forest", "graveyard")]


def test_crucible_a_land_that_may_go_to_the_graveyard_this_turn_is_named():
    """A fetchland on the battlefield may be cracked and played again from the graveyard with Crucible's play (a
    land the turn does not model going there): where the plan could use it, the answer is not proven and names it.
    A land that sacrifices itself beside a land of the same name in hand (Wasteland and Wasteland) is not named: the
    hand's one, played from the start, is never worse."""
    data = {"permanents": ["Crucible of Worlds", "Polluted Delta"], "hand": ["Grizzly Bears", "Lightning Bolt"],
            "library": ["Mountain", "Swamp"]}
    plan = turn(data, most=True)
    assert not plan.proven
    assert any(n.startswith("not proven: Polluted Delta may put a land into your graveyard") for n in plan.notes)
    waste = turn({"permanents": ["Crucible of Worlds", "Wasteland", "Mountain"], "hand": ["Wasteland", "Grizzly Bears",
                                                                                    "Lightning Bolt"]}, most=True)
    assert waste.proven and len(waste.cast) == 1


def test_courser_of_kruphix_cast_this_turn_plays_the_known_top_card():
    """Courser of Kruphix ("You may play lands from the top of your library.") cast this turn: the land play takes
    the Mountain on top once Courser resolved (a land played from the top is the turn's land play, the Courser and
    Oracle of Mul Daya rulings; CR 305.2a), and Lightning Bolt is cast from it, proven. The condition fails with a
    spell on top: Courser alone, proven."""
    data = {"permanents": ["Forest", "Forest", "Forest"], "hand": ["Courser of Kruphix", "Lightning Bolt"],
            "library_top": "Mountain"}
    plan = turn(data, most=True)
    assert plan.possible and plan.proven and plays(plan) == [("Mountain", "library_top")]
    steps = [s.card for s in plan.steps if s.action in ("cast", "play")]
    assert steps == ["Courser of Kruphix", "Mountain", "Lightning Bolt"]
    spell = turn({**data, "library_top": "Opt"}, most=True)
    assert spell.proven and spell.cast == ("Courser of Kruphix",)


def test_the_top_card_not_given_is_never_played_and_the_answer_says_so():
    """``library`` lists cards in no known order (the board file's meaning): without ``library_top`` the top card is
    not known, so a land there is not counted on, and where the land play could take it (Courser cast, Oracle of Mul
    Daya on the battlefield) the answer is not proven and says why. With no land play left (``land_played``),
    Courser's permission changes nothing: proven."""
    data = {"permanents": ["Forest", "Forest", "Forest"], "hand": ["Courser of Kruphix", "Lightning Bolt"],
            "library": ["Mountain", "Opt"]}
    plan = turn(data, most=True)
    assert not plan.proven and plan.cast == ("Courser of Kruphix",)
    assert any("the top card of your library is not known" in n for n in plan.notes)
    oracle = turn({"permanents": ["Oracle of Mul Daya"], "hand": ["Lightning Bolt"]}, most=True)
    assert not oracle.proven and any("the top card of your library is not known" in n for n in oracle.notes)
    played = turn({**data, "land_played": True}, most=True)
    assert played.proven and played.cast == ("Courser of Kruphix",)


def test_cli_turn_says_a_land_is_played_from_the_graveyard(run, tmp_path):
    """`manaplan turn --most` with Crucible of Worlds cast: the text says 'play Forest from your graveyard' after
    the cast, the JSON has the play's zone and the answer is proven."""
    path = tmp_path / "crucible.yaml"
    path.write_text(json.dumps({"permanents": ["Forest", "Forest", "Sol Ring"],
                                "hand": ["Crucible of Worlds", "Grizzly Bears"], "graveyard": ["Forest"]}))
    result = run("turn", str(path), "--most")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert any("play Forest from your graveyard" in line for line in lines)
    data = json.loads(run("turn", str(path), "--most", "--json").output)
    assert data["proven"] is True and data["cast"] == ["Crucible of Worlds", "Grizzly Bears"]
    assert [s["zone"] for s in data["steps"] if s["action"] == "play"] == ["graveyard"]


def test_cultivator_colossus_would_draw_a_land_given_on_top_and_the_answer_says_so():
    """The condition of the draws: where the top card is given (``library_top``) and is a land, Colossus draws it
    after the first land it puts and could put it too; that is not tried, so the answer is not proven and names it.
    Lotus Cobra's landfall ("Whenever a land you control enters, add one mana of any color.") on a land Grazer puts
    is not counted either: not proven, named."""
    data = {"land_played": True, "permanents": ["Forest"] * 7 + ["Amulet of Vigor"],
            "hand": ["Cultivator Colossus", "Mountain", "Lightning Bolt", "Opt"], "library_top": "Island"}
    plan = turn(data, most=True)
    assert not plan.proven
    assert any("Cultivator Colossus draws Island (the top card of your library)" in n for n in plan.notes)
    cobra = turn({"land_played": True, "permanents": ["Forest", "Lotus Cobra"],
                  "hand": ["Arboreal Grazer", "Mountain", "Lightning Bolt"]}, most=True)
    assert not cobra.proven and any("Lotus Cobra#1's mana on an event" in n for n in cobra.notes)


def _models_with_plays(monkeypatch, data: dict) -> tuple[object, list]:
    """The plan, and the land plays of each model solved (None: no land played)."""
    from manaplan.solver.turn import solve as solve_module
    seen = []
    real = solve_module._solve

    def counting(tb, *args, **kwargs):
        seen.append(tuple(w.card.name for w in tb.plays.ways) if tb.plays is not None else None)
        return real(tb, *args, **kwargs)

    monkeypatch.setattr(solve_module, "_solve", counting)
    return solve_turn(board_from_data(data), most=True), seen


def test_cr_305_2_plays_a_cast_would_give_are_not_tried_when_no_mana_can_pay_for_it(monkeypatch):
    """The land is played and the only land is tapped: Dryad of the Ilysian Grove ({2}{G}) and Explore ({1}{G}) would
    each give a play for Urza's Saga, but nothing can pay for them (CR 601.2g-h), so the turn with the Saga played
    after them is the turn with no land played: it is not built nor solved, and the answer (Summoner's Pact, free)
    is the same and proven."""
    data = {"land_played": True, "permanents": [{"card": "Selesnya Sanctuary", "tapped": True}],
            "hand": ["Dryad of the Ilysian Grove", "Explore", "Summoner's Pact", "Urza's Saga"],
            "library": ["Arboreal Grazer", "Forest"]}
    plan, seen = _models_with_plays(monkeypatch, data)
    assert plan.proven and plan.cast == ("Summoner's Pact",)
    assert seen and all(s is None for s in seen), seen


def test_cr_305_2_plays_a_cast_gives_are_tried_when_it_can_be_paid_for(monkeypatch):
    """The same, with two untapped Forests: Explore can be cast, so the Saga played after it is tried."""
    data = {"land_played": True, "permanents": [{"card": "Selesnya Sanctuary", "tapped": True},
                                                {"card": "Forest", "count": 2}],
            "hand": ["Dryad of the Ilysian Grove", "Explore", "Summoner's Pact", "Urza's Saga"],
            "library": ["Arboreal Grazer", "Forest"]}
    plan, seen = _models_with_plays(monkeypatch, data)
    assert any(s is not None for s in seen), seen
