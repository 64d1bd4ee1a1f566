"""Ramp spells a spell of the turn puts into your hand, beside landfall (:mod:`manaplan.solver.turn.ramp_bound`).

Seasons Past returns cards of different mana values from your graveyard to your hand. Rampant Growth ("Search your
library for a basic land card, put that card onto the battlefield tapped, then shuffle.") and Farseek put a land
onto the battlefield tapped (CR 305.4, 701.23: put by an effect, not played): no mana from that land this turn (CR
107.5), but it enters, and a land entering is a landfall (CR 603.2, 603.6a): Lotus Cobra ("Whenever a land you control
enters, add one mana of any color.") adds one mana, Khalni Heart Expedition gets a quest counter, three of which
search for two basic lands put there tapped, a landfall each again. ``turn`` does not model such a spell a spell puts
into your hand; it names it (not proven) unless the plan found is the best even were each cast with that landfall
mana counted at its most (a relaxation that can only over-estimate).
"""

from __future__ import annotations

import itertools

from manaplan.models.board_files import board_from_data
from manaplan.solver.turn import solve_turn


def turn(data: dict):
    return solve_turn(board_from_data(data), most=True)


#: Nine Forests and Lotus Cobra: Seasons Past ({4}{G}{G}) and one Grizzly Bears ({1}{G}) of two, one Forest left.
#: Returned, Rampant Growth costs {1}{G} and gives one mana back (its land's landfall): one Bears still.
SEASONS = {"land_played": True, "permanents": ["Forest"] * 9 + ["Lotus Cobra"],
           "hand": ["Seasons Past", "Grizzly Bears", "Grizzly Bears"], "graveyard": ["Rampant Growth"],
           "library": ["Forest"] * 4}
RETURNED = "not proven: Seasons Past may put Rampant Growth into your hand"


def test_a_returned_rampant_growth_whose_landfall_betters_nothing_is_proven_moot():
    """Cast after Seasons Past, Rampant Growth's land gives Lotus Cobra's one mana (CR 603.2) for its two: the plan
    casting Seasons Past and one Bears is the best even with it, proven (it named Rampant Growth, not proven).
    Khalni Heart Expedition with no quest counter stays far from its three (one landfall): nothing more."""
    plan = turn(SEASONS)
    assert plan.proven and plan.cast == ("Seasons Past", "Grizzly Bears") and not plan.notes
    khalni = turn({**SEASONS, "permanents": SEASONS["permanents"] + ["Khalni Heart Expedition"]})
    assert khalni.proven and khalni.cast == ("Seasons Past", "Grizzly Bears")


def test_a_returned_farseek_with_no_land_to_find_is_not_named():
    """Farseek searches for "a Plains, Island, Swamp, or Mountain card": a library of Forests holds none, so it finds
    nothing and no land enters (CR 701.23b): returned beside Rampant Growth, it is not named, and the plan is proven
    (it named Farseek, not proven)."""
    plan = turn({**SEASONS, "graveyard": ["Rampant Growth", "Farseek"]})
    assert plan.proven and plan.cast == ("Seasons Past", "Grizzly Bears") and not plan.notes


def test_khalni_heart_expedition_brought_in_reach_by_the_ramp_land_keeps_it_named():
    """Khalni Heart Expedition with two quest counters: Rampant Growth's land entering tapped is a landfall too (CR
    603.2, 603.6a), its third counter; sacrificed, it puts two basic lands there tapped (CR 701.23), two more
    Cobra mana: Seasons Past, Rampant Growth, then both Bears. The model has no such plan, so its answer (one
    Bears) is not proven: the relaxation counts the Expedition's lands and betters it. The count of lands entering
    had left out the lands put tapped: the Expedition out of reach, and that answer said proven."""
    board = {**SEASONS, "permanents": SEASONS["permanents"] + [
        {"card": "Khalni Heart Expedition", "counters": {"quest": 2}}]}
    plan = turn(board)
    assert not plan.proven and any(n.startswith(RETURNED) for n in plan.notes)


def test_what_else_a_tapped_land_may_do_keeps_it_named():
    """Beside two Lotus Cobras, Rampant Growth gives back its two mana: the plan with one Bears, proven. Amulet of
    Vigor untaps the land it puts there (CR 107.5: then it taps for {G}), Tireless Provisioner's landfall makes a
    Treasure: one mana more, the second Bears cast (Seasons Past, Rampant Growth, both Bears). The relaxation counts
    neither, so the answer with one Bears stays not proven."""
    cobras = {**SEASONS, "permanents": SEASONS["permanents"] + ["Lotus Cobra"]}
    plan = turn(cobras)
    assert plan.proven and plan.cast == ("Seasons Past", "Grizzly Bears")
    for other in ("Amulet of Vigor", "Tireless Provisioner"):
        plan = turn({**cobras, "permanents": cobras["permanents"] + [other]})
        assert not plan.proven and any(n.startswith(RETURNED) for n in plan.notes), other


