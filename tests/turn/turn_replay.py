"""Replaying a ``manaplan turn --json`` answer step by step, as a player would follow it, with the brute force's
hand-coded cards (:mod:`brute`) and nothing of manaplan.

:func:`replay` walks the answer's steps over its own state — the permanents (the board's ids, ``<card>#<n>`` in file
order, and those that entered this turn), tapped or not and since when, the hand, the library, the land play, the
life lost and the mana in the pool. Where the answer leaves a choice unsaid (which type of mana a generic symbol
took, which land a search found, which id a permanent that entered this turn has), the replay keeps every
possibility open (a set of *worlds*) and fails only when no world can follow the next step. It checks:

- ``play``: a land in hand, and a land play left (CR 305.2: one, and Exploration's and Azusa's additional ones) —
  or, right after Arboreal Grazer's cast, the land its enters trigger puts onto the battlefield tapped (no land
  play, CR 305.4), untapped by Amulet of Vigor;
- ``cast``: the card is in hand (zone ``hand``), its ``cost`` is the total cost now (CR 601.2f: Thalia and
  Goblin Electromancer as they are on the battlefield at that moment; Lightning Axe's {5} more, or one other card
  of the hand discarded, every such card tried: CR 601.2b), and the plan's steps pay it: each ``tap`` is a
  permanent still untapped, not a creature that came under your control this turn without haste (CR 302.6), whose
  ability can add what the step says, its own mana cost (a Signet's {1}) paid from mana already in the pool (CR
  605.3b); ``pool`` steps take mana that is in the pool (carried from earlier, CR 500.4); then the cost is paid
  exactly from the pool (CR 601.2h) and what is left stays there for the next spell; the spell resolves: a
  permanent enters (a creature summoning sick), a ritual adds its mana, a search moves a land from the library;
- at the end: ``cast`` lists the cast steps' cards in order; ``life_lost`` is the life the steps cost (painlands,
  City of Brass, a fetchland's life); ``mana_left`` is what some world's pool holds; ``tapped`` is exactly the
  permanents the steps tapped by id (a land a fetchland found and tapped at once included, by the id its step gives
  it: "(it enters untapped as Island#2)", a free id); ``sacrificed`` is exactly the fetchlands cracked (CR 701.23:
  the land found is one the library has and the fetchland may find; it enters untapped), the Treasures sacrificed
  for mana and what casts sacrificed. A cast's cost is checked before its plan's steps (CR 601.2f-g): a Treasure
  its affinity counts may be sacrificed while it is paid for.
"""

from __future__ import annotations

__all__ = ["ReplayError", "replay", "World", "same_cost", "keep_payable"]

import re
from collections import Counter
from dataclasses import dataclass, replace

from manaplan_tests import load_helper


brute = load_helper("turn/brute")
CARDS, TYPES, Perm, Turn = brute.CARDS, brute.TYPES, brute.Perm, brute.Turn
abilities_of = brute.abilities_of
parse_cost, pays_from, total_cost = brute.parse_cost, brute.pays_from, brute.total_cost



class ReplayError(AssertionError):
    """A turn a player could not follow, or an answer its own steps contradict."""


@dataclass(frozen=True)
class World:
    """One way the turn may have gone so far."""

    perms: tuple[tuple[str, str, bool, bool], ...]  # (id or "", card name, tapped, sick); "" = not yet named
    hand: tuple[str, ...]
    library: tuple[str, ...]
    pool: tuple[int, ...]
    land_played: int  # lands played this turn (CR 305.2a)
    life: int
    tapped_by_plan: frozenset[str]
    sacrificed: frozenset[str] = frozenset()
    put: bool = False  # Arboreal Grazer's trigger may still put a land of the hand (the next step only)


def _pool(text: str | None) -> tuple[int, ...]:
    counts = Counter(re.findall(r"\{([WUBRGC])\}", text or ""))
    if re.sub(r"\{[WUBRGC]\}", "", text or "").strip():
        raise ReplayError(f"cannot read the mana {text!r}")
    return tuple(counts[t] for t in TYPES)


