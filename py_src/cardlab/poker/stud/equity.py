"""Stud equity (seven-card stud, stud hi-lo, razz) with unknown down cards: the one equity report
every consumer reads (``poker.equity``, ``cardlab equity``; the keys of
:class:`~cardlab.poker.equity.shape.EquityReport`), where ``boards`` is the number of deals
counted. The planner estimates each exact way (:mod:`cardlab.poker.stud.count`) before any work and runs
the cheapest, or seeded Monte Carlo when exact would be slow (``auto``) or is asked for. Rules:
``docs/rules.md``, "Seven-card stud, stud hi-lo and razz".

>>> from cardlab.poker.stud.spot import parse_stud_spot
>>> report = stud_equity_report(parse_stud_spot(["Ah Kd 2c", "Qs Jc 9h"], game="razz"))
>>> report["method"], report["strategy"], report["boards"], [p["equity_fraction"] for p in report["players"]]
('exact', 'rank patterns', 18265297050, ['1880399282/3044216175', '1163816893/3044216175'])
"""

from __future__ import annotations

import operator
from dataclasses import dataclass
from typing import cast

from ...core.cards import Card, Hand, card_json, format_cards
from ...core.durations import describe_duration
from ...core.job_time import on_runtime
from ...core.odds import Chosen, fraction_text, parse_method, resolve_seed
from ...core.progress import Progress, no_progress
from ...core.words import plural
from ...games.categories import (
    FOUR_OF_A_KIND,
    FULL_HOUSE,
    HIGH_CARD,
    ONE_PAIR,
    THREE_OF_A_KIND,
    TWO_PAIRS,
    deciding_ranks,
)
from ...games.own_streets import OwnStreetName
from ...games.rankings import ranking
from ...games.variants import Variant
from ..equity.estimate import Estimate, estimate_of
from ..equity.plan import DEFAULT_TRIALS, EXACT_SECONDS, Choice, Strategy, check_exact_seconds, counts_exactly
from ..equity.shape import CategoryRow, EquityReport, PlayerReport, counts, error_text, part_rows, report_head
from ..equity.tally import Tally
from ..evaluator import best_five, short_name
from ..hilo.equity import low_rows
from ..hilo.low import low_possible, missing_low
from ..hilo.tally import SplitTally
from ..seven_card import tables
from .count import by_rank, count_deals, deals_work, empty_tally, heads_up_tally, heads_up_work, sample_deals
from .flush_count import heads_up_flush_tally, splits_by_suit, suit_split_work
from .split_count import split_heads_up_tally, split_rank_pattern_tally
from .spot import StudSpot

# The cost models' CPython rates, fitted to a quiet run of bench/stud_rates.py in session 26 (its docstring
# and README give the ratios) and set about 1.1x above the fit, as the other planners' rates sit here:
SECONDS_PER_DRAW = 1e-6  # one rank multiset valued or looked up by the inclusion-exclusion count (razz
# heads-up: 0.88 us; 1.5 us had made every razz estimate 1.6-1.8x too long)
SECONDS_PER_CARD_DRAW = 1e-6  # one card set looked up by C-level maps in the count by card (no suit split)
SUIT_SPLIT_RATES: dict[bool, tuple[float, float, float]] = {
    False: (1.3e-6, 0.55e-6, 3.8e-6),
    True: (2.3e-6, 1.25e-6, 7.3e-6),
}
"""Seconds of each part of the count by rank pattern with the flush draws apart (stud's high, alone or
paired with stud hi-lo's low: ``True``), as :class:`~cardlab.poker.stud.flush_count.SuitSplitWork`
counts them: a rank multiset, a flush correction, a corrected shared set. One rate for all (1.5 and
4 us) had said 2.5-3.5x too long where the flush draws are many (door cards and one more)."""
SECONDS_PER_SPLIT_DRAW = 1.5e-6  # a card set of the count by card, stud hi-lo's high and low paired (split_count)
SECONDS_PER_DEAL = {True: 2.7e-6, False: 4e-6}  # one leaf of counting by deal: by rank multiset (razz), by card
TRIAL_SECONDS = 4.7e-6  # one Monte Carlo deal: this, and for each player and each card dealt the rates below
TRIAL_SECONDS_PER_PLAYER = 1.25e-6
TRIAL_SECONDS_PER_CARD = 0.5e-6
HI_LO_TRIAL_FACTOR = 1.25  # a deal valued high and low
EXACT_OVER_SAMPLING = 2.0  # auto: exact too when it should take at most this many times the default sample
# (an exact answer is worth a little more time than an estimate: a razz third street with dead cards,
# about 2 s either way, had been sampled; helper, session 19. It was 3 while a sampled deal was priced
# about 1.5x too cheap: 2 keeps auto's bounds in seconds where they were, so a shared link that ran at
# once still does, now that the sample's estimate is right.)


