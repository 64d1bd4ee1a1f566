"""The oracle parser: a card's type line and rules text become ability values (README, "Design": "Abilities are
data").

:func:`parse_card` reads a :class:`~manaplan.models.cards.card.Card` (one face; a multi-face card's given face);
:func:`parse_text` does the same from a name, a type line and a text. Both give a
:class:`~manaplan.models.ability.ParsedCard`: the mana abilities understood, the damage a source deals you
whenever it becomes tapped, and an :class:`~manaplan.models.ability.Unsupported` marker quoting each piece of text
about mana that was not understood. Nothing is guessed: a mana ability only partly understood is unsupported whole.

How a text is read:

1. Reminder text goes (CR 207.2a); each remaining line is one ability.
2. The card's references to itself (its name, the part of a legendary name before the comma, "this land" …)
   become ``~`` (:mod:`manaplan.models.oracle.text`); an ability word (CR 207.2c) or a flavor word (CR 207.2d) in
   front of an ability goes.
3. Each line is tried against :data:`LINE_FORMS` in order; the first that reads it decides. An activated ability
   whose effect begins with "Add" is read by :mod:`manaplan.models.oracle.costs` (the cost),
   :mod:`manaplan.models.oracle.adds` (what it adds and its riders) and :mod:`manaplan.models.oracle.riders`
   (spending restrictions, activation conditions). Mana that a spell, a loyalty ability or an ability with a
   target adds is not a mana ability (CR 605.1a, 605.5) and becomes a
   :class:`~manaplan.models.ability.ManaEffect`. The forms of other modules come last: "Choose a color. Add …"
   (:mod:`manaplan.models.oracle.amount_lines`) and the effects that are not mana abilities
   (:mod:`manaplan.models.oracle.static`, with :mod:`manaplan.models.oracle.triggers`); a Saga's chapter is read by
   :mod:`manaplan.models.oracle.chapters`. The forms share :mod:`manaplan.models.oracle.line_reading` and never
   import this module: an ability quoted in a line is read with :func:`read_quoted`, which the parser passes down.
4. A keyword before an ability that says when the permanent has it ("Max speed — ", "Exhaust — ") and a header
   over the lines below it ("LEVEL 1-4", "STATION 12+", a Class's "{1}{R}: Level 2") become a gate: a condition
   on each mana ability (:class:`~manaplan.models.ability.ActivationCondition`), an
   :class:`~manaplan.models.effects.InSection` around each effect; what cannot carry the gate is unsupported.
5. A line no form reads is unsupported if it is about this card's mana (it adds mana or speaks of mana, other than
   in the quoted abilities of tokens it creates), ignored otherwise (keywords, draw a card …). How the card itself
   enters ("enters tapped unless …", :mod:`manaplan.models.oracle.entering`) is read into
   :attr:`~manaplan.models.ability.ParsedCard.entering`.

The basic land types on the type line add their intrinsic mana abilities (CR 305.6), whatever the text says.

Examples
--------
>>> elves = parse_text("Llanowar Elves", "Creature — Elf Druid", "{T}: Add {G}.")
>>> [a.describe() for a in elves.mana_abilities]
['{T}: Add {G}.']
>>> pool = parse_text("Breeding Pool", "Land — Forest Island", "({T}: Add {G} or {U}.)\\nAs this land enters, "
...                   "you may pay 2 life. If you don't, it enters tapped.")
>>> [a.describe() for a in pool.mana_abilities], pool.unsupported
(['{T}: Add {G}.', '{T}: Add {U}.'], ())
>>> (every,) = parse_text("Grave Garden", "Land", "{T}: Add {G} for each card in each graveyard.").unsupported
>>> every.text
'{T}: Add {G} for each card in each graveyard.'
>>> every.reason
"mana produced not understood: 'Add {G} for each card in each graveyard.'"
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import replace
from typing import Protocol

from ..ability import (
    ActivationCondition,
    ActivationCost,
    Conditional,
    CostX,
    DoneThisWay,
    DoublePool,
    ManaAbility,
    ManaEffect,
    ManaOutput,
    ParsedCard,
    Produce,
    Unsupported,
)
from ..effects import InSection
from ..mana import ManaType
from .adds import (
    RIDERS,
    conditional_add,
    graveyard_condition,
    normal_effect,
    parse_add,
    parse_low_roll,
    parse_mana_effect,
)
from .amount_lines import AMOUNT_LINE_FORMS
from .chapters import chapter_mana
from .costs import parse_activation_cost
from .entering import entering_line
from .line_reading import LineContext, LineReading
from .riders import merge_conditions
from .static import loyalty_effect, read_static_line
from .triggers import cumulative_upkeep_mana, event_mana, mode_event_mana
from .text import (
    ABILITY_WORDS,
    FLAVOR_WORDS,
    SELF,
    NotUnderstood,
    is_about_mana,
    is_about_own_mana,
    mark_self,
    number_value,
    only_spends_for_foreign_spells,
    outside_quotes,
    repair_text,
    self_names,
    sets_land_types,
    split_ability_word,
    split_cost_effect,
    split_sentences,
    strip_reminder_text,
)

__all__ = [
    "parse_card",
    "is_loyalty_line",
    "loyalty_cost",
    "parse_text",
    "parse_line",
    "read_quoted",
    "intrinsic_abilities",
    "is_instant_or_sorcery",
    "names_for_itself",
    "join_die_results",
    "LINE_FORMS",
    "LineReading",
    "BASIC_LAND_TYPES",
    "check_x",
    "makes_settlement",
]

_S = re.escape(SELF)

#: The basic land types and the mana each one's intrinsic ability adds (CR 305.6).
BASIC_LAND_TYPES: dict[str, ManaType] = {
    "Plains": ManaType.W,
    "Island": ManaType.U,
    "Swamp": ManaType.B,
    "Mountain": ManaType.R,
    "Forest": ManaType.G,
}


class _CardLike(Protocol):
    name: str
    type_line: str
    oracle_text: str


_IGNORED = LineReading()


# ---------------------------------------------------------------------------------------------------- type line
_TYPE_DASH = re.compile(r"\s+(?:\u2014|\u2013|-{1,2})\s+")


def _type_words(type_line: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(words before the dash, words after it) of the first face's part of a type line."""
    first = type_line.split("//")[0].strip()
    parts = _TYPE_DASH.split(first, maxsplit=1)
    left = tuple(parts[0].split())
    right = tuple(parts[1].split()) if len(parts) > 1 else ()
    return left, right


def intrinsic_abilities(type_line: str) -> tuple[ManaAbility, ...]:
    """The mana abilities a land has for its basic land types: "{T}: Add {G}." for a Forest … (CR 305.6).

    One ability per basic land type, in the order of the type line, whatever the text says (a typed land's text
    is at most reminder text). Supertypes (Basic, Snow, Legendary) do not matter.

    Parameters
    ----------
    type_line : str
        E.g. ``'Land — Forest Island'``, ``'Basic Snow Land — Forest'``.

    Returns
    -------
    tuple of ManaAbility
        Each with ``intrinsic=True``; empty for a card that is not a land.

    Examples
    --------
    >>> [a.describe() for a in intrinsic_abilities("Land — Forest Island")]
    ['{T}: Add {G}.', '{T}: Add {U}.']
    >>> intrinsic_abilities("Creature — Forest Dryad")
    ()
    """
    left, right = _type_words(type_line)
    if "Land" not in left:
        return ()
    return tuple(
        ManaAbility(ActivationCost(tap=True), Produce.one_of((BASIC_LAND_TYPES[word],)), intrinsic=True)
        for word in dict.fromkeys(right)
        if word in BASIC_LAND_TYPES
    )


