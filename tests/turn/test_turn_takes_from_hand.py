"""Chrome Mox in a turn: "Imprint — As this artifact enters, you may exile a nonartifact, nonland card from your hand.
{T}: Add one mana of any of the exiled card's colors." The exile is part of its entering (CR 614.1c, 614.12), so the
card exiled is no longer in your hand to cast; its colours are read as it is now (CR 105.2: a colourless card gives
no colour to choose, so no mana, CR 106.5); the Mox enters even when nothing is exiled. ``turn`` casts it as one
version per set of colours it may take (:mod:`manaplan.solver.turn.takes_from_hand`). Mox Diamond enters only by
discarding a land card of your hand instead (CR 614.1a), a land then not played.
"""

from __future__ import annotations

import json

from click.testing import CliRunner

from manaplan.cli.main import app
from manaplan.models.board_files import board_from_data
from manaplan.models.oracle.parser import parse_card
from manaplan.solver.analysis import analysed
from manaplan.solver.turn import solve_turn, solve_turns
from manaplan.solver.turn.cards import read_copies
from manaplan.solver.turn.takes_from_hand import imprint_choices, imprint_left_out, with_imprints

from manaplan_tests import FOE


def turn(data: dict, *cards: str, **kwargs):
    return solve_turn(board_from_data(data), cards or None, **kwargs)


def _mox_step(plan):
    return next(s for s in plan.steps if s.card == "Chrome Mox")


def test_the_mox_exiles_a_green_card_for_llanowar_elves():
    """The issue's board: an Island, and Chrome Mox, Llanowar Elves, Giant Growth, Counterspell in hand. The Mox
    exiles one green card and taps for {G}, which casts the other: 2 of the 4 cast (the Mox and a green card;
    Counterspell needs a target), proven. Before, the Mox made nothing and only it was cast, not proven."""
    plan = turn({"permanents": ["Island"], "hand": ["Chrome Mox", "Llanowar Elves", "Giant Growth", "Counterspell"]},
                most=True)
    assert plan.proven and len(plan.cast) == 2 and "Chrome Mox" in plan.cast
    exiled = _mox_step(plan).imprinted
    assert exiled in ("Llanowar Elves", "Giant Growth") and exiled not in plan.cast
    assert not plan.left_out
    # the one Chrome Mox is said as one permanent, whichever version of it the model cast
    assert _mox_step(plan).permanent == "Chrome Mox#1" and plan.tapped == ("Chrome Mox#1",)
    assert [st.permanent for s in plan.steps for st in s.plan] == ["Chrome Mox#1"]


def test_a_colourless_card_exiled_gives_no_mana():
    """An Island and Ponder, Preordain ({U} each): the Mox's {U} needs a blue card exiled. Ulamog's Crusher is
    colourless (no colour to choose, CR 106.5): not possible, proven. With Counterspell in its place the Mox exiles it
    and taps for {U}: possible."""
    crusher = turn({"permanents": ["Island"], "hand": ["Chrome Mox", "Ulamog's Crusher", "Ponder", "Preordain"]},
                   "Ponder", "Preordain")
    assert not crusher.possible and crusher.proven
    blue = turn({"permanents": ["Island"], "hand": ["Chrome Mox", "Counterspell", "Ponder", "Preordain"]},
                "Ponder", "Preordain")
    assert blue.possible and blue.proven and _mox_step(blue).imprinted == "Counterspell"
    assert imprint_choices(board_from_data({"hand": ["Ulamog's Crusher", "Sol Ring", "Forest"]}), parse_card) == ()


def test_a_card_exiled_is_not_cast():
    """No land, Chrome Mox and Giant Growth: the Mox's {G} needs Giant Growth exiled, which then cannot be cast (it
    left your hand as the Mox entered): not possible, proven."""
    plan = turn({"hand": ["Chrome Mox", "Giant Growth"]}, "Giant Growth")
    assert not plan.possible and plan.proven


def test_a_multicoloured_card_gives_either_colour():
    """Lightning Helix exiled (red and white): the Mox taps for {W} for Swords to Plowshares, or for {R} for
    Lightning Bolt — one colour of the exiled card's, as the ability says (CR 105.2b)."""
    for spell in ("Swords to Plowshares", "Lightning Bolt"):
        plan = turn({"permanents": [FOE], "hand": ["Chrome Mox", "Lightning Helix", spell]}, spell)
        assert plan.possible and plan.proven and _mox_step(plan).imprinted == "Lightning Helix"


