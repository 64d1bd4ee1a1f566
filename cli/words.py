"""Plain words for ability values, for people (the JSON gives the same facts as data).

Examples
--------
>>> from manaplan.models.ability import ActivationCost, ManaAbility, Produce
>>> from manaplan.models.costs import ManaCost
>>> gate = ManaAbility(ActivationCost(tap=True, mana=ManaCost.parse('{W/U}')), Produce.one_of('WW', 'WU', 'UU'))
>>> ability_words(gate)
'filter: pay {W/U} and tap it → add {W}{W}, {W}{U} or {U}{U}'
"""

from __future__ import annotations

from ..models.ability import ActivationCost, DoublePool, ManaAbility, Produce, mana_text
from ..models.mana import COLORS, types_text

__all__ = ["cost_words", "output_words", "ability_words", "could_words", "changed_words", "effective_ability_words",
           "color_words"]


def cost_words(cost: ActivationCost) -> str:
    """``'pay {1} and tap it'``; ``'free'`` for an ability that costs nothing.

    Built from the cost's own printed form (:meth:`ActivationCost.describe`), part by part, so that every part the
    parser knows is shown.
    """
    printed = cost.describe()
    if not printed:
        return "free"
    parts = [_cost_part_words(part) for part in printed.split(", ")]
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


_PART_WORDS = {"{T}": "tap it", "{Q}": "untap it", "Sacrifice this permanent": "sacrifice it"}


def _cost_part_words(part: str) -> str:
    if part in _PART_WORDS:
        return _PART_WORDS[part]
    if part.startswith("{"):
        return f"pay {part}"
    return part[:1].lower() + part[1:]


def output_words(output: Produce) -> str:
    """``'add {R} or {G}'``, ``'add one mana of any color'``."""
    if isinstance(output, DoublePool):  # Doubling Cube: "double the amount of each type of mana in your mana pool"
        words = output.describe().rstrip(".")
        return words[:1].lower() + words[1:]
    if not isinstance(output, Produce):  # outputs that depend on the board say so in their own words
        return output.describe().rstrip(".").replace("Add ", "add ", 1).replace("Choose a color. ", "choose a color, ")
    ch = output.choices
    if len(ch) == 5 and set(ch) == {(c,) * len(ch[0]) for c in COLORS}:
        n = len(ch[0])
        return "add one mana of any color" if n == 1 else f"add {n} mana of any one color"
    texts = [mana_text(c) for c in ch]
    return "add " + (texts[0] if len(texts) == 1 else ", ".join(texts[:-1]) + " or " + texts[-1])


def ability_words(ability: ManaAbility) -> str:
    """One line: what it costs → what it adds, with riders; filters (mana in, more mana out) say so, and a doubling
    of the pool (Doubling Cube) says what it doubles.

    >>> from manaplan.models.costs import ManaCost
    >>> ability_words(ManaAbility(ActivationCost(tap=True, mana=ManaCost.parse('{3}')), DoublePool()))[42:]
    'each type of mana in your mana pool (as much again as it holds as it resolves, CR 701.9f)'
    """
    line = f"{cost_words(ability.cost)} → {output_words(ability.output)}"
    if isinstance(ability.output, DoublePool):
        line += " (as much again as it holds as it resolves, CR 701.9f)"
    elif ability.cost.mana:
        line = "filter: " + line
    if ability.damage_to_you:
        line += f", and it deals {ability.damage_to_you} damage to you"
    if ability.sacrifice_if_no_counters:
        line += f"; sacrificed when no {ability.sacrifice_if_no_counters} counters are left"
    if ability.intrinsic:
        line += " (from its land type, CR 305.6)"
    return line


def could_words(view) -> str:
    """``'could produce R (printed: UG — Blood Moon)'`` for a permanent as it is in force (a
    :class:`~manaplan.solver.effective.PermanentView`); ``''`` for one that could produce nothing, as printed."""
    now, printed = types_text(view.could_produce), types_text(view.printed_could_produce)
    if now == printed:
        return f"could produce {now}" if now else ""
    return f"could produce {now or 'nothing'} (printed: {printed or 'nothing'} — {view.why_changed()})"


def changed_words(view) -> list[str]:
    """How a permanent in force differs from its printed card (a :class:`~manaplan.solver.effective.PermanentView`):
    its type line, its colours, its lost rules text — one line each, what ``board`` and ``card --board`` both say."""
    lines = []
    if view.type_line != view.printed_type_line:
        lines.append(f"is now {view.type_line} (printed: {view.printed_type_line})")
    if view.colors != view.printed_colors:
        lines.append(f"is now {color_words(view.colors)} (printed: {color_words(view.printed_colors)})")
    if view.lost_text:
        who = ", ".join(dict.fromkeys(name for _, name in view.lost_by))
        lines.append("lost the abilities of its rules text" + (f" ({who})" if who else ""))
    return lines


def effective_ability_words(a) -> str:
    """One line for a mana ability as it is in force (an :class:`~manaplan.solver.effective.EffectiveAbility`): its
    words, where it comes from when granted, and whether it adds nothing on this board."""
    words = ability_words(a.base)
    if a.origin.startswith("granted by"):
        words += f" ({a.origin})"
    if a.output.empty and not a.problem and not isinstance(a.base.output, DoublePool):
        words += ": adds no mana on this board"
    return words


_COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def color_words(colors) -> str:
    """``'green'``, ``'white and blue'``, ``'colorless'``: colours (ManaType values) as a player names them.

    Examples
    --------
    >>> from manaplan.models.mana import ManaType as T
    >>> color_words({T.U, T.W}), color_words(set()), color_words({T.B, T.R, T.G})
    ('white and blue', 'colorless', 'black, red and green')
    """
    names = [_COLOR_NAMES[letter] for letter in types_text(colors) if letter in _COLOR_NAMES]
    if not names:
        return "colorless"
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]

