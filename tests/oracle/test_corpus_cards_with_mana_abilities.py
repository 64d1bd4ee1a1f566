"""The corpus file's own gap (``/work/shared/cards/mana_cards.jsonl``): cards with a mana ability whose text the
parser did not read. Each is read exactly into a typed value (or left unsupported with the reason), and the solvers
use or refuse it. The texts are the cards' texts as that file prints them (several are not in the shipped
database: silver-bordered and acorn cards, planes); expected figures are worked out by hand."""

from __future__ import annotations

from dataclasses import replace

import pytest

from manaplan.models.ability import (
    Chance,
    ChanceOutcome,
    Counted,
    DoneThisWay,
    NamedInGraveyards,
    Produce,
    SpendUse,
    WatermarkCount,
)
from manaplan.models.board_files import board_from_data
from manaplan.models.cards.store import default_database
from manaplan.models.mana import ManaType
from manaplan.models.oracle.parser import parse_line, parse_text
from manaplan.solver.pay.solve import solve_payment
from manaplan.solver.produce.solve import produce
from manaplan.solver.rules.spending import SpendPurpose, use_fits

CREATURE_SPELL = SpendPurpose.cast(frozenset({"Creature"}), colors=frozenset("G"), name="Grizzly Bears",
                                   mana_value=2)


def parsed(name: str):
    card = default_database().get(name)
    return parse_text(card.name, card.type_line, card.oracle_text)


def board(*entries, **more):
    data = {"permanents": [e if isinstance(e, dict) else {"card": e} for e in entries], **more}
    return board_from_data(data, source="test")


def reread(ability, name: str):
    """The ability its own describe() parses back to, with the printed text set aside (not compared)."""
    (again,) = parse_line(ability.describe(), (name,)).abilities
    return replace(again, text=ability.text)


def homebrew(id_: str, name: str, type_: str, text: str) -> dict:
    return {"id": id_, "name": name, "type": type_, "text": text}


# ---------------------------------------------------------------------------------------------------- glued keyword
ARLINN_FILE = ("Nightbound (If a player casts at least two spells during their own turn, it becomes day next turn.)"
               "+2: Add {R}{G}.\n0: Until end of turn, Arlinn, the Moon's Fury becomes a 5/5 Werewolf creature with "
               "trample, indestructible, and haste.")


def test_arlinn_nightbound_glued_to_its_loyalty_ability():
    """The file's Arlinn, the Moon's Fury lost the line break after the keyword Nightbound (CR 702.145): the keyword
    line and "+2: Add {R}{G}." are read apart, as the shipped database prints them."""
    p = parse_text("Arlinn, the Moon's Fury", "Legendary Planeswalker \u2014 Arlinn", ARLINN_FILE)
    assert p.fully_understood
    (effect,) = p.mana_effects
    assert effect.kind == "loyalty" and effect.loyalty == 2
    assert effect.output == Produce.one_of("RG")
    assert [e.describe() for e in parsed("Arlinn, the Moon's Fury").mana_effects] == ["+2: Add {R}{G}."]


# ---------------------------------------------------------------------------------------------------- chance
MANA_SCREW = ("{1}: Flip a coin. If you win the flip, add {C}{C}. Activate this ability only any time you could "
              "cast an instant.")
JACK_IN_THE_MOX = ("{T}: Roll a six-sided die. This ability has the indicated effect.\n1 \u2014 Sacrifice "
                   "Jack-in-the-Mox and you lose 5 life.\n2 \u2014 Add {W}.\n3 \u2014 Add {U}.\n4 \u2014 Add {B}.\n"
                   "5 \u2014 Add {R}.\n6 \u2014 Add {G}.")


def test_mana_screw_coin_flip_is_read():
    """Mana Screw (and Everythingamajig's same ability): the {C}{C} comes only if you win the flip (CR 705)."""
    p = parse_text("Mana Screw", "Artifact", MANA_SCREW)
    assert p.fully_understood
    (ability,) = p.mana_abilities
    assert ability.output == Chance(2, (ChanceOutcome("win", Produce.one_of("CC")),))
    assert ability.condition.instant_speed
    assert ability.describe().startswith("{1}: Flip a coin. If you win the flip, add {C}{C}.")
    assert reread(ability, "Mana Screw") == ability


