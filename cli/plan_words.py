"""A plan's values in words: what each step does, pays and is paid with, for the text answers and for the strings of
``--json``.

A plan (:class:`~manaplan.solver.pay.plan.Payment`, :class:`~manaplan.solver.turn.solve.TurnPlan`) holds ids, units
of mana and symbols; the words a player reads are made here, and only here. Two kinds:

- the strings of ``--json`` (README "JSON answers"): :func:`pays_text` (``"Azorius Signet#1's {1}"``),
  :func:`paid_text` (``"{1} with Plains#1's {W}"``), :func:`source_text`, :func:`doing_words`, :func:`mana_words`;
- the text for people, shorter where a run of steps acts alike: :func:`grouped_steps`, :func:`grouped_assignments`,
  :func:`pays_words`, :func:`paying_words`, :func:`life_words`, :func:`cast_words`, :func:`exiled_words`.

``names`` maps an id of a plan to the name a player says for it: in a turn, a spell cast is known to the plan by
its key (``'Dark Ritual (hand)#1'``) and said by its name (``'Dark Ritual'``, ``'Dark Ritual (2)'``:
:attr:`~manaplan.solver.turn.solve.TurnPlan.names`).

Nothing here imports the solver: these are plain functions from values to strings.

Examples
--------
>>> from manaplan.models.costs import ManaSymbol
>>> from manaplan.models.mana import ManaType
>>> from manaplan.solver.core.activations import Unit
>>> from manaplan.solver.pay.plan import Paid, Pays
>>> one, w = ManaSymbol.parse("{1}"), Unit(ManaType.W)
>>> pays_text((Pays(w, ManaSymbol.parse("{W}")), Pays(w, one, "Azorius Signet#1")))
"{W}, Azorius Signet#1's {1}"
>>> paid_text(Paid(one, "Plains#1", w)), paid_text(Paid(ManaSymbol.parse("{B/P}")))
("{1} with Plains#1's {W}", '{B/P} with 2 life')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

import click

from .ids import card_of, id_range, short_id
from .terminal import visible as v
from ..models.ability import ActivationCost, ManaAbility, mana_text
from ..models.costs import ManaCost

if TYPE_CHECKING:  # values of the solver, read here by their fields only
    from ..solver.pay.plan import Paid, Pays, Payment, PlanStep, Search

__all__ = ["compact_cost", "mana_words", "trigger_words", "untapper_words", "aura_words", "ability_text", "pays_text", "source_text", "paid_text", "cost_words",
           "search_words", "doing_words", "pays_words", "paying_words", "step_words", "grouped_steps",
           "grouped_assignments", "life_words", "counted", "exiled_words", "cast_words", "SHOWN", "listed_ids",
           "objective_words"]

#: The most entries a list in the text says one by one (``--json`` lists them all).
SHOWN = 8


# ---------------------------------------------------------------------------------------------------- JSON strings
def compact_cost(text: str) -> str:
    """A cost or a bag of mana written canonically (generic first, then WUBRG order), a run of more than four of one
    symbol as a count.

    >>> compact_cost("{G}{G}{G}{5}"), compact_cost("{B}" * 10), compact_cost("")
    ('{5}{G}{G}{G}', '{B}×10', '')
    """
    symbols = [sym.text for sym in ManaCost.parse(text)]
    out: list[str] = []
    for sym in dict.fromkeys(symbols):
        n = symbols.count(sym)
        out.append(f"{sym}×{n}" if n > 4 else sym * n)
    return "".join(out)


def mana_words(units) -> str:
    """Units of mana as braced symbols in their order: ``'{W}{U}'``; ``''`` for none."""
    return mana_text(tuple(u.type for u in units))


def ability_text(ability: ManaAbility | None) -> str | None:
    """An ability's text as the card prints it (built from its values where the card gives none)."""
    return None if ability is None else ability.text or ability.describe()


def _name(pid: str, names: Mapping[str, str] | None) -> str:
    return names.get(pid, pid) if names else pid


def _pays_parts(pays: Sequence[Pays], names: Mapping[str, str] | None) -> list[tuple[str | None, str]]:
    """(whose cost, in words, or None for the cost asked; the symbols), one per cost in the order first paid: the
    coloured symbols as paid, then the generic ones summed."""
    out = []
    for payee in dict.fromkeys(p.payee for p in pays):
        symbols = [p.symbol.text for p in pays if p.payee == payee]
        generic = symbols.count("{1}")
        text = "".join(s for s in symbols if s != "{1}") + (f"{{{generic}}}" if generic else "")
        out.append((None if payee is None else _name(payee, names), text))
    return out


def pays_text(pays: Sequence[Pays], names: Mapping[str, str] | None = None) -> str:
    """What a step's mana pays (``pay --json``'s ``pays``): symbols of the cost, then other steps' costs,
    ``"{W}{1}, Azorius Signet#1's {1}"``; ``''`` for nothing."""
    return ", ".join(text if who is None else f"{who}'s {text}" for who, text in _pays_parts(pays, names))


