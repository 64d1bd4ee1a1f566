"""Issue 15's honest limits, through the command line: answers within the time limit, in bounded memory, and every
figure that is not proven says so.

No test here waits on a clock (issue 22). A command's deadline is read on a clock that moves a millisecond each time
it is read (the ``ticking`` fixture of ``tests/conftest.py``), so ``--time-limit 1`` passes at its thousandth check on every machine, and what the
command does after it is counted in checks, solves (``solver.work.metered``) and lines of Python
(``manaplan_tests.at_most``); what a solve proves is bounded by CP-SAT's deterministic time, not seconds."""

from __future__ import annotations

import json
import resource
import subprocess
import sys
from pathlib import Path

from manaplan.solver import deadline
from manaplan.solver.work import metered

from manaplan_tests import at_most

TESTS = Path(__file__).resolve().parents[1]

BIG_ROCK = ('permanents:\n'
            '  - {id: x, name: Big Rock, type: Artifact, '
            'text: "{T}: Add 100 mana of any one color.\\n{1}: Untap this artifact."}\n')


def _bounded(args: list[str], memory: int = 1_500_000_000) -> subprocess.CompletedProcess:
    """``manaplan ARGS`` (this working tree's) in a subprocess under a memory rlimit: a blow-up fails the test as it
    passes the bound, not at a time."""
    code = (f"import sys; sys.path.insert(0, {str(TESTS)!r}); import conftest; "
            "from manaplan.cli.main import main; sys.argv = ['manaplan', *sys.argv[1:]]; main()")

    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))

    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, preexec_fn=limit)


def _past(reads: list[float], seconds: float) -> int:
    """How many times the deadline's clock was read after the read that found the deadline passed (the first read
    starts it; ``seconds`` later, a thousand reads a second, it has passed)."""
    return max(0, len(reads) - (1 + round(seconds * 1000)))


def test_hundred_mana_of_one_color_answers_fast(tmp_path):
    """"Add 100 mana of any one color" is one slot of 100, not every multiset of 100 colours (C(104, 4) of them, the
    cause of a 100 s, 4 GB hang, here a failure as it passes the memory bound); with "{1}: Untap" it is a loop."""
    board = tmp_path / "big-rock.yaml"
    board.write_text(BIG_ROCK)
    out = _bounded(["produce", str(board), "--json"])
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["sources"][0]["adds"] == ["[WUBRG×100]"]
    assert data["loops"], data
    out = _bounded(["pay", str(board), "{G}{G}"])
    assert out.returncode == 0, out.stderr
    assert "mana left {G}×98" in out.stdout


def test_from_choices_of_one_color_by_hundreds():
    from manaplan.models.ability import Produce
    from manaplan.solver.rules.yields import from_choices

    assert from_choices(Produce.any_color(100).choices).text == "[WUBRG×100]"


SIGNETS = "Forest, Azorius Signet x60"


def test_figures_not_proven_are_marked_each(run):
    """With a thousandth of CP-SAT's unit of deterministic work for each solve, 60 Signets are not all solved (on
    every machine): the JSON says per figure what is proven, the old keys kept, and the global flag is all of
    them."""
    with metered(per_solve=0.001):
        out = run("produce", "--board", SIGNETS, "--json")
    data = json.loads(out.stdout)
    assert out.exit_code == 0, out.stderr
    assert set(data["proven_by_type"]) == set(data["max_by_type"]) == set("WUBRGC")
    assert isinstance(data["max_total_proven"], bool)
    assert data["proven"] == (data["max_total_proven"] and all(data["proven_by_type"].values()))
    assert any(data["proven_by_type"].values()) and not all(data["proven_by_type"].values()), data


