"""Replaying a ``pay`` plan step by step, as a player would follow it, independently of the payment model.

:func:`replay` takes the board, the cost and the :class:`~manaplan.solver.pay.plan.Payment`, and walks the steps
with its own state — which permanents are still there, tapped, their counters, the cards in hand, the life paid and
the mana in the pool unit by unit, each unit labelled with the permanent that made it. Before each step it asks the
effective board (:func:`~manaplan.solver.effective.effective_board`, the shared first step of every command)
what the permanent's mana abilities are *on the board as it is at that moment*: a creature sacrificed earlier no
longer counts for Gaea's Cradle, a land sacrificed no longer makes Reflecting Pool's colours. Nothing here reads the
payment model, its groups or its uses.

It checks (failing with a message that names the step):

- the permanent is yours (CR 602.2) and still on the battlefield (not sacrificed or exiled by an earlier step);
- its ability, found by its text, has every part of its cost paid, each with the rule's conditions:
  ``{T}`` — untapped, and not a creature that came under your control this turn without haste (CR 302.6);
  ``{Q}`` — tapped, and the same (CR 302.6, 107.6); "Tap an untapped …" — distinct other untapped permanents you
  control that fit (summoning sickness does not matter, CR 302.6); "Remove … counters" — enough of them (CR 122);
  "Put … counters" — put; "Sacrifice …"/"Exile …" — distinct permanents you control still there that fit (CR 701.21);
  "Discard …" — cards in hand (CR 701.9); life paid as a cost ("Pay N life", Phyrexian symbols) — at least that
  much life when it is paid, all of it allowed (CR 119.4); the ability's own damage happens as it resolves (CR
  605.3b), a trigger's (City of Brass, Manabarbs) after the payment (CR 603.3): neither stops anything;
  "Activate only once each turn" — once;
- its mana cost is paid only with mana already in the pool — made by *earlier* steps or there from the start (no
  self-funding, CR 605.3b, 601.2g-h) — the units named in ``paying`` exist, and they pay the cost's symbols exactly
  (colours, hybrid, Phyrexian, generic, CR 107.4); mana whose spending is restricted pays no ability's cost;
- the mana it adds is one of the choices of the ability on the effective board (doublers, grants, land types);
  a doubling of the pool (Doubling Cube) adds, of each type, as much as the pool holds at that step, unrestricted
  (CR 701.9f);
- at the end, the mana left in the pool pays the target cost (with X) — colours, hybrid, generic — with the plan's
  2-life steps for Phyrexian symbols, each needing 2 life when paid (CR 119.4); the plan's life after, and whether
  it loses you the game (CR 704.5a), are the steps'; what is left over is ``mana_left``; the permanents sacrificed and tapped are
  the plan's.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace

from manaplan.models.ability import DoublePool
from manaplan.models.board import Board, Permanent
from manaplan.models.costs import ManaCost, ManaSymbol, SymbolKind
from manaplan.models.effects import Untapper
from manaplan.models.mana import ManaType
from manaplan.solver.effective import effective_board

__all__ = ["ReplayError", "replay", "pays"]


class ReplayError(AssertionError):
    """A plan a player could not follow."""


POOL = "your pool"


def _types(units) -> list[ManaType]:
    """The types of a step's units of mana."""
    return [u.type for u in units]


def _text(step) -> str | None:
    """A step's ability as the card prints it (None for the pool and life)."""
    return None if step.ability is None else step.ability.text or step.ability.describe()


def _who(paid) -> str:
    """Whose mana paid a symbol: a permanent's id, or the pool."""
    return paid.source if paid.source is not None else POOL


# ---------------------------------------------------------------------------------------------------- paying symbols
def _options(sym: ManaSymbol) -> list[tuple[frozenset[ManaType] | None, int, int]]:
    """Ways to pay one non-generic symbol: (types one unit may be, or None for no unit; generic units; life)."""
    k = sym.kind
    colors = frozenset(sym.colors)
    if k is SymbolKind.COLORED:
        return [(colors, 0, 0)]
    if k is SymbolKind.COLORLESS:
        return [(frozenset({ManaType.C}), 0, 0)]
    if k is SymbolKind.HYBRID:
        return [(frozenset({c}), 0, 0) for c in colors]
    if k is SymbolKind.MONO_HYBRID:
        return [(colors, 0, 0), (None, sym.amount, 0)]
    if k is SymbolKind.PHYREXIAN:
        return [(colors, 0, 0), (None, 0, 2)]
    if k is SymbolKind.HYBRID_PHYREXIAN:
        return [(frozenset({c}), 0, 0) for c in colors] + [(None, 0, 2)]
    raise ReplayError(f"the replay does not know how to pay {sym.text}")


