"""Random boards of real cards for the one-engine properties (a hypothesis strategy), and small helpers.

The cards cover every cost part the parser reads on a mana ability — ``{T}``, ``{Q}`` (Pili-Pala), mana costs
(Signets, Celestial Prism, Cabal Coffers), life and damage to you (City of Brass, Llanowar Wastes), sacrificing
itself (Treasure, Lotus Petal, Eldrazi Spawn, Blood Pet), sacrificing others (Ashnod's Altar, Phyrexian Altar,
Krark-Clan Ironworks), exiling others (Food Chain, whose mana only casts creature spells), removing counters
(Gemstone Mine, Pentad Prism), putting counters (Wall of Roots), discarding (Skirge Familiar, with a hand) and
tapping other untapped permanents (Springleaf Drum, Heritage Druid) — and the effects on mana: grants (Chromatic
Lantern, Cryptolith Rite), land types (Blood Moon, Urborg), loss of abilities (Imprisoned in the Moon, attached),
doublers (Mana Reflection, Zendikar Resurgent, Nyxbloom Ancient), reflection (Reflecting Pool, Exotic Orchard) and
counts (Gaea's Cradle, Priest of Titania), and a spending permission (Vizier of the Menagerie). Permanents may be tapped, summoning sick or your opponent's.

A board is drawn as the data of a board file (:func:`manaplan.models.board_files.board_from_data` reads it), so the
same board can be handed to the command line as JSON on standard input. Ids are ``'<name>#<n>'``.
"""

from __future__ import annotations

import json
from collections import Counter

from hypothesis import strategies as st

from manaplan.models.board import Board
from manaplan.models.board_files import board_from_data
from manaplan.solver.rules.spending import SpendPurpose

__all__ = ["LANDS", "ROCKS", "CREATURES", "ENCHANTMENTS", "LOOP_KIT", "CARDS", "CREATURE_SPELL", "board_data",
           "loop_board_data", "to_board", "to_json", "describe"]

LANDS = ("Forest", "Island", "Swamp", "Mountain", "Plains", "Breeding Pool", "City of Brass", "Llanowar Wastes",
         "Gemstone Mine", "Reflecting Pool", "Exotic Orchard", "Gaea's Cradle", "Urborg, Tomb of Yawgmoth",
         "Cabal Coffers")
ROCKS = ("Treasure", "Lotus Petal", "Azorius Signet", "Simic Signet", "Sol Ring", "Springleaf Drum", "Doubling Cube",
         "Chromatic Lantern", "Pentad Prism", "Celestial Prism", "Ashnod's Altar", "Phyrexian Altar",
         "Krark-Clan Ironworks")
CREATURES = ("Llanowar Elves", "Birds of Paradise", "Wall of Roots", "Skirge Familiar", "Heritage Druid",
             "Eldrazi Spawn", "Blood Pet", "Pili-Pala", "Grizzly Bears", "Priest of Titania", "Nyxbloom Ancient",
             "Vizier of the Menagerie")
ENCHANTMENTS = ("Cryptolith Rite", "Blood Moon", "Imprisoned in the Moon", "Mana Reflection", "Zendikar Resurgent",
                "Food Chain")
#: Untap engines: a loop that gains mana each time round (produce says unbounded). Power Artifact goes on the
#: Monolith; Grand Architect taps Pili-Pala once the Island's {U} has made it blue.
LOOP_KIT = (("Basalt Monolith", "Power Artifact"), ("Pili-Pala", "Grand Architect", "Island"))
#: Lands twice: most boards are mostly lands.
CARDS = LANDS + LANDS + ROCKS + CREATURES + ENCHANTMENTS

#: What ``{X}`` pays for in the max-X comparison: a creature spell, so that Food Chain's mana ("only to cast creature
#: spells") counts for pay as it does in produce's max_total; no other card here restricts its mana.
CREATURE_SPELL = SpendPurpose.cast(frozenset({"Creature"}), has_x=True, name="a creature spell with {X}",
                                  qualities=frozenset({"with {X}"}), cost="{X}")

