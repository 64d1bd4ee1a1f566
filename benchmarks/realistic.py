"""Boards real decks make, and how fast every command answers on them: a measure that can't be tuned to a few boards.

1. **Decks to boards.** Each deck of ``benchmarks/decks/`` (plain text, MTG Arena text, Moxfield ``*CMDR*`` lines,
   MTGO ``.dek`` XML) is played forward, one game per seed, by a simple policy (not a good one): shuffle, draw
   seven, one mulligan to six for a hand with too few or too many lands; each turn untap (Mana Vault and its kind
   stay tapped), upkeep tokens (Bitterblossom), draw, play a land if one is in hand (one that enters untapped and
   adds a colour the hand misses first; shocklands pay 2 life most of the time; fetchlands are cracked for a land
   that adds a missing colour, the one played this turn sometimes left for later; bouncelands return a land), then
   cast what the mana allows in this order: mana sources (rocks, dorks, mana Auras), ramp spells (their basic lands
   put onto the battlefield), the commander, other permanents by mana value, and now and then an instant or sorcery
   (to the graveyard, its effect ignored); a few token makers (Krenko, Mob Boss; "create … tokens" on entering)
   make their tokens. Mana is counted simply: each untapped source taps for its printed amount of the colours it
   could produce, sources that sacrifice themselves are kept, costs are paid as printed (no cost reduction, X = 0,
   hybrid as its first colour). Creatures attack (and stay tapped) after combat. States are taken at turns 3 to 12
   at a random point of the turn (before the land, after some spells, after combat), with the hand, the graveyard,
   the whole library (``library:``, for fetches and searches; its top card as ``library_top:`` where a permanent
   shows it, Courser of Kruphix), the life total, ``land_played``, ``sick`` on what
   came this turn, counters (loyalty, lore, mining), Aura attachments and choices (``chosen:``), and the commander
   in ``command_zone`` with its casts. Every state is written as a board file and read back by manaplan's own
   reader before it is used; a board that reader refuses is a bug of this script and stops it.
2. **Timing.** Each state gets ``produce``, ``pay '{X}' --max-x``, ``cast`` and (when the hand holds a spell)
   ``turn --most``, each with ``--time-limit`` and ``--json``, on each checkout in turn (A B A B …, so the machine's
   noise falls on all alike), and every ``--ref-every`` states the reference, ``pay ten_lands.yaml '{2}{W}{U}'``.
   Each time is read as a ratio to the median of that checkout's reference times in the same run.

   ``--mode process`` (the default) starts a fresh ``<checkout>/.venv/bin/manaplan`` per command, as a user does
   and as ``side_by_side.py`` does: interpreter start-up, imports and the card database are in every time, and the
   issue's targets (p95 ≤ 2×, worst ≤ 4× a ten-land ``pay``) are read in this mode. ``--mode inprocess`` keeps one
   worker interpreter per checkout that answers through click's ``CliRunner`` (as ``api_latency.py`` does): ten
   times quicker to run, it shows the solver's own time, but its ratios are to an in-process ten-land ``pay`` (a few
   milliseconds), so they are far larger and are not the issue's measure. CPU seconds (user + system of the process
   or, in process, of the worker) are shown beside wall seconds; CP-SAT may use more than one thread.

Printed per checkout and command: the number of states, p50 and p95 of the ratio, the worst ratio with its board
file (replay it with the command shown), the answers not proven (``pay``'s ``optimal``, ``produce``'s ``proven``,
``cast``'s plans' ``optimal`` and cards "not tried", ``turn``'s ``proven``; a loop that makes as much mana as you
like — Basalt Monolith beside Kinnan — is a proven answer, though its plan has no optimum to prove), the time-limit
hits (wall time at or above ``--time-limit``), and every failure (exit status 2 or 3, a killed process, bad JSON)
with its board file. Also every state where ``produce``'s ``max_total_unrestricted`` (the mana with no spending
restriction, which is all a bare ``{X}`` can be paid with) differs from the X of ``pay '{X}' --max-x``, and with two
checkouts every state where their answers differ.

Usage::

    python benchmarks/realistic.py [--states N] [--seed S] [--out DIR] [--decks SUBSTRING ...]
                                   [--checkout NAME=DIR ...] [--mode process|inprocess] [--time-limit T]
                                   [--command COMMAND ...] [--repeat N|COMMAND=N ...] [--times FILE]

A checkout is a directory whose ``.venv/bin/manaplan`` runs its code (default: this repository). States are
generated with this repository's manaplan (its card database and reader); the same ``--seed`` and decks give the
same states. ``--generate-only`` writes the states and stops; ``--reuse`` times the board files already in
``--out``; ``--command 'turn --most'`` times that command alone (with the reference), for a quicker look at one.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import math
import os
import random
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import yaml
from click.testing import CliRunner

from manaplan.cli.main import app
from manaplan.models.board import color_identity
from manaplan.models.board_files import load_board
from manaplan.models.cards.store import default_database

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
DECK_DIR = HERE / "decks"
REFERENCE_BOARD = HERE / "boards" / "ten_lands.yaml"
REFERENCE_COST = "{2}{W}{U}"
COMMANDS = ("produce", "pay X --max-x", "cast", "turn --most")
COLORS = "WUBRG"

# ---------------------------------------------------------------------------------------------------- deck files


#: The name a permanent that names a card as it enters (Phyrexian Revoker, Pithing Needle) chose: a card of the
#: opponent's, in none of the decks.
OPPONENTS_CARD = "Wrenn and Six"


@dataclass
class Deck:
    """A deck as exported: the main deck (one entry per card, so a 4-of is there four times) and its commanders."""

    name: str
    path: Path
    main: list[str]
    commanders: list[str]

    @property
    def is_commander(self) -> bool:
        return bool(self.commanders)


_LINE = re.compile(r"^(\d+)x?\s+(.+?)(?:\s+\([A-Za-z0-9_]+\)(?:\s+\S+)?)?(\s+\*CMDR\*)?(?:\s+\*F\*)?$")
_SECTIONS = {"deck": "main", "main": "main", "mainboard": "main", "commander": "commander",
             "sideboard": "side", "companion": "side", "maybeboard": "side", "about": "side"}


def read_deck(path: Path) -> Deck:
    """The deck in ``path``: plain or MTG Arena text (sections ``Deck``, ``Commander``, ``Sideboard``; set codes after
    the name), Moxfield text (``*CMDR*``), or MTGO ``.dek`` XML. Comment lines start with ``//`` or ``#``.

    Raises
    ------
    ValueError
        For a line that is none of these, naming the file and the line.
    """
    main: list[str] = []
    commanders: list[str] = []
    if path.suffix == ".dek":
        for card in ET.parse(path).getroot().iter("Cards"):
            if card.get("Sideboard", "false") == "false":
                main += [card.get("Name", "")] * int(card.get("Quantity", "0"))
        return Deck(path.stem, path, main, commanders)
    section = "main"
    for number, line in enumerate(path.read_text().splitlines(), 1):
        text = line.strip()
        if not text or text.startswith(("//", "#")):
            continue
        if text.lower() in _SECTIONS:
            section = _SECTIONS[text.lower()]
            continue
        if text.lower().startswith("name "):
            continue
        match = _LINE.match(text)
        if not match:
            raise ValueError(f"{path}:{number}: not a deck line: {text!r}")
        count, name = int(match.group(1)), match.group(2).strip()
        where = "commander" if match.group(3) else section
        if where == "commander":
            commanders += [name] * count
        elif where == "main":
            main += [name] * count
    return Deck(path.stem, path, main, commanders)


def deck_files() -> list[Path]:
    return sorted(p for p in DECK_DIR.iterdir() if p.is_file() and p.suffix in (".txt", ".dek"))


# ---------------------------------------------------------------------------------------------------- card facts

_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "x": 1}
_PIP = re.compile(r"\{([^}]+)\}")


@dataclass
class Info:
    """What the policy knows of a card: read from the card database and manaplan's own reading of its mana."""

    name: str
    face: str  # the name on the battlefield (an MDFC's front, a flip card's …)
    types: frozenset[str]
    subtypes: frozenset[str]
    legendary: bool
    basic: bool
    cost: str
    mana_value: int
    text: str
    loyalty: int | None
    produces: str = ""  # colours it could produce (WUBRGC letters)
    amount: int = 0  # mana a tap gives the policy (0: not a source the policy taps)
    taps_free: bool = False  # the ability costs only {T} (or {T} and life)
    sacrifices: bool = False  # its mana ability sacrifices it (Petal, Treasure): kept, never used by the policy

    @property
    def is_land(self) -> bool:
        return "Land" in self.types

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.types

    @property
    def is_permanent(self) -> bool:
        return bool(self.types & {"Land", "Creature", "Artifact", "Enchantment", "Planeswalker", "Battle"})