def source_text(paid: Paid, names: Mapping[str, str] | None = None) -> str:
    """What paid a symbol (``pay --json``'s ``assignments``): ``"Plains#1's {W}"``, ``"your pool's {G}"``,
    ``'2 life'``, ``"Basalt Monolith#1's loop"``."""
    if paid.loop:
        return f"{_name(paid.source, names)}'s loop"
    if paid.unit is None:
        return "2 life"
    who = "your pool" if paid.source is None else _name(paid.source, names)
    return f"{who}'s {paid.unit.text}"


def paid_text(paid: Paid, names: Mapping[str, str] | None = None) -> str:
    """One symbol of a step's cost and what paid it (``pay --json``'s ``paying``): ``"{1} with Plains#1's {W}"``,
    ``'{B/P} with 2 life'``."""
    return f"{paid.symbol.text} with {source_text(paid, names)}"


def _n(n: int, one: str, many: str) -> str:
    return f"a {one}" if n == 1 else f"{n} {many}"


def cost_words(cost: ActivationCost) -> tuple[str, ...]:
    """What paying an ability's cost does besides tapping, sacrificing, exiling or tapping others, searching and
    paying mana or life (which a plan shows on their own), in a player's words.

    >>> cost_words(ActivationCost(discard=1, put_counters=(("-0/-1", 1),)))
    ('discarding a card', 'putting a -0/-1 counter on it')
    """
    out = []
    if cost.discard:
        out.append("discarding " + _n(cost.discard, "card", "cards"))
    if cost.discard_hand:
        out.append("discarding your hand")
    for zone, n in cost.exile_cards:
        out.append(f"exiling {_n(n, 'card', 'cards')} from your {zone}")
    if cost.mill:
        out.append("milling " + _n(cost.mill, "card", "cards"))
    for kind, n in cost.put_counters:
        out.append(f"putting {_n(n, kind + ' counter', kind + ' counters')} on it")
    for kind, n in cost.remove_counters:
        out.append(f"removing {_n(n, kind + ' counter', kind + ' counters')} from it")
    if cost.remove_x_counters:
        out.append(f"removing its {cost.remove_x_counters} counters")
    for f in cost.untaps_opponents:
        out.append(f"untapping {f.text or 'a permanent an opponent controls'}")
    if cost.exert:
        out.append("exerting it")
    return tuple(out)


def search_words(search: Search) -> str:
    """``'searching your library for Island (it enters untapped as Island#2) and tapping it'``."""
    where = ("untapped" if search.untapped else "tapped") + (f" as {search.id}" if search.id else "") + (
        f", for {search.life} life" if search.life else "")
    return f"searching your library for {search.land} (it enters {where})" + (" and tapping it" if search.tapped
                                                                              else "")


def _loop_words(loop) -> tuple[str, ...]:
    """One turn of a loop (:class:`~manaplan.solver.core.loops.Loop`): its setup, how it is tapped and untapped,
    what it gains."""
    via = [h for h in loop.helpers if h != loop.permanent]
    untap = loop.untap + (f" ({', '.join(via)})" if via and "taps it" not in loop.tap else "")
    return tuple(w for w in (loop.setup and f"first {loop.setup}", loop.tap, untap,
                             f"+{loop.gain} mana each time round, as often as you like") if w)


def _doubling_words(before, added) -> str:
    """``'doubling the pool ({G}{G} → {G}{G}{G}{G})'`` (CR 701.9f)."""
    after = sorted((*before, *added), key=lambda u: u.type.order)
    return f"doubling the pool ({mana_words(before) or 'nothing'} → {mana_words(after) or 'nothing'})"


def doing_words(step: PlanStep, before: bool = True) -> tuple[str, ...]:
    """What a step does besides its mana, its taps and removals (``pay --json``'s ``doing``): its cost's other parts,
    a search, ``'before casting'`` (without it when ``before`` is false), a doubling of the pool, a loop's turn."""
    out = list(cost_words(step.ability.cost)) if step.ability is not None else []
    if step.search is not None:
        out.append(search_words(step.search))
    if step.untaps is not None:  # an untap alone adds nothing: its permanent is tapped again by a later step
        out.append(f"untapping {step.untaps}" + (" and tapping it again" if step.adds else ""))
    if step.before and before:
        out.append("before casting")
    if step.doubled is not None:
        out.append(_doubling_words(step.doubled, step.adds))
    if step.loop is not None:
        out += _loop_words(step.loop)
    return tuple(out)


# ---------------------------------------------------------------------------------------------------- text
def pays_words(pays: Sequence[Pays], names: Mapping[str, str] | None = None) -> str:
    """What a step's mana pays, for people, each cost written canonically (generic first): ``"{1}{B}, Grim
    Harvest's {1}{B}"``.

    >>> from manaplan.models.costs import ManaSymbol
    >>> from manaplan.solver.pay.plan import Pays
    >>> pays_words([Pays(None, ManaSymbol.parse(s), who) for s, who in (("{B}", None), ("{1}", None),
    ...             ("{B}", "Grim Harvest#1"), ("{1}", "Grim Harvest#1"))])
    "{1}{B}, Grim Harvest#1's {1}{B}"
    """
    return ", ".join(compact_cost(text) if who is None else f"{who}'s {compact_cost(text)}"
                     for who, text in _pays_parts(pays, names))


