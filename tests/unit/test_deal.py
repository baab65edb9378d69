"""``cards.deal`` deals from the game's own deck (issue #33 item 4): a short-deck board never holds a
2 to 5, no card a field holds is dealt, and the streets before the one asked for are kept."""

from __future__ import annotations

from random import Random

import pytest

from cardlab.api import call
from cardlab.core.cards import Card, scan_cards
from cardlab.core.errors import InputError
from cardlab.games.deal import board_streets, deal_board
from cardlab.games.variants import VARIANTS, variant

HANDS = {"holdem": ["Ah Kh", "Qs Qc"], "omaha": ["Ah Kh 7c 7d", "Qs Qc 2d 3d"],
         "shortdeck": ["Ah Kh", "Qs Qc"], "omaha6": ["Ah Kh 7c 7d 8s 9s", "Qs Qc Jd Td 6h 6s"]}


def codes(text: str) -> set[str]:
    return {str(card) for card in scan_cards(text)}


@pytest.mark.parametrize("game", sorted(HANDS))
def test_every_street_deals_only_unused_cards_of_the_games_deck(game: str) -> None:
    record = variant(game)
    deck = {str(card) for card in record.deck.cards}
    in_use = codes(" ".join(HANDS[game])) | {"6d"}
    rng = Random(2026)
    for _ in range(50):
        board = ""
        for size in (3, 4, 5):
            result = deal_board(record, [*HANDS[game], "6d"], board, size, rng)
            assert len(result["board"]) == size == len(set(result["board"]))
            assert set(result["board"]) <= deck
            assert not set(result["board"]) & in_use
            assert result["board"][:size - len(result["codes"])] == board.split()  # the streets before kept
            board = " ".join(result["board"])


def test_a_short_deck_flop_never_holds_a_two_to_five_through_the_api() -> None:
    seen: set[str] = set()
    for _ in range(50):
        result = call("cards.deal", {"game": "shortdeck", "texts": ["Ah Kh", "Qs Qc"], "board": "", "size": 3})
        assert all(Card.parse(code).rank >= 6 for code in result["board"])
        seen |= set(result["board"])
    assert len(seen) > 12  # random, not one fixed flop


def test_a_river_on_a_partial_flop_deals_the_missing_flop_cards_and_drops_cards_outside_the_deck() -> None:
    result = deal_board(variant("shortdeck"), ["Ah Kh"], "2c 7d", 5, Random(5))
    assert result["board"][0] == "7d" and len(result["board"]) == 5 and "2c" not in result["board"]
    result = deal_board(variant("holdem"), ["Ah Kh"], "2c 7d 9s Js Qs", 4, Random(5))
    assert result["board"][:3] == ["2c", "7d", "9s"] and len(result["board"]) == 4


def test_the_old_count_form_still_deals_from_the_full_deck_by_default() -> None:
    result = call("cards.deal", {"texts": ["Ah Kh"], "count": 3})
    assert len(set(result["codes"])) == 3 and "Ah" not in result["codes"] and result["board"] == result["codes"]
    result = call("cards.deal", {"texts": [], "count": 36, "game": "shortdeck"})
    assert sorted(result["codes"]) == sorted(str(card) for card in variant("shortdeck").deck.cards)


def test_every_game_with_a_board_has_streets_and_the_others_refuse() -> None:
    for record in VARIANTS:
        streets = board_streets(record)
        assert streets == tuple(size for size in (1, 2, 3, 4, 5) if size in streets)
    with pytest.raises(InputError, match="Badugi has no board") as caught:
        call("cards.deal", {"game": "badugi", "texts": [], "board": "", "size": 3})
    assert caught.value.field == "size"
    with pytest.raises(InputError, match="unknown game 'texas'") as caught:
        call("cards.deal", {"game": "texas", "texts": [], "board": "", "size": 3})
    assert caught.value.field == "game"
    with pytest.raises(InputError, match="only 33 cards"):
        call("cards.deal", {"game": "shortdeck", "texts": ["Ah Kh Kd"], "count": 34})


@pytest.mark.parametrize("game", ["courchevel", "courchevel-hilo"])
def test_courchevel_keeps_its_first_board_card_on_the_flop(game: str) -> None:
    """Courchevel's board streets are 1, 3, 4, 5 (its record): the first card is a street of its own,
    the flop keeps it and adds two, and a flop asked on an empty board is that street and two more."""
    hands = ["Ah Kh 7c 7d 8s", "Qs Qc 2d 3d 4h"]
    assert board_streets(variant(game)) == (1, 3, 4, 5)
    rng = Random(33)
    for _ in range(50):
        first = deal_board(variant(game), hands, "", 1, rng)
        assert len(first["board"]) == 1 == len(first["codes"])
        flop = call("cards.deal", {"game": game, "texts": hands, "board": " ".join(first["board"]), "size": 3})
        assert flop["board"][0] == first["board"][0] and len(flop["codes"]) == 2 and len(set(flop["board"])) == 3
        again = deal_board(variant(game), hands, " ".join(flop["board"]), 3, rng)  # a new flop: the first card stays
        assert again["board"][0] == first["board"][0] and len(again["codes"]) == 2
        assert not set(again["board"]) & codes(" ".join(hands))
    fresh = deal_board(variant(game), hands, "", 3, rng)
    assert len(fresh["board"]) == len(fresh["codes"]) == 3
