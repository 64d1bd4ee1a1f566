"""Rules scenarios for ``produce``: one small board file per card family (tests/produce_boards), real cards' text from
the shipped database. Expected figures are worked out from the rules in each test's docstring, not read off the
program."""

from __future__ import annotations

from pathlib import Path

import pytest

from manaplan.models.board_files import load_board, parse_inline
from manaplan.models.mana import ManaType as T
from manaplan.solver.pay.solve import solve_payment
from manaplan.solver.produce.solve import Production, produce

BOARDS = Path(__file__).resolve().parents[1] / "produce_boards"


def run(name: str) -> Production:
    return produce(load_board(BOARDS / f"{name}.yaml"))


def could(out: Production, pid: str) -> str:
    (src,) = [s for s in out.sources if s.permanent == pid]
    return "".join(t.value for t in sorted(src.could_produce, key=lambda t: t.order))


def source(out: Production, pid: str):
    (src,) = [s for s in out.sources if s.permanent == pid]
    return src


def by_type(out: Production) -> str:
    return " ".join(f"{t.value}{out.max_by_type[t]}" for t in T)


# ---------------------------------------------------------------------------------------------------- could produce
def test_cr_106_7_two_reflecting_pools_alone_make_nothing():
    """CR 106.7: each could produce only what the other could; the least fixed point is empty, and CR 106.5 then
    says they produce no mana."""
    out = run("reflecting_pools_alone")
    assert could(out, "Reflecting Pool#1") == could(out, "Reflecting Pool#2") == ""
    assert out.max_total == 0 and out.pools == ()
    assert not source(out, "Reflecting Pool#1").available
    assert "106.5" in source(out, "Reflecting Pool#1").why_not


def test_cr_106_7_type_includes_colorless_color_does_not():
    """Reflecting Pool and Naga Vitalist see "any type" (C included), Harvester Druid and Exotic Orchard colours only;
    the tapped Wastes still counts (costs and tapped status are ignored)."""
    out = run("reflecting_colorless")
    assert could(out, "Reflecting Pool#1") == could(out, "Naga Vitalist#1") == "GC"
    assert could(out, "Harvester Druid#1") == "G"
    assert could(out, "orchard") == ""  # the opponent's only land makes colorless
    # Forest, Reflecting Pool, Naga Vitalist, Harvester Druid (the Wastes is tapped): 4, colorless at most 2.
    assert out.max_total == 4 and out.max_by_type[T.C] == 2 and out.max_by_type[T.G] == 4


def test_cr_106_7_exotic_orchard_and_fellwar_stone_see_opponents_lands():
    out = run("exotic_orchard")
    assert could(out, "Exotic Orchard#1") == could(out, "Fellwar Stone#1") == "WUG"
    assert not source(out, "Plains#1").available and source(out, "Plains#1").why_not == "an opponent controls it"
    assert out.max_total == 3 and out.max_by_type[T.W] == 2


def test_squandered_resources_reflects_the_sacrificed_land_tapped_or_not():
    """Forest and Breeding Pool are tapped for mana and then sacrificed; the tapped Island is sacrificed too: 2 + 3."""
    out = run("squandered")
    assert could(out, "Squandered Resources#1") == "UG"
    assert out.max_total == 5 and out.max_by_type[T.U] == 3 and out.max_by_type[T.G] == 4


# ---------------------------------------------------------------------------------------------------- replacement
def test_cr_106_12b_mana_reflection_doubles_tapped_permanents_not_an_opponents():
    """Forest 2, Sol Ring 4, Llanowar Elves 2, Azorius Signet 4 for {1}: 2 + 4 + 2 + 4 - 1 = 11."""
    out = run("mana_reflection")
    assert out.max_total == 11
    assert by_type(out) == "W2 U2 B0 R0 G4 C4"
    assert "[G×2]" in source(out, "Forest#1").adds
    assert not source(out, "Forest#2").available  # the opponent's Forest: their Reflection would be theirs


def test_cr_616_1_two_multipliers_multiply():
    """Nyxbloom Ancient (x3) and Mana Reflection (x2) on a Forest: six {G}."""
    assert run("two_multipliers").max_total == 6


def test_cr_616_1_contamination_and_mana_reflection_in_the_best_order():
    """Lands produce {B} instead (Contamination); applied first, then doubled: {B}{B} per land; Elves are no land."""
    out = run("contamination")
    assert could(out, "Forest#1") == could(out, "Breeding Pool#1") == could(out, "Reflecting Pool#1") == "B"
    assert by_type(out) == "W0 U0 B6 R0 G2 C0" and out.max_total == 8


