"""Whether the event of a triggered ability that creates a mana token (a Treasure, an Eldrazi Spawn) may happen in
the main phase the turn plans (CR 603.2: an ability triggers only when its event happens).

The turn plans one main phase: your land play, your spells and your abilities, no combat (CR 506.1: combat is a
phase of its own) and nothing your opponents do. So of a trigger's events (each side of an "or"):

- attacking, blocking, dealing combat damage never happen (:data:`_COMBAT`);
- "becomes the target of a spell" needs a spell the turn may cast that targets (CR 115.1: a spell with "target" in
  its text, an Aura spell, CR 303.4a, a mutating creature spell, CR 702.140a); "… or ability" also a permanent of
  yours with "target" in its text (:func:`TurnEvents.targets`);
- a creature dying (CR 700.4: put into a graveyard from the battlefield) needs something of the turn that may put
  one there: an effect that may destroy, deal damage, give -N/-N, make a player sacrifice, make creatures fight
  (:data:`_KILLS`), for a creature of yours also a sacrifice whose object may be a creature (a cost, an effect:
  :func:`_sacrifices_creature`), the legend rule (CR 704.5j: a legendary creature cast whose name a permanent of
  yours or another candidate has) and a creature cast with toughness 0 or one not read (CR 704.5f: Hangarback Walker
  with X = 0). Costs only sacrifice your own permanents (CR 701.21a): a creature an opponent
  controls dies only by such an effect. The texts read are your permanents' (not a triggered ability that cannot
  fire this turn: :func:`~.landfall.fires_this_turn`), the cards the turn may cast (the whole text: a permanent
  cast enters, its enters triggers fire) and, for deaths, the lands you may play or put onto the battlefield (of
  your hand, your library, its top and your graveyard: High Market's "Sacrifice a creature", its play free, CR
  305.1). A token's own ability in quotes on the line that creates it (the Spawn's
  "Sacrifice this creature: Add {C}.") is no such text before a first token exists.

Any other event is taken to be one the turn may cause (a land entering is read by the caller).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ...models.board import Board
from ...models.cards.store import Card
from ...models.oracle.text import mark_self, self_names, strip_reminder_text
from ..analysis import Analysis
from ..core.searches import BASIC_TYPES
from ..lazy_patterns import lazy_compile
from .cards import Copy
from .landfall import REENTERS, fires_this_turn

__all__ = ["TurnEvents", "turn_events", "trigger_may_fire", "may_kill", "effect_of"]

#: A triggered ability (CR 603.1), its ability word aside: its event(s).
_TRIGGER = lazy_compile(r"^(?:[A-Z][\w' ]* — )?Whenever (?P<event>[^,]+), ", re.IGNORECASE)
#: An "or" between two events of one trigger ("~ attacks or becomes the target of a spell"): before a verb.
_OR_EVENT = lazy_compile(r",? or (?=(?:becomes?|attacks?|blocks?|deals?|is dealt|dies|die)\b)")
#: An event of combat (CR 506.1): none in the main phase the turn plans.
_COMBAT = lazy_compile(r"\battacks?\b|\bblocks?\b|\bcombat damage\b|\bbecomes? blocked\b", re.IGNORECASE)
#: An event of something becoming a target: of a spell only, or of a spell or ability.
_TARGETED = lazy_compile(r"\bbecomes? the target of (?P<of>[^,.]*)", re.IGNORECASE)
#: A text that targets (CR 115.1), an Aura spell (enchant, bestow: CR 303.4a) or a mutating spell (CR 702.140a).
_TARGETS = lazy_compile(r"\btargets?\b|\benchant\b|\bbestow\b|\bmutate\b", re.IGNORECASE)
#: A death (CR 700.4).
_DIES = lazy_compile(r"\bdies\b|\bdie\b|\bput into (?:a|your|an opponent's) graveyard from the battlefield\b",
                     re.IGNORECASE)
#: An effect that may put a creature into its owner's graveyard: destroy, damage (but to you only: a painland's),
#: -N/-N or a toughness set, a sacrifice made by a player (third person: "each opponent sacrifices"), a fight, a
#: creature put into a graveyard.
_KILLS = lazy_compile(r"\bdestroy|\bdamage\b(?! to you\b)|\bgets? [-−]|[-−](?:\d+|X)/[-−](?:\d+|X)|\btoughness\b|"
                      r"\bsacrifices\b|\bfights?\b|\binto (?:its|their) owners?'?s? graveyards?\b", re.IGNORECASE)
#: A sacrifice and its object ("Sacrifice a creature", "sacrifice another permanent", "Sacrifice ~").
_SACRIFICE = lazy_compile(r"\bsacrifices? (?P<what>[^:.,;\"]*)", re.IGNORECASE)
#: A text that may make a noncreature permanent a creature (an animation): then any self-sacrifice may be a death.
_ANIMATES = lazy_compile(r"\bbecomes? (?:an?|\w+/\w+) [^.]*\bcreature|\bare [^.]*\bcreatures?\b|\bis (?:an?|also) "
                         r"[^.]*\bcreature\b", re.IGNORECASE)
#: The noncreature token kinds a sacrifice may name (where no creature of yours has such a subtype).
_TOKEN_KINDS = ("Food", "Treasure", "Clue", "Blood", "Gold", "Powerstone", "Map", "Incubator")


@dataclass(frozen=True, slots=True)
class TurnEvents:
    """What the turn may make happen (see the module notes).

    Parameters
    ----------
    yours_die : bool
        A creature of yours may die.
    theirs_die : bool
        A creature an opponent controls may die.
    spells_target : bool
        A spell the turn may cast targets.
    abilities_target : bool
        A permanent of yours (or one cast) has text that targets.
    killed_by : tuple of str
        The keys of the copies whose text may make a creature of yours die.
    by_permanents : bool
        A permanent of yours has text that may make a creature of yours die (an ability that may fire this turn).
    by_lands : bool
        A land you may play or put onto the battlefield this turn has text that may make a creature die.
    """

    yours_die: bool
    theirs_die: bool
    spells_target: bool
    abilities_target: bool
    killed_by: tuple[str, ...] = ()
    by_permanents: bool = False
    by_lands: bool = False

    def targets(self, of: str) -> bool:
        """Whether something may become the target of what ``of`` says ("a spell", "a spell or ability")."""
        return self.spells_target or (bool(re.search(r"\babilit", of, re.IGNORECASE)) and self.abilities_target)


def _lines(card: Card) -> list[str]:
    """The lines of ``card``'s text, reminder text left out, its name marked ``~``, a token's own quoted ability on
    the line that creates it left out."""
    text = mark_self(strip_reminder_text(card.oracle_text or ""), self_names(card.name))
    return [re.sub(r'"[^"]*"', "", line) if re.search(r"\bcreate\b", line, re.IGNORECASE) else line
            for line in text.split("\n") if line.strip()]


def effect_of(line: str) -> str:
    """What ``line`` does: a triggered ability's effect without its event (Korvold's "Whenever you sacrifice a
    permanent" is no sacrifice), any other ability whole."""
    m = re.match(r"^(?:[A-Z][\w' ]* — )?(?:When|Whenever|At)\b[^,]*, (?P<effect>.*)$", line.strip(), re.IGNORECASE)
    return line if m is None else m["effect"]


