"""Property: an ability printed in oracle style by ``ManaAbility.describe`` parses back to the same ability.

This checks the parser's grammar against the values' own printer over many combinations of costs, outputs, riders,
spending restrictions and activation conditions that no single card has.
"""

from __future__ import annotations

import dataclasses

from hypothesis import given, settings
from hypothesis import strategies as st
from manaplan.models.ability import (
    ActivationCondition,
    ActivationCost,
    AmongColors,
    AnyCombination,
    AnyOneColor,
    BasicLandTypes,
    Chance,
    ChanceOutcome,
    ChosenColor,
    ChosenColors,
    OwnColors,
    CommanderColor,
    Conditional,
    ControlCount,
    CostX,
    Counted,
    CounterCount,
    FactCount,
    GraveyardCount,
    GreatestPower,
    LifeTotal,
    NamedInGraveyards,
    PermanentCount,
    SacrificedStat,
    SelfStat,
    TotalPower,
    WatermarkCount,
    ManaAbility,
    ManaEffect,
    PermanentFilter,
    Produce,
    Reflect,
    SpendRestriction,
    SpendUse,
)
from manaplan.models.costs import ManaCost
from manaplan.models.mana import ALL_TYPES, COLORS, ManaType
from manaplan.models.oracle.parser import parse_text
from manaplan.models.oracle.text import split_sentences

from manaplan_tests import examples

_SYMBOLS = ["{1}", "{2}", "{3}", "{W}", "{U}", "{B}", "{R}", "{G}", "{C}", "{S}", "{W/U}", "{B/G}", "{2/W}",
            "{R/P}", "{G/W/P}"]
