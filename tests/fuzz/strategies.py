"""Hypothesis strategies for hostile input to the command line: board files (YAML, JSON, TOML text), inline
boards, costs, flags and card text. Shared by the in-process fuzz tests and ``benchmarks/fuzz_corpus.py``."""

from __future__ import annotations

import json
import math

from hypothesis import strategies as st

#: Characters a terminal acts on, and other trouble: C0, DEL, C1, bidi, separators, and look-alike digits.
NASTY_CHARS = ("\x00\x01\x07\x08\t\n\r\x0b\x0c\x1b\x7f\x85\x9b\x9d\u061c\u200e\u202a\u202e\u2066\u2028\u2029"
               "\ufeff\u00b2\u0661\u0662\u00bd\u2155\u2160\uff11")
ESCAPES = ["\x1b]0;PWNED\x07", "\x1b[2J", "\x1b[31m", "\x1b[8m", "\x1b]8;;http://x/\x1b\\", "\x9b31m", "\r", "\\",
           '"', "'", "{", "}", "(", ")", ",", ":", "#", "&a", "*a", "!!int", "%", "@", "`", "|", ">", "- ", "\n"]
CARD_NAMES = ["Forest", "Island", "Sol Ring", "Llanowar Elves", "Utopia Sprawl", "Gemstone Mine", "Treasure",
              "Birds of Paradise", "Urborg, Tomb of Yawgmoth", "Marwyn, the Nurturer", "Basalt Monolith",
              "Mana Vault", "Gilded Lotus", "Lightning Bolt", "Counterspell", "Fire // Ice", "Mishra's Workshop",
              "Eldrazi Spawn", "Dark Ritual", "Jeweled Amulet", "Springleaf Drum", "Cabal Coffers"]
BOARD_KEYS = ["life", "land_played", "permanents", "hand", "library_top", "graveyard", "pool", "commander_colors",
              "effects", "facts", "lfie"]
PERMANENT_KEYS = ["card", "count", "sick", "tapped", "haste", "token", "counters", "controller", "attached_to",
                  "chosen", "id", "name", "type", "text", "mana_cost", "power", "toughness", "level", "attacking",
                  "renowned", "entered", "bogus"]
COST_PIECES = ["{", "}", "/", "W", "U", "B", "R", "G", "C", "X", "S", "P", "Q", "T", "0", "1", "2", "9", "10",
               "{2/W}", "{W/P}", "{G/W/P}", "{X}", "{S}", "{100000}", "{100001}", "{9223372036854775807}",
               "99999999999999999999", "²", "١", "½", " ", "", "{W/U}", "{C}"]
#: Card text the solver is known to take minutes and gigabytes on (issue 15, the solver's part: produce on "Add 100
#: mana of any one color" with --time-limit 1 ran 100 s at 4 GB); left to benchmarks/fuzz_corpus.py, which runs
#: each input as a process with a timeout and a memory limit, not to the in-process suite.
SOLVER_SLOW_TEXT = ["{T}: Add 100 mana of any one color.", "{T}: Add 1000 mana of any one color."]
TEXT_PIECES = ["{T}: Add {G}.", "{T}: Add three mana of any one color.", "{1}: Untap this artifact.",
               "Remove 0 charge counters from this artifact: Add {C}.", "{T}, Remove a charge counter from ~: ",
               "Add {C}{C}.", "(", ")", "((((", "))))", "Add X mana", "Add 10000000000000000000000000000 {R}.",
               "Sacrifice ~: Add one mana of any color.", "{Q}: Add {U}.", "Add ² mana.", "\n", "As ~ enters, "
               "choose a color.", "Add one mana of the chosen color.", "Pay 0 life: Add {B}."]


def nasty_text(max_size: int = 12) -> st.SearchStrategy[str]:
    """Short strings of hostile characters, escape sequences, card names and YAML/JSON punctuation."""
    piece = st.one_of(
        st.sampled_from(ESCAPES),
        st.sampled_from(CARD_NAMES),
        st.text(alphabet=NASTY_CHARS, max_size=3),
        st.text(max_size=4),
    )
    return st.lists(piece, max_size=max_size).map("".join)


def numbers() -> st.SearchStrategy:
    return st.one_of(
        st.integers(min_value=-3, max_value=30),
        st.sampled_from([0, -1, 10_000, 10_001, 100_000, 100_001, 2**31, 2**63 - 1, 2**63, -(2**63), 10**28]),
        st.integers(),
        st.floats(allow_nan=True, allow_infinity=True),
        st.booleans(),
    )


def scalars() -> st.SearchStrategy:
    return st.one_of(numbers(), nasty_text(), st.sampled_from(CARD_NAMES), st.none(),
                     st.sampled_from(["U", "G", "Q", "C", "WU", "2001-13-01", "yes", "opp", "you"]))


def values(depth: int = 3) -> st.SearchStrategy:
    return st.recursive(scalars(), lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.one_of(st.sampled_from(PERMANENT_KEYS), nasty_text(3)),
                                                     inner, max_size=4)), max_leaves=12)


