"""``turn --turns N`` (:func:`~manaplan.solver.turn.turns.solve_turns`) on small boards of real cards, one rule each:
the land play and the draw of each turn (CR 305.2, 504.1), the untap step (CR 502.3) and what does not untap,
summoning sickness ending (CR 302.6), mana emptying between turns (CR 500.4), life carried over (CR 119.4), helpers
cast on earlier turns only where they bring a card earlier, and the notes of what is assumed."""

from __future__ import annotations

import pytest

from manaplan.models.board_files import board_from_data
from manaplan.models.errors import BoardError, UnknownCardError
from manaplan.solver.turn import solve_turns
from manaplan.solver.turn import turns as turns_module
from manaplan.solver.turn.turns import draw_order


def _turns(data: dict, *cards: str, n: int = 3):
    return solve_turns(board_from_data(data), cards or None, turns=n, time_limit=float("inf"))


def _cast_on(plan) -> dict[str, list[int]]:
    out: dict[str, list[int]] = {}
    for t in plan.turns:
        for name in t.plan.cast:
            out.setdefault(name, []).append(t.turn)
    return out


def test_a_land_drawn_on_turn_2_enables_a_two_drop():
    """CR 504.1, 305.2: turn 2 draws the Forest and plays it; Grizzly Bears {1}{G} is cast then."""
    plan = _turns({"permanents": ["Forest"], "hand": ["Grizzly Bears"], "draws": ["Forest"]}, n=2)
    assert plan.possible and plan.proven
    assert dict(plan.earliest) == {"Grizzly Bears": 2}
    second = plan.turns[1]
    assert second.drawn == "Forest"
    assert [(s.action, s.card) for s in second.plan.steps] == [("play", "Forest"), ("cast", "Grizzly Bears")]


def test_without_draws_later_draws_are_unknown_and_said():
    plan = _turns({"permanents": ["Forest"], "hand": ["Grizzly Bears"]}, n=3)
    assert not plan.possible and plan.proven
    assert dict(plan.earliest) == {"Grizzly Bears": None}
    assert any("later draws are unknown" in n for n in plan.notes)
    assert any("opponents' interaction is assumed absent" in n for n in plan.notes)
    with_draws = _turns({"permanents": ["Forest"], "hand": ["Grizzly Bears"], "draws": ["Forest"]}, n=2)
    assert not any("later draws are unknown" in n for n in with_draws.notes)


def test_a_signet_cast_on_turn_2_makes_a_four_drop_castable_on_turn_3():
    """Dimir Signet cast on turn 2 (two lands) is a source on turn 3: three lands and the Signet pay Ravenous
    Chupacabra's {2}{B}{B}; without it the fourth land comes on turn 4."""
    data = {"hand": ["Island", "Swamp", "Dimir Signet", "Ravenous Chupacabra"], "draws": ["Swamp", "Island"]}
    plan = _turns(data, "Ravenous Chupacabra", n=4)
    assert plan.possible and plan.proven
    assert dict(plan.earliest) == {"Ravenous Chupacabra": 3}
    assert _cast_on(plan) == {"Dimir Signet": [2], "Ravenous Chupacabra": [3]}
    helper = next(s for s in plan.turns[1].plan.steps if s.card == "Dimir Signet")
    assert helper.helper
    no_signet = _turns({**data, "hand": ["Island", "Swamp", "Ravenous Chupacabra"]}, "Ravenous Chupacabra", n=4)
    assert dict(no_signet.earliest) == {"Ravenous Chupacabra": 4}


def test_a_helper_is_cast_only_where_it_brings_a_card_earlier():
    """Grizzly Bears is castable on turn 1 with two lands: the Signet in hand is not cast on any turn."""
    plan = _turns({"permanents": ["Forest", "Swamp"], "hand": ["Golgari Signet", "Grizzly Bears"]}, "Grizzly Bears")
    assert dict(plan.earliest) == {"Grizzly Bears": 1}
    assert plan.cast == ("Grizzly Bears",)


