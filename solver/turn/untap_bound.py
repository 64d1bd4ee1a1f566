"""A sound bound on the mana a card the turn may cast frees by untapping permanents of yours as it resolves or enters
(Snap: "Untap up to two lands."; Frantic Search's three; Cloud of Faeries' and Peregrine Drake's triggers; Garruk
Wildspeaker's "+1: Untap two target lands."; Kiora, Behemoth Beckoner's "−1: Untap target permanent."), which the
turn's model does not count (:func:`~.unproven.untaps_unread` names them): the turn relaxed with, after each such
card's cast, as many free activations as its untaps can add mana (:func:`untap_relaxation`), read by
:func:`~.solve.solve_turn` as :mod:`.landfall_puts`' relaxations are.

Why it can only over-estimate: a permanent untapped is tapped again for one of its mana abilities with ``{T}`` in
the cost (CR 106.12, 107.5); where every such ability of every card of its kind within reach (your permanents, the
cards of your hand, library, graveyard and command zone, what the turn may cast) adds a fixed amount, one untap adds
at most the largest of them (:func:`_most_per_tap`: two for Ancient Tomb or Sol Ring), in some colours. The relaxation
gives each card, after its cast (its untaps come as it resolves, its trigger or loyalty ability after that, CR 608.2,
603.3, 606.3), one free activation per untap adding that much mana in any combination of types — more than any
real untap adds — each counted one permanent tapped, of flexibility 1 (a permanent tapped again for mana is one
more tap, of the flexibility of one type at least; 0 where a permanent may be tapped for another's cost instead;
the untap costs nothing but the card's cast, which the plan pays in both). Every plan of the real turn, its
untapped permanents tapped again, is then one of the relaxed plans valued no better there. Not where a text of the
board may change what a permanent adds as it is tapped (a doubler, an aura: :data:`_CHANGES_TAPS`), where an amount is not fixed (Gaea's Cradle's count), for an untap of every
permanent of a kind (Dramatic Reversal: how many is not bounded here), nor with a cost to keep payable.

A card that returns permanents of yours to the battlefield anew as it resolves (Ghostly Flicker: :data:`REENTERS`)
is read as an untap of as many permanents of its kinds (:func:`reentry_count`): each comes back a new object,
untapped unless it enters tapped (CR 400.7, 110.5b) — at most what an untap frees (a creature returned is summoning
sick, CR 302.6: it frees less). What enters again triggers again, so only where every "enters" trigger of the board
and of the cards the turn may cast is one that cannot better the plan (:func:`_reentries_moot`): a draw, where the
plan found casts every candidate with no helper (a card drawn and cast is a helper, worse than none); a bounceland's
return of a land to your hand, where no land play is left to play it again. Anything that leaves the battlefield
or enters with another trigger (Mnemonic Wall's return of the flicker itself) is not bounded here.
"""

from __future__ import annotations

import re
from itertools import combinations_with_replacement

from ...models.ability import AnyCombination, ChosenColor, CommanderColor, Conditional, Produce, Reflect
from ...models.costs import ManaCost
from ...models.effects.entering import EntersTapped
from ...models.mana import ManaType
from ...models.oracle.parser import is_loyalty_line, loyalty_cost
from ...models.oracle.text import mark_self, self_names, strip_reminder_text
from ..analysis import Analysis
from ..cast.zones import next_id
from ..core.costed import CostedActivation
from ..core.untappers import untaps_others
from ..lazy_patterns import lazy_compile
from ..rules.spending import SpendPurpose
from .cards import Copy
from .landfall import landfall_sources
from .landfall_puts import LandfallRelaxation
from .plays import granting, plays_allowed

__all__ = ["any_mana", "free_mana", "loyalty_change", "untap_relaxation", "untap_count", "reentry_count",
           "untap_lines", "untaps_by_loyalty", "fits_kind", "within_reach", "always_enters_tapped", "REENTERS"]

#: Text by which a card returns permanents of yours to the battlefield anew as it resolves or enters (Ghostly
#: Flicker: "Exile two target artifacts, creatures, and/or lands you control, then return those cards to the
#: battlefield"): a land or an artifact tapped for mana comes back a new object, untapped (CR 400.7) — and what
#: enters again triggers again (Mnemonic Wall's return): not bounded here.
REENTERS = lazy_compile(r"\bexile\b[^.]*\byou control\b[^.]*\breturn (?:those cards|that card|them|it|each)\b[^.]*"
                        r"\bto the battlefield\b", re.IGNORECASE)