def paying_words(paying: Sequence[Paid], names: Mapping[str, str] | None = None) -> str:
    """How a step's own cost was paid, the symbols paid from one source said once: ``"{2} with Gaea's Cradle#1's
    {G}{G}"`` for ``{1}`` and ``{1}`` each paid with a ``{G}`` of Gaea's Cradle; life payments last.

    >>> from manaplan.models.costs import ManaSymbol
    >>> from manaplan.models.mana import ManaType
    >>> from manaplan.solver.core.activations import Unit
    >>> from manaplan.solver.pay.plan import Paid
    >>> one, g, u = ManaSymbol.parse("{1}"), Unit(ManaType.G), Unit(ManaType.U)
    >>> paying_words([Paid(one, "Gaea's Cradle#1", g), Paid(one, "Gaea's Cradle#1", g),
    ...               Paid(ManaSymbol.parse("{U}"), "Island#1", u), Paid(ManaSymbol.parse("{B/P}"))])
    "{2} with Gaea's Cradle#1's {G}{G}, {U} with Island#1's {U}, {B/P} with 2 life"
    """
    by_who: dict[str, list[Paid]] = {}
    others: list[str] = []
    for paid in paying:
        if paid.unit is None:
            others.append(paid_text(paid, names))
        else:
            by_who.setdefault("your pool" if paid.source is None else _name(paid.source, names), []).append(paid)
    out = []
    for who, paid in by_who.items():
        syms = [p.symbol.text for p in paid]
        generic = sum(int(sym[1:-1]) for sym in syms if sym[1:-1].isdigit())
        rest = "".join(sym for sym in syms if not sym[1:-1].isdigit())
        out.append(f"{f'{{{generic}}}' if generic else ''}{rest} with {who}'s "
                   f"{compact_cost(''.join(p.unit.text for p in paid))}")
    return ", ".join(out + others)


def trigger_words(pid: str) -> tuple[str, str] | None:
    """A landfall trigger's mana in the plan (its id ``'Lotus Cobra#1 (landfall: Fabled Passage#1)'``, CR 603.2):
    (the permanent, what entered), or None for any other id.

    >>> trigger_words("Lotus Cobra#1 (landfall: the land Polluted Delta#1 fetches)")
    ('Lotus Cobra#1', 'the land Polluted Delta#1 fetches')
    >>> trigger_words("Sol Ring#1") is None
    True
    """
    source, sep, rest = pid.partition(" (landfall: ")
    if not sep or not rest.endswith(")"):
        return None
    return source, rest[:-1]


def untapper_words(pid: str) -> str | None:
    """The card whose untaps a ``turn`` step's id stands for (``'Snap (hand)#1 (untaps)'``: Snap's "Untap up to
    two lands" as it resolves, :mod:`~manaplan.solver.turn.untap_spells`), or None for any other id.

    >>> untapper_words("Snap (hand)#1 (untaps)")
    'Snap (hand)#1'
    >>> untapper_words("Sol Ring#1") is None
    True
    """
    source, sep, rest = pid.rpartition(" (untaps)")
    return source if sep and not rest else None


def aura_words(pid: str) -> tuple[str, str] | None:
    """The Aura and the land whose mana a ``turn`` step's id stands for (``'Wild Growth (hand)#1 (enchanting
    Forest#1, 1)'``: Wild Growth's "adds an additional {G}" as Forest#1 is tapped for mana, the id
    :func:`~manaplan.solver.turn.auras.with_aura_mana` gives), or None for any other id.

    >>> aura_words("Wild Growth (hand)#1 (enchanting Forest#1, 1)")
    ('Wild Growth (hand)#1', 'Forest#1')
    >>> aura_words("Sol Ring#1") is None
    True
    """
    source, sep, rest = pid.rpartition(" (enchanting ")
    land, comma, n = rest.rpartition(", ")
    return (source, land) if sep and comma and n.endswith(")") and n[:-1].isdigit() else None


def step_words(s: PlanStep, who: str | None = None, each: str = "", names: Mapping[str, str] | None = None) -> str:
    """One step for people: ``"tap Azorius Signet#1, paying {1} with Plains#1's {W} for {W}{U} → pays {W}{U}"``
    (``who`` instead of the id for a run of permanents, ``each`` before what each does)."""
    who = v(who or s.permanent) if (who or s.permanent) else "your pool"
    if s.action == "pool":
        head = f"use {v(compact_cost(mana_words(s.adds)))} from your pool"
    elif s.action == "life":
        head = f"pay {s.life} life"
    elif s.permanent and untapper_words(s.permanent) and s.untaps is not None:  # "Snap: untap Azorius Chancery#1"
        head = f"{click.style(_name(untapper_words(s.permanent), names), bold=True)}: untap {v(s.untaps)}"
    elif s.permanent and aura_words(s.permanent) and s.adds:  # "Wild Growth on Forest#1 adds {G}"
        aura, land = aura_words(s.permanent)
        head = (f"{click.style(_name(aura, names), bold=True)} on {v(land)} adds "
                f"{v(compact_cost(mana_words(s.adds)))}")
    elif s.permanent and trigger_words(s.permanent) and s.action == "activate" and who == s.permanent:
        source, entered = trigger_words(s.permanent)
        head = f"{click.style(source, bold=True)} triggers on {v(entered)} entering"
        if s.sacrifices:  # the land Scapeshift sacrificed for the land it put there (CR 701.21a)
            head += f" (for {v(', '.join(s.sacrifices))} sacrificed)"
        if s.adds:
            head += f"{each}, adding {v(compact_cost(mana_words(s.adds)))}"
    else:
        head = f"{v(s.action)} {click.style(who, bold=True)}"
        if s.paying:
            head += ", paying " + v(paying_words(s.paying, names))
        if s.taps:
            head += ", tapping " + v(", ".join(s.taps))
        if s.sacrifices:
            head += ", sacrificing " + v(", ".join(s.sacrifices))
        if s.exiles:
            head += ", exiling " + v(", ".join(s.exiles))
        if s.returns:
            head += ", returning " + v(", ".join(s.returns)) + " to your hand"
        for words in doing_words(s, before=False):
            head += ", " + v(words)
        if s.adds:
            head += f"{each} for {v(compact_cost(mana_words(s.adds)))}"
        if s.before:  # said first: "before casting: sacrifice Polluted Delta#1, … for {U}"
            head = "before casting: " + head
    if s.pays:
        head += f" → {each.strip(', ') + ' ' if each else ''}pays {v(pays_words(s.pays, names))}"
    if s.life and s.action != "life":
        head += click.style(f" (−{s.life} life)", fg="red")
    return head


