"""The page on a phone (a 390 px touch screen at DPR 2, as a phone's browser lays it out).

Range hits: the coloured 13 x 13 grid fits the screen and the page never pans sideways, every link in
the hits tables is a 44 px touch target, and a run logs no console error (the site's CSP refuses
inline style attributes: the grid's side is set through the style object, never as an attribute).
Every tool: a table too wide for the screen scrolls in its own box, and that box is a named region a
keyboard can reach with Tab and scroll with the arrow keys; axe-core finds nothing on any tab."""

from __future__ import annotations

import pytest
from conftest import painted
from playwright.sync_api import expect
from test_accessibility import AXE, axe_violations, fill_every_tab

pytestmark = pytest.mark.browser


def no_sideways_pan(page) -> None:
    widths = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
    assert widths[0] <= widths[1], f"the page is {widths[0]} px wide in a {widths[1]} px screen"


def test_hits_grid_fits_a_phone_and_the_page_never_pans(phone):
    phone.get_by_test_id("tab-hits").click()
    phone.get_by_test_id("hits-run").click()  # the defaults: QQ+, AKs, AQs, KQs, JTs on Kh Th 7d
    grid = phone.get_by_test_id("hits-grid")
    expect(grid.locator("[data-class]")).to_have_count(169)
    no_sideways_pan(phone)
    box = grid.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390
    # every cell in sight, square, and its label inside it
    cells = grid.evaluate("""(grid) => [...grid.querySelectorAll('[data-class]')].map((cell) => {
        const r = cell.getBoundingClientRect(), l = cell.querySelector('.range-label').getBoundingClientRect();
        return [r.left, r.right, r.width, r.height, l.left >= r.left - 0.5 && l.right <= r.right + 0.5];
    })""")
    assert min(c[0] for c in cells) >= 0 and max(c[1] for c in cells) <= 390
    assert all(abs(c[2] - c[3]) < 1 and c[4] for c in cells)
    assert grid.evaluate("(grid) => getComputedStyle(grid).getPropertyValue('--side').trim()") == "13"
    assert phone.console_errors == []
    # every flop: wide tables scroll in their own box, the page still never pans
    phone.get_by_test_id("hits-every-flop").click()
    expect(phone.get_by_test_id("hits-textures")).to_be_visible(timeout=60_000)
    no_sideways_pan(phone)
    assert phone.console_errors == []


def test_hits_equity_links_are_touch_targets(phone):
    phone.get_by_test_id("tab-hits").click()
    phone.get_by_test_id("hits-run").click()
    expect(phone.get_by_test_id("hits-made")).to_be_visible()
    phone.locator("#hits-result details summary").click()  # the categories table too
    links = phone.locator("#hits-result table a")
    expect(links.first).to_be_visible()
    sizes = links.evaluate_all(
        "(links) => links.map((a) => { const r = a.getBoundingClientRect(); return [r.width, r.height]; })")
    assert len(sizes) >= 5
    assert all(w >= 44 and h >= 44 for w, h in sizes), sizes
    no_sideways_pan(phone)


def test_short_deck_grid_takes_its_side_without_a_csp_error(phone):
    phone.get_by_test_id("tab-hits").click()
    phone.get_by_test_id("hits-range").fill("A6o, 99, AhKh")
    phone.get_by_test_id("hits-board").fill("9h 8c 7d")
    phone.get_by_test_id("hits-game").select_option("shortdeck")
    phone.get_by_test_id("hits-run").click()
    grid = phone.get_by_test_id("hits-grid")
    expect(grid.locator("[data-class]")).to_have_count(81)
    assert grid.evaluate("(grid) => getComputedStyle(grid).getPropertyValue('--side').trim()") == "9"
    # nine cells a row, each wider than a 13 x 13 grid's
    widths = grid.evaluate(
        "(grid) => [...grid.querySelector('.range-row').children].map((c) => c.getBoundingClientRect().width)")
    assert len(widths) == 9 and min(widths) > 30
    no_sideways_pan(phone)
    assert phone.console_errors == []


LONG = 60_000
# Nothing is excused: every rule axe knows holds on every tab once its numbers are in.
KNOWN: set[tuple[str, str]] = set()

