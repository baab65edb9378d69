"""Run's time check says what the estimate line beside it said: the page sends the estimate shown
for the very parameters Run sends (``estimated_seconds``), so a Monte Carlo estimate timed again
on a busy machine cannot turn the line's "within the limit" into a refusal, or the other way."""

from __future__ import annotations

import re

import pytest
from conftest import fill_in
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

LONG = 60_000
DEAD_22 = "2c 2d 2h 2s 3c 3d 3h 3s 4c 4d 4h 4s 5c 5d 5h 5s 6c 6d 6h 6s 7c 7d"

# Every poker.equity request Run sends, as sent (a warm-up sends none of Run's fields), from now on
# (the recorder is put in once a page: a second would record each request twice).
RECORD = """() => {
  window.__equity = [];
  if (window.__recording) return;
  window.__recording = true;
  const send = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message && typeof message.request === "string") {
      const request = JSON.parse(message.request);
      if (request.action === "poker.equity" && "trials" in request.params) window.__equity.push(request.params);
    }
    return send.call(this, message, ...rest);
  };
}"""


def hours_of_work(app):
    """Ten random hands with 22 dead over 10,000,000 trials, typed in Equity: the line says hours.
    The method first, the trials last: on a busy machine the line may estimate the fields typed so
    far (the default trials: minutes, over the limit too); it is read once it says hours."""
    app.get_by_test_id("tab-equity").click()
    app.get_by_test_id("equity-method").select_option("monte-carlo")
    fill_in(app, "equity", {"equity-hands": "\n".join(["random"] * 10), "equity-board": "",
                            "equity-dead": DEAD_22, "equity-trials": "10,000,000"})
    line = app.get_by_test_id("equity-estimate")
    expect(line).to_have_text(re.compile(r"^Estimated time: about [\d.]+ (?:hours?|days?|years?)\."), timeout=LONG)
    return line


@pytest.mark.shared_page
def test_run_sends_the_estimate_shown_and_refuses_in_the_lines_words(app):
    app.evaluate(RECORD)
    line = hours_of_work(app)
    expect(app.get_by_test_id("equity-estimate-over")).to_be_visible()
    shown = re.match(r"^Estimated time: (about [\d.]+ (?:hours?|days?|years?))\.", line.inner_text()).group(1)
    app.get_by_test_id("equity-run").click()
    expect(app.get_by_test_id("equity-error")).to_have_text(re.compile(
        rf"^Trials: this job would take {re.escape(shown)} by the estimate; the limit is 5 minutes"), timeout=LONG)
    sent = app.evaluate("() => window.__equity")
    assert len(sent) == 1 and sent[0]["estimated_seconds"] > 300 and sent[0]["trials"] == "10,000,000"


@pytest.mark.shared_page
def test_a_run_within_the_limit_sends_the_estimate_and_an_unshown_change_does_not(app):
    app.evaluate(RECORD)
    fill_in(app, "equity", {"equity-hands": "Ah As\nKd Kc", "equity-board": "", "equity-dead": "",
                            "equity-trials": "5000"})
    app.get_by_test_id("equity-method").select_option("monte-carlo")
    expect(app.get_by_test_id("equity-estimate")).to_have_text(re.compile("^Estimated time: "), timeout=LONG)
    app.get_by_test_id("equity-run").click()
    expect(app.get_by_test_id("equity-result")).to_contain_text("5,000 trials", timeout=LONG)
    app.get_by_test_id("equity-trials").fill("6000")
    app.get_by_test_id("equity-run").click()  # at once: the line has not estimated 6,000 trials yet
    expect(app.get_by_test_id("equity-result")).to_contain_text("6,000 trials", timeout=LONG)
    first, second = app.evaluate("() => window.__equity")
    assert 0 <= first["estimated_seconds"] < 5 and first["trials"] == "5000"
    assert "estimated_seconds" not in second and second["trials"] == "6000"


@pytest.mark.shared_page
def test_an_edit_empties_the_estimate_line_until_its_own_estimate_arrives(app):
    """Helper review (session 13): after an edit the line kept the figure of the inputs before (or of
    a half-typed spot) for a second or two: "about 2 seconds" for a spot that ran 12 s."""
    line = hours_of_work(app)
    app.get_by_test_id("equity-trials").fill("1000")
    assert line.inner_text() == ""  # at once: the hours were for 10,000,000 trials
    expect(line).to_have_text(re.compile(r"^Estimated time: (?:under a second|about \d+ seconds?)\.$"),
                              timeout=LONG)
