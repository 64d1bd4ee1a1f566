"""Triggered abilities that add mana on an event other than a mana ability (CR 603, 605.1b, 605.5a): read from the
real cards' text (shipped database) into :class:`~manaplan.models.effects.EventMana`, never used to pay, reported."""

from __future__ import annotations

from pathlib import Path

import pytest

from manaplan.cli.json_out import payment_json
from manaplan.models.ability import AnyCombination, Produce
from manaplan.models.board_files import load_board
from manaplan.models.cards.store import default_database
from manaplan.models.effects import EventMana
from manaplan.models.mana import ManaType as T
from manaplan.models.oracle.parser import parse_card
from manaplan.solver.pay.solve import solve_payment
from manaplan.solver.produce.solve import produce

BOARDS = Path(__file__).resolve().parents[1] / "produce_boards"


def event(name: str) -> EventMana:
    parsed = parse_card(default_database().get(name))
    assert not parsed.unsupported, parsed.unsupported
    (e,) = [e for e in parsed.effects if isinstance(e, EventMana)]
    return e


def test_cr_603_605_5a_enters_the_battlefield_burning_tree_emissary():
    """CR 603.1, 605.5a: "When ~ enters the battlefield, add {R}{G}." triggers on entering, not on a mana ability:
    a triggered ability that uses the stack, so not a mana ability."""
    e = event("Burning-Tree Emissary")
    assert e.trigger == "When ~ enters the battlefield"
    assert e.adds == Produce(((T.R, T.G),))
    assert not e.keeps and not e.may and e.player == "you"
    assert "not a mana ability" in e.describe() and "605.5a" in e.describe()


def test_cr_603_4_intervening_if_kept_in_the_trigger_coal_stoker():
    """CR 603.4: an intervening "if" clause belongs to the trigger condition; it is quoted, not dropped."""
    e = event("Coal Stoker")
    assert e.trigger == "When ~ enters the battlefield, if you cast it from your hand"
    assert e.adds == Produce(((T.R, T.R, T.R),))


@pytest.mark.parametrize("name, trigger", [
    ("Eladamri's Vineyard", "At the beginning of each player's precombat main phase"),
    ("Hulking Raptor", "At the beginning of your precombat main phase"),
    ("Cathodion", "When ~ dies"),
    ("Electro, Assaulting Battery", "Whenever you cast an instant or sorcery spell"),
    ("Bone Miser", "Whenever you discard a land card"),
    ("Rattleclaw Mystic", "When ~ is turned face up"),
])
def test_cr_603_phase_death_cast_discard_and_face_up_triggers(name, trigger):
    """CR 603.2: phase and step beginnings, dying, casting, discarding, turning face up are events other than a mana
    ability resolving (CR 605.1b), so each of these is a triggered ability on the stack (CR 605.5a)."""
    assert event(name).trigger == trigger


def test_cr_603_attack_trigger_keeps_mana_kessig_naturalist():
    """"Whenever ~ attacks, add {R} or {G}. Until end of turn, you don't lose this mana as steps and phases end.":
    a choice of one mana, kept in the pool until end of turn (CR 500.4 exception)."""
    e = event("Kessig Naturalist")
    assert e.adds == Produce(((T.R,), (T.G,)))
    assert e.keeps
    assert "(kept until end of turn)" in e.describe()


def test_cr_603_you_may_add_and_spend_restriction_thran_turbine():
    """"At the beginning of your upkeep, you may add {C}{C}. You can't spend this mana to cast spells." (CR 106.6
    restriction, CR 603.5 optional)."""
    e = event("Thran Turbine")
    assert e.may and e.spend is not None
    assert e.adds == Produce(((T.C, T.C),))


def test_cr_603_landfall_is_not_a_mana_ability_lotus_cobra():
    """Landfall triggers on a land entering, not on a mana ability: Lotus Cobra's mana uses the stack (CR 605.5a)."""
    e = event("Lotus Cobra")
    assert e.trigger == "Whenever a land you control enters"
    assert isinstance(e.adds, (Produce, AnyCombination))


