"""Make the preflop ordering of the 169 Hold'em hand classes that the range form ``15%`` reads
(py_src/cardlab/poker/ranges/preflop_order.py), with Card Lab's own equity engine.

Each class is ranked by its all-in equity against one random hand (any two of the other 50 cards),
heads-up, preflop: one combo of the class (every combo of a class has the same equity against a
random hand, by renaming suits) against the range ``random``, by Card Lab's seeded Monte Carlo
(``cardlab.poker.equity.sample``) with ``--trials`` deals and boards per class and the seed
``--seed`` + the class number. Ties in the rounded equity keep the grid order.

    PYTHONPATH=py_src python tools/preflop_order.py --trials 1000000 --write

Without --write the module text is printed.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py_src"))
from cardlab.poker.equity.sample import sample_results  # noqa: E402
from cardlab.poker.equity.spot import parse_spot  # noqa: E402
from cardlab.poker.ranges.classes import CLASSES, class_combos, combo_text  # noqa: E402

TARGET = ROOT / "py_src" / "cardlab" / "poker" / "ranges" / "preflop_order.py"


def class_equity(number: int, trials: int, seed: int) -> tuple[float, float]:
    """Equity (and its standard error) of one combo of class ``number`` against a random hand."""
    spot = parse_spot([combo_text(class_combos(number)[0]), "random"])
    tally = sample_results(spot, trials, random.Random(seed + number)).tallies()[0]
    return float(tally.equity(0)), tally.standard_error(0)


def module_text(equities: dict[str, float], trials: int, seed: int, error: float) -> str:
    order = sorted(CLASSES, key=lambda label: (-round(equities[label], 4), CLASSES.index(label)))
    rows = []
    for start in range(0, len(order), 8):
        rows.append("    " + " ".join(f'"{label}",' for label in order[start:start + 8]))
    values = []
    for start in range(0, len(order), 6):
        values.append("    " + " ".join(f'"{label}": {equities[label]:.4f},' for label in order[start:start + 6]))
    newline = "\n"
    return f'''"""The 169 Hold'em hand classes from best to worst by preflop all-in equity against one random
hand, as Card Lab computed it (the order the range form ``15%`` takes classes in).

Made by ``tools/preflop_order.py --trials {trials} --seed {seed}``: for each class, one combo against
the range ``random`` by Card Lab's seeded Monte Carlo, {trials:,} deals and boards per class (seed
{seed} + the class number); standard error at most {error:.3%} per class. Ties in the equity rounded
to four decimals keep the grid order. Rules: ``docs/rules.md``, "Hand ranges".

>>> ORDER[:3], len(ORDER), EQUITY["AA"] > EQUITY["KK"] > EQUITY["72o"]
(('AA', 'KK', 'QQ'), 169, True)
"""

ORDER: tuple[str, ...] = (
{newline.join(rows)}
)

EQUITY: dict[str, float] = {{  # equity against a random hand, 0..1
{newline.join(values)}
}}
'''


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--trials", type=int, default=1_000_000, help="Monte Carlo deals per class")
    parser.add_argument("--seed", type=int, default=169, help="base seed (plus the class number)")
    parser.add_argument("--write", action="store_true", help=f"write {TARGET.relative_to(ROOT)}")
    args = parser.parse_args(argv)
    equities: dict[str, float] = {}
    worst = 0.0
    start = time.perf_counter()
    for number, label in enumerate(CLASSES):
        equities[label], error = class_equity(number, args.trials, args.seed)
        worst = max(worst, error)
        print(f"{label:>4} {equities[label]:.4%} ± {error:.3%}  ({time.perf_counter() - start:.0f} s)",
              file=sys.stderr)
    text = module_text(equities, args.trials, args.seed, worst)
    if args.write:
        TARGET.write_text(text)
        print(f"wrote {TARGET.relative_to(ROOT)}", file=sys.stderr)
    else:
        print(text)


if __name__ == "__main__":
    main()
