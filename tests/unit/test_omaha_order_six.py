"""Six-card Omaha percent ranges (issue #35): the packaged 6-card order holds every class of hands under
renaming of suits once with its right size (Burnside, counted here), percent ranges held by class count
what a brute force over the class list and over their hands counts here, a term is tested on the class
when it names no suit and on each hand when it does, the Monte Carlo draw of a class-held range gives
each live hand exactly the same chance, and bad input is refused naming the token."""

import re
from fractions import Fraction
from itertools import permutations
from math import comb

import pytest
from test_omaha_order_five import orbit_count  # Burnside, written once for every hand size

from cardlab.core.errors import InputError

ALL_SIX = comb(52, 6)  # 20,358,520


def renamings(key):
    return {tuple(sorted(c - c % 4 + p[c % 4] for c in key)) for p in permutations(range(4))}


def top_by_hand(name, percent):
    """The best classes whose hands come closest to ``percent`` of all hands, found here by hand."""
    from cardlab.poker.ranges.omaha_order import ordered_classes

    classes = ordered_classes(name)
    running, best = 0, (ALL_SIX * 100, 0)
    for count, (_, size) in enumerate(classes, start=1):
        running += size
        best = min(best, (abs(running * 100 - percent * ALL_SIX), count))
        if running * 100 > 2 * percent * ALL_SIX:
            break
    return classes[:best[1]]


def double_suited(hand):
    return sorted(sum(card % 4 == suit for card in hand) for suit in range(4))[-2] >= 2


@pytest.mark.slow
def test_the_six_card_file_holds_every_class_once_with_its_size():
    from cardlab.poker.ranges.omaha_order import ordered_classes
    from cardlab.poker.ranges.omaha_order_file import read_order_file

    read = read_order_file(6)
    assert orbit_count(6) == len(read.keys) == 962_988
    assert read.keys == sorted(set(read.keys))
    assert sum(read.class_sizes) == ALL_SIX
    for key, size in list(zip(read.keys, read.class_sizes))[::4001]:
        assert min(renamings(key)) == key and len(renamings(key)) == size
    assert read.trials >= 100
    for name, family in (("6-high", "high"), ("6-hilo", "hilo")):  # each order ranks its best 300,000 only
        ranked = ordered_classes(name)
        assert len({key for key, _ in ranked}) == len(ranked) == 300_000
        equities = read.equities[family]
        assert sum(value > 0 for value in equities) == 300_000  # the others are stored as 0
        best_first = sorted((p for p in range(len(equities)) if equities[p]), key=lambda p: (-equities[p], p))
        assert [key for key, _ in ranked] == [read.keys[place] for place in best_first]  # ties by name


