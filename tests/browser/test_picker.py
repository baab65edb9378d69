"""The card picker deals like a dealer (issue #28 item 2): it moves on as a hand fills (Player 1,
Player 2, then the board), a card in use pressed again goes back to the deck, and the board has
random flop / turn / river and Clear board."""

from __future__ import annotations

import re

import pytest
from conftest import reopen
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def open_picker(app, tool: str):
    """The tool's fields cleared (Clear) and its card picker opened; returns the picker."""
    app.get_by_test_id(f"tab-{tool}").click()
    app.locator(f'#{tool}-form [data-action="clear"]').click()
    reopen(app.locator(f"#{tool}-form details.picker-box"))
    return app.get_by_test_id(f"{tool}-picker")


@pytest.mark.shared_page
def test_picks_advance_from_player_to_player_then_to_the_board(app):
    picker = open_picker(app, "poker")
    app.get_by_test_id("poker-game").select_option("holdem")
    for code in ["Ah", "Kh", "Qs", "Qc", "Jh", "Th", "2c"]:
        picker.locator(f'[data-card="{code}"]').click()
    expect(app.get_by_test_id("poker-input")).to_have_value("Ah Kh\nQs Qc")
    expect(app.get_by_test_id("poker-board")).to_have_value("Jh Th 2c")
    expect(app.get_by_test_id("poker-target")).to_have_value("board")


@pytest.mark.shared_page
def test_a_card_in_use_pressed_again_goes_back(app):
    picker = open_picker(app, "poker")
    app.get_by_test_id("poker-input").fill("Ah Kh\nQs Qc")
    app.get_by_test_id("poker-board").fill("Jh Th 2c")
    expect(picker.locator('[data-card="Qs"]')).to_have_attribute("aria-pressed", "true")
    picker.locator('[data-card="Qs"]').click()
    expect(app.get_by_test_id("poker-input")).to_have_value("Ah Kh\nQc")
    expect(picker.locator('[data-card="Qs"]')).to_have_attribute("aria-pressed", "false")
    expect(app.get_by_test_id("poker-target")).to_have_value("1")  # the next pick refills that hand
    expect(picker.locator('[data-card="Qs"]')).to_be_focused()
    picker.locator('[data-card="Th"]').click()
    expect(app.get_by_test_id("poker-board")).to_have_value("Jh 2c")


@pytest.mark.shared_page
def test_random_streets_and_clear_board(app):
    app.get_by_test_id("tab-equity").click()
    app.get_by_test_id("equity-hands").fill("Ah Kh\nQs Qc")
    board = app.get_by_test_id("equity-board")
    app.get_by_test_id("equity-random-flop").click()
    expect(board).to_have_value(re.compile(r"^(\w\w) (\w\w) (\w\w)$"))
    flop = board.input_value()
    assert not {"Ah", "Kh", "Qs", "Qc"} & set(flop.split())
    app.get_by_test_id("equity-random-turn").click()
    expect(board).to_have_value(re.compile(rf"^{flop} \w\w$"))
    app.get_by_test_id("equity-random-river").click()
    expect(board).to_have_value(re.compile(rf"^{flop} \w\w \w\w$"))
    assert len(set(board.input_value().split())) == 5
    app.get_by_test_id("equity-clear-board").click()
    expect(board).to_have_value("")
    expect(app.get_by_test_id("equity-hands")).to_have_value("Ah Kh\nQs Qc")
    # A random river on an empty board deals all five.
    app.get_by_test_id("equity-random-river").click()
    expect(board).to_have_value(re.compile(r"^\w\w \w\w \w\w \w\w \w\w$"))


@pytest.mark.shared_page
def test_range_sizes_read_the_same_in_grid_and_result_and_the_slider_label_follows(app):
    app.get_by_test_id("tab-equity").click()
    app.get_by_test_id("equity-hands").fill("Ah Kh\nQQ+")
    app.get_by_test_id("equity-board").fill("Qh 7c 2d")
    reopen(app.get_by_test_id("equity-ranges"))
    summary = app.get_by_test_id("range-summary")
    size = "18 combos (1.36% of all 1,326 two-card hands); 9 after card removal"
    expect(summary).to_contain_text(f"{size};", timeout=60_000)
    app.get_by_test_id("equity-run").click()
    expect(app.get_by_test_id("equity-range-size")).to_have_text(size, timeout=60_000)
    slider = app.get_by_test_id("range-percent")
    slider.fill("5")
    expect(app.locator("#equity-grid-percent-out")).to_have_text("top 5%")
    app.get_by_test_id("equity-range").fill("AA")
    expect(app.locator("#equity-grid-percent-out")).not_to_contain_text("top")
    expect(summary).to_contain_text("6 combos (0.45% of all 1,326 two-card hands); 3 after card removal",
                                    timeout=60_000)
    app.get_by_test_id("equity-range").fill("9s9d")
    expect(summary).to_contain_text("1 combo (0.08% of all 1,326 two-card hands); reads as 9d9s",
                                    timeout=60_000)


@pytest.mark.shared_page
def test_the_board_stops_at_the_games_largest_board_and_keeps_what_was_typed(app):
    picker = open_picker(app, "poker")
    app.get_by_test_id("poker-game").select_option("holdem")
    app.get_by_test_id("poker-input").fill("Ah Kh\nQs Qc")
    app.get_by_test_id("poker-target").select_option("board")
    for code in ["2c", "3c", "4c", "5c", "6c", "7c", "8c"]:
        picker.locator(f'[data-card="{code}"]').click()
    expect(app.get_by_test_id("poker-board")).to_have_value("2c 3c 4c 5c 6c")
    expect(app.get_by_test_id("poker-picker-note")).to_have_text("The board is full (5 cards).")
    expect(app.get_by_test_id("poker-input")).to_have_value("Ah Kh\nQs Qc")


@pytest.mark.shared_page
def test_a_click_right_after_clear_or_an_edit_is_never_dropped(app):
    # The greying lags an edit by a scan: a card that was in use a moment ago is free now, and a
    # click on it puts it where the picker points (it was once taken as "take back" and lost).
    picker = open_picker(app, "poker")
    app.get_by_test_id("poker-game").select_option("holdem")
    app.locator('#poker-form button[data-action="example"]').click()
    hands = app.get_by_test_id("poker-input")
    first = hands.input_value().split()[0]
    expect(picker.locator(f'[data-card="{first}"]')).to_have_attribute("aria-pressed", "true")
    app.get_by_test_id("poker-target").select_option("board")
    app.locator('#poker-form button[data-action="clear"]').click()
    picker.locator(f'[data-card="{first}"]').click()  # at once, before any rescan: Player 1's, a new deal
    expect(hands).to_have_value(first)
    expect(picker.locator(f'[data-card="{first}"]')).to_have_attribute("aria-pressed", "true")
    # The same after an edit that leaves other cards typed: no empty fields, a stale pressed card.
    hands.fill("Ah Kh\nQs Qc")
    expect(picker.locator('[data-card="Ah"]')).to_have_attribute("aria-pressed", "true")
    app.get_by_test_id("poker-target").select_option("1")
    hands.evaluate("(box) => { box.value = 'Kh\\nQs Qc'; box.dispatchEvent(new Event('input', {bubbles: true})); }")
    picker.locator('[data-card="Ah"]').click()
    expect(hands).to_have_value("Kh\nQs Qc Ah")
