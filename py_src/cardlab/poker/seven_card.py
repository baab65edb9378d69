"""Hands of 5 to 7 cards (Hold'em) and Omaha's 2 + 3, valued by table lookup, built for enumeration.

A hand's **strength** is an int, 0 (seven-five high) to 7461 (a royal flush), whose order is exactly
the order of the five-card values of :mod:`cardlab.poker.evaluator`; :func:`value_of_strength`
turns it back into that ``(category, ranks)`` value for names.

Keys are additive, so the partial sum of a board is reused for every player and completion:

* a **rank key** says how many cards of each rank a hand holds (one base-5 digit per rank: the
  low bits of such numbers vary, so dict lookups do not collide as bit-packed keys would), and
  ``PLAIN[rank key]`` is the best hand those ranks make ignoring suits (5, 6 or 7 cards);
* a **suit mask** has one bit per rank of one suit, and ``FLUSH[mask]`` is the best flush or
  straight flush in it (-1 with fewer than 5 bits).

A card's evaluator code adds its rank to the rank key and 1 to its suit's counter; the counters
start at 3 (``SUIT_OFFSET``), so a suit with 5 or more cards sets its counter's top bit. One sum of
seven codes, a mask and a dict lookup value a hand; only the rare hand with a flush (3%) looks
at suits. Tables are built on first use (:func:`tables`, about 0.1 s; 0.45 s in the page), not at
import; the page's snapshot keeps them packed (:func:`pack_tables`), so its first use only unpacks.

>>> from cardlab.core.cards import parse_hand
>>> evaluate = seven_card_evaluator()
>>> s = evaluate(encode(parse_hand("Ah Kh 7h 2h 9h 9c 9d")))
>>> value_of_strength(s), category_key(s)
((5, (14, 13, 9, 7, 2)), 'flush')
>>> evaluate(encode(parse_hand("Ah Ad As 9h 9c 2d 3d"))) > s
True
"""

from __future__ import annotations

import time
from array import array
from collections.abc import Callable, Iterable, Sequence
from functools import cache
from itertools import accumulate, combinations, combinations_with_replacement
from operator import itemgetter
from typing import NamedTuple, TypedDict

from ..core.cards import SUIT_CHARS, Card
from ..core.first_use import made
from ..games.categories import CATEGORIES
from ..games.played import HandValue
from ..games.rule_set import RuleSet
from ..games.rule_sets import HOLDEM

Evaluate = Callable[[Sequence[int]], int]

RANKS = 13  # rank index 0..12 stands for 2..A
NO_FLUSH = -1
RANK_KEY: tuple[int, ...] = tuple(5**index for index in range(RANKS))
RANK_BIT: tuple[int, ...] = tuple(1 << index for index in range(RANKS))
SUIT_SHIFT = 32  # rank keys stay under 5**13 < 2**31; suit counters sit above them
SUIT_OFFSET = 0x3333 << SUIT_SHIFT
FLUSH_BITS = 0x8888 << SUIT_SHIFT
RANK_MASK = (1 << SUIT_SHIFT) - 1


def rank_index(card: Card) -> int:
    """0 for a two ... 12 for an ace.

    >>> rank_index(Card(14, 's'))
    12
    """
    return card.rank - 2


def suit_index(card: Card) -> int:
    """0..3 in the order ``c d h s``.

    >>> suit_index(Card(9, 'h'))
    2
    """
    return SUIT_CHARS.index(card.suit)


def rank_key(cards: Iterable[Card]) -> int:
    """The additive rank key of some cards (suits ignored).

    >>> rank_key([Card(2, 'c'), Card(2, 'd')]) == 2 * RANK_KEY[0]
    True
    """
    return sum(RANK_KEY[card.rank - 2] for card in cards)


SuitMasks = tuple[int, int, int, int]


def suit_masks(cards: Iterable[Card]) -> SuitMasks:
    """For each suit ``c d h s``, the bit mask of the ranks the cards hold in it.

    >>> suit_masks([Card(14, 'h'), Card(2, 'h'), Card(3, 'c')])
    (2, 0, 4097, 0)
    """
    masks = [0, 0, 0, 0]
    for card in cards:
        masks[suit_index(card)] |= RANK_BIT[card.rank - 2]
    return masks[0], masks[1], masks[2], masks[3]


