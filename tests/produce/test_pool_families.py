"""Pool families (issue 12): maximal pools that differ only in which of n options were taken are one line,
``C + any 2 of: WU×2 / WB×2 / WR×2`` — exactly the pools listed, checked here against a brute force of every plan."""

from __future__ import annotations

import functools
import itertools
import json
from collections import Counter
from pathlib import Path

import pytest

from manaplan.models.board_files import board_from_data, load_board
from manaplan.models.mana import ManaType as T
from manaplan.solver.produce.families import PoolFamily, families, family_of, family_spans, parse_pool
from manaplan.solver.produce.solve import pool_text, produce

BOARDS = Path(__file__).resolve().parents[1] / "produce_boards"
#: No time limit: every solve here is bounded by its work alone, so the answers are the same on every machine, loaded
#: or not (a limit of seconds made this file's seven-permanent board fail on a busy two-core machine).
INF = float("inf")

# ------------------------------------------------------------------------------------------ an independent brute force
#: The board of filters_two_of_three.yaml, its abilities written out by hand from the cards' text (Oracle):
#: (hybrid cost or None, the outputs it may choose). Mystic Gate: "{T}: Add {C}. {W/U}, {T}: Add {W}{W}, {W}{U}, or
#: {U}{U}." — and alike for Fetid Heath ({W/B}) and Rugged Prairie ({R/W}).
_CARDS = {
    "Plains#1": [(None, ["W"])],
    "Plains#2": [(None, ["W"])],
    "Mystic Gate#1": [(None, ["C"]), ("WU", ["WW", "WU", "UU"])],
    "Fetid Heath#1": [(None, ["C"]), ("WB", ["WW", "WB", "BB"])],
    "Rugged Prairie#1": [(None, ["C"]), ("RW", ["RR", "RW", "WW"])],
}


def _reachable() -> set[tuple]:
    """Every pool some order of tapping leaves (each permanent tapped at most once; a hybrid {X/Y} paid with one X
    or one Y from the pool, CR 107.4e; stopping at any point)."""
    seen: set = set()
    out: set = set()

    def key(pool: Counter) -> tuple:
        return tuple(sorted(pool.elements()))

    def walk(untapped: frozenset, pool: Counter) -> None:
        state = (untapped, key(pool))
        if state in seen:
            return
        seen.add(state)
        out.add(key(pool))
        for pid in untapped:
            for hybrid, outputs in _CARDS[pid]:
                payers = [None] if hybrid is None else [t for t in hybrid if pool[t]]
                for payer in payers:
                    for made in outputs:
                        nxt = Counter(pool)
                        if payer is not None:
                            nxt[payer] -= 1
                        nxt.update(made)
                        walk(untapped - {pid}, +nxt)

    walk(frozenset(_CARDS), Counter())
    return out


def _realisations(pool: Counter) -> set[tuple]:
    """The concrete pools a pool of classes stands for (each unit given one of its types)."""
    units = [sorted(t.value for t in kind) for kind, n in pool.items() for _ in range(n)]
    return {tuple(sorted(choice)) for choice in itertools.product(*units)} if units else {()}


def _within(small: tuple, big: tuple) -> bool:
    return not (Counter(small) - Counter(big))


def test_filter_families_are_exactly_the_maximal_pools_of_a_brute_force():
    """Every realisation of every listed pool can be made; every pool that can be made fits in a realisation of a
    listed one; no listed pool dominates another (Hall's form: each realisation of one fits in one of the other)."""
    out = produce(load_board(BOARDS / "filters_two_of_three.yaml"), time_limit=INF)
    assert not out.pools_truncated and out.proven
    reachable = _reachable()
    real = [_realisations(p) for p in out.pools]
    assert all(r <= reachable for r in real)
    for made in reachable:
        assert any(any(_within(made, r) for r in rs) for rs in real), made
    for i, j in itertools.permutations(range(len(out.pools)), 2):
        assert not all(any(_within(q, p) for p in real[i]) for q in real[j]), (pool_text(out.pools[i]),
                                                                               pool_text(out.pools[j]))
    assert [f if isinstance(f, Counter) else f.text() for f in families(out.pools)] == [
        "WU, WB, WR + any 2 of: WU / WB / WR",     # all three filter; one of them only once over
        "C + any 2 of: WU×2 / WB×2 / WR×2",        # two filter with the Plains' {W}{W}; the third taps for {C}
        "W, C×2 + one of: WU×2 / WB×2 / WR×2",     # one filters, one Plains' {W} is kept
        Counter({frozenset({T.W}): 2, frozenset({T.C}): 3}),
    ]