def test_jack_in_the_mox_die_results_are_one_ability():
    """Jack-in-the-Mox: one ability whose result lines follow it (CR 706): a 1 sacrifices it and costs 5 life,
    2–6 add one mana of W, U, B, R, G."""
    p = parse_text("Jack-in-the-Mox", "Artifact", JACK_IN_THE_MOX)
    assert p.fully_understood
    (ability,) = p.mana_abilities
    out = ability.output
    assert isinstance(out, Chance) and out.sides == 6
    assert out.outcomes[0] == ChanceOutcome("1", sacrifice_self=True, life_loss=5)
    assert [(o.result, o.add) for o in out.outcomes[1:]] == [
        (str(n), Produce.one_of(c)) for n, c in zip(range(2, 7), "WUBRG")]
    assert "".join(sorted(t.value for t in out.could_produce())) == "BGRUW"
    assert reread(ability, "Jack-in-the-Mox") == ability


def test_a_die_result_not_read_leaves_the_ability_unsupported():
    """A result line no form reads (here "1 — Draw a card.") makes the whole ability unsupported."""
    text = JACK_IN_THE_MOX.replace("Sacrifice Jack-in-the-Mox and you lose 5 life.", "Draw a card.")
    p = parse_text("Jack-in-the-Mox", "Artifact", text)
    assert not p.mana_abilities and p.unsupported


def test_cr_705_mana_screw_is_never_counted_on():
    """A Forest and Mana Screw: the flip may be lost (CR 705), so neither produce nor pay counts the {C}{C};
    produce says why, pay cannot pay {2} (the Forest alone gives 1)."""
    b = board("Forest", homebrew("screw", "Mana Screw", "Artifact", MANA_SCREW))
    result = produce(b)
    assert result.max_total == 1
    assert any(pid == "screw" and "coin flip" in reason for pid, _, reason in result.unsupported)
    payment = solve_payment(b, "{2}")
    assert not payment.payable
    assert any(line.startswith("screw:") for line in payment.left_out)


def test_cr_706_jack_in_the_mox_is_never_counted_on():
    """Jack-in-the-Mox alone: no result is certain (a 1 even sacrifices it), so it pays nothing."""
    b = board(homebrew("jack", "Jack-in-the-Mox", "Artifact", JACK_IN_THE_MOX))
    assert produce(b).max_total == 0
    assert not solve_payment(b, "{W}").payable


# ---------------------------------------------------------------------------------------------------- spending
WATERMARKET = "{T}: Add {C}{C}. Spend this mana only to cast spells with watermarks."
SECRET_BASE = "{T}: Add one mana of any color. Spend this mana only to cast a spell that shares a watermark with " \
              "Secret Base."
UNDERDOME = "{T}: Add one mana of any color. Spend this mana only to pay silver-bordered costs."
TOY_WORKSHOP = ("{T}: Add {3} to your mana pool. Spend this mana only on spells and abilities that put tokens onto "
                "the battlefield. Use toys to represent the tokens.")


def _only(name: str, text: str) -> tuple[SpendUse, ...]:
    p = parse_text(name, "Land", text)
    assert p.fully_understood, p.unsupported
    return p.mana_abilities[-1].spend.only


def test_watermark_restrictions_are_read():
    """Watermarket's and Secret Base's mana pays only spells with (a shared) watermark: a quality of the spell."""
    (use,) = _only("Watermarket", WATERMARKET)
    assert use == SpendUse("cast", qualities=frozenset({"with a watermark"}))
    (use,) = _only("Secret Base", SECRET_BASE)
    assert use == SpendUse("cast", qualities=frozenset({"sharing a watermark with this"}))
    p = parse_text("Secret Base", "Land", SECRET_BASE)
    assert p.mana_abilities[-1].spend.describe() == \
        "Spend this mana only to cast spells that share a watermark with ~."


def test_silver_border_and_token_restrictions_are_read():
    """Underdome pays only silver-bordered costs; Mishra's Toy Workshop's {3} only spells or abilities that put
    tokens onto the battlefield (its "Use toys to represent the tokens." changes no mana)."""
    assert _only("Underdome", UNDERDOME) == (SpendUse("pay", cost="silver-bordered"),)
    assert _only("Mishra's Toy Workshop", TOY_WORKSHOP) == (
        SpendUse("cast", qualities=frozenset({"that puts tokens"})),
        SpendUse("activate", qualities=frozenset({"that puts tokens"})))
    (ability,) = parse_text("Mishra's Toy Workshop", "Land", TOY_WORKSHOP).mana_abilities
    assert ability.output == Produce.one_of("CCC")
    assert reread(ability, "Mishra's Toy Workshop") == ability


