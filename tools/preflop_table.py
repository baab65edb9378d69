"""Make the heads-up preflop table (py_src/cardlab/poker/preflop/preflop-table.bin) with Card Lab's
own exact counter (:func:`cardlab.poker.equity.patterns.count_outcomes`: boards counted by rank
pattern, then flush corrections suit by suit).

For each of the 47,008 matchups of two specific starting hands up to renaming suits and swapping
seats (:mod:`cardlab.poker.preflop.matchups`), all 1,712,304 boards of the 48 unseen cards are
counted: the first hand's wins and the ties. The counter's steps are shared across matchups
(:func:`count_group`): the rank-pattern part depends only on the four hole cards' ranks, so it runs
once per group of matchups with the same ranks, and a suit's flush correction depends only on the
ranks each hand holds in that suit, so it runs once per such signature in the group — about ten
times less work than calling the counter once per matchup. Before the file is written, ``--check``
random matchups (50 by default) are recounted with ``count_outcomes`` itself, and the tests
recompute another random sample on every run.

The work is saved as it goes (one line per matchup in ``build/preflop/partial.txt``), so a stopped
run resumes where it stopped (``--finish`` writes the file from a complete partial file without
counting). The class sums are added from the matchups, and the file's SHA-256 and CRC-32 are
written into ``table_file.py`` (``TABLE_SHA256``, ``TABLE_CRC32``): every load checks the CRC-32,
the build the SHA-256 (``--verify``).

    PYTHONPATH=py_src python tools/preflop_table.py     # about 3 min of CPU (CPython 3.11)
    python tools/preflop_table.py --verify FILE         # the build: exit 1 unless FILE is the recorded table

Progress goes to stderr: matchups done, rate, time left.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import time
from itertools import combinations
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py_src"))
from cardlab.core.cards import FULL_DECK, Card  # noqa: E402
from cardlab.poker.equity.patterns import count_outcomes, rank_patterns  # noqa: E402
from cardlab.poker.preflop import table_file  # noqa: E402
from cardlab.poker.preflop.matchups import all_keys, key_hands  # noqa: E402
from cardlab.poker.preflop.table import class_sums  # noqa: E402
from cardlab.poker.preflop.table_file import TABLE_PATH, crc32, encode, sha256, verify  # noqa: E402
from cardlab.poker.seven_card import NO_FLUSH, RANK_BIT, RANK_KEY, RANKS, tables  # noqa: E402

PARTIAL = ROOT / "build" / "preflop" / "partial.txt"


def count(key: int) -> tuple[int, int]:
    """The first hand's wins and the ties of one matchup, over every board."""
    first, second = key_hands(key)
    hands: list[tuple[Card, ...]] = [tuple(FULL_DECK[card] for card in first),
                                     tuple(FULL_DECK[card] for card in second)]
    wins = ties = 0
    for (mine, theirs), boards in count_outcomes(hands, (), play=None).items():
        if mine > theirs:
            wins += boards
        elif mine == theirs:
            ties += boards
    return wins, ties


BOARD = 5

def _side(a: int, b: int) -> int:
    """0: the first hand wins, 1: a tie, 2: the second wins."""
    return 0 if a > b else 1 if a == b else 2

def count_group(keys: list[int]) -> dict[int, tuple[int, int]]:
    """Every matchup of one group (the same ranks for the first hand and for the second) at once,
    by the steps of :func:`~cardlab.poker.equity.patterns.count_outcomes`, shared: the rank
    patterns of the boards (which depend on the ranks only) are valued once for the group; then
    for each suit, only boards with enough cards of it for a flush move from their rank-only
    outcome to the true one, and that correction depends only on the ranks each hand holds in the
    suit (its signature), so it is worked out once per signature. A board holds three or more
    cards of at most one suit, so the corrections of different suits never touch the same board,
    exactly as in the counter. Returns each key's wins of the first hand and ties."""
    table = tables()
    plain, flush = table.plain, table.flush
    first, second = key_hands(keys[0])
    available = [4] * RANKS
    for card in first + second:
        available[card >> 2] -= 1
    hole_a = sum(RANK_KEY[card >> 2] for card in first)
    hole_b = sum(RANK_KEY[card >> 2] for card in second)
    rank_only: dict[int, tuple[int, int]] = {}
    base = [0, 0, 0]
    for key, ways, _ in rank_patterns(available, BOARD):
        a, b = plain[hole_a + key], plain[hole_b + key]
        rank_only[key] = (a, b)
        base[_side(a, b)] += ways
    corrections: dict[tuple[int, int], list[int]] = {}

    def correction(mask_a: int, mask_b: int) -> list[int]:
        held = mask_a | mask_b
        suited = [rank for rank in range(RANKS) if not held >> rank & 1]
        others_available = [available[rank] - (not held >> rank & 1) for rank in range(RANKS)]
        most = max(mask_a.bit_count(), mask_b.bit_count())
        delta = [0, 0, 0]
        for new in range(max(0, BOARD - most), min(BOARD, len(suited)) + 1):
            others = rank_patterns(others_available, BOARD - new)
            for chosen in combinations(suited, new):
                mask = 0
                for rank in chosen:
                    mask |= RANK_BIT[rank]
                fa, fb = flush[mask_a | mask], flush[mask_b | mask]
                if fa == NO_FLUSH and fb == NO_FLUSH:
                    continue
                start = sum(RANK_KEY[rank] for rank in chosen)
                for key, ways, _ in others:
                    a, b = rank_only[start + key]
                    a2 = fa if fa > a else a
                    b2 = fb if fb > b else b
                    if a2 != a or b2 != b:
                        delta[_side(a, b)] -= ways
                        delta[_side(a2, b2)] += ways
        return delta

    found: dict[int, tuple[int, int]] = {}
    for key in keys:
        first, second = key_hands(key)
        masks_a, masks_b = [0] * 4, [0] * 4
        for card in first:
            masks_a[card & 3] |= RANK_BIT[card >> 2]
        for card in second:
            masks_b[card & 3] |= RANK_BIT[card >> 2]
        total = list(base)
        for suit in range(4):
            signature = (masks_a[suit], masks_b[suit])
            delta = corrections.get(signature)
            if delta is None:
                delta = corrections[signature] = correction(*signature)
            total = [t + d for t, d in zip(total, delta)]
        found[key] = (total[0], total[1])
    return found


