"""Monte Carlo equity: random trials from a seeded generator, counted exactly as enumeration counts
(rules: ``docs/rules.md``). A trial deals every range player one combo, with probability
proportional to the product of the weights over the deals that share no card, as in exact counting
(drawn from those deals listed, when few fit; else dealt by weight and dealt again on a shared card:
see :mod:`~cardlab.poker.equity.compatible`), then the rest of the board from the cards left; with
specific hands only, a trial is one random board. Each part of the record's pot is read on the
board: a split pot's low of each dealt combo by one lookup by the board's low ranks (:mod:`.rank_parts`).

The generator is ``random.Random(seed)``: a seed gives the same numbers on CPython and in Pyodide,
whatever the chunking (:func:`cardlab.core.odds.sample_in_chunks`: about a tenth of a second each,
with ``progress`` called between them; it may raise to cancel). The trials are independent, so
each equity comes with its standard error.

>>> import random
>>> from cardlab.poker.equity.spot import parse_spot
>>> spot = parse_spot(["Ah Kh", "QQ+"])
>>> first = sample_results(spot, 2000, random.Random(5))
>>> first.counts == sample_results(spot, 2000, random.Random(5)).counts, first.tallies()[0].boards
(True, 2000)
"""

from __future__ import annotations

import random
from bisect import bisect
from collections.abc import Callable, Sequence
from itertools import accumulate, combinations

from ...core.cards import Card, Hand
from ...core.odds import sample_in_chunks
from ...core.progress import Progress, no_progress
from ...games.rule_set import RuleSet
from ...games.rule_sets import HOLDEM
from ..ranges.classes import ALL_COMBOS, COMBO_BITS, COMBO_CLASSES
from ..seven_card import (
    FLUSH_BITS,
    RANK_BIT,
    RANK_KEY,
    RANK_MASK,
    SUIT_SHIFT,
    Play,
    board_codes,
    card_code,
    rank_index,
    suit_index,
    suit_masks,
    tables,
)
from .compatible import DealPlan, deal_plan
from .patterns import BOARD, Seat
from .pot_parts import pot_parts
from .rank_parts import rank_parts
from .results import CATEGORY_COUNT, CLASS_COUNT, Results
from .spot import Spot
from .tally import Outcome

Dealer = Callable[[int], dict[Outcome, int]]
MAX_REDEALS = 100_000  # deals in a row that share a card before sampling gives up (a safety net: see compatible)
FOLD_KEYS = 50_000  # distinct results kept before they are folded into tallies
Hole = tuple[int, tuple[int, int, int, int], int, int]  # code sum, suit masks, card bits, packed class
DealtHole = tuple[int, tuple[int, int, int, int], int, int, tuple[Sequence[int], ...]]  # and each further part's table


class RangesCollide(ValueError):
    """The ranges almost never fit together: sampling could not deal them."""


def sample_results(spot: Spot, trials: int, rng: random.Random, progress: Progress = no_progress,
                   plan: DealPlan | None = None) -> Results:
    """``trials`` random deals and boards, counted as :class:`~cardlab.poker.equity.results.Results`
    (specific hands only: one board a trial; with ranges: a deal of hands, then a board).

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> spot = parse_spot(["Ah Kh", "Qs Qc"], board="Jh Th 2c")
    >>> first = sample_results(spot, 300, random.Random(4))
    >>> first.counts == sample_results(spot, 300, random.Random(4)).counts, first.tallies()[0].boards
    (True, 300)
    """
    results = Results(len(spot.players), spot.rules, pot_parts(spot.game))
    run = _trials(spot, results, rng, plan or deal_plan(spot)) if spot.has_ranges else _board_trials(spot, results, rng)
    sample_in_chunks(run, trials, progress)
    return results


def _board_trials(spot: Spot, results: Results, rng: random.Random) -> Callable[[int], None]:
    """A function running n trials of random boards for players with specific hands."""
    class_numbers = [COMBO_CLASSES[player.combos[0][1]] if player.combos else 0 for player in spot.players]
    deal = (board_dealer(spot, rng, pot_outcome(spot)) if spot.play is not None
            else _holdem_dealer(spot.hands, spot.board, list(spot.unseen), rng, spot.rules, rank_readers(spot)))

    def run(trials: int) -> None:
        results.add_outcomes(class_numbers, deal(trials), 1)

    return run


