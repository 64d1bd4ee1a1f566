"""Triggered abilities that add mana on an event other than a mana ability resolving, read from text
(:class:`~manaplan.models.effects.EventMana`).

"When ~ enters the battlefield, add {R}{G}." (Burning-Tree Emissary), "At the beginning of your precombat main phase,
add {G}{G}." (Eladamri's Vineyard), "Whenever ~ attacks, add {R} or {G}. Until end of turn, you don't lose this mana
as steps and phases end." (Kessig Naturalist), "Whenever you cast an instant or sorcery spell, add {R}." (Electro).

Such an ability triggers on an event that is not activating a mana ability, so it is not a mana ability
(CR 605.1b, 605.5a): it goes on the stack (CR 603.3) and resolves only when a player would receive priority — never
while a cost is being paid. A board snapshot cannot use its mana, so the solver reports it and never adds it.

What is read: a trigger condition (CR 603.1: "When …", "Whenever …", "At the beginning of …") that does not speak of
tapping or of mana (those are triggered mana abilities, :mod:`manaplan.models.oracle.static`), then an effect with
exactly one sentence that adds mana — "Add …", "You may add …", "That player adds …" (after "each player's"), "Choose
a player. That player adds …" — of what the mana ability parser understands or of an amount the event fixes
(:class:`~manaplan.models.effects.EventAdds`: "that much {G}", "an amount of {G} equal to its power", "for each
charge counter removed this way"). Around it:

- its riders: a spending restriction; "Until end of turn, you don't lose this mana as steps and phases end." or
  "Until end of combat, you don't lose this mana as steps end.";
- the ability's other effects, kept as printed before and after the mana ("you lose 1 life and add {B}"), only when
  they neither speak of mana nor decide it;
- "You may <action>. If you do, …" for a few actions (:data:`_OPTIONAL_ACTS`); "If <condition>, add …. Otherwise,
  …" for conditions whose referent the sentence before fixes (:data:`_CONDITIONS`).

Anything else stays unsupported; what no board can decide (a clash, "the second time this ability has resolved")
says why (:data:`REFUSED`). Also here: cumulative upkeep of adding mana (CR 702.24a), spells that create a
delayed trigger adding mana (CR 603.7), triggers on spending a land's mana
(:class:`~manaplan.models.effects.SpendTrigger`) and the triggered mana abilities (CR 605.1b) of one shape each in
:data:`MORE_TRIGGERS` (Caged Sun, Regal Behemoth, Barbflare Gremlin, Extraplanar Lens, Sasaya's Essence, Winter's
Night). Saga chapters (CR 714.2b) are read by :mod:`manaplan.models.oracle.chapters`, with :func:`event_mana_of`.

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
from collections.abc import Callable

from ..ability import AnyCombination, ChosenColor, CostX, Counted, Produce, Unsupported
from ..effects import (
    CHOSEN_PLAYER,
    YOU,
    CostMana,
    EventAdds,
    EventAmount,
    EventMana,
    ManaDamage,
    RevealedColors,
    SameType,
    Scope,
    SpendTrigger,
    TapTrigger,
    TriggeredMana,
)
from ..facts import FACTS
from ..mana import COLORS, ManaType
from .adds import mana_symbols, parse_add, parse_mana_effect
from .amount_lines import read_choose_color_effect
from .costs import CARD_TYPE_WORDS
from .scopes import parse_scope
from .text import SELF, NotUnderstood, is_about_mana, number_value, split_sentences

__all__ = ["refused_trigger", "REFUSED", "event_mana", "event_mana_of", "trigger_adds", "cumulative_upkeep_mana",
           "spell_delayed_mana", "spend_trigger", "more_triggers", "MORE_TRIGGERS", "produced_trigger",
           "same_type_trigger", "mana_damage", "tap_trigger", "mode_event_mana"]

_EVENT = re.compile(
    r"(?P<trigger>(?:When|Whenever|At the beginning of) [^,.]+?(?:, if [^,.]+)?), (?P<effect>(?!if ).+)"
)
_DELAYED = re.compile(
    r"(?P<trigger>(?:When|Whenever) [^,.]+?), add (?P<adds>[^.]+?) (?P<later>at the beginning of your next main phase "
    r"this turn)\."
    r"|You may reveal (?:this card|~) from your opening hand\. If you do, "
    r"(?P<later2>at the beginning of your first main phase), add (?P<adds2>[^.]+)\."
)
#: Words in a trigger condition that may make it a triggered mana ability (CR 605.1b) or one about mana.
_ABOUT_MANA = re.compile(r"\btap|\bmana\b|\badd\b|\bspend\b|\bpays?\b|\bactivate", re.IGNORECASE)
_KEEP = re.compile(r"Until end of (?P<until>turn|combat), (?:you don't lose this mana|(?P<they>that player doesn't lose "
                   r"this mana)|this mana doesn't empty from your mana pool) as steps(?P<phases> and phases)? end\.")
_NOT_YET = ", if you haven't added mana with this ability this turn"
#: The sentence of a triggered ability that adds mana, and who adds it.
_WHO = re.compile(r"(?P<who>Add|You may add|That player adds) (?P<what>[^.]+)\.")
#: "X and add Y." / "Add Y and X.": two effects in one sentence.
_AND_ADD = re.compile(r"(?P<first>[^.]+?) and add (?P<what>[^.]+)\.")
_ADD_AND = re.compile(r"Add (?P<what>\{[^.]+?\}) and (?P<then>you gain \w+ life)\.")
#: A sentence before the mana that decides whether or how much is added ("If you do, …", "Otherwise, …") or that
#: counts ("Count the number …"): never a mere other effect.
_DECIDES = re.compile(r"^(?:If|Otherwise|Then|Count|Choose|Reveal|Look|Clash|Flip|Roll)\b")


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
    >>> (e,) = event_mana("Whenever a creature enters the battlefield, you lose 1 life and add {B}.")
    >>> e.before, e.adds.describe()
    (('You lose 1 life.',), 'Add {B}.')
    """
    delayed = _DELAYED.fullmatch(line)
    if delayed:  # a delayed triggered ability (CR 603.7): "Whenever ~ attacks, add {R} at the beginning of …"
        if delayed.group("later2"):  # Chancellor of the Tangle: an action from the opening hand (CR 103.6)
            trigger = f"If you revealed this card from your opening hand, {delayed.group('later2')}"
            return event_mana_of(trigger, "Add " + delayed.group("adds2") + ".", line)
        if _ABOUT_MANA.search(delayed.group("trigger")):
            return None
        return event_mana_of(f"{delayed.group('trigger')}, {delayed.group('later')}",
                             "Add " + delayed.group("adds") + ".", line)
    m = _EVENT.fullmatch(line)
    # "if you haven't added mana with this ability this turn" (Carpet of Flowers) speaks of this ability only
    if not m or _ABOUT_MANA.search(m.group("trigger").replace(_NOT_YET, "")):
        return None
    trigger, rest = m.group("trigger"), m.group("effect")
    once = " This ability triggers only once each turn."
    if rest.endswith(once):  # CR 603.2h: part of when it triggers
        trigger, rest = f"{trigger} (only once each turn)", rest[: -len(once)]
    return event_mana_of(trigger, rest[:1].upper() + rest[1:], line)


