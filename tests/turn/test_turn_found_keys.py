"""A card a spell may put into your hand that untaps another permanent of yours (Voltaic Key's "{1}, {T}: Untap target
artifact.", Arbor Elf's "{T}: Untap target Forest."): a helper the turn casts and activates, as the activation core
uses an untapper on the battlefield (the permanent untapped is tapped for mana again, CR 106.12; an untapper's ability
has a target, so it is no mana ability, CR 605.1a, 602). It was named, and the answer not proven, though the model
could read it."""

from __future__ import annotations

from pathlib import Path

import yaml

from manaplan.models.board_files import board_from_data
from manaplan.solver.turn import solve_turn


def turn(data: dict, **kwargs):
    return solve_turn(board_from_data(data), **kwargs)


def test_a_voltaic_key_trinket_mage_finds_untaps_grim_monolith():
    """Grim Monolith's {C}{C}{C} and two Islands cast Trinket Mage, which finds Voltaic Key (CR 608.2: in your hand once
    its enters trigger resolved); the Monolith's last {C} casts the Key and pays its {1}, untapping the Monolith
    (it does not untap on its own) for {C}{C}{C} again: with the third Island, Fact or Fiction's {3}{U}. Both cast,
    proven; the plan without the Key casts one."""
    plan = turn({"permanents": ["Grim Monolith", "Island", "Island", "Island"],
                 "hand": ["Trinket Mage", "Fact or Fiction"], "library": ["Voltaic Key", "Island"]}, most=True)
    assert plan.possible and set(plan.cast) == {"Trinket Mage", "Voltaic Key", "Fact or Fiction"}, plan.cast
    assert plan.proven, plan.notes


def test_a_voltaic_key_with_no_mana_to_use_it_is_no_better():
    """Mind Stone and three Islands make four: Trinket Mage leaves one, which casts the Key but not its {1}. The plan
    casts Fact or Fiction alone (Trinket Mage and it cost seven), proven: the Key is modelled, not named."""
    plan = turn({"permanents": ["Mind Stone", "Island", "Island", "Island"],
                 "hand": ["Trinket Mage", "Fact or Fiction"], "library": ["Voltaic Key", "Island"]}, most=True)
    assert not plan.possible and len(plan.cast) == 1, plan.cast
    assert plan.proven, plan.notes


def test_an_arbor_elf_regrowth_returns_untaps_only_with_haste():
    """Wild Growth's Forest ({G}{G}) casts Regrowth, which returns Arbor Elf; a Forest casts the Elf. Its "{T}: Untap
    target Forest." has {T} in its cost: summoning sick, it cannot be activated (CR 302.6), and Centaur Courser's
    {2}{G} is not paid beside Regrowth — proven. With Concordant Crossroads (haste) it untaps the Wild Growth Forest
    for {G}{G} more: all three cast, proven (it was named, not proven)."""
    board = {"permanents": ["Forest", {"card": "Wild Growth", "attached_to": "Forest#1"}, "Forest", "Forest"],
             "hand": ["Regrowth", "Centaur Courser"], "graveyard": ["Arbor Elf"]}
    sick = turn(board, most=True)
    assert sick.cast == ("Centaur Courser",) and sick.proven, (sick.cast, sick.notes)
    haste = turn({**board, "permanents": board["permanents"] + ["Concordant Crossroads"]}, most=True)
    assert haste.possible and "Arbor Elf" in haste.cast and haste.proven, (haste.cast, haste.notes)


#: Twenty cards Demonic Tutor may find that make mana (:data:`~manaplan.solver.turn.cards.MAX_FETCHED` of them).
ROCKS = ["Sol Ring", "Mind Stone", "Arcane Signet", "Thought Vessel", "Everflowing Chalice", "Coalition Relic",
         "Grim Monolith", "Basalt Monolith", "Lotus Petal", "Dark Ritual", "Cabal Ritual", "Talisman of Dominance",
         "Dimir Signet", "Izzet Signet", "Worn Powerstone", "Hedron Archive", "Talisman of Creativity", "Mana Vault",
         "Fellwar Stone", "Simic Signet"]


def test_the_untappers_are_left_out_first_where_the_helpers_are_too_many():
    """Demonic Tutor may find twenty cards that make mana and Voltaic Key: twenty-one helpers are more than the turn
    models for one spell, so the Key, which helps only by untapping, is left out and named (not proven); the twenty
    are still modelled, not named."""
    plan = turn({"permanents": ["Swamp", "Swamp"], "hand": ["Demonic Tutor", "Griselbrand"],
                 "library": ROCKS + ["Voltaic Key"]}, most=True)
    said = [n for n in plan.notes if n.startswith("not proven: Demonic Tutor may put")]
    assert said and "Voltaic Key" in said[0] and "Sol Ring" not in said[0], plan.notes
    assert not plan.proven



BOARD = Path(__file__).resolve().parents[1] / "turn_boards" / "fabricate_keys_out_of_reach.yaml"


def test_keys_fabricate_may_find_beyond_what_the_turn_models_are_out_of_reach_with_four_mana():
    """A realistic Urza board: Fabricate ({2}{U}) may find any of 21 artifacts, more than the turn models, so the
    untappers among them are left out (Voltaic Key, Manifold Key) with Paradox Engine ({5}). With four mana in all
    but what Fabricate may find (Ancient Tomb's two, Otawara, the Seat of the Synod played), a plan that casts a Key
    pays {2}{U}, {1} and its untap's {1} before the Key gives anything (CR 601.2f-h, 602.2b): five. Nothing is named;
    the plan is proven. With one Island more the Key may be cast and used: named, not proven."""
    data = yaml.safe_load(BOARD.read_text())
    plan = turn(data, most=True, time_limit=float("inf"))
    assert plan.proven and not any("Voltaic Key" in n for n in plan.notes), plan.notes
    plan = turn({**data, "permanents": ["Island", *data["permanents"]]}, most=True, time_limit=float("inf"))
    assert not plan.proven and any("Voltaic Key" in n for n in plan.notes), plan.notes