def is_instant_or_sorcery(type_line: str) -> bool:
    """Whether a card face is an instant or a sorcery, by its type line: an "Add" line is then the spell's effect, not
    a mana ability (CR 605.5b).

    Examples
    --------
    >>> is_instant_or_sorcery("Instant"), is_instant_or_sorcery("Kindred Sorcery — Elf")
    (True, True)
    >>> is_instant_or_sorcery("Artifact — Equipment")
    False
    """
    left, _ = _type_words(type_line)
    return "Instant" in left or "Sorcery" in left


# ---------------------------------------------------------------------------------------------------- line forms
def _tapped_damage(line: str, ctx: LineContext) -> LineReading | None:
    """"Whenever ~ becomes tapped, it deals 1 damage to you." (City of Brass)."""
    m = re.fullmatch(rf"Whenever {_S} becomes tapped, (?:it|{_S}) deals (?P<n>\d+) damage to you\.", line)
    return LineReading(tapped_damage=int(m.group("n"))) if m else None


_LOYALTY_COST = re.compile(r"\[?[+\u2212\u2013-]?(?:\d+|X)\]?")


def is_loyalty_line(line: str) -> bool:
    """Whether a line of text is a loyalty ability ("+1: …", "−2: …", "0: …", "−X: …", CR 606.1), as the parser
    reads one.

    >>> is_loyalty_line("\u22121: Create a 3/3 green Beast creature token."), is_loyalty_line("{T}: Add {G}.")
    (True, False)
    """
    split = split_cost_effect(line)
    return split is not None and bool(_LOYALTY_COST.fullmatch(split[0]))


def loyalty_cost(line: str) -> int | None:
    """The loyalty counters a line's loyalty ability puts on its planeswalker (more than 0) or removes from it (less
    than 0) as its cost (CR 606.4); None where the line is no loyalty ability (:func:`is_loyalty_line`) or its cost
    is X (chosen as it is activated, CR 107.3).

    >>> loyalty_cost("\u22121: Untap target permanent."), loyalty_cost("+1: Untap two target lands.")
    (-1, 1)
    >>> loyalty_cost("\u2212X: Destroy target creature."), loyalty_cost("{T}: Add {G}.")
    (None, None)
    """
    split = split_cost_effect(line)
    if split is None or not _LOYALTY_COST.fullmatch(split[0]) or "X" in split[0]:
        return None
    return _loyalty_cost(split[0])


def _loyalty_cost(text: str) -> int:
    m = re.fullmatch(r"\[?(?P<sign>[+\u2212\u2013-]?)(?P<n>\d+)\]?", text)
    if not m:
        raise NotUnderstood(f"loyalty cost {text!r} not understood")
    n = int(m.group("n"))
    return -n if m.group("sign") in ("\u2212", "\u2013", "-") else n


#: The riders a mana effect that is not a mana ability may have (a spell's or a loyalty ability's).
_EFFECT_RIDERS = frozenset({"spend", "side_effects"})


# A sentence of a spell's or loyalty ability's effect other than its "Add …" that may ride along: not about mana, not
# costing the player life, cards or permanents as it resolves, not limiting what they may cast.
_COSTLY = re.compile(r"\bto you\b|\byou lose\b|\bloses? \w+ life\b|\bsacrifices?\b|\bdiscards?\b|\bpays?\b"
                     r"|\bcan cast only\b|\bcan't cast\b", re.IGNORECASE)


def _other_effect(sentence: str) -> bool:
    return not is_about_mana(sentence) and not _COSTLY.search(sentence) and not sentence.startswith("If ")


# A sentence of an ability with targets whose cost falls only on the players the activator chooses as targets ("Any
# number of target players each lose 2 life and sacrifice a creature.", Priest of Forgotten Gods): it costs you
# nothing unless you choose yourself, which no plan needs.
_ON_CHOSEN_TARGETS = re.compile(r"Any number of target players each (?:lose \w+ life|sacrifice an? \w+)"
                                r"(?: and (?:lose \w+ life|sacrifice an? \w+))?\.")


_EXCESS = "the excess damage dealt this way to the creature the opponent controls"
_EXCESS_ADD = re.compile(rf"Add an amount of (?P<sym>\{{[WUBRGC]\}}) equal to {_EXCESS}\.")


def _effect_sentences(effect: str) -> list[str]:
    """The sentences of a spell's or non-mana ability's effect, with "You add {R}." as "Add {R}." and "Draw a card, then
    add one mana of any color." as two sentences."""
    out: list[str] = []
    for sentence in split_sentences(normal_effect(effect)):
        sentence = re.sub(r"^You add ", "Add ", sentence)
        # "For each creature sacrificed this way, you add {B}{B}." (Organ Harvest)
        sentence = re.sub(r"^For each (?P<what>[^,.]+ this way), you add (?P<sym>(?:\{[WUBRGC]\})+)\.$",
                          r"Add \g<sym> for each \g<what>.", sentence)
        # "If the creature the opponent controls is dealt excess damage this way, add that much {R}." (The Last Agni
        # Kai): the amount is the excess damage (after the fight the sentence before sets up)
        sentence = re.sub(r"^If the creature the opponent controls is dealt excess damage this way, add that much "
                          r"(?P<sym>\{[WUBRGC]\})\.$", r"Add an amount of \g<sym> equal to " + _EXCESS + ".", sentence)
        # "For each artifact or creature card in target opponent's graveyard, add {C} and you gain 1 life." (Spoils
        # of Evil): the mana and the life, each once for each card
        life = re.fullmatch(r"For each (?P<what>[^,.]+), add (?P<sym>\{[WUBRGC]\}) and you gain 1 life\.", sentence)
        if life:
            out += [f"Add {life.group('sym')} for each {life.group('what')}.",
                    f"You gain 1 life for each {life.group('what')}."]
            continue
        m = re.fullmatch(r"(?P<first>[^.]+?), then add (?P<what>[^.]+)\.", sentence)
        draw = re.fullmatch(r"(?P<add>Add \{[^.]+\}) and draw a card\.", sentence)  # Priest of Forgotten Gods
        # Path of the Pyromancer: "Add {R} for each card discarded this way, then draw that many cards plus one."
        then_draw = re.fullmatch(r"(?P<add>Add [^.,]+), then (?P<draw>draw that many cards(?: plus one)?)\.", sentence)
        if m and not is_about_mana(m.group("first")):
            out += [m.group("first") + ".", f"Add {m.group('what')}."]
        elif draw:
            out += [draw.group("add") + ".", "Draw a card."]
        elif then_draw:
            out += [then_draw.group("add") + ".", then_draw.group("draw").capitalize() + "."]
        else:
            out.append(sentence)
    return out


def _add_sentence_at(sentences: list[str]) -> int | None:
    """The index of the one "Add …" sentence (or Energy Tap's "If you do, add …"), or None (none, or more than
    one)."""
    at = [i for i, sentence in enumerate(sentences)
          if sentence.startswith("Add ") or _IF_TAPPED_ADD.fullmatch(sentence)]
    return at[0] if len(at) == 1 else None


#: "You can cast only one more spell this turn." after a spell's "Add …" (Irencrag Feat): a limit on the spells
#: cast once it resolved (:attr:`~manaplan.models.ability.ManaEffect.spells_after`).
_ONE_MORE_SPELL = re.compile(r"You can cast only (?P<n>one|two|three) more spells? this turn\.")