def board_codes(board: Iterable[Card]) -> tuple[int, SuitMasks]:
    """The cards already on the board as the counting loops start from them: the sum of their codes
    with the suit counters' offset (:data:`SUIT_OFFSET`) and their suit masks.

    >>> total, masks = board_codes([Card(14, 'h'), Card(2, 'h')])
    >>> total == card_code(Card(14, 'h')) + card_code(Card(2, 'h')) + SUIT_OFFSET, masks
    (True, (0, 0, 4097, 0))
    """
    cards = tuple(board)
    return sum(card_code(card) for card in cards) + SUIT_OFFSET, suit_masks(cards)


def card_code(card: Card) -> int:
    """A card's evaluator code: its rank key plus one on its suit's counter.

    >>> card_code(Card(2, 'c')) == 1 + (1 << SUIT_SHIFT)
    True
    """
    return RANK_KEY[card.rank - 2] + (1 << (SUIT_SHIFT + 4 * suit_index(card)))


def encode(cards: Iterable[Card]) -> tuple[int, ...]:
    """Cards as evaluator codes (encode once, evaluate many times).

    >>> len(encode([Card(14, 'h'), Card(2, 'c')]))
    2
    """
    return tuple(card_code(card) for card in cards)


class FiveCardTables(NamedTuple):
    """The five-card part of the tables (all a five-card showdown needs; small enough for the page's
    start-up snapshot): every value in order and the strength of every five-card rank key."""

    values: tuple[HandValue, ...]  # strength -> five-card value
    plain: dict[int, int]  # rank key of five cards -> strength ignoring suits
    flush: dict[int, int]  # rank key of five different ranks -> strength of them in one suit
    masks: dict[int, int]  # rank key of five different ranks -> their suit mask


class Tables(NamedTuple):
    """The lookup tables and the time it took to build them."""

    plain: dict[int, int]  # rank key of 5, 6 or 7 cards -> strength ignoring suits
    flush: list[int]  # 13-bit suit mask -> strength of the best flush in it, NO_FLUSH under 5 bits
    values: tuple[HandValue, ...]  # strength -> five-card value (usual category indices)
    categories: tuple[int, ...]  # strength -> category index
    seconds: float


def five_card_tables(rules: RuleSet = HOLDEM) -> FiveCardTables:
    """A rule set's five-card values in its order and the strength of every five-card rank key of
    its deck (cached). The values are written as the rule set writes them (:mod:`cardlab.games.rule_sets`;
    Hold'em's are the usual ones).

    >>> five = five_card_tables()
    >>> len(five.values), len(five.plain), len(five.flush)
    (7462, 6175, 1287)
    >>> from cardlab.games.rule_sets import SHORTDECK
    >>> short = five_card_tables(SHORTDECK)
    >>> len(short.values), len(short.plain), len(short.flush)
    (1404, 1278, 126)
    """
    return _five_card_tables(rules)


# Cached by rule set alone: @cache on the public function kept five_card_tables() and
# five_card_tables(HOLDEM) apart, so the same tables were built (and held) twice.
@cache
def _five_card_tables(rules: RuleSet) -> FiveCardTables:
    patterns: list[tuple[int, HandValue]] = []
    flushes: list[tuple[int, int, HandValue]] = []  # rank key, mask, value
    for ranks in combinations_with_replacement([rank - 2 for rank in rules.ranks], 5):
        if any(ranks.count(rank) > 4 for rank in set(ranks)):
            continue
        poker_ranks = [rank + 2 for rank in ranks]
        key = sum(RANK_KEY[rank] for rank in ranks)
        patterns.append((key, rules.value(poker_ranks, flush=False)))
        if len(set(ranks)) == 5:
            flushes.append((key, sum(RANK_BIT[rank] for rank in ranks), rules.value(poker_ranks, flush=True)))
    values = tuple(sorted({value for _, value in patterns} | {value for _, _, value in flushes}))
    strength = {value: index for index, value in enumerate(values)}
    return FiveCardTables(values, {key: strength[value] for key, value in patterns},
                          {key: strength[value] for key, _, value in flushes},
                          {key: mask for key, mask, _ in flushes})


class PackedTables(NamedTuple):
    """A rule set's 5-7 card tables in compact arrays (:func:`pack_tables`): a tenth of the dict's
    bytes, and turned back into :class:`Tables` in about 20 ms in the page instead of 0.45 s."""

    key_steps: array[int]  # the rank keys of ``Tables.plain`` in ascending order, each less the one before
    strengths: array[int]  # their strengths, in that order
    flush: array[int]  # ``Tables.flush``