@dataclass(frozen=True)
class StudHead:
    """What :func:`~cardlab.poker.equity.shape.report_head` reads of a spot
    (:class:`~cardlab.poker.equity.shape.AskedSpot`), for a stud spot: the community card is the
    board, ``to_come`` every card still to be dealt; so the stud report shares its head instead of
    writing the same columns again."""

    game: Variant
    street: OwnStreetName
    board: Hand
    dead: Hand
    unseen: tuple[Card, ...]
    to_come: int

    @classmethod
    def of(cls, spot: StudSpot) -> StudHead:
        """The view of a stud spot.

        >>> from cardlab.poker.stud.spot import parse_stud_spot
        >>> head = StudHead.of(parse_stud_spot(["7h 5c 4d 2s Kc", "Qs Jc 9h"], game="razz"))
        >>> head.street, head.to_come, len(head.unseen)
        ('fifth', 6, 44)
        """
        return cls(spot.game, spot.street, spot.community, spot.dead, spot.unseen, sum(spot.to_come) + spot.shared)


def exact_way(spot: StudSpot) -> tuple[Strategy, float]:
    """The cheapest exact way and its estimated CPython seconds: inclusion-exclusion heads-up
    (``rank patterns`` by rank; ``by player``: by rank with the flush draws by card, or by card
    where the flush draws are too many), else ``by deal``.

    >>> from cardlab.poker.stud.spot import parse_stud_spot
    >>> exact_way(parse_stud_spot(["Ah Kd 2c", "Qs Jc 9h"], game="razz"))[0]
    'rank patterns'
    >>> exact_way(parse_stud_spot(["Ah Kd 2c", "Qs Jc 9h"], game="stud"))   # the flushes corrected card by card
    ('by player', 0.1341938)
    >>> exact_way(parse_stud_spot(["Ah Kd 2c 4d 5d 6d", "Qs Jc 9h 8h 7h 6h", "2s 3s 4s 5s"], game="stud"))[0]
    'by deal'
    >>> exact_way(parse_stud_spot(["Ah Kd 2c", "Qs Jc 9h"], game="stud8"))   # the same, high and low paired
    ('by player', 0.2555668)
    >>> exact_way(parse_stud_spot(["Ah 7h", "Ks 8s"], game="stud8"))   # too many flush draws: by card
    ('by player', 164.381184)
    """
    rank = by_rank(spot)
    deal_seconds = deals_work(spot) * SECONDS_PER_DEAL[rank]
    if rank or not heads_up_work(spot):
        seconds = heads_up_work(spot) * SECONDS_PER_DRAW
    elif splits_by_suit(spot):  # by rank pattern, the flush draws card by card
        seconds = sum(map(operator.mul, suit_split_work(spot), SUIT_SPLIT_RATES[spot.game.hi_lo]))
    else:
        seconds = heads_up_work(spot) * (SECONDS_PER_SPLIT_DRAW if spot.game.hi_lo else SECONDS_PER_CARD_DRAW)
    if seconds and seconds < deal_seconds:
        return ("rank patterns" if rank else "by player"), seconds
    return "by deal", deal_seconds


