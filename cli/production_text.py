"""``produce``'s text answer in a player's words: the summary line, the sources' table (a row per card that shows the
same), the figures, the maximal pools (the part every pool shares once, families and trade-offs in one line each),
loops and effects (README, "Output for people")."""

from __future__ import annotations

from collections import Counter

import click

from .ids import card_of, id_range
from .plan_words import listed_ids
from .terminal import visible as v
from .text_out import pool_legend, restriction_marks, unrestricted_words
from .words import named_line, source_words
from ..models.mana import ALL_TYPES, types_text
from ..solver.produce.families import PoolFamily, families, family_spans

__all__ = ["print_production", "split_pools", "trade_off", "shared_notes", "grouped_rows", "summary_line",
           "who_words", "FAMILY_LEGEND"]

#: Terminal colours per type (click.style names); colorless has none.
_STYLE = {"W": "bright_white", "U": "blue", "B": "bright_black", "R": "red", "G": "green", "C": None}


def _mark(letter: str, on: bool) -> str:
    if not on:
        return click.style("·", dim=True)
    fg = _STYLE[letter]
    return click.style("✓", fg=fg, bold=True) if fg else click.style("✓", bold=True)


def _head(letter: str) -> str:
    fg = _STYLE[letter]
    return click.style(letter, fg=fg, bold=True) if fg else click.style(letter, bold=True)


#: What a family line means, when one with "any k of" (k > 1) is printed.
FAMILY_LEGEND = "(A + any 2 of: B / C / D: A and two of B, C and D — one pool for each choice)"


def split_pools(pools) -> tuple:
    """The part every pool has, and each pool without it (when there are two pools or more and they share a part;
    else an empty part and the pools).

    >>> from collections import Counter
    >>> shared, own = split_pools([Counter({"W": 1, "G": 3}), Counter({"U": 1, "G": 3})])
    >>> dict(shared), [dict(p) for p in own]
    ({'G': 3}, [{'W': 1}, {'U': 1}])
    """
    pools = list(pools)
    if len(pools) < 2:
        return Counter(), pools
    shared = Counter(pools[0])
    for pool in pools[1:]:
        shared &= pool
    if not shared:
        return Counter(), pools
    return shared, [pool - shared for pool in pools]


def trade_off(parts) -> str | None:
    """Pools that trade one kind of mana for another step by step, in one line; None when they do not.

    >>> from collections import Counter
    >>> from manaplan.models.mana import ManaType as T
    >>> C, ANY = frozenset({T.C}), frozenset(T)  - {T.C}
    >>> trade_off([Counter({C: 4}), Counter({C: 2, ANY: 1}), Counter({ANY: 2})])
    'C×(4−2k), WUBRG×k for k = 0…2'
    """
    parts = list(parts)
    kinds = {k for p in parts for k, n in p.items() if n}
    if len(parts) < 3 or len(kinds) != 2:
        return None
    a, b = sorted(kinds, key=lambda k: -parts[0].get(k, 0))
    na, nb = [p.get(a, 0) for p in parts], [p.get(b, 0) for p in parts]
    da, db = na[0] - na[1], nb[1] - nb[0]
    if da <= 0 or db <= 0 or nb[0] != 0:
        return None
    if any(na[i] != na[0] - i * da or nb[i] != i * db for i in range(len(parts))):
        return None
    step_a = f"{da}k" if da > 1 else "k"
    step_b = f"{db}k" if db > 1 else "k"
    return (f"{types_text(a)}×({na[0]}−{step_a}), {types_text(b)}×{step_b} for k = 0…{len(parts) - 1}")


def who_words(ids, sources) -> str:
    """Sources in words: ``every land you control (30)`` when they are exactly those, else by card,
    ``Forest ×3 (#1–#3), Island#1``."""
    ids = list(ids)
    chosen = set(ids)
    for kind in ("Land", "Creature", "Artifact"):
        yours = {s.permanent for s in sources if s.controller == "you" and kind in s.card_types}
        if yours == chosen and len(yours) > 1:
            return f"every {kind.lower()} you control ({len(yours)})"
    return ", ".join(_named(group) for group in _by_card(ids))