_SPELL_DELAYED = re.compile(
    r"(?P<spell>(?:[^.]+\. )+?)(?P<trigger>At the beginning of your next (?:precombat )?main phase"
    r"|Whenever a creature you control dealt damage this way dies this turn), (?P<effect>add [^.]+\.)"
)
_SPELL_FIRST = re.compile(r"Counter target spell\.|~ deals \d+ damage to each creature\.")
#: "Counter target spell. Clash with an opponent. If you win, at the beginning of your next main phase, you may add an
#: amount of {C} equal to that spell's converted mana cost." (Scattering Stroke): the delayed trigger is created only
#: if you won the clash (each player reveals their library's top card), which its trigger says.
_CLASH_DELAYED = re.compile(r"Counter target spell\. Clash with an opponent\. If you win, (?P<trigger>at the beginning "
                            r"of your next main phase), (?P<may>you may )?add (?P<what>[^.]+)\.")


def spell_delayed_mana(line: str) -> tuple[EventMana] | None:
    """A spell that creates a delayed triggered ability that adds mana (CR 603.7): "Counter target spell. At the
    beginning of your next main phase, add an amount of {C} equal to that spell's mana value." (Mana Drain), "~ deals
    5 damage to each creature. Whenever a creature you control dealt damage this way dies this turn, add {R}."
    (Reckless Blaze), and Mana Drain's only if you won a clash (Scattering Stroke, :data:`_CLASH_DELAYED`). The
    spell's own effect comes first and adds no mana; the delayed trigger is an
    :class:`~manaplan.models.effects.EventMana` ("that spell" is the spell countered).

    Examples
    --------
    >>> (e,) = spell_delayed_mana("Counter target spell. At the beginning of your next main phase, add an amount of "
    ...                           "{C} equal to that spell's mana value.")
    >>> e.trigger
    'At the beginning of your next main phase (a delayed trigger of this spell, CR 603.7)'
    >>> e.adds.describe()
    "Add an amount of {C} equal to that spell's mana value."
    """
    clash = _CLASH_DELAYED.fullmatch(line)
    if clash:  # Scattering Stroke: Mana Drain's delayed trigger, only if you won the clash
        out = _countered_adds(clash.group("what").replace("converted mana cost", "mana value"))  # CR 202.3
        if out is None:
            return None
        trigger = (f"If you won the clash, {clash.group('trigger')} (a delayed trigger of this spell, CR 603.7)")
        return (EventMana(trigger, out, may=bool(clash.group("may")), text=line),)
    m = _SPELL_DELAYED.fullmatch(line)
    if not m or not _SPELL_FIRST.fullmatch(m.group("spell").strip()):
        return None
    effect = m.group("effect")
    effect = effect[:1].upper() + effect[1:]
    that_spell = m.group("spell").startswith("Counter target spell.")
    out = _countered_adds(effect[4:-1]) if that_spell else None
    trigger = f"{m.group('trigger')} (a delayed trigger of this spell, CR 603.7)"
    if out is not None:
        return (EventMana(trigger, out, text=line),)
    if "that spell" in effect:
        return None
    return event_mana_of(trigger, effect, line)


_COUNTERED = re.compile(r"an amount of (?P<sym>\{[WUBRGC]\}) equal to that spell's mana value"
                        r"|X mana in any combination of (?P<colors>colors), where X is that spell's mana value")