def may_kill(line: str) -> bool:
    """Whether the effect of ``line`` may put a creature into a graveyard (:data:`_KILLS`; a triggered ability's
    event left out)."""
    return bool(_KILLS.search(effect_of(line)))


def _sacrifices_creature(line: str, card: Card, animated: bool, kinds: tuple[str, ...]) -> bool:
    """Whether a sacrifice of ``line`` (of ``card``) may be a creature's: one of the card itself where it is a
    creature (or anything may be animated), one of anything else but the noncreature token kinds ``kinds`` name."""
    for m in _SACRIFICE.finditer(effect_of(line)):
        what = m["what"].strip()
        if re.match(r"~(?:\W|$)", what):  # "it" may be another object (Sneak Attack's creature): not read as self
            if "Creature" in (card.type_line or "") or animated:
                return True
        elif re.match(r"this (?:artifact|land|enchantment)\b", what, re.IGNORECASE):  # a granted ability's object
            if animated:
                return True
        elif not (what and re.match(rf"(?:an?|one|two|three|\w+) (?:{'|'.join(kinds)})s?\b", what)):
            return True
    return False


def _self_return(card: Card, sentence: str) -> bool:
    """Whether ``sentence`` of ``card`` returns the card itself only from your graveyard (Reassembling Skeleton's
    "{1}{B}: Return ~ from your graveyard to the battlefield tapped.")."""
    return bool(re.search(r"(?:^|: )Return ~ from your graveyard to the battlefield\b",
                          mark_self(sentence.strip(), self_names(card.name))))


