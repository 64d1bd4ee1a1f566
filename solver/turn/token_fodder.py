"""Creature tokens a spell of the turn creates, on the turn's board from its cast on: fodder for a sacrifice outlet
(Beetleback Chief's two Goblins for Skirk Prospector's "Sacrifice a Goblin: Add {R}."), permanents for a cost that taps
or sacrifices creatures (Fling, CR 601.2b).

A token is created as the spell resolves or as its enters trigger resolves (CR 608.2, 603.2, 111.1): before the next
spell cast at sorcery speed, after its own cast. ``turn`` puts such tokens on its model's board as permanents gated by
that cast (:attr:`~.model.TurnBoard.entering`, as a land played with a land play a cast gives): nothing may use them,
sacrifice or tap them before the cast. Read here only where that is exact:

- the tokens are plain creature tokens the sentence says whole ("two 1/1 red Goblin creature tokens", "a 1/1
  colorless Thopter artifact creature token with flying"): power, toughness, colours, subtypes and keywords, a
  number of them; not a copy, not one with an ability in quotes, not X of them, not "for each" one;
- the spell is one copy of one version (its cast is one key of the model);
- a cast trigger of a permanent of yours already there makes them for each spell of its kind (Lys Alana Huntmaster's
  Elf Warrior: its trigger resolves before the spell does, CR 603.3), where nothing of the turn may take that
  permanent away (:func:`_stays`);
- the tokens that change no other permanent's mana (:func:`~.entering.mana_signature`: no count of creatures, no
  lord's) are :func:`fodder_tokens`, on the model's board from the start, gated by the cast; those that do are
  :func:`split_tokens`' second, which enter with the cast as its permanent does, so that the count is versioned
  (:func:`~.counted.counted_mana`: Gaea's Cradle tapped after Raise the Alarm resolved counts its two Soldiers).

Elsewhere the tokens stay named, not counted (:func:`~.unproven.token_fodder_unused`): a plan missed, never a wrong
one. The tokens of a storm spell's copies are read only as a relaxation (:func:`storm_tokens`).

Examples
--------
>>> from manaplan.models.board_files import board_from_data
>>> from manaplan.solver.analysis import analysed
>>> from manaplan.solver.turn.cards import read_copies
>>> b = board_from_data({"permanents": ["Skirk Prospector"], "hand": ["Beetleback Chief"]})
>>> made = fodder_tokens(analysed(b), read_copies(b, [("hand", b.hand[0])]))
>>> [(key, [(t.id, t.card.type_line, t.card.power) for t in tokens]) for key, tokens in made.items()]
[('Beetleback Chief (hand)#1', [('Goblin token (Beetleback Chief)#1', 'Token Creature — Goblin', '1'), ('Goblin token (Beetleback Chief)#2', 'Token Creature — Goblin', '1')])]
"""

from __future__ import annotations

import re
from dataclasses import replace

from ...models.board import Permanent
from ...models.cards.card import Card
from ...models.oracle.text import strip_reminder_text
from ..analysis import Analysis
from ..lazy_patterns import lazy_compile
from .cards import Copy
from .entering import mana_signature
from .token_events import turn_events

__all__ = ["fodder_tokens", "split_tokens", "plain_tokens", "storm_tokens", "cast_kinds", "spell_fits",
           "cast_triggers_modelled", "token_lines", "TOKEN_WORDS", "MANA_TOKEN", "STORM"]

#: What a "create …" sentence says of its tokens ("two 1/1 red Goblin creature tokens", "a token that's a copy of").
TOKEN_WORDS = lazy_compile(r"\bcreates? ((?:(?!\bcreate\b)[^.])*?\btokens?\b(?: that's a copy of [^.]*)?)",
                           re.IGNORECASE)
#: Storm, or another way a spell is copied as it is cast (CR 702.40a, 707.10): its copies make its tokens again.
STORM = lazy_compile(r"^Storm\b|\bcopy (?:it|this spell)\b", re.IGNORECASE | re.MULTILINE)
#: The storm keyword itself: a copy for each spell cast before it this turn (CR 702.40a), no other number.
_STORM_KEYWORD = lazy_compile(r"^Storm\b", re.MULTILINE)
#: What may follow a "create … tokens" sentence's words and change how many (Elvish Promenade's "for each Elf you
#: control", "equal to …", "where X is …"): kept with the words, so that they no longer read as a fixed number.
_AMOUNT_AFTER = lazy_compile(r"(?:\s+(?:for each|equal to|where)\b[^.]*)?")
#: Tokens that are mana (:func:`~.unproven.token_mana_unused`, a spell's Treasure: :func:`~.cards.spell_treasures`).
MANA_TOKEN = lazy_compile(r"\b(?:Treasure|Gold|Powerstone|Eldrazi Spawn|Eldrazi Scion)\b")

