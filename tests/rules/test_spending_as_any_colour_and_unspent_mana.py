"""Spending mana as though it were mana of any colour (CR 609.4b), what happens to unspent mana (CR 500.4), and
replacements to "a color of your choice" (CR 106.12b): read from the real cards' text (shipped database), honoured by
``pay`` and ``produce``.

Every expected answer below was worked out by hand from the board and the rule cited, not copied from the code.
"""

from __future__ import annotations

import pytest

from manaplan.models.board_files import board_from_data, parse_inline
from manaplan.models.cards.store import default_database
from manaplan.models.effects import (Activated, CostReduction, Replacement, SpendAsColorless, SpendAsThough,
                                     UnspentMana)
from manaplan.models.mana import COLORS
from manaplan.models.mana import ManaType as T
from manaplan.models.oracle.parser import parse_card, parse_text
from manaplan.solver.pay.solve import solve_payment
from manaplan.solver.produce.solve import produce
from manaplan.solver.effective import effective_board
from manaplan.solver.rules.spending import SpendPurpose

from manaplan_tests import examples


def parsed(name: str):
    out = parse_card(default_database().get(name))
    return out


def effects(name: str, kind: type) -> list:
    out = parsed(name)
    return [e for e in out.effects if isinstance(e, kind)]


# ---------------------------------------------------------------------------------------------------- parsing
def test_chromatic_orrery_is_understood_whole():
    out = parsed("Chromatic Orrery")
    assert out.fully_understood
    (perm,) = effects("Chromatic Orrery", SpendAsThough)
    assert perm == SpendAsThough()  # any mana, any colour, any cost, only its controller
    assert perm.describe() == "You may spend mana as though it were mana of any color."


def test_mycosynth_lattice_lets_every_player_spend_so():
    (perm,) = effects("Mycosynth Lattice", SpendAsThough)
    assert perm.players and perm.mana is None and perm.spend is None


@pytest.mark.parametrize("name, action, card_types, subtypes", [
    ("Agatha's Soul Cauldron", "activate", {"Creature"}, set()),  # "… to activate abilities of creatures you control"
    ("Oath of Nissa", "cast", {"Planeswalker"}, set()),
    ("Case File Auditor", "cast", set(), {"Case"}),
])
def test_scoped_permissions_read_their_use(name, action, card_types, subtypes):
    (perm,) = effects(name, SpendAsThough)
    (use,) = perm.spend.only
    assert (use.action, set(use.card_types), set(use.subtypes)) == (action, card_types, subtypes)
    assert not perm.any_type and not perm.own


def test_any_type_forms_vizier_and_sharkey():
    """CR 609.4b: "mana of any type can be spent" is the same as "as though it were mana of any type"."""
    (vizier,) = effects("Vizier of the Menagerie", SpendAsThough)
    assert vizier.any_type and vizier.spend.only[0].card_types == {"Creature"}
    (sharkey,) = effects("Sharkey, Tyrant of the Shire", SpendAsThough)
    assert sharkey.any_type and sharkey.own


def test_quicksilver_elemental_only_blue_mana_for_its_own_abilities():
    (perm,) = effects("Quicksilver Elemental", SpendAsThough)
    assert perm.mana is T.U and perm.own and not perm.any_type


def test_celestial_dawn_both_sentences():
    (perm,) = effects("Celestial Dawn", SpendAsThough)
    (limit,) = effects("Celestial Dawn", SpendAsColorless)
    assert perm.mana is T.W and limit.except_type is T.W
    assert parsed("Celestial Dawn").fully_understood


@pytest.mark.parametrize("name, becomes", [
    ("Kruphix, God of Horizons", T.C), ("Horizon Stone", T.C), ("Omnath, Locus of All", T.B),
    ("Ozai, the Phoenix King", T.R),
])
def test_unspent_mana_becomes(name, becomes):
    """CR 500.4: mana empties from pools as steps and phases end; these replace that with a change of type."""
    (e,) = effects(name, UnspentMana)
    assert e.becomes is becomes and not e.life and "500.4" in e.describe()


def test_yurlok_mana_burn():
    (e,) = effects("Yurlok of Scorch Thrash", UnspentMana)
    assert e.life and e.becomes is None


def test_zirda_reduces_only_abilities_that_are_not_mana_abilities():
    (e,) = effects("Zirda, the Dawnwaker", CostReduction)
    assert (e.generic, e.floor, e.mana_abilities, e.scope.controller) == (2, 1, False, "you")


