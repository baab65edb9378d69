"""The #hits tab (#27): a range on a board, its rows as ranges, the coloured grid, every flop."""

import pytest
from playwright.sync_api import expect

from conftest import fill_in, open_app, reopen

pytestmark = pytest.mark.browser


@pytest.mark.shared_page
def test_range_on_a_flop_with_rows_as_ranges_and_a_coloured_grid(app):
    fill_in(app, "hits", {"hits-range": "QQ+, AKs", "hits-board": "Kh 7c 2d", "hits-dead": ""})
    app.get_by_test_id("hits-run").click()
    result = app.get_by_test_id("hits-result")
    expect(app.get_by_test_id("hits-live")).to_contain_text("18 live combos on Kh 7c 2d, the flop")
    made = app.get_by_test_id("hits-made")
    expect(made.locator("tr[data-key='set']")).to_contain_text("Set316.7%KcKd, KcKs, KdKs")
    expect(made.locator("tr[data-key='overpair']")).to_contain_text("AA")
    # QQ under the king is second pair, which the name alone does not say (Python's words, under it)
    expect(made.locator("tr[data-key='second-pair'] [data-testid='hits-row-note']")).to_have_text(
        "pairs the second board rank, or a pocket pair with one board rank above it")
    expect(made.locator("tr[data-key='overpair'] [data-testid='hits-row-note']")).to_have_count(0)
    grid = app.get_by_test_id("hits-grid")
    expect(grid.locator("[data-class='KK']")).to_have_attribute("data-group", "strong")
    expect(grid.locator("[data-class='QQ']")).to_have_attribute("data-group", "pair")
    expect(grid.locator("[data-class='72o']")).to_have_attribute("data-group", "")
    expect(result).to_contain_text("Two pair or better")  # the legend, in Python's words
    made.locator("tr[data-key='set'] [data-testid='hits-use']").click()
    expect(app.get_by_test_id("hits-range")).to_have_value("KcKd, KcKs, KdKs")
    expect(app.get_by_test_id("hits-range")).to_be_focused()
    # the hits shown are the new range's, not the old one's under it
    expect(app.get_by_test_id("hits-live")).to_contain_text("3 live combos on Kh 7c 2d, the flop")
    expect(app.get_by_test_id("hits-range")).to_be_focused()
    # a row's Equity link opens the equity tab with the focus on its title (it fell to the page)
    made.locator("tr[data-key='set'] .hits-equity-link").focus()
    app.keyboard.press("Enter")
    expect(app.locator("#equity-title")).to_be_focused()


@pytest.mark.shared_page
def test_draws_dead_cards_and_the_issue_example(app):
    fill_in(app, "hits", {"hits-range": "AKs", "hits-board": "Qh Jh 2c", "hits-dead": "Ts"})
    app.get_by_test_id("hits-run").click()
    draws = app.get_by_test_id("hits-draws")
    expect(draws).to_contain_text("Nut flush draw")
    expect(draws.locator("tr[data-key='gutshot']")).to_contain_text("4100.0%")
    expect(app.get_by_test_id("hits-live")).to_contain_text("dead Ts")


@pytest.mark.parametrize(("field", "value", "message"), [
    ("hits-board", "Kh 7c", "Board: give 3 (flop), 4 (turn) or 5 (river) cards, not 2"),
    ("hits-range", "QQ++", "Range: malformed '+' in 'QQ++': write one + after one class, like QQ+ or ATs+"),
    ("hits-dead", "Kh", "Dead cards: Kh is also in the board"),
])
def test_bad_input_inline_and_kept(shared_app, field, value, message):
    app = shared_app
    fill_in(app, "hits", {"hits-range": "QQ+", "hits-board": "Kh 7c 2d", "hits-dead": ""})
    app.get_by_test_id(field).fill(value)
    app.get_by_test_id("hits-run").click()
    expect(app.get_by_test_id("hits-error")).to_have_text(message)
    expect(app.get_by_test_id(field)).to_have_value(value)


def test_every_flop_by_texture_and_a_link(page, site):
    open_app(page, f"{site.origin}/#hits?range=AA&board=&dead=&every=flop")
    expect(page.get_by_test_id("hits-live")).to_contain_text("AA: 6 combos over all 22,100 flops (1,755 flop types stand for them all)",
                                                            timeout=60_000)  # the first job builds the tables
    expect(page.get_by_test_id("hits-made")).to_contain_text("Set10.8%")
    # under 1%, two significant digits (48 of 19,600 flops): "0.2%" beside "0.058%" read unevenly
    expect(page.get_by_test_id("hits-made")).to_contain_text("Four of a Kind0.24%")
    expect(page.get_by_test_id("hits-textures").locator("tbody tr")).to_have_count(11)
    # a pair with an own card: a paired board alone is not counted, and the heading says so
    expect(page.get_by_test_id("hits-textures").locator("thead th").nth(2)).to_have_text("Own pair or better")