def pays(symbols, units: Counter, life: int, *, exact: bool, wild: str = "") -> bool:
    """Whether ``units`` (a Counter of ManaType) pay ``symbols`` with exactly ``life`` life for Phyrexian symbols;
    ``exact``: every unit is spent (a step's cost), else some may be left (the target cost). ``wild``: a permission
    in force (CR 609.4b) — ``'color'``: any mana may be spent as though it were of any colour (it pays coloured
    symbols); ``'type'``: of any type (``{C}`` too).

    >>> T = ManaType
    >>> pays(ManaCost.parse("{1}{G}").symbols, Counter({T.G: 2}), 0, exact=True)
    True
    >>> pays(ManaCost.parse("{W/U}{U}").symbols, Counter({T.U: 1, T.G: 1}), 0, exact=False)
    False
    >>> pays(ManaCost.parse("{G/P}{2/W}").symbols, Counter({T.C: 2}), 2, exact=True)
    True
    >>> pays(ManaCost.parse("{G}").symbols, Counter({T.U: 1}), 0, exact=True, wild="type")
    True
    """
    generic = 0
    special: list[ManaSymbol] = []
    for s in symbols:
        if s.kind is SymbolKind.GENERIC:
            generic += s.amount
        elif s.kind is SymbolKind.X:
            raise ReplayError("X left in a cost to replay")
        elif s.kind is SymbolKind.SNOW:
            raise ReplayError("the replay does not know snow mana")
        else:
            special.append(s)
    special.sort(key=lambda s: len(_options(s)))

    def go(i: int, left: Counter, generic_needed: int, life_left: int) -> bool:
        if life_left < 0:
            return False
        if i == len(special):
            total = sum(left.values())
            return life_left == 0 and (total == generic_needed if exact else total >= generic_needed)
        for types, more_generic, life_cost in _options(special[i]):
            if types is None:
                if go(i + 1, left, generic_needed + more_generic, life_left - life_cost):
                    return True
                continue
            allowed = types
            if wild == "type" or (wild == "color" and ManaType.C not in types):
                allowed = frozenset(ManaType)
            for t in sorted(allowed, key=lambda t: t.order):
                if left[t] > 0:
                    left[t] -= 1
                    ok = go(i + 1, left, generic_needed, life_left)
                    left[t] += 1
                    if ok:
                        return True
        return False

    return go(0, Counter(units), generic, life)


def _permission(st: "_State", purpose) -> str:
    """``'type'``/``'color'`` when a permission to spend mana as though it were of any type/colour (CR 609.4b) is in
    force for you, for the target's purpose, on the board as the plan leaves it (Vizier of the Menagerie sacrificed
    by an earlier step no longer gives it; one under Imprisoned in the Moon never did); ``''`` otherwise."""
    from manaplan.models.effects import SpendAsThough

    best = ""
    for e in effective_board(st.now()).effects_of(SpendAsThough):
        rule = e.effect
        if rule.own or rule.mana is not None or (e.controller != "you" and not rule.players):
            continue  # limited to one permanent's abilities or to one type of mana: not judged here
        if rule.spend is not None and not _allows(rule.spend, purpose):
            continue
        best = "type" if rule.any_type else (best or "color")
    return best


def _allows(spend, purpose) -> bool:
    """Whether mana restricted by ``spend`` may pay for ``purpose`` (CR 106.6), for the plain restrictions "Spend
    this mana only to cast <type> spells" (Food Chain); any other restriction is one the replay does not judge."""
    if purpose is None:
        return False
    if spend.never or not spend.only:
        raise ReplayError(f"the replay does not judge the restriction {spend.text!r}")
    for use in spend.only:
        plain = (use.action == "cast" and not use.subtypes and not use.supertypes and not use.not_card_types
                 and not use.from_zone and not use.qualities and not use.cost and not use.ability)
        if not plain:
            raise ReplayError(f"the replay does not judge the restriction {spend.text!r}")
        if purpose.action == "cast" and (not use.card_types or use.card_types & purpose.card_types):
            return True
    return False


