"""The last mana_ability cards of issue 6 (helper H7): spending restrictions on the zone a spell is cast from and on
foretell, and the other families read in this file's later sections. Each test reads the real card's text from the
shipped database; solver tests use small boards in ``tests/*_boards/last_*.yaml``."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from manaplan.models.ability import (
    ParsedCard,
    ActivationCost,
    ChosenColor,
    ChosenColors,
    Conditional,
    Counted,
    DoneThisWay,
    FactCount,
    GreatestPower,
    ManaAbility,
    MilledSymbols,
    PermanentFilter,
    Produce,
    Reflect,
    RevealedCards,
    SpendRestriction,
    SpendUse,
)
from manaplan.models.board_files import board_from_data as load_board_data, load_board, parse_inline
from manaplan.models.cards.store import default_database
from manaplan.models.effects import EventMana
from manaplan.models.facts import FACTS
from manaplan.models.mana import ManaType as T
from manaplan.models.oracle.costs import parse_activation_cost
from manaplan.models.oracle.parser import parse_card, parse_text
from manaplan.solver.analysis import analysed
from manaplan.solver.pay.solve import solve_payment
from manaplan.solver.produce.solve import produce

TESTS = Path(__file__).resolve().parents[1]
CAST_BOARDS = TESTS / "cast_boards"
PAY_BOARDS = TESTS / "pay_boards"


def parsed(name: str):
    p = parse_card(default_database().get(name))
    assert not p.unsupported, p.unsupported
    return p


# ------------------------------------------------------------------------------------ spending restrictions
def test_vhal_mana_cannot_cast_spells_from_your_hand_is_read():
    """CR 106.6: "This mana can't be spent to cast spells from your hand." is a restriction on casting from one zone."""
    (ability,) = parsed("Vhal, Candlekeep Researcher").mana_abilities
    assert ability.spend == SpendRestriction(never=(SpendUse("cast", from_zone="hand"),))
    assert ability.spend.describe() == "This mana can't be spent to cast spells from your hand."


def test_vhal_mana_pays_a_spell_from_the_library_top_never_one_from_hand(run):
    """CR 106.6: Vhal's three {C} pay for Mind Stone cast from the top of the library (Magus of the Future), never for
    Sol Ring cast from the hand — no other source makes mana."""
    data = json.loads(run("cast", str(CAST_BOARDS / "last_vhal.yaml"), "--json").output)
    (stone,) = data["castable"]
    assert stone["card"] == "Mind Stone" and stone["zone"] == "library_top"
    assert [s["permanent"] for s in stone["plan"]] == ["Vhal, Candlekeep Researcher#1"]
    (ring,) = data["not_castable"]
    assert ring["card"] == "Sol Ring" and ring["zone"] == "hand" and "restriction forbids" in ring["reason"]


def test_niko_defies_destiny_chapter_mana_only_for_foretell():
    """CR 714.2b: a chapter ability is triggered (not a mana ability); its mana may be spent only to foretell
    (a special action, CR 116.2) or to cast spells that have foretell."""
    (e,) = [e for e in parsed("Niko Defies Destiny").effects if isinstance(e, EventMana)]
    assert e.trigger.startswith("Chapter II")
    assert e.spend == SpendRestriction(only=(SpendUse("foretell"),
                                             SpendUse("cast", qualities=frozenset({"with foretell"}))))
    assert e.spend.describe() == "Spend this mana only to foretell cards or cast spells that have foretell."


# ------------------------------------------------------------------------------------ abilities with a target
def test_warring_triad_target_player_adds_is_not_a_mana_ability():
    """CR 605.1a: an activated ability with a target is not a mana ability; "Target player adds …" is read with its
    cost, with the target player as the one who adds the mana."""
    (e,) = parsed("The Warring Triad").mana_effects
    assert e.kind == "activated" and e.player == "target player"
    assert e.output == Produce.any_color(1)
    assert e.additional_cost is not None and e.additional_cost.describe() == "{T}, Mill a card"
    assert e.describe() == "{T}, Mill a card: Target player adds one mana of any color."
    assert "target player" in e.features()


def test_warring_triad_mana_never_pays(tmp_path):
    """CR 605.1a, 605.3: an ability with a target uses the stack, so it never resolves while a cost is paid."""
    board = tmp_path / "triad.yaml"
    board.write_text("permanents: [The Warring Triad]\n")
    payment = solve_payment(load_board(board), "{1}")
    assert payment.reason is not None and not payment.steps


def test_priest_of_forgotten_gods_costs_only_the_chosen_targets():
    """CR 605.1a: Priest's ability targets players, so it is not a mana ability; the life loss and sacrifice fall on
    the target players the activator chooses, and "You add {B}{B} and draw a card." adds {B}{B} to you."""
    (e,) = parsed("Priest of Forgotten Gods").mana_effects
    assert e.kind == "activated" and e.player == "you"
    assert e.output == Produce.one_of("BB")
    assert e.targets == ("Any number of target players each lose 2 life and sacrifice a creature.",)
    assert e.side_effects == ("Draw a card.",)


def test_radiant_lotus_three_of_one_chosen_color_for_each_artifact_sacrificed():
    """CR 605.1a: a target makes it not a mana ability; the colour is chosen once ("Choose a color."), and the amount
    is three for each artifact the cost ("Sacrifice one or more artifacts") sacrificed."""
    (e,) = parsed("Radiant Lotus").mana_effects
    assert e.kind == "activated" and e.player == "target player"
    assert e.output == DoneThisWay(Produce.any_color(3), "artifact sacrificed this way")
    assert e.additional_cost.sacrifice_x is not None and e.additional_cost.x_at_least == 1
    assert e.describe() == ("{T}, Sacrifice one or more artifacts: Choose a color. Target player adds three mana of "
                            "the chosen color for each artifact sacrificed this way.")
    assert e.side_effects == ()


def test_for_each_artifact_sacrificed_needs_the_cost_that_sacrifices_them():
    p = parse_text("Test Engine", "Artifact", "{T}: Choose a color. Target player adds three mana of the chosen color "
                                              "for each artifact sacrificed this way.")
    assert p.mana_effects == () and "without a cost that sacrifices artifacts" in p.unsupported[0].reason


def test_jetfire_removes_counters_from_among_your_artifacts_for_a_targeted_ability():
    """Jetfire, Ingenious Scientist: "Remove one or more +1/+1 counters from among artifacts you control: Target
    player adds that much {C}. This mana can't be spent to cast nonartifact spells. Convert Jetfire." The cost is read
    (``remove_x_counters`` '+1/+1', at least one, ``counters_from`` your artifacts: X is the number removed, CR
    107.3), and "that much {C}" is X. The ability has a target, so it is no mana ability (CR 605.1a) and uses the
    stack: a ManaEffect of kind 'activated' for the target player; the board's answers name it ("activate it first"),
    and no payment uses it. Converting it (turning the card over, CR 712) changes nothing on the board given."""
    p = parse_card(default_database().get("Jetfire, Ingenious Scientist"))
    assert p.fully_understood and p.mana_abilities == ()
    (effect,) = p.mana_effects
    cost = effect.additional_cost
    assert effect.kind == "activated" and effect.player == "target player"
    assert (cost.remove_x_counters, cost.x_at_least, cost.counters_from.card_types) == ("+1/+1", 1,
                                                                                        frozenset({"Artifact"}))
    assert cost.has_x and effect.output.could_produce() == frozenset({T.C})
    assert cost.describe() == "Remove one or more +1/+1 counters from among artifacts you control"
    assert effect.spend.never[0].not_card_types == frozenset({"Artifact"})
    board = load_board_data({"permanents": ["Jetfire, Ingenious Scientist",
                                            {"card": "Steel Overseer", "counters": {"+1/+1": 2}}]})
    from manaplan.solver.rules.event_mana import event_mana_notes

    (note,) = event_mana_notes(board)
    assert note.startswith("Jetfire, Ingenious Scientist#1:") and "activate it first" in note
    assert produce(board).max_total == 0  # no mana ability: nothing a payment can use now


def test_soulbright_flamekin_adds_only_on_its_third_resolution_this_turn():
    """Soulbright Flamekin: "{2}: Target creature gains trample until end of turn. If this is the third time this
    ability has resolved this turn, you may add {R}{R}{R}{R}{R}{R}{R}{R}." A target: no mana ability (CR 605.1a), it
    uses the stack. Read as a ManaEffect of kind 'activated' whose mana has that condition, as printed, and is
    optional; like every such ability it is named on the board ("activate it first"), and no payment uses it."""
    p = parse_card(default_database().get("Soulbright Flamekin"))
    assert p.fully_understood and p.mana_abilities == ()
    (effect,) = p.mana_effects
    assert effect.kind == "activated" and effect.may and effect.targets == (
        "Target creature gains trample until end of turn.",)
    assert effect.condition == "this is the third time this ability has resolved this turn"
    assert effect.output == Produce.one_of("RRRRRRRR") and "condition" in effect.features()
    assert effect.describe() == ("{2}: Target creature gains trample until end of turn. If this is the third time "
                                 "this ability has resolved this turn, you may add {R}{R}{R}{R}{R}{R}{R}{R}.")
    from manaplan.solver.rules.event_mana import event_mana_notes

    board = load_board_data({"permanents": ["Soulbright Flamekin", "Mountain"]})
    (note,) = event_mana_notes(board)
    assert note.startswith("Soulbright Flamekin#1:") and "third time" in note and "activate it first" in note
    assert produce(board).max_total == 1  # the Mountain's {R} only


def test_a_mana_ability_removing_counters_from_among_permanents_is_not_used():
    """The same cost on a mana ability: a part the solvers do not count yet, so the ability is left out with the
    reason (never a guess at which counters go)."""
    from manaplan.solver.core.costparts import unsupported_reason

    cost = parse_activation_cost("Remove one or more +1/+1 counters from among artifacts you control")
    ability = ManaAbility(cost, Produce.one_of("C"))
    assert "from among other permanents" in unsupported_reason(ability)
def test_jeweled_amulet_adds_its_last_noted_type():
    """"one mana of ~'s last noted type": a type noted earlier (any type, colorless too, CR 106.1), given on the
    board as ``chosen``; unknown without it."""
    (ability,) = parsed("Jeweled Amulet").mana_abilities
    assert ability.output == ChosenColor(noted=True)
    assert ability.describe() == ("{T}, Remove a charge counter from this permanent: Add one mana of ~'s last noted "
                                  "type.")
    assert ability.output.resolve(chosen=T.C) == Produce.one_of("C")
    assert ability.output.resolve(chosen=T.U) == Produce.one_of("U")
    assert ability.output.resolve(chosen=None) is None
    assert ChosenColor().resolve(chosen=T.C) is None  # a chosen *colour* is never colorless (CR 105.1)


def test_jeweled_amulet_noted_colorless_pays_a_colorless_symbol():
    """The noted type {C} pays {C} (CR 107.4c: only colorless mana pays it); the charge counter is the cost."""
    payment = solve_payment(load_board(PAY_BOARDS / "last_jeweled_amulet.yaml"), "{C}")
    assert payment.reason is None
    (step,) = payment.steps
    assert step.permanent == "Jeweled Amulet#1" and [u.text for u in step.adds] == ["{C}"]


def test_jeweled_amulet_produce_and_the_missing_noted_type(tmp_path):
    """produce adds the noted {C}; with no type noted on the board the amulet is left out with the reason."""
    result = produce(load_board(PAY_BOARDS / "last_jeweled_amulet.yaml"))
    assert result.max_total == 1 and result.max_by_type[T.C] == 1
    board = tmp_path / "amulet.yaml"
    board.write_text("permanents:\n  - {card: Jeweled Amulet, counters: {charge: 1}}\n")
    payment = solve_payment(load_board(board), "{1}")
    assert payment.reason is not None and "no type noted" in payment.reason


# ------------------------------------------------------------------------------------ a reflection under a condition
def test_incubation_druid_reads_three_mana_of_that_type():
    """"If this creature has a +1/+1 counter on it, add three mana of that type instead.": a Conditional whose
    instead is the same reflection (CR 106.7), three mana all of one type."""
    (ability,) = parsed("Incubation Druid").mana_abilities
    pool = Reflect(PermanentFilter(frozenset({"Land"}), text="a land"))
    assert ability.output == Conditional(pool, replace(pool, amount=3), self_counters=(("+1/+1", 1),))
    assert ability.output.describe() == (
        "Add one mana of any type that a land you control could produce. If this permanent has a +1/+1 counter on "
        "it, add three mana of any one type that a land you control could produce instead.")


def test_incubation_druid_with_a_counter_adds_three_of_one_type():
    """With a +1/+1 counter and a Forest and an Island: {G}{G}{G} or {U}{U}{U} from the druid alone, but never a mix
    — {G}{G}{U}{U}{U} needs two Us and two Gs beyond one type of three, which the lands (one each) cannot give."""
    board = load_board(PAY_BOARDS / "last_incubation_druid.yaml")
    triple = solve_payment(board, "{G}{G}{G}")
    assert triple.reason is None and [s.permanent for s in triple.steps] == ["Incubation Druid#1"]
    assert solve_payment(board, "{U}{U}{U}{G}").reason is None
    assert solve_payment(board, "{G}{G}{U}{U}{U}").reason is not None
    result = produce(board)
    assert result.max_total == 5 and result.max_by_type[T.G] == 4 and result.max_by_type[T.U] == 4


def test_incubation_druid_without_a_counter_adds_one(tmp_path):
    """No +1/+1 counter: one mana of a type a land could produce, so {G}{G} needs the Forest too and {G}{G}{G} is
    out of reach."""
    board = tmp_path / "druid.yaml"
    board.write_text("permanents: [Incubation Druid, Forest]\n")
    b = load_board(board)
    assert solve_payment(b, "{G}{G}").reason is None
    assert solve_payment(b, "{G}{G}{G}").reason is not None
    assert produce(b).max_total == 2


# ------------------------------------------------------------------------------------ a count of opponents
def test_belbe_reads_two_colorless_for_each_opponent_who_lost_life():
    """CR 603, 605.5a: a beginning-of-phase trigger is not a mana ability; "that player adds {C}{C} for each of your
    opponents who lost life this turn" is a count of opponents, a fact of the turn the board gives (CR 119.3)."""
    (e,) = [e for e in parsed("Belbe, Corrupted Observer").effects if isinstance(e, EventMana)]
    assert e.player == "that player"
    assert e.adds == Counted(Produce.one_of("CC"), FactCount("opponents_who_lost_life_this_turn"))
    assert e.adds.describe() == "Add {C}{C} for each of your opponents who lost life this turn."
    assert FACTS["opponents_who_lost_life_this_turn"].kind == "count"


