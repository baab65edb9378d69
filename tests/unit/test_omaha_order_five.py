"""The five-card Omaha preflop orders behind ``15%`` (issue #35): the packaged file holds every class
of hands under renaming of suits once with its right size (counted here by Burnside's lemma and by
the renamings themselves), its equities agree with a plain evaluator written here, and percent
ranges read it in the range and equity tools."""

from functools import cache
from itertools import combinations, permutations
from math import comb
import random

import pytest

from cardlab.core.errors import InputError

ALL_FIVE = comb(52, 5)  # 2,598,960


def orbit_count(size):
    """Burnside: classes of ``size``-card hands = the mean over the 24 suit renamings of the hands each fixes."""
    total = 0
    for suits in permutations(range(4)):
        lengths, seen = [], set()
        for start in range(4):
            length, suit = 0, start
            while suit not in seen:
                seen.add(suit)
                suit, length = suits[suit], length + 1
            if length:
                lengths.append(length)
        fixed = [1] + [0] * size  # a fixed hand is a union of whole cycles (13 ranks x the suit cycles)
        for length in lengths * 13:
            fixed = [fixed[n] + (fixed[n - length] if n >= length else 0) for n in range(size + 1)]
        total += fixed[size]
    return total // 24


def renamings(key):
    return {tuple(sorted(c - c % 4 + p[c % 4] for c in key)) for p in permutations(range(4))}


def percent_hands(classes):
    """Every hand of a percent range's classes, listed here by renaming suits."""
    return frozenset(hand for key, _ in classes for hand in renamings(key))


@pytest.fixture(scope="module")
def order_file():
    from cardlab.poker.ranges.omaha_order_file import read_order_file

    return read_order_file(5)


def test_every_class_once_with_its_size(order_file):
    keys, sizes = order_file.keys, list(order_file.class_sizes)
    assert orbit_count(4) == 16_432 and orbit_count(5) == len(keys) == 134_459
    assert keys == sorted(set(keys))  # each once, ascending
    assert sum(sizes) == ALL_FIVE  # disjoint classes whose sizes fill the deck: every class is there
    for key, size in list(zip(keys, sizes))[::251]:
        assert len(key) == 5 and min(renamings(key)) == key and len(renamings(key)) == size
    assert order_file.trials >= 1000


def test_both_orders_rank_every_class():
    from cardlab.poker.ranges.omaha_order import ordered_classes

    for name in ("5-high", "5-hilo"):
        classes = ordered_classes(name)
        assert len({key for key, _ in classes}) == len(classes) == 134_459
        assert sum(size for _, size in classes) == ALL_FIVE


def names(classes):
    from cardlab.core.cards import FULL_DECK

    by_number = {card.deck_index: card for card in FULL_DECK}
    return [" ".join(str(by_number[n]) for n in sorted(key, reverse=True)) for key, _ in classes]


