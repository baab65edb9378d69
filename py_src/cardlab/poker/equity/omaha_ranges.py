"""Omaha equity with ranges (``AA:$ds``, ``RROO``, ``15%``; the syntax:
:mod:`cardlab.poker.ranges.omaha_notation`) for every game whose hands play two own cards of four or
more (high only or hi-lo): a hand against a range, or ranges against each other.

A player given as a range holds any of its **live** hands (none with a board, dead or known hand's
card); a specific hand is a range of one hand. Two ways to count:

* **exact by deal**: every deal of one hand per player with no card shared, each counted over every
  completion of the board by the rank-pattern counter (:func:`~cardlab.poker.equity.patterns.count_outcomes`);
  chosen (``auto``) when its estimate is quick;
* **Monte Carlo**, seeded: each trial deals every range player a hand uniformly from its live
  hands, redeals them all when two share a card (at most :data:`MAX_TRIES` times a trial: the
  deals that fit are then uniform), then a random completion of the board. A range held by class
  (a percent range: ``15%``, ``15%:$ds``; six cards: millions of hands) deals a class weighted by its
  live hands, then one of those uniformly: the same uniform draw, with no hand listed.

Rules: ``docs/rules.md``, "Omaha ranges".

>>> spot = parse_omaha_spot(["Ah Kh Qd Jd", "AA:$ds"], board="Ac 7c 2s", game="omaha")
>>> [len(player.hands) for player in spot.players], spot.players[1].before_removal
([1, 110], 864)
"""

from __future__ import annotations

import random
import time
from bisect import bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property
from itertools import accumulate, permutations
from math import expm1, log1p, prod
from typing import cast

from ...core.cards import Hand, card_json, check_disjoint, format_cards
from ...core.durations import describe_duration
from ...core.errors import InputError
from ...core.job_time import on_runtime, once_per_job
from ...core.limits import MAX_PLAYERS
from ...core.odds import Chosen, Method, parse_method, resolve_seed, sample_in_chunks
from ...core.progress import Progress, no_progress
from ...games.choices import is_omaha_game
from ...games.variants import Variant, variant
from ..hilo.low import best_low_mask, board_mask, own_masks
from ..ranges.omaha_match import HeldClass, OmahaHand, card_number, hand_cards, live_hands
from ..ranges.omaha_report import first_omaha_game, read_omaha_hand, read_omaha_range
from ..seven_card import tables
from .estimate import TIMED_BATCHES, Estimate, estimate_of
from .patterns import BOARD, Seat, count_outcomes, plan
from .plan import DEFAULT_RANGE_TRIALS, Choice, ExactOutOfReach, check_exact_seconds, counts_exactly
from .pot_parts import pot_parts
from .report import explainer_of
from .sample import fixed_outcome
from .shape import EquityReport, PlayerReport, add_parts, counts, method_text, part_columns, report_head
from .spot import (
    Holding,
    Spot,
    board_cards_of,
    check_decks,
    check_places,
    check_player_count,
    equity_variant,
    field_cards,
    is_range_text,
    player_texts,
)
from .tally import Outcome, Tally

MAX_RANGE_HANDS = 300_000  # live hands of one range player (a 6-card "AA" has 1.2 million: narrow it)
MAX_DEALS = 100_000  # deals listed for exact counting
MAX_TRIES = 1_000  # deals tried for one trial before the ranges are said to rarely fit
# Calibrated on this machine (CPython, load ~11): 627 flop deals of a hand v AA:$ds in 1.69 s,
# 597 turn deals in 0.28 s, 341 hi-lo flop deals in 1.42 s (the estimates: 1.7 s, 0.25 s, 1.2 s).
SECONDS_PER_WORK = 1.1e-6  # one unit of patterns.Plan.work for an Omaha deal
SECONDS_PER_DEAL = 1e-4  # setting up one deal's count
SECONDS_PER_LOW_DEAL = 4.5e-4  # a split pot's low set up for one deal (each hand's low table): measured 0.41-0.53 ms


@dataclass(frozen=True)
class RangePlayer:
    """One player: a specific hand (its one live hand) or a range's live hands (listed, unless the range
    is held by class and wider than :data:`~cardlab.poker.ranges.omaha_match.MAX_LISTED`), and for a range
    held by class its live classes."""

    text: str
    hand: Hand | None
    normalized: str
    combos: int  # live hands
    before_removal: int
    # what the text, the board and the dead cards give: not hashed (a job's once-per-job key is the spot)
    hands: tuple[OmahaHand, ...] = field(default=(), compare=False)
    classes: tuple[HeldClass, ...] = field(default=(), compare=False)