def _mana_effect(kind: str, effect: str, ctx: LineContext, loyalty: int = 0,
                 cost: ActivationCost = ActivationCost()) -> LineReading:
    """A :class:`~manaplan.models.ability.ManaEffect` from an effect with one "Add" sentence, or the line
    unsupported. The other sentences are its riders (a spending restriction …) or other effects that do not touch
    mana or cost the player anything ("Destroy target artifact.", "Draw a card."); those with targets are kept in
    ``targets``."""
    try:
        sentences = _effect_sentences(effect)
        at = _add_sentence_at(sentences)
        if at is None:
            raise NotUnderstood("effect not understood")
        done = _done_this_way(kind, sentences[at], sentences[:at])
        if done is not None and (len(done.unit.choices) > 1 or done.by):  # "Choose a color." or what it counts
            sentences, at = sentences[:at - 1] + sentences[at:], at - 1
        mana_part = [sentences[at]]
        others: list[str] = []
        spells_after = None
        for i, sentence in enumerate(sentences):
            if i == at:
                continue
            rider = i > at and any(pattern.fullmatch(sentence) for pattern, _ in RIDERS)
            if rider:
                mana_part.append(sentence)
            elif _other_effect(sentence) or (kind == "activated" and _ON_CHOSEN_TARGETS.fullmatch(sentence)):
                others.append(sentence)
            elif kind == "spell" and i > at and _ONE_MORE_SPELL.fullmatch(sentence) and spells_after is None:
                spells_after = number_value(_ONE_MORE_SPELL.fullmatch(sentence).group("n"))
            elif re.search(r"\bcan cast only\b|\bcan't cast\b", sentence):
                raise NotUnderstood(f"limits the spells you may cast, so what the mana can pay for, in a way no "
                                    f"value says: {sentence!r}")
            else:
                raise NotUnderstood(f"extra effect not understood: {sentence!r}")
        if done is not None:  # the amount an earlier sentence fixes: its riders read after a stand-in "Add"
            riders = parse_mana_effect(" ".join(["Add {C}.", *mana_part[1:]]))[1]
            output = done
        else:
            output, riders = parse_mana_effect(" ".join(mana_part))
        # an activated ability's X is its cost's (Jetfire's counters removed); an amount done this way is checked
        # against the cost by the caller (Radiant Lotus's artifacts sacrificed)
        check_x(cost if done is None else ActivationCost(), output, effect)
        extra = set(riders) - _EFFECT_RIDERS
        if extra:
            raise NotUnderstood(f"{' and '.join(sorted(extra))} on a {kind} effect not understood")
    except NotUnderstood as problem:
        what = {"loyalty": "loyalty ability (not a mana ability, CR 605.1a)",
                "activated": "ability with a target (not a mana ability, CR 605.1a)"}.get(
            kind, "spell (not a mana ability, CR 605.5b)")
        return LineReading(unsupported=(Unsupported(ctx.printed, f"{what}: {problem.reason}"),))
    targets = tuple(o for o in others if re.search(r"\btargets?\b", o, re.IGNORECASE))
    riders["side_effects"] = tuple(o for o in others if o not in targets) + riders.get("side_effects", ())
    return LineReading(mana_effects=(ManaEffect(kind, output, loyalty=loyalty, text=ctx.printed, targets=targets,
                                                spells_after=spells_after, **riders),))


_DONE_THIS_WAY = re.compile(r"Add (?:(?P<sym>\{[WUBRGC]\})|(?P<n>\w+) mana of the chosen color) for each "
                            r"(?P<what>card exiled this way|\{S\} spent to cast this spell"
                            r"|artifact sacrificed this way)\.")


_IF_TAPPED_ADD = re.compile(r"If you do, add an amount of (?P<sym>\{[WUBRGC]\}) equal to that creature's mana value\.")
_DONE_BY = re.compile(r"Add (?P<sym>\{[WUBRGC]\}) for each (?P<what>card discarded this way)\."
                      r"|Add that much (?P<that>\{[WUBRGC]\})\."
                      r"|Add (?P<syms>(?:\{[WUBRGC]\})+) for each (?P<victim>creature) sacrificed this way\."
                      r"|Add (?P<either>\{[WUBRG]\}) or (?P<or>\{[WUBRG]\}) for each permanent destroyed this way\.")


def _done_this_way(kind: str, sentence: str, before: list[str]) -> DoneThisWay | None:
    """"Add {R} for each card exiled this way." after a sentence that exiles ("Exile any number of target cards from
    your graveyard.", Quintorius Kand); "Add {C} for each {S} spent to cast this spell." in a spell (Tundra
    Fumarole): a :class:`~manaplan.models.ability.DoneThisWay`; None for any other sentence, or when no sentence
    before it does what it counts."""
    excess = _EXCESS_ADD.fullmatch(sentence)
    if excess:  # The Last Agni Kai: the damage beyond lethal its fight dealt to the opponent's creature
        if kind != "spell" or not before or before[-1] != ("Target creature you control fights target creature an "
                                                            "opponent controls."):
            return None
        return DoneThisWay(Produce.one_of(excess.group("sym")[1]), _EXCESS, equal=True)
    tapped = _IF_TAPPED_ADD.fullmatch(sentence)
    if tapped:  # Energy Tap: the creature the sentence before taps, if it was tapped
        if kind != "spell" or not before or before[-1] != "Tap target untapped creature you control.":
            return None
        return DoneThisWay(Produce.one_of(tapped.group("sym")[1]), "that creature's mana value", equal=True,
                           if_done=True)
    by = _DONE_BY.fullmatch(sentence)
    if by and before:  # what the sentence just before did, which costs the player: kept with the mana
        sacrificed = re.fullmatch(r"Sacrifice any number of (?P<kind>land|artifact|creature)s\.", before[-1])
        if by.group("what") == "card discarded this way" and before[-1] == "Discard all the cards in your hand.":
            return DoneThisWay(Produce.one_of(by.group("sym")[1]), by.group("what"), by=before[-1])
        if by.group("syms") and kind == "spell" and re.fullmatch(r"(?:Your team may sacrifice|Sacrifice) any number "
                                                                 r"of creatures\.", before[-1]):
            # Organ Harvest: the creatures the sentence before sacrificed (your team's: yours and teammates')
            return DoneThisWay(Produce.one_of(by.group("syms").replace("{", "").replace("}", "")),
                               "creature sacrificed this way", by=before[-1])
        if by.group("either") and kind == "spell" and re.fullmatch(r"Destroy (?:each|all) [^.]+\.", before[-1]):
            # Culling Ritual: {B} or {G} chosen for each permanent the sentence before destroyed
            unit = Produce.one_of(by.group("either")[1], by.group("or")[1])
            return DoneThisWay(unit, "permanent destroyed this way", by=before[-1], combination=True)
        if by.group("that") and sacrificed:
            return DoneThisWay(Produce.one_of(by.group("that")[1]), f"{sacrificed.group('kind')} sacrificed this way",
                               by=before[-1])
        return None
    m = _DONE_THIS_WAY.fullmatch(sentence)
    if not m:
        return None
    what = m.group("what")
    if what == "card exiled this way":
        if not any(b.startswith("Exile ") for b in before):
            return None
    elif what == "artifact sacrificed this way":  # the cost's "Sacrifice one or more artifacts" (checked with it)
        if kind != "activated":
            return None
    elif kind != "spell":
        return None
    if m.group("n"):  # "Choose a color. … three mana of the chosen color for each …" (Radiant Lotus)
        if not before or before[-1] != "Choose a color." or number_value(m.group("n")) < 1:
            return None
        return DoneThisWay(Produce.any_color(number_value(m.group("n"))), what)
    return DoneThisWay(Produce.one_of(m.group("sym")[1]), what)


def _loyalty_ability(line: str, ctx: LineContext) -> LineReading | None:
    """"+1: Add {R}{R}." — a loyalty ability is not a mana ability (CR 605.1a), but what it adds is a
    :class:`~manaplan.models.ability.ManaEffect`."""
    split = split_cost_effect(line)
    if split is None or not _LOYALTY_COST.fullmatch(split[0]):
        return None
    if not is_about_own_mana(ctx.printed):
        return _IGNORED
    if _add_sentence_at(_effect_sentences(split[1])) is None:
        try:  # an emblem, a permanent that becomes a Treasure
            lasting = loyalty_effect(_loyalty_cost(split[0]), split[1], ctx.printed, ctx.read_quoted)
        except NotUnderstood:
            lasting = None
        if lasting:
            return LineReading(effects=lasting)
        return LineReading(unsupported=(Unsupported(ctx.printed, "loyalty ability (not a mana ability, CR 605.1a): "
                                                                 "effect not understood"),))
    try:
        loyalty = _loyalty_cost(split[0])
    except NotUnderstood as problem:
        return LineReading(unsupported=(Unsupported(ctx.printed, problem.reason),))
    return _mana_effect("loyalty", split[1], ctx, loyalty)


