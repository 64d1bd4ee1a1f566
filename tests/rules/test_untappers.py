"""Abilities that untap another permanent (Earthcraft: "Tap an untapped creature you control: Untap target basic land."; Arbor
Elf: "{T}: Untap target Forest."): no mana abilities, for they have a target (CR 605.1a), so activated before casting;
the land untapped is tapped for mana again (CR 106.12). Each creature is tapped once; a summoning-sick one may be,
for the {T} is not in its own ability's cost (CR 302.6)."""

from __future__ import annotations

import json

import pytest

from manaplan.models.board_files import parse_inline
from manaplan.models.cards.store import default_database
from manaplan.models.costs import ManaCost
from manaplan.models.effects import Untapper
from manaplan.models.oracle.parser import parse_card
from manaplan.models.oracle.relevance import FLAGGED, classify_card
from manaplan.solver.pay.solve import solve_payment
from manaplan.solver.produce.solve import produce


def _most(board: str) -> int:
    return produce(parse_inline(board)).max_total


def test_earthcraft_arbor_elf_and_voltaic_key_are_read():
    db = default_database()
    (earthcraft,) = parse_card(db.get("Earthcraft")).effects
    assert isinstance(earthcraft, Untapper) and earthcraft.basic and earthcraft.cost.taps
    assert earthcraft.card_types == {"Land"}
    (elf,) = parse_card(db.get("Arbor Elf")).effects
    assert elf.subtypes == {"Forest"} and elf.cost.tap
    (key,) = parse_card(db.get("Voltaic Key")).effects
    assert key.card_types == {"Artifact"} and key.cost.mana.text == "{1}"
    for name in ("Earthcraft", "Arbor Elf", "Ley Druid", "Voltaic Key"):
        assert not any(p.kind == FLAGGED for p in classify_card(db.get(name)).pieces), name


@pytest.mark.parametrize("board, most", [
    ("Earthcraft, Forest, Grizzly Bears, Grizzly Bears", 3),  # Forest, then untapped twice
    ("Earthcraft, Forest, Llanowar Elves", 2),  # the Elves tap for {G} or for Earthcraft: 2 either way
    ("Earthcraft, Forest, Grizzly Bears (sick)", 2),  # CR 302.6 does not stop tapping it for Earthcraft's cost
    ("Earthcraft, Forest", 1),  # no creature to tap
    ("Earthcraft, Breeding Pool, Grizzly Bears", 1),  # not a basic land: the condition fails
    ("Earthcraft, Forest, Grizzly Bears, Suppression Field (opp)", 1),  # {2} more for {G}: no gain
    ("Arbor Elf, Forest", 2),
    ("Arbor Elf (sick), Forest", 1),  # its own {T}: summoning sick (CR 302.6)
    ("Arbor Elf, Mountain", 1),  # no Forest
    ("Arbor Elf, Forest, Utopia Sprawl (on=Forest#1, chosen=red)", 4),  # the Forest's {G} and Sprawl's {R}, twice
    ("Voltaic Key, Sol Ring", 3),  # {C}{C}, then {1}: untap it, {C}{C} again
    ("Voltaic Key, Grim Monolith", 5),
    ("Voltaic Key", 0),  # it never untaps itself for mana: it has none
    ("Ioreth of the Healing House, Llanowar Elves", 2),  # "another target permanent"
    ("Ioreth of the Healing House, Llanowar Elves (sick)", 0),  # the Elves can't tap yet (CR 302.6)
    # Minamo's "{U}, {T}: Untap target legendary permanent.": the Island pays for Gaea's Cradle's {G}{G}{G} again
    ("Minamo, School at Water's Edge, Gaea's Cradle, Island, Grizzly Bears x3", 6),
    ("Minamo, School at Water's Edge, Ancient Tomb, Island, Grizzly Bears x3", 4),  # Ancient Tomb is not legendary
    ("Wirewood Lodge, Llanowar Elves, Forest", 3),  # "{G}, {T}: Untap target Elf.": no gain over the Lodge's {C}
])
def test_the_mana_an_untapper_adds(board, most):
    assert _most(board) == most


def test_a_plan_says_which_land_is_untapped(run):
    """The step names the creature tapped and the land untapped and tapped again, before casting."""
    out = run("pay", "--board", "Earthcraft, Forest, Grizzly Bears", "{G}{G}").output
    assert "before casting: activate Earthcraft#1, tapping Grizzly Bears#1, untapping Forest#1 and tapping it again" \
        in out
    data = json.loads(run("pay", "--board", "Earthcraft, Forest, Grizzly Bears", "{G}{G}", "--json").output)
    assert any("untapping Forest#1 and tapping it again" in w for s in data["plan"] for w in s["doing"])


def test_an_untapper_under_null_rod_style_stops_adds_nothing():
    """Cursed Totem: "Activated abilities of creatures can't be activated." (CR 602.5) stops Arbor Elf's."""
    assert not solve_payment(parse_inline("Arbor Elf, Forest, Cursed Totem"), ManaCost.parse("{G}{G}")).payable


def test_the_land_is_tapped_before_the_untapper_untaps_it():
    """Earthcraft ("Untap target basic land") gives more mana only from a land already tapped for mana (CR 701.26,
    tap and untap): the plan shows the Forest's own tap before the step untapping it and tapping it again."""
    payment = solve_payment(parse_inline("Earthcraft, Forest, Llanowar Elves, Grizzly Bears"), ManaCost.parse("{G}{G}{G}"))
    assert payment.payable
    steps = [(s.permanent, s.untaps) for s in payment.steps]
    forest = steps.index(("Forest#1", None))
    again = next(i for i, (_, untaps) in enumerate(steps) if untaps == "Forest#1")
    assert forest < again


def test_a_permanent_is_untapped_only_while_it_is_on_the_battlefield():
    """Krark-Clan Ironworks sacrifices Sol Ring, Voltaic Key untaps Sol Ring: once sacrificed it is gone (CR 701.21,
    400.7), so the Key's untap comes first. {C}{C} from the Ring, {1} of it for the Key and {C}{C} again, then the
    Ring and the Ironworks themselves for {C}{C} each: 7, and no step untaps the Ring after the one sacrificing it."""
    payment = solve_payment(parse_inline("Krark-Clan Ironworks, Voltaic Key, Sol Ring"), ManaCost.parse("{X}"),
                            max_x=True)
    assert payment.x == 7
    steps = payment.steps
    gone = next(i for i, s in enumerate(steps) if "Sol Ring#1" in s.sacrifices)
    assert all(s.untaps != "Sol Ring#1" for s in steps[gone:])
    assert any(s.untaps == "Sol Ring#1" for s in steps[:gone])