_FILTERS = [
    PermanentFilter(frozenset({"Creature"}), text="a creature"),
    PermanentFilter(frozenset({"Artifact"}), text="an artifact"),
    PermanentFilter(frozenset({"Land"}), text="a land"),
    PermanentFilter(subtypes=frozenset({"Forest"}), text="a Forest"),
    PermanentFilter(frozenset({"Creature"}), another=True, text="another creature"),
    PermanentFilter(frozenset({"Artifact", "Creature"}), text="an artifact or creature"),
    PermanentFilter(frozenset({"Creature"}), colors=frozenset({ManaType.B}), or_card_types=frozenset({"Artifact"}),
                    text="a black or artifact creature"),
]
#: "Exile a creature you control" (Food Chain) and the like.
_EXILED = [
    PermanentFilter(frozenset({"Creature"}), text="a creature you control"),
    PermanentFilter(frozenset({"Artifact"}), text="an artifact you control"),
]
#: "Untap a tapped land an opponent controls" (Benthic Explorers).
_OPPONENTS_LAND = PermanentFilter(frozenset({"Land"}), text="a tapped land an opponent controls")
#: The kinds of X of a cost besides {X}: (field, value) set on top of a cost drawn without an X.
_X_PARTS = [
    {"remove_x_counters": "storage"},
    {"remove_x_counters": "charge"},
    {"remove_x_counters": "dream", "x_at_least": 1},
    {"sacrifice_x": PermanentFilter(subtypes=frozenset({"Goat"}), text="Goats")},
    {"sacrifice_x": PermanentFilter(frozenset({"Artifact"}), text="artifacts"), "x_at_least": 1},
    {"taps_x": PermanentFilter(untapped=True, token=True, text="untapped tokens you control")},
]
_TAPPED = [
    PermanentFilter(frozenset({"Creature"}), untapped=True, text="an untapped creature you control"),
    PermanentFilter(subtypes=frozenset({"Elf"}), untapped=True, text="an untapped Elf you control"),
    PermanentFilter(frozenset({"Artifact", "Creature"}), untapped=True,
                    text="an untapped artifact or creature you control"),
    PermanentFilter(untapped=True, token=True, text="an untapped token you control"),
    PermanentFilter(frozenset({"Artifact"}), untapped=True, token=False,
                    text="an untapped nontoken artifact you control"),
    PermanentFilter(frozenset({"Creature"}), untapped=True, supertypes=frozenset({"Legendary"}),
                    text="an untapped legendary creature you control"),
]
_ARTIFACT, _CREATURE = frozenset({"Artifact"}), frozenset({"Creature"})
_RESTRICTIONS = [
    SpendRestriction(only=(SpendUse("cast", card_types=_ARTIFACT),)),
    SpendRestriction(only=(SpendUse("cast", card_types=_CREATURE), SpendUse("activate", card_types=_CREATURE))),
    SpendRestriction(only=(SpendUse("cast", subtypes=frozenset({"Eldrazi"}), colorless=True),
                           SpendUse("activate", subtypes=frozenset({"Eldrazi"}), colorless=True))),
    SpendRestriction(only=(SpendUse("cast", card_types=_CREATURE, chosen_type=True),)),
    SpendRestriction(only=(SpendUse("cast", card_types=frozenset({"Instant", "Sorcery"})),)),
    SpendRestriction(only=(SpendUse("cast", card_types=frozenset({"Instant"})),
                           SpendUse("cast", subtypes=frozenset({"Demon"})))),
    SpendRestriction(only=(SpendUse("cast", multicolored=True),)),
    SpendRestriction(only=(SpendUse("cast", supertypes=frozenset({"Legendary"})),)),
    SpendRestriction(only=(SpendUse("cast", commander=True),)),
    SpendRestriction(only=(SpendUse("cast", from_zone="graveyard"),)),
    SpendRestriction(only=(SpendUse("activate"),)),
    SpendRestriction(only=(SpendUse("pay", cost="{X}"),)),
    SpendRestriction(only=(SpendUse("pay", cost="cumulative upkeep"),)),
    SpendRestriction(never=(SpendUse("cast", not_card_types=_ARTIFACT),)),
    SpendRestriction(only=(SpendUse("cast", qualities=frozenset({"kicked"})),
                           SpendUse("cast", min_mana_value=5), SpendUse("cast", qualities=frozenset({"with {X}"})))),
    SpendRestriction(only=(SpendUse("cast", qualities=frozenset({"colored", "without {X}"})),)),
    SpendRestriction(only=(SpendUse("cast", qualities=frozenset({"monocolored", "of the chosen color"})),)),
    SpendRestriction(only=(SpendUse("cast", qualities=frozenset({"with flashback"}), from_zone="graveyard"),)),
    SpendRestriction(only=(SpendUse("cast", from_zone="not hand"),
                           SpendUse("cast", qualities=frozenset({"not owned"})))),
    SpendRestriction(only=(SpendUse("unlock"), SpendUse("turn face up"), SpendUse("turn face up", cost="morph"),
                           SpendUse("turn face up", cost="manifest"), SpendUse("foretell"))),
    SpendRestriction(only=(SpendUse("activate", ability="equip"), SpendUse("activate", ability="class level"),
                           SpendUse("pay", cost="disturb"))),
    SpendRestriction(no_generic=True),
    SpendRestriction(never=(SpendUse("cast", from_zone="hand"),)),
    SpendRestriction(only=(SpendUse("foretell"), SpendUse("cast", qualities=frozenset({"with foretell"})))),
    SpendRestriction(only=(SpendUse("cast", qualities=frozenset({"with a watermark"})),)),
    SpendRestriction(only=(SpendUse("cast", qualities=frozenset({"sharing a watermark with this"})),)),
    SpendRestriction(only=(SpendUse("pay", cost="silver-bordered"),)),
    SpendRestriction(only=(SpendUse("cast", qualities=frozenset({"that puts tokens"})),
                           SpendUse("activate", qualities=frozenset({"that puts tokens"})))),
]
_CONTROLS = [
    ControlCount(PermanentFilter(subtypes=frozenset({"Swamp"}), text="a Swamp")),
    ControlCount(PermanentFilter(frozenset({"Land"}), text="lands"), 3, same_name=True),
    ControlCount(PermanentFilter(frozenset({"Creature"}), min_power=4, text="a creature with power 4 or greater")),
    ControlCount(PermanentFilter(frozenset({"Creature"}), names=frozenset({"Mine Worker"}),
                                 text="a creature named Mine Worker")),
    ControlCount(PermanentFilter(subtypes=frozenset({"Plains", "Island"}), text="a Plains or an Island")),
    ControlCount(PermanentFilter(frozenset({"Artifact"}), text="artifacts"), 3),
    ControlCount(PermanentFilter(frozenset({"Land"}), text="lands"), 7),
]
conditions = st.builds(
    ActivationCondition,
    sorcery_speed=st.booleans(),
    instant_speed=st.booleans(),
    max_per_turn=st.sampled_from([0, 1, 3]),
    turn=st.sampled_from(["", "yours", "opponents"]),
    you_control=st.lists(st.sampled_from(_CONTROLS), max_size=2, unique=True).map(tuple),
    self_counters=st.lists(st.tuples(st.sampled_from(["oil", "brick"]), st.integers(1, 3)), max_size=1).map(tuple),
    total_power=st.sampled_from([0, 8]),
    self_types=st.sampled_from([frozenset(), frozenset({"Creature"})]),
    entered_this_turn=st.booleans(),
    facts=st.lists(st.sampled_from([("max_speed", 1), ("opponent_poison", 3), ("initiative", 1)]), max_size=2,
                   unique=True).map(tuple),
    self_counters_at_most=st.lists(st.tuples(st.just("level"), st.integers(1, 12)), max_size=1).map(tuple),
    once=st.booleans(),
    any_player_own_turn=st.booleans(),
).filter(lambda c: c != ActivationCondition())

