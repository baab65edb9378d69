"""Make the preflop ordering of the 169 Hold'em hand classes that the range form ``15%`` reads
(py_src/cardlab/poker/ranges/preflop_order.py), exactly, from Card Lab's preflop table.

Each class is ranked by its all-in equity against one random hand (any two of the other 50 cards),
heads-up, preflop: every combo of a class has the same equity against a random hand (by renaming
suits), and the table's class sums give it exactly (wins and ties over the 1,225 hands it can meet
times the 1,712,304 boards of each; the table is made by tools/preflop_table.py with Card Lab's own
exact counter). Classes of exactly equal equity keep the grid order.

    PYTHONPATH=py_src python tools/preflop_order.py --write

Without --write the module text is printed.
"""

from __future__ import annotations

import argparse
import sys
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py_src"))
from cardlab.poker.preflop.table import BOARDS, load_table  # noqa: E402
from cardlab.poker.ranges.classes import CLASSES  # noqa: E402

TARGET = ROOT / "py_src" / "cardlab" / "poker" / "ranges" / "preflop_order.py"


def exact_equities() -> dict[str, Fraction]:
    """Each class's exact equity against a random hand, from the table."""
    table = load_table()
    if table is None:
        sys.exit("the preflop table is missing or fails its checksum: run tools/preflop_table.py first")
    equities = {}
    for number, label in enumerate(CLASSES):
        wins, ties, pairs = table.against_all(number)
        equities[label] = Fraction(2 * wins + ties, 2 * pairs * BOARDS)
    return equities


def module_text(equities: dict[str, Fraction]) -> str:
    order = sorted(CLASSES, key=lambda label: (-equities[label], CLASSES.index(label)))
    rows = []
    for start in range(0, len(order), 8):
        rows.append("    " + " ".join(f'"{label}",' for label in order[start:start + 8]))
    values = []
    for start in range(0, len(order), 5):
        values.append("    " + " ".join(f'"{label}": {float(equities[label]):.6f},'
                                     for label in order[start:start + 5]))
    newline = "\n"
    return f'''"""The 169 Hold'em hand classes from best to worst by preflop all-in equity against one random
hand, exactly (the order the range form ``15%`` takes classes in).

Made by ``tools/preflop_order.py`` from the preflop table (:mod:`cardlab.poker.preflop`): each class's
exact equity against a random hand, over the 1,225 hands it can meet and all 1,712,304 boards of
each; shown here rounded to six decimals. Classes of exactly equal equity keep the grid order.
Rules: ``docs/rules.md``, "Hand ranges".

>>> ORDER[:3], len(ORDER), EQUITY["AA"] > EQUITY["KK"] > EQUITY["72o"]
(('AA', 'KK', 'QQ'), 169, True)
"""

ORDER: tuple[str, ...] = (
{newline.join(rows)}
)

EQUITY: dict[str, float] = {{  # equity against a random hand, 0..1, rounded to six decimals
{newline.join(values)}
}}
'''


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--write", action="store_true", help=f"write {TARGET.relative_to(ROOT)}")
    args = parser.parse_args(argv)
    text = module_text(exact_equities())
    if args.write:
        TARGET.write_text(text)
        print(f"wrote {TARGET.relative_to(ROOT)}", file=sys.stderr)
    else:
        print(text)


if __name__ == "__main__":
    main()
