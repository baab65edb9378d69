"""Exact W(n, c) by the split DP: against brute force written here, the simple DP, residues, the
Problem 344 checkpoint, stored hashes of values the simple DP took minutes for, progress and the
cost model behind it, and the estimate the page shows before a long count."""

import hashlib
import random
import sys
from functools import cache
from itertools import combinations, pairwise

import pytest

from cardlab.api import call
from cardlab.core.durations import describe_duration
from cardlab.silver_dollar import decimal_poly, split_count
from cardlab.silver_dollar.count import (
    W,
    W_reference,
    W_split,
    count_zero_xor_reference,
    estimate_seconds,
    exact_plans,
    reference_is_faster,
)
from cardlab.silver_dollar.split_count import count_zero_xor_split, plan_count

EULER_MOD = 1000036000099
MODULI = [2, 3, 1000, 2**61 - 1, EULER_MOD, 10**30 + 57]

# sha256 of the decimal digits, computed once with W_reference (the simple DP W used before the
# split DP; it took minutes for these).
STORED = {
    (10**6, 1000): (3439, "5d5e2730436d9b16d139fe5d7a27a6056a1a4e784726840867d4fd5d8e109d84"),
    (1010, 1000): (25, "09fbaf19ef8b7b3fc9aaf42d72c78602822798de096b115b13e4820b50fb15df"),
    (1300, 999): (307, "360e42d5a02b7de550954e2007dae348691437379c616d5819da342ba4b1b14a"),
    (700, 500): (183, "3cc4b2f2c92a5a1993488b4137f3d3cf068ebd9861906427f2b54c467f196ec5"),
    (2000, 401): (437, "880de38033de4403711dd4421796dff33702e4d17e187ed91e6b4faa5e4b1792"),
    (999_999_999_999, 180): (1843, "80a2676238e0c248af9b3a252f422bad5a25bf7e5db9da8b1be6c6794d46928d"),
    (2**40 + 200, 200): (2046, "308297dfca4e0dbc4ac855ef5919e0ae18e35fbfab3f9b029fe65bb50cc32f0d"),
    (10**18, 199): (3228, "066b59b17b5e8c50517651ff592c551507d33ff0714d6490f143af3c40a832cc"),
    (10**18, 200): (3244, "526a0026ca748e911e9a1e7c087bd94138b8eb03c3f8f6107d5b91103205ce10"),
}
QUICK_STORED = [(1010, 1000), (1300, 999), (700, 500), (2000, 401)]
SLOW_STORED = [(999_999_999_999, 180), (2**40 + 200, 200), (10**18, 199), (10**18, 200)]


@pytest.fixture(autouse=True)
def _long_digits(monkeypatch):
    """Exact values here have up to ~3,400 digits; str() of them needs the guard lifted."""
    if hasattr(sys, "set_int_max_str_digits"):
        saved = sys.get_int_max_str_digits()
        sys.set_int_max_str_digits(0)
        yield
        sys.set_int_max_str_digits(saved)
    else:
        yield


def sha(value: int) -> tuple[int, str]:
    text = str(value)
    return len(text), hashlib.sha256(text.encode()).hexdigest()


# --- independent brute forces -------------------------------------------------------------------

def brute_zero_xor(heaps: int, free: int, total: int) -> int:
    """Tuples of heaps + free non-negative integers summing to total whose heaps XOR to zero, listed."""
    def tuples(length, left):
        if length == 0:
            if left == 0:
                yield ()
            return
        for first in range(left + 1):
            for rest in tuples(length - 1, left - first):
                yield (first, *rest)

    count = 0
    for values in tuples(heaps + free, total):
        xor = 0
        for value in values[:heaps]:
            xor ^= value
        count += xor == 0
    return count


@cache
def mover_wins(squares: tuple[int, ...], dollar: int) -> bool:
    """Game search: coins on ``squares`` (increasing), the dollar the coin at index ``dollar``."""
    if dollar == 0:
        return True  # pocket the dollar
    if not mover_wins(squares[1:], dollar - 1):
        return True  # pocket the leftmost coin
    for i, square in enumerate(squares):
        lowest = squares[i - 1] + 1 if i else 1
        for target in range(lowest, square):
            moved = squares[:i] + (target,) + squares[i + 1:]
            if not mover_wins(moved, dollar):
                return True
    return False


def brute_W(n: int, c: int) -> int:
    return sum(mover_wins(squares, dollar) for squares in combinations(range(1, n + 1), c + 1)
               for dollar in range(c + 1))


# --- the split DP against brute force -------------------------------------------------------------

@pytest.mark.parametrize("heaps, free", [(h, f) for h in range(4) for f in range(4) if h + f])
def test_split_counts_equal_brute_force_for_every_split(heaps, free):
    for total in range(13):
        expected = brute_zero_xor(heaps, free, total)
        following = brute_zero_xor(heaps, free, total + 1)
        for split in range(total.bit_length() + 2):
            assert count_zero_xor_split(heaps, free, [(total, 1)], split=split) == expected
            assert count_zero_xor_split(heaps, free, [(total, 2), (total + 1, 5)], split=split) \
                == 2 * expected + 5 * following, (total, split)


