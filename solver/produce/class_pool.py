"""Pools of classes as values: their weight, order, words and JSON, read back from words.

A pool maps a set of types to a count: ``{"WU": 1}`` is one mana that may be chosen as W or U when it is made
(:mod:`~manaplan.solver.produce.classes`). Pools are ``Counter`` values from a ``frozenset`` of
:class:`~manaplan.models.mana.ManaType` to a count; they print with the classes of fewer types first, then in WUBRGC
order.

Examples
--------
>>> from manaplan.models.mana import ManaType as T
>>> pool = Counter({frozenset({T.G}): 2, frozenset({T.W, T.U}): 1})
>>> pool_text(pool), pool_dict(pool), weigh(pool)
('G×2, WU', {'G': 2, 'WU': 1}, 112)
>>> parse_pool(pool_text(pool)) == pool
True
"""

from __future__ import annotations

from collections import Counter

from ...models.mana import ManaType, types_text

__all__ = ["weight", "weigh", "kind_key", "canonical", "pool_dict", "pool_text", "parse_pool"]


def weight(types: frozenset[ManaType]) -> int:
    """How many of the 63 nonempty sets of types a unit of this class may fall in: the pools objective (strictly
    monotone for the dominance of :func:`~manaplan.solver.rules.yields.counts_dominate`).

    >>> weight(frozenset({ManaType.G})), weight(frozenset(ManaType))
    (32, 63)
    """
    return 64 - 2 ** (6 - len(types))


def weigh(pool: Counter) -> int:
    """The pools objective of a pool (:func:`weight` per unit)."""
    return sum(weight(kind) * n for kind, n in pool.items())


def kind_key(kind: frozenset[ManaType]) -> tuple:
    """Classes as pools print them: fewer types first, then WUBRGC order."""
    return (len(kind), [t.order for t in ManaType if t in kind])


def canonical(pools) -> list[Counter]:
    """Pools in the order they are listed: the heaviest first (:func:`weigh`), pools of one weight as they print —
    the classes they hold in print order (:func:`kind_key`), more of each first; not in the order a solver happened
    to find them.

    >>> from manaplan.models.mana import ManaType as T
    >>> g, u = frozenset({T.G}), frozenset({T.U})
    >>> [pool_text(p) for p in canonical([Counter({g: 2}), Counter({u: 1}), Counter({u: 1, g: 1}), Counter({u: 2})])]
    ['U×2', 'U, G', 'G×2', 'U']
    """
    def key(pool: Counter) -> tuple:
        held = sorted((kind_key(k), -n) for k, n in pool.items() if n)
        return (-weigh(pool), held)

    return sorted(pools, key=key)


def pool_dict(pool: Counter) -> dict[str, int]:
    """A pool as JSON: ``{"G": 4, "WU": 1}``, classes with fewer types first, then WUBRGC order."""
    return {types_text(k): n for k, n in sorted(pool.items(), key=lambda kv: kind_key(kv[0])) if n}


def pool_text(pool: Counter) -> str:
    """A pool for people: ``'G×2, WU'`` — each kind of unit (the types it may be) with its count; ``'nothing'``
    when empty.

    >>> pool_text(Counter())
    'nothing'
    """
    kinds = sorted(pool.items(), key=lambda kv: kind_key(kv[0]))
    return ", ".join(types_text(k) + (f"×{n}" if n > 1 else "") for k, n in kinds if n) or "nothing"


def parse_pool(text: str) -> Counter:
    """A pool as :func:`pool_text` writes it: ``'G×2, WU'``.

    >>> parse_pool("G×2, WU") == Counter({frozenset({ManaType.G}): 2, frozenset({ManaType.W, ManaType.U}): 1})
    True
    >>> parse_pool("nothing")
    Counter()
    """
    pool: Counter = Counter()
    if text.strip() == "nothing":
        return pool
    for part in text.split(","):
        kind, _, count = part.strip().partition("×")
        try:
            types = frozenset(ManaType(letter) for letter in kind)
        except ValueError:
            raise ValueError(f"not a pool: {text!r}") from None
        if not types or (count and not count.isdigit()):
            raise ValueError(f"not a pool: {text!r}")
        pool[types] += int(count) if count else 1
    return pool
