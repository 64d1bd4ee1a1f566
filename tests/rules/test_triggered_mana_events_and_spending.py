"""More triggered mana, read from the real cards' text (shipped database): triggered abilities with other effects
in the same ability, amounts the event fixes, a chosen player, mana kept until end of combat (CR 603, 605.5a,
714.2b); triggers on spending a land's mana (CR 601.2i, 603.3)."""

from __future__ import annotations

import pytest

from manaplan.models.ability import Produce
from manaplan.models.board_files import parse_inline
from manaplan.models.cards.store import default_database
from manaplan.models.effects import CHOSEN_PLAYER, EventAdds, EventMana
from manaplan.models.mana import COLORS
from manaplan.models.mana import ManaType as T
from manaplan.models.oracle.parser import parse_card, parse_text
from manaplan.solver.pay.solve import solve_payment


def parsed(name: str):
    return parse_card(default_database().get(name))


def event(name: str) -> EventMana:
    p = parsed(name)
    assert not p.unsupported, p.unsupported
    (e,) = [e for e in p.effects if isinstance(e, EventMana)]
    return e


# ---------------------------------------------------------------------------------------------------- other effects
@pytest.mark.parametrize("name, before, adds, after", [
    ("Carnival of Souls", ("You lose 1 life.",), ((T.B,),), ()),
    ("Crime Novelist", ("Put a +1/+1 counter on ~.",), ((T.R,),), ()),
    ("Urabrask", ("~ deals 1 damage to target opponent.",), ((T.R,),), ()),
    ("Colossal Plow", (), ((T.W, T.W, T.W),), ("You gain 3 life.",)),
    ("Arni Slays the Troll", (), ((T.R,),), ("Put two +1/+1 counters on up to one target creature you control.",)),
    ("The Bath Song", ("Shuffle any number of target cards from your graveyard into your library.",), ((T.U, T.U),),
     ()),
])
def test_cr_608_2c_other_effects_of_the_ability_kept_in_order(name, before, adds, after):
    """CR 608.2c: a resolving ability's effects happen in the order written. "you lose 1 life and add {B}" is two
    effects; the one that is not mana is kept as printed, before or after the mana, and the mana is exact."""
    e = event(name)
    assert e.before == before and e.after == after
    assert e.adds == Produce(adds)
    assert "not a mana ability" in e.describe()


def test_cr_714_2b_chapter_adds_every_listed_mana_esper_terra():
    """CR 714.2b: chapter IV is a triggered ability. "Add {W}{W}, {U}{U}, {B}{B}, {R}{R}, and {G}{G}." joins its
    mana with "and": all ten mana, not a choice of one pair."""
    p = parsed("Esper Terra")
    (e,) = [e for e in p.effects if isinstance(e, EventMana)]
    assert e.trigger == "Chapter IV (lore counters, CR 714.2b)"
    assert e.adds == Produce(((T.W, T.W, T.U, T.U, T.B, T.B, T.R, T.R, T.G, T.G),))
    assert e.after == ("Exile ~, then return it to the battlefield.",)


def test_cr_207_2d_flavor_word_in_a_chapter_ifrit():
    """CR 207.2d: "Brimstone" before the chapter's effect is a flavor word; the condition after the mana is another
    effect of the chapter (it does not change the {R}{R}{R}{R})."""
    e = event("Ifrit, Warden of Inferno")
    assert e.trigger == "Chapter II, III (lore counters, CR 714.2b)"
    assert e.adds == Produce(((T.R,) * 4,))
    assert e.after == ("If ~ has three or more lore counters on it, exile it, then return it to the battlefield.",)


def test_cr_500_4_kept_until_end_of_combat_avatar_roku():
    """CR 500.4: mana empties at the end of each step and phase; "Until end of combat, you don't lose this mana as
    steps end." keeps it only until end of combat, which the value says (not "end of turn")."""
    e = event("Avatar Roku, Firebender")
    assert e.adds == Produce(((T.R,) * 6,))
    assert e.keeps and e.keeps_until == "combat"
    assert "(kept until end of combat)" in e.describe()


