"""Oracle text, made ready for the parser: reminder text out, self-references marked, abilities and sentences apart.

The functions here know nothing of mana abilities; they turn printed text into the small pieces that
:mod:`manaplan.models.oracle.costs` and :mod:`manaplan.models.oracle.adds` read. Every function is pure.

A reference of a card to itself — its name, the part of a legendary name before the comma, or "this land",
"this artifact", "this creature" … (CR 201.5) — becomes :data:`SELF`, so that one pattern covers every wording.

Examples
--------
>>> strip_reminder_text("Flying\\n({T}: Add {G}.)")
'Flying\\n'
>>> mark_self("{T}, Sacrifice Lotus Petal: Add one mana of any color.", self_names("Lotus Petal"))
'{T}, Sacrifice ~: Add one mana of any color.'
>>> split_cost_effect("{1}, {T}: Add {W}{U}.")
('{1}, {T}', 'Add {W}{U}.')
>>> split_sentences("Add {C}{C}. ~ deals 2 damage to you.")
['Add {C}{C}.', '~ deals 2 damage to you.']
>>> is_about_mana("Flying"), is_about_mana("{T}: Add {G}.")
(False, True)
"""

from __future__ import annotations

import re

from ..limits import MAX_TEXT_AMOUNT

__all__ = [
    "SELF",
    "only_spends_for_foreign_spells",
    "NotUnderstood",
    "ABILITY_WORDS",
    "FLAVOR_WORDS",
    "strip_reminder_text",
    "repair_text",
    "self_names",
    "mark_self",
    "split_ability_word",
    "split_cost_effect",
    "split_sentences",
    "is_about_mana",
    "is_about_own_mana",
    "sets_land_types",
    "number_value",
    "outside_quotes",
]

#: What a card's reference to itself becomes in normalised text.
SELF = "~"


class NotUnderstood(Exception):
    """Raised inside the parser when a piece of text is not understood; ``reason`` says what, in a few words.

    It never leaves :mod:`manaplan.models.oracle.parser`: the parser turns it into an
    :class:`~manaplan.models.ability.Unsupported` marker.
    """

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


# ---------------------------------------------------------------------------------------------------- reminder text
def strip_reminder_text(text: str) -> str:
    """``text`` without reminder text: parenthesised text has no rules meaning (CR 207.2a).

    Nested parentheses are removed whole, with the spaces or tabs before each group; line breaks stay, so a line
    that was all reminder text becomes empty. A parenthesis without its partner stays. One pass with a stack of
    open groups: linear time, whatever the nesting (100 KB of nested parentheses is not a minute's work).

    Parameters
    ----------
    text : str
        Oracle text, abilities separated by newlines.

    Returns
    -------
    str

    Examples
    --------
    >>> strip_reminder_text("Equip {3} ({3}: Attach to target creature you control.)")
    'Equip {3}'
    >>> strip_reminder_text("({T}: Add {G} or {U}.)\\nAs this land enters, you may pay 2 life.")
    '\\nAs this land enters, you may pay 2 life.'
    >>> strip_reminder_text("a (b (c) d) e (f")
    'a e (f'
    """
    if "(" not in text:
        return text
    spans: list[tuple[int, int]] = []  # the groups to remove, in order; a group removed whole drops those inside
    opened: list[int] = []
    for m in _PARENS.finditer(text):
        if m.group() == "(":
            opened.append(m.start())
        elif opened:
            p = opened.pop()
            while spans and spans[-1][0] >= p:
                spans.pop()
            start = p
            while start > 0 and text[start - 1] in " \t":
                start -= 1
            spans.append((start, m.end()))
    out: list[str] = []
    at = 0
    for start, end in spans:
        out.append(text[at:start])
        at = end
    out.append(text[at:])
    return "".join(out)


_PARENS = re.compile(r"[()]")


