"""Equity benchmark: the seven-card evaluator and exact equity against named peers, in one run;
prints rates and ratios (issue #12's targets beside them).

    .venv/bin/python bench/equity.py [--hands 60000] [--samples 10000] [--quick]

1. Seven-card evaluators on the same random hands: cardlab (seven_card_evaluator), treys
   (Evaluator.evaluate, best of 21), phevaluator 0.5.3 (the last pure-Python release) and
   phevaluator 0.6.0 (C extension). Targets: >= 1.0 M hands/s, >= 5x treys, >= 3x phevaluator 0.5.3.
2. Exact heads-up Hold'em preflop (AhAs vs KdKc): `python -m cardlab equity ... --exact` as a
   process (startup, imports and table building included) against a naive loop over all
   1,712,304 boards calling phevaluator 0.6.0 twice per board. Target: <= 0.25x.
3. Exact 3-way preflop, and flop and turn spots of Hold'em and Omaha, against the same naive loop.
4. pokerkit's calculate_equities (Monte Carlo) at equal standard error, beside our exact and our
   Monte Carlo.

Peers that are missing are installed into .venv with pip when possible (phevaluator 0.5.3 into
build/phevaluator053, beside 0.6.0), otherwise their lines print a clear skip. The measuring
functions take plain hands and evaluators, so the same code can run inside Pyodide (section 2's
process timing is CPython only).
"""

from __future__ import annotations

import argparse
import importlib
import random
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from itertools import combinations, islice, pairwise
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py_src"))
from cardlab.api import call  # noqa: E402
from cardlab.core.cards import FULL_DECK, Card, parse_hand  # noqa: E402
from cardlab.poker.equity.plan import choose, count  # noqa: E402
from cardlab.poker.equity.spot import parse_spot  # noqa: E402
from cardlab.poker.seven_card import encode, seven_card_evaluator, tables  # noqa: E402

PHEVAL_053 = ROOT / "build" / "phevaluator053"
CPYTHON = sys.platform != "emscripten"


# --- peers ---------------------------------------------------------------------------------------

def pip_install(*args: str) -> bool:
    """Install with the venv's pip (CPython only); False when that is impossible."""
    if not CPYTHON:
        return False
    done = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", *args], capture_output=True, text=True)
    return done.returncode == 0


def phevaluator_060() -> ModuleType | None:
    """phevaluator 0.6.0 (C); installed into .venv if missing."""
    for attempt in range(2):
        try:
            module = importlib.import_module("phevaluator.evaluator")
            version = importlib.import_module("importlib.metadata").version("phevaluator")
            if version == "0.6.0":
                return module
        except ImportError:
            pass
        if attempt == 0 and not pip_install("phevaluator==0.6.0"):
            break
    return None


def phevaluator_053() -> ModuleType | None:
    """phevaluator 0.5.3 (pure Python) from build/phevaluator053, beside 0.6.0 in one process:
    imported under its own name with 0.6.0's modules set aside, then set aside itself (its
    functions keep their tables); installed there with pip --target if missing."""
    if not (PHEVAL_053 / "phevaluator").is_dir():
        pip_install("--no-deps", "--target", str(PHEVAL_053), "phevaluator==0.5.3")
    if not (PHEVAL_053 / "phevaluator").is_dir():
        return None
    saved = {name: module for name, module in sys.modules.items() if name.split(".")[0] == "phevaluator"}
    for name in saved:
        del sys.modules[name]
    sys.path.insert(0, str(PHEVAL_053))
    try:
        module = importlib.import_module("phevaluator.evaluator")
        version = importlib.import_module("importlib.metadata").version("phevaluator")
    finally:
        sys.path.remove(str(PHEVAL_053))
        for name in [name for name in sys.modules if name.split(".")[0] == "phevaluator"]:
            del sys.modules[name]
        sys.modules.update(saved)
    return module if version == "0.5.3" else None


def card_id(card: Card) -> int:
    """phevaluator's card id: 2c=0, 2d=1, ..., As=51."""
    return (card.rank - 2) * 4 + "cdhs".index(card.suit)


def optional(name: str) -> ModuleType | None:
    try:
        return importlib.import_module(name)
    except ImportError:
        return None


def skip(label: str, why: str) -> None:
    print(f"  {label:40s} skipped: {why}")


# --- measuring -----------------------------------------------------------------------------------

