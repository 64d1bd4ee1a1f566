"""The cards of a turn: which copies are candidates and helpers, what casting each one costs and gives.

A *copy* is one card in one zone that the turn may cast once: a candidate (a card asked about, or without CARDs
every nonland card in hand) or a helper (another card in hand that could make mana or cheaper spells: a ritual, a
permanent with mana abilities, a cost reducer). Lands in hand are not copies: they are land plays
(:func:`~manaplan.solver.cast.zones.land_plays`), tried by the solver one at a time.

What a copy is read as
----------------------
- its cost: the route's mana cost (its hand cost; flashback from the graveyard; the commander tax from the command
  zone, CR 903.8), changed by the board's cost changes (CR 601.2f) — and, per set of cost changers cast earlier this
  turn, changed by them too (:attr:`Copy.costs`), and, for a spell's own reduction (affinity for artifacts, CR
  702.41a), per count of the permanents it counts that may leave during the turn (a Chromatic Star, a Treasure
  sacrificed for mana: :attr:`Copy.leaving`, :func:`with_leaving_versions`);
- what it adds as it resolves: an instant's or sorcery's "Add …" (Dark Ritual, CR 605.5b: not a mana ability);
- what enters: a permanent spell becomes a permanent under your control this turn, summoning sick (CR 302.6: a
  creature's ``{T}`` abilities need haste), whose mana abilities the effective board works out with it there.

Never assumed: a card whose casting text is not understood (text that only offers another way to cast it from a
graveyard bears on the graveyard only), a route with additional costs other than sacrificing permanents or with an
activation, an Aura (what it enchants is unknown) is not cast by ``turn``, and its reason says so. A route whose
additional cost sacrifices permanents (Fling, Tinker: CR 601.2b) is cast, its victims counted by the model
(:attr:`Copy.sacrifices`); a cheaper route left out for what it costs (Lightning Axe's "discard a card" where
"pay {5}" is modelled) is named in :attr:`Copy.skipped`, and the answer is not proven.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from itertools import combinations, combinations_with_replacement

from ...models.ability import (ActivationCost, Conditional, Counted as CountedOutput, ManaAbility, NamedInGraveyards,
                               ParsedCard, PermanentFilter, Produce)
from ...models.board import Board, Permanent
from ...models.cards.store import Card
from ...models.costs import ManaCost
from ...models.effects import Untapper
from ...models.effects.casting import ExtraCost
from ...models.effects.conditional import AsLongAs
from ...models.effects.triggers import EventMana
from ...models.errors import BoardError
from ...models.mana import ManaType
from ...models.oracle.casting import parse_permissions
from ...models.oracle.choices import chosen_type_changes
from ...models.spells import Spell, card_parts, spells_of
from ...models.targets import TargetNeed
from ..analysis import Analysis, analysed
from ..cast.costs import ban_reason, board_rules, changed_cost, commander_tax, permanent_counter, spell_purpose
from ..cast.solve import another_way, extra_shortfall, no_permission, routes_for
from ..cast.zones import CAST_ZONES, entering_untapped, next_id, zone_cards
from ..core.searches import BASIC_TYPES, surely_there
from ..lazy_patterns import lazy_compile
from .aura_text import aura_mana

__all__ = ["Copy", "Ramp", "is_land", "pick_candidates", "tapped_finds", "tapped_search_read", "read_copies",
           "PERMANENT_TYPES", "ZONE_LABELS", "spell_finds", "changes_costs", "with_cost_versions", "cost_after", "prices_after",
           "MAX_CHANGERS", "spell_to_hand", "hand_mana", "adds_land_plays", "enters_mana", "lands_found_tapped",
           "turn_route", "discard_route", "spell_draws", "draws_unread", "spell_land_plays", "spell_puts_lands",
           "STACK_NOTE", "STACK_EMPTY", "without_stack_targets", "search_fits", "count_left_out",
           "with_leaving_versions", "MAX_LEAVING", "lands_to_hand_read", "ENTERS_BY_DISCARD", "ENTERS_BY_DISCARD_NOTE",
           "MAX_FETCHED", "MAX_FETCHED_WORK", "AURA_NOTE", "LIBRARY_UNKNOWN_NOTE", "lands_returned", "IMPRINT", "card_mana_value", "effect_lines",
           "fetch_reading", "fetch_takes", "opponent_chooses", "same_name_search", "hellbent_search",
           "same_name_finds", "lands_put_tapped", "rituals_unread", "threshold_version", "empties_hand", "spell_treasures"]

#: A permanent spell that enters only if a land card is discarded from your hand instead, else goes to the graveyard
#: (Mox Diamond, CR 614.1a): cast, it is no source in ``turn`` but where your hand holds a land card to discard (a
#: version of its own that enters: :func:`~.takes_from_hand.with_land_discards`).
ENTERS_BY_DISCARD = lazy_compile(r"If [^.]+ would enter(?: the battlefield)?, you may discard a land card instead\.")
#: Chrome Mox's imprint: "As this artifact enters, you may exile a nonartifact, nonland card from your hand." (the
#: older "When Chrome Mox enters the battlefield, …" too): modelled by :mod:`.takes_from_hand`.
IMPRINT = lazy_compile(r"(?:As|When) [^.,]+ enters(?: the battlefield)?, you may exile a nonartifact, nonland card "
                       r"from your hand\.")
#: Said of an Aura cast from your hand: not a source there (:mod:`.auras` models the mana of some).
AURA_NOTE = "as an Aura it is not counted as a source (what it would enchant is unknown)"
#: The start of what is said of a search onto the battlefield beside a library the board does not list.
LIBRARY_UNKNOWN_NOTE = "the library is unknown: what"
ENTERS_BY_DISCARD_NOTE = ("it enters only if you discard a land card from your hand as it would (CR 614.1a), and your "
                          "hand holds none: cast, it goes to your graveyard and makes no mana here")

#: Said of a spell named in ``turn`` whose only legal targets are on the stack (Counterspell, CR 115.1, 601.2c).
STACK_NOTE = ("a spell or ability on the stack is needed to target (CR 115.1, 601.2c); this turn is planned with the "
              "stack empty, so only the mana is shown to be there")

#: Why such a spell is not counted by ``turn --most`` over the hand: the turn is planned with the stack empty.
STACK_EMPTY = ("it needs a spell or ability on the stack to target (CR 115.1, 601.2c), and the turn is planned with "
               "the stack empty: not counted")

#: Card types of permanent spells (CR 110.4): such a spell resolves into a permanent.
PERMANENT_TYPES = frozenset({"Artifact", "Creature", "Enchantment", "Planeswalker", "Battle"})
#: How a zone is written in a copy's key: ``'Dark Ritual (hand)#1'``.
ZONE_LABELS = {"hand": "hand", "library_top": "library", "graveyard": "graveyard", "command": "command zone"}
_SPELL_SEARCH = lazy_compile(
    r"^Search your library for (?:an? |up to (?P<n>one|two|three) )(?P<what>[A-Za-z ,'-]+?) cards?(?:,| and) put "
    r"(?:it|that card|them|those cards) onto the battlefield(?P<tapped> tapped)?(?:, then shuffle)?\.$")
_COUNTS = {None: 1, "one": 1, "two": 2, "three": 3}
_TO_HAND_SEARCH = lazy_compile(
    r"^Search your library for (?:an? |up to (?:one|two|three) )(?P<what>[A-Za-z ,'-]+?) cards?, reveal (?:it|them|"
    r"those cards), put (?:it|(?P<split>one onto the battlefield tapped and the other)) into your hand(?:, then shuffle)?\.$")
#: A permanent's own enters trigger, as printed ("When Wood Elves enters the battlefield, ", "When this creature
#: enters, you may "): what follows is done as the trigger resolves (CR 603.6a), before the next spell is cast.
_ENTERS = lazy_compile(r"^When (?:this \w+|~|(?P<name>[^,]+?)) enters(?: the battlefield)?, (?:you may )?(?P<rest>.+)$")
#: A sentence of a spell (or its own enters trigger) that takes one card of a kind it names into your hand, read
#: whole: a search of your library (Demonic Tutor's "a card", Fabricate's "an artifact card", Summoner's Pact's
#: "a green creature card", Goblin Matron's "a Goblin card": CR 701.23) or a return from your graveyard (Regrowth,
#: Eternal Witness, Raise Dead's "creature card"); Seasons Past's cards with different mana values (one per value);
#: Shared Summons' "up to two creature cards with different names" (:func:`fetch_takes`).
_FETCH = (("library", lazy_compile(r"^(?:you may )?search your library for up to (?P<takes>two|three) (?P<what>[A-Za-z ]+?) "
                                   r"cards with different names,? (?:and )?reveal them,? (?:and )?put them into your hand"
                                   r"(?:\.|,? then shuffle\b)", re.IGNORECASE)),
          ("library", lazy_compile(r"^(?:you may )?search your library for (?:a card|an? (?P<what>[A-Za-z ]+?) card)"
                                   r"(?: with (?:converted mana cost|mana value) (?P<most>\d+) or less)?"
                                   r"(?:,| and) (?:reveal (?:it|that card),? (?:and )?)?put (?:it|that card) into your "
                                   r"hand(?:\.|,? then shuffle\b)", re.IGNORECASE)),
          ("graveyard", lazy_compile(r"^(?:you may )?return target (?:(?P<what>[a-z ]+?) )?card from your graveyard to your "
                                     r"hand\.", re.IGNORECASE)),
          ("graveyard", lazy_compile(r"^(?P<values>Return any number of cards with different mana values) from your "
                                     r"graveyard to your hand\.")))
_COLOURS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_CARD_TYPES = ("artifact", "creature", "enchantment", "instant", "sorcery", "planeswalker", "land", "battle")
#: A sentence of a spell that draws cards for you, for sure, as it resolves: Opt's "Draw a card.", Preordain's
#: "Scry 2, then draw a card." (CR 121.1).
_DRAWS = lazy_compile(r"^(?:Scry \d+, then d|D)raw (?P<n>a|one|two|three) cards?$")
_DRAWN = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}
#: A sentence of a spell that gives you more land plays this turn (Explore, CR 305.2).
_PLAY_MORE = lazy_compile(r"^You may play (?P<n>an|two|three) additional lands? this turn\.$")
#: A sentence of a spell that puts a land of your hand onto the battlefield (Growth Spiral).
_PUT_LAND = lazy_compile(r"^You may put a land card from your hand onto the battlefield\.$")
#: A permanent's enters trigger that puts a land card of your hand onto the battlefield (Arboreal Grazer, Cultivator
#: Colossus: read whole by :func:`~.puts.enters_puts`, which the turn uses; here only to tell a helper that may help).
_ENTERS_PUTS_LAND = lazy_compile(r"\benters(?: the battlefield)?, you may put a land card from your hand onto the "
                                 r"battlefield\b")
#: A spell's text that puts cards into your hand (a draw, a search, a return to your hand).
_TO_HAND = lazy_compile(r"\bdraws? (?:a|an|one|two|three|four|X|\w+) cards?\b|into your hand|to (?:your|its owner's) "
                        r"hand", re.IGNORECASE)
#: "Draw two cards, then discard two cards." (Faithless Looting): as many cards in hand after it as before.
_LOOTS = lazy_compile(r"\bDraw (?P<n>a|two|three) cards?, then discard (?P=n) cards?\.")
#: Most cost changers cast this turn whose every combination is modelled (2**n versions of each later cast).
MAX_CHANGERS = 3
#: Most permanents that may leave this turn (a Chromatic Star, a Treasure) that a spell's own reduction counts version
#: by version (:func:`with_leaving_versions`): beyond them its cost is the one counting what surely stays, and the
#: answer is not proven.
MAX_LEAVING = 4


@dataclass(frozen=True, slots=True)
class Copy:
    """One card that the turn may cast once.

    Parameters
    ----------
    key : str
        Its id in models and plans: ``'Dark Ritual (hand)#1'``.
    card : Card
        The whole card in its zone.
    spell : Spell
        The part cast.
    zone : str
        ``'hand'``, ``'library_top'``, ``'graveyard'`` or ``'command'``.
    candidate : bool
        Asked about (else a helper).
    cost : ManaCost or None
        Its cost on the board as it is (X counted as 0); None when it cannot be cast (``why_not``).
    costs : tuple of (frozenset of str, ManaCost)
        Its cost after each set of cost changers (their keys) cast before it (the empty set: ``cost``).
    purpose : SpendPurpose or None
        What its mana is spent on (CR 106.6).
    adds : tuple of tuple of ManaType
        The ritual's choices of mana as it resolves; empty: none.
    adds_spend : object
        The spending restriction of that mana (None: none).
    enters : Permanent or None
        The permanent it becomes.
    why_not : str or None
        Why ``turn`` does not cast it.
    notes : tuple of str
    finds : tuple of Permanent
        The lands of ``library:`` its effect may put onto the battlefield untapped (Nature's Lore), one permanent
        per name it can find; at most ``find_count`` of them per cast, each library card once.
    find_count : int
    alt : str
        The card's key: the parts of one card (a split card's halves, a modal card's faces) share it, and at most
        one of them is cast.
    to_hand : tuple of Card
        Lands of the library it may put into your hand (Cultivate, Demonic Tutor), or of your graveyard (Regrowth,
        :attr:`to_hand_from`): one may be the land play, after it resolved.
    changed_by : tuple of str
        The keys of the cost changers cast this turn that change its cost (its ``costs`` are over their sets).
    sacrifices : tuple of PermanentFilter
        The permanents its route's additional cost sacrifices, one per filter (Fling's "sacrifice a creature", CR
        601.2b): the victims of its cast in the model.
    skipped : str
        A cheaper route to cast it that ``turn`` does not model, in words (``''``: none): the answer is not proven.
    spells_after : int or None
        The most spells cast this turn after it resolved (Irencrag Feat's "You can cast only one more spell this
        turn.", CR 101.2); None: no limit.
    discards : int
        The cards of your hand its route's additional cost discards (Lightning Axe's "discard a card", CR 601.2b,
        701.9a): cards that the turn neither casts, plays nor exiles for mana (the model counts them).
    draws : int
        The cards it surely draws for you as it resolves (:func:`spell_draws`): cards a later cast may discard.
    to_hand_from : str
        The zone its ``to_hand`` lands come from: ``'library'`` or ``'graveyard'`` (:func:`lands_returned`).
    fetched_by : str
        For a card another copy's resolving puts into your hand (Demonic Tutor's Dark Ritual, Regrowth's Llanowar
        Elves: :func:`fetch_reading`), that copy's key (``''``: a card of its zone as the turn begins): a helper,
        cast from your hand only after that copy resolved (CR 608.2).
    fetched_from : str
        The zone it was taken from (``'library'``, ``'graveyard'``).
    fetch_have : int
        The cards of its name in that zone: at most so many cast, whatever copy takes them.
    fetch_slot : int
        Which of the fetching copy's takes it fills (``fetch_takes`` cards per slot and cast, the land it may return
        with them: slot 0; Seasons Past's cards with different mana values: its mana value).
    fetch_takes : int
        How many cards of its slot one cast of the fetching copy takes (:func:`fetch_takes`): one; Shared Summons'
        two creature cards with different names (each name is one copy, cast at most once).
    leaving : tuple of str
        The permanents of the battlefield its own reduction counts (affinity for artifacts, CR 702.41a) that may
        leave during the turn (a Chromatic Star or a Treasure sacrificed for its mana): counted only while there
        (:func:`with_leaving_versions`).
    leaving_counts : tuple of int
        For each of ``costs``, how many of ``leaving`` that version counts: exactly so many are there as it is cast,
        or at least so many for the greatest (more make it no cheaper). Empty: ``leaving`` is not versioned.
    reveals : str
        For a card a same-name search takes (Infernal Tutor: :func:`same_name_search`), the name of the card of
        your hand it reveals: one of them is still in your hand as that search resolves (CR 608.2).
    reveal_have : int
        The cards of that name in your hand as the turn begins.
    imprint : bool
        One of the versions of a permanent that may exile a card of your hand as it enters (Chrome Mox's imprint:
        :func:`~.takes_from_hand.with_imprints`), one per set of colours it may take; at most one of them is cast (they
        share ``alt``).
    discards_land : bool
        A version of a permanent that enters only if a land card of your hand is discarded instead (Mox Diamond, CR
        614.1a: :func:`~.takes_from_hand.with_land_discards`): it discards one, its ``enters`` the permanent.
    exiles : tuple of Card
        For such a version: the cards of your hand it may exile, all of one set of colours (its ``enters`` has the
        first imprinted); any one the turn does not cast (:func:`~.takes_from_hand.imprinted_cards` names it). Empty: it
        exiles nothing.
    hand_source : bool
        A card another copy's resolving puts into your hand that is mana there (:func:`hand_mana`: Summoner's Pact's
        Elvish Spirit Guide): never cast, a source of the model exiled for its mana (CR 605.1a) only after that copy
        resolved, in that copy's slot as a card cast after it is (:func:`~.model.turn_board`).
    landfall_added : bool
        In the relaxation that bounds the plans casting ramp spells (:func:`~.ramp_bound.ramp_relaxation`: Seasons
        Past's Rampant Growth beside Lotus Cobra), a spell that puts lands onto the battlefield tapped whose lands'
        landfall mana, at its most, is among its ``adds``: not counted again by the triggers of the model
        (:func:`~.landfall.ramp_landfall_activations`).
    graveyard_needs : int
        For a ritual's version read with its threshold met (Cabal Ritual's "Add {B}{B}{B}{B}{B} instead if seven or
        more cards are in your graveyard"; threshold is an ability word, CR 207.2c): how many more cards your graveyard needs as it resolves than it
        has as the turn begins — the spells resolved and the permanents sacrificed before it put them there
        (:func:`threshold_version`); 0: none.
    target_need : TargetNeed or None
        What it must target that the battlefield lacks as the turn begins (:mod:`.targets`: Snap's "target creature"
        on a board of lands); None: nothing, or it is there.
    target_after : tuple of str
        The copies whose permanents would fit that need (or its one target's), which the model casts before it.
    target_other : bool
        Something else may enter that fits (a land played, a token): the model does not order it.
    removal : TargetNeed or None
        Its one target, where it may remove it (Snap: :attr:`~manaplan.models.targets.TargetNeed.removes`).
    removal_supply : int
        How many permanents fit that target as the turn begins.
    """

    key: str
    card: Card
    spell: Spell
    zone: str
    candidate: bool
    cost: ManaCost | None = None
    costs: tuple[tuple[frozenset[str], ManaCost], ...] = ()
    purpose: object = None
    adds: tuple[tuple[ManaType, ...], ...] = ()
    adds_spend: object = None
    enters: Permanent | None = None
    why_not: str | None = None
    notes: tuple[str, ...] = field(default=())
    finds: tuple[Permanent, ...] = ()
    find_count: int = 0
    alt: str = ""
    to_hand: tuple[Card, ...] = ()
    changed_by: tuple[str, ...] = ()
    sacrifices: tuple[PermanentFilter, ...] = ()
    skipped: str = ""
    spells_after: int | None = None
    discards: int = 0
    draws: int = 0
    to_hand_from: str = "library"
    fetched_by: str = ""
    fetched_from: str = ""
    fetch_have: int = 0
    fetch_slot: int = 0
    fetch_takes: int = 1
    leaving: tuple[str, ...] = ()
    leaving_counts: tuple[int, ...] = ()
    reveals: str = ""
    reveal_have: int = 0
    imprint: bool = False
    exiles: tuple[Card, ...] = ()
    discards_land: bool = False
    hand_source: bool = False
    landfall_added: bool = False
    graveyard_needs: int = 0
    target_need: TargetNeed | None = None
    target_after: tuple[str, ...] = ()
    target_other: bool = False
    removal: TargetNeed | None = None
    removal_supply: int = 0

    @property
    def name(self) -> str:
        """The name of the part cast."""
        return self.spell.name

    @property
    def mana_value(self) -> int:
        """Its mana value (CR 202.3), for ``--most``'s second count."""
        return self.spell.mana_value


def _zone_cards(board: Board, zone: str) -> tuple[Card, ...]:
    """The cards of ``zone`` a candidate may be: only the top card of ``library_top`` is the top card."""
    cards = zone_cards(board, zone)
    return cards[:1] if zone == "library_top" else cards


def is_land(card: Card) -> bool:
    """Whether ``card`` is a land to play, never a spell to cast (each of its parts a land, CR 305.1)."""
    return all(part.is_land for part in card_parts(card))  # as spells_of(card)'s kinds, its text not parsed


def hand_mana(card: Card, read) -> bool:
    """Whether a card in hand is mana: it has a mana ability activated by exiling it from your hand (Simian and
    Elvish Spirit Guide, CR 605.1a), a source of ``pay`` while it stays there (``read``: card → ParsedCard).

    >>> from manaplan.models.cards.store import default_database
    >>> from manaplan.models.oracle.parser import parse_card
    >>> [hand_mana(default_database().get(n), parse_card) for n in ("Simian Spirit Guide", "Grizzly Bears")]
    [True, False]
    """
    if not any("from your hand" in (part.oracle_text or "") for part in (card, *card.faces)):
        return False  # no cost that exiles it from your hand ("Exile ~ from your hand"), its text not parsed
    return any(a.cost.exile_self == "hand" for a in read(card).mana_abilities)


def _untaps_others(parsed: ParsedCard) -> bool:
    """Whether a permanent card has an ability that untaps another permanent of yours (an
    :class:`~manaplan.models.effects.Untapper`: Voltaic Key's "{1}, {T}: Untap target artifact.", Arbor Elf's): once
    it entered, the activation core uses it (:mod:`manaplan.solver.core.untappers`: the permanent it untaps is tapped
    for mana again, CR 106.12; its own ``{T}`` waits a turn on a creature, CR 302.6), so such a card a spell puts into
    your hand is a helper the turn may cast, as one with a mana ability is.

    >>> from manaplan.models.cards.store import default_database
    >>> from manaplan.models.oracle.parser import parse_card
    >>> [_untaps_others(parse_card(default_database().get(n))) for n in ("Voltaic Key", "Paradox Engine")]
    [True, False]
    """
    return any(isinstance(e, Untapper) for e in parsed.effects)


def _untapper_only(c: Copy, parsed: ParsedCard) -> bool:
    """Whether a helper a spell puts into your hand helps only by untapping another permanent (:func:`_untaps_others`:
    Voltaic Key): no mana ability, no mana as it resolves or enters, nothing it finds or puts into your hand."""
    return _untaps_others(parsed) and not parsed.mana_abilities and not c.adds and not c.finds and not c.to_hand


def pick_candidates(board: Board, names: tuple[str, ...] | None, find=None, read=None) -> list[tuple[str, Card]]:
    """The candidates: each name's next copy in the board's zones (hand, library top, graveyard, command zone), a
    name twice meaning two copies; without names every nonland card in hand but its mana (with ``read``, card →
    ParsedCard: a Spirit Guide is exiled for its mana, CR 605.1a, not counted as a spell to cast: :func:`hand_mana`).

    Parameters
    ----------
    board : Board
    names : tuple of str or None
    find : callable, optional
        Name → Card (a database's ``get``), to tell an unknown name ("did you mean") from one in no zone.

    Raises
    ------
    BoardError
        A name in none of the zones (or named more often than it is there), or a land.
    UnknownCardError
        A name no card has.

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> b = board_from_data({"hand": ["Counterspell", "Island", "Counterspell"]})
    >>> [(z, c.name) for z, c in pick_candidates(b, None)]
    [('hand', 'Counterspell'), ('hand', 'Counterspell')]
    >>> pick_candidates(b, ("Lightning Bolt",))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    manaplan.models.errors.BoardError: Lightning Bolt is in none of the board's zones (hand, library_top, ...)
    """
    if names is None:
        return [("hand", c) for c in board.hand if not is_land(c) and not (read is not None and hand_mana(c, read))]
    used: dict[tuple[str, int], bool] = {}
    out: list[tuple[str, Card]] = []
    for name in names:
        wanted = name.strip().casefold()
        hit = None
        seen = 0
        for zone in CAST_ZONES:
            for i, card in enumerate(_zone_cards(board, zone)):
                names_of = {card.name.casefold(), card.full_name.casefold(),
                            *(f.name.casefold() for f in getattr(card, "faces", ()) or ())}
                if wanted in names_of:
                    seen += 1
                    if (zone, i) not in used and hit is None:
                        hit = (zone, i, card)
        if hit is None:
            if seen:
                raise BoardError(f"{name.strip()} is named {sum(1 for n in names if n.strip().casefold() == wanted)} "
                                 f"times, but the board has {seen}")
            if find is not None:
                find(name)  # an unknown card: "did you mean …"
            here = next((p for p in board.permanents if wanted in {p.card.name.casefold(), p.card.full_name.casefold()}
                         and p.is_yours), None)
            if here is not None:  # Rhystic Study on the battlefield: it was cast already
                raise BoardError(f"{here.card.name} is on the battlefield already ({here.id}); turn casts cards from "
                                 f"the hand, library_top, graveyard or command_zone")
            raise BoardError(f"{name} is in none of the board's zones (hand, library_top, graveyard, command_zone)")
        zone, i, card = hit
        if is_land(card):
            raise BoardError(f"{card.name} is a land: lands are played, not cast (turn plays a land from your hand "
                             f"when it helps)")
        used[zone, i] = True
        out.append((zone, card))
    return out


def spell_finds(spell: Spell, board: Board | Analysis, taken: set[str]
                ) -> tuple[tuple[Permanent, ...], int, tuple[str, ...]]:
    """The lands a spell's effect puts onto the battlefield untapped from the library (Nature's Lore, Three Visits,
    Skyshroud Claim: CR 701.23), one permanent per name in ``library:`` it can find, and how many one cast finds;
    a land put there tapped (Rampant Growth, Cultivate), or that may enter tapped by the rules for entering (a
    checkland beside no land of its types that is surely there then; a shockland, whose life is not paid this way),
    adds no mana this turn and is not counted.

    >>> from manaplan.models.board_files import board_from_data
    >>> b = board_from_data({"library": ["Forest", "Island", "Forest"]})
    >>> lore = spells_of(b.library[0].__class__("Nature's Lore", "{1}{G}", "Sorcery", "Search your library for a "
    ...     "Forest card, put that card onto the battlefield, then shuffle."))[0]
    >>> found, n, notes = spell_finds(lore, b, set())
    >>> [p.id for p in found], n
    (['Forest#1'], 1)
    """
    analysis = analysed(board)
    board = analysis.board
    notes: list[str] = []
    for line in effect_lines(spell):
        m = _SPELL_SEARCH.match(line.strip())
        if m is None:
            if "Search your library for" in line and "land" in line.lower() + " ".join(BASIC_TYPES).lower():
                if re.search(r"\b(?:land|Plains|Island|Swamp|Mountain|Forest)\b", line) and "into your hand" in line:
                    notes.append(f"the land {spell.name} puts into your hand is not played by turn")
            continue
        if m["tapped"]:
            return (), 0, (f"the land {spell.name} finds enters tapped: no mana from it this turn",)
        what = m["what"].strip()
        basic = what.startswith("basic ")
        what = what.removeprefix("basic ").strip()
        types = _land_types(what)
        if not types <= BASIC_TYPES:
            return (), 0, ()
        if board.library is None:
            return (), 0, (f"{LIBRARY_UNKNOWN_NOTE} {spell.name} finds is not counted (list it under `library:`)",)
        n = _COUNTS[m["n"]]
        names: dict[str, list[Card]] = {}
        eff = analysis.effective
        sure = surely_there(eff, eff.yours)  # the spell resolves later in the turn: not what a plan may remove first
        for card in _fitting(board, basic, types):
            if entering_untapped(analysis, card, sure=sure) is not None:
                names.setdefault(card.name, []).append(card)
        found = tuple(Permanent(id=next_id(board, name, taken), card=cards[0], sick=True, entered=True)
                      for name, cards in names.items() for _ in range(min(n, len(cards))))
        return found, n, ()
    return (), 0, tuple(notes)


def _fitting(board: Board, basic: bool, types: set[str]) -> list[Card]:
    """The land cards of ``library:`` a search for a (``basic``) land of ``types`` (none: any) fits (CR 701.23)."""
    return [card for card in (*board.library, *board.library_top)
            if card.is_land and (not basic or card.is_basic) and (not types or types & set(card.subtypes))]


def search_fits(spell: Spell, board: Board | Analysis) -> tuple[str, ...] | None:
    """The names of the lands of ``library:`` that a spell's search onto the battlefield untapped (the one
    :func:`spell_finds` reads: Nature's Lore) fits, however they would enter (a land that may enter tapped is no
    find, but it enters all the same); None when no such search is read or the library is unknown.

    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.models.cards.store import default_database
    >>> lore = spells_of(default_database().get("Nature's Lore"))[0]
    >>> search_fits(lore, board_from_data({"library": ["Forest", "Island"]})), search_fits(lore, board_from_data({}))
    (('Forest',), None)
    """
    board = analysed(board).board
    for line in effect_lines(spell):
        m = _SPELL_SEARCH.match(line.strip())
        if m is None:
            continue
        what = m["what"].strip()
        types = _land_types(what.removeprefix("basic ").strip())
        if m["tapped"] or not types <= BASIC_TYPES or board.library is None:
            return None
        return tuple(dict.fromkeys(c.name for c in _fitting(board, what.startswith("basic "), types)))
    return None


def lands_found_tapped(spell: Spell, board: Board) -> tuple[Card, ...]:
    """The lands of ``library:`` a spell (or a permanent spell's enters trigger) may put onto the battlefield tapped
    (Rampant Growth, Cultivate, Farhaven Elf, Solemn Simulacrum), one per name: no mana from them this turn, but a
    count of your lands (Cabal Coffers' Swamps) would change.

    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.models.cards.store import default_database
    >>> b = board_from_data({"library": ["Swamp", "Swamp", "Island", "Watery Grave"]})
    >>> [c.name for c in lands_found_tapped(spells_of(default_database().get("Solemn Simulacrum"))[0], b)]
    ['Swamp', 'Island']
    """
    if board.library is None:
        return ()
    for line in effect_lines(spell):
        m = _SPELL_SEARCH.match(line.strip()) or _TO_HAND_SEARCH.match(line.strip())
        if m is None or not (m.groupdict().get("tapped") or m.groupdict().get("split")):
            continue
        what = m["what"].strip()
        basic = what.startswith("basic ")
        types = _land_types(what.removeprefix("basic ").strip())
        names: dict[str, Card] = {}
        for card in (*board.library, *board.library_top):
            if card.is_land and (not basic or card.is_basic) and (not types or types & set(card.subtypes)):
                names.setdefault(card.name, card)
        return tuple(names.values())
    return ()


def effect_lines(spell: Spell) -> list[str]:
    """The lines of a spell's text, with a permanent spell's own enters trigger read as what it does (Wood Elves:
    "Search your library for a Forest card, put that card onto the battlefield, then shuffle."): CR 603.6a, it
    resolves after the spell, before the next spell is cast (CR 603.3).

    >>> from manaplan.models.cards.store import default_database
    >>> effect_lines(spells_of(default_database().get("Wood Elves"))[0])
    ['Search your library for a Forest card, put that card onto the battlefield, then shuffle.']
    """
    out = []
    for line in (spell.part.oracle_text or "").split("\n"):
        m = _ENTERS.match(line.strip())
        if m and spell.card_types & PERMANENT_TYPES and m["name"] in (None, spell.name, spell.part.name):
            rest = m["rest"]
            line = rest[0].upper() + rest[1:]
        out.append(line)
    return out


_OWN_ENTERS = lazy_compile(r"When (?:~|this \w+) enters(?: the battlefield)?(?P<rest>, if .*)?")


def enters_mana(spell: Spell, analysis: Analysis, zone: str = "hand"
                ) -> tuple[tuple[tuple[ManaType, ...], ...], object, tuple[str, ...]]:
    """The mana a permanent spell's own enters trigger adds (Burning-Tree Emissary: "When Burning-Tree Emissary enters
    the battlefield, add {R}{G}."), with its spending restriction: the trigger is no mana ability (CR 605.1b); it
    resolves after the spell (CR 603.3, 603.6a), before the next spell is cast, and its mana stays in the pool for
    what comes next (CR 500.4). Only a fixed amount is counted, with no condition but "if you cast it from your
    hand" (Coal Stoker) for a card cast from ``zone`` hand; other mana is named in a note.

    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.models.cards.store import default_database
    >>> enters_mana(spells_of(default_database().get("Burning-Tree Emissary"))[0], analysed(board_from_data({})))
    (((ManaType.R, ManaType.G),), None, ())
    """
    if not spell.card_types & PERMANENT_TYPES:
        return (), None, ()
    own = [(e, m["rest"]) for e in analysis.read(spell.part).effects if isinstance(e, EventMana)
           for m in (_OWN_ENTERS.fullmatch(e.trigger),) if m]
    if not own:
        return (), None, ()
    e, rest = own[0]
    # "if you cast it from your hand" (Coal Stoker): true of a copy cast from the hand
    read = not rest or (rest == ", if you cast it from your hand" and zone == "hand")
    if len(own) > 1 or not read or e.player != "you" or e.optional or e.condition or not isinstance(e.adds, Produce) \
            or len(e.adds.choices) > 64:
        return (), None, (f"the mana {spell.name}'s enters trigger adds is not counted (it has a condition, a "
                          f"choice or an amount turn does not read)",)
    return tuple(e.adds.choices), e.spend, ()


def lands_to_hand_read(spell: Spell) -> bool:
    """Whether ``spell``'s search for lands to put into your hand is one :func:`spell_to_hand` reads (Cultivate,
    Sylvan Scrying: its lands of a library given may be the land play).

    >>> from manaplan.models.cards.store import default_database
    >>> [lands_to_hand_read(spells_of(default_database().get(n))[0]) for n in ("Cultivate", "Expedition Map")]
    [True, False]
    """
    return any(_TO_HAND_SEARCH.match(line.strip()) for line in (spell.part.oracle_text or "").split("\n"))


def lands_returned(spell: Spell, board: Board, *, bound: bool = False) -> tuple[tuple[Card, ...], str]:
    """The land cards a spell that takes a card of a kind into your hand (:func:`fetch_reading`: Regrowth and Eternal
    Witness from your graveyard, Demonic Tutor from ``library:``, Fabricate's artifact lands, Summoner's Pact's Dryad
    Arbor) may take, one per name, and the zone: such a land may then be your land play (CR 305.2), once the spell
    resolved (CR 608.2). None for another text, or a library not given. ``bound``: Intuition read as a tutor for
    any card (:func:`fetch_reading`).

    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.models.cards.store import default_database
    >>> b = board_from_data({"graveyard": ["Forest", "Forest", "Opt"], "library": ["Island", "Counterspell"]})
    >>> [([c.name for c in cards], zone) for cards, zone in (lands_returned(spells_of(default_database().get(n))[0], b)
    ...                                                    for n in ("Regrowth", "Demonic Tutor", "Eternal Witness"))]
    [(['Forest'], 'graveyard'), (['Island'], 'library'), (['Forest'], 'graveyard')]
    """
    reading = fetch_reading(spell, board, bound=bound)
    if reading is None or (reading[0] == "library" and board.library is None):
        return (), "library"
    zone, fits, _ = reading
    cards = board.graveyard if zone == "graveyard" else (*board.library, *board.library_top)
    names: dict[str, Card] = {}
    for card in cards:
        if is_land(card) and fits(card):
            names.setdefault(card.name, card)
    return tuple(names.values()), zone


#: Intuition's search: you find three cards and an opponent chooses the one put into your hand (CR 701.23: you
#: choose what the search finds; the rest go to your graveyard).
_OPPONENT_CHOOSES = lazy_compile(r"^Search your library for three cards and reveal them\. Target opponent chooses one\. "
                                 r"Put that card into your hand and the rest into your graveyard\. Then shuffle"
                                 r"(?: your library)?\.$")


def opponent_chooses(spell: Spell) -> bool:
    """Whether ``spell`` is read as Intuition: it searches your library for three cards and an opponent chooses the
    one you get (:func:`fetch_reading`).

    >>> from manaplan.models.cards.store import default_database
    >>> [opponent_chooses(spells_of(default_database().get(n))[0]) for n in ("Intuition", "Demonic Tutor")]
    [True, False]
    """
    return any(_OPPONENT_CHOOSES.match(line.strip()) for line in effect_lines(spell))


def fetch_reading(spell: Spell, board: Board | None = None, *, bound: bool = False):
    """What a spell's resolving takes into your hand as :data:`_FETCH` reads it exactly: (the zone, a predicate on
    a card — of each colour, card type and subtype its words name, and of at most the mana value it names: Trinket
    Mage, Ranger-Captain of Eos —, whether it takes one card per mana value: Seasons Past), or None when no such
    sentence is read whole or a word of its kind is not understood (Gamble's "discard a card at random" after it,
    which may take the card found: the answer stays not proven, :func:`~.unproven.hand_gains_unused`). A search for
    more cards than one of different names (Shared Summons) is read so too: how many, :func:`fetch_takes`.

    Intuition (:func:`opponent_chooses`) gives you the card an opponent chooses of the three you find: what you can
    count on is a card of which ``board``'s library holds three (you find those three, the opponent has no choice);
    None without a library given. With ``bound``, it is read as a tutor for any card instead: no plan is better
    than that one's best, an upper bound that proves a plan which uses nothing it finds
    (:func:`~.solve.solve_turn`).

    >>> from manaplan.models.cards.store import default_database
    >>> db = default_database()
    >>> zone, fits, by_value = fetch_reading(spells_of(db.get("Summoner's Pact"))[0])
    >>> zone, [fits(db.get(n)) for n in ("Llanowar Elves", "Goblin Lackey", "Forest")], by_value
    ('library', [True, False, False], False)
    >>> zone, fits, _ = fetch_reading(spells_of(db.get("Trinket Mage"))[0])
    >>> [fits(db.get(n)) for n in ("Sol Ring", "Mind Stone", "Memnite", "Birds of Paradise")]
    [True, False, True, False]
    >>> zone, fits, by_value = fetch_reading(spells_of(db.get("Shared Summons"))[0])
    >>> zone, [fits(db.get(n)) for n in ("Llanowar Elves", "Dryad Arbor", "Forest")], by_value
    ('library', [True, True, False], False)
    >>> fetch_reading(spells_of(db.get("Gamble"))[0]) is None  # a discard at random after it
    True
    >>> from manaplan.models.board_files import board_from_data
    >>> b = board_from_data({"library": ["Forest", "Forest", "Forest", "Island", "Island"]})
    >>> _, fits, _ = fetch_reading(spells_of(db.get("Intuition"))[0], b)
    >>> [fits(db.get(n)) for n in ("Forest", "Island")]
    [True, False]
    >>> _, fits, _ = fetch_reading(spells_of(db.get("Intuition"))[0], bound=True)
    >>> [fits(db.get(n)) for n in ("Forest", "Island")]
    [True, True]
    """
    if opponent_chooses(spell):
        if bound:
            return "library", lambda card: True, False
        if board is None or board.library is None:
            return None
        have = Counter(card.name for card in (*board.library, *board.library_top))
        return "library", lambda card: have[card.name] >= 3, False
    for line in effect_lines(spell):
        for sentence in re.split(r"(?<=\.)\s+", line.strip()):
            for zone, pattern in _FETCH:
                m = pattern.match(sentence)
                if m is None:
                    continue
                if "values" in m.groupdict():
                    return zone, lambda card: True, True
                colours, types, subtypes = [], [], []
                for word in (m["what"] or "").split():
                    if word.lower() in _COLOURS:
                        colours.append(_COLOURS[word.lower()])
                    elif word.lower() in _CARD_TYPES:
                        types.append(word.capitalize())
                    elif word[0].isupper() and word.isalpha():
                        subtypes.append(word)
                    else:
                        return None

                most = int(m["most"]) if m.groupdict().get("most") else None

                def fits(card, colours=tuple(colours), types=tuple(types), subtypes=tuple(subtypes),
                         most=most) -> bool:
                    return all(c in card.colors for c in colours) and all(t in card.card_types for t in types) \
                        and all(t in card.subtypes for t in subtypes) \
                        and (most is None or card_mana_value(card) <= most)
                return zone, fits, False
    return None


def fetch_takes(spell: Spell) -> int:
    """How many cards one cast of ``spell`` takes into your hand by what :func:`fetch_reading` reads: Shared Summons'
    "up to two creature cards with different names" two (each of another name, CR 701.23); one for another text
    (Seasons Past's, one per mana value, are its slots).

    >>> from manaplan.models.cards.store import default_database
    >>> [fetch_takes(spells_of(default_database().get(n))[0]) for n in ("Shared Summons", "Demonic Tutor")]
    [2, 1]
    """
    for line in effect_lines(spell):
        for sentence in re.split(r"(?<=\.)\s+", line.strip()):
            m = _FETCH[0][1].match(sentence)
            if m is not None:
                return _DRAWN[m["takes"].lower()]
    return 1


#: Infernal Tutor's search for a card named as one revealed from your hand (CR 608.2: revealed as it resolves).
_SAME_NAME = lazy_compile(r"^Reveal a card from your hand\. Search your library for a card with the same name as that "
                          r"card, reveal it,? (?:and )?put it into your hand, then shuffle\.$")
#: Infernal Tutor's hellbent search (an ability word, CR 207.2c: "no cards in hand" as it resolves) for any card.
_HELLBENT = lazy_compile(r"^Hellbent — If you have no cards in hand, instead search your library for a card, put it "
                         r"into your hand, then shuffle\.$")


def same_name_search(spell: Spell) -> bool:
    """Whether ``spell``'s effect is read as Infernal Tutor's: reveal a card from your hand as it resolves and search
    your library for a card with the same name (:func:`same_name_finds`), with at most a hellbent search instead
    (:func:`hellbent_search`) beside it.

    >>> from manaplan.models.cards.store import default_database
    >>> [same_name_search(spells_of(default_database().get(n))[0]) for n in ("Infernal Tutor", "Demonic Tutor")]
    [True, False]
    """
    lines = [line.strip() for line in effect_lines(spell)]
    return any(_SAME_NAME.match(line) for line in lines) and all(
        _SAME_NAME.match(line) or _HELLBENT.match(line) for line in lines)


def hellbent_search(spell: Spell) -> bool:
    """Whether ``spell`` read by :func:`same_name_search` searches for any card instead when you have no cards in
    hand as it resolves (hellbent, CR 207.2c).

    >>> from manaplan.models.cards.store import default_database
    >>> hellbent_search(spells_of(default_database().get("Infernal Tutor"))[0])
    True
    """
    return same_name_search(spell) and any(_HELLBENT.match(line.strip()) for line in effect_lines(spell))


def same_name_finds(card: Card, zone: str, board: Board) -> tuple[str, ...]:
    """The names a same-name search (:func:`same_name_search`) cast from ``zone`` may reveal: those of the cards of
    your hand but the card cast itself (on the stack as it resolves, CR 601.2a), one per name.

    >>> from manaplan.models.board_files import board_from_data
    >>> b = board_from_data({"hand": ["Infernal Tutor", "Dark Ritual", "Infernal Tutor", "Swamp"]})
    >>> same_name_finds(b.hand[0], "hand", b)
    ('Dark Ritual', 'Infernal Tutor', 'Swamp')
    >>> alone = board_from_data({"hand": ["Infernal Tutor"]})
    >>> same_name_finds(alone.hand[0], "hand", alone)
    ()
    """
    rest = list(board.hand)
    if zone == "hand" and card in rest:
        rest.remove(card)
    return tuple(dict.fromkeys(c.name for c in rest))


def card_mana_value(card: Card) -> int:
    """A card's mana value in a library or a graveyard: a split card's is its halves' together (CR 709.4), a card
    with two faces its front face's (CR 712.8a), a land's 0 (CR 202.3).

    >>> from manaplan.models.cards.store import default_database
    >>> [card_mana_value(default_database().get(n)) for n in ("Fire // Ice", "Sol Ring", "Forest", "Delver of Secrets")]
    [4, 1, 0, 1]
    """
    if card.mana_cost:
        return sum(ManaCost.parse(half.strip()).mana_value for half in card.mana_cost.split("//"))
    parts = spells_of(card)
    return parts[0].mana_value if parts else 0


def spell_to_hand(spell: Spell, board: Board) -> tuple[Card, ...]:
    """The lands of ``library:`` a spell may put into your hand (Cultivate, Kodama's Reach, Sylvan Scrying), one per
    name: such a land may then be your land play (CR 305.2). Cultivate and the like put one land into your hand only
    when they find two (the other onto the battlefield tapped): with one basic land in the library it goes onto the
    battlefield tapped (Wizards ruling of 2010-08-15), so nothing is returned.

    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.models.cards.store import default_database
    >>> b = board_from_data({"library": ["Forest", "Island", "Breeding Pool"]})
    >>> [c.name for c in spell_to_hand(spells_of(default_database().get("Cultivate"))[0], b)]
    ['Forest', 'Island']
    >>> spell_to_hand(spells_of(default_database().get("Cultivate"))[0], board_from_data({"library": ["Forest"]}))
    ()
    """
    if board.library is None:
        return ()
    for line in (spell.part.oracle_text or "").split("\n"):
        m = _TO_HAND_SEARCH.match(line.strip())
        if m is None:
            continue
        what = m["what"].strip()
        basic = what.startswith("basic ")
        what = what.removeprefix("basic ").strip()
        types = _land_types(what)
        if not types <= BASIC_TYPES:
            return ()
        found = [card for card in (*board.library, *board.library_top)
                 if card.is_land and (not basic or card.is_basic) and (not types or types & set(card.subtypes))]
        if m["split"] and len(found) < 2:
            # "put one onto the battlefield tapped and the other into your hand": with only one land found, it goes
            # onto the battlefield tapped (Wizards ruling of 2010-08-15 on Cultivate and Kodama's Reach), not
            # into your hand, so it can't be the land play
            return ()
        names: dict[str, Card] = {}
        for card in found:
            names.setdefault(card.name, card)
        return tuple(names.values())
    return ()


@dataclass(frozen=True, slots=True)
class Ramp:
    """The lands a spell puts onto the battlefield tapped from ``library:`` (Rampant Growth; Cultivate's first land,
    the other into your hand): no mana the turn it resolves, untapped from the next turn on (``turn --turns``).

    Parameters
    ----------
    choices : tuple of Card
        One card per name of ``library:`` it may find.
    count : int
        How many it puts onto the battlefield tapped.
    to_hand : bool
        It puts one more into your hand (Cultivate, Kodama's Reach).
    """

    choices: tuple[Card, ...]
    count: int
    to_hand: bool = False


def tapped_finds(spell: Spell, board: Board) -> Ramp | None:
    """The lands ``spell`` puts onto the battlefield tapped from ``library:`` (None: none, or the library is unknown),
    read with the searches :func:`spell_finds` and :func:`spell_to_hand` read (CR 701.23).

    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.models.cards.store import default_database
    >>> b = board_from_data({"library": ["Forest", "Island", "Forest"]})
    >>> ramp = tapped_finds(spells_of(default_database().get("Rampant Growth"))[0], b)
    >>> [c.name for c in ramp.choices], ramp.count, ramp.to_hand
    (['Forest', 'Island'], 1, False)
    >>> tapped_finds(spells_of(default_database().get("Cultivate"))[0], b).to_hand
    True
    """
    search = _tapped_search(spell)
    if board.library is None or search is None:
        return None
    what, count, to_hand = search
    choices = _fitting_lands(what, board)
    return Ramp(choices, count, to_hand=to_hand) if choices else None


def _fitting_lands(what: str, board: Board) -> tuple[Card, ...] | None:
    """The land cards of ``library:`` (and ``library_top``) a search's words fit ("basic land", "Forest", "Plains,
    Island, Swamp, or Mountain", "land"), one per name; None for words naming a type that is no basic land type."""
    basic = what.startswith("basic ")
    types = _land_types(what.removeprefix("basic ").strip())
    if not types <= BASIC_TYPES:
        return None
    names: dict[str, Card] = {}
    for card in (*(board.library or ()), *board.library_top):
        if card.is_land and (not basic or card.is_basic) and (not types or types & set(card.subtypes)):
            names.setdefault(card.name, card)
    return tuple(names.values())


def _tapped_search(spell: Spell) -> tuple[str, int, bool] | None:
    """The first search of ``spell`` that puts lands onto the battlefield tapped (Rampant Growth), or one tapped and
    one into your hand (Cultivate): (the words of what it finds, how many it puts there, whether one more goes to your
    hand); None for none."""
    for line in (spell.part.oracle_text or "").split("\n"):
        m = _SPELL_SEARCH.match(line.strip())
        if m is not None and m["tapped"]:
            return m["what"].strip(), _COUNTS[m["n"]], False
        split = _TO_HAND_SEARCH.match(line.strip())
        if split is not None and split["split"]:
            return split["what"].strip(), 1, True
    return None


def lands_put_tapped(sentence: str, board: Board) -> Ramp | None:
    """The lands a search sentence puts onto the battlefield tapped from ``library:`` (an ability's effect after its
    cost: Khalni Heart Expedition's "Search your library for up to two basic land cards, put them onto the battlefield
    tapped, then shuffle." two at most, CR 701.23), its choices empty where none fits (it finds none, CR 701.23b);
    None for another sentence (one that puts them untapped too, or names a land type no basic land has) or a library
    not given.

    >>> from manaplan.models.board_files import board_from_data
    >>> b = board_from_data({"library": ["Forest", "Island", "Volcanic Island", "Forest"]})
    >>> ramp = lands_put_tapped("Search your library for up to two basic land cards, put them onto the battlefield "
    ...                         "tapped, then shuffle.", b)
    >>> [c.name for c in ramp.choices], ramp.count
    (['Forest', 'Island'], 2)
    >>> lands_put_tapped("Search your library for a basic land card, put it onto the battlefield, then shuffle.", b)
    """
    m = _SPELL_SEARCH.match(sentence.strip())
    if m is None or not m["tapped"] or board.library is None:
        return None
    choices = _fitting_lands(m["what"].strip(), board)
    return None if choices is None else Ramp(choices, _COUNTS[m["n"]])


def tapped_search_read(spell: Spell) -> bool:
    """Whether ``spell`` has a search :func:`tapped_finds` reads (lands of basic land types, or any land, put onto the
    battlefield tapped), whatever the library holds: with none that fits, it puts none there (CR 701.23b).

    >>> from manaplan.models.cards.store import default_database
    >>> [tapped_search_read(spells_of(default_database().get(n))[0]) for n in ("Rampant Growth", "Scapeshift")]
    [True, False]
    """
    search = _tapped_search(spell)
    return search is not None and _land_types(search[0].removeprefix("basic ").strip()) <= BASIC_TYPES


def _land_types(what: str) -> frozenset[str]:
    """The land types a search names ("Forest", "Plains, Island, Swamp, or Mountain"); empty for any land."""
    return frozenset() if what == "land" else frozenset(w for w in re.split(r",? or |, ", what) if w and w != "land")


def _route(spell: Spell, zone: str, rules, discarding: bool = False):
    """The route ``turn`` models for a copy: the first one (no activation, no additional cost but permanents to
    sacrifice or cards to discard, paid with mana), or with ``discarding`` its route that discards cards
    (:func:`discard_route`)."""
    route, why, _ = turn_route(spell, zone, rules, discards=not spell.card_types & PERMANENT_TYPES)
    if discarding and route is not None:
        return discard_route(spell, zone, rules, route) or route, why
    return route, why


def _plain(route) -> bool:
    """A route cast with mana, no activation nor life instead of mana."""
    return route.activation is None and not route.pay_life and route.mana is not None


def _discards_only(extra: ExtraCost) -> bool:
    """An additional cost that only discards cards from your hand ("As an additional cost to cast this spell,
    discard a card", Lightning Axe's discarding route: CR 601.2b, 701.9a)."""
    return extra.discard > 0 and extra == ExtraCost(discard=extra.discard)


def discard_route(spell: Spell, zone: str, rules, route) -> object | None:
    """The route that discards cards from your hand instead of ``route`` (the route :func:`turn_route` models),
    when it comes before it (cheaper, Lightning Axe's "discard a card" before "pay {5}"): ``turn`` casts the card by
    one of the two (None: no such route, or ``route`` itself discards).

    Examples
    --------
    >>> from manaplan.models.cards.store import default_database
    >>> from manaplan.solver.rules.casting import BoardRules
    >>> axe = spells_of(default_database().get("Lightning Axe"))[0]
    >>> route, _, _ = turn_route(axe, "hand", BoardRules())
    >>> other = discard_route(axe, "hand", BoardRules(), route)
    >>> other.mana.text, other.extra.discard
    ('{R}', 1)
    """
    if _discards_only(route.extra):
        return None
    for other in routes_for(spell, zone, rules):
        if other == route:
            return None
        if _plain(other) and _discards_only(other.extra):
            return other
    return None


def turn_route(spell: Spell, zone: str, rules, board: Board | None = None, *, discards: bool = False
               ) -> tuple[object, str | None, str]:
    """The first route ``turn`` models (no activation, no additional cost but permanents to sacrifice, paid with
    mana), or why there is none; and the cheaper routes before it that ``turn`` leaves out, in words (``''``: none),
    but those whose cards to discard or exile ``board``'s zones do not have (:func:`~manaplan.solver.cast.solve.
    extra_shortfall`: Lightning Axe's discard with no other card in hand). With ``discards``, a route whose
    additional cost only discards cards is modelled too (a copy of its own, :func:`discard_route`): not said left
    out, and the route when there is no other (Tormenting Voice).

    Examples
    --------
    >>> from manaplan.models.cards.store import default_database
    >>> from manaplan.solver.rules.casting import BoardRules
    >>> axe = spells_of(default_database().get("Lightning Axe"))[0]
    >>> route, why, skipped = turn_route(axe, "hand", BoardRules())
    >>> route.mana.text, why, skipped
    ('{5}{R}', None, 'casting it by discarding a card is not modelled by turn')
    >>> turn_route(axe, "hand", BoardRules(), discards=True)[2]
    ''
    """
    routes = routes_for(spell, zone, rules)
    skipped: list[str] = []
    discarding = None  # the first route that only discards cards: modelled (Copy.discards)
    for route in routes:
        if _plain(route) and route.extra == ExtraCost(sacrifices=route.extra.sacrifices):
            words = "; ".join(f"casting it by {w} is not modelled by turn" for w in skipped)
            return route, None, words
        if discards and _plain(route) and _discards_only(route.extra):
            discarding = discarding or route
            continue
        if board is None or extra_shortfall(route.extra, spell.card, zone, board) is None:
            skipped.append(_doing(route.extra.describe()) if route.extra.describe() else f"way of {route.via}")
    if not routes:
        return None, no_permission(spell, zone, rules), ""
    if discarding is not None:  # Tormenting Voice: its only way discards a card
        return discarding, None, "; ".join(f"casting it by {w} is not modelled by turn" for w in skipped)
    return None, "its only ways to cast it have additional costs or an activation, which turn does not model yet", ""


def _doing(words: str) -> str:
    """``'discard a card'`` → ``'discarding a card'`` (the first verb of a cost in words)."""
    verb, _, rest = words.partition(" ")
    ing = {"discard": "discarding", "exile": "exiling", "pay": "paying", "sacrifice": "sacrificing"}.get(verb, verb)
    return f"{ing} {rest}".strip()


def _spells_after(spell: Spell, analysis: Analysis) -> int | None:
    """The most spells that may be cast this turn once ``spell`` resolved (Irencrag Feat: 1, CR 101.2); None: no
    limit."""
    limits = [e.spells_after for e in analysis.read(spell.part).mana_effects
              if e.kind == "spell" and e.spells_after is not None]
    return min(limits) if limits else None


def _ritual(spell: Spell, analysis: Analysis) -> tuple[tuple[tuple[ManaType, ...], ...], object, tuple[str, ...]]:
    """The mana a spell adds as it resolves (Dark Ritual), worked out on the board (Cabal Ritual's threshold reads
    the graveyard), with its spending restriction; nothing for mana with targets or conditions not read. It is
    worked out as the mana ability of a permanent alone on the board (:meth:`~manaplan.solver.analysis.Session.reading`
    reads the spell so)."""
    board = analysis.board
    parsed = analysis.read(spell.part)
    effects = [e for e in parsed.mana_effects if e.kind == "spell"]
    if not effects:
        return (), None, ()
    e = effects[0]
    # an additional cost that only sacrifices what the spell's route sacrifices (Culling the Weak's creature: the
    # copy's ``sacrifices``, its victims in the model, CR 601.2b) is the cast's, not more
    paid_by_cast = e.additional_cost is not None and spell.additional is not None and bool(
        spell.additional.sacrifices) and e.additional_cost == ActivationCost(sacrifices=spell.additional.sacrifices)
    if len(effects) > 1 or e.player != "you" or e.targets or (e.additional_cost is not None and not paid_by_cast) \
            or e.condition:
        return (), None, (f"the mana {spell.name} adds is not counted (it has targets, several parts or an "
                          f"additional cost)",)
    ability = ManaAbility(cost=ActivationCost(), output=e.output, spend=e.spend, text=e.text)
    fake = Permanent(id=f"{spell.name} (resolving)", card=spell.part, zone="hand")
    reading = analysis.session.reading(spell.part, ParsedCard(name=spell.part.name, mana_abilities=(ability,)))
    views = reading.effective(replace(board, permanents=(fake,), effects=())).views
    if not views or not views[0].abilities:
        return (), None, (f"the mana {spell.name} adds is not counted (not understood on this board)",)
    a = views[0].abilities[0]
    if a.problem is not None:  # Rite of Flame's count of each graveyard: only yours is given
        return (), None, (f"the mana {spell.name} adds is not counted ({a.problem})",)
    if a.output.count_choices() > 64:
        return (), None, (f"the mana {spell.name} adds is not counted (too many ways to choose it)",)
    return tuple(a.output.choices()), e.spend, ()


#: A spell that takes every card of your hand as it resolves (Wheel of Fortune's "Each player discards their hand",
#: Timetwister's "Each player shuffles their hand and graveyard into their library"): none of them is cast after it.
#: (Windfall's "Each player discards their hand" too.)
_EMPTIES_HAND = lazy_compile(r"\b(?:each player|you) (?:discards?|shuffles?) (?:their|your) hand\b|"
                             r"^(?:discard|shuffle) your hand\b", re.IGNORECASE | re.MULTILINE)


def empties_hand(spell: Spell) -> bool:
    """Whether ``spell`` takes every card of your hand as it resolves (:data:`_EMPTIES_HAND`): a card of your hand
    cast after it is not there (CR 608.2: it left your hand as the spell resolved).

    >>> from manaplan.models.cards.store import default_database
    >>> [empties_hand(spells_of(default_database().get(n))[0]) for n in ("Wheel of Fortune", "Timetwister",
    ...                                                                 "Windfall", "Lightning Bolt")]
    [True, True, True, False]
    """
    return bool(_EMPTIES_HAND.search(re.sub(r"\([^)]*\)", "", spell.part.oracle_text or "")))


#: A sentence of a spell that creates Treasures for you as it resolves (Deadly Dispute's "Draw two cards and create a
#: Treasure token."): each one mana of any color (its "{T}, Sacrifice this token: Add one mana of any color.").
_SPELL_TREASURES = lazy_compile(r"(?:^|\band )create (?P<n>a|an|one|two|three) Treasure tokens?\b", re.IGNORECASE)


def spell_treasures(spell: Spell) -> int:
    """The Treasure tokens ``spell`` surely creates for you as it resolves (:data:`_SPELL_TREASURES`): a sentence
    of its own effect, no trigger nor another player's; 0 for none.

    >>> from manaplan.models.cards.store import default_database
    >>> [spell_treasures(spells_of(default_database().get(n))[0]) for n in ("Deadly Dispute", "Lightning Bolt")]
    [1, 0]
    """
    if spell.is_permanent:
        return 0
    return sum(_DRAWN[m["n"].lower()] for sentence in _sentences(spell) if not re.match(
        r"(?:When|Whenever|At|If|Each|Target|That|Its)\b", sentence) for m in _SPELL_TREASURES.finditer(sentence))


def _treasure_choices(n: int) -> tuple[tuple[ManaType, ...], ...]:
    """The mana ``n`` Treasures may add together: one of any color each (WUBRG), as multisets."""
    colors = (ManaType.W, ManaType.U, ManaType.B, ManaType.R, ManaType.G)
    return tuple(combinations_with_replacement(colors, n))


def rituals_unread(analysis: Analysis, cards: list[tuple[str, Card]]) -> tuple[str, ...]:
    """The notes that the mana a spell of ``cards`` (zone, card: the candidates and your hand) adds as it resolves is
    not counted (:func:`_ritual`'s: targets, several parts, a count the board does not give — Rite of Flame's cards
    in each graveyard), each making the answer not proven: a plan casting it is real (its mana left out), but one
    that spends that mana is not looked for, and a helper whose mana is not read is no helper at all.

    >>> from manaplan.models.board_files import board_from_data
    >>> b = board_from_data({"hand": ["Rite of Flame", "Dark Ritual"]})
    >>> rituals_unread(analysed(b), [("hand", c) for c in b.hand])
    ('not proven: the mana Rite of Flame adds is not counted (counts cards in each graveyard; the board gives only yours (give facts: opponents_graveyards_named); its mana is left out)',)
    """
    out = []
    names = Counter(card.name for _, card in cards)
    for _, card in cards:
        for spell in spells_of(card):
            effects = [e for e in analysis.read(spell.part).mana_effects if e.kind == "spell"]
            if spell.kind != "spell" or not effects:
                continue
            adds, _, more = _ritual(spell, analysis)
            out += [f"not proven: {n}" for n in more]
            if adds and names[card.name] > 1 and any(isinstance(e.output, CountedOutput) and isinstance(
                    e.output.count, NamedInGraveyards) for e in effects):
                out.append(f"not proven: a second {card.name} counts the first, in your graveyard once it resolved "
                           f"(CR 608.2n): its mana is counted from the graveyard as the turn begins")
    return tuple(dict.fromkeys(out))


def threshold_version(copy: Copy, analysis: Analysis) -> Copy | None:
    """The version of a ritual cast once its graveyard condition holds (Cabal Ritual's threshold: "Add
    {B}{B}{B}{B}{B} instead if seven or more cards are in your graveyard"), where it does not as the turn begins:
    the condition is read as the spell resolves (CR 608.2h), and the spells that resolved before it are in your
    graveyard by then (CR 608.2n), as is a permanent sacrificed for its mana (CR 701.21a). The version adds the
    mana read on the board with that many more cards in the graveyard, and :attr:`Copy.graveyard_needs` says how
    many; the model casts it only after as many spells resolved or permanents were sacrificed
    (:func:`~.model._graveyard_filled`). None for a condition on card types (spell mastery's instants and
    sorceries: which cards go is not read), or with no such condition.

    >>> from manaplan.models.board_files import board_from_data
    >>> b = board_from_data({"hand": ["Cabal Ritual"], "graveyard": ["Duress"] * 5})
    >>> c = read_copies(b, [("hand", b.hand[0])])
    >>> [(v.key, v.graveyard_needs, [len(a) for a in v.adds]) for v in c]
    [('Cabal Ritual (hand)#1', 0, [3]), ('Cabal Ritual (hand)#1 [threshold]', 2, [5])]
    """
    parsed = analysis.read(copy.spell.part)
    conditions = [e.output.graveyard for e in parsed.mana_effects
                  if e.kind == "spell" and isinstance(e.output, Conditional) and e.output.graveyard]
    if len(conditions) != 1 or len(conditions[0]) != 1:
        return None
    types, n = conditions[0][0]
    board = analysis.board
    needs = n - len(board.graveyard)
    if types or needs <= 0:
        return None
    filled = analysis.of(replace(board, graveyard=board.graveyard + (copy.spell.part,) * needs))
    adds, _, more = _ritual(copy.spell, filled)
    if not adds or more or adds == copy.adds:
        return None
    more = "a card more" if needs == 1 else f"{needs} cards more"
    return replace(copy, key=f"{copy.key} [threshold]", adds=adds, graveyard_needs=needs, notes=copy.notes + (
        f"it adds its mana \"instead\": {more} in your graveyard as it resolves, put there by the spells cast or "
        f"the permanents sacrificed before it (CR 608.2n, 701.21a)",))


def read_copies(board: Board | Analysis, candidates: list[tuple[str, Card]], *, helpers: bool = True,
                whole=None, bound: bool = False, landfall: bool = False, ramp: bool = False) -> list[Copy]:
    """Every copy the turn may cast: the candidates, then the helpers from the rest of the hand.

    Parameters
    ----------
    board : Board or Analysis
        The board as it is (before any land play), analysed (a Board is analysed in a session of its own).
    candidates : list of (zone, Card)
    helpers : bool
        Add the other cards of the hand that may help (rituals, permanents with mana abilities, cost reducers).
    whole : callable, optional
        Card → the whole card, for a zone entry that names one face (``'Bonecrusher Giant'``: both its parts).
    bound : bool
        Intuition read as a tutor for any card (:func:`fetch_reading`): a model whose best bounds every plan's.
    landfall : bool
        A permanent of yours makes mana as a land enters (Lotus Cobra: :func:`~.landfall.landfall_sources`): a spell
        of your hand that puts lands onto the battlefield tapped (:func:`tapped_finds`: Rampant Growth) is a helper
        too, for its lands' landfall (CR 603.2: counted by the model where :func:`~.landfall.ramp_landfall_exact`,
        else the answer names the Cobra's mana, :func:`~.unproven.stack_mana_unused`).
    ramp : bool
        Such a spell is a helper too, in your hand or put there by a spell (Seasons Past's Rampant Growth): the
        relaxation of :func:`~.ramp_bound.ramp_relaxation`, which counts its landfall at its most.

    Returns
    -------
    list of Copy
        Costs in :attr:`Copy.costs` are filled in by :func:`with_cost_versions` once the changers are known.
    """
    analysis = analysed(board)
    board = analysis.board
    rules = board_rules(analysis)
    counts: dict[tuple[str, str], int] = {}
    taken: set[str] = set()
    out: list[Copy] = []
    rest = list(board.hand)
    for zone, card in candidates:
        if zone == "hand" and card in rest:
            rest.remove(card)
    pool = [(zone, card, True) for zone, card in candidates]
    if helpers:
        pool += [("hand", card, False) for card in rest if not is_land(card)]
    for zone, card, candidate in pool:
        if whole is not None and card.is_face:
            card = whole(card)
        parts = [s for s in spells_of(card) if s.kind == "spell"]
        label = ZONE_LABELS[zone]
        counts[card.name, zone] = n = counts.get((card.name, zone), 0) + 1
        base = f"{card.name} ({label})#{n}"
        if not parts:
            out.append(Copy(base, card, spells_of(card)[0] if spells_of(card) else None, zone, candidate,
                            why_not="it is not a spell", alt=base))
            continue
        made = []
        for spell in parts:  # a split card's halves, a modal card's faces: one of them is cast (CR 709, 712)
            key = base if len(parts) == 1 else f"{base} [{spell.name}]"
            made += _read_part(analysis, rules, spell, card, zone, candidate, key, base, taken, bound,
                               ramp or landfall)
        if made and not candidate and all(c.why_not is not None for c in made):
            continue
        out += made
    if helpers:
        out += _fetched(analysis, rules, out, taken, bound, ramp)


    return out


#: The most cards the spells of the turn may put into your hand that ``turn`` casts as helpers after them, all such
#: spells together, counted in the order of the copies: a spell whose cards would pass it has none modelled, each
#: named, not proven. Each card is a copy with variables in every layer, but the cards of one spell's slot are cast
#: at most one (so a slot costs the model one layer: :func:`~.model.exact_layers`). Measured in process: Fabricate
#: among 18 artifacts of a realistic Urza library, 0.1-0.2 s (10 s, the time limit, while each card took a layer of
#: its own); two Demonic Tutors' 22 cards each and Fabricate's 12 in one Kinnan hand, 10 layers, 10 s.
MAX_FETCHED = 20

#: The most models times such cards: ``turn`` builds one model per land play (each land of the hand, each land a
#: spell may put into your hand to play), each with every card modelled, so a Demonic Tutor that may find any of 22
#: lands to play makes 23 models. Measured in process: Fabricate's 12 artifacts beside such a Tutor (and a land in
#: hand: 24 models), 7.8 s, 0.4 s with none modelled; Fabricate's 18 among three models (a realistic Urza board),
#: 0.1-0.2 s.
MAX_FETCHED_WORK = 60


def _fetched(analysis: Analysis, rules, copies: list[Copy], taken: set[str], bound: bool = False,
             ramp: bool = False) -> list[Copy]:
    """The helpers that the copies' resolving puts into your hand (:func:`fetch_reading`: Demonic Tutor's Dark
    Ritual, Regrowth's Llanowar Elves): for each copy that may be cast and each nonland card of ``library:`` or your
    graveyard it may take that could help (what makes a card of the hand a helper), one copy cast from your hand
    (CR 601.2), :attr:`Copy.fetched_by` it. Copies of one card of the zone share their card key (``alt``): at most
    one of them is cast (its parts); the cards of one name cast, whatever takes them, are at most those of the zone
    (:attr:`Copy.fetch_have`). At most :data:`MAX_FETCHED` cards in all, and :data:`MAX_FETCHED_WORK` over the
    models of the land plays: a spell whose cards would pass it has none — but first it has none that only untaps
    (:func:`_untapper_only`, named instead). ``bound``, ``ramp``: as :func:`read_copies`.
    """
    board = analysis.board
    out: list[Copy] = []
    models = 1 + sum(1 for card in board.hand if is_land(card)) + sum(len(c.to_hand) for c in copies)
    budget = min(MAX_FETCHED, MAX_FETCHED_WORK // models)
    cast_there = {c.card.name for c in copies if c.zone == "graveyard"}
    revealing = _reveals_kept(analysis, copies)
    for f in copies:
        reading = fetch_reading(f.spell, board, bound=bound) if f.why_not is None and f.spell is not None \
            and not f.fetched_by else None
        if reading is None and revealing and f.why_not is None and f.spell is not None and not f.fetched_by \
                and same_name_search(f.spell):  # Infernal Tutor: a card named as one of your hand
            names = same_name_finds(f.card, f.zone, board)
            reading = "library", lambda card, names=names: card.name in names, False
        if reading is None:
            continue
        zone, fits, by_value = reading
        takes = fetch_takes(f.spell)
        if zone == "library" and board.library is None:
            continue
        cards = board.graveyard if zone == "graveyard" else (*board.library, *board.library_top)
        have: dict[str, list[Card]] = {}
        for card in cards:
            # a card whose entering is replaced (Mox Diamond: "If Mox Diamond would enter the battlefield, you may
            # discard a land card instead") is not read so: not cast here, named (hand_gains_unused)
            if not is_land(card) and fits(card) and card.name not in (cast_there if zone == "graveyard" else ()) \
                    and "would enter" not in (card.oracle_text or ""):
                have.setdefault(card.name, []).append(card)
        fetched: list[Copy] = []
        for name, same in have.items():
            card = same[0]
            base = f"{name} (by {f.key})"
            parts = [s for s in spells_of(card) if s.kind == "spell"]
            if by_value and len(parts) > 1:
                continue  # a split card's mana value is its halves' together (CR 709.4): not read here
            if hand_mana(card, analysis.read):  # a Spirit Guide: exiled from your hand for its mana, never cast
                fetched.append(Copy(base, card, spells_of(card)[0], "hand", False, alt=base, fetched_by=f.key,
                                    fetched_from=zone, fetch_have=len(same), fetch_takes=takes, hand_source=True,
                                    fetch_slot=card_mana_value(card) if by_value else 0))
                continue
            for spell in parts:
                key = base + ("" if len(parts) == 1 else f" [{spell.name}]")
                for c in _read_part(analysis, rules, spell, card, "hand", False, key, base, taken, bound, ramp):
                    if c.why_not is None:
                        reveals = name if same_name_search(f.spell) else ""
                        fetched.append(replace(c, fetched_by=f.key, fetched_from=zone, fetch_have=len(same),
                                               fetch_slot=spell.mana_value if by_value else 0, fetch_takes=takes,
                                               reveals=reveals,
                                               reveal_have=sum(k.name == reveals for k in board.hand)))
        if len({c.alt for c in fetched}) > budget:  # the untappers left out first: named (hand_gains_unused)
            fetched = [c for c in fetched if not _untapper_only(c, analysis.read(c.card))]
        found = len({c.alt for c in fetched})
        if found <= budget:  # more: none modelled, all named (hand_gains_unused)
            out += fetched
            budget -= found
    return out


#: A text by which you discard cards of your hand (Lion's Eye Diamond's "Discard your hand", Gamble's "discard a card
#: at random", Faithless Looting's "discard two cards"), not another player's discards (Duress' "That player
#: discards that card").
_DISCARDS = lazy_compile(r"\bdiscard (?:your hand|(?:a|an|one|two|three|X|\d+|that many|any number of) (?:\w+ )?cards?)",
                         re.IGNORECASE)


def _discards(analysis: Analysis, card: Card) -> bool:
    """Whether ``card``'s text discards cards of your hand (:data:`_DISCARDS`) other than by the cost of a mana
    ability that discards your whole hand (Lion's Eye Diamond): the turn casts nothing from your hand after that one
    (:func:`~.model._hand_casts_before_discarding`), so a card revealed as a same-name search resolves is as the model
    has it — the search resolves hellbent only with that ability activated while it is on the stack, a plan
    :func:`~.unproven.hellbent_finds_moot` reads."""
    text = card.oracle_text or ""
    if any(a.cost.discard_hand for a in analysis.read(card).mana_abilities):
        text = re.sub(r"\bdiscard your hand\b", "", text, flags=re.IGNORECASE)
    return bool(_DISCARDS.search(text))


def _reveals_kept(analysis: Analysis, copies: list[Copy]) -> bool:
    """Whether the cards a same-name search (Infernal Tutor) takes are modelled (:attr:`Copy.reveals`): the model
    knows the card revealed is still in your hand while no copy cast before it of that name was, so only where no
    card of your hand is discarded (Lightning Axe's cost, Lion's Eye Diamond's "discard your hand": which card goes
    is not modelled) nor exiled by a permanent cast as it enters (Chrome Mox's imprint: :data:`IMPRINT`), and no
    other spell puts a card into your hand that could be revealed (Demonic Tutor's). Else
    they are named, not proven (:func:`~.unproven.hand_gains_unused`)."""
    board = analysis.board
    cards = [p.card for p in board.permanents if p.is_yours] + [c.card for c in copies]
    return not any(c.discards for c in copies) and not any(_discards(analysis, card) for card in cards) \
        and not any(IMPRINT.search(c.card.oracle_text or "") for c in copies) \
        and not any(fetch_reading(c.spell, bound=True) is not None for c in copies
                    if c.spell is not None and c.why_not is None)


def _read_part(analysis: Analysis, rules, spell: Spell, card: Card, zone: str, candidate: bool, key: str, base: str,
               taken: set[str], bound: bool = False, ramp: bool = False) -> list[Copy]:
    """One part of a card as copies: one, or two when it may be cast by discarding cards instead (Lightning Axe,
    :func:`discard_route`); none for a helper that could not help. ``bound``, ``ramp``: as :func:`read_copies`."""
    board = analysis.board
    why = None
    # text not understood that only offers another way to cast it from a graveyard (Gravecrawler's "as long as you
    # control a Zombie") leaves a card in another zone castable as usual (:func:`~manaplan.solver.cast.solve.
    # another_way`): named in its notes, it stops only a cast from the graveyard
    blocking = [text for text in spell.unsupported if not another_way(text)]
    other_ways = [text for text in spell.unsupported if another_way(text)]
    if blocking:
        why = f"cannot tell whether it can be cast: {blocking[0]!r} is not understood"
    elif spell.timing:
        why = spell.timing[0]
    else:
        why = ban_reason(spell, zone, rules)
    route, skipped = None, ""
    if why is None:  # a permanent spell's route that discards is not modelled (one permanent per card)
        route, why, skipped = turn_route(spell, zone, rules, board, discards=not spell.card_types & PERMANENT_TYPES)
    notes: list[str] = list(spell.notes)
    if other_ways and zone == "graveyard" and route is None:
        why = f"cannot tell whether it can be cast from your graveyard: {other_ways[0]!r} is not understood"
    elif other_ways and zone != "graveyard":
        notes.append(f"not read: {other_ways[0]!r} (a way to cast it from a graveyard; it is cast from your "
                     f"{ZONE_LABELS[zone]} here)")
    cost = None
    purpose = None
    route_notes: list[str] = []
    if why is None:
        cost, purpose, route_notes = _route_cost(analysis, rules, spell, zone, route)
        notes += route_notes
    if why is None and spell.stack_target:  # Counterspell (models.spells reads it)
        notes.append(STACK_NOTE)
    adds, spend, more = _ritual(spell, analysis) if why is None else ((), None, ())
    notes += more
    treasures = spell_treasures(spell) if why is None and not adds and not more else 0
    if treasures:  # Deadly Dispute: a Treasure is a mana of any color once it resolved (CR 111.10a)
        adds = _treasure_choices(treasures)
        notes.append(f"its {'Treasure' if treasures == 1 else f'{treasures} Treasures'} counted as mana once it "
                     f"resolved (sacrificed for one mana of any color each, CR 111.10a)")
    enters = None
    if why is None and spell.card_types & PERMANENT_TYPES:
        if "Aura" in spell.subtypes:
            notes.append(AURA_NOTE)
        elif ENTERS_BY_DISCARD.search(spell.part.oracle_text or ""):
            notes.append(ENTERS_BY_DISCARD_NOTE)
        else:
            enters = Permanent(id=next_id(board, spell.name, taken), card=spell.part, sick=True, entered=True)
            if not adds:  # Burning-Tree Emissary's enters trigger adds mana, as a ritual does
                adds, spend, more = enters_mana(spell, analysis, zone)
                notes += more
    finds, find_count, more = spell_finds(spell, analysis, taken) if why is None else ((), 0, ())
    notes += more
    to_hand = spell_to_hand(spell, board) if why is None and not board.land_played else ()
    to_hand_from = "library"
    if why is None and not board.land_played and not to_hand:  # Regrowth's Forest, Demonic Tutor's Island
        to_hand, to_hand_from = lands_returned(spell, board, bound=bound)
    if to_hand:
        notes = [n for n in notes if "into your hand is not played" not in n]
    if not candidate:  # a helper only when it could help
        if hand_mana(card, analysis.read):
            return []  # a Spirit Guide stays in hand, exiled for its mana (a source of pay's own)
        more_lands = (enters is not None and (adds_land_plays(spell.part) or bool(_ENTERS_PUTS_LAND.search(
            spell.part.oracle_text or "")))) or (  # Exploration; Arboreal Grazer (puts.enters_puts reads it)
            enters is None and spell_land_plays(spell) + spell_puts_lands(spell) > 0)  # Explore
        useful = bool(adds) or bool(finds) or bool(to_hand) or (
            enters is not None and bool(analysis.read(spell.part).mana_abilities)) or (
            enters is not None and _untaps_others(analysis.read(spell.part))) or (
            ENTERS_BY_DISCARD_NOTE in notes and any(is_land(c) for c in board.hand)) or (  # Mox Diamond, a land
            more_lands and any(is_land(c) for c in board.hand)) or (  # Rampant Growth's landfall, in the relaxation
            ramp and enters is None and tapped_finds(spell, board) is not None) or (  # Rampant Growth's landfall
            "Aura" in spell.subtypes and aura_mana(spell.part) is not None)  # Fertile Ground's mana (.auras)
        if why is not None or (not useful and not changes_costs(analysis, enters) and not (
                enters is not None and chosen_type_changes(enters.card))):  # Cloud Key: its choice as it enters
            return []
    copy = Copy(key, card, spell, zone, candidate, cost=cost, costs=((frozenset(), cost),) if cost else (),
                purpose=purpose, adds=adds, adds_spend=spend, enters=enters, why_not=why, notes=tuple(notes),
                finds=finds, find_count=find_count, alt=base, to_hand=to_hand,
                sacrifices=route.extra.sacrifices if route is not None and why is None else (), skipped=skipped,
                spells_after=_spells_after(spell, analysis) if why is None else None,
                discards=route.extra.discard if route is not None and why is None else 0,
                draws=spell_draws(spell) if why is None else 0, to_hand_from=to_hand_from)
    if copy.discards:
        copy = replace(copy, notes=copy.notes + (_discard_note(copy.discards),))
    met = threshold_version(copy, analysis) if adds and enters is None else None
    if met is not None:
        return [copy, met]
    other = discard_route(spell, zone, rules, route) if why is None and copy.discards == 0 and enters is None \
        and not finds and not to_hand else None
    if other is None:
        return [copy]
    # Lightning Axe: cast by paying {5} more, or by discarding a card (one of the two, as one card's parts are)
    cost, purpose, more = _route_cost(analysis, rules, spell, zone, other)
    own = [n for n in notes if n not in route_notes]
    return [copy, replace(copy, key=f"{key} [discarding]", cost=cost, costs=((frozenset(), cost),), purpose=purpose,
                          notes=tuple(own + more + [_discard_note(other.extra.discard)]), sacrifices=(),
                          discards=other.extra.discard)]


def _discard_note(n: int) -> str:
    """What a copy cast by discarding cards says in the plan."""
    cards = "a card" if n == 1 else f"{n} cards"
    return (f"cast by discarding {cards} of your hand that the turn neither casts nor plays, or drew before it (its "
            f"additional cost, CR 601.2b, 701.9a)")


def _route_cost(analysis: Analysis, rules, spell: Spell, zone: str, route) -> tuple[ManaCost, object, list[str]]:
    """A route's mana cost on the board (the commander tax added, CR 903.8; X as 0; the board's cost changes, CR
    601.2f), what its mana is spent on (CR 106.6), and the notes on how it was worked out."""
    board = analysis.board
    notes: list[str] = []
    mana = route.mana
    tax = commander_tax(spell, board) if zone == "command" else 0
    if tax:
        mana = mana + ManaCost.parse(f"{{{tax}}}")
        notes.append(f"commander tax {{{tax}}} (CR 903.8)")
    if mana.x_count:
        notes.append("X is 0")
        mana = mana.with_x(0)
    purpose = spell_purpose(spell, zone, has_x=False, cost=mana.text, board=board)
    cost, changed = changed_cost(mana, spell, rules, permanent_counter(analysis, stable=True))
    return cost, purpose, notes + list(changed)


def spell_draws(spell: Spell) -> int:
    """The cards ``spell`` surely draws for you as it resolves (CR 121.1): its sentences that say only that, with
    reminder text left out ("Draw a card.", "Scry 2, then draw a card."); 0 for any other draw (Faithless Looting's
    "Draw two cards, then discard two cards.": its discards may take them).

    >>> from manaplan.models.cards.store import default_database
    >>> [spell_draws(spells_of(default_database().get(n))[0]) for n in ("Opt", "Preordain", "Faithless Looting")]
    [1, 1, 0]
    """
    return sum(_DRAWN[m["n"]] for m in (_DRAWS.match(s.rstrip(".")) for s in _sentences(spell)) if m is not None)


def draws_unread(spell: Spell) -> bool:
    """Whether ``spell`` may put cards into your hand that :func:`spell_draws` does not count (a draw with a
    condition, a search or a return to your hand); "Draw two cards, then discard two cards." (Faithless Looting)
    leaves your hand as many cards as before, so it is not such a text.

    >>> from manaplan.models.cards.store import default_database
    >>> [draws_unread(spells_of(default_database().get(n))[0]) for n in ("Opt", "Cultivate", "Faithless Looting",
    ...                                                               "Brainstorm", "Lightning Bolt")]
    [False, True, False, True, False]
    """
    text = _LOOTS.sub("", spell.part.oracle_text or "")
    return bool(_TO_HAND.search(text)) and spell_draws(spell) == 0


def spell_land_plays(spell: Spell) -> int:
    """The additional land plays a spell gives you this turn as it resolves (Explore: "You may play an additional
    land this turn.", CR 305.2): a sentence saying only that; 0 for none.

    >>> from manaplan.models.cards.store import default_database
    >>> [spell_land_plays(spells_of(default_database().get(n))[0]) for n in ("Explore", "Growth Spiral", "Opt")]
    [1, 0, 0]
    """
    return sum(_DRAWN[m["n"]] for m in map(_PLAY_MORE.match, _sentences(spell)) if m is not None)


def spell_puts_lands(spell: Spell) -> int:
    """The lands of your hand a spell may put onto the battlefield as it resolves (Growth Spiral: "You may put a land
    card from your hand onto the battlefield."): not a land play (CR 305.4, 701.14a), but for the turn's mana a land
    there once the spell resolved, as a land played with a play it gives would be. 0 for none.

    >>> from manaplan.models.cards.store import default_database
    >>> [spell_puts_lands(spells_of(default_database().get(n))[0]) for n in ("Growth Spiral", "Explore")]
    [1, 0]
    """
    return sum(1 for sentence in _sentences(spell) if _PUT_LAND.match(sentence))


def _sentences(spell: Spell) -> list[str]:
    """The sentences of a spell's text, reminder text left out."""
    return [sentence.strip() for line in (spell.part.oracle_text or "").split("\n")
            for sentence in re.split(r"(?<=\.)\s+", re.sub(r"\([^)]*\)", "", line).strip()) if sentence.strip()]


def adds_land_plays(card: Card) -> bool:
    """Whether a permanent gives you more land plays each turn (Exploration, Azusa: CR 305.2): cast this turn, it
    may help play more lands.

    >>> from manaplan.models.cards.store import default_database
    >>> [adds_land_plays(default_database().get(n)) for n in ("Exploration", "Grizzly Bears")]
    [True, False]
    """
    return parse_permissions(card).additional_lands > 0


def changes_costs(board: Board | Analysis, enters: Permanent | None) -> bool:
    """Whether a permanent entering would change what spells cost (Goblin Electromancer, Thalia); the boards with
    and without it are analysed in the session of ``board`` (a Board: one of its own)."""
    if enters is None:
        return False
    analysis = analysed(board)
    board = analysis.board
    if not _may_change_costs(analysis, enters):
        return False
    before = board_rules(analysis).cost_changes
    after = board_rules(analysis.of(replace(board, permanents=board.permanents + (enters,)))).cost_changes
    return len(after) != len(before)


def _may_change_costs(analysis: Analysis, enters: Permanent) -> bool:
    """Whether ``enters`` could change the cost changes in force (:func:`changes_costs` then compares the boards):
    only by a cost change of its own (Goblin Electromancer), by a static effect of its own on the others' abilities
    (Humility on Thalia, Blood Moon on a land's: CR 613.1d, 613.1f), or by making true another permanent's "as long as
    you control …" (CR 611.3b) — the list of :func:`~manaplan.solver.rules.casting.casting_rules` reads each
    permanent's own text, kept or lost, and nothing else. A creature with mana abilities alone is none of these."""
    read = analysis.session.read
    if parse_permissions(enters.card).cost_changes or read(enters.card).effects:
        return True
    return any(isinstance(e, AsLongAs) and e.control is not None
               for p in analysis.board.permanents for e in read(p.card).effects)


def with_cost_versions(board: Board | Analysis, copies: list[Copy], changers: list[Copy]) -> list[Copy]:
    """Each copy's cost after every set of cost changers cast before it (CR 601.2f: the changes in force as it is
    cast): ``costs`` lists (the changers' keys, the cost), over the changers that change this copy's cost at all
    (``changed_by``; Thalia does not change a creature spell's: one version). The boards with the changers are
    analysed in the session of ``board`` (a Board: one of its own).

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> b = board_from_data({"permanents": ["Island"], "hand": ["Goblin Electromancer", "Divination", "Grizzly Bears"]})
    >>> copies = read_copies(b, [("hand", c) for c in b.hand])
    >>> out = with_cost_versions(b, copies, [copies[0]])
    >>> [(c.name, [(sorted(k), v.text) for k, v in c.costs]) for c in out[1:]]  # doctest: +NORMALIZE_WHITESPACE
    [('Divination', [([], '{2}{U}'), (['Goblin Electromancer (hand)#1'], '{1}{U}')]),
     ('Grizzly Bears', [([], '{1}{G}')])]
    """
    if not changers:
        return copies
    analysis = analysed(board)
    board = analysis.board

    prices: dict[tuple[str, ...], Callable[[Copy], ManaCost]] = {}  # by the changers cast before: one board each
    base: dict = {}  # each copy's cost before any change, read once (prices_after)

    def cost_with(c: Copy, subset) -> ManaCost:
        key = tuple(h.key for h in subset)
        if key not in prices:
            prices[key] = prices_after(analysis, tuple(h.enters for h in subset), base)
        return prices[key](c)

    out = []
    for c in copies:
        if c.cost is None:
            out.append(c)
            continue
        # one card's parts are cast at most one (a Cloud Key's choices): never a version after two of them
        others = [h for h in changers if h.key != c.key and h.alt != c.alt and cost_with(c, (h,)) != c.cost]
        versions = [(frozenset(), c.cost)]
        for size in range(1, len(others) + 1):
            for subset in combinations(others, size):
                if len({h.alt for h in subset}) == size:
                    versions.append((frozenset(h.key for h in subset), cost_with(c, subset)))
        out.append(replace(c, costs=tuple(versions), changed_by=tuple(h.key for h in others)))
    return out


def cost_after(analysis: Analysis, c: Copy, entered: tuple[Permanent, ...]) -> ManaCost:
    """What casting ``c`` costs once the permanents ``entered`` are on the battlefield (cost changers cast before it:
    Goblin Electromancer, a Cloud Key with its choice; CR 601.2f), the boards analysed in the session of
    ``analysis``."""
    return prices_after(analysis, entered)(c)


def prices_after(analysis: Analysis, entered: tuple[Permanent, ...],
                 base: dict[int, tuple[Copy, ManaCost]] | None = None) -> Callable[[Copy], ManaCost]:
    """:func:`cost_after` for many copies on one board: the board with ``entered``, its cost changes and its count
    of permanents worked out once, each copy priced against them. ``base``: each copy's cost before any change, by
    the copy object (kept, so that its id is not taken), filled as copies are priced: one dict for the boards of one
    ``analysis`` reads each copy's once."""
    b = analysis.of(replace(analysis.board, permanents=analysis.board.permanents + entered))
    rules, counter = board_rules(b), permanent_counter(b, stable=True)
    base = {} if base is None else base

    def price(c: Copy) -> ManaCost:
        seen = base.get(id(c))
        if seen is None or seen[0] is not c:
            seen = base[id(c)] = (c, _base_mana(c, analysis))
        return changed_cost(seen[1], c.spell, rules, counter)[0]
    return price


def _base_mana(c: Copy, analysis: Analysis) -> ManaCost:
    route, _ = _route(c.spell, c.zone, board_rules(analysis), discarding=c.discards > 0)
    mana = route.mana
    tax = commander_tax(c.spell, analysis.board) if c.zone == "command" else 0
    if tax:
        mana = mana + ManaCost.parse(f"{{{tax}}}")
    return mana.with_x(0) if mana.x_count else mana


def count_left_out(c: Copy, analysis: Analysis) -> tuple[str, ...]:
    """The permanents ``c``'s own reduction (affinity for artifacts, CR 702.41a) does not count although they are on
    the battlefield now, because they may leave during the turn (a Chromatic Star or a Treasure sacrificed for its
    mana; :func:`~manaplan.solver.core.searches.surely_there`), where counting them makes ``c`` cheaper: the turn
    prices ``c`` without them, so a plan that casts it before they leave is not looked for. Empty when the count is
    the same either way, or when ``c``'s versions count them while they are there (:func:`with_leaving_versions`).

    >>> from manaplan.models.board_files import parse_inline
    >>> from manaplan.models.cards.store import default_database
    >>> b = parse_inline("Chromatic Star, Seat of the Synod")
    >>> a = analysed(b)
    >>> frogmite = read_copies(b, [("hand", default_database().get("Frogmite"))])[0]
    >>> count_left_out(frogmite, a)
    ('Chromatic Star#1',)
    >>> count_left_out(with_leaving_versions(a, [frogmite])[0], a)
    ()
    """
    if c.cost is None or c.leaving_counts:
        return ()
    base, rules = _base_mana(c, analysis), board_rules(analysis)
    stable = changed_cost(base, c.spell, rules, permanent_counter(analysis, stable=True))[0]
    if changed_cost(base, c.spell, rules, permanent_counter(analysis))[0] == stable:
        return ()
    eff = analysis.effective
    sure = surely_there(eff, eff.yours)
    return tuple(v.id for v in eff.yours if v.permanent.zone == "battlefield" and not sure(v.id))


def with_leaving_versions(board: Board | Analysis, copies: list[Copy]) -> list[Copy]:
    """Each copy whose own reduction (affinity for artifacts: {1} less for each artifact you control, CR 702.41a)
    counts permanents that may leave during the turn (a Chromatic Star, a Treasure: sacrificed for their mana) with
    one version of each of its ``costs`` per count of them, 0 up to the count that makes it no cheaper: the count is
    taken as its total cost is determined (CR 601.2f), so a version is cast only where that many of them are still
    on the battlefield (the model's gate), and one that leaves later, even to pay this very spell (its mana ability
    activated in CR 601.2g, after the cost was locked in), was counted. The permanents are :attr:`Copy.leaving`, the
    counts :attr:`Copy.leaving_counts`. A copy with several own reductions, or whose count of them could go beyond
    :data:`MAX_LEAVING` and still make it cheaper, is left as it is (counting only what surely stays:
    :func:`count_left_out` names them). The boards with the cost changers of a version are analysed in the session of
    ``board`` (a Board: one of its own).

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> from manaplan.models.cards.store import default_database
    >>> b = parse_inline("Chromatic Star, Treasure, Seat of the Synod")
    >>> frogmite = read_copies(b, [("hand", default_database().get("Frogmite"))])[0]
    >>> out = with_leaving_versions(b, [frogmite])[0]
    >>> out.leaving, [(n, cost.text) for n, (_, cost) in zip(out.leaving_counts, out.costs)]
    (('Chromatic Star#1', 'Treasure#1'), [(0, '{3}'), (1, '{2}'), (2, '{1}')])
    """
    if not any(c.cost is not None and len(c.spell.reductions) == 1 for c in copies):
        return copies
    analysis = analysed(board)
    board, eff = analysis.board, analysis.effective
    sure = surely_there(eff, eff.yours)
    by_key = {c.key: c for c in copies}
    out = []
    for c in copies:
        if c.cost is None or len(c.spell.reductions) != 1:
            out.append(c)
            continue
        per = c.spell.reductions[0].per
        leaving = tuple(v.id for v in eff.yours if v.permanent.zone == "battlefield" and not sure(v.id) and per.matches(
            v.card_types, v.subtypes, v.colors, supertypes=v.supertypes, is_token=v.permanent.is_token,
            power=v.permanent.current_power, name=v.permanent.name))
        versions: list[tuple[frozenset[str], ManaCost]] = []
        counts: list[int] = []
        beyond = False
        for changers, _ in c.costs or ((frozenset(), c.cost),):
            b = analysis.of(replace(board, permanents=board.permanents + tuple(by_key[k].enters for k in changers)))
            rules, stable = board_rules(b), permanent_counter(b, stable=True)
            costs = [changed_cost(_base_mana(c, analysis), c.spell, rules, lambda f, n=n: stable(f) + n)[0]
                     for n in range(min(len(leaving), MAX_LEAVING + 1) + 1)]
            top = next((n for n in range(len(costs) - 1) if costs[n + 1] == costs[n]), len(costs) - 1)
            beyond |= top > MAX_LEAVING
            versions += [(changers, cost) for cost in costs[:top + 1]]
            counts += range(top + 1)
        if beyond or max(counts, default=0) == 0:
            out.append(c)
            continue
        out.append(replace(c, costs=tuple(versions), leaving=leaving, leaving_counts=tuple(counts)))
    return out


def without_stack_targets(copies: list[Copy]) -> list[Copy]:
    """The copies with each candidate whose only legal targets are spells or abilities on the stack (Counterspell)
    made not castable: ``turn --most`` over the hand (no card named) counts what can be cast in a main phase with the
    stack empty (SPEC, "turn"), where such a spell has no legal target (CR 115.1, 601.2c), as ``cast`` says. A spell
    named, or asked about with the whole hand, is planned instead, with :data:`STACK_NOTE` (the mana to hold it up).

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> b = board_from_data({"permanents": ["Island", "Island"], "hand": ["Counterspell", "Opt"]})
    >>> copies = read_copies(b, [("hand", c) for c in b.hand])
    >>> [(c.name, c.why_not is None) for c in without_stack_targets(copies)]
    [('Counterspell', False), ('Opt', True)]
    """
    return [replace(c, why_not=STACK_EMPTY, notes=tuple(n for n in c.notes if n != STACK_NOTE))
            if c.candidate and c.why_not is None and c.spell is not None and c.spell.stack_target else c
            for c in copies]
