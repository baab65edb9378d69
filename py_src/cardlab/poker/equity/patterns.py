"""Exact equity without visiting every board one by one (rules: ``docs/rules.md``).

A hand that makes no flush depends only on ranks, so the boards still to come are first counted by
**rank pattern**: every multiset of ranks the unseen cards can complete the board with, weighted by
how many boards share it (a product of binomials, one per rank). That gives every player's hand as
if no flush were possible. Then, suit by suit, only the boards on which some player *can* make a
flush (enough cards of that suit on the board for that player's cards of the suit) are visited with
their suited cards; each such board moves its count from the rank-only outcome to the true one.
Heads-up Hold'em preflop: 6,175 rank patterns plus a few ten thousand suited boards instead of
1,712,304 boards.

>>> from cardlab.core.cards import parse_hand
>>> counts = count_outcomes([parse_hand("Ah Kd"), parse_hand("Ac Ks")], parse_hand("Qh Jh 2c"), play=None)
>>> sum(counts.values()), len(counts) > 1
(990, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations
from math import comb

from ...core.cards import FULL_DECK, Card, Hand
from ...core.progress import Progress, no_progress
from ...games.rule_set import RuleSet
from ...games.rule_sets import HOLDEM
from ..seven_card import (
    NO_FLUSH,
    RANK_BIT,
    RANK_KEY,
    RANKS,
    Play,
    rank_index,
    rank_key,
    suit_index,
    suit_masks,
    tables,
)
from .tally import Outcome, PotPart

BOARD = 5
SUITS = 4
Pattern = tuple[int, int, tuple[int, ...]]  # (rank key, number of boards, rank indices)


@dataclass(frozen=True)
class Seat:
    """One player's hole cards in the forms the counting reads.

    A game whose hands are the best five of all the cards (Hold'em) uses ``rank_key`` and
    ``suit_masks``; a game whose ``Play`` fixes the own cards (Omaha: exactly two) uses ``own_keys``
    (the rank keys of each choice of that many own cards) and ``suited_own`` (per suit, the rank
    masks of the choices all of that suit).
    """

    rank_key: int
    suit_masks: tuple[int, ...]
    own_keys: tuple[int, ...]
    suited_own: tuple[tuple[int, ...], ...]

    @classmethod
    def of(cls, hole: Hand, play: Play | None = None) -> Seat:
        """The seat of a hand in a game whose hands are made as ``play`` says.

        >>> from cardlab.core.cards import parse_hand
        >>> seat = Seat.of(parse_hand("Ah Kh Ad 2c"), (2, 3))
        >>> len(seat.own_keys), [len(pairs) for pairs in seat.suited_own]
        (4, [0, 0, 1, 0])
        """
        owns = list(combinations(hole, play[0])) if play is not None else []
        return cls(
            rank_key(hole),
            tuple(suit_masks(hole)),
            tuple(sorted({rank_key(own) for own in owns})),
            tuple(tuple(sum(RANK_BIT[card.rank - 2] for card in own) for own in owns
                        if all(card.suit == suit for card in own)) for suit in "cdhs"),
        )


def unseen_cards(hands: Sequence[Hand], board: Hand, dead: Hand = (), deck: Sequence[Card] = FULL_DECK) -> list[Card]:
    """The deck minus every known card, in deck order.

    >>> len(unseen_cards([(Card(14, 'h'), Card(13, 'h'))], (), (Card(2, 'c'),)))
    49
    >>> from cardlab.games.rule_sets import SHORTDECK
    >>> len(unseen_cards([(Card(14, 'h'), Card(13, 'h'))], (), (), SHORTDECK.deck.cards))
    34
    """
    known = {card for hand in hands for card in hand} | set(board) | set(dead)
    return [card for card in deck if card not in known]


def rank_patterns(available: Sequence[int], size: int) -> list[Pattern]:
    """Every multiset of ``size`` ranks drawable when rank i has ``available[i]`` cards left:
    (rank key, number of card sets with those ranks, the ranks).

    >>> [(ways, ranks) for _, ways, ranks in rank_patterns([2, 1] + [0] * 11, 2)]
    [(1, (0, 0)), (2, (0, 1))]
    """
    found: list[Pattern] = []
    left_after = [sum(available[rank:]) for rank in range(RANKS)] + [0]

    def extend(rank: int, key: int, ways: int, ranks: tuple[int, ...], left: int) -> None:
        if left == 0:
            found.append((key, ways, ranks))
            return
        if left_after[rank] < left:
            return
        for copies in range(min(left, available[rank]), -1, -1):
            extend(rank + 1, key + copies * RANK_KEY[rank], ways * comb(available[rank], copies),
                   ranks + (rank,) * copies, left - copies)

    extend(0, 0, 1, (), size)
    return found


def pattern_count(available: Sequence[int], size: int) -> int:
    """How many patterns :func:`rank_patterns` lists, counted without listing them.

    >>> pattern_count([4] * 13, 5), len(rank_patterns([4] * 13, 5))
    (6175, 6175)
    """
    counts = [1] + [0] * size
    for cards in available:
        counts = [sum(counts[total - copies] for copies in range(min(cards, total) + 1))
                  for total in range(size + 1)]
    return counts[size]


@dataclass(frozen=True)
class Plan:
    """What an exact count will visit: rank patterns, then suited boards; ``work`` estimates the
    cost in units of one table lookup, the basis of time estimates."""

    patterns: int
    suited: int
    pattern_cost: int
    suited_cost: int

    @property
    def work(self) -> int:
        """The whole estimated cost.

        >>> Plan(patterns=91, suited=153, pattern_cost=3, suited_cost=4).work
        885
        """
        return self.patterns * self.pattern_cost + self.suited * self.suited_cost


def _suited_sizes(seats: Sequence[Seat], suit: int, on_board: int, to_come: int, unseen: int,
                  play: Play | None) -> range:
    """How many new cards of ``suit`` a board needs before some player can make a flush in it."""
    most = max(seat.suit_masks[suit].bit_count() for seat in seats)
    if play is not None:
        own, shared = play
        if most < own:
            return range(0)
        least = max(0, shared - on_board)
    else:
        least = max(0, BOARD - most - on_board)
    return range(least, min(to_come, unseen) + 1)


def plan(hands: Sequence[Hand], board: Hand, dead: Hand = (), *, play: Play | None,
         rules: RuleSet = HOLDEM) -> Plan:
    """Count the work of :func:`count_outcomes` before doing it.

    >>> from cardlab.core.cards import parse_hand
    >>> plan([parse_hand("Ah As"), parse_hand("Kd Kc")], (), play=None).patterns
    5995
    >>> from cardlab.games.rule_sets import SHORTDECK
    >>> plan([parse_hand("Ah As"), parse_hand("Kd Kc")], (), play=None, rules=SHORTDECK).patterns
    1190
    """
    unseen = unseen_cards(hands, board, dead, rules.deck.cards)
    to_come = BOARD - len(board)
    available = _available(unseen)
    seats = [Seat.of(hand, play) for hand in hands]
    patterns = pattern_count(available, to_come)
    suited = 0
    for suit in range(SUITS):
        ranks = [rank_index(card) for card in unseen if suit_index(card) == suit]
        others = [count - (rank in ranks) for rank, count in enumerate(available)]
        on_board = suit_masks(board)[suit].bit_count()
        for new in _suited_sizes(seats, suit, on_board, to_come, len(ranks), play):
            suited += comb(len(ranks), new) * pattern_count(others, to_come - new)
    # Costs measured on CPython, in units of one Hold'em lookup: a rank pattern costs a lookup per
    # player (Omaha: ten board triples x each two-card choice, at about a third each); a suited
    # board a few operations plus one per player.
    per_pattern = 1 + (3 * sum(len(seat.own_keys) for seat in seats) if play is not None else len(seats))
    return Plan(patterns, suited, per_pattern, 2 + len(seats))


def _available(unseen: Sequence[Card]) -> list[int]:
    available = [0] * RANKS
    for card in unseen:
        available[rank_index(card)] += 1
    return available


def count_outcomes(hands: Sequence[Hand], board: Hand, dead: Hand = (), *, play: Play | None,
                   progress: Progress = no_progress, rules: RuleSet = HOLDEM,
                   parts: Sequence[PotPart] = ()) -> dict[Outcome, int]:
    """Every outcome (each player's final strength in each part of the pot) with the exact number
    of boards giving it, each hand made as ``play`` says (exactly so many own and board cards;
    None: the best five of all).

    ``parts`` are the pot's parts (:mod:`cardlab.poker.equity.tally`; none: one part, the best
    hand under ``rules``): the first is the high, whose strength comes from the poker tables; each
    further part is decided by the board's ranks alone (a split pot's low,
    :mod:`cardlab.poker.hilo.low`), so it is read once per rank pattern from each player's table,
    and the suited boards leave it as it is. ``progress`` hears the fraction of the work done,
    between steps (it may raise to cancel). ``rules`` (or the first part's) gives the deck the
    boards come from and the order of strengths (short deck: 36 cards; the counting itself is the
    same for any deck: ranks the deck lacks have no cards left).

    >>> from cardlab.core.cards import parse_hand
    >>> from cardlab.poker.hilo.tally import high_low_parts
    >>> counts = count_outcomes([parse_hand("Ah 2h Kd Kc"), parse_hand("3s 4s Qd Qc")], parse_hand("5c 6d 8h 9s"),
    ...                         play=(2, 3), parts=high_low_parts())
    >>> sum(counts.values()), len(next(iter(counts)))
    (40, 4)

    >>> from cardlab.core.cards import parse_hand
    >>> counts = count_outcomes([parse_hand("Ah As"), parse_hand("Kd Kc")], parse_hand("Ad Ac 2s 2h"), play=None)
    >>> sum(counts.values()), all(mine > theirs for mine, theirs in counts)  # player 1's quads win every river
    (44, True)
    """
    rules = parts[0].rules or rules if parts else rules
    by_ranks = [part.ranks for part in parts[1:] if part.ranks is not None]
    assert len(by_ranks) == len(parts[1:]), "a further part of the pot is read from the board's ranks"
    table = tables(rules)
    plain, flush = table.plain, table.flush
    unseen = unseen_cards(hands, board, dead, rules.deck.cards)
    to_come = BOARD - len(board)
    available = _available(unseen)
    seats = [Seat.of(hand, play) for hand in hands]
    known_key, known_masks = rank_key(board), suit_masks(board)
    known_ranks = tuple(rank_index(card) for card in board)
    work = plan(hands, board, dead, play=play, rules=rules)
    total, done = max(1, work.work), 0  # progress in units of estimated time

    outcomes: dict[Outcome, int] = {}
    rank_only: dict[int, Outcome] = {}
    hole_keys = [seat.rank_key for seat in seats]
    rank_tables = [(reader.bit_of_rank, reader.board(board), [reader.table(hand, play) for hand in hands])
                   for reader in by_ranks]
    no_flushes = (NO_FLUSH,) * (len(hands) * len(rank_tables))  # what a flush does to the parts read by rank
    for step, (key, ways, ranks) in enumerate(rank_patterns(available, to_come)):
        board_key = known_key + key
        if play is not None:
            outcome = _fixed_plain(seats, known_ranks + ranks, play[1], plain)
        else:
            outcome = tuple([plain[hole + board_key] for hole in hole_keys])
        for bit_of_rank, known_bits, part_tables in rank_tables:
            bits = known_bits
            for rank in ranks:
                bits |= bit_of_rank[rank]
            outcome += tuple([part_table[bits] for part_table in part_tables])
        rank_only[board_key] = outcome
        outcomes[outcome] = outcomes.get(outcome, 0) + ways
        if step & 1023 == 1023:
            progress(step * work.pattern_cost / total)
    done = work.patterns * work.pattern_cost

    for suit in range(SUITS):
        suited_ranks = [rank_index(card) for card in unseen if suit_index(card) == suit]
        others_available = [count - (rank in suited_ranks) for rank, count in enumerate(available)]
        sizes = _suited_sizes(seats, suit, known_masks[suit].bit_count(), to_come, len(suited_ranks), play)
        for new in sizes:
            others = rank_patterns(others_available, to_come - new)
            for chosen in combinations(suited_ranks, new):
                mask = known_masks[suit] | sum(RANK_BIT[rank] for rank in chosen)
                flushes = (_fixed_flushes(seats, suit, mask, flush, play[1]) if play is not None
                           else tuple([flush[seat.suit_masks[suit] | mask] for seat in seats]))
                done += len(others) * work.suited_cost
                if max(flushes) == NO_FLUSH:
                    continue
                flushes += no_flushes
                base = known_key + sum(RANK_KEY[rank] for rank in chosen)
                for key, ways, _ in others:
                    before = rank_only[base + key]
                    after = tuple(map(max, before, flushes))
                    if after != before:
                        outcomes[before] -= ways
                        outcomes[after] = outcomes.get(after, 0) + ways
            progress(done / total)
    return {outcome: boards for outcome, boards in outcomes.items() if boards}


def _fixed_plain(seats: Sequence[Seat], ranks: tuple[int, ...], shared: int, plain: dict[int, int]) -> Outcome:
    """Each player's best hand of its own-card choices and ``shared`` of the board's ranks (Omaha:
    two own cards and three of the board), ignoring suits."""
    threes = set(map(sum, combinations([RANK_KEY[rank] for rank in ranks], shared)))
    return tuple([max([plain[own + three] for own in seat.own_keys for three in threes]) for seat in seats])


def _fixed_flushes(seats: Sequence[Seat], suit: int, mask: int, flush: list[int], shared: int) -> Outcome:
    """Each player's best flush of its suited own-card choices and ``shared`` of the board's ``mask``."""
    bits = [bit for bit in RANK_BIT if mask & bit]
    threes = [sum(chosen) for chosen in combinations(bits, shared)]
    return tuple([max([flush[own | three] for own in seat.suited_own[suit] for three in threes],
                      default=NO_FLUSH) for seat in seats])