def choose_stud(spot: StudSpot, method: str = "auto", *, trials: int | None = None) -> Choice:
    """Exact when it is quick (``auto``: within :data:`~cardlab.poker.equity.plan.EXACT_SECONDS`, or
    within :data:`EXACT_OVER_SAMPLING` times the default sample's time) or asked for (refused beyond
    the longest exact run, before any work), Monte Carlo when asked for (exact anyway when it is
    cheap and no trials are given).

    >>> from cardlab.poker.stud.spot import parse_stud_spot
    >>> choose_stud(parse_stud_spot(["Ah Kd 2c", "Qs Jc 9h", "7c 7d 8s"], game="stud8")).method
    'monte-carlo'
    >>> choose_stud(parse_stud_spot(["As 2d 3c", "4h"], dead="Kc Qd", game="razz")).method
    'exact'
    >>> choose_stud(parse_stud_spot(["Ah Kd 2c", "Qs Jc 9h", "7c 7d 8s"], game="stud8"), "exact")
    ... # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    cardlab.poker.equity.plan.ExactOutOfReach: exact counting would take about ... years here, over the limit of ...
    """
    requested = parse_method(method)
    strategy, seconds = exact_way(spot)
    if requested == "exact":
        check_exact_seconds(seconds)
    quick = max(EXACT_SECONDS, EXACT_OVER_SAMPLING * DEFAULT_TRIALS * trial_seconds(spot))
    exact = counts_exactly(requested, trials, seconds, quick_seconds=quick)
    chosen: Chosen = "exact" if exact else "monte-carlo"
    return Choice(requested, chosen, strategy if exact else "sampling", round(seconds, 3), None)


def stud_estimate(spot: StudSpot, *, method: str = "auto", trials: int | None = None) -> Estimate:
    """The estimate of ``poker.equity`` for a stud spot, by the method asked for: the exact way's
    cost model, or Monte Carlo's (:func:`trial_seconds` a deal); the same refusals as running it.
    Monte Carlo is not timed on the spot, as Hold'em's is: in a page just opened a few timed stud
    deals run on code the browser has not optimized yet, and a link's 1-3 s job was said to take
    6 s to 2 minutes (helper review, session 13), so it waited for a click.

    >>> from cardlab.core.job_time import PAGE_FACTOR
    >>> from cardlab.poker.stud.spot import parse_stud_spot
    >>> stud_estimate(parse_stud_spot(["Ah Kd 2c 4d 5d 6d", "Qs Jc 9h 8h 7h 6h"], game="razz"))["method"]
    'exact'
    >>> stud_estimate(parse_stud_spot(["Ah Kh 2h", "Qh"], game="stud"), trials=100_000)["seconds"] / PAGE_FACTOR
    1.22
    """
    choice = choose_stud(spot, method, trials=trials)
    if choice.method == "exact":
        return estimate_of("exact", choice.exact_seconds_here)
    runs = DEFAULT_TRIALS if trials is None else trials
    return estimate_of("monte-carlo", on_runtime(round(runs * trial_seconds(spot), 6)))


def trial_seconds(spot: StudSpot) -> float:
    """CPython seconds of one Monte Carlo deal of ``spot``: by its players and the cards dealt to them,
    valued high and low or not (bench/stud_rates.py: 24 spots a game, 2 to 8 players, from door cards to
    sixth street, ran 0.76-1.57x this model in session 26).

    >>> from cardlab.poker.stud.spot import parse_stud_spot
    >>> round(trial_seconds(parse_stud_spot(["Ah", "Kd", "5c"], game="stud-hilo")) * 1e6, 2)   # 18.8 us measured
    21.81
    """
    dealt = spot.shared + sum(spot.to_come)
    seconds = TRIAL_SECONDS + TRIAL_SECONDS_PER_PLAYER * len(spot.known) + TRIAL_SECONDS_PER_CARD * dealt
    return seconds * HI_LO_TRIAL_FACTOR if spot.game.hi_lo else seconds


def count_stud(spot: StudSpot, choice: Choice, *, trials: int | None = None, seed: int | None = None,
               progress: Progress = no_progress) -> tuple[Tally | SplitTally, int, int]:
    """Run the chosen way: the tally, the trials run (0 when exact) and the seed used (0 when exact).

    >>> from cardlab.poker.stud.spot import parse_stud_spot
    >>> spot = parse_stud_spot(["Ah Kd 2c 4d 5d 6d", "Qs Jc 9h 8h 7h 6h"], game="stud")
    >>> tally, runs, used = count_stud(spot, choose_stud(spot))
    >>> tally.boards, runs
    (1560, 0)
    """
    progress(0.0)
    if not by_rank(spot):
        tables()  # the seven-card tables (first use) before progress starts
    if choice.strategy == "by player" and spot.game.hi_lo:
        by_rank_pattern = splits_by_suit(spot)
        return (split_rank_pattern_tally if by_rank_pattern else split_heads_up_tally)(spot, progress), 0, 0
    if choice.strategy == "by player" and splits_by_suit(spot):
        return heads_up_flush_tally(spot, progress), 0, 0
    if choice.strategy in ("rank patterns", "by player"):
        return heads_up_tally(spot, progress), 0, 0
    tally = empty_tally(spot)
    if choice.method == "exact":
        tally.add(count_deals(spot, progress))
        return tally, 0, 0
    runs = DEFAULT_TRIALS if trials is None else trials
    used_seed = resolve_seed(seed)
    tally.add(sample_deals(spot, runs, used_seed, progress=progress))
    return tally, runs, used_seed