def test_a_figure_not_proven_never_prints_as_a_fact(run, monkeypatch):
    """Whatever the machine proves in time, a figure marked not proven prints as "W 55?" / "at least", and pools
    none found are not "this board makes no mana now"."""
    from dataclasses import replace

    from manaplan.cli.answers import produce as answers
    from manaplan.models.mana import ManaType

    real = answers.solve_produce  # produce, as the command calls it

    def cut(board, **kwargs):
        out = real(board, **kwargs)
        return replace(out, proven=False, max_total_proven=False, pools=(), pools_truncated=True,
                       proven_by_type={**{t: True for t in ManaType}, ManaType.W: False})

    monkeypatch.setattr(answers, "solve_produce", cut)
    text = run("produce", "--board", "Forest, Azorius Signet").stdout
    assert "most of each type  W 1?  U 1  B 0  R 0  G 1  C 0" in text
    assert "most in all        at least 2 (net of costs)" in text
    assert "none proven maximal within the time limit" in text
    assert "makes no mana now" not in text
    data = json.loads(run("produce", "--board", "Forest, Azorius Signet", "--json").stdout)
    assert data["proven_by_type"]["W"] is False and data["proven_by_type"]["U"] is True
    assert data["max_total_proven"] is False and data["proven"] is False


def test_figures_proven_stay_plain(run):
    out = run("produce", "--board", "Forest, Azorius Signet", "--json")
    data = json.loads(out.stdout)
    assert data["max_total_proven"] and all(data["proven_by_type"].values()) and data["proven"]
    text = run("produce", "--board", "Forest, Azorius Signet").stdout
    assert "most of each type  W 1  U 1  B 0  R 0  G 1  C 0\n" in text
    assert "most in all        2 (net of costs)\n" in text


def _loops(run, board):
    out = run("produce", "--board", board, "--json")
    assert out.exit_code == 0, out.stderr
    return json.loads(out.stdout)["loops"]


def test_rings_copy_the_monolith_untap(run):
    """Basalt Monolith with Rings of Brighthearth: {3} to untap and {2} to copy it untap it twice, so it taps twice
    for {C}{C}{C}: +1 each time round. The first round needs {5}, the Monolith's own {C}{C}{C} and two more."""
    (loop,) = _loops(run, "Basalt Monolith, Rings of Brighthearth, Forest x2")
    assert loop["permanent"] == "Basalt Monolith#1" and loop["gain"] == 1
    assert loop["helpers"] == ["Rings of Brighthearth#1"]
    assert "copy it for {2}" in loop["untap"]
    assert _loops(run, "Basalt Monolith, Rings of Brighthearth, Forest") == []  # four mana can't start it
    assert _loops(run, "Basalt Monolith, Forest x2") == []
    (two,) = _loops(run, "Basalt Monolith, Rings of Brighthearth x2, Forest x4")
    assert two["gain"] == 2
    (pa,) = _loops(run, "Basalt Monolith, Power Artifact (on=Basalt Monolith#1), Rings of Brighthearth")
    assert pa["gain"] == 3  # {1} to untap and {2} to copy: six mana
    text = run("produce", "--board", "Basalt Monolith, Rings of Brighthearth, Forest x2").stdout
    assert "unbounded" in text and "+1 mana each time round" in text


def test_training_grounds_reduces_creature_untaps(run):
    """Training Grounds is a cost reduction of creatures' activated abilities, not below one mana: Pili-Pala's
    {2}, {Q} with Grand Architect gains two each time round, not one; Devoted Druid's untap costs a counter, not
    mana, so it makes no loop."""
    out = run("card", "Training Grounds")
    assert "not understood" not in out.stdout
    (loop,) = _loops(run, "Pili-Pala, Grand Architect, Island, Training Grounds")
    assert loop["gain"] == 2
    (plain,) = _loops(run, "Pili-Pala, Grand Architect, Island")
    assert plain["gain"] == 1
    assert _loops(run, "Training Grounds, Devoted Druid") == []


def _big_hand(tmp_path) -> Path:
    hand = ["Lightning Bolt", "Counterspell", "Llanowar Elves", "Grizzly Bears", "Wrath of God", "Cultivate",
            "Divination", "Shock"] * 40
    board = tmp_path / "big-hand.yaml"
    board.write_text("permanents:\n  - {card: Forest, count: 20}\n  - {card: Island, count: 20}\n"
                     "  - {card: Azorius Signet, count: 30}\n  - {card: Mountain, count: 20}\nhand:\n"
                     + "".join(f"  - {c}\n" for c in hand))
    return board


