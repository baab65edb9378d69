"""Make the Omaha preflop orders that the Omaha range form ``15%`` reads, by seeded Monte Carlo:
four cards as py_src/cardlab/poker/ranges/omaha_order_data.py, five and six cards as the packaged binary
files py_src/cardlab/poker/ranges/omaha-order-5.bin and omaha-order-6.bin (format:
cardlab.poker.ranges.omaha_order_file).

Method. Hands fall into classes under renaming of suits (every hand of a class has the same equity
against a random hand): 16,432 of the 270,725 four-card hands, 134,459 of the 2,598,960 five-card ones.
Each class (named by its least renamed hand, ascending card numbers) plays heads-up, all in preflop,
against a random hand of the other cards on a random five-card board, in passes of 500 trials a class
(pass p, classes from place s on: numpy's generator seeded with (35,000, size, p, s)). Six cards
(962,988 classes, 20,358,520 hands) go in passes of 100 trials a class with common random numbers: in
pass p every class plays the same 100 deck orders (seeded with (35,000, 6, p)), its opponent's hand and
the board being the first cards of each order not in its hand (each class's deals stay uniform; classes
that share cards see mostly the same deals, so the order between them is surer). Hands are valued
by table look-up (tools/omaha_order_sampler.py: phevaluator's five-card ranks of every own pair with
every board triple, the A-5 low with an 8-or-better qualifier as rank masks), checked before every run
against a direct evaluation of 500 seeded deals. Each trial gives the class's pot share in both games at
once, high only (1, 1/2 or 0) and hi-lo (the high half and the low half, each split on ties; no
qualifying low: the high hand takes it all). The classes are ordered by that mean share, best first
(equal shares: the classes' names in order). The five-card file keeps each mean in ten-thousandths.

Precision: a share's standard deviation per trial is at most 0.5, so with T trials each class's equity
has a standard error of at most 0.5 / sqrt(T) (the files state T). Classes whose equities differ by
less than about twice that are not reliably ordered among themselves: a percent range's edge is blurred
by that much, its bulk is not.

    .venv/bin/python tools/omaha_preflop_order.py --size 5 --passes 8    # saved in build/ after each pass
    .venv/bin/python tools/omaha_preflop_order.py --size 5 --write
    nohup nice -n 19 .venv/bin/python tools/omaha_preflop_order.py --size 6 --passes 20 > build/omaha6.log &
    .venv/bin/python tools/omaha_preflop_order.py --size 6 --write    # any time: the passes saved so far

The checked-in four-card module was made by this tool's earlier pure-Python sampler (1,000 seeded trials
a class, Card Lab's own evaluation, 46 minutes); ``--size 4`` now samples with the look-ups above.
The five-card run checked in: see the file's trials and docs/rules.md (the minutes it took are printed).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py_src"))
sys.path.insert(0, str(ROOT / "tools"))
from cardlab.poker.ranges.omaha_order import ALPHABET  # noqa: E402

TARGET = ROOT / "py_src" / "cardlab" / "poker" / "ranges" / "omaha_order_data.py"
SEED = 35_000


PASS_TRIALS = {4: 500, 5: 500, 6: 100}  # trials a class in one pass (six cards: a pass is about 10 minutes)
RANKED = {6: 300_000}  # classes each order keeps (the rest stored with equity 0: the file stays small)
COMMON_DEALS = {4: False, 5: False, 6: True}  # every class of a pass plays the same deck orders (sampler)
CHUNK = 250  # classes sampled together (faster than larger blocks: the look-ups stay in cache)


def tally_path(size: int) -> Path:
    return ROOT / "build" / f"omaha_order_{size}.npz"


def sample_passes(size: int, passes: int) -> None:
    """Add ``passes`` passes of PASS_TRIALS seeded trials to every class (numpy; saved after each pass)."""
    import numpy as np
    from omaha_order_sampler import Tables, check, classes, common_orders, shares

    path = tally_path(size)
    path.parent.mkdir(exist_ok=True)
    if path.exists():
        saved = np.load(path)
        keys, counts, high, split, done, seconds = (saved["keys"], saved["counts"], saved["high"], saved["split"],
                                                    int(saved["passes"]), float(saved["seconds"]))
    else:
        keys, counts = classes(size)
        high, split, done, seconds = np.zeros(len(keys)), np.zeros(len(keys)), 0, 0.0
    tables = Tables()
    check(tables, size, 500, SEED)
    trials = PASS_TRIALS[size]
    chunk = CHUNK
    for number in range(done, done + passes):
        started = time.perf_counter()
        common = COMMON_DEALS[size]
        orders = common_orders(size, trials, np.random.default_rng([SEED, size, number])) if common else None
        for start in range(0, len(keys), chunk):
            rng = np.random.default_rng([SEED, size, number, start])
            more_high, more_split = shares(tables, keys[start:start + chunk], trials, rng, orders)
            high[start:start + chunk] += more_high
            split[start:start + chunk] += more_split
            if start % (chunk * 40) == 0:
                print(f"pass {number + 1}: {start:,} of {len(keys):,} classes, "
                      f"{time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)
        seconds += time.perf_counter() - started
        np.savez(path, keys=keys, counts=counts, high=high, split=split, passes=number + 1, seconds=seconds)
        print(f"pass {number + 1} saved ({seconds:.0f} s so far)", file=sys.stderr, flush=True)


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


def write(size: int) -> None:
    """Write the package's order data from the passes saved: four cards as a Python module of class
    names, five cards as the packaged binary file (cardlab.poker.ranges.omaha_order_file)."""
    import numpy as np

    from cardlab.poker.ranges.omaha_order_file import FILE_NAMES, SCALE
    from cardlab.poker.ranges.omaha_order_file import encode as encode_file

    saved = np.load(tally_path(size))
    keys, trials, seconds = saved["keys"], int(saved["passes"]) * PASS_TRIALS[size], float(saved["seconds"])
    high, split = saved["high"] / trials, saved["split"] / trials
    if size == 4:
        names = [encode(tuple(int(n) for n in key)) for key in keys]
        order_high = [names[i] for i in sorted(range(len(keys)), key=lambda i: -high[i])]
        order_split = [names[i] for i in sorted(range(len(keys)), key=lambda i: -split[i])]
        TARGET.write_text(module_text(size, trials, order_high, order_split, seconds))
        print(f"wrote {TARGET}")
        return
    from omaha_order_sampler import classes

    counts = saved["counts"] if "counts" in saved else classes(size)[1]
    target = TARGET.parent / FILE_NAMES[size]
    equities = {}
    for family, shares in (("high", high), ("hilo", split)):
        values = np.rint(shares * SCALE).astype(np.int64)
        assert values.min() > 0  # 0 marks a class left out of the order
        ranked = RANKED.get(size, len(keys))
        best_first = np.lexsort((np.arange(len(keys)), -values))  # ties by the classes' names, as the package
        values[best_first[ranked:]] = 0
        equities[family] = [int(v) for v in values]
        print(f"{family}: the best {min(ranked, len(keys)):,} classes ranked, "
              f"{counts[best_first[:ranked]].sum() / counts.sum():.2%} of all hands")
    data = encode_file(size, trials, [tuple(int(n) for n in key) for key in keys], [int(c) for c in counts], equities)
    target.write_bytes(data)
    print(f"wrote {target}: {len(data):,} bytes, {trials:,} trials a class, {seconds / 60:.0f} minutes of sampling")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=5, choices=(4, 5, 6))
    parser.add_argument("--passes", type=int, default=0, help="add passes of PASS_TRIALS[size] trials a class")
    parser.add_argument("--write", action="store_true", help="write the package's data from the passes made")
    args = parser.parse_args()
    if args.passes:
        sample_passes(args.size, args.passes)
    if args.write:
        write(args.size)


if __name__ == "__main__":
    main()
