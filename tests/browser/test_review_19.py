"""What a keyboard user and a PLO player on a phone found (helper, session 19): Escape cancels a job
run by Enter from a field (the keyboard stays in the field, many Tab presses from Cancel); a touch
keyboard, which has no Shift+Enter, starts a new line of the Hands box with Return; an Omaha range's
size shown under the box is marked as the last lines' until the lines typed are counted again."""

from __future__ import annotations

import re

import pytest
from conftest import PHONE, READY, fill_in, long_equity_spot, reset_equity
from playwright.sync_api import expect

pytestmark = pytest.mark.browser
SLOW = 90_000  # a shared 2-core machine


@pytest.mark.shared_page
def test_escape_cancels_a_job_run_by_enter_from_the_hands_box(app):
    long_equity_spot(app)
    hands = app.get_by_test_id("equity-hands")
    hands.focus()
    app.keyboard.press("Enter")
    cancel = app.get_by_test_id("equity-cancel")
    expect(cancel).to_be_visible(timeout=SLOW)
    assert cancel.get_attribute("aria-keyshortcuts") == "Escape"
    expect(hands).to_be_focused()  # typing stays where it was
    app.keyboard.press("Escape")
    cancelled = app.get_by_test_id("equity-result").get_by_test_id("cancelled")
    expect(cancelled).to_be_visible(timeout=SLOW)
    expect(hands).to_be_focused()
    expect(hands).to_have_value("AhAsKdQd\nJcTc9h8h\n2c3c4d5d")
    # Escape with no job running does nothing to the inputs or the note
    app.keyboard.press("Escape")
    expect(cancelled).to_be_visible()
    expect(hands).to_have_value("AhAsKdQd\nJcTc9h8h\n2c3c4d5d")
    expect(app.get_by_test_id("equity-trials")).to_have_value("2000000")


def test_on_a_touch_screen_return_starts_a_new_line_and_run_runs(browser, site):
    context = browser.new_context(**PHONE)
    try:
        page = context.new_page()
        page.goto(site.origin + "/#poker")
        page.wait_for_selector(READY, timeout=90_000)
        section = page.locator('section.tool[data-tool="poker"]')
        expect(section.locator(".touch-hint")).to_have_text("Return starts a new line; Show down runs.")
        expect(section.locator(".keys-hint")).to_be_hidden()
        hands = page.get_by_test_id("poker-input")
        hands.fill("Ah Kd")
        hands.press("End")
        hands.press("Enter")
        hands.type("7c 7s")
        expect(hands).to_have_value("Ah Kd\n7c 7s")
        assert page.get_by_test_id("poker-result").text_content() == ""  # Return ran nothing
        expect(page.get_by_test_id("poker-error")).to_be_hidden()
        page.get_by_test_id("poker-board").fill("7d 2c 9h Js Qc")
        page.get_by_test_id("poker-run").tap()
        expect(page.get_by_test_id("poker-result")).to_contain_text("wins", timeout=SLOW)
    finally:
        context.close()


@pytest.mark.shared_page
def test_on_a_desktop_enter_runs_and_the_hint_says_so(app):
    section = app.locator('section.tool[data-tool="poker"]')
    app.get_by_test_id("tab-poker").click()
    expect(section.locator(".keys-hint")).to_have_text("Enter runs; Shift+Enter starts a new line.")
    expect(section.locator(".touch-hint")).to_be_hidden()
    hands = app.get_by_test_id("poker-input")
    hands.fill("Ah Kd\n7c 7s")
    app.get_by_test_id("poker-board").fill("7d 2c 9h Js Qc")
    hands.press("Enter")
    expect(app.get_by_test_id("poker-result")).to_contain_text("wins", timeout=SLOW)
    expect(hands).to_have_value("Ah Kd\n7c 7s")
    expect(app.get_by_test_id("poker-board-note")).to_have_count(0)  # a complete board: the showdown is final
    # a Hold'em flop: the hands as they stand, and that two cards are to come (helper, session 19)
    app.get_by_test_id("poker-game").select_option("holdem")
    app.get_by_test_id("poker-board").fill("7d 2c 9h")
    hands.press("Enter")
    expect(app.get_by_test_id("poker-board-note")).to_have_text(
        "The board has 3 cards of 5: these are the hands as they stand, with 2 cards to come (equity counts the "
        "chances).", timeout=SLOW)


@pytest.mark.shared_page
def test_omaha_sizes_are_marked_until_the_lines_typed_are_counted_again(app):
    fill_in(app, "equity", {"equity-hands": "AA**\nKK**"})
    app.get_by_test_id("equity-game").select_option("omaha")
    sizes = app.get_by_test_id("equity-omaha-size")
    expect(sizes.first).to_have_text("Player 1: AA** — 6,961 hands (2.57% of 270,725)", timeout=SLOW)
    box = app.locator("#equity-omaha-sizes")
    expect(box).not_to_have_attribute("aria-busy", "true")
    app.get_by_test_id("equity-hands").fill("AA**!AAA\nKK**")
    assert box.get_attribute("aria-busy") == "true"  # at once: the sizes under it are the last lines'
    expect(sizes.first).to_have_text(re.compile(r"^Player 1: AA\*\*!AAA — [\d,]+ hands"), timeout=SLOW)
    expect(box).not_to_have_attribute("aria-busy", "true")