def test_produce_prints_one_line_per_family_and_json_keeps_every_pool(run):
    board = str(BOARDS / "filters_two_of_three.yaml")
    text = run("produce", board).stdout
    assert "maximal pools (10)" in text
    assert "  C + any 2 of: WU×2 / WB×2 / WR×2\n" in text
    assert "  W, C×2 + one of: WU×2 / WB×2 / WR×2\n" in text
    assert "A + any 2 of: B / C / D: A and two of B, C and D" in text  # the notation explained
    data = json.loads(run("produce", board, "--json").stdout)
    assert len(data["pools"]) == 10 and data["pools_truncated"] is False
    second = data["pool_families"][1]
    assert second == {"shared": {"C": 1}, "any": 2, "of": [{"WU": 2}, {"WB": 2}, {"WR": 2}], "pools": 3, "first": 3}
    members = data["pools"][second["first"]:second["first"] + second["pools"]]
    assert sorted(map(json.dumps, members)) == sorted(json.dumps({"C": 1, **{k: 2 for k in pair}})
                                                      for pair in itertools.combinations(["WU", "WB", "WR"], 2))


# ------------------------------------------------------------------------------------------------- the notation
@pytest.mark.parametrize("line", [
    "C + any 2 of: WU×2 / WB×2 / WR×2",
    "W, C×2 + one of: WU×2 / WB×2",
    "any 3 of: W / U / B / R / G",
    "WUBRG×26, WUBRGC×5 + any 5 of: WU×2 / WB×2 / WR×2 / WG×2 / UB×2 / UR×2 / BR×2 / BG×2 / RG×2",
])
def test_family_lines_parse_and_print_back(line):
    fam = PoolFamily.parse(line)
    assert fam.text() == line
    assert len(fam.pools()) == fam.size == len({pool_text(p) for p in fam.pools()})
    assert family_of(fam.pools()) == (fam if fam.size >= 3 else None)  # two pools are as short listed


def test_any_five_of_nine_is_126_pools_in_one_family():
    fam = PoolFamily.parse("WUBRG×26 + any 5 of: WU×2 / UB×2 / BR×2 / RG×2 / WG×2 / WB×2 / UR×2 / BG×2 / WR×2")
    assert fam.text() == "WUBRG×26 + any 5 of: WU×2 / WB×2 / WR×2 / WG×2 / UB×2 / UR×2 / BR×2 / BG×2 / RG×2"
    assert fam.size == 126 and family_of(fam.pools()) == fam
    assert family_of(fam.pools()[:-1]) is None  # one member missing: not the family, listed one by one


@pytest.mark.parametrize("bad", ["C + any 3 of: W / U", "any two of: W / U / B", "C + one of: W", "W, Q×2",
                                 "any 2 of: W / nothing / U"])
def test_what_is_not_a_family_line_is_refused(bad):
    with pytest.raises(ValueError):
        PoolFamily.parse(bad)


def test_pools_that_are_not_every_choice_stay_listed():
    g, u, w = (frozenset({x}) for x in (T.G, T.U, T.W))
    assert family_of([Counter({g: 2}), Counter({u: 2}), Counter({g: 1, u: 1})]) is None  # counts differ
    assert family_of([Counter({g: 1, u: 1}), Counter({u: 1, w: 1}), Counter({g: 1})]) is None  # sizes differ
    assert family_spans([Counter({g: 1}), Counter({u: 1}), Counter({w: 1})]) == [
        (0, PoolFamily(Counter(), 1, (Counter({w: 1}), Counter({u: 1}), Counter({g: 1}))))]
    assert family_of([Counter({g: 1}), Counter({u: 1}), Counter({w: 1})]).text() == "one of: W / U / G"
    assert parse_pool("G×2, WU") == Counter({g: 2, frozenset({T.W, T.U}): 1})