#: How a card that returns permanents anew (:data:`REENTERS`) names them: "Exile two target artifacts, creatures,
#: and/or lands you control" (Ghostly Flicker), "Exile target creature you control" (Cloudshift) — how many, and of
#: which kinds.
_REENTRY = lazy_compile(r"\bexile (?:up to )?(?P<n>a|an|one|two|three|four|target) (?:other )?(?:target )?"
                        r"(?P<kinds>(?:nonland |artifacts?|creatures?|lands?|permanents?|,|\s|and/or|and|or)+?) "
                        r"you control\b", re.IGNORECASE)
#: A trigger on something entering the battlefield, its effect after the comma (CR 603.6a), a sentence at a time.
_ENTERS_TRIGGER = lazy_compile(r"\bwhen(?:ever)?\b[^.]*?\benters\b[^.,]*,\s*(?P<effect>[^.]*)\.", re.IGNORECASE)
#: The "enters" triggers that cannot better a plan that casts every candidate with no helper and has no land play
#: left (:func:`_reentries_moot`): a draw (Mulldrifter), a bounceland's return of a land (Azorius Chancery).
_DRAWS = lazy_compile(r"^(?:you may )?draw (?:a|an|one|two|three) cards?$", re.IGNORECASE)
_BOUNCES_LAND = lazy_compile(r"^return a land you control to its owner's hand$", re.IGNORECASE)
#: Text that acts as a permanent leaves the battlefield (an exile of a flicker): not bounded here.
_LEAVES = lazy_compile(r"\bleaves the battlefield\b|\bwhen(?:ever)?\b[^.]*\bis exiled\b", re.IGNORECASE)
#: How a card's text untaps other permanents: "Untap up to two lands.", "untap two target lands", "Untap target
#: permanent." — how many, and of which kind.
_UNTAP = lazy_compile(r"\buntap (?:up to )?(?P<n>a|an|one|two|three|four|five|six|seven|target) (?:other )?"
                      r"(?:target )?(?P<kind>nonland permanents?|permanents?|lands?|artifacts?|creatures?)\b",
                      re.IGNORECASE)