def test_what_a_landfall_trigger_gives_keeps_it_named():
    """Other landfall triggers the relaxation does not count: Evolution Sage's proliferate (a second charge counter on
    Everflowing Chalice: {C}{C}), Rampaging Baloths' Beast token beside Gaea's Cradle ("Add {G} for each creature you
    control."), Tatyova's draw of the top card given (Lotus Petal). Each gives the plan casting Rampant Growth one
    mana more, and with it every candidate: the answer (one candidate fewer) stays not proven."""
    sage = {**SEASONS, "hand": ["Seasons Past"] + ["Grizzly Bears"] * 3, "permanents": ["Forest"] * 9 + [
        "Lotus Cobra"] * 3 + ["Evolution Sage", {"card": "Everflowing Chalice", "counters": {"charge": 1}}]}
    cradle = {**SEASONS, "hand": ["Seasons Past", "Harmonize", "Harmonize"], "permanents": ["Forest"] * 10 + [
        "Lotus Cobra"] * 2 + ["Rampaging Baloths", "Gaea's Cradle"]}
    tatyova = {**SEASONS, "hand": ["Seasons Past", "Grizzly Bears", "Grizzly Bears"], "library_top": ["Lotus Petal"],
               "permanents": ["Forest"] * 9 + ["Lotus Cobra"] * 2 + ["Tatyova, Benthic Druid"]}
    for data in (sage, cradle, tatyova):
        plan = turn(data)
        assert len(plan.cast) == len(data["hand"]) - 1 and not plan.proven
        assert any(n.startswith(RETURNED) for n in plan.notes)


def test_a_trigger_on_a_spell_cast_keeps_it_named():
    """Storm-Kiln Artist ("Magecraft — Whenever you cast or copy an instant or sorcery spell, create a Treasure
    token."): Rampant Growth cast is one more Treasure, which the relaxation does not count: beside two Lotus Cobras
    (Rampant Growth gives back its two mana) the answer stays not proven."""
    plan = turn({**SEASONS, "permanents": SEASONS["permanents"] + ["Lotus Cobra", "Storm-Kiln Artist"]})
    assert not plan.proven and any(n.startswith(RETURNED) for n in plan.notes)


def test_a_tatyova_turn_with_seasons_past_is_proven():
    """A realistic landfall board (Tatyova, Benthic Druid's deck, turn 7): Seasons Past may return Prismatic Vista
    (the land play, cracked: two landfalls) and one card of mana value 2 — Rampant Growth, Farseek or Growth Spiral.
    Even with the returned ramp spell's land and Khalni Heart Expedition's two (its three counters then in reach)
    each giving Lotus Cobra's mana, Rampaging Baloths ({4}{G}{G}) stays out of reach after Seasons Past: the plan
    casting Seasons Past alone is the best, proven (it named Rampant Growth and Farseek, not proven)."""
    plan = turn({"permanents": ["Forest", "Island", "Island", "Hinterland Harbor", "Breeding Pool",
                                "Tatyova, Benthic Druid", "Khalni Heart Expedition", "Island", "Field of the Dead",
                                "Lotus Cobra"],
                 "hand": ["Rampaging Baloths", "Seasons Past", "Counterspell"],
                 "graveyard": ["Rampant Growth", "Farseek", "Growth Spiral", "Prismatic Vista"],
                 "library": ["Forest", "Forest", "Island", "Island", "Misty Rainforest"]})
    assert plan.proven and plan.cast == ("Seasons Past",) and not plan.notes


def _most_cast(forests: int, cobras: int, quest: int | None, bears: int) -> tuple[int, int]:
    """The most candidates cast, then the greatest mana value, of Seasons Past and ``bears`` Grizzly Bears with
    ``forests`` Forests, ``cobras`` Lotus Cobras and a Khalni Heart Expedition with ``quest`` counters (None: none),
    Rampant Growth in the graveyard, counted by hand: every mana is one {G} (Lotus Cobra's of any color), so only how
    much counts. Rampant Growth is cast after Seasons Past resolved, both from the Forests; its land gives each Cobra's
    mana (CR 603.2), and the Expedition's third counter its two lands, each each Cobra's mana again."""
    most = (min(bears, forests // 2), 2 * min(bears, forests // 2))
    if forests >= 6:
        cast = min(bears, (forests - 6) // 2)
        most = max(most, (1 + cast, 6 + 2 * cast))
    if forests >= 8:
        landfall = cobras * (1 + (2 if quest is not None and quest + 1 >= 3 else 0))
        cast = min(bears, (forests - 8 + landfall) // 2)
        most = max(most, (1 + cast, 6 + 2 * cast))
    return most


def test_a_proven_answer_is_the_best_counted_by_hand():
    """Over Forests, Lotus Cobras, a Khalni Heart Expedition's counters and Bears in hand, with Rampant Growth
    returned: the plan found is never better than the best counted by hand (:func:`_most_cast`), and it is proven
    exactly where it is that best — where Rampant Growth's landfall (the Expedition's two lands with it) betters
    nothing; where it does (a plan the model does not have: Rampant Growth, then the Expedition sacrificed), Rampant
    Growth stays named."""
    for forests, cobras, quest, bears in itertools.product((8, 9, 10), (1, 2), (None, 0, 2), (2, 3)):
        permanents = ["Forest"] * forests + ["Lotus Cobra"] * cobras + (
            [] if quest is None else [{"card": "Khalni Heart Expedition", "counters": {"quest": quest}}])
        plan = turn({**SEASONS, "permanents": permanents, "hand": ["Seasons Past"] + ["Grizzly Bears"] * bears})
        got = (len(plan.cast), sum(6 if c == "Seasons Past" else 2 for c in plan.cast))
        most = _most_cast(forests, cobras, quest, bears)
        assert got <= most and plan.proven == (got == most), (forests, cobras, quest, bears, plan.notes)
