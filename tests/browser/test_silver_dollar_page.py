"""The silver dollar and counts tabs read as a new player expects (issue #28 items 10-13, 19):
play hides the answer behind a Hint, game over shows the result once, the rules say what a move
is and link to the problem, a huge W shows its ends with Copy / Download, counts speak plainly."""

from __future__ import annotations

import re

import pytest
from conftest import fill_in, keys_move_focus
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.shared_page]  # one booted page: each test sets its inputs
LONG = 120_000
GAME_OVER = "Game over. You pocketed the coin on square 2; the computer pocketed the silver dollar."
COMPUTER_WINS = "The computer pocketed the silver dollar: the computer wins."


def test_play_hides_the_analysis_behind_a_hint(app):
    fill_in(app, "silver-dollar", {"sd-position": ".o..$..o"})
    app.get_by_test_id("sd-play").click()
    expect(app.get_by_test_id("sd-play-status")).to_contain_text("You move first")
    analysis = app.get_by_test_id("sd-analysis")
    expect(analysis).not_to_contain_text("Winning move")
    expect(app.get_by_test_id("sd-strip").locator(".from, .target")).to_have_count(0)
    app.get_by_test_id("sd-hint").click()
    expect(analysis).to_contain_text("Winning move: 8 → 7")


def test_game_over_shows_the_result_once_without_highlights(app):
    fill_in(app, "silver-dollar", {"sd-position": "$"})
    app.get_by_test_id("sd-play").click()
    status = app.get_by_test_id("sd-play-status")
    expect(status).to_contain_text("You move first")
    app.get_by_test_id("sd-pocket").click()
    expect(app.get_by_test_id("sd-game-over")).to_have_text("You pocketed the silver dollar: you win!")
    expect(status).to_have_text("Game over.")
    assert "pocket" not in status.text_content()
    expect(app.get_by_test_id("sd-strip").locator(".from, .target, .selected")).to_have_count(0)
    # A lost game names the last moves in words, never "you played pocket".
    fill_in(app, "silver-dollar", {"sd-position": ".o$"})
    app.get_by_test_id("sd-play").click()
    expect(status).to_contain_text("You move first")
    app.get_by_test_id("sd-pocket").click()
    expect(app.get_by_test_id("sd-game-over")).to_have_text(COMPUTER_WINS)
    expect(status).to_have_text(GAME_OVER)
    expect(app.get_by_test_id("sd-strip").locator(".dollar")).to_have_count(0)  # the dollar has left the strip


def test_game_over_says_the_computer_pocketed_the_dollar_and_shows_the_final_strip(app):
    # Review D11: from .o..$..o, pocketing the coin on square 2 hands the dollar to the computer.
    fill_in(app, "silver-dollar", {"sd-position": ".o..$..o"})
    app.get_by_test_id("sd-play").click()
    status = app.get_by_test_id("sd-play-status")
    expect(status).to_contain_text("You move first")
    app.get_by_test_id("sd-pocket").click()
    expect(app.get_by_test_id("sd-game-over")).to_have_text(COMPUTER_WINS)
    expect(status).to_have_text(GAME_OVER)
    strip = app.get_by_test_id("sd-strip")
    expect(strip.locator("[data-square]")).to_have_count(8)
    expect(strip.locator(".dollar")).to_have_count(0)
    expect(strip.locator(".coin")).to_have_count(1)
    expect(strip.locator('[data-square="8"]')).to_have_class(re.compile(r"\bcoin\b"))
    expect(app.get_by_test_id("sd-game-over")).to_have_count(1)
    # The field holds the position the game started from, so it can be asked about again.
    expect(app.get_by_test_id("sd-position")).to_have_value(".o..$..o")
    app.get_by_test_id("sd-analyze").click()
    expect(app.get_by_test_id("sd-position-error")).to_be_hidden()
    expect(app.get_by_test_id("sd-analysis")).to_contain_text("Winning move")