# ---------------------------------------------------------------------------------------------------- repairs
_GLUED_KEYWORD = re.compile(r"(?m)^(Compleated|Nightbound)(?=[+\u2212\u2013-]?\d+:)")
#: A sentence broken over two lines after a comma ("On a 3 or lower,\ntarget player adds {C}.", Mad Science Fair
#: Project): no ability ends with a comma, and none starts in lower case.
_BROKEN_LINE = re.compile(r",\n(?=[a-z])")


def repair_text(text: str) -> str:
    """``text`` with a known defect of some card data repaired: a keyword line glued to the loyalty ability after it
    ("Compleated+1: Add {R}{G}.", "Nightbound+2: Add {R}{G}."), where a source lost the line break (spoiler
    data of about 2021–2023 lost the line breaks between abilities), and a sentence broken over two lines after a
    comma.

    Examples
    --------
    >>> repair_text("Compleated+1: Add {R}{G}.").split("\\n")
    ['Compleated', '+1: Add {R}{G}.']
    >>> repair_text("Nightbound+2: Add {R}{G}.").split("\\n")
    ['Nightbound', '+2: Add {R}{G}.']
    >>> repair_text("{T}: Roll a six-sided die. On a 3 or lower,\\ntarget player adds {C}.")
    '{T}: Roll a six-sided die. On a 3 or lower, target player adds {C}.'
    """
    return _BROKEN_LINE.sub(", ", _GLUED_KEYWORD.sub("\\1\n", text))


# ---------------------------------------------------------------------------------------------------- quotes
_QUOTES = str.maketrans({"\u201c": '"', "\u201d": '"'})


def outside_quotes(text: str) -> list[tuple[bool, str]]:
    """``text`` cut into runs, each with whether it is inside double quotes (a granted ability's text).

    Examples
    --------
    >>> outside_quotes('Lands you control have "{T}: Add {C}."')
    [(False, 'Lands you control have '), (True, '{T}: Add {C}.'), (False, '')]
    """
    parts = text.translate(_QUOTES).split('"')
    return [(i % 2 == 1, part) for i, part in enumerate(parts)]


# ---------------------------------------------------------------------------------------------------- self-references
_SELF_WORDS = (
    "land", "artifact", "creature", "enchantment", "permanent", "planeswalker", "battle", "token", "card",
    "Vehicle", "Equipment", "Aura", "Saga", "Class", "Room", "Case", "Spacecraft", "Fortification",
)
_THIS_OBJECT = re.compile(r"\b[Tt]his (?:" + "|".join(_SELF_WORDS) + r")\b")


def self_names(name: str) -> tuple[str, ...]:
    """The names by which a card's text may refer to itself, longest first.

    The full name; each face's name of a multi-face name (``'A // B'``); and for a name with a comma (legendary
    names such as "Boseiju, Who Shelters All") the part before the comma, which the text may use alone.

    Parameters
    ----------
    name : str

    Returns
    -------
    tuple of str

    Examples
    --------
    >>> self_names("Oboro, Palace in the Clouds")
    ('Oboro, Palace in the Clouds', 'Oboro')
    >>> self_names("Fire // Ice")
    ('Fire // Ice', 'Fire', 'Ice')
    """
    names = [name.strip()]
    names += [part.strip() for part in name.split("//")] if "//" in name else []
    names += [n.split(",")[0].strip() for n in names if "," in n]
    unique = dict.fromkeys(n for n in names if n)
    return tuple(sorted(unique, key=len, reverse=True))


def _is_word_char(ch: str) -> bool:
    """Whether ``ch`` is a character of a word as ``re``'s ``\\w`` reads one (a letter or digit of any script, or
    ``_``)."""
    return ch.isalnum() or ch == "_"