def same_cost(a: str, b: str) -> bool:
    """Whether two written costs are the same cost (``{1}{G/B}`` and ``{1}{B/G}`` are).

    >>> same_cost("{1}{B/G}{B/G}", "{1}{G/B}{G/B}"), same_cost("{2}{U}", "{1}{U}")
    (True, False)
    """
    x, y = parse_cost(a), parse_cost(b)
    return x.generic == y.generic and sorted(map(sorted, x.symbols)) == sorted(map(sorted, y.symbols))


def _ids(turn: Turn) -> list[tuple[str, str, bool, bool]]:
    seen: Counter = Counter()
    out = []
    for p in turn.battlefield:
        seen[p.name] += 1
        out.append((f"{p.name}#{seen[p.name]}", p.name, p.tapped, p.sick))
    return out


def _remove(items: tuple[str, ...], item: str) -> tuple[str, ...] | None:
    if item not in items:
        return None
    out = list(items)
    out.remove(item)
    return tuple(out)


def _statics(w: World) -> Counter:
    return brute.static_counts(name for _, name, _, _ in w.perms)


def _bind(w: World, pid: str, card: str | None) -> list[tuple[World, int]]:
    """The worlds in which ``pid`` names a permanent, with its index: the one of that id, or any permanent of that
    card that entered this turn and has no id yet."""
    found = [(w, i) for i, p in enumerate(w.perms) if p[0] == pid]
    if found:
        return found
    out, seen = [], set()
    for i, (q, name, tapped, sick) in enumerate(w.perms):
        if q == "" and (card is None or name == card) and (name, tapped, sick) not in seen:
            seen.add((name, tapped, sick))
            perms = list(w.perms)
            perms[i] = (pid, name, tapped, sick)
            out.append((replace(w, perms=tuple(perms)), i))
    return out


def _tap(w: World, step: dict, where: str) -> list[World]:
    adds = _pool(step.get("adds"))
    out = []
    for w2, i in _bind(w, step.get("permanent"), step.get("card")):
        pid, name, tapped, sick = w2.perms[i]
        card = CARDS[name]
        if tapped:
            continue
        names = [q[1] for q in w2.perms]
        if card.is_creature and sick and not brute.has_haste(name, names):  # CR 302.6, 702.10c
            continue
        for ability in abilities_of(name, names):
            if ability.sacrifice or not ability.allowed(names):  # a Treasure's is a "sacrifice" step; CR 602.5b
                continue
            for types, damage in ability.adds(names):
                if _pool("".join(f"{{{t}}}" for t in types)) != adds:
                    continue
                pools = pays_from(w2.pool, ability.cost) if ability.cost else {w2.pool}
                for paid in pools:
                    perms = list(w2.perms)
                    perms[i] = (pid, name, True, sick)
                    out.append(replace(w2, perms=tuple(perms), pool=tuple(a + b for a, b in zip(paid, adds)),
                                       life=w2.life + damage, tapped_by_plan=w2.tapped_by_plan | {pid}))
    return out


def _sacrifice_for_mana(w: World, step: dict) -> list[World]:
    """A permanent whose mana ability sacrifices it (a Treasure: "{T}, Sacrifice this token: Add one mana of any
    color."), untapped, for the mana its step says; gone from then on. In a cast's plan it comes after that spell's
    cost was locked in (CR 601.2f-g), as the replay checks the cost first."""
    adds = _pool(step.get("adds"))
    out = []
    for w2, i in _bind(w, step.get("permanent"), step.get("card")):
        pid, name, tapped, _ = w2.perms[i]
        if tapped:
            continue
        for ability in CARDS[name].abilities:
            if ability.sacrifice and any(_pool("".join(f"{{{t}}}" for t in types)) == adds
                                         for types, _ in ability.choices):
                for paid in (pays_from(w2.pool, ability.cost) if ability.cost else {w2.pool}):
                    out.append(replace(w2, perms=w2.perms[:i] + w2.perms[i + 1:], sacrificed=w2.sacrificed | {pid},
                                       pool=tuple(a + b for a, b in zip(paid, adds))))
    return out


_FOUND = re.compile(r"searching your library for (?P<card>.+?) \((?:it enters untapped as (?P<id>[^)]+))?")


