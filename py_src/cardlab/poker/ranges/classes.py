"""The 169 starting-hand classes of Hold'em and the 1,326 two-card combos they hold (rules:
``docs/rules.md``, "Hand ranges").

A class is a pair (``QQ``: 6 combos), a suited hand (``AKs``: 4) or an offsuit hand (``AKo``: 12).
Classes are numbered as the cells of the usual 13 x 13 grid, read row by row with the ranks
``A K Q ... 2`` along both sides: pairs on the diagonal, suited hands above it (row = the higher
rank), offsuit hands below it (column = the higher rank). Class ``row * 13 + column``.

>>> CLASSES[0], CLASSES[1], CLASSES[13], CLASSES[168]
('AA', 'AKs', 'AKo', '22')
>>> [len(class_combos(class_id(label))) for label in ("QQ", "AKs", "AKo")]
[6, 4, 12]
>>> len(ALL_COMBOS), sum(CLASS_SIZES)
(1326, 1326)
"""

from __future__ import annotations

from functools import cache
from itertools import combinations

from ...core.cards import FULL_DECK, SUIT_CHARS, Card

GRID_RANKS = "AKQJT98765432"  # row and column order of the grid
SIDE = len(GRID_RANKS)
ALL_HANDS = 1326  # two-card combos of a 52-card deck
Combo = tuple[Card, Card]  # the higher rank first; a pair's suits in the order c d h s


def rank_row(rank: int) -> int:
    """The grid row (and column) of a rank: 0 for an ace ... 12 for a two.

    >>> rank_row(14), rank_row(2)
    (0, 12)
    """
    return 14 - rank


def row_rank(row: int) -> int:
    """The rank (2..14) of a grid row.

    >>> row_rank(0), row_rank(12)
    (14, 2)
    """
    return 14 - row


def make_combo(first: Card, second: Card) -> Combo:
    """Two cards in the order every combo is stored in: higher rank first, then suit order.

    >>> make_combo(Card(13, "h"), Card(14, "h")), make_combo(Card(9, "s"), Card(9, "c"))
    ((Card('Ah'), Card('Kh')), (Card('9c'), Card('9s')))
    """
    key_first = (-first.rank, SUIT_CHARS.index(first.suit))
    key_second = (-second.rank, SUIT_CHARS.index(second.suit))
    return (first, second) if key_first <= key_second else (second, first)


def combo_text(combo: Combo) -> str:
    """A combo as written in a range: ``AhKh``.

    >>> combo_text(make_combo(Card(13, "d"), Card(14, "s")))
    'AsKd'
    """
    return f"{combo[0]}{combo[1]}"


def cell_class(row: int, column: int) -> int:
    """The class of a grid cell.

    >>> CLASSES[cell_class(2, 2)], CLASSES[cell_class(0, 4)], CLASSES[cell_class(4, 0)]
    ('QQ', 'ATs', 'ATo')
    """
    return row * SIDE + column


def class_cell(class_number: int) -> tuple[int, int]:
    """The grid cell (row, column) of a class.

    >>> class_cell(class_id("AKo"))
    (1, 0)
    """
    return divmod(class_number, SIDE)


def class_kind(class_number: int) -> str:
    """``pair``, ``suited`` or ``offsuit``.

    >>> [class_kind(class_id(label)) for label in ("77", "76s", "76o")]
    ['pair', 'suited', 'offsuit']
    """
    row, column = class_cell(class_number)
    return "pair" if row == column else "suited" if row < column else "offsuit"


def class_ranks(class_number: int) -> tuple[int, int]:
    """The higher and the lower rank (2..14) of a class.

    >>> class_ranks(class_id("T9o"))
    (10, 9)
    """
    row, column = class_cell(class_number)
    return row_rank(min(row, column)), row_rank(max(row, column))


def _label(class_number: int) -> str:
    high, low = class_ranks(class_number)
    suffix = {"pair": "", "suited": "s", "offsuit": "o"}[class_kind(class_number)]
    return GRID_RANKS[rank_row(high)] + GRID_RANKS[rank_row(low)] + suffix


CLASSES: tuple[str, ...] = tuple(_label(number) for number in range(SIDE * SIDE))
_CLASS_IDS = {label: number for number, label in enumerate(CLASSES)}


def class_id(label: str) -> int:
    """The class number of a label written as :data:`CLASSES` writes it (``AKs``, ``QQ``).

    >>> class_id("AKs"), class_id("22")
    (1, 168)
    """
    return _CLASS_IDS[label]


def combo_class(combo: Combo) -> int:
    """The class of a combo.

    >>> CLASSES[combo_class(make_combo(Card(14, "h"), Card(13, "h")))]
    'AKs'
    >>> CLASSES[combo_class(make_combo(Card(7, "c"), Card(2, "d")))]
    '72o'
    """
    high, low = rank_row(combo[0].rank), rank_row(combo[1].rank)
    if high == low or combo[0].suit == combo[1].suit:
        return cell_class(high, low)
    return cell_class(low, high)


ALL_COMBOS: tuple[Combo, ...] = tuple(make_combo(a, b) for a, b in combinations(FULL_DECK, 2))
_BY_CLASS: dict[int, list[Combo]] = {}
for _combo in ALL_COMBOS:
    _BY_CLASS.setdefault(combo_class(_combo), []).append(_combo)
CLASS_COMBOS: tuple[tuple[Combo, ...], ...] = tuple(
    tuple(sorted(_BY_CLASS[number], key=lambda c: (SUIT_CHARS.index(c[0].suit), SUIT_CHARS.index(c[1].suit))))
    for number in range(SIDE * SIDE))
CLASS_SIZES: tuple[int, ...] = tuple(len(combos) for combos in CLASS_COMBOS)
COMBO_INDEX: dict[Combo, int] = {combo: index for index, combo in enumerate(ALL_COMBOS)}


def class_combos(class_number: int) -> tuple[Combo, ...]:
    """Every combo of a class, in suit order.

    >>> [combo_text(c) for c in class_combos(class_id("AKs"))]
    ['AcKc', 'AdKd', 'AhKh', 'AsKs']
    """
    return CLASS_COMBOS[class_number]


def card_bit(card: Card) -> int:
    """A card as one bit of a 52-bit set (bit ``deck_index``).

    >>> card_bit(Card(2, "c")), card_bit(Card(14, "s")) == 1 << 51
    (1, True)
    """
    return 1 << card.deck_index


COMBO_BITS: tuple[int, ...] = tuple(card_bit(a) | card_bit(b) for a, b in ALL_COMBOS)
COMBO_CLASSES: tuple[int, ...] = tuple(combo_class(combo) for combo in ALL_COMBOS)


@cache
def deck_classes(lowest_rank: int = 2) -> tuple[int, ...]:
    """The classes of a deck whose smallest rank is ``lowest_rank``, in grid order: all 169 for 52
    cards, the 81 of the top-left 9 x 9 corner of the grid for the short deck (6 to ace).

    >>> len(deck_classes()), len(deck_classes(6)), CLASSES[deck_classes(6)[-1]]
    (169, 81, '66')
    """
    return tuple(number for number in range(SIDE * SIDE) if class_ranks(number)[1] >= lowest_rank)


@cache
def deck_combos(lowest_rank: int = 2) -> tuple[Combo, ...]:
    """Every two-card combo of a deck whose smallest rank is ``lowest_rank`` (in :data:`ALL_COMBOS` order).

    >>> len(deck_combos()), len(deck_combos(6))
    (1326, 630)
    """
    return tuple(combo for combo in ALL_COMBOS if combo[1].rank >= lowest_rank)
