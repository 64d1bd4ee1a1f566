"""Plain words for ability values, for people (the JSON gives the same facts as data).

Examples
--------
>>> from manaplan.models.ability import ActivationCost, ManaAbility, Produce
>>> from manaplan.models.costs import ManaCost
>>> gate = ManaAbility(ActivationCost(tap=True, mana=ManaCost.parse('{W/U}')), Produce.one_of('WW', 'WU', 'UU'))
>>> ability_words(gate)
'filter: pay {W/U} and tap it → add {W}{W}, {W}{U} or {U}{U}'
>>> signet = ManaAbility(ActivationCost(tap=True, mana=ManaCost.parse('{1}')), Produce.one_of('WU'))
>>> ability_words(signet)
'pay {1} and tap it → add {W}{U}'
"""

from __future__ import annotations

import re

from ..models.ability import ActivationCost, DoublePool, ManaAbility, Produce, mana_text
from ..models.costs import ManaCost
from ..models.mana import ALL_TYPES, COLORS, types_text

__all__ = ["cost_words", "output_words", "ability_words", "could_words", "changed_words", "effective_ability_words",
           "color_words", "ability_label", "spend_words", "yield_words", "ability_phrase", "source_words",
           "compact_mana", "RESTRICTION_MARKS", "types_words", "card_kind", "self_words", "named_line"]


def cost_words(cost: ActivationCost) -> str:
    """``'pay {1} and tap it'``; ``'free'`` for an ability that costs nothing; a part said several times is said
    once with its count (Heritage Druid: ``'tap an untapped Elf you control (×3)'``).

    Built from the cost's own printed form (:meth:`ActivationCost.describe`), part by part, so that every part the
    parser knows is shown.
    """
    printed = cost.describe()
    if not printed:
        return "free"
    parts = _counted_parts([_cost_part_words(part) for part in printed.split(", ")])
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def _counted_parts(parts: list[str]) -> list[str]:
    """Parts of a cost, each said once, with its count when it comes more than once.

    >>> _counted_parts(["tap an untapped Elf you control"] * 3)
    ['tap an untapped Elf you control (×3)']
    """
    counts: dict[str, int] = {}
    for part in parts:
        counts[part] = counts.get(part, 0) + 1
    return [part if n == 1 else f"{part} (×{n})" for part, n in counts.items()]


_PART_WORDS = {"{T}": "tap it", "{Q}": "untap it", "Sacrifice this permanent": "sacrifice it"}


def _cost_part_words(part: str) -> str:
    if part in _PART_WORDS:
        return _PART_WORDS[part]
    if part.startswith("{"):
        return f"pay {part}"
    return (part[:1].lower() + part[1:]).replace(" this permanent", " it")


def self_words(text: str, name: str | None = None) -> str:
    """Text read with its card's name marked ``~`` (the parser's mark) as a player reads it: the card's name outside
    quotes when it is known, else "it"; inside a quoted ability (one granted to others) "this permanent".

    >>> self_words("Remove all charge counters from ~.", "Coalition Relic")
    'Remove all charge counters from Coalition Relic.'
    >>> self_words("add one mana of ~'s last noted type")
    'add one mana of its last noted type'
    >>> print(self_words('Each creature has "Add one mana of any of ~s colors."', "Tazri"))
    Each creature has "Add one mana of any of this permanents colors."
    """
    parts = text.split('"')
    for i, part in enumerate(parts):
        if i % 2:  # inside quotes: the permanent that has the quoted ability
            parts[i] = part.replace("~", "this permanent")
        elif name is not None:
            parts[i] = part.replace("~", name)
        else:
            parts[i] = part.replace("~'s", "its").replace("~", "it")
    return '"'.join(parts)


def named_line(line: str) -> str:
    """A line ``'<id>: <text>'`` (a note, text left out) with the text's ``~`` read as the id's card
    (:func:`self_words`); any other line as it is.

    >>> print(named_line("Urza's Saga#1: ~ has a chapter."))
    Urza's Saga#1: Urza's Saga has a chapter.
    """
    who, sep, rest = line.partition(": ")
    if not sep or "~" not in rest:
        return line
    name, hash_, number = who.rpartition("#")
    card = name if hash_ and number.isdigit() else who.split(" (")[0]
    return f"{who}: {self_words(rest, card)}"


