"""Plain words for ability values, for people (the JSON gives the same facts as data).

Examples
--------
>>> from manaplan.models.abilities import ActivationCost, ManaAbility, Produce
>>> from manaplan.models.costs import ManaCost
>>> gate = ManaAbility(ActivationCost(tap=True, mana=ManaCost.parse('{W/U}')), Produce.one_of('WW', 'WU', 'UU'))
>>> ability_words(gate)
'filter: pay {W/U} and tap it → add {W}{W}, {W}{U} or {U}{U}'
"""

from __future__ import annotations

from manaplan.models.abilities import ActivationCost, ManaAbility, Produce, mana_text
from manaplan.models.mana import COLORS

__all__ = ["cost_words", "output_words", "ability_words"]


def cost_words(cost: ActivationCost) -> str:
    """``'pay {1} and tap it'``; ``'free'`` for an ability that costs nothing."""
    parts: list[str] = []
    if cost.mana:
        parts.append(f"pay {cost.mana.text}")
    if cost.life:
        parts.append(f"pay {cost.life} life")
    for kind, n in cost.remove_counters:
        parts.append(f"remove {n} {kind} counter{'s' if n != 1 else ''}")
    for f in cost.sacrifices:
        parts.append(f"sacrifice {f.text or 'a permanent'}")
    if cost.tap:
        parts.append("tap it")
    if cost.untap:
        parts.append("untap it")
    if cost.sacrifice_self:
        parts.append("sacrifice it")
    if not parts:
        return "free"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def output_words(output: Produce) -> str:
    """``'add {R} or {G}'``, ``'add one mana of any color'``."""
    if not isinstance(output, Produce):  # outputs that depend on the board say so in their own words
        return output.describe().rstrip(".").replace("Add ", "add ", 1).replace("Choose a color. ", "choose a color, ")
    ch = output.choices
    if len(ch) == 5 and set(ch) == {(c,) * len(ch[0]) for c in COLORS}:
        n = len(ch[0])
        return "add one mana of any color" if n == 1 else f"add {n} mana of any one color"
    texts = [mana_text(c) for c in ch]
    return "add " + (texts[0] if len(texts) == 1 else ", ".join(texts[:-1]) + " or " + texts[-1])


def ability_words(ability: ManaAbility) -> str:
    """One line: what it costs → what it adds, with riders; filters (mana in, more mana out) say so."""
    line = f"{cost_words(ability.cost)} → {output_words(ability.output)}"
    if ability.cost.mana and ability.output.amount > 0:
        line = "filter: " + line
    if ability.damage_to_you:
        line += f", and it deals {ability.damage_to_you} damage to you"
    if ability.sacrifice_if_no_counters:
        line += f"; sacrificed when no {ability.sacrifice_if_no_counters} counters are left"
    if ability.intrinsic:
        line += " (from its land type, CR 305.6)"
    return line
