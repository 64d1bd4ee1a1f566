"""Reading permissions to cast, a card's own ways to be cast from a zone, extra costs and cost changes from card
text (values of :mod:`manaplan.models.effects.casting`).

Each form is one small function and one row of a table, like the mana parser (:mod:`manaplan.models.oracle.parser`):
:data:`KEYWORD_FORMS` for keyword lines (flashback, escape, jump-start, retrace, aftermath, unearth) and
:data:`SENTENCE_FORMS` for sentences (permissions, "As an additional cost …", "Cast this spell only …", cost
changes). A sentence about playing or casting cards that no form reads is *unsupported*: reported, never guessed.
Text that can only make a card cheaper or easier to cast (Delve, Convoke, "This spell costs {1} less …", additional
land plays, an alternative cost: "You may pay … rather than pay this spell's mana cost.", CR 118.9) is a *note*:
leaving it out never makes a wrong "castable".

Examples
--------
>>> from manaplan.models.cards.card import Card
>>> magus = parse_permissions(Card("Magus of the Future", "{2}{U}{U}{U}", "Creature — Human Wizard",
...     "Play with the top card of your library revealed.\\n"
...     "You may play lands and cast spells from the top of your library."))
>>> [g.describe() for g in magus.grants]
['You may play lands and cast spells from the top of your library.']
>>> think = parse_permissions(Card("Think Twice", "{1}{U}", "Instant", "Draw a card.\\nFlashback {2}{U}"))
>>> [o.describe() for o in think.options]
['flashback {2}{U}']
>>> parse_permissions(Card("Gravecrawler", "{B}", "Creature — Zombie",
...     "You may cast this card from your graveyard as long as you control a Zombie.")).unsupported
('You may cast ~ from your graveyard as long as you control a Zombie.',)
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from ..ability import ActivationCost
from ..costs import ManaCost
from ..effects.casting import (CastBan, CastOption, CastPermission, CostChange, ExtraCost, OwnReduction,
                               ParsedPermissions,
                               SpellFilter)
from ..effects.reductions import CostIncrease
from ..errors import CostSyntaxError
from .costs import parse_activation_cost, parse_permanent_filter, singular_words
from .static import ability_cost_change
from .text import (ABILITY_WORDS, SELF, NotUnderstood, mark_self, number_value, self_names, split_ability_word,
                   split_cost_effect, split_sentences, strip_reminder_text)

__all__ = [
    "parse_permissions",
    "parse_spell_filters",
    "parse_extra_cost",
    "KEYWORD_FORMS",
    "SENTENCE_FORMS",
    "NOTE_KEYWORDS",
    "HARMLESS",
    "timing_block",
    "OWN_ABILITY_COST",
]

_S = re.escape(SELF)
_CARD_TYPES = {t.lower(): t for t in ("Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred",
                                      "Land", "Planeswalker", "Sorcery", "Tribal")}
_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_MANA = r"(?:\{[^}]+\})+"

#: Sentences about the library or graveyard that change nothing about what may be cast now.
HARMLESS = (
    re.compile(r"Play with the top card of your library revealed\.", re.I),
    re.compile(r"You may look at the top card of your library(?: any time)?\.", re.I),
    re.compile(r"If a card would be put into your graveyard from anywhere this turn, exile (?:that card|it) "
               r"instead\.", re.I),
    re.compile(r"If you cast a spell this way, (?:you may )?cast it as though it had flash\.", re.I),
    re.compile(r"You may cast [^.]* as though (?:it|they) had flash(?: if you pay \{[^}]+\} more to cast it)?\.",
               re.I),
)
_HARDER = re.compile(r"\bmore to cast\b|\bcosts? (?:\{[^}]+\})+ more\b|\bcan't\b", re.I)
#: Sentences that can only make casting cheaper or easier, not read: notes, never a wrong "castable".
#: An alternative cost (CR 118.9): "You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost.", "If you
#: control a Swamp, you may pay 4 life rather than pay this spell's mana cost.", Fist of Suns' for spells you cast.
_ALTERNATIVE_COST = re.compile(r"(?:If [^,.]+, )?you may [^.]* rather than pay (?:this spell's mana cost|the mana cost "
                               r"for spells (?:that )?you cast)\.", re.I)
_EASIER = re.compile(r"\bcosts? (?:\{[^}]+\}|\w+ (?:mana|generic mana)|\w+) less\b|\bless to cast\b|"
                     r"\bwithout paying (?:its|their) mana costs?\b|\bplay (?:an|two|three) additional lands?\b|"
                     + _ALTERNATIVE_COST.pattern, re.I)

#: Keywords that can only make a card cheaper or add an optional way to cast it: noted, not applied.
NOTE_KEYWORDS = ("Affinity", "Bestow", "Blitz", "Convoke", "Dash", "Delve", "Emerge", "Evoke", "Foretell",
                 "Improvise", "Kicker", "Madness", "Miracle", "Multikicker", "Overload", "Plot", "Prowl",
                 "Spectacle", "Surge", "Buyback", "Entwine", "Replicate", "Casualty", "Offspring", "Squad",
                 "Cleave", "Disguise", "Morph", "Megamorph", "Ninjutsu", "Suspend", "Sneak", "Freerunning")

#: Keywords of ways to cast a card from a zone that are not read yet: unsupported.
_UNSUPPORTED_KEYWORDS = ("Disturb", "Harmonize", "Mayhem")


# ---------------------------------------------------------------------------------------------------- pieces
def parse_spell_filters(words: str) -> tuple[SpellFilter, ...]:
    """The filters of "creature spells", "artifact spells and colorless spells", "instant and sorcery spells",
    "a creature spell", "one permanent spell with mana value 2 or less", "spells".

    Raises
    ------
    NotUnderstood
        For any other words.

    Examples
    --------
    >>> [f.describe() for f in parse_spell_filters("artifact spells and colorless spells")]
    ['artifact spells', 'colorless spells']
    >>> [f.describe() for f in parse_spell_filters("instant and sorcery spells")]
    ['instant or sorcery spells']
    >>> parse_spell_filters("spells with mana value 2 or less")[0].max_mana_value
    2
    """
    text = words.strip()
    mv: int | None = None
    m = re.search(r"\s+with (?:mana value|converted mana cost) (\w+) or less$", text)
    if m:
        mv = number_value(m.group(1))
        text = text[:m.start()]
    text = re.sub(r"^(?:a|an|one)\s+", "", text)
    text = re.sub(r"\bspell\b", "spells", text)
    parts = [p.strip() for p in re.split(r",\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+", text) if p.strip()]
    if not parts or not parts[-1].endswith("spells"):
        raise NotUnderstood(f"spells not understood: {words!r}")
    # "instant and sorcery spells": one filter with both types; "artifact spells and colorless spells": two
    groups: list[list[str]] = [[]]
    for part in parts:
        groups[-1].append(part.removesuffix("spells").strip())
        if part.endswith("spells"):
            groups.append([])
    out: list[SpellFilter] = []
    for group in groups[:-1]:
        out.append(_filter_of(group, mv, words))
    return tuple(out)


def _filter_of(alternatives: list[str], mv: int | None, words: str) -> SpellFilter:
    """One filter from the adjective groups of alternatives ("instant", "sorcery") that share a noun."""
    types: set[str] = set()
    fields: dict[str, Any] = {}
    for alt in alternatives:
        adjectives = alt.split()
        if not adjectives:
            if len(alternatives) > 1:
                raise NotUnderstood(f"spells not understood: {words!r}")
            continue
        for adj in adjectives:
            if adj in _CARD_TYPES:
                types.add(_CARD_TYPES[adj])
            elif adj.startswith("non") and adj[3:].lstrip("-") in _CARD_TYPES:
                fields.setdefault("not_card_types", set()).add(_CARD_TYPES[adj[3:].lstrip("-")])
            elif adj in _COLOR_WORDS:
                fields.setdefault("colors", set()).add(_COLOR_WORDS[adj])
            elif adj == "colorless":
                fields["colorless"] = True
            elif adj == "permanent":
                fields["permanent"] = True
            elif re.fullmatch(r"[A-Z][a-z'-]+", adj):  # "Goblin spells", "colorless Eldrazi spells"
                fields.setdefault("subtypes", set()).add(adj)
            else:
                raise NotUnderstood(f"spells not understood: {words!r}")
    return SpellFilter(card_types=frozenset(types), not_card_types=frozenset(fields.get("not_card_types", ())),
                       colors=frozenset(fields.get("colors", ())), colorless=fields.get("colorless", False),
                       permanent=fields.get("permanent", False), max_mana_value=mv,
                       subtypes=frozenset(fields.get("subtypes", ())))


_EXTRA_PARTS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], ExtraCost]], ...] = (
    (re.compile(r"pay (\d+) life", re.I), lambda m: ExtraCost(life=int(m.group(1)))),
    (re.compile(r"discard (a|an|one|two|three|four|five) cards?", re.I),
     lambda m: ExtraCost(discard=number_value(m.group(1)))),
    (re.compile(r"discard (a|an|one|two|three) land cards?", re.I),
     lambda m: ExtraCost(discard_lands=number_value(m.group(1)))),
    (re.compile(r"exile (\w+) other cards? from your graveyard", re.I),
     lambda m: ExtraCost(exile_other=number_value(m.group(1)))),
    (re.compile(r"exile (\w+) cards? from your graveyard", re.I),
     lambda m: ExtraCost(exile_other=number_value(m.group(1)))),
    (re.compile(r"exile (a|an|one|two|three) (artifact|creature|instant|sorcery|land|enchantment) cards? from "
                r"your graveyard", re.I),
     lambda m: ExtraCost(exile_types=((_CARD_TYPES[m.group(2).lower()], number_value(m.group(1))),))),
    (re.compile(r"discard (?:a|one) card or pay (?P<mana>\{\d+\})", re.I),
     lambda m: ExtraCost(discard=1, or_pay=ManaCost.parse(m.group("mana")))),
    (re.compile(r"sacrifice (?P<n>a|an) (?P<what>[^,]+)", re.I), lambda m: _sacrifice(m)),
)


def _sacrifice(m: re.Match[str]) -> ExtraCost:
    """"sacrifice a creature", "sacrifice an artifact or creature", "sacrifice a green creature" (CR 701.21a: a
    permanent you control of that kind)."""
    what = m.group("what").strip()
    return ExtraCost(sacrifices=(parse_permanent_filter(what, text=f"{m.group('n').lower()} {what}"),))


def parse_extra_cost(text: str) -> tuple[ManaCost | None, ExtraCost]:
    """The mana and the other parts of a cost written as on cards: ``'{G}{G}{U}{U}, Exile five other cards from
    your graveyard'``, ``'{1}{U}, Pay 3 life'``, ``'discard two cards'``.

    Returns
    -------
    (ManaCost or None, ExtraCost)
        None when the cost has no mana part.

    Raises
    ------
    NotUnderstood
        For a part that is neither mana nor a form of ``_EXTRA_PARTS`` (tapping creatures, sacrificing several …).

    Examples
    --------
    >>> mana, extra = parse_extra_cost("{G}{G}{U}{U}, Exile five other cards from your graveyard")
    >>> mana.text, extra.exile_other
    ('{G}{G}{U}{U}', 5)
    >>> parse_extra_cost("Sacrifice a creature")[1].describe()
    'sacrifice a creature'
    >>> parse_extra_cost("discard a card or pay {5}")[1].describe()
    'discard a card or pay {5}'
    """
    mana: ManaCost | None = None
    extra = ExtraCost()
    for part in re.split(r",\s*(?:and\s+)?|\s+and\s+", text.strip().rstrip(".")):
        part = part.strip()
        if not part:
            continue
        if re.fullmatch(_MANA, part):
            try:
                cost = ManaCost.parse(part)
            except CostSyntaxError as e:
                raise NotUnderstood(f"cost not understood: {part!r}") from e
            mana = cost if mana is None else mana + cost
            continue
        for pattern, read in _EXTRA_PARTS:
            m = pattern.fullmatch(part)
            if m:
                extra = extra + read(m)
                break
        else:
            raise NotUnderstood(f"cost not understood: {part!r}")
    return mana, extra


# ---------------------------------------------------------------------------------------------------- keyword lines
@dataclass(slots=True)
class _Reading:
    """What the forms have found so far on one card (mutable while parsing)."""

    grants: list[CastPermission] = field(default_factory=list)
    resolved: list[CastPermission] = field(default_factory=list)
    options: list[CastOption] = field(default_factory=list)
    additional: ExtraCost = ExtraCost()
    cost_changes: list[CostChange] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    unsupported: list[str] = field(default_factory=list)
    timing: list[str] = field(default_factory=list)
    grant_notes: list[str] = field(default_factory=list)
    grant_unsupported: list[str] = field(default_factory=list)
    bans: list = field(default_factory=list)
    reductions: list = field(default_factory=list)
    additional_lands: int = 0


@dataclass(frozen=True, slots=True)
class _Where:
    """The context of a line: the card's face name, whether the card is an instant/sorcery, the face's mana cost."""

    face: str | None
    is_spell: bool
    mana_cost: str


def _flashback(m: re.Match[str], r: _Reading, w: _Where) -> None:
    mana, extra = parse_extra_cost(m.group("cost"))
    r.options.append(CastOption("flashback", mana=mana if mana is not None else ManaCost(()), extra=extra,
                                face=w.face, text=m.group(0)))


def _escape(m: re.Match[str], r: _Reading, w: _Where) -> None:
    mana, extra = parse_extra_cost(m.group("cost"))
    r.options.append(CastOption("escape", mana=mana if mana is not None else ManaCost(()), extra=extra,
                                face=w.face, text=m.group(0)))


def _jump_start(m: re.Match[str], r: _Reading, w: _Where) -> None:
    r.options.append(CastOption("jump-start", extra=ExtraCost(discard=1), face=w.face, text=m.group(0)))


def _retrace(m: re.Match[str], r: _Reading, w: _Where) -> None:
    r.options.append(CastOption("retrace", extra=ExtraCost(discard_lands=1), face=w.face, text=m.group(0)))


def _aftermath(m: re.Match[str], r: _Reading, w: _Where) -> None:
    r.options.append(CastOption("aftermath", face=w.face, text=m.group(0)))


def _unearth(m: re.Match[str], r: _Reading, w: _Where) -> None:
    mana, extra = parse_extra_cost(m.group("cost"))
    r.options.append(CastOption("unearth", mana=mana if mana is not None else ManaCost(()), extra=extra,
                                ability=True, face=w.face, text=m.group(0)))


def _affinity(m: re.Match[str], r: _Reading, w: _Where) -> None:
    """"Affinity for artifacts": "This spell costs {1} less to cast for each artifact you control." (CR 702.41a)."""
    what = m.group("what")
    try:
        per = parse_permanent_filter(singular_words(what), text=singular_words(what), what="what affinity counts")
    except NotUnderstood:
        r.notes.append(f"{m.group(0)} is not considered")
        return
    r.reductions.append(OwnReduction(1, per, m.group(0)))


def _note_keyword(m: re.Match[str], r: _Reading, w: _Where) -> None:
    r.notes.append(f"{m.group('kw')} is not considered")


def _unsupported_keyword(m: re.Match[str], r: _Reading, w: _Where) -> None:
    r.unsupported.append(m.group(0))


_DASH = r"\s*(?:\u2014|-)\s*|\s+"
#: Keyword lines, each read whole: (pattern, reader).
KEYWORD_FORMS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str], _Reading, _Where], None]], ...] = (
    (re.compile(rf"Flashback(?:{_DASH})(?P<cost>.+)"), _flashback),
    (re.compile(rf"Escape(?:{_DASH})(?P<cost>.+)"), _escape),
    (re.compile(r"Jump-start"), _jump_start),
    (re.compile(r"Retrace"), _retrace),
    (re.compile(r"Aftermath"), _aftermath),
    (re.compile(rf"Unearth(?:{_DASH})(?P<cost>{_MANA})"), _unearth),
    (re.compile(r"Affinity for (?P<what>[\w ]+?)"), _affinity),
    (re.compile(r"(?P<kw>" + "|".join(NOTE_KEYWORDS) + r")\b.*"), _note_keyword),
    (re.compile(r"(?P<kw>" + "|".join(_UNSUPPORTED_KEYWORDS) + r")\b.*"), _unsupported_keyword),
)


# ---------------------------------------------------------------------------------------------------- sentences
_ZONE = {"the top of your library": "library_top", "your graveyard": "graveyard"}
_VERBS = re.compile(
    r"(?P<verb>play|cast)\s+(?P<what>.+?)(?=\s+and\s+(?:play|cast)\b|$)", re.I)


def _objects(clause: str) -> tuple[bool, tuple[SpellFilter, ...]]:
    """``(lands, spells)`` of "play lands and cast spells", "play cards", "cast creature spells", "play the top card
    of your library", "play a land and cast a permanent spell"."""
    lands = False
    spells: list[SpellFilter] = []
    pos = 0
    clause = clause.strip()
    for m in _VERBS.finditer(clause):
        if clause[pos:m.start()].strip() not in ("", "and"):
            raise NotUnderstood(f"not understood: {clause!r}")
        pos = m.end()
        verb, what = m.group("verb").lower(), m.group("what").strip()
        if verb == "play" and what in ("lands", "a land", "land cards"):
            lands = True
        elif verb == "play" and what in ("cards", "the top card of your library", "the top card", "that card"):
            lands = True
            spells.append(SpellFilter())
        elif verb == "play" and what.endswith(" of each permanent type"):
            raise NotUnderstood(f"not understood: {clause!r}")
        elif verb == "cast":
            spells.extend(parse_spell_filters(re.sub(r" of each permanent type$", "", what)))
        else:
            raise NotUnderstood(f"not understood: {clause!r}")
    if clause[pos:].strip():
        raise NotUnderstood(f"not understood: {clause!r}")
    return lands, tuple(spells)


