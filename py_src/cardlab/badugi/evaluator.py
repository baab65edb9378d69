"""Badugi: four-card lowball where a hand plays its best "rainbow" subset (rules: docs/rules.md, "Badugi").

A hand plays the largest subset whose cards have pairwise different suits and ranks; among subsets
of that size, the one lowest from its highest rank down (ace low). Its value is the tuple
``(4 - size, ranks high to low)``: *smaller is better*, so the winners are the minimum and Python's
tuple comparison breaks every tie (equal tuples draw; suits never matter).

>>> from cardlab.core.cards import parse_hand
>>> play(parse_hand("8d 6h 3s 2h")).name
'3-card 8-3-2'
>>> play(parse_hand("3c 2s 4d Ah")).value < play(parse_hand("As 3h 2d 4h")).value
True
>>> play(parse_hand("Kc Kd Kh Ks")).name
'1-card K'
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from ..core.cards import SUIT_SYMBOLS, Card, Hand
from ..games.played import DeadCard, HandValue, PlayedHand

BadugiValue = HandValue  # (4 - size, ranks high to low): smaller is better
LOW_RANK_CHARS = "A23456789TJQK"  # index + 1 = the ace-low rank
POSITIONS = ("the top card", "the second card", "the third card", "the fourth card")
# Every subset of four card positions, largest first: the order the evaluator tries them in.
SUBSETS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(combinations(range(4), size)) for size in (4, 3, 2, 1)
)


def low_rank(card: Card) -> int:
    """Ace-low rank: A=1, 2..10, J=11, Q=12, K=13.

    >>> low_rank(Card.parse("Ah")), low_rank(Card.parse("Td")), low_rank(Card.parse("Ks"))
    (1, 10, 13)
    """
    return 1 if card.rank == 14 else card.rank


def rank_text(rank: int) -> str:
    """'A', '2'..'9', 'T', 'J', 'Q', 'K' for an ace-low rank.

    >>> rank_text(1), rank_text(9), rank_text(10), rank_text(13)
    ('A', '9', 'T', 'K')
    """
    return LOW_RANK_CHARS[rank - 1]


def value_name(value: BadugiValue) -> str:
    """How players say a badugi value.

    >>> value_name((0, (4, 3, 2, 1)))
    '4-card badugi 4-3-2-A (the wheel / number one)'
    >>> value_name((0, (13, 9, 2, 1))), value_name((1, (7, 5, 2))), value_name((3, (13,)))
    ('4-card badugi K-9-2-A', '3-card 7-5-2', '1-card K')
    """
    size, ranks = 4 - value[0], value[1]
    spelled = "-".join(rank_text(rank) for rank in ranks)
    if size == 4:
        suffix = " (the wheel / number one)" if ranks == (4, 3, 2, 1) else ""
        return f"4-card badugi {spelled}{suffix}"
    return f"{size}-card {spelled}"


def badugi_value(cards: Sequence[Card]) -> BadugiValue:
    """The value of four cards (smaller is better); see :func:`play` for the cards too.

    >>> from cardlab.core.cards import parse_hand
    >>> badugi_value(parse_hand("2d 5h 7c 5s"))
    (1, (7, 5, 2))
    """
    return _best(cards)[0]


PAIRS = tuple(combinations(range(4), 2))


def _largest_rainbows(compatible: int) -> tuple[tuple[int, ...], ...]:
    """The largest subsets of 4 positions all of whose pairs are compatible (bit i of
    ``compatible`` set when PAIRS[i] differ in both rank and suit)."""
    for subsets in SUBSETS:
        found = tuple(
            subset for subset in subsets
            if all(compatible >> PAIRS.index(pair) & 1 for pair in combinations(subset, 2))
        )
        if found:
            return found
    return ()


# Which pairs of a four-card hand can play together -> the candidate played subsets.
CANDIDATES: tuple[tuple[tuple[int, ...], ...], ...] = tuple(_largest_rainbows(mask) for mask in range(64))


def _best(cards: Sequence[Card]) -> tuple[BadugiValue, tuple[int, ...]]:
    if len(cards) != 4:
        raise ValueError(f"a badugi hand has 4 cards, got {len(cards)}")
    ranks = [1 if card.rank == 14 else card.rank for card in cards]
    suits = [card.suit for card in cards]
    compatible = 0
    for bit, (i, j) in enumerate(PAIRS):
        if ranks[i] != ranks[j] and suits[i] != suits[j]:
            compatible |= 1 << bit
    candidates = CANDIDATES[compatible]
    best, chosen = min((tuple(sorted([ranks[i] for i in subset], reverse=True)), subset) for subset in candidates)
    return (4 - len(chosen), best), chosen


def play(cards: Hand) -> PlayedHand:
    """Evaluate a hand: value, played cards (high to low) and why each other card is dead.

    >>> from cardlab.core.cards import parse_hand
    >>> hand = play(parse_hand("8d 6h 3s 2h"))
    >>> [str(c) for c in hand.played], hand.dead[0].reason
    (['8d', '3s', '2h'], 'same suit (♥) as the 2h that plays')
    """
    value, chosen = _best(tuple(cards))
    played = tuple(sorted((cards[i] for i in chosen), key=low_rank, reverse=True))
    dead = tuple(DeadCard(card, _dead_reason(card, played)) for i, card in enumerate(cards) if i not in chosen)
    return PlayedHand(tuple(cards), value, played, dead, value_name(value))


def _dead_reason(card: Card, played: tuple[Card, ...]) -> str:
    for other in played:
        if low_rank(other) == low_rank(card):
            return f"pairs the {other} that plays"
    for other in played:
        if other.suit == card.suit:
            return f"same suit ({SUIT_SYMBOLS[card.suit]}) as the {other} that plays"
    raise AssertionError("a dead card always clashes with a played card")  # maximality


def compare_reason(winner: BadugiValue, loser: BadugiValue) -> str:
    """Why ``winner`` beats ``loser``.

    >>> compare_reason((1, (7, 5, 2)), (1, (8, 3, 2)))
    'both 3-card; 7 beats 8 at the top card'
    >>> compare_reason((0, (13, 9, 2, 1)), (1, (4, 2, 1)))
    '4-card badugi K-9-2-A beats 3-card 4-2-A: more cards play'
    """
    if winner[0] != loser[0]:
        return f"{value_name(winner)} beats {value_name(loser)}: more cards play"
    for position, (mine, theirs) in enumerate(zip(winner[1], loser[1])):
        if mine != theirs:
            return f"both {4 - winner[0]}-card; {rank_text(mine)} beats {rank_text(theirs)} at {POSITIONS[position]}"
    return f"both {value_name(winner)}: a draw"


def play_hand(hole: Hand, board: Hand = (), hole_used: int | None = None,
              board_used: int | None = None) -> PlayedHand:
    """A badugi hand as a game variant plays it (badugi has no board: see :func:`play`).

    >>> from cardlab.core.cards import parse_hand
    >>> play_hand(parse_hand("Kc Kd Kh Ks")).name
    '1-card K'
    """
    if board:
        raise ValueError("badugi has no board")
    return play(hole)


def category_of(value: BadugiValue) -> tuple[str, str]:
    """A badugi value's category: its size.

    >>> category_of((1, (7, 5, 2)))
    ('3-card', '3-card hand')
    """
    size = 4 - value[0]
    return f"{size}-card", ("4-card badugi" if size == 4 else f"{size}-card hand")
