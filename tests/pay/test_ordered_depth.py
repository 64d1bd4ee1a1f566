"""The layers that make the activation model exact (``solver/core/model.py``, "Why it is exact"): a plan's depth is at
most its activations of :func:`~manaplan.solver.core.model.ordered_uses` — costed, untaps alone, the untappers'
activations and the uses whose mana counts permanents (each may need a layer of its own: Wirewood Symbiote and Scryb
Ranger each kept first among the removals of their layer, CR 605.3b, 400.7), and sacrifice outlets only where a
victim may be an outlet too (CR 701.21a). Against the model with a layer per costed or sacrificing activation, exact
by construction: the same most X on every board.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import manaplan.solver.core.model as core_model
from manaplan.models.board_files import parse_inline
from manaplan.solver.analysis import analysed
from manaplan.solver.pay.solve import solve_payment

from manaplan_tests import INF, examples


def _by_construction(pb) -> frozenset[int]:
    return frozenset(u.index for u in pb.uses if u.usable and u.ordered)


def _most_x(monkeypatch, inline: str, every: bool) -> int | None:
    with monkeypatch.context() as m:
        if every:
            m.setattr(core_model, "ordered_uses", _by_construction)
        return solve_payment(parse_inline(inline), "{X}", max_x=True, time_limit=INF).x


@pytest.mark.parametrize("inline, most", [
    ("Forest, Forest, Scryb Ranger, Wirewood Symbiote, Circle of Dreams Druid, Fyndhorn Elves, Priest of Titania", 17),
    ("Forest, Forest, Forest, Scryb Ranger, Wirewood Symbiote, Circle of Dreams Druid, Fyndhorn Elves, "
     "Marwyn, the Nurturer, Imperious Perfect", 20),
    ("Skirk Prospector, Mogg War Marshal, Goblin Instigator, Mountain, Ashnod's Altar", None),
])
def test_untappers_that_return_keep_their_layers(monkeypatch, inline, most):
    """Scryb Ranger returns a Forest to untap Circle of Dreams Druid, Wirewood Symbiote an Elf to untap Priest of
    Titania or Marwyn: two untaps that each come first among the removals of their layer, so two layers. Counted as
    outlets whose victims sacrifice nothing, they shared one and the most X fell (24 → 22 on a realistic Marwyn
    board); Skirk Prospector and Ashnod's Altar need none of their own."""
    exact = _most_x(monkeypatch, inline, every=True)
    assert _most_x(monkeypatch, inline, every=False) == exact
    if most is not None:
        assert exact == most


POOL = ("Forest", "Forest", "Island", "Wirewood Symbiote", "Scryb Ranger", "Quirion Ranger", "Priest of Titania",
        "Circle of Dreams Druid", "Llanowar Elves", "Ashnod's Altar", "Phyrexian Altar", "Blood Pet", "Eldrazi Spawn",
        "Skirk Prospector", "Mogg War Marshal", "Krark-Clan Ironworks", "Sol Ring", "Azorius Signet", "Treasure",
        "Nykthos, Shrine to Nyx", "Gaea's Cradle")


@settings(max_examples=examples(12), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.sampled_from(POOL), min_size=2, max_size=5))
def test_the_same_most_x_as_a_layer_per_ordered_activation(monkeypatch, names):
    """Two untappers whose costs return (6 of 150 such random boards lost mana with them counted as plain outlets)
    beside outlets, counters and rocks."""
    inline = ", ".join(["Wirewood Symbiote", "Scryb Ranger", "Forest", *names])
    assert _most_x(monkeypatch, inline, every=False) == _most_x(monkeypatch, inline, every=True)


@pytest.mark.parametrize("inline, released", [
    ("Goldspan Dragon, Ashnod's Altar, Forest, Grizzly Bears", frozenset()),
    ("Goldspan Dragon, Treasure, Ashnod's Altar, Forest, Grizzly Bears", frozenset({"Goldspan Dragon#1"})),
])
def test_a_removal_that_changes_nothing_raises_no_layer(monkeypatch, inline, released):
    """Goldspan Dragon's "Treasures you control have …" changes a Treasure's mana, so Ashnod's Altar sacrificing the
    Dragon comes after that Treasure's activation: a layer (CR 613.1f, 701.21a). With no Treasure there, its leaving
    changes no source of yours, and the Altar's sacrifices need no layer of their own. A realistic Korvold board
    (seed 2: the Dragon, the Altar and four other creatures, no Treasure) took 8 layers and 3 s of solving for its
    `turn --most`, now 2 layers and 0.1 s, every objective's value the same. The most X is the model's with a layer
    per costed or sacrificing activation, exact by construction."""
    pb = analysed(parse_inline(inline)).activations()
    assert pb.released == released
    altar = {u.index for u in pb.uses if pb.groups[u.group].ids[0] == "Ashnod's Altar#1"}
    assert bool(altar & core_model.ordered_uses(pb)) == bool(released)
    assert _most_x(monkeypatch, inline, every=False) == _most_x(monkeypatch, inline, every=True)
