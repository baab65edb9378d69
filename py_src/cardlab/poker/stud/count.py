"""Counting stud deals: every player's own cards still to come (unknown down cards included) and
the community card of a deck run short, dealt from the unseen cards. Three ways, one result shape
(outcome -> deals, or a filled tally):

* **heads-up by inclusion-exclusion** (:func:`heads_up_tally`, whole pots): each player's final
  hands are counted once on their own, and the deals where the two players would share a card are
  taken out by inclusion-exclusion over the shared cards Z: the deals with disjoint draws X, Y are
  ``sum over Z of (-1)^|Z| * #{X, Y both containing Z}``, and for each Z the pairs are compared by
  sorting the two players' value counts. Where the value ignores suits (razz, the low half) the
  cards are grouped by rank: a draw is a rank multiset counted ``prod C(available, k)`` times, so a
  third-street razz question of 18,265,297,050 deals is a few thousand rank multisets; where suits
  matter (a high hand can make a flush) the cards stay apart here, and
  :mod:`cardlab.poker.stud.flush_count` counts by rank multiset with only the flush draws card by
  card; stud hi-lo's split pot pairs each deal's high and low the same ways in
  :mod:`cardlab.poker.stud.split_count`;
* **by deal** (:func:`count_deals`): the community card, then each player's draw in turn (by rank
  multiset when no value looks at suits), each player's value looked up once per draw;
* **sampling** (:func:`sample_deals`): seeded random deals.

Rules: ``docs/rules.md``, "Seven-card stud, stud hi-lo and razz".

>>> from cardlab.poker.stud.spot import parse_stud_spot
>>> spot = parse_stud_spot(["7h 5c 4d 2s Kc Qh", "Qs Jc 9h 8c 3d 6s"], game="razz")
>>> tally = heads_up_tally(spot)
>>> tally.boards, tally.wins, tally.ties
(1560, [773, 787], [0, 0])
>>> outcomes = count_deals(spot)
>>> sum(outcomes.values())
1560
"""

from __future__ import annotations

import operator
import random
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import accumulate, combinations, combinations_with_replacement, repeat
from math import comb

from ...core.odds import sample_in_chunks
from ...core.progress import Progress, no_progress
from ...games.rule_set import RuleSet
from ...games.rule_sets import ACE_TO_FIVE
from ..equity.tally import Outcome, PotPart, Tally
from ..hilo.tally import SplitTally
from ..seven_card import RANK_KEY
from .spot import StudSpot
from .values import RANK_OF, RAZZ_ROWS, VALUERS, Valuer, card_numbers, razz_row

Draw = tuple[int, int, tuple[int, ...]]  # (key: identifies the cards drawn, ways: card sets it stands for, cards)


