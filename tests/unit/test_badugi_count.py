"""Badugi counts: Problem 369 checkpoints and exhaustive enumeration of small decks."""

from itertools import combinations, permutations
from math import comb

import pytest

from cardlab.api import call
from cardlab.badugi.counts import badugi_counts, counts_report
from cardlab.core.errors import InputError


def test_spec_checkpoints():
    counts = badugi_counts(4, 13)
    assert counts.contains(4) == 17160
    assert counts.contains(5) == 514800
    assert sum(counts.contains(n) for n in range(4, 14)) == 862400558448
    assert counts_report()["total"] == 862400558448


def test_large_hands_always_contain_a_badugi_and_totals_add_up():
    counts = badugi_counts(4, 13)
    for n in range(40, 53):
        assert counts.contains(n) == comb(52, n)
    free = sum(counts.hands(n) - counts.contains(n) for n in range(53))
    assert sum(counts.contains(n) for n in range(53)) + free == 2**52
    assert sum(sum(row) for row in counts.by_best) == 2**52


def brute_force(suits: int, ranks: int) -> list[list[int]]:
    """by_best[n][j] over every subset of the deck, via numpy bitmasks of rainbow sets."""
    np = pytest.importorskip("numpy")  # absent in Pyodide: this cross-check runs on CPython
    cards = suits * ranks
    masks = np.arange(1 << cards, dtype=np.int64)
    sizes = np.zeros(1 << cards, dtype=np.int64)
    for bit in range(cards):
        sizes += (masks >> bit) & 1
    best = np.zeros(1 << cards, dtype=np.int64)
    for k in range(1, suits + 1):
        has = np.zeros(1 << cards, dtype=bool)
        for suit_set in combinations(range(suits), k):
            for rank_set in combinations(range(ranks), k):
                for order in permutations(rank_set):
                    rainbow = sum(1 << (r * suits + s) for s, r in zip(suit_set, order))
                    has |= (masks & rainbow) == rainbow
        best[has] = k
    table = [[0] * (suits + 1) for _ in range(cards + 1)]
    for n, j in zip(sizes.tolist(), best.tolist()):
        table[n][j] += 1
    return table


@pytest.mark.parametrize("suits, ranks", [(3, 4), (4, 4), (4, 5), (2, 6), (5, 3), (1, 5), (6, 2)])
def test_exhaustive_small_decks(suits, ranks):
    counts = badugi_counts(suits, ranks)
    assert [list(row) for row in counts.by_best] == brute_force(suits, ranks)
    for k in range(1, suits + 1):
        for n in range(suits * ranks + 1):
            assert counts.contains(n, k) == sum(brute_force_cache(suits, ranks)[n][k:])


_cache: dict = {}


def brute_force_cache(suits, ranks):
    if (suits, ranks) not in _cache:
        _cache[suits, ranks] = brute_force(suits, ranks)
    return _cache[suits, ranks]


def test_progress_is_reported():
    seen = []
    badugi_counts(5, 13, progress=seen.append)
    # at each family met (38) and each rank done (13)
    assert seen[-1] == pytest.approx(1.0) and len(seen) == 38 + 13 and seen == sorted(seen)


@pytest.mark.parametrize(
    "params, message",
    [
        ({"suits": 0}, "suits: must be at least 1, got 0"),
        ({"suits": 7}, "suits: must be at most 6, got 7"),
        ({"ranks": "x"}, "ranks: 'x' is not a whole number"),
        ({"k": 5}, "k: must be from 1 to the number of suits (4), got 5"),
        ({"sizes": "0-60"}, "sizes: 60 is outside 0 to 52 (the deck has 52 cards)"),
        ({"sizes": "5.5"}, "sizes: '5.5' is not a size or range like 4-13"),
        ({"suits": "2.5"}, "suits: '2.5' is not a whole number"),
    ],
)
def test_bad_parameters(params, message):
    with pytest.raises(InputError) as caught:
        call("badugi.counts", params)
    assert str(caught.value) == message


def test_each_row_is_one_exact_chance():
    """#33 item 3: count of of hands, probability and fraction (``hands`` kept beside ``of``)."""
    from math import comb

    from cardlab.api import call

    rows = call("badugi.counts", {"suits": "4", "ranks": "13", "k": "4", "sizes": "4-5"})["rows"]
    assert [(row["count"], row["of"], row["hands"], row["fraction"]) for row in rows] == [
        (17160, comb(52, 4), comb(52, 4), "264/4165"), (514800, comb(52, 5), comb(52, 5), "165/833")]
    assert rows[1]["probability"] == 514800 / comb(52, 5)


@pytest.mark.parametrize(("sizes", "message"), [
    ("1000000000000000000", "sizes: 1000000000000000000 is outside 0 to 52 (the deck has 52 cards)"),
    ("4-99999999", "sizes: 99999999 is outside 0 to 52 (the deck has 52 cards)"),
    ("60", "sizes: 60 is outside 0 to 52 (the deck has 52 cards)"),
])
def test_a_size_too_big_is_out_of_bounds_however_many_digits(sizes, message):
    """Helper review (session 12): 19 digits were "not a size or range like 4-13"; 60 was out of bounds."""
    with pytest.raises(InputError) as raised:
        call("badugi.counts", {"suits": "4", "ranks": "13", "k": "4", "sizes": sizes})
    assert raised.value.message == message and raised.value.field == "sizes"


def _families_met_by_step(suits: int, ranks: int) -> list[int]:
    """The new canonical families each rank step meets, worked out by brute force: a family is the set
    of suit sets a hand can still cover; two families that a renaming of the suits maps onto each other
    are one."""
    from functools import cache
    from itertools import permutations

    full = 1 << suits
    renamings = [[sum(1 << perm[i] for i in range(suits) if subset >> i & 1) for subset in range(full)]
                 for perm in permutations(range(suits))]

    @cache
    def canon(family: int) -> int:
        members = [m for m in range(full) if family >> m & 1]
        return min(sum(1 << table[m] for m in members) for table in renamings)

    def grown(family: int, held: int) -> int:  # every covered set, and each with one suit held added
        more = family
        for m in range(full):
            if family >> m & 1:
                for t in range(suits):
                    if held >> t & 1 and not m >> t & 1:
                        more |= 1 << (m | 1 << t)
        return more

    met, states, found = set(), {1}, []
    for _ in range(ranks):
        new = [family for family in states if family not in met]
        met.update(new)
        found.append(len(new))
        states = {canon(grown(family, held)) for family in states for held in range(full)}
    return found


@pytest.mark.parametrize("suits", [1, 2, 3, 4, 5, 6])
def test_the_families_met_by_step_are_the_tables(suits):
    from cardlab.badugi.counts import NEW_FAMILIES

    found = _families_met_by_step(suits, suits + 2)
    assert tuple(found[:suits + 1]) == NEW_FAMILIES[suits] and not any(found[suits + 1:])


def test_counting_progress_follows_the_families_met():
    """Helper (session 14): by ranks done, six suits by 26 ranks sat at 8% for seconds (the families'
    transitions, 97% of the time, are met in the first ranks), then ran to 100% at once."""
    from cardlab.badugi.counts import badugi_counts

    told: list[float] = []
    badugi_counts(6, 26, progress=told.append)
    assert told == sorted(told) and told[-1] == pytest.approx(1.0)
    assert len(told) > 96 and max(b - a for a, b in zip(told, told[1:])) < 0.05  # no jump of 5% or more
