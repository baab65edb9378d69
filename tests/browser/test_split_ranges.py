"""Hold'em Hi-Lo ranges in the equity tab (issue #33, item 2): the range grid shows for the split
pot's game (without the best-hands slider or a 15% in its hint: a split pot has no such order), a
range typed in its field reaches the player's line and the grid, and the run shows the exact equity
the unit brute force computed (tests/unit/test_split_ranges.py), per half too; a percentage is
refused in words."""

import pytest
from conftest import open_grid
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

LONG = 180_000  # a shared 2-core machine


def test_a_hold_em_hi_lo_range_typed_in_the_equity_tab_is_counted_exactly(app):
    app.get_by_test_id("tab-equity").click()
    app.get_by_test_id("equity-game").select_option("holdem-hilo")
    grid = open_grid(app, "Ah 2h\nKK")
    expect(app.get_by_test_id("range-percent")).to_be_hidden()
    hint = app.locator('label[for="equity-range"] .hint')
    expect(hint).to_have_text("this player's line; e.g. QQ+, AKs, A5s-A2s:0.5")
    text = app.get_by_test_id("equity-range")
    expect(text).to_have_value("KK")  # player 2's line
    text.fill("QQ+, A3s")
    expect(grid.locator('[data-class="A3s"]')).to_have_attribute("aria-pressed", "true", timeout=LONG)
    expect(app.get_by_test_id("equity-hands")).to_have_value("Ah 2h\nQQ+, A3s")
    app.get_by_test_id("equity-board").fill("4h 7c Kd")
    app.get_by_test_id("equity-run").click()
    result = app.get_by_test_id("equity-result")
    expect(result).to_contain_text(
        "All 990 boards that can still come were counted exactly for each of the 15 ways to deal the hands "
        "from the ranges", timeout=LONG)
    expect(result.get_by_test_id("equity-share")).to_have_text(["42.09% (8,333/19,800)", "57.91% (11,467/19,800)"])
    expect(result.get_by_test_id("equity-no-low")).to_contain_text("(5,925 boards)")
    classes = result.get_by_test_id("equity-range-classes")
    expect(classes.locator("tbody tr")).to_have_count(4)
    expect(classes.locator("tbody tr").first).to_contain_text("KK")  # 449/660 = 68.03%, best first

    text.fill("QQ+, 15%")
    expect(app.get_by_test_id("range-error")).to_contain_text("'15%' takes the best hands by equity for the whole pot",
                                                              timeout=LONG)