_PERMISSION = re.compile(
    rf"(?P<head>Until end of turn, |During each of your turns, |As long as {_S} is attached to a creature, )?"
    r"you may (?P<clause>(?:play|cast) .+?) from (?P<zone>the top of your library|your graveyard)"
    r"(?P<tail>\. If you cast a spell this way, pay life equal to its (?:converted mana cost|mana value) rather than "
    r"pay its mana cost)?\.", re.I)


def _permission(m: re.Match[str], r: _Reading, w: _Where, activation: ActivationCost | None,
                kind: str) -> None:
    if "clause" in m.groupdict():
        lands, spells = _objects(m.group("clause"))
        zone = _ZONE[m.group("zone").lower()]
    else:  # "you may play the top card of your library"
        lands, spells, zone = m.group("verb").lower() == "play", (SpellFilter(),), "library_top"
    head = (m.group("head") or "").lower()
    if kind == "static" and head.startswith("until end of turn"):
        kind = "effect"
    permission = CastPermission(
        zone=zone, lands=lands, spells=spells, pay_life=bool(m.group("tail")),
        while_attached_to_creature=head.startswith("as long as"), activation=activation, text=m.group(0))
    if head.startswith("during each of your turns"):
        r.grant_notes.append(f"once each turn, assumed not used yet: {m.group(0)}")
    if kind == "activated":
        r.grants.append(permission)
        r.resolved.append(replace(permission, activation=None))
    elif kind == "effect":
        r.resolved.append(permission)
    else:
        r.grants.append(permission)