def test_pulse_of_llanowar_and_harvest_mage_read_a_colour_of_your_choice():
    (pulse,) = effects("Pulse of Llanowar", Replacement)
    assert pulse.to_choice == frozenset(COLORS) and pulse.scope.basic and pulse.scope.controller == "you"
    (harvest,) = effects("Harvest Mage", Activated)
    assert isinstance(harvest.effect, Replacement) and harvest.effect.to_one_of == frozenset(COLORS)
    assert parsed("Harvest Mage").fully_understood


@pytest.mark.parametrize("text", [
    # a chosen number the board does not give, a name: not readable exactly
    "You may spend mana as though it were mana of any color to cast creature spells with converted mana cost equal "
    "to the chosen number.",
    "You may spend mana as though it were mana of any color to cast spells with the chosen name.",
    # "mana of a color of your choice" with "and amount" but not "one mana": the amount would be a guess
    "If a land is tapped for mana, it produces mana of a color of your choice instead of any other type and amount.",
])
def test_what_the_values_cannot_say_stays_unsupported(text):
    out = parse_text("Homebrew", "Enchantment", text)
    assert not [e for e in out.effects if isinstance(e, (SpendAsThough, Replacement))]


# ---------------------------------------------------------------------------------------------------- pay
def test_cr_609_4b_orrery_pays_coloured_symbols_with_colorless_mana():
    """CR 609.4b: the cost is unchanged ({W}{U}), but the {C} of Wastes may pay each coloured symbol."""
    without = solve_payment(parse_inline("Wastes x2"), "{W}{U}")
    assert not without.payable
    board = parse_inline("Wastes x2, Chromatic Orrery (tapped)")
    p = solve_payment(board, "{W}{U}")
    assert p.payable and set(p.tapped) == {"Wastes#1", "Wastes#2"}
    assert sorted(paid.symbol.text for paid in p.assignments) == ["{U}", "{W}"]


def test_cr_609_4b_any_color_is_not_any_type():
    """Colorless is a type, not a colour (CR 105.1, 106.1b): "as though it were mana of any color" does not let green
    mana pay {C}; "any type" does (Vizier of the Menagerie, for creature spells)."""
    assert not solve_payment(parse_inline("Forest x2, Chromatic Orrery (tapped)"), "{C}").payable
    elves = default_database().get("Llanowar Elves")
    creature = SpendPurpose.cast(elves.card_types, elves.subtypes, colors=frozenset("G"), name="Llanowar Elves")
    vizier = parse_inline("Forest x2, Vizier of the Menagerie")
    assert solve_payment(vizier, "{C}", purpose=creature).payable
    # not for a cost whose purpose is not known, nor for a non-creature spell
    assert not solve_payment(vizier, "{C}").payable
    shock = SpendPurpose.cast(frozenset({"Instant"}), colors=frozenset("R"), name="Shock")
    assert not solve_payment(vizier, "{C}", purpose=shock).payable


def test_an_opponents_orrery_gives_you_nothing_but_lattice_does():
    assert not solve_payment(parse_inline("Wastes x2, Chromatic Orrery (opp, tapped)"), "{W}").payable
    assert solve_payment(parse_inline("Wastes x2, Mycosynth Lattice (opp)"), "{W}{U}").payable


def test_cr_609_4b_scoped_to_abilities_of_creatures_agathas_soul_cauldron():
    """Agent of Stromgald's "{R}: Add {B}.": with the Cauldron, Island's {U} may pay the {R} of a creature's ability
    (then {B} pays the target), but not the target itself, whose purpose is not an ability of a creature."""
    assert not solve_payment(parse_inline("Island, Agent of Stromgald"), "{B}").payable
    board = parse_inline("Island, Agent of Stromgald, Agatha's Soul Cauldron")
    p = solve_payment(board, "{B}")
    assert p.payable and [(a.symbol.text, a.source, a.unit.text) for a in p.assignments] == [
        ("{B}", "Agent of Stromgald#1", "{B}")]
    assert not solve_payment(board, "{R}").payable


def test_own_abilities_only():
    """"… to pay the activation costs of ~'s abilities": the permanent's own ability only."""
    text = ("{R}: Add {B}.\nYou may spend mana as though it were mana of any color to pay the activation costs of "
            "Homebrew Imp's abilities.")
    imp = {"id": "imp", "name": "Homebrew Imp", "type": "Creature", "text": text}
    plain = {"id": "other", "name": "Homebrew Shade", "type": "Creature", "text": "{R}: Add {B}."}
    assert solve_payment(board_from_data({"permanents": ["Island", imp]}), "{B}").payable
    assert not solve_payment(board_from_data({"permanents": ["Island", imp, plain]}), "{B}{B}").payable
    assert not solve_payment(board_from_data({"permanents": ["Island", plain]}), "{B}").payable


