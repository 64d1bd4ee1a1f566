"""Issue 15's honest limits, through the command line: answers within the time limit, in bounded memory, and every
figure that is not proven says so."""

from __future__ import annotations

import json
import resource
import subprocess
import sys
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]

BIG_ROCK = ('permanents:\n'
            '  - {id: x, name: Big Rock, type: Artifact, '
            'text: "{T}: Add 100 mana of any one color.\\n{1}: Untap this artifact."}\n')


def _bounded(args: list[str], memory: int = 1_500_000_000, seconds: float = 20) -> subprocess.CompletedProcess:
    """``manaplan ARGS`` (this working tree's) in a subprocess under a memory rlimit; a hang fails the test."""
    code = (f"import sys; sys.path.insert(0, {str(TESTS)!r}); import conftest; "
            "from manaplan.cli.main import main; sys.argv = ['manaplan', *sys.argv[1:]]; main()")

    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))

    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, timeout=seconds,
                          preexec_fn=limit)


def test_hundred_mana_of_one_color_answers_fast(tmp_path):
    """"Add 100 mana of any one color" is one slot of 100, not every multiset of 100 colours (C(104, 4) of them, the
    cause of a 100 s, 4 GB hang); with "{1}: Untap" it is a loop."""
    board = tmp_path / "big-rock.yaml"
    board.write_text(BIG_ROCK)
    out = _bounded(["produce", str(board), "--time-limit", "1", "--json"])
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["sources"][0]["adds"] == ["[WUBRG×100]"]
    assert data["loops"], data
    out = _bounded(["pay", str(board), "{G}{G}", "--time-limit", "1"])
    assert out.returncode == 0, out.stderr
    assert "mana left {G}×98" in out.stdout


def test_from_choices_of_one_color_by_hundreds():
    from manaplan.models.ability import Produce
    from manaplan.solver.rules.yields import from_choices

    assert from_choices(Produce.any_color(100).choices).text == "[WUBRG×100]"

