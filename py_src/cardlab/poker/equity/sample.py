"""Monte Carlo equity: random completions of the board from a seeded generator (rules: ``docs/rules.md``).

Each trial deals the missing board cards at random from the unseen cards (``random.Random(seed)``,
so a seed reproduces the numbers on CPython and in Pyodide alike) and counts the outcome exactly as
enumeration does (:class:`~cardlab.poker.equity.tally.Tally`); the trials are independent, so each
player's equity comes with its standard error. Trials run in chunks of about a tenth of a second
with ``progress`` called between them (it may raise to cancel).

Players may be given as several weighted candidate hands (a range, for later): each trial then
first picks one hand per player by weight, all disjoint (retrying on a collision).

>>> import random
>>> from cardlab.core.cards import parse_hand
>>> tally = sample_tally([[(1, parse_hand("Ah As"))], [(1, parse_hand("Kd Kc"))]], (), (), omaha=False,
...                      trials=2000, rng=random.Random(7))
>>> tally.boards, 0.75 < float(tally.equity(0)) < 0.87
(2000, True)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from itertools import combinations

from ...core.cards import Card, Hand
from ...core.odds import sample_in_chunks
from ...core.progress import Progress, no_progress
from ..deck_rules import HOLDEM, PokerRules
from ..seven_card import (
    FLUSH_BITS,
    RANK_BIT,
    RANK_KEY,
    RANK_MASK,
    SUIT_OFFSET,
    SUIT_SHIFT,
    card_code,
    suit_index,
    suit_masks,
    tables,
)
from .patterns import BOARD, Seat, unseen_cards
from .tally import Outcome, Tally

Candidates = Sequence[tuple[int, Hand]]  # (weight, hole cards): one entry for a known hand
_THREES = {size: tuple(combinations(range(size), 3)) for size in (3, 4, BOARD)}


def sample_tally(players: Sequence[Candidates], board: Hand, dead: Hand, *, omaha: bool, trials: int,
                 rng: random.Random, progress: Progress = no_progress, rules: PokerRules = HOLDEM) -> Tally:
    """``trials`` random boards (and hands, for players with several candidates), tallied.

    >>> from cardlab.core.cards import parse_hand
    >>> players = [[(1, parse_hand("Ah Kh"))], [(1, parse_hand("Qs Qc"))]]
    >>> first = sample_tally(players, parse_hand("Jh Th 2c"), (), omaha=False, trials=300, rng=random.Random(4))
    >>> again = sample_tally(players, parse_hand("Jh Th 2c"), (), omaha=False, trials=300, rng=random.Random(4))
    >>> first == again, first.boards
    (True, 300)
    """
    tally = Tally.empty(len(players), rules)
    deal = _fixed_dealer(players, board, dead, omaha, rng, rules) if all(len(p) == 1 for p in players) \
        else _range_dealer(players, board, dead, omaha, rng, rules)
    sample_in_chunks(lambda size: tally.add(deal(size)), trials, progress)
    return tally


Dealer = Callable[[int], dict[Outcome, int]]


def _fixed_dealer(players: Sequence[Candidates], board: Hand, dead: Hand, omaha: bool,
                  rng: random.Random, rules: PokerRules) -> Dealer:
    hands = [candidates[0][1] for candidates in players]
    unseen = unseen_cards(hands, board, dead, rules.deck)
    to_come = BOARD - len(board)
    if omaha:
        seats = [Seat.of(hand) for hand in hands]

        def deal_omaha(trials: int) -> dict[Outcome, int]:
            counts: dict[Outcome, int] = {}
            for _ in range(trials):
                outcome = omaha_outcome(seats, board + tuple(rng.sample(unseen, to_come)))
                counts[outcome] = counts.get(outcome, 0) + 1
            return counts

        return deal_omaha
    return _holdem_dealer(hands, board, unseen, rng, rules)


def _holdem_dealer(hands: Sequence[Hand], board: Hand, unseen: list[Card], rng: random.Random,
                   rules: PokerRules) -> Dealer:
    """Hold'em trials: one sum of codes per board, one per player, a dict lookup; suits only when
    the sum says five cards share one."""
    table = tables(rules)
    plain, flush = table.plain, table.flush
    codes = [card_code(card) for card in unseen]
    suit_bit = {card_code(card): (suit_index(card), RANK_BIT[card.rank - 2]) for card in unseen}
    to_come = BOARD - len(board)
    known_total = sum(card_code(card) for card in board) + SUIT_OFFSET
    known_masks = [0, 0, 0, 0]
    for card in board:
        known_masks[suit_index(card)] |= RANK_BIT[card.rank - 2]
    seats = [(sum(card_code(card) for card in hand), suit_masks(hand)) for hand in hands]
    sample = rng.sample

    def deal(trials: int) -> dict[Outcome, int]:
        counts: dict[Outcome, int] = {}
        for _ in range(trials):
            drawn = sample(codes, to_come)
            board_total = known_total + sum(drawn)
            values = []
            for hole_total, hole_masks in seats:
                total = hole_total + board_total
                flushed = total & FLUSH_BITS
                if flushed:
                    suit = (flushed.bit_length() - SUIT_SHIFT - 4) // 4
                    mask = known_masks[suit] | hole_masks[suit]
                    for code in drawn:
                        code_suit, bit = suit_bit[code]
                        if code_suit == suit:
                            mask |= bit
                    values.append(flush[mask])
                else:
                    values.append(plain[total & RANK_MASK])  # the suit counters sit above the mask
            outcome = tuple(values)
            counts[outcome] = counts.get(outcome, 0) + 1
        return counts

    return deal



def holdem_outcome(hands: Sequence[Hand], board: Sequence[Card], rules: PokerRules = HOLDEM) -> Outcome:
    """Each Hold'em player's strength with a board of 3 to 5 cards (the plain, unhurried form).

    >>> from cardlab.core.cards import parse_hand
    >>> a, b = holdem_outcome([parse_hand("Ah As"), parse_hand("Kd Kc")], parse_hand("Kh 7c 2d 9s 3h"))
    >>> a < b
    True
    """
    table = tables(rules)
    values = []
    for hand in hands:
        cards = tuple(hand) + tuple(board)
        best = table.plain[sum(RANK_KEY[card.rank - 2] for card in cards)]
        values.append(max(best, *(table.flush[mask] for mask in suit_masks(cards))))
    return tuple(values)


def omaha_outcome(seats: Sequence[Seat], board: Sequence[Card]) -> Outcome:
    """Each Omaha player's strength on a board of 3 to 5 cards: two hole cards and three of the board.

    >>> from cardlab.core.cards import parse_hand
    >>> seats = [Seat.of(parse_hand("Ah Kh 7c 2d")), Seat.of(parse_hand("Qs Qd 8c 8d"))]
    >>> omaha_outcome(seats, parse_hand("Qh Jh Th 9s 3c"))[0]
    7461
    """
    table = tables()
    plain, flush = table.plain, table.flush
    keys = [RANK_KEY[card.rank - 2] for card in board]
    choices = _THREES[len(board)]
    threes = {keys[a] + keys[b] + keys[c] for a, b, c in choices}
    suited: list[tuple[int, int]] = []
    for a, b, c in choices:
        if board[a].suit == board[b].suit == board[c].suit:
            suited.append((suit_index(board[a]), RANK_BIT[board[a].rank - 2] | RANK_BIT[board[b].rank - 2]
                           | RANK_BIT[board[c].rank - 2]))
    values = []
    for seat in seats:
        best = max([plain[pair + three] for pair in seat.pair_keys for three in threes])
        for suit, three_mask in suited:
            for pair_mask in seat.suited_pairs[suit]:
                best = max(best, flush[pair_mask | three_mask])
        values.append(best)
    return tuple(values)


def _range_dealer(players: Sequence[Candidates], board: Hand, dead: Hand, omaha: bool,
                  rng: random.Random, rules: PokerRules) -> Dealer:
    """Trials that first pick each player's hand by weight (disjoint from the others), then a board."""
    known = set(board) | set(dead)
    options = [[hand for _, hand in candidates if not known & set(hand)] for candidates in players]
    weights = [[weight for weight, hand in candidates if not known & set(hand)] for candidates in players]
    seats = {hand: Seat.of(hand) for hands in options for hand in hands}
    base = unseen_cards([], board, dead, rules.deck)
    to_come = BOARD - len(board)

    def pick() -> list[Hand]:
        for _ in range(10_000):
            chosen = [rng.choices(hands, weights)[0] for hands, weights in zip(options, weights)]
            cards = [card for hand in chosen for card in hand]
            if len(set(cards)) == len(cards):
                return chosen
        raise ValueError("the players' candidate hands (almost) always collide")

    def deal(trials: int) -> dict[Outcome, int]:
        counts: dict[Outcome, int] = {}
        for _ in range(trials):
            chosen = pick()
            used = {card for hand in chosen for card in hand}
            full = board + tuple(rng.sample([card for card in base if card not in used], to_come))
            outcome = (omaha_outcome([seats[hand] for hand in chosen], full) if omaha
                       else holdem_outcome(chosen, full, rules))
            counts[outcome] = counts.get(outcome, 0) + 1
        return counts

    return deal

