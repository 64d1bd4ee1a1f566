"""Auras the turn may cast that add mana whenever the land they enchant is tapped for mana, modelled exactly: Wild
Growth ("Whenever enchanted land is tapped for mana, its controller adds an additional {G}."), Utopia Sprawl,
Overgrowth, Fertile Ground, Wolfwillow Haven, Dawn's Reflection (CR 303.4: an Aura spell targets what it will
enchant; CR 605.1b: the trigger is a mana ability, its mana added as the land's is).

Once such an Aura is cast (:attr:`~.model.TurnBoard.entering`), each land of yours it may enchant (each in a group of
its own) gets activations that add the Aura's mana (:func:`with_aura_mana`: free, one per tap of that land the model
may count); :func:`aura_constraints` lets them add it only in a layer where that land is tapped for mana by one of
its own abilities, at most once per such tap — a tap in the Aura's cast's layer or a later one comes after the Aura
resolved (in a layer the casts come first) —, and for one land only: the one it enchants.

Not modelled, and named as before (:func:`~.unproven.entering_mana_unread`): an Aura whose text is not that one
sentence, that enchants no land, or whose mana is of one colour chosen as it enters (Utopia Sprawl) on a land that
may be tapped more than once (an untap: each of its triggers would have to add the same colour).
"""

from __future__ import annotations

import re
from dataclasses import replace

from ...models.costs import ManaCost
from ..analysis import Analysis
from ..core.costed import CostedActivation, with_costed_activations
from ..core.lexico import Lin
from ..core.values import PaymentBoard
from ..rules.spending import SpendPurpose
from .aura_text import AuraMana, aura_mana
from .cards import Copy
from .entering_bound import mana_aura

__all__ = ["AuraMana", "aura_mana", "auras_modelled", "with_aura_mana", "aura_constraints", "enchanted_by",
           "lands_in_order"]

def enchanted_by(pid: str) -> tuple[str, str] | None:
    """The Aura and the land whose mana a plan step's id stands for (:func:`with_aura_mana`'s ``'Wild Growth
    (hand)#1 (enchanting Forest#1, 1)'``), or None for any other id.

    >>> enchanted_by("Wild Growth (hand)#1 (enchanting Forest#1, 1)"), enchanted_by("Forest#1")
    (('Wild Growth (hand)#1', 'Forest#1'), None)
    """
    m = re.fullmatch(r"(?P<aura>.+) \(enchanting (?P<land>.+), \d+\)", pid)
    return None if m is None else (m["aura"], m["land"])


def auras_modelled(analysis: Analysis, copies: list[Copy]) -> dict[str, AuraMana]:
    """The Auras among ``copies`` whose mana the turn models (see the module notes), by copy key.

    >>> from manaplan.models.board_files import board_from_data
    >>> from manaplan.solver.turn.cards import read_copies
    >>> from manaplan.solver.analysis import analysed
    >>> b = board_from_data({"permanents": ["Forest"], "hand": ["Wild Growth", "Rancor"]})
    >>> list(auras_modelled(analysed(b), read_copies(b, [("hand", c) for c in b.hand])))
    ['Wild Growth (hand)#1']
    """
    read = {c.key: aura_mana(c.card) for c in copies if mana_aura(c)}
    return {key: aura for key, aura in read.items() if aura is not None}


