"""What a board says once — ranks, suits, straights, its evaluator sum — so that each combo of a
range is read against it with a few integer operations (:mod:`.classify`).

Ranks are indexed 0 (a two) to 12 (an ace); a rank mask has one bit per rank. A straight is five
consecutive ranks of the deck, the ace also low: A-2-3-4-5 in Hold'em, A-6-7-8-9 in short deck
(whose ranks run 6 to ace): :func:`straights`.

>>> from cardlab.core.cards import parse_hand
>>> board = Board.read(parse_hand("Qh Jh 2c"))
>>> board.street, board.top, [bin(w) for w in STRAIGHTS][-1]
('flop', 10, '0b1000000001111')
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import TypeVar

from ...core.cards import FULL_DECK, SUIT_CHARS, Card
from ...games.rule_set import RuleSet
from ...games.rule_sets import HOLDEM
from ..seven_card import card_code

RANKS = 13
ACE = RANKS - 1
STREET_OF_SIZE = {3: "flop", 4: "turn", 5: "river"}


@cache
def straights(rules: RuleSet = HOLDEM) -> tuple[int, ...]:
    """The rank masks of the rule set's straights, lowest first: five consecutive ranks of its deck,
    then the ace playing low under the deck's four lowest ranks.

    >>> [bin(window) for window in straights()][-1], len(straights())
    ('0b1000000001111', 10)
    >>> from cardlab.games.rule_sets import SHORTDECK
    >>> [bin(window) for window in straights(SHORTDECK)][-1], len(straights(SHORTDECK))  # A-6-7-8-9
    ('0b1000011110000', 6)
    """
    lowest = rules.lowest_rank - 2
    return tuple(0b11111 << low for low in range(lowest, RANKS - 4)) + (1 << ACE | 0b1111 << lowest,)


STRAIGHTS = straights()


Value = TypeVar("Value")


class ByMask(dict[int, Value]):
    """Rank mask -> a fact about it, worked out the first time a mask is looked up: a range on one
    board meets a few hundred of the 8,192 masks, and building all of them took 0.1-0.3 s of the
    page's first hits answer (or 0.2 MB of its snapshot).

    >>> odd = ByMask(lambda mask: mask % 2 == 1)
    >>> odd[5], odd[6], len(odd)
    (True, False, 2)
    """

    def __init__(self, entry: Callable[[int], Value]) -> None:
        super().__init__()
        self.entry = entry

    def __missing__(self, mask: int) -> Value:
        value = self[mask] = self.entry(mask)
        return value


StraightTables = tuple[ByMask[bool], ByMask[tuple[tuple[int, int], ...]], ByMask[tuple[int, ...]]]


@cache
def straight_tables(rules: RuleSet = HOLDEM) -> StraightTables:
    """For every rank mask (looked up by mask, each worked out once): whether it holds a straight;
    the straights it misses by one rank (each with that rank's bit); the straights it holds three
    ranks of. One set per rule set.

    >>> made, one_away, three = straight_tables()
    >>> made[0b11111], [bin(missing) for _, missing in one_away[0b1111]], len(three[0b111])
    (True, ['0b10000', '0b1000000000000'], 2)
    """
    windows = straights(rules)

    def made(mask: int) -> bool:
        return any(mask & window == window for window in windows)

    def one_away(mask: int) -> tuple[tuple[int, int], ...]:
        return tuple((window, window & ~mask) for window in windows if (window & ~mask).bit_count() == 1)

    def three(mask: int) -> tuple[int, ...]:
        return tuple(window for window in windows if (window & mask).bit_count() == 3)

    return ByMask(made), ByMask(one_away), ByMask(three)


@cache
def card_facts() -> dict[Card, tuple[int, int, int, int]]:
    """Every card's rank index, suit index, evaluator code and bit (one per card).

    >>> facts = card_facts()
    >>> len(facts), facts[Card(14, "s")][:2], facts[Card(14, "s")][3] == 1 << 51
    (52, (12, 3), True)
    """
    return {card: (card.rank - 2, SUIT_CHARS.index(card.suit), card_code(card), 1 << index)
            for index, card in enumerate(FULL_DECK)}


def rank_of(card: Card) -> int:
    """0 (two) .. 12 (ace).

    >>> rank_of(Card(2, "c")), rank_of(Card(14, "s"))
    (0, 12)
    """
    return card.rank - 2


def suit_of(card: Card) -> int:
    """0..3 in the order ``c d h s``.

    >>> [suit_of(Card(10, suit)) for suit in "cdhs"]
    [0, 1, 2, 3]
    """
    return SUIT_CHARS.index(card.suit)


@dataclass(frozen=True)
class Board:
    """A board of 3, 4 or 5 cards and the cards known out (dead), read once."""

    cards: tuple[Card, ...]
    street: str
    code_sum: int  # the evaluator codes of the board, summed
    rank_mask: int
    rank_counts: tuple[int, ...]  # cards of each rank on the board
    ranks_down: tuple[int, ...]  # the board's distinct ranks, highest first
    top: int
    suit_counts: tuple[int, ...]
    unseen_top: tuple[int, ...]  # per suit: the highest rank not on the board nor dead (-1: none)
    free_kickers: tuple[int, ...]  # ranks of the deck not on the board, highest first
    draws_open: bool  # cards still to come (flop or turn): draws are counted
    rules: RuleSet = HOLDEM  # the deck and category order

    @classmethod
    def read(cls, cards: tuple[Card, ...], dead: tuple[Card, ...] = (), rules: RuleSet = HOLDEM) -> Board:
        """The board's facts, worked out once for every combo read against it.

        >>> from cardlab.core.cards import parse_hand
        >>> board = Board.read(parse_hand("Qh Jh 2c"), dead=parse_hand("Ah"))
        >>> board.street, board.ranks_down, board.suit_counts, board.unseen_top   # ranks: 0 = two .. 12 = ace
        ('flop', (10, 9, 0), (1, 0, 2, 0), (12, 12, 11, 12))
        """
        counts = [0] * RANKS
        suits = [0] * 4
        for card in cards:
            counts[rank_of(card)] += 1
            suits[suit_of(card)] += 1
        seen = {(rank_of(card), suit_of(card)) for card in (*cards, *dead)}
        deck_ranks = range(rules.lowest_rank - 2, RANKS)
        unseen_top = tuple(max((rank for rank in deck_ranks if (rank, suit) not in seen), default=-1)
                           for suit in range(4))
        ranks_down = tuple(rank for rank in reversed(range(RANKS)) if counts[rank])
        return cls(
            cards=cards,
            street=STREET_OF_SIZE[len(cards)],
            code_sum=sum(card_code(card) for card in cards),
            rank_mask=sum(1 << rank for rank in ranks_down),
            rank_counts=tuple(counts),
            ranks_down=ranks_down,
            top=ranks_down[0],
            suit_counts=tuple(suits),
            unseen_top=unseen_top,
            free_kickers=tuple(rank for rank in reversed(deck_ranks) if not counts[rank]),
            draws_open=len(cards) < 5,
            rules=rules,
        )