class Cards:
    """Card facts, read once per name."""

    def __init__(self) -> None:
        self._db = default_database()
        self._runner, self._app = CliRunner(), app
        self._cache: dict[str, Info] = {}

    def __call__(self, name: str) -> Info:
        if name not in self._cache:
            self._cache[name] = self._read(name)
        return self._cache[name]

    def _read(self, name: str) -> Info:
        card = self._db.get(name)
        face = card.battlefield_face()
        data = json.loads(self._runner.invoke(self._app, ["card", face.name, "--json"]).output)
        mv = 0
        for pip in _PIP.findall(face.mana_cost or ""):
            mv += int(pip) if pip.isdigit() else (0 if pip in ("X", "Y") else 1)
        info = Info(name=card.full_name, face=face.name, types=frozenset(face.card_types),
                    subtypes=frozenset(face.subtypes), legendary=face.is_legendary, basic=face.is_basic,
                    cost=face.mana_cost or "", mana_value=mv, text=face.oracle_text or "",
                    loyalty=int(face.loyalty) if (face.loyalty or "").isdigit() else None)
        best = 0
        for ability in data.get("mana_abilities", []):
            cost = ability.get("cost", "")
            if "{T}" not in cost:
                continue
            if "acrifice" in cost:
                info.sacrifices = True
                info.produces = info.produces or ability.get("could_produce", "")
                continue
            adds = ability.get("adds") or []
            amount = max((len(_PIP.findall(a)) for a in adds), default=1) or 1
            mana_in_cost = sum(int(p) if p.isdigit() else 1 for p in _PIP.findall(cost) if p not in ("T", "Q"))
            net = amount - mana_in_cost
            if net <= 0:
                continue
            if net > best or (net == best and len(ability.get("could_produce", "")) > len(info.produces)):
                best, info.produces = net, ability.get("could_produce", "")
                info.taps_free = mana_in_cost == 0
        info.amount = best
        return info


# ---------------------------------------------------------------------------------------------------- the game

_ENTERS_TAPPED = re.compile(r"(?:enters|enters the battlefield) tapped(?P<rest>[^.]*)\.", re.I)
_CHECK = re.compile(r"unless you control an? (\w+) or an? (\w+)", re.I)
_BOUNCE = re.compile(r"return a land you control to its owner's hand", re.I)
_FETCH = re.compile(r"Search your library for an? (.+?) card(?:, put it onto the battlefield| and put it onto the "
                    r"battlefield)", re.I)
_COUNTERS = re.compile(r"enters(?: the battlefield)? with (a|an|one|two|three|four|five|\d+) (\w+) counters?", re.I)
_RAMP = re.compile(r"search your library for (up to (?:one|two|three) |an? |two )(basic land|basic Forest|land|"
                   r"Forest|Plains|Island|Swamp|Mountain)[^.]*?cards?", re.I)
_TOKENS = re.compile(r"create (a|an|one|two|three|four|five|X) (tapped )?(?:(\d+)/(\d+) )?([a-z ]*?)"
                     r"((?:[A-Z][a-z]+ ?)+?) (?:artifact )?(?:creature )?tokens?", )
_UPKEEP_TOKEN = re.compile(r"At the beginning of your upkeep, create", re.I)
_KNOWN_TOKENS = {"Treasure", "Gold", "Powerstone", "Eldrazi Spawn", "Eldrazi Scion"}


@dataclass
class Perm:
    info: Info
    tapped: bool = False
    entered: int = 0  # the turn it entered
    token_name: str = ""  # a creature token of no card: its type
    power: int = 1
    counters: dict[str, int] = field(default_factory=dict)
    attached_to: int | None = None  # index into the battlefield
    chosen: str = ""
    imprinted: str = ""
    uid: int = 0


