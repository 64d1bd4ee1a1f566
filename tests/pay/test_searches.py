"""Searches from the library (issue 13, item 2): a fetchland is a source of the land it finds in the board's
`library:`, tapped or untapped as its text says. Expected answers are worked out from the rules in each docstring."""

from __future__ import annotations

from manaplan.cli.json_out import step_json
from manaplan.cli.plan_words import doing_words
from manaplan.models.board_files import board_from_data
from manaplan.solver.pay.solve import solve_payment
from manaplan.solver.produce.solve import produce


def _board(**data):
    return board_from_data(data)


def test_polluted_delta_finds_an_island_that_pays_blue_for_one_life():
    """Polluted Delta: "{T}, Pay 1 life, Sacrifice ~: Search your library for an Island or Swamp card, put it onto the
    battlefield." The Island enters untapped and taps for {U} (CR 305.6) in the same plan; the fetch costs 1 life
    (CR 119.4). One Delta finds one land: {U}{B} is not payable. produce agrees: 1."""
    board = _board(life=20, permanents=["Polluted Delta"], library=["Island", "Swamp"])
    p = solve_payment(board, "{U}")
    assert p.payable and p.life_lost == 1
    (step,) = p.steps
    assert step.permanent == "Polluted Delta#1" and step.search.land == "Island"
    assert solve_payment(board, "{B}").payable
    assert not solve_payment(board, "{U}{B}").payable
    assert produce(board).max_total == 1


def test_each_library_card_is_found_once():
    """Two fetches and one Island in the library: the second finds no second Island (CR 701.23a: a search finds
    cards that are there), so {U}{U} is not payable, {U} is."""
    board = _board(permanents=["Polluted Delta", "Flooded Strand"], library=["Island"])
    assert solve_payment(board, "{U}").payable
    assert not solve_payment(board, "{U}{U}").payable
    two = _board(permanents=["Polluted Delta", "Flooded Strand"], library=["Island", "Island"])
    assert solve_payment(two, "{U}{U}").payable


def test_a_fetch_with_no_matching_land_in_the_library_is_not_used():
    """Polluted Delta finds only an Island or Swamp card: a library of Forests gives it nothing, and says why."""
    board = _board(permanents=["Polluted Delta"], library=["Forest"])
    p = solve_payment(board, "{G}")
    assert not p.payable and "no card it can find" in p.reason


def test_without_a_library_the_fetch_is_left_out_with_how_to_include_it():
    """No `library:`: the library is unknown, nothing is assumed found in it; the fetch is left out and the reason
    says how to include it."""
    p = solve_payment(_board(permanents=["Polluted Delta"]), "{U}")
    assert not p.payable and any("library:" in w for w in p.left_out)


def test_prismatic_vista_finds_only_a_basic_land():
    """Prismatic Vista: "Search your library for a basic land card". Watery Grave and Tropical Island are not basic
    (CR 205.4c): nothing to find. A basic Island is."""
    board = _board(permanents=["Prismatic Vista"], library=["Watery Grave", "Tropical Island"])
    assert not solve_payment(board, "{U}").payable
    assert solve_payment(_board(permanents=["Prismatic Vista"], library=["Island"]), "{U}").payable


def test_evolving_wilds_land_enters_tapped_and_cannot_pay_now():
    """Evolving Wilds: "… put it onto the battlefield tapped": the Forest can't be tapped for mana this turn, so only
    the other Forest pays: {G} yes, {G}{G} no."""
    board = _board(permanents=["Evolving Wilds", "Forest"], library=["Forest"])
    assert solve_payment(board, "{G}").payable
    assert not solve_payment(board, "{G}{G}").payable
    alone = solve_payment(_board(permanents=["Evolving Wilds"], library=["Forest"]), "{G}")
    assert not alone.payable and "tapped" in alone.reason


