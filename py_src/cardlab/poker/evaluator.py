"""Five-card high poker hands: value, category and name (rules: docs/rules.md, "Five-card poker and Problem 54").

A hand's value is a plain tuple ``(category, deciding_ranks)`` in the spirit of Norvig's ranking:
the category index (0 = high card ... 8 = straight flush) first, then the ranks that decide within
the category, grouped counts-then-ranks (the pair before the kickers, trips before the pair of a
full house). Python's own tuple comparison then breaks every tie; equal tuples split the pot.

>>> from cardlab.core.cards import parse_hand
>>> hand_value(parse_hand("4D 6S 9H QH QC")) > hand_value(parse_hand("3D 6D 7H QD QS"))
True
>>> hand_value(parse_hand("Ah 2c 3d 4s 5h"))   # the wheel: a five-high straight
(4, (5,))
>>> hand_name(hand_value(parse_hand("2H 2D 4C 4D 4S")))
'Full House, Fours full of Twos'

Evaluation is table driven, with the one card code and the tables of :mod:`cardlab.poker.seven_card`:
each card is an integer whose sum over five cards packs the count of every rank and every suit, so
a hand is valued with one addition per card, a mask and a dict lookup (see :func:`encode` and
:func:`value_of_codes`). 6- and 7-card hands play their best five (:func:`best_five`); the
categories and the value of five ranks live in :mod:`cardlab.games.categories`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from itertools import combinations

from ..core.cards import RANK_CHARS, RANK_NAMES, RANK_PLURALS, Card, Hand
from ..core.words import lead_in_sentence
from ..games.categories import (
    CATEGORIES,
    FLUSH,
    FOUR_OF_A_KIND,
    FULL_HOUSE,
    HIGH_CARD,
    ONE_PAIR,
    STRAIGHT,
    STRAIGHT_FLUSH,
    THREE_OF_A_KIND,
    TWO_PAIRS,
    Category,
    value_from_ranks,
)
from ..games.played import HandValue, PlayedHand
from .seven_card import FLUSH_BITS, RANK_MASK, SUIT_OFFSET, card_code, five_card_tables

__all__ = ["CATEGORIES", "Category", "value_from_ranks"]  # re-exported: where readers look for them


def _rank_word(rank: int) -> str:
    return RANK_NAMES[rank]


def _plural(rank: int) -> str:
    return RANK_PLURALS[rank]


# Category -> how to name a hand of it from its deciding ranks (short name, then full name).
_SHORT_NAMES: dict[int, Callable[[tuple[int, ...]], str]] = {
    HIGH_CARD: lambda r: f"{_rank_word(r[0])}-high",
    ONE_PAIR: lambda r: f"Pair of {_plural(r[0])}",
    TWO_PAIRS: lambda r: f"Two Pair, {_plural(r[0])} and {_plural(r[1])}",
    THREE_OF_A_KIND: lambda r: f"Three of a Kind, {_plural(r[0])}",
    STRAIGHT: lambda r: f"Straight, {_rank_word(r[0])}-high",
    FLUSH: lambda r: f"Flush, {_rank_word(r[0])}-high",
    FULL_HOUSE: lambda r: f"Full House, {_plural(r[0])} full of {_plural(r[1])}",
    FOUR_OF_A_KIND: lambda r: f"Four of a Kind, {_plural(r[0])}",
    STRAIGHT_FLUSH: lambda r: "Royal Flush" if r[0] == 14 else f"Straight Flush, {_rank_word(r[0])}-high",
}
_NAME_SUFFIXES: dict[int, Callable[[tuple[int, ...]], str]] = {
    HIGH_CARD: lambda r: "",
    ONE_PAIR: lambda r: f", {_rank_word(r[1])} kicker",
}


def hand_value(cards: Sequence[Card]) -> HandValue:
    """The value of a five-card hand (use :func:`best_five` for 6 or 7 cards).

    >>> hand_value([Card(14, 's'), Card(13, 's'), Card(12, 's'), Card(11, 's'), Card(10, 's')])
    (8, (14,))
    """
    return value_of_codes(encode(cards))


# The five-card tables of :mod:`cardlab.poker.seven_card` (one card code, one strength order), keyed
# by rank key straight to the value; filled on first use (see :func:`encode`): import builds nothing.
PLAIN_VALUES: dict[int, HandValue] = {}
FLUSH_VALUES: dict[int, HandValue] = {}


def _fill_tables() -> None:
    five = five_card_tables()
    FLUSH_VALUES.update((key, five.values[strength]) for key, strength in five.flush.items())
    PLAIN_VALUES.update((key, five.values[strength]) for key, strength in five.plain.items())


def encode(cards: Iterable[Card]) -> tuple[int, ...]:
    """Cards as evaluator codes (:func:`cardlab.poker.seven_card.card_code`; do this once, then call
    :func:`value_of_codes` many times).

    >>> len(encode([Card(14, 'h'), Card(2, 'c')]))
    2
    """
    if not PLAIN_VALUES:
        _fill_tables()  # every evaluation starts from encoded cards: build the tables the first time
    return tuple(card_code(card) for card in cards)


def value_of_codes(codes: Sequence[int]) -> HandValue:
    """The value of five encoded cards: one sum, a mask and a dict lookup.

    >>> value_of_codes(encode([Card(r, 'h') for r in (2, 3, 4, 5, 7)]))
    (5, (7, 5, 4, 3, 2))
    """
    a, b, c, d, e = codes
    total = a + b + c + d + e + SUIT_OFFSET
    if total & FLUSH_BITS:
        return FLUSH_VALUES[total & RANK_MASK]
    return PLAIN_VALUES[total & RANK_MASK]


def best_five(cards: Sequence[Card]) -> tuple[HandValue, tuple[Card, ...]]:
    """The best five of 5 or more cards: (value, those five cards, strongest first).

    >>> from cardlab.core.cards import parse_hand
    >>> value, five = best_five(parse_hand("As Ks 2d 2c Qs Js Ts"))
    >>> hand_name(value), " ".join(map(str, five))
    ('Royal Flush', 'As Ks Qs Js Ts')
    """
    codes = encode(cards)
    best_value: HandValue | None = None
    best_cards: tuple[int, ...] = ()
    for chosen in combinations(range(len(cards)), 5):
        value = value_of_codes([codes[i] for i in chosen])
        if best_value is None or value > best_value:
            best_value, best_cards = value, chosen
    if best_value is None:
        raise ValueError(f"need at least 5 cards, got {len(cards)}")
    return best_value, order_for_display([cards[i] for i in best_cards], best_value)


def order_for_display(cards: Iterable[Card], value: HandValue) -> tuple[Card, ...]:
    """Order five cards the way players read the hand: the deciding groups first, high to low.

    >>> from cardlab.core.cards import parse_hand
    >>> " ".join(map(str, order_for_display(parse_hand("5h 4c Ah 3d 2s"), (4, (5,)))))
    '5h 4c 3d 2s Ah'
    """
    category, ranks = value
    counts = Counter(card.rank for card in cards)
    if category in (STRAIGHT, STRAIGHT_FLUSH) and ranks[0] < 14 and 14 in counts:  # A-2-3-4-5, short deck's A-6-7-8-9
        return tuple(sorted(cards, key=lambda c: (c.rank % 14, c.suit), reverse=True))
    return tuple(sorted(cards, key=lambda c: (counts[c.rank], c.rank, c.suit), reverse=True))


def hand_name(value: HandValue) -> str:
    """The plain-English name of a hand value.

    >>> hand_name((1, (12, 9, 7, 4)))
    'Pair of Queens, Nine kicker'
    >>> hand_name((2, (13, 5, 9)))
    'Two Pair, Kings and Fives'
    """
    category, ranks = value
    suffix = _NAME_SUFFIXES.get(category)
    short = short_name(value)
    if category == HIGH_CARD:
        return f"High Card, {short}"
    return short + (suffix(ranks) if suffix else "")


def short_name(value: HandValue) -> str:
    """The name without kickers: what two hands share when only a kicker separates them.

    >>> short_name((1, (12, 9, 7, 4)))
    'Pair of Queens'
    """
    category, ranks = value
    return _SHORT_NAMES[category](ranks)


def rank_label(rank: int) -> str:
    """A rank as players write it in a reason: 2..9, T, J, Q, K, A.

    >>> rank_label(9), rank_label(14)
    ('9', 'A')
    """
    return RANK_CHARS[rank - 2]


def _category_label(value: HandValue) -> str:
    """The category as a reason names it: the royal flush by its own name."""
    return "Royal Flush" if value == (STRAIGHT_FLUSH, (14,)) else CATEGORIES[value[0]].name


def _in_sentence(name: str, value: HandValue) -> str:
    """A hand's name inside a sentence: its category's words in lower case, the ranks as written
    ("both two pair, Kings and Fives"; "both Ace-high"), as the lowball and badugi reasons say theirs."""
    return lead_in_sentence(name, _category_label(value), "Pair of")


def name_in_sentence(value: HandValue) -> str:
    """A hand's whole name inside a sentence ("both hands tie with full house, Kings full of Aces").

    >>> name_in_sentence((6, (13, 14))), name_in_sentence((0, (14, 9, 7, 4, 3)))
    ('full house, Kings full of Aces', 'high card, Ace-high')
    """
    return _in_sentence(hand_name(value), value)


def beats_text(winner: HandValue, loser: HandValue) -> str:
    """One category over another, in a sentence's case.

    >>> beats_text((8, (14,)), (6, (13, 2)))
    'Royal flush beats full house'
    """
    return f"{_category_label(winner).capitalize()} beats {_category_label(loser).lower()}"


def compare_reason(winner: HandValue, loser: HandValue) -> str:
    """Why ``winner`` beats ``loser``, in one phrase, in a sentence's case ("Flush beats three of a
    kind", "both pair of Queens"), as the lowball and badugi reasons are written.

    >>> compare_reason((1, (12, 9, 7, 4)), (1, (12, 7, 6, 3)))
    'both pair of Queens; decided by the kicker: 9 vs 7'
    >>> compare_reason((5, (12, 10, 7, 6, 3)), (3, (14, 9, 2)))
    'Flush beats three of a kind'
    >>> compare_reason((8, (14,)), (6, (13, 2))), compare_reason((2, (13, 5, 9)), (2, (13, 5, 9)))
    ('Royal flush beats full house', 'both two pair, Kings and Fives: a tie')
    """
    if winner[0] != loser[0]:
        return beats_text(winner, loser)
    roles = CATEGORIES[winner[0]].roles
    for position, (mine, theirs) in enumerate(zip(winner[1], loser[1])):
        if mine != theirs:
            same = short_name(winner) == short_name(loser)
            both = _in_sentence(short_name(winner), winner) if same else CATEGORIES[winner[0]].name.lower()
            return f"both {both}; decided by {roles[position]}: {rank_label(mine)} vs {rank_label(theirs)}"
    return f"both {name_in_sentence(winner)}: a tie"


def best_hand(hole: Sequence[Card], board: Sequence[Card], hole_used: int | None = None,
              board_used: int | None = None) -> tuple[HandValue, tuple[Card, ...]]:
    """The best five a player makes from own cards and a board: any five of them all
    (``hole_used`` None, as in Hold'em), or exactly ``hole_used`` own cards with ``board_used``
    board cards (Omaha: 2 and 3).

    >>> from cardlab.core.cards import parse_hand
    >>> hole, board = parse_hand("Ah Kh 7c 2d"), parse_hand("Qh Jh Th 9s 3c")
    >>> hand_name(best_hand(hole, board)[0])     # any five: a royal flush with both hearts
    'Royal Flush'
    >>> value, five = best_hand(hole, board, 2, 3)  # Omaha: exactly two of the four
    >>> hand_name(value), " ".join(map(str, five))
    ('Royal Flush', 'Ah Kh Qh Jh Th')
    >>> hand_name(best_hand(parse_hand("Ah 2c 3d 4s"), parse_hand("Kh Qh Jh Th 9h"), 2, 3)[0])
    'High Card, Ace-high'

    (The board alone is a straight flush, but an Omaha hand must play two own cards and only three
    of the board.)
    """
    if hole_used is None or board_used is None:
        return best_five(tuple(hole) + tuple(board))
    hole_codes, board_codes = encode(hole), encode(board)
    best_value: HandValue | None = None
    best_cards: tuple[Card, ...] = ()
    for own in combinations(range(len(hole)), hole_used):
        own_sum = sum(hole_codes[i] for i in own)
        for shared in combinations(range(len(board)), board_used):
            total = own_sum + sum(board_codes[i] for i in shared)
            value = _value_of_sum(total)
            if best_value is None or value > best_value:
                best_value = value
                best_cards = tuple(hole[i] for i in own) + tuple(board[i] for i in shared)
    if best_value is None:
        raise ValueError(f"need {hole_used} of {len(hole)} own cards and {board_used} of {len(board)} on the board")
    return best_value, order_for_display(best_cards, best_value)


def _value_of_sum(total: int) -> HandValue:
    """The value of five cards from the sum of their codes (a suit counter over 4: a flush)."""
    total += SUIT_OFFSET
    if total & FLUSH_BITS:
        return FLUSH_VALUES[total & RANK_MASK]
    return PLAIN_VALUES[total & RANK_MASK]


def category_of(value: HandValue) -> tuple[str, str]:
    """A value's category key and name (the royal flush is named as a straight flush's top case).

    >>> category_of((8, (14,)))
    ('straight-flush', 'Straight Flush')
    """
    category = CATEGORIES[value[0]]
    return category.key, category.name


def play_hand(hole: Hand, board: Hand = (), hole_used: int | None = None,
              board_used: int | None = None) -> PlayedHand:
    """A player's poker hand as it plays: the best five (see :func:`best_hand`) and its name.

    >>> from cardlab.core.cards import parse_hand
    >>> hand = play_hand(parse_hand("Ah Kd"), parse_hand("7d 2c 9h Js Qc"))
    >>> hand.name, len(hand.played)
    ('High Card, Ace-high', 5)
    """
    value, five = best_hand(hole, board, hole_used, board_used)
    return PlayedHand(tuple(hole), value, five, (), hand_name(value))
