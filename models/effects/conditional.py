"""Effects in force only while something holds on the board: :class:`AsLongAs` ("As long as you control six or more
lands, …", CR 611.3b) and :class:`InSection` (printed under a LEVEL, STATION or Class level header).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..facts import fact_words

__all__ = ["AsLongAs", "InSection"]


@dataclass(frozen=True, slots=True)
class AsLongAs:
    """"As long as you control six or more lands, lands you control have "…"" (The World Tree), "As long as ~ has a
    conqueror counter on him, nonbasic lands are Mountains." (Zhao, the Moon Slayer): a static effect of a permanent
    in force only while a condition holds on the board as given (CR 611.3b). Exactly one condition is set.

    Parameters
    ----------
    effect : Effect
    control : ControlCount or None
        At least that many permanents you control of a card type (the source's controller; card types as printed).
    own_counter : str or None
        The source has a counter of this kind on it.
    own_state : str or None
        The source is ``'renowned'`` (CR 702.112) or ``'modified'`` (CR 700.9: it has a counter, is equipped, or is
        enchanted by an Aura its controller controls).
    library_top : str or None
        The top card of your library is a card of this card type (``'Land'``): known only when the board gives
        ``library_top:``.
    in_graveyard : bool
        The card is in your graveyard: the effect works from there, not from the battlefield (CR 611.3b: the object
        is in the zone its ability names).
    fact : str or None
        A flag of :data:`manaplan.models.facts.FACTS` is true (Worldknit: ``'card_pool_from_library'``); known only
        when the board's ``facts:`` gives it.
    text : str

    Examples
    --------
    >>> from manaplan.models.ability import ActivationCost, ManaAbility, Produce
    >>> from manaplan.models.effects import Grant, Scope
    >>> forest = ManaAbility(ActivationCost(tap=True), Produce.one_of("G"))
    >>> AsLongAs(Grant(Scope(itself=True, text="~"), forest), own_state="renowned").describe()
    'as long as this permanent is renowned: ~ has "{T}: Add {G}."'
    """

    effect: object
    control: object = None
    own_counter: str | None = None
    text: str = field(default="", compare=False)
    own_state: str | None = None
    library_top: str | None = None
    in_graveyard: bool = False
    fact: str | None = None

    def describe(self) -> str:
        """Plain words."""
        if self.fact is not None:
            cond = fact_words(self.fact)
        elif self.control is not None:
            cond = f"you control {self.control.describe()}"
        elif self.own_state is not None:
            cond = f"this permanent is {self.own_state}"
        elif self.library_top is not None:
            cond = f"the top card of your library is a {self.library_top.lower()} card"
        elif self.in_graveyard:
            cond = "this card is in your graveyard"
        else:
            cond = f"this permanent has a {self.own_counter} counter on it"
        return f"as long as {cond}: {self.effect.describe()}"


@dataclass(frozen=True, slots=True)
class InSection:
    """An effect printed under a header that says when the permanent has it: a leveler's "LEVEL 5+" (CR 711: while it
    has five or more level counters), a Spacecraft's or Planet's "STATION 12+" (twelve or more charge counters), a
    Class's "{1}{R}: Level 2" (CR 716: while the Class is level 2 or higher, the board's ``level:``). "Elves you
    control have "{T}: Add {G}{G}."" under "LEVEL 5+" (Joraga Treespeaker) is in force only then.

    Parameters
    ----------
    effect : Effect
    counter : str
        ``'level'`` or ``'charge'``; ``''`` for a Class level.
    low : int
        At least this many counters, or this class level.
    high : int
        At most this many counters ("LEVEL 1-4"); 0: no upper end.
    text : str

    Examples
    --------
    >>> from manaplan.models.ability import ActivationCost, ManaAbility, Produce
    >>> from manaplan.models.effects import Grant, Scope
    >>> forest = ManaAbility(ActivationCost(tap=True), Produce.one_of("G"))
    >>> InSection(Grant(Scope(itself=True, text="~"), forest), "level", 5).describe()
    'LEVEL 5+ — ~ has "{T}: Add {G}."'
    """

    effect: object
    counter: str
    low: int
    high: int = 0
    text: str = field(default="", compare=False)

    def header(self) -> str:
        """``'LEVEL 1-4'``, ``'STATION 12+'``, ``'Level 2'``."""
        if not self.counter:
            return f"Level {self.low}"
        word = "LEVEL" if self.counter == "level" else "STATION"
        return f"{word} {self.low}-{self.high}" if self.high else f"{word} {self.low}+"

    def describe(self) -> str:
        """Plain words: the header, then the effect."""
        return f"{self.header()} \u2014 {self.effect.describe()}"
