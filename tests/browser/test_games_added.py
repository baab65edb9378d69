"""The games added as records only (issue #33, item 6) in the page, one test per family: Hold'em
Hi-Lo, 6-card Omaha Hi-Lo and Courchevel (with its Hi-Lo). Each is listed by the poker and equity
tabs' game selectors (read from meta.variants), settles a showdown and counts equity exactly with
the numbers the unit brute force computed (tests/unit/test_games_added.py)."""

from urllib.parse import quote

import pytest
from conftest import fill_in, open_app
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.shared_page]  # one booted page: each test sets its inputs

LONG = 180_000  # a shared 2-core machine
GAMES = ["holdem-hilo", "omaha6-hilo", "courchevel", "courchevel-hilo"]


def test_both_game_selectors_list_the_added_games(app):
    for tab in ("poker", "equity"):
        app.get_by_test_id(f"tab-{tab}").click()
        values = app.get_by_test_id(f"{tab}-game").locator("option").evaluate_all("(os) => os.map((o) => o.value)")
        assert all(game in values for game in GAMES), values


def test_holdem_hilo_showdown_and_equity(app):
    fill_in(app, "poker", {"poker-input": "Ah 2c\nKd Kc", "poker-board": "3c 4d 8s Ks 9h"})
    app.get_by_test_id("poker-game").select_option("holdem-hilo")
    app.get_by_test_id("poker-run").click()
    result = app.get_by_test_id("poker-result")
    expect(result.get_by_test_id("poker-headline")).to_have_text(
        "High: Player 2, Three of a Kind, Kings; low: Player 1, 8-4-3-2-A", timeout=LONG)
    expect(result.get_by_test_id("poker-low").first).to_have_text(
        "Low: 8-4-3-2-A — plays 2c Ah with 8s 4d 3c from the board")
    expect(result.get_by_test_id("poker-plays")).to_have_text([
        "High: plays Ah with Ks 9h 8s 4d from the board", "High: plays Kd Kc with Ks 9h 8s from the board"])
    assert "game=holdem-hilo" in app.url

    fill_in(app, "equity", {"equity-hands": "Ah Kh\n2c 3d", "equity-board": "4h 5h Qd"})
    app.get_by_test_id("equity-game").select_option("holdem-hilo")
    expect(app.get_by_test_id("equity-ranges")).to_be_visible()  # two own cards: ranges too (test_split_ranges.py)
    app.get_by_test_id("equity-run").click()
    result = app.get_by_test_id("equity-result")
    expect(result).to_contain_text("All 990 boards that can still come were counted exactly", timeout=LONG)
    expect(result.get_by_test_id("equity-share")).to_have_text(["57.47% (569/990)", "42.53% (421/990)"])
    expect(result.get_by_test_id("equity-no-low")).to_contain_text("(426 boards)")
    expect(result.get_by_test_id("equity-outs")).to_contain_text("cards give Player 1 the scoop")


def test_omaha6_hilo_equity_from_a_link(app, site):
    hands = "Ah 2h 3c Kd Qs Jc\n9s 9d 8c 7c 6h 5h"
    open_app(app, f"{site.origin}/#equity?hands={quote(hands)}&board={quote('4h 7d Kc')}&game=omaha6-hilo")
    result = app.get_by_test_id("equity-result")
    expect(result).to_contain_text("All 666 boards that can still come were counted exactly", timeout=LONG)
    expect(app.get_by_test_id("equity-game")).to_have_value("omaha6-hilo")
    expect(result.get_by_test_id("equity-share")).to_have_text(["63.59% (847/1,332)", "36.41% (485/1,332)"])
    expect(result.get_by_test_id("equity-headline")).to_have_text("6-card Omaha Hi-Lo, flop: 2 players")


def test_courchevel_preflop_is_one_board_card_and_its_hi_lo_splits(app):
    app.get_by_test_id("tab-equity").click()
    app.get_by_test_id("equity-game").select_option("courchevel")
    app.locator('#equity-form [data-action="example"]').click()
    expect(app.get_by_test_id("equity-board")).to_have_value("4s")  # the first board card, before any betting
    fill_in(app, "equity", {"equity-hands": "Ah Kh Qd Jd 2c\n9s 9d 8c 7c 6h", "equity-board": "Ts 5h 4d"})
    app.get_by_test_id("equity-run").click()
    result = app.get_by_test_id("equity-result")
    expect(result).to_contain_text("All 741 boards that can still come were counted exactly", timeout=LONG)
    expect(result.get_by_test_id("equity-value")).to_have_text(["39.14%", "60.86%"])
    expect(result.get_by_test_id("equity-headline")).to_have_text("Courchevel, flop: 2 players")

    app.get_by_test_id("equity-board").fill("4h")
    app.get_by_test_id("equity-run").click()
    expect(result.get_by_test_id("equity-headline")).to_have_text("Courchevel, preflop: 2 players", timeout=LONG)
    streets = result.get_by_test_id("equity-streets").locator(".street")  # named as the record names them
    expect(streets.first).to_contain_text("Preflop")
    expect(streets.first.locator('[data-card="4h"]')).to_have_count(1)
    expect(streets.nth(1)).to_have_text("Flop to come")
    app.get_by_test_id("equity-board").fill("")
    app.get_by_test_id("equity-run").click()
    expect(app.get_by_test_id("equity-error")).to_have_text(
        "The board has 0 cards; give 1 (preflop), 3 (flop), 4 (turn) or 5 (river)", timeout=LONG)

    app.get_by_test_id("equity-game").select_option("courchevel-hilo")
    fill_in(app, "equity", {"equity-hands": "Ah 2h 3c Kd 9s\nQs Qc Jd Td 4c", "equity-board": "4h 5h Qd"})
    app.get_by_test_id("equity-run").click()
    expect(result.get_by_test_id("equity-share")).to_have_text(["68.69% (509/741)", "31.31% (232/741)"],
                                                               timeout=LONG)
