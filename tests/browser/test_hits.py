"""The #hits tab (#27): a range on a board, its rows as ranges, the coloured grid, every flop."""

import pytest
from playwright.sync_api import expect

from conftest import fill_in, open_app

pytestmark = pytest.mark.browser


def test_range_on_a_flop_with_rows_as_ranges_and_a_coloured_grid(app):
    fill_in(app, "hits", {"hits-range": "QQ+, AKs", "hits-board": "Kh 7c 2d", "hits-dead": ""})
    app.get_by_test_id("hits-run").click()
    result = app.get_by_test_id("hits-result")
    expect(app.get_by_test_id("hits-live")).to_contain_text("18 live combos (18 combos) on Kh 7c 2d, the flop")
    made = app.get_by_test_id("hits-made")
    expect(made.locator("tr[data-key='set']")).to_contain_text("Set316.7%KcKd, KcKs, KdKs")
    expect(made.locator("tr[data-key='overpair']")).to_contain_text("AA")
    grid = app.get_by_test_id("hits-grid")
    expect(grid.locator("[data-class='KK']")).to_have_attribute("data-group", "strong")
    expect(grid.locator("[data-class='QQ']")).to_have_attribute("data-group", "pair")
    expect(grid.locator("[data-class='72o']")).to_have_attribute("data-group", "")
    expect(result).to_contain_text("Two pairs or better")  # the legend, in Python's words
    made.locator("tr[data-key='set'] [data-testid='hits-use']").click()
    expect(app.get_by_test_id("hits-range")).to_have_value("KcKd, KcKs, KdKs")


def test_draws_dead_cards_and_the_issue_example(app):
    fill_in(app, "hits", {"hits-range": "AKs", "hits-board": "Qh Jh 2c", "hits-dead": "Ts"})
    app.get_by_test_id("hits-run").click()
    draws = app.get_by_test_id("hits-draws")
    expect(draws).to_contain_text("Nut flush draw")
    expect(draws.locator("tr[data-key='gutshot']")).to_contain_text("4100.0%")
    expect(app.get_by_test_id("hits-live")).to_contain_text("dead Ts")


@pytest.mark.parametrize(("field", "value", "message"), [
    ("hits-board", "Kh 7c", "Board: give 3 (flop), 4 (turn) or 5 (river) cards, not 2"),
    ("hits-range", "QQ++", "Malformed '+' in 'QQ++': write one + after one class, like QQ+ or ATs+"),
    ("hits-dead", "Kh", "Dead cards: Kh is also in the board"),
])
def test_bad_input_inline_and_kept(app, field, value, message):
    fill_in(app, "hits", {"hits-range": "QQ+", "hits-board": "Kh 7c 2d", "hits-dead": ""})
    app.get_by_test_id(field).fill(value)
    app.get_by_test_id("hits-run").click()
    expect(app.get_by_test_id("hits-error")).to_have_text(message)
    expect(app.get_by_test_id(field)).to_have_value(value)


def test_every_flop_by_texture_and_a_link(page, site):
    open_app(page, f"{site.origin}/#hits?range=AA&board=&dead=&every=flop")
    expect(page.get_by_test_id("hits-live")).to_contain_text("AA: 6 combos over all 22,100 flops (1,755 read",
                                                            timeout=60_000)  # the first job builds the tables
    expect(page.get_by_test_id("hits-made")).to_contain_text("Set10.8%")
    expect(page.get_by_test_id("hits-textures").locator("tbody tr")).to_have_count(11)
