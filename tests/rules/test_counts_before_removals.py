"""A mana ability that counts permanents counts them as it resolves (CR 605.3b), and one that left the battlefield is
not counted (CR 400.7): Nykthos, Shrine to Nyx ("{T}: Add {C}. {2}, {T}: Choose a color. Add an amount of mana of that
color equal to your devotion to that color.", CR 700.5) or Cabal Coffers ("{2}, {T}: Add {B} for each Swamp you
control.") activated after Wirewood Symbiote or Quirion Ranger returned a permanent they count ("Return an Elf / a
Forest you control to its owner's hand: Untap target creature. Activate only once each turn."), or after Ashnod's
Altar sacrificed one, counts one fewer.

The activation core keeps such a count before every removal of what it counts (``solver/core/counts.py``,
``model.py``); the plans that remove one first and count what is left are named, not looked for — never a count of a
permanent that has left.
"""

from __future__ import annotations

import json

from manaplan.models.board_files import board_from_data
from manaplan.models.mana import ManaType as T
from manaplan.solver.pay.solve import solve_payment
from manaplan.solver.produce.solve import produce
from manaplan.solver.work import metered

from manaplan_tests import INF, PER_SOLVE

NYKTHOS = "Nykthos, Shrine to Nyx#1"


def _board(*permanents):
    return board_from_data({"permanents": list(permanents)})


def _pay(board, cost, **kw):
    with metered(per_solve=PER_SOLVE):
        return solve_payment(board, cost, time_limit=INF, **kw)


def _devotion_after_removal(paid, removed: set[str]) -> bool:
    """Whether a step activates Nykthos' devotion ability after a step removed one of ``removed``."""
    gone = False
    for s in paid.steps:
        if s.permanent == NYKTHOS and len(s.adds) >= 2 and gone:
            return True
        if set(s.returns) & removed or set(s.sacrifices) & removed:
            gone = True
    return False


def test_nykthos_counts_no_elf_the_symbiote_returned():
    """Nykthos, Wirewood Symbiote, Llanowar Elves, Elvish Visionary: devotion to green 3 (Llanowar, Symbiote,
    Visionary). Llanowar {G}, the Symbiote returns the Visionary to untap it, {G} again: the two {G} pay Nykthos'
    {2}, but the Visionary has left: 2 {G}, not 3 (before: G 3, and a plan paying {X}=3 with Nykthos' {G}{G}{G}
    after the return). The most in all is 3 ({C} from Nykthos, {G} twice from Llanowar); the plans that return an
    Elf before Nykthos is activated are named by ``produce``, not proven. ``pay``'s X is proven all the same: the
    relaxation that lets Nykthos count the returned Visionary (it can only over-count) makes no more than 3."""
    board = _board("Nykthos, Shrine to Nyx", "Wirewood Symbiote", "Llanowar Elves", "Elvish Visionary")
    made = produce(board, time_limit=INF)
    assert made.max_by_type[T.G] == 2 and made.max_total == 3, (made.max_by_type, made.max_total)
    assert any(NYKTHOS in note and "counted as it resolves" in note for note in made.left_out), made.left_out
    paid = _pay(board, "{X}", max_x=True)
    assert paid.payable and paid.x == 3 and paid.optimal and not paid.left_out
    assert not _devotion_after_removal(paid, {"Elvish Visionary#1", "Llanowar Elves#1", "Wirewood Symbiote#1"})
    assert not _pay(board, "{G}{G}{G}").payable


def test_coffers_counts_no_swamp_the_ranger_returned():
    """Cabal Coffers, Overgrown Tomb (a Swamp Forest), Swamp, Quirion Ranger, Llanowar Elves: the Coffers counts two
    Swamps. Tomb {B}, Swamp {B}, Llanowar {G}; the Ranger returns the Tomb to untap Llanowar, {G} again; the {G}{G}
    pay the Coffers, which counts the Swamp alone: {B}. Three {B} at most (Coffers before the return: {B}{B} from its
    {2} of Swamp and Llanowar, the Tomb's {B}: three too) — before, 4, counting the returned Tomb."""
    board = _board("Cabal Coffers", "Overgrown Tomb", "Swamp", "Quirion Ranger", "Llanowar Elves")
    made = produce(board, time_limit=INF)
    assert made.max_by_type[T.B] == 3, made.max_by_type
    assert any("Cabal Coffers#1" in note and "Overgrown Tomb#1" in note for note in made.left_out), made.left_out
    assert not _pay(board, "{B}{B}{B}{B}").payable


