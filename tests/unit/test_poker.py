"""Five-card poker: Problem 54 checkpoints, every category, kickers, splits, boards, names."""

import pytest

from cardlab.api import call
from cardlab.core.cards import parse_hand, parse_hands
from cardlab.core.errors import InputError
from cardlab.poker.evaluator import CATEGORIES, best_five, hand_name, hand_value, short_name
from cardlab.games.showdown import parse_deal as parse_showdown
from cardlab.games.showdown import showdown, showdown_report
from cardlab.poker.strength import strength

EULER_EXAMPLES = [
    ("5H 5C 6S 7S KD", "2C 3S 8S 8D TD", 1, "Pair of Fives, King kicker", "Pair of Eights, Ten kicker"),
    ("5D 8C 9S JS AC", "2C 5C 7D 8S QH", 0, "High Card, Ace-high", "High Card, Queen-high"),
    ("2D 9C AS AH AC", "3D 6D 7D TD QD", 1, "Three of a Kind, Aces", "Flush, Queen-high"),
    ("4D 6S 9H QH QC", "3D 6D 7H QD QS", 0, "Pair of Queens, Nine kicker", "Pair of Queens, Seven kicker"),
    ("2H 2D 4C 4D 4S", "3C 3D 3S 9S 9D", 0, "Full House, Fours full of Twos", "Full House, Threes full of Nines"),
]


@pytest.mark.parametrize("left, right, winner, left_name, right_name", EULER_EXAMPLES)
def test_problem_54_examples(left, right, winner, left_name, right_name):
    result = showdown([parse_hand(left), parse_hand(right)])
    assert result.winners == [winner]
    assert [hand.name for hand in result.hands] == [left_name, right_name]


def test_reasons_explain_the_examples():
    reasons = [showdown([parse_hand(a), parse_hand(b)]).reason for a, b, *_ in EULER_EXAMPLES]
    assert reasons == [
        "both one pair; decided by the pair: 8 vs 5",
        "both high card; decided by the top card: A vs Q",
        "Flush beats three of a kind",
        "both pair of Queens; decided by the kicker: 9 vs 7",
        "both full house; decided by the three of a kind: 4 vs 3",
    ]


@pytest.mark.parametrize(
    "cards, category, name",
    [
        ("Ah Kh Qh Jh Th", "straight-flush", "Royal Flush"),
        ("9s 8s 7s 6s 5s", "straight-flush", "Straight Flush, Nine-high"),
        ("As 2s 3s 4s 5s", "straight-flush", "Straight Flush, Five-high"),
        ("Ac Ad Ah As 2c", "four-of-a-kind", "Four of a Kind, Aces"),
        ("Kc Kd Kh 6s 6c", "full-house", "Full House, Kings full of Sixes"),
        ("Ah 9h 7h 4h 2h", "flush", "Flush, Ace-high"),
        ("Ts Jd Qh Kc Ac", "straight", "Straight, Ace-high"),
        ("Ah 2d 3c 4s 5h", "straight", "Straight, Five-high"),
        ("7c 7d 7h Ks 2c", "three-of-a-kind", "Three of a Kind, Sevens"),
        ("Kc Kd 5h 5s 9c", "two-pairs", "Two Pair, Kings and Fives"),
        ("Qc Qd 9h 5s 2c", "one-pair", "Pair of Queens, Nine kicker"),
        ("Kc Jd 9h 5s 2c", "high-card", "High Card, King-high"),
    ],
)
def test_every_category_and_name(cards, category, name):
    value = hand_value(parse_hand(cards))
    assert CATEGORIES[value[0]].key == category
    assert hand_name(value) == name


def test_wheel_is_the_lowest_straight():
    wheel = hand_value(parse_hand("Ah 2d 3c 4s 5h"))
    six_high = hand_value(parse_hand("2d 3c 4s 5h 6c"))
    assert six_high > wheel
    assert wheel > hand_value(parse_hand("Ah Ad Ac Kd Qs"))  # still beats trips


def test_steel_wheel_is_the_lowest_straight_flush():
    steel = hand_value(parse_hand("Ad 2d 3d 4d 5d"))
    assert hand_name(steel) == "Straight Flush, Five-high"
    assert hand_value(parse_hand("2d 3d 4d 5d 6d")) > steel > hand_value(parse_hand("Ac Ad Ah As Kd"))


