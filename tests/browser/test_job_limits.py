"""Issue #32 item 1 in the page: every tab whose job Python estimates (equity, the Draw and Badugi
draw panels, range hits' every flop, the silver dollar count) shows the job's estimated time beside
Run before Run, says when it is over Python's limit and what to lower, and Run is refused with that
message under the field to lower, nothing started."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from conftest import fill_in

pytestmark = [pytest.mark.browser, pytest.mark.shared_page]  # one booted page: each test sets its inputs

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
    expect(line).to_have_text(re.compile(r"^Estimated time: about [\d.,]+ (hours?|days?|years?)\. Over the limit"))
    app.get_by_test_id("equity-run").click()
    error = app.get_by_test_id("equity-error")
    expect(error).to_have_text(re.compile(r"^Trials: this job would take about [\d.,]+ (hours?|days?|years?) by the estimate; "
                                          r"the limit is 5 minutes: ask for fewer trials, players or dead cards"),
                               timeout=LONG)
    expect(app.get_by_test_id("equity-trials")).to_have_attribute("aria-invalid", "true")
    expect(app.get_by_test_id("equity-result")).to_have_text("")
    # Exact asked where it cannot run: the line says Run's refusal before Run (it was empty)
    app.get_by_test_id("equity-method").select_option("exact")
    expect(over).to_have_text("exact counting would have to list more than 300,000 deals of these ranges; "
                              "use Monte Carlo (a number of trials).", timeout=LONG)


# The other tools' jobs stay within the 5-minute limit at their largest inputs, so their tests
# lower it: every request the page sends for `action` (and every estimate of it) carries
# max_seconds 1, as the API allows; the page shows Python's limit and refusal as it would the real one.
LOWER_LIMIT = """(action) => {
  const send = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message && typeof message.request === "string") {
      const request = JSON.parse(message.request);
      const params = request.action === "estimate" ? request.params.params : request.params;
      if (request.action === action || (request.action === "estimate" && request.params.action === action)) {
        params.max_seconds = 1;
        message = { ...message, request: JSON.stringify(request) };
      }
    }
    return send.call(this, message, ...rest);
  };
}"""


@pytest.mark.parametrize(("tab", "tool", "action", "hand"), [
    ("draw", "draw", "draw", "2c 3d 4h 8s Kd"),
    ("badugi", "badugi-draw", "badugi.draw", "2c 3d 4h Kh"),
])
def test_draw_panels_show_the_estimate_before_run_and_refuse_past_the_limit(app, tab, tool, action, hand):
    fill_in(app, tab, {f"{tool}-hand": hand, f"{tool}-discard": ""})
    if tab == "draw":
        app.get_by_test_id("draw-game").select_option("deuce-to-seven")
    line = app.get_by_test_id(f"{tool}-estimate")
    expect(line).to_have_text("Estimated time: under a second.", timeout=LONG)
    app.evaluate(LOWER_LIMIT, action)
    fill_in(app, tab, {f"{tool}-discard": hand})  # throw the whole hand, three draws left
    app.get_by_test_id(f"{tool}-draws").select_option("3")
    expect(app.get_by_test_id(f"{tool}-estimate-over")).to_have_text(
        "Over the limit of 1 second: ask for fewer draws.", timeout=LONG)
    expect(line).to_have_text(re.compile(r"^Estimated time: about \d+ seconds?\. Over the limit"))
    app.get_by_test_id(f"{tool}-run").click()
    expect(app.get_by_test_id(f"{tool}-error")).to_have_text(re.compile(
        r"^Draws left: this job would take about \d+ seconds? by the estimate; the limit is 1 second: "
        r"ask for fewer draws"),
        timeout=LONG)
    expect(app.get_by_test_id(f"{tool}-draws")).to_have_attribute("aria-invalid", "true")
    expect(app.get_by_test_id(f"{tool}-result")).to_have_text("")


def test_hits_shows_the_every_flop_estimate_and_refuses_past_the_limit(app):
    fill_in(app, "hits", {"hits-range": "AA", "hits-dead": ""})
    line = app.get_by_test_id("hits-estimate")
    expect(line).to_have_text("Every flop, estimated time: under a second.", timeout=LONG)
    app.evaluate(LOWER_LIMIT, "poker.hits")
    fill_in(app, "hits", {"hits-range": "100%"})
    expect(app.get_by_test_id("hits-estimate-over")).to_have_text(
        "Over the limit of 1 second: ask for a narrower range (fewer combos).", timeout=LONG)
    expect(line).to_have_text(re.compile(r"^Every flop, estimated time: about \d+ seconds\. Over the limit"))
    app.get_by_test_id("hits-every-flop").click()
    expect(app.get_by_test_id("hits-error")).to_have_text(re.compile(
        r"^Range: this job would take about \d+ seconds by the estimate; the limit is 1 second: "
        r"ask for a narrower range \(fewer combos\)"), timeout=LONG)
    expect(app.get_by_test_id("hits-range")).to_have_attribute("aria-invalid", "true")
    expect(app.get_by_test_id("hits-result")).to_have_text("")


def test_silver_dollar_shows_the_estimate_before_count_and_refuses_past_the_limit(app):
    fill_in(app, "silver-dollar", {"sd-n": "10", "sd-c": "2", "sd-mod": ""})
    line = app.get_by_test_id("sd-estimate")
    expect(line).to_have_text("Estimated time: under a second.", timeout=LONG)
    app.evaluate(LOWER_LIMIT, "sd.count")
    fill_in(app, "silver-dollar", {"sd-n": "10^18", "sd-c": "1000"})
    expect(app.get_by_test_id("sd-estimate-over")).to_have_text(
        "Over the limit of 1 second: ask for fewer coins (c), a smaller n or a modulus.", timeout=LONG)
    expect(line).to_have_text(re.compile(r"^Estimated time: about \d+ seconds\. Over the limit"))
    app.get_by_test_id("sd-run").click()
    expect(app.get_by_test_id("sd-error")).to_have_text(re.compile(
        r"^Worthless coins c: this job would take about \d+ seconds by the estimate; the limit is 1 second: "
        r"ask for fewer coins \(c\), a smaller n or a modulus"), timeout=LONG)
    expect(app.get_by_test_id("sd-c")).to_have_attribute("aria-invalid", "true")
    expect(app.get_by_test_id("sd-result")).to_have_text("")