def test_belbe_never_pays_and_is_reported():
    """CR 605.5a: the trigger uses the stack, so pay uses none of its mana and names it as not usable now."""
    payment = solve_payment(load_board(PAY_BOARDS / "last_belbe.yaml"), "{C}")
    assert payment.reason is not None and not payment.steps
    assert any(n.startswith("Belbe, Corrupted Observer#1: At the beginning of each player's postcombat main phase")
               for n in payment.notes)


def test_several_mana_for_each_of_a_fact_is_exact_in_the_solvers(tmp_path):
    """A mana ability "{C}{C} for each card in your hand" (made up, read by the same form as Belbe's amount): with
    two cards in hand it adds {C}{C}{C}{C}, never five; without the fact it is left out naming it."""
    board = tmp_path / "engine.yaml"
    text = 'permanents:\n  - {name: Test Engine, type: Artifact, text: "{T}: Add {C}{C} for each card in your hand."}\n'
    board.write_text(text + "facts: {cards_in_hand: 2}\n")
    b = load_board(board)
    assert solve_payment(b, "{C}{C}{C}{C}").reason is None
    assert solve_payment(b, "{5}").reason is not None
    assert produce(b).max_total == 4
    board.write_text(text)
    unknown = solve_payment(load_board(board), "{1}")
    assert unknown.reason is not None and any("needs facts: cards_in_hand" in w for w in unknown.left_out)