def test_pale_moon_effect_makes_nonbasic_lands_colorless():
    out = run("pale_moon")
    assert could(out, "Breeding Pool#1") == could(out, "Reflecting Pool#1") == "C"
    assert could(out, "Forest#1") == "G"
    assert by_type(out) == "W0 U0 B0 R0 G1 C2"


def test_deep_water_effect_turns_your_lands_blue():
    """Your lands make {U} (Exotic Orchard too: it is a land you tap); Elves and the opponent's Forest do not."""
    out = run("deep_water")
    assert could(out, "Forest#1") == could(out, "Wastes#1") == could(out, "Exotic Orchard#1") == "U"
    assert could(out, "Forest#2") == "G" and could(out, "Llanowar Elves#1") == "G"
    assert by_type(out) == "W0 U3 B0 R0 G1 C0"


# ---------------------------------------------------------------------------------------------------- triggered
def test_cr_605_1b_aura_triggers_add_mana_but_not_to_could_produce():
    """Overgrowth {G}{G}+{G}, Wild Growth {G}+{G}, Fertile Ground {W}+any, Utopia Sprawl (blue) {G}+{U}, and
    Reflecting Pool, which sees only the lands' own types W and G (CR 106.7): 3 + 2 + 2 + 2 + 1 = 10."""
    out = run("auras")
    assert could(out, "fg") == "W" and could(out, "us") == "G"
    assert could(out, "Reflecting Pool#1") == "WG"
    assert out.max_total == 10
    assert by_type(out) == "W3 U2 B1 R1 G8 C0"


def test_utopia_sprawl_without_a_chosen_colour_is_reported_not_guessed():
    out = run("sprawl_no_choice")
    assert out.max_total == 1
    assert any("no colour chosen" in reason for _, _, reason in out.unsupported)


def test_mana_flare_adds_a_type_the_land_produced():
    """Breeding Pool makes {G}{G} or {U}{U} (never one of each); Sol Ring is no land."""
    out = run("mana_flare")
    assert out.max_total == 4 and out.max_by_type[T.G] == 2 and out.max_by_type[T.U] == 2
    pools = [{"".join(t.value for t in k): n for k, n in p.items()} for p in out.pools]
    assert {"G": 2, "C": 2} in pools and {"U": 2, "C": 2} in pools and len(pools) == 2


def test_heartbeat_dictate_and_zendikar_resurgent_stack():
    assert run("flare_stack").max_total == 4


# ---------------------------------------------------------------------------------------------------- granted
def test_layers_blood_moon_then_chromatic_lantern():
    """Your Breeding Pool is a Mountain (layer 4) with Lantern's any-colour ability (layer 6); the opponent's is only
    a Mountain."""
    out = run("lantern_moon")
    assert could(out, "Breeding Pool#1") == "WUBRG" and could(out, "Breeding Pool#2") == "R"
    assert out.max_total == 3 and out.max_by_type[T.U] == 3


def test_cr_302_6_granted_tap_abilities_need_a_creature_that_is_not_sick():
    out = run("rite_materia")
    assert source(out, "bears").available and not source(out, "sick").available
    assert source(out, "sick").why_not == "summoning sick"
    assert out.max_total == 1 and out.max_by_type[T.G] == 1


# ---------------------------------------------------------------------------------------------------- land types
def test_cr_305_7_blood_moon_urborg_dependency():
    out = run("moon_urborg")
    assert could(out, "Urborg, Tomb of Yawgmoth#1") == could(out, "Cabal Coffers#1") == "R"
    assert could(out, "Forest#1") == "G"
    assert by_type(out) == "W0 U0 B1 R2 G1 C0"


def test_cr_305_7_urborg_and_cabal_coffers_count_every_land():
    """Every land is a Swamp: Coffers counts Urborg, Coffers, Forest and the tapped Island (4, not the opponent's
    Plains); Urborg and Forest pay its {2}: 4 {B} in all."""
    out = run("urborg_coffers")
    assert could(out, "Forest#1") == "BG" and could(out, "Plains#1") == "WB"
    assert out.max_total == 4 and out.max_by_type[T.B] == 4


def test_yavimaya_makes_every_land_a_forest():
    out = run("yavimaya")
    assert could(out, "Island#1") == "UG" and could(out, "Exotic Orchard#1") == "WG"


