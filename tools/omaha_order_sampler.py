"""The vectorised sampler behind ``tools/omaha_preflop_order.py --size 5`` (a tool, not the package: it
uses numpy and phevaluator from the project's .venv).

Each trial deals, for one class's hand, a random opponent hand and a random five-card board from the
other cards (a partial Fisher-Yates shuffle per row). Hands are scored by table look-up, two own cards and
three of the board:

* high: a table of every (own pair, board triple) pair of indexes holding phevaluator's rank of those
  five cards (1 best .. 7,462 worst), made once from a table of every five-card hand;
* low (A-5, 8 or better): the five ranks as a bit mask (ace bit 0 .. eight bit 7), the own pair's two
  low ranks and the triple's three, distinct; as integers a lower mask is a better low, 256 none.

``check`` compares the look-ups with Card Lab's own Omaha evaluation on seeded deals before a run.
"""

from __future__ import annotations

from itertools import combinations, permutations
from math import comb

import numpy as np
from phevaluator import _pheval  # type: ignore[attr-defined]

NO_LOW = 256
_BINOM = np.array([[comb(n, k) for k in range(7)] for n in range(53)], dtype=np.int64)


def colex(cards: np.ndarray) -> np.ndarray:
    """The colexicographic index of each row of ascending card numbers."""
    return sum(_BINOM[cards[..., place], place + 1] for place in range(cards.shape[-1]))