mana_costs = st.lists(st.sampled_from(_SYMBOLS), max_size=3).map(lambda s: ManaCost.parse("".join(s)))


def costs(with_x: bool):
    """Costs; with an X (in the mana or as counters removed) exactly when ``with_x``."""
    base = st.builds(
        ActivationCost,
        tap=st.booleans(),
        untap=st.booleans(),
        mana=mana_costs,
        life=st.integers(0, 5),
        sacrifice_self=st.booleans(),
        sacrifices=st.lists(st.sampled_from(_FILTERS), max_size=1).map(tuple),
        remove_counters=st.lists(st.tuples(st.sampled_from(["charge", "mining", "+1/+1"]), st.integers(1, 3)),
                                 max_size=1).map(tuple),
        taps=st.lists(st.sampled_from(_TAPPED), max_size=2).map(tuple),
        discard=st.integers(0, 2),
        discard_hand=st.booleans(),
        exile_self=st.sampled_from(["", "", "hand", "graveyard", "battlefield"]),
        exile_cards=st.lists(st.tuples(st.sampled_from(["graveyard", "hand"]), st.integers(1, 2)),
                             max_size=1).map(tuple),
        mill=st.integers(0, 2),
        return_self=st.booleans(),
        put_counters=st.lists(st.tuples(st.sampled_from(["-0/-1", "brick"]), st.integers(1, 2)), max_size=1).map(tuple),
        exert=st.booleans(),
        energy=st.integers(0, 3),
        collect_evidence=st.sampled_from([0, 0, 3, 6]),
        forage=st.booleans(),
        exiles=st.lists(st.sampled_from(_EXILED), max_size=1).map(tuple),
        untaps_opponents=st.lists(st.just(_OPPONENTS_LAND), max_size=1).map(tuple),
    )
    if not with_x:
        return base.filter(lambda c: not c.is_free)
    return st.tuples(base, st.booleans(), st.sampled_from(_X_PARTS)).map(
        lambda t: ActivationCost(**{**{f: getattr(t[0], f) for f in t[0].__slots__},
                                    "mana": t[0].mana + ManaCost.parse("{X}") if t[1] else t[0].mana,
                                    **({} if t[1] else t[2])}))