_SELF_CAST = re.compile(rf"You may cast {_S} from your graveyard(?: or from exile)?\.", re.I)


def _self_cast(m: re.Match[str], r: _Reading, w: _Where) -> None:
    r.options.append(CastOption("may cast", face=w.face, text=m.group(0)))


_ADDITIONAL = re.compile(rf"As an additional cost to cast (?:this spell|{_S}), (?P<cost>.+)\.", re.I)
#: "pay X life" with X chosen as the spell is cast (Toxic Deluge).
_PAY_X_LIFE = re.compile(r"pay X life", re.I)


def _additional(m: re.Match[str], r: _Reading, w: _Where) -> None:
    cost = m.group("cost")
    if cost.lower().startswith("you may "):  # optional (like kicker): leaving it out is never wrong
        r.notes.append(f"optional additional cost not considered: {cost}")
        return
    if _PAY_X_LIFE.fullmatch(cost) and "{X}" not in w.mana_cost:
        # Toxic Deluge, Hatred: X is chosen as the spell is cast (CR 601.2b) and may be 0 (CR 107.1b, 107.3), so
        # the cheapest legal choice is no life at all; any more is the player's to choose.
        r.notes.append(f"its additional cost '{cost}' is counted with X = 0 (you choose X as you cast it, CR 601.2b)")
        return
    _, extra = parse_extra_cost(cost)
    r.additional = r.additional + extra


