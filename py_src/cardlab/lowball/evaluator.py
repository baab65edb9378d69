"""Five-card lowball: 2-7 (deuce to seven) and A-5 (ace to five), named and explained.

A value is ``(category, deciding ranks)`` like a poker value, but *smaller is better*: category 0
is an unpaired hand (a "low"), then one pair, two pair, ... in the order of high poker, each
decided counts-then-ranks from the top down. The two games differ only in their rule set (one
:class:`~cardlab.games.rule_set.RuleSet` each, :mod:`cardlab.games.rule_sets`, which values five
cards): in 2-7 the ace is high only and straights and flushes count against the hand (A-2-3-4-5 is
ace-high, not a straight); in A-5 the ace is low (rank 1) and straights and flushes do not exist.
This module names values as players say them and says why one beats another. Rules:
``docs/rules.md``, "2-7 and A-5 lowball".

>>> from cardlab.games.rule_sets import ACE_TO_FIVE, DEUCE_TO_SEVEN
>>> from cardlab.core.cards import parse_hand
>>> DEUCE_TO_SEVEN.hand_value(parse_hand("7c 5d 4h 3s 2c")), name(DEUCE_TO_SEVEN, (0, (7, 5, 4, 3, 2)))
((0, (7, 5, 4, 3, 2)), '7-5 low, 7-5-4-3-2 (number one)')
>>> name(DEUCE_TO_SEVEN, DEUCE_TO_SEVEN.hand_value(parse_hand("6c 5d 4h 3s 2c")))
'Straight, Six-high'
>>> name(ACE_TO_FIVE, ACE_TO_FIVE.hand_value(parse_hand("5h 4h 3h 2h Ah")))
'5-4 low, 5-4-3-2-A (the wheel)'
>>> DEUCE_TO_SEVEN.hand_value(parse_hand("Ac 5d 4h 3s 2c"))  # ace-high, not a straight
(0, (14, 5, 4, 3, 2))
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ..core.cards import RANK_NAMES, RANK_PLURALS, Card
from ..core.words import lead_in_sentence
from ..games.categories import (
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
from ..games.played import HandValue
from ..games.rule_set import RuleSet

LOW = HIGH_CARD
"""An unpaired hand: lowball's best category (the categories are poker's, in its order)."""
ACE_HIGH = max(RANK_NAMES)
"""The ace's rank where it plays high (2-7); where it plays low (A-5) it is 1."""

# Category -> (key, name, what each deciding rank is); the index is the first element of a value.
CATEGORY_TABLE: dict[int, tuple[str, str, tuple[str, ...]]] = {
    LOW: ("low", "No pair (a low)",
          ("the top card", "the second card", "the third card", "the fourth card", "the fifth card")),
    ONE_PAIR: ("one-pair", "One Pair", ("the pair", "the kicker", "the second kicker", "the third kicker")),
    TWO_PAIRS: ("two-pairs", "Two Pair", ("the higher pair", "the lower pair", "the kicker")),
    THREE_OF_A_KIND: ("three-of-a-kind", "Three of a Kind", ("the three of a kind", "the kicker", "the second kicker")),
    STRAIGHT: ("straight", "Straight", ("the top card",)),
    FLUSH: ("flush", "Flush", ("the top card", "the second card", "the third card", "the fourth card",
                               "the fifth card")),
    FULL_HOUSE: ("full-house", "Full House", ("the three of a kind", "the pair")),
    FOUR_OF_A_KIND: ("four-of-a-kind", "Four of a Kind", ("the four of a kind", "the kicker")),
    STRAIGHT_FLUSH: ("straight-flush", "Straight Flush", ("the top card",)),
}


def rank_text(rank: int) -> str:
    """A rank as players write it: ``A`` for the ace in either game (rank 1 or 14).

    >>> rank_text(1), rank_text(14), rank_text(10)
    ('A', 'A', 'T')
    """
    return "A23456789TJQKA"[rank - 1]


def spelled(ranks: Sequence[int]) -> str:
    """Ranks as players write a hand out, top card first: ``8-6-4-2-A``.

    >>> spelled((8, 6, 4, 2, 1)), spelled((14, 5, 4, 3, 2))
    ('8-6-4-2-A', 'A-5-4-3-2')
    """
    return "-".join(rank_text(rank) for rank in ranks)


