"""Mana a card the turn may cast gives once it resolved that the turn does not count: named, never a plan called
proven that a player could better (:func:`manaplan.solver.turn.unproven.entering_mana_unread`)."""

from __future__ import annotations

from manaplan.models.board_files import board_from_data
from manaplan.solver.turn import solve_turn


def _turn(data: dict):
    return solve_turn(board_from_data({"land_played": True, **data}), most=True)


def test_cr_303_4_an_aura_whose_mana_is_not_read_is_named():
    """Four Forests, Sheltered Aerie ({2}{G}: 'Enchanted land has "{T}: Add two mana of any one color."') and Grizzly
    Bears ({1}{G}): the Aerie on Forest#1 (CR 303.4a) from the three others, then Forest#1 tapped for two casts the
    Bears — both. An Aura that grants an ability is not modelled (:mod:`manaplan.solver.turn.auras` reads the
    "Whenever enchanted land is tapped for mana" trigger only): named, not proven — it said "at most 1 of the 2",
    proven."""
    plan = _turn({"permanents": ["Forest"] * 4, "hand": ["Sheltered Aerie", "Grizzly Bears"]})
    assert not plan.proven
    assert any(n.startswith("not proven: Sheltered Aerie, as an Aura, adds mana") for n in plan.notes), plan.notes


def test_an_aura_no_plan_can_cast_is_not_named():
    """Three Islands: Sheltered Aerie ({2}{G}) can never be cast, so its mana cannot matter: Opt and Think Twice,
    proven."""
    plan = _turn({"permanents": ["Island", "Island", "Island"], "hand": ["Sheltered Aerie", "Opt", "Think Twice"]})
    assert plan.proven and set(plan.cast) == {"Opt", "Think Twice"}, plan.notes
    assert not any("Sheltered Aerie" in n for n in plan.notes)


def test_cr_701_23_a_search_of_a_library_not_listed_is_named():
    """Nature's Lore ({1}{G}: "Search your library for a Forest card, put that card onto the battlefield") with no
    `library:`: the Forest it would find (CR 701.23) pays for Llanowar Elves — not counted, said, not proven; with
    the library listed, it is counted: both cast, proven."""
    board = {"permanents": ["Forest", "Forest"], "hand": ["Nature's Lore", "Llanowar Elves", "Grizzly Bears"]}
    plan = _turn(board)
    assert not plan.proven
    assert any("Nature's Lore puts a land from your library onto the battlefield: the library is unknown" in n
               for n in plan.notes), plan.notes
    plan = _turn({**board, "library": ["Forest"] * 5})
    assert plan.proven and set(plan.cast) == {"Nature's Lore", "Llanowar Elves"}, plan.notes


def test_cr_401_2_a_land_put_from_the_top_of_the_library_is_named():
    """Cavalier of Thorns reveals the top five cards of your library as it enters and puts a land among them onto
    the battlefield untapped; the order of a library is unknown (CR 401.2), so which land is too. With a library of
    Forests, that land would cast Llanowar Elves after it: not counted, said, not proven (it said "at most 1 of the
    2", proven)."""
    plan = _turn({"permanents": ["Forest"] * 5, "hand": ["Cavalier of Thorns", "Llanowar Elves"],
                  "library": ["Forest"] * 20})
    assert not plan.proven
    assert any(n.startswith("not proven: Cavalier of Thorns may put a land from the top of your library")
               for n in plan.notes), plan.notes


def test_the_one_card_asked_about_gives_nothing_after_its_own_cast():
    """``turn`` asked about Sheltered Aerie alone: its mana comes after its cast, when nothing more is asked —
    proven."""
    plan = solve_turn(board_from_data({"land_played": True, "permanents": ["Forest"] * 3,
                                       "hand": ["Sheltered Aerie"]}), ["Sheltered Aerie"])
    assert plan.possible and plan.proven, plan.notes


def test_a_land_from_the_library_s_top_that_cannot_better_the_plan_is_proven_moot():
    """Cavalier of Thorns' land from the top five (a Forest of this library: one mana) never casts Craterhoof
    Behemoth after it: Cavalier alone, proven — where with Llanowar Elves in hand it stays named (above)."""
    plan = _turn({"permanents": ["Forest"] * 5, "hand": ["Cavalier of Thorns", "Craterhoof Behemoth"],
                  "library": ["Forest"] * 20})
    assert plan.proven and plan.cast == ("Cavalier of Thorns",), plan.notes


def test_an_untap_the_turn_does_not_model_leaves_the_land_put_named():
    """Arbor Elf on the battlefield ("{T}: Untap target Forest.") may untap the Forest Cavalier of Thorns puts onto the
    battlefield, more than once with other untappers: how often that land is tapped is not bounded, so Cavalier
    stays named even where Craterhoof Behemoth is out of reach of one more tap."""
    plan = _turn({"permanents": ["Forest"] * 5 + ["Arbor Elf"], "hand": ["Cavalier of Thorns", "Craterhoof Behemoth"],
                  "library": ["Forest"] * 20})
    assert not plan.proven
    assert any(n.startswith("not proven: Cavalier of Thorns may put a land") for n in plan.notes), plan.notes


def test_cr_401_2_the_land_put_is_chosen_among_the_library_s_with_its_own_costs():
    """Cavalier of Thorns with a library of Castle Garenbrig ("{2}{G}{G}, {T}: Add six {G}") and Lotus Field (it
    enters tapped): the turn is solved again with Cavalier choosing any land of the library, each with its own costs
    (CR 602.2b: Castle's six {G} needs four mana first) and entering as its text says (CR 614.1c). Five Forests pay
    Cavalier, nothing is left, and Castle's {T}: Add {G} is short of Grizzly Bears' two mana: Cavalier alone, proven
    — where the relaxation with free mana gave up (six {G} of any types, 462 ways)."""
    plan = _turn({"permanents": ["Forest"] * 5, "hand": ["Cavalier of Thorns", "Grizzly Bears"],
                  "library": ["Castle Garenbrig"] * 2 + ["Lotus Field"] * 2 + ["Forest"] * 16})
    assert plan.proven and plan.cast == ("Cavalier of Thorns",), plan.notes


def test_a_library_land_that_makes_the_second_spell_keeps_the_answer_not_proven():
    """The same with Llanowar Elves ({G}) in place of Grizzly Bears: Castle Garenbrig's {G} would cast it, if Castle
    is among the top five — unknown (CR 401.2): named, not proven."""
    plan = _turn({"permanents": ["Forest"] * 5, "hand": ["Cavalier of Thorns", "Llanowar Elves"],
                  "library": ["Castle Garenbrig"] * 2 + ["Lotus Field"] * 2})
    assert not plan.proven
    assert any(n.startswith("not proven: Cavalier of Thorns may put a land") for n in plan.notes), plan.notes