_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_COLOURS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_KEYWORDS = ("flying", "haste", "vigilance", "lifelink", "deathtouch", "trample", "reach", "menace", "first strike")
#: "two 1/1 red Goblin creature tokens", "a 1/1 colorless Thopter artifact creature token with flying".
_SIMPLE = lazy_compile(
    r"(?P<n>a|an|one|two|three|four|five|six) (?P<p>\d+)/(?P<t>\d+) (?P<colours>(?:(?:white|blue|black|red|green|"
    r"colorless)(?:, | and |, and )?)+) (?P<subtypes>(?:[A-Z][a-z]+ )+)(?P<artifact>artifact )?creature tokens?"
    r"(?: with (?P<keywords>[a-z ,]+?))?")


def token_lines(c: Copy) -> list[str]:
    """The text of ``c`` that creates tokens as it is cast: an instant's or sorcery's effect, a permanent's enters
    triggers."""
    text = strip_reminder_text(c.spell.part.oracle_text or "") if c.spell is not None else ""
    lines = text.split("\n")
    if c.enters is None:
        return lines
    return [line for line in lines if re.match(r"When(?:ever)? [^.]*\benters\b", line)]


def plain_tokens(words: str, maker: str, taken: set[str]) -> tuple[Permanent, ...] | None:
    """The tokens a "create …" sentence's words make (:data:`_SIMPLE`), each an id of its own ("Goblin token
    (Beetleback Chief)#1", none of ``taken``, which it joins); None where the words are not of that form."""
    m = _SIMPLE.fullmatch(words.strip())
    if m is None:
        return None
    keywords = [k.strip() for k in re.split(r",\s*(?:and\s+)?|\s+and\s+", m["keywords"] or "") if k.strip()]
    if any(k not in _KEYWORDS for k in keywords):
        return None
    subtypes = m["subtypes"].split()
    colours = tuple(_COLOURS[w] for w in re.findall(r"white|blue|black|red|green", m["colours"]))
    kinds = "Artifact Creature" if m["artifact"] else "Creature"
    card = Card(name=" ".join(subtypes), type_line=f"Token {kinds} — {' '.join(subtypes)}",
                oracle_text=", ".join(k.capitalize() if i == 0 else k for i, k in enumerate(keywords)),
                colors=colours, power=m["p"], toughness=m["t"])
    out = []
    for _ in range(_NUMBERS[m["n"]]):
        n = 1
        while f"{card.name} token ({maker})#{n}" in taken:
            n += 1
        taken.add(f"{card.name} token ({maker})#{n}")
        out.append(Permanent(id=f"{card.name} token ({maker})#{n}", card=card, sick=True, entered=True,
                             is_token=True))
    return tuple(out)


def _cast_tokens(analysis: Analysis, copies: list[Copy]) -> dict[str, tuple[Permanent, ...]]:
    """By copy key, the plain creature tokens its cast creates: its own (as it resolves or its permanent's enters
    trigger does) and those of a cast trigger of a permanent of yours already there (:func:`_cast_triggers`:
    Lys Alana Huntmaster's Elf Warrior for an Elf spell); none where any of them is not read whole."""
    per_card: dict[str, int] = {}
    for c in copies:
        per_card[c.alt or c.key] = per_card.get(c.alt or c.key, 0) + 1
    board = analysis.board
    taken = {p.id for p in board.permanents}
    triggers = _cast_triggers(analysis, copies)
    out: dict[str, tuple[Permanent, ...]] = {}
    for c in copies:
        if c.why_not is not None or c.spell is None or per_card[c.alt or c.key] != 1:
            continue
        said = [(m.group(1) + _AMOUNT_AFTER.match(line, m.end()).group(0), c.name) for line in token_lines(c)
                for m in TOKEN_WORDS.finditer(line)]
        said += [(words, who) for who, kinds, words in triggers if spell_fits(c, kinds)]
        made: list[Permanent] = []
        for words, maker in said:
            if MANA_TOKEN.search(words):
                continue
            tokens = plain_tokens(words, maker, taken)
            if tokens is None:
                made = []
                break
            made += tokens
        if made:
            out[c.key] = tuple(made)
    return out


