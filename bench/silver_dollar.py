"""Exact W(n, c): today's W against the W before issue #17, same run; prints ratios.

    .venv/bin/python bench/silver_dollar.py              # every row, old W(10^18, 1000) included (15-35 min)
    .venv/bin/python bench/silver_dollar.py --quick      # skips the old W(10^18, 1000); shows its stored full run
    .venv/bin/python bench/silver_dollar.py --calibrate  # fits the cost model's constants to this machine

"old" is W as it was before issue #17 (commit 5b5e4d4), copied verbatim below (one carry DP per
count from the lowest bit, exact products as shifts and adds, residue column tables summed
binomial by binomial). "new" is :func:`cardlab.silver_dollar.count.W`. Every timed run starts
cold (cached column tables and plans cleared, as for the page's first count). Each row checks that
both give the same value (sha256 of the digits) and reports the time ``estimate_seconds``
predicted and how honest the progress bar was: the fraction reported when half of the (CPU) time
had passed (0.5 is perfect).

Targets (issue #17): W(10^6, 1000) >= 20x, W(10^18, 1000) >= 15x, W(10^6, 100) and residues not
slower. The machine is shared: compare ratios, which come from one run.
"""

# ruff: noqa: E501
from __future__ import annotations

import argparse
import hashlib
import sys
import time
from collections.abc import Callable
from functools import cache
from math import comb
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py_src"))
from cardlab.silver_dollar import count, split_count
from cardlab.silver_dollar.count import W, estimate_seconds

Progress = Callable[[float], None]
EULER_MOD = 1000036000099
STORED_OLD_W18 = (1155.9, 588.8, "39c7e1ea7ef5", "2026-11-21, CPython 3.11 on the shared 2-core machine (busy)")
"""The old W(10^18, 1000) in a full run of this bench: seconds, CPU seconds, the start of the
sha256 of its digits, when and where."""

if hasattr(sys, "set_int_max_str_digits"):
    sys.set_int_max_str_digits(0)


# --- W before issue #17, verbatim (renamed old_*) ----------------------------------------------

@cache
def old_column_ways(heaps: int, free: int, modulus: int | None) -> tuple[int, ...]:
    """ways[t]: ways to set t bits in one binary column with an even number among the heaps."""
    ways = [0] * (heaps + free + 1)
    for even in range(0, heaps + 1, 2):
        for other in range(free + 1):
            ways[even + other] += comb(heaps, even) * comb(free, other)
    return tuple(w % modulus for w in ways) if modulus else tuple(ways)


def old_pack(values: list[int] | tuple[int, ...], width_bytes: int) -> int:
    return int.from_bytes(b"".join(v.to_bytes(width_bytes, "little") for v in values), "little")


def old_times_binomials(packed: int, width: int, plus: int, minus: int) -> int:
    """``packed`` (a polynomial, one coefficient per ``width`` bits) times (1+y)^plus (1-y)^minus:
    each factor is one shift and one add, much cheaper than a general big-integer product.
    Coefficients may go negative on the way; the packed integer still holds the exact polynomial."""
    for _ in range(plus):
        packed += packed << width
    for _ in range(minus):
        packed -= packed << width
    return packed