def test_qualities_no_board_shows_fit_nothing():
    """A watermark, a border or what a spell puts onto the battlefield is on no board: such a use is never known
    to fit (None), so restricted mana never pays there (CR 106.6); a silver-bordered cost is no spell's cost."""
    for name, text in (("Watermarket", WATERMARKET), ("Secret Base", SECRET_BASE),
                       ("Mishra's Toy Workshop", TOY_WORKSHOP)):
        for use in _only(name, text):
            expected = None if use.action == "cast" else False  # an ability's use never fits casting a spell
            assert use_fits(use, CREATURE_SPELL) is expected, name
    signet = SpendPurpose.activate(frozenset({"Artifact"}), name="Azorius Signet's ability")
    assert use_fits(_only("Mishra's Toy Workshop", TOY_WORKSHOP)[1], signet) is None
    (use,) = _only("Underdome", UNDERDOME)
    assert use_fits(use, CREATURE_SPELL) is False


def test_cr_106_6_watermarket_mana_does_not_pay_a_creature_spell():
    """Watermarket's {C}{C} cannot pay Grizzly Bears' {1}{G} with a Forest; the same land without the restriction
    can (so the restriction is the reason)."""
    restricted = board("Forest", homebrew("wm", "Watermarket", "Land", WATERMARKET))
    assert not solve_payment(restricted, "{1}{G}", purpose=CREATURE_SPELL).payable
    free = board("Forest", homebrew("wm", "Free Market", "Land", "{T}: Add {C}{C}."))
    assert solve_payment(free, "{1}{G}", purpose=CREATURE_SPELL).payable
    underdome = board("Forest", homebrew("ud", "Underdome", "Land", UNDERDOME))
    assert not solve_payment(underdome, "{1}{G}", purpose=CREATURE_SPELL).payable


# ---------------------------------------------------------------------------------------------------- event mana
def test_muerra_adds_r_or_g_for_each_raccoon():
    """Muerra, Trash Tactician: "add {R} or {G} for each Raccoon you control" — the choice is made once for each
    Raccoon, so any combination of {R} and {G} (as ruled for Culling Ritual's "{B} or {G} for each"). A triggered
    ability at the beginning of the first main phase (CR 603), not a mana ability (CR 605.5a)."""
    p = parsed("Muerra, Trash Tactician")
    assert not [u for u in p.unsupported if "Raccoon" in u.text]
    (event,) = [e for e in p.effects if type(e).__name__ == "EventMana"]
    assert event.trigger == "At the beginning of your first main phase"
    assert event.adds.combination and set(event.adds.unit.choices) == {(ManaType.R,), (ManaType.G,)}
    assert event.adds.count.filter.subtypes == frozenset({"Raccoon"}) and event.adds.count.controller == "you"
    assert event.adds.describe() == ("Add X mana in any combination of {R} and/or {G}, where X is the number of "
                                     "Raccoons you control.")


def test_cr_605_5a_pay_never_uses_muerra_but_notes_it():
    """Muerra with two other (homebrew) Raccoons pays nothing: its mana comes only from a trigger at the beginning
    of the main phase (CR 605.5a), which pay names in its notes."""
    raccoon = {"name": "Test Raccoon", "type": "Creature \u2014 Raccoon", "text": ""}
    b = board("Muerra, Trash Tactician", {**raccoon, "id": "r1"}, {**raccoon, "id": "r2"})
    payment = solve_payment(b, "{R}")
    assert not payment.payable
    assert any(n.startswith("Muerra, Trash Tactician#1:") for n in payment.notes)


def test_carpet_of_flowers_counts_islands_of_target_opponent():
    """Carpet of Flowers: "you may add X mana of any one color, where X is the number of Islands target opponent
    controls", once each turn (the intervening if, CR 603.4): the count is of the targeted opponent's Islands."""
    p = parsed("Carpet of Flowers")
    assert p.fully_understood
    (event,) = p.effects
    assert event.may and event.adds.unit == Produce.any_color(1)
    assert event.adds.count.controller == "target opponent"
    assert event.adds.count.filter.subtypes == frozenset({"Island"})
    assert "Islands target opponent controls" in event.describe()


def test_cr_605_5a_carpet_of_flowers_never_pays():
    """Carpet of Flowers beside three Islands an opponent controls: nothing it adds pays {G} now (its trigger uses
    the stack, CR 605.5a); pay says so in its notes."""
    b = board("Carpet of Flowers", {"card": "Island", "count": 3, "controller": "opponent"})
    payment = solve_payment(b, "{G}")
    assert not payment.payable
    assert any(n.startswith("Carpet of Flowers#1:") for n in payment.notes)