def _low_roll_effect(split: tuple[str, str], ctx: LineContext) -> LineReading | None:
    """"{T}: Roll a six-sided die. On a 3 or lower, target player adds {C}. Otherwise, that player adds one mana of
    any color they choose." (Mad Science Fair Project): a :class:`~manaplan.models.ability.Chance` that a target
    player adds (not a mana ability, CR 605.1a); None for another effect."""
    try:
        roll = parse_low_roll(split[1])
        if roll is None or not roll[0].target_player:
            return None
        if roll[1].strip():
            raise NotUnderstood(f"extra effect not understood: {roll[1].strip()!r}")
        cost = parse_activation_cost(split[0])
    except NotUnderstood as problem:
        return LineReading(unsupported=(Unsupported(ctx.printed, problem.reason),))
    return LineReading(mana_effects=(ManaEffect("activated", roll[0], additional_cost=cost, text=ctx.printed,
                                                player="target player"),))


def _targeted_ability(line: str, ctx: LineContext) -> LineReading | None:
    """"{T}: Exile target land card from a graveyard. Add one mana of any color." (Deathrite Shaman): an activated
    ability with a target is not a mana ability (CR 605.1a) and uses the stack; what it adds is a
    :class:`~manaplan.models.ability.ManaEffect` of kind ``'activated'`` with its cost and targets (and the
    condition of "If this is the third time this ability has resolved this turn, you may add …", Soulbright
    Flamekin)."""
    split = split_cost_effect(line)
    if split is None or _LOYALTY_COST.fullmatch(split[0]) or not _has_target(split[1]):
        return None
    effect, player = split[1], "you"
    roll = _low_roll_effect(split, ctx)
    if roll is not None:
        return roll
    adds = [m for m in map(_TARGET_PLAYER_ADDS.fullmatch, split_sentences(effect)) if m]
    if len(adds) == 1:  # "Target player adds one mana of any color." (The Warring Triad): the target adds it
        effect, player = effect.replace(adds[0].group(0), f"Add {adds[0].group('what')}."), "target player"
    nth = _NTH_RESOLUTION_ADDS.search(effect)
    condition, may = "", False
    if nth:  # Soulbright Flamekin: the mana only on the ability's third resolution this turn
        effect = effect.replace(nth.group(0), f"Add {nth.group('what')}.")
        condition, may = f"this is the {nth.group('nth')} time this ability has resolved this turn", bool(nth["may"])
    if _add_sentence_at(_effect_sentences(effect)) is None:
        return None
    try:
        cost = parse_activation_cost(split[0])
    except NotUnderstood as problem:
        return LineReading(unsupported=(Unsupported(ctx.printed, problem.reason),))
    reading = _mana_effect("activated", effect, ctx, cost=cost)
    if condition:
        reading = replace(reading, mana_effects=tuple(replace(e, condition=condition, may=may)
                                                      for e in reading.mana_effects))
    for e in reading.mana_effects:  # "for each artifact sacrificed this way": the cost sacrifices one or more
        if isinstance(e.output, DoneThisWay) and e.output.what == "artifact sacrificed this way" and not (
                cost.sacrifice_x is not None and cost.sacrifice_x.card_types == frozenset({"Artifact"})):
            return LineReading(unsupported=(Unsupported(ctx.printed, "'for each artifact sacrificed this way' "
                                                                     "without a cost that sacrifices artifacts"),))
    return replace(reading, mana_effects=tuple(replace(e, additional_cost=cost, player=player)
                                               for e in reading.mana_effects))


_TARGET_PLAYER_ADDS = re.compile(r"Target player adds (?P<what>[^.]+)\.")
#: "If this is the third time this ability has resolved this turn, you may add {R}…{R}." (Soulbright Flamekin): the
#: activated ability's mana, only on that resolution (:attr:`~manaplan.models.ability.ManaEffect.condition`).
_NTH_RESOLUTION_ADDS = re.compile(r"If this is the (?P<nth>second|third|fourth|fifth) time this ability has resolved "
                                  r"this turn, (?P<may>you may )?add (?P<what>[^.]+)\.$")


def _spell_mana(line: str, ctx: LineContext) -> LineReading | None:
    """An instant's or sorcery's "Add …" (Dark Ritual): not a mana ability (CR 605.5b), a
    :class:`~manaplan.models.ability.ManaEffect`."""
    if ctx.is_spell and line.startswith("\u2022 "):  # a mode of a modal spell ("Choose one —"): cast choosing it
        line = line[2:]
    if not ctx.is_spell or _add_sentence_at(_effect_sentences(line)) is None:
        return None
    return _mana_effect("spell", line, ctx)


_OWN_COST_ONLY = re.compile(r"Spend only mana of the chosen color to activate this ability\.")


def _own_cost_restriction(line: str, ctx: LineContext) -> LineReading | None:
    """"{3}, {T}: Draw two cards. Spend only mana of the chosen color to activate this ability." (Throne of Eldraine):
    an activated ability that adds no mana, with a rule for the mana that pays its own cost. It is not about what
    this card's mana can do (the restriction on its mana ability is a sentence of that ability), and no answer pays
    this ability's cost, so the line changes nothing any answer gives: read, and set aside."""
    split = split_cost_effect(line)
    if split is None:
        return None
    sentences = split_sentences(split[1])
    if len(sentences) < 2 or not _OWN_COST_ONLY.fullmatch(sentences[-1]):
        return None
    if any(is_about_mana(s) or re.search(r"\badds?\b", s, re.IGNORECASE) for s in sentences[:-1]):
        return None
    return _IGNORED


def _spell_conditional(line: str, ctx: LineContext) -> LineReading | None:
    """"If there are two or more instant and/or sorcery cards in your graveyard, add {B}{B}{B}." (Dark Petition,
    spell mastery), "If this spell was cast from your hand, add ten mana of any one color." (Apex of Power): a
    spell's mana added only if the condition holds as it resolves."""
    if not ctx.is_spell:
        return None
    try:
        output = conditional_add(line)
    except NotUnderstood as problem:
        return LineReading(unsupported=(Unsupported(ctx.printed, f"spell (not a mana ability, CR 605.5b): "
                                                                 f"{problem.reason}"),))
    if output is None:
        return None
    return LineReading(mana_effects=(ManaEffect("spell", output, text=ctx.printed),))


_ADD_INSTEAD_IF = re.compile(r"Add (?P<add>[^.]+?) instead if (?P<gn>\w+) or more (?P<gtypes>[a-z/ ]*?)cards are in "
                             r"your graveyard\.")


def _spell_instead(line: str, ctx: LineContext) -> LineReading | None:
    """"Add {B}{B}{B}{B}{B} instead if seven or more cards are in your graveyard." (Cabal Ritual, threshold): what
    the spell's "Add …" line before it adds instead; :func:`parse_text` joins the two into a
    :class:`~manaplan.models.ability.Conditional` (a reading of kind ``'instead'`` never leaves it)."""
    m = _ADD_INSTEAD_IF.fullmatch(line) if ctx.is_spell else None
    if not m:
        return None
    try:
        instead = parse_add(f"Add {m.group('add')}.")
        graveyard = graveyard_condition(m.group("gn"), m.group("gtypes"))
    except NotUnderstood as problem:
        return LineReading(unsupported=(Unsupported(ctx.printed, f"spell (not a mana ability, CR 605.5b): "
                                                                 f"{problem.reason}"),))
    output = Conditional(Produce.nothing(), instead, graveyard=(graveyard,))
    return LineReading(mana_effects=(ManaEffect("instead", output, text=ctx.printed),))