def stud_equity_report(spot: StudSpot, *, method: str = "auto", trials: int | None = None, seed: int | None = None,
                       progress: Progress = no_progress) -> EquityReport:
    """The equity report of a stud spot: each player's share of the pot over every deal of the
    cards still to come (``boards``: the deals), wins and ties (of the high half in stud hi-lo,
    with the low half, scoops and quarters beside), final categories and, for stud hi-lo, lows.

    >>> from cardlab.poker.stud.spot import parse_stud_spot
    >>> report = stud_equity_report(parse_stud_spot(["Ah 2d 4c 7s 8d Kc", "Qs Qd 5s 3s 6h 9c"], game="stud8"))
    >>> report["boards"], [(p["equity_fraction"], p["scoops"]) for p in report["players"]], report["no_low_boards"]
    (1560, [('57/104', 150), ('47/104', 0)], 0)
    """
    choice = choose_stud(spot, method, trials=trials)
    tally, runs, used_seed = count_stud(spot, choice, trials=trials, seed=seed, progress=progress)
    exact = choice.method == "exact"
    players = [_player(spot, tally, number, exact) for number in range(len(spot.known))]
    report = report_head(StudHead.of(spot), choice, tally, players, None, runs=runs, seed=used_seed)
    report["community_to_come"] = spot.shared
    if isinstance(tally, Tally) and _low_pot(spot):
        report["categories"] = razz_rows(tally)
    if isinstance(tally, SplitTally):
        report["hi_lo"] = True
        report["no_low_boards"] = tally.no_low_boards
        report["no_low"] = tally.no_low_boards / max(1, tally.boards)
        report["low_categories"] = low_rows(tally)
    report["method_text"] = stud_method_text(spot, choice, tally, used_seed)
    return report


def _low_pot(spot: StudSpot) -> bool:
    return ranking(spot.game.evaluator).low


def _player(spot: StudSpot, tally: Tally | SplitTally, number: int, exact: bool) -> PlayerReport:
    hand = spot.known[number]
    found = counts(tally, number, exact)
    entry = cast(PlayerReport, {
        "hand": format_cards(hand),
        "cards": [card_json(card) for card in hand],
        **found,
        "current": _current(spot, number),
        "needs": "",
        "outs": [],
        "unknown_down": spot.held - len(hand),
    })
    if entry["unknown_down"]:
        entry["down_text"] = down_text(entry["unknown_down"])
    if isinstance(tally, SplitTally):
        deals = max(1, tally.boards)
        entry.update({"low_boards": tally.low_boards[number], "low_wins": tally.low_wins[number],
                      "low_ties": tally.low_ties[number], "low": tally.low_boards[number] / deals,
                      "low_win": tally.low_wins[number] / deals, "low_tie": tally.low_ties[number] / deals,
                      "quarters": tally.quarters[number], "quarter": tally.quarters[number] / deals})
    if exact:
        entry["tie_share_boards"] = fraction_text(tally.tie_share(number))
    return entry


def down_text(unknown: int) -> str:
    """A player's unknown down cards, short, as the hand's column and the CLI write them after
    the known cards ("Qs Jc 9h +2 down").

    >>> down_text(1)
    '+1 down'
    """
    return f"+{unknown} down"


