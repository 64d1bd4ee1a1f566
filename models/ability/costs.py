"""What activating a mana ability costs (CR 602.1, 605.1a).

:class:`ActivationCost` is every part of a cost the parser reads: tap, untap, mana, life, sacrifice, counters,
discard, exile, tapping other permanents …; :class:`PermanentFilter` is the permanents such a part speaks of ("an
untapped Elf you control"). :class:`CostX` is the ability's X, and :data:`Amount` an amount of mana (a number or X).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from ..costs import ManaCost
from ..mana import ManaType
from .words import amount_word, count_word, counter_words

__all__ = ["PermanentFilter", "ActivationCost", "CostX", "Amount"]


@dataclass(frozen=True, slots=True)
class PermanentFilter:
    """Which permanents a cost or effect speaks of: "a land", "another untapped Elf", "an artifact".

    Parameters
    ----------
    card_types : frozenset of str
        Any of these card types (Land, Creature, Artifact …); empty means any.
    subtypes : frozenset of str
        Any of these subtypes (Forest, Elf, Treasure …); empty means any.
    another : bool
        "another": not the permanent whose ability this is.
    untapped : bool
        Only untapped permanents.
    text : str
        The words as printed ("an untapped Elf you control").
    colors : frozenset of ManaType
        Any of these colours ("an untapped blue creature"); empty means any. A caller that does not pass a
        permanent's colours to :meth:`matches` never matches a filter with colours (never a wrong match).
    all_subtypes : frozenset of str
        Every one of these subtypes as well: "an Urza's Power-Plant" is a land that is both Urza's and Power-Plant
        (CR 205.3i); empty means no such requirement.
    supertypes : frozenset of str
        Every one of these supertypes ("a legendary creature"); empty means any. A caller that does not pass a
        permanent's supertypes to :meth:`matches` never matches a filter with supertypes.
    token : bool or None
        ``True`` only tokens ("two untapped tokens", "a Prism token"), ``False`` only nontokens ("a nontoken
        artifact"), ``None`` either. A caller that does not say whether the permanent is a token never matches a
        filter with ``token`` set.
    min_power : int
        Only creatures with at least this power ("a creature with power 4 or greater"); 0: any. A caller that does
        not give the permanent's power never matches a filter with ``min_power``.
    names : frozenset of str
        Only permanents with one of these names ("a token named Wood", "a creature named Mine Worker"); empty: any.
        A caller that does not give the name never matches a filter with ``names``.
    monocolored : bool
        Only monocolored permanents (exactly one colour, CR 105.2b); a caller must give the colours.
    or_card_types : frozenset of str
        With ``colors``: a permanent that has none of the colours matches when it has one of these card types
        instead ("a black or artifact creature", Soldevi Adnate: a creature that is black or an artifact); empty:
        the colours alone. A caller that does not give the colours never matches a filter with colours.
    """

    card_types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    another: bool = False
    untapped: bool = False
    text: str = ""
    colors: frozenset[ManaType] = frozenset()
    all_subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    token: bool | None = None
    min_power: int = 0
    names: frozenset[str] = frozenset()
    monocolored: bool = False
    or_card_types: frozenset[str] = frozenset()

    def matches(self, card_types: frozenset[str] | set[str], subtypes: frozenset[str] | set[str],
                colors: frozenset[ManaType] | set[ManaType] | None = None, *,
                supertypes: frozenset[str] | set[str] | None = None, is_token: bool | None = None,
                power: int | None = None, name: str | None = None) -> bool:
        """Whether a permanent with these card types, subtypes (and colours) is of this kind
        (``another``/``untapped`` are the caller's to check: they depend on the board)."""
        if self.card_types and not (self.card_types & set(card_types)):
            return False
        if self.subtypes and not (self.subtypes & set(subtypes)):
            return False
        if self.colors and (colors is None or not (self.colors & set(colors) or self.or_card_types & set(card_types))):
            return False
        if self.or_card_types and not self.colors:  # never built so; no colours to be an alternative to
            return False
        if self.all_subtypes and not self.all_subtypes <= set(subtypes):
            return False
        if self.supertypes and (supertypes is None or not self.supertypes <= set(supertypes)):
            return False
        if self.token is not None and (is_token is None or is_token != self.token):
            return False
        if self.min_power and (power is None or power < self.min_power):
            return False
        if self.names and (name is None or name not in self.names):
            return False
        if self.monocolored and (colors is None or len(set(colors)) != 1):
            return False
        return True


@dataclass(frozen=True, slots=True)
class ActivationCost:
    """The activation cost of an ability (CR 602.1a, 107.5, 107.6, 118).

    Parameters
    ----------
    tap : bool
        ``{T}``: tap this permanent (it must be untapped; creatures: CR 302.6).
    untap : bool
        ``{Q}``: untap this permanent (it must be tapped; creatures: CR 302.6).
    mana : ManaCost
        Mana to pay, paid from mana made earlier (no self-funding). May hold ``{X}`` only when the effect's amount
        is :class:`CostX` (the parser leaves any other ``{X}`` unsupported).
    life : int
        "Pay N life" (CR 119.4: only with at least N life).
    sacrifice_self : bool
        "Sacrifice this …" / "Sacrifice <its name>".
    sacrifices : tuple of PermanentFilter
        Other permanents to sacrifice, one per entry.
    remove_counters : tuple of (str, int)
        "Remove N <kind> counters from this …": (kind, N).
    remove_x_counters : str
        "Remove X <kind> counters from this …" or "Remove any number of <kind> counters …": the kind; the
        number removed is the ability's X (CR 107.3), any number from 0 to the counters it has. ``''``: none.
    taps : tuple of PermanentFilter
        "Tap an untapped creature you control", "Tap two untapped Elves you control": other untapped permanents
        you control to tap, one per entry (each a different permanent, none of them the source if it taps itself
        with ``{T}``). Tapping a creature this way is not a ``{T}`` cost of that creature, so summoning sickness
        does not stop it (CR 302.6 speaks only of its own ``{T}``/``{Q}`` abilities).
    discard : int
        "Discard a card", "Discard two cards": cards from your hand, any cards.
    discard_hand : bool
        "Discard your hand" (possible with an empty hand).
    exile_self : str
        "Exile ~ from your hand" (``'hand'``), "Exile ~ from your graveyard" (``'graveyard'``), "Exile ~"
        (``'battlefield'``); ``''`` for none. The ability can be activated only while its card is in that zone
        (CR 113.6): a Spirit Guide is a card in hand, not a permanent.
    exile_cards : tuple of (str, int)
        "Exile a card from your graveyard" ``('graveyard', 1)``, "Exile a card from your hand" ``('hand', 1)``:
        other cards to exile, by zone.
    mill : int
        "Mill a card": cards put from the top of your library into your graveyard (CR 701.13).
    return_self : bool
        "Return ~ to its owner's hand".
    put_counters : tuple of (str, int)
        "Put a -0/-1 counter on ~" (Wall of Roots): counters put on this permanent as a cost.
    exert : bool
        "Exert ~" (CR 701.43): it won't untap during your next untap step; no effect on this turn's mana (an
        exerted permanent may be exerted again).
    energy : int
        "Pay {E}{E}" (CR 107.14): energy counters you have to pay. The board has no energy yet, so a consumer that
        cannot count your energy treats such an ability as unusable.
    collect_evidence : int
        "Collect evidence N" (CR 701.59): exile cards from your graveyard with total mana value N or more.
    forage : bool
        "Forage" (CR 701.61): exile three cards from your graveyard or sacrifice a Food.
    exiles : tuple of PermanentFilter
        "Exile a creature you control" (Food Chain): other permanents you control exiled as a cost, one per entry.
        For mana this is like a sacrifice: the permanent leaves the battlefield (CR 406.2) — but it is not
        sacrificed, so see :attr:`removes_others` for both.
    x_at_least : int
        With ``remove_x_counters`` or ``sacrifice_x``: the least X, 1 for "one or more" ("Remove one or more dream
        counters from ~", Rasputin, the Oneiromancer; "Sacrifice one or more artifacts", Radiant Lotus); 0 for
        "Remove X …", "any number of …", "Sacrifice X …".
    sacrifice_x : PermanentFilter or None
        "Sacrifice X Goats" (Springjack Pasture): X permanents of this kind, X chosen as the cost is paid and the
        ability's X (CR 107.3, 601.2b via 602.2b); its ``text`` is the plural words ("Goats"). None: no such part.
    taps_x : PermanentFilter or None
        "Tap X untapped tokens you control" (Hazel of the Rootbloom): X other untapped permanents you control, the
        ability's X; its ``text`` is the plural words ("untapped tokens you control"). None: no such part.
    search : str
        The name of a card from your library put onto the battlefield by the ability before its mana is made (a
        fetchland's search with the found land's ``{T}``, built by the solvers, never read from text); ``''``: none.
    search_life : int
        Of ``life``, what the land found asks as it enters untapped (a shockland's 2, CR 614.1c); 0: nothing.
    untaps_opponents : tuple of PermanentFilter
        "Untap a tapped land an opponent controls" (Benthic Explorers): a tapped permanent an opponent controls,
        untapped as a cost, one per entry; its ``text`` is the words after "Untap".
    counters_from : PermanentFilter or None
        With ``remove_x_counters``: "Remove one or more +1/+1 counters from among artifacts you control" (Jetfire,
        Ingenious Scientist): the X counters come from any of your permanents of this kind (its ``text`` is the
        plural words), not from this permanent. None: from this permanent.
    returns : tuple of PermanentFilter
        "Return a Forest you control to its owner's hand" (Quirion Ranger): other permanents you control returned
        to their owner's hand as a cost, one per entry. For mana this is like a sacrifice: the permanent leaves the
        battlefield and is a new object if it comes back (CR 400.7) — but it is neither sacrificed (CR 701.21) nor
        exiled, so see :attr:`removes_others` for all three.
    """

    tap: bool = False
    untap: bool = False
    mana: ManaCost = ManaCost(())
    life: int = 0
    sacrifice_self: bool = False
    sacrifices: tuple[PermanentFilter, ...] = ()
    remove_counters: tuple[tuple[str, int], ...] = ()
    remove_x_counters: str = ""
    taps: tuple[PermanentFilter, ...] = ()
    discard: int = 0
    discard_hand: bool = False
    exile_self: str = ""
    exile_cards: tuple[tuple[str, int], ...] = ()
    mill: int = 0
    return_self: bool = False
    put_counters: tuple[tuple[str, int], ...] = ()
    exert: bool = False
    energy: int = 0
    collect_evidence: int = 0
    forage: bool = False
    exiles: tuple[PermanentFilter, ...] = ()
    x_at_least: int = 0
    sacrifice_x: PermanentFilter | None = None
    taps_x: PermanentFilter | None = None
    untaps_opponents: tuple[PermanentFilter, ...] = ()
    search: str = ""
    search_life: int = 0
    counters_from: PermanentFilter | None = None
    returns: tuple[PermanentFilter, ...] = ()

    @property
    def removes_others(self) -> tuple[PermanentFilter, ...]:
        """The other permanents the cost makes leave the battlefield, one per entry: those sacrificed, then those
        exiled, then those returned to their owner's hand. For the mana a plan makes the three are alike (the
        permanent is gone, its value last known counts, CR 608.2h)."""
        return self.sacrifices + self.exiles + self.returns

    @property
    def is_free(self) -> bool:
        """True when the cost asks for nothing at all."""
        return self == ActivationCost()

    @property
    def has_x(self) -> bool:
        """Whether the activator chooses an X for this cost (``{X}`` in the mana, or X counters removed)."""
        return (bool(self.remove_x_counters) or self.mana.x_count > 0 or self.sacrifice_x is not None
                or self.taps_x is not None)

    def describe(self) -> str:
        """The cost in printed form: ``'{1}, {T}, Sacrifice this artifact'``."""
        parts: list[str] = []
        if self.mana:
            parts.append(self.mana.text)
        if self.tap:
            parts.append("{T}")
        if self.untap:
            parts.append("{Q}")
        for f in self.taps:
            parts.append(f"Tap {f.text}")
        if self.taps_x is not None:
            parts.append(f"Tap X {self.taps_x.text}")
        for f in self.untaps_opponents:
            parts.append(f"Untap {f.text}")
        if self.life:
            parts.append(f"Pay {self.life} life")
        if self.energy:
            parts.append("Pay " + "{E}" * self.energy)
        if self.collect_evidence:
            parts.append(f"Collect evidence {self.collect_evidence}")
        if self.forage:
            parts.append("Forage")
        if self.discard_hand:
            parts.append("Discard your hand")
        if self.discard:
            parts.append(f"Discard {count_word(self.discard)} card{'s' if self.discard != 1 else ''}")
        if self.mill:
            parts.append(f"Mill {count_word(self.mill)} card{'s' if self.mill != 1 else ''}")
        for zone, n in self.exile_cards:
            parts.append(f"Exile {count_word(n)} card{'s' if n != 1 else ''} from your {zone}")
        for kind, n in self.put_counters:
            parts.append(f"Put {counter_words(n, kind)} on this permanent")
        for kind, n in self.remove_counters:
            parts.append(f"Remove {counter_words(n, kind)} from this permanent")
        if self.remove_x_counters:
            how_many = "one or more" if self.x_at_least == 1 else "X"
            where = f"among {self.counters_from.text} you control" if self.counters_from else "this permanent"
            parts.append(f"Remove {how_many} {self.remove_x_counters} counters from {where}")
        if self.exile_self:
            parts.append("Exile this permanent" if self.exile_self == "battlefield"
                         else f"Exile this card from your {self.exile_self}")
        if self.return_self:
            parts.append("Return this permanent to its owner's hand")
        if self.exert:
            parts.append("Exert this permanent")
        if self.sacrifice_self:
            parts.append("Sacrifice this permanent")
        for f in self.sacrifices:
            parts.append(f"Sacrifice {f.text}")
        if self.sacrifice_x is not None:
            how_many = "one or more" if self.x_at_least == 1 else "X"
            parts.append(f"Sacrifice {how_many} {self.sacrifice_x.text}")
        for f in self.exiles:
            parts.append(f"Exile {f.text}")
        for f in self.returns:
            parts.append(f"Return {f.text} to its owner's hand")
        return ", ".join(parts)


@dataclass(frozen=True, slots=True)
class CostX:
    """An amount that is the X chosen as the ability is activated (CR 107.3), plus a constant.

    "{1}, Remove X storage counters from ~: Add X mana in any combination of {W} and/or {U}." — X is the same number
    in the cost and in the effect. "Remove any number of … counters from ~: Add {B} for each … counter removed this
    way" is X too. ``CostX(1)`` is "X plus one" ("Add {W}, then add an additional {W} for each charge counter removed
    this way", Kyren Toy's "an amount of {C} equal to X plus one").

    Examples
    --------
    >>> CostX().describe(), CostX(1).describe(), CostX(1).value(3)
    ('X', 'X plus one', 4)
    """

    plus: int = 0

    def value(self, x: int) -> int:
        """The amount for a chosen X."""
        return x + self.plus

    def describe(self) -> str:
        """``'X'``, ``'X plus one'``."""
        return "X" if not self.plus else f"X plus {amount_word(self.plus)}"


#: An amount of mana: a number, or the ability's X (:class:`CostX`).
Amount = Union[int, CostX]