_COUNTERS = {"Gemstone Mine": ("mining", 3), "Pentad Prism": ("charge", 2), "Wall of Roots": ("-0/-1", 2)}
_TOKENS = {"Treasure", "Eldrazi Spawn"}
_ATTACHES = {"Imprisoned in the Moon", "Power Artifact"}


@st.composite
def _entry(draw, names=CARDS):
    name = draw(st.sampled_from(names))
    entry: dict = {"card": name}
    if draw(st.integers(0, 5)) == 5:  # the flags shrink to their absence
        entry["controller"] = "opponent"
    if draw(st.integers(0, 4)) == 4:
        entry["tapped"] = True
    if name in CREATURES and draw(st.booleans()):
        entry["sick"] = True
    if name in _COUNTERS:
        kind, most = _COUNTERS[name]
        n = draw(st.integers(0, most))
        if n:
            entry["counters"] = {kind: n}
    return entry


def _ids(entries: list[dict]) -> list[str]:
    seen: Counter = Counter()
    out = []
    for e in entries:
        seen[e["card"]] += 1
        out.append(f"{e['card']}#{seen[e['card']]}")
    return out


@st.composite
def _finish(draw, entries: list[dict]) -> dict:
    ids = _ids(entries)
    for i, e in enumerate(entries):
        if e["card"] in _ATTACHES:
            others = list(range(i))  # an earlier entry: never an attachment cycle (CR 303.4d)
            if others:
                e["attached_to"] = ids[draw(st.sampled_from(others))]
    data: dict = {"permanents": entries}
    if any(e["card"] == "Skirge Familiar" for e in entries) or draw(st.integers(0, 3)) == 3:
        hand = draw(st.integers(0, 2))
        if hand:
            data["hand"] = ["Grizzly Bears"] * hand
    life = draw(st.sampled_from([20, 20, 20, 3, 1]))
    if life != 20:
        data["life"] = life
    pool = draw(st.sampled_from(["", "", "", "", "{G}", "{R}{C}"]))
    if pool:
        data["pool"] = pool
    return data


@st.composite
def board_data(draw, max_size: int = 8, names=CARDS) -> dict:
    """A board file's data: 1 to ``max_size`` permanents of real cards (see the module's docstring)."""
    entries = draw(st.lists(_entry(names), min_size=1, max_size=max_size))
    return draw(_finish(entries))


@st.composite
def loop_board_data(draw, max_size: int = 6) -> dict:
    """A board with one of :data:`LOOP_KIT`'s engines, untapped and yours, plus random permanents."""
    pair = draw(st.sampled_from(LOOP_KIT))
    entries = [{"card": name} for name in pair]
    entries += draw(st.lists(_entry(), min_size=0, max_size=max_size - len(pair)))
    order = draw(st.permutations(range(len(entries))))
    entries = [entries[i] for i in order]
    data = draw(_finish(entries))
    ids = _ids(entries)
    for e in entries:  # Power Artifact on the Monolith, so that the pair loops
        if e["card"] == "Power Artifact" and "Basalt Monolith" in pair:
            e["attached_to"] = ids[next(i for i, f in enumerate(entries) if f["card"] == "Basalt Monolith")]
    return data


def to_board(data: dict) -> Board:
    """The board the data describes."""
    return board_from_data(json.loads(json.dumps(data)))


def to_json(data: dict) -> str:
    """The data as a JSON board file (for ``manaplan … -`` on standard input)."""
    return json.dumps(data)


def describe(data: dict) -> str:
    """The board in the inline ``--board`` form, plus what that form cannot say (hand, life, pool), for messages."""
    parts = []
    for e in data["permanents"]:
        flags = [k for k in ("tapped", "sick") if e.get(k)]
        if e.get("controller") == "opponent":
            flags.append("opponent")
        flags += [f"{k}={n}" for k, n in e.get("counters", {}).items()]
        if e.get("attached_to"):
            flags.append(f"on={e['attached_to']}")
        parts.append(e["card"] + (f" ({', '.join(flags)})" if flags else ""))
    extra = {k: v for k, v in data.items() if k != "permanents"}
    return ", ".join(parts) + (f"  {extra}" if extra else "")
