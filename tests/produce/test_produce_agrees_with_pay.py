"""produce's ``max_total`` equals ``pay '{X}' --max-x`` on boards where the two once disagreed: both now read one
builder (solver/core/activations.py) and one model of the permanents (solver/core/model.py). Expected figures are
worked out from the rules in each docstring."""

from __future__ import annotations

from pathlib import Path

from manaplan.models.board_files import load_board
from manaplan.solver.pay.solve import solve_payment
from manaplan.solver.produce.solve import produce

BOARDS = Path(__file__).resolve().parents[1] / "produce_boards"


def _both(name: str) -> tuple[int, int]:
    board = load_board(BOARDS / f"{name}.yaml")
    return produce(board).max_total, solve_payment(board, "{X}", max_x=True).x


def test_go_wide_tokens_board_makes_113_in_both_commands():
    """Cryptolith Rite, Ashnod's Altar, Phyrexian Altar, 24 Eldrazi Spawn (4 came in this turn), 5 Treasures,
    Gaea's Cradle, Llanowar Elves, 3 Grizzly Bears: 28 creatures.

    - Gaea's Cradle, tapped before any creature is sacrificed: {G} × 28.
    - Cryptolith Rite gives each creature "{T}: Add one mana of any color"; the 24 creatures that are not
      summoning sick tap for 24 (the 4 new Spawn cannot: CR 302.6 bars a sick creature's {T} abilities).
    - The 5 Treasures: 5.
    - Then each of the 28 creatures — tapped or sick, a sacrifice is not {T} — is sacrificed to Ashnod's Altar for
      {C}{C} (better than Phyrexian Altar's one mana or a Spawn's own {C}); the Altar has no {T} in its cost, so
      it may be activated once per creature (CR 602, 605): 56.

    28 + 24 + 5 + 56 = 113. produce used to say 101: it counted Ashnod's Altar at most 16 times (its cap for a
    repeatable ability) instead of once per creature it could sacrifice."""
    assert _both("tokens_go_wide") == (113, 113)


def test_spawn_under_cryptolith_rite_taps_then_sacrifices_itself():
    """Three Eldrazi Spawn under Cryptolith Rite: each taps for one mana ("{T}: Add one mana of any color", granted)
    and then sacrifices itself ("Sacrifice this token: Add {C}."): a tapped permanent can still be sacrificed; the
    two are different abilities of one permanent (CR 602.2). 3 + 3 = 6. produce used to say 3: grouped Spawn
    counted a tap and a self-sacrifice as two permanents."""
    assert _both("rite_spawn") == (6, 6)


def test_an_ability_activated_only_as_an_instant_counts_in_both():
    """Lion's Eye Diamond: "Activate only as an instant." — any time you could cast an instant, that is, whenever you
    hold priority (CR 117.1a, 304.1), which produce's main phase gives and a player about to pay a cost has too (the
    mana stays in the pool until the cost is paid). Three mana of one colour and the Forest's {G}: 4 in both.
    pay used to leave the Diamond out (a timing it did not evaluate), so pay said 1."""
    assert _both("led_forest") == (4, 4)
