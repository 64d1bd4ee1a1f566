"""Property: an ability printed in oracle style by ``ManaAbility.describe`` parses back to the same ability.

This checks the parser's grammar against the values' own printer over many combinations of costs and outputs that
no single card has.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from manaplan.models.abilities import ActivationCost, ManaAbility, PermanentFilter, Produce
from manaplan.models.costs import ManaCost
from manaplan.models.mana import ALL_TYPES
from manaplan.models.oracle import parse_text

_SYMBOLS = ["{1}", "{2}", "{3}", "{W}", "{U}", "{B}", "{R}", "{G}", "{C}", "{S}", "{W/U}", "{B/G}", "{2/W}",
            "{R/P}", "{G/W/P}"]
_FILTERS = [
    PermanentFilter(frozenset({"Creature"}), text="a creature"),
    PermanentFilter(frozenset({"Artifact"}), text="an artifact"),
    PermanentFilter(frozenset({"Land"}), text="a land"),
    PermanentFilter(subtypes=frozenset({"Forest"}), text="a Forest"),
    PermanentFilter(frozenset({"Creature"}), another=True, text="another creature"),
    PermanentFilter(frozenset({"Artifact", "Creature"}), text="an artifact or creature"),
]

mana_costs = st.lists(st.sampled_from(_SYMBOLS), max_size=3).map(lambda s: ManaCost.parse("".join(s)))
costs = st.builds(
    ActivationCost,
    tap=st.booleans(),
    untap=st.booleans(),
    mana=mana_costs,
    life=st.integers(0, 5),
    sacrifice_self=st.booleans(),
    sacrifices=st.lists(st.sampled_from(_FILTERS), max_size=1).map(tuple),
    remove_counters=st.lists(st.tuples(st.sampled_from(["charge", "mining", "+1/+1"]), st.integers(1, 3)),
                             max_size=1).map(tuple),
).filter(lambda c: not c.is_free)

combos = st.lists(st.sampled_from(ALL_TYPES), min_size=1, max_size=3).map(tuple)
outputs = st.one_of(
    st.integers(1, 5).map(Produce.any_color),
    st.lists(combos, min_size=1, max_size=4, unique_by=lambda c: tuple(sorted(t.order for t in c)))
    .map(lambda cs: Produce.one_of(*cs)),
)


@settings(max_examples=300, deadline=None)
@given(cost=costs, output=outputs, damage=st.integers(0, 3))
def test_describe_then_parse_gives_the_same_ability(cost, output, damage):
    ability = ManaAbility(cost, output)
    # describe() says "This deals N damage"; a card says its name (or "this land"), so print the rider that way.
    text = ability.describe() + (f" Test Engine deals {damage} damage to you." if damage else "")
    parsed = parse_text("Test Engine", "Artifact", text)
    assert parsed.unsupported == ()
    (got,) = parsed.mana_abilities
    assert got.cost == cost
    assert set(got.output.choices) == set(output.choices)
    assert got.damage_to_you == damage

