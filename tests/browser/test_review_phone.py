"""What a new-user review found on a 390 px phone (dark) and in the history's player menu:

1. the Equity tab's range grid never widens the page: its box fits the panel and only the grid
   scrolls inside it (a named region with the scroll cue), as on Range hits;
2. the history's sentence about whom the chart follows says what the player menu does (the menu
   sets the Net and All-in EV columns; the chart stays on the hero);
7. a history on a phone: the chart's axis and legend text at least 11 px as drawn, an opened hand's
   details across the whole table (its pot lines wrap, none cut), the Spot column's links 44 px targets."""

from __future__ import annotations

import pytest
from conftest import painted, read_history, reopen, sample, swipe
from playwright.sync_api import expect
from test_phone_layout import no_sideways_pan

pytestmark = pytest.mark.browser

SLOW = 180_000  # a shared 2-core machine


@pytest.fixture
def dark_phone(phone):
    phone.emulate_media(color_scheme="dark")
    return phone


def test_the_equity_range_grid_scrolls_in_its_own_box_on_a_phone(dark_phone):
    page = dark_phone
    page.get_by_test_id("tab-equity").click()
    page.get_by_test_id("equity-ranges").locator("summary").click()
    grid = page.locator("#equity-range-grid").get_by_test_id("range-grid")
    expect(grid.locator("[data-class]")).to_have_count(169)
    painted(page)
    no_sideways_pan(page)
    box = page.locator("#equity-range-grid .range-scroll")
    sizes = box.evaluate(
        "(b) => { const r = b.getBoundingClientRect(); return [r.left, r.right, b.scrollWidth, b.clientWidth]; }")
    assert sizes[0] >= 0 and sizes[1] <= 390, sizes
    assert sizes[2] > sizes[3], sizes  # the 44 px cells scroll inside the box
    # the fields above the grid are in sight too
    for test_id in ("equity-range", "range-weight", "range-summary"):
        field = page.locator("#equity-ranges").get_by_test_id(test_id)
        right = field.evaluate("(e) => e.getBoundingClientRect().right")
        assert right <= 390, (test_id, right)
    # the scrolling box says so and is a named Tab stop
    expect(box).to_have_attribute("data-scrolls", "")
    expect(box).to_have_attribute("tabindex", "0")
    expect(box).to_have_attribute("aria-label", "Hand classes grid")


def test_a_swipe_on_a_grid_scrolls_and_a_tap_puts_a_class_in(dark_phone):
    """Helper, session 26: the grids took every touch for themselves (touch-action: none), so a swipe
    across the range grid put in the classes it crossed ("QQ+" became "QQ+, TT, T8s+, ATo, ...") and
    neither the grid's box nor the page scrolled, though the box says "Scroll sideways for more"."""
    page = dark_phone
    page.get_by_test_id("tab-equity").click()
    reopen(page.get_by_test_id("equity-ranges"))
    field = page.locator("#equity-ranges").get_by_test_id("equity-range")
    field.fill("QQ+")
    grid = page.locator("#equity-range-grid").get_by_test_id("range-grid")
    expect(grid.locator('[data-class="QQ"]')).to_have_attribute("aria-pressed", "true")
    box = page.locator("#equity-range-grid .range-scroll")
    box.evaluate("(b) => { b.scrollLeft = 0; }")
    grid.scroll_into_view_if_needed()
    area = grid.bounding_box()
    swipe(page, area["x"] + 250, area["y"] + 150, -200, 0)  # sideways, from the middle of the grid
    assert box.evaluate("(b) => b.scrollLeft") > 100
    top = page.evaluate("scrollY")
    area = grid.bounding_box()
    swipe(page, area["x"] + 150, area["y"] + 300, 0, -250)  # up the screen: the page scrolls on
    assert page.evaluate("scrollY") > top + 100
    page.wait_for_timeout(500)  # a change would have gone to Python and back by now
    expect(field).to_have_value("QQ+")
    assert grid.locator(".pending").count() == 0
    jacks = grid.locator('[data-class="JJ"]')
    jacks.scroll_into_view_if_needed()
    jacks.tap()
    expect(field).to_have_value("JJ+")
    expect(jacks).to_have_attribute("aria-pressed", "true")
    field.fill("")
    # the preflop heat map lets a swipe through too: the page scrolls
    page.get_by_test_id("tab-preflop").click()
    heat = page.get_by_test_id("preflop-matrix")
    expect(heat.locator("[data-index]")).to_have_count(169, timeout=60_000)
    heat.scroll_into_view_if_needed()
    top, area = page.evaluate("scrollY"), heat.bounding_box()
    swipe(page, area["x"] + 150, area["y"] + 250, 0, -250)
    assert page.evaluate("scrollY") > top + 100


def test_the_history_sentence_says_what_the_player_menu_changes(dark_phone):
    result = read_history(dark_phone, sample("holdem_cash.txt"))
    choice = result.get_by_test_id("history-hero-choice")
    expect(choice).to_have_text(
        "The chart follows Alice, the player the history deals to; type another name under Hero and read the hands "
        "again to chart another player. The Net and All-in EV columns of the hands follow the player chosen in the "
        "menu above them.")
    dark_phone.get_by_test_id("history-filter-player").select_option("Dave")
    # the chart and its marker stay on Alice, as the sentence says
    expect(result.get_by_test_id("history-chart").locator("figcaption")).to_contain_text("Alice:")
    expect(result.get_by_test_id("history-players").locator("th", has_text="(chart)")).to_have_text("Alice (chart)")