def _named_at(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` stands as a whole name: no letter, digit, ``_`` or apostrophe just before it (not
    the "Ulamog" of "Ulamog's"), and no letter, digit or ``_`` just after it."""
    before = text[start - 1] if start else ""
    after = text[end] if end < len(text) else ""
    return not (before and (_is_word_char(before) or before == "'")) and not (after and _is_word_char(after))


def _next_name(text: str, names: tuple[str, ...], start: int) -> tuple[int, str] | None:
    """The first place at or after ``start`` where one of ``names`` stands whole (:func:`_named_at`), and the name:
    of two at one place the one listed first (the longest, :func:`self_names`)."""
    best: tuple[int, str] | None = None
    for name in names:
        i = text.find(name, start)
        while i != -1 and not _named_at(text, i, i + len(name)):
            i = text.find(name, i + 1)
        if i != -1 and (best is None or i < best[0]):
            best = (i, name)
    return best


def _replace_names(text: str, names: tuple[str, ...]) -> str:
    """``text`` with each whole name of ``names`` replaced by :data:`SELF`, left to right — what the regular
    expression ``(?<![\\w'])(?:name|…)(?!\\w)`` would do, without compiling one per card (a command reading a
    hundred cards compiled a hundred of them)."""
    names = tuple(n for n in names if n)
    out: list[str] = []
    at = 0
    while names:
        found = _next_name(text, names, at)
        if found is None:
            break
        i, name = found
        out += [text[at:i], SELF]
        at = i + len(name)
    return "".join(out) + text[at:]


def mark_self(text: str, names: tuple[str, ...]) -> str:
    """``text`` with each reference of the card to itself replaced by :data:`SELF` (``'~'``), outside quotes.

    Inside double quotes "this creature" means whatever gets that granted ability, so quoted text is left alone.

    Parameters
    ----------
    text : str
        One ability or several.
    names : tuple of str
        From :func:`self_names`.

    Returns
    -------
    str

    Examples
    --------
    >>> mark_self("Remove a charge counter from this artifact: Add one mana of any color.", ("Pentad Prism",))
    'Remove a charge counter from ~: Add one mana of any color.'
    >>> mark_self('It has "Sacrifice this creature: Add {C}."', ("Eldrazi Spawn",))
    'It has "Sacrifice this creature: Add {C}."'
    """
    out: list[str] = []
    for quoted, part in outside_quotes(text):
        if not quoted:
            part = _THIS_OBJECT.sub(SELF, _replace_names(part, tuple(names)))
        out.append(part)
    return '"'.join(out)


# ---------------------------------------------------------------------------------------------------- ability words
#: Ability words (CR 207.2c): italic words at the start of an ability with no rules meaning of their own.
ABILITY_WORDS = frozenset({
    "adamant", "addendum", "alliance", "battalion", "bloodrush", "celebration", "channel", "chroma", "cohort",
    "constellation", "converge", "corrupted", "council's dilemma", "coven", "delirium", "descend 4", "descend 8",
    "domain", "eerie", "eminence", "enrage", "fateful hour", "fathomless descent", "ferocious", "flurry",
    "formidable", "grandeur", "hellbent", "heroic", "imprint", "inspired", "join forces", "kinship", "landfall",
    "lieutenant", "magecraft", "metalcraft", "morbid", "pack tactics", "paradox", "parley", "radiance", "raid",
    "rally", "revolt", "secret council", "spell mastery", "strive", "survival", "sweep", "tempting offer",
    "threshold", "undergrowth", "valiant", "void", "will of the council",
})
#: Flavor words (CR 207.2d) printed before mana abilities of Universes Beyond cards: like ability words, italic and
#: without rules meaning ("Genomic Enhancement — {T}: Add one mana of any color. …"). Listed one by one from the
#: cards, since a word before a dash may as well be a keyword with rules meaning ("Max speed", "Exhaust").
FLAVOR_WORDS = frozenset({
    "a thousand souls die every day", "aberrant tinkering", "alluring eyes", "blue magic", "body thief",
    "devouring monster", "dynastic command node", "genomic enhancement", "grand summon", "hypertoxic miasma",
    "psychic stimulus", "secrets of the soul", "strategic coordinator",
})
_PREFIX = re.compile(r"^(?P<prefix>[^{}:\"\u2014]{1,40}?)\s*\u2014\s*(?P<rest>.*)$")


def split_ability_word(line: str) -> tuple[str, str]:
    """``(prefix, ability)`` for a line that starts with ``'<words> — '``; ``('', line)`` otherwise.

    The caller decides what the prefix means: an ability word (:data:`ABILITY_WORDS`) can be dropped, a saga
    chapter ("I, II — ") or a keyword with rules meaning ("Exhaust — ") cannot.

    Examples
    --------
    >>> split_ability_word("Metalcraft \u2014 {T}: Add one mana of any color.")
    ('Metalcraft', '{T}: Add one mana of any color.')
    >>> split_ability_word("{T}: Add {C}.")
    ('', '{T}: Add {C}.')
    """
    m = _PREFIX.match(line)
    if not m:
        return "", line
    return m.group("prefix").strip(), m.group("rest").strip()


# ---------------------------------------------------------------------------------------------------- cost : effect
def split_cost_effect(line: str) -> tuple[str, str] | None:
    """``(cost, effect)`` of an activated ability written ``[Cost]: [Effect.]`` (CR 602.1a), else None.

    The colon must be outside quotes and the cost must not be a sentence (a triggered ability or a static
    ability that grants a quoted ability has no colon of its own).

    Examples
    --------
    >>> split_cost_effect("{T}, Pay 1 life: Add one mana of any color.")
    ('{T}, Pay 1 life', 'Add one mana of any color.')
    >>> split_cost_effect('Creatures you control have "{T}: Add {G}."') is None
    True
    """
    offset = 0
    for quoted, part in outside_quotes(line):
        if not quoted and ":" in part:
            at = offset + part.index(":")
            cost, effect = line[:at].strip(), line[at + 1 :].strip()
            if not cost or "." in cost or '"' in cost or "\u201c" in cost:
                return None
            return cost, effect
        offset += len(part) + 1
    return None


# ---------------------------------------------------------------------------------------------------- sentences
_SENTENCE_END = re.compile(r"(?<=[.!])\s+(?=\S)")


def split_sentences(effect: str) -> list[str]:
    """The sentences of an effect, each with its full stop.

    Sentences inside quotes are not split.

    Examples
    --------
    >>> split_sentences("Add {G}. Activate only as a sorcery.")
    ['Add {G}.', 'Activate only as a sorcery.']
    >>> split_sentences('Add {C}. It gains "Draw. Discard." until end of turn.')
    ['Add {C}.', 'It gains "Draw. Discard." until end of turn.']
    """
    sentences: list[str] = []
    current = ""
    for quoted, part in outside_quotes(effect.strip()):
        if quoted:
            current += '"' + part + '"'
            continue
        pieces = _SENTENCE_END.split(part)
        current += pieces[0]
        for piece in pieces[1:]:
            sentences.append(current.strip())
            current = piece
    if current.strip():
        sentences.append(current.strip())
    return sentences


# ---------------------------------------------------------------------------------------------------- about mana
_NOT_PRODUCTION = r"(?!\s+(?:value|cost|abilit|symbol))"
_ABOUT_MANA = re.compile(
    "|".join((
        r"\badds?\b[^.]*?(?:\{[^}]*\}|\bmana\b" + _NOT_PRODUCTION + ")",  # "Add {G}", "adds one mana"
        r"\bmana pool\b",
        r"\bfor mana\b",  # "tapped for mana", "taps a land for mana"
        r"\bproduc(?:e|es|ed|ing)\b",  # "could produce", "produces three times as much"
        r"\b(?:this|that|the|its|unspent|such) mana\b" + _NOT_PRODUCTION,  # "Spend this mana only …"
        r"\bspend mana\b",  # "you may spend mana as though …"
        r"\bmana of (?:any|that|one|the chosen)\b",
        r"\bmana in any combination\b",
        r"\bcombination of colors\b",
        r"\bmana abilities of\b",  # "Mana abilities of Thran Portal cost an additional 1 life to activate."
    )),
    re.IGNORECASE,
)
# Text that sets land types changes what lands tap for (CR 305.7): "Nonbasic lands are Mountains.", "Each land is a
# Swamp in addition to its other land types." Only the main clause counts: "If that land is a Mountain, …" does not.
_SETS_LAND_TYPE = re.compile(
    r"(?<!\bthere )\b(?:is|are)(?: (?:an?|every))? (?:basic land types?|(?:Plains|Island|Swamp|Mountain|Forest)s?)\b"
    r"|\b[Ll]ands?\b[^.,]*\b(?:is|are) the chosen type\b"
)
_CONDITION = re.compile(r"^(?:if|as long as|whenever|when|at|unless)\b[^,]*,\s*", re.IGNORECASE)


def _main_clause(sentence: str) -> str:
    """``sentence`` without its leading conditions ("At the beginning of …, if …, ")."""
    previous = None
    while previous != sentence:
        previous, sentence = sentence, _CONDITION.sub("", sentence)
    return sentence


def is_about_mana(text: str) -> bool:
    """Whether ``text`` adds mana or speaks of mana as mana (not of mana value, mana costs or mana abilities).

    Text about mana that the parser does not understand must be reported as unsupported; other text is not the
    parser's business and is ignored.

    Examples
    --------
    >>> is_about_mana("Add {R} or {G}.")
    True
    >>> is_about_mana("{T}: Add one mana of any color. Spend this mana only to cast a creature spell.")
    True
    >>> is_about_mana("Whenever enchanted land is tapped for mana, its controller adds an additional {G}.")
    True
    >>> is_about_mana("Whenever you cast a spell with mana value 5 or greater, draw a card.")
    False
    >>> is_about_mana("Activated abilities of artifacts can't be activated unless they're mana abilities.")
    False

    Setting land types is about mana too: a land's basic land types give its mana abilities (CR 305.7).

    >>> is_about_mana("Nonbasic lands are Mountains.")
    True
    >>> is_about_mana("If that land is a Mountain, Akoum Hellkite deals 2 damage to that creature or player instead.")
    False
    """
    return _ABOUT_MANA.search(text) is not None or sets_land_types(text)


_CREATES_TOKEN = re.compile(r"\bcreates?\b[^.]*\btokens?\b", re.IGNORECASE)
_TOKEN_HAS = re.compile(r"(?:\btokens?\b[^.\"]*\bwith|\b(?:It|They|Those tokens|Each of them) (?:has|have))\s*$")


def is_about_own_mana(text: str) -> bool:
    """Whether ``text`` is about mana that this card makes or changes: :func:`is_about_mana`, except text that creates
    tokens and speaks of mana only inside the tokens' quoted abilities ("create a 1/1 colorless Eldrazi Scion creature
    token. It has "Sacrifice this creature: Add {C}.""). A token's mana ability is the token's: on the board it is
    a permanent of its own (a predefined token such as Treasure or Eldrazi Scion).

    Examples
    --------
    >>> is_about_own_mana('When this creature enters, create a 1/1 colorless Eldrazi Scion creature token. It has '
    ...                   '"Sacrifice this creature: Add {C}."')
    False
    >>> is_about_own_mana('Creatures you control have "{T}: Add one mana of any color."')
    True
    >>> is_about_own_mana("{T}: Add {G}.")
    True
    """
    if not is_about_mana(text):
        return False
    parts = outside_quotes(text)
    outside = " ".join(part for quoted, part in parts if not quoted)
    if not _CREATES_TOKEN.search(outside) or is_about_mana(outside):
        return True
    # each quoted ability about mana must be the created token's: "… token with "…"", "It has "…"", "They have "…""
    for i, (quoted, part) in enumerate(parts):
        before = parts[i - 1][1]
        if quoted and is_about_mana(part) and not (_TOKEN_HAS.search(before) or re.fullmatch(r",?\s*and\s*", before)):
            return True
    return False



#: "… you may spend mana as though it were mana of any color to cast that spell." (Grenzo, Havoc Raiser's mode,
#: Daxos of Meletis, Mnemonic Betrayal): a spending permission for the spells a card lets you cast from exile or from
#: an opponent's graveyard (Whispersteel Dagger), with the sentence that allows the cast.
_FOREIGN_SPENDING = re.compile(r"(?P<spend>,? (?:and|If you cast a spell this way,) you may spend mana as though it "
                               r"were mana of any (?:color|type) to cast (?:that spell|it|them|those spells))\.",
                               re.IGNORECASE)
_FOREIGN_ZONE = re.compile(r"\bexiles?\b|\bexiled\b|\bfrom (?:that player's|an opponent's|their) graveyard\b",
                           re.IGNORECASE)


def only_spends_for_foreign_spells(text: str) -> bool:
    """Whether ``text`` speaks of mana only to let the spells it lets you cast from exile, or from an opponent's
    graveyard, be paid with mana of any colour (CR 609.4b): no answer casts from there (``cast`` and ``turn`` look at
    your hand, library top, graveyard and command zone), so it changes none.

    Examples
    --------
    >>> only_spends_for_foreign_spells("• Exile the top card of that player's library. Until end of turn, you may "
    ...                                "cast that card and you may spend mana as though it were mana of any color "
    ...                                "to cast that spell.")
    True
    >>> only_spends_for_foreign_spells("You may spend mana as though it were mana of any color.")
    False
    >>> only_spends_for_foreign_spells("Exile target card. Add {R}, and you may spend mana as though it were mana "
    ...                                "of any color to cast that spell.")
    False
    """
    m = _FOREIGN_SPENDING.search(text)
    if m is None or not _FOREIGN_ZONE.search(text[:m.start()]):
        return False
    return not is_about_mana(text[:m.start()] + "." + text[m.end():])


def sets_land_types(text: str) -> bool:
    """Whether ``text`` makes something a basic land type (so changes what it taps for, CR 305.7).

    Only main clauses count: the land type in a condition ("If that land is a Mountain, …") does not.

    Examples
    --------
    >>> sets_land_types("Each land is a Swamp in addition to its other land types.")
    True
    >>> sets_land_types("As long as enchanted land is a basic Mountain, Goblin creatures get +0/+2.")
    False
    """
    return any(_SETS_LAND_TYPE.search(_main_clause(sentence)) for sentence in split_sentences(text))


# ---------------------------------------------------------------------------------------------------- numbers
_NUMBER_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
    "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
}


def number_value(word: str) -> int:
    """The number a word or numeral names: ``'a'`` and ``'one'`` are 1, ``'three'`` 3, ``'12'`` 12.

    Raises
    ------
    NotUnderstood
        For anything else (``'X'``, ``'any number of'``).

    Examples
    --------
    >>> number_value("two"), number_value("An"), number_value("3")
    (2, 1, 3)
    """
    w = word.strip().lower()
    if w.isascii() and w.isdigit():  # '²' and '١' are digits to str.isdigit, not numbers on a card
        if len(w) > 6 or int(w) > MAX_TEXT_AMOUNT:
            raise NotUnderstood(f"amount {word.strip()[:12]!r} is more than {MAX_TEXT_AMOUNT:,}, the most manaplan "
                                f"reads")
        return int(w)
    if w in _NUMBER_WORDS:
        return _NUMBER_WORDS[w]
    raise NotUnderstood(f"amount {word!r} not understood")
