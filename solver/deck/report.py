"""The answers players read: per spell, the chance of having the mana on curve and by each turn, with and without
F. Karsten's condition, each with its standard error, the unknowns apart; the deck's sources per colour and what
Karsten's table asks beside them.

A probability is a share of the games that decided it: ``p = cast / (games − unknown)``. Unknown games are never
counted as successes or failures; their number is reported beside, so ``p`` stands for the decided games only
(with a deck of simple lands there are none). The standard error is the binomial one, √(p(1−p)/n). The conditional
figures count only the games with at least the spell's mana value in lands among the cards seen by then (the kept
hand and the draws).

Examples
--------
>>> estimate(900, 1000).p, round(estimate(900, 1000).se, 4), estimate(0, 0).p
(0.9, 0.0095, None)
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ...models.decks import DeckList
from .cards import COLOR_ORDER, GameDeck, SpellInfo
from .games import Settings, Tally
from .karsten import asks, table_size

__all__ = ["Estimate", "SpellAnswer", "DeckReport", "estimate", "build_report"]


@dataclass(frozen=True, slots=True)
class Estimate:
    """A probability estimated from ``successes`` of ``trials`` decided games; ``p`` and ``se`` are None when no
    game decided it."""

    successes: int
    trials: int

    @property
    def p(self) -> float | None:
        return self.successes / self.trials if self.trials else None

    @property
    def se(self) -> float | None:
        p = self.p
        return math.sqrt(p * (1 - p) / self.trials) if p is not None else None

    def to_json(self, digits: int = 6) -> tuple[float | None, float | None]:
        """``(p, se)`` rounded for JSON."""
        p, se = self.p, self.se
        return (None if p is None else round(p, digits), None if se is None else round(se, digits))


def estimate(successes: int, trials: int) -> Estimate:
    """An :class:`Estimate`."""
    return Estimate(successes, trials)


@dataclass(frozen=True, slots=True)
class SpellAnswer:
    """The answer for one spell.

    Parameters
    ----------
    spell : SpellInfo
    by_turn, by_turn_conditional : tuple of Estimate
        For turns 1 … T (index 0 is turn 1): unconditional, and among games with enough lands by then.
    unknown, unknown_conditional : tuple of int
        Games not decided for each turn (all games; those with enough lands).
    asks : tuple of (str, int)
        Per colour of the spell's cost, the sources Karsten's table asks (only colours the table has a row for).
    """

    spell: SpellInfo
    by_turn: tuple[Estimate, ...]
    by_turn_conditional: tuple[Estimate, ...]
    unknown: tuple[int, ...]
    unknown_conditional: tuple[int, ...]
    asks: tuple[tuple[str, int], ...]

    @property
    def on_curve_turn(self) -> int:
        """The turn equal to its mana value (turn 1 for a spell of mana value 0)."""
        return max(self.spell.mana_value, 1)

    def at(self, turn: int, conditional: bool = False) -> Estimate | None:
        """The estimate for ``turn``, None beyond T."""
        row = self.by_turn_conditional if conditional else self.by_turn
        return row[turn - 1] if 1 <= turn <= len(row) else None


@dataclass(frozen=True, slots=True)
class DeckReport:
    """Everything ``manaplan deck`` answers; :meth:`to_json` is its ``--json``."""

    deck: DeckList
    game_deck: GameDeck
    settings: Settings
    games: int
    seed: int
    engine: str
    spells: tuple[SpellAnswer, ...]
    kept: tuple[int, ...]
    free: int
    table: int

    @property
    def on_play(self) -> bool:
        """On the play (a Commander deck draws on turn 1 whatever the choice)."""
        return self.settings.on_play and not self.deck.is_commander

    def to_json(self) -> dict:
        """The JSON of SPEC's "Decks" section (more keys beside the required ones)."""
        spells = []
        for answer in self.spells:
            s = answer.spell
            curve = answer.on_curve_turn
            on_curve = None
            if curve <= self.settings.horizon:
                p, se = answer.at(curve).to_json()
                pc, sec = answer.at(curve, True).to_json()
                on_curve = {"turn": curve, "p": p, "se": se, "p_conditional": pc, "se_conditional": sec}
            horizon = range(1, self.settings.horizon + 1)
            spells.append({
                "card": s.name, "face": s.face, "zone": s.zone, "cost": s.cost, "mana_value": s.mana_value,
                "on_curve": on_curve,
                "by_turn": {str(k): answer.at(k).to_json()[0] for k in horizon},
                "by_turn_se": {str(k): answer.at(k).to_json()[1] for k in horizon},
                "by_turn_conditional": {str(k): answer.at(k, True).to_json()[0] for k in horizon},
                "unknown": answer.unknown[curve - 1] if curve <= self.settings.horizon else None,
                "unknown_by_turn": {str(k): answer.unknown[k - 1] for k in horizon},
                "cost_may_change": s.varies or None,
                "karsten": dict(answer.asks),
            })
        d = self.deck
        return {
            "games": self.games, "seed": self.seed, "on_play": self.on_play, "mulligan": self.settings.mulligan,
            "engine": self.engine, "by_turn": self.settings.horizon,
            "spells": spells,
            "sources": dict(self.game_deck.sources),
            "deck": {"cards": d.size, "lands": d.lands, "format": d.format, "name": d.name,
                     "commanders": [c.name for c in d.commanders],
                     "companion": d.companion.name if d.companion else None,
                     "left_out": list(d.left_out), "notes": list(d.notes),
                     "not_asked": list(self.game_deck.not_asked),
                     "helpers": [r.name for r in self.game_deck.roles if r.helper]},
            "mulligans": {"kept": {str(n): self.kept[n] for n in range(7, -1, -1) if self.kept[n]},
                          "free": self.free},
            "karsten_table": {"cards": self.table},
        }


def _asks(spell: SpellInfo, table: int) -> tuple[tuple[str, int], ...]:
    out = []
    pips = {letter: spell.cost.count("{" + letter + "}") for letter in COLOR_ORDER}
    for letter in COLOR_ORDER:
        need = asks(table, pips[letter], spell.mana_value) if pips[letter] else None
        if need is not None:
            out.append((letter, need))
    return tuple(out)


def build_report(deck: DeckList, game_deck: GameDeck, settings: Settings, tally: Tally, seed: int,
                 engine: str) -> DeckReport:
    """Turn a tally into answers (see the module's description)."""
    totals = tally.totals()
    table = table_size(deck.size, deck.is_commander)
    answers = []
    for spell in game_deck.spells:
        q = spell.question
        by, cond, unknown, unknown_cond = [], [], [], []
        for k in range(1, settings.horizon + 1):
            u, uc = totals["unknown"][q][k], totals["enough_unknown"][q][k]
            by.append(estimate(totals["cast"][q][k], tally.games - u))
            cond.append(estimate(totals["enough_cast"][q][k], totals["enough"][q][k] - uc))
            unknown.append(u)
            unknown_cond.append(uc)
        answers.append(SpellAnswer(spell, tuple(by), tuple(cond), tuple(unknown), tuple(unknown_cond),
                                   _asks(spell, table)))
    return DeckReport(deck, game_deck, settings, tally.games, seed, engine, tuple(answers), tuple(tally.kept),
                      tally.free, table)

