"""Effects on how mana is spent and what happens to mana left in the pool: :class:`SpendAsThough` ("as though it
were mana of any color", CR 609.4b), :class:`SpendAsColorless` (Celestial Dawn) and :class:`UnspentMana` (Omnath,
Kruphix: as the pool empties, CR 500.4).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..mana import COLOR_NAMES, ManaType

__all__ = ["SpendAsThough", "SpendAsColorless", "UnspentMana"]


@dataclass(frozen=True, slots=True)
class SpendAsThough:
    """"You may spend mana as though it were mana of any color." (Chromatic Orrery), "… to cast creature spells"
    (Vizier of the Menagerie's "mana of any type"), "You may spend white mana as though it were mana of any color."
    (Celestial Dawn), "… to pay the activation costs of ~'s abilities" (Manascape Refractor): a permission on how
    mana may pay a cost. It changes neither the cost nor the mana spent (CR 609.4b): a unit of the mana named may
    pay a coloured symbol of any colour ("of any type": also ``{C}``); a ``{S}`` still needs mana from a snow source.

    Parameters
    ----------
    mana : ManaType or None
        Only mana of this type may be spent so ("white mana"); None: any mana.
    any_type : bool
        "as though it were mana of any type" / "mana of any type can be spent": ``{C}`` too (colorless is a type,
        not a colour, CR 105.1, 106.1b).
    spend : SpendRestriction or None
        Only when the cost is paid for one of its uses ("to cast creature spells"); None: any cost you pay.
    own : bool
        Only the costs of the abilities of the permanent itself ("the activation costs of ~'s abilities").
    players : bool
        "Players may spend …" (Mycosynth Lattice): every player, whoever controls the source; else only the
        source's controller.
    text : str
    """

    mana: ManaType | None = None
    any_type: bool = False
    spend: object = None
    own: bool = False
    players: bool = False
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Plain words.

        Examples
        --------
        >>> SpendAsThough().describe()
        'You may spend mana as though it were mana of any color.'
        >>> SpendAsThough(ManaType.U, own=True).describe()
        "You may spend blue mana as though it were mana of any color to pay the activation costs of ~'s abilities."
        """
        who = "Players" if self.players else "You"
        mana = "mana" if self.mana is None else f"{COLOR_NAMES[self.mana]} mana"
        to = ""
        if self.own:
            to = " to pay the activation costs of ~'s abilities"
        elif self.spend is not None:
            to = " to " + " or ".join(u.describe() for u in self.spend.only)
        return f"{who} may spend {mana} as though it were mana of any {'type' if self.any_type else 'color'}{to}."


@dataclass(frozen=True, slots=True)
class SpendAsColorless:
    """"You may spend other mana only as though it were colorless mana." (Celestial Dawn): mana of any type but
    ``except_type`` pays only what colorless mana pays — generic mana and ``{C}`` — whatever its type (CR 609.4b:
    the mana spent is unchanged). It limits every cost its controller pays.

    Parameters
    ----------
    except_type : ManaType
        The "other" of the sentence: the mana a previous sentence names ("white mana").
    text : str
    """

    except_type: ManaType
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Plain words."""
        return (f"You may spend mana other than {COLOR_NAMES[self.except_type]} mana only as though it were "
                f"colorless mana.")


@dataclass(frozen=True, slots=True)
class UnspentMana:
    """"If you would lose unspent mana, that mana becomes black instead." (Omnath, Locus of All), "… becomes
    colorless instead" (Kruphix, Horizon Stone), "A player losing unspent mana causes that player to lose that much
    life." (Yurlok of Scorch Thrash): what happens as mana empties from a pool when a step or phase ends (CR 500.4;
    a replacement, CR 614.1, or a consequence of it). It changes what is left in a pool after the step, or the life
    then; a payment (within one step) spends mana that is in the pool now, so it changes no plan, no cost and no
    amount; the solver reports it and applies nothing. Exactly one of ``becomes`` and ``life`` is set.

    Parameters
    ----------
    becomes : ManaType or None
        The unspent mana becomes this type instead of emptying (its controller's pool only).
    life : bool
        Each player loses as much life as the mana they lose (every player's pool).
    text : str
    """

    becomes: ManaType | None = None
    life: bool = False
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        """Plain words."""
        when = "(as steps and phases end, CR 500.4: no payment within a step changes)"
        if self.life:
            return f"A player losing unspent mana causes that player to lose that much life {when}"
        return f"If you would lose unspent mana, that mana becomes {COLOR_NAMES[self.becomes]} instead {when}"
