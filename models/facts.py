"""Facts of the game that a board of permanents does not show, given by name in a board's ``facts:``.

Some mana depends on what happened this turn or on things outside the battlefield: "Add {R} for each card in your
hand." (Inner Fire), "Add {C} for each card you've drawn this turn." (Kydele), "If you have the initiative, add
{C}{C} instead." (Sarevok's Tome), "Max speed — {T}: Add {R}{R}.". The parser reads such text into a
value that names a fact of :data:`FACTS`; the solver uses it only when the board gives that fact, and otherwise
says which fact is missing. Nothing is assumed: a fact not given is unknown, not zero or false.

Examples
--------
>>> facts = GameFacts.from_mapping({"cards_in_hand": 4, "initiative": True})
>>> facts.get("cards_in_hand"), facts.get("monarch")
(4, None)
>>> facts
GameFacts.from_mapping({'cards_in_hand': 4, 'initiative': True})
>>> FACTS["max_speed"].words
'you have max speed'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

__all__ = ["Fact", "FACTS", "GameFacts", "fact_words"]


@dataclass(frozen=True, slots=True)
class Fact:
    """One fact a board may give.

    Parameters
    ----------
    name : str
        The key in a board's ``facts:`` mapping.
    kind : {'count', 'flag'}
        A non-negative whole number, or true / false.
    words : str
        How rules text says it ("the number of cards in your hand", "you have the initiative").
    rule : str
        The Comprehensive Rules section it comes from, if any.
    """

    name: str
    kind: str
    words: str
    rule: str = ""


def _facts(*rows: tuple[str, str, str, str]) -> dict[str, Fact]:
    return {name: Fact(name, kind, words, rule) for name, kind, words, rule in rows}


#: Every fact a board may give, by name. A value of the parser that depends on one of these names it here.
FACTS: dict[str, Fact] = _facts(
    ("cards_in_hand", "count", "the number of cards in your hand", "402"),
    ("opponent_cards_in_hand", "count", "the number of cards in target opponent's hand", "402"),
    ("cards_drawn_this_turn", "count", "the number of cards you've drawn this turn", "121"),
    ("life_gained_this_turn", "count", "the amount of life you gained this turn", "119.3"),
    ("opponents_life_lost_this_turn", "count", "the total life your opponents have lost this turn", "119.3"),
    ("opponents_who_lost_life_this_turn", "count", "the number of your opponents who lost life this turn", "119.3"),
    ("opponent_poison", "count", "the most poison counters an opponent has", ""),
    ("opponent_tapped_lands", "count", "the number of tapped lands your opponents control", ""),
    ("opponents_graveyards_named", "count", "the number of cards with that name in your opponents' graveyards "
                                            "(Rite of Flame's 'in each graveyard'; 0 with no opponent)", "404"),
    ("party_size", "count", "the number of creatures in your party", "700.8"),
    ("speed", "count", "your speed", ""),
    ("initiative", "flag", "you have the initiative", "725"),
    ("monarch", "flag", "you're the monarch", "724"),
    ("dungeon_completed", "flag", "you've completed a dungeon", "309.7"),
    ("max_speed", "flag", "you have max speed", ""),
    ("cast_from_hand", "flag", "this spell was cast from your hand", "601.2"),
    ("card_pool_from_library", "flag", "every card in your card pool started the game in your library or in the "
                                       "command zone", ""),
)


def fact_words(name: str) -> str:
    """The rules words of a fact (``'you have the initiative'``).

    Raises
    ------
    KeyError
        If there is no such fact.
    """
    return FACTS[name].words


@dataclass(frozen=True, slots=True)
class GameFacts:
    """The facts a board gives: (name, value) pairs sorted by name; a count is an ``int``, a flag a ``bool``.

    Build with :meth:`from_mapping`, which checks names and values. ``max_speed`` follows from ``speed`` 4 when
    only the speed is given (max speed is speed 4, the highest).
    """

    values: tuple[tuple[str, int | bool], ...] = ()

    @classmethod
    def from_mapping(cls, data: Mapping[str, int | bool]) -> GameFacts:
        """The facts of a mapping of fact name to value.

        Raises
        ------
        KeyError
            For a name not in :data:`FACTS`.
        ValueError
            For a value of the wrong kind (a flag must be true or false; a count a whole number ≥ 0).

        Examples
        --------
        >>> GameFacts.from_mapping({"speed": 4}).get("max_speed")
        True
        >>> GameFacts.from_mapping({"initiative": 1})
        Traceback (most recent call last):
        ...
        ValueError: initiative: must be true or false, not 1
        """
        out: dict[str, int | bool] = {}
        for name, value in data.items():
            fact = FACTS[name]
            if fact.kind == "flag":
                if not isinstance(value, bool):
                    raise ValueError(f"{name}: must be true or false, not {value!r}")
            elif isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ValueError(f"{name}: must be a whole number of 0 or more, not {value!r}")
            out[name] = value
        if "speed" in out and "max_speed" not in out:
            out["max_speed"] = out["speed"] >= 4
        return cls(tuple(sorted(out.items())))

    def get(self, name: str) -> int | bool | None:
        """The value of a fact, or None when the board does not give it.

        Raises
        ------
        KeyError
            If ``name`` is not a fact of :data:`FACTS` (a typo in the program, not in a board).
        """
        if name not in FACTS:
            raise KeyError(name)
        return dict(self.values).get(name)

    def as_dict(self) -> dict[str, int | bool]:
        """The facts as a plain mapping (for JSON)."""
        return dict(self.values)

    def __bool__(self) -> bool:
        return bool(self.values)

    def __repr__(self) -> str:
        return f"GameFacts.from_mapping({dict(self.values)!r})"