# ------------------------------------------------------------------------------------------------- depth of pools
def _pools_with(pb, layers):
    from manaplan.solver.produce.model import ProduceModel

    model, pools = ProduceModel(pb, layers=layers, time_limit=INF), []
    while (found := model.maximize(model.pool_weight())).status == "optimal":
        pools.append(found.pool)
        model.exclude_dominated_by(found.pool)
    return pools


@functools.cache  # the tests of one file run on one worker (--dist loadfile): worked out once in the suite
def _enumerated(inline: str):
    """The production board of ``inline`` and every maximal pool, by the enumeration alone, deep enough for every plan
    (one solve each: seconds on the seven-permanent board): worked out once for the tests that compare with it."""
    from manaplan.models.board_files import parse_inline
    from manaplan.solver.effective import effective_board
    from manaplan.solver.produce.model import production_board

    pb = production_board(effective_board(parse_inline(inline)))
    return pb, tuple(_pools_with(pb, pb.ordered_bound))


@functools.cache
def _whole_list(inline: str):
    """produce's whole list of pools for ``inline`` (no bound on the search below the most flexible, as
    ``--all-pools``): worked out once for the tests that read it."""
    from manaplan.models.board_files import parse_inline

    return produce(parse_inline(inline), below_work=INF, time_limit=INF)


def test_pools_found_with_too_few_layers_are_not_called_complete():
    """A Signet paid by another Signet's spare needs two layers (no self-funding): with one layer the pools miss the
    chain Forest → Azorius Signet → Dimir Signet, and the relaxation with deeper plans says so (the list is cut),
    where before the list was called complete; with enough layers it is complete."""
    from manaplan.models.board_files import parse_inline
    from manaplan.solver.effective import effective_board
    from manaplan.solver.produce.model import production_board
    from manaplan.solver.produce.pools import pools_depth as _pools_depth

    pb = production_board(effective_board(parse_inline("Forest, Azorius Signet, Dimir Signet")))
    shallow = _pools_with(pb, 1)
    deep = _pools_with(pb, pb.ordered_bound)
    assert {pool_text(p) for p in shallow} != {pool_text(p) for p in deep}
    proven, missing = _pools_depth(pb, 1, shallow, INF)
    assert missing
    out = produce(parse_inline("Forest, Azorius Signet, Dimir Signet"), time_limit=INF)
    assert out.pools_proven and not out.pools_truncated
    assert {pool_text(p) for p in out.pools} == {pool_text(p) for p in deep}


def test_the_most_flexible_pools_are_proven_as_one_family_and_listed_whole():
    """With room for one pool, the pools of the greatest weight come whole, proven as a family (each class's range
    among them, nothing in between, each member made): all three ways to filter with two of the three lands fed
    by a chain, where the enumeration alone listed one. The list is cut below them."""
    out = produce(load_board(BOARDS / "filters_two_of_three.yaml"), max_pools=1, time_limit=INF)
    assert [f.text() for f in families(out.pools)] == ["WU, WB, WR + any 2 of: WU / WB / WR"]
    assert out.pools_truncated and out.pools_proven
    full = produce(load_board(BOARDS / "filters_two_of_three.yaml"), time_limit=INF)
    assert [pool_text(p) for p in out.pools] == [pool_text(p) for p in full.pools[:3]]


def test_below_a_family_of_32_pools_or_more_no_pool_is_sought_whatever_max_pools():
    """five_color's 126 most flexible pools are one family; with room for more, the pools below it are not sought
    (each took seconds with 126 exclusions, and the list ended "not proven" at the time limit): the family alone,
    cut, every pool listed proven maximal."""
    board = load_board(BOARDS.parent.parent / "benchmarks" / "boards" / "five_color.yaml")
    out = produce(board, max_pools=200, time_limit=INF)
    assert len(out.pools) == 126 and out.pools_truncated and out.pools_proven
    assert [f.text() for f in families(out.pools)][0].endswith(
        "any 5 of: WU×2 / WB×2 / WR×2 / WG×2 / UB×2 / UR×2 / BR×2 / BG×2 / RG×2")


