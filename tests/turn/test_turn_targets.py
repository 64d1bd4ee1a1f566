"""``turn`` casts a spell that needs a target only with one there as it is cast (CR 115.1a, 601.2c). Seen on a
Pauper Familiars board of benchmarks/realistic.py (seed 3, pauper_familiars g00 turn 9): with an Island and a
Mountain, Snap ("Return target creature to its owner's hand. Untap up to two lands.") was cast twice, "proven", on
a battlefield with no creature at all. Now:

- with no creature there and none that can enter this turn, Snap is not cast, and the answer says why;
- a creature cast this turn gives it one: the creature is cast first;
- each Snap removes its target, so two Snaps need two creatures (or a creature cast between them)."""

from __future__ import annotations

from manaplan.models.board_files import board_from_data
from manaplan.solver.turn import solve_turn, solve_turns

from manaplan_tests import FOE


def _plan(data: dict, *cards: str, most: bool = True):
    return solve_turn(board_from_data(data), list(cards) or None, most=most)


def test_cr_601_2c_snap_with_no_creature_anywhere_is_not_cast():
    """The corpus board: Island and Mountain, two Snaps and Preordain. Only Preordain, proven; named, Snap is not
    possible and the reason is its target."""
    plan = _plan({"permanents": ["Island", "Mountain"], "hand": ["Snap", "Preordain", "Snap"]})
    assert plan.cast == ("Preordain",) and plan.proven
    named = _plan({"permanents": ["Island", "Mountain"], "hand": ["Snap"]}, "Snap", most=False)
    assert not named.possible and named.proven and "target creature" in named.reason


def test_cr_601_2c_a_creature_cast_first_is_the_target():
    """Five Islands, Sea Gate Oracle ({2}{U}) and Snap ({1}{U}): the Oracle first, then Snap returning it — both,
    proven.
    With four Islands, Snap first would untap two Islands for the Oracle, but has no target then: one of the two."""
    five = _plan({"permanents": ["Island"] * 5, "hand": ["Snap", "Sea Gate Oracle"]})
    assert five.possible and five.proven and five.cast == ("Sea Gate Oracle", "Snap")
    four = _plan({"permanents": ["Island"] * 4, "hand": ["Snap", "Sea Gate Oracle"]})
    assert not four.possible and four.proven and len(four.cast) == 1


def test_cr_601_2c_with_the_opponents_creature_snap_comes_first():
    """The opponent's creature is there as the turn begins: Snap first untaps two Islands for the rest."""
    plan = _plan({"permanents": ["Island"] * 4 + [FOE], "hand": ["Snap", "Sea Gate Oracle", "Preordain"]})
    assert plan.possible and plan.proven and plan.cast[0] == "Snap"


def test_cr_601_2c_each_snap_takes_a_target_away():
    """One creature of the opponent's and two Snaps: the first returns it, so the second has none — one Snap and
    Preordain, proven; with two creatures, both Snaps."""
    one = _plan({"permanents": ["Island"] * 4 + [FOE], "hand": ["Snap", "Snap", "Preordain"]})
    assert one.proven and sorted(one.cast) == ["Preordain", "Snap"]
    two = _plan({"permanents": ["Island"] * 4 + [{**FOE, "count": 2}], "hand": ["Snap", "Snap", "Preordain"]})
    assert two.possible and two.proven


def test_cr_115_1b_the_land_played_first_is_the_auras_target():
    """No permanent, Wild Growth ("Enchant land") and a Forest in hand: the Forest is played, then Wild Growth cast
    on it — proven, the land play being before the cast in the plan."""
    plan = _plan({"hand": ["Wild Growth", "Forest"]})
    assert plan.possible and plan.proven and plan.cast == ("Wild Growth",)


def test_a_target_that_may_come_another_way_leaves_the_answer_not_proven():
    """A Forest, Raise the Alarm (two Soldier tokens) and Mutagenic Growth ("Target creature gets +2/+2"): only the
    tokens could be its target, which the model does not order. The first plan cast Mutagenic Growth with no
    creature there — not a legal plan (CR 601.2c) — so the turn is solved again without it: the answer is that
    plan, not proven, and names Mutagenic Growth as left out."""
    plan = _plan({"permanents": ["Forest"], "land_played": True,
                  "hand": ["Raise the Alarm", "Mutagenic Growth", "Forest"]})
    assert "Mutagenic Growth" not in plan.cast and not plan.proven
    assert any(n.startswith("not proven: Mutagenic Growth left out") for n in plan.notes), plan.notes
    assert "target could only come from" in plan.reason


ATRAXA = {"permanents": ["Plains", "Temple Garden", "Watery Grave", "Selesnya Signet", "Simic Signet",
                         {"card": "Island", "sick": True}],
          "hand": ["Path to Exile", "Talisman of Resilience", "Garruk Wildspeaker", "Heroic Intervention"]}