def output_words(output: Produce) -> str:
    """``'add {R} or {G}'``, ``'add one mana of any color'``."""
    if isinstance(output, DoublePool):  # Doubling Cube: "double the amount of each type of mana in your mana pool"
        words = output.describe().rstrip(".")
        return words[:1].lower() + words[1:]
    if not isinstance(output, Produce):  # outputs that depend on the board say so in their own words
        words = output.describe().rstrip(".").replace("Choose a color. ", "choose a color, ").replace(". Add ", ", add ")
        return words[:1].lower() + words[1:]
    ch = output.choices
    if len(ch) == 5 and set(ch) == {(c,) * len(ch[0]) for c in COLORS}:
        n = len(ch[0])
        return "add one mana of any color" if n == 1 else f"add {n} mana of any one color"
    texts = [mana_text(c) for c in ch]
    return "add " + _either(texts)


def ability_label(ability: ManaAbility) -> str | None:
    """What kind of mana ability it is, where its cost says more than "tap it": ``'filter'`` (coloured or hybrid mana
    in, other colours out: the filter lands), ``'counter-based'`` (it removes counters, or is sacrificed when they
    run out: Gemstone Mine); None for the others — a Signet's or Cabal Coffers's generic ``{1}``/``{2}`` is just a
    cost, said in the words.

    >>> from manaplan.models.costs import ManaCost
    >>> ability_label(ManaAbility(ActivationCost(tap=True, mana=ManaCost.parse('{2}')), Produce.one_of('B')))
    >>> ability_label(ManaAbility(ActivationCost(tap=True, mana=ManaCost.parse('{R/G}')), Produce.one_of('RG')))
    'filter'
    """
    cost = ability.cost
    if cost.remove_counters or cost.remove_x_counters or ability.sacrifice_if_no_counters:
        return "counter-based"
    if any(not symbol.text.strip("{}").isdigit() for symbol in cost.mana):
        return "filter"
    return None


def ability_words(ability: ManaAbility) -> str:
    """One line: what it costs → what it adds, with riders; a filter or a counter-based ability says so
    (:func:`ability_label`), a doubling of the pool (Doubling Cube) says what it doubles, and mana with a spending
    restriction says what it may be spent on (CR 106.6).

    >>> from manaplan.models.costs import ManaCost
    >>> ability_words(ManaAbility(ActivationCost(tap=True, mana=ManaCost.parse('{3}')), DoublePool()))[42:]
    'each type of mana in your mana pool (as much again as it holds as it resolves, CR 701.9f)'
    """
    line = f"{cost_words(ability.cost)} → {output_words(ability.output)}"
    label = ability_label(ability)
    if isinstance(ability.output, DoublePool):
        line += " (as much again as it holds as it resolves, CR 701.9f)"
    elif label:
        line = f"{label}: {line}"
    if ability.damage_to_you:
        line += f", and it deals {ability.damage_to_you} damage to you"
    if ability.spend is not None:
        line += f"; {spend_words(ability.spend)}"
    if ability.sacrifice_if_no_counters:
        line += f"; sacrificed when no {ability.sacrifice_if_no_counters} counters are left"
    if ability.intrinsic:
        line += " (from its land type, CR 305.6)"
    return self_words(line)


def spend_words(restriction) -> str:
    """A spending restriction (:class:`~manaplan.models.ability.SpendRestriction`, CR 106.6) as a player says it:
    ``'spend this mana only to cast your commander'``, ``"this mana can't be spent to cast spells from your hand"``
    (the card's own sentences, joined by ";").

    >>> from manaplan.models.ability import SpendRestriction, SpendUse
    >>> spend_words(SpendRestriction(only=(SpendUse("cast", commander=True),)))
    'spend this mana only to cast your commander'
    """
    sentences = [sentence.strip() for sentence in restriction.describe().split(".") if sentence.strip()]
    return "; ".join(sentence[:1].lower() + sentence[1:] for sentence in sentences)


#: The marks of mana with a spending restriction in ``produce``'s table, in the order the board's restrictions first
#: come (a legend line says each).
RESTRICTION_MARKS = ("*", "†", "‡", "§", "¶", "**", "††", "‡‡")


def compact_mana(text: str) -> str:
    """Braced mana written canonically, a run of more than four of one symbol as a count.

    >>> compact_mana("{G}" * 18), compact_mana("{W}{U}")
    ('{G}×18', '{W}{U}')
    """
    symbols = [sym.text for sym in ManaCost.parse(text)] if text else []
    return "".join(f"{sym}×{symbols.count(sym)}" if symbols.count(sym) > 4 else sym * symbols.count(sym)
                   for sym in dict.fromkeys(symbols))


