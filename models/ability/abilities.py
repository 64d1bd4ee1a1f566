"""The values the oracle parser makes and the solver reads.

:class:`ManaAbility`: an activated mana ability (a cost, an output, riders). :class:`ManaEffect`: mana from a
resolving spell, trigger or loyalty ability. :class:`Unsupported`: text about mana the parser does not understand.
:class:`ParsedCard`: all of these for one card face. :data:`CORE_FEATURES` the parts of an ability every consumer
honours. What an ability adds is any :data:`~manaplan.models.ability.any_output.ManaOutput`.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

from ..mana import ManaType
from .any_output import ManaOutput
from .conditions import ActivationCondition, ControlCount
from .costs import ActivationCost, CostX
from .spending import SpendRestriction
from .words import amount_word, counter_words

__all__ = ["CORE_FEATURES", "ManaAbility", "ManaEffect", "Unsupported", "ParsedCard"]


#: The parts of a :class:`ManaAbility` every consumer understands. :meth:`ManaAbility.features` names each other
#: part an ability uses; a consumer that does not honour one of them must treat the ability as unusable.
CORE_FEATURES = frozenset({
    "tap", "untap", "mana", "life", "sacrifice_self", "sacrifices", "remove_counters", "Produce", "damage_to_you",
    "sacrifice_if_no_counters",
})


@dataclass(frozen=True, slots=True)
class ManaAbility:
    """An activated mana ability (CR 605.1a): a cost, what it adds, and riders.

    Parameters
    ----------
    cost : ActivationCost
    output : ManaOutput
    damage_to_you : int
        Damage the source deals to you as part of the effect (pain lands, Ancient Tomb): life lost.
    text : str
        The ability's text as printed (for plain-word output); empty when built by hand.
    intrinsic : bool
        True for the ability a basic land type grants (CR 305.6), not printed in the text.
    sacrifice_if_no_counters : str
        A counter kind, for "If there are no <kind> counters on <this>, sacrifice it." after the mana is added
        (Gemstone Mine): the source is sacrificed when this activation removed its last such counter. ``''``
        when the ability has no such rider.
    spend : SpendRestriction or None
        What the mana may be spent on ("Spend this mana only to cast artifact spells."); None: anything.
    condition : ActivationCondition or None
        When it may be activated ("Activate only once each turn."); None: whenever a mana ability may be.
    skips_next_untap : bool
        "~ doesn't untap during your next untap step." (Thalakos Lowlands): no effect on this turn's mana.
    counter_changes : tuple of (str, int)
        Counters the effect puts on (+n) or removes from (−n) the source after adding the mana: "Put a depletion
        counter on ~." is ``('depletion', 1)``, "Remove a time counter from ~." ``('time', -1)``.
    life_loss : int
        Life you lose as part of the effect ("Each player loses 1 life.", Cryptolith Fragment): counted with the
        life a plan costs, like ``damage_to_you``.
    damage_unless : tuple of ControlCount
        "~ deals 1 damage to you if you don't control an Ogre." (Tomb of Urami): ``damage_to_you`` is dealt only
        when one of these does not hold.
    rechooses_color : bool
        "Then choose a random color." after "one mana of the color last chosen" (Gem Bazaar): this activation adds
        the colour the board gives as ``chosen``; the next one, a colour chosen at random, which no board gives (an
        untapper's second activation and later turns do not count it).
    side_effects : tuple of str
        Sentences of the effect, as printed, that do not change the mana added, what it can pay for, or the life a
        plan costs: "Draw a card.", "You gain 2 life.", "When you spend this mana to cast a Dragon creature spell,
        scry 2.", "… and that spell can't be countered." For people reading a plan.
    """

    cost: ActivationCost
    output: ManaOutput
    damage_to_you: int = 0
    text: str = ""
    intrinsic: bool = False
    sacrifice_if_no_counters: str = ""
    spend: SpendRestriction | None = None
    condition: ActivationCondition | None = None
    skips_next_untap: bool = False
    counter_changes: tuple[tuple[str, int], ...] = ()
    side_effects: tuple[str, ...] = ()
    life_loss: int = 0
    damage_unless: tuple[ControlCount, ...] = ()
    rechooses_color: bool = False

    def could_produce(self) -> frozenset[ManaType]:
        """Types this ability could produce (CR 106.7), before effects of other permanents; for outputs that depend
        on the board (:class:`ChosenColor`, :class:`CommanderColor`) an upper bound — resolve them first."""
        return self.output.could_produce()

    def features(self) -> frozenset[str]:
        """The names of the parts of this ability that it uses: ``'tap'``, ``'mana'``, ``'Produce'`` …

        Those outside :data:`CORE_FEATURES` are the newer ones a consumer may not honour yet: ``'spend'``,
        ``'condition'``, ``'AnyCombination'``, ``'taps'``, ``'X'`` … A consumer treats an ability that uses a part
        it does not honour as unusable.

        Examples
        --------
        >>> from manaplan.models.costs import ManaCost
        >>> from manaplan.models.ability import CommanderColor, Produce
        >>> sorted(ManaAbility(ActivationCost(tap=True), Produce.one_of("G")).features())
        ['Produce', 'tap']
        >>> sorted(ManaAbility(ActivationCost(tap=True), CommanderColor()).features())
        ['CommanderColor', 'tap']
        """
        out = {type(self.output).__name__}
        c = self.cost
        for name in ("tap", "untap", "mana", "life", "sacrifice_self", "sacrifices", "remove_counters",
                     "remove_x_counters", "taps", "discard", "discard_hand", "exile_self", "exile_cards", "mill",
                     "return_self", "put_counters", "exert", "energy", "collect_evidence", "forage", "exiles",
                     "x_at_least", "sacrifice_x", "taps_x", "untaps_opponents", "search", "counters_from",
                     "returns"):
            if getattr(c, name):
                out.add(name)
        if c.has_x or isinstance(getattr(self.output, "amount", None), CostX):
            out.add("X")
        for name in ("damage_to_you", "sacrifice_if_no_counters", "spend", "condition", "skips_next_untap",
                     "counter_changes", "side_effects", "life_loss", "damage_unless", "rechooses_color"):
            if getattr(self, name):
                out.add(name)
        return frozenset(out)

    def details(self) -> frozenset[str]:
        """The finer parts of the parts :meth:`features` names, as ``'<part>.<field>'``: each field set in the
        condition (``'condition.total_power'``), the spending restriction (``'spend.no_generic'``, and for its uses
        ``'spend.use.qualities'``, ``'spend.use.min_mana_value'`` …), and the permanent filters of the cost
        (``'taps.filter.token'``, ``'sacrifices.filter.names'`` …). A consumer that honours ``'condition'`` or
        ``'spend'`` must honour each of these details (fields are added as the parser learns new words).

        Examples
        --------
        >>> from manaplan.models.ability import Produce
        >>> c = ActivationCondition(max_per_turn=1, total_power=8)
        >>> sorted(ManaAbility(ActivationCost(tap=True), Produce.one_of("C"), condition=c).details())
        ['condition.max_per_turn', 'condition.total_power']
        """
        out: set[str] = set()
        if self.condition is not None:
            out |= {f"condition.{f}" for f in _set_fields(self.condition) if f != "text"}
        if self.spend is not None:
            out |= {f"spend.{f}" for f in _set_fields(self.spend) if f not in ("text", "only")}
            for use in (*self.spend.only, *self.spend.never):
                out |= {f"spend.use.{f}" for f in _set_fields(use)}
        for name in ("taps", "sacrifices", "exiles", "sacrifice_x", "taps_x", "untaps_opponents"):
            value = getattr(self.cost, name)
            for f in (value if isinstance(value, tuple) else (value,) if value is not None else ()):
                out |= {f"{name}.filter.{g}" for g in _set_fields(f) if g != "text"}
        for count in getattr(self.condition, "you_control", ()):
            out |= {f"condition.you_control.{g}" for g in _set_fields(count.filter) if g != "text"}
            if count.same_name:
                out.add("condition.you_control.same_name")
        return frozenset(out)

    def describe(self) -> str:
        """The ability in oracle-like words, built from the values (not copied from the text)."""
        cost = self.cost.describe()
        words = self.output.describe()
        if self.damage_to_you:
            unless = " and ".join(c.describe() for c in self.damage_unless)
            words += f" This deals {self.damage_to_you} damage to you" + (
                f" if you don't control {unless}." if unless else ".")
        if self.sacrifice_if_no_counters:
            words += f" If there are no {self.sacrifice_if_no_counters} counters on this permanent, sacrifice it."
        if self.life_loss:
            words += f" You lose {self.life_loss} life."
        if self.skips_next_untap:
            words += " This permanent doesn't untap during your next untap step."
        for kind, n in self.counter_changes:
            words += (f" Put {counter_words(n, kind)} on this permanent." if n > 0 else
                      f" Remove {counter_words(-n, kind)} from this permanent.")
        for sentence in self.side_effects:
            words += " " + sentence
        if self.spend is not None:
            words += " " + self.spend.describe()
        if self.condition is not None:
            words += " " + self.condition.describe()
        return f"{cost}: {words}" if cost else words


def _set_fields(value: object) -> list[str]:
    """The names of the dataclass fields of ``value`` that differ from their defaults."""
    out = []
    for f in dataclasses.fields(value):  # type: ignore[arg-type]
        default = f.default if f.default is not dataclasses.MISSING else (
            f.default_factory() if f.default_factory is not dataclasses.MISSING else dataclasses.MISSING)
        if getattr(value, f.name) != default:
            out.append(f.name)
    return out


@dataclass(frozen=True, slots=True)
class ManaEffect:
    """Mana added by something that is not a mana ability, so it uses the stack (CR 605.5): an instant's or a
    sorcery's effect (Dark Ritual) or a loyalty ability (Chandra's "+1: Add {R}{R}.").

    Parameters
    ----------
    kind : str
        ``'spell'``: the card's effect as it resolves; it is cast by paying its mana cost (the card's) and
        ``additional_cost`` (CR 605.5b). ``'loyalty'``: a loyalty ability of a planeswalker, activated only as a
        sorcery and only if none of that permanent's loyalty abilities was activated this turn (CR 606.3); ``loyalty``
        is its cost (CR 606.4). ``'activated'``: an activated ability that is not a mana ability because it has
        targets (CR 605.1a: Deathrite Shaman), so it uses the stack; ``cost`` is its activation cost.
    output : ManaOutput
    loyalty : int
        The loyalty cost: ``1`` for "+1", ``-3`` for "−3", ``0`` for "0".
    additional_cost : ActivationCost or None
        "As an additional cost to cast this spell, sacrifice a creature." (CR 601.2b, 118.8); for ``'activated'``,
        the activation cost.
    spend : SpendRestriction or None
    side_effects : tuple of str
        As for :class:`ManaAbility`: sentences that change nothing about the mana or its payments ("Draw a card.",
        "Exile the top three cards of your library. …").
    targets : tuple of str
        The sentences of the effect that choose targets, as printed ("Destroy target artifact.", "~ deals 2 damage
        to target player."): it can be cast or activated only with a legal target for each (CR 601.2c, 115); a
        consumer that cannot check them treats the effect as unusable.
    player : str
        Who adds the mana: ``'you'``, or ``'target player'`` ("Target player adds one mana of any color.", The
        Warring Triad: the player chosen as the target, who may be you or another player, CR 115.1).
    text : str
        As printed.
    spells_after : int or None
        "You can cast only one more spell this turn." (Irencrag Feat): the most spells you may cast this turn once
        it resolved (1), so the most its mana can pay for; None: no such limit. CR 101.2: a "can't" beats a "can".
    condition : str
        The mana is added only if this holds as it resolves, as printed ("this is the third time this ability has
        resolved this turn", Soulbright Flamekin); ``''``: always.
    may : bool
        "you may add": the mana is optional.
    """

    kind: str
    output: ManaOutput
    loyalty: int = 0
    additional_cost: ActivationCost | None = None
    spend: SpendRestriction | None = None
    side_effects: tuple[str, ...] = ()
    targets: tuple[str, ...] = ()
    text: str = field(default="", compare=False)
    player: str = "you"
    spells_after: int | None = None
    condition: str = ""
    may: bool = False

    def could_produce(self) -> frozenset[ManaType]:
        """The types it could add. Not part of a permanent's could-produce set (CR 106.7 looks at mana abilities)."""
        return self.output.could_produce()

    def features(self) -> frozenset[str]:
        """As :meth:`ManaAbility.features`: ``'spell'`` or ``'loyalty'``, the output's class, and ``'spend'``,
        ``'side_effects'``, ``'additional_cost'``, ``'targets'`` when present; ``'target player'`` when another
        player than you may add the mana; ``'spells_after'`` when it limits the spells cast after it; ``'condition'``
        when the mana is added only if its condition holds."""
        out = {self.kind, type(self.output).__name__}
        for name in ("additional_cost", "spend", "side_effects", "targets"):
            if getattr(self, name):
                out.add(name)
        if self.spells_after is not None:
            out.add("spells_after")
        if self.condition:
            out.add("condition")
        if self.player != "you":
            out.add(self.player)
        return frozenset(out)

    def describe(self) -> str:
        """``'Add {B}{B}{B}.'``, ``'+1: Add {R}{R}.'``, with an additional cost sentence before a spell's effect;
        ``'{T}: Target player adds one mana of any color.'``."""
        adds = self.output.describe()
        if self.player == "target player" and "Add " in adds:  # "Choose a color. Target player adds …"
            adds = adds.replace("Add ", "Target player adds ", 1)
        if self.condition:  # "If this is the third time this ability has resolved this turn, you may add …"
            adds = f"If {self.condition}, {'you may add' if self.may else 'add'} {adds[len('Add '):]}"
        words = " ".join([*self.targets, adds])
        for sentence in self.side_effects:
            words += " " + sentence
        if self.spend is not None:
            words += " " + self.spend.describe()
        if self.spells_after is not None:
            plural = "s" if self.spells_after > 1 else ""
            words += f" You can cast only {amount_word(self.spells_after)} more spell{plural} this turn."
        if self.kind == "loyalty":
            sign = "+" if self.loyalty > 0 else ("\u2212" if self.loyalty < 0 else "")
            return f"{sign}{abs(self.loyalty)}: {words}"
        if self.kind == "activated":
            cost = self.additional_cost.describe() if self.additional_cost else ""
            return f"{cost}: {words}" if cost else words
        if self.additional_cost is not None:
            cost = self.additional_cost.describe()
            words = f"As an additional cost to cast this spell, {cost[:1].lower()}{cost[1:]}.\n{words}"
        return words


@dataclass(frozen=True, slots=True)
class Unsupported:
    """Text about mana that the parser did not understand; it is left out of every answer and reported.

    Parameters
    ----------
    text : str
        The text, quoted as printed.
    reason : str
        A few words on what was not understood.
    """

    text: str
    reason: str = "not understood"


@dataclass(frozen=True, slots=True)
class ParsedCard:
    """What the parser understood of one card (one face).

    Parameters
    ----------
    name : str
    mana_abilities : tuple of ManaAbility
        Printed and intrinsic (CR 305.6) mana abilities.
    tapped_damage : int
        "Whenever <this> becomes tapped, it deals N damage to you" (City of Brass): life lost on each tap.
    unsupported : tuple of Unsupported
        Every piece of mana text not understood.
    effects : tuple
        Effects on mana that are not mana abilities: land types, granted abilities, triggered mana, replacement
        effects, untap abilities (values of :mod:`manaplan.models.effects`).
    mana_effects : tuple of ManaEffect
        Mana added by the card's spell effect or its loyalty abilities: not mana abilities (CR 605.5).
    entering : tuple
        How the card itself enters the battlefield (:mod:`manaplan.models.effects.entering`): its own "enters tapped
        unless …" (CR 614.1d, 614.12) and a bounceland's return of a land; they apply only as it enters.
    """

    name: str
    mana_abilities: tuple[ManaAbility, ...] = ()
    tapped_damage: int = 0
    unsupported: tuple[Unsupported, ...] = field(default=())
    effects: tuple = field(default=())
    mana_effects: tuple[ManaEffect, ...] = field(default=())
    entering: tuple = field(default=())

    @property
    def fully_understood(self) -> bool:
        """True when no mana text was left unsupported."""
        return not self.unsupported

    def could_produce(self) -> frozenset[ManaType]:
        """Types the card's own abilities could produce (CR 106.7), before effects of other permanents."""
        return frozenset(t for a in self.mana_abilities for t in a.could_produce())