def test_prismatic_omen_only_your_lands():
    out = run("omen")
    assert could(out, "Wastes#1") == "WUBRGC" and could(out, "Wastes#2") == "C"
    assert could(out, "Fellwar Stone#1") == ""


def test_dryad_with_twelve_lands_one_symbolic_pool():
    out = run("dryad_twelve")
    assert out.max_total == 12 and all(out.max_by_type[c] == 12 for c in (T.W, T.U, T.B, T.R, T.G))
    assert len(out.pools) == 1 and sum(out.pools[0].values()) == 12


def test_seven_cascading_cataracts_without_self_funding():
    """Seven {C}, or five {C} paying one's {5} for five of any colours and a {C}: two maximal pools; five at most of
    one colour."""
    out = run("cataracts_seven")
    assert out.max_total == 7 and out.max_by_type[T.C] == 7 and out.max_by_type[T.W] == 5
    assert len(out.pools) == 2 and not out.pools_truncated


# ---------------------------------------------------------------------------------------------------- amounts
def test_counted_amounts_on_the_board_as_given():
    """Creatures: Elves (sick), Archdruid, Priest: Cradle 3; Archdruid 3 Elves; Priest 4 Elves (the opponent's too);
    Academy 1 artifact; Sanctum 1 enchantment; Sol Ring 2 — all doubled by Mana Reflection: 2 * 14 = 28."""
    out = run("counts")
    assert out.max_total == 28
    assert by_type(out) == "W2 U2 B0 R0 G20 C4"


def test_cr_700_5_nykthos_devotion_counts_hybrid_symbols():
    """Devotion to green 3 (Nyxbloom Ancient), to red and to white 3 each (Boros Reckoner's hybrid symbols), tripled;
    two Forests (3 each) pay {2}: 4 left + 9."""
    out = run("nykthos")
    assert out.max_by_type[T.G] == 13 and out.max_by_type[T.R] == 9 and out.max_by_type[T.W] == 9


# ---------------------------------------------------------------------------------------------------- loops
@pytest.mark.parametrize("name, permanent, gain", [
    ("monolith_power_artifact", "Basalt Monolith#1", 2),
    ("grim_power_artifact", "Grim Monolith#1", 1),
    ("pili_pala_architect", "Pili-Pala#1", 1),
    ("druid_vizier", "Devoted Druid#1", 1),
])
def test_untap_loops_that_gain_are_unbounded(name, permanent, gain):
    out = run(name)
    assert out.unbounded
    assert [(lp.permanent, lp.gain) for lp in out.loops][:1] == [(permanent, gain)]


@pytest.mark.parametrize("name", ["monolith_alone", "druid_alone"])
def test_untap_without_gain_or_with_a_cost_that_runs_out_is_bounded(name):
    out = run(name)
    assert not out.unbounded and out.loops == ()


def test_no_self_funding_signets_alone():
    out = run("signet_alone")
    assert out.max_total == 0 and out.pools == ()
    assert "{1}" in source(out, "Azorius Signet#1").why_not


# ---------------------------------------------------------------------------------------------------- split pairs
def _pools(text: str) -> list[str]:
    from manaplan.models.board_files import parse_inline
    from manaplan.solver.produce.solve import pool_text

    # every pool, with no clock (a time limit cut this list on a busy machine): the pools' meaning is tested here
    out = produce(parse_inline(text), below_work=float("inf"), time_limit=float("inf"))
    assert out.proven and not out.pools_truncated
    return sorted(pool_text(p) for p in out.pools)


def test_a_signet_whose_other_mana_paid_a_generic_cost_leaves_one_mana_of_either_type():
    """Forest pays Azorius Signet's {1}; one of its {W}{U} pays Dimir Signet's {1}, the player choosing which: what is
    left of the pair is one mana that may be W or U (CR 106.4, 601.2h: the mana paid is chosen when paying). So
    'U, B, WU' (Forest for Azorius) and 'W, U, UB' (Forest for Dimir) — not the four concrete pools they dominate
    ('W, U, B', 'U×2, B', 'W, U×2', and with Forest kept, 'G')."""
    assert _pools("Forest, Azorius Signet, Dimir Signet") == ["G", "U, B, WU", "W, U, UB"]


def test_split_pairs_keep_the_pool_list_short():
    """Sol Ring and four Signets: each Signet's leftover is one two-type unit when its other mana paid another's {1}.
    Every pool is listed (none cut), far fewer than the concrete permutations (32 and cut before)."""
    pools = _pools("Sol Ring, Azorius Signet, Dimir Signet, Golgari Signet, Boros Signet")
    assert len(pools) == 13
    assert "B, G, C, WU, WR, UB" in pools and "C×2" in pools


