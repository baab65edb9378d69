"""Usability: what a new user trying every tool runs into (issue #13 found these; each failed
before). Skip link, Add player then picker, Remove player, picker keyboard, mangled links, run buttons
that rest during a job, a 5 MB paste, position-only links, phone widths, contrast of dimmed cards
and input borders, board cards set apart."""

from __future__ import annotations

import re

import pytest
from conftest import READY, keys_move_focus, open_app, paste, reopen
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


@pytest.mark.shared_page
def test_skip_link_moves_focus_into_the_current_tool(app, site):
    open_app(app, site.origin + "/#silver-dollar")
    app.keyboard.press("Tab")
    expect(app.locator("a.skip")).to_be_focused()
    app.keyboard.press("Enter")
    expect(app.locator("#tool-silver-dollar")).to_be_visible()
    assert app.evaluate("location.hash").startswith("#silver-dollar")
    assert app.evaluate("document.activeElement.id") == "sd-title"


@pytest.mark.shared_page
def test_add_player_then_picker_fills_the_new_player(app):
    app.get_by_test_id("tab-poker").click()
    form = app.locator("#poker-form")
    form.locator('[data-action="example"]').click()
    form.locator('[data-action="add-player"]').click()
    target = app.get_by_test_id("poker-target")
    expect(target).to_have_value("2")
    assert target.locator("option").all_text_contents() == ["Player 1", "Player 2", "Player 3", "Board"]
    reopen(app.locator("#poker-form details.picker-box"))
    app.get_by_test_id("poker-picker").locator('[data-card="Ah"]').click()
    expect(app.get_by_test_id("poker-input")).to_have_value("5H 5C 6S 7S KD\n2C 3S 8S 8D TD\nAh")


@pytest.mark.shared_page
def test_remove_player_removes_the_last_player(app):
    app.get_by_test_id("tab-badugi").click()
    app.get_by_test_id("badugi-input").fill("3c 2s 4d Ah\nAs 3h 2d 4h\nKc Qd Jh Ts")
    app.locator("#badugi-form [data-action='remove-player']").click()
    expect(app.get_by_test_id("badugi-input")).to_have_value("3c 2s 4d Ah\nAs 3h 2d 4h")


@pytest.mark.shared_page
def test_picker_is_one_tab_stop_with_arrow_keys_and_keeps_focus(app):
    app.get_by_test_id("tab-poker").click()
    app.locator('#poker-form [data-action="clear"]').click()
    reopen(app.locator("#poker-form details.picker-box"))
    picker = app.get_by_test_id("poker-picker")
    assert picker.locator('button[tabindex="0"]').count() == 1
    picker.locator('[data-card="As"]').focus()  # the deck's first card (a test before may have moved the tab stop)
    app.keyboard.press("ArrowRight")
    expect(picker.locator('[data-card="Ks"]')).to_be_focused()
    app.keyboard.press("Enter")
    expect(app.get_by_test_id("poker-input")).to_have_value("Ks")
    expect(picker.locator('[data-card="Ks"]')).to_be_focused()  # focus stays: not dropped to the body
    expect(picker.locator('[data-card="Ks"]')).to_have_attribute("aria-pressed", "true")
    # Down by a suit's row; Home and End to the deck's ends; a move past an end comes in at the other.
    keys_move_focus(app, picker, "data-card", [("ArrowDown", "Kh"), ("End", "2c"), ("ArrowRight", "As"),
                                               ("ArrowUp", "Ac"), ("Home", "As")])
    assert picker.locator('button[tabindex="0"]').count() == 1


def test_mangled_link_shows_the_first_tool(page, site, outside_requests):
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    open_app(page, site.origin + "/#%E0%A4%A")
    expect(page.locator("#tool-poker")).to_be_visible()
    assert errors == []


@pytest.mark.shared_page
def test_run_button_rests_while_its_job_runs(app):
    app.get_by_test_id("tab-badugi").click()
    reopen(app.locator("#badugi-tally-box"))
    run = app.get_by_test_id("badugi-tally-run")
    run.click()
    expect(run).to_be_disabled()
    expect(app.get_by_test_id("job-timing")).to_contain_text("elapsed")  # progress with elapsed time
    expect(app.get_by_test_id("badugi-tally")).to_contain_text("270,725 hands evaluated", timeout=120_000)
    expect(run).to_be_enabled()


@pytest.mark.shared_page
def test_a_5_mb_paste_is_refused_quickly_and_stays_out_of_the_url(app):
    try:
        app.get_by_test_id("tab-poker").click()
        paste(app, "poker-input", "As Kd Qh Jc Ts\n" * 350_000)
        expect(app.get_by_test_id("poker-target").locator("option")).to_have_count(1001, timeout=10_000)
        app.get_by_test_id("poker-run").click()
        expect(app.get_by_test_id("poker-error")).to_contain_text("the limit is 1,000,000", timeout=20_000)
        assert len(app.evaluate("location.href")) < 10_000
        assert app.get_by_test_id("poker-input").input_value().startswith("As Kd Qh Jc Ts\n")
    finally:  # emptied as a paste does: fill() in the next test on this page would select it all first (over 30 s)
        paste(app, "poker-input", "")


