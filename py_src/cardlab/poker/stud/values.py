"""A stud hand's value as one integer, per ranking, for counting: the table is keyed by the ranking
names the game records' pots use (:mod:`cardlab.games.rankings`), so no game is named here.

* ``high``: the seven-card strength of :mod:`cardlab.poker.seven_card` (bigger is better);
* ``a5-low``: the 8-or-better low mask of :mod:`cardlab.poker.hilo.low` (smaller is better,
  ``NO_LOW`` without a qualifying low);
* ``ace-to-five-best``: razz, the best A-5 low of five of the seven cards as
  :data:`cardlab.games.rule_sets.ACE_TO_FIVE` values it, packed into an integer whose order is
  the values' order (smaller is better).

Cards are numbered 0..51 in deck order (rank, then suit ``c d h s``). Only ``high`` looks at suits.

>>> from cardlab.core.cards import parse_hand
>>> cards = card_numbers(parse_hand("Kc 8d 6h 4s 2c Ah 2d"))
>>> razz = VALUERS["ace-to-five-best"]
>>> razz.low, razz.suits, razz_value_of(razz.value(cards))
(True, False, (0, (8, 6, 4, 2, 1)))
>>> from cardlab.poker.hilo.low import low_name
>>> low_name(VALUERS["a5-low"].value(cards))
'8-6-4-2-A'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations
from math import comb

from ...core.cards import Card
from ...games.categories import CATEGORIES, FOUR_OF_A_KIND, FULL_HOUSE, ONE_PAIR, THREE_OF_A_KIND, TWO_PAIRS
from ...games.played import HandValue
from ...games.rule_sets import ACE_TO_FIVE
from ...lowball.evaluator import LOW, category, top_card_class
from ..hilo.low import CLASS_OF_MASK, LOW_BIT_OF_INDEX, NO_LOW, lowest_bits
from ..hilo.qualified import LOW_CLASSES
from ..seven_card import FLUSH_BITS, RANK_BIT, RANK_KEY, RANK_MASK, SUIT_OFFSET, SUIT_SHIFT, tables

CARDS = 52
RANK_OF = tuple(number // 4 for number in range(CARDS))  # rank index 0 (two) .. 12 (ace)
SUIT_OF = tuple(number % 4 for number in range(CARDS))
CODE = tuple(RANK_KEY[number // 4] + (1 << (SUIT_SHIFT + 4 * (number % 4))) for number in range(CARDS))
PACK = 15  # razz values packed base 15: category, then up to five ranks (1..13)


def card_number(card: Card) -> int:
    """A card's number 0..51 (deck order).

    >>> card_number(Card(2, "c")), card_number(Card(14, "s"))
    (0, 51)
    """
    return (card.rank - 2) * 4 + "cdhs".index(card.suit)


def card_numbers(cards: Iterable[Card]) -> tuple[int, ...]:
    """Several cards' numbers.

    >>> card_numbers([Card(2, "d"), Card(3, "c")])
    (1, 4)
    """
    return tuple(card_number(card) for card in cards)


def number_card(number: int) -> Card:
    """The card of a number.

    >>> str(number_card(51))
    'As'
    """
    return Card(number // 4 + 2, "cdhs"[number % 4])


@dataclass(frozen=True)
class SuitSplit:
    """A value that looks at suits only on a few draws (a flush): the value of the ranks alone,
    the draws (sorted card numbers) that need their suits, with their true value, and how many
    such draws there are (cheap, for the cost estimate before any work)."""

    plain: Callable[[Sequence[int]], int]
    suited: Callable[[Sequence[int], int, Sequence[int]], list[tuple[tuple[int, ...], int]]]
    suited_count: Callable[[Sequence[int], int, Sequence[int]], int]


@dataclass(frozen=True)
class Valuer:
    """How one ranking values a stud hand for counting: the value of a player's cards (numbers),
    whether a smaller value is better, and whether suits matter."""

    key: str
    low: bool
    suits: bool
    value: Callable[[Sequence[int]], int]
    labels: tuple[tuple[str, str], ...]  # the final classes a value falls in, each row's key and name
    row: Callable[[int], int]  # a value's row in ``labels``
    values: Callable[[Sequence[int], int, Sequence[int]], list[int]] | None = None  # many draws at once
    split: SuitSplit | None = None  # where suits matter: ranks, and the few draws that look at suits

    def of_draws(self, known: Sequence[int], size: int, cards: Sequence[int]) -> list[int]:
        """The value of ``known`` plus each draw of ``size`` of ``cards`` (combinations order).

        >>> VALUERS["a5-low"].of_draws((0, 4, 8, 12), 1, (48, 51)) == [VALUERS["a5-low"].value((0, 4, 8, 12, 48))] * 2
        True
        """
        if self.values is not None:
            return self.values(known, size, cards)
        return [self.value(tuple(known) + draw) for draw in combinations(cards, size)]


def high_value(cards: Sequence[int]) -> int:
    """The seven-card strength (the best five of 5 to 7 cards; bigger is better).

    >>> from cardlab.core.cards import parse_hand
    >>> from cardlab.poker.seven_card import value_of_strength
    >>> value_of_strength(high_value(card_numbers(parse_hand("As Ks Qs Js 9s 8d 7h"))))
    (5, (14, 13, 12, 11, 9))
    """
    table = tables()
    total = 0
    for card in cards:
        total += CODE[card]
    flushed = (total + SUIT_OFFSET) & FLUSH_BITS
    if not flushed:
        return table.plain[total & RANK_MASK]
    suit = (flushed.bit_length() - SUIT_SHIFT - 4) // 4
    mask = 0
    for card in cards:
        if SUIT_OF[card] == suit:
            mask |= RANK_BIT[RANK_OF[card]]
    return table.flush[mask]  # five of seven in one suit: no full house or quads is possible


def high_values(known: Sequence[int], size: int, cards: Sequence[int]) -> list[int]:
    """:func:`high_value` of ``known`` plus each draw of ``size`` of ``cards``, in the order of
    ``itertools.combinations`` (the codes summed at C speed; only a flush looks at suits).

    >>> from cardlab.core.cards import parse_hand
    >>> known, cards = card_numbers(parse_hand("Ah Kh Qh")), card_numbers(parse_hand("Jh Th 2c"))
    >>> high_values(known, 2, cards) == [high_value(known + draw) for draw in combinations(cards, 2)]
    True
    """
    table = tables()
    plain, base = table.plain, sum(CODE[card] for card in known)
    values = []
    for draw, total in zip(combinations(cards, size), map(sum, combinations([CODE[card] for card in cards], size))):
        total += base
        values.append(plain[total & RANK_MASK] if not (total + SUIT_OFFSET) & FLUSH_BITS
                      else high_value(tuple(known) + draw))
    return values


def plain_high_value(cards: Sequence[int]) -> int:
    """The seven-card strength of the ranks alone (as if no five cards shared a suit).

    >>> from cardlab.core.cards import parse_hand
    >>> from cardlab.poker.seven_card import value_of_strength
    >>> value_of_strength(plain_high_value(card_numbers(parse_hand("As Ks Qs Js 9s 8d 7h"))))
    (0, (14, 13, 12, 11, 9))
    """
    key = 0
    for card in cards:
        key += RANK_KEY[RANK_OF[card]]
    return tables().plain[key]


def _flush_suits(known: Sequence[int], size: int, cards: Sequence[int]) -> list[tuple[int, list[int], list[int]]]:
    """Each suit a flush can still come in: the suited cards a draw needs at least, the unseen
    cards of that suit, and the other unseen cards."""
    found = []
    for suit in range(4):
        need = max(0, 5 - sum(SUIT_OF[card] == suit for card in known))
        suited = [card for card in cards if SUIT_OF[card] == suit]
        if need <= min(size, len(suited)):
            found.append((need, suited, [card for card in cards if SUIT_OF[card] != suit]))
    return found


def flush_draws(known: Sequence[int], size: int, cards: Sequence[int]) -> list[tuple[tuple[int, ...], int]]:
    """Every draw of ``size`` of ``cards`` that gives ``known`` five cards of one suit (sorted card
    numbers), with its :func:`high_value`; every other draw is valued by its ranks alone.

    >>> from cardlab.core.cards import parse_hand
    >>> known, cards = card_numbers(parse_hand("Ah Kh Qh 2c")), card_numbers(parse_hand("Jh Th 9h 3d"))
    >>> [(" ".join(str(number_card(card)) for card in draw), high_value(known + draw) == value)
    ...  for draw, value in flush_draws(known, 2, cards)]
    [('Th Jh', True), ('9h Jh', True), ('9h Th', True)]
    """
    draws = []
    for need, suited, others in _flush_suits(known, size, cards):
        for many in range(need, min(size, len(suited)) + 1):
            for mine in combinations(suited, many):
                for rest in combinations(others, size - many):
                    draw = tuple(sorted(mine + rest))
                    draws.append((draw, high_value(tuple(known) + draw)))
    return draws


def flush_draw_count(known: Sequence[int], size: int, cards: Sequence[int]) -> int:
    """How many draws :func:`flush_draws` lists, counted without listing them.

    >>> from cardlab.core.cards import parse_hand
    >>> flush_draw_count(card_numbers(parse_hand("Ah Kh Qh 2c")), 2, card_numbers(parse_hand("Jh Th 9h 3d")))
    3
    """
    return sum(comb(len(suited), many) * comb(len(others), size - many)
               for need, suited, others in _flush_suits(known, size, cards)
               for many in range(need, min(size, len(suited)) + 1))


def low_value(cards: Sequence[int]) -> int:
    """The best 8-or-better low mask of the cards (``NO_LOW``: none).

    >>> from cardlab.core.cards import parse_hand
    >>> low_value(card_numbers(parse_hand("Ah 2c 3d 9s Kc Kd Qh"))) == NO_LOW
    True
    """
    mask = 0
    for card in cards:
        mask |= LOW_BIT_OF_INDEX[RANK_OF[card]]
    return lowest_bits(mask, 5) if mask.bit_count() >= 5 else NO_LOW


def razz_value(cards: Sequence[int]) -> int:
    """Razz: the best A-5 low of any five of the cards, packed (smaller is better).

    >>> from cardlab.core.cards import parse_hand
    >>> razz_value_of(razz_value(card_numbers(parse_hand("Kc Kd 2h 3s 4c 4d 3d"))))
    (1, (3, 13, 4, 2))
    """
    key = 0
    for card in cards:
        key += RANK_KEY[RANK_OF[card]]
    return _razz_of_ranks(key)


@cache
def _razz_of_ranks(key: int) -> int:
    ranks = [1 if index == 12 else index + 2 for index in range(13) for _ in range(key // RANK_KEY[index] % 5)]
    distinct = sorted(set(ranks))
    if len(distinct) >= 5:  # five different ranks: the five lowest make the low
        low = distinct[4::-1]
        return (((low[0] * PACK + low[1]) * PACK + low[2]) * PACK + low[3]) * PACK + low[4]
    # Fewer than five ranks: every rank once, and the fewest, lowest repeats that fill five.
    repeats = list(ranks)
    for rank in distinct:
        repeats.remove(rank)
    return min(_pack(ACE_TO_FIVE.value(distinct + list(extra), False))
               for extra in set(combinations(repeats, 5 - len(distinct))))


def _pack(value: HandValue) -> int:
    packed = value[0]
    for position in range(5):
        packed = packed * PACK + (value[1][position] if position < len(value[1]) else 0)
    return packed


def razz_value_of(packed: int) -> HandValue:
    """The A-5 lowball value a packed razz value stands for.

    >>> razz_value_of(_pack((2, (13, 4, 2))))
    (2, (13, 4, 2))
    """
    digits = []
    for _ in range(5):
        packed, digit = divmod(packed, PACK)
        digits.append(digit)
    return packed, tuple(digit for digit in reversed(digits) if digit)


_TOPS = range(5, 14)  # a razz low's top card: the wheel's 5 .. the king
_PAIRED = (ONE_PAIR, TWO_PAIRS, THREE_OF_A_KIND, FULL_HOUSE, FOUR_OF_A_KIND)  # no straight, no flush
RAZZ_ROWS: tuple[tuple[str, str], ...] = (*(top_card_class(top) for top in _TOPS),
                                         *(category((paired, ())) for paired in _PAIRED))
"""A razz hand's final classes, best first (each row's key and name): the lows by their top card
(the wheel .. K-low), then the paired hands."""
_ROW_OF_PAIRED = {paired: len(_TOPS) + index for index, paired in enumerate(_PAIRED)}


def razz_row(packed: int) -> int:
    """A packed razz value's row in :data:`RAZZ_ROWS`: a low's by its top card, else its category's.

    >>> values = ((0, (5, 4, 3, 2, 1)), (0, (13, 9, 4, 3, 2)), (1, (3, 13, 4, 2)))
    >>> [RAZZ_ROWS[razz_row(_pack(value))][1] for value in values]
    ['Wheel (5-4-3-2-A)', 'K-low', 'One Pair']
    """
    kind = packed // PACK**5
    return packed // PACK**4 % PACK - _TOPS.start if kind == LOW else _ROW_OF_PAIRED[kind]


def _high_row(value: int) -> int:
    return tables().categories[value]


VALUERS: dict[str, Valuer] = {
    "high": Valuer("high", low=False, suits=True, value=high_value,
                   labels=tuple((found.key, found.name) for found in CATEGORIES), row=_high_row,
                   values=high_values, split=SuitSplit(plain_high_value, flush_draws, flush_draw_count)),
    "a5-low": Valuer("a5-low", low=True, suits=False, value=low_value,
                     labels=tuple((found.key, found.name) for found in LOW_CLASSES), row=CLASS_OF_MASK.__getitem__),
    "ace-to-five-best": Valuer("ace-to-five-best", low=True, suits=False, value=razz_value, labels=RAZZ_ROWS,
                               row=razz_row),
}
"""Ranking key -> how a stud hand is valued under it for counting."""