def test_cast_time_limit_is_for_the_whole_command(run, tmp_path, ticking):
    """320 cards and a tenth of a second (a hundred checks of the deadline): not a tenth per card. The cards not
    reached are answered "not tried", never "not castable" as a fact."""
    out = run("cast", str(_big_hand(tmp_path)), "--time-limit", "0.1", "--json")
    assert out.exit_code in (0, 1), out.stderr
    data = json.loads(out.stdout)
    answers = data["castable"] + data["not_castable"]
    assert len(answers) == 320
    tried = [a for a in data["not_castable"] if a["reason"].startswith("not tried")]
    assert tried and all("not proven" in a["reason"] for a in tried)


def test_produce_time_limit_is_for_the_whole_command(run, ticking):
    """60 Signets with one second: the command answers as its deadline passes (each solve had a floor of 0.2 s on
    top of its share before): it reads its deadline once past it and stops there, and what is not proven says so."""
    out = run("produce", "--board", SIGNETS, "--time-limit", "1", "--json")
    assert len(ticking) > 1000 and _past(ticking, 1.0) <= 1, len(ticking)
    data = json.loads(out.stdout)
    assert out.exit_code in (0, 1), out.stderr
    assert data["proven"] is False, data
    assert "proven_by_type" in data or data["answered"] is False


def test_the_deadline_is_one_for_the_command():
    from manaplan.solver.deadline import Deadline, expired, remaining, within

    assert remaining(5.0) == 5.0 and not expired()
    with within(Deadline.start(1.0)):
        assert remaining(5.0) <= 1.0
        with within(Deadline.start(10.0)):  # an inner one never extends the command's
            assert remaining(5.0) <= 1.0
    with within(Deadline.start(0)):
        assert expired() and remaining(5.0) == 0.0


def test_produce_solves_get_what_the_command_has_left(monkeypatch):
    """Each solve gets a share of what remains of the command's deadline, not of its own time limit."""
    from manaplan.models.board_files import parse_inline
    from manaplan.solver.deadline import Deadline, within
    from manaplan.solver.produce import solve as produce_solve

    asked = []
    real = produce_solve.solve_figures

    def spy(*args, time_limit, **kwargs):
        asked.append(time_limit)
        return real(*args, time_limit=time_limit, **kwargs)

    monkeypatch.setattr(produce_solve, "solve_figures", spy)
    board = parse_inline("Forest, Island, Azorius Signet")
    with within(Deadline.start(0.5)):
        produce_solve.produce(board, time_limit=20)
    assert asked and max(asked) <= 0.5


def test_pay_starts_the_rings_loop_with_other_mana(run):
    """The first round of Basalt Monolith with Rings needs {5}: the Monolith's {C}{C}{C} and two more, which the
    plan taps first (the loop gives them back)."""
    out = run("pay", "--board", "Basalt Monolith, Rings of Brighthearth, Forest x2", "{50}", "--json")
    assert out.exit_code == 0, out.stderr
    data = json.loads(out.stdout)
    assert sorted(data["tapped"]) == ["Forest#1", "Forest#2"]
    assert run("pay", "--board", "Basalt Monolith, Rings of Brighthearth, Forest", "{50}").exit_code == 1


def test_a_board_needing_thousands_of_layers_answers_not_proven_instead_of_building_them(run):
    """Issue 15, "limits that hold for the whole command": 5,000 Signets would ask the payment model for thousands of
    layers (its no-self-funding prefix sums grow with the square of the depth, and one build cannot be interrupted).
    The depth is capped (solver.core.model.layer_cap): the answer comes, marked not proven optimal."""
    import json

    board = json.dumps({"permanents": [{"card": "Forest", "count": 100}, {"card": "Azorius Signet", "count": 4900}]})
    result = run("pay", "-", "{X}{U}", "--max-x", "--time-limit", "5", "--json", input=board)
    out = json.loads(result.stdout)
    assert out["payable"] is True and out["optimal"] is False


def _expired_at_start(monkeypatch):
    """The command's deadline has passed as it starts: the first check inside the effective board stops it."""
    monkeypatch.setattr(deadline.Deadline, "start", classmethod(lambda cls, seconds: cls(float("-inf"))))


