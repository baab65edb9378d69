"""Game variants as data and the one showdown path: five-card, Hold'em, Omaha and badugi.

Omaha is checked against an independent ranking written here (Norvig's hand_rank), over every
2-of-4 x 3-of-board choice, on random deals."""

import random
from collections import Counter
from itertools import combinations

import pytest

from cardlab.api import call
from cardlab.core.cards import FULL_DECK, parse_hand, parse_hands
from cardlab.core.errors import InputError
from cardlab.games.showdown import showdown
from cardlab.games.variants import VARIANTS, variant


def norvig_rank(cards):
    """Peter Norvig's poker hand_rank, written independently of cardlab's tables."""
    ranks = sorted(((c.rank, ) for c in cards), reverse=True)
    ranks = [r for (r,) in ranks]
    groups = sorted(((n, r) for r, n in Counter(ranks).items()), reverse=True)
    counts = tuple(n for n, _ in groups)
    ordered = [r for _, r in groups]
    if ordered == [14, 5, 4, 3, 2]:
        ordered = [5, 4, 3, 2, 1]
    straight = len(ordered) == 5 and max(ordered) - min(ordered) == 4
    flush = len({c.suit for c in cards}) == 1
    category = (8 if straight and flush else 7 if counts == (4, 1) else 6 if counts == (3, 2) else
                5 if flush else 4 if straight else 3 if counts == (3, 1, 1) else 2 if counts == (2, 2, 1) else
                1 if counts == (2, 1, 1, 1) else 0)
    return category, ordered


def omaha_best(hole, board):
    return max(norvig_rank(list(h) + list(b)) for h in combinations(hole, 2) for b in combinations(board, 3))


def any_five_best(cards):
    return max(norvig_rank(five) for five in combinations(cards, 5))


BASE_GAMES = ["five-card", "holdem", "omaha", "omaha-hilo", "omaha5", "omaha5-hilo", "omaha6", "shortdeck",
              "shortdeck-classic", "badugi", "deuce-to-seven", "ace-to-five"]


def test_variants_are_data():
    keys = [v.key for v in VARIANTS]  # these in this order, and any game added later among them
    assert [key for key in keys if key in BASE_GAMES] == BASE_GAMES and len(set(keys)) == len(keys)
    omaha = variant("omaha")
    assert (omaha.hole_cards, omaha.hole_used, omaha.board_used, omaha.ranking().key) == ((4,), 2, 3, "high")
    assert variant("PLO") is omaha and variant("Hold'em") is variant("holdem")
    with pytest.raises(InputError, match="unknown game 'seven-stud'"):
        variant("seven-stud")


def test_omaha_best_two_plus_three_differs_from_any_five():
    board = parse_hand("Kh Qh Jh Th 9h")
    result = showdown(parse_hands("Ah 2c 3d 4s | Qs Qd 8c 8d"), board, "omaha")
    first, second = result.hands
    assert first.name == "High Card, Ace-high"  # any five would be a straight flush from the board
    assert any_five_best(list(first.cards) + list(board))[0] == 8
    assert second.name == "Straight, Queen-high" and result.winners == [1]
    report = call("poker.showdown", {"hands": ["Ah 2c 3d 4s", "Qs Qd 8c 8d"], "board": "Kh Qh Jh Th 9h",
                                     "game": "omaha"})
    assert report["hands"][1]["hole_played"] == ["Qs", "8c"]
    assert report["hands"][1]["board_played"] == ["Jh", "Th", "9h"]
    assert report["headline"] == "Player 2 wins with Straight, Queen-high"
    holdem = call("poker.showdown", {"hands": ["Ah 8h", "Qs Qd"], "board": "Kh Qh Jh Th 2c", "game": "holdem"})
    assert holdem["hands"][0]["name"] == "Royal Flush"


def test_omaha_flush_needs_two_suited_hole_cards():
    board = parse_hand("Kh Qh 9h 2h Tc")
    result = showdown(parse_hands("Ah 2c 3d 4s | 8h 7h 6d 5d"), board, "omaha")
    assert any_five_best(list(result.hands[0].cards) + list(board))[0] == 5  # a flush in any five
    assert result.hands[0].name == "Pair of Twos, Ace kicker"  # one heart in hand: no flush in Omaha
    assert result.hands[1].name == "Flush, King-high" and result.winners == [1]


