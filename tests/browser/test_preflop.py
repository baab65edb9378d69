"""The Preflop tab (#preflop) used as a person would: the 13 x 13 heat map against a random hand
(checkpoints), against a class and a range, a cell's numbers, a bad opponent named next to its
field, CSV downloads, the whole 169 x 169 matrix, the equity tab answering from the table, and the
table read offline from the service worker's copy of the site."""

import re

import pytest
from conftest import READY, open_app
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

WAIT = 60_000  # a shared 2-core machine


def grid_cell(page, label: str):
    return page.get_by_test_id("preflop-matrix").locator(f'[data-class="{label}"]')


def open_preflop(page) -> None:
    page.get_by_test_id("tab-preflop").click()
    expect(grid_cell(page, "AA").locator(".range-heat")).to_have_text("85.2", timeout=WAIT)


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_grid_against_random_shows_every_class_and_its_numbers(app):
    open_preflop(app)
    grid = app.get_by_test_id("preflop-matrix")
    expect(grid.locator("[data-class]")).to_have_count(169)
    expect(grid_cell(app, "AA")).to_have_attribute("title", "AA: 85.20% against a random hand")
    expect(grid_cell(app, "22").locator(".range-heat")).to_have_text("50.3")
    expect(grid_cell(app, "AKs")).to_have_attribute("title", "AKs: 67.04% against a random hand")
    expect(grid_cell(app, "72o").locator(".range-heat")).to_have_text(re.compile(r"^3\d\.\d$"))
    expect(app.get_by_test_id("preflop-result")).to_contain_text("exact, from the preflop table")
    grid_cell(app, "AKs").click()
    expect(app.get_by_test_id("preflop-detail")).to_have_text(
        "AKs (4 combos) against a random hand: 67.04% — 4,900 pairs of hands, "
        "5,556,016,860 wins and 138,443,904 ties of 8,390,289,600 boards.")
    # keyboard: the arrow keys move between cells and the detail follows
    grid_cell(app, "AKs").press("ArrowRight")
    expect(grid_cell(app, "AQs")).to_be_focused()
    expect(app.get_by_test_id("preflop-detail")).to_contain_text("AQs (4 combos) against a random hand")
    # Home and End go to the row's ends, as in the range grid (session 13's note: they did nothing)
    grid_cell(app, "AQs").press("End")
    expect(grid_cell(app, "A2s")).to_be_focused()
    grid_cell(app, "A2s").press("Home")
    expect(grid_cell(app, "AA")).to_be_focused()


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_against_a_class_a_range_and_a_bad_opponent(app):
    open_preflop(app)
    vs = app.get_by_test_id("preflop-vs")
    vs.fill("kk")
    vs.press("Enter")
    expect(grid_cell(app, "KK").locator(".range-heat")).to_have_text("50.0", timeout=WAIT)
    expect(grid_cell(app, "AA")).to_have_attribute("title", re.compile(r"^AA: 8\d\.\d\d% against KK$"))
    assert "#preflop?vs=kk" in app.url
    grid_cell(app, "AA").hover()
    expect(app.get_by_test_id("preflop-detail")).to_contain_text("; against a random hand 85.20%.")
    vs.fill("QQ+, AKs")
    app.get_by_test_id("preflop-run").click()
    expect(grid_cell(app, "AA")).to_have_attribute("title", re.compile(r"against QQ\+, AKs$"), timeout=WAIT)
    vs.fill("AZs")
    app.get_by_test_id("preflop-run").click()
    error = app.get_by_test_id("preflop-error")
    expect(error).to_have_text("Classes against: unknown rank 'Z' in 'AZs'")  # the label's words
    assert vs.evaluate("(box) => box.nextElementSibling.dataset.testid") == "preflop-error"
    expect(vs).to_have_value("AZs")
    expect(vs).to_have_attribute("aria-invalid", "true")
    # no heat map of the opponent before is left under the error (helper, session 22)
    expect(grid_cell(app, "AA").locator(".range-heat")).to_have_text("")
    expect(grid_cell(app, "AA")).not_to_have_attribute("title", re.compile("against"))
    expect(grid_cell(app, "AA")).to_have_attribute("aria-label", "AA")
    expect(app.get_by_test_id("preflop-csv")).to_be_disabled()
    vs.fill("QQ+")
    vs.press("Enter")
    expect(grid_cell(app, "AA")).to_have_attribute("title", re.compile(r"against QQ\+$"), timeout=WAIT)


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_csv_downloads(app):
    open_preflop(app)
    with app.expect_download() as download:
        app.get_by_test_id("preflop-csv").click()
    text = open(download.value.path()).read()
    lines = text.splitlines()
    assert lines[0] == "class,vs,combos,pairs,boards,wins,ties,equity,equity_fraction"
    assert len(lines) == 170 and lines[1].startswith("AA,random,6,7350,")
    assert download.value.suggested_filename == "preflop-vs-random.csv"
    with app.expect_download() as download:
        app.get_by_test_id("preflop-matrix-csv").click()
    lines = open(download.value.path()).read().splitlines()
    assert len(lines) == 170 and lines[1].startswith("AA,0.500000,") and lines[0].startswith("class,AA,AKs,AQs")


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_whole_matrix_is_drawn_and_a_tap_picks_the_opponent(app):
    open_preflop(app)
    app.get_by_test_id("preflop-full").locator("summary").click()
    canvas = app.get_by_test_id("preflop-heatmap")
    expect(canvas).to_have_attribute("data-drawn", "true", timeout=WAIT)
    box = canvas.bounding_box()
    canvas.hover(position={"x": box["width"] * 0.5 / 169, "y": box["height"] * 0.5 / 169})
    expect(app.get_by_test_id("preflop-matrix-detail")).to_have_text("AA against AA: 50.00%")
    canvas.click(position={"x": box["width"] * 168.5 / 169, "y": box["height"] * 0.5 / 169})
    expect(app.get_by_test_id("preflop-vs")).to_have_value("22")
    expect(grid_cell(app, "22").locator(".range-heat")).to_have_text("50.0", timeout=WAIT)


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_equity_tab_answers_heads_up_preflop_from_the_table(app):
    app.get_by_test_id("tab-equity").click()
    app.get_by_test_id("equity-hands").fill("AhKh\nrandom")
    app.get_by_test_id("equity-run").click()
    result = app.get_by_test_id("equity-result")
    expect(result).to_contain_text("read from the preflop table", timeout=WAIT)
    expect(result.get_by_test_id("equity-value")).to_have_text(["67.04%", "32.96%"])