combos = st.lists(st.sampled_from(ALL_TYPES), min_size=1, max_size=3).map(tuple)
colors = st.lists(st.sampled_from(COLORS), min_size=2, max_size=5, unique=True).map(frozenset)
fixed_outputs = st.one_of(
    st.integers(1, 5).map(Produce.any_color),
    st.integers(2, 3).map(Produce.different_colors),
    st.lists(combos, min_size=1, max_size=4, unique_by=lambda c: tuple(sorted(t.order for t in c)))
    .map(lambda cs: Produce.one_of(*cs)),
    st.builds(AnyCombination, st.integers(2, 5), colors),
    st.builds(ChosenColor, st.integers(1, 3),
              st.lists(st.sampled_from(COLORS), max_size=2, unique=True).map(lambda cs: tuple((c,) for c in cs))),
    st.just(CommanderColor()),
    st.sampled_from([
        AmongColors(PermanentFilter(text="permanents")),
        AmongColors(PermanentFilter(text="permanents"), each=True),
        AmongColors(PermanentFilter(supertypes=frozenset({"Legendary"}), text="legendary permanents")),
        AmongColors(PermanentFilter(frozenset({"Creature", "Planeswalker"}), supertypes=frozenset({"Legendary"}),
                                    text="legendary creatures and planeswalkers")),
        AmongColors(PermanentFilter(text="cards"), zone="graveyard"),
        AmongColors(PermanentFilter(monocolored=True, text="monocolored permanents"), each=True),
        ChosenColors("exiled card"), ChosenColors("exiled cards"), ChosenColors("circled"), ChosenColors("drafted"),
        OwnColors(), ChosenColor(noted=True), ChosenColors("crafted"),
    ]),
)
_CREATURE_COUNT = PermanentFilter(frozenset({"Creature"}), text="creature")
_EVERY = Produce.one_of("W", "U", "B", "R", "G")
#: Counted amounts (tests/test_amounts.py) whose printed words are read back ("target opponent's hand" is left out:
#: a target makes an ability not a mana ability, CR 605.1a).
counted_outputs = st.sampled_from([
    Counted(Produce.one_of("G"), SelfStat()),
    Counted(Produce.one_of("C"), SelfStat("toughness")),
    Counted(Produce.any_color(), SelfStat()),
    Counted(Produce.one_of("U", "R"), SelfStat(), combination=True),
    Counted(Produce.one_of("G"), GreatestPower()),
    Counted(_EVERY, GreatestPower(), combination=True),
    Counted(Produce.one_of("R"), GreatestPower(entered=True)),
    Counted(Produce.one_of("G"), SacrificedStat()),
    Counted(Produce.one_of("B"), SacrificedStat("mana value", "artifact")),
    Counted(Produce.any_color(), SacrificedStat("mana value"), plus=1),
    Counted(Produce.any_color(), SacrificedStat("mana value", verb="exiled"), plus=1),
    Reflect(PermanentFilter(frozenset({"Land"}), text="land"), controller="opponent", untapped_by_cost=True),
    Counted(_EVERY, BasicLandTypes(), combination=True),
    Counted(Produce.one_of("C"), FactCount("cards_drawn_this_turn")),
    Counted(Produce.one_of("R"), FactCount("cards_in_hand")),
    Counted(Produce.one_of("R"), FactCount("party_size")),
    Counted(Produce.any_color(), FactCount("life_gained_this_turn")),
    Counted(Produce.one_of("G"), PermanentCount(_CREATURE_COUNT, keyword="defender")),
    Counted(_EVERY, PermanentCount(_CREATURE_COUNT, keyword="defender"), combination=True),
    Counted(Produce.one_of("G"), PermanentCount(PermanentFilter(frozenset({"Creature"}), min_power=4,
                                                                text="creature"))),
    Counted(Produce.one_of("R"), PermanentCount(_CREATURE_COUNT, attacking=True)),
    Counted(Produce.one_of("R"), PermanentCount(_CREATURE_COUNT, "any", attacking=True)),
    Counted(Produce.one_of("R", "G"), PermanentCount(_CREATURE_COUNT), combination=True),
    Counted(Produce.any_color(), CounterCount("charge"), plus=1),
    Counted(_EVERY, TotalPower(), combination=True),
    # the older counted forms (issue 4), now printed in words that read back
    Counted(Produce.any_color(), PermanentCount(PermanentFilter(subtypes=frozenset({"Ally"}), text="Ally"))),
    Counted(Produce.any_color(), LifeTotal()),
    Counted(Produce.any_color(), GraveyardCount(_CREATURE_COUNT)),
    Counted(Produce.one_of("C"), PermanentCount(PermanentFilter(frozenset({"Artifact"}), names=frozenset({"~"}),
                                                                text="artifact named ~"))),
    Counted(Produce.one_of("G"), WatermarkCount("Crossbreed Labs")),  # tests/test_corpus_gap.py
    Counted(Produce.one_of("R"), NamedInGraveyards(), plus=2),
])
fixed_outputs = st.one_of(fixed_outputs, counted_outputs)
simple = st.one_of(st.integers(1, 3).map(Produce.any_color),
                   st.lists(combos, min_size=1, max_size=2, unique_by=lambda c: tuple(sorted(t.order for t in c)))
                   .map(lambda cs: Produce.one_of(*cs)))
