"""Card parsing per SPEC "Cards": forgiving separators, strict content, located errors."""

import pytest

from cardlab.core.cards import Card, format_cards, parse_hand, parse_hands, scan_cards, split_hand_texts
from cardlab.core.errors import InputError


def codes(hand):
    return [str(card) for card in hand]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("5H 5C 6S 7S KD", ["5h", "5c", "6s", "7s", "Kd"]),
        ("5h,5c,6s,7s,kd", ["5h", "5c", "6s", "7s", "Kd"]),
        ("['5H', '5C', \"6S\"]", ["5h", "5c", "6s"]),
        ("3c2s4dAh", ["3c", "2s", "4d", "Ah"]),
        ("10h 10♠ T♦", ["Th", "Ts", "Td"]),
        ("A♥️ K♣", ["Ah", "Kc"]),  # emoji variation selector
        ("(Qs)  {jd}", ["Qs", "Jd"]),
    ],
)
def test_forgiving_separators(text, expected):
    assert codes(parse_hand(text)) == expected


@pytest.mark.parametrize(
    "text, hands",
    [
        ("5H 5C | 2C 3S", [["5h", "5c"], ["2c", "3s"]]),
        ("5H 5C - 2C 3S", [["5h", "5c"], ["2c", "3s"]]),
        ("5H 5C\n2C 3S\n\n", [["5h", "5c"], ["2c", "3s"]]),
        ("[['3c','2s','4d','Ah'], ['As','3h','2d','4h']]", [["3c", "2s", "4d", "Ah"], ["As", "3h", "2d", "4h"]]),
        ("3c2s4dAh-As3h2d4h", [["3c", "2s", "4d", "Ah"], ["As", "3h", "2d", "4h"]]),
    ],
)
def test_hand_separators(text, hands):
    assert [codes(hand) for hand in parse_hands(text)] == hands


@pytest.mark.parametrize(
    "text, message, token",
    [
        ("5H 5X", "Hand 1: unknown suit 'X' in '5X'", "5X"),
        ("1h 2c", "Hand 1: unknown rank '1' in '1h'", "1h"),
        ("Ah Kd | Qs Zz", "Hand 2: unknown rank 'Z' in 'Zz'", "Zz"),
        ("Ah K", "Hand 1: missing suit after 'K' in 'K'", "K"),
        ("Ah ♠", "Hand 1: a suit without a rank in '♠'", "♠"),
        ("AhKdQ", "Hand 1: missing suit after 'Q' in 'AhKdQ'", "AhKdQ"),
    ],
)
def test_unknown_cards_name_the_token_and_hand(text, message, token):
    with pytest.raises(InputError) as caught:
        parse_hands(text)
    assert str(caught.value) == message
    assert caught.value.token == token


def test_duplicate_within_a_hand():
    with pytest.raises(InputError, match=r"^Hand 1: Ah appears twice$"):
        parse_hands("Ah ah Kd")


def test_duplicate_across_hands():
    with pytest.raises(InputError) as caught:
        parse_hands("Ah Kd | Qs Jc | 2c AH")
    assert str(caught.value) == "Hand 3: Ah is also in hand 1"
    assert caught.value.hand == 3 and caught.value.token == "Ah"


def test_empty_input_is_an_error():
    with pytest.raises(InputError, match="found no hands"):
        parse_hands("  , \n ", min_hands=1)


def test_card_properties_and_formatting():
    card = Card.parse("10d")
    assert (card.rank, card.suit, card.symbol, card.is_red, card.deck_index) == (10, "d", "T♦", True, 33)
    assert format_cards(parse_hand("As Kc"), symbols=True) == "A♠ K♣"


def test_scan_is_lenient():
    assert [str(c) for c in scan_cards("Ah, Zz | 10c <b>")] == ["Ah", "Tc"]


def test_split_keeps_bracketed_hands_apart():
    assert len(split_hand_texts("[[Ah, Kd], [Qs, Jc], [2c, 3c]]")) == 3


@pytest.mark.parametrize("token, message", [
    ("Aſ", "unknown suit 'ſ' in 'Aſ'"),  # long s folds to 's' under Unicode case folding
    ("\u212ah", "unknown rank '\u212a' in '\u212ah'"),  # Kelvin sign folds to 'k'
    ("ıh", "unknown rank 'ı' in 'ıh'"),  # dotless i
])
def test_letters_that_only_fold_to_a_rank_or_suit_are_refused(token, message):
    from cardlab.api import call

    with pytest.raises(InputError) as caught:
        parse_hand(token)
    assert caught.value.reason == message
    for action, params in [("poker.showdown", {"hands": f"{token} Kd Qs Jc Th | 2c 3c 4c 5c 7d"}),
                           ("badugi.showdown", {"hands": f"{token} Kd Qs Jc | 2c 3d 4h 5s"}),
                           ("poker.batch", {"text": f"{token} Kd Qs Jc Th 2c 3c 4c 5c 7d"})]:
        try:
            report = call(action, params)
        except InputError as err:
            assert message in str(err)
        else:
            assert message in report["errors"][0]["message"]
    assert call("cards.scan", {"texts": [f"{token} Kd"]})["codes"] == [["Kd"]]