def test_a_dork_cast_on_turn_1_is_sick_then_taps_on_turn_2():
    """CR 302.6: Llanowar Elves cast on turn 1 can't tap that turn, so Centaur Courser {2}{G} waits for turn 2, when
    the Elves have been under your control since the turn began."""
    data = {"permanents": ["Forest", "Forest"], "hand": ["Llanowar Elves", "Centaur Courser"]}
    assert dict(_turns(data, "Centaur Courser", n=1).earliest) == {"Centaur Courser": None}
    plan = _turns(data, "Centaur Courser", n=2)
    assert plan.proven and dict(plan.earliest) == {"Centaur Courser": 2}
    assert _cast_on(plan) == {"Llanowar Elves": [1], "Centaur Courser": [2]}
    assert "Llanowar Elves#1" in plan.turns[1].plan.tapped


def test_mana_does_not_carry_over_between_turns():
    """CR 500.4: the {R}{R} in the pool now pays nothing on turn 2; Hill Giant {3}{R} needs four mana in one turn."""
    data = {"permanents": ["Mountain"], "pool": "{R}{R}", "hand": ["Hill Giant"], "draws": ["Mountain"]}
    plan = _turns(data, n=2)
    assert plan.proven and dict(plan.earliest) == {"Hill Giant": None}
    assert dict(_turns({**data, "pool": "{R}{R}{R}"}, n=2).earliest) == {"Hill Giant": 1}


def test_permanents_untap_but_not_what_says_it_does_not():
    """CR 502.3: a tapped Sol Ring untaps on turn 2 and pays Divination there; a tapped Mana Vault "doesn't untap
    during your untap step", so it does not."""
    ring = _turns({"permanents": ["Island", {"card": "Sol Ring", "tapped": True}], "hand": ["Divination"]}, n=2)
    assert dict(ring.earliest) == {"Divination": 2}
    vault = _turns({"permanents": ["Island", {"card": "Mana Vault", "tapped": True}], "hand": ["Divination"]}, n=3)
    assert dict(vault.earliest) == {"Divination": None}


@pytest.mark.parametrize(("life", "kird_ape", "lost"), [(20, 2, 4), (3, 3, 2)])
def test_life_carries_over_a_shockland_paid_twice(life, kird_ape, lost):
    """CR 119.4, 614.1c: Breeding Pool untapped for 2 life casts Coiling Oracle {G}{U} on turn 1; Stomping Ground
    untapped for 2 more casts Kird Ape {R} on turn 2 — at 20 life. At 3 life the first payment leaves 1, the second
    can't be paid, Stomping Ground enters tapped and Kird Ape waits for turn 3."""
    data = {"life": life, "permanents": ["Forest"],
            "hand": ["Breeding Pool", "Stomping Ground", "Coiling Oracle", "Kird Ape"]}
    plan = _turns(data, "Coiling Oracle", "Kird Ape")
    assert plan.proven and plan.possible
    assert dict(plan.earliest) == {"Coiling Oracle": 1, "Kird Ape": kird_ape}
    assert plan.life_lost == lost


def test_the_first_named_comes_first():
    """The objective is lexicographic in the order named: Craterhoof Behemoth first needs Mind Stone on turn 1 and
    pushes Mulldrifter to turn 3; Mulldrifter first is cast on turn 1 and Craterhoof Behemoth on turn 3."""
    data = {"permanents": ["Forest", "Forest", "Island", "Swamp", {"card": "Llanowar Elves", "sick": True}],
            "hand": ["Hinterland Harbor", "Mind Stone", "Mulldrifter", "Craterhoof Behemoth"],
            "draws": ["Island", "Forest"]}
    hoof = _turns(data, "Craterhoof Behemoth", "Mulldrifter")
    assert dict(hoof.earliest) == {"Craterhoof Behemoth": 2, "Mulldrifter": 3}
    drifter = _turns(data, "Mulldrifter", "Craterhoof Behemoth")
    assert dict(drifter.earliest) == {"Mulldrifter": 1, "Craterhoof Behemoth": 3}
    assert hoof.proven and drifter.proven