@pytest.mark.parametrize("name", ["Shizuko, Caller of Autumn"])  # the others are read now: test_triggers_more.py
def test_shapes_not_read_stay_unsupported(name):
    """Never guess: a trigger with another effect in the same sentence, a counted amount this form does not read, a
    triggered mana ability with a further effect — each stays unsupported with its text quoted."""
    parsed = parse_card(default_database().get(name))
    assert parsed.unsupported
    assert not [e for e in parsed.effects if isinstance(e, EventMana)]


def test_cr_605_5a_produce_reports_but_never_adds_event_mana():
    """CR 605.5a: Burning-Tree Emissary's and Eladamri's Vineyard's mana cannot be made now; the board makes only the
    Forest's {G}, and both triggers are listed among the effects on mana, none as not understood."""
    out = produce(load_board(BOARDS / "event_mana.yaml"))
    assert out.max_total == 1 and out.max_by_type[T.G] == 1 and out.max_by_type[T.R] == 0
    words = dict(out.effects)
    assert "605.5a" in words["Burning-Tree Emissary#1"]
    assert "605.5a" in words["Eladamri's Vineyard#1"]
    assert not out.unsupported


def test_cr_605_5a_pay_cannot_use_event_mana():
    """CR 605.5a, 601.2g: {R} is not payable from Forest, Burning-Tree Emissary, Eladamri's Vineyard."""
    board = load_board(BOARDS / "event_mana.yaml")
    assert not solve_payment(board, "{R}").payable
    assert solve_payment(board, "{G}").payable


def test_cr_605_5a_pay_notes_name_the_event_mana():
    """The payment says which mana it could not use and why (CR 605.5a), paid or not, in ``--json`` too."""
    board = load_board(BOARDS / "event_mana.yaml")
    for payment in (solve_payment(board, "{R}"), solve_payment(board, "{G}")):
        assert [n.split(":")[0] for n in payment.notes] == ["Burning-Tree Emissary#1", "Eladamri's Vineyard#1"]
        assert payment_json(payment)["notes"] == list(payment.notes)


@pytest.mark.parametrize("name, chapters, adds", [
    ("The First Eruption", "II", Produce(((T.R, T.R),))),
    ("Summon: G.F. Ifrit", "III, IV", Produce(((T.R,),))),
    ("The Flux", "VI", Produce(((T.R,) * 6,))),
])
def test_cr_714_2b_chapter_ability_that_adds_mana(name, chapters, adds):
    """CR 714.2b: a Saga's chapter ability triggers when lore counters reach its number — a triggered ability on an
    event other than a mana ability, so not a mana ability (CR 605.5a)."""
    parsed = parse_card(default_database().get(name))
    (e,) = [e for e in parsed.effects if isinstance(e, EventMana)]
    assert e.trigger == f"Chapter {chapters} (lore counters, CR 714.2b)"
    assert e.adds == adds


def test_cr_714_2b_chapter_with_a_rider_not_understood_stays_unsupported():
    """A chapter's spending restriction the rider parser does not read ("only to cycle cards", made up) leaves the
    chapter unsupported, quoted. (Niko Defies Destiny's "only to foretell cards or cast spells that have foretell" is
    read now: tests/test_last_cards.py; other effects of a chapter: tests/test_triggers_more.py.)"""
    from manaplan.models.oracle.parser import parse_text

    parsed = parse_text("Test Saga", "Enchantment \u2014 Saga",
                        "I \u2014 Draw a card.\nII \u2014 Add {W}{U}. Spend this mana only to cycle cards.")
    assert any(u.text.startswith("II \u2014 Add {W}{U}.") for u in parsed.unsupported)


# ---------------------------------------------------------------------------------------------------- on one type
@pytest.mark.parametrize("name, scope_words, produced, chosen", [
    ("Forsaken Monument", "a permanent you control", {T.C}, False),
    ("Ultima, Origin of Oblivion", "a land you control", {T.C}, False),
    ("Gauntlet of Power", "a basic land", set(), True),
])
def test_cr_605_1b_triggered_mana_ability_on_one_type(name, scope_words, produced, chosen):
    """CR 605.1b: "Whenever you tap a permanent for {C}, add an additional {C}." triggers from a mana ability, so is a
    triggered mana ability — but only when that ability's mana includes the type ({C}, or the chosen colour)."""
    from manaplan.models.effects import TriggeredMana

    parsed = parse_card(default_database().get(name))
    (t,) = [e for e in parsed.effects if isinstance(e, TriggeredMana)]
    assert t.scope.text == scope_words
    assert t.produced == produced and t.produced_chosen == chosen


