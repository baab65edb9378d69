"""Range benchmark (issue #16): equity with hand ranges against named peers, in one run; prints
times and ratios (the issue's targets beside them).

    .venv/bin/python bench/ranges.py [--full] [--pokerkit-samples 4000]

1. AhKh vs QQ+ preflop, exact (12 deals after card removal): Card Lab's whole report (auto picks
   exact, counting suit-renamed deals once), the naive per-combo loop (Card Lab's exact count for
   each of the 12 deals in turn, nothing shared), and a naive loop over every board of every deal
   calling phevaluator 0.6.0's C evaluator twice per board (timed on its first boards and scaled,
   or run whole with --full, which also checks its counts against ours). pokerkit's
   calculate_equities (Monte Carlo) at the sample count that gives a standard error of 0.1%.
2. AhKh vs random preflop, Monte Carlo at +-0.1%: ours (250,000 trials) and pokerkit at the same
   standard error.
3. A 20% range vs a 10% range preflop, Monte Carlo at +-0.2%: ours and pokerkit at the same
   standard error.

pokerkit is slow (about a millisecond a sample here), so it runs ``--pokerkit-samples`` samples and
its time is scaled to the sample count of equal standard error (both average independent deals).
"""

from __future__ import annotations

import argparse
import importlib
import random
import sys
import time
from collections.abc import Callable, Sequence
from itertools import combinations, islice
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py_src"))
from cardlab.api import call  # noqa: E402
from cardlab.core.cards import FULL_DECK, Card  # noqa: E402
from cardlab.poker.equity.patterns import count_outcomes  # noqa: E402
from cardlab.poker.equity.spot import parse_spot  # noqa: E402
from cardlab.poker.equity.tally import Tally  # noqa: E402
from cardlab.poker.ranges.classes import ALL_COMBOS  # noqa: E402
from cardlab.poker.seven_card import tables  # noqa: E402

NAIVE_SAMPLE = 200_000  # boards of the naive loop timed when it is not run whole


def timed(run: Callable[[], Any]) -> tuple[float, Any]:
    start = time.perf_counter()
    result = run()
    return time.perf_counter() - start, result


def line(label: str, seconds: float, note: str = "") -> None:
    print(f"  {label:44s} {seconds * 1000:10.1f} ms  {note}")


def card_id(card: Card) -> int:
    """phevaluator's card id: 2c=0, 2d=1, ..., As=51."""
    return (card.rank - 2) * 4 + "cdhs".index(card.suit)


def phevaluator_c() -> Any | None:
    try:
        module = importlib.import_module("phevaluator.evaluator")
        version = importlib.import_module("importlib.metadata").version("phevaluator")
    except ImportError:
        return None
    return module if version == "0.6.0" else None


def naive_loop(deals: Sequence[Sequence[Sequence[Card]]], evaluate: Callable[..., int],
               limit: int | None = None) -> tuple[int, list[int], list[int]]:
    """Every board of every deal (or the first ``limit`` boards of the first deal), each player by
    ``evaluate`` (phevaluator: smaller wins): (boards, wins, ties)."""
    boards, wins, ties = 0, [0, 0], [0, 0]
    for hands in deals:
        known = {card for hand in hands for card in hand}
        unseen = [card_id(card) for card in FULL_DECK if card not in known]
        holes = [[card_id(card) for card in hand] for hand in hands]
        for board in islice(combinations(unseen, 5), limit):
            first, second = evaluate(*holes[0], *board), evaluate(*holes[1], *board)
            boards += 1
            if first < second:
                wins[0] += 1
            elif second < first:
                wins[1] += 1
            else:
                ties[0] += 1
                ties[1] += 1
        if limit is not None:
            break
    return boards, wins, ties


def pokerkit_seconds(hands: Sequence[str], samples: int, target_error: float,
                     ranges: Sequence[set[frozenset[Any]]] | None = None) -> tuple[float, float, int] | None:
    """pokerkit's Monte Carlo: seconds scaled to the sample count of ``target_error``, its
    equity for player 1, and that sample count; None without pokerkit."""
    try:
        pokerkit = importlib.import_module("pokerkit")
    except ImportError:
        return None
    if ranges is None:
        ranges = [pokerkit.parse_range(hand) for hand in hands]
    seconds, equities = timed(lambda: pokerkit.calculate_equities(
        tuple(ranges), (), 2, 5, pokerkit.Deck.STANDARD, (pokerkit.StandardHighHand,), sample_count=samples))
    equity = equities[0]
    needed = max(1, round(equity * (1 - equity) / target_error**2))  # a win-or-lose sample's variance
    return seconds * needed / samples, equity, needed


def pokerkit_combos(text: str) -> set[frozenset[Any]]:
    """One of our ranges as pokerkit's set of two-card frozensets (the very same combos)."""
    pokerkit = importlib.import_module("pokerkit")
    held = parse_spot([text, "2c2d"]).players[0].combos
    return {frozenset(pokerkit.Card.parse("".join(map(str, ALL_COMBOS[index])))) for _, index in held}