@dataclass(frozen=True)
class OmahaRangeSpot:
    """An Omaha equity question where some player holds a range."""

    game: Variant
    players: tuple[RangePlayer, ...]
    board: Hand
    dead: Hand

    @cached_property
    def spot(self) -> Spot:
        """The same question as the report's head reads it (range players hold no known cards).

        >>> parse_omaha_spot(["Ah Kh Qd Jd", "AA"], game="omaha").spot.street
        'preflop'
        """
        return Spot(self.game, tuple(Holding(player.text, player.hand, None, ()) for player in self.players),
                    self.board, self.dead)


def has_omaha_ranges(hands: str | Sequence[str], game: Variant | str) -> bool:
    """True when ``game`` is an Omaha game and some player is given as a range.

    >>> has_omaha_ranges(["Ah Kh Qd Jd", "AA:$ds"], "omaha"), has_omaha_ranges(["Ah Kh", "QQ+"], "holdem")
    (True, False)
    """
    try:
        rules = variant(game)
    except InputError:
        return False
    return is_omaha_game(rules) and any(is_range_text(text, game) for text in player_texts(hands))


def parse_omaha_spot(hands: str | Sequence[str], board: str = "", dead: str = "",
                     game: Variant | str | None = None) -> OmahaRangeSpot:
    """Read and check an Omaha question with ranges; InputError on the field at fault (a range's
    error names its hand).

    >>> parse_omaha_spot(["Ah Kh Qd Jd", "AA:$dq"], game="omaha")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: Hand 2: unknown macro '$dq' in 'AA:$dq': use $ds, $ss, $r, $np or $p
    >>> parse_omaha_spot(["Ah Ad Qd Jd", "AA"], board="As 7c 2s", game="omaha")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: Hand 2: the range 'AA' has no hand left: each uses a known card
    """
    rules = equity_variant(game) if game is not None else first_omaha_game()
    texts = player_texts(hands)
    if len(texts) > MAX_PLAYERS:
        raise InputError(f"{len(texts):,} hands is more than the {MAX_PLAYERS:,} this tool accepts", field="hands")
    if len(texts) < 2:
        raise InputError(f"found {'no hands' if not texts else 'only 1 hand'}; enter at least 2", field="hands")
    check_player_count(rules, len(texts))
    fixed: list[Hand] = []
    for number, text in enumerate(texts, start=1):
        if is_range_text(text, rules.key):
            fixed.append(())
            continue
        fixed.append(read_omaha_hand(text, rules, number))
    try:
        check_disjoint(fixed)
    except InputError as err:
        raise err.located(field="hands") from None
    board_cards = board_cards_of(rules, board)
    dead_cards = field_cards(dead, "dead")
    check_decks(rules, fixed, board_cards, dead_cards)
    check_places(fixed, board_cards, dead_cards)
    known = list(board_cards + dead_cards) + [card for hand in fixed for card in hand]
    players = []
    for number, (text, hand) in enumerate(zip(texts, fixed), start=1):
        if hand:
            one = tuple(sorted(card_number(card) for card in hand))
            players.append(RangePlayer(text, hand, format_cards(hand), 1, 1, (one,)))
            continue
        try:
            held, counted = read_omaha_range(text, rules, known, listed=True, field="hands")
        except InputError as err:
            raise InputError(err.reason, token=err.token, hand=number, field="hands") from None
        if counted.classes is None and counted.combos > MAX_RANGE_HANDS:
            raise InputError(f"the range '{held.text[:40]}' holds {counted.combos:,} hands, more than the "
                             f"{MAX_RANGE_HANDS:,} equity deals from; narrow it", hand=number, field="hands")
        players.append(RangePlayer(text, None, held.text, counted.combos, counted.combos_before_removal,
                                   tuple(counted.hands or ()), tuple(counted.classes or ())))
    return OmahaRangeSpot(rules, tuple(players), board_cards, dead_cards)


def _mask(hand: OmahaHand) -> int:
    bits = 0
    for number in hand:
        bits |= 1 << number
    return bits