def grouped_steps(steps, board=None, names: Mapping[str, str] | None = None) -> list[tuple[str, str]]:
    """The plan's steps for people, in order, runs of steps that act alike as one line:

    - steps whose mana pays only generic mana (of the cost, or of later steps' costs) and that pay nothing but generic
      mana themselves, whatever their cards: the colour they make does not matter, so one line names them all,
      ``5–16. tap 12 lands (Hallowed Fountain, Watery Grave, …, Plains#1–#2) → pays {12}``;
    - otherwise a run that does the same with permanents of one card,
      ``3–8. tap Forest ×6 (#1–#6), each for {G} → each pays {1}``.

    Parameters
    ----------
    steps : sequence of PlanStep
    board : Board, optional
        Names what the permanents are ("12 lands", "4 artifacts") and, in a line that lists several cards, drops
        ``#1`` from a card you have only one of; without it, "permanents" and ids.
    names : mapping of str to str, optional
        How a player names an id of the plan (a turn's spells).

    Returns
    -------
    list of (str, str)
        (the step number or range, the words).

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> from manaplan.solver.pay.solve import solve_payment
    >>> board = parse_inline("Island, Forest x2, Sol Ring, Azorius Signet")
    >>> for number, words in grouped_steps(solve_payment(board, "{5}{U}").steps, board):
    ...     print(f"{number}. {click.unstyle(words)}")
    1. tap Island#1 for {U} → pays {U}
    2–4. tap 3 permanents (Forest#1–#2, Sol Ring) → pays {3} of the cost and {1} for Azorius Signet#1
    5. tap Azorius Signet#1, paying {1} with Sol Ring#1's {C} for {W}{U} → pays {2}
    """
    out: list[tuple[str, str]] = []
    i = 0
    steps = list(steps)
    while i < len(steps):
        s = steps[i]
        key = _same(s, names)
        j = i + 1
        while key is not None and j < len(steps) and _same(steps[j], names) == key:
            j += 1
        loose = _generic(s)
        k = i + 1
        while loose is not None and k < len(steps) and _generic(steps[k]) == loose:
            k += 1
        again = _repeated(s, names)
        m = i + 1
        while again is not None and m < len(steps) and _repeated(steps[m], names) == again:
            m += 1
        if m - i > max(1, j - i, k - i):  # one permanent activated again and again: Ashnod's Altar
            out.append((f"{steps[i].step}–{steps[m - 1].step}", _repeated_words(steps[i:m], board, names)))
            i = m
        elif k - i > max(1, j - i):
            out.append((f"{steps[i].step}–{steps[k - 1].step}", _generic_words(steps[i:k], board, names)))
            i = k
        elif j - i == 1:
            out.append((str(s.step), step_words(s, names=names)))
            i = j
        else:
            run = steps[i:j]
            out.append((f"{run[0].step}–{run[-1].step}",
                        step_words(s, who=f"{s.card} ×{len(run)} ({id_range(p.permanent for p in run)})",
                                   each=", each", names=names)))
            i = j
    return out


def _generic(s: PlanStep):
    """The kind of step that may be grouped with steps of other cards (None: never): its mana pays only generic
    mana, and its own cost is only generic mana, so which colours it makes and with what it is paid do not
    matter."""
    if not s.permanent or s.action not in ("tap", "sacrifice") or not s.pays:
        return None
    if s.taps or s.sacrifices or s.exiles or s.returns or doing_words(s) or s.life or s.before:
        return None
    if any(p.symbol.text != "{1}" for p in s.pays):
        return None
    paid = tuple(p.symbol.text for p in s.paying)
    if any(not sym.strip("{}").isdigit() for sym in paid):
        return None
    return s.action, paid, len(s.adds) if paid else 0


