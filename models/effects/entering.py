"""How permanents enter the battlefield, as values: tapped or untapped, and what happens as they do.

A permanent's own rule (CR 614.1c-d, 614.12: "[This permanent] enters tapped" applies to that permanent only) is an
:class:`EntersTapped`, with the conditions under which it does not apply ("unless you control a Forest or an
Island", "you may pay 2 life. If you don't, it enters tapped"); a bounceland's trigger that returns a land you
control is a :class:`ReturnsLand`, one that sacrifices as it enters a :class:`SacrificesOnEntering`. Both are on the card's parse
(:attr:`~manaplan.models.ability.ParsedCard.entering`), never in force on the battlefield: they apply as the card
itself enters.

Effects on *other* permanents are effects in force like any other (:mod:`manaplan.models.effects`):
:class:`OthersEnterTapped` (Thalia, Heretic Cathar: "Creatures and nonbasic lands your opponents control enter
tapped."), :class:`EnterUntapped` (Spelunking: "Lands you control enter untapped.") and :class:`UntapsEntering`
(Amulet of Vigor: "Whenever a permanent enters tapped and under your control, untap it."). Who applies them where
is :mod:`manaplan.solver.rules.entering`.

Examples
--------
>>> from manaplan.models.ability import ControlCount, PermanentFilter
>>> harbor = EntersTapped((ControlCount(PermanentFilter(subtypes=frozenset({"Forest", "Island"}),
...                                                     text="a Forest or an Island")),))
>>> harbor.describe()
'enters tapped unless you control a Forest or an Island'
>>> EntersTapped((PaysLife(2),)).describe()
'enters tapped unless you pay 2 life as it enters'
>>> EntersTapped().describe()
'enters tapped'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Union

from ..ability import ControlCount, PermanentFilter
from ..ability.words import count_word
from .scope import Scope

__all__ = ["PaysLife", "RevealsCard", "ControlsAtMost", "LifeAtMost", "EntryCondition", "EntersTapped",
           "ReturnsLand", "SacrificesOnEntering", "OthersEnterTapped", "EnterUntapped", "UntapsEntering"]


@dataclass(frozen=True, slots=True)
class PaysLife:
    """"As ~ enters, you may pay 2 life. If you don't, it enters tapped." (shocklands, a modal card's land face): it
    enters untapped if you pay ``life`` as it enters (CR 119.4: only with at least that much life)."""

    life: int

    def describe(self) -> str:
        """Plain words."""
        return f"you pay {self.life} life as it enters"


@dataclass(frozen=True, slots=True)
class RevealsCard:
    """"As ~ enters, you may reveal a Forest or Island card from your hand. If you don't, ~ enters tapped." (the
    snarls): it enters untapped if a card of your hand fits ``filter`` (another card than itself)."""

    filter: PermanentFilter

    def describe(self) -> str:
        """Plain words."""
        return f"you reveal {self.filter.text} card from your hand"


@dataclass(frozen=True, slots=True)
class ControlsAtMost:
    """"unless you control two or fewer other lands" (fastlands), "If you control two or more other lands, ~ enters
    tapped" (read as: unless you control one or fewer): you control at most ``at_most`` permanents that fit
    ``filter`` (the entering one not counted)."""

    filter: PermanentFilter
    at_most: int

    def describe(self) -> str:
        """Plain words."""
        n = "one" if self.at_most == 1 else count_word(self.at_most)
        return f"you control {n} or fewer {self.filter.text}"


@dataclass(frozen=True, slots=True)
class LifeAtMost:
    """"unless a player has 13 or less life": known to hold when your own life is ``life`` or less (the other
    players' life is not on the board)."""

    life: int

    def describe(self) -> str:
        """Plain words."""
        return f"a player has {self.life} or less life"


#: A condition under which a permanent's own "enters tapped" does not apply. A
#: :class:`~manaplan.models.ability.ControlCount` is "you control …" (the entering permanent not counted: it is not
#: on the battlefield yet).
EntryCondition = Union[ControlCount, ControlsAtMost, PaysLife, RevealsCard, LifeAtMost]


@dataclass(frozen=True, slots=True)
class EntersTapped:
    """The permanent's own "enters tapped" (CR 614.1d), a replacement effect on itself only (CR 614.12).

    Parameters
    ----------
    unless : tuple of EntryCondition
        It enters untapped when one of them holds ("unless you revealed a Soldier card this way or you control a
        Soldier": two); empty: always tapped.
    unread : str
        The words of a condition the parser did not read ("unless you have two or more opponents"): the permanent is
        taken to enter tapped (a plan missed, never a wrong one).
    text : str
    """

    unless: tuple[EntryCondition, ...] = ()
    unread: str = ""
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Plain words."""
        if self.unread:
            return f"enters tapped unless {self.unread} (not read: taken as tapped)"
        if not self.unless:
            return "enters tapped"
        return "enters tapped unless " + " or ".join(
            f"you control {c.describe()}" if isinstance(c, ControlCount) else c.describe() for c in self.unless)


@dataclass(frozen=True, slots=True)
class ReturnsLand:
    """"When ~ enters, return a land you control to its owner's hand." (the bouncelands, Karoos): as the trigger
    resolves, a land you control that fits ``filter`` goes back to your hand (it may be the bounceland itself)."""

    filter: PermanentFilter = PermanentFilter(frozenset({"Land"}), text="a land you control")
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Plain words."""
        return f"when it enters, return {self.filter.text} to its owner's hand"


@dataclass(frozen=True, slots=True)
class SacrificesOnEntering:
    """"When ~ enters, sacrifice two lands." (Lotus Field), "… sacrifice it unless you pay {1}." (Rupture Spire), "…
    sacrifice it unless you return a non-Lair land you control to its owner's hand." (the Lairs), "… sacrifice a land."
    (Glacial Chasm): as its trigger resolves, it or other permanents may leave. What is sacrificed is not worked out:
    such a permanent is not counted on as it enters (a plan missed, never a wrong one)."""

    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Plain words."""
        return f"when it enters, it sacrifices permanents ({self.text or 'its trigger'})"


@dataclass(frozen=True, slots=True)
class OthersEnterTapped:
    """"Creatures and nonbasic lands your opponents control enter tapped." (Thalia, Heretic Cathar; Kismet; Blind
    Obedience; Archon of Emeria): permanents in ``scope`` enter tapped (CR 614.1d, 614.12).

    Parameters
    ----------
    scope : Scope
    source_tapped : bool or None
        Only while the source is tapped (True: "As long as ~ is tapped, other permanents enter tapped.", Archelos,
        Lagoon Mystic) or untapped (False); None: always.
    text : str
    """

    scope: Scope
    source_tapped: bool | None = None
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Plain words."""
        state = {None: "", True: " (while this is tapped)", False: " (while this is untapped)"}[self.source_tapped]
        return f"{self.scope.text} enter tapped{state}"


@dataclass(frozen=True, slots=True)
class EnterUntapped:
    """"Lands you control enter untapped." (Spelunking), "Gates you control enter untapped." (Gond Gate), "As long as
    ~ is untapped, other permanents enter untapped." (Archelos): permanents in ``scope`` enter untapped. Applied
    last, it wins over every "enters tapped" (the controller of the permanent orders the replacement effects, CR
    616.1)."""

    scope: Scope
    source_tapped: bool | None = None
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Plain words."""
        state = {None: "", True: " (while this is tapped)", False: " (while this is untapped)"}[self.source_tapped]
        return f"{self.scope.text} enter untapped{state}"


@dataclass(frozen=True, slots=True)
class UntapsEntering:
    """"Whenever a permanent enters tapped and under your control, untap it." (Amulet of Vigor): a trigger that
    untaps each permanent in ``scope`` that entered tapped, once it resolves (before you next cast a spell or
    activate an ability that is not a mana ability, CR 603.3)."""

    scope: Scope
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Plain words."""
        return f"whenever {self.scope.text} enters tapped under your control, untap it"
