"""Doubling Cube ("{3}, {T}: Double the amount of each type of mana in your mana pool.") in ``pay`` and ``produce``:
one small board file (tests/pay_boards/cube_*.yaml) per behaviour, every plan replayed step by step.

Rules: doubling the amount of a type of mana in a pool adds as much mana of that type as the pool holds (CR 701.9f);
the Cube's ability is a mana ability (CR 605.1a), so it resolves at once, after its own {3} was paid (CR 605.3a,
601.2g-h): what it doubles is the pool at that moment. The types are the five colours and colorless (CR 106.1b); a
spending restriction is not a type, so the mana it adds has none (the Cube's Gatherer rulings: Mishra's Workshop's
mana doubled is not restricted); mana from a snow source is snow (CR 107.4h), and the Cube is not one.
"""

from __future__ import annotations

from pathlib import Path

from manaplan.cli.plan_words import doing_words, mana_words
from manaplan.models.board_files import board_from_data, load_board
from manaplan.models.mana import ManaType as T
from manaplan.solver.pay.solve import solve_payment
from manaplan.solver.produce.solve import produce

from manaplan_tests import load_helper

BOARDS = Path(__file__).resolve().parents[1] / "pay_boards"


def _replayer():
    return load_helper("engine/plan_replay")


def pay(board_file: str, cost: str, **kwargs):
    """Pay and, when payable, replay the plan on the board as a player would (tests/engine/plan_replay.py)."""
    board = load_board(BOARDS / board_file)
    payment = solve_payment(board, cost, **kwargs)
    if payment.payable and "{S}" not in cost:  # the replay does not follow snow
        _replayer().replay(board, cost, payment)
    return payment


def cube_step(payment):
    (step,) = [s for s in payment.steps if s.card == "Doubling Cube"]
    return step


# ---------------------------------------------------------------------------------------------------- pay
def test_cr701_9f_the_cube_doubles_what_the_pool_holds_after_its_own_cost():
    """Eight Forests: three pay the Cube's {3} (CR 601.2g-h: mana abilities before the payment), five {G} are left,
    and the Cube adds as much again (CR 701.9f): X is 10, the Cube last, after every Forest."""
    p = pay("cube_forests_eight.yaml", "{X}", max_x=True)
    assert p.x == 10 and p.optimal
    step = cube_step(p)
    assert step is p.steps[-1] and step.action == "tap"
    assert mana_words(step.adds) == "{G}{G}{G}{G}{G}"
    assert "doubling the pool ({G}{G}{G}{G}{G} → " + "{G}" * 10 + ")" in doing_words(step)
    assert len(step.paying) == 3 and all(paid.source.startswith("Forest#") for paid in step.paying)
    assert p.mana_left.total == 0


def test_cr701_9f_five_forests_make_five_not_more_the_cube_would_make_four():
    """Five Forests: three pay the Cube, the two left double to four — fewer than the Forests' five. {5} is paid
    without the Cube, {6} is not payable, and the reason names the Cube's doubling."""
    five = pay("cube_forests_five.yaml", "{5}")
    assert five.payable and "Doubling Cube#1" not in five.tapped
    assert pay("cube_forests_five.yaml", "{X}", max_x=True).x == 5
    six = pay("cube_forests_five.yaml", "{6}")
    assert not six.payable and six.optimal
    assert "Doubling Cube#1 doubles only the mana left in your pool after its own cost is paid" in six.reason
    assert "not understood" not in six.reason


def test_cr701_9f_doubling_an_empty_pool_adds_nothing():
    """Sol Ring and a Forest pay the Cube and leave nothing in the pool: the Cube adds nothing, so the board makes
    three, never four."""
    assert pay("cube_empty_pool.yaml", "{X}", max_x=True).x == 3
    assert not pay("cube_empty_pool.yaml", "{4}").payable


def test_cr605_3a_the_cube_comes_after_the_lands_and_the_signet_it_doubles():
    """A Forest pays the Signet, three pay the Cube: the Signet's {W}{U} and two {G} are in the pool when the Cube
    resolves (a mana ability resolves at once, CR 605.3a), so the order is lands, Signet, Cube."""
    p = pay("cube_signet.yaml", "{W}{W}{U}{U}{G}{G}{G}{G}")
    assert p.payable and p.optimal
    order = [s.permanent for s in p.steps]
    assert order.index("Azorius Signet#1") < order.index("Doubling Cube#1") == len(order) - 1
    step = cube_step(p)
    assert "doubling the pool ({W}{U}{G}{G} → {W}{W}{U}{U}{G}{G}{G}{G})" in doing_words(step)
    assert set(step.paid_by) < {s.step for s in p.steps if s.card == "Forest"}
    assert pay("cube_signet.yaml", "{X}", max_x=True).x == 8


def test_doubled_mana_has_no_restriction_cube_rulings():
    """Mishra's Workshop's {C}{C}{C} only casts artifact spells: it pays neither the Cube nor a cost whose purpose
    is unknown. The Cube doubles it anyway (a restriction is not a type, CR 106.1b), and the {C}{C}{C} it adds pays
    anything: {5} is payable ({G}{G} and the doubled {C}{C}{C}), {6} is not."""
    p = pay("cube_workshop.yaml", "{5}")
    assert p.payable
    assert mana_words(cube_step(p).adds) == "{G}{C}{C}{C}"
    assert p.mana_left.text == "{C}{C}{C}"  # the Workshop's own, still restricted
    assert not pay("cube_workshop.yaml", "{6}").payable