def _generic_words(run, board, names) -> str:
    """One line for a run of :func:`_generic` steps: what to do with which permanents, and what their mana pays."""
    action, paid, made = _generic(run[0])
    ids = [s.permanent for s in run]
    nouns = {_noun(pid, board) for pid in ids}
    noun = nouns.pop() if len(nouns) == 1 else "permanent"
    by_card: dict[str, list[str]] = {}
    for s in run:
        by_card.setdefault(s.card, []).append(s.permanent)
    listed = [short_id(members[0], board) if len(members) == 1 else f"{card}{id_range(members)}"
              for card, members in by_card.items()]
    listing = ("; " if any("," in name for name in listed) else ", ").join(listed)  # Urborg, Tomb of Yawgmoth
    if len(by_card) == 1:  # one card: "sacrifice Treasure ×3 (#1–#3)"
        card = next(iter(by_card))
        head = f"{v(action)} {click.style(f'{card} ×{len(run)}', bold=True)} ({v(id_range(ids))})"
    else:
        head = f"{v(action)} {click.style(f'{len(run)} {noun}s', bold=True)} ({v(listing)})"
    if paid:
        mana = "two mana" if made == 2 else f"{made} mana" if made else "its mana"
        head += f", each paying {{{sum(int(sym.strip('{}')) for sym in paid)}}} for {mana}"
    return head + " → pays " + v(_generic_pays(run, names))


def _generic_pays(run, names) -> str:
    """``'{12}'``, ``"{2} of the cost and {1} each for Dimir Signet#1 and Selesnya Signet#1"``: generic mana of the
    cost, then of other steps' costs."""
    total = 0
    owed: dict[str, int] = {}
    for s in run:
        for p in s.pays:
            if p.payee is None:
                total += 1
            else:
                who = _name(p.payee, names)
                owed[who] = owed.get(who, 0) + 1
    parts = [f"{{{total}}}" + (" of the cost" if owed else "")] if total else []
    by_amount: dict[int, list[str]] = {}
    for who, n in owed.items():
        by_amount.setdefault(n, []).append(who)
    for n, whose in by_amount.items():
        joined = whose[0] if len(whose) == 1 else ", ".join(whose[:-1]) + " and " + whose[-1]
        parts.append(f"{{{n}}} {'each ' if len(whose) > 1 else ''}for {joined}")
    if len(parts) > 2 or any("," in who for who in owed):  # "Nykthos, Shrine to Nyx#1" keeps its comma
        return "; ".join(parts)
    return " and ".join(parts)


_NOUNS = (("Land", "land"), ("Creature", "creature"), ("Artifact", "artifact"), ("Enchantment", "enchantment"))


def _noun(pid: str, board) -> str:
    """What a permanent is, in one word a player would use (``'land'``); ``'permanent'`` without the board."""
    if board is None:
        return "permanent"
    try:
        card = board.get(pid).card
    except Exception:  # not on the battlefield (a Spirit Guide in hand)
        return "card"
    types = set(getattr(card, "card_types", ()) or ())
    return next((word for kind, word in _NOUNS if kind in types), "permanent")


def _repeated(s: PlanStep, names):
    """What a step does, but for what its cost sacrifices, exiles or taps (None: never grouped so): the same
    permanent's ability activated again and again (Ashnod's Altar sacrificing one creature after another)."""
    if not s.permanent or s.action in ("pool", "life") or s.paying or s.before or s.search is not None:
        return None
    if not (s.sacrifices or s.exiles or s.taps) or s.returns:
        return None
    return (s.permanent, s.action, ability_text(s.ability), mana_words(s.adds), tuple(p.symbol.text for p in s.pays),
            tuple(p.payee for p in s.pays), s.life, s.doubled, s.loop)


def _repeated_words(run, board, names) -> str:
    """One line for a run of :func:`_repeated` steps: ``'activate Ashnod's Altar#1 ×18, sacrificing Zulaport
    Cutthroat, Eldrazi Spawn#1–#6, … (18), each for {C}{C} → pays {36}'``."""
    s = run[0]
    head = f"{v(s.action)} {click.style(f'{s.permanent} ×{len(run)}', bold=True)}"
    for verb, taken in (("sacrificing", [p for r in run for p in r.sacrifices]),
                        ("exiling", [p for r in run for p in r.exiles]), ("tapping", [p for r in run for p in r.taps])):
        if taken:
            head += f", {verb} {v(listed_ids(taken, board))}"
    if s.adds:
        head += f", each for {v(compact_cost(mana_words(s.adds)))}"
    if s.pays:
        generic = all(p.symbol.text == "{1}" for r in run for p in r.pays)
        paid = _generic_pays(run, names) if generic else f"each {pays_words(s.pays, names)}"
        head += f" → pays {v(paid)}"
    if s.life:
        head += click.style(f" (−{s.life * len(run)} life)", fg="red")
    return head


def listed_ids(ids, board=None, most: int = SHOWN) -> str:
    """Permanents as a player lists them: those of one card together (``Eldrazi Spawn#1–#6``; a card you have one
    of by its name, with the board), at most ``most`` entries and how many more, the count last when it is more than
    what is named: ``'Treasure#1–#3, Zulaport Cutthroat, … and 12 more (21 in all)'``.

    >>> listed_ids(["Treasure#1", "Treasure#2", "Forest#1"])
    'Treasure#1–#2, Forest#1'
    >>> listed_ids([f"Bear#{n}" for n in range(1, 4)] + ["Elf#1", "Goblin#1", "Wolf#1"], most=2)
    'Bear#1–#3, Elf#1 and 2 more (6 in all)'
    """
    ids = list(ids)
    by_card: dict[str, list[str]] = {}
    for pid in ids:
        by_card.setdefault(card_of(pid), []).append(pid)
    entries = [short_id(members[0], board) if len(members) == 1 else f"{card}{id_range(members)}"
               for card, members in by_card.items()]
    if len(entries) <= most:
        return ", ".join(entries)
    return f"{', '.join(entries[:most])} and {len(entries) - most} more ({len(ids)} in all)"


