"""The cost language (CR 107.4 mana symbols, CR 202 mana cost and mana value)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from manaplan.models.costs import ManaCost, ManaSymbol, SymbolKind, canonical_pair
from manaplan.models.errors import CostSyntaxError, ManaplanError
from manaplan.models.mana import COLORS, ManaType
from manaplan.models.pool import ManaPool

T = ManaType


@pytest.mark.parametrize(
    "text, kind, colors, amount",
    [
        ("{3}", SymbolKind.GENERIC, (), 3),
        ("{0}", SymbolKind.GENERIC, (), 0),
        ("{12}", SymbolKind.GENERIC, (), 12),
        ("{W}", SymbolKind.COLORED, (T.W,), 0),
        ("{g}", SymbolKind.COLORED, (T.G,), 0),
        ("{C}", SymbolKind.COLORLESS, (), 0),
        ("{S}", SymbolKind.SNOW, (), 0),
        ("{X}", SymbolKind.X, (), 0),
        ("{W/U}", SymbolKind.HYBRID, (T.W, T.U), 0),
        ("{2/W}", SymbolKind.MONO_HYBRID, (T.W,), 2),
        ("{W/P}", SymbolKind.PHYREXIAN, (T.W,), 0),
        ("{G/W/P}", SymbolKind.HYBRID_PHYREXIAN, (T.G, T.W), 0),
    ],
)
def test_every_symbol_of_cr_107_4_parses(text, kind, colors, amount):
    sym = ManaSymbol.parse(text)
    assert (sym.kind, sym.colors, sym.amount) == (kind, colors, amount)
    assert sym.text == text.upper() if text != "{g}" else sym.text == "{G}"


@pytest.mark.parametrize(
    "shorthand, braces",
    [
        ("3WU", "{3}{W}{U}"),
        ("XR", "{X}{R}"),
        ("XXG", "{X}{X}{G}"),
        ("10", "{10}"),
        ("2/W2/W", "{2/W}{2/W}"),
        ("W/U B/P", "{W/U}{B/P}"),
        ("G/W/P", "{G/W/P}"),
        ("{2}WU", "{2}{W}{U}"),
        ("0", "{0}"),
        ("", ""),
        ("cs", "{C}{S}"),
    ],
)
def test_shorthand_reads_as_braces(shorthand, braces):
    assert ManaCost.parse(shorthand) == ManaCost.parse(braces)
    assert str(ManaCost.parse(shorthand)) == braces


def test_hybrid_colours_are_put_in_printed_order():
    # CR 107.4e: hybrid symbols are printed W/U, U/B, B/R, R/G, G/W, W/B, U/R, B/G, R/W, G/U
    printed = {"W/U", "U/B", "B/R", "R/G", "G/W", "W/B", "U/R", "B/G", "R/W", "G/U"}
    made = {"/".join(c.value for c in canonical_pair(a, b)) for a in COLORS for b in COLORS if a != b}
    assert made == printed
    assert str(ManaCost.parse("{U/W}{W/G/P}{P/R}")) == "{W/U}{G/W/P}{R/P}"


def test_generic_symbols_merge_and_x_comes_first():
    assert str(ManaCost.parse("{W}{1}{1}")) == "{2}{W}"
    assert str(ManaCost.parse("{R}{X}")) == "{X}{R}"
    assert str(ManaCost.parse("{0}{W}")) == "{W}"


def test_no_cost_differs_from_zero_cost():
    # CR 202.1b: an object with no mana symbols has no mana cost; {0} is a cost of zero.
    assert ManaCost.parse("") != ManaCost.parse("{0}")
    assert ManaCost.parse("").mana_value == ManaCost.parse("{0}").mana_value == 0


@pytest.mark.parametrize(
    "text, mv",
    [("{3}{W}{U}", 5), ("{X}{R}", 1), ("{2/W}{2/W}{2/W}", 6), ("{W/P}{W/P}", 2), ("{G/W/P}", 1),
     ("{S}{S}", 2), ("{C}", 1), ("{0}", 0), ("{W/U}{W/U}", 2)],
)
def test_mana_value_cr_202_3(text, mv):
    assert ManaCost.parse(text).mana_value == mv


def test_x_is_zero_except_on_the_stack_cr_202_3e():
    cost = ManaCost.parse("{X}{X}{R}")
    assert cost.mana_value == 1 and cost.mana_value_with(x=2) == 5
    assert cost.with_x(2) == ManaCost.parse("{4}{R}")
    with pytest.raises(ValueError):
        cost.with_x(-1)


def test_repr_rebuilds_the_value():
    cost = ManaCost.parse("{2}{W}")
    assert repr(cost) == "ManaCost.parse('{2}{W}')"
    assert eval(repr(cost)) == cost
    assert eval(repr(cost.symbols[1])) == cost.symbols[1]


@pytest.mark.parametrize(
    "text, bad, position",
    [("{W}{oops}", "{oops}", 3), ("3WQ", "Q", 2), ("{2}{W", "{W", 3), ("{W/W}", "{W/W}", 0),
     ("{2/P}", "{2/P}", 0), ("W//U", "/", 1), ("{H}", "{H}", 0)],
)
def test_a_malformed_cost_points_at_the_bad_symbol(text, bad, position):
    with pytest.raises(CostSyntaxError) as err:
        ManaCost.parse(text)
    assert err.value.symbol == bad and err.value.position == position
    assert isinstance(err.value, ManaplanError)
    assert bad in str(err.value) and text in str(err.value)


def test_cost_addition_keeps_canonical_form():
    assert ManaCost.parse("{1}{W}") + ManaCost.parse("{2}{U}") == ManaCost.parse("{3}{W}{U}")


def test_pool_holds_only_types_of_mana():
    assert ManaPool.parse("{R}{R}{C}")[T.R] == 2
    assert str(ManaPool.parse("gwg")) == "{W}{G}{G}"
    for bad in ("{2}", "{W/U}", "{X}", "{S}"):
        with pytest.raises(CostSyntaxError):
            ManaPool.parse(bad)


symbol_texts = st.sampled_from(
    ["{0}", "{1}", "{2}", "{7}", "{W}", "{U}", "{B}", "{R}", "{G}", "{C}", "{S}", "{X}", "{W/U}", "{B/G}",
     "{R/W}", "{2/W}", "{2/B}", "{W/P}", "{G/P}", "{G/W/P}", "{U/R/P}"]
)


@given(st.lists(symbol_texts, max_size=8))
def test_parse_after_print_is_the_identity(symbols):
    cost = ManaCost.parse("".join(symbols))
    assert ManaCost.parse(str(cost)) == cost
    assert str(ManaCost.parse(str(cost))) == str(cost)
    assert eval(repr(cost)) == cost
