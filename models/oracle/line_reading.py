"""What the forms of the oracle parser share: what a line said (:class:`LineReading`) and what a form may need
besides the line (:class:`LineContext`).

A *line form* is a function of (the line, its self-references marked ``~``; a :class:`LineContext`) that returns a
:class:`LineReading` when the line is of its form, else None. The forms live in the modules that read each kind of
text (:mod:`~manaplan.models.oracle.amount_lines`, :mod:`~manaplan.models.oracle.static` …);
:data:`manaplan.models.oracle.parser.LINE_FORMS` lists them in the order they are tried.

Some text quotes a whole ability ('Lands you control have "{T}: Add one mana of any color."'), which is read as a
line of its own, by any form. The forms are below the parser that lists them, so the parser passes its line reader
down to them: :attr:`LineContext.read_quoted`, a :data:`QuotedReader`.

Examples
--------
>>> LineReading(tapped_damage=1) == LineReading()
False
>>> ctx = LineContext("Flying", is_spell=False, read_quoted=lambda text: LineReading())
>>> ctx.read_quoted("{T}: Add {G}.")
LineReading(abilities=(), tapped_damage=0, unsupported=(), effects=(), mana_effects=(), additional_cost='', \
entering=())
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..ability import ManaAbility, ManaEffect, Unsupported

__all__ = ["LineReading", "QuotedReader", "LineContext"]


@dataclass(frozen=True, slots=True)
class LineReading:
    """What one line (one ability) of text said, as far as mana goes.

    Parameters
    ----------
    abilities : tuple of ManaAbility
        The mana abilities the line is.
    tapped_damage : int
        Damage to you whenever the card becomes tapped.
    unsupported : tuple of Unsupported
        The line, if it is about mana and was not understood.
    effects : tuple
        Effects on mana that are not mana abilities (:mod:`manaplan.models.effects`).
    mana_effects : tuple of ManaEffect
        Mana a spell's effect or a loyalty ability adds (not mana abilities, CR 605.5).
    additional_cost : str
        A spell's "As an additional cost to cast this spell, …" cost, as printed (the words after the comma).
    entering : tuple
        How the card itself enters (:mod:`manaplan.models.effects.entering`): "~ enters tapped unless …", a
        bounceland's return.
    """

    abilities: tuple[ManaAbility, ...] = ()
    tapped_damage: int = 0
    unsupported: tuple[Unsupported, ...] = ()
    effects: tuple = ()
    mana_effects: tuple[ManaEffect, ...] = ()
    additional_cost: str = ""
    entering: tuple = ()


#: How a form reads an ability quoted in its text: the text of the quoted ability (no names of its own for itself,
#: not a spell's) to what it says as a line of its own (:func:`manaplan.models.oracle.parser.read_quoted`).
QuotedReader = Callable[[str], LineReading]


@dataclass(frozen=True, slots=True)
class LineContext:
    """What a line form may need besides the line.

    Parameters
    ----------
    printed : str
        The line as printed (what an :class:`~manaplan.models.ability.Unsupported` marker quotes).
    is_spell : bool
        The card is an instant or sorcery (an "Add" line is then the spell's effect, CR 605.5b).
    read_quoted : QuotedReader
        How to read an ability quoted in the line.
    """

    printed: str
    is_spell: bool
    read_quoted: QuotedReader
