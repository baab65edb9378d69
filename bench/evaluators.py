"""Evaluator throughput, same random hands for every library; prints ratios.

    .venv/bin/python bench/evaluators.py [--poker 1000000] [--badugi 20000]

The same file runs inside Pyodide in Chromium (bench/page.py loads it there with the treys and
pokerkit wheels), so both runtimes are measured by one piece of code.

Poker: cardlab's table evaluator versus treys (Evaluator.evaluate) and pokerkit
(StandardHighHand.from_game). Badugi: cardlab versus pokerkit's BadugiHand (ace-low).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py_src"))
from cardlab.badugi.evaluator import badugi_value  # noqa: E402
from cardlab.core.cards import FULL_DECK  # noqa: E402
from cardlab.poker.evaluator import encode, value_of_codes  # noqa: E402


def rate(label: str, count: int, run) -> float:
    start = time.perf_counter()
    run()
    per_second = count / (time.perf_counter() - start)
    print(f"  {label:34s} {per_second / 1e6:7.3f} M hands/s")
    return per_second


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--poker", type=int, default=1_000_000)
    parser.add_argument("--badugi", type=int, default=20_000)
    args = parser.parse_args(argv)
    print(f"Python {sys.version.split()[0]} on {sys.platform}")
    rng = random.Random(2026)
    deals = [rng.sample(FULL_DECK, 5) for _ in range(args.poker)]

    from treys import Card as TreysCard
    from treys import Evaluator

    treys_hands = [[TreysCard.new(str(c)) for c in hand] for hand in deals]
    ours = [encode(hand) for hand in deals]
    evaluator = Evaluator()
    print(f"Poker, {args.poker:,} five-card hands:")
    mine = rate("cardlab value_of_codes", args.poker, lambda: [value_of_codes(h) for h in ours])
    theirs = rate("treys Evaluator.evaluate", args.poker, lambda: [evaluator.evaluate(h, []) for h in treys_hands])
    from pokerkit import StandardHighHand

    few = max(1, args.poker // 20)
    kit_hands = ["".join(str(c) for c in hand) for hand in deals[:few]]
    kit = rate("pokerkit StandardHighHand", few, lambda: [StandardHighHand.from_game(h) for h in kit_hands])
    print(f"  ratio cardlab/treys {mine / theirs:.2f}x, cardlab/pokerkit {mine / kit:.1f}x")

    from pokerkit import BadugiHand

    badugi_deals = [tuple(rng.sample(FULL_DECK, 4)) for _ in range(args.badugi)]
    kit_badugi = ["".join(str(c) for c in hand) for hand in badugi_deals]
    print(f"Badugi, {args.badugi:,} four-card hands:")
    mine = rate("cardlab badugi_value", args.badugi, lambda: [badugi_value(h) for h in badugi_deals])
    kit = rate("pokerkit BadugiHand.from_game", args.badugi, lambda: [BadugiHand.from_game(h) for h in kit_badugi])
    print(f"  ratio cardlab/pokerkit {mine / kit:.1f}x")


if __name__ == "__main__":
    main()
