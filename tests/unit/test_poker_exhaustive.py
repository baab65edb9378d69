"""All 2,598,960 five-card hands: category frequencies, the 7,462 classes, and agreement with an
independent vectorised brute force (numpy) that ranks hands its own way."""

from collections import Counter
from itertools import combinations

import pytest

np = pytest.importorskip("numpy")  # absent in Pyodide: this cross-check runs on CPython

from cardlab.core.cards import FULL_DECK
from cardlab.poker.evaluator import CATEGORIES, encode, value_of_codes
from cardlab.poker.strength import class_table

pytestmark = pytest.mark.slow

FREQUENCIES = {
    "straight-flush": 40, "four-of-a-kind": 624, "full-house": 3744, "flush": 5108, "straight": 10200,
    "three-of-a-kind": 54912, "two-pairs": 123552, "one-pair": 1098240, "high-card": 1302540,
}
CLASSES = {
    "straight-flush": 10, "four-of-a-kind": 156, "full-house": 156, "flush": 1277, "straight": 10,
    "three-of-a-kind": 858, "two-pairs": 858, "one-pair": 2860, "high-card": 1277,
}


@pytest.fixture(scope="module")
def every_hand():
    codes = encode(FULL_DECK)
    classes, _, _ = class_table()
    index = np.array(list(combinations(range(52), 5)), dtype=np.int8)
    ours = np.fromiter(
        (classes[value_of_codes([codes[i] for i in hand])] for hand in combinations(range(52), 5)),
        dtype=np.int32, count=len(index),
    )
    return index, ours


def brute_force_keys(index: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(category 0..8, a sortable key) for each hand, computed without the package."""
    ranks = index // 4 + 2  # FULL_DECK is rank-major: 2c 2d 2h 2s 3c ...
    suits = index % 4
    counts = np.zeros((len(index), 15), dtype=np.int8)
    for column in range(5):
        np.add.at(counts, (np.arange(len(index)), ranks[:, column]), 1)
    flush = (suits == suits[:, :1]).all(axis=1)
    pattern = -np.sort(-counts, axis=1)[:, :5]
    distinct = pattern[:, 0] == 1
    high, low = ranks.max(axis=1), ranks.min(axis=1)
    wheel = distinct & np.isin(ranks, [14, 2, 3, 4, 5]).all(axis=1)
    straight = distinct & ((high - low == 4) | wheel)
    category = np.select(
        [straight & flush, pattern[:, 0] == 4, (pattern[:, 0] == 3) & (pattern[:, 1] == 2), flush, straight,
         pattern[:, 0] == 3, (pattern[:, 0] == 2) & (pattern[:, 1] == 2), pattern[:, 0] == 2],
        [8, 7, 6, 5, 4, 3, 2, 1], default=0,
    )
    # Tie-break: the five ranks ordered by (count, rank), high first; the wheel's ace counts as 1.
    play = np.where(wheel[:, None] & (ranks == 14), 1, ranks)
    weight = counts[np.arange(len(index))[:, None], ranks] * 16 + play
    order = np.argsort(-weight, axis=1, kind="stable")
    ordered = np.take_along_axis(play, order, axis=1).astype(np.int64)
    key = category.astype(np.int64)
    for column in range(5):
        key = key * 15 + ordered[:, column]
    return category, key


def test_category_frequencies(every_hand):
    _, ours = every_hand
    classes, frequency, _ = class_table()
    by_category = Counter()
    for value, count in frequency.items():
        by_category[CATEGORIES[value[0]].key] += count
    assert dict(by_category) == FREQUENCIES
    assert sum(frequency.values()) == 2598960
    assert Counter(CATEGORIES[value[0]].key for value in classes) == CLASSES
    assert len(classes) == 7462 and len(np.unique(ours)) == 7462


def test_agrees_with_independent_brute_force(every_hand):
    index, ours = every_hand
    category, key = brute_force_keys(index)
    values = {number: value for value, number in class_table()[0].items()}
    our_category = np.array([values[n][0] for n in range(1, 7463)])[ours - 1]
    assert (our_category == category).all()
    frequencies = Counter(category.tolist())
    assert {CATEGORIES[c].key: n for c, n in frequencies.items()} == FREQUENCIES
    # Same ranking: ordering by the brute-force key gives exactly our classes, best first.
    unique_keys, inverse = np.unique(key, return_inverse=True)
    assert len(unique_keys) == 7462
    brute_class = 7462 - inverse.reshape(-1)
    assert (brute_class == ours).all()