def deciding(winner: HandValue, loser: HandValue) -> tuple[int, int, int] | None:
    """Where two values of one category first differ: (position, the winner's rank, the
    loser's rank); the position indexes the category's roles (``CATEGORY_TABLE``). None: a tie.

    >>> deciding((0, (8, 5, 4, 2, 1)), (0, (8, 6, 4, 2, 1)))
    (1, 5, 6)
    >>> deciding((0, (5, 4, 3, 2, 1)), (0, (5, 4, 3, 2, 1))) is None
    True
    """
    for position, (mine, theirs) in enumerate(zip(winner[1], loser[1])):
        if mine != theirs:
            return position, mine, theirs
    return None


def rank_word(rank: int, plural: bool = False) -> str:
    """A rank in words, as poker's names use it (the ace is "Ace" in either game).

    >>> rank_word(1), rank_word(6, plural=True)
    ('Ace', 'Sixes')
    """
    full = 14 if rank == 1 else rank
    return RANK_PLURALS[full] if plural else RANK_NAMES[full]


def name(rules: RuleSet, value: HandValue) -> str:
    """How players say a value: a low by its top two cards and all five (the best low by its
    nickname too; where the ace is high, an ace-topped low is "Ace-high", as 2-7 players say it, not
    "A-5 low", which reads as A-5 lowball), a worse hand by category.

    >>> from cardlab.games.rule_sets import ACE_TO_FIVE, DEUCE_TO_SEVEN
    >>> name(DEUCE_TO_SEVEN, (0, (8, 6, 4, 3, 2))), name(ACE_TO_FIVE, (1, (1, 5, 4, 3)))
    ('8-6 low, 8-6-4-3-2', 'Pair of Aces, Five kicker')
    >>> name(DEUCE_TO_SEVEN, (0, (14, 5, 4, 3, 2)))
    'Ace-high, A-5-4-3-2'
    >>> name(DEUCE_TO_SEVEN, (5, (9, 8, 5, 3, 2))), name(DEUCE_TO_SEVEN, (6, (3, 2)))
    ('Flush, Nine-high (9-8-5-3-2)', 'Full House, Threes full of Twos')
    """
    category, ranks = value
    written = spelled(ranks)
    word = rank_word
    if category == LOW:
        nick = f" ({rules.nickname[1]})" if rules.nickname and ranks == rules.nickname[0] else ""
        return f"{short_name(rules, value)}, {written}{nick}"
    names = {
        ONE_PAIR: lambda: f"Pair of {word(ranks[0], True)}, {word(ranks[1])} kicker",
        TWO_PAIRS: lambda: f"Two Pair, {word(ranks[0], True)} and {word(ranks[1], True)}",
        THREE_OF_A_KIND: lambda: f"Three of a Kind, {word(ranks[0], True)}",
        STRAIGHT: lambda: f"Straight, {word(ranks[0])}-high",
        FLUSH: lambda: f"Flush, {word(ranks[0])}-high ({written})",
        FULL_HOUSE: lambda: f"Full House, {word(ranks[0], True)} full of {word(ranks[1], True)}",
        FOUR_OF_A_KIND: lambda: f"Four of a Kind, {word(ranks[0], True)}",
        STRAIGHT_FLUSH: lambda: f"Straight Flush, {word(ranks[0])}-high",
    }
    return names[category]()


def short_name(rules: RuleSet, value: HandValue) -> str:
    """A low by its top two cards ("7-5 low"), anything else by its name.

    >>> from cardlab.games.rule_sets import ACE_TO_FIVE, DEUCE_TO_SEVEN
    >>> short_name(DEUCE_TO_SEVEN, (0, (7, 5, 4, 3, 2)))
    '7-5 low'
    """
    if value[0] == LOW and value[1][0] == ACE_HIGH:
        return f"{rank_word(ACE_HIGH)}-high"
    if value[0] == LOW:
        return f"{rank_text(value[1][0])}-{rank_text(value[1][1])} low"
    return name(rules, value)


def category(value: HandValue) -> tuple[str, str]:
    """A value's category key and name.

    >>> category((0, (7, 5, 4, 3, 2)))
    ('low', 'No pair (a low)')
    """
    key, title, _ = CATEGORY_TABLE[value[0]]
    return key, title


def top_card_class(top: int) -> tuple[str, str]:
    """A low's class by its top card, as its key and name: the wheel (the 5-low), then ``6-low``
    .. ``K-low`` (the rows of a table of lows, the 8-or-better low's and razz's alike).

    >>> top_card_class(5), top_card_class(8), top_card_class(10)
    (('wheel', 'Wheel (5-4-3-2-A)'), ('8-low', '8-low'), ('t-low', 'T-low'))
    """
    if top == 5:
        return "wheel", "Wheel (5-4-3-2-A)"
    written = f"{rank_text(top)}-low"
    return written.lower(), written