def test_the_table_is_read_offline_from_the_saved_site(page, site_copy, outside_requests):
    open_app(page, site_copy.url + "#poker")
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=90_000)
    site_copy.stop()
    page.reload()
    page.wait_for_selector(READY, timeout=90_000)
    open_preflop(page)
    assert outside_requests == []


def test_phone_width_has_no_page_wide_scroll_and_cells_title_their_equity(page, site, outside_requests):
    page.set_viewport_size({"width": 390, "height": 844})
    open_app(page, site.origin + "/#preflop")
    # The tab asked while Python loaded: once ready, its line says the job (it said "Waiting for
    # Python to load… 0%" for about 2 s more, until the job's first progress).
    assert "Waiting for Python" not in page.get_by_test_id("preflop-result").text_content()
    expect(grid_cell(page, "AA")).to_have_attribute("title", "AA: 85.20% against a random hand", timeout=WAIT)
    page.get_by_test_id("preflop-full").locator("summary").click()
    expect(page.get_by_test_id("preflop-heatmap")).to_have_attribute("data-drawn", "true")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert grid_cell(page, "72o").bounding_box()["height"] >= 44


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_one_combo_is_singular_and_the_heat_map_has_a_colour_key(app):
    # Review D9 and D7c: "against AhKh (1 combo)", never "1 combos"; a key says what each colour means.
    app.get_by_test_id("tab-preflop").click()
    app.get_by_test_id("preflop-vs").fill("AhKh")
    app.get_by_test_id("preflop-run").click()
    result = app.get_by_test_id("preflop-result")
    expect(result).to_contain_text("Each class against AhKh (1 combo); the number in a cell", timeout=WAIT)
    assert "1 combos" not in result.text_content()
    grid_cell(app, "AKs").click()
    detail = app.get_by_test_id("preflop-detail")
    expect(detail).to_contain_text("AKs (4 combos) against AhKh: 50.00% — 3 pairs of hands, 367,668 wins and")
    assert not re.search(r"\b1 (combos|pairs|wins|ties|boards)\b", detail.text_content())
    legend = app.get_by_test_id("preflop-heat-legend")
    expect(legend).to_be_visible()
    bands = legend.locator(".band")
    expect(bands).to_have_count(10)
    expect(bands.first).to_have_text("0–10%")
    expect(bands.last).to_have_text("90–100%")
    # Each key colour is the colour of the cells in that band.
    colours = app.evaluate("""() => {
        const legend = [...document.querySelectorAll('[data-testid="preflop-heat-legend"] .band')];
        const cell = document.querySelector('[data-testid="preflop-matrix"] .range-cell.held');
        const band = [...cell.classList].find((c) => /^heat-\\d$/.test(c));
        const key = legend.find((node) => node.classList.contains(band));
        return [getComputedStyle(cell).backgroundColor, getComputedStyle(key).backgroundColor];
    }""")
    assert colours[0] == colours[1], colours