def test_library_top_is_the_first_draw_counted_once():
    b = board_from_data({"library_top": "Island", "draws": ["Island", "Forest"]})
    assert [c.name for c in draw_order(b)] == ["Island", "Forest"]
    b = board_from_data({"library_top": "Swamp", "draws": ["Island"]})
    assert [c.name for c in draw_order(b)] == ["Swamp", "Island"]
    plan = _turns({"permanents": ["Swamp"], "hand": ["Grizzly Bears"], "library_top": "Forest"}, n=2)
    assert dict(plan.earliest) == {"Grizzly Bears": 2} and plan.turns[1].drawn == "Forest"


def test_cr_504_1_a_land_played_from_the_top_is_not_drawn_again():
    """Courser of Kruphix ("You may play lands from the top of your library.") and no land in hand: turn 1 plays the
    Island on top (CR 305.2), so the draw of turn 2 is the card under it, Llanowar Elves (CR 504.1), cast that turn.
    The Island played was once drawn again on turn 2, and the Elves waited for turn 3."""
    data = {"permanents": ["Courser of Kruphix", "Forest"], "library_top": "Island", "hand": ["Grizzly Bears"],
            "draws": ["Island", "Llanowar Elves"], "library": ["Island", "Llanowar Elves", "Swamp"]}
    plan = _turns(data, n=3)
    assert dict(plan.earliest) == {"Grizzly Bears": 1, "Llanowar Elves": 2} and plan.proven
    assert [s.zone for s in plan.turns[0].plan.steps if s.action == "play"] == ["library_top"]
    assert plan.turns[1].drawn == "Llanowar Elves"


def test_cr_305_2_the_top_land_on_a_later_turn_is_known_and_what_it_could_bring_sooner_is_said():
    """On turn 2 the top card is the draw of turn 3 (a Mountain): Courser may play it, so that turn says no "top card
    not known". A land played from the top brings the later draws a turn sooner, which the turns do not follow (they
    keep the draws in order): Llanowar Elves "not by turn 3" is not proven, and a note says why."""
    data = {"permanents": ["Courser of Kruphix", "Forest", "Forest"], "library_top": "Island",
            "hand": ["Grizzly Bears", "Island"], "draws": ["Island", "Mountain", "Llanowar Elves", "Forest"],
            "library": ["Island", "Mountain", "Llanowar Elves", "Forest", "Plains", "Swamp", "Island"]}
    plan = _turns(data, n=3)
    assert not plan.proven
    assert any("could bring Llanowar Elves a turn sooner" in n for n in plan.notes)
    assert not any("top card of your library is not known" in n for t in plan.turns for n in t.plan.notes)


def test_a_card_from_the_draws_may_be_named():
    plan = _turns({"permanents": ["Forest", "Forest"], "draws": ["Grizzly Bears"]}, "Grizzly Bears", n=2)
    assert dict(plan.earliest) == {"Grizzly Bears": 2}


def test_bad_names_are_bad_input():
    with pytest.raises(UnknownCardError, match="did you mean"):
        _turns({"permanents": ["Forest"], "draws": ["Forest"]}, "Grizzly Bear")
    with pytest.raises(BoardError, match="draws"):
        _turns({"permanents": ["Forest"], "draws": ["Forest"]}, "Grizzly Bears")
    with pytest.raises(BoardError, match="did you mean"):
        board_from_data({"draws": ["Forrest"]})


def test_the_work_is_bounded_by_a_count_of_solves():
    """Reaching the bound is "not proven", never a wrong negative."""
    data = {"hand": ["Island", "Swamp", "Dimir Signet", "Ravenous Chupacabra"], "draws": ["Swamp", "Island"]}
    plan = solve_turns(board_from_data(data), ("Ravenous Chupacabra",), turns=4, max_solves=1)
    assert not plan.proven
    assert any("limit of 1 one-turn plans" in n for n in plan.notes)
    assert dict(plan.earliest)["Ravenous Chupacabra"] in (None, 3, 4)


