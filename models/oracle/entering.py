"""How a permanent enters the battlefield, read from text (a line form of the oracle parser): the card's own
"enters tapped" and its conditions, a bounceland's return of a land, and effects by which other permanents enter
tapped or untapped. The values are those of :mod:`manaplan.models.effects.entering`.

============================  ====================================================================================
form                          examples
============================  ====================================================================================
its own, always               "~ enters tapped." (Bojuka Bog, Savage Lands, the Triomes, Azorius Chancery) · "… tapped
                              with two charge counters on it." (Vivid lands) · "… tapped. As it enters, choose a color."
unless you control …          "~ enters tapped unless you control a Forest or an Island." (checklands) · "… unless
                              you control two or fewer other lands." (fastlands) · "… two or more other lands."
                              (slowlands) · "… two or more basic lands." (battle lands) · "… a basic land."
if you control …              "If you control two or more other lands, ~ enters tapped." (Cave of the Frost Dragon)
pay life                      "As ~ enters, you may pay 2 life. If you don't, it enters tapped." (shocklands; a
                              modal card's land face: 3 life) · "… choose a basic land type. Then you may pay 2 life.
                              If you don't, it enters tapped." (Multiversal Passage)
reveal                        "As ~ enters, you may reveal a Forest or Island card from your hand. If you don't, ~
                              enters tapped." (the snarls)
life                          "~ enters tapped unless a player has 13 or less life."
bounce                        "When ~ enters, return a land you control to its owner's hand." (Karoos)
sacrifice as it enters        "When ~ enters, sacrifice two lands." (Lotus Field) · "… sacrifice it unless you pay {1}."
                              · "If ~ would enter, sacrifice two untapped lands instead. If you do, …" (Lotus Vale)
others enter tapped           "Creatures and nonbasic lands your opponents control enter tapped." (Thalia, Heretic
                              Cathar) · "Artifacts, creatures, and lands your opponents control enter tapped."
                              (Kismet) · "As long as ~ is tapped, other permanents enter tapped." (Archelos)
others enter untapped         "Lands you control enter untapped." (Spelunking) · "Gates you control enter untapped."
untap what entered tapped     "Whenever a permanent enters tapped and under your control, untap it." (Amulet of
                              Vigor)
============================  ====================================================================================

Any other "~ enters tapped unless …" is read as an :class:`~manaplan.models.effects.EntersTapped` whose condition is
not read (``unread``): the permanent is taken to enter tapped, a plan missed, never a wrong one.

Examples
--------
>>> ctx = LineContext("", is_spell=False, read_quoted=lambda text: LineReading())
>>> entering_line("~ enters tapped unless you control two or fewer other lands.", ctx).entering[0].describe()
'enters tapped unless you control two or fewer other lands'
>>> (shock,) = entering_line("As ~ enters, you may pay 2 life. If you don't, it enters tapped.", ctx).entering
>>> shock.unless
(PaysLife(life=2),)
>>> entering_line("Flying", ctx) is None
True
"""

from __future__ import annotations

import re

from ..ability import ControlCount, PermanentFilter
from ..effects import YOU, EnterUntapped, OthersEnterTapped, Scope, UntapsEntering
from ..effects.entering import (
    ControlsAtMost,
    EntersTapped,
    LifeAtMost,
    PaysLife,
    ReturnsLand,
    RevealsCard,
    SacrificesOnEntering,
)
from .costs import parse_permanent_filter, singular_words
from .line_reading import LineContext, LineReading
from .scopes import parse_scope
from .text import SELF, NotUnderstood, number_value, split_sentences

__all__ = ["entering_line", "entry_condition", "others_scope"]

_S = re.escape(SELF)
_ENTERS = r"enters(?: the battlefield)?"
_ITSELF = rf"(?:{_S}(?: land)?|it)"
_TAPPED = re.compile(rf"{_ITSELF} {_ENTERS} tapped\.")
_UNLESS = re.compile(rf"{_ITSELF} {_ENTERS} tapped unless (?P<cond>[^.]+)\.")
_IF_CONTROL = re.compile(rf"If you control (?P<n>\w+) or more other (?P<what>[\w ]+?), {_ITSELF} {_ENTERS} tapped\.")
_AS_ENTERS = re.compile(rf"As {_ITSELF} {_ENTERS}, you may (?:pay (?P<life>\w+) life|reveal (?P<card>an? [\w ]+?) "
                        rf"card from your hand)\.")