# ---------------------------------------------------------------------------------------------------- outputs
def _adds_fit(output, adds: Counter) -> bool:
    """Whether one activation of an effective ability (its :class:`~manaplan.solver.rules.yields.Yield`) may add
    exactly ``adds``: some bag's slots, each ``size`` mana of one of its types, make that multiset."""
    for bag in output.options:
        if sum(s.size for s in bag) != sum(adds.values()):
            continue

        def go(i: int, left: Counter) -> bool:
            if i == len(bag):
                return not +left
            slot = bag[i]
            for t in slot.types:
                if left[t] >= slot.size:
                    left[t] -= slot.size
                    ok = go(i + 1, left)
                    left[t] += slot.size
                    if ok:
                        return True
            return False

        if go(0, Counter(adds)):
            return True
    return False


# ---------------------------------------------------------------------------------------------------- the state
@dataclass
class _State:
    board: Board
    perms: dict[str, Permanent]
    gone: list[str] = field(default_factory=list)
    hand: int = 0
    life: int = 0  # paid as costs and lost to the abilities' own effects so far
    pool: Counter = field(default_factory=Counter)  # (type, source id or POOL, restricted) -> n
    tapped_by_plan: list[str] = field(default_factory=list)
    activations: Counter = field(default_factory=Counter)  # (id, ability text) -> n
    done: set[int] = field(default_factory=set)  # step numbers followed
    pending: int = 0  # damage from triggers, after the payment (CR 603.3)

    def now(self) -> Board:
        """The board as it is now: what left gone, tapped and counters as changed, the hand as discarded."""
        return replace(self.board, permanents=tuple(p for pid, p in self.perms.items() if pid not in self.gone),
                       hand=self.board.hand[:self.hand])


def _fits(filt, view, p: Permanent) -> bool:
    return filt.matches(view.card_types, view.subtypes, view.colors, supertypes=view.supertypes,
                        is_token=p.is_token, power=p.current_power, name=p.name)


def _sick(view, p: Permanent) -> bool:
    """CR 302.6 on the effective board: a creature now (Imprisoned in the Moon makes one a land), under your control
    since this turn began unless it has haste."""
    return p.sick and "Creature" in view.card_types and not p.has_haste