def test_a_split_pair_pays_a_hybrid_of_its_two_types():
    """Forest pays Azorius Signet's {1}; its W or U pays Mystic Gate's {W/U} (either does, CR 107.4e) and the other is
    one mana that may be W or U; the Gate adds two more that may each be W or U: 'WU×3' — one pool, not 'U, WU×2'
    and 'W, WU×2'."""
    assert _pools("Forest, Azorius Signet, Mystic Gate") == ["G, C", "W, U, C", "W, U, G", "WU×3"]


def test_a_chain_of_signets_is_one_pool():
    """Forest pays the first Azorius Signet's {1}, each Signet's W or U pays the next one's: seven Signets leave one
    mana that may be W or U each, the last one W and U: 'W, U, WU×7' (or the Forest's G alone) — not the nine ways
    'W×k, U×(9−k)' of choosing which type each Signet paid with."""
    assert _pools("Forest, Azorius Signet x8") == ["G", "W, U, WU×7"]


# ---------------------------------------------------------------------------------------------------- one loop
@pytest.mark.parametrize("forests, builds, most", [
    (3, [(False, 3), (True, 4)], 12),  # certified at 3 layers
    (2, [(False, 3), (True, 4), (False, 6), (True, 7)], 11),  # some figures need 6: only they are solved again
])
def test_the_seven_figures_share_one_layered_model_and_one_relaxation_per_depth(monkeypatch, forests, builds, most):
    """Forests and nine Azorius Signets: nine costed activations, deeper than a model built outright (8), so the
    figures start at 3 layers, each certified by the relaxation of deeper plans. All seven are solved on one layered
    model and certified on one relaxation per depth (core.model.certify_or_deepen): two builds, not fourteen, and
    only the figures not certified are solved deeper."""
    from manaplan.models.board_files import parse_inline
    from manaplan.solver.effective import effective_board
    from manaplan.solver.produce import model as produce_model

    built = []
    real = produce_model.ProduceModel.__init__

    def counting(self, pb, **kwargs):
        built.append((kwargs.get("loose", False), kwargs.get("min_ordered") or kwargs.get("layers")))
        real(self, pb, **kwargs)

    monkeypatch.setattr(produce_model.ProduceModel, "__init__", counting)
    board = parse_inline(f"Forest x{forests}, Azorius Signet x9")
    pb = produce_model.production_board(effective_board(board))
    figures = [("total", None)] + [("type", t) for t in T]
    found, certified, layers, _ = produce_model.solve_figures(pb, figures, time_limit=float("inf"))
    assert pb.exact_layers == 9 and built == builds and layers == builds[-2][1]
    assert all(certified.values()) and found[("total", None)].value == most and found[("type", T.W)].value == 9


def test_pools_of_one_weight_are_listed_as_they_print_not_as_the_solver_found_them():
    """Doubling Cube with a pool of {R}{R}{C}{C} and a Forest: four maximal pools of one weight (four single-type
    units each) below the most flexible one. They are listed in one order whatever the model's solver met first:
    the classes they hold in print order (WUBRGC), more of each first."""
    out = produce(load_board(Path(__file__).resolve().parents[1] / "pay_boards" / "cube_pool.yaml"),
                  below_work=float("inf"))
    from manaplan.solver.produce.solve import pool_text

    assert [pool_text(p) for p in out.pools] == ["R×2, G, C×2", "R×4", "R×2, G×2", "G×2, C×2", "C×4"]


def test_cr_611_3a_nyxbloom_ancient_is_sacrificed_after_the_taps_it_triples_in_produce_and_pay_alike():
    """Nyxbloom Ancient triples the Forest's and the Elves' mana; Ashnod's Altar may sacrifice it once they were tapped
    (CR 611.3a: its effect ends then, but the mana made stays). Both models once left that plan out: ``pay`` said so
    and was not optimal, and ``produce`` first called 8 proven, then named it. Now the Ancient's removal comes after
    the taps it changes: Forest and Elves for three each, the Elves and the Ancient to the Altar, 10 — proven alike."""
    board = parse_inline("Nyxbloom Ancient, Ashnod's Altar, Llanowar Elves, Forest")
    out = produce(board)
    paid = solve_payment(board, "{X}", max_x=True)
    assert out.max_total == paid.x == 10
    assert out.proven and out.max_total_proven and paid.optimal
    assert "Nyxbloom Ancient#1" in paid.sacrificed and not out.left_out