@pytest.mark.parametrize("seed", range(6))
def test_omaha_matches_independent_ranking_on_random_deals(seed):
    rng = random.Random(seed)
    for _ in range(40):
        players = rng.randint(2, 5)
        board_size = rng.choice((3, 4, 5))
        cards = rng.sample(FULL_DECK, 4 * players + board_size)
        hands = [tuple(cards[4 * i:4 * i + 4]) for i in range(players)]
        board = tuple(cards[4 * players:])
        result = showdown(hands, board, "omaha")
        expected = [omaha_best(hand, board) for hand in hands]
        best = max(expected)
        assert result.winners == [i for i, value in enumerate(expected) if value == best]
        for hand, want in zip(result.hands, expected):
            assert norvig_rank(hand.played) == want  # the five named are a best 2 + 3
            assert len(set(hand.played) & set(hand.cards)) == 2


@pytest.mark.parametrize("seed", range(4))
def test_holdem_matches_independent_ranking_on_random_deals(seed):
    rng = random.Random(100 + seed)
    for _ in range(40):
        players = rng.randint(2, 9)
        board_size = rng.choice((3, 4, 5))
        cards = rng.sample(FULL_DECK, 2 * players + board_size)
        hands = [tuple(cards[2 * i:2 * i + 2]) for i in range(players)]
        board = tuple(cards[2 * players:])
        result = showdown(hands, board, "holdem")
        expected = [any_five_best(hand + board) for hand in hands]
        best = max(expected)
        assert result.winners == [i for i, value in enumerate(expected) if value == best]


@pytest.mark.parametrize(
    "game, hands, board, message",
    [
        ("omaha", "Ah Kd Qs | 2c 3c 4c 5c", "5d 6d 7d", "Hand 1: has 3 cards; an Omaha hand needs 4"),
        ("omaha", "Ah Kd Qs Jc | 2c 3c 4c 5c", "5d 6d", "the board has 2 cards; Omaha needs a board of 3 to 5 cards"),
        ("holdem", "Ah Kd Qs | 2c 3c", "5d 6d 7d", "Hand 1: has 3 cards; a Texas Hold'em hand needs 2"),
        ("holdem", "Ah Kd | 2c 3c", "5d 6d 7d 8d 9d Td", "the board has 6 cards; it holds at most 5"),
        ("holdem", "Ah Kh Qh | 2c 3c", "", "Hand 1: has 3 cards; a Texas Hold'em hand needs 2"),
        ("omaha", "Ah Kd Qs Jc | 2c 3c", "5d 6d", "Hand 2: has 2 cards; an Omaha hand needs 4"),
        ("holdem", "Ah Kh | 2c 3c", "", "the board has 0 cards; Texas Hold'em needs a board of 3 to 5 cards"),
        ("omaha", "Ah Kd Qs Jc | 2c 3c 4c Ah", "5d 6d 7d", "Hand 2: Ah is also in hand 1"),
        ("badugi", "Ah Kd Qs Jc | 2c 3c 4c 5h", "", "the poker tool does not cover Badugi (the badugi tool settles it); choose five-card, holdem, omaha, omaha-hilo, "
         "omaha5, omaha5-hilo, omaha6, holdem-hilo, omaha6-hilo, courchevel, courchevel-hilo, shortdeck, "
         "shortdeck-classic, deuce-to-seven, ace-to-five, stud, stud-hilo or razz"),
    ],
)
def test_bad_variant_deals(game, hands, board, message):
    with pytest.raises(InputError) as caught:
        call("poker.showdown", {"hands": hands, "board": board, "game": game})
    assert str(caught.value) == message