def test_cr_106_4_chosen_player_adds_stadium_vendors():
    """"Choose a player. That player adds two mana of any one color they choose.": the player you choose adds it and
    chooses its colour."""
    e = event("Stadium Vendors")
    assert e.player == CHOSEN_PLAYER
    assert e.adds == Produce.any_color(2)
    assert e.describe().startswith("When ~ enters the battlefield: choose a player; that player adds two mana")


# ---------------------------------------------------------------------------------------------------- event amounts
@pytest.mark.parametrize("name, of, factor, types", [
    ("Sakiko, Mother of Summer", "the combat damage dealt", 1, {T.G}),
    ("Fangorn, Tree Shepherd", "the number of Treefolk you control that attacked", 2, {T.G}),
    ("Grand Warlord Radha", "the number of creatures you control that attacked", 1, {T.R, T.G}),
])
def test_cr_603_that_much_is_fixed_by_the_event(name, of, factor, types):
    """"that much" refers to the event that triggered the ability (the damage dealt, the creatures that attacked):
    an amount no board snapshot has, named for what it counts."""
    e = event(name)
    assert isinstance(e.adds, EventAdds)
    assert e.adds.amount.of == of and e.adds.amount.factor == factor and e.adds.amount.wording == "that much"
    assert e.adds.types == frozenset(types)
    assert e.keeps == (name != "Fangorn, Tree Shepherd")


def test_cr_608_2h_equal_to_its_power_tanuki_transplanter():
    """CR 608.2h: "an amount of {G} equal to its power" uses the attacking creature's power as the ability
    resolves."""
    e = event("Tanuki Transplanter")
    assert e.adds.describe() == "Add an amount of {G} equal to its power."
    assert e.adds.types == frozenset({T.G})


@pytest.mark.parametrize("name, types", [("Coalition Relic", frozenset(COLORS)), ("Ventifact Bottle", {T.C})])
def test_for_each_counter_removed_this_way(name, types):
    """"Remove all charge counters from ~. Add one mana of any color for each charge counter removed this way.": the
    amount is what the ability's earlier effect removed (the kind must match), not an X of a cost (CR 107.3)."""
    e = event(name)
    assert isinstance(e.adds, EventAdds)
    assert e.adds.amount.of == "charge counter removed this way" and e.adds.amount.wording == "for each"
    assert e.adds.types == frozenset(types)
    assert any("remove all charge counters" in s.lower() for s in e.before)


def test_cr_608_2h_count_about_the_entering_creature_mana_echoes():
    """CR 608.2h: "you may add an amount of {C} equal to the number of creatures you control that share a creature
    type with it": "it" is the creature whose entering triggered the ability; counted as it resolves."""
    e = event("Mana Echoes")
    assert e.may and e.adds.types == frozenset({T.C}) and e.adds.amount.wording == "equal to"
    assert e.adds.describe() == ("Add an amount of {C} equal to the number of creatures you control that share a "
                                 "creature type with it.")


def test_cr_603_4_intervening_if_about_this_ability_carpet_of_flowers_shape():
    """CR 603.4: "if you haven't added mana with this ability this turn" is part of the trigger (kept in it) and
    speaks only of this ability; other words about mana in a trigger are not read here."""
    from manaplan.models.oracle.triggers import event_mana

    (e,) = event_mana("At the beginning of each of your main phases, if you haven't added mana with this ability "
                      "this turn, you may add {G}.")
    assert e.trigger.endswith("if you haven't added mana with this ability this turn") and e.may
    assert event_mana("At the beginning of your upkeep, if you tapped a land for mana, add {G}.") is None


def test_that_much_without_an_event_to_count_is_not_read():
    """Never guess: "that much" after a trigger whose event fixes no amount this reads stays unread."""
    from manaplan.models.oracle.triggers import event_mana

    assert event_mana("When ~ enters the battlefield, add that much {G}.") is None
    assert event_mana("At the beginning of your upkeep, add {C} for each charge counter removed this way.") is None


def test_a_sentence_that_decides_the_mana_is_not_an_other_effect():
    """"If you do, add …" after an action this does not know, "Otherwise, add …", two mana sentences: not read."""
    from manaplan.models.oracle.triggers import event_mana

    assert event_mana("Whenever ~ attacks, you may sacrifice a land. If you do, add {R}.") is None
    assert event_mana("At the beginning of your upkeep, add {R}. Add {G}.") is None
    assert event_mana("At the beginning of your upkeep, draw a card. Otherwise, add {G}.") is None