def read_partial() -> dict[int, tuple[int, int]]:
    """The matchups counted so far; a last line cut short by a stopped run is dropped (and the
    file rewritten without it, so appending goes on from whole lines)."""
    done: dict[int, tuple[int, int]] = {}
    if not PARTIAL.exists():
        return done
    text = PARTIAL.read_text()
    lines = text.split("\n")
    complete = lines[:-1]  # the part after the last newline is empty, or cut short
    for line in complete:
        key, wins, ties = (int(part) for part in line.split())
        done[key] = (wins, ties)
    if lines[-1]:
        PARTIAL.write_text("".join(line + "\n" for line in complete))
    return done


def group_of(key: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The ranks of the first hand and of the second (what the rank-only outcomes depend on)."""
    first, second = key_hands(key)
    return tuple(card >> 2 for card in first), tuple(card >> 2 for card in second)


def compute(keys: list[int], done: dict[int, tuple[int, int]]) -> None:
    tables()
    groups: dict[tuple[tuple[int, ...], tuple[int, ...]], list[int]] = {}
    for key in keys:
        if key not in done:
            groups.setdefault(group_of(key), []).append(key)
    todo = sum(len(group) for group in groups.values())
    print(f"[preflop] {len(done):,} of {len(keys):,} matchups already counted; {todo:,} to go "
          f"in {len(groups):,} groups of equal ranks", file=sys.stderr, flush=True)
    PARTIAL.parent.mkdir(parents=True, exist_ok=True)
    start, counted, shown = time.perf_counter(), 0, 0
    with PARTIAL.open("a") as out:
        for group in groups.values():
            for key, (wins, ties) in count_group(group).items():
                done[key] = (wins, ties)
                out.write(f"{key} {wins} {ties}\n")
            counted += len(group)
            if counted - shown >= 1000 or counted == todo:
                shown = counted
                out.flush()
                spent = time.perf_counter() - start
                left = spent / counted * (todo - counted)
                print(f"[preflop] {len(done):,}/{len(keys):,} matchups ({len(done) / len(keys):.1%}), "
                      f"{counted / spent:.0f}/s, about {left / 60:.1f} min left", file=sys.stderr, flush=True)


def check(keys: list[int], done: dict[int, tuple[int, int]], sample: int) -> None:
    """Recount a random sample with the live counter itself (count_outcomes, one matchup at a time)."""
    for key in random.sample(keys, sample):
        if count(key) != done[key]:
            sys.exit(f"[preflop] matchup {key_hands(key)} differs from the live counter")
    print(f"[preflop] {sample} random matchups agree with the live counter", file=sys.stderr)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--finish", action="store_true", help="only write the table from a complete partial file")
    parser.add_argument("--check", type=int, default=50, metavar="N",
                        help="recount N random matchups with the live counter before writing (default 50)")
    parser.add_argument("--verify", type=Path, metavar="FILE",
                        help="only check that FILE is the table table_file.py records (sha256 and CRC-32)")
    args = parser.parse_args(argv)
    if args.verify:
        problem = verify(args.verify.read_bytes())
        if problem:
            sys.exit(f"[preflop] {args.verify}: {problem}")
        return
    keys = all_keys()
    done = read_partial()
    if not args.finish:
        compute(keys, done)
    missing = [key for key in keys if key not in done]
    if missing:
        sys.exit(f"[preflop] {len(missing):,} matchups not counted yet: run without --finish")
    check(keys, done, args.check)
    entries = [done[key] for key in keys]
    data = encode(keys, entries, class_sums(keys, entries))
    TABLE_PATH.write_bytes(data)
    # the checksums (the build's and every load's) live in the module that reads the file
    module = Path(table_file.__file__)
    text = re.sub(r'TABLE_SHA256 = "[0-9a-f]{64}"', f'TABLE_SHA256 = "{sha256(data)}"', module.read_text())
    text = re.sub(r"TABLE_CRC32 = 0x[0-9A-Fa-f]{8}", f"TABLE_CRC32 = 0x{crc32(data):08X}", text)
    module.write_text(text)
    print(f"[preflop] wrote {TABLE_PATH.relative_to(ROOT)}: {len(data):,} bytes, sha256 {sha256(data)} "
          f"(recorded in {module.relative_to(ROOT)})", file=sys.stderr)


if __name__ == "__main__":
    main()