_TIMING = re.compile(rf"Cast (?:this spell|{_S}) only (?P<when>.+)\.", re.I)
_NOT_MAIN_PHASE = re.compile(r"during (?:combat|an opponent's turn|your upkeep|your end step|an opponent's "
                             r"(?:upkeep|end step)|(?:the|your) declare (?:attackers|blockers) step|your opponent's turn)"
                             r"|after (?:combat|blockers are declared)", re.I)


def timing_block(when: str) -> str | None:
    """Why "Cast this spell only <when>." forbids casting it in your main phase with the stack empty; ``''`` when
    it does not; None when the words are not understood.

    Examples
    --------
    >>> timing_block("during combat")
    'it can be cast only during combat, not in your main phase'
    >>> timing_block("as a sorcery")
    ''
    >>> timing_block("if a creature died this turn") is None
    True
    """
    when = when.strip().rstrip(".")
    if when.lower() in ("as a sorcery", "during your turn", "during your main phase", "any time you could cast a "
                        "sorcery"):
        return ""
    if _NOT_MAIN_PHASE.match(when):
        return f"it can be cast only {when}, not in your main phase"
    return None


def _timing(m: re.Match[str], r: _Reading, w: _Where) -> None:
    block = timing_block(m.group("when"))
    if block is None:
        raise NotUnderstood("condition not understood")
    if block:
        r.timing.append(block)