def _countered_adds(what: str) -> EventAdds | None:
    """"an amount of {C} equal to that spell's mana value", "X mana in any combination of colors, where X is that
    spell's mana value": the mana value of the spell the spell countered (CR 202.3)."""
    m = _COUNTERED.fullmatch(what)
    if not m:
        return None
    if m.group("sym"):
        return EventAdds(EventAmount("that spell's mana value", wording="equal to"),
                         frozenset({ManaType(m.group("sym")[1])}))
    return EventAdds(EventAmount("that spell's mana value", wording="where X is"), frozenset(COLORS))


def cumulative_upkeep_mana(body: str, line: str = "") -> tuple[EventMana] | None:
    """"Cumulative upkeep—Add {R}." (Braid of Fire): cumulative upkeep is a triggered ability (CR 702.24a): "At the
    beginning of your upkeep, if this permanent is on the battlefield, put an age counter on this permanent. Then you
    may pay [cost] for each age counter on it. If you don't, sacrifice it." With "Add {R}" as the cost, paying it
    adds {R} for each age counter — a triggered ability, not a mana ability.

    Parameters
    ----------
    body : str
        The words after the dash (``'Add {R}.'``).
    line : str
        The whole line, for :attr:`EventMana.text`.

    Examples
    --------
    >>> (e,) = cumulative_upkeep_mana("Add {R}.")
    >>> e.describe().split(" \u2014 ")[0]
    "At the beginning of your upkeep (cumulative upkeep, CR 702.24a): Put an age counter on ~. You may add {R} for \
each age counter on ~. If you don't, sacrifice ~."
    >>> cumulative_upkeep_mana("{1}") is None
    True
    """
    m = re.fullmatch(r"Add \{(?P<sym>[WUBRGC])\}\.", body)
    if not m:
        return None
    adds = EventAdds(EventAmount("age counter on ~", wording="for each"), frozenset({ManaType(m.group("sym"))}))
    return (EventMana("At the beginning of your upkeep (cumulative upkeep, CR 702.24a)", adds, may=True,
                      before=("Put an age counter on ~.",), after=("If you don't, sacrifice ~.",),
                      text=line or f"Cumulative upkeep\u2014{body}"),)


def _sentences(effect: str) -> list[str]:
    """The sentences of a triggered ability's effect, with "X and add Y." and "Add Y and you gain N life." as two."""
    out: list[str] = []
    for sentence in split_sentences(effect):
        both = _AND_ADD.fullmatch(sentence)
        if both and not is_about_mana(both.group("first")) and not _DECIDES.match(both.group("first")):
            out += [both.group("first") + ".", f"Add {both.group('what')}."]
            continue
        both = _ADD_AND.fullmatch(sentence)
        if both:
            then = both.group("then")
            out += [f"Add {both.group('what')}.", then[:1].upper() + then[1:] + "."]
            continue
        out.append(sentence)
    return out


def event_mana_of(trigger: str, effect: str, line: str) -> tuple[EventMana] | None:
    """The EventMana of a triggered ability whose effect has one sentence that adds mana ("Add …", "You may add …",
    "That player adds …", after "Choose a player." "That player adds …"), its riders (a spending restriction, "you
    don't lose this mana as steps and phases end") and other effects that neither speak of mana nor decide the mana
    (kept as printed, :attr:`EventMana.before` / :attr:`EventMana.after`); None for anything else.

    Parameters
    ----------
    trigger : str
        When it triggers, as :attr:`EventMana.trigger` says it (``'When ~ enters the battlefield'``).
    effect : str
        The effect, its first word capitalised (``'Add {R}{G}.'``).
    line : str
        The whole line, for :attr:`EventMana.text`.

    Examples
    --------
    >>> (e,) = event_mana_of("Chapter II (lore counters, CR 714.2b)", "Add {R}{R}. Draw a card.", "")
    >>> e.adds.describe(), e.after
    ('Add {R}{R}.', ('Draw a card.',))
    """
    nth = _nth_time(trigger, effect, line) or _top_card_revealed(trigger, effect, line)
    if nth is not None:
        return nth
    optional, effect = _optional(effect, trigger)
    if effect is None:
        return None
    branch = _branches(effect)
    if branch is None:
        return None
    effect, condition, mana_if, otherwise = branch
    sentences = _sentences(effect)
    at = [i for i, s in enumerate(sentences) if _WHO.fullmatch(s)]
    if len(at) != 1:
        return None
    i = at[0]
    who = _WHO.fullmatch(sentences[i])
    player = {"Add": YOU, "You may add": YOU}.get(who.group("who"), "that player")
    what = who.group("what")
    before = list(sentences[:i])
    if player == "that player":
        if before and before[-1] == "Choose a player.":  # Stadium Vendors: you choose the player who adds it
            before.pop()
            player = CHOSEN_PLAYER
            what = re.sub(r" they choose$", "", what)  # the player who adds mana chooses its colour (CR 106.4)
        elif not re.search(r"\beach player's\b|\ba player\b", trigger):
            return None
    keeps, until = False, "turn"
    mana_part = [f"Add {what}."]
    after: list[str] = []
    for sentence in sentences[i + 1:]:
        keep = _KEEP.fullmatch(sentence)
        if (keep and not keeps and (keep.group("until") == "combat") != bool(keep.group("phases"))
                and bool(keep.group("they")) == (player != YOU)):  # the player who added it keeps it
            keeps, until = True, keep.group("until")
        elif re.fullmatch(r"Spend this mana only .+|This mana can't be spent .+|You can't spend this mana .+",
                          sentence):
            mana_part.append(sentence)
        elif _other_effect(sentence, after=True):
            after.append(sentence)
        else:
            return None
    chosen = None
    if before and before[-1] == "Choose a color." and player == YOU:  # Nyx: "… choose a color. Add … that color …"
        chosen = read_choose_color_effect(f"Choose a color. Add {what}.")
        if chosen is None or len(mana_part) > 1 or who.group("who") != "Add":
            return None
        before.pop()
    if not all(_other_effect(s, after=False) for s in before):
        return None
    output = chosen or _event_adds(what, trigger, before, optional)
    riders: dict = {}
    try:
        if output is None or len(mana_part) > 1:
            parsed, riders = parse_mana_effect(" ".join(mana_part))
            output = output or parsed
    except NotUnderstood:
        return None
    if isinstance(getattr(output, "amount", None), CostX):  # X only exists in a cost (CR 107.3): none here
        return None
    spend = riders.pop("spend", None)
    if riders.pop("side_effects", None) or riders:  # a rider read for a mana ability means nothing here
        return None
    return (EventMana(trigger, output, player=player, may=who.group("who") == "You may add", keeps=keeps,
                      spend=spend, text=line, keeps_until=until, before=tuple(before), after=tuple(after),
                      optional=optional, condition=condition, mana_if=mana_if, otherwise=otherwise),)


