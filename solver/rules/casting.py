"""Casting permissions and cost changes in force on a board (CR 601.2f, 601.3): who lets you cast what from where,
and what changes what your spells cost.

:func:`casting_rules` reads them from the text of the permanents whose abilities are in force and from the board's
``effects:``; :attr:`manaplan.solver.effective.EffectiveBoard.casting` calls it with the effective board's answer to
"in force", and ``cast`` reads that (:func:`manaplan.solver.cast.costs.board_rules`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from ...models.board import Board, Permanent
from ...models.cards.store import Card
from ...models.costs import ManaCost
from ...models.effects.casting import CastBan, CastPermission, CostChange, SpellFilter, chosen_color
from ...models.oracle.casting import parse_permissions

__all__ = ["Grant", "BoardRules", "casting_rules"]


@dataclass(frozen=True, slots=True)
class Grant:
    """A permission on this board and who gives it.

    Parameters
    ----------
    permission : CastPermission
    source : str
        The permanent's id, or ``'<card name> (effect)'`` for a resolved effect.
    permanent : Permanent or None
        The permanent, for a permission granted by one (its activation, its Equipment's creature).
    inactive : str or None
        Why it does not apply now (Summoning Materia not attached to a creature); None when it applies.
    exiles_instead : bool
        Its source also says that cards put into your graveyard this turn are exiled instead (Magus of the Will,
        Yawgmoth's Will).
    """

    permission: CastPermission
    source: str
    permanent: Permanent | None = None
    inactive: str | None = None
    exiles_instead: bool = False


@dataclass(frozen=True, slots=True)
class BoardRules:
    """What the board says about casting, read once for all cards.

    Parameters
    ----------
    grants : tuple of Grant
    cost_changes : tuple of (CostChange, str)
        Changes to what your spells cost, with their source's id.
    left_out : tuple of str
        ``'<source>: <text>'`` for text about casting that is not understood (it might change an answer) and notes
        on what is not counted.
    bans : tuple of (CastBan, str, str or None)
        Spells you can't cast (Meddling Mage, Gaddock Teeg, Grafdigger's Cage, an opponent's Drannith Magistrate),
        with their source's id and the name chosen for it.
    graveyard_lost : tuple of str
        The ids of the effects by which cards in graveyards lose all abilities (Yixlid Jailer): a card's own way to
        be cast from a graveyard (flashback, aftermath …) is gone.
    may_stop : tuple of str
        The entries of ``left_out`` that might stop a spell being cast or make it cost more (text not understood, a
        ban without its chosen name), unlike the notes, which can only make casting easier: beside them a
        "castable" is only probable.
    land_plays : int
        The lands you may play each turn (CR 305.2): one, and the additional ones of your permanents in force
        (Exploration, Azusa: cumulative).
    """

    grants: tuple[Grant, ...] = ()
    cost_changes: tuple[tuple[CostChange, str], ...] = ()
    left_out: tuple[str, ...] = ()
    bans: tuple[tuple[CastBan, str, str | None], ...] = ()
    graveyard_lost: tuple[str, ...] = ()
    may_stop: tuple[str, ...] = ()
    land_plays: int = 1


def _printed_types(p: Permanent) -> frozenset[str]:
    return frozenset(p.card.card_types)


def _attached_creature(board: Board, permanent: Permanent,
                       card_types: Callable[[Permanent], frozenset[str]] = _printed_types) -> bool:
    if permanent.attached_to is None:
        return False
    try:
        return "Creature" in card_types(board.get(permanent.attached_to))
    except KeyError:
        return False


#: Text of your own permanents that speaks only of your opponents' spells: it changes nothing for you.
_OPPONENTS_ONLY = re.compile(r"^(?:[\w\s-]*spells your opponents cast\b|Your opponents can't\b|Each opponent can't\b)",
                             re.I)
_EXILE_INSTEAD = re.compile(r"If a card would be put into your graveyard from anywhere this turn, exile", re.I)


def _exiles_instead(card: Card) -> bool:
    return _EXILE_INSTEAD.search(card.oracle_text or "") is not None


def _with_chosen(change: CostChange, chosen: str | None) -> CostChange | None:
    """A cost change "of the chosen type" (Cloud Key) with the type chosen for its source; None when none is given
    and it is a reduction (it then changes nothing: a plan missed at most). An increase whose type is not given
    changes every spell (never a cost shown too low)."""
    filters = (change.spells, *change.also)
    if not any(f.chosen for f in filters):
        return change
    made = [f.with_chosen(chosen) for f in filters]
    if any(f is None for f in made):
        if change.amount < 0:
            return None
        return replace(change, spells=SpellFilter(), also=())
    return replace(change, spells=made[0], also=tuple(made[1:]))


def _missing_choice(ban: CastBan, p: Permanent) -> str:
    """Why a ban "with the chosen name" (Meddling Mage) or "of the chosen color" (Iona) stops nothing on this board:
    its source has no ``chosen:`` of that kind; ``''`` when it has one."""
    if ban.chosen_name and p.chosen is None:
        return f"{p.id}: {ban.text} (no name chosen: give it chosen: on the board; it stops nothing here)"
    if ban.chosen_color and chosen_color(p.chosen) is None:  # Iona: the colour is the board's to give
        return (f"{p.id}: {ban.text} (no color chosen: give it chosen: on the board, a color such as blue; it stops "
                f"nothing here)")
    return ""


def casting_rules(board: Board, in_force: Callable[[Permanent], bool] = lambda p: True,
                  card_types: Callable[[Permanent], frozenset[str]] = _printed_types,
                  barred: Callable[[Permanent], tuple[str, ...]] = lambda p: (),
                  graveyard_lost: tuple[str, ...] = (),
                  dearer: Callable[[Permanent], int] = lambda p: 0) -> BoardRules:
    """The permissions, cost changes and text not understood of a board's permanents and effects: of the
    permanents ``in_force`` says keep the abilities of their text, and of every ``effects:`` card.

    Only your permanents grant you permissions (an opponent's Future Sight lets them play their top card); every
    permanent's cost changes apply as they say ("Spells your opponents cast …" from an opponent's permanent).

    Parameters
    ----------
    board : Board
    in_force : callable, optional
        Permanent → whether the abilities of its text are in force (all by default: the printed board).
    card_types : callable, optional
        Permanent → its card types now (the printed ones by default), for "while attached to a creature".
    barred : callable, optional
        Permanent → the ids of the effects that stop its activated abilities (CR 602.5: Damping Matrix on Magus of
        the Will); a permission granted by such an ability does not apply.
    graveyard_lost : tuple of str
        The ids of the effects in force by which cards in graveyards lose all abilities (Yixlid Jailer).
    dearer : callable, optional
        Permanent → the generic mana more its activated abilities that aren't mana abilities cost (CR 602.2b:
        Suppression Field on Magus of the Will); a permission granted by such an ability costs that much more.

    Returns
    -------
    BoardRules

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> rules = casting_rules(parse_inline("Magus of the Future, Thalia, Guardian of Thraben (opponent)"))
    >>> [(g.source, g.permission.zone) for g in rules.grants]
    [('Magus of the Future#1', 'library_top')]
    >>> [(c.amount, who) for c, who in rules.cost_changes]
    [(1, 'Thalia, Guardian of Thraben#1')]
    """
    grants: list[Grant] = []
    changes: list[tuple[CostChange, str]] = []
    left_out: list[str] = []
    may_stop: list[str] = []
    bans: list[tuple[CastBan, str, str | None]] = []
    land_plays = 1
    for p in board.permanents:
        if not in_force(p):  # it lost the abilities of its text (CR 305.7, 613.1f)
            continue
        parsed = parse_permissions(p.card)
        for c in parsed.cost_changes:
            if not c.applies(p.is_yours) or (c.while_untapped and p.tapped):  # Trinisphere: "As long as ~ is untapped"
                continue
            chosen = _with_chosen(c, p.chosen)
            if chosen is None:
                left_out.append(f"{p.id}: {c.text} (no type chosen: give it chosen: on the board; it changes nothing "
                                f"here)")
                continue
            changes.append((chosen, p.id))
        for ban in parsed.bans:
            if not ban.applies(p.is_yours):
                continue
            missing = _missing_choice(ban, p)
            if missing:
                left_out.append(missing)
                may_stop.append(missing)
                continue
            bans.append((ban, p.id, p.chosen))
        if p.is_yours:
            land_plays += parsed.additional_lands
            for permission in parsed.grants:
                if permission.activation is not None and dearer(p):  # Suppression Field: {2} more (CR 602.2b)
                    more = ManaCost.parse(f"{{{dearer(p)}}}")
                    permission = replace(permission, activation=replace(permission.activation,
                                                                        mana=permission.activation.mana + more))
                inactive = None
                if permission.while_attached_to_creature and not _attached_creature(board, p, card_types):
                    inactive = f"{p.id} is not attached to a creature"
                if permission.activation is not None and barred(p):
                    inactive = f"its ability can't be activated: {barred(p)[0]}"
                grants.append(Grant(permission, p.id, p, inactive, _exiles_instead(p.card)))
            left_out += [f"{p.id}: {text}" for text in parsed.grant_unsupported + parsed.grant_notes
                         if not _OPPONENTS_ONLY.match(text)]
            may_stop += [f"{p.id}: {text}" for text in parsed.grant_unsupported if not _OPPONENTS_ONLY.match(text)]
        else:
            left_out += [f"{p.id}: {text}" for text in parsed.grant_unsupported
                         if not text.lower().startswith("you may")]
            may_stop += [f"{p.id}: {text}" for text in parsed.grant_unsupported
                         if not text.lower().startswith("you may")]
    for card in board.effects:
        parsed = parse_permissions(card)
        source = f"{card.name} (effect)"
        grants += [Grant(permission, source, exiles_instead=_exiles_instead(card)) for permission in parsed.resolved]
        left_out += [f"{source}: {text}" for text in parsed.grant_unsupported + parsed.grant_notes]
        may_stop += [f"{source}: {text}" for text in parsed.grant_unsupported]
    return BoardRules(tuple(grants), tuple(changes), tuple(dict.fromkeys(left_out)), tuple(bans), graveyard_lost,
                      tuple(dict.fromkeys(may_stop)), land_plays)