def test_cr_606_3_a_target_only_a_loyalty_ability_makes_costs_that_walkers_other_abilities():
    """Garruk Wildspeaker's "−1: Create a 3/3 green Beast creature token" is the only creature Path to Exile could
    target (a corpus state, seed 1, edh_atraxa_superfriends g02 turn 4). The first plan used Garruk's "+1: Untap two
    target lands" and cast Path to Exile too, with no creature there — both are not one plan: one loyalty ability of
    a permanent a turn (CR 606.3), and a spell's target is chosen as it is cast (CR 601.2c). The turn is solved again
    without Path to Exile, and every plan that casts it is bounded by the turn with the Beast there from the start
    and Garruk with no loyalty ability: without the untap, Path, Garruk and Heroic Intervention (mana value 7) is
    the most, less than Talisman, Garruk and Heroic Intervention with the untap (8). Proven, and the reason says
    so."""
    plan = _plan(ATRAXA)
    assert plan.cast == ("Garruk Wildspeaker", "Talisman of Resilience", "Heroic Intervention") and plan.proven
    assert "Path to Exile: its only possible target is a token from Garruk Wildspeaker's loyalty ability" in plan.reason
    assert "CR 606.3" in plan.reason and plan.untargeted == ()
    assert not any(n.startswith("not proven") for n in plan.notes)


def test_a_better_plan_with_the_walkers_token_as_the_target_leaves_the_answer_not_proven():
    """Three Forests more: without Garruk's untap there is mana for all four, Path to Exile exiling the Beast of
    Garruk's −1 (CR 606.3, 601.2c). The turn does not order that ability, so it shows the best plan without Path to
    Exile, every step legal, and says it is not proven, naming Path to Exile."""
    plan = _plan({**ATRAXA, "permanents": ATRAXA["permanents"] + ["Forest"] * 3})
    assert "Path to Exile" not in plan.cast and len(plan.cast) == 3 and not plan.proven
    assert plan.untargeted == () and "could only come from something the turn does not model" in plan.reason


def test_cr_606_3_a_planeswalker_on_the_battlefield_bounds_as_one_cast():
    """Garruk Wildspeaker already on the battlefield (three loyalty), no creature. With Plains and two Forests, and
    Path to Exile and Heroic Intervention in hand: the Beast's plans (Garruk's untap given up, CR 606.3) have 3 mana,
    enough for both — more than the one spell cast without Path to Exile: not proven. With Path to Exile and
    Harmonize ({2}{G}{G}) in hand: Harmonize needs the untap (5 mana, Path to Exile's {W} too, but with no target),
    and the Beast's plans have 3 mana, for Path to Exile alone (mana value 1 against 4): proven."""
    garruk = {"card": "Garruk Wildspeaker", "counters": {"loyalty": 3}}
    rich = _plan({"permanents": [garruk, "Plains", "Forest", "Forest"],
                  "hand": ["Path to Exile", "Heroic Intervention"]})
    assert rich.cast == ("Heroic Intervention",) and not rich.proven
    poor = _plan({"permanents": [garruk, "Plains", "Forest", "Forest"], "hand": ["Path to Exile", "Harmonize"]})
    assert poor.cast == ("Harmonize",) and poor.proven
    assert "Garruk Wildspeaker's loyalty ability" in poor.reason


def test_cr_606_3_a_planeswalker_that_cannot_be_cast_with_the_spell_makes_it_no_target():
    """The token comes only once the planeswalker in hand is cast and its loyalty ability used (CR 606.3), so a plan
    casting the spell casts both. Liliana, Dreadhorde General ({4}{B}{B}, "+1: Create a 2/2 black Zombie creature
    token") and Murder ({1}{B}{B}) on five Swamps: Liliana alone is out of reach, so no plan casts Murder — proven
    (the turn with the Zombie there from the start would cast Murder and say "not proven"). Garruk Wildspeaker and Path
    to Exile on four lands: both need five mana without Garruk's untap, so Garruk alone, proven, asked with --most or
    by name."""
    lili = _plan({"permanents": ["Swamp"] * 5, "hand": ["Liliana, Dreadhorde General", "Murder"]})
    assert lili.cast == () and lili.proven and "Liliana, Dreadhorde General's loyalty ability" in lili.reason
    four = {"permanents": ["Forest", "Forest", "Forest", "Plains"], "hand": ["Garruk Wildspeaker", "Path to Exile"]}
    most = _plan(four)
    assert most.cast == ("Garruk Wildspeaker",) and most.proven
    named = _plan(four, "Garruk Wildspeaker", "Path to Exile", most=False)
    assert not named.possible and named.proven and "CR 606.3" in named.reason