_COST_CHANGE = re.compile(
    r"(?P<filter>(?:[\w-]+ (?:and |or )?)*?spells?)(?P<who> you cast| your opponents cast)?(?P<chosen> of the "
    r"chosen type)? costs? \{(?P<n>\d+)\} (?P<dir>more|less) to cast\.", re.I)


def _cost_change(m: re.Match[str], r: _Reading, w: _Where) -> None:
    words = m.group("filter")
    if words.lower().startswith(("this spell", SELF)):
        _own_cost_change(m, r, w)
        return
    first, _, rest = words.partition(" ")
    if first.lower() in _CARD_TYPES or first.lower() in _COLOR_WORDS or first.lower().startswith(
            ("non", "colorless", "spell", "permanent")):
        words = first.lower() + (" " + rest if rest else "")  # "Creature spells"; "Goblin spells" keeps its subtype
    filters = parse_spell_filters(words)
    if m.group("chosen"):  # "Spells you cast of the chosen type" (Cloud Key): the board's chosen: says which
        filters = tuple(replace(f, chosen=True) for f in filters)
    n = int(m.group("n"))
    who = {None: "all", " you cast": "yours", " your opponents cast": "opponents"}[m.group("who")]
    r.cost_changes.append(CostChange(n if m.group("dir").lower() == "more" else -n, filters[0], who, m.group(0),
                                     also=filters[1:]))


_TOP_CARD = re.compile(
    rf"(?P<head>Until end of turn, |As long as {_S} is attached to a creature, )?"
    r"you may (?P<verb>play|cast) the top card of your library"
    r"(?P<tail>\. If you cast a spell this way, pay life equal to its (?:converted mana cost|mana value) rather than "
    r"pay its mana cost)?\.", re.I)