def _join_instead(mana_effects: list[ManaEffect]) -> tuple[list[ManaEffect], list[Unsupported]]:
    """Each ``'instead'`` reading joined to the one spell mana effect before it (its base), or unsupported."""
    out: list[ManaEffect] = []
    bad: list[Unsupported] = []
    for e in mana_effects:
        if e.kind != "instead":
            out.append(e)
            continue
        spells = [i for i, f in enumerate(out) if f.kind == "spell"]
        if len(spells) != 1 or isinstance(out[spells[0]].output, Conditional):
            bad.append(Unsupported(e.text, "spell (not a mana ability, CR 605.5b): 'instead' with no one effect "
                                           "before it to replace"))
            continue
        before = out[spells[0]]
        out[spells[0]] = replace(before, output=replace(e.output, base=before.output),
                                 text=f"{before.text}\n{e.text}")
    return out, bad


_ADDITIONAL_COST = re.compile(rf"As an additional cost to cast (?:{_S}|this spell), (?P<cost>.+)\.")


def _additional_cost(line: str, ctx: LineContext) -> LineReading | None:
    """"As an additional cost to cast this spell, sacrifice a creature." (CR 601.2b): kept for the spell's mana
    effect, if it has one."""
    if not ctx.is_spell:
        return None
    m = _ADDITIONAL_COST.fullmatch(line)
    return LineReading(additional_cost=m.group("cost")) if m else None


# A sentence that begins a triggered ability of its own (CR 603.7: a delayed trigger "When you spend this mana …"):
# a target there is that trigger's, not the mana ability's (CR 605.1a).
_OWN_TRIGGER = re.compile(r"^(?:When|Whenever|If (?:that|this) mana|If you spend)\b")


def _has_target(effect: str) -> bool:
    """Whether the ability itself targets (CR 605.1a): "target" outside the triggers it sets up (a trigger's
    sentence and the sentences after it: "When you next cast an instant or sorcery spell this turn, copy that spell.
    You may choose new targets for the copy.")."""
    for sentence in split_sentences(effect):
        if _OWN_TRIGGER.match(sentence):
            return False
        if re.search(r"\btargets?\b", sentence, re.IGNORECASE):
            return True
    return False


def check_x(cost: ActivationCost, output: ManaOutput, effect: str) -> None:
    """The X of a cost and the X of the effect must be the same X (CR 107.3): an ability with an X in its cost adds
    an amount that is X, and only such an ability adds X; "for each <kind> counter removed this way" must name the
    kind the cost removes.

    Raises
    ------
    NotUnderstood
    """
    if type(output).__name__ == "MilledSymbols" and cost.mill != 1:  # "that card": the one card the cost mills
        raise NotUnderstood("'that card's mana cost' without a cost that mills one card: not understood")
    uses_x = isinstance(getattr(output, "amount", None), CostX)
    if re.search(r"\bgains? X life\b", effect) and not cost.has_x:
        raise NotUnderstood("'gain X life' with no X in the cost: not understood")
    if cost.has_x and not uses_x:
        raise NotUnderstood("X in the cost, but the effect's amount is not X: not understood")
    if uses_x and not cost.has_x:
        raise NotUnderstood("an amount of X, but no X in the cost: not understood")
    m = re.search(r"for each (?P<kind>[\w+/-]+) counter removed this way", effect)
    if m and m.group("kind") != cost.remove_x_counters:
        raise NotUnderstood(f"counters removed this way not understood: {m.group(0)!r}")


#: The start of an effect whose mana follows a coin flip or a die roll (read by
#: :func:`~manaplan.models.oracle.adds.parse_chance`).
_CHANCE_START = re.compile(r"Flip a coin\. If you win the flip, add |Roll a \w+-sided die\. This ability has the "
                           r"indicated effect\. \d+ \u2014 ")


#: Parley (Selvala, Explorer Returned): each player reveals their top card; the mana is one unit for each nonland
#: card revealed, known only as it resolves. As printed, and as :meth:`ManaAbility.describe` prints it back.
_PARLEY = re.compile(r"Each player reveals the top card of their library\. (?:For each nonland card revealed this "
                     r"way, add (?P<sym>\{[WUBRGC]\}) and you gain 1 life\.|Add (?P<sym2>\{[WUBRGC]\}) for each "
                     r"nonland card revealed this way\. You gain 1 life for each nonland card revealed this way\.) "
                     r"Then each player draws a card\.")


def _parley(split: tuple[str, str], ctx: LineContext) -> LineReading | None:
    """"{T}: Each player reveals the top card of their library. For each nonland card revealed this way, add {G} and
    you gain 1 life. Then each player draws a card." (Selvala, Explorer Returned): a mana ability (no target, CR
    605.1a) whose amount is a :class:`~manaplan.models.ability.DoneThisWay`, honoured by no solver (libraries are
    not on the board); the life gained and the cards drawn change no mana."""
    m = _PARLEY.fullmatch(split[1])
    if not m:
        return None
    try:
        cost = parse_activation_cost(split[0])
    except NotUnderstood as problem:
        return LineReading(unsupported=(Unsupported(ctx.printed, problem.reason),))
    sym = m.group("sym") or m.group("sym2")
    output = DoneThisWay(Produce.one_of(sym[1]), "nonland card revealed this way",
                         by="Each player reveals the top card of their library.")
    riders = ("You gain 1 life for each nonland card revealed this way.", "Then each player draws a card.")
    return LineReading(abilities=(ManaAbility(cost, output, text=ctx.printed, side_effects=riders),))


def _activated_mana_ability(line: str, ctx: LineContext) -> LineReading | None:
    """"[Cost]: Add …[. Rider.]" — an activated mana ability (CR 605.1a)."""
    split = split_cost_effect(line)
    if split is not None and _PARLEY.fullmatch(split[1]):
        return _parley(split, ctx)
    if split is None or not (normal_effect(split[1]).startswith("Add ") or _CHANCE_START.match(split[1])):
        return None
    cost_text, effect = split
    try:
        if _has_target(effect):
            raise NotUnderstood("ability with a target: not a mana ability (CR 605.5a)")
        cost = parse_activation_cost(cost_text)
        output, riders = parse_mana_effect(effect)
        check_x(cost, output, effect)
    except NotUnderstood as problem:
        return LineReading(unsupported=(Unsupported(ctx.printed, problem.reason),))
    return LineReading(abilities=(ManaAbility(cost, output, text=ctx.printed, **riders),))


#: "Double the amount of each type of mana in your mana pool." (Doubling Cube; older printings: "… of unspent mana
#: you have").
_DOUBLE_POOL = re.compile(r"Double the amount of each type of (?:(?P<unspent>unspent )mana you have|mana in your "
                          r"mana pool)\.")


def _doubling_ability(line: str, ctx: LineContext) -> LineReading | None:
    """"{3}, {T}: Double the amount of each type of mana in your mana pool." (Doubling Cube): an activated mana
    ability (CR 605.1a: no target, it could add mana) whose output is the pool's
    (:class:`~manaplan.models.ability.DoublePool`, CR 701.9f).

    Examples
    --------
    >>> r = parse_line("{3}, {T}: Double the amount of each type of mana in your mana pool.", ("Doubling Cube",))
    >>> r.abilities[0].describe()
    '{3}, {T}: Double the amount of each type of mana in your mana pool.'
    """
    split = split_cost_effect(line)
    if split is None:
        return None
    m = _DOUBLE_POOL.fullmatch(split[1].strip())
    if m is None:
        return None
    try:
        cost = parse_activation_cost(split[0])
    except NotUnderstood as problem:
        return LineReading(unsupported=(Unsupported(ctx.printed, problem.reason),))
    return LineReading(abilities=(ManaAbility(cost, DoublePool(unspent=bool(m.group("unspent"))),
                                              text=ctx.printed),))


