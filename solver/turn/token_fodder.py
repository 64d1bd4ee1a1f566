"""Creature tokens a spell of the turn creates, on the turn's board from its cast on: fodder for a sacrifice outlet
(Beetleback Chief's two Goblins for Skirk Prospector's "Sacrifice a Goblin: Add {R}."), permanents for a cost that taps
or sacrifices creatures (Fling, CR 601.2b).

A token is created as the spell resolves or as its enters trigger resolves (CR 608.2, 603.2, 111.1): before the next
spell cast at sorcery speed, after its own cast. ``turn`` puts such tokens on its model's board as permanents gated by
that cast (:attr:`~.model.TurnBoard.entering`, as a land played with a land play a cast gives): nothing may use them,
sacrifice or tap them before the cast. Read here only where that is exact:

- the tokens are plain creature tokens the sentence says whole ("two 1/1 red Goblin creature tokens", "a 1/1
  colorless Thopter artifact creature token with flying"): power, toughness, colours, subtypes and keywords, a
  number of them; not a copy, not one with an ability in quotes, not X of them;
- the spell is one copy of one version (its cast is one key of the model);
- the tokens change no other permanent's mana there (:func:`~.entering.mana_signature`: no count of creatures, no
  lord's), for the model's board would count them from the start.

Elsewhere the tokens stay named, not counted (:func:`~.unproven.token_fodder_unused`): a plan missed, never a wrong
one.

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
from .cards import Copy
from .entering import mana_signature

__all__ = ["fodder_tokens", "storm_tokens", "token_lines", "TOKEN_WORDS", "MANA_TOKEN", "STORM"]

#: What a "create …" sentence says of its tokens ("two 1/1 red Goblin creature tokens", "a token that's a copy of").
TOKEN_WORDS = re.compile(r"\bcreates? ((?:(?!\bcreate\b)[^.])*?\btokens?\b(?: that's a copy of [^.]*)?)",
                         re.IGNORECASE)
#: Storm, or another way a spell is copied as it is cast (CR 702.40a, 707.10): its copies make its tokens again.
STORM = re.compile(r"^Storm\b|\bcopy (?:it|this spell)\b", re.IGNORECASE | re.MULTILINE)
#: The storm keyword itself: a copy for each spell cast before it this turn (CR 702.40a), no other number.
_STORM_KEYWORD = re.compile(r"^Storm\b", re.MULTILINE)
#: Tokens that are mana (:func:`~.unproven.token_mana_unused`, a spell's Treasure: :func:`~.cards.spell_treasures`).
MANA_TOKEN = re.compile(r"\b(?:Treasure|Gold|Powerstone|Eldrazi Spawn|Eldrazi Scion)\b")

_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_COLOURS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_KEYWORDS = ("flying", "haste", "vigilance", "lifelink", "deathtouch", "trample", "reach", "menace", "first strike")
#: "two 1/1 red Goblin creature tokens", "a 1/1 colorless Thopter artifact creature token with flying".
_SIMPLE = re.compile(
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


def _tokens(words: str, maker: str, taken: set[str]) -> tuple[Permanent, ...] | None:
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


def fodder_tokens(analysis: Analysis, copies: list[Copy]) -> dict[str, tuple[Permanent, ...]]:
    """By copy key, the tokens its cast creates that the turn's model holds (see the module notes)."""
    per_card: dict[str, int] = {}
    for c in copies:
        per_card[c.alt or c.key] = per_card.get(c.alt or c.key, 0) + 1
    board = analysis.board
    ids = {p.id for p in board.permanents}
    taken = set(ids)
    out: dict[str, tuple[Permanent, ...]] = {}
    for c in copies:
        if c.why_not is not None or c.spell is None or per_card[c.alt or c.key] != 1:
            continue
        made: list[Permanent] = []
        for line in token_lines(c):
            for words in TOKEN_WORDS.findall(line):
                if MANA_TOKEN.search(words):
                    continue
                tokens = _tokens(words, c.name, taken)
                if tokens is None:
                    made = []
                    break
                made += tokens
            else:
                continue
            break
        if not made:
            continue
        with_them = analysis.of(replace(board, permanents=board.permanents + tuple(made)))
        if mana_signature(with_them.effective, ids) != mana_signature(analysis.effective, ids):
            continue  # a count or a lord reads them: the model's board would count them from the start
        out[c.key] = tuple(made)
    return out


def storm_tokens(copies: list[Copy], fodder: dict[str, tuple[Permanent, ...]]
                 ) -> dict[str, tuple[tuple[Permanent, int], ...]]:
    """By copy key, the tokens of the copies of a storm spell whose own tokens are in ``fodder`` (Empty the Warrens'
    two Goblins), each with the number of spells that must be cast before that spell for its copy to exist: a copy
    for each spell cast before it this turn (CR 702.40a), as many as there are other cards the turn may cast.

    For a relaxed turn only (:func:`~.solve._storm_bounded`): the model gates them by the casts up to the layer where
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