def label(rules: RuleSet) -> str:
    """``2-7`` or ``A-5``.

    >>> from cardlab.games.rule_sets import ACE_TO_FIVE, DEUCE_TO_SEVEN
    >>> label(DEUCE_TO_SEVEN), label(ACE_TO_FIVE)
    ('2-7', 'A-5')
    """
    return "A-5" if rules.ace == "low" else "2-7"


def name_in_sentence(rules: RuleSet, value: HandValue) -> str:
    """A hand's name inside a sentence: its category's words in lower case, a low's as written.

    >>> from cardlab.games.rule_sets import DEUCE_TO_SEVEN
    >>> name_in_sentence(DEUCE_TO_SEVEN, (1, (13, 9, 5, 3))), name_in_sentence(DEUCE_TO_SEVEN, (0, (8, 6, 4, 3, 2)))
    ('pair of Kings, Nine kicker', '8-6 low, 8-6-4-3-2')
    """
    return lead_in_sentence(name(rules, value), CATEGORY_TABLE[value[0]][1], "Pair of")


def compare_reason(rules: RuleSet, winner: HandValue, loser: HandValue) -> str:
    """Why ``winner`` beats ``loser`` (lower is better).

    >>> from cardlab.games.rule_sets import ACE_TO_FIVE, DEUCE_TO_SEVEN
    >>> compare_reason(DEUCE_TO_SEVEN, (0, (8, 6, 4, 3, 2)), (0, (8, 6, 5, 3, 2)))
    'both 8-6 low; decided by the third card: 4 vs 5 (lower wins)'
    >>> compare_reason(DEUCE_TO_SEVEN, (0, (13, 12, 11, 10, 8)), (4, (6,)))
    'K-Q low beats straight, Six-high: in 2-7 a straight counts against the hand'
    >>> compare_reason(ACE_TO_FIVE, (1, (13, 12, 11, 10)), (2, (2, 1, 3)))
    'One pair beats two pair: fewer pairs win'
    >>> from cardlab.core.cards import parse_hand
    >>> royal, pairs = (DEUCE_TO_SEVEN.hand_value(parse_hand(text)) for text in ("Ah Kh Qh Jh Th", "Kc Kd 5h 5s 9c"))
    >>> compare_reason(DEUCE_TO_SEVEN, (0, (9, 8, 5, 3, 2)), royal), compare_reason(DEUCE_TO_SEVEN, pairs, pairs)
    ... # doctest: +NORMALIZE_WHITESPACE
    ('9-8 low beats straight flush, Ace-high: in 2-7 a straight flush counts against the hand',
     'both two pair, Kings and Fives: a tie')
    """
    if winner[0] != loser[0]:
        worse_name = CATEGORY_TABLE[loser[0]][1].lower()
        if loser[0] in (STRAIGHT, FLUSH, STRAIGHT_FLUSH) and winner[0] == LOW:
            what = CATEGORY_TABLE[loser[0]][1].lower()
            short, worse = short_name(rules, winner), name_in_sentence(rules, loser)
            return f"{short} beats {worse}: in {label(rules)} a {what} counts against the hand"
        if winner[0] == LOW:
            return f"{short_name(rules, winner)} beats {worse_name}: an unpaired hand beats any pair"
        return f"{CATEGORY_TABLE[winner[0]][1].capitalize()} beats {worse_name}: fewer pairs win"
    decided = deciding(winner, loser)
    if decided is None:
        return f"both {name_in_sentence(rules, winner)}: a tie"
    position, mine, theirs = decided
    both = short_name(rules, winner) if winner[0] == LOW and position > 1 else CATEGORY_TABLE[winner[0]][1].lower()
    if winner[0] == LOW and position <= 1:
        both = "unpaired"
    return (f"both {both}; decided by {CATEGORY_TABLE[winner[0]][2][position]}: "
            f"{rank_text(mine)} vs {rank_text(theirs)} (lower wins)")


def order_for_display(rules: RuleSet, cards: Sequence[Card], value: HandValue) -> tuple[Card, ...]:
    """The cards in reading order: grouped ranks first, then high to low (this game's ranks).

    >>> from cardlab.games.rule_sets import ACE_TO_FIVE, DEUCE_TO_SEVEN
    >>> from cardlab.core.cards import parse_hand
    >>> hand = parse_hand("2c Ah 5d 3s 4h")
    >>> [str(c) for c in order_for_display(ACE_TO_FIVE, hand, ACE_TO_FIVE.hand_value(hand))]
    ['5d', '4h', '3s', '2c', 'Ah']
    """
    counts = Counter(rules.rank(card) for card in cards)
    return tuple(sorted(cards, key=lambda c: (counts[rules.rank(c)], rules.rank(c), c.suit), reverse=True))