@pytest.mark.slow
def test_six_card_percent_ranges_count_as_a_brute_force_over_classes_and_hands():
    from cardlab.api import call

    for game, name in (("omaha6", "6-high"), ("omaha6-hilo", "6-hilo")):
        top = top_by_hand(name, 15)
        report = call("poker.range", {"text": "15%", "game": game})
        assert report["combos"] == report["combos_before_removal"] == sum(size for _, size in top)
        assert abs(report["combos"] - 0.15 * ALL_SIX) <= 12
        assert sum(row["combos"] for row in report["by_suits"]) == report["combos"]
    one = top_by_hand("6-high", 1)
    hands = {hand for key, _ in one for hand in renamings(key)}
    dead = (51, 46, 0)  # As Kh 2c
    live = sum(not set(hand) & set(dead) for hand in hands)
    report = call("poker.range", {"text": "1%", "game": "omaha6", "dead": "As Kh 2c"})
    assert (report["combos"], report["combos_before_removal"]) == (live, len(hands))
    paired = sum(len({card // 4 for card in hand}) < 6 for hand in hands if not set(hand) & set(dead))
    assert report["combos"] - dict((row["kind"], row["combos"]) for row in report["by_pairing"])["no pair"] == paired


@pytest.mark.slow
def test_a_term_is_tested_on_the_class_or_on_each_hand_when_it_names_a_suit():
    from cardlab.api import call

    top = top_by_hand("6-high", 15)
    expected = sum(size for key, size in top if double_suited(key))  # $ds is the same for every hand of a class
    assert call("poker.range", {"text": "15%:$ds", "game": "omaha6"})["combos"] == expected
    one = top_by_hand("6-high", 1)
    hands = [hand for key, _ in one for hand in renamings(key)]
    with_ace_of_spades = sum(51 in hand for hand in hands)
    assert call("poker.range", {"text": "1%:As", "game": "omaha6"})["combos"] == with_ace_of_spades
    ranks_ok = sum(sum(card >= 48 for card in hand) >= 2 and double_suited(hand) for hand in hands)
    assert call("poker.range", {"text": "1%:AA:$ds", "game": "omaha6"})["combos"] == ranks_ok
    wider = {hand for key, _ in top_by_hand("6-high", 2) for hand in renamings(key)} - set(hands)
    either = call("poker.range", {"text": "1%:As, 1%-2%:$ds", "game": "omaha6"})["combos"]
    assert either == with_ace_of_spades + sum(double_suited(hand) for hand in wider)


def test_the_class_then_hand_draw_gives_every_live_hand_the_same_chance():
    """Every draw enumerated with its exact probability: a scripted generator answers the class pick
    (weighted by live hands), then the renaming of suits (24, as likely; one that meets a known card is
    drawn again, so the chance goes to the live ones evenly) or, for a class held in part, the hand."""
    from cardlab.poker.equity.omaha_ranges import _by_class
    from cardlab.poker.ranges.omaha_match import HeldClass

    known = {51, 44}  # As and Kc known
    whole = [(44, 45, 48, 49), (40, 41, 42, 43), (0, 4, 8, 13)]  # KKAA double-suited, four queens, 2c3c4c5d
    part_key = (0, 1, 4, 5)  # 2c2d3c3d-like, held in part: the hands with the 2 of spades
    part_hands = tuple(sorted(hand for hand in renamings(part_key) if 3 in hand))
    live = {key: [hand for hand in renamings(key) if not known & set(hand)] for key in whole}
    live[part_key] = [hand for hand in part_hands if not known & set(hand)]
    parts = [HeldClass(key, None, len(live[key])) for key in whole] + [HeldClass(part_key, part_hands, 3)]
    total = sum(part.live for part in parts)
    assert total == 1 + 1 + 12 + 3

    class Redrawn(Exception):
        pass

    class Scripted:
        def __init__(self, answers):
            self.answers, self.asked = list(answers), []

        def randrange(self, stop):
            self.asked.append(stop)
            if not self.answers:
                raise Redrawn
            return self.answers.pop(0)

    chance = {}
    for first in range(total):
        options = []
        for second in range(24 if first < total - 3 else 3):
            rng = Scripted([first, second])
            try:
                hand, bits = _by_class(parts, sum(1 << card for card in known), rng)()
            except Redrawn:  # this renaming meets a known card: drawn again
                continue
            assert bits == sum(1 << card for card in hand) and not known & set(hand)
            options.append(hand)
        for hand in options:
            chance[hand] = chance.get(hand, 0) + Fraction(1, total * len(options))
    assert sorted(chance) == sorted(hand for key in live for hand in live[key])
    assert set(chance.values()) == {Fraction(1, total)}


def test_bad_six_card_percent_ranges_are_refused_naming_the_token():
    from cardlab.api import call

    with pytest.raises(InputError, match=r"'40%' reaches past the best 300,000 classes of 6-card hands "
                                         r"\(32\.\d% of them\) that Card Lab's order ranks; take 32% or less") as caught:
        call("poker.range", {"text": "40%", "game": "omaha6"})
    assert caught.value.token == "40%"
    with pytest.raises(InputError, match="'1%!1%' holds no 6-card hand"):
        call("poker.range", {"text": "1%!1%", "game": "omaha6"})
    with pytest.raises(InputError, match="'101%'"):
        call("poker.range", {"text": "101%", "game": "omaha6"})
    refused = call("estimate", {"action": "poker.equity", "params": {"hands": ["15%", "15%"], "game": "omaha6",
                                                                     "method": "exact"}})
    assert refused["seconds"] is None and re.match(  # the estimate answers with Run's refusal
        r"exact counting would have to list more than 100,000 deals of these ranges \((about [\d.,]+ \w+|over a "
        r"thousand years) of counting\)", refused["refused"])


def test_six_card_percent_equity_by_monte_carlo():
    from cardlab.api import call

    hero = "As Ah Ks Kd Qs Jd"
    report = call("poker.equity", {"hands": [hero, "15%"], "game": "omaha6", "trials": "400", "seed": "11"})
    assert report["method"] == "monte-carlo" and report["boards"] == 400
    live = call("poker.range", {"text": "15%", "game": "omaha6", "dead": hero})
    assert report["players"][1]["range"]["combos"] == live["combos"] < live["combos_before_removal"]
    assert 0.5 < report["players"][0]["equity"] < 0.8
    both = call("poker.equity", {"hands": ["15%", "15%"], "game": "omaha6-hilo", "trials": "300", "seed": "2"})
    assert abs(both["players"][0]["equity"] - 0.5) < 4 * both["players"][0]["standard_error"]


def test_a_percent_past_the_ranked_classes_is_refused_before_the_order_is_read():
    # the order of 300,000 classes takes 0.7 s of CPython to read and sort (several seconds in the
    # page, under "Counting boards…"): a refusal must not wait for it, so the stored counts of what
    # the order ranks must be the file's
    from cardlab.api import call
    from cardlab.poker.ranges import omaha_order

    omaha_order.ordered_classes.cache_clear()
    omaha_order._percent_classes.cache_clear()
    for game in ("omaha6", "omaha6-hilo"):
        with pytest.raises(InputError, match="reaches past the best 300,000 classes"):
            call("poker.equity", {"hands": ["AsAhKsKdQsJd", "40%"], "game": game})
    assert omaha_order.ordered_classes.cache_info().currsize == 0
    for name, (classes, hands) in omaha_order.PARTLY_RANKED.items():
        found = omaha_order.ordered_classes(name)
        assert (len(found), sum(size for _, size in found)) == (classes, hands)
