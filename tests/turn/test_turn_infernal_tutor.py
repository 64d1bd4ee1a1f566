"""Infernal Tutor in a turn: "Reveal a card from your hand. Search your library for a card with the same name as that
card, reveal it, put it into your hand, then shuffle. Hellbent — If you have no cards in hand, instead search your
library for a card, put it into your hand, then shuffle."

- The card is revealed as the Tutor resolves (CR 608.2): a card of that name must still be in your hand then, so a
  copy cast before the Tutor is no card to reveal. What it finds is in your hand once it resolved (CR 608.2), cast
  after it (CR 601.2).
- Hellbent is an ability word (CR 207.2c): the search for any card happens only when your hand is empty as it
  resolves. Then every card of your hand has left it: no candidate of your hand is cast after it, so what it finds
  can better no plan (``--most`` or not) — but a kept cost, which its mana could pay.
"""

from __future__ import annotations

from manaplan.models.board_files import board_from_data
from manaplan.solver.turn import solve_turn


def turn(data: dict, *cards: str, **kwargs):
    return solve_turn(board_from_data(data), cards or None, **kwargs)


def test_the_same_name_found_is_cast_after_the_tutor():
    """Three Swamps, Infernal Tutor revealing Dark Ritual (still in hand as it resolves, CR 608.2) finds the
    library's Dark Ritual: both Rituals pay Tendrils of Agony, all three of the hand cast, proven (it said "not
    proven", the Tutor's finds not read)."""
    data = {"land_played": True, "permanents": ["Swamp"] * 3,
            "hand": ["Dark Ritual", "Infernal Tutor", "Tendrils of Agony"], "library": ["Dark Ritual", "Island"]}
    plan = turn(data, most=True)
    assert plan.possible and plan.proven and not plan.notes
    helpers = [i for i, s in enumerate(plan.steps) if s.helper]
    assert len(helpers) == 1 and [s.card for s in plan.steps].index("Infernal Tutor") < helpers[0]


def test_a_card_cast_before_the_tutor_is_not_revealed():
    """Two Swamps: Dark Ritual cast first pays Infernal Tutor, but then no Dark Ritual is left in your hand to
    reveal (CR 608.2): the library's Ritual is not found, and Tendrils of Agony cannot follow. The best legal plan
    casts Dark Ritual and Tendrils (the greater mana value), proven; counting the Ritual found after the first was
    cast would cast all three."""
    data = {"land_played": True, "permanents": ["Swamp"] * 2,
            "hand": ["Dark Ritual", "Infernal Tutor", "Tendrils of Agony"], "library": ["Dark Ritual"]}
    plan = turn(data, most=True)
    assert plan.proven and not plan.possible
    assert plan.cast == ("Dark Ritual", "Tendrils of Agony")


def test_a_card_named_as_none_in_hand_is_not_found():
    """The library's Lotus Petal is named as no card of the hand: Infernal Tutor cannot find it but hellbent, moot
    with every candidate in hand (CR 207.2c): Infernal Tutor alone, proven, Lotus Petal not named."""
    data = {"land_played": True, "permanents": ["Swamp"] * 2, "hand": ["Infernal Tutor", "Hypnotic Specter"],
            "library": ["Lotus Petal", "Dark Ritual"]}
    plan = turn(data, most=True)
    assert plan.proven and plan.cast == ("Infernal Tutor",) and not plan.notes


def test_hellbent_once_everything_is_cast_changes_no_plan():
    """Four Swamps, Duress, Infernal Tutor and Hypnotic Specter (6 mana in all): two of them. Hellbent (CR 207.2c),
    the Tutor could find Dark Ritual or Lotus Petal, but only once Duress and the Specter left your hand — cast
    before it: nothing of the hand is left to cast with what it finds, so the plan is proven, nothing named (it
    named the Ritual, not proven). With a cost kept ("--keep"), what it finds could be kept to pay it: named, not
    proven."""
    data = {"land_played": True, "permanents": ["Swamp"] * 4, "hand": ["Duress", "Infernal Tutor", "Hypnotic Specter"],
            "library": ["Dark Ritual", "Lotus Petal"]}
    plan = turn(data, most=True)
    assert plan.proven and not plan.possible and len(plan.cast) == 2 and not plan.notes
    kept = turn(data, most=True, keep="{B}")
    assert not kept.proven and any(n.startswith("not proven: Infernal Tutor may put Dark Ritual, Lotus Petal")
                                   for n in kept.notes)


def test_a_chain_of_tutors_is_named():
    """Infernal Tutor finding Infernal Tutor (two in hand) may take a further Ritual: named, not proven."""
    chain = turn({"land_played": True, "permanents": ["Swamp"] * 3, "hand": ["Dark Ritual", "Infernal Tutor",
                  "Infernal Tutor", "Tendrils of Agony"], "library": ["Dark Ritual", "Infernal Tutor"]}, most=True)
    assert not chain.proven and any("Infernal Tutor may put" in n and "Dark Ritual" in n for n in chain.notes)


def test_a_discard_of_chosen_cards_is_named():
    """Where the card revealed may have been discarded one by one (Lightning Axe's "discard a card", not modelled
    card by card) the Ritual found is named, not cast: not proven."""
    axe = turn({"land_played": True, "permanents": ["Swamp"] * 3 + ["Mountain"], "hand": [
        "Dark Ritual", "Infernal Tutor", "Tendrils of Agony", "Lightning Axe"], "library": ["Dark Ritual"]}, most=True)
    assert not axe.proven and any("Infernal Tutor may put Dark Ritual" in n for n in axe.notes)


def test_lions_eye_diamond_cast_beside_the_tutor():
    """Lion's Eye Diamond in hand, cast ({0}) but never needed: the Tutor (two Swamps) reveals Dark Ritual and finds
    the library's; both Rituals pay Tendrils of Agony. All four, proven (it was named, not proven, the Diamond's
    "Discard your hand" read as a discard of any card)."""
    led = turn({"land_played": True, "permanents": ["Swamp"] * 3, "hand": ["Dark Ritual", "Infernal Tutor",
                "Tendrils of Agony", "Lion's Eye Diamond"], "library": ["Dark Ritual"]}, most=True)
    assert led.possible and led.proven


def test_lions_eye_diamond_beside_the_tutor_keeps_the_revealed_card():
    """Lion's Eye Diamond discards your whole hand, and nothing is cast from your hand after it: a card the Tutor
    reveals is in your hand as it resolves exactly as without the Diamond (CR 608.2). The same-name find is counted:
    Infernal Tutor finds the library's Dark Ritual, both Rituals pay Tendrils of Agony, proven (it named the find,
    not proven, the Diamond's discard read as any discard)."""
    data = {"land_played": True, "permanents": ["Swamp"] * 3 + ["Lion's Eye Diamond"],
            "hand": ["Dark Ritual", "Infernal Tutor", "Tendrils of Agony"], "library": ["Dark Ritual", "Island"]}
    plan = turn(data, most=True)
    assert plan.possible and plan.proven
    assert [s.card for s in plan.steps if s.helper] == ["Dark Ritual"]