def permanent() -> st.SearchStrategy:
    mapping = st.fixed_dictionaries(
        {},
        optional={key: (st.sampled_from(CARD_NAMES) | nasty_text()) if key in ("card", "name", "id", "attached_to")
                  else (st.sampled_from(TEXT_PIECES * 2).flatmap(lambda t: st.just(t)) | nasty_text())
                  if key == "text"
                  else st.dictionaries(st.sampled_from(["charge", "mining", "+1/+1", "lore", "level", ""]),
                                       numbers(), max_size=2) if key == "counters"
                  else scalars()
                  for key in PERMANENT_KEYS})
    return st.one_of(st.sampled_from(CARD_NAMES), nasty_text(), mapping, values())


def board_data() -> st.SearchStrategy:
    """A board as data: mostly the right shape, with hostile values."""
    zone = st.one_of(st.lists(st.one_of(st.sampled_from(CARD_NAMES), nasty_text(), permanent()), max_size=3),
                     st.sampled_from(CARD_NAMES), scalars())
    return st.fixed_dictionaries({}, optional={
        "life": numbers(),
        "land_played": scalars(),
        "permanents": st.lists(permanent(), max_size=5),
        "hand": zone,
        "library_top": zone,
        "graveyard": zone,
        "effects": zone,
        "pool": st.one_of(cost_text(), scalars()),
        "commander_colors": st.one_of(scalars(), st.lists(scalars(), max_size=3)),
        "facts": st.dictionaries(st.sampled_from(["cards_in_hand", "speed", "monarch", "initiative", "party_size",
                                                  "nope"]), numbers(), max_size=3),
        "lfie": scalars(),
    }) | values()


def cost_text() -> st.SearchStrategy[str]:
    return st.lists(st.sampled_from(COST_PIECES), max_size=8).map("".join) | nasty_text(4)


def _toml_value(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return "nan" if math.isnan(value) else ("inf" if value > 0 else "-inf") if math.isinf(value) else repr(value)
    if isinstance(value, str):
        return json.dumps(value)
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(v) for v in value if v is not None) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{json.dumps(str(k))} = {_toml_value(v)}" for k, v in value.items()
                               if v is not None) + "}"
    return '""'


def _yaml_text(data) -> str:
    import yaml

    return yaml.safe_dump(data, allow_unicode=True, default_flow_style=None, sort_keys=False)


def board_file() -> st.SearchStrategy[tuple[str, str]]:
    """(extension, text) of a board file: generated data in one format, or raw hostile text."""
    raw = st.sampled_from([
        "life: 2001-13-01\n", "life: !!timestamp 2001-13-01\n", "life: !!int 'x'\n", "life: " + "9" * 5000 + "\n",
        "[" * 500 + "]" * 500, '{"a":' * 500 + "1" + "}" * 500, "a = " + "[" * 500 + "]" * 500,
        "a: &a [x,x,x,x,x,x,x,x,x]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\n"
        "d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]\nf: [*e,*e,*e,*e,*e,*e,*e,*e,*e]\n",
        "permanents:\n  - &e {card: Forest, count: 10000}\n  - *e\n", '{"permanents": ["\\ud800"]}',
        "permanents: [{card: Utopia Sprawl, id: a, attached_to: b}, {card: Utopia Sprawl, id: b, attached_to: a}]",
        "permanents: [{card: Forest, id: f}, {card: Island, attached_to: f}]", "\x00\x01", "\ufeff{}", "",
        "---\n...\n---\n", "? [a]\n: b\n", "!!python/object:os.system\n",
    ])
    return st.one_of(
        st.tuples(st.just(".json"), board_data().map(lambda d: json.dumps(d, ensure_ascii=True))),
        st.tuples(st.just(".yaml"), board_data().map(_yaml_text)),
        st.tuples(st.just(".toml"), board_data().filter(lambda d: isinstance(d, dict)).map(
            lambda d: "\n".join(f"{json.dumps(str(k))} = {_toml_value(v)}" for k, v in d.items() if v is not None))),
        st.tuples(st.sampled_from([".yaml", ".json", ".toml", ".txt"]), raw),
        st.tuples(st.sampled_from([".yaml", ".json", ".toml"]), nasty_text(20)),
    )


def inline_board() -> st.SearchStrategy[str]:
    flag = st.sampled_from(["sick", "tapped", "untapped", "haste", "token", "opp", "yours", "id=x", "chosen=Q",
                            "on=Forest#1", "mining=2", "charge=99999999999999", "mining=١", "=", "bogus"])
    entry = st.tuples(
        st.sampled_from(CARD_NAMES) | nasty_text(3),
        st.sampled_from(["", " x3", " x١٢", " x99999999999999999999", "*2", " x 0"]),
        st.lists(flag, max_size=3),
    ).map(lambda t: t[0] + t[1] + (f" ({', '.join(t[2])})" if t[2] else ""))
    return st.lists(entry | nasty_text(3), max_size=4).map(", ".join)


