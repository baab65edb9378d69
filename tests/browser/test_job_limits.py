"""Issue #32 item 1 in the page: the equity tab shows the job's estimated time beside its trials
and Run before Run, says when it is over Python's limit and what to lower, and Run is refused
with that message under the Trials field, nothing started."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from conftest import fill_in

pytestmark = pytest.mark.browser

LONG = 60_000
DEAD_22 = "2c 2d 2h 2s 3c 3d 3h 3s 4c 4d 4h 4s 5c 5d 5h 5s 6c 6d 6h 6s 7c 7d"


def test_equity_shows_the_estimate_before_run_and_refuses_past_the_limit(app):
    fill_in(app, "equity", {"equity-hands": "Ah As\nKd Kc", "equity-board": "2c 7d 9h", "equity-dead": "",
                            "equity-trials": ""})
    line = app.get_by_test_id("equity-estimate")
    expect(line).to_have_text("Estimated time: under a second.", timeout=LONG)
    fill_in(app, "equity", {"equity-hands": "\n".join(["random"] * 10), "equity-board": "",
                            "equity-dead": DEAD_22, "equity-trials": "10,000,000"})
    app.get_by_test_id("equity-method").select_option("monte-carlo")
    over = app.get_by_test_id("equity-estimate-over")
    expect(over).to_have_text("Over the limit of 5 minutes: ask for fewer trials, players or dead cards.",
                              timeout=LONG)
    expect(line).to_have_text(re.compile(r"^Estimated time: about [\d.]+ (hours|days)\. Over the limit"))
    app.get_by_test_id("equity-run").click()
    error = app.get_by_test_id("equity-error")
    expect(error).to_have_text(re.compile(r"^Trials: this job would take about [\d.]+ (hours|days) by the estimate; "
                                          r"the limit is 5 minutes: ask for fewer trials, players or dead cards"),
                               timeout=LONG)
    expect(app.get_by_test_id("equity-trials")).to_have_attribute("aria-invalid", "true")
    expect(app.get_by_test_id("equity-result")).to_have_text("")