NYX = ("Nontoken creatures are enchantments in addition to their other types.\nConstellation \u2014 Whenever an "
       "enchantment enters the battlefield under your control, you gain 1 life.\nWhenever chaos ensues, choose a "
       "color. Add an amount of mana of that color equal to your devotion to that color.")


def test_nyx_chaos_adds_devotion_to_a_chosen_color():
    """Nyx (a plane): when chaos ensues (the chaos symbol of the planar die), you choose a colour and add one mana of
    it for each mana symbol of that colour among your permanents' mana costs (devotion, CR 700.5): the
    same output as Nykthos's, in a triggered ability that is not a mana ability (CR 605.5a)."""
    p = parse_text("Nyx", "Plane \u2014 Theros", NYX)
    assert p.fully_understood
    (event,) = [e for e in p.effects if type(e).__name__ == "EventMana"]
    assert event.trigger == "Whenever chaos ensues" and not event.before
    nykthos = parsed("Nykthos, Shrine to Nyx").mana_abilities[-1].output
    assert event.adds == nykthos
    assert event.adds.describe() == ("Choose a color. Add an amount of mana of that color equal to your devotion to "
                                     "that color.")


def test_a_chosen_color_another_sentence_decides_is_not_read():
    """"Choose a color." before mana that does not say "that color" is not this form: left unsupported."""
    p = parse_text("Test Plane", "Plane \u2014 Test", "Whenever chaos ensues, choose a color. Add {G}{G}.")
    assert not p.effects and p.unsupported


# ---------------------------------------------------------------------------------------------------- spells
ORGAN_HARVEST = ("Your team may sacrifice any number of creatures. For each creature sacrificed this way, you add "
                 "{B}{B}.")


def test_organ_harvest_bb_for_each_creature_sacrificed():
    """Organ Harvest (a sorcery's mana, CR 605.5b): {B}{B} for each creature your team sacrificed this way, the
    sacrifice kept with the mana (it costs creatures), as Mana Seism's lands; its describe() reads back the same."""
    p = parse_text("Organ Harvest", "Sorcery", ORGAN_HARVEST)
    assert p.fully_understood
    (e,) = p.mana_effects
    assert e.kind == "spell"
    assert e.output == DoneThisWay(Produce.one_of("BB"), "creature sacrificed this way",
                                   by="Your team may sacrifice any number of creatures.")
    assert e.side_effects == () and e.targets == ()
    (again,) = parse_text("Organ Harvest", "Sorcery", e.describe()).mana_effects
    assert again.output == e.output


def test_for_each_creature_sacrificed_needs_the_sacrifice_before():
    """Without the sentence that sacrifices, "for each creature sacrificed this way" counts nothing known."""
    p = parse_text("Test Sorcery", "Sorcery", "Draw a card. For each creature sacrificed this way, you add {B}{B}.")
    assert p.mana_effects == () and p.unsupported


def test_culling_ritual_b_or_g_for_each_permanent_destroyed():
    """Culling Ritual (a sorcery's mana, CR 605.5b): {B} or {G} for each permanent its first sentence destroyed,
    chosen for each (any combination, as ruled for the card); the destruction is kept with the mana (it may cost
    your own permanents)."""
    p = parsed("Culling Ritual")
    assert p.fully_understood
    (e,) = p.mana_effects
    assert e.output == DoneThisWay(Produce.one_of("B", "G"), "permanent destroyed this way",
                                   by="Destroy each nonland permanent with mana value 2 or less.", combination=True)
    assert e.describe() == ("Destroy each nonland permanent with mana value 2 or less. Add {B} or {G} for each "
                            "permanent destroyed this way.")
    (again,) = parse_text("Culling Ritual", "Sorcery", e.describe()).mana_effects
    assert again.output == e.output
    assert DoneThisWay(Produce.one_of("B", "G"), "permanent destroyed this way").describe() != e.output.describe()


# ---------------------------------------------------------------------------------------------------- watermarks
DRUID = "{T}: Add {G} for each Crossbreed Labs watermark among permanents you control."