def replay(board: Board, cost: ManaCost | str, payment, *, purpose=None) -> None:
    """Follow ``payment`` (a payable :class:`~manaplan.solver.pay.plan.Payment` of ``cost``) on ``board``.

    Parameters
    ----------
    purpose : SpendPurpose, optional
        What the cost pays for: restricted mana may pay it where its restriction allows (CR 106.6).

    Raises
    ------
    ReplayError
        Naming the first step a player could not follow, or what the end state contradicts.
    """
    cost = cost if isinstance(cost, ManaCost) else ManaCost.parse(cost)
    if not payment.payable:
        raise ReplayError("not a payable plan")
    st = _State(board, {p.id: p for p in board.permanents}, hand=len(board.hand))
    for t, n in board.pool.items():
        st.pool[t, POOL, None] += n
    pool_left = Counter({t: n for t, n in board.pool.items()})
    life_steps = 0
    for step in payment.steps:
        where = f"step {step.step} ({step.permanent or step.action}: {_text(step) or _types(step.adds)})"
        if step.action == "pool":
            for t in _types(step.adds):
                if pool_left[t] <= 0:
                    raise ReplayError(f"{where}: takes {t.value} the pool does not hold")
                pool_left[t] -= 1
        elif step.action == "life":  # the target's Phyrexian symbol, after every activation (CR 601.2g-h)
            if step.life > board.life - st.life:
                raise ReplayError(f"{where}: pays {step.life} life with {board.life - st.life} (CR 119.4)")
            life_steps += 1
            st.life += step.life
        elif getattr(step, "untaps", None):
            _activate_untap(st, step, where)
        else:
            _activate(st, step, where)
        st.done.add(step.step)
    # the target cost, from the mana left
    target = cost.with_x(payment.x or 0) if cost.x_count else cost
    usable = Counter()
    for (t, _, restriction), n in st.pool.items():
        if restriction is None or _allows(restriction, purpose):
            usable[t] += n
    wild = _permission(st, purpose)
    if not pays(tuple(target), usable, 2 * life_steps, exact=False, wild=wild):
        left = ", ".join(f"{t.value}×{n}" for t, n in sorted(usable.items(), key=lambda kv: kv[0].order) if n)
        raise ReplayError(f"the mana left ({left or 'none'}) and {2 * life_steps} life do not pay {target.text}")
    # the plan's own assignment of the target's symbols, then what is left is mana_left
    left = Counter(st.pool)
    for paid in payment.assignments:
        if paid.unit is None:  # 2 life
            continue
        t, who = paid.unit.type, _who(paid)
        keys = [k for k, n in left.items() if n > 0 and k[0] is t and k[1] == who]
        if not keys:
            raise ReplayError(f"the cost's {paid.symbol.text} is paid with {who}'s {t.value}, which is not in the "
                              f"pool at the end")
        left[keys[0]] -= 1
    by_type = Counter()
    for (t, _, _), n in left.items():
        by_type[t] += n
    shown = Counter(dict(payment.mana_left.items()))
    if +by_type != +shown:
        raise ReplayError(f"left after paying: {dict(+by_type)}, the plan says {payment.mana_left.text!r}")
    if st.life + st.pending != payment.life_lost:
        raise ReplayError(f"the steps cost {st.life + st.pending} life, the plan says {payment.life_lost}")
    if payment.life_after is not None and payment.life_after != board.life - st.life - st.pending:
        raise ReplayError(f"the plan says it leaves you at {payment.life_after} life, the steps at "
                          f"{board.life - st.life - st.pending}")
    gone_plan = set(payment.sacrificed) | set(getattr(payment, "exiled", ())) | set(getattr(payment, "returned", ()))
    if set(st.gone) != gone_plan:
        raise ReplayError(f"the steps remove {sorted(st.gone)}, the plan says {sorted(gone_plan)}")
    tapped = {pid for pid in st.tapped_by_plan if pid not in st.gone and st.perms[pid].tapped}
    if tapped != set(payment.tapped):
        raise ReplayError(f"the steps leave {sorted(tapped)} tapped, the plan says {sorted(payment.tapped)}")


def _activate(st: _State, step, where: str) -> None:
    pid = step.permanent
    if pid not in st.perms:
        raise ReplayError(f"{where}: no permanent {pid}")
    if pid in st.gone:
        raise ReplayError(f"{where}: {pid} has left the battlefield at an earlier step")
    p = st.perms[pid]
    if not p.is_yours:
        raise ReplayError(f"{where}: {pid} is not yours (CR 602.2)")
    eff = effective_board(st.now())
    view = eff[pid]
    candidates = [a for a in view.abilities if _text(step) in (a.text, a.ability.text or a.ability.describe())]
    if not candidates:
        shown = [a.ability.text or a.ability.describe() for a in view.abilities]
        raise ReplayError(f"{where}: {pid} has no such mana ability now (it has {shown})")
    errors = []
    for a in candidates:
        trial = _State(st.board, dict(st.perms), list(st.gone), st.hand, st.life, Counter(st.pool),
                       list(st.tapped_by_plan), Counter(st.activations), set(st.done), st.pending)
        try:
            _activate_one(trial, eff, view, a, step, where)
        except ReplayError as e:
            errors.append(str(e))
            continue
        st.__dict__.update(trial.__dict__)
        return
    raise ReplayError(errors[0] if len(errors) == 1 else "; ".join(errors))


