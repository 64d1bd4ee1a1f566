"""When a mana ability may be activated: :class:`ActivationCondition` ("Activate only if you control three or more
artifacts", "only once each turn") and the counts it and :class:`~manaplan.models.ability.any_output.Conditional` test
(:class:`ControlCount`). :mod:`manaplan.solver.rules.conditions` evaluates them on a board.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..facts import FACTS
from .costs import PermanentFilter
from .words import count_word, counter_words

__all__ = ["ControlCount", "ActivationCondition", "FACT_CONDITION_WORDS", "fact_condition_words"]


@dataclass(frozen=True, slots=True)
class ControlCount:
    """"you control three or more artifacts", "you control a Swamp or a Mountain": at least ``at_least`` permanents
    you control (this one included) that fit ``filter``; with ``same_name``, that many with one name between them
    ("three or more lands with the same name", Sceptre of Eternal Glory).

    Examples
    --------
    >>> ControlCount(PermanentFilter(frozenset({"Artifact"}), text="artifacts"), 3).describe()
    'three or more artifacts'
    """

    filter: PermanentFilter
    at_least: int = 1
    same_name: bool = False

    def describe(self) -> str:
        """``'an Island'``, ``'three or more artifacts'`` (the filter's printed words)."""
        if self.at_least == 1:
            return self.filter.text
        tail = " with the same name" if self.same_name else ""
        return f"{count_word(self.at_least)} or more {self.filter.text}{tail}"


@dataclass(frozen=True, slots=True)
class ActivationCondition:
    """When an ability may be activated, beyond its cost (CR 602.5b): "Activate only as a sorcery.", "Activate only
    once each turn.", "Activate only if you control three or more artifacts." Each field that is set must hold.

    Parameters
    ----------
    sorcery_speed : bool
        "Activate only as a sorcery": your main phase, stack empty (CR 307.1).
    instant_speed : bool
        "Activate only as an instant": only when you have priority, so not while casting a spell or activating an
        ability (a mana ability could otherwise be activated then, CR 605.3a).
    max_per_turn : int
        "Activate only once each turn" (1), "no more than three times each turn" (3); 0: no limit.
    turn : str
        ``'yours'`` ("Activate only during your turn"), ``'opponents'`` ("during an opponent's turn"), ``''``.
    you_control : tuple of ControlCount
        "Activate only if you control …": each must hold.
    self_counters : tuple of (str, int)
        "Activate only if ~ has two or more oil counters on it": (kind, at least).
    total_power : int
        "Activate only if creatures you control have total power 8 or greater" (formidable); 0: no such condition.
    self_types : frozenset of str
        "Activate only if ~ is a creature" (a Vehicle, Flywheel Racer): the permanent has these card types now.
    entered_this_turn : bool
        "Activate only if ~ entered the battlefield this turn" (Mirrex).
    facts : tuple of (str, int)
        Facts of the game (:data:`~manaplan.models.facts.FACTS`) that must hold: (name, at least) for a count
        ("Activate only if an opponent has three or more poison counters.": ``('opponent_poison', 3)``), (name, 1)
        for a flag that must be true ("Max speed — {T}: Add {R}{R}." has the ability only while you have max
        speed: ``('max_speed', 1)``).
    self_counters_at_most : tuple of (str, int)
        (kind, at most) counters on the permanent: the upper end of a leveler's "LEVEL 1-4" section (CR 711), whose
        abilities exist only with one to four level counters.
    once : bool
        "Activate only once." (an exhaust ability, "Exhaust — {G}, {T}: Add three mana of any one color."): once in
        the game, so usable only if it has not been activated before.
    any_player_own_turn : bool
        "Any player may activate this ability but only during their turn before the end step." (Mana Cache): you may
        activate it during your turn before your end step (another player may activate yours during theirs, which
        adds nothing to your mana).
    text : str
        The sentences as printed (not compared).
    """

    sorcery_speed: bool = False
    instant_speed: bool = False
    max_per_turn: int = 0
    turn: str = ""
    you_control: tuple[ControlCount, ...] = ()
    self_counters: tuple[tuple[str, int], ...] = ()
    text: str = field(default="", compare=False)
    total_power: int = 0
    self_types: frozenset[str] = frozenset()
    entered_this_turn: bool = False
    facts: tuple[tuple[str, int], ...] = ()
    self_counters_at_most: tuple[tuple[str, int], ...] = ()
    once: bool = False
    any_player_own_turn: bool = False

    def describe(self) -> str:
        """One sentence per condition: ``'Activate only as a sorcery. Activate only once each turn.'``."""
        out = []
        if self.sorcery_speed:
            out.append("Activate only as a sorcery.")
        if self.instant_speed:
            out.append("Activate only as an instant.")
        if self.max_per_turn == 1:
            out.append("Activate only once each turn.")
        elif self.max_per_turn:
            out.append(f"Activate no more than {count_word(self.max_per_turn)} times each turn.")
        if self.turn:
            out.append("Activate only during your turn." if self.turn == "yours"
                       else "Activate only during an opponent's turn.")
        for c in self.you_control:
            out.append(f"Activate only if you control {c.describe()}.")
        for kind, n in self.self_counters:
            out.append(f"Activate only if this permanent has {count_word(n)} or more {kind} counters on it."
                       if n > 1 else f"Activate only if this permanent has {counter_words(1, kind)} on it.")
        if self.total_power:
            out.append(f"Activate only if creatures you control have total power {self.total_power} or greater.")
        for t in sorted(self.self_types):
            out.append(f"Activate only if this permanent is {'an' if t[0] in 'AEIOU' else 'a'} {t.lower()}.")
        if self.entered_this_turn:
            out.append("Activate only if this permanent entered the battlefield this turn.")
        for kind, n in self.self_counters_at_most:
            out.append(f"Activate only if this permanent has {count_word(n)} or fewer {kind} counters on it.")
        for name, n in self.facts:
            out.append(f"Activate only if {fact_condition_words(name, n)}.")
        if self.once:
            out.append("Activate only once.")
        if self.any_player_own_turn:
            out.append("Any player may activate this ability but only during their turn before the end step.")
        return " ".join(out)


#: How "Activate only if …" says a count fact is at least n ({n}: the number in words).
FACT_CONDITION_WORDS = {"opponent_poison": "an opponent has {n} or more poison counters"}


def fact_condition_words(name: str, n: int) -> str:
    """The words of a condition on a fact: ``'you have max speed'`` (a flag), ``'an opponent has three or more
    poison counters'`` (a count, at least ``n``).

    Examples
    --------
    >>> fact_condition_words("opponent_poison", 3)
    'an opponent has three or more poison counters'
    >>> fact_condition_words("max_speed", 1)
    'you have max speed'
    """
    fact = FACTS[name]
    if fact.kind == "flag":
        return fact.words
    template = FACT_CONDITION_WORDS.get(name)
    return template.format(n=count_word(n)) if template else f"{fact.words} is {n} or greater"