def with_aura_mana(pb: PaymentBoard, auras: dict[str, AuraMana], copies: list[Copy]
                   ) -> tuple[PaymentBoard, dict[int, str], tuple[tuple[str, int, tuple[int, ...]], ...], bool]:
    """``pb`` with, for each Aura of ``auras`` and each land of yours it may enchant (in a group of its own), one free
    activation per tap of that land the model may count, adding the Aura's mana; the groups' cast each enters after
    (by group), for each Aura and land (the Aura's key, the land's group, its uses), and whether a land it may
    enchant was left out (not in a group of its own, or tapped more than once beside a colour chosen as it
    enters)."""
    by_key = {c.key: c for c in copies}
    extra, made, missed = [], [], False
    for key, aura in auras.items():
        c = by_key[key]
        for g in pb.groups:
            p = g.permanent
            types = g.view.card_types if g.view is not None else frozenset(p.card.card_types)
            subtypes = g.view.subtypes if g.view is not None else frozenset(p.card.subtypes)
            if p.zone != "battlefield" or not p.is_yours or "Land" not in types or (
                    aura.subtype is not None and aura.subtype not in subtypes):
                continue
            taps = max((u.cap for u in pb.uses_of(g.index) if u.usable and u.taps), default=0)
            if not taps:
                continue
            if not g.singleton or (aura.chosen and taps > 1):
                missed = True
                continue
            acts = tuple(CostedActivation(
                id=f"{c.key} (enchanting {g.ids[0]}, {k + 1})", name=c.name, card=c.card, costs=(ManaCost.parse("{0}"),),
                purpose=SpendPurpose.cast(frozenset()), adds=aura.adds, rank=g.rank,
                text=aura.text)
                for k in range(taps))
            extra += acts
            made.append((key, g.index, len(acts)))
    if not extra:
        return pb, {}, (), missed
    targets = {target for _, target, _ in made}  # their taps in layers: the Aura's mana follows them
    pb = replace(pb, uses=tuple(replace(u, layered=True) if u.group in targets and u.taps else u for u in pb.uses))
    pb, added = with_costed_activations(pb, tuple(extra))
    # free, with its land's tap: no cost to order (the layers' depth counts costed activations), but in layers
    free = {ui for group in added for ui in group}
    pb = replace(pb, uses=tuple(replace(u, costed=False, layered=True) if u.index in free else u for u in pb.uses))
    entering, links, at = {}, [], 0
    for key, target, n in made:
        indices = tuple(i for group in added[at:at + n] for i in group)
        at += n
        for ui in indices:
            entering[pb.uses[ui].group] = key
        links.append((key, target, indices))
    return pb, entering, tuple(links), missed


def aura_constraints(pm, links: tuple[tuple[str, int, tuple[int, ...]], ...], same: list[list[str]] = (),
                     cast=None) -> None:
    """Each Aura's mana (:func:`with_aura_mana`): in each layer at most once per tap of its land for mana by that
    land's own abilities in that layer, and for one land only (the one it enchants). Copies of one Aura (``same``:
    their keys, in the order their casts are: ``cast`` → a copy's casts) are interchangeable: where the later is
    cast, the land the earlier's mana comes from is no later among the lands than the later's (none first) — any
    plan is one such with the two copies exchanged, casts and all (a symmetry broken)."""
    table = pm.table
    chosen: dict[str, Lin] = {}
    index: dict[str, Lin] = {}
    order = sorted({target for _, target, _ in links})
    for key, target, indices in links:
        uses = [pm.pb.uses[ui] for ui in indices]
        taps = [u for u in pm.pb.uses_of(target) if u.usable and u.taps]
        flag = table.bool_var(f"enchants[{key}|{pm.pb.groups[target].ids[0]}]")
        chosen.setdefault(key, Lin()).add(flag)
        index.setdefault(key, Lin()).add(flag, 1 + order.index(target))
        total = Lin()
        for t in pm.times:
            now = Lin.total(pm.acts(u, range(t, t + 1)) for u in uses)
            if not now.terms:
                continue
            total.add_lin(now)
            table.add_le(now.copy().add_lin(Lin.total(pm.acts(u, range(t, t + 1)) for u in taps), -1), 0)
        if total.terms:
            table.add_le(total.add(flag, -len(uses)), 0)
    for lin in chosen.values():
        table.add_le(lin, 1)
    big = len(order)
    for keys in same:
        for a, b in zip(keys, keys[1:]):
            if a in index and b in index:  # index(a) ≤ index(b) + big·(1 − cast b)
                table.add_le(index[a].copy().add_lin(index[b], -1).add_lin(cast(b), big), big)


def lands_in_order(pm, targets: list[int], entering: frozenset[int]) -> None:
    """Of the lands an Aura may enchant or an untap may untap (``targets``) that are alike — one card, tapped or not and summoning sick or not alike, the
    same abilities and caps, none entering this turn —, each tapped at least as often as the next: any plan is one
    such with the lands exchanged, their Auras' mana and untaps with them (a symmetry broken; each is in a group of
    its own only so that an Aura or an untap may tell it apart)."""
    alike: dict[tuple, list[int]] = {}
    for gi in targets:
        g = pm.pb.groups[gi]
        if gi in entering:
            continue
        p = g.permanent
        uses = tuple((u.ability, u.cap, u.output) for u in pm.pb.uses_of(gi))
        try:
            key = (p.card.name, p.tapped, p.sick, g.card_types, g.subtypes, uses)
            hash(key)
        except TypeError:
            continue
        alike.setdefault(key, []).append(gi)
    for lands in alike.values():
        taps = [Lin.total(pm.acts(u) for u in pm.pb.uses_of(gi) if u.usable and u.taps) for gi in lands]
        for a, b in zip(taps, taps[1:]):
            if a.terms and b.terms:
                pm.table.add_ge(a.copy().add_lin(b, -1), 0)
