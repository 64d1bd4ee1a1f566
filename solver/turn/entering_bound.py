"""A sound bound on the mana a card the turn may cast gives once it resolved and that the turn's model does not count
(:func:`~.unproven.entering_mana_unread` names it): an Aura that adds mana whenever what it enchants is tapped for
mana (Wild Growth, Utopia Sprawl, Wolfwillow Haven, Overgrowth, CR 605.1b), a land put onto the battlefield from the
top of your library (Cavalier of Thorns). The turn relaxed with, after each such card's cast, free activations adding
the most that mana can be in any types (:func:`entering_relaxation`) is read by :func:`~.solve.solve_turn` as
:mod:`.untap_bound`'s relaxation is: where its best plan is no better, no real plan is.

Why it can only over-estimate:

- **an Aura**: what it enchants adds more only as it is tapped for mana after the Aura resolved (CR 303.4, 605.1b,
  608.2): once, or once more per untap of it (the untaps the turn models: Snap's, Kiora's). The relaxation gives,
  after the Aura's cast, that many activations each adding, in any types, the most one tap of a permanent of the kind
  it enchants adds (:func:`~.untap_bound._most_per_tap`, a fixed amount) and the Aura's mana (:func:`aura_extra`),
  each counted one permanent tapped: a real plan's tap of the enchanted permanent is one of them, and the permanent
  itself left untapped there;
- **a land from the top of your library**: one of ``library:``'s lands, untapped; its one tap adds at most the most a
  land of the library adds (:func:`~.untap_bound._most_per_tap`: a fixed amount each), once or once more per untap of
  it; each activation counted one permanent tapped, as the real tap is.

Not where another text may untap what they give (an untapper the turn does not model: the count of taps is then not
bounded), where lands entering trigger (landfall), where a land's amount is not fixed (a count), where the library is
not listed, nor with a cost to keep payable.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ...models.ability import Produce
from ...models.board import Permanent
from ...models.effects.entering import EntersTapped
from ...models.oracle.text import strip_reminder_text
from ..analysis import Analysis
from ..cast.zones import next_id
from ..core.costed import CostedActivation
from ..core.untappers import may_untap_another
from ..lazy_patterns import lazy_compile
from .cards import AURA_NOTE, LIBRARY_UNKNOWN_NOTE, Copy, is_land
from .landfall import landfall_sources
from .landfall_puts import LandfallRelaxation
from .untap_bound import _most_per_tap, always_enters_tapped, any_mana, fits_kind, free_mana
__all__ = ["aura_extra", "entering_relaxation", "top_puts_as_finds", "AURA_MANA", "TOP_LAND_PUT", "mana_aura",
           "finds_unknown", "puts_from_top"]

#: Text by which an Aura gives mana: its enchanted land's tap adds more (Wild Growth's "Whenever enchanted land is
#: tapped for mana, its controller adds an additional {G}."), or what it enchants gets a mana ability.
AURA_MANA = lazy_compile(r"\bfor mana\b|\badds?\b", re.IGNORECASE)
#: A sentence that puts a land from the top of your library onto the battlefield untapped, which one unknown
#: (Cavalier of Thorns' "Put a land card from among them onto the battlefield"; a reveal until a land).
TOP_LAND_PUT = lazy_compile(r"\bland cards?\b[^.]*\bfrom among (?:them|those cards) onto the battlefield(?! tapped)|"
                            r"\buntil you reveal a land card\b[^.]*\.\s*put (?:that card|it) onto the battlefield"
                            r"(?! tapped)", re.IGNORECASE)
#: An Aura's mana as what it enchants is tapped for mana: "its controller adds an additional {G}{G}", "adds an
#: additional one mana of the chosen color", "adds two mana in any combination of colors".
_EXTRA = lazy_compile(r"\bis tapped for mana, its controller adds (?P<what>[^.]*)", re.IGNORECASE)
_NUMBER = {"one": 1, "two": 2, "three": 3}
#: The most free activations a relaxation adds, and the most combinations of mana one may add.
_MAX, _MAX_ADDS = 16, 64


def mana_aura(c: Copy) -> bool:
    """Whether copy ``c`` is an Aura the turn casts as no source (:data:`~.cards.AURA_NOTE`) whose text may add mana
    (:data:`AURA_MANA`: Wild Growth's trigger, Sheltered Aerie's granted ability)."""
    return AURA_NOTE in c.notes and bool(AURA_MANA.search(strip_reminder_text(c.card.oracle_text or "")))


def finds_unknown(c: Copy) -> bool:
    """Whether copy ``c`` searches onto the battlefield a library the board does not list (Nature's Lore without
    ``library:``: :data:`~.cards.LIBRARY_UNKNOWN_NOTE`)."""
    return any(n.startswith(LIBRARY_UNKNOWN_NOTE) for n in c.notes)


def puts_from_top(c: Copy) -> bool:
    """Whether copy ``c`` may put a land from the top of your library onto the battlefield untapped
    (:data:`TOP_LAND_PUT`: Cavalier of Thorns)."""
    return bool(TOP_LAND_PUT.search(strip_reminder_text(c.card.oracle_text or "").replace("\n", " ")))


def aura_extra(card) -> int | None:
    """The most mana ``card``, an Aura, adds as what it enchants is tapped for mana (one tap, CR 605.1b); None where
    its text is not that one sentence (an Aura that grants a mana ability: Sheltered Aerie).

    >>> from manaplan.models.cards.store import default_database
    >>> [aura_extra(default_database().get(n)) for n in ("Wild Growth", "Overgrowth", "Utopia Sprawl",
    ...                                                  "Fertile Ground", "Dawn's Reflection", "Sheltered Aerie",
    ...                                                  "Elvish Guidance")]
    [1, 2, 1, 1, 2, None, None]
    """
    found = list(_EXTRA.finditer(strip_reminder_text(card.oracle_text or "")))
    if len(found) != 1:
        return None
    what = found[0]["what"]
    if re.search(r"\bfor each\b|\bX\b|\bequal\b", what):
        return None  # a count (Elvish Guidance's "{G} for each Elf")
    symbols = re.findall(r"\{[WUBRGC]\}", what)
    if symbols:
        return len(symbols)
    words = re.search(r"\b(?:(?P<k>one|two|three) )?(?:additional )?mana\b", what, re.IGNORECASE)
    if words is None:
        return None
    return _NUMBER[(words["k"] or "one").lower()]


#: Text by which a permanent that enters tapped is untapped (Amulet of Vigor's "Whenever a permanent you control
#: enters tapped, untap it."): a land that always enters tapped is then read as untapped.
_UNTAPS_ENTERING = lazy_compile(r"\benters?\b[^.]*\btapped\b[^.]*\buntap\b", re.IGNORECASE)


def top_puts_as_finds(analysis: Analysis, copies: list[Copy], untaps: dict | None = None) -> list[Copy] | None:
    """``copies`` with each that puts a land from the top of your library onto the battlefield (:func:`puts_from_top`:
    Cavalier of Thorns) read as a search that may find any land of ``library:``, one permanent per name
    (:attr:`~.cards.Copy.finds`, one a cast): a relaxation of the turn, which then chooses the land where the real
    one is among the top five cards, unknown — and pays its abilities' costs, counts its devotion, as the model does
    for any land. Each enters untapped (its entering conditions, its shockland's life, left out) but one whose own
    text says it always enters tapped (Lotus Field), which enters tapped, where no text may untap it as it enters.
    None where none of ``copies`` puts so, where ``library:`` is not listed, where lands entering trigger
    (landfall), or where a text may untap the land put that the turn does not model (Arbor Elf's; ``untaps``: the
    untaps it models, by copy key or permanent id).

    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.turn.cards import read_copies
    >>> from manaplan.solver.analysis import analysed
    >>> b = board_from_data({"permanents": ["Forest"], "hand": ["Cavalier of Thorns"],
    ...                      "library": ["Forest", "Lotus Field", "Forest"]})
    >>> (c,) = top_puts_as_finds(analysed(b), read_copies(b, [("hand", b.hand[0])]))
    >>> [(p.id, p.tapped) for p in c.finds], c.find_count
    ([('Forest#2', False), ('Lotus Field#1', True)], 1)
    """
    board = analysis.board
    tops = [c for c in copies if puts_from_top(c) and not c.finds]
    if not tops or board.library is None or landfall_sources(analysis):
        return None
    if _untapped_unmodelled(board, copies, untaps or {}):
        return None
    texts = [p.card.oracle_text or "" for p in board.permanents if p.is_yours] + [
        c.card.oracle_text or "" for c in copies] + [k.oracle_text or "" for k in board.effects]
    untapping = any(_UNTAPS_ENTERING.search(strip_reminder_text(t)) for t in texts)
    lands = {k.name: (k, not untapping and always_enters_tapped(analysis, k))
             for k in (*board.library, *board.library_top) if is_land(k)}
    lands = {name: placed for name, placed in lands.items()
             if not any(_dominates(analysis, other, placed) for o, other in lands.items() if o != name)}
    taken = {c.enters.id for c in copies if c.enters is not None} | {p.id for c in copies for p in c.finds}
    out = []
    for c in copies:
        if c in tops:
            finds = tuple(Permanent(id=next_id(board, name, taken), card=card, sick=True, entered=True, tapped=tapped)
                          for name, (card, tapped) in lands.items())
            c = replace(c, finds=finds, find_count=1)
        out.append(c)
    return out


def _untapped_unmodelled(board, copies: list[Copy], untaps: dict) -> bool:
    """Whether a text of yours, of the board's effects or of ``copies`` may untap another permanent and is not one of
    ``untaps``, the untaps the turn models (by copy key or permanent id): what a card gives once it resolved may then
    be tapped again how often, no bound says."""
    return any(may_untap_another(card) for card in
               [p.card for p in board.permanents if p.is_yours and p.id not in untaps] + list(board.effects)
               + [c.card for c in copies if c.key not in untaps])


def _dominates(analysis: Analysis, top: tuple, other: tuple) -> bool:
    """Whether land ``top`` (a card, and whether it enters tapped) placed does all land ``other`` placed would, and
    no worse, so that the relaxation may leave ``other`` out: ``other`` has nothing but mana abilities that add a
    combination among choices (a basic land), ``top`` untapped where ``other`` is, no text of its own beyond its
    mana abilities and its entering tapped, and for each ability of ``other`` one alike (its cost, its restrictions)
    adding each of its choices (Botanical Sanctum's "{T}: Add {G} or {U}." does all a Forest does).

    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.models.cards.store import default_database
    >>> from manaplan.solver.analysis import analysed
    >>> a, get = analysed(board_from_data({})), default_database().get
    >>> _dominates(a, (get("Botanical Sanctum"), False), (get("Forest"), False))
    True
    >>> _dominates(a, (get("Forest"), False), (get("Botanical Sanctum"), False))
    False
    """
    (top_card, top_tapped), (card, tapped) = top, other
    if top_tapped and not tapped:
        return False
    mine, theirs = analysis.read(card), analysis.read(top_card)
    if mine.effects or mine.unsupported or not mine.fully_understood or theirs.effects or theirs.unsupported \
            or any(not isinstance(e, EntersTapped) for e in (*mine.entering, *theirs.entering)):
        return False
    for a in mine.mana_abilities:
        if not isinstance(a.output, Produce) or not any(
                isinstance(b.output, Produce) and set(b.output.choices) >= set(a.output.choices)
                and replace(b, output=a.output, text=a.text, intrinsic=a.intrinsic) == a
                for b in theirs.mana_abilities):
            return False
    return True


def entering_relaxation(analysis: Analysis, copies: list[Copy], keeping: bool, untaps: dict,
                        modelled: frozenset[str] = frozenset(), tops: bool = True) -> LandfallRelaxation | None:
    """The relaxation of the turn with the mana the Auras and the lands from the library's top among ``copies`` may
    give once they resolved (see the module notes); ``untaps``: the untaps the turn models, by copy key
    (:func:`~.untap_spells.untaps_modelled`'s :class:`~.untap_spells.Untaps`, which read :data:`TOP_LAND_PUT` from
    here), each of which may take what they give once more; ``modelled``: the Auras whose mana the turn counts
    (:func:`~.auras.auras_modelled`), left out here; ``tops``: with the lands from the library's top (False: they
    are read by :func:`top_puts_as_finds` instead). None where one of them
    is not bounded, where a cost is kept (``keeping``), or where none of them is among ``copies``.

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.turn.cards import read_copies
    >>> from manaplan.solver.analysis import analysed
    >>> b = board_from_data({"permanents": ["Forest"], "hand": ["Wild Growth", "Cavalier of Thorns"],
    ...                      "library": ["Forest", "Ancient Tomb"]})
    >>> r = entering_relaxation(analysed(b), read_copies(b, [("hand", c) for c in b.hand]), False, {})
    >>> [(key, len(a.adds)) for key, a in r.after]  # a Forest's one and Wild Growth's; Ancient Tomb's two
    [('Wild Growth (hand)#1', 21), ('Cavalier of Thorns (hand)#1', 21)]
    """
    if keeping or landfall_sources(analysis):
        return None
    board = analysis.board
    if _untapped_unmodelled(board, copies, untaps):
        return None  # an untap the turn does not model may take what they give: how often is not bounded
    again = 1 + sum(u.n for u in untaps.values() if fits_kind({"Land"}, u.kind))  # a land's taps
    every = 1 + sum(u.n for u in untaps.values())  # what an Aura enchants: any permanent's
    after, taken = [], set()
    yours = [p.card for p in board.permanents if p.is_yours] + [c.card for c in copies]
    for c in copies:
        if finds_unknown(c):
            return None
        if c.key not in modelled and mana_aura(c):
            extra, kind = aura_extra(c.card), _enchanted(strip_reminder_text(c.card.oracle_text or ""))
            base = None if kind is None else _most_per_tap(analysis, yours, kind, False)
            if extra is None or base is None:
                return None
            for _ in range(every):  # in place of a tap of what it enchants: that tap's mana and the Aura's
                after.append((c.key, _free(board, c, base + extra, taken, "mana")))
        if tops and puts_from_top(c):
            if board.library is None:
                return None
            lands = [k for k in (*board.library, *board.library_top) if is_land(k)]
            per = _most_per_tap(analysis, lands, "land", False)
            if per is None:
                return None
            for _ in range(again):
                after.append((c.key, _free(board, c, per, taken, "land")))
        if len(after) > _MAX or any(len(a.adds) > _MAX_ADDS for _, a in after):
            return None
    if not after:
        return None
    return LandfallRelaxation(tuple(after), (), (), charged="tapped")


def _enchanted(text: str) -> str | None:
    """The kind of permanent an Aura's "Enchant …" names, as :func:`~.untap_bound.fits_kind` reads it, or None.

    >>> _enchanted("Enchant Forest\\nWhenever …"), _enchanted("Enchant creature"), _enchanted("Enchant player")
    ('land', 'creature', None)
    """
    m = re.match(r"Enchant (\w+)", text)
    if m is None:
        return None
    word = m.group(1).lower()
    if word in ("land", "forest", "plains", "island", "swamp", "mountain"):
        return "land"
    return word if word in ("creature", "artifact", "permanent") else None


def _free(board, c: Copy, amount: int, taken: set[str], what: str) -> CostedActivation:
    """A free activation after ``c``'s cast adding ``amount`` mana in any combination of types."""
    return free_mana(board, c, any_mana(amount), taken, what, f"{c.name}: the mana it gives once it resolved, at most")