def per_deal_loop(deals: list[list[Any]]) -> Tally:
    """Each deal counted on its own by our rank-pattern counting (no suit renaming, no planner)."""
    tally = Tally.empty(2)
    for deal in deals:
        tally.add(count_outcomes(deal, (), (), play=None))
    return tally


def section_exact(full: bool, samples: int) -> None:
    print("1. AhKh vs QQ+ preflop, exact (12 deals after card removal):")
    seconds, report = timed(lambda: call("poker.equity", {"hands": ["AhKh", "QQ+"]}))
    hero = report["players"][0]
    print(f"  {report['method_text']}")
    line("cardlab poker.equity (auto -> exact)", seconds,
         f"equity {hero['equity']:.4%} = {hero['equity_fraction']}, wins {hero['wins']:,}, ties {hero['ties']:,}")
    spot = parse_spot(["AhKh", "QQ+"])
    deals = [[spot.players[0].hand, ALL_COMBOS[index]] for _, index in spot.players[1].combos]
    loop_seconds, tally = timed(lambda: per_deal_loop(deals))
    if tally.wins != [hero["wins"], report["players"][1]["wins"]]:
        raise SystemExit(f"per-combo loop disagrees: {tally.wins}")
    line("naive per-combo loop (our exact, per deal)", loop_seconds, "same counts")
    evaluate = phevaluator_c()
    naive_seconds = None
    if evaluate is None:
        print("  naive board loop (phevaluator 0.6.0)               skipped: phevaluator 0.6.0 missing")
    elif full:
        naive_seconds, counts = timed(lambda: naive_loop(deals, evaluate.evaluate_cards))
        ours = (report["boards"], [hero["wins"], report["players"][1]["wins"]], [hero["ties"]] * 2)
        if counts != ours:
            raise SystemExit(f"naive board loop disagrees: {counts} vs {ours}")
        line("naive board loop, phevaluator 0.6.0 C", naive_seconds, f"all {counts[0]:,} boards: same counts")
    else:
        part, _ = timed(lambda: naive_loop(deals, evaluate.evaluate_cards, limit=NAIVE_SAMPLE))
        naive_seconds = part * report["boards"] / NAIVE_SAMPLE
        line("naive board loop, phevaluator 0.6.0 C", naive_seconds,
             f"(scaled from its first {NAIVE_SAMPLE:,} boards; --full runs it whole)")
    kit = pokerkit_seconds(["AhKh", "QQ+"], samples, 0.001)
    if kit is not None:
        line("pokerkit calculate_equities at +-0.1%", kit[0],
             f"equity {kit[1]:.2%} (timed on {samples:,} samples, scaled to {kit[2]:,})")
    ratios = [f"per-combo loop {seconds / loop_seconds:.2f}x"]
    if naive_seconds:
        ratios.append(f"naive board loop {seconds / naive_seconds:.4f}x")
    if kit is not None:
        ratios.append(f"pokerkit {seconds / kit[0]:.4f}x")
    print(f"  ratio cardlab / {', '.join(ratios)}  (target: <= 5 s in the page, ~2.5 s CPython)")


def section_monte_carlo(title: str, hands: Sequence[str], trials: int, target: float, samples: int,
                        budget: str) -> None:
    print(title)
    seconds, report = timed(lambda: call("poker.equity", {"hands": list(hands), "method": "monte-carlo",
                                                          "trials": trials, "seed": 16}))
    error = max(player["standard_error"] for player in report["players"])
    line(f"cardlab Monte Carlo, {trials:,} trials", seconds,
         f"equity {report['players'][0]['equity']:.2%} +- {error:.3%}")
    ranges = [pokerkit_combos(hand) for hand in hands] if importlib.util.find_spec("pokerkit") else None
    kit = pokerkit_seconds(hands, samples, error, ranges)
    if kit is None:
        print("  pokerkit                                            skipped: not installed")
        return
    line(f"pokerkit calculate_equities at +-{error:.3%}", kit[0],
         f"equity {kit[1]:.2%} (timed on {samples:,} samples, scaled to {kit[2]:,})")
    print(f"  ratio cardlab / pokerkit: {seconds / kit[0]:.4f}x  (target: {budget})")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--full", action="store_true", help="run the naive board loop over all 20.5 M boards")
    parser.add_argument("--pokerkit-samples", type=int, default=4000, help="samples pokerkit is timed on")
    args = parser.parse_args(argv)
    print(f"Python {sys.version.split()[0]} on {sys.platform}")
    tables()
    random.seed(16)
    section_exact(args.full, args.pokerkit_samples)
    section_monte_carlo("2. AhKh vs random preflop, Monte Carlo:", ["AhKh", "random"], 250_000, 0.001,
                        args.pokerkit_samples, "+-0.1% in < 2 s in the page")
    section_monte_carlo("3. 20% vs 10% preflop, Monte Carlo:", ["20%", "10%"], 62_500, 0.002,
                        args.pokerkit_samples, "+-0.2% in < 3 s in the page")


if __name__ == "__main__":
    main()