@once_per_job  # planned once per job: by the time estimate, then reused by the count
def list_deals(spot: OmahaRangeSpot, limit: int = MAX_DEALS) -> list[tuple[OmahaHand, ...]] | None:
    """Every deal of one live hand per player with no card shared; None when more than ``limit`` (or
    a range held by class is too wide to list).

    >>> len(list_deals(parse_omaha_spot(["Ah Kh Qd Jd", "AA:$ds"], game="omaha")) or [])
    384
    """
    if any(not player.hands for player in spot.players):
        return None
    options = [[(hand, _mask(hand)) for hand in player.hands] for player in spot.players]
    order = sorted(range(len(options)), key=lambda number: len(options[number]))
    deals: list[tuple[OmahaHand, ...]] = []
    chosen: list[OmahaHand] = [()] * len(options)

    def extend(depth: int, used: int) -> bool:
        if depth == len(order):
            deals.append(tuple(chosen))
            return len(deals) <= limit
        for hand, bits in options[order[depth]]:
            if used & bits:
                continue
            chosen[order[depth]] = hand
            if not extend(depth + 1, used | bits):
                return False
        return True

    return deals if extend(0, 0) else None


def unlisted_seconds(spot: OmahaRangeSpot) -> float:
    """Estimated CPython seconds of counting every deal exactly where there are too many deals to
    list: as many deals as the product of the players' live hands (a bound, as Hold'em's ranges take
    it: hands sharing a card are not taken out) at the cost of a deal of the same shape (each range
    player dealt the first cards no one else holds).

    >>> spot = parse_omaha_spot(["AA**", "KK**"], game="omaha")
    >>> spot.players[0].combos * spot.players[1].combos, round(unlisted_seconds(spot) / 3600)
    (48455521, 311)
    >>> round(unlisted_seconds(parse_omaha_spot(["AA**", "KK**"], board="2c 7d 9h", game="omaha")) / 3600)
    11
    """
    taken = {card.deck_index for card in spot.board + spot.dead}
    for player in spot.players:
        taken.update(card.deck_index for card in player.hand or ())
    free = iter([card for card in spot.game.deck.cards if card.deck_index not in taken])
    size = min(spot.game.hole_cards)
    hands = [player.hand or tuple(next(free) for _ in range(size)) for player in spot.players]
    work = plan(hands, spot.board, spot.dead, play=spot.spot.play).work
    return prod(player.combos for player in spot.players) * (work * SECONDS_PER_WORK + SECONDS_PER_DEAL)


def too_many_deals(spot: OmahaRangeSpot, seconds: float | None = None) -> ExactOutOfReach:
    """The refusal of exact counting where the ranges' deals are too many to list, with the time it
    would take (``seconds``, else worked out: :func:`unlisted_seconds`): one message whether the
    estimate or the run says it.

    >>> print(too_many_deals(parse_omaha_spot(["AA**", "KK**"], game="omaha")))  # 13 days here, 26 in the page
    ... # doctest: +ELLIPSIS
    exact counting would have to list more than 100,000 deals of these ranges (about ... days of \
counting); use Monte Carlo (a number of trials)
    """
    took = describe_duration(on_runtime(unlisted_seconds(spot) if seconds is None else seconds))
    return ExactOutOfReach(f"exact counting would have to list more than {MAX_DEALS:,} deals of these ranges "
                           f"({took} of counting); use Monte Carlo (a number of trials)")


def exact_seconds(spot: OmahaRangeSpot, deals: Sequence[tuple[OmahaHand, ...]]) -> float:
    """Estimated CPython seconds of counting every deal exactly.

    >>> spot = parse_omaha_spot(["Ah Kh Qd Jd", "AA:$ds"], board="Ac 7c 2s 3d", game="omaha")
    >>> exact_seconds(spot, list_deals(spot) or []) < 1
    True
    """
    if not deals:
        return 0.0
    work = plan([hand_cards(hand) for hand in deals[0]], spot.board, spot.dead, play=spot.spot.play).work
    per_deal = SECONDS_PER_DEAL + (SECONDS_PER_LOW_DEAL if spot.game.hi_lo else 0.0)
    return len(deals) * (work * SECONDS_PER_WORK + per_deal)



def _new_tally(spot: OmahaRangeSpot) -> Tally:
    return Tally(len(spot.players), pot_parts(spot.game))


def count_deals(spot: OmahaRangeSpot, deals: Sequence[tuple[OmahaHand, ...]],
                progress: Progress = no_progress) -> Tally:
    """Every deal counted exactly over every completion of the board.

    >>> spot = parse_omaha_spot(["Ah Kh Qd Jd", "AsAc**:$ds"], board="Ad 7c 2s 3d", game="omaha")
    >>> tally = count_deals(spot, list_deals(spot) or [])
    >>> tally.boards
    4840
    """
    tally = _new_tally(spot)
    for done, deal in enumerate(deals):
        tally.add(count_outcomes([hand_cards(hand) for hand in deal], spot.board, spot.dead, play=spot.spot.play,
                                 parts=tally.parts))
        progress((done + 1) / len(deals))
    return tally