def test_druid_of_the_sacred_beaker_counts_a_watermark():
    """Druid of the Sacred Beaker: {G} for each of your permanents with the Crossbreed Labs watermark."""
    p = parse_text("Druid of the Sacred Beaker", "Creature \u2014 Deer Bird Ape Druid", DRUID)
    assert p.fully_understood
    (ability,) = p.mana_abilities
    assert ability.output == Counted(Produce.one_of("G"), WatermarkCount("Crossbreed Labs"))
    assert ability.describe() == DRUID
    assert reread(ability, "Druid of the Sacred Beaker") == ability


def test_watermark_count_is_never_assumed():
    """No board gives watermarks: produce and pay leave the Druid out and say why (a Forest alone pays {G}, not
    {G}{G})."""
    b = board("Forest", homebrew("druid", "Druid of the Sacred Beaker", "Creature \u2014 Deer Bird Ape Druid", DRUID))
    result = produce(b)
    assert result.max_total == 1
    assert any(pid == "druid" and "watermark" in reason for pid, _, reason in result.unsupported)
    payment = solve_payment(b, "{G}{G}")
    assert not payment.payable
    assert any(line.startswith("druid:") and "watermark" in line for line in payment.left_out)


# ---------------------------------------------------------------------------------------------------- graveyards
def test_rite_of_flame_two_plus_one_for_each_in_each_graveyard():
    """Rite of Flame (a sorcery's mana, CR 605.5b): {R}{R}, then {R} for each card named Rite of Flame in each
    graveyard — every player's (the spell itself is put into the graveyard only as the last step of its
    resolution, so it does not count itself)."""
    p = parsed("Rite of Flame")
    assert p.fully_understood
    (e,) = p.mana_effects
    assert e.output == Counted(Produce.one_of("R"), NamedInGraveyards(), plus=2)
    assert e.describe() == ("Add an amount of {R} equal to 2 plus the number of cards named ~ in each graveyard.")
    (again,) = parse_text("Rite of Flame", "Sorcery", e.describe()).mana_effects
    assert again.output == e.output


def test_cards_in_each_graveyard_are_never_counted():
    """The board gives only your graveyard: an ability counting cards in each graveyard is left out, saying why,
    even with copies in your graveyard (a homebrew permanent with the same amount)."""
    text = "{T}: Add an amount of {R} equal to 2 plus the number of cards named ~ in each graveyard."
    b = board(homebrew("rite", "Rite Engine", "Artifact", text), graveyard=["Rite of Flame"])
    (ability,) = parse_text("Rite Engine", "Artifact", text).mana_abilities
    assert ability.output == Counted(Produce.one_of("R"), NamedInGraveyards(), plus=2)
    result = produce(b)
    assert result.max_total == 0
    assert any(pid == "rite" and "each graveyard" in reason for pid, _, reason in result.unsupported)
    assert not solve_payment(b, "{R}").payable


# ---------------------------------------------------------------------------------------------------- broken line
MAD_SCIENCE = ("{T}: Roll a six-sided die. On a 3 or lower,\ntarget player adds {C}. Otherwise, that player adds one "
               "mana of any color they choose.")


def test_mad_science_fair_project_sentence_broken_over_two_lines():
    """The file breaks Mad Science Fair Project's sentence after "On a 3 or lower,": read as one ability. A die roll
    (CR 706) whose mana a target player adds, so not a mana ability (CR 605.1a): 1–3 add {C}, 4–6 one mana of
    any color that player chooses."""
    p = parse_text("Mad Science Fair Project", "Artifact", MAD_SCIENCE)
    assert p.fully_understood and not p.mana_abilities
    (e,) = p.mana_effects
    assert e.kind == "activated" and e.player == "target player" and e.additional_cost.tap
    assert e.output == Chance(6, (ChanceOutcome("1-3", Produce.one_of("C")), ChanceOutcome("4-6", Produce.any_color())),
                              at_most=3, target_player=True)
    assert e.describe() == MAD_SCIENCE.replace(",\n", ", ")
    (again,) = parse_text("Mad Science Fair Project", "Artifact", e.describe()).mana_effects
    assert again.output == e.output


def test_cr_605_1a_mad_science_fair_project_never_pays():
    """Alone on the board it pays nothing (a targeted ability uses the stack, and the roll decides); pay names it."""
    b = board(homebrew("msfp", "Mad Science Fair Project", "Artifact", MAD_SCIENCE))
    payment = solve_payment(b, "{1}")
    assert not payment.payable
    assert any(n.startswith("msfp:") for n in payment.notes)
    assert produce(b).max_total == 0


SPOILS = "For each artifact or creature card in target opponent's graveyard, add {C} and you gain 1 life."


