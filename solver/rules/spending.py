"""Which mana may pay for what: spending restrictions (CR 106.6) against the thing the mana is spent on.

Mana made by an ability with a :class:`~manaplan.models.ability.SpendRestriction` ("Spend this mana only to cast
artifact spells", "This mana can't be spent to cast a nonartifact spell") carries a :class:`Restriction` in the
payment model (the third field of :class:`~manaplan.solver.core.values.Unit`). A symbol may be paid by such a
unit only when the :class:`SpendPurpose` of the payment — casting a spell with these characteristics from this zone,
or activating an ability of this source — fits the restriction. What cannot be told (an unknown purpose, "your
commander") never fits an "only" and always fits a "can't": restricted mana is never spent where it might not be
allowed.

Spending permissions go the other way (CR 609.4b): "You may spend mana as though it were mana of any color"
(Chromatic Orrery) lets mana pay a symbol its type would not pay, for every cost or for the purposes the text names
("to cast creature spells", "the activation costs of ~'s abilities"); Celestial Dawn's "other mana only as though
it were colorless mana" narrows what mana pays. :func:`permissions_in_force` finds them among the effects in force
of an effective board (:attr:`manaplan.solver.effective.EffectiveBoard.spend_permissions`),
:meth:`Permission.applies` matches them to a purpose, :func:`permitted` says what they change for one unit and
symbol. A permission limited to some uses never applies to an unknown purpose.

Examples
--------
>>> from manaplan.models.ability import SpendRestriction, SpendUse
>>> workshop = Restriction(SpendRestriction(only=(SpendUse("cast", card_types=frozenset({"Artifact"})),)))
>>> workshop.allows(SpendPurpose.cast(frozenset({"Artifact", "Creature"}), name="Myr"))
True
>>> workshop.allows(SpendPurpose.cast(frozenset({"Instant"}), colors=frozenset("R"), name="Shock"))
False
>>> workshop.allows(None)
False
>>> powerstone = Restriction(SpendRestriction(never=(SpendUse("cast", not_card_types=frozenset({"Artifact"})),)))
>>> powerstone.allows(SpendPurpose.activate(frozenset({"Artifact"}), name="Azorius Signet#1"))
True
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields

from ...models.ability import SpendRestriction, SpendUse
from ...models.board import YOU
from ...models.effects import SpendAsColorless, SpendAsThough
from ...models.mana import ManaType

__all__ = ["SpendPurpose", "Restriction", "ANYTHING", "KNOWN_QUALITIES", "CHECKED_PARTS", "use_fits",
           "restriction_of", "Permission", "speaks_of_spending", "permissions_in_force", "permits_for", "permitted"]


@dataclass(frozen=True, slots=True)
class SpendPurpose:
    """What mana is being spent on: casting a spell, or activating an ability of a source.

    Parameters
    ----------
    action : str
        ``'cast'``, ``'activate'``, or ``'anything'`` (every restriction lifted: for diagnoses only).
    card_types, subtypes, supertypes : frozenset of str
        Of the spell, or of the ability's source.
    colors : frozenset of str
        Letters from WUBRG.
    all_creature_types : bool
        Changeling (CR 702.73a): it has every creature type.
    from_zone : str
        The zone a spell is cast from (``'hand'``, ``'graveyard'``, ``'library_top'``); ``''`` for abilities.
    has_x : bool
        The cost being paid contains ``{X}`` (Rosheen Meanderer's "costs that contain {X}").
    name : str
        For messages: the spell's name, or ``"<permanent id>'s ability"``.
    mana_value : int or None
        A spell's mana value (CR 202.3); None when not known.
    qualities : frozenset of str
        The qualities of :attr:`~manaplan.models.ability.SpendUse.qualities` that are known to hold for the spell
        (``'colored'``, ``'with {X}'`` …); see :data:`KNOWN_QUALITIES` for those known not to hold otherwise.
    cost : str
        The cost being paid, as text (``'{2}{C}'``), for "costs that contain {C}".
    commander : bool or None
        The spell is your commander (Jeweled Lotus: "only to cast your commander"): known when the board gives its
        ``command_zone:``; None (never fits an "only") when it does not.
    """

    action: str
    card_types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    colors: frozenset[str] = frozenset()
    all_creature_types: bool = False
    from_zone: str = ""
    has_x: bool = False
    name: str = field(default="", compare=False)
    mana_value: int | None = None
    qualities: frozenset[str] = frozenset()
    cost: str = ""
    commander: bool | None = None

    @classmethod
    def cast(cls, card_types: frozenset[str], subtypes: frozenset[str] = frozenset(),
             supertypes: frozenset[str] = frozenset(), colors: frozenset[str] = frozenset(), *,
             all_creature_types: bool = False, from_zone: str = "hand", has_x: bool = False,
             name: str = "", mana_value: int | None = None, qualities: frozenset[str] = frozenset(),
             cost: str = "", commander: bool | None = None) -> SpendPurpose:
        """Casting a spell with these characteristics (``commander``: whether it is your commander, if known)."""
        colors = frozenset(colors)
        known = {"colored"} if colors else set()
        known |= {"monocolored"} if len(colors) == 1 else set()
        return cls("cast", frozenset(card_types), frozenset(subtypes), frozenset(supertypes), colors,
                   all_creature_types, from_zone, has_x, name, mana_value, frozenset(qualities) | known, cost,
                   commander)

    @classmethod
    def activate(cls, card_types: frozenset[str], subtypes: frozenset[str] = frozenset(),
                 supertypes: frozenset[str] = frozenset(), colors: frozenset[str] = frozenset(), *,
                 has_x: bool = False, name: str = "", cost: str = "") -> SpendPurpose:
        """Activating an ability of a source with these characteristics (mana paying a Signet's ``{1}``)."""
        return cls("activate", frozenset(card_types), frozenset(subtypes), frozenset(supertypes),
                   frozenset(colors), False, "", has_x, name, cost=cost)

    def describe(self) -> str:
        """``'casting Counterspell'``, ``"activating Azorius Signet#1's ability"``."""
        if self.action == "anything":
            return "anything"
        return f"{'casting' if self.action == 'cast' else 'activating'} {self.name or 'it'}"


#: The purpose that every restriction allows: used to tell whether restrictions are why a cost is not payable.
ANYTHING = SpendPurpose("anything", name="anything")

#: Qualities of a spell that ``cast`` always knows: a spell it casts has one only when its purpose says so (it is
#: never kicked, face down, disturbed or another player's card; its colours, {X} and keywords are read). Others
#: ("with no abilities", "of the chosen color" without a chosen colour) cannot be told.
KNOWN_QUALITIES = frozenset({"kicked", "face-down", "colored", "monocolored", "with {X}", "without {X}",
                             "with flashback", "with devoid", "not owned"})


#: The parts of a :class:`~manaplan.models.ability.SpendUse` that :func:`use_fits` checks; a use with any other
#: part set cannot be told (restricted mana never pays where it might not be allowed).
CHECKED_PARTS = frozenset({"action", "card_types", "subtypes", "supertypes", "not_card_types", "colorless",
                           "multicolored", "chosen_type", "commander", "from_zone", "cost", "ability", "qualities",
                           "min_mana_value"})


def _unknown_parts(use: SpendUse) -> bool:
    return any(f.name not in CHECKED_PARTS and getattr(use, f.name) != f.default for f in fields(use))


def use_fits(use: SpendUse, purpose: SpendPurpose, chosen: str | None = None) -> bool | None:
    """Whether spending on ``purpose`` is the ``use`` ("cast creature spells", "activate abilities of artifacts");
    None when it cannot be told.

    Parameters
    ----------
    use : SpendUse
    purpose : SpendPurpose
    chosen : str or None
        The creature type chosen for the mana's source (Cavern of Souls), for ``use.chosen_type``.

    Examples
    --------
    >>> creature = SpendUse("cast", card_types=frozenset({"Creature"}), chosen_type=True)
    >>> elf = SpendPurpose.cast(frozenset({"Creature"}), frozenset({"Elf", "Druid"}), name="Llanowar Elves")
    >>> use_fits(creature, elf, "Elf"), use_fits(creature, elf, "Goblin"), use_fits(creature, elf, None)
    (True, False, False)
    """
    if _unknown_parts(use):
        return None
    if use.action == "pay":
        if use.cost == "{X}":
            return purpose.has_x or "{X}" in purpose.cost
        if use.cost == "{C}":
            return "{C}" in purpose.cost
        return False  # cumulative upkeep, disturb: never what cast pays
    if use.action != purpose.action:
        return False
    if use.commander and not purpose.commander:  # "your commander" (CR 903.3): known only with a command zone
        return None if purpose.commander is None else False
    if use.ability:  # "activate an equip ability": the abilities paid here are mana abilities and cast permissions
        return False
    if use.min_mana_value:
        if purpose.mana_value is None:
            return None
        if purpose.mana_value < use.min_mana_value:
            return False
    for quality in sorted(use.qualities):
        if quality == "of the chosen color":
            color = _color_letter(chosen)
            if color is None:
                return None
            if color not in purpose.colors:
                return False
        elif quality not in KNOWN_QUALITIES or purpose.action != "cast":
            return None
        elif quality not in purpose.qualities:
            return False
    types, subs = purpose.card_types, purpose.subtypes
    if use.card_types and not (use.card_types & types):
        return False
    if use.subtypes and not (use.subtypes & subs) and not (purpose.all_creature_types and "Creature" in types):
        return False
    if use.supertypes - purpose.supertypes:
        return False
    if use.not_card_types & types:
        return False
    if use.colorless and purpose.colors:
        return False
    if use.multicolored and len(purpose.colors) < 2:
        return False
    if use.from_zone == "not hand":
        if purpose.from_zone in ("", "hand"):
            return False
    elif use.from_zone and use.from_zone != purpose.from_zone:
        return False
    if use.chosen_type:
        if chosen is None or "Creature" not in types:
            return False
        if chosen.casefold() not in {s.casefold() for s in subs} and not purpose.all_creature_types:
            return False
    return True


def _color_letter(chosen: str | None) -> str | None:
    """``'U'`` for a chosen colour written ``'U'`` or ``'blue'``; None for anything else."""
    if not chosen:
        return None
    try:
        letter = ManaType.parse(chosen).value
    except ValueError:
        return None
    return letter if letter in "WUBRG" else None


@dataclass(frozen=True, slots=True)
class Restriction:
    """A spending restriction on a unit of mana, with the choice made for its source (Cavern of Souls' creature
    type).

    Parameters
    ----------
    spend : SpendRestriction
    chosen : str or None
    """

    spend: SpendRestriction
    chosen: str | None = None

    def allows(self, purpose: SpendPurpose | None) -> bool:
        """Whether this mana may be spent on ``purpose`` (None: a bare cost whose purpose is unknown — never)."""
        if purpose is None:
            return False
        if purpose.action == "anything":
            return True
        if self.spend.only and not any(use_fits(u, purpose, self.chosen) is True for u in self.spend.only):
            return False
        return not any(use_fits(u, purpose, self.chosen) is not False for u in self.spend.never)

    def describe(self) -> str:
        """The restriction's sentence(s), with the chosen type when it matters."""
        words = self.spend.text or self.spend.describe()
        if self.chosen and _speaks_of_choice(self.spend):
            words += f" (chosen: {self.chosen})"
        return words

    @property
    def sort_key(self) -> str:
        """A stable order among restrictions."""
        return f"{self.spend.describe()}|{self.chosen or ''}"


def restriction_of(spend: SpendRestriction | None, chosen: str | None) -> Restriction | None:
    """The restriction a unit made by an ability with ``spend`` carries (None for unrestricted mana); ``chosen`` is
    kept only when the restriction speaks of the chosen type, so that units of two sources stay alike otherwise."""
    if spend is None or not (spend.only or spend.never):
        return None
    return Restriction(spend, chosen if _speaks_of_choice(spend) else None)


def _speaks_of_choice(spend: SpendRestriction) -> bool:
    return any(u.chosen_type or "of the chosen color" in u.qualities for u in spend.only + spend.never)


# ------------------------------------------------------------------------------------------------ permissions
@dataclass(frozen=True, slots=True)
class Permission:
    """A way of spending mana in force for you (CR 609.4b): a
    :class:`~manaplan.models.effects.SpendAsThough` ("You may spend mana as though it were mana of any color") or a
    :class:`~manaplan.models.effects.SpendAsColorless` (Celestial Dawn's "other mana only as though it were
    colorless mana"), with the id of the permanent whose text it is (``'<card> (effect)'`` for the board's
    ``effects:``) and the choice made for that permanent (its ``chosen``, for uses "of the chosen type").
    """

    effect: object
    source: str
    chosen: str | None = None

    def applies(self, purpose: SpendPurpose | None, payer: tuple[str, ...] = ()) -> bool:
        """Whether it applies to a cost paid for ``purpose`` (None: not known) — for an ability's cost, ``payer``
        are the ids of the permanents whose ability it is.

        A permission limited to some uses ("to cast creature spells") applies only where the purpose surely is one
        (never to an unknown purpose, never to :data:`ANYTHING`); one for "~'s abilities" only to the costs of its
        own permanent's abilities; Celestial Dawn's limit to every cost.
        """
        e = self.effect
        if not isinstance(e, SpendAsThough):
            return True
        if e.own:
            return self.source in payer
        if e.spend is None:
            return True
        if purpose is None or purpose.action == "anything":
            return False
        return any(use_fits(u, purpose, self.chosen) is True for u in e.spend.only)


def speaks_of_spending(effect) -> bool:
    """Whether an effect is, or wraps ("As long as …", a level, an activated ability), a spending permission."""
    for _ in range(4):
        if isinstance(effect, (SpendAsThough, SpendAsColorless)):
            return True
        effect = getattr(effect, "effect", None)
        if effect is None:
            return False
    return False


def permissions_in_force(effects) -> tuple[Permission, ...]:
    """The spending permissions among the effects in force of an effective board
    (:attr:`~manaplan.solver.effective.EffectiveBoard.effects`): yours, and anyone's that says "Players may …".

    Parameters
    ----------
    effects : iterable of ActiveEffect

    Returns
    -------
    tuple of Permission
    """
    return tuple(Permission(e.effect, e.source, e.chosen) for e in effects
                 if isinstance(e.effect, (SpendAsThough, SpendAsColorless))
                 and (e.controller == YOU or getattr(e.effect, "players", False)))


def permits_for(permissions: tuple[Permission, ...], purpose: SpendPurpose | None,
                payer: tuple[str, ...] = ()) -> tuple[object, ...]:
    """The effects of the permissions that apply to one cost (see :meth:`Permission.applies`), without duplicates
    and in a stable order."""
    return tuple(dict.fromkeys(p.effect for p in permissions if p.applies(purpose, payer)))


def permitted(types: tuple, mana, permits: tuple[object, ...]) -> bool | None:
    """Whether the permits change whether mana of type ``mana`` pays a symbol only mana of ``types`` pays
    (``{W}``: ``(W,)``, ``{W/U}``: ``(W, U)``, ``{C}``: ``(C,)``; None for generic and ``{S}``): True when a
    permission lets it pay, False when Celestial Dawn's limit forbids it, None when they change nothing (CR 609.4b).

    Examples
    --------
    >>> from manaplan.models.effects import SpendAsColorless, SpendAsThough
    >>> from manaplan.models.mana import ManaType as T
    >>> permitted((T.W,), T.C, (SpendAsThough(),)), permitted((T.C,), T.G, (SpendAsThough(),))
    (True, None)
    >>> permitted((T.C,), T.G, (SpendAsThough(any_type=True),))
    True
    >>> dawn = (SpendAsThough(T.W), SpendAsColorless(T.W))
    >>> permitted((T.U,), T.W, dawn), permitted((T.U,), T.U, dawn), permitted((T.C,), T.U, dawn)
    (True, False, True)
    """
    if types is None:
        return None
    if any(isinstance(e, SpendAsColorless) and mana is not e.except_type for e in permits):
        # spent only as though colorless: it pays {C} (and generic), nothing coloured; a permission that would
        # also apply to it is not used (the stricter reading: such mana never pays where it might not be allowed)
        return ManaType.C in types
    for e in permits:
        if isinstance(e, SpendAsThough) and (e.mana is None or e.mana is mana) \
                and any(t.is_color or e.any_type for t in types):
            return True
    return None