def test_a_family_listed_alone_and_cut_says_what_is_not_listed(run):
    text = run("produce", str(BOARDS / "filters_two_of_three.yaml"), "--max-pools", "1").stdout
    assert "maximal pools (the 3 most flexible; others, less flexible, not listed)" in text
    assert "  in every pool: WU, WB, WR\n  and any 2 of: WU / WB / WR\n" in text


@pytest.mark.parametrize("inline", [
    "Forest, Island, Azorius Signet, Llanowar Elves",
    "Plains x2, Mystic Gate, Fetid Heath, Rugged Prairie",
    "Forest, Azorius Signet, Dimir Signet",
    "Plains, Island, Mystic Gate, Sunken Ruins, Azorius Signet",
    "Birds of Paradise, Forest, Breeding Pool, Simic Signet",
])
def test_the_family_proof_agrees_with_listing_every_pool(inline):
    """Where a family is proven (prove_top_family), it is exactly the pools of the greatest weight that the
    enumeration alone lists, one solve each (the enumeration run here with no family proof)."""
    from manaplan.models.board_files import parse_inline
    from manaplan.solver.effective import effective_board
    from manaplan.solver.produce.families import prove_top_family
    from manaplan.solver.produce.model import production_board
    from manaplan.solver.produce.solve import weigh

    pb = production_board(effective_board(parse_inline(inline)))
    every = _pools_with(pb, pb.ordered_bound)
    top = weigh(every[0])
    fam = prove_top_family(pb, pb.ordered_bound, top, INF)
    if fam is not None:
        assert sorted(map(pool_text, fam.pools())) == sorted(pool_text(p) for p in every if weigh(p) == top)


@pytest.mark.parametrize("inline", [
    "Plains x2, Mystic Gate, Fetid Heath, Rugged Prairie",
    "Plains, Island, Mystic Gate, Sunken Ruins, Azorius Signet",
    "Forest, Island, Azorius Signet, Llanowar Elves",
])
def test_a_family_proven_from_a_guess_is_the_one_proven_from_nothing(inline):
    """The most of each class among the pools of the greatest weight is guessed from pools already found, then
    proven class by class; a guess from one pool (a block it did not take is then above the guess, and the blocks it
    took look like a shared part until a solve finds them lower) gives the same family, and the same as listing every
    pool one solve each."""
    from manaplan.models.board_files import parse_inline
    from manaplan.solver.effective import effective_board
    from manaplan.solver.produce.families import prove_top_family
    from manaplan.solver.produce.model import production_board
    from manaplan.solver.produce.solve import weigh

    pb = production_board(effective_board(parse_inline(inline)))
    every = _pools_with(pb, pb.ordered_bound)
    top = weigh(every[0])
    tops = [p for p in every if weigh(p) == top]
    alone = prove_top_family(pb, pb.ordered_bound, top, INF)
    for seen in ([tops[0]], tops[:2], tops):
        fam = prove_top_family(pb, pb.ordered_bound, top, INF, seen=seen)
        assert (fam is None) == (alone is None)
        if fam is not None:
            assert fam.text() == alone.text()
            assert sorted(map(pool_text, fam.pools())) == sorted(map(pool_text, tops))