def _current(spot: StudSpot, number: int) -> str:
    """What the player's known cards make now (five or more, all known): in stud hi-lo the high and
    the low, as the Omaha Hi-Lo equity says them; else what the known cards make so far
    (:func:`made_so_far`) and how many are known.

    >>> from cardlab.poker.stud.spot import parse_stud_spot
    >>> spot = parse_stud_spot(["7h 5c 4d 2s Kc", "Qs Jc 9h"], game="razz")
    >>> _current(spot, 0), _current(spot, 1)
    ('K-7 low, K-7-5-4-2', 'Q-J-9 so far, 3 cards known, 2 down cards unknown')
    >>> spot = parse_stud_spot(["As 2d 8c 5h 7s", "Kc Ks 4h Kd Qc"], game="stud-hilo")
    >>> _current(spot, 0), _current(spot, 1)
    ('High Card, Ace-high; low 8-7-5-2-A', 'Three of a Kind, Kings; no low possible')
    >>> _current(parse_stud_spot(["As 2d Kc Qh Jd 9s", "Kh Ks 4h Kd Qc"], game="stud-hilo"), 0)  # sixth street
    'High Card, Ace-high; no low possible'
    >>> _current(parse_stud_spot(["Ah Kh 9h 2c 3d", "Qd Qc 7s"], game="stud"), 1)
    'Pair of Queens so far, 3 cards known, 2 down cards unknown'
    """
    hand = spot.known[number] + spot.community
    unknown = spot.held - len(spot.known[number])
    if len(hand) < 5 or unknown:
        missing = f", {plural(unknown, 'down card')} unknown" if unknown else ""
        return f"{made_so_far(spot.game, hand)} so far, {plural(len(hand), 'card')} known{missing}"
    if len(spot.game.pot) == 1:
        return ranking(spot.game.evaluator).play(hand, (), None, None).name
    parts: list[str] = []
    for share in spot.game.pot:  # each part of a split pot: the high, then the low with its qualifier
        played = ranking(share.ranking)
        made = played.play(hand, (), None, None)
        if played.takes_part(made.value, share.qualifier):
            parts.append(f"{share.name} {made.name}" if parts else made.name)
        else:
            coming = spot.to_come[number] + spot.shared
            parts.append(missing_low(share.name, cards_to_come=coming > 0, possible=coming > 0 and low_possible(
                hand, (), None, own_to_come=coming, qualifier=share.qualifier)))
    return "; ".join(parts)


def made_so_far(game: Variant, cards: Hand) -> str:
    """What cards of a stud hand make so far, for each part of the pot: a high hand's pairs, trips
    or top card (its best five once there are five), a low's lowest different ranks (by the rule
    set's aces; only those that can play under the qualifier: "no low card" when none can).

    >>> from cardlab.core.cards import parse_hand
    >>> from cardlab.games.variants import variant
    >>> made_so_far(variant("razz"), parse_hand("Kd 4c Ah 8d 4s")), made_so_far(variant("stud"), parse_hand("Kd 4c"))
    ('K-8-4-A', 'King-high')
    >>> made_so_far(variant("razz"), parse_hand("Kd Qc 9h 7d 5s 3c"))
    'Q-9-7-5-3'
    >>> hi_lo = variant("stud-hilo")
    >>> made_so_far(hi_lo, parse_hand("As 2d 3c 8h")), made_so_far(hi_lo, parse_hand("Kc Ks 9h"))
    ('Ace-high; low 8-3-2-A', 'Pair of Kings; no low card')
    >>> made_so_far(variant("stud"), parse_hand("7c 7d Kh Ks")), made_so_far(variant("stud"), parse_hand("9c 9d 9h"))
    ('Two Pair, Kings and Sevens', 'Three of a Kind, Nines')
    """
    parts: list[str] = []
    for share in game.pot:
        played = ranking(share.ranking)
        if played.low and played.rules is not None:
            ace_low = played.rules.ace == "low"
            value = {card.rank: 1 if card.rank == 14 and ace_low else card.rank for card in cards}
            playing = sorted(rank for rank in set(value.values()) if share.qualifier is None or rank <= share.qualifier)
            chars = {value[card.rank]: card.rank_char for card in cards}
            low = "-".join(chars[rank] for rank in playing[:5][::-1]) or f"no {share.name} card"
            parts.append(f"{share.name} {low}" if parts and playing else low)
        else:
            parts.append(_high_so_far(cards))
    return "; ".join(parts)