TIMED_TRIALS = 200
"""Trials in each batch the Monte Carlo estimate times (after the set-up, timed once, and a few untimed
deals); the fastest of TIMED_BATCHES batches counts."""


def sample(spot: OmahaRangeSpot, trials: int, rng: random.Random, progress: Progress = no_progress) -> Tally:
    """``trials`` random deals and boards (each range player's hand uniform among its live hands,
    all redealt when two share a card); InputError when a deal rarely fits.

    >>> spot = parse_omaha_spot(["Ah Kh Qd Jd", "AA:$ds"], board="Ac 7c 2s", game="omaha")
    >>> sample(spot, 200, random.Random(1)).boards
    200
    """
    deal, tally, _ = sampler(spot, rng)
    sample_in_chunks(deal, trials, progress)
    return tally


@dataclass
class NewHands:
    """The hands a sampler has read for the first time (each hand's ways to play, built once and
    reused by every later deal of it) and the seconds that took."""

    count: int = 0
    seconds: float = 0.0


def sampler(spot: OmahaRangeSpot, rng: random.Random) -> tuple[Callable[[int], None], Tally, NewHands]:
    """The set-up of :func:`sample` (each player's live hands with their cards as bits: for a wide
    range most of a short run's time) apart from the dealing: a function that deals so many more
    trials into the tally returned beside it, and what its deals have read of new hands. The time
    estimate times the dealing alone.

    >>> spot = parse_omaha_spot(["Ah Kh Qd Jd", "AA:$ds"], board="Ac 7c 2s", game="omaha")
    >>> deal, tally, new = sampler(spot, random.Random(1))
    >>> deal(30), deal(20), tally.boards, 1 < new.count <= 50 + 1
    (None, None, 50, True)
    """
    fixed = 0
    for card in spot.board + spot.dead:
        fixed |= 1 << card.deck_index
    known = fixed
    for player in spot.players:
        if player.hand is not None:
            known |= _mask(player.hands[0])
    options = [_by_class(player.classes, known, rng) if player.classes else
               _by_hand([(hand, _mask(hand)) for hand in player.hands], rng) for player in spot.players]
    deck = [(card, 1 << card.deck_index) for card in spot.game.deck.cards if not fixed >> card.deck_index & 1]
    to_come = BOARD - len(spot.board)
    seats: dict[OmahaHand, Seat] = {}
    new = NewHands()
    lows: dict[OmahaHand, tuple[int, ...]] = {}
    hi_lo = spot.game.hi_lo
    tally = _new_tally(spot)
    board = list(spot.board)
    play = spot.spot.play
    assert play is not None  # an Omaha game: exactly so many own and board cards

    def deal(count: int) -> None:
        found: dict[Outcome, int] = {}
        for _ in range(count):
            for _ in range(MAX_TRIES):
                used, chosen = fixed, []
                for draw in options:
                    hand, bits = draw()
                    if used & bits:
                        break
                    used |= bits
                    chosen.append(hand)
                else:
                    break
            else:
                raise InputError("these ranges rarely fit together without sharing a card; narrow the ranges "
                                 "that overlap", field="hands")
            full = board + rng.sample([card for card, bit in deck if not used & bit], to_come)
            players = []
            for hand in chosen:
                seat = seats.get(hand)
                if seat is None:
                    started = time.perf_counter()
                    seat = seats[hand] = Seat.of(hand_cards(hand), play)
                    lows[hand] = own_masks(hand_cards(hand), play[0])
                    new.count, new.seconds = new.count + 1, new.seconds + time.perf_counter() - started
                players.append(seat)
            outcome = fixed_outcome(players, full, play)
            if hi_lo:
                mask = board_mask(full)
                outcome += tuple(best_low_mask(lows[hand], mask, play[1]) for hand in chosen)
            found[outcome] = found.get(outcome, 0) + 1
        tally.add(found)

    return deal, tally, new


RENAMINGS = tuple(permutations(range(4)))
RENAMING_TRIES = 48  # random renamings tried for a live hand of a class before its live hands are listed
Draw = Callable[[], tuple[OmahaHand, int]]  # one random live hand of a player, and its cards as bits