def test_celestial_dawn_white_pays_any_colour_other_mana_only_as_colorless():
    """Celestial Dawn makes your lands Plains; its permission lets {W} pay {U}; a Sol Ring's {C} still pays {C} and
    generic. An opponent's Forest is not yours to tap."""
    board = parse_inline("Island, Sol Ring, Celestial Dawn")
    assert solve_payment(board, "{U}").payable
    assert solve_payment(board, "{C}{U}").payable
    assert not solve_payment(board, "{U}{U}").payable  # Sol Ring's {C}: only as though colorless


def test_celestial_dawn_blue_mana_from_a_pool_cannot_pay_blue():
    """Other mana only as though colorless: {U} in the pool pays {1} and {C}, not {U}."""
    board = board_from_data({"permanents": ["Celestial Dawn"], "pool": "{U}"})
    assert not solve_payment(board, "{U}").payable
    assert solve_payment(board, "{1}").payable
    assert solve_payment(board, "{C}").payable


def test_permissions_of_the_boards_effects_are_yours():
    board = board_from_data({"permanents": ["Wastes"], "effects": ["Chromatic Orrery"]})
    (perm,) = effective_board(board).spend_permissions
    assert perm.source == "Chromatic Orrery (effect)"
    assert solve_payment(board, "{G}").payable


def test_pay_cli_with_orrery(run):
    out = run("pay", "--board", "Wastes, Fire-Lit Thicket, Chromatic Orrery (tapped)", "{R}{R}")
    assert out.exit_code == 0, out.output
    assert "paying {R/G} with Wastes#1's {C}" in out.output


# ---------------------------------------------------------------------------------------------------- produce
def test_produce_pays_a_filter_lands_hybrid_with_colorless_under_orrery():
    """Fire-Lit Thicket's "{R/G}, {T}: Add {R}{R}, {R}{G}, or {G}{G}." paid with Wastes' {C} (CR 609.4b): two red
    at most; without the Orrery nothing pays {R/G} and the most is two colorless."""
    alone = produce(parse_inline("Wastes, Fire-Lit Thicket"))
    assert alone.max_by_type[T.R] == 0
    out = produce(parse_inline("Wastes, Fire-Lit Thicket, Chromatic Orrery (tapped)"))
    assert out.max_by_type[T.R] == 2 and out.max_total == 2


def test_pulse_of_llanowar_basic_lands_tap_for_any_colour():
    """CR 106.12b: a basic land you control tapped for mana produces one colour of your choice instead; a nonbasic
    one (Wastes is basic; Ancient Tomb is not) is unchanged."""
    out = produce(parse_inline("Forest, Ancient Tomb, Pulse of Llanowar"))
    by = {s.permanent: s for s in out.sources}
    assert by["Forest#1"].could_produce == frozenset(COLORS)
    assert by["Ancient Tomb#1"].could_produce == frozenset({T.C})


def test_harvest_mage_in_effects_makes_ancient_tomb_one_mana_of_any_colour():
    """Harvest Mage's effect (listed as resolved): Ancient Tomb adds one mana of a colour of your choice instead of
    {C}{C}; it still deals its 2 damage (that is the ability's own effect, not mana)."""
    board = board_from_data({"permanents": ["Ancient Tomb"], "effects": ["Harvest Mage"]})
    assert not solve_payment(board, "{2}").payable
    p = solve_payment(board, "{B}")
    assert p.payable and p.life_lost == 2


def test_unspent_mana_changes_no_payment():
    """CR 500.4: pools empty as steps and phases end; Kruphix changes what is left then, nothing paid now."""
    board = parse_inline("Forest x2, Horizon Stone")
    assert solve_payment(board, "{G}{G}").payable and not solve_payment(board, "{G}{G}{G}").payable
    out = produce(board)
    assert any(who == "Horizon Stone#1" and "500.4" in words for who, words in out.effects)


def test_zirda_and_basalt_monolith_make_arbitrarily_much_but_not_cheaper_signets():
    """Basalt Monolith's untap ({3}: not a mana ability) costs {1} under Zirda: tap for {C}{C}{C}, untap for {1},
    two more each time round. Azorius Signet's {1} is a mana ability's cost: unchanged, so the Signet alone cannot
    start."""
    out = produce(parse_inline("Basalt Monolith, Zirda, the Dawnwaker"))
    (loop,) = out.loops
    assert out.unbounded and loop.untap == "untap for {1}" and loop.gain == 2
    assert not solve_payment(parse_inline("Azorius Signet, Zirda, the Dawnwaker"), "{W}").payable


