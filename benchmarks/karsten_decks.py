"""Where exact play differs from F. Karsten's fractional source counts, on real decks of the corpus. Not a test.

For each deck (``benchmarks/decks/``) it plays ``--games`` games with ``manaplan deck``'s machinery (Karsten's
mulligan, on the play; a Commander deck by the Commander rules) with the exact planners (lands, rocks, Talismans,
Signets, dorks, fetchlands and lands entering by a rule; ``--solves`` adds the several-turns engine for the rest),
and for a few spells of each deck prints:

- P(on curve), unconditional and conditional on having drawn at least as many lands as the spell's mana value
  (Karsten's measure), each over the games decided ± one standard error, and the share of games left unknown on
  that turn; and the bounds of the conditional probability over all games with enough lands, the unknown ones
  counted as failures, then as successes (the exact answer lies between them, up to sampling);
- the threshold (89 + mana value) % and, per colour of the spell, what Karsten's 2022 table asks of a deck of its
  size, the deck's land sources of that colour, and its fractional count in the weights the issue quotes from
  Karsten (a mana rock or Signet making the colour 0.75 of a source for a spell of mana value 3 or more, a dork
  0.5 for a spell of mana value 2 or more);
- the verdicts: ``exact`` ``meets`` when the lower bound meets the threshold, ``short`` when the upper bound is
  under it, ``?`` otherwise or within two standard errors; ``weights`` whether the fractional count meets the
  table; ``DIFFERS`` where they disagree.

The work is bounded by ``--games`` per deck (and ``--solves`` per game), never by a clock.

Usage::

    python benchmarks/karsten_decks.py [--games 4000] [--decks modern_jund ...] [--spells 5] [--solves 0]
                                       [--workers K] [--seed 1]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from manaplan.models.cards.store import default_database  # noqa: E402
from manaplan.models.decks import load_decklist  # noqa: E402
from manaplan.solver.deck.cards import read_deck  # noqa: E402
from manaplan.solver.deck.executors import open_executor  # noqa: E402
from manaplan.solver.deck.games import Settings  # noqa: E402
from manaplan.solver.deck.karsten import threshold  # noqa: E402
from manaplan.solver.deck.makers import maker_of  # noqa: E402
from manaplan.solver.deck.shapes import BITS  # noqa: E402
from manaplan.solver.deck.simulate import simulate  # noqa: E402
from manaplan.solver.deck.turns_planner import planner_for  # noqa: E402

DECKS = ("modern_jund", "modern_boros_burn", "modern_izzet_phoenix", "pioneer_mono_green_devotion", "edh_atraxa_superfriends",
         "legacy_elves", "pauper_familiars")
HERE = Path(__file__).resolve().parent / "decks"
#: The weights the issue quotes from Karsten: a rock or Signet for spells of mana value 3 or more, a dork from 2.
ROCK, DORK = 0.75, 0.5


def fractional(game_deck, letter: str, mana_value: int) -> tuple[float, int, int]:
    """The deck's fractional sources of colour ``letter`` for a spell of this mana value: its land sources, plus
    Karsten's weight for each rock and dork making the colour; and the counts of those rocks and dorks."""
    lands = dict(game_deck.sources).get(letter, 0)
    rocks = dorks = 0
    counts = {}
    for i in game_deck.library:
        counts[i] = counts.get(i, 0) + 1
    for i, role in enumerate(game_deck.roles):
        if role.land or not role.helper:
            continue
        maker = maker_of(game_deck.cards[i], frozenset())
        if maker is None or not any(u & BITS[letter] for u in maker.units):
            continue
        if maker.sick:
            dorks += counts.get(i, 0)
        else:
            rocks += counts.get(i, 0)
    weight = lands + (ROCK * rocks if mana_value >= 3 else 0) + (DORK * dorks if mana_value >= 2 else 0)
    return weight, rocks, dorks


def picked(report, count: int) -> list:
    """Up to ``count`` spells with coloured symbols and a row in Karsten's table, of distinct costs, the most
    demanding (most symbols of one colour, then mana value) first and the cheapest kept."""
    seen, out = set(), []
    for answer in report.spells:
        s = answer.spell
        if not answer.asks or s.cost in seen or s.zone != "library" or s.varies:
            continue
        seen.add(s.cost)
        out.append(answer)
    out.sort(key=lambda a: (-max(n for _, n in a.asks), -a.spell.mana_value))
    return out[:count]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--games", type=int, default=4000)
    parser.add_argument("--decks", nargs="+", default=list(DECKS))
    parser.add_argument("--spells", type=int, default=5)
    parser.add_argument("--solves", type=int, default=0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=None)
    args = parser.parse_args()
    db = default_database()
    with open_executor("local", args.workers) as opened:
        for name in args.decks:
            path = next(HERE.glob(name + ".*"))
            deck = load_decklist(str(path), cards=db)
            game_deck = read_deck(deck)
            horizon = min(6, max(q.mana_value for q in game_deck.questions) or 1)
            start = time.perf_counter()
            report = simulate(deck, games=args.games, seed=args.seed, settings=Settings(horizon=horizon),
                              executor=opened.executor, workers=opened.workers, prepared=game_deck,
                              planner=planner_for(args.solves))
            took = time.perf_counter() - start
            print(f"\n{name}: {deck.size} cards, {deck.lands} lands, table of {report.table} cards; {args.games:,} "
                  f"games in {took:.1f} s on {opened.workers} workers; sources {dict(game_deck.sources)}")
            print(f"  {'spell':<28} {'cost':<14} {'P on curve':>13} {'P conditional':>14} {'unknown':>8} "
                  f"{'bounds':>12} {'need':>5}  {'colour: table / lands / weights (rocks, dorks)':<46} verdict")
            for answer in picked(report, args.spells):
                s = answer.spell
                turn = answer.on_curve_turn
                if turn > horizon:
                    continue
                p, pc = answer.at(turn), answer.at(turn, True)
                need = threshold(s.mana_value)
                unknown = answer.unknown[turn - 1] / report.games
                cells, weights_ok = [], True
                for letter, asked in answer.asks:
                    weight, rocks, dorks = fractional(game_deck, letter, s.mana_value)
                    lands = dict(game_deck.sources).get(letter, 0)
                    cells.append(f"{letter}: {asked} / {lands} / {weight:g} ({rocks}, {dorks})")
                    weights_ok = weights_ok and weight >= asked
                undecided = answer.unknown_conditional[turn - 1]
                enough = pc.trials + undecided
                low = pc.successes / enough if enough else 0.0
                high = (pc.successes + undecided) / enough if enough else 1.0
                se = (pc.se or 0)
                if low - 2 * se >= need:
                    exact = "meets"
                elif high + 2 * se < need:
                    exact = "short"
                else:
                    exact = "?"
                verdict = f"exact {exact}, weights {'meet' if weights_ok else 'short'}"
                if exact != "?" and (exact == "meets") != weights_ok:
                    verdict += "  DIFFERS"
                fmt = (lambda e: f"{e.p:.3f}±{e.se:.3f}" if e.p is not None else "-")
                print(f"  {s.shown or s.name:<28.28} {s.cost:<14} {fmt(p):>13} {fmt(pc):>14} {unknown:>8.1%} "
                      f"{low:>5.3f}-{high:.3f} {need:>5.2f}  {'; '.join(cells):<46} {verdict}")


if __name__ == "__main__":
    main()
