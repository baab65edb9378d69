"""The odds vocabulary (cardlab.core.odds) as the tools use it: one method word, one fraction format,
one seed policy and bounds, estimates whose standard error is a number or null (never Infinity in
JSON), progress phases and the chunked sampling loop."""

import json
import random

import pytest

from cardlab.api import call
from cardlab.core.errors import InputError
from cardlab.core.odds import (
    MAX_SEED,
    Phases,
    exact_chance,
    fraction_text,
    parse_method,
    proportion_error,
    resolve_seed,
    sample_in_chunks,
)


@pytest.mark.parametrize("typed, method", [("auto", "auto"), ("EXACT", "exact"), ("mc", "monte-carlo"),
                                           ("Monte Carlo", "monte-carlo"), ("monte_carlo", "monte-carlo"),
                                           ("enumerate", "exact")])
def test_methods_typed_any_way_become_one_word(typed, method):
    assert parse_method(typed) == method


def test_an_unknown_method_is_named():
    with pytest.raises(InputError, match="unknown method 'guess'; choose auto, exact or monte-carlo"):
        parse_method("guess")


def test_one_fraction_format():
    assert [exact_chance(c, n)["fraction"] for c, n in [(45, 990), (990, 990), (0, 7), (32, 1081)]] == \
        ["1/22", "1", "0", "32/1081"]
    assert exact_chance(32, 1081)["probability"] == pytest.approx(32 / 1081)
    assert fraction_text(2) == "2"


def test_standard_error_of_a_share_and_none_without_two_trials():
    assert proportion_error(30, 100) == pytest.approx((0.3 * 0.7 / 99) ** 0.5)
    assert proportion_error(1, 1) is None and proportion_error(0, 0) is None


def test_seed_policy():
    assert resolve_seed(0) == 0 and resolve_seed(MAX_SEED) == MAX_SEED
    drawn = {resolve_seed(None) for _ in range(20)}
    assert len(drawn) > 1 and all(0 <= seed < 2**32 for seed in drawn)
    with pytest.raises(InputError, match="seed: must be at most"):
        resolve_seed(MAX_SEED + 1)


def test_one_trial_has_no_standard_error_and_the_report_stays_json():
    report = call("poker.equity", {"hands": ["AhAs", "KdKc"], "method": "monte-carlo", "trials": 1, "seed": 3})
    assert [player["standard_error"] for player in report["players"]] == [None, None]
    assert "too few trials for a standard error" in report["method_text"]
    json.dumps(report, allow_nan=False)


def test_seed_bounds_are_the_same_in_the_api():
    with pytest.raises(InputError, match="seed: must be at most 18,446,744,073,709,551,615"):
        call("poker.equity", {"hands": ["AhAs", "KdKc"], "method": "monte-carlo", "seed": MAX_SEED + 1})


def test_phases_cover_the_whole_job_in_proportion_to_cost():
    seen = []
    first, second, third = Phases.over(seen.append, [1.0, 0.0, 3.0])
    first(0.5), first(1.0), second(1.0), third(0.5), third(1.0)
    assert seen == [0.125, 0.25, 0.25, 0.625, 1.0]


def test_chunking_does_not_change_what_is_drawn():
    rng = random.Random(5)
    drawn = []
    sample_in_chunks(lambda n: drawn.extend(rng.random() for _ in range(n)), 5000)
    again = random.Random(5)
    assert drawn == [again.random() for _ in range(5000)]