# ------------------------------------------------------------------------------------ creatures that entered this turn
def test_alena_reads_the_greatest_power_among_creatures_that_entered():
    """"the greatest power among creatures you control that entered the battlefield this turn": a count on the
    board, limited to the creatures the board says entered this turn."""
    (ability,) = parsed("Alena, Kessig Trapper").mana_abilities
    assert ability.output == Counted(Produce.one_of("R"), GreatestPower(entered=True))
    assert ability.output.describe() == ("Add an amount of {R} equal to the greatest power among creatures you control "
                                         "that entered the battlefield this turn.")


def test_alena_counts_only_the_creature_that_entered_this_turn():
    """Grizzly Bears (power 2) entered this turn, Craw Wurm (power 6) did not: {R}{R}, never {R}{R}{R}."""
    board = load_board(PAY_BOARDS / "last_alena.yaml")
    assert solve_payment(board, "{R}{R}").reason is None
    assert solve_payment(board, "{R}{R}{R}").reason is not None
    assert produce(board).max_total == 2


def test_alena_left_out_when_whether_a_creature_entered_is_unknown(tmp_path):
    """A sick creature with no ``entered:`` may have entered this turn or only come under your control: the amount is
    unknown, so the ability is left out, naming the creature — never a guessed 0 or 2."""
    board = tmp_path / "alena.yaml"
    board.write_text('permanents:\n  - "Alena, Kessig Trapper"\n  - {card: Grizzly Bears, sick: true}\n')
    payment = solve_payment(load_board(board), "{R}")
    assert payment.reason is not None
    assert any("Grizzly Bears#1 entered the battlefield this turn is not known" in w for w in payment.left_out)