def _by_hand(hands: Sequence[tuple[OmahaHand, int]], rng: random.Random) -> Draw:
    """A uniform draw from listed hands (with their bits)."""
    if len(hands) == 1:
        return lambda: hands[0]
    return lambda: hands[rng.randrange(len(hands))]


def _by_class(classes: Sequence[HeldClass], known: int, rng: random.Random) -> Draw:
    """A uniform draw from a range held by class: a class weighted by its live hands, then one of them
    (the class's live hands, without a ``known`` card, listed on its first draw).

    >>> parts = [HeldClass((48, 49, 50, 51), None, 1), HeldClass((44, 45, 48, 49), None, 6)]
    >>> draw = _by_class(parts, 0, random.Random(2))
    >>> len({draw()[0] for _ in range(300)})   # AsAhAdAc and the six of AxAyKxKy
    7
    """
    bounds = list(accumulate(part.live for part in classes))
    total = bounds[-1]
    listed: dict[int, list[tuple[OmahaHand, int]]] = {}

    def draw() -> tuple[OmahaHand, int]:
        place = bisect_right(bounds, rng.randrange(total))
        part = classes[place]
        if part.hands is None:
            for _ in range(RENAMING_TRIES):  # a random renaming of suits: each hand of the class as likely
                suits = RENAMINGS[rng.randrange(24)]
                hand = tuple(sorted(card - (card & 3) + suits[card & 3] for card in part.key))
                bits = _mask(hand)
                if not bits & known:
                    return hand, bits
        hands = listed.get(place)
        if hands is None:
            hands = listed[place] = [(hand, _mask(hand)) for hand in live_hands(part, known)]
        return hands[rng.randrange(len(hands))] if len(hands) > 1 else hands[0]

    return draw


def omaha_estimate(spot: OmahaRangeSpot, *, method: str = "auto", trials: int | None = None) -> Estimate:
    """How long :func:`omaha_range_report` will take, and by which method: exact by its cost model
    (CPython seconds, on this runtime by :func:`~cardlab.core.job_time.on_runtime`), Monte Carlo
    by timing a few trials of this very spot.
    A deal's first hand of a kind is read once (its ways to play) and reused: the timed trials read
    mostly new hands, the run mostly known ones (52 us a trial at first, 13 us after 5,000 for AA:$ds
    against KK:$ds), so the reading is timed apart and charged for the distinct hands the run is
    expected to meet (:func:`distinct_expected`).

    >>> spot = parse_omaha_spot(["Ah Kh Qd Jd", "AA:$ds"], board="Ac 7c 2s 3d", game="omaha")
    >>> found = omaha_estimate(spot)
    >>> found["method"], found["seconds"] < 1
    ('exact', True)
    """
    requested = parse_method(method)
    deals = list_deals(spot) if requested != "monte-carlo" or trials is None else None
    if deals == []:
        raise InputError("these ranges never fit together: every deal gives two players the same card", field="hands")
    seconds = exact_seconds(spot, deals) if deals else float("inf")
    if deals and counts_exactly(requested, trials, seconds):
        return estimate_of("exact", on_runtime(seconds))
    if requested == "exact":
        raise too_many_deals(spot)
    runs = trials if trials is not None else DEFAULT_RANGE_TRIALS
    started = time.perf_counter()
    deal, _, new = sampler(spot, random.Random(0))
    set_up = time.perf_counter() - started  # once per job, not per trial
    deal(20)  # the first deals value hands the tables see first
    batches = []
    for _ in range(TIMED_BATCHES):  # the fastest counts: a pause only ever adds time
        started, reading = time.perf_counter(), new.seconds
        deal(TIMED_TRIALS)
        batches.append(time.perf_counter() - started - (new.seconds - reading))
    dealing = min(batches) / TIMED_TRIALS * runs
    per_hand = new.seconds / new.count if new.count else 0.0
    hands = sum(distinct_expected(player.combos, runs) for player in spot.players)
    return estimate_of("monte-carlo", set_up + dealing + per_hand * hands)


def distinct_expected(hands: int, draws: int) -> float:
    """How many different hands ``draws`` uniform draws from ``hands`` meet on average.

    >>> distinct_expected(1, 250_000), round(distinct_expected(1_000, 1_000), 1), round(distinct_expected(10**6, 10))
    (1.0, 632.3, 10)
    """
    if hands <= 1:
        return float(hands)
    return -hands * expm1(draws * log1p(-1 / hands))