_PACKED: dict[RuleSet, PackedTables] = {}
_MADE: dict[RuleSet, str] = {}  # the rule sets whose tables this Python holds: "built" or "unpacked"


class TableOrigins(TypedDict):
    """The ``rules_id`` of each rule set whose seven-card tables this Python built from scratch, or
    unpacked from the page's snapshot."""

    built: list[str]
    unpacked: list[str]


def table_origins() -> TableOrigins:
    """Where the seven-card tables held now came from (the page's snapshot keeps them packed, so a
    first answer there only unpacks them; ``version`` reports this).

    >>> _ = tables()
    >>> "standard" in table_origins()["built"] + table_origins()["unpacked"]
    True
    """
    return {"built": [rules.rules_id for rules, made in _MADE.items() if made == "built"],
            "unpacked": [rules.rules_id for rules, made in _MADE.items() if made == "unpacked"]}


def pack_tables() -> int:
    """Keep the tables built so far only as compact arrays: the next :func:`tables` of each of
    those rule sets unpacks them instead of building them. The page's snapshot does this after its
    warm-ups (``cardlab.snapshot``): the seven-card tables as dicts and lists cost 1.8 MB of every
    visitor's compressed download, packed about 0.06 MB. Returns how many rule sets it packed.

    >>> t = tables()
    >>> pack_tables() >= 1 and tables() == t._replace(seconds=tables().seconds)
    True
    """
    built_rules = [rules for rules, made in _MADE.items() if made == "built"]
    for rules in built_rules:
        built = tables(rules)
        keys = sorted(built.plain)  # ascending: the steps between them are small, and compress well
        steps = array("I", (key - before for key, before in zip(keys, [0, *keys])))
        _PACKED[rules] = PackedTables(steps, array("h", (built.plain[key] for key in keys)), array("h", built.flush))
    _MADE.clear()
    _tables.cache_clear()
    return len(built_rules)


def tables(rules: RuleSet = HOLDEM) -> Tables:
    """Build the tables of a rule set once (cached): its five-card values in order, every 5-7 card
    rank pattern of its deck, every suit mask. The order of strengths is the rule set's
    (:mod:`cardlab.games.rule_sets`); ``values`` and ``categories`` speak the usual categories, for names.

    >>> t = tables()
    >>> len(t.values), len(t.plain), sum(value != NO_FLUSH for value in t.flush)
    (7462, 73775, 4719)
    >>> from cardlab.games.rule_sets import SHORTDECK
    >>> short = tables(SHORTDECK)
    >>> len(short.values), CATEGORIES[short.categories[-1]].name, CATEGORIES[short.categories[0]].name
    (1404, 'Straight Flush', 'High Card')
    """
    return _tables(rules)


