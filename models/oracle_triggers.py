"""Triggered abilities that add mana on an event other than a mana ability resolving, read from text
(:class:`~manaplan.models.effects.EventMana`).

"When ~ enters the battlefield, add {R}{G}." (Burning-Tree Emissary), "At the beginning of your precombat main phase,
add {G}{G}." (Eladamri's Vineyard), "Whenever ~ attacks, add {R} or {G}. Until end of turn, you don't lose this mana
as steps and phases end." (Kessig Naturalist), "Whenever you cast an instant or sorcery spell, add {R}." (Electro).

Such an ability triggers on an event that is not activating a mana ability, so it is not a mana ability
(CR 605.1b, 605.5a): it goes on the stack (CR 603.3) and resolves only when a player would receive priority — never
while a cost is being paid. A board snapshot cannot use its mana, so the solver reports it and never adds it.

What is read: a trigger condition (CR 603.1: "When …", "Whenever …", "At the beginning of …") that does not speak of
tapping or of mana (those are triggered mana abilities, :mod:`manaplan.models.oracle_static`), then "add …" or "you
may add …" — what the mana ability parser understands — and only these riders: a spending restriction, "Until end
of turn, you don't lose this mana as steps and phases end." Anything else stays unsupported.

Examples
--------
>>> (e,) = event_mana("When ~ enters the battlefield, add {R}{G}.")
>>> e.trigger, e.adds.describe()
('When ~ enters the battlefield', 'Add {R}{G}.')
>>> event_mana("Whenever a player taps a land for mana, that player adds {G}.") is None
True
"""

from __future__ import annotations

import dataclasses

import re

from manaplan.models.effects import EventMana
from manaplan.models.oracle_text import NotUnderstood

__all__ = ["event_mana", "chapter_mana"]

_EVENT = re.compile(
    r"(?P<trigger>(?:When|Whenever|At the beginning of) [^,.]+?(?:, if [^,.]+)?), "
    r"(?:(?P<who>that player adds|you may add|add) )(?P<rest>.+)"
)
_DELAYED = re.compile(
    r"(?P<trigger>(?:When|Whenever) [^,.]+?), add (?P<adds>[^.]+?) (?P<later>at the beginning of your next main phase "
    r"this turn)\."
    r"|You may reveal (?:this card|~) from your opening hand\. If you do, "
    r"(?P<later2>at the beginning of your first main phase), add (?P<adds2>[^.]+)\."
)
#: Words in a trigger condition that may make it a triggered mana ability (CR 605.1b) or one about mana.
_ABOUT_MANA = re.compile(r"\btap|\bmana\b|\badd\b|\bspend\b|\bpays?\b|\bactivate", re.IGNORECASE)
_KEEP = re.compile(r"Until end of turn, (?:you don't lose this mana|this mana doesn't empty from your mana pool) "
                   r"as steps and phases end\.")


def event_mana(line: str) -> tuple[EventMana] | None:
    """The line as an :class:`~manaplan.models.effects.EventMana`, or None when it is not one this reads.

    Parameters
    ----------
    line : str
        One ability, self-references marked ``~``.

    Returns
    -------
    tuple of one EventMana, or None

    Examples
    --------
    >>> (e,) = event_mana("Whenever ~ attacks, add {R} or {G}. Until end of turn, you don't lose this mana as steps "
    ...                   "and phases end.")
    >>> e.keeps, e.describe()
    (True, 'Whenever ~ attacks: add {R} or {G} (kept until end of turn) — a triggered ability, not a mana ability \
(CR 603, 605.5a): it cannot pay for anything now')
    """
    delayed = _DELAYED.fullmatch(line)
    if delayed:  # a delayed triggered ability (CR 603.7): "Whenever ~ attacks, add {R} at the beginning of …"
        if delayed.group("later2"):  # Chancellor of the Tangle: an action from the opening hand (CR 103.6)
            trigger = f"If you revealed this card from your opening hand, {delayed.group('later2')}"
            return _adds(trigger, "add", delayed.group("adds2") + ".", line)
        if _ABOUT_MANA.search(delayed.group("trigger")):
            return None
        return _adds(f"{delayed.group('trigger')}, {delayed.group('later')}", "add", delayed.group("adds") + ".", line)
    m = _EVENT.fullmatch(line)
    if not m or _ABOUT_MANA.search(m.group("trigger")):
        return None
    trigger, who, rest = m.group("trigger"), m.group("who"), m.group("rest")
    if who == "that player adds" and not re.search(r"\beach player's\b|\ba player\b", trigger):
        return None
    once = " This ability triggers only once each turn."
    if rest.endswith(once):  # CR 603.2h: part of when it triggers
        trigger, rest = f"{trigger} (only once each turn)", rest[: -len(once)]
    return _adds(trigger, who, rest, line)