@pytest.mark.parametrize("name, optional, player", [
    ("Fire Lord Ozai", "sacrifice another creature", "you"),
    ("Neheb, Dreadhorde Champion", "discard any number of cards", "you"),
    ("Megatron, Tyrant", "convert ~", "you"),
    ("Cheering Crowd", "put a +1/+1 counter on ~", "that player"),
])
def test_cr_608_2d_mana_only_if_the_player_takes_the_action(name, optional, player):
    """CR 608.2d: "You may sacrifice another creature. If you do, add …": the player chooses as the ability resolves;
    the mana (and the rest) only if they took the action, which the value keeps."""
    e = event(name)
    assert e.optional == optional and e.player == player
    assert e.describe().startswith(e.trigger + ": " + ("You" if player == "you" else "That player") + " may ")


def test_amounts_fixed_by_the_optional_action():
    """"the sacrificed creature's power" is the creature sacrificed by the ability (Fire Lord Ozai, kept until end of
    combat); "that much" after discarding is the number of cards discarded (Neheb, Dreadhorde Champion)."""
    ozai = event("Fire Lord Ozai")
    assert ozai.adds.amount.of == "the sacrificed creature's power" and ozai.adds.types == frozenset({T.R})
    assert ozai.keeps and ozai.keeps_until == "combat"
    neheb = event("Neheb, Dreadhorde Champion")
    assert neheb.adds.amount.of == "the number of cards discarded this way"
    assert neheb.before == ("Draw that many cards.",)


# ---------------------------------------------------------------------------------------------------- solver
def test_cr_605_5a_pay_never_uses_event_mana_with_other_effects():
    """CR 605.5a: Carnival of Souls' {B} comes from a triggered ability that uses the stack; paying {B} with only a
    Forest is not possible, and its note names the trigger and its other effect."""
    board = parse_inline("Forest, Carnival of Souls")
    plan = solve_payment(board, "{B}")
    assert not plan.payable
    from manaplan.solver.rules.event_mana import event_mana_notes

    (note,) = event_mana_notes(board)
    assert note.startswith("Carnival of Souls#1: Whenever a creature enters the battlefield: You lose 1 life. Add {B}.")


# ---------------------------------------------------------------------------------------------------- spending
@pytest.mark.parametrize("name, mana", [("Barracks of the Thousand", "{W}"), ("Tecutlan, the Searing Rift", "{R}"),
                                        ("The Myriad Pools", "{U}")])
def test_cr_601_2i_trigger_on_spending_this_mana_changes_no_payment(name, mana):
    """CR 601.2i, 603.3: "Whenever you cast a … spell using mana produced by ~, …" triggers once the spell has been
    cast, after every cost is paid; it adds no mana. The land is understood whole and taps for its mana as printed;
    pay names the trigger and applies nothing."""
    from manaplan.models.effects import SpendTrigger

    p = parsed(name)
    assert not p.unsupported
    (t,) = [e for e in p.effects if isinstance(e, SpendTrigger)]
    assert t.trigger.endswith("using mana produced by ~")
    board = parse_inline(name)
    plan = solve_payment(board, mana)
    assert plan.payable and plan.tapped == (f"{name}#1",)
    assert any("a triggered ability on spending this mana" in n for n in plan.notes)


# ---------------------------------------------------------------------------------------------------- on tapping
def board(*permanents, **more):
    from manaplan.models.board_files import board_from_data

    return board_from_data({"permanents": list(permanents), **more})


