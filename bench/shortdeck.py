"""Short deck (6+) Hold'em benchmark: exact heads-up preflop equity (201,376 boards) and the
seven-card evaluator against named peers, measured in one run; prints times and ratios (issue
#23's targets beside them).

    .venv/bin/python bench/shortdeck.py [--pokerkit-boards 3000] [--hands 50000] [--runs 5]

1. Exact heads-up preflop, both rule sets, AhKh vs QsQc and AhAs vs KdKc: Card Lab's counter
   (``count_outcomes``: rank patterns, then suited boards; tables built beforehand, and once cold
   with the table build) against
   * a naive loop over all 201,376 boards calling Card Lab's own short-deck seven-card evaluator
     twice per board (the same tables, no counting by pattern), and
   * pokerkit 0.7.7's ``ShortDeckHoldemHand.from_game`` (classic rules: a straight beats trips)
     twice per board, timed on ``--pokerkit-boards`` boards and scaled to 201,376 (its results on
     those boards are checked against ours under ``shortdeck-classic``).
   Target: <= 0.1 s on CPython (<= 0.5 s in the page: bench/page.py, "equity: short deck").
2. Seven-card evaluators on the same random 7-card short-deck hands: Card Lab's
   ``seven_card_evaluator(SHORTDECK)`` against pokerkit's ``ShortDeckHoldemHand``.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from functools import partial
from itertools import combinations
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py_src"))
from cardlab.core.cards import Hand, parse_hand  # noqa: E402
from cardlab.games.rule_set import RuleSet  # noqa: E402
from cardlab.games.rule_sets import SHORTDECK, SHORTDECK_CLASSIC  # noqa: E402
from cardlab.poker.equity.patterns import count_outcomes, unseen_cards  # noqa: E402
from cardlab.poker.seven_card import encode, seven_card_evaluator, tables  # noqa: E402

SPOTS = (("AhKh vs QsQc", "Ah Kh", "Qs Qc"), ("AhAs vs KdKc", "Ah As", "Kd Kc"))
TARGET_SECONDS = 0.1


def best_of(runs: int, job: Callable[[], object]) -> tuple[float, object]:
    """The fastest of ``runs`` timings of ``job`` and its last result."""
    times, result = [], None
    for _ in range(runs):
        start = time.perf_counter()
        result = job()
        times.append(time.perf_counter() - start)
    return min(times), result


def wins_of(outcomes: dict[tuple[int, ...], int]) -> tuple[int, int, int]:
    """(player 1 wins, player 2 wins, ties) of heads-up outcomes."""
    first = sum(boards for (a, b), boards in outcomes.items() if a > b)
    second = sum(boards for (a, b), boards in outcomes.items() if b > a)
    return first, second, sum(outcomes.values()) - first - second


def naive_loop(rules: RuleSet, first: Hand, second: Hand) -> tuple[int, int, int]:
    """Every board, two seven-card evaluations each."""
    evaluate = seven_card_evaluator(rules)
    mine, theirs = encode(first), encode(second)
    counts = [0, 0, 0]
    for board in combinations(encode(unseen_cards([first, second], (), (), rules.deck.cards)), 5):
        a, b = evaluate(mine + board), evaluate(theirs + board)
        counts[0 if a > b else 1 if b > a else 2] += 1
    return counts[0], counts[1], counts[2]


def pokerkit_loop(first: Hand, second: Hand, boards: int) -> tuple[float, tuple[int, int, int]] | None:
    """pokerkit's ShortDeckHoldemHand on the first ``boards`` boards: (seconds, counts), or None
    when pokerkit is missing."""
    try:
        from pokerkit import ShortDeckHoldemHand
    except ImportError:
        return None
    mine, theirs = "".join(map(str, first)), "".join(map(str, second))
    deck = unseen_cards([first, second], (), (), SHORTDECK.deck.cards)
    chosen = ["".join(map(str, board)) for _, board in zip(range(boards), combinations(deck, 5))]
    counts = [0, 0, 0]
    start = time.perf_counter()
    for board in chosen:
        a, b = ShortDeckHoldemHand.from_game(mine, board), ShortDeckHoldemHand.from_game(theirs, board)
        counts[0 if a > b else 1 if b > a else 2] += 1
    return time.perf_counter() - start, (counts[0], counts[1], counts[2])


def exact_section(runs: int, pokerkit_boards: int) -> None:
    print("1. Exact heads-up preflop short deck, 201,376 boards (best of", runs, "runs)")
    for rules in (SHORTDECK, SHORTDECK_CLASSIC):
        tables.cache_clear()
        start = time.perf_counter()
        tables(rules)
        build = time.perf_counter() - start
        for label, first_text, second_text in SPOTS:
            first, second = parse_hand(first_text), parse_hand(second_text)
            counted, outcomes = best_of(runs, partial(count_outcomes, [first, second], (), play=None, rules=rules))
            assert isinstance(outcomes, dict)
            ours = wins_of(outcomes)
            naive, loop_counts = best_of(1, partial(naive_loop, rules, first, second))
            assert loop_counts == ours, (loop_counts, ours)
            verdict = "meets" if counted <= TARGET_SECONDS else "MISSES"
            print(f"  {rules.key:18s} {label}: {counted * 1000:6.1f} ms ({verdict} the {TARGET_SECONDS * 1000:.0f} "
                  f"ms target; tables {build * 1000:.0f} ms once), wins {ours[0]:,} / {ours[1]:,}, ties {ours[2]:,}")
            print(f"  {'':18s} naive loop, our evaluator: {naive:6.2f} s  -> counting is {naive / counted:5.0f}x "
                  "faster")
            peer = pokerkit_loop(first, second, pokerkit_boards)
            if peer is None:
                print(f"  {'':18s} pokerkit: not installed (pip install pokerkit==0.7.7)")
                continue
            seconds, peer_counts = peer
            scaled = seconds * 201_376 / pokerkit_boards
            print(f"  {'':18s} pokerkit ShortDeckHoldemHand: {scaled:6.1f} s for every board (timed on "
                  f"{pokerkit_boards:,}) -> counting is {scaled / counted:7.0f}x faster")
            if rules is SHORTDECK_CLASSIC:
                check = naive_prefix(rules, first, second, pokerkit_boards)
                agree = "agree" if check == peer_counts else f"DISAGREE: ours {check}, pokerkit {peer_counts}"
                print(f"  {'':18s} on those boards pokerkit and we {agree}")


def naive_prefix(rules: RuleSet, first: Hand, second: Hand, boards: int) -> tuple[int, int, int]:
    """Our evaluator's counts on the first ``boards`` boards (to check pokerkit's classic rules)."""
    evaluate = seven_card_evaluator(rules)
    mine, theirs = encode(first), encode(second)
    counts = [0, 0, 0]
    deck = encode(unseen_cards([first, second], (), (), rules.deck.cards))
    for _, board in zip(range(boards), combinations(deck, 5)):
        a, b = evaluate(mine + board), evaluate(theirs + board)
        counts[0 if a > b else 1 if b > a else 2] += 1
    return counts[0], counts[1], counts[2]


def evaluator_section(count: int) -> None:
    print(f"2. Seven-card evaluators on the same {count:,} random short-deck hands")
    rng = random.Random(36)
    hands = [tuple(rng.sample(SHORTDECK.deck.cards, 7)) for _ in range(count)]
    evaluate = seven_card_evaluator(SHORTDECK)
    codes = [encode(hand) for hand in hands]
    ours, _ = best_of(3, lambda: [evaluate(hand) for hand in codes])
    print(f"  cardlab seven_card_evaluator(SHORTDECK): {count / ours / 1e6:6.2f} M hands/s")
    try:
        from pokerkit import ShortDeckHoldemHand
    except ImportError:
        print("  pokerkit: not installed")
        return
    texts = ["".join(map(str, hand)) for hand in hands[: max(1, count // 20)]]
    peer, _ = best_of(1, lambda: [ShortDeckHoldemHand.from_game(text[:4], text[4:]) for text in texts])
    rate = len(texts) / peer
    print(f"  pokerkit ShortDeckHoldemHand.from_game:  {rate / 1e6:6.3f} M hands/s (on {len(texts):,})"
          f" -> ours {count / ours / rate:5.0f}x faster")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pokerkit-boards", type=int, default=3000, help="boards pokerkit is timed on")
    parser.add_argument("--hands", type=int, default=50_000, help="hands for the evaluator section")
    parser.add_argument("--runs", type=int, default=5, help="runs of the exact count (the best is shown)")
    args = parser.parse_args(argv)
    print(f"Python {sys.version.split()[0]} on {sys.platform}")
    exact_section(args.runs, args.pokerkit_boards)
    evaluator_section(args.hands)


if __name__ == "__main__":
    main()