@dataclass(frozen=True)
class Alphabet:
    """The unseen cards in classes of interchangeable cards: one class per rank where no value
    looks at suits, else one per card. A class's key unit summed over a draw identifies the draw."""

    cards: tuple[tuple[int, ...], ...]
    units: tuple[int, ...]
    by_card: bool  # every class is one card

    @classmethod
    def of(cls, unseen: Sequence[int], by_rank: bool) -> Alphabet:
        """The classes of some unseen card numbers.

        >>> Alphabet.of([0, 1, 4, 51], by_rank=True).cards, len(Alphabet.of([0, 1, 4], by_rank=False).units)
        (((0, 1), (4,), (51,)), 3)
        """
        if not by_rank:
            return cls(tuple((card,) for card in unseen), tuple(1 << index for index in range(len(unseen))), True)
        ranks = sorted({RANK_OF[card] for card in unseen})
        return cls(tuple(tuple(card for card in unseen if RANK_OF[card] == rank) for rank in ranks),
                   tuple(RANK_KEY[rank] for rank in ranks), False)

    def draws(self, available: Sequence[int], size: int) -> Iterator[Draw]:
        """Every draw of ``size`` cards from the classes' ``available`` counts: its key, the number
        of card sets it stands for, and cards standing for it (the first of each class).

        >>> alphabet = Alphabet.of([0, 1, 2, 4], by_rank=True)   # three twos and a three
        >>> sorted((ways, cards) for _, ways, cards in alphabet.draws([3, 1], 2))
        [(3, (0, 1)), (3, (0, 4))]
        """
        open_classes = [index for index, count in enumerate(available) if count]
        if self.by_card:
            for chosen in combinations(open_classes, size):
                yield sum(self.units[index] for index in chosen), 1, tuple(self.cards[index][0] for index in chosen)
            return
        for chosen in combinations_with_replacement(open_classes, size):
            ways, key, cards, previous, run = 1, 0, [], -1, 0
            for index in chosen:
                run = run + 1 if index == previous else 1
                if run > available[index]:
                    break
                ways = ways * (available[index] - run + 1) // run
                key += self.units[index]
                cards.append(self.cards[index][run - 1])
                previous = index
            else:
                yield key, ways, tuple(cards)

    def valued(self, left: Sequence[int], size: int, shift: int, seen: dict[int, int], held: tuple[int, ...],
               value_of: Callable[[tuple[int, ...]], int]) -> dict[int, int]:
        """Each value of a hand of the cards ``held`` and a draw of ``size`` cards from the counts
        ``left``, by the number of card sets that have it; a draw's value (``value_of`` the hand) is
        found once, kept in ``seen`` by its key plus ``shift`` (the key of the held cards it shares).

        >>> alphabet, seen = Alphabet.of([0, 1, 2, 4], by_rank=True), {}
        >>> alphabet.valued([3, 1], 2, 0, seen, (51,), len), len(seen)
        ({3: 6}, 2)
        """
        found: dict[int, int] = {}
        for key, ways, cards in self.draws(left, size):
            key += shift
            value = seen.get(key)
            if value is None:
                value = seen[key] = value_of(held + cards)
            found[value] = found.get(value, 0) + ways
        return found

    def taken(self, available: Sequence[int], key: int) -> list[int]:
        """The counts left after a draw of key ``key``.

        >>> Alphabet.of([0, 1, 4], by_rank=True).taken([2, 1], RANK_KEY[0])
        [1, 1]
        """
        if self.by_card:
            return [count - (key >> index & 1) for index, count in enumerate(available)]
        return [count - key // unit % 5 for count, unit in zip(available, self.units)]


RAZZ_PART = PotPart("pot", Fraction(1), True, None, RAZZ_ROWS, tuple, rules=ACE_TO_FIVE)
"""Razz's whole pot as a tally counts it: the smaller value wins, every hand plays, and a hand's
final class is its low by top card or its paired category (:data:`~.values.RAZZ_ROWS`)."""


class LowTally(Tally):
    """A whole-pot tally where the smaller value wins (razz): its rows are :data:`RAZZ_PART`'s."""

    @classmethod
    def empty(cls, players: int, rules: RuleSet = ACE_TO_FIVE) -> LowTally:
        """A razz tally of no deals (``rules``: always razz's, for the signature the base shares).

        >>> [key for key, _ in LowTally.empty(2).parts[0].labels][:3]
        ['wheel', '6-low', '7-low']
        """
        return cls(players, (RAZZ_PART,))

    def add(self, outcomes: Mapping[Outcome, int], weight: int = 1) -> None:
        """Count deals of each outcome (smaller values win).

        >>> tally = LowTally.empty(2)
        >>> tally.add({(5, 9): 2, (4, 4): 1})
        >>> tally.wins, tally.ties
        ([2, 0], [1, 1])
        """
        for outcome, deals in outcomes.items():
            deals *= weight
            if not deals:
                continue
            best = min(outcome)
            winners = sum(1 << player for player, value in enumerate(outcome) if value == best)
            self.count(map(razz_row, outcome), winners, deals)


def game_valuers(spot: StudSpot) -> tuple[Valuer, ...]:
    """How each share of the game's pot values a hand (high, then low for a split pot).

    >>> from cardlab.poker.stud.spot import parse_stud_spot
    >>> [valuer.key for valuer in game_valuers(parse_stud_spot(["Ah", "Kd"], game="stud8"))]
    ['high', 'a5-low']
    """
    return tuple(VALUERS[share.ranking] for share in spot.game.pot)


def empty_tally(spot: StudSpot) -> Tally | SplitTally:
    """The tally the game's pot fills: split (high and low halves), high, or low (razz).

    >>> from cardlab.poker.stud.spot import parse_stud_spot
    >>> type(empty_tally(parse_stud_spot(["Ah", "Kd"], game="razz"))).__name__
    'LowTally'
    """
    players = len(spot.known)
    if spot.game.hi_lo:
        return SplitTally.empty(players)
    return LowTally.empty(players) if game_valuers(spot)[0].low else Tally.empty(players)


def by_rank(spot: StudSpot) -> bool:
    """True when no value of the game looks at suits (razz): cards are counted by rank.

    >>> from cardlab.poker.stud.spot import parse_stud_spot
    >>> by_rank(parse_stud_spot(["Ah", "Kd"], game="razz")), by_rank(parse_stud_spot(["Ah", "Kd"], game="stud"))
    (True, False)
    """
    return not any(valuer.suits for valuer in game_valuers(spot))


def heads_up_work(spot: StudSpot) -> int:
    """About how many draws the inclusion-exclusion count visits (its cost), or 0 when it does not
    apply (more than two players, a community card to come); the same draws for a split pot
    (:mod:`cardlab.poker.stud.split_count`).

    >>> from cardlab.poker.stud.spot import parse_stud_spot
    >>> heads_up_work(parse_stud_spot(["Ah Kd 2c", "Qs Jc 9h"], game="razz"))   # 18,265,297,050 deals
    47502
    """
    if len(spot.known) != 2 or spot.shared:
        return 0
    return inclusion_exclusion_draws(spot, by_rank(spot))


def inclusion_exclusion_draws(spot: StudSpot, rank: bool) -> int:
    """About how many draws a heads-up inclusion-exclusion visits, by rank multiset or by card set.

    >>> from cardlab.poker.stud.spot import parse_stud_spot
    >>> spot = parse_stud_spot(["Ah Kd 2c", "Qs Jc 9h"], game="stud")
    >>> inclusion_exclusion_draws(spot, True), inclusion_exclusion_draws(spot, False)
    (47502, 5221920)
    """
    first, second = spot.to_come
    classes, size = (13, 4) if rank else (len(spot.unseen), 1)
    work = 0
    for shared in range(min(first, second) + 1):
        zs = _draw_count(classes, size, len(spot.unseen), shared)
        rest = len(spot.unseen) - shared
        work += zs * (_draw_count(classes, size, rest, first - shared) + _draw_count(classes, size, rest,
                                                                                       second - shared))
    return work


def _draw_count(classes: int, size: int, cards: int, drawn: int) -> int:
    """Draws of ``drawn`` cards: card sets, or (by rank) at most the rank multisets."""
    if size == 1:
        return comb(cards, drawn)
    return min(comb(cards, drawn), comb(classes + drawn - 1, drawn))


def deals_work(spot: StudSpot) -> int:
    """About how many leaves counting by deal visits.

    >>> from cardlab.poker.stud.spot import parse_stud_spot
    >>> deals_work(parse_stud_spot(["Ah Kd 2c 3c 4c 5c", "Qs Jc 9h 8h 7h 6h"], game="stud"))
    1560
    """
    cards = len(spot.unseen)
    rank = by_rank(spot)
    work = 1
    for drawn in (spot.shared, *spot.to_come):
        work *= _draw_count(13, 4, cards, drawn) if rank else comb(cards, drawn)
        cards -= drawn
    return work


def total_deals(spot: StudSpot) -> int:
    """Every deal of the cards still to come (the community card, then each player's).

    >>> from cardlab.poker.stud.spot import parse_stud_spot
    >>> total_deals(parse_stud_spot(["Ah Kd 2c", "Qs Jc 9h"], game="razz"))
    18265297050
    """
    cards, deals = len(spot.unseen), 1
    for drawn in (spot.shared, *spot.to_come):
        deals *= comb(cards, drawn)
        cards -= drawn
    return deals


def heads_up_tally(spot: StudSpot, progress: Progress = no_progress) -> Tally:
    """The exact tally of a heads-up whole pot by inclusion-exclusion over shared cards (module
    docstring); every deal is counted, none is visited.

    >>> from cardlab.poker.stud.spot import parse_stud_spot
    >>> tally = heads_up_tally(parse_stud_spot(["As Ks Qs Js", "Ah Kh Qh Jh"], game="stud"))
    >>> tally.boards, tally.wins == tally.wins[::-1]
    (141181040, True)
    """
    valuer = game_valuers(spot)[0]
    known = [card_numbers(hand) for hand in spot.known]
    alphabet = Alphabet.of(card_numbers(spot.unseen), by_rank=by_rank(spot))
    available = [len(cards) for cards in alphabet.cards]
    first, second = spot.to_come
    values: list[dict[int, int]] = [{}, {}]
    better = better_counts_low if valuer.low else better_counts
    wins, ties = [0, 0], 0
    categories = [[0] * len(valuer.labels) for _ in range(2)]
    steps = min(first, second) + 1
    if alphabet.by_card:  # suits matter: every draw is a set of cards, counted by C-level maps
        wins, ties, categories = _by_card(alphabet, known, spot.to_come, valuer, progress)
    for shared in range(0 if not alphabet.by_card else steps, steps):
        sign = -1 if shared % 2 else 1
        if shared == first == second:  # both draws are the shared cards: one comparison each
            plus, level = _same_draws(alphabet, available, shared, known, values, valuer)
            wins[0] += sign * plus[0]
            wins[1] += sign * plus[1]
            ties += sign * level
            progress((shared + 1) / steps)
            continue
        for z_key, z_ways, z_cards in alphabet.draws(available, shared):
            left = alphabet.taken(available, z_key)
            counted = []
            for player, drawn in ((0, first), (1, second)):
                counted.append(alphabet.valued(left, drawn - shared, z_key, values[player], known[player] + z_cards,
                                               valuer.value))
            if not shared:
                categories_of(counted, categories, valuer, len(spot.unseen), spot.to_come)
            ahead, level, behind = better(counted[0], counted[1])
            weight = sign * z_ways
            wins[0] += weight * ahead
            wins[1] += weight * behind
            ties += weight * level
        progress((shared + 1) / steps)
    return whole_pot_tally(spot, wins, ties, categories)


def whole_pot_tally(spot: StudSpot, wins: list[int], ties: int, categories: list[list[int]]) -> Tally:
    """The heads-up tally of a whole pot counted without visiting deals: each player's wins, the
    deals tied, and each player's final categories.

    >>> from cardlab.poker.stud.spot import parse_stud_spot
    >>> tally = whole_pot_tally(parse_stud_spot(["Ah Kd 2c 3c 4c 5c", "Qs Jc 9h 8h 7h 6h"], game="razz"),
    ...                         [1000, 500], 60, [[0] * len(RAZZ_ROWS)] * 2)
    >>> type(tally).__name__, tally.boards, tally.ties_by_size
    ('LowTally', 1560, [{2: 60}, {2: 60}])
    """
    shared = {2: ties} if ties else {}
    kind = LowTally if game_valuers(spot)[0].low else Tally
    return kind.of_counts(total_deals(spot), wins, [shared, shared], categories)


def _by_card(alphabet: Alphabet, known: list[tuple[int, ...]], to_come: tuple[int, ...], valuer: Valuer,
             progress: Progress) -> tuple[list[int], int, list[list[int]]]:
    """The inclusion-exclusion with one class per card: each player's value of every draw is
    computed once (keyed by the draw's bit mask); a shared set Z then needs only the sums of the
    masks of the draws that avoid it, looked up and counted by C-level ``map`` and ``Counter``."""
    units, cards = alphabet.units, [group[0] for group in alphabet.cards]
    seen: list[dict[int, int]] = []
    for player, drawn in enumerate(to_come):
        masks = map(sum, combinations(units, drawn))
        seen.append(dict(zip(masks, valuer.of_draws(known[player], drawn, cards))))
    better = better_counts_low if valuer.low else better_counts
    unseen = len(units)
    counted: list[dict[int, int]] = [Counter(values.values()) for values in seen]
    categories = [[0] * len(valuer.labels) for _ in range(2)]
    categories_of(counted, categories, valuer, unseen, to_come)
    ahead, level, behind = better(counted[0], counted[1])
    wins, ties = [ahead, behind], level
    steps = min(to_come) + 1
    for shared in range(1, steps):
        sign = -1 if shared % 2 else 1
        if shared == to_come[0] == to_come[1]:  # both draws are Z: one comparison per set
            sets = list(seen[0])
            mine, theirs = [seen[0][key] for key in sets], [seen[1][key] for key in sets]
            first_ahead = sum(map(operator.lt if valuer.low else operator.gt, mine, theirs))
            level = sum(map(operator.eq, mine, theirs))
            wins[0] += sign * first_ahead
            wins[1] += sign * (len(sets) - first_ahead - level)
            ties += sign * level
            progress(1.0)
            continue
        for chosen in combinations(range(unseen), shared):
            z_key = sum(units[index] for index in chosen)
            rest = [unit for unit in units if not unit & z_key]
            found: list[dict[int, int]] = []
            extensions: dict[int, list[int]] = {}
            for player, drawn in enumerate(to_come):
                more = drawn - shared
                if more not in extensions:
                    extensions[more] = list(map(z_key.__add__, map(sum, combinations(rest, more))))
                found.append(Counter(map(seen[player].__getitem__, extensions[more])))
            ahead, level, behind = better(found[0], found[1])
            wins[0] += sign * ahead
            wins[1] += sign * behind
            ties += sign * level
        progress((shared + 1) / steps)
    return wins, ties, categories


def _same_draws(alphabet: Alphabet, available: list[int], size: int, known: list[tuple[int, ...]],
                values: list[dict[int, int]], valuer: Valuer) -> tuple[tuple[int, int], int]:
    """Both players drawing the same cards Z (the last term of the inclusion-exclusion): the
    weighted counts of Z on which each player is ahead, and of ties."""
    ahead = [0, 0]
    level = 0
    first_seen, second_seen = values
    value = valuer.value
    for key, ways, cards in alphabet.draws(available, size):
        mine = first_seen.get(key)
        if mine is None:
            mine = first_seen[key] = value(known[0] + cards)
        theirs = second_seen.get(key)
        if theirs is None:
            theirs = second_seen[key] = value(known[1] + cards)
        if mine == theirs:
            level += ways
        elif (mine < theirs) == valuer.low:
            ahead[0] += ways
        else:
            ahead[1] += ways
    return (ahead[0], ahead[1]), level


def categories_of(counted: list[dict[int, int]], categories: list[list[int]], valuer: Valuer, unseen: int,
                  to_come: tuple[int, ...]) -> None:
    """Add each player's final categories: their own draws by value (``counted``), times the other
    player's draws left.

    >>> categories = [[0] * len(VALUERS["high"].labels) for _ in range(2)]
    >>> categories_of([{1: 3}, {7461: 2}], categories, VALUERS["high"], 5, (1, 2))   # 5 cards unseen
    >>> [sum(found) for found in categories], categories[0][0]
    ([18, 6], 18)
    """
    row = valuer.row
    for player, found in enumerate(counted):
        others = comb(unseen - to_come[player], to_come[1 - player])
        for value, ways in found.items():
            categories[player][row(value)] += ways * others


def better_counts(first: dict[int, int], second: dict[int, int]) -> tuple[int, int, int]:
    """Pairs of (first's, second's) values weighted by their counts: first bigger, equal, second
    bigger.

    >>> better_counts({5: 2, 3: 1}, {4: 3, 5: 1})
    (6, 2, 4)
    """
    keys = sorted(first.keys() | second.keys())
    theirs = list(map(second.get, keys, repeat(0)))
    mine = list(map(first.get, keys, repeat(0)))
    ahead = sum(map(operator.mul, mine, accumulate(theirs, initial=0)))  # zip stops before the total
    level = sum(map(operator.mul, mine, theirs))
    total = sum(mine) * sum(theirs)
    return ahead, level, total - ahead - level


def better_counts_low(first: dict[int, int], second: dict[int, int]) -> tuple[int, int, int]:
    """As :func:`better_counts` where the smaller value is better.

    >>> better_counts_low({5: 2, 3: 1}, {4: 3, 5: 1})
    (4, 2, 6)
    """
    ahead, level, behind = better_counts(first, second)
    return behind, level, ahead


def count_deals(spot: StudSpot, progress: Progress = no_progress) -> dict[Outcome, int]:
    """Every deal of the cards to come, as outcome -> deals (each player's value under each share
    of the pot: every high, then every low).

    >>> from cardlab.poker.stud.spot import parse_stud_spot
    >>> outcomes = count_deals(parse_stud_spot(["Ah 2d 4c 7s 8d Kc", "Qs Qd 5s 3s 6h 9c"], game="stud8"))
    >>> sum(outcomes.values()), len(next(iter(outcomes)))   # each player's high, then each player's low
    (1560, 4)
    """
    valuers = game_valuers(spot)
    players = len(spot.known)
    known = [card_numbers(hand) for hand in spot.known]
    alphabet = Alphabet.of(card_numbers(spot.unseen), by_rank=by_rank(spot))
    outcomes: dict[Outcome, int] = {}
    seen: list[dict[int, tuple[int, ...]]] = [{} for _ in range(players)]
    sizes = spot.to_come
    firsts = list(alphabet.draws([len(cards) for cards in alphabet.cards], spot.shared))

    def deal(player: int, available: list[int], shared: tuple[int, int, tuple[int, ...]], ways: int,
             found: list[tuple[int, ...]]) -> None:
        if player == players:
            outcome = tuple(found[who][share] for share in range(len(valuers)) for who in range(players))
            outcomes[outcome] = outcomes.get(outcome, 0) + ways
            return
        memo = seen[player]
        for key, more, cards in alphabet.draws(available, sizes[player]):
            total = key + shared[0]
            value = memo.get(total)
            if value is None:
                hand = known[player] + shared[2] + cards
                value = memo[total] = tuple(valuer.value(hand) for valuer in valuers)
            deal(player + 1, alphabet.taken(available, key), shared, ways * more, [*found, value])

    for done, (key, ways, cards) in enumerate(firsts, start=1):
        deal(0, alphabet.taken([len(c) for c in alphabet.cards], key), (key, ways, cards), ways, [])
        progress(done / len(firsts))
    return outcomes


def sample_deals(spot: StudSpot, trials: int, seed: int, add: Progress | None = None,
                 progress: Progress = no_progress) -> dict[Outcome, int]:
    """``trials`` random deals of the cards to come (seeded), as outcome -> deals.

    >>> from cardlab.poker.stud.spot import parse_stud_spot
    >>> outcomes = sample_deals(parse_stud_spot(["Ah Kd 2c", "Qs Jc 9h"], game="razz"), 500, 7)
    >>> sum(outcomes.values())
    500
    """
    valuers = game_valuers(spot)
    players = len(spot.known)
    known = [card_numbers(hand) for hand in spot.known]
    unseen = list(card_numbers(spot.unseen))
    sizes = spot.to_come
    needed = spot.shared + sum(sizes)
    rng = random.Random(seed)
    outcomes: dict[Outcome, int] = {}

    def run(count: int) -> None:
        for _ in range(count):
            cards = rng.sample(unseen, needed)
            shared, at = tuple(cards[:spot.shared]), spot.shared
            found = []
            for player in range(players):
                hand = known[player] + shared + tuple(cards[at:at + sizes[player]])
                at += sizes[player]
                found.append(tuple(valuer.value(hand) for valuer in valuers))
            outcome = tuple(found[who][share] for share in range(len(valuers)) for who in range(players))
            outcomes[outcome] = outcomes.get(outcome, 0) + 1

    sample_in_chunks(run, trials, progress)
    return outcomes