def test_cr_605_1b_any_ability_of_a_land_caged_sun():
    """CR 605.1b: "Whenever a land's ability causes you to add one or more mana of the chosen color, add one
    additional mana of that color." is a triggered mana ability on any ability of your lands — tapping or not —
    that adds the colour chosen for Caged Sun (its ``chosen:``)."""
    from manaplan.models.effects import TriggeredMana

    (t,) = [e for e in parsed("Caged Sun").effects if isinstance(e, TriggeredMana)]
    assert t.any_ability and t.produced_chosen and t.scope.controller == "you"
    sun = {"card": "Caged Sun", "chosen": "green"}
    assert solve_payment(board(sun, "Forest"), "{G}{G}").tapped == ("Forest#1",)
    assert not solve_payment(board(sun, "Island"), "{U}{G}").payable  # a land making blue: no trigger
    pod = {"id": "pod", "name": "Seed Pod", "type": "Land", "text": "Sacrifice this land: Add {G}."}
    plan = solve_payment(board(sun, pod), "{G}{G}")
    assert plan.payable and plan.sacrificed == ("pod",)  # not tapped for mana, still a land's ability
    pod_artifact = dict(pod, type="Artifact", text="Sacrifice this artifact: Add {G}.")
    assert not solve_payment(board(sun, pod_artifact), "{G}{G}").payable  # not a land's ability
    assert not solve_payment(board({"card": "Caged Sun"}, "Forest"), "{G}{G}").payable  # no colour chosen


def test_cr_724_monarch_fact_regal_behemoth():
    """CR 724 (the monarch): "Whenever you tap a land for mana while you're the monarch, add an additional one mana
    of any color." adds only when the board says you are the monarch; unknown is not assumed, and is named."""
    assert solve_payment(board("Regal Behemoth", "Forest", facts={"monarch": True}), "{G}{U}").payable
    assert not solve_payment(board("Regal Behemoth", "Forest", facts={"monarch": False}), "{G}{U}").payable
    plan = solve_payment(board("Regal Behemoth", "Forest"), "{G}{U}")
    assert not plan.payable and any("while you're the monarch" in x for x in plan.left_out)
    from manaplan.solver.effective import effective_board

    eff = effective_board(board("Regal Behemoth", "Forest"))
    assert any("needs facts: monarch" in u.reason for _, u in eff.unsupported)


def test_cr_603_4_only_while_the_source_is_tapped_barbflare_gremlin():
    """CR 603.4: "if ~ is tapped" is an intervening if: with Barbflare Gremlin tapped a Forest makes {G}{G} and
    deals 1 damage to its controller (counted in the plan's life); untapped, neither happens."""
    plan = solve_payment(board({"card": "Barbflare Gremlin", "tapped": True}, "Forest"), "{G}{G}")
    assert plan.payable and plan.life_lost == 1
    assert not solve_payment(board("Barbflare Gremlin", "Forest"), "{G}{G}").payable
    plan = solve_payment(board("Barbflare Gremlin", "Forest"), "{G}")
    assert plan.payable and plan.life_lost == 0


def test_lands_with_the_chosen_name_extraplanar_lens():
    """"Whenever a land with the same name as the exiled card is tapped for mana, its controller adds one mana of
    any type that land produced.": the exiled card's name is the Lens' ``chosen:``; other lands get nothing."""
    lens = {"card": "Extraplanar Lens", "chosen": "Forest"}
    assert solve_payment(board(lens, "Forest", "Island"), "{G}{G}{U}").payable
    assert not solve_payment(board(lens, "Forest", "Island"), "{U}{U}").payable
    assert not solve_payment(board("Extraplanar Lens", "Forest"), "{G}{G}").payable  # nothing exiled: no name


def test_one_per_other_land_with_the_same_name_sasayas_essence():
    """"for each other land you control with the same name, add one mana of any type that land produced": with three
    Forests, one Forest tapped makes {G}{G}{G}."""
    three = {"card": "Forest", "count": 3}
    assert solve_payment(board("Sasaya's Essence", three), "{G}{G}{G}").tapped == ("Forest#1",)
    plan = solve_payment(board("Sasaya's Essence", three, "Island"), "{G}{G}{G}{U}")
    assert plan.payable and len(plan.tapped) == 2  # the Island has no other Island: {U} only
    assert not solve_payment(board("Sasaya's Essence", "Forest", "Island"), "{G}{G}").payable


def test_cr_205_4a_snow_lands_only_winters_night():
    """CR 205.4a: "a snow land" is a land with the snow supertype: Snow-Covered Forest makes {G}{G}, Forest {G};
    the untap-step effect is kept as printed."""
    from manaplan.models.effects import TriggeredMana

    (t,) = [e for e in parsed("Winter's Night").effects if isinstance(e, TriggeredMana)]
    assert t.snow and t.after == ("That land doesn't untap during its controller's next untap step.",)
    assert solve_payment(board("Winter's Night", "Snow-Covered Forest", "Forest"), "{G}{G}{G}").payable
    assert not solve_payment(board("Winter's Night", "Forest"), "{G}{G}").payable