SCROLLING = """(section) => [...section.querySelectorAll('.table-wrap, .sd-table-wrap')]
    .filter((wrap) => wrap.getClientRects().length && wrap.scrollWidth > wrap.clientWidth + 1)
    .map((wrap) => ({ tabindex: wrap.getAttribute('tabindex'), role: wrap.getAttribute('role'),
                      label: wrap.getAttribute('aria-label'),
                      table: wrap.querySelector('table, svg.chart') !== null }))"""

CHART_SCALES = """(section) => [...section.querySelectorAll('svg.chart')].filter((chart) => chart.getClientRects().length)
    .map((chart) => chart.getBoundingClientRect().width / chart.viewBox.baseVal.width)"""


@pytest.mark.skipif(not AXE.exists(), reason="axe-core is not installed (npm ci installs it)")
def test_every_scrolling_table_is_a_named_tab_stop_and_axe_is_clean_on_a_phone(phone):
    fill_every_tab(phone)
    problems, scrolling, scales = {}, {}, {}
    for tool in phone.evaluate("[...document.querySelectorAll('section.tool')].map((s) => s.dataset.tool)"):
        phone.get_by_test_id(f"tab-{tool}").click()
        section = phone.locator(f'section[data-tool="{tool}"]')
        for summary in section.locator("details:not([open]) > summary").all():
            if summary.is_visible():
                summary.click()
        painted(phone)
        no_sideways_pan(phone)
        found = axe_violations(phone, f'section[data-tool="{tool}"]')
        found = [problem for problem in found if (tool, problem.split(":")[0]) not in KNOWN]
        if found:
            problems[tool] = found
        scrolling[tool] = section.evaluate(SCROLLING)
        scales[tool] = section.evaluate(CHART_SCALES)
    assert problems == {}
    assert phone.console_errors == []
    # the wide tables the review found, each a named Tab stop
    for tool in ("equity", "counts"):
        assert scrolling[tool], f"no table scrolls sideways in {tool}: the test no longer covers it"
    for tool, wraps in scrolling.items():
        for wrap in wraps:
            assert wrap["tabindex"] == "0" and wrap["role"] == "region" and wrap["table"], (tool, wrap)
            assert wrap["label"] and wrap["label"] != "Table", (tool, wrap)
    labels = [wrap["label"] for wrap in scrolling["equity"]]
    assert "Pot share, low half and scoops by player" in labels
    # a wide chart scrolls in its box as a table does, its text never under 9 px (5 px before)
    assert "Hands by category" in [wrap["label"] for wrap in scrolling["poker"]]
    assert scales["poker"] and scales["counts"], scales  # the Problem 54 chart, poker counts' lines
    assert min(scale for found in scales.values() for scale in found) >= 9 / 11 - 0.01, sorted(scales.items())


def test_a_keyboard_scrolls_a_wide_table_and_a_table_that_fits_is_no_tab_stop(phone):
    phone.get_by_test_id("tab-equity").click()
    phone.get_by_test_id("equity-hands").fill("Ah 2h 3c Kd\nQs Qc Jd Td")
    phone.get_by_test_id("equity-board").fill("4h 5h Qd")
    phone.get_by_test_id("equity-game").select_option("omaha-hilo")
    phone.get_by_test_id("equity-run").click()
    wrap = phone.locator(".table-wrap", has=phone.get_by_test_id("equity-halves"))
    expect(wrap).to_have_attribute("role", "region", timeout=LONG)
    expect(wrap).to_have_attribute("aria-label", "Pot share, low half and scoops by player")
    # the summary above it fits the phone: a plain box, no Tab stop
    summary = phone.locator(".table-wrap", has=phone.get_by_test_id("equity-summary"))
    expect(summary).not_to_have_attribute("tabindex", "0")
    expect(wrap).to_have_attribute("tabindex", "0")
    # the arrow keys scroll it, and Tab reaches it
    wrap.focus()
    assert wrap.evaluate("(w) => document.activeElement === w && w.scrollLeft === 0")
    phone.keyboard.press("ArrowRight")
    phone.keyboard.press("ArrowRight")
    phone.wait_for_function("() => document.activeElement.scrollLeft > 0")
    phone.keyboard.press("Shift+Tab")
    phone.keyboard.press("Tab")
    assert wrap.evaluate("(w) => document.activeElement === w")
    # on a wide screen the table fits: no region, no Tab stop, no aria-label on a plain box
    phone.set_viewport_size({"width": 1280, "height": 900})
    expect(wrap).not_to_have_attribute("tabindex", "0")
    marks = wrap.evaluate("(w) => ['tabindex', 'role', 'aria-label', 'data-scrolls'].filter((a) => w.hasAttribute(a))")
    assert marks == []


