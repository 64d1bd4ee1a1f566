"""What mana may be spent on (CR 106.6): :class:`SpendRestriction` ("Spend this mana only to cast creature spells")
and the uses it names (:class:`SpendUse`). :mod:`manaplan.solver.rules.spending` checks a spell or ability against
them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["SpendUse", "SpendRestriction"]


@dataclass(frozen=True, slots=True)
class SpendUse:
    """One thing that mana with a spending restriction may be spent on ("cast creature spells", "activate abilities
    of artifacts", "pay cumulative upkeep costs"); in :attr:`SpendRestriction.never` one it may not be spent on.

    Every field that is set must hold (they are "and"); within a set any member will do ("or").

    Parameters
    ----------
    action : str
        ``'cast'`` (cast a spell), ``'activate'`` (activate an ability), ``'pay'`` (pay a kind of cost: see
        ``cost``), and the special actions (CR 116.2) ``'turn face up'`` (a morph or manifested permanent: see
        ``cost``), ``'unlock'`` (unlock a door of a Room) and ``'foretell'`` (foretell a card from your hand).
    card_types : frozenset of str
        The spell, or the ability's source, has one of these card types (``'Creature'``, ``'Instant'`` …).
    subtypes : frozenset of str
        … and one of these subtypes (``'Elf'``, ``'Dragon'``, ``'Aura'`` …).
    supertypes : frozenset of str
        … and every one of these supertypes (``'Legendary'``).
    not_card_types : frozenset of str
        … and none of these card types ("noncreature", "nonartifact").
    colorless, multicolored : bool
        … and is colorless / multicolored (CR 105.2).
    chosen_type : bool
        … and has the creature type chosen for the mana's source (its ``chosen`` on the board).
    commander : bool
        The spell is your commander.
    from_zone : str
        The spell is cast from this zone: ``'graveyard'`` ("from your graveyard", "from a graveyard": the board
        knows only yours), ``'exile'``, ``'hand'`` ("from your hand"), ``'not hand'`` ("from anywhere other than
        your hand"); ``''``: any.
    cost : str
        For ``'pay'``: ``'cumulative upkeep'``, ``'disturb'``, or ``'{X}'`` / ``'{C}'`` for "costs that contain
        {X}"; for ``'turn face up'``: ``'morph'`` ("pay a morph cost"), ``'manifest'`` ("turn a manifested creature
        face up"), ``''`` any.
    ability : str
        For ``'activate'``: the kind of ability, ``'equip'`` ("activate an equip ability") or ``'class level'``
        ("gain a Class level"); ``''`` any.
    qualities : frozenset of str
        … and the spell has each of these, named in words: ``'kicked'``, ``'face-down'``, ``'colored'``,
        ``'monocolored'``, ``'of the chosen color'`` (the colour chosen for the mana's source), ``'with {X}'`` /
        ``'without {X}'`` (in its mana cost), ``'with flashback'``, ``'with foretell'``, ``'with devoid'``,
        ``'with no abilities'``, ``'not owned'`` ("spells you don't own"). A consumer that cannot check one treats
        the use as not fitting.
    min_mana_value : int
        … and its mana value is at least this ("with mana value 5 or greater"); 0: any.
    """

    action: str
    card_types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    not_card_types: frozenset[str] = frozenset()
    colorless: bool = False
    multicolored: bool = False
    chosen_type: bool = False
    commander: bool = False
    from_zone: str = ""
    cost: str = ""
    ability: str = ""
    qualities: frozenset[str] = frozenset()
    min_mana_value: int = 0

    def describe(self) -> str:
        """``'cast creature spells'``, ``'activate abilities of artifact sources'``, ``'pay cumulative upkeep
        costs'``."""
        if self.action == "pay":
            if self.cost in ("{X}", "{C}"):
                return f"pay costs that contain {self.cost}"
            return f"pay {self.cost} costs"
        if self.action == "turn face up":
            what = "creatures" if "Creature" in self.card_types else "permanents"
            return {"morph": "pay a morph cost",
                    "manifest": "pay a mana cost to turn a manifested creature face up"}.get(self.cost,
                                                                                          f"turn {what} face up")
        if self.action == "unlock":
            return "unlock a door"
        if self.action == "foretell":
            return "foretell cards"
        if self.action == "activate" and self.qualities == frozenset({"that puts tokens"}):
            return "activate abilities that put tokens onto the battlefield"
        if self.action == "activate" and self.ability:
            return "gain a Class level" if self.ability == "class level" else f"activate an {self.ability} ability"
        if self.commander:
            return "cast your commander"
        words: list[str] = [w.lower() for w in sorted(self.supertypes)]
        words += [q for q in _PREFIX_QUALITIES if q in self.qualities]
        if self.colorless:
            words.append("colorless")
        if self.multicolored:
            words.append("multicolored")
        words += [f"non{t.lower()}" for t in sorted(self.not_card_types)]
        if self.subtypes:
            words.append(" or ".join(sorted(self.subtypes)))
        if self.card_types:
            words.append(" or ".join(t.lower() for t in sorted(self.card_types)))
        tail = " of the chosen type" if self.chosen_type else ""
        if self.action == "activate":
            of = " ".join(words)
            return f"activate abilities of {of} sources{tail}" if of or tail else "activate abilities"
        if "of the chosen color" in self.qualities:
            tail += " of the chosen color"
        if self.min_mana_value:
            tail += f" with mana value {self.min_mana_value} or greater"
        tail += "".join(f" {_SUFFIX_QUALITIES[q]}" for q in _SUFFIX_QUALITIES if q in self.qualities)
        zone = {"graveyard": " from your graveyard", "exile": " from exile", "hand": " from your hand",
                "not hand": " from anywhere other than your hand"}.get(self.from_zone, "")
        return " ".join(["cast", *words, "spells"]) + tail + zone


# Qualities of SpendUse written before "spells" and after it, in printing order.
_PREFIX_QUALITIES = ("kicked", "face-down", "colored", "monocolored")
_SUFFIX_QUALITIES = {"with {X}": "with {X} in their mana costs", "without {X}": "without {X} in their mana costs",
                     "with flashback": "with flashback", "with devoid": "with devoid",
                     "with no abilities": "with no abilities", "not owned": "you don't own",
                     "with exactly three colors": "with exactly three colors", "with foretell": "that have foretell",
                     "with a watermark": "with watermarks",
                     "sharing a watermark with this": "that share a watermark with ~",
                     "that puts tokens": "that put tokens onto the battlefield"}


@dataclass(frozen=True, slots=True)
class SpendRestriction:
    """"Spend this mana only to …" / "This mana can't be spent to …" (CR 106.6): what the mana an ability adds may
    pay for. The mana may pay for something when ``only`` is empty or one of its uses fits, and no use in ``never``
    fits. A payment whose purpose is not known (a bare cost) fits no use.

    Parameters
    ----------
    only : tuple of SpendUse
    never : tuple of SpendUse
    no_generic : bool
        "This mana can't be spent to pay generic mana costs." (Jegantha): it pays only coloured, colorless-specific,
        hybrid and Phyrexian symbols, never generic ones.
    text : str
        The sentence as printed (not compared).

    Examples
    --------
    >>> workshop = SpendRestriction(only=(SpendUse("cast", card_types=frozenset({"Artifact"})),))
    >>> workshop.describe()
    'Spend this mana only to cast artifact spells.'
    """

    only: tuple[SpendUse, ...] = ()
    never: tuple[SpendUse, ...] = ()
    text: str = field(default="", compare=False)
    no_generic: bool = False

    def describe(self) -> str:
        """The restriction in oracle-like words (one sentence per part)."""
        out = []
        if self.only:
            uses = [u.describe() for u in self.only]
            joined = uses[0] if len(uses) == 1 else ", ".join(uses[:-1]) + (", or " if len(uses) > 2 else " or ") \
                + uses[-1]
            out.append(f"Spend this mana only to {joined}.")
        for u in self.never:
            out.append(f"This mana can't be spent to {u.describe()}.")
        if self.no_generic:
            out.append("This mana can't be spent to pay generic mana costs.")
        return " ".join(out)