#: The objectives that choose between plans (``pay --explain``, ``turn --explain``), in a player's words; those whose
#: value is a score only the solver reads (weights, file positions) are said without it.
OBJECTIVE_WORDS: dict[str, str] = {
    "X": "X as large as it can be",
    "candidates cast": "as many of the cards asked for as can be cast",
    "mana value cast": "then the greatest mana value of them",
    "kept payable": "the cost to keep still payable afterwards",
    "helpers cast": "the fewest other cards cast to help",
    "ends at 1 life or more": "you end at 1 life or more",
    "life lost": "the least life lost",
    "sacrificed": "the fewest permanents sacrificed, tokens before others",
    "mana value sacrificed": "the cheapest permanents sacrificed",
    "permanents tapped": "the fewest permanents tapped",
    "flexibility tapped": "keeps flexible permanents untapped: creatures, sources of any colour, lands with other "
                          "abilities",
    "mana left": "the most mana left in your pool",
    "file order": "taps in the board's order: what comes first in the board file is used first",
    "own colours": "each permanent taps for its own colours where the colour does not matter",
}
_SCORES = frozenset({"flexibility tapped", "file order", "own colours"})
_YES_NO = frozenset({"ends at 1 life or more", "kept payable"})


def objective_words(name: str, value: int, payment: Payment | None = None, board=None) -> str:
    """One objective and the plan's value for it, as a player reads it: ``'the least life lost: 0'``, ``'you end at
    1 life or more: yes'``, ``'the fewest permanents sacrificed, tokens before others: 21 (9 tokens)'`` (the count of
    the plan's permanents, not the weighted score the solver compares), a score only the solver reads left out.

    >>> objective_words("flexibility tapped", 184)
    'keeps flexible permanents untapped: creatures, sources of any colour, lands with other abilities'
    >>> objective_words("ends at 1 life or more", 1), objective_words("life lost", 3)
    ('you end at 1 life or more: yes', 'the least life lost: 3')
    """
    words = OBJECTIVE_WORDS.get(name, name)
    if name in _SCORES:
        return words
    if name in _YES_NO:
        return f"{words}: {'yes' if value else 'no'}"
    if name == "sacrificed" and payment is not None:
        gone = list(payment.sacrificed)
        tokens = sum(1 for pid in gone if board is not None and _is_token(board, pid))
        return f"{words}: {len(gone)}" + (f" ({tokens} token{'s' if tokens != 1 else ''})" if tokens else "")
    if name == "mana value sacrificed":
        return f"{words}: total mana value {value}"
    return f"{words}: {value}"


def _is_token(board, pid: str) -> bool:
    try:
        return bool(board.get(pid).is_token)
    except Exception:  # not on the battlefield (a card from the hand)
        return False


def _same(s: PlanStep, names):
    """What a step does, but for which permanent of its card (None: a step that is never grouped)."""
    if not s.permanent or s.action in ("pool", "life") or s.paying:
        return None
    return (s.card, s.action, s.taps, s.sacrifices, s.exiles, s.returns, doing_words(s), mana_words(s.adds),
            pays_text(s.pays, names), s.life)


def grouped_assignments(assignments: Sequence[Paid], most: int | None = None) -> list[str]:
    """The cost line for people: the units one permanent gives to one kind of symbol are one entry, generic symbols
    added up: ``{10} ← Cabal Coffers#1 ({B}×10)``, ``{G}{G}{G} ← Gaea's Cradle#1 ({G}×3)``. With ``most``, a line
    of more entries than that keeps the coloured ones and sums the generic ones: ``{52} ← 38 permanents`` (the
    steps say which; ``--json`` lists every unit).

    >>> from manaplan.models.costs import ManaSymbol
    >>> from manaplan.models.mana import ManaType
    >>> from manaplan.solver.core.activations import Unit
    >>> from manaplan.solver.pay.plan import Paid
    >>> one, g = ManaSymbol.parse("{1}"), ManaSymbol.parse("{G}")
    >>> c, u, gg = Unit(ManaType.C), Unit(ManaType.U), Unit(ManaType.G)
    >>> grouped_assignments([Paid(one, "Sol Ring#1", c), Paid(one, "Sol Ring#1", c), Paid(g, "Forest#1", gg)])
    ['{2} ← Sol Ring#1 ({C}×2)', '{G} ← Forest#1 ({G})']
    >>> grouped_assignments([Paid(one, "Sol Ring#1", c), Paid(one, "Island#1", u), Paid(g, "Forest#1", gg)], most=2)
    ['{G} ← Forest#1 ({G})', '{2} ← 2 permanents']
    """
    out = _assignment_entries(assignments)
    if most is None or len(out) <= most:
        return out
    generic = [p for p in assignments if p.symbol.text.strip("{}").isdigit()]
    if len(generic) == len(assignments) and len(out) == 1:
        return out
    who = {_who_and_unit(p)[0] for p in generic}
    total = sum(int(p.symbol.text.strip("{}")) for p in generic)
    coloured = _assignment_entries([p for p in assignments if not p.symbol.text.strip("{}").isdigit()])
    return coloured + ([f"{{{total}}} ← {len(who)} permanent{'s' if len(who) != 1 else ''}"] if generic else [])


