"""How fast ``manaplan deck`` plays games: games per second per core, for a 60-card deck of simple lands, a 60-card
deck with rocks and dorks, and a Commander deck. Not a test.

For each deck and each planner (``--planners``: ``lands``, the lands-only planner; ``helpers``, the exact planner
for rocks, Signets, dorks, fetchlands and lands entering by a rule behind it, the default of ``manaplan deck``;
``engine``, the several-turns engine behind both with ``--solves`` one-turn solves a game): the games of one core
(this process, no pool), with the planner's memo and without it, as games per CPU second; then ``--games`` games on
a process pool of ``--workers`` workers, as wall seconds (the issue's aim: 100,000 games of a 60-card deck in about
a minute on two cores). The share of game-spell answers on curve left unknown says what is left undecided. The
work is bounded by the number of games (and solves), never by a clock.

Usage::

    python benchmarks/deck_scale.py [--games 100000] [--core-games 20000] [--workers K] [--decks lands rocks commander]
                                    [--planners lands helpers engine] [--solves 200]
"""

from __future__ import annotations

import argparse
import sys
import time
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from manaplan.models.cards.store import default_database  # noqa: E402
from manaplan.models.decks import parse_decklist  # noqa: E402
from manaplan.solver.deck.executors import open_executor  # noqa: E402
from manaplan.solver.deck.helpers_planner import HelpersPlanner  # noqa: E402
from manaplan.solver.deck.planner import LandsOnlyPlanner  # noqa: E402
from manaplan.solver.deck.simulate import simulate  # noqa: E402
from manaplan.solver.deck.turns_planner import QUESTION_SOLVES, TurnsPlanner  # noqa: E402

DECKS = {
    "lands": ("60 cards, simple lands (Izzet: basics, pain lands, Guildgates)", """
4 Lightning Bolt
4 Counterspell
4 Fire // Ice
4 Izzet Charm
4 Cryptic Command
4 Opt
4 Snapcaster Mage
4 Thing in the Ice
4 Hangarback Walker
10 Island
8 Mountain
4 Shivan Reef
2 Izzet Guildgate
"""),
    "rocks": ("60 cards with rocks and dorks (Golgari: Elves, Mind Stone, check and shock lands)", """
4 Llanowar Elves
4 Elvish Mystic
4 Mind Stone
4 Fatal Push
4 Thoughtseize
4 Tarmogoyf
4 Liliana of the Veil
4 Grim Flayer
4 Assassin's Trophy
8 Forest
6 Swamp
4 Overgrown Tomb
4 Woodland Cemetery
2 Llanowar Wastes
"""),
    "commander": ("Commander: 99 cards and Atraxa (Signets, Sol Ring, Cultivate, fetches, shocks, tri-lands)", """
Commander
1 Atraxa, Praetors' Voice

Deck
1 Sol Ring
1 Arcane Signet
1 Azorius Signet
1 Golgari Signet
1 Cultivate
1 Kodama's Reach
1 Farseek
1 Swords to Plowshares
1 Counterspell
1 Doom Blade
1 Beast Within
1 Rhystic Study
1 Cyclonic Rift
1 Wrath of God
1 Toxic Deluge
1 Demonic Tutor
1 Vampiric Tutor
1 Swan Song
1 Anguished Unmaking
1 Assassin's Trophy
1 Putrefy
1 Mortify
1 Void Rend
1 Despark
1 Decimate
1 Deepglow Skate
1 Vorinclex, Monstrous Raider
1 Doubling Season
1 Tamiyo's Safekeeping
1 Heroic Intervention
1 Teferi's Protection
1 Tezzeret's Gambit
1 Grim Affliction
1 Fuel for the Cause
1 Ezuri's Predation
1 Evolution Sage
1 Flux Channeler
1 Karn's Bastion
1 Thrummingbird
1 Viral Drake
1 Contagion Clasp
1 Contagion Engine
1 Inexorable Tide
1 Atraxa's Fall
1 Kodama of the East Tree
1 Oath of Teferi
1 The Chain Veil
1 Sword of Truth and Justice
1 Kaya's Ghostform
1 Birds of Paradise
1 Llanowar Elves
1 Rampant Growth
1 Nature's Lore
1 Three Visits
1 Fellwar Stone
1 Mind Stone
1 Wayfarer's Bauble
1 Sakura-Tribe Elder
1 Explosive Vegetation
1 Hallowed Fountain
1 Overgrown Tomb
1 Watery Grave
1 Temple Garden
1 Breeding Pool
1 Godless Shrine
1 Polluted Delta
1 Windswept Heath
1 Arcane Sanctum
1 Sandsteppe Citadel
1 Opulent Palace
1 Seaside Citadel
1 Command Tower
1 Exotic Orchard
7 Plains
7 Island
6 Swamp
6 Forest
"""),
}


def _planner(name: str, solves: int):
    return {"lands": LandsOnlyPlanner, "helpers": HelpersPlanner,
            "engine": partial(TurnsPlanner, game_solves=solves, question_solves=min(solves, QUESTION_SOLVES))}[name]


def _rate(deck, games: int, memo: bool, planner) -> tuple[float, float]:
    """Games per CPU second in this process, and the share of game-spell answers on curve left unknown."""
    start = time.process_time()
    report = simulate(deck, games=games, seed=1, planner=partial(planner, memo=memo))
    spent = time.process_time() - start
    unknown = sum(a.unknown[min(a.on_curve_turn, 10) - 1] for a in report.spells)
    return games / spent, unknown / (games * len(report.spells))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--games", type=int, default=100_000, help="games on the pool (default 100,000)")
    parser.add_argument("--core-games", type=int, default=20_000, help="games on one core (default 20,000)")
    parser.add_argument("--workers", type=int, default=None, help="pool workers (default: the cores)")
    parser.add_argument("--decks", nargs="+", default=list(DECKS), choices=list(DECKS))
    parser.add_argument("--planners", nargs="+", default=["lands", "helpers"], choices=["lands", "helpers", "engine"])
    parser.add_argument("--solves", type=int, default=200, help="one-turn solves a game for the engine planner")
    args = parser.parse_args()
    db = default_database()
    print(f"{'deck':<11} {'planner':<8} {'one core, memo':>16} {'one core, no memo':>18} {'pool: games':>12} "
          f"{'wall s':>7} {'games/s':>8} {'unknown':>8}")
    for key in args.decks:
        title, text = DECKS[key]
        deck = parse_decklist(text, f"{key}.txt", cards=db)
        for name in args.planners:
            planner = _planner(name, args.solves)
            fast, unknown = _rate(deck, args.core_games, True, planner)
            slow, _ = _rate(deck, max(args.core_games // 4, 1000), False, planner)
            with open_executor("local", args.workers) as opened:
                start = time.perf_counter()
                simulate(deck, games=args.games, seed=1, executor=opened.executor, workers=opened.workers,
                         planner=planner)
                wall = time.perf_counter() - start
            print(f"{key:<11} {name:<8} {fast:>11,.0f} g/s {slow:>13,.0f} g/s {args.games:>12,} {wall:>7.1f} "
                  f"{args.games / wall:>8,.0f} {100 * unknown:>7.1f}%   {title} ({opened.workers} workers)")


if __name__ == "__main__":
    main()