def _by_card(ids) -> list[list[str]]:
    """Ids grouped by card, in the order each card first appears."""
    groups: dict[str, list[str]] = {}
    for pid in ids:
        groups.setdefault(card_of(pid), []).append(pid)
    return list(groups.values())


def _named(ids) -> str:
    """``Plains ×2 (#1–#2)`` for several permanents of one card, the id for one."""
    ids = list(ids)
    return ids[0] if len(ids) == 1 else f"{card_of(ids[0])} ×{len(ids)} ({id_range(ids)})"


def shared_notes(sources) -> dict[str, list[str]]:
    """The notes on two sources or more (a grant of Chromatic Lantern to every land), each with the sources that
    have it, in the order they first appear: said once above the table rather than under each row.

    >>> from manaplan.solver.produce.solve import SourceReport
    >>> s = lambda pid, notes: SourceReport(pid, pid[:-2], "you", frozenset(), True, None, notes=notes,
    ...                                     card_types=frozenset({"Land"}))
    >>> shared_notes([s("Forest#1", ("granted by Lantern#1",)), s("Forest#2", ("granted by Lantern#1", "x"))])
    {'granted by Lantern#1': ['Forest#1', 'Forest#2']}
    """
    having: dict[str, list[str]] = {}
    for src in sources:
        for note in src.notes:
            having.setdefault(note, []).append(src.permanent)
    return {note: ids for note, ids in having.items() if len(ids) > 1}


def grouped_rows(sources, hoisted=()) -> list[tuple[list, object]]:
    """The table's rows: permanents of one card that show the same (types, state, what they add, notes other than
    ``hoisted``, text left out) are one row, in the order the first of them comes.

    Returns
    -------
    list of (list of SourceReport, SourceReport)
        The permanents of each row and the one it shows.
    """
    rows: dict[tuple, list] = {}
    for src in sources:
        notes = tuple(n for n in src.notes if n not in hoisted)
        key = (card_of(src.permanent), src.card, src.controller, src.could_produce, src.available, src.why_not,
               src.adds if src.available else (), notes, src.unsupported)
        rows.setdefault(key, []).append(src)
    return [(members, members[0]) for members in rows.values()]


def summary_line(out) -> str:
    """The answer in one line, before the table: ``produce: 57 mana at most (net of costs) · most of each W 47 U 47
    B 47 R 46 G 47 C 19 · 60 sources ready, 4 not now``; figures not proven are marked as below; where some mana has
    a spending restriction, how much is for anything: ``produce: 14 mana at most (net of costs), 11 of it for
    anything · …``."""
    total = f"{out.max_total} mana at most" if out.max_total_proven else f"at least {out.max_total} mana"
    free = unrestricted_words(out)
    if free:
        total += f" (net of costs), {free}"
    each = " ".join(f"{t.value} {out.max_by_type.get(t, 0)}{'' if out.proven_by_type.get(t, True) else '?'}"
                    for t in ALL_TYPES)
    ready = sum(1 for s in out.sources if s.available)
    idle = len(out.sources) - ready
    sources = f"{ready} source{'s' if ready != 1 else ''} ready" + (f", {idle} not now" if idle else "")
    line = f"produce: {total}{'' if free else ' (net of costs)'} · most of each {each} · {sources}"
    if out.unbounded:
        line += " · unbounded (a loop)"
    return line