#: "At the beginning of combat on your turn, create a green Aura enchantment token named Settlement attached to up to
#: one target land you control. It has enchant land and "Enchanted land has '{T}: Add one mana of any color.'""
#: (Preston Garvey, Minuteman): the token is a predefined one (``Settlement``, with this text), which a board lists
#: attached to its land; the trigger itself adds no mana (it creates the token at the beginning of combat).
_SETTLEMENT = re.compile(r"At the beginning of combat on your turn, create a green Aura enchantment token named "
                         r"Settlement attached to up to one target land you control\. It has enchant land and "
                         r"\"Enchanted land has '(?P<ability>[^']+)'\"\.?")
#: The ability the predefined Settlement token grants (``models.cards.card.TOKENS``).
_SETTLEMENT_ABILITY = "{T}: Add one mana of any color."


def makes_settlement(line: str) -> bool:
    """Whether a line (self-references marked ``~``) is Preston Garvey's trigger that makes the predefined Settlement
    token (:data:`_SETTLEMENT`, with that token's own ability, :data:`_SETTLEMENT_ABILITY`): a token maker, like
    "create a Treasure token" — the token's mana ability is read from the token when the board lists it.

    >>> makes_settlement('At the beginning of combat on your turn, create a green Aura enchantment token named '
    ...                  'Settlement attached to up to one target land you control. It has enchant land and '
    ...                  '"Enchanted land has ' "'{T}: Add one mana of any color.'" '"')
    True
    """
    m = _SETTLEMENT.fullmatch(line.replace("\u201c", '"').replace("\u201d", '"'))
    return m is not None and m.group("ability") == _SETTLEMENT_ABILITY


def _settlement_token(line: str, ctx: LineContext) -> LineReading | None:
    """Preston Garvey's Settlement (:func:`makes_settlement`): nothing about mana now (any other ability quoted is
    left to the other forms)."""
    return _IGNORED if makes_settlement(line) else None


def _special_mana_action(line: str, ctx: LineContext) -> LineReading | None:
    """"Until end of turn, any time you could activate a mana ability, you may pay 1 life. If you do, add {C}."
    (Channel): for the rest of the turn the player may pay life for mana as if activating a mana ability, with no
    permanent as its source. Read, but unsupported: the solvers count mana from permanents' abilities only."""
    if not re.fullmatch(r"Until end of turn, any time you could activate a mana ability, you may pay (?:\d+|one) "
                        r"life\. If you do, add \{C\}\.", line):
        return None
    return LineReading(unsupported=(Unsupported(ctx.printed, "lets you pay life for mana until end of turn with no "
                                                             "permanent as the source: the solvers count mana from "
                                                             "permanents' abilities only"),))


#: The forms a line may take, tried in order; each is a function of (the normalised line, its context) that
#: returns a :class:`LineReading` when the line is of its form, else None. A line no form reads is unsupported if
#: :func:`~manaplan.models.oracle.text.is_about_mana`, ignored otherwise.
LINE_FORMS: tuple[Callable[[str, LineContext], LineReading | None], ...] = (
    _tapped_damage,
    _loyalty_ability,
    _targeted_ability,
    _activated_mana_ability,
    _doubling_ability,
    _own_cost_restriction,
    _special_mana_action,
    _settlement_token,
    _spell_instead,
    _spell_mana,
    _spell_conditional,
    _additional_cost,
    *AMOUNT_LINE_FORMS,  # "Choose a color. Add …" (oracle/amount_lines.py)
    entering_line,  # how a permanent enters: its own "enters tapped unless …", Thalia's, Amulet's (oracle/entering.py)
    read_static_line,  # land types, grants, triggered mana, replacement effects … (issue 4, oracle/static.py)
)


#: Words before a dash that an ability may drop: ability words (CR 207.2c) and flavor words (CR 207.2d).
_NO_RULES_MEANING = ABILITY_WORDS | FLAVOR_WORDS

_TRIGGER = re.compile(r"^(?:When|Whenever|At)\b")
_CHAPTER = re.compile(r"^[IVX]+(?:,\s*[IVX]+)*$")


def _reason(line: str, prefix: str, ctx: LineContext) -> str:
    """A few words on why a line about mana was not understood."""
    if prefix and _CHAPTER.fullmatch(prefix):
        return "chapter ability (triggered): not parsed yet"
    if prefix and prefix.lower() not in _NO_RULES_MEANING:
        return f"{prefix!r} before the ability not understood"
    if any(quoted and is_about_mana(part) for quoted, part in outside_quotes(line)):
        return "grants or creates an ability about mana: not parsed yet"
    if sets_land_types(ctx.printed):
        return "sets land types, so changes what lands tap for (CR 305.7): not parsed yet"
    if _TRIGGER.match(line):
        return "triggered ability about mana: not parsed yet"
    if line.startswith("Add ") or line.startswith("Add {"):
        if ctx.is_spell:
            return "a spell that adds mana is not a mana ability (CR 605.5b): not parsed yet"
        return "adds mana without an activation cost: not understood"
    split = split_cost_effect(line)
    if split is not None:
        if re.search(r"\btargets?\b", split[1], re.IGNORECASE):
            return "ability with a target: not a mana ability (CR 605.5a)"
        return "activated ability about mana: effect not understood"
    return "mana text not understood"


#: Keywords before an activated ability that say when the permanent has it, as the condition the ability then has
#: (the ability exists only then; for what it adds that is the same as "Activate only if …"): "Max speed — {T}:
#: Add {R}{R}." (while you have max speed), "Exhaust — {G}, {T}: Add three mana of any one color." (activate each
#: exhaust ability only once).
_KEYWORD_CONDITIONS: dict[str, ActivationCondition] = {
    "max speed": ActivationCondition(facts=(("max_speed", 1),), text="Max speed"),
    "exhaust": ActivationCondition(once=True, text="Exhaust"),
}


def gated(reading: LineReading, condition: ActivationCondition | None, what: str,
          wrap: Callable[[object], object] | None = None) -> LineReading:
    """The mana abilities of a reading, each with ``condition`` added to its own, and its effects each wrapped by
    ``wrap`` (an effect in force only under a header: :class:`~manaplan.models.effects.InSection`); anything else
    (a spell's mana, text not understood, an ability with no ``condition`` or an effect with no ``wrap`` to carry
    the gate) makes the reading unsupported whole, since the gate would be lost (``what`` names it in the reason).

    Examples
    --------
    >>> r = parse_line("{T}: Add {R}{R}.", ("Endrider Catalyzer",))
    >>> gated(r, ActivationCondition(facts=(("max_speed", 1),)), "Max speed").abilities[0].describe()
    '{T}: Add {R}{R}. Activate only if you have max speed.'
    """
    if reading == _IGNORED:
        return reading
    if reading.unsupported:
        return LineReading(unsupported=tuple(replace(u, reason=f"{what}: {u.reason}") for u in reading.unsupported))
    if (reading.effects and wrap is None) or (reading.abilities and condition is None) or reading.mana_effects \
            or reading.tapped_damage or reading.additional_cost:
        text = next((a.text for a in reading.abilities), "") or ""
        effects = [getattr(e, "text", "") for e in (*reading.effects, *reading.mana_effects)]
        printed = text or next((t for t in effects if t), what)
        return LineReading(unsupported=(Unsupported(printed, f"{what}: an effect that exists only then is not "
                                                             "represented yet"),))
    return replace(reading, abilities=tuple(replace(a, condition=merge_conditions(a.condition, condition))
                                            for a in reading.abilities),
                   effects=tuple(wrap(e) for e in reading.effects) if wrap is not None else ())