def test_nykthos_counts_no_creature_the_altar_sacrificed():
    """Nykthos, Ashnod's Altar and three one-drop Elves (devotion 3): {G}{G}{G} from the Elves; Nykthos paid with
    two of them adds 3 while the Elves are there, then the Altar sacrifices them ({C}{C} each): 10 in all. Paid with
    the Altar's {C}{C} from a sacrificed Elf, it would count 2: green 5 at most, never 6 (before: 6, Nykthos tapped
    after all three Elves were sacrificed)."""
    board = _board("Nykthos, Shrine to Nyx", "Ashnod's Altar", "Llanowar Elves", "Fyndhorn Elves", "Elvish Mystic")
    made = produce(board, time_limit=INF)
    assert made.max_by_type[T.G] <= 5 and made.max_total == 10, (made.max_by_type, made.max_total)
    paid = _pay(board, "{X}", max_x=True)
    assert paid.payable and paid.x == 10
    assert not _devotion_after_removal(paid, {"Llanowar Elves#1", "Fyndhorn Elves#1", "Elvish Mystic#1"})


def test_a_plain_count_in_the_keep_phase_is_proven_no_worse_by_the_relaxation():
    """Gaea's Cradle ("{T}: Add {G} for each creature you control") is tapped in layer 0, before any removal of one
    payment; with a cost to keep, its tap in the later payment follows the first payment's sacrifices. The plans
    that sacrifice a creature first and tap the Cradle for what is left are no better here: the relaxation that
    lets the Cradle count what was sacrificed (it can only over-count) has the same optimum, so the payment is
    proven, nothing named."""
    board = _board("Gaea's Cradle", "Ashnod's Altar", "Llanowar Elves", "Grizzly Bears")
    paid = _pay(board, "{2}", keep="{3}")
    assert paid.payable and paid.optimal and not paid.left_out
    assert _pay(board, "{X}", max_x=True).optimal  # one payment: the Cradle first, proven


def test_a_plan_that_removes_first_and_is_better_stays_named():
    """Nykthos, Ashnod's Altar and three one-drop Elves: {G}{G}{G}{G}{G} is paid only by removing first — the Elves'
    {G}{G}{G}, then the Altar sacrifices one for {C}{C}, which pays Nykthos, whose devotion is then 2 (CR 605.3b,
    400.7). The model keeps Nykthos before the removals and finds no payment; the relaxation that over-counts pays
    even six {G}, so it proves nothing: the answer is "not payable", not proven, the plan named."""
    board = _board("Nykthos, Shrine to Nyx", "Ashnod's Altar", "Llanowar Elves", "Fyndhorn Elves", "Elvish Mystic")
    paid = _pay(board, "{G}{G}{G}{G}{G}")
    assert not paid.payable and not paid.optimal
    assert any(NYKTHOS in note and "counted as it resolves" in note for note in paid.left_out), paid.left_out


def test_turn_with_a_spell_that_sacrifices_names_the_count(run, tmp_path):
    """Natural Order's cost sacrifices a green creature, one Nykthos' devotion counts: a cast is no activation the
    core orders, so the plans that sacrifice before Nykthos is activated are named, not proven."""
    path = tmp_path / "board.yaml"
    path.write_text(json.dumps({"permanents": ["Nykthos, Shrine to Nyx", "Llanowar Elves", "Elvish Visionary",
                                               "Forest", "Forest", "Forest"],
                                "hand": ["Natural Order", "Craterhoof Behemoth"]}))
    out = run("turn", str(path), "--most").output
    assert "not proven" in out and "with spells cast this turn that sacrifice" in out, out