def test_badugi_and_poker_share_one_report_shape():
    poker = call("poker.showdown", {"hands": "Ah Ad 2c 3d 4h | Ks Kd 2s 3c 5h"})
    badugi = call("badugi.showdown", {"hands": "3c 2s 4d Ah - As 3h 2d 4h"})
    assert set(poker) == set(badugi)
    assert set(poker["hands"][0]) == set(badugi["hands"][0])
    assert badugi["hands"][1]["dead"] == [{"card": "As", "reason": "pairs the Ah that plays"}] or \
        badugi["hands"][1]["dead"][0]["card"] in {"As", "4h", "3h", "2d"}
    assert (poker["hands"][0]["classes"], badugi["hands"][0]["classes"]) == (7462, 1092)


def test_meta_holds_the_facts_the_page_shows():
    from cardlab.badugi.strength import class_table as badugi_classes
    from cardlab.poker.strength import class_table as poker_classes

    meta = call("meta")
    assert meta["poker"]["classes"] == len(poker_classes()[0]) == 7462
    assert meta["badugi"]["classes"] == len(badugi_classes()[0]) == 1092
    assert meta["limits"]["batch_chars"] == 20_000_000 and len(meta["deck"]) == 52
    assert [c["key"] for c in meta["poker"]["categories"]][:2] == ["high-card", "one-pair"]
    assert [v["key"] for v in meta["variants"]] == [v.key for v in VARIANTS]  # every record, in the catalog's order
    assert meta["silver_dollar"]["max_n"] == 10**18 and meta["silver_dollar"]["random"]["squares"] == 12


# --- a game is one record -------------------------------------------------------------------------

def test_every_game_record_names_rankings_that_exist_and_a_deck():
    from cardlab.games.rankings import RANKINGS

    for game in VARIANTS:
        assert set(game.rankings) <= set(RANKINGS), game.key
        assert game.ranking().key == game.evaluator
        assert len(game.deck.cards) == game.deck.size == (36 if game.key.startswith("shortdeck") else 52)
        assert sum(share.share for share in game.pot) == 1


def test_short_deck_has_36_cards_from_six_to_ace():
    from cardlab.games.variants import SHORT_DECK

    assert SHORT_DECK.size == 36 and len(set(SHORT_DECK.cards)) == 36
    assert min(card.rank for card in SHORT_DECK.cards) == 6 and max(card.rank for card in SHORT_DECK.cards) == 14


def test_meta_lists_each_games_record():
    meta = call("meta")
    holdem = next(game for game in meta["variants"] if game["key"] == "holdem")
    assert holdem["streets"] == ["preflop", "flop", "turn", "river"]
    assert holdem["deck"] == {"key": "standard", "name": "52 cards", "size": 52, "lowest": 2}
    assert holdem["pot"] == [{"name": "pot", "ranking": "high", "share": "1", "qualifier": None}]
    assert holdem["evaluator"] == "high" and holdem["low"] is False
    badugi = next(game for game in meta["variants"] if game["key"] == "badugi")
    assert badugi["draws"] == 3 and badugi["low"] is True and badugi["rankings"] == ["badugi"]


def brute_split(shares, winners, players):
    """Each share to its winners in equal parts; shares nobody won, re-divided among the rest."""
    from fractions import Fraction

    paid = [share for share, who in zip(shares, winners) if who]
    parts = [Fraction(0)] * players
    for share, who in zip(shares, winners):
        for player in who:
            parts[player] += Fraction(share) / sum(paid) / len(who)
    return parts


@pytest.mark.parametrize("winners, expected", [
    ([[0], [1]], ["1/2", "1/2", "0"]),
    ([[0], [0]], ["1", "0", "0"]),  # a scoop
    ([[0, 1], [1]], ["1/4", "3/4", "0"]),
    ([[0], [1, 2]], ["1/2", "1/4", "1/4"]),  # the low quartered
    ([[2], []], ["0", "0", "1"]),  # no qualifying low: the high takes it all
    ([[0, 1, 2], []], ["1/3", "1/3", "1/3"]),
])
def test_high_low_pot_split(winners, expected):
    from fractions import Fraction

    from cardlab.games.pot import HIGH_LOW, split_pot

    parts = split_pot(HIGH_LOW, winners, 3)
    assert parts == [Fraction(text) for text in expected] == brute_split([Fraction(1, 2), Fraction(1, 2)], winners, 3)
    assert sum(parts) == 1