_OWN_COST = re.compile(rf"(?:This spell|{_S}) costs? (?:\{{[^}}]+\}})+ (?P<dir>more|less) to cast(?P<rest>.*)\.",
                       re.I)


_FOR_EACH = re.compile(r" for each (?P<what>[\w -]+?) you control")


def _own_cost_change(m: re.Match[str], r: _Reading, w: _Where) -> None:
    own = _OWN_COST.fullmatch(m.group(0)) or _OWN_COST.fullmatch(m.string)
    if own is None:
        raise NotUnderstood("cost change not understood")
    each = _FOR_EACH.fullmatch(own.group("rest"))
    amount = re.fullmatch(r"(?:This spell|~) costs? \{(?P<n>\d+)\} less to cast.*", own.group(0), re.I)
    if own.group("dir").lower() == "less" and each and amount:  # "… for each artifact you control" (Frogmite)
        try:
            per = parse_permanent_filter(singular_words(each.group("what")), text=each.group("what"),
                                         what="what the reduction counts")
        except NotUnderstood:
            per = None
        if per is not None:
            r.reductions.append(OwnReduction(int(amount.group("n")), per, own.group(0)))
            return
    if own.group("dir").lower() == "less":
        r.notes.append(f"its cost reduction is not applied ({own.group(0)})")
    elif own.group("rest").strip() == "for each target beyond the first":
        return  # with one target it costs nothing more
    else:
        raise NotUnderstood("cost increase not understood")


_MINIMUM = re.compile(rf"(?P<untapped>As long as {_S} is untapped, )?each spell that would cost less than (?P<n>\w+) "
                      r"mana to cast costs (?P=n) mana to cast\.", re.I)


def _minimum(m: re.Match[str], r: _Reading, w: _Where) -> None:
    """Trinisphere (CR 601.2f): a total cost of at least N mana, after every other change."""
    n = number_value(m.group("n"))
    if n is None:
        raise NotUnderstood("minimum cost not understood")
    r.cost_changes.append(CostChange(0, SpellFilter(), "all", m.group(0), minimum=n,
                                     while_untapped=bool(m.group("untapped"))))


#: "Spells with the chosen name can't be cast." (Meddling Mage), "Noncreature spells with converted mana cost 4 or
#: greater can't be cast." and "Noncreature spells with {X} in their mana costs can't be cast." (Gaddock Teeg).
_BAN = re.compile(r"(?P<filter>[\w ]*?spells?)(?: with (?:(?P<chosen>the chosen name)|(?:converted mana cost|mana "
                  r"value) (?P<mv>\w+) or greater|(?P<x>\{X\} in (?:their|its) mana costs?)))? can't be cast\.", re.I)
#: "Players can't cast spells from graveyards or libraries." (Grafdigger's Cage), "Your opponents can't cast spells
#: from anywhere other than their hands." (Drannith Magistrate).
_ZONE_BAN = re.compile(r"(?P<who>Players|Your opponents) can't cast spells from (?:(?P<zones>graveyards or "
                       r"libraries)|(?P<other>anywhere other than their hands))\.", re.I)
#: "Your opponents can't cast spells with the chosen name." (Alhammarret's chosen name, Void Mirror's kin), "… spells
#: of the chosen color." (Iona, Shield of Emeria), "… spells with even mana values." (Void Winnower; its "(Zero is
#: even.)" is reminder text, CR 207.2)
_OPPONENT_NAME_BAN = re.compile(r"Your opponents can't cast spells (?:with the (?P<name>chosen name)|of the "
                                r"(?P<color>chosen color)|with (?P<parity>even|odd) mana values)\.", re.I)


def _opponent_name_ban(m: re.Match[str], r: _Reading, w: _Where) -> None:
    """Your opponents' spells with the name or of the colour chosen for the source, or with mana values of a parity,
    can't be cast (:class:`CastBan`)."""
    r.bans.append(CastBan(chosen_name=bool(m.group("name")), chosen_color=bool(m.group("color")),
                          parity=(m.group("parity") or "").lower(), whose="opponents", text=m.group(0)))


def _ban(m: re.Match[str], r: _Reading, w: _Where) -> None:
    """Spells that can't be cast, by name, mana value or {X} (:class:`CastBan`)."""
    filters = parse_spell_filters(m.group("filter")[0].lower() + m.group("filter")[1:])
    if len(filters) != 1:
        raise NotUnderstood("spells not understood")
    mv = number_value(m.group("mv")) if m.group("mv") else None
    r.bans.append(CastBan(filters[0], min_mana_value=mv, has_x=bool(m.group("x")),
                          chosen_name=bool(m.group("chosen")), text=m.group(0)))


def _zone_ban(m: re.Match[str], r: _Reading, w: _Where) -> None:
    """Spells that can't be cast from some zones (:class:`CastBan`)."""
    zones = frozenset({"graveyard", "library_top"}) if m.group("zones") else frozenset({"library_top", "graveyard"})
    whose = "all" if m.group("who").lower() == "players" else "opponents"
    r.bans.append(CastBan(zones=zones, whose=whose, text=m.group(0)))


