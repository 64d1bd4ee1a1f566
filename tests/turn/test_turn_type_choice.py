"""A permanent cast this turn that chooses a type as it enters, for its "… of the chosen type" cost change (Cloud
Key, Herald's Horn, Arachne): the choice is made as it enters (CR 614.12c), once, and changes the costs of the
spells cast after it (CR 601.2f). The turn chooses exactly, and the plan says which type was chosen."""

from __future__ import annotations

from manaplan.cli.json_out import turn_step_json
from manaplan.models.board_files import board_from_data
from manaplan.solver.turn import TurnPlan, solve_turn


def turn(data: dict, *cards: str, **kwargs) -> TurnPlan:
    return solve_turn(board_from_data(data), cards or None, **kwargs)


def cast(plan: TurnPlan, card: str):
    return next(s for s in plan.steps if s.action == "cast" and s.card == card)


def test_cr_614_12c_cloud_key_chooses_sorcery_so_both_sorceries_cost_one_less():
    # {3} + {1}{U} + {1}{U} = 7: only with sorcery chosen (each {2}{U} otherwise: 9)
    plan = turn({"permanents": ["Island"] * 7, "hand": ["Cloud Key", "Divination", "Compulsive Research"]})
    assert plan.possible and plan.proven
    assert plan.cast[0] == "Cloud Key" and cast(plan, "Cloud Key").chosen == "sorcery"
    assert cast(plan, "Divination").cost.text == "{1}{U}" and cast(plan, "Compulsive Research").cost.text == "{1}{U}"
    assert turn_step_json(cast(plan, "Cloud Key"))["chosen"] == "sorcery"
    assert "chosen" not in turn_step_json(cast(plan, "Divination"))


def test_cr_614_12c_cloud_key_chooses_once_the_type_that_casts_most():
    # sorcery: Cloud Key, Divination, Compulsive Research (7 mana, mana value 9); instant: Cloud Key, Impulse and one
    # sorcery (7 mana, mana value 8); no choice lowers both an instant's and a sorcery's cost
    plan = turn({"permanents": ["Island"] * 7,
                 "hand": ["Cloud Key", "Divination", "Compulsive Research", "Impulse"]}, most=True)
    assert plan.proven and plan.not_cast == ("Impulse",)
    assert cast(plan, "Cloud Key").chosen == "sorcery"
    assert cast(plan, "Cloud Key").permanent == "Cloud Key#1"  # whichever part is cast: one card, one permanent


def test_cr_601_2f_a_choice_that_changes_no_cost_is_still_said():
    # Opt's and Counterspell's costs have no generic mana to lower: any type does, the first it may name is said
    plan = turn({"permanents": ["Island"] * 4, "hand": ["Cloud Key", "Opt"]})
    assert plan.possible and plan.proven
    assert cast(plan, "Cloud Key").chosen == "artifact"


def test_cr_205_3m_herald_s_horn_chooses_the_creature_type_of_the_elves():
    # {3} + {G} + {1}{G} = 6 with Elf chosen (Scout or Shaman lowers one of them only: 7); the library listed for
    # the Forest Wood Elves finds (not counted where it is unknown: not proven)
    plan = turn({"permanents": ["Forest"] * 6, "hand": ["Herald's Horn", "Elvish Visionary", "Wood Elves"],
                 "library": ["Forest"] * 5})
    assert plan.possible and plan.proven
    assert cast(plan, "Herald's Horn").chosen == "Elf"
    assert cast(plan, "Wood Elves").cost.text == "{1}{G}"


def test_cr_601_2f_an_increase_of_the_chosen_type_chooses_a_type_no_spell_of_the_turn_has():
    # Arachne: "Spells of the chosen type cost {1} more to cast." (other than creature): not instant
    plan = turn({"permanents": ["Plains"] * 4, "hand": ["Arachne, Psionic Weaver", "Swords to Plowshares"]})
    assert plan.possible and plan.proven
    assert cast(plan, "Arachne, Psionic Weaver").chosen == "artifact"
    assert cast(plan, "Swords to Plowshares").cost.text == "{W}"


def test_a_cloud_keys_choices_are_one_cost_changer_beside_goblin_electromancer():
    # Cloud Key may lower an artifact's, an instant's or a sorcery's cost, Goblin Electromancer every instant's and
    # sorcery's: two cards that change costs, not five (none is dropped for want of a model)
    plan = turn({"permanents": ["Island"] * 4 + ["Mountain"] * 4,
                 "hand": ["Cloud Key", "Goblin Electromancer", "Mind Stone", "Think Twice", "Divination"]}, most=True)
    assert plan.proven and plan.possible
    assert "more than 3 spells" not in (plan.reason or "") and not any("more than 3" in n for n in plan.notes)


def test_cloud_key_a_spell_puts_into_your_hand_is_modelled_not_named():
    # Fabricate may find Cloud Key: a helper the turn may cast after it, so the answer is proven
    plan = turn({"permanents": ["Island"] * 5, "hand": ["Fabricate", "Divination", "Compulsive Research"],
                 "library": ["Cloud Key", "Island"]}, most=True)
    assert plan.proven
    assert not any("Cloud Key" in n for n in plan.notes)


def test_cr_614_12c_stenn_and_urza_s_incubator_choose_too():
    # Stenn: "a card type other than creature or land" ({W}{U}); Divination {2}{U} → {1}{U} with sorcery
    stenn = turn({"permanents": ["Island"] * 2 + ["Plains"] * 2,
                  "hand": ["Stenn, Paranoid Partisan", "Divination"]})
    assert stenn.possible and stenn.proven and cast(stenn, "Stenn, Paranoid Partisan").chosen == "sorcery"
    # Urza's Incubator ({3}): Elf creature spells cost {2} less, Wood Elves {2}{G} → {G}
    incubator = turn({"permanents": ["Forest"] * 4, "hand": ["Urza's Incubator", "Wood Elves"],
                      "library": ["Forest"] * 5})
    assert incubator.possible and incubator.proven
    assert cast(incubator, "Urza's Incubator").chosen == "Elf"  # Scout lowers it alike: the first is said
    assert cast(incubator, "Wood Elves").cost.text == "{G}"


def test_each_choice_is_one_board_priced_for_every_other_spell(monkeypatch):
    """The choices are compared by what every other spell costs after each (CR 601.2f): one board per choice, its cost
    changes read once and each spell priced against them — not one board per choice and spell."""
    import manaplan.solver.turn.cards as cards_module
    from manaplan.solver.analysis import analysed
    from manaplan.solver.turn.cards import read_copies
    from manaplan.solver.turn.choosing import type_options, with_type_choices

    b = board_from_data({"permanents": ["Island"] * 7,
                         "hand": ["Cloud Key", "Divination", "Compulsive Research", "Impulse", "Opt", "Ornithopter",
                                  "Grizzly Bears"]})
    analysis = analysed(b)
    copies = read_copies(analysis, [("hand", c) for c in b.hand])
    key = next(c for c in copies if c.name == "Cloud Key")
    options = type_options(key, copies)
    read = []
    original = cards_module.board_rules

    def counting(board):
        read.append(board)
        return original(board)

    monkeypatch.setattr(cards_module, "board_rules", counting)
    out = with_type_choices(analysis, copies)
    assert len(options) >= 3 and {c.enters.chosen for c in out if c.alt == key.alt} >= {"sorcery", "instant"}
    others = sum(1 for c in copies if c.alt != key.alt and c.cost is not None)
    assert others >= 5
    # one board's rules per choice, and each spell's cost before any change read once (its route's rules)
    assert len(read) <= len(options) + others
