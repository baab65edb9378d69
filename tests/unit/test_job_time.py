"""The time limit's mechanism (core/job_time.py): an equity call reads and plans its question once
(the estimate that bounds it reads first, the action reuses it), and the page's slow-down factor is
one constant that every estimate imports."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import cardlab.poker.equity.compatible as compatible
import cardlab.poker.equity.omaha_ranges as omaha_ranges
import cardlab.poker.equity.plan as plan
import cardlab.poker.pricing as pricing
from cardlab.api import call
from cardlab.core import job_time
from cardlab.core.job_time import once_per_job

PACKAGE = Path(__file__).resolve().parents[2] / "py_src" / "cardlab"


def counted(monkeypatch, module, name: str) -> list[int]:
    """Replace ``module.name`` (a :func:`once_per_job` function) by one that counts its real runs."""
    calls: list[int] = []
    body = getattr(module, name).__wrapped__

    def counting(*args, **kwargs):
        calls.append(1)
        return body(*args, **kwargs)

    monkeypatch.setattr(module, name, once_per_job(counting))
    return calls


def reader_calls(monkeypatch, name: str) -> list[int]:
    """Count the runs of one of the readers ``read_question`` dispatches to."""
    calls: list[int] = []
    reader = getattr(pricing, name)

    def counting(*args, **kwargs):
        calls.append(1)
        return reader(*args, **kwargs)

    monkeypatch.setattr(pricing, name, counting)
    return calls


def test_an_omaha_range_equity_call_reads_and_lists_its_deals_once(monkeypatch):
    reads = reader_calls(monkeypatch, "parse_omaha_spot")
    listings = counted(monkeypatch, omaha_ranges, "list_deals")
    report = call("poker.equity", {"hands": ["Ah Kh Qd Jd", "AA:$ds"], "board": "Ac 7c 2s", "game": "omaha"})
    assert report["method"] == "exact"
    assert (len(reads), len(listings)) == (1, 1)


def test_a_holdem_range_equity_call_reads_and_plans_once(monkeypatch):
    reads = reader_calls(monkeypatch, "parse_spot")
    plans = counted(monkeypatch, plan, "exact_plan")
    report = call("poker.equity", {"hands": ["Ah Kh", "QQ+, AKs"], "board": "Jh Th 2c"})
    assert report["method"] == "exact" and report["players"][0]["equity_fraction"]
    assert (len(reads), len(plans)) == (1, 1)


def test_a_monte_carlo_range_call_plans_its_deals_once(monkeypatch):
    reads = reader_calls(monkeypatch, "parse_spot")
    plans = counted(monkeypatch, compatible, "deal_plan")
    monkeypatch.setattr("cardlab.poker.equity.estimate.deal_plan", compatible.deal_plan)
    monkeypatch.setattr("cardlab.poker.equity.sample.deal_plan", compatible.deal_plan)
    report = call("poker.equity", {"hands": ["Ah Kh", "QQ+, AKs", "random"], "method": "mc", "trials": 2000,
                                   "seed": 1})
    assert report["method"] == "monte-carlo" and report["trials"] == 2000
    assert (len(reads), len(plans)) == (1, 1)


def test_each_call_reads_afresh(monkeypatch):
    reads = reader_calls(monkeypatch, "parse_spot")
    for _ in range(2):
        call("poker.equity", {"hands": ["Ah As", "Kd Kc"], "board": "2c 7d 9h"})
    assert len(reads) == 2
    assert job_time._JOBS == []  # no memo outlives its call


def test_a_refused_job_leaves_no_memo():
    with pytest.raises(Exception, match="limit is 1 second"):
        call("poker.equity", {"hands": ["random"] * 6, "method": "mc", "trials": 10_000_000, "max_seconds": 1})
    assert job_time._JOBS == []


def test_the_page_factor_is_written_once():
    """Pyodide's slow-down against CPython: one constant (core/job_time.py), applied in one place
    (``on_runtime``); outside doctests no other module multiplies by it."""
    factor = re.compile(r"[\d.]+ if sys\.platform == .emscripten. else 1(\.0)?")
    written = {path.relative_to(PACKAGE).as_posix(): len(factor.findall(path.read_text(encoding="utf-8")))
               for path in PACKAGE.rglob("*.py") if factor.search(path.read_text(encoding="utf-8"))}
    assert written == {"core/job_time.py": 1}
    used = {path.relative_to(PACKAGE).as_posix() for path in PACKAGE.rglob("*.py")
            for line in path.read_text(encoding="utf-8").splitlines()
            if "PAGE_FACTOR" in line and ">>>" not in line and not line.lstrip().startswith(("#", ":"))
            and "import" not in line}
    assert used == {"core/job_time.py"}, used
    assert job_time.on_runtime(3.0) == 3.0 * job_time.PAGE_FACTOR


def test_run_says_what_the_estimate_shown_said(monkeypatch):
    """With ``estimated_seconds`` (the page's line for these params), Run's check uses it: within
    the limit nothing is timed again; over it the refusal gives those seconds and the field to lower."""
    import cardlab.api as api
    from cardlab.core.errors import InputError
    from cardlab.core.job_time import Cost

    timed: list[int] = []

    def busy_machine(params, within):  # timed again under load: far slower than the line said
        timed.append(1)
        return Cost(10_000.0, "trials", "fewer trials, players or dead cards")

    monkeypatch.setitem(api.ESTIMATES, "poker.equity", busy_machine)
    params = {"hands": ["Ah As", "Kd Kc"], "method": "mc", "trials": 500, "seed": 3}
    with pytest.raises(InputError, match=r"about 2\.8 hours by the estimate"):
        call("poker.equity", params)
    assert call("poker.equity", {**params, "estimated_seconds": 0.2})["trials"] == 500
    assert len(timed) == 1  # the shown estimate was not timed again
    with pytest.raises(InputError, match=r"^trials: this job would take about 7 minutes by the estimate; the limit is "
                                         r"5 minutes: ask for fewer trials") as caught:
        call("poker.equity", {**params, "estimated_seconds": 420})
    assert caught.value.field == "trials"
    with pytest.raises(InputError, match=r"^estimated_seconds: must be a number of seconds") as caught:
        call("poker.equity", {**params, "estimated_seconds": -1})
    assert caught.value.field == "estimated_seconds"