def timed(run: Callable[[], Any]) -> tuple[float, Any]:
    start = time.perf_counter()
    result = run()
    return time.perf_counter() - start, result


def rate_line(label: str, count: int, seconds: float) -> float:
    per_second = count / seconds
    print(f"  {label:40s} {per_second / 1e6:8.3f} M hands/s")
    return per_second


def evaluator_rates(hands: Sequence[Sequence[Card]], ph060: ModuleType | None, ph053: ModuleType | None,
                    rounds: int = 3) -> None:
    """Section 1: the same 7-card hands through each evaluator; the evaluators take turns for
    ``rounds`` rounds and each keeps its best time, so a busy machine disturbs the ratios less."""
    print(f"Seven-card evaluators, the same {len(hands):,} random hands, best of {rounds} rounds:")
    build = tables().seconds
    print(f"  cardlab tables built in {build:.3f} s (first use)")
    evaluate = seven_card_evaluator()
    codes = [encode(hand) for hand in hands]
    ids = [[card_id(card) for card in hand] for hand in hands]
    few = len(hands)
    runs: dict[str, tuple[int, Callable[[], list[int]]]] = {
        "cardlab seven_card_evaluator": (len(hands), lambda: [evaluate(hand) for hand in codes])}
    treys = optional("treys")
    if treys is not None:
        evaluator = treys.Evaluator()
        treys_hands = [[treys.Card.new(str(card)) for card in hand] for hand in hands[:few]]
        runs["treys Evaluator.evaluate (7 cards)"] = (
            few, lambda: [evaluator.evaluate(hand[:2], hand[2:]) for hand in treys_hands])
    else:
        skip("treys", "not installed (pip install -r requirements-dev.txt)")
    if ph053 is not None:
        evaluate_053 = ph053.evaluate_cards
        runs["phevaluator 0.5.3 (pure Python)"] = (few, lambda: [evaluate_053(*hand) for hand in ids[:few]])
    else:
        skip("phevaluator 0.5.3", "could not install into build/phevaluator053")
    if ph060 is not None:
        evaluate_060 = ph060.evaluate_cards
        runs["phevaluator 0.6.0 evaluate_cards (C)"] = (len(hands), lambda: [evaluate_060(*hand) for hand in ids])
    else:
        skip("phevaluator 0.6.0", "could not install")
    best: dict[str, float] = {}
    results: dict[str, list[int]] = {}
    for _ in range(rounds):
        for label, (_count, run) in runs.items():
            seconds, results[label] = timed(run)
            best[label] = min(best.get(label, float("inf")), seconds)
    rates = {label: rate_line(label, runs[label][0], best[label]) for label in runs}
    ours = results["cardlab seven_card_evaluator"]
    for label in runs:
        if label.startswith("phevaluator"):
            check_order(ours, results[label])
    mine = rates.pop("cardlab seven_card_evaluator")
    targets = {"treys": 5.0, "phevaluator 0.5.3": 3.0}
    for label, rate in rates.items():
        name = label.split(" (")[0].replace(" Evaluator.evaluate", "").replace(" evaluate_cards", "")
        target = f"  (target >= {targets[name]:.0f}x)" if name in targets else ""
        print(f"  ratio cardlab / {name}: {mine / rate:.2f}x{target}")
    print(f"  cardlab {mine / 1e6:.2f} M hands/s (target >= 1.0 M)")


def check_order(ours: Sequence[int], theirs: Sequence[int]) -> None:
    """Our strengths (bigger wins) must order hands exactly as phevaluator's ranks (smaller wins)."""
    pairs = list(zip(ours, theirs))
    for (a, ra), (b, rb) in pairwise(pairs):
        if (a > b) != (ra < rb) or (a == b) != (ra == rb):
            raise SystemExit(f"evaluators disagree: strengths {a}, {b} vs phevaluator ranks {ra}, {rb}")