def parse_line(line: str, names: tuple[str, ...], *, is_spell: bool = False) -> LineReading:
    """Read one line (one ability) of a card's text, reminder text already gone.

    Parameters
    ----------
    line : str
        The line as printed.
    names : tuple of str
        The card's names for itself (:func:`~manaplan.models.oracle.text.self_names`).
    is_spell : bool
        The card is an instant or sorcery (an "Add" line is then the spell's effect).

    Returns
    -------
    LineReading

    Examples
    --------
    >>> r = parse_line("{T}: Add {B}. Sulfurous Springs deals 1 damage to you.", ("Sulfurous Springs",))
    >>> r.abilities[0].damage_to_you
    1
    >>> parse_line("Flying", ("Birds of Paradise",)) == LineReading()
    True
    """
    printed = line.strip()
    if not printed:
        return _IGNORED
    ctx = LineContext(printed=printed, is_spell=is_spell, read_quoted=read_quoted)
    normal = mark_self(printed, names)
    prefix, body = split_ability_word(normal)
    if prefix and _CHAPTER.fullmatch(prefix):  # "II — Add {R}{R}.": a Saga's chapter ability (CR 714.2b)
        chapter = chapter_mana(prefix, body, printed, read_quoted=read_quoted)
        if chapter is not None:
            return LineReading(effects=chapter)
    if prefix and prefix.startswith("• "):  # "• Khans — At the beginning of …, add {G}{G}." (Frontier Siege)
        moded = mode_event_mana(prefix[2:], body, printed)
        if moded is not None:
            return LineReading(effects=moded)
    if prefix == "Cumulative upkeep":  # "Cumulative upkeep—Add {R}." (Braid of Fire, CR 702.24a)
        upkeep = cumulative_upkeep_mana(body, printed)
        if upkeep is not None:
            return LineReading(effects=upkeep)
    if not prefix or prefix.lower() in _NO_RULES_MEANING:
        for form in LINE_FORMS:
            reading = form(body, ctx)
            if reading is not None:
                return reading
    keyword = _KEYWORD_CONDITIONS.get(prefix.lower()) if prefix else None
    if keyword is not None and split_cost_effect(body) is not None:
        for form in LINE_FORMS:
            reading = form(body, ctx)
            if reading is not None:
                return gated(reading, keyword, f"{prefix!r} before the ability")
    if is_about_own_mana(printed) and not only_spends_for_foreign_spells(printed):  # Grenzo's exiled card: no answer's
        return LineReading(unsupported=(Unsupported(printed, _reason(body, prefix, ctx)),))
    return _IGNORED


def read_quoted(text: str) -> LineReading:
    """An ability quoted in a card's text ('Lands you control have "{T}: Add {G}."', a Saga's 'gains "…"'), read as a
    line of its own: it has no names of its own for itself and is no spell's effect. The forms below the parser read
    quoted abilities with it (:attr:`~manaplan.models.oracle.line_reading.LineContext.read_quoted`).

    Examples
    --------
    >>> [a.describe() for a in read_quoted("{T}: Add {G}.").abilities]
    ['{T}: Add {G}.']
    """
    return parse_line(text, ())


# ---------------------------------------------------------------------------------------------------- cards
# Headers after which abilities exist only at some level or with enough counters: leveler cards ("LEVEL 1-4"),
# Spacecraft and Planets ("STATION 12+"), Classes ("{1}{G}: Level 2").
_LEVEL_HEADER = re.compile(r"^LEVEL \d+(?:[-\u2013]\d+|\+)$|^STATION \d+\+$|:\s*Level \d+$")

# "At the beginning of your first main phase, choose one that hasn't been chosen and you lose 2 life —" (Zuko,
# Conflicted): a triggered ability with modes (CR 700.2), the modes on the lines after it.
_MODAL_TRIGGER = re.compile(r"(?P<trigger>(?:At|When|Whenever) [^,]+), choose one(?P<which> that hasn't been chosen)?"
                            r"(?: and (?P<also>you lose \w+ life))? \u2014")


def _modal_trigger_mode(header: re.Match[str], mode: str, printed: str) -> LineReading | None:
    """A mode that adds mana ("• Add {R}.") of a modal triggered ability: triggered mana
    (:class:`~manaplan.models.effects.EventMana`, CR 603, 605.5a) whose trigger says the mode must be chosen; None
    for a mode that adds no mana or is not read (it is then read as any line)."""
    if not mode.startswith("Add "):
        return None
    also = f"{header.group('also')} and " if header.group("also") else ""
    found = event_mana(f"{header.group('trigger')}, {also}{mode[0].lower()}{mode[1:]}")
    if found is None:
        return None
    (e,) = found
    which = " (a mode that hasn't been chosen before)" if header.group("which") else ""
    return LineReading(effects=(replace(e, trigger=f"{e.trigger}, if this mode is chosen{which}", text=printed),))


def section_condition(header: str) -> ActivationCondition | None:
    """When the abilities under a header exist, as a condition on the permanent's counters: "LEVEL 1-4" (a leveler,
    CR 711: one to four level counters), "LEVEL 5+" (five or more), "STATION 12+" (a Spacecraft or Planet: twelve
    or more charge counters, the counters station puts on it). None for a Class's "{1}{R}: Level 2" (its level is
    not a counter) and anything else.

    Examples
    --------
    >>> section_condition("LEVEL 1-4").describe()
    'Activate only if this permanent has a level counter on it. Activate only if this permanent has four or fewer \
level counters on it.'
    >>> section_condition("STATION 12+").self_counters
    (('charge', 12),)
    """
    m = re.fullmatch(r"(?P<kind>LEVEL|STATION) (?P<low>\d+)(?:[-\u2013](?P<high>\d+)|\+)", header)
    if not m:
        return None
    kind = "level" if m.group("kind") == "LEVEL" else "charge"
    low = int(m.group("low"))
    high = ((kind, int(m.group("high"))),) if m.group("high") else ()
    return ActivationCondition(self_counters=((kind, low),) if low else (), self_counters_at_most=high, text=header)


_CARD_TYPE_WORDS = frozenset({"artifact", "battle", "creature", "enchantment", "instant", "kindred", "land",
                              "planeswalker", "sorcery", "tribal", "legendary", "snow", "basic", "world"})
_NOT_SHORT_NAMES = frozenset({"The", "Sol", "Mox", "Black", "White", "Blue", "Red", "Green", "Lotus", "Elvish",
                              "Urza's", "Mishra's", "Gaea's", "Karn's", "Tomb", "Temple", "Crystal", "Grim",
                              "Treasure", "Food", "Clue", "Blood", "Gold", "Powerstone"})


def _short_name(name: str, type_line: str) -> tuple[str, ...]:
    """A legendary card's text may call it by the first word of its name when the name has no comma ("Remove a dream
    counter from Rasputin", Rasputin Dreamweaver); a word that is not a given name ("The", "Mox") is
    not.

    Examples
    --------
    >>> _short_name("Rasputin Dreamweaver", "Legendary Creature — Human Wizard")
    ('Rasputin',)
    >>> _short_name("Rasputin Dreamweaver", "Creature — Human Wizard"), _short_name("Mox Opal", "Legendary Artifact")
    ((), ())
    """
    supertypes, _ = _type_words(type_line)
    words = name.split()
    if "Legendary" not in supertypes or "," in name or "//" in name or len(words) < 2:
        return ()
    first = words[0]
    if not re.fullmatch(r"[A-Z][a-z]{3,}", first) or first in _NOT_SHORT_NAMES or first in BASIC_LAND_TYPES \
            or first.lower() in _CARD_TYPE_WORDS:
        return ()
    return (first,)


def names_for_itself(name: str, type_line: str) -> tuple[str, ...]:
    """The names a card face's text may call the card itself by: its own
    (:func:`~manaplan.models.oracle.text.self_names`) and, for a legendary card whose name has no comma, its first
    word when that is a given name.

    Examples
    --------
    >>> names_for_itself("Rasputin Dreamweaver", "Legendary Creature — Human Wizard")[-1]
    'Rasputin'
    >>> "Opal" in names_for_itself("Mox Opal", "Legendary Artifact")
    False
    """
    return self_names(name) + _short_name(name, type_line)


