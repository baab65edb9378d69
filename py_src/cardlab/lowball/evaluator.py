"""Five-card lowball: 2-7 (deuce to seven) and A-5 (ace to five), two rankings as data.

A value is ``(category, deciding ranks)`` like a poker value, but *smaller is better*: category 0
is an unpaired hand (a "low"), then one pair, two pairs, ... in the order of high poker, each
decided counts-then-ranks from the top down. The two games differ only in their rules record
(:class:`LowRules`): in 2-7 the ace is high only and straights and flushes count against the hand
(A-2-3-4-5 is ace-high, not a straight); in A-5 the ace is low (rank 1) and straights and flushes
do not exist. Rules: ``docs/rules.md``, "2-7 and A-5 lowball".

>>> from cardlab.core.cards import parse_hand
>>> DEUCE_TO_SEVEN.value(parse_hand("7c 5d 4h 3s 2c")), DEUCE_TO_SEVEN.name((0, (7, 5, 4, 3, 2)))
((0, (7, 5, 4, 3, 2)), '7-5 low, 7-5-4-3-2 (number one)')
>>> DEUCE_TO_SEVEN.name(DEUCE_TO_SEVEN.value(parse_hand("6c 5d 4h 3s 2c")))
'Straight, Six-high'
>>> ACE_TO_FIVE.name(ACE_TO_FIVE.value(parse_hand("5h 4h 3h 2h Ah")))
'5-4 low, 5-4-3-2-A (the wheel)'
>>> DEUCE_TO_SEVEN.value(parse_hand("Ac 5d 4h 3s 2c"))  # ace-high, not a straight
(0, (14, 5, 4, 3, 2))
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from ..core.cards import RANK_NAMES, RANK_PLURALS, Card
from ..games.played import HandValue
from ..games.variants import ACE_TO_FIVE_GAME, DEUCE_TO_SEVEN_GAME

LOW, ONE_PAIR, TWO_PAIRS, THREE_OF_A_KIND, STRAIGHT, FLUSH, FULL_HOUSE, FOUR_OF_A_KIND, STRAIGHT_FLUSH = range(9)

# Category -> (key, name, what each deciding rank is); the index is the first element of a value.
CATEGORY_TABLE: dict[int, tuple[str, str, tuple[str, ...]]] = {
    LOW: ("low", "No pair (a low)",
          ("the top card", "the second card", "the third card", "the fourth card", "the fifth card")),
    ONE_PAIR: ("one-pair", "One Pair", ("the pair", "the kicker", "the second kicker", "the third kicker")),
    TWO_PAIRS: ("two-pairs", "Two Pairs", ("the higher pair", "the lower pair", "the kicker")),
    THREE_OF_A_KIND: ("three-of-a-kind", "Three of a Kind", ("the three of a kind", "the kicker", "the second kicker")),
    STRAIGHT: ("straight", "Straight", ("the top card",)),
    FLUSH: ("flush", "Flush", ("the top card", "the second card", "the third card", "the fourth card",
                               "the fifth card")),
    FULL_HOUSE: ("full-house", "Full House", ("the three of a kind", "the pair")),
    FOUR_OF_A_KIND: ("four-of-a-kind", "Four of a Kind", ("the four of a kind", "the kicker")),
    STRAIGHT_FLUSH: ("straight-flush", "Straight Flush", ("the top card",)),
}
# Rank-count pattern (counts sorted high to low) -> category, for hands with a repeated rank.
PATTERN_CATEGORY: dict[tuple[int, ...], int] = {
    (2, 1, 1, 1): ONE_PAIR, (2, 2, 1): TWO_PAIRS, (3, 1, 1): THREE_OF_A_KIND, (3, 2): FULL_HOUSE,
    (4, 1): FOUR_OF_A_KIND,
}
# Five different ranks in 2-7: (is straight, is flush) -> category.
DISTINCT_CATEGORY: dict[tuple[bool, bool], int] = {
    (False, False): LOW, (True, False): STRAIGHT, (False, True): FLUSH, (True, True): STRAIGHT_FLUSH,
}


@dataclass(frozen=True)
class LowRules:
    """One lowball game as data: its key, whether the ace plays low (rank 1) and whether straights
    and flushes count, its best hand and that hand's nickname, and how many distinct values (classes)
    its five-card hands have (checked by the tests)."""

    key: str
    title: str
    ace_low: bool
    straights_and_flushes: bool
    nickname: tuple[tuple[int, ...], str]  # the best low's ranks and what players call it
    classes: int = 0

    @property
    def rank_order(self) -> tuple[int, ...]:
        """Every rank this game knows, best (lowest) first.

        >>> ACE_TO_FIVE.rank_order[:3], DEUCE_TO_SEVEN.rank_order[-1]
        ((1, 2, 3), 14)
        """
        return tuple(range(1, 14)) if self.ace_low else tuple(range(2, 15))

    def rank(self, card: Card) -> int:
        """A card's rank in this game (the ace is 1 in A-5, 14 in 2-7).

        >>> ACE_TO_FIVE.rank(Card(14, "s")), DEUCE_TO_SEVEN.rank(Card(14, "s")), ACE_TO_FIVE.rank(Card(9, "s"))
        (1, 14, 9)
        """
        return 1 if self.ace_low and card.rank == 14 else card.rank

    def value_of(self, ranks: Sequence[int], flush: bool) -> HandValue:
        """The value of five ranks (this game's numbering) and whether they share one suit.

        >>> DEUCE_TO_SEVEN.value_of([6, 5, 4, 3, 2], False), DEUCE_TO_SEVEN.value_of([9, 8, 5, 3, 2], True)
        ((4, (6,)), (5, (9, 8, 5, 3, 2)))
        >>> ACE_TO_FIVE.value_of([1, 1, 5, 4, 3], True)
        (1, (1, 5, 4, 3))
        """
        groups = sorted(Counter(ranks).items(), key=lambda item: (item[1], item[0]), reverse=True)
        ordered = tuple(rank for rank, _ in groups)
        if len(ordered) < 5:
            return PATTERN_CATEGORY[tuple(count for _, count in groups)], ordered
        if not self.straights_and_flushes:
            return LOW, ordered
        straight = ordered[0] - ordered[4] == 4
        category = DISTINCT_CATEGORY[(straight, flush)]
        return category, (ordered[:1] if straight else ordered)

    def value(self, cards: Sequence[Card]) -> HandValue:
        """The value of five cards (smaller is better); see the module example.

        >>> from cardlab.core.cards import parse_hand
        >>> ACE_TO_FIVE.value(parse_hand("Kc Kd 2h 3s Ac"))
        (1, (13, 3, 2, 1))
        >>> ACE_TO_FIVE.value(parse_hand("Kc Kd 2h 3s"))
        Traceback (most recent call last):
        ...
        ValueError: a lowball hand has 5 cards, got 4
        """
        if len(cards) != 5:
            raise ValueError(f"a lowball hand has 5 cards, got {len(cards)}")
        flush = len({card.suit for card in cards}) == 1
        return self.value_of([self.rank(card) for card in cards], flush)

    def rank_text(self, rank: int) -> str:
        """A rank as players write it: ``A`` for the ace in either game.

        >>> ACE_TO_FIVE.rank_text(1), DEUCE_TO_SEVEN.rank_text(14), DEUCE_TO_SEVEN.rank_text(10)
        ('A', 'A', 'T')
        """
        return "A23456789TJQKA"[rank - 1]

    def spelled(self, ranks: Sequence[int]) -> str:
        """Ranks as players write a hand out, top card first: ``8-6-4-2-A``.

        >>> ACE_TO_FIVE.spelled((8, 6, 4, 2, 1)), DEUCE_TO_SEVEN.spelled((14, 5, 4, 3, 2))
        ('8-6-4-2-A', 'A-5-4-3-2')
        """
        return "-".join(self.rank_text(rank) for rank in ranks)

    def deciding(self, winner: HandValue, loser: HandValue) -> tuple[int, int, int] | None:
        """Where two values of one category first differ: (position, the winner's rank, the
        loser's rank); the position indexes the category's roles (``CATEGORY_TABLE``). None: a tie.

        >>> ACE_TO_FIVE.deciding((0, (8, 5, 4, 2, 1)), (0, (8, 6, 4, 2, 1)))
        (1, 5, 6)
        >>> ACE_TO_FIVE.deciding((0, (5, 4, 3, 2, 1)), (0, (5, 4, 3, 2, 1))) is None
        True
        """
        for position, (mine, theirs) in enumerate(zip(winner[1], loser[1])):
            if mine != theirs:
                return position, mine, theirs
        return None

    def rank_word(self, rank: int, plural: bool = False) -> str:
        """A rank in words, as poker's names use it (the ace is "Ace" in either game).

        >>> ACE_TO_FIVE.rank_word(1), DEUCE_TO_SEVEN.rank_word(6, plural=True)
        ('Ace', 'Sixes')
        """
        full = 14 if rank == 1 else rank
        return RANK_PLURALS[full] if plural else RANK_NAMES[full]

    def name(self, value: HandValue) -> str:
        """How players say a value: a low by its top two cards and all five, a worse hand by category.

        >>> DEUCE_TO_SEVEN.name((0, (8, 6, 4, 3, 2))), ACE_TO_FIVE.name((1, (1, 5, 4, 3)))
        ('8-6 low, 8-6-4-3-2', 'Pair of Aces, Five kicker')
        >>> DEUCE_TO_SEVEN.name((5, (9, 8, 5, 3, 2))), DEUCE_TO_SEVEN.name((6, (3, 2)))
        ('Flush, Nine-high (9-8-5-3-2)', 'Full House, Threes over Twos')
        """
        category, ranks = value
        spelled = self.spelled(ranks)
        word = self.rank_word
        if category == LOW:
            nick = f" ({self.nickname[1]})" if ranks == self.nickname[0] else ""
            return f"{self.rank_text(ranks[0])}-{self.rank_text(ranks[1])} low, {spelled}{nick}"
        names = {
            ONE_PAIR: lambda: f"Pair of {word(ranks[0], True)}, {word(ranks[1])} kicker",
            TWO_PAIRS: lambda: f"Two Pairs, {word(ranks[0], True)} and {word(ranks[1], True)}",
            THREE_OF_A_KIND: lambda: f"Three of a Kind, {word(ranks[0], True)}",
            STRAIGHT: lambda: f"Straight, {word(ranks[0])}-high",
            FLUSH: lambda: f"Flush, {word(ranks[0])}-high ({spelled})",
            FULL_HOUSE: lambda: f"Full House, {word(ranks[0], True)} over {word(ranks[1], True)}",
            FOUR_OF_A_KIND: lambda: f"Four of a Kind, {word(ranks[0], True)}",
            STRAIGHT_FLUSH: lambda: f"Straight Flush, {word(ranks[0])}-high",
        }
        return names[category]()

    def short_name(self, value: HandValue) -> str:
        """A low by its top two cards ("7-5 low"), anything else by its name.

        >>> DEUCE_TO_SEVEN.short_name((0, (7, 5, 4, 3, 2)))
        '7-5 low'
        """
        if value[0] == LOW:
            return f"{self.rank_text(value[1][0])}-{self.rank_text(value[1][1])} low"
        return self.name(value)

    def category(self, value: HandValue) -> tuple[str, str]:
        """A value's category key and name.

        >>> DEUCE_TO_SEVEN.category((0, (7, 5, 4, 3, 2)))
        ('low', 'No pair (a low)')
        """
        key, name, _ = CATEGORY_TABLE[value[0]]
        return key, name

    def compare_reason(self, winner: HandValue, loser: HandValue) -> str:
        """Why ``winner`` beats ``loser`` (lower is better).

        >>> DEUCE_TO_SEVEN.compare_reason((0, (8, 6, 4, 3, 2)), (0, (8, 6, 5, 3, 2)))
        'both 8-6 low; decided by the third card: 4 vs 5 (lower wins)'
        >>> DEUCE_TO_SEVEN.compare_reason((0, (13, 12, 11, 10, 8)), (4, (6,)))
        'K-Q low beats Straight, Six-high: in 2-7 a straight counts against the hand'
        >>> ACE_TO_FIVE.compare_reason((1, (13, 12, 11, 10)), (2, (2, 1, 3)))
        'One Pair beats Two Pairs: fewer pairs win'
        """
        if winner[0] != loser[0]:
            if loser[0] in (STRAIGHT, FLUSH, STRAIGHT_FLUSH) and winner[0] == LOW:
                what = CATEGORY_TABLE[loser[0]][1].lower()
                short, worse = self.short_name(winner), self.name(loser)
                return f"{short} beats {worse}: in {self.label} a {what} counts against the hand"
            if winner[0] == LOW:
                return f"{self.short_name(winner)} beats {CATEGORY_TABLE[loser[0]][1]}: an unpaired hand beats any pair"
            return f"{CATEGORY_TABLE[winner[0]][1]} beats {CATEGORY_TABLE[loser[0]][1]}: fewer pairs win"
        decided = self.deciding(winner, loser)
        if decided is None:
            return f"both {self.name(winner)}: a tie"
        position, mine, theirs = decided
        both = self.short_name(winner) if winner[0] == LOW and position > 1 else CATEGORY_TABLE[winner[0]][1]
        if winner[0] == LOW and position <= 1:
            both = "unpaired"
        return (f"both {both}; decided by {CATEGORY_TABLE[winner[0]][2][position]}: "
                f"{self.rank_text(mine)} vs {self.rank_text(theirs)} (lower wins)")

    @property
    def label(self) -> str:
        """``2-7`` or ``A-5``.

        >>> DEUCE_TO_SEVEN.label, ACE_TO_FIVE.label
        ('2-7', 'A-5')
        """
        return "A-5" if self.ace_low else "2-7"


DEUCE_TO_SEVEN = LowRules(DEUCE_TO_SEVEN_GAME.evaluator, "2-7 lowball", ace_low=False, straights_and_flushes=True,
                          nickname=((7, 5, 4, 3, 2), "number one"), classes=7462)
ACE_TO_FIVE = LowRules(ACE_TO_FIVE_GAME.evaluator, "A-5 lowball", ace_low=True, straights_and_flushes=False,
                       nickname=((5, 4, 3, 2, 1), "the wheel"), classes=6175)
GAMES = {rules.key: rules for rules in (DEUCE_TO_SEVEN, ACE_TO_FIVE)}


def order_for_display(rules: LowRules, cards: Sequence[Card], value: HandValue) -> tuple[Card, ...]:
    """The cards in reading order: grouped ranks first, then high to low (this game's ranks).

    >>> from cardlab.core.cards import parse_hand
    >>> hand = parse_hand("2c Ah 5d 3s 4h")
    >>> [str(c) for c in order_for_display(ACE_TO_FIVE, hand, ACE_TO_FIVE.value(hand))]
    ['5d', '4h', '3s', '2c', 'Ah']
    """
    counts = Counter(rules.rank(card) for card in cards)
    return tuple(sorted(cards, key=lambda c: (counts[rules.rank(c)], rules.rank(c), c.suit), reverse=True))