def _activate_untap(st: _State, step, where: str) -> None:
    """An untapper's activation (Wirewood Symbiote: "Return an Elf you control to its owner's hand: Untap target
    creature. Activate only once each turn."): no mana ability, for it has a target (CR 605.1a), followed as the
    player does it — the cost paid (the permanents it returns or sacrifices there, yours, fitting, never the one it
    untaps: CR 400.7), at most as often each turn as it says (CR 602.5b), then the permanent untapped and tapped again
    for its mana ability *on the board as it is after the cost* (CR 106.12, 605.3b: Priest of Titania counts the Elves
    left); or, for an untap alone (nothing added), the permanent untapped only. Only untappers whose cost returns,
    sacrifices or exiles permanents are followed."""
    pid, target = step.permanent, step.untaps
    if pid not in st.perms or pid in st.gone or not st.perms[pid].is_yours:
        raise ReplayError(f"{where}: {pid} is not a permanent you control now")
    eff = effective_board(st.now())
    text = _text(step) or ""
    found = [e.effect for e in eff.effects_of(Untapper) if e.source == pid and text.startswith(e.effect.text)]
    if not found:
        raise ReplayError(f"{where}: {pid} has no such untap now")
    untapper = found[0]
    cost = untapper.cost
    if cost.taps or cost.life or cost.remove_counters or cost.discard or cost.untap:
        raise ReplayError(f"{where}: the replay follows only untappers whose cost taps, pays mana or removes "
                          f"permanents")
    if cost.tap:  # its own {T} (Arbor Elf, Kiora's Follower, Voltaic Key): untapped, and no creature new this turn
        p = st.perms[pid]
        if p.tapped:
            raise ReplayError(f"{where}: {pid} is already tapped")
        if _sick(eff[pid], p):
            raise ReplayError(f"{where}: {pid} is a summoning-sick creature; {{T}} is barred (CR 302.6)")
        st.perms[pid] = replace(p, tapped=True)
        st.tapped_by_plan.append(pid)
        st.pending += eff[pid].tapped_damage
    _pay_mana(st, step, cost, where)
    st.activations[pid, untapper.text] += 1
    if untapper.max_per_turn and st.activations[pid, untapper.text] > untapper.max_per_turn:
        raise ReplayError(f"{where}: activated {st.activations[pid, untapper.text]} times, only "
                          f"{untapper.max_per_turn} each turn (CR 602.5b)")
    removed = list(step.sacrifices) + list(step.exiles) + list(step.returns)
    if len(removed) != len(cost.removes_others) or len(set(removed)) != len(removed):
        raise ReplayError(f"{where}: removes {removed} for {len(cost.removes_others)} parts")
    for filt, victim in zip(cost.removes_others, removed):
        q = st.perms.get(victim)
        if q is None or victim in st.gone or not q.is_yours or victim == target:
            raise ReplayError(f"{where}: cannot remove {victim}")
        if not _fits(filt, eff[victim], q):
            raise ReplayError(f"{where}: {victim} is not {filt.text!r}")
        st.gone.append(victim)
    q = st.perms.get(target)
    if q is None or target in st.gone or not q.is_yours:
        raise ReplayError(f"{where}: cannot untap {target}: not a permanent you control now")
    view = eff[target]
    if not untapper.fits(view.card_types, view.subtypes, view.supertypes):
        raise ReplayError(f"{where}: {target} is not what {pid} untaps")
    if not step.adds:  # an untap alone (CR 701.26b): it frees a tapped permanent, tapped again by a later step
        if not q.tapped:
            raise ReplayError(f"{where}: {target} is untapped already: the untap frees nothing")
        st.perms[target] = replace(q, tapped=False)
        return
    st.perms[target] = q = replace(q, tapped=False)
    after = effective_board(st.now())  # what left is gone as the mana ability resolves (CR 605.3b)
    tapped_text = text.split(f" Then tap {target}: ", 1)[-1]
    view = after[target]
    abilities = [a for a in view.abilities if tapped_text in (a.text, a.ability.text or a.ability.describe())]
    if not abilities:
        raise ReplayError(f"{where}: {target} has no mana ability {tapped_text!r} now")
    if _sick(view, q):
        raise ReplayError(f"{where}: {target} is a summoning-sick creature (CR 302.6)")
    st.perms[target] = replace(q, tapped=True)
    if not any(p.id == target and p.tapped for p in st.board.permanents):  # tapped at the start: not the plan's
        st.tapped_by_plan.append(target)
    adds = Counter(_types(step.adds))
    if not any(_adds_fit(a.output, adds) for a in abilities):
        raise ReplayError(f"{where}: {target} tapped again adds {_types(step.adds)}, which it cannot add now "
                          f"({abilities[0].output.text})")
    a = next(a for a in abilities if _adds_fit(a.output, adds))
    for t, n in adds.items():
        st.pool[t, pid, a.ability.spend] += n
    st.pending += view.tapped_damage


