"""Omaha ranges (issue #35): the syntax counted against a brute force written here, which tries every
hand and, for each pattern, every way of giving the pattern's cards to the hand's cards (itertools
permutations), variables checked one binding at a time. Every hand of the full deck for the
checkpoints; for the many expressions, every 4-card hand of a 24-card deck (A K Q T 5 2) and every
5-card hand of a 16-card deck (A K Q 2), the rest of the deck given to the counter as dead cards it
must remove (the live count must equal the brute count)."""

from functools import cache
from itertools import combinations, permutations

import pytest

from cardlab.core.cards import FULL_DECK
from cardlab.core.errors import InputError
from cardlab.poker.ranges.omaha_match import count_range
from cardlab.poker.ranges.omaha_notation import parse_omaha_range

RANKS = "23456789TJQKA"
SUITS = "cdhs"
SMALL_RANKS = {4: "AKQT52", 5: "AKQ2"}
SMALL_DECK = {size: [card for card in FULL_DECK if card.rank_char in ranks] for size, ranks in SMALL_RANKS.items()}
OUTSIDE = {size: [card for card in FULL_DECK if card.rank_char not in ranks] for size, ranks in SMALL_RANKS.items()}


# --- the brute force: a pattern read by hand, tried on a hand by every permutation ---------------

def read(pattern):
    """A cards pattern as (rank or variable or None, suit or variable or None) pairs."""
    text = pattern.upper().replace("10", "T")
    elements, i = [], 0
    while i < len(text):
        rank = text[i]
        i += 1
        suit = None
        if i < len(text) and text[i].lower() in "cdhswxyz":
            suit = text[i].lower()
            i += 1
        elements.append((None if rank == "*" else rank, suit))
    return elements


def brute_cards(elements, hand):
    written = {rank for rank, _ in elements if rank and rank in RANKS}
    for chosen in permutations(hand, len(elements)):
        ranks, suits, ok = {}, {}, True
        for (rank, suit), card in zip(elements, chosen):
            if rank is not None and rank in RANKS:
                ok = card.rank_char == rank
            elif rank is not None:  # a rank variable
                if rank in ranks:
                    ok = ranks[rank] == card.rank_char
                else:
                    ok = card.rank_char not in written and card.rank_char not in ranks.values()
                    ranks[rank] = card.rank_char
            if ok and suit is not None:
                if suit in SUITS:
                    ok = card.suit == suit
                elif suit in suits:
                    ok = suits[suit] == card.suit
                else:
                    ok = card.suit not in suits.values()
                    suits[suit] = card.suit
            if not ok:
                break
        if ok:
            return True
    return False


def suit_counts(hand):
    return [sum(card.suit == suit for card in hand) for suit in SUITS]


MACROS = {
    "$ds": lambda hand: sum(count >= 2 for count in suit_counts(hand)) >= 2,
    "$ss": lambda hand: sorted(suit_counts(hand))[-2:] == [1, 2] or sorted(suit_counts(hand))[-2:] == [0, 2],
    "$r": lambda hand: max(suit_counts(hand)) <= 1,
    "$np": lambda hand: len({card.rank for card in hand}) == len(hand),
    "$p": lambda hand: len({card.rank for card in hand}) < len(hand),
}


def brute_pattern(pattern, hand):
    if pattern.startswith("$"):
        return MACROS[pattern.lower()](hand)
    return brute_cards(read(pattern), hand)


def brute_term(term, hand):
    """'AA:$ds!AAA' by splitting at the operators by hand."""
    pieces, sign, current = [], ":", ""
    for char in term:
        if char in ":!":
            pieces.append((sign, current))
            sign, current = char, ""
        else:
            current += char
    pieces.append((sign, current))
    return all(brute_pattern(text, hand) == (sign == ":") for sign, text in pieces if text)


def brute_range(text, hand):
    clean = "".join(char for char in text if char not in " []()")
    return any(brute_term(term, hand) for term in clean.split(","))


@cache
def hands(deck, size):
    return list(combinations(deck, size))


def brute_count(text, deck, size):
    return sum(brute_range(text, hand) for hand in hands(deck, size))


# --- the checkpoints of the issue, over every four-card hand --------------------------------------

@pytest.mark.parametrize(("text", "expected"), [("AA", 6961), ("RROO", 2808), ("$ds", 36504), ("AA:$ds", 864)])
def test_checkpoints_against_every_hand(text, expected):
    counted = count_range(parse_omaha_range(text), 4)
    assert counted.combos_before_removal == counted.combos == expected
    assert brute_count(text, tuple(FULL_DECK), 4) == expected


# --- many expressions, every element, 4- and 5-card hands of a small deck --------------------------

EXPRESSIONS = [
    "AA", "As", "AsKs", "AxKx", "AxKy", "AxAy*x*y", "*x*x*x", "*s*s", "RROO", "RRON", "ARR", "KK!KKK",
    "$ds", "$ss", "$r", "$np", "$p", "AA:$ds", "A2**, A3:$ds", "RxRy", "Q*x*x!$ds", "!$p", "a k q t",
    "[AA], kk", "10x5x", "AAK:$ss, 22", "RxOx!AA", "AKQ:$r", "$p!$ds", "Kh*h, RRO:$ss", "K*w*w*x",
]


@pytest.mark.parametrize("size", [4, 5])
@pytest.mark.parametrize("text", EXPRESSIONS)
def test_counts_against_brute_force(text, size):
    try:
        counted = count_range(parse_omaha_range(text), size, dead=OUTSIDE[size], before_removal=False)
    except InputError:
        counted = None
    expected = brute_count(text, tuple(SMALL_DECK[size]), size)
    assert counted is not None or expected == 0
    if counted is not None:
        assert counted.combos == expected, text
        assert sum(counted.by_pairing.values()) == sum(counted.by_suits.values()) == expected


def test_listed_hands_are_the_brute_forces():
    counted = count_range(parse_omaha_range("AxAy*x*y, RROO:$ds"), 4, dead=OUTSIDE[4], listed=True)
    listed = {tuple(sorted(card.deck_index for card in hand)) for hand in hands(tuple(SMALL_DECK[4]), 4)
              if brute_range("AxAy*x*y, RROO:$ds", hand)}
    assert set(counted.hands or []) == listed and len(counted.hands or []) == len(listed)


# --- errors name the token -------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "size", "message"), [
    ("AAAAA", 4, "'AAAAA' holds no 4-card hand"),
    ("KK:$np", 4, "'KK:$np' holds no 4-card hand"),
    ("AA, $r", 5, "'$r' holds no 5-card hand"),
    ("AQv2", 4, "unknown letter 'v' in 'AQv2'"),
    ("AA:$dz", 4, "unknown macro '$dz' in 'AA:$dz'"),
    ("AA::KK", 4, "'AA::KK' has an empty pattern"),
    ("10%-5%", 4, "'10%-5%' goes from a higher percentage down"),
    ("", 4, "the range is empty"),
])
def test_errors_name_the_token(text, size, message):
    with pytest.raises(InputError, match=message.replace("$", r"\$")):
        count_range(parse_omaha_range(text), size)


def test_normalised_text():
    assert parse_omaha_range("10x9x").text == "Tx9x"
    assert parse_omaha_range(" aa : $DS ; [kk]!kkk , t x 9 x ").text == "AA:$ds, KK!KKK, Tx9x"
