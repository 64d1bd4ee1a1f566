"""What casting a spell costs on a board, and what its mana is spent on: the casting rules in force, cost changes
(CR 601.2f: Thalia's tax, Goblin Electromancer's reduction, Trinisphere's minimum), bans (CR 101.2: Meddling Mage,
Gaddock Teeg), the commander tax (CR 903.8) and the spell as a purpose of mana (CR 106.6).

``cast``, ``turn`` and ``pay --for`` all price a spell here, so they agree on what it costs.

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> from manaplan.models.cards.store import default_database
>>> from manaplan.models.spells import spells_of
>>> bolt = spells_of(default_database().get("Lightning Bolt"))[0]
>>> cost, notes = cost_on_board(bolt, parse_inline("Thalia, Guardian of Thraben (opp)"))
>>> cost.text, notes
('{1}{R}', ('noncreature spells cost {1} more to cast (Thalia, Guardian of Thraben#1)',))
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ...models.ability import PermanentFilter
from ...models.board import Board
from ...models.costs import ManaCost, ManaSymbol, SymbolKind
from ...models.spells import Spell
from ..analysis import Analysis, analysed
from ..core.searches import surely_there
from ..rules.casting import BoardRules
from ..rules.spending import SpendPurpose

__all__ = ["board_rules", "changed_cost", "permanent_counter", "cost_on_board", "ban_reason", "x_parity", "cast_ban",
           "commander_tax", "is_commander", "spell_purpose"]


def board_rules(board: Board | Analysis) -> BoardRules:
    """The casting permissions, cost changes and text not understood that are in force on a board: read from its
    effective board (:attr:`~manaplan.solver.effective.EffectiveBoard.casting`), so a permanent that lost its
    abilities (Imprisoned in the Moon on Thalia, CR 613.1f) changes nothing.

    Only your permanents grant you permissions (an opponent's Future Sight lets them play their top card); every
    permanent's cost changes apply as they say ("Spells your opponents cast …" from an opponent's permanent).

    Parameters
    ----------
    board : Board or Analysis
        The board, analysed (a Board is analysed in a session of its own).

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> rules = board_rules(parse_inline("Magus of the Future, Thalia, Guardian of Thraben (opponent)"))
    >>> [(g.source, g.permission.zone) for g in rules.grants]
    [('Magus of the Future#1', 'library_top')]
    >>> [(c.amount, who) for c, who in rules.cost_changes]
    [(1, 'Thalia, Guardian of Thraben#1')]
    >>> board_rules(parse_inline("Thalia, Guardian of Thraben (opp, id=t), Imprisoned in the Moon (on=t)")).cost_changes
    ()
    """
    return analysed(board).effective.casting


def permanent_counter(board: Board | Analysis, *, stable: bool = False) -> Callable[[PermanentFilter], int]:
    """How many permanents you control fit a filter on ``board`` (their characteristics now: the effective board),
    for a spell's own reduction (affinity for artifacts, CR 702.41a). ``stable``: only those surely still there later
    in a turn (:func:`~manaplan.solver.core.searches.surely_there`: not a Treasure, nothing a cost may sacrifice).

    >>> from manaplan.models.board_files import parse_inline
    >>> artifacts = PermanentFilter(frozenset({"Artifact"}))
    >>> count = permanent_counter(parse_inline("Sol Ring, Treasure, Island"))
    >>> count(artifacts), permanent_counter(parse_inline("Sol Ring, Treasure"), stable=True)(artifacts)
    (2, 1)
    """
    eff = analysed(board).effective
    sure = surely_there(eff, eff.yours) if stable else (lambda pid: True)

    def count(f: PermanentFilter) -> int:
        return sum(1 for v in eff.yours if v.permanent.zone == "battlefield" and sure(v.id) and f.matches(
            v.card_types, v.subtypes, v.colors, supertypes=v.supertypes, is_token=v.permanent.is_token,
            power=v.permanent.current_power, name=v.permanent.name))
    return count


def changed_cost(mana: ManaCost, spell: Spell, rules: BoardRules,
                 counts: Callable[[PermanentFilter], int] | None = None) -> tuple[ManaCost, tuple[str, ...]]:
    """The mana cost after the board's cost changes (CR 601.2f: increases, then reductions of generic mana only; then
    the greatest minimum in force, Trinisphere), and the changes applied in words. ``counts`` (a
    :func:`permanent_counter`) counts the permanents a spell's own reduction counts (affinity for artifacts: {1} less
    for each artifact you control, CR 702.41a); without it that reduction is not applied, and a note says so.

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> from manaplan.models.cards.store import default_database
    >>> from manaplan.models.spells import spells_of
    >>> bolt = spells_of(default_database().get("Lightning Bolt"))[0]
    >>> rules = board_rules(parse_inline("Thalia, Guardian of Thraben (opp)"))
    >>> changed_cost(bolt.mana_cost, bolt, rules)[0].text
    '{1}{R}'
    """
    more = less = 0
    notes: list[str] = []
    floors = [(c, source) for c, source in rules.cost_changes if c.minimum]
    for change, source in rules.cost_changes:
        if change.minimum:
            continue
        if change.matches(spell.card_types, spell.colors, spell.mana_value, spell.subtypes):
            if change.amount > 0:
                more += change.amount
            else:
                less -= change.amount
            notes.append(f"{change.describe()} ({source})")
    for own in spell.reductions:  # affinity (CR 702.41a): counted on the board as it is cast
        if counts is None:
            notes.append(f"not applied: {own.describe()}")
            continue
        n = counts(own.per)
        if n:
            less += own.amount * n
            notes.append(f"{own.describe()}: {n} ({{{own.amount * n}}} less)")
    if not more and not less:
        return _floor(mana, floors, notes)
    generic = mana.generic + more
    applied = min(less, generic)
    if applied < less:  # reductions take generic mana only (CR 601.2f)
        notes.append(f"{less - applied} of the reduction is not applied to {{X}}" if mana.x_count else
                     f"{less - applied} of the reduction is more than its generic mana (CR 601.2f)")
    rest = [s for s in mana if s.kind is not SymbolKind.GENERIC]
    new = ManaCost._canonical(rest + ([ManaSymbol(SymbolKind.GENERIC, amount=generic - applied)]
                                      if generic - applied else []))
    if not new.symbols:
        new = ManaCost.parse("{0}")
    return _floor(new, floors, notes)


def _floor(mana: ManaCost, floors: list, notes: list[str]) -> tuple[ManaCost, tuple[str, ...]]:
    """``mana`` raised to the greatest minimum in force (Trinisphere: after every increase and reduction, CR
    601.2f), with generic mana; {X} counts as 0, and a note says so.

    >>> from manaplan.models.effects.casting import CostChange
    >>> tri = [(CostChange(0, minimum=3), "Trinisphere#1")]
    >>> cost, notes = _floor(ManaCost.parse("{R}"), tri, [])
    >>> cost.text, notes
    ('{2}{R}', ('each spell that would cost less than 3 mana to cast costs 3 mana to cast (Trinisphere#1)',))
    >>> _floor(ManaCost.parse("{1}{U}{U}"), tri, [])[0].text
    '{1}{U}{U}'
    """
    if not floors:
        return mana, tuple(notes)
    change, source = max(floors, key=lambda f: f[0].minimum)
    total = mana.mana_value  # {X} counts 0 (CR 202.3e)
    if total >= change.minimum:
        return mana, tuple(notes)
    notes.append(f"{change.describe()} ({source})")
    if mana.x_count:
        notes.append(f"{source}'s minimum is counted with X = 0: with a larger X the spell may cost less than shown")
    rest = [s for s in mana if s.kind is not SymbolKind.GENERIC]
    generic = mana.generic + change.minimum - total
    return ManaCost._canonical(rest + [ManaSymbol(SymbolKind.GENERIC, amount=generic)]), tuple(notes)


def cost_on_board(spell: Spell, board: Board | Analysis, *, tax: int = 0) -> tuple[ManaCost | None, tuple[str, ...]]:
    """The mana cost of casting ``spell`` from your hand on ``board`` (``tax``: from the command zone, the
    commander tax, CR 903.8), every cost change in force applied (CR 601.2f: Thalia's tax, Trinisphere's minimum),
    and the changes in words (empty: its printed cost); what ``pay --for CARD`` pays.

    >>> from manaplan.models.board_files import parse_inline
    >>> from manaplan.models.cards.store import default_database
    >>> from manaplan.models.spells import spells_of
    >>> bolt = spells_of(default_database().get("Lightning Bolt"))[0]
    >>> cost, notes = cost_on_board(bolt, parse_inline("Thalia, Guardian of Thraben (opp), Trinisphere"))
    >>> cost.text, len(notes)
    ('{2}{R}', 2)
    """
    if spell.mana_cost is None:
        return None, ()
    analysis = analysed(board)
    mana, notes = changed_cost(spell.mana_cost + (ManaCost.parse(f"{{{tax}}}") if tax else ManaCost.parse("")), spell,
                           board_rules(analysis), permanent_counter(analysis))
    return mana, ((f"commander tax {{{tax}}} (CR 903.8)",) if tax else ()) + notes


def ban_reason(spell: Spell, zone: str, rules: BoardRules, x: int | None = 0) -> str | None:
    """Why ``spell`` can't be cast from ``zone`` on this board (Meddling Mage, Iona, Void Winnower, Gaddock Teeg,
    Grafdigger's Cage, Drannith Magistrate: CR 601.3, 101.2), or None. ``x``: the value chosen for X, or None while
    it is still to be chosen (CR 601.3a: a spell whose X may change what stops it may be begun;
    :func:`x_parity` then says what X must be)."""
    x_count = spell.mana_cost.x_count if spell.mana_cost is not None else 0
    for ban, source, chosen in rules.bans:
        if ban.stops(spell.card_types, spell.colors, spell.mana_value, has_x=x_count > 0, zone=zone, name=spell.name,
                     chosen=chosen, x_count=x_count, x=x):
            with_x = f" with X = {x}" if x_count and x is not None and ban.parity else ""
            chose = f"; chose {chosen}" if ban.chosen_color else ""
            return f"can't be cast{with_x}: {source} ({ban.describe()}{chose})"
    return None


def x_parity(spell: Spell, zone: str, rules: BoardRules) -> tuple[int, str] | None:
    """The parity (0 even, 1 odd) the value of X must have for ``spell`` cast from ``zone`` not to be stopped (Void
    Winnower: CR 202.3e, 601.3a), and the ban in words; None when no ban cares about X.

    >>> from manaplan.models.board_files import parse_inline
    >>> from manaplan.models.cards.store import default_database
    >>> from manaplan.models.spells import spells_of
    >>> fireball = spells_of(default_database().get("Fireball"))[0]
    >>> x_parity(fireball, "hand", board_rules(parse_inline("Void Winnower (opp)")))
    (0, "Void Winnower#1 (your opponents' spells with even mana values can't be cast)")
    """
    x_count = spell.mana_cost.x_count if spell.mana_cost is not None else 0
    for ban, source, chosen in rules.bans:
        need = ban.x_parity(spell.mana_value, x_count)
        if need is not None and ban.stops(spell.card_types, spell.colors, spell.mana_value, has_x=True, zone=zone,
                                          name=spell.name, chosen=chosen, x_count=x_count, x=1 - need):
            return need, f"{source} ({ban.describe()})"
    return None


def cast_ban(spell: Spell, board: Board | Analysis, zone: str = "hand", x: int | None = 0) -> str | None:
    """Why ``spell`` can't be cast from ``zone`` on ``board`` (Meddling Mage, Gaddock Teeg, Grafdigger's Cage …, CR
    101.2), or None; what ``pay --for CARD`` warns of. ``x`` as :func:`ban_reason`'s.

    >>> from manaplan.models.board_files import parse_inline
    >>> from manaplan.models.cards.store import default_database
    >>> from manaplan.models.spells import spells_of
    >>> wildfire = spells_of(default_database().get("Wildfire"))[0]
    >>> cast_ban(wildfire, parse_inline("Gaddock Teeg (opp)"))
    "can't be cast: Gaddock Teeg#1 (noncreature spells with mana value 4 or greater can't be cast)"
    """
    return ban_reason(spell, zone, board_rules(board), x)


def commander_tax(spell: Spell, board: Board) -> int:
    """The commander tax on ``spell`` cast from the command zone: {2} per earlier cast from there (CR 903.8)."""
    return next((c.tax for c in board.command_zone if c.card.full_name == spell.card.full_name), 0)


def is_commander(spell: Spell, board: Board | None) -> bool | None:
    """Whether ``spell`` is one of the board's commanders; None when the board gives no ``command_zone:``."""
    if board is None or not board.command_zone:
        return None
    return spell.card.full_name in {c.card.full_name for c in board.command_zone}