#: "Look at the top card of your library. You may reveal that card if it has three or more colored mana symbols in its
#: mana cost. If you do, add three mana in any combination of its colors and put it into your hand. If you don't
#: reveal it, put it into your hand." (Omnath, Locus of All)
_TOP_CARD_REVEALED = re.compile(
    r"(?P<look>Look at the top card of your library\.) (?P<may>You may reveal that card if [^.]+\.) If you do, add "
    r"(?P<n>one|two|three|four|five) mana in any combination of its colors and put it into your hand\. If you "
    r"don't reveal it, put it into your hand\.")


def _top_card_revealed(trigger: str, effect: str, line: str) -> tuple[EventMana] | None:
    """Omnath, Locus of All's precombat main phase trigger (:data:`_TOP_CARD_REVEALED`): the mana, of the revealed
    card's colours (:class:`~manaplan.models.effects.RevealedColors`), only if you revealed it; the card goes to your
    hand either way. Triggered mana like any other: reported, never used to pay (CR 603.3, 605.5a). None for any
    other effect."""
    m = _TOP_CARD_REVEALED.fullmatch(effect)
    if m is None:
        return None
    return (EventMana(trigger, RevealedColors(number_value(m.group("n"))), text=line,
                      before=(m.group("look"), m.group("may")), condition="you do",
                      after=("Either way, put the card into your hand.",)),)


_ORDINALS = "first|second|third|fourth|fifth"
#: "If it's the second time, add {R}{G}{W}{U}." (Omnath, Locus of Creation): the mana sentence of an ability whose
#: effects depend on how many times it has resolved this turn.
_NTH_MANA = re.compile(rf"If it's the (?P<nth>{_ORDINALS}) time, add (?P<what>[^.]+)\.")
#: The ability's other effects, each for one resolution: "… if this is the first time this ability has resolved this
#: turn." and "If it's the third time, …".
_NTH_OTHER = re.compile(rf"If it's the (?:{_ORDINALS}) time, [^.]+\.|[^.]+ if this is the (?:{_ORDINALS}) time this "
                        r"ability has resolved this turn\.")


def _nth_time(trigger: str, effect: str, line: str) -> tuple[EventMana] | None:
    """"You gain 4 life if this is the first time this ability has resolved this turn. If it's the second time, add
    {R}{G}{W}{U}. If it's the third time, …" (Omnath, Locus of Creation): the mana only on the ability's second
    resolution this turn, its :attr:`~manaplan.models.effects.EventMana.condition` as printed; the other
    resolutions' effects neither speak of mana nor decide it (kept as printed, before and after). Like every
    triggered mana, it is reported and never pays for anything now (CR 603.3, 605.5a); ``turn`` says a plan using it
    was not considered where the turn may cause its event. None for any other effect."""
    sentences = split_sentences(effect)
    at = [i for i, sentence in enumerate(sentences) if _NTH_MANA.fullmatch(sentence)]
    if len(at) != 1:
        return None
    i = at[0]
    others = sentences[:i] + sentences[i + 1:]
    if not others or any(not _NTH_OTHER.fullmatch(o) or is_about_mana(o) or re.search(r"\badds?\b", o)
                         for o in others):
        return None
    m = _NTH_MANA.fullmatch(sentences[i])
    try:
        output, riders = parse_mana_effect(f"Add {m.group('what')}.")
    except NotUnderstood:
        return None
    if riders or isinstance(getattr(output, "amount", None), CostX):
        return None
    condition = f"this is the {m.group('nth')} time this ability has resolved this turn"
    return (EventMana(trigger, output, text=line, before=tuple(sentences[:i]), after=tuple(sentences[i + 1:]),
                      condition=condition),)


