"""The split-pot low (ranking ``a5-low``) is A-5 lowball (ranking ``ace-to-five``) restricted to the
hands that qualify, checked by brute force over every multiset of five ranks: the qualifier written
out here (five different ranks, none above 8, the ace 1), the order, values, names, classes and
reasons of the qualifying hands against the lowball ranking's, every other hand tied below them, and
the counting kernel's low masks against both."""

import random
import re
from collections import Counter
from itertools import combinations, combinations_with_replacement

import pytest

from cardlab.core.cards import FULL_DECK, Card
from cardlab.games.rankings import ranking
from cardlab.poker.hilo.low import (
    CLASS_OF_MASK,
    LOW_BIT,
    NO_LOW,
    best_low_cards,
    board_mask,
    low_name,
    low_reason,
    low_table,
    mask_of_value,
    value_of_mask,
)
from cardlab.poker.hilo.qualified import LOW_CLASSES, NONE

SPLIT = ranking("a5-low")
LOWBALL = ranking("ace-to-five")
SUITS = "cdhs"


def rank_sets():
    """Every multiset of five poker ranks (2..14) that a deck can deal, as cards: a repeated rank
    takes different suits, five different ranks come both in mixed suits and all in one suit."""
    for ranks in combinations_with_replacement(range(2, 15), 5):
        counts = Counter(ranks)
        if max(counts.values()) > 4:
            continue
        seen: Counter[int] = Counter()
        cards = []
        for rank in ranks:
            cards.append(Card(rank, SUITS[seen[rank]]))
            seen[rank] += 1
        if len(counts) == 5:
            cards = [Card(rank, SUITS[index % 4]) for index, rank in enumerate(ranks)]
            yield ranks, tuple(Card(rank, "h") for rank in ranks)  # a flush: nothing to A-5
        yield ranks, tuple(cards)


def qualifies(ranks):
    """The split-pot qualifier as the rules state it: five different ranks, none above 8 (ace 1)."""
    low = [1 if rank == 14 else rank for rank in ranks]
    return len(set(low)) == 5 and max(low) <= 8


def sign(a, b):
    return (a > b) - (a < b)


@pytest.fixture(scope="module")
def hands():
    """(poker ranks, cards, split-pot value, lowball value) for every dealt multiset of five ranks."""
    rows = []
    for ranks, cards in rank_sets():
        rows.append((ranks, cards, SPLIT.play(cards, (), None, None).value, LOWBALL.play(cards, (), None, None).value))
    return rows


def test_every_rank_set_is_seen(hands):
    multisets = {ranks for ranks, _, _, _ in hands}
    assert len(multisets) == 6175  # C(17, 5) - 13 (five of a kind)
    assert sum(qualifies(ranks) for ranks in multisets) == 56  # C(8, 5)


def test_a_qualifying_hand_keeps_its_lowball_value_and_every_other_is_none(hands):
    for ranks, cards, split, lowball in hands:
        if qualifies(ranks):
            assert split == lowball, cards
            assert SPLIT.qualifies(split, 8) and LOWBALL.category(lowball)[0] == "low"
        else:
            assert split == NONE, cards
            assert not SPLIT.qualifies(split, 8)


def test_split_low_order_is_the_lowball_order_restricted_to_qualifying_hands(hands):
    qualifying = [(split, lowball) for ranks, _, split, lowball in hands if qualifies(ranks)]
    others = [split for ranks, _, split, _ in hands if not qualifies(ranks)]
    assert len(qualifying) == 2 * 56  # each low in mixed suits and as a flush
    for (split_a, lowball_a), (split_b, lowball_b) in combinations(qualifying, 2):
        assert sign(split_a, split_b) == sign(lowball_a, lowball_b)
    worst_low = max(split for split, _ in qualifying)
    assert set(others) == {NONE} and worst_low < NONE
    assert SPLIT.winners([NONE, worst_low, NONE]) == [1]
    # The qualifying hands are the 56 best of A-5 lowball, so a low's class and the share of hands it
    # beats are the same in both rankings; no low is class 57 of 57.
    for split, lowball in qualifying:
        ours, theirs = SPLIT.strength(split), LOWBALL.strength(lowball)
        assert (ours.hand_class, ours.beats, ours.ties) == (theirs.hand_class, theirs.beats, theirs.ties)
    assert sorted({SPLIT.strength(split).hand_class for split, _ in qualifying}) == list(range(1, 57))
    assert (SPLIT.strength(NONE).hand_class, SPLIT.strength(NONE).classes) == (57, 57)


