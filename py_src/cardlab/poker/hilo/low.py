"""The split-pot low's fast path for counting: the low of :mod:`.qualified` (A-5 lowball, five
different ranks, 8 or better) kept as a **low mask**, one bit per rank of a qualifying low, bit 0
for the ace up to bit 7 for the eight (rules: ``docs/rules.md``, "Split pots").

The masks are derived from the one A-5 ranking, not a second statement of its rules: a rank's bit is
its A-5 rank (the ace 1) minus one, a low's value is the lowball value of its ranks
(:func:`value_of_mask`), and names, classes and reasons are the view's. Five ranks in a mask are
five different ranks, so comparing two masks as integers compares the lows from the top card down
(the highest bit where they differ is the higher card of the worse hand): a **smaller mask is a
better low**, the same order as the lowball values (the unit tests check every pair); ``NO_LOW``
(256) is worse than every low.

A hand plays as its game's record says: an Omaha hand exactly two own cards and three board cards
(``play`` ``(2, 3)``), a Hold'em hand any five of its seven (``play`` None). Either way its best low
depends only on the low ranks of the board: :func:`low_table` lists it for each of the 256 board
masks once per hand, and counting a board's low is then one list lookup.

>>> from cardlab.core.cards import parse_hand
>>> table = low_table(parse_hand("Ac 2d Kh Ks"), (2, 3))
>>> low_name(table[board_mask(parse_hand("3c 5h 8d Qs Jd"))])
'8-5-3-2-A'
>>> table[board_mask(parse_hand("3c 9h Td Qs Jd"))] == NO_LOW
True
>>> low_mask([1, 2, 3, 4, 5]) < low_mask([2, 3, 4, 5, 6]) < low_mask([1, 2, 3, 4, 8])
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations

from ...core.cards import Card
from ...games.played import HandValue
from ..seven_card import Play
from .qualified import EIGHT_OR_BETTER, NONE, NONE_CLASS

_RULES = EIGHT_OR_BETTER.rules
LOW_RANKS = EIGHT_OR_BETTER.top  # the ace (1) up to the eight
NO_LOW = 1 << LOW_RANKS
"""No qualifying low: worse than every low (a smaller mask is a better low)."""
BOARD_MASKS = 1 << LOW_RANKS


def _a5_rank(rank: int) -> int:
    return _RULES.rank(Card(rank, "c"))


# Poker rank (2..14, the ace 14) -> its bit in a low mask, the bit of its A-5 rank (the ace 1);
# ranks a qualifying low cannot hold (above 8) have none.
LOW_BIT: dict[int, int] = {rank: 1 << (_a5_rank(rank) - 1) for rank in range(2, 15)
                           if _a5_rank(rank) in EIGHT_OR_BETTER.ranks}
# Poker rank (2..14) -> its A-5 rank (the ace 1, the king 13): what a qualifier is compared with.
A5_RANK: dict[int, int] = {rank: _a5_rank(rank) for rank in range(2, 15)}
# The same by rank index 0..12 (two .. ace), as the exact counter numbers ranks; 0: no low rank.
LOW_BIT_OF_INDEX: tuple[int, ...] = tuple(LOW_BIT.get(index + 2, 0) for index in range(13))


def low_mask(ranks: Iterable[int]) -> int:
    """The mask of some low ranks given as 1 (ace) .. 8.

    >>> bin(low_mask([1, 2, 3, 4, 5]))
    '0b11111'
    """
    mask = 0
    for rank in ranks:
        mask |= 1 << (rank - 1)
    return mask


def board_mask(cards: Iterable[Card]) -> int:
    """The low ranks present among some cards (a board), as a mask.

    >>> bin(board_mask([Card(14, 'h'), Card(14, 'd'), Card(8, 'c'), Card(9, 's')]))
    '0b10000001'
    """
    mask = 0
    for card in cards:
        mask |= LOW_BIT.get(card.rank, 0)
    return mask


def low_possible(hole: Iterable[Card], board: Iterable[Card], play: Play | None, *, own_to_come: int = 0,
                 board_to_come: int = 0, qualifier: int | None = LOW_RANKS) -> bool:
    """Whether a hand can still make a qualifying low: enough different low ranks now and to come,
    where its game lets them play (``play`` (2, 3): two own and three board cards, as Omaha; None:
    any five, as Hold'em and stud). A low rank is one at most ``qualifier`` (an A-5 rank, the ace
    1: 8 for eight or better, the pot share's qualifier; None: every low qualifies). False means no
    low can come; True that counting does not rule one out (in Omaha the own and board ranks must
    also differ).

    >>> from cardlab.core.cards import parse_hand
    >>> low_possible(parse_hand("Ah 2h 3c Kd"), parse_hand("Kh Qd 9c"), (2, 3), board_to_come=2)
    False
    >>> low_possible(parse_hand("Ah 2h 3c Kd"), parse_hand("Kh Qd 4c"), (2, 3), board_to_come=2)
    True
    >>> low_possible(parse_hand("As 2d 8c Kh Ks"), (), None, own_to_come=2)  # stud, fifth street
    True
    >>> [low_possible(parse_hand("As 2d 9c Kh Ks"), (), None, own_to_come=2, qualifier=q) for q in (8, 9)]
    [False, True]
    """
    if qualifier is None:
        return True

    def different(cards: Iterable[Card]) -> int:  # different low ranks among some cards
        return len({A5_RANK[card.rank] for card in cards if A5_RANK[card.rank] <= qualifier})

    hole, board = tuple(hole), tuple(board)
    if play is None:
        return different(hole + board) + own_to_come + board_to_come >= 5
    own_used, board_used = play
    return different(hole) + own_to_come >= own_used and different(board) + board_to_come >= board_used


def missing_low(name: str, *, cards_to_come: bool, possible: bool) -> str:
    """A hand without a qualifying low in words (``name``: the pot share's, "low"): none when no
    card is to come, else whether one can still come (:func:`low_possible`). Hold'em, Omaha and
    stud hi-lo say it alike.

    >>> [missing_low("low", cards_to_come=c, possible=p) for c, p in ((False, False), (True, True), (True, False))]
    ['no low', 'no low yet', 'no low possible']
    """
    if not cards_to_come:
        return f"no {name}"
    return f"no {name} yet" if possible else f"no {name} possible"


def lowest_bits(mask: int, count: int) -> int:
    """The ``count`` lowest set bits of ``mask``.

    >>> bin(lowest_bits(0b1011010, 3))
    '0b11010'
    """
    kept = 0
    for _ in range(count):
        bit = mask & -mask
        kept |= bit
        mask ^= bit
    return kept


def own_masks(hole: Iterable[Card], own: int) -> tuple[int, ...]:
    """Every mask ``own`` own cards of different low ranks make (what a hand can bring to a low).

    >>> [bin(mask) for mask in own_masks([Card(14, 'h'), Card(2, 'd'), Card(2, 'c'), Card(13, 's')], 2)]
    ['0b11']
    """
    bits = sorted({LOW_BIT[card.rank] for card in hole if card.rank in LOW_BIT})
    return tuple(sum(chosen) for chosen in combinations(bits, own))


def best_low_mask(owns: Sequence[int], board: int, shared: int) -> int:
    """The best low of exactly one of the own-card masks ``owns`` and ``shared`` board cards (the
    board's low ranks ``board``); ``NO_LOW`` when none qualifies. For given own cards the best
    board cards are their lowest other ranks.

    >>> low_name(best_low_mask([0b11, 0b1001], 0b11110000, 3))
    '7-6-5-2-A'
    """
    best = NO_LOW
    for mine in owns:
        rest = board & ~mine
        if rest.bit_count() >= shared:
            best = min(best, mine | lowest_bits(rest, shared))
    return best


def any_five_low(hole: int, board: int) -> int:
    """The best low of any five of all the cards (hole ranks ``hole``, board ranks ``board``): its
    five lowest different low ranks; ``NO_LOW`` with fewer than five.

    >>> low_name(any_five_low(0b11, 0b11110000)), any_five_low(0b11, 0b11000000) == NO_LOW
    ('7-6-5-2-A', True)
    """
    ranks = hole | board
    return lowest_bits(ranks, 5) if ranks.bit_count() >= 5 else NO_LOW


def low_table(hole: Iterable[Card], play: Play | None) -> tuple[int, ...]:
    """A hand's best low for each of the 256 board masks, made as ``play`` says (see
    :func:`best_low_mask`; None: :func:`any_five_low`).

    >>> table = low_table([Card(14, 'h'), Card(3, 'd'), Card(13, 'c'), Card(12, 's')], (2, 3))
    >>> len(table), low_name(table[0b11111111])
    (256, '5-4-3-2-A')
    >>> low_name(low_table([Card(14, 'h'), Card(3, 'd')], None)[0b11110000])
    '7-6-5-3-A'
    """
    if play is None:
        mine = board_mask(hole)
        return tuple(any_five_low(mine, board) for board in range(BOARD_MASKS))
    owns = own_masks(hole, play[0])
    return tuple(best_low_mask(owns, board, play[1]) for board in range(BOARD_MASKS))


def low_ranks(mask: int) -> tuple[int, ...]:
    """The ranks of a low, top card first (1 is the ace).

    >>> low_ranks(0b10101011)
    (8, 6, 4, 2, 1)
    """
    return tuple(rank for rank in range(LOW_RANKS, 0, -1) if mask >> (rank - 1) & 1)


def value_of_mask(mask: int) -> HandValue:
    """A low mask (five ranks) as a ranking value: the A-5 lowball value of its ranks (``NONE`` for
    ``NO_LOW``).

    >>> value_of_mask(0b11111), value_of_mask(NO_LOW)
    ((0, (5, 4, 3, 2, 1)), (1, ()))
    """
    return NONE if mask >= NO_LOW else _RULES.value(low_ranks(mask), False)


def mask_of_value(value: HandValue) -> int:
    """A ranking value as a low mask.

    >>> bin(mask_of_value((0, (8, 6, 4, 2, 1))))
    '0b10101011'
    """
    return low_mask(value[1]) if EIGHT_OR_BETTER.qualifies(value) else NO_LOW


def low_name(mask: int) -> str:
    """A low as players write it: ``8-6-4-2-A`` (``no qualifying low`` for ``NO_LOW``).

    >>> low_name(0b10101011), low_name(NO_LOW)
    ('8-6-4-2-A', 'no qualifying low')
    """
    return EIGHT_OR_BETTER.name(value_of_mask(mask))


def low_class(mask: int) -> int:
    """A low's row in :data:`~cardlab.poker.hilo.qualified.LOW_CLASSES` (the last row for ``NO_LOW``).

    >>> from cardlab.poker.hilo.qualified import LOW_CLASSES
    >>> [LOW_CLASSES[low_class(mask)].key for mask in (0b11111, 0b101111, 0b10101011, NO_LOW)]
    ['wheel', '6-low', '8-low', 'none']
    """
    return EIGHT_OR_BETTER.low_class(value_of_mask(mask))


# Mask (0 .. NO_LOW) -> its class row, for counting loops (masks of other than five ranks: none).
CLASS_OF_MASK: tuple[int, ...] = tuple(
    low_class(mask) if mask == NO_LOW or mask.bit_count() == 5 else NONE_CLASS for mask in range(NO_LOW + 1))


def low_reason(winner: int, loser: int) -> str:
    """Why one low beats another, in one phrase.

    >>> low_reason(0b10011011, 0b10101011)
    '8-5-4-2-A beats 8-6-4-2-A: decided by the second card, 5 vs 6'
    >>> low_reason(0b11111, NO_LOW)
    '5-4-3-2-A qualifies; no other hand has a low of 8 or better'
    """
    return EIGHT_OR_BETTER.reason(value_of_mask(winner), value_of_mask(loser))


def best_low_cards(hole: Sequence[Card], board: Sequence[Card],
                   play: Play | None) -> tuple[int, tuple[Card, ...]]:
    """The best low ``play`` allows (exactly so many own and board cards; None: any five), with
    the cards that make it (top card first, the ace last); ``(NO_LOW, ())`` when none qualifies.

    >>> from cardlab.core.cards import parse_hand
    >>> mask, cards = best_low_cards(parse_hand("Ah 2c Kd Ks"), parse_hand("4h 6c 8d 8h Qs"), (2, 3))
    >>> low_name(mask), " ".join(map(str, cards))
    ('8-6-4-2-A', '8d 6c 4h 2c Ah')
    """
    best, played = NO_LOW, tuple[Card, ...]()
    cards = tuple(hole) + tuple(board)
    fives = (combinations(cards, 5) if play is None
             else (mine + shared for mine in combinations(hole, play[0]) for shared in combinations(board, play[1])))
    for five in fives:
        mask = board_mask(five)
        if mask.bit_count() == 5 and mask < best:
            best, played = mask, tuple(sorted(five, key=lambda card: LOW_BIT[card.rank], reverse=True))
    return best, played