_POOL = Reflect(PermanentFilter(frozenset({"Land"}), text="a land"))  # Incubation Druid: three of that type
conditionals = st.builds(
    Conditional, simple, simple,
    st.lists(st.sampled_from(_CONTROLS), max_size=2, unique=True).map(tuple),
    st.lists(st.tuples(st.sampled_from(["luck", "oil"]), st.integers(1, 2)), max_size=1).map(tuple),
).filter(lambda c: c.you_control or c.self_counters) | st.builds(Conditional, simple, simple, land_played=st.just(True)) \
    | st.builds(Conditional, simple, simple, facts=st.sampled_from(
        [(("initiative", 1),), (("dungeon_completed", 1),), (("opponent_poison", 3),), (("max_speed", 1),)])) \
    | st.builds(Conditional, simple, simple, graveyard=st.sampled_from(
        [((frozenset(), 7),), ((frozenset({"Instant", "Sorcery"}), 2),), ((frozenset({"Creature"}), 1),)])) \
    | st.builds(Conditional, st.just(Produce.nothing()), simple, unless_paid=st.sampled_from(["{1}", "{2}"])) \
    | st.just(Conditional(_POOL, dataclasses.replace(_POOL, amount=3), self_counters=(("+1/+1", 1),)))
#: A coin flip or a die roll (CR 705, 706; tests/test_corpus_gap.py): only an activated ability has one.
chance_outputs = st.builds(lambda add: Chance(2, (ChanceOutcome("win", add),)), simple) | st.builds(
    lambda adds, lose: Chance(6, ((ChanceOutcome("1", sacrifice_self=True, life_loss=lose),) if lose else ())
                              + tuple(ChanceOutcome(str(n), add) for n, add in enumerate(adds, start=2))),
    st.lists(simple, min_size=1, max_size=5), st.integers(0, 5))
x_outputs = st.one_of(
    st.builds(AnyCombination, st.builds(CostX, st.integers(0, 1)),
              st.one_of(colors, st.sampled_from(ALL_TYPES).map(lambda t: frozenset({t})))),
    st.builds(AnyOneColor, st.builds(CostX, st.integers(0, 1))),
)


@st.composite
def abilities(draw):
    uses_x = draw(st.booleans())
    output = draw(x_outputs if uses_x else st.one_of(fixed_outputs, conditionals, chance_outputs))
    cost = draw(costs(uses_x))
    return ManaAbility(
        cost, output,
        spend=draw(st.none() | st.sampled_from(_RESTRICTIONS)),
        condition=draw(st.none() | conditions),
        skips_next_untap=draw(st.booleans()),
        counter_changes=tuple(draw(st.lists(st.sampled_from([("depletion", 1), ("time", -1), ("brick", 2)]),
                                            max_size=2))),
        side_effects=tuple(draw(st.lists(st.sampled_from(["Draw a card.", "You gain 2 life.", "Roll a d20."]),
                                         max_size=1))),
        life_loss=draw(st.integers(0, 2)),
    )