@pytest.mark.shared_page
def test_a_slow_estimate_says_it_is_being_worked_out(app):
    """Helper, session 19: three wide Omaha ranges left the Estimated time line blank for 3-6 s."""
    reset_equity(app)
    fill_in(app, "equity", {"equity-hands": ""})
    app.get_by_test_id("equity-game").select_option("omaha")
    app.evaluate("""() => {
      const line = document.querySelector('[data-testid="equity-estimate"]');
      window.seenEstimates = [];
      new MutationObserver(() => window.seenEstimates.push([performance.now(), line.textContent]))
        .observe(line, { childList: true, subtree: true, characterData: true });
      window.estimateAsked = performance.now();
    }""")
    app.get_by_test_id("equity-hands").fill("AA**!AAA\nKK:$ds\n$ds")
    line = app.get_by_test_id("equity-estimate")
    expect(line).to_have_text(re.compile(r"^Estimated time: (about|under) "), timeout=SLOW)
    seen, asked = app.evaluate("[window.seenEstimates, window.estimateAsked]")
    texts = [text for _, text in seen]
    assert all(text in ("", "Estimated time: working it out…") or text.startswith("Estimated time: ")
               for text in texts), texts
    took = seen[-1][0] - asked
    if took > 1300:  # the estimate took a while (typing's 0.5 s pause, then 0.7 s): the line said it was coming
        assert "Estimated time: working it out…" in texts, (took, texts)


def test_opening_preflop_on_a_phone_leaves_the_page_at_its_top(browser, site):
    """Helper, session 19: the first visit to Preflop on a phone scrolled 786 px down to its answer,
    past the tab bar and the field; a Run still brings its answer on screen."""
    context = browser.new_context(**PHONE)
    try:
        page = context.new_page()
        page.goto(site.origin + "/#poker")
        page.wait_for_selector(READY, timeout=90_000)
        page.get_by_test_id("tab-preflop").tap()
        answer = page.get_by_test_id("preflop-answer")
        expect(answer).to_contain_text("Each class against a random hand", timeout=SLOW)
        page.wait_for_timeout(300)
        assert page.evaluate("scrollY") < 100
        expect(page.get_by_test_id("tab-preflop")).to_be_in_viewport()
        page.get_by_test_id("preflop-vs").fill("QQ+")
        page.get_by_test_id("preflop-vs").press("Enter")
        expect(answer).to_contain_text("Each class against QQ+", timeout=SLOW)
        expect(answer).to_be_in_viewport()
    finally:
        context.close()


def test_on_a_phone_an_answer_starting_low_on_the_screen_is_brought_up(browser, site):
    """Helper, session 19: after Run on a phone the headline sat at 747 of 844 px, its first line alone
    in sight: an answer that starts in the screen's last third is scrolled to the top."""
    context = browser.new_context(**PHONE)
    try:
        page = context.new_page()
        page.goto(site.origin + "/#equity")
        page.wait_for_selector(READY, timeout=90_000)
        page.get_by_test_id("equity-hands").fill("Ah Kh\nQd Qc")
        page.get_by_test_id("equity-run").tap()
        answer = page.get_by_test_id("equity-answer")
        expect(answer).to_be_visible(timeout=SLOW)
        page.wait_for_timeout(300)
        top = answer.evaluate("(node) => node.getBoundingClientRect().top")  # scrolled: its top, give or take a px
        assert -1 <= top < 0.6 * 844, top
    finally:
        context.close()


def test_the_poker_tab_shows_its_fields_on_a_phones_first_screen(browser, site):
    """Helper, session 19: on a phone the poker tab's paragraph on every game filled the first screen,
    above the Game menu; the games are folded under 'The games in brief'."""
    context = browser.new_context(**PHONE)
    try:
        page = context.new_page()
        page.goto(site.origin + "/#poker")
        page.wait_for_selector(READY, timeout=90_000)
        expect(page.get_by_test_id("poker-game")).to_be_in_viewport()
        expect(page.get_by_test_id("poker-input")).to_be_in_viewport()
        about = page.get_by_test_id("poker-games-about")
        expect(about.locator("p")).to_be_hidden()
        about.locator("summary").tap()
        expect(about.locator("p")).to_contain_text("Omaha: four cards each")
    finally:
        context.close()


@pytest.mark.shared_page
def test_text_that_is_no_history_is_refused_at_its_field(app):
    """Helper, session 19: 'hello this is not a hand history' gave a report, 'Read 0 hands (1 hand not
    read)', where an empty paste is refused at the field: any text with no hand in it is refused there."""
    app.get_by_test_id("tab-history").click()
    field = app.get_by_test_id("history-input")
    field.fill("hello this is not a hand history")
    app.get_by_test_id("history-run").click()
    expect(app.get_by_test_id("history-error")).to_contain_text(
        "no hand history found: a PokerStars hand starts 'PokerStars Hand #', a PHH hand is TOML with a 'variant'",
        timeout=SLOW)
    expect(app.get_by_test_id("history-result").get_by_test_id("history-summary")).to_have_count(0)
    expect(field).to_have_value("hello this is not a hand history")
