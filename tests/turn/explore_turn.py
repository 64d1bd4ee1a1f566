"""Look for disagreements between ``solve_turn`` and the brute force on many random small turns, and print the
smallest board of each kind. Not a test (the property in ``test_turn_properties.py`` is); a tool to run by hand::

    python tests/turn/explore_turn.py [--n 400] [--seed 1] [--no-search] [--max-perms 4] [--max-hand 4]

Each random turn is drawn as the property draws it (a few permanents, a hand of at most four cards, a library of a
few basics, the land play used or not, sometimes ``--most`` or ``--keep``). The answer of
``turn_json(solve_turn(...))`` (what ``turn --json`` prints) is compared with :func:`brute.solve` and replayed with
:func:`turn_replay.replay`; each disagreement is filed under a kind (``possible: manaplan False, brute True``,
``life_lost``, ``kept``, ``replay: …``, ``exception: …``) and the smallest board of each kind is printed as a board
file with the command to run. ``--no-search`` leaves Cultivate, Nature's Lore and Rampant Growth out of hands.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/: conftest maps this checkout to manaplan.*
import conftest  # noqa: E402,F401

import yaml  # noqa: E402

from manaplan_tests import load_helper  # noqa: E402  (conftest made it importable)

brute = load_helper("turn/brute")
turn_replay = load_helper("turn/turn_replay")
props = load_helper("turn/test_turn_properties")

SEARCHES = {"Cultivate", "Nature's Lore", "Rampant Growth"}


def draw(rng: random.Random, no_search: bool, max_perms: int = 4, max_hand: int = 4):
    perms = []
    for _ in range(rng.randint(1, max_perms)):
        name = rng.choice(props.BOARD_POOL)
        perms.append(brute.Perm(name, False, brute.CARDS[name].is_creature and rng.random() < 0.5))
    pool = [c for c in props.SPELLS if not (no_search and c in SEARCHES)] + props.HAND_LANDS
    hand = [rng.choice(pool) for _ in range(rng.randint(1, max_hand))]
    library = [rng.choice(props.BASICS) for _ in range(rng.randint(0, 2))]
    spells = [c for c in hand if not brute.CARDS[c].is_land]
    candidates = None
    if spells and rng.random() < 0.5:
        candidates = tuple(rng.sample(spells, rng.randint(1, len(spells))))
    keep = rng.choice(props.KEEPS) if rng.random() < 0.3 else None
    pool = rng.choice(props.POOLS) if rng.random() < 0.2 else ""
    return brute.Turn(tuple(perms), tuple(hand), tuple(library), rng.random() < 0.5, pool, candidates, keep), \
        rng.random() < 0.4


def judge(turn, most: bool) -> str | None:
    """The kind of disagreement, or None."""
    from manaplan.cli.json_out import turn_json
    from manaplan.models.board_files import board_from_data
    from manaplan.solver.turn import solve_turn

    try:
        plan = solve_turn(board_from_data(props.board_data(turn)), turn.candidates, most=most, keep=turn.keep)
        data = turn_json(plan)
    except Exception as e:  # noqa: BLE001 - a bug is a kind of disagreement too
        return f"exception: {type(e).__name__}: {str(e)[:80]}"
    ans = brute.solve(turn)
    if data["possible"] is not ans.possible:
        return f"possible: manaplan {data['possible']}, brute force {ans.possible}"
    if not (ans.possible or most):
        return None
    wanted = Counter(turn.wanted())
    got = Counter(data["cast"]) & wanted
    if sum(got.values()) != ans.cast:
        return f"--most cast: manaplan {sum(got.values())}, brute force {ans.cast}"
    if sum(brute.CARDS[c].mana_value * n for c, n in got.items()) != ans.mana_value:
        return "--most mana value"
    if data.get("proven", True):
        if turn.keep and data["kept"] is not ans.kept:
            return f"kept: manaplan {data['kept']}, brute force {ans.kept}"
        if data["life_lost"] != ans.life_lost:
            return f"life_lost: manaplan {'more' if data['life_lost'] > ans.life_lost else 'less'}"
    try:
        turn_replay.replay(turn, data)
    except turn_replay.ReplayError as e:
        text = str(e)
        return "replay: " + (text.split(":")[1].strip()[:60] if ":" in text else text[:60])
    return None


def size(turn) -> int:
    return len(turn.battlefield) + len(turn.hand) + len(turn.library) + (1 if turn.keep else 0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--n", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-search", action="store_true")
    parser.add_argument("--max-perms", type=int, default=4)
    parser.add_argument("--max-hand", type=int, default=4)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    kinds: dict[str, tuple] = {}
    counts: Counter = Counter()
    for i in range(args.n):
        turn, most = draw(rng, args.no_search, args.max_perms, args.max_hand)
        kind = judge(turn, most)
        if kind is None:
            continue
        counts[kind] += 1
        if kind not in kinds or size(turn) < size(kinds[kind][0]):
            kinds[kind] = (turn, most)
    print(f"{args.n} random turns, {sum(counts.values())} disagreements in {len(kinds)} kinds")
    for kind, (turn, most) in sorted(kinds.items(), key=lambda kv: -counts[kv[0]]):
        ans = brute.solve(turn)
        flags = " --most" * most + (f" --keep '{turn.keep}'" if turn.keep else "")
        cards = " ".join(repr(c) for c in turn.candidates or ())
        print(f"\n## {kind}  ({counts[kind]}×)\n# manaplan turn board.yaml {cards}{flags} --json")
        print(f"# brute force: possible {ans.possible}, cast {ans.cast}, mana value {ans.mana_value}, life "
              f"{ans.life_lost}, kept {ans.kept}; plan: {'; '.join(ans.plan)}")
        print(yaml.safe_dump(props.board_data(turn), sort_keys=False, width=120).rstrip())


if __name__ == "__main__":
    main()
