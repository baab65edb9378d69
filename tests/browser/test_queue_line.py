"""A job that waits for a free Python says what it waits for in the names of the tabs the user
sees ("Waiting for the Silver dollar job to finish…"), never Python's action names (review D4)."""

from __future__ import annotations

import re

import pytest
from conftest import fill_in
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

ENDLESS = {"n": "1000000000000000000", "c": "1000", "mod": ""}  # exact W(10^18, 1000): minutes


def test_the_queue_line_names_the_tabs_whose_jobs_run(app):
    size = app.evaluate("import('./js/python.js').then((m) => m.MAX_WORKERS)")
    fill_in(app, "silver-dollar", {"sd-n": ENDLESS["n"], "sd-c": ENDLESS["c"], "sd-mod": ""})
    app.get_by_test_id("sd-run").click()
    app.wait_for_function("() => window.cardlab.python.running.length === 1", timeout=90_000)
    # The rest of the pool busy with jobs no tab started (the console's, say).
    app.evaluate("""([params, more]) => {
        window.others = Array.from({length: more}, () => window.cardlab.python.call("sd.count", params));
        window.others.forEach((job) => job.catch(() => {}));
    }""", [ENDLESS, size - 1])
    app.wait_for_function(f"() => window.cardlab.python.running.length === {size}", timeout=90_000)
    tools = app.evaluate("window.cardlab.python.running.map((call) => call.tool)")
    assert tools == ["Silver dollar"] + [None] * (size - 1)
    fill_in(app, "equity", {"equity-hands": "Ah Kh\nQs Qc", "equity-board": ""})
    app.get_by_test_id("equity-run").click()
    busy = app.locator("#equity-result .busy")
    # (the tab's own range count may be first in line: "… (2nd in line)…")
    waiting = r"^Waiting for the Silver dollar job and another job to finish( \(2nd in line\))?…"
    expect(busy).to_contain_text(re.compile(waiting), timeout=30_000)
    assert "sd.count" not in busy.text_content() and "poker." not in busy.text_content()
    expect(app.get_by_test_id("equity-cancel")).to_be_visible()
    app.evaluate("window.cardlab.python.cancel()")
    expect(app.get_by_test_id("python-status")).to_have_attribute("data-state", "ready", timeout=90_000)


def test_the_waiting_words(app):
    lines = app.evaluate("""() => import('./js/ui.js').then(({ waitingLine }) => [
        waitingLine(["Equity"], 1), waitingLine(["Silver dollar", "Equity"], 2),
        waitingLine([null], 1), waitingLine(["Silver dollar", null], 3),
        waitingLine(["Badugi", "Draw", "Equity"], 11)])""")
    assert lines == [
        "Waiting for the Equity job to finish…",
        "Waiting for the Silver dollar and Equity jobs to finish (2nd in line)…",
        "Waiting for another job to finish…",
        "Waiting for the Silver dollar job and another job to finish (3rd in line)…",
        "Waiting for the Badugi, Draw and Equity jobs to finish (11th in line)…",
    ]