@pytest.mark.parametrize("n", range(1, 11))
def test_W_equals_game_search(n):
    for c in range(0, 4):
        expected = brute_W(n, c)
        assert W_split(n, c) == expected, (n, c)
        assert W(n, c) == expected
        assert W(n, c, 7) == expected % 7


# --- the split DP against the simple one ----------------------------------------------------------

def cases() -> list[tuple[int, int]]:
    """(n, c) from 1 to 10^18 and c from 0 to 200: log-uniform n, carries through long runs of
    ones (T = n - c - 1 = 2^k - 1, so T + 1 gains a bit), and n just above c."""
    rng = random.Random(344)
    chosen = [(rng.randint(1, 10 ** rng.randint(1, 18)), rng.randint(0, 40)) for _ in range(40)]
    chosen += [(rng.randint(10**3, 10**6), rng.randint(40, 120)) for _ in range(4)]
    chosen += [(2**k - 1 + c + 1, c) for k, c in [(1, 2), (7, 4), (20, 6), (40, 10), (59, 30)]]
    chosen += [(c + 1, c) for c in (0, 1, 2, 50, 200)] + [(c + 2, c) for c in (1, 2, 200)] + [(10**18, 0), (10**18, 1)]
    chosen += [(10**18, 60), (10**9, 150), (3000, 200)]
    return chosen


@pytest.mark.parametrize("n, c", cases())
def test_split_equals_simple_dp(n, c):
    assert W_split(n, c) == W_reference(n, c)


@pytest.mark.parametrize("n, c", QUICK_STORED)
def test_split_has_the_simple_dps_digits_for_large_c(n, c):
    assert sha(W_split(n, c)) == STORED[(n, c)]


@pytest.mark.slow
@pytest.mark.parametrize("n, c", SLOW_STORED)
def test_split_has_the_simple_dps_digits_for_c_near_200_and_huge_n(n, c):
    assert sha(W_split(n, c)) == STORED[(n, c)]


@pytest.fixture(scope="module")
def w_million_thousand():
    return W(10**6, 1000)


def test_W_million_thousand_has_the_simple_dps_digits(w_million_thousand):
    assert sha(w_million_thousand) == STORED[(10**6, 1000)]


def test_residues_of_exact_values_equal_the_modular_dp(w_million_thousand):
    for modulus in MODULI[1::2]:
        assert w_million_thousand % modulus == W(10**6, 1000, modulus)
    for n, c in [(10**18, 30), (12345678901, 77), (10**6, 250)]:
        exact = W_split(n, c)
        for modulus in MODULI:
            assert exact % modulus == W(n, c, modulus), (n, c, modulus)


def test_problem_344_checkpoint():
    assert W_split(10**6, 100) % EULER_MOD == W(10**6, 100, EULER_MOD) == 65579304332


def test_zero_xor_counts_equal_the_simple_dp_for_T_and_T_plus_1():
    for heaps, free, total in [(51, 50, 10**18 - 103), (7, 9, 2**40 - 1), (30, 31, 999_999)]:
        both = count_zero_xor_split(heaps, free, [(total, 3), (total + 1, 4)])
        reference = [count_zero_xor_reference(heaps, free, total + step) for step in (0, 1)]
        assert both == 3 * reference[0] + 4 * reference[1]


def test_plan_count_takes_one_total_or_two_in_a_row():
    with pytest.raises(ValueError):
        plan_count(2, 2, ((5, 1), (7, 1)))


# --- progress and the cost model --------------------------------------------------------------------

def test_progress_is_monotone_and_ends_at_one():
    for n, c in [(10**9, 200), (10**6, 5), (10, 2), (5, 0), (3, 5)]:
        seen = []
        W(n, c, progress=seen.append)
        assert seen and seen[-1] == 1.0 and all(a <= b for a, b in pairwise(seen)), (n, c)
        assert all(0 <= fraction <= 1 for fraction in seen)
    seen = []
    W(10**18, 1000, EULER_MOD, seen.append)
    assert seen[-1] == 1.0 and all(a <= b for a, b in pairwise(seen))
    # Two column tables first (about a fifth of the modelled time), then three DPs of 60 equal columns.
    assert 0.05 < seen[1] < 0.4 and len(seen) == 2 + 3 * 60 + 1


class RecordingContext:
    """Stands in for decimal_poly.EXACT and records the digits of every product's operands."""

    def __init__(self, context):
        self.context = context
        self.products = []

    def multiply(self, a, b):
        self.products.append((a.adjusted() + 1, b.adjusted() + 1))
        return self.context.multiply(a, b)

    def __getattr__(self, name):
        return getattr(self.context, name)