def _pay_mana(st: _State, step, cost, where: str) -> int:
    """Pay an ability's mana cost from mana already in the pool (no self-funding, CR 605.3b), unrestricted; the life
    its Phyrexian symbols take."""
    for earlier in step.paid_by:
        if earlier not in st.done:
            raise ReplayError(f"{where}: paid by step {earlier}, which is not before it")
    spent: Counter = Counter()
    phyrexian_life = 0
    for paid in step.paying:
        if paid.unit is None:  # 2 life for a Phyrexian symbol
            phyrexian_life += 2
            continue
        t, who = paid.unit.type, _who(paid)
        keys = [k for k, n in st.pool.items() if n > 0 and k[0] is t and k[1] == who]
        if not keys:
            raise ReplayError(f"{where}: pays with {who}'s {t.value}, which is not in the pool "
                              f"(made later, or already spent: self-funding, CR 605.3b)")
        free = [k for k in keys if k[2] is None]
        if not free:
            raise ReplayError(f"{where}: pays an ability's cost with restricted mana ({keys[0][2].text})")
        st.pool[free[0]] -= 1
        spent[t] += 1
    if not pays(tuple(cost.mana), spent, phyrexian_life, exact=True):
        raise ReplayError(f"{where}: {dict(spent)} and {phyrexian_life} life do not pay {cost.mana.text}")
    return phyrexian_life