@pytest.mark.parametrize("witnesses", [1, 2, 5])
def test_members_sought_in_the_narrowed_copy_are_made_or_refused_as_in_the_whole_model(monkeypatch, witnesses):
    """all_made proves a few members in the whole model and seeks the others in a copy with the variables those plans
    agree on fixed, falling back to the whole model: with one or two witnesses most members need the fallback (the
    plans differ in which filter land filters), and a pool no plan makes is still refused."""
    import manaplan.solver.produce.families as fams
    from manaplan.solver.effective import effective_board
    from manaplan.solver.produce.families import all_made
    from manaplan.solver.produce.model import ProduceModel, production_board

    monkeypatch.setattr(fams, "WITNESSES", witnesses)
    pb = production_board(effective_board(load_board(BOARDS / "filters_two_of_three.yaml")))
    every = _pools_with(pb, pb.ordered_bound)
    model = ProduceModel(pb, layers=pb.ordered_bound, time_limit=INF)
    assert all_made(model, every, INF)
    greedy = every[0] + Counter({frozenset({T.W, T.U}): 1})  # more than the most the board makes
    assert not all_made(model, [*every, greedy], INF)
    assert not all_made(model, [greedy, *every], INF)
    assert not all_made(model, [*every[:1], greedy, *every[1:]], INF)


@pytest.mark.parametrize("inline", [
    "Plains, Island, Swamp, Mountain, Azorius Signet, Rakdos Signet",
    "Forest x2, Island, Mystic Gate, Sunken Ruins, Dimir Signet, Azorius Signet",
    "Plains, Island, Swamp, Graven Cairns, Fetid Heath, Orzhov Signet",
    "Birds of Paradise, Forest, Breeding Pool, Simic Signet",
    "Forest, Island, Azorius Signet, Llanowar Elves",
])
def test_the_pools_of_the_greatest_weight_listed_on_the_face_are_those_the_enumeration_lists(inline):
    """top_pools lists the pools of the greatest weight in the model narrowed to that weight, each next one with some
    class above every pool found (at one weight that is "not the same pool"): exactly the pools of that weight the
    enumeration alone lists, one dominance-excluding solve each — and said complete only when it is."""
    from manaplan.solver.produce.families import PoolSpace, top_pools
    from manaplan.solver.produce.model import ProduceModel
    from manaplan.solver.produce.solve import weigh

    pb, every = _enumerated(inline)
    top = weigh(every[0])
    expected = sorted(pool_text(p) for p in every if weigh(p) == top)
    space = PoolSpace.at_least(ProduceModel(pb, layers=pb.ordered_bound, time_limit=INF), top, time_limit=INF)
    found, complete = top_pools(space, every[:1], 1000, INF)
    assert complete and sorted(map(pool_text, found)) == expected
    if len(expected) > 1:
        cut, complete = top_pools(space, every[:1], len(expected) - 1, INF)
        assert not complete and len(cut) == len(expected) - 1 and set(map(pool_text, cut)) <= set(expected)


@pytest.mark.parametrize("inline", [
    "Plains, Island, Swamp, Mountain, Azorius Signet, Rakdos Signet",
    "Forest x2, Island, Mystic Gate, Sunken Ruins, Dimir Signet, Azorius Signet",
    "Plains, Island, Swamp, Graven Cairns, Fetid Heath, Orzhov Signet",
])
def test_produce_lists_the_greatest_weight_on_the_face_then_enumerates_below(inline):
    """The pools of the greatest weight (8, 2 and 2 here, no family) come from the narrowed model, the rest from the
    enumeration below them (with no bound on its work): the whole list is the enumeration's alone."""
    out = _whole_list(inline)
    assert not out.pools_truncated and out.pools_proven
    _, every = _enumerated(inline)  # deep enough for every plan
    assert sorted(map(pool_text, out.pools)) == sorted(map(pool_text, every))