def _same_output(got, want) -> bool:
    """Equal, with a Produce's choices compared as a set (the printer may order them differently)."""
    if isinstance(want, Produce):
        return isinstance(got, Produce) and set(got.choices) == set(want.choices)
    if isinstance(want, Chance):
        return isinstance(got, Chance) and got.sides == want.sides and len(got.outcomes) == len(want.outcomes) \
            and all(_same_output(g.add, w.add) and dataclasses.replace(g, add=w.add) == w
                    for g, w in zip(got.outcomes, want.outcomes))
    if isinstance(want, Conditional):
        return isinstance(got, Conditional) and _same_output(got.base, want.base) and \
            _same_output(got.instead, want.instead) and \
            (got.you_control, got.self_counters) == (want.you_control, want.self_counters)
    return got == want


def _same(got: ManaAbility, want: ManaAbility) -> bool:
    if not _same_output(got.output, want.output):
        return False
    fields = ("cost", "spend", "condition", "skips_next_untap", "counter_changes", "side_effects", "life_loss")
    return all(getattr(got, f) == getattr(want, f) for f in fields)


_OGRE = (ControlCount(PermanentFilter(subtypes=frozenset({"Ogre"}), text="an Ogre")),)


@settings(max_examples=examples(50), deadline=None)
@given(ability=abilities(), damage=st.integers(0, 3), unless=st.booleans())
def test_describe_then_parse_gives_the_same_ability(ability, damage, unless):
    # describe() says "This deals N damage"; a card says its name (or "this land"), so print the rider that way.
    text = ability.describe()
    if damage:
        cost, _, effect = text.partition(": ")
        sentences = split_sentences(effect)
        n = len(split_sentences(ability.output.describe())) if isinstance(ability.output, Chance) else 1
        first, rest = " ".join(sentences[:n]), sentences[n:]  # the rider after the whole flip or roll
        rider = f"Test Engine deals {damage} damage to you" + (" if you don't control an Ogre." if unless else ".")
        text = f"{cost}: " + " ".join([first, rider, *rest])
    parsed = parse_text("Test Engine", "Artifact", text)
    assert parsed.unsupported == (), text
    (got,) = parsed.mana_abilities
    assert _same(got, ability), text
    assert got.damage_to_you == damage
    assert got.damage_unless == (_OGRE if damage and unless else ())


@st.composite
def mana_effects(draw):
    kind = draw(st.sampled_from(["spell", "loyalty", "activated"]))
    additional = None
    if kind == "spell":
        additional = draw(st.none() | st.sampled_from([
            ActivationCost(sacrifices=(PermanentFilter(frozenset({"Creature"}), text="a creature"),)),
            ActivationCost(discard=1), ActivationCost(life=2)]))
    if kind == "activated":
        additional = draw(st.sampled_from([ActivationCost(tap=True), ActivationCost(mana=ManaCost.parse("{1}"))]))
    return ManaEffect(
        kind, draw(fixed_outputs),
        loyalty=draw(st.integers(-10, 3)) if kind == "loyalty" else 0,
        additional_cost=additional,
        spend=draw(st.none() | st.sampled_from(_RESTRICTIONS)),
        side_effects=tuple(draw(st.lists(st.sampled_from(["Draw a card.", "Exile the top card of your library."]),
                                         max_size=1, unique=True))),
        targets=tuple(draw(st.lists(st.sampled_from(["Destroy target artifact.", "Tap target creature."]),
                                    min_size=kind == "activated", max_size=1))),
    )


@settings(max_examples=examples(50), deadline=None)
@given(effect=mana_effects())
def test_mana_effects_describe_then_parse(effect):
    text = effect.describe()
    type_line = {"spell": "Sorcery", "loyalty": "Legendary Planeswalker — Test"}.get(effect.kind, "Artifact")
    parsed = parse_text("Test Engine", type_line, text)
    assert parsed.unsupported == (), text
    (got,) = parsed.mana_effects
    assert _same_output(got.output, effect.output), text
    fields = ("kind", "loyalty", "additional_cost", "spend", "targets")
    assert all(getattr(got, f) == getattr(effect, f) for f in fields), text
    assert set(got.side_effects) == set(effect.side_effects)