#: Conditions an "If …, add …. Otherwise, …" may test, each with the sentence that must come just before it and
#: fixes what it speaks of: the card exiled (Klothys), the counters removed (Bounty of the Luxa).
_CONDITIONS = (
    (re.compile(r"it was a land card"), re.compile(r"Exile target card from a graveyard\.")),
    (re.compile(r"no counters were removed this way"), re.compile(r"Remove all [\w+/-]+ counters from ~\.")),
)
_IF_OTHERWISE = re.compile(r"If (?P<cond>[^,]+), (?P<then>[^.]+)\.")


def _branches(effect: str) -> tuple[str, str, bool, tuple[str, ...]] | None:
    """``(effect, condition, mana_if, otherwise)`` for an effect ending "If <condition>, <then>. Otherwise, <else>."
    where one branch adds mana (CR 608.2c): the effect with that branch in place of the two sentences, the condition
    as printed, whether the mana is added when it holds, and the other branch's effects (they must not speak of
    mana). ``(effect, '', True, ())`` when there is no such pair; None when the pair is not one this reads."""
    sentences = split_sentences(effect)
    if len(sentences) < 3 or not sentences[-1].startswith("Otherwise, "):
        return effect, "", True, ()
    m = _IF_OTHERWISE.fullmatch(sentences[-2])
    if not m:
        return None
    cond = m.group("cond")
    if not any(c.fullmatch(cond) and first.fullmatch(sentences[-3]) for c, first in _CONDITIONS):
        return None
    then, other = m.group("then"), sentences[-1][len("Otherwise, "):]
    mana_if = then.startswith("add ")
    mana, rest = (then, other) if mana_if else (other.rstrip("."), then)
    if not mana.startswith("add ") or is_about_mana(rest) or re.search(r"\badds?\b", rest):
        return None
    rest = rest.rstrip(".") + "."
    return (" ".join((*sentences[:-2], f"A{mana[1:]}.")), cond, mana_if, (rest[:1].upper() + rest[1:],))


_OPTIONAL = re.compile(r"(?P<who>You|That player) may (?P<act>[^.]+)\. If (?P<they>you|they) do, (?P<rest>.+)")
#: Optional actions a mana sentence may depend on ("If you do, add …"), as printed after "may".
_OPTIONAL_ACTS = re.compile(r"sacrifice another creature|discard any number of cards|convert ~"
                            r"|put a \+1/\+1 counter on (?:~|this creature)")


def _optional(effect: str, trigger: str) -> tuple[str, str | None]:
    """``(action, rest)`` for "You may <action>. If you do, <rest>" (Fire Lord Ozai, Neheb, Megatron) and "That
    player may <action>. If they do, they add …" (Cheering Crowd): the rest happens only if the player took the
    action (CR 603.5, 608.2d); ``('', effect)`` when there is no such action; ``('', None)`` for an action this does
    not know."""
    m = _OPTIONAL.fullmatch(effect)
    if not m:
        return "", effect
    act, rest = m.group("act"), m.group("rest")
    if not _OPTIONAL_ACTS.fullmatch(act) or (m.group("who") == "You") != (m.group("they") == "you"):
        return "", None
    if m.group("who") == "That player":
        if not rest.startswith("they add ") or not re.search(r"\beach player's\b", trigger):
            return "", None
        rest = "That player adds " + rest[len("they add "):]
        if act.startswith("put a +1/+1 counter on "):  # "… for each counter on it": on the creature named before
            rest = re.sub(r" on it\.$", f" on {SELF}.", rest)
    return act, rest[:1].upper() + rest[1:]


#: Sentences after the mana that speak of mana but change neither it nor any payment a board can ask for: a spell cast
#: while the ability resolves, whose payment happens then, never in a board snapshot (Summon: Esper Valigarmanda).
_CAST_WHILE_RESOLVING = re.compile(r"You may cast an? [\w ]+? card exiled with ~, and mana of any type can be spent to "
                                   r"cast that spell\.")


def _other_effect(sentence: str, *, after: bool) -> bool:
    """Whether a sentence of the ability is an effect of its own that neither speaks of mana nor decides the mana
    added: after the mana any such sentence (its mana is already added, CR 608.2c); before it, not one that decides
    ("If you do", "Otherwise", "Count …")."""
    if after and _CAST_WHILE_RESOLVING.fullmatch(sentence):
        return True
    if is_about_mana(sentence) or re.search(r"\badds?\b|\bthat much\b|\bthis way\b", sentence, re.IGNORECASE):
        return False
    return after or not _DECIDES.match(sentence)


_THAT_MUCH = re.compile(r"(?P<twice>twice )?that much (?:(?P<sym>\{[WUBRGC]\})|mana in any combination of "
                        r"(?P<types>(?:\{[WUBRGC]\},?\s*)+and/or \{[WUBRGC]\}))")
_EVERY = re.compile(r"(?:\{[WUBRGC]\})+(?:, (?:\{[WUBRGC]\})+)+,? and (?:\{[WUBRGC]\})+")
_EQUAL_SACRIFICED = re.compile(r"an amount of (?P<sym>\{[WUBRGC]\}) equal to the sacrificed creature's power")
_EQUAL_SHARE = re.compile(r"an amount of (?P<sym>\{[WUBRGC]\}) equal to the number of creatures you control that "
                          r"share a creature type with it")