_IF_NOT = re.compile(rf"If you don't, {_ITSELF} {_ENTERS} tapped\.")
_THEN_PAY = re.compile(r"Then you may pay (?P<life>\w+) life\.")
#: A choice made as it enters (the board gives it: ``chosen:``), beside its "enters tapped".
#: What rides with a bounceland's return and changes nothing now (Arid Archway's surveil).
_HARMLESS = re.compile(r"If another \w+ was returned this way, surveil \w+\.")
_CHOICE = re.compile(rf"As {_ITSELF} {_ENTERS}, choose (?:a|an|one) [\w ]+\.")
_WITH_COUNTERS = re.compile(rf"{_ITSELF} {_ENTERS} tapped (?:and )?with [^.]+ counters? on it\.")
_BOUNCE = re.compile(rf"When {_ITSELF} {_ENTERS}, return a land you control to its owner's hand\.")
_OTHERS = re.compile(rf"(?:As long as {_S} is (?P<state>tapped|untapped), (?=other ))?(?P<who>(?:[A-Z]|other )[\w ,-]*?) enter"
                     rf"(?: the battlefield)? (?P<how>tapped|untapped)(?P<turn> this turn)?\.")
_SACRIFICE = re.compile(rf"When {_ITSELF} {_ENTERS}, sacrifice [^.]+\..*")
#: "If ~ would enter the battlefield, sacrifice two untapped lands instead. If you do, put ~ onto the battlefield. If
#: you don't, put it into its owner's graveyard." (Lotus Vale, Scorched Ruins, Lake of the Dead): a replacement of
#: its entering (CR 614.1a) whose sacrifice is not worked out, read as one that sacrifices as it enters.
_SACRIFICE_INSTEAD = re.compile(rf"If {_ITSELF} would enter(?: the battlefield)?, sacrifice [^.]+ instead\. If you "
                                rf"do, put {_ITSELF} onto the battlefield\. If you don't, put (?:it|{_S}) into its "
                                rf"owner's graveyard\.")
_AMULET = re.compile(r"Whenever a (?P<what>permanent|land) enters(?: the battlefield)? tapped and under your "
                     r"control, untap it\.")


def _count(words: str) -> int:
    return number_value(words)


def _filter(words: str) -> PermanentFilter:
    """"a Forest or an Island", "basic land", "Mountain" (singular words, article optional) as a filter; "basic"
    and "legendary" become supertypes."""
    words = printed = words.strip()
    supertypes = set()
    for word in ("basic", "legendary", "snow"):
        m = re.fullmatch(rf"(?:(?P<a>an?) )?{word} (?P<rest>.+)", words)
        if m:
            supertypes.add(word.capitalize())
            words = f"{m['a'] + ' ' if m['a'] else ''}{m['rest']}"
    f = parse_permanent_filter(words, text=words, what="condition")
    if supertypes:
        f = PermanentFilter(f.card_types, f.subtypes, supertypes=frozenset(supertypes) | f.supertypes, text=printed)
    return f


def entry_condition(words: str) -> tuple:
    """The conditions of "enters tapped unless <words>": one value each ("you revealed a Soldier card this way or you
    control a Soldier": two, either enough).

    Raises
    ------
    NotUnderstood

    Examples
    --------
    >>> [c.describe() for c in entry_condition("you control two or more basic lands")]
    ['two or more basic lands']
    >>> entry_condition("you control three or fewer other lands")[0].at_most
    3
    >>> entry_condition("a player has 13 or less life")
    (LifeAtMost(life=13),)
    """
    out = []
    for part in re.split(r" or (?=you )", words.strip()):
        life = re.fullmatch(r"a player has (?P<n>\d+) or less life", part)
        if life:
            out.append(LifeAtMost(int(life["n"])))
            continue
        m = re.fullmatch(r"you control (?P<what>.+)", part)
        if not m:
            raise NotUnderstood(f"entering condition not understood: {part!r}")
        what = m["what"]
        counted = re.fullmatch(r"(?P<n>\w+) or (?P<dir>more|fewer) (?:other )?(?P<kind>[\w ]+)", what)
        if counted:
            n = _count(counted["n"])
            f = _filter(singular_words(counted["kind"]))
            f = PermanentFilter(f.card_types, f.subtypes, supertypes=f.supertypes, text=what.split(" or ", 1)[1]
                                .removeprefix("more ").removeprefix("fewer "))
            out.append(ControlCount(f, n) if counted["dir"] == "more" else ControlsAtMost(f, n))
            continue
        if not re.match(r"an? ", what):
            raise NotUnderstood(f"entering condition not understood: {part!r}")
        out.append(ControlCount(_filter(what)))
    return tuple(out)


def others_scope(words: str) -> Scope:
    """The permanents an "enter tapped" effect speaks of: "Creatures and nonbasic lands your opponents control",
    "Artifacts, creatures, and lands your opponents control", "Permanents", "other permanents".

    Raises
    ------
    NotUnderstood

    Examples
    --------
    >>> s = others_scope("Creatures and nonbasic lands your opponents control")
    >>> s.controller, [(sorted(a.card_types), a.nonbasic) for a in s.alternatives]
    ('opponent', [(['Creature'], False), (['Land'], True)])
    """
    tail = ""
    for owner in (" your opponents control", " you control"):
        if words.endswith(owner):
            words, tail = words[: -len(owner)], owner
    items = [w for w in re.split(r",? and |, ", words) if w]
    if len(items) == 1:
        return parse_scope(words + tail)
    parts = tuple(parse_scope(item[:1].upper() + item[1:] + tail) for item in items)
    controller = parts[0].controller
    return Scope(controller=controller, alternatives=parts, text=words + tail)