# ------------------------------------------------------------------------------------ amounts fixed as it resolves
def test_quintorius_kand_adds_red_for_each_card_exiled_this_way():
    """CR 605.1a: a loyalty ability is not a mana ability; "for each card exiled this way" counts what the sentence
    before it exiled, known only as it resolves."""
    (e,) = parsed("Quintorius Kand").mana_effects
    assert e.kind == "loyalty" and e.loyalty == -6
    assert e.output == DoneThisWay(Produce.one_of("R"), "card exiled this way")
    assert e.targets == ("Exile any number of target cards from your graveyard.",)
    assert e.side_effects == ("You may play those cards this turn.",)


def test_tundra_fumarole_adds_colorless_for_each_snow_mana_spent():
    """CR 605.5b: a spell's mana; "{C} for each {S} spent to cast this spell" ({S} is paid with snow
    mana) is fixed by how the spell was paid, and the mana is kept until end of turn."""
    (e,) = parsed("Tundra Fumarole").mana_effects
    assert e.kind == "spell"
    assert e.output == DoneThisWay(Produce.one_of("C"), "{S} spent to cast this spell")
    assert e.output.describe() == "Add {C} for each {S} spent to cast this spell."
    assert "Until end of turn, you don't lose this mana as steps and phases end." in e.side_effects