def board_dealer(spot: Spot, rng: random.Random, outcome: Callable[[Hand], Outcome]) -> Dealer:
    """A function dealing n random completions of the board, each valued by ``outcome`` (every
    player's strengths on the whole board), counted by outcome. Omaha's dealer, high only or
    split pot alike: one ``rng.sample`` a board, so a seed deals the
    same boards whatever the game counts on them.

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> spot = parse_spot(["Ah Kh 7c 2d", "Qs Qd 8c 8d"], board="Qh Jh Th 9s", game="omaha")
    >>> deal = board_dealer(spot, random.Random(1), lambda board: (len(board),))
    >>> deal(10)
    {(5,): 10}
    """
    unseen = list(spot.unseen)
    to_come = BOARD - len(spot.board)
    board, sample = spot.board, rng.sample

    def deal(trials: int) -> dict[Outcome, int]:
        counts: dict[Outcome, int] = {}
        for _ in range(trials):
            found = outcome(board + tuple(sample(unseen, to_come)))
            counts[found] = counts.get(found, 0) + 1
        return counts

    return deal


def _holes(spot: Spot, results: Results) -> list[list[Hole]]:
    holes = []
    for number, player in enumerate(spot.players):
        place = CLASS_COUNT**number * results.outcome_span
        holes.append([(sum(card_code(card) for card in ALL_COMBOS[index]), suit_masks(ALL_COMBOS[index]),
                       COMBO_BITS[index], COMBO_CLASSES[index] * place) for _, index in player.combos])
    return holes



SENTINEL = 1 << 52  # a card bit no card has: always "used", it marks draws past the end of the deck


def _trials(spot: Spot, results: Results, rng: random.Random, plan: DealPlan) -> Callable[[int], None]:
    """A function running n trials into ``results``: random integers by rejection from
    ``getrandbits`` (exactly uniform, and cheaper than scaling floats), players with one combo
    dealt once, ranges drawn from the plan's listed deals, or redealt together on a shared card
    (the plan made sure that is rare enough). Every chunk folds the counts when they grow large,
    so memory does not grow with the trials."""
    table = tables(spot.rules)
    plain, flush, category_of = table.plain, table.flush, table.categories
    fixed = set(spot.board) | set(spot.dead) | {card for player in spot.players if player.hand for card in player.hand}
    base = [card for card in spot.rules.deck.cards if card not in fixed]
    further = rank_parts(spot, results, base)  # a split pot's low: each combo's by the board's ranks
    holes = [[hole + (tuple(part.tables[number][option] for part in further),) for option, hole in enumerate(options)]
             for number, options in enumerate(_holes(spot, results))]
    part_facts = [(part.known, part.card_bits, part.rows, part.smaller_wins, part.unqualified, part.width,
                   part.multiplier) for part in further]
    split = bool(part_facts)
    width = max(1, (len(base) - 1).bit_length())
    base_codes = [card_code(card) for card in base] + [0] * ((1 << width) - len(base))
    base_bits = [1 << card.deck_index for card in base] + [SENTINEL] * ((1 << width) - len(base))
    base_suits = [(suit_index(card), RANK_BIT[card.rank - 2]) for card in base]
    to_come = BOARD - len(spot.board)
    known_total, known_masks = board_codes(spot.board)
    bits, uniform = rng.getrandbits, rng.random
    counts = results.counts
    span = results.mask_span
    template = [options[0] for options in holes]
    constant_used = SENTINEL
    for options in holes:
        if len(options) == 1:
            constant_used |= options[0][2]
    dealt = [(place, options, len(options), max(1, (len(options) - 1).bit_length()), _cumulative(spot, place))
             for place, options in enumerate(holes) if len(options) > 1]
    order = range(len(holes) - 1, -1, -1)
    heads_up = len(holes) == 2

    listed = plan.deals is not None
    draw = plan.draw

    def deal_ranges() -> tuple[list[DealtHole], int]:
        for _redeal in range(MAX_REDEALS):
            used = constant_used
            chosen = template[:]
            for place, options, size, width_options, cumulative in dealt:
                if cumulative is None:
                    index = bits(width_options)
                    while index >= size:
                        index = bits(width_options)
                else:
                    index = min(bisect(cumulative, uniform() * cumulative[-1]), size - 1)
                hole = options[index]
                if used & hole[2]:
                    break
                used |= hole[2]
                chosen[place] = hole
            else:
                return chosen, used
        raise RangesCollide("the ranges almost never fit together without sharing a card")

    def run(trials: int) -> None:
        for _ in range(trials):
            if listed:  # one draw, by weight, from the deals that share no card
                chosen = [options[option] for options, option in zip(holes, draw(rng))]
                used = SENTINEL
                for hole in chosen:
                    used |= hole[2]
            else:
                chosen, used = deal_ranges()
            total = known_total
            drawn: list[int] = []
            left = to_come
            while left:
                place = bits(width)
                bit = base_bits[place]
                if used & bit:
                    continue
                used |= bit
                total += base_codes[place]
                drawn.append(place)
                left -= 1
            strengths = []
            key = 0
            for hole_total, hole_masks, _, class_key, _ in chosen:
                full = total + hole_total
                flushed = full & FLUSH_BITS
                key += class_key
                if flushed:
                    suit = (flushed.bit_length() - SUIT_SHIFT - 4) // 4
                    mask = known_masks[suit] | hole_masks[suit]
                    for place in drawn:
                        card_suit, bit = base_suits[place]
                        if card_suit == suit:
                            mask |= bit
                    strengths.append(flush[mask])
                else:
                    strengths.append(plain[full & RANK_MASK])
            if heads_up:
                first, second = strengths
                key += (category_of[second] * CATEGORY_COUNT + category_of[first]) * 4 + (
                    1 if first > second else 2 if second > first else 3)
            else:
                best = max(strengths)
                winners = packed = 0
                for player in order:
                    strength = strengths[player]
                    packed = packed * CATEGORY_COUNT + category_of[strength]
                    if strength == best:
                        winners |= 1 << player
                key += packed * span + winners
            if split:  # each further part (a split pot's low) of each dealt combo, by the board's ranks
                key += _further_key(part_facts, chosen, drawn, order, span)
            counts[key] = counts.get(key, 0) + 1
        if len(counts) > FOLD_KEYS:
            results.fold()

    return run


