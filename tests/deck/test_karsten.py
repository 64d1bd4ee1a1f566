"""``manaplan deck`` reproduces F. Karsten's 2022 table (issue 23) on cells its games decide: on his lands-only decks
with his mulligan rule, on the play, the table's entry k is the smallest number of sources whose chance of casting
the spell on curve, given enough lands, reaches (89 + mana value) %. ``benchmarks/karsten.py`` runs every cell.

The cells were chosen where P(k−1) and P(k) stand at least four standard errors of these games from the threshold
(by a run of 200,000 games a deck: 40 CCC 13 and 19, 60 1CCC 4.5 and 12, 60 1CCCC 11 and 6.6, 80 CCCC 7.4 and 17,
99 CCCC 6 and 10), so the answer does not hang on the seed. The work is bounded by the number of
games."""

from __future__ import annotations

import pytest

from manaplan.solver.deck.games import Settings
from manaplan.solver.deck.karsten import TABLE, karsten_deck, threshold
from manaplan.solver.deck.simulate import simulate

GAMES = 20_000


def _mana_value(row: str) -> int:
    return sum(int(c) if c.isdigit() else 1 for c in row)


def _on_curve_given_lands(size: int, row: str, sources: int) -> float:
    report = simulate(karsten_deck(size, sources, (row,)), games=GAMES, seed=2022,
                      settings=Settings(horizon=_mana_value(row)))
    (spell,) = [a for a in report.spells if a.spell.zone == "library"]
    return spell.at(spell.on_curve_turn, conditional=True).p


@pytest.mark.parametrize("size, row", [(40, "CCC"), (60, "1CCC"), (60, "1CCCC"), (80, "CCCC"), (99, "CCCC")])
def test_the_table_entry_is_the_fewest_sources_reaching_the_threshold(size, row):
    k = TABLE[size][row]
    needed = threshold(_mana_value(row))
    assert _on_curve_given_lands(size, row, k - 1) < needed <= _on_curve_given_lands(size, row, k)