def test_the_top_classes_are_the_ones_players_know():
    from cardlab.poker.ranges.omaha_order import ordered_classes

    def ranks(key):
        return sorted((n // 4 + 2 for n in key), reverse=True)

    for key, _ in ordered_classes("5-high")[:25]:  # aces or kings, double-suited (two suits of 2+)
        suits = sorted(sum(n % 4 == suit for n in key) for suit in range(4))
        assert ranks(key)[:2] in ([14, 14], [13, 13]) and suits[-2] >= 2, names([(key, 0)])
    for key, _ in ordered_classes("5-hilo")[:25]:  # aces with a low card
        assert ranks(key)[:2] == [14, 14] and ranks(key)[-1] <= 6, names([(key, 0)])
    for name in ("5-high", "5-hilo"):  # the worst: four of a kind (two of them dead) with a kicker
        for key, _ in ordered_classes(name)[-5:]:
            assert max(ranks(key).count(rank) for rank in ranks(key)) == 4, names([(key, 0)])


def test_five_percent_has_the_closest_combo_count():
    from cardlab.games.variants import variant
    from cardlab.poker.ranges.omaha_notation import read_pattern
    from cardlab.poker.ranges.omaha_order import ordered_classes, percent_classes_of

    top = percent_hands(percent_classes_of(variant("omaha5").hi_lo)(read_pattern("5%", "5%"), 5))
    sizes = [size for _, size in ordered_classes("5-high")]
    running, best = 0, (ALL_FIVE, 0)
    for size in sizes:  # the cumulative count nearest 5% of all hands, found here by hand
        running += size
        best = min(best, (abs(running * 100 - 5 * ALL_FIVE), running))
    assert len(top) == best[1] and abs(len(top) - 129_948) <= 12
    for hand in list(top)[:300]:
        assert renamings(hand) <= top


# --- the stored equity against a plain evaluator and a seeded Monte Carlo written here --------------

@cache
def high_value(five):
    """Five card numbers' high value, bigger is better (a plain ranking, independent of the tool)."""
    ranks = sorted((n // 4 + 2 for n in five), reverse=True)
    counts = {rank: ranks.count(rank) for rank in ranks}
    grouped = sorted(counts, key=lambda rank: (counts[rank], rank), reverse=True)
    shape = sorted(counts.values(), reverse=True)
    flush = len({n % 4 for n in five}) == 1
    if ranks == [14, 5, 4, 3, 2]:
        ranks = [5, 4, 3, 2, 1]
    straight = len(counts) == 5 and ranks[0] - ranks[4] == 4
    category = (8 if straight and flush else 7 if shape == [4, 1] else 6 if shape == [3, 2] else 5 if flush
                else 4 if straight else {(3, 1, 1): 3, (2, 2, 1): 2, (2, 1, 1, 1): 1}.get(tuple(shape), 0))
    return (category, ranks[0]) if category in (4, 8) else (category, *(grouped if category != 5 else ranks))


def omaha_high(hand, board):
    return max(high_value(tuple(sorted(own + shared))) for own in combinations(hand, 2)
               for shared in combinations(board, 3))


def sampled_high_equity(key, trials, seed):
    rng = random.Random(seed)
    rest = [n for n in range(52) if n not in key]
    total = 0.0
    for _ in range(trials):
        drawn = rng.sample(rest, 10)
        mine, theirs = omaha_high(key, drawn[5:]), omaha_high(tuple(drawn[:5]), drawn[5:])
        total += 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
    return total / trials


def test_stored_equities_agree_with_a_plain_monte_carlo(order_file):
    from cardlab.poker.ranges.omaha_order_file import SCALE

    index = {key: place for place, key in enumerate(order_file.keys)}
    error = 0.5 / order_file.trials ** 0.5
    for key in ((41, 46, 47, 50, 51),  # As Ah Ks Kh Qd
                (0, 5, 14, 23, 29)):  # 2c 3d 5h 7s 9d
        stored = order_file.equities["high"][index[min(renamings(key))]] / SCALE
        sampled = sampled_high_equity(key, 1000, 35)
        assert abs(stored - sampled) < 4 * (error ** 2 + 0.5 ** 2 / 1000) ** 0.5, (key, stored, sampled)


# --- percent ranges in the tools ----------------------------------------------------------------------

def test_cli_range_fifteen_percent_for_five_card_omaha():
    from cli_runner import run

    result = run("range", "15%", "--game", "omaha5")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "Range: 15%"
    assert lines[1].startswith("Size: 15% — ") and lines[1].endswith("hands (15% of 2,598,960)")
    count = int(lines[1].split("— ")[1].split(" hands")[0].replace(",", ""))
    assert abs(count - 389_844) <= 12  # 15% of 2,598,960, give or take half the last class


def test_percent_ranges_count_in_both_five_card_games():
    from cardlab.api import call

    high, split = (call("poker.range", {"text": "5%", "game": game}) for game in ("omaha5", "omaha5-hilo"))
    assert abs(high["combos"] - 129_948) <= 12 and abs(split["combos"] - 129_948) <= 12
    assert high["combos_before_removal"] == high["combos"] == sum(row["combos"] for row in high["by_pairing"])
    narrowed = call("poker.range", {"text": "2%-5%:$ds", "game": "omaha5"})
    assert 0 < narrowed["combos"] < high["combos"] - 51_979
    dead = call("poker.range", {"text": "5%", "game": "omaha5", "dead": "As"})
    assert dead["combos"] < high["combos"] == dead["combos_before_removal"]


def test_equity_with_a_five_card_percent_range():
    from cardlab.api import call

    report = call("poker.equity", {"hands": ["As Ah Ks Kd Qs", "10%"], "game": "omaha5", "trials": "500",
                                   "seed": "7"})
    assert report["method"] == "monte-carlo" and report["boards"] == 500
    live = call("poker.range", {"text": "10%", "game": "omaha5", "dead": "As Ah Ks Kd Qs"})
    assert report["players"][1]["range"]["combos"] == live["combos"] < live["combos_before_removal"]
    assert 0.5 < report["players"][0]["equity"] < 0.8


def test_a_wide_five_card_percent_range_is_held_by_class():
    from cardlab.api import call

    half = call("poker.range", {"text": "50%", "game": "omaha5", "dead": "As"})
    assert abs(half["combos_before_removal"] - ALL_FIVE // 2) <= 12
    assert half["combos"] < half["combos_before_removal"]


def test_a_percent_joined_with_a_macro_against_brute_force():
    from cardlab.api import call
    from cardlab.poker.ranges.omaha_notation import read_pattern
    from cardlab.poker.ranges.omaha_order import percent_classes_of

    top = percent_hands(percent_classes_of(False)(read_pattern("5%", "5%"), 5))
    double_suited = sum(sorted(sum(card % 4 == suit for card in hand) for suit in range(4))[-2] >= 2 for hand in top)
    report = call("poker.range", {"text": "5%:$ds", "game": "omaha5"})
    assert report["combos"] == double_suited
    with_aces = call("poker.range", {"text": "5%:AA, 1%", "game": "omaha5"})["combos"]
    one = percent_hands(percent_classes_of(False)(read_pattern("1%", "1%"), 5))
    assert with_aces == len({hand for hand in top if sum(card >= 48 for card in hand) >= 2} | one)