@cache  # by rule set alone, as _five_card_tables
def _tables(rules: RuleSet) -> Tables:
    start = time.perf_counter()
    five = five_card_tables(rules)
    if all(place == category for place, category in enumerate(rules.order)):
        values = five.values  # Hold'em's are the usual ones already: one copy, and no 7,462 calls
    else:
        values = tuple(rules.standard(value) for value in five.values)
    categories = tuple(map(itemgetter(0), values))  # no Python loop: part of a first answer's unpacking
    packed = _PACKED.get(rules)
    if packed is not None:
        plain = dict(zip(accumulate(packed.key_steps), packed.strengths))
        _MADE[rules] = "unpacked"
        made(f"seven-card tables {rules.rules_id} (unpacked)")
        return Tables(plain, packed.flush.tolist(), values, categories, time.perf_counter() - start)
    _MADE[rules] = "built"
    made(f"seven-card tables {rules.rules_id}")
    indices = [rank - 2 for rank in rules.ranks]
    plain = dict(five.plain)
    smaller = plain
    for _ in (6, 7):  # one card more: the best of n + 1 cards is the best left after dropping one
        ordered = sorted(smaller.items(), key=lambda item: item[1])  # weakest first: the last write wins
        smaller = {key + RANK_KEY[rank]: value for key, value in ordered
                   for rank in indices if key // RANK_KEY[rank] % 5 < 4}
        plain = plain | smaller
    flush = [NO_FLUSH] * (1 << RANKS)
    for key, value in five.flush.items():
        flush[five.masks[key]] = value
    for size in (6, 7):
        for mask in range(1 << RANKS):
            if mask.bit_count() == size and not mask & _BELOW[rules.lowest_rank]:
                flush[mask] = max(flush[mask ^ bit] for bit in RANK_BIT if mask & bit)
    return Tables(plain, flush, values, categories, time.perf_counter() - start)


# The rank bits below a deck's lowest rank (no card of the deck sets them).
_BELOW = {lowest: (1 << (lowest - 2)) - 1 for lowest in range(2, 15)}


def value_of_strength(strength: int, rules: RuleSet = HOLDEM) -> HandValue:
    """The five-card value ``(category, ranks)`` of a strength (for names and reasons; the usual
    category indices whatever the rule set).

    >>> value_of_strength(7461), value_of_strength(0)
    ((8, (14,)), (0, (7, 5, 4, 3, 2)))
    """
    return tables(rules).values[strength]


def category_key(strength: int, rules: RuleSet = HOLDEM) -> str:
    """The category's key (``flush``, ``one-pair``, ...) of a strength.

    >>> category_key(7461)
    'straight-flush'
    """
    return CATEGORIES[tables(rules).categories[strength]].key


def seven_card_evaluator(rules: RuleSet = HOLDEM) -> Evaluate:
    """A function valuing 5, 6 or 7 encoded cards (see :func:`encode`) as a strength.

    >>> from cardlab.core.cards import parse_hand
    >>> evaluate = seven_card_evaluator()
    >>> value_of_strength(evaluate(encode(parse_hand("2c 3d 4h 5s 9c Kd Ah"))))
    (4, (5,))
    """
    plain, flush = tables(rules).plain, tables(rules).flush
    suit_of = {card_code(card): (suit_index(card), RANK_BIT[card.rank - 2]) for card in _DECK}

    def evaluate(codes: Sequence[int]) -> int:
        total = sum(codes)
        flushed = (total + SUIT_OFFSET) & FLUSH_BITS
        if not flushed:
            return plain[total & RANK_MASK]
        suit = (flushed.bit_length() - SUIT_SHIFT - 4) // 4
        mask = 0
        for code in codes:
            code_suit, bit = suit_of[code]
            if code_suit == suit:
                mask |= bit
        return flush[mask]  # with 5 of 7 cards in one suit no full house or quads is possible

    return evaluate


_DECK = tuple(Card(rank, suit) for rank in range(2, 15) for suit in SUIT_CHARS)


def holdem_strength(cards: Sequence[Card], rules: RuleSet = HOLDEM) -> int:
    """The strength of the best five of 5, 6 or 7 cards (convenience; loops should use
    :func:`seven_card_evaluator`).

    >>> from cardlab.core.cards import parse_hand
    >>> value_of_strength(holdem_strength(parse_hand("Ah Ad Kc Ks 7d 7c 2h")))
    (2, (14, 13, 7))
    """
    table = tables(rules)
    best = table.plain[rank_key(cards)]
    for mask in suit_masks(cards):
        best = max(best, table.flush[mask])
    return best


Play = tuple[int, int]
"""Which cards make a hand, read from the game's record (``hole_used``, ``board_used``): exactly
this many own cards and this many board cards (Omaha: ``(2, 3)``). A game whose hands are the best
five of all their cards (Hold'em) has no ``Play``: None."""


def played_strength(hole: Sequence[Card], board: Sequence[Card], play: Play | None, rules: RuleSet = HOLDEM) -> int:
    """The strength of the best hand ``play`` allows: exactly its own and board cards, or (None)
    the best five of all the cards.

    >>> from cardlab.core.cards import parse_hand
    >>> value_of_strength(played_strength(parse_hand("Ah Kh 7c 2d"), parse_hand("Qh Jh Th 9s 3c"), (2, 3)))
    (8, (14,))
    >>> value_of_strength(played_strength(parse_hand("Ah 2c 3d 4s"), parse_hand("Kc Kd Ks 5c 6h"), (2, 3)))
    (3, (13, 14, 4))
    >>> value_of_strength(played_strength(parse_hand("Ah 2c"), parse_hand("Kc Kd Ks 5c 6h"), None))
    (3, (13, 14, 6))
    """
    if play is None:
        return holdem_strength(tuple(hole) + tuple(board), rules)
    own, shared = play
    table = tables(rules)
    best = NO_FLUSH
    for mine in combinations(hole, own):
        for three in combinations(board, shared):
            five = mine + three
            best = max(best, table.plain[rank_key(five)], *(table.flush[mask] for mask in suit_masks(five)))
    return best