def test_arrow_keys_move_between_squares_and_the_strip_is_one_tab_stop(app):
    fill_in(app, "silver-dollar", {"sd-position": ".o..$..o"})
    strip = app.get_by_test_id("sd-strip")
    expect(strip.locator('[tabindex="0"]')).to_have_count(1)
    app.get_by_test_id("sd-position").focus()
    app.keyboard.press("Tab")
    expect(strip.locator('[data-square="1"]')).to_be_focused()
    keys_move_focus(app, strip, "data-square", [("ArrowRight", "2"), ("ArrowRight", "3"), ("End", "8"),
                                                ("ArrowLeft", "7"), ("Home", "1"), ("ArrowDown", "2")])
    assert app.evaluate("getComputedStyle(document.activeElement).outlineStyle") != "none"  # focus stays visible
    app.keyboard.press("Tab")  # one Tab leaves the strip
    assert app.evaluate("document.activeElement.dataset.square") is None
    app.keyboard.press("Shift+Tab")  # and comes back to the square last used
    expect(strip.locator('[data-square="2"]')).to_be_focused()
    # Play by keyboard: select the coin on 8, arrow to 7, Enter.
    app.get_by_test_id("sd-play").click()
    status = app.get_by_test_id("sd-play-status")
    expect(status).to_contain_text("You move first")
    strip.locator('[data-square="8"]').focus()
    app.keyboard.press("Enter")
    expect(strip.locator('[data-square="8"]')).to_have_class(re.compile("selected"))
    expect(strip.locator('[data-square="8"]')).to_be_focused()
    app.keyboard.press("ArrowLeft")
    app.keyboard.press("Enter")
    expect(status).to_contain_text("You played 8 → 7; the computer played")


def test_rules_say_any_number_of_free_squares_and_link_the_problem(app):
    app.get_by_test_id("tab-silver-dollar").click()
    expect(app.locator("#tool-silver-dollar .lede")).to_contain_text("any number of free squares to the left")
    expect(app.get_by_test_id("sd-rules-link")).to_have_attribute("href", "https://projecteuler.net/problem=344")
    app.get_by_test_id("tab-counts").click()
    expect(app.get_by_test_id("counts-rules-link")).to_have_attribute("href", "https://projecteuler.net/problem=369")


def test_a_huge_w_shows_its_ends_its_size_and_copy_download(app):
    fill_in(app, "silver-dollar", {"sd-n": "100000", "sd-c": "20", "sd-mod": ""})
    app.get_by_test_id("sd-run").click()
    value = app.get_by_test_id("sd-value")
    expect(value).to_contain_text("W(100,000, 20) = ", timeout=LONG)
    digits = app.get_by_test_id("sd-value-digits").text_content()
    assert "…" in digits and len(digits) == 41
    expect(app.get_by_test_id("sd-value-size")).to_contain_text("digits, exact; the first and last 20 are shown")
    with app.expect_download() as download:
        app.get_by_test_id("sd-download").click()
    whole = open(download.value.path()).read().strip()
    assert whole.startswith(digits[:20]) and whole.endswith(digits[-20:]) and len(whole) > 40
    box = app.locator("#sd-analyze-form").bounding_box()
    assert box["y"] < 2000  # "Analyse and play" stays near, not 4,000 px down


def test_counts_speak_plainly(app):
    app.get_by_test_id("tab-counts").click()
    app.get_by_test_id("counts-run").click()
    table = app.get_by_test_id("counts-result")
    expect(table).to_contain_text("Hands with a 4-card badugi", timeout=LONG)
    expect(table).not_to_contain_text("f(n)")
    heads = app.get_by_test_id("counts-best").locator("th")
    expect(heads).to_have_text(["Cards n", "1 card", "2 cards", "3 cards", "4 cards"])


def test_a_strip_too_short_for_its_coins_says_why_w_is_zero_and_an_empty_n_asks_for_a_number(app):
    # Review D12e: W(10, 20) = 0 said nothing of why; an empty n showed "'' is not a whole number".
    fill_in(app, "silver-dollar", {"sd-n": "10", "sd-c": "20", "sd-mod": ""})
    app.get_by_test_id("sd-run").click()
    expect(app.get_by_test_id("sd-value")).to_have_text("W(10, 20) = 0")
    expect(app.get_by_test_id("sd-value-note")).to_have_text(
        "20 coins and the silver dollar need at least 21 squares: none fits on 10, so W is 0")
    fill_in(app, "silver-dollar", {"sd-n": ""})
    app.get_by_test_id("sd-run").click()
    expect(app.get_by_test_id("sd-error")).to_contain_text("enter a whole number (it is empty)")
    expect(app.get_by_test_id("sd-error")).not_to_contain_text("''")