@dataclass
class Game:
    deck: Deck
    cards: Cards
    rng: random.Random
    library: list[str]
    hand: list[str] = field(default_factory=list)
    graveyard: list[str] = field(default_factory=list)
    battlefield: list[Perm] = field(default_factory=list)
    life: int = 20
    turn: int = 0
    land_played: bool = False
    commander_casts: int = 0
    commander_out: bool = False
    next_uid: int = 0
    colors: str = ""  # the deck's colours (commander identity or the colours of its spells)
    main_type: str = ""  # the deck's most common creature type

    # ---- helpers
    def add(self, info: Info, tapped: bool = False, **kw) -> Perm:
        self.next_uid += 1
        perm = Perm(info, tapped=tapped, entered=self.turn, uid=self.next_uid, **kw)
        match = _COUNTERS.search(info.text)
        if match and info.name not in ("Hangarback Walker",):
            n = _NUMBERS.get(match.group(1).lower(), None)
            perm.counters[match.group(2).lower()] = n if n is not None else int(match.group(1))
        if info.loyalty is not None:
            perm.counters["loyalty"] = info.loyalty
        if "Saga" in info.subtypes:
            perm.counters["lore"] = 1
        if re.search(r"choose a color", info.text, re.I):
            perm.chosen = self.missing_color() or (self.colors[:1] or "G")
        elif re.search(r"choose a creature type", info.text, re.I):
            perm.chosen = self.main_type or "Elf"
        elif re.search(r"choose a (?:nonland )?card name", info.text, re.I):
            perm.chosen = OPPONENTS_CARD  # Phyrexian Revoker, Pithing Needle name a card of the opponent's
        self.battlefield.append(perm)
        return perm

    def lands(self) -> list[Perm]:
        return [p for p in self.battlefield if p.info.is_land]

    def sources(self) -> list[Perm]:
        """Untapped sources the policy may tap now."""
        out = []
        for p in self.battlefield:
            if p.tapped or p.info.amount <= 0 or p.token_name:
                continue
            if p.info.is_creature and p.entered == self.turn and "Haste" not in p.info.text:
                continue
            out.append(p)
        return out

    def producible(self) -> set[str]:
        return {c for p in self.battlefield if p.info.amount > 0 or p.info.sacrifices for c in p.info.produces}

    def missing_color(self) -> str:
        """A colour the hand's spells need that no permanent could produce."""
        have = self.producible()
        needed = Counter(c for name in self.hand for c in _PIP.findall(self.cards(name).cost)
                         for c in c.split("/")[:1] if c in COLORS)
        for color, _ in needed.most_common():
            if color not in have:
                return color
        return ""

    # ---- paying
    def pay(self, cost: str, extra: int = 0) -> bool:
        """Tap sources for ``cost`` (plus ``extra`` generic) if the simple count allows; True when paid."""
        pips = _PIP.findall(cost)
        generic = extra + sum(int(p) for p in pips if p.isdigit())
        colored = []
        for p in pips:
            if p.isdigit() or p in ("X", "Y"):
                continue
            first = p.split("/")[0]
            if first in COLORS:
                colored.append(first)
            elif first == "C":
                colored.append("C")
            elif first.isdigit():
                generic += int(first)
            else:
                generic += 1
        units = []  # (perm, colours) per unit of mana
        for perm in self.sources():
            for _ in range(perm.info.amount):
                units.append((perm, perm.info.produces))
        used: list[int] = []
        for color in sorted(colored, key=lambda c: sum(c in u[1] for u in units)):
            choices = [i for i, u in enumerate(units) if i not in used and color in u[1]]
            if not choices:
                return False
            used.append(min(choices, key=lambda i: len(units[i][1])))
        rest = [i for i in range(len(units)) if i not in used]
        # prefer units of sources already being tapped, then the least flexible
        tapping = {id(units[i][0]) for i in used}
        rest.sort(key=lambda i: (id(units[i][0]) not in tapping, len(units[i][1])))
        if len(rest) < generic:
            return False
        used += rest[:generic]
        for i in used:
            units[i][0].tapped = True
        return True

    # ---- land play
    def enters_tapped(self, info: Info) -> bool | None:
        """True, False, or None for a shockland's choice."""
        match = _ENTERS_TAPPED.search(info.text)
        if not match:
            return False
        rest = match.group("rest")
        if "If you don't" in info.text and "pay 2 life" in info.text:
            return None
        check = _CHECK.search(rest)
        if check:
            types = {check.group(1), check.group(2)}
            return not any(types & p.info.subtypes for p in self.lands())
        if "two or fewer other lands" in rest:
            return len(self.lands()) > 2
        if "two or more other lands" in rest:
            return len(self.lands()) < 2
        return True  # unconditionally, or unless something this policy does not follow

    def play_land(self) -> str:
        lands = [n for n in self.hand if self.cards(n).is_land]
        if not lands or self.land_played:
            return ""
        missing = self.missing_color()

        def score(name: str) -> tuple:
            info = self.cards(name)
            tapped = self.enters_tapped(info)
            adds = missing and (missing in info.produces or (_FETCH.search(info.text) and missing))
            return (bool(adds), tapped is not True, info.amount, -len(info.produces))

        name = max(lands, key=score)
        info = self.cards(name)
        self.hand.remove(name)
        self.land_played = True
        tapped = self.enters_tapped(info)
        if tapped is None:  # a shockland: pay 2 life most of the time
            tapped = not (self.life > 6 and self.rng.random() < 0.75)
            if not tapped:
                self.life -= 2
        perm = self.add(info, tapped=tapped)
        if _BOUNCE.search(info.text):
            others = [p for p in self.lands() if p is not perm]
            back = min(others, key=lambda p: (not p.tapped, p.info.amount), default=perm)
            self.battlefield.remove(back)
            self.hand.append(back.info.name)
        return name

    def crack_fetches(self, keep_new: bool) -> None:
        for perm in list(self.battlefield):
            match = _FETCH.search(perm.info.text) if perm.info.is_land else None
            if not match or perm.tapped or (keep_new and perm.entered == self.turn):
                continue
            if perm.info.amount > 0:  # a land that taps for mana itself (Myriad Landscape …): leave it
                continue
            words = match.group(1)
            wanted = [w for w in ("Plains", "Island", "Swamp", "Mountain", "Forest") if w in words]
            basic_only = "basic" in words
            candidates = []
            for name in dict.fromkeys(self.library):
                info = self.cards(name)
                if not info.is_land:
                    continue
                if basic_only and not info.basic:
                    continue
                if wanted and not (info.subtypes & set(wanted)):
                    continue
                if not wanted and not basic_only and "land" not in words.lower():
                    continue
                candidates.append(info)
            if not candidates:
                continue
            cost = re.search(r"Pay (\d+) life", perm.info.text)
            if cost:
                self.life -= int(cost.group(1))
            missing = self.missing_color()
            found = max(candidates, key=lambda i: (bool(missing) and missing in i.produces, len(i.produces),
                                                    self.rng.random()))
            self.battlefield.remove(perm)
            self.graveyard.append(perm.info.name)
            self.library.remove(found.name)
            self.rng.shuffle(self.library)
            tapped = "tapped" in perm.info.text.split("Search your library")[1][:120]
            shock = self.enters_tapped(found)
            self.add(found, tapped=tapped or shock is True or (shock is None and self.life <= 6))
            if shock is None and not tapped and self.life > 6:
                self.life -= 2

    # ---- casting
    def legal_to_cast(self, info: Info) -> bool:
        if not info.cost or "X" in info.cost:  # no mana cost (suspend only, lands): not cast; X: not chosen
            return False
        if info.legendary and any(p.info.name == info.name for p in self.battlefield):
            return False
        if "Aura" in info.subtypes:
            return self.aura_target(info) is not None
        if info.name == "Mox Diamond":
            return any(self.cards(n).is_land for n in self.hand if n != info.name)
        if info.name == "Chrome Mox":  # a player casts it with a coloured card to imprint, not for nothing
            return bool(self.imprintable())
        return True

    def imprintable(self) -> list[str]:
        """The coloured nonartifact, nonland cards of the hand, which Chrome Mox can imprint."""
        return [n for n in self.hand if not self.cards(n).is_land and "Artifact" not in self.cards(n).types
                and any(c in COLORS for c in self.cards(n).cost)]

    def aura_target(self, info: Info) -> Perm | None:
        match = re.search(r"Enchant ([\w ]+)", info.text)
        what = match.group(1).strip().split("\n")[0] if match else ""
        for perm in self.battlefield:
            if perm.token_name and what != "creature":
                continue
            if what.startswith("land") and perm.info.is_land:
                return perm
            if what.startswith("creature") and (perm.info.is_creature or perm.token_name):
                return perm
            if what.split(" ")[0] in perm.info.subtypes:
                return perm
        return None

    def cast(self, name: str, from_command_zone: bool = False) -> bool:
        info = self.cards(name)
        if not self.legal_to_cast(info):
            return False
        tax = 2 * self.commander_casts if from_command_zone else 0
        if not self.pay(info.cost, tax):
            return False
        if from_command_zone:
            self.commander_casts += 1
            self.commander_out = True
        else:
            self.hand.remove(name)
        if not info.is_permanent:
            self.resolve_spell(info)
            self.graveyard.append(name)
            return True
        kw = {}
        if "Aura" in info.subtypes:
            target = self.aura_target(info)
            kw["attached_to"] = target.uid if target else None
        if info.name == "Chrome Mox":
            colored = self.imprintable()
            kw["imprinted"] = colored[0]
            self.hand.remove(colored[0])
        if info.name == "Mox Diamond":
            land = next(n for n in self.hand if self.cards(n).is_land)
            self.hand.remove(land)
            self.graveyard.append(land)
        perm = self.add(info, **kw)
        self.enter_tokens(info)
        return perm is not None

    def resolve_spell(self, info: Info) -> None:
        match = _RAMP.search(info.text)
        if not match or "onto the battlefield" not in info.text:
            return
        count = 2 if re.search(r"up to two|two basic", match.group(0), re.I) else 1
        words = match.group(2)
        to_hand = "into your hand" in info.text and count == 2
        found = []
        for name in list(self.library):
            card = self.cards(name)
            if not card.is_land or len(found) == count:
                continue
            if "basic" in words.lower() and not card.basic:
                continue
            if words in ("Forest", "Plains", "Island", "Swamp", "Mountain", "basic Forest") \
                    and words.split()[-1] not in card.subtypes:
                continue
            found.append(name)
            self.library.remove(name)
        tapped = "battlefield tapped" in info.text
        for i, name in enumerate(found):
            if to_hand and i == 1:
                self.hand.append(name)
            else:
                self.add(self.cards(name), tapped=tapped)
        self.rng.shuffle(self.library)

    def enter_tokens(self, info: Info) -> None:
        text = info.text
        if not re.search(r"When (?:this \w+|" + re.escape(info.face) + r") enters", text):
            return
        self.make_tokens(text)

    def make_tokens(self, text: str, count: int | None = None) -> None:
        match = _TOKENS.search(text)
        if not match:
            return
        n = count if count is not None else _NUMBERS.get(match.group(1).lower(), 1)
        name = match.group(6).strip()
        if name.startswith("Eldrazi"):
            name = "Eldrazi Spawn" if "Spawn" in name else "Eldrazi Scion"
        tokens = sum(1 for p in self.battlefield if p.token_name or p.info.name in _KNOWN_TOKENS)
        n = max(0, min(n, 40 - tokens))
        for _ in range(n):
            if name in _KNOWN_TOKENS:
                self.add(self.cards(name), tapped=bool(match.group(2)))
            elif match.group(3):
                token = Info(name=name, face=name, types=frozenset({"Creature"}), subtypes=frozenset(name.split()),
                             legendary=False, basic=False, cost="", mana_value=0, text="", loyalty=None)
                self.add(token, tapped=bool(match.group(2)), token_name=name, power=int(match.group(3)))

    # ---- a turn
    def untap_and_upkeep(self) -> None:
        self.turn += 1
        self.land_played = False
        for perm in self.battlefield:
            if "doesn't untap during your untap step" not in perm.info.text:
                perm.tapped = False
            if "Saga" in perm.info.subtypes and perm.entered < self.turn:
                perm.counters["lore"] = perm.counters.get("lore", 1) + 1
        for perm in [p for p in self.battlefield if "Saga" in p.info.subtypes and p.counters.get("lore", 0) > 3]:
            self.battlefield.remove(perm)
            self.graveyard.append(perm.info.name)
        for perm in list(self.battlefield):
            if _UPKEEP_TOKEN.search(perm.info.text):
                self.make_tokens(perm.info.text.split("At the beginning of your upkeep,")[1])
                if "lose 1 life" in perm.info.text:
                    self.life -= 1
        if self.turn > 1 or self.deck.is_commander:
            if self.library:
                self.hand.append(self.library.pop())

    def steps(self):
        """The turn's main phase as steps; yields after each, so a state can be taken between any two."""
        yield "start of the main phase"
        self.crack_fetches(keep_new=False)
        if self.play_land():
            self.crack_fetches(keep_new=self.rng.random() < 0.5)
            yield "after the land play"
        order = self.cast_order()
        for name, from_cz in order:
            if (from_cz and self.commander_out) or (not from_cz and name not in self.hand):
                continue
            if self.cast(name, from_command_zone=from_cz):
                yield f"after casting {name}"
        for perm in self.battlefield:  # Krenko and friends
            if perm.info.name == "Krenko, Mob Boss" and not perm.tapped and perm.entered < self.turn:
                goblins = sum(1 for p in self.battlefield if "Goblin" in p.info.subtypes)
                perm.tapped = True
                self.make_tokens("create X 1/1 red Goblin creature tokens", count=goblins)
        for perm in self.battlefield:  # combat
            if (perm.info.is_creature and not perm.tapped and perm.entered < self.turn and perm.info.amount == 0
                    and "Defender" not in perm.info.text and "Vigilance" not in perm.info.text
                    and self.rng.random() < 0.7):
                perm.tapped = True
        yield "after combat"
        while len(self.hand) > 7:
            self.graveyard.append(self.hand.pop(0))
        if self.turn >= 3:
            self.life = max(3, self.life - self.rng.choice((0, 0, 0, 1, 2, 3)))

    def cast_order(self) -> list[tuple[str, bool]]:
        def kind(name: str) -> int:
            info = self.cards(name)
            if info.is_land:
                return 9
            if info.amount > 0 and info.is_permanent:
                return 0
            if _RAMP.search(info.text) and "onto the battlefield" in info.text:
                return 1
            if info.is_permanent:
                return 3
            return 4 if self.rng.random() < 0.35 else 9

        # each name once, in the hand's order, its kind drawn once (a set's order, and so the draws, changed with
        # the interpreter's hash seed: the same --seed made other games)
        kinds = {n: kind(n) for n in dict.fromkeys(self.hand)}
        hand = sorted(kinds, key=lambda n: (kinds[n], self.cards(n).mana_value))
        order = [(n, False) for n in hand if kinds[n] < 3]
        if self.deck.commanders and not self.commander_out:
            order.append((self.deck.commanders[0], True))
        order += [(n, False) for n in hand if 3 <= kinds[n] < 9]
        out = []
        for name, cz in order:  # copies of a card in hand: try each
            out += [(name, cz)] * (1 if cz else self.hand.count(name))
        return out

    # ---- the board file
    def board(self, note: str) -> dict:
        ids: dict[int, str] = {}
        seen: Counter = Counter()
        entries = []
        for perm in self.battlefield:
            name = perm.token_name or perm.info.face
            seen[name] += 1
            ids[perm.uid] = f"{name}#{seen[name]}"  # manaplan's own numbering: per name, in file order
        for perm in self.battlefield:
            if perm.token_name:
                entry = {"name": perm.token_name, "type": f"Token Creature — {perm.token_name}", "text": "",
                         "token": True, "power": perm.power, "toughness": perm.power}
            else:
                entry = {"card": perm.info.face}
            if perm.tapped:
                entry["tapped"] = True
            if perm.entered == self.turn:
                entry["sick"] = True
            if perm.counters:
                entry["counters"] = dict(perm.counters)
            if perm.attached_to is not None and perm.attached_to in ids:
                entry["attached_to"] = ids[perm.attached_to]
            if perm.chosen:
                entry["chosen"] = perm.chosen
            if perm.imprinted:
                entry["imprinted"] = perm.imprinted
            entries.append(entry if len(entry) > 1 or "card" not in entry else entry["card"])
        board: dict = {"life": self.life, "land_played": self.land_played}
        if self.deck.commanders:
            colors = "".join(sorted(set(self.colors), key=COLORS.index))
            if colors:
                board["commander_colors"] = colors
            if not self.commander_out:
                cz = self.deck.commanders[0]
                board["command_zone"] = [{"card": cz, "casts": self.commander_casts} if self.commander_casts else cz]
        board["permanents"] = _grouped(entries)
        board["hand"] = list(self.hand)
        if self.graveyard:
            board["graveyard"] = list(self.graveyard)
        library = list(self.library)
        if library and any(_TOP_KNOWN.search(p.info.text) for p in self.battlefield if not p.token_name):
            board["library_top"] = [library.pop()]  # Courser of Kruphix: the player sees it (the next draw)
        board["library"] = _counted(library)
        texts = [p.info.text for p in self.battlefield] + [self.cards(n).text for n in
                                                              (*self.hand, *self.graveyard, *library)]
        facts = {}
        if any(_OPPONENT_HAND.search(t) for t in texts):  # Jeska's Will: the player sees the opponent's hand size
            facts["opponent_cards_in_hand"] = _opponent_hand(self.turn)
        if any(_EACH_GRAVEYARD.search(t) for t in texts):  # Rite of Flame: and the opponents' graveyards
            facts["opponents_graveyards_named"] = 0
        if facts:
            board["facts"] = facts
        return board



