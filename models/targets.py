"""The permanents a spell must target as it is cast: read from its text, so that a spell with no legal target is
not planned (CR 115.1a, 601.2c).

A spell ability that says "target [something]" is targeted, and the spell can't be cast unless a legal target is
chosen for each instance of the word "target" (CR 601.2c; "two target …" needs two different ones). Only what is
surely required is read, as a :class:`TargetNeed` each: a *necessary* condition. Words that narrow the target
further ("target tapped creature", "target creature with flying") are not read: a board with no creature at all
has no tapped creature, so reading less never refuses a spell that could be cast. Not read as a need, since it
may not be one:

- "up to one target", "any number of target", "X target": zero targets may be chosen (CR 601.2c);
- a target a player, a card in a zone, a spell or an ability may be (``'target creature or player'``, ``'target
  creature card from your graveyard'``) — the stack is :func:`~manaplan.models.spells.targets_only_the_stack`'s;
- a sentence that starts with a condition ("If this spell was kicked, …", CR 601.2c: a target required only for a
  mode or an additional cost), a trigger, or "you may"; an activated or triggered ability in the card's text (CR
  115.1a: that ability is targeted, the spell is not); a spell with overload (CR 702.96b: "each", not "target");
- a noun that is not a card type (``'target Goblin'``).

A modal spell needs a target only where every mode does (it may choose the mode that needs none); an Aura spell
targets what its enchant keyword names (CR 115.1b, 303.4a).

Examples
--------
>>> from manaplan.models.cards.card import Card
>>> target_needs(Card("Snap", "{1}{U}", "Instant",
...     "Return target creature to its owner's hand. Untap up to two lands."))
((TargetNeed(kinds=frozenset({'Creature'}), removes=True, text='target creature'),),)
>>> target_needs(Card("Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target."))
()

References
----------
CR 115.1a-b (targeted spells), 303.4a (an Aura spell targets), 601.2c (targets chosen as a spell is cast), 700.2
(modal spells), 702.5a (enchant), 702.96b (overload).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from .cards.card import Card
from .oracle.text import outside_quotes, split_sentences, strip_reminder_text

__all__ = ["TargetNeed", "target_needs", "CARD_TYPES"]

#: The card types of permanents a target may name (CR 110.4), by the noun that names them.
CARD_TYPES = {"artifact": "Artifact", "creature": "Creature", "enchantment": "Enchantment", "land": "Land",
              "planeswalker": "Planeswalker", "battle": "Battle"}
_NEVER_NEEDED = frozenset({"player", "opponent", "card", "spell", "ability", "abilities", "target"})
_CONNECTORS = frozenset({"or", "and/or"})
_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_OPTIONAL_BEFORE = re.compile(r"(?:\bup to (?:one|two|three|four|five|x|\w+)|\bany number of|\bx|\beach of)\s*$",
                              re.IGNORECASE)
_TARGET = re.compile(r"\btarget\b", re.IGNORECASE)
_CONDITIONAL = re.compile(r"^(?:if|when|whenever|at|as long as|unless|until|you may|otherwise|for each)\b",
                          re.IGNORECASE)
_OVERLOAD = re.compile(r"^Overload\b", re.MULTILINE)
_ENCHANT = re.compile(r"^Enchant (?P<what>[^\n(]+)$", re.MULTILINE)
_SUPERTYPE_NON = {"nonbasic": "Basic", "nonlegendary": "Legendary", "nonsnow": "Snow"}


@dataclass(frozen=True)
class TargetNeed:
    """Permanents a spell needs to target: ``count`` different ones of any type of ``kinds`` (empty: any
    permanent), none of the types or supertypes of ``excluded``, controlled by ``controller`` (``'you'``,
    ``'opponent'``, or ``None`` for anyone); ``removes``: the spell may take it off the battlefield (destroys, exiles,
    returns to a hand, deals damage: Snap), so it may be no target for a later spell.

    Examples
    --------
    >>> TargetNeed(frozenset({"Creature"}), count=2, controller="you").describe()
    'two target creatures you control'
    """

    kinds: frozenset[str] = frozenset()
    excluded: frozenset[str] = frozenset()
    controller: str | None = None
    count: int = 1
    removes: bool = False
    text: str = field(default="", compare=False)

    def __repr__(self) -> str:
        parts = [f"kinds={self.kinds!r}"] + [f"{k}={v!r}" for k, v, d in (
            ("excluded", self.excluded, frozenset()), ("controller", self.controller, None),
            ("count", self.count, 1), ("removes", self.removes, False)) if v != d]
        return f"TargetNeed({', '.join(parts)}, text={self.describe()!r})"

    def describe(self) -> str:
        """The need in words, as printed where it was read."""
        if self.text:
            return self.text
        number = {1: ""}.get(self.count, f"{_word(self.count)} ")
        nouns = sorted(k.lower() + ("s" if self.count > 1 else "") for k in self.kinds) or [
            "permanents" if self.count > 1 else "permanent"]
        whose = {"you": " you control", "opponent": " an opponent controls"}.get(self.controller or "", "")
        non = "".join(f"non{e.lower()} " for e in sorted(self.excluded))
        return f"{number}target {non}{' or '.join(nouns)}{whose}"

    def matches(self, types: frozenset[str], supertypes: frozenset[str], controller: str) -> bool:
        """Whether a permanent with these card types, supertypes and controller could be targeted (as far as the
        need was read).

        Examples
        --------
        >>> need = TargetNeed(frozenset({"Creature"}), excluded=frozenset({"Artifact"}))
        >>> need.matches(frozenset({"Creature"}), frozenset(), "you"), need.matches(
        ...     frozenset({"Artifact", "Creature"}), frozenset(), "you")
        (True, False)
        """
        if self.kinds and not self.kinds & types:
            return False
        if self.excluded & (types | supertypes):
            return False
        return self.controller is None or (controller == "you") == (self.controller == "you")


def _word(n: int) -> str:
    return {v: k for k, v in _COUNTS.items()}.get(n, str(n))


def _noun(token: str) -> tuple[str, bool] | None:
    """(the type a noun names — ``'permanent'`` for any —, whether plural), or None for a word that is no noun."""
    word = token.lower().rstrip(",")
    for singular in (word, word[:-1] if word.endswith("s") else None):
        if singular in CARD_TYPES or singular == "permanent":
            return singular, singular != word
        if singular in _NEVER_NEEDED:
            return singular, singular != word
    return None


def _read_phrase(words: list[str], count: int) -> TargetNeed | None:
    """The need of the words after "target" (``['creature', 'you', 'control.']``), or None where it is none or
    was not read."""
    kinds: set[str] = set()
    excluded: set[str] = set()
    i, seen_noun, joined = 0, False, False  # joined: after "or", before its noun ("artifact or tapped creature")
    while i < len(words):
        token = words[i].lower()
        bare = token.rstrip(",.;:")
        noun = _noun(bare)
        if noun is not None:
            name = noun[0]
            if name in _NEVER_NEEDED:
                return None  # a player, a card, a spell or an ability may be chosen: nothing on the battlefield
            if name != "permanent":
                kinds.add(CARD_TYPES[name])
            else:
                kinds.add("*")
            seen_noun, joined = True, False
            if token != bare and not token.endswith(","):  # the phrase ends at a full stop
                i += 1
                break
            i += 1
            continue
        if bare in _CONNECTORS:
            joined = seen_noun
            i += 1
            continue
        if seen_noun and not joined:
            if bare in ("instant", "sorcery"):
                return None  # "target enchantment, instant, or sorcery spell" (Swan Song): spells, not permanents
            break
        if token != bare:
            return None  # the phrase ends with no noun after "or": not read
        if bare.startswith("non") and bare[3:] in CARD_TYPES:
            excluded.add(CARD_TYPES[bare[3:]])
        elif bare in _SUPERTYPE_NON:
            excluded.add(_SUPERTYPE_NON[bare])
        elif bare == "another" or re.fullmatch(r"[a-z-]+", bare) is None:
            return None
        i += 1
        if i > 6:
            return None
    if not seen_noun or joined:
        return None  # a subtype ("target Goblin"), or an "or" with no noun after it: not read
    rest = " ".join(words[i:]).lower()
    if re.match(r"(?:cards?|spells?|abilit(?:y|ies))\b", rest):
        return None
    controller = None
    if re.match(r"you control\b", rest):
        controller = "you"
    elif re.match(r"(?:you don't control|you do not control|an opponent controls|your opponents control)\b", rest):
        controller = "opponent"
    phrase = " ".join(words[:i]).rstrip(",.;:")
    if controller:
        phrase += " you control" if controller == "you" else " " + re.match(r"[\w' ]*?controls?", rest).group(0)
    number = "" if count == 1 else f"{_word(count)} "
    return TargetNeed(frozenset() if "*" in kinds else frozenset(kinds), frozenset(excluded), controller, count,
                      text=f"{number}target {phrase}")


#: A sentence whose target surely stays on the battlefield (or comes back as a new one, CR 400.7): untapped,
#: pumped, given an ability or a counter, flickered. Any other may remove it (destroyed, exiled, bounced, dealt
#: damage or given -X/-X).
_KEEPS = re.compile(r"\bto the battlefield\b|^(?:Untap|Tap)\b|\bgets? \+\d|\bgains?\b|\+1/\+1 counters?\b|"
                    r"\bbecomes?\b", re.IGNORECASE)


def _sentence_needs(sentence: str) -> list[TargetNeed]:
    out: list[TargetNeed] = []
    if _CONDITIONAL.match(sentence):
        return out
    text = "".join(part for quoted, part in outside_quotes(sentence) if not quoted)
    removes = _KEEPS.search(text) is None
    for m in _TARGET.finditer(text):
        before = text[:m.start()]
        if _OPTIONAL_BEFORE.search(before) or re.search(r"\bchosen\s*$|\bnew\s*$|\bthe\s*$", before):
            continue
        words = before.split()
        count = _COUNTS.get(words[-1].lower(), 1) if words else 1
        need = _read_phrase(text[m.end():].split(), count)
        if need is not None:
            out.append(replace(need, removes=removes and not out))  # the first target is the one removed
    return out


def _line_needs(line: str) -> list[TargetNeed]:
    if ":" in line.split('"')[0] and not line.startswith(("\u2022", "+")):
        return []  # an activated ability ("Channel — {1}{G}, Discard this card: …"): not the spell's (CR 115.1a)
    return [need for sentence in split_sentences(line) for need in _sentence_needs(sentence)]


def target_needs(part: Card) -> tuple[tuple[TargetNeed, ...], ...]:
    """What an instant, a sorcery or an Aura spell surely needs to target on the battlefield, as alternatives: the
    spell can be cast only where one alternative's needs all are met (a modal spell's modes, CR 700.2); ``()`` where
    nothing is needed there (or nothing was read).

    Examples
    --------
    >>> from manaplan.models.cards.card import Card
    >>> flicker = Card("Ghostly Flicker", "{2}{U}", "Instant", "Exile two target artifacts, creatures, and/or lands "
    ...                "you control, then return those cards to the battlefield under your control.")
    >>> [n.describe() for n in target_needs(flicker)[0]]
    ['two target artifacts, creatures, and/or lands you control']
    >>> target_needs(Card("Ponder", "{U}", "Sorcery", "Look at the top three cards of your library."))
    ()
    >>> target_needs(Card("Rancor", "{G}", "Enchantment \u2014 Aura", "Enchant creature\\nEnchanted creature gets "
    ...              "+2/+0 and has trample."))[0][0].describe()
    'target creature'
    """
    text = strip_reminder_text(part.oracle_text or "")
    if "Aura" in part.subtypes and not (part.is_instant or part.is_sorcery):
        m = _ENCHANT.search(text)
        need = _read_phrase(m.group("what").split(), 1) if m else None
        return ((need,),) if need is not None else ()
    if not (part.is_instant or part.is_sorcery) or not _TARGET.search(text) or _OVERLOAD.search(text):
        return ()
    lines = [line.strip() for line in text.split("\n") if line.strip()]
    modes = [line for line in lines if line.startswith(("\u2022", "+"))]
    general = [need for line in lines if line not in modes for need in _line_needs(line)]
    if not modes:
        return (tuple(general),) if general else ()
    alternatives = []
    for mode in modes:
        needs = tuple(general + _line_needs(mode.lstrip("\u2022+ ").split("\u2014", 1)[-1].strip()))
        if not needs:
            return ()
        alternatives.append(needs)
    return tuple(alternatives)