def entering_line(line: str, ctx: LineContext) -> LineReading | None:
    """A line about how a permanent enters (see the module notes), or None.

    A line of several sentences is read whole when each of its sentences is of a form ("As ~ enters, you may pay 2
    life. If you don't, it enters tapped.")."""
    if _SACRIFICE.fullmatch(line) or _SACRIFICE_INSTEAD.fullmatch(line):  # the whole trigger, whatever follows
        return LineReading(entering=(SacrificesOnEntering(text=line),))
    sentences = split_sentences(line)
    own: list = []
    effects: list = []
    i = 0
    while i < len(sentences):
        s = sentences[i]
        after = sentences[i + 1] if i + 1 < len(sentences) else ""
        if _CHOICE.fullmatch(s) or (_HARMLESS.fullmatch(s) and any(isinstance(e, ReturnsLand) for e in own)):  # "As it enters, choose a color.": the board's chosen: says what
            i += 1
            continue
        then = _THEN_PAY.fullmatch(s)
        if then and _IF_NOT.fullmatch(after):  # "… choose a basic land type. Then you may pay 2 life. If you don't, …"
            own.append(EntersTapped((PaysLife(_count(then["life"])),), text=f"{s} {after}"))
            i += 2
            continue
        m = _AS_ENTERS.fullmatch(s)
        if m and _IF_NOT.fullmatch(after):
            if m["life"]:
                own.append(EntersTapped((PaysLife(_count(m["life"])),), text=f"{s} {after}"))
            else:
                try:
                    own.append(EntersTapped((RevealsCard(_filter(m["card"])),), text=f"{s} {after}"))
                except NotUnderstood:
                    own.append(EntersTapped(unread=m["card"], text=f"{s} {after}"))
            i += 2
            continue
        if m and _UNLESS.fullmatch(after) and m["card"]:  # "… you may reveal a Dragon card … unless you revealed …"
            cond = _UNLESS.fullmatch(after)["cond"]
            reveal = re.fullmatch(r"you revealed (?P<card>an? [\w ]+?) card this way(?: or (?P<rest>.+))?", cond)
            try:
                if reveal is None:
                    raise NotUnderstood(cond)
                unless = (RevealsCard(_filter(reveal["card"])),) + (
                    entry_condition(reveal["rest"]) if reveal["rest"] else ())
                own.append(EntersTapped(unless, text=f"{s} {after}"))
            except NotUnderstood:
                own.append(EntersTapped(unread=cond, text=f"{s} {after}"))
            i += 2
            continue
        reading = _one(s)
        if reading is None:
            return None
        (own if isinstance(reading, (EntersTapped, ReturnsLand)) else effects).append(reading)
        i += 1
    if not own and not effects:
        return None
    return LineReading(entering=tuple(own), effects=tuple(effects))


def _one(s: str):
    """One sentence of a form, as its value; None when it is not one."""
    if _TAPPED.fullmatch(s) or _WITH_COUNTERS.fullmatch(s):  # the counters: the board's counters: say how many
        return EntersTapped(text=s)
    m = _UNLESS.fullmatch(s)
    if m:
        try:
            return EntersTapped(entry_condition(m["cond"]), text=s)
        except NotUnderstood:
            return EntersTapped(unread=m["cond"], text=s)
    m = _IF_CONTROL.fullmatch(s)
    if m:
        try:
            f = _filter(singular_words(m["what"]))
            return EntersTapped((ControlsAtMost(PermanentFilter(f.card_types, f.subtypes, supertypes=f.supertypes,
                                                                text=f"other {m['what']}"), _count(m["n"]) - 1),),
                                text=s)
        except NotUnderstood:
            return EntersTapped(unread=f"you control fewer than {m['n']} other {m['what']}", text=s)
    if _BOUNCE.fullmatch(s):
        return ReturnsLand(text=s)
    m = _AMULET.fullmatch(s)
    if m:
        kind = frozenset() if m["what"] == "permanent" else frozenset({"Land"})
        return UntapsEntering(Scope(kind, controller=YOU, text=f"a {m['what']}"), text=s)
    m = _OTHERS.fullmatch(s)
    if m and not m["who"].startswith(("~", "It ", "This ")) and m["who"] != "It":
        try:
            scope = others_scope(m["who"])
        except NotUnderstood:
            return None
        state = None if m["state"] is None else m["state"] == "tapped"
        kind = OthersEnterTapped if m["how"] == "tapped" else EnterUntapped
        return kind(scope, source_tapped=state, text=s)
    return None
