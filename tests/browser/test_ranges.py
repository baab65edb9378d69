"""The range grid on the equity page (#16) used as a person would: clicking and dragging cells
writes the range text, typing the text redraws the grid, the keyboard works it, an equity run with
a range shows each class's equity (and the heat map), and a link carries the ranges."""

import re
from urllib.parse import quote

import pytest
from conftest import open_app, open_grid, reset_equity
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

LONG = 180_000  # a shared 2-core machine: Python answers slowly while other jobs run


@pytest.mark.shared_page  # the module's first on its page: no player chosen in the box before (see below)
def test_the_grid_opens_on_the_first_line_that_is_a_range(app):
    grid = open_grid(app, "QQ+, AKs\nAh Kh")
    expect(app.get_by_test_id("equity-range-player")).to_have_value("0", timeout=LONG)  # Python's verdict
    expect(app.get_by_test_id("equity-range")).to_have_value("QQ+, AKs")
    expect(grid.locator('[data-class="AKs"]')).to_have_attribute("aria-pressed", "true", timeout=LONG)
    # A player chosen by hand stays chosen when the box opens again.
    app.get_by_test_id("equity-range-player").select_option("1")
    expect(app.get_by_test_id("equity-range")).to_have_value("Ah Kh")
    summary = app.get_by_test_id("equity-ranges").locator("summary")
    summary.click()
    summary.click()
    expect(app.get_by_test_id("equity-range-player")).to_have_value("1")


def test_a_range_typed_while_the_box_is_still_choosing_its_player_is_kept(app):
    """The box asks Python which line is a range when it opens; a range typed before that answer
    comes (a busy worker can take seconds) is the user's choice: the answer must not empty the field
    and the grid (a browser run under load failed this way). On a page of its own: once a player is
    chosen in the box (as a test before may have), the box never asks again for the page's life."""
    app.get_by_test_id("tab-equity").click()
    app.get_by_test_id("equity-hands").fill("Ah 2h\nKK")
    expect(app.get_by_test_id("equity-range-player").locator("option")).to_have_count(2)  # the hands were read
    # Typed in the same task as the box opens: before Python's answer about the lines can come.
    app.get_by_test_id("equity-ranges").evaluate("""(box) => {
        const field = box.querySelector('[data-testid=equity-range]');
        box.addEventListener('toggle', () => {
            field.focus();
            field.value = 'QQ+, A3s';
            field.dispatchEvent(new Event('input', { bubbles: true }));
        }, { once: true });
        box.open = true;
    }""")
    grid = app.get_by_test_id("range-grid")
    expect(grid.locator('[data-class="A3s"]')).to_have_attribute("aria-pressed", "true", timeout=LONG)
    expect(app.get_by_test_id("equity-range")).to_have_value("QQ+, A3s")
    expect(app.get_by_test_id("equity-hands")).to_have_value("Ah 2h\nQQ+, A3s")
    app.wait_for_timeout(1000)  # the box's own answer has come and gone
    expect(app.get_by_test_id("equity-range")).to_have_value("QQ+, A3s")
    expect(grid.locator('[data-class="A3s"]')).to_have_attribute("aria-pressed", "true")


