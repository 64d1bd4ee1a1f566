"""Issue 11, item 1: costs of spells set to a minimum (Trinisphere, CR 601.2f), spells that can't be cast by name,
property or zone (Meddling Mage, Gaddock Teeg, Grafdigger's Cage, Drannith Magistrate: CR 601.3, 101.2), and
``pay --for`` paying the cost that ``cast`` pays. Real cards, yours and the opponent's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from manaplan.models.board_files import load_board
from manaplan.models.cards.store import default_database
from manaplan.models.oracle.casting import parse_permissions
from manaplan.solver.cast.solve import cast_report

BOARDS = Path(__file__).resolve().parents[1] / "cast_boards"


def _answers(path: Path) -> dict[tuple[str, str], object]:
    return {(a.card, a.zone): a for a in cast_report(load_board(path)).answers}


def _board(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "board.yaml"
    path.write_text(text)
    return path


def test_the_cards_are_read():
    """CR 601.2f, 101.2: each card's sentence is read into a value, none left unsupported."""
    db = default_database()
    (tri,) = parse_permissions(db.get("Trinisphere")).cost_changes
    assert tri.minimum == 3 and tri.while_untapped
    assert [b.chosen_name for b in parse_permissions(db.get("Meddling Mage")).bans] == [True]
    teeg = parse_permissions(db.get("Gaddock Teeg")).bans
    assert [(b.min_mana_value, b.has_x) for b in teeg] == [(4, False), (None, True)]
    (cage,) = parse_permissions(db.get("Grafdigger's Cage")).bans
    assert cage.zones == {"graveyard", "library_top"} and cage.whose == "all"
    (magistrate,) = parse_permissions(db.get("Drannith Magistrate")).bans
    assert magistrate.whose == "opponents" and "hand" not in magistrate.zones
    for name in ("Trinisphere", "Meddling Mage", "Gaddock Teeg", "Grafdigger's Cage", "Drannith Magistrate"):
        assert parse_permissions(db.get(name)).grant_unsupported == ()


def test_an_opponents_bans_and_minimum_in_cast():
    """CR 601.2f: Trinisphere raises Lightning Bolt and Goblin Guide to three mana; CR 601.3, 101.2: Meddling Mage
    (Shock), Gaddock Teeg (Wildfire: noncreature, mana value 4; Fireball: {X}) and Grafdigger's Cage (Faithless
    Looting's flashback from the graveyard) say "can't", and each answer names the card."""
    answers = _answers(BOARDS / "families_bans.yaml")
    bolt = answers["Lightning Bolt", "hand"]
    assert bolt.castable and bolt.cost == "{2}{R}" and any("Trinisphere#1" in n for n in bolt.notes)
    assert answers["Goblin Guide", "hand"].cost == "{2}{R}"
    assert answers["Shock", "hand"].reason.startswith("can't be cast: Meddling Mage#1")
    assert answers["Wildfire", "hand"].reason.startswith("can't be cast: Gaddock Teeg#1")
    assert answers["Fireball", "hand"].reason.startswith("can't be cast: Gaddock Teeg#1")
    assert answers["Faithless Looting", "graveyard"].reason.startswith("can't be cast: Grafdigger's Cage#1")


def test_a_tapped_trinisphere_changes_nothing(tmp_path):
    """CR 601.2f: "As long as Trinisphere is untapped": tapped, Lightning Bolt costs {R}; untapped, {2}{R}."""
    text = "permanents: [Mountain, Mountain, Mountain, {card: Trinisphere, tapped: %s}]\nhand: [Lightning Bolt]\n"
    assert _answers(_board(tmp_path, text % "true"))["Lightning Bolt", "hand"].cost == "{R}"
    assert _answers(_board(tmp_path, text % "false"))["Lightning Bolt", "hand"].cost == "{2}{R}"


def test_drannith_magistrate_stops_only_its_controllers_opponents(tmp_path):
    """CR 601.3, 101.2, 702.34: an opponent's Drannith Magistrate stops flashback from your graveyard; your own does
    not."""
    text = ("permanents: [Mountain, Mountain, Mountain, {card: Drannith Magistrate%s}]\n"
            "graveyard: [Faithless Looting]\n")
    theirs = _answers(_board(tmp_path, text % ", controller: opponent"))["Faithless Looting", "graveyard"]
    assert not theirs.castable and theirs.reason.startswith("can't be cast: Drannith Magistrate#1")
    assert _answers(_board(tmp_path, text % ""))["Faithless Looting", "graveyard"].castable


def test_meddling_mage_without_a_name_is_named_in_left_out(tmp_path):
    """CR 601.3, 101.2: the name is chosen as Meddling Mage enters; a board without ``chosen:`` stops nothing and
    says so."""
    report = cast_report(load_board(_board(tmp_path, "permanents: [Mountain, {card: Meddling Mage, controller: "
                                                     "opponent}]\nhand: [Shock]\n")))
    assert report.answers[0].castable
    assert any("Meddling Mage#1" in item and "no name chosen" in item for item in report.left_out)