def chapter_mana(prefix: str, body: str, line: str = "") -> tuple[EventMana] | None:
    """A Saga's chapter ability that adds mana: "II — Add {R}{R}." (The First Eruption), "III, IV — Add {R}." A
    chapter ability is a triggered ability that triggers when lore counters reach its number (CR 714.2b), so it is
    not a mana ability (CR 605.5a).

    Parameters
    ----------
    prefix : str
        The chapter numbers before the dash (``'II'``, ``'III, IV'``).
    body : str
        The ability after the dash.
    line : str
        The whole line, for :attr:`EventMana.text`.

    Returns
    -------
    tuple of one EventMana, or None

    Examples
    --------
    >>> (e,) = chapter_mana("III, IV", "Add {R}.")
    >>> e.trigger
    'Chapter III, IV (lore counters, CR 714.2b)'
    >>> chapter_mana("II", "Add {R}. Put two +1/+1 counters on up to one target creature you control.") is None
    True
    """
    if not body.startswith("Add "):
        return None
    return _adds(f"Chapter {prefix} (lore counters, CR 714.2b)", "add", body[4:], line or f"{prefix} \u2014 {body}")


def _adds(trigger: str, who: str, rest: str, line: str) -> tuple[EventMana] | None:
    """The EventMana of a trigger whose effect is "add <rest>" (``who``: "add", "you may add", "that player adds")."""
    from manaplan.models.oracle_effects import parse_mana_effect

    keeps = False
    sentences = re.split(r"(?<=\.) (?=[A-Z])", rest)
    if sentences and _KEEP.fullmatch(sentences[-1]):
        keeps = True
        sentences = sentences[:-1]
    if not sentences:
        return None
    try:
        output, riders = parse_mana_effect("Add " + " ".join(sentences))
    except NotUnderstood:
        return None
    side = riders.pop("side_effects", ())
    if side == ("Until end of turn, you don't lose this mana as steps and phases end.",):
        keeps = True
    elif side:
        return None
    spend = riders.pop("spend", None)
    if riders:
        return None
    player = "that player" if who == "that player adds" else "you"
    return (EventMana(trigger, output, player=player, may=who == "you may add", keeps=keeps, spend=spend,
                      text=line),)


_PRODUCED = re.compile(
    r"Whenever (?:(?P<player>you|a player) taps? (?P<what>an? [\w ]+?)|(?P<tapped>an? [\w ]+?) is tapped) "
    r"for (?:(?P<type>\{[WUBRGC]\})|(?P<chosen>mana of the chosen color)), "
    r"(?:(?:its controller|that player) adds|add) an additional (?P<adds>.+)\."
)


def produced_trigger(line: str) -> tuple | None:
    """A triggered mana ability that triggers only on mana of one type (CR 605.1b): "Whenever you tap a permanent
    for {C}, add an additional {C}." (Forsaken Monument), "Whenever a basic land is tapped for mana of the chosen
    color, its controller adds an additional one mana of that color." (Gauntlet of Power). A
    :class:`~manaplan.models.effects.TriggeredMana` with ``produced`` or ``produced_chosen``.

    Examples
    --------
    >>> (t,) = produced_trigger("Whenever you tap a land for {C}, add an additional {C}.")
    >>> t.describe(), t.scope.controller
    ('whenever a land you control is tapped for {C}: +{C}', 'you')
    """
    from manaplan.models.effects import YOU, TriggeredMana
    from manaplan.models.mana import ManaType
    from manaplan.models.oracle_static import _trigger_adds, parse_scope

    m = _PRODUCED.fullmatch(line)
    if not m:
        return None
    adds = m.group("adds")
    if m.group("chosen"):
        if adds != "one mana of that color":
            return None
        adds = "one mana of the chosen color"
    try:
        scope = parse_scope(m.group("tapped") or m.group("what"))
        out = _trigger_adds(adds)
    except NotUnderstood:
        return None
    if scope.other or scope.target or scope.attached:
        return None
    if m.group("player") == "you":
        scope = dataclasses.replace(scope, controller=YOU, text=f"{scope.text} you control")
    produced = frozenset({ManaType.parse(m.group("type")[1])}) if m.group("type") else frozenset()
    return (TriggeredMana(scope, out, text=line, produced=produced, produced_chosen=bool(m.group("chosen"))),)


_SAME_TYPE_TRIGGER = re.compile(
    r"Whenever you tap (?:a (?P<non>non\w+) permanent|an? (?P<kind>\w+) token) for mana, "
    r"add one mana of any type that (?:permanent|(?P=kind) token) produced\."
)