@pytest.mark.shared_page
def test_grid_and_text_stay_in_sync(app):
    reset_equity(app)
    grid = open_grid(app, "Ah Kh\nQQ+")
    text = app.get_by_test_id("equity-range")
    expect(text).to_have_value("QQ+")  # player 2's line
    expect(grid.locator('[data-class="KK"]')).to_have_attribute("aria-pressed", "true", timeout=LONG)
    expect(grid.locator('[data-class="JJ"]')).to_have_attribute("aria-pressed", "false")
    expect(app.get_by_test_id("range-summary")).to_contain_text(
        "18 combos (1.36% of all 1,326 two-card hands); 12 after card removal; reads as QQ+")
    # A click adds a class: the text (and the hands line) follow, written the usual way.
    grid.locator('[data-class="JJ"]').click()
    expect(text).to_have_value("JJ+", timeout=LONG)
    expect(app.get_by_test_id("equity-hands")).to_have_value("Ah Kh\nJJ+")
    # A drag across the suited aces adds them all.
    box_from = grid.locator('[data-class="AKs"]').bounding_box()
    box_to = grid.locator('[data-class="ATs"]').bounding_box()
    app.mouse.move(box_from["x"] + 5, box_from["y"] + 5)
    app.mouse.down()
    app.mouse.move(box_to["x"] + 5, box_to["y"] + 5, steps=8)
    app.mouse.up()
    expect(text).to_have_value("JJ+, ATs+", timeout=LONG)
    # Typing redraws the grid; a weight shades part of a cell.
    text.fill("AKs:0.5, 22")
    expect(grid.locator('[data-class="AKs"]')).to_have_attribute("aria-pressed", "mixed", timeout=LONG)
    expect(grid.locator('[data-class="22"]')).to_have_attribute("aria-pressed", "true")
    expect(grid.locator('[data-class="JJ"]')).to_have_attribute("aria-pressed", "false")
    expect(app.get_by_test_id("equity-hands")).to_have_value("Ah Kh\nAKs:0.5, 22")
    # Keyboard: arrows move between cells, Space takes the focused class out.
    grid.locator('[data-class="AKs"]').focus()
    app.keyboard.press("ArrowLeft")
    expect(grid.locator('[data-class="AA"]')).to_be_focused()
    for _ in range(12):
        app.keyboard.press("ArrowDown")
    app.keyboard.press("ArrowRight")
    app.keyboard.press("ArrowLeft")
    app.keyboard.press("End")
    expect(grid.locator('[data-class="22"]')).to_be_focused()
    app.keyboard.press("Space")
    expect(text).to_have_value("AKs:0.5", timeout=LONG)
    # A bad part is named under the grid's summary, and the field is marked.
    text.fill("QQ++")
    expect(app.get_by_test_id("range-error")).to_have_text(
        "Range: malformed '+' in 'QQ++': write one + after one class, like QQ+ or ATs+", timeout=LONG)
    expect(text).to_have_attribute("aria-invalid", "true")
    # ... said from the label the user sees (the grid's own messages too).
    text.fill("QZ+")
    expect(app.get_by_test_id("range-error")).to_have_text("Range: unknown rank 'Z' in 'QZ+'", timeout=LONG)


@pytest.mark.shared_page
def test_percentage_slider_asks_python_for_the_best_hands(app):
    reset_equity(app)
    open_grid(app, "Ah Kh\n")
    slider = app.get_by_test_id("range-percent")
    slider.fill("5")
    text = app.get_by_test_id("equity-range")
    expect(text).not_to_have_value("", timeout=LONG)
    expect(app.get_by_test_id("range-grid").locator('[data-class="AA"]')).to_have_attribute("aria-pressed", "true")
    expect(app.get_by_test_id("range-grid").locator('[data-class="72o"]')).to_have_attribute("aria-pressed", "false")
    expect(app.get_by_test_id("range-summary")).to_contain_text("of all 1,326")


@pytest.mark.shared_page
def test_equity_with_a_range_shows_each_class_and_the_heat_map(app):
    reset_equity(app)
    open_grid(app, "Ah Kh\nQQ+")
    app.get_by_test_id("equity-board").fill("Jh Th 2c")
    app.get_by_test_id("equity-run").click()
    result = app.get_by_test_id("equity-result")
    expect(result.get_by_test_id("equity-value")).to_have_text(["53.06%", "46.94%"], timeout=LONG)
    expect(result).to_contain_text(
        "All 990 boards that can still come were counted exactly for each of the 12 ways to deal the hands "
        "from the ranges")
    expect(result.get_by_test_id("equity-range-size")).to_have_text(
        "18 combos (1.36% of all 1,326 two-card hands); 12 after card removal")
    classes = result.get_by_test_id("equity-range-classes")
    expect(classes).to_contain_text("AA")
    expect(classes.locator("tbody tr")).to_have_count(3)
    expect(classes.locator("tbody tr").first).to_contain_text("53.79%")  # AA, best first
    # The heat map: the grid colours each class of player 2's range by its equity.
    classes.get_by_test_id("equity-range-heat").click()
    cell = app.get_by_test_id("range-grid").locator('[data-class="AA"]')
    expect(cell).to_have_attribute("aria-label", "AA, 6 of 6 combos in the range; equity 53.8%")
    # The order of the classes depends on which redraw came last: check each, not the string.
    for name in ("range-cell", "pair", "held", "heat-5"):
        expect(cell).to_have_class(re.compile(rf"(^|\s){name}(\s|$)"))


def test_a_link_carries_the_ranges(page, site):
    hands = quote("AhKh\nQQ+, AKs")
    open_app(page, f"{site.origin}/#equity?hands={hands}&board={quote('Jh Th 2c')}")
    result = page.get_by_test_id("equity-result")
    expect(result.get_by_test_id("equity-range-classes")).to_contain_text("AKs", timeout=LONG)
    expect(page.get_by_test_id("equity-hands")).to_have_value("AhKh\nQQ+, AKs")