def test_cr_605_1b_106_12a_produce_forsaken_monument_and_gauntlet_of_power():
    """CR 106.12a, 605.1b: Wastes {C}+{C}; Sol Ring {C}{C}+{C} (one trigger per tapping); Forest, green chosen,
    {G}+{G}; Shivan Reef {C}+{C} by its colorless ability, nothing extra for {U} or {R}. Most in all 2+2+3+2 = 9,
    colorless 2+3+2 = 7, green 2, red 1 (the Reef's other ability)."""
    out = produce(load_board(BOARDS / "produced_type_triggers.yaml"))
    assert out.max_total == 9
    assert out.max_by_type[T.C] == 7 and out.max_by_type[T.G] == 2 and out.max_by_type[T.R] == 1
    assert not out.unsupported


def test_cr_605_1b_pay_uses_the_extra_mana():
    """{G}{G}{C}{C}{C}: the Forest ({G}{G} with Gauntlet of Power) and Sol Ring ({C}{C}{C} with Forsaken Monument)
    — two permanents tapped."""
    board = load_board(BOARDS / "produced_type_triggers.yaml")
    payment = solve_payment(board, "{G}{G}{C}{C}{C}")
    assert payment.payable and set(payment.tapped) == {"Forest#1", "Sol Ring#1"}


# ---------------------------------------------------------------------------------------------------- same type
def test_cr_605_1b_106_12a_kinnan_adds_to_nonland_permanents_only():
    """Kinnan, Bonder Prodigy (CR 605.1b): Sol Ring {C}{C}+{C}, Llanowar Elves {G}+{G}, the Forest (a land) {G}:
    most in all 6, green 3, colorless 3."""
    out = produce(load_board(BOARDS / "kinnan.yaml"))
    assert out.max_total == 6 and out.max_by_type[T.G] == 3 and out.max_by_type[T.C] == 3
    assert not out.unsupported


def test_cr_605_1b_111_1_roxanne_adds_to_artifact_tokens_only():
    """Roxanne, Starfall Savant (CR 605.1b; a Treasure is a token, CR 111.1): the Treasure makes two mana of one
    colour, Mind Stone (no token) {C}: most in all 3, at most 2 of a colour."""
    out = produce(load_board(BOARDS / "roxanne.yaml"))
    assert out.max_total == 3 and out.max_by_type[T.R] == 2 and out.max_by_type[T.C] == 1
    assert not out.unsupported


def test_cr_605_1b_pay_with_kinnan():
    """{G}{G}{C}{C}{C}: Llanowar Elves ({G}{G}) and Sol Ring ({C}{C}{C}) with Kinnan — the Forest stays untapped."""
    payment = solve_payment(load_board(BOARDS / "kinnan.yaml"), "{G}{G}{C}{C}{C}")
    assert payment.payable and set(payment.tapped) == {"Llanowar Elves#1", "Sol Ring#1"}


# ---------------------------------------------------------------------------------------------------- more triggers
@pytest.mark.parametrize("name, trigger", [
    ("Tangleroot", "Whenever a player casts a creature spell"),
    ("Mishra, Excavation Prodigy", "Whenever you discard one or more artifact cards (only once each turn)"),
    ("Conduit of Storms", "Whenever ~ attacks, at the beginning of your next main phase this turn"),
    ("Chancellor of the Tangle",
     "If you revealed this card from your opening hand, at the beginning of your first main phase"),
])
def test_cr_603_7_delayed_and_other_players_triggers(name, trigger):
    """CR 603.2: casting by any player ("that player adds"); CR 603.2h: "triggers only once each turn" is part of the
    trigger; CR 603.7: a delayed triggered ability ("add {R} at the beginning of your next main phase this turn"),
    also one set up from the opening hand (CR 103.6). None is a mana ability (CR 605.5a)."""
    parsed = parse_card(default_database().get(name))
    assert not parsed.unsupported, parsed.unsupported
    (e,) = [e for e in parsed.effects if isinstance(e, EventMana)]
    assert e.trigger == trigger
    assert e.player == ("that player" if name == "Tangleroot" else "you")