def _who_and_unit(paid: Paid) -> tuple[str, str]:
    """Who paid a symbol and with what, for the cost line: (``'Plains#1'``, ``'{W}'``), (``'2 life'``, ``''``),
    (``'Basalt Monolith#1'``, ``'loop'``), (``'your pool'``, ``'{G}'``)."""
    if paid.loop:
        return paid.source or "", "loop"
    if paid.unit is None:
        return "2 life", ""
    return ("your pool" if paid.source is None else paid.source), paid.unit.text


def _assignment_entries(assignments: Sequence[Paid]) -> list[str]:
    groups: dict[tuple[str, str], list[tuple[str, str]]] = {}
    for paid in assignments:
        sym = paid.symbol.text
        who, unit = _who_and_unit(paid)
        kind = "generic" if sym.strip("{}").isdigit() else sym
        groups.setdefault((kind, who), []).append((sym, unit))
    entries: list[tuple[str, str, str, int]] = []  # (paid, who, made, how many permanents alike)
    for (kind, who), items in groups.items():
        units = [u for _, u in items]
        if kind == "generic":
            total = sum(int(sym.strip("{}")) for sym, _ in items)
            paid = f"{{{total}}}"
        else:
            paid = compact_cost(kind * len(items))
        kinds = list(dict.fromkeys(units))
        made = ", ".join(f"{u}×{units.count(u)}" if units.count(u) > 1 else u for u in kinds if u)
        last = entries[-1] if entries else None
        if last is not None and last[0] == paid and last[2] == made and card_of(last[1].split("|")[-1]) == \
                card_of(who) != who:
            entries[-1] = (paid, f"{last[1]}|{who}", made, last[3] + 1)
        else:
            entries.append((paid, who, made, 1))
    out = []
    for paid, who, made, n in entries:
        if n > 1:  # permanents of one card that each gave the same: "{1} ← Plains ×2 (#1–#2, {U} each)"
            ids = who.split("|")
            total = f"{{{int(paid.strip('{}')) * n}}}" if paid.strip("{}").isdigit() else compact_cost(paid * n)
            out.append(f"{total} ← {card_of(ids[0])} ×{n} ({id_range(ids)}{', ' + made + ' each' if made else ''})")
        else:
            out.append(f"{paid} ← {who}" + (f" ({made})" if made else ""))
    return out


def life_words(payment: Payment) -> list[str]:
    """What a plan does to your life, in a player's words (empty when it costs none).

    >>> from manaplan.solver.pay.plan import Payment
    >>> p = Payment(ManaCost.parse("{U}"), True, None, life_lost=1, life_after=0, loses_game=True,
    ...             trigger_life=(("City of Brass#1", 1),))
    >>> for line in life_words(p): print(line)
    after paying, you will lose 1 life (City of Brass#1: a trigger, CR 603.3)
    this leaves you at 0 life: you lose the game when state-based actions are checked (CR 704.5a)
    """
    out: list[str] = []
    triggers = payment.trigger_life
    if triggers:
        total = sum(n for _, n in triggers)
        who = ", ".join(f"{pid}" + (f" {n}" if len(triggers) > 1 else "") for pid, n in triggers)
        out.append(f"after paying, you will lose {total} life ({who}: "
                   f"{'a trigger' if len(triggers) == 1 else 'triggers'}, CR 603.3)")
    if payment.life_after is not None and payment.life_after <= 0:
        if payment.loses_game:
            out.append(f"this leaves you at {payment.life_after} life: you lose the game when state-based actions "
                       f"are checked (CR 704.5a)")
        else:
            out.append(f"this leaves you at {payment.life_after} life; {payment.saved_by or 'a permanent of yours'} "
                       f"says you don't lose the game for it (CR 704.5a)")
    return out


# ---------------------------------------------------------------------------------------------------- a turn
def counted(names) -> str:
    """Card names as a player counts them, each said once with its count, in the order each first comes.

    >>> counted(["Dark Ritual", "Sol Ring", "Dark Ritual"]), counted([])
    ('Dark Ritual ×2, Sol Ring', '')
    """
    counts: dict[str, int] = {}
    for n in names:
        counts[n] = counts.get(n, 0) + 1
    return ", ".join(n if k == 1 else f"{n} ×{k}" for n, k in counts.items())


def exiled_words(ids, in_hand: Mapping[str, str] | None = None) -> str:
    """What a turn exiled, as a player says it: cards exiled from the hand (``in_hand``: their ids → their names)
    by name and count, the rest by id.

    >>> exiled_words(["Elvish Spirit Guide (hand)#1", "Elvish Spirit Guide (hand)#2", "Relic#1"],
    ...              {f"Elvish Spirit Guide (hand)#{n}": "Elvish Spirit Guide" for n in (1, 2)})
    'Elvish Spirit Guide ×2 from your hand, Relic#1'
    """
    in_hand = in_hand or {}
    hand = [in_hand[i] for i in ids if i in in_hand]
    rest = [i for i in ids if i not in in_hand]
    return ", ".join(([f"{counted(hand)} from your hand"] if hand else []) + rest)