def same_type_trigger(line: str) -> tuple | None:
    """"Whenever you tap a nonland permanent for mana, add one mana of any type that permanent produced." (Kinnan,
    Bonder Prodigy), "Whenever you tap an artifact token for mana, add one mana of any type that artifact token
    produced." (Roxanne, Starfall Savant): a triggered mana ability (CR 605.1b) adding one more mana of a type the
    tapped permanent just produced, on the permanents you control that are not of a card type, or on your tokens of
    one (CR 111.1).

    Examples
    --------
    >>> (t,) = same_type_trigger("Whenever you tap a nonland permanent for mana, add one mana of any type that "
    ...                          "permanent produced.")
    >>> sorted(t.scope.not_card_types), t.scope.controller, t.describe()
    (['Land'], 'you', 'whenever a nonland permanent you control is tapped for mana: +one mana of any type that land \
produced')
    """
    from manaplan.models.effects import YOU, SameType, Scope, TriggeredMana
    from manaplan.models.oracle_costs import CARD_TYPE_WORDS

    m = _SAME_TYPE_TRIGGER.fullmatch(line)
    if not m:
        return None
    if m.group("non"):
        kind = CARD_TYPE_WORDS.get(m.group("non")[3:].lower())
        if kind is None:
            return None
        scope = Scope(controller=YOU, not_card_types=frozenset({kind}),
                      text=f"a {m.group('non')} permanent you control")
    else:
        kind = CARD_TYPE_WORDS.get(m.group("kind").lower())
        if kind is None:
            return None
        article = m.group(0).split()[3]
        scope = Scope(frozenset({kind}), controller=YOU, token=True,
                      text=f"{article} {m.group('kind')} token you control")
    return (TriggeredMana(scope, SameType(), text=line),)


_MANA_DAMAGE = re.compile(
    r"Whenever a player taps (?P<what>an? [\w ]+?) for mana, "
    r"(?:(?P<adds>that player adds one mana of any type that land produced), and )?"
    r"~ deals (?P<n>1|2) damage to (?:that player|him or her)\."
)


def mana_damage(line: str) -> tuple | None:
    """"Whenever a player taps a land for mana, ~ deals 1 damage to that player." (Manabarbs, Burning Earth, Scald): a
    :class:`~manaplan.models.effects.ManaDamage`; with "that player adds one mana of any type that land produced, and
    ~ deals 1 damage to him or her" (Overabundance) also the triggered mana (CR 605.1b).

    Examples
    --------
    >>> (d,) = mana_damage("Whenever a player taps a nonbasic land for mana, ~ deals 1 damage to that player.")
    >>> d.describe()
    'whenever a nonbasic land is tapped for mana: 1 damage to its controller'
    """
    from manaplan.models.effects import ManaDamage, SameType, TriggeredMana
    from manaplan.models.oracle_static import parse_scope

    m = _MANA_DAMAGE.fullmatch(line)
    if not m:
        return None
    try:
        scope = parse_scope(m.group("what"))
    except NotUnderstood:
        return None
    if scope.other or scope.target or scope.attached:
        return None
    damage = ManaDamage(scope, int(m.group("n")), text=line)
    if m.group("adds"):
        return (TriggeredMana(scope, SameType(), text=line), damage)
    return (damage,)


_TAP_TRIGGER = re.compile(
    r"(?P<trigger>Whenever (?:(?:a player|an opponent|you) taps? [^,]+?|[^,]+? is tapped) for mana), (?P<effect>.+)"
)
#: Words that make an effect possibly about mana: such a line is left to the forms that read mana, or unsupported.
_MANA_WORDS = re.compile(r"\badds?\b|\bmana\b|\bproduc|\binstead\b|\buntap\b(?! during| step)|\bcounters? on\b"
                         r"|\bcontrol of\b", re.IGNORECASE)


def tap_trigger(line: str) -> tuple | None:
    """A triggered ability on tapping for mana whose effect adds no mana and speaks of none (CR 605.1b: not a mana
    ability): :class:`~manaplan.models.effects.TapTrigger`, the effect quoted, applied to nothing.

    Examples
    --------
    >>> (t,) = tap_trigger("Whenever a land is tapped for mana, return it to its owner's hand.")
    >>> t.trigger, t.effect
    ('Whenever a land is tapped for mana', "return it to its owner's hand.")
    >>> tap_trigger("Whenever a land an opponent controls is tapped for mana, tap all lands that player controls that "
    ...             "could produce any type of mana that land could produce.") is None
    True
    """
    from manaplan.models.effects import TapTrigger

    m = _TAP_TRIGGER.fullmatch(line)
    if not m or _MANA_WORDS.search(m.group("effect")) or _MANA_WORDS.search(m.group("trigger")[:-len(" for mana")]):
        return None
    return (TapTrigger(m.group("trigger"), m.group("effect"), text=line),)


def mode_event_mana(mode: str, body: str, line: str) -> tuple[EventMana] | None:
    """A mode chosen as the permanent entered ("As ~ enters, choose Khans or Dragons."), whose ability is triggered
    mana: "• Khans — At the beginning of each of your main phases, add {G}{G}." (Frontier Siege). The ability exists
    only if that mode was chosen; the trigger says so.

    Examples
    --------
    >>> (e,) = mode_event_mana("Khans", "At the beginning of each of your main phases, add {G}{G}.", "")
    >>> e.trigger
    'If Khans was chosen, at the beginning of each of your main phases'
    """
    found = event_mana(body)
    if found is None or not re.fullmatch(r"[A-Z][\w' -]*", mode):
        return None
    (e,) = found
    trigger = f"If {mode} was chosen, {e.trigger[0].lower()}{e.trigger[1:]}"
    return (EventMana(trigger, e.adds, player=e.player, may=e.may, keeps=e.keeps, spend=e.spend,
                      text=line or body),)
