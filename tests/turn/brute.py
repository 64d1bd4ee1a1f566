"""An independent brute-force turn simulator for ``manaplan turn`` (issue 14), over a fixed small pool of real cards.

Nothing here reads manaplan: the cards' behaviour is written out by hand from their Oracle text (:data:`CARDS`),
costs are parsed by :func:`parse_cost`, and board files are read with PyYAML directly (:func:`load_turn`). It is
meant to be *obviously* correct, not fast: a search over every state of the turn, memoised on the state.

The turn, as the rules have it:

- It is your main phase and the stack is empty, so sorceries, creatures and artifacts may be cast (CR 307.1) and
  each spell resolves before the next is cast.
- One land may be played from hand, if none was played this turn (CR 305.2), and one more for each additional land
  play of Exploration or Azusa on the battlefield (``land_played``: every play the board allows is used); playing
  it is a special action, not a
  cast (CR 305.1, 116.2a).
- Mana abilities may be activated whenever you have priority or are paying (CR 605.3a); the mana stays in your pool
  until the phase ends (CR 500.4, 106.4), so it carries from one spell to the next. Activating them while paying
  (CR 601.2g) gives the same reachable states as activating them just before casting, so the search activates them
  as separate moves — but for a spell with affinity, whose cost counts the artifacts there as it is determined (CR
  601.2f): a Treasure ("{T}, Sacrifice this token: Add one mana of any color.") sacrificed while it is paid for was
  counted, so such a cast may activate mana abilities after its cost is locked in (:func:`windows`).
- A creature that came under your control this turn can't use ``{T}`` abilities unless it has haste (CR 302.6);
  an artifact can, the turn it enters.
- Mox Opal's "Activate only if you control three or more artifacts." is checked as it is activated (CR 602.5b),
  with the artifacts there then: one cast before counts, one sacrificed before (a Treasure, Fling's Frogmite) does
  not.
- Goblin Warchief gives Goblins you control haste (CR 702.10c): a Goblin that came this turn (Ignoble Hierarch) taps
  for mana while a Warchief is on the battlefield, and only then.
- A spell's total cost is its mana cost plus increases minus reductions (CR 601.2f): Thalia, Guardian of Thraben
  adds {1} to noncreature spells, Goblin Electromancer takes {1} off instants and sorceries, Goblin Warchief {1} off
  Goblin spells, affinity for artifacts
  (Frogmite, Myr Enforcer) {1} for each artifact on the battlefield as it is cast (CR 702.41a); a reduction reduces
  only the generic part (CR 601.2f, 118.7) and never below {0}. An artifact sacrificed after a spell was cast does
  not change what that spell cost (CR 601.2h).
- A spell's cost is paid exactly from the pool (CR 601.2h); generic mana may be paid with any type, a hybrid symbol
  with either of its colours (CR 107.4e), ``{C}`` only with colourless mana (CR 107.4c).
- Arcane Signet adds nothing without a commander (CR 903.4f): no board here has one.
- Demonic Tutor puts any one card of the library into your hand, to be cast or played (the land play) after it.
  Infernal Tutor puts one named as a card still in your hand as it resolves (revealed then, CR 608.2), or any one
  when your hand is empty then (hellbent, an ability word: CR 207.2c).
- Cultivate finding one land puts it onto the battlefield tapped (the Wizards ruling of 2010-08-15; XMage does the
  same); finding two, either one may go to the battlefield, the other to hand, where it can be played as the land
  for the turn (CR 305.2).
- Targets are not modelled (Counterspell "counter target spell" would need a spell on the stack, CR 601.2c, which
  ``manaplan turn``'s contract does not model either): a spell is castable when its cost can be paid.
- An additional cost "sacrifice a creature" (Fling, Bone Splinters) or "sacrifice a green creature" (Natural
  Order) is paid with the mana (CR 601.2b, 601.2h): a creature of yours on the battlefield (one cast earlier this
  turn too, summoning sick or tapped alike), gone from then on; a card's colours are its mana cost's (CR 202.2).
  Natural Order's search finds no green creature card in a library of basic lands.
- Lightning Axe's "As an additional cost to cast this spell, discard a card or pay {5}" is chosen as it is cast
  (CR 601.2b): {5} more in its total cost (CR 601.2f), or one other card of the hand discarded (CR 701.9a) — a card
  still in hand then, so neither one cast or played before nor one to cast or play later.

What the search answers (:class:`Answer`): the best value, lexicographically, of (candidates cast, their total
mana value, whether ``keep`` stays payable afterwards from the mana left and the untapped permanents, -helpers
used, -life lost) — the order ``manaplan turn`` documents (:data:`TURN_ORDER`; another order may be asked, e.g.
:data:`PAY_ORDER`, life before the kept cost as ``pay`` has it) — and one plan reaching it, as moves in words.

Examples
--------
>>> ans = solve(Turn(battlefield=(Perm("Island"),), hand=("Island", "Counterspell")))
>>> ans.possible, ans.cast, ans.life_lost
(True, 1, 0)
>>> solve(Turn(battlefield=(Perm("Island"),), hand=("Island", "Counterspell"), land_played=True)).possible
False
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from dataclasses import dataclass, field, replace
from itertools import combinations, combinations_with_replacement
from pathlib import Path

__all__ = ["CARDS", "Card", "abilities_of", "Perm", "Turn", "Answer", "parse_cost", "total_cost", "routes", "pays_from", "solve", "TURN_ORDER",
           "PAY_ORDER", "COMPONENTS",
           "static_counts", "load_turn", "turn_from_data", "TYPES", "enters_tapped", "has_haste"]

sys.setrecursionlimit(10000)

#: The types of mana, in pool order (a pool is a tuple of six counts).
TYPES = "WUBRGC"
COLORS = "WUBRG"


# ---------------------------------------------------------------------------------------------------- costs
@dataclass(frozen=True)
class Cost:
    """A mana cost: ``generic`` generic mana and ``symbols``, each the set of types one unit of mana may be."""

    generic: int
    symbols: tuple[frozenset[str], ...]

    @property
    def mana_value(self) -> int:
        return self.generic + len(self.symbols)

    def text(self) -> str:
        out = f"{{{self.generic}}}" if self.generic else ""
        for s in self.symbols:
            out += "{" + "/".join(t for t in TYPES if t in s) + "}"
        return out or "{0}"


def parse_cost(text: str) -> Cost:
    """A printed cost, ``{2}{G}``, ``{G/W}``, ``{C}``, ``{0}``, ``{X}`` (always 0 here: ``turn`` casts X spells
    with X = 0, and a card's mana value off the stack counts X as 0, CR 202.3e). No Phyrexian or snow symbols.

    >>> parse_cost("{1}{G/W}{U}").mana_value
    3
    >>> parse_cost("{X}{R}").text()
    '{R}'
    >>> parse_cost("{U}{U}").text()
    '{U}{U}'
    """
    generic, symbols = 0, []
    for sym in re.findall(r"\{([^}]*)\}", text):
        if sym.isdigit():
            generic += int(sym)
        elif sym == "X":
            continue
        elif sym in TYPES:
            symbols.append(frozenset(sym))
        elif re.fullmatch(r"[WUBRG](/[WUBRG])+", sym):
            symbols.append(frozenset(sym.split("/")))
        else:
            raise ValueError(f"the brute force does not know {{{sym}}}")
    return Cost(generic, tuple(symbols))


def pays_from(pool: tuple[int, ...], cost: Cost) -> set[tuple[int, ...]]:
    """Every pool left after paying ``cost`` exactly from ``pool`` (empty: it cannot be paid).

    >>> sorted(pays_from((1, 1, 0, 0, 0, 0), parse_cost("{1}")))
    [(0, 1, 0, 0, 0, 0), (1, 0, 0, 0, 0, 0)]
    >>> pays_from((0, 0, 0, 0, 0, 2), parse_cost("{G}"))
    set()
    """
    out: set[tuple[int, ...]] = set()

    def colored(i: int, left: list[int]) -> None:
        if i == len(cost.symbols):
            generic(0, cost.generic, left)
            return
        for k, t in enumerate(TYPES):
            if t in cost.symbols[i] and left[k] > 0:
                left[k] -= 1
                colored(i + 1, left)
                left[k] += 1

    def generic(k: int, need: int, left: list[int]) -> None:
        if need == 0:
            out.add(tuple(left))
            return
        if k == len(TYPES):
            return
        for take in range(min(need, left[k]), -1, -1):
            left[k] -= take
            generic(k + 1, need - take, left)
            left[k] += take

    colored(0, list(pool))
    return out


# ---------------------------------------------------------------------------------------------------- the cards
@dataclass(frozen=True)
class Ability:
    """A mana ability: ``{T}`` plus ``cost`` (mana, may be None), adding one of ``choices`` (types, damage to you);
    with ``per`` (a card type), its choice once for each permanent of that type you control (Gaea's Cradle), counted
    as it resolves (CR 605.3b); with ``sacrifice``, the permanent is sacrificed too (a Treasure); with ``metalcraft``,
    activated only while you control that many artifacts (Mox Opal: "Activate only if you control three or more
    artifacts.", checked as it is activated, CR 602.5b)."""

    choices: tuple[tuple[str, int], ...]
    cost: Cost | None = None
    per: str = ""
    sacrifice: bool = False  # its cost sacrifices the permanent too (a Treasure)
    metalcraft: int = 0

    def allowed(self, names) -> bool:
        """Whether it may be activated with the permanents ``names`` (card names) on the battlefield."""
        return sum(1 for name in names if "artifact" in CARDS[name].kinds) >= self.metalcraft

    def adds(self, names) -> tuple[tuple[str, int], ...]:
        """What it may add with the permanents ``names`` (card names) on the battlefield."""
        if not self.per:
            return self.choices
        n = sum(1 for name in names if self.per in CARDS[name].kinds)
        return tuple((types * n, damage) for types, damage in self.choices)


def _taps_for(*choices: str, damage: int = 0, cost: str | None = None) -> Ability:
    return Ability(tuple((c, damage) for c in choices), parse_cost(cost) if cost else None)


@dataclass(frozen=True)
class Card:
    """One card of the pool, as its Oracle text says.

    ``kinds``: card types ("land", "creature", "artifact", "instant", "sorcery"); ``abilities``: its mana abilities
    on the battlefield; ``effect``: what the spell (a permanent's: its enters trigger) does as it resolves ("ritual
    BBB", "cultivate", "natures_lore", "rampant_growth", "grazer", "tutor"); ``static``: "thalia", "electromancer", "amulet"
    …; ``subtypes`` and ``basic`` for searches.
    """

    name: str
    cost: str | None
    kinds: frozenset[str]
    abilities: tuple[Ability, ...] = ()
    haste: bool = False
    effect: str = ""
    static: str = ""
    basic: bool = False
    subtypes: frozenset[str] = frozenset()
    sacrifice: str = ""
    discard_or_pay: str = ""
    affinity: bool = False

    @property
    def colors(self) -> frozenset[str]:
        """Its colours: the coloured symbols of its mana cost (CR 202.2)."""
        return frozenset(c for c in re.findall(r"[WUBRG]", self.cost or ""))

    def fits(self, kind: str) -> bool:
        """Whether a permanent of this card fits "sacrifice a <kind>" (``'creature'``, ``'green creature'``)."""
        color = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
        words = kind.split()
        return self.is_creature and words[-1] == "creature" and all(color[w] in self.colors for w in words[:-1])

    @property
    def is_land(self) -> bool:
        return "land" in self.kinds

    @property
    def is_creature(self) -> bool:
        return "creature" in self.kinds

    @property
    def is_permanent(self) -> bool:
        return not ({"instant", "sorcery"} & self.kinds)

    @property
    def mana_value(self) -> int:
        return parse_cost(self.cost).mana_value if self.cost else 0


def abilities_of(name: str, names) -> tuple[Ability, ...]:
    """The mana abilities of a permanent of card ``name`` with the permanents ``names`` (card names) on the
    battlefield: its own, and "{T}: Add one mana of any color." for a land while a Chromatic Lantern is there."""
    card = CARDS[name]
    if card.is_land and any(CARDS[n].static == "lantern" for n in names):
        return card.abilities + (_taps_for(*COLORS),)
    return card.abilities


def _card(name, cost, kinds, *abilities, **kw) -> Card:
    return Card(name, cost, frozenset(kinds.split()), tuple(abilities), **kw)


_BASICS = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}

#: The pool of real cards, each hand-coded from its Oracle text (quoted beside it).
CARDS: dict[str, Card] = {
    # "({T}: Add {W}.)" and the other basics: basic land types give the ability (CR 305.6)
    **{name: _card(name, None, "land", _taps_for(t), basic=True, subtypes=frozenset({name}))
       for name, t in _BASICS.items()},
    # "Whenever this land becomes tapped, it deals 1 damage to you. {T}: Add one mana of any color."
    "City of Brass": _card("City of Brass", None, "land", _taps_for(*COLORS, damage=1)),
    # "{T}: Add {C}. {T}: Add {B} or {G}. This land deals 1 damage to you."
    "Llanowar Wastes": _card("Llanowar Wastes", None, "land", _taps_for("C"), _taps_for("B", "G", damage=1)),
    # "{T}, Pay 1 life, Sacrifice Polluted Delta: Search your library for an Island or Swamp card, put it onto the
    # battlefield, then shuffle." — not a mana ability (it searches), so it is cracked before a spell is cast, not
    # while paying (CR 605.1a, 601.2g); the land found enters untapped and taps at once.
    "Polluted Delta": _card("Polluted Delta", None, "land", effect="fetch Island Swamp"),
    # "{T}: Add {G} for each creature you control."
    "Gaea's Cradle": _card("Gaea's Cradle", None, "land", Ability((("G", 0),), per="creature")),
    # "Lands you control have '{T}: Add one mana of any color.' {T}: Add one mana of any color." (its effect on
    # lands applies once it is on the battlefield, CR 608.3)
    "Chromatic Lantern": _card("Chromatic Lantern", "{3}", "artifact", _taps_for(*COLORS), static="lantern"),
    # "{T}: Add {C}{C}."
    "Sol Ring": _card("Sol Ring", "{1}", "artifact", _taps_for("CC")),
    # "{1}, {T}: Add {W}{U}."
    "Azorius Signet": _card("Azorius Signet", "{2}", "artifact", _taps_for("WU", cost="{1}")),
    # "{1}, {T}: Add {B}{G}."
    "Golgari Signet": _card("Golgari Signet", "{2}", "artifact", _taps_for("BG", cost="{1}")),
    # "{T}: Add one mana of any color in your commander's color identity." — no commander: nothing (CR 903.4f)
    "Arcane Signet": _card("Arcane Signet", "{2}", "artifact"),
    # "{T}: Add {G}."
    "Llanowar Elves": _card("Llanowar Elves", "{G}", "creature", _taps_for("G")),
    # "Haste ... {T}: Add {R} or {G}." (its attack trigger makes no mana)
    "Ruby, Daring Tracker": _card("Ruby, Daring Tracker", "{R}{G}", "creature", _taps_for("R", "G"), haste=True),
    # "Add {B}{B}{B}."
    "Dark Ritual": _card("Dark Ritual", "{B}", "instant", effect="ritual BBB"),
    # "Search your library for up to two basic land cards, reveal those cards, put one onto the battlefield tapped
    # and the other into your hand, then shuffle."
    "Cultivate": _card("Cultivate", "{2}{G}", "sorcery", effect="cultivate"),
    # "Search your library for a card, put that card into your hand, then shuffle." (CR 701.23)
    "Demonic Tutor": _card("Demonic Tutor", "{1}{B}", "sorcery", effect="tutor"),
    # "Reveal a card from your hand. Search your library for a card with the same name as that card, reveal it, put
    # it into your hand, then shuffle. Hellbent — If you have no cards in hand, instead search your library for a
    # card, put it into your hand, then shuffle."
    "Infernal Tutor": _card("Infernal Tutor", "{1}{B}", "sorcery", effect="infernal"),
    # "Search your library for a Forest card, put that card onto the battlefield, then shuffle."
    "Nature's Lore": _card("Nature's Lore", "{1}{G}", "sorcery", effect="natures_lore"),
    # "Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle."
    "Rampant Growth": _card("Rampant Growth", "{1}{G}", "sorcery", effect="rampant_growth"),
    # "Instant and sorcery spells you cast cost {1} less to cast."
    "Goblin Electromancer": _card("Goblin Electromancer", "{U}{R}", "creature", static="electromancer"),
    # "Goblin spells you cast cost {1} less to cast. Goblins you control have haste." (Creature — Goblin Warrior)
    "Goblin Warchief": _card("Goblin Warchief", "{1}{R}{R}", "creature", static="warchief",
                             subtypes=frozenset({"Goblin"})),
    # "Exalted ... {T}: Add {B}, {R}, or {G}." (Creature — Goblin Shaman; exalted makes no mana)
    "Ignoble Hierarch": _card("Ignoble Hierarch", "{G}", "creature", _taps_for("B", "R", "G"),
                              subtypes=frozenset({"Goblin"})),
    # "Goblin Piker can't block." (Creature — Goblin Warrior)
    "Goblin Piker": _card("Goblin Piker", "{1}{R}", "creature", subtypes=frozenset({"Goblin"})),
    # "When Burning-Tree Emissary enters the battlefield, add {R}{G}." (a trigger, not a mana ability: CR 605.1b)
    "Burning-Tree Emissary": _card("Burning-Tree Emissary", "{R/G}{R/G}", "creature", effect="ritual RG"),
    # "When Wood Elves enters the battlefield, search your library for a Forest card, put that card onto the
    # battlefield, then shuffle."
    "Wood Elves": _card("Wood Elves", "{2}{G}", "creature", effect="natures_lore"),
    # "When Farhaven Elf enters the battlefield, you may search your library for a basic land card, put it onto the
    # battlefield tapped, then shuffle."
    "Farhaven Elf": _card("Farhaven Elf", "{2}{G}", "creature", effect="rampant_growth"),
    # "You may play an additional land on each of your turns." (CR 305.2: the additional plays are cumulative)
    "Exploration": _card("Exploration", "{G}", "enchantment", static="land+1"),
    # "You may play two additional lands on each of your turns."
    "Azusa, Lost but Seeking": _card("Azusa, Lost but Seeking", "{2}{G}", "creature", static="land+2"),
    # "Landfall — Whenever a land you control enters, add one mana of any color." (a trigger: :func:`_landfall`)
    "Lotus Cobra": _card("Lotus Cobra", "{1}{G}", "creature"),
    # "({T}: Add {R}.)" on an artifact land (Great Furnace; Seat of the Synod: {U}): affinity counts it
    "Great Furnace": _card("Great Furnace", None, "artifact land", _taps_for("R")),
    "Seat of the Synod": _card("Seat of the Synod", None, "artifact land", _taps_for("U")),
    # "Affinity for artifacts (This spell costs {1} less to cast for each artifact you control.)"
    "Frogmite": _card("Frogmite", "{4}", "artifact creature", affinity=True),
    # "{T}, Sacrifice this token: Add one mana of any color." (a token: an artifact affinity counts while it is there)
    "Treasure": _card("Treasure", None, "artifact", Ability(tuple((c, 0) for c in COLORS), sacrifice=True)),
    # "Metalcraft — {T}: Add one mana of any color. Activate only if you control three or more artifacts."
    "Mox Opal": _card("Mox Opal", "{0}", "artifact", Ability(tuple((c, 0) for c in COLORS), metalcraft=3)),
    "Myr Enforcer": _card("Myr Enforcer", "{7}", "artifact creature", affinity=True),
    # "Affinity for artifacts ... Draw two cards." (the cards drawn are not known: nothing here uses them)
    "Thoughtcast": _card("Thoughtcast", "{4}{U}", "sorcery", affinity=True),
    # "First strike. Noncreature spells cost {1} more to cast."
    "Thalia, Guardian of Thraben": _card("Thalia, Guardian of Thraben", "{1}{W}", "creature", static="thalia"),
    # "Whenever a permanent enters the battlefield tapped and under your control, untap it." (its trigger resolves
    # before anything else is done, so the permanent is simply there untapped)
    "Amulet of Vigor": _card("Amulet of Vigor", "{1}", "artifact", static="amulet"),
    # "Reach. When Arboreal Grazer enters the battlefield, you may put a land card from your hand onto the battlefield
    # tapped." (a put, not a land play: CR 305.4)
    "Arboreal Grazer": _card("Arboreal Grazer", "{G}", "creature", effect="grazer"),
    # "Create two 1/1 white Soldier creature tokens." (instant): creatures a later cost may sacrifice (CR 111.1)
    "Raise the Alarm": _card("Raise the Alarm", "{1}{W}", "instant", effect="tokens Soldier 2"),
    # "When Beetleback Chief enters the battlefield, create two 1/1 red Goblin creature tokens." (its enters trigger)
    "Beetleback Chief": _card("Beetleback Chief", "{2}{R}{R}", "creature", effect="tokens Goblin 2",
                              subtypes=frozenset({"Goblin"})),
    # the tokens: 1/1 creatures with no mana ability (a token's colour is its own, none of these needs it here)
    "Soldier": _card("Soldier", None, "creature"),
    "Goblin": _card("Goblin", None, "creature", subtypes=frozenset({"Goblin"})),
    # plain spells: what they do does not touch mana
    "Counterspell": _card("Counterspell", "{U}{U}", "instant"),
    # "Return target creature to its owner's hand. Untap up to two lands." (its target is read as any creature: the
    # brute force counts mana only)
    "Snap": _card("Snap", "{1}{U}", "instant", effect="untap 2"),
    # "Enchant land / Whenever enchanted land is tapped for mana, its controller adds an additional {G}."
    "Wild Growth": _card("Wild Growth", "{G}", "enchantment", effect="aura G"),
    # "Enchant land / Whenever enchanted land is tapped for mana, its controller adds an additional {G}{G}."
    "Overgrowth": _card("Overgrowth", "{2}{G}", "enchantment", effect="aura GG"),
    # "Enchant land / Whenever enchanted land is tapped for mana, its controller adds an additional one mana of any
    # color."
    "Fertile Ground": _card("Fertile Ground", "{1}{G}", "enchantment", effect="aura any"),
    # "Draw two cards, then discard two cards. Untap up to three lands." (the cards drawn and discarded not read)
    "Frantic Search": _card("Frantic Search", "{2}{U}", "instant", effect="untap 3"),
    # "Whenever a creature you control with power 4 or greater enters, you may draw a card. −1: Untap target
    # permanent." (loyalty 7): once a turn, any time you could cast a sorcery (CR 606.3); here its permanent counts
    # as tapped once that ability was activated this turn (a planeswalker has no other use for the status)
    "Kiora, Behemoth Beckoner": _card("Kiora, Behemoth Beckoner", "{2}{G/U}", "planeswalker", static="loyalty_untap"),
    "Lightning Bolt": _card("Lightning Bolt", "{R}", "instant"),
    "Divination": _card("Divination", "{2}{U}", "sorcery"),
    "Grizzly Bears": _card("Grizzly Bears", "{1}{G}", "creature"),
    "Phantom Monster": _card("Phantom Monster", "{3}{U}", "creature"),  # "Flying"
    "Deathgaze Cockatrice": _card("Deathgaze Cockatrice", "{2}{B}{B}", "creature"),  # "Flying, Deathtouch"
    "Pitiless Gorgon": _card("Pitiless Gorgon", "{1}{B/G}{B/G}", "creature"),  # "Deathtouch"
    "Nature's Chant": _card("Nature's Chant", "{1}{G/W}", "instant"),  # "Destroy target artifact or enchantment."
    # X spells, cast with X = 0: "Reach, trample, protection from multicolored. ... enters with X +1/+1 counters"
    "Stonecoil Serpent": _card("Stonecoil Serpent", "{X}", "artifact creature"),
    # "This spell costs {1} more to cast for each target beyond the first. ... X damage divided evenly ..." (one target)
    "Fireball": _card("Fireball", "{X}{R}", "sorcery"),
    # "As an additional cost to cast this spell, sacrifice a creature. Fling deals damage equal to the sacrificed
    # creature's power to any target."
    "Fling": _card("Fling", "{1}{R}", "instant", sacrifice="creature"),
    # "As an additional cost to cast this spell, sacrifice a creature. Destroy target creature or planeswalker."
    "Bone Splinters": _card("Bone Splinters", "{B}", "sorcery", sacrifice="creature"),
    # "As an additional cost to cast this spell, sacrifice a green creature. Search your library for a green
    # creature card, put it onto the battlefield, then shuffle." (the libraries here hold basic lands only)
    "Natural Order": _card("Natural Order", "{2}{G}{G}", "sorcery", sacrifice="green creature"),
    # "As an additional cost to cast this spell, discard a card or pay {5}. Lightning Axe deals 5 damage to target
    # creature."
    "Lightning Axe": _card("Lightning Axe", "{R}", "instant", discard_or_pay="{5}"),
}


def routes(card: Card, statics: Counter, hand: tuple[str, ...]):
    """Every way to pay ``card``'s additional cost besides sacrifices, from ``hand`` (without the card itself):
    (words, total cost, hand after). Lightning Axe: {5} more (CR 601.2f), or one other card discarded (CR 701.9a).

    >>> [(w, c.text(), h) for w, c, h in routes(CARDS["Lightning Axe"], Counter(), ("Island",))]
    [(', paying {5}', '{5}{R}', ('Island',)), (', discarding Island', '{R}', ())]
    """
    if not card.discard_or_pay:
        yield "", total_cost(card, statics), hand
        return
    yield f", paying {card.discard_or_pay}", total_cost(card, statics, parse_cost(card.discard_or_pay)), hand
    for name in sorted(set(hand)):
        yield f", discarding {name}", total_cost(card, statics), _without(hand, name)


def total_cost(card: Card, statics: Counter, extra: Cost | None = None) -> Cost:
    """The total cost of casting ``card`` with these static abilities in force (CR 601.2f): each Thalia adds {1} to a
    noncreature spell, then each Electromancer takes {1} off an instant or sorcery's generic part (never below 0).

    >>> total_cost(CARDS["Counterspell"], Counter(thalia=1, electromancer=1)).text()
    '{U}{U}'
    >>> total_cost(CARDS["Divination"], Counter(electromancer=1)).text()
    '{1}{U}'
    >>> total_cost(CARDS["Sol Ring"], Counter(thalia=1)).text()
    '{2}'
    >>> total_cost(CARDS["Myr Enforcer"], Counter(artifact=5)).text()
    '{2}'
    >>> total_cost(CARDS["Goblin Piker"], Counter(warchief=1)).text(), total_cost(CARDS["Ignoble Hierarch"],
    ...                                                                            Counter(warchief=1)).text()
    ('{R}', '{G}')
    """
    cost = parse_cost(card.cost)
    generic = cost.generic + (extra.generic if extra is not None else 0)  # an additional cost's mana (CR 601.2f)
    if not card.is_creature:
        generic += statics["thalia"]
    if {"instant", "sorcery"} & card.kinds:
        generic = max(0, generic - statics["electromancer"])
    if "Goblin" in card.subtypes:
        generic = max(0, generic - statics["warchief"])
    if card.affinity:  # affinity for artifacts: the artifacts there as the cost is determined (CR 702.41a)
        generic = max(0, generic - statics["artifact"])
    return Cost(generic, cost.symbols)


def static_counts(names) -> Counter:
    """What the permanents ``names`` (card names) on the battlefield give the costs of spells (CR 601.2f): their
    static abilities (``'thalia'``, ``'electromancer'`` …), and ``'artifact'``, the artifacts that affinity counts.

    >>> sorted(static_counts(["Great Furnace", "Frogmite", "Goblin Electromancer"]).items())
    [('artifact', 2), ('electromancer', 1)]
    """
    names = list(names)
    out = Counter(CARDS[n].static for n in names if CARDS[n].static)
    artifacts = sum("artifact" in CARDS[n].kinds for n in names)
    if artifacts:
        out["artifact"] = artifacts
    return out


def land_plays(names) -> int:
    """The lands you may play this turn with these permanents (their card names) on the battlefield: one, and the
    additional ones of Exploration and Azusa (CR 305.2, cumulative).

    >>> land_plays(["Exploration", "Azusa, Lost but Seeking", "Forest"]), land_plays([])
    (4, 1)
    """
    statics = Counter(CARDS[n].static for n in names)
    return 1 + statics["land+1"] + 2 * statics["land+2"]


def plays_used(turn: "Turn") -> int:
    """The lands counted as played as the turn begins: none, or with ``land_played`` every play the board allows
    (what ``manaplan turn`` reads ``land_played`` as: the turn's land plays are used)."""
    return land_plays(p.name for p in turn.battlefield) if turn.land_played else 0


# ---------------------------------------------------------------------------------------------------- the state
@dataclass(frozen=True, order=True)
class Perm:
    """A permanent: its card's name, tapped, and whether it came under your control this turn (CR 302.6)."""

    name: str
    tapped: bool = False
    sick: bool = False


@dataclass(frozen=True)
class Turn:
    """The question: the board, the hand, the library, the land play, the pool, the candidates and the kept cost.

    ``candidates`` None: every nonland card in hand (a name twice is two copies)."""

    battlefield: tuple[Perm, ...] = ()
    hand: tuple[str, ...] = ()
    library: tuple[str, ...] = ()
    land_played: bool = False
    pool: str = ""
    candidates: tuple[str, ...] | None = None
    keep: str | None = None

    def wanted(self) -> tuple[str, ...]:
        if self.candidates is not None:
            return tuple(sorted(self.candidates))
        return tuple(sorted(c for c in self.hand if not CARDS[c].is_land))


@dataclass(frozen=True)
class _State:
    perms: tuple[Perm, ...]  # sorted: permanents of one name and status are interchangeable
    hand: tuple[str, ...]  # sorted
    library: tuple[str, ...]  # sorted
    pool: tuple[int, ...]
    land_played: int  # lands played this turn (CR 305.2a)
    wanted: tuple[str, ...]  # candidates not cast yet, sorted


def _pool(text: str) -> tuple[int, ...]:
    counts = Counter(re.findall(r"\{([WUBRGC])\}", text))
    return tuple(counts[t] for t in TYPES)


def _add(pool: tuple[int, ...], types: str) -> tuple[int, ...]:
    out = list(pool)
    for t in types:
        out[TYPES.index(t)] += 1
    return tuple(out)


def _without(items: tuple[str, ...], item: str) -> tuple[str, ...]:
    out = list(items)
    out.remove(item)
    return tuple(out)


def _with_perm(perms: tuple[Perm, ...], *new: Perm) -> tuple[Perm, ...]:
    return tuple(sorted(perms + new))


def has_haste(name: str, names) -> bool:
    """Whether a permanent of card ``name`` has haste with the permanents ``names`` (card names) on the battlefield:
    its own, or a Goblin's from Goblin Warchief (CR 702.10c).

    >>> has_haste("Ignoble Hierarch", ["Forest"]), has_haste("Ignoble Hierarch", ["Goblin Warchief"])
    (False, True)
    """
    card = CARDS[name]
    return card.haste or ("Goblin" in card.subtypes and any(CARDS[n].static == "warchief" for n in names))


def _can_tap(p: Perm, perms: tuple[Perm, ...]) -> bool:
    card = CARDS[p.name]
    return not p.tapped and not (card.is_creature and p.sick and not has_haste(p.name, [q.name for q in perms]))


def _activations(perms: tuple[Perm, ...], pool: tuple[int, ...]):
    """Every mana ability activation now: (words, permanents after, pool after, life lost)."""
    for i, p in enumerate(perms):
        if i and perms[i - 1] == p or not _can_tap(p, perms):
            continue  # one of several identical permanents is enough
        rest = perms[:i] + perms[i + 1:]
        tapped = _with_perm(rest, Perm(p.name, True, p.sick))
        for ability in abilities_of(p.name, [q.name for q in perms]):
            if not ability.allowed(q.name for q in perms):
                continue
            pools = pays_from(pool, ability.cost) if ability.cost else {pool}
            for paid in sorted(pools):
                for adds, damage in ability.adds(q.name for q in perms):
                    if ability.sacrifice:
                        yield f"sacrifice {p.name} for {adds}", rest, _add(paid, adds), damage
                    else:
                        yield f"tap {p.name} for {adds}", tapped, _add(paid, adds), damage


def windows(perms: tuple[Perm, ...], pool: tuple[int, ...], seen: dict | None = None):
    """Every state mana abilities activated one after another reach from ``perms`` and ``pool`` (none activated
    too): (words, permanents after, pool after, life lost) — what a spell being paid for may do after its cost was
    locked in (CR 601.2g, 605.3a). ``seen``: a memo shared across calls."""
    seen = {} if seen is None else seen
    key = (perms, pool)
    if key not in seen:
        out = {((), perms, pool, 0)}
        for words, after, pool_after, damage in _activations(perms, pool):
            out |= {((words,) + w, p, q, damage + d) for w, p, q, d in windows(after, pool_after, seen)}
        seen[key] = sorted(out)
    return seen[key]


def _loyalty_untaps(perms: tuple[Perm, ...]):
    """Every activation now of a loyalty ability that untaps a permanent (Kiora's "−1: Untap target permanent.", CR
    606.3): one not yet activated this turn (its permanent untapped, see :data:`CARDS`) untaps one tapped permanent
    of yours (CR 106.12): (words, permanents after)."""
    for i, p in enumerate(perms):
        if (i and perms[i - 1] == p) or p.tapped or CARDS[p.name].static != "loyalty_untap":
            continue
        used = perms[:i] + (Perm(p.name, True, p.sick),) + perms[i + 1:]
        for j, q in enumerate(used):  # not a planeswalker: its status here is its ability used, which no untap resets
            if j == i or not q.tapped or (j and used[j - 1] == q) or CARDS[q.name].static == "loyalty_untap":
                continue
            yield f"{p.name}: untap {q.name}", tuple(sorted(used[:j] + (Perm(q.name, False, q.sick),) + used[j + 1:]))


def _fetches(perms: tuple[Perm, ...], library: tuple[str, ...]):
    """Every fetchland crack now: (words, permanents after, library after, life paid). The land found enters
    untapped; finding nothing is allowed ("search for a card with a stated quality", CR 701.23d) and never better."""
    for i, p in enumerate(perms):
        card = CARDS[p.name]
        if (i and perms[i - 1] == p) or p.tapped or not card.effect.startswith("fetch "):
            continue
        rest = perms[:i] + perms[i + 1:]
        wanted = set(card.effect.split()[1:])
        yield f"crack {p.name}, finding nothing", rest, library, 1
        for found in sorted(set(library)):
            if wanted & CARDS[found].subtypes:
                yield (f"crack {p.name} for {found}", _with_perm(rest, Perm(found, False, True)),
                       _without(library, found), 1)


# ---------------------------------------------------------------------------------------------------- the search
@dataclass(frozen=True)
class Answer:
    """The brute force's answer.

    ``possible``: every candidate can be cast this turn. ``cast`` and ``mana_value``: the most candidates castable
    and, among plans casting that many, the greatest total mana value of them. ``kept`` (None without ``keep``),
    ``helpers`` (spells cast that are not candidates, and the land play) and ``life_lost``: the best plan's, in the
    order asked (:data:`TURN_ORDER`: kept payable, then the fewest helpers, then the least life). ``plan``: one
    best plan, move by move, in words. ``states``: states looked at.
    """

    possible: bool
    cast: int
    mana_value: int
    life_lost: int
    kept: bool | None
    plan: tuple[str, ...]
    candidates: int
    states: int = 0
    helpers: int = 0
    sacrificed: int = 0


#: The components of a plan's value, each a sum over its moves (``kept``: at the end), and their directions.
COMPONENTS = {"cast": 1, "mana_value": 1, "kept": 1, "helpers": -1, "life": -1, "sacrificed": -1}
#: The order ``manaplan turn`` documents (SPEC "turn --json", solver/turn/solve.py): the most candidates, then their
#: greatest total mana value, the kept cost payable ("plans that leave COST payable come first"), the fewest helpers
#: ("a helper is used only when it lets more candidates be cast"; the land play is one), then the least life.
TURN_ORDER = ("cast", "mana_value", "kept", "helpers", "life", "sacrificed")
#: The order of ``pay`` for the kept cost (life before keep), for comparison.
PAY_ORDER = ("cast", "mana_value", "helpers", "life", "sacrificed", "kept")


def solve(turn: Turn, order: tuple[str, ...] = TURN_ORDER) -> Answer:
    """Search every order of land play, mana abilities and casts, and every way of paying, for the best turn:
    lexicographically by ``order`` (names of :data:`COMPONENTS`)."""
    statics_of = {}
    keep = parse_cost(turn.keep) if turn.keep else None
    best: dict[_State, tuple[tuple[int, ...], tuple[str, ...]]] = {}
    keep_memo: dict[tuple, bool] = {}
    window_memo: dict = {}
    sign = tuple(COMPONENTS[name] for name in order)
    at = {name: k for k, name in enumerate(order)}

    def vector(**parts: int) -> tuple[int, ...]:
        return tuple(sign[at[name]] * parts.get(name, 0) for name in order)

    def statics(perms: tuple[Perm, ...]) -> Counter:
        if perms not in statics_of:
            statics_of[perms] = static_counts(p.name for p in perms)
        return statics_of[perms]

    def keep_payable(perms: tuple[Perm, ...], pool: tuple[int, ...], library: tuple[str, ...]) -> bool:
        """Whether ``keep`` can be paid from this pool, these permanents' mana abilities and fetchlands."""
        key = (perms, pool, library)
        if key not in keep_memo:
            keep_memo[key] = bool(pays_from(pool, keep)) or any(
                keep_payable(after, pool_after, library) for _, after, pool_after, _ in _activations(perms, pool)) \
                or any(keep_payable(after, pool, lib) for _, after, lib, _ in _fetches(perms, library))
        return keep_memo[key]

    def moves(s: _State):
        """(words, next state, the move's value vector) for every legal move from ``s``, each land entering in it
        (played, fetched, found) triggering Lotus Cobra (:func:`_landfall`)."""
        for words, after, gain in plain_moves(s):
            if words.startswith("tap "):  # a mana ability puts no land onto the battlefield
                yield words, after, gain
                continue
            for more, landed in _landfall(s.perms, after):
                yield words + more, landed, gain

    def plain_moves(s: _State):
        """(words, next state, the move's value vector) for every legal move from ``s``."""
        for words, perms, pool, damage in _activations(s.perms, s.pool):
            yield words, _State(perms, s.hand, s.library, pool, s.land_played, s.wanted), vector(life=damage)
        for words, perms in _loyalty_untaps(s.perms):
            yield words, _State(perms, s.hand, s.library, s.pool, s.land_played, s.wanted), vector()
        for words, perms, library, life in _fetches(s.perms, s.library):
            yield words, _State(perms, s.hand, library, s.pool, s.land_played, s.wanted), vector(life=life,
                                                                                                  sacrificed=1)
        for name in sorted(set(s.hand)):
            card = CARDS[name]
            hand = _without(s.hand, name)
            if card.is_land:
                if s.land_played < land_plays(p.name for p in s.perms):  # CR 305.2, 305.2a
                    perms = _with_perm(s.perms, Perm(name))
                    yield f"play {name}", _State(perms, hand, s.library, s.pool, s.land_played + 1, s.wanted), \
                        vector(helpers=1)
                continue
            counted = name in s.wanted
            wanted = _without(s.wanted, name) if counted else s.wanted
            gain = vector(cast=1, mana_value=card.mana_value) if counted else vector(helpers=1)
            # affinity: its cost is locked in with the artifacts there, then mana abilities may sacrifice them
            paying = windows(s.perms, s.pool, window_memo) if card.affinity else [((), s.perms, s.pool, 0)]
            for way, cost, kept in routes(card, statics(s.perms), hand):
                for during, perms_paying, pool_paying, damage in paying:
                    said = f" ({', '.join(during)} while paying)" if during else ""
                    for paid in sorted(pays_from(pool_paying, cost)):
                        for gone, perms in _sacrifices(card, perms_paying):
                            more = vector(sacrificed=1 if gone else 0, life=damage)
                            for words, after in _resolve(card, _State(perms, kept, s.library, paid, s.land_played,
                                                                      wanted)):
                                yield (f"cast {name} for {cost.text()}{way}{said}{gone}{words}", after,
                                       tuple(a + b for a, b in zip(gain, more)))

    def value(s: _State) -> tuple[tuple[int, ...], tuple[str, ...]]:
        if s in best:
            return best[s]
        result = (vector(kept=1 if keep is None or keep_payable(s.perms, s.pool, s.library) else 0), ())
        for words, after, gain in moves(s):
            rest, plan = value(after)
            candidate = (tuple(a + b for a, b in zip(gain, rest)), (words,) + plan)
            if candidate[0] > result[0]:
                result = candidate
        best[s] = result
        return result

    start = _State(tuple(sorted(turn.battlefield)), tuple(sorted(turn.hand)), tuple(sorted(turn.library)),
                   _pool(turn.pool), plays_used(turn), turn.wanted())
    total, plan = value(start)
    got = {name: sign[at[name]] * total[at[name]] for name in order}
    n = len(turn.wanted())
    return Answer(got["cast"] == n, got["cast"], got["mana_value"], got["life"],
                  None if keep is None else bool(got["kept"]), plan, n, len(best), got["helpers"],
                  got.get("sacrificed", 0))


def _landfall(before: tuple[Perm, ...], s: _State):
    """Every way Lotus Cobra's triggers ("Whenever a land you control enters, add one mana of any color.") resolve
    after a move from permanents ``before`` to state ``s``: one trigger per Lotus Cobra and land entering (CR 603.2c),
    each resolving before the next spell (CR 603.3), one mana of any color each: (words, state after)."""
    lands = Counter(p.name for p in s.perms if CARDS[p.name].is_land)
    lands.subtract(Counter(p.name for p in before if CARDS[p.name].is_land))
    triggers = sum(n for n in lands.values() if n > 0) * sum(p.name == "Lotus Cobra" for p in s.perms)
    if not triggers:
        yield "", s
        return
    for colors in combinations_with_replacement(COLORS, triggers):
        yield f" (Lotus Cobra adds {''.join(colors)})", replace(s, pool=_add(s.pool, "".join(colors)))


def _sacrifices(card: Card, perms: tuple[Perm, ...]):
    """Every way to pay ``card``'s additional cost: (words, permanents after) — nothing to do without one; one
    permanent of each name and status that fits it (CR 601.2h), whatever its state."""
    if not card.sacrifice:
        yield "", perms
        return
    for i, p in enumerate(perms):
        if (i and perms[i - 1] == p) or not CARDS[p.name].fits(card.sacrifice):
            continue
        yield f", sacrificing {p.name}", perms[:i] + perms[i + 1:]


def enchanted(name: str, extra: str) -> str:
    """The card name of a land of card ``name`` enchanted by an Aura whose trigger adds ``extra`` as it is tapped for
    mana (``'G'``, ``'GG'``, ``'any'``: one mana of any color), each of its mana abilities adding that too (CR
    605.1b); registered in :data:`CARDS` (a land enchanted twice: both).

    >>> [a.choices for a in CARDS[enchanted("Forest", "G")].abilities]
    [(('GG', 0),)]
    """
    out = f"{name}+{extra}"
    if out not in CARDS:
        base = CARDS[name]
        adds = COLORS if extra == "any" else (extra,)
        CARDS[out] = replace(base, name=out, abilities=tuple(
            replace(a, choices=tuple((types + more, damage) for types, damage in a.choices for more in adds))
            for a in base.abilities))
    return out


def enters_tapped(perms) -> bool:
    """Whether a permanent put onto the battlefield tapped stays tapped: not where Amulet of Vigor is there to untap
    it."""
    return not any(CARDS[p.name if isinstance(p, Perm) else p].static == "amulet" for p in perms)


def _resolve(card: Card, s: _State):
    """Every way ``card`` can resolve on state ``s`` (its cost already paid): (words, state after)."""
    effect = card.effect
    if card.is_permanent:  # it enters; then its enters trigger, if any, resolves (CR 603.3, 603.6a)
        s = _State(_with_perm(s.perms, Perm(card.name, False, True)), s.hand, s.library, s.pool, s.land_played,
                   s.wanted)
        if not effect:
            yield "", s
            return
    if effect.startswith("tokens "):  # the tokens enter, summoning sick (CR 302.6), one permanent each
        _, name, n = effect.split()
        yield "", _State(_with_perm(s.perms, *(Perm(name, False, True) for _ in range(int(n)))), s.hand, s.library,
                         s.pool, s.land_played, s.wanted)
        return
    if effect.startswith("ritual "):
        yield "", _State(s.perms, s.hand, s.library, _add(s.pool, effect.split()[1]), s.land_played, s.wanted)
        return
    if effect.startswith("untap "):  # up to N lands untapped, each once, as it resolves (CR 106.12, 608.2)
        tapped = [i for i, p in enumerate(s.perms) if p.tapped and CARDS[p.name].is_land]
        for k in range(min(int(effect.split()[1]), len(tapped)) + 1):
            for chosen in combinations(tapped, k):
                perms = tuple(sorted(Perm(p.name, False, p.sick) if i in chosen else p for i, p in enumerate(s.perms)))
                yield "", _State(perms, s.hand, s.library, s.pool, s.land_played, s.wanted)
        return
    if effect.startswith("aura "):  # it enchants a land of yours, its target (CR 303.4a): none, no cast
        for i, p in enumerate(s.perms):
            if (i and s.perms[i - 1] == p) or not CARDS[p.name].is_land:
                continue
            name = enchanted(p.name, effect.split()[1])
            perms = tuple(sorted(s.perms[:i] + (Perm(name, p.tapped, p.sick),) + s.perms[i + 1:]))
            yield f" (enchanting {p.name})", _State(perms, s.hand, s.library, s.pool, s.land_played, s.wanted)
        return
    basics = sorted({c for c in s.library if CARDS[c].basic})
    tapped = enters_tapped(s.perms)  # Amulet of Vigor untaps what is put there tapped
    if effect == "grazer":  # a land card of your hand onto the battlefield tapped, or none
        yield " (putting no land)", s
        for a in sorted({c for c in s.hand if CARDS[c].is_land}):
            yield (f" (putting {a} onto the battlefield{' tapped' if tapped else ', untapped by Amulet of Vigor'})",
                   _State(_with_perm(s.perms, Perm(a, tapped, True)), _without(s.hand, a), s.library, s.pool,
                          s.land_played, s.wanted))
        return
    if effect == "cultivate":  # up to two basics: one onto the battlefield tapped, the other into your hand
        yield " (finding nothing)", s
        for a in basics:  # one found: onto the battlefield tapped
            yield (f" ({a} onto the battlefield tapped)",
                   _State(_with_perm(s.perms, Perm(a, tapped, True)), s.hand, _without(s.library, a), s.pool,
                          s.land_played, s.wanted))
        for a in basics:
            for b in basics:
                if a == b and s.library.count(a) < 2:
                    continue
                library = _without(_without(s.library, a), b)
                yield (f" ({a} onto the battlefield tapped, {b} into your hand)",
                       _State(_with_perm(s.perms, Perm(a, tapped, True)), tuple(sorted(s.hand + (b,))), library,
                              s.pool, s.land_played, s.wanted))
        return
    if effect == "tutor":  # any one card of the library into your hand, to play or cast later this turn
        yield " (finding nothing)", s
        for a in sorted(set(s.library)):
            yield (f" ({a} into your hand)", _State(s.perms, tuple(sorted(s.hand + (a,))), _without(s.library, a),
                                                    s.pool, s.land_played, s.wanted))
        return
    if effect == "infernal":  # a card named as one still in your hand; with none there (hellbent), any card
        yield " (finding nothing)", s
        for a in sorted(set(s.library) & set(s.hand) if s.hand else set(s.library)):
            yield (f" ({a} into your hand{'' if s.hand else ', hellbent'})",
                   _State(s.perms, tuple(sorted(s.hand + (a,))), _without(s.library, a), s.pool, s.land_played,
                          s.wanted))
        return
    if effect in ("natures_lore", "rampant_growth"):
        yield " (finding nothing)", s
        for a in sorted(set(s.library)):
            land = CARDS[a]
            if effect == "natures_lore" and "Forest" not in land.subtypes:
                continue
            if effect == "rampant_growth" and not land.basic:
                continue
            put_tapped = effect == "rampant_growth" and tapped  # Nature's Lore's land enters untapped
            yield (f" ({a} onto the battlefield{' tapped' if put_tapped else ''})",
                   _State(_with_perm(s.perms, Perm(a, put_tapped, True)), s.hand, _without(s.library, a), s.pool,
                          s.land_played, s.wanted))
        return
    yield "", s  # a spell whose effect makes no mana


# ---------------------------------------------------------------------------------------------------- board files
def turn_from_data(data: dict, candidates: tuple[str, ...] | None = None, keep: str | None = None) -> Turn:
    """A :class:`Turn` from a board file's keys (``permanents``, ``hand``, ``library``, ``land_played``, ``pool``,
    ``life``); any other key is an error, so a scenario never says more than the brute force reads."""
    perms = []
    for entry in data.get("permanents") or []:
        if isinstance(entry, str):
            entry = {"card": entry}
        if set(entry) - {"card", "count", "tapped", "sick", "id"}:
            raise ValueError(f"the brute force does not read {entry}")
        name = entry["card"]
        if name not in CARDS:
            raise ValueError(f"the brute force does not know {name!r}")
        perms += [Perm(name, bool(entry.get("tapped")), bool(entry.get("sick")))] * int(entry.get("count", 1))

    def names(key: str) -> tuple[str, ...]:
        value = data.get(key) or []
        value = [value] if isinstance(value, str) else value
        for name in value:
            if name not in CARDS:
                raise ValueError(f"the brute force does not know {name!r}")
        return tuple(value)

    unknown = set(data) - {"permanents", "hand", "library", "land_played", "pool", "life"}
    if unknown:
        raise ValueError(f"the brute force does not read {sorted(unknown)}")
    library = names("library")
    return Turn(tuple(perms), names("hand"), library, bool(data.get("land_played", False)), data.get("pool") or "",
                candidates, keep)


def load_turn(path: str | Path, candidates: tuple[str, ...] | None = None, keep: str | None = None) -> Turn:
    """:func:`turn_from_data` of a YAML board file."""
    import yaml

    return turn_from_data(yaml.safe_load(Path(path).read_text()) or {}, candidates, keep)