_EQUAL_POWER = re.compile(r"an amount of (?P<sym>\{[WUBRGC]\}) equal to its power")
_PER_THEIRS = re.compile(r"(?P<sym>\{[WUBRGC]\}) for each (?P<kind>artifact|creature|land) (?:he or she controls|they "
                         r"control)")
_PER_REMOVED = re.compile(r"(?P<unit>\{[WUBRGC]\}|one mana of any color) for each (?P<kind>[\w+/-]+) counter removed "
                          r"this way")
#: What "that much" counts, by the optional action (a lower-case pattern) or else the trigger (CR 603.2, 608.2h).
_MUCH_OF = (
    (re.compile(r"discard any number of cards"), "the number of cards discarded this way"),
    (re.compile(r"Whenever one or more (?P<what>[\w ]+?) you control attack"),
     r"the number of \g<what> you control that attacked"),
    (re.compile(r"Whenever (?:~|a creature you control|one or more creatures you control) deals? combat damage to a "
                r"player"), "the combat damage dealt"),
)


def _event_adds(what: str, trigger: str, before: list[str], optional: str = "") -> object | None:
    """The :class:`~manaplan.models.effects.EventAdds` of an amount the event fixes, a list of mana joined by "and"
    (all of it), or None when ``what`` is neither."""
    every = _EVERY.fullmatch(what)
    if every:  # "{W}{W}, {U}{U}, {B}{B}, {R}{R}, and {G}{G}" (Esper Terra): all of it, not a choice
        return Produce.one_of(tuple(t for combo in re.findall(r"(?:\{[WUBRGC]\})+", what) for t in mana_symbols(combo)))
    much = _THAT_MUCH.fullmatch(what)
    if much:
        for pattern, words in _MUCH_OF:
            m = pattern.fullmatch(optional if pattern.pattern.islower() else trigger)
            if m:
                of = m.expand(words)
                break
        else:
            return None
        if much.group("sym"):
            types = frozenset({ManaType(much.group("sym")[1])})
        else:
            types = frozenset(ManaType(t) for t in re.findall(r"\{([WUBRGC])\}", much.group("types")))
            if len(types) < 2:
                return None
        return EventAdds(EventAmount(of, 2 if much.group("twice") else 1), types)
    sacrificed = _EQUAL_SACRIFICED.fullmatch(what)
    if sacrificed and optional == "sacrifice another creature":  # Fire Lord Ozai: the creature sacrificed this way
        return EventAdds(EventAmount("the sacrificed creature's power", wording="equal to"),
                         frozenset({ManaType(sacrificed.group("sym")[1])}))
    share = _EQUAL_SHARE.fullmatch(what)
    if share:  # Mana Echoes: "it" is the creature that entered (the event), counted as the ability resolves
        if not re.fullmatch(r"Whenever (?:a|another) creature enters(?: the battlefield)?", trigger):
            return None
        return EventAdds(EventAmount("the number of creatures you control that share a creature type with it",
                                     wording="equal to"), frozenset({ManaType(share.group("sym")[1])}))
    power = _EQUAL_POWER.fullmatch(what)
    if power:  # "Whenever ~ or equipped creature attacks, add an amount of {G} equal to its power."
        if not re.fullmatch(r"Whenever [\w ~]+? attacks", trigger):
            return None
        return EventAdds(EventAmount("its power", wording="equal to"), frozenset({ManaType(power.group("sym")[1])}))
    if what == "mana equal to enchanted permanent's mana cost":  # Elemental Resonance (CR 202.1)
        return CostMana("enchanted permanent")
    theirs = _PER_THEIRS.fullmatch(what)
    if theirs:  # "that player adds {C} for each artifact he or she controls" (Blinkmoth Urn): that player's
        if not re.search(r"\beach player's\b", trigger):
            return None
        return EventAdds(EventAmount(f"{theirs.group('kind')} that player controls", wording="for each"),
                         frozenset({ManaType(theirs.group("sym")[1])}))
    removed = _PER_REMOVED.fullmatch(what)
    if removed:  # the counters an earlier sentence removed: "remove all charge counters from ~."
        kind = removed.group("kind")
        if not any(re.search(rf"\bremove all {re.escape(kind)} counters from (?:~|it)\.$", b, re.IGNORECASE)
                   for b in before):
            return None
        unit = removed.group("unit")
        types = frozenset(COLORS) if unit.startswith("one") else frozenset({ManaType(unit[1])})
        return EventAdds(EventAmount(f"{kind} counter removed this way", wording="for each"), types)
    return None


_SAME_TYPE = re.compile(r"one mana of any type that (?:land|permanent) produced")


def trigger_adds(words: str) -> object:
    """What a triggered mana ability adds (CR 605.1b), from the words after "adds" / "add an additional": "one mana of
    any type that land produced" (a :class:`~manaplan.models.effects.SameType`), else what an "Add" sentence of those
    words adds, when it is a fixed, combined, chosen or counted output.

    Raises
    ------
    NotUnderstood
        For any other mana.

    Examples
    --------
    >>> trigger_adds("one mana of any type that land produced")
    SameType(amount=1, per_same_name=False)
    >>> trigger_adds("{G}{G}").describe()
    'Add {G}{G}.'
    """
    if _SAME_TYPE.fullmatch(words):
        return SameType()
    out = parse_add(f"Add {words}.")
    if not isinstance(out, (Produce, AnyCombination, ChosenColor, Counted)):
        raise NotUnderstood(f"mana added not understood: {words!r}")
    return out


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
        out = trigger_adds(adds)
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