def _returns_itself(card: Card) -> bool:
    """Whether ``card`` has a sentence that returns it to the battlefield from your graveyard (it may enter again)."""
    return any(_self_return(card, sentence) for sentence in re.split(r"[.\n]", card.oracle_text or ""))


def _returns_others(analysis: Analysis, copies: list[Copy]) -> bool:
    """Whether a permanent of yours or a card cast may make a permanent of yours enter again (a flicker, a bounce:
    :func:`~.landfall.may_reenter`) by a sentence that does not only return its own card from your graveyard."""
    cards = [p.card for p in analysis.board.permanents if p.is_yours] + [c.card for c in copies]
    return any(REENTERS.search(sentence) and "don't control" not in sentence and "opponent" not in sentence
               and not _self_return(card, sentence)
               for card in cards for sentence in re.split(r"[.\n]", card.oracle_text or ""))


def _x_as_zero(c: Copy, line: str) -> str:
    """``line`` of a spell the turn casts with X = 0 (its X chosen as it is cast, CR 601.2b, 107.3: a mana cost's
    {X}, Toxic Deluge's "pay X life"; the turn always takes 0) without its "-X/-X", which then changes no toughness
    and kills nothing ("All creatures get -X/-X until end of turn."); as it is where X is defined otherwise ("where X
    is …")."""
    chosen = "{X}" in (c.spell.part.mana_cost or "") if c.spell is not None else False
    chosen = chosen or bool(re.search(r"\badditional cost[^.]*\bpay X life\b", c.card.oracle_text or "",
                                      re.IGNORECASE))
    if not chosen or re.search(r"\bwhere X is\b", line, re.IGNORECASE):
        return line
    return re.sub(r"\b(?:gets?|have|has) [-−]X/[-−]X\b|[-−]X/[-−]X", "", line)


def turn_events(analysis: Analysis, copies: list[Copy]) -> TurnEvents:
    """What the turn may make happen: the texts of your permanents (their abilities that may fire this turn) and of
    the cards the turn may cast, read as the module notes say."""
    board = analysis.board
    yours = [p for p in board.permanents if p.is_yours]
    others = _returns_others(analysis, copies)
    permanent_lines = [(p.card, line) for p in yours for line in _lines(p.card)
                       if fires_this_turn(line, others or _returns_itself(p.card))]
    cast_lines = [(c, line) for c in copies for line in _lines(c.card)]
    every = [line for _, line in permanent_lines] + [line for _, line in cast_lines]
    animated = any(_ANIMATES.search(line) for line in every)
    creature_kinds = {w for p in yours if "Creature" in (p.card.type_line or "")
                      for w in (p.card.type_line or "").split()}
    kinds = tuple(k for k in _TOKEN_KINDS if k not in creature_kinds)

    def kills(card: Card, line: str) -> bool:
        return bool(_KILLS.search(effect_of(line))) or _sacrifices_creature(line, card, animated, kinds)

    cards = {c.alt or c.key: c.card for c in copies}  # a card's versions are one card
    names = [p.card.name for p in yours] + [k.name for k in cards.values()]
    # the legend rule (CR 704.5j) and a creature of toughness 0 or more to be read (Hangarback Walker cast with X = 0:
    # CR 704.5f) put a creature cast into its owner's graveyard
    legends = {c.key for c in copies if "Creature" in (c.card.type_line or "") and (
        ("Legendary" in (c.card.type_line or "") and names.count(c.card.name) > 1)
        or not (c.card.toughness or "1").isdigit() or (c.card.toughness or "1") == "0")}
    killed_by = tuple(dict.fromkeys(c.key for c, line in cast_lines
                                    if kills(c.card, _x_as_zero(c, line)) or c.key in legends))
    untargeted = [_TARGETED.sub("", line) for _, line in cast_lines]
    by_permanents = any(kills(card, line) for card, line in permanent_lines)
    by_lands = any(kills(card, line) for card, line in _land_lines(board))
    return TurnEvents(yours_die=bool(killed_by) or by_permanents or by_lands,
                      theirs_die=by_lands or any(_KILLS.search(effect_of(line)) for line in every),
                      spells_target=any(_TARGETS.search(line) for line in untargeted),
                      abilities_target=any(_TARGETS.search(_TARGETED.sub("", line)) for line in every),
                      killed_by=killed_by, by_permanents=by_permanents, by_lands=by_lands)


