"""What the turn model leaves out, said as notes that make the answer not proven ("proven" is over every legal plan,
issue 21 item 6), and why a Spirit Guide is not a spell asked about.

- :func:`stack_mana_unused`: mana from the stack the turn does not use (an enters trigger's mana with a condition
  not read; your permanents' triggered mana on an event the turn may cause, Lotus Cobra, Birgi: CR 605.1b);
- :func:`entering_left_out`: what permanents cast this turn change in other permanents' mana that the model does
  not count (Blood Moon; what a count or an effect gives is counted: :mod:`.counted`);
- :func:`hand_mana_notes`: the cards of the hand that are mana (Spirit Guides, CR 605.1a), not spells to cast;
- :func:`hand_gains_unused`: the known cards a spell cast this turn may put into your hand (Regrowth, Demonic Tutor,
  a draw from a ``library_top`` given) that could make the turn's mana: the turn neither plays nor casts them (but
  a land it returns or finds, played as the land play);
- :func:`tapped_lands_inert`: whether lands put onto the battlefield tapped make no mana but by your landfall
  triggers (what :mod:`.ramp_bound`'s relaxation asks).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace

from ...models.board import Board, Permanent
from ...models.cards.store import Card
from ...models.effects import Untapper
from ...models.effects.entering import EntersTapped, SacrificesOnEntering
from ...models.effects.triggers import EventMana
from ...models.errors import CostSyntaxError
from ...models.oracle.costs import parse_activation_cost
from ...models.oracle.text import (NotUnderstood, mark_self, self_names, split_cost_effect, split_sentences,
                                   strip_reminder_text)
from ...models.spells import spells_of
from ..analysis import Analysis
from ..cast.zones import next_id
from ..core.symbols import least_mana
from ..core.untappers import untaps_others
from ..lazy_patterns import lazy_compile
from .cards import (ENTERS_BY_DISCARD, PERMANENT_TYPES, Copy, card_mana_value, draws_unread, empties_hand, fetch_reading,
                    fetch_takes, hand_mana, hellbent_search, is_land, lands_to_hand_read, same_name_finds,
                    same_name_search, tapped_finds, tapped_search_read)
from .entering import mana_signature, play_timing_free, played_later, played_later_life
from .landfall import fires_this_turn, landfall_modelled, landfall_sources, may_reenter
from .model import TurnBoard
from .token_fodder import (MANA_TOKEN, STORM, TOKEN_WORDS, cast_kinds, cast_triggers_modelled, spell_fits,
                           split_tokens, token_lines)
from .land_zones import land_zones
from .plays import lands_after_casts, lands_to_play as plays_lands_to_play, plays_allowed
from .token_events import trigger_may_fire, turn_events
from .entering_bound import finds_unknown, mana_aura, puts_from_top
from .untap_bound import REENTERS

__all__ = ["graveyard_unread", "untaps_unread", "entering_mana_unread", "lands_sacrificing_unplayed", "token_fodder_unused", "never_cast", "TURN_EVENTS",
           "stack_mana_unused", "token_mana_unused", "TokenTrigger", "token_triggers", "entering_left_out",
           "hand_mana_notes", "PAID_OTHERWISE", "hand_gains_unused", "hellbent_finds_moot", "tapped_lands_inert"]


#: Events of your permanents' triggered mana (not mana abilities, CR 605.1b) that the turn itself may cause: a spell
#: cast (Birgi), a land or a creature entering (Lotus Cobra, Carnival of Souls), a sacrifice or a discard (Crime
#: Novelist, Bone Miser: Lion's Eye Diamond). Their mana is not used by the turn.
TURN_EVENTS = lazy_compile(r"^Whenever (?:you (?:cast|sacrifice|discard)|(?:a|an|one or more) [\w ]*?(?:land|creature|"
                           r"artifact|permanent)s?\b[\w ]*? enters?)", re.IGNORECASE)


#: A spell's text that may put a land onto the battlefield (Rampant Growth and Explosive Vegetation's lands entering
#: tapped, Scapeshift, Growth Spiral) or return one there (Splendid Reclamation): a landfall this turn.
_PUTS_LAND = lazy_compile(r"\bland\b[^.]*\b(?:onto|to) the battlefield|\b(?:onto|to) the battlefield[^.]*\bland\b",
                          re.IGNORECASE)


def stack_mana_unused(analysis: Analysis, copies: list[Copy]) -> tuple[str, ...]:
    """What the turn leaves out of mana that comes from the stack, each said as a note that makes the answer not
    proven: a permanent spell's enters trigger whose mana is not read (a condition, an amount: :func:`~.cards.
    enters_mana`), and your permanents' triggered mana on an event the turn may cause (:data:`TURN_EVENTS`: Lotus
    Cobra's landfall where a land may enter — a land in hand to play, a spell that finds or puts one, a permanent
    that searches — Birgi's casts) — but landfall mana when only the board's land plays and the lands spells find
    put lands there (:func:`~.landfall.landfall_modelled`: the model counts it)."""
    out = [f"not proven: {c.name}'s enters trigger adds mana that is not counted" for c in copies
           if any("enters trigger adds is not counted" in n for n in c.notes)]
    board = analysis.board
    lands = _lands_may_enter(analysis, copies)
    creatures = any(c.enters is not None and "Creature" in c.spell.card_types for c in copies)
    read, modelled = landfall_sources(analysis), landfall_modelled(analysis, copies)
    for p in board.permanents:
        if not p.is_yours:
            continue
        for e in analysis.read(p.card).effects:
            trigger = e.trigger.lower() if isinstance(e, EventMana) else ""
            if " land" in trigger and "enter" in trigger and not lands:
                continue  # no land enters this turn
            if " creature" in trigger and "enter" in trigger and not creatures:
                continue
            if modelled and (p, e) in read:
                continue  # Lotus Cobra with only the land plays entering: counted (landfall_activations)
            if isinstance(e, EventMana) and e.player == "you" and TURN_EVENTS.match(e.trigger):
                out.append(f"not proven: {p.id}'s mana on an event this turn may cause ({e.trigger.lower()}) is not "
                           f"used")
    return tuple(dict.fromkeys(out))


def lands_sacrificing_unplayed(analysis: Analysis, whole) -> tuple[str, ...]:
    """A note for each land a land play may take (of your hand, or of a zone your permanents let you play from) that
    sacrifices permanents as it enters (Lotus Field, the Lairs, Scorched Ruins: :class:`~manaplan.models.effects.
    entering.SacrificesOnEntering`): ``turn`` does not play it (what is sacrificed is not worked out, and mana
    abilities may be activated before its trigger resolves, CR 605.3a), a plan missed — so the answer is not proven.
    None where no land play is left, or where the land surely enters tapped ("Lotus Field enters tapped.") and
    nothing within reach untaps a permanent or sees a land enter: played, it could add nothing this turn.

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.analysis import analysed
    >>> lands_sacrificing_unplayed(analysed(board_from_data({"permanents": ["Plains"], "hand": ["Dromar's Cavern"]})),
    ...                            None)  # doctest: +ELLIPSIS
    ("not proven: playing Dromar's Cavern is not looked for: ...",)
    >>> lands_sacrificing_unplayed(analysed(board_from_data({"permanents": ["Plains"], "hand": ["Lotus Field"]})), None)
    ()
    """
    board = analysis.board
    if not plays_allowed(analysis):
        return ()
    out = []
    for _, face, _ in plays_lands_to_play(board, whole, land_zones(analysis)):
        reading = analysis.read(face)
        if not any(isinstance(e, SacrificesOnEntering) for e in reading.entering):
            continue
        tapped = any(isinstance(e, EntersTapped) and not e.unless and not e.unread for e in reading.entering)
        if tapped and not any(_UNTAPS_OR_LANDFALL.search(k.oracle_text or "") for k in _within_reach(board, {})):
            continue
        out.append(f"not proven: playing {face.name} is not looked for: what it sacrifices as it enters is not "
                   f"worked out")
    return tuple(dict.fromkeys(out))


#: Text by which a land put onto the battlefield tapped could still matter this turn: an untap, a landfall trigger.
_UNTAPS_OR_LANDFALL = lazy_compile(r"\buntap\b|\blandfall\b|\bwhenever (?:a|one or more) (?:\w+ )?lands? "
                                   r"(?:you control )?enters?\b", re.IGNORECASE)


#: A triggered ability that creates a token that makes mana (Storm-Kiln Artist's "Magecraft — Whenever you cast or copy an
#: instant or sorcery spell, create a Treasure token.", Tireless Provisioner's landfall, a Spawn on a death).
_TOKEN_MANA = lazy_compile(r"\bwhenever\b[^.]*?\bcreate\b[^.]*?\b(Treasure|Gold|Powerstone|Eldrazi Spawn|Eldrazi Scion)\b",
                           re.IGNORECASE)


def _lands_may_enter(analysis: Analysis, copies: list[Copy]) -> bool:
    """Whether a land may enter this turn: one of your hand to play with a land play left, one a spell finds or puts,
    one a permanent of yours searches for, one a cast gives a land play for (:func:`~.plays.lands_after_casts`)."""
    board = analysis.board
    return (plays_allowed(analysis) > 0 and any(c.is_land for c in board.hand)) or any(
        c.finds or c.to_hand or _PUTS_LAND.search(c.spell.part.oracle_text or "") for c in copies
        if c.spell is not None) or any("Search your library" in (p.card.oracle_text or "")
                                       for p in board.permanents if p.is_yours) or lands_after_casts(analysis, copies)


#: Text by which cards may reach your graveyard this turn that the turn does not count for a threshold
#: (:func:`~.model._graveyard_filled` counts the instants and sorceries resolved and the permanents sacrificed by their
#: own abilities): a discard, a permanent sacrificed as another's cost (Ashnod's Altar) or by a spell (Fling), a
#: permanent destroyed, a creature that dies, a card milled or put there from your hand or library.
_FILLS_GRAVEYARD = lazy_compile(r"\bdiscard\b|\b(?:each player|you) (?:may )?discards?\b|\bsacrifice (?:a|an|another|one|two|three|X|any number of|all)\b|"
                                r"\bdestroy\b|\bdies\b|\bmill\b|\binto (?:your|its owner's|their owners') graveyards?\b",
                                re.IGNORECASE)


def untaps_unread(copies: list[Copy], gross: int | None = None, modelled: Iterable[str] = (), never=None
                  ) -> tuple[str, ...]:
    """The notes that a card the turn may cast untaps permanents of yours as it resolves or enters (Snap's "Untap up
    to two lands.", Frantic Search's, Cloud of Faeries' trigger, Dramatic Reversal's: :func:`~manaplan.solver.core.
    untappers.untaps_others`) or returns them to the battlefield untapped (:data:`~.untap_bound.REENTERS`), which
    the turn does not count: a plan tapping them again for mana (CR 106.12, 400.7) is not looked for, so the answer
    is not proven (unless its relaxation is no better: :func:`~.solve._untaps_moot`). An untapper a permanent has
    once it entered (Voltaic Key's) is read: the activation core uses it. Not a card no plan can cast
    (:func:`never_cast`: its least cost above ``gross``, a bound on all the turn's mana; ``never``: copy → whether
    the turn asked to cast it alone is proven impossible), nor one whose untaps the turn models or that cannot
    matter (``modelled``, by copy key: :func:`~.untap_spells.untaps_modelled`).

    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.turn.cards import read_copies
    >>> b = board_from_data({"permanents": ["Island", "Island"], "hand": ["Snap", "Voltaic Key"]})
    >>> untaps_unread(read_copies(b, [("hand", c) for c in b.hand]))  # doctest: +NORMALIZE_WHITESPACE
    ('not proven: Snap may untap permanents of yours (not counted): a plan tapping them again for mana was not
      looked for',)
    """
    out, modelled = [], set(modelled)
    for c in copies:
        if never_cast(c, gross) or c.key in modelled:
            continue
        reenters = REENTERS.search(strip_reminder_text(c.card.oracle_text or ""))
        if not (untaps_others(c.card) or reenters) or (never is not None and never(c)):
            continue
        if untaps_others(c.card):
            out.append(f"not proven: {c.card.name} may untap permanents of yours (not counted): a plan tapping them "
                       f"again for mana was not looked for")
        else:
            out.append(f"not proven: {c.card.name} may return permanents of yours to the battlefield untapped (not "
                       f"counted): a plan tapping them again for mana was not looked for")
    return tuple(dict.fromkeys(out))


def entering_mana_unread(copies: list[Copy], gross: int | None = None, never=None, skip: Iterable[str] = ()
                         ) -> tuple[str, ...]:
    """The notes that a card the turn may cast gives mana the turn does not count once it resolves, so that a plan
    casting more after it is not looked for: an Aura that adds mana to what it enchants (Wild Growth: what it would
    enchant is not chosen, CR 303.4), a search onto the battlefield of a library the board does not list (Nature's
    Lore), a land put onto the battlefield from the top of your library (Cavalier of Thorns: which one is unknown).
    Not a card no plan can cast (:func:`never_cast`, ``never``), nor those of ``skip`` (by copy key: the one
    candidate, after whose cast nothing is asked).

    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.turn.cards import read_copies
    >>> b = board_from_data({"permanents": ["Forest"], "hand": ["Wild Growth", "Nature's Lore", "Cavalier of Thorns",
    ...                                                        "Rampant Growth"]})
    >>> for n in entering_mana_unread(read_copies(b, [("hand", c) for c in b.hand])):
    ...     print(n)
    not proven: Wild Growth, as an Aura, adds mana to what it enchants: not counted (what it would enchant is not
      chosen by turn), so a plan casting more after it was not looked for
    not proven: Nature's Lore puts a land from your library onto the battlefield: the library is unknown, so it is
      not counted (list it under `library:`)
    not proven: Cavalier of Thorns may put a land from the top of your library onto the battlefield: which one is
      unknown, so it is not counted
    """
    out, skip = [], set(skip)
    for c in copies:
        if c.key in skip:
            continue
        said = []
        if mana_aura(c):
            said.append(f"not proven: {c.name}, as an Aura, adds mana to what it enchants: not counted (what it "
                        f"would enchant is not chosen by turn), so a plan casting more after it was not looked for")
        if finds_unknown(c):
            said.append(f"not proven: {c.name} puts a land from your library onto the battlefield: the library is "
                        f"unknown, so it is not counted (list it under `library:`)")
        if puts_from_top(c):
            said.append(f"not proven: {c.name} may put a land from the top of your library onto the battlefield: "
                        f"which one is unknown, so it is not counted")
        if said and not never_cast(c, gross) and not (never is not None and never(c)):
            out += said
    return tuple(dict.fromkeys(out))


def graveyard_unread(analysis: Analysis, copies: list[Copy]) -> tuple[str, ...]:
    """The note that a ritual's threshold (Cabal Ritual's: :func:`~.cards.threshold_version`) may be reached sooner
    than the turn counts, where it does not hold as the turn begins: a card of the turn or a permanent of yours may
    put cards into your graveyard otherwise than the model counts (:data:`_FILLS_GRAVEYARD`: Lion's Eye Diamond's
    discard, an altar's sacrifice). A plan found is a real plan; one that fills the graveyard so is not looked for.

    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.analysis import analysed
    >>> from manaplan.solver.turn.cards import read_copies
    >>> b = board_from_data({"permanents": ["Ashnod's Altar"], "hand": ["Cabal Ritual"], "graveyard": ["Duress"]})
    >>> graveyard_unread(analysed(b), read_copies(b, [("hand", b.hand[0])]))
    ("not proven: Cabal Ritual's threshold is counted from the spells resolved and the permanents sacrificed for their own mana before it; the cards Ashnod's Altar may put into your graveyard otherwise are not",)
    >>> b = board_from_data({"permanents": ["Lion's Eye Diamond"], "hand": ["Cabal Ritual"], "graveyard": ["Duress"]})
    >>> graveyard_unread(analysed(b), read_copies(b, [("hand", b.hand[0])]))  # nothing cast from hand after it
    ()
    """
    rituals = list(dict.fromkeys(c.name for c in copies if c.graveyard_needs))
    if not rituals:
        return ()
    board = analysis.board
    from_hand = all(c.zone == "hand" for c in copies if c.graveyard_needs)

    def fills(card: Card) -> bool:
        text = strip_reminder_text(card.oracle_text or "")
        if from_hand and (any(a.cost.discard_hand for a in analysis.read(card).mana_abilities)
                          or any(empties_hand(sp) for sp in spells_of(card))):
            # Lion's Eye Diamond, Wheel of Fortune: nothing is cast from your hand after them
            # (:func:`~.model._hand_casts_before_discarding`, :func:`~.model._hand_casts_before_emptying`)
            text = re.sub(r"\b(?:discards?|shuffles?) (?:your|their) hand\b", "", text, flags=re.IGNORECASE)
        # a replacement keeps cards out of it (Kess' "If a card cast this way would be put into your graveyard,
        # exile it instead", CR 614.1a)
        return any(_FILLS_GRAVEYARD.search(sentence) and not re.search(r"\bwould\b[^.]*\binstead\b", sentence)
                   for sentence in re.split(r"(?<=[.\n])", text))

    cards = [p.card for p in board.permanents if p.is_yours] + [c.card for c in copies]
    fillers = list(dict.fromkeys(card.name for card in cards if fills(card)))
    fillers += list(dict.fromkeys(c.name for c in copies if c.discards and c.name not in fillers))
    if not fillers:
        return ()
    said = ", ".join(fillers[:3]) + (f" and {len(fillers) - 3} more" if len(fillers) > 3 else "")
    return (f"not proven: {' and '.join(rituals)}'s threshold is counted from the spells resolved and the permanents "
            f"sacrificed for their own mana before it; the cards {said} may put into your graveyard otherwise are "
            f"not",)


#: A trigger on a land entering (landfall).
_ON_LAND = lazy_compile(r"\blandfall\b|\bwhenever (?:a|one or more) lands?\b[^.]*\benters?\b", re.IGNORECASE)


def token_mana_unused(analysis: Analysis, copies: list[Copy]) -> tuple[str, ...]:
    """What the turn leaves out of the mana tokens that triggers create as it goes, each said as a note that makes the
    answer not proven: a permanent of yours, or one that may enter this turn, whose triggered ability creates a
    Treasure (or Gold, Powerstone, Eldrazi Spawn or Scion) on an event (a spell cast, a land entering, a creature
    dying: CR 603.2, where such an event may happen this turn: a land to enter; a death, a target, no combat as
    :func:`~.token_events.trigger_may_fire` reads them; not an enters trigger of a permanent already there,
    :func:`~.landfall.fires_this_turn`) — a later
    spell may be paid with it (CR 111.10a, 603.3). The models read no such token
    before it exists, and ``pay``'s one payment never sees it (it resolves after the payment), so the net calls the
    text of no use to ``pay``; a turn casts several spells, and it could be used. Where the plan casts every candidate
    with no helper, loses no life and sacrifices tokens only, the note is dropped (:func:`~.solve._treasures_moot`):
    a Treasure used is a permanent sacrificed, so it could only make such a plan worse."""
    out = [f"not proven: {t.who}'s trigger creates a mana token this turn may use "
           f"({'an' if t.token[0] in 'AEIOU' else 'a'} {t.token}: not counted)"
           for t in token_triggers(analysis, copies) if _cast_may_trigger(t.line, copies)]
    return tuple(dict.fromkeys(out))


def token_fodder_unused(analysis: Analysis, copies: list[Copy], *, never: frozenset[str] = frozenset(),
                        storm: bool = True) -> tuple[str, ...]:
    """What the turn leaves out of the tokens that are no mana themselves (Beetleback Chief's two Goblins, Raise the
    Alarm's Soldiers, Young Pyromancer's Elementals), each said as a note that makes the answer not proven: a spell
    the turn may cast that creates them (as it resolves, or as the permanent it becomes enters: CR 603.2, 608.2), or
    a trigger of your permanents or of those that may enter (:func:`token_triggers`) — where something may use them
    for mana or a cast: a mana ability whose cost sacrifices or taps such a permanent (Skirk Prospector's "Sacrifice
    a Goblin", Ashnod's Altar), a count of such permanents (Gaea's Cradle, Krenko's Command), a cast's additional cost
    that sacrifices one (Fling, CR 601.2b), convoke or improvise (CR 702.51a, 702.126a). The models read no token
    before it exists but the plain creature tokens a spell's cast makes, a fixed number of them, and those a cast
    trigger of a permanent of yours that stays makes for it (Lys Alana Huntmaster's): on the model's board from that
    cast on (:func:`~.token_fodder.fodder_tokens`), or entering with it where a count reads them (:func:`~.
    token_fodder.split_tokens`: Gaea's Cradle's Soldiers of Raise the Alarm). Mana tokens (Treasures, Spawns)
    are :func:`token_mana_unused`'s.

    ``never``: the names of the cards no plan can cast (:func:`~.token_bound.never_cast_names`): what they or their
    triggers would make is never made. ``storm``: whether the tokens of a storm spell's copies are named (False: a
    relaxation proved them moot, :func:`~.solve._storm_moot`).

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.analysis import analysed
    >>> from manaplan.solver.turn.cards import read_copies
    >>> b = board_from_data({"permanents": ["Gaea's Cradle"], "hand": ["Elvish Promenade"]})  # "for each Elf"
    >>> token_fodder_unused(analysed(b), read_copies(b, [("hand", b.hand[0])]))  # doctest: +NORMALIZE_WHITESPACE
    ("not proven: Elvish Promenade's tokens (a 1/1 green Elf Warrior creature token) are not counted, and Gaea's
      Cradle#1 may use them",)
    >>> b = board_from_data({"permanents": ["Gaea's Cradle"], "hand": ["Raise the Alarm"]})  # enter with the cast
    >>> token_fodder_unused(analysed(b), read_copies(b, [("hand", b.hand[0])]))
    ()
    >>> b = board_from_data({"permanents": ["Skirk Prospector"], "hand": ["Beetleback Chief"]})  # on the model's board
    >>> token_fodder_unused(analysed(b), read_copies(b, [("hand", b.hand[0])]))
    ()
    >>> b = board_from_data({"permanents": ["Llanowar Elves"], "hand": ["Beetleback Chief"]})
    >>> token_fodder_unused(analysed(b), read_copies(b, [("hand", b.hand[0])]))
    ()
    """
    makers: list[tuple[str, str]] = []  # (who, the token's words)
    # on the model's board from their cast on: counted, or entering with it where a count reads them
    modelled = {key: tokens for made in split_tokens(analysis, copies) for key, tokens in made.items()}
    held = cast_triggers_modelled(analysis, copies)  # Lys Alana Huntmaster's, made by each Elf spell's cast
    castable = [c for c in copies if c.why_not is None and c.spell is not None]
    for c in castable:
        if c.name in never:
            continue
        said = [words for line in token_lines(c) for words in TOKEN_WORDS.findall(line)]
        if c.key not in modelled:
            makers += [(f"{c.name}'s tokens", words) for words in said]
        elif storm and STORM.search(c.spell.part.oracle_text or "") and any(o.alt != c.alt for o in castable):
            # its copies (CR 702.40a: one for each spell cast before it) make as many more: not counted
            makers += [(f"the tokens of {c.name}'s copies", words) for words in said]
    makers += [(f"{t.who}'s tokens", t.token) for t in token_triggers(analysis, copies, _TOKEN_ANY)
               if _cast_may_trigger(t.line, copies)  # Lys Alana Huntmaster's only where an Elf spell may be cast
               and (t.entering or t.card.name not in held) and not (t.entering and t.who in never)]
    makers = [(who, words) for who, words in makers if not MANA_TOKEN.search(words)]
    if not makers:
        return ()
    users = _token_users(analysis, copies)
    out = []
    for who, words in makers:
        types, subtypes = _token_traits(words)
        fits = [user for user, f in users if f is None or _may_fit(f, types, subtypes)]
        if fits:
            out.append(f"not proven: {who} ({words.strip()}) are not counted, and {fits[0]} may use them")
    return tuple(dict.fromkeys(out))


#: A trigger that creates tokens (for :func:`token_triggers`).
_TOKEN_ANY = lazy_compile(r"\bwhenever\b[^.]*?\bcreates? ((?:(?!\bcreate\b)[^.])*?\btokens?\b)", re.IGNORECASE)
_TOKEN_TYPES = {"creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment", "land": "Land"}
_NOT_SUBTYPES = frozenset({"White", "Blue", "Black", "Red", "Green", "Colorless", "X"})


def _cast_may_trigger(line: str, copies: list[Copy]) -> bool:
    """Whether a trigger on casting a kind of spell ("Whenever you cast an Elf spell", Lys Alana Huntmaster) may
    trigger this turn: a spell the turn may cast is of that kind (each word a type or subtype of its type line, or
    "non…" one it lacks; any of the words joined by "or"). True for any other line, and for words not read so
    ("a historic spell", Glóin, Dwarf Emissary: legendary, artifact or Saga).

    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.turn.cards import read_copies
    >>> line = "Whenever you cast an Elf spell, you may create a 1/1 green Elf Warrior creature token."
    >>> def may(hand):
    ...     b = board_from_data({"hand": hand})
    ...     return _cast_may_trigger(line, read_copies(b, [("hand", c) for c in b.hand]))
    >>> may(["Finale of Devastation", "Grizzly Bears"]), may(["Finale of Devastation", "Llanowar Elves"])
    (False, True)
    """
    kinds = cast_kinds(line)
    return kinds is None or any(spell_fits(c, kinds) for c in copies if c.why_not is None and c.spell is not None)


def _token_traits(words: str) -> tuple[frozenset[str] | None, frozenset[str] | None]:
    """The card types and subtypes of tokens as a "create" sentence says them (None: not known, a copy)."""
    if "copy" in words.lower():
        return None, None
    types = {name for word, name in _TOKEN_TYPES.items() if re.search(rf"\b{word}\b", words, re.IGNORECASE)}
    if re.search(r"\b(?:\d+|X)/(?:\d+|X)\b", words):
        types.add("Creature")
    subtypes = {w for w in re.findall(r"\b[A-Z][a-z]+\b", words) if w not in _NOT_SUBTYPES}
    return frozenset(types), frozenset(subtypes)


def _may_fit(f, types: frozenset[str] | None, subtypes: frozenset[str] | None) -> bool:
    """Whether a token of these types and subtypes may be what ``f`` takes (colours, power and names not read: it
    may)."""
    if f.token is False:
        return False
    if types is not None and f.card_types and not f.card_types & types:
        return False
    return subtypes is None or not f.subtypes or bool(f.subtypes & subtypes)


def _token_users(analysis: Analysis, copies: list[Copy]) -> list[tuple[str, object]]:
    """(who, filter; None: any creature or artifact) for what may use a token for mana or a cast (see
    :func:`token_fodder_unused`)."""
    out: list[tuple[str, object]] = []
    cards = [(p.id, p.card, p.summoning_sick) for p in analysis.board.permanents if p.is_yours]
    cards += [(c.name, c.enters.card, c.enters.card.is_creature) for c in copies
              if c.enters is not None and c.why_not is None]
    haste = any("haste" in (k.oracle_text or "").lower() for _, k, _ in cards)
    for who, card, sick in cards:
        parsed = analysis.read(card)
        for a in parsed.mana_abilities:
            if sick and not haste and (a.cost.tap or a.cost.untap):
                continue  # a creature that came this turn: no {T} ability (CR 302.6; Gilded Goose and its Food)
            out += [(who, f) for f in (*a.cost.removes_others, *a.cost.taps)]
            count = getattr(a.output, "count", None)
            if count is not None and getattr(count, "filter", None) is not None:
                out.append((who, count.filter))
        out += [(who, f) for e in parsed.effects if isinstance(e, Untapper)
                for f in (*e.cost.removes_others, *e.cost.taps)]
    for c in copies:
        if c.why_not is not None:
            continue
        out += [(c.name, f) for f in c.sacrifices]
        if re.search(r"\b(?:convoke|improvise)\b", c.card.oracle_text or "", re.IGNORECASE):
            out.append((c.name, None))
    return out


@dataclass(frozen=True, slots=True)
class TokenTrigger:
    """A triggered ability that creates a mana token and may trigger this turn (:func:`token_triggers`): who has it
    (a permanent's id, or the name of a card cast, ``entering``), its card and line, and the token's kind."""

    who: str
    card: Card
    line: str
    token: str
    entering: bool


def token_triggers(analysis: Analysis, copies: list[Copy], pattern: re.Pattern[str] | None = None
                   ) -> list[TokenTrigger]:
    """The triggered abilities of your permanents and of the permanents that may enter this turn that create a mana
    token (:data:`_TOKEN_MANA`; or tokens ``pattern`` finds, its first group the token) on an event that may happen
    this turn (see :func:`token_mana_unused`); none where the turn casts nothing."""
    pattern = pattern or _TOKEN_MANA
    cards = [(p.id, p.card, True) for p in analysis.board.permanents if p.is_yours]
    cards += [(c.name, c.enters.card, False) for c in copies if c.enters is not None]
    if not any(c.spell is not None for c in copies):
        return []
    found = [(who, card, there, line, made) for who, card, there in cards
             for line in (card.oracle_text or "").split("\n") if (made := pattern.search(line))]
    if not found:
        return []  # no such trigger: the turn's events need not be read
    lands = None
    events, reenters = turn_events(analysis, copies), may_reenter(analysis, copies)
    out = []
    for who, card, there, line, made in found:
        if there and not fires_this_turn(mark_self(line.strip(), self_names(card.name)), reenters):
            continue  # a trigger of a permanent already there that cannot fire (it entering)
        if _ON_LAND.search(line):
            lands = _lands_may_enter(analysis, copies) if lands is None else lands
            if not lands:
                continue  # no land enters this turn
        elif not trigger_may_fire(line, card, events):
            continue  # its event cannot happen this turn: nothing dies, nothing targets it, no combat
        out.append(TokenTrigger(who, card, line, made.group(1), not there))
    return out


def entering_left_out(tb: TurnBoard, cast: set[str], possible: bool, kept: bool = True,
                      gross: int | None = None, never=None) -> tuple[str, ...]:
    """What the model leaves out of the permanents that enter, said as notes that make the answer not proven: the
    mana that others make once a spell cast last entered (Blood Moon, a lord, more counts than
    :data:`~.counted.MAX_VERSIONS`: :func:`~.solve._effectful`), the own mana of one not used, the lands a spell would
    find that change others' mana. Only where it could change the answer: such a spell was cast, or not every
    candidate was (``cast``: the keys of the spells cast; ``possible``: every candidate was), and something could
    use that mana: a cost kept (``kept``) or another card cast after it — with one card to cast and no cost to keep
    (Craterhoof Behemoth alone in hand), the mana made once it entered pays for nothing. Nor where it can't be cast
    at all: its least cost (:func:`~manaplan.solver.core.symbols.least_mana`, each cost version) above ``gross``, a
    sound bound on all the mana of the turn over every land play (Mana Reflection's {4}{G}{G} with one land), or,
    not cast by the plan, ``never`` says so (copy → whether the turn asked to cast that card alone is proven not
    possible: Craterhoof Behemoth's {5}{G}{G}{G} beside Gaea's Cradle and six other mana)."""
    if not kept and len({c.alt or c.key for c in tb.copies}) == 1:
        return ()
    keys = sorted(k for k in tb.last_only | tb.unused if (not possible or k in cast)
                  and not never_cast(tb.by_key[k], gross)
                  and not (k not in cast and never is not None and never(tb.by_key[k])))
    out = []
    if keys:
        names = list(dict.fromkeys(tb.by_key[k].name for k in keys))
        said = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        out.append(f"not proven: the mana made once {said} {'is' if len(names) == 1 else 'are'} on the battlefield "
                   f"is not counted (what {'it changes' if len(names) == 1 else 'they change'} in other permanents' "
                   f"mana, or {'its' if len(names) == 1 else 'their'} own): a plan using it was not considered")
    lost = sorted({tb.by_key[k].name for pid, k in tb.lost_finds.items() if not possible or k in cast})
    if lost:
        out.append(f"not proven: the lands {', '.join(lost)} would find change other permanents' mana and are not "
                   f"counted")
    return tuple(out)


def never_cast(c, gross: int | None) -> bool:
    """Whether no plan of the turn casts copy ``c``: every cost version of it takes more mana than ``gross`` (a sound
    bound on all the mana of the turn, None: not known)."""
    costs = [cost for _, cost in c.costs] or ([c.cost] if c.cost is not None else [])
    return gross is not None and bool(costs) and min(least_mana(cost) for cost in costs) > gross


def hand_mana_notes(board: Board, read) -> tuple[str, ...]:
    """Why the cards of the hand that are mana (:func:`~.cards.hand_mana`: Spirit Guides) are not among the spells
    asked about without CARDs (``read``: card → ParsedCard)."""
    mana = list(dict.fromkeys(c.name for c in board.hand if not c.is_land and hand_mana(c, read)))
    if not mana:
        return ()
    one = len(mana) == 1
    return (f"{' and '.join(mana)} {'is' if one else 'are'} mana here (exiled from your hand for "
            f"{'its' if one else 'their'} mana, CR 605.1a), not {'a spell' if one else 'spells'} to cast: name "
            f"{'it' if one else 'them'} to cast {'it' if one else 'them'}",)


#: A card's text that may give the turn mana once it is in your hand: it adds mana (a ritual, a rock, a dork), puts a
#: land onto the battlefield (Arboreal Grazer) or makes spells cost less (Goblin Warchief).
_MANA_TEXT = lazy_compile(r"\bAdd \{|\badd (?:one|two|three|X|\w+) mana\b|onto the battlefield|cost(?:s)? (?:\{\d+\} )?less",
                          re.IGNORECASE)
#: The sentence of a spell's text that takes cards of a zone into your hand: a search of the library (any card that
#: fits, the player's choice) or a return from the graveyard. "Look at the top N cards" takes unknown cards (the
#: library's order is not given, SPEC): only ``library_top``'s.
_FROM_ZONE = {"library": lazy_compile(r"search your library for ([^.]*)", re.IGNORECASE),
              "graveyard": lazy_compile(r"([^.]*\bfrom your graveyard\b[^.]*\bhand\b[^.]*)", re.IGNORECASE)}
#: A subtype a search names, capitalised in Oracle text ("a Goblin card", "an Elf card").
_SUBTYPE = lazy_compile(r"\b(?!(?:Search|Basic)\b)([A-Z][a-z]+) (?:permanent )?cards?\b")
_TYPES = ("land", "creature", "instant", "sorcery", "artifact", "enchantment", "planeswalker", "battle")


def _named_types(words: str) -> list[str]:
    """The card types a sentence names, as whole words ("battlefield" names no battle)."""
    return [t for t in _TYPES if re.search(rf"\b{t}s?\b", words, re.IGNORECASE)]


def _fits(card, words: str) -> bool:
    """Whether ``card`` may be what a sentence takes: a card of one of the card types it names ("a card with flash"
    also counts flash) and of one of the subtypes it names ("a Goblin card"); any card when it names neither. An
    over-approximation: colours, values and other words are not read."""
    line, text = (card.type_line or "").lower(), (card.oracle_text or "").lower()
    subtypes = [w.lower() for w in _SUBTYPE.findall(words)]
    if subtypes and not any(t in line for t in subtypes):
        return False
    named = _named_types(words)
    return not named or any(t in line for t in named) or ("flash" in words.lower() and "flash" in text)


#: A sentence that puts lands onto the battlefield tapped (Sakura-Tribe Elder's, Primeval Titan's, Arboreal Grazer's,
#: Farseek's "a Plains, Island, Swamp, or Mountain card"):
#: a tapped land cannot be tapped for mana (CR 107.5), so they give this turn no mana — but where something untaps
#: them (Amulet of Vigor), a land entering makes mana (Lotus Cobra) or a count of lands changes a permanent's mana
#: (:func:`_tapped_lands_moot`).
_PUTS_TAPPED_LANDS = lazy_compile(r"[^.\n]*\b(?:lands?|Plains|Islands?|Swamps?|Mountains?|Forests?)\b[^.\n]*"
                                  r"\bonto the battlefield tapped\b[^.\n]*", re.IGNORECASE)
#: Text that adds mana as a land enters (Lotus Cobra's "Whenever a land you control enters, add …").
_LAND_ENTERS_ADD = r"\bland[^.\n]*\benters?\b[^.\n]*\badd\b"
#: A card's text that untaps permanents (Amulet of Vigor) or adds mana as a land enters (Lotus Cobra's landfall).
_TAPPED_LANDS_USED = lazy_compile(r"\buntap (?:it|them|target|all|up to|each|that)\b|" + _LAND_ENTERS_ADD,
                                  re.IGNORECASE)


def _within_reach(board: Board, gains: dict) -> list:
    """The cards of yours within reach this turn: on the battlefield, in your hand, graveyard or command zone, on top
    of your library, and those a spell may put into your hand (``gains``: :func:`_gains` by copy)."""
    return [p.card for p in board.permanents if p.is_yours] + list(board.hand) + list(board.graveyard) \
        + [z.card for z in board.command_zone] + list(board.library_top) \
        + [k for known, _ in gains.values() for k in known]


def _tapped_lands_moot(analysis: Analysis, gains: dict) -> bool:
    """Whether lands put onto the battlefield tapped this turn surely give the turn no mana
    (:data:`_PUTS_TAPPED_LANDS`): no card within reach (:func:`_within_reach`) untaps them or makes mana as a land
    enters (:data:`_TAPPED_LANDS_USED`), and no land of your hand or library entering tapped changes the mana of a
    permanent of yours (Cabal Coffers counting Swamps: :func:`~.entering.mana_signature`)."""
    board = analysis.board
    if any(_TAPPED_LANDS_USED.search(c.oracle_text or "") for c in _within_reach(board, gains)):
        return False
    lands = {c.name: c for c in (*board.hand, *(board.library or ()), *board.library_top) if is_land(c)}
    return _tapped_lands_count_nothing(analysis, lands.values())


def tapped_lands_inert(analysis: Analysis, copies: list[Copy], lands: tuple[Card, ...]) -> bool:
    """Whether ``lands`` put onto the battlefield tapped this turn make no mana but by the landfall triggers of your
    permanents (which :func:`~.ramp_bound.ramp_relaxation` counts): no card within reach (:func:`_within_reach`, with
    what the ``copies`` may put into your hand: nothing unknown) untaps a permanent (:data:`_UNTAPS`: Amulet of
    Vigor untaps them), and none of them entering tapped changes the mana of a permanent of yours (Cabal Coffers
    counting Swamps). A tapped land cannot be tapped for mana (CR 107.5).

    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.analysis import analysed
    >>> def inert(permanents, land):
    ...     b = board_from_data({"permanents": permanents, "library": [land]})
    ...     return tapped_lands_inert(analysed(b), [], b.library)
    >>> inert(["Lotus Cobra"], "Swamp"), inert(["Amulet of Vigor"], "Swamp"), inert(["Cabal Coffers"], "Swamp")
    (True, False, False)
    """
    board = analysis.board
    plays = plays_allowed(analysis) > 0
    gains = {c.key: _gains(board, c, plays, False) for c in copies if c.spell is not None and c.cost is not None}
    if any(unknown for _, unknown in gains.values()) or any(
            _UNTAPS.search(c.oracle_text or "") for c in _within_reach(board, gains)):
        return False
    return _tapped_lands_count_nothing(analysis, lands)


def _tapped_lands_count_nothing(analysis: Analysis, lands: Iterable[Card]) -> bool:
    """Whether none of ``lands`` (one card per name) entering tapped changes the mana of a permanent of yours
    (:func:`~.entering.mana_signature`: Cabal Coffers counting Swamps)."""
    board = analysis.board
    ids = {p.id for p in board.permanents if p.is_yours}
    base = mana_signature(analysis.effective, ids)
    for card in lands:
        land = Permanent(id=next_id(board, card.name, set()), card=card, tapped=True, sick=True, entered=True)
        if mana_signature(analysis.of(replace(board, permanents=board.permanents + (land,))).effective, ids) != base:
            return False
    return True


#: An ability that triggers in combat or on an opponent's spell (Goblin Lackey's "Whenever Goblin Lackey deals damage
#: to a player", Muxus' "Whenever Muxus attacks"): it makes nothing in the main phase the turn plans (CR 505.1, 506).
_NOT_IN_MAIN = lazy_compile(r"^Whenever [^\n,]*?\b(?:deals (?:combat )?damage|attacks|blocks|an opponent)\b[^\n]*$",
                            re.IGNORECASE | re.MULTILINE)
#: An ability that reveals or looks at the top cards of your library (Muxus, Collected Company): with no
#: ``library_top`` given, those are unknown cards, no part of any plan (as a draw of an unknown library is not).
_UNKNOWN_TOP = lazy_compile(r"^[^\n]*\b(?:reveal|look at) the top (?:\w+ )?cards? of your library\b[^\n]*$",
                            re.IGNORECASE | re.MULTILINE)


#: Text that lets a card be cast without its mana cost (Force of Will's "rather than pay this spell's mana cost").
_COSTS_NOTHING = lazy_compile(r"\brather than pay|\bwithout paying", re.IGNORECASE)
#: A sentence that puts a land card of your hand onto the battlefield (Arboreal Grazer's, Cultivator Colossus').
_PUTS_HAND_LAND = lazy_compile(r"[^.\n]*\bput a land card from your hand onto the battlefield\b[^.\n]*", re.IGNORECASE)
#: Text that returns a land to its owner's hand (Boros Garrison's "return a land you control to its owner's hand").
_RETURNS_LAND = lazy_compile(r"\breturn[^.\n]*\blands?\b[^.\n]*\bhand\b", re.IGNORECASE)


def _behind_sacrifice(c: Copy) -> bool:
    """Whether every ability of ``c``'s text that takes cards into your hand is activated by a cost that sacrifices a
    permanent (Expedition Map's "{2}, {T}, Sacrifice Expedition Map: Search your library for a land card … put it into
    your hand"): a plan that uses what it finds sacrifices one more permanent.

    >>> from manaplan.models.cards.store import default_database
    >>> from manaplan.models.spells import spells_of
    >>> from manaplan.solver.turn.cards import Copy
    >>> db = default_database()
    >>> [_behind_sacrifice(Copy(n, db.get(n), spells_of(db.get(n))[0], "hand", True)) for n in ("Expedition Map",
    ...                                                                                      "Demonic Tutor")]
    [True, False]
    """
    lines = [line for line in (c.spell.part.oracle_text or "").split("\n")
             if any(pattern.search(line) for pattern in _FROM_ZONE.values())]
    return bool(lines) and all(":" in line and "sacrifice" in line.split(":")[0].lower() for line in lines)


def _hand_lands_possible(analysis: Analysis, c: Copy, copies: list[Copy], gains: dict) -> bool:
    """Whether a land card may be in your hand this turn after ``c`` resolved, for a card ``c`` puts there to put
    onto the battlefield (:data:`_PUTS_HAND_LAND`): one is there now; another spell may put one there (a known land
    it may take, a land a search of a library not given may find, Cultivate's :attr:`~.cards.Copy.to_hand`); a land
    on the top of your library given, which a card may draw; ``c`` itself may take more than one card (not a search
    :func:`~.cards.fetch_reading` reads as one card: Summoner's Pact takes Dryad Arbor or Arboreal Grazer, not both,
    CR 701.23), or one card per mana value (Seasons Past) from a zone that holds a land card it may take (at most one
    then: every land card's mana value is 0, CR 202.3a); or a card within reach returns lands to your hand (a
    bounceland, :func:`_within_reach`). Cards drawn from a library whose order is not given are unknown, no part of a
    plan."""
    board = analysis.board
    if any(is_land(k) for k in board.hand):
        return True
    for key, (known, unknown) in gains.items():
        if key != c.key and (unknown or any(is_land(k) for k in known)):
            return True
    if any(o.to_hand for o in copies if o.key != c.key):
        return True
    if any(is_land(k) for k in board.library_top):
        return True  # a card drawn this turn may be a land of the top of your library given
    reading = fetch_reading(c.spell) if c.spell is not None else None
    if reading is None or fetch_takes(c.spell) > 1:
        return True  # a search or return not read as one card
    zone, fits, by_value = reading
    if by_value:  # one card per mana value (Seasons Past): a land card only where its zone holds one it may take
        cards = board.graveyard if zone == "graveyard" else None if board.library is None else (
            *board.library, *board.library_top)
        if cards is None or any(is_land(k) and fits(k) for k in cards):
            return True
    return _lands_may_return(board, gains)


def _lands_may_return(board: Board, gains: dict) -> bool:
    """Whether a card within reach (:func:`_within_reach`) may return a land to your hand this turn
    (:data:`_RETURNS_LAND`) — but an enters trigger of a permanent already on the battlefield (Simic Growth Chamber's
    "When ~ enters, return a land you control to its owner's hand."): it triggered as it entered (CR 603.6a), and a
    card that could make it enter again says so itself.

    >>> from manaplan.models.board_files import board_from_data
    >>> _lands_may_return(board_from_data({"permanents": ["Simic Growth Chamber"]}), {})
    False
    >>> _lands_may_return(board_from_data({"hand": ["Simic Growth Chamber"]}), {})
    True
    """
    on_battlefield = sum(1 for p in board.permanents if p.is_yours)  # the first cards within reach
    for i, k in enumerate(_within_reach(board, gains)):
        text = k.oracle_text or ""
        if i < on_battlefield:
            text = "\n".join(line for line in text.split("\n") if not _ENTERS_TRIGGER.match(line))
        if _RETURNS_LAND.search(text):
            return True
    return False


#: An enters trigger ("When ~ enters, …", "When this land enters the battlefield, …").
_ENTERS_TRIGGER = lazy_compile(r"When(?:ever)? [^,.\n]*\benters\b", re.IGNORECASE)


def _hand_land_is_the_play(analysis: Analysis, c: Copy, copies: list[Copy], gains: dict) -> bool:
    """Whether a card ``c`` puts into your hand that puts a land card of your hand onto the battlefield
    (:data:`_PUTS_HAND_LAND`: Growth Spiral, which Seasons Past may return) gains nothing over your land play: no land
    card is in your hand as the turn begins, no other spell may put one there (:func:`_hand_lands_possible`'s other
    ways, a bounceland's return within reach), ``c`` takes at most one (Seasons Past's cards have different mana
    values, and every land card's is 0: CR 202.3a, 202.1b) and draws none, and the turn plays each land ``c`` may take
    as its land play after ``c`` resolved (:func:`~.entering.play_timing_free`, :func:`~.entering.played_later`:
    it enters untapped whenever played), with a play left for it (CR 305.2). Then a plan that puts that land so is
    no better than the same plan playing it instead where the put resolves (the same land entered, the same landfall,
    CR 603.2; the land play is used by nothing else, for no other land card reaches your hand) without casting the
    card: mana kept, one helper fewer (:func:`~.model.turn_levels`). Cards drawn from a library whose order is not
    given are unknown, no part of a plan.

    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.analysis import analysed
    >>> from manaplan.solver.turn.cards import read_copies
    >>> def is_the_play(hand):
    ...     b = board_from_data({"permanents": ["Lotus Cobra"], "hand": hand,
    ...                          "graveyard": ["Growth Spiral", "Prismatic Vista"], "library": ["Forest"]})
    ...     a = analysed(b)
    ...     copies = read_copies(a, [("hand", b.hand[0])])
    ...     gains = {copies[0].key: _gains(b, copies[0], True, False)}
    ...     return _hand_land_is_the_play(a, copies[0], copies, gains)
    >>> is_the_play(["Seasons Past"]), is_the_play(["Seasons Past", "Forest"])
    (True, False)
    """
    board = analysis.board
    if plays_allowed(analysis) == 0 or any(is_land(k) for k in board.hand) or c.draws or board.library_top:
        return False
    reading = fetch_reading(c.spell) if c.spell is not None else None
    if reading is None or not reading[2]:
        return False  # one card per mana value (Seasons Past): at most one land card
    for key, (known, unknown) in gains.items():
        if key != c.key and (unknown or any(is_land(k) for k in known)):
            return False
    if any(o.to_hand for o in copies if o.key != c.key) or gains[c.key][1]:
        return False
    if _lands_may_return(board, gains):
        return False
    free = play_timing_free(analysis)
    played = {k.name for k in c.to_hand if free and played_later(analysis, k)}
    return all(k.name in played for k in gains[c.key][0] if is_land(k))


def _usable_text(card, haste: bool) -> str:
    """The text of ``card`` that may make mana the turn it is cast: a creature's abilities with {T} in their cost are
    left out (summoning sickness, CR 302.6) unless a permanent of yours speaks of haste (an over-approximation)."""
    text = card.oracle_text or ""
    if haste or "creature" not in (card.type_line or "").lower():
        return text
    return "\n".join(line for line in text.split("\n") if "{T}" not in line.split(":")[0])


def hand_gains_unused(analysis: Analysis, copies: list[Copy], *, settled: bool = False,
                      guides_moot: bool = False, no_mana: bool = False,
                      hellbent_moot: bool = False, mana_bound: int | None = None,
                      bounds_without: dict[str, int] | None = None, plays_moot: bool = False) -> tuple[str, ...]:
    """What the turn leaves out of the cards a spell cast this turn puts into your hand, said as notes that make the
    answer not proven: the turn plays and casts only the cards in hand as it begins, the land a spell puts into
    your hand (:attr:`~.cards.Copy.to_hand`: Cultivate's; Regrowth's or Demonic Tutor's, :func:`~.cards.
    lands_returned`) as the land play, where it surely enters untapped, at no cost or for a shockland's life
    (:func:`~.entering.played_later_life`), and no mana depends on when the land is played (:func:`~.entering.play_timing_free`), and the helpers a spell whose search
    or return is read puts into your hand (:attr:`~.cards.Copy.fetched_by`: Demonic Tutor's Dark Ritual, Regrowth's
    Llanowar Elves), cast after it, its Spirit Guides exiled for mana after it (:attr:`~.cards.Copy.hand_source`,
    CR 605.1a). A spell that returns cards from your graveyard (Regrowth, Seasons Past, Eternal Witness), searches
    your library for one (Demonic Tutor, Summoner's Pact: a card of the types it names) or draws the
    ``library_top`` given may bring another land to play with a land play left (CR 305.2) or a card that makes mana,
    untaps or lowers costs (:func:`_makes_mana`), or that a count reads (:func:`_counted_gains`): not looked for. A
    search of a library not given may find anything; an unknown library's cards are no part of any plan.

    With ``settled`` (the plan found casts every candidate, keeps the kept cost and casts no helper:
    :func:`~.solve._settled`), a card put into your hand that could only be cast is no longer named: cast, it would
    be a helper, and a plan casting a helper is worse on the turn's first levels than one that casts every candidate
    with none (:func:`~.model.turn_levels`). A land to play and a card that is mana in your hand (a Spirit Guide, CR
    605.1a) are no helpers cast and could still change how the rest is paid: still named — but not what a helper
    puts there (Merchant Scroll's Intuition), nor with ``guides_moot`` (no life lost, nothing sacrificed) a Spirit
    Guide (exiling a card from your hand for mana counts as a permanent sacrificed, :func:`~manaplan.solver.pay.model.
    objective_levels`: worse), nor what an ability with a sacrifice in its cost finds (Expedition Map, the same way).
    With ``plays_moot`` as well (the plan found plays no land: :func:`~.solve._gains_reading`), a land put into your
    hand is no longer named either, where nothing within reach takes a land card from your hand but to play it
    (:func:`_found_lands_played_only`) and the land has no ability of its own used from your hand (a channel land's
    discard: :data:`_LEAVES_HAND`): a land played counts as a helper on the turn's levels (:func:`~.solve._score`,
    CR 305.2), so a plan that plays the land found is worse than the plan found, as one casting a helper is.
    With ``no_mana`` (the turn can make no mana at all: :func:`~.solve._no_mana`), a spell that costs mana cannot be
    cast, and of what one that costs none may put into your hand only a land, a Spirit Guide or a card of mana value
    0 (or with a way to cast it without its mana cost) could help.

    Infernal Tutor (:func:`~.cards.same_name_search`) may take a card of ``library:`` named as a card of your hand
    (:func:`~.cards.same_name_finds`), and with hellbent (no cards in hand as it resolves, CR 207.2c) any card. With
    ``hellbent_moot`` (:func:`hellbent_finds_moot`: every candidate is a card of your hand, no cost is kept) its
    hellbent search is left out: with no card in hand, every candidate has left it before, so what it finds comes
    after every candidate cast, and a plan using it is no better on the turn's levels than the same plan without.

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.analysis import analysed
    >>> from manaplan.solver.turn.cards import read_copies
    >>> b = board_from_data({"permanents": ["Forest", "Forest"], "hand": ["Regrowth"],
    ...                      "graveyard": ["Forest", "Llanowar Elves", "Elvish Spirit Guide"]})
    >>> hand_gains_unused(analysed(b), read_copies(b, [("hand", c) for c in b.hand]))  # each card modelled
    ()
    >>> b = board_from_data({"permanents": ["Swamp", "Swamp"], "hand": ["Demonic Tutor"]})
    >>> hand_gains_unused(analysed(b), read_copies(b, [("hand", c) for c in b.hand]))  # doctest: +NORMALIZE_WHITESPACE
    ('not proven: Demonic Tutor may put any card of a library not given into your hand, which this turn neither
      plays nor casts',)
    """
    board = analysis.board
    plays = plays_allowed(analysis) > 0
    free = play_timing_free(analysis)
    haste = any("haste" in (p.card.oracle_text or "").lower() for p in board.permanents if p.is_yours)
    gains = {c.key: _gains(board, c, plays, hellbent_moot) for c in copies
             if c.spell is not None and c.cost is not None}
    moot = None  # whether tapped lands are no mana this turn: worked out once, when a card may put some

    def usable(card, c: Copy) -> str:
        nonlocal moot
        text = _NOT_IN_MAIN.sub("", _usable_text(card, haste))
        if not board.library_top:
            text = _UNKNOWN_TOP.sub("", text)
        if ENTERS_BY_DISCARD.search(text) and not _hand_lands_possible(analysis, c, copies, gains):
            return ""  # Mox Diamond with no land card to discard: to the graveyard
        if _PUTS_HAND_LAND.search(text) and (not _hand_lands_possible(analysis, c, copies, gains)
                                              or _hand_land_is_the_play(analysis, c, copies, gains)):
            text = _PUTS_HAND_LAND.sub("", text)  # no land card to put, or the land play puts it (Growth Spiral)
        if _PUTS_TAPPED_LANDS.search(text):
            if moot is None and not _finds_no_land(card, board):
                moot = not any(unknown for _, unknown in gains.values()) and _tapped_lands_moot(analysis, gains)
            if moot or _finds_no_land(card, board):  # Farseek with no Island, Swamp, Mountain or Plains to find
                text = _PUTS_TAPPED_LANDS.sub("", text)
        return text

    out = []
    for c in copies:
        if c.key not in gains:
            continue
        known, unknown = gains[c.key]
        if settled and not c.candidate:
            continue  # a helper: casting it at all makes the plan worse, whatever it puts into your hand
        if guides_moot and _behind_sacrifice(c):
            continue  # Expedition Map's search: its sacrifice could only make a plan with none worse
        if no_mana and c.cost.mana_value > 0:
            continue  # it cannot be cast
        known = [k for k in known if not no_mana or _needs_no_mana(k, analysis)]
        # Regrowth's or Demonic Tutor's land: the land play it may be (to_hand), where it enters untapped whenever
        # played, at no cost or for a shockland's life (played_later_life)
        played = {k.name for k in c.to_hand if plays and free and played_later_life(analysis, k) is not None}
        cast = {g.card.name for g in copies if g.fetched_by == c.key}  # its cards cast (a Spirit Guide exiled) after it
        if same_name_search(c.spell) and any(same_name_search(s) for k in known for s in spells_of(k)):
            cast = set()  # Infernal Tutor finding Infernal Tutor: the one found may take more of them, not modelled
        lands_moot = plays_moot and settled and _found_lands_played_only(analysis, c, copies, gains)
        useful = [k.name for k in known if (is_land(k) and plays and k.name not in played
                                            and not (lands_moot and not _LEAVES_HAND.search(k.oracle_text or "")))
                  or (not guides_moot and hand_mana(k, analysis.read) and k.name not in cast)
                  or (not settled and not is_land(k) and k.name not in cast
                      and _makes_mana(k, usable(k, c), board, gains))] or _counted_gains(analysis, known, cast, settled)
        useful = [n for n in useful if not _hand_copy_moot(n, analysis, copies, gains, mana_bound)
                  and not _found_out_of_reach(n, c, known, analysis, copies, gains, (bounds_without or {}).get(c.key))]
        if useful or unknown:
            out.append(_gain_note(c, useful, unknown))
    return tuple(dict.fromkeys(out))


def _found_lands_played_only(analysis: Analysis, c: Copy, copies: list[Copy], gains: dict) -> bool:
    """Whether a land card ``c`` puts into your hand can reach the battlefield or pay for anything this turn only by
    being played (CR 305.2): no card within reach (:func:`_within_reach`, but what ``c`` itself may find instead where
    it takes one card: Demonic Tutor's Yawgmoth, Thran Physician is not found with its land) nor any copy takes a card
    from your hand otherwise than to cast or play it (:data:`_LEAVES_HAND`: Arboreal Grazer's "put a land card from
    your hand onto the battlefield", Mox Diamond's discard, a channel land's own discard; :attr:`~.cards.Copy.discards`).

    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.analysis import analysed
    >>> from manaplan.solver.turn.cards import read_copies
    >>> def played_only(hand):
    ...     b = board_from_data({"hand": hand, "library": ["Overgrown Tomb", "Yawgmoth, Thran Physician"]})
    ...     a = analysed(b)
    ...     copies = read_copies(a, [("hand", k) for k in b.hand])
    ...     gains = {o.key: _gains(b, o, True, False) for o in copies if o.spell is not None and o.cost is not None}
    ...     return _found_lands_played_only(a, copies[0], copies, gains)
    >>> played_only(["Demonic Tutor"]), played_only(["Demonic Tutor", "Arboreal Grazer"])
    (True, False)
    """
    if any(o.discards for o in copies):
        return False
    reading = fetch_reading(c.spell) if c.spell is not None else None
    one = reading is not None and not reading[2] and fetch_takes(c.spell) == 1
    others = {key: g for key, g in gains.items() if key != c.key} if one else gains
    texts = [k.oracle_text or "" for k in _within_reach(analysis.board, others)] + [
        o.card.oracle_text or "" for o in copies]
    return not any(_LEAVES_HAND.search(t) for t in texts)


def _finds_no_land(card, board: Board) -> bool:
    """Whether ``card`` is a spell whose every search that puts lands onto the battlefield tapped is read
    (:func:`~.cards.tapped_search_read`) and fits no card of ``library:`` given (:func:`~.cards.tapped_finds`): it
    finds nothing, and no land enters (CR 701.23b).

    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.models.cards.store import default_database
    >>> b = board_from_data({"library": ["Forest", "Forest"]})
    >>> [_finds_no_land(default_database().get(n), b) for n in ("Farseek", "Rampant Growth", "Sakura-Tribe Elder")]
    [True, False, False]
    """
    parts = [s for s in spells_of(card) if s.kind == "spell"]
    return board.library is not None and bool(parts) and all(
        tapped_search_read(s) and tapped_finds(s, board) is None for s in parts)


#: Text that untaps a permanent (Quirion Ranger's "Return a Forest you control to its owner's hand: Untap target
#: creature", Nettle Sentinel's "you may untap Nettle Sentinel"), not a permanent that stays tapped ("doesn't untap
#: during your untap step"): a permanent tapped for mana or for a cost may be tapped again (CR 107.5, 302.6).
_UNTAPS = lazy_compile(r"(?<!n't )(?<!not )\buntap\b(?! step)", re.IGNORECASE)
#: A cost that taps other untapped permanents (Heritage Druid's "Tap three untapped Elves you control", Springleaf
#: Drum's; convoke and improvise tap creatures and artifacts to pay a spell, CR 702.51a, 702.126a), none of them by
#: their own {T}: a permanent that came this turn may be tapped so (CR 302.6).
_TAPS_OTHERS = lazy_compile(r"\btap (?:an?|one|two|three|four|five|X|any number of) untapped\b|\b(?:convoke|improvise)\b",
                            re.IGNORECASE)


def _makes_mana(card, text: str, board: Board, gains: dict) -> bool:
    """Whether ``card``'s text that may be used this turn (:func:`_usable_text`) may give the turn mana: it adds
    mana, puts a land onto the battlefield or lowers costs (:data:`_MANA_TEXT`), or untaps a permanent
    (:data:`_UNTAPS`: Quirion Ranger found by Shared Summons untaps Priest of Titania, tapped again for more mana) —
    itself (Nettle Sentinel, Goblin Sharpshooter) only where a cost within reach (:func:`_within_reach`, ``gains``:
    :func:`_gains` by copy) taps other permanents (:data:`_TAPS_OTHERS`: Heritage Druid); its own ``{T}`` abilities
    are not in ``text`` (summoning sickness).

    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.models.cards.store import default_database
    >>> db, b = default_database(), board_from_data({"permanents": ["Forest"]})
    >>> ranger, nettle = db.get("Quirion Ranger"), db.get("Nettle Sentinel")
    >>> [_makes_mana(c, c.oracle_text, b, {}) for c in (ranger, nettle)]
    [True, False]
    >>> _makes_mana(nettle, nettle.oracle_text, b, {"Shared Summons": ([db.get("Heritage Druid")], "")})
    True
    """
    if _MANA_TEXT.search(text):
        return True
    names = "|".join(re.escape(n) for n in {card.name, card.name.split(",")[0]})
    if _UNTAPS.search(re.sub(rf"\buntap (?:{names})\b", "", text, flags=re.IGNORECASE)):
        return True
    return bool(_UNTAPS.search(text)) and any(_TAPS_OTHERS.search(k.oracle_text or "")
                                              for k in _within_reach(board, gains))


#: Text by which a card of your hand may leave it other than cast or played: discarded (Lion's Eye Diamond), exiled
#: or put onto the battlefield from it (Force of Will's alternative cost, Chrome Mox's imprint, Elvish Piper) — but a
#: land card put so (:data:`_PUTS_HAND_LAND`: Arboreal Grazer's).
_LEAVES_HAND = lazy_compile(r"\bdiscard|\bfrom your hand\b|\bimprint", re.IGNORECASE)
#: Text by which a spell may be paid otherwise than with the mana of its cost versions: by tapping creatures or
#: artifacts, exiling cards (CR 702.51a, 702.126a, 702.66a), by an alternative cost (CR 118.9), or cheaper by a
#: reduction a card may bring (Goblin Warchief's "cost {1} less").
PAID_OTHERWISE = lazy_compile(r"\b(?:convoke|improvise|delve|emerge|affinity)\b|\brather than pay|\bwithout paying|"
                             r"\bless to cast\b|\bcosts? (?:\{[^}]*\})* ?less\b", re.IGNORECASE)


def _hand_copy_moot(name: str, analysis: Analysis, copies: list[Copy], gains: dict, bound: int | None) -> bool:
    """Whether a card of ``name`` a spell may put into your hand can better no plan, for your hand holds copies of it
    that are candidates the model may cast (Summoner's Pact's Dryad of the Ilysian Grove beside the Dryad in hand):
    ``bound`` (:func:`hand_gains_unused`'s ``mana_bound``, a sound bound on all the turn's mana over every land play:
    :attr:`~.solve._Tried.gross`; None: not known, never moot) is less than one copy more than your hand holds, each at
    its least cost (:func:`~manaplan.solver.core.symbols.least_mana` of its cost versions), so no plan casts more copies
    than your hand holds; and no card within reach (:func:`_within_reach`) or copy takes a card from your hand other
    than to cast or play it (:data:`_LEAVES_HAND`, :attr:`~.cards.Copy.discards`) nor pays a spell otherwise than with
    mana at most the bound counts (:data:`PAID_OTHERWISE`: convoke, an alternative cost, a reduction). Then a plan that
    casts a copy found casts at most as many as your hand holds, so one of your hand's is not cast, and casting it
    instead, where the found one is cast (the same card from the same zone: the same cost and abilities; in your hand
    since the turn began, CR 601.2), is the same plan with a candidate cast for a helper: better on
    :func:`~.model.turn_levels`, and a plan the model considers. What it finds is unused (CR 701.23: "may").

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.analysis import analysed
    >>> from manaplan.solver.turn.cards import read_copies
    >>> b = board_from_data({"permanents": ["Forest"], "hand": ["Summoner's Pact", "Dryad of the Ilysian Grove"],
    ...                      "library": ["Dryad of the Ilysian Grove", "Forest"]})
    >>> copies = read_copies(analysed(b), [("hand", c) for c in b.hand])
    >>> [_hand_copy_moot("Dryad of the Ilysian Grove", analysed(b), copies, {}, n) for n in (5, 6)]  # {2}{G} each
    [True, False]
    >>> b = board_from_data({"permanents": ["Forest"], "hand": ["Summoner's Pact", "Siege Wurm"],
    ...                      "library": ["Siege Wurm"]})
    >>> _hand_copy_moot("Siege Wurm", analysed(b), read_copies(analysed(b), [("hand", c) for c in b.hand]), {}, 0)
    False
    """
    same = [c for c in copies if c.candidate and c.zone == "hand" and c.card.name == name and c.why_not is None]
    if bound is None or not same or any(c.discards for c in copies):
        return False
    texts = [_PUTS_HAND_LAND.sub("", k.oracle_text or "") for k in _within_reach(analysis.board, gains)] + [
        _PUTS_HAND_LAND.sub("", c.card.oracle_text or "") for c in copies]
    if any(_LEAVES_HAND.search(t) or PAID_OTHERWISE.search(t) for t in texts):
        return False
    held = sum(k.name == name for k in analysis.board.hand)
    least = min(least_mana(m) for c in same for m in (c.cost, *(m for _, m in c.costs)) if m is not None)
    return held == len({c.alt or c.key for c in same}) and (held + 1) * least > bound


def _found_out_of_reach(name: str, c: Copy, known: list, analysis: Analysis, copies: list[Copy], gains: dict,
                        bound: int | None) -> bool:
    """Whether the card of ``name`` that ``c`` may put into your hand, which the turn does not model (more cards than
    it models: Fabricate's Voltaic Key among 21 artifacts), can give no plan anything: a plan that casts it casts
    ``c`` first and pays both, each at least its least cost (:func:`~manaplan.solver.core.symbols.least_mana`, of
    ``c``'s cost versions after casts other than its own finds), and a card that helps only by untapping (Voltaic Key: its only effects
    :class:`~manaplan.models.effects.Untapper`, no mana ability) helps once one of its untaps is paid for too (CR
    602.2b); all with no more mana than ``bound`` (:func:`~.solve._gross_without`: the turn's mana over every land
    play less that of the cards ``c`` may find, for it finds this one instead; None: not known, never moot). Never
    where the card needs no mana (:func:`_needs_no_mana`) or a card within reach may pay a spell otherwise than with
    mana (:data:`PAID_OTHERWISE`), but for a sentence about its own spell or ability (:data:`_SELF_ONLY`) and an
    ability whose own cost needs more mana than ``bound``. CR 601.2f-h: a spell's total cost is paid as it is cast.

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.analysis import analysed
    >>> from manaplan.solver.turn.cards import read_copies
    >>> b = board_from_data({"permanents": ["Island"] * 3, "hand": ["Fabricate"], "library": ["Voltaic Key"]})
    >>> a = analysed(b)
    >>> copies = read_copies(a, [("hand", k) for k in b.hand])
    >>> [_found_out_of_reach("Voltaic Key", copies[0], list(b.library), a, copies, {}, n) for n in (4, 5)]
    [True, False]
    """
    card = next((k for k in known if k.name == name), None)
    if bound is None or card is None or c.cost is None or _needs_no_mana(card, analysis):
        return False
    others = {key: g for key, g in gains.items() if key != c.key}  # it finds this card, none of its others
    texts = [k.oracle_text or "" for k in _within_reach(analysis.board, others)] + [
        o.card.oracle_text or "" for o in copies if o.fetched_by != c.key]
    if any(_pays_otherwise(line, bound) for text in texts for line in text.split("\n")):
        return False
    parts = [s.mana_cost for s in spells_of(card) if s.kind == "spell" and s.mana_cost is not None]
    if not parts:
        return False
    found = {o.key for o in copies if o.fetched_by == c.key}  # its own finds come after it: no version of its cost
    need = min(least_mana(m) for m in (c.cost, *(m for keys, m in c.costs if not keys & found)) if m is not None)
    need += min(least_mana(m) for m in parts)
    parsed = analysis.read(card)
    if parsed.effects and all(isinstance(e, Untapper) for e in parsed.effects) and not parsed.mana_abilities:
        need += min(least_mana(e.cost.mana) for e in parsed.effects)
    return need > bound


#: A sentence that pays for its own card or ability only ("If you control a commander, you may cast this spell without
#: paying its mana cost.", a channel ability that "costs {1} less to activate"): it pays for no other card.
_SELF_ONLY = lazy_compile(r"\bthis (?:spell|ability)\b", re.IGNORECASE)


def _pays_otherwise(line: str, bound: int) -> bool:
    """Whether a line of text may pay a spell otherwise than with mana (:data:`PAID_OTHERWISE`): not where each such
    sentence is about its own spell or ability, nor where the line is an ability whose mana cost needs more than
    ``bound`` (Urza, Lord High Artificer's "{5}: … play that card without paying its mana cost" with 4 mana in all)."""
    if not any(PAID_OTHERWISE.search(t) and not _SELF_ONLY.search(t) for t in split_sentences(line)):
        return False
    ability = split_cost_effect(line)
    if ability is None:
        return True
    try:
        return least_mana(parse_activation_cost(ability[0]).mana) <= bound
    except (NotUnderstood, CostSyntaxError):  # a cost not read: it may be paid
        return True


def _counted_gains(analysis: Analysis, known: list, cast: set[str], settled: bool = False) -> list[str]:
    """The names of the permanent cards of ``known`` (but those cast, ``cast``) whose entering changes the mana of a
    permanent of yours (:func:`~.entering.mana_signature`): a creature Gaea's Cradle or Priest of Titania counts
    (CR 608.3: on the battlefield once it resolved; CR 605.3b: counted as the ability resolves), though it has no
    text that makes mana itself (Memnite). Cast before the counting permanent is tapped, it may give more mana than
    it costs. None with ``settled`` (cast, it would be a helper: :func:`hand_gains_unused`).

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.analysis import analysed
    >>> a = analysed(board_from_data({"permanents": ["Priest of Titania", "Forest"],
    ...                               "library": ["Wirewood Herald", "Grizzly Bears", "Wirewood Herald"]}))
    >>> _counted_gains(a, list(a.board.library), set()), _counted_gains(a, list(a.board.library), set(), True)
    (['Wirewood Herald'], [])
    """
    if settled:
        return []
    board = analysis.board
    ids = {p.id for p in board.permanents if p.is_yours}
    base = mana_signature(analysis.effective, ids)
    texts = " ".join(k.oracle_text or "" for k in (*(p.card for p in board.permanents), *board.effects)).lower()
    reads = tuple(any(w in texts for w in words) for words in _READS)
    seen: dict[tuple, bool] = {}  # by what the board sees of a card with no effects of its own: whether it changes
    out: list[str] = []
    for card in {k.name: k for k in known if k.name not in cast}.values():
        if is_land(card) or not set(card.card_types) & PERMANENT_TYPES:
            continue
        traits = _plain_traits(card, analysis.read(card), *reads, subtypes=_subtypes_read(card.subtypes, texts))
        if traits is not None and traits in seen:
            if seen[traits]:
                out.append(card.name)
            continue
        p = Permanent(id=next_id(board, card.name, set()), card=card, sick=True, entered=True)
        changes = mana_signature(analysis.of(replace(board, permanents=board.permanents + (p,))).effective, ids) != base
        if traits is not None:
            seen[traits] = changes
        if changes:
            out.append(card.name)
    return out


#: Words by which a text of the board may read a permanent's name ("named"), its mana cost ("devotion", Food Chain's
#: "mana value") or its power and toughness: where none is there, two cards that differ only in those are alike to it.
_READS = (("named",), ("devotion", "mana value", "mana cost"), ("power", "toughness"))

#: Words by which a text of the board may read a subtype it does not name: a type chosen (Cavern of Souls' "the chosen
#: type", kept beside the permanent, not in its text), one shared ("shares a creature type"), every type (a
#: changeling, Maskwood Nexus' "every creature type").
_ANY_SUBTYPE = ("type", "chosen", "changeling")

#: Subtypes whose plural is not the singular with an ending added, nor "-f" made "-ves" or "-y" made "-ies" (which
#: :func:`_subtypes_read` forms itself): the plural a text may name them by.
_IRREGULAR_PLURALS = {"mouse": "mice", "fungus": "fungi", "octopus": "octopi", "goose": "geese", "cyclops": "cyclopes",
                      "homunculus": "homunculi", "cactus": "cacti", "locus": "loci", "louse": "lice"}


def _subtypes_read(subtypes, texts: str) -> frozenset[str]:
    """The subtypes of ``subtypes`` that a text of the board (``texts``, lowercased) may read: each one it names, in
    the singular or the plural ("Goblin", "Goblins"; "Elves" for Elf, "Allies" for Ally, "Mice" for Mouse), and every
    one where a text may read a subtype without naming it (:data:`_ANY_SUBTYPE`). A subtype no text names counts for
    no permanent of the board: two cards that differ only in it are alike to them (a Goblin Warrior and a Goblin
    Shaman beside a Mountain).

    >>> sorted(_subtypes_read(("Elf", "Druid"), "add {g} for each elf you control."))
    ['Elf']
    >>> sorted(_subtypes_read(("Elf", "Druid"), "elves you control have ..."))
    ['Elf']
    >>> sorted(_subtypes_read(("Goblin", "Warrior"), "add one mana of any color."))
    []
    >>> sorted(_subtypes_read(("Goblin", "Warrior"), "spend this mana only on spells of the chosen type."))
    ['Goblin', 'Warrior']
    """
    if any(w in texts for w in _ANY_SUBTYPE):
        return frozenset(subtypes)
    return frozenset(s for s in subtypes if any(form in texts for form in _subtype_forms(s.lower())))


def _subtype_forms(low: str) -> tuple[str, ...]:
    """The words a text may name a subtype by (lowercased): its singular (in its plural too, where an ending is
    added), "-f" made "-ves", "-y" made "-ies", and :data:`_IRREGULAR_PLURALS`."""
    forms = [low, _IRREGULAR_PLURALS.get(low, low)]
    if low.endswith("f"):
        forms.append(low[:-1] + "ves")
    if low.endswith("y"):
        forms.append(low[:-1] + "ies")
    return tuple(forms)


def _plain_traits(card, parsed, by_name: bool, by_cost: bool, by_size: bool, *,
                  subtypes: frozenset[str] | None = None) -> tuple | None:
    """What the permanents of a board can see of ``card`` entering, where it has no effects of its own (no static
    ability, no effect on mana: ``parsed``'s ``effects`` and ``mana_effects``) and is no changeling: its types,
    supertypes and colours — what a count, a filter or a victim of another permanent's ability reads —, its subtypes
    that a text of the board may read (``subtypes``, :func:`_subtypes_read`; None: all of them), and its name, mana
    cost, power and toughness only where a text of the board may read them (``by_name``, ``by_cost``, ``by_size``:
    :data:`_READS`). Two cards with the same traits change the other permanents' mana alike. None for a card with
    effects of its own."""
    text = (card.oracle_text or "").lower()
    if parsed.effects or parsed.mana_effects or "changeling" in text or "every creature type" in text:
        return None
    return (frozenset(card.card_types), frozenset(card.subtypes) if subtypes is None else subtypes,
            frozenset(card.supertypes), card.colors, card.name if by_name else None,
            card.mana_cost if by_cost else None, (card.power, card.toughness) if by_size else None)


def _needs_no_mana(card, analysis: Analysis) -> bool:
    """Whether ``card`` may help a turn that makes no mana: a land to play, a Spirit Guide, a card of mana value 0
    or one with a way to cast it without its mana cost."""
    return (is_land(card) or hand_mana(card, analysis.read) or card_mana_value(card) == 0
            or bool(_COSTS_NOTHING.search(card.oracle_text or "")))


def _gain_note(c: Copy, useful: list[str], unknown) -> str:
    """The note naming what ``c`` may put into your hand that the turn leaves out (three names at most)."""
    names = list(dict.fromkeys(useful))
    said = ", ".join(names[:3]) + (" …" if len(names) > 3 else "") if names else \
        "any card of a library not given" if unknown == "any card" else unknown
    return f"not proven: {c.name} may put {said} into your hand, which this turn neither plays nor casts"


#: A text by which a land entering may make mana without being tapped: your permanents' landfall (Lotus Cobra: "Whenever
#: a land you control enters, add"), a land's own enters trigger that adds mana.
_LAND_ENTERING_MANA = lazy_compile(_LAND_ENTERS_ADD + r"|\bLandfall\b|^When [^.\n]*\benters\b[^.\n]*\badd\b",
                                   re.IGNORECASE | re.MULTILINE)


def hellbent_finds_moot(analysis: Analysis, copies: list[Copy], keeping: bool) -> bool:
    """Whether what a hellbent search finds (Infernal Tutor's any card when you have no cards in hand as it resolves,
    CR 207.2c: :func:`~.cards.hellbent_search`) can better no plan: every candidate is a card of your hand and no
    cost is kept (``keeping``). As it resolves hellbent, every card of your hand has left it (cast, played,
    discarded, exiled for mana; the tutor itself is on the stack, CR 601.2a), so no candidate is cast after it: a
    card it finds can only be cast as a helper (worse on the turn's levels, :func:`~.model.turn_levels`), or be a
    land played then, tapped for mana no candidate needs — but where a land entering may make mana untapped
    (:data:`_LAND_ENTERING_MANA`: Lotus Cobra's landfall) with a land play left, which is more mana left for no
    more paid.

    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.analysis import analysed
    >>> from manaplan.solver.turn.cards import read_copies
    >>> b = board_from_data({"land_played": True, "hand": ["Infernal Tutor"], "graveyard": ["Dark Ritual"]})
    >>> copies = read_copies(b, [("hand", b.hand[0])])
    >>> hellbent_finds_moot(analysed(b), copies, False), hellbent_finds_moot(analysed(b), copies, True)
    (True, False)
    >>> hellbent_finds_moot(analysed(b), read_copies(b, [("hand", b.hand[0]), ("graveyard", b.graveyard[0])]), False)
    False
    """
    if keeping or any(c.zone != "hand" for c in copies if c.candidate):
        return False
    board = analysis.board
    if plays_allowed(analysis) == 0:
        return True
    texts = [p.card.oracle_text or "" for p in board.permanents if p.is_yours] + [
        c.oracle_text or "" for c in (*board.hand, *(board.library or ()), *board.library_top)]
    return board.library is not None and not any(_LAND_ENTERING_MANA.search(t) for t in texts)


def _gains(board: Board, c: Copy, plays: bool, hellbent_moot: bool) -> tuple[list, str]:
    """The known cards ``c``'s resolving may put into your hand (a search of ``library:`` or a return from your
    graveyard that fits its words — read exactly by :func:`~.cards.fetch_reading` where it can be —, Infernal
    Tutor's cards named as one of your hand — with hellbent, any card but where ``hellbent_moot`` —, the
    ``library_top`` given for a draw), and what a search of a library not given may find (``"any card"``, ``"a land
    of a library not given"`` or ``""``): :func:`hand_gains_unused`."""
    text = c.spell.part.oracle_text or ""
    if same_name_search(c.spell):
        names = set(same_name_finds(c.card, c.zone, board))
        library = (*(board.library or ()), *board.library_top)
        # a library not given may hold a card of each such name: the hand's card of that name stands for it
        known = [k for k in library if k.name in names] if board.library is not None else \
            list({k.name: k for k in board.hand if k.name in names}.values())
        if not hellbent_search(c.spell) or hellbent_moot:
            return known, ""
        return (known + list(library), "") if board.library is not None else (known, "any card")
    unread = draws_unread(c.spell)  # a land it finds that turn plays is left out below (played, lands_only)
    if not unread and not (c.draws and board.library_top):
        return [], ""
    # the top cards given, for a draw or a look at the top now (not a card put into your hand at an end step);
    # reminder text left out (Grim Harvest's recover returns itself, not another card: CR 207.2)
    now = re.sub(r"[^.]*\bend step\b[^.]*", "", re.sub(r"\([^)]*\)", "", text))
    top = c.draws or re.search(r"\bdraws? (?:a|an|one|two|three|X|\w+) cards?\b|\btop\b[^.]*\binto your hand",
                               now, re.IGNORECASE)
    known = list(board.library_top) if top else []
    unknown = ""
    if unread:
        # a sentence fetch_reading reads exactly (the only one of its zone) is read so: types, colours, mana value
        exact = fetch_reading(c.spell)
        found = {zone: [m.group(1) for m in pattern.finditer(now)] for zone, pattern in _FROM_ZONE.items()}
        fits = {zone: exact[1] if exact is not None and exact[0] == zone and len(found[zone]) == 1 else None
                for zone in found}
        for words in found["graveyard"]:
            known += [k for k in board.graveyard if (fits["graveyard"] or (lambda k: _fits(k, words)))(k)]
        for words in found["library"]:
            lands_only = _named_types(words) == ["land"]
            if lands_only and (not plays or (board.library is not None and lands_to_hand_read(c.spell))):
                continue  # no land play left for it, or Cultivate's land: the land play it may be (to_hand)
            if board.library is None:
                unknown = "a land of a library not given" if lands_only and unknown != "any card" else "any card"
            known += [k for k in board.library or () if (fits["library"] or (lambda k: _fits(k, words)))(k)]
    return known, unknown
