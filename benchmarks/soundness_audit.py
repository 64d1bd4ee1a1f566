"""A soundness audit of the whole card database: every piece of every card's text is read, known irrelevant, or
flagged (issue 11, item 4).

Run ``python benchmarks/soundness_audit.py`` (``--top N`` for more forms, ``--examples`` to show a card per form,
``--cards PATH`` for another database). Printed:

* pieces and cards in each kind (a card counts in the worst kind it has: flagged, else read, else irrelevant; a card
  with no text counts as "no text");
* of the flagged pieces, those a reader already reports as not understood and those only the net names;
* the flagged forms ranked by the number of cards they cover: the card's name written ``~``, numbers ``N``, mana
  symbols ``{M}``, so that "Artifact creatures you control get +1/+1." and "… +2/+2." are one form;
* the mana cards (those the database's ``categories`` label, as :mod:`parser_coverage` counts them): how many have
  no flagged piece;
* the staples issue 24 names (:data:`STAPLES`), each read or flagged.

``--entering`` prints instead how lands enter (issue 21): of the pieces of land cards' text about entering tapped or
untapped (their own "enters tapped unless …", a shockland's life, a bounceland's return, a trigger that sacrifices
as it enters), how many are read, known irrelevant or flagged, in how many forms (normalised as above); and the
values the parser makes of them (:attr:`~manaplan.models.ability.ParsedCard.entering`), by kind — each condition read
exactly, or a condition not read (taken as tapped).

The classifier is :func:`manaplan.models.oracle.relevance.classify_card`.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from collections import Counter, defaultdict

from manaplan.models.oracle.relevance import FLAGGED, IRRELEVANT_KIND, READ, classify_card
from manaplan.models.oracle.text import mark_self, self_names

__all__ = ["normalise", "main", "entering", "ENTERING", "STAPLES"]

#: The staples issue 24 names as only flagged, and the cost reducers with a choice beside them: none may stay flagged.
STAPLES = ("Iona, Shield of Emeria", "Void Winnower", "Cloud Key", "Suppression Field", "Magus of the Will",
           "Earthcraft", "Urza's Incubator", "Herald's Horn", "Pernicious Deed", "Pitiless Plunderer")

#: A piece of a land's text about how it enters: tapped or untapped, its life, a return or sacrifice as it enters.
ENTERING = re.compile(r"\benters?(?: the battlefield)? (?:tapped|untapped)\b|If you don't, (?:it|~) enters"
                      r"|return a land you control to its owner's hand|enters(?: the battlefield)?, sacrifice",
                      re.IGNORECASE)

_SYMBOL = re.compile(r"\{[^}]+\}")
_NUMBER = re.compile(r"(?<![\w/])[+\u2212\u2013-]?\d+(?![\w])|\b(?:one|two|three|four|five|six|seven|eight|nine|ten)\b")


def normalise(text: str, name: str) -> str:
    """A flagged piece's form: the card's names as ``~``, mana symbols as ``{M}``, numbers as ``N``.

    Examples
    --------
    >>> normalise("Noncreature spells cost {1} more to cast.", "Thalia, Guardian of Thraben")
    'Noncreature spells cost {M} more to cast.'
    >>> normalise("Whenever Psychic Venom's land becomes tapped, it deals 2 damage.", "Psychic Venom")
    "Whenever ~'s land becomes tapped, it deals N damage."
    """
    text = mark_self(text, self_names(name))
    text = _SYMBOL.sub("{M}", text)
    text = re.sub(r"(?:\{M\})+", "{M}", text)
    return _NUMBER.sub("N", text)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--top", type=int, default=40, help="how many flagged forms to list (default 40)")
    parser.add_argument("--examples", action="store_true", help="name a card for each form")
    parser.add_argument("--cards", help="another card database (default: the shipped one)")
    parser.add_argument("--entering", action="store_true", help="how lands enter: the pieces read, and the values")
    args = parser.parse_args(argv)

    from manaplan.models.cards.store import CardDatabase, default_database

    db = CardDatabase.open(args.cards) if args.cards else default_database()
    if args.entering:
        return entering(db)
    start = time.perf_counter()
    pieces: Counter[str] = Counter()
    cards: Counter[str] = Counter()
    reported = Counter()
    forms: dict[str, set[str]] = defaultdict(set)
    reasons: Counter[str] = Counter()
    mana_cards = Counter()
    staples: dict[str, str] = {}
    n = 0
    for card in db:
        n += 1
        c = classify_card(card)
        kinds = {p.kind for p in c.pieces}
        if getattr(card, "categories", ()):
            mana_cards["all"] += 1
            mana_cards["understood"] += FLAGGED not in kinds
        if card.name in STAPLES:
            staples[card.name] = FLAGGED if FLAGGED in kinds else READ if READ in kinds else IRRELEVANT_KIND
        for p in c.pieces:
            pieces[p.kind] += 1
            if p.kind == FLAGGED:
                reported["reported" if p.reported else "silent"] += 1
                forms[normalise(p.text, card.name)].add(card.name)
                reasons[p.reason if not p.reported else "reported: " + p.reason.split(":")[0]] += 1
        worst = FLAGGED if FLAGGED in kinds else READ if READ in kinds else IRRELEVANT_KIND if kinds else "no text"
        cards[worst] += 1
        if FLAGGED in kinds and not any(p.kind == FLAGGED and not p.reported for p in c.pieces):
            cards["flagged, all reported"] += 1
    elapsed = time.perf_counter() - start

    total = sum(pieces.values())
    print(f"soundness audit: {n:,} cards, {total:,} pieces of text, {elapsed:.1f} s")
    print()
    print(f"{'kind':<14}{'pieces':>10}{'%':>7}{'cards':>10}{'%':>7}")
    for kind in (READ, IRRELEVANT_KIND, FLAGGED, "no text"):
        print(f"{kind:<14}{pieces[kind]:>10,}{100 * pieces[kind] / max(total, 1):>6.1f}%"
              f"{cards[kind]:>10,}{100 * cards[kind] / max(n, 1):>6.1f}%")
    print("(a card counts once, in the worst kind it has: flagged, else read, else irrelevant)")
    print()
    print(f"flagged pieces already reported by a reader as not understood: {reported['reported']:,}; "
          f"named only by the net: {reported['silent']:,}")
    print(f"flagged cards whose every flagged piece a reader already reports: {cards['flagged, all reported']:,}")
    print(f"mana cards (the database's categories): {mana_cards['all']:,}; with no flagged piece: "
          f"{mana_cards['understood']:,} ({100 * mana_cards['understood'] / max(mana_cards['all'], 1):.1f}%)")
    print("staples of issue 24: " + "; ".join(f"{name}: {staples.get(name, 'not in the database')}"
                                              for name in STAPLES))
    print()
    print("flagged, by reason:")
    for why, count in reasons.most_common(20):
        print(f"  {count:>7,}  {why}")
    print()
    print(f"top {args.top} flagged forms, by cards covered (~ the card's name, N a number, {{M}} mana symbols):")
    ranked = sorted(forms.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    for rank, (form, names) in enumerate(ranked[:args.top], 1):
        shown = form if len(form) <= 110 else form[:107] + "…"
        example = f"  (e.g. {sorted(names)[0]})" if args.examples else ""
        print(f"  {rank:>3}. {len(names):>5,}  {shown!r}{example}")
    print(f"  ({len(forms):,} flagged forms in all)")
    return 0


def entering(db) -> int:
    """The ``--entering`` report (see the module notes)."""
    from manaplan.models.oracle.parser import parse_card

    kinds: Counter[str] = Counter()
    forms: dict[str, set[str]] = defaultdict(set)
    read_forms: dict[str, set[str]] = defaultdict(set)
    values: Counter[str] = Counter()
    lands = 0
    for card in db:
        for face in (getattr(card, "faces", ()) or (card,)):
            if not face.is_land:
                continue
            lands += 1
            for p in classify_card(face).pieces:
                if not ENTERING.search(p.text):
                    continue
                kinds[p.kind] += 1
                forms[normalise(p.text, face.name)].add(face.name)
                if p.kind == READ:
                    read_forms[normalise(p.text, face.name)].add(face.name)
            for v in getattr(parse_card(face), "entering", ()):
                unless = getattr(v, "unless", ())
                if getattr(v, "unread", ""):
                    values["enters tapped, condition not read (taken as tapped)"] += 1
                elif type(v).__name__ == "EntersTapped" and not unless:
                    values["enters tapped, always"] += 1
                elif unless:
                    values["enters tapped unless " + " or ".join(type(c).__name__ for c in unless)] += 1
                else:
                    values[type(v).__name__] += 1
    total = sum(kinds.values())
    print(f"how lands enter: {lands:,} land faces; {total:,} pieces of their text about entering, in "
          f"{len(forms):,} forms")
    for kind in (READ, IRRELEVANT_KIND, FLAGGED):
        print(f"  {kind:<12}{kinds[kind]:>7,} pieces")
    print(f"  forms read: {len(read_forms):,} of {len(forms):,}")
    print("values read (ParsedCard.entering):" if values else "values read: none (no ParsedCard.entering)")
    for name, n in values.most_common():
        print(f"  {n:>7,}  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
