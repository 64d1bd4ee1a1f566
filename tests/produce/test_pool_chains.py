"""Pools in a chain (issue 12): when the first three maximal pools found are each the one before plus one step (a
creature sacrificed to Phyrexian Altar for one mana of any colour instead of to Ashnod's Altar for {C}{C}), the rest
of the chain is guessed, each guess made by a plan, and the whole list proven by one solve: no pool is undominated by
it. Where that solve finds a pool, the guesses are dropped and the enumeration goes on from the pools it found, one
solve each. Either way the list must be the one the enumeration gives alone (CR 106.4: what mana the pool can hold
at once; CR 701.21a: a creature sacrificed is gone, so each creature feeds one altar).
"""

from __future__ import annotations

import pytest

import manaplan.solver.produce.pools as produce_pools
from manaplan.models.board_files import parse_inline
from manaplan.solver.produce.solve import pool_text, produce

#: Boards where the guessed chain is the whole answer.
WHOLE = [
    "Ashnod's Altar, Phyrexian Altar, Grizzly Bears x5",
    "Phyrexian Altar, Grizzly Bears x3, Ashnod's Altar",
    "Ashnod's Altar, Phyrexian Altar, Eldrazi Spawn x2, Grizzly Bears x3",
    "Phyrexian Altar, Ashnod's Altar, Blood Pet x2, Birds of Paradise, Treasure",
]
#: Boards where the first three pools are a chain but the rest of the list is not.
BROKEN = [
    "Eldrazi Spawn x3, Blood Pet x2, Azorius Signet, Sol Ring, Springleaf Drum, Ashnod's Altar, Phyrexian Altar",
    "Eldrazi Spawn x2, Blood Pet x2, Azorius Signet, Sol Ring, Springleaf Drum, Ashnod's Altar, Phyrexian Altar",
]


def _spy(monkeypatch):
    """Record each chain guessed (its length) and each production model built after one."""
    events: list = []
    guess = produce_pools.extend_chain
    build = produce_pools.ProduceModel

    def extend_chain(*args, **kwargs):
        found = guess(*args, **kwargs)
        events.append(("chain", len(found)))
        return found

    class Built(build):
        def __init__(self, *args, **kwargs):
            events.append(("model",))
            super().__init__(*args, **kwargs)

    monkeypatch.setattr(produce_pools, "extend_chain", extend_chain)
    monkeypatch.setattr(produce_pools, "ProduceModel", Built)
    return events


def _enumerated(monkeypatch, inline: str) -> list[str]:
    with monkeypatch.context() as m:
        m.setattr(produce_pools, "CHAIN_START", 10 ** 9)  # never guessed: one solve per pool
        return sorted(map(pool_text, produce(parse_inline(inline)).pools))


def _with_chain(monkeypatch, inline: str):
    """produce's answer, the enumeration's pools alone, and what happened from the first chain guessed on (None when
    no chain was guessed)."""
    expected = _enumerated(monkeypatch, inline)
    events = _spy(monkeypatch)
    out = produce(parse_inline(inline))
    guessed = [e for e in events if e[0] == "chain" and e[1]]
    return out, expected, events[events.index(guessed[0]):] if guessed else None


@pytest.mark.parametrize("inline", WHOLE)
def test_a_chain_guessed_and_proven_whole_is_the_enumerated_list(monkeypatch, inline):
    out, expected, after = _with_chain(monkeypatch, inline)
    assert sorted(map(pool_text, out.pools)) == expected
    assert not out.pools_truncated
    assert after is not None, "the chain was not guessed"
    assert ("model",) not in after, "the guess was not proven whole"


@pytest.mark.parametrize("inline", BROKEN)
def test_a_chain_guess_that_is_not_the_whole_list_is_dropped(monkeypatch, inline):
    out, expected, after = _with_chain(monkeypatch, inline)
    assert sorted(map(pool_text, out.pools)) == expected
    assert after is not None and ("model",) in after, "this board no longer tests the fallback"


def test_the_tokens_board_lists_its_chain_whole():
    """benchmarks/boards/tokens.yaml: 19 pools, C×(36−2k) and WUBRG×k for k = 0…18 over a shared part."""
    from pathlib import Path

    from manaplan.models.board_files import load_board

    board = load_board(Path(__file__).resolve().parents[2] / "benchmarks" / "boards" / "tokens.yaml")
    out = produce(board)
    assert len(out.pools) == 19 and not out.pools_truncated and out.pools_proven
    colours = [next((n for kind, n in p.items() if len(kind) == 5), 0) for p in out.pools]
    assert sorted(colours) == list(range(17, 17 + 19))  # 17 in every pool, and k more