def test_fabled_passage_untaps_the_land_with_four_lands():
    """Fabled Passage: "… put it onto the battlefield tapped. Then if you control four or more lands, untap that
    land." With three other lands, after it is sacrificed and the Plains enters you control four: untapped, {W}. With
    two other lands, three: it stays tapped."""
    four = _board(permanents=["Fabled Passage", "Forest", "Island", "Mountain"], library=["Plains"])
    assert solve_payment(four, "{W}").payable
    three = _board(permanents=["Fabled Passage", "Forest", "Island"], library=["Plains"])
    assert not solve_payment(three, "{W}").payable


def test_a_land_that_enters_tapped_by_its_own_text_adds_nothing_now():
    """Zagoth Triome (Swamp Forest Island) is a card Polluted Delta can find, but "~ enters the battlefield tapped."
    (CR 614.1d): no mana from it now. (Watery Grave, "you may pay 2 life. If you don't, it enters tapped", enters
    untapped for its life: tests/pay/test_entering.py.)"""
    board = _board(permanents=["Polluted Delta"], library=["Zagoth Triome"])
    p = solve_payment(board, "{U}")
    assert not p.payable


def test_steps_done_before_casting_are_marked():
    """A fetch is no mana ability (CR 605.1a) and Lion's Eye Diamond is activated only as an instant (CR 602.5): no
    player has priority while a spell is cast (CR 601.2), so both are done before casting — `"before": true` — and
    a Forest's mana ability is not."""
    p = solve_payment(_board(permanents=["Polluted Delta", "Forest"], library=["Island"]), "{U}{G}")
    assert {s.permanent: step_json(s)["before"] for s in p.steps} == {"Polluted Delta#1": True, "Forest#1": False}
    led = solve_payment(_board(permanents=["Lion's Eye Diamond"]), "{R}")
    assert [s.before for s in led.steps] == [True] and "before casting" in doing_words(led.steps[0])


def test_produce_lists_fetchlands_and_spirit_guides_as_sources():
    """produce's sources are the builder's: the Delta (what its Island or Swamp adds) and a Spirit Guide in hand; an
    Evolving Wilds is listed as not usable now, with why."""
    out = produce(_board(permanents=["Polluted Delta", "Evolving Wilds"], library=["Island", "Forest"],
                         hand=["Simian Spirit Guide"]))
    by_id = {s.permanent: s for s in out.sources}
    assert by_id["Polluted Delta#1"].available and by_id["Simian Spirit Guide (hand)#1"].available
    assert not by_id["Evolving Wilds#1"].available and "tapped" in by_id["Evolving Wilds#1"].why_not
    assert out.max_total == 2


def test_a_board_that_stops_searches_stops_the_fetch():
    """Leonin Arbiter: "Players can't search libraries." (CR 101.2: a "can't" wins): the Delta finds nothing."""
    board = _board(permanents=["Polluted Delta", {"card": "Leonin Arbiter", "controller": "opponent"}],
                   library=["Island"])
    p = solve_payment(board, "{U}")
    assert not p.payable and "Leonin Arbiter#1" in p.reason


def test_pithing_needle_stops_the_fetch_but_not_mana_abilities():
    """Pithing Needle naming Polluted Delta: "Activated abilities of sources with the chosen name can't be activated
    unless they're mana abilities." A fetch is no mana ability (CR 605.1a): it can't be activated (CR 602.5)."""
    board = _board(permanents=["Polluted Delta", {"card": "Pithing Needle", "controller": "opponent",
                                                  "chosen": "Polluted Delta"}], library=["Island"])
    assert not solve_payment(board, "{U}").payable


def test_knight_of_the_reliquary_finds_any_land_and_a_search_for_no_land_is_no_source():
    """Knight of the Reliquary: "{T}, Sacrifice a Forest or Plains: Search your library for a land card, put it onto
    the battlefield" — any land, untapped: sacrificing the Forest (after tapping it for {G}) finds Volcanic Island for
    {U}. A search for an Equipment (Honored Knight-Captain) finds no land and is no source."""
    from manaplan.solver.core.searches import searches_of
    from manaplan.models.cards.store import default_database

    assert searches_of(default_database().get("Honored Knight-Captain")) == ()
    board = _board(permanents=["Knight of the Reliquary", "Forest"], library=["Volcanic Island"])
    assert solve_payment(board, "{U}{G}").payable
