"""Loops that make arbitrarily much mana: a permanent tapped for mana and untapped again, gaining each time round.

The rule, read structurally from ability values (never from card names):

A loop is a permanent P you control with

- a way to **tap it for mana** that can be repeated: one of P's own mana abilities with ``{T}`` in its cost (P not
  summoning sick, CR 302.6), or a mana ability of another permanent whose cost taps an untapped permanent like P
  ("Tap an untapped blue creature you control", Grand Architect) and nothing else that runs out; and
- a way to **untap it**: an activated ability of P "…: Untap ~" (Basalt Monolith, Devoted Druid) or a mana ability of
  P with ``{Q}`` in its cost (Pili-Pala),

such that, after cost reductions (Power Artifact: "{2} less, not below one mana") and counter reductions (Vizier of
Remedies: one -1/-1 counter fewer, so none),

1. the untap costs nothing but mana (a -1/-1 counter, life, a sacrifice would run out);
2. the mana made each time round — the tapping ability's, plus the untapping ability's when it is a mana ability —
   is more than the mana both cost (the gain is positive);
3. the tapping ability's mana can pay both costs: each coloured symbol has a unit of its colour (a maximum matching
   of cost symbols to mana units covers every symbol), and a spending restriction on it allows "activate abilities"
   of P (Grand Architect's mana may pay Pili-Pala's ``{2}``: Pili-Pala is an artifact);
4. the loop can start: P is untapped, or the one-pass mana of the board covers the first untap.

An untap ability that is not a mana ability may be copied ("Whenever you activate an ability, if it isn't a mana
ability, you may pay {2}. If you do, copy that ability.", Rings of Brighthearth, CR 707.10): the copy resolves first
and untaps P, P is tapped again in response to the original, and the original untaps it once more. Each copy is one
more tap for its {2}, taken when that gains (Basalt Monolith: {C}{C}{C} twice for {3} and {2}, +1 each time round);
the first round's untap and copies are paid by the one-pass mana (the tap's own included).

A colour a tapping cost asks for ("blue creature") may come from a one-time setup the board can pay: an activated
ability of a permanent you control that makes a target creature that colour (Grand Architect's "{U}: Target artifact
creature becomes blue until end of turn") and whose coloured mana the board can make.

Examples
--------
>>> from manaplan.models.board_files import parse_inline
>>> from manaplan.solver.effective import effective_board
>>> (loop,) = find_loops(effective_board(parse_inline("Basalt Monolith, Power Artifact (on=Basalt Monolith#1)")))
>>> loop.gain, loop.describe()
(2, 'Basalt Monolith#1: tap for {C}{C}{C}, untap for {1} (Power Artifact#1): +2 mana each time round')
>>> find_loops(effective_board(parse_inline("Basalt Monolith")))
()
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass


from ...models.ability import ActivationCost, SpendRestriction
from ...models.costs import ManaCost, SymbolKind
from ...models.effects import Activated, CostIncrease, CostReduction, CounterReduction, SetsColor
from ...models.mana import ALL_TYPES, ManaType
from .. import lazy
from ..effective import Characteristics, EffectiveAbility, EffectiveBoard, PermanentView, in_scope
from ..rules.spending import SpendPurpose, permits_for
from ..rules.yields import Bag
from .units import paying_types

__all__ = ["Loop", "find_loops", "covers"]


@dataclass(frozen=True, slots=True)
class Loop:
    """A loop that gains mana each time round.

    Parameters
    ----------
    permanent : str
        The permanent tapped and untapped.
    tap : str
        How it is tapped for mana ("tap for {C}{C}{C}", "Grand Architect#1 taps it for {C}{C}").
    untap : str
        How it is untapped ("untap for {1}", "{2}, {Q}: add one mana of any color").
    gain : int
        Net mana each time round.
    helpers : tuple of str
        Other permanents the loop relies on (cost and counter reductions, the tapping permanent, the setup).
    setup : str
        A one-time step before the loop ('' when none).
    """

    permanent: str
    tap: str
    untap: str
    gain: int
    helpers: tuple[str, ...] = ()
    setup: str = ""

    def describe(self) -> str:
        """One line for people."""
        via = [h for h in self.helpers if h != self.permanent]
        untap = self.untap + (f" ({', '.join(via)})" if via and "taps it" not in self.tap else "")
        setup = f"; first {self.setup}" if self.setup else ""
        return f"{self.permanent}: {self.tap}, {untap}: +{self.gain} mana each time round{setup}"


def _mv(cost: ManaCost) -> int:
    return sum(s.amount if s.kind is SymbolKind.GENERIC else 1 for s in cost if s.kind is not SymbolKind.X)


def _demands(cost: ManaCost) -> list[frozenset[ManaType]]:
    """One entry per unit a cost needs: the types that may pay it (hybrid: either; generic: any). Phyrexian and
    monocoloured hybrid symbols count as their coloured half (a sound choice: life is not renewable)."""
    out: list[frozenset[ManaType]] = []
    for s in cost:
        if s.kind is SymbolKind.GENERIC:
            out += [frozenset(ALL_TYPES)] * s.amount
        elif s.kind is SymbolKind.COLORLESS:
            out.append(frozenset({ManaType.C}))
        elif s.kind is SymbolKind.X:
            continue
        elif s.kind is SymbolKind.SNOW:
            out.append(frozenset())  # never paid here
        else:
            out.append(frozenset(s.colors))
    return out


def covers(bag: Bag, demands: list[frozenset[ManaType]]) -> bool:
    """Whether the mana of one bag can pay every demand (a maximum matching covers them; a slot of ``k`` mana of one
    type chosen from several counts as ``k`` units of those types, enough for loop detection's generic costs and
    exact for one-type slots).

    Examples
    --------
    >>> from manaplan.solver.rules.yields import Slot
    >>> C = frozenset({ManaType.C})
    >>> covers((Slot(C, 3),), [frozenset(ALL_TYPES)]), covers((Slot(C, 3),), [frozenset({ManaType.U})])
    (True, False)
    """
    if not demands:
        return True
    nx = lazy.networkx()  # only when a loop's costs are matched (most pays have none)
    g = nx.DiGraph()
    supply: Counter = Counter()
    for slot in bag:
        supply[slot.types] += slot.size
    need: Counter = Counter(demands)
    for i, (types, n) in enumerate(supply.items()):
        g.add_edge("s", ("u", i), capacity=n)
        for j, (allowed, m) in enumerate(need.items()):
            if types & allowed:
                g.add_edge(("u", i), ("d", j), capacity=m)
    for j, (allowed, m) in enumerate(need.items()):
        g.add_edge(("d", j), "t", capacity=m)
    if "s" not in g or "t" not in g:
        return False
    return nx.maximum_flow_value(g, "s", "t") >= sum(need.values())


def _restriction_allows(spend: SpendRestriction | None, target: PermanentView) -> bool:
    """Whether mana with this restriction may pay for activating an ability of ``target``."""
    if spend is None:
        return True
    def fits(use) -> bool:
        if use.action != "activate":
            return False
        if use.card_types and not (use.card_types & target.card_types):
            return False
        if use.subtypes and not (use.subtypes & target.subtypes):
            return False
        if use.not_card_types & target.card_types:
            return False
        return not (use.supertypes - target.supertypes)
    if spend.only and not any(fits(u) for u in spend.only):
        return False
    return not any(fits(u) for u in spend.never)


def _only_mana(cost: ActivationCost) -> bool:
    """Nothing in the cost runs out but mana (counters put are already reduced)."""
    rest = ActivationCost(mana=cost.mana, untap=cost.untap, tap=cost.tap,
                          put_counters=tuple((k, n) for k, n in cost.put_counters if n))
    return rest == ActivationCost(mana=cost.mana, untap=cost.untap, tap=cost.tap)


def _best_bag(a: EffectiveAbility) -> Bag:
    return max(a.output.options, key=lambda b: sum(s.size for s in b), default=())


def _amount(bag: Bag) -> int:
    return sum(s.size for s in bag)


def _mana_words(bag: Bag) -> str:
    if all(len(s.types) == 1 for s in bag):
        return "".join(f"{{{next(iter(s.types)).value}}}" * s.size for s in bag)
    return f"{_amount(bag)} mana"


def _setups(effective: EffectiveBoard, one_pass: Mapping[ManaType, int] | None) -> list[tuple[str, SetsColor]]:
    """Activated colour-setting abilities of your permanents whose coloured costs the board can make."""
    out = []
    for v in effective.yours:
        if v.lost_text:
            continue
        for e in v.parsed.effects:
            if isinstance(e, Activated) and isinstance(e.effect, SetsColor):
                needs = Counter(t for s in e.cost.mana for t in s.colors if s.kind is SymbolKind.COLORED)
                if one_pass is not None and any(one_pass.get(t, 0) < n for t, n in needs.items()):
                    continue
                if e.cost.tap and (v.permanent.tapped or v.permanent.summoning_sick):
                    continue
                out.append((f"{v.id}: {e.describe()}", e.effect))
    return out


def find_loops(effective: EffectiveBoard, *, one_pass: Mapping[ManaType, int] | None = None,
               one_pass_total: int | None = None) -> tuple[Loop, ...]:
    """The loops of the board that gain mana each time round (see the module notes for the rule).

    Parameters
    ----------
    effective : EffectiveBoard
    one_pass : mapping of ManaType to int, optional
        The most of each type the board makes in one pass (to pay a setup); without it setups are assumed payable.
    one_pass_total : int, optional
        The most mana in one pass (to pay the first untap of a tapped permanent).

    Returns
    -------
    tuple of Loop
        One per (permanent, way to tap, way to untap), best gain first.
    """
    loops: list[Loop] = []
    setups = _setups(effective, one_pass)
    permits_of = _permits(effective)
    copiers = _copiers(effective)
    for view in effective.yours:
        p = view.permanent
        helpers_base = _helpers(effective, view)
        # ways to untap
        untappers: list[tuple[str, ManaCost, Bag, str | None, SpendRestriction | None]] = []
        for u in view.untaps:
            if _only_mana(u.cost) and not u.cost.tap and not u.cost.untap:
                untappers.append((f"untap for {u.cost.mana.text or 'nothing'}", u.cost.mana, (), None, None,
                                  True))
        for a in view.abilities:
            c = a.ability.cost
            if c.untap and not c.tap and _only_mana(c) and not p.summoning_sick and not a.output.empty:
                bag = _best_bag(a)
                untappers.append((f"untap with \u201c{a.text.rstrip('.')}\u201d", c.mana, bag, a.key, a.ability.spend,
                                  False))  # a mana ability: never copied
        if not untappers:
            continue
        # ways to tap it for mana
        tappers: list[tuple[str, ManaCost, Bag, SpendRestriction | None, tuple[str, ...], str]] = []
        for a in view.abilities:
            c = a.ability.cost
            if c.tap and not c.untap and _only_mana(c) and not p.summoning_sick and not a.output.empty:
                bag = _best_bag(a)
                tappers.append((f"tap for {_mana_words(bag)}", c.mana, bag, a.ability.spend, (), ""))
        for other in effective.yours:
            for a in other.abilities:
                c = a.ability.cost
                if len(c.taps) != 1 or c.tap or c.untap or a.output.empty:
                    continue
                if ActivationCost(mana=c.mana, taps=c.taps) != c:
                    continue
                f = c.taps[0]
                if f.another and other.id == p.id:
                    continue
                setup = ""
                if not f.matches(view.card_types, view.subtypes, view.colors):
                    made = [(words, sc) for words, sc in setups
                            if sc.scope.card_types <= view.card_types and f.matches(view.card_types, view.subtypes,
                                                                                     sc.colors)]
                    if not made:
                        continue
                    setup = made[0][0]
                bag = _best_bag(a)
                tappers.append((f"{other.id} taps it for {_mana_words(bag)}", c.mana, bag, a.ability.spend,
                                (other.id,), setup))
        for t_words, t_cost, t_bag, t_spend, t_helpers, setup in tappers:
            for u_words, u_cost, u_bag, u_key, u_spend, copyable in untappers:
                per_tap = _amount(t_bag) - _mv(t_cost)
                copies = [(who, n) for who, n in copiers if per_tap > n] if copyable else []
                start = _mv(u_cost) + sum(n for _, n in copies)  # the first round, paid by one pass
                if copies and (one_pass_total is None or one_pass_total < start):
                    copies = []
                gain = (1 + len(copies)) * per_tap + _amount(u_bag) - _mv(u_cost) - sum(n for _, n in copies)
                if gain <= 0:
                    continue
                if copies:
                    u_words += " and copy it for " + " and ".join(f"{{{n}}}" for _, n in copies)
                if not _restriction_allows(t_spend, view):
                    continue
                t_payer = effective[t_helpers[0]] if t_helpers else view
                taps = 1 + len(copies)
                if not covers(t_bag * taps, _widened(_demands(t_cost), permits_of(t_payer)) * taps
                              + _widened(_demands(u_cost), permits_of(view))
                              + [frozenset(ALL_TYPES)] * sum(n for _, n in copies)):
                    continue
                if p.tapped and (one_pass_total is None or one_pass_total < _mv(u_cost)):
                    continue
                helpers = tuple(dict.fromkeys(t_helpers + helpers_base + tuple(who for who, _ in copies)))
                extra = start - (0 if p.tapped else per_tap)  # the first round's mana the tap does not make
                if copies and extra > 0 and not setup:  # paid by the plan (pay), given back by the loop
                    setup = f"{copies[0][0]}: {{{extra}}}: more mana for the first untap and its copies"
                loops.append(Loop(p.id, t_words, u_words, gain, helpers, setup))
    loops.sort(key=lambda lp: (-lp.gain, lp.permanent))
    return tuple(loops)


_COPY_TRIGGER = re.compile(
    r"Whenever you activate an ability, if it isn't a mana ability, you may pay \{(?P<n>\d+)\}\. If you do, copy "
    r"that ability\.(?: You may choose new targets for the copy\.)?")


def _copiers(effective: EffectiveBoard) -> list[tuple[str, int]]:
    """(id, cost) of each permanent of yours that may copy an ability you activate that is not a mana ability for
    generic mana (Rings of Brighthearth), cheapest first; none whose text was taken away."""
    out = []
    for v in effective.yours:
        if v.lost_text:
            continue
        for line in (v.permanent.card.oracle_text or "").split("\n"):
            m = _COPY_TRIGGER.fullmatch(line.strip())
            if m:
                out.append((v.id, int(m["n"])))
    return sorted(out, key=lambda c: (c[1], c[0]))


def _permits(effective: EffectiveBoard):
    """View → the spending permissions that apply to the costs of its abilities (CR 609.4b)."""
    permissions = effective.spend_permissions  # those in force (not of a permanent that lost its abilities)

    def of(view: PermanentView) -> tuple:
        if not permissions:
            return ()
        purpose = SpendPurpose.activate(view.card_types, view.subtypes, view.supertypes,
                                        frozenset(t.value for t in view.colors), name=f"{view.id}'s ability")
        return permits_for(permissions, purpose, (view.id,))

    return of


def _widened(demands: list[frozenset[ManaType]], permits: tuple) -> list[frozenset[ManaType]]:
    """The types that may pay each demand under spending permissions
    (:func:`~manaplan.solver.core.units.paying_types`: Chromatic Orrery, any mana pays a coloured symbol; Celestial
    Dawn, other mana pays only what colorless pays)."""
    return [paying_types(allowed, permits) for allowed in demands]


def _helpers(effective: EffectiveBoard, view: PermanentView) -> tuple[str, ...]:
    """The permanents whose cost changes (Power Artifact, Suppression Field) or counter reductions apply to
    ``view``."""
    out = []
    chars = Characteristics(view.card_types, view.subtypes, view.supertypes)
    for e in effective.effects:
        if isinstance(e.effect, (CostReduction, CostIncrease, CounterReduction)) and in_scope(e.effect.scope, chars,
                                                                                 view.permanent, e):
            out.append(e.source)
    return tuple(out)
