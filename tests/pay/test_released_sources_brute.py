"""Permanents whose effects are in force, sacrificed after their effects were used, against an exhaustive search.

Goldspan Dragon ("Treasures you control have '{T}, Sacrifice this artifact: Add two mana of any one color.'"),
Nyxbloom Ancient (tapped for mana, a permanent makes three times as much), Elvish Archdruid and Imperious Perfect
(other Elves get +1/+1) and Goblin Warchief (Goblins have haste) change what other permanents make; a static
ability's effect ends once its source leaves the battlefield, and the mana made before stays (CR 611.3a, 106.4).
The models once never let a cost remove such a permanent ("held back", named, not proven); now it may be removed
after every activation its leaving would change (``solver.core.uses.released_sources``).

The search here is independent of the models' reading of those effects: at each state it works out the board of
the permanents still there (``effective_board``, every effect of what is present applied) and walks every legal
activation, one at a time — a ``{T}`` (not on a summoning-sick creature without haste, CR 302.6), a sacrifice of the
permanent itself or of another that the cost names — and keeps the largest pool. Every output here is a number of
mana of any colour or a fixed colour, so the largest pool is the largest X. Property: the solver's X is never more
than the search's, and where it is called optimal it is the search's; ``produce``'s most alike.
"""

from __future__ import annotations

import functools
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings

from manaplan.models.board import Board, Permanent
from manaplan.models.cards.store import default_database
from manaplan.solver.effective import effective_board
from manaplan.solver.pay.solve import solve_payment
from manaplan.solver.produce.solve import produce

from manaplan_tests import INF, examples, plain_boards

DB = default_database()

#: Effect sources, sacrifice outlets, and what they change (no mana costs, no untappers: the search's moves).
CARDS = ("Goldspan Dragon", "Nyxbloom Ancient", "Treasure", "Ashnod's Altar", "Phyrexian Altar", "Forest",
         "Llanowar Elves", "Elvish Archdruid", "Imperious Perfect", "Goblin Warchief", "Skirk Prospector",
         "Mogg War Marshal", "Gaea's Cradle")


@functools.lru_cache(maxsize=None)
def _effective(board: Board):
    return effective_board(board)


def _moves(board: Board, present: frozenset[str], tapped: frozenset[str]):
    """(mana made, present after, tapped after) for each legal activation of the board of ``present``."""
    here = replace(board, permanents=tuple(replace(p, tapped=p.id in tapped) for p in board.permanents
                                           if p.id in present))
    eff = _effective(here)
    for v in eff.yours:
        for ea in v.abilities:
            cost = ea.ability.cost
            if ea.problem is not None or cost.mana or cost.life or cost.taps or cost.returns or cost.exiles:
                continue
            if cost.tap and (v.id in tapped or v.permanent.summoning_sick):
                continue
            made = ea.output.amount
            after_tapped = tapped | {v.id} if cost.tap else tapped
            gone = {v.id} if cost.sacrifice_self else set()
            if not cost.sacrifices:
                yield made, present - gone, after_tapped
                continue
            (f,) = cost.sacrifices
            for w in eff.yours:
                if w.id in gone or (f.another and w.id == v.id) or not w.fits(f):
                    continue
                yield made, present - gone - {w.id}, after_tapped


def most_mana(board: Board) -> int:
    """The largest pool any legal sequence of activations makes, with the board's own pool."""
    @functools.lru_cache(maxsize=None)
    def best(present: frozenset[str], tapped: frozenset[str]) -> int:
        return max((made + best(p, t) for made, p, t in _moves(board, present, tapped)), default=0)
    return sum(n for _, n in board.pool.items()) + best(frozenset(p.id for p in board.permanents),
                                                        frozenset(p.id for p in board.permanents if p.tapped))


def _board(*names: str, sick: tuple[str, ...] = ()) -> Board:
    perms, counts = [], {}
    for name in names:
        counts[name] = counts.get(name, 0) + 1
        perms.append(Permanent(id=f"{name}#{counts[name]}", card=DB.get(name), sick=name in sick))
    return Board(permanents=tuple(perms))


#: Boards whose answer held the effect source back (named, not proven, short of the search), with the search's most.
EXAMPLES = (
    (_board("Goldspan Dragon", "Treasure", "Ashnod's Altar", "Forest", "Llanowar Elves"), 8),  # Treasure first
    (_board("Nyxbloom Ancient", "Ashnod's Altar", "Llanowar Elves", "Forest"), 10),  # the taps tripled, then it goes
    (_board("Goldspan Dragon", "Treasure", "Treasure", "Phyrexian Altar", "Llanowar Elves"), 7),
)


@pytest.mark.parametrize("board, most", EXAMPLES)
def test_cr_611_3a_an_effect_source_is_removed_after_its_effects_were_used(board, most):
    """Each board is answered at the search's most and proven, by ``pay`` and ``produce`` alike."""
    assert most_mana(board) == most
    payment = solve_payment(board, "{X}", max_x=True, time_limit=INF)
    assert payment.x == most and payment.optimal and not payment.left_out, (payment.x, payment.left_out)
    made = produce(board, time_limit=INF)
    assert made.max_total == most and made.max_total_proven


@settings(max_examples=examples(15), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(plain_boards(list(CARDS), min_size=2, lives=(20,)))
def test_the_most_mana_beside_effect_sources_is_the_search_s_where_called_optimal(board):
    best = most_mana(board)
    payment = solve_payment(board, "{X}", max_x=True, time_limit=INF)
    x = payment.x if payment.payable else 0
    assert x <= best, (x, best)
    if payment.optimal:
        assert x == best, (x, best, payment.left_out)
    made = produce(board, time_limit=INF)
    assert made.max_total <= best, (made.max_total, best)
    if made.max_total_proven:
        assert made.max_total == best, (made.max_total, best, made.left_out)
