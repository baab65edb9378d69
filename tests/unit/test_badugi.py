"""Badugi: SPEC checkpoints, played subsets, names, dead cards, input shapes, every 4-card hand."""

import random
from collections import Counter
from itertools import combinations

import pytest

from cardlab.badugi.evaluator import play
from cardlab.badugi.strength import class_table
from cardlab.games.showdown import parse_deal, showdown_report


def parse_badugi(text):
    hands, _ = parse_deal(text)
    from cardlab.games.showdown import check_deal
    from cardlab.games.variants import variant

    check_deal(variant("badugi"), hands)
    return hands


def badugi_report(hands):
    return showdown_report(hands, (), "badugi")
from cardlab.core.cards import FULL_DECK, parse_hand
from cardlab.core.errors import InputError

CHECKPOINTS = [
    ("3c 2s 4d Ah - As 3h 2d 4h", [0]),
    ("3c 2s 4d Ah - As 2c 3d 4h", [0, 1]),
    ("2d Ac 4h 3c - Kh Ad 9s 2c", [1]),
    ("Kc Tc Qc Jc - Ac Ad Ah As", [1]),
    ("9c 9h Qc Qh - Qs Kh Jh Kd", [1]),
    ("2d 5h 7c 5s - 2h 3c 8d 6c", [0]),
    ("3s 6c 2d Js - 6h Jd 3c 2s", [1]),
    ("Ah 6d 4d Ac - 3h 2c 3s 2s", [1]),
    ("2h 8h 6h 4h - 6d 2d 5d 8d", [0, 1]),
]


@pytest.mark.parametrize("deal, winners", CHECKPOINTS)
def test_spec_checkpoints(deal, winners):
    assert badugi_report(parse_badugi(deal))["winners"] == winners


@pytest.mark.parametrize(
    "hand, name",
    [
        ("3c 2s 4d Ah", "4-card badugi 4-3-2-A (the wheel / number one)"),
        ("Kh Ad 9s 2c", "4-card badugi K-9-2-A"),
        ("2d Ac 4h 3c", "3-card 4-2-A"),
        ("8d 6h 3s 2h", "3-card 8-3-2"),
        ("Ah 6d 4d Ac", "2-card 4-A"),
        ("Kc Tc Qc Jc", "1-card T"),
        ("Kc Kd Kh Ks", "1-card K"),
    ],
)
def test_names(hand, name):
    assert play(parse_hand(hand)).name == name


def test_plays_the_lowest_subset_and_explains_dead_cards():
    hand = play(parse_hand("8d 6h 3s 2h"))
    assert [str(c) for c in hand.played] == ["8d", "3s", "2h"]
    assert [(str(d.card), d.reason) for d in hand.dead] == [("6h", "same suit (♥) as the 2h that plays")]
    quads = play(parse_hand("Kc Kd Kh Ks"))
    assert {d.reason for d in quads.dead} == {"pairs the Kc that plays"}


def test_reasons():
    assert badugi_report(parse_badugi("2d 5h 7c 5s - 2h 3c 8d 6c"))["reason"] == "both 3-card; 7 beats 8 at the top card"
    assert badugi_report(parse_badugi("2h 8h 6h 4h - 6d 2d 5d 8d"))["reason"] == "both hands tie with 1-card 2; the pot is split"


def test_multiway_draw_and_four_players():
    report = badugi_report(parse_badugi("Ac 2d 3h 4s | Ad 2c 3s 4h | Kc Kd Kh Ks | 5c 6d 7h 8s"))
    assert report["winners"] == [0, 1] and report["draw"] is True
    assert report["headline"].startswith("Split pot: Player 1 and Player 2 tie")


@pytest.mark.parametrize(
    "shape",
    [
        "3c 2s 4d Ah - As 3h 2d 4h",
        "3c 2s 4d Ah | As 3h 2d 4h",
        "3c 2s 4d Ah\nAs 3h 2d 4h",
        "[['3c','2s','4d','Ah'], ['As','3h','2d','4h']]",
        '[["3c", "2s", "4d", "Ah"], ["As", "3h", "2d", "4h"]]',
        "3c2s4dAh - As3h2d4h",
        ["3c 2s 4d Ah", "As 3h 2d 4h"],
    ],
)
def test_every_input_shape(shape):
    assert badugi_report(parse_badugi(shape))["winners"] == [0]


@pytest.mark.parametrize(
    "text, message",
    [
        ("3c 2s 4d - As 3h 2d 4h", "Hand 1: has 3 cards; a badugi hand needs 4"),
        ("3c 2s 4d Ah - As 3h 2d 4x", "Hand 2: unknown suit 'x' in '4x'"),
        ("3c 2s 4d Ah - As 3h 2d 3c", "Hand 2: 3c is also in hand 1"),
        ("3c 2s 4d Ah", "found only 1 hand; enter at least 2"),
    ],
)
def test_bad_input(text, message):
    with pytest.raises(InputError) as caught:
        parse_badugi(text)
    assert str(caught.value) == message


def brute_force(cards):
    """All subsets, keep the rainbow ones, sort: independent of cardlab.badugi."""
    low = lambda c: 1 if c.rank == 14 else c.rank  # noqa: E731
    options = []
    for size in range(1, 5):
        for subset in combinations(cards, size):
            if len({c.suit for c in subset}) == size == len({low(c) for c in subset}):
                options.append((-size, sorted((low(c) for c in subset), reverse=True)))
    best = min(options)
    return (4 + best[0], tuple(best[1]))


def test_random_four_card_hands_against_brute_force():
    """A seeded sample of the check below, which is left out of the slower Pyodide run."""
    rng = random.Random("badugi sample")
    for _ in range(3000):
        cards = rng.sample(FULL_DECK, 4)
        assert play(cards).value == brute_force(cards)


@pytest.mark.slow
def test_every_four_card_hand():
    sizes = Counter()
    values = set()
    for cards in combinations(FULL_DECK, 4):
        value = play(cards).value
        assert value == brute_force(cards)
        sizes[4 - value[0]] += 1
        values.add(value)
    assert sizes == {4: 17160, 3: 154440, 2: 96252, 1: 2873}
    assert len(values) == 1092
    classes, frequency, _ = class_table()
    assert len(classes) == 1092 and sum(frequency.values()) == 270725
    assert Counter({v: n for v, n in frequency.items()}) == Counter(play(c).value for c in combinations(FULL_DECK, 4))
