"""The deck corpus of ``benchmarks/decks/``: every file reads, every name is a card of the database spelled as its
Oracle name, the counts add up (40, 60, or 100 with the commander), Commander decks are singleton and within their
commander's colour identity; and the policy of ``benchmarks/realistic.py`` makes boards manaplan reads, with the
same boards for the same seed."""

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

from manaplan.models.board import color_identity
from manaplan.models.cards.store import default_database

ROOT = Path(__file__).resolve().parents[2]


def _realistic():
    spec = importlib.util.spec_from_file_location("realistic_benchmark", ROOT / "benchmarks" / "realistic.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


realistic = _realistic()
DECKS = realistic.deck_files()


def test_the_corpus_has_at_least_25_decks():
    assert len(DECKS) >= 25


@pytest.mark.parametrize("path", DECKS, ids=lambda p: p.name)
def test_deck_names_and_counts(path):
    db = default_database()
    deck = realistic.read_deck(path)
    for name in {*deck.main, *deck.commanders}:
        card = db.find(name)
        assert card is not None, f"{path.name}: unknown card {name!r}"
        assert card.full_name == name, f"{path.name}: {name!r} is spelled {card.full_name!r} in Oracle"
    total = len(deck.main) + len(deck.commanders)
    if deck.is_commander:
        assert total == 100
        identity = frozenset().union(*(color_identity(db.get(n)) for n in deck.commanders))
        for name in deck.main:
            card = db.get(name)
            assert color_identity(card) <= identity, f"{path.name}: {name} is outside the commander's identity"
            assert card.is_basic or deck.main.count(name) == 1, f"{path.name}: {name} twice"
    else:
        assert total in (40, 60)


def test_a_line_that_is_no_card_line_is_an_error(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("4 Lightning Bolt\nfour Shock\n")
    with pytest.raises(ValueError, match="bad.txt:2"):
        realistic.read_deck(bad)


def test_the_export_formats_read_alike(tmp_path):
    arena = tmp_path / "arena.txt"
    arena.write_text("Commander\n1 Krenko, Mob Boss (M13) 139\n\nDeck\n2 Mountain (M20) 275\n\nSideboard\n1 Shock\n")
    moxfield = tmp_path / "moxfield.txt"
    moxfield.write_text("1 Krenko, Mob Boss *CMDR*\n2 Mountain\n")
    dek = tmp_path / "mtgo.dek"
    dek.write_text('<?xml version="1.0"?><Deck><Cards CatID="1" Quantity="2" Sideboard="false" Name="Mountain" />'
                   '<Cards CatID="2" Quantity="1" Sideboard="true" Name="Shock" /></Deck>')
    for path in (arena, moxfield):
        deck = realistic.read_deck(path)
        assert (deck.commanders, deck.main) == (["Krenko, Mob Boss"], ["Mountain", "Mountain"])
    assert realistic.read_deck(dek).main == ["Mountain", "Mountain"]


def test_the_policy_makes_boards_manaplan_reads_and_the_same_for_a_seed(tmp_path):
    paths = realistic.generate(6, 3, tmp_path / "a", ["edh_krenko", "legacy_elves"])
    again = realistic.generate(6, 3, tmp_path / "b", ["edh_krenko", "legacy_elves"])
    assert len(paths) == 6
    assert [p.read_text().splitlines()[2:] for p in paths] == [p.read_text().splitlines()[2:] for p in again]


def test_the_same_seed_makes_the_same_games_whatever_the_hash_seed(tmp_path):
    """A set's order changes with the interpreter's hash seed (PYTHONHASHSEED): the policy once drew its random
    choices in that order, and the same --seed made other games in another process."""
    code = ("import importlib.util, sys, pathlib; spec = importlib.util.spec_from_file_location('r', sys.argv[1]); "
            "m = importlib.util.module_from_spec(spec); sys.modules['r'] = m; spec.loader.exec_module(m); "
            "m.generate(6, 3, pathlib.Path(sys.argv[2]), ['edh_atraxa', 'edh_kess'])")
    texts = []
    for hash_seed in ("1", "2"):
        out = tmp_path / hash_seed
        subprocess.run([sys.executable, "-c", code, str(ROOT / "benchmarks" / "realistic.py"), str(out)], check=True,
                       env={**os.environ, "PYTHONHASHSEED": hash_seed}, capture_output=True)
        texts.append([p.read_text() for p in sorted(out.glob("*.yaml"))])
    assert texts[0] and texts[0] == texts[1]


def test_repeat_takes_the_median_run_per_command():
    """``--repeat``: N runs of each state's command per checkout, its time the median run's (as the reference's is
    the median of its runs); a failed run is kept, whatever its time."""
    assert realistic._repeats(["3", "turn --most=5"]) == {**{c: 3 for c in realistic.COMMANDS}, "turn --most": 5}
    assert realistic._repeats([]) == {}
    with pytest.raises(SystemExit):
        realistic._repeats(["turn=2"])
    runs = [realistic.Run(w, w, "", {}) for w in (0.5, 0.3, 0.4)]
    assert realistic._median_run(runs).wall == 0.4
    assert realistic._median_run(runs[:2]).wall == 0.3  # the lower median
    failed = realistic.Run(0.1, 0.1, "exit 3", None)
    assert realistic._median_run([*runs, failed]) is failed


def test_the_runs_of_one_state_are_passes_apart(tmp_path):
    """``--repeat 3``: each state's three runs are three passes over every state, not one after another, so a burst
    of load from elsewhere slows one of a state's runs, not its median; the reference runs in every pass."""
    paths = []
    for name in ("a", "b"):
        paths.append(tmp_path / f"{name}.yaml")
        paths[-1].write_text("permanents: [Forest]\nhand: [Llanowar Elves]\n")
    seen = []

    def runner(args):
        seen.append(args[0] if args[0] == "pay" else Path(args[1]).stem)
        return realistic.Run(0.01 * len(seen), 0.01, "", {"proven": True, "possible": True})

    results, refs = realistic.measure(paths, {"x": runner}, 10.0, 2, {"turn --most": 3}, commands=("turn --most",))
    assert [s for s in seen if s != "pay"] == ["a", "b"] * 3
    assert seen.count("pay") == 1 + 3 + 1  # the warm-up, one per pass, the last
    assert [p.stem for p, _ in results["x"]["turn --most"]] == ["a", "b"]
    assert [r.wall for _, r in results["x"]["turn --most"]] == pytest.approx([0.06, 0.07])  # the second pass' runs


def test_command_times_that_command_alone_and_the_report_shows_it_alone(tmp_path):
    """``--command 'turn --most'``: each state runs that command only (and the reference), and the report has its
    row alone, with no produce/pay comparison over commands not timed."""
    board = tmp_path / "s.yaml"
    board.write_text("permanents: [Forest]\nhand: [Llanowar Elves]\n")
    seen = []

    def runner(args):
        seen.append(args[0])
        return realistic.Run(0.01, 0.01, "", {"proven": True, "possible": True})

    results, refs = realistic.measure([board], {"a": runner}, 10.0, 1, commands=("turn --most",))
    assert seen.count("turn") == 1 and set(seen) == {"pay", "turn"}  # the reference's runs, the command once
    assert {c: len(r) for c, r in results["a"].items() if r} == {"turn --most": 1}
    text = realistic.report(results, refs, 10.0)
    assert "  turn --most " in text and "  produce " not in text and "max_total" not in text