def test_ramp_cast_on_turn_1_is_a_land_on_turn_2():
    """Rampant Growth puts a Forest onto the battlefield tapped (no mana this turn, CR 701.23); it untaps on turn 2
    (CR 502.3), where three lands pay Centaur Courser {2}{G}. Without the ramp spell, no third land ever comes."""
    data = {"permanents": ["Forest", "Forest"], "hand": ["Rampant Growth", "Centaur Courser"],
            "library": ["Forest", "Island"]}
    plan = _turns(data, "Centaur Courser")
    assert plan.proven and dict(plan.earliest) == {"Centaur Courser": 2}
    ramp = plan.turns[0].plan.steps[0]
    assert ramp.card == "Rampant Growth" and ramp.helper and len(ramp.finds) == 1
    assert dict(_turns({**data, "hand": ["Centaur Courser"]}, "Centaur Courser").earliest) == {"Centaur Courser": None}
    assert dict(_turns({**data, "library": None}, "Centaur Courser").earliest) == {"Centaur Courser": None}


def test_cultivate_puts_one_land_tapped_and_one_into_the_hand_for_a_later_land_play():
    """Cultivate on turn 1: a basic tapped onto the battlefield and one into your hand, played on turn 2 — five lands,
    two Swamps among them, for Ravenous Chupacabra {2}{B}{B} on turn 2."""
    data = {"permanents": ["Forest", "Island", "Swamp"], "hand": ["Cultivate", "Ravenous Chupacabra"],
            "library": ["Swamp", "Forest", "Island"]}
    plan = _turns(data, "Ravenous Chupacabra")
    assert plan.proven and dict(plan.earliest) == {"Ravenous Chupacabra": 2}
    assert _cast_on(plan) == {"Cultivate": [1], "Ravenous Chupacabra": [2]}
    assert any("into your hand" in n for n in plan.turns[0].plan.notes)


def test_a_hand_over_seven_cards_is_said():
    """CR 514.1 (discarding to hand size in the cleanup step) is not modelled: the answer says where it would apply."""
    data = {"permanents": ["Forest"], "hand": ["Counterspell"] * 7, "draws": ["Opt", "Opt", "Island"]}
    plan = _turns(data, "Opt", n=4)
    assert dict(plan.earliest) == {"Opt": 4}
    assert any("more than seven cards at the end of turn 2" in n and "514.1" in n for n in plan.notes)


def test_the_land_play_of_turn_1_is_used_already():
    """CR 305.2: with land_played true, turn 1 plays no land; the Forest of the hand is turn 2's land play."""
    data = {"land_played": True, "permanents": ["Forest"], "hand": ["Forest", "Island", "Centaur Courser"]}
    plan = _turns(data, "Centaur Courser")
    assert dict(plan.earliest) == {"Centaur Courser": 3}
    assert not any(s.action == "play" for s in plan.turns[0].plan.steps)


def test_no_turn_after_life_reaches_zero():
    """CR 704.5a: at 1 life, City of Brass's damage for Opt on turn 1 leaves you at 0 and you lose the game; no later
    turn is planned on from there, so Lightning Bolt is not cast on turn 2."""
    data = {"life": 1, "permanents": ["City of Brass"], "hand": ["Opt", "Lightning Bolt"]}
    plan = _turns(data, "Opt", "Lightning Bolt", n=2)
    assert dict(plan.earliest) == {"Opt": 1, "Lightning Bolt": None}
    assert [t.plan.life_after for t in plan.turns] == [0]


def test_a_card_lightning_axe_discards_is_gone_on_later_turns():
    """Lightning Axe cast by discarding a card (CR 601.2b, 701.9a) on turn 1: the card discarded is in the graveyard
    on the later turns, never cast there. One Mountain, Lightning Axe and Lightning Bolt: the Axe on turn 1 discards
    the Bolt (or the Bolt is cast and the Axe has nothing to discard): never both, and which card the discard took is
    one choice among others, so the answer is not proven."""
    plan = _turns({"permanents": ["Mountain"], "hand": ["Lightning Axe", "Lightning Bolt"]},
                  "Lightning Axe", "Lightning Bolt", n=3)
    cast = _cast_on(plan)
    assert sum(len(turns) for turns in cast.values()) == 1
    if cast.get("Lightning Axe"):
        assert not plan.proven