def _crack(w: World, step: dict, where: str) -> list[World]:
    """A fetchland cracked (``{T}``, pay 1 life, sacrifice it: CR 701.23) for the land its step names, which enters
    untapped and, when the step adds mana, is tapped for it at once."""
    match = next((m for d in step.get("doing") or [] for m in [_FOUND.search(d)] if m), None)
    found = match.group("card") if match else None
    found_id = match.group("id") if match else None
    adds = _pool(step.get("adds"))
    out = []
    for w2, i in _bind(w, step.get("permanent"), step.get("card")):
        pid, name, tapped, _ = w2.perms[i]
        card = CARDS[name]
        if tapped or not card.effect.startswith("fetch "):
            continue
        if found is None:
            raise ReplayError(f"{where}: cannot read which land {name} finds: {step.get('doing')}")
        if found not in w2.library or not set(card.effect.split()[1:]) & CARDS[found].subtypes:
            continue
        land = CARDS[found]
        if any(adds) and not any(_pool("".join(f"{{{t}}}" for t in types)) == adds
                                 for a in land.abilities for types, _ in a.choices):
            continue
        if any(adds) and (found_id is None or any(p[0] == found_id for p in w2.perms)):
            raise ReplayError(f"{where}: the land {name} finds and taps needs an id of its own: {step.get('doing')}")
        new_id = found_id if any(adds) else ""
        perms = w2.perms[:i] + w2.perms[i + 1:] + ((new_id, found, any(adds), True),)
        out.append(replace(w2, perms=perms, library=_remove(w2.library, found), life=w2.life + 1,
                           pool=tuple(a + b for a, b in zip(w2.pool, adds)), sacrificed=w2.sacrificed | {pid},
                           tapped_by_plan=w2.tapped_by_plan | ({new_id} if new_id else set())))
    return out


def _resolve(w: World, name: str) -> list[World]:
    card = CARDS[name]
    if card.is_permanent:  # it enters; then its enters trigger, if any, resolves (CR 603.3, 603.6a)
        w = replace(w, perms=w.perms + (("", name, False, True),))
        if not card.effect:
            return [w]
    if card.effect.startswith("tokens "):  # its tokens enter with the ids ``turn`` gives them (.token_fodder)
        _, token, n = card.effect.split()
        taken = {pid for pid, _, _, _ in w.perms}
        made = []
        for _ in range(int(n)):
            k = 1
            while f"{token} token ({name})#{k}" in taken:
                k += 1
            taken.add(f"{token} token ({name})#{k}")
            made.append((f"{token} token ({name})#{k}", token, False, True))
        return [replace(w, perms=w.perms + tuple(made))]
    if card.effect.startswith("ritual "):
        return [replace(w, pool=tuple(a + b for a, b in zip(w.pool, _pool("".join(
            f"{{{t}}}" for t in card.effect.split()[1])))))]
    if card.effect == "grazer":  # its trigger's put is the next step, if any
        return [replace(w, put=True)]
    out = [w]  # "up to" / a search may find nothing
    lands = sorted(set(w.library))
    tapped = brute.enters_tapped(n for _, n, _, _ in w.perms)  # Amulet of Vigor untaps what is put there tapped
    if card.effect == "cultivate":
        basics = [c for c in lands if CARDS[c].basic]
        for a in basics:
            out.append(replace(w, perms=w.perms + (("", a, tapped, True),), library=_remove(w.library, a)))
            for b in basics:
                lib = _remove(w.library, a)
                lib = lib and _remove(lib, b)
                if lib is not None:
                    out.append(replace(w, perms=w.perms + (("", a, tapped, True),), library=lib,
                                       hand=w.hand + (b,)))
    elif card.effect == "tutor":  # any one card of the library into your hand (CR 701.23)
        for a in sorted(set(w.library)):
            out.append(replace(w, library=_remove(w.library, a), hand=w.hand + (a,)))
    elif card.effect == "infernal":  # one named as a card still in your hand (CR 608.2); hellbent, any (CR 207.2c)
        for a in sorted(set(w.library) & set(w.hand) if w.hand else set(w.library)):
            out.append(replace(w, library=_remove(w.library, a), hand=w.hand + (a,)))
    elif card.effect in ("natures_lore", "rampant_growth"):
        for a in lands:
            if card.effect == "natures_lore" and "Forest" not in CARDS[a].subtypes:
                continue
            if card.effect == "rampant_growth" and not CARDS[a].basic:
                continue
            put_tapped = card.effect == "rampant_growth" and tapped
            out.append(replace(w, perms=w.perms + (("", a, put_tapped, True),), library=_remove(w.library, a)))
    return out