_NUMBER = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


def _types_sorted(types) -> list:
    return sorted(types, key=lambda t: t.order)


def _one_of(types, size: int = 1) -> str:
    """One slot of ``size`` mana of one type chosen from ``types``: ``'{G}'``, ``'one mana of any colour'``,
    ``'3 mana of any one colour'``, ``'{W}, {U} or {G}'``."""
    types = _types_sorted(types)
    if len(types) == 1:
        return compact_mana(f"{{{types[0].value}}}" * size)
    if set(types) == set(COLORS):
        return "one mana of any colour" if size == 1 else f"{size} mana of any one colour"
    if set(types) == set(ALL_TYPES):
        return "one mana of any type" if size == 1 else f"{size} mana of any one type"
    return _either([compact_mana(f"{{{t.value}}}" * size) for t in types])


def _bag_words(bag) -> str:
    """One alternative of a yield: its slots in words (``'{W}{U}'``, ``'two mana, each {W} or {U}'``)."""
    single = "".join(f"{{{next(iter(s.types)).value}}}" * s.size for s in bag if len(s.types) == 1)
    parts = [compact_mana(mana_text(tuple(_sorted_units(single))))] if single else []
    multi: dict = {}
    for s in bag:
        if len(s.types) > 1:
            multi[(frozenset(s.types), s.size)] = multi.get((frozenset(s.types), s.size), 0) + 1
    for (types, size), n in multi.items():
        if n == 1:
            parts.append(_one_of(types, size))
        elif size == 1 and set(types) == set(COLORS):
            parts.append(f"{_NUMBER.get(n, n)} mana, each of any colour")
        elif size == 1:
            parts.append(f"{_NUMBER.get(n, n)} mana, each {_one_of(types)}")
        else:
            parts.append(f"{_NUMBER.get(n, n)} times {_one_of(types, size)}")
    return " and ".join(parts) or "nothing"


def _sorted_units(text: str):
    """The types of braced single mana (``'{U}{W}'``) in WUBRGC order."""
    return sorted((t for t in ALL_TYPES for _ in range(text.count(f"{{{t.value}}}"))), key=lambda t: t.order)


def yield_words(output) -> str:
    """What one activation adds (a :class:`~manaplan.solver.rules.yields.Yield`: alternatives, each a bag of
    slots), as a player says it: ``'{G}'``, ``'{W}{U}'`` (both), ``'{B} or {G}'`` (one of them), ``'one mana of any
    colour'``, ``'3 mana of any one colour'``, ``'{G}×18'``; ``'nothing'``.

    >>> from manaplan.solver.rules.yields import from_choices
    >>> from manaplan.models.mana import ManaType as T
    >>> yield_words(from_choices([(T.W, T.U)])), yield_words(from_choices([(T.B,), (T.G,)]))
    ('{W}{U}', '{B} or {G}')
    >>> yield_words(from_choices([(c,) * 3 for c in COLORS])), yield_words(from_choices([(T.G,)] ))
    ('3 mana of any one colour', '{G}')
    """
    options = [bag for bag in output.options if bag]
    if not options:
        return "nothing"
    if len(options) == 1 and len(options[0]) == 1:  # one slot: "one mana of any colour", "3 mana of any one colour"
        return _one_of(options[0][0].types, options[0][0].size)
    choices = output.choices(limit=5)
    if len(choices) <= 4:  # few enough to name: "{W}{W}, {W}{U} or {U}{U}", "{G}×11 or {B}{B}"
        return _either([compact_mana(mana_text(choice)) for choice in choices if choice])
    return _either([_bag_words(bag) for bag in options])


def _part_words(part: str) -> str:
    words = _cost_part_words(part)
    return words.replace(" this permanent", " it").replace("pay 1 life", "1 life")


def ability_phrase(ability, mark: str = "") -> str:
    """One mana ability as it works now (an :class:`~manaplan.solver.effective.EffectiveAbility`) in a few words, for
    a row of ``produce``: its cost beyond tapping, then what it adds and ``mark`` (a spending restriction's):
    ``'{G}'``, ``'pay {2}: {B}×14'``, ``'sacrifice it: one mana of any colour'``, ``'{C}{C} (2 damage to you)'``."""
    if isinstance(ability.base.output, DoublePool):
        out = "doubles the pool"
    else:
        out = yield_words(ability.output) + mark
    printed = ability.ability.cost.describe()
    parts = [_part_words(part) for part in printed.split(", ") if part and part not in ("{T}",)] if printed else []
    head = ", ".join(_counted_parts(parts))
    line = f"{head}: {out}" if head else out
    damage = ability.ability.damage_to_you
    if damage:
        line += f" ({damage} damage to you)"
    return line