# ---------------------------------------------------------------------------------------------------- chapters
def test_cr_714_2b_chapter_grants_the_saga_a_mana_ability_urzas_saga():
    """CR 714.2b: chapter I triggers when the first lore counter is put on the Saga (CR 714.3a: as it enters); its
    effect "Urza's Saga gains "{T}: Add {C}."" has no duration, so from then on the Saga has the ability. With
    ``counters: {lore: 1}`` or more it taps for {C}; a board that gives no lore counters does not get it, and says so."""
    from manaplan.models.effects import ChapterEffect

    (c,) = [e for e in parsed("Urza's Saga").effects if isinstance(e, ChapterEffect)]
    assert c.chapters == (1,) and c.effect.scope.itself and not c.until_your_next_turn
    assert c.effect.ability.output == Produce(((T.C,),))
    for lore in (1, 2):
        plan = solve_payment(board({"card": "Urza's Saga", "counters": {"lore": lore}}), "{1}")
        assert plan.tapped == ("Urza's Saga#1",)
    plan = solve_payment(board({"card": "Urza's Saga"}), "{C}")
    assert not plan.payable and any("Urza's Saga gains" in x for x in plan.left_out)


def test_cr_714_2b_chapter_gives_the_saga_a_static_grant_roar_of_the_fifth_people():
    """CR 714.2b, 613.1f: chapter II makes the Saga gain "Creatures you control have '{T}: Add {R}, {G}, or {W}.'":
    with two lore counters an untapped, unsick creature taps for {W}; with one, chapter II has not triggered."""
    from manaplan.models.effects import ChapterEffect

    (c,) = [e for e in parsed("Roar of the Fifth People").effects if isinstance(e, ChapterEffect)]
    assert c.chapters == (2,) and c.static and c.effect.scope.card_types == frozenset({"Creature"})
    roar = {"card": "Roar of the Fifth People", "counters": {"lore": 2}}
    assert solve_payment(board(roar, "Grizzly Bears"), "{W}").tapped == ("Grizzly Bears#1",)
    assert not solve_payment(board(roar, {"card": "Grizzly Bears", "sick": True}), "{W}").payable  # CR 302.6
    assert not solve_payment(board(dict(roar, counters={"lore": 1}), "Grizzly Bears"), "{W}").payable


def test_until_your_next_turn_is_never_assumed_song_of_freyalise():
    """"I, II — Until your next turn, creatures you control gain …": whether the effect still lasts depends on
    whose turn and which step it is, which a board does not give; read exactly, never applied, and named."""
    from manaplan.models.effects import ChapterEffect

    (c,) = [e for e in parsed("Song of Freyalise").effects if isinstance(e, ChapterEffect)]
    assert c.chapters == (1, 2) and c.until_your_next_turn
    assert c.describe().startswith("Chapter I, II (lore counters, CR 714.2b): until your next turn, creatures you")
    plan = solve_payment(board({"card": "Song of Freyalise", "counters": {"lore": 1}}, "Grizzly Bears"), "{W}")
    assert not plan.payable and any("Until your next turn" in x for x in plan.left_out)


# ---------------------------------------------------------------------------------------------------- delayed
@pytest.mark.parametrize("name, words", [
    ("Mana Drain", "Add an amount of {C} equal to that spell's mana value."),
    ("Plasm Capture", "Add X mana in any combination of colors, where X is that spell's mana value."),
    ("Reckless Blaze", "Add {R}."),
])
def test_cr_603_7_spell_creates_a_delayed_trigger_that_adds_mana(name, words):
    """CR 603.7: "Counter target spell. At the beginning of your next main phase, add …" — the spell adds nothing
    itself (no mana effect of the spell); it creates a delayed triggered ability, which is not a mana ability and
    adds mana later, of an amount the countered spell fixes."""
    p = parsed(name)
    assert not p.unsupported and not p.mana_effects
    (e,) = [e for e in p.effects if isinstance(e, EventMana)]
    assert "(a delayed trigger of this spell, CR 603.7)" in e.trigger
    assert e.adds.describe() == words


