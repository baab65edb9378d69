"""Split pots and big Omaha in the page, used as a person would: the game selectors list the new
games, the showdown names both halves and each share, equity shows the high / low / scoop columns
with exact fractions, the low table, the outs per half, the range grid hidden for Omaha games, links
that carry the game, examples per game and bad input named next to its field."""

from urllib.parse import quote

import pytest
from conftest import fill_in, open_app
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.shared_page]  # one booted page: each test sets its inputs

LONG = 180_000  # a shared 2-core machine
GAMES = ["omaha-hilo", "omaha5", "omaha5-hilo", "omaha6"]


def test_game_selectors_list_the_new_games(app):
    for tab in ("poker", "equity"):
        app.get_by_test_id(f"tab-{tab}").click()
        values = app.get_by_test_id(f"{tab}-game").locator("option").evaluate_all("(os) => os.map((o) => o.value)")
        assert all(game in values for game in GAMES), values


def test_showdown_names_both_halves_and_the_quartered_share(app):
    fill_in(app, "poker", {"poker-input": "Ah 2h Kc Kd\nAd 2d Qc Js", "poker-board": "3c 4d 7s Ks 9h"})
    app.get_by_test_id("poker-game").select_option("omaha-hilo")
    app.get_by_test_id("poker-run").click()
    result = app.get_by_test_id("poker-result")
    expect(result.get_by_test_id("poker-headline")).to_have_text(
        "High: Player 1, Three of a Kind, Kings; low: Player 1 and Player 2, 7-4-3-2-A", timeout=LONG)
    expect(result.get_by_test_id("poker-share")).to_have_text([
        "Takes 3/4 — three quarters of the pot: the high and half of the low",
        "Takes 1/4 — a quarter of the pot (quartered): half of the low"])
    expect(result.get_by_test_id("poker-low").first).to_have_text(
        "Low: 7-4-3-2-A — plays 2h Ah with 7s 4d 3c from the board")
    expect(result.get_by_test_id("winner-badge")).to_have_text(["Takes 3/4", "Takes 1/4"])
    assert "game=omaha-hilo" in app.url

    app.get_by_test_id("poker-board").fill("3c 9d Ts Ks 9h")
    app.get_by_test_id("poker-run").click()
    expect(result.get_by_test_id("poker-headline")).to_contain_text(
        "no qualifying low: the high takes the whole pot", timeout=LONG)
    expect(result.get_by_test_id("winner-badge")).to_have_text(["Scoops"])


def test_showdown_example_per_game_and_a_short_hand_named(app):
    app.get_by_test_id("tab-poker").click()
    app.get_by_test_id("poker-game").select_option("omaha5")
    app.locator('#poker-form [data-action="example"]').click()
    expect(app.get_by_test_id("poker-input")).to_have_value("Ah Ad Kd Qd 2c\nJc Tc 9h 8h 7s")
    expect(app.get_by_test_id("poker-board")).to_have_value("9c 7d 2s Kh 4c")
    app.get_by_test_id("poker-input").fill("Ah Ad Kd Qd\nJc Tc 9h 8h 7s")
    app.get_by_test_id("poker-run").click()
    expect(app.get_by_test_id("poker-error")).to_have_text("Hand 1: has 4 cards; a 5-card Omaha hand needs 5",
                                                          timeout=LONG)
    expect(app.get_by_test_id("poker-input")).to_have_value("Ah Ad Kd Qd\nJc Tc 9h 8h 7s")