def _activate_one(st: _State, eff, view, a, step, where: str) -> None:
    pid = step.permanent
    p = st.perms[pid]
    ability = a.ability
    cost = ability.cost
    trigger = getattr(a, "trigger_damage", 0)  # Manabarbs: after the payment (CR 603.3)
    effect = ability.damage_to_you - trigger + getattr(ability, "life_loss", 0)  # as it resolves (CR 605.3b)
    life = cost.life + ability.damage_to_you + getattr(ability, "life_loss", 0)
    # the once-each-turn condition
    key = (pid, _text(step))
    st.activations[key] += 1
    per_turn = getattr(getattr(ability, "condition", None), "max_per_turn", 0)
    if per_turn and st.activations[key] > per_turn:
        raise ReplayError(f"{where}: activated {st.activations[key]} times, only {per_turn} each turn")
    # {T} and {Q}
    if cost.tap:
        if p.tapped:
            raise ReplayError(f"{where}: {pid} is already tapped")
        if _sick(view, p):
            raise ReplayError(f"{where}: {pid} is a summoning-sick creature; {{T}} is barred (CR 302.6)")
        st.perms[pid] = p = replace(p, tapped=True)
        st.tapped_by_plan.append(pid)
        life += view.tapped_damage
        trigger += view.tapped_damage
    if cost.untap:
        if not p.tapped:
            raise ReplayError(f"{where}: {pid} is untapped; {{Q}} needs it tapped (CR 107.6)")
        if _sick(view, p):
            raise ReplayError(f"{where}: {pid} is a summoning-sick creature; {{Q}} is barred (CR 302.6)")
        st.perms[pid] = p = replace(p, tapped=False)
    # "Tap an untapped … you control"
    if len(step.taps) != len(cost.taps):
        raise ReplayError(f"{where}: taps {list(step.taps)} for {len(cost.taps)} 'Tap an untapped …' parts")
    for filt, other in zip(cost.taps, step.taps):
        q = st.perms.get(other)
        if q is None or other in st.gone or not q.is_yours:
            raise ReplayError(f"{where}: cannot tap {other}: not a permanent you control now")
        if q.tapped:
            raise ReplayError(f"{where}: cannot tap {other}: already tapped")
        if (filt.another or cost.tap) and other == pid:
            raise ReplayError(f"{where}: taps itself for '{filt.text}'")
        if not _fits(filt, eff[other], q):
            raise ReplayError(f"{where}: {other} is not {filt.text!r}")
        st.perms[other] = replace(q, tapped=True)
        st.tapped_by_plan.append(other)
        life += eff[other].tapped_damage
        trigger += eff[other].tapped_damage
    p = st.perms[pid]  # it may have tapped itself ("Tap three untapped Elves you control", Heritage Druid)
    # counters
    counters = dict(p.counters)
    for kind, n in cost.remove_counters:
        if counters.get(kind, 0) < n:
            raise ReplayError(f"{where}: {pid} has {counters.get(kind, 0)} {kind} counters, the cost removes {n}")
        counters[kind] -= n
    for kind, n in cost.put_counters:
        counters[kind] = counters.get(kind, 0) + n
    if cost.remove_x_counters or cost.sacrifice_x is not None or cost.taps_x is not None or cost.mana.x_count:
        raise ReplayError(f"{where}: an X cost; the plan does not say the X chosen")
    st.perms[pid] = p = replace(p, counters=tuple(sorted((k, n) for k, n in counters.items() if n)))
    # discard
    if cost.discard:
        if st.hand < cost.discard:
            raise ReplayError(f"{where}: discards {cost.discard} with {st.hand} cards in hand (CR 701.9)")
        st.hand -= cost.discard
    if cost.discard_hand:
        st.hand = 0
    for part in ("exile_self", "exile_cards", "mill", "return_self", "energy", "collect_evidence", "forage",
                 "untaps_opponents"):
        if getattr(cost, part):
            raise ReplayError(f"{where}: the replay does not follow '{part}' costs")
    # sacrifice and exile others
    removed = list(step.sacrifices) + list(getattr(step, "exiles", ()))
    if len(removed) != len(cost.removes_others):
        raise ReplayError(f"{where}: removes {removed} for {len(cost.removes_others)} 'Sacrifice/Exile a …' parts")
    if len(set(removed)) != len(removed):
        raise ReplayError(f"{where}: removes one permanent twice: {removed}")
    for filt, victim in zip(cost.removes_others, removed):
        q = st.perms.get(victim)
        if q is None or victim in st.gone or not q.is_yours:
            raise ReplayError(f"{where}: cannot remove {victim}: not a permanent you control now")
        if filt.another and victim == pid:
            raise ReplayError(f"{where}: sacrifices itself for '{filt.text}'")
        if filt.untapped and q.tapped:
            raise ReplayError(f"{where}: {victim} is tapped, the cost wants '{filt.text}'")
        if not _fits(filt, eff[victim], q):
            raise ReplayError(f"{where}: {victim} is not {filt.text!r}")
        if a.victims is not None and victim not in a.victims:
            raise ReplayError(f"{where}: {victim} is not among {a.victims}")
        st.gone.append(victim)
    if cost.sacrifice_self:
        st.gone.append(pid)
    # the mana cost, from mana already in the pool
    phyrexian_life = _pay_mana(st, step, cost, where)
    life += phyrexian_life
    # the mana added
    adds = Counter(_types(step.adds))
    if isinstance(a.base.output, DoublePool):  # CR 701.9f: of each type, as much as the pool holds now, unrestricted
        now: Counter = Counter()
        for (t, _, _), n in st.pool.items():
            now[t] += n
        if +adds != +now:
            raise ReplayError(f"{where}: adds {_types(step.adds)}, but doubling the pool now adds "
                              f"{dict(+now) or 'nothing'} (CR 701.9f)")
        for t, n in adds.items():
            st.pool[t, pid, None] += n
    elif not _adds_fit(a.output, adds):
        raise ReplayError(f"{where}: adds {_types(step.adds)}, which the ability cannot add now ({a.output.text})")
    else:
        for t, n in adds.items():
            st.pool[t, pid, ability.spend] += n
    rider = ability.sacrifice_if_no_counters
    if rider and counters.get(rider, 0) == 0:
        st.gone.append(pid)
    if life != step.life:
        raise ReplayError(f"{where}: costs {life} life, the step says {step.life}")
    paid = cost.life + phyrexian_life
    if paid and paid > st.board.life - st.life:
        raise ReplayError(f"{where}: pays {paid} life with {st.board.life - st.life} (CR 119.4)")
    st.life += paid + effect
    st.pending += trigger
