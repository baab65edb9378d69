"""A result shows the answer to the inputs in the fields: a job started while another is on its way to
the same result area supersedes it, and the older answer, delivered later by another worker, is
dropped (ui.js runAction). Forced here: two ready workers, the first one's answers held back."""

from __future__ import annotations

import pytest
from conftest import HOLD_BACK_THE_NEXT, reopen
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

BOARD = "7d 4c 9h Js Qc"


def test_enter_again_after_an_edit_shows_the_new_hands_answer(app):
    app.get_by_test_id("tab-poker").click()
    hands = app.get_by_test_id("poker-input")
    app.get_by_test_id("poker-board").fill(BOARD)
    hands.fill("Ah Kd\n7c 7s")
    app.wait_for_function("() => window.cardlab.warmUps.get('poker') !== 'warming'", timeout=120_000)
    app.evaluate(HOLD_BACK_THE_NEXT, "poker.showdown")
    hands.press("Enter")  # its worker answers 0.4 s late
    hands.fill("Ah Ad\n3c 3s")
    hands.press("Enter")  # the other worker answers at once
    headline = app.get_by_test_id("poker-headline")
    expect(headline).to_have_text("Player 1 wins with Pair of Aces, Queen kicker", timeout=30_000)
    app.wait_for_function("() => !window.cardlab.python.busy", timeout=30_000)  # the three sevens are in: dropped
    expect(headline).to_have_text("Player 1 wins with Pair of Aces, Queen kicker")
    expect(app.get_by_test_id("poker-result")).not_to_contain_text("Sevens")
    run = app.get_by_test_id("poker-run")
    expect(run).to_be_enabled()  # the newer job woke the button the older one rested
    expect(hands).to_be_focused()
    expect(app.get_by_test_id("poker-error")).to_be_hidden()


# Every request the page sends to a Python worker from now on, by action (a warm-up's inner requests
# are not seen); the counter is put in once a page (a second would count each request twice).
COUNT_REQUESTS = """() => {
  window.__requests = [];
  if (window.__counting) return;
  window.__counting = true;
  const send = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message && typeof message.request === "string") window.__requests.push(JSON.parse(message.request));
    return send.call(this, message, ...rest);
  };
}"""

# The newest call answered so far (its id), and the actions of the calls answered after a mark.
LAST_ANSWERED = "() => window.cardlab.python.recent.at(-1)?.id ?? 0"
ANSWERED_SINCE = "(mark) => window.cardlab.python.recent.filter((call) => call.id > mark).map((call) => call.action)"

SLOW_LINK = ("#equity?hands=Ah+Kh%0AQs+Qc%0A7d+7c&method=monte-carlo&trials=300000&seed=1")


@pytest.mark.shared_page
def test_back_to_a_link_while_a_job_runs_shows_that_links_answer(app):
    """A 3-way Monte Carlo link starts a job of a few seconds; Back to the 2-player link meanwhile:
    the 2-player spot is computed and shown, the 3-way job is stopped once it has run a second (its
    answer would be for other inputs), and the address stays the 2-player link."""
    mark = app.evaluate(LAST_ANSWERED)
    app.evaluate("() => { location.hash = '#equity?hands=Ah+Kh%0AQs+Qc&board=2c+3d+4h'; }")
    values = app.get_by_test_id("equity-value")
    expect(values).to_have_text(["40.76%", "59.24%"], timeout=60_000)
    app.evaluate(f"() => {{ location.hash = '{SLOW_LINK}'; }}")
    # the link runs at once when estimated at 5 s or less; else it waits for Run (a busy machine)
    started = app.get_by_test_id("equity-cancel").or_(app.get_by_test_id("equity-waiting"))
    expect(started).to_be_visible(timeout=30_000)
    if app.get_by_test_id("equity-waiting").is_visible():
        app.get_by_test_id("equity-run").click()
    expect(app.get_by_test_id("equity-cancel")).to_be_visible(timeout=30_000)  # the 3-way job runs
    app.go_back()
    expect(app.get_by_test_id("equity-hands")).to_have_value("Ah Kh\nQs Qc")
    expect(values).to_have_text(["40.76%", "59.24%"], timeout=60_000)
    app.wait_for_function("() => !window.cardlab.python.busy", timeout=120_000)
    expect(values).to_have_text(["40.76%", "59.24%"])
    assert "7d" not in app.evaluate("() => decodeURIComponent(location.hash)")
    # The 3-way job, which nobody waits for any more, was stopped, not left to run unseen: the
    # equity jobs answered are the 2-player spot's, before and after.
    answered = app.evaluate(ANSWERED_SINCE, mark)
    assert answered.count("poker.equity") == 2, answered


@pytest.mark.shared_page
def test_every_flop_rests_while_it_runs(app):
    app.evaluate(COUNT_REQUESTS)
    app.get_by_test_id("tab-hits").click()
    app.get_by_test_id("hits-range").fill("22+, A2s+, K9s+, ATo+")
    every = app.get_by_test_id("hits-every-flop")
    every.dblclick()
    expect(every).to_be_disabled()  # resting, as Show hits does, while its job runs
    expect(app.get_by_test_id("hits-textures")).to_be_visible(timeout=120_000)
    expect(every).to_be_enabled()
    app.wait_for_function("() => !window.cardlab.python.busy", timeout=120_000)
    runs = [r for r in app.evaluate("() => window.__requests") if r["action"] == "poker.hits"]
    assert len(runs) == 1 and runs[0]["params"]["every_flop"] is True