#: One plain choice of mana in a phrase of :func:`ability_phrase`: ``'{B}'``, ``'{B}{R}'``, ``'{G}×7'``.
_MANA_TOKEN = re.compile(r"(?:\{[^{}]+\})+(?:×\d+)?[^\s\w{}(),:]*")


def _plain_tokens(phrase: str) -> list[str] | None:
    """The choices of a phrase that only adds mana (``'{B} or one mana of any colour'``; ``'{B}, {R} or {G}'``:
    ``['{B}', '{R}', '{G}']``), else None (a cost, a damage, a search)."""
    if ": " in phrase or "(" in phrase or phrase.startswith("finds "):
        return None
    if ", " not in phrase:
        return phrase.split(" or ")
    tokens = re.split(r", | or ", phrase)
    return tokens if all(_MANA_TOKEN.fullmatch(t) for t in tokens) else None


def source_words(abilities, marks=None) -> str:
    """What a source adds, ability by ability, for a row of ``produce``: searches first as one phrase (``'finds
    Island or Mountain (1 life)'``), then each other ability (:func:`ability_phrase`), alternatives joined by "; or";
    abilities that add nothing now are left out. ``marks`` maps a spending restriction's words to its mark."""
    marks = marks or {}
    found = [a for a in abilities if a.ability.cost.search and not a.output.empty]
    phrases = []
    if found:
        names = list(dict.fromkeys(a.ability.cost.search for a in found))
        life = max(a.ability.cost.life - a.ability.cost.search_life for a in found)  # the search's own
        more = {a.ability.cost.search: a.ability.cost.search_life for a in found if a.ability.cost.search_life}
        words = _either(names)
        paid = [f"{life} life"] if life else []
        paid += [f"{name}: {n} more as it enters" for name, n in more.items()]  # a shockland's, to enter untapped
        phrases.append(f"finds {words}" + (f" ({'; '.join(paid)})" if paid else ""))
    for a in abilities:
        if a.ability.cost.search or (a.output.empty and not isinstance(a.base.output, DoublePool)):
            continue
        spend = a.ability.spend
        phrases.append(ability_phrase(a, marks.get(spend.describe(), "") if spend is not None else ""))
    phrases += _untap_phrases(abilities)
    phrases = list(dict.fromkeys(phrases))
    if not phrases:
        return ""
    groups: list[list[str]] = []  # plain mana ("{B}", "{B} or {G}") said as one "or"; the others joined by "; or"
    for phrase in phrases:
        plain = _plain_tokens(phrase)  # Urborg's {B} and Savage Lands' own {B}, {R} or {G}: "{B}, {R} or {G}"
        if plain is not None and groups and groups[-1][-1] is not None:
            groups[-1] += [token for token in plain if token not in groups[-1]]
        elif plain is not None:
            groups.append(list(dict.fromkeys(plain)))
        else:
            groups.append([phrase, None])
    said = "; or ".join(_either([p for p in group if p is not None]) for group in groups)
    head = "" if ": " in phrases[0] or phrases[0].startswith(("finds ", "doubles ")) else "adds "
    return head + said


def _untap_phrases(abilities) -> list[str]:
    """An untapper's untaps that add nothing themselves (a permanent untapped to be tapped again, for its own mana
    or for another's cost), one phrase per cost: ``'return a Forest you control to its owner's hand: untaps
    Leovold, Emissary of Trest#1, Birchlore Rangers#1 or 2 more, to tap again'``."""
    by_cost: dict[str, list[str]] = {}
    for a in abilities:
        if a.untaps is not None and a.output.empty:
            phrase = ability_phrase(a)  # "return a Forest …: nothing": its cost
            by_cost.setdefault(phrase.rsplit(": ", 1)[0] if ": " in phrase else "", []).append(a.untaps)
    out = []
    for head, targets in by_cost.items():
        who = _either(targets) if len(targets) <= 3 else ", ".join(targets[:2]) + f" or {len(targets) - 2} more"
        out.append(f"{head + ': ' if head else ''}untaps {who}, to tap again")
    return out


def _either(choices: list[str]) -> str:
    """Choices as a player says them: ``['{B}', '{R}', '{G}']`` → ``'{B}, {R} or {G}'``; one alone as it is."""
    return choices[0] if len(choices) == 1 else ", ".join(choices[:-1]) + " or " + choices[-1]