def naive_equity(hands: Sequence[Sequence[Card]], board: Sequence[Card], evaluate: Callable[..., int],
                 omaha: bool = False, limit: int | None = None) -> tuple[int, list[int], list[int]]:
    """Every completion of the board (or the first ``limit``), each player evaluated by ``evaluate``
    (phevaluator: smaller wins; Omaha: board first, then the hole cards): (boards, wins, ties)."""
    known = {card for hand in hands for card in hand} | set(board)
    unseen = [card_id(card) for card in FULL_DECK if card not in known]
    holes = [[card_id(card) for card in hand] for hand in hands]
    fixed = [card_id(card) for card in board]
    players = range(len(hands))
    wins, ties, boards = [0] * len(hands), [0] * len(hands), 0
    for extra in islice(combinations(unseen, 5 - len(board)), limit):
        full = fixed + list(extra)
        ranks = [evaluate(*full, *hole) if omaha else evaluate(*hole, *full) for hole in holes]
        best = min(ranks)
        winners = [p for p in players if ranks[p] == best]
        boards += 1
        if len(winners) == 1:
            wins[winners[0]] += 1
        else:
            for p in winners:
                ties[p] += 1
    return boards, wins, ties


def ours_exact(hands: Sequence[str], board: str = "", game: str = "holdem") -> tuple[float, dict[str, Any]]:
    return timed(lambda: call("poker.equity", {"hands": list(hands), "board": board, "game": game,
                                               "method": "exact"}))


def cli_seconds(hands: Sequence[str], repeats: int = 3) -> float | None:
    """Best wall time of ``python -m cardlab equity HANDS --exact`` as a new process (CPython)."""
    if not CPYTHON:
        return None
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        done = subprocess.run([sys.executable, "-m", "cardlab", "equity", *hands, "--exact"], capture_output=True,
                              text=True, cwd=ROOT, env={"PYTHONPATH": str(ROOT / "py_src"), "PATH": "/usr/bin:/bin"})
        best = min(best, time.perf_counter() - start)
        if done.returncode:
            raise SystemExit(done.stderr)
    return best


def compare_exact(label: str, hands: Sequence[str], board: str, game: str, ph060: ModuleType | None, *,
                  naive: bool = True, quick: bool = False, cli: bool = False, target: float | None = None) -> None:
    """One spot: our exact (in process, and as a CLI process) against the naive loop."""
    seconds, report = ours_exact(hands, board, game)
    wins = [player["wins"] for player in report["players"]]
    ties = [player["ties"] for player in report["players"]]
    print(f"{label}: {report['boards']:,} boards, wins {wins}, ties {ties}")
    print(f"  cardlab exact, in process              {seconds * 1000:9.1f} ms  (the whole report)")
    spot = parse_spot(list(hands), board, game=game)
    count_seconds, _ = timed(lambda: count(spot, choose(spot, "exact")))
    print(f"  cardlab exact counts only              {count_seconds * 1000:9.1f} ms  (no outs, names)")
    process = cli_seconds(hands) if cli else None
    if process is not None:
        print(f"  cardlab CLI process, --exact           {process * 1000:9.1f} ms")
    if ph060 is None:
        skip("naive loop over phevaluator 0.6.0", "phevaluator 0.6.0 missing")
        return
    omaha = game == "omaha"
    evaluate = importlib.import_module("phevaluator.evaluator_omaha").evaluate_omaha_cards if omaha \
        else ph060.evaluate_cards
    parsed = [parse_hand(h) for h in hands]
    if naive:
        naive_seconds, naive_counts = timed(lambda: naive_equity(parsed, parse_hand(board), evaluate, omaha))
        if naive_counts != (report["boards"], wins, ties):
            raise SystemExit(f"naive loop disagrees: {naive_counts}")
        print(f"  naive loop, phevaluator 0.6.0 C        {naive_seconds * 1000:9.1f} ms  (same counts)")
    else:
        share = 50_000 / report["boards"]
        sample_seconds, _ = timed(lambda: naive_equity(parsed, parse_hand(board), evaluate, omaha, limit=50_000))
        naive_seconds = sample_seconds / share
        reason = "--quick" if quick else "too slow to run whole"
        print(f"  naive loop, phevaluator 0.6.0 C        {naive_seconds * 1000:9.1f} ms  "
              f"(estimated from its first 50,000 boards: {reason})")
    goal = f"  (target <= {target}x)" if target else ""
    ratios = [f"counts {count_seconds / naive_seconds:.3f}x", f"whole report {seconds / naive_seconds:.3f}x"]
    if process is not None:
        ratios.append(f"CLI process {process / naive_seconds:.3f}x{goal}")
    print(f"  ratio cardlab / naive: {', '.join(ratios)}")