def test_a_clash_deciding_other_mana_stays_unsupported():
    """Never guess: "Clash with an opponent. If you win, …" depends on cards revealed at random; only Scattering
    Stroke's form (Mana Drain's delayed trigger, created if you won) is read, its trigger saying so. Mana added at
    once on a clash, or another amount after it, stays unsupported."""
    assert "a clash" in parse_text("Test Clash", "Instant",
                                   "Clash with an opponent. If you win, add {R}{R}{R}.").unsupported[0].reason
    assert parse_text("Test Clash", "Instant", "Counter target spell. Clash with an opponent. If you win, at the "
                      "beginning of your next main phase, add {R} for each card in your hand.").unsupported


# ---------------------------------------------------------------------------------------------------- branches
def test_cr_608_2c_mana_in_one_branch_klothys_and_bounty_of_the_luxa():
    """CR 608.2c: "If it was a land card, add {R} or {G}. Otherwise, you gain 2 life …" adds mana only in one
    branch; the condition (as printed), which branch and the other branch's effects are kept. Bounty of the Luxa adds
    {C}{G}{U} in its "Otherwise" branch (when counters were removed)."""
    k = event("Klothys, God of Destiny")
    assert (k.condition, k.mana_if) == ("it was a land card", True)
    assert k.adds == Produce(((T.R,), (T.G,))) and k.before == ("Exile target card from a graveyard.",)
    assert k.otherwise == ("You gain 2 life and ~ deals 2 damage to each opponent.",)
    b = event("Bounty of the Luxa")
    assert (b.condition, b.mana_if) == ("no counters were removed this way", False)
    assert len(b.adds.choices) == 1 and sorted(t.value for t in b.adds.choices[0]) == ["C", "G", "U"]
    assert b.otherwise == ("Put a flood counter on ~ and draw a card.",)


def test_a_condition_without_its_referent_is_not_read():
    """Never guess: "If it was a land card" needs the sentence that exiled the card right before it."""
    from manaplan.models.oracle.triggers import event_mana

    assert event_mana("At the beginning of your upkeep, draw a card. If it was a land card, add {G}. Otherwise, "
                      "you gain 2 life.") is None
    assert event_mana("At the beginning of your upkeep, exile target card from a graveyard. If you're cold, add {G}. "
                      "Otherwise, you gain 2 life.") is None


def test_cr_702_24a_cumulative_upkeep_of_adding_mana_braid_of_fire():
    """CR 702.24a: "Cumulative upkeep—Add {R}." is a triggered ability at the beginning of your upkeep: put an age
    counter on it, then you may "pay" by adding {R} for each age counter, or sacrifice it. Not a mana ability: pay
    never uses it, even with age counters on the board."""
    e = event("Braid of Fire")
    assert e.may and e.adds.types == frozenset({T.R}) and e.adds.amount.of == "age counter on ~"
    assert e.before == ("Put an age counter on ~.",) and e.after == ("If you don't, sacrifice ~.",)
    plan = solve_payment(board({"card": "Braid of Fire", "counters": {"age": 3}}), "{R}")
    assert not plan.payable and any("cumulative upkeep" in n for n in plan.notes)


def test_cr_605_1b_triggered_mana_on_lands_together_produce_board():
    """tests/produce_boards/trig_lands.yaml, counted by hand in its comment: 12 mana, at most 10 {G}, 5 {U}, 4 {W}, 1
    {C}; nothing left out."""
    from pathlib import Path

    from manaplan.models.board_files import load_board
    from manaplan.solver.produce.solve import produce

    out = produce(load_board(Path(__file__).resolve().parents[1] / "produce_boards" / "trig_lands.yaml"))
    assert out.max_total == 12
    assert (out.max_by_type[T.G], out.max_by_type[T.U], out.max_by_type[T.W], out.max_by_type[T.C]) == (10, 5, 4, 1)
    assert not out.unsupported