def classes(size: int) -> tuple[np.ndarray, np.ndarray]:
    """Every class of ``size``-card hands under renaming of suits: its least renamed hand (ascending card
    numbers, the classes in ascending order) and its number of hands (24 over the renamings that leave
    it as it is). The hands are visited by their lowest card, a block at a time (six cards: 20,358,520
    hands in about a minute and a few hundred MB)."""
    renamings = [np.array(suits) for suits in permutations(range(4))][1:]
    keys, counts = [], []
    for first in range(52 - size + 1):
        rest = np.array(list(combinations(range(first + 1, 52), size - 1)), dtype=np.int64).reshape(-1, size - 1)
        hands = np.concatenate([np.full((len(rest), 1), first), rest], axis=1)
        own = _code(hands)
        least = np.ones(len(hands), dtype=bool)
        fixed = np.ones(len(hands), dtype=np.int64)
        for suits in renamings:
            code = _code(np.sort(hands - hands % 4 + suits[hands % 4], axis=1))
            least &= own <= code
            fixed += own == code
        keys.append(hands[least])
        counts.append(24 // fixed[least])
    return np.concatenate(keys), np.concatenate(counts)


def _code(hands: np.ndarray) -> np.ndarray:
    code = np.zeros(len(hands), dtype=np.int64)
    for place in range(hands.shape[1]):
        code = code * 52 + hands[:, place]
    return code


def _by_colex(rows: np.ndarray) -> np.ndarray:
    return rows[np.argsort(colex(rows))]


class Tables:
    """The look-up tables: high rank by (pair, triple) and low masks by pair and by triple."""

    def __init__(self) -> None:
        five = np.array(list(combinations(range(52), 5)), dtype=np.int64)
        ranks = np.zeros(comb(52, 5), dtype=np.uint16)
        ranks[colex(five)] = [_pheval.evaluate_5cards(*map(int, row)) for row in five]
        self.pairs = _by_colex(np.array(list(combinations(range(52), 2)), dtype=np.int64))
        self.triples = _by_colex(np.array(list(combinations(range(52), 3)), dtype=np.int64))
        assert (colex(self.pairs) == np.arange(len(self.pairs))).all()
        assert (colex(self.triples) == np.arange(len(self.triples))).all()
        self.high = np.zeros((len(self.pairs), len(self.triples)), dtype=np.uint16)
        for index, pair in enumerate(self.pairs):
            cards = np.sort(np.concatenate([np.broadcast_to(pair, (len(self.triples), 2)), self.triples], axis=1))
            self.high[index] = ranks[np.minimum(colex(cards), len(ranks) - 1)]  # rows sharing a card: unused
        self.high_flat = self.high.reshape(-1)
        rank = np.arange(52) // 4 + 2
        low_bit = np.where(rank == 14, 1, np.where(rank <= 8, 1 << np.clip(rank - 1, 0, 7), 0))
        self.pair_low = low_bit[self.pairs[:, 0]] | low_bit[self.pairs[:, 1]]
        self.triple_low = low_bit[self.triples[:, 0]] | low_bit[self.triples[:, 1]] | low_bit[self.triples[:, 2]]
        masks = np.arange(256)
        bits = np.array([bin(mask).count("1") for mask in range(256)])
        own, board = np.meshgrid(masks, masks, indexing="ij")
        valid = (bits[own] == 2) & (bits[board] == 3) & ((own & board) == 0)
        self.low = np.where(valid, own | board, NO_LOW).astype(np.int16).reshape(-1)

    def score(self, hands: np.ndarray, boards: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Each row's best high rank (lower is better) and best low mask (lower is better, 256 none)."""
        size = hands.shape[1]
        pair_places = np.array(list(combinations(range(size), 2)))
        triple_places = np.array(list(combinations(range(5), 3)))
        pair = colex(hands[:, pair_places])  # (rows, pairs)
        triple = colex(boards[:, triple_places])  # (rows, 10)
        high = self.high_flat[pair[:, :, None] * len(self.triples) + triple[:, None, :]].min(axis=(1, 2))
        low = self.low[self.pair_low[pair][:, :, None] * 256 + self.triple_low[triple][:, None, :]].min(axis=(1, 2))
        return high, low


def deal(keys: np.ndarray, trials: int, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``trials`` deals for each class: its hand, an opponent's hand and a board, rows ascending."""
    size = keys.shape[1]
    held = np.zeros((len(keys), 52), dtype=bool)
    np.put_along_axis(held, keys, True, axis=1)
    rest = np.nonzero(~held)[1].reshape(len(keys), 52 - size)
    rows = np.repeat(rest, trials, axis=0)
    count, width = rows.shape
    every = np.arange(count)
    for place in range(size + 5):
        chosen = place + (rng.random(count) * (width - place)).astype(np.int64)
        taken = rows[every, chosen]
        rows[every, chosen] = rows[:, place]
        rows[:, place] = taken
    mine = np.repeat(keys, trials, axis=0)
    return mine, np.sort(rows[:, :size], axis=1), np.sort(rows[:, size:size + 5], axis=1)


def common_orders(size: int, trials: int, rng: np.random.Generator) -> np.ndarray:
    """``trials`` random orders of the deck, each cut to the first ``2 * size + 5`` cards: enough for one
    hand of ``size`` cards to be skipped and a hand and a board dealt from the rest."""
    return np.argsort(rng.random((trials, 52)), axis=1)[:, :2 * size + 5]


def deal_common(keys: np.ndarray, orders: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Common random numbers: every class plays the same deck orders (one a trial): its opponent's hand
    and the board are the first cards of the order that are not in its hand. Each class's deals are still
    uniform; classes that share cards see mostly the same deals, so their equities' difference is
    measured more precisely than with deals drawn apart."""
    size, trials = keys.shape[1], len(orders)
    held = np.zeros((len(keys), 52), dtype=bool)
    np.put_along_axis(held, keys, True, axis=1)
    rows = np.tile(orders, (len(keys), 1))
    taken = np.repeat(held, trials, axis=0)[np.arange(len(rows))[:, None], rows]
    free = np.take_along_axis(rows, np.argsort(taken, axis=1, kind="stable")[:, :size + 5], axis=1)
    mine = np.repeat(keys, trials, axis=0)
    return mine, np.sort(free[:, :size], axis=1), np.sort(free[:, size:], axis=1)


def shares(tables: Tables, keys: np.ndarray, trials: int, rng: np.random.Generator,
           orders: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
    """Each class's summed pot share over ``trials`` deals: high only, and hi-lo (``orders``: the
    pass's common deck orders, see :func:`deal_common`; None: each class's own deals)."""
    mine, theirs, board = deal(keys, trials, rng) if orders is None else deal_common(keys, orders)
    my_high, my_low = tables.score(mine, board)
    their_high, their_low = tables.score(theirs, board)
    high = np.where(my_high < their_high, 1.0, np.where(my_high == their_high, 0.5, 0.0))
    low = np.where(my_low < their_low, 1.0, np.where(my_low == their_low, 0.5, 0.0))
    split = np.where((my_low == NO_LOW) & (their_low == NO_LOW), high, (high + low) / 2)
    return high.reshape(len(keys), trials).sum(axis=1), split.reshape(len(keys), trials).sum(axis=1)


def check(tables: Tables, size: int, deals: int, seed: int) -> None:
    """The look-ups against a direct evaluation of every two own cards with every three of the board
    (phevaluator on the five cards; the low by Card Lab's own A-5 masks) on ``deals`` seeded deals."""
    from cardlab.core.cards import FULL_DECK
    from cardlab.poker.hilo.low import best_low_mask, board_mask, own_masks

    rng = np.random.default_rng(seed)
    for _ in range(deals):
        cards = rng.permutation(52)[:2 * size + 5]
        hands = np.sort(cards[:size]), np.sort(cards[size:2 * size])
        board = np.sort(cards[2 * size:])
        highs, lows = tables.score(np.array(hands), np.array([board, board]))
        board_cards = [FULL_DECK[int(n)] for n in board]
        for hand, high, low in zip(hands, highs, lows):
            direct = min(_pheval.evaluate_5cards(*map(int, own + shared))
                         for own in combinations(hand, 2) for shared in combinations(board, 3))
            assert direct == high, (hand, board, direct, high)
            own_low = best_low_mask(own_masks([FULL_DECK[int(n)] for n in hand], 2), board_mask(board_cards), 3)
            assert own_low == low, (hand, board, own_low, low)