def cast_words(step, names: Mapping[str, str] | None = None, in_hand: Mapping[str, str] | None = None) -> str:
    """How a cast of a turn (a :class:`~manaplan.solver.turn.solve.TurnStep`) was paid, in a few words, as a player
    says it: ``'tap Island#1, Forest#2'``, ``"with Dark Ritual's mana"``, ``'exile Elvish Spirit Guide from your
    hand'``, ``'crack Polluted Delta#1 for Island'``.

    Examples
    --------
    >>> from manaplan.models.costs import ManaSymbol
    >>> from manaplan.models.mana import ManaType
    >>> from manaplan.solver.core.activations import Unit
    >>> from manaplan.solver.pay.plan import Paid
    >>> from manaplan.solver.turn.solve import TurnStep
    >>> u, b = Unit(ManaType.U), Unit(ManaType.B)
    >>> cast_words(TurnStep(2, "cast", "Counterspell", "hand", paying=(Paid(ManaSymbol.parse("{U}"), "Island#1", u),)))
    "with Island#1's mana"
    >>> cast_words(TurnStep(5, "cast", "Hypnotic Specter", "hand",
    ...                     paying=(Paid(ManaSymbol.parse("{B}"), "Dark Ritual (hand)#1", b),
    ...                             Paid(ManaSymbol.parse("{1}"), "Sol Ring#1", Unit(ManaType.C)))),
    ...            names={"Dark Ritual (hand)#1": "Dark Ritual"})
    'with mana from Dark Ritual and Sol Ring#1'
    """
    parts: list[str] = []
    own = set()
    by_action: dict[str, list[str]] = {}
    for s in step.plan:
        if s.action == "pool":
            parts.append("use your pool")
            continue
        if s.permanent:
            own.add(s.permanent)
            if s.search is not None:  # a fetchland: "crack Polluted Delta#1 for Island"
                by_action.setdefault("crack", []).append(f"{s.permanent} for {s.search.land}")
                continue
            trigger = trigger_words(s.permanent)
            if trigger is not None:  # "Lotus Cobra#1's landfall ×2"
                by_action.setdefault("landfall", []).append(trigger[0])
                continue
            enchanting = aura_words(s.permanent)
            if enchanting is not None:  # "Wild Growth's mana on Forest#1"
                by_action.setdefault("aura", []).append(f"{_name(enchanting[0], names)}'s mana on {enchanting[1]}")
                continue
            untapper = untapper_words(s.permanent)
            if untapper is not None and s.untaps is not None:  # "Snap untaps Azorius Chancery#1, Island#2"
                by_action.setdefault(f"untaps {_name(untapper, names)}", []).append(s.untaps)
                continue
            by_action.setdefault(s.action, []).append(s.permanent)
    for verb, who in by_action.items():
        if verb.startswith("untaps "):
            parts.append(f"{verb[len('untaps '):]} untaps {', '.join(dict.fromkeys(who))}")
            continue
        if verb == "aura":
            parts.append(", ".join(dict.fromkeys(who)))
            continue
        if verb == "landfall":
            parts.append(", ".join(f"{w}'s landfall" + (f" ×{who.count(w)}" if who.count(w) > 1 else "")
                                   for w in dict.fromkeys(who)))
            continue
        who = list(dict.fromkeys(who))
        parts.append(f"{verb} {exiled_words(who, in_hand) if verb == 'exile' else ', '.join(who)}")
    floating, auras = [], []
    for paid in step.paying:
        if paid.unit is None:
            floating.append("2 life")
            continue
        who = "your pool" if paid.source is None else _name(paid.source, names)
        trigger = trigger_words(who)
        if trigger is not None and who not in own:  # an earlier landfall trigger's mana: "with Lotus Cobra#1's mana"
            who = trigger[0]
        enchanting = aura_words(paid.source) if paid.source is not None and paid.source not in own else None
        if enchanting is not None:  # an Aura's mana made before: "with Utopia Sprawl's mana on Bayou#1"
            auras.append(f"with {_name(enchanting[0], names)}'s mana on {enchanting[1]}")
            continue
        if who not in own:
            floating.append(who)
    sources = [who for who in dict.fromkeys(floating) if who != "2 life"]
    if len(sources) == 1:
        parts.append(f"with {sources[0]}'s mana")
    elif sources:  # "with mana from Dark Ritual and Sol Ring#1", not "with Dark Ritual's mana; with Sol Ring#1's mana"
        parts.append("with mana from " + ", ".join(sources[:-1]) + f" and {sources[-1]}")
    parts += list(dict.fromkeys(auras))
    if "2 life" in floating:
        parts.append("pay 2 life")
    if getattr(step, "sacrifices", ()):  # its additional cost (Fling's creature, CR 601.2b)
        parts.append("sacrifice " + ", ".join(step.sacrifices))
    return "; ".join(parts) if parts else "free"