def _sacrificed(ways: set[World], card, step: dict, where: str, errors: list[str]) -> set[World]:
    """The worlds after a cast's additional cost sacrificed what its step says (``sacrifices``): exactly one permanent
    when the card asks for one, a creature of yours there that fits (CR 601.2b, 601.2h); gone from then on."""
    said = list(step.get("sacrifices") or [])
    if len(said) != (1 if card.sacrifice else 0):
        errors.append(f"{where}: sacrifices {said}, the card asks for {card.sacrifice or 'nothing'}")
        return set()
    if not said:
        return ways
    out = set()
    for w in ways:
        for w2, i in _bind(w, said[0], None):
            if CARDS[w2.perms[i][1]].fits(card.sacrifice):
                out.add(replace(w2, perms=w2.perms[:i] + w2.perms[i + 1:], sacrificed=w2.sacrificed | {said[0]},
                                tapped_by_plan=w2.tapped_by_plan - {said[0]}))
    if not out:
        errors.append(f"{where}: {said[0]} is not a permanent there that fits '{card.sacrifice}'")
    return out


def replay(turn: Turn, answer: dict) -> set[World]:
    """Follow ``answer`` (``manaplan turn --json``'s object) on ``turn``; the worlds it may end in.

    Raises
    ------
    ReplayError
        Naming the first step no world could follow, or what the totals contradict.
    """
    worlds = {World(tuple(_ids(turn)), tuple(sorted(turn.hand)), tuple(sorted(turn.library)), _pool(turn.pool),
                    brute.plays_used(turn), 0, frozenset())}
    steps = answer.get("steps") or []
    if [s.get("step") for s in steps] != list(range(1, len(steps) + 1)):
        raise ReplayError(f"steps are not numbered 1..{len(steps)}: {[s.get('step') for s in steps]}")
    for step in steps:
        name, action = step.get("card"), step.get("action")
        where = f"step {step.get('step')} ({action} {name})"
        if name not in CARDS:
            raise ReplayError(f"{where}: the replay does not know {name!r}")
        after: set[World] = set()
        if action == "play":
            if not CARDS[name].is_land:
                raise ReplayError(f"{where}: plays a card that is not a land")
            for w in worlds:
                hand = _remove(w.hand, name)
                if hand is not None and w.put:  # put by Grazer's trigger: tapped, unless Amulet untaps it
                    tapped = brute.enters_tapped(n for _, n, _, _ in w.perms)
                    after.add(replace(w, hand=hand, put=False, perms=w.perms + (("", name, tapped, True),)))
                if hand is None or w.land_played >= brute.land_plays(n for _, n, _, _ in w.perms):  # CR 305.2
                    continue
                after.add(replace(w, hand=hand, land_played=w.land_played + 1, put=False,
                                  perms=w.perms + (("", name, False, True),)))
            if not after:
                raise ReplayError(f"{where}: no {name} in hand, or the land for the turn was played (CR 305.2)")
        elif action == "cast":
            card = CARDS[name]
            if card.is_land:
                raise ReplayError(f"{where}: a land is played, never cast (CR 305.9)")
            if step.get("zone", "hand") != "hand":
                raise ReplayError(f"{where}: cast from {step.get('zone')!r}; the pool's cards are in hand")
            errors: list[str] = []  # why each world could not follow the step; raised only if none could
            for w in {replace(w, put=False) for w in worlds}:
                hand = _remove(w.hand, name)
                if hand is None:
                    errors.append(f"{where}: not in hand")
                    continue
                # its additional cost (Lightning Axe: {5} more, or a card of the hand discarded, CR 601.2b)
                routes = [(c, h) for _, c, h in brute.routes(card, _statics(w), hand)
                          if same_cost(step.get("cost") or "{0}", c.text())]
                if not routes:
                    costs = ", ".join(dict.fromkeys(c.text() for _, c, _ in brute.routes(card, _statics(w), hand)))
                    errors.append(f"{where}: says it costs {step.get('cost')}, the board makes it {costs} "
                                  f"(CR 601.2f)")
                    continue
                cost = routes[0][0]
                ways = {replace(w, hand=h) for _, h in routes}
                for k, sub in enumerate(step.get("plan") or []):
                    what = sub.get("action")
                    nxt: set[World] = set()
                    for v in ways:
                        if what == "pool":
                            if all(a >= b for a, b in zip(v.pool, _pool(sub.get("adds")))):
                                nxt.add(v)
                        elif what == "tap":
                            nxt.update(_tap(v, sub, where))
                        elif what == "sacrifice" and sub.get("doing"):
                            nxt.update(_crack(v, sub, where))
                        elif what == "sacrifice":
                            nxt.update(_sacrifice_for_mana(v, sub))
                        else:
                            raise ReplayError(f"{where}: the replay does not follow plan steps {what!r}: {sub}")
                    ways = nxt
                    if not ways:
                        errors.append(f"{where}, plan step {k + 1} ({sub.get('permanent')}: "
                                      f"{sub.get('ability')} adds {sub.get('adds')}): no way to follow it")
                        break
                ways = _sacrificed(ways, card, step, where, errors)
                for v in ways:
                    paid_ways = pays_from(v.pool, cost)
                    if not paid_ways:
                        errors.append(f"{where}: the pool after its plan cannot pay {cost.text()} (CR 601.2h)")
                    for paid in paid_ways:
                        after.update(_resolve(replace(v, pool=paid), name))
            if not after:
                raise ReplayError(errors[0] if errors else f"{where}: no way to follow it")
        else:
            raise ReplayError(f"{where}: unknown action {action!r}")
        worlds = after
    # the totals
    cast = [s.get("card") for s in steps if s.get("action") == "cast"]
    if list(answer.get("cast") or []) != cast:
        raise ReplayError(f"'cast' is {answer.get('cast')}, the steps cast {cast}")
    ok = {w for w in worlds if w.sacrificed == set(answer.get("sacrificed") or [])}
    if not ok:
        raise ReplayError(f"sacrificed is {answer.get('sacrificed')}, the steps sacrifice "
                          f"{sorted({tuple(sorted(w.sacrificed)) for w in worlds})}")
    ok = {w for w in ok if w.life == answer.get("life_lost")}
    if not ok:
        raise ReplayError(f"life_lost is {answer.get('life_lost')}, the steps cost {sorted({w.life for w in worlds})}")
    if answer.get("mana_left") is not None:
        left = _pool(answer.get("mana_left"))
        ok = {w for w in ok if w.pool == left}
        if not ok:
            raise ReplayError(f"mana_left is {answer.get('mana_left')!r}, the steps leave one of "
                              f"{sorted({w.pool for w in worlds})} (in {TYPES} order)")
    tapped = set(answer.get("tapped") or [])
    ok = {w for w in ok if w.tapped_by_plan == tapped}
    if not ok:
        raise ReplayError(f"tapped is {sorted(tapped)}, the steps tap {sorted({tuple(sorted(w.tapped_by_plan)) for w in worlds})}")
    return ok


def keep_payable(world: World, keep: str) -> bool:
    """Whether ``keep`` can be paid from the world's pool and its untapped permanents (not sick creatures)."""
    perms = tuple(sorted(Perm(name, tapped, sick) for _, name, tapped, sick in world.perms))
    cost = parse_cost(keep)
    seen: dict = {}

    def go(perms, pool) -> bool:
        key = (perms, pool)
        if key not in seen:
            seen[key] = bool(pays_from(pool, cost)) or any(go(p2, pool2) for _, p2, pool2, _ in
                                                           brute._activations(perms, pool))
        return seen[key]

    return go(perms, world.pool)