def test_cr_106_12a_another_triggers_mana_does_not_trigger_caged_sun():
    """CR 106.12a: what a land's ability produced is the land's own mana; Regal Behemoth's extra mana of any colour,
    even if green, is not "a land's ability" adding green, so Caged Sun does not add to it: an Island makes {U} and
    one of any colour — {U}{G}, never {G}{G}."""
    sun = {"card": "Caged Sun", "chosen": "green"}
    b = board(sun, "Regal Behemoth", "Island", facts={"monarch": True})
    assert solve_payment(b, "{U}{G}").payable
    assert not solve_payment(b, "{G}{G}").payable


def test_that_player_counts_their_own_permanents_blinkmoth_urn():
    """"that player adds {C} for each artifact he or she controls": the count is of the player who adds the mana,
    not of Blinkmoth Urn's controller; the value says so."""
    e = event("Blinkmoth Urn")
    assert e.player == "that player" and e.trigger.endswith("if ~ is untapped")
    assert e.adds.describe() == "Add {C} for each artifact that player controls."


@pytest.mark.parametrize("name, words", [
    ("Shizuko, Caller of Autumn", "garbled"),
])
def test_what_no_board_decides_stays_unsupported_with_a_precise_reason(name, words):
    """Never guess: mana that depends on how often an ability resolved, a clash, a look at the library — or a stored
    text that is garbled — stays unsupported, and the reason says which."""
    (u,) = parsed(name).unsupported
    assert words in u.reason


def test_omnath_locus_of_creation_adds_only_on_its_second_resolution():
    """Omnath, Locus of Creation's landfall: "you gain 4 life if this is the first time this ability has resolved this
    turn. If it's the second time, add {R}{G}{W}{U}. If it's the third time, …": triggered mana (CR 603, 605.1b)
    whose condition is the second resolution this turn, kept as printed; the other resolutions' effects speak of no
    mana. Never used to pay (CR 605.5a): produce names it and adds nothing."""
    e = event("Omnath, Locus of Creation")
    assert e.trigger == "Whenever a land enters the battlefield under your control"
    assert e.adds == Produce(((T.W, T.U, T.R, T.G),)) and e.otherwise == ()
    assert e.condition == "this is the second time this ability has resolved this turn"
    assert e.before[0].startswith("You gain 4 life") and e.after[0].startswith("If it's the third time")
    assert "If this is the second time this ability has resolved this turn: Add {W}{U}{R}{G}." in e.describe()
    from manaplan.models.board_files import parse_inline
    from manaplan.solver.produce.solve import produce

    out = produce(parse_inline("Omnath, Locus of Creation, Forest"))
    assert out.max_total == 1 and "605.5a" in dict(out.effects)["Omnath, Locus of Creation#1"]


def test_omnath_locus_of_all_adds_the_revealed_cards_colours_if_revealed():
    """Omnath, Locus of All: "At the beginning of your precombat main phase, look at the top card of your library. You
    may reveal that card if it has three or more colored mana symbols in its mana cost. If you do, add three mana in
    any combination of its colors and put it into your hand. If you don't reveal it, put it into your hand." Triggered
    mana (CR 603, 605.1b) on the card revealed as it resolves (RevealedColors), only if revealed; reported, never
    used to pay (CR 605.5a): the board's main phase is after the trigger, and mana it added is the board's pool."""
    from manaplan.models.effects import RevealedColors

    e = event("Omnath, Locus of All")
    assert e.trigger == "At the beginning of your precombat main phase"
    assert e.adds == RevealedColors(3) and e.condition == "you do" and e.otherwise == ()
    assert e.before[1].startswith("You may reveal that card if it has three or more colored mana symbols")
    assert "If you do: Add three mana in any combination of the revealed card's colors." in e.describe()
    from manaplan.models.board_files import parse_inline
    from manaplan.solver.produce.solve import produce

    out = produce(parse_inline("Omnath, Locus of All, Forest"))
    assert out.max_total == 1 and "605.5a" in dict(out.effects)["Omnath, Locus of All#1"]


