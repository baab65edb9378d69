"""Make the heads-up preflop table (py_src/cardlab/poker/preflop/preflop-table.bin) with Card Lab's
own exact counter (:func:`cardlab.poker.equity.patterns.count_outcomes`).

For each of the 47,008 matchups of two specific starting hands up to renaming suits and swapping
seats (:mod:`cardlab.poker.preflop.matchups`), the counter counts all 1,712,304 boards of the 48
unseen cards: the first hand's wins and the ties. The work is saved as it goes (one line per
matchup in ``build/preflop/partial.txt``), so a stopped run resumes where it stopped; when every
matchup is counted the table file is written with its SHA-256 (``--finish`` writes it from a
complete partial file without counting). The class sums are added from the matchups, and the
file's SHA-256 is written into ``table_file.py`` (``TABLE_SHA256``), which every load checks.

    PYTHONPATH=py_src python tools/preflop_table.py            # about 25-40 min on one core

Progress goes to stderr: matchups done, rate, time left.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py_src"))
from cardlab.core.cards import FULL_DECK, Card  # noqa: E402
from cardlab.poker.equity.patterns import count_outcomes  # noqa: E402
from cardlab.poker.preflop import table_file  # noqa: E402
from cardlab.poker.preflop.matchups import all_keys, key_hands  # noqa: E402
from cardlab.poker.preflop.table import class_sums  # noqa: E402
from cardlab.poker.preflop.table_file import TABLE_PATH, encode, sha256  # noqa: E402
from cardlab.poker.seven_card import tables  # noqa: E402

PARTIAL = ROOT / "build" / "preflop" / "partial.txt"


def count(key: int) -> tuple[int, int]:
    """The first hand's wins and the ties of one matchup, over every board."""
    first, second = key_hands(key)
    hands: list[tuple[Card, ...]] = [tuple(FULL_DECK[card] for card in first),
                                     tuple(FULL_DECK[card] for card in second)]
    wins = ties = 0
    for (mine, theirs), boards in count_outcomes(hands, (), omaha=False).items():
        if mine > theirs:
            wins += boards
        elif mine == theirs:
            ties += boards
    return wins, ties


def read_partial() -> dict[int, tuple[int, int]]:
    done: dict[int, tuple[int, int]] = {}
    if PARTIAL.exists():
        for line in PARTIAL.read_text().splitlines():
            parts = line.split()
            if len(parts) == 3:
                done[int(parts[0])] = (int(parts[1]), int(parts[2]))
    return done


def compute(keys: list[int], done: dict[int, tuple[int, int]]) -> None:
    tables()
    todo = [key for key in keys if key not in done]
    print(f"[preflop] {len(done):,} of {len(keys):,} matchups already counted; {len(todo):,} to go",
          file=sys.stderr, flush=True)
    PARTIAL.parent.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    with PARTIAL.open("a") as out:
        for step, key in enumerate(todo, 1):
            wins, ties = count(key)
            done[key] = (wins, ties)
            out.write(f"{key} {wins} {ties}\n")
            if step % 500 == 0 or step == len(todo):
                out.flush()
                spent = time.perf_counter() - start
                left = spent / step * (len(todo) - step)
                print(f"[preflop] {len(done):,}/{len(keys):,} matchups ({len(done) / len(keys):.1%}), "
                      f"{step / spent:.1f}/s, about {left / 60:.0f} min left", file=sys.stderr, flush=True)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--finish", action="store_true", help="only write the table from a complete partial file")
    args = parser.parse_args(argv)
    keys = all_keys()
    done = read_partial()
    if not args.finish:
        compute(keys, done)
    missing = [key for key in keys if key not in done]
    if missing:
        sys.exit(f"[preflop] {len(missing):,} matchups not counted yet: run without --finish")
    entries = [done[key] for key in keys]
    data = encode(keys, entries, class_sums(keys, entries))
    TABLE_PATH.write_bytes(data)
    # the checksum every load verifies lives in the module that reads the file
    module = Path(table_file.__file__)
    text = re.sub(r'TABLE_SHA256 = "[0-9a-f]{64}"', f'TABLE_SHA256 = "{sha256(data)}"', module.read_text())
    module.write_text(text)
    print(f"[preflop] wrote {TABLE_PATH.relative_to(ROOT)}: {len(data):,} bytes, sha256 {sha256(data)} "
          f"(recorded in {module.relative_to(ROOT)})", file=sys.stderr)


if __name__ == "__main__":
    main()