@pytest.mark.parametrize("board, cost", [
    ("Mountain x2, Thalia, Guardian of Thraben (opp)", "{1}{R}"),
    ("Mountain x3, Trinisphere (opp)", "{2}{R}"),
    ("Mountain x2", "{R}"),
])
def test_pay_for_pays_the_cost_cast_pays(run, board, cost):
    """CR 601.2f: ``pay --for "Lightning Bolt"`` pays the cost with the board's changes, as ``cast`` does, and says
    it changed."""
    data = json.loads(run("pay", "--board", board, "--for", "Lightning Bolt", "--json").output)
    assert data["cost"] == cost and data["payable"]
    assert bool(data["cost_changes"]) == (cost != "{R}")
    text = run("pay", "--board", board, "--for", "Lightning Bolt").output
    assert ("cost changed from {R}" in text) == (cost != "{R}")


def test_board_lists_the_bans_and_the_minimum_in_force(run):
    """CR 601.3, 101.2, 601.2f: ``board`` shows what can't be cast and the minimum cost, with their sources."""
    out = run("board", str(BOARDS / "families_bans.yaml")).output
    assert "can't cast: spells with the chosen name can't be cast (Meddling Mage#1, chose Shock)" in out
    assert ("cost change: each spell that would cost less than 3 mana to cast costs 3 mana to cast (Trinisphere#1)"
            in out)
    data = json.loads(run("board", str(BOARDS / "families_bans.yaml"), "--json").output)
    assert {b["source"] for b in data["cast_bans"]} == {"Meddling Mage#1", "Gaddock Teeg#1", "Grafdigger's Cage#1"}


def test_an_opponents_name_ban_stops_your_spell_your_own_does_not(tmp_path):
    """CR 601.3, 101.2: "Your opponents can't cast spells with the chosen name." (Council of the Absolute) stops only
    its controller's opponents."""
    text = "permanents: [Mountain, {card: Council of the Absolute, chosen: Shock%s}]\nhand: [Shock]\n"
    (theirs,) = cast_report(load_board(_board(tmp_path, text % ", controller: opponent"))).answers
    assert not theirs.castable and theirs.reason.startswith("can't be cast: Council of the Absolute#1")
    (yours,) = cast_report(load_board(_board(tmp_path, text % ""))).answers
    assert yours.castable


def test_pay_for_a_spell_that_cant_be_cast_says_so(run):
    """CR 601.3, 101.2: ``pay --for Shock`` under Meddling Mage naming Shock pays {R} and says Shock can't be cast."""
    out = run("pay", "--board", "Mountain, Meddling Mage (opp, chosen=Shock)", "--for", "Shock").output
    assert "note: Shock can't be cast: Meddling Mage#1" in out
    data = json.loads(run("pay", "--board", "Mountain, Meddling Mage (opp, chosen=Shock)", "--for", "Shock",
                          "--json").output)
    assert data["cannot_cast"].startswith("can't be cast: Meddling Mage#1") and data["payable"]


# ---------------------------------------------------------------------------------------------------- chosen colour
def test_iona_naming_red_stops_red_spells_and_says_so(tmp_path):
    """Iona, Shield of Emeria: "Your opponents can't cast spells of the chosen color." (CR 601.3, 101.2). A spell is
    of each of its colours (CR 105.2, 202.2): Lightning Bolt and Izzet Charm (blue and red) are stopped, Opt is not;
    the reason names Iona and the colour."""
    text = ("permanents: [Mountain, Mountain, Island, {card: 'Iona, Shield of Emeria', controller: opponent, "
            "chosen: %s}]\nhand: [Lightning Bolt, Opt, Izzet Charm]\n")
    answers = {a.card: a for a in cast_report(load_board(_board(tmp_path, text % "red"))).answers}
    assert not answers["Lightning Bolt"].castable
    assert answers["Lightning Bolt"].reason == ("can't be cast: Iona, Shield of Emeria#1 (your opponents' spells of "
                                                "the chosen color can't be cast; chose red)")
    assert not answers["Izzet Charm"].castable
    assert answers["Opt"].castable


def test_iona_naming_blue_leaves_a_red_spell_castable(tmp_path):
    """The condition fails: Iona naming blue does not stop Lightning Bolt (red), and your own Iona stops nothing of
    yours ("Your opponents …")."""
    text = ("permanents: [Mountain, Island, {card: 'Iona, Shield of Emeria'%s, chosen: blue}]\n"
            "hand: [Lightning Bolt, Opt]\n")
    theirs = {a.card: a for a in cast_report(load_board(_board(tmp_path, text % ", controller: opponent"))).answers}
    assert theirs["Lightning Bolt"].castable and not theirs["Opt"].castable
    yours = {a.card: a for a in cast_report(load_board(_board(tmp_path, text % ""))).answers}
    assert yours["Lightning Bolt"].castable and yours["Opt"].castable


def test_iona_without_a_colour_is_named_as_what_may_stop_a_spell(tmp_path):
    """No ``chosen:``: nothing is assumed stopped, and the answer is only probable (the colour may be the spell's)."""
    report = cast_report(load_board(_board(tmp_path, "permanents: [Mountain, {card: 'Iona, Shield of Emeria', "
                                                     "controller: opponent}]\nhand: [Lightning Bolt]\n")))
    assert report.answers[0].castable
    assert any("Iona, Shield of Emeria#1" in item and "no color chosen" in item for item in report.left_out)
    assert any("no color chosen" in item for item in report.may_stop)


