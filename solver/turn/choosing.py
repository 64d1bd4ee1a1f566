"""A permanent cast this turn that chooses a type as it enters, for its cost change (Cloud Key).

"As Cloud Key enters, choose artifact, creature, enchantment, instant, or sorcery. Spells you cast of the chosen
type cost {1} less to cast." The choice is made as it enters (CR 614.12c), once, and the cost change then applies
to the spells cast after it (CR 601.2f). On the board the choice is given (``chosen:``); cast this turn, the copy
becomes one part per choice that matters, the parts of one card (its ``alt``, cast at most one of them), each a cost
changer of its own (:func:`~.cards.with_cost_versions`): the model chooses exactly by which part it casts, and the
plan says which ("cast Cloud Key {3}, choosing instant").

Which choices matter: a type that changes the cost of another copy of the turn (a spell of that type), the first of
those that change the same costs alike (Elf or Scout for Wood Elves beside Urza's Incubator). For a
reduction (Cloud Key, Stenn, Herald's Horn) a choice that changes nothing is never better than one that lowers a
cost (a lower cost is never harder to pay, and nothing else depends on the choice): only the choices that change a
cost are parts, or, where none does, the first it may name (cast for itself, a candidate). For an increase (Arachne)
a choice that changes nothing is best where there is one: that one alone, else every choice.

A creature type (Herald's Horn, Urza's Incubator) may be any; the ones that may change a cost are the subtypes of
the creature and kindred spells of the turn (CR 205.3m). With none, the copy is left as it is (no type chosen: its
reduction changes nothing).
"""

from __future__ import annotations

from dataclasses import replace

from ...models.oracle.choices import chosen_type_changes, entering_type_choice
from ..analysis import Analysis
from ..cast.zones import next_id
from .cards import Copy, prices_after

__all__ = ["with_type_choices", "type_options"]


def type_options(c: Copy, copies: list[Copy]) -> tuple[str, ...]:
    """What ``c``'s permanent may name as it enters that could matter this turn: the card types it may name, or for
    a creature type the subtypes of the other copies' creature and kindred spells (sorted); empty when it chooses
    no type.

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.turn.cards import read_copies
    >>> b = board_from_data({"permanents": ["Forest"], "hand": ["Herald's Horn", "Llanowar Elves", "Cloud Key"]})
    >>> copies = read_copies(b, [("hand", c) for c in b.hand])
    >>> type_options(copies[0], copies), type_options(copies[1], copies)
    (('Druid', 'Elf'), ())
    >>> type_options(copies[2], copies)
    ('artifact', 'creature', 'enchantment', 'instant', 'sorcery')
    """
    if c.enters is None or c.enters.chosen is not None or not chosen_type_changes(c.enters.card):
        return ()
    choice = entering_type_choice(c.enters.card)
    if not choice.creature_type:
        return choice.card_types
    return tuple(sorted({t for o in copies if o.alt != c.alt and o.spell is not None
                         and o.spell.card_types & {"Creature", "Kindred"} for t in o.spell.subtypes}))


def with_type_choices(analysis: Analysis, copies: list[Copy]) -> list[Copy]:
    """The copies with each whose permanent chooses a type as it enters (Cloud Key: :func:`type_options`) made one
    part per choice that matters (see the module notes), keyed ``'Cloud Key (hand)#1 [instant]'`` under its card's
    key, its permanent with that ``chosen``; a copy left with one choice keeps its key. Each part's permanent has an
    id of its own (one card, cast at most once: the plan names the one cast).

    Parameters
    ----------
    analysis : Analysis
        The board as the turn begins, analysed; the boards with a choice are analysed in its session.
    copies : list of Copy
        Castable copies.

    Returns
    -------
    list of Copy

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.analysis import analysed
    >>> from manaplan.solver.turn.cards import read_copies
    >>> b = board_from_data({"permanents": ["Island"] * 3, "hand": ["Cloud Key", "Divination", "Impulse"]})
    >>> out = with_type_choices(analysed(b), read_copies(b, [("hand", c) for c in b.hand]))
    >>> [(c.key, c.alt, c.enters.id, c.enters.chosen) for c in out if c.enters]  # doctest: +NORMALIZE_WHITESPACE
    [('Cloud Key (hand)#1 [instant]', 'Cloud Key (hand)#1', 'Cloud Key#1', 'instant'),
     ('Cloud Key (hand)#1 [sorcery]', 'Cloud Key (hand)#1', 'Cloud Key#2', 'sorcery')]
    >>> b = board_from_data({"permanents": ["Island"] * 3, "hand": ["Cloud Key", "Opt"]})
    >>> [c.enters.chosen for c in with_type_choices(analysed(b), read_copies(b, [("hand", c) for c in b.hand]))
    ...  if c.enters]  # Opt's {U}: no choice lowers it, the first type it may name is said
    ['artifact']

    References
    ----------
    CR 614.12c (a choice made as a permanent enters), 601.2f (the cost changes in force as a spell is cast).
    """
    board = analysis.board
    taken = {c.enters.id for c in copies if c.enters is not None} | {p.id for c in copies for p in c.finds}
    out: list[Copy] = []
    for c in copies:
        options = type_options(c, copies)
        if not options:
            out.append(c)
            continue
        others = [o for o in copies if o.alt != c.alt and o.cost is not None]
        first: dict[tuple, str] = {}  # two choices that leave every cost alike are one (Elf, Scout for Wood Elves)
        base: dict = {}  # each other spell's cost before any change, read once (prices_after)
        for t in options:
            price = prices_after(analysis, (replace(c.enters, chosen=t),), base)
            first.setdefault(tuple(price(o) for o in others), t)
        same = tuple(o.cost for o in others)
        changes = [t for costs, t in first.items() if costs != same]
        idle = [t for costs, t in first.items() if costs == same]
        if all(change.amount < 0 for change in chosen_type_changes(c.enters.card)):
            chosen = changes or idle[:1]
        else:  # an increase: a choice that changes nothing, if any
            chosen = idle[:1] or changes
        if len(chosen) == 1:
            out.append(replace(c, enters=replace(c.enters, chosen=chosen[0])))
            continue
        for i, t in enumerate(chosen):
            pid = c.enters.id if i == 0 else next_id(board, c.enters.card.name, taken)
            out.append(replace(c, key=f"{c.key} [{t}]", enters=replace(c.enters, id=pid, chosen=t)))
    return out