def test_scattering_stroke_is_mana_drain_if_you_win_the_clash():
    """Scattering Stroke: "Counter target spell. Clash with an opponent. If you win, at the beginning of your next main
    phase, you may add an amount of {C} equal to that spell's converted mana cost." Mana Drain's delayed trigger (CR
    603.7; "converted mana cost" is the older name of mana value, CR 202.3), created only if you won the clash, which
    its trigger says; the mana is optional. Triggered mana: never used to pay (CR 605.5a)."""
    e = event("Scattering Stroke")
    assert e.trigger.startswith("If you won the clash, at the beginning of your next main phase")
    assert e.may and e.adds.describe() == "Add an amount of {C} equal to that spell's mana value."
    assert e.adds == event("Mana Drain").adds


def test_an_nth_time_effect_that_speaks_of_mana_elsewhere_is_not_read():
    """Only the one sentence adds mana: another resolution's effect that adds mana too is not read by this form."""
    from manaplan.models.oracle.triggers import event_mana

    assert event_mana("Whenever a land enters the battlefield under your control, add {G} if this is the first time "
                      "this ability has resolved this turn. If it's the second time, add {R}.") is None


def test_a_refusal_reason_only_for_text_about_mana():
    """"At the beginning of your upkeep, look at the top card of your library. …" without mana is not this parser's
    business: ignored, not reported (Search for Azcanta)."""
    assert not parsed("Search for Azcanta").unsupported


def test_cr_202_1_mana_shaped_like_a_mana_cost_elemental_resonance():
    """CR 202.1: "add mana equal to enchanted permanent's mana cost" adds mana of the shape of that cost, read as
    what it is (never used to pay: a triggered ability at the beginning of the main phase)."""
    from manaplan.models.effects import CostMana

    e = event("Elemental Resonance")
    assert e.adds == CostMana("enchanted permanent")
    assert e.trigger == "At the beginning of your precombat main phase"


def test_cast_while_the_chapter_resolves_summon_esper_valigarmanda():
    """"II, III, IV — Add {R} for each lore counter on this Saga. You may cast an instant or sorcery card exiled with
    this Saga, and mana of any type can be spent to cast that spell.": the permission is used while the chapter
    resolves, never in a payment a board asks for; the mana counts the Saga's lore counters."""
    e = event("Summon: Esper Valigarmanda")
    assert e.trigger == "Chapter II, III, IV (lore counters, CR 714.2b)"
    assert e.after == ("You may cast an instant or sorcery card exiled with ~, and mana of any type can be spent to "
                       "cast that spell.",)
    assert e.adds.count.kind == "lore"
    from manaplan.models.oracle.triggers import event_mana

    assert event_mana("At the beginning of your upkeep, add {R}. Mana of any type can be spent to cast spells.") is None


def test_cli_pay_with_a_saga_chapter_grant_and_event_mana(run):
    """tests/pay_boards/trig_urzas_saga.yaml through ``manaplan pay --json``: {3} is paid by Sol Ring and the Saga
    whose chapter I resolved (CR 714.2b); {4} is not payable; the Saga without lore counters is left out, and
    Carnival of Souls' triggered {B} is a note (CR 605.5a)."""
    import json
    from pathlib import Path

    path = str(Path(__file__).resolve().parents[1] / "pay_boards" / "trig_urzas_saga.yaml")
    paid = run("pay", path, "{3}", "--json")
    assert paid.exit_code == 0, paid.output
    out = json.loads(paid.output)
    assert sorted(out["tapped"]) == ["Sol Ring#1", "Urza's Saga#1"]
    assert any(x.startswith("Urza's Saga#2:") for x in out["left_out"])
    assert any(n.startswith("Carnival of Souls#1:") for n in out["notes"])
    assert run("pay", path, "{4}").exit_code == 1


def test_cr_500_4_that_player_keeps_the_mana_shizuko_oracle_wording():
    """CR 500.4: the Oracle wording of Shizuko, Caller of Autumn (newer card data than the shipped text) keeps the
    mana for the player who added it; "that player doesn't lose this mana" only fits "that player adds"."""
    from manaplan.models.oracle.triggers import event_mana

    (e,) = event_mana("At the beginning of each player's upkeep, that player adds {G}{G}{G}. Until end of turn, that "
                      "player doesn't lose this mana as steps and phases end.")
    assert e.player == "that player" and e.keeps and e.adds == Produce(((T.G,) * 3,))
    assert event_mana("At the beginning of your upkeep, add {G}. Until end of turn, that player doesn't lose this "
                      "mana as steps and phases end.") is None