def spell_purpose(spell: Spell, zone: str = "hand", *, has_x: bool | None = None, cost: str = "",
                  board: Board | None = None) -> SpendPurpose:
    """What mana is spent on when ``spell`` is cast from ``zone`` (for spending restrictions, CR 106.6). With a
    ``board`` that gives a ``command_zone:``, whether the spell is your commander is known (CR 903.3).

    Examples
    --------
    >>> from manaplan.models.cards.store import default_database
    >>> from manaplan.models.spells import spells_of
    >>> sorted(spell_purpose(spells_of(default_database().get("Ornithopter"))[0]).card_types)
    ['Artifact', 'Creature']
    """
    x_in_cost = spell.mana_cost is not None and spell.mana_cost.x_count > 0
    if has_x is None:
        has_x = x_in_cost
    qualities = {"with {X}" if x_in_cost else "without {X}"}
    if any(o.keyword == "flashback" for o in spell.options):
        qualities.add("with flashback")
    if re.search(r"^Devoid\b", spell.part.oracle_text or "", re.M):
        qualities.add("with devoid")
    return SpendPurpose.cast(spell.card_types, spell.subtypes, spell.supertypes, spell.colors,
                             all_creature_types=spell.changeling, from_zone=zone, has_x=has_x, name=spell.name,
                             mana_value=spell.mana_value, qualities=frozenset(qualities), cost=cost,
                             commander=is_commander(spell, board))
