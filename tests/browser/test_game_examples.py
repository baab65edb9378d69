"""Examples and hints follow the game in every tab with a game selector (issue #28 item 1): the
Example button deals the chosen game's example (Python's, from meta), which shows down without an
error, and the Hands and Board hints name the game's card counts."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from conftest import clear_result

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("game", ["five-card", "holdem", "omaha"])
def test_poker_example_follows_the_game_and_shows_down(shared_app, game):
    app = shared_app
    facts = app.evaluate("window.cardlab.facts.examples")
    app.get_by_test_id("tab-poker").click()
    app.get_by_test_id("poker-game").select_option(game)
    app.locator('#poker-form [data-action="example"]').click()
    expect(app.get_by_test_id("poker-input")).to_have_value(facts[game]["showdown"]["hands"])
    expect(app.get_by_test_id("poker-board")).to_have_value(facts[game]["showdown"]["board"])
    clear_result(app, "poker-result")
    app.get_by_test_id("poker-run").click()
    expect(app.get_by_test_id("poker-headline")).to_be_visible()
    expect(app.get_by_test_id("poker-error")).to_be_hidden()


@pytest.mark.shared_page
def test_poker_hints_follow_the_game(app):
    app.get_by_test_id("tab-poker").click()
    app.get_by_test_id("poker-game").select_option(index=0)  # the first game, a fresh page's
    hands_hint = app.locator('#poker-form [data-hint="hands"]')
    board_hint = app.locator('#poker-form [data-hint="board"]')
    expect(board_hint).to_have_text("optional community cards, shared by every hand")
    app.get_by_test_id("poker-game").select_option("holdem")
    expect(hands_hint).to_have_text("two cards each, one hand per line; e.g. Ah Kh")
    expect(board_hint).to_contain_text("3, 4 or 5 community cards")
    expect(app.get_by_test_id("poker-input")).to_have_attribute("placeholder", "Ah Kh\nQs Qc")
    app.get_by_test_id("poker-game").select_option("omaha")
    expect(hands_hint).to_contain_text("four cards each")


@pytest.mark.shared_page
def test_equity_example_and_hints_follow_the_game(app):
    app.get_by_test_id("tab-equity").click()
    app.get_by_test_id("equity-game").select_option("omaha")
    hands_hint = app.locator('#equity-form [data-hint="hands"]')
    expect(hands_hint).to_contain_text("four cards each")
    expect(hands_hint).to_contain_text("a line may be a range, e.g. AA:$ds or RROO")  # Omaha's own syntax (#35)
    app.locator('#equity-form [data-action="example"]').click()
    expect(app.get_by_test_id("equity-hands")).to_have_value("Ah As Kd Qd\nJc Tc 9h 8h")
    # The Hold'em range grid has no place in Omaha: it hides.
    expect(app.get_by_test_id("equity-ranges")).to_be_hidden()
    app.get_by_test_id("equity-game").select_option("holdem")
    expect(hands_hint).to_contain_text("a line may be a range")
    expect(app.get_by_test_id("equity-ranges")).to_be_visible()
    app.locator('#equity-form [data-action="example"]').click()
    expect(app.get_by_test_id("equity-hands")).to_have_value("Ah Kh\nQs Qc")


@pytest.mark.shared_page
def test_the_board_placeholder_follows_the_game_both_ways(app):
    """Review (session 14): the equity Board placeholder was JavaScript's own Hold'em board (a 2c in
    short deck), and a game whose example has no board kept the last game's ("e.g. 4s" after Courchevel)."""
    app.get_by_test_id("tab-equity").click()
    app.get_by_test_id("equity-game").select_option("holdem")
    board = app.get_by_test_id("equity-board")
    expect(board).to_have_attribute("placeholder", "e.g. Jh Th 2c (flop) 3d (turn)")
    app.get_by_test_id("equity-game").select_option("courchevel")
    expect(board).to_have_attribute("placeholder", "e.g. 4s (preflop) 3c 2h (flop)")
    app.get_by_test_id("equity-game").select_option("holdem")
    expect(board).to_have_attribute("placeholder", "e.g. Jh Th 2c (flop) 3d (turn)")
    app.get_by_test_id("equity-game").select_option("shortdeck")
    expect(board).to_have_attribute("placeholder", "e.g. Qh 9h 6h (flop) 6c (turn)")
    app.get_by_test_id("tab-poker").click()
    app.get_by_test_id("poker-game").select_option("holdem")
    expect(app.get_by_test_id("poker-board")).to_have_attribute("placeholder", "e.g. Jh Th 2c 3d Qd")