def _print_pools(out, pool_text, marks, echo=click.echo) -> None:
    """The maximal pools: the part every pool has once, then each weight level as one family line where it is one
    (``C + any 2 of: WU×2 / WB×2 / WR×2``, :mod:`~manaplan.solver.produce.families`), else its pools one by one."""
    label = f"maximal pools ({len(out.pools)}{'+, cut' if out.pools_truncated else ''})"
    spans = family_spans(out.pools)
    top, below = out.most_flexible, len(out.pools) - out.most_flexible
    if out.pools_truncated and (out.most_flexible_complete or (len(spans) == 1 and spans[0][1].size == len(out.pools))):
        # every most flexible pool listed; the less flexible maximal pools below them cut
        label = (f"maximal pools (the {len(out.pools)} most flexible; others, less flexible, not listed)" if not below
                 else f"maximal pools (the {top} most flexible, {below} less flexible; others, less flexible, not "
                      f"listed: --all-pools)")
    elif out.pools_truncated and not below:  # only some of the most flexible pools: there are more of them
        label = f"maximal pools ({len(out.pools)} of the most flexible; others not listed)"
    shared, own = split_pools(out.pools)
    chain = trade_off(own) if shared else None
    groups = [] if chain else families(own if shared else out.pools)
    lines = [g.text() if isinstance(g, PoolFamily) else pool_text(g) for g in groups]
    legend = pool_legend([pool_text(shared) if shared else "", chain or "", *lines])
    echo(click.style(label, bold=True) + (click.style("  " + legend, dim=True) if legend else ""))
    if any(isinstance(g, PoolFamily) and g.choose > 1 for g in groups):  # its own line: the header stays short
        echo(click.style("  " + FAMILY_LEGEND, dim=True))
    if marks:  # restricted mana is in the pools as any other mana of its type
        echo(click.style(f"  (the mana marked {' '.join(m for m, _, _ in marks.values())} is in these pools "
                               f"too: spend it only as its mark says)", dim=True))
    if getattr(out, "left_out", ()):
        echo(click.style("  not proven maximal: a plan left out below may make more", fg="yellow"))
    elif not getattr(out, "pools_proven", True):
        echo(click.style("  not proven maximal: a longer chain of activations (each paying the next) was not "
                               "ruled out, and it might make more", fg="yellow"))
    if shared:
        echo(f"  in every pool: {v(pool_text(shared))}")
        if chain:
            echo(f"  and one of ({len(own)}): {chain}")
        elif len(lines) == 1:
            echo(f"  and {v(lines[0])}")
        elif len(lines) > _INLINE_FROM and all(len(line) <= _INLINE_WIDTH for line in lines):
            # many short pools (four single-type units each, say): a few lines of "A / B / C", not a wall
            echo(f"  and one of ({len(lines)}):")
            for row in _rows_of(lines):
                echo(f"    {v(row)}")
        else:
            echo("  and one of:")
            for line in lines:
                echo(f"    {v(line)}")
    else:
        for line in lines:
            echo(f"  {v(line)}")


#: More pools than this, each at most _INLINE_WIDTH characters, are written several to a line.
_INLINE_FROM = 8
_INLINE_WIDTH = 24


def _rows_of(items: list[str], width: int = 100) -> list[str]:
    """``items`` joined by `` / `` into rows of at most ``width`` characters, no item split.

    >>> _rows_of(["W, U", "B×2", "R, G, C"], width=12)
    ['W, U / B×2', 'R, G, C']
    """
    rows: list[str] = []
    row = ""
    for item in items:
        joined = f"{row} / {item}" if row else item
        if row and len(joined) > width:
            rows.append(row)
            row = item
        else:
            row = joined
    if row:
        rows.append(row)
    return rows


#: A note a row's words already say ("finds Island"): not printed under it.
_FOUND_NOTE = " from your library enters untapped"