def test_the_last_deal_wins_in_the_silver_dollar_game(app):
    app.get_by_test_id("tab-silver-dollar").click()
    app.wait_for_function("() => !window.cardlab.python.busy", timeout=120_000)
    app.wait_for_function("() => window.cardlab.warmUps.get('silver-dollar') !== 'warming'", timeout=120_000)
    app.evaluate(HOLD_BACK_THE_NEXT, "sd.random")
    app.get_by_test_id("sd-random-kind").select_option("win")
    app.get_by_test_id("sd-random").click()  # answered 0.4 s late
    app.get_by_test_id("sd-random-kind").select_option("lose")
    app.get_by_test_id("sd-random").click()
    status = app.get_by_test_id("sd-play-status")
    expect(status).to_contain_text("The computer should win this one", timeout=30_000)
    app.wait_for_function("() => !window.cardlab.python.busy", timeout=30_000)  # the winning deal is in: dropped
    expect(status).to_contain_text("The computer should win this one")


@pytest.mark.shared_page
def test_a_double_click_pockets_once(app):
    app.evaluate(COUNT_REQUESTS)
    app.get_by_test_id("tab-silver-dollar").click()
    app.get_by_test_id("sd-position").fill("o.o.o.o.o.$.o.o.")
    app.get_by_test_id("sd-play").click()
    pocket = app.get_by_test_id("sd-pocket")
    expect(pocket).to_be_enabled(timeout=30_000)
    pocket.dblclick()
    status = app.get_by_test_id("sd-play-status")
    expect(status).to_have_text("You pocketed the coin on square 1; the computer played 3 → 1. Your move.", timeout=30_000)
    app.wait_for_timeout(500)
    assert [r["action"] for r in app.evaluate("() => window.__requests")].count("sd.play") == 1
    app.get_by_test_id("sd-undo").click()  # one Undo takes the one move back
    expect(app.get_by_test_id("sd-undo")).to_be_disabled()


@pytest.mark.shared_page
def test_a_double_click_on_a_card_picks_it_once(app):
    app.get_by_test_id("tab-poker").click()
    app.get_by_test_id("poker-input").fill("")
    reopen(app.locator("#poker-form details.picker-box"))
    picker = app.get_by_test_id("poker-picker")
    picker.locator('[data-card="As"]').dblclick()
    picker.locator('[data-card="Kd"]').dblclick()
    expect(app.get_by_test_id("poker-input")).to_have_value("As Kd")
    expect(picker.locator('[data-card="As"]')).to_have_attribute("aria-pressed", "true")
    # Quick taps on two cards, which a phone may count as one double tap (the second click's detail
    # is 2): two picks.
    picker.locator('[data-card="Qh"]').click()
    picker.locator('[data-card="Jc"]').dispatch_event("click", {"detail": 2})
    expect(app.get_by_test_id("poker-input")).to_have_value("As Kd Qh Jc")


@pytest.mark.shared_page
def test_enter_after_an_edit_while_an_equity_job_runs_runs_the_edit(app):
    """Enter again with the same inputs while their job runs starts nothing; after an edit it runs the
    inputs shown: the answer is theirs, and the job for the old inputs is stopped once it has run a
    second (its answer would be for inputs no longer in the fields)."""
    app.evaluate(COUNT_REQUESTS)
    mark = app.evaluate(LAST_ANSWERED)
    app.get_by_test_id("tab-equity").click()
    hands = app.get_by_test_id("equity-hands")
    hands.fill("Ah Kh\nQs Qc\n7d 7c")
    app.get_by_test_id("equity-board").fill("")
    app.get_by_test_id("equity-method").select_option("monte-carlo")
    app.get_by_test_id("equity-trials").fill("300000")
    app.get_by_test_id("equity-seed").fill("1")
    hands.press("Enter")
    expect(app.get_by_test_id("equity-cancel")).to_be_visible(timeout=30_000)
    hands.press("Enter")  # the same inputs: their job is running
    app.get_by_test_id("equity-method").select_option("auto")
    app.get_by_test_id("equity-board").fill("2c 3d 4h")
    hands.fill("Ah Kh\nQs Qc")
    hands.press("Enter")
    values = app.get_by_test_id("equity-value")
    expect(values).to_have_text(["40.76%", "59.24%"], timeout=60_000)
    app.wait_for_function("() => !window.cardlab.python.busy", timeout=120_000)
    expect(values).to_have_text(["40.76%", "59.24%"])
    expect(app.get_by_test_id("equity-run")).to_be_enabled()
    expect(hands).to_be_focused()
    runs = [r["params"] for r in app.evaluate("() => window.__requests") if r["action"] == "poker.equity"]
    assert [params["hands"] for params in runs] == ["Ah Kh\nQs Qc\n7d 7c", "Ah Kh\nQs Qc"], runs
    answered = app.evaluate(ANSWERED_SINCE, mark)
    assert answered.count("poker.equity") == 1, answered  # the 3-way job was stopped
