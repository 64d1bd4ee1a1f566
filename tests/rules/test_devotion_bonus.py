"""Altar of the Pantheon: "Your devotion to each color and each combination of colors is increased by one." (CR 700.5)."""

from manaplan.models.board_files import board_from_data, parse_inline
from manaplan.models.cards.store import default_database
from manaplan.models.effects import DevotionBonus
from manaplan.models.mana import ManaType
from manaplan.models.oracle.parser import parse_card
from manaplan.solver.effective import devotion

G, W = frozenset({ManaType.G}), frozenset({ManaType.W})


def test_altar_is_read_as_a_devotion_bonus():
    parsed = parse_card(default_database().get("Altar of the Pantheon"))
    assert parsed.fully_understood
    (bonus,) = [e for e in parsed.effects if isinstance(e, DevotionBonus)]
    assert bonus.amount == 1
    assert bonus.describe() == "Your devotion to each color and each combination of colors is increased by one."


def test_devotion_counts_the_altar_once_for_any_colour():
    """Llanowar Elves ({G}) gives devotion to green 1; the Altar adds one to it, and one to white (0 symbols)."""
    board = parse_inline("Altar of the Pantheon, Llanowar Elves")
    assert devotion(board, "you", G) == 2
    assert devotion(board, "you", W) == 1
    assert devotion(parse_inline("Llanowar Elves"), "you", G) == 1


def test_an_opponents_altar_adds_nothing_to_yours():
    board = board_from_data({"permanents": [{"card": "Altar of the Pantheon", "controller": "opponent"},
                                            "Llanowar Elves"]})
    assert devotion(board, "you", G) == 1


def test_nykthos_makes_the_altars_extra_mana(run, tmp_path):
    """Nykthos, Shrine to Nyx: "{2}, {T}: Choose a color. Add an amount of mana of that color equal to your devotion
    to that color." With the Altar and Llanowar Elves, green devotion is 2: it adds G×2 (white: W)."""
    path = tmp_path / "b.yaml"
    path.write_text('permanents: ["Nykthos, Shrine to Nyx", Altar of the Pantheon, Llanowar Elves]\n')
    result = run("produce", str(path))
    assert result.exit_code == 0, result.output
    line = next(x for x in result.output.splitlines() if x.startswith("Nykthos"))
    assert "pay {2}: {G}{G}, {W}" in line and "[" not in line  # devotion: two green, or one of another colour


def test_not_counted_where_abilities_may_be_lost():
    """An effect that removes abilities is on the board: the bonus is not counted (a smaller devotion never makes a
    plan that cannot be carried out)."""
    board = board_from_data({"permanents": ["Altar of the Pantheon", "Llanowar Elves",
                                            {"card": "Toxicrene", "controller": "opponent"}]})
    assert devotion(board, "you", G) == 1