def _caged_sun(m: re.Match) -> tuple:
    """"Whenever a land's ability causes you to add one or more mana of the chosen color, add one additional mana of
    that color." (Caged Sun): any ability of your lands, not only tapping; once per ability that adds that colour."""
    kind = {"land": "Land", "permanent": None}[m.group("what")]
    scope = Scope(frozenset({kind}) if kind else frozenset(), controller=YOU, text=f"a {m.group('what')} you control")
    return (TriggeredMana(scope, trigger_adds("one mana of the chosen color"), text=m.string, produced_chosen=True,
                          any_ability=True),)


def _while_fact(m: re.Match) -> tuple:
    """"Whenever you tap a land for mana while you're the monarch, add an additional one mana of any color." (Regal
    Behemoth): only while the board's fact holds."""
    (fact,) = [f.name for f in FACTS.values() if f.kind == "flag" and f.words == m.group("fact")] or (None,)
    if fact is None:
        raise NotUnderstood(f"condition not understood: {m.group('fact')!r}")
    scope = parse_scope(m.group("what"))
    if scope.other or scope.target or scope.attached:
        raise NotUnderstood("scope not understood")
    scope = dataclasses.replace(scope, controller=YOU, text=f"{scope.text} you control")
    return (TriggeredMana(scope, trigger_adds(m.group("adds")), text=m.string, fact=fact),)


def _if_source_tapped(m: re.Match) -> tuple:
    """"Whenever a player taps a land for mana, if ~ is tapped, that player adds one mana of any type that land
    produced. Then that land deals 1 damage to that player." (Barbflare Gremlin): both only while the source is
    tapped (CR 603.4)."""
    scope = parse_scope(m.group("what"))
    if scope.other or scope.target or scope.attached:
        raise NotUnderstood("scope not understood")
    return (TriggeredMana(scope, SameType(), text=m.string, if_source_tapped=True),
            ManaDamage(scope, int(m.group("n")), text=m.string, if_source_tapped=True))


def _chosen_name(m: re.Match) -> tuple:
    """"Whenever a land with the same name as the exiled card is tapped for mana, its controller adds one mana of any
    type that land produced." (Extraplanar Lens): the lands named as the source's ``chosen:`` (the exiled card)."""
    scope = Scope(frozenset({"Land"}), chosen_name=True, text="a land with the same name as the exiled card")
    return (TriggeredMana(scope, SameType(), text=m.string),)


def _same_name(m: re.Match) -> tuple:
    """"Whenever a land you control is tapped for mana, for each other land you control with the same name, add one
    mana of any type that land produced." (Sasaya's Essence)."""
    scope = Scope(frozenset({"Land"}), controller=YOU, text="a land you control")
    return (TriggeredMana(scope, SameType(per_same_name=True), text=m.string),)


def _snow(m: re.Match) -> tuple:
    """"Whenever a player taps a snow land for mana, that player adds one mana of any type that land produced. That
    land doesn't untap during its controller's next untap step." (Winter's Night): snow lands only (CR 205.4a); the
    untap step is not this turn's."""
    scope = Scope(frozenset({"Land"}), text="a snow land")
    return (TriggeredMana(scope, SameType(), text=m.string, snow=True, after=(m.group("after"),)),)


_SAME = r"one mana of any type that land produced"
#: Triggered mana abilities of one shape each (CR 605.1b): (pattern matched against the whole line, function of the
#: match returning the effects; it raises NotUnderstood for words it does not know).
MORE_TRIGGERS: tuple[tuple[re.Pattern[str], Callable[[re.Match], tuple]], ...] = (
    (re.compile(r"Whenever a (?P<what>land|permanent)'s ability causes you to add one or more mana of the chosen "
                r"color, add one additional mana of that color\."), _caged_sun),
    (re.compile(r"Whenever you tap (?P<what>an? [\w ]+?) for mana while (?P<fact>[^,]+), add an additional "
                r"(?P<adds>[^.]+)\."), _while_fact),
    (re.compile(rf"Whenever a player taps (?P<what>an? [\w ]+?) for mana, if ~ is tapped, that player adds {_SAME}\. "
                r"Then that land deals (?P<n>[1-9]) damage to that player\."), _if_source_tapped),
    (re.compile(rf"Whenever a land with the same name as the exiled card is tapped for mana, its controller adds "
                rf"{_SAME}\."), _chosen_name),
    (re.compile(rf"Whenever a land you control is tapped for mana, for each other land you control with the same "
                rf"name, add {_SAME}\."), _same_name),
    (re.compile(rf"Whenever a player taps a snow land for mana, that player adds {_SAME}\. "
                r"(?P<after>That land doesn't untap during its controller's next untap step\.)"), _snow),
)