def fodder_tokens(analysis: Analysis, copies: list[Copy]) -> dict[str, tuple[Permanent, ...]]:
    """By copy key, the tokens its cast creates that the turn's model holds on its board from the start, gated by
    that cast: those that change no other permanent's mana (see the module notes; :func:`split_tokens`' first)."""
    return split_tokens(analysis, copies)[0]


def split_tokens(analysis: Analysis, copies: list[Copy]
                 ) -> tuple[dict[str, tuple[Permanent, ...]], dict[str, tuple[Permanent, ...]]]:
    """:func:`_cast_tokens`, those that change no other permanent's mana (:func:`fodder_tokens`) apart from those
    that do (:func:`~.entering.mana_signature`): the tokens a count reads (Raise the Alarm's Soldiers, which Gaea's
    Cradle counts), which enter with their copy, as its permanent does, and are counted with it (:func:`~.counted.
    counted_mana`: one weight for the copy and its tokens) — or, where the count is not versioned, cast last with it,
    named (:func:`~.solve._effectful`)."""
    ids = {p.id for p in analysis.board.permanents}
    plain: dict[str, tuple[Permanent, ...]] = {}
    counted: dict[str, tuple[Permanent, ...]] = {}
    for key, made in _cast_tokens(analysis, copies).items():
        with_them = analysis.of(replace(analysis.board, permanents=analysis.board.permanents + made))
        same = mana_signature(with_them.effective, ids) == mana_signature(analysis.effective, ids)
        (plain if same else counted)[key] = made
    return plain, counted


#: A text that may take a permanent away but by its death: a return to a hand, an exile, a change of control.
_TAKES = lazy_compile(r"\b(?:return|exile|gain control of)\b(?P<what>[^.:]*)", re.IGNORECASE)


def _stays(analysis: Analysis, copies: list[Copy], p: Permanent) -> bool:
    """Whether nothing of the turn may take ``p`` away: no creature of yours may die (:func:`~.token_events.
    turn_events`: a sacrifice, a destroy, -N/-N), and no text of yours or of a card the turn may cast returns,
    exiles or takes a permanent of its kind ("Return an Elf you control to its owner's hand", Wirewood Symbiote; a
    Forest's return, Quirion Ranger's, is no such text for an Elf)."""
    if turn_events(analysis, copies).yours_die:
        return False
    kinds = {w.lower() for w in re.findall(r"[A-Za-z]+", p.card.type_line or "")} | {"creature", "permanent",
                                                                                       "nonland", "it", "them"}
    texts = [q.card.oracle_text or "" for q in analysis.board.permanents if q.is_yours] + [
        c.card.oracle_text or "" for c in copies]
    return not any(set(re.findall(r"[a-z]+", m["what"].lower())) & kinds
                   for text in texts for m in _TAKES.finditer(strip_reminder_text(text)))


#: A trigger on casting a kind of spell that creates tokens ("Whenever you cast an Elf spell, you may create a 1/1
#: green Elf Warrior creature token.", Lys Alana Huntmaster).
_CAST_TRIGGER = lazy_compile(r"^Whenever you cast (?:a|an) (?P<kinds>[\w -]+?) spell, (?:you may )?create "
                             r"(?P<words>[^.]*?\btokens?)\.$", re.IGNORECASE)
_SPELL_TYPES = frozenset({"artifact", "creature", "enchantment", "instant", "sorcery", "planeswalker", "land", "battle",
                          "kindred", "tribal"})


def cast_kinds(line: str) -> list[str] | None:
    """The kinds of spell a "Whenever you cast a … spell" trigger names ("an Elf spell": ``['elf']``; "an instant or
    sorcery spell"), each a card type, a "non…" one or a capitalised subtype; None where the line is no such trigger
    or a word is not read so ("a historic spell").

    >>> cast_kinds("Whenever you cast an Elf spell, you may create a 1/1 green Elf Warrior creature token.")
    ['elf']
    >>> cast_kinds("Whenever you cast a historic spell, draw a card.") is None
    True
    """
    m = re.search(r"\bwhenever you cast (?:a|an) (?P<kinds>[\w -]+?) spell\b", line, re.IGNORECASE)
    if m is None:
        return None
    said = [k.strip() for k in re.split(r"\s+or\s+|,\s*", m["kinds"]) if k.strip()]
    if not said or any(not (re.fullmatch(r"[A-Z][a-z]+", k) or k.lower().removeprefix("non").removeprefix("-")
                            in _SPELL_TYPES) for k in said):
        return None
    return [k.lower() for k in said]