def omaha_range_report(spot: OmahaRangeSpot, *, method: str = "auto", trials: int | None = None,
                       seed: int | None = None, progress: Progress = no_progress) -> EquityReport:
    """The equity report (the shape every equity report has) of an Omaha spot with ranges.

    >>> spot = parse_omaha_spot(["Ah Kh Qd Jd", "AsAc**:$ds"], board="Ad 7c 2s 3d", game="omaha")
    >>> report = omaha_range_report(spot)
    >>> report["method"], report["deals"], [p["equity_fraction"] for p in report["players"]]
    ('exact', 121, ['7/40', '33/40'])
    >>> report["players"][1]["range"]["combos"], report["players"][1]["range"]["combos_before_removal"]
    (121, 144)
    """
    requested: Method = parse_method(method)
    progress(0.0)
    tables()
    deals = list_deals(spot) if requested != "monte-carlo" or trials is None else None
    if deals == []:
        raise InputError("these ranges never fit together: every deal gives two players the same card", field="hands")
    seconds = exact_seconds(spot, deals) if deals is not None else unlisted_seconds(spot)
    exact = deals is not None and counts_exactly(requested, trials, seconds)
    if requested == "exact" and deals is None:
        raise too_many_deals(spot, seconds)  # the seconds just worked out, not a second plan of a deal
    if requested == "exact":
        check_exact_seconds(seconds, " for these ranges")
    chosen: Chosen = "exact" if exact else "monte-carlo"
    choice = Choice(requested, chosen, "by deal" if exact else "sampling", round(seconds, 3), None)
    runs = used_seed = 0
    if exact:
        assert deals is not None
        tally = count_deals(spot, deals, progress)
    else:
        runs = trials if trials is not None else DEFAULT_RANGE_TRIALS
        used_seed = resolve_seed(seed)
        tally = sample(spot, runs, random.Random(used_seed), progress)
    players = [_player(spot, number, tally, exact) for number in range(len(spot.players))]
    report = report_head(spot.spot, choice, tally, players, None, runs=runs, seed=used_seed, ranges=True)
    if exact:
        report["exact_way"] = "by deal"
        report["deals"] = len(deals or ())
        report["counts"] = len(deals or ())
    add_parts(report, tally)
    report["method_text"] = method_text(choice, report, tally)
    return report


def hand_now(spot: OmahaRangeSpot, number: int) -> str:
    """A player's hand of cards now, as the equity of hands alone names it (the explainer of the
    game's pot, on the hand alone): the hole cards before the flop, the best hand after it, and in
    a split pot the low too.

    >>> hand_now(parse_omaha_spot(["As Kd Qs Jd", "AA**"], game="omaha"), 0)
    'Ace-King-Queen-Jack double-suited'
    >>> hand_now(parse_omaha_spot(["As Kd Qs Jd", "AA**"], board="Ah 7c 2s", game="omaha"), 0)
    'Pair of Aces, King kicker'
    >>> hand_now(parse_omaha_spot(["As 3d Qs Jd", "KK**"], board="7c 2s 5h", game="omaha-hilo"), 0)
    'High Card, Ace-high; low 7-5-3-2-A'
    """
    alone = replace(spot.spot, players=(spot.spot.players[number],))
    return explainer_of(alone).current(0)


def _player(spot: OmahaRangeSpot, number: int, tally: Tally, exact: bool) -> PlayerReport:
    from ...core.odds import fraction_text
    from ..ranges.omaha_report import omaha_size_text

    player = spot.players[number]
    held = f"a range of {player.combos:,} hand{'' if player.combos == 1 else 's'}"
    entry = cast(PlayerReport, {
        "hand": player.normalized,
        "cards": [card_json(card) for card in player.hand] if player.hand else [],
        **counts(tally, number, exact),
        "current": held if player.hand is None else hand_now(spot, number),
        "needs": held if player.hand is None else "",
        "outs": [],
    })
    if exact:
        entry["tie_share_boards"] = fraction_text(tally.tie_share(number))
    if player.hand is None:
        from math import comb

        all_hands = comb(spot.game.deck.size, spot.game.hole_cards[0])
        entry["range"] = {
            "text": player.text.strip(),
            "normalized": player.normalized,
            "combos": player.combos,
            "combos_before_removal": player.before_removal,
            "weighted_combos": float(player.combos),
            "share": player.before_removal / all_hands,
            "size_text": omaha_size_text(player.normalized, player.combos, player.before_removal, all_hands),
            "classes": [],
        }
    entry.update(part_columns(tally, number))
    return entry