def old_count_zero_xor(heaps: int, free: int, total: int, modulus: int | None = None,
                   progress: Progress | None = None) -> int:
    """Tuples of ``heaps`` + ``free`` non-negative integers with sum ``total`` whose heap part
    XORs to zero (mod ``modulus`` if given).

    One binary column sets t bits in ways counted by the polynomial
    P(y) = (1+y)^free * ((1+y)^heaps + (1-y)^heaps) / 2 (an even number of heap bits), so a
    column multiplies the carry polynomial (packed into one integer, Kronecker style) by P and
    keeps the coefficients whose parity matches the total's bit.

    >>> old_count_zero_xor(2, 0, 6)   # (3, 3) only
    1
    >>> old_count_zero_xor(2, 1, 4)   # (0,0,4) (1,1,2) (2,2,0)
    3
    """
    if total < 0:
        return 0
    ways = old_column_ways(heaps, free, modulus) if modulus else ()  # the exact path needs no table
    states = [1]  # states[carry]
    bits = max(total.bit_length(), 1)
    terms = heaps + free
    for bit in range(bits):
        parity = total >> bit & 1
        if modulus is None:
            # Exact counts: multiply by P's factors with shifts and adds (2-3x faster than one
            # big product, measured). Room for the largest coefficient of states * (1+y)^terms,
            # plus a sign bit for (1-y).
            width = (max(states).bit_length() + terms + 2) // 8 + 1
            shared = old_times_binomials(old_pack(states, width), width * 8, free, 0)
            product = (old_times_binomials(shared, width * 8, heaps, 0) + old_times_binomials(shared, width * 8, 0, heaps)) >> 1
        else:
            # Residues: P's coefficients are reduced, so one small-width product is cheapest.
            width = (max(states).bit_length() + max(ways).bit_length() + len(ways).bit_length()) // 8 + 1
            product = old_pack(states, width) * old_pack(ways, width)
        raw = product.to_bytes((product.bit_length() // 8 + 1) or 1, "little")
        size = len(states) + terms
        coefficients = [int.from_bytes(raw[i * width:(i + 1) * width], "little") for i in range(parity, size, 2)]
        states = [value % modulus for value in coefficients] if modulus else coefficients
        while len(states) > 1 and states[-1] == 0:
            states.pop()
        if progress:
            progress((bit + 1) / bits)
    return states[0] % modulus if modulus else states[0]


def old_losing_counts(n: int, coins: int, modulus: int | None = None,
                  progress: Progress | None = None) -> tuple[int, int]:
    """(losing sets of coin squares with the dollar 2nd, losing sets with the dollar 3rd or later).

    >>> old_losing_counts(10, 3)
    (20, 16)
    """
    heaps, free = (coins + 1) // 2, coins + 1 - (coins + 1) // 2
    spare = n - coins
    second = old_count_zero_xor(heaps, free, spare, modulus, progress)
    if coins % 2 == 0:
        return second, second  # the gap before the first coin is free: the pocket changes nothing
    # The pocket adds one to the first gap: tuples with that heap >= 1 summing to spare + 1.
    later = old_count_zero_xor(heaps, free, spare + 1, modulus) - old_count_zero_xor(heaps - 1, free, spare + 1, modulus)
    return second, (later % modulus if modulus else later)


def old_W(n: int, c: int, modulus: int | None = None, progress: Progress | None = None) -> int:
    coins = c + 1
    if n < coins:
        return 0
    total = coins * comb(n, coins)
    if coins == 1:
        return total % modulus if modulus else total
    second, later = old_losing_counts(n, coins, modulus, progress)
    wins = total - second - (coins - 2) * later
    return wins % modulus if modulus else wins


# --- the bench -------------------------------------------------------------------------------------

def digest(value: int) -> str:
    return hashlib.sha256(str(value).encode()).hexdigest()[:12]


class Marks:
    """A progress callback that records (CPU seconds since start, fraction reported). CPU time:
    on a shared machine the wall clock also counts other jobs' turns."""

    def __init__(self) -> None:
        self.start = time.perf_counter()
        self.cpu_start = time.process_time()
        self.marks: list[tuple[float, float]] = []

    def __call__(self, fraction: float) -> None:
        self.marks.append((time.process_time() - self.cpu_start, fraction))

    def at(self, cpu_seconds: float) -> float:
        """The last fraction reported by ``cpu_seconds``."""
        return max((fraction for at, fraction in self.marks if at <= cpu_seconds), default=0.0)


def cold() -> None:
    """Forget every cached table and plan, old and new: each timed run starts as a first count."""
    for cached in (old_column_ways, count._column_ways, split_count.column_polynomial, split_count.plan_count):
        cached.cache_clear()


def timed(run: Callable[[Progress], int], repeat: int = 1) -> tuple[float, float, int, float]:
    """(best seconds, best CPU seconds, value, progress fraction reported at half of the CPU time)
    over ``repeat`` runs. CPU time is less disturbed by other jobs on a shared machine."""
    best, best_cpu, value, half = float("inf"), float("inf"), 0, float("nan")
    for _ in range(repeat):
        cold()
        marks = Marks()
        value = run(marks)
        seconds = time.perf_counter() - marks.start
        cpu = time.process_time() - marks.cpu_start
        best_cpu = min(best_cpu, cpu)
        if seconds < best:
            best, half = seconds, marks.at(cpu / 2)
    return best, best_cpu, value, half


def row(label: str, n: int, c: int, modulus: int | None, *, repeat: int, run_old: bool) -> None:
    new_s, new_cpu, new_v, half = timed(lambda progress: W(n, c, modulus, progress), repeat)
    estimate = estimate_seconds(n, c, modulus)
    if run_old:
        old_s, old_cpu, old_v, _ = timed(lambda progress: old_W(n, c, modulus, progress), repeat)
        same = "same" if old_v == new_v else "DIFFERENT"
        old_text = f"{old_s:9.2f} {old_cpu:9.2f}"
        ratio = f"{old_s / new_s:7.1f}x {old_cpu / new_cpu:7.1f}x"
    else:
        old_s, old_cpu, old_digest, _ = STORED_OLD_W18
        same = "same as stored" if digest(new_v) == old_digest else "DIFFERENT from stored"
        old_text = f"{old_s:8.0f}* {old_cpu:8.0f}*"
        ratio = f"{old_s / new_s:6.1f}x* {old_cpu / new_cpu:6.1f}x*"
    print(f"{label:21s} {old_text} {new_s:9.2f} {new_cpu:9.2f} {ratio} {estimate:8.2f} {half:8.2f}  {same} "
          f"{digest(new_v)}", flush=True)


class Stamps:
    """A progress callback that records the CPU time of every report."""

    def __init__(self) -> None:
        self.times = [time.process_time()]

    def __call__(self, fraction: float) -> None:
        self.times.append(time.process_time())


def calibrate() -> None:
    """Fit the split DP's cost constants to this machine: time every step of a few counts (CPU
    time) and solve least squares for seconds = a * transform units + b * string digits
    + c * coefficients handled + d."""
    from math import log2

    from cardlab.silver_dollar import decimal_poly as poly
    from cardlab.silver_dollar import work_model as model

    rows: list[tuple[float, float, float, float]] = []
    for n, c in [(10**6, 1000), (10**12, 600), (10**18, 300), (10**9, 1000)]:
        for _, plan in count.exact_plans(n, c):
            stamps = Stamps()
            split_count.run_plan(plan, split_count.Meter(plan.seconds, stamps))
            for step, start, end in zip(plan.steps, stamps.times, stamps.times[1:]):
                products, strings, slots = split_count.step_work(step, plan.column)
                units = 0.0
                for a, b in products:
                    words = -(-a // poly.WORD_DIGITS) + -(-b // poly.WORD_DIGITS)
                    if words > 1024 and min(a, b) > 256 * poly.WORD_DIGITS:
                        length = model.transform_length(words)
                        units += length * log2(length)
                if step.kind in ("up", "down") and units:
                    rows.append((end - start, units, strings, slots))
        print(f"  timed W({n}, {c})", flush=True)
    # Least squares over (transform units, string digits, 1), the per-coefficient loops taken
    # at the model's value (they move with the digits, so fitting both is ill-conditioned).
    sums = [[0.0] * 4 for _ in range(3)]
    for seconds, units, digits, slots in rows:
        features = (units, digits, 1.0)
        target = seconds - model.SLOT_SECONDS * slots * model.STRING_FACTOR
        for i in range(3):
            for j in range(3):
                sums[i][j] += features[i] * features[j]
            sums[i][3] += features[i] * target
    transform, digit, fixed = _solve(sums)
    slot = model.SLOT_SECONDS * model.STRING_FACTOR
    worst = max(abs(transform * u + digit * d + slot * s + fixed - t) / t for t, u, d, s in rows if t > 0.05)
    print("seconds per unit here (the model's CPython constant x its platform factor):")
    print(f"  TRANSFORM_SECONDS {transform:.3g} (model {model.TRANSFORM_SECONDS * model.TRANSFORM_FACTOR:.3g})")
    print(f"  DIGIT_SECONDS {digit:.3g} (model {model.DIGIT_SECONDS * model.STRING_FACTOR:.3g})")
    print(f"  STEP_SECONDS {fixed:.3g} (model {model.STEP_SECONDS * model.STRING_FACTOR:.3g})")
    print(f"{len(rows)} steps; the worst step over 0.05 s is off by {worst:.0%}")
    for n, c, modulus in [(10**18, 1000, EULER_MOD), (10**6, 1000, EULER_MOD), (10**6, 300, EULER_MOD)]:
        cold()
        start = time.process_time()
        W(n, c, modulus)
        print(f"  W({n}, {c}) mod M: {time.process_time() - start:.3f} s, model {estimate_seconds(n, c, modulus):.3f} s")
    for n, c in [(10**6, 40), (10**18, 60), (10**9, 50)]:
        start = time.process_time()
        count.W_reference(n, c)
        print(f"  simple exact W({n}, {c}): {time.process_time() - start:.3f} s, "
              f"model {count._reference_exact_seconds(n, c + 1):.3f} s")


def _solve(rows: list[list[float]]) -> list[float]:
    """Gaussian elimination for a small square system given as augmented rows."""
    size = len(rows)
    for i in range(size):
        pivot = max(range(i, size), key=lambda r: abs(rows[r][i]))
        rows[i], rows[pivot] = rows[pivot], rows[i]
        for r in range(size):
            if r != i:
                factor = rows[r][i] / rows[i][i]
                rows[r] = [x - factor * y for x, y in zip(rows[r], rows[i])]
    return [rows[i][size] / rows[i][i] for i in range(size)]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="skip the old W(10^18, 1000) (minutes); show its stored run")
    parser.add_argument("--calibrate", action="store_true", help="fit the cost model's constants and exit")
    args = parser.parse_args(argv)
    print(f"Python {sys.version.split()[0]} on {sys.platform}")
    if args.calibrate:
        calibrate()
        return
    print(f"{'W(n, c)':21s} {'old s':>9s} {'old cpu':>9s} {'new s':>9s} {'new cpu':>9s} {'ratio':>8s} "
          f"{'cpu rat.':>8s} {'model s':>8s} {'@half t':>8s}  value")
    row("W(10^6, 100) exact", 10**6, 100, None, repeat=5, run_old=True)
    row("W(10^6, 1000) exact", 10**6, 1000, None, repeat=1, run_old=True)
    row("W(10^18, 1000) mod M", 10**18, 1000, EULER_MOD, repeat=2, run_old=True)
    row("W(10^18, 1000) exact", 10**18, 1000, None, repeat=1, run_old=not args.quick)
    if args.quick:
        print(f"* old W(10^18, 1000) not run (--quick): a stored full run, {STORED_OLD_W18[3]}")
    print("ratio = old / new (wall clock; cpu rat.: CPU time); model s = estimate_seconds;\n"
          "@half t = the progress fraction reported when half of the CPU time had passed.")


if __name__ == "__main__":
    main()