def test_a_tapped_class_shows_its_numbers_on_a_phone(phone):
    """Helper review (session 12): on a 390 x 844 phone, a tap on KK with the grid's top rows in view
    put its numbers below the screen, so the tap seemed to do nothing."""
    phone.get_by_test_id("tab-preflop").click()
    grid = phone.get_by_test_id("preflop-matrix")
    expect(grid.locator("[data-index].held").first).to_be_visible(timeout=60_000)
    # the grid's top rows in view, low on the screen (the form above them), its foot below the screen
    grid.evaluate("grid => window.scrollTo(0, grid.getBoundingClientRect().top + window.scrollY - 450)")
    assert phone.get_by_test_id("preflop-detail").bounding_box()["y"] > 844
    grid.locator('[data-index="14"]').tap()  # KK
    detail = phone.get_by_test_id("preflop-detail")
    expect(detail).to_contain_text("KK")
    box = detail.bounding_box()
    assert box is not None and 0 <= box["y"] and box["y"] + box["height"] <= 845, box  # (sub-pixel)


def test_the_counts_table_title_stays_on_a_phone_screen(phone):
    """Helper review (session 12): the table's caption scrolled sideways with the table, cut off."""
    phone.get_by_test_id("tab-counts").click()
    phone.get_by_test_id("counts-run").click()
    title = phone.locator("#counts-result .table-title")
    expect(title).to_have_text("Deck of 4 suits × 13 ranks (52 cards); hands containing a 4-card badugi",
                               timeout=60_000)
    box = title.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390, box
    table = phone.get_by_test_id("counts-result")
    assert table.evaluate("t => t.caption.textContent") == title.text_content()  # its name for a screen reader


def test_a_draw_answer_is_brought_on_a_phone_screen(phone):
    """Helper review (session 13): on a phone, after Count the draws only the top of the answer's
    headline was on screen, the rest below the form. The headline is scrolled to the top now, as
    Equity's answer is."""
    phone.get_by_test_id("tab-draw").click()
    phone.get_by_test_id("draw-game").select_option("deuce-to-seven")
    for test_id, value in {"draw-hand": "2c 3d 4h Kh Ks", "draw-discard": "Kh Ks", "draw-vs": "2h 3h 5d 9c Qs",
                           "draw-vs-discard": "Qs"}.items():
        phone.get_by_test_id(test_id).fill(value)
    phone.get_by_test_id("draw-draws").select_option("2")
    phone.get_by_test_id("draw-goal").select_option("beat")
    phone.get_by_test_id("draw-best").uncheck()
    phone.get_by_test_id("draw-run").click()
    headline = phone.get_by_test_id("draw-headline")
    expect(headline).to_contain_text("over 2 draws against the opponent", timeout=120_000)
    box = headline.bounding_box()
    assert box is not None and -1 <= box["y"] and box["y"] + box["height"] <= 844, box  # (sub-pixel)


def test_a_long_values_download_is_a_touch_target(phone):
    """Helper (session 14): "Download (54 digits)" was 196 x 39 px on a phone."""
    phone.get_by_test_id("tab-silver-dollar").click()
    phone.get_by_test_id("sd-n").fill("10^18")
    phone.get_by_test_id("sd-c").fill("40")
    phone.get_by_test_id("sd-run").click()
    download = phone.get_by_test_id("sd-download").first
    expect(download).to_be_visible(timeout=120_000)
    box = download.bounding_box()
    assert box["height"] >= 44 and box["width"] >= 44, box