def test_names_classes_and_reasons_are_the_lowball_rankings(hands):
    qualifying = sorted({split for ranks, _, split, _ in hands if qualifies(ranks)})
    for value in qualifying:
        spelled = "-".join("A" if rank == 1 else str(rank) for rank in value[1])
        assert SPLIT.name(value) == spelled
        assert LOWBALL.name(value).split(" (")[0] == f"{spelled[:3]} low, {spelled}"
        top = value[1][0]
        assert SPLIT.category(value)[0] == ("wheel" if top == 5 else f"{top}-low")
    assert SPLIT.name(NONE) == "no qualifying low" and SPLIT.category(NONE)[0] == "none"
    for better, worse in combinations(qualifying, 2):
        ours = re.fullmatch(r"(\S+) beats (\S+): decided by the (\w+) card, (\w) vs (\w)",
                            SPLIT.compare_reason(better, worse))
        theirs = re.search(r"decided by the (\w+) card: (\w) vs (\w) \(lower wins\)",
                           LOWBALL.compare_reason(better, worse))
        assert ours and theirs, (better, worse)
        assert ours.groups() == (SPLIT.name(better), SPLIT.name(worse), *theirs.groups())


def test_the_counting_kernels_masks_follow_the_one_ranking(hands):
    qualifying = {split: cards for ranks, cards, split, _ in hands if qualifies(ranks)}
    assert LOW_BIT == {14: 1, 2: 2, 3: 4, 4: 8, 5: 16, 6: 32, 7: 64, 8: 128}
    masks = {}
    for value, cards in qualifying.items():
        mask = board_mask(cards)
        assert mask.bit_count() == 5 and mask < NO_LOW
        assert value_of_mask(mask) == value and mask_of_value(value) == mask
        assert low_name(mask) == SPLIT.name(value)
        assert LOW_CLASSES[CLASS_OF_MASK[mask]].key == SPLIT.category(value)[0]
        masks[value] = mask
    for a, b in combinations(qualifying, 2):
        assert sign(masks[a], masks[b]) == sign(a, b)  # a smaller mask is a better low
        better, worse = min(a, b), max(a, b)
        assert low_reason(masks[better], masks[worse]) == SPLIT.compare_reason(better, worse)
    assert value_of_mask(NO_LOW) == NONE and mask_of_value(NONE) == NO_LOW
    assert low_reason(masks[min(qualifying)], NO_LOW) == SPLIT.compare_reason(min(qualifying), NONE)
    # A mask that is not five ranks is never a low in the counting loops.
    assert all(CLASS_OF_MASK[mask] == len(LOW_CLASSES) - 1 for mask in range(NO_LOW) if mask.bit_count() != 5)


@pytest.mark.parametrize("own", [4, 5])
def test_the_omaha_fast_path_agrees_with_the_ranking_on_random_deals(own):
    rng = random.Random(2100 + own)
    for _ in range(300):
        cards = rng.sample(FULL_DECK, own + 5)
        hole, board = tuple(cards[:own]), tuple(cards[own:])
        played = SPLIT.play(hole, board, 2, 3)
        mask, used = best_low_cards(hole, board, (2, 3))
        assert mask == mask_of_value(played.value) == low_table(hole, (2, 3))[board_mask(board)]
        assert used == played.played
        # the brute force: every two own with every three board cards, by the lowball value
        lows = [LOWBALL.play(pair + three, (), None, None).value for pair in combinations(hole, 2)
                for three in combinations(board, 3)]
        best = min((value for value in lows if value[0] == 0 and value[1][0] <= 8), default=NONE)
        assert played.value == best