def test_no_wraparound_straight():
    assert CATEGORIES[hand_value(parse_hand("Qh Kd Ac 2s 3h"))[0]].key == "high-card"


@pytest.mark.parametrize(
    "better, worse, reason",
    [
        ("Ac Ad Kh Qs Jc", "Ah As Kd Qc Tc", "both pair of Aces; decided by the third kicker: J vs T"),
        ("Ac Ad Kh Qs 3c", "Ah As Kd Qc 2c", "both pair of Aces; decided by the third kicker: 3 vs 2"),
        ("Kc Kd 5h 5s 9c", "Kh Ks 5d 5c 8c", "both two pair, Kings and Fives; decided by the kicker: 9 vs 8"),
        ("Kc Kd 6h 6s 2c", "Kh Ks 5d 5c Ac", "both two pair; decided by the lower pair: 6 vs 5"),
        ("Ah Kh 9h 7h 3h", "Ad Kd 9d 7d 2d", "both flush, Ace-high; decided by the fifth card: 3 vs 2"),
        ("Ac Kd 9h 7s 3c", "Ad Kc 9s 6h 5d", "both Ace-high; decided by the fourth card: 7 vs 6"),
        ("7c 7d 7h As 2c", "7s 7d 7h Ks Qc", "both three of a kind, Sevens; decided by the kicker: A vs K"),
        ("9c 9d 9h 9s 3c", "9c 9d 9h 9s 2c", "both four of a kind, Nines; decided by the kicker: 3 vs 2"),
        ("3c 3d 3h Ks Kc", "2c 2d 2h As Ac", "both full house; decided by the three of a kind: 3 vs 2"),
        ("2d 3c 4s 5h 6c", "Ah 2d 3c 4s 5h", "both straight; decided by the top card: 6 vs 5"),
    ],
)
def test_kickers_at_each_depth(better, worse, reason):
    from cardlab.poker.evaluator import compare_reason

    a, b = hand_value(parse_hand(better)), hand_value(parse_hand(worse))
    assert a > b
    assert compare_reason(a, b) == reason


def test_three_way_split_with_a_loser():
    hands = parse_hands("Ah Kd Qc Js 9h | As Kc Qd Jh 9c | Ad Kh Qs Jc 9d | 2c 3c 4d 5s 7h")
    result = showdown(hands)
    assert result.winners == [0, 1, 2]
    report = showdown_report(hands)
    assert report["split"] is True
    assert report["headline"] == "Split pot: Player 1, Player 2 and Player 3 tie with High Card, Ace-high"


def test_everyone_ties():
    result = showdown(parse_hands("Ah Kd Qc Js 9h | As Kc Qd Jh 9c"))
    assert result.reason == "both hands tie with high card, Ace-high; the pot is split"
    three = showdown(parse_hands("Ah Kd Qc Js 9h | As Kc Qd Jh 9c | Ad Kh Qs Jc 9d"))
    assert three.reason == "all 3 hands tie with high card, Ace-high; the pot is split"


def test_a_tie_of_some_players_is_said_in_the_reason():
    # The headline named two winners tying; the reason said only "One pair beats high card" (helper)
    found = call("poker.showdown", {"hands": ["Ah Qd", "Ac Qc", "Ks 3d"], "board": "As 9h 7c 4d 2s"})
    assert found["reason"] == "One pair beats high card; both winning hands tie"
    split = call("poker.showdown", {"hands": ["Ah 2h Kc Kd", "Ad 2d Qc Js", "3h 4h 8s 8c"],
                                    "board": "3c 4d 7s Ks 9h", "game": "omaha-hilo"})
    assert split["reason"] == ("high: Three of a kind beats two pair; "
                               "low: 7-4-3-2-A qualifies; no other hand has a low of 8 or better; both lows tie")


def test_royal_flush_is_named_in_the_reason():
    result = showdown(parse_hands("As Ks Qs Js Ts | 2h 2d 4c 4d 4s"))
    assert result.headline == "Player 1 wins with Royal Flush"
    assert result.reason == "Royal flush beats full house"


