"""Issue 11, item 1: cards that stop or allow activating abilities without mana text of their own — prohibitions
(CR 602.5), haste (CR 302.6, 702.10) and the loss of all abilities in timestamp order with grants (CR 613.1f,
613.7). Real cards from the shipped database, yours and the opponent's; each test checks the answer and that the
ability left out is named with its reason (never dropped in silence)."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from manaplan.models.board_files import parse_inline
from manaplan.models.cards.store import default_database
from manaplan.solver.analysis import Session
from manaplan.solver.cast.solve import cast_report
from manaplan.solver.effective import effective_board
from manaplan.solver.pay.solve import solve_payment
from manaplan.solver.produce.solve import produce


def _pay(board: str, cost: str):
    return solve_payment(parse_inline(board), cost)


# ---------------------------------------------------------------------------------------------------- prohibitions
@pytest.mark.parametrize("stopper", ["Null Rod", "Stony Silence", "Collector Ouphe", "Karn, the Great Creator"])
def test_an_opponents_artifact_prohibition_stops_sol_ring_a_mana_ability_included(stopper):
    """CR 602.5: "Activated abilities of artifacts can't be activated" stops mana abilities too (CR 605.1a: Sol
    Ring's is one). Karn, the Great Creator's "artifacts your opponents control" are yours when Karn is the
    opponent's."""
    payment = _pay(f"Sol Ring, Forest, {stopper} (opp)", "{2}")
    assert not payment.payable
    assert any("Sol Ring#1" in item and f"can't be activated: {stopper}#1" in item for item in payment.left_out)
    assert _pay(f"Sol Ring, Forest, {stopper} (opp)", "{1}").tapped == ("Forest#1",)


def test_karn_stops_only_the_opponents_artifacts():
    """CR 602.5 with Karn's "artifacts your opponents control": your own Karn leaves your Sol Ring alone."""
    payment = _pay("Sol Ring, Karn, the Great Creator", "{2}")
    assert payment.payable and payment.tapped == ("Sol Ring#1",)
    assert effective_board(parse_inline("Sol Ring (opp), Karn, the Great Creator")).prohibited == (
        ("Sol Ring#1", "{T}: Add {C}{C}.", "can't be activated: Karn, the Great Creator#1"),)


def test_null_rod_stops_an_artifact_land_and_a_treasure():
    """CR 602.5: a land's intrinsic or printed {T} ability is an activated ability of an artifact when the land is
    one (Seat of the Synod); a Treasure's sacrifice ability too."""
    payment = _pay("Seat of the Synod, Treasure, Island, Null Rod", "{U}{U}")
    assert not payment.payable
    left = " ".join(payment.left_out)
    assert "Seat of the Synod#1" in left and "Treasure#1" in left and "Null Rod#1" in left


@pytest.mark.parametrize("stopper, whose", [("Cursed Totem", ""), ("Linvala, Keeper of Silence", " (opp)")])
def test_creature_prohibitions_stop_llanowar_elves(stopper, whose):
    """CR 602.5: "Activated abilities of creatures (your opponents control) can't be activated"."""
    payment = _pay(f"Llanowar Elves, {stopper}{whose}", "{G}")
    assert not payment.payable
    assert any(f"can't be activated: {stopper}#1" in item for item in payment.left_out)


def test_linvala_controller_matters():
    """CR 602.5, 109.4: your own Linvala stops only your opponents' creatures."""
    assert _pay("Llanowar Elves, Linvala, Keeper of Silence", "{G}").payable
    eff = effective_board(parse_inline("Llanowar Elves, Llanowar Elves (opp), Linvala, Keeper of Silence"))
    assert [pid for pid, _, _ in eff.prohibited] == ["Llanowar Elves#2"]


def test_pithing_needle_exempts_mana_abilities_phyrexian_revoker_does_not():
    """CR 602.5, 605.1a: Pithing Needle says "unless they're mana abilities" (Birds still taps); Phyrexian Revoker
    does not (Birds can't)."""
    assert _pay("Birds of Paradise, Pithing Needle (opp, chosen=Birds of Paradise)", "{G}").payable
    payment = _pay("Birds of Paradise, Phyrexian Revoker (opp, chosen=Birds of Paradise)", "{G}")
    assert not payment.payable
    assert any("can't be activated: Phyrexian Revoker#1" in item for item in payment.left_out)


def test_pithing_needle_without_a_chosen_name_says_so():
    """CR 602.5: the name is chosen as it enters; a board without ``chosen:`` does not say which, and it is named."""
    eff = effective_board(parse_inline("Sol Ring, Pithing Needle"))
    assert any("no name chosen for Pithing Needle#1" in u.reason for _, u in eff.unsupported)


@pytest.mark.parametrize("stopper", ["Damping Matrix (opp)", "Pithing Needle (opp, chosen=Grim Monolith)"])
def test_damping_matrix_and_needle_stop_grim_monoliths_untap_loop(stopper):
    """CR 602.5, 605.1a: Grim Monolith's "{4}: Untap ~" adds no mana, so it is no mana ability: Damping Matrix and
    Pithing Needle stop it (its {T} mana ability still works). With Power Artifact it is a loop that makes
    arbitrarily much mana; not under either."""
    loop = "Grim Monolith, Power Artifact (on=Grim Monolith#1)"
    assert produce(parse_inline(loop)).unbounded
    out = produce(parse_inline(f"{loop}, {stopper}"))
    assert not out.unbounded and out.max_total == 3
    eff = effective_board(parse_inline(f"{loop}, {stopper}"))
    ((pid, text, why),) = eff.prohibited
    assert pid == "Grim Monolith#1" and "Untap" in text and why.startswith("can't be activated: ")


def test_damping_matrix_stops_magus_of_the_will(tmp_path):
    """CR 602.5: Magus of the Will's ability is not a mana ability, so Damping Matrix stops it; cast says why."""
    from manaplan.models.board_files import load_board
    from manaplan.solver.cast.solve import cast_report

    path = tmp_path / "b.yaml"
    path.write_text("permanents: [Magus of the Will, Swamp, Swamp, Swamp, Swamp, "
                    "{card: Damping Matrix, controller: opponent}]\ngraveyard: [Dark Ritual]\n")
    report = cast_report(load_board(path))
    (entry,) = report.not_castable
    assert "can't be activated: Damping Matrix#1" in entry.reason
    path.write_text("permanents: [Magus of the Will, Swamp, Swamp, Swamp, Swamp]\ngraveyard: [Dark Ritual]\n")
    assert [a.card for a in cast_report(load_board(path)).castable] == ["Dark Ritual"]


def test_overwhelming_splendor_stops_the_enchanted_players_untap_abilities_not_mana_abilities():
    """CR 602.5, 613.1f: an opponent's Overwhelming Splendor: your creatures lose all abilities (Llanowar Elves
    makes nothing) and your non-mana abilities (Grim Monolith's untap) can't be activated; Grim Monolith's mana
    ability still can."""
    eff = effective_board(parse_inline("Llanowar Elves, Grim Monolith, Overwhelming Splendor (opp)"))
    assert eff["Llanowar Elves#1"].abilities == () and eff["Llanowar Elves#1"].lost_text
    assert [a.text for a in eff["Grim Monolith#1"].abilities] == ["{T}: Add {C}{C}{C}."]
    assert eff["Grim Monolith#1"].untaps == ()
    assert _pay("Llanowar Elves, Grim Monolith, Overwhelming Splendor (opp)", "{3}").payable


def test_board_shows_why_an_ability_cant_be_activated(run):
    """CR 602.5: ``board`` names the ability and the card that stops it, in text and JSON."""
    result = run("board", "--board", "Sol Ring, Null Rod (opp)")
    assert "can't be activated: Null Rod#1: {T}: Add {C}{C}." in result.output
    data = json.loads(run("board", "--board", "Sol Ring, Null Rod (opp)", "--json").output)
    ring = next(p for p in data["permanents"] if p["id"] == "Sol Ring#1")
    assert ring["cannot_activate"] == [{"text": "{T}: Add {C}{C}.", "reason": "can't be activated: Null Rod#1"}]


# ---------------------------------------------------------------------------------------------------- haste
@pytest.mark.parametrize("board", [
    "Llanowar Elves (sick), Lightning Greaves (on=Llanowar Elves#1)",
    "Llanowar Elves (sick), Swiftfoot Boots (on=Llanowar Elves#1)",
    "Llanowar Elves (sick), Fervor",
    "Llanowar Elves (sick), Concordant Crossroads (opp)",
    "Llanowar Elves (sick), Thousand-Year Elixir",
])
def test_haste_lets_a_summoning_sick_llanowar_elves_pay(board):
    """CR 302.6, 702.10: a creature with haste (or whose abilities may be activated as though it had haste) may
    use its {T} ability the turn it came under your control."""
    payment = _pay(board, "{G}")
    assert payment.payable and payment.tapped == ("Llanowar Elves#1",)
    assert _pay("Llanowar Elves (sick)", "{G}").payable is False


def test_haste_is_on_the_effective_board_and_produce_uses_it():
    """CR 702.10: the effective board says where haste comes from; ``produce`` reads the same fact."""
    eff = effective_board(parse_inline("Llanowar Elves (sick), Fervor, Lightning Greaves"))
    assert eff.has_haste("Llanowar Elves#1") and eff["Llanowar Elves#1"].haste_from == ("Fervor#1",)
    assert not eff.has_haste("Fervor#1")
    assert produce(parse_inline("Llanowar Elves (sick), Fervor")).max_total == 1
    assert produce(parse_inline("Llanowar Elves (sick), Fervor (opp)")).max_total == 0


def test_a_creature_given_haste_uses_its_tap_ability_that_grants_a_permission():
    """CR 302.6, 702.10: Fervor's haste lets a Magus of the Will that came under your control this turn use its {T}
    ability, so you may play a land from your graveyard; the effective board's own board says the Magus has haste
    (the casting rules read their permanents from it), the board as asked about does not."""
    db = default_database()
    board = replace(parse_inline("Magus of the Will (sick), Fervor, Swamp x4"), graveyard=(db.get("Mountain"),))
    analysis = Session().analysis(board)
    magus = "Magus of the Will#1"
    assert analysis.effective.board.get(magus).has_haste and not analysis.board.get(magus).has_haste
    (mountain,) = cast_report(analysis).answers
    assert mountain.castable and mountain.via == magus
    (alone,) = cast_report(replace(board, permanents=tuple(p for p in board.permanents if p.name != "Fervor"))
                           ).answers
    assert not alone.castable and "CR 302.6" in alone.reason


def test_greaves_on_another_creature_gives_nothing():
    """CR 702.10, 301.5: Equipment gives haste only to the equipped creature."""
    board = "Llanowar Elves (sick), Grizzly Bears, Lightning Greaves (on=Grizzly Bears#1)"
    assert not _pay(board, "{G}").payable
    eff = effective_board(parse_inline(board))
    assert eff.has_haste("Grizzly Bears#1") and not eff.has_haste("Llanowar Elves#1")


def test_fervor_before_humility_is_lost_after_it_kept():
    """CR 613.7: haste Fervor grants and Humility's loss of all abilities apply in timestamp order (board order);
    Thousand-Year Elixir's "as though it had haste" is no ability of the creature, so Humility leaves it. The mana
    ability is Cryptolith Rite's, granted after Humility."""
    rite = "Cryptolith Rite"
    assert not _pay(f"Llanowar Elves (sick), Fervor, Humility, {rite}", "{G}").payable
    assert _pay(f"Llanowar Elves (sick), Humility, Fervor, {rite}", "{G}").payable
    assert _pay(f"Llanowar Elves (sick), Humility, Thousand-Year Elixir, {rite}", "{G}").payable


def test_printed_haste_lost_to_humility_makes_a_sick_creature_unable_to_tap():
    """CR 302.6, 613.1f: Goblin Guide's printed haste is gone under Humility; the mana ability Cryptolith Rite
    grants it afterwards can't be used this turn, and the reason is given."""
    eff = effective_board(parse_inline("Goblin Guide (sick), Humility, Cryptolith Rite"))
    assert eff["Goblin Guide#1"].abilities == ()
    assert eff.why_not_activated("Goblin Guide#1") == ("summoning sick: Humility#1 took its haste away",)
    assert not _pay("Goblin Guide (sick), Humility, Cryptolith Rite", "{R}").payable


# ---------------------------------------------------------------------------------------------------- removal
@pytest.mark.parametrize("board", [
    "Llanowar Elves, Humility",
    "Llanowar Elves, Dress Down (opp)",
    "Llanowar Elves, Kenrith's Transformation (on=Llanowar Elves#1)",
    "Llanowar Elves, Frogify (opp, on=Llanowar Elves#1)",
    "Llanowar Elves, Overwhelming Splendor (opp)",
])
def test_mana_creatures_lose_their_mana_abilities(board):
    """CR 613.1f: a creature that loses all abilities loses its mana ability; the board says which card took it."""
    assert not _pay(board, "{G}").payable
    eff = effective_board(parse_inline(board))
    view = eff["Llanowar Elves#1"]
    assert view.abilities == () and view.lost_text and view.lost_by


def test_overwhelming_splendor_spares_its_controllers_creatures():
    """CR 613.1f: "Creatures enchanted player controls": the Curse's controller's own creatures keep theirs."""
    assert _pay("Llanowar Elves, Overwhelming Splendor", "{G}").payable
    eff = effective_board(parse_inline("Llanowar Elves, Llanowar Elves (opp), Overwhelming Splendor"))
    assert not eff["Llanowar Elves#1"].lost_text and eff["Llanowar Elves#2"].lost_text


def test_frogify_makes_an_artifact_creature_a_creature_only():
    """CR 205.1a, 613.1d, 613.1f: "is a blue Frog creature" — Palladium Myr loses its other card types (it is no
    longer an artifact) and its mana ability."""
    eff = effective_board(parse_inline("Palladium Myr, Frogify (opp, on=Palladium Myr#1)"))
    myr = eff["Palladium Myr#1"]
    assert myr.card_types == frozenset({"Creature"}) and myr.subtypes == frozenset({"Frog"})
    assert myr.abilities == () and myr.lost_by == (("Frogify#1", "Frogify"),)


def test_a_grant_later_than_humility_is_kept_earlier_is_lost():
    """CR 613.7: Cryptolith Rite after Humility gives Llanowar Elves "{T}: Add one mana of any color"; before it,
    nothing."""
    assert _pay("Llanowar Elves, Humility, Cryptolith Rite", "{U}").payable
    assert not _pay("Llanowar Elves, Cryptolith Rite, Humility", "{U}").payable


def test_humility_removes_linvalas_prohibition():
    """CR 613.1f, 613.8: Linvala loses its ability under Humility, so it stops nothing."""
    assert _pay("Sol Ring, Llanowar Elves, Linvala, Keeper of Silence (opp), Humility (opp)", "{2}").payable
    eff = effective_board(parse_inline("Llanowar Elves, Linvala, Keeper of Silence (opp), Humility (opp)"))
    assert eff.prohibited == ()


def test_produce_lists_the_source_that_cant_be_activated():
    """CR 602.5: ``produce`` keeps Sol Ring among the sources, not available, with the reason."""
    out = produce(parse_inline("Sol Ring, Forest, Null Rod (opp)"))
    ring = next(s for s in out.sources if s.permanent == "Sol Ring#1")
    assert not ring.available and ring.why_not == "can't be activated: Null Rod#1"
    assert out.max_total == 1


def test_could_produce_ignores_whether_the_ability_can_be_activated():
    """CR 106.7 (and Exotic Orchard's ruling: it checks the effects of the mana abilities, not their costs nor
    whether they can be activated): under Null Rod, Seat of the Synod still *could produce* {U}, so Reflecting Pool
    taps for {U}, while the Seat itself can't be activated."""
    board = "Seat of the Synod, Reflecting Pool, Null Rod (opp)"
    payment = _pay(board, "{U}")
    assert payment.payable and payment.tapped == ("Reflecting Pool#1",)
    assert not _pay(board, "{U}{U}").payable


def test_arrest_stops_the_enchanted_creatures_mana_ability_faiths_fetters_does_not():
    """CR 602.5: Arrest's "its activated abilities can't be activated" stops Llanowar Elves' mana ability; Faith's
    Fetters' "… unless they're mana abilities" spares it but stops Grim Monolith's untap ability."""
    payment = _pay("Llanowar Elves, Arrest (opp, on=Llanowar Elves#1)", "{G}")
    assert not payment.payable and any("can't be activated: Arrest#1" in i for i in payment.left_out)
    assert _pay("Llanowar Elves, Faith's Fetters (opp, on=Llanowar Elves#1)", "{G}").payable
    eff = effective_board(parse_inline("Grim Monolith, Faith's Fetters (opp, on=Grim Monolith#1)"))
    assert eff["Grim Monolith#1"].untaps == () and len(eff["Grim Monolith#1"].abilities) == 1


def test_card_on_the_board_says_what_cant_be_activated_and_where_haste_comes_from(run):
    """CR 602.5, 702.10: ``card NAME --board`` shows the permanent as it is there."""
    out = run("card", "Sol Ring", "--board", "Sol Ring, Null Rod (opp)").output
    assert "can't be activated: Null Rod#1: {T}: Add {C}{C}." in out
    out = run("card", "Llanowar Elves", "--board", "Llanowar Elves (sick), Fervor").output
    assert "has haste (Fervor#1)" in out


def test_haste_given_on_the_board_under_humility_is_kept_and_named():
    """CR 613.7: the board's ``haste: true`` has no source on the board, so whether Humility removes it is not
    known; it is kept, and said."""
    eff = effective_board(parse_inline("Llanowar Elves (sick, haste), Humility, Cryptolith Rite"))
    assert eff.has_haste("Llanowar Elves#1")
    assert any(pid == "Llanowar Elves#1" and "haste" in u.text for pid, u in eff.unsupported)


def test_a_mana_ability_lost_to_humility_is_named_in_pay_and_produce():
    """CR 613.1f: Llanowar Elves' "{T}: Add {G}." is gone under an opponent's Humility; ``pay`` names it in "left
    out" and ``produce`` lists the Elves as not available, with the card that took it."""
    board = "Llanowar Elves, Forest, Humility (opp)"
    payment = _pay(board, "{G}{G}")
    assert not payment.payable
    assert any("Llanowar Elves#1" in i and "lost its abilities: Humility#1" in i for i in payment.left_out)
    elves = next(s for s in produce(parse_inline(board)).sources if s.permanent == "Llanowar Elves#1")
    assert not elves.available and elves.why_not == "lost its abilities: Humility#1"