RENDERED_FONTS = """(svg) => [...svg.querySelectorAll('text')].map((t) => [t.textContent,
    parseFloat(getComputedStyle(t).fontSize) * svg.getScreenCTM().a])"""


def readable_chart(page, result) -> list[str]:
    """The chart's text is 11 px or more as drawn, every label inside the chart, the chart on the screen."""
    chart = result.get_by_test_id("history-chart").locator("svg")
    expect(chart).to_be_visible()
    painted(page)
    fonts = chart.evaluate(RENDERED_FONTS)
    assert all(size >= 11 for _, size in fonts), fonts
    box = chart.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390
    outside = chart.evaluate("""(svg) => { const s = svg.getBoundingClientRect();
        return [...svg.querySelectorAll('text')].filter((t) => { const r = t.getBoundingClientRect();
            return r.left < s.left - 0.5 || r.right > s.right + 0.5 || r.top < s.top - 0.5 || r.bottom > s.bottom + 0.5;
        }).map((t) => t.textContent); }""")
    assert outside == []
    return [text for text, _ in fonts]


def test_a_tournament_chart_keeps_its_chip_labels_in_sight_on_a_phone(dark_phone):
    result = read_history(dark_phone, sample("tournament.txt"))
    texts = readable_chart(dark_phone, result)
    assert any(text.endswith(" chips") and len(text) >= 11 for text in texts), texts  # e.g. "1,500 chips"


def test_a_history_reads_on_a_phone(dark_phone):
    page = dark_phone
    result = read_history(page, sample("holdem_cash.txt"))
    assert "EV-adjusted net" in readable_chart(page, result)
    # an opened hand: its details take the table's whole width, and no pot line runs past its box
    hands = result.get_by_test_id("history-hands")
    row = hands.locator('tr[data-hand="230000000002"]')
    row.locator("details summary").click()
    details = hands.locator(".history-hand").filter(has_text="Main pot")
    expect(details).to_be_visible()
    cell = details.evaluate("(d) => { const r = d.getBoundingClientRect(), c = d.closest('td');"
                            " return [r.left, r.right, r.width, c.colSpan,"
                            " c.closest('tr').hasAttribute('data-hand')]; }")
    assert cell[0] >= 0 and cell[1] <= 390 and cell[2] >= 300, cell  # in sight, the screen's width
    assert cell[3] == 8 and not cell[4], cell  # a row of its own across every column
    assert details.evaluate("(d) => d.scrollWidth <= d.clientWidth + 1")  # its players' table fits too
    lines = details.locator("li").evaluate_all(
        "(items) => items.map((li) => [li.textContent, li.scrollWidth <= li.clientWidth + 1])")
    assert lines and all(fits for _, fits in lines), lines
    assert any("(equity Alice" in text for text, _ in lines), lines
    # the Spot column's links are 44 px touch targets
    links = hands.get_by_test_id("history-equity-link")
    expect(links.first).to_be_visible()
    sizes = links.evaluate_all(
        "(links) => links.map((a) => { const r = a.getBoundingClientRect(); return [r.width, r.height]; })")
    assert sizes and all(w >= 44 and h >= 44 for w, h in sizes), sizes
    # nothing scrolls sideways (helper, session 17): each hand's row is stacked, each cell under its
    # column's name, and the results by player fit the screen
    for table in ("history-hands", "history-players"):
        wrap = result.get_by_test_id(table).locator("xpath=..")
        assert wrap.evaluate("(w) => w.scrollWidth <= w.clientWidth + 1 && !w.hasAttribute('data-scrolls')"), table
    # stacked by the style, still a table to a screen reader: its column headers and each row's cells
    expect(hands.locator(":scope > thead").get_by_role("columnheader")).to_have_text(
        ["Hand", "Game", "Board", "Pot", "Net", "All-in EV", "All-in", "Spot"])
    expect(row.get_by_role("cell")).to_have_count(8)
    pot = row.locator("td").nth(3)
    assert pot.evaluate("(td) => getComputedStyle(td, '::before').content") == '"Pot"'
    expect(pot).to_have_text("$13.00")  # the label is drawn by the page's style, not part of the cell's text
    box, net = pot.bounding_box(), row.locator("td").nth(4).bounding_box()
    assert abs(box["y"] - net["y"]) < 2 and net["x"] > box["x"] + box["width"], (box, net)  # side by side
    no_sideways_pan(page)


def test_a_draw_session_on_a_phone_keeps_the_all_in_words_across_the_row(dark_phone):
    """Review, session 19: with the Board column left out (no hand has a board) the phone's rule for
    the all-in's words, written for the seventh cell, fell on the Spot cell."""
    result = read_history(dark_phone, sample("draw.txt"))
    row = result.get_by_test_id("history-hands").locator('tr[data-hand="270000000002"]')
    widths = row.evaluate("""(tr) => [tr.getBoundingClientRect().width,
        tr.querySelector('td[data-label="All-in"]').getBoundingClientRect().width,
        tr.querySelector('td[data-label="Spot"]').getBoundingClientRect().width]""")
    assert widths[1] >= widths[0] - 2 and widths[2] < widths[0] * 0.75, widths
