"""What a permanent cast this turn takes from your hand as it enters: Chrome Mox's imprinted card, Mox Diamond's land.

Chrome Mox: "Imprint — As this artifact enters, you may exile a nonartifact, nonland card from your hand. {T}: Add one
mana of any of the exiled card's colors." The exile is part of its entering (CR 614.1c, 614.12; the older wording, a
trigger on entering, resolves before its mana ability can be activated, CR 603.3), so:

- the copy cast is one of several *versions* (:attr:`~.cards.Copy.imprint`), sharing its card's key: one that exiles
  nothing (it enters, and makes no mana: no colour to choose, CR 106.5), and one per set of colours among the cards
  of your hand it may exile (:func:`imprint_choices`), whose permanent is the one a board gives as ``imprinted:``
  that card (:func:`~manaplan.solver.effective.base_yields.fixed_colors`: the exiled card's colours as it is now);
- the cards of one set are interchangeable for its mana, so a version stands for any of them (:attr:`~.cards.Copy.
  exiles`): the model casts, of those cards and the versions that exile one, at most as many as there are
  (:func:`~.model.build_turn_model`), and the plan names one it does not cast (:func:`imprinted_cards`);
- a colourless card gives no mana, so exiling one is never better than exiling nothing: no version;
- a Spirit Guide (mana from your hand, CR 605.1a) gives its one mana this turn exiled for its own ability as it would
  through the Mox: no version either;
- only the cards of your hand as the turn begins: a card a spell puts there (Demonic Tutor's) that the Mox could
  exile is named where there is one (:func:`imprint_left_out`), and the answer is not proven.

Mox Diamond: "If Mox Diamond would enter the battlefield, you may discard a land card instead. If you do, put Mox
Diamond onto the battlefield. If you don't, put it into its owner's graveyard." (a replacement effect, CR 614.1a).
Cast, it is the copy that goes to the graveyard (no permanent: :data:`~.cards.ENTERS_BY_DISCARD_NOTE`) or, where your
hand holds a land card as the turn begins, a version that enters (:attr:`~.cards.Copy.discards_land`,
:func:`with_land_discards`): the model's hand (less the land played) then holds a land card for each such version
cast, one the turn neither plays nor discards otherwise (:func:`~.model.build_turn_model`), and the plan names one
(:func:`discarded_lands`). A land card a spell puts into your hand is not discarded so (as before: not named).

Examples
--------
>>> from manaplan.models.board_files import board_from_data
>>> from manaplan.solver.analysis import analysed
>>> from manaplan.solver.turn.cards import read_copies
>>> a = analysed(board_from_data({"permanents": ["Island"], "hand": ["Chrome Mox", "Giant Growth", "Fire // Ice",
...                                                                  "Ulamog's Crusher", "Sol Ring"]}))
>>> [(c.key, [e.name for e in c.exiles], c.enters.id) for c in with_imprints(a, read_copies(a, []))
...  if c.name == "Chrome Mox"]  # doctest: +NORMALIZE_WHITESPACE
[('Chrome Mox (hand)#1', [], 'Chrome Mox#1'),
 ('Chrome Mox (hand)#1 [exiling G]', ['Giant Growth'], 'Chrome Mox#2'),
 ('Chrome Mox (hand)#1 [exiling UR]', ['Fire // Ice'], 'Chrome Mox#3')]
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from ...models.board import Board, Permanent
from ...models.cards.store import Card
from ...models.mana import COLORS, ManaType
from ..analysis import Analysis
from ..cast.zones import next_id
from ..core.activations import PaymentBoard
from ..effective.base_yields import NOT_IMPRINTED
from ..effective.characteristics import card_colors
from .cards import ENTERS_BY_DISCARD_NOTE, IMPRINT, Copy, hand_mana, is_land

__all__ = ["imprint_choices", "with_imprints", "imprint_left_out", "imprinted_cards", "imprints_said",
           "with_land_discards", "discarded_lands", "DIAMOND_GRAVEYARD_NOTE", "version_ids", "with_ids",
           "card_versions", "first_versions", "changing"]

#: Said of a Mox Diamond cast without discarding a land card (there is one to discard this turn): CR 614.1a.
DIAMOND_GRAVEYARD_NOTE = ("cast without discarding a land card, it goes to your graveyard (CR 614.1a) and makes no "
                          "mana; discarding one, it enters")


def imprint_choices(board: Board, read) -> tuple[tuple[Card, ...], ...]:
    """The cards of your hand a Chrome Mox may exile for its mana, by their colours (CR 105.2): each nonartifact,
    nonland card with a colour, but a Spirit Guide (:func:`~.cards.hand_mana`: its mana this turn is the same exiled
    for its own ability); ``read``: card → ParsedCard.

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.models.oracle.parser import parse_card
    >>> b = board_from_data({"hand": ["Giant Growth", "Llanowar Elves", "Counterspell", "Ulamog's Crusher",
    ...                              "Elvish Spirit Guide", "Sol Ring", "Forest"]})
    >>> [[c.name for c in cards] for cards in imprint_choices(b, parse_card)]
    [['Giant Growth', 'Llanowar Elves'], ['Counterspell']]
    """
    out: dict[frozenset[ManaType], list[Card]] = {}
    for card in board.hand:
        if is_land(card) or card.is_artifact or hand_mana(card, read):
            continue
        colors = card_colors(Permanent(id=card.name, card=card))
        if colors:
            out.setdefault(colors, []).append(card)
    return tuple(tuple(cards) for cards in out.values())


def _letters(colors: frozenset[ManaType]) -> str:
    """``'UR'``: the colours in WUBRG order."""
    return "".join(t.value for t in COLORS if t in colors)


def with_imprints(analysis: Analysis, copies: list[Copy]) -> list[Copy]:
    """``copies`` with each copy of a permanent that imprints as it enters (:data:`~.cards.IMPRINT`: Chrome Mox) as
    its versions: the copy itself, in its place, exiling nothing, and one per set of colours of :func:`imprint_choices`
    (its key ``'… [exiling G]'``, its permanent a new one with the set's first card imprinted), after every copy (so
    that the model's other variables are made in the order they were). Other copies are as they were."""
    if not any(_imprints(c) for c in copies):
        return copies
    board = analysis.board
    choices = imprint_choices(board, analysis.read)
    taken = {c.enters.id for c in copies if c.enters is not None} | {p.id for c in copies for p in c.finds}
    out, versions = [], []
    for c in copies:
        if not _imprints(c):
            out.append(c)
            continue
        out.append(replace(c, imprint=True))
        for cards in choices:
            letters = _letters(card_colors(Permanent(id=cards[0].name, card=cards[0])))
            pid = next_id(board, c.enters.card.name, taken)
            versions.append(replace(c, key=f"{c.key} [exiling {letters}]", imprint=True, exiles=cards,
                                    enters=replace(c.enters, id=pid, imprinted=cards[0])))
    return out + versions


def _imprints(c: Copy) -> bool:
    """Whether copy ``c`` is a permanent that may exile a card of your hand as it enters (Chrome Mox)."""
    return c.why_not is None and c.enters is not None and not c.imprint \
        and bool(IMPRINT.search(c.enters.card.oracle_text or ""))


def imprints_said(pb: PaymentBoard, copies: list[Copy]) -> PaymentBoard:
    """``pb`` (the turn's payment board) saying what the model has of the Chrome Moxes among ``copies``: nothing of
    the mana of a version that exiles nothing (it has none, as modelled: :func:`_blank_ids`), and the cards a spell
    puts into your hand that one could exile (:func:`imprint_left_out`)."""
    if not any(c.imprint for c in copies):
        return pb
    blank = _blank_ids(copies)
    return replace(pb, unproven=_without_blank_hints(pb.unproven, blank) + imprint_left_out(copies),
                   unsupported=_without_blank_hints(pb.unsupported, blank))


def _blank_ids(copies: list[Copy]) -> frozenset[str]:
    """The permanents of the versions that exile nothing (a Chrome Mox with no card imprinted: no mana)."""
    return frozenset(c.enters.id for c in copies if c.imprint and not c.exiles and c.enters is not None)


def _without_blank_hints(left: tuple[tuple[str, str], ...], blank: frozenset[str]) -> tuple[tuple[str, str], ...]:
    """``left`` (a payment board's ``unproven`` or ``unsupported``: (permanent id, why)) without what is said of the
    mana of a version that exiles nothing (:func:`_blank_ids`): it has none, as the model has it."""
    return tuple((who, text) for who, text in left if not (who in blank and NOT_IMPRINTED in text))


def imprint_left_out(copies: list[Copy]) -> tuple[tuple[str, str], ...]:
    """(copy key, why) for each permanent that imprints as it enters, where a spell may put into your hand a card it
    could exile (a card a copy is :attr:`~.cards.Copy.fetched_by`, with a colour, nonartifact, nonland): the
    versions exile only cards of your hand as the turn begins."""
    found = [c.card.name for c in copies if c.fetched_by and not c.card.is_artifact and not is_land(c.card)
             and card_colors(Permanent(id=c.card.name, card=c.card))]
    if not found:
        return ()
    said = ", ".join(dict.fromkeys(found))
    return tuple(dict.fromkeys(
        (c.key, f"exiling a card a spell puts into your hand this turn ({said}) as it enters is not looked for")
        for c in copies if c.imprint and not c.exiles))


def imprinted_cards(cast: list[Copy]) -> dict[str, str]:
    """The card each version cast that exiles one names (its key → the card's name), ``cast`` the copies cast in the
    order of the plan: the first of its :attr:`~.cards.Copy.exiles` that the plan neither casts from your hand nor
    names for an earlier one (the model casts no more of them than there are).

    Examples
    --------
    >>> from manaplan.models.cards.store import default_database
    >>> db = default_database()
    >>> growth, elves, mox = db.get("Giant Growth"), db.get("Llanowar Elves"), db.get("Chrome Mox")
    >>> def copy(key, card, **kw):
    ...     return Copy(key, card, None, "hand", True, **kw)
    >>> imprinted_cards([copy("Chrome Mox (hand)#1 [exiling G]", mox, imprint=True, exiles=(growth, elves)),
    ...                  copy("Giant Growth (hand)#1", growth)])
    {'Chrome Mox (hand)#1 [exiling G]': 'Llanowar Elves'}
    """
    sets = {tuple(card.name for card in c.exiles) for c in cast if c.exiles}  # each card of your hand once
    left = Counter(name for names in sets for name in names)
    left.subtract(c.card.name for c in cast if c.zone == "hand" and not c.fetched_by)
    out: dict[str, str] = {}
    for c in cast:
        if c.exiles:
            name = next((card.name for card in c.exiles if left[card.name] > 0), c.exiles[0].name)
            left[name] -= 1
            out[c.key] = name
    return out


def with_land_discards(analysis: Analysis, copies: list[Copy]) -> list[Copy]:
    """``copies`` with each copy of a permanent that enters only by discarding a land card (Mox Diamond: one that
    carries :data:`~.cards.ENTERS_BY_DISCARD_NOTE`, no permanent) and a version that does (its key ``'… [discarding a
    land]'``, :attr:`~.cards.Copy.discards_land`, the permanent it becomes) after every copy, where your hand holds a
    land card as the turn begins; that copy then says what it does cast without one (:data:`DIAMOND_GRAVEYARD_NOTE`).

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.analysis import analysed
    >>> from manaplan.solver.turn.cards import read_copies
    >>> a = analysed(board_from_data({"hand": ["Mox Diamond", "Forest"]}))
    >>> [(c.key, c.enters.id if c.enters else None) for c in with_land_discards(a, read_copies(a, []))]
    [('Mox Diamond (hand)#1', None), ('Mox Diamond (hand)#1 [discarding a land]', 'Mox Diamond#1')]
    """
    board = analysis.board
    if not any(ENTERS_BY_DISCARD_NOTE in c.notes for c in copies) or not any(is_land(card) for card in board.hand):
        return copies
    taken = {c.enters.id for c in copies if c.enters is not None} | {p.id for c in copies for p in c.finds}
    out, versions = [], []
    for c in copies:
        if ENTERS_BY_DISCARD_NOTE not in c.notes or c.why_not is not None or c.enters is not None:
            out.append(c)
            continue
        notes = tuple(n for n in c.notes if n != ENTERS_BY_DISCARD_NOTE)
        out.append(replace(c, notes=notes + (DIAMOND_GRAVEYARD_NOTE,)))
        versions.append(replace(c, key=f"{c.key} [discarding a land]", discards_land=True, notes=notes,
                                enters=Permanent(id=next_id(board, c.spell.name, taken), card=c.spell.part, sick=True,
                                                 entered=True)))
    return out + versions


def discarded_lands(cast: list[Copy], hand) -> dict[str, str]:
    """The land card each version cast that discards one names (its key → the land's name), ``cast`` the copies cast
    in the order of the plan, ``hand`` the model's hand (the land played out of it): its land cards in order, one
    each (the model casts no more of them than there are).

    Examples
    --------
    >>> from manaplan.models.cards.store import default_database
    >>> db = default_database()
    >>> mox = Copy("Mox Diamond (hand)#1 [discarding a land]", db.get("Mox Diamond"), None, "hand", True,
    ...            discards_land=True)
    >>> discarded_lands([mox], (db.get("Lightning Bolt"), db.get("Mountain")))
    {'Mox Diamond (hand)#1 [discarding a land]': 'Mountain'}
    """
    lands = [card.name for card in hand if is_land(card)]
    out: dict[str, str] = {}
    for c in cast:
        if c.discards_land and lands:
            out[c.key] = lands.pop(0)
    return out


def version_ids(copies: list[Copy], cast: set[str]) -> dict[str, str]:
    """The ids to say for the permanents of the versions cast (``cast``: their keys): a Chrome Mox exiling Giant
    Growth is the card's first version's permanent (``'Chrome Mox#1'``), whichever version the plan casts — the
    model's board has one permanent per version, each with an id of its own; at most one version of a card is cast.
    So is a Cloud Key's part for the type it chooses (:mod:`.choosing`)."""
    first: dict[str, str] = {}
    for c in copies:
        if (c.imprint or c.discards_land or (c.key != c.alt and c.enters is not None and c.enters.chosen)) \
                and c.enters is not None:
            first.setdefault(c.alt, c.enters.id)
    return {c.enters.id: first[c.alt] for c in copies if c.key in cast and c.enters is not None
            and c.alt in first and c.enters.id != first[c.alt]}


def with_ids(plan, ids: dict[str, str]):
    """``plan`` (a turn's plan: its steps and their ``pay`` steps) with the permanents' ids of ``ids`` said as their
    values (:func:`version_ids`): the steps' permanents, what they tap, sacrifice and exile, the sources they pay
    with, the turn's tapped and sacrificed."""
    if not ids:
        return plan

    def said(pids):
        return tuple(ids.get(pid, pid) for pid in pids)

    def paid(paying):
        return tuple(replace(p, source=ids.get(p.source, p.source)) for p in paying)

    def step(st):  # a pay step
        return replace(st, permanent=ids.get(st.permanent, st.permanent), sacrifices=said(st.sacrifices),
                       exiles=said(st.exiles), taps=said(st.taps), paying=paid(st.paying))
    steps = tuple(replace(s, permanent=ids.get(s.permanent, s.permanent), sacrifices=said(s.sacrifices),
                          paying=paid(s.paying), plan=tuple(step(st) for st in s.plan)) for s in plan.steps)
    return replace(plan, steps=steps, tapped=said(plan.tapped), sacrificed=said(plan.sacrificed))


def card_versions(copies: list[Copy]) -> dict[str, tuple[str, ...]]:
    """By key of the first version of a card that enters (:func:`first_versions`: a Chrome Mox, Mox Diamond's that
    discards a land), the keys of all its versions that enter: one card, at most one of them cast. A spell whose own
    reduction counts that permanent (affinity for artifacts, CR 702.41a) counts whichever is cast: the cost changer is
    the card (:func:`~.model.build_turn_model`)."""
    out: dict[str, list[str]] = {}
    first: dict[str, str] = {}
    for c in copies:
        if (c.imprint or c.discards_land) and c.enters is not None:
            out.setdefault(first.setdefault(c.alt, c.key), []).append(c.key)
    return {key: tuple(keys) for key, keys in out.items()}


def first_versions(helpers: list[Copy]) -> list[Copy]:
    """``helpers`` (the copies a spell's own reduction counts, :func:`~.entering.own_reduction_helpers`) with one
    version of each card: its first (:func:`card_versions`)."""
    seen: set[str] = set()
    out: list[Copy] = []
    for h in helpers:
        if h.imprint or h.discards_land:
            if h.alt in seen:
                continue
            seen.add(h.alt)
        out.append(h)
    return out


def changing(copies: list[Copy]) -> set[str]:
    """The keys of the copies that change a later cast's cost (:attr:`~.cards.Copy.changed_by`), with every version
    of such a card (:func:`card_versions`)."""
    versions = card_versions(copies)
    return {v for c in copies for k in c.changed_by for v in versions.get(k, (k,))}
