"""Make the Omaha preflop order that the Omaha range form ``15%`` reads
(py_src/cardlab/poker/ranges/omaha_order_data.py), by seeded Monte Carlo.

Method. The 270,725 four-card hands fall into 16,432 classes under renaming of suits (every hand of
a class has the same equity against a random hand). For each class, one hand of it (the least by
card number after renaming: the class's name) plays heads-up, all in preflop, against a random
four-card hand of the other 48 cards on a random five-card board, ``--trials`` times, with a seed
of its own (``SEED`` + the class's place), Card Lab's own Omaha evaluation (two own cards and three
of the board; the A-5 low with an 8-or-better qualifier for hi-lo). Each trial gives the class's
pot share in both games at once, high only (1, 1/2 or 0) and hi-lo (the high half and the low half,
each split on ties; no qualifying low: the high hand takes it all). The classes are ordered by that
mean share, best first (ties keep the class names' order).

Precision: a share's standard deviation per trial is at most 0.5, so with T trials each class's
equity has a standard error of at most 0.5 / sqrt(T) (T = 1,000: 1.6 points of equity; the file
states the T used). Classes whose equities differ by less than about twice that are not reliably
ordered among themselves: a percent range's edge is blurred by that much, its bulk is not.

Only four-card Omaha is computed: five-card and six-card Omaha have 134,459 and about a million
classes, beyond what pure Python samples usefully in this project's time budget; ``15%`` is refused
there with that reason (the rules page says so).

    PYTHONPATH=py_src python tools/omaha_preflop_order.py --trials 1000 --write

About 46 minutes at 1,000 trials on this shared 2-core machine at load average 15 (the run checked in).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from itertools import combinations, permutations
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py_src"))
from cardlab.core.cards import FULL_DECK, Card  # noqa: E402
from cardlab.poker.equity.patterns import Seat  # noqa: E402
from cardlab.poker.equity.sample import omaha_outcome  # noqa: E402
from cardlab.poker.hilo.low import NO_LOW, best_low_mask, board_mask, pair_masks  # noqa: E402
from cardlab.poker.ranges.omaha_order import ALPHABET, class_key  # noqa: E402

TARGET = ROOT / "py_src" / "cardlab" / "poker" / "ranges" / "omaha_order_data.py"
SEED = 35_000
SUIT_MAPS = tuple(permutations(range(4)))


def classes(size: int) -> dict[tuple[int, ...], int]:
    """Every class of ``size``-card hands (its least renamed form) and how many hands it has."""
    found: dict[tuple[int, ...], int] = {}
    for hand in combinations(range(52), size):
        key = class_key(hand)
        found[key] = found.get(key, 0) + 1
    return found


def shares(hand: tuple[int, ...], trials: int, rng: random.Random) -> tuple[float, float]:
    """The mean pot share of ``hand`` against a random hand, high only and hi-lo."""
    cards = [FULL_DECK[number] for number in hand]
    rest = [card for card in FULL_DECK if card.deck_index not in hand]
    seat = Seat.of(tuple(cards))
    pairs = pair_masks(cards)
    size = len(hand)
    high_total = split_total = 0.0
    for _ in range(trials):
        drawn = rng.sample(rest, size + 5)
        other: tuple[Card, ...] = tuple(drawn[:size])
        board = drawn[size:]
        mine, theirs = omaha_outcome([seat, Seat.of(other)], board)
        high = 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
        high_total += high
        lows = board_mask(board)
        my_low, their_low = best_low_mask(pairs, lows), best_low_mask(pair_masks(other), lows)
        if my_low == their_low == NO_LOW:
            split_total += high
        else:
            low = 1.0 if my_low < their_low else 0.5 if my_low == their_low else 0.0
            split_total += (high + low) / 2
    return high_total / trials, split_total / trials


def encode(key: tuple[int, ...]) -> str:
    return "".join(ALPHABET[number] for number in key)


def module_text(size: int, trials: int, order_high: list[str], order_split: list[str], seconds: float) -> str:
    error = 0.5 / trials ** 0.5
    lines = [
        f'"""Omaha preflop orders ({size}-card; high and hi-lo): the classes of hands under renaming of suits,',
        "best first by Monte Carlo equity against one random hand heads-up (made by tools/omaha_preflop_order.py,",
        f"{trials:,} seeded trials a class, standard error at most {error:.4f} of a pot; {seconds / 60:.0f} minutes).",
        "Each class is named by its least renamed hand, a letter a card (Card.deck_index into a-z A-Z).",
        "Rules: docs/rules.md, \"Omaha ranges\".",
        "",
        ">>> len(ORDERS[\"4-high\"]) // 4, TRIALS",
        f"(16432, {trials})",
        '"""',
        "",
        f"TRIALS = {trials}",
        f"STANDARD_ERROR = {error:.6f}",
        "ORDERS: dict[str, str] = {",
    ]
    for name, order in ((f"{size}-high", order_high), (f"{size}-hilo", order_split)):
        text = "".join(order)
        lines.append(f'    "{name}": (')
        for start in range(0, len(text), 100):
            lines.append(f'        "{text[start:start + 100]}"')
        lines.append("    ),")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=1000)
    parser.add_argument("--limit", type=int, default=0, help="only the first N classes (a timing run)")
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    size = 4
    found = sorted(classes(size))
    if args.limit:
        found = found[:args.limit]
    started = time.perf_counter()
    high: dict[tuple[int, ...], float] = {}
    split: dict[tuple[int, ...], float] = {}
    for place, key in enumerate(found):
        high[key], split[key] = shares(key, args.trials, random.Random(SEED + place))
        if place % 500 == 499:
            spent = time.perf_counter() - started
            print(f"{place + 1:,} of {len(found):,} classes, {spent:.0f} s, about "
                  f"{spent / (place + 1) * (len(found) - place - 1):.0f} s left", file=sys.stderr, flush=True)
    seconds = time.perf_counter() - started
    order_high = [encode(key) for key in sorted(found, key=lambda key: -high[key])]
    order_split = [encode(key) for key in sorted(found, key=lambda key: -split[key])]
    text = module_text(size, args.trials, order_high, order_split, seconds)
    if args.write:
        TARGET.write_text(text)
        print(f"wrote {TARGET} ({seconds:.0f} s)")
    else:
        print(text[:2000])
        print(f"{seconds:.1f} s for {len(found)} classes")


if __name__ == "__main__":
    main()