def section_wrapper(header: str, printed: str) -> Callable[[object], object] | None:
    """How an effect under a header is in force only there: an :class:`~manaplan.models.effects.InSection` of the
    header's counters or Class level; None for a header not read.

    Examples
    --------
    >>> section_wrapper("{1}{R}: Level 2", "")("effect")
    InSection(effect='effect', counter='', low=2, high=0, text='')
    >>> section_wrapper("LEVEL 1-4", "")("effect").high
    4
    """
    m = re.fullmatch(r"(?P<kind>LEVEL|STATION) (?P<low>\d+)(?:[-\u2013](?P<high>\d+)|\+)|.*:\s*Level (?P<level>\d+)",
                     header)
    if not m:
        return None
    if m.group("level"):
        counter, low, high = "", int(m.group("level")), 0
    else:
        counter = "level" if m.group("kind") == "LEVEL" else "charge"
        low, high = int(m.group("low")), int(m.group("high") or 0)
    return lambda e: InSection(e, counter, low, high, text=printed)


@functools.cache
def parse_text(name: str, type_line: str, text: str) -> ParsedCard:
    """Parse one card face given by its name, type line and rules text (cached).

    Parameters
    ----------
    name : str
        The face's name, as the text may use it for the card itself.
    type_line : str
        E.g. ``'Land — Forest Island'``; its basic land types give intrinsic abilities (CR 305.6).
    text : str
        The rules text, abilities separated by newlines; reminder text is ignored (CR 207.2a).

    Returns
    -------
    ParsedCard
        Intrinsic abilities first, then printed mana abilities in text order; unsupported mana text in text order.

    Examples
    --------
    >>> brass = parse_text("City of Brass", "Land", "Whenever City of Brass becomes tapped, it deals 1 damage "
    ...                    "to you.\\n{T}: Add one mana of any color.")
    >>> brass.tapped_damage, [a.describe() for a in brass.mana_abilities]
    (1, ['{T}: Add one mana of any color.'])
    >>> [e.describe() for e in parse_text("Dark Ritual", "Instant", "Add {B}{B}{B}.").mana_effects]
    ['Add {B}{B}{B}.']
    """
    names = names_for_itself(name, type_line)
    spell = is_instant_or_sorcery(type_line)
    abilities: list[ManaAbility] = list(intrinsic_abilities(type_line))
    tapped_damage = 0
    unsupported: list[Unsupported] = []
    effects: list = []
    mana_effects: list[ManaEffect] = []
    entering: list = []
    additional: list[tuple[str, str]] = []  # (cost words, line as printed)
    level = ""  # the level / station header the lines below belong to, if any
    modal = None  # the header of a modal triggered ability whose modes ("• …") follow
    for line in join_die_results(repair_text(strip_reminder_text(text or "")).split("\n")):
        reading = parse_line(line, names, is_spell=spell)
        if modal is not None and line.strip().startswith("\u2022 "):
            moded = _modal_trigger_mode(modal, mark_self(line.strip()[2:], names), line.strip())
            if moded is not None:
                reading = moded
        else:
            modal = _MODAL_TRIGGER.fullmatch(mark_self(line.strip(), names))
        if _LEVEL_HEADER.search(line.strip()):
            level = line.strip()
        elif level and reading != _IGNORED:
            wrap = section_wrapper(level, line.strip())
            if wrap is None:
                reading = LineReading(unsupported=(Unsupported(line.strip(),
                                                               f"only with {level!r}: not parsed yet"),))
            else:
                reading = gated(reading, section_condition(level), f"only with {level!r}", wrap)
        abilities.extend(reading.abilities)
        tapped_damage += reading.tapped_damage
        unsupported.extend(reading.unsupported)
        effects.extend(reading.effects)
        mana_effects.extend(reading.mana_effects)
        entering.extend(reading.entering)
        if reading.additional_cost:
            additional.append((reading.additional_cost, line.strip()))
    if any(e.kind == "instead" for e in mana_effects):
        mana_effects, more = _join_instead(mana_effects)
        unsupported.extend(more)
    if additional and any(e.kind == "spell" for e in mana_effects):
        mana_effects, more = _with_additional_cost(mana_effects, additional, names)
        unsupported.extend(more)
    return ParsedCard(name=name, mana_abilities=tuple(abilities), tapped_damage=tapped_damage,
                      unsupported=tuple(unsupported), effects=tuple(effects), mana_effects=tuple(mana_effects),
                      entering=tuple(entering))


_DIE_HEADER = re.compile(r".*Roll a \w+-sided die\. This ability has the indicated effect\.")
_DIE_RESULT_LINE = re.compile(r"\d+(?:\u2013\d+)? \u2014 .*")


def join_die_results(lines: list[str]) -> list[str]:
    """``lines`` with the result lines of a die roll ("1 — …", "2 — Add {W}.") joined to the ability that rolls it
    ("{T}: Roll a six-sided die. This ability has the indicated effect.", Jack-in-the-Mox; CR 706): one ability.

    Examples
    --------
    >>> join_die_results(["{T}: Roll a six-sided die. This ability has the indicated effect.", "1 \u2014 Add {W}.",
    ...                   "{T}: Add {C}."])
    ['{T}: Roll a six-sided die. This ability has the indicated effect. 1 \u2014 Add {W}.', '{T}: Add {C}.']
    """
    out: list[str] = []
    rolling = False
    for line in lines:
        if rolling and _DIE_RESULT_LINE.fullmatch(line.strip()):
            out[-1] += " " + line.strip()
            continue
        rolling = bool(_DIE_HEADER.fullmatch(line.strip()))
        out.append(line)
    return out


def _with_additional_cost(mana_effects: list[ManaEffect], additional: list[tuple[str, str]],
                          names: tuple[str, ...]) -> tuple[list[ManaEffect], list[Unsupported]]:
    """The spell's mana effects with its additional cost; if the cost is not understood, the effects are
    unsupported instead (a spell is never used without a cost it has)."""
    try:
        if len(additional) > 1:
            raise NotUnderstood("more than one additional cost")
        words = additional[0][0]
        words = words[:1].upper() + words[1:]
        try:  # as printed first: a card named for a word of its cost ("Sacrifice": "sacrifice a creature")
            cost = parse_activation_cost(words)
        except NotUnderstood:
            cost = parse_activation_cost(mark_self(words, names))
    except NotUnderstood as problem:
        lines = [e.text for e in mana_effects if e.kind == "spell"] + [a[1] for a in additional]
        reason = f"spell with an additional cost: {problem.reason}"
        return [e for e in mana_effects if e.kind != "spell"], [Unsupported(t, reason) for t in lines]
    return [replace(e, additional_cost=cost) if e.kind == "spell" else e for e in mana_effects], []


def parse_card(card: _CardLike) -> ParsedCard:
    """Parse a card: the face given, by its name, type line and Oracle text (cached).

    For a multi-face card pass the face that matters (e.g. ``card.battlefield_face()``); a whole multi-face card
    is read by its own (front face) text and type line.

    Parameters
    ----------
    card : Card
        A :class:`~manaplan.models.cards.card.Card`, or anything with ``name``, ``type_line`` and ``oracle_text``.

    Returns
    -------
    ParsedCard

    Examples
    --------
    >>> from manaplan.models.cards.card import Card
    >>> ring = Card("Sol Ring", "{1}", "Artifact", "{T}: Add {C}{C}.")
    >>> [a.describe() for a in parse_card(ring).mana_abilities]
    ['{T}: Add {C}{C}.']
    """
    return parse_text(card.name, card.type_line or "", card.oracle_text or "")
