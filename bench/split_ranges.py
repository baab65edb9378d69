"""Split-pot range benchmark (issue #33, item 2): Hold'em Hi-Lo ranges against the same question in
Hold'em (the whole pot), in one run; prints each time and the ratio split / whole. The peer is the
high-only count of the same deals and boards, so the ratio is what the low costs.

    .venv/bin/python bench/split_ranges.py [--repeat 3]

1. AhKh vs QQ+ preflop, exact (by deal: 12 deals, 4 counts after renaming suits).
2. Ah2h vs QQ+, A3s, 45s on the flop, exact by board (and by deal).
3. Three players with ranges on the flop, exact by board.
4. AhKh vs 20% vs A2s+, 22-66 preflop, Monte Carlo, 100,000 trials (Hold'em Hi-Lo refuses a
   percentage: the middle range is listed, the same classes in both games).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py_src"))
from cardlab.poker.equity.deals import ExactPlan, canonical_groups, count_exact, list_deals  # noqa: E402
from cardlab.poker.equity.sample import sample_results  # noqa: E402
from cardlab.poker.equity.spot import parse_spot  # noqa: E402
from cardlab.poker.ranges.notation import parse_range  # noqa: E402
from cardlab.poker.ranges.text import range_text  # noqa: E402
from cardlab.poker.seven_card import tables  # noqa: E402


def best_of(repeat: int, run: Callable[[], Any]) -> float:
    """The least CPU time of ``repeat`` runs (the machine is shared: CPU time, and the least, are the
    code's own)."""
    times = []
    for _ in range(repeat):
        start = time.process_time()
        run()
        times.append(time.process_time() - start)
    return min(times)


def exact(hands: list[str], board: str, way: str, game: str) -> Callable[[], Any]:
    spot = parse_spot(hands, board, game=game)
    deals = list_deals(spot)
    groups = canonical_groups(spot, deals) if way == "by deal" else None
    return lambda: count_exact(spot, ExactPlan(way, 0, deals, groups))


def sampled(hands: list[str], board: str, trials: int, game: str) -> Callable[[], Any]:
    spot = parse_spot(hands, board, game=game)
    return lambda: sample_results(spot, trials, random.Random(33))


def compare(label: str, make: Callable[[str], Callable[[], Any]], repeat: int) -> None:
    whole = best_of(repeat, make("holdem"))
    split = best_of(repeat, make("holdem-hilo"))
    print(f"  {label:52s} Hold'em {whole * 1000:8.1f} ms   Hi-Lo {split * 1000:8.1f} ms   ratio {split / whole:5.2f}x")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=3, help="runs of each, the least time kept")
    args = parser.parse_args(argv)
    print(f"Python {sys.version.split()[0]} on {sys.platform}")
    tables()
    twenty = range_text(parse_range("20%").weights)
    compare("1. AhKh vs QQ+ preflop, exact by deal", lambda game: exact(["AhKh", "QQ+"], "", "by deal", game),
            args.repeat)
    spot = ["Ah2h", "QQ+, A3s, 45s"]
    compare("2. Ah2h vs QQ+, A3s, 45s flop, exact by board", lambda game: exact(spot, "4h 7c Kd", "by board", game),
            args.repeat)
    compare("   the same, exact by deal", lambda game: exact(spot, "4h 7c Kd", "by deal", game), args.repeat)
    three = ["AhKh", "QQ+, AJs+, KQs", "22-55, T9s, A2s-A5s"]
    compare("3. three players with ranges, flop, exact by board",
            lambda game: exact(three, "Jh Th 2c", "by board", game), args.repeat)
    compare("4. AhKh vs 20% vs A2s+, 22-66 preflop, 100,000 trials",
            lambda game: sampled(["AhKh", twenty, "A2s+, 22-66"], "", 100_000, game), args.repeat)


if __name__ == "__main__":
    main()