@pytest.mark.shared_page
def test_hand_error_stands_under_the_hands_not_the_board(app):
    app.get_by_test_id("tab-poker").click()
    app.get_by_test_id("poker-input").fill("Ah Kd Qs\n2c 3c 4c 5c 7d")
    app.get_by_test_id("poker-run").click()
    error = app.get_by_test_id("poker-error")
    expect(error).to_contain_text("Hand 1: has 3 cards")
    follows = app.evaluate("document.querySelector('[data-testid=\"poker-error\"]').previousElementSibling.dataset.testid")
    assert follows == "poker-input"


def test_position_only_link_keeps_n_and_c(page, site, outside_requests):
    open_app(page, site.origin + "/#silver-dollar?position=.o..%24..o")
    expect(page.get_by_test_id("sd-n")).to_have_value("10")
    expect(page.get_by_test_id("sd-c")).to_have_value("2")
    expect(page.get_by_test_id("sd-verdict")).to_contain_text("wins")


def test_long_count_in_a_link_waits_for_a_click_with_its_time(page, site, outside_requests):
    open_app(page, site.origin + "/#silver-dollar?n=1000000000000000000&c=1000")
    expect(page.get_by_test_id("sd-waiting")).to_contain_text(re.compile(r"takes about .*; it starts when you press Count"))
    expect(page.get_by_test_id("sd-run")).to_be_enabled()


def test_phone_width_has_no_page_wide_scroll(page, site, outside_requests):
    page.set_viewport_size({"width": 390, "height": 844})
    open_app(page, site.origin + "/#silver-dollar?n=1000000&c=100&mod=1000036000099")
    expect(page.get_by_test_id("sd-table")).to_be_visible(timeout=60_000)
    page.get_by_test_id("sd-position").fill("." * 5 + "o$" + "." * 4 + "o")  # twelve squares
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    tops = page.evaluate("[...document.querySelectorAll('.strip .square')].map((s) => s.getBoundingClientRect().top)")
    rights = page.evaluate("[...document.querySelectorAll('.strip .square')].map((s) => s.getBoundingClientRect().right)")
    assert len(tops) == 12 and max(rights) <= 390  # every square in sight (the strip wraps)
    page.get_by_test_id("tab-counts").click()
    page.get_by_test_id("counts-suits").fill("6")
    page.get_by_test_id("counts-ranks").fill("26")
    page.get_by_test_id("counts-sizes").fill("all")
    page.get_by_test_id("counts-run").click()
    expect(page.get_by_test_id("counts-total")).to_be_visible(timeout=120_000)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390


def _contrast(page, selector: str, prop: str, against: str = "background") -> float:
    return page.evaluate("""([selector, prop]) => {
      const parse = (c) => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
      const lum = ([r, g, b]) => [r, g, b].map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; })
        .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
      const node = document.querySelector(selector);
      const fg = parse(getComputedStyle(node)[prop]);
      let bgNode = node.parentElement, bg = null;
      while (bgNode) { const c = getComputedStyle(bgNode).backgroundColor; if (!c.includes("rgba(0, 0, 0, 0)")) { bg = parse(c); break; } bgNode = bgNode.parentElement; }
      bg = bg || parse(getComputedStyle(document.body).backgroundColor);
      const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
      return (a + 0.05) / (b + 0.05);
    }""", [selector, prop])


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_dimmed_cards_and_input_borders_have_3_to_1_contrast(page, site, outside_requests, scheme):
    page.emulate_media(color_scheme=scheme)
    open_app(page, site.origin + "/#poker?hands=Ah+Kd%0A7c+7s&board=7d+2c+9h+Js+Qc")
    expect(page.get_by_test_id("poker-headline")).to_contain_text("Player 2 wins")
    assert _contrast(page, '[data-testid="poker-input"]', "borderTopColor") >= 3
    assert _contrast(page, ".card.dead:not(.red)", "color") >= 3
    assert _contrast(page, ".card.dead.red", "color") >= 3
    # the board is set apart: its first card has a gap before it and a tint
    gap = page.evaluate("(() => { const c = document.querySelector('[data-testid=poker-hand] .card.board'); "
                        "return parseFloat(getComputedStyle(c).marginLeft); })()")
    assert gap >= 10
    label = page.locator('[data-testid="poker-hand"] .card.board').first.get_attribute("aria-label")
    assert re.fullmatch(r".+ \(board\), (plays|does not play)", label)


@pytest.mark.shared_page
def test_clear_can_be_undone_and_a_batch_without_valid_deals_says_so(app):
    app.get_by_test_id("tab-badugi").click()
    box = app.get_by_test_id("badugi-input")
    box.fill("3c 2s 4d Ah\nAs 3h 2d 4h")
    app.locator("#badugi-form [data-action='clear']").click()
    expect(box).to_have_value("")
    box.focus()
    app.keyboard.press("Control+z")
    expect(box).to_have_value("3c 2s 4d Ah\nAs 3h 2d 4h")
    app.get_by_test_id("tab-poker").click()
    app.get_by_test_id("poker-batch-input").fill("x\ny")
    app.get_by_test_id("poker-batch-run").click()
    expect(app.get_by_test_id("poker-batch-summary")).to_have_text("No valid deal in pasted deals")
    expect(app.get_by_test_id("poker-batch-errors")).to_contain_text("2 lines skipped")
    # nothing pasted: asked for, not "No valid deal" in nothing (helper, session 22)
    app.get_by_test_id("poker-batch-input").fill("")
    app.get_by_test_id("poker-batch-run").click()
    expect(app.get_by_test_id("poker-batch-error")).to_have_text(
        "Pasted deals: no deals to settle; paste one deal a line, five cards a player (Player 1's first)")