def test_pay_past_its_deadline_in_the_effective_board_says_not_proven(run, monkeypatch):
    """Issue 15: the effective board and each model build check the command's deadline; pay answers one honest line,
    exit 1 (not 3, no traceback), and the JSON says not payable, not proven."""
    _expired_at_start(monkeypatch)
    out = run("pay", "--board", "Forest, Azorius Signet", "{U}", "--time-limit", "1")
    assert out.exit_code == 1, out.stderr
    assert out.stdout.strip().splitlines() == [
        "{U} is not payable: no answer within the time limit of 1 s (the effective board was still being worked "
        "out): not proven either way"]
    data = json.loads(run("pay", "--board", "Forest, Azorius Signet", "{U}", "--time-limit", "1", "--json").stdout)
    assert data["payable"] is False and data["optimal"] is False and data["proven"] is False


def test_produce_past_its_deadline_in_the_effective_board_says_not_proven(run, monkeypatch):
    _expired_at_start(monkeypatch)
    out = run("produce", "--board", "Forest, Azorius Signet", "--time-limit", "1")
    assert out.exit_code == 1, out.stderr
    assert out.stdout.strip().splitlines() == [
        "no answer within the time limit of 1 s (the effective board was still being worked out): not proven either "
        "way"]
    data = json.loads(run("produce", "--board", "Forest, Azorius Signet", "--time-limit", "1", "--json").stdout)
    assert data["proven"] is False and data["answered"] is False


def test_cast_past_its_deadline_in_a_model_build_says_not_tried(run, monkeypatch):
    """The deadline passes inside a payment (its model's build): that card is "not tried", never exit 3."""
    from manaplan.solver.cast import solve
    from manaplan.solver.deadline import TimeLimitReached

    def late(*args, **kwargs):
        raise TimeLimitReached("the payment model")

    monkeypatch.setattr(solve, "solve_payment", late)  # the payment cast_report asks for each card
    board = "permanents: [Forest, Mountain]\nhand: [Lightning Bolt, Grizzly Bears]\n"
    out = run("cast", "-", "--json", input=board)
    assert out.exit_code in (0, 1), out.stderr
    data = json.loads(out.stdout)
    assert data["castable"] == []
    assert [a["reason"].startswith("not tried") for a in data["not_castable"]] == [True, True]


def test_cast_past_its_deadline_in_the_effective_board_tries_nothing(run, monkeypatch):
    from manaplan.solver.cast import solve
    from manaplan.solver.deadline import TimeLimitReached

    def late(*args, **kwargs):
        raise TimeLimitReached("the effective board")

    monkeypatch.setattr(solve, "board_rules", late)
    out = run("cast", "-", "--json", input="permanents: [Mountain]\nhand: [Lightning Bolt]\n")
    assert out.exit_code in (0, 1), out.stderr
    (answer,) = json.loads(out.stdout)["not_castable"]
    assert answer["reason"].startswith("not tried") and "not proven" in answer["reason"]


REFLECTING = "Forest x2000, Llanowar Elves x2000, Azorius Signet x2000, Birds of Paradise x2000, Reflecting Pool x2000"


def test_the_effective_board_of_ten_thousand_permanents_holds_the_time_limit(run, ticking):
    """2,000 Reflecting Pools look at 10,000 permanents each: the effective board alone took over 20 s (billions of
    lines of Python); with --time-limit 1 each command now checks its deadline as it works, stops at the first check
    past it and answers honestly, within a bound on its work."""
    with at_most(2_000_000):
        out = run("pay", "--board", REFLECTING, "{U}", "--time-limit", "1", "--json")
    assert len(ticking) > 1000 and _past(ticking, 1.0) <= 1, len(ticking)
    assert out.exit_code in (0, 1), out.stderr
    data = json.loads(out.stdout)
    assert data["payable"] or data["optimal"] is False
    ticking.clear()
    with at_most(2_000_000):
        out = run("produce", "--board", REFLECTING, "--time-limit", "1", "--json")
    assert len(ticking) > 1000 and _past(ticking, 1.0) <= 1, len(ticking)
    assert out.exit_code in (0, 1) and json.loads(out.stdout)["proven"] is False
