"""Short deck (6+) Hold'em in the page (#23), used as a person would: the game selector of the
showdown and equity tools, the short-deck reasons and checkpoints, the picker greying 2 to 5, a bad
card named next to its field, and the range grid drawn 9 x 9 for short deck (13 x 13 again for
Hold'em)."""

import re

import pytest
from conftest import fill_in
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.shared_page]  # one booted page: each test sets its inputs

LONG = 180_000  # a shared 2-core machine: Python answers slowly while other jobs run


def test_showdown_game_selector_settles_a_short_deck_hand(app):
    fill_in(app, "poker", {"poker-input": "Ah Kh\nQc Qd", "poker-board": "Qh 9h 6h 6c 6d"})
    app.get_by_test_id("poker-game").select_option("shortdeck")
    app.get_by_test_id("poker-run").click()
    result = app.get_by_test_id("poker-result")
    expect(result).to_contain_text("Player 1 wins with Flush, Ace-high", timeout=LONG)
    expect(result).to_contain_text("Flush beats full house in short deck")
    # The classic rules: a straight (A-6-7-8-9, the ace low) beats three kings.
    app.get_by_test_id("poker-input").fill("Ac 9d\nKs Qd")
    app.get_by_test_id("poker-board").fill("6h 7s 8c Kd Kh")
    app.get_by_test_id("poker-game").select_option("shortdeck-classic")
    app.get_by_test_id("poker-run").click()
    expect(result).to_contain_text("Player 1 wins with Straight, Nine-high", timeout=LONG)
    expect(result).to_contain_text("Straight beats three of a kind")
    # The picker greys the cards the short deck does not hold.
    app.locator('section[data-tool="poker"]').get_by_text("Pick cards").click()
    picker = app.get_by_test_id("poker-picker")
    expect(picker.locator('[data-card="5h"]')).to_have_attribute("aria-disabled", "true")
    outside = re.compile(r"\boutside\b")
    expect(picker.locator('[data-card="5h"]')).to_have_class(outside)
    five = picker.locator('[data-card="5h"]')
    expect(five).to_have_attribute("aria-label", "5♥, five of hearts, not in this game's deck")
    expect(picker.locator('[data-card="6h"]')).not_to_have_class(outside)
    app.get_by_test_id("poker-game").select_option("holdem")
    expect(picker.locator('[data-card="5h"]')).not_to_have_class(outside)
    expect(picker.locator('[data-card="5h"]')).to_have_attribute("aria-disabled", "false")


def test_equity_exact_preflop_and_a_card_below_six(app):
    fill_in(app, "equity", {"equity-hands": "Ah Kh\nQs Qc"})
    app.get_by_test_id("equity-game").select_option("shortdeck")
    app.get_by_test_id("equity-run").click()
    result = app.get_by_test_id("equity-result")
    expect(result.get_by_test_id("equity-value")).to_have_text(["51.44%", "48.56%"], timeout=LONG)
    expect(result).to_contain_text("All 201,376 boards that can still come were counted exactly")
    expect(result).to_contain_text("(102,726 boards)")
    assert "game=shortdeck" in app.url
    app.get_by_test_id("equity-game").select_option("shortdeck-classic")
    app.get_by_test_id("equity-run").click()
    expect(result.get_by_test_id("equity-value")).to_have_text(["54.28%", "45.72%"], timeout=LONG)
    # A 2 to 5 is named, next to the hands, and what was typed stays.
    app.get_by_test_id("equity-hands").fill("Ah 5h\nQs Qc")
    app.get_by_test_id("equity-run").click()
    expect(app.get_by_test_id("equity-error")).to_have_text(
        "Hand 1: 5h is not in the short deck: its 36 cards start at 6", timeout=LONG)
    expect(app.get_by_test_id("equity-hands")).to_have_value("Ah 5h\nQs Qc")


def test_range_grid_is_9_by_9_for_short_deck(app):
    fill_in(app, "equity", {"equity-hands": "Ah Kh\n66+"})
    app.get_by_test_id("equity-game").select_option("shortdeck")
    app.get_by_test_id("equity-ranges").locator("summary").click()
    grid = app.get_by_test_id("range-grid")
    expect(grid.locator(".range-cell")).to_have_count(81)
    expect(app.get_by_test_id("equity-range-summary")).to_contain_text("9 × 9")
    expect(grid.locator('[data-class="22"]')).to_have_count(0)
    expect(grid.locator('[data-class="66"]')).to_have_attribute("aria-pressed", "true", timeout=LONG)
    expect(app.get_by_test_id("range-summary")).to_contain_text(
        "54 combos (8.57% of all 630 two-card hands); 48 after card removal; reads as 66+")  # AA and KK lose Ah, Kh
    # A click adds the suited aces down to A6s; the text follows.
    grid.locator('[data-class="A6s"]').click()
    expect(app.get_by_test_id("equity-range")).to_have_value("66+, A6s", timeout=LONG)
    # A 2 to 5 in the range is named.
    app.get_by_test_id("equity-range").fill("A5s+")
    expect(app.get_by_test_id("range-error")).to_have_text(
        "Range: 'A5s+' is not in the short deck: its 36 cards start at 6", timeout=LONG)
    # Equity with the short-deck range, then back to Hold'em's 13 x 13.
    app.get_by_test_id("equity-range").fill("66+, AKs")
    expect(app.get_by_test_id("equity-hands")).to_have_value("Ah Kh\n66+, AKs", timeout=LONG)
    app.get_by_test_id("equity-run").click()
    result = app.get_by_test_id("equity-result")
    expect(result.get_by_test_id("equity-range-size")).to_contain_text("after card removal", timeout=LONG)
    app.get_by_test_id("equity-game").select_option("holdem")
    expect(grid.locator(".range-cell")).to_have_count(169)
    expect(app.get_by_test_id("range-summary")).to_contain_text("of all 1,326", timeout=LONG)