#: A search of your library and what it looks for (Demonic Tutor's "a card", Three Visits' "a Forest card").
_SEARCH = lazy_compile(r"\bsearch(?:es)? your library for (?P<what>[^.]*)", re.IGNORECASE)
#: A text that plays or returns lands from your graveyard (Crucible of Worlds, Ramunap Excavator, Life from the Loam).
_LANDS_FROM_GRAVEYARD = lazy_compile(r"\blands? (?:cards? )?from your graveyard\b|\bland cards? in your graveyard\b",
                                     re.IGNORECASE)


def _land_lines(board: Board) -> list[tuple[Card, str]]:
    """The lines of the lands (a land face too) you may play or put onto the battlefield this turn: those of your
    hand and of your library's top; those of your library that a search in a text of yours may find
    (:func:`_may_be_found`); those of your graveyard where a text of yours plays or returns lands from it."""
    yours = [p.card for p in board.permanents if p.is_yours] + [*board.hand, *board.library_top, *board.graveyard]
    texts = [strip_reminder_text(part.oracle_text or "") for card in yours for part in (card, *card.faces)]
    searches = [m["what"] for text in texts for m in _SEARCH.finditer(text)]
    cards = [*board.hand, *board.library_top]
    cards += [card for card in board.library or () if any(part.is_land for part in (card, *card.faces))
              and _may_be_found(card, searches)]
    if any(_LANDS_FROM_GRAVEYARD.search(t) for t in texts):
        cards += board.graveyard
    faces = {part.name: part for card in cards for part in (card, *card.faces) if part.is_land}
    return [(part, line) for part in faces.values() for line in _lines(part)]


def _may_be_found(card: Card, searches: list[str]) -> bool:
    """Whether a search of your library for one of ``searches`` (what each looks for, :data:`_SEARCH`) may find
    ``card``: one naming basic land types (:data:`~manaplan.solver.core.searches.BASIC_TYPES`) finds only a land of
    one of them, one of a "basic" card only a basic one (CR 305.6, 205.4a); any other may (a card, a land card, an
    artifact card: an artifact land)."""
    for what in searches:
        named = {t for t in BASIC_TYPES if re.search(rf"\b{t}\b", what)}
        if named:
            if named & set(card.subtypes):
                return True
        elif not re.search(r"\bbasic\b", what, re.IGNORECASE) or card.is_basic:
            return True
    return False


def trigger_may_fire(line: str, card: Card, events: TurnEvents) -> bool:
    """Whether the triggered ability ``line`` of ``card`` may trigger this turn (see the module notes): any of its
    events may happen. True for a line that is no "Whenever" trigger or whose events are not read here.

    Examples
    --------
    >>> from manaplan.models.cards.store import default_database
    >>> dragon = default_database().get("Goldspan Dragon")
    >>> line = dragon.oracle_text.split("\\n")[1]
    >>> none = TurnEvents(False, False, False, False)
    >>> trigger_may_fire(line, dragon, none), trigger_may_fire(line, dragon, TurnEvents(False, False, True, False))
    (False, True)
    """
    m = _TRIGGER.match(mark_self(line.strip(), self_names(card.name)))
    if m is None:
        return True
    for event in _OR_EVENT.split(m["event"]):
        if _COMBAT.search(event):
            continue
        targeted = _TARGETED.search(event)
        if targeted:
            if events.targets(targeted["of"]):
                return True
            continue
        if _DIES.search(event):
            theirs = re.search(r"\b(?:an opponent|your opponents?) controls?\b", event, re.IGNORECASE)
            if events.theirs_die if theirs else events.yours_die or events.theirs_die:
                return True
            continue
        return True
    return False