# ---------------------------------------------------------------------------------------------------- damage
@pytest.mark.parametrize("name, scope_words, mana", [
    ("Manabarbs", "a land", False),
    ("Burning Earth", "a nonbasic land", False),
    ("Scald", "an Island", False),
    ("Overabundance", "a land", True),
])
def test_cr_106_12a_damage_whenever_tapped_for_mana(name, scope_words, mana):
    """CR 106.12a: "Whenever a player taps a land for mana, ~ deals 1 damage to that player." — ManaDamage;
    Overabundance also adds one mana of a type the land produced (a triggered mana ability, CR 605.1b)."""
    from manaplan.models.effects import ManaDamage, TriggeredMana

    parsed = parse_card(default_database().get(name))
    assert not parsed.unsupported
    (d,) = [e for e in parsed.effects if isinstance(e, ManaDamage)]
    assert d.scope.text == scope_words and d.amount == 1
    assert bool([e for e in parsed.effects if isinstance(e, TriggeredMana)]) == mana


def test_cr_106_12a_119_4_pay_counts_manabarbs_damage():
    """With Manabarbs and 2 life: {G} costs 1 life (the Forest); {G}{U} costs 2: Manabarbs's damage is a trigger
    that resolves after the payment (CR 603.3), so it is payable and leaves you at 0 (CR 704.5a); {2} is paid by
    Sol Ring (no land, no damage)."""
    board = load_board(BOARDS / "manabarbs.yaml")
    g = solve_payment(board, "{G}")
    assert g.payable and g.life_lost == 1
    gu = solve_payment(board, "{G}{U}")
    assert gu.payable and gu.life_lost == 2 and gu.life_after == 0 and gu.loses_game
    two = solve_payment(board, "{2}")
    assert two.payable and two.life_lost == 0 and two.tapped == ("Sol Ring#1",)


# ---------------------------------------------------------------------------------------------------- no mana
@pytest.mark.parametrize("name, trigger", [
    ("Storm Cauldron", "Whenever a land is tapped for mana"),
    ("Forbidden Orchard", "Whenever you tap ~ for mana"),
    ("War's Toll", "Whenever an opponent taps a land for mana"),
])
def test_cr_605_1b_trigger_on_tapping_that_adds_no_mana(name, trigger):
    """CR 605.1b: a trigger on tapping for mana that adds no mana is not a mana ability; it uses the stack (CR 603.3)
    and resolves after the payment (CR 601.2h). Read as TapTrigger, its effect quoted."""
    from manaplan.models.effects import TapTrigger

    parsed = parse_card(default_database().get(name))
    (t,) = [e for e in parsed.effects if isinstance(e, TapTrigger)]
    assert t.trigger == trigger


def test_cr_603_3_storm_cauldron_changes_no_payment():
    """{G}{U} from Forest and Island under Storm Cauldron: payable, and the note names the trigger."""
    payment = solve_payment(load_board(BOARDS / "storm_cauldron.yaml"), "{G}{U}")
    assert payment.payable and payment.life_lost == 0
    assert [n.split(":")[0] for n in payment.notes] == ["Storm Cauldron#1"]
    assert not produce(load_board(BOARDS / "storm_cauldron.yaml")).unsupported


def test_cr_603_modal_permanent_mode_frontier_siege():
    """"• Khans — At the beginning of each of your main phases, add {G}{G}.": a triggered ability (CR 603.2) that
    exists only if Khans was chosen as Frontier Siege entered; not a mana ability (CR 605.5a)."""
    e = event("Frontier Siege")
    assert e.trigger == "If Khans was chosen, at the beginning of each of your main phases"
    assert e.adds == Produce(((T.G, T.G),))


def test_cr_605_1b_vorinclex_untap_rider_is_a_tap_trigger():
    """Vorinclex, Voice of Hunger: "Whenever an opponent taps a land for mana, that land doesn't untap during its
    controller's next untap step." adds no mana (CR 605.1b): a TapTrigger; its other trigger doubles your lands' mana."""
    from manaplan.models.effects import TapTrigger, TriggeredMana

    parsed = parse_card(default_database().get("Vorinclex, Voice of Hunger"))
    assert not parsed.unsupported
    assert [type(e) for e in parsed.effects] == [TriggeredMana, TapTrigger]