def test_the_mox_with_an_empty_hand_is_cast_and_makes_nothing():
    """Chrome Mox alone in hand: it enters with nothing exiled (the exile is optional), makes no mana, and is cast
    ({0}), proven — nothing is left out."""
    plan = turn({"permanents": ["Island"], "hand": ["Chrome Mox"]}, most=True)
    assert plan.possible and plan.proven and plan.cast == ("Chrome Mox",)
    assert _mox_step(plan).imprinted is None and not plan.left_out


def test_the_card_exiled_is_not_discarded_too():
    """A Mountain, Lightning Axe ("As an additional cost to cast this spell, discard a card or pay {5}") and
    Lightning Bolt to cast, and Shock: the Mox exiles Shock for {R} and the Mountain pays the other {R}, but then no
    card is left to discard for the Axe (CR 701.9a): not possible, proven. With a second Shock, one is exiled and one
    discarded: possible."""
    data = {"permanents": [FOE] + ["Mountain"], "hand": ["Chrome Mox", "Lightning Axe", "Lightning Bolt", "Shock"]}
    plan = turn(data, "Lightning Axe", "Lightning Bolt")
    assert not plan.possible and plan.proven
    two = turn({**data, "hand": data["hand"] + ["Shock"]}, "Lightning Axe", "Lightning Bolt")
    assert two.possible and two.proven and _mox_step(two).imprinted == "Shock"


def test_the_plan_names_the_card_exiled_in_words_and_json(tmp_path):
    """``turn``'s text says which card the Mox exiles ("cast Chrome Mox {0}, exiling Counterspell"); ``--json``'s step
    carries it as ``imprinted`` (a field only where a card is exiled)."""
    board = tmp_path / "mox.yaml"
    board.write_text("permanents: [Island]\nhand: [Chrome Mox, Counterspell, Ponder, Preordain]\n")
    runner = CliRunner()
    text = runner.invoke(app, ["turn", str(board), "Ponder", "Preordain"])
    assert text.exit_code == 0 and "cast Chrome Mox {0}, exiling Counterspell" in text.output
    out = runner.invoke(app, ["turn", str(board), "Ponder", "Preordain", "--json"])
    steps = json.loads(out.output)["steps"]
    assert [s.get("imprinted") for s in steps if s["card"] == "Chrome Mox"] == ["Counterspell"]
    assert all("imprinted" not in s for s in steps if s["card"] != "Chrome Mox")


def test_a_card_a_spell_puts_into_your_hand_is_named_not_exiled():
    """Demonic Tutor may put Llanowar Elves into your hand, which the Mox could exile: the versions exile only cards
    of your hand as the turn begins, so that is named (not proven where it could matter)."""
    a = analysed(board_from_data({"permanents": ["Swamp", "Swamp"], "hand": ["Chrome Mox", "Demonic Tutor"],
                                  "library": ["Llanowar Elves"]}))
    copies = with_imprints(a, read_copies(a, [("hand", card) for card in a.board.hand]))
    left = imprint_left_out(copies)
    assert [key for key, _ in left] == ["Chrome Mox (hand)#1"] and "Llanowar Elves" in left[0][1]


def test_an_affinity_spell_counts_the_mox_whichever_card_it_exiles():
    """Frogmite ("Affinity for artifacts", CR 702.41a: {4} less one for each artifact you control as it is cast,
    CR 601.2f) after Ornithopter and Chrome Mox costs {2}: two Mountains, or a Mountain and the Mox (exiling Giant
    Growth or Swords to Plowshares, a card not cast). Then the other Mountain casts Lightning Bolt: 4 of the 7
    (Counterspell needs a target), proven. The Mox's versions are one cost changer (one card), not one each: with
    four sets of colours they had been too many changers to model, and the answer 3, not proven."""
    plan = turn({"permanents": ["Mountain", "Mountain"], "hand": ["Chrome Mox", "Ornithopter", "Frogmite",
                 "Lightning Bolt", "Giant Growth", "Swords to Plowshares", "Counterspell"]}, most=True)
    assert plan.proven and len(plan.cast) == 4 and {"Frogmite", "Lightning Bolt"} <= set(plan.cast)
    assert [s.cost.text for s in plan.steps if s.card == "Frogmite"] == ["{2}"]