PARTIAL_CATEGORY: dict[tuple[int, int], int] = {
    (4, 0): FOUR_OF_A_KIND, (4, 1): FOUR_OF_A_KIND, (3, 2): FULL_HOUSE, (3, 0): THREE_OF_A_KIND,
    (3, 1): THREE_OF_A_KIND, (2, 2): TWO_PAIRS, (2, 0): ONE_PAIR, (2, 1): ONE_PAIR,
    (1, 0): HIGH_CARD, (1, 1): HIGH_CARD,
}
"""A high hand's category from its two largest groups of a rank (the second at most 2, 0 when there
is none): what cards fewer than five make so far."""


def _high_so_far(cards: Hand) -> str:
    """Cards as a high hand so far, named without kickers as the evaluator names it: fewer than five
    by their groups of a rank (:data:`PARTIAL_CATEGORY`), five or more by their best five.

    >>> from cardlab.core.cards import parse_hand
    >>> _high_so_far(parse_hand("Ah Kh")), _high_so_far(parse_hand("Ah Kh 9h 2c 3d"))
    ('Ace-high', 'Ace-high')
    """
    if len(cards) >= 5:
        return short_name(best_five(cards)[0])
    counts, ordered = deciding_ranks([card.rank for card in cards])
    key = (counts[0], min(counts[1], 2) if len(counts) > 1 else 0)
    return short_name((PARTIAL_CATEGORY[key], ordered))


def razz_rows(tally: Tally) -> list[CategoryRow]:
    """Per razz final class, best first (the wheel, 6-low .. K-low, one pair .. four of a kind):
    how many deals each player ends in it (a razz pot's rows, its one part's labels).

    >>> from cardlab.poker.stud.count import LowTally
    >>> from cardlab.poker.stud.values import PACK
    >>> tally = LowTally.empty(2)
    >>> tally.add({(5 * PACK**4, 9 * PACK**4): 2})   # a 5-low (the wheel) against a 9-low
    >>> [(row["name"], row["boards"]) for row in razz_rows(tally) if any(row["boards"])]
    [('Wheel (5-4-3-2-A)', [2, 0]), ('9-low', [0, 2])]
    """
    return part_rows(tally, tally.parts[0], tally.first)


def stud_method_text(spot: StudSpot, choice: Choice, tally: Tally | SplitTally, seed: int) -> str:
    """How the answer was counted, in one sentence.

    >>> from cardlab.poker.stud.spot import parse_stud_spot
    >>> print(stud_equity_report(parse_stud_spot(["7h 5c 4d 2s Kc", "Qs Jc 9h"], game="razz"))["method_text"])
    ... # doctest: +NORMALIZE_WHITESPACE
    All 105,885,780 deals of the 6 cards to come (2 unknown down cards among them) were counted exactly,
    by rank pattern, as that is quick here.
    """
    own = sum(spot.to_come)
    cards = own + spot.shared
    unknown = sum(spot.held - len(hand) for hand in spot.known)
    among = f" ({plural(unknown, 'unknown down card')} among them)" if unknown else ""
    shared = (" and the community card" if own else "the community card") if spot.shared else ""
    if choice.method == "exact":
        why = {"auto": ", as that is quick here",
               "monte-carlo": " instead of sampled, as that is quick here"}.get(choice.requested, "")
        paired = " (each deal's high and low paired)" if spot.game.hi_lo else ""
        if choice.strategy == "by player" and splits_by_suit(spot):
            paired += " by rank pattern (flush draws card by card)"
        how = {"rank patterns": ", by rank pattern", "by player": f", each player's hands counted once{paired} and "
               "shared cards taken out by inclusion-exclusion", "by deal": ""}.get(choice.strategy, "")
        if cards == 0:
            return "Every card is out, so the showdown gives the exact result."
        dealt = f"the {plural(own, 'card')}" if own else ""
        return f"All {tally.boards:,} deals of {dealt}{shared} to come{among} were counted exactly{how}{why}."
    trials = "1 trial" if tally.boards == 1 else f"{tally.boards:,} trials"
    reason = (f", as an exact count would take {describe_duration(choice.exact_seconds_here)}"
              if choice.requested == "auto" else "")
    return (f"Monte Carlo estimate from {trials}, each a random deal of the {plural(cards, 'card')} to come{among} "
            f"(seed {seed}), {error_text(tally)}{reason}.")