def print_production(out, pool_text, echo=click.echo) -> None:
    """``produce``'s text answer, line by line through ``echo``: the summary, the restriction marks, the sources'
    table, the most of each type and in all, the maximal pools, loops, effects and what was left out."""
    letters = [t.value for t in ALL_TYPES]
    echo(v(summary_line(out)))
    marks = restriction_marks(out.sources)
    for mark, words, ids in marks.values():  # each mark of restricted mana, said once (CR 106.6)
        echo(click.style(f"{mark} {v(words)} ({v(listed_ids(ids))})", fg="cyan"))
    shared = shared_notes(out.sources)
    for note, ids in shared.items():
        echo(click.style(f"{v(note)}: {v(who_words(ids, out.sources))}", dim=True))
    rows = grouped_rows(out.sources, hoisted=shared)
    names = [_named(m.permanent for m in members) for members, _ in rows]
    width = max([len(v(n)) for n in names] + [len("source")])
    echo(click.style("source".ljust(width), bold=True) + "  " + " ".join(_head(x) for x in letters))
    by_words = {spend: mark for spend, (mark, _, _) in marks.items()}
    for name, (members, s) in zip(names, rows):
        types = {t.value for t in s.could_produce}
        ticks = " ".join(_mark(x, x in types) for x in letters)
        if s.available:
            state = "ready"
        else:
            state = click.style(f"not now: {v(s.why_not)}" if s.why_not else "not now", fg="yellow")
        said = source_words(s.abilities, by_words) if s.available else ""
        if said and len(members) > 1:  # a row of several permanents: what each of them adds
            said = f"each {said}" if said.startswith(("adds ", "finds ")) else f"each — {said}"
        adds = f"  {v(said)}" if said else ""
        echo(f"{v(name).ljust(width)}  {ticks}  {state}{adds}")
        for note in s.notes:
            if note not in shared and not (said.startswith("finds ") and note.endswith(_FOUND_NOTE)):
                echo(click.style(f"{'':{width}}    {v(note)}", dim=True))
        for text in s.unsupported:
            echo(click.style(f"{'':{width}}    left out: {v(repr(text))}", fg="yellow"))
    if not out.sources:
        echo("no permanent with mana abilities")
    echo("")
    # a figure not proven is never printed as a fact: "W 55?" is at least 55, maybe more (issue 15)
    unsure = [t for t in ALL_TYPES if not out.proven_by_type.get(t, True)]
    by_type = "  ".join(f"{_head(t.value)} {out.max_by_type.get(t, 0)}"
                        + (click.style("?", fg="yellow") if t in unsure else "") for t in ALL_TYPES)
    if unsure:
        by_type += click.style("  (?: at least this, " + ("a plan left out below may make more)" if out.left_out
                                                          else "not proven the most within the time limit)"),
                               fg="yellow")
    echo(f"{click.style('most of each type', bold=True)}  {by_type}")
    free = unrestricted_words(out)
    restricted = ' '.join(m for m, _, _ in marks.values())
    free = "" if not free else f", {free} ({restricted})" if free.startswith("all") else \
        f", {free} (the rest: {restricted})"
    if out.max_total_proven:
        echo(f"{click.style('most in all', bold=True)}        {out.max_total} (net of costs){free}")
    else:
        why = " — a plan left out below may make more" if out.left_out else \
            " — not proven the most within the time limit"
        echo(f"{click.style('most in all', bold=True)}        at least {out.max_total} (net of costs){free}"
                   + click.style(why, fg="yellow"))
    if out.pools:
        _print_pools(out, pool_text, marks, echo)
    elif not out.pools_truncated and out.max_total == 0 and out.left_out:
        echo(click.style("maximal pools", bold=True)
             + click.style("      none found: a plan left out below may make some", fg="yellow"))
    elif out.pools_truncated or not out.max_total_proven or out.max_total > 0:
        echo(click.style("maximal pools", bold=True)
                   + click.style("      none proven maximal within the time limit", fg="yellow"))
    else:
        echo(click.style("maximal pools", bold=True) + "      none: this board makes no mana now")
    if out.unbounded:
        echo(click.style("unbounded: the board can make arbitrarily much mana (the figures above are one pass)",
                               fg="magenta", bold=True))
        for lp in out.loops:
            echo(f"  {v(lp.describe())}")
    if out.effects:
        echo(click.style("effects on mana", bold=True))
        for who, words in out.effects:
            echo(f"  {v(named_line(f'{who}: {words}'))}")
    left = [(who, text, reason) for who, text, reason in out.unsupported]
    if left:
        echo(click.style("left out, and why", fg="yellow", bold=True))
        for who, text, reason in left:
            echo(click.style(f"  {v(who)}: {v(repr(text))} — {v(reason)}", fg="yellow"))
    if out.left_out:
        echo(click.style("left out: plans not looked for", fg="yellow", bold=True))
        for line in out.left_out:
            echo(click.style(f"  {v(line)}", fg="yellow"))
    if not out.proven and not out.left_out:
        echo(click.style("not proven optimal within the time limit (figures marked ? or \"at least\")",
                               fg="yellow"))