def more_triggers(line: str) -> tuple | None:
    """A triggered mana ability (CR 605.1b) of one of the shapes of :data:`MORE_TRIGGERS`: on any ability of your
    lands (Caged Sun), while a fact holds (Regal Behemoth), if the source is tapped (Barbflare Gremlin), on lands
    with the chosen name (Extraplanar Lens), once per other land of the same name (Sasaya's Essence), on snow lands
    (Winter's Night).

    Examples
    --------
    >>> (t,) = more_triggers("Whenever you tap a land for mana while you're the monarch, add an additional one mana "
    ...                      "of any color.")
    >>> t.fact, t.scope.controller
    ('monarch', 'you')
    >>> more_triggers("Whenever you tap a land for mana while you're cold, add an additional {G}.") is None
    True
    """
    for pattern, read in MORE_TRIGGERS:
        m = pattern.fullmatch(line)
        if m:
            try:
                return read(m)
            except NotUnderstood:
                return None
    return None


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
    m = _TAP_TRIGGER.fullmatch(line)
    if not m or _MANA_WORDS.search(m.group("effect")) or _MANA_WORDS.search(m.group("trigger")[:-len(" for mana")]):
        return None
    return (TapTrigger(m.group("trigger"), m.group("effect"), text=line),)


_SPEND_TRIGGER = re.compile(
    r"(?P<trigger>Whenever you cast (?:an? |an? [\w ]+? )?spell using mana produced by ~), (?P<effect>.+)"
)


def spend_trigger(line: str) -> tuple | None:
    """"Whenever you cast a permanent spell using mana produced by ~, …" (Tecutlan, The Myriad Pools, Barracks of the
    Thousand): a :class:`~manaplan.models.effects.SpendTrigger`, the effect quoted. It triggers once the spell is
    cast (CR 601.2i), after its costs are paid, so it changes no payment; an effect that adds or speaks of mana is not
    read.

    Examples
    --------
    >>> (t,) = spend_trigger("Whenever you cast a permanent spell using mana produced by ~, discover X, where X is "
    ...                      "that spell's mana value.")
    >>> t.trigger, t.effect
    ('Whenever you cast a permanent spell using mana produced by ~', "discover X, where X is that spell's mana value.")
    >>> spend_trigger("Whenever you cast a spell using mana produced by ~, add {C}.") is None
    True
    """
    m = _SPEND_TRIGGER.fullmatch(line)
    if not m or is_about_mana(m.group("effect")) or re.search(r"\badds?\b", m.group("effect"), re.IGNORECASE):
        return None
    return (SpendTrigger(m.group("trigger"), m.group("effect"), text=line),)


#: Triggered mana no board can decide, each with why (CR 603): (pattern searched in the line, the reason).
REFUSED = (
    (re.compile(r"\b(?:this is the \w+|it's the \w+) time this ability has resolved this turn|\bIf it's the (?:second|"
                r"third) time\b"),
     "the mana depends on how many times this ability has resolved this turn, which no board gives"),
    (re.compile(r"\bClash with an opponent\b"),
     "the mana depends on a clash (cards revealed from the top of libraries), which no board gives"),
    (re.compile(r"\blook at the top card of your library\b"),
     "the mana depends on the top card of your library, looked at as the ability resolves"),
    (re.compile(r"\bcount the number of permanents\. If the number is odd\b"),
     "the effect depends on the number of permanents counted as the ability resolves (odd or even): not read"),
    (re.compile(r"\bhave defending player activate a mana ability of each land\b"),
     "makes another player activate mana abilities and empty their mana pool: not read"),
    (re.compile(r"that player adds \{G\}\{G\}\{G\} as steps and phases end\.$"),
     "the stored text is garbled (\"adds … as steps and phases end\"; the Oracle text keeps the mana until end of "
     "turn in a sentence of its own): not read — import newer card data"),
    (re.compile(r"^Whenever you roll \{CHAOS\}, until end of turn, whenever you tap a land for mana, add "),
     "a planar die roll ({CHAOS}) starts, until end of turn, a triggered mana ability on your lands: a plane in the "
     "command zone and whether chaos was rolled this turn are on no board: not read"),
    (re.compile(r"\bits controller may add \{U\} instead\. Spend this mana only"),
     "\"may add {U} instead\" does not say instead of what (the stored text lacks the sentence it replaces): not "
     "read — import newer card data"),
)


def refused_trigger(line: str) -> tuple | None:
    """A triggered ability about mana that no board can decide (random, "the second time this ability has
    resolved", a clash, a look at the library) or whose stored text is garbled: the line unsupported, with the reason
    of :data:`REFUSED` — more precise than "not parsed yet". None for any other line.

    Examples
    --------
    >>> (u,) = refused_trigger("Counter target spell. Clash with an opponent. If you win, at the beginning of your "
    ...                        "next main phase, you may add an amount of {C} equal to that spell's mana value.")
    >>> u.reason
    'the mana depends on a clash (cards revealed from the top of libraries), which no board gives'
    >>> refused_trigger("At the beginning of your upkeep, look at the top card of your library.") is None
    True
    """
    if not is_about_mana(line):  # "look at the top card of your library" and no mana: not this parser's business
        return None
    for pattern, reason in REFUSED:
        if pattern.search(line):
            return (Unsupported(line, reason),)
    return None


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
    return (dataclasses.replace(e, trigger=trigger, text=line or body),)