_ADDITIONAL_LAND = re.compile(r"You may play (?:an additional land|(?:up to )?(?P<n>two|three) additional lands) on "
                              r"each of your turns\.", re.I)


def _additional_land(m: re.Match[str], r: _Reading, w: _Where) -> None:
    """Exploration's, Azusa's additional land plays (CR 305.2), counted as a value (``turn`` uses them; ``cast``
    answers for the land play alone, as its note says)."""
    r.additional_lands += {None: 1, "two": 2, "three": 3}[m.group("n") and m.group("n").lower()]
    r.grant_notes.append("additional land plays are not counted (land_played means no land play is left)")


#: Whole sentences: (pattern, reader). Permissions are read by :func:`_read_sentence` itself (they depend on the
#: kind of ability the sentence belongs to).
SENTENCE_FORMS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str], _Reading, _Where], None]], ...] = (
    (_SELF_CAST, _self_cast),
    (_ADDITIONAL, _additional),
    (_TIMING, _timing),
    (_OWN_COST, _own_cost_change),
    (_COST_CHANGE, _cost_change),
    (_MINIMUM, _minimum),
    (_BAN, _ban),
    (_ZONE_BAN, _zone_ban),
    (_OPPONENT_NAME_BAN, _opponent_name_ban),
    (_ADDITIONAL_LAND, _additional_land),
)

#: A sentence that speaks of casting or playing cards from somewhere, or of what spells cost: it must be read by
#: some form, else it is unsupported.
_ABOUT_CASTING = re.compile(
    r"\byou may (?:play|cast)\b|\bfrom (?:the top of )?your (?:library|graveyard)\b.*\b(?:play|cast)\b|"
    r"\bcosts? \{[^}]+\} (?:more|less)\b|\bcosts? (?:\w+ )?(?:more|less) to cast\b|\bcan't (?:cast|play)\b|"
    r"\bcast (?:this spell|~) only\b|\bas an additional cost to cast\b|\bplay lands? from\b", re.I)
_TRIGGER = re.compile(r"^(?:When|Whenever|At)\b")
#: "This ability costs {1} less to activate for each legendary creature you control." (Boseiju, Who Endures's channel):
#: what the activated ability it ends costs, nothing about casting spells (CR 602.2b).
OWN_ABILITY_COST = re.compile(r"\s*This ability costs \{\d+\} less to activate for each [^.]+\.", re.I)


def _read_sentence(sentence: str, r: _Reading, w: _Where, *, activation: ActivationCost | None,
                   kind: str) -> None:
    """Read one sentence into ``r``; raise NotUnderstood when it is about casting and no form reads it."""
    if any(p.fullmatch(sentence) for p in HARMLESS):
        return
    m = _PERMISSION.fullmatch(sentence) or _TOP_CARD.fullmatch(sentence)
    if m:
        _permission(m, r, w, activation, kind)
        return
    for pattern, read in SENTENCE_FORMS:
        m = pattern.fullmatch(sentence)
        if m:
            read(m, r, w)
            return
    if any(isinstance(e, CostIncrease) for e in ability_cost_change(sentence) or ()):
        return  # abilities that cost more to activate: the effects' (Suppression Field), a permission's activation too
    if _ABOUT_CASTING.search(sentence) or _ALTERNATIVE_COST.fullmatch(sentence):
        raise NotUnderstood("not understood")


def _sentences(effect: str) -> list[str]:
    """Sentences, with the Citadel's "If you cast a spell this way …" kept with the permission before it."""
    out: list[str] = []
    for s in split_sentences(effect):
        if out and s.lower().startswith("if you cast a spell this way, pay life") and out[-1].lower().startswith(
                ("you may", "until end of turn", "during each", "as long as")):
            out[-1] = out[-1] + " " + s
        else:
            out.append(s)
    return out


def _read_line(line: str, r: _Reading, w: _Where) -> None:
    """One ability: a keyword line, an activated ability, a triggered ability (skipped) or static/spell text."""
    prefix, rest = split_ability_word(line)
    if prefix.lower() in ABILITY_WORDS:
        line = rest
    for pattern, read in KEYWORD_FORMS:
        m = pattern.fullmatch(line)
        if m:
            try:
                read(m, r, w)
            except NotUnderstood:
                r.unsupported.append(line)
            return
    if _TRIGGER.match(line):
        return  # triggered abilities do nothing about casting now
    split = split_cost_effect(line)
    if split is not None and not line.lower().startswith(("as long as", "until end of turn")):
        cost_text, effect = split
        effect = OWN_ABILITY_COST.sub("", effect)  # the ability's own cost, not casting
        permission_words = _PERMISSION.search(effect) is not None or _TOP_CARD.search(effect) is not None
        if not (permission_words or _ABOUT_CASTING.search(effect)):
            return  # an activated ability that grants nothing about casting (mana abilities and the rest)
        try:
            activation = parse_activation_cost(cost_text)
            for sentence in _sentences(effect):
                _read_sentence(sentence, r, w, activation=activation, kind="activated")
        except NotUnderstood:
            r.grant_unsupported.append(line)
        return
    for sentence in _sentences(line):
        try:
            _read_sentence(sentence, r, w, activation=None, kind="effect" if w.is_spell else "static")
        except NotUnderstood:
            if _EASIER.search(sentence) and not _HARDER.search(sentence):
                what = "an alternative cost is not considered (CR 118.9)" if "rather than pay" in sentence \
                    else "not applied"
                (r.notes if _is_own(sentence) else r.grant_notes).append(f"{what}: {sentence}")
            else:
                (r.unsupported if _is_own(sentence) else r.grant_unsupported).append(sentence)