def test_progress_charges_the_modelled_cost_of_the_products_really_made(monkeypatch):
    """Each report is modelled cost done / total; the products libmpdec makes while counting must
    be the ones the plan charged for, so the bar follows the work, not the step count."""
    recording = RecordingContext(decimal_poly.EXACT)
    monkeypatch.setattr(decimal_poly, "EXACT", recording)
    n, c = 10**12, 120
    plans = [plan for _, plan in exact_plans(n, c)]
    seen = []
    W_split(n, c, seen.append)
    planned = [(step, split_count.step_products(step, plan.column)) for plan in plans for step in plan.steps]
    products = []  # in order; a join makes one product per slot, not planned in digits (None)
    for step, step_products in planned:
        products += [(step, product) for product in step_products] if step.kind != "join" \
            else [(step, None)] * step.slots_in
    assert len(recording.products) == len(products)
    for (a, b), (step, plan_product) in zip(recording.products, products):
        if plan_product is None:
            assert a <= step.width and b <= step.in_width
            continue
        planned_a, planned_b = plan_product
        # Leading zeros are not digits: an operand may be a little shorter than planned (the top
        # coefficients of P's odd lane are 0 and P[1]; an empty part is the number 0, one digit).
        assert planned_a - 2 * step.width < a <= max(planned_a, 1), step
        assert planned_b - 2 * step.width < b <= max(planned_b, 1), step
    total = sum(step.seconds for step, _ in planned)
    running, expected = 0.0, []
    for step, _ in planned:
        running += step.seconds
        expected.append(min(running / total, 1.0))
    assert seen[:-1] == pytest.approx(expected)
    # The biggest step costs far more than the smallest: equal steps would misreport.
    costs = sorted(step.seconds for step, step_products in planned if step_products)
    assert costs[-1] > 20 * costs[0]


def test_planned_widths_hold_the_numbers_and_are_tight():
    """Widths come from proven bounds (so no coefficient overflows its slot); they are also close
    to the real sizes, so the modelled cost is the cost of the real numbers."""
    plan = plan_count(51, 51, ((10**18 - 101, 1), (10**18 - 100, 99)))
    column = split_count.PackedColumn(plan.column)
    vectors = {}
    window = "1"
    for step in plan.steps:
        if step.kind == "start":
            vectors[step.vector] = str(step.weight)
        elif step.kind == "merge":
            vectors[0] = decimal_poly.add(vectors[0], vectors.pop(1))
        elif step.kind == "up":
            vectors[step.vector] = split_count.bottom_up_step(vectors[step.vector], column, step)
            assert len(vectors[step.vector]) <= step.slots_out * step.width
            largest = max(decimal_poly.slots(vectors[step.vector], step.width, step.slots_out))
            assert len(str(largest)) > step.width - 40, step
        elif step.kind == "down":
            window = split_count.top_down_step(window, column, step)
            assert len(window) == step.slots_out * step.width
            if step.bit < 40:
                assert len(str(max(decimal_poly.slots(window, step.width, step.slots_out)))) > step.width - 40


def test_estimates_follow_the_work():
    assert estimate_seconds(10, 2) < 0.01
    assert estimate_seconds(10**6, 1000) < estimate_seconds(10**18, 1000)
    assert estimate_seconds(10**18, 1000, EULER_MOD) < estimate_seconds(10**18, 1000) / 5
    assert 5 < estimate_seconds(10**18, 1000) < 600
    assert reference_is_faster(10**18, 1) and not reference_is_faster(10**6, 1000)


def test_estimate_action_reports_seconds_and_words():
    answer = call("sd.estimate", {"n": "1000000000000000000", "c": "1000"})
    assert set(answer) == {"seconds", "text"}
    assert answer["seconds"] == estimate_seconds(10**18, 1000)
    assert answer["text"] == describe_duration(answer["seconds"]) and answer["text"].startswith("about ")
    assert call("sd.estimate", {"n": "10", "c": "2", "mod": "7"})["text"] == "under a second"


@pytest.mark.parametrize("params, message", [
    ({"n": "0", "c": "2"}, "n: must be at least 1, got 0"),
    ({"n": "10", "c": "1001"}, "c: must be at most 1,000, got 1,001"),
    ({"n": "10", "c": "2", "mod": "0"}, "mod: must be at least 1, got 0"),
])
def test_estimate_action_refuses_what_count_refuses(params, message):
    from cardlab.core.errors import InputError

    with pytest.raises(InputError) as caught:
        call("sd.estimate", params)
    assert str(caught.value) == message


@pytest.mark.parametrize("seconds, text", [
    (0.2, "under a second"), (1.2, "about 1 second"), (25.4, "about 25 seconds"), (59.7, "about 1 minute"),
    (222, "about 3.7 minutes"), (3.7 * 3600, "about 3.7 hours"), (2 * 86400, "about 2 days"),
])
def test_describe_duration(seconds, text):
    assert describe_duration(seconds) == text