def test_seven_cards_play_the_best_five():
    value, five = best_five(parse_hand("2c 2d 7h 7s 7d Kc Ks"))
    assert hand_name(value) == "Full House, Sevens full of Kings"
    assert sorted(map(str, five)) == sorted(["7h", "7s", "7d", "Kc", "Ks"])


def test_six_cards():
    value, five = best_five(parse_hand("Ah Kh Qh Jh 9h Th"))
    assert hand_name(value) == "Royal Flush" and "9h" not in map(str, five)


def test_board_joins_every_hand():
    hands, board = parse_showdown("Ah Kd | 7c 7s", "7d 2c 9h Js Qc")
    result = showdown(hands, board)
    assert result.winners == [1]
    assert result.hands[1].name == "Three of a Kind, Sevens"
    assert result.hands[0].name == "High Card, Ace-high"


def test_board_card_in_a_hand_is_an_error():
    hands, board = parse_showdown("Ah Kd | 7c 7s", "7d 2c Ah")
    with pytest.raises(InputError, match="^board: Ah is also in hand 1$"):
        showdown(hands, board)


@pytest.mark.parametrize(
    "hands, board, message",
    [
        ("Ah Kd Qs Jc | 2c 3c 4c 5c 7d", "", "Hand 1: has 4 cards; a poker hand needs 5 to 7"),
        ("Ah Kd Qs Jc 9c 8c 7c 6c | 2c 3c 4c 5c 7d", "", "Hand 1: has 8 cards; a poker hand needs 5 to 7"),
        ("Ah Kd Qs Jc 9c", "", "found only 1 hand; enter at least 2"),
        ("Ah Kd Qs Jc 9c 8d | 2c 3c 4c 5c 7d 6s", "2d 3d", "Hand 1: has 6 cards; with a 2-card board, a hand needs 3 to 5"),
        ("Ah Kd | 2c 3c", "2d 3d 4d 5d 6d 7d", "the board has 6 cards; it holds at most 5"),
    ],
)
def test_bad_deals(hands, board, message):
    with pytest.raises(InputError) as caught:
        showdown(*parse_showdown(hands, board))
    assert str(caught.value) == message


def test_bad_board_token_names_the_board():
    with pytest.raises(InputError) as caught:
        parse_showdown("Ah Kd | Qs Qc", "2c 3x")
    assert str(caught.value) == "board: unknown suit 'x' in '3x'" and caught.value.field == "board"


def test_strength_class_and_share():
    royal = strength(hand_value(parse_hand("As Ks Qs Js Ts")))
    worst = strength(hand_value(parse_hand("7c 5d 4h 3s 2c")))
    assert royal.hand_class == 1 and royal.beats == (2598960 - 4) / 2598960
    assert worst.hand_class == 7462 and worst.beats == 0
    # Pair of aces with A-K-Q-J... no: A A K Q J is the best one pair, class 3326.
    assert strength(hand_value(parse_hand("Ac Ad Kh Qs Jc"))).hand_class == 3326


def test_short_names():
    assert short_name(hand_value(parse_hand("Qc Qd 9h 5s 2c"))) == "Pair of Queens"


def test_a_showdown_on_a_board_not_yet_complete_says_cards_are_to_come():
    """Helper, session 19: AhKh v QdQc on Qs 7d 2c gave a final verdict with no word of the turn and river."""
    from cardlab.api import call

    flop = call("poker.showdown", {"hands": "Ah Kh | Qd Qc", "board": "Qs 7d 2c", "game": "holdem"})
    assert flop["board_note"] == ("The board has 3 cards of 5: these are the hands as they stand, with 2 cards to "
                                  "come (equity counts the chances).")
    river = call("poker.showdown", {"hands": "Ah Kh | Qd Qc", "board": "Qs 7d 2c 3h 4s", "game": "holdem"})
    assert river["board_note"] is None
    assert call("poker.showdown", {"hands": "7h 5c 4d 3s 2h | 8h 6c 4c 3d 2c",
                                   "game": "deuce-to-seven"})["board_note"] is None
    # five-card: any cards each, with a board or none: nothing is to come
    assert call("poker.showdown", {"hands": "5H 5C 6S 7S KD | 2C 3S 8S 8D TD"})["board_note"] is None
