"""A permanent tapped for mana must be untapped to be tapped again (CR 106.12, 701.26b): where it is tapped and nothing
may untap it this turn, what a card entering changes of its mana bears on no answer. Gaea's Cradle tapped, with a
Dryad Arbor a fetchland may find (CR 305.7: a Forest creature, which the Cradle counts) or creatures cast beside a
sacrifice outlet: the answers are proven; with the Cradles untapped they name what they leave out, as before."""

from __future__ import annotations

from manaplan.models.board import Board, Permanent
from manaplan.models.board_files import board_from_data
from manaplan.models.cards.card import Card
from manaplan.solver.core.untappers import never_untapped
from manaplan.solver.effective import effective_board
from manaplan.solver.produce.solve import produce
from manaplan.solver.turn import solve_turn


def _cradles(tapped: bool) -> list:
    return [{"card": "Gaea's Cradle", "tapped": tapped}, {"card": "Gaea's Cradle", "tapped": tapped}]


def test_a_dryad_arbor_found_changes_no_tapped_cradle_nothing_may_untap():
    """Wirewood Symbiote untaps a creature only, not a land: the tapped Cradles stay tapped, and Misty Rainforest's
    Dryad Arbor (which they would count) changes nothing that can be used: proven. Untapped, they would count it
    (the find is named, not proven)."""
    board = {"permanents": [*_cradles(True), "Llanowar Elves", "Misty Rainforest", "Wirewood Symbiote"],
             "library": ["Dryad Arbor", "Forest", "Island"]}
    answer = produce(board_from_data(board))
    assert answer.proven and not answer.left_out and answer.max_total == 2
    board["permanents"] = [*_cradles(False), *board["permanents"][2:]]
    assert not produce(board_from_data(board)).proven


def test_creatures_cast_beside_a_sacrifice_outlet_change_no_tapped_cradle():
    """Phyrexian Altar may sacrifice a creature cast this turn, so Gaea's Cradle's count is not versioned and the
    creatures it counts are cast last, not proven; with the Cradle tapped and nothing to untap it, they change nothing
    that can be used: the turn is proven."""
    def board(tapped: bool):
        return board_from_data({"land_played": True, "permanents": [
            {"card": "Gaea's Cradle", "tapped": tapped}, "Phyrexian Altar", {"card": "Forest", "count": 3}],
            "hand": ["Llanowar Elves", "Grizzly Bears", "Eternal Witness"]})
    assert solve_turn(board(True), most=True).proven
    assert not solve_turn(board(False), most=True).proven


def test_what_may_untap_a_tapped_permanent_is_read_from_every_zone_the_answer_looks_at():
    """An untapper that fits (Voltaic Key: an artifact), an untap ability of its own (Basalt Monolith), a spell in
    hand that untaps lands (Snap), a "you may untap ~" (Nettle Sentinel: only itself): each keeps its permanent
    among those that may be untapped (Mana Vault's upkeep untap too, read as one of its own); "doesn't untap during
    your untap step" alone untaps nothing (CR 502.3)."""
    def spent(data: dict) -> set[str]:
        return set(never_untapped(effective_board(board_from_data(data))))

    assert spent({"permanents": [{"card": "Sol Ring", "tapped": True}, "Voltaic Key"]}) == set()
    assert spent({"permanents": [{"card": "Basalt Monolith", "tapped": True}]}) == set()
    assert spent({"permanents": [{"card": "Forest", "tapped": True}], "hand": ["Snap"]}) == set()
    assert spent({"permanents": [{"card": "Nettle Sentinel", "tapped": True}, {"card": "Forest", "tapped": True}]}) \
        == {"Forest#1"}
    assert spent({"permanents": [{"card": "Mana Vault", "tapped": True}]}) == set()
    stone = Card("Homebrew Stone", "", "Artifact", "Homebrew Stone doesn't untap during your untap step.\n"
                 "{T}: Add {C}{C}.")
    board = Board(permanents=(Permanent(id="Homebrew Stone#1", card=stone, tapped=True),))
    assert set(never_untapped(effective_board(board))) == {"Homebrew Stone#1"}