def pokerkit_at_equal_error(hands: Sequence[str], board: str, samples: int) -> None:
    """Section 4: pokerkit's Monte Carlo and ours at the same number of samples (the same standard
    error: both average independent boards), beside our exact."""
    seconds, exact = ours_exact(hands, board)
    truth = exact["players"][0]["equity"]
    print(f"Monte Carlo at equal standard error, {' vs '.join(hands)} {board or 'preflop'}, {samples:,} boards:")
    print(f"  cardlab exact                          {seconds * 1000:9.1f} ms  equity {truth:.4%} (no error)")
    mc_seconds, sampled = timed(lambda: call("poker.equity", {"hands": list(hands), "board": board,
                                                              "method": "monte-carlo", "trials": samples, "seed": 1}))
    error = sampled["players"][0]["standard_error"]
    print(f"  cardlab Monte Carlo                    {mc_seconds * 1000:9.1f} ms  equity "
          f"{sampled['players'][0]['equity']:.4%} ± {error:.4%}")
    pokerkit = optional("pokerkit")
    if pokerkit is None:
        skip("pokerkit calculate_equities", "pokerkit missing")
        return
    ranges = tuple(pokerkit.parse_range(hand.replace(" ", "")) for hand in hands)
    kit_seconds, equities = timed(lambda: pokerkit.calculate_equities(
        ranges, pokerkit.Card.parse(board.replace(" ", "")) if board else (), 2, 5, pokerkit.Deck.STANDARD,
        (pokerkit.StandardHighHand,), sample_count=samples))
    print(f"  pokerkit calculate_equities            {kit_seconds * 1000:9.1f} ms  equity {equities[0]:.4%} "
          f"(± {error:.2%} expected)")
    print(f"  ratio pokerkit / cardlab exact: {kit_seconds / seconds:.1f}x; "
          f"pokerkit / cardlab Monte Carlo: {kit_seconds / mc_seconds:.1f}x")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=60_000, help="random 7-card hands for section 1")
    parser.add_argument("--samples", type=int, default=10_000, help="Monte Carlo boards for section 4")
    parser.add_argument("--quick", action="store_true", help="skip the slow naive preflop loops")
    args = parser.parse_args(argv)
    print(f"Python {sys.version.split()[0]} on {sys.platform}")
    ph053 = phevaluator_053()  # first: it borrows the name 'phevaluator' while it loads
    ph060 = phevaluator_060()
    rng = random.Random(2026)
    evaluator_rates([rng.sample(FULL_DECK, 7) for _ in range(args.hands)], ph060, ph053)
    slow = not args.quick
    compare_exact("Exact heads-up preflop, AhAs vs KdKc", ["Ah As", "Kd Kc"], "", "holdem", ph060, naive=slow,
                  quick=args.quick, cli=True, target=0.25)
    compare_exact("Exact 3-way preflop, AhAs vs KdKc vs 8c7c", ["Ah As", "Kd Kc", "8c 7c"], "", "holdem", ph060,
                  naive=slow, quick=args.quick)
    compare_exact("Hold'em flop, AhKh vs QsQc on JhTh2c", ["Ah Kh", "Qs Qc"], "Jh Th 2c", "holdem", ph060)
    compare_exact("Hold'em turn, AhKh vs QsQc on JhTh2c3d", ["Ah Kh", "Qs Qc"], "Jh Th 2c 3d", "holdem", ph060)
    compare_exact("Omaha flop, AhAsKdQd vs JcTc9h8h on 9c7d2s", ["AhAsKdQd", "JcTc9h8h"], "9c 7d 2s", "omaha", ph060)
    compare_exact("Omaha turn, AhAsKdQd vs JcTc9h8h on 9c7d2s3h", ["AhAsKdQd", "JcTc9h8h"], "9c 7d 2s 3h", "omaha",
                  ph060)
    compare_exact("Omaha preflop, AhAsKdQd vs JcTc9h8h", ["AhAsKdQd", "JcTc9h8h"], "", "omaha", ph060, naive=False)
    compare_exact("Omaha 6-way preflop", ["AhAsKdQd", "JcTc9h8h", "7s6s5d4d", "KhQcJsTd", "2c3c4h5h", "9s9d8c8d"], "",
                  "omaha", ph060, naive=False)
    pokerkit_at_equal_error(["Ah As", "Kd Kc"], "", args.samples)


if __name__ == "__main__":
    main()