def spell_fits(c: Copy, kinds: list[str]) -> bool:
    """Whether copy ``c``'s spell is of one of ``kinds`` (:func:`cast_kinds`): each a word of its type line, or a
    "non…" one it lacks."""
    words = set(re.findall(r"[a-z]+", (c.spell.part.type_line or "").lower())) if c.spell is not None else set()
    return any(k.removeprefix("non").removeprefix("-") not in words if k.startswith("non") else k in words
               for k in kinds)


def cast_triggers_modelled(analysis: Analysis, copies: list[Copy]) -> frozenset[str]:
    """The names of your permanents whose cast triggers' tokens the turn holds for every spell of their kind it may
    cast (:func:`_cast_tokens`: Lys Alana Huntmaster's Elf Warrior for each Elf spell)."""
    made = _cast_tokens(analysis, copies)
    castable = [c for c in copies if c.why_not is None and c.spell is not None]
    return frozenset(who for who, kinds, _ in _cast_triggers(analysis, copies)
                     if all(c.key in made for c in castable if spell_fits(c, kinds)))


def _cast_triggers(analysis: Analysis, copies: list[Copy]) -> list[tuple[str, list[str], str]]:
    """Your permanents' triggers on casting a kind of spell that create tokens (:data:`_CAST_TRIGGER`): the
    permanent's name (the tokens' maker), the kinds and the tokens' words. Only those already there and that nothing
    of the turn may take away (:func:`_stays`): one cast this turn, or one sacrificed or returned before a cast,
    triggers only on the spells cast while it is there (CR 603.2), which the model does not order — left named
    (:func:`~.unproven.token_fodder_unused`)."""
    out = []
    for p in analysis.board.permanents:
        if not p.is_yours or "Whenever you cast" not in (p.card.oracle_text or ""):
            continue
        for line in strip_reminder_text(p.card.oracle_text or "").split("\n"):
            m = _CAST_TRIGGER.match(line.strip())
            kinds = cast_kinds(line) if m else None
            if m and kinds and _stays(analysis, copies, p):
                out.append((p.card.name, kinds, m["words"]))
    return out


def storm_tokens(copies: list[Copy], fodder: dict[str, tuple[Permanent, ...]]
                 ) -> dict[str, tuple[tuple[Permanent, int], ...]]:
    """By copy key, the tokens of the copies of a storm spell whose own tokens are in ``fodder`` (Empty the Warrens'
    two Goblins), each with the number of spells that must be cast before that spell for its copy to exist: a copy
    for each spell cast before it this turn (CR 702.40a), as many as there are other cards the turn may cast.

    For a relaxed turn only (:func:`~.solve._storm_moot`): the model gates them by the casts up to the layer where
    they are used, which counts spells cast after the storm spell too — every real plan is one of its plans.

    Examples
    --------
    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.analysis import analysed
    >>> from manaplan.solver.turn.cards import read_copies
    >>> b = board_from_data({"permanents": ["Skirk Prospector"], "hand": ["Empty the Warrens", "Goblin Guide"]})
    >>> copies = read_copies(b, [("hand", c) for c in b.hand])
    >>> made = storm_tokens(copies, fodder_tokens(analysed(b), copies))
    >>> [(t.id, m) for key, tokens in made.items() for t, m in tokens]
    [('Goblin token (Empty the Warrens copy)#1', 1), ('Goblin token (Empty the Warrens copy)#2', 1)]
    """
    out: dict[str, tuple[tuple[Permanent, int], ...]] = {}
    by_key = {c.key: c for c in copies}
    taken = {t.id for tokens in fodder.values() for t in tokens}
    for key, own in fodder.items():
        c = by_key[key]
        if not _STORM_KEYWORD.search(strip_reminder_text(c.spell.part.oracle_text or "")):
            continue  # "copy it" some other number of times (replicate, conspire): no bound read
        others = len({o.alt for o in copies if o.alt != c.alt and o.why_not is None and o.spell is not None})
        made = []
        for m in range(1, others + 1):
            for t in own:
                n = 1
                while f"{t.card.name} token ({c.name} copy)#{n}" in taken:
                    n += 1
                taken.add(f"{t.card.name} token ({c.name} copy)#{n}")
                made.append((replace(t, id=f"{t.card.name} token ({c.name} copy)#{n}"), m))
        if made:
            out[key] = tuple(made)
    return out