def test_spoils_of_evil_counts_target_opponents_graveyard():
    """Spoils of Evil (an instant's mana, CR 605.5b): {C} and 1 life for each artifact or creature card in the
    target opponent's graveyard; the life is gained, never paid, so it stays a sentence of the effect."""
    p = parsed("Spoils of Evil")
    assert p.fully_understood
    (e,) = p.mana_effects
    assert e.output.unit == Produce.one_of("C") and e.output.count.whose == "target opponent's"
    assert e.output.count.filter.card_types == frozenset({"Artifact", "Creature"})
    assert e.targets == ("You gain 1 life for each artifact or creature card in target opponent's graveyard.",)
    (again,) = parse_text("Spoils of Evil", "Instant", e.describe()).mana_effects
    assert (again.output, again.targets) == (e.output, e.targets)


def test_an_opponents_graveyard_is_never_counted():
    """The board's graveyard is yours: a count of target opponent's graveyard raises the solver's unknown count
    (its mana left out with the reason), even with matching cards in your graveyard."""
    from manaplan.solver.effective import UnknownCount, count_of

    (e,) = parsed("Spoils of Evil").mana_effects
    b = board("Forest", graveyard=["Grizzly Bears"])
    with pytest.raises(UnknownCount, match="target opponent's graveyard"):
        count_of(e.output.count, b.permanents[0], b, {})


# ---------------------------------------------------------------------------------------------------- parley
def test_selvala_parley_is_read_as_one_g_for_each_nonland_card_revealed():
    """Selvala, Explorer Returned: no target, so a mana ability (CR 605.1a); {G} (and 1 life) for each nonland card
    the players reveal from the top of their libraries, then each player draws. The life is gained, never paid."""
    (ability,) = parsed("Selvala, Explorer Returned").mana_abilities
    assert ability.cost.tap
    assert ability.output == DoneThisWay(Produce.one_of("G"), "nonland card revealed this way",
                                         by="Each player reveals the top card of their library.")
    assert ability.side_effects == ("You gain 1 life for each nonland card revealed this way.",
                                    "Then each player draws a card.")
    assert reread(ability, "Selvala, Explorer Returned") == ability


def test_selvala_is_never_counted_on():
    """No board gives the players' libraries: produce and pay leave Selvala out and say why."""
    b = board("Forest", "Selvala, Explorer Returned")
    result = produce(b)
    assert result.max_total == 1
    assert any(pid.startswith("Selvala") and "revealed this way" in reason for pid, _, reason in result.unsupported)
    assert not solve_payment(b, "{G}{G}").payable


def test_selesnya_loft_gardens_stays_unsupported_with_the_reason():
    """Selesnya Loft Gardens: after a {CHAOS} roll, your lands add one more mana of a type they produced until end
    of turn; no board holds a plane or says chaos was rolled, so it stays unsupported, saying why."""
    text = ("Whenever you roll {CHAOS}, until end of turn, whenever you tap a land for mana, add one mana of any type "
            "that land produced.")
    (left,) = parse_text("Selesnya Loft Gardens", "Plane \u2014 Ravnica", text).unsupported
    assert "planar die roll" in left.reason


AGNI_KAI = ("Target creature you control fights target creature an opponent controls. If the creature the opponent "
            "controls is dealt excess damage this way, add that much {R}.")


def test_the_last_agni_kai_adds_the_excess_damage():
    """The Last Agni Kai (an instant's mana, CR 605.5b): {R} equal to the excess damage its fight dealt to the
    opponent's creature, known only as it resolves (DoneThisWay, which no solver resolves)."""
    p = parse_text("The Last Agni Kai", "Instant", AGNI_KAI)
    assert p.fully_understood
    (e,) = p.mana_effects
    assert e.output == DoneThisWay(Produce.one_of("R"), "the excess damage dealt this way to the creature the "
                                   "opponent controls", equal=True)
    assert e.targets == ("Target creature you control fights target creature an opponent controls.",)
    (again,) = parse_text("The Last Agni Kai", "Instant", e.describe()).mana_effects
    assert (again.output, again.targets) == (e.output, e.targets)


def test_excess_damage_needs_the_fight_before():
    """Without the fight, "excess damage this way" refers to nothing: unsupported."""
    text = ("Draw a card. If the creature the opponent controls is dealt excess damage this way, add that much {R}.")
    p = parse_text("Test Instant", "Instant", text)
    assert p.mana_effects == () and p.unsupported