# ---------------------------------------------------------------------------------------------------- property
_SYMBOLS = ["{W}", "{U}", "{G}", "{C}", "{1}", "{W/U}"]


def _unit_pays(symbol: str, unit: str, permission: str | None) -> bool:
    """CR 609.4b by hand: which mana in the pool may pay which symbol, with or without a permission."""
    if symbol == "{1}":
        return True
    colours = set(symbol.strip("{}").split("/"))
    if permission == "Celestial Dawn" and unit != "W":  # other mana only as though it were colorless
        return colours == {"C"}
    if permission in ("Chromatic Orrery", "Celestial Dawn") and colours != {"C"}:
        return permission == "Chromatic Orrery" or unit == "W"  # any colour: not colorless's {C}
    return unit in colours


def _brute_payable(symbols: list[str], pool: list[str], permission: str | None) -> bool:
    if not symbols:
        return True
    first, rest = symbols[0], symbols[1:]
    return any(_unit_pays(first, u, permission) and _brute_payable(rest, pool[:i] + pool[i + 1:], permission)
               for i, u in enumerate(pool))


try:
    from hypothesis import given, settings
    from hypothesis import strategies as st
except ImportError:  # pragma: no cover - hypothesis is a test extra
    given = None

if given is not None:
    @settings(max_examples=examples(60), deadline=None)
    @given(symbols=st.lists(st.sampled_from(_SYMBOLS), min_size=1, max_size=4),
           pool=st.lists(st.sampled_from(["W", "U", "G", "C"]), max_size=5),
           permission=st.sampled_from([None, "Chromatic Orrery", "Celestial Dawn"]))
    def test_permissions_agree_with_a_brute_force_over_the_pool(symbols, pool, permission):
        """Paying from a pool only: the solver says payable exactly when some assignment of the pool's mana to the
        symbols fits CR 609.4b as written out by hand above."""
        data = {"permanents": [f"{permission}"] if permission else [], "pool": "".join(f"{{{u}}}" for u in pool)}
        if permission == "Chromatic Orrery":
            data["permanents"] = [{"card": "Chromatic Orrery", "tapped": True}]
        board = board_from_data(data)
        assert solve_payment(board, "".join(symbols)).payable == _brute_payable(symbols, pool, permission)


def test_pay_board_orrery_pays_a_filter_land_and_the_cost(run):
    """tests/pay_boards/repl_orrery_gate.yaml: {B}{B} = Mystic Gate's two mana (any colour may pay {B}, CR 609.4b),
    the Gate's {W/U} paid with Wastes' {C}; nothing else can make two mana, so both are tapped."""
    import json
    from pathlib import Path

    board = str(Path(__file__).resolve().parents[1] / "pay_boards" / "repl_orrery_gate.yaml")
    out = json.loads(run("pay", board, "{B}{B}", "--json").output)
    assert out["payable"] and sorted(out["tapped"]) == ["Mystic Gate#1", "Wastes#1"]
    assert [s["pays"] for s in out["plan"]] == ["Mystic Gate#1's {W/U}", "{B}{B}"]
    assert run("pay", board, "{B}{B}{B}").exit_code == 1  # two mana at most


def test_max_x_counts_abilities_only_a_permission_can_fund():
    """Apprentice Wizard's "{U}, {T}: Add {C}{C}{C}.": under Chromatic Orrery Wastes' {C} pays its {U} (CR 609.4b),
    so X is 3 (the Wastes' mana went to the Wizard); without the Orrery the Wizard cannot start and X is 1. The quick
    bounds must not cut the first answer short."""
    assert solve_payment(parse_inline("Wastes, Apprentice Wizard"), "{X}", max_x=True).x == 1
    assert solve_payment(parse_inline("Wastes, Apprentice Wizard, Chromatic Orrery (tapped)"), "{X}", max_x=True).x == 3


def test_a_loop_whose_untap_a_permission_pays():
    """A relic that taps for {C}{C}{C} and untaps for {U}: no loop alone ({C} does not pay {U}); under Chromatic
    Orrery (CR 609.4b) one {C} pays the untap each time round, two more each time: arbitrarily much mana."""
    relic = {"id": "relic", "name": "Homebrew Relic", "type": "Artifact",
             "text": "{T}: Add {C}{C}{C}.\n{U}: Untap Homebrew Relic."}
    alone = produce(board_from_data({"permanents": [relic]}))
    assert not alone.unbounded and alone.loops == ()
    out = produce(board_from_data({"permanents": [relic, {"card": "Chromatic Orrery", "tapped": True}]}))
    (loop,) = out.loops
    assert out.unbounded and loop.permanent == "relic" and loop.gain == 2
