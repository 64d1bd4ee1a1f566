"""Ghostly Flicker ("Exile two target artifacts, creatures, and/or lands you control, then return those cards to the
battlefield under your control.") returns permanents of yours anew: each is a new object, untapped unless it enters
tapped (CR 400.7, 110.5b), and may be tapped for mana again (CR 106.12) — a creature only once it is no longer
summoning sick (CR 302.6). The turn does not model that mana; it proves it moot where the turn relaxed with it is no
better (:func:`~manaplan.solver.turn.untap_bound.untap_relaxation`): each return read as an untap of one permanent,
tapped again for at most what a permanent of its kind adds that does not always enter tapped, counted one permanent
tapped of flexibility 1 at least. What enters again triggers again (CR 603.6a): only a draw, where the plan casts
every candidate with no helper, and a bounceland's return of a land, where no land play is left, are read as moot."""

from __future__ import annotations

from manaplan.models.board_files import board_from_data
from manaplan.solver.turn import solve_turn

#: A Pauper Familiars board of benchmarks/realistic.py (seed 1, its last answer not proven): two Sunscape Familiars
#: make blue spells cost {1} less, so Compulsive Research costs {U}, Mulldrifter {2}{U} and Ghostly Flicker {U}.
FAMILIARS = {"land_played": True, "permanents": ["Azorius Chancery", "Izzet Boilerworks", "Island", "Mountain",
                                                 "Sunscape Familiar", "Sunscape Familiar", "God-Pharaoh's Faithful"],
             "hand": ["Mulldrifter", "Compulsive Research", "Ghostly Flicker"]}
NOTE = "not proven: Ghostly Flicker may return permanents of yours to the battlefield untapped"


def _plan(data: dict):
    return solve_turn(board_from_data(data), most=True)


def test_cr_400_7_ghostly_flicker_beside_bouncelands_and_mulldrifter_is_proven():
    """Five mana pay the three spells, from the two bouncelands and the Island: three permanents tapped, the fewest
    (each adds two at most). Flickering the Island, tapped, returns it untapped (CR 400.7): tapped again it is one
    more tap, never fewer; a bounceland returns tapped (CR 110.5b) and bounces a land no play is left for; Mulldrifter
    returned draws two, which a plan casting every candidate with no helper cannot use. Proven, and nothing is named
    (it said "not proven: Ghostly Flicker may return …")."""
    plan = _plan(FAMILIARS)
    assert plan.possible and set(plan.cast) == {"Mulldrifter", "Compulsive Research", "Ghostly Flicker"}
    assert dict(plan.objectives)["permanents tapped"] == 3
    assert plan.proven and not any(n.startswith(NOTE) for n in plan.notes), plan.notes


def test_cr_603_6a_a_permanent_whose_return_triggers_more_is_not_bounded():
    """Mnemonic Wall on the battlefield: flickered, it enters again and returns Ghostly Flicker to your hand (CR
    603.6a), to be cast again — untaps without a bound. The answer is not proven and names Ghostly Flicker."""
    plan = _plan({**FAMILIARS, "permanents": FAMILIARS["permanents"] + ["Mnemonic Wall"]})
    assert set(plan.cast) == {"Mulldrifter", "Compulsive Research", "Ghostly Flicker"}
    assert not plan.proven and any(n.startswith(NOTE) for n in plan.notes)


def test_cr_305_2_a_bounceland_s_return_with_a_land_play_left_is_not_bounded():
    """No land played yet: a bounceland flickered returns a land to your hand (its "enters" trigger), which the turn's
    land play may then play again (CR 305.2). Not bounded: not proven, Ghostly Flicker named."""
    plan = _plan({**FAMILIARS, "land_played": False})
    assert not plan.proven and any(n.startswith(NOTE) for n in plan.notes)


def test_a_draw_on_return_is_moot_only_where_every_candidate_is_cast():
    """Inkwell Leviathan as well ({7}{U}{U}, {6}{U}{U} here): more than the board makes, even with two lands
    returned and tapped again, so it is not cast. Mulldrifter returned draws two cards (CR 603.6a), which a plan might
    cast as helpers towards it: with a candidate left, that draw is not read as moot — not proven, Ghostly Flicker
    named (read as moot, the relaxed turn alone would call the plan proven)."""
    plan = _plan({**FAMILIARS, "hand": FAMILIARS["hand"] + ["Inkwell Leviathan"]})
    assert set(plan.cast) == {"Mulldrifter", "Compulsive Research", "Ghostly Flicker"}
    assert not plan.proven and any(n.startswith(NOTE) for n in plan.notes)


def test_an_enters_trigger_of_a_card_only_drawn_cannot_better_a_settled_plan():
    """Mnemonic Wall in the library (the seed-1 board's): Mulldrifter may draw it, but a card drawn and cast is a
    helper, and the plan casts every candidate with none — one helper is worse than none, so its return of the
    Flicker cannot better the plan. Proven, as without it."""
    plan = _plan({**FAMILIARS, "library": ["Mnemonic Wall", "Mnemonic Wall", "Island", "Preordain"]})
    assert set(plan.cast) == {"Mulldrifter", "Compulsive Research", "Ghostly Flicker"}
    assert plan.proven and not any(n.startswith(NOTE) for n in plan.notes), plan.notes
