"""One combo on one board: its best-five category, its made class and its draws (rules:
``docs/rules.md``, "Range hits").

>>> from cardlab.core.cards import parse_hand
>>> board = Board.read(parse_hand("Qh Jh 2c"))
>>> read = reader(board)
>>> read(*parse_hand("Ah Kh")).draws
('flush-draw', 'nut-flush-draw', 'gutshot', 'flush-and-straight-draw', 'overcards')
>>> read(*parse_hand("Qs Tc")).made, read(*parse_hand("Ts 9c")).draws
('top-pair-good-kicker', ('oesd',))
>>> read(*parse_hand("2s 2d")).made, read(*parse_hand("Kc Kd")).made
('set', 'overpair')

Short deck: A-6-7-8-9 is a straight, a flush beats a full house, and the rule set orders trips and
straights:

>>> from cardlab.games.rule_sets import SHORTDECK, SHORTDECK_CLASSIC
>>> reader(Board.read(parse_hand("9h 8h 7c"), rules=SHORTDECK))(*parse_hand("Ac 6d")).made
'straight'
>>> reader(Board.read(parse_hand("9h 8h 7c"), rules=SHORTDECK))(*parse_hand("Ac Jd")).draws  # a 6 or a T
('oesd', 'overcards')
>>> spot = Board.read(parse_hand("9h Th 8c 7d Jc"), rules=SHORTDECK)
>>> classic = Board.read(spot.cards, rules=SHORTDECK_CLASSIC)
>>> reader(spot)(*parse_hand("9c 9d")).made, reader(classic)(*parse_hand("9c 9d")).made
('set', 'straight')
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from ...core.cards import Card
from ...games.categories import (
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
)
from ...games.rule_set import RuleSet
from ...games.rule_sets import HOLDEM
from ..seven_card import FLUSH_BITS, RANK_MASK, SUIT_OFFSET, SUIT_SHIFT, tables
from .board import Board, card_facts, rank_of, straight_tables, suit_of
from .vocabulary import MADE_GROUP, PAIRED_WITH_OWN_CARD, Group

GOOD_KICKERS = 3  # a top pair's kicker is "good" among the best three ranks left off the board


class Hit(NamedTuple):
    """What a combo makes on a board."""

    category: int  # index into games.categories.CATEGORIES
    made: str  # a key of vocabulary.MADE
    draws: tuple[str, ...]  # keys of vocabulary.DRAWS
    group: Group


Reader = Callable[[Card, Card], Hit]


def ruled_category(rules: RuleSet, counts: list[int], rank_mask: int, flush_mask: int) -> int:
    """The best-five category of up to seven cards under ``rules``, from their rank counts, rank
    mask and the ranks of a suit holding five or more (0: none): the strongest, in the rule set's
    order, of the best rank pattern, a straight, a flush and a straight flush the cards hold.

    >>> from cardlab.games.rule_sets import SHORTDECK, SHORTDECK_CLASSIC
    >>> counts = [0] * 13
    >>> for rank in (7, 7, 7, 8, 9, 10, 11):  # 999 T J Q K
    ...     counts[rank] += 1
    >>> mask = sum(1 << rank for rank in (7, 8, 9, 10, 11))
    >>> [CATEGORIES[ruled_category(rules, counts, mask, 0)].key for rules in (SHORTDECK, SHORTDECK_CLASSIC)]
    ['three-of-a-kind', 'straight']
    """
    made = straight_tables(rules)[0]
    pairs = sorted(counts, reverse=True)
    pattern = (FOUR_OF_A_KIND if pairs[0] >= 4 else FULL_HOUSE if pairs[0] == 3 and pairs[1] >= 2
               else THREE_OF_A_KIND if pairs[0] == 3 else TWO_PAIRS if pairs[1] == 2
               else ONE_PAIR if pairs[0] == 2 else HIGH_CARD)
    held = [pattern]
    if made[rank_mask]:
        held.append(STRAIGHT)
    if flush_mask:
        held.append(STRAIGHT_FLUSH if made[flush_mask] else FLUSH)
    return max(held, key=lambda category: rules.position[category])


def reader(board: Board) -> Reader:
    """A function reading combos against ``board`` (the board's facts are worked out once).

    >>> from cardlab.core.cards import parse_hand
    >>> read = reader(Board.read(parse_hand("Qh Jh 2c")))
    >>> hit = read(*parse_hand("Ah Kh"))
    >>> hit.made, hit.group, hit.draws
    ('high-card', 'draw', ('flush-draw', 'nut-flush-draw', 'gutshot', 'flush-and-straight-draw', 'overcards'))
    """
    table = tables()
    plain, flush, categories = table.plain, table.flush, table.categories
    board_suit_masks = [0, 0, 0, 0]
    for card in board.cards:
        board_suit_masks[suit_of(card)] |= 1 << rank_of(card)
    distinct = board.ranks_down
    on_board = board.rank_counts

    def ruled_category_of(total: int, ranks: tuple[int, int], suits: tuple[int, int]) -> int:
        counts = list(on_board)
        mask = board.rank_mask
        flush_mask = 0
        for rank in ranks:
            counts[rank] += 1
            mask |= 1 << rank
        for suit in set(suits):
            if board.suit_counts[suit] + suits.count(suit) >= 5:
                flush_mask = board_suit_masks[suit]
                for rank, own_suit in zip(ranks, suits, strict=True):
                    if own_suit == suit:
                        flush_mask |= 1 << rank
        return ruled_category(board.rules, counts, mask, flush_mask)

    def table_category_of(total: int, ranks: tuple[int, int], suits: tuple[int, int]) -> int:
        flushed = (total + SUIT_OFFSET) & FLUSH_BITS
        if not flushed:
            return categories[plain[total & RANK_MASK]]
        suit = (flushed.bit_length() - SUIT_SHIFT - 4) // 4
        mask = board_suit_masks[suit]
        for rank, own_suit in zip(ranks, suits, strict=True):
            if own_suit == suit:
                mask |= 1 << rank
        return categories[flush[mask]]

    # Hold'em reads the seven-card evaluator's tables; another deck or order, the rank counts.
    category_of = table_category_of if board.rules == HOLDEM else ruled_category_of

    def made_of(category: int, high: int, low: int) -> str:
        if category == ONE_PAIR:
            if high == low:  # a pocket pair that the board does not hold
                above = sum(1 for rank in distinct if rank > high)
                return ("overpair" if above == 0 else "underpair" if above == len(distinct)
                        else "second-pair" if above == 1 else "third-pair")
            paired = high if on_board[high] else low if on_board[low] else -1
            if paired < 0:
                return "board-pair"
            place = distinct.index(paired)
            if place == 0:
                kicker = low if paired == high else high
                kickers = [rank for rank in board.free_kickers if rank != paired]
                if kicker == kickers[0]:
                    return "top-pair-top-kicker"
                return "top-pair-good-kicker" if kicker in kickers[1:GOOD_KICKERS] else "top-pair-weak-kicker"
            return "second-pair" if place == 1 else "third-pair"
        if category == THREE_OF_A_KIND:
            if high == low:
                return "set"
            return "trips" if on_board[high] == 2 or on_board[low] == 2 else "board-trips"
        return CATEGORIES[category].key

    facts = card_facts()
    straight_made_in, one_away, three_of = straight_tables(board.rules)

    def read(first: Card, second: Card) -> Hit:
        first_rank, first_suit, first_code, _ = facts[first]
        second_rank, second_suit, second_code, _ = facts[second]
        ranks = (first_rank, second_rank)
        suits = (first_suit, second_suit)
        high, low = max(ranks), min(ranks)
        category = category_of(board.code_sum + first_code + second_code, ranks, suits)
        made = made_of(category, high, low)
        group = MADE_GROUP[made]
        if not board.draws_open:
            return Hit(category, made, (), group)
        draws: list[str] = []
        own_mask = 1 << first_rank | 1 << second_rank
        held = board.rank_mask | own_mask
        flush_draw = backdoor_flush = False
        if category not in (FLUSH, STRAIGHT_FLUSH):
            for suit in {first_suit, second_suit}:
                count = board.suit_counts[suit] + suits.count(suit)
                if count == 4:
                    flush_draw = True
                    draws.append("flush-draw")
                    best_own = max(rank for rank, own_suit in zip(ranks, suits, strict=True) if own_suit == suit)
                    if best_own >= board.unseen_top[suit]:  # no unseen card of the suit beats it
                        draws.append("nut-flush-draw")
                elif count == 3 and board.street == "flop":
                    backdoor_flush = True
        # straights: ranks that would complete one holding the new rank and an own rank
        straight_made = straight_made_in[held]
        outs = 0
        three_to_a_straight = False
        if not straight_made:
            for window, missing in one_away[held]:
                if window & own_mask:
                    outs |= missing
            three_to_a_straight = any(window & own_mask for window in three_of[held])
        straight_ranks = outs.bit_count()
        if straight_ranks >= 2:
            draws.append("oesd")
        elif straight_ranks == 1:
            draws.append("gutshot")
        straight_draw = straight_ranks > 0
        if made in PAIRED_WITH_OWN_CARD:
            if flush_draw:
                draws.append("pair-and-flush-draw")
            if straight_draw:
                draws.append("pair-and-straight-draw")
        if flush_draw and straight_draw:
            draws.append("flush-and-straight-draw")
        if backdoor_flush and not flush_draw:
            draws.append("backdoor-flush-draw")
        if board.street == "flop" and three_to_a_straight and not straight_draw and not straight_made:
            draws.append("backdoor-straight-draw")
        if category in (HIGH_CARD, ONE_PAIR) and made in ("high-card", "board-pair") and low > board.top:
            draws.append("overcards")
        if group == "nothing" and (flush_draw or straight_draw):
            group = "draw"
        return Hit(category, made, tuple(draws), group)

    return read



def cached_reader(board: Board) -> Reader:
    """:func:`reader` remembering its answers: a combo's hit depends only on its two ranks, whether
    it is suited, and, for each card, which suit it is up to suits the board and dead cards treat
    alike (same ranks of the suit on the board, same unseen top). Many combos of a range share that.

    >>> from cardlab.core.cards import parse_hand
    >>> board = Board.read(parse_hand("Qh Jh 2c"))
    >>> read = cached_reader(board)
    >>> read(*parse_hand("As Kd")) == read(*parse_hand("Ad Ks")) == reader(board)(*parse_hand("Ad Ks"))
    True
    """
    masks = [0, 0, 0, 0]
    for card in board.cards:
        masks[suit_of(card)] |= 1 << rank_of(card)
    profile = [(masks[suit], board.unseen_top[suit]) for suit in range(4)]
    alike = [profile.index(profile[suit]) for suit in range(4)]
    read = reader(board)
    known: dict[tuple[int, int, int, int, bool], Hit] = {}
    facts = card_facts()

    def read_cached(first: Card, second: Card) -> Hit:
        first_rank, first_suit, _, _ = facts[first]
        second_rank, second_suit, _, _ = facts[second]
        key = (first_rank, second_rank, alike[first_suit], alike[second_suit], first_suit == second_suit)
        found = known.get(key)
        if found is None:
            found = known[key] = read(first, second)
        return found

    return read_cached