_OWN = re.compile(rf"\bthis spell\b|^As an additional cost to cast (?:this spell|{_S})[ ,]|^(?:You may )?cast {_S} |"
                  rf"^{_S} costs?\b", re.I)


def _is_own(sentence: str) -> bool:
    """A sentence about casting the card itself (rather than about what it lets you do as a permanent)."""
    return _OWN.search(sentence) is not None


def _read_face(name: str, type_line: str, text: str, mana_cost: str, r: _Reading, face: str | None) -> None:
    types = type_line.split("\u2014")[0]
    is_spell = ("Instant" in types or "Sorcery" in types) and not any(
        t in types for t in ("Creature", "Artifact", "Enchantment", "Land", "Planeswalker", "Battle"))
    marked = mark_self(strip_reminder_text(text), self_names(name))
    where = _Where(face=face, is_spell=is_spell, mana_cost=mana_cost)
    for raw in marked.split("\n"):
        line = raw.strip()
        if line and line != "//":
            _read_line(line, r, where)


def parse_permissions(card: Any) -> ParsedPermissions:
    """What a card's text says about casting: permissions it grants, its own ways to be cast from a zone, extra
    costs, cost changes, notes and what was not understood.

    A multi-face card is read face by face: options and additional costs found on a face belong to that face
    (:attr:`CastOption.face`); a card without faces (or a face) is read whole, ``face=None``.

    Parameters
    ----------
    card : Card
        A card or a face (anything with ``name``, ``type_line``, ``oracle_text``, ``mana_cost``, ``faces``).

    Returns
    -------
    ParsedPermissions

    Examples
    --------
    >>> from manaplan.models.cards.card import Card
    >>> will = parse_permissions(Card("Magus of the Will", "{2}{B}", "Creature — Human Wizard",
    ...     "{2}{B}, {T}, Exile Magus of the Will: Until end of turn, you may play lands and cast spells from your "
    ...     "graveyard. If a card would be put into your graveyard from anywhere this turn, exile that card instead."))
    >>> will.grants[0].activation.describe()
    '{2}{B}, {T}, Exile this permanent'
    >>> will.resolved[0].activation is None
    True
    >>> thalia = parse_permissions(Card("Thalia", "{1}{W}", "Creature", "Noncreature spells cost {1} more to cast."))
    >>> thalia.cost_changes[0].describe()
    'noncreature spells cost {1} more to cast'
    """
    faces = tuple(getattr(card, "faces", ()) or ())
    if faces:
        read = tuple((face.name, face.type_line, face.oracle_text or "", face.mana_cost or "", face.name)
                     for face in faces)
    else:
        face = card.name if getattr(card, "is_face", False) else None
        read = ((card.name, card.type_line or "", card.oracle_text or "", card.mana_cost or "", face),)
    return _permissions_of(read)


@functools.lru_cache(maxsize=4096)
def _permissions_of(faces: tuple[tuple[str, str, str, str, str | None], ...]) -> ParsedPermissions:
    """:func:`parse_permissions` of a card given by its faces' words (name, type line, text, mana cost, face name):
    a pure function of them, read once per text (a turn reads a permanent's permissions on every board it looks at;
    ``parse_text`` is cached alike)."""
    r = _Reading()
    for name, type_line, text, mana_cost, face in faces:
        _read_face(name, type_line, text, mana_cost, r, face)
    return ParsedPermissions(
        grants=tuple(r.grants), resolved=tuple(r.resolved), options=tuple(r.options), additional=r.additional,
        cost_changes=tuple(r.cost_changes), notes=tuple(dict.fromkeys(r.notes)),
        unsupported=tuple(dict.fromkeys(r.unsupported)), timing=tuple(dict.fromkeys(r.timing)),
        grant_notes=tuple(dict.fromkeys(r.grant_notes)), grant_unsupported=tuple(dict.fromkeys(r.grant_unsupported)),
        bans=tuple(r.bans), reductions=tuple(r.reductions), additional_lands=r.additional_lands,
    )
