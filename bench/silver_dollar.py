"""Exact W(n, c): the split DP (today's W) against the simple DP it replaced, same run; prints ratios.

    .venv/bin/python bench/silver_dollar.py            # every row, old W(10^18, 1000) included (~10-30 min)
    .venv/bin/python bench/silver_dollar.py --quick    # skips the old W(10^18, 1000); prints its stored full run
    .venv/bin/python bench/silver_dollar.py --calibrate  # fits the cost model's constants on this machine

"old" is W as it was before issue #17, copied verbatim into bench/silver_dollar_old.py (one carry
DP per count from the lowest bit, exact products as shifts and adds). "new" is
:func:`cardlab.silver_dollar.count.W`. Every run starts cold (cached column tables and plans are
cleared, as for the page's first count). Each row checks that both give the same value (sha256 of
the digits), and reports the time predicted by ``estimate_seconds`` and how honest the progress
bar was: the fraction reported when half the time had passed (0.5 is perfect).

Targets (issue #17): W(10^6, 1000) >= 20x, W(10^18, 1000) >= 15x, W(10^6, 100) and residues not
slower. The machine is shared: compare ratios, which come from one run.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py_src"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
import silver_dollar_old

from cardlab.silver_dollar import count, split_count
from cardlab.silver_dollar.count import W, W_reference, estimate_seconds

EULER_MOD = 1000036000099
STORED_OLD_W18 = (2108.0, "2026-11-21, CPython 3.11, the shared 2-core machine under heavy load")
"""Seconds the old W(10^18, 1000) took in a full run of this bench (shown by --quick)."""

if hasattr(sys, "set_int_max_str_digits"):
    sys.set_int_max_str_digits(0)


def digest(value: int) -> str:
    return hashlib.sha256(str(value).encode()).hexdigest()[:12]


class Marks:
    """A progress callback that records (seconds since start, fraction reported)."""

    def __init__(self) -> None:
        self.start = time.perf_counter()
        self.marks: list[tuple[float, float]] = []

    def __call__(self, fraction: float) -> None:
        self.marks.append((time.perf_counter() - self.start, fraction))

    def at(self, seconds: float) -> float:
        """The last fraction reported by ``seconds``."""
        return max((fraction for at, fraction in self.marks if at <= seconds), default=0.0)


def cold() -> None:
    """Forget every cached table and plan, old and new: each timed run starts as a first count."""
    for cached in (silver_dollar_old._column_ways, count._column_ways, split_count.column_polynomial,
                   split_count.plan_count):
        cached.cache_clear()


def timed(run: Callable[[Callable[[float], None]], int], repeat: int = 1) -> tuple[float, int, float]:
    """(best seconds, value, progress fraction reported at half of the elapsed time) over ``repeat`` runs."""
    best, value, half = float("inf"), 0, float("nan")
    for _ in range(repeat):
        cold()
        marks = Marks()
        value = run(marks)
        seconds = time.perf_counter() - marks.start
        if seconds < best:
            best, half = seconds, marks.at(seconds / 2)
    return best, value, half


def row(label: str, n: int, c: int, modulus: int | None, *, repeat: int, run_old: bool) -> None:
    new_s, new_v, half = timed(lambda progress: W(n, c, modulus, progress), repeat)
    estimate = estimate_seconds(n, c, modulus)
    if run_old:
        old_s, old_v, _ = timed(lambda progress: silver_dollar_old.W(n, c, modulus, progress), repeat)
        same = "same" if old_v == new_v else "DIFFERENT"
        old_text, ratio = f"{old_s:9.2f}", f"{old_s / new_s:7.1f}x"
    else:
        old_s = STORED_OLD_W18[0]
        same, old_text, ratio = "stored", f"{old_s:8.0f}*", f"{old_s / new_s:6.1f}x*"
    print(f"{label:22s} {old_text} {new_s:9.2f} {ratio:>8s} {estimate:9.2f} {half:9.2f}  {same} {digest(new_v)}",
          flush=True)


def calibrate() -> None:
    """Time the model's units on this machine and print the constants to put in work_model.py."""
    from decimal import Decimal
    from math import log2

    from cardlab.silver_dollar import decimal_poly as poly
    from cardlab.silver_dollar import work_model as model
    from cardlab.silver_dollar.split_count import column_polynomial

    digits = "31415926535897932384626433832795028841971693993751058209749445923078164062862089986280348253421170679"
    transform, strings = [], []
    for size in (400_000, 1_000_000, 3_000_000, 8_000_000):
        text = (digits * (size // len(digits) + 1))[:size]
        a, b = Decimal(text), Decimal(text[::-1])
        best = _best_seconds(5, poly.EXACT.multiply, a, b)
        length = model.transform_length(2 * -(-size // poly.WORD_DIGITS))
        transform.append(best / (length * log2(length)))
        column = column_polynomial(501, 501)
        width = size // 1001
        vector = (text * 2)[:1001 * width]
        packed = poly.pack(column, width)
        step = _best_seconds(5, _bottom_step, vector, packed, width)
        strings.append((step - best) / (2 * (len(vector) + len(packed))))
        print(f"  {size:>10,} digits: product {best:.3f} s, step {step:.3f} s", flush=True)
    print("TRANSFORM_SECONDS per L log2 L:", " ".join(f"{value:.3g}" for value in transform),
          f"(model {model.TRANSFORM_SECONDS:.3g})")
    print("DIGIT_SECONDS per digit of string work:", " ".join(f"{value:.3g}" for value in strings),
          f"(model {model.DIGIT_SECONDS:.3g})")
    for n, c, modulus in [(10**18, 1000, EULER_MOD), (10**6, 300, EULER_MOD)]:
        seconds = _best_seconds(2, W_reference, n, c, modulus)
        print(f"  W({n}, {c}) mod M: {seconds:.3f} s, model {estimate_seconds(n, c, modulus):.3f} s")
    for n, c in [(10**6, 100), (10**18, 100), (10**6, 200)]:
        seconds = _best_seconds(2, W_reference, n, c)
        heaps = (c + 2) // 2
        runs = 1 if (c + 1) % 2 == 0 else 3
        model_seconds = runs * model.reference_seconds((n - c).bit_length(), heaps, c + 2 - heaps)
        print(f"  simple exact W({n}, {c}): {seconds:.3f} s, model {model_seconds:.3f} s")


def _bottom_step(vector: str, packed: str, width: int) -> str:
    from cardlab.silver_dollar import decimal_poly as poly

    return poly.decimate(poly.multiply(vector, packed), width, parity=1, count=1001, new_width=width + 300)


def _best_seconds(repeat: int, run: Callable[..., object], *args: object) -> float:
    """The least CPU time of ``repeat`` runs (CPU time: other jobs on a shared machine add less noise)."""
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        run(*args)
        best = min(best, time.process_time() - start)
    return best


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true",
                        help="skip the old W(10^18, 1000) (minutes); show the stored run")
    parser.add_argument("--calibrate", action="store_true", help="fit the cost model's constants and exit")
    args = parser.parse_args(argv)
    print(f"Python {sys.version.split()[0]} on {sys.platform}")
    if args.calibrate:
        calibrate()
        return
    print(f"{'W(n, c)':22s} {'old s':>9s} {'new s':>9s} {'ratio':>8s} {'model s':>9s} {'@half t':>9s}  value")
    row("W(10^6, 100) exact", 10**6, 100, None, repeat=5, run_old=True)
    row("W(10^6, 1000) exact", 10**6, 1000, None, repeat=1, run_old=True)
    row("W(10^18, 1000) mod M", 10**18, 1000, EULER_MOD, repeat=2, run_old=True)
    row("W(10^18, 1000) exact", 10**18, 1000, None, repeat=1, run_old=not args.quick)
    if args.quick:
        print(f"* old W(10^18, 1000) not run (--quick): stored full run, {STORED_OLD_W18[1]}")
    print("ratio = old / new; model s = estimate_seconds; @half t = progress reported at half the time.")


if __name__ == "__main__":
    main()