def test_an_amount_done_this_way_is_never_honoured_by_pay():
    """A mana ability with such an amount (none is printed) would be left out: its feature is not honoured (the
    effective board gives it no yield, with the reason; there is no list of honoured features any more)."""
    ability = ManaAbility(ActivationCost(tap=True), DoneThisWay(Produce.one_of("R"), "card exiled this way"))
    assert "DoneThisWay" in ability.features()
    pb = analysed(parse_inline("Mind Stone"),
                  lambda card: ParsedCard(name=card.name, mana_abilities=(ability,))).activations()
    (use,) = pb.uses
    assert not use.usable and "known only as it resolves" in use.why_not


def test_for_each_card_exiled_needs_a_sentence_that_exiles():
    """Without an earlier sentence that exiles, "for each card exiled this way" counts nothing known: unsupported."""
    p = parse_text("Test Sorcery", "Sorcery", "Draw a card. Add {R} for each card exiled this way.")
    assert p.mana_effects == () and p.unsupported


def test_mana_seism_that_much_colorless_for_the_lands_sacrificed():
    """CR 605.5b: a sorcery's mana; "Sacrifice any number of lands, then add that much {C}": the amount is the number
    of lands the effect sacrificed, and the sacrifice is kept with the mana (it costs you the lands)."""
    (e,) = parsed("Mana Seism").mana_effects
    assert e.output == DoneThisWay(Produce.one_of("C"), "land sacrificed this way",
                                   by="Sacrifice any number of lands.")
    assert e.side_effects == () and e.targets == ()


def test_path_of_the_pyromancer_red_for_each_card_discarded():
    """The discard that fixes the amount is part of the mana's value; "then draw that many cards plus one" follows
    and changes nothing about the mana."""
    (e,) = parsed("Path of the Pyromancer").mana_effects
    assert e.output == DoneThisWay(Produce.one_of("R"), "card discarded this way",
                                   by="Discard all the cards in your hand.")
    assert e.side_effects == ("Draw that many cards plus one.",)
    assert e.describe() == ("Discard all the cards in your hand. Add {R} for each card discarded this way. Draw that "
                            "many cards plus one.")