def test_cr107_4h_mana_a_non_snow_cube_adds_is_not_snow():
    """Eight Snow-Covered Forests: the Cube doubles five snow {G} into five more {G} that are not snow (the Cube is
    not a snow permanent): ten mana, five of them snow."""
    assert pay("cube_snow.yaml", "{X}", max_x=True).x == 10
    assert pay("cube_snow.yaml", "{S}{S}{S}{S}{S}{5}").payable
    assert not pay("cube_snow.yaml", "{S}{S}{S}{S}{S}{S}{4}").payable


def test_two_cubes_double_one_after_the_other():
    """Eleven Forests: 3 pay the first Cube (8 doubled to 16), 3 of those pay the second (13 doubled to 26). Each
    Cube is its own permanent and each doubles the pool as it is then."""
    p = pay("cube_two.yaml", "{X}", max_x=True)
    assert p.x == 26 and p.optimal
    cubes = [s for s in p.steps if s.card == "Doubling Cube"]
    assert [mana_words(s.adds).count("{G}") for s in cubes] == [8, 13]


def test_the_kept_cost_may_be_paid_with_the_cube():
    """Pay {1} with one Forest, and {8} stays payable: seven Forests, three for the Cube, four doubled."""
    p = pay("cube_forests_eight.yaml", "{1}", keep="{8}")
    assert p.payable and p.kept is True
    assert "Doubling Cube#1" not in p.tapped


def test_with_mana_reflection_the_cube_is_left_out_in_a_players_words():
    """Mana Reflection changes what a permanent tapped for mana produces (CR 106.12), the Cube too: the two
    together are not followed, so the Cube is left out, and the reason says so plainly."""
    p = pay("cube_reflection.yaml", "{X}", max_x=True)
    assert p.x == 10 and "Doubling Cube#1" not in p.tapped
    (why,) = [w for w in p.left_out if w.startswith("Doubling Cube#1")]
    assert "doubles the mana in your pool" in why and "Mana Reflection#1" in why and "not understood" not in why


def test_cast_uses_the_cube():
    """``cast`` pays with the same model: Void Winnower ({9}) with the Cube and eight Forests (ten
    mana), not with eight Forests alone."""
    from manaplan.solver.cast.solve import cast_report

    with_cube = cast_report(board_from_data({"permanents": ["Doubling Cube", {"card": "Forest", "count": 8}],
                                             "hand": ["Void Winnower"]}))
    (winnower,) = [a for a in with_cube.answers if a.card == "Void Winnower"]
    assert winnower.castable and "Doubling Cube#1" in winnower.payment.tapped
    alone = cast_report(board_from_data({"permanents": [{"card": "Forest", "count": 8}],
                                         "hand": ["Void Winnower"]}))
    assert not [a for a in alone.answers if a.card == "Void Winnower"][0].castable


# ---------------------------------------------------------------------------------------------------- produce
def test_produce_follows_the_pool_as_the_cube_resolves():
    """``produce`` counts the Cube as ``pay`` does: the most in all is pay's largest X on each board."""
    for name, total in (("cube_forests_eight.yaml", 10), ("cube_forests_five.yaml", 5), ("cube_empty_pool.yaml", 3),
                        ("cube_signet.yaml", 8), ("cube_snow.yaml", 10), ("cube_two.yaml", 26)):
        out = produce(load_board(BOARDS / name))
        assert out.max_total == total and out.proven, name


def test_produce_doubles_one_of_two_types_as_the_player_chose_it():
    """The Signet's pair and the Forests: the most {G} is eight (the Cube's {3} paid with {W}, {U} and a {G}), the
    most {W} two; no pool holds a unit of "W or U" doubled into two of either (it was made as one type)."""
    out = produce(load_board(BOARDS / "cube_signet.yaml"))
    assert out.max_by_type[T.G] == 8 and out.max_by_type[T.W] == 2 and out.max_by_type[T.U] == 2
    assert all(not any(len(types) > 1 and n > 1 for types, n in pool.items()) for pool in out.pools)


def test_produce_counts_restricted_mana_and_the_unrestricted_copy():
    """Workshop's {C}{C}{C} counts in produce's figures (it only pays artifact spells); the Cube's copy of it too."""
    out = produce(load_board(BOARDS / "cube_workshop.yaml"))
    assert out.max_total == 8 and out.max_by_type[T.C] == 6


def test_a_cube_sacrificed_in_a_layer_does_not_double_after_it():
    """The doubling resolves after everything else of its layer: never after its own sacrifice (Krark-Clan
    Ironworks' "Sacrifice an artifact"). Seven mana, both commands alike, and the plan replays."""
    p = pay("cube_ironworks.yaml", "{X}", max_x=True)
    assert p.x == 7 and p.optimal and "Doubling Cube#1" in p.sacrificed
    assert produce(load_board(BOARDS / "cube_ironworks.yaml")).max_total == 7


def test_mana_already_in_the_pool_is_doubled_too():
    """The board's pool ({R}{R} floating) is in the pool the Cube doubles (CR 701.9f): {R}{R}{R}{R}."""
    p = pay("cube_pool.yaml", "{R}{R}{R}{R}")
    assert p.payable and "doubling the pool ({R}{R} → {R}{R}{R}{R})" in doing_words(cube_step(p))
    assert produce(load_board(BOARDS / "cube_pool.yaml")).max_by_type[T.R] == 4