PartFacts = tuple[int, tuple[int, ...], Sequence[int], bool, "int | None", int, int]


def _further_key(part_facts: Sequence[PartFacts], chosen: Sequence[DealtHole], drawn: Sequence[int],
                 order: range, span: int) -> int:
    """The packed digits of every part of the pot after the first on one sampled board: each dealt
    combo's strength read from its table by the board's bits, its final class and who shares the
    part (no one when no hand qualifies), placed as :func:`~.results.outcome_keys` places them."""
    key = 0
    for part, (known, card_bits, rows, smaller_wins, unqualified, classes, multiplier) in enumerate(part_facts):
        board_bits = known
        for place in drawn:
            board_bits |= card_bits[place]
        found = [hole[4][part][board_bits] for hole in chosen]
        best = min(found) if smaller_wins else max(found)
        winners = packed = 0
        for player in order:
            strength = found[player]
            packed = packed * classes + rows[strength]
            if strength == best and best != unqualified:
                winners |= 1 << player
        key += (packed * span + winners) * multiplier
    return key


def _cumulative(spot: Spot, place: int) -> list[float] | None:
    """Running sums of a player's combo weights (None when all weigh the same: drawn uniformly)."""
    weights = [float(weight) for weight, _ in spot.players[place].combos]
    return None if len(set(weights)) == 1 else list(accumulate(weights))


def _holdem_dealer(hands: Sequence[Hand], board: Hand, unseen: list[Card], rng: random.Random,
                   rules: RuleSet = HOLDEM, readers: Sequence[RankReader] = ()) -> Dealer:
    """Hold'em trials: one sum of codes per board, one per player, a dict lookup; suits only when
    the sum says five cards share one; then each further part of the pot read from the board's
    ranks (``readers``)."""
    table = tables(rules)
    plain, flush = table.plain, table.flush
    codes = [card_code(card) for card in unseen]
    suit_bit = {card_code(card): (suit_index(card), RANK_BIT[card.rank - 2]) for card in unseen}
    to_come = BOARD - len(board)
    known_total, known_masks = board_codes(board)
    seats = [(sum(card_code(card) for card in hand), suit_masks(hand)) for hand in hands]
    sample = rng.sample
    by_code = [(part_tables, bits, {card_code(card): bit for card, bit in bit_of_card.items()})
               for part_tables, bits, bit_of_card in readers]

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
            for part_tables, bits, bit_of_code in by_code:
                for code in drawn:
                    bits |= bit_of_code[code]
                values += [part_table[bits] for part_table in part_tables]
            outcome = tuple(values)
            counts[outcome] = counts.get(outcome, 0) + 1
        return counts

    return deal



def holdem_outcome(hands: Sequence[Hand], board: Sequence[Card], rules: RuleSet = HOLDEM) -> Outcome:
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


