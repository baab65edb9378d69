"""The Draw tab (#draw, issue 24) used as a person would: a game chosen, the discard marked by
pressing the hand's cards, the table and chart by top card, every one of the 32 discards ranked with
"try this row", several draws leading the answer, bad input named under its field, a link that
reproduces the result, and the vocabulary (games, goals, defaults) from Python's meta."""

import re

import pytest
from conftest import clear_draw, fill_in, open_app
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

SLOW = 60_000  # a shared 2-core machine


@pytest.mark.shared_page
def test_game_selector_and_goals_come_from_python(app):
    app.get_by_test_id("tab-draw").click()
    game = app.get_by_test_id("draw-game")
    values = game.locator("option").evaluate_all("(options) => options.map((o) => o.value)")
    assert values == ["badugi", "deuce-to-seven", "ace-to-five"]
    game.select_option("deuce-to-seven")
    top = app.get_by_test_id("draw-top")
    expect(top).to_have_value("8")  # the default goal a player picks: 8-low or better
    labels = top.locator("option").evaluate_all("(options) => options.map((o) => o.textContent)")
    assert labels[:2] == ["7-low or better", "8-low or better"] and labels[-1] == "K-low or better"
    expect(app.get_by_test_id("draw-goal").locator('option[value="any"]')).to_have_text("Any low")
    game.select_option("ace-to-five")
    labels = top.locator("option").evaluate_all("(options) => options.map((o) => o.textContent)")
    assert labels[0] == "5-low or better"


@pytest.mark.shared_page
def test_two_kings_thrown_in_2_7_by_pressing_them(app):
    app.get_by_test_id("tab-draw").click()
    app.get_by_test_id("draw-game").select_option("deuce-to-seven")
    clear_draw(app)
    app.get_by_test_id("draw-hand").fill("2c 3d 4h Kh Ks")
    app.get_by_test_id("draw-best").uncheck()
    cards = app.get_by_test_id("draw-cards")
    for code in ("Kh", "Ks"):
        cards.locator(f'[data-card="{code}"]').click()
    expect(app.get_by_test_id("draw-discard")).to_have_value("Kh Ks")
    app.get_by_test_id("draw-goal").select_option("top")
    app.get_by_test_id("draw-top").select_option("7")
    app.get_by_test_id("draw-run").click()
    result = app.get_by_test_id("draw-result")
    expect(result).to_contain_text("Throwing Kh Ks: 32 of 1,081 draws make a 7-low or better (2.96%)", timeout=SLOW)
    seven = result.get_by_test_id("draw-tops").locator("tr", has_text="7-low")
    expect(seven).to_contain_text("32 of 1,081 = 2.96%")
    expect(result.locator("svg.chart")).to_have_count(1)
    expect(result).to_contain_text("Straight: 16 of 1,081 = 1.48%")
    expect(app.get_by_test_id("draw-worse")).to_have_text("449 of 1,081 = 41.54%")
    assert re.search(r"#draw\?.*game=deuce-to-seven", app.url) and "hand=2c+3d+4h+Kh+Ks" in app.url


@pytest.mark.shared_page
def test_all_32_discards_ranked_and_try_this_row(app):
    fill_in(app, "draw", {})
    app.get_by_test_id("draw-game").select_option("deuce-to-seven")
    clear_draw(app)
    app.get_by_test_id("draw-hand").fill("2c 3d 4h 8s Kd")
    app.get_by_test_id("draw-run").click()
    result = app.get_by_test_id("draw-result")
    rows = result.get_by_test_id("draw-best-row")
    expect(rows).to_have_count(32, timeout=SLOW)
    expect(result).to_contain_text("No discard given: the best discard for the goal.")
    expect(rows.nth(0)).to_contain_text("12 of 47 = 25.53%")
    expect(rows.nth(0)).to_contain_text("throwing Kd keeps 2-3-4-8 and draws to 12 outs of 47 to make an 8-low or better")
    expect(rows.nth(1).locator("td").nth(0)).to_have_text("2 (tie)")
    app.get_by_role("button", name="Try throwing 8♠ K♦", exact=True).click()
    expect(app.get_by_test_id("draw-discard")).to_have_value("8s Kd")
    expect(result.get_by_test_id("draw-goal-share")).to_have_text("68 of 1,081 = 6.29%", timeout=SLOW)
    expect(result.get_by_test_id("draw-best-scope")).to_have_count(0)  # one draw: nothing to say
    # with draws after this one the ranking is still this draw's, and says so (helper, session 19)
    app.get_by_test_id("draw-discard").fill("")
    app.get_by_test_id("draw-draws").select_option("3")
    app.get_by_test_id("draw-run").click()
    expect(result.get_by_test_id("draw-best-scope")).to_have_text(
        ", on this draw alone (the chance within 3 draws, above, is for the discard chosen)", timeout=SLOW)