def test_equity_hi_lo_shows_high_low_and_scoop_columns_exactly(app):
    fill_in(app, "equity", {"equity-hands": "Ah 2h 3c Kd\nQs Qc Jd Td", "equity-board": "4h 5h Qd"})
    app.get_by_test_id("equity-game").select_option("omaha-hilo")
    expect(app.get_by_test_id("equity-ranges")).to_be_hidden()
    app.get_by_test_id("equity-run").click()
    result = app.get_by_test_id("equity-result")
    expect(result).to_contain_text("All 820 boards that can still come were counted exactly", timeout=LONG)
    expect(result.get_by_test_id("equity-share")).to_have_text(["65.98% (541/820)", "34.02% (279/820)"])
    expect(result.get_by_test_id("equity-scoop")).to_have_text(["50.61%", "18.66%"])
    expect(result.get_by_test_id("equity-no-low")).to_have_text(
        "No qualifying low on 23.17% of the 820 boards (190 boards): the high takes the whole pot there.")
    expect(result.get_by_test_id("equity-low-categories")).to_contain_text("No qualifying low")
    outs = result.get_by_test_id("equity-outs")
    expect(outs).to_contain_text("21 cards give Player 1 the low: any ace, any 8, any 7, any 6, any 3, any 2")
    expect(outs).to_contain_text("19 cards give Player 1 the scoop")
    # each half under its own heading: a half's groups cover every card once (helper, session 17: 108 "outs" of 41)
    expect(outs.locator("h4")).to_have_text(["The whole pot", "The low half", "The high half"])
    assert "game=omaha-hilo" in app.url


def test_equity_link_carries_the_game_and_six_card_flop_is_exact(app, site):
    hands = "Ah Ad Kd Qd 2c 3c\nJc Tc 9h 8h 7s 6s"
    open_app(app, f"{site.origin}/#equity?hands={quote(hands)}&board={quote('9c 7d 2s')}&game=omaha6")
    result = app.get_by_test_id("equity-result")
    expect(result).to_contain_text("All 666 boards that can still come were counted exactly", timeout=LONG)
    expect(app.get_by_test_id("equity-game")).to_have_value("omaha6")
    expect(app.get_by_test_id("equity-ranges")).to_be_hidden()
    expect(result.get_by_test_id("equity-headline")).to_have_text("6-card Omaha, flop: 2 players")
    app.get_by_test_id("equity-game").select_option("holdem")
    expect(app.get_by_test_id("equity-ranges")).to_be_visible()


def test_equity_example_per_game_and_bad_input_named(app):
    app.get_by_test_id("tab-equity").click()
    app.get_by_test_id("equity-game").select_option("omaha5-hilo")
    app.locator('#equity-form [data-action="example"]').click()
    expect(app.get_by_test_id("equity-hands")).to_have_value("Ah 2h 3c Kd 9s\nQs Qc Jd Td 4c")
    app.get_by_test_id("equity-hands").fill("Ah 2h 3c Kd\nQs Qc Jd Td 4c")
    app.get_by_test_id("equity-run").click()
    error = app.get_by_test_id("equity-error")
    expect(error).to_have_text("Hand 1: has 4 cards; a 5-card Omaha Hi-Lo hand needs 5", timeout=LONG)
    expect(app.get_by_test_id("equity-hands")).to_have_attribute("aria-invalid", "true")
    expect(app.get_by_test_id("equity-hands")).to_have_value("Ah 2h 3c Kd\nQs Qc Jd Td 4c")


def test_equity_hi_lo_says_nothing_of_a_missing_low_when_every_board_has_one(app):
    # A-6 with the board's 2-3-4 is a 6-low on every river: no "No qualifying low on 0.00%" line.
    fill_in(app, "equity", {"equity-hands": "Ah 6d Kc Ks\nQs Qd Jc Jh", "equity-board": "2c 3d 4h 5s"})
    app.get_by_test_id("equity-game").select_option("omaha-hilo")
    app.get_by_test_id("equity-run").click()
    result = app.get_by_test_id("equity-result")
    expect(result.get_by_test_id("equity-share")).to_have_text(["95.00% (19/20)", "5.00% (1/20)"], timeout=LONG)
    expect(result.get_by_test_id("equity-halves")).to_be_visible()
    expect(result.get_by_test_id("equity-no-low")).to_have_count(0)
