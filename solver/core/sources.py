"""Your sources: what the builder groups, in the order plans prefer them.

Mana abilities are activated by the player who controls their permanent (CR 602.2), and from your hand by a card that
says so (CR 605.1a: a Spirit Guide exiles itself from there). :func:`source_views` is the builder's first step
(:func:`~manaplan.solver.core.activations.activation_board`): the cards of your hand that are sources
(:func:`hand_sources`), then your permanents as the effects leave them; with the abilities that add more when
activated before the spell being paid for is cast (:func:`before_casting`: Metalworker revealing it too), and a
fetchland's activation for each land it can find (:func:`~manaplan.solver.core.searches.search_abilities`), and an
untapper's for each land it can untap (:func:`~manaplan.solver.core.untappers.untap_abilities`: Earthcraft). What the
builder reads besides the effective board — the hand's cards, the board states of the hand's sources and of the lands
found — it reads through a :class:`~manaplan.solver.core.reader.Reader`.

Examples
--------
>>> from manaplan.models.board_files import board_from_data
>>> from manaplan.solver.effective import effective_board
>>> eb = effective_board(board_from_data({"permanents": ["Forest"], "hand": ["Elvish Spirit Guide"]}))
>>> [v.id for v in source_views(eb)[0]]
['Elvish Spirit Guide (hand)#1', 'Forest#1']
"""

from __future__ import annotations

from dataclasses import replace

from ...models.ability import RevealedCards
from ...models.board import Permanent
from ..effective import EffectiveBoard, PermanentView
from .reader import FRESH, Reader
from .searches import ChangingFind, search_abilities
from .untappers import untap_abilities

__all__ = ["source_views", "hand_sources", "reveals_hand", "before_casting", "BEFORE_CASTING"]

#: The origin of an ability activated before the spell is cast, with the spell still in hand (SPEC: ``before``).
BEFORE_CASTING = "before casting"


def source_views(effective: EffectiveBoard, before: EffectiveBoard | None = None, reader: Reader = FRESH,
                 unsure: frozenset[str] = frozenset()
                 ) -> tuple[list[PermanentView], list[tuple[str, str, str]], list[ChangingFind]]:
    """Your sources in the order plans prefer them, what their searches and untappers leave out, and the finds that
    change other permanents' mana.

    Parameters
    ----------
    effective : EffectiveBoard
    before : EffectiveBoard, optional
        The board before the spell being paid for was cast, with it still in hand (:func:`before_casting`).
    reader : Reader
        Reads the hand's cards and the board states the hand's sources and the fetchlands' finds are worked out on.
    unsure : frozenset of str
        Permanents that may not be there yet when a fetchland's land enters (``turn``'s casts and finds): no
        condition of how that land enters counts on them (:func:`~.searches.search_abilities`).

    Returns
    -------
    (list of PermanentView, list of (str, str, str), list of ChangingFind)
        The cards of your hand that are sources first (before "discard your hand"), then your permanents; each with
        the abilities that add more before the spell is cast, a fetchland's activations for the lands it finds and an
        untapper's for the lands it untaps.
        Then what the searches and the untappers leave out: (permanent id, text, reason); and the finds among it
        whose entering changes other permanents' mana (:class:`~.searches.ChangingFind`: :mod:`.fetch_bounds` bounds
        them).
    """
    yours = list(hand_sources(effective, reader)) + list(effective.yours)
    if before is not None:
        yours = before_casting(yours, before)
    fetched, unsupported_searches, changing = search_abilities(effective, yours, reader, unsure)
    untapping, untaps_left_out = untap_abilities(effective, yours)
    yours = [replace(v, abilities=v.abilities + fetched.get(v.id, ()) + untapping.get(v.id, ()))
             if v.id in fetched or v.id in untapping else v for v in yours]
    return yours, list(unsupported_searches) + untaps_left_out, changing


def hand_sources(effective: EffectiveBoard, reader: Reader = FRESH) -> tuple[PermanentView, ...]:
    """The cards of your hand whose mana ability exiles them from there (Simian and Elvish Spirit Guide: "Exile ~
    from your hand: Add {R}."), each a source of its own, once (CR 605.1a: a mana ability of a card in hand may be
    activated from there; its cost takes that card from the hand, counted with the hand's other costs).

    They are read on their own, with none of the battlefield's effects (those apply to permanents); their ids are
    ``'<name> (hand)#<n>'``. ``reader`` reads the hand's cards and works out the board of those alone
    (:mod:`.reader`).

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.effective import effective_board
    >>> b = board_from_data({"hand": ["Simian Spirit Guide", "Mountain", "Simian Spirit Guide"]})
    >>> [(v.id, v.permanent.zone, v.abilities[0].output.text) for v in hand_sources(effective_board(b))]
    [('Simian Spirit Guide (hand)#1', 'hand', '[R]'), ('Simian Spirit Guide (hand)#2', 'hand', '[R]')]
    """
    if "hand_sources" in effective.built:
        return effective.built["hand_sources"]
    board = effective.board
    seen: dict[str, int] = {}
    perms = []
    for card in board.hand:
        if not any(a.cost.exile_self == "hand" for a in reader.read(card).mana_abilities):
            continue
        seen[card.name] = n = seen.get(card.name, 0) + 1
        perms.append(Permanent(id=f"{card.name} (hand)#{n}", card=card, zone="hand"))
    out: tuple[PermanentView, ...] = ()
    if perms:
        alone = replace(board, permanents=tuple(perms), effects=())
        out = tuple(v for v in reader.effective(alone).views if v.abilities)
    effective.built["hand_sources"] = out
    return out


def reveals_hand(effective: EffectiveBoard) -> bool:
    """Some ability of yours adds mana counted from your hand (Metalworker: "Reveal any number of artifact cards in
    your hand"): paying for a spell cast from your hand, it may be activated before, with the spell still there
    (:func:`before_casting`)."""
    return any(isinstance(a.base.output, RevealedCards) for v in effective.yours for a in v.abilities)


def before_casting(views: list[PermanentView], before: EffectiveBoard) -> list[PermanentView]:
    """Each view with, beside its abilities, those that add more when activated before the spell is cast, while it
    is still in your hand (``before``: the effective board with the spell in hand).

    A mana ability may be activated whenever you have priority (CR 605.3a), so before casting, its mana kept in
    your pool (CR 106.4) to pay the spell's cost: Metalworker then reveals the artifact being cast too (CR 701.20)
    and adds {C}{C} more. Such a use is marked :data:`BEFORE_CASTING`; it is the same permanent's ability, so it
    is one tap like the other (a permanent's ``{T}`` is paid once).
    """
    by_id = {v.id: v for v in before.yours}
    out = []
    for v in views:
        twin = by_id.get(v.id)
        extra = []
        if twin is not None:
            mine = {a.key: a for a in v.abilities}
            for a in twin.abilities:
                now = mine.get(a.key)
                if isinstance(a.base.output, RevealedCards) and now is not None and a.output != now.output:
                    extra.append(replace(a, key=f"{a.key}/before", origin=BEFORE_CASTING))
        out.append(replace(v, abilities=v.abilities + tuple(extra)) if extra else v)
    return out