def test_a_costly_sentence_that_fixes_nothing_stays_unsupported():
    """"Discard a card." before a fixed amount is a cost the value cannot carry: unsupported, as before."""
    p = parse_text("Test Sorcery", "Sorcery", "Discard a card. Add {R} for each card discarded this way.")
    assert p.mana_effects == () and p.unsupported


# ------------------------------------------------------------------------------------ colours fixed by crafting
def test_sunbird_effigy_one_of_each_color_of_the_crafting_cards():
    """"For each color among the exiled cards used to craft ~, add one mana of that color.": one mana of *each*
    colour fixed when it was crafted (the board's ``chosen``), all at once."""
    (ability,) = parsed("Sunbird Effigy").mana_abilities
    assert ability.output == ChosenColors("crafted")
    assert ability.output.with_colors(frozenset({T.W, T.U})) == Produce.one_of("WU")
    assert ChosenColors("exiled cards").with_colors(frozenset({T.W, T.U})) == Produce.one_of("W", "U")
    assert ability.output.with_colors(frozenset()) is None


def test_sunbird_effigy_pays_with_its_colours_and_is_left_out_without_them(tmp_path):
    """The colours fixed when it was crafted are the board's ``chosen`` (``WU``): one {W} and one {U} at once, so it
    pays {W}{U} (CR 106.4). Without them it is left out, named in a player's words, never guessed."""
    board = tmp_path / "sunbird.yaml"
    board.write_text("permanents: [{card: Sunbird Effigy, chosen: WU}]\n")
    assert solve_payment(load_board(board), "{W}{U}").reason is None
    assert solve_payment(load_board(board), "{W}{U}{1}").reason is not None
    board.write_text("permanents: [Sunbird Effigy]\n")
    payment = solve_payment(load_board(board), "{1}")
    assert payment.reason is not None
    # named in a player's words (the text and why), never by an internal class name
    assert any(w.startswith("Sunbird Effigy#1") and "exiled cards used to craft" in w and "chosen:" in w
               and "ChosenColors" not in w for w in payment.left_out)


def test_energy_tap_colorless_equal_to_the_tapped_creatures_mana_value():
    """CR 605.5b: a spell's mana; "If you do, add an amount of {C} equal to that creature's mana value": only if the
    target was tapped, as much as its mana value (CR 202.3) — fixed as the spell resolves."""
    (e,) = parsed("Energy Tap").mana_effects
    assert e.kind == "spell" and e.targets == ("Tap target untapped creature you control.",)
    assert e.output == DoneThisWay(Produce.one_of("C"), "that creature's mana value", equal=True, if_done=True)
    assert e.describe() == ("Tap target untapped creature you control. If you do, add an amount of {C} equal to that "
                            "creature's mana value.")


# ------------------------------------------------------------------------------------ the card milled by the cost
def test_charmed_pendant_reads_the_milled_cards_colored_symbols():
    """"For each colored mana symbol in that card's mana cost, add one mana of that color." after a cost that mills
    one card: a mana ability (no target, CR 605.1a) whose mana follows that card; instant speed only."""
    (ability,) = parsed("Charmed Pendant").mana_abilities
    assert ability.output == MilledSymbols() and ability.cost.mill == 1 and ability.cost.tap
    assert ability.condition is not None and ability.condition.instant_speed
    again = parse_text("Test Engine", "Artifact", ability.describe())
    assert again.unsupported == () and again.mana_abilities[0].output == MilledSymbols()


def test_that_card_needs_a_cost_that_mills_it():
    p = parse_text("Test Engine", "Artifact",
                   "{T}: For each colored mana symbol in that card's mana cost, add one mana of that color.")
    assert p.mana_abilities == () and "mills one card" in p.unsupported[0].reason


def test_charmed_pendant_is_left_out_by_pay_with_the_reason(tmp_path):
    """No solver reads the milled card's mana cost yet: left out and named, never guessed from library_top."""
    board = tmp_path / "pendant.yaml"
    board.write_text("permanents: [Charmed Pendant]\nlibrary_top: [Counterspell]\n")
    payment = solve_payment(load_board(board), "{U}")
    assert payment.reason is not None
    assert any(w.startswith("Charmed Pendant#1") and "mana symbol in that card's mana cost" in w and "left out" in w
               and "MilledSymbols" not in w for w in payment.left_out)  # a player's words, not a class name