_BASICS = ["Island", "Island", "Forest", "Forest", "Swamp", "Swamp", "Mountain", "Plains"]
#: Hand, draws and library of a game the deck simulation's cross-check found: a Misty Rainforest cracked on turn 2
#: was cracked again on turn 3.
CRACKED_ONCE = {"hand": ["Opt", "Misty Rainforest", "Forest", "Simic Signet", "Woodland Cemetery",
                         "Selesnya Guildgate", "Selesnya Guildgate"],
                "draws": ["Air Elemental", "Grizzly Bears", "Misty Rainforest", "Wrath of God"], "library": _BASICS}


def test_a_fetchland_cracked_on_one_turn_is_gone_on_the_next():
    """CR 701.23, 305.2: Misty Rainforest played and sacrificed for its search on turn 2 is no longer on the
    battlefield on turn 3; only four mana are possible on turn 3 (Forest, the Island found, Woodland Cemetery and
    Simic Signet), so Air Elemental {3}{U}{U} is cast on turn 4, with the Misty Rainforest drawn then."""
    plan = _turns(CRACKED_ONCE, "Air Elemental", n=4)  # cast on turn 4: a fifth turn adds work, not a case
    assert dict(plan.earliest) == {"Air Elemental": 4}
    cracked = [p.permanent for t in plan.turns for s in t.plan.steps for p in s.plan if p.search is not None]
    assert cracked == ["Misty Rainforest#1"]  # the one drawn on turn 4; nothing cracked twice


def test_every_candidate_with_a_fetch_cracked_once():
    """All the candidates of the same game: the Misty Rainforest cracked on turn 1 for Opt pays nothing later."""
    plan = _turns(CRACKED_ONCE, n=4)  # Air Elemental on turn 4: a fifth turn adds work, not a case
    cracked = [p.permanent for t in plan.turns for s in t.plan.steps for p in s.plan if p.search is not None]
    assert len(cracked) == len(set(cracked))
    assert dict(plan.earliest)["Air Elemental"] == 4


#: A game the deck simulation's cross-check found, on the draw: Evolving Wilds is drawn on turn 4.
CRACKED_AT_END = {"hand": ["Island", "Fabled Passage", "Mind Stone"],
                  "draws": ["Counterspell", "Counterspell", "Evolving Wilds"], "library": _BASICS}


def test_a_fetchland_finding_a_tapped_land_is_cracked_at_the_end_of_a_turn():
    """CR 701.23, 305.2, 502.3: Fabled Passage played on turn 1 and cracked at the end of it finds a basic land,
    tapped, which untaps on turn 2; with the Island played then, Mind Stone {2} is cast on turn 2 (it was "not by
    turn 5, proven")."""
    plan = _turns(CRACKED_AT_END, "Mind Stone", n=5)
    assert plan.possible and plan.proven
    assert dict(plan.earliest) == {"Mind Stone": 2}
    first = plan.turns[0].plan
    assert [(s.action, s.card) for s in first.steps] == [("play", "Fabled Passage"), ("crack", "Fabled Passage")]
    (found,) = first.steps[1].finds
    assert first.sacrificed == ("Fabled Passage#1",) and first.life_lost == 0
    assert found in plan.turns[1].plan.tapped


def test_a_fetchland_is_cracked_only_where_it_brings_a_card_earlier():
    """Grizzly Bears {1}{G} with a Forest on the battlefield and a Forest in hand: turn 1 casts nothing, turn 2 has
    two lands without Evolving Wilds; the second pass keeps the Wilds (cracking it is a sacrifice)."""
    plan = _turns({"permanents": ["Forest"], "hand": ["Evolving Wilds", "Grizzly Bears"], "draws": ["Forest"],
                   "library": _BASICS}, "Grizzly Bears", n=3)
    assert dict(plan.earliest) == {"Grizzly Bears": 2} and plan.proven
    assert not plan.sacrificed


def test_a_fetchland_is_not_cracked_at_the_end_of_the_last_turn_nor_with_no_land_to_find():
    """CR 701.23: with no land in the library it can find, Evolving Wilds finds nothing; Mind Stone waits for the
    Island drawn on turn 2 and the Forest of turn 3."""
    plan = _turns({"hand": ["Evolving Wilds", "Mind Stone"], "draws": ["Island", "Forest"],
                   "library": ["Counterspell"]}, "Mind Stone", n=3)
    assert dict(plan.earliest) == {"Mind Stone": 3} and plan.proven
    assert all(s.action != "crack" for t in plan.turns for s in t.plan.steps)


