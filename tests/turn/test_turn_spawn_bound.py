"""Pawn of Ulamog's Eldrazi Spawns where only spells the turn casts may kill: the turn relaxed with each Spawn a
free {C} after such a spell's cast, charged one token sacrificed (:mod:`manaplan.solver.turn.token_bound`). No
better than the plan found, the plan is proven; better and a real plan (a spell that destroys one target, aimed at a
nontoken creature of yours), it is the answer; otherwise the Spawn stays named."""

from __future__ import annotations

import yaml

from manaplan.models.board_files import board_from_data
from manaplan.solver.analysis import analysed
from manaplan.solver.turn import solve_turn
from manaplan.solver.turn.cards import read_copies
from manaplan.solver.turn.token_bound import spawn_relaxation

#: A Korvold board (realistic.py's edh_korvold_aristocrats, game 1, turn 6), the land play used: Beast Within and
#: Toxic Deluge in hand, three lands untapped.
BOARD = {"land_played": True, "permanents": [
    {"card": "Blood Crypt", "tapped": True}, {"card": "Forest", "tapped": True}, "Reassembling Skeleton",
    {"card": "Savage Lands", "tapped": True}, "Karplusan Forest", "Mountain", "Korvold, Fae-Cursed King",
    {"card": "Urborg, Tomb of Yawgmoth", "sick": True}, {"card": "Pawn of Ulamog", "sick": True}],
    "hand": ["Beast Within", "Toxic Deluge"]}


def _turn(data: dict):
    return solve_turn(board_from_data(data), most=True, time_limit=float("inf"))


def _relaxation(data: dict):
    b = board_from_data(data)
    a = analysed(b)
    return spawn_relaxation(a, read_copies(a, [("hand", c) for c in b.hand]), False)


def test_cr_603_2_spawns_made_after_a_spell_resolves_cannot_pay_for_the_first_spell():
    """Three lands: Beast Within ({2}{G}) or Toxic Deluge ({2}{B}) takes them all, and a Spawn exists only once one
    of them resolved (CR 603.2, 603.3): its {C} pays neither's coloured mana. At most 1 of the 2, proven (it was
    not proven: the Spawn was named)."""
    plan = _turn(BOARD)
    assert plan.proven and len(plan.cast) == 1, plan.notes
    assert not any("mana token" in n for n in plan.notes)


def test_cr_701_8a_beast_within_on_your_own_creature_makes_the_spawn_that_casts_toxic_deluge():
    """With Talisman of Resilience and Savage Lands untapped too, Beast Within destroys Reassembling Skeleton (CR
    701.8a, 700.4): Pawn of Ulamog's trigger makes an Eldrazi Spawn, whose {C} with the Talisman's and Urborg's
    pays Toxic Deluge. Both cast, proven (the turn cast Beast Within alone, not proven)."""
    data = {**BOARD, "land_played": False, "permanents": [
        "Savage Lands" if p == {"card": "Savage Lands", "tapped": True} else p for p in BOARD["permanents"]]
        + [{"card": "Talisman of Resilience", "sick": True}]}
    data["permanents"] = [p for p in data["permanents"] if p != {"card": "Karplusan Forest"}]
    plan = _turn(data)
    assert plan.possible and plan.proven, plan.notes
    assert plan.cast == ("Beast Within", "Toxic Deluge")
    assert "Eldrazi Spawn#1" in plan.sacrificed
    assert any(n.startswith("Beast Within targets your Reassembling Skeleton#1") for n in plan.notes), plan.notes


def test_the_spawns_stay_named_where_the_spell_that_kills_may_kill_more_than_the_turn_reads():
    """Toxic Deluge with X = 2 (2 life) kills Pawn of Ulamog and Grizzly Bears: two Spawns pay Mind Stone. The
    relaxed turn casts both, but the turn counts X = 0 and reads no such plan: not proven, the Spawn named."""
    plan = _turn({"land_played": True, "permanents": ["Swamp"] * 3 + ["Pawn of Ulamog", "Grizzly Bears"],
                  "hand": ["Toxic Deluge", "Mind Stone"]})
    assert not plan.proven and any("Eldrazi Spawn: not counted" in n for n in plan.notes)


def test_cr_702_12b_an_indestructible_creature_is_no_victim_and_the_spawn_stays_named():
    """Beside Pawn of Ulamog only Darksteel Myr (indestructible: destroy does not kill it, CR 702.12b) and Pawn
    itself: the relaxed plan's Spawn is not surely real here, so the Spawn stays named, not proven."""
    data = {"permanents": ["Savage Lands", "Mountain", "Urborg, Tomb of Yawgmoth", "Talisman of Resilience",
                          "Swamp", "Pawn of Ulamog", "Darksteel Myr"], "hand": ["Beast Within", "Toxic Deluge"]}
    plan = _turn(data)
    assert not plan.proven and any("Eldrazi Spawn: not counted" in n for n in plan.notes), plan.notes


def test_no_relaxation_where_more_tokens_or_a_count_of_creatures_would_be_left_out():
    """Doubling Season makes two Spawns per trigger (CR 614.1a) and Gaea's Cradle adds {G} per creature: the
    relaxation's one {C} per Spawn would under-count, so there is none (the Spawn stays named); a plain board has
    one, a Spawn per trigger source after each spell that may kill."""
    base = {"permanents": ["Swamp", "Pawn of Ulamog", "Grizzly Bears"], "hand": ["Damnation", "Beast Within"]}
    plain = _relaxation(base)
    assert plain is not None and [key for key, _ in plain.after].count("Beast Within (hand)#1") == 1
    assert [key for key, _ in plain.after].count("Damnation (hand)#1") == 2  # Pawn and the Bears
    # Toxic Deluge's -X/-X with X = 0 (the turn pays no life for X, CR 601.2b) kills nothing: no Spawn after it
    deluge = _relaxation({**base, "hand": ["Toxic Deluge", "Beast Within"]})
    assert deluge is not None and [key for key, _ in deluge.after] == ["Beast Within (hand)#1"]
    for extra in ("Doubling Season", "Gaea's Cradle"):
        assert _relaxation({**base, "permanents": [*base["permanents"], extra]}) is None, extra