@pytest.mark.shared_page
def test_several_draws_lead_the_answer(app):
    fill_in(app, "draw", {})
    app.get_by_test_id("draw-game").select_option("ace-to-five")
    clear_draw(app)
    fill_in(app, "draw", {"draw-hand": "Ac 2d 3h 9s 9c", "draw-discard": "9s 9c"})
    app.get_by_test_id("draw-best").uncheck()
    app.get_by_test_id("draw-draws").select_option("2")
    app.get_by_test_id("draw-run").click()
    headline = app.get_by_test_id("draw-headline")
    expect(headline).to_contain_text("Within 2 draws:", timeout=SLOW)
    expect(headline).to_contain_text("to make an 8-low or better (exact;")
    # the several-draws table comes before the one-draw figures
    order = app.get_by_test_id("draw-result").evaluate(
        "(box) => [...box.querySelectorAll('[data-testid]')].map((node) => node.dataset.testid)")
    assert order.index("draw-several") < order.index("draw-low")
    expect(app.get_by_test_id("draw-several")).to_contain_text("Method: exact")
    # three draws from two thrown cards: the tree is too large, so the answer says it is sampled
    app.get_by_test_id("draw-draws").select_option("3")
    app.get_by_test_id("draw-run").click()
    expect(headline).to_contain_text("Within 3 draws:", timeout=SLOW)
    expect(headline).to_contain_text("(Monte Carlo, 20,000 trials;")
    expect(app.get_by_test_id("draw-several")).to_contain_text(re.compile(r"\(20,000 trials, seed \d+\); ± is one standard error"))


@pytest.mark.shared_page
def test_bad_input_named_under_its_field(app):
    fill_in(app, "draw", {})
    app.get_by_test_id("draw-game").select_option("deuce-to-seven")
    clear_draw(app)
    fill_in(app, "draw", {"draw-hand": "2c 3d 4h Kh Ks", "draw-discard": "Qd"})
    app.get_by_test_id("draw-run").click()
    error = app.get_by_test_id("draw-error")
    expect(error).to_have_text("Discard: Qd is not in your hand (2c 3d 4h Kh Ks)", timeout=SLOW)  # the label's word
    expect(app.get_by_test_id("draw-discard")).to_have_attribute("aria-invalid", "true")
    expect(app.get_by_test_id("draw-discard")).to_have_value("Qd")
    app.get_by_test_id("draw-discard").fill("")
    app.get_by_test_id("draw-hand").fill("2c 3d 4h Kh Ks 9d")
    app.get_by_test_id("draw-run").click()
    expect(error).to_contain_text("a 2-7 lowball hand needs 5 cards, got 6 cards", timeout=SLOW)
    expect(app.get_by_test_id("draw-hand")).to_have_attribute("aria-invalid", "true")


@pytest.mark.shared_page
def test_a_link_reproduces_the_draw_against_an_opponent(app):
    open_app(app, app.url.split("#")[0] + "#draw?game=deuce-to-seven&hand=2c+3d+4h+Kh+Ks&discard=Kh+Ks"
             "&vs=2h+5c+6d+8c+Qs&best=0")
    expect(app.get_by_test_id("draw-game")).to_have_value("deuce-to-seven")
    versus = app.get_by_test_id("draw-versus")
    expect(versus).to_contain_text("exact: every one of 861 deals", timeout=SLOW)
    expect(versus).to_contain_text("Q-8 low, Q-8-6-5-2 (standing pat): wins 34.49% (297 of 861)")


@pytest.mark.shared_page
def test_lowball_showdown_in_the_poker_tab(app):
    app.get_by_test_id("tab-poker").click()
    game = app.get_by_test_id("poker-game")
    values = game.locator("option").evaluate_all("(options) => options.map((o) => o.value)")
    assert "deuce-to-seven" in values and "ace-to-five" in values and "badugi" not in values
    game.select_option("deuce-to-seven")
    app.get_by_test_id("poker-input").fill("2c 3d 4h 5s 7c\n6c 5d 4s 3h 2d\nKd Qh Js Tc 8d")
    app.get_by_test_id("poker-run").click()
    result = app.get_by_test_id("poker-result")
    expect(app.get_by_test_id("poker-headline")).to_have_text(
        "Player 1 wins with 7-5 low, 7-5-4-3-2 (number one)", timeout=SLOW)
    expect(result).to_contain_text("class 1 of 7,462")
    expect(result).to_contain_text("Straight, Six-high")
    game.select_option("ace-to-five")
    app.get_by_test_id("poker-input").fill("Ac 2d 3h 4s 5c\n8h 6s 4d 3c 2h")
    app.get_by_test_id("poker-run").click()
    expect(app.get_by_test_id("poker-headline")).to_have_text(
        "Player 1 wins with 5-4 low, 5-4-3-2-A (the wheel)", timeout=SLOW)
    expect(result).to_contain_text("class 30 of 6,175")