def fixed_outcome(seats: Sequence[Seat], board: Sequence[Card], play: Play, rules: RuleSet = HOLDEM) -> Outcome:
    """Each player's strength on a board of 3 to 5 cards when ``play`` fixes the cards that play
    (Omaha: two own cards and three of the board; seats made with the same ``play``).

    >>> from cardlab.core.cards import parse_hand
    >>> seats = [Seat.of(parse_hand("Ah Kh 7c 2d"), (2, 3)), Seat.of(parse_hand("Qs Qd 8c 8d"), (2, 3))]
    >>> fixed_outcome(seats, parse_hand("Qh Jh Th 9s 3c"), (2, 3))[0]
    7461
    """
    table = tables(rules)
    plain, flush = table.plain, table.flush
    shared = play[1]
    threes = set(map(sum, combinations([RANK_KEY[card.rank - 2] for card in board], shared)))
    by_suit: dict[int, list[int]] = {}
    for card in board:
        by_suit.setdefault(suit_index(card), []).append(RANK_BIT[card.rank - 2])
    suited = [(suit, sum(chosen)) for suit, bits in by_suit.items() if len(bits) >= shared
              for chosen in combinations(bits, shared)]
    values = []
    for seat in seats:
        best = max([plain[own + three] for own in seat.own_keys for three in threes])
        for suit_number, three_mask in suited:
            for own_mask in seat.suited_own[suit_number]:
                best = max(best, flush[own_mask | three_mask])
        values.append(best)
    return tuple(values)


def high_outcome(spot: Spot) -> Callable[[Sequence[Card]], Outcome]:
    """Each player's strength on a board of 3 to 5 cards, the cards playing as the game's record
    says (:attr:`Spot.play`): the one valuation the sampling of a board, the outs and the split pot share.

    >>> from cardlab.core.cards import parse_hand
    >>> from cardlab.poker.equity.spot import parse_spot
    >>> board = parse_hand("Qh Jh Th 9s 3c")
    >>> high_outcome(parse_spot(["Ah Kh 7c 2d", "Qs Qd 8c 8d"], game="omaha"))(board)[0]
    7461
    >>> high_outcome(parse_spot(["7c 2d", "Qs Qd"]))(board)[0] < 7461
    True
    """
    play, rules = spot.play, spot.rules
    if play is None:
        hands = spot.hands
        return lambda board: holdem_outcome(hands, board, rules)
    seats = spot.seats
    return lambda board: fixed_outcome(seats, board, play, rules)


RankReader = tuple[list[Sequence[int]], int, dict[Card, int]]  # each hand's table, the board's bits, each card's bit


def rank_readers(spot: Spot) -> list[RankReader]:
    """How each part of the pot after the first (decided by the board's ranks: a split pot's low)
    is read on a board: each player's table by the board's bits, the known board's bits and each
    unseen card's bit. A whole pot: none.

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> rank_readers(parse_spot(["Ah Kh", "Qs Qd"]))
    []
    >>> [len(tables) for tables, _, _ in rank_readers(parse_spot(["Ah 2h", "Qs Qd"], game="holdem-hilo"))]
    [2]
    """
    readers: list[RankReader] = []
    for part in pot_parts(spot.game)[1:]:
        assert part.ranks is not None  # a further part is read from the board's ranks
        bit_of_rank = part.ranks.bit_of_rank
        readers.append(([part.ranks.table(hand, spot.play) for hand in spot.hands], part.ranks.board(spot.board),
                        {card: bit_of_rank[rank_index(card)] for card in spot.unseen}))
    return readers


def pot_outcome(spot: Spot) -> Callable[[Sequence[Card]], Outcome]:
    """Each player's strength in each part of the pot on a board of 3 to 5 cards: the high
    (:func:`high_outcome`), then every further part read from the board's ranks.

    >>> from cardlab.core.cards import parse_hand
    >>> from cardlab.poker.equity.spot import parse_spot
    >>> board = parse_hand("Qh Jh 3h 4s 5c")
    >>> outcome = pot_outcome(parse_spot(["Ah 2h 7c 8d", "Qs Qd Kc Kd"], game="omaha-hilo"))(board)
    >>> len(outcome), outcome[2] < outcome[3]   # highs, then lows: player 1's wheel is the low
    (4, True)
    """
    highs = high_outcome(spot)
    known = len(spot.board)
    readers = rank_readers(spot)
    if not readers:
        return highs

    def outcome(board: Sequence[Card]) -> Outcome:
        found = highs(board)
        for part_tables, bits, bit_of_card in readers:
            for card in board[known:]:
                bits |= bit_of_card[card]
            found += tuple([part_table[bits] for part_table in part_tables])
        return found

    return outcome
