"""A ritual's threshold in a turn: Cabal Ritual — "Add {B}{B}{B}. Threshold — Add {B}{B}{B}{B}{B} instead if seven
or more cards are in your graveyard." Threshold is an ability word (CR 207.2c): the condition is read as the spell
resolves (CR 608.2h). An instant or sorcery cast before it is in your graveyard once it resolved (CR 608.2n), and a
permanent sacrificed for its mana is put there at once (CR 701.21a), so a turn may reach the threshold it did not
have as it began. Counted only from the graveyard as given, ``turn`` called a plan optimal and proven that was not.
"""

from __future__ import annotations

from manaplan.models.board_files import board_from_data
from manaplan.solver.turn import solve_turn

SIX = ["Duress"] * 6


def turn(data: dict, **kwargs):
    return solve_turn(board_from_data(data), most=True, **kwargs)


def test_a_spell_resolved_first_reaches_the_threshold():
    """Six cards in the graveyard; Ponder (Island) resolves first, the seventh: Cabal Ritual (two Swamps) adds
    {B}×5, which pays Ad Nauseam's {3}{B}{B}. All three, proven (it said "at most 2 of the 3", proven)."""
    plan = turn({"land_played": True, "permanents": ["Swamp", "Swamp", "Island"],
                 "hand": ["Cabal Ritual", "Ad Nauseam", "Ponder"], "graveyard": SIX})
    assert plan.possible and plan.proven
    order = [s.card for s in plan.steps]
    assert order.index("Ponder") < order.index("Cabal Ritual") < order.index("Ad Nauseam")
    ritual = next(s for s in plan.steps if s.card == "Cabal Ritual")
    assert len(ritual.adds) == 5


def test_one_spell_is_not_two_cards():
    """Five cards: Ponder makes six as Cabal Ritual resolves, no threshold (CR 608.2h): {B}{B}{B} and the Island
    cannot pay Ad Nauseam. Two of the three, proven — and not the Ritual's threshold mana."""
    plan = turn({"land_played": True, "permanents": ["Swamp", "Swamp", "Island"],
                 "hand": ["Cabal Ritual", "Ad Nauseam", "Ponder"], "graveyard": SIX[:5]})
    assert plan.proven and not plan.possible
    assert set(plan.cast) == {"Cabal Ritual", "Ponder"}
    ritual = next(s for s in plan.steps if s.card == "Cabal Ritual")
    assert len(ritual.adds) == 3


def test_a_lotus_petal_sacrificed_to_pay_for_it_counts():
    """Six cards; Lotus Petal sacrificed to pay Cabal Ritual is in the graveyard before the Ritual resolves (CR
    701.21a, 601.2h): seven, {B}×5, and with the other Swamp Ad Nauseam is cast. Both, proven."""
    plan = turn({"land_played": True, "permanents": ["Swamp", "Swamp", "Lotus Petal"],
                 "hand": ["Cabal Ritual", "Ad Nauseam"], "graveyard": SIX})
    assert plan.possible and plan.proven
    assert "Lotus Petal#1" in plan.sacrificed


def test_what_else_fills_the_graveyard_is_named():
    """Ashnod's Altar could put Grizzly Bears into the graveyard (a sacrifice the model does not count for the
    threshold): the answer names it and is not proven."""
    plan = turn({"land_played": True, "permanents": ["Swamp", "Swamp", "Island", "Ashnod's Altar", "Grizzly Bears"],
                 "hand": ["Cabal Ritual", "Ad Nauseam"], "graveyard": SIX})
    assert not plan.proven
    assert any("threshold" in n and "Ashnod's Altar" in n for n in plan.notes)


def test_cli_says_why_the_ritual_adds_more(run, tmp_path):
    """The text answer says why Cabal Ritual adds {B}×5 here."""
    path = tmp_path / "threshold.yaml"
    path.write_text("land_played: true\npermanents: [Swamp, Swamp, Island]\n"
                    "hand: [Cabal Ritual, Ad Nauseam, Ponder]\ngraveyard: [" + ", ".join(SIX) + "]\n")
    result = run("turn", str(path), "--most")
    assert result.exit_code == 0, result.output
    assert "{B}×5" in result.output and "in your graveyard as it resolves" in result.output
    assert "not proven" not in result.output


def test_an_altar_is_named_a_replacement_is_not():
    """Kess, Dissident Mage's "would be put into your graveyard, exile it instead" keeps cards out of it (a
    replacement, CR 614.1a): not named, proven."""
    base = {"land_played": True, "permanents": ["Swamp", "Swamp", "Island", "Kess, Dissident Mage"], "graveyard": SIX}
    kess = turn({**base, "hand": ["Cabal Ritual", "Ad Nauseam", "Ponder"]})
    assert kess.proven and not any("threshold" in n for n in kess.notes)


def test_a_wheel_cannot_fill_the_graveyard_for_a_ritual_of_your_hand():
    """Wheel of Fortune discards your hand, but nothing is cast from your hand after it (CR 608.2): its discards
    can never reach the threshold of a Cabal Ritual in your hand, so they are not named (the Wheel itself, resolved,
    is one card there like any sorcery). Proven."""
    plan = turn({"land_played": True, "permanents": ["Swamp", "Swamp", "Mountain", "Mountain", "Mountain"],
                 "hand": ["Cabal Ritual", "Ad Nauseam", "Wheel of Fortune"], "graveyard": SIX})
    assert plan.proven and not any("threshold" in n for n in plan.notes)