def test_no_relaxation_where_a_permanent_of_yours_may_kill():
    """Ashnod's Altar sacrifices a creature at any time (a cost, CR 701.21a): a Spawn may come before any spell, so
    the relaxation after a spell's cast is no bound, and there is none."""
    assert _relaxation({"permanents": ["Swamp", "Pawn of Ulamog", "Grizzly Bears", "Ashnod's Altar"],
                        "hand": ["Toxic Deluge", "Beast Within"]}) is None


def test_cli_says_the_spawn_sacrificed_and_the_creature_destroyed(run, tmp_path):
    """``manaplan turn --most`` on the board of turn 7 (realistic.py's edh_korvold_aristocrats, game 1): Beast Within
    then Toxic Deluge, the Spawn sacrificed for {C} as a step and in the summary, the creature it needs named."""
    board = tmp_path / "korvold.yaml"
    board.write_text(yaml.safe_dump({"life": 35, "permanents": [
        {"card": "Blood Crypt", "tapped": True}, {"card": "Forest", "tapped": True}, "Reassembling Skeleton",
        "Savage Lands", "Karplusan Forest", "Bastion of Remembrance", "Mountain", "Korvold, Fae-Cursed King",
        "Urborg, Tomb of Yawgmoth", "Pawn of Ulamog", {"card": "Talisman of Resilience", "sick": True}],
        "hand": ["Beast Within", "Toxic Deluge"]}))
    result = run("turn", str(board), "--most")
    assert result.exit_code == 0, result.output
    assert "turn: possible · cast Beast Within, Toxic Deluge" in result.output
    assert "sacrificed Eldrazi Spawn#1" in result.output
    assert "sacrifice Eldrazi Spawn#1 for {C} → pays Toxic Deluge's {1}" in result.output
    assert "Beast Within targets your Reassembling Skeleton#1" in result.output
    assert "not proven" not in result.output


def test_a_spell_whose_only_death_is_its_sacrifice_kills_one():
    """Village Rites ("As an additional cost to cast this spell, sacrifice a creature. You draw two cards.") kills the
    one creature it sacrifices (CR 601.2b, 701.21a): one Spawn after it per trigger source, not one per creature."""
    r = _relaxation({"permanents": ["Swamp", "Pawn of Ulamog", "Grizzly Bears", "Llanowar Elves"],
                     "hand": ["Village Rites"]})
    assert r is not None and [key for key, _ in r.after] == ["Village Rites (hand)#1"]


def test_village_rites_sacrificing_a_nontoken_creature_pays_with_its_spawn():
    """Two Swamps, Pawn of Ulamog, Grizzly Bears and a Human Soldier token; Village Rites and Night's Whisper in
    hand. Village Rites sacrifices the Bears (a nontoken creature: Pawn's trigger makes a Spawn, CR 603.10a), whose
    {C} and the second Swamp pay Night's Whisper: both cast, the Spawn said. The Spawns' relaxation alone does not
    hold apart a plan that sacrifices the token (no Spawn, CR 111.1); solved once with Village Rites' Spawn gone and
    once with its sacrifice a nontoken creature, neither does better: proven."""
    plan = solve_turn(board_from_data({"land_played": True, "permanents": [
        "Swamp", "Swamp", "Pawn of Ulamog", "Grizzly Bears",
        {"name": "Human Soldier", "type": "Token Creature — Human Soldier", "text": "", "token": True, "power": 1,
         "toughness": 1}], "hand": ["Village Rites", "Night's Whisper"], "library": ["Forest"]}), most=True)
    assert plan.possible and "Grizzly Bears#1" in plan.sacrificed and "Eldrazi Spawn#1" in plan.sacrificed
    assert any(n.startswith("Village Rites sacrifices your Grizzly Bears#1") for n in plan.notes)
    assert plan.proven and not plan.left_out


def test_cr_111_1_a_token_sacrificed_to_village_rites_makes_no_spawn_so_two_nontokens_go():
    """Three lands, Reassembling Skeleton, Pawn of Ulamog and a Human Soldier token; Deadly Dispute, Village Rites
    and Beast Within in hand ({1}{B} + {B} + {2}{G}: six mana). The lands and Dispute's Treasure make four; the two
    more are the Spawns of two nontoken deaths before Beast Within (Pawn of Ulamog: "another nontoken creature", CR
    111.1, 603.10a). The whole relaxation's best sacrifices the token to Village Rites and keeps its Spawn — no real
    plan; each spell's two cases (its Spawn gone, or its sacrifice a nontoken creature) are solved, none better than
    the plan found: the Skeleton and Pawn of Ulamog go, proven (it was not)."""
    plan = _turn({"land_played": True, "permanents": [
        "Swamp", "Mountain", "Forest", "Reassembling Skeleton", "Pawn of Ulamog",
        {"name": "Human Soldier", "type": "Token Creature — Human Soldier", "text": "", "token": True, "power": 1,
         "toughness": 1}], "hand": ["Village Rites", "Deadly Dispute", "Beast Within"]})
    assert plan.possible and plan.proven and not plan.left_out, plan.notes
    assert {"Reassembling Skeleton#1", "Pawn of Ulamog#1"} <= set(plan.sacrificed)
    assert "Human Soldier#1" not in plan.sacrificed