#: Text that counts the cards in an opponent's hand (Jeska's Will's "Add {R} for each card in target opponent's
#: hand"): the state gives that count, which a player sees (``facts: opponent_cards_in_hand``).
_OPPONENT_HAND = re.compile(r"\bcards? in (?:target |an )?opponent's hand\b", re.IGNORECASE)


#: Text that counts cards of its name in every graveyard (Rite of Flame): the state gives the opponents' share, which
#: a player sees — none, as no opponent of these games plays the card (``facts: opponents_graveyards_named``).
_EACH_GRAVEYARD = re.compile(r"\bcards? named [^.]* in each graveyard\b", re.IGNORECASE)


def _opponent_hand(turn: int) -> int:
    """An opponent's hand size at ``turn``, as a player of these decks sees it most often: seven at first, one card
    fewer every second turn, never below two (no draw of the games decides it: the corpus stays the same)."""
    return max(2, 7 - turn // 2)


#: A permanent that shows you the top card of your library ("Play with the top card of your library revealed.",
#: Courser of Kruphix; "You may look at the top card of your library any time.", Vizier of the Menagerie): a player
#: knows it, so the state gives it as ``library_top``.
_TOP_KNOWN = re.compile(r"top card of your library (?:revealed|any time)", re.IGNORECASE)

def _grouped(entries: list) -> list:
    """Equal entries next to each other as one with ``count`` (which keeps manaplan's numbering of ids)."""
    out: list = []
    for entry in entries:
        last = out[-1] if out else None
        last_key = (last if isinstance(last, str) else
                    {k: v for k, v in last.items() if k != "count"}) if last is not None else None
        if last is not None and last_key == entry and not (isinstance(entry, dict) and "attached_to" in entry):
            if isinstance(last, str):
                out[-1] = {"card": last, "count": 2}
            else:
                last["count"] = last.get("count", 1) + 1
        else:
            out.append(dict(entry) if isinstance(entry, dict) else entry)
    return out


def _counted(names: list[str]) -> list:
    return [n if c == 1 else {"card": n, "count": c} for n, c in sorted(Counter(names).items())]


def _deck_colors(deck: Deck, cards: Cards) -> str:
    if deck.commanders:
        db = default_database()
        ident = set().union(*(color_identity(db.get(n)) for n in deck.commanders))
        return "".join(c for c in COLORS if any(t.value == c for t in ident))
    return "".join(c for c in COLORS if any(c in cards(n).cost for n in deck.main))


def play(deck: Deck, cards: Cards, seed: int, turns: set[int]):
    """Yield (turn, step, board) for one game of ``deck``: one state at a random step of each turn in ``turns``."""
    rng = random.Random(seed)
    library = list(deck.main)
    rng.shuffle(library)
    game = Game(deck, cards, rng, library, life=40 if deck.is_commander else 20)
    game.colors = _deck_colors(deck, cards)
    types = Counter(t for n in deck.main for t in cards(n).subtypes if cards(n).is_creature)
    game.main_type = types.most_common(1)[0][0] if types else ""
    game.hand = [game.library.pop() for _ in range(7)]
    lands = sum(cards(n).is_land for n in game.hand)
    if lands < 2 or lands > (6 if deck.is_commander else 5):
        game.library += game.hand
        rng.shuffle(game.library)
        game.hand = [game.library.pop() for _ in range(7)]
        worst = max(game.hand, key=lambda n: (not cards(n).is_land, cards(n).mana_value))
        game.hand.remove(worst)
        game.library.insert(0, worst)
    for _ in range(max(turns)):
        game.untap_and_upkeep()
        steps = list(_steps_with_boards(game, want=game.turn in turns))
        if game.turn in turns:
            step, board = rng.choice(steps)
            yield game.turn, step, board


def _steps_with_boards(game: Game, want: bool):
    for step in game.steps():
        if want:
            yield step, game.board(step)


# ---------------------------------------------------------------------------------------------------- states


def generate(n_states: int, seed: int, out: Path, only: list[str]) -> list[Path]:
    cards = Cards()
    decks = [read_deck(p) for p in deck_files()]
    decks = [d for d in decks if not only or any(s in d.name for s in only)]
    out.mkdir(parents=True, exist_ok=True)
    paths: list[Path] = []
    for index, deck in enumerate(decks):
        per_deck = n_states // len(decks) + (index < n_states % len(decks))
        for name in [*deck.main, *deck.commanders]:
            cards(name)
        made, game = 0, 0
        while made < per_deck and len(paths) < n_states:
            game_seed = seed * 100_003 + game * 7919 + sum(map(ord, deck.name))
            rng = random.Random(game_seed)
            turns = set(rng.sample(range(3, 13), k=3))
            for turn, step, board in play(deck, cards, game_seed, turns):
                if made >= per_deck or len(paths) >= n_states:
                    break
                path = out / f"{deck.name}__g{game:02d}_t{turn:02d}.yaml"
                header = (f"# {deck.name} ({deck.path.name}), game seed {game_seed}, turn {turn}, {step}.\n"
                          f"# Written by benchmarks/realistic.py; replay: manaplan produce {path.name}\n")
                path.write_text(header + yaml.safe_dump(board, sort_keys=False, allow_unicode=True, width=120))
                try:
                    load_board(path)
                except Exception as e:  # noqa: BLE001 - a board the reader refuses is this script's bug
                    raise SystemExit(f"{path}: manaplan does not read this board: {e}") from e
                paths.append(path)
                made += 1
            game += 1
        print(f"  {deck.name:<32} {made} states", file=sys.stderr, flush=True)
    return paths


# ---------------------------------------------------------------------------------------------------- timing


@dataclass
class Run:
    wall: float
    cpu: float
    status: str  # "" ran; "exit N", "TIMEOUT", "bad json"
    data: dict | None
    err: str = ""


class ProcessRunner:
    """A fresh ``manaplan`` process per command."""

    def __init__(self, folder: Path, timeout: float):
        self.exe = folder / ".venv" / "bin" / "manaplan"
        if not os.access(self.exe, os.X_OK):
            raise SystemExit(f"no executable {self.exe}")
        self.timeout = timeout
        self.cwd = tempfile.mkdtemp(prefix="realistic-")

    def __call__(self, args: list[str]) -> Run:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        try:
            proc = subprocess.run([str(self.exe), *args], capture_output=True, text=True, cwd=self.cwd,
                                  timeout=self.timeout, check=False)
        except subprocess.TimeoutExpired:
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            return Run(time.perf_counter() - start, _cpu(after) - _cpu(before), "TIMEOUT", None)
        wall = time.perf_counter() - start
        cpu = _cpu(resource.getrusage(resource.RUSAGE_CHILDREN)) - _cpu(before)
        return _finish(wall, cpu, proc.returncode, proc.stdout, proc.stderr)

    def close(self) -> None:
        pass


def _cpu(usage) -> float:
    return usage.ru_utime + usage.ru_stime


def _finish(wall: float, cpu: float, code: int, stdout: str, stderr: str) -> Run:
    err = (stderr.strip().splitlines() or [""])[-1]
    if code >= 2 or code < 0:
        return Run(wall, cpu, f"exit {code}", None, err)
    try:
        return Run(wall, cpu, "", json.loads(stdout), err)
    except json.JSONDecodeError:
        return Run(wall, cpu, "bad json", None, err)


class InProcessRunner:
    """One worker interpreter per checkout, answering through click's CliRunner; one JSON line per request."""

    def __init__(self, folder: Path, timeout: float):
        python = folder / ".venv" / "bin" / "python"
        self.proc = subprocess.Popen([str(python), str(Path(__file__).resolve()), "--worker"], cwd=str(folder),
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.timeout = timeout

    def __call__(self, args: list[str]) -> Run:
        assert self.proc.stdin and self.proc.stdout
        self.proc.stdin.write(json.dumps(args) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise SystemExit("an in-process worker died")
        got = json.loads(line)
        return _finish(got["wall"], got["cpu"], got["code"], got["stdout"], got["stderr"])

    def close(self) -> None:
        if self.proc.stdin:
            self.proc.stdin.close()
        self.proc.wait(timeout=30)


def worker() -> None:
    """In a checkout's interpreter: answer each JSON line of arguments with the command's result and times."""
    runner = CliRunner()
    out = sys.stdout
    for line in sys.stdin:
        args = json.loads(line)
        cpu0, start = time.process_time(), time.perf_counter()
        with contextlib.redirect_stderr(io.StringIO()):
            result = runner.invoke(app, args)
        wall, cpu = time.perf_counter() - start, time.process_time() - cpu0
        stderr = ""
        with contextlib.suppress(ValueError):
            stderr = result.stderr
        code = result.exit_code if result.exception is None or isinstance(result.exception, SystemExit) else 3
        out.write(json.dumps({"wall": wall, "cpu": cpu, "code": code, "stdout": result.stdout,
                              "stderr": stderr}) + "\n")
        out.flush()


def command_lines(path: Path, time_limit: float) -> dict[str, list[str]]:
    board = yaml.safe_load(path.read_text()) or {}
    tl = ["--time-limit", f"{time_limit:g}", "--json"]
    lines = {"produce": ["produce", str(path), *tl],
             "pay X --max-x": ["pay", str(path), "{X}", "--max-x", *tl],
             "cast": ["cast", str(path), *tl]}
    if any(_is_spell(name) for name in board.get("hand") or []):
        lines["turn --most"] = ["turn", str(path), "--most", *tl]
    return lines


_SPELL_CACHE: dict[str, bool] = {}


def _is_spell(name: str) -> bool:
    if name not in _SPELL_CACHE:
        _SPELL_CACHE[name] = not default_database().get(name).battlefield_face().is_land
    return _SPELL_CACHE[name]


def proven(kind: str, data: dict) -> bool:
    if kind == "produce":
        return bool(data.get("proven"))
    if kind == "pay X --max-x":  # X as large as you like (a loop): exact, with no maximum to prove
        return bool(data.get("optimal")) or data.get("payable") is False or bool(data.get("unbounded"))
    if kind == "cast":
        return (all(c.get("optimal", True) or any(s.get("action") == "loop" for s in c.get("plan", []))
                    for c in data.get("castable", []))
                and not any("not tried" in json.dumps(c) for c in data.get("not_castable", [])))
    if kind == "turn --most":
        return bool(data.get("proven"))
    raise ValueError(kind)


def answer(kind: str, data: dict) -> object:
    """The part of an answer two checkouts must agree on."""
    if kind == "produce":
        return {"max_total": data.get("max_total"), "max_by_type": data.get("max_by_type"),
                "unbounded": data.get("unbounded")}
    if kind == "pay X --max-x":
        return {"payable": data.get("payable"), "x": data.get("x"), "unbounded": data.get("unbounded")}
    if kind == "cast":
        return sorted(f"{c.get('card')}@{c.get('zone')}" for c in data.get("castable", []))
    return {"possible": data.get("possible"), "cast": sorted(data.get("cast") or [])}


def measure(paths: list[Path], runners: dict, time_limit: float, ref_every: int,
            repeat: dict[str, int] | None = None, commands: tuple[str, ...] = COMMANDS) -> tuple[dict, dict]:
    """results[checkout][command] = list of (path, Run); refs[checkout] = list of Run. ``repeat``: how many times
    each state's command is run per checkout, by command (1 if not said), the checkouts in turn each time; its time
    is the median run's (:func:`_median_run`), as the reference's is the median of its runs. The runs of one state
    are passes apart, not one after another: pass k runs every state whose command asks for more than k runs, the
    reference every ``ref_every`` states of each pass, so a few seconds of load from elsewhere on a shared machine
    slow one run of a state, not all of its runs (measured on seed 1: its three runs one after another put states
    whose three runs take 0.73 s alone, alternated, at 1.05-1.09 s, 2.1× the reference). ``commands``: those timed
    (the others' lists stay empty)."""
    ref_args = ["pay", str(REFERENCE_BOARD), REFERENCE_COST, "--json"]
    results = {n: {c: [] for c in COMMANDS} for n in runners}
    refs: dict[str, list[Run]] = {n: [] for n in runners}
    for runner in runners.values():  # warm-up, untimed
        runner(ref_args)
    lines = [command_lines(path, time_limit) for path in paths]
    wanted = {kind: max(1, (repeat or {}).get(kind, 1)) for kind in COMMANDS if kind in commands}
    runs: dict[tuple[str, str, int], list[Run]] = {}
    passes = max(wanted.values(), default=1)
    start = time.perf_counter()
    for k in range(passes):
        for i, path in enumerate(paths):
            if i % ref_every == 0:
                for name, runner in runners.items():
                    refs[name].append(runner(ref_args))
            for kind, args in lines[i].items():
                if wanted.get(kind, 0) <= k:
                    continue
                for name, runner in runners.items():
                    runs.setdefault((name, kind, i), []).append(runner(args))
            if (i + 1) % 10 == 0 or i + 1 == len(paths):
                what = f" (pass {k + 1} of {passes})" if passes > 1 else ""
                print(f"  {i + 1}/{len(paths)} states timed{what} ({time.perf_counter() - start:.0f} s)",
                      file=sys.stderr, flush=True)
    for name, runner in runners.items():
        refs[name].append(runner(ref_args))
    for i, path in enumerate(paths):
        for kind in lines[i]:
            for name in runners:
                if (name, kind, i) in runs:
                    results[name][kind].append((path, _median_run(runs[name, kind, i])))
    return results, refs


def _median_run(runs: list[Run]) -> Run:
    """The run of median wall time (the lower median of an even count); a run that failed, if any did."""
    failed = [r for r in runs if r.status]
    if failed:
        return failed[0]
    return sorted(runs, key=lambda r: r.wall)[(len(runs) - 1) // 2]


def _pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


def report(results: dict, refs: dict, time_limit: float) -> str:
    lines = []
    problems = []
    for name, by_kind in results.items():
        good = [r for r in refs[name] if not r.status]
        ref_wall = statistics.median(r.wall for r in good) if good else float("nan")
        ref_cpu = statistics.median(r.cpu for r in good) if good else float("nan")
        lines.append(f"checkout {name}: reference pay ten_lands.yaml '{REFERENCE_COST}' median wall {ref_wall:.3f} s, "
                     f"cpu {ref_cpu:.3f} s ({len(good)} runs)")
        header = (f"  {'command':<14}{'states':>7}{'p50':>8}{'p95':>8}{'worst':>8}{'cpu p50':>9}{'cpu p95':>9}"
                  f"{'cpu max':>9}{'wall p95 s':>11}{'unproven':>9}{'limit':>6}{'failed':>7}  worst state")
        lines.append(header)
        for kind in COMMANDS:
            runs = by_kind[kind]
            if not runs:  # not timed (--command)
                continue
            ok = [(p, r) for p, r in runs if not r.status]
            walls = [r.wall / ref_wall for _, r in ok]
            cpus = [r.cpu / ref_cpu for _, r in ok]
            worst = max(ok, key=lambda pr: pr[1].wall, default=None)
            unproven = [(p, r) for p, r in ok if not proven(kind, r.data)]
            hits = [(p, r) for p, r in runs if r.wall >= time_limit]
            failed = [(p, r) for p, r in runs if r.status]
            lines.append(f"  {kind:<14}{len(runs):>7}{_pct(walls, .5):>7.2f}×{_pct(walls, .95):>7.2f}×"
                         f"{max(walls, default=float('nan')):>7.2f}×{_pct(cpus, .5):>8.2f}×{_pct(cpus, .95):>8.2f}×"
                         f"{max(cpus, default=float('nan')):>8.2f}×{_pct([r.wall for _, r in ok], .95):>11.2f}"
                         f"{len(unproven):>9}{len(hits):>6}{len(failed):>7}  "
                         + (f"{worst[0]} ({worst[1].wall:.2f} s)" if worst else "-"))
            for path, run in failed:
                problems.append(f"{name} {kind}: {run.status} on {path}: {run.err}")
            for path, run in unproven:
                problems.append(f"{name} {kind}: not proven on {path} ({run.wall:.2f} s)")
            for path, run in hits:
                problems.append(f"{name} {kind}: time limit hit on {path} ({run.wall:.2f} s)")
        produce = {p: r for p, r in by_kind["produce"] if not r.status}
        mismatches = 0
        for path, run in by_kind["pay X --max-x"]:
            other = produce.get(path)
            if run.status or other is None:
                continue
            x = None if run.data.get("unbounded") else run.data.get("x")
            # a bare {X} is paid only with mana that has no spending restriction (CR 106.6): the figure to compare
            # is max_total_unrestricted (a checkout without it: max_total)
            total = None if other.data.get("unbounded") else other.data.get("max_total_unrestricted",
                                                                            other.data.get("max_total"))
            if x != total:
                mismatches += 1
                problems.append(f"{name}: produce's max_total_unrestricted {total} but pay {{X}} --max-x pays X={x} "
                                f"on {path}")
        if produce and by_kind["pay X --max-x"]:
            lines.append(f"  produce max_total_unrestricted = pay {{X}} --max-x X on {len(produce) - mismatches} of "
                         f"{len(produce)} states ({mismatches} differ)")
        lines.append("")
    names = list(results)
    if len(names) > 1:
        for kind in [c for c in COMMANDS if results[names[0]][c]]:
            base = {p: r for p, r in results[names[0]][kind] if not r.status}
            for other in names[1:]:
                differ = 0
                for path, run in results[other][kind]:
                    if run.status or path not in base:
                        continue
                    a, b = answer(kind, base[path].data), answer(kind, run.data)
                    if a != b:
                        differ += 1
                        problems.append(f"{kind}: {names[0]} and {other} differ on {path}: {a} vs {b}")
                lines.append(f"{kind}: {names[0]} and {other} differ on {differ} states")
        lines.append("")
    lines.append("ratio = time / the median time of the reference in the same checkout and run (wall; cpu: the "
                 "process's user + system seconds); 'limit': answers that took at least --time-limit "
                 f"({time_limit:g} s); replay a state with the command and the board file shown.")
    if problems:
        lines.append("")
        lines += problems
    return "\n".join(lines)


def times_record(results: dict, refs: dict) -> dict:
    """Every time of a run, as plain data (``--times``)."""
    return {name: {"reference": [[r.wall, r.cpu, r.status] for r in refs[name]],
                   **{kind: [{"board": str(path), "wall": run.wall, "cpu": run.cpu, "status": run.status,
                              "proven": bool(run.data) and proven(kind, run.data)} for path, run in runs]
                      for kind, runs in by_kind.items()}}
            for name, by_kind in results.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--states", type=int, default=300, help="board states in all, spread across the decks "
                                                                "(default 300)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the games (default 1)")
    parser.add_argument("--out", type=Path, default=DECK_DIR / "states", help="folder for the board files")
    parser.add_argument("--decks", nargs="*", default=[], metavar="SUBSTRING", help="only decks whose file name "
                                                                                   "has one of these")
    parser.add_argument("--checkout", action="append", metavar="NAME=DIR",
                        help="a checkout (its .venv runs its code); repeat for before and after "
                             "(default: this repository)")
    parser.add_argument("--mode", choices=("process", "inprocess"), default="process")
    parser.add_argument("--time-limit", type=float, default=10.0, help="--time-limit of each command (default 10)")
    parser.add_argument("--timeout", type=float, default=120.0, help="kill a process after this many seconds")
    parser.add_argument("--ref-every", type=int, default=10, help="time the reference every N states (default 10)")
    parser.add_argument("--generate-only", action="store_true", help="write the states and stop")
    parser.add_argument("--reuse", action="store_true", help="time the board files already in --out")
    parser.add_argument("--times", type=Path, help="also write every time to this JSON file (per checkout and "
                        "command: board file, wall and CPU seconds, status, proven), to find the slow states")
    parser.add_argument("--command", action="append", choices=COMMANDS, dest="commands", metavar="COMMAND",
                        help=f"time only this command (repeatable; default all: {', '.join(COMMANDS)})")
    parser.add_argument("--repeat", action="append", default=[], metavar="N or COMMAND=N",
                        help="run each state's command N times per checkout and take the median run (default 1); "
                             "COMMAND=N for one command ('turn --most=3'); repeatable")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        worker()
        return 0
    if args.reuse:
        paths = sorted(args.out.glob("*.yaml"))[: args.states]
    else:
        for old in args.out.glob("*__g*_t*.yaml") if args.out.exists() else []:
            old.unlink()
        print(f"generating {args.states} states from {len(deck_files())} deck files into {args.out}",
              file=sys.stderr, flush=True)
        paths = generate(args.states, args.seed, args.out, args.decks)
    if args.generate_only:
        print(f"{len(paths)} board files in {args.out}")
        return 0
    checkouts = {}
    for spec in args.checkout or [f"this={REPO}"]:
        name, sep, folder = spec.partition("=")
        if not sep or not name or not folder:
            raise SystemExit(f"--checkout takes NAME=DIR, not {spec!r}")
        checkouts[name] = Path(folder).expanduser().resolve()
    repeat = _repeats(args.repeat)
    kind = ProcessRunner if args.mode == "process" else InProcessRunner
    runners = {name: kind(folder, args.timeout) for name, folder in checkouts.items()}
    if any(n > 1 for n in repeat.values()):
        print("each state's time: the median of " + ", ".join(f"{repeat.get(c, 1)} runs of {c}"
                                                          for c in args.commands or COMMANDS),
              flush=True)
    print(f"{len(paths)} states × {len(args.commands or COMMANDS)} commands × {len(runners)} checkouts, {args.mode}; "
          f"{os.cpu_count()} CPUs; load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)
    try:
        results, refs = measure(paths, runners, args.time_limit, max(1, args.ref_every), repeat,
                                tuple(args.commands or COMMANDS))
    finally:
        for runner in runners.values():
            runner.close()
    print(report(results, refs, args.time_limit))
    if args.times:
        args.times.write_text(json.dumps(times_record(results, refs), indent=1))
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


def _repeats(said: list[str]) -> dict[str, int]:
    """``--repeat`` values as runs by command: ``N`` for every command, ``COMMAND=N`` for one (the last said wins)."""
    out: dict[str, int] = {}
    for item in said:
        command, sep, n = item.rpartition("=")
        if not n.isdigit() or int(n) < 1 or (sep and command not in COMMANDS):
            raise SystemExit(f"--repeat takes N or COMMAND=N with N at least 1 and COMMAND one of "
                             f"{', '.join(COMMANDS)}, not {item!r}")
        for c in ([command] if sep else COMMANDS):
            out[c] = int(n)
    return out


if __name__ == "__main__":
    sys.exit(main())