# ------------------------------------------------------------------------------------ cards revealed from the hand
def test_metalworker_and_sacellum_godspeaker_read_the_cards_revealed():
    """"Reveal any number of … cards in/from your hand. Add … for each card revealed this way.": a mana ability (no
    target, CR 605.1a) whose amount is the number of fitting cards revealed from the hand, any number of them."""
    (metal,) = parsed("Metalworker").mana_abilities
    assert metal.output == RevealedCards(Produce.one_of("CC"), PermanentFilter(frozenset({"Artifact"}), text="artifact"))
    (godspeaker,) = parsed("Sacellum Godspeaker").mana_abilities
    assert godspeaker.output.unit == Produce.one_of("G")
    assert godspeaker.output.filter.card_types == {"Creature"} and godspeaker.output.filter.min_power == 5
    for ability in (metal, godspeaker):
        again = parse_text("Test Engine", "Artifact Creature", ability.describe())
        assert again.unsupported == () and again.mana_abilities[0].output == ability.output


def test_metalworker_reveals_the_artifact_cards_in_hand(tmp_path):
    """Metalworker reveals every artifact card the board's ``hand:`` lists, {C}{C} each (CR 701.20: they stay in
    the hand); a nonartifact card is not revealed."""
    board = tmp_path / "metalworker.yaml"
    board.write_text("permanents: [Metalworker]\nhand: [Sol Ring, Mind Stone, Ornithopter, Forest]\n")
    payment = solve_payment(load_board(board), "{X}", max_x=True)
    assert payment.x == 6 and payment.left_out == ()
    assert produce(load_board(board)).max_total == 6
    board.write_text("permanents: [Metalworker]\nhand: [Forest]\n")
    assert solve_payment(load_board(board), "{1}").reason is not None


# ------------------------------------------------------------------------------------------- colours among them
def test_bloom_tender_adds_one_mana_of_each_color_among_your_permanents():
    """Bloom Tender (G) with a Savannah Lions (W): {W}{G}, two mana in one activation (CR 105.2: lands are
    colourless, so the Plains adds no colour)."""
    board = parse_inline("Bloom Tender, Savannah Lions, Plains")
    payment = solve_payment(board, "{W}{G}")
    assert payment.reason is None and payment.left_out == ()
    assert payment.tapped == ("Bloom Tender#1",)
    assert produce(board).max_by_type[T.W] == 2 and produce(board).max_total == 3
    alone = parse_inline("Faeburrow Elder")  # green and white: its own colours, and its vigilance-free {T}
    assert solve_payment(alone, "{G}{W}").reason is None


def test_corrupted_grafstone_chooses_a_color_of_a_card_in_your_graveyard(tmp_path):
    """Corrupted Grafstone with Lightning Bolt in the graveyard adds {R}, and nothing else; with an empty
    graveyard, no mana (CR 106.5)."""
    board = tmp_path / "grafstone.yaml"
    board.write_text("permanents: [Corrupted Grafstone]\ngraveyard: [Lightning Bolt]\n")
    assert solve_payment(load_board(board), "{R}").reason is None
    assert solve_payment(load_board(board), "{G}").reason is not None
    assert produce(load_board(board)).max_by_type[T.R] == 1 and produce(load_board(board)).max_total == 1
    board.write_text("permanents: [Corrupted Grafstone]\n")
    assert solve_payment(load_board(board), "{1}").reason is not None


def test_doubling_cube_is_read_as_a_mana_ability_that_doubles_the_pool():
    """Doubling Cube's "Double the amount of each type of mana in your mana pool." is a mana ability (CR 605.1a)
    whose mana is the pool's as it resolves (CR 701.9f): read, not left out; three Forests pay its {3} and leave
    nothing to double, so {4} stays unpayable (tests/pay/test_doubling_cube.py has the rest)."""
    from manaplan.models.ability import DoublePool

    (ability,) = parse_card(default_database().get("Doubling Cube")).mana_abilities
    assert isinstance(ability.output, DoublePool) and ability.cost.tap and ability.cost.mana.text == "{3}"
    payment = solve_payment(parse_inline("Doubling Cube, Forest x3"), "{4}")
    assert payment.reason is not None and not payment.left_out
    assert "doubles only the mana left in your pool" in payment.reason