# ---------------------------------------------------------------------------------------------------- Mox Diamond
def test_mox_diamond_discards_a_land_it_then_does_not_play():
    """Mox Diamond: "If Mox Diamond would enter the battlefield, you may discard a land card instead. If you do, put
    Mox Diamond onto the battlefield. If you don't, put it into its owner's graveyard." (CR 614.1a). An Island, and
    one Mountain in hand with Lightning Bolt and Counterspell to cast: the Mountain is either played or discarded for
    the Diamond — not both, so the Bolt's {R} and Counterspell's {U}{U} are never there together: one of them,
    Counterspell (the greater mana value: the Mountain discarded, the Diamond tapped for {U}), proven. With two
    Mountains: one played (the Bolt's {R}), one discarded (the Diamond's {U} and the Island's pay Counterspell): both,
    proven, the land discarded named."""
    one = turn({"permanents": ["Island"], "hand": ["Mox Diamond", "Lightning Bolt", "Counterspell", "Mountain"]},
               "Lightning Bolt", "Counterspell", most=True)
    assert one.proven and not one.possible and one.cast == ("Mox Diamond", "Counterspell")
    assert one.steps[0].discarded == "Mountain"
    two = turn({"permanents": ["Island"],
                "hand": ["Mox Diamond", "Lightning Bolt", "Counterspell", "Mountain", "Mountain"]},
               "Lightning Bolt", "Counterspell")
    assert two.possible and two.proven and "Mox Diamond" in two.cast
    assert [s.discarded for s in two.steps if s.card == "Mox Diamond"] == ["Mountain"]


def test_mox_diamond_is_cast_to_the_graveyard_without_a_land_to_discard():
    """No land card in hand: cast, Mox Diamond goes to the graveyard (no permanent, no mana), as before: it counts as
    cast with ``--most``, proven."""
    plan = turn({"permanents": ["Island"], "hand": ["Mox Diamond"]}, most=True)
    assert plan.possible and plan.proven and plan.steps[0].discarded is None and plan.steps[0].permanent is None


def test_turns_leave_the_card_exiled_out_of_the_hand_and_on_the_mox():
    """``turn --turns 2``: Chrome Mox exiles Giant Growth on turn 1 for Llanowar Elves' {G}; on turn 2 Giant Growth is
    gone from your hand (never cast: it had been, from the exile zone), and the Mox, with Giant Growth imprinted, taps
    for {G} again (Grizzly Bears with the Island)."""
    plan = solve_turns(board_from_data({"permanents": ["Island"], "hand": ["Chrome Mox", "Llanowar Elves",
                                                                            "Giant Growth", "Grizzly Bears"]}), turns=2)
    cast = [(t.turn, s.card, s.imprinted) for t in plan.turns for s in t.plan.steps if s.action == "cast"]
    assert [(turn, card) for turn, card, _ in cast] == [(1, "Chrome Mox"), (1, "Llanowar Elves"),
                                                         (2, "Grizzly Bears")]
    assert cast[0][2] == "Giant Growth"
    assert [st.permanent for st in plan.turns[1].plan.steps[0].plan] == ["Island#1", "Chrome Mox#1"]


def test_the_mox_exiles_nothing_when_its_mana_is_not_needed():
    """An Island, Chrome Mox, Opt and Lightning Bolt: the Island casts Opt; the Bolt's {R} would need a red card
    exiled, and the only one is the Bolt. So the Mox is cast exiling nothing: a plan exiling the Bolt for no mana
    used casts as much, but takes a card of your hand for nothing (the level after the helpers: fewest cards taken
    from hand)."""
    plan = turn({"permanents": ["Island"], "hand": ["Chrome Mox", "Opt", "Lightning Bolt"]}, most=True)
    assert plan.proven and set(plan.cast) == {"Chrome Mox", "Opt"} and _mox_step(plan).imprinted is None
    assert ("cards taken from hand", 0) in plan.objectives


def test_infernal_tutors_revealed_card_is_not_followed_beside_a_chrome_mox():
    """Infernal Tutor reveals a card of your hand and finds one of that name (CR 608.2): the model follows the card
    revealed only where nothing else takes cards from your hand. Chrome Mox may exile that card as it enters, so
    beside one Infernal Tutor's cards are named, not proven (without the Mox: modelled, proven)."""
    data = {"permanents": ["Swamp", "Swamp"], "hand": ["Infernal Tutor", "Dark Ritual", "Lightning Bolt"],
            "library": ["Dark Ritual", "Lightning Bolt"]}
    assert turn(data, most=True).proven
    mox = turn({**data, "hand": ["Chrome Mox"] + data["hand"]}, most=True)
    assert not mox.proven and any(n.startswith("not proven: Infernal Tutor may put") for n in mox.notes)