def test_pools_below_the_most_flexible_are_cut_at_a_bound_on_the_work_and_say_so(run, monkeypatch):
    """Each pool below the most flexible ones is sought with the dominance exclusions of every pool found: on filter
    lands and Signets that grows fast (this 7-permanent board: 15 pools, 5 s). The search below them stops at a
    bound on the solver's deterministic work (the same on every run and machine): the pools listed are among the
    whole list, the most flexible all there, and the answer says the others are not listed. The command asks for
    the list cut (and for the whole list with --all-pools) and says which it got: what it prints is checked on the
    two lists worked out here (each took seconds again through the command, under its time limit)."""
    from manaplan.cli.answers import produce as answers
    from manaplan.models.board_files import parse_inline

    inline = "Forest x2, Island, Mystic Gate, Sunken Ruins, Dimir Signet, Azorius Signet"
    out = produce(parse_inline(inline), time_limit=INF)
    assert out.pools_truncated and out.pools_proven and out.most_flexible_complete
    whole = _whole_list(inline)
    assert not whole.pools_truncated and len(whole.pools) == 15
    assert set(map(pool_text, out.pools)) < set(map(pool_text, whole.pools))
    assert out.most_flexible == whole.most_flexible == 2
    asked = []

    def solved(board, *, below_work, **kwargs):  # produce as the command calls it, answered from the lists above
        asked.append(below_work)
        return whole if below_work == INF else out

    monkeypatch.setattr(answers, "solve_produce", solved)
    text = run("produce", "--board", inline).stdout
    assert (f"maximal pools (the 2 most flexible, {len(out.pools) - 2} less flexible; others, less flexible, not "
            "listed: --all-pools)") in text
    every = run("produce", "--board", inline, "--all-pools").stdout
    assert "maximal pools (15)" in every
    data = json.loads(run("produce", "--board", inline, "--json").stdout)
    assert data["most_flexible"] == {"listed": 2, "complete": True} and data["pools_truncated"]
    assert asked == [None, INF, None]


def test_pools_below_the_most_flexible_are_cut_at_a_count_of_solves_too(monkeypatch):
    """The deterministic work undercounts a solve's presolve, which grows with the exclusions of every pool found;
    so the solves below the most flexible pools are counted too (BELOW_SOLVES). With room for three, Golgari's 11
    pools come as its 5 most flexible and at most three below, each among the whole list, cut and said so."""
    import manaplan.solver.produce.pools as produce_pools

    board = load_board(BOARDS.parent.parent / "benchmarks" / "boards" / "golgari_coffers.yaml")
    whole = produce(board, time_limit=INF)
    assert not whole.pools_truncated and len(whole.pools) == 11
    monkeypatch.setattr(produce_pools, "BELOW_SOLVES", 3)
    cut = produce(board, time_limit=INF)
    assert cut.pools_truncated and cut.most_flexible_complete and cut.most_flexible == whole.most_flexible == 5
    assert 5 < len(cut.pools) <= 5 + 3
    assert set(map(pool_text, cut.pools)) < set(map(pool_text, whole.pools))
    assert produce(board, below_work=INF, time_limit=INF).pools == whole.pools  # --all-pools: no count either


def test_pools_are_sought_deeper_while_a_deeper_plan_may_make_a_more_flexible_one():
    """A Plains, an Island, a Swamp and three each of Azorius, Dimir and Orzhov Signet: each layer more lets one more
    Signet's pair split to pay the next Signet, so the most flexible pools found with the figures' depth (3 layers)
    are not the board's (a deeper plan makes a heavier one, found by the relaxation of deeper plans).
    The pools are sought again with twice the layers until proven — the same pools as the exact model's, where they
    were listed "not proven maximal" before. (The board an engine we tried called unpayable, twenty basics and ten
    Signets, shows the same at three times the work.)"""
    from manaplan.solver.effective import effective_board
    from manaplan.solver.produce.model import production_board
    from manaplan.solver.produce.pools import list_at
    from manaplan.solver.produce.solve import weigh

    board = board_from_data({"permanents": [{"card": c, "count": 1} for c in ("Plains", "Island", "Swamp")] + [
        {"card": c, "count": 3} for c in ("Azorius Signet", "Dimir Signet", "Orzhov Signet")]})
    out = produce(board, time_limit=INF)
    assert out.pools_proven and out.most_flexible_complete
    pb = production_board(effective_board(board))
    exact = list_at(pb, pb.exact_layers, None, seconds=lambda share: INF)  # no clock: the work of the board
    assert weigh(out.pools[0]) == weigh(exact.pools[0])
    assert sorted(map(pool_text, out.pools)) == sorted(map(pool_text, exact.pools))
    shallow = list_at(pb, 3, None, seconds=lambda share: INF)
    assert weigh(shallow.pools[0]) < weigh(out.pools[0]) and not shallow.proven