def test_iona_is_read():
    (ban,) = parse_permissions(default_database().get("Iona, Shield of Emeria")).bans
    assert ban.chosen_color and ban.whose == "opponents" and not ban.chosen_name


# ---------------------------------------------------------------------------------------------------- parity
def test_void_winnower_stops_even_mana_values_not_odd(tmp_path):
    """Void Winnower: "Your opponents can't cast spells with even mana values." Incinerate (mana value 2, CR 202.3)
    is stopped; Lightning Bolt (1, odd) is not; Hangarback Walker ({X}{X}: 2X, even whatever X is) is stopped."""
    text = ("permanents: [Mountain, Mountain, Mountain, Mountain, {card: Void Winnower, controller: opponent}]\n"
            "hand: [Lightning Bolt, Incinerate, Hangarback Walker]\n")
    answers = {a.card: a for a in cast_report(load_board(_board(tmp_path, text))).answers}
    assert answers["Lightning Bolt"].castable
    assert answers["Incinerate"].reason == ("can't be cast: Void Winnower#1 (your opponents' spells with even mana "
                                            "values can't be cast)")
    assert not answers["Hangarback Walker"].castable


def test_void_winnower_lets_an_x_spell_be_cast_with_an_odd_mana_value(tmp_path):
    """CR 601.3a (its example is Void Winnower and Rolling Thunder) and 202.3e: X counts as the value chosen on the
    stack, so a spell whose X can make its mana value odd may be cast. Four Mountains pay Fireball with X = 3 (mana
    value 4, stopped): ``cast`` pays X = 2 (mana value 3) and says why; Rolling Thunder, X = 1 (mana value 3)."""
    text = ("permanents: [Mountain, Mountain, Mountain, Mountain, {card: Void Winnower, controller: opponent}]\n"
            "hand: [Fireball, Rolling Thunder]\n")
    answers = {a.card: a for a in cast_report(load_board(_board(tmp_path, text))).answers}
    fireball = answers["Fireball"]
    assert fireball.castable and fireball.x == 2
    assert any("X = 2, not 3" in n and "Void Winnower#1" in n for n in fireball.notes)
    assert answers["Rolling Thunder"].castable and answers["Rolling Thunder"].x == 1


def test_void_winnower_and_an_x_spell_that_can_pay_only_x_0(tmp_path):
    """Fireball with one Mountain: X = 0 gives mana value 1 (odd), castable. Rolling Thunder with two Mountains:
    only X = 0 can be paid, mana value 2 (even): not castable, and the reason says so."""
    text = "permanents: [Mountain, Mountain, {card: Void Winnower, controller: opponent}]\nhand: [Rolling Thunder]\n"
    (thunder,) = cast_report(load_board(_board(tmp_path, text))).answers
    assert not thunder.castable and "Void Winnower#1" in thunder.reason and "X = 0" in thunder.reason
    text = "permanents: [Mountain, {card: Void Winnower, controller: opponent}]\nhand: [Fireball]\n"
    (fireball,) = cast_report(load_board(_board(tmp_path, text))).answers
    assert fireball.castable and fireball.x == 0


def test_pay_for_under_void_winnower_names_the_x_that_is_stopped(run):
    """``pay --for`` with ``--x``: the mana value with that X (CR 202.3e) decides; X = 1 gives Fireball mana value 2."""
    stopped = run("pay", "--board", "Mountain x4, Void Winnower (opp)", "--for", "Fireball", "--x", "1").output
    assert "can't be cast with X = 1: Void Winnower#1" in stopped
    fine = run("pay", "--board", "Mountain x4, Void Winnower (opp)", "--for", "Fireball", "--x", "2").output
    assert "can't be cast" not in fine


def test_void_winnower_is_read():
    (ban,) = parse_permissions(default_database().get("Void Winnower")).bans
    assert ban.parity == "even" and ban.whose == "opponents"


# ---------------------------------------------------------------------------------------------------- alternative costs
@pytest.mark.parametrize("name", ["Force of Will", "Fieldmist Borderpost", "Snuff Out", "Bringer of the Black Dawn"])
def test_an_alternative_cost_is_a_note_it_can_only_make_casting_easier(name):
    """CR 118.9: "You may pay … rather than pay this spell's mana cost." adds a way to cast the card; left out, it can
    only make an answer say "not castable" when it is (and the answer says it was not considered), never a wrong
    "castable"."""
    parsed = parse_permissions(default_database().get(name))
    assert parsed.unsupported == () and any("alternative cost is not considered" in n for n in parsed.notes)


def test_cast_says_the_alternative_cost_was_not_considered(tmp_path):
    (fow,) = _answers(_board(tmp_path, "permanents: [Island, Island]\nhand: [Force of Will]\n")).values()
    assert not fow.castable and "an alternative cost is not considered (CR 118.9)" in fow.reason