#: Any "untap" of another permanent (a line that has one and not :data:`_UNTAP`'s form is not bounded here).
_ANY_UNTAP = lazy_compile(r"\buntap\b(?! step)", re.IGNORECASE)
_NUMBERS = {"a": 1, "an": 1, "one": 1, "target": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
#: Text that may change how much a permanent adds as it is tapped (Mana Reflection's "If you tap a permanent for mana,
#: it produces twice as much", Wild Growth's "Whenever enchanted land is tapped for mana", Zendikar Resurgent's "add
#: an additional", Caged Sun's), or make a permanent a land ("becomes a … land"): the types it adds do not matter
#: here (a relaxed activation adds any).
_CHANGES_TAPS = lazy_compile(r"\bfor mana\b|\badds? (?:an? |one )?additional\b|\b(?:twice|three times) as much\b|"
                             r"\bbecomes? (?:a |an )?[\w -]*\blands?\b", re.IGNORECASE)
#: A cost that taps other untapped permanents (Heritage Druid's "Tap three untapped Elves you control", Springleaf
#: Drum's), convoke, improvise: a permanent untapped may pay one mana there again.
_TAPS_FOR_COSTS = lazy_compile(r"\btap (?:an?|one|two|three|four|five|X|any number of) untapped\b|\bconvoke\b|"
                               r"\bimprovise\b", re.IGNORECASE)
#: The most free activations a relaxation adds.
_MAX = 24
#: The most combinations of mana one relaxed activation may add (three mana of six types: 56).
_MAX_ADDS = 64
#: The mana types a relaxed activation may add.
_TYPES = (ManaType.W, ManaType.U, ManaType.B, ManaType.R, ManaType.G, ManaType.C)


#: Text by which a card of your library, graveyard or command zone may come within reach this turn: a search, a put, a
#: return, a card drawn or cast from elsewhere.
_BRINGS = lazy_compile(r"\bsearch\b|\bonto the battlefield\b|\breturn\b|\bdraws?\b|\bfrom (?:your|a|any) graveyard\b|"
                       r"\bcommand zone\b|\bexile the top\b|\breveal the top\b|\bput (?:it|them|that card) into your "
                       r"hand\b", re.IGNORECASE)


def within_reach(analysis: Analysis, copies: list[Copy]) -> list:
    """The cards whose permanents may be yours this turn: your permanents', the cards the turn may cast (what spells
    find among them), the cards of your hand and its known top card — and those of your library, graveyard and
    command zone where a text of yours or of those cards may bring one (:data:`_BRINGS`)."""
    board = analysis.board
    out = [p.card for p in board.permanents if p.is_yours] + [c.card for c in copies] + [
        *board.hand, *board.library_top]
    texts = [p.card.oracle_text or "" for p in board.permanents if p.is_yours] + [
        k.oracle_text or "" for k in out] + [k.oracle_text or "" for k in board.effects]
    if any(c.finds or c.to_hand for c in copies) or any(_BRINGS.search(strip_reminder_text(t)) for t in texts):
        out += [*(board.library or ()), *board.graveyard, *(c.card for c in board.command_zone)]
    return out


def untap_lines(card) -> list[str]:
    """The lines of ``card``'s text that untap another permanent (its name marked ``~``, its untaps of itself
    dropped), not in an untap step nor a "doesn't untap".

    >>> from manaplan.models.cards.store import default_database
    >>> untap_lines(default_database().get("Kiora, Behemoth Beckoner"))
    ['−1: Untap target permanent.']
    """
    names = self_names(card.name)
    out = []
    for line in strip_reminder_text(card.oracle_text or "").split("\n"):
        words = re.sub(r"\buntap ~(?!\w)", "", mark_self(line, names), flags=re.IGNORECASE)
        if _ANY_UNTAP.search(words) and not re.search(r"\buntap steps?\b|\bdoesn't untap\b", words, re.IGNORECASE):
            out.append(words)
    return out


def untap_count(card) -> tuple[int, str] | None:
    """How many permanents of yours ``card`` untaps as it resolves or enters, and their kind (``'land'``,
    ``'permanent'`` …), summed over its lines that untap another permanent (:func:`untap_lines`); None where one of
    them is not read (Dramatic Reversal's "Untap all nonland permanents you control.") or names different kinds.

    >>> from manaplan.models.cards.store import default_database
    >>> [untap_count(default_database().get(n)) for n in ("Snap", "Garruk Wildspeaker", "Dramatic Reversal")]
    [(2, 'land'), (2, 'land'), None]
    """
    total, kinds = 0, set()
    for words in untap_lines(card):
        found = list(_UNTAP.finditer(words))
        if len(found) != len(_ANY_UNTAP.findall(words)):
            return None
        for m in found:
            total += _NUMBERS[m["n"].lower()]
            kinds.add(m["kind"].lower().rstrip("s"))
    if len(kinds) != 1:
        return None
    return total, kinds.pop()


def reentry_count(card) -> tuple[int, str] | None:
    """How many permanents of yours ``card`` returns to the battlefield anew as it resolves (:data:`REENTERS`), and
    their kind: one kind where it names one, ``'permanent'`` where it names several (more than it may take: a bound
    still); None where its text is not read so.

    >>> from manaplan.models.cards.store import default_database
    >>> [reentry_count(default_database().get(n)) for n in ("Ghostly Flicker", "Cloudshift", "Snap")]
    [(2, 'permanent'), (1, 'creature'), None]
    """
    text = strip_reminder_text(card.oracle_text or "")
    if not REENTERS.search(text):
        return None
    found = list(_REENTRY.finditer(text))
    if len(found) != 1:
        return None
    words = re.findall(r"nonland|artifact|creature|land|permanent", found[0]["kinds"].lower())
    if not words or "nonland" in words:
        return None
    kinds = set(words)
    return _NUMBERS[found[0]["n"].lower()], kinds.pop() if len(kinds) == 1 else "permanent"


def _reentries_moot(analysis: Analysis, copies: list[Copy], within: list, settled: bool) -> bool:
    """Whether what enters the battlefield again as a card of ``copies`` returns permanents anew (:data:`REENTERS`)
    triggers nothing that could better a plan (the module's notes): every "enters" trigger of the board's permanents
    and effects, and of the cards whose permanents may be yours this turn, is a draw, where the plan found is
    ``settled``, or a bounceland's return of a land, where no land play is left, nor one a card cast may give; and
    nothing acts as a permanent leaves the battlefield. Those cards: where the plan is settled (it casts every
    candidate with no helper), the cards the turn may cast and what they find, for a plan better than it casts no
    helper either (one helper is worse than none, and a card drawn, or a land played, is cast or played as a helper);
    otherwise every card within reach (``within``: :func:`within_reach`)."""
    board = analysis.board
    reached = [c.card for c in copies] + [p.card for c in copies for p in c.finds] if settled else within
    texts = [p.card.oracle_text or "" for p in board.permanents] + [k.oracle_text or "" for k in reached] + [
        k.oracle_text or "" for k in board.effects]
    plays_left = plays_allowed(analysis) > 0 or bool(granting(copies))
    for text in texts:
        words = strip_reminder_text(text)
        if _LEAVES.search(words):
            return False
        for m in _ENTERS_TRIGGER.finditer(words):
            effect = m["effect"].strip()
            if not (_DRAWS.match(effect) and settled or _BOUNCES_LAND.match(effect) and not plays_left):
                return False
    return True


def untaps_by_loyalty(card) -> bool:
    """Whether ``card``'s one line that untaps other permanents is a loyalty ability (Kiora, Behemoth Beckoner's
    "−1: Untap target permanent.", Garruk Wildspeaker's "+1: Untap two target lands."): activated once its
    planeswalker is on the battlefield, any time you could cast a sorcery (CR 606.3) — not at one moment, as a
    spell's untap is as it resolves.

    >>> from manaplan.models.cards.store import default_database
    >>> [untaps_by_loyalty(default_database().get(n)) for n in ("Kiora, Behemoth Beckoner", "Snap")]
    [True, False]
    """
    lines = untap_lines(card)
    return len(lines) == 1 and is_loyalty_line(lines[0])


def loyalty_change(card) -> int | None:
    """The loyalty counters ``card``'s one loyalty ability that untaps puts on its planeswalker (more than 0) or
    removes (less), its cost (CR 606.4); None where it has no such ability (:func:`untaps_by_loyalty`) or its cost
    is X.

    >>> from manaplan.models.cards.store import default_database
    >>> [loyalty_change(default_database().get(n)) for n in ("Kiora, Behemoth Beckoner", "Garruk Wildspeaker", "Snap")]
    [-1, 1, None]
    """
    return loyalty_cost(untap_lines(card)[0]) if untaps_by_loyalty(card) else None


def fits_kind(types, kind: str) -> bool:
    """Whether a permanent of card types ``types`` is of an untap's ``kind`` (:func:`untap_count`).

    >>> fits_kind({"Artifact", "Creature"}, "nonland permanent"), fits_kind({"Land"}, "permanent")
    (True, True)
    """
    types = set(types)
    if kind == "land":
        return "Land" in types
    if kind == "nonland permanent":
        return bool(types & {"Artifact", "Creature", "Enchantment", "Planeswalker", "Battle"}) and "Land" not in types
    if kind == "permanent":
        return bool(types & {"Artifact", "Creature", "Enchantment", "Planeswalker", "Battle", "Land"})
    return kind.capitalize() in types


def _fits(card, kind: str) -> bool:
    return fits_kind(card.card_types, kind)


def always_enters_tapped(analysis: Analysis, card) -> bool:
    """Whether ``card``'s own text says it enters tapped, with no condition (Lotus Field, a Guildgate, a bounceland).

    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.analysis import analysed
    >>> a = analysed(board_from_data({"permanents": ["Azorius Chancery", "Island"]}))
    >>> [always_enters_tapped(a, p.card) for p in a.board.permanents]
    [True, False]
    """
    return any(isinstance(e, EntersTapped) and not e.unless and not e.unread for e in analysis.read(card).entering)


def _amount(output) -> int | None:
    """The most mana ``output`` (a mana ability's) adds where it is fixed: a combination's length (Ancient Tomb's
    two), a fixed amount (Command Tower's one, "two mana in any combination"), one for a reflected type (Reflecting
    Pool), the larger of a condition's two (Gemstone Caverns); None for a count (Gaea's Cradle, Nykthos' devotion),
    an X, or anything else."""
    if isinstance(output, Produce):
        return max((len(c) for c in output.choices), default=0)
    if isinstance(output, Reflect):
        return 1
    if isinstance(output, Conditional):
        base, instead = _amount(output.base), _amount(output.instead)
        return None if base is None or instead is None else max(base, instead)
    if isinstance(output, (CommanderColor, AnyCombination, ChosenColor)) and type(output.amount) is int:
        return output.amount
    return None


def _most_per_tap(analysis: Analysis, cards: list, kind: str, tapped_for_costs: bool, returning: bool = False
                  ) -> int | None:
    """The most mana one tap of a permanent of ``kind`` adds, over ``cards`` (those within reach): the largest
    amount of a mana ability with ``{T}`` in its cost (:func:`_amount`), and one where another's cost may tap it
    (``tapped_for_costs``: Heritage Druid's three Elves, convoke: one mana a permanent); None where one adds an amount
    not fixed (a count). ``returning``: the permanent is returned to the battlefield anew (:data:`REENTERS`), so one
    that always enters tapped (:func:`always_enters_tapped`: a bounceland) is not tapped again this turn."""
    most = 1 if tapped_for_costs else 0
    for card in cards:
        if not _fits(card, kind) or returning and always_enters_tapped(analysis, card):
            continue
        for a in analysis.read(card).mana_abilities:
            if not a.cost.tap:
                continue
            amount = _amount(a.output)
            if amount is None:
                return None
            most = max(most, amount)
    return most


def any_mana(amount: int) -> tuple[tuple[ManaType, ...], ...]:
    """Every combination of ``amount`` mana of :data:`_TYPES` (what a relaxation's activation may add)."""
    return tuple(combinations_with_replacement(_TYPES, amount))


def free_mana(board, c: Copy, adds: tuple[tuple[ManaType, ...], ...], taken: set[str], what: str,
              text: str) -> CostedActivation:
    """A relaxation's free activation after ``c``'s cast, adding one of ``adds``: its id ``"<name> (<what>)#n"``
    (``taken``: the ids given so far)."""
    return CostedActivation(id=next_id(board, f"{c.name} ({what})", taken), name=c.name, card=c.card,
                            costs=(ManaCost.parse("{0}"),), purpose=SpendPurpose.cast(frozenset()), adds=adds,
                            text=text)


def untap_relaxation(analysis: Analysis, copies: list[Copy], keeping: bool, settled: bool = False
                     ) -> LandfallRelaxation | None:
    """The relaxation of the turn with the mana the untappers among ``copies`` may free (see the module notes), where
    every untapper's untaps are read (:func:`untap_count`, :func:`reentry_count`) and bounded; None otherwise
    (``keeping``: a cost is kept payable), or where no copy untaps. ``settled``: the plan found casts every
    candidate with no helper (:func:`_reentries_moot`).

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.turn.cards import read_copies
    >>> from manaplan.solver.analysis import analysed
    >>> b = board_from_data({"permanents": ["Island", "Ancient Tomb"], "hand": ["Snap"]})
    >>> r = untap_relaxation(analysed(b), read_copies(b, [("hand", b.hand[0])]), False)
    >>> len(r.after), len(r.after[0][1].adds)  # two lands untapped, each up to Ancient Tomb's two mana
    (2, 21)
    """
    reenter = {c.key for c in copies if REENTERS.search(strip_reminder_text(c.card.oracle_text or ""))}
    untappers = [c for c in copies if untaps_others(c.card) or c.key in reenter]
    if keeping or not untappers or landfall_sources(analysis) or any(
            untaps_others(c.card) for c in copies if c.key in reenter):
        return None
    board = analysis.board
    texts = [p.card.oracle_text or "" for p in board.permanents if p.is_yours] + [
        c.card.oracle_text or "" for c in copies] + [k.oracle_text or "" for k in board.effects]
    if any(_CHANGES_TAPS.search(strip_reminder_text(t)) for t in texts):
        return None
    within = within_reach(analysis, copies)
    if reenter and not _reentries_moot(analysis, copies, within, settled):
        return None
    tapped_for_costs = any(_TAPS_FOR_COSTS.search(t) for t in texts + [k.oracle_text or "" for k in within])
    after, taken = [], set()
    for c in untappers:
        counted = reentry_count(c.card) if c.key in reenter else untap_count(c.card)
        if counted is None:
            return None
        n, kind = counted
        per = _most_per_tap(analysis, within, kind, tapped_for_costs, returning=c.key in reenter)
        if per is None:
            return None
        adds = any_mana(per)
        if not per or len(adds) > _MAX_ADDS:
            return None
        text = f"{c.name} returns a {kind} of yours untapped" if c.key in reenter else \
            f"{c.name} untaps a {kind} of yours"
        for _ in range(n):
            after.append((c.key, free_mana(board, c, adds, taken, "untap", f"{text}, tapped again for mana")))
        if len(after) > _MAX:
            return None
    # a permanent tapped again for mana makes one type at least (flexibility 1); one tapped again for another's cost
    # (convoke, improvise, Heritage Druid's) may have none: counted at 0 there
    return LandfallRelaxation(tuple(after), (), (), charged="tapped" if tapped_for_costs else "retapped") \
        if after else None
