"""How an Aura's text says it adds mana as the land it enchants is tapped for mana (Wild Growth's "Whenever enchanted
land is tapped for mana, its controller adds an additional {G}.", CR 605.1b): read here, modelled by :mod:`.auras`,
and a reason a helper of the hand may help (:mod:`.cards`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import combinations_with_replacement

from ...models.mana import ManaType
from ...models.oracle.text import strip_reminder_text
from ..lazy_patterns import lazy_compile

__all__ = ["AuraMana", "aura_mana"]

_COLORS = (ManaType.W, ManaType.U, ManaType.B, ManaType.R, ManaType.G)
_SYMBOL = {"{W}": ManaType.W, "{U}": ManaType.U, "{B}": ManaType.B, "{R}": ManaType.R, "{G}": ManaType.G,
           "{C}": ManaType.C}
#: "Whenever enchanted land is tapped for mana, its controller adds …": the rest of that sentence.
_TRIGGER = lazy_compile(r"^Whenever enchanted (?P<what>land|Forest|Plains|Island|Swamp|Mountain) is tapped for mana, "
                        r"its controller adds (?P<adds>[^.]*)\.$", re.IGNORECASE)
_ANY = {"one mana of any color": 1, "an additional one mana of any color": 1, "one additional mana of any color": 1,
        "two mana in any combination of colors": 2, "two additional mana in any combination of colors": 2}
_CHOSEN = ("an additional one mana of the chosen color", "one mana of the chosen color",
           "one additional mana of the chosen color")


@dataclass(frozen=True)
class AuraMana:
    """What an Aura adds as the land it enchants is tapped for mana (:func:`auras_modelled`).

    Parameters
    ----------
    adds : tuple of tuple of ManaType
        The combinations one trigger may add.
    subtype : str or None
        The land type it enchants (Utopia Sprawl: ``'Forest'``), None for any land.
    chosen : bool
        Its mana is of one colour chosen as it enters (CR 614.12): every trigger adds that colour.
    text : str
        Its sentence that says so.
    """

    adds: tuple[tuple[ManaType, ...], ...]
    subtype: str | None = None
    chosen: bool = False
    text: str = ""


def aura_mana(card) -> AuraMana | None:
    """``card`` read as an Aura that adds mana as the land it enchants is tapped for mana, or None.

    >>> from manaplan.models.cards.store import default_database
    >>> db = default_database()
    >>> aura_mana(db.get("Wild Growth")).adds, aura_mana(db.get("Overgrowth")).adds
    (((ManaType.G,),), ((ManaType.G, ManaType.G),))
    >>> u = aura_mana(db.get("Utopia Sprawl")); len(u.adds), u.subtype, u.chosen
    (5, 'Forest', True)
    >>> len(aura_mana(db.get("Dawn's Reflection")).adds), aura_mana(db.get("Sheltered Aerie"))
    (15, None)
    """
    lines = [line.strip() for line in strip_reminder_text(card.oracle_text or "").split("\n") if line.strip()]
    enchant = [line for line in lines if line.startswith("Enchant ")]
    found = [m for m in map(_TRIGGER.match, lines) if m is not None]
    if len(enchant) != 1 or len(found) != 1:
        return None
    what, adds, line = found[0]["what"], found[0]["adds"].strip(), found[0].group(0)
    target = enchant[0].removeprefix("Enchant ").strip()
    if target.lower() != what.lower():
        return None
    subtype = None if what.lower() == "land" else what.capitalize()
    symbols = re.fullmatch(r"an additional ((?:\{[WUBRGC]\})+)", adds)
    if symbols:
        return AuraMana((tuple(_SYMBOL[s] for s in re.findall(r"\{[WUBRGC]\}", symbols.group(1))),), subtype,
                        text=line)
    if adds in _ANY:
        return AuraMana(tuple(combinations_with_replacement(_COLORS, _ANY[adds])), subtype, text=line)
    if adds in _CHOSEN:
        return AuraMana(tuple((c,) for c in _COLORS), subtype, chosen=True, text=line)
    return None