def options() -> st.SearchStrategy[list[str]]:
    """Extra options for pay / produce / cast."""
    limit = st.sampled_from(["nan", "inf", "-1", "0", "0.5", "1e400", "abc", "2"])
    return st.lists(st.one_of(
        st.tuples(st.just("--time-limit"), limit),
        st.tuples(st.just("--keep"), cost_text()),
        st.tuples(st.just("--x"), st.sampled_from(["0", "3", "-1", "9223372036854775807", "x", "١"])),
        st.tuples(st.just("--max-x")),
        st.tuples(st.just("--json")),
        st.tuples(st.just("--explain")),
        st.tuples(st.just("--for"), st.sampled_from(CARD_NAMES) | nasty_text(3)),
    ), max_size=3).map(lambda parts: [p for part in parts for p in part])


#: Spells a hostile turn names (with the lands and unknown names of CARD_NAMES and nasty_text).
TURN_SPELLS = ["Sol Ring", "Dark Ritual", "Cultivate", "Counterspell", "Lightning Bolt", "Llanowar Elves",
               "Elvish Spirit Guide", "Fire // Ice", "Fire", "Ice", "Goblin Electromancer", "Polluted Delta",
               "Nature's Lore", "Dark Ritul", "sol ring", "  Sol Ring  "]
_TURN_CASTABLE = ["Sol Ring", "Dark Ritual", "Cultivate", "Counterspell", "Lightning Bolt", "Llanowar Elves",
                  "Elvish Spirit Guide", "Fire // Ice", "Goblin Electromancer", "Nature's Lore", "Mind Stone",
                  "Rampant Growth", "Grizzly Bears", "Forest", "Island", "Polluted Delta"]


def _hostile_often(good: st.SearchStrategy, bad: st.SearchStrategy, one_in: int = 8) -> st.SearchStrategy:
    """``bad`` about one time in ``one_in``, else ``good``."""
    return st.integers(0, one_in - 1).flatmap(lambda n: bad if n == 0 else good)


def turn_hand() -> st.SearchStrategy[list[str]]:
    """A hand for ``turn``: spells, lands, now and then an unknown name or hostile text; sometimes 300 cards."""
    card = _hostile_often(st.sampled_from(_TURN_CASTABLE), st.sampled_from(TURN_SPELLS + CARD_NAMES) | nasty_text(3),
                          40)
    return _hostile_often(st.lists(card, max_size=7), st.builds(
        lambda c: [c[i % len(c)] for i in range(300)], st.lists(st.sampled_from(_TURN_CASTABLE[:8]), min_size=1,
                                                                  max_size=4)))


def _flags() -> st.SearchStrategy[list[str]]:
    return st.lists(st.one_of(
        st.tuples(st.just("--most")),
        st.tuples(st.just("--keep"), _hostile_often(st.sampled_from(["{U}", "{U}{U}", "{1}", "{X}", "G", "{0}"]),
                                                    cost_text())),
        st.tuples(st.just("--json")),
        st.tuples(st.just("--explain")),
    ), max_size=3).map(lambda parts: [p for part in parts for p in part])


def turn_args() -> st.SearchStrategy[list[str]]:
    """The arguments after ``turn BOARD`` when the hand is not known: card names (named twice, a land, unknown,
    with control characters), ``--most``, ``--keep`` (often malformed), ``--explain``, ``--json``; the time limit
    is added by the caller."""
    names = st.lists(st.sampled_from(TURN_SPELLS + CARD_NAMES) | nasty_text(3), max_size=4)
    return st.builds(lambda n, f: [*n, *f], names, _flags())


@st.composite
def turn_case(draw) -> tuple[tuple[str, str], list[str]]:
    """A board file for ``turn`` and the arguments after it: names mostly from its hand (a copy named twice, a land,
    an unknown or hostile name now and then), flags; sometimes a hostile board (:func:`board_file`)."""
    data = draw(st.fixed_dictionaries({
        "permanents": st.lists(_hostile_often(st.sampled_from(["Forest", "Island", "Swamp", "Mountain", "Sol Ring",
                                                               "Llanowar Elves", "Polluted Delta", "Gaea's Cradle"]),
                                              nasty_text(3), 40), max_size=6),
        "hand": turn_hand(),
    }, optional={
        "land_played": st.booleans(),
        "library": st.lists(st.sampled_from(["Forest", "Island", "Swamp", "Plains"]), max_size=3),
        "graveyard": st.lists(st.sampled_from(TURN_SPELLS), max_size=2),
        "life": _hostile_often(st.integers(1, 40), numbers()),
    }))
    hand = [h for h in data["hand"] if isinstance(h, str)] or ["Sol Ring"]
    names = draw(st.lists(_hostile_often(st.sampled_from(hand[:20]), st.sampled_from(TURN_SPELLS) | nasty_text(3),
                                         12), max_size=3))
    file = draw(_hostile_often(st.just((".json", json.dumps(data, ensure_ascii=True))), board_file()))
    return file, [*names, *draw(_flags())]
