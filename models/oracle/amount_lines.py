"""Abilities whose counted amount no "Add" sentence says alone, read from text: "Choose a color. Add …" (Nykthos,
Shrine to Nyx) and "Put a charge counter on ~. Add X mana …, where X is the number of charge counters on ~."
(Empowered Autogenerator).

Their amounts are those of :mod:`manaplan.models.oracle.amounts` (a :class:`~manaplan.models.ability.Counted`);
:data:`AMOUNT_LINE_FORMS` are rows of the line table (:data:`manaplan.models.oracle.parser.LINE_FORMS`). A line of
one of these forms whose cost or rest is not understood is unsupported, with the reason, never guessed.

Examples
--------
>>> read_choose_color_effect("Choose a color. Add an amount of mana of that color equal to your devotion to that "
...                          "color.").describe()
'Choose a color. Add an amount of mana of that color equal to your devotion to that color.'
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..ability import (
    Counted,
    CounterCount,
    Devotion,
    DifferentPowers,
    ManaAbility,
    PermanentCount,
    PermanentFilter,
    Produce,
    Unsupported,
)
from .adds import parse_mana_effect
from .costs import parse_activation_cost
from .line_reading import LineContext, LineReading
from .text import SELF, NotUnderstood, split_cost_effect

__all__ = ["AMOUNT_LINE_FORMS", "read_choose_color_ability", "read_choose_color_effect", "read_put_then_count"]

_S = re.escape(SELF)

_CHOOSE = re.compile(
    r"Choose a color\. Add (?:an amount of mana of that color equal to your devotion to that color"
    r"|an amount of mana of that color equal to the number of (?P<chosen>creatures you control of the chosen type)"
    rf"|one mana of that color for each (?P<kind>[\w+/-]+) counter on {_S}"
    r"|one mana of that color for each (?P<powers>different power among creatures you control))\."
)


def read_choose_color_ability(line: str, printed: str) -> ManaAbility | None:
    """"{2}, {T}: Choose a color. Add an amount of mana of that color equal to your devotion to that color."
    (Nykthos, Shrine to Nyx) and "{T}: Choose a color. Add one mana of that color for each charge counter on ~."

    Parameters
    ----------
    line : str
        The line with self-references marked ``~``.
    printed : str
        The line as printed (kept on the ability).

    Returns
    -------
    ManaAbility or None
        None when the line is not of this form.

    Raises
    ------
    NotUnderstood
        When the line is of this form but its cost is not understood.

    Examples
    --------
    >>> a = read_choose_color_ability("{2}, {T}: Choose a color. Add an amount of mana of that color equal to your "
    ...                               "devotion to that color.", "")
    >>> a.cost.describe(), a.output.describe()
    ('{2}, {T}', 'Choose a color. Add an amount of mana of that color equal to your devotion to that color.')
    """
    split = split_cost_effect(line)
    if split is None:
        return None
    output = read_choose_color_effect(split[1])
    if output is None:
        return None
    cost = parse_activation_cost(split[0])
    return ManaAbility(cost, output, text=printed)


def read_choose_color_effect(effect: str) -> Counted | None:
    """The output of an effect "Choose a color. Add … of that color …" of the forms of
    :func:`read_choose_color_ability` (also a triggered ability's: "Whenever chaos ensues, choose a color. Add an
    amount of mana of that color equal to your devotion to that color.", Nyx); None for any other effect.

    Examples
    --------
    >>> read_choose_color_effect("Choose a color. Add one mana of that color for each charge counter on ~.").describe()
    'Choose a color. Add one mana of that color for each charge counter on this permanent.'
    """
    m = _CHOOSE.fullmatch(effect)
    if not m:
        return None
    count = CounterCount(m.group("kind")) if m.group("kind") else Devotion()
    if m.group("powers"):  # Selvala, Eager Trailblazer
        count = DifferentPowers()
    if m.group("chosen"):  # Three Tree City (CR 205.3m: a creature type chosen as it entered)
        count = PermanentCount(PermanentFilter(frozenset({"Creature"}), text="creature"), "you", chosen_type=True)
    return Counted(Produce.any_color(1), count)


def _line_form(read: Callable[[str, str], ManaAbility | None]) -> Callable[[str, LineContext], LineReading | None]:
    """A row of the line table from a reader of one ability: its ability, or its reason as unsupported text."""

    def form(line: str, ctx: LineContext) -> LineReading | None:
        try:
            ability = read(line, ctx.printed)
        except NotUnderstood as problem:
            return LineReading(unsupported=(Unsupported(ctx.printed, problem.reason),))
        return None if ability is None else LineReading(abilities=(ability,))

    form.__name__ = f"_{read.__name__}_form"
    return form


_PUT_FIRST = re.compile(rf"Put an? (?P<kind>[\w+/-]+) counter on {_S}\. Add (?P<what>[^.]*?)the number of "
                        rf"(?P=kind) counters on {_S}\.(?P<rest>.*)")


def read_put_then_count(line: str, printed: str) -> ManaAbility | None:
    """"{T}: Put a charge counter on this artifact. Add X mana of any one color, where X is the number of charge
    counters on this artifact." (Empowered Autogenerator): the counter is put on first, so X is one more than the
    counters the permanent had, and the counter stays: the same as "… where X is 1 plus the number of charge counters
    on ~. Put a charge counter on ~." (``plus`` 1 and a counter change after the mana, which is how it is described).

    Returns
    -------
    ManaAbility or None
        None when the line is not of this form.

    Raises
    ------
    NotUnderstood
        When it is, but its cost or the rest of its effect is not understood.

    Examples
    --------
    >>> a = read_put_then_count("{T}: Put a charge counter on ~. Add X mana of any one color, where X is the number "
    ...                         "of charge counters on ~.", "")
    >>> a.describe()
    '{T}: Add X mana of any one color, where X is 1 plus the number of charge counters on this permanent. Put a \
charge counter on this permanent.'
    """
    split = split_cost_effect(line)
    if split is None:
        return None
    m = _PUT_FIRST.fullmatch(split[1])
    if not m:
        return None
    kind = m.group("kind")
    cost = parse_activation_cost(split[0])
    effect = f"Add {m.group('what')}1 plus the number of {kind} counters on {SELF}. Put a {kind} counter on {SELF}."
    output, riders = parse_mana_effect(effect + m.group("rest"))
    if not (isinstance(output, Counted) and output.count == CounterCount(kind) and output.plus == 1):
        raise NotUnderstood(f"mana produced not understood: {split[1]!r}")
    return ManaAbility(cost, output, text=printed, **riders)


#: Rows for :data:`manaplan.models.oracle.parser.LINE_FORMS`.
AMOUNT_LINE_FORMS: tuple[Callable[[str, LineContext], LineReading | None], ...] = (
    _line_form(read_choose_color_ability),
    _line_form(read_put_then_count),
)