def test_a_fetchland_finding_a_land_that_enters_tapped_is_cracked_at_the_end_of_a_turn():
    """CR 701.23, 614.1d, 502.3: Misty Rainforest's land enters untapped, but a Ketria Triome it finds enters tapped;
    cracked at the end of turn 1 (1 life), the Triome is untapped on turn 2, beside the Forest played then."""
    plan = _turns({"hand": ["Misty Rainforest", "Forest", "Mind Stone"], "draws": ["Counterspell", "Counterspell"],
                   "library": ["Ketria Triome", "Ketria Triome"]}, "Mind Stone", n=3)
    assert dict(plan.earliest) == {"Mind Stone": 2} and plan.proven
    crack = plan.turns[0].plan.steps[-1]
    assert (crack.action, crack.permanent, crack.finds, crack.life) == ("crack", "Misty Rainforest#1",
                                                                        ("Ketria Triome#1",), 1)
    assert plan.life_lost == 1


def test_more_ways_to_crack_than_followed_is_not_proven(monkeypatch):
    """Four fetchlands finding basic lands (CR 701.23): more ways to crack them at the end of a turn than
    :data:`~manaplan.solver.turn.turns.MAX_CRACKS` (set to 1 here: the same case at a fraction of the work); the plan
    is a plan, and the answer says it is not proven."""
    monkeypatch.setattr(turns_module, "MAX_CRACKS", 1)
    plan = _turns({"permanents": ["Evolving Wilds", "Fabled Passage"],
                   "hand": ["Terramorphic Expanse", "Mind Stone", "Air Elemental", "Island"],
                   "draws": ["Evolving Wilds", "Counterspell", "Forest"],
                   "library": ["Island", "Island", "Forest", "Swamp", "Mountain", "Plains", "Plains"]},
                  "Air Elemental", n=3)
    assert dict(plan.earliest) == {"Air Elemental": 3} and not plan.proven
    assert any("cracked at the end of a turn in more ways" in n for n in plan.notes)


def test_a_fetchland_beside_a_search_stopper_is_not_cracked_at_the_end_of_a_turn_and_not_proven():
    """An opposing Leonin Arbiter ("Players can't search libraries. Any player may pay {2} for that player to ignore
    this effect until end of turn.") limits the search of CR 701.23: the crack at the end of turn 1 is not counted
    on, so Mind Stone waits for the lands played, and "not earlier" is not proven, with the reason."""
    data = {**CRACKED_AT_END, "permanents": [{"card": "Leonin Arbiter", "controller": "opponent"}]}
    plan = _turns(data, "Mind Stone", n=5)
    assert all(s.action != "crack" for t in plan.turns for s in t.plan.steps)
    assert not plan.proven and any("stops, limits or punishes searching" in n for n in plan.notes)
    assert dict(plan.earliest)["Mind Stone"] != 2



def test_cr_614_12c_a_type_chosen_on_an_earlier_turn_lasts_and_the_choice_is_not_ruled_on():
    """Cloud Key cast on turn 1 with Divination chooses sorcery (CR 614.12c); the board of turn 2 keeps it, so
    Compulsive Research costs {1}{U} there. Which type turn 1 chose could change what a later turn casts, and it is
    chosen for turn 1's spells only: an earlier turn is not ruled out, not proven."""
    data = {"land_played": True, "permanents": ["Island"] * 5, "draws": ["Plains"],
            "hand": ["Cloud Key", "Divination", "Compulsive Research"]}
    plan = _turns(data, n=2)
    assert _cast_on(plan) == {"Cloud Key": [1], "Divination": [1], "Compulsive Research": [2]}
    key = next(s for s in plan.turns[0].plan.steps if s.card == "Cloud Key")
    research = next(s for s in plan.turns[1].plan.steps if s.card == "Compulsive Research")
    assert key.chosen == "sorcery" and research.cost.text == "{1}{U}"
    assert not plan.proven and any("chooses a type as a permanent enters" in n for n in plan.notes)