@pytest.mark.shared_page
def test_short_deck_game_its_9x9_grid_rule_sets_and_bad_cards(app):
    fill_in(app, "hits", {"hits-range": "A6o, 99, AhKh", "hits-board": "9h 8c 7d", "hits-dead": ""})
    app.get_by_test_id("hits-game").select_option("shortdeck")
    expect(app.get_by_test_id("hits-grid-size")).to_have_text("9 × 9")
    app.get_by_test_id("hits-run").click()
    expect(app.get_by_test_id("hits-live")).to_contain_text(
        "16 live combos on 9h 8c 7d, the flop (Short deck (6+), trips beat a straight)")
    made = app.get_by_test_id("hits-made")
    expect(made.locator("tr[data-key='straight']")).to_contain_text("Straight1275.0%")  # A-6-7-8-9
    grid = app.get_by_test_id("hits-grid")
    expect(grid.locator("[data-class]")).to_have_count(81)
    expect(grid.locator("[data-class='A6o']")).to_have_attribute("data-group", "strong")
    expect(grid.locator("[data-class='72o']")).to_have_count(0)
    # three of a kind and a straight on the river: the two rule sets part
    fill_in(app, "hits", {"hits-range": "T9s", "hits-board": "9h 9c 8d 7s Jc"})
    app.get_by_test_id("hits-run").click()
    expect(made.locator("tr")).to_have_count(2)
    expect(app.get_by_test_id("hits-made").locator("tr[data-key='trips']")).to_contain_text("Trips2100.0%")
    app.get_by_test_id("hits-game").select_option("shortdeck-classic")
    app.get_by_test_id("hits-run").click()
    expect(app.get_by_test_id("hits-made").locator("tr[data-key='straight']")).to_contain_text("Straight2100.0%")
    # a card the short deck does not hold: named inline, the text kept
    app.get_by_test_id("hits-board").fill("9h 8c 4d")
    app.get_by_test_id("hits-run").click()
    expect(app.get_by_test_id("hits-error")).to_have_text("Board: 4d is not in the short deck: its 36 cards start at 6")
    expect(app.get_by_test_id("hits-board")).to_have_value("9h 8c 4d")


def test_short_deck_every_flop_from_a_link(page, site):
    open_app(page, f"{site.origin}/#hits?range=AA&board=&dead=&game=shortdeck&every=flop")
    expect(page.get_by_test_id("hits-live")).to_contain_text(
        "AA: 6 combos over all 7,140 flops in Short deck (6+), trips beat a straight (573 flop types stand for them all)", timeout=60_000)
    expect(page.get_by_test_id("hits-made")).to_contain_text("Set15.0%")
    expect(page.get_by_test_id("hits-game")).to_have_value("shortdeck")
    expect(page.get_by_test_id("hits-grid-size")).to_have_text("9 × 9")


def test_the_coloured_grid_scrolls_in_its_box_and_never_widens_a_phone_page(app):
    app.set_viewport_size({"width": 390, "height": 844})
    fill_in(app, "hits", {"hits-range": "QQ+, AKs", "hits-board": "Kh 7c 2d", "hits-dead": ""})
    app.get_by_test_id("hits-run").click()
    expect(app.get_by_test_id("hits-grid")).to_be_visible()
    assert app.evaluate("() => document.documentElement.scrollWidth") <= 390


def run_with_the_grid_open(app, board: str):
    """The range 'QQ+, AZs' (AZs no class) typed with the range grid open, the grid's message seen, then
    Run pressed; the grid's message element."""
    fill_in(app, "hits", {"hits-range": "QQ+, AZs", "hits-board": board, "hits-dead": ""})
    app.get_by_test_id("hits-game").select_option("holdem")
    reopen(app.locator("#hits-ranges"))
    grid_error = app.locator("#hits-ranges [data-testid='range-error']")
    expect(grid_error).to_contain_text("'AZs'")
    app.get_by_test_id("hits-run").click()
    return grid_error


@pytest.mark.shared_page
def test_a_bad_range_is_said_once_with_the_grid_open(app):
    """Session 13's note: with the range grid open, a bad range was said twice, by Run's message
    under the field and by the grid's own. After Run only Run's message says it; an edit clears it,
    and the grid says what is wrong with the new text (one message again)."""
    grid_error = run_with_the_grid_open(app, "Kh 7c 2d")
    expect(app.get_by_test_id("hits-error")).to_contain_text("Range: ")
    expect(app.get_by_test_id("hits-error")).to_contain_text("'AZs'")
    expect(grid_error).to_be_hidden()
    expect(app.locator("section[data-tool='hits'] .error:visible")).to_have_count(1)
    app.get_by_test_id("hits-range").fill("QQ+, AYs")
    expect(grid_error).to_contain_text("'AYs'")
    expect(app.get_by_test_id("hits-error")).to_be_hidden()
    expect(app.locator("section[data-tool='hits'] .error:visible")).to_have_count(1)
    assert app.get_by_test_id("hits-range").get_attribute("aria-invalid") == "true"


@pytest.mark.shared_page
def test_a_bad_board_beside_a_bad_range_leaves_the_grids_range_message(app):
    """Diff review (session 14): Run's message about the board hid the grid's message about the range,
    and the range's fault was then said nowhere."""
    grid_error = run_with_the_grid_open(app, "Kh 7c")
    expect(app.get_by_test_id("hits-error")).to_contain_text("Board: ")
    expect(grid_error).to_contain_text("'AZs'")