def could_words(view) -> str:
    """``'could produce R (printed: UG — Blood Moon)'`` for a permanent as it is in force (a
    :class:`~manaplan.solver.effective.PermanentView`); ``''`` for one that could produce nothing, as printed."""
    now, printed = types_words(view.could_produce), types_words(view.printed_could_produce)
    if now == printed:
        return f"could produce {now}" if now else ""
    return f"could produce {now or 'nothing'} (printed: {printed or 'nothing'} — {view.why_changed()})"


def types_words(types) -> str:
    """Mana types a source could produce (CR 106.7), as a player lists them: ``'B and G'``, ``'any colour'``, ``'any
    colour and C'``; ``''`` for none.

    >>> from manaplan.models.mana import ManaType as T
    >>> types_words({T.G, T.B}), types_words(set(COLORS)), types_words({T.C})
    ('B and G', 'any colour', 'C')
    """
    letters = types_text(types)
    if not letters:
        return ""
    if letters.startswith("WUBRG"):
        return "any colour" + (" and C" if letters.endswith("C") else "")
    return letters if len(letters) == 1 else ", ".join(letters[:-1]) + " and " + letters[-1]


def card_kind(card, parsed) -> str | None:
    """What a card is, as players call it, from its types and the mana it makes (None: it makes none):
    ``'a ritual'``, ``'a filter land'``, ``'a mana rock'``, ``'a mana creature'``, ``'a counter-based land'``, ``'a
    mana rock sacrificed for its mana'`` (Jeweled Lotus, a Treasure).

    >>> from manaplan.models.cards.card import Card
    >>> from manaplan.models.oracle.parser import parse_card
    >>> signet = Card("Azorius Signet", "{2}", "Artifact", "{1}, {T}: Add {W}{U}.")
    >>> card_kind(signet, parse_card(signet))
    'a mana rock'
    """
    types = set(card.card_types)
    abilities = parsed.mana_abilities
    if not abilities:
        return "a ritual" if parsed.mana_effects and types & {"Instant", "Sorcery"} else None
    labels = {ability_label(a) for a in abilities}
    once = all(a.cost.sacrifice_self for a in abilities)
    if "Land" in types:
        noun = "land"
    elif "Creature" in types:
        noun = "mana creature"
    elif "Artifact" in types:
        noun = "mana rock"
    elif "Enchantment" in types:
        noun = "mana enchantment"
    else:
        noun = "mana source"
    kind = "filter " if "filter" in labels else "counter-based " if "counter-based" in labels else ""
    if noun == "land" and not kind and not once:
        return None  # a land that taps for mana is just a land
    return f"a {kind}{noun}" + (" sacrificed for its mana" if once else "")


def changed_words(view) -> list[str]:
    """How a permanent in force differs from its printed card (a :class:`~manaplan.solver.effective.PermanentView`):
    its type line, its colours, its lost rules text — one line each, what ``board`` and ``card --board`` both say."""
    lines = []
    if view.type_line != view.printed_type_line:
        lines.append(f"is now {view.type_line} (printed: {view.printed_type_line})")
    if view.colors != view.printed_colors:
        lines.append(f"is now {color_words(view.colors)} (printed: {color_words(view.printed_colors)})")
    if view.lost_text:
        who = ", ".join(dict.fromkeys(name for _, name in view.lost_by))
        lines.append("lost the abilities of its rules text" + (f" ({who})" if who else ""))
    return lines


def effective_ability_words(a) -> str:
    """One line for a mana ability as it is in force (an :class:`~manaplan.solver.effective.EffectiveAbility`): its
    words, where it comes from when granted, and whether it adds nothing on this board."""
    words = ability_words(a.base)
    if a.origin.startswith("granted by"):
        words += f" ({a.origin})"
    if a.output.empty and not a.problem and not isinstance(a.base.output, DoublePool):
        words += ": adds no mana on this board"
    return words


_COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def color_words(colors) -> str:
    """``'green'``, ``'white and blue'``, ``'colorless'``: colours (ManaType values) as a player names them.

    Examples
    --------
    >>> from manaplan.models.mana import ManaType as T
    >>> color_words({T.U, T.W}), color_words(set()), color_words({T.B, T.R, T.G})
    ('white and blue', 'colorless', 'black, red and green')
    """
    names = [_COLOR_NAMES[letter] for letter in types_text(colors) if letter in _COLOR_NAMES]
    if not names:
        return "colorless"
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]

